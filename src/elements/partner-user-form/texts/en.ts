/** English texts of <svc-partner-user-form>. Placeholders in braces are filled with text, never HTML. */
export const partnerUserForm = {
  section: 'New team member',
  email: 'Email address',
  emailHint: 'They sign in with it. At most {maximum} characters.',
  roles: 'Roles',
  rolesHint: 'What they may do. With none ticked, the account has no role.',
  submit: 'Create the account',
  created: 'Account created for {email}.',
  again: 'Add another team member',
  otp: 'One-time password',
  otpHint: 'Pass it on to them over a safe channel: they sign in with it once, then choose their own. It is shown here once and goes away when you add another member or leave this page.',
  copy: 'Copy',
  copied: 'Copied.',
  copyRefused: 'The browser did not allow copying. The password is selected: copy it with Ctrl+C (⌘C on a Mac).',
  otpGone: 'The one-time password was shown once and is no longer shown.',
} as const;
