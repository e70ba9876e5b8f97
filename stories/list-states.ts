/**
 * The states every kit list shows the same way, as stories: nothing matches, the first answer on
 * its way, the backend unreachable, and no configuration at all. Each story file exports them under
 * its own JSDoc (Storybook reads the names and descriptions from the file itself).
 */
import type { StoryObj } from '@storybook/web-components-vite';
import { html, type StaticValue } from 'lit/static-html.js';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';

/** An adapter whose every request answers with `request()`. */
const adapterOf = (request: () => Promise<unknown>) => ({ sandbox: false, request }) as unknown as FetchAdapter;

/** An empty page, as the service lists nothing. */
export const emptyPage = { content: [], totalElements: 0, page: 0, pageSize: 20 };

/**
 * Empty, Loading, Error and NotConfigured for the list `tag` (as `literal\`svc-card-list\``). Loading's
 * first page never comes: the list draws nothing for its first 250 ms, then its frame and loading state.
 */
export function listStates(tag: StaticValue): Record<'Empty' | 'Loading' | 'NetworkError' | 'NotConfigured', StoryObj> {
  const empty = adapterOf(async () => emptyPage);
  const never = adapterOf(() => new Promise(() => undefined));
  const unreachable = adapterOf(async () => {
    throw new ServiceError({ kind: 'network', code: 'NETWORK_ERROR' });
  });
  // The lint reads these as Lit's plain `html`; the static one takes a `literal` in a tag's place.
  /* eslint-disable lit/binding-positions, lit/no-invalid-html */
  return {
    Empty: { render: () => html`<${tag} .adapter=${empty}></${tag}>` },
    Loading: { render: () => html`<${tag} .adapter=${never}></${tag}>` },
    NetworkError: { render: () => html`<${tag} .adapter=${unreachable}></${tag}>` },
    // Not on the docs page: there every element has its configuration, and the console stays clean.
    NotConfigured: { tags: ['!autodocs'], render: () => html`<${tag}></${tag}>` },
  };
  /* eslint-enable lit/binding-positions, lit/no-invalid-html */
}
