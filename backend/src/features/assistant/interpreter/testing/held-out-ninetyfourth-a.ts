/**
 * Held-out set, ninetyfourth part a: people who build and run software on their own or in tiny teams.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Priya, an indie iOS developer in Brighton (widgets app, App Store reviews, TestFlight builds).
 * - Dan and Leah, a two-person SaaS team in Manchester; Dan writes some Mancunian ("our kid", "dead",
 *   "mint", "mither", "buzzin").
 * - Morag, a freelance data analyst in Glasgow who writes some Scots ("the morra", "the day", "aye",
 *   "naw", "wee", "mind me tae").
 * - Rhys, a Shopify app maker in Cardiff ("now in a minute", "tidy", "butt", "lush").
 * - João, a game developer in Leeds whose first language is Portuguese ("remember me to", "until friday"
 *   for "by friday", "at the morning").
 *
 * New York time (month-first dates, 12/1 = December 1):
 * - Maya, a solo SaaS founder in Brooklyn.
 * - Marcus, a no-code agency owner in Jersey City (Webflow, Bubble, Zapier, contractors).
 * - Lucía, a freelance React developer in Queens whose first language is Spanish.
 * - Kevin, a devops contractor in Hoboken (on-call, certs, Terraform, AWS).
 * - Ari, an AI startup founder in Manhattan who writes in fast lowercase shorthand.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York. Clock words as read here:
 * "half 4" 16:30, "quarter to 6" 17:45, "noon" 12:00, "EOD" 17:00 (18:00 also accepted), "first thing"
 * 09:00 (08:00 also accepted), "after lunch" 13:00 or 14:00, "tomorrow morning" 09:00.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task (due when the reminder went out, by default). */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

/** The moment itself, on each clock: a reminder that has just gone out. */
const NOW_LDN = l('11-11 15:00');
const NOW_NYC = n('11-11 10:00');

export const NINETYFOURTH_ASK: HeldOutItem[] = [
  // London: Priya, Brighton
  london('remind me tmrw 10am to submit 2.4 to app review', task('submit 2.4 to app review', l('11-12 10:00'))),
  london(
    'need to reply to that 1 star review before fri, the guy thinks the widget is broken but its his iOS version',
    task('reply to that 1 star review', l('11-13')),
  ),
  london(
    'after lunch tmrw ring the accountant abt vat on the app sales',
    task('ring the accountant abt vat on the app sales', l('11-12 13:00')),
    task('ring the accountant abt vat on the app sales', l('11-12 14:00')),
  ),
  // London: Dan, Manchester
  london(
    'can u remind me to chase our kid about the stripe webhooks at half 4',
    task('chase our kid about the stripe webhooks', l('11-11 16:30')),
  ),
  london(
    'need to send invoice 0042 to brightwave by end of the month, dead important that one',
    task('send invoice 0042 to brightwave', l('11-30'), { important: true }),
  ),
  london('in 2 weeks at 4pm demo for the Salford lot, put it in pls', task('demo for the Salford lot', l('11-25 16:00'))),
  // London: Morag, Glasgow
  london(
    'mind me tae send the churn model tae Fiona the morra first thing',
    task('send the churn model tae Fiona', l('11-12 09:00')),
    task('send the churn model tae Fiona', l('11-12 08:00')),
  ),
  london(
    "fix the dashboard refresh by 4/12 please, the demo's that day an it's honkin the now",
    task('fix the dashboard refresh', l('12-04')),
  ),
  // London: Rhys, Cardiff
  london(
    'remind me quarter to 6 to email shopify partner support about the billing api, ta butt',
    task('email shopify partner support about the billing api', l('11-11 17:45')),
  ),
  london('need to push the 1.8 listing update and reply to the merchant from Swansea, both before noon tmrw', [
    task('push the 1.8 listing update', l('11-12 12:00')),
    task('reply to the merchant from Swansea', l('11-12 12:00')),
  ]),
  // London: João, Leeds
  london(
    'remember me to make the build for the steam playtest on friday at the morning',
    task('make the build for the steam playtest', l('11-13 09:00')),
    task('make the build for the steam playtest', l('11-13')),
  ),
  london(
    'I need to pay the sound designer until day 20, is urgent he is waiting since october',
    task('pay the sound designer', l('11-20'), { important: true }),
  ),
  // London: look like asks, change nothing
  london('did a remember tae add the Strathclyde invoice or naw?', NO_CHANGE),
  london('ugh app review rejected me AGAIN. guideline 4.2. need a drink', NO_CHANGE),

  // New York: Maya, Brooklyn
  newYork('remind me to send the investor update tomorrow at 9', task('send the investor update', n('11-12 09:00'))),
  newYork('gotta fix the onboarding email bug before the 12/1 launch', task('fix the onboarding email bug', n('12-01'))),
  // New York: Marcus, Jersey City
  newYork(
    'call the Bubble dev about the broken zap noon friday, client is freaking out',
    task('call the Bubble dev about the broken zap', n('11-13 12:00')),
  ),
  newYork(
    'need to invoice Harbor Dental eod and also send the webflow handoff doc to Tasha',
    [task('invoice Harbor Dental', n('11-11 17:00')), task('send the webflow handoff doc to Tasha')],
    [task('invoice Harbor Dental', n('11-11 17:00')), task('send the webflow handoff doc to Tasha', n('11-11 17:00'))],
  ),
  // New York: Lucía, Queens
  newYork(
    'remind me to call the client from Medellín tomorrow at 3 of the afternoon, is for the sprint review',
    task('call the client from Medellín', n('11-12 15:00')),
  ),
  newYork(
    'I have to deliver the PR of the checkout form until 11/20, please put it urgent',
    task('deliver the PR of the checkout form', n('11-20'), { important: true }),
  ),
  // New York: Kevin, Hoboken
  newYork(
    'renew the wildcard cert for the staging cluster monday first thing, it expires 11/18',
    task('renew the wildcard cert for the staging cluster', n('11-16 09:00')),
    task('renew the wildcard cert for the staging cluster', n('11-16 08:00')),
  ),
  newYork(
    'URGENT rotate the aws keys that got pushed to the public repo',
    task('rotate the aws keys that got pushed to the public repo', null, { important: true }),
  ),
  // New York: Ari, Manhattan
  newYork(
    'rmd me 2 fwd the deck to sequoia ppl b4 eod thurs',
    task('fwd the deck to sequoia ppl', n('11-12 17:00')),
    task('fwd the deck to sequoia ppl', n('11-12 18:00')),
  ),
  newYork('tmrw 8:30 prep gpu cost sheet w/ raj, then 11 call w/ lawyers abt safe notes', [
    task('prep gpu cost sheet w/ raj', n('11-12 08:30')),
    task('call w/ lawyers abt safe notes', n('11-12 11:00')),
  ]),
  // New York: look like asks, change nothing
  newYork('demo w/ the bank went great, they want a pilot in jan 🚀', NO_CHANGE),
  newYork('wait did i already add the stripe tax thing or not', NO_CHANGE),
];

export const NINETYFOURTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    'every monday 9am check app store connect reviews',
    task('check app store connect reviews', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'every year on 3/2 renew the apple developer membership, missed it once and the app vanished',
    task('renew the apple developer membership', l('2027-02-03'), { repeat: every('year') }),
  ),
  london(
    'remind me to send invoices on the 1st of every month, me and Leah always forget',
    task('send invoices', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'every other friday at 2 we do the sprint demo with our kid, pop it in',
    task('sprint demo with our kid', l('11-13 14:00'), { repeat: every('week', 2) }),
  ),
  london(
    'each weekday at 8 mind me tae check the overnight pipeline ran',
    task('check the overnight pipeline ran', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london(
    "every thursday at 4 chase unpaid invoices, they're aye late",
    task('chase unpaid invoices', l('11-12 16:00'), { repeat: every('week') }),
  ),
  london('pay the heroku bill on the 28th every month', task('pay the heroku bill', l('11-28'), { repeat: every('month') })),
  london(
    'daily at half 9 check the shopify app reviews, lush thanks',
    task('check the shopify app reviews', l('11-12 09:30'), { repeat: every('day') }),
  ),
  london(
    'every day at 18h I want to make backup of the unity project',
    task('make backup of the unity project', l('11-11 18:00'), { repeat: every('day') }),
  ),
  london(
    'each two weeks on monday remember me to send the devlog to the newsletter',
    task('send the devlog to the newsletter', l('11-16'), { repeat: every('week', 2) }),
  ),
  // London: a routine, no ask
  london('i usually do my invoices on a monday tbh, works for me', NO_CHANGE),
  london('every friday our kid forgets the standup lol, gonna mither him again', NO_CHANGE),
  london("the weekly report's aye a pain, every monday the same nonsense", NO_CHANGE),

  // New York
  newYork(
    'every monday 10am send the weekly metrics email to my angels',
    task('send the weekly metrics email to my angels', n('11-16 10:00'), { repeat: every('week') }),
  ),
  newYork('pay the wework desk on the 1st of each month pls', task('pay the wework desk', n('12-01'), { repeat: every('month') })),
  newYork(
    'every other tuesday 3pm client check in w/ Greenleaf',
    task('client check in w/ Greenleaf', n('11-17 15:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'weekdays at 9:15 standup w/ the contractors, set it up so it repeats',
    task('standup w/ the contractors', n('11-12 09:15'), { repeat: every('weekday') }),
  ),
  newYork(
    'every friday at 5pm I need to send my hours to the agency, remind me please',
    task('send my hours to the agency', n('11-13 17:00'), { repeat: every('week') }),
  ),
  newYork(
    'the 15 of every month pay the cuota of the coworking',
    task('pay the cuota of the coworking', n('11-15'), { repeat: every('month') }),
  ),
  newYork(
    'every sunday 8pm check the on-call handoff notes for the week',
    task('check the on-call handoff notes for the week', n('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork('every weekday 7am check pagerduty overnight', task('check pagerduty overnight', n('11-12 07:00'), { repeat: every('weekday') })),
  newYork('every 2 wks thurs 4p 1:1s w/ eng team', task('1:1s w/ eng team', n('11-12 16:00'), { repeat: every('week', 2) })),
  newYork(
    'daily 11pm check openai spend dashboard, burned 3k last wk smh',
    task('check openai spend dashboard', n('11-11 23:00'), { repeat: every('day') }),
  ),
  // New York: a routine, no ask
  newYork('we ship every thursday, been that way since june', NO_CHANGE),
  newYork("on-call rotates every monday, i'm up again on the 23rd ugh", NO_CHANGE),
  newYork('every time I deploy on vercel the build breaks 😩', NO_CHANGE),
];

export const NINETYFOURTH_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded('reply to the TestFlight testers', NOW_LDN), london('cant rn, hour pls, in a call w the designer', snoozeFor(60))),
  within(reminded('chase the Stockport invoice', NOW_LDN), london('try us at 5 our kid, dead busy', snoozeUntil(l('11-11 17:00')))),
  within(reminded('send Fiona the churn model', NOW_LDN), london('the morra mornin, am wabbit', snoozeUntil(l('11-12 09:00')))),
  within(reminded('clean the survey data', NOW_LDN), london('gie us twenty mins', snoozeFor(20))),
  within(
    reminded('call the Merthyr merchant', NOW_LDN),
    london("after my call with shopify, that's done by half 4", snoozeUntil(l('11-11 16:30'))),
  ),
  within(reminded('fix the crash on level 3', NOW_LDN), london("now I can't, remember me in 2 hours please", snoozeFor(120))),
  within(
    reminded('send build to the publisher', NOW_LDN),
    london('tomorrow at 10h, today the office internet is down', snoozeUntil(l('11-12 10:00'))),
  ),
  within(
    reminded('write release notes for 2.4', NOW_LDN),
    london('monday. not touching that this week', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('renew the domain', NOW_LDN),
    london("leave it till friday butt, card's maxed", snoozeUntil(l('11-13')), move(ctx, '2026-11-13', null)),
  ),
  // London: a time already gone today (2pm at 3pm): never earlier; tomorrow 2pm, or ask
  within(reminded('ring the accountant', NOW_LDN), london('do us at 2 instead', snoozeUntil(l('11-12 14:00')), NO_CHANGE)),
  // London: put-offs that name no time: nothing changes (daily may ask when)
  within(reminded('invoice the council', NOW_LDN), london('naw no yet', NO_CHANGE)),
  within(reminded('reply to the 1 star review', NOW_LDN), london('not yet, still working out what to say', NO_CHANGE)),
  within(reminded('update the app listing screenshots', NOW_LDN), london("I'll do it now in a minute", NO_CHANGE)),

  // New York
  within(reminded('reply to the Stripe dispute', NOW_NYC), newYork('ugh not rn. 30 min', snoozeFor(30))),
  within(
    reminded('send the investor update', NOW_NYC),
    newYork('after lunch, need coffee first lol', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('review the Airtable migration', NOW_NYC),
    newYork('hit me up at 3, on a client call till then', snoozeUntil(n('11-11 15:00'))),
  ),
  within(reminded('send Greenleaf the proposal', NOW_NYC), newYork('tmrw morning', snoozeUntil(n('11-12 09:00')))),
  within(reminded('fix the bug in the date picker', NOW_NYC), newYork('in one hour please, I am in the dentist', snoozeFor(60))),
  within(reminded('send invoice to the agency', NOW_NYC), newYork('mañana at 11 porfa', snoozeUntil(n('11-12 11:00')))),
  within(reminded('upgrade the postgres replica', NOW_NYC), newYork('on-call is blowing up, snooze till 4', snoozeUntil(n('11-11 16:00')))),
  within(
    reminded('write the terraform runbook', NOW_NYC),
    newYork('after the incident review. should be wrapped by noon', snoozeUntil(n('11-11 12:00'))),
  ),
  within(reminded('sign the safe w/ the angel', NOW_NYC), newYork('l8r. 2h', snoozeFor(120))),
  within(
    reminded('call the landlord abt the office lease', NOW_NYC),
    newYork("push it to thursday 4pm, he's away till then", snoozeUntil(n('11-12 16:00')), move(ctx, '2026-11-12', '16:00')),
  ),
  // New York: not yet, asks nothing
  within(reminded('hire the ml contractor', NOW_NYC), newYork('nah not yet', NO_CHANGE)),
  within(reminded('fix the flaky CI job', NOW_NYC), newYork('still on it', NO_CHANGE)),
  // New York: looks like a put-off, is a tick
  within(reminded('ping the designer', NOW_NYC), newYork('already pinged her this am', done())),
];

export const NINETYFOURTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('submit 2.4 to app review', l('11-12 10:00')),
    london('make it half 2 actually, want to test on the ipad first', move(ctx, null, '14:30')),
  ),
  within(just('call Apple dev support', l('11-13 11:00')), london('no wait thursday', move(ctx, '2026-11-12', null))),
  within(
    just('demo for the Salford lot', l('11-25 16:00')),
    london("nah make it the 26th, they're in london the 25th", move(ctx, '2026-11-26', null)),
  ),
  london(
    'move the Bolton onboarding call to friday 2pm, their lass is off thursday',
    move(words('Bolton onboarding call'), '2026-11-13', '14:00'),
  ),
  within(just('send the churn model tae Fiona', l('11-12 09:00')), london('och naw, make that 11', move(ctx, null, '11:00'))),
  within(
    reminded('clean the survey data', NOW_LDN),
    london('shift it tae the morra at 10', move(ctx, '2026-11-12', '10:00'), snoozeUntil(l('11-12 10:00'))),
  ),
  within(
    just('email shopify partner support about the billing api', l('11-11 17:45')),
    london("actually call it 'email shopify about billing api v2'", rename(ctx, 'email shopify about billing api v2')),
  ),
  london('the merchant call, can you put it to monday same time', move(words('merchant call'), '2026-11-16', null)),
  within(
    just('make the build for the steam playtest', l('11-13 09:00')),
    london('sorry I wrote wrong, is saturday not friday', move(ctx, '2026-11-14', null)),
  ),
  within(just('pay the sound designer', l('11-20')), london('put 4pm in this one please', move(ctx, null, '16:00'))),
  // London: look like corrections, are news
  within(just('submit 2.4 to app review', l('11-12 10:00')), london('apple moved the holiday review shutdown to the 21st btw', NO_CHANGE)),
  london('client moved their go-live to january, sound', NO_CHANGE),
  within(just('send the churn model tae Fiona', l('11-12 09:00')), london("Fiona's changed her name tae Fi on slack lol", NO_CHANGE)),

  // New York
  within(just('send the investor update', n('11-12 09:00')), newYork('make it 10:30, 9 is too early for me lol', move(ctx, null, '10:30'))),
  within(just('fix the onboarding email bug', n('12-01')), newYork('actually 11/30, want a day of buffer', move(ctx, '2026-11-30', null))),
  newYork('push the Greenleaf check in to the 24th at 3', move(words('Greenleaf check in'), '2026-11-24', '15:00')),
  within(just('invoice Harbor Dental', n('11-11 17:00')), newYork('no wait, tomorrow', move(ctx, '2026-11-12', null))),
  within(just('call the client from Medellín', n('11-12 15:00')), newYork('sorry is 4 not 3', move(ctx, null, '16:00'))),
  newYork(
    "the task of the checkout form, change the name to 'checkout form PR + tests'",
    rename(words('checkout form'), 'checkout form PR + tests'),
  ),
  within(
    reminded('upgrade the postgres replica', NOW_NYC),
    newYork('move that to saturday 6am, maintenance window', move(ctx, '2026-11-14', '06:00'), snoozeUntil(n('11-14 06:00'))),
  ),
  within(
    just('renew the wildcard cert for the staging cluster', n('11-16 09:00')),
    newYork('scratch monday, do friday. cert expires sooner than i thought', move(ctx, '2026-11-13', null)),
  ),
  within(just('fwd the deck to sequoia ppl', n('11-12 17:00')), newYork('nvm make it 2p', move(ctx, null, '14:00'))),
  newYork('mv lawyer call to fri 11a', move(words('lawyer call'), '2026-11-13', '11:00')),
  // New York: look like corrections, are news
  newYork('aws moved our reserved instance renewal to dec, nothing to do', NO_CHANGE),
  within(
    just('call the Bubble dev about the broken zap', n('11-13 12:00')),
    newYork("he rescheduled his vacation so he's around all next week", NO_CHANGE),
  ),
  newYork('raj renamed the repo to atlas-core fyi', NO_CHANGE),
];

export const NINETYFOURTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    "ok so um yeah, today was a lot, the widget bug is back which is just, great. anyway I need to email the beta testers tomorrow, and um, book the MOT for the van sometime next week, oh and pay Figma before friday. that's it I think",
    [task('email the beta testers', l('11-12')), task('book the MOT for the van'), task('pay Figma', l('11-13'))],
  ),
  london(
    "right voice note while I walk the dog… so I need to upload the 2.4 build by thursday noon, um, and, no, DROP IT, drop it, sorry, he's got a crisp packet. and call Sam the designer monday at 3. yeah",
    [task('upload the 2.4 build', l('11-12 12:00')), task('call Sam the designer', l('11-16 15:00'))],
  ),
  london(
    "right so basically, the Stripe thing's sorted. what I need is, er, ring Barclays about the merchant account tomorrow at 11, and then write the changelog for 3.1 before friday, and I'm knackered so that's me",
    [task('ring Barclays about the merchant account', l('11-12 11:00')), task('write the changelog for 3.1', l('11-13'))],
  ),
  london(
    "so um, Leah says we're gonna have to rewrite the billing page, which, fine. I need to, er, get the Figma file off Leah tomorrow, and chase that Bury client who still hasn't paid, and, oh, cancel the Zoom sub, we never use it",
    [task('get the Figma file off Leah', l('11-12')), task("chase that Bury client who still hasn't paid"), task('cancel the Zoom sub')],
  ),
  london(
    "aye so, wee update, the council data's finally in, pure mince but it's in. need tae clean the council data the morra, then send Fiona the first cut on friday, and mind me tae invoice Strathclyde for October an aw",
    [task('clean the council data', l('11-12')), task('send Fiona the first cut', l('11-13')), task('invoice Strathclyde for October')],
  ),
  london(
    "so yeah, bit of a day, merchant in Newport says the discount app double charged her, which, not ideal. I'll look at the logs now in a minute but can you remind me to refund the Newport merchant by 5, and chat to Shopify support tomorrow morning",
    [task('refund the Newport merchant', l('11-11 17:00')), task('chat to Shopify support', l('11-12 09:00'))],
    [task('look at the logs'), task('refund the Newport merchant', l('11-11 17:00')), task('chat to Shopify support', l('11-12 09:00'))],
  ),
  london(
    'ok so, hmm, today I fixed the jump bug finally, very happy. tomorrow I must record the trailer footage, and also I need to answer the email of the publisher about the porting, and on saturday test the build on steam deck',
    [
      task('record the trailer footage', l('11-12')),
      task('answer the email of the publisher about the porting'),
      task('test the build on steam deck', l('11-14')),
    ],
  ),
  london(
    'ok um, two things, pay the freelancer artist 300 pounds today until 6pm, and on 4/12 I have to give the talk at the Leeds games meetup',
    [task('pay the freelancer artist 300 pounds', l('11-11 18:00')), task('give the talk at the Leeds games meetup', l('12-04'))],
  ),
  // London: decisions
  london(
    "um so I've been thinking about the pricing and yeah, I'm going with the one-off £4.99 instead of the subscription, people hate subs on widget apps",
    decision,
  ),
  london(
    "been going back and forth all week but right, I'm dropping the free tier, it's costing more than it brings in. done thinking about it",
    decision,
  ),
  // London: no job at all
  london('honestly am scunnered the day, three dashboards an naebody looks at them. just needed tae say it. naw nae tasks', NO_CHANGE),
  london(
    "sorry for the long message, I am just tired, the game is 2 years now and sometimes I think nobody will play it. ok. that's all",
    NO_CHANGE,
  ),
  london("so the release went out, reviews are mint, Leah's buzzin, nothing to add just wanted to tell someone", NO_CHANGE),

  // New York: several jobs
  newYork(
    'ok so um quick brain dump. churn came in at 4% which is meh. i need to email the three accounts that cancelled, uh, tomorrow morning, and then prep the board slides by friday, and also renew the domain, it expires like next week',
    [
      task('email the three accounts that cancelled', n('11-12 09:00')),
      task('prep the board slides', n('11-13')),
      task('renew the domain'),
    ],
  ),
  newYork(
    'so today the biggest customer asked for SSO and i kind of panicked?? anyway nothing to do yet except get a quote from WorkOS, can you put that on for monday',
    task('get a quote from WorkOS', n('11-16')),
  ),
  newYork(
    "yo so, driving rn, voice to text. need to send Greenleaf the revised quote today by 4, and remind me to hire a second Webflow contractor, we're drowning, and uh pick up the new laptop from the Apple store saturday",
    [
      task('send Greenleaf the revised quote', n('11-11 16:00')),
      task('hire a second Webflow contractor'),
      task('pick up the new laptop from the Apple store', n('11-14')),
    ],
  ),
  newYork(
    'um ok so where was I. the Bubble app for the dentist is live, yay. tomorrow onboard Tasha to the client slack, and I gotta do payroll for the contractors friday before noon. oh and book the team dinner',
    [
      task('onboard Tasha to the client slack', n('11-12')),
      task('do payroll for the contractors', n('11-13 12:00')),
      task('book the team dinner'),
    ],
  ),
  newYork(
    'ok so, the client say the form is slow in iphone, I checked already, is the images. tomorrow I need to do the PR review for Tomás and on friday at 2 the call with the agency for the new contract',
    [task('do the PR review for Tomás', n('11-12')), task('call with the agency for the new contract', n('11-13 14:00'))],
  ),
  newYork(
    'alright, post-incident brain dump. the db failover worked, mostly. things: write the postmortem by friday, open a ticket with aws about the ebs latency, and um, tomorrow at 10 walk the new on-call guy through the runbooks',
    [
      task('write the postmortem', n('11-13')),
      task('open a ticket with aws about the ebs latency'),
      task('walk the new on-call guy through the runbooks', n('11-12 10:00')),
    ],
  ),
  newYork(
    "ok rapid fire: 1) term sheet redlines back to lawyers by thurs 2) book flights sf for the 30th 3) ask raj abt h100 quotes. also i'm fried",
    [task('term sheet redlines back to lawyers', n('11-12')), task('book flights sf'), task('ask raj abt h100 quotes')],
    [task('term sheet redlines back to lawyers', n('11-12')), task('book flights sf', n('11-30')), task('ask raj abt h100 quotes')],
  ),
  // New York: decisions
  newYork(
    "thought about it on the drive in, we're not taking on the crypto client. too much risk, the last one ghosted on an invoice",
    decision,
  ),
  newYork("ok decided. we're going w/ anthropic + openai fallback, not self-hosting llama. infra math doesnt work till series a", decision),
  // New York: no job at all
  newYork('feeling kinda lost today. mrr flat 3 months, i keep refreshing stripe. idk. not asking for anything just venting', NO_CHANGE),
  newYork(
    'uff what a week, my english is not perfect and the client corrected me in the call in front of everyone, I feel bad. anyway',
    NO_CHANGE,
  ),
  newYork("ok incident's done, pager's quiet, i'm done for the day honestly. going to go stare at a wall", NO_CHANGE),
];

export const NINETYFOURTH_ANSWER: HeldOutItem[] = [
  // London
  within(which('call Apple dev support', 'call the accountant'), london('2', answer(2))),
  within(which('submit 2.4 to app review', 'submit 2.4 to TestFlight'), london('the app review one obvs', answer(1))),
  within(
    askedChoice('Keep the subscription or go one-off?', 'keep the subscription', 'one-off £4.99'),
    london('the one-off. subs on a widget app feel grim', answer(2)),
  ),
  within(
    which('chase the Stockport invoice', 'chase the Bury invoice', 'chase our kid about webhooks'),
    london('the bury one, stockport paid this morning', answer(2)),
  ),
  within(
    askedChoice('Hire a junior dev or use a contractor?', 'hire a junior dev', 'use a contractor'),
    london("contractor innit, can't be arsed with payroll yet", answer(2)),
  ),
  within(
    askedChoice('Take the NHS contract or the retail one?', 'NHS contract', 'retail contract'),
    london('no sure yet, need tae see the retail numbers first', answer(null)),
  ),
  within(which('invoice Strathclyde', 'invoice the council'), london('the first yin', answer(1))),
  within(
    which('send Fiona the churn model', 'send Fiona the invoice'),
    london('baith o them, done them the now', [done(num(1)), done(num(2))], answer(null)),
  ),
  within(
    askedChoice('Which billing for the app?', 'Shopify billing at £9 a month', 'usage based at 2%'),
    london('the cheaper one for the small merchants, so the 2% one I reckon', answer(2)),
  ),
  within(
    which('reply to the Newport merchant', 'reply to the Swansea merchant'),
    london('neither, I meant the one from Bridgend, not on your list', answer(null), NO_CHANGE),
  ),
  within(
    askedChoice('Go to Gamescom or stay and finish the demo?', 'go to Gamescom', 'stay and finish the demo'),
    london('the second option, I think is more important the demo now', answer(2)),
  ),
  within(
    askedChoice('Steam first or itch.io first?', 'Steam', 'itch.io'),
    london("both? I don't know. I need more time to think", answer(null)),
  ),
  // London: ignores the question, asks for a task
  within(
    askedChoice('Hire a junior dev or use a contractor?', 'hire a junior dev', 'use a contractor'),
    london('sack that for now, remind me to ring Barclays at 4', task('ring Barclays', l('11-11 16:00')), [
      answer(null),
      task('ring Barclays', l('11-11 16:00')),
    ]),
  ),

  // New York
  within(
    askedChoice('Raise a pre-seed now or bootstrap to $10k MRR?', 'raise now', 'bootstrap to $10k MRR'),
    newYork('bootstrap. i hate pitching and the numbers are moving anyway', answer(2)),
  ),
  within(which('email Jen about the renewal', 'email Jen the invoice'), newYork('1', answer(1))),
  within(
    askedChoice('Which tool for the client portal?', 'Softr', 'Bubble', 'Webflow + Memberstack'),
    newYork('the last one, client already pays for webflow', answer(3)),
  ),
  within(which('call Greenleaf', 'call Harbor Dental', 'call the Bubble dev'), newYork('harbor', answer(2))),
  within(
    askedChoice('Accept the full-time offer or stay freelance?', 'accept the offer', 'stay freelance'),
    newYork('stay freelance, I like to choose my clients and my mom needs me flexible', answer(2)),
  ),
  within(
    askedChoice('Which laptop?', 'MacBook Air M3 at $1,099', 'MacBook Pro M3 at $1,599'),
    newYork('the cheaper one, is enough for react', answer(1)),
  ),
  within(which('fix the date picker bug', 'fix the checkout bug'), newYork('the one of the date picker', answer(1))),
  within(which('renew the staging cert', 'renew the prod cert'), newYork('prod, staging can wait', answer(2))),
  within(
    askedChoice('Take the Datadog contract or the on-call gig?', 'Datadog contract', 'on-call gig'),
    newYork('neither tbh. both pay crap', answer(null)),
  ),
  within(
    askedChoice('Hire a head of sales or keep founder-led sales till the A?', 'hire a head of sales', 'founder-led sales'),
    newYork('founder led. opt 2', answer(2)),
  ),
  within(
    askedChoice('Move inference to our own GPUs or stay on the API?', 'own GPUs', 'stay on the API'),
    newYork('idk yet need to talk to raj first', answer(null)),
  ),
  // New York: a question about the question, changes nothing
  within(
    askedChoice('Take the Datadog contract or the on-call gig?', 'Datadog contract', 'on-call gig'),
    newYork('wait what were the options again?', NO_CHANGE),
  ),
];
