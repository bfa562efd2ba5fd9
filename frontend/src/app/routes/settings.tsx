import { RequireUser } from '@/lib/auth/route-guards';
import { Page } from '@/components/layout/page';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { product } from '@/config/product';

const sections = [
  { id: 'subscription', title: 'Subscription', description: 'Your plan and billing.' },
  { id: 'account', title: 'Account', description: 'Contact details, voice and calendar.' },
  { id: 'help', title: 'Help', description: `Questions? Write to ${product.contactEmail}.` },
] as const;

function SettingsRouteContent() {
  return (
    <Page title="Settings">
      <div className="flex flex-col gap-4">
        {sections.map((section) => (
          <Card key={section.id} aria-labelledby={`settings-${section.id}-heading`}>
            <CardHeader className="pb-6 sm:pb-8">
              <CardTitle id={`settings-${section.id}-heading`}>{section.title}</CardTitle>
              <CardDescription>{section.description}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </Page>
  );
}

export function SettingsRoute() {
  return (
    <RequireUser>
      <SettingsRouteContent />
    </RequireUser>
  );
}
