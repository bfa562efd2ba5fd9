import { Injectable } from '@nestjs/common';
import type { AccountLookup } from '../../../platform/access/account-lookup.port';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { AccountsReader } from '../../accounts';
import { SessionsReader } from './sessions.reader';

/** Answers the platform's access guards from the sessions and accounts read models. */
@Injectable()
export class SessionAccountLookup implements AccountLookup {
  constructor(
    private readonly sessions: SessionsReader,
    private readonly accounts: AccountsReader,
  ) {}

  sessionActive(sessionId: string): Promise<boolean> {
    return this.sessions.isActive(sessionId);
  }

  caller(userId: string): Promise<AuthenticatedUser | null> {
    return this.accounts.caller(userId);
  }
}
