/**
 * What the sandbox decides where the spec does not, and the spec's own rules it applies: one typed
 * table each. Every refusal names its basis (`HttpError`, `fail`, `notFound`, `forbidden` in
 * http.ts take a `Basis` as their first argument, so an unmarked refusal fails the type check);
 * every other decision (an invented default, a status change, an answer's shape) is marked where it
 * is made with `decide(id, value)`. `docs/sandbox.md`'s list is generated from these tables
 * (`npm run sandbox-decisions`; `npm run docs:check` fails when it is stale).
 */

/** A decision of the sandbox's: the service may do otherwise, so nothing should be built on it. */
export interface Decision {
  /** What it is about, as the docs group it. */
  subject: string;
  /** What the sandbox does, in one sentence. */
  does: string;
  /** What the spec says on the point, or that it says nothing. */
  spec: string;
  /** The files under `src/sandbox/` that make it (the docs generator checks that each names the id). */
  where: readonly string[];
  /** Set when the project's DESIGN accepts the decision: the kit builds on it, and says why. */
  accepted?: string;
}

/** A rule the spec states, on which the sandbox refuses as stated. */
export interface SpecRule {
  /** The spec's words (or their substance), with the section they come from. */
  says: string;
  where: readonly string[];
}

const SILENT = 'Silent.';

export const DECISIONS = {
  // Callers and answers
  'callers-by-token': {
    subject: 'Callers', does: 'Tells the partner, an end-user and an anonymous caller apart by a sandbox-only bearer token (`endUserHeaders(id)`, `anonymousHeaders()`); anything else is the partner, and a token naming no end-user is refused 403 `FORBIDDEN`.',
    spec: 'How end-user credentials are obtained and placed: not shown.', where: ['callers.ts', 'sandbox.ts'],
  },
  'anonymous-creates-only': {
    subject: 'Callers', does: 'An anonymous caller may only create a consumer: anything else answers 403 `FORBIDDEN`.',
    spec: 'Names anonymous consumer creation only; says nothing of other operations.', where: ['sandbox.ts'],
  },
  'partner-only-operations': {
    subject: 'Callers', does: 'List consumers, profile default card rules, document requests, partner users and partner configuration are the partner\'s: an end-user gets 403 `FORBIDDEN`; an end-user cannot create consumers.',
    spec: 'Says "returns the consumers of the partner" and names partner administration, but not who else may call.', where: ['sandbox.ts', 'handlers/consumers.ts'],
  },
  'end-user-acts-on-itself': {
    subject: 'Callers', does: 'An end-user naming another end-user (`endUserId`) answers 403 `FORBIDDEN`; an end-user always lists its own objects.',
    spec: 'Says a partner must send `endUserId`; not what an end-user naming another gets.', where: ['handlers/context.ts'],
  },
  'ownership-as-unknown': {
    subject: 'Callers', does: 'Another end-user\'s record answers 404 `NOT_FOUND`, as an unknown one would, on the field that named it.',
    spec: SILENT, where: ['handlers/context.ts', 'handlers/payments.ts'],
  },
  'error-body': {
    subject: 'Answers', does: 'Every refusal is one JSON body `{ code, message, field?, errors? }` with the kit\'s codes ([Errors](errors.md), marked *sandbox*); a failure of the sandbox itself is 500 `SERVER_ERROR`.',
    spec: 'Shape of the error body: not shown; codes are named only for SCA.', where: ['http.ts', 'sandbox.ts'],
  },
  'route-table': {
    subject: 'Answers', does: 'Answers the kit\'s route table (methods, paths, success statuses); any other method and path is 404 `NOT_FOUND`.',
    spec: 'Paths, methods and numeric success statuses: not shown.', where: ['router.ts', 'sandbox.ts'],
  },
  'kit-limits-as-spec': {
    subject: 'Answers', does: 'Refuses a request with the operation\'s own schemas, the kit\'s limits included (`KIT_LIMITS`: names and free text to 255 characters, amounts to two decimals, e-mails to 254…), as 400 `INVALID_REQUEST` as if they were the spec\'s.',
    spec: 'Names validation failures; gives some limits (Limits) and none for most texts and amounts.', where: ['input.ts'],
  },
  'upload-too-large-413': {
    subject: 'Answers', does: 'An upload of 5 MB or more is refused as a whole, 413 `FILE_TOO_LARGE`, before the other fields are read.',
    spec: 'Document upload: file size below 5 MB; no status or code.', where: ['input.ts'],
  },
  // Lists
  'page-size-20': {
    subject: 'Lists', does: 'A list asked for without `pageSize` has pages of 20; missing sort values sort last, ties keep the store\'s order.',
    spec: '`pageSize` max 100, `page` 0..500; no default and no tie order.', where: ['list.ts'],
  },
  'text-filters-contain': {
    subject: 'Lists', does: 'Text filters match "contains", without case: the consumer list\'s `lastName`, `phone` and `emailAddress`, and the ledger list\'s `iban` (spaces and dashes removed first).',
    spec: 'Names the filters; not how they match.', where: ['list.ts'],
  },
  // Consumers
  'phone-by-digits': {
    subject: 'Consumers', does: 'Two phones are the same when their country codes have the same digits (`+33`, `0033`, `33`) and their numbers match.',
    spec: 'Phone numbers are unique; `countryCode` is a string of unspecified form.', where: ['handlers/consumers.ts'],
  },
  'new-consumer-statuses': {
    subject: 'Consumers', does: 'A new consumer is KYC `NOT_STARTED` (`FULL_KYC`), banking `NOT_CREATED`, service `MISSING_DATA`, compliance `PENDING`, overall `INACTIVE`, with no SCA device (its SCA operations answer `NO_ACTIVE_SCA_DEVICE_FOUND`).',
    spec: 'Transitions between statuses: not shown.', where: ['handlers/consumers.ts'],
  },
  'consumer-kyc-control': {
    subject: 'Consumers', does: 'A consumer\'s KYC moves only by `sandbox.advanceConsumerKyc()` (a validated one opens their `PENDING` ledgers), and an SCA device is added only by `sandbox.enrolScaDevice()` (ACTIVE at once); the demo\'s server calls both by itself when asked to (`SANDBOX_AUTO_ADVANCE_MS`, [the demo](demo.md)).',
    spec: 'The service checks KYC and names its statuses, not how or when they change; how a person enrols an SCA device is not shown.', where: ['sandbox.ts'],
  },
  'pin-biometry-not-set': {
    subject: 'Consumers', does: 'A new consumer\'s `strongAuthentication` has `pinStatus` and `biometryStatus` `NOT_SET`.',
    spec: 'Shows the one value `SET` for each.', where: ['handlers/consumers.ts'],
  },
  'metadata-by-caller': {
    subject: 'Consumers', does: 'A consumer created with `metadata` keeps it as `partnerMetadata` when the partner creates it, as `userMetadata` when the person signs up anonymously.',
    spec: 'Names the creation field `metadata` and the record fields `partnerMetadata` and `userMetadata`; not which one `metadata` becomes.', where: ['handlers/consumers.ts'],
  },
  'owner-phone-change': {
    subject: 'Consumers', does: 'A contact patch changing the phone is accepted for every consumer (the phone must then be verified again).',
    spec: 'Changing the phone of an account owner requires contacting the service operator.', where: ['handlers/consumers.ts'],
  },
  'address-check': {
    subject: 'Consumers', does: 'A new address with street, city, postal code and country is `VALID`, any other `INVALID`; `bypassVerification` makes it `VALID`.',
    spec: 'The service checks the address and sets it valid or invalid; how, not shown.', where: ['handlers/consumers.ts'],
  },
  'phone-code': {
    subject: 'Consumers', does: 'The phone verification code is always `123456` (`SANDBOX_PHONE_CODE`), another answers 400 `VERIFICATION_CODE_INVALID`; texts and e-mails go to `sandbox.data.outbox`; an e-mail verification for a consumer without an address answers 409 `EMAIL_MISSING`.',
    spec: 'The verification operations are referred to; their shapes and errors are not shown.', where: ['handlers/consumers.ts'],
  },
  // Beneficiaries
  'beneficiary-valid-at-once': {
    subject: 'Beneficiaries', does: 'A new beneficiary is `VALID` at once, `display` true unless the partner says otherwise; a SEPA one whose IBAN is a sandbox ledger\'s gets that `serviceLedgerId`.',
    spec: 'Lists the statuses (review ones included) without transitions; `serviceLedgerId` when the beneficiary is a partner\'s ledger.', where: ['handlers/beneficiaries.ts'],
  },
  'beneficiary-known-fields': {
    subject: 'Beneficiaries', does: 'GBP and USD banking details keep only the fields the kit names (account number, sort code, routing number, BIC).',
    spec: 'GBP and USD shapes: fields not shown.', where: ['handlers/beneficiaries.ts'],
  },
  // Ledgers
  'ledger-pending-until-verified': {
    subject: 'Ledgers', does: 'A new ledger is `PENDING` until its end-user\'s KYC (or KYB) is `VALIDATED`; `sandbox.activateLedger(id)` opens a waiting one (with `autoUpgrade`, upgraded on the way, as the spec says); a validated KYB opens the corporate\'s.',
    spec: 'Ledger statuses are listed; transitions other than the upgrade on activation: not shown.', where: ['handlers/ledgers.ts', 'handlers/corporates.ts'],
  },
  'ledger-iban-balance': {
    subject: 'Ledgers', does: 'Ledgers are listed with an `iban` (made by the sandbox, check digits right) and, where the seed or a top-up gave one, a `balance`.',
    spec: 'The ledger list element has neither `iban` nor a balance.', where: ['handlers/ledgers.ts', 'seed.ts'],
  },
  'names-without-case': {
    subject: 'Ledgers', does: 'Ledger names are compared without case or surrounding spaces for uniqueness (409 `FRIENDLY_NAME_ALREADY_USED`), and partner users\' e-mails without case (409 `EMAIL_ALREADY_USED`).',
    spec: 'A ledger friendlyName is unique per consumer; nothing on e-mails; comparison not shown.', where: ['handlers/ledgers.ts', 'handlers/corporates.ts'],
  },
  'ledger-suspendable': {
    subject: 'Ledgers', does: 'Only an `ACTIVE` or `PENDING` ledger may be suspended (the kit\'s rule, `src/api/ledger-usage.ts`); others answer 409 `LEDGER_NOT_SUSPENDABLE` and nothing changes.',
    spec: 'Names no status condition and no error.', where: ['handlers/ledgers.ts'],
  },
  'suspension-operator-default': {
    subject: 'Ledgers', does: 'A suspension without `operator` is recorded as the caller\'s (`END_USER` or `PARTNER`).',
    spec: '`operator` is optional; no default.', where: ['handlers/ledgers.ts'],
  },
  'suspension-reaches-virtual': {
    subject: 'Ledgers', does: 'Suspending a ledger also suspends its `ACTIVE` and `PENDING` virtual ledgers (they live on its IBAN), with their cards; suspending a virtual ledger leaves its parent as it is.',
    spec: 'Names the ledger and its cards only.', where: ['handlers/ledgers.ts'],
  },
  'suspension-ends-cards-at-once': {
    subject: 'Ledgers', does: 'A suspension puts the ledger\'s cards straight into `SUSPENDED` (not `SUSPENDING`) and leaves its `CLOSED` and `EXPIRED` cards as they are, with no SERVICE rule.',
    spec: 'The ledger and all its cards are suspended; how long it takes, and what happens to ended cards, not shown.', where: ['handlers/ledgers.ts'],
  },
  'suspension-rule-type': {
    subject: 'Ledgers', does: 'The rule a blocking suspension puts on each card is a `DAILY_MAX_SPEND` rule at 0 (`SUSPENSION_RULE_TYPE`).',
    spec: '"A rule with creator type SERVICE setting the transaction limit to 0"; no rule type.', where: ['handlers/ledgers.ts'],
  },
  // Cards
  'cards-need-active-ledger': {
    subject: 'Cards', does: 'A card is created only on an `ACTIVE` ledger, else 409 `LEDGER_NOT_ACTIVE` on `ledgerId`.',
    spec: 'Names only the active card profile as a condition.', where: ['handlers/cards.ts'],
  },
  'card-status-at-creation': {
    subject: 'Cards', does: 'A virtual card is `ACTIVE` at once, a physical one `AWAITING_ACTIVATION`; it expires three years on; the first card leaves the ledger\'s money as it is.',
    spec: 'Card statuses without transitions; the first card briefly empties the ledger.', where: ['handlers/cards.ts'],
  },
  'card-name-default': {
    subject: 'Cards', does: 'The default `nameOnCard` (and company line) is the holder\'s name in capitals without accents, cut to 21 characters; a company line sent for a consumer\'s card or a profile without a corporate program is dropped.',
    spec: 'Defaults are the consumer\'s names or the corporate name; the company line is for corporate cards on a corporate program; what happens to one sent elsewhere, not shown.', where: ['handlers/cards.ts'],
  },
  'card-creator-types': {
    subject: 'Cards', does: 'An end-user sets and removes rules only as `END_USER`, the partner as `PARTNER` or `END_USER`; nobody as `SERVICE` (403 `FORBIDDEN` on `creatorType`); removing a rule that is not there succeeds.',
    spec: 'Partner and end-user may both set a rule of one type; who may use which creator type: not shown.', where: ['handlers/cards.ts'],
  },
  'card-rule-kit-fields': {
    subject: 'Cards', does: 'The MCC, merchant and days rule kinds keep the kit\'s own fields (`mccs`, `merchantIds`, `days`) as sent, and cards show their rules.',
    spec: 'Only the spend-limit body is shown; no operation lists a card\'s rules.', where: ['handlers/cards.ts'],
  },
  'card-usable': {
    subject: 'Cards', does: 'The PIN and card number are served by the kit\'s rule (`src/api/card-usage.ts`): else 409 `CARD_NOT_USABLE`; the PIN is the same on every request for a card; PAN credentials are sandbox tokens (the display shows the test number `4242 4242 4242 4242`).',
    spec: 'Statuses that allow a PIN or a PAN: not shown.', where: ['handlers/cards.ts'],
  },
  // Partner administration
  'partner-user-defaults': {
    subject: 'Partner users', does: 'A new partner user\'s one-time password is 8 random digits, never kept; roles default to none.',
    spec: 'Creation returns `id` and `otp`; the password\'s form and whether roles are required: not shown.', where: ['handlers/corporates.ts'],
  },
  // Documents
  'document-relations-own': {
    subject: 'Documents', does: 'A document\'s `transactionId` (sent or received), `beneficiaryId`, `addressId` and `corporateRelatedId` must be its end-user\'s, else 404 on that field; the sandbox keeps one address per end-user, a consumer\'s.',
    spec: 'Names the relations; not what they may point to.', where: ['handlers/documents.ts'],
  },
  'document-type-needed': {
    subject: 'Documents', does: 'An upload that answers no request must give `type` (400 `INVALID_REQUEST`).',
    spec: '`type` is not marked required; need not be sent when answering a request.', where: ['handlers/documents.ts'],
  },
  'answered-request-uploaded': {
    subject: 'Documents', does: 'An answered request becomes `UPLOADED`; a document no longer `REQUESTED` cannot be answered (409 `DOCUMENT_NOT_REQUESTED`).',
    spec: 'Next state of an answered request: not shown.', where: ['handlers/documents.ts'],
  },
  'links-and-lifetimes': {
    subject: 'Documents', does: 'Document downloads are `blob:` URLs living 15 minutes (`PT15M`); a transaction receipt is a small PDF, 5 minutes.',
    spec: 'A download link with a time to live; a receipt is a PDF link; lifetimes not shown.', where: ['handlers/documents.ts', 'handlers/payments.ts'],
  },
  // Corporates
  'share-total-100': {
    subject: 'Corporates', does: 'Declared shares may not pass 100 % of a corporate (409 `SHARE_TOTAL_EXCEEDED`), compared in hundredths.',
    spec: 'A percentage is 0..100; no total.', where: ['handlers/corporates.ts', 'kyb.ts'],
  },
  'one-share-per-holder': {
    subject: 'Corporates', does: 'A holder with a share (declared or created) gets no second one (409 `SHARE_ALREADY_DECLARED`).',
    spec: '`sharesInfo` is an array of direct and indirect shares; Create corporate-related share names no limit.', where: ['handlers/corporates.ts', 'kyb.ts'],
  },
  'ubos-among-persons': {
    subject: 'Corporates', does: 'Only a declared person can be a UBO (by shares at the threshold, or `isSpecialUbo`); a company shareholder has no KYC and nobody behind it is looked for.',
    spec: 'A UBO is a shareholder with 25 % (10 % extended); the corporate info fields and indirect shares are not shown.', where: ['kyb.ts', 'handlers/corporates.ts'],
  },
  'kyb-decided-at-once': {
    subject: 'Corporates', does: 'A KYB request is decided at once: refused 409 `KYB_PREREQUISITES_MISSING` while a director\'s or UBO\'s KYC is in progress; `DECLINED` when one was declined; `NEED_ADDITIONAL_INFORMATION` with no director, with undeclared shares that could hide a UBO, or with no UBO; else `VALIDATED`.',
    spec: 'Requires all UBOs and directors declared with validated KYC; a compliance officer sets the outcome.', where: ['kyb.ts', 'handlers/corporates.ts'],
  },
  'related-kyc-control': {
    subject: 'Corporates', does: 'A declared person\'s KYC starts `NOT_STARTED` and moves only by `sandbox.advanceRelatedKyc()`; extended UBOs by `sandbox.requireExtendedUbos()`.',
    spec: 'The partner sends the person a KYC link; the KYC application itself is not described.', where: ['handlers/corporates.ts'],
  },
  // Payments
  'hosted-page': {
    subject: 'Acquiring', does: 'The hosted payment page is the sandbox\'s own (Pay and Fail), living 15 minutes, also for a direct payment with `externalCardId`; behind a server an ended page answers 409, an expired one 410.',
    spec: 'Returns a `webPage` with a time to live; a direct payment needs `externalCardId`; the page is not described.', where: ['handlers/payments.ts', 'hosted-page.ts'],
  },
  'top-up-own-ledger': {
    subject: 'Acquiring', does: 'A top-up\'s `targetLedgerId` must be the paying end-user\'s (the one named, or the stored card\'s holder), else 404 on `targetLedgerId`.',
    spec: SILENT, where: ['handlers/payments.ts'],
  },
  'top-up-refused-when-closed': {
    subject: 'Acquiring', does: 'A top-up to a `CLOSED` ledger, or to one suspended with incoming money blocked, is refused when it is started (409 `LEDGER_NOT_ACTIVE` on `targetLedgerId`) and again when it is paid (the payment then fails); other statuses take money.',
    spec: 'A suspension with `blockIncomingTransaction` prevents incoming transactions; the decline reasons include `BENEFICIARY_ACCOUNT_CLOSED_OR_STOPPED`; when and how a top-up is refused: not shown.', where: ['handlers/payments.ts', 'settle.ts'],
  },
  'paid-top-up-transaction': {
    subject: 'Acquiring', does: 'A paid top-up adds its amount to the ledger\'s `balance` (0 when none was given) and records an `APPROVED` transaction of the spec\'s shown shape (`type` `INTER_LEDGER`, `paymentType` `ACCOUNT_LOAD`, in the ledger\'s currency, the ledger as receiver with its balance before, the card holder as sender); its id is the acquiring record\'s `transactionId`.',
    spec: 'Only the `INTER_LEDGER` variant of a transaction is shown; the variant of an account load, and how one is found, are not.', where: ['settle.ts'],
  },
  'stored-card': {
    subject: 'Acquiring', does: 'A paid payment or top-up with `storeCard` registers the sandbox\'s test card (`424242******4242`, VISA DEBIT, the end-user\'s name, three years) for its end-user; without an end-user it registers nothing.',
    spec: '`storeCard` must be true to register an external card; the card\'s details come from the payment.', where: ['settle.ts'],
  },
  'mandate-update-any': {
    subject: 'Mandates', does: 'A mandate update is accepted in every status and with any expiration date; new `bankingDetails` replace the old whole (a BIC not sent is dropped, the debtor\'s `ledgerId` kept).',
    spec: 'The update body only; debtor banking details\' fields, status conditions and dates are not shown.', where: ['handlers/payments.ts'],
  },
  'card-payment-merchant-receiver': {
    subject: 'Transactions', does: 'The seed\'s card payment (`type` `CARD_PAYMENT`, with `merchant`) names its merchant as its receiver, in the spec\'s party shape and by name only (no ledger, no end-user, no balances), so a customer sees whom they paid.',
    spec: 'Only the `INTER_LEDGER` variant is shown: a card payment\'s fields and parties are not.', where: ['seed.ts'],
  },
  'transaction-both-parties': {
    subject: 'Transactions', does: 'Both parties of a transaction see all of it, each other\'s balances before included; others get 404.',
    spec: 'Who may read a transaction, and which party\'s balances: not shown.', where: ['handlers/payments.ts'],
  },
  // SCA
  'waiting-sca-202': {
    subject: 'SCA', does: 'A pending SCA on a card rule change answers HTTP 202 with the Waiting SCA body.',
    spec: 'Names the answer "Waiting SCA" without a status.', where: ['sca.ts'],
    accepted: 'DESIGN §3: the kit reads a Waiting SCA body (`scaId`, `ttl`) on 202 or any other success, so a service that answers otherwise is read the same way.',
  },
  'sca-409-with-id': {
    subject: 'SCA', does: 'A pending SCA on the other operations answers 409 `SCA_REQUIRED` with its `scaId` and `ttl`, and a retry names it in `Service-SCA-Id` (`scaAnswer: \'spec\'` gives the plain 409, and the same request sent again is its retry).',
    spec: '409 `SCA_REQUIRED`, its message naming the strategy; how a caller completes it: not shown.', where: ['sca.ts'],
    accepted: 'DESIGN §3: the kit\'s documented extension; a plain 409 is handled too.',
  },
  'sca-timing': {
    subject: 'SCA', does: '`PUSH_NOTIFICATION` goes to the end-user\'s first ACTIVE device, is approved 4 s after it starts (`approvalDelayMs`; `null` for `sandbox.approve()` only) and lives 120 s (`scaTtlMs`); an unknown strategy is 400 `INVALID_REQUEST`.',
    spec: 'A notification goes to the user\'s device; timing not shown.', where: ['sca.ts', 'sandbox.ts'],
  },
  'sca-declined-500': {
    subject: 'SCA', does: '`sandbox.decline()` makes the next retry answer 500 `SCA_UNEXPECTED_ERROR`.',
    spec: 'Names `SCA_UNEXPECTED_ERROR` ("unable to perform the SCA operation"); a declined push is not described.', where: ['sca.ts'],
  },
  'data-signing-stand-in': {
    subject: 'SCA', does: 'A `DATA_SIGNING` signature is the sandbox\'s stand-in (`sbx1.<time>.<digest>[.<device>]`, see [SCA](sca.md)), not cryptography.',
    spec: 'A signature from the SCA provider\'s mobile SDK, checked by the provider.', where: ['signature.ts'],
  },
} as const satisfies Record<string, Decision>;

export const SPEC_RULES = {
  'validation': { says: 'A request that does not match its operation is refused (errors: validation failures).', where: ['input.ts', 'handlers/context.ts'] },
  'unknown-id': { says: 'An unknown identifier is refused (errors: unknown identifiers).', where: ['store.ts', 'handlers/payments.ts', 'handlers/documents.ts', 'handlers/context.ts'] },
  'phone-unique': { says: 'Two consumers cannot share a phone number (Create consumer; Limits).', where: ['handlers/consumers.ts'] },
  'ledger-name-unique': { says: 'A ledger friendlyName is unique for each consumer (Create ledger).', where: ['handlers/ledgers.ts'] },
  'anonymous-partner-name': { says: '`partnerName` is mandatory when creating a consumer anonymously (Create consumer).', where: ['handlers/consumers.ts'] },
  'partner-metadata': { says: 'An end-user updating `partnerMetadata` receives a Forbidden error (Patch consumer, profile fields).', where: ['handlers/consumers.ts'] },
  'display-partner-only': { says: 'A beneficiary\'s `display` is not usable by an end-user (Create and Patch beneficiary).', where: ['handlers/beneficiaries.ts'] },
  'card-profile-active': { says: 'A card is created with an active card profile (Create card).', where: ['handlers/cards.ts'] },
  'sca': { says: 'SCA errors: `SCA_REQUIRED`, `NO_ACTIVE_SCA_DEVICE_FOUND`, `SCA_SIGNATURE_MISSING`, `SCA_SIGNATURE_FORMAT_INVALID`, `SCA_DEVICE_NOT_VALID`, `SCA_SIGNATURE_DOES_NOT_MATCH` (a signature lives 30 seconds).', where: ['sca.ts', 'signature.ts'] },
  'kyb-prerequisites': { says: 'A KYB request requires every UBO and director declared, each with a validated KYC application (Request KYB verification).', where: ['handlers/corporates.ts'] },
} as const satisfies Record<string, SpecRule>;

export type DecisionId = keyof typeof DECISIONS;
type SpecRuleId = keyof typeof SPEC_RULES;

/** Why the sandbox refuses: a decision of its own, or a rule of the spec (`spec:<id>`). */
export type Basis = DecisionId | `spec:${SpecRuleId}`;

/**
 * Marks a decision that is not a refusal where it is made (an invented default, a status change,
 * an answer's shape): returns `value` unchanged.
 */
export function decide<T>(_decision: DecisionId, value: T): T {
  return value;
}
