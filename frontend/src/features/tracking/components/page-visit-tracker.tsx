import { usePageVisitTracking } from '../hooks/use-page-visit-tracking';

/** Mounted once in the app's layout; renders nothing. */
export function PageVisitTracker() {
  usePageVisitTracking();
  return null;
}
