import { defineFeature } from '../../platform/features/feature-declaration';
import type { ProfileEvent } from './domain/profile.events';
import { PROFILES } from './read-models/profile-view';
import { dayAndTime, PRIVATE, sentence } from '../../platform/features/sentence';

export const profileFeature = defineFeature<ProfileEvent>({
  name: 'profile',
  events: {
    'profile.email_changed': { concernsUser: true, summary: () => `E-mail changed · ${PRIVATE}` },
    'profile.phone_change_requested': {
      concernsUser: true,
      summary: (d) => sentence('Asked to change the phone number', `code valid until ${dayAndTime(d.expiresAt)}`),
    },
    'profile.voice_changed': { concernsUser: true, summary: (d) => `Call voice set to ${d.voice}` },
    'profile.context_added': { concernsUser: true, summary: (d) => `Added context for daily · ${d.characters} characters · ${PRIVATE}` },
    'profile.context_edited': { concernsUser: true, summary: (d) => `Edited context for daily · ${d.characters} characters · ${PRIVATE}` },
    'profile.context_removed': { concernsUser: true, summary: () => 'Removed a piece of context' },
    'profile.context_restored': { concernsUser: true, summary: () => 'Brought back a removed piece of context' },
    'profile.messages_set': { concernsUser: true, summary: (d) => `Messages from daily turned ${d.enabled ? 'on' : 'off'}` },
    'profile.time_zone_set': { concernsUser: true, summary: (d) => `Time zone ${d.timeZone}` },
  },
  // "Stop" and "start" by message set the messages setting, which settings shows with the profile.
  live: {
    profile: [
      'profile.email_changed',
      'profile.phone_change_requested',
      'profile.voice_changed',
      'profile.context_added',
      'profile.context_edited',
      'profile.context_removed',
      'profile.context_restored',
      'profile.messages_set',
      'profile.time_zone_set',
    ],
  },
  personalReadModels: [{ collection: PROFILES, by: '_id' }],
  proof: {
    async seed(owner) {
      const context = owner.text('context');
      const added = await owner.request<{ result: { id: string } }>('POST', '/api/add_context', { user_id: owner.userId, context });
      const id = added.result.id;
      return { secrets: { context }, pathIds: { '/api/me/context/{id}': id, '/api/me/context/{id}/restore': id } };
    },
  },
});
