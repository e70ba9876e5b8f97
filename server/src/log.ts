/**
 * Structured logs: one JSON object a line, each with the request's id. Only what is listed in
 * `LogFields` is ever written: no header, no body, no query string, so no PIN, PAN credential,
 * one-time password, key, cookie or session secret can reach a line. Each line names the actor
 * (a pseudonymous id) and the client's address, as PCI DSS 10.2 asks of access to card data and
 * of admin actions.
 */
export interface LogFields {
  requestId: string;
  event: 'request' | 'refused' | 'upstream-error' | 'server-error' | 'sign-in' | 'sign-out';
  method?: string;
  /** The path without its query string. */
  path?: string;
  operation?: string;
  caller?: 'end-user' | 'onboarding' | 'staff' | 'anonymous';
  /**
   * Who acted, pseudonymously: `end-user:<id>` (the service's id of the consumer or corporate) or
   * `staff:<staffId>` (the id your sign-in gives a staff member). Never a cookie or a name.
   */
  actor?: string;
  /** The client's address (see `trustedProxies`). */
  address?: string;
  status?: number;
  /** A refusal's or failure's code (FORBIDDEN, CSRF_REFUSED, RATE_LIMITED…). */
  code?: string;
  ms?: number;
}

export type LogSink = (line: string) => void;

export const stdoutSink: LogSink = (line) => process.stdout.write(`${line}\n`);

export function logger(sink: LogSink, now: () => number = Date.now) {
  return (fields: LogFields) => sink(JSON.stringify({ time: new Date(now()).toISOString(), ...fields }));
}
