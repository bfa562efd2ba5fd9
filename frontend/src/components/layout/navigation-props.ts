import type { StaffRole } from './navigation-items';

export type NavigationProps = {
  signedIn: boolean;
  /**
   * Where Home leads a signed-in person: /dashboard with paid access, /welcome for every account
   * that is not closed (DESIGN.md section 7). Signed out, Home is the landing page.
   */
  homeHref?: string;
  /** Staff roles of the signed-in person: they add the Analytics and Console links. */
  roles?: readonly StaffRole[];
  onLogout?: () => void;
};
