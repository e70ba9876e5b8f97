/**
 * A development setting of the sandbox behind the demo (and `npm run serve:sandbox`): the checks the
 * service makes on its own, which nobody makes in a sandbox, made by themselves after a few seconds,
 * so that an onboarding walked in a browser gets past its waits.
 *
 * - A consumer who signed up while the server runs and has sent an identity document (identity card
 *   or driving licence, `UPLOADED`) is KYC `VALIDATED` `delayMs` after the document was first seen,
 *   and gets an ACTIVE SCA device (as the partner's app enrolling their phone would give them), so
 *   that their first card can be approved. Their `PENDING` accounts open on the way.
 * - A person declared for a company while the server runs (a director, a shareholder) has their KYC
 *   `VALIDATED` `delayMs` after they were first seen, as if they had followed their KYC link: the
 *   company's KYB request can then pass.
 *
 * The sandbox's own records (its seed) are left as they are: only what was created since the start
 * moves. Never in production: server/src/main.ts refuses to start when `SANDBOX_AUTO_ADVANCE_MS` is
 * set, and nothing of dev/ is mounted there.
 */
import type { Sandbox } from 'svc-elements/sandbox';

/** The document types that prove an identity, as the onboarding counts them (docs/journeys/onboarding.md). */
const IDENTITY_TYPES: readonly string[] = ['IDENTITY_CARD', 'DRIVING_LICENCE'];
const SETTLED: readonly string[] = ['VALIDATED', 'DECLINED'];
/** How often the sandbox's records are looked at. */
const TICK_MS = 250;

/** The environment variable that sets it (milliseconds; unset or 0: off). */
export const AUTO_ADVANCE_VARIABLE = 'SANDBOX_AUTO_ADVANCE_MS';

export interface AutoAdvance {
  stop(): void;
}

/** Starts moving KYC forward by itself, `delayMs` after each record is ready for it. */
export function startAutoAdvance(sandbox: Sandbox, delayMs: number): AutoAdvance {
  const data = () => sandbox.data;
  // The seed's records, and any record already there, never move by themselves.
  const untouched = new Set<string>([...data().consumers.keys(), ...data().corporateRelated.keys()]);
  const readySince = new Map<string, number>();
  const due = (id: string, now: number) => {
    const since = readySince.get(id) ?? now;
    readySince.set(id, since);
    return now - since >= delayMs;
  };
  const tick = () => {
    const now = Date.now();
    const { consumers, corporateRelated, documents } = data();
    for (const [id, consumer] of consumers) {
      if (untouched.has(id) || SETTLED.includes(consumer.kycInfo.status)) continue;
      const identity = [...documents.values()].some((document) => document.endUser?.id === id && IDENTITY_TYPES.includes(document.type ?? '') && document.status === 'UPLOADED');
      if (!identity || !due(id, now)) continue;
      if (!consumer.scaDevices.some((device) => device.status === 'ACTIVE')) sandbox.enrolScaDevice(id, 'Phone (sandbox)');
      sandbox.advanceConsumerKyc(id, 'VALIDATED');
      readySince.delete(id);
    }
    for (const [id, person] of corporateRelated) {
      if (untouched.has(id) || person.kycStatus === undefined || SETTLED.includes(person.kycStatus) || !due(id, now)) continue;
      sandbox.advanceRelatedKyc(id, 'VALIDATED');
      readySince.delete(id);
    }
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The delay asked for in the environment, in milliseconds; undefined when unset or 0. */
export function autoAdvanceFromEnv(): number | undefined {
  const raw = process.env[AUTO_ADVANCE_VARIABLE];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${AUTO_ADVANCE_VARIABLE} must be a whole number of milliseconds.`);
  return value === 0 ? undefined : value;
}
