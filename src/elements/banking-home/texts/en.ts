/**
 * English texts of <svc-banking-home>, the part `bankingHome` whole: what its first page carries
 * (en-frame.ts) and the words of the views after the first, which come on demand with them
 * (en-views.ts). The other languages hold the part in one file each.
 */
import { bankingHome as frame } from './en-frame.js';
import { bankingHomeViews } from './en-views.js';

export const bankingHome = { ...frame, ...bankingHomeViews } as const;
