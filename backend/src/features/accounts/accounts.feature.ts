import { ENCRYPTED } from '../../platform/crypto/mask-personal-data';
import { defineFeature } from '../../platform/features/feature-declaration';
import type { AccountEvent } from './domain/account.events';
import type { PhoneClaimEvent } from './domain/phone-claim';
import { ACCOUNTS } from './read-models/account-view';

export const accountsFeature = defineFeature<AccountEvent | PhoneClaimEvent>({
  name: 'accounts',
  events: {
    'account.registered': {
      concernsUser: true,
      summary: (d) => `Account registered (${d.via}) with status ${d.status}; phone ${ENCRYPTED}`,
    },
    'account.attributed': {
      concernsUser: true,
      summary: (d) => `First visit from ${d.source ?? 'Direct'}${d.landingPage ? ` on ${d.landingPage}` : ''}`,
    },
    'account.signed_in': { concernsUser: true, summary: (d) => `Signed in (${d.method})${d.firstTime ? ', first time' : ''}` },
    'account.name_set': { concernsUser: true, summary: () => `Name set (${ENCRYPTED})` },
    'account.status_changed': { concernsUser: true, summary: (d) => `Status ${d.from} → ${d.to}: ${d.reason}` },
    'account.role_granted': { concernsUser: true, summary: (d) => `Role ${d.role} granted: ${d.reason}` },
    'account.role_revoked': { concernsUser: true, summary: (d) => `Role ${d.role} revoked: ${d.reason}` },
    'account.phone_changed': { concernsUser: true },
    'account.phone_claimed': { concernsUser: true, summary: () => 'Phone number claimed' },
    'account.phone_released': { concernsUser: true, summary: (d) => `Phone number released: ${d.reason}` },
  },
  personalReadModels: [{ collection: ACCOUNTS, by: '_id' }],
  // One stream per phone number, which passes from person to person over time.
  sharedStreamPrefixes: ['phone-'],
});
