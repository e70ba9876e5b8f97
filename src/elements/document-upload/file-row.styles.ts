/**
 * What the file list's rows show once it has arrived (their states, progress, the uploaded
 * document, the summary's weight) and the document request's type and state: they come with the file list's module and
 * are added to the element's own styles, since no row shows any of it before.
 */
import { adoptStyles, css } from 'lit';

const fileRowStyles = css`
  .summary {
    font-weight: 600;
  }
  .file.uploading {
    border-left-color: var(--_primary);
  }
  .file.uploaded {
    border-left-color: var(--_success);
  }
  .file.uploaded .status {
    color: var(--_success);
  }
  .file.failed,
  .file.refused {
    border-left-color: var(--_danger);
  }
  .file.failed .status,
  .file.refused .status {
    color: var(--_danger);
  }
  .file.cancelled .status {
    color: var(--_muted);
  }
  progress {
    width: 100%;
    height: 0.5em;
    accent-color: var(--_primary);
  }
  .document {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) * 0.25) var(--_space);
    font-size: 0.9em;
  }
  .request-type {
    font-weight: 600;
  }
  .request-closed {
    color: var(--_danger);
  }
`;

/** The shadow roots that have the rows' styles already. */
const styled = new WeakSet<ShadowRoot>();

/** Adds the rows' styles to the element's, once for its shadow root. */
export function styleRows(host: HTMLElement): void {
  const root = host.shadowRoot;
  if (!(root instanceof ShadowRoot) || styled.has(root)) return;
  styled.add(root);
  const sheet = fileRowStyles.styleSheet;
  // Without constructable style sheets, Lit's own way adds a <style> after the element's.
  if (sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  else adoptStyles(root, [fileRowStyles]);
}
