import { diagnosticsContent } from '@/content/diagnostics';
import { useAuth } from '@/lib/auth/auth-context';

import { formatExpiry } from '../utils/format-expiry';
import { DiagnosticsCard } from './diagnostics-card';
import { FactList } from './fact-list';
import { StatusBadge } from './status-badge';

export function SignInStateCard() {
  const { loading, user, account, session } = useAuth();
  const content = diagnosticsContent.signIn;
  const none = content.none;

  return (
    <DiagnosticsCard id="sign-in-heading" title={content.heading} description={content.description}>
      {loading && <p className="text-small text-ink-muted">{content.loading}</p>}
      {!loading && !user && <p className="text-small text-ink-muted">{content.signedOut}</p>}
      {!loading && user && (
        <FactList
          facts={[
            [content.fields.userId, <span className="font-mono text-caption">{user.id}</span>],
            [content.fields.phone, user.phone ?? none],
            [content.fields.name, user.name ?? none],
            [content.fields.roles, user.roles.length ? user.roles.join(', ') : none],
            [content.fields.account, <StatusBadge tone="neutral">{account ?? 'none'}</StatusBadge>],
            [content.fields.expires, formatExpiry(session?.expires_at, none)],
          ]}
        />
      )}
    </DiagnosticsCard>
  );
}
