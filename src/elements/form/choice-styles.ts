/**
 * Radio and checkbox groups laid out as a wrapping row (fields.ts `choices`), in forms and list filters.
 * A module apart from form-styles.ts: a list needs these rules only, not the forms' layout.
 */
import { css } from 'lit';

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
