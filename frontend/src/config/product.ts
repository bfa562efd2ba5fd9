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

export type RoadmapStage = {
  date: string;
  title: string;
  items: readonly string[];
};

export type PitchMilestone = {
  /** ISO date, so the order and the year cannot be misread. */
  date: string;
  /** Daily active users aimed for by that date. */
  dailyActiveUsers: string;
  focus: string;
};

const productName = 'daily';

// Defaults use addresses and numbers reserved for examples (example TLD, Ofcom drama range,
// North American 555-01xx, ARCEP fiction range) so nothing real is dialled by accident.
const contactEmail = readPublicEnv('VITE_CONTACT_EMAIL') ?? 'hello@daily.example';
const whatsappNumber = readPublicEnv('VITE_WHATSAPP_NUMBER') ?? '+447700900000';
const whatsappPrefilledText = `Ready to meet ${productName}?`;

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
  tagline: 'Your 24/7 decision partner',
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
  },

  callNumbers: [
    { region: 'UK', label: 'United Kingdom', phone: readPublicEnv('VITE_CALL_NUMBER_UK') ?? '+447700900123' },
    { region: 'US', label: 'United States', phone: readPublicEnv('VITE_CALL_NUMBER_US') ?? '+12025550123' },
    { region: 'EU', label: 'Europe', phone: readPublicEnv('VITE_CALL_NUMBER_EU') ?? '+33199001234' },
  ] satisfies readonly CallNumber[],

  socialLinks: configuredSocialLinks(),

  // Without a booking page the onboarding call is arranged by e-mail (see bookingByEmail).
  bookingUrl: readPublicEnv('VITE_BOOKING_URL') ?? `mailto:${contactEmail}?subject=${encodeURIComponent('Onboarding call')}`,

  roadmap: [
    {
      date: '16.09',
      title: 'Launch',
      items: ['Tasks and reminders by WhatsApp', 'Calendar integration', 'Proactive nudges'],
    },
    {
      date: '30.09',
      title: 'Second stage',
      items: ['Notes-tool integration', 'Better memory and search'],
    },
    {
      date: '27.10',
      title: 'Third stage',
      items: ['Web app 2.0 with a visual dashboard', 'Voice or text editing'],
    },
  ] satisfies readonly RoadmapStage[],

  // Facts the pitch page (/one-pager) quotes; the prose around them lives in src/content.
  pitch: {
    ukSinglePersonBusinesses: '4.1 million',
    coachingReference: { amount: 100, currency: 'GBP', per: 'hour' },
    subscriptionReference: { amount: 20, currency: 'USD', per: 'month' },
    trialUniqueCallers: 50,
    milestones: [
      { date: '2026-05-01', dailyActiveUsers: '20 super users', focus: 'Onboard every user by call; daily WhatsApp check-ins' },
      { date: '2026-06-01', dailyActiveUsers: '100', focus: 'Calendar-aware nudges and call-backs' },
      { date: '2026-07-01', dailyActiveUsers: '1k', focus: 'Notes-tool integration, better memory and search' },
      { date: '2026-08-01', dailyActiveUsers: '2.5k', focus: 'Web app 2.0: visual dashboard, voice or text editing' },
      { date: '2026-09-01', dailyActiveUsers: '5k', focus: 'Referrals and founding-member community at scale' },
    ],
  } as const satisfies { milestones: readonly PitchMilestone[] } & Record<string, unknown>,

  // The date the privacy policy text last changed; shown at its top.
  privacyPolicyUpdated: '2026-11-22',

  integrations: {
    stripePublishableKey: readPublicEnv('VITE_STRIPE_PUBLISHABLE_KEY'),
    googleClientId: readPublicEnv('VITE_GOOGLE_CLIENT_ID'),
  },
} as const;
