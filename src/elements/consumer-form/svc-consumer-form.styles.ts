/** Styles of <svc-consumer-form> on top of the shared form styles, on the theme tokens. */
import { css } from 'lit';

export const consumerFormStyles = [
  css`
  /* The form's own width decides its rows, not the page's: in a narrow column (a sidebar, a
     dialog, a journey's step) the pairs stack as on a phone. */
  :host {
    container: svc-consumer-form / inline-size;
  }
  .row.phone {
    grid-template-columns: minmax(7rem, 11rem) minmax(12rem, 1fr);
  }
  .row.street {
    grid-template-columns: minmax(12rem, 3fr) minmax(6rem, 1fr);
  }
  .row.city {
    grid-template-columns: minmax(7rem, 1fr) minmax(12rem, 3fr);
  }
  @container svc-consumer-form (max-width: 32rem) {
    .row.phone,
    .row.street,
    .row.city {
      grid-template-columns: 1fr;
    }
  }
  .section-hint {
    margin: 0;
  }
  a {
    color: var(--_primary);
  }
  /* The partner's own terms words (the terms slot filled) carry their own links. Hidden, the link
     also leaves the checkbox's description. */
  [data-slotted] .terms-link {
    display: none;
  }
  .loading {
    color: var(--_muted);
  }
`,
];
