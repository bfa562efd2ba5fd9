import { product } from '@/config/product';
import { landingContent } from '@/content/landing';

import { ProductDirectoryBadge } from './product-directory-badge';
import { SocialLinks } from './social-links';

export function LandingFooter() {
  const directory = product.socialLinks.find((link) => link.kind === 'product-directory');
  return (
    <section
      aria-label={landingContent.footer.label}
      className="mt-12 flex flex-col gap-6 border-t border-line pt-8 md:flex-row md:items-center md:justify-between"
    >
      <SocialLinks links={product.socialLinks} contactEmail={product.contactEmail} contactHref={product.contactHref} />
      {directory && <ProductDirectoryBadge link={directory} kicker={landingContent.footer.productDirectoryKicker} />}
    </section>
  );
}
