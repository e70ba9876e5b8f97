/** selectOptions(): a select's options made once, kept while the choices are the same, labels as text. */
import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { selectOptions } from '../../src/elements/form/select-options.js';
import type { Choice } from '../../src/elements/form/fields.js';

const FR: readonly Choice[] = [
  { value: 'BE', label: 'Belgique' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: '<b>Allemagne</b>' },
];
const EN: readonly Choice[] = [
  { value: 'BE', label: 'Belgium' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
];

function show(container: HTMLElement, choices: readonly Choice[], value: string): HTMLSelectElement {
  render(html`<select><option value="">Choose</option>${selectOptions(choices, value)}</select>`, container);
  return container.querySelector('select')!;
}

describe('selectOptions()', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('shows each choice as an option, its label as text, with the value selected', () => {
    const select = show(container, FR, 'FR');
    expect([...select.options].map((option) => [option.value, option.text])).to.deep.equal([
      ['', 'Choose'],
      ['BE', 'Belgique'],
      ['FR', 'France'],
      ['DE', '<b>Allemagne</b>'],
    ]);
    expect(select.querySelector('b') === null, 'a label was parsed as markup').to.equal(true);
    expect(select.value).to.equal('FR');
    expect(show(container, FR, '').value).to.equal('');
  });

  it('keeps the same option nodes while the choices are the same, even as a new but equal list', () => {
    const select = show(container, FR, 'BE');
    const before = [...select.options];
    show(container, FR.map((choice) => ({ ...choice })), 'BE');
    expect([...select.options].every((option, index) => option === before[index])).to.equal(true);
  });

  it('applies a value set from outside after the person picked another one', () => {
    const select = show(container, FR, 'BE');
    select.value = 'DE';
    select.dispatchEvent(new Event('change'));
    expect(show(container, FR, 'FR').value).to.equal('FR');
    expect(show(container, FR, '').value).to.equal('');
  });

  it('replaces the options when the choices change (another language), keeping the value', () => {
    const select = show(container, FR, 'DE');
    show(container, EN, 'DE');
    expect([...select.options].map((option) => option.text)).to.deep.equal(['Choose', 'Belgium', 'France', 'Germany']);
    expect(select.value).to.equal('DE');
  });
});
