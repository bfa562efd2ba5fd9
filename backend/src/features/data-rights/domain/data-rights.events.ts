import { eventTypes } from '../../../platform/event-store/event-types';

/** The person used a data right. No personal data here: these events outlive the account's key. */
export type DataExported = { type: 'account.data_exported'; data: { userId: string; events: number } };
export type DeletionRequested = { type: 'account.deletion_requested'; data: { userId: string } };
export type AccountDeleted = { type: 'account.deleted'; data: { userId: string; phoneClaimsReleased: number; sessionsRevoked: number } };

export type DataRightsEvent = DataExported | DeletionRequested | AccountDeleted;
export const DATA_RIGHTS_EVENT_TYPES = eventTypes<DataRightsEvent>({
  'account.data_exported': true,
  'account.deletion_requested': true,
  'account.deleted': true,
});
export const dataRightsStream = (userId: string): string => `data-rights-${userId}`;
