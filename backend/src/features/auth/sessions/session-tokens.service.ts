import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { AccessClaims } from '../../../platform/access/account-lookup.port';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { AccountView } from '../../accounts';
import { sessionDecider } from './session.decider';
import { sessionStream } from './session.events';
import { REFRESH_TOKENS, type RefreshTokenView, SESSIONS, type SessionView } from './session-view';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  phone: string | null;
  email: string | null;
  name: string | null;
  user_metadata: { name: string | null };
  roles: string[];
  account: string;
  created_at: string;
}

export interface SessionResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: 'bearer';
  user: SessionUser;
}

export function toSessionUser(account: AccountView): SessionUser {
  return {
    id: account._id,
    phone: account.phone,
    email: account.email,
    name: account.name,
    user_metadata: { name: account.name },
    roles: account.roles,
    account: account.status,
    created_at: account.createdAt,
  };
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Issues, rotates and revokes sessions: a short-lived JWT plus an opaque refresh token rotated on every use. */
@Injectable()
export class SessionTokensService {
  private readonly sessions: ReadCollection<SessionView>;
  private readonly tokens: ReadCollection<RefreshTokenView>;
  private readonly rotationKey: Buffer;

  constructor(
    private readonly commands: CommandRunner,
    private readonly jwt: JwtService,
    @Inject(READ_STORE) reads: ReadStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rotationKey = createHmac('sha256', config.jwtSecret).update('refresh-token-rotation').digest();
    this.sessions = reads.collection<SessionView>(SESSIONS);
    this.tokens = reads.collection<RefreshTokenView>(REFRESH_TOKENS);
  }

  private async accessTokenFor(account: AccountView, familyId: string): Promise<{ token: string; expiresAt: number }> {
    const claims: AccessClaims = { sub: account._id, sid: familyId, roles: account.roles };
    const token = await this.jwt.signAsync(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS });
    return { token, expiresAt: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS };
  }

  private async respond(account: AccountView, familyId: string, refreshToken: string): Promise<SessionResponse> {
    const access = await this.accessTokenFor(account, familyId);
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: access.expiresAt,
      token_type: 'bearer',
      user: toSessionUser(account),
    };
  }

  async start(account: AccountView, context: CommandContext): Promise<SessionResponse> {
    const familyId = randomUUID();
    const refreshToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS).toISOString();
    await this.commands.run(
      sessionStream(familyId),
      sessionDecider,
      { kind: 'start', familyId, userId: account._id, refreshHash: hashToken(refreshToken), expiresAt },
      { ...context, actor: account._id },
    );
    return this.respond(account, familyId, refreshToken);
  }

  /** Rotates a refresh token. A token presented a second time revokes its whole family. */
  async refresh(
    refreshToken: string,
    loadAccount: (userId: string) => Promise<AccountView | null>,
    context: CommandContext,
  ): Promise<SessionResponse> {
    const presentedHash = hashToken(refreshToken);
    const known = await this.tokens.get(presentedHash);
    if (!known) throw new DomainError('Your session has ended. Please sign in again.', 'unauthenticated');
    const next = this.nextRefreshToken(refreshToken);
    const outcome = await this.commands.run(
      sessionStream(known.familyId),
      sessionDecider,
      {
        kind: 'refresh',
        now: Date.now(),
        presentedHash,
        refreshHash: hashToken(next),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS).toISOString(),
      },
      { ...context, actor: 'system' },
    );
    if (outcome.state.revoked || !outcome.state.userId)
      throw new DomainError('Your session has ended. Please sign in again.', 'unauthenticated');
    const account = await loadAccount(outcome.state.userId);
    if (!account) throw new DomainError('Your session has ended. Please sign in again.', 'unauthenticated');
    return this.respond(account, known.familyId, next);
  }

  /**
   * The token that replaces `presented`, derived from it with a server key rather than drawn at
   * random, so presenting the same token again within the reuse window yields the same new token
   * without storing any token in clear.
   */
  private nextRefreshToken(presented: string): string {
    return createHmac('sha256', this.rotationKey).update(presented).digest('base64url');
  }

  async revoke(familyId: string, reason: 'logout' | 'account-deleted' | 'operator', context: CommandContext): Promise<void> {
    await this.commands.run(sessionStream(familyId), sessionDecider, { kind: 'revoke', reason }, context);
  }

  async revokeAllFor(userId: string, reason: 'account-deleted' | 'operator', context: CommandContext): Promise<void> {
    const families = await this.sessions.find({ userId, revoked: false });
    for (const family of families) await this.revoke(family._id, reason, context);
  }

  async isActive(familyId: string): Promise<boolean> {
    const session = await this.sessions.get(familyId);
    return Boolean(session && !session.revoked);
  }
}
