import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { product } from '@/config/product';

import { WhatsAppReach } from './whatsapp-reach';

/** Settings' "daily on WhatsApp": shown to members (the route decides who is one). */
export function WhatsAppSettingsSection() {
  return (
    <Card aria-labelledby="settings-whatsapp-heading">
      <CardHeader>
        <CardTitle id="settings-whatsapp-heading">{product.name} on WhatsApp</CardTitle>
        <CardDescription>Your main line to {product.name}: one tap opens the chat.</CardDescription>
      </CardHeader>
      <CardContent>
        <WhatsAppReach layout="block" />
      </CardContent>
    </Card>
  );
}
