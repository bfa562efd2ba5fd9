import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { SessionEvent, SessionRevoked } from './session.events';

export interface SessionState {
  familyId: string | null;
  userId: string | null;
  currentHash: string | null;
  usedHashes: string[];
  expiresAt: number;
  revoked: boolean;
  /** The newest rotation, so the same token presented again moments later gets the same answer. */
  lastRefresh: { previousHash: string; refreshHash: string; at: number } | null;
}

/**
 * Two tabs, or a retry after a lost answer, present the same refresh token within moments: both
 * get the pair the first one got (as GoTrue does). Presented again after this, it has leaked.
 */
export const REFRESH_REUSE_WINDOW_MS = 10_000;

export type SessionCommand =
  | { kind: 'start'; familyId: string; userId: string; refreshHash: string; expiresAt: string }
  | { kind: 'refresh'; now: number; presentedHash: string; refreshHash: string; expiresAt: string }
  | { kind: 'revoke'; reason: SessionRevoked['data']['reason'] };

const ended = () => new DomainError('Your session has ended. Please sign in again.', 'unauthenticated');

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: () => ({
    familyId: null,
    userId: null,
    currentHash: null,
    usedHashes: [],
    expiresAt: 0,
    revoked: false,
    lastRefresh: null,
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'auth.session_started':
        return {
          ...state,
          familyId: event.data.familyId,
          userId: event.data.userId,
          currentHash: event.data.refreshHash,
          expiresAt: Date.parse(event.data.expiresAt),
        };
      case 'auth.session_refreshed':
        return {
          ...state,
          usedHashes: [...state.usedHashes, event.data.previousHash],
          currentHash: event.data.refreshHash,
          expiresAt: Date.parse(event.data.expiresAt),
          lastRefresh: event.data.refreshedAt
            ? { previousHash: event.data.previousHash, refreshHash: event.data.refreshHash, at: Date.parse(event.data.refreshedAt) }
            : null,
        };
      case 'auth.session_revoked':
        return { ...state, revoked: true, currentHash: null };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'start':
        if (state.familyId) throw new DomainError('This session already exists.', 'conflict');
        return [
          {
            type: 'auth.session_started',
            data: { familyId: command.familyId, userId: command.userId, refreshHash: command.refreshHash, expiresAt: command.expiresAt },
          },
        ];
      case 'refresh': {
        if (!state.familyId || !state.userId || state.revoked) throw ended();
        if (command.presentedHash !== state.currentHash) {
          const last = state.lastRefresh;
          const sameAnswer =
            last !== null &&
            last.previousHash === command.presentedHash &&
            last.refreshHash === state.currentHash &&
            last.refreshHash === command.refreshHash &&
            command.now - last.at <= REFRESH_REUSE_WINDOW_MS;
          // Nothing to record: the caller answers with the pair the first presentation got.
          if (sameAnswer) return [];
          // A refresh token used twice means it leaked: end the whole family, the thief's copy included.
          if (state.usedHashes.includes(command.presentedHash)) {
            return [
              { type: 'auth.session_revoked', data: { familyId: state.familyId, userId: state.userId, reason: 'refresh-token-reused' } },
            ];
          }
          throw ended();
        }
        if (command.now > state.expiresAt) throw ended();
        return [
          {
            type: 'auth.session_refreshed',
            data: {
              familyId: state.familyId,
              userId: state.userId,
              previousHash: command.presentedHash,
              refreshHash: command.refreshHash,
              expiresAt: command.expiresAt,
              refreshedAt: new Date(command.now).toISOString(),
            },
          },
        ];
      }
      case 'revoke':
        if (!state.familyId || !state.userId || state.revoked) return [];
        return [{ type: 'auth.session_revoked', data: { familyId: state.familyId, userId: state.userId, reason: command.reason } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
