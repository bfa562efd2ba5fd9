import { defineFeature } from '../../platform/features/feature-declaration';
import type { CallEvent } from './domain/call.events';

export const callsFeature = defineFeature<CallEvent>({
  name: 'calls',
  events: {
    'call.requested': { concernsUser: true },
    'call.placed': { concernsUser: true },
    'call.failed': { concernsUser: true },
  },
});
