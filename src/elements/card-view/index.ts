/** Everything of `<svc-card-view>` a partner codes against. Side-effect free: defines nothing. */
export { SvcCardView } from './svc-card-view.js';
export { SvcConcealEvent, type SvcConcealDetail, type ConcealReason } from './events.js';
export type { PanDisplay, PanDisplayCredentials, PanDisplayContext, PinDisplay, PinDisplayRequest } from './pan-display.js';
export { createSandboxPanDisplay, SANDBOX_PAN_SAMPLE } from './sandbox-pan-display.js';
export { createFramePanDisplay, createFramePinDisplay, type FrameDisplayOptions } from './frame-display.js';
export { cardActionAllowed, type CardAction } from './card-actions.js';
export { findCard, type FindCardCriteria, type FindCardOutcome, type ListCardsRun } from './find-card.js';
