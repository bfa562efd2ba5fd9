import { CalendarCheck, Check } from 'lucide-react';

import { HistoryBackButton } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { formatPrice, product } from '@/config/product';

export function SubscribeRoute() {
  const premium = product.plans.premium;

  return (
    <Page
      title={`Welcome to ${product.name}`}
      description="One plan, everything included. Try it free for a week."
      before={<HistoryBackButton />}
      width="narrow"
    >
      <Card aria-labelledby="premium-plan-heading">
        <CardHeader>
          <CardTitle id="premium-plan-heading">{premium.name}</CardTitle>
          <p className="text-title font-bold text-ink">{formatPrice(premium.price)}</p>
          <CardDescription>{premium.trialDays}-day free trial</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3">
            {premium.inclusions.map((inclusion) => (
              <li key={inclusion} className="flex items-start gap-3 text-body text-ink">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" strokeWidth={3} />
                {inclusion}
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="flex-col items-stretch">
          <ExternalLink
            href={product.bookingUrl}
            className={buttonStyles({ variant: 'secondary', fullWidth: true })}
          >
            <CalendarCheck aria-hidden="true" className="size-4" />
            Book Onboarding Call
          </ExternalLink>
          <p className="text-center text-caption text-ink-muted">Cancel anytime from your dashboard</p>
        </CardFooter>
      </Card>
    </Page>
  );
}
