import { ClosingAccounts } from '../../../platform/commands/closing-accounts';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection } from '../../../platform/projections/define-projection';
import type { AccountDeleted, DeletionRequested } from '../domain/data-rights.events';

/**
 * What each process must do itself when an account is deleted, API instances included: refuse the
 * person's commands from the request on, and drop the person's data key from its own cache once
 * the key is destroyed, so no instance can go on decrypting with it. Keeps no read model.
 */
export const DeletionWatchProjection = defineProjection({
  name: 'deletion-watch',
  handles: eventTypes<DeletionRequested | AccountDeleted>({ 'account.deletion_requested': true, 'account.deleted': true }),
  collections: {},
  everyInstance: true,
  inject: { cipher: PersonalDataCipher, closing: ClosingAccounts },
  evolve: (event, { cipher, closing }) => {
    closing.close(event.data.userId);
    if (event.type === 'account.deleted') cipher.forget(event.data.userId);
  },
});
