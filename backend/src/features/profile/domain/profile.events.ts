import type { EmailChanged } from '../../accounts';
import type { Voice } from './voice';

/**
 * The settings a person edits on the web, kept apart from the account stream so sign-in and
 * settings never contend. Fields marked "sealed" hold `enc:v1:` ciphertext made with the user's key.
 * The confirmed phone change itself is `account.phone_changed`: the account owns the phone.
 */
/** `profile.email_changed` (EmailChanged) is defined by accounts, whose read model follows it too. */
export type PhoneChangeRequested = {
  type: 'profile.phone_change_requested';
  data: { userId: string; /** sealed */ phone: string; phoneHash: string; requestedAt: string; expiresAt: string };
};
export type VoiceChanged = { type: 'profile.voice_changed'; data: { userId: string; voice: Voice } };
export type ContextAdded = {
  type: 'profile.context_added';
  data: { userId: string; contextId: string; /** sealed */ context: string; characters: number };
};

/** "Messages from daily" turned on or off: reminders, nudge calls and trial messages all follow it. On until first set. */
export type MessagesSet = { type: 'profile.messages_set'; data: { userId: string; enabled: boolean } };
/** The person's time zone as their browser reports it: where "night" is for the messages they get. */
export type TimeZoneSet = { type: 'profile.time_zone_set'; data: { userId: string; timeZone: string } };

export type ProfileEvent = EmailChanged | PhoneChangeRequested | VoiceChanged | ContextAdded | MessagesSet | TimeZoneSet;

export const profileStream = (userId: string): string => `profile-${userId}`;
