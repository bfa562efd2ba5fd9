import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { leavePagesOtherThan } from './toast';

/** Inside the router: when the page changes, the toasts of the page that was left go with it. */
export function ToastsFollowPage() {
  const { pathname } = useLocation();
  useEffect(() => leavePagesOtherThan(pathname), [pathname]);
  return null;
}
