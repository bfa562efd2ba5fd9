/** Records of the console API (`/api/admin/*`), as the backend's console rows define them. */

export const accountStatuses = ['open', 'closed', 'whatsapp-closed', 'founding_member', 'phone', 'whatsapp'] as const;
export type AccountStatusValue = (typeof accountStatuses)[number];

export const consoleRoles = ['analyst', 'operator'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

export type AccountRecord = {
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
};

export type SubscriptionRecord = {
  id: string;
  userId: string;
  status: string;
  plan: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  /** Unix seconds. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  refundRequested: boolean;
  cancelReason: string | null;
  /** The category chosen when cancelling (one of the eight). */
  cancelCategory: string | null;
  updatedAt: string;
};

/** One entry of an account's or a subscription's timeline; personal data arrives as "encrypted". */
export type HistoryEntry = {
  position: number;
  type: string;
  time: string;
  actor: string;
  source: string;
  stream: string;
  summary: string;
  data: unknown;
};

export type AnalyticsSummaryRow = {
  utm_source: string;
  total_visits: number;
  whatsapp_signups: number;
  logins: number;
  signup_rate: number;
};

/** Timelines the console API serves at `/<resource>/:id/history`. */
export type HistoryResource = 'accounts' | 'subscriptions';
