import { html, type TemplateResult } from 'lit';
import { PartnerUserRole } from '../../api/enums.js';
import { KIT_LIMITS } from '../../api/limits.js';
import type { OperationResult } from '../../api/operations.js';
import { createPartnerUser } from '../../api/operations/partner.js';
import { format } from '../../i18n/catalog.js';
import { partnerRoles } from '../../i18n/partner-roles/en.js';
import { partnerUserForm } from './texts/en.js';
import { partnerUserFormErrors } from '../../i18n/errors/en-partner-user-form.js';
import { labelIn } from '../../i18n/labels.js';
import { partnerUserFormLocales } from '../../generated/locales/partner-user-form.js';
import { defined, trimmedText } from '../form/paths.js';
import { choiceGroup, textField, type Choice } from '../form/fields.js';
import { OperationFormElement, sends } from '../form/operation-form.js';
import { OneTimePasswordController } from './one-time-password.js';
import { partnerUserFormStyles } from './svc-partner-user-form.styles.js';

export type Operation = 'createPartnerUser';

/**
 * Creates an account for a member of the partner's own team ("Create partner user account", a
 * partner operation): the email address they sign in with (at most `KIT_LIMITS.emailChars`, 254,
 * characters) and their roles, each at most once. The spec's roles are offered by name; a role it
 * does not list, set by the partner in `value`, is kept, offered by its code and sent.
 *
 * The service answers with the account's id and a one-time password. The password is shown once,
 * in the success panel, with a copy button (the clipboard; when the browser refuses, the password
 * is selected for the person to copy). It is never kept in a property, a state, an attribute, an
 * event's detail, the console or storage: `svc-success` reports `{ id }` only. It goes for good
 * when the form is offered again ("Add another team member"), when a host form resets it and when
 * the element leaves the document; the panel then says it was shown once.
 *
 * The reference backend lets staff with the `admin` role call it (docs/partner-users.md). An email
 * address already used (409 `EMAIL_ALREADY_USED`) is said on the email field; every value is kept.
 *
 * @summary Create a partner team member's account (email, roles); its one-time password is shown once.
 * @tag svc-partner-user-form
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before the request is sent; cancelable. `detail: { operation, body }` (email and roles).
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The account was created. `detail.result` is `{ id }`: the one-time password is never in an event.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP or network failure (an address already used: code `EMAIL_ALREADY_USED`). `detail: { operation, error }`.
 * @csspart section - The group of fields.
 * @csspart legend - The title of the group.
 * @csspart details - The one-time password with its title, copy button and advice.
 * @csspart otp - The one-time password itself.
 * @csspart copy-button - Copies the one-time password to the clipboard.
 * @csspart status - Whether the copy worked (a live region).
 * @csspart notice - Said in place of the password once it went (it was shown once).
 */
export class SvcPartnerUserForm extends OperationFormElement<Operation> {
  protected override readonly operation = sends(createPartnerUser);
  /** @internal */
  static override ownMessages = { partnerUserForm, partnerRoles };
  static override ownLocales = partnerUserFormLocales;
  /** @internal */
  static override ownErrors = partnerUserFormErrors;

  static override styles = [...OperationFormElement.styles, partnerUserFormStyles];

  private readonly otp = new OneTimePasswordController(this);

  override formResetCallback(): void {
    super.formResetCallback();
    this.otp.forget();
  }

  // The form base's hooks

  /** The password goes to its controller; the form, its events and its state keep the id alone. */
  protected override redactResult(result: OperationResult<Operation>) {
    this.otp.take(result.otp);
    return { id: result.id };
  }

  protected override currentBody(): Record<string, unknown> {
    const typed = this.form.body;
    // No role ticked: none sent (the spec's roles are optional); anything else is judged by the schema.
    const roles = Array.isArray(typed.roles) && typed.roles.length === 0 ? undefined : typed.roles;
    return defined({ email: trimmedText(typed.email), roles });
  }

  protected submitLabel(): string {
    return this.messages.partnerUserForm.submit;
  }

  protected successText(): string {
    return format(this.messages.partnerUserForm.created, { email: String(trimmedText(this.form.get('email')) ?? '') });
  }

  protected override againLabel(): string {
    return this.messages.partnerUserForm.again;
  }

  // Rendering

  protected override renderSuccessDetails() {
    return this.otp.render(this.messages.partnerUserForm);
  }

  /** The spec's roles by name, then any other role the value holds, by its code. */
  private roleChoices(chosen: unknown): Choice[] {
    const known: readonly string[] = PartnerUserRole;
    const extra = Array.isArray(chosen) ? chosen.filter((role): role is string => typeof role === 'string' && !known.includes(role)) : [];
    return [...known, ...new Set(extra)].map((value) => ({ value, label: labelIn(this.messages.partnerRoles, value) }));
  }

  protected renderFields(): TemplateResult {
    const texts = this.messages.partnerUserForm;
    const body = this.bodyNow();
    return html`<fieldset class="section" part="section">
      <legend part="legend">${texts.section}</legend>
      ${textField(this.form, {
        path: 'email',
        label: texts.email,
        hint: format(texts.emailHint, { maximum: String(KIT_LIMITS.emailChars) }),
        type: 'email',
        autocomplete: 'off',
        spellcheck: false,
        required: true,
        body,
      })}
      ${choiceGroup(this.form, { path: 'roles', label: texts.roles, hint: texts.rolesHint, multiple: true, choices: this.roleChoices(this.form.get('roles')), body })}
    </fieldset>`;
  }
}
