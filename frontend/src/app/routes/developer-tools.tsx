import { RequireRole } from '@/lib/auth/route-guards';

import { ForbiddenPage } from './forbidden-page';
import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';

import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { apiFetch } from '@/lib/api-client';

function useHealthCheck() {
  return useQuery({
    queryKey: ['developer-tools', 'health'],
    queryFn: ({ signal }) => apiFetch<Record<string, unknown>>('/health', { signal }),
    enabled: false,
    retry: false,
  });
}

function DeveloperToolsRouteContent() {
  const health = useHealthCheck();

  return (
    <Page title="Developer tools" description="Check the connection to the backend.">
      <Card aria-labelledby="health-heading">
        <CardHeader>
          <CardTitle id="health-heading">Backend health</CardTitle>
          <CardDescription>Calls GET /health and shows the answer.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          <Button variant="secondary" loading={health.isFetching} onClick={() => void health.refetch()}>
            <Activity aria-hidden="true" className="size-4" />
            Check health
          </Button>
          {health.isError && (
            <p role="alert" className="text-small text-danger">
              {health.error.message}
            </p>
          )}
          {health.data !== undefined && (
            <pre className="w-full overflow-x-auto rounded-control bg-surface-muted p-4 font-mono text-caption text-ink">
              {JSON.stringify(health.data, null, 2)}
            </pre>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}

export function DeveloperToolsRoute() {
  return (
    <RequireRole roles={['operator']} forbidden={<ForbiddenPage role="operator" />}>
      <DeveloperToolsRouteContent />
    </RequireRole>
  );
}
