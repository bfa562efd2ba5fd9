import { apiFetch } from '@/lib/api-client';

import type { MessagesSetting } from './messages-setting';

/** `PUT /api/me/time-zone`: the browser's zone, which daily keeps its quiet hours in. */
export function reportTimeZone(timeZone: string): Promise<MessagesSetting> {
  return apiFetch('/api/me/time-zone', { method: 'PUT', body: { time_zone: timeZone } });
}
