import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

import { product } from '@/config/product';
import { aboutContent } from '@/content/about';
import { cn } from '@/lib/cn';

type PlanCardProps = {
  name: string;
  price: string;
  note: string;
  inclusions?: readonly string[];
  featured?: boolean;
  action?: ReactNode;
  className?: string;
};

function PlanCard({ name, price, note, inclusions = [], featured = false, action, className }: PlanCardProps) {
  return (
    <li
      className={cn(
        'flex flex-col rounded-card border bg-surface p-6 shadow-card',
        featured ? 'border-accent ring-1 ring-accent' : 'border-line',
        className,
      )}
    >
      <h3 className="text-body font-semibold text-ink">{name}</h3>
      <p className="mt-2 text-title font-bold text-ink">{price}</p>
      <p className="mt-1 text-small text-ink-muted">{note}</p>
      {inclusions.length > 0 && (
        <ul className={cn('mt-5 grid gap-2.5', featured && 'sm:grid-cols-2 sm:gap-x-6')}>
          {inclusions.map((item) => (
            <li key={item} className="flex gap-2.5 text-small text-ink">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              {item}
            </li>
          ))}
        </ul>
      )}
      {action !== undefined && action !== null && <div className="mt-6 sm:max-w-xs">{action}</div>}
    </li>
  );
}

/** The three plans of spec section 1; the founding card carries the checkout button when given. */
export function PlanCards({ foundingAction }: { foundingAction?: ReactNode }) {
  const { plans } = aboutContent;
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading" className="mb-4 text-heading font-semibold text-ink">
        {plans.heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        <PlanCard {...plans.free} />
        <PlanCard {...plans.premium} inclusions={product.plans.premium.inclusions} />
        <PlanCard
          {...plans.foundingMember}
          inclusions={product.plans.foundingMember.inclusions}
          featured
          action={foundingAction}
          className="sm:col-span-2"
        />
      </ul>
    </section>
  );
}
