import { useMediaQuery } from '@/hooks/use-media-query';

/** Below MUI's `sm` breakpoint, where react-admin's own layout turns compact (lists switch to a compact layout on phones). */
export const useIsSmallScreen = () => useMediaQuery('(max-width: 599.95px)');
