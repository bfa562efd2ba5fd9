export type DashboardShellPlan = {
  /** The attribute marking the shell's personal part: unseen until it is filled, inert until the app replaces it. */
  personal: string;
  sessionKey: string;
  cache: { prefix: string; version: number; maxAgeMs: number };
  /** Account statuses the dashboard opens for at once (lib/auth/account-status.ts); any other waits for the app. */
  paidAccounts: readonly string[];
  /** Stands for the person's id in the query keys below. */
  userIdMark: string;
  profileKey: readonly string[];
  conversationKey: readonly string[];
  /** `data-shell-fill` values (features/dashboard/utils/shell-fill.ts). */
  fill: { date: string; greeting: string; callPrompt: string };
  /** `data-shell-show` values (features/assistant/utils/conversation-shell.ts). */
  conversation: { whileUnknown: string; whenEmpty: string };
  fallbackCallPrompt: string;
};

/**
 * The fourth part of the starter, on the dashboard's shell only: paints the heading (the day, a
 * greeting by first name), the call-me prompt and, when this device's copy of the conversation is
 * empty, the message box's examples, from the stored session and the answers kept on this device
 * (lib/device-cache.ts), then shows the part, which was unseen until then. The app's first render
 * a moment later puts the same heading and box in the same places (a kept conversation that is not
 * empty shows as loading here, and as its messages in the app). Written into the starter's file as
 * its text, like startRequests: no imports, nothing from outside but its arguments (`greeting` is
 * features/dashboard/utils/greeting.ts's dashboardGreeting, itself self-contained). The part stays
 * unseen unless the app will draw the dashboard at once: a stored session and a kept copy, still
 * fresh, of an account with paid access (the app otherwise shows its loading screen first, or
 * sends the person elsewhere).
 */
export function fillDashboardShell(
  win: Window,
  plan: DashboardShellPlan,
  greeting: (now: Date, name: string | null | undefined) => string,
): void {
  const doc = win.document;
  const fill = () => {
    try {
      const part = doc.querySelector(`[${plan.personal}]`);
      const raw = win.localStorage.getItem(plan.sessionKey);
      if (!part || !raw) return;
      const user = (JSON.parse(raw) as { user?: { id?: string; name?: string | null } }).user;
      if (!user?.id) return;
      const userId = user.id;
      type Kept = { v?: number; savedAt?: number; account?: string | null; queries?: Array<{ key?: unknown[]; data?: unknown }> };
      const kept = JSON.parse(win.localStorage.getItem(plan.cache.prefix + userId) ?? 'null') as Kept | null;
      if (!kept || kept.v !== plan.cache.version || !(Date.now() - (kept.savedAt ?? 0) <= plan.cache.maxAgeMs)) return;
      if (!plan.paidAccounts.includes(kept.account ?? '')) return;
      const queries = kept.queries ?? [];
      const cached = (key: readonly string[]) => {
        const wanted = JSON.stringify(key.map((segment) => (segment === plan.userIdMark ? userId : segment)));
        return queries.find((query) => JSON.stringify(query.key) === wanted)?.data;
      };
      const profile = cached(plan.profileKey) as { name?: string | null; startQuestion?: string | null } | undefined;
      const conversation = cached(plan.conversationKey);

      const write = (mark: string, text: string) => {
        const element = part.querySelector(`[data-shell-fill="${mark}"]`);
        if (element) element.textContent = text;
      };
      const now = new Date();
      // "Saturday, November 28", as lib/format.ts's formatWeekdayDate writes today (the test holds them together).
      write(plan.fill.date, now.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }));
      write(plan.fill.greeting, greeting(now, user.name ?? profile?.name));
      if (profile) write(plan.fill.callPrompt, profile.startQuestion ?? plan.fallbackCallPrompt);
      if (Array.isArray(conversation) && conversation.length === 0) {
        part.querySelector(`[data-shell-show="${plan.conversation.whileUnknown}"]`)?.setAttribute('hidden', '');
        part.querySelector(`[data-shell-show="${plan.conversation.whenEmpty}"]`)?.removeAttribute('hidden');
      }
      part.classList.remove('invisible');
    } catch {
      // The app draws the page when the shell could not be filled.
    }
  };
  // The shell's markup must have been parsed; the starter may run before it has.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', fill, { once: true });
  else fill();
}
