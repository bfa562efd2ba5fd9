import { product } from '@/config/product';
import { formatPrice } from '@/lib/format-money';

export type HowItWorksStep = {
  id: 'talk' | 'actions' | 'nudges';
  title: string;
  body: string;
};

export const infoContent = {
  howItWorks: {
    meta: {
      title: 'How it works',
      description: `${product.name} is a decision partner you can reach any time of day, over WhatsApp, voice notes and calls.`,
    },
    back: 'Back to About',
    stepsLabel: 'Three steps',
    stepLabel: (step: number) => `Step ${step}`,
    steps: [
      {
        id: 'talk',
        title: 'Say it as it comes',
        body: 'Message, send a voice note or call, whenever something is on your mind. No structure needed, no app to learn.',
      },
      {
        id: 'actions',
        title: 'Get clear next actions',
        body: `${product.name} asks the questions that matter, turns the noise into priorities, tasks and reminders, and journals each decision.`,
      },
      {
        id: 'nudges',
        title: 'Get nudged at the right time',
        body: `Linked to your calendar, ${product.name} checks in when you are free and calls you back when something important is slipping.`,
      },
    ] satisfies HowItWorksStep[],
    webApp: {
      heading: 'Your progress, on the web',
      body: 'The web app shows your open and completed tasks and a day-by-day journal of your decisions. Edit anything, or ask for a call with one tap.',
    },
    premiumAction: 'Sign up for Premium',
    premiumNote: `${product.plans.premium.trialDays}-day free trial, then ${formatPrice(product.plans.premium.price)}. Cancel any time.`,
    roadmapAction: 'See the roadmap',
  },
  roadmap: {
    meta: {
      title: 'Roadmap',
      description: `What is coming to ${product.name}, and when.`,
    },
    back: 'Back to How it works',
  },
} as const;
