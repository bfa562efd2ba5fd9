import { QRCodeSVG } from 'qrcode.react';

export type WhatsAppQrCodeProps = { href: string; size: number; label: string };

/** The chat link as a QR code, for the phone beside the laptop. */
export function WhatsAppQrCode({ href, size, label }: WhatsAppQrCodeProps) {
  return <QRCodeSVG value={href} size={size} marginSize={1} role="img" aria-label={label} />;
}
