/**
 * The parts <svc-consumer-form> fetches on demand, on its side, and what stands in for them until
 * they are here: what only the edit modes use (`edit-modes.ts`), and the operations with their
 * bodies' schemas and the profile's choices (`later.ts`, part `'later fields'`). Imported
 * statically by the element, so it stays in the element's own chunk.
 */
import * as z from 'zod/mini';
import { ServiceError } from '../../api/errors.js';
import type { OperationDefinition } from '../../api/operations.js';
import type { contactFollowUps as followUpsEnglish } from '../../i18n/contact-follow-ups/en.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule, type OnDemandHost } from '../base/on-demand.js';
import type { AnyConsumerMode, ConsumerFormSettings, ConsumerModel, ConsumerOperation, Later } from './mode.js';

/** What only the edit modes use (`edit-modes.ts`, with the reading of the consumer), fetched before the consumer's load: a creation never fetches it. */
export const loadEditModes = loadOnce(() => import('./edit-modes.js'), "the edit form's code");
export const editModesUnreachable = () => new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', message: "<svc-consumer-form>: the edit form's code could not be loaded." });

/**
 * The follow-ups' part as the form carries it: no words at first paint. What follows a contact
 * change brings their English and loads them in the locale (`contact-edit.ts`, through
 * `laterWords`); the part stays in `ownMessages` so that its languages are registered with the form's.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the follow-ups read their words only through `laterWords`, never from `messages`.
export const contactFollowUps = {} as typeof followUpsEnglish;

/** The operations with their bodies' schemas and the profile's choices by label (`later.ts`): fetched as the form first draws. */
const loadLater = loadOnce(() => import('./later.js'), "the form's checks");
/**
 * Until the bodies' schemas are here, every body is refused, with the catalog's "Loading…" (what
 * `validate()` and a host form's check say meanwhile): nothing is judged valid that they have not
 * judged, and a submit waits for them. One schema a wording (a locale's).
 */
const notJudgedYet = new Map<string, z.ZodMiniType<never>>();
const waiting = (loading: string): z.ZodMiniType<never> => {
  let schema = notJudgedYet.get(loading);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- it refuses every body, so no output of it is ever read.
  if (!schema) notJudgedYet.set(loading, (schema = z.object({}).check(z.refine(() => false, { message: loading })) as unknown as z.ZodMiniType<never>));
  return schema;
};
/** Before the operations are here nothing was sent: the form base reads only an operation's run state, by its name. */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- read only by name (`OperationController.state`) until the definitions arrive.
const byName = <N extends ConsumerOperation>(name: N) => ({ name }) as OperationDefinition<N>;

/**
 * The later fields' module of `host`, the choices' words in its `locale` in force when it arrives:
 * fetched by the element's first update (so after the first paint), by a submit, and again at the
 * person's next move in the form (focus) after a failed fetch.
 */
export function laterFields(host: OnDemandHost & HTMLElement, locale: () => string): OnDemandModule<Later> {
  const part = new OnDemandModule<Later>(host, 'later fields', () => loadLater().then((module) => module && module.words.with(locale(), module)));
  host.addEventListener('focusin', () => void part.fetch());
  return part;
}

/** The operation `mode` runs: by its name alone until `later` is here. */
export const operationOf = (mode: AnyConsumerMode, later: Later | undefined): OperationDefinition<ConsumerOperation> =>
  later ? mode.operation(later) : byName(mode.operationName);

/** The schema a body of `mode` must pass: none passes until `later` is here, refused with the words `loading`. */
export const schemaOf = (mode: AnyConsumerMode, settings: ConsumerFormSettings, later: Later | undefined, loading: string): z.ZodMiniType<ConsumerModel> =>
  later ? mode.schema(settings, later) : waiting(loading);
