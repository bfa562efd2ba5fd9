import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, type JwtFromRequestFunction, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthenticatedUser } from '../http/request-context';
import { ACCOUNT_LOOKUP, type AccessClaims, type AccountLookup } from './account-lookup.port';
import { VerifiedTokens } from './verified-tokens';

export type SignedInCaller = AuthenticatedUser & { sessionId: string };

/** The bearer token of a request, read the same way by the strategy and by the guard's remembered-token path. */
export const bearerToken: JwtFromRequestFunction = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Verifies the bearer token, then checks the session was not ended and reads the account's current roles. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(ACCOUNT_LOOKUP) private readonly accounts: AccountLookup,
    private readonly verified: VerifiedTokens,
  ) {
    // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a public
    // key on every request (~0.7 ms each under load), then falls back to HMAC. passport-jwt's types
    // predate KeyObject; it hands the value to jsonwebtoken unchanged, which accepts it.
    super({
      jwtFromRequest: bearerToken,
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(request: unknown, claims: AccessClaims & { exp?: unknown }): Promise<SignedInCaller> {
    // jsonwebtoken checks an expiry only when there is one: a token that never expires is not one we issued.
    if (typeof claims.exp !== 'number') throw new UnauthorizedException('Please sign in to continue.');
    const caller = await this.callerFor(claims);
    const token = bearerToken(request as Parameters<JwtFromRequestFunction>[0]);
    if (token) this.verified.remember(token, { sub: claims.sub, sid: claims.sid, roles: claims.roles, exp: claims.exp });
    return caller;
  }

  /** Who a token with these (already verified) claims speaks for now: its session live, its account still there. */
  async callerFor(claims: AccessClaims): Promise<SignedInCaller> {
    if (!(await this.accounts.sessionActive(claims.sid))) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    const caller = await this.accounts.caller(claims.sub);
    if (!caller) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return { ...caller, sessionId: claims.sid };
  }
}
