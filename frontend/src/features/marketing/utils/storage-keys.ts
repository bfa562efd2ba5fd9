/**
 * Client storage of spec section 3. The session id and traffic source keys are shared with the
 * analytics feature, which writes them on every page visit; the names must stay in step.
 */
export const storageKeys = {
  sessionId: 'daily.sessionId',
  trafficSource: 'daily.trafficSource',
  carouselSeen: 'daily.carouselSeen',
  aboutPreviewSeen: 'daily.aboutPreviewSeen',
} as const;
