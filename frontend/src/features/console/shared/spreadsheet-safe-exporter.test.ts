import { describe, expect, it } from 'vitest';

import { spreadsheetSafe, withoutPersonalFields } from './spreadsheet-safe-exporter';

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

describe('withoutPersonalFields', () => {
  it('leaves out what names or reaches a person, and what they wrote, keeping ids to join on', () => {
    const account = { id: 'u1', phone: '+447700900001', name: 'Ada', email: 'ada@example.com', status: 'open', source: 'linkedin' };
    expect(withoutPersonalFields(account, 'accounts')).toEqual({ id: 'u1', status: 'open', source: 'linkedin' });
    const subscription = { id: 'u1', userId: 'u1', cancelReason: 'Too busy', customerId: 'cus_1', cancelCategory: 'unused' };
    expect(withoutPersonalFields(subscription, 'subscriptions')).toEqual({ id: 'u1', userId: 'u1', cancelCategory: 'unused' });
  });

  it('keeps every field of a resource without personal ones', () => {
    const row = { id: 3, event_type: 'page_visit', utm_source: 'x', user_id: 'u1' };
    expect(withoutPersonalFields(row, 'analytics-events')).toEqual(row);
  });
});
