import { useMediaQuery } from '@/hooks/use-media-query';

/** The landing and welcome pages switch layout at 768 px (spec section 9). */
export const wideScreenQuery = '(min-width: 768px)';

export function useIsWideScreen(): boolean {
  return useMediaQuery(wideScreenQuery);
}
