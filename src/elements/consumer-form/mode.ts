/**
 * What a mode of <svc-consumer-form> decides: the operation it runs, the schema and body of its
 * request, the values it starts from and the sections it shows. The element asks its mode instead
 * of testing `mode` itself; each mode lives in its own module (create-mode.ts, profile-mode.ts,
 * contact-mode.ts).
 */
import type * as z from 'zod/mini';
import type { OperationDefinition, OperationInput } from '../../api/operations.js';
import type { Consumer } from '../../api/schemas/consumer.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { FormModel } from '../form/form-model.js';
import type { Choice } from '../form/fields.js';
import type { ChoiceField } from './later.js';
import type { FormBody } from '../form/svc-form-element.js';

/** What only the edit modes use (`edit-modes.ts`, with the reading of the consumer), fetched before the consumer's load. */
export type EditModes = typeof import('./edit-modes.js');
/** The operations with their bodies' schemas and the profile's choices (`later.ts`), fetched as the form first draws. */
export type Later = typeof import('./later.js');

export type ConsumerFormMode = 'create' | 'profile' | 'contact';
export type ConsumerOperation = 'createConsumer' | 'patchConsumerProfile' | 'patchConsumerContact';
export type Values = Record<string, unknown>;
/** What the form edits: the body of any of its operations. */
export type ConsumerModel = FormBody<ConsumerOperation>;

/** The element's public settings a mode reads (its attributes and properties). */
export interface ConsumerFormSettings {
  readonly anonymous: boolean;
  readonly partnerName?: string;
  readonly termsVersion?: string;
  readonly termsUrl?: string;
  readonly termsRequired: boolean;
  readonly bypassAddressVerification: boolean;
  readonly metadata?: Values;
  readonly userMetadata?: Values;
  readonly partnerMetadata?: Values;
}

/** What a mode works with: the element's settings, its form, texts and state. */
export interface ModeContext {
  readonly settings: ConsumerFormSettings;
  readonly form: FormModel<ConsumerModel, unknown>;
  readonly messages: Catalog;
  /** The locale of names shown in lists (countries, currencies). */
  readonly locale: string;
  /** The edit form's values as the service holds them now (edit modes; empty on creation). */
  readonly baseline: Values;
  /** The consumer as loaded (edit modes). */
  readonly consumer?: Consumer;
  /** What only the edit modes use: here with the consumer (edit modes). */
  readonly edit?: EditModes;
  /** A profile's choice field's choices by label: none until their module is here (`later.ts`). */
  readonly choices: (field: ChoiceField) => readonly Choice[];
}

/** A mode, under its name, with the operation it runs: its schema and its request typed by that operation's body. */
export interface ConsumerMode<Name extends ConsumerFormMode = ConsumerFormMode, N extends ConsumerOperation = ConsumerOperation> {
  readonly name: Name;
  /** The operation's name: what the form's run state and events name before the operation is here. */
  readonly operationName: N;
  /** The operation it runs, with its body's schema (`later.ts`). */
  readonly operation: (later: Later) => OperationDefinition<N>;
  /** The mode edits a consumer loaded first (`consumer-id`) and sends only what changed. */
  readonly editsConsumer: boolean;
  /** A saved change lists what follows (verifying a new email address or phone number). */
  readonly followsUp: boolean;
  /** The top-level keys of the body the form edits: what a successful save can have changed. */
  readonly formKeys: readonly string[];
  /** The schema a body must pass before it is sent. */
  readonly schema: (settings: ConsumerFormSettings, later: Later) => z.ZodMiniType<FormBody<N>>;
  /** The request for a body that passed it (function properties: a mode of one operation is no mode of another). */
  readonly request: (body: FormBody<N>, consumerId: string) => OperationInput<N>;
  /** The body a submit would send now. */
  body(context: ModeContext): Values;
  /** The form's values for a loaded consumer. */
  startingValues(consumer: Consumer): Values;
  /** The groups of fields; `body` is the current body (see `body`). */
  sections(context: ModeContext, body: Values): unknown[];
}

/** Every mode, each with its own operation: a switch on `name` narrows to one. */
export type AnyConsumerMode = ConsumerMode<'create', 'createConsumer'> | ConsumerMode<'profile', 'patchConsumerProfile'> | ConsumerMode<'contact', 'patchConsumerContact'>;
