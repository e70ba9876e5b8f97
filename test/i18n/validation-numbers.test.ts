import { expect } from '@open-wc/testing';
import { issueText } from '../../src/elements/form/messages.js';
import { en } from '../../src/i18n/en.js';
import { loadCatalog, registerShippedLocale, type Catalog } from '../../src/i18n/catalog.js';
import { baseLocales } from '../../src/i18n/shipped.js';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('validation messages in the locale', () => {
  it('write their limits as the locale writes numbers and file sizes', async () => {
    registerShippedLocale('fr', baseLocales.fr);
    registerShippedLocale('de', baseLocales.de);
    const fr = await loadCatalog('fr', en as unknown as Catalog);
    const de = await loadCatalog('de', en as unknown as Catalog);
    const tooBig = { code: 'too_big', origin: 'number', maximum: 999_999_999.99, path: [], message: '' };
    expect(spaces(issueText(fr, tooBig, false, 'fr'))).to.equal('Saisissez une valeur inférieure ou égale à 999 999 999,99.');
    expect(issueText(de, tooBig, false, 'de')).to.equal('Bitte geben Sie 999.999.999,99 oder weniger ein.');
    expect(issueText(en as unknown as Catalog, tooBig)).to.equal('Enter 999,999,999.99 or less.');
    const fileSize = { code: 'custom', params: { rule: 'file-size' }, path: [], message: '' };
    expect(spaces(issueText(fr, fileSize, false, 'fr'))).to.equal('Le fichier doit faire moins de 5 Mo.');
  });

  it('name the amount expected when text stands where a number belongs, written as the locale writes it', async () => {
    registerShippedLocale('fr', baseLocales.fr);
    const fr = await loadCatalog('fr', en as unknown as Catalog);
    const typed = { code: 'invalid_type', expected: 'number', input: '25,50', path: [], message: '' };
    expect(issueText(en as unknown as Catalog, typed)).to.equal('Enter an amount like 25.50.');
    expect(issueText(fr, { ...typed, input: '25.5.0' }, false, 'fr')).to.equal('Saisissez un montant comme 25,50.');
    // Anything else where a number belongs (a partner's value of the wrong type) is not taken for typed text.
    expect(issueText(en as unknown as Catalog, { ...typed, input: true })).to.equal('This value is not valid.');
  });
});
