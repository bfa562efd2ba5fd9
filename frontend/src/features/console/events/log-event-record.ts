/** A row of the global event log (`/api/admin/events`); the id is the event's position. */
export type LogEventRecord = {
  id: number;
  type: string;
  stream: string;
  position: number;
  time: string;
  actor: string;
  source: string;
  data: unknown;
};
