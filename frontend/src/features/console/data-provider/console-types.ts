import { enumValues, type ApiSchema } from '@/lib/api-types';

/** Records of the console API (`/api/admin/*`), as the backend's console rows define them. */

export type AccountRecord = ApiSchema<'ConsoleAccountRowResponse'>;

export type AccountStatusValue = AccountRecord['status'];
export const accountStatuses = enumValues<AccountStatusValue>({
  open: true,
  closed: true,
  'whatsapp-closed': true,
  founding_member: true,
  phone: true,
  whatsapp: true,
});

export type ConsoleRole = AccountRecord['roles'][number];
export const consoleRoles = enumValues<ConsoleRole>({ analyst: true, operator: true });

export type SubscriptionRecord = ApiSchema<'ConsoleSubscriptionRowResponse'>;

/** One entry of an account's or a subscription's timeline; personal data arrives as "encrypted". */
export type HistoryEntry = ApiSchema<'HistoryEntryResponse'>;

export type AnalyticsSummaryRow = ApiSchema<'AnalyticsSummaryRowResponse'>;

/** Timelines the console API serves at `/<resource>/:id/history`. */
export type HistoryResource = 'accounts' | 'subscriptions';

/**
 * One message of an account's conversation with daily, as operators see it: when, how, what it was
 * understood as and what came of it, never its words.
 */
export type ConversationLine = ApiSchema<'ConsoleConversationRowResponse'>;
