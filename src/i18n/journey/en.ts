/**
 * English texts every journey shares (<svc-onboarding>, <svc-company-onboarding>), read by their
 * base (`SvcJourneyElement`): the position in the progress, a step done, the steps' loading, the
 * moves (Back, Continue, Finish later) and the end's heading (Try again is every element's, `common`). Each journey keeps its own words (its
 * progress's name, its steps' titles and intros, its end's text, its refusals) in its own part.
 * Placeholders in braces are filled with text, never HTML.
 */
export const journey = {
  position: 'Step {number} of {total}',
  done: 'done',
  back: 'Back',
  continue: 'Continue',
  later: 'Finish later',
  loadingStep: 'Loading this step…',
  stepFailed: 'This step could not be loaded. Check your connection, then try again.',
  completeTitle: 'All done',
};
