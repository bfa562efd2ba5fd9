import { sourceLabel } from '../utils/event-labels';
import { Badge } from './badge';

export function SourceBadge({ source }: { source: string | null | undefined }) {
  return (
    <Badge tone="outline">
      <span className="sr-only">Source: </span>
      {sourceLabel(source)}
    </Badge>
  );
}
