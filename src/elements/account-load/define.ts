import { defineElement } from '../define-element.js';
import { SvcAccountLoad } from './svc-account-load.js';

defineElement('svc-account-load', SvcAccountLoad);

declare global {
  interface HTMLElementTagNameMap {
    'svc-account-load': SvcAccountLoad;
  }
}
