import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/ledger-list/define.js';
import '../src/elements/consumer-form/define.js';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { operationName } from '../src/client/operation-ref.js';
import type { SvcSessionExpiredEvent } from '../src/elements/base/events.js';
import type { SvcProvider } from '../src/elements/provider/svc-provider.js';
import { createSandboxAdapter } from '../src/sandbox/index.js';

/**
 * `<svc-provider>` configures the kit elements inside it. It renders nothing of its own: the
 * stories below show its set-ups; every other story of the kit runs inside one with `sandbox`.
 */
const meta: Meta = {
  title: 'Configuration/svc-provider',
  component: 'svc-provider',
  tags: ['autodocs'],
};
export default meta;

export const Sandbox: StoryObj = {
  render: () => html`
    <svc-provider sandbox sca-strategy="PUSH_NOTIFICATION">
      <p>Elements placed here talk to the embedded sandbox backend: demo data, no network.</p>
    </svc-provider>
  `,
};

export const PartnerBackend: StoryObj = {
  render: () => html`
    <svc-provider base-url="https://your-backend.example/banking" sca-strategy="DATA_SIGNING" locale="en">
      <p>Elements placed here call your backend's route table under base-url.</p>
    </svc-provider>
  `,
};

/**
 * The session ends while a person works: every request is answered 401 `SESSION_EXPIRED` (as a
 * partner backend does) until the page signs them in again. The page takes `svc-session-expired`
 * (`preventDefault()`), so the list and the form wait and say so, keeping what was typed; "Sign in
 * again" stands for the partner's own sign-in, then calls `provider.resume()`: the list's page is
 * loaded again, and the form is handed back to be sent again (never re-sent by itself).
 */
export const SessionExpiredAndResumed: StoryObj = {
  render: () => {
    const { adapter: sandbox } = createSandboxAdapter({ approvalDelayMs: null, sca: { strategy: 'BY_PASS' } });
    const session = { expired: true };
    const adapter: FetchAdapter = {
      ...sandbox,
      request: ((operation, input, options) =>
        session.expired
          ? Promise.reject(new ServiceError({ kind: 'forbidden', code: 'SESSION_EXPIRED', status: 401, operation: operationName(operation) }))
          : sandbox.request(operation, input, options)) as FetchAdapter['request'],
    };
    const taken = (event: SvcSessionExpiredEvent) => {
      event.preventDefault();
      const page = (event.currentTarget as HTMLElement).closest('.session-story');
      page?.querySelector<HTMLElement>('.sign-in')?.removeAttribute('hidden');
    };
    const signIn = (event: Event) => {
      const page = (event.currentTarget as HTMLElement).closest('.session-story')!;
      session.expired = false;
      page.querySelector<HTMLElement>('.sign-in')!.hidden = true;
      page.querySelector<SvcProvider>('svc-provider')!.resume();
    };
    const endSession = () => {
      session.expired = true;
    };
    return html`
      <div class="session-story">
        <p>The session has ended: the list waits for the sign-in. Type in the form and send it; it waits too.</p>
        <p class="sign-in" hidden>
          <strong>Your bank's sign-in</strong> (the partner's own page, in a pop-up or a frame):
          <button type="button" @click=${signIn}>Sign in again</button>
        </p>
        <p><button type="button" @click=${endSession}>End the session again</button></p>
        <svc-provider .adapter=${adapter} @svc-session-expired=${taken}>
          <svc-ledger-list page-size="5"></svc-ledger-list>
          <svc-consumer-form></svc-consumer-form>
        </svc-provider>
      </div>
    `;
  },
};
