/** English texts of what follows a contact change (shared by <svc-consumer-form> and <svc-consumer-status>). */
export const contactFollowUps = {
  title: 'What happens next',
  email: 'The email address {email} must be verified again.',
  sendEmail: 'Send verification email',
  emailSent: 'A verification email was sent to {email}.',
  phone: 'The phone number {phone} must be verified with a code sent to it.',
  sendCode: 'Send code',
  resendCode: 'Send a new code',
  codeSent: 'A code was sent to {phone}.',
  code: 'Verification code',
  codeHint: 'The code received by text message.',
  verify: 'Verify',
  phoneVerified: 'The phone number {phone} is verified.',
  address: 'The new address will be checked by the service. Ask the consumer to confirm that it is correct and complete.',
} as const;
