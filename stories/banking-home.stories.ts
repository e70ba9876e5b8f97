import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { SEED } from '../src/sandbox/index.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcBankingHome } from '../src/elements/banking-home/svc-banking-home.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list. The views' elements are fetched by the home.
defineElement('svc-banking-home', SvcBankingHome);
defineElement('svc-provider', SvcProvider);

interface Args {
  sections: string;
  view: string;
}

/**
 * `<svc-banking-home>` is a customer's banking as one tag: accounts, cards, people paid, documents
 * and adding money, each view one of the kit's elements fetched the first time it opens. `sections`
 * chooses the sections; the element keeps its place in the address's fragment (`#/cards`) unless
 * `routing="path"` (with `base-path`) or `routing="none"` (the host app routes, through
 * `svc-navigate` and `view`). These stories use `routing="none"`, so that the docs page's stories
 * do not share one address; each move still fires `svc-navigate`.
 */
/** The rules in force your records hold for a card (no operation reads them): here, Alice's physical card's partner limit. */
const rulesInForce = (cardId: string) =>
  cardId === SEED.cards.alicePhysical ? [{ type: 'DAILY_MAX_SPEND', value: 1000, creatorType: 'PARTNER', creationDate: '2024-11-04T00:00:00Z' }] : [];

const meta: Meta<Args> = {
  title: 'Journeys/svc-banking-home',
  component: 'svc-banking-home',
  tags: ['autodocs'],
  args: { sections: 'accounts cards people documents add-money', view: 'accounts' },
  argTypes: {
    sections: { control: 'text', description: 'The sections shown, by name, separated by spaces.' },
    view: { control: 'text', description: 'The view shown (`accounts`, `cards`, `card/<id>`, `account/<id>`, `card-order`, `people`, `documents`, `add-money`).' },
  },
  render: (args) => html`
    <svc-provider sandbox>
      <svc-banking-home
        routing="none"
        sections=${args.sections}
        view=${args.view}
        end-user-id=${SEED.consumers.alice}
        card-profile-id=${SEED.cardProfiles.standard}
        card-profile-name="Standard debit"
        holder-name="Alice Martin"
        .cardRules=${rulesInForce}
      ></svc-banking-home>
    </svc-provider>
  `,
};
export default meta;
type Story = StoryObj<Args>;

/** Alice's home: her accounts first. */
export const Accounts: Story = {};

/** An account's details and its sub-accounts. */
export const Account: Story = { args: { view: `account/${SEED.ledgers.aliceMain}` } };

/** A card, with its PIN and number on demand and its rules (started from the rules in force the page gives, `cardRules`). */
export const Card: Story = { args: { view: `card/${SEED.cards.alicePhysical}` } };

/** Adding someone to pay. */
export const PeoplePaid: Story = { args: { view: 'people' } };

/** The partner's own choice of sections: cards and documents only. */
export const ChosenSections: Story = { args: { sections: 'cards documents', view: 'cards' } };

/** In French (`locale="fr"` on the provider). */
export const French: Story = {
  render: () => html`
    <svc-provider sandbox locale="fr">
      <svc-banking-home routing="none" end-user-id=${SEED.consumers.alice}></svc-banking-home>
    </svc-provider>
  `,
};
