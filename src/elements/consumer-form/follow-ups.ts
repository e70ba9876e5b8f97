/**
 * What follows a contact change, as <svc-consumer-form> fetches it on demand. This module is its
 * own entry of that fetch, so that the shared module (which <svc-consumer-status> imports with its
 * page) needs no namespace object, and no bundler helper comes with it on the status's page.
 */
export { ContactFollowUps } from '../consumer/contact-follow-ups.js';
