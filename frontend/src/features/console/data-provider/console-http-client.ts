import { fetchUtils } from 'react-admin';

import { currentAccessToken } from '@/lib/api-client';

/** fetchJson with the signed-in operator's Bearer token, which the console API requires on every call. */
export async function consoleHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = await currentAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

export type ConsoleHttpClient = typeof consoleHttpClient;
