/** The server's bounds for an operator's reason (trimmed). */
export const minReasonLength = 5;
export const maxReasonLength = 500;

export function reasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'Please give a reason.';
  if (trimmed.length < minReasonLength) return `Please give a reason of at least ${minReasonLength} characters.`;
  if (trimmed.length > maxReasonLength) return `Please keep the reason under ${maxReasonLength} characters.`;
  return null;
}
