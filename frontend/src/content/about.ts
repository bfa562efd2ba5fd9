import { product } from '@/config/product';
import { formatPrice } from '@/lib/format-money';

const { premium, foundingMember, free } = product.plans;

export type FaqEntry = {
  id: string;
  question: string;
  /** Paragraphs; a list of items is shown as bullets. */
  answer: ReadonlyArray<string | readonly string[]>;
};

export const aboutContent = {
  meta: {
    title: `About ${product.name}`,
    description: product.summary,
  },
  cancelledNotice: {
    title: 'Founding membership checkout cancelled',
    body: 'You left the checkout before paying, so nothing was charged. You can start again whenever you like.',
  },
  plans: {
    heading: 'Plans',
    current: 'Your plan',
    free: { name: free.name, price: formatPrice(free.price), note: `Talk to ${product.name} within generous usage limits.` },
    premium: {
      name: premium.name,
      price: formatPrice(premium.price),
      note: `${premium.trialDays}-day free trial`,
    },
    foundingMember: {
      name: foundingMember.name,
      price: formatPrice(foundingMember.price),
      note: `For the people who want to shape ${product.name}, with a direct line to the founder.`,
    },
  },
  faq: {
    heading: 'Frequently asked questions',
    entries: [
      {
        id: 'cost',
        question: 'How much does it cost?',
        answer: [
          `There is a free tier with generous usage limits. ${premium.name} is ${formatPrice(premium.price)} after a ${premium.trialDays}-day free trial and includes:`,
          premium.inclusions,
          `${foundingMember.name} is ${formatPrice(foundingMember.price)} and includes:`,
          foundingMember.inclusions,
        ],
      },
      {
        id: 'privacy',
        question: 'Is what I tell it private?',
        answer: [
          `Yes. Your journal entries, the context you share and your contact details are encrypted with a key that belongs to your account alone (AES-256-GCM). ${product.name} does not store voice recordings, and your data is never sold.`,
          'You can download all of your data from Settings at any time. If you delete your account, its key is destroyed, so what it protected can no longer be read by anyone, us included. The privacy policy has the details, under UK and EU GDPR.',
        ],
      },
      {
        id: 'chatbot',
        question: 'How is this different from a general chatbot?',
        answer: [
          `A general chatbot waits for you to ask, and starts from nothing each time. ${product.name} is built around you:`,
          [
            'It remembers your goals, tasks and past decisions, and keeps a journal of them.',
            'It reaches out first: reminders when tasks fall due, and a nudge or a call when your calendar says you are free.',
            'It lives where you already are, in WhatsApp, voice notes and phone calls, not in another app to open.',
            'It turns a conversation into next actions, not just answers.',
          ],
        ],
      },
      {
        id: 'proof',
        question: 'Does it actually work?',
        answer: [
          `Over ${product.claims.entrepreneursHelped} entrepreneurs have used ${product.name} to get unstuck. Most notice clearer, calmer days in ${product.claims.firstResults}; after ${product.claims.patternsVisible}, the journal starts to show the patterns behind what keeps slipping.`,
          `The ${premium.trialDays}-day free trial is there so you can judge for yourself before paying anything.`,
        ],
      },
      {
        id: 'calls',
        question: 'I would rather talk than type. Can I?',
        answer: [
          `Yes. Send voice notes on WhatsApp, or press "call me now" in the web app and ${product.name} rings you straight away. There are numbers for the UK, the US and Europe if you prefer to dial in, and you can choose the voice that calls you in Settings.`,
        ],
      },
      {
        id: 'results',
        question: 'How soon will I see results?',
        answer: [
          `Usually in ${product.claims.firstResults}: fewer open loops and a clear next step each morning. Patterns in how you decide and where time goes become visible in ${product.claims.patternsVisible}.`,
        ],
      },
      {
        id: 'cancellation',
        question: 'Can I cancel, and can I get a refund?',
        answer: [
          'You can cancel any time on the website, in Settings under Subscription; there is no one to call and nothing to explain. If you are unhappy, we refund you straight away.',
          `We will ask why you are leaving, because that is how ${product.name} gets better, but answering is up to you.`,
        ],
      },
      {
        id: 'founding-support',
        question: 'What support do founding members get?',
        answer: [
          'Founding members get a direct phone line to the founder and a place in an exclusive group chat with the other founding members. New features reach you first.',
          `Ask for a feature and it will be built within ${product.featureRequestPromiseHours} hours, or you will hear exactly why not.`,
        ],
      },
    ] satisfies FaqEntry[],
  },
  contact: {
    heading: 'Still have questions?',
    body: 'Read how your data is protected, or write to us. A person reads every message.',
    privacy: 'Privacy policy',
    email: 'Contact us',
  },
} as const;
