/**
 * What a person would see as broken in a page at its present width, looked for in every shadow root
 * as well: text cut short by an ellipsis (one line or a clamp of several), a list that scrolls
 * sideways, a control (button, field, link) that sticks out of its container's box or is clipped
 * by it. The function is self-contained, because it runs in the page: test/e2e/fixtures/demo-driver.mjs hands it to
 * the browser, the lists' width test (test/elements/list-widths.test.ts) calls it directly.
 *
 * @param {ParentNode} [root] where to look (the document by default)
 * @returns {{ kind: 'cut' | 'scroll' | 'outside', host: string, tag: string, part: string, text: string }[]}
 */
export function layoutFaults(root = document) {
  const faults = [];
  const SLACK = 1; // sub-pixel rounding
  const elements = [];
  const collect = (node) => {
    for (const element of node.querySelectorAll('*')) {
      elements.push(element);
      if (element.shadowRoot) collect(element.shadowRoot);
    }
  };
  collect(root);

  /** The flat-tree parent: the slot a light-DOM child is shown in, else its parent, else its shadow host. */
  const parentOf = (element) => element.assignedSlot ?? element.parentElement ?? element.getRootNode().host ?? null;
  const hostOf = (element) => element.getRootNode().host ?? null;
  const shown = (element) => element.getClientRects().length > 0 && window.getComputedStyle(element).visibility !== 'hidden';
  /** Inside a box of a pixel or less that hides what overflows it: visually hidden on purpose (column headers for screen readers). */
  const visuallyHidden = (element) => {
    for (let node = parentOf(element); node && node !== document.documentElement; node = parentOf(node)) {
      const area = node.getBoundingClientRect();
      if (window.getComputedStyle(node).overflowX !== 'visible' && (area.width <= 1 || area.height <= 1)) return true;
    }
    return false;
  };
  const insideList = (element) => {
    for (let host = hostOf(element); host; host = hostOf(host)) if (host.localName.endsWith('-list')) return true;
    return false;
  };
  const partOf = (element) => {
    for (let node = element; node && node.nodeType === 1 && node.getRootNode() === element.getRootNode(); node = node.parentElement) {
      const part = node.getAttribute('part');
      if (part) return part;
    }
    return '';
  };
  const textOf = (element) =>
    (element.getAttribute('aria-label') || element.textContent || element.value || element.getAttribute('name') || '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const report = (kind, element) => faults.push({ kind, host: hostOf(element)?.localName ?? 'page', tag: element.localName, part: partOf(element), text: textOf(element) });

  for (const element of elements) {
    if (!shown(element) || visuallyHidden(element)) continue;
    const style = window.getComputedStyle(element);
    if (style.display === 'inline') continue; // no box of its own to cut or scroll its text
    const clamped = style.webkitLineClamp && style.webkitLineClamp !== 'none';
    const cutAcross = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + SLACK && (element.textContent ?? '').trim() !== '';
    const cutDown = clamped && element.scrollHeight > element.clientHeight + SLACK;
    if (cutAcross || cutDown) report('cut', element);
    if (insideList(element) && /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + SLACK) report('scroll', element);
  }

  const controls = elements.filter((element) => element.matches('button, input:not([type="hidden"]), select, textarea, a[href]') && shown(element) && !visuallyHidden(element));
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // visually hidden on purpose
    let outside = false;
    for (let node = parentOf(control); node && node !== document.documentElement; node = parentOf(node)) {
      if (node.localName === 'dialog' && node.open) break; // a dialog is its controls' container, wherever the top layer puts it
      const style = window.getComputedStyle(node);
      const area = node.getBoundingClientRect();
      const clipsX = style.overflowX !== 'visible';
      const across = box.left < area.left - SLACK || box.right > area.right + SLACK;
      // Clipped sideways, or out of the element it belongs to; up and down, only a box that hides what it holds counts (a scroll box may hold rows below).
      if ((clipsX || node === hostOf(control)) && across) outside = true;
      if (/hidden|clip/.test(style.overflowY) && (box.top < area.top - SLACK || box.bottom > area.bottom + SLACK)) outside = true;
      if (outside) break;
    }
    if (outside) report('outside', control);
  }
  return faults;
}
