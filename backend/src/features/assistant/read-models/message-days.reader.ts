import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { Plan } from '../domain/conversation.events';
import { MESSAGE_DAYS, type MessageDayView } from './conversation-view';

export interface MessagesOnDay {
  date: string;
  free: number;
  premium: number;
  founding: number;
}

/** Messages people sent daily per UTC day and plan, for the analytics; no one is named. */
@Injectable()
export class MessageDaysReader {
  private readonly days: ReadCollection<MessageDayView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.days = reads.collection<MessageDayView>(MESSAGE_DAYS);
  }

  /** Every day of the range that had a message, oldest first. */
  async between(startDay: string, endDay: string): Promise<MessagesOnDay[]> {
    const rows = await this.days.find({ day: { $gte: startDay, $lte: endDay } }, { sort: { day: 1 } });
    const byDay = new Map<string, MessagesOnDay>();
    for (const row of rows) {
      const day = byDay.get(row.day) ?? { date: row.day, free: 0, premium: 0, founding: 0 };
      day[row.plan as Plan] += row.messages;
      byDay.set(row.day, day);
    }
    return [...byDay.values()];
  }
}
