/**
 * Layout of <svc-document-upload> on the theme tokens: the drop zone, the file rows as they are
 * listed while the file list arrives (name, size and Remove, where they stay), and the request's
 * notice. The rows' states and progress come with the file list (`file-row.styles.ts`).
 */
import { css } from 'lit';

export const documentUploadStyles = css`
  .dropzone {
    display: grid;
    gap: calc(var(--_space) * 0.75);
    justify-items: center;
    text-align: center;
    padding: calc(var(--_space) * 3) calc(var(--_space) * 2);
    border: 2px dashed var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    cursor: pointer;
    transition:
      border-color 0.15s,
      background-color 0.15s;
  }
  .dropzone:focus-within {
    border-color: var(--_focus);
  }
  .dropzone.dragover {
    border-color: var(--_primary);
    border-style: solid;
    background: var(--_surface);
  }
  .dropzone.invalid {
    border-color: var(--_danger);
  }
  .dropzone-text {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: center;
    justify-content: center;
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .file-list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_space);
  }
  .file {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: calc(var(--_space) * 0.5) var(--_space);
    align-items: center;
    padding: var(--_space) calc(var(--_space) * 1.5);
    border: 1px solid var(--_border);
    border-left-width: 4px;
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .file > :not(.file-actions) {
    grid-column: 1;
  }
  .file-main {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: baseline;
    min-width: 0;
  }
  .file-name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  /* A row while the file list loads has its size and Remove too: nothing moves when it arrives. */
  .file-size {
    color: var(--_muted);
    font-size: 0.9em;
    font-variant-numeric: tabular-nums;
  }
  .file-actions {
    grid-column: 2;
    grid-row: 1 / span 4;
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) * 0.5);
    justify-content: flex-end;
  }
  .file-actions button {
    padding: calc(var(--_space) * 0.5) var(--_space);
  }
  .status {
    font-size: 0.95em;
  }
  .summary {
    margin: 0;
  }
  .request {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    color: var(--_text);
    border-color: var(--_border);
    background: var(--_surface);
  }
  .relation {
    display: grid;
    gap: calc(var(--_space) * 1.5);
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    align-items: start;
    border: 0;
    margin: 0;
    padding: 0;
    min-inline-size: 0;
  }
  .relation > legend,
  .relation > .hint {
    grid-column: 1 / -1;
    margin: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    .dropzone {
      transition: none;
    }
  }
`;
