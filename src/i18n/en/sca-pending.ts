/** English texts of <svc-sca-pending>. */
export const scaPending = {
  title: 'Approval needed',
  pushInstructions: 'Open the notification we sent to your registered device and approve this action.',
  pushDevice: 'Device: {device}',
  joinCodeInstructions: 'Enter this code on your registered device to approve this action:',
  signingInstructions: 'Signing this action on your registered device…',
  requiredInstructions: 'This action needs your approval. Starting…',
  approveThenContinue: 'Approve this action on your registered device, then press Continue.',
  continue: 'Continue',
  remaining: '{time} left',
  announceStart: 'Approval needed. {time} left.',
  announceRemaining: '{time} left to approve.',
  approved: 'Approved.',
  expired: 'The time to approve ran out.',
  failed: 'The approval did not succeed.',
  cancel: 'Cancel',
  retry: 'Try again',
} as const;
