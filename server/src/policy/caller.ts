/**
 * Who is calling, as the policy sees it. The session hook (session.ts) produces it; the policy never
 * reads anything else the caller says about itself.
 *
 * - an end user, bound to one consumer or corporate id; `onboarding: true` marks the restricted
 *   session opened right after an anonymous sign-up, until the phone is verified (DESIGN §9);
 * - the partner's staff, with their roles and a pseudonymous staff id (for logs);
 * - nobody (`null`).
 */
export type StaffRole = 'back-office' | 'admin';

export type EndUserCaller = { endUserId: string; onboarding?: true };
/** `staffId` is optional here so that a session hook that does not name staff yet still type-checks. */
export type StaffCaller = { staff: readonly StaffRole[]; staffId?: string };

export type Session = { endUserId: string; onboarding?: true } | { staff: readonly StaffRole[]; staffId: string } | null;

/** What the policy accepts: a `Session`, or the older shape without a staff id. */
export type Caller = EndUserCaller | StaffCaller | null;

export const isEndUser = (caller: Caller): caller is EndUserCaller => !!caller && 'endUserId' in caller;
export const isStaff = (caller: Caller): caller is StaffCaller => !!caller && 'staff' in caller;
