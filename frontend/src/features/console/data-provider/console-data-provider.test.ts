import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setAccessTokenGetter } from '@/lib/api-client';
import { jsonResponse as json } from '@/testing/json-response';

import { createConsoleDataProvider } from './console-data-provider';

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

const account = {
  id: 'u1',
  phone: '+447700900001',
  name: 'Ada',
  email: null,
  status: 'closed',
  roles: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSignInAt: null,
  signInCount: 1,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setAccessTokenGetter(() => 'token-123');
});

afterEach(() => {
  fetchMock.mockReset();
  setAccessTokenGetter(undefined);
  vi.unstubAllGlobals();
});

describe('the console data provider', () => {
  const provider = createConsoleDataProvider();

  it('changes a status with the reason, as the operator', async () => {
    fetchMock.mockResolvedValue(json(account));

    const result = await provider.changeStatus('u1', { status: 'closed', reason: 'Paid by bank transfer' });

    expect(lastRequest()).toMatchObject({
      url: '/api/admin/accounts/u1/status',
      method: 'PUT',
      body: { status: 'closed', reason: 'Paid by bank transfer' },
    });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-123');
    expect(result.data).toEqual(account);
  });

  it('grants or revokes a role with the reason', async () => {
    fetchMock.mockResolvedValue(json({ ...account, roles: ['analyst'] }));

    const result = await provider.setRole('u1', { role: 'analyst', granted: true, reason: 'Joins the growth team' });

    expect(lastRequest()).toMatchObject({
      url: '/api/admin/accounts/u1/roles',
      method: 'POST',
      body: { role: 'analyst', granted: true, reason: 'Joins the growth team' },
    });
    expect(result.data.roles).toEqual(['analyst']);
  });

  it("reads an account's or a subscription's history", async () => {
    const entry = {
      position: 7,
      type: 'account.status_changed',
      time: '2025-01-02T00:00:00.000Z',
      actor: 'operator:u9',
      source: 'console',
      stream: 'account-u1',
      summary: 'Status open → closed: Paid',
      data: {},
    };
    fetchMock.mockImplementation(async () => json([entry]));

    expect((await provider.getHistory('accounts', 'u1')).data).toEqual([entry]);
    expect(lastRequest().url).toBe('/api/admin/accounts/u1/history');

    await provider.getHistory('subscriptions', 'a/b');
    expect(lastRequest().url).toBe('/api/admin/subscriptions/a%2Fb/history');

    await provider.getHistory('accounts', 'u1', { limit: 100, before: 42 });
    expect(lastRequest().url).toBe('/api/admin/accounts/u1/history?limit=100&before=42');
  });

  it('reads an account’s conversation lines, which carry no message text', async () => {
    const line = {
      id: 'm1',
      at: '2025-01-05T10:00:00.000Z',
      channel: 'whatsapp',
      direction: 'in',
      kind: 'text',
      intents: ['add_task'],
      interpreter: 'rules',
      outcome: 'task added',
    };
    fetchMock.mockResolvedValue(json([line]));
    expect((await provider.getConversation('u/1')).data).toEqual([line]);
    expect(lastRequest()).toMatchObject({ url: '/api/admin/accounts/u%2F1/conversation', method: 'GET' });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('reads the analytics summary from the analysts’ endpoint', async () => {
    fetchMock.mockResolvedValue(json([{ utm_source: 'Direct', total_visits: 2, whatsapp_signups: 1, logins: 0, signup_rate: 50 }]));

    const result = await provider.getAnalyticsSummary({ start_date: '2025-01-01T00:00:00.000Z', end_date: '2025-01-08T00:00:00.000Z' });

    const url = new URL(lastRequest().url, 'http://localhost');
    expect(url.pathname).toBe('/api/analytics/summary');
    expect(url.searchParams.get('start_date')).toBe('2025-01-01T00:00:00.000Z');
    expect(result.data[0]?.signup_rate).toBe(50);
  });

  it('passes the server’s reason and status on when an action is refused', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Please give a reason of at least 5 characters' }, { status: 400 }));

    await expect(provider.changeStatus('u1', { status: 'open', reason: 'no' })).rejects.toMatchObject({
      status: 400,
      message: 'Please give a reason of at least 5 characters',
    });
  });

  it('keeps the simple REST lists, reading the total from Content-Range', async () => {
    fetchMock.mockResolvedValue(json([account], { headers: { 'Content-Range': 'accounts 0-0/31' } }));

    const result = await provider.getList('accounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: '07700 900001' },
    });

    const url = new URL(lastRequest().url, 'http://localhost');
    expect(url.pathname).toBe('/api/admin/accounts');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ q: '07700 900001' });
    expect(JSON.parse(url.searchParams.get('range') ?? '')).toEqual([0, 24]);
    expect(result.total).toBe(31);
  });
});
