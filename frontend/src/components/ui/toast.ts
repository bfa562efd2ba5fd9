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

export type NotifyOptions = ExternalToast & {
  /**
   * The toast ends a flow that leaves the page ("Your subscription has been canceled." on the way
   * home), so it stays when the page changes. Every other toast belongs to the page it was shown
   * on and goes when the person leaves it: "OTP sent to your phone" has nothing to say on /subscribe.
   */
  keepOnNextPage?: boolean;
};

/** Toasts still shown, and the page each belongs to. */
const shownOn = new Map<string | number, string>();

function show(kind: 'success' | 'error' | 'info', message: string, options: NotifyOptions = {}): void {
  const { keepOnNextPage = false, ...toastOptions } = options;
  const page = typeof window === 'undefined' ? '' : window.location.pathname;
  void toaster.then(({ toast }) => {
    const id = toast[kind](message, {
      ...toastOptions,
      onDismiss: (shown) => {
        shownOn.delete(shown.id);
        toastOptions.onDismiss?.(shown);
      },
      onAutoClose: (shown) => {
        shownOn.delete(shown.id);
        toastOptions.onAutoClose?.(shown);
      },
    });
    if (!keepOnNextPage) shownOn.set(id, page);
  });
}

/** The app's one way to show a toast, so the library can change in a single place. */
export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  dismiss: (id?: string | number) => void toaster.then(({ toast }) => toast.dismiss(id)),
};

/** The person is on `page` now: the toasts of the pages they left go. */
export function leavePagesOtherThan(page: string): void {
  void toaster.then(({ toast }) => {
    for (const [id, shownPage] of shownOn) {
      if (shownPage === page) continue;
      shownOn.delete(id);
      toast.dismiss(id);
    }
  });
}
