/** The journey contract, run against every journey. */
import '../../src/elements/onboarding/define.js';
import { SEED } from '../../src/sandbox/index.js';
import { journeyContract } from './contract/journey-contract.js';
import { expect } from '@open-wc/testing';
import { SvcJourneyCompleteEvent, SvcJourneyEvent, SvcJourneyExitEvent, SvcStepChangeEvent } from '../../src/events.js';

journeyContract({
  tag: 'svc-onboarding',
  steps: ['sign-up', 'phone', 'profile'],
  resume: { attribute: 'end-user-id', id: SEED.consumers.chloe, step: 'phone', passedOver: ['sign-up'] },
});

describe('the journeys\' event classes', () => {
  // Through the script tag each journey carries its own copy of the events' module (vite.config.ts,
  // `journeyCopies`): a partner's `instanceof` with the public API's classes must match any copy's event.
  it('match an event of their type whichever copy of the module made it, and no other type', () => {
    class OtherCopy extends CustomEvent<unknown> {
      constructor(type: string) {
        super(type, { bubbles: true, composed: true, detail: {} });
      }
    }
    const change = new OtherCopy('svc-step-change');
    expect(change instanceof SvcStepChangeEvent).to.equal(true);
    expect(change instanceof SvcJourneyEvent).to.equal(true);
    expect(change instanceof SvcJourneyExitEvent).to.equal(false);
    expect(new OtherCopy('svc-journey-exit') instanceof SvcJourneyExitEvent).to.equal(true);
    expect(new OtherCopy('svc-success') instanceof SvcJourneyEvent).to.equal(false);
    expect(new SvcJourneyCompleteEvent({ steps: [], passedOver: [] }) instanceof SvcJourneyCompleteEvent).to.equal(true);
  });
});
