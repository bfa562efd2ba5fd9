import { eventTypeLabel } from '../utils/event-labels';
import { Badge, type BadgeTone } from './badge';

const tones: Record<string, BadgeTone> = {
  page_visit: 'neutral',
  whatsapp_signup: 'success',
  login: 'accent',
  existing_user: 'warm',
};

export function EventTypeBadge({ type }: { type: string }) {
  return <Badge tone={tones[type] ?? 'neutral'}>{eventTypeLabel(type)}</Badge>;
}
