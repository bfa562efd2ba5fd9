import { ConfigError } from '../../../platform/config/app-config';

/** Where the Google calls go. Google's own hosts unless GOOGLE_API_BASE points at a stand-in. */
export interface GoogleEndpoints {
  tokenUrl: string;
  revokeUrl: string;
  /** Root of the REST APIs (Calendar), with a trailing slash as googleapis expects. */
  apiRootUrl: string;
}

export const GOOGLE_ENDPOINTS = Symbol('GOOGLE_ENDPOINTS');

const GOOGLE: GoogleEndpoints = {
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  apiRootUrl: 'https://www.googleapis.com/',
};

/**
 * GOOGLE_API_BASE (optional) sends every Google call to one base URL: `<base>/token`,
 * `<base>/revoke` and `<base>/calendar/v3/...`. It exists for local stand-ins and tests.
 */
export function googleEndpoints(env: Record<string, string | undefined> = process.env): GoogleEndpoints {
  const raw = env.GOOGLE_API_BASE?.trim();
  if (!raw) return GOOGLE;
  let base: URL;
  try {
    base = new URL(raw);
  } catch {
    throw new ConfigError('GOOGLE_API_BASE', 'must be a URL (http: or https:)');
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new ConfigError('GOOGLE_API_BASE', `must start with http: or https: (got "${base.protocol}")`);
  const root = raw.replace(/\/+$/, '');
  return { tokenUrl: `${root}/token`, revokeUrl: `${root}/revoke`, apiRootUrl: `${root}/` };
}
