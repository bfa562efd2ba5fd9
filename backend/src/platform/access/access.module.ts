import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { OwnUserGuard } from './own-user.guard';
import { RolesGuard } from './roles.guard';
import { VerifiedTokens } from './verified-tokens';

/**
 * Who is calling: every endpoint needs a session unless @Public(), @Roles() restricts by role, and
 * OwnUserGuard keeps a user id in a request to the caller's own. Sessions and accounts are
 * looked up through ACCOUNT_LOOKUP, which the auth feature provides.
 */
@Module({
  imports: [PassportModule],
  providers: [
    JwtStrategy,
    { provide: VerifiedTokens, useFactory: () => new VerifiedTokens() },
    OwnUserGuard,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [OwnUserGuard],
})
export class AccessModule {}
