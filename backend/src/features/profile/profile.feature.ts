import { defineFeature } from '../../platform/features/feature-declaration';
import type { ProfileEvent } from './domain/profile.events';
import { PROFILES } from './read-models/profile-view';

export const profileFeature = defineFeature<ProfileEvent>({
  name: 'profile',
  events: {
    'profile.email_changed': { concernsUser: true },
    'profile.phone_change_requested': { concernsUser: true },
    'profile.voice_changed': { concernsUser: true },
    'profile.context_added': { concernsUser: true },
    'profile.messages_set': { concernsUser: true, summary: (d) => `Messages from daily turned ${d.enabled ? 'on' : 'off'}` },
    'profile.time_zone_set': { concernsUser: true, summary: (d) => `Time zone ${d.timeZone}` },
  },
  personalReadModels: [{ collection: PROFILES, by: '_id' }],
  proof: {
    async seed(owner) {
      const context = owner.text('context');
      await owner.request('POST', '/api/add_context', { user_id: owner.userId, context });
      return { secrets: { context } };
    },
  },
});
