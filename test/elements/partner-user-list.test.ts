/** <svc-partner-user-list>: the partner's team, by email address, with roles in words and dates. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/partner-user-list/define.js';
import type { SvcPartnerUserList } from '../../src/elements/partner-user-list/svc-partner-user-list.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { en } from '../../src/i18n/en.js';
import { $, lastQueryFor, root, sandboxListOf, settled, summary, text } from './list-helpers.js';

const rows = (el: SvcPartnerUserList) => [...root(el).querySelectorAll<HTMLElement>('[part~="row"]')];
const emails = (el: SvcPartnerUserList) => rows(el).map((row) => text(row.querySelector('[part~="title"]')!));
/** An account's dates, as label → value. */
const dates = (row: HTMLElement) => Object.fromEntries([...row.querySelectorAll('[part~="details"] div')].map((pair) => [text(pair.querySelector('dt')!), text(pair.querySelector('dd')!)]));
const roles = (row: HTMLElement) => [...row.querySelectorAll('[part~="badge"]')].map(text);
const lastQuery = (sandbox: Sandbox) => lastQueryFor(sandbox, 'listPartnerUsers');

const list = (locale = 'en') => sandboxListOf<SvcPartnerUserList>((adapter) => html`<svc-partner-user-list .adapter=${adapter} locale=${locale}></svc-partner-user-list>`);

describe('<svc-partner-user-list>', () => {
  it('lists the team by email address, A to Z, each with its roles in words and its dates', async () => {
    const { el, sandbox } = await list();
    expect(lastQuery(sandbox).get('sortAttribute')).to.equal('EMAIL');
    expect(lastQuery(sandbox).get('sortDirection')).to.equal('ASC');
    expect(summary(el)).to.equal('3 team members · Page 1 of 1');
    expect(emails(el)).to.deep.equal(['admin@pebble-money.example', 'compliance@pebble-money.example', 'operations@pebble-money.example']);
    const compliance = rows(el)[1]!;
    expect(roles(compliance)).to.deep.equal(['View a beneficiary', 'Cancel direct debit mandates']);
    expect(dates(compliance)).to.deep.equal({ Created: 'Jan 15, 2025', Updated: 'Jan 15, 2025' });
    expect(dates(rows(el)[2]!)).to.deep.equal({ Created: 'Dec 2, 2024', Updated: 'Jan 8, 2025' });
    await expect(el).to.be.accessible();
  });

  it('sorts Z to A when asked', async () => {
    const { el, sandbox } = await list();
    const sort = $<HTMLSelectElement>(el, '[part~="toolbar"] select')!;
    sort.value = 'DESC';
    sort.dispatchEvent(new Event('change'));
    await settled(el);
    expect(lastQuery(sandbox).get('sortDirection')).to.equal('DESC');
    expect(emails(el)).to.deep.equal(['operations@pebble-money.example', 'compliance@pebble-money.example', 'admin@pebble-money.example']);
  });

  it('shows a role it does not know by its code, an account with no role as such, and one whose roles are not given as not given', async () => {
    const page = {
      content: [
        { id: 'aa000000-0000-4000-8000-00000000000a', email: 'a@bank.example', roles: ['TEAM_LEAD', 'ACCOUNT_CREATE'], creationDate: '2025-03-02T10:00:00Z', updateDate: '2025-03-03T10:00:00Z' },
        { id: 'aa000000-0000-4000-8000-00000000000b', email: 'b@bank.example', roles: [], creationDate: '2025-03-02T10:00:00Z', updateDate: '2025-03-02T10:00:00Z' },
        { id: 'aa000000-0000-4000-8000-00000000000c', email: 'c@bank.example', creationDate: '2025-03-02T10:00:00Z', updateDate: '2025-03-02T10:00:00Z' },
      ],
      totalElements: 3,
      page: 0,
      pageSize: 20,
    };
    const adapter = { sandbox: false, request: async () => page } as unknown as FetchAdapter;
    const el = await fixture<SvcPartnerUserList>(html`<svc-partner-user-list .adapter=${adapter}></svc-partner-user-list>`);
    await settled(el);
    const [a, b, c] = rows(el);
    expect(roles(a!)).to.deep.equal(['TEAM_LEAD', 'Open accounts']);
    expect(text(b!.querySelector('.roles')!)).to.equal('Roles No roles');
    expect(text(c!.querySelector('.roles')!)).to.equal(`Roles ${en.common.notGiven}`);
  });

  it('speaks French, roles and dates included', async () => {
    const { el } = await list('fr');
    await waitUntil(() => summary(el).startsWith('3 membres'), 'not in French');
    expect(roles(rows(el)[1]!)).to.deep.equal(['Consulter un bénéficiaire', 'Annuler des mandats de prélèvement']);
    expect(dates(rows(el)[1]!)).to.deep.equal({ 'Créé le': '15 janv. 2025', 'Modifié le': '15 janv. 2025' });
  });
});
