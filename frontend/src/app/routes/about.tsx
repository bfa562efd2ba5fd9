import { Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { product } from '@/config/product';

export function AboutRoute() {
  return (
    <Page title={`About ${product.name}`} description={product.summary}>
      <Card aria-labelledby="about-questions-heading">
        <CardHeader>
          <CardTitle id="about-questions-heading">Questions?</CardTitle>
          <CardDescription>
            Read how your data is protected, or write to us. A person reads every message.
          </CardDescription>
        </CardHeader>
        <CardFooter className="mt-6 flex-col items-stretch sm:flex-row sm:items-center">
          <Link to={paths.privacyPolicy.getHref()} className={buttonStyles({ variant: 'secondary' })}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            Privacy policy
          </Link>
          <a href={product.contactHref} className={buttonStyles({ variant: 'ghost' })}>
            <Mail aria-hidden="true" className="size-4" />
            Contact us
          </a>
        </CardFooter>
      </Card>
      <p className="mt-6 text-small text-ink-muted">
        Premium is {product.plans.premium.price.amount} GBP a month with a{' '}
        {product.plans.premium.trialDays}-day free trial. Founding members pay{' '}
        {product.plans.foundingMember.price.amount} GBP a year.
      </p>
    </Page>
  );
}
