import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';

import { consoleHttpClient, type ConsoleHttpClient } from './console-http-client';
import { apiUrl } from '@/lib/api-paths';
import type { ApiSchema } from '@/lib/api-types';

import type { AccountRecord, AnalyticsSummaryRow, ConversationLine, HistoryEntry, HistoryResource } from './console-types';

export type ChangeStatusParams = ApiSchema<'ChangeStatusRequestDto'>;
export type SetRoleParams = ApiSchema<'SetRoleRequestDto'>;
export type SummaryParams = { start_date: string; end_date: string };
/** A page of a timeline: at most `limit` entries older than the log position `before`. */
export type HistoryParams = { before?: number; limit?: number };

/**
 * The console's data provider: the simple REST methods for the lists and records, plus the
 * domain actions, which are not edits of a record but commands with a reason the server records
 * as an event with the operator as actor.
 */
export type ConsoleDataProvider = DataProvider & {
  changeStatus: (id: Identifier, params: ChangeStatusParams) => Promise<{ data: AccountRecord }>;
  setRole: (id: Identifier, params: SetRoleParams) => Promise<{ data: AccountRecord }>;
  getHistory: (resource: HistoryResource, id: Identifier, params?: HistoryParams) => Promise<{ data: HistoryEntry[] }>;
  getAnalyticsSummary: (params: SummaryParams) => Promise<{ data: AnalyticsSummaryRow[] }>;
  getConversation: (id: Identifier) => Promise<{ data: ConversationLine[] }>;
};

export type ConsoleDataProviderOptions = {
  httpClient?: ConsoleHttpClient;
};

/**
 * Where react-admin's REST methods find the lists and records (`/api/admin/<resource>[/{id}]`); the
 * domain actions below build their URLs from the document's routes.
 */
const adminRoot = '/api/admin';

export function createConsoleDataProvider({ httpClient = consoleHttpClient }: ConsoleDataProviderOptions = {}): ConsoleDataProvider {
  return {
    ...simpleRestProvider(adminRoot, httpClient),

    changeStatus: async (id, { status, reason }) => {
      const { json } = await httpClient(apiUrl('/api/admin/accounts/{id}/status', { id: String(id) }), {
        method: 'PUT',
        body: JSON.stringify({ status, reason } satisfies ChangeStatusParams),
      });
      return { data: json as AccountRecord };
    },

    setRole: async (id, { role, granted, reason }) => {
      const { json } = await httpClient(apiUrl('/api/admin/accounts/{id}/roles', { id: String(id) }), {
        method: 'POST',
        body: JSON.stringify({ role, granted, reason } satisfies SetRoleParams),
      });
      return { data: json as AccountRecord };
    },

    getHistory: async (resource, id, { before, limit } = {}) => {
      const query = new URLSearchParams();
      if (limit !== undefined) query.set('limit', String(limit));
      if (before !== undefined) query.set('before', String(before));
      const search = query.toString() ? `?${query.toString()}` : '';
      const { json } = await httpClient(`${apiUrl(`/api/admin/${resource}/{id}/history`, { id: String(id) })}${search}`);
      return { data: json as HistoryEntry[] };
    },

    getConversation: async (id) => {
      const { json } = await httpClient(apiUrl('/api/admin/accounts/{id}/conversation', { id: String(id) }));
      return { data: json as ConversationLine[] };
    },

    // The analysts' summary endpoint, which operators may read too: the dashboard shows the same projection.
    getAnalyticsSummary: async ({ start_date, end_date }) => {
      const query = new URLSearchParams({ start_date, end_date });
      const { json } = await httpClient(`${apiUrl('/api/analytics/summary')}?${query.toString()}`);
      return { data: json as AnalyticsSummaryRow[] };
    },
  };
}

export const consoleDataProvider = createConsoleDataProvider();
