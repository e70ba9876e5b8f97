/**
 * The state of a form: what has been typed (kept apart from how it is shown), which fields were
 * touched and changed, the schema's verdict, and the issues the service sent back. Feedback on a
 * field is shown the way a person expects: not while they type a first value, but once they leave
 * a field they changed, once the form was prefilled, and always after a submit attempt.
 */
import type { ReactiveControllerHost } from 'lit';
import type * as z from 'zod/mini';
import { $ZodError, _safeParse } from 'zod/v4/core';
import type { FieldIssue } from '../../api/errors.js';
import type { Catalog } from '../../i18n/catalog.js';
import { compact, concerns, getPath, setPath } from './paths.js';
import { issueText, type SchemaIssue } from './messages.js';
import { Verdicts } from './verdicts.js';

export interface FormOptions {
  /** The schema the body must satisfy; a function so that it may follow the element's mode. */
  schema: () => z.ZodMiniType;
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

/** Not a lifecycle controller: it only asks its host to render again when the form's state changes. */
export class FormModel {
  private values: Record<string, unknown> = {};
  private initial: Record<string, unknown> = {};
  private readonly touched = new Set<string>();
  private readonly changed = new Set<string>();
  private serverIssues: FieldIssue[] = [];
  /**
   * The last verdicts, by the body judged: one parse per keystroke, however many fields, states
   * and validity checks ask (a parse of the whole schema is most of what a keystroke costs).
   */
  private readonly verdicts = new Verdicts();
  /** A submit was attempted: every issue shows. */
  submitted = false;
  /** The values came from the service (edit modes): issues show without a first edit. */
  prefilled = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: FormOptions,
  ) {}

  /** Everything typed so far, as typed (the model value). */
  get raw(): Record<string, unknown> {
    return this.values;
  }

  /** The body as it would be sent now: blanks left out. */
  get body(): Record<string, unknown> {
    return (compact(this.values) as Record<string, unknown> | undefined) ?? {};
  }

  /**
   * Only the groups a person changed, for PATCH bodies where sending an unchanged field has
   * effects (a re-sent phone number needs verifying again). A changed field sends its whole
   * top-level group (`address`, `phone`).
   */
  get changedBody(): Record<string, unknown> {
    const groups = new Set([...this.changed].map((path) => path.split('.')[0]));
    const out: Record<string, unknown> = {};
    for (const group of groups) out[group] = this.values[group];
    return (compact(out) as Record<string, unknown> | undefined) ?? {};
  }

  get(path: string): unknown {
    return getPath(this.values, path);
  }

  /** Grows with every change a person makes (lets a success message go once the form is edited). */
  edits = 0;

  /** A person typed or chose a value. */
  set(path: string, value: unknown): void {
    this.edits++;
    this.values = setPath(this.values, path, value);
    if (JSON.stringify(getPath(this.initial, path) ?? '') === JSON.stringify(value ?? '')) this.changed.delete(path);
    else this.changed.add(path);
    this.serverIssues = this.serverIssues.filter((issue) => !concerns(path, issue.path) && !concerns(issue.path, path));
    this.host.requestUpdate();
  }

  /** A person left a field. */
  touch(path: string): void {
    if (this.touched.has(path)) return;
    this.touched.add(path);
    this.host.requestUpdate();
  }

  /** Values loaded from the service, or given by the partner: the starting point of the form. */
  prefill(values: Record<string, unknown>, fromService = true): void {
    this.values = structuredClone(values);
    this.initial = structuredClone(values);
    this.changed.clear();
    this.touched.clear();
    this.serverIssues = [];
    this.submitted = false;
    this.prefilled = fromService;
    this.host.requestUpdate();
  }

  /** Back to the starting point. */
  reset(): void {
    this.prefill(this.initial, this.prefilled);
  }

  isChanged(path?: string): boolean {
    return path === undefined ? this.changed.size > 0 : [...this.changed].some((changed) => concerns(path, changed));
  }

  /** Issues sent back by the service, tied to fields by path. */
  setServerIssues(issues: FieldIssue[]): void {
    this.serverIssues = issues;
    this.host.requestUpdate();
  }

  /** Validates a body (default: the current one) against the schema: the parsed body or the issues. */
  check(body?: unknown): { data?: unknown; issues: FieldIssue[] } {
    const judged = body ?? this.body;
    const schema = this.options.schema();
    const messages = this.options.messages();
    const locale = this.options.locale?.();
    return this.verdicts.of(judged, { schema, messages, locale }, () => {
      const parsed = judge(schema, judged);
      return {
        data: parsed.success ? parsed.data : undefined,
        issues: parsed.success
          ? []
          : parsed.error.issues.map((issue: SchemaIssue) => {
              const path = issue.path.map(String).join('.');
              // What the field holds (zod leaves the input out of its issues): the message can name the form expected.
              const held = getPath(judged, path);
              return { path, message: issueText(messages, { ...issue, input: held }, held === undefined, locale), code: issue.params?.rule ?? issue.code };
            }),
      };
    });
  }

  /** Every issue now: the schema's and the service's. */
  issues(body?: unknown): FieldIssue[] {
    return [...this.check(body).issues, ...this.serverIssues];
  }

  /** Paths of the fields drawn by the render under way: each field asks for its feedback. */
  private readonly drawn = new Set<string>();

  /** A render of the fields starts: which fields it draws is learnt anew. */
  beginRender(): void {
    this.drawn.clear();
  }

  /**
   * The issues that no drawn field shows (a value the partner set for a field the form does not
   * offer, a rule across fields), once issues show at all: they belong in the form's summary.
   */
  unshown(body?: unknown): FieldIssue[] {
    if (!this.submitted && !this.prefilled) return [];
    const drawn = [...this.drawn];
    return this.check(body).issues.filter((issue) => !drawn.some((path) => shows(path, issue)));
  }

  /** The message to show on a field now, if any (service issues always show). */
  feedback(path: string, body?: unknown): string | undefined {
    this.drawn.add(path);
    const server = this.serverIssues.find((issue) => concerns(path, issue.path));
    if (server) return server.message;
    const visible = this.submitted || this.prefilled || (this.touched.has(path) && this.isChanged(path));
    if (!visible) return undefined;
    return this.check(body).issues.find((issue) => shows(path, issue))?.message;
  }
}

/** Whether the field at `path` shows `issue`: its own, or a missing required group it belongs to (`phone` absent). */
function shows(path: string, issue: FieldIssue): boolean {
  return concerns(path, issue.path) || (issue.path !== '' && issue.code === 'invalid_type' && concerns(issue.path, path));
}
