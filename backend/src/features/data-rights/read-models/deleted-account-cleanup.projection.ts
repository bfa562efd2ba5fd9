import { ClosingAccounts } from '../../../platform/commands/closing-accounts';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection } from '../../../platform/projections/define-projection';
import { PersonalReadModels } from '../deletion/personal-read-models';
import type { AccountDeleted, DeletionRequested } from '../domain/data-rights.events';

/**
 * Removes a deleted account from every read model a feature declares as personal. It works from
 * the `account.deleted` event rather than inside the request, so a replay of the log (every boot
 * in the embedded mode) removes again what the earlier events rebuilt. It owns no collection: it
 * only removes documents from collections other projections own.
 */
export const DeletedAccountCleanupProjection = defineProjection({
  name: 'deleted-account-cleanup',
  handles: eventTypes<DeletionRequested | AccountDeleted>({ 'account.deletion_requested': true, 'account.deleted': true }),
  collections: {},
  inject: { closing: ClosingAccounts, personal: PersonalReadModels, cipher: PersonalDataCipher },
  evolve: async (event, { closing, personal, cipher }) => {
    const { userId } = event.data;
    // Every process that reads the log refuses the person's commands from the request on.
    closing.close(userId);
    if (event.type === 'account.deletion_requested') return;
    await personal.erase(userId);
    // Another instance may hold the key in its cache; every instance that runs projections drops it here.
    await cipher.shred(userId);
  },
});
