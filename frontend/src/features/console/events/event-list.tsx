import { DataTable, List, SimpleList, TextInput } from 'react-admin';

import { spreadsheetSafeExporter } from '../shared/spreadsheet-safe-exporter';
import { actorLabel } from '../shared/actor-label';
import { formatTime } from '../shared/format-time';
import { useIsSmallScreen } from '../shared/use-media-query';
import type { LogEventRecord } from './log-event-record';

const eventFilters = [
  <TextInput key="stream" source="stream" label="Stream" alwaysOn resettable />,
  <TextInput key="type" source="type" label="Type" alwaysOn resettable />,
];

/** The global log, newest first; personal data inside events reads "encrypted". */
export function EventList() {
  const isSmall = useIsSmallScreen();
  return (
    <List exporter={spreadsheetSafeExporter} filters={eventFilters} sort={{ field: 'position', order: 'DESC' }} perPage={50}>
      {isSmall ? (
        <SimpleList<LogEventRecord>
          primaryText={(record) => record.type}
          secondaryText={(record) => `${formatTime(record.time)} · ${actorLabel(record.actor)}`}
          tertiaryText={(record) => `#${record.position}`}
          rowClick="show"
        />
      ) : (
        <DataTable<LogEventRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.NumberCol source="position" label="Position" options={{ useGrouping: false }} />
          <DataTable.Col source="type" label="Type" disableSort />
          <DataTable.Col
            source="stream"
            label="Stream"
            disableSort
            render={(record) => <span className="font-mono text-caption break-all">{record.stream}</span>}
          />
          <DataTable.Col
            source="time"
            label="Time"
            render={(record) => <span className="whitespace-nowrap">{formatTime(record.time)}</span>}
          />
          <DataTable.Col
            source="actor"
            label="Actor"
            disableSort
            render={(record) => (
              <span title={record.actor} className="whitespace-nowrap">
                {actorLabel(record.actor)}
              </span>
            )}
          />
          <DataTable.Col source="source" label="Source" disableSort />
        </DataTable>
      )}
    </List>
  );
}
