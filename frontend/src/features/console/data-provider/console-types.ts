import type { ApiSchema } from '@/lib/api-types';

/** Records of the console API (`/api/admin/*`), as the backend's console rows define them. */

export const accountStatuses = ['open', 'closed', 'whatsapp-closed', 'founding_member', 'phone', 'whatsapp'] as const;
export type AccountStatusValue = (typeof accountStatuses)[number];

export const consoleRoles = ['analyst', 'operator'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

export type AccountRecord = ApiSchema<'ConsoleAccountRowResponse'>;

export type SubscriptionRecord = ApiSchema<'ConsoleSubscriptionRowResponse'>;

/** One entry of an account's or a subscription's timeline; personal data arrives as "encrypted". */
export type HistoryEntry = ApiSchema<'HistoryEntryResponse'>;

export type AnalyticsSummaryRow = ApiSchema<'AnalyticsSummaryRowResponse'>;

/** Timelines the console API serves at `/<resource>/:id/history`. */
export type HistoryResource = 'accounts' | 'subscriptions';
