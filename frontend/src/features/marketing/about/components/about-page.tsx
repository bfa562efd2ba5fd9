import { Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { DocumentDescription } from '@/components/layout/document-description';
import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { aboutContent } from '@/content/about';

import { CheckoutCancelledNotice } from './checkout-cancelled-notice';
import { FaqList } from './faq-list';
import { type PlanId, PlanCards } from './plan-cards';

export type AboutPageProps = {
  /** The signed-in person's plan, marked on its card; the billing feature knows it. */
  currentPlan?: PlanId | null;
  /** The Premium card's Subscribe control, when the person can still subscribe. */
  premiumAction?: ReactNode;
  /** The "Become a Founding Member" control, when the person is not one yet. */
  foundingAction?: ReactNode;
  /** The visitor came back from a founding checkout they cancelled. */
  checkoutCancelled?: boolean;
};

export function AboutPage({ currentPlan, premiumAction, foundingAction, checkoutCancelled = false }: AboutPageProps) {
  const { meta, faq, contact } = aboutContent;
  return (
    <Page title={meta.title} description={meta.description}>
      <DocumentDescription content={meta.description} />
      {checkoutCancelled && <CheckoutCancelledNotice />}

      <div className="flex flex-col gap-10">
        <Card aria-labelledby="faq-heading">
          <CardHeader>
            <CardTitle id="faq-heading">{faq.heading}</CardTitle>
          </CardHeader>
          <CardContent className="pt-2 sm:pt-3">
            <FaqList entries={faq.entries} />
          </CardContent>
        </Card>

        <PlanCards currentPlan={currentPlan} premiumAction={premiumAction} foundingAction={foundingAction} />

        <Card aria-labelledby="about-contact-heading">
          <CardHeader>
            <CardTitle id="about-contact-heading">{contact.heading}</CardTitle>
            <CardDescription>{contact.body}</CardDescription>
          </CardHeader>
          <CardFooter className="mt-6 flex-col items-stretch sm:flex-row sm:items-center">
            <Link to={paths.privacyPolicy.getHref()} className={buttonStyles({ variant: 'secondary' })}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              {contact.privacy}
            </Link>
            <a href={product.contactHref} className={buttonStyles({ variant: 'ghost' })}>
              <Mail aria-hidden="true" className="size-4" />
              {contact.email}
            </a>
          </CardFooter>
        </Card>
      </div>
    </Page>
  );
}
