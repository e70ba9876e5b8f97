/** English texts of <svc-acquiring-payment>. */
export const acquiringPayment = {
  submit: 'Go to payment',
  registerCard: 'Save a card',
} as const;
