import { userDataMessages } from './user-data-messages';

// A sanity check only: the server applies the full rule and its answer is shown as it is.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(draft: string): string | null {
  const email = draft.trim();
  if (!email) return userDataMessages.emailRequired;
  if (!emailShape.test(email)) return userDataMessages.emailInvalid;
  return null;
}
