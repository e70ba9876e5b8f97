/** Layout of the shared form pieces (fields, groups, messages, actions), on the theme tokens. */
import { css } from 'lit';

/** Radio and checkbox groups laid out as a wrapping row (fields.ts `choices`), in forms and list filters. */
export const choiceStyles = css`
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space) calc(var(--_space) * 2);
  }
  .choice {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--_space) * 0.5);
    font-weight: normal;
    cursor: pointer;
  }
`;

export const formStyles = css`
  form,
  fieldset.frame {
    display: grid;
    gap: calc(var(--_space) * 1.5);
  }
  /* The frame only carries 'disabled' from a surrounding fieldset or form to every control. */
  fieldset.frame {
    border: 0;
    padding: 0;
  }
  .field {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    margin: 0;
  }
  .field.checkbox {
    grid-template-columns: auto 1fr;
    align-items: center;
    column-gap: var(--_space);
  }
  .field.checkbox .hint,
  .field.checkbox .field-message {
    grid-column: 2;
  }
  fieldset {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space) calc(var(--_space) * 1.5);
    margin: 0;
    min-width: 0;
  }
  fieldset.section {
    display: grid;
    gap: calc(var(--_space) * 1.5);
  }
  legend {
    padding: 0 calc(var(--_space) * 0.5);
    font-weight: 600;
  }
  label {
    font-weight: 500;
  }
  input:not([type='checkbox']):not([type='radio']),
  select,
  textarea {
    font: inherit;
    color: var(--_text);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 0.75);
    width: 100%;
  }
  [aria-invalid='true'] {
    border-color: var(--_danger) !important;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .field-message {
    color: var(--_danger);
    font-size: 0.9em;
  }
  /* The mark's space does not break: it stays on the line of the label's last word. */
  .required {
    color: var(--_danger);
    white-space: nowrap;
  }
  .row {
    display: grid;
    gap: calc(var(--_space) * 1.5);
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: center;
  }
  /* A framed panel (class="panel"). Facts about what a form made or holds are one, with a title and label–value lines. */
  .panel,
  .facts {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  .facts-title {
    font-weight: 600;
    margin: 0 0 calc(var(--_space) * 0.5);
  }
  .facts dl {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    margin: 0;
  }
  .facts dl > div {
    display: grid;
    grid-template-columns: minmax(8rem, max-content) 1fr;
    column-gap: calc(var(--_space) * 2);
  }
  .facts dt {
    color: var(--_muted);
  }
  .facts dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* Identifiers and account numbers read better with digits of one width. */
  .identifier {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
  }
  @media (max-width: 30rem) {
    .facts dl > div {
      grid-template-columns: 1fr;
    }
  }
`;
