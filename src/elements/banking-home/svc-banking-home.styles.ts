/** Styles of <svc-banking-home>: the section navigation, each view's heading; on the theme tokens. The later views' own come with them (view-bodies.styles.ts). */
import { css } from 'lit';

export const bankingHomeStyles = css`
  :host {
    container: svc-banking-home / inline-size;
  }
  .home {
    display: grid;
    gap: calc(var(--_space) * 2);
  }
  .sections {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid var(--_border);
  }
  .sections a,
  .sections button {
    display: inline-block;
    padding: var(--_space) calc(var(--_space) * 1.5);
    border: 0;
    border-bottom: 3px solid transparent;
    border-radius: 0;
    background: transparent;
    color: var(--_text);
    text-decoration: none;
  }
  .sections [aria-current='page'] {
    border-bottom-color: var(--_primary);
    color: var(--_primary);
    font-weight: 600;
  }
  a,
  button.link {
    color: var(--_primary);
  }
  button.link {
    padding: 0;
    border: 0;
    background: transparent;
    text-decoration: underline;
  }
  h2 {
    margin: 0 0 var(--_space);
    font-size: 1.25em;
  }
  /* On a narrow screen the sections take the full width, one under the other in two columns. */
  @container svc-banking-home (max-width: 30rem) {
    .sections {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
  }
`;
