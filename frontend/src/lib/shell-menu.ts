/**
 * The painted Menu button (a signed-in shell's or a prerendered page's), as the starter keeps it
 * working until the app has rendered (app/starter/keep-menu-taps.ts).
 */
export type ShellMenu = {
  /** The path on which the shell's menu was left open, or null. */
  openAt: string | null;
  /** Logout was tapped on the painted shell: the app signs out as it starts. */
  logoutTapped: boolean;
  /** Stops the starter from handling the Menu button (the app's own menu does from now on) and forgets `openAt`. */
  stop: () => void;
};

declare global {
  interface Window {
    __dailyShellMenu?: ShellMenu;
  }
}

/** The path on which the painted menu was left open, for the app's menu to be open there too. */
export function shellMenuOpenAt(): string | null {
  return typeof window === 'undefined' ? null : (window.__dailyShellMenu?.openAt ?? null);
}

/**
 * Once the app's menu is on screen, taps on it are the app's alone; what is left in its place
 * tells a starter that arrives later to stay out.
 */
export function takeOverShellMenu(): void {
  if (typeof window === 'undefined') return;
  window.__dailyShellMenu?.stop();
  window.__dailyShellMenu ??= { openAt: null, logoutTapped: false, stop: () => undefined };
}

/** Whether Logout was tapped on the painted shell and the app has yet to sign out. */
export function shellLogoutTapped(): boolean {
  return typeof window !== 'undefined' && window.__dailyShellMenu?.logoutTapped === true;
}

/** Takes the shell's Logout over: answers true once, for the app to sign out. */
export function takeShellLogout(): boolean {
  if (!shellLogoutTapped()) return false;
  if (window.__dailyShellMenu) window.__dailyShellMenu.logoutTapped = false;
  return true;
}
