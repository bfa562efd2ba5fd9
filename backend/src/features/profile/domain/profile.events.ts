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
/** The person rewrote a piece of context they had added: the new text replaces the old one. */
export type ContextEdited = {
  type: 'profile.context_edited';
  data: { userId: string; contextId: string; /** sealed */ context: string; characters: number };
};
/** Taken out of what daily keeps in mind. Kept in the stream so the toast's Undo can bring it back. */
export type ContextRemoved = { type: 'profile.context_removed'; data: { userId: string; contextId: string } };
/** The Undo of a removal: the piece is kept in mind again, with its text as it was. */
export type ContextRestored = { type: 'profile.context_restored'; data: { userId: string; contextId: string } };

/** "Messages from daily" turned on or off: reminders, nudge calls and trial messages all follow it. On until first set. */
export type MessagesSet = { type: 'profile.messages_set'; data: { userId: string; enabled: boolean } };
/** The person's time zone as their browser reports it: where "night" is for the messages they get. */
export type TimeZoneSet = { type: 'profile.time_zone_set'; data: { userId: string; timeZone: string } };

export type ProfileEvent =
  | EmailChanged
  | PhoneChangeRequested
  | VoiceChanged
  | ContextAdded
  | ContextEdited
  | ContextRemoved
  | ContextRestored
  | MessagesSet
  | TimeZoneSet;

export const profileStream = (userId: string): string => `profile-${userId}`;
