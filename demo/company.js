/* global document, fetch, setTimeout, structuredClone */
// The partner's own script for its company page, allowed by `script-src 'self'`: no inline script.
// It does what a partner's page does with the KYB journey: it keeps its own record of the company's
// onboarding (here in the page's memory; a real partner keeps it in its own backend) from the
// journey's events, sends each person's KYC link when asked (`svc-kyc-link`), and passes in what its
// backend learns from the service: each person's identity check and the KYB's outcome. Nothing goes
// to the browser's storage.

const journey = document.querySelector('svc-company-onboarding');
const said = document.querySelector('#journey-said');
/** What Pebble Money's backend tells this page about the company (the demo server's stand-in for what the service tells the partner). */
const STATUS_URL = '/partner/company-onboarding';
/** The share from which a person is a UBO (this company has no extended UBOs). */
const UBO_SHARE = 25;

/** The partner's record: the people declared (ids, names, roles), the links sent, the documents, the request. */
const record = { detailsConfirmed: false, people: [], documents: [], kybRequested: false };
/** Declarations on their way, by element: their body, until the service answers with the id. */
const sending = new WeakMap();
let asking;

const show = () => {
  journey.record = structuredClone(record);
};

/** Asks the backend where the company's people and KYB are, and passes it in; again later while a check or the outcome is awaited. */
async function refresh() {
  const answer = await fetch(STATUS_URL, { headers: { accept: 'application/json' } }).catch(() => undefined);
  if (answer?.ok) {
    const status = await answer.json();
    for (const person of record.people) {
      const known = status.people.find((item) => item.id === person.id);
      if (known?.kycStatus) person.kycStatus = known.kycStatus;
    }
    show();
    if (status.kybStatus && record.kybRequested) {
      journey.kybStatusReason = status.kybStatusReason;
      journey.kybStatus = status.kybStatus;
    }
  }
  const awaited = record.people.some((person) => person.kycLinkSent && person.kycStatus !== 'VALIDATED' && person.kycStatus !== 'DECLINED');
  if (awaited) asking = setTimeout(refresh, 1000);
  else asking = undefined;
}

journey.addEventListener('svc-submit', (event) => {
  if (event.detail.operation === 'declareCorporateRelated') sending.set(event.target, event.detail.body);
});

journey.addEventListener('svc-success', (event) => {
  const { operation, result } = event.detail;
  if (operation === 'declareCorporateRelated') {
    const body = sending.get(event.target) ?? {};
    const info = body.info ?? {};
    const person = (body.type ?? 'PERSON') === 'PERSON';
    const share = (body.sharesInfo ?? []).reduce((sum, item) => sum + Number(item.percentage ?? 0), 0);
    record.people.push({
      id: result.id,
      kind: person ? 'PERSON' : 'COMPANY',
      name: info.legalName ?? info.name ?? [info.firstName, info.lastName].filter(Boolean).join(' '),
      director: body.isDirector === true,
      shareholder: share > 0,
      ubo: person && (info.isSpecialUbo === true || share >= UBO_SHARE),
    });
    show();
  }
  if (operation === 'uploadDocument') {
    record.documents.push(result.type ?? 'DOCUMENT');
    show();
  }
  // The service answers "requested"; the outcome comes from the compliance review, which the backend learns.
  if (operation === 'requestKybVerification') {
    record.kybRequested = true;
    refresh();
  }
});

// The link comes from Pebble Money's KYC set-up: the page takes the event, and its backend would send it.
journey.addEventListener('svc-kyc-link', (event) => {
  event.preventDefault();
  const person = record.people.find((item) => item.id === event.detail.relatedId);
  if (person) person.kycLinkSent = true;
  show();
  if (!asking) refresh();
});

journey.addEventListener('svc-step-change', (event) => {
  if (event.detail.from === 'company') record.detailsConfirmed = true;
});

journey.addEventListener('svc-journey-complete', () => {
  said.textContent = 'Meridian Studio is verified: its accounts can be opened now.';
  document.querySelector('[data-step="verify"]').classList.add('done');
});

journey.addEventListener('svc-journey-exit', (event) => {
  said.textContent = event.detail.reason === 'later'
    ? 'Come back when you like: we pick up where the company left off.'
    : 'We cannot open banking for this company online: please contact us.';
});
