/** Messages of the error codes met only through <svc-corporate-related-form>'s operations (Declare corporate-related entity, Create corporate-related share). */
export const corporateRelatedFormErrors = {
  SHARE_ALREADY_DECLARED: 'Shares of one holder are recorded once: this holder already has a share.',
  SHARE_TOTAL_EXCEEDED: 'The company’s declared shares would add up to more than 100 %.',
} as const;
