import { product } from '@/config/product';

export type CalendarAction = 'connect' | 'refresh' | 'disconnect';

/** Every sentence the calendar control says (spec sections 5 and 8). */
export const calendarMessages = {
  connected: 'Google Calendar connected successfully.',
  disconnected: 'Google Calendar disconnected successfully.',
  connectFailed: 'Failed to connect Google Calendar. Please try again.',
  authFailed: 'Could not authenticate with Google. Please try again.',
  disconnectFailedToast: 'Failed to disconnect Google Calendar.',
  userIdRequired: 'User ID is required',
  checkFailed: 'Failed to check connection status',
  checkNetwork: 'Network error when checking connection',
  revokeFailed: 'Failed to disconnect Google Calendar',
  revokeNetwork: 'Network error when disconnecting Google Calendar',
  disconnectConsequence: `${product.name} will no longer see when you are free, so it cannot nudge you at a good moment. You can connect it again at any time.`,
  // A member is told what to expect; how the server is set up is for the operator's /test page.
  notConfigured: 'Calendar connection is coming soon.',
  loginRequired: (action: CalendarAction) => `You need to be logged in to ${action} your Google account.`,
} as const;
