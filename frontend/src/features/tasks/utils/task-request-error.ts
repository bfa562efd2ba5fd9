import { isApiError } from '@/lib/api-error';

/**
 * A failed task call. `message` is the sentence the spec shows; `detail` keeps what the server
 * said (a validation message, say), which is worth showing beneath it.
 */
export class TaskRequestError extends Error {
  override readonly name = 'TaskRequestError';
  readonly detail: string | undefined;

  constructor(message: string, options: { detail?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.detail = options.detail;
  }
}

/** Turns whatever a call threw into the spec's sentence for a network failure or a refusal. */
export function toTaskRequestError(error: unknown, messages: { network: string; failed: string }): TaskRequestError {
  if (error instanceof TaskRequestError) return error;
  if (isApiError(error)) {
    if (error.isNetworkError) return new TaskRequestError(messages.network, { cause: error });
    return new TaskRequestError(messages.failed, { detail: error.message, cause: error });
  }
  return new TaskRequestError(messages.failed, { cause: error });
}
