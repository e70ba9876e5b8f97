/**
 * What a form needs only once a submit is under way: how a failure shows (`FormFailure`), the SCA
 * step (`FormScaStep`) and the success panel (`SuccessPanelController`). No form's first render
 * shows any of them, so `SvcFormElement` fetches them with the person's first move in the form
 * (focus, pointer), or with the first submit, which waits for them once its values are valid.
 */
export { FormFailure } from './form-failure.js';
export { FormScaStep } from './form-sca.js';
export { SuccessPanelController } from './success-panel.js';
