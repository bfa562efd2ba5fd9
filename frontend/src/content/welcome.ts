import { product } from '@/config/product';
import { formatPrice } from '@/lib/format-money';

export type WelcomeTile = {
  id: 'talk' | 'actions' | 'journal' | 'nudges';
  title: string;
  body: string;
};

/** Without a booking page (the default) the onboarding call is arranged by e-mail, and the words say so. */
export const bookingByEmail = product.bookingUrl.startsWith('mailto:');
const bookingAction = bookingByEmail ? 'Book your call by email' : 'Book your onboarding call';

export const welcomeContent = {
  meta: {
    title: `Welcome to ${product.name}`,
    description: `Your ${product.name} home: how your decision partner works, and how to join the private beta.`,
  },
  heading: `Welcome to ${product.name}`,
  subheading: 'Your decision partner is ready whenever you are.',
  greeting: (name: string) => `Good to see you, ${name}. Your decision partner is ready whenever you are.`,
  tilesLabel: `What ${product.name} does for you`,
  tiles: [
    { id: 'talk', title: 'Think out loud', body: 'Message, send a voice note or call, whenever a thought lands.' },
    { id: 'actions', title: 'Get clear next actions', body: 'Scattered thoughts become priorities, tasks and reminders.' },
    { id: 'journal', title: 'Keep a journal of decisions', body: 'Every decision is written down, so you can see your patterns.' },
    { id: 'nudges', title: 'Be nudged at the right time', body: 'Linked to your calendar, it checks in when you are free.' },
  ] satisfies WelcomeTile[],
  beta: {
    heading: 'Join our private beta',
    intro: `We are onboarding a small group of founders and freelancers personally. Book a short call and we will set ${product.name} up around the way you work.`,
    showMore: 'Show more',
    showLess: 'Show less',
    mobileAction: bookingAction,
    stepsHeading: 'How onboarding works',
    steps: [
      bookingByEmail ? 'Write to us with a few times that suit you for a short call.' : 'Pick a time that suits you for a short call.',
      'Tell us what is on your plate: your work, your goals, what keeps slipping.',
      `We connect ${product.name} to your WhatsApp and, if you like, your calendar.`,
      `From the next morning, ${product.name} checks in, keeps your tasks and journals your decisions.`,
    ],
    includedHeading: 'What beta members get',
    included: [
      'A personal onboarding call',
      'A direct line to the team for feedback and requests',
      'Early access to new features as they land',
    ],
    action: bookingAction,
  },
  subscribe: {
    heading: `Make ${product.name} part of every day`,
    body: `${product.plans.premium.name} is ${formatPrice(product.plans.premium.price)} after a ${product.plans.premium.trialDays}-day free trial, and you can cancel any time.`,
    action: 'Subscribe',
  },
  aboutPreview: {
    heading: `Why ${product.name}`,
    body: `${product.name} helps overwhelmed solopreneurs turn scattered thoughts into clear actions. Over ${product.claims.entrepreneursHelped} entrepreneurs have used it; most see results in ${product.claims.firstResults} and their patterns in ${product.claims.patternsVisible}.`,
    action: `Read more about ${product.name}`,
  },
} as const;
