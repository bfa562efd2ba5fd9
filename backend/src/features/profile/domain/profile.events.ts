import { eventTypes } from '../../../platform/event-store/event-types';
import type { Voice } from './voice';

/**
 * The settings a person edits on the web, kept apart from the account stream so sign-in and
 * settings never contend. Fields marked "sealed" hold `enc:v1:` ciphertext made with the user's key.
 * The confirmed phone change itself is `account.phone_changed`: the account owns the phone.
 */
export type EmailChanged = { type: 'profile.email_changed'; data: { userId: string; /** sealed */ email: string } };
export type PhoneChangeRequested = {
  type: 'profile.phone_change_requested';
  data: { userId: string; /** sealed */ phone: string; phoneHash: string; requestedAt: string; expiresAt: string };
};
export type VoiceChanged = { type: 'profile.voice_changed'; data: { userId: string; voice: Voice } };
export type ContextAdded = {
  type: 'profile.context_added';
  data: { userId: string; contextId: string; /** sealed */ context: string; characters: number };
};

export type ProfileEvent = EmailChanged | PhoneChangeRequested | VoiceChanged | ContextAdded;

export const PROFILE_EVENT_TYPES = eventTypes<ProfileEvent>({
  'profile.email_changed': true,
  'profile.phone_change_requested': true,
  'profile.voice_changed': true,
  'profile.context_added': true,
});

export const profileStream = (userId: string): string => `profile-${userId}`;
