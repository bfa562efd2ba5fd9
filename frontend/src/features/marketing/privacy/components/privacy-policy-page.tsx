import { Mail } from 'lucide-react';

import { BackLink } from '@/components/layout/back-link';
import { DocumentDescription } from '@/components/layout/document-description';
import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { privacyPolicyContent } from '@/content/privacy-policy';
import { formatLongDate, parseDay } from '@/lib/format';

import { useHashScroll } from '../../hooks/use-hash-scroll';
import { PolicyContents } from './policy-contents';
import { PolicySection } from './policy-section';

const updatedDay = parseDay(product.privacyPolicyUpdated);
const updated = updatedDay ? formatLongDate(updatedDay) : product.privacyPolicyUpdated;

export function PrivacyPolicyPage() {
  useHashScroll();
  const content = privacyPolicyContent;
  return (
    <Page
      title={content.meta.title}
      description={`${content.updatedLabel} ${updated}`}
      before={<BackLink to={paths.home.getHref()}>{content.back}</BackLink>}
    >
      <DocumentDescription content={content.meta.description} />
      <div className="flex flex-col gap-4 text-body text-ink-muted">
        {content.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-8">
        <PolicyContents label={content.contentsLabel} sections={content.sections} />
      </div>
      <div className="mt-10 flex flex-col gap-10">
        {content.sections.map((section, index) => (
          <PolicySection key={section.id} section={section} number={index + 1}>
            {section.id === 'contact' && (
              <a href={product.contactHref} className={buttonStyles({ variant: 'secondary' })}>
                <Mail aria-hidden="true" className="size-4" />
                {content.contactAction}
              </a>
            )}
          </PolicySection>
        ))}
      </div>
    </Page>
  );
}
