import { eventTypes } from '../../../platform/event-store/event-types';

/** A call someone asked for from the web. The number is not repeated here: only its keyed hash. */
export type CallRequested = { type: 'call.requested'; data: { userId: string; phoneHash: string; requestedAt: string } };
export type CallPlaced = { type: 'call.placed'; data: { userId: string; provider: 'twilio' | 'local'; callId: string } };
export type CallFailed = { type: 'call.failed'; data: { userId: string; reason: string } };

export type CallEvent = CallRequested | CallPlaced | CallFailed;
export const CALL_EVENT_TYPES = eventTypes<CallEvent>({
  'call.requested': true,
  'call.placed': true,
  'call.failed': true,
});
export const callStream = (userId: string): string => `calls-${userId}`;
