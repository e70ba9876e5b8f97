/**
 * What a form needs only once a submit is under way (`SubmitSteps`): how a failure shows
 * (`FormFailure`), the SCA step (`FormScaStep`), the success panel (`SuccessPanelController`) and
 * what is done with what came back. No form's first render shows any of them, so `SvcFormElement`
 * fetches them with the person's first move in the form (focus, pointer), or with the first
 * submit, which waits for them once its values are valid.
 */
export { SubmitSteps } from './submit-steps.js';
