/** <svc-partner-user-form>, driven like an admin on the sandbox backend: the account, its limits, and its one-time password shown once. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/partner-user-form/define.js';
import type { SvcPartnerUserForm } from '../../src/elements/partner-user-form/svc-partner-user-form.js';
import { KIT_LIMITS } from '../../src/api/limits.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { createSandboxAdapter, type Sandbox } from '../../src/sandbox/index.js';
import { en } from '../../src/i18n/en.js';
import { control, message, part, partText, press, requestsOf, root, text, type } from './form-helpers.js';

const texts = en.partnerUserForm;
const created = (sandbox: Sandbox) => requestsOf(sandbox, 'createPartnerUser');

/** The sandbox, with every one-time password it answers noted (the test's own copy, to look for it elsewhere). */
function otpNotingAdapter() {
  const { adapter, sandbox } = createSandboxAdapter();
  const otps: string[] = [];
  const noting: FetchAdapter = {
    sandbox: adapter.sandbox,
    request: (async (...args: unknown[]) => {
      const result = await (adapter.request as (...inner: unknown[]) => Promise<unknown>)(...args);
      const otp = (result as { otp?: unknown } | undefined)?.otp;
      if (typeof otp === 'string') otps.push(otp);
      return result;
    }) as FetchAdapter['request'],
  };
  return { adapter: noting, sandbox, otps };
}

async function setup(locale = 'en') {
  const { adapter, sandbox, otps } = otpNotingAdapter();
  const el = await fixture<SvcPartnerUserForm>(html`<svc-partner-user-form .adapter=${adapter} locale=${locale}></svc-partner-user-form>`);
  await el.updateComplete;
  return { el, sandbox, otps };
}

/** An address of exactly `length` characters (the local part at its 64-character maximum). */
const addressOf = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - '.example'.length)}.example`;

/** Ticks a role's checkbox. */
async function tick(el: SvcPartnerUserForm, role: string) {
  root(el).querySelector<HTMLInputElement>(`input[name="roles"][value="${role}"]`)!.click();
  await el.updateComplete;
}

/** Every element of the element's tree, shadow roots included (the host first). */
function everyElement(host: Element): Element[] {
  const found: Element[] = [host];
  const walk = (scope: ParentNode) => {
    for (const child of scope.querySelectorAll('*')) {
      found.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
    }
  };
  walk(host.shadowRoot!);
  return found;
}

/**
 * Where `secret` is held in what the element reaches through its own fields and objects (its
 * properties, state, controllers, Lit's parts): a path, or undefined. Nodes are not walked (the
 * tree is read on its own), nor functions.
 */
function heldAt(start: object, secret: string): string | undefined {
  const seen = new Set<unknown>();
  const walk = (value: unknown, path: string, depth: number): string | undefined => {
    if (typeof value === 'string') return value.includes(secret) ? path : undefined;
    if (value === null || typeof value !== 'object' || seen.has(value) || depth > 20) return undefined;
    if (value !== start && (value instanceof Node || value instanceof Window)) return undefined;
    seen.add(value);
    const entries: [string, unknown][] =
      value instanceof Map ? [...value.entries()].map(([key, inner]) => [String(key), inner]) : value instanceof Set ? [...value].map((inner, index) => [String(index), inner]) : [];
    for (const key of Reflect.ownKeys(value)) {
      try {
        entries.push([String(key), (value as Record<PropertyKey, unknown>)[key]]);
      } catch {
        // An accessor that throws holds nothing we could read.
      }
    }
    for (const [key, inner] of entries) {
      const found = walk(inner, `${path}.${key}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, 'element', 0);
}

describe('<svc-partner-user-form>', () => {
  it('the one-time password is shown once, with its copy button, and is never stored, logged, put in an attribute or in an event detail', async () => {
    const logged: unknown[][] = [];
    const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
    const originals = methods.map((name) => console[name]);
    methods.forEach((name, index) => {
      console[name] = (...args: unknown[]) => {
        logged.push(args);
        (originals[index] as (...inner: unknown[]) => void).apply(console, args);
      };
    });
    try {
      const { el, sandbox, otps } = await setup();
      const details: { type: string; detail: unknown }[] = [];
      for (const name of ['svc-submit', 'svc-success', 'svc-error', 'svc-sca']) el.addEventListener(name, (event) => details.push({ type: name, detail: (event as CustomEvent).detail }));

      await type(el, 'email', 'new.member@pebble-money.example');
      await tick(el, 'BENEFICIARY_LIST');
      await press(el, 'submit-button');
      await waitUntil(() => part(el, 'otp'), 'no one-time password shown');
      const [otp] = otps;
      expect(otp, 'the service answered a one-time password').to.be.a('string').and.not.equal('');
      expect(created(sandbox).map((request) => request.body)).to.deep.equal([{ email: 'new.member@pebble-money.example', roles: ['BENEFICIARY_LIST'] }]);

      // Shown: in the success panel, with its copy button.
      expect(text(el, '[part~="success"] [part~="title"]')).to.equal('Account created for new.member@pebble-money.example.');
      expect(partText(el, 'otp')).to.equal(otp);
      expect(part(el, 'copy-button')).to.not.equal(null);
      await expect(el).to.be.accessible();
      // The walk below does reach what the element renders (it finds the password while shown).
      expect(heldAt(el, otp!), 'the walk reaches what is shown').to.not.equal(undefined);

      // Never in an attribute, of the host or of anything in its tree.
      for (const node of everyElement(el)) {
        for (const attribute of node.attributes) expect(attribute.value, `<${node.localName} ${attribute.name}>`).to.not.contain(otp);
      }
      // Never in an event's detail: svc-success reports the id alone.
      expect(details.map((event) => event.type)).to.deep.equal(['svc-submit', 'svc-success']);
      expect(JSON.stringify(details)).to.not.contain(otp);
      const id = [...sandbox.data.partnerUsers.values()].find((user) => user.email === 'new.member@pebble-money.example')!.id;
      expect(details[1]!.detail).to.deep.equal({ operation: 'createPartnerUser', result: { id } });
      // Never logged.
      expect(logged.filter((args) => args.some((arg) => String(typeof arg === 'object' ? JSON.stringify(arg) : arg).includes(otp!)))).to.deep.equal([]);
      // Never in the page's storage, nor in a property of the element: only on screen.
      expect(Object.values(localStorage).concat(Object.values(sessionStorage)).join(' ')).to.not.contain(otp);
      expect(String(el.value.otp)).to.equal('undefined');

      // "Add another team member": the password goes for good.
      await press(el, 'again-button');
      await el.updateComplete;
      expect(root(el).textContent).to.not.contain(otp);
      expect(heldAt(el, otp!), 'held after the form was offered again').to.equal(undefined);

      // A second account, then the element leaves the page and comes back: gone too, and said so.
      await type(el, 'email', 'second.member@pebble-money.example');
      await press(el, 'submit-button');
      await waitUntil(() => part(el, 'otp'), 'no second one-time password shown');
      const second = otps[1]!;
      expect(partText(el, 'otp')).to.equal(second);
      const parent = el.parentElement!;
      el.remove();
      parent.append(el);
      await el.updateComplete;
      expect(root(el).textContent).to.not.contain(second);
      expect(part(el, 'otp')).to.equal(null);
      expect(partText(el, 'notice')).to.equal(texts.otpGone);
      expect(heldAt(el, second), 'held after a reconnection').to.equal(undefined);
      expect(JSON.stringify(details)).to.not.contain(second);
      expect(logged.filter((args) => args.some((arg) => String(typeof arg === 'object' ? JSON.stringify(arg) : arg).includes(second)))).to.deep.equal([]);
    } finally {
      methods.forEach((name, index) => (console[name] = originals[index] as never));
    }
  });

  describe('copy', () => {
    const clipboard = (writeText: (text: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    afterEach(() => delete (navigator as unknown as Record<string, unknown>).clipboard);

    async function shown() {
      const { el, otps } = await setup();
      await type(el, 'email', 'copy.member@pebble-money.example');
      await press(el, 'submit-button');
      await waitUntil(() => part(el, 'otp'), 'no one-time password shown');
      return { el, otp: otps[0]! };
    }

    it('copies the password to the clipboard and says so', async () => {
      const { el, otp } = await shown();
      const written: string[] = [];
      clipboard(async (value) => void written.push(value));
      await press(el, 'copy-button');
      await waitUntil(() => partText(el, 'status') === texts.copied, 'the copy is not said');
      expect(written).to.deep.equal([otp]);
      expect(part(el, 'status')!.getAttribute('role')).to.equal('status');
    });

    it('when the browser refuses, says so and selects the password for the person to copy', async () => {
      const { el, otp } = await shown();
      clipboard(() => Promise.reject(new DOMException('Refused', 'NotAllowedError')));
      await press(el, 'copy-button');
      await waitUntil(() => partText(el, 'status') === texts.copyRefused, 'the refusal is not said');
      // The password, in a read-only field that has the focus, wholly selected: Ctrl+C copies it.
      const field = part(el, 'otp') as HTMLInputElement;
      await waitUntil(() => root(el).activeElement === field, 'the password field does not have the focus');
      expect([field.readOnly, field.value, field.selectionStart, field.selectionEnd]).to.deep.equal([true, otp, 0, otp.length]);
      expect(field.hasAttribute('value')).to.equal(false);
      await expect(el).to.be.accessible();
    });
  });

  describe('limits, before anything is sent', () => {
    it(`an email address of ${KIT_LIMITS.emailChars} characters is sent; one more is refused on its field and nothing is sent`, async () => {
      const { el, sandbox } = await setup();
      await type(el, 'email', addressOf(KIT_LIMITS.emailChars + 1));
      await press(el, 'submit-button');
      await el.updateComplete;
      expect(control(el, 'email').getAttribute('aria-invalid')).to.equal('true');
      expect(message(el, 'email')).to.not.equal(null);
      expect(created(sandbox)).to.have.length(0);
      await type(el, 'email', addressOf(KIT_LIMITS.emailChars));
      await press(el, 'submit-button');
      await waitUntil(() => part(el, 'otp'), 'the address at the limit was not accepted');
      expect(created(sandbox).map((request) => (request.body as { email: string }).email.length)).to.deep.equal([KIT_LIMITS.emailChars]);
    });

    it('an address that is not one is refused on its field, and nothing is sent', async () => {
      const { el, sandbox } = await setup();
      await type(el, 'email', 'member.pebble-money.example');
      await press(el, 'submit-button');
      await el.updateComplete;
      expect(control(el, 'email').getAttribute('aria-invalid')).to.equal('true');
      expect(created(sandbox)).to.have.length(0);
    });

    it('a role given twice is refused on the roles, and nothing is sent', async () => {
      const { el, sandbox } = await setup();
      el.value = { email: 'twice@pebble-money.example', roles: ['BENEFICIARY_LIST', 'BENEFICIARY_LIST'] };
      await el.updateComplete;
      expect(await el.submit()).to.equal(undefined);
      await el.updateComplete;
      expect(message(el, 'roles')).to.equal(en.common.validation.unique);
      expect(created(sandbox)).to.have.length(0);
    });

    it(`a role the spec does not list is kept, shown by its code and sent, up to ${KIT_LIMITS.enumValueChars} characters; one more is refused and nothing is sent`, async () => {
      const { el, sandbox } = await setup();
      const longest = `R${'_X'.repeat(KIT_LIMITS.enumValueChars)}`.slice(0, KIT_LIMITS.enumValueChars - 1).concat('Z');
      expect(longest).to.have.length(KIT_LIMITS.enumValueChars);
      el.value = { email: 'long.role@pebble-money.example', roles: [`${longest}Y`] };
      await el.updateComplete;
      expect(await el.submit()).to.equal(undefined);
      await el.updateComplete;
      const shown = [...root(el).querySelectorAll('[part~="form-control-error"], [part~="summary"] li')].map((node) => node.textContent!.trim());
      expect(shown).to.include(en.common.validation.choice);
      expect(created(sandbox)).to.have.length(0);

      el.value = { email: 'long.role@pebble-money.example', roles: ['TEAM_LEAD', longest] };
      await el.updateComplete;
      const lead = root(el).querySelector<HTMLInputElement>('input[name="roles"][value="TEAM_LEAD"]')!;
      expect(lead.checked).to.equal(true);
      expect(lead.parentElement!.textContent!.trim()).to.equal('TEAM_LEAD');
      // Ticking a known role keeps the roles the kit does not know.
      await tick(el, 'ACCOUNT_CREATE');
      await press(el, 'submit-button');
      await waitUntil(() => part(el, 'otp'), 'not sent');
      expect(created(sandbox).map((request) => request.body)).to.deep.equal([{ email: 'long.role@pebble-money.example', roles: ['ACCOUNT_CREATE', 'TEAM_LEAD', longest] }]);
    });

    it('no role ticked sends no roles', async () => {
      const { el, sandbox } = await setup();
      await type(el, 'email', 'no.roles@pebble-money.example');
      await tick(el, 'ACCOUNT_CREATE');
      await tick(el, 'ACCOUNT_CREATE');
      await press(el, 'submit-button');
      await waitUntil(() => part(el, 'otp'), 'not sent');
      expect(created(sandbox).map((request) => request.body)).to.deep.equal([{ email: 'no.roles@pebble-money.example' }]);
    });
  });

  it('an address already used is said on its field; what was typed is kept and no password is shown', async () => {
    const { el, sandbox } = await setup();
    await type(el, 'email', 'admin@pebble-money.example');
    await tick(el, 'BENEFICIARY_INFO');
    await press(el, 'submit-button');
    await waitUntil(() => message(el, 'email'), 'the refusal is not said');
    expect(message(el, 'email')).to.equal(en.errors.EMAIL_ALREADY_USED);
    expect(created(sandbox)).to.have.length(1);
    expect(el.value).to.deep.equal({ email: 'admin@pebble-money.example', roles: ['BENEFICIARY_INFO'] });
    expect(part(el, 'otp')).to.equal(null);
  });

  it('speaks French, roles included', async () => {
    const { el } = await setup('fr');
    await waitUntil(() => partText(el, 'submit-button') === 'Créer le compte', 'not in French');
    const labels = [...root(el).querySelectorAll('[data-path="roles"] label')].map((label) => label.textContent!.trim());
    expect(labels).to.include('Ouvrir des comptes');
    await expect(el).to.be.accessible();
  });
});
