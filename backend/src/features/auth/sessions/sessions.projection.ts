import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { SESSION_EVENT_TYPES } from './session.events';
import { REFRESH_TOKENS, type RefreshTokenView, SESSIONS, type SessionView } from './session-view';

export const SessionsProjection = defineProjection({
  name: 'sessions',
  handles: SESSION_EVENT_TYPES,
  collections: {
    sessions: readModel<SessionView>(SESSIONS, [{ fields: { userId: 1 } }]),
    tokens: readModel<RefreshTokenView>(REFRESH_TOKENS),
  },
  evolve: async (event, { sessions, tokens }) => {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'auth.session_started':
        await tokens.put({ _id: event.data.refreshHash, familyId: event.data.familyId, _pos: event.position });
        return applyOnce(
          sessions,
          event.data.familyId,
          event,
          (current) => current ?? { userId: event.data.userId, revoked: false, revokedReason: null, startedAt: at, lastRefreshedAt: null },
        );
      case 'auth.session_refreshed':
        await tokens.put({ _id: event.data.refreshHash, familyId: event.data.familyId, _pos: event.position });
        return applyOnce(sessions, event.data.familyId, event, (current) => current && { ...current, lastRefreshedAt: at });
      case 'auth.session_revoked':
        return applyOnce(
          sessions,
          event.data.familyId,
          event,
          (current) => current && { ...current, revoked: true, revokedReason: event.data.reason },
        );
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
