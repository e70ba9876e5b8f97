import { decide } from '../decisions.js';
import { created, fail, forbidden, noContent, ok } from '../http.js';
import { listPage, where } from '../list.js';
import { creatorTypeOf } from '../callers.js';
import { fnv1a } from '../signature.js';
import { displayName, find, newId, type CardRule, type CreatorType, type SandboxCard, type Store } from '../store.js';
import { listedEndUser, own, type Ctx, type Handlers } from './context.js';
import { cardActionAllowed, type CardAction } from '../../api/card-usage.js';
import { CARD_NAME_PATTERNS, embossed, maxChars, type CardName } from '../../api/formats/card-name.js';

/**
 * The creator type a caller may act as: an end-user only as END_USER; the partner as PARTNER or on
 * the end-user's behalf; nobody as SERVICE, whose rules (ledger suspension) only the service sets.
 */
function creatorType(ctx: Ctx, asked: CreatorType | undefined): CreatorType {
  const type = asked ?? creatorTypeOf(ctx.caller);
  if (type === 'SERVICE' || (ctx.caller.kind === 'end-user' && type !== 'END_USER')) {
    forbidden('card-creator-types', `Rules of creator type ${type} cannot be changed by this caller.`, 'creatorType');
  }
  return type;
}

function cardOf(ctx: Ctx, id: string): SandboxCard {
  const card = find(ctx.store.cards, id, 'card');
  own(ctx, card.endUserId, 'card');
  return card;
}

/** The PIN and the card number are served by the kit's one rule (src/api/card-usage.ts), as the card view offers them. */
function usableCard(ctx: Ctx, id: string, action: CardAction): SandboxCard {
  const card = cardOf(ctx, id);
  if (!cardActionAllowed(action, card.status)) fail('card-usable', 409, 'CARD_NOT_USABLE', `The ${action === 'pin' ? 'PIN' : 'card number'} of a ${card.status} card cannot be shown.`);
  return card;
}

/** One rule per type and creator type: a new one replaces the old, a partner's and an end-user's coexist. */
function setRule(rules: CardRule[], rule: CardRule): CardRule[] {
  return [...rules.filter((r) => !(r.type === rule.type && r.creatorType === rule.creatorType)), rule];
}

/** The kit's own fields of the list rule kinds, kept as sent (the spec shows only the spend-limit body). */
function listFields(body: Record<string, unknown>): Pick<CardRule, 'mccs' | 'merchantIds' | 'days'> {
  const fields: Pick<CardRule, 'mccs' | 'merchantIds' | 'days'> = decide('card-rule-kit-fields', {});
  for (const key of ['mccs', 'merchantIds', 'days'] as const) {
    const value = body[key];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) fields[key] = [...value];
  }
  return fields;
}

/** A name as the card prints it by default, cut to the printed name's length limit ("Chloé" → "CHLOE"). */
const embossedDefault = (name: string, which: CardName) => decide('card-name-default', embossed(name, which)).slice(0, maxChars(CARD_NAME_PATTERNS[which])).trim();

function checkCreate(ctx: Ctx<'createCard'>) {
  const ledger = find(ctx.store.ledgers, ctx.body.ledgerId, 'ledger', 'ledgerId');
  own(ctx, ledger.endUser.id, 'ledger', 'ledgerId');
  if (ledger.status !== 'ACTIVE') fail('cards-need-active-ledger', 409, 'LEDGER_NOT_ACTIVE', `Cards need an ACTIVE ledger; this one is ${ledger.status}.`, 'ledgerId');
  const profile = find(ctx.store.cardProfiles, ctx.body.profileId, 'card profile', 'profileId');
  if (!profile.active) fail('spec:card-profile-active', 409, 'CARD_PROFILE_INACTIVE', 'Cards can only be created with an active card profile.', 'profileId');
  const rules = (ctx.body.rules ?? []).map(({ type, value, name, endUserId, creatorType: asked }) =>
    ({ type, value, creatorType: creatorType(ctx, asked), creationDate: ctx.iso, ...(name ? { name } : {}), ...(endUserId ? { endUserId } : {}) }));
  return { ledger, profile, rules };
}

/** Expiry as printed on the card, three years on. */
function expiry(now: number): string {
  const date = new Date(now);
  return decide('card-status-at-creation', `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String((date.getUTCFullYear() + 3) % 100).padStart(2, '0')}`);
}

/** Who approves a change to a card's rules: its holder, once the creator type asked for is one the caller may use. */
function ruleHolder(ctx: Ctx<'putCardRule' | 'removeCardRule'>, asked: CreatorType | undefined) {
  creatorType(ctx, asked);
  return cardOf(ctx, ctx.params.cardId).endUserId;
}

function profileOf(store: Store, id: string) {
  return find(store.cardProfiles, id, 'card profile');
}

export const cardHandlers: Handlers<
  'putCardRule' | 'removeCardRule' | 'putCardProfileRule' | 'removeCardProfileRule' | 'listCards' | 'createCard' | 'getCardPin' | 'getPanCredentials' | 'listCardDesigns'
> = {
  putCardRule: {
    scaSubject: (ctx) => ruleHolder(ctx, ctx.body.creatorType),
    run: (ctx) => {
      const card = cardOf(ctx, ctx.params.cardId);
      const { value, name, endUserId } = ctx.body;
      const rule: CardRule = {
        type: ctx.params.ruleType, value, creatorType: creatorType(ctx, ctx.body.creatorType), creationDate: ctx.iso,
        ...(name ? { name } : {}), ...(endUserId ? { endUserId } : {}), ...listFields(ctx.body),
      };
      card.rules = setRule(card.rules, rule);
      return noContent();
    },
  },

  removeCardRule: {
    scaSubject: (ctx) => ruleHolder(ctx, ctx.query.creatorType),
    run: (ctx) => {
      const card = cardOf(ctx, ctx.params.cardId);
      const type = creatorType(ctx, ctx.query.creatorType);
      // Removing a rule that is not there leaves the card as asked: no error.
      card.rules = decide('card-creator-types', card.rules.filter((r) => !(r.type === ctx.params.ruleType && r.creatorType === type)));
      return noContent();
    },
  },

  putCardProfileRule: {
    access: 'partner',
    run: (ctx) => {
      const profile = profileOf(ctx.store, ctx.params.cardProfileId);
      const { value, name } = ctx.body;
      profile.rules = setRule(profile.rules, { type: ctx.params.ruleType, value, creatorType: 'PARTNER', creationDate: ctx.iso, ...(name ? { name } : {}), ...listFields(ctx.body) });
      return noContent();
    },
  },

  removeCardProfileRule: {
    access: 'partner',
    run: (ctx) => {
      const profile = profileOf(ctx.store, ctx.params.cardProfileId);
      profile.rules = profile.rules.filter((r) => r.type !== ctx.params.ruleType);
      return noContent();
    },
  },

  listCards: {
    run: (ctx) => {
      const q = ctx.query;
      return ok(listPage(ctx.store.cards.values(), q, { CREATION_DATE: (c) => c.creationDate }, [
        where(listedEndUser(ctx, q.endUserId), (c) => c.endUserId),
        where(q.ledgerId, (c) => c.ledgerId),
        where(q.profileId, (c) => c.profile.id),
        where(q.status, (c) => c.status),
        where(q.types, (c) => c.type),
      ]));
    },
  },

  createCard: {
    scaSubject: (ctx) => checkCreate(ctx).ledger.endUser.id,
    run: (ctx) => {
      const { ledger, profile, rules } = checkCreate(ctx);
      const owner = ledger.endUser.id;
      // The company line is for corporate cards only, on a profile with a corporate card program (Create card):
      // a consumer's card, or one on another profile, does not carry one, even when it is sent.
      const companyLine = decide('card-name-default', ctx.store.corporates.has(owner) && profile.corporateProgram === true);
      // Profile defaults as they are now (later profile changes do not reach this card); a partner's own rules take priority.
      const defaults = profile.rules.filter((d) => !(ctx.caller.kind === 'partner' && rules.some((r) => r.type === d.type)));
      const id = newId();
      ctx.store.cards.set(id, {
        id, endUserId: owner, ledgerId: ledger.id, profile: { id: profile.id, name: profile.name },
        ...(ctx.body.friendlyName ? { friendlyName: ctx.body.friendlyName } : {}),
        nameOnCard: ctx.body.nameOnCard ?? embossedDefault(displayName(ctx.store, owner), 'nameOnCard'),
        ...(companyLine ? { cardholderNameOnCard: ctx.body.cardholderNameOnCard ?? embossedDefault(displayName(ctx.store, owner), 'cardholderNameOnCard') } : {}),
        expiryDate: expiry(ctx.now),
        type: profile.cardType,
        // A virtual card is usable at once; a physical one waits for the holder to activate it.
        status: decide('card-status-at-creation', profile.cardType === 'VIRTUAL' ? 'ACTIVE' : 'AWAITING_ACTIVATION'),
        deliveryMethod: ctx.body.deliveryMethod,
        rules: [...defaults.map((d) => ({ ...d, creationDate: ctx.iso })), ...rules],
        creationDate: ctx.iso,
      });
      return created({ id });
    },
  },

  getCardPin: {
    scaSubject: (ctx) => usableCard(ctx, ctx.params.cardId, 'pin').endUserId,
    // The same PIN each time for a card, as a real one would be.
    run: (ctx) => ok({ pin: decide('card-usable', String(parseInt(fnv1a(`pin:${usableCard(ctx, ctx.params.cardId, 'pin').id}`), 16) % 10_000).padStart(4, '0')) }),
  },

  getPanCredentials: {
    scaSubject: (ctx) => usableCard(ctx, ctx.params.cardId, 'pan').endUserId,
    run: (ctx) => {
      usableCard(ctx, ctx.params.cardId, 'pan');
      return ok(decide('card-usable', { token: `sbx_tok_${newId()}`, secret: `sbx_sec_${newId().replace(/-/g, '')}`, ttl: 'PT1M' }));
    },
  },

  listCardDesigns: {
    run: ({ store, query: q }) =>
      ok(listPage(store.cardDesigns.values(), q, { FRIENDLY_NAME: (d) => d.friendlyName }, [
        where(q.scheme, (d) => d.scheme),
        where(q.ledgerType, (d) => d.ledgerType),
        where(q.cardType, (d) => d.cardType),
        where(q.userType, (d) => d.userType),
      ])),
  },
};
