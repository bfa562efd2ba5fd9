import { SearchInput, SelectInput } from 'react-admin';

import { roleChoices, statusChoices } from './account-choices';

/** `q` finds a whole phone number however it is typed (+44 or 0, with spaces), part of a name, or an id. */
export const accountFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Phone, name or id" />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
  <SelectInput key="role" source="role" label="Role" choices={roleChoices} />,
];
