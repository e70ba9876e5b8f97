/**
 * Type test of the React types (svc-elements/react), compiled by `npm run typecheck`, never run:
 * each `@ts-expect-error` fails the type check if the error it expects goes away. (TypeScript
 * lets any JSX name with a dash through, as it does for `data-*`: a misspelt `onsvc-*` or
 * `page-sise` is not caught, a kit attribute with the wrong type is.)
 */
import { useRef, type RefObject } from 'react';
import type {} from 'svc-elements/react';
import type { SvcCardView, SvcConsumerForm, SvcLedgerList } from 'svc-elements';

export function Typed() {
  const list = useRef<SvcLedgerList>(null);
  const form = useRef<SvcConsumerForm>(null);
  return (
    <svc-provider sandbox sca-strategy="BY_PASS" locale="fr">
      <svc-ledger-list
        ref={list}
        page-size={20}
        pageSize={20}
        all-pages={false}
        sort-direction="ASC"
        className="ledgers"
        slot="main"
        onsvc-success={(event) => console.log(event.detail.operation, event.detail.result)}
        onsvc-error={(event) => console.log(event.detail.error.kind, event.detail.error.code)}
        onsvc-ledger-select={(event) => console.log(event.detail.ledger.friendlyName)}
      />
      <svc-consumer-form ref={form} mode="profile" metadata={{ tags: ['a', 'b'] }} onsvc-sca={(event) => console.log(event.detail.state)} />
      <svc-card-view actions="pin" pin-timeout={30} onsvc-conceal={(event) => console.log(event.detail.reason)} />
      <svc-sca-pending state="pending" onsvc-sca-cancel={(event) => console.log(event.type)} />
      <svc-document-upload accept="application/pdf" end-user />
      <svc-beneficiary-form end-user-id="c0000000-0000-4000-8000-000000000001" />
    </svc-provider>
  );
}

export const unknownAttribute = (
  // @ts-expect-error an attribute the element does not have
  <svc-ledger-list pagesize={20} />
);

export const wrongAttributeType = (
  // @ts-expect-error page-size is a number
  <svc-ledger-list page-size="many" />
);

export const wrongPropertyType = (
  // @ts-expect-error a card is an object, not its identifier
  <svc-card-view card="c1" />
);

export const wrongEnumValue = (
  // @ts-expect-error mode is create, profile or contact
  <svc-consumer-form mode="delete" />
);

export const untypedDetail = (
  // @ts-expect-error svc-ledger-select carries a ledger, not a result
  <svc-ledger-list onsvc-ledger-select={(event) => console.log(event.detail.result)} />
);

export const refOfAnotherElement = (ref: RefObject<SvcCardView | null>) => (
  // @ts-expect-error a ref to a card view on a ledger list
  <svc-ledger-list ref={ref} />
);
