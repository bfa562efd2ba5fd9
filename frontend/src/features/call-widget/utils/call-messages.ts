import { product } from '@/config/product';

/** Every sentence the call widget says (spec section 8, "Calls"). */
export const callMessages = {
  label: 'Want me to call you now?',
  calling: `${product.name} will call you now.`,
  noPhone: 'No phone number available',
  failed: 'Failed to request call',
  unexpected: 'An error occurred',
  copied: 'Phone number copied to clipboard',
  copyFailed: 'Could not copy the number. Please copy it by hand.',
} as const;
