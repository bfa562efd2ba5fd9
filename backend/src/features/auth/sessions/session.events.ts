import { eventTypes } from '../../../platform/event-store/event-types';

/** Refresh tokens are stored only as SHA-256 hashes; a stolen log cannot mint a session. */
export type SessionStarted = {
  type: 'auth.session_started';
  data: { familyId: string; userId: string; refreshHash: string; expiresAt: string };
};
export type SessionRefreshed = {
  type: 'auth.session_refreshed';
  /** refreshedAt: absent on events written before the reuse window existed. */
  data: { familyId: string; userId: string; previousHash: string; refreshHash: string; expiresAt: string; refreshedAt?: string };
};
export type SessionRevoked = {
  type: 'auth.session_revoked';
  data: { familyId: string; userId: string; reason: 'logout' | 'refresh-token-reused' | 'account-deleted' | 'operator' };
};

export type SessionEvent = SessionStarted | SessionRefreshed | SessionRevoked;
export const SESSION_EVENT_TYPES = eventTypes<SessionEvent>({
  'auth.session_started': true,
  'auth.session_refreshed': true,
  'auth.session_revoked': true,
});
export const sessionStream = (familyId: string): string => `session-${familyId}`;
