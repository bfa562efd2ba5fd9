import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { type Doc, READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { SESSION_EVENT_TYPES, type SessionEvent } from './session.events';

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

@Injectable()
export class SessionsProjection implements Projection, OnModuleInit {
  readonly name = 'sessions';
  readonly handles = SESSION_EVENT_TYPES;
  readonly collections = [SESSIONS, REFRESH_TOKENS];
  private readonly sessions: ReadCollection<SessionView>;
  private readonly tokens: ReadCollection<RefreshTokenView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {
    this.sessions = reads.collection<SessionView>(SESSIONS, [{ fields: { userId: 1 } }]);
    this.tokens = reads.collection<RefreshTokenView>(REFRESH_TOKENS);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as SessionEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'auth.session_started':
        await this.tokens.put({ _id: event.data.refreshHash, familyId: event.data.familyId, _pos: recorded.position });
        return applyOnce(
          this.sessions,
          event.data.familyId,
          recorded,
          (current) => current ?? { userId: event.data.userId, revoked: false, revokedReason: null, startedAt: at, lastRefreshedAt: null },
        );
      case 'auth.session_refreshed':
        await this.tokens.put({ _id: event.data.refreshHash, familyId: event.data.familyId, _pos: recorded.position });
        return applyOnce(this.sessions, event.data.familyId, recorded, (current) => current && { ...current, lastRefreshedAt: at });
      case 'auth.session_revoked':
        return applyOnce(
          this.sessions,
          event.data.familyId,
          recorded,
          (current) => current && { ...current, revoked: true, revokedReason: event.data.reason },
        );
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }
}
