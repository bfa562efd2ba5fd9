import { useEffect } from 'react';
import { toast, Toaster as SonnerToaster } from 'sonner';

import { useMediaQuery } from '@/hooks/use-media-query';

import { toasterListening } from './toast';

// Sonner lays toasts out full-width below 600 px; that is where they move to the bottom.
const phoneQuery = '(max-width: 599px)';

/**
 * Wide screens: toasts at the top centre. Phones: at the bottom, above the call button (56 px tall,
 * 16 px from the edge), so a toast never covers the header, the menu or a page's Back link.
 * The close button sits inside the toast at its right (index.css), not on its corner.
 */
export function Toaster() {
  const phone = useMediaQuery(phoneQuery);
  // Sonner's own listener is set up by the effect of the child below, which runs before this one.
  useEffect(() => toasterListening({ toast }), []);
  return (
    <SonnerToaster
      position={phone ? 'bottom-center' : 'top-center'}
      mobileOffset={{ bottom: 88, left: 16, right: 16 }}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans daily-toast' }}
    />
  );
}
