/** What <svc-card-order> adds to the shared form styles: the profile line, the offered names, the initial rules, the new card. */
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
  .section > .hint,
  .kind-hint {
    margin: 0;
  }
  /* An added initial rule: its fields, then its Remove button at the start of the last line. */
  fieldset.rule {
    display: grid;
    gap: var(--_space);
    justify-items: start;
  }
  fieldset.rule > .field {
    justify-self: stretch;
  }
  /* The choice of a rule to add and its button share a line while there is room. */
  .add-rule .row {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: var(--_space);
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
