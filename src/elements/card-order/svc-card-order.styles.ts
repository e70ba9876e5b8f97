/** What <svc-card-order> adds to the shared form styles: the profile line, the offered names, the initial rules, the new card. */
import { css } from 'lit';

export const cardOrderStyles = css`
  .fact-label {
    color: var(--_muted);
  }
  .section > .hint,
  .kind-hint {
    margin: 0;
  }
  /* The offered names, an added initial rule (its fields, then its Remove button at the start of
     the last line) and the new card's panel (its facts, then its link or button). */
  .printed-name,
  fieldset.rule,
  .facts {
    display: grid;
    gap: var(--_space);
    justify-items: start;
  }
  .printed-name {
    gap: calc(var(--_space) * 0.5);
  }
  .printed-name > .field,
  fieldset.rule > .field {
    justify-self: stretch;
  }
  /* The choice of a rule to add and its button share a line while there is room. */
  .add-rule .row {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: var(--_space);
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
