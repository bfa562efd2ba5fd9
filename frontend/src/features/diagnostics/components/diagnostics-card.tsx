import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { diagnosticsContent } from '@/content/diagnostics';

type DiagnosticsCardProps = {
  id: string;
  title: string;
  description: string;
  /** When given, a refresh button that re-runs the check. */
  onRefresh?: () => void;
  refreshing?: boolean;
  children: ReactNode;
};

export function DiagnosticsCard({ id, title, description, onRefresh, refreshing = false, children }: DiagnosticsCardProps) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader className="items-start justify-between gap-4 sm:flex-row">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={id}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {onRefresh && (
          <Button
            variant="secondary"
            size="sm"
            loading={refreshing}
            onClick={onRefresh}
            aria-label={`${diagnosticsContent.refresh} ${title.toLowerCase()}`}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {diagnosticsContent.refresh}
          </Button>
        )}
      </CardHeader>
      <CardContent className="pt-4 sm:pt-5">{children}</CardContent>
    </Card>
  );
}
