/**
 * Saving a file the service links to (a document, a receipt): through a hidden link in the
 * element's own tree, pressed once and taken away. A link to another origin opens beside the page
 * instead of replacing it.
 */
export function saveLink(root: HTMLElement | DocumentFragment, href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.target = '_blank';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  root.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
