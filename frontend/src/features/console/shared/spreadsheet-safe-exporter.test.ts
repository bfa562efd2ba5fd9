import { describe, expect, it } from 'vitest';

import { spreadsheetSafe } from './spreadsheet-safe-exporter';

describe('spreadsheetSafe', () => {
  it('turns every cell a spreadsheet would run as a formula into text', () => {
    const record = {
      id: 7,
      utm_source: '=HYPERLINK("https://evil.example","Click")',
      page_path: '+1+cmd|/C calc!A0',
      referrer: '-2+3',
      campaign: '@SUM(A1)',
      note: '\t=1',
      nested: { label: '=1+1', list: ['fine', '+x'] },
    };
    expect(spreadsheetSafe(record)).toEqual({
      id: 7,
      utm_source: `'=HYPERLINK("https://evil.example","Click")`,
      page_path: "'+1+cmd|/C calc!A0",
      referrer: "'-2+3",
      campaign: "'@SUM(A1)",
      note: "'\t=1",
      nested: { label: "'=1+1", list: ['fine', "'+x"] },
    });
  });

  it('leaves ordinary text, numbers, nulls and dates alone', () => {
    const record = { source: 'linkedin', path: '/about', count: -3, empty: null, when: '2026-11-24T10:00:00Z' };
    expect(spreadsheetSafe(record)).toEqual(record);
  });
});
