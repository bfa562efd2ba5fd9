import { UsersRound } from 'lucide-react';

import type { AccountRecord } from '../data-provider/console-types';
import { AccountList } from './account-list';
import { AccountShow } from './account-show';

/** No edit view: an account changes only through the recorded actions on its page. */
export default {
  list: AccountList,
  show: AccountShow,
  icon: UsersRound,
  recordRepresentation: (record: AccountRecord) => record.phone ?? record.name ?? record.id,
};
