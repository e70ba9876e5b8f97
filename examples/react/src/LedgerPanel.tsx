import { useEffect, useRef, useState } from 'react';
import type { Ledger, SvcLedgerList } from 'svc-elements';

/** The end-user's ledgers; the chosen one (a declarative handler) and the pages read (a listener on a ref). */
export function LedgerPanel({ endUserId }: { endUserId?: string }) {
  const [chosen, setChosen] = useState<Ledger>();
  const [pagesRead, setPagesRead] = useState(0);
  const list = useRef<SvcLedgerList>(null);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onPage = () => setPagesRead((count) => count + 1);
    element.addEventListener('svc-success', onPage);
    return () => element.removeEventListener('svc-success', onPage);
  }, []);

  return (
    <section aria-labelledby="ledgers-title">
      <h2 id="ledgers-title">Ledgers</h2>
      <svc-ledger-list
        ref={list}
        end-user-id={endUserId}
        page-size={5}
        // A boolean given false is left off (React 19 removes the attribute).
        all-pages={false}
        onsvc-ledger-select={(event) => setChosen(event.detail.ledger)}
      />
      <p data-testid="ledger-chosen">{chosen ? `Chosen: ${chosen.friendlyName}` : 'No ledger chosen'}</p>
      <p data-testid="ledger-pages">{`Pages read: ${pagesRead}`}</p>
    </section>
  );
}
