import { Inject, Injectable } from '@nestjs/common';
import { pickFrom, READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { REFRESH_TOKENS, type RefreshTokenView, SESSIONS, type SessionView } from './session-view';

/** The sessions read models as the access check, the refresh and a deletion read them. */
@Injectable()
export class SessionsReader {
  private readonly sessions: ReadCollection<SessionView>;
  private readonly tokens: ReadCollection<RefreshTokenView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.sessions = reads.collection<SessionView>(SESSIONS);
    this.tokens = reads.collection<RefreshTokenView>(REFRESH_TOKENS);
  }

  /** Asked on every signed-in request. */
  async isActive(familyId: string): Promise<boolean> {
    return (await pickFrom(this.sessions, familyId, (session) => !session.revoked)) ?? false;
  }

  /** The session family a refresh token (by its hash) was issued to, or null for a token never issued. */
  async familyOf(refreshHash: string): Promise<string | null> {
    return (await this.tokens.get(refreshHash))?.familyId ?? null;
  }

  /** The ids of the person's session families that have not ended. */
  async liveFamilies(userId: string): Promise<string[]> {
    const families = await this.sessions.find({ userId, revoked: false });
    return families.map((family) => family._id);
  }
}
