import type { ExternalToast, toast } from 'sonner';

type ToastApi = { toast: typeof toast };

let listening: (api: ToastApi) => void = () => {};
const toaster = new Promise<ToastApi>((resolve) => {
  listening = resolve;
});

/**
 * Called by the Toaster once it listens. The toast library loads with the Toaster, after the
 * page's first render; a toast asked for before then waits for it instead of being lost.
 */
export function toasterListening(api: ToastApi): void {
  listening(api);
}

/** The app's one way to show a toast, so the library can change in a single place. */
export const notify = {
  success: (message: string, options?: ExternalToast) => void toaster.then(({ toast }) => toast.success(message, options)),
  error: (message: string, options?: ExternalToast) => void toaster.then(({ toast }) => toast.error(message, options)),
  info: (message: string, options?: ExternalToast) => void toaster.then(({ toast }) => toast.info(message, options)),
  dismiss: (id?: string | number) => void toaster.then(({ toast }) => toast.dismiss(id)),
};
