import { brand } from './brand';
import { readPublicEnv } from './env';

export type CurrencyCode = 'GBP';
export type BillingInterval = 'month' | 'year';

export type Price = {
  amount: number;
  currency: CurrencyCode;
  interval: BillingInterval;
};

export type Plan = {
  name: string;
  price: Price;
  trialDays?: number;
  inclusions: readonly string[];
};

export type CallNumber = {
  region: 'UK' | 'US' | 'EU';
  label: string;
  /** E.164, used for tel: links and copying. */
  phone: string;
};

export type SocialLink = {
  kind: 'instagram' | 'linkedin' | 'product-directory';
  label: string;
  href: string;
};

const productName = brand.name;

// Defaults use addresses and numbers reserved for examples (example TLD, Ofcom drama range,
// North American 555-01xx, ARCEP fiction range) so nothing real is dialled by accident.
const contactEmail = readPublicEnv('VITE_CONTACT_EMAIL') ?? 'hello@daily.example';
const whatsappNumber = readPublicEnv('VITE_WHATSAPP_NUMBER') ?? '+447700900000';
const whatsappPrefilledText = `Ready to meet ${productName}?`;
/** What a member's first tap sends: daily answers it with a welcome and one example. */
const memberPrefilledText = `Hi ${productName}`;

function whatsappLink(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

function configuredSocialLinks(): SocialLink[] {
  const candidates: Array<[SocialLink['kind'], string, string | undefined]> = [
    ['instagram', 'Instagram', readPublicEnv('VITE_INSTAGRAM_URL')],
    ['linkedin', 'LinkedIn', readPublicEnv('VITE_LINKEDIN_URL')],
    ['product-directory', 'Product Hunt', readPublicEnv('VITE_PRODUCT_DIRECTORY_URL')],
  ];
  return candidates.flatMap(([kind, label, href]) => (href ? [{ kind, label, href }] : []));
}

export const product = {
  name: productName,
  tagline: brand.tagline,
  summary: 'daily helps overwhelmed solopreneurs turn scattered thoughts into clear actions, over WhatsApp, voice notes and calls.',
  contactEmail,
  contactHref: `mailto:${contactEmail}`,

  plans: {
    free: {
      name: 'Free',
      price: { amount: 0, currency: 'GBP', interval: 'month' },
      inclusions: ['Generous usage limits'],
    },
    premium: {
      name: 'Premium',
      price: { amount: 10, currency: 'GBP', interval: 'month' },
      trialDays: 7,
      inclusions: [
        `Unlimited conversations with ${productName}`,
        'Web app access to track your progress',
        'Priority access to new features',
      ],
    },
    foundingMember: {
      name: 'Founding member',
      price: { amount: 100, currency: 'GBP', interval: 'year' },
      inclusions: [
        'Unlimited usage',
        'Direct phone access to the founder',
        'Exclusive founders group chat',
        'First access to new features',
        'A feature you request built within 48 hours, or an explanation why not',
      ],
    },
  } satisfies Record<string, Plan>,
  featureRequestPromiseHours: 48,

  claims: {
    entrepreneursHelped: 100,
    firstResults: 'about 1 week',
    patternsVisible: '2-4 weeks',
  },

  whatsapp: {
    phone: whatsappNumber,
    prefilledText: whatsappPrefilledText,
    href: whatsappLink(whatsappNumber, whatsappPrefilledText),
    memberText: memberPrefilledText,
    memberHref: whatsappLink(whatsappNumber, memberPrefilledText),
  },

  callNumbers: [
    { region: 'UK', label: 'United Kingdom', phone: readPublicEnv('VITE_CALL_NUMBER_UK') ?? '+447700900123' },
    { region: 'US', label: 'United States', phone: readPublicEnv('VITE_CALL_NUMBER_US') ?? '+12025550123' },
    { region: 'EU', label: 'Europe', phone: readPublicEnv('VITE_CALL_NUMBER_EU') ?? '+33199001234' },
  ] satisfies readonly CallNumber[],

  socialLinks: configuredSocialLinks(),

  // Without a booking page the onboarding call is arranged by e-mail (see bookingByEmail).
  bookingUrl: readPublicEnv('VITE_BOOKING_URL') ?? `mailto:${contactEmail}?subject=${encodeURIComponent('Onboarding call')}`,

  // The date the privacy policy text last changed; shown at its top.
  privacyPolicyUpdated: '2026-11-22',

  integrations: {
    stripePublishableKey: readPublicEnv('VITE_STRIPE_PUBLISHABLE_KEY'),
    googleClientId: readPublicEnv('VITE_GOOGLE_CLIENT_ID'),
  },
} as const;
