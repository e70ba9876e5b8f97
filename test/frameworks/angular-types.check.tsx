/**
 * Type test of the Angular types (svc-elements/angular) and successResult, compiled by
 * `npm run typecheck`, never run: each `@ts-expect-error` fails the type check if the error it
 * expects goes away. Angular's template checker passes `$event` typed from the kit's event map;
 * these are the handler types it is checked against (examples/angular builds one with ngc).
 */
import type { SvcEvent, SvcEventName, SvcElementOf } from 'svc-elements/angular';
import type { SvcConsumerForm } from 'svc-elements';
import { successResult, type SvcErrorEvent, type SvcSuccessEvent } from 'svc-elements/events';

/** What Angular's template checker does with `(svc-success)="handler($event)"` on a kit tag. */
declare function bind<K extends keyof HTMLElementEventMap>(tag: 'svc-consumer-form', type: K, handler: (event: HTMLElementEventMap[K]) => void): void;

export function handlers(): void {
  bind('svc-consumer-form', 'svc-success', (event: SvcEvent<'svc-consumer-form', 'svc-success'>) => {
    const consumer = successResult(event.detail, 'createConsumer');
    const id: string | undefined = consumer?.id;
    void id;
    // @ts-expect-error a result is typed by its operation: createConsumer's id is a string
    const wrong: number | undefined = consumer?.id;
    void wrong;
  });
  // @ts-expect-error a handler of svc-error is not one of svc-success
  bind('svc-consumer-form', 'svc-success', (event: SvcEvent<'svc-consumer-form', 'svc-error'>) => void event.detail.error);

  const success: SvcEvent<'svc-consumer-form', 'svc-success'> = {} as SvcSuccessEvent;
  const failure: SvcEvent<'svc-ledger-list', 'svc-error'> = {} as SvcErrorEvent;
  const form: SvcElementOf<'svc-consumer-form'> = {} as SvcConsumerForm;
  const name: SvcEventName<'svc-ledger-list'> = 'svc-ledger-select';
  void [success, failure, form, name];
  // @ts-expect-error the ledger list fires no svc-sca
  void ({} as SvcEvent<'svc-ledger-list', 'svc-sca'>);
}
