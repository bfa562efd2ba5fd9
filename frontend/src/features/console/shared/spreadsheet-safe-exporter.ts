import { defaultExporter, type Exporter } from 'react-admin';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP's list): a visitor's utm_source
 * of `=HYPERLINK(...)` must open as text, not as a link that runs when an operator clicks it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Fields a CSV export leaves out: what names or reaches a person, or what they wrote. A file is
 * copied and kept where no deletion reaches it; ids are kept, so rows can still be joined, and the
 * console still shows these fields on screen to operators.
 */
export const PERSONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  accounts: ['phone', 'name', 'email'],
  subscriptions: ['cancelReason', 'customerId'],
};

/** Cells the screen writes in words where the record holds nothing: the file says what the screen says. */
const AS_ON_SCREEN: Readonly<Record<string, Readonly<Record<string, (value: unknown) => unknown>>>> = {
  accounts: { source: (value) => value ?? 'Direct' },
  'analytics-events': { utm_source: (value) => value ?? 'Direct' },
};

function asOnScreen<T extends object>(record: T, resource: string): T {
  const words = AS_ON_SCREEN[resource];
  if (!words) return record;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, words[key] ? words[key](value) : value])) as T;
}

export function spreadsheetSafe(value: unknown): unknown {
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (Array.isArray(value)) return value.map(spreadsheetSafe);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, spreadsheetSafe(inner)]));
  return value;
}

/** A record as it may leave in a file: without the resource's personal fields. */
export function withoutPersonalFields<T extends object>(record: T, resource: string): Partial<T> {
  const personal = PERSONAL_FIELDS[resource] ?? [];
  return Object.fromEntries(Object.entries(record).filter(([key]) => !personal.includes(key))) as Partial<T>;
}

/** react-admin's CSV export, personal fields left out, empty sources written as the screen writes them, and every text cell made safe to open in a spreadsheet. */
export const spreadsheetSafeExporter: Exporter = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(
    records.map((record) => spreadsheetSafe(asOnScreen(withoutPersonalFields(record, resource ?? ''), resource ?? ''))),
    fetchRelated,
    dataProvider,
    resource,
  );
