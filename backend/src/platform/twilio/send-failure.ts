/** How a failed send is written down: Twilio's error code when it gave one, else the HTTP status or `network`. */
export interface SendFailure {
  code: string;
  /** Twilio answered and refused (an invalid number, an opted-out person): sending again gets the same answer. */
  permanent: boolean;
}

/**
 * Twilio's 4xx answers are refusals of this message (21211 invalid number, 21610 opted out, 63016
 * outside WhatsApp's window with no SMS sender); 429, 5xx and no answer at all are worth another try.
 */
export function readSendFailure(error: unknown): SendFailure {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  const httpStatus = typeof status === 'number' ? status : null;
  const named = typeof code === 'number' || (typeof code === 'string' && /^\d+$/.test(code)) ? String(code) : null;
  if (httpStatus === null) return { code: named ?? 'network', permanent: false };
  const permanent = httpStatus >= 400 && httpStatus < 500 && httpStatus !== 408 && httpStatus !== 429;
  return { code: named ?? `http-${httpStatus}`, permanent };
}
