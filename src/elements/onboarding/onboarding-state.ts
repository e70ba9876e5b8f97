/**
 * What the service says of a consumer being onboarded, read again whenever the journey must decide
 * where it stands (on arrival with `end-user-id`, after sign-up, after each step's work): the
 * consumer's record first, then, in the steps' order, its documents, its ledgers and its cards, each
 * read only once every chosen step before the one it decides is done. Before then that step cannot
 * open, and the service need not let the session read it yet: the reference backend's session after
 * an anonymous sign-up reads no ledger nor card until the phone is verified. The three lists' code is
 * fetched with their first read, so a page that starts at sign-up does not carry it.
 * Nothing is kept anywhere but in this controller, and nothing in the browser's storage: a reload
 * reads it again. Which of the service's fields mark each step done is `stepDone` below
 * (docs/journeys/onboarding.md says the same in words). This module comes with the later steps
 * (`later-steps.ts`), fetched with the first read: a page that starts at sign-up carries none of it.
 */
import type { ReactiveController } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import { LIMITS } from '../../api/limits.js';
import { getConsumer } from '../../api/operations/consumer-read.js';
import type { Consumer } from '../../api/schemas/consumer.js';
import type { DocumentListItem } from '../../api/schemas/document.js';
import type { Ledger } from '../../api/schemas/ledger.js';
import type { Card } from '../../api/schemas/card.js';
import type { OperationController, RunOutcome } from '../base/operation.js';
import type { OperationName } from '../../api/operations.js';

import type { OnboardingStep } from './step-views.js';

export { ONBOARDING_STEPS, type OnboardingStep } from './step-views.js';

/** The document types that prove an identity, among those the spec shows (its list is partial). */
export const IDENTITY_DOCUMENT_TYPES: readonly string[] = ['IDENTITY_CARD', 'DRIVING_LICENCE'];

/** What was read; a list not read (its step not reached yet) is absent, and its step not done. */
export interface OnboardingSnapshot {
  consumer: Consumer;
  documents?: DocumentListItem[];
  ledgers?: Ledger[];
  cards?: Card[];
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
      return kyc === 'VALIDATED' || (documents ?? []).some((item) => item.type !== undefined && IDENTITY_DOCUMENT_TYPES.includes(item.type) && (item.status === 'UPLOADED' || item.status === 'VALIDATED'));
    case 'kyc':
      return kyc === 'VALIDATED';
    case 'account':
      return (ledgers ?? []).some((item) => item.parentId === undefined && (item.status === 'PENDING' || item.status === 'ACTIVE'));
    case 'card':
      return (cards ?? []).some((item) => !['CLOSING', 'CLOSED', 'EXPIRED'].includes(item.status));
  }
}

/** The steps decided by a list of the service's rather than by the consumer's record. */
const LISTED: readonly OnboardingStep[] = ['identity', 'account', 'card'];

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

  /**
   * Reads the consumer's state for the `chosen` steps (in the service's order); resolves with it, or
   * undefined when a read failed or a newer one started.
   */
  async read(consumerId: string, endUser: boolean, chosen: readonly OnboardingStep[]): Promise<OnboardingSnapshot | undefined> {
    const ticket = ++this.ticket;
    this.state = { status: 'reading' };
    this.host.requestUpdate();
    const consumer = await this.ops.run(getConsumer, { params: { consumerId } }, { silent: true, key: 'onboarding:consumer' });
    if (ticket !== this.ticket) return undefined;
    if (consumer.status !== 'success') return this.failed(consumer);
    const known: OnboardingSnapshot = { consumer: consumer.value };
    const query = { endUserId: endUser ? undefined : consumerId, pageSize: LIMITS.pageSize.max };
    for (const step of chosen) {
      if (!LISTED.includes(step)) {
        if (stepDone(step, known)) continue;
        break;
      }
      const failure = await (await import('./read-lists.js')).readList(this.ops, step, query, known);
      if (ticket !== this.ticket) return undefined;
      if (failure) return this.failed(failure);
      if (!stepDone(step, known)) break;
    }
    this.state = { status: 'read', known };
    this.host.requestUpdate();
    return known;
  }

  private failed(outcome: RunOutcome<OperationName>): undefined {
    const error = errorOf(outcome);
    this.state = error ? { status: 'error', error } : { status: 'idle' };
    this.host.requestUpdate();
    return undefined;
  }

  hostConnected(): void {}
}

function errorOf<N extends OperationName>(outcome: RunOutcome<N>): ServiceError | undefined {
  return outcome.status === 'error' || outcome.status === 'sca-required' ? outcome.error : undefined;
}
