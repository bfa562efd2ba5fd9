import type { ApiSchema } from '@/lib/api-types';

/** A row of the global event log (`/api/admin/events`); the id is the event's position. */
export type LogEventRecord = ApiSchema<'LogEventRowResponse'>;
