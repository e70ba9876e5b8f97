/** What <svc-corporate-related-form> adds to the shared form styles. */
import { css } from 'lit';

export const corporateRelatedFormStyles = css`
  .section > .hint {
    margin: 0;
  }
`;
