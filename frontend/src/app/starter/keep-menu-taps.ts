import type { ShellMenu } from '@/lib/shell-menu';

/**
 * The second part of the starter: the painted Menu button works before the app's code has
 * arrived. A signed-in shell and a prerendered page are markup until then, so a tap on their Menu
 * button would otherwise do nothing and be lost. Here the tap opens (or closes) the painted panel
 * at once, and the app's menu takes over in the state it was left in (lib/shell-menu.ts), calling
 * `stop`. A tap on a shell's Logout is kept for the app, which signs out as it starts. Written
 * into the starter's file as its text, like startRequests: no imports at run time (the one above
 * is a type), nothing from outside but its argument.
 */
export function keepShellMenuTaps(win: Window): void {
  // Already there: the app's menu has taken over (this file arrived after the app's code).
  if (win.__dailyShellMenu) return;
  const doc = win.document;
  const menu: ShellMenu = { openAt: null, logoutTapped: false, stop: () => undefined };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const logout = target?.closest('button[data-logout]');
    if (logout) {
      // Signing out needs the app's code: the tap is kept for it, and the button shows it is under way.
      menu.logoutTapped = true;
      logout.setAttribute('aria-busy', 'true');
      return;
    }
    const button = target?.closest('button[data-menu-toggle]');
    const panel = button && doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!button || !panel) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    menu.openAt = open ? win.location.pathname.replace(/(.)\/+$/, '$1') : null;
  };
  menu.stop = () => {
    doc.removeEventListener('click', onClick);
    menu.openAt = null;
  };
  doc.addEventListener('click', onClick);
  win.__dailyShellMenu = menu;
}
