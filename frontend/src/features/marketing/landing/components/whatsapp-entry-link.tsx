import { MessageCircle } from 'lucide-react';
import { useLocation } from 'react-router-dom';

import { buttonStyles, type ButtonSize } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { product } from '@/config/product';

import { recordWhatsappSignup } from '../../api/record-whatsapp-signup';

/** The way in: WhatsApp opens with "Ready to meet daily?" typed, and the click is counted. */
export function WhatsappEntryLink({ size = 'lg', className }: { size?: ButtonSize; className?: string }) {
  const { pathname } = useLocation();
  return (
    <ExternalLink
      href={product.whatsapp.href}
      onClick={() => void recordWhatsappSignup(pathname)}
      className={buttonStyles({ size, className })}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {product.whatsapp.prefilledText}
    </ExternalLink>
  );
}
