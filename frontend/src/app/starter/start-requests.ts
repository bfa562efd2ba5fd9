import type { ApiPath } from '@/lib/api-paths';

/**
 * What the starter asks for on each signed-in page before the app's code has arrived. The bodies
 * are built exactly as the app's fetchers build theirs, so the app can take the answers over.
 */
export type StartPlan = {
  /** Where the session lives in local storage (lib/auth/session-store.ts). */
  sessionKey: string;
  /** A token this close to expiry is refreshed by the app first; the starter then sends nothing. */
  refreshMarginMs: number;
  /** Path → the page's first reads. */
  pages: Record<string, StartRead[]>;
  /** The session check (GET) and the account look-up (POST `{ phone }`), for every signed-in page. */
  userPath: ApiPath;
  accountPath: ApiPath;
};

/**
 * One read: a POST is sent with `{ userId }` as its body; `{userId}` in a URL stands for the
 * person's id. An anonymous read goes without the token, as the app sends it.
 */
export type StartRead = { method: 'GET' | 'POST'; url: ApiPath | `${ApiPath}?${string}`; anonymous?: true };

/**
 * The starter: runs in the page before the app's script, as the text of this function (written
 * into its own file by the build, see build/prerender-pages.ts), so it must stay self-contained:
 * no imports, nothing from outside but its arguments. Reads the stored session and, on a page of
 * the plan, sends the session check and the page's first reads with the stored token, leaving the
 * answers for the app in `window.__dailyStarted` (lib/started-requests.ts).
 */
export function startRequests(win: Window, plan: StartPlan): void {
  try {
    const raw = win.localStorage.getItem(plan.sessionKey);
    if (!raw) return;
    const session = JSON.parse(raw) as {
      access_token?: string;
      expires_at?: number;
      local_expires_at?: number;
      user?: { id?: string; phone?: string | null };
    };
    const token = session.access_token;
    const userId = session.user?.id;
    if (!token || !userId) return;
    const expiresAt = session.local_expires_at ?? (session.expires_at ?? 0) * 1000;
    if (expiresAt - Date.now() <= plan.refreshMarginMs) return;
    const path = win.location.pathname.replace(/(.)\/+$/, '$1');
    const reads = plan.pages[path];
    if (!reads) return;
    const requests: Record<string, Promise<Response>> = {};
    const anonymous: Record<string, Promise<Response>> = {};
    const send = (method: string, url: string, body?: string, withToken = true) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (withToken) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const answer = win.fetch(url, { method, headers, body });
      // Unclaimed, a failure would be reported as unhandled; the app sees it when it takes the answer.
      answer.catch(() => undefined);
      (withToken ? requests : anonymous)[`${method} ${url}\n${body ?? ''}`] = answer;
    };
    send('GET', plan.userPath);
    const phone = session.user?.phone;
    if (phone) send('POST', plan.accountPath, JSON.stringify({ phone: phone.startsWith('+') ? phone : `+${phone}` }));
    for (const read of reads) {
      const url = read.url.replace('{userId}', encodeURIComponent(userId));
      send(read.method, url, read.method === 'POST' ? JSON.stringify({ userId }) : undefined, !read.anonymous);
    }
    win.__dailyStarted = { at: Date.now(), token, requests, anonymous };
  } catch {
    // The app makes every request itself when the starter could not.
  }
}
