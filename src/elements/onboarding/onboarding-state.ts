/**
 * What the service says of a consumer being onboarded, read again whenever the journey must decide
 * where it stands (on arrival with `end-user-id`, after sign-up, after each step's work): the
 * consumer's record, its documents, its ledgers and its cards, read side by side. Nothing is kept
 * anywhere but in this controller, and nothing in the browser's storage: a reload reads it again.
 * Which of the service's fields mark each step done is `stepDone` below (docs/journeys/onboarding.md
 * says the same in words).
 */
import type { ReactiveController } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import { LIMITS } from '../../api/limits.js';
import { getConsumer } from '../../api/operations/consumers.js';
import { listDocuments } from '../../api/operations/documents.js';
import { listLedgers } from '../../api/operations/ledgers.js';
import { listCards } from '../../api/operations/cards.js';
import type { Consumer } from '../../api/schemas/consumer.js';
import type { DocumentListItem } from '../../api/schemas/document.js';
import type { Ledger } from '../../api/schemas/ledger.js';
import type { Card } from '../../api/schemas/card.js';
import type { OperationController, RunOutcome } from '../base/operation.js';
import type { OperationName } from '../../api/operations.js';

/** The steps of onboarding, in the order the service needs them. */
export const ONBOARDING_STEPS = ['sign-up', 'phone', 'profile', 'identity', 'kyc', 'account', 'card'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The document types that prove an identity, among those the spec shows (its list is partial). */
export const IDENTITY_DOCUMENT_TYPES: readonly string[] = ['IDENTITY_CARD', 'DRIVING_LICENCE'];

export interface OnboardingSnapshot {
  consumer: Consumer;
  documents: DocumentListItem[];
  ledgers: Ledger[];
  cards: Card[];
}

/** Whether a step's work is done, by the service's fields (never by what the browser remembers). */
export function stepDone(step: OnboardingStep, known: OnboardingSnapshot | undefined): boolean {
  if (!known) return false;
  const { consumer, documents, ledgers, cards } = known;
  const kyc = consumer.status?.kyc?.value;
  switch (step) {
    case 'sign-up':
      return true;
    case 'phone':
      return consumer.phone?.verified === true;
    case 'profile':
      return consumer.occupation !== undefined && consumer.sourceOfFunds !== undefined && (consumer.accountPurposes?.length ?? 0) > 0;
    case 'identity':
      return kyc === 'VALIDATED' || documents.some((item) => item.type !== undefined && IDENTITY_DOCUMENT_TYPES.includes(item.type) && (item.status === 'UPLOADED' || item.status === 'VALIDATED'));
    case 'kyc':
      return kyc === 'VALIDATED';
    case 'account':
      return ledgers.some((item) => item.parentId === undefined && (item.status === 'PENDING' || item.status === 'ACTIVE'));
    case 'card':
      return cards.some((item) => !['CLOSING', 'CLOSED', 'EXPIRED'].includes(item.status));
  }
}

export type StateRead = { status: 'idle' } | { status: 'reading' } | { status: 'read'; known: OnboardingSnapshot } | { status: 'error'; error: ServiceError };

interface StateHost {
  addController(controller: ReactiveController): void;
  requestUpdate(): void;
}

/** Reads the snapshot through the element's one request path (silent runs: no `svc-submit`). */
export class OnboardingStateController implements ReactiveController {
  state: StateRead = { status: 'idle' };
  private ticket = 0;

  constructor(
    private readonly host: StateHost,
    private readonly ops: OperationController,
  ) {
    host.addController(this);
  }

  /** The last snapshot read, if any. */
  get known(): OnboardingSnapshot | undefined {
    return this.state.status === 'read' ? this.state.known : undefined;
  }

  /** Reads the consumer's state; resolves with it, or undefined when a read failed or a newer one started. */
  async read(consumerId: string, endUser: boolean): Promise<OnboardingSnapshot | undefined> {
    const ticket = ++this.ticket;
    this.state = { status: 'reading' };
    this.host.requestUpdate();
    const pageSize = LIMITS.pageSize.max;
    const endUserId = endUser ? undefined : consumerId;
    const [consumer, documents, ledgers, cards] = await Promise.all([
      this.ops.run(getConsumer, { params: { consumerId } }, { silent: true, key: 'onboarding:consumer' }),
      this.ops.run(listDocuments, { query: { endUserId, pageSize } }, { silent: true, key: 'onboarding:documents' }),
      this.ops.run(listLedgers, { query: { endUserId, pageSize } }, { silent: true, key: 'onboarding:ledgers' }),
      this.ops.run(listCards, { query: { endUserId, pageSize } }, { silent: true, key: 'onboarding:cards' }),
    ]);
    if (ticket !== this.ticket) return undefined;
    const failure = [consumer, documents, ledgers, cards].map(errorOf).find((error) => error !== undefined);
    if (consumer.status !== 'success' || documents.status !== 'success' || ledgers.status !== 'success' || cards.status !== 'success') {
      if (failure) this.state = { status: 'error', error: failure };
      else this.state = { status: 'idle' };
      this.host.requestUpdate();
      return undefined;
    }
    const known = { consumer: consumer.value, documents: documents.value.content, ledgers: ledgers.value.content, cards: cards.value.content };
    this.state = { status: 'read', known };
    this.host.requestUpdate();
    return known;
  }

  hostConnected(): void {}
}

function errorOf<N extends OperationName>(outcome: RunOutcome<N>): ServiceError | undefined {
  return outcome.status === 'error' || outcome.status === 'sca-required' ? outcome.error : undefined;
}
