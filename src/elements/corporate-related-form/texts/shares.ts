/** English texts of <svc-corporate-related-form>'s shares (a declaration's shares, a holder's share), fetched with their section (`../shares.ts`). Placeholders in braces are filled with text, never HTML. */
export const sharesTexts = {
  shareSection: 'Share',
  percentage: 'Share of the capital (%)',
  percentageHint: 'From 0 to 100, held directly, such as {example}.',
  sharesSection: 'Shares',
  shareNumber: 'Share {number}',
  rowPercentageHint: 'From 0 to 100, such as {example}.',
  indirect: 'Held indirectly, through another company',
  indirectHint: 'Tick when these shares are held through another company rather than directly.',
  addShare: 'Add a share',
  removeShare: 'Remove share {number}',
  shareRemoved: 'Share {number} was removed.',
  sharesTwice: 'Two shares are the same: change one of them or remove it.',
  ubo: 'A UBO (ultimate beneficial owner) is a person holding {threshold} % or more of the shares. Every UBO and every director must be declared, each with a validated identity check (KYC), before the company’s KYB can be requested.',
  shareRecorded: 'The share of {percentage} % was recorded.',
} as const;
