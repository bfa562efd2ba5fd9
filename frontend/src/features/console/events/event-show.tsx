import { Show, useRecordContext } from 'react-admin';

import { actorLabel } from '../shared/actor-label';
import { ConsoleSection } from '../shared/console-section';
import { Fact, FactList } from '../shared/fact-list';
import { formatTime } from '../shared/format-time';
import { JsonData } from '../shared/json-data';
import type { LogEventRecord } from './log-event-record';

function EventTitle() {
  const record = useRecordContext<LogEventRecord>();
  return <span>{record ? `Event #${record.position}` : 'Event'}</span>;
}

export function EventShow() {
  return (
    <Show title={<EventTitle />} component="div">
      <EventPanels />
    </Show>
  );
}

function EventPanels() {
  const record = useRecordContext<LogEventRecord>();
  if (!record) return null;
  return (
    <div className="grid gap-4 py-4 lg:grid-cols-2">
      <ConsoleSection title="Event">
        <FactList>
          <Fact label="Type">
            <span className="font-mono">{record.type}</span>
          </Fact>
          <Fact label="Stream">
            <span className="font-mono break-all">{record.stream}</span>
          </Fact>
          <Fact label="Position">{record.position}</Fact>
          <Fact label="Time">{formatTime(record.time)}</Fact>
          <Fact label="Actor">
            <span title={record.actor}>{actorLabel(record.actor)}</span>
          </Fact>
          <Fact label="Source">{record.source}</Fact>
        </FactList>
      </ConsoleSection>
      <ConsoleSection title="Data">
        <JsonData value={record.data} />
      </ConsoleSection>
    </div>
  );
}
