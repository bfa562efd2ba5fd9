import { MousePointerClick } from 'lucide-react';

import { AnalyticsEventList } from './analytics-event-list';

export default {
  list: AnalyticsEventList,
  icon: MousePointerClick,
  options: { label: 'Analytics events' },
};
