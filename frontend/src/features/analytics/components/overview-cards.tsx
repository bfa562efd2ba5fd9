import { LogIn, MessageCircle, Percent, UsersRound } from 'lucide-react';

import type { AnalyticsTotals } from '../api/get-analytics-totals';
import { StatCard } from './stat-card';
import { formatCount, formatSignupRate } from '@/lib/format-count';

/** The four cards of spec section 2, as the server totals them; `totals` is null while they load. */
export function OverviewCards({ totals }: { totals: AnalyticsTotals | null }) {
  const count = (value: number | undefined) => (value === undefined ? null : formatCount(value));
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Total Visits" icon={UsersRound} value={count(totals?.total_visits)} />
      {/* Spec section 2's name. It counts taps in the range; the funnel below follows the people who came in it. */}
      <StatCard
        label="WhatsApp Signups"
        icon={MessageCircle}
        value={count(totals?.whatsapp_signups)}
        hint="Taps on the WhatsApp link. Accounts: the funnel’s Signed in"
      />
      <StatCard label="User Logins" icon={LogIn} value={count(totals?.logins)} />
      <StatCard label="Signup Rate" icon={Percent} value={totals ? formatSignupRate(totals.signup_rate, totals.total_visits) : null} />
    </div>
  );
}
