/**
 * How an element receives `<svc-provider>`'s configuration: by the community context protocol
 * (a `context-request` event for the kit's context, subscribing), which the provider's controller
 * (`provider/config-provider.ts`) and `@lit/context`'s providers answer. Only what the kit's one
 * context needs, in place of `@lit/context`'s general consumer, in every page's `core`.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { ContextEvent as ContextRequestEvent } from '@lit/context';
import { serviceConfigContext, type ServiceConfig } from './config-context.js';

export class ConfigConsumer implements ReactiveController {
  /** The configuration of the nearest provider that answered, until the element leaves the page. */
  value?: ServiceConfig;
  readonly #host: ReactiveElement;
  #unsubscribe?: () => void;
  /** Each configuration the provider sends, with the way out of its subscription: a new provider's ends the last one's. */
  readonly #receive = (value: ServiceConfig, unsubscribe?: () => void): void => {
    if (this.#unsubscribe !== unsubscribe) this.#unsubscribe?.();
    this.#unsubscribe = unsubscribe;
    this.value = value;
    this.#host.requestUpdate();
  };

  constructor(host: ReactiveElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.dispatchEvent(new ContextRequestEvent(serviceConfigContext, this.#host, this.#receive, true));
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }
}
