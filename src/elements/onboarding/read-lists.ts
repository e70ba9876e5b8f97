/**
 * The lists that decide onboarding's later steps (documents, ledgers, cards), read by
 * `OnboardingStateController` once the steps before them are done. A module of its own, fetched with
 * the first such read, so that a page starting at sign-up carries neither these operations nor
 * their schemas.
 */
import { listDocuments } from '../../api/operations/documents.js';
import { listLedgers } from '../../api/operations/ledgers.js';
import { listCards } from '../../api/operations/cards.js';
import type { OperationName } from '../../api/operations.js';
import type { OperationController, RunOutcome } from '../base/operation.js';
import type { OnboardingSnapshot, OnboardingStep } from './onboarding-state.js';

/** Reads the list `step` is decided by into `known`; resolves with the outcome when it failed. */
export async function readList(
  ops: OperationController,
  step: OnboardingStep,
  query: { endUserId?: string; pageSize: number },
  known: OnboardingSnapshot,
): Promise<RunOutcome<OperationName> | undefined> {
  const options = { silent: true, key: `onboarding:${step}` };
  if (step === 'identity') {
    const outcome = await ops.run(listDocuments, { query }, options);
    if (outcome.status !== 'success') return outcome;
    known.documents = outcome.value.content;
  } else if (step === 'account') {
    const outcome = await ops.run(listLedgers, { query }, options);
    if (outcome.status !== 'success') return outcome;
    known.ledgers = outcome.value.content;
  } else {
    const outcome = await ops.run(listCards, { query }, options);
    if (outcome.status !== 'success') return outcome;
    known.cards = outcome.value.content;
  }
  return undefined;
}
