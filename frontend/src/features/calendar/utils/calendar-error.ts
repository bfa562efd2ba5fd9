import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';

/** A calendar call that failed, with the sentence the control shows for it. */
export class CalendarError extends Error {
  override readonly name = 'CalendarError';
  /** The server said Google Calendar is not set up (409 on connect). */
  readonly notConfigured: boolean;

  constructor(message: string, options?: ErrorOptions & { notConfigured?: boolean }) {
    super(message, options);
    this.notConfigured = options?.notConfigured ?? false;
  }
}

export function toCalendarError(
  error: unknown,
  fallbacks: { network: string; failed: string; keepServerMessage?: boolean },
): CalendarError {
  if (isApiError(error) && error.isNetworkError) return new CalendarError(fallbacks.network, { cause: error });
  const fromServer = fallbacks.keepServerMessage && isApiError(error) && error.status < 500 ? serverMessage(error.body) : undefined;
  const notConfigured = isApiError(error) && error.status === 409;
  return new CalendarError(fromServer ?? fallbacks.failed, { cause: error, notConfigured });
}
