/**
 * What the stories of the lists that can be pinned to one end-user (cards, ledgers) share: the
 * controls (page size, sort direction, end-user) and the render of their default story, the list
 * on the sandbox. Each story file keeps its own title, component and tags: Storybook reads those
 * from the file itself.
 */
import type { Meta } from '@storybook/web-components-vite';
import { ifDefined } from 'lit/directives/if-defined.js';
import { html, type StaticValue } from 'lit/static-html.js';
import { LIMITS } from '../src/api/limits.js';

export interface ListArgs {
  pageSize: number;
  sortDirection: 'ASC' | 'DESC';
  endUserId: string;
}

/** The args, their controls and the render of a list's stories; `tag` is the list's, as `literal\`svc-card-list\``. */
export function listControls(tag: StaticValue): Pick<Meta<ListArgs>, 'args' | 'argTypes' | 'render'> {
  return {
    args: { pageSize: 20, sortDirection: 'DESC', endUserId: '' },
    argTypes: {
      pageSize: { control: { type: 'number', min: LIMITS.pageSize.min, max: LIMITS.pageSize.max } },
      sortDirection: { control: 'inline-radio', options: ['DESC', 'ASC'] },
      endUserId: { control: 'text', description: 'Pins the list to one end-user (UUID).' },
    },
    // The lint reads this as Lit's plain `html`; the static one takes a `literal` in a tag's place.
    /* eslint-disable lit/binding-positions, lit/no-invalid-html */
    render: (args) => html`
      <svc-provider sandbox>
        <${tag} page-size=${args.pageSize} sort-direction=${args.sortDirection} end-user-id=${ifDefined(args.endUserId || undefined)}></${tag}>
      </svc-provider>
    `,
    /* eslint-enable lit/binding-positions, lit/no-invalid-html */
  };
}
