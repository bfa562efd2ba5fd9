import { DataTable, List, ReferenceField, SelectInput, SimpleList } from 'react-admin';

import type { SubscriptionRecord } from '../data-provider/console-types';
import { spreadsheetSafeExporter } from '../shared/spreadsheet-safe-exporter';
import { formatDate, formatPeriodEnd } from '../shared/format-time';
import { StatusChip } from '../shared/status-chip';
import { useIsSmallScreen } from '../shared/use-media-query';
import { planChoices, subscriptionStatusChoices } from './subscription-choices';

const subscriptionFilters = [
  <SelectInput key="status" source="status" label="Status" choices={subscriptionStatusChoices} alwaysOn />,
  <SelectInput key="plan" source="plan" label="Plan" choices={planChoices} alwaysOn />,
];

export function SubscriptionList() {
  const isSmall = useIsSmallScreen();
  return (
    <List exporter={spreadsheetSafeExporter} filters={subscriptionFilters} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList<SubscriptionRecord>
          primaryText={(record) => <ReferenceField record={record} source="userId" reference="accounts" link={false} />}
          secondaryText={(record) => `${record.plan ?? 'no plan'} · ends ${formatPeriodEnd(record.currentPeriodEnd)}`}
          tertiaryText={(record) => <StatusChip status={record.status} />}
          rowClick="show"
        />
      ) : (
        <DataTable<SubscriptionRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col label="Account" disableSort>
            <ReferenceField source="userId" reference="accounts" link={false} />
          </DataTable.Col>
          <DataTable.Col source="plan" label="Plan" />
          <DataTable.Col source="status" label="Status" render={(record) => <StatusChip status={record.status} />} />
          <DataTable.Col source="currentPeriodEnd" label="Period ends" render={(record) => formatPeriodEnd(record.currentPeriodEnd)} />
          <DataTable.Col label="Cancels at end" disableSort render={(record) => (record.cancelAtPeriodEnd ? 'Yes' : 'No')} />
          <DataTable.Col source="updatedAt" label="Updated" render={(record) => formatDate(record.updatedAt)} />
        </DataTable>
      )}
    </List>
  );
}
