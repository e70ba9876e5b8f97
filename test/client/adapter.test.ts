import { expect } from '@open-wc/testing';
import { createFetchAdapter, type FetchAdapterOptions } from '../../src/client/adapter.js';
import { buildFetchAdapter } from '../../src/client/fetch-adapter.js';
import { getCardPin, listCards } from '../../src/api/operations/cards.js';
import { operationName } from '../../src/client/operation-ref.js';
import { failure, ids, json, scriptedFetch, waitingScaBody, type Step } from './fake-fetch.js';
import { configErrors } from '../../src/i18n/errors/en-config.js';

const base = 'https://partner.example/banking';

function adapterWith(steps: Step[], options: Partial<FetchAdapterOptions> = {}) {
  const fake = scriptedFetch(...steps);
  const adapter = createFetchAdapter({ baseUrl: base, fetch: fake.fetch, ...options });
  return { adapter, calls: fake.calls };
}

/** The same in sandbox mode, as only the sandbox builds it: BY_PASS allowed. */
function sandboxAdapterWith(steps: Step[], options: Partial<FetchAdapterOptions> = {}) {
  const fake = scriptedFetch(...steps);
  const adapter = buildFetchAdapter({ baseUrl: base, fetch: fake.fetch, ...options }, { sandbox: true });
  return { adapter, calls: fake.calls };
}

const beneficiaryBody = {
  endUserId: ids.consumer,
  type: 'PERSON' as const,
  name: 'Ada Lovelace',
  bankingDetails: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'bnpafrpp' },
};

describe('fetch adapter: what is sent', () => {
  it('sends method, URL with encoded path parameters, Accept, and no SCA header on a plain operation', async () => {
    const { adapter, calls } = adapterWith([json(200, { id: ids.consumer, updateDate: '2026-01-01T00:00:00Z' })]);
    await adapter.request('patchConsumerProfile', { params: { consumerId: ids.consumer }, body: { externalId: 'ext-1' } });
    expect(calls).to.have.length(1);
    expect(calls[0].method).to.equal('PATCH');
    expect(calls[0].url).to.equal(`${base}/consumers/${ids.consumer}/profile`);
    expect(calls[0].headers.get('accept')).to.equal('application/json');
    expect(calls[0].headers.get('content-type')).to.equal('application/json');
    expect(calls[0].headers.has('service-sca-strategy')).to.equal(false);
    expect(JSON.parse(calls[0].body as string)).to.deep.equal({ externalId: 'ext-1' });
  });

  it('serialises array filters as repeated key[] and leaves out empty ones', async () => {
    const { adapter, calls } = adapterWith([json(200, { content: [], totalElements: 0, page: 0, pageSize: 20 })]);
    await adapter.request('listLedgers', { query: { status: ['ACTIVE', 'SUSPENDED'], pageSize: 20, page: 0, iban: '', sortDirection: 'DESC' } });
    const url = new URL(calls[0].url);
    expect(url.pathname).to.equal('/banking/ledgers');
    expect(url.searchParams.getAll('status[]')).to.deep.equal(['ACTIVE', 'SUSPENDED']);
    expect(url.searchParams.get('pageSize')).to.equal('20');
    expect(url.searchParams.get('page')).to.equal('0');
    expect(url.searchParams.has('iban')).to.equal(false);
    expect(url.searchParams.get('sortDirection')).to.equal('DESC');
  });

  it('sends the SCA strategy on [SCA] operations and the normalised IBAN and BIC', async () => {
    const { adapter, calls } = adapterWith([json(201, { id: ids.beneficiary })]);
    const result = await adapter.request('createBeneficiary', { body: beneficiaryBody });
    expect(result).to.deep.equal({ id: ids.beneficiary });
    expect(calls[0].method).to.equal('POST');
    expect(calls[0].headers.get('service-sca-strategy')).to.equal('PUSH_NOTIFICATION');
    const sent = JSON.parse(calls[0].body as string);
    expect(sent.bankingDetails).to.deep.equal({ iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP' });
  });

  it('awaits the headers() hook before each attempt and sends what it returns', async () => {
    let n = 0;
    const { adapter, calls } = sandboxAdapterWith([json(200, { pin: '1234' })], {
      headers: async () => ({ Authorization: `Bearer end-user-token-${++n}` }),
      sca: { strategy: 'BY_PASS' },
    });
    await adapter.request('getCardPin', { params: { cardId: ids.card } });
    expect(calls[0].headers.get('authorization')).to.equal('Bearer end-user-token-1');
    expect(calls[0].method).to.equal('POST');
  });

  it('refuses to send a Service-Auth header: the partner key never leaves the partner backend', async () => {
    const { adapter, calls } = adapterWith([json(200, {})], { headers: () => ({ 'Service-Auth': 'secret' }) });
    const error = await failure(adapter.request('getPartnerConfiguration', {}));
    expect(error.kind).to.equal('config');
    expect(error.code).to.equal('PARTNER_KEY_IN_BROWSER');
    // Its words are fetched with the refusal, not carried by every page.
    expect(error.message).to.equal(configErrors.PARTNER_KEY_IN_BROWSER);
    expect(calls).to.have.length(0);
  });

  it('uploads documents as real multipart with the file name, and lets the browser set the boundary', async () => {
    const { adapter, calls } = adapterWith([json(201, { id: ids.document })]);
    const file = new File(['%PDF-1.4 hello'], 'passport.pdf', { type: 'application/pdf' });
    await adapter.request('uploadDocument', { body: { endUserId: ids.consumer, type: 'IDENTITY_CARD', friendlyName: 'Passport', file } });
    const form = calls[0].body as FormData;
    expect(form).to.be.instanceOf(FormData);
    expect(calls[0].headers.get('content-type')).to.match(/^multipart\/form-data; boundary=/);
    expect(form.get('type')).to.equal('IDENTITY_CARD');
    expect(form.get('friendlyName')).to.equal('Passport');
    const sentFile = form.get('file') as File;
    expect(sentFile.name).to.equal('passport.pdf');
    expect(await sentFile.text()).to.equal('%PDF-1.4 hello');
  });

  it('uses an overridden route for one operation', async () => {
    const { adapter, calls } = adapterWith([json(200, { content: [], totalElements: 0, page: 0, pageSize: 10 })], {
      routes: { listCards: { path: '/v2/my-cards' } },
    });
    await adapter.request('listCards', {});
    expect(calls[0].url).to.equal(`${base}/v2/my-cards`);
    expect(calls[0].method).to.equal('GET');
  });

  it('returns a Blob for a file download', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const { adapter, calls } = adapterWith([new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } })]);
    const result = await adapter.request('downloadDocument', { params: { documentId: ids.document } });
    expect(result).to.be.instanceOf(Blob);
    expect(await result.text()).to.equal('%PDF-1.4');
    expect(calls[0].headers.get('accept')).to.equal('*/*');
  });

  it('resolves No Content operations with undefined', async () => {
    const { adapter } = adapterWith([new Response(null, { status: 204 })]);
    const result = await adapter.request('sendConsumerVerificationEmail', { params: { consumerId: ids.consumer } });
    expect(result).to.equal(undefined);
  });
});

describe('fetch adapter: operation definitions and names', () => {
  it('sends the same request for a definition as for its name', async () => {
    const byName = sandboxAdapterWith([json(200, { pin: '1234' })], { sca: { strategy: 'BY_PASS' } });
    const byDefinition = sandboxAdapterWith([json(200, { pin: '1234' })], { sca: { strategy: 'BY_PASS' } });
    expect(await byName.adapter.request('getCardPin', { params: { cardId: ids.card } })).to.deep.equal({ pin: '1234' });
    expect(await byDefinition.adapter.request('getCardPin', { params: { cardId: ids.card } }, { definition: getCardPin })).to.deep.equal({ pin: '1234' });
    const sent = (calls: typeof byName.calls) => calls.map(({ method, url, headers }) => ({ method, url, headers: [...headers] }));
    expect(sent(byDefinition.calls)).to.deep.equal(sent(byName.calls));
    expect(byDefinition.calls[0]).to.include({ method: 'POST', url: `${base}/cards/${ids.card}/pin` });
  });

  it('applies a route override, keyed by name, to a definition too', async () => {
    const { adapter, calls } = adapterWith([json(200, { content: [], totalElements: 0, page: 0, pageSize: 10 })], {
      routes: { listCards: { path: '/v2/my-cards' } },
    });
    await adapter.request('listCards', {}, { definition: listCards });
    expect(calls[0].url).to.equal(`${base}/v2/my-cards`);
  });

  it('names the operation in its errors whichever way it was given', async () => {
    const { adapter } = adapterWith([json(404, {})]);
    const error = await failure(adapter.request('getCardPin', { params: { cardId: 'not-a-uuid' } }, { definition: getCardPin }));
    expect(error).to.include({ kind: 'validation', operation: 'getCardPin' });
    // The earlier form, a definition in first place, still works with the kit's adapter.
    const earlier = adapter.request as unknown as (operation: typeof getCardPin, input: unknown) => Promise<unknown>;
    expect(await failure(earlier(getCardPin, { params: { cardId: 'not-a-uuid' } }))).to.include({ kind: 'validation', operation: 'getCardPin' });
    expect(operationName(getCardPin)).to.equal('getCardPin');
    expect(operationName('getCardPin')).to.equal('getCardPin');
  });

  it('refuses a name that is no operation, sending nothing', async () => {
    const { adapter, calls } = adapterWith([json(200, {})]);
    const error = await failure(adapter.request('getCardPan' as never, {} as never));
    expect(error).to.include({ kind: 'config', code: 'UNKNOWN_OPERATION' });
    expect(error.message).to.contain('getCardPan');
    expect(calls).to.have.length(0);
  });
});

describe('fetch adapter: refused before sending', () => {
  it('refuses invalid input with field issues and sends nothing', async () => {
    const { adapter, calls } = adapterWith([json(201, { id: ids.beneficiary })]);
    const error = await failure(
      adapter.request('createBeneficiary', { body: { ...beneficiaryBody, bankingDetails: { iban: 'FR76 3000 6000 0112 3456 7890 188', bic: 'BNPAFRPP' } } }),
    );
    expect(error.kind).to.equal('validation');
    expect(error.code).to.equal('VALIDATION_FAILED');
    expect(calls).to.have.length(0);
  });

  it('refuses a bad path parameter and sends nothing', async () => {
    const { adapter, calls } = adapterWith([json(200, {})]);
    const error = await failure(adapter.request('getConsumer', { params: { consumerId: 'not-a-uuid' } }));
    expect(error.issues[0].path).to.equal('params.consumerId');
    expect(calls).to.have.length(0);
  });

  it('refuses BY_PASS outside sandbox mode, on [SCA] operations, with a clear error', async () => {
    const { adapter, calls } = adapterWith([json(201, { id: ids.beneficiary })], { sca: { strategy: 'BY_PASS' } });
    const error = await failure(adapter.request('createBeneficiary', { body: beneficiaryBody }));
    expect(error.kind).to.equal('config');
    expect(error.code).to.equal('BY_PASS_NOT_ALLOWED');
    expect(error.message).to.match(/sandbox/);
    expect(calls).to.have.length(0);
  });

  it('allows BY_PASS in sandbox mode and sends it', async () => {
    const { adapter, calls } = sandboxAdapterWith([json(201, { id: ids.beneficiary })], { sca: { strategy: 'BY_PASS' } });
    await adapter.request('createBeneficiary', { body: beneficiaryBody });
    expect(calls[0].headers.get('service-sca-strategy')).to.equal('BY_PASS');
  });

  it('refuses DATA_SIGNING without sign()', async () => {
    const { adapter, calls } = adapterWith([json(200, { pin: '1' })], { sca: { strategy: 'DATA_SIGNING' } });
    const error = await failure(adapter.request('getCardPin', { params: { cardId: ids.card } }));
    expect(error.code).to.equal('SIGNER_MISSING');
    expect(calls).to.have.length(0);
  });
});

describe('fetch adapter: DATA_SIGNING', () => {
  it('signs exactly what is sent, right before each attempt, with a fresh signature for a retry', async () => {
    const signed: { url: string; body?: string }[] = [];
    const { adapter, calls } = adapterWith([json(202, waitingScaBody()), json(201, { id: ids.beneficiary })], {
      sca: {
        strategy: 'DATA_SIGNING',
        pollIntervalMs: 500,
        sign: async (request) => {
          signed.push({ url: request.url, body: request.body });
          return `sig-${signed.length}`;
        },
      },
    });
    await adapter.request('createBeneficiary', { body: beneficiaryBody });
    expect(calls).to.have.length(2);
    expect(signed).to.have.length(2);
    expect(signed[0].url).to.equal(`${base}/beneficiaries`);
    expect(signed[0].body).to.equal(calls[0].body);
    expect(calls[0].headers.get('service-sca-signature')).to.equal('sig-1');
    expect(calls[1].headers.get('service-sca-signature')).to.equal('sig-2');
    expect(calls[0].headers.get('service-sca-strategy')).to.equal('DATA_SIGNING');
  });

  it('does not wait on a 409 SCA_REQUIRED under DATA_SIGNING: one signature, then the error', async () => {
    let signatures = 0;
    const { adapter, calls } = adapterWith([json(409, { code: 'SCA_REQUIRED', scaId: ids.sca })], {
      sca: { strategy: 'DATA_SIGNING', pollIntervalMs: 500, sign: async () => `sig-${++signatures}` },
    });
    const error = await failure(adapter.request('getCardPin', { params: { cardId: ids.card } }));
    expect(error.code).to.equal('SCA_REQUIRED');
    expect(error.kind).to.equal('sca');
    expect(calls).to.have.length(1);
    expect(signatures).to.equal(1);
  });

  it('never has two signed attempts at once: the next signature waits for the previous answer', async () => {
    const timeline: string[] = [];
    let n = 0;
    const answer = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => {
          timeline.push(`answer ${++n}`);
          resolve(json(200, { pin: '1234' }));
        }, 15),
      );
    let s = 0;
    const { adapter } = adapterWith([answer], {
      sca: {
        strategy: 'DATA_SIGNING',
        sign: async () => {
          timeline.push(`sign ${++s}`);
          return 'sig';
        },
      },
    });
    await Promise.all([1, 2, 3].map(() => adapter.request('getCardPin', { params: { cardId: ids.card } })));
    expect(timeline).to.deep.equal(['sign 1', 'answer 1', 'sign 2', 'answer 2', 'sign 3', 'answer 3']);
  });

  it('stops a request aborted while the signature is being made: nothing is sent', async () => {
    const controller = new AbortController();
    const { adapter, calls } = adapterWith([json(200, { pin: '1234' })], {
      sca: {
        strategy: 'DATA_SIGNING',
        sign: async () => {
          controller.abort();
          return 'sig';
        },
      },
    });
    const error = await failure(adapter.request('getCardPin', { params: { cardId: ids.card } }, { signal: controller.signal }));
    expect(error.kind).to.equal('abort');
    expect(calls).to.have.length(0);
  });
});

describe('fetch adapter: SCA headers belong to the adapter', () => {
  it('drops Service-SCA-* headers from the headers() hook, and sends them on [SCA] operations only', async () => {
    const { adapter, calls } = adapterWith([json(201, { id: ids.beneficiary })], {
      headers: () => ({ 'Service-SCA-Strategy': 'BY_PASS', 'Service-SCA-Signature': 'forged' }),
    });
    await adapter.request('createLedger', { body: { endUserId: ids.consumer, type: 'EUR_FRANCE' } });
    expect(calls[0].headers.has('service-sca-strategy')).to.equal(false);
    expect(calls[0].headers.has('service-sca-signature')).to.equal(false);
  });

  it('refuses a strategy that is not one of the spec\'s, before sending', async () => {
    const { adapter, calls } = sandboxAdapterWith([json(200, { pin: '1' })], { sca: { strategy: 'bypass' as never } });
    const error = await failure(adapter.request('getCardPin', { params: { cardId: ids.card } }));
    expect(error.code).to.equal('UNKNOWN_SCA_STRATEGY');
    expect(calls).to.have.length(0);
  });
});

describe('fetch adapter: transport failures', () => {
  it('turns a network failure into kind network', async () => {
    const { adapter } = adapterWith(['network-error']);
    const error = await failure(adapter.request('getPartnerConfiguration', {}));
    expect(error.kind).to.equal('network');
    expect(error.retryable).to.equal(true);
  });

  it('gives up after the timeout with kind timeout', async () => {
    const { adapter } = adapterWith(['hang'], { timeoutMs: 30 });
    const error = await failure(adapter.request('getPartnerConfiguration', {}));
    expect(error.kind).to.equal('timeout');
    expect(error.code).to.equal('TIMEOUT');
  });

  it('stops a request aborted while the end-user credentials are awaited: nothing is sent', async () => {
    const controller = new AbortController();
    const { adapter, calls } = adapterWith([json(201, { id: ids.beneficiary })], {
      headers: async () => {
        controller.abort();
        return { Authorization: 'Bearer t' };
      },
    });
    const error = await failure(adapter.request('createLedger', { body: { endUserId: ids.consumer, type: 'EUR_FRANCE' } }, { signal: controller.signal }));
    expect(error.kind).to.equal('abort');
    expect(calls).to.have.length(0);
  });

  it('stops when the caller aborts, with kind abort', async () => {
    const { adapter } = adapterWith(['hang']);
    const controller = new AbortController();
    const pending = adapter.request('getPartnerConfiguration', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await failure(pending);
    expect(error.kind).to.equal('abort');
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { adapter, calls } = adapterWith([json(200, {})]);
    const controller = new AbortController();
    controller.abort();
    const error = await failure(adapter.request('getPartnerConfiguration', {}, { signal: controller.signal }));
    expect(error.kind).to.equal('abort');
    expect(calls).to.have.length(0);
  });
});

describe('fetch adapter: bad answers', () => {
  it('a success that is not JSON is kind parse', async () => {
    const { adapter } = adapterWith([new Response('<html>proxy page</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })]);
    const error = await failure(adapter.request('getPartnerConfiguration', {}));
    expect(error.kind).to.equal('parse');
    expect(error.code).to.equal('NOT_JSON');
  });

  it('JSON of the wrong shape is kind shape', async () => {
    const { adapter } = adapterWith([json(200, { content: 'nope' })]);
    const error = await failure(adapter.request('listCards', {}));
    expect(error.kind).to.equal('shape');
    expect(error.code).to.equal('UNEXPECTED_RESPONSE');
  });

  it('a 5xx with an HTML body is kind http, retryable, with its status', async () => {
    const { adapter } = adapterWith([new Response('<h1>Bad gateway</h1>', { status: 502 })]);
    const error = await failure(adapter.request('getPartnerConfiguration', {}));
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(502);
    expect(error.code).to.equal('SERVER_ERROR');
    expect(error.retryable).to.equal(true);
  });

  it('shows values it has never seen in a response instead of failing', async () => {
    const card = {
      id: ids.card, endUserId: ids.consumer, ledgerId: ids.consumer, profile: { id: ids.consumer, name: 'Standard' },
      expiryDate: '12/29', nameOnCard: 'ADA LOVELACE', type: 'METAL', status: 'FROZEN', creationDate: '2026-01-01T00:00:00Z',
    };
    const { adapter } = adapterWith([json(200, { content: [card], totalElements: 1, page: 0, pageSize: 20 })]);
    const page = await adapter.request('listCards', {});
    expect(page.content[0].status).to.equal('FROZEN');
    expect(page.content[0].type).to.equal('METAL');
  });
});

describe('fetch adapter: error model', () => {
  const cases: [number, object, string, string, string?][] = [
    [409, { code: 'PHONE_ALREADY_USED', field: 'phone.number' }, 'conflict', 'PHONE_ALREADY_USED', 'phone.number'],
    [409, { code: 'FRIENDLY_NAME_ALREADY_USED', field: 'friendlyName' }, 'conflict', 'FRIENDLY_NAME_ALREADY_USED', 'friendlyName'],
    [400, { code: 'INVALID_REQUEST', errors: [{ field: 'taxCountry', message: 'unknown' }] }, 'validation', 'INVALID_REQUEST', 'taxCountry'],
    [404, {}, 'not-found', 'NOT_FOUND'],
    [403, { code: 'PARTNER_METADATA_FORBIDDEN', field: 'partnerMetadata' }, 'forbidden', 'PARTNER_METADATA_FORBIDDEN', 'partnerMetadata'],
    [413, { code: 'FILE_TOO_LARGE', field: 'file' }, 'validation', 'FILE_TOO_LARGE', 'file'],
    [401, { code: 'SCA_SIGNATURE_DOES_NOT_MATCH' }, 'sca', 'SCA_SIGNATURE_DOES_NOT_MATCH'],
    [404, { code: 'NO_ACTIVE_SCA_DEVICE_FOUND' }, 'sca', 'NO_ACTIVE_SCA_DEVICE_FOUND'],
    [409, { code: 'SCA_DEVICE_NOT_VALID' }, 'sca', 'SCA_DEVICE_NOT_VALID'],
    [409, { code: 'SCA_SIGNATURE_FORMAT_INVALID' }, 'sca', 'SCA_SIGNATURE_FORMAT_INVALID'],
    [409, { code: 'SCA_SIGNATURE_MISSING' }, 'sca', 'SCA_SIGNATURE_MISSING'],
    [500, { code: 'SCA_UNEXPECTED_ERROR' }, 'sca', 'SCA_UNEXPECTED_ERROR'],
  ];
  for (const [status, body, kind, code, field] of cases) {
    it(`${status} ${code} becomes kind ${kind}${field ? ` on ${field}` : ''} with its own message`, async () => {
      const { adapter } = sandboxAdapterWith([json(status, body)], { sca: { strategy: 'BY_PASS' } });
      const error = await failure(adapter.request('patchConsumerContact', { params: { consumerId: ids.consumer }, body: {} }));
      expect(error.kind).to.equal(kind);
      expect(error.code).to.equal(code);
      expect(error.status).to.equal(status);
      expect(error.message).to.be.a('string').and.not.equal('');
      if (field) expect(error.issues.map((issue) => issue.path)).to.include(field);
    });
  }

  it('each SCA code has a message of its own', async () => {
    const messages = new Set<string>();
    for (const [, body, kind] of cases) {
      if (kind !== 'sca') continue;
      const { adapter } = sandboxAdapterWith([json(409, body)], { sca: { strategy: 'BY_PASS' } });
      messages.add((await failure(adapter.request('getCardPin', { params: { cardId: ids.card } }))).message);
    }
    expect(messages.size).to.equal(6);
  });

  it('an unknown code named like an object property gets the catalog text for its status', async () => {
    const { adapter } = adapterWith([json(400, { code: 'constructor', message: 'odd' })]);
    const error = await failure(adapter.request('getPartnerConfiguration', {}));
    expect(error.code).to.equal('constructor');
    expect(error.message).to.equal('The service refused some of the values.');
    expect(error.serviceMessage).to.equal('odd');
  });

  it("an unknown code's message and field texts stay out of message and issues unless opted in, by code or for all", async () => {
    const body = {
      code: 'ORA_00942',
      message: 'ORA-00942 at db-prod-07.internal',
      errors: [{ field: 'emailAddress', code: 'PSQL_EXCEPTION', message: 'PSQLException key sk_live_abc123' }],
    };
    const send = async (showServiceFieldText?: true | readonly string[]) => {
      const { adapter } = adapterWith([json(400, body)], showServiceFieldText === undefined ? {} : { showServiceFieldText });
      return failure(adapter.request('createConsumer', { body: { phone: { countryCode: '+33', number: '612345678' } } }));
    };
    const plain = await send();
    expect([plain.message, plain.serviceMessage]).to.deep.equal(['The service refused some of the values.', 'ORA-00942 at db-prod-07.internal']);
    expect(plain.issues).to.deep.equal([{ path: 'emailAddress', code: 'PSQL_EXCEPTION', message: 'The service refused some of the values.' }]);
    expect((await send(['OTHER_CODE'])).issues[0]!.message).to.equal('The service refused some of the values.');
    expect((await send(['PSQL_EXCEPTION'])).issues[0]!.message).to.equal('PSQLException key sk_live_abc123');
    expect((await send(true)).issues[0]!.message).to.equal('PSQLException key sk_live_abc123');
    expect((await send(true)).message, 'never the message').to.equal('The service refused some of the values.');
  });

  it('keeps the service message for logs without using it as the text shown', async () => {
    const { adapter } = adapterWith([json(409, { code: 'PHONE_ALREADY_USED', message: '<b>dup</b>' })]);
    const error = await failure(adapter.request('createConsumer', { body: { phone: { countryCode: '+33', number: '612345678' } } }));
    expect(error.serviceMessage).to.equal('<b>dup</b>');
    expect(error.message).to.equal('This phone number is already used by another consumer.');
  });
});

describe('fetch adapter: tolerant reading', () => {
  it('treats null optional fields as absent (as Java backends send them)', async () => {
    const ledger = {
      isUpgraded: false, id: ids.card, currency: 'EUR', country: 'FRANCE', parentId: null, status: 'ACTIVE',
      friendlyName: null, endUser: { id: ids.consumer }, creationDate: '2026-01-01T00:00:00Z',
    };
    const { adapter } = adapterWith([json(200, { content: [ledger], totalElements: 1, page: 0, pageSize: 20 })]);
    const page = await adapter.request('listLedgers', {});
    expect(page.content[0].id).to.equal(ids.card);
    expect(page.content[0]).not.to.have.property('friendlyName');
  });

  it('a required field that is null is still a wrong shape', async () => {
    const { adapter } = adapterWith([json(200, { content: [{ id: null }], totalElements: 1, page: 0, pageSize: 20 })]);
    const error = await failure(adapter.request('listLedgers', {}));
    expect(error.kind).to.equal('shape');
  });
});
