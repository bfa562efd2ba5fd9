import { product } from '@/config/product';

/** A paragraph, or a list of points. */
export type PolicyBlock = string | { list: readonly string[] };

export type PolicySection = {
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
};

const name = product.name;

export const privacyPolicyContent = {
  meta: {
    title: 'Privacy Policy',
    description: `How ${name} collects, uses and protects your data, in line with UK and EU GDPR.`,
  },
  back: 'Back to Home',
  updatedLabel: 'Last updated',
  contentsLabel: 'On this page',
  contactAction: `E-mail ${product.contactEmail}`,
  intro: [
    `${name} is a decision partner that talks with you over WhatsApp, voice notes and phone calls, with a web app for your tasks, journal and settings. This policy explains what we collect, why, who helps us process it, how long we keep it and what you can do about it. We follow the UK GDPR, the Data Protection Act 2018 and the EU GDPR.`,
    `In short: we collect only what ${name} needs to work for you, we encrypt what is personal with a key that belongs to your account alone, we store no voice recordings, we never sell your data, and deleting your account makes it unreadable for good.`,
  ],
  sections: [
    {
      id: 'data-we-collect',
      title: 'Data we collect',
      blocks: [
        'What you give us:',
        {
          list: [
            'Account details: your phone number (you sign in with it), your name and, if you add it, your e-mail address.',
            'Preferences: the voice used when we call you, and your consent to calls and messages.',
            `What you tell ${name}: tasks and their due dates, journal entries, context you paste in, and requests for a call.`,
            'Subscription details: your plan, its status and renewal date, and any coupon or referral code you used. Card details go straight to our payment provider; we never see or store them.',
            'Calendar access, only if you connect Google Calendar: a grant that lets us see when you are busy or free, so nudges come at a good time.',
          ],
        },
        'What we collect as you use the site:',
        {
          list: [
            'Usage events: a random visit identifier, the page visited, where the visit came from (a referral code, campaign name or referring page), your browser type, and whether you started a WhatsApp conversation or signed in. If you are signed in, the event is linked to your account.',
            'Security records: sign-in attempts and sessions, so we can limit abuse and show you where you are signed in.',
          ],
        },
        `We do not store voice data. Voice notes and calls are handled as they happen and are not recorded or kept by ${name}.`,
      ],
    },
    {
      id: 'how-we-use-data',
      title: 'How we use your data',
      blocks: [
        {
          list: [
            'To sign you in with a one-time code and keep your account secure.',
            `To provide ${name}: turning what you say into tasks, reminders and journal entries, calling you back, and nudging you when your calendar shows you are free.`,
            'To take payment for a subscription and manage trials, renewals, cancellations and refunds.',
            'To answer you when you contact us.',
            'To understand, in aggregate, how people find and use the site, so we can improve it.',
          ],
        },
        'We do not sell your data, and we do not use it for advertising.',
      ],
    },
    {
      id: 'legal-basis',
      title: 'Legal basis',
      blocks: [
        {
          list: [
            `Contract: most processing is needed to provide the ${name} service you signed up for.`,
            'Consent: calls and messages from the assistant, and connecting your calendar. You can withdraw consent at any time in Settings or by writing to us; it does not affect what happened before.',
            'Legitimate interests: keeping the service secure, preventing abuse, and measuring how the site is used in ways that do not override your rights.',
            'Legal obligation: keeping payment and tax records as the law requires.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing',
      blocks: [
        'We share data only with providers that help us run the service, each bound by a data processing agreement and only for that purpose:',
        {
          list: [
            'Twilio, to send one-time codes, reminders and messages, and to place calls.',
            'WhatsApp (Meta), which carries your conversations with the assistant.',
            'Stripe, to take payments and manage subscriptions.',
            'Google, only if you connect Google Calendar, to read when you are free.',
            'Our hosting provider, which stores the encrypted data.',
          ],
        },
        'Some of these providers process data outside the UK and the EU. Where they do, the transfer is covered by adequacy decisions or standard contractual clauses. We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      id: 'retention',
      title: 'Retention',
      blocks: [
        {
          list: [
            'Your account data is kept for as long as your account exists.',
            'When you delete your account, your personal data becomes unreadable at once, as described under Account deletion below.',
            'Payment records are kept by us and by Stripe for as long as tax law requires (in the UK, six years).',
            'Usage events hold no name, phone number or e-mail address and are kept to see trends over time.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'Under the UK and EU GDPR you have the right to:',
        {
          list: [
            'access your data: use "Download my data" in Settings to get a full copy at any time, or ask us;',
            'correct it: edit your details in Settings, or ask us;',
            'delete it: see Account deletion below;',
            'take it elsewhere: the download is a machine-readable JSON file;',
            'object to or restrict processing, and withdraw consent;',
            `complain to a supervisory authority: in the UK, the Information Commissioner's Office (ico.org.uk); in the EU, the authority of the country where you live.`,
          ],
        },
        'We answer requests within one month.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        `Journal entries are end-to-end encrypted in the mobile app. In this web app they are encrypted with AES-256-GCM on our servers instead: they travel over HTTPS and are stored encrypted, but our servers can decrypt them, to show them to you and to add the decisions you tell ${name} about.`,
        `Your other profile data (the context you share, your contact details and your calendar grant) uses AES-256 encryption, AES-256-GCM with a data key that belongs to your account alone. The keys are kept apart from the data and are themselves encrypted with a master key.`,
        'We look you up by a keyed hash of your phone number, never the number itself. Connections to the site are encrypted (HTTPS). Sign-in uses one-time codes and short-lived sessions that are renewed in the background, and a stolen renewal token stops working the moment it is reused.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        `For any question about privacy, or to use any of your rights, write to ${product.contactEmail}. A person reads every message.`,
      ],
    },
    {
      id: 'account-deletion',
      title: 'Account deletion',
      blocks: [
        'You can delete your account at any time in Settings (you type DELETE to confirm), or by writing to us. Deleting it:',
        {
          list: [
            'destroys the encryption key of your account, so everything that was encrypted with it can never be read again, by anyone, us included (this is called crypto-shredding);',
            'removes your data from every view of the app: profile, tasks, journal, subscription and calendar connection;',
            'disconnects Google Calendar and revokes our access there, and signs you out everywhere;',
            'frees your phone number, so it is no longer linked to any account.',
          ],
        },
        'If you have a paid subscription, cancel it in Settings before you delete your account. If you want a copy of your data, download it from Settings first. The event log that records changes is kept, but what is personal in it stays encrypted with the destroyed key; any copy of the key in our backups is gone when those backups expire.',
      ],
    },
  ] satisfies PolicySection[],
} as const;
