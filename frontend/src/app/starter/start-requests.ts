/**
 * What the starter asks for on each signed-in page before the app's code has arrived. The bodies
 * are built exactly as the app's fetchers build theirs, so the app can take the answers over.
 */
export type StartPlan = {
  /** Where the session lives in local storage (lib/auth/session-store.ts). */
  sessionKey: string;
  /** A token this close to expiry is refreshed by the app first; the starter then sends nothing. */
  refreshMarginMs: number;
  /** Path → endpoints read with `{ userId }` as their body (POST). */
  pages: Record<string, string[]>;
  /** The session check (GET) and the account look-up (POST `{ phone }`), for every signed-in page. */
  userPath: string;
  accountPath: string;
};

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
    const send = (method: string, url: string, body?: string) => {
      const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const answer = win.fetch(url, { method, headers, body });
      // Unclaimed, a failure would be reported as unhandled; the app sees it when it takes the answer.
      answer.catch(() => undefined);
      requests[`${method} ${url}\n${body ?? ''}`] = answer;
    };
    send('GET', plan.userPath);
    const phone = session.user?.phone;
    if (phone) send('POST', plan.accountPath, JSON.stringify({ phone: phone.startsWith('+') ? phone : `+${phone}` }));
    for (const url of reads) send('POST', url, JSON.stringify({ userId }));
    win.__dailyStarted = { at: Date.now(), token, requests };
  } catch {
    // The app makes every request itself when the starter could not.
  }
}
