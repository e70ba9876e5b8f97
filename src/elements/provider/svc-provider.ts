import { LitElement, css, html, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import type { ScaStrategyValue } from '../../api/enums.js';
import type { FetchAdapter, FetchAdapterOptions } from '../../client/adapter.js';
import { buildFetchAdapter } from '../../client/fetch-adapter.js';
import { acceptAdapter } from '../../client/adapter-contract.js';
import type { SignRequest } from '../../client/sca.js';
// A type only: erased from the build, so the sandbox stays a chunk fetched on demand.
import type { Sandbox } from '../../sandbox/index.js';
import type { ServiceConfig } from '../base/config-context.js';
import { ConfigProvider } from './config-provider.js';
import { themeStyles } from '../base/tokens.js';
import { sessionKeys, sessionModule } from '../base/session-link.js';

/** What the elements' adapter is built from: a change to any of them builds it again. */
const REBUILT_BY = ['adapter', 'baseUrl', 'sandbox', 'scaStrategy', 'headers', 'sign'] as const;

/**
 * Configures every kit element inside it: where the partner backend is, which SCA strategy to
 * use, the locale, or the embedded sandbox backend. An element's own `adapter` property wins over
 * the provider; the provider wins over `setDefaultConfig()`.
 *
 * The partner's secret key has no place here: it stays on the partner's backend.
 *
 * The elements inside it share one session: the first of their requests answered 401
 * `SESSION_EXPIRED` fires `svc-session-expired` (once while it lasts). Take it (`preventDefault()`),
 * sign the person in again (give new `headers` if they changed), then call `resume()`.
 *
 * @summary Configuration for the elements inside it.
 * @tag svc-provider
 * @slot - The elements to configure.
 */
export class SvcProvider extends LitElement {
  // The theme's palette is set here as inherited properties, so every element inside follows it.
  static override styles = [
    css`
      :host {
        display: contents;
      }
    `,
    themeStyles,
  ];

  /** Base URL of the partner's backend that implements the kit's route table. */
  @property({ attribute: 'base-url', reflect: true }) baseUrl = '';

  /** SCA strategy for [SCA] operations. BY_PASS is refused unless `sandbox` is set. */
  @property({ attribute: 'sca-strategy', reflect: true }) scaStrategy: ScaStrategyValue = 'PUSH_NOTIFICATION';

  /** Locale of the elements' texts (BCP 47). */
  @property({ reflect: true }) locale = 'en';

  /**
   * The elements' theme: `light` (the default, whatever the system's mode), `dark`, or `auto` (the
   * system's mode). An element's own `theme` wins.
   */
  @property({ reflect: true }) theme: 'light' | 'dark' | 'auto' = 'light';

  /** Use the embedded in-memory sandbox backend instead of a partner backend (loaded on demand). */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) sandbox = false;

  /** A ready adapter; when set, `base-url` and `sandbox` are not used. */
  @property({ attribute: false }) adapter?: FetchAdapter;

  /** End-user credentials for the partner backend, awaited before each request. */
  @property({ attribute: false }) headers?: FetchAdapterOptions['headers'];

  /** DATA_SIGNING: returns the signature for one attempt. */
  @property({ attribute: false }) sign?: (request: SignRequest) => Promise<string>;

  /**
   * With `sandbox`: the in-page sandbox backend once it is loaded, for demos and tests that drive
   * what the service would do by itself (`approve()`, `activateLedger()`, `advanceRelatedKyc()`);
   * undefined otherwise.
   */
  get sandboxBackend(): Sandbox | undefined {
    return this.#backend;
  }
  #backend?: Sandbox;

  /** The key of the session of every element inside (bound to each adapter the provider builds or is given). */
  readonly #session = {};

  /**
   * After a `svc-session-expired` the partner took: the person is signed in again. The reads that
   * were waiting are sent again; each write that was waiting is handed back to the person, who sends
   * it again (a write is never re-sent by itself: no card ordered or payment made twice). What was
   * typed stays in every element. Nothing happens when no session ended.
   */
  resume(): void {
    sessionModule()?.resumeSession(this.#session);
  }

  private readonly provider = new ConfigProvider(this, this.#config(undefined));
  #setup = 0;

  #config(adapter: FetchAdapter | undefined): ServiceConfig {
    return { adapter, locale: this.locale, scaStrategy: this.scaStrategy, sandbox: this.sandbox };
  }

  /**
   * The configuration is in force from the moment the provider is connected, before the elements
   * inside it are: an element whose first update comes before the provider's (updates do not run
   * in the order of the tree) sees the sandbox on its way or the adapter, never "not configured".
   */
  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasUpdated && (this.adapter || this.baseUrl || this.sandbox)) void this.#rebuild();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (REBUILT_BY.some((key) => changed.has(key))) {
      void this.#rebuild();
    } else if (changed.has('locale')) {
      // A new language re-renders the elements; their adapter (and the sandbox's data) stays.
      this.provider.setValue({ ...this.provider.value, locale: this.locale });
    }
  }

  async #rebuild(): Promise<void> {
    const run = ++this.#setup;
    const sca = { strategy: this.scaStrategy, sign: this.sign };
    let adapter: FetchAdapter | undefined = acceptAdapter('<svc-provider>', this.adapter) ? this.adapter : undefined;
    if (!adapter && this.sandbox) {
      this.provider.setValue(this.#config(undefined));
      // The sandbox is a separate chunk: pages that do not ask for it never load it.
      const { createSandboxAdapter } = await import('../../sandbox/index.js');
      if (run !== this.#setup) return;
      const built = createSandboxAdapter({ sca, headers: this.headers });
      adapter = built.adapter;
      this.#backend = built.sandbox;
    } else if (!adapter && this.baseUrl) {
      try {
        // `createFetchAdapter` without its check of route overrides, which the provider never gives.
        adapter = buildFetchAdapter({ baseUrl: this.baseUrl, headers: this.headers, sca }, { sandbox: false });
      } catch (error) {
        // A base URL the kit refuses (plain http, a query…): said once, and the elements send nothing.
        console.error(`<svc-provider>: ${error instanceof Error ? error.message : String(error)}`);
        this.provider.setValue(this.#config(undefined));
        return;
      }
    }
    if (adapter) sessionKeys.set(adapter, this.#session);
    if (!adapter && !this.sandbox) {
      console.warn('<svc-provider> has neither base-url, sandbox nor adapter: the elements inside it will send nothing.');
    }
    this.provider.setValue(this.#config(adapter));
  }

  override render() {
    return html`<slot></slot>`;
  }
}
