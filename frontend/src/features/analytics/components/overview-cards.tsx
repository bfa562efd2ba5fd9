import { LogIn, MessageCircle, Percent, UsersRound } from 'lucide-react';

import type { OverviewTotals } from '../utils/overview-totals';
import { formatSignupRate } from '../utils/signup-rate';
import { StatCard } from './stat-card';

const numberFormat = new Intl.NumberFormat('en-GB');

/** The four cards of spec section 2; `totals` is null while the summary loads. */
export function OverviewCards({ totals }: { totals: OverviewTotals | null }) {
  const count = (value: number | undefined) => (value === undefined ? null : numberFormat.format(value));
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Total Visits" icon={UsersRound} value={count(totals?.visits)} />
      <StatCard label="WhatsApp Signups" icon={MessageCircle} value={count(totals?.signups)} />
      <StatCard label="User Logins" icon={LogIn} value={count(totals?.logins)} />
      <StatCard label="Signup Rate" icon={Percent} value={totals ? `${formatSignupRate(totals.signups, totals.visits)}%` : null} />
    </div>
  );
}
