import { paths } from '@/config/paths';

/**
 * The payment provider sends people back to these addresses, so they must be absolute; the
 * backend only accepts addresses on its own origin, which is the one the app is served from.
 */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}

export function premiumReturnUrls(origin?: string) {
  return {
    success_url: absoluteUrl(paths.stripeSuccess.getHref(), origin),
    cancel_url: absoluteUrl(paths.stripeCancel.getHref(), origin),
  };
}

export function foundingReturnUrls(origin?: string) {
  return {
    success_url: absoluteUrl(paths.foundingSuccess.getHref(), origin),
    cancel_url: absoluteUrl(paths.about.getHref({ cancelled: true }), origin),
  };
}
