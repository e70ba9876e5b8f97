/** The required mark (*) stays on the line of its label's last word, however narrow the form. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/consumer-form/define.js';
import type { SvcConsumerForm } from '../../src/elements/consumer-form/svc-consumer-form.js';
import { createSandboxAdapter } from '../../src/sandbox/index.js';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Where the text just before the mark ends: its last character's box. */
function lastCharacterBefore(mark: Element): DOMRect | undefined {
  let node = mark.previousSibling;
  while (node && !(node.nodeType === Node.TEXT_NODE && node.textContent!.trim())) node = node.previousSibling;
  if (!node) return undefined;
  const range = document.createRange();
  const end = node.textContent!.trimEnd().length;
  range.setStart(node, end - 1);
  range.setEnd(node, end);
  return [...range.getClientRects()].at(-1);
}

describe('required mark', () => {
  it('never wraps onto a line of its own, at any width from 160 to 400 px', async () => {
    const { adapter } = createSandboxAdapter();
    const box = await fixture<HTMLDivElement>(html`<div><svc-consumer-form .adapter=${adapter} terms-version="2026-01" terms-required></svc-consumer-form></div>`);
    const form = box.firstElementChild as SvcConsumerForm;
    await form.updateComplete;
    const marks = [...form.shadowRoot!.querySelectorAll<HTMLElement>('.required')];
    expect(marks.length).to.be.greaterThan(2);
    for (let width = 160; width <= 400; width += 6) {
      box.style.width = `${width}px`;
      await frame();
      for (const mark of marks) {
        const word = lastCharacterBefore(mark);
        if (!word || !mark.getClientRects().length) continue;
        const rects = [...mark.getClientRects()].filter((rect) => rect.width > 0);
        const star = rects.at(-1)!;
        const label = mark.parentElement!.textContent!.replace(/\s+/g, ' ').trim();
        expect(rects.length, `${width}px: "${label}" mark split`).to.equal(1);
        expect(star.top < word.bottom && star.bottom > word.top, `${width}px: the mark of "${label}" is not on its last word's line`).to.equal(true);
      }
    }
  });
});
