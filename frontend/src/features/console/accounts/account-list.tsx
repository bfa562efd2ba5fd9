import { DataTable, List, SimpleList } from 'react-admin';

import type { AccountRecord } from '../data-provider/console-types';
import { spreadsheetSafeExporter } from '../shared/spreadsheet-safe-exporter';
import { formatDate, formatTime } from '../shared/format-time';
import { StatusChip } from '../shared/status-chip';
import { useIsSmallScreen } from '../shared/use-media-query';
import { accountFilters } from './account-filters';

const rolesText = (record: AccountRecord) => (record.roles.length ? record.roles.join(', ') : '—');

export function AccountList() {
  const isSmall = useIsSmallScreen();
  return (
    <List exporter={spreadsheetSafeExporter} filters={accountFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList<AccountRecord>
          primaryText={(record) => record.phone ?? record.name ?? record.id}
          secondaryText={(record) => [record.name, `joined ${formatDate(record.createdAt)}`].filter(Boolean).join(' · ')}
          tertiaryText={(record) => <StatusChip status={record.status} />}
          rowClick="show"
        />
      ) : (
        <DataTable<AccountRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="phone" label="Phone" />
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="status" label="Status" render={(record) => <StatusChip status={record.status} />} />
          <DataTable.Col label="Roles" disableSort render={rolesText} />
          <DataTable.Col source="source" label="First came from" disableSort render={(record) => record.source ?? 'Direct'} />
          <DataTable.Col source="createdAt" label="Joined" render={(record) => formatDate(record.createdAt)} />
          <DataTable.Col source="lastSignInAt" label="Last sign-in" render={(record) => formatTime(record.lastSignInAt)} />
          <DataTable.NumberCol source="signInCount" label="Sign-ins" />
        </DataTable>
      )}
    </List>
  );
}
