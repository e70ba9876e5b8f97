/**
 * What an element says while the person is being signed in again (`svc-session-expired` taken), and
 * once they are. Only an element whose request met an expiry shows them: they come with the sessions'
 * module (`client/session-gate.ts`), fetched with the first expiry, not with every page. The other
 * languages have them in their shared `errors` part, which an element shows in its locale.
 */
export const sessionErrors = {
  // What an element says while the person is being signed in again (svc-session-expired taken), and once they are
  SESSION_WAITING: 'Your session has ended. Waiting for you to sign in again: what you entered is kept.',
  SESSION_RESUMED: 'You are signed in again. Nothing was sent yet: try again when you are ready.',
} as const;
