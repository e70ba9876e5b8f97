/**
 * Pure helpers of <svc-ledger-list>: the order rows are shown in (virtual ledgers under their
 * parent), the slice of rows a scrolled viewport needs, and readable labels. No DOM here.
 */
import { ledgerSuspendable } from '../../api/ledger-usage.js';
import { ownString } from '../../api/own.js';
import type { Ledger } from '../../api/schemas/ledger.js';
import type { BadgeTone } from '../list/badge.js';

/** One visible row: a ledger and where it sits in the tree. */
export interface LedgerRow {
  ledger: Ledger;
  /** 1 for a ledger shown on its own, 2 for a virtual ledger under its parent, and so on. */
  level: number;
  /** The parent, when it is in the same set and the ledger is shown under it. */
  parent?: Ledger;
  /** How many virtual ledgers of this one are in the set. */
  childCount: number;
  /** Position among its siblings, from 1, and how many siblings there are. */
  posinset: number;
  setsize: number;
}

/**
 * Orders ledgers so that each virtual ledger comes right after its parent (and the parent's other
 * virtual ledgers), when the parent is in the same set; otherwise the given order is kept. The
 * descendants of ledgers in `collapsed` are left out. Duplicates (a ledger that moved from one
 * page to the next while pages were loading) count once; a parent cycle, which no service should
 * send, is broken rather than looping. Linear in the number of ledgers.
 */
export function arrange(ledgers: readonly Ledger[], collapsed: ReadonlySet<string> = new Set()): LedgerRow[] {
  const byId = new Map<string, Ledger>();
  for (const ledger of ledgers) if (!byId.has(ledger.id)) byId.set(ledger.id, ledger);
  const parentOf = (ledger: Ledger) => (ledger.parentId && ledger.parentId !== ledger.id ? byId.get(ledger.parentId) : undefined);

  // Whether each ledger hangs under its parent (true) or stands on its own (false). Most ledgers
  // have no parent in the set and cost one lookup; chains are walked once each.
  const attached = new Map<string, boolean>();
  for (const start of byId.values()) {
    if (attached.has(start.id)) continue;
    if (!parentOf(start)) {
      attached.set(start.id, false);
      continue;
    }
    const chain: Ledger[] = [];
    const seen = new Set<string>();
    let current: Ledger | undefined = start;
    while (current && !attached.has(current.id)) {
      const parent = parentOf(current);
      if (!parent || seen.has(current.id)) {
        attached.set(current.id, false);
        break;
      }
      seen.add(current.id);
      chain.push(current);
      current = parent;
    }
    for (const link of chain) if (!attached.has(link.id)) attached.set(link.id, true);
  }

  const roots: Ledger[] = [];
  const children = new Map<string, Ledger[]>();
  for (const ledger of byId.values()) {
    const parentId = attached.get(ledger.id) ? ledger.parentId : undefined;
    if (!parentId) {
      roots.push(ledger);
      continue;
    }
    const list = children.get(parentId);
    if (list) list.push(ledger);
    else children.set(parentId, [ledger]);
  }

  const rows: LedgerRow[] = [];
  // Descendants depth first, without recursion (a long chain must not overflow the stack).
  const stack: LedgerRow[] = [];
  const pushChildren = (row: LedgerRow, own: readonly Ledger[]) => {
    for (let index = own.length - 1; index >= 0; index -= 1) {
      const ledger = own[index];
      if (ledger) stack.push({ ledger, level: row.level + 1, parent: row.ledger, childCount: 0, posinset: index + 1, setsize: own.length });
    }
  };
  roots.forEach((ledger, index) => {
    stack.push({ ledger, level: 1, childCount: 0, posinset: index + 1, setsize: roots.length });
    for (let row = stack.pop(); row; row = stack.pop()) {
      const own = children.get(row.ledger.id);
      row.childCount = own?.length ?? 0;
      rows.push(row);
      if (own && !collapsed.has(row.ledger.id)) pushChildren(row, own);
    }
  });
  return rows;
}

/**
 * The service's LedgerCountry values as ISO 3166-1 alpha-2 codes: Intl names them by these, so the
 * list needs no table of every country.
 */
const LEDGER_COUNTRIES: Readonly<Record<string, string>> = {
  ESTONIA: 'EE',
  FRANCE: 'FR',
  BELGIUM: 'BE',
  GREAT_BRITAIN: 'GB',
  LITHUANIA: 'LT',
  BULGARIA: 'BG',
  USA: 'US',
};

/** The alpha-2 code of a LedgerCountry value, or undefined for another value. */
export const ledgerRegion = (country: string): string | undefined => ownString(LEDGER_COUNTRIES, country);

/** A value outside LedgerCountry that has the form of an alpha-3 code, which a backend may send instead. */
export const isAlpha3Form = (country: string): boolean => /^[A-Z]{3}$/.test(country);

/** The colour family of a ledger status; the badge always shows the status in words as well. */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case 'ACTIVE':
      return 'success';
    case 'PENDING':
    case 'CLOSING':
      return 'warning';
    case 'SUSPENDED':
    case 'FAILED':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** Whether a row offers Suspend (with `suspendable`): the kit's one rule, which the sandbox applies too. */
export const canSuspend = (ledger: Ledger): boolean => ledgerSuspendable(ledger.status);
