import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { Plan } from '../domain/conversation.events';
import { FIRST_MESSAGE_DAYS, type FirstMessageDayView, MESSAGE_DAYS, type MessageDayView } from './conversation-view';

export interface MessagesOnDay {
  date: string;
  free: number;
  premium: number;
  founding: number;
}

/** Messages people sent daily per UTC day and plan, and strangers' first messages, for the analytics; no one is named. */
@Injectable()
export class MessageDaysReader {
  private readonly days: ReadCollection<MessageDayView>;
  private readonly firsts: ReadCollection<FirstMessageDayView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.days = reads.collection<MessageDayView>(MESSAGE_DAYS);
    this.firsts = reads.collection<FirstMessageDayView>(FIRST_MESSAGE_DAYS);
  }

  /** Numbers without an account that wrote to daily for the first time on the days of the range (UTC). */
  async firstMessages(startDay: string, endDay: string): Promise<number> {
    const rows = await this.firsts.find({ day: { $gte: startDay, $lte: endDay } });
    return rows.reduce((sum, row) => sum + row.count, 0);
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
