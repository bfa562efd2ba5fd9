import { House, Info, LayoutDashboard, LogIn, Settings, Sparkles, type LucideIcon } from 'lucide-react';

import { paths } from '@/config/paths';

export type NavigationLink = {
  id: 'home' | 'dashboard' | 'sign-in' | 'settings' | 'info' | 'about';
  label: string;
  to: string;
  icon: LucideIcon;
  /** Spoken name when it says more than the visible label. */
  accessibleLabel?: string;
};

/** The floating menu on narrow screens; Logout is an action and is added by the menu itself. */
export function mobileMenuLinks(signedIn: boolean): NavigationLink[] {
  if (!signedIn) {
    return [
      { id: 'sign-in', label: 'Sign In', to: paths.login.getHref(), icon: LogIn },
      { id: 'about', label: 'About', to: paths.about.getHref(), icon: Sparkles },
    ];
  }
  return [
    { id: 'dashboard', label: 'Dashboard', to: paths.dashboard.getHref(), icon: LayoutDashboard },
    { id: 'settings', label: 'Settings', to: paths.settings.getHref(), icon: Settings },
    { id: 'info', label: 'Info', to: paths.info.getHref(), icon: Info },
    { id: 'about', label: 'About', to: paths.about.getHref(), icon: Sparkles },
  ];
}

/** The pill on wide screens. */
export function desktopPillLinks(signedIn: boolean): NavigationLink[] {
  return [
    {
      id: 'home',
      label: 'Home',
      to: signedIn ? paths.dashboard.getHref() : paths.home.getHref(),
      icon: House,
      accessibleLabel: signedIn ? 'Home (dashboard)' : undefined,
    },
    {
      id: 'settings',
      label: 'Settings',
      to: signedIn ? paths.settings.getHref() : paths.login.getHref(),
      icon: Settings,
      accessibleLabel: signedIn ? undefined : 'Settings (sign in first)',
    },
    { id: 'about', label: 'About', to: paths.about.getHref(), icon: Sparkles },
  ];
}
