/**
 * The element table: each tag of the kit and the module that defines it. Imports nothing up front,
 * so the script-tag loader can hold it and fetch an element's chunk only when a page uses the
 * element. The classes map (registry.ts) is held to it by the compiler, the framework types follow
 * from the manifest, and test/build/registration.test.ts checks every other place a tag must be.
 */
export const elementModules = {
  'svc-provider': () => import('./provider/define.js'),
  'svc-sca-pending': () => import('./sca-pending/define.js'),
  'svc-card-view': () => import('./card-view/define.js'),
  'svc-document-upload': () => import('./document-upload/define.js'),
  'svc-document-request': () => import('./document-request/define.js'),
  'svc-document-list': () => import('./document-list/define.js'),
  'svc-ledger-list': () => import('./ledger-list/define.js'),
  'svc-card-list': () => import('./card-list/define.js'),
  'svc-card-design-list': () => import('./card-design-list/define.js'),
  'svc-card-order': () => import('./card-order/define.js'),
  'svc-card-rules': () => import('./card-rules/define.js'),
  'svc-card-profile-rules': () => import('./card-profile-rules/define.js'),
  'svc-ledger-create': () => import('./ledger-create/define.js'),
  'svc-ledger-suspend': () => import('./ledger-suspend/define.js'),
  'svc-consumer-form': () => import('./consumer-form/define.js'),
  'svc-consumer-list': () => import('./consumer-list/define.js'),
  'svc-consumer-status': () => import('./consumer-status/define.js'),
  'svc-beneficiary-form': () => import('./beneficiary-form/define.js'),
  'svc-partner-user-list': () => import('./partner-user-list/define.js'),
  'svc-partner-user-form': () => import('./partner-user-form/define.js'),
  'svc-external-card-list': () => import('./external-card-list/define.js'),
  'svc-transaction-view': () => import('./transaction-view/define.js'),
  'svc-mandate-view': () => import('./mandate-view/define.js'),
  'svc-partner-configuration': () => import('./partner-configuration/define.js'),
  'svc-acquiring-payment': () => import('./acquiring-payment/define.js'),
  'svc-account-load': () => import('./account-load/define.js'),
  'svc-corporate-related-form': () => import('./corporate-related-form/define.js'),
  'svc-kyb-request': () => import('./kyb-request/define.js'),
} as const satisfies Record<`svc-${string}`, () => Promise<unknown>>;

export type ElementTag = keyof typeof elementModules;
