import { useEffect, useState } from 'react';
import { toast, Toaster as SonnerToaster } from 'sonner';

import { useLayoutChanges } from '@/hooks/use-layout-changes';
import { useMediaQuery } from '@/hooks/use-media-query';

import { toasterListening } from './toast';
import { chooseToastEdge, type ToastEdge } from './toast-edge';

// Sonner lays toasts out full-width below 600 px; that is where they move to the bottom.
const phoneQuery = '(max-width: 599px)';

/** The edge toasts use, kept clear of an open dialog and of the focused control as they change. */
function useToastEdge(phone: boolean): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>(() => chooseToastEdge(phone));
  useLayoutChanges(() => setEdge((current) => chooseToastEdge(phone, current)));
  return edge;
}

/**
 * Wide screens: toasts at the top centre. Phones: at the bottom, above the call button (56 px tall,
 * 16 px from the edge), so a toast never covers the header, the menu or a page's Back link. Either
 * way a toast moves to the other edge rather than cover the focused control, and goes to the bottom
 * while a dialog is open, which leaves that edge free for it (toast-edge.ts).
 * The close button sits inside the toast at its right (index.css), not on its corner.
 */
export function Toaster() {
  const phone = useMediaQuery(phoneQuery);
  const edge = useToastEdge(phone);
  // Sonner's own listener is set up by the effect of the child below, which runs before this one.
  useEffect(() => toasterListening({ toast }), []);
  return (
    <SonnerToaster
      position={edge === 'top' ? 'top-center' : 'bottom-center'}
      mobileOffset={{ bottom: edge === 'beside-dialog' ? 16 : 88, left: 16, right: 16, top: 16 }}
      richColors
      closeButton
      // Without it Sonner asks for the document's computed style on every render, a full style pass.
      dir="ltr"
      toastOptions={{ className: 'font-sans daily-toast' }}
    />
  );
}
