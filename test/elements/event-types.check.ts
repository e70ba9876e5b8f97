/**
 * Type test of the kit's events as a page listens to them, compiled by `npm run typecheck`, never
 * run: each `@ts-expect-error` fails the type check if the error it expects goes away. A listener
 * on `document` or `window` gets the same typed events as one on an element, and `svc-success`'s
 * result is typed by its operation, for every operation of the table, with no cast.
 */
import type { OperationName, OperationResult } from '../../src/api/operations.js';
import type {
  SvcCardSelectEvent, SvcEventMap, SvcLoaderEventMap, SvcReadyEvent, SvcSuccessDetail, SvcSuccessEvent,
} from 'svc-elements/events';

export function listeners(): void {
  document.addEventListener('svc-success', (event) => {
    console.log(event.detail.operation, event.detail.result);
    if (event.detail.operation === 'createConsumer') {
      const id: string = event.detail.result.id;
      void id;
    }
    if (event.detail.operation === 'listLedgers') {
      const total: number = event.detail.result.totalElements;
      void total;
      // @ts-expect-error narrowed to listLedgers: a page's total is a number
      const wrong: string = event.detail.result.totalElements;
      void wrong;
    }
    // Secrets never reach an event: the PIN's success says only that it was revealed.
    if (event.detail.operation === 'getCardPin') {
      const revealed: true = event.detail.result.revealed;
      void revealed;
      // @ts-expect-error the PIN is not in the event
      void event.detail.result.pin;
    }
    if (event.detail.operation === 'createPartnerUser') {
      const id: string = event.detail.result.id;
      void id;
      // @ts-expect-error the one-time password is not in the event
      void event.detail.result.otp;
    }
    // @ts-expect-error not narrowed: the result is a union of every operation's
    void event.detail.result.id;
  });
  window.addEventListener('svc-error', (event) => void event.detail.error.kind);
  document.addEventListener('svc-sca', (event) => void event.detail.state);
  document.addEventListener('svc-submit', (event) => event.preventDefault());
  document.body.addEventListener('svc-ledger-select', (event) => void event.detail.ledger.id);
  document.addEventListener('svc-card-select', (event) => void event.detail.card.id);
  // @ts-expect-error an svc-error carries no result
  document.addEventListener('svc-error', (event) => void event.detail.result);
}

/** Every operation of the table is one member of the detail's union, by its own name. */
type Members = SvcSuccessDetail['operation'];
const everyOperation: [OperationName] extends [Members] ? ([Members] extends [OperationName] ? true : false) : false = true;
/** An operation that keeps no secret reports its answer as the table types it. */
const answerAsTyped: Extract<SvcSuccessDetail, { operation: 'getMandate' }>['result'] extends OperationResult<'getMandate'> ? true : false = true;

/** Every kit event typed on elements is typed on `document` and `window` too. */
type OnElements = Extract<keyof HTMLElementEventMap, `svc-${string}`>;
const onDocument: [Exclude<OnElements, keyof DocumentEventMap>] extends [never] ? true : false = true;
const onWindow: [Exclude<OnElements, keyof WindowEventMap>] extends [never] ? true : false = true;
void [everyOperation, answerAsTyped, onDocument, onWindow];

/** `svc-elements/events` maps each event's name to its class, for a partner's own typed helpers. */
export function eventMaps(map: SvcEventMap, loader: SvcLoaderEventMap): void {
  const success: SvcSuccessEvent = map['svc-success'];
  const select: SvcCardSelectEvent = map['svc-card-select'];
  const ready: SvcReadyEvent = loader['svc-ready'];
  void [success, select, ready];
  // @ts-expect-error the map holds the kit's events alone
  void map.click;
  // @ts-expect-error svc-card-select is no success
  const wrong: SvcSuccessEvent = map['svc-card-select'];
  void wrong;
}
