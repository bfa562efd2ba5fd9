import { Inject, Injectable } from '@nestjs/common';
import { type CommandContext, newEntityId } from '../../platform/commands/command-context';
import { CommandRunner } from '../../platform/commands/command-runner';
import { sequence } from '../../platform/commands/decider';
import { DomainError } from '../../platform/commands/domain-error';
import { PersonalDataCipher } from '../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../platform/read-store/read-store.port';
import { accountDecider, AccountsService, accountStream, phoneClaimDecider, phoneClaimStream } from '../accounts';
import { OTP_RULES, OtpService } from '../auth';
import { checkedTimeZone } from '../tasks';
import { pendingPhoneBlocker, phoneRequestBlocker, type ProfileCommand, profileDecider } from './domain/profile.decider';
import { profileStream } from './domain/profile.events';
import { checkedContext, checkedEmail, checkedVoice } from './domain/profile-rules';
import { DEFAULT_VOICE } from './domain/voice';
import { PROFILES, type ProfileView } from './read-models/profile-view';

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

const TAKEN = 'This phone number already belongs to another daily account.';

const profileCommands = sequence(profileDecider);

/** Settings use cases: contact details, voice and pasted context, each an event on `profile-<userId>`. */
@Injectable()
export class ProfileService {
  private readonly profiles: ReadCollection<ProfileView>;

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly accounts: AccountsService,
    private readonly otp: OtpService,
    @Inject(READ_STORE) reads: ReadStore,
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

  /**
   * Turns "Messages from daily" on or off, noting the browser's time zone with it when sent: both
   * in one append, and neither recorded again when it has not changed.
   */
  async setMessages(userId: string, enabled: boolean, timeZone: string | null, context: CommandContext): Promise<MessagesSetting> {
    const commands: ProfileCommand[] = [{ kind: 'set-messages', userId, enabled }];
    if (timeZone) commands.push({ kind: 'set-time-zone', userId, timeZone: checkedTimeZone(timeZone) });
    await this.commands.run(profileStream(userId), profileCommands, commands, context);
    return this.messages(userId);
  }

  async userData(userId: string): Promise<UserData> {
    const profile = await this.view(userId);
    return { user_id: userId, email: profile.email, phone: profile.phone, voice: profile.voice };
  }

  async changeEmail(userId: string, input: string, context: CommandContext): Promise<void> {
    const email = checkedEmail(input);
    await this.commands.run(
      profileStream(userId),
      profileDecider,
      { kind: 'change-email', userId, email: await this.cipher.encrypt(userId, email) },
      context,
    );
  }

  async changeVoice(userId: string, input: string, context: CommandContext): Promise<void> {
    await this.commands.run(profileStream(userId), profileDecider, { kind: 'change-voice', userId, voice: checkedVoice(input) }, context);
  }

  /**
   * First step of a phone change: the new number gets a one-time code, and nothing changes until
   * it comes back. Returns false when the number is already the current one.
   */
  async requestPhoneChange(userId: string, input: string, context: CommandContext): Promise<boolean> {
    const phone = this.otp.normalise(input);
    const phoneHash = this.cipher.lookupHash(phone);
    const current = await this.view(userId);
    if (current.phoneHash === phoneHash) return false;
    // Whether the number is someone's account shows only once its code is confirmed (one claim per
    // phone): answering here would tell any signed-in person who is a customer.
    const { state } = await this.commands.load(profileStream(userId), profileDecider);
    const blocked = phoneRequestBlocker(state, Date.now());
    if (blocked) throw blocked;
    await this.otp.send(phone, context);
    const sealed = await this.cipher.encrypt(userId, phone);
    await this.commands.run(
      profileStream(userId),
      profileDecider,
      { kind: 'request-phone-change', userId, phone: sealed, phoneHash, now: Date.now(), ttlMs: OTP_RULES.codeTtlMs },
      context,
    );
    return true;
  }

  /**
   * Second step: checks the code, claims the new number (one account per phone holds here too),
   * changes the account's phone, then lets the old number go so it can sign up afresh.
   */
  async confirmPhoneChange(userId: string, input: string, code: string, context: CommandContext): Promise<void> {
    const phone = this.otp.normalise(input);
    const phoneHash = this.cipher.lookupHash(phone);
    const { state } = await this.commands.load(profileStream(userId), profileDecider);
    const blocked = pendingPhoneBlocker(state, phoneHash, Date.now());
    if (blocked) throw blocked;
    await this.otp.verify(phone, code, context);
    const claim = await this.commands.run(phoneClaimStream(phoneHash), phoneClaimDecider, { kind: 'claim', userId }, context);
    if (claim.state.userId !== userId) throw new DomainError(TAKEN, 'conflict');
    let previousPhoneHash: string | null = null;
    try {
      const sealed = await this.cipher.encrypt(userId, phone);
      const changed = await this.commands.run(
        accountStream(userId),
        accountDecider,
        { kind: 'change-phone', userId, phone: sealed, phoneHash },
        context,
      );
      previousPhoneHash = changed.events[0]?.type === 'account.phone_changed' ? changed.events[0].data.previousPhoneHash : null;
    } catch (error) {
      // Nothing half-applied: the new number goes back to nobody if the change itself failed.
      await this.commands.run(
        phoneClaimStream(phoneHash),
        phoneClaimDecider,
        { kind: 'release', userId, reason: 'phone change failed' },
        context,
      );
      throw error;
    }
    if (previousPhoneHash && previousPhoneHash !== phoneHash) {
      await this.commands.run(
        phoneClaimStream(previousPhoneHash),
        phoneClaimDecider,
        { kind: 'release', userId, reason: 'phone changed' },
        context,
      );
    }
  }

  async addContext(userId: string, input: string, context: CommandContext): Promise<{ id: string; characters: number }> {
    const text = checkedContext(input);
    // Derived from the Idempotency-Key when there is one: a repeat whose answer was lost gets the same id.
    const contextId = newEntityId(context, 'context');
    const sealed = await this.cipher.encrypt(userId, text);
    await this.commands.run(
      profileStream(userId),
      profileDecider,
      { kind: 'add-context', userId, contextId, context: sealed, characters: text.length },
      context,
    );
    return { id: contextId, characters: text.length };
  }
}
