import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { product } from '@/config/product';

import { displayPhone } from '../utils/phone-display';
import { WhatsAppReach } from './whatsapp-reach';

describe('WhatsAppReach', () => {
  it("shows daily's WhatsApp number and a wa.me link with the first words written", () => {
    render(<WhatsAppReach />);
    expect(screen.getByText(displayPhone(product.whatsapp.phone))).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open WhatsApp/ });
    const digits = product.whatsapp.phone.replace(/\D/g, '');
    expect(link).toHaveAttribute('href', `https://wa.me/${digits}?text=${encodeURIComponent('Hi daily')}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('draws a QR code of the same link for wide screens', () => {
    render(<WhatsAppReach layout="block" />);
    expect(screen.getByRole('img', { name: /QR code: scan to message daily/ })).toBeInTheDocument();
    expect(screen.getByText('Scan with your phone')).toBeInTheDocument();
  });
});

describe('displayPhone', () => {
  it('groups a number as people read it', () => {
    expect(displayPhone('+447700900000')).toBe('+44 7700 900000');
    expect(displayPhone('+14155238886')).toBe('+1 415 523 8886');
  });
});
