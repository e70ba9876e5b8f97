/**
 * The English of the acquiring words said only once the person acts: the payment page's state, its
 * link and until when, Start again (said once a submit is under way: the page's handling,
 * `elements/acquiring/hosted-page.ts`, brings them), and the person's return from it (the return's
 * handling, `return.ts`). The rest of the part is en.ts; the catalog holds both as one part.
 * Placeholders in braces are filled with text, never HTML.
 */
export const acquiringLater = {
  opening: 'Opening the payment page…',
  openedPopup: 'The payment page opened in a new window. Finish the payment there.',
  blocked: 'Your browser blocked the payment page’s window.',
  ready: 'The payment page is ready.',
  noPage: 'The payment was started.',
  openPage: 'Open the payment page',
  openUntil: 'The page can be opened until {time}.',
  expired: 'The payment page has expired: it can no longer be opened.',
  startAgain: 'Start again',
  returned: 'You are back from the payment page.',
  returnedFor: 'You are back from the payment page ({what}).',
  paidFor: 'The payment went through ({what}).',
  failedFor: 'The payment did not go through ({what}). The form holds it again, to try again.',
  tryAgain: 'Try again',
  popupDone: 'Done: you can close this window.',
} as const;
