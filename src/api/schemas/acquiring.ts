/** Acquiring: the payment and account load bodies, their answer, and the external cards they may use. */
import * as z from 'zod/mini';
import { amount, freeText, duration, id, listQuery, pageOf, record, shown, timestamp } from '../primitives.js';
import { isLoopbackHost } from '../loopback.js';

const URL_MESSAGE = 'Enter a full address starting with https://';
/** Line breaks and tabs, which the URL parser drops from an address before reading it. */
const TABS_AND_NEWLINES = /[\t\n\r]/g;

/** A plain http address on the person's own machine (a development page, the sandbox's demo). */
const isLoopbackHttp = (text: string) => /^http:\/\//i.test(text) && URL.canParse(text) && isLoopbackHost(new URL(text).hostname);

/**
 * An absolute https address, trimmed, without the tabs and line breaks the URL parser would drop:
 * what zod's `url({ protocol: /^https$/ })` accepts and sends, checked without its URL schema,
 * which no element needs. Plain http is refused (the person's browser lands there after paying),
 * except on a loopback host, which never leaves the person's machine: a page in development.
 */
const absoluteUrl = () =>
  z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const trimmed = value.trim();
      if ((/^https:\/\//i.test(trimmed) && URL.canParse(trimmed)) || isLoopbackHttp(trimmed)) return trimmed.replace(TABS_AND_NEWLINES, '');
      ctx.issues.push({ code: 'invalid_format', format: 'url', input: value, message: URL_MESSAGE });
      return z.NEVER;
    }),
  );

const acquiringFields = {
  amount: amount(),
  endUserId: z.optional(id()),
  redirectUrl: z.optional(absoluteUrl()),
  reference: z.optional(freeText()),
  storeCard: z.optional(z.boolean()),
  externalCardId: z.optional(id()),
};
/** A zero amount only registers a card: `storeCard` must then be true. */
const zeroAmountStoresCard = z.refine<{ amount: number; storeCard?: boolean }>(
  (body) => body.amount !== 0 || body.storeCard === true,
  { message: 'A zero amount needs storeCard', path: ['storeCard'], params: { rule: 'zero-amount-store-card' } },
);

export const acquiringPaymentBody = z.object(acquiringFields).check(zeroAmountStoresCard);
export const acquiringAccountLoadBody = z.object({ ...acquiringFields, targetLedgerId: id() }).check(zeroAmountStoresCard);

export const acquiringResult = record({
  id: id(),
  webPage: z.optional(record({ ttl: z.optional(duration()), url: z.optional(z.string()) })),
});

export const externalCard = record({
  id: id(),
  endUserId: shown(id()),
  maskedPan: shown(z.string()),
  cardHolderName: shown(z.string()),
  scheme: shown(z.string()),
  type: shown(z.string()),
  expiryDate: shown(z.string()),
  creationDate: shown(timestamp()),
  validityDate: shown(timestamp()),
});
export const listExternalCardsQuery = listQuery(['CREATION_DATE'], { endUserId: z.optional(id()) });
export const externalCardPage = pageOf(externalCard);
export type ExternalCard = z.infer<typeof externalCard>;

