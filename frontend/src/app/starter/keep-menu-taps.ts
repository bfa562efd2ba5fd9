import type { ShellMenu } from '@/lib/shell-menu';

/**
 * The second part of the starter: the signed-in shell's Menu button works before the app's code
 * has arrived. The shell is painted markup, so a tap on its Menu button would otherwise do nothing
 * and be lost when the app replaces the shell. Here the tap opens (or closes) the shell's own panel
 * at once, and the app's menu starts in the state the shell left it in (lib/shell-menu.ts), which
 * then calls `stop`. Written into the starter's file as its text, like startRequests: no imports
 * at run time (the one above is a type), nothing from outside but its argument.
 */
export function keepShellMenuTaps(win: Window): void {
  // Already there: the app's menu has taken over (this file arrived after the app's code).
  if (win.__dailyShellMenu) return;
  const doc = win.document;
  const menu: ShellMenu = { openAt: null, stop: () => undefined };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
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
