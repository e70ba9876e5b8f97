/** What the rule elements add to the shared form styles: the rules in force, the change to be sent. */
import { css } from 'lit';

export const ruleStyles = css`
  .notice {
    margin: 0;
    border-inline-start: 3px solid var(--_primary);
    padding-inline-start: var(--_space);
  }
  .rules,
  .change {
    display: grid;
    gap: calc(var(--_space) * 0.5);
  }
  .legend {
    font-size: inherit;
    font-weight: 600;
    margin: 0;
  }
  .rules ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: calc(var(--_space) * 0.5);
  }
  .rules li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--_space);
  }
  /* The text takes the room; the Remove button stays at the end of its row. */
  .rules li > span {
    flex: 1 1 16em;
  }
  .change p,
  .none,
  .kind-hint {
    margin: 0;
  }
`;
