import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { deferredDialog } from '@/components/ui/deferred-dialog';
import { paths } from '@/config/paths';
import { product } from '@/config/product';

import { DownloadDataButton } from './download-data-button';
import { SettingsRow } from './settings-row';

// Deleting the account is a dialog few ever open; its code loads when its button is first pointed
// at, focused or pressed.
const DeleteAccountDialog = deferredDialog<{ planNote?: ReactNode }>(
  async () => (await import('./delete-account-dialog')).DeleteAccountDialog,
  (props) => (
    <Button variant="danger" {...props}>
      <Trash2 aria-hidden="true" className="size-4" />
      Delete account
    </Button>
  ),
);

const linkClasses = 'font-medium text-accent underline underline-offset-2 hover:text-accent-hover';

/**
 * The Help section of /settings: who to write to, the privacy policy, and the person's data rights.
 * `deletePlanNote` is shown in the delete dialog: what deleting means for the person's subscription.
 */
export function HelpSection({ deletePlanNote }: { deletePlanNote?: ReactNode } = {}) {
  return (
    <Card aria-labelledby="settings-help-heading">
      <CardHeader>
        <CardTitle id="settings-help-heading">Help</CardTitle>
        <CardDescription>Questions, context for {product.name}, privacy and your data.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col divide-y divide-line">
          <SettingsRow label="Contact us">
            <p className="flex min-h-11 flex-col justify-center text-body text-ink">
              <a href={product.contactHref} className={`${linkClasses} w-fit break-all`}>
                {product.contactEmail}
              </a>
              <span className="text-small text-ink-muted">Questions, feedback or something not working: write to us.</span>
            </p>
          </SettingsRow>
          <SettingsRow label="Context">
            <p className="flex min-h-11 flex-col justify-center text-body text-ink">
              <Link to={paths.addContext.getHref()} className={`${linkClasses} w-fit`}>
                Add context
              </Link>
              <span className="text-small text-ink-muted">Paste notes, plans or anything {product.name} should know about your work.</span>
            </p>
          </SettingsRow>
          <SettingsRow label="Privacy">
            <p className="flex min-h-11 items-center text-body">
              <Link to={paths.privacyPolicy.getHref()} className={linkClasses}>
                Privacy policy
              </Link>
            </p>
          </SettingsRow>
          <SettingsRow
            label="Your data"
            hint={
              <>
                A copy of everything, or{' '}
                <Link to={paths.privacyPolicy.getHref('account-deletion')} className={linkClasses}>
                  deletion
                </Link>
                .
              </>
            }
          >
            <div className="flex flex-wrap gap-3">
              <DownloadDataButton />
              <DeleteAccountDialog planNote={deletePlanNote} />
            </div>
          </SettingsRow>
        </dl>
      </CardContent>
    </Card>
  );
}
