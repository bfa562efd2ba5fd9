import { Injectable } from '@nestjs/common';
import { ProfileReader, type Voice } from '../../profile';
import { OpenTasksReader } from '../../tasks';
import { QUIET_HOURS } from '../domain/quiet-hours';

/** Who a message or call from daily would reach, whether they want it, and where their night is. */
export interface Recipient {
  phone: string | null;
  voice: Voice;
  /** "Messages from daily" is on. */
  messagesEnabled: boolean;
  timeZone: string;
}

/** What every job asks before it texts or calls someone: the one place the setting and the zone are read. */
@Injectable()
export class Recipients {
  constructor(
    private readonly profiles: ProfileReader,
    private readonly tasks: OpenTasksReader,
  ) {}

  /** `taskZone`: the zone of the task a reminder is about, used when the browser never reported one. */
  async find(userId: string, taskZone: string | null = null): Promise<Recipient> {
    const profile = await this.profiles.view(userId);
    const timeZone = profile.timeZone ?? taskZone ?? (await this.tasks.lastTimeZone(userId)) ?? QUIET_HOURS.defaultTimeZone;
    return { phone: profile.phone, voice: profile.voice, messagesEnabled: profile.messagesEnabled !== false, timeZone };
  }
}
