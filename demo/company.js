/* global document */
// The partner's own script for its company page, allowed by `script-src 'self'`: no inline script.

const COMPANY = 'c1000000-0000-4000-8000-000000000003';
const provider = document.querySelector('svc-provider');
const kyb = document.querySelector('svc-kyb-request');
const people = document.querySelector('#people');
const said = document.querySelector('#kyc-said');

const KYC_WORDS = {
  NOT_STARTED: 'Not started', CREATED: 'Link sent', PROCESSING: 'In progress', PENDING_REVIEW: 'Under review', VALIDATED: 'Validated', DECLINED: 'Declined',
};

// A tick in the list of steps once a step has done what it is for.
function done(step) {
  const item = document.querySelector(`[data-step="${step}"]`);
  if (!item || item.classList.contains('done')) return;
  item.classList.add('done');
  const note = document.createElement('span');
  note.className = 'visually-hidden';
  note.textContent = ' (done)';
  item.querySelector('a').append(note);
}

const cell = (text) => {
  const td = document.createElement('td');
  td.textContent = text;
  return td;
};

// The people declared, as the sandbox holds them: a partner keeps its own record of them.
function showPeople() {
  const sandbox = provider.sandboxBackend;
  const declared = sandbox ? [...sandbox.data.corporateRelated.values()].filter((related) => related.corporateId === COMPANY) : [];
  if (declared.length === 0) return;
  people.replaceChildren(
    ...declared.map((related) => {
      const row = document.createElement('tr');
      const name = related.info.legalName ?? [related.info.firstName, related.info.lastName].filter(Boolean).join(' ');
      const share = related.sharesInfo.reduce((sum, item) => sum + item.percentage, 0);
      const role = [related.isDirector ? 'Director' : '', related.sharesInfo.length ? `${share} % of the shares` : ''].filter(Boolean).join(', ');
      row.append(cell(name), cell(role), cell(related.kycStatus ? KYC_WORDS[related.kycStatus] ?? related.kycStatus : 'None needed'));
      const control = document.createElement('td');
      if (related.kycStatus && related.kycStatus !== 'VALIDATED') {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = `Move ${name}’s check forward`;
        // The sandbox's control: the step the person's KYC application would take once they follow their link.
        button.addEventListener('click', () => {
          const status = sandbox.advanceRelatedKyc(related.id);
          said.textContent = `${name}’s identity check: ${KYC_WORDS[status] ?? status}.`;
          showPeople();
          if (status === 'VALIDATED') done('kyc');
          people.querySelector('button')?.focus();
        });
        control.append(button);
      }
      row.append(control);
      return row;
    }),
  );
}

document.addEventListener('svc-success', (event) => {
  const element = event.target.localName;
  if (element === 'svc-corporate-related-form') {
    showPeople();
    done('declare');
  }
  // The service answers "sent"; the partner learns the outcome from the service and passes it in.
  // The sandbox decides at once, so the page reads it there.
  if (element === 'svc-kyb-request') {
    const company = provider.sandboxBackend?.data.corporates.get(COMPANY);
    kyb.kybStatus = company?.kybStatus;
    kyb.kybStatusReason = company?.kybStatusReason;
    if (company?.kybStatus === 'VALIDATED') done('kyb');
  }
});
