import { Page } from '@/components/layout/page';
import { product } from '@/config/product';

export function AddContextRoute() {
  return (
    <Page
      title="Add Context"
      description={`Paste notes, plans or background you want ${product.name} to keep in mind.`}
      width="narrow"
    />
  );
}
