import { css } from 'lit';

/** The designs, one framed item each: name and facts, then the countries where the design is sold. */
export const cardDesignListStyles = css`
  .designs {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_space);
    transition: opacity 0.15s;
  }
  .design {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  .design h3 {
    margin: 0;
    font-size: 1em;
  }
  .facts {
    margin: calc(var(--_space) * 0.25) 0 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .countries {
    margin: calc(var(--_space) * 0.5) 0 0;
  }
  .countries dt {
    display: inline;
    font-weight: 600;
  }
  .countries dt::after {
    content: ': ';
  }
  .countries dd {
    display: inline;
    margin: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    .designs {
      transition: none;
    }
  }
`;
