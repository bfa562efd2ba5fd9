import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../platform/crypto/personal-data-cipher';
import { calendarDecider } from './domain/calendar.decider';
import { calendarStream } from './domain/calendar.events';

/** A person's Google grant as the calendar's commands read it: the sealed refresh token, opened. */
@Injectable()
export class CalendarGrants {
  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  /** The refresh token, unsealed, or null when there is no connection (or the account's key is gone). */
  async refreshToken(userId: string): Promise<string | null> {
    const { state } = await this.commands.load(calendarStream(userId), calendarDecider);
    if (!state.connected || !state.refreshToken) return null;
    return this.cipher.decrypt(userId, state.refreshToken);
  }
}
