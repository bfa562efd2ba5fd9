import type { AccountView } from '../../accounts';

/** An account as the console lists it. The phone is shown here, to operators only; the log keeps it encrypted. */
export interface ConsoleAccountRow {
  id: string;
  phone: string | null;
  name: string | null;
  email: string | null;
  status: string;
  roles: string[];
  createdAt: string;
  lastSignInAt: string | null;
  signInCount: number;
  /** The traffic source and landing page of the account's first visit (null: none known). */
  source: string | null;
  landingPage: string | null;
}

export function toConsoleAccountRow(view: AccountView): ConsoleAccountRow {
  return {
    id: view._id,
    phone: view.phone,
    name: view.name,
    email: view.email,
    status: view.status,
    roles: view.roles,
    createdAt: view.createdAt,
    lastSignInAt: view.lastSignInAt,
    signInCount: view.signInCount,
    source: view.source ?? null,
    landingPage: view.landingPage ?? null,
  };
}
