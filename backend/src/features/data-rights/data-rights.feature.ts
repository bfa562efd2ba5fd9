import { defineFeature } from '../../platform/features/feature-declaration';
import type { DataRightsEvent } from './domain/data-rights.events';

export const dataRightsFeature = defineFeature<DataRightsEvent>({
  name: 'data-rights',
  events: {
    'account.data_exported': { concernsUser: true },
    'account.deletion_requested': { concernsUser: true },
    'account.deleted': { concernsUser: true, erasesUser: true },
  },
});
