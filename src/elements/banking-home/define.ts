import { defineElement } from '../define-element.js';
import { SvcBankingHome } from './svc-banking-home.js';

defineElement('svc-banking-home', SvcBankingHome);

declare global {
  interface HTMLElementTagNameMap {
    'svc-banking-home': SvcBankingHome;
  }
}
