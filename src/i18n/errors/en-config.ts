/**
 * Messages of the codes that say a partner's set-up cannot work (an SCA strategy, the partner key in a
 * header, an adapter option). The adapter fetches them, with every code's (en.ts), when it refuses a
 * request for one of these reasons, so that no page carries them while its set-up works; the other
 * languages have them in their shared `errors` part, which an element shows in its locale.
 */
export const configErrors = {
  BY_PASS_NOT_ALLOWED: 'The BY_PASS strategy works only in sandbox mode. Choose PUSH_NOTIFICATION or DATA_SIGNING.',
  PARTNER_KEY_IN_BROWSER: 'The partner key must not leave the partner backend: the kit never sends a Service-Auth header.',
  UNKNOWN_SCA_STRATEGY: 'The SCA strategy is not one of PUSH_NOTIFICATION, DATA_SIGNING or BY_PASS.',
  SIGNER_MISSING: 'The DATA_SIGNING strategy needs a sign() function to produce the signature.',
  BASE_URL_INVALID: 'The base URL must use https:// (http:// only on localhost) and have no query, fragment or credentials.',
  POLL_INTERVAL_INVALID: 'The SCA poll interval must be a number of milliseconds, at least 500.',
  OPTION_INVALID: 'An adapter option has a value that cannot work.',
} as const;
