import { useRecordContext } from 'react-admin';

import type { AccountRecord } from '../data-provider/console-types';

export function AccountTitle() {
  const record = useRecordContext<AccountRecord>();
  // The phone alone: the menu already says this is an account, and a phone's app bar has little room.
  return <span>{record?.phone ?? record?.name ?? 'Account'}</span>;
}
