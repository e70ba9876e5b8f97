/**
 * What only <svc-ledger-list> with `all-pages` uses: the row window, its body, the progress, their
 * styles and the progress's words (texts/en-later.ts). A list shown page by page never downloads it;
 * a list loading every page fetches it alongside its first page.
 */
import { allPagesStyles } from './all-pages.styles.js';
import { RowWindowController, type RowWindowHost } from './row-window.js';

export { progress, words } from './all-pages-progress.js';
export { windowBody } from './window-body.js';

/** The row window of a list, its styles added to the list's shadow root. */
export function rowWindowFor(host: RowWindowHost, viewport: () => HTMLElement | null): RowWindowController {
  const rowWindow = new RowWindowController(host, viewport);
  const root = host.renderRoot;
  if (root instanceof ShadowRoot) {
    const sheet = allPagesStyles.styleSheet;
    if (sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    rowWindow.adopt(root);
  }
  return rowWindow;
}
