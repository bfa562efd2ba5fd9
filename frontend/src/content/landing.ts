import { product } from '@/config/product';

export type StoryCard = {
  id: 'pain' | 'realisation' | 'solution';
  kicker: string;
  title: string;
  body: string;
};

export const landingContent = {
  meta: {
    title: product.tagline,
    description: `${product.name} is an AI decision partner on WhatsApp, voice notes and calls. It turns scattered thoughts into clear actions for overwhelmed founders and freelancers.`,
  },
  hero: {
    eyebrow: 'For founders, freelancers and solopreneurs',
    heading: 'Turn scattered thoughts into clear actions.',
    body: `${product.name} is a 24/7 decision partner for overwhelmed founders and freelancers. Think out loud over WhatsApp, a voice note or a call; ${product.name} keeps your tasks, reminders and a journal of your decisions, and nudges you when it matters.`,
    whatsappHint: 'Opens WhatsApp with a message ready to send.',
    secondaryAction: 'How it works',
  },
  // A sample exchange beside the hero on wide screens: what talking to daily feels like.
  conversation: {
    label: `A sample conversation with ${product.name}`,
    messages: [
      { from: 'you', text: 'Proposal for a client, three invoices, and I still have not planned the launch. Where do I even start?' },
      { from: 'daily', text: 'Which of those moves money this week?' },
      { from: 'you', text: 'The proposal. Invoices can wait until Thursday.' },
      {
        from: 'daily',
        text: 'Then the proposal is today. I will remind you about the invoices on Thursday at 4 pm and add it to your journal.',
      },
    ],
  },
  claims: [
    { value: `${product.claims.entrepreneursHelped}+`, label: 'entrepreneurs helped' },
    { value: product.claims.firstResults, label: 'to first results' },
    { value: product.claims.patternsVisible, label: 'to see your patterns' },
  ],
  story: {
    heading: 'Sound familiar?',
    label: 'From overwhelm to clarity',
    previous: 'Previous card',
    next: 'Next card',
    cards: [
      {
        id: 'pain',
        kicker: 'The pain',
        title: 'Your head is a browser with forty tabs open.',
        body: 'Client requests, ideas, admin and half-made decisions all compete for attention. You are busy all day and still unsure you worked on what matters.',
      },
      {
        id: 'realisation',
        kicker: 'The realisation',
        title: 'Another to-do app will not fix it.',
        body: 'Lists capture things; they do not help you decide. What helps is someone to think out loud with, who remembers last week and asks the right question.',
      },
      {
        id: 'solution',
        kicker: 'The solution',
        title: `Meet ${product.name}, your decision partner on WhatsApp.`,
        body: `Send a message or a voice note as it comes. ${product.name} turns it into priorities, tasks and reminders, keeps a journal of your decisions and calls you back when it matters.`,
      },
    ] satisfies StoryCard[],
  },
  about: {
    heading: `About ${product.name}`,
    body: `${product.name} helps overwhelmed solopreneurs turn scattered thoughts into clear actions.`,
    action: 'How it works',
  },
  footer: {
    label: 'Find us',
    productDirectoryKicker: 'Featured on',
  },
} as const;
