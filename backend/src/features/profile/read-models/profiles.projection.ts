import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import type { AccountPhoneChanged, AccountRegistered } from '../../accounts';
import type { ProfileEvent } from '../domain/profile.events';
import { DEFAULT_VOICE } from '../domain/voice';
import { PROFILES, type ProfileView } from './profile-view';

/** Spelled out: Omit over Doc's index signature would turn every field into `unknown`. */
type Fresh = Pick<
  ProfileView,
  'userId' | 'email' | 'phone' | 'phoneHash' | 'voice' | 'contextCount' | 'lastContextAt' | 'messagesEnabled' | 'timeZone' | 'updatedAt'
>;

function blank(userId: string, at: string): Fresh {
  return {
    userId,
    email: null,
    phone: null,
    phoneHash: null,
    voice: DEFAULT_VOICE,
    contextCount: 0,
    lastContextAt: null,
    messagesEnabled: true,
    timeZone: null,
    updatedAt: at,
  };
}

/** Builds `profiles` from the account's phone (registered, later changed) and every settings change. */
export const ProfilesProjection = defineProjection({
  name: 'profiles',
  handles: eventTypes<ProfileEvent | AccountRegistered | AccountPhoneChanged>({
    'account.registered': true,
    'account.phone_changed': true,
    'profile.email_changed': true,
    'profile.phone_change_requested': true,
    'profile.voice_changed': true,
    'profile.context_added': true,
    'profile.context_edited': true,
    'profile.context_removed': true,
    'profile.context_restored': true,
    'profile.messages_set': true,
    'profile.time_zone_set': true,
  }),
  collections: { profiles: readModel<ProfileView>(PROFILES, [{ fields: { userId: 1 } }]) },
  inject: { cipher: PersonalDataCipher },
  evolve: async (event, { profiles, cipher }) => {
    const at = event.metadata.occurredAt;
    const userId = event.data.userId;
    const change = (edit: (current: Fresh) => Partial<Fresh>) =>
      applyOnce(profiles, userId, event, (current) => {
        const base = current ?? blank(userId, at);
        return { ...base, ...edit(base), updatedAt: at };
      });
    switch (event.type) {
      case 'account.registered':
      case 'account.phone_changed': {
        const phone = await cipher.decrypt(userId, event.data.phone);
        return change(() => ({ phone, phoneHash: event.data.phoneHash }));
      }
      case 'profile.email_changed': {
        const email = await cipher.decrypt(userId, event.data.email);
        return change(() => ({ email }));
      }
      case 'profile.phone_change_requested':
        return;
      case 'profile.voice_changed':
        return change(() => ({ voice: event.data.voice }));
      case 'profile.context_added':
        return change((current) => ({ contextCount: current.contextCount + 1, lastContextAt: at }));
      case 'profile.context_edited':
        return change(() => ({ lastContextAt: at }));
      case 'profile.context_removed':
        return change((current) => ({ contextCount: Math.max(0, current.contextCount - 1) }));
      case 'profile.context_restored':
        return change((current) => ({ contextCount: current.contextCount + 1 }));
      case 'profile.messages_set':
        return change(() => ({ messagesEnabled: event.data.enabled }));
      case 'profile.time_zone_set':
        return change(() => ({ timeZone: event.data.timeZone }));
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
