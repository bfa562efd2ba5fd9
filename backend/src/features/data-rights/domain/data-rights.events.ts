/** The person used a data right. No personal data here: these events outlive the account's key. */
export type DataExported = { type: 'account.data_exported'; data: { userId: string; events: number } };
export type DeletionRequested = { type: 'account.deletion_requested'; data: { userId: string } };
export type AccountDeleted = { type: 'account.deleted'; data: { userId: string; phoneClaimsReleased: number; sessionsRevoked: number } };

export type DataRightsEvent = DataExported | DeletionRequested | AccountDeleted;
export const dataRightsStream = (userId: string): string => `data-rights-${userId}`;
