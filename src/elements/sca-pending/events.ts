/** The events <svc-sca-pending> fires besides the kit's shared `svc-sca`: what the person asked for. */
/** The person asked to stop waiting. */
export class SvcScaCancelEvent extends Event {
  constructor() {
    super('svc-sca-cancel', { bubbles: true, composed: true });
  }
}
/** The person approved on their device and asks to send the action again (an SCA the service did not name). */
export class SvcScaContinueEvent extends Event {
  constructor() {
    super('svc-sca-continue', { bubbles: true, composed: true });
  }
}
/** The person asked to try again after an expiry or failure. */
export class SvcScaRetryEvent extends Event {
  constructor() {
    super('svc-sca-retry', { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-sca-cancel': SvcScaCancelEvent;
    'svc-sca-retry': SvcScaRetryEvent;
    'svc-sca-continue': SvcScaContinueEvent;
  }
}
