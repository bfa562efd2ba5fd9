/** Proactive calls. Appended with the expected revision, so one window gets at most one nudge. */
export type NudgeCallRequested = {
  type: 'nudge.call_requested';
  data: { userId: string; at: string; importantTasks: number; timeZone: string };
};
export type NudgeCallPlaced = { type: 'nudge.call_placed'; data: { userId: string; provider: 'twilio' | 'local'; callId: string } };
export type NudgeCallFailed = { type: 'nudge.call_failed'; data: { userId: string; reason: string } };

export type NudgeEvent = NudgeCallRequested | NudgeCallPlaced | NudgeCallFailed;
export const nudgeStream = (userId: string): string => `nudges-${userId}`;
