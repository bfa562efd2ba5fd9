import { DataTable, List, ReferenceField, SelectInput, SimpleList, TextInput } from 'react-admin';

import { spreadsheetSafeExporter } from '../shared/spreadsheet-safe-exporter';
import { formatTime } from '../shared/format-time';
import { useIsSmallScreen } from '../shared/use-media-query';
import { type AnalyticsEventRecord, analyticsEventTypeChoices } from './analytics-event-record';

const analyticsEventFilters = [
  <SelectInput key="event_type" source="event_type" label="Type" choices={analyticsEventTypeChoices} alwaysOn />,
  <TextInput key="utm_source" source="utm_source" label="Source ('Direct' for none)" alwaysOn resettable />,
  <TextInput key="session_id" source="session_id" label="Session" resettable />,
  <TextInput key="user_id" source="user_id" label="User id" resettable />,
];

const source = (record: AnalyticsEventRecord) => record.utm_source ?? 'Direct';

export function AnalyticsEventList() {
  const isSmall = useIsSmallScreen();
  return (
    <List exporter={spreadsheetSafeExporter} filters={analyticsEventFilters} sort={{ field: 'id', order: 'DESC' }} perPage={50}>
      {isSmall ? (
        <SimpleList<AnalyticsEventRecord>
          primaryText={(record) => `${record.event_type} · ${source(record)}`}
          secondaryText={(record) => record.page_path ?? '—'}
          tertiaryText={(record) => formatTime(record.timestamp)}
          rowClick={false}
        />
      ) : (
        <DataTable<AnalyticsEventRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.NumberCol source="id" label="#" options={{ useGrouping: false }} />
          <DataTable.Col source="event_type" label="Type" />
          <DataTable.Col source="utm_source" label="Source" render={source} />
          <DataTable.Col source="page_path" label="Page" />
          <DataTable.Col
            source="timestamp"
            label="Time"
            render={(record) => <span className="whitespace-nowrap">{formatTime(record.timestamp)}</span>}
          />
          <DataTable.Col
            source="session_id"
            label="Session"
            disableSort
            render={(record) => <span className="font-mono text-caption break-all">{record.session_id ?? '—'}</span>}
          />
          <DataTable.Col label="Account" disableSort>
            <ReferenceField source="user_id" reference="accounts" link="show" emptyText="—" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
