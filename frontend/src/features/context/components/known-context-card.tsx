import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { product } from '@/config/product';

import { useContextList } from '../api/get-context';
import { KnownContextItem } from './known-context-item';

/** Under the Add Context form: everything daily already keeps in mind, each piece editable and removable. */
export function KnownContextCard() {
  const list = useContextList();

  return (
    <Card aria-labelledby="known-context-heading" aria-busy={list.isPending || undefined}>
      <CardHeader>
        <CardTitle id="known-context-heading">What {product.name} already knows</CardTitle>
        <CardDescription>Edit a piece when things change, or remove what no longer applies.</CardDescription>
      </CardHeader>
      <CardContent className="pt-2 sm:pt-3">
        {list.isPending ? (
          <div className="flex flex-col gap-3 py-4" aria-label="Loading your context">
            <div className="h-4 w-3/4 animate-pulse rounded bg-surface-muted" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
          </div>
        ) : list.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 py-4 text-small text-danger">
            Could not load your context.
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="py-4 text-small text-ink-muted">Nothing yet. What you add above shows here.</p>
        ) : (
          <ul className="divide-y divide-line">
            {list.data.map((item) => (
              <KnownContextItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
