import { html, nothing, type TemplateResult } from 'lit';
import { asRecord, hasKey } from '../base/guards.js';
import { property } from 'lit/decorators.js';
import { getPartnerConfiguration } from '../../api/operations/partner.js';
import type { PartnerConfiguration } from '../../api/schemas/partner.js';
import { format } from '../../i18n/catalog.js';
import { partnerConfiguration } from './texts/en.js';
import { partnerConfigurationLocales } from '../../generated/locales/partner-configuration.js';
import { recordSection } from '../record/record-parts.js';
import { SvcRecordElement, type RecordHeading } from '../record/svc-record-element.js';
import { hostList, safeImageUrl } from '../base/backend-url.js';
import { listFormat, type ListFormat } from '../list/list-format.js';
import { addressLines, anyValue, fact, facts } from './configuration-facts.js';
import { partnerConfigurationStyles } from './svc-partner-configuration.styles.js';

type Section = keyof typeof partnerConfiguration.sections;

/** The fields the element places in its sections; any other is shown under "Other settings". */
const PLACED = new Set([
  'name', 'displayName', 'logoUrl', 'address', 'consumerOtpMessage', 'corporateOtpMessage', 'emailProperties',
  'contactInformation', 'limits', 'creationDate', 'updateDate',
]);

/**
 * The partner's own configuration as a page to read, for the partner's back office: its names and
 * logo, its address, the messages sent with one-time passwords, the sender of its e-mails, its
 * contacts and the default limits of its accounts, instant transfers and end-users with a limited
 * status.
 *
 * Read tolerantly: a field the answer leaves out reads "not given"; the default limits (whose
 * contents the spec does not show) and any field the kit does not know are shown as sent, as a
 * definition list. The logo is shown only from an `https:` address or the page's own origin, with
 * the partner's name as its text; any other address reads "not given". A page whose policy allows
 * images from some hosts only names them in `logo-hosts`: a logo elsewhere is not fetched.
 *
 * @summary The partner's configuration: names, logo, address, OTP messages, e-mail sender, contacts and default limits.
 * @tag svc-partner-configuration
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - The configuration could not be loaded. `detail: { operation, error }`.
 * @csspart base - The configuration, once loaded.
 * @csspart header - The partner's name and Refresh.
 * @csspart title - The partner's name.
 * @csspart section - Each group: also `section-identity`, `section-address`, `section-otp`, `section-email`, `section-contacts`, `section-limits`, `section-other`.
 * @csspart legend - The title of a group.
 * @csspart details - The facts of a group, as label and value.
 * @csspart logo - The partner's logo (an `<img>`).
 * @csspart refresh-button - Loads the configuration again.
 * @csspart error - A failed load; no configuration.
 * @csspart retry-button - Loads the configuration again after a failure.
 * @csspart loading - The configuration is being loaded.
 * @slot header - The partner's own words above the configuration (a heading, an introduction); nothing by default.
 * @slot actions - The partner's own buttons or links, beside Refresh.
 * @cssstate loading - The configuration is being loaded (first load or Refresh).
 * @cssstate error - The load failed.
 */
export class SvcPartnerConfiguration extends SvcRecordElement<PartnerConfiguration> {
  /** @internal */
  static override ownMessages = { partnerConfiguration };
  static override ownLocales = partnerConfigurationLocales;

  static override styles = [...SvcRecordElement.styles, ...partnerConfigurationStyles];

  /**
   * The hosts an `https:` logo may come from, space-separated (`cdn.bank.example`): those the page's
   * `img-src` allows. Empty: any. A logo on the page's own origin is always shown.
   */
  @property({ attribute: 'logo-hosts' }) logoHosts?: string;

  /** The configuration as last loaded (what "Get partner configuration" returns), or undefined. */
  get configuration(): PartnerConfiguration | undefined {
    return this.load.record;
  }

  // The record base's hooks

  /** One configuration per partner: loaded again when the adapter changes. */
  protected recordId() {
    return null;
  }

  protected loadRecord(_id: string, signal: AbortSignal) {
    return this.ops.run(getPartnerConfiguration, {}, { silent: true, signal });
  }

  protected recordTexts() {
    return this.messages.partnerConfiguration;
  }

  // Rendering

  protected recordHeading(record: PartnerConfiguration): RecordHeading {
    return { titleId: 'partner-name', title: record.displayName || record.name || this.messages.common.notGiven };
  }

  protected renderFacts(record: PartnerConfiguration) {
    const texts = this.messages.partnerConfiguration;
    const formats = listFormat(this.effectiveLocale);
    return html`${this.section('identity', this.identity(record, formats))}
      ${this.section('address', this.list([fact(texts.address, addressLines(record.address, formats), this.notGiven)]))}
      ${this.section('otp', this.list([
        fact(texts.consumerOtpMessage, record.consumerOtpMessage, this.notGiven),
        fact(texts.corporateOtpMessage, record.corporateOtpMessage, this.notGiven),
      ]))}
      ${this.section('email', this.list([
        fact(texts.senderEmailName, record.emailProperties?.senderEmailName, this.notGiven),
        fact(texts.senderEmailAddress, record.emailProperties?.senderEmailAddress, this.notGiven),
      ]))}
      ${this.section('contacts', this.contacts(record))}
      ${this.section('limits', this.limits(record, formats))}
      ${this.other(record, formats)}`;
  }

  private get notGiven(): string {
    return this.messages.common.notGiven;
  }

  private section(name: Section, content: unknown) {
    return recordSection(name, this.messages.partnerConfiguration.sections[name], content);
  }

  private list(rows: TemplateResult[]) {
    return html`<dl class="facts" part="details">${rows}</dl>`;
  }

  private identity(record: PartnerConfiguration, formats: ListFormat) {
    const texts = this.messages.partnerConfiguration;
    const logo = safeImageUrl(record.logoUrl, hostList(this.logoHosts));
    const name = record.displayName || record.name || '';
    return this.list([
      fact(texts.name, record.name, this.notGiven, 'identifier'),
      fact(texts.displayName, record.displayName, this.notGiven),
      fact(texts.logo, logo ? html`<img class="logo" part="logo" src=${logo} alt=${format(texts.logoAlt, { name })} />` : undefined, this.notGiven),
      fact(texts.creationDate, formats.date(record.creationDate), this.notGiven),
      fact(texts.updateDate, formats.date(record.updateDate), this.notGiven),
    ]);
  }

  private contacts(record: PartnerConfiguration) {
    const labels = this.messages.partnerConfiguration.contacts;
    const given = asRecord(record.contactInformation);
    const keys = [...Object.keys(labels), ...Object.keys(given).filter((key) => !(key in labels))];
    return this.list(keys.map((key) => fact(hasKey(labels, key) ? labels[key] : key, anyValue(given[key], this.messages, listFormat(this.effectiveLocale)), this.notGiven)));
  }

  private limits(record: PartnerConfiguration, formats: ListFormat) {
    const texts = this.messages.partnerConfiguration;
    const given = asRecord(record.limits);
    const keys = [...Object.keys(texts.limits), ...Object.keys(given).filter((key) => !(key in texts.limits))];
    return this.list(
      keys.map((key) => fact(hasKey(texts.limits, key) ? texts.limits[key] : key, anyValue(given[key], this.messages, formats, texts.limitNames), this.notGiven)),
    );
  }

  /** Fields the kit does not place: shown as sent, so that nothing the service says is hidden. */
  private other(record: PartnerConfiguration, formats: ListFormat) {
    const rest = Object.fromEntries(Object.entries(record).filter(([key]) => !PLACED.has(key)));
    if (Object.keys(rest).length === 0) return nothing;
    return this.section('other', html`<div part="details">${facts(rest, this.messages, formats)}</div>`);
  }
}
