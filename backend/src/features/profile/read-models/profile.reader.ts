import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { AccountsReader } from '../../accounts';
import { profileStream } from '../domain/profile.events';
import { DEFAULT_VOICE } from '../domain/voice';
import { type KeptContext, keptContext } from './pasted-context';
import { PROFILES, type ProfileView } from './profile-view';

/** "Messages from daily" and the zone the person's night is counted in. */
export interface MessagesSetting {
  enabled: boolean;
  timeZone: string | null;
}

export interface UserData {
  user_id: string;
  email: string | null;
  phone: string | null;
  voice: string;
}

/** One piece of pasted context, its text as stored: sealed with the person's key. */
export interface PastedContext {
  id: string;
  added_at: string;
  text: string;
}

/** A person's settings as this feature and others read them. */
@Injectable()
export class ProfileReader {
  private readonly profiles: ReadCollection<ProfileView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly accounts: AccountsReader,
  ) {
    this.profiles = reads.collection<ProfileView>(PROFILES);
  }

  /** The profile document, or one made from the account while the projection has not written it yet. */
  async view(userId: string): Promise<ProfileView> {
    const profile = await this.profiles.get(userId);
    if (profile) return profile;
    const account = await this.accounts.require(userId);
    return {
      _id: userId,
      userId,
      email: null,
      phone: account.phone,
      phoneHash: account.phoneHash,
      voice: DEFAULT_VOICE,
      contextCount: 0,
      lastContextAt: null,
      messagesEnabled: true,
      timeZone: null,
      updatedAt: account.updatedAt,
    };
  }

  async messages(userId: string): Promise<MessagesSetting> {
    const profile = await this.view(userId);
    return { enabled: profile.messagesEnabled !== false, timeZone: profile.timeZone ?? null };
  }

  async userData(userId: string): Promise<UserData> {
    const profile = await this.view(userId);
    return { user_id: userId, email: profile.email, phone: profile.phone, voice: profile.voice };
  }

  /** Every piece of context the person keeps, as last written. No read model keeps the text, so it is read from their profile stream. */
  async pastedContext(userId: string): Promise<PastedContext[]> {
    return (await this.keptContext(userId)).map(({ id, added_at, text }) => ({ id, added_at, text }));
  }

  /** The same, with when each piece was last edited: what the Add Context page lists. */
  async keptContext(userId: string): Promise<KeptContext[]> {
    return keptContext(await this.events.readStream(profileStream(userId)));
  }
}
