import { Page } from '@/components/layout/page';
import { product } from '@/config/product';

export function WelcomeRoute() {
  return (
    <Page
      title={`Welcome to ${product.name}`}
      description="Your decision partner is ready whenever you are."
    />
  );
}
