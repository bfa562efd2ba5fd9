import { RequireUser } from '@/lib/auth/route-guards';
import { Page } from '@/components/layout/page';
import { product } from '@/config/product';

function AddContextRouteContent() {
  return (
    <Page
      title="Add Context"
      description={`Paste notes, plans or background you want ${product.name} to keep in mind.`}
      width="narrow"
    />
  );
}

export function AddContextRoute() {
  return (
    <RequireUser>
      <AddContextRouteContent />
    </RequireUser>
  );
}
