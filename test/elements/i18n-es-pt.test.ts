/**
 * Spanish (`es`) and Portuguese as written in Portugal (`pt-PT`): what a person sees in each, and how
 * a page's tag finds them (`es-ES` and `es`; `pt-PT`, `pt` and `pt-BR`, the kit shipping Portugal's only).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT } from '../engines.js';
import '../../src/define.js';
import { hasLocale } from '../../src/i18n/catalog.js';
import { shippedTag } from '../../src/i18n/shipped.js';
import { createSandboxAdapter } from '../../src/sandbox/index.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import type { SvcLedgerCreate } from '../../src/elements/ledger-create/svc-ledger-create.js';
import type { SvcScaPending } from '../../src/elements/sca-pending/svc-sca-pending.js';
import type { SvcConsumerForm } from '../../src/elements/consumer-form/svc-consumer-form.js';
import { uploadForm } from './upload-form.js';
import { consumerChecksHere } from './form-helpers.js';

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const statusLine = (list: SvcLedgerList) => part(list, 'status')?.textContent?.trim() ?? '';
const medium = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** The ledger list in `locale`, its first page of 20 shown, and the date of its first (oldest) ledger. */
async function ledgerList(locale: string): Promise<{ list: SvcLedgerList; oldest: string }> {
  const { adapter, sandbox } = createSandboxAdapter();
  const list = await fixture<SvcLedgerList>(html`<svc-ledger-list locale=${locale} page-size="20" .adapter=${adapter}></svc-ledger-list>`);
  await waitUntil(() => statusLine(list).includes('gina'), `no count in ${locale}`, { timeout: 5000 });
  const oldest = [...sandbox.data.ledgers.values()].sort((a, b) => a.creationDate.localeCompare(b.creationDate))[0]!.creationDate;
  return { list, oldest };
}

/** The limits hint of the ledger form in `locale`: it writes an amount as an example. */
async function limitsHint(locale: string): Promise<string> {
  const { adapter } = createSandboxAdapter();
  const el = await fixture<SvcLedgerCreate>(html`<svc-ledger-create locale=${locale} .adapter=${adapter}></svc-ledger-create>`);
  await el.updateComplete;
  return el.shadowRoot!.querySelector('#limits-hint')!.textContent!.replace(/\s+/g, ' ').trim();
}

/**
 * The consumer form in `locale` submitted empty (`count` fields to fix, what its status says), and an
 * SCA wait with 90 s left (or 89 when a loaded engine took a second to render it): its countdown, what
 * it announces and what it shows.
 */
async function attentionAndCountdown(locale: string) {
  const { adapter } = createSandboxAdapter();
  const form = await fixture<SvcConsumerForm>(html`<svc-consumer-form locale=${locale} .adapter=${adapter}></svc-consumer-form>`);
  await consumerChecksHere(form);
  const count = form.validate().length;
  await form.submit();
  const status = form.shadowRoot!.querySelector('[role="status"]')!.textContent!;
  const sca = await fixture<SvcScaPending>(html`<svc-sca-pending locale=${locale} expires-at=${Date.now() + 89_500}></svc-sca-pending>`);
  return {
    count,
    status,
    countdown: part(sca, 'countdown')!.textContent!.replace(/\s+/g, ' '),
    announced: sca.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim().replace(/\s+/g, ' '),
    shown: text(sca),
  };
}

describe('Spanish (es)', () => {
  for (const locale of ['es', 'es-ES']) {
    it(`${locale}: the ledger list in Spanish, its count in the plural, its dates as Spain writes them`, async () => {
      const { list, oldest } = await ledgerList(locale);
      expect(statusLine(list)).to.equal('33 cuentas · Página 1 de 2');
      expect(text(list)).to.contain('Filtros');
      expect(text(list)).to.contain(medium('es', oldest));
      expect(text(list)).not.to.contain('accounts');
    });
  }

  it('one file and several: the forms of a count', async () => {
    const { counts } = await uploadForm('es');
    expect(await counts([1, 2])).to.deep.equal(['Enviar 1 archivo', 'Enviar 3 archivos']);
  });

  it('an amount as Spain writes it: a decimal comma, no group separator under 10 000', async () => {
    expect(await limitsHint('es')).to.contain('por ejemplo 1500,50,');
  });

  it('how many fields need attention, and a countdown, in Spanish', async () => {
    const { count, status, countdown, announced, shown } = await attentionAndCountdown('es');
    expect(count).to.be.greaterThan(1);
    expect(status).to.contain(`Hay ${count} campos que revisar.`);
    expect(countdown).to.match(/^Tiempo restante: 1 min (30|29) s$/);
    expect(announced).to.match(/^Aprobación necesaria\. Tiempo restante: 1 minuto y (30|29) segundos\.$/);
    expect(shown).to.contain('Abra la notificación enviada a su dispositivo registrado');
  });
});

describe('Portuguese as written in Portugal (pt-PT)', () => {
  for (const locale of ['pt-PT', 'pt', 'PT-pt']) {
    it(`${locale}: the ledger list in Portugal's Portuguese, its count in the plural, its dates as Portugal writes them`, async () => {
      const { list, oldest } = await ledgerList(locale);
      expect(statusLine(list)).to.equal('33 contas · Página 1 de 2');
      expect(text(list)).to.contain('Filtros');
      expect(text(list)).to.contain(medium('pt-PT', oldest));
      // Brazil writes the month in words ("12 de mar. de 2024"); Portugal in digits.
      expect(medium('pt', oldest)).not.to.equal(medium('pt-PT', oldest));
      expect(text(list)).not.to.contain(medium('pt', oldest));
    });
  }

  it('one file and several: the forms of a count', async () => {
    const { counts } = await uploadForm('pt-PT');
    expect(await counts([1, 2])).to.deep.equal(['Enviar 1 ficheiro', 'Enviar 3 ficheiros']);
  });

  it('an amount as Portugal writes it, for pt and pt-PT alike: no group separator under 10 000 (Brazil writes 1.500,50)', async () => {
    for (const locale of ['pt-PT', 'pt']) {
      const hint = await limitsHint(locale);
      expect(hint, locale).to.contain('por exemplo 1500,50,');
      expect(hint, locale).not.to.contain('1.500,50');
    }
  });

  it('how many fields need attention, and a countdown, in Portuguese', async () => {
    const { count, status, countdown, announced, shown } = await attentionAndCountdown('pt-PT');
    expect(status).to.contain(`${count} campos precisam de ser revistos.`);
    expect(countdown).to.match(/^Tempo restante: 1 min e (30|29) s$/);
    expect(announced).to.match(/^Aprovação necessária\. Tempo restante: 1 minuto e (30|29) segundos\.$/);
    expect(shown).to.contain('Abra a notificação enviada para o seu dispositivo registado');
  });

  it('pt-BR reads the kit’s Portuguese (Portugal) rather than English, with Brazil’s own numbers and dates', async () => {
    const sca = await fixture<SvcScaPending>(html`<svc-sca-pending locale="pt-BR" expires-at=${Date.now() + 60_000}></svc-sca-pending>`);
    await waitUntil(() => text(sca).includes('Aprovação necessária'), 'pt-BR was not shown in Portuguese', MODULE_WAIT);
    expect(text(sca)).not.to.contain('Approval needed');
    expect(await limitsHint('pt-BR')).to.contain('por exemplo 1.500,50,');
  });
});

describe('matching a tag to a shipped language', () => {
  it('a bare language the kit ships for one region is that region; every other tag stays as given', () => {
    const expected = { pt: 'pt-PT', PT: 'pt-PT', 'pt-PT': 'pt-PT', 'pt-BR': 'pt-BR', es: 'es', 'es-ES': 'es-ES', 'fr-BE': 'fr-BE', xx: 'xx' };
    for (const [given, tag] of Object.entries(expected)) expect(shippedTag(given), given).to.equal(tag);
  });

  it('once an element has registered the kit’s catalogs, es, es-ES, es-MX, pt, pt-PT and pt-BR have texts', async () => {
    await fixture(html`<svc-sca-pending locale="es" expires-at=${Date.now() + 60_000}></svc-sca-pending>`);
    for (const locale of ['es', 'es-ES', 'es-MX', 'pt', 'pt-PT', 'pt-pt', 'pt-BR']) expect(hasLocale(locale), locale).to.equal(true);
    expect(hasLocale('ro')).to.equal(false);
  });
});
