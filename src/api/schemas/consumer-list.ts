/** The consumer list: its items, page and query. Apart from consumer.ts, which the consumer form uses. */
import * as z from 'zod/mini';
import { closedEnum, freeText, id, listQuery, pageOf, record, shown, timestamp } from '../primitives.js';
import { BankingStatus, ComplianceStatus, KycStatus, OverallStatus, ServiceStatus, SuspensionValue } from '../enums.js';
import { phone } from './contact-records.js';
import { consumerStatus } from './consumer.js';

export const consumerListItem = record({
  id: id(),
  phone: shown(phone),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  emailAddress: z.optional(z.string()),
  status: shown(consumerStatus),
  updateDate: shown(timestamp()),
  creationDate: shown(timestamp()),
});
export type ConsumerListItem = z.infer<typeof consumerListItem>;

export const listConsumersQuery = listQuery(['UPDATE_DATE', 'LAST_NAME', 'CREATION_DATE'], {
  lastName: z.optional(freeText()),
  phone: z.optional(freeText()),
  emailAddress: z.optional(freeText()),
  kycStatus: z.optional(z.array(closedEnum(KycStatus))),
  bankingStatus: z.optional(z.array(closedEnum(BankingStatus))),
  suspensionStatus: z.optional(z.array(closedEnum(SuspensionValue))),
  serviceStatus: z.optional(z.array(closedEnum(ServiceStatus))),
  complianceStatus: z.optional(z.array(closedEnum(ComplianceStatus))),
  overallStatus: z.optional(closedEnum(OverallStatus)),
});
export const consumerPage = pageOf(consumerListItem);
