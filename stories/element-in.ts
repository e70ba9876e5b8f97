/** What the stories' `play` functions share. */
import type { FetchAdapter } from '../src/client/adapter.js';
import { createSandboxAdapter, type SandboxAdapterOptions } from '../src/sandbox/index.js';

/** The kit's tags whose element renders with Lit (it has `updateComplete`). */
type RenderedTag = { [Tag in keyof HTMLElementTagNameMap]: HTMLElementTagNameMap[Tag] extends { updateComplete: Promise<unknown> } ? Tag : never }[keyof HTMLElementTagNameMap];

/** The first `tag` element of a story, once it is defined and has rendered: what a `play` drives. */
export async function elementIn<Tag extends RenderedTag>(canvas: HTMLElement, tag: Tag): Promise<HTMLElementTagNameMap[Tag]> {
  await customElements.whenDefined(tag);
  const el = canvas.querySelector(tag)!;
  await el.updateComplete;
  return el;
}

/** The kit's form tags: what `validate()` and `submit()` are called on. */
type FormTag = { [Tag in RenderedTag]: HTMLElementTagNameMap[Tag] extends { validate(): unknown; submit(): Promise<unknown> } ? Tag : never }[RenderedTag];

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A form story's `play`: what `validate()` says of the values rendered (the Invalid stories). */
export const validates =
  (tag: FormTag): Play =>
  async ({ canvasElement }) => {
    (await elementIn(canvasElement, tag)).validate();
  };

/** A form story's `play`: the values rendered are sent, and the story shows the answer (success, a refusal, a failure). */
export const submits =
  (tag: FormTag): Play =>
  async ({ canvasElement }) => {
    await (await elementIn(canvasElement, tag)).submit();
  };

/** A form story's `play`: the values rendered are sent and the story shows them on their way (with `slowSandbox`). */
export const startsSubmit =
  (tag: FormTag): Play =>
  async ({ canvasElement }) => {
    void (await elementIn(canvasElement, tag)).submit();
  };

/** A sandbox adapter that takes a day to answer: the Sending and Loading stories. */
export const slowSandbox = (options: SandboxAdapterOptions = {}): FetchAdapter => createSandboxAdapter({ ...options, latencyMs: 86_400_000 }).adapter;
