import { CalendarCheck, Check } from 'lucide-react';

import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { product } from '@/config/product';
import { formatMoney, formatPrice } from '@/lib/format-money';

/** Premium as spec section 1 states it: the price, the free trial and what it includes. */
export function PremiumPlanCard() {
  const premium = product.plans.premium;
  const { interval } = premium.price;

  return (
    <Card aria-labelledby="premium-plan-heading" className="flex flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <CardTitle id="premium-plan-heading">{premium.name}</CardTitle>
          <span className="whitespace-nowrap rounded-full bg-accent-soft px-3 py-1 text-caption font-semibold text-accent-ink">
            {premium.trialDays}-day free trial
          </span>
        </div>
        {/* "£10/month", the one way prices are written, with the amount large. */}
        <p className="mt-2 flex items-baseline text-ink" aria-label={formatPrice(premium.price)}>
          <span className="text-display font-bold">{formatMoney(premium.price)}</span>
          <span className="text-body text-ink-muted">/{interval}</span>
        </p>
        <CardDescription>Everything {product.name} can do, without limits.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-3" aria-label={`${premium.name} includes`}>
          {premium.inclusions.map((inclusion) => (
            <li key={inclusion} className="flex items-start gap-3 text-body text-ink">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-soft">
                <Check aria-hidden="true" className="size-3.5 text-accent" strokeWidth={3} />
              </span>
              {inclusion}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch">
        <ExternalLink href={product.bookingUrl} className={buttonStyles({ variant: 'secondary', fullWidth: true })}>
          <CalendarCheck aria-hidden="true" className="size-4" />
          Book Onboarding Call
        </ExternalLink>
        <p className="text-center text-caption text-ink-muted">Cancel anytime from your dashboard</p>
      </CardFooter>
    </Card>
  );
}
