import type { DomainEvent } from '../../../platform/event-store/event-envelope';
import { eventTypes, type EventTypes } from '../../../platform/event-store/event-types';
import { defineProjection } from '../../../platform/projections/define-projection';
import { SUBSCRIPTION_EVENT_TYPES, type SubscriptionEvent } from '../../billing';
import type { JournalEvent } from '../../journal';
import type { ProfileEvent } from '../../profile';
import { TASK_EVENT_TYPES, type TaskEvent } from '../../tasks';
import type { SessionRevoked } from '../../auth';
import { MESSAGE_EVENT_TYPES, type MessageEvent } from '../domain/conversation.events';
import { type LiveModel, LiveStreams } from './live-streams';

type Watched = TaskEvent | JournalEvent | ProfileEvent | SubscriptionEvent | MessageEvent | SessionRevoked;

/** Several features' lists as one: each is already checked complete against its own union. */
function together<E extends DomainEvent>(...lists: readonly (readonly string[])[]): EventTypes<E> {
  return lists.flat() as unknown as EventTypes<E>;
}

const JOURNAL_EVENT_TYPES = eventTypes<JournalEvent>({ 'journal.entry_saved': true, 'journal.line_appended': true });
const PROFILE_EVENT_TYPES = eventTypes<ProfileEvent>({
  'profile.email_changed': true,
  'profile.phone_change_requested': true,
  'profile.voice_changed': true,
  'profile.context_added': true,
  'profile.messages_set': true,
  'profile.time_zone_set': true,
});

const SESSION_END_TYPES = eventTypes<SessionRevoked>({ 'auth.session_revoked': true });

const MODEL_BY_PREFIX: [string, LiveModel][] = [
  ['task.', 'tasks'],
  ['journal.', 'journal'],
  ['assistant.', 'conversation'],
  ['profile.', 'profile'],
  ['billing.', 'subscription'],
];

/**
 * Names, for each event about a person, the read model it changes, and tells that person's open
 * screens in this process; ends the streams of a session that was revoked. Runs in every instance from the head of the log (names only, never data).
 */
export const LiveChangesProjection = defineProjection({
  name: 'live-changes',
  handles: together<Watched>(
    TASK_EVENT_TYPES,
    JOURNAL_EVENT_TYPES,
    PROFILE_EVENT_TYPES,
    SUBSCRIPTION_EVENT_TYPES,
    MESSAGE_EVENT_TYPES,
    SESSION_END_TYPES,
  ),
  collections: {},
  everyInstance: true,
  inject: { live: LiveStreams },
  evolve: (event, { live }) => {
    // Signed out, revoked, or the account deleted (which revokes every session): the session's streams end.
    if (event.type === 'auth.session_revoked') return live.sessionEnded(event.data.familyId);
    // A notice only: an event without its owner (a malformed one) is passed over rather than stopping
    // every instance's notices; the read model that owns it reports the fault.
    const userId = (event.data as { userId?: unknown } | null)?.userId;
    const model = MODEL_BY_PREFIX.find(([prefix]) => event.type.startsWith(prefix))?.[1];
    if (model && typeof userId === 'string') live.changed(userId, [model], event.position);
  },
});
