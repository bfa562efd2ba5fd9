/**
 * The visit's keys in browser storage (spec section 3, "Client storage"), shared by everything
 * that records an analytics event: page visits, the WhatsApp entry link and sign-in.
 */
export const trackingKeys = {
  sessionId: 'daily.sessionId',
  trafficSource: 'daily.trafficSource',
} as const;
