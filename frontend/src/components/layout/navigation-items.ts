import { ChartNoAxesColumn, House, Info, LayoutDashboard, LogIn, Settings, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';

import { paths } from '@/config/paths';

export type NavigationLink = {
  id: 'home' | 'dashboard' | 'sign-in' | 'settings' | 'info' | 'about' | 'analytics' | 'console';
  label: string;
  to: string;
  icon: LucideIcon;
  /** Spoken name when it says more than the visible label. */
  accessibleLabel?: string;
};

const signIn: NavigationLink = { id: 'sign-in', label: 'Sign In', to: paths.login.getHref(), icon: LogIn };
const about: NavigationLink = { id: 'about', label: 'About', to: paths.about.getHref(), icon: Sparkles };

export type StaffRole = 'analyst' | 'operator';

/**
 * The pages only staff may open, for the staff who may open them: analysts and operators see the
 * analytics page, operators the console. Everyone else keeps the spec's items alone.
 */
function staffLinks(roles: readonly StaffRole[]): NavigationLink[] {
  const links: NavigationLink[] = [];
  if (roles.includes('analyst') || roles.includes('operator'))
    links.push({ id: 'analytics', label: 'Analytics', to: paths.analytics.getHref(), icon: ChartNoAxesColumn });
  if (roles.includes('operator')) links.push({ id: 'console', label: 'Console', to: paths.admin.getHref(), icon: ShieldCheck });
  return links;
}

/** The signed-in home: the dashboard for paid access, otherwise /welcome, named for what it is. */
function homeLink(homeHref: string): NavigationLink {
  return homeHref === paths.dashboard.getHref()
    ? { id: 'dashboard', label: 'Dashboard', to: homeHref, icon: LayoutDashboard }
    : { id: 'home', label: 'Home', to: homeHref, icon: House };
}

/** The floating menu on narrow screens; Logout is an action and is added by the menu itself. */
export function mobileMenuLinks(
  signedIn: boolean,
  homeHref: string = paths.dashboard.getHref(),
  roles: readonly StaffRole[] = [],
): NavigationLink[] {
  if (!signedIn) return [signIn, about];
  return [
    homeLink(homeHref),
    { id: 'settings', label: 'Settings', to: paths.settings.getHref(), icon: Settings },
    { id: 'info', label: 'Info', to: paths.info.getHref(), icon: Info },
    about,
    ...staffLinks(roles),
  ];
}

/**
 * The pill on wide screens: home, settings and about. Signed out, the settings place is the way
 * in, and says so: "Sign In", current only on the sign-in page it leads to.
 */
export function desktopPillLinks(
  signedIn: boolean,
  homeHref: string = paths.dashboard.getHref(),
  roles: readonly StaffRole[] = [],
): NavigationLink[] {
  if (!signedIn) return [{ id: 'home', label: 'Home', to: paths.home.getHref(), icon: House }, signIn, about];
  return [
    {
      id: 'home',
      label: 'Home',
      to: homeHref,
      icon: House,
      accessibleLabel: homeHref === paths.dashboard.getHref() ? 'Home (dashboard)' : undefined,
    },
    { id: 'settings', label: 'Settings', to: paths.settings.getHref(), icon: Settings },
    about,
    ...staffLinks(roles),
  ];
}
