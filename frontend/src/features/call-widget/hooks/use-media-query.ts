import { useMediaQuery } from '@/hooks/use-media-query';

export { usePrefersReducedMotion } from '@/hooks/use-media-query';

/** The call widget's desktop layout starts at 640 px (spec section 9). */
export const callWidgetDesktopQuery = '(min-width: 640px)';

export function useIsCallWidgetDesktop(): boolean {
  return useMediaQuery(callWidgetDesktopQuery);
}
