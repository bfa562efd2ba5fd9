import { Injectable } from '@nestjs/common';
import { DomainError } from './domain-error';

export const ACCOUNT_CLOSED_MESSAGE = 'This account has been deleted.';

/**
 * People whose account deletion has been asked for. From that moment no command they cause is
 * decided or appended (410), whatever stream it writes to, so a request that was already past
 * the session check when the deletion began cannot change anything after it. The deletion's own
 * steps run with `closingAccount` set in their context.
 *
 * Filled synchronously by the deletion request in this process, and from the log (the request
 * event) for every process that reads it, including after a restart mid-deletion.
 */
@Injectable()
export class ClosingAccounts {
  private readonly closing = new Set<string>();

  close(userId: string): void {
    this.closing.add(userId);
  }

  /** Undoes `close` when the deletion stopped before its request was written (nothing of it was applied). */
  reopen(userId: string): void {
    this.closing.delete(userId);
  }

  isClosing(userId: string): boolean {
    return this.closing.has(userId);
  }

  /** Throws the 410 when `actor` is a person whose deletion has begun. */
  refuse(actor: string, closingAccount = false): void {
    if (!closingAccount && this.closing.has(actor)) throw new DomainError(ACCOUNT_CLOSED_MESSAGE, 'gone');
  }
}
