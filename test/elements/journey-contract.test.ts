/** The journey contract, run against every journey. */
import '../../src/elements/onboarding/define.js';
import { SEED } from '../../src/sandbox/index.js';
import { journeyContract } from './contract/journey-contract.js';

journeyContract({
  tag: 'svc-onboarding',
  steps: ['sign-up', 'phone', 'profile'],
  resume: { attribute: 'end-user-id', id: SEED.consumers.chloe, step: 'phone', passedOver: ['sign-up'] },
});
