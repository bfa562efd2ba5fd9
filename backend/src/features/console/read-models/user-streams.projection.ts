import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { ACCOUNT_EVENT_TYPES } from '../../accounts/domain/account.events';
import { ANALYTICS_EVENT_TYPES } from '../../analytics/analytics.events';
import { SESSION_EVENT_TYPES } from '../../auth/sessions/session.events';
import { SUBSCRIPTION_EVENT_TYPES } from '../../billing/domain/subscription.events';
import { CALENDAR_EVENT_TYPES } from '../../calendar/domain/calendar.events';
import { CALL_EVENT_TYPES } from '../../calls/domain/call.events';
import { DATA_RIGHTS_EVENT_TYPES } from '../../data-rights/domain/data-rights.events';
import { JOURNAL_EVENT_TYPES } from '../../journal/domain/journal.events';
import { PROFILE_EVENT_TYPES } from '../../profile/domain/profile.events';
import type { NudgeEvent } from '../../reminders/domain/nudge.events';
import type { ReminderEvent } from '../../reminders/domain/reminder.events';
import { TRIAL_MESSAGE_EVENT_TYPES } from '../../reminders/domain/trial-message.events';
import { TASK_EVENT_TYPES } from '../../tasks/domain/task.events';
import { USER_STREAM_ENTRIES, type UserStreamEntry, userStreamEntryId } from './user-streams-view';

/**
 * Every event type whose data names the account it concerns (`userId` or `user_id`). A feature
 * that adds such events adds its list here, or its events stay out of the console's history.
 */
export const USER_EVENT_TYPES: readonly string[] = [
  ...ACCOUNT_EVENT_TYPES,
  'account.phone_claimed',
  'account.phone_released',
  ...SESSION_EVENT_TYPES,
  ...ANALYTICS_EVENT_TYPES,
  ...SUBSCRIPTION_EVENT_TYPES,
  ...PROFILE_EVENT_TYPES,
  ...TASK_EVENT_TYPES,
  ...JOURNAL_EVENT_TYPES,
  ...CALENDAR_EVENT_TYPES,
  ...CALL_EVENT_TYPES,
  ...(['nudge.call_requested', 'nudge.call_placed', 'nudge.call_failed'] satisfies NudgeEvent['type'][]),
  ...(['reminder.claimed', 'reminder.sent', 'reminder.failed'] satisfies ReminderEvent['type'][]),
  ...TRIAL_MESSAGE_EVENT_TYPES,
  ...DATA_RIGHTS_EVENT_TYPES,
];

/** Streams that mix many people's events: only the person's own events are indexed, by position. */
const SHARED_STREAM_PREFIXES = ['analytics-', 'phone-', 'scheduler-'];

function userOf(data: unknown): string | null {
  const record = (data ?? {}) as { userId?: unknown; user_id?: unknown };
  const id = record.userId ?? record.user_id;
  return typeof id === 'string' && id ? id : null;
}

/**
 * Indexes, per account, the streams that hold its history, so the console can show an account's
 * whole timeline without scanning the log. Page views are left out: they would grow without bound
 * and say nothing an operator needs about the account.
 */
@Injectable()
export class UserStreamsProjection implements Projection, OnModuleInit {
  readonly name = 'console-user-stream-entries';
  readonly handles = USER_EVENT_TYPES;
  readonly collections = [USER_STREAM_ENTRIES];
  private readonly entries: ReadCollection<UserStreamEntry>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {
    this.entries = reads.collection<UserStreamEntry>(USER_STREAM_ENTRIES, [{ fields: { userId: 1 } }]);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  apply(event: RecordedEvent): Promise<void> | void {
    const userId = userOf(event.data);
    if (!userId) return;
    // A deleted account's read models go with it; its events stay in the log, their personal data shredded.
    if (event.type === 'account.deleted') return this.entries.deleteMany({ userId }).then(() => undefined);
    if (event.type === 'analytics.event_recorded' && (event.data as { event_type?: string }).event_type === 'page_visit') return;
    const shared = SHARED_STREAM_PREFIXES.some((prefix) => event.streamId.startsWith(prefix));
    const position = shared ? event.position : undefined;
    const id = userStreamEntryId(userId, event.streamId, position);
    // An entry, once there, stays as it is: an own stream is listed once however many events it holds.
    return applyOnce(this.entries, id, event, (current) => current ?? { userId, stream: event.streamId, ...(shared ? { position } : {}) });
  }
}
