/** English texts of <svc-acquiring-payment>. */
export const acquiringPayment = {
  submit: 'Go to payment',
  registerCard: 'Save a card',
  /** The return from the payment page could not be handled (its part of the page failed to load). */
  returnFailed: 'How the payment ended could not be loaded.',
  /** What opens the payment page could not be fetched: nothing was sent. */
  pageFailed: 'The payment could not be prepared: nothing was sent.',
} as const;
