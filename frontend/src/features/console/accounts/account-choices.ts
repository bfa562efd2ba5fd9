import { accountStatuses, consoleRoles, type AccountStatusValue } from '../data-provider/console-types';

/** What each server status means to an operator; the value itself is shown too, as the log records it. */
const statusMeaning: Record<AccountStatusValue, string> = {
  open: 'signed in, not paying',
  closed: 'paying subscriber',
  'whatsapp-closed': 'paying, joined on WhatsApp',
  founding_member: 'founding member',
  phone: 'phone verified only',
  whatsapp: 'WhatsApp contact only',
};

export const statusChoices = accountStatuses.map((status) => ({ id: status, name: `${status} (${statusMeaning[status]})` }));

export const roleChoices = consoleRoles.map((role) => ({ id: role, name: role }));
