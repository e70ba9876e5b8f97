/**
 * Whether the partner put content in a named slot, for what a slot's fallback cannot express by
 * itself (the terms link shown outside the `terms` slot goes with its fallback). The element
 * renders again when a watched slot's content changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface SlotHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class SlotPresence implements ReactiveController {
  constructor(
    private readonly host: SlotHost,
    private readonly names: readonly string[],
  ) {
    host.addController(this);
  }

  /** Some element of the light DOM is assigned to the slot `name`. */
  has(name: string): boolean {
    return [...this.host.children].some((child) => child.slot === name);
  }

  private readonly onSlotChange = (event: Event) => {
    const slot = event.target as HTMLSlotElement;
    if (this.names.includes(slot.name)) this.host.requestUpdate();
  };

  hostConnected(): void {
    this.host.renderRoot.addEventListener('slotchange', this.onSlotChange);
  }

  hostDisconnected(): void {
    this.host.renderRoot.removeEventListener('slotchange', this.onSlotChange);
  }
}
