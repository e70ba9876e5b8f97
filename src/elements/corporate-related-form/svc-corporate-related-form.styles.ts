/** What <svc-corporate-related-form> adds to the shared form styles. */
import { css } from 'lit';

export const corporateRelatedFormStyles = css`
  .section > .hint {
    margin: 0;
  }
  fieldset.share-row {
    display: grid;
    gap: var(--_space);
  }
  .share-row > button,
  [part~='add-share-button'] {
    justify-self: start;
  }
`;
