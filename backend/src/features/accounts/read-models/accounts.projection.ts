import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import type { AccountEvent, EmailChanged } from '../domain/account.events';
import { ACCOUNTS, type AccountView } from './account-view';

export const AccountsProjection = defineProjection({
  name: 'accounts',
  /** The account's own events, plus the e-mail set in settings (kept in the profile stream) so the session user carries it. */
  handles: eventTypes<AccountEvent | EmailChanged>({
    'account.registered': true,
    'account.attributed': true,
    'account.signed_in': true,
    'account.name_set': true,
    'account.status_changed': true,
    'account.role_granted': true,
    'account.role_revoked': true,
    'account.phone_changed': true,
    'profile.email_changed': true,
  }),
  collections: {
    accounts: readModel<AccountView>(ACCOUNTS, [
      { fields: { phoneHash: 1 }, unique: true },
      { fields: { status: 1 } },
      { fields: { createdAt: -1 } },
    ]),
  },
  inject: { cipher: PersonalDataCipher },
  evolve: async (event, { accounts, cipher }) => {
    const at = event.metadata.occurredAt;
    const userId = event.data.userId;
    switch (event.type) {
      case 'account.registered': {
        const phone = await cipher.decrypt(userId, event.data.phone);
        return applyOnce(accounts, userId, event, (current) =>
          current
            ? current
            : {
                phone,
                phoneHash: event.data.phoneHash,
                name: null,
                email: null,
                status: event.data.status,
                roles: [],
                createdAt: at,
                lastSignInAt: null,
                signInCount: 0,
                updatedAt: at,
              },
        );
      }
      case 'account.attributed':
        return applyOnce(
          accounts,
          userId,
          event,
          (current) => current && { ...current, source: event.data.source, landingPage: event.data.landingPage, updatedAt: at },
        );
      case 'account.signed_in':
        return applyOnce(
          accounts,
          userId,
          event,
          (current) => current && { ...current, lastSignInAt: at, signInCount: current.signInCount + 1, updatedAt: at },
        );
      case 'account.name_set': {
        const name = await cipher.decrypt(userId, event.data.name);
        return applyOnce(accounts, userId, event, (current) => current && { ...current, name, updatedAt: at });
      }
      case 'account.status_changed':
        return applyOnce(accounts, userId, event, (current) => current && { ...current, status: event.data.to, updatedAt: at });
      case 'account.role_granted':
        return applyOnce(
          accounts,
          userId,
          event,
          (current) =>
            current && { ...current, roles: [...current.roles.filter((r) => r !== event.data.role), event.data.role], updatedAt: at },
        );
      case 'account.role_revoked':
        return applyOnce(
          accounts,
          userId,
          event,
          (current) => current && { ...current, roles: current.roles.filter((r) => r !== event.data.role), updatedAt: at },
        );
      case 'account.phone_changed': {
        // The phoneHash index is unique: the old number must leave this document before anyone else can register it.
        const phone = await cipher.decrypt(userId, event.data.phone);
        return applyOnce(
          accounts,
          userId,
          event,
          (current) => current && { ...current, phone, phoneHash: event.data.phoneHash, updatedAt: at },
        );
      }
      case 'profile.email_changed': {
        const email = await cipher.decrypt(userId, event.data.email);
        return applyOnce(accounts, userId, event, (current) => current && { ...current, email, updatedAt: at });
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
