/**
 * The drop zone: the area that takes dropped files, with the file picker inside it. Its controller
 * knows whether files are being dragged over it; its template shows that, which files it takes,
 * and what is wrong with the files on a submit.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';

export class DropZoneController implements ReactiveController {
  /** Files are being dragged over the zone. */
  dragging = false;
  /** dragenter and dragleave come in pairs for every child crossed: the zone is left at zero. */
  private depth = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: { onFiles(files: readonly File[]): void; disabled(): boolean },
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.depth = 0;
    this.dragging = false;
  }

  private static carriesFiles(event: DragEvent): boolean {
    return Array.from(event.dataTransfer?.types ?? []).includes('Files');
  }

  private set(dragging: boolean): void {
    if (this.dragging === dragging) return;
    this.dragging = dragging;
    this.host.requestUpdate();
  }

  readonly onDragEnter = (event: DragEvent) => {
    if (!DropZoneController.carriesFiles(event) || this.options.disabled()) return;
    event.preventDefault();
    this.depth += 1;
    this.set(true);
  };

  readonly onDragOver = (event: DragEvent) => {
    if (!DropZoneController.carriesFiles(event) || this.options.disabled()) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    this.set(true);
  };

  readonly onDragLeave = () => {
    this.depth = Math.max(0, this.depth - 1);
    if (this.depth === 0) this.set(false);
  };

  readonly onDrop = (event: DragEvent) => {
    // Taken even when disabled, so that the browser does not open the file instead.
    event.preventDefault();
    this.depth = 0;
    this.set(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0 && !this.options.disabled()) this.options.onFiles(files);
  };

  readonly onPicked = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    const files = Array.from(input.files ?? []);
    // Lets the same file be picked again after it was removed.
    input.value = '';
    if (files.length > 0) this.options.onFiles(files);
  };
}

export interface DropZoneView {
  accept: string;
  multiple: boolean;
  disabled: boolean;
  /** Which files are taken, and the size limit. */
  hint: string;
  /** What is wrong with the files on a submit. */
  problem?: string;
  texts: { dropzone: string; dropNow: string; choose: string };
}

/** Opens the picker of the zone that holds `from`. */
function openPicker(from: EventTarget | null): void {
  if (from instanceof Element) from.closest('.dropzone')?.querySelector<HTMLInputElement>('input[type="file"]')?.click();
}

export function renderDropZone(zone: DropZoneController, view: DropZoneView) {
  const { texts, problem } = view;
  const describedBy = problem ? 'dropzone-hint dropzone-message' : 'dropzone-hint';
  return html`<div
    class="dropzone${zone.dragging ? ' dragover' : ''}${problem ? ' invalid' : ''}"
    part="dropzone${zone.dragging ? ' dropzone-active' : ''}"
    @click=${(event: Event) => (event.target === event.currentTarget && !view.disabled ? openPicker(event.target) : undefined)}
    @dragenter=${zone.onDragEnter}
    @dragover=${zone.onDragOver}
    @dragleave=${zone.onDragLeave}
    @drop=${zone.onDrop}
  >
    <input type="file" ?multiple=${view.multiple} hidden tabindex="-1" accept=${view.accept} ?disabled=${view.disabled} @change=${zone.onPicked} />
    <p class="dropzone-text">
      <span>${zone.dragging ? texts.dropNow : texts.dropzone}</span>
      <button type="button" class="secondary" part="choose-button" aria-describedby=${describedBy} @click=${(event: Event) => openPicker(event.target)}>
        ${texts.choose}
      </button>
    </p>
    <div class="hint" part="form-control-help-text" id="dropzone-hint">${view.hint}</div>
    ${problem ? html`<div class="field-message" part="form-control-error" id="dropzone-message">${problem}</div>` : nothing}
  </div>`;
}
