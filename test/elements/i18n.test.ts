import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT } from '../engines.js';
import '../../src/define.js';
import { registerLocale } from '../../src/i18n/catalog.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import type { SvcScaPending } from '../../src/elements/sca-pending/svc-sca-pending.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import type { SvcConsumerForm } from '../../src/elements/consumer-form/svc-consumer-form.js';
import type { SvcProvider } from '../../src/elements/provider/svc-provider.js';
import { uploadForm } from './upload-form.js';

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const statusLine = (list: SvcLedgerList) => part(list, 'status')?.textContent?.trim() ?? '';
const inAMinute = () => Date.now() + 60_000;

describe('message catalogs at run time', () => {
  it('a locale the kit does not ship: registered by the partner, loaded once on demand, English for what it lacks', async () => {
    let loads = 0;
    registerLocale('sv', async () => {
      loads++;
      return { scaPending: { title: 'Godkännande krävs', cancel: 'Avbryt' } };
    });
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending locale="sv-FI" expires-at=${inAMinute()}></svc-sca-pending>`);
    // The first render waits for the catalog: no English flashes before Swedish.
    expect(text(el)).to.contain('Godkännande krävs');
    expect(text(el)).to.contain('Avbryt');
    expect(text(el)).to.contain('Open the notification we sent');
    const again = await fixture<SvcScaPending>(html`<svc-sca-pending locale="sv" expires-at=${inAMinute()}></svc-sca-pending>`);
    expect(text(again)).to.contain('Godkännande krävs');
    expect(loads).to.equal(1);
  });

  it('a partner overrides some shipped texts; the rest of the shipped language stays', async () => {
    registerLocale('fr', { scaPending: () => Promise.resolve({ title: 'Validez dans votre appli' }) });
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending locale="fr" expires-at=${inAMinute()}></svc-sca-pending>`);
    expect(text(el)).to.contain('Validez dans votre appli');
    expect(text(el)).to.contain('Ouvrez la notification envoyée sur votre appareil enregistré');
  });

  it('takes the locale from the provider; an unregistered locale stays English', async () => {
    const { adapter } = createSandboxAdapter();
    const provider = await fixture(html`<svc-provider locale="de"><svc-ledger-list .adapter=${adapter}></svc-ledger-list></svc-provider>`);
    const list = provider.querySelector('svc-ledger-list') as SvcLedgerList;
    await waitUntil(() => text(list).includes('Neueste zuerst'), 'the provider locale was not used', MODULE_WAIT);
    const other = await fixture(html`<svc-provider locale="xx"><svc-ledger-list .adapter=${adapter}></svc-ledger-list></svc-provider>`);
    const english = other.querySelector('svc-ledger-list') as SvcLedgerList;
    await waitUntil(() => text(english).includes('EUR'));
    expect(text(english)).to.contain('Filters');
  });

  it('a catalog that fails to load leaves English, with a console warning', async () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      registerLocale('da', () => Promise.reject(new Error('offline')));
      const el = await fixture<SvcScaPending>(html`<svc-sca-pending locale="da" expires-at=${inAMinute()}></svc-sca-pending>`);
      await waitUntil(() => warnings.length > 0, 'no warning', MODULE_WAIT);
      expect(text(el)).to.contain('Approval needed');
      expect(String(warnings[0])).to.match(/"da" messages could not be loaded/);
    } finally {
      console.warn = original;
    }
  });
});

describe('service errors in the element locale', () => {
  it('a duplicate phone is reported on the field in the form locale', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const taken = [...sandbox.data.consumers.values()][0].phone;
    const form = await fixture<SvcConsumerForm>(html`<svc-consumer-form locale="nl" .adapter=${adapter}></svc-consumer-form>`);
    form.value = { phone: { countryCode: taken.countryCode, number: taken.number } };
    await form.submit();
    await waitUntil(() => text(form).includes('Dit telefoonnummer wordt al gebruikt door een andere klant.'), 'the message was not in the form locale', MODULE_WAIT);
  });
});

describe('changing the provider locale', () => {
  it('re-renders every element inside it in the new language, without a reload, keeping the sandbox data', async () => {
    const { adapter } = createSandboxAdapter();
    const provider = await fixture<SvcProvider>(html`<svc-provider .adapter=${adapter}>
      <svc-consumer-form></svc-consumer-form>
      <svc-beneficiary-form end-user-id=${SEED.consumers.alice}></svc-beneficiary-form>
      <svc-card-view card-id=${SEED.cards.alicePhysical} end-user-id=${SEED.consumers.alice}></svc-card-view>
      <svc-document-upload end-user-id=${SEED.consumers.bruno}></svc-document-upload>
      <svc-ledger-list></svc-ledger-list>
      <svc-sca-pending expires-at=${Date.now() + 120_000}></svc-sca-pending>
    </svc-provider>`);
    const $ = (tag: string) => provider.querySelector(tag)!;
    // A text each element shows, by language.
    const expected: Record<string, Record<string, string>> = {
      'svc-consumer-form': { en: 'Create profile', fr: 'Créer le profil', lt: 'Sukurti profilį', bg: 'Създаване на профил' },
      'svc-beneficiary-form': { en: 'Add beneficiary', fr: 'Ajouter le bénéficiaire', lt: 'Pridėti gavėją', bg: 'Добавяне на получател' },
      'svc-card-view': { en: 'Show PIN', fr: 'Afficher le code PIN', lt: 'Rodyti PIN kodą', bg: 'Показване на ПИН' },
      'svc-document-upload': { en: 'Choose files', fr: 'Choisir des fichiers', lt: 'Pasirinkite failus', bg: 'Изберете файлове' },
      'svc-ledger-list': { en: 'Newest first', fr: 'Plus récents d’abord', lt: 'Naujausios pirmiau', bg: 'Първо най-новите' },
      'svc-sca-pending': { en: 'Approval needed', fr: 'Ouvrez la notification envoyée', lt: 'Reikia patvirtinimo', bg: 'Необходимо е потвърждение' },
    };
    const showsAll = (locale: string) => Object.entries(expected).every(([tag, texts]) => text($(tag)).includes(texts[locale]));
    await waitUntil(() => showsAll('en') && text($('svc-ledger-list')).includes('EUR'), 'English did not render', { timeout: 5000 });
    const list = $('svc-ledger-list') as SvcLedgerList;
    const englishStatus = statusLine(list);
    // Something typed before the switch is still there after it.
    const form = $('svc-consumer-form') as SvcConsumerForm;
    const firstName = () => form.shadowRoot!.querySelector<HTMLInputElement>('[name$="firstName"]')!;
    firstName().value = 'Aurélie';
    firstName().dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    for (const locale of ['fr', 'lt', 'bg', 'en']) {
      provider.locale = locale;
      await waitUntil(() => showsAll(locale), `not every element switched to ${locale}: ${Object.keys(expected).filter((tag) => !text($(tag)).includes(expected[tag][locale])).join(', ')}`, { timeout: 5000 });
    }
    // The same ledgers (same sandbox) are counted again in English.
    expect(statusLine(list)).to.equal(englishStatus);
    expect(firstName().value).to.equal('Aurélie');
    expect(JSON.stringify(form.value)).to.contain('Aurélie');
    expect(provider.adapter).to.equal(adapter);
  });
});

describe('counts, dates and countdowns by Intl, in the element locale', () => {
  it('French: the ledger count and page, and the creation date as French writes it', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const list = await fixture<SvcLedgerList>(html`<svc-ledger-list locale="fr" page-size="20" .adapter=${adapter}></svc-ledger-list>`);
    await waitUntil(() => statusLine(list).includes('Page'), 'no count', { timeout: 5000 });
    expect(statusLine(list)).to.equal('33 comptes · Page 1 sur 2');
    const first = [...sandbox.data.ledgers.values()].sort((a, b) => a.creationDate.localeCompare(b.creationDate))[0]; // oldest first, the list's default
    const date = new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(new Date(first.creationDate));
    expect(text(list)).to.contain(date);
  });

  it('Lithuanian: the forms of a count (one, few, other) where English has two', async () => {
    const { adapter } = createSandboxAdapter();
    const list = await fixture<SvcLedgerList>(html`<svc-ledger-list locale="lt" page-size="20" .adapter=${adapter}></svc-ledger-list>`);
    await waitUntil(() => statusLine(list).includes('Puslapis'), 'no count', { timeout: 5000 });
    // 33 → "few" in Lithuanian.
    expect(statusLine(list)).to.equal('33 sąskaitos · Puslapis 1 iš 2');
    const { counts } = await uploadForm('lt');
    expect(await counts([1, 2, 8])).to.deep.equal(['Įkelti 1 failą', 'Įkelti 3 failus', 'Įkelti 11 failų']);
  });

  it('Lithuanian and French: how many fields need attention', async () => {
    const { adapter } = createSandboxAdapter();
    for (const [locale, expected] of [
      ['lt', /Reikia patikrinti \d+ (lauką|laukus|laukų)\./],
      ['fr', /\d+ champs? (est|sont) à vérifier\./],
    ] as const) {
      const form = await fixture<SvcConsumerForm>(html`<svc-consumer-form locale=${locale} .adapter=${adapter}></svc-consumer-form>`);
      const count = form.validate().length;
      await form.submit();
      const said = form.shadowRoot!.querySelector('[role="status"]')!.textContent!;
      expect(said).to.match(expected);
      const category = new Intl.PluralRules(locale).select(count);
      const word = { lt: { one: 'lauką', few: 'laukus', other: 'laukų' }, fr: { one: 'champ est', other: 'champs sont' } }[locale] as Record<string, string>;
      expect(said).to.contain(`${count} ${word[category]}`);
    }
  });

  it('a countdown in the locale: French and Lithuanian units, spelled out when announced', async () => {
    const fr = await fixture<SvcScaPending>(html`<svc-sca-pending locale="fr" expires-at=${Date.now() + 89_500}></svc-sca-pending>`);
    expect(part(fr, 'countdown')!.textContent!.replace(/\s+/g, ' ')).to.equal('Temps restant : 1 min 30 s');
    expect(fr.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim().replace(/\s+/g, ' ')).to.equal('Validation requise. Temps restant : 1 minute et 30 secondes.');
    const lt = await fixture<SvcScaPending>(html`<svc-sca-pending locale="lt" expires-at=${Date.now() + 44_500}></svc-sca-pending>`);
    expect(part(lt, 'countdown')!.textContent!.replace(/\s+/g, ' ')).to.equal('Liko 45 sek.');
    expect(lt.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim().replace(/\s+/g, ' ')).to.equal('Reikia patvirtinimo. Liko 45 sekundės.');
  });
});
