import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  num,
  snoozeFor,
  snoozeUntil,
  task,
  question,
  unclear,
  within,
  words,
} from './held-out-kit';
import { EIGHTYNINTH_CORRECTION, EIGHTYNINTH_RAMBLE } from './held-out-eightyninth-e';
import {
  EIGHTYNINTH_GREETING,
  EIGHTYNINTH_THANKS,
  EIGHTYNINTH_FEELING,
  EIGHTYNINTH_QUESTION,
  EIGHTYNINTH_STATEMENT,
  EIGHTYNINTH_DECISION,
  EIGHTYNINTH_DILEMMA,
} from './held-out-eightyninth-b';
import { EIGHTYNINTH_RENAME, EIGHTYNINTH_REMOVE, EIGHTYNINTH_DONE, EIGHTYNINTH_ANSWER } from './held-out-eightyninth-c';
import {
  EIGHTYNINTH_RECALL,
  EIGHTYNINTH_PRIORITISE,
  EIGHTYNINTH_AGENDA,
  EIGHTYNINTH_FREE_TIME,
  EIGHTYNINTH_UNCLEAR,
  EIGHTYNINTH_BARE,
} from './held-out-eightyninth-d';

/**
 * The eighty-ninth held-out part: fourteen people texting daily on Wednesday 11 November 2026. On
 * London time, writing day-first dates: a SaaS founder in Shoreditch (investors, sprints, churn, a
 * co-founder called Raj), a bookkeeper in Leeds (VAT returns, Xero, clients' receipts), a recruitment
 * consultant in Birmingham who writes some Brummie (candidates, interviews, placement fees), a
 * mortgage broker in Cardiff (lenders, valuations, completion dates), an architect in Glasgow who
 * writes some Scots (planning, drawings, site visits), a translator in Manchester whose first language
 * is Polish (deadlines, agencies, invoices in zloty and pounds) and an online shop owner in Belfast who
 * writes some Northern Irish English (stock, couriers, Shopify). On New York time, writing month-first
 * dates: a fintech founder in the Flatiron (board meetings, hiring, nine months of runway), a CPA in
 * Staten Island heading into tax season (returns, extensions, clients' 1099s), an immigration paralegal
 * in Jackson Heights whose first language is Spanish (filings, USCIS dates, clients' documents), a
 * real-estate broker in Bed-Stuy (showings, closings, open houses), a UX designer in Greenpoint
 * (clients, Figma files, retainers), an Amazon seller in Jamaica, Queens whose first language is
 * Bengali (inventory, FBA shipments, reviews) and a music producer in the Bronx (sessions, beats,
 * studio rent).
 */

/** A reminder for `title` was just sent ("Did you get to X? DONE / SNOOZE 1H / SKIP / STUCK"). */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** daily's last numbered list. */
const listedAs = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

const important = { important: true };
/** A question back ("until when?"): changes nothing. */
const askBack: Intent = { kind: 'ask', text: '', options: [] };

// ---------------------------------------------------------------------------------------------
// ASK: new tasks, with and without times and dates.
// ---------------------------------------------------------------------------------------------
export const EIGHTYNINTH_ASK: HeldOutItem[] = [
  // Shoreditch SaaS founder
  london(
    'remind me to chase the two angels who havent signed the SAFE tmrw 10am',
    task('chase the two angels who havent signed the SAFE', l('11-12 10:00')),
  ),
  london(
    "um so yeah need to do the churn analysis before Raj's retro on friday, and also book the sprint planning room for monday",
    [task('do the churn analysis', l('11-13')), task('book the sprint planning room', l('11-16'))],
    [task("do the churn analysis before Raj's retro", l('11-13')), task('book the sprint planning room', l('11-16'))],
  ),
  london(
    'sort the investor update email EOD',
    task('sort the investor update email', l('11-11 17:00')),
    task('sort the investor update email', l('11-11 17:30')),
    task('sort the investor update email', l('11-11 18:00')),
  ),
  london("Raj's already booked the dinner with the Series A lot for thursday so nothing for me there", NO_CHANGE),
  // Leeds bookkeeper
  london('add Hendersons VAT return, due 7/12', task('Hendersons VAT return', l('12-07'))),
  london(
    'need to reconcile the Xero bank feed for Patel & Sons at some point, no rush',
    task('reconcile the Xero bank feed for Patel & Sons'),
  ),
  london(
    'URGENT chase mrs okafor for her fuel receipts by 5 today, HMRC wont wait',
    task('chase mrs okafor for her fuel receipts', l('11-11 17:00'), important),
    task('chase mrs okafor for her fuel receipts', l('11-11 17:00')),
  ),
  // Birmingham recruiter
  london(
    'alright bab, put in for me ring Darren back about the warehouse manager role at half 2 tomorra',
    task('ring Darren back about the warehouse manager role', l('11-12 14:30')),
  ),
  london(
    'interview prep w/ the candidate for Jaguar thurs 9.30 and invoice the £4,200 placement fee to Brindley Logistics',
    [task('interview prep w/ the candidate for Jaguar', l('11-12 09:30')), task('invoice the £4,200 placement fee to Brindley Logistics')],
    [
      task('interview prep with the candidate for Jaguar', l('11-12 09:30')),
      task('invoice the £4,200 placement fee to Brindley Logistics'),
    ],
  ),
  london(
    'got a second interview for Sophie at the Solihull firm 11/12 at 11, ar, gonna need to prep her the day before',
    [task('second interview for Sophie at the Solihull firm', l('12-11 11:00')), task('prep her', l('12-10'))],
    [task('second interview for Sophie at the Solihull firm', l('12-11 11:00')), task('prep Sophie', l('12-10'))],
  ),
  // Cardiff mortgage broker
  london('get the valuation booked in for the Pontcanna flat now in a minute', task('get the valuation booked in for the Pontcanna flat')),
  london(
    'completion on the Jones purchase is 27/11, remind me the day before to check funds have gone over to the solicitor',
    task('check funds have gone over to the solicitor', l('11-26')),
    task('check funds have gone over to the solicitor for the Jones purchase', l('11-26')),
  ),
  // Glasgow architect
  london(
    'gonnae remind me tae send the revised drawings tae the planners the morra afore 11',
    task('send the revised drawings tae the planners', l('11-12 11:00')),
    task('send the revised drawings to the planners', l('11-12 11:00')),
    task('send the revised drawings tae the planners', l('11-12 10:00')),
    task('send the revised drawings to the planners', l('11-12 10:00')),
  ),
  london(
    'site visit at the Partick tenement next tues 8am, and a wee reminder the day before tae print the sections',
    [task('site visit at the Partick tenement', l('11-17 08:00')), task('print the sections', l('11-16'))],
    [task('site visit at the Partick tenement', l('11-24 08:00')), task('print the sections', l('11-23'))],
  ),
  // Manchester translator
  london(
    'please I must send invoice to agency Lingua, 3400 zł, until friday',
    task('send invoice to agency Lingua, 3400 zł', l('11-13')),
    task('send invoice to agency Lingua', l('11-13')),
  ),
  london(
    'remind tomorrow 9 oclock to finish the medical translation for Kowalski agency, also call to Mrs Nowak at 14',
    [task('finish the medical translation for Kowalski agency', l('11-12 09:00')), task('call to Mrs Nowak', l('11-12 14:00'))],
    [task('finish the medical translation for Kowalski agency', l('11-12 09:00')), task('call Mrs Nowak', l('11-12 14:00'))],
  ),
  london('agency paid me finally 1250 pounds, so the October invoice is closed', NO_CHANGE),
  // Belfast shop owner
  london(
    "bout ye, stick on me list to reorder the wee candles from the supplier, we're near out so we are",
    task('reorder the wee candles from the supplier'),
  ),
  london(
    'need to ring DPD the marra about the parcel that went to Lisburn instead of Larne',
    task('ring DPD about the parcel that went to Lisburn instead of Larne', l('11-12')),
  ),
  london(
    'put the Shopify discount code live on fri at 6, no wait make that 7',
    task('put the Shopify discount code live', l('11-13 19:00')),
    task('put the Shopify discount code live', l('11-13 07:00')),
  ),

  // Flatiron fintech founder
  newYork('add prep the board deck, need it done by the 17th', task('prep the board deck', n('11-17'))),
  newYork(
    'remind me to send the offer letter to the senior backend candidate tmrw 9:30am, asap this one',
    task('send the offer letter to the senior backend candidate', n('11-12 09:30'), important),
    task('send the offer letter to the senior backend candidate', n('11-12 09:30')),
  ),
  newYork(
    "runway's 9 months so I need to model a 20% headcount cut scenario before monday",
    task('model a 20% headcount cut scenario', n('11-16')),
    task('model a 20% headcount cut scenario', n('11-15')),
  ),
  // Staten Island CPA
  newYork(
    'call the Russos re their missing 1099-NEC from the landscaping gig, 2pm thurs',
    task('call the Russos re their missing 1099-NEC from the landscaping gig', n('11-12 14:00')),
  ),
  newYork(
    "file the 4868 for Vinnie Caruso — no wait thats april. just put review Caruso's Q4 estimated payment for 1/15",
    task("review Caruso's Q4 estimated payment", n('2027-01-15')),
  ),
  // Jackson Heights paralegal
  newYork(
    'pls remind me send the I-130 packet for the Hernandez family to USCIS before 11/20, is very important',
    task('send the I-130 packet for the Hernandez family to USCIS', n('11-20'), important),
    task('send the I-130 packet for the Hernandez family to USCIS', n('11-19'), important),
    task('send the I-130 packet for the Hernandez family to USCIS', n('11-20')),
  ),
  newYork(
    'tengo que call Mrs Gomez tonight at 7 to remind her bring the passport to biometrics',
    task('call Mrs Gomez to remind her bring the passport to biometrics', n('11-11 19:00')),
  ),
  // Bed-Stuy broker
  newYork("showing at 412 Macon St sat 11am, and text the sellers' agent to confirm the lockbox code", [
    task('showing at 412 Macon St', n('11-14 11:00')),
    task("text the sellers' agent to confirm the lockbox code"),
  ]),
  newYork('open house on Halsey this sunday 1-3, need to order the signs by thursday', [
    task('open house on Halsey', n('11-15 13:00')),
    task('order the signs', n('11-12')),
  ]),
  newYork('closed on the Decatur brownstone at 11 this morning!! 🎉', NO_CHANGE),
  // Greenpoint designer
  newYork(
    'send Mara the updated Figma file w the onboarding flow by EOD',
    task('send Mara the updated Figma file w the onboarding flow', n('11-11 17:00')),
    task('send Mara the updated Figma file w the onboarding flow', n('11-11 17:30')),
    task('send Mara the updated Figma file w the onboarding flow', n('11-11 18:00')),
  ),
  newYork('invoice brightline for the nov retainer on the 1st', task('invoice brightline for the nov retainer', n('12-01'))),
  newYork(
    'client review with Brightline next tuesday 3pm',
    task('client review with Brightline', n('11-17 15:00')),
    task('client review with Brightline', n('11-24 15:00')),
  ),
  // Jamaica, Queens Amazon seller
  newYork(
    'bhai remind me create FBA shipment plan for 200 units of silicone spatula, tomorrow 11 am inshallah',
    task('create FBA shipment plan for 200 units of silicone spatula', n('11-12 11:00')),
  ),
  newYork('kindly add: reply to the 1 star review about broken lid, and check inventory of garlic press', [
    task('reply to the 1 star review about broken lid'),
    task('check inventory of garlic press'),
  ]),
  // Bronx producer
  newYork('yo put down studio rent $850 due on the 15th', task('studio rent $850', n('11-15')), task('studio rent', n('11-15'))),
  newYork(
    "gotta bounce the mixes for Dre's EP before the session tmrw at 4",
    task("bounce the mixes for Dre's EP", n('11-12 16:00')),
    task("bounce the mixes for Dre's EP before the session", n('11-12 16:00')),
  ),
  newYork(
    'lock in the session w/ Kay at 8 tonight no wait 9',
    task('lock in the session w/ Kay', n('11-11 21:00')),
    task('session w/ Kay', n('11-11 21:00')),
    task('lock in the session with Kay', n('11-11 21:00')),
    task('session with Kay', n('11-11 21:00')),
  ),
];

// ---------------------------------------------------------------------------------------------
// RECURRING: repeating tasks; the due is the first occurrence.
// ---------------------------------------------------------------------------------------------
export const EIGHTYNINTH_RECURRING: HeldOutItem[] = [
  // Shoreditch SaaS founder
  london(
    'every monday 9:30 remind me to send the sprint update to Raj',
    task('send the sprint update to Raj', l('11-16 09:30'), { repeat: every('week') }),
  ),
  london('churn report on the first of every month pls', task('churn report', l('12-01'), { repeat: every('month') })),
  london('we do standup every day at 9:45, Raj runs it so dont need reminding', NO_CHANGE),
  // Leeds bookkeeper
  london(
    'every friday at 4 reconcile Xero for the Patel account',
    task('reconcile Xero for the Patel account', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every weekday at 8.30 to clear the receipts inbox',
    task('clear the receipts inbox', l('11-12 08:30'), { repeat: every('weekday') }),
  ),
  london(
    'check VAT returns for all clients every 3 months, first one 7/2',
    task('check VAT returns for all clients', l('2027-02-07'), { repeat: every('month', 3) }),
  ),
  // Birmingham recruiter
  london(
    'ring round me candidates every tuesday and thursday at 10 bab',
    [
      task('ring round me candidates', l('11-17 10:00'), { repeat: every('week') }),
      task('ring round me candidates', l('11-12 10:00'), { repeat: every('week') }),
    ],
    [
      task('ring round me candidates', l('11-12 10:00'), { repeat: every('week') }),
      task('ring round me candidates', l('11-17 10:00'), { repeat: every('week') }),
    ],
  ),
  london(
    "fortnightly catch up wi the client at Cadbury's, starting next wednesday 2pm",
    task("catch up wi the client at Cadbury's", l('11-18 14:00'), { repeat: every('week', 2) }),
    task("catch up wi the client at Cadbury's", l('11-25 14:00'), { repeat: every('week', 2) }),
    task("catch up with the client at Cadbury's", l('11-18 14:00'), { repeat: every('week', 2) }),
  ),
  // Cardiff mortgage broker
  london(
    'every month on the 28th chase the lenders for any outstanding offers, tidy',
    task('chase the lenders for any outstanding offers', l('11-28'), { repeat: every('month') }),
  ),
  london(
    'every morning at 8 check the rate changes from the lenders',
    task('check the rate changes from the lenders', l('11-12 08:00'), { repeat: every('day') }),
  ),
  // Glasgow architect
  london(
    'every second friday send the invoice tae the client, startin this friday',
    task('send the invoice tae the client', l('11-13'), { repeat: every('week', 2) }),
    task('send the invoice to the client', l('11-13'), { repeat: every('week', 2) }),
  ),
  london(
    'aye, every day at half 5 back up the drawings tae the server',
    task('back up the drawings tae the server', l('11-11 17:30'), { repeat: every('day') }),
    task('back up the drawings to the server', l('11-11 17:30'), { repeat: every('day') }),
  ),
  // Manchester translator
  london('every 10th of month I must to pay ZUS in Poland', task('pay ZUS in Poland', l('12-10'), { repeat: every('month') })),
  london(
    'please each Sunday evening 20:00 check new jobs on agency portal',
    task('check new jobs on agency portal', l('11-15 20:00'), { repeat: every('week') }),
  ),
  // Belfast shop owner
  london(
    'every thursday mornin at 9 book the courier collection for the wholesale orders',
    task('book the courier collection for the wholesale orders', l('11-12 09:00'), { repeat: every('week') }),
  ),
  london(
    "renew the domain for the shop once a year, it's due 2/3",
    task('renew the domain for the shop', l('2027-03-02'), { repeat: every('year') }),
  ),
  london('the Royal Mail van comes every day round 4 so it does, cant miss it', NO_CHANGE),

  // Flatiron fintech founder
  newYork(
    'every other thursday 4pm 1:1 with the head of eng',
    task('1:1 with the head of eng', n('11-12 16:00'), { repeat: every('week', 2) }),
    task('1:1 with the head of eng', n('11-19 16:00'), { repeat: every('week', 2) }),
  ),
  newYork('board update email on the 1st of each month, starting dec', task('board update email', n('12-01'), { repeat: every('month') })),
  newYork('every monday update the runway sheet', task('update the runway sheet', n('11-16'), { repeat: every('week') })),
  newYork(
    'pay the Delaware franchise tax every year by 3/1',
    task('pay the Delaware franchise tax', n('2027-03-01'), { repeat: every('year') }),
  ),
  // Staten Island CPA
  newYork(
    'every weekday at 7am check the IRS e-file rejects',
    task('check the IRS e-file rejects', n('11-12 07:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'every friday at 3 send the status email to clients still missing 1099s',
    task('send the status email to clients still missing 1099s', n('11-13 15:00'), { repeat: every('week') }),
  ),
  newYork('april 15 every single year and it still sneaks up on half my clients lol', NO_CHANGE),
  // Jackson Heights paralegal
  newYork(
    'every morning 9am check USCIS case status for all pending clients',
    task('check USCIS case status for all pending clients', n('11-12 09:00'), { repeat: every('day') }),
  ),
  newYork(
    'cada lunes I need call the clients with RFE, remind me at 10 every monday',
    task('call the clients with RFE', n('11-16 10:00'), { repeat: every('week') }),
  ),
  // Bed-Stuy broker
  newYork(
    'remind me every saturday at 10 to put out the open house signs',
    task('put out the open house signs', n('11-14 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'every 2 weeks check in w the Nostrand Ave sellers, start tomorrow',
    task('check in w the Nostrand Ave sellers', n('11-12'), { repeat: every('week', 2) }),
    task('check in with the Nostrand Ave sellers', n('11-12'), { repeat: every('week', 2) }),
  ),
  // Greenpoint designer
  newYork(
    'monthly retainer invoice to Brightline on the 25th',
    task('retainer invoice to Brightline', n('11-25'), { repeat: every('month') }),
    task('monthly retainer invoice to Brightline', n('11-25'), { repeat: every('month') }),
  ),
  newYork('every weekday at 6pm clean up my Figma files', task('clean up my Figma files', n('11-11 18:00'), { repeat: every('weekday') })),
  // Jamaica, Queens Amazon seller
  newYork(
    'every sunday night 9pm check inventory levels and plan FBA restock',
    task('check inventory levels and plan FBA restock', n('11-15 21:00'), { repeat: every('week') }),
    [
      task('check inventory levels', n('11-15 21:00'), { repeat: every('week') }),
      task('plan FBA restock', n('11-15 21:00'), { repeat: every('week') }),
    ],
  ),
  newYork('daily 8am reply all new buyer messages', task('reply all new buyer messages', n('11-12 08:00'), { repeat: every('day') })),
  newYork('my cousin is restocking the Staten Island warehouse every week, not my job', NO_CHANGE),
  // Bronx producer
  newYork('pay studio rent the 1st of every month', task('pay studio rent', n('12-01'), { repeat: every('month') })),
  newYork(
    'open studio session every tuesday + friday 8pm',
    [
      task('open studio session', n('11-17 20:00'), { repeat: every('week') }),
      task('open studio session', n('11-13 20:00'), { repeat: every('week') }),
    ],
    [
      task('open studio session', n('11-13 20:00'), { repeat: every('week') }),
      task('open studio session', n('11-17 20:00'), { repeat: every('week') }),
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// SNOOZE: putting a reminded task off, by an amount or to a moment; some only look like it.
// ---------------------------------------------------------------------------------------------
export const EIGHTYNINTH_SNOOZE: HeldOutItem[] = [
  // Shoreditch SaaS founder
  within(reminded('send the investor update', l('11-11 15:00')), london('snooze 30', snoozeFor(30))),
  within(
    listedAs('chase the angels on the SAFE', 'churn analysis', 'book the sprint planning room'),
    london(
      'push 2 by an hour and 3 til friday',
      [snoozeFor(60, num(2)), snoozeUntil(l('11-13'), num(3))],
      [snoozeFor(60, num(2)), move(num(3), '2026-11-13', null)],
      [snoozeFor(60, num(2)), snoozeUntil(l('11-13 09:00'), num(3))],
    ),
  ),
  london(
    'snooze the churn analysis till tmrw 10am',
    snoozeUntil(l('11-12 10:00'), words('churn analysis')),
    move(words('churn analysis'), '2026-11-12', '10:00'),
  ),
  london("raj keeps snoozing the pricing decision and it's driving me up the wall", NO_CHANGE),
  // Leeds bookkeeper
  within(
    reminded('upload the Hendersons VAT return', l('11-11 14:30')),
    london("can't rn, client sat in front of me, give us an hour", snoozeFor(60)),
  ),
  london("push the Xero reconciliation back an hour, phone's not stopped", snoozeFor(60, words('Xero reconciliation'))),
  london(
    "move the Okafor receipts chase to tomorrow at 2, she's not picking up",
    snoozeUntil(l('11-12 14:00'), words('Okafor')),
    move(words('Okafor'), '2026-11-12', '14:00'),
  ),
  // Birmingham recruiter
  within(
    reminded('ring Darren back about the warehouse manager role'),
    london('ar bab, in 20 mins', snoozeFor(20), snoozeUntil(inMinutes(20))),
  ),
  within(reminded('interview prep w/ the candidate for Jaguar'), london("ugh I've snoozed this twice already ain't I", NO_CHANGE)),
  london('me alarm went off at 6 and I snoozed it till 7, running dead late now', NO_CHANGE),
  // Cardiff mortgage broker
  within(
    reminded('chase Nationwide for the valuation', l('11-11 15:00')),
    london('snooze til monday', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00')), move({ by: 'context' }, '2026-11-16', null)),
  ),
  london(
    'the Jones completion check can wait til thursday morning',
    snoozeUntil(l('11-12 09:00'), words('Jones')),
    snoozeUntil(l('11-12 08:00'), words('Jones')),
    move(words('Jones'), '2026-11-12', '09:00'),
  ),
  london('lender pushed the valuation back to next week again, typical', NO_CHANGE),
  // Glasgow architect
  within(
    reminded('send the revised drawings tae the planners'),
    london('no the now, efter ma site visit. try me at 5', snoozeUntil(l('11-11 17:00')), move({ by: 'context' }, null, '17:00')),
  ),
  london('snooze the Partick sections for twa hours', snoozeFor(120, words('Partick'))),
  london('the planners have sat on ma application six weeks noo, unbelievable', NO_CHANGE),
  // Manchester translator
  within(
    reminded('send invoice to agency Lingua', l('11-11 15:00')),
    london(
      'tomorrow please, today I finish big project',
      snoozeUntil(l('11-12')),
      snoozeUntil(l('11-12 09:00')),
      snoozeFor(1440),
      move({ by: 'context' }, '2026-11-12', null),
    ),
  ),
  london(
    'the invoice for Lingua, please remind me again in 3 days',
    snoozeFor(4320, words('Lingua')),
    snoozeUntil(l('11-14'), words('Lingua')),
  ),
  // Belfast shop owner
  within(reminded('book the courier collection'), london('aye later on so', snoozeFor(60), snoozeFor(120), unclear, askBack)),
  london(
    "knock the candle reorder back to saturday, sure the supplier's shut anyway",
    snoozeUntil(l('11-14'), words('reorder')),
    move(words('reorder'), '2026-11-14', null),
  ),

  // Flatiron fintech founder
  within(reminded('send the offer letter to the senior backend candidate', n('11-11 10:00')), newYork('give me 45', snoozeFor(45))),
  newYork(
    'snooze hiring pipeline review to 4pm',
    snoozeUntil(n('11-11 16:00'), words('hiring pipeline')),
    move(words('hiring pipeline'), null, '16:00'),
  ),
  newYork('push the board deck reminder by 2 days', snoozeFor(2880, words('board deck'))),
  // Staten Island CPA
  within(
    reminded('call the Russos re their missing 1099-NEC', n('11-11 10:00')),
    newYork('in a client mtg till 11:30, ping me after', snoozeUntil(n('11-11 11:30')), move({ by: 'context' }, null, '11:30')),
  ),
  newYork('bump the Caruso call 30 min', snoozeFor(30, words('Caruso'))),
  within(reminded('review the Marino 1099s'), newYork('hmm', NO_CHANGE)),
  // Jackson Heights paralegal
  within(
    reminded('check USCIS case status for all pending clients', n('11-11 09:00')),
    newYork('ahorita no puedo, in 2 hours pls', snoozeFor(120)),
  ),
  newYork(
    'the Hernandez packet, remind me again after lunch, like 1:30',
    snoozeUntil(n('11-11 13:30'), words('Hernandez')),
    move(words('Hernandez'), null, '13:30'),
  ),
  newYork('USCIS pushed the interview of Sr. Rojas 2 weeks, they send new notice', NO_CHANGE),
  // Bed-Stuy broker
  within(
    reminded('order the signs', n('11-11 10:00')),
    newYork('showing rn, hit me again at noon', snoozeUntil(n('11-11 12:00')), move({ by: 'context' }, null, '12:00')),
  ),
  newYork(
    'push the lockbox text till after the showing, say 12:30',
    snoozeUntil(n('11-11 12:30'), words('lockbox')),
    move(words('lockbox'), null, '12:30'),
  ),
  // Greenpoint designer
  within(
    listedAs('send Mara the updated Figma file', 'invoice Brightline for the nov retainer', 'update portfolio'),
    newYork(
      'the last one can wait till next week',
      snoozeUntil(n('11-16'), num(3)),
      snoozeUntil(n('11-16 09:00'), num(3)),
      move(num(3), '2026-11-16', null),
      unclear,
    ),
  ),
  newYork(
    'snooze the portfolio update to monday 10am',
    snoozeUntil(n('11-16 10:00'), words('portfolio')),
    move(words('portfolio'), '2026-11-16', '10:00'),
  ),
  newYork('client wants to push our review call to next month, waiting on them to confirm a date', NO_CHANGE),
  // Jamaica, Queens Amazon seller
  within(
    reminded('reply to the 1 star review about broken lid'),
    newYork('bhai after zuhr prayer, 2 oclock remind again', snoozeUntil(n('11-11 14:00')), move({ by: 'context' }, null, '14:00')),
  ),
  newYork(
    'garlic press inventory check, later tonight around 9',
    snoozeUntil(n('11-11 21:00'), words('garlic press')),
    move(words('garlic press'), null, '21:00'),
  ),
  // Bronx producer
  within(reminded("bounce the mixes for Dre's EP"), newYork('snooze', snoozeFor(60))),
  within(reminded('pay studio rent', n('11-15')), newYork('how long does snooze push it for?', NO_CHANGE, question)),
  newYork(
    'snooze the beat pack for Kay till the weekend',
    snoozeUntil(n('11-14'), words('beat pack')),
    move(words('beat pack'), '2026-11-14', null),
    unclear,
  ),
  newYork('bro i snoozed thru my whole morning session lmaooo', NO_CHANGE),
];

export const HELD_OUT_EIGHTYNINTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: EIGHTYNINTH_ASK,
  recurring: EIGHTYNINTH_RECURRING,
  snooze: EIGHTYNINTH_SNOOZE,
  correction: EIGHTYNINTH_CORRECTION,
  ramble: EIGHTYNINTH_RAMBLE,
  greeting: EIGHTYNINTH_GREETING,
  thanks: EIGHTYNINTH_THANKS,
  feeling: EIGHTYNINTH_FEELING,
  question: EIGHTYNINTH_QUESTION,
  statement: EIGHTYNINTH_STATEMENT,
  decision: EIGHTYNINTH_DECISION,
  dilemma: EIGHTYNINTH_DILEMMA,
  rename: EIGHTYNINTH_RENAME,
  remove: EIGHTYNINTH_REMOVE,
  done: EIGHTYNINTH_DONE,
  answer: EIGHTYNINTH_ANSWER,
  recall: EIGHTYNINTH_RECALL,
  prioritise: EIGHTYNINTH_PRIORITISE,
  agenda: EIGHTYNINTH_AGENDA,
  free_time: EIGHTYNINTH_FREE_TIME,
  unclear: EIGHTYNINTH_UNCLEAR,
  bare: EIGHTYNINTH_BARE,
};

export const HELD_OUT_EIGHTYNINTH: HeldOutItem[] = Object.values(HELD_OUT_EIGHTYNINTH_KINDS).flat();
