import { Spinner } from '@/components/ui/spinner';
import { diagnosticsContent } from '@/content/diagnostics';

import { useIdentityProviderConfig } from '../api/get-identity-provider-config';
import { DiagnosticsCard } from './diagnostics-card';
import { FactList } from './fact-list';
import { StatusBadge } from './status-badge';

export function IdentityProviderCard() {
  const config = useIdentityProviderConfig();
  const content = diagnosticsContent.identityProvider;

  return (
    <DiagnosticsCard
      id="identity-provider-heading"
      title={content.heading}
      description={content.description}
      onRefresh={() => void config.refetch()}
      refreshing={config.isFetching}
    >
      {config.isPending ? (
        <Spinner label={content.heading} className="text-accent" />
      ) : (
        <FactList
          facts={[
            [
              content.configured,
              config.data?.configured ? (
                <StatusBadge tone="good">configured</StatusBadge>
              ) : (
                <StatusBadge tone="neutral">{content.notConfigured}</StatusBadge>
              ),
            ],
            [content.clientId, <span className="font-mono text-caption">{config.data?.clientId ?? '—'}</span>],
          ]}
        />
      )}
    </DiagnosticsCard>
  );
}
