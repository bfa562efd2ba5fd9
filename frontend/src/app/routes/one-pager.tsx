import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { product } from '@/config/product';

export function OnePagerRoute() {
  return (
    <Page
      title={`${product.name} in one page`}
      description="Thesis, focus, team, market, proof, competition, edge, traction and roadmap."
      before={<BackLink to={paths.home.getHref()}>Back to Home</BackLink>}
    />
  );
}
