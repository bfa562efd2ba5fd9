import { notify } from '@/components/ui/toast';

/**
 * A failure toast: the spec's sentence as the title and, when it adds something, the reason
 * underneath ("Please enter a valid email", "Network error when updating user").
 */
export function toastFailure(title: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : '';
  const same = reason.replace(/\.$/, '') === title.replace(/\.$/, '');
  notify.error(title, reason && !same ? { description: reason } : undefined);
}

/** The same failure said under the field it is about: the server's reason, or the spec's sentence when there is none. */
export function inlineFailure(title: string, error: unknown): string {
  return error instanceof Error && error.message ? error.message : title;
}
