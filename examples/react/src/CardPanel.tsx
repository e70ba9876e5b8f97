import type { Card } from 'svc-elements';

/** A card the app already holds, given to the element as an object. */
export function CardPanel({ card }: { card: Card }) {
  return (
    <section aria-labelledby="card-title">
      <h2 id="card-title">Card</h2>
      <svc-card-view card={card} actions="pin" pin-timeout={20} />
    </section>
  );
}
