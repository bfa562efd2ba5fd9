import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AccessClaims } from '../../../platform/access/account-lookup.port';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import type { AccountView } from '../../accounts';

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

/** Refresh tokens are kept only as this hash: a stolen log or read model cannot mint a session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** When a refresh token issued now stops working. */
export const refreshTokenExpiry = (): string => new Date(Date.now() + REFRESH_TOKEN_TTL_MS).toISOString();

/**
 * The tokens of a session, for the two use cases that hand one out (sign-in starts a session,
 * refresh rotates it): a short-lived JWT plus an opaque refresh token rotated on every use.
 */
@Injectable()
export class SessionTokensService {
  private readonly rotationKey: Buffer;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rotationKey = createHmac('sha256', config.jwtSecret).update('refresh-token-rotation').digest();
  }

  /** A new refresh token, for a session that starts now. */
  newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * The token that replaces `presented`, derived from it with a server key rather than drawn at
   * random, so presenting the same token again within the reuse window yields the same new token
   * without storing any token in clear.
   */
  nextRefreshToken(presented: string): string {
    return createHmac('sha256', this.rotationKey).update(presented).digest('base64url');
  }

  /** The answer a client keeps: a fresh access token for the family, the refresh token, and the user. */
  async respond(account: AccountView, familyId: string, refreshToken: string): Promise<SessionResponse> {
    const claims: AccessClaims = { sub: account._id, sid: familyId, roles: account.roles };
    const accessToken = await this.jwt.signAsync(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS,
      token_type: 'bearer',
      user: toSessionUser(account),
    };
  }
}
