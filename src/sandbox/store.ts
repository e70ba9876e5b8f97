/** The sandbox's in-memory data: the service's records as its responses show them, plus what the sandbox needs to apply its rules. */
import type * as z from 'zod/mini';
import type { Whole } from '../api/tolerant.js';
import type { Consumer } from '../api/schemas/consumer.js';
import type { Beneficiary } from '../api/schemas/beneficiary.js';
import type { Card, CardDesign } from '../api/schemas/card.js';
import type { Ledger } from '../api/schemas/ledger.js';
import type { DocumentRecord } from '../api/schemas/document.js';
import type { externalCard } from '../api/schemas/acquiring.js';
import type { Mandate } from '../api/schemas/mandates.js';
import type { Transaction } from '../api/schemas/transactions.js';
import type { PartnerConfiguration, partnerUser } from '../api/schemas/partner.js';
import { notFound } from './http.js';

export type CreatorType = 'END_USER' | 'PARTNER' | 'SERVICE';

export interface CardRule {
  type: string;
  /** The limit of a spend rule; other rule kinds have none. */
  value?: number;
  name?: string;
  creatorType: CreatorType;
  endUserId?: string;
  creationDate: string;
  /** The kit's own fields of the rule kinds the spec does not show (see the README's card rules). */
  mccs?: string[];
  merchantIds?: string[];
  days?: string[];
}

/** A ledger as listed, plus what the sandbox keeps of its creation and suspension. */
export type SandboxLedger = Whole<Ledger> & {
  /** Asked for at creation: the ledger is upgraded when it is activated. */
  autoUpgrade?: boolean;
  limits?: Record<string, number>;
  suspension?: { operator: string; reason: string; blockIncomingTransaction: boolean; date: string };
};

/** Cards show their rules (the spec: after a blocking suspension "each card shows a rule"). */
export type SandboxCard = Whole<Card> & { rules: CardRule[] };

/** Card profiles are not listed by any operation; cards and profile rules refer to them. */
export interface CardProfile {
  id: string;
  name: string;
  active: boolean;
  cardType: 'PHYSICAL' | 'VIRTUAL';
  /** The profile has a corporate card program: corporates' cards made with it carry the company line (`cardholderNameOnCard`). */
  corporateProgram?: boolean;
  /** Default rules, copied onto cards when they are created. */
  rules: CardRule[];
}

export type ScaDevice = Whole<Consumer>['scaDevices'][number];

/** A corporate end-user. The spec does not show its record; this is what the sandbox needs. */
export interface Corporate {
  id: string;
  name: string;
  scaDevices: ScaDevice[];
  kybRequestDate?: string;
  /** Set by the sandbox's review of a KYB request (the spec's compliance officer); none before the first. */
  kybStatus?: 'VALIDATED' | 'NEED_ADDITIONAL_INFORMATION' | 'DECLINED';
  /** Why more information is needed, or why the KYB was declined. */
  kybStatusReason?: string;
  /** The corporate must provide extended UBOs: a UBO holds 10 % or more instead of 25 %. */
  extendedUbos?: boolean;
  creationDate: string;
}

export interface CorporateRelated {
  id: string;
  corporateId: string;
  isDirector: boolean;
  directorAppointmentDate?: string;
  sharesInfo: { percentage: number }[];
  info: { firstName?: string; lastName?: string; name?: string; isSpecialUbo?: boolean } & Record<string, unknown>;
  /** The person's KYC application (KycStatus); corporate shareholders have none. */
  kycStatus?: string;
  creationDate: string;
}

export interface CorporateShare {
  id: string;
  corporateRelatedId: string;
  percentage: number;
  creationDate: string;
}

export interface AcquiringRecord {
  id: string;
  kind: 'PAYMENT' | 'ACCOUNT_LOAD';
  amount: number;
  endUserId?: string;
  externalCardId?: string;
  targetLedgerId?: string;
  reference?: string;
  storeCard?: boolean;
  redirectUrl?: string;
  /** PENDING until its hosted page is paid or failed (the sandbox's page; the spec shows no status). */
  status: 'PENDING' | 'PAID' | 'FAILED';
  /** A paid top-up's ACCOUNT_LOAD transaction. */
  transactionId?: string;
  /** The external card a paid `storeCard` payment registered. */
  storedCardId?: string;
  creationDate: string;
}

/** A text or an email the sandbox "sent" (verification codes, verification emails). */
export interface OutboxMessage {
  channel: 'SMS' | 'EMAIL';
  endUserId: string;
  to: string;
  text: string;
  date: string;
}

export interface Store {
  consumers: Map<string, Whole<Consumer>>;
  corporates: Map<string, Corporate>;
  corporateRelated: Map<string, CorporateRelated>;
  corporateShares: Map<string, CorporateShare>;
  ledgers: Map<string, SandboxLedger>;
  cards: Map<string, SandboxCard>;
  cardProfiles: Map<string, CardProfile>;
  cardDesigns: Map<string, Whole<CardDesign>>;
  beneficiaries: Map<string, Whole<Beneficiary>>;
  documents: Map<string, Whole<DocumentRecord>>;
  /** Document files, by document id. */
  files: Map<string, File>;
  mandates: Map<string, Whole<Mandate>>;
  transactions: Map<string, Whole<Transaction>>;
  externalCards: Map<string, Whole<z.infer<typeof externalCard>>>;
  acquiring: Map<string, AcquiringRecord>;
  partnerUsers: Map<string, Whole<z.infer<typeof partnerUser>>>;
  partnerConfiguration: Whole<PartnerConfiguration>;
  outbox: OutboxMessage[];
}

/** The store as tests see it: read-only. */
export type SandboxData = {
  readonly [K in keyof Store]: Store[K] extends Map<infer I, infer V> ? ReadonlyMap<I, V> : Store[K] extends (infer E)[] ? readonly E[] : Readonly<Store[K]>;
};

/** A random v4 UUID. Not crypto.randomUUID(): that one exists only in secure contexts, and demos run on plain http too. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The record, or 404 NOT_FOUND (with the request field that named it, if any). */
export function find<T>(map: ReadonlyMap<string, T>, id: string | undefined, what: string, field?: string): T {
  const record = id === undefined ? undefined : map.get(id);
  return record ?? notFound('spec:unknown-id', what, field);
}

/** An end-user is a consumer or a corporate. */
export function isEndUser(store: Store, id: string): boolean {
  return store.consumers.has(id) || store.corporates.has(id);
}

/** The name a card or a receipt shows for an end-user. */
export function displayName(store: Store, endUserId: string): string {
  const consumer = store.consumers.get(endUserId);
  if (consumer) return [consumer.firstName, consumer.lastName].filter(Boolean).join(' ');
  return store.corporates.get(endUserId)?.name ?? '';
}

/** An end-user's SCA devices, any status: a push goes to the first ACTIVE one, a signature must come from an ACTIVE one. */
export function scaDevicesOf(store: Store, endUserId: string): readonly ScaDevice[] {
  return store.consumers.get(endUserId)?.scaDevices ?? store.corporates.get(endUserId)?.scaDevices ?? [];
}
