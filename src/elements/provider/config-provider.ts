/**
 * Gives `<svc-provider>`'s configuration to the elements inside it, by the community context
 * protocol that their `ConfigConsumer` (`base/config-consumer.ts`, in every element) speaks: a
 * `context-request` event for the kit's context is answered here and goes no further; a
 * subscriber hears each new configuration with the function that ends its subscription. A provider
 * connected inside this one announces itself (`context-provider`): the subscribers here ask again,
 * and the nearer provider answers them. Only what the kit's one context needs, so that every
 * partner page does not carry `@lit/context`'s general provider.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { ContextEvent as ContextRequestEvent } from '@lit/context';
import { serviceConfigContext, type ServiceConfig } from '../base/config-context.js';

type Subscriber = (value: ServiceConfig, unsubscribe?: () => void) => void;

/** What this controller reads of a context event: which context, from which element, and a request's callback. */
interface ContextEvent extends Event {
  context?: unknown;
  contextTarget?: Element;
  callback?: Subscriber;
  subscribe?: boolean;
}

export class ConfigProvider implements ReactiveController {
  readonly #host: ReactiveElement;
  #value: ServiceConfig;
  /** Each subscriber, the element it serves and the function that ends its subscription. */
  readonly #subscribers = new Map<Subscriber, [Element, () => void]>();

  constructor(host: ReactiveElement, value: ServiceConfig) {
    this.#host = host;
    this.#value = value;
    /** The event's element when it is not the provider itself, for the kit's context only. */
    const from = (event: ContextEvent): Element | undefined => {
      const target = event.contextTarget ?? event.composedPath()[0];
      return event.context === serviceConfigContext && target instanceof Element && target !== host ? target : undefined;
    };
    host.addEventListener('context-request', (event: ContextEvent) => {
      const consumer = from(event);
      const callback = event.callback;
      if (!consumer || !callback) return;
      event.stopPropagation();
      if (!event.subscribe) return callback(this.#value);
      if (!this.#subscribers.has(callback)) this.#subscribers.set(callback, [consumer, () => this.#subscribers.delete(callback)]);
      callback(this.#value, this.#subscribers.get(callback)?.[1]);
    });
    host.addEventListener('context-provider', (event: ContextEvent) => {
      if (!from(event)) return;
      event.stopPropagation();
      for (const [callback, [consumer]] of this.#subscribers) consumer.dispatchEvent(new ContextRequestEvent(serviceConfigContext, consumer, callback, true));
    });
    host.addController(this);
  }

  get value(): ServiceConfig {
    return this.#value;
  }

  /** A new configuration: every subscriber hears it. */
  setValue(value: ServiceConfig): void {
    if (Object.is(value, this.#value)) return;
    this.#value = value;
    for (const [callback, [, unsubscribe]] of this.#subscribers) callback(value, unsubscribe);
  }

  /** Announced, so that a provider around this one hands over the subscribers inside it. */
  hostConnected(): void {
    this.#host.dispatchEvent(Object.assign(new Event('context-provider', { bubbles: true, composed: true }), { context: serviceConfigContext, contextTarget: this.#host }));
  }
}
