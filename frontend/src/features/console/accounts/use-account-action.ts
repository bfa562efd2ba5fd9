import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';

import type { ConsoleDataProvider } from '../data-provider/console-data-provider';
import type { AccountRecord } from '../data-provider/console-types';

/**
 * Runs one of the account commands through the data provider. On success the page is refreshed,
 * so the record and its history (with the new event) are read again; a failure is left to the
 * dialog, which shows the server's reason.
 */
export function useAccountAction<Params>(
  run: (dataProvider: ConsoleDataProvider, params: Params) => Promise<{ data: AccountRecord }>,
  successMessage: string,
) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (params: Params) => run(dataProvider, params),
    onSuccess: () => {
      notify(successMessage, { type: 'success' });
      refresh();
    },
  });
}
