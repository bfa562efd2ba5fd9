import { WhatsAppReach } from '@/features/whatsapp/components/whatsapp-reach';

/**
 * daily's WhatsApp number under the dashboard's call prompt: the same for everyone, so the shell
 * built before sign-in holds it too and nothing below it moves when the app draws the page.
 */
export function DashboardReach() {
  return <WhatsAppReach className="rounded-control border border-line bg-surface px-4 py-3" />;
}
