/**
 * The painted Menu button (a signed-in shell's or a prerendered page's), as the starter keeps it
 * working until the app has rendered (app/starter/keep-menu-taps.ts).
 */
export type ShellMenu = {
  /** The path on which the shell's menu was left open, or null. */
  openAt: string | null;
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
  window.__dailyShellMenu ??= { openAt: null, stop: () => undefined };
}
