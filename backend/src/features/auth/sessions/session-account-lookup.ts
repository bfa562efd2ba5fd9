import { Injectable } from '@nestjs/common';
import type { AccountLookup } from '../../../platform/access/account-lookup.port';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { AccountsService } from '../../accounts';
import { SessionTokensService } from './session-tokens.service';

/** Answers the platform's access guards from the sessions and accounts read models. */
@Injectable()
export class SessionAccountLookup implements AccountLookup {
  constructor(
    private readonly sessions: SessionTokensService,
    private readonly accounts: AccountsService,
  ) {}

  sessionActive(sessionId: string): Promise<boolean> {
    return this.sessions.isActive(sessionId);
  }

  async caller(userId: string): Promise<AuthenticatedUser | null> {
    const account = await this.accounts.get(userId);
    return account ? { id: account._id, phone: account.phone, roles: account.roles } : null;
  }
}
