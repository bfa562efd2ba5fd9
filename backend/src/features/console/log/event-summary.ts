import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { ENCRYPTED, maskPersonalData } from './mask-personal-data';

type Data = Record<string, unknown>;

/** One line per event type an operator reads often; ids are left out, they are in the row already. */
const LINES: Record<string, (d: Data) => string> = {
  'account.registered': (d) => `Account registered (${String(d.via)}) with status ${String(d.status)}; phone ${ENCRYPTED}`,
  'account.signed_in': (d) => `Signed in (${String(d.method)})${d.firstTime ? ', first time' : ''}`,
  'account.name_set': () => `Name set (${ENCRYPTED})`,
  'account.status_changed': (d) => `Status ${String(d.from)} → ${String(d.to)}: ${String(d.reason)}`,
  'account.role_granted': (d) => `Role ${String(d.role)} granted: ${String(d.reason)}`,
  'account.role_revoked': (d) => `Role ${String(d.role)} revoked: ${String(d.reason)}`,
  'account.phone_claimed': () => 'Phone number claimed',
  'account.phone_released': (d) => `Phone number released: ${String(d.reason)}`,
  'auth.session_started': () => 'Session started',
  'auth.session_refreshed': () => 'Session refreshed',
  'auth.session_revoked': (d) => `Session ended (${String(d.reason)})`,
  'analytics.event_recorded': (d) => `Tracked ${String(d.event_type)}${d.page_path ? ` on ${String(d.page_path)}` : ''}`,
};

const ID_FIELDS = /(^id$|Id$|_id$|Hash$)/;
const MAX_SUMMARY = 200;

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A readable line for the history timeline. Types without a line of their own (new features) get
 * their fields listed, ids left out and personal data masked, so nothing new ever leaks.
 */
export function summariseEvent(event: Pick<RecordedEvent, 'type' | 'data'>): string {
  const data = (maskPersonalData(event.data) ?? {}) as Data;
  const line = LINES[event.type];
  const text = line
    ? line(data)
    : Object.entries(data)
        .filter(([key]) => !ID_FIELDS.test(key))
        .map(([key, value]) => `${key}: ${describeValue(value)}`)
        .join(', ');
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}
