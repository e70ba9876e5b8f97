/** What <svc-card-order> adds to the shared form styles: the profile line, the offered names, the new card. */
import { css } from 'lit';

export const cardOrderStyles = css`
  .fact-label {
    color: var(--_muted);
  }
  .printed-name {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    justify-items: start;
  }
  .printed-name > .field {
    justify-self: stretch;
  }
  .section > .hint {
    margin: 0;
  }
  /* The new card's panel also holds its link or button. */
  .facts {
    display: grid;
    gap: var(--_space);
    justify-items: start;
  }
  /* On the framed surface the primary colour may lack contrast in a theme: the link keeps the text's colour, underlined. */
  .facts a {
    color: var(--_text);
    text-decoration: underline;
  }
  .facts-title {
    margin: 0;
  }
`;
