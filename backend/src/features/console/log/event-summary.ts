import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { maskPersonalData } from '../../../platform/crypto/mask-personal-data';

type Data = Record<string, unknown>;

/** The line a feature declares for an event type (FeatureRegistry.summary), given the masked data; null when none. */
export type DeclaredLine = (type: string, data: Data) => string | null;

const ID_FIELDS = /(^id$|Id$|_id$|Hash$)/;
const MAX_SUMMARY = 200;

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A readable line for the history timeline. Types without a declared line get their fields
 * listed, ids left out and personal data masked, so nothing new ever leaks.
 */
export function summariseEvent(event: Pick<RecordedEvent, 'type' | 'data'>, declared: DeclaredLine): string {
  const data = (maskPersonalData(event.data) ?? {}) as Data;
  const text =
    declared(event.type, data) ??
    Object.entries(data)
      .filter(([key]) => !ID_FIELDS.test(key))
      .map(([key, value]) => `${key}: ${describeValue(value)}`)
      .join(', ');
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}
