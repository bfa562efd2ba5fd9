import { useEffect } from 'react';
import { toast, Toaster as SonnerToaster } from 'sonner';

import { toasterListening } from './toast';

/**
 * On phones sonner stretches toasts across the top; they start below the floating menu button
 * (16 px from the top, 48 px tall) so a toast never hides the way to Logout.
 */
const PHONE_OFFSET = { top: 76 };

export function Toaster() {
  // Sonner's own listener is set up by the effect of the child below, which runs before this one.
  useEffect(() => toasterListening({ toast }), []);
  return (
    <SonnerToaster position="top-center" mobileOffset={PHONE_OFFSET} richColors closeButton toastOptions={{ className: 'font-sans' }} />
  );
}
