import { RotateCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { product } from '@/config/product';
import { useAuth } from '@/lib/auth/auth-context';

import { useUserData } from '../api/get-user-data';
import { userDataMessages } from '../utils/user-data-messages';
import { EmailField } from './email-field';
import { MessagesField } from './messages-field';
import { MorningPlanField } from './morning-plan-field';
import { PhoneField } from './phone-field';
import { RowSkeleton, SettingsRow } from './settings-row';
import { VoiceField } from './voice-field';

export type AccountSectionProps = {
  /** The calendar connection control; another feature's, so the route hands it in. */
  calendar?: ReactNode;
};

/** The Account section of /settings: contact details, voice and calendar. */
export function AccountSection({ calendar }: AccountSectionProps) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const userData = useUserData(userId);

  useEffect(() => {
    if (userData.isError) notify.error(userData.error.message || userDataMessages.getFailed);
  }, [userData.isError, userData.error, userData.errorUpdatedAt]);

  const data = userData.data;
  const loading = !data && !userData.isError;

  return (
    <Card aria-labelledby="settings-account-heading">
      <CardHeader>
        <CardTitle id="settings-account-heading">Account</CardTitle>
        <CardDescription>How {product.name} reaches you, the voice it calls with, and your calendar.</CardDescription>
      </CardHeader>
      <CardContent>
        {userData.isError && !data && (
          <div className="mb-5 flex flex-col items-start gap-3 rounded-control border border-danger/30 bg-danger-soft p-4">
            <p className="text-small text-danger">{userData.error.message}</p>
            <Button variant="secondary" size="sm" onClick={() => void userData.refetch()} loading={userData.isFetching}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        )}
        <dl className="flex flex-col divide-y divide-line">
          {(loading || data) && (
            <>
              <SettingsRow label="Email">{data ? <EmailField userId={userId} email={data.email} /> : <RowSkeleton />}</SettingsRow>
              <SettingsRow label="Phone number" hint={`The number ${product.name} calls and texts.`}>
                {data ? <PhoneField userId={userId} phone={data.phone} /> : <RowSkeleton />}
              </SettingsRow>
              <SettingsRow label="Voice preference" hint={`The voice ${product.name} calls you with.`}>
                {data ? <VoiceField userId={userId} voice={data.voice} /> : <RowSkeleton />}
              </SettingsRow>
            </>
          )}
          <SettingsRow label={`Messages from ${product.name}`} hint="By WhatsApp, or a text when WhatsApp cannot be reached.">
            <MessagesField signedIn={userId !== ''} />
          </SettingsRow>
          <SettingsRow label="Morning plan" hint="At the local time you pick; never in quiet hours.">
            <MorningPlanField signedIn={userId !== ''} />
          </SettingsRow>
          {calendar !== undefined && <SettingsRow label="Google Calendar">{calendar}</SettingsRow>}
        </dl>
        {loading && (
          <p role="status" className="sr-only">
            Loading your account...
          </p>
        )}
      </CardContent>
    </Card>
  );
}
