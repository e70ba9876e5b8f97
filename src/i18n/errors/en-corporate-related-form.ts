/** Messages of the error codes met only through <svc-corporate-related-form>'s operations (Declare corporate-related entity, Create corporate-related share). */
export const corporateRelatedFormErrors = {
  SHARE_ALREADY_DECLARED: 'Refused by the sandbox, which records one share per holder (a rule of its own, not the spec’s): this holder already has one.',
  SHARE_TOTAL_EXCEEDED: 'Refused by the sandbox, which keeps a company’s declared shares within 100 % in total (a rule of its own, not the spec’s).',
} as const;
