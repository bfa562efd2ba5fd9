import { ScrollText } from 'lucide-react';

import { EventList } from './event-list';
import { EventShow } from './event-show';

/** The append-only log: read, never written, from the console. */
export default {
  list: EventList,
  show: EventShow,
  icon: ScrollText,
  recordRepresentation: (record: { type: string; position: number }) => `${record.type} #${record.position}`,
};
