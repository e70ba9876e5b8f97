/**
 * The shares of <svc-corporate-related-form>, fetched on demand (part `'shares'`): a declaration's
 * share rows (each percentage, whether it is held indirectly, Add a share and Remove share N, and
 * what those buttons do: the rows, the focus, what is announced), a
 * holder's one share (with `related-id`), reading a percentage as typed in the locale, and their
 * words. The form fetches it when a person comes to the role (points at or focuses it), ticks
 * Shareholder, or when a `value` or `related-id` already holds a share; a submit that needs it waits
 * for it. The body schema is the form's, unchanged: it judges the shares whether or not this module
 * has drawn them.
 */
import { html, nothing } from 'lit';
import { format } from '../../i18n/catalog.js';
import { laterWords } from '../../i18n/later-words.js';
import { formatNumber } from '../../i18n/plural.js';
import { amountField } from '../form/amount.js';
import { checkboxField } from '../form/fields.js';
import { section, type FieldsContext } from './related-fields.js';
import { shareCount } from './related-body.js';
import { sharesTexts } from './texts/shares.js';

/** A percentage as the body sends it: a number read in the locale, the text refused as is, or nothing. */
export { amountValue } from '../form/amount.js';

type Words = typeof sharesTexts;

/**
 * The shares' words: the part `corporateRelatedForm` of each language's file, over their English,
 * loaded (once a locale) before the module is handed over; read through the kit's one `laterWords`.
 */
const words = laterWords('corporateRelatedForm', sharesTexts);

/** Loads the shares' words in `locale` (once a locale); never rejects (English where the locale has none). */
export const wordsReady = (locale: string): Promise<Words> => words.ready(locale);

/** The shares' words in `locale`: English until that locale's are in, and `host` draws again when they are. */
export const wordsIn = (locale: string, host: { requestUpdate(): void }): Words => words.in(locale, host);

/** The share: its percentage (at `path`), with what makes a UBO. */
export function shareSection({ form, locale, body }: FieldsContext, words: Words, path: string, threshold: number) {
  const example = new Intl.NumberFormat(locale).format(12.5);
  return section(
    'share',
    words.shareSection,
    amountField(form, locale, { path, label: words.percentage, hint: format(words.percentageHint, { example }), required: true, body }),
    format(words.ubo, { threshold: formatNumber(threshold, locale) }),
  );
}

interface ShareRowActions {
  add: () => void;
  remove: (index: number) => void;
  /** Said when two shares are the same (the schema's one rule across rows). */
  problem?: string;
}

/** What a declaration's share buttons need of the element: where focus goes once it has drawn again, and what it announces. */
export interface SharesHost {
  readonly element: { readonly shadowRoot: ShadowRoot | null; readonly updateComplete: Promise<unknown> };
  announce(text: string): void;
}

/** Another share: its row appears, and focus goes to its percentage. */
async function addShare({ form }: FieldsContext, host: SharesHost): Promise<void> {
  const index = shareCount(form.raw.sharesInfo);
  form.set(`sharesInfo.${index}.indirect`, false);
  await host.element.updateComplete;
  host.element.shadowRoot?.querySelector<HTMLElement>(`[name="sharesInfo.${index}.percentage"]`)?.focus();
}

/** A share removed: the rows after it move up, it is said, and focus goes to Add a share. */
async function removeShare({ form, locale }: FieldsContext, words: Words, host: SharesHost, index: number): Promise<void> {
  const held = form.raw.sharesInfo;
  const rows = Array.isArray(held) ? held : Object.entries(held ?? {}).reduce<unknown[]>((all, [key, row]) => ((all[Number(key)] = row), all), []);
  const kept = Array.from({ length: shareCount(held) }, (_, row) => rows[row] ?? { indirect: false }).filter((_, row) => row !== index);
  form.set('sharesInfo', kept);
  host.announce(format(words.shareRemoved, { number: formatNumber(index + 1, locale) }));
  await host.element.updateComplete;
  host.element.shadowRoot?.querySelector<HTMLElement>('[part~="add-share-button"]')?.focus();
}

/** A problem of the shares together (two the same), once the form shows its problems. */
function sharesProblem({ form, body }: FieldsContext, sharesTwice: string): string | undefined {
  if (form.feedback('sharesInfo', body) === undefined) return undefined;
  const issue = form.check(body).issues.find((found) => found.path === 'sharesInfo');
  if (!issue) return undefined;
  return issue.code === 'unique' ? sharesTwice : issue.message;
}

/** A declaration's shares (`sharesSection`) with what their buttons do and the problem of the shares together. */
export function declarationShares(context: FieldsContext, words: Words, threshold: number, host: SharesHost) {
  return sharesSection(context, words, shareCount(context.form.raw.sharesInfo), threshold, {
    add: () => void addShare(context, host),
    remove: (index) => void removeShare(context, words, host, index),
    problem: sharesProblem(context, words.sharesTwice),
  });
}

/**
 * A declaration's shares, direct and indirect: one group per share with its percentage and whether
 * it is held through another company, a button to remove it (when there are several), and one to
 * add another. Each group's legend numbers it, so every field and button says which share it is.
 */
function sharesSection({ form, locale, body }: FieldsContext, words: Words, count: number, threshold: number, actions: ShareRowActions) {
  const example = new Intl.NumberFormat(locale).format(12.5);
  const rows = Array.from({ length: count }, (_, index) => {
    const number = formatNumber(index + 1, locale);
    return html`<fieldset class="share-row" part="row row-share" data-share=${index}>
      <legend part="legend">${format(words.shareNumber, { number })}</legend>
      ${amountField(form, locale, { path: `sharesInfo.${index}.percentage`, label: words.percentage, hint: format(words.rowPercentageHint, { example }), required: true, body })}
      ${checkboxField(form, { path: `sharesInfo.${index}.indirect`, label: words.indirect, hint: words.indirectHint, body })}
      ${count > 1
        ? html`<button type="button" class="secondary" part="remove-share-button" @click=${() => actions.remove(index)}>
            ${format(words.removeShare, { number })}
          </button>`
        : nothing}
    </fieldset>`;
  });
  return section(
    'share',
    words.sharesSection,
    html`${rows}
      ${actions.problem ? html`<p class="message error" part="error" role="alert">${actions.problem}</p>` : nothing}
      <button type="button" class="secondary" part="add-share-button" @click=${actions.add}>${words.addShare}</button>`,
    format(words.ubo, { threshold: formatNumber(threshold, locale) }),
  );
}
