import type { Doc } from '../../../platform/read-store/read-store.port';

/** One document per session family: lets the access-token check see a logout at once. */
export interface SessionView extends Doc {
  userId: string;
  revoked: boolean;
  revokedReason: string | null;
  startedAt: string;
  lastRefreshedAt: string | null;
}

/** Maps every refresh-token hash ever issued to its family, so a reused one can be traced. */
export interface RefreshTokenView extends Doc {
  familyId: string;
}

export const SESSIONS = 'sessions';
export const REFRESH_TOKENS = 'refresh_tokens';
