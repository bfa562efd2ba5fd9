import { defaultExporter, type Exporter } from 'react-admin';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP's list): a visitor's utm_source
 * of `=HYPERLINK(...)` must open as text, not as a link that runs when an operator clicks it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(value: unknown): unknown {
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (Array.isArray(value)) return value.map(spreadsheetSafe);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, spreadsheetSafe(inner)]));
  return value;
}

/** react-admin's CSV export, with every text cell made safe to open in a spreadsheet. */
export const spreadsheetSafeExporter: Exporter = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(records.map(spreadsheetSafe), fetchRelated, dataProvider, resource);
