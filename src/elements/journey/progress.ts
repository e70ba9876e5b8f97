/**
 * A journey's progress: the steps as an ordered list in a labelled navigation landmark, the open
 * one marked `aria-current="step"`, each done one said as done in words (not by colour alone).
 * "Step 2 of 5" above the list says the same for every reader.
 */
import { html, nothing, type TemplateResult } from 'lit';

export interface ProgressItem {
  name: string;
  label: string;
  done: boolean;
}

export interface ProgressTexts {
  /** The landmark's name ("Progress"). */
  label: string;
  /** "Step {number} of {total}", filled. */
  position: string;
  /** What a done step adds for a screen reader ("done"). */
  done: string;
}

export function renderProgress(items: ProgressItem[], current: string | undefined, texts: ProgressTexts): TemplateResult {
  return html`<nav part="progress" aria-label=${texts.label}>
    ${current === undefined ? nothing : html`<p part="progress-position" class="position">${texts.position}</p>`}
    <ol class="steps">
      ${items.map(
        (item, index) =>
          html`<li
            part="progress-step${item.name === current ? ' progress-step-current' : ''}${item.done ? ' progress-step-done' : ''}"
            class="step${item.done ? ' done' : ''}"
            data-step=${item.name}
            aria-current=${item.name === current ? 'step' : nothing}
          >
            <span class="marker" aria-hidden="true">${item.done ? '✓' : index + 1}</span>
            <span class="label">${item.label}</span>${item.done ? html`<span class="visually-hidden"> (${texts.done})</span>` : nothing}
          </li>`,
      )}
    </ol>
  </nav>`;
}
