import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ApiSchema } from '@/lib/api-types';

import { spreadsheetSafeExporter } from './spreadsheet-safe-exporter';

type AccountRow = ApiSchema<'ConsoleAccountRowResponse'>;
type SubscriptionRow = ApiSchema<'ConsoleSubscriptionRowResponse'>;

/** Runs the console's exporter as the List's Export button does, and reads the file it hands the browser. */
async function exported(records: object[], resource: string): Promise<{ name: string | null; csv: string }> {
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:daily-export';
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  void spreadsheetSafeExporter(records, async () => ({}), {} as DataProvider, resource);
  await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const link = click.mock.contexts[0] as HTMLAnchorElement;
  return { name: link.getAttribute('download'), csv: await (blob as unknown as Blob).text() };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the CSV file the console exports', () => {
  it('holds the account rows the API answers, without phone, name or e-mail, formulas as text', async () => {
    const rows: AccountRow[] = [
      {
        id: 'u1',
        phone: '+447700900001',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        status: 'open',
        roles: ['analyst'],
        createdAt: '2026-01-05T09:00:00.000Z',
        lastSignInAt: '2026-01-06T10:00:00.000Z',
        signInCount: 2,
        source: '=HYPERLINK("https://evil.example","Click")',
        landingPage: '/pricing',
      },
      {
        id: 'u2',
        phone: '+447700900002',
        name: null,
        email: null,
        status: 'closed',
        roles: [],
        createdAt: '2026-01-07T09:00:00.000Z',
        lastSignInAt: null,
        signInCount: 1,
        source: null,
        landingPage: null,
      },
    ];
    const { name, csv } = await exported(rows, 'accounts');
    expect(name).toBe('accounts.csv');
    expect(csv).not.toMatch(/phone|name|email|\+4477|Ada|ada@/);
    expect(csv.split('\n')).toEqual([
      'id,status,roles,createdAt,lastSignInAt,signInCount,source,landingPage',
      'u1,open,analyst,2026-01-05T09:00:00.000Z,2026-01-06T10:00:00.000Z,2,"\'=HYPERLINK(""https://evil.example"",""Click"")",/pricing',
      'u2,closed,,2026-01-07T09:00:00.000Z,,1,Direct,',
    ]);
  });

  it('leaves out the words people wrote about leaving and the provider’s customer id, keeping the category', async () => {
    const row: SubscriptionRow = {
      id: 'u1',
      userId: 'u1',
      status: 'canceled',
      plan: 'premium',
      subscriptionId: 'sub_test_1',
      customerId: 'cus_1',
      currentPeriodEnd: 1_770_282_000,
      cancelAtPeriodEnd: false,
      refundRequested: false,
      cancelReason: 'Too busy this month',
      cancelCategory: 'unused',
      updatedAt: '2026-01-20T09:00:00.000Z',
    };
    const { csv } = await exported([row], 'subscriptions');
    expect(csv).not.toMatch(/cancelReason|Too busy|cus_1|customerId/);
    expect(csv.split('\n')[0]).toBe(
      'id,userId,status,plan,subscriptionId,currentPeriodEnd,cancelAtPeriodEnd,refundRequested,cancelCategory,updatedAt',
    );
    expect(csv.split('\n')[1]).toBe('u1,u1,canceled,premium,sub_test_1,1770282000,false,false,unused,2026-01-20T09:00:00.000Z');
  });

  it('writes the source column as the screen does: "Direct" where no source was recorded', async () => {
    const rows = [
      { id: 1, event_type: 'page_visit', utm_source: null, page_path: '/', timestamp: '2026-01-05T09:00:00.000Z' },
      { id: 2, event_type: 'page_visit', utm_source: 'newsletter', page_path: '/', timestamp: '2026-01-05T09:01:00.000Z' },
    ];
    const { csv } = await exported(rows, 'analytics-events');
    expect(csv.split('\n').slice(1)).toEqual([
      '1,page_visit,Direct,/,2026-01-05T09:00:00.000Z',
      '2,page_visit,newsletter,/,2026-01-05T09:01:00.000Z',
    ]);
  });
});
