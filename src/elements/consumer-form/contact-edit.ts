/**
 * What follows a saved change of <svc-consumer-form>'s contact mode, on the element's side: the
 * follow-ups' module (`../consumer/contact-follow-ups.ts`, fetched on the person's first edit, or
 * with the success if nothing was typed), the follow-ups made once it is here, a saved change that
 * waits for them, and, when they could not be fetched, the failure with Try again. It comes with
 * the edit modes (`edit-modes.ts`), which every contact form is shown after. The follow-ups' words
 * come here too: the form carries none of them at first paint (see its `ownMessages`).
 */
import { html, nothing } from 'lit';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule, type OnDemandHost } from '../base/on-demand.js';
import { laterWords } from '../../i18n/later-words.js';
import { contactFollowUps } from '../../i18n/contact-follow-ups/en.js';
import type { ContactFollowUps, ContactFollowUpsOptions, FollowUpsHost } from '../consumer/contact-follow-ups.js';

type FollowUpsModule = typeof import('../consumer/contact-follow-ups.js');
const loadFollowUps = loadOnce(() => import('../consumer/contact-follow-ups.js'), 'what follows a contact change');

/**
 * The follow-ups' words (part `contactFollowUps`), over their English, loaded in the form's locale
 * (once a locale) before the follow-ups' module is handed over; read through the kit's one `laterWords`.
 */
const words = laterWords('contactFollowUps', contactFollowUps);

type Phone = { countryCode?: unknown; number?: unknown };

export interface ContactEditOptions extends ContactFollowUpsOptions {
  /** Says `text` after what the success said (the element's live region). */
  announceAfter: (text: string) => void;
  /** Puts the focus where it helps once what follows is shown (see the element's `restoreFocus`). */
  restoreFocus: () => void;
  /** The element's locale, which the follow-ups' words are loaded in. */
  locale: () => string;
}

export class ContactEdit {
  /** The follow-ups' module, fetched once a contact change is on its way; its failure is said with Try again. */
  private readonly part: OnDemandModule<FollowUpsModule>;
  /** The follow-ups, made once their module is here and a change was saved. */
  #made?: ContactFollowUps;
  /** A saved contact change whose follow-ups wait for their module: the body sent and the phone before it. */
  private due?: { sent: Record<string, unknown>; phone: Phone | undefined };

  private readonly options: ContactEditOptions;

  constructor(
    private readonly host: FollowUpsHost & OnDemandHost,
    options: ContactEditOptions,
  ) {
    const { messages, locale } = options;
    // The element's messages, with the follow-ups' words in its locale (English until they are in, then drawn again).
    this.options = { ...options, messages: () => ({ ...messages(), contactFollowUps: words.in(locale(), host) }) };
    this.part = new OnDemandModule<FollowUpsModule>(host, 'contact follow-ups', () => loadFollowUps().then((module) => module && words.with(locale(), module)));
  }

  /** The follow-ups, once made (see `#make`). */
  get made(): ContactFollowUps | undefined {
    return this.#made;
  }

  /** The follow-ups, made now if their module is here. */
  #make(): ContactFollowUps | undefined {
    const module = this.part.module;
    this.#made ??= module && new module.ContactFollowUps(this.host, this.options);
    return this.#made;
  }

  /** The person edited the contact form: the module is fetched now (once; after a failure, by the success that needs it). */
  prefetch(): void {
    const { part } = this;
    if (!part.module && !part.pending && !part.failed) void part.fetch();
  }

  /** A contact change was saved: what follows it is listed, once the follow-ups are here. */
  saved(sent: Record<string, unknown>, phone: Phone | undefined): void {
    this.due = { sent, phone };
    this.note();
  }

  /** Lists what follows the saved contact change, once the follow-ups are here (fetched now, if not). */
  private note(late = false): void {
    const { due } = this;
    const followUps = this.#make();
    if (!due) return;
    if (!followUps) {
      // Fetched, the list follows; failed, it is said with Try again (`render`).
      void this.part.fetch().then((module) => module && this.note(true));
      return;
    }
    this.due = undefined;
    const said = followUps.note(due.sent, due.phone);
    // Late, the success was said already: what follows is said alone, and takes the focus as it would have.
    if (late) {
      if (said) this.options.announce(said);
      void this.host.updateComplete.then(() => this.options.restoreFocus());
    } else if (said) this.options.announceAfter(said);
  }

  /** Another consumer or mode: nothing follows any more. */
  clear(): void {
    this.due = undefined;
    this.#made?.clear();
  }

  /** The follow-ups, or, when a saved change waits for them and they could not be loaded, the failure with Try again (the change itself was saved). */
  render() {
    const messages = this.options.messages();
    const failed = this.due && this.part.failed;
    return html`${this.#made?.render() ?? nothing}${failed
      ? html`<div class="message error" part="error" role="alert">
          <span>${messages.consumerForm.followUpsFailed}</span>
          <button type="button" class="secondary" part="retry-button" @click=${() => this.note()}>${messages.common.retry}</button>
        </div>`
      : nothing}`;
  }
}
