import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { AccountPhoneChanged, AccountRegistered } from '../../accounts';
import { PROFILE_EVENT_TYPES, type ProfileEvent } from '../domain/profile.events';
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
@Injectable()
export class ProfilesProjection implements Projection, OnModuleInit {
  readonly name = 'profiles';
  readonly handles = ['account.registered', 'account.phone_changed', ...PROFILE_EVENT_TYPES];
  readonly collections = [PROFILES];
  private readonly profiles: ReadCollection<ProfileView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly cipher: PersonalDataCipher,
    private readonly runner: ProjectionRunner,
  ) {
    this.profiles = reads.collection<ProfileView>(PROFILES, [{ fields: { userId: 1 } }]);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as (ProfileEvent | AccountRegistered | AccountPhoneChanged) & RecordedEvent;
    const at = recorded.metadata.occurredAt;
    const userId = event.data.userId;
    const change = (edit: (current: Fresh) => Partial<Fresh>) =>
      applyOnce(this.profiles, userId, recorded, (current) => {
        const base = current ?? blank(userId, at);
        return { ...base, ...edit(base), updatedAt: at };
      });
    switch (event.type) {
      case 'account.registered':
      case 'account.phone_changed': {
        const phone = await this.cipher.decrypt(userId, event.data.phone);
        return change(() => ({ phone, phoneHash: event.data.phoneHash }));
      }
      case 'profile.email_changed': {
        const email = await this.cipher.decrypt(userId, event.data.email);
        return change(() => ({ email }));
      }
      case 'profile.phone_change_requested':
        return;
      case 'profile.voice_changed':
        return change(() => ({ voice: event.data.voice }));
      case 'profile.context_added':
        return change((current) => ({ contextCount: current.contextCount + 1, lastContextAt: at }));
      case 'profile.messages_set':
        return change(() => ({ messagesEnabled: event.data.enabled }));
      case 'profile.time_zone_set':
        return change(() => ({ timeZone: event.data.timeZone }));
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }
}
