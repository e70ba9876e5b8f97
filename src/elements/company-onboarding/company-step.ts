/**
 * The view of the company step (the company's details as given, and the person's confirmation), with
 * its words and styles: fetched when that step opens (`loadStep`), with the steps' module, never with
 * a page that opens on a later step.
 */
import { css, html, nothing } from 'lit';
import { countryName } from '../../api/formats/index.js';
import { laterWords } from '../journey/later-words.js';
import { adoptStyles, confirm, type OwnView } from './later-steps.js';
import { companyTexts } from './texts/company-step.js';

const words = laterWords('companyOnboarding', companyTexts);

const styles = css`
  .details {
    display: grid;
    gap: calc(var(--_space) * 0.75);
    margin: 0 0 calc(var(--_space) * 2);
  }
  .details > div {
    display: grid;
    grid-template-columns: minmax(8rem, 14rem) minmax(0, 1fr);
    gap: var(--_space);
  }
  .details dt {
    color: var(--_muted);
  }
  .details dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @container svc-journey (max-width: 30rem) {
    .details > div {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
  }
`;

/** The company's details as given, drawn once their words are here in the page's language. */
export const view: OwnView = {
  ready: (locale) => words.ready(locale),
  draw: (_step, { facts, known }) => {
    const { journey, hooks } = known;
    const texts = words.in(hooks.locale(), journey);
    if (!texts) return nothing;
    adoptStyles(journey.renderRoot, styles);
    const details = journey.company ?? {};
    const rows: [string, string | undefined][] = [
      [texts.legalName, details.legalName],
      [texts.registrationNumber, details.registrationNumber],
      [texts.country, details.isoCountryCode === undefined ? undefined : countryName(details.isoCountryCode, hooks.locale())],
      [texts.address, details.address],
    ];
    return html`<dl part="details" class="details">
        ${rows.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value ?? hooks.notGiven()}</dd></div>`)}
      </dl>
      <p part="notice">${texts.detailsWrong}</p>
      ${facts.detailsConfirmed ? nothing : html`<div class="actions"><button type="button" part="confirm-button" @click=${() => confirm(known)}>${texts.confirmDetails}</button></div>`}`;
  },
};
