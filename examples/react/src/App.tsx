/**
 * A partner's React 19 app on the kit's sandbox: a provider around the kit's elements, a card given
 * as an object, a sign-up form driven through a ref, a ledger list whose events update the app.
 */
// Defines every svc-* element before React renders one: React 19 sets a prop as a property only
// when the element already has it, so an element defined later would get "[object Object]".
import 'svc-elements/define';
// Types every svc-* element in JSX (props, attributes, onsvc-* events).
import type {} from 'svc-elements/react';
import type { Card, FetchAdapter } from 'svc-elements';
import { CardPanel } from './CardPanel.tsx';
import { LedgerPanel } from './LedgerPanel.tsx';
import { SignupPanel } from './SignupPanel.tsx';

export interface AppProps {
  /** A ready adapter; without one the provider starts its in-memory sandbox. */
  adapter?: FetchAdapter;
  /** The end-user whose ledgers are listed. */
  endUserId?: string;
  /** A card to show; without one the card panel is left out. */
  card?: Card;
}

export function App({ adapter, endUserId, card }: AppProps) {
  return (
    <svc-provider sandbox={!adapter} adapter={adapter} sca-strategy="BY_PASS">
      <main>
        <h1>Banking</h1>
        <LedgerPanel endUserId={endUserId} />
        {card ? <CardPanel card={card} /> : null}
        <SignupPanel />
      </main>
    </svc-provider>
  );
}
