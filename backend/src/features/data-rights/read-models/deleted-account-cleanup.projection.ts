import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ClosingAccounts } from '../../../platform/commands/closing-accounts';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { FeatureRegistry } from '../../../platform/features/feature-registry';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { AccountDeleted, DeletionRequested } from '../domain/data-rights.events';
import { erasePerson } from '../deletion/personal-read-models';

/**
 * Removes a deleted account from every read model a feature declares as personal. It works from the `account.deleted` event
 * rather than inside the request, so a replay of the log (every boot in the embedded mode)
 * removes again what the earlier events rebuilt.
 */
@Injectable()
export class DeletedAccountCleanupProjection implements Projection, OnModuleInit {
  readonly name = 'deleted-account-cleanup';
  readonly handles = ['account.deletion_requested', 'account.deleted'];
  /** Owns nothing: it only removes documents from collections other projections own. */
  readonly collections = [];

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly cipher: PersonalDataCipher,
    private readonly runner: ProjectionRunner,
    private readonly closing: ClosingAccounts,
    private readonly features: FeatureRegistry,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as DeletionRequested | AccountDeleted;
    const { userId } = event.data;
    // Every process that reads the log refuses the person's commands from the request on.
    this.closing.close(userId);
    if (event.type === 'account.deletion_requested') return;
    await erasePerson(this.reads, this.features.personalReadModels(), userId);
    // Another instance may hold the key in its cache; every instance that runs projections drops it here.
    await this.cipher.shred(userId);
  }
}
