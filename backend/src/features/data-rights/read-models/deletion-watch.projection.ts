import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ClosingAccounts } from '../../../platform/commands/closing-accounts';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import type { AccountDeleted, DeletionRequested } from '../domain/data-rights.events';

/**
 * What each process must do itself when an account is deleted, API instances included: refuse the
 * person's commands from the request on, and drop the person's data key from its own cache once
 * the key is destroyed, so no instance can go on decrypting with it. Keeps no read model.
 */
@Injectable()
export class DeletionWatchProjection implements Projection, OnModuleInit {
  readonly name = 'deletion-watch';
  readonly handles = ['account.deletion_requested', 'account.deleted'];
  readonly collections = [];
  readonly everyInstance = true;

  constructor(
    private readonly cipher: PersonalDataCipher,
    private readonly runner: ProjectionRunner,
    private readonly closing: ClosingAccounts,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  apply(recorded: RecordedEvent): void {
    const event = recorded as unknown as DeletionRequested | AccountDeleted;
    this.closing.close(event.data.userId);
    if (event.type === 'account.deleted') this.cipher.forget(event.data.userId);
  }
}
