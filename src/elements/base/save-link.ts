/**
 * Saves what a link points to as a person's click on a download link would: a hidden anchor in the
 * element's own root, clicked once and removed. The caller has checked the link first
 * (`safeDownloadUrl`, or an object URL of its own).
 */
export function saveLink(root: HTMLElement | DocumentFragment, href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  // A link to another origin opens beside the page instead of replacing it.
  anchor.target = '_blank';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  root.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
