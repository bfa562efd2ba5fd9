import { defineFeature } from '../../platform/features/feature-declaration';
import type { CallEvent } from './domain/call.events';
import { sentence } from '../../platform/features/sentence';

export const callsFeature = defineFeature<CallEvent>({
  name: 'calls',
  events: {
    'call.requested': { concernsUser: true, summary: () => 'Asked daily to call' },
    'call.placed': { concernsUser: true, summary: (d) => sentence('Call placed', d.provider === 'local' && 'test mode, no real call') },
    'call.failed': { concernsUser: true, summary: (d) => sentence('Call failed', d.reason) },
  },
});
