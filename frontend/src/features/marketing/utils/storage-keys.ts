/**
 * The public pages' flags in client storage (spec section 3); the visit's session id and traffic
 * source live in lib/tracking.
 */
export const storageKeys = {
  carouselSeen: 'daily.carouselSeen',
  aboutPreviewSeen: 'daily.aboutPreviewSeen',
} as const;
