/**
 * The state of a form: what has been typed (kept apart from how it is shown), which fields were
 * touched and changed, the schema's verdict, and the issues the service sent back. Feedback on a
 * field is shown the way a person expects: not while they type a first value, but once they leave
 * a field they changed, once the form was prefilled, and always after a submit attempt.
 */
import type * as z from 'zod/mini';
import { $ZodError, _safeParse } from 'zod/v4/core';
import type { FieldIssue } from '../../api/errors.js';
import type { Catalog } from '../../i18n/catalog.js';
import { compactRecord, concerns, getPath, setPath, type FieldPath } from './paths.js';
import type { SchemaIssue, issueText } from './messages.js';
import { Verdicts, type Verdict } from './verdicts.js';
import type { FieldControl } from './field-control.js';
import type { ControlLine } from './control-lines.js';
import { loadOnce } from '../base/load-once.js';
import type { OnDemandHost } from '../base/on-demand.js';

export interface FormOptions<Parsed = unknown> {
  /** The schema the body must satisfy; a function so that it may follow the element's mode. */
  schema: () => z.ZodMiniType<Parsed>;
  /** The messages in the current locale. */
  messages: () => Catalog;
  /** The locale numbers in messages are written for (`1 000 000` in French); default English. */
  locale?: () => string;
}

/**
 * zod's parse with a plain error object instead of an `Error`: a form judges its body on every
 * keystroke, and capturing a stack trace for issues that are only shown was a third of the parse.
 */
const judge = _safeParse($ZodError);

/**
 * The words of each issue by its rule or code (`messages.ts`): fetched once a form has drawn, not
 * with it, as the on-demand part `'validation words'` (through the host's `fetchOnDemand`, where a
 * test holds it). A form's first draw shows no field's message (none is touched, submitted or loaded
 * yet), and the form's validity then names missing values only, which need none of it; once here,
 * every verdict is judged again with them. Until then an issue says the catalog's plain words
 * ("required" for a missing value, "not valid" for any other), so nothing goes unsaid, and the
 * live region's count of the fields to fix never waits for them. The page fetches the module once;
 * each form takes it through its own fetch (at once when the page has it).
 */
const fetchWords = loadOnce(() => import('./messages.js'), "the forms' validation words");
/** The words, once the page has fetched them: a form made later asks for them at once. */
let pageWords: typeof issueText | undefined;

/** The console's lines about a field control that cannot be followed: fetched once a control locks or hides a field. */
const fetchLines = loadOnce(() => import('./control-lines.js'), "the field control's console lines");

/**
 * Not a lifecycle controller: it only asks its host to render again when the form's state changes.
 *
 * `Model` is the shape of what the form edits (by default its operation's body): fields name their
 * value by a `FieldPath<Model>`, so a path the model does not have fails the type check. The values
 * themselves stay `unknown`: what is typed (or set by a partner) may be anything until the schema
 * judges it, and `Parsed`, the schema's output, is what a valid body is.
 */
export class FormModel<Model extends object = Record<string, unknown>, Parsed = unknown> {
  #values: Record<string, unknown> = {};
  #initial: Record<string, unknown> = {};
  readonly #touched = new Set<string>();
  readonly #changed = new Set<string>();
  #serverIssues: FieldIssue[] = [];
  /**
   * The last verdicts, by the body judged: one parse per keystroke, however many fields, states
   * and validity checks ask (a parse of the whole schema is most of what a keystroke costs).
   */
  readonly #verdicts = new Verdicts();
  /** A submit was attempted: every issue shows. */
  submitted = false;
  /** The values came from the service (edit modes): issues show without a first edit. */
  prefilled = false;
  /** The partner's field control (`fields`), by path; the hidden paths it may hide (optional ones). */
  #controls: Readonly<Record<string, FieldControl | undefined>> = {};
  readonly #hideable = new Set<string>();
  /** What was said in the console about the field control. */
  readonly #said = new Set<string>();

  /** This form's words of each issue, once its fetch of them is done. */
  #words?: typeof issueText;

  readonly #host: OnDemandHost;
  readonly #options: FormOptions<Parsed>;

  constructor(host: OnDemandHost, options: FormOptions<Parsed>) {
    this.#host = host;
    this.#options = options;
    if (pageWords) void this.#fetchWords();
    else void host.updateComplete.then(() => this.#fetchWords());
  }

  /** Fetches the issues' words (from the page's fetch when it has them), then draws again with them. */
  async #fetchWords(): Promise<void> {
    const module = await (this.#host.fetchOnDemand?.('validation words', fetchWords) ?? fetchWords());
    if (!module) return;
    pageWords = this.#words = module.issueText;
    this.#host.requestUpdate();
  }

  /** Everything typed so far, as typed (the model value). */
  get raw(): Record<string, unknown> {
    return this.#values;
  }

  /** The body as it would be sent now: blanks left out. */
  get body(): Record<string, unknown> {
    return compactRecord(this.#values);
  }

  /**
   * Only the groups a person changed, for PATCH bodies where sending an unchanged field has
   * effects (a re-sent phone number needs verifying again). A changed field sends its whole
   * top-level group (`address`, `phone`).
   */
  get changedBody(): Record<string, unknown> {
    const groups = new Set([...this.#changed].map((path) => path.split('.')[0]));
    const out: Record<string, unknown> = {};
    for (const group of groups) out[group] = this.#values[group];
    return compactRecord(out);
  }

  get(path: FieldPath<Model>): unknown {
    return getPath(this.#values, path);
  }

  /** Grows with every change a person makes (lets a success message go once the form is edited). */
  edits = 0;

  /** A person typed or chose a value (a locked field keeps the partner's). */
  set(path: FieldPath<Model>, value: unknown): void {
    if (!this.locked(path)) this.setAt(path, value);
  }

  /**
   * The partner's field control: its values laid over what the form holds (as changes, so an edit
   * form sends them), and which fields are locked or hidden. A hidden field the schema requires
   * (it is refused without a value) is said in the console and stays shown.
   */
  control(controls: Readonly<Record<string, FieldControl | undefined>> | undefined): void {
    this.#controls = controls ?? {};
    // What it may have to say comes now, long before a refusal of a locked value could.
    if (Object.values(this.#controls).some((control) => control?.locked || control?.hidden)) void fetchLines();
    this.#values = this.#controlled(this.#values);
    this.#hideable.clear();
    for (const [path, control] of Object.entries(this.#controls)) {
      if (!control?.hidden) continue;
      const without = compactRecord(setPath(this.#values, path, undefined));
      if (this.check(without).issues.some((issue) => shows(path, issue))) this.#say({ kind: 'hidden', path });
      else this.#hideable.add(path);
    }
    this.#host.requestUpdate();
  }

  /** `values` with the partner's values laid over them, each marked changed where it differs from the starting point. */
  #controlled(values: Record<string, unknown>): Record<string, unknown> {
    let out = values;
    for (const [path, control] of Object.entries(this.#controls)) {
      if (!control || !('value' in control)) continue;
      out = setPath(out, path, structuredClone(control.value));
      if (JSON.stringify(getPath(this.#initial, path) ?? '') !== JSON.stringify(control.value ?? '')) this.#changed.add(path);
    }
    return out;
  }

  /** Whether the partner locked the field at `path`. */
  locked(path: string): boolean {
    return this.#controls[path]?.locked === true;
  }

  /** A refusal of a locked value (the schema's or the service's): the person cannot fix it, so they are asked to contact the partner, and the partner is told. */
  #lockedFeedback(path: string, issue: FieldIssue | undefined): string | undefined {
    if (!issue) return undefined;
    const code = issue.code ?? 'refused';
    this.#say({ kind: 'locked', path, code });
    return this.#options.messages().common.lockedRefused;
  }

  /** Says a line about the field control in the console, once (with its module: at once when it is here). */
  #say(line: ControlLine): void {
    const key = Object.values(line).join(' ');
    if (this.#said.has(key)) return;
    this.#said.add(key);
    void fetchLines().then((module) => module?.sayLine(this.#host, line));
  }

  /** Whether the partner hid the field at `path` (an optional one: a required one stays shown). */
  hidden(path: string): boolean {
    return this.#hideable.has(path);
  }

  /** The same at a path known only at run time (each value a partner gives through `value`, the form's own values walked). */
  setAt(path: string, value: unknown): void {
    this.edits++;
    this.#values = setPath(this.#values, path, value);
    if (JSON.stringify(getPath(this.#initial, path) ?? '') === JSON.stringify(value ?? '')) this.#changed.delete(path);
    else this.#changed.add(path);
    this.#serverIssues = this.#serverIssues.filter((issue) => !concerns(path, issue.path) && !concerns(issue.path, path));
    this.#host.requestUpdate();
  }

  /** A person left a field. */
  touch(path: FieldPath<Model>): void {
    if (this.#touched.has(path)) return;
    this.#touched.add(path);
    this.#host.requestUpdate();
  }

  /** Values loaded from the service, or given by the partner: the starting point of the form. */
  prefill(values: Record<string, unknown>, fromService = true): void {
    this.#values = structuredClone(values);
    this.#initial = structuredClone(values);
    this.#changed.clear();
    this.#touched.clear();
    this.#serverIssues = [];
    this.submitted = false;
    this.prefilled = fromService;
    this.#values = this.#controlled(this.#values);
    this.#host.requestUpdate();
  }

  /** Back to the starting point. */
  reset(): void {
    this.prefill(this.#initial, this.prefilled);
  }

  isChanged(path?: FieldPath<Model>): boolean {
    return path === undefined ? this.#changed.size > 0 : [...this.#changed].some((changed) => concerns(path, changed));
  }

  /** Issues sent back by the service, tied to fields by path. */
  setServerIssues(issues: FieldIssue[]): void {
    this.#serverIssues = issues;
    this.#host.requestUpdate();
  }

  /** Validates a body (default: the current one) against the schema: the parsed body or the issues. */
  check(body?: unknown): Verdict<Parsed> {
    return this.checkWith(this.#options.schema(), body);
  }

  /**
   * The same with a schema of the caller's (one mode's of several): its verdict is typed by that
   * schema, and comes from memory when the form's own schema judged the same body already.
   */
  checkWith<T>(schema: z.ZodMiniType<T>, body?: unknown): Verdict<T> {
    const judged = body ?? this.body;
    const messages = this.#options.messages();
    const locale = this.#options.locale?.();
    const said = this.#words;
    // A verdict judged before the words came is judged again once they are here.
    return this.#verdicts.of(judged, [schema, messages, locale, said], () => {
      const parsed = judge(schema, judged);
      return {
        data: parsed.success ? parsed.data : undefined,
        issues: parsed.success
          ? []
          : parsed.error.issues.map((issue: SchemaIssue) => {
              const path = issue.path.map(String).join('.');
              // What the field holds (zod leaves the input out of its issues): the message can name the form expected.
              const held = getPath(judged, path);
              const missing = held === undefined;
              const { validation } = messages.common;
              const message = said ? said(messages, { ...issue, input: held }, missing, locale) : missing && issue.code !== 'custom' ? validation.required : validation.invalid;
              return { path, message, code: issue.params?.rule ?? issue.code };
            }),
      };
    });
  }

  /** Every issue now: the schema's and the service's. */
  issues(body?: unknown): FieldIssue[] {
    return [...this.check(body).issues, ...this.#serverIssues];
  }

  /** Paths of the fields drawn by the render under way: each field asks for its feedback. */
  readonly #drawn = new Set<string>();

  /** A render of the fields starts: which fields it draws is learnt anew. */
  beginRender(): void {
    this.#drawn.clear();
  }

  /**
   * The issues that no drawn field shows (a value the partner set for a field the form does not
   * offer, a rule across fields), once issues show at all: they belong in the form's summary.
   */
  unshown(body?: unknown): FieldIssue[] {
    if (!this.submitted && !this.prefilled) return [];
    const drawn = [...this.#drawn];
    return this.check(body).issues.filter((issue) => !drawn.some((path) => shows(path, issue)));
  }

  /** The message to show on a field now, if any (service issues always show). */
  feedback(path: FieldPath<Model>, body?: unknown): string | undefined {
    this.#drawn.add(path);
    const server = this.#serverIssues.find((issue) => concerns(path, issue.path));
    if (this.locked(path)) return this.#lockedFeedback(path, server ?? this.check(body).issues.find((issue) => shows(path, issue)));
    if (server) return server.message;
    const visible = this.submitted || this.prefilled || (this.#touched.has(path) && this.isChanged(path));
    if (!visible) return undefined;
    return this.check(body).issues.find((issue) => shows(path, issue))?.message;
  }
}

/** Whether the field at `path` shows `issue`: its own, or a missing required group it belongs to (`phone` absent). */
function shows(path: string, issue: FieldIssue): boolean {
  return concerns(path, issue.path) || (issue.path !== '' && issue.code === 'invalid_type' && concerns(issue.path, path));
}
