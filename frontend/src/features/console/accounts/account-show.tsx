import { useState } from 'react';
import { Show, useRecordContext } from 'react-admin';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import type { AccountRecord } from '../data-provider/console-types';
import { consoleRoles } from '../data-provider/console-types';
import { ConsoleSection } from '../shared/console-section';
import { formatTime } from '../shared/format-time';
import { HistoryTimeline } from '../shared/history-timeline';
import { StatusChip } from '../shared/status-chip';
import { AccountConversation } from './account-conversation';
import { AccountSubscription } from './account-subscription';
import { AccountTitle } from './account-title';
import { ChangeStatusButton } from './change-status-button';
import { Fact, FactList } from '../shared/fact-list';
import { RoleButton } from './role-button';

export function AccountShow() {
  return (
    <Show title={<AccountTitle />} component="div">
      <AccountTabs />
    </Show>
  );
}

/** The account itself, and its conversation with daily (read only when that tab is opened). */
function AccountTabs() {
  const record = useRecordContext<AccountRecord>();
  const [tab, setTab] = useState('account');
  if (!record) return null;
  return (
    <Tabs value={tab} onValueChange={setTab} className="min-w-0 gap-0 pt-4">
      <TabsList aria-label="Account">
        <TabsTrigger value="account">Account</TabsTrigger>
        <TabsTrigger value="conversation">Conversation</TabsTrigger>
      </TabsList>
      <TabsContent value="account" className="min-w-0">
        <AccountPanels />
      </TabsContent>
      <TabsContent value="conversation" className="min-w-0 py-4">
        <ConsoleSection title="Conversation">
          <AccountConversation accountId={String(record.id)} />
        </ConsoleSection>
      </TabsContent>
    </Tabs>
  );
}

function AccountPanels() {
  const record = useRecordContext<AccountRecord>();
  if (!record) return null;
  return (
    <div className="grid gap-4 py-4 lg:grid-cols-3">
      <ConsoleSection title="Profile">
        <FactList>
          <Fact label="Phone">{record.phone ?? '—'}</Fact>
          <Fact label="Name">{record.name ?? '—'}</Fact>
          <Fact label="E-mail">{record.email ?? '—'}</Fact>
          <Fact label="Joined">{formatTime(record.createdAt)}</Fact>
          <Fact label="Last sign-in">{formatTime(record.lastSignInAt)}</Fact>
          <Fact label="Sign-ins">{record.signInCount}</Fact>
          <Fact label="Account id">
            <span className="font-mono text-caption break-all">{record.id}</span>
          </Fact>
        </FactList>
      </ConsoleSection>

      <ConsoleSection title="Status and roles">
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2 text-small text-ink-muted">
              Status <StatusChip status={record.status} />
            </span>
            <ChangeStatusButton />
          </div>
          <ul aria-label="Roles" className="flex flex-col divide-y divide-line border-t border-line">
            {consoleRoles.map((role) => (
              <li key={role} className="flex items-center justify-between gap-2 py-2">
                <span className="text-small text-ink">
                  {role}
                  <span className="ml-2 text-caption text-ink-muted">{record.roles.includes(role) ? 'granted' : 'not granted'}</span>
                </span>
                <RoleButton role={role} />
              </li>
            ))}
          </ul>
        </div>
      </ConsoleSection>

      <ConsoleSection title="Subscription">
        <AccountSubscription />
      </ConsoleSection>

      <ConsoleSection title="History" className="lg:col-span-3">
        <HistoryTimeline resource="accounts" id={record.id} accountId={record.id} />
      </ConsoleSection>
    </div>
  );
}
