import type { Doc } from '../../../platform/read-store/read-store.port';
import type { Voice } from '../domain/voice';

/**
 * The `profiles` read model: one document per account with what settings shows, decrypted. It
 * repeats the phone of `accounts` so settings and calls read one document (the accounts read model
 * repeats the e-mail in turn, for the session user).
 */
export interface ProfileView extends Doc {
  _id: string;
  userId: string;
  email: string | null;
  phone: string | null;
  phoneHash: string | null;
  voice: Voice;
  contextCount: number;
  lastContextAt: string | null;
  /** "Messages from daily" (absent on documents from before the setting: on). */
  messagesEnabled?: boolean;
  /** The zone the person's browser last reported, or null. */
  timeZone?: string | null;
  updatedAt: string;
}

export const PROFILES = 'profiles';
