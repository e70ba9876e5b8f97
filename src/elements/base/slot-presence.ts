/**
 * Whether the partner put content in a named slot, for what a slot's fallback cannot express by
 * itself: a group drawn only when it holds something (the card view's actions). The element
 * renders again when a watched slot's content changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface SlotHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * The partner assigned an element, or text that is more than white space. A slot they forward from
 * their own shadow root counts by what it is given in turn; the fallback content of either does not.
 */
const filled = (slot: HTMLSlotElement): boolean =>
  slot.assignedNodes().some((node) => (node instanceof HTMLSlotElement ? filled(node) : node instanceof Element || !!node.textContent?.trim()));

export class SlotPresenceController implements ReactiveController {
  constructor(
    private readonly host: SlotHost,
    private readonly names: readonly string[],
  ) {
    host.addController(this);
  }

  /**
   * Something is assigned to the slot `name`: read from the slot once it is drawn (a slot the
   * partner forwards from their own shadow root counts by what it holds), from the light DOM before.
   */
  has(name: string): boolean {
    const slot = this.host.renderRoot.querySelector<HTMLSlotElement>(`slot[name="${name}"]`);
    if (slot) return filled(slot);
    return !!this.host.querySelector(`:scope > [slot="${name}"]`);
  }

  private readonly onSlotChange = (event: Event) => {
    const slot = event.target;
    if (slot instanceof HTMLSlotElement && this.names.includes(slot.name)) this.host.requestUpdate();
  };

  /**
   * On the element's own root, which goes wherever the element goes: nothing to take off when it
   * leaves the page, and adding the same listener again on a return changes nothing.
   */
  hostConnected(): void {
    this.host.renderRoot.addEventListener('slotchange', this.onSlotChange);
  }
}
