import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

import { product } from '@/config/product';
import { aboutContent } from '@/content/about';
import { cn } from '@/lib/cn';

export type PlanId = 'free' | 'premium' | 'founding';

type PlanCardProps = {
  id: PlanId;
  name: string;
  price: string;
  note: string;
  inclusions?: readonly string[];
  featured?: boolean;
  /** The plan the signed-in person holds gets a "Your plan" marker. */
  current?: boolean;
  action?: ReactNode;
  className?: string;
};

function PlanCard({ id, name, price, note, inclusions = [], featured = false, current = false, action, className }: PlanCardProps) {
  const headingId = `plan-${id}-heading`;
  return (
    <li
      data-current={current || undefined}
      className={cn(
        'flex flex-col rounded-card border bg-surface p-6 shadow-card',
        featured || current ? 'border-accent ring-1 ring-accent' : 'border-line',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-body font-semibold text-ink">
          {name}
        </h3>
        {current && (
          <span className="rounded-full bg-accent-soft px-3 py-1 text-caption font-semibold text-accent-ink">
            {aboutContent.plans.current}
          </span>
        )}
      </div>
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
      {action !== undefined && action !== null && <div className="mt-auto pt-6 sm:max-w-xs">{action}</div>}
    </li>
  );
}

export type PlanCardsProps = {
  /** The signed-in person's plan, marked "Your plan"; null or absent for a visitor. */
  currentPlan?: PlanId | null;
  /** The Premium card's button (Subscribe); the billing feature leaves it out for those who have it. */
  premiumAction?: ReactNode;
  /** The founding card's checkout button, likewise. */
  foundingAction?: ReactNode;
};

/** The three plans of spec section 1, aware of the one the person holds. */
export function PlanCards({ currentPlan = null, premiumAction, foundingAction }: PlanCardsProps) {
  const { plans } = aboutContent;
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading" className="mb-4 text-heading font-semibold text-ink">
        {plans.heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        <PlanCard id="free" {...plans.free} current={currentPlan === 'free'} />
        <PlanCard
          id="premium"
          {...plans.premium}
          inclusions={product.plans.premium.inclusions}
          current={currentPlan === 'premium'}
          action={premiumAction}
        />
        <PlanCard
          id="founding"
          {...plans.foundingMember}
          inclusions={product.plans.foundingMember.inclusions}
          featured
          current={currentPlan === 'founding'}
          action={foundingAction}
          className="sm:col-span-2"
        />
      </ul>
    </section>
  );
}
