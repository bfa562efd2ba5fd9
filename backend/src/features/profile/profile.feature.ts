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
  },
  personalReadModels: [{ collection: PROFILES, by: '_id' }],
});
