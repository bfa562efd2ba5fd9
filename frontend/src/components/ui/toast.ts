import { toast, type ExternalToast } from 'sonner';

/** The app's one way to show a toast, so the library can change in a single place. */
export const notify = {
  success: (message: string, options?: ExternalToast) => toast.success(message, options),
  error: (message: string, options?: ExternalToast) => toast.error(message, options),
  info: (message: string, options?: ExternalToast) => toast.info(message, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
