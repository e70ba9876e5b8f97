/**
 * Italian and Polish as a person reads them: the elements' words, the forms of a count (Polish has
 * one, few and many where English has two), and the numbers and dates Intl writes for each.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/define.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import type { SvcLedgerCreate } from '../../src/elements/ledger-create/svc-ledger-create.js';
import type { SvcConsumerForm } from '../../src/elements/consumer-form/svc-consumer-form.js';
import { uploadForm } from './upload-form.js';
import { consumerChecksHere } from './form-helpers.js';

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const statusLine = (list: SvcLedgerList) => part(list, 'status')?.textContent?.trim() ?? '';

/** The sandbox's oldest ledger: the first row of a list in its default order. */
function oldestLedgerDate(sandbox: ReturnType<typeof createSandboxAdapter>['sandbox']): Date {
  const first = [...sandbox.data.ledgers.values()].sort((a, b) => a.creationDate.localeCompare(b.creationDate))[0];
  return new Date(first.creationDate);
}

async function ledgerList(locale: string, pageWord: string) {
  const { adapter, sandbox } = createSandboxAdapter();
  const list = await fixture<SvcLedgerList>(html`<svc-ledger-list locale=${locale} page-size="20" .adapter=${adapter}></svc-ledger-list>`);
  await waitUntil(() => statusLine(list).includes(pageWord), `no ${locale} count`, { timeout: 5000 });
  return { list, date: oldestLedgerDate(sandbox) };
}

async function ledgerCreate(locale: string, submit: string) {
  const { adapter } = createSandboxAdapter();
  const form = await fixture<SvcLedgerCreate>(html`<svc-ledger-create locale=${locale} end-user-id=${SEED.consumers.alice} .adapter=${adapter}></svc-ledger-create>`);
  await waitUntil(() => text(form).includes(submit), `the ${locale} form did not render`, { timeout: 5000 });
  return form;
}

describe('Italian', () => {
  it('the ledger count and page in Italian words, and the creation date as Italian writes it', async () => {
    const { list, date } = await ledgerList('it', 'Pagina');
    expect(statusLine(list)).to.equal('33 conti · Pagina 1 di 2');
    expect(text(list)).to.contain('Prima i meno recenti');
    const written = new Intl.DateTimeFormat('it', { dateStyle: 'medium' }).format(date);
    // Day, abbreviated month in Italian, year: "15 gen 2025".
    expect(written).to.match(/^\d{1,2} [a-z]{3} \d{4}$/);
    expect(text(list)).to.contain(written);
  });

  it('amounts with a decimal comma and dots between thousands, in an Italian sentence', async () => {
    const form = await ledgerCreate('it', 'Apri il conto');
    // Engines differ on a dot in four digits (Chromium writes 1500,50, WebKit 1.500,50): Intl decides.
    const example = new Intl.NumberFormat('it', { minimumFractionDigits: 2 }).format(1500.5);
    expect(example).to.match(/^1\.?500,50$/);
    expect(text(form)).to.contain(`Importi in euro, ad esempio ${example}, con al massimo 2 decimali e fino a 999.999.999,99.`);
    expect(text(form)).to.contain('Paese dell’IBAN');
  });
});

describe('Polish', () => {
  it('33 ledgers take the "few" form, and the creation date is written as Polish writes it', async () => {
    const { list, date } = await ledgerList('pl', 'Strona');
    expect(new Intl.PluralRules('pl').select(33)).to.equal('few');
    expect(statusLine(list)).to.equal('33 rachunki · Strona 1 z 2');
    expect(text(list)).to.contain('Od najstarszych');
    const written = new Intl.DateTimeFormat('pl', { dateStyle: 'medium' }).format(date);
    // Day, abbreviated month in Polish, year: "15 sty 2025".
    expect(written).to.match(/^\d{1,2} \p{L}{3} \d{4}$/u);
    expect(text(list)).to.contain(written);
  });

  it('a file count in its one, few and many forms: 1 plik, 2 and 22 pliki, 5 and 12 plików', async () => {
    const { el: upload, counts } = await uploadForm('pl');
    await waitUntil(() => text(upload).includes('Wybierz pliki'), 'not in Polish', { timeout: 5000 });
    expect(await counts([1, 1, 3, 7, 10])).to.deep.equal(['Prześlij 1 plik', 'Prześlij 2 pliki', 'Prześlij 5 plików', 'Prześlij 12 plików', 'Prześlij 22 pliki']);
  });

  it('amounts with a decimal comma and spaces between thousands, as Polish writes them', async () => {
    const form = await ledgerCreate('pl', 'Otwórz rachunek');
    const example = new Intl.NumberFormat('pl', { minimumFractionDigits: 2 }).format(1500.5);
    expect(example).to.match(/^1\s?500,50$/);
    expect(text(form)).to.contain(`Kwoty w euro, np. ${example.replace(/\s/g, ' ')}, najwyżej 2 miejsca po przecinku i do 999 999 999,99.`);
    expect(text(form)).to.contain('Kraj numeru IBAN');
  });
});

describe('Italian and Polish: how many fields need attention', () => {
  it('says the count in the form that fits it', async () => {
    const { adapter } = createSandboxAdapter();
    const words: Record<string, Record<string, string>> = {
      it: { one: 'campo da verificare', other: 'campi da verificare' },
      pl: { one: 'pole wymaga', few: 'pola wymagają', many: 'pól wymaga' },
    };
    for (const locale of ['it', 'pl']) {
      const form = await fixture<SvcConsumerForm>(html`<svc-consumer-form locale=${locale} .adapter=${adapter}></svc-consumer-form>`);
      await waitUntil(() => text(form).includes(locale === 'it' ? 'Crea il profilo' : 'Utwórz profil'), `not in ${locale}`, { timeout: 5000 });
      await consumerChecksHere(form);
      const count = form.validate().length;
      await form.submit();
      const said = form.shadowRoot!.querySelector('[role="status"]')!.textContent!;
      const category = new Intl.PluralRules(locale).select(count);
      expect(said, locale).to.contain(`${count} ${words[locale]![category]}`);
    }
  });
});
