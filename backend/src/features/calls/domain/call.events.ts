/** A call someone asked for from the web. The number is not repeated here: only its keyed hash. */
export type CallRequested = { type: 'call.requested'; data: { userId: string; phoneHash: string; requestedAt: string } };
export type CallPlaced = { type: 'call.placed'; data: { userId: string; provider: 'twilio' | 'local'; callId: string } };
export type CallFailed = { type: 'call.failed'; data: { userId: string; reason: string } };

export type CallEvent = CallRequested | CallPlaced | CallFailed;
export const callStream = (userId: string): string => `calls-${userId}`;
