import { normalizeIban } from '../../api/formats/index.js';
import { ledgerSuspendable } from '../../api/ledger-usage.js';
import { creatorTypeOf } from '../callers.js';
import { decide } from '../decisions.js';
import { created, fail, noContent, ok } from '../http.js';
import { containing, listPage, where } from '../list.js';
import { sandboxIban } from '../iban.js';
import { find, newId, type SandboxLedger } from '../store.js';
import { actingEndUser, listedEndUser, own, type Ctx, type Handlers } from './context.js';

/** What each creatable ledger type means. */
const LEDGER_TYPES = {
  EUR_FRANCE: { currency: 'EUR', country: 'FRANCE' },
  EUR_BELGIUM: { currency: 'EUR', country: 'BELGIUM' },
  EUR_BG: { currency: 'EUR', country: 'BULGARIA' },
} as const;

/**
 * The rule the spec describes for a suspension that blocks incoming transactions: "a rule with creator
 * type SERVICE setting the transaction limit to 0". The spec names no rule type for it; the sandbox
 * uses DAILY_MAX_SPEND, a type every card rule display knows.
 */
export const SUSPENSION_RULE_TYPE = decide('suspension-rule-type', 'DAILY_MAX_SPEND');

/**
 * A ledger becomes active. The spec: on activation, a ledger asked for with `autoUpgrade` is
 * upgraded automatically. Every activation goes through here: at creation for a verified
 * end-user, and later through `sandbox.activateLedger()` for one that was waiting.
 */
export function activateLedger(ledger: SandboxLedger): void {
  ledger.status = 'ACTIVE';
  if (ledger.autoUpgrade) ledger.isUpgraded = true;
}

/** The spec: a suspension suspends the ledger's cards; blocking incoming money adds a SERVICE rule at 0 to each. */
function suspendCards(ctx: Ctx, ledgerId: string, blockIncomingTransaction: boolean): void {
  for (const card of ctx.store.cards.values()) {
    if (card.ledgerId !== ledgerId || decide('suspension-ends-cards-at-once', card.status === 'CLOSED' || card.status === 'EXPIRED')) continue;
    card.status = decide('suspension-ends-cards-at-once', 'SUSPENDED');
    if (blockIncomingTransaction) {
      card.rules = [
        ...card.rules.filter((r) => !(r.type === SUSPENSION_RULE_TYPE && r.creatorType === 'SERVICE')),
        { type: SUSPENSION_RULE_TYPE, value: 0, creatorType: 'SERVICE', name: 'Ledger suspended', creationDate: ctx.iso },
      ];
    }
  }
}

export const ledgerHandlers: Handlers<'listLedgers' | 'createLedger' | 'suspendLedger'> = {
  listLedgers: {
    run: (ctx) => {
      const q = ctx.query;
      return ok(listPage(ctx.store.ledgers.values(), q, { CREATION_DATE: (l) => l.creationDate }, [
        where(listedEndUser(ctx, q.endUserId), (l) => l.endUser.id),
        where(q.status, (l) => l.status),
        where(q.parentId, (l) => l.parentId),
        // The sandbox's choice: part of an IBAN finds the ledgers whose IBAN contains it (the spec does not say how iban matches).
        containing(q.iban ? normalizeIban(q.iban) : undefined, (l) => l.iban),
      ]));
    },
  },

  createLedger: {
    run: (ctx) => {
      const { store, body } = ctx;
      const endUserId = actingEndUser(ctx, body.endUserId);
      const name = decide('names-without-case', body.friendlyName?.trim().toLowerCase());
      // "Unique for each consumer": compared without case or surrounding spaces, as a person reads names.
      if (name && [...store.ledgers.values()].some((l) => l.endUser.id === endUserId && l.friendlyName?.trim().toLowerCase() === name)) {
        fail('spec:ledger-name-unique', 409, 'FRIENDLY_NAME_ALREADY_USED', 'This end-user already has a ledger with this name.', 'friendlyName');
      }
      const type = LEDGER_TYPES[body.type];
      const id = newId();
      // Banking opens once the end-user is verified; until then the ledger waits.
      const verified = decide('ledger-pending-until-verified', store.consumers.get(endUserId)?.kycInfo.status === 'VALIDATED' || store.corporates.get(endUserId)?.kybStatus === 'VALIDATED');
      const ledger: SandboxLedger = {
        id, endUser: { id: endUserId }, currency: type.currency, country: type.country, status: 'PENDING', isUpgraded: false,
        ...(body.friendlyName ? { friendlyName: body.friendlyName } : {}),
        iban: decide('ledger-iban-balance', sandboxIban(type.country, parseInt(id.slice(0, 7), 16))),
        ...(body.limits ? { limits: body.limits } : {}),
        ...(body.autoUpgrade ? { autoUpgrade: true } : {}),
        creationDate: ctx.iso,
      };
      if (verified) activateLedger(ledger);
      store.ledgers.set(id, ledger);
      return created({ id });
    },
  },

  suspendLedger: {
    run: (ctx) => {
      const ledger = find(ctx.store.ledgers, ctx.params.ledgerId, 'ledger');
      own(ctx, ledger.endUser.id, 'ledger');
      if (!ledgerSuspendable(ledger.status)) fail('ledger-suspendable', 409, 'LEDGER_NOT_SUSPENDABLE', `A ${ledger.status} ledger cannot be suspended.`);
      const { reason, blockIncomingTransaction, operator = decide('suspension-operator-default', creatorTypeOf(ctx.caller)) } = ctx.body;
      const suspension = { operator, reason, blockIncomingTransaction, date: ctx.iso };
      // The spec names the ledger and its cards. Its virtual ledgers live on its IBAN, so the sandbox
      // suspends those that may be suspended with it; the others keep their status (and their own suspension).
      const virtual = decide('suspension-reaches-virtual', [...ctx.store.ledgers.values()].filter((l) => l.parentId === ledger.id && ledgerSuspendable(l.status)));
      for (const target of [ledger, ...virtual]) {
        Object.assign(target, { status: 'SUSPENDED', suspension: { ...suspension } });
        suspendCards(ctx, target.id, blockIncomingTransaction);
      }
      return noContent();
    },
  },
};
