import { defineFeature } from '../../platform/features/feature-declaration';
import type { AccountEvent } from './domain/account.events';
import type { PhoneClaimEvent } from './domain/phone-claim';
import { ACCOUNTS } from './read-models/account-view';
import { dayAndTime, PRIVATE, sentence } from '../../platform/features/sentence';

import type { ServerStatus } from './domain/account-status';

/** Statuses in the words an operator reads; the console's status chip shows the stored value beside them. */
const STATUS_WORDS: Record<ServerStatus, string> = {
  open: 'free',
  closed: 'Premium',
  'whatsapp-closed': 'Premium (joined on WhatsApp)',
  founding_member: 'founding member',
  phone: 'phone verified only',
  whatsapp: 'WhatsApp contact only',
};

export const accountsFeature = defineFeature<AccountEvent | PhoneClaimEvent>({
  name: 'accounts',
  events: {
    'account.registered': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          `Account created · ${STATUS_WORDS[d.status]}`,
          d.via === 'console' ? 'by an operator' : d.via === 'test-phone' && 'test number',
        ),
    },
    'account.attributed': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          `First came from ${d.source ?? 'Direct'}`,
          d.landingPage && `landed on ${d.landingPage}`,
          d.firstVisitAt && `first visit ${dayAndTime(d.firstVisitAt)}`,
        ),
    },
    'account.signed_in': {
      concernsUser: true,
      summary: (d) => sentence('Signed in', d.method === 'otp' ? 'code by message' : 'test number', d.firstTime && 'first time'),
    },
    'account.name_set': { concernsUser: true, summary: () => `Name set · ${PRIVATE}` },
    'account.status_changed': {
      concernsUser: true,
      summary: (d) => sentence(`Status ${STATUS_WORDS[d.from]} → ${STATUS_WORDS[d.to]}`, d.reason),
    },
    'account.role_granted': { concernsUser: true, summary: (d) => sentence(`Made ${d.role}`, d.reason) },
    'account.role_revoked': { concernsUser: true, summary: (d) => sentence(`No longer ${d.role}`, d.reason) },
    'account.phone_changed': { concernsUser: true, summary: () => 'Phone number changed' },
    'account.phone_claimed': { concernsUser: true, summary: () => 'Phone number claimed' },
    'account.phone_released': { concernsUser: true, summary: (d) => sentence('Phone number released', d.reason) },
  },
  personalReadModels: [{ collection: ACCOUNTS, by: '_id' }],
  // One stream per phone number, which passes from person to person over time.
  sharedStreamPrefixes: ['phone-'],
});
