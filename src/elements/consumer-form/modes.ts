/**
 * The modes of <svc-consumer-form> by name; any other `mode` value creates. The edit modes' own
 * parts (their fields, the body they send, the values they start from) come with the edit values
 * (`edit-modes.ts`), fetched before the consumer's load (they bring its reading), before which an
 * edit form shows nothing but its load: until then each edit mode is its head (what it runs and
 * judges), with nothing to show or send.
 */
import { createMode } from './create-mode.js';
import type { AnyConsumerMode, ConsumerMode, EditModes } from './mode.js';

/** What an edit mode runs and judges, which the element asks before the consumer is loaded. */
type Head<M> = Pick<M, Extract<keyof M, 'name' | 'operationName' | 'operation' | 'editsConsumer' | 'followsUp' | 'schema' | 'request'>>;

export const profileHead: Head<ConsumerMode<'profile', 'patchConsumerProfile'>> = {
  name: 'profile',
  operationName: 'patchConsumerProfile',
  operation: (later) => later.patchConsumerProfile,
  editsConsumer: true,
  followsUp: false,
  schema: (_settings, later) => later.patchConsumerProfileBody,
  request: (body, consumerId) => ({ params: { consumerId }, body }),
};

export const contactHead: Head<ConsumerMode<'contact', 'patchConsumerContact'>> = {
  name: 'contact',
  operationName: 'patchConsumerContact',
  operation: (later) => later.patchConsumerContact,
  editsConsumer: true,
  followsUp: true,
  schema: (_settings, later) => later.patchConsumerContactBody,
  request: (body, consumerId) => ({ params: { consumerId }, body }),
};

/** An edit mode before its parts are here: nothing changed, nothing shown. */
const waiting = { formKeys: [], body: () => ({}), startingValues: () => ({}), sections: () => [] };
const profileWaiting: AnyConsumerMode = { ...profileHead, ...waiting };
const contactWaiting: AnyConsumerMode = { ...contactHead, ...waiting };

export function modeFor(name: string | undefined, edit: EditModes | undefined): AnyConsumerMode {
  if (name === 'profile') return edit?.profileMode ?? profileWaiting;
  if (name === 'contact') return edit?.contactMode ?? contactWaiting;
  return createMode;
}
