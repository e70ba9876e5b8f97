import { defineElement } from '../define-element.js';
import { SvcPartnerConfiguration } from './svc-partner-configuration.js';

defineElement('svc-partner-configuration', SvcPartnerConfiguration);

declare global {
  interface HTMLElementTagNameMap {
    'svc-partner-configuration': SvcPartnerConfiguration;
  }
}
