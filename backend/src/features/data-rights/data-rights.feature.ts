import { defineFeature } from '../../platform/features/feature-declaration';
import type { DataRightsEvent } from './domain/data-rights.events';
import { sentence } from '../../platform/features/sentence';

export const dataRightsFeature = defineFeature<DataRightsEvent>({
  name: 'data-rights',
  events: {
    'account.data_exported': { concernsUser: true, summary: (d) => `Downloaded their data · ${d.events} events` },
    'account.deletion_requested': { concernsUser: true, summary: () => 'Asked to delete the account' },
    'account.deleted': {
      concernsUser: true,
      erasesUser: true,
      summary: (d) => sentence('Account deleted', `${d.sessionsRevoked} sessions ended`, `${d.phoneClaimsReleased} phone numbers released`),
    },
  },
});
