import type { ConversationState, Intent, Recurrence } from '../intent';
import {
  answer,
  ctx,
  done,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  note,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  FIFTIETH_AGENDA,
  FIFTIETH_BARE,
  FIFTIETH_DECISION,
  FIFTIETH_DILEMMA,
  FIFTIETH_FEELING,
  FIFTIETH_FREE_TIME,
  FIFTIETH_GREETING,
  FIFTIETH_PRIORITISE,
  FIFTIETH_QUESTION,
  FIFTIETH_RAMBLE,
  FIFTIETH_RECALL,
  FIFTIETH_STATEMENT,
  FIFTIETH_THANKS,
  FIFTIETH_UNCLEAR,
} from './held-out-fiftieth-b';

/**
 * The fiftieth held-out set: founders of young tech companies and the solo operators around them,
 * half in London and half in New York: a seed-stage fintech CEO, a hardware founder fighting a
 * factory, a health-app founder waiting on the MHRA, a fractional CFO, a design-agency founder, a
 * D2C skincare founder and a climate founder raising a round (London); a bootstrapped SaaS founder
 * doing sales and support alone, a marketplace founder, a devtools founder, a solo app developer, a
 * growth consultant, an AI-startup CTO and a recruiting-startup founder (New York). They write in
 * work shorthand (EOD, EOW, w/, tmrw, PR, PO, SOW, LOI), paste bits of Slack, use bullets, numbers
 * and arrows, and swing between fragments and long anxious paragraphs. Read at HELD_OUT_NOW:
 * Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The same task with any of the due times a careful reader would accept. */
const anyDue = (title: string, dues: (string | null)[], extra: { important?: boolean; repeat?: Recurrence } = {}): Intent[] =>
  dues.map((due) => task(title, due, extra));

/** The last numbered lists daily sent, one per founder. */
const PRIYA_LIST = {
  listed: ['Send Marcus the Q3 investor update', 'Modulr webhook retries', 'Renew EMI licence docs', 'Standup w Tom re Modulr'],
};
const HANNAH_LIST = {
  listed: ['Pelham month-end close', "Kitelab's R&D tax claim", 'Pelham VAT return', 'Chase Ostro for the Oct invoice'],
};
const INES_LIST = { listed: ['Chase the Leeds pilot contract', 'Email the MHRA re UKCA', 'Hazard log review w Dr Okafor'] };
const DANA_LIST = { listed: ['Reply to Acme billing ticket', 'Brightside demo prep', 'Fix CSV export bug', 'Email inactive trial users'] };
const KEISHA_LIST = { listed: ['Fix paywall crash', 'Update 2.3 screenshots', 'Reply to App Store rejection', 'Renew Apple dev account'] };
const BEN_LIST = { listed: ['FitFolk audit deck', 'Nomad landing page copy', 'Retainer invoices', 'LinkedIn post on CAC'] };
const AARON_LIST = { listed: ['Maya Rosen offer call', 'Lumen invoice', 'Follow up 5 cold leads', 'Greenhouse integration docs'] };

export const FIFTIETH_ASK: HeldOutItem[] = [
  london(
    'send Marcus the Q3 investor update EOD pls',
    ...anyDue('send Marcus the Q3 investor update', [l('11-11 17:00'), l('11-11 18:00')]),
  ),
  london('tmrw 9:30 standup w Tom re the Modulr integration', task('standup w Tom re the Modulr integration', l('11-12 09:30'))),
  london(
    'chase Jenny @ factory re golden sample ETA first thing tmrw',
    ...anyDue('chase Jenny @ factory re golden sample ETA', [l('11-12 09:00'), l('11-12 08:00')]),
  ),
  london('book DHL pickup for the DVT units fri 2pm', task('book DHL pickup for the DVT units', l('11-13 14:00'))),
  london('remind me to email the MHRA about our UKCA submission on monday', task('email the MHRA about our UKCA submission', l('11-16'))),
  london('DCB0129 sign-off w/ Dr Okafor thurs 11am', task('DCB0129 sign-off w/ Dr Okafor', l('11-12 11:00'))),
  london('Pelham month-end close by 3/12', task('Pelham month-end close', l('12-03'))),
  london(
    "file Kitelab's R&D tax claim before 30 Nov !!",
    ...anyDue("file Kitelab's R&D tax claim", [l('11-30'), l('11-29')], { important: true }),
    ...anyDue("file Kitelab's R&D tax claim", [l('11-30'), l('11-29')]),
  ),
  london('in 40 mins remind me to send Wren Bank the revised SOW', task('send Wren Bank the revised SOW', inMinutes(40))),
  london('Figma review w Zara + Kenji tmrw 2pm', task('Figma review w Zara + Kenji', l('11-12 14:00'))),
  london(
    'place the PO w the 3PL for Jan restock by next wed',
    ...anyDue('place the PO w the 3PL for Jan restock', [l('11-18'), l('11-25')]),
  ),
  london('Boots buyer call 12 Nov 10am', task('Boots buyer call', l('11-12 10:00'))),
  london('upload the LOIs to the data room before 6 tonight', task('upload the LOIs to the data room', l('11-11 18:00'))),
  london(
    "pls remind me: reply to Ada at Pale Blue re term sheet q's, 4:30",
    task("reply to Ada at Pale Blue re term sheet q's", l('11-11 16:30')),
  ),
  london('URGENT sign the Breakwater NDA before 5', task('sign the Breakwater NDA', l('11-11 17:00'), { important: true })),
  london(
    'Companies House confirmation statement for Ostro due 2 Dec',
    task('Companies House confirmation statement for Ostro', l('12-02')),
  ),
  london('in 2 weeks revisit pricing page copy w Aisha', ...anyDue('revisit pricing page copy w Aisha', [l('11-25'), l('11-25 15:00')])),
  london('call the freight forwarder re customs hold at half 4', task('call the freight forwarder re customs hold', l('11-11 16:30'))),
  london(
    'fwd from Amber: "Bloxx need the ASN for the Jan delivery by Fri" -> can you add that for me',
    task('send Bloxx the ASN for the Jan delivery', l('11-13')),
    task('Bloxx need the ASN for the Jan delivery', l('11-13')),
    task('ASN for the Jan delivery', l('11-13')),
  ),
  newYork('demo w Brightside Dental tmrw 1pm ET', task('demo w Brightside Dental', n('11-12 13:00'))),
  newYork(
    'reply to the 3 Intercom tickets from Acme before lunch',
    ...anyDue('reply to the 3 Intercom tickets from Acme', [n('11-11 12:00'), n('11-11 11:30'), n('11-11 11:00')]),
  ),
  newYork('ping Jess re seller payouts at 3', task('ping Jess re seller payouts', n('11-11 15:00'))),
  newYork('renew the Stripe Connect compliance form by 11/20', task('renew the Stripe Connect compliance form', n('11-20'))),
  newYork('cut the v0.9 release candidate thurs EOD', ...anyDue('cut the v0.9 release candidate', [n('11-12 17:00'), n('11-12 18:00')])),
  newYork("in 90 min remind me to merge Eli's PR", task("merge Eli's PR", inMinutes(90))),
  newYork('submit build 2.3 to App Store review tonight 9pm', task('submit build 2.3 to App Store review', n('11-11 21:00'))),
  newYork(
    'remind me to check the RevenueCat dashboard sat morning',
    ...anyDue('check the RevenueCat dashboard', [n('11-14 09:00'), n('11-14 08:00'), n('11-14 10:00')]),
  ),
  newYork('send FitFolk the funnel audit deck by 11/13 noon', task('send FitFolk the funnel audit deck', n('11-13 12:00'))),
  newYork('SOC 2 evidence upload to Vanta, due the 18th', task('SOC 2 evidence upload to Vanta', n('11-18'))),
  newYork(
    "eval run on the new extraction model tmrw 8am before Nate's board prep",
    task('eval run on the new extraction model', n('11-12 08:00')),
    task("eval run on the new extraction model before Nate's board prep", n('11-12 08:00')),
  ),
  newYork('call back the Stripe candidate (Maya R) at 4:15', task('call back the Stripe candidate (Maya R)', n('11-11 16:15'))),
  newYork(
    'send Hirepath invoice to Lumen for the 2 placements EOW',
    ...anyDue('send Hirepath invoice to Lumen for the 2 placements', [n('11-13'), n('11-13 17:00'), n('11-13 18:00')]),
  ),
  newYork(
    'tmrw 11:30 onboarding call w/ Kestrel Vets (new annual plan!)',
    task('onboarding call w/ Kestrel Vets', n('11-12 11:30')),
    task('onboarding call w/ Kestrel Vets (new annual plan!)', n('11-12 11:30')),
  ),
  newYork(
    `from slack: "@dana can you send the SSO docs to Acme's IT guy?" → remind me tmrw 10`,
    task("send the SSO docs to Acme's IT guy", n('11-12 10:00')),
  ),
];

export const FIFTIETH_RECURRING: HeldOutItem[] = [
  london(
    'every monday 9am weekly metrics review w Tom',
    task('weekly metrics review w Tom', l('11-16 09:00'), { repeat: every('week') }),
    task('metrics review w Tom', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london('investor update on the 1st of every month', task('investor update', l('12-01'), { repeat: every('month') })),
  london('every weekday 8:30 check the FCA inbox', task('check the FCA inbox', l('11-12 08:30'), { repeat: every('weekday') })),
  london(
    'call Jenny at the factory every thurs 8am (their 4pm)',
    task('call Jenny at the factory', l('11-12 08:00'), { repeat: every('week') }),
  ),
  london(
    'every friday 4pm log support tickets in the clinical safety log',
    task('log support tickets in the clinical safety log', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london('payroll for Pelham on the 25th of each month', task('payroll for Pelham', l('11-25'), { repeat: every('month') })),
  london(
    'VAT return for Kitelab every 3 months, next one 7 feb',
    task('VAT return for Kitelab', l('2027-02-07 12:00'), { repeat: every('month', 3) }),
  ),
  london(
    'every other friday 5pm studio retro',
    ...anyDue('studio retro', [l('11-13 17:00'), l('11-20 17:00')], { repeat: every('week', 2) }),
  ),
  london('daily 10am check Shopify + Klaviyo numbers', task('check Shopify + Klaviyo numbers', l('11-12 10:00'), { repeat: every('day') })),
  london(
    "every sunday 7pm plan next week's Meta ad spend",
    task("plan next week's Meta ad spend", l('11-15 19:00'), { repeat: every('week') }),
  ),
  london(
    'every wednesday at 5 send the fundraising pipeline update to the board',
    task('send the fundraising pipeline update to the board', l('11-11 17:00'), { repeat: every('week') }),
  ),
  london('renew the domain every year on 3 march', task('renew the domain', l('2027-03-03 12:00'), { repeat: every('year') })),
  london('every 2 weeks on monday board prep w Marcus 2pm', task('board prep w Marcus', l('11-16 14:00'), { repeat: every('week', 2) })),
  london(
    'remind me to do timesheets for all clients every friday at 4:30',
    task('do timesheets for all clients', l('11-13 16:30'), { repeat: every('week') }),
  ),
  newYork('every morning 9 clear the support inbox', task('clear the support inbox', n('11-12 09:00'), { repeat: every('day') })),
  newYork('every monday at 10 churn review', task('churn review', n('11-16 10:00'), { repeat: every('week') })),
  newYork('every friday 2pm pay out sellers', task('pay out sellers', n('11-13 14:00'), { repeat: every('week') })),
  newYork('office hours on discord every thursday 1pm', task('office hours on discord', n('11-12 13:00'), { repeat: every('week') })),
  newYork('every weekday 7am check crash reports', task('check crash reports', n('11-12 07:00'), { repeat: every('weekday') })),
  newYork('first of every month send retainer invoices', task('send retainer invoices', n('12-01'), { repeat: every('month') })),
  newYork('every tuesday 11 ML team sync', task('ML team sync', n('11-17 11:00'), { repeat: every('week') })),
  newYork('review the GPU bill on the 3rd of each month', task('review the GPU bill', n('12-03'), { repeat: every('month') })),
  newYork(
    'every day at 5 update the candidate pipeline in Ashby',
    task('update the candidate pipeline in Ashby', n('11-11 17:00'), { repeat: every('day') }),
  ),
  newYork(
    'quarterly estimated taxes every 3 months starting 1/15',
    task('quarterly estimated taxes', n('2027-01-15 12:00'), { repeat: every('month', 3) }),
  ),
  newYork('apple dev program renewal every year 2/9', task('apple dev program renewal', n('2027-02-09 12:00'), { repeat: every('year') })),
  newYork(
    'biweekly wed 3pm check-in w Nomad Coffee',
    ...anyDue('check-in w Nomad Coffee', [n('11-11 15:00'), n('11-18 15:00')], { repeat: every('week', 2) }),
  ),
  newYork('every weekday at 9:45 standup', task('standup', n('11-12 09:45'), { repeat: every('weekday') })),
];

const OVERDUE_L = l('11-11 14:30');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:30');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];

export const FIFTIETH_SNOOZE: HeldOutItem[] = [
  within(reminded('Send Marcus the Q3 investor update', OVERDUE_L), london('in a pitch, 30m', snoozeFor(30))),
  within(
    reminded('Chase Jenny @ factory re golden sample ETA', OVERDUE_L),
    london("factory's shut now. tmrw 8am (their 4pm)", snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('Email the MHRA about our UKCA submission', OVERDUE_L), london('ugh not today. monday', ...toDayL('11-16'))),
  within(reminded('Pelham month-end close', OVERDUE_L), london('push 2h pls', snoozeFor(120))),
  within(
    reminded('Send Wren Bank the revised SOW', OVERDUE_L),
    london('after my 4pm call, so 5ish', snoozeUntil(l('11-11 17:00')), move(ctx, '2026-11-11', '17:00'), move(ctx, null, '17:00')),
  ),
  within(
    reminded('Upload the LOIs to the data room', OVERDUE_L),
    london(
      'snooze til EOD',
      snoozeUntil(l('11-11 17:00')),
      snoozeUntil(l('11-11 18:00')),
      move(ctx, '2026-11-11', '17:00'),
      move(ctx, '2026-11-11', '18:00'),
    ),
  ),
  within(
    reminded('Place the PO w the 3PL for Jan restock', OVERDUE_L),
    london("later, waiting on Amber's numbers", snoozeFor(60), answer(null)),
  ),
  within(reminded('Book DHL pickup for the DVT units', OVERDUE_L), london('15 min', snoozeFor(15))),
  within(
    reminded("Reply to Ada at Pale Blue re term sheet q's", OVERDUE_L),
    london(
      'tomorrow morning, need a clear head for this',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded("File Kitelab's R&D tax claim", OVERDUE_L), london('next week', ...toDayL('11-16'))),
  within(reminded('Prep for the Wren Figma review', OVERDUE_L), london('give me 45', snoozeFor(45))),
  within(reminded('Call the freight forwarder re customs hold', LATER_L), london('remind me again at 6', snoozeUntil(l('11-11 18:00')))),
  within(reminded('Check the FCA inbox', OVERDUE_L), london('snooze 1hr, on with the auditors', snoozeFor(60))),
  within(reminded('Reply to the 3 Intercom tickets from Acme', OVERDUE_N), newYork('on a demo, 1hr', snoozeFor(60))),
  within(reminded('Ping Jess re seller payouts', OVERDUE_N), newYork("she's OOO til fri → push to fri", ...toDayN('11-13'))),
  within(reminded("Merge Eli's PR", OVERDUE_N), newYork('CI still red, snooze 30', snoozeFor(30))),
  within(
    reminded('Submit build 2.3 to App Store review', OVERDUE_N),
    newYork('tonight 10', snoozeUntil(n('11-11 22:00')), move(ctx, '2026-11-11', '22:00')),
  ),
  within(
    reminded('Send FitFolk the funnel audit deck', OVERDUE_N),
    newYork('after lunch, 1:30', snoozeUntil(n('11-11 13:30')), move(ctx, '2026-11-11', '13:30'), move(ctx, null, '13:30')),
  ),
  within(reminded('SOC 2 evidence upload to Vanta', OVERDUE_N), newYork('bump to tmrw', ...toDayN('11-12'))),
  within(
    reminded('Call back the Stripe candidate (Maya R)', OVERDUE_N),
    newYork('she asked for thurs 10am instead', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('Update the candidate pipeline in Ashby', OVERDUE_N), newYork('snooze 2 hrs', snoozeFor(120))),
  within(reminded('Check crash reports', OVERDUE_N), newYork('not now', snoozeFor(60), answer(null))),
  within(reminded('Churn review', OVERDUE_N), newYork('monday pls', ...toDayN('11-16'))),
  within(reminded('Review the GPU bill', OVERDUE_N), newYork('half hour', snoozeFor(30))),
  within(
    reminded('Send Hirepath invoice to Lumen', OVERDUE_N),
    newYork('wait till they confirm the start date, try me in 3 days', snoozeFor(4320), ...toDayN('11-14')),
  ),
  within(reminded('Demo prep for Brightside', OVERDUE_N), newYork('10 min, grabbing coffee', snoozeFor(10))),
];

export const FIFTIETH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Standup w Tom re the Modulr integration', l('11-12 09:30')), london('sorry 10 not 9:30', move(ctx, null, '10:00'))),
  within(talkedOf('Book DHL pickup for the DVT units', l('11-13 14:00')), london('actually thurs', move(ctx, '2026-11-12', null))),
  within(talkedOf('DCB0129 sign-off w/ Dr Okafor', l('11-12 11:00')), london('she can only do 3pm', move(ctx, null, '15:00'))),
  within(talkedOf('Pelham month-end close', l('12-03 12:00')), london('oops meant 4/12', move(ctx, '2026-12-04', null))),
  within(talkedOf('Figma review w Zara + Kenji', l('11-12 14:00')), london('make that 2:45', move(ctx, null, '14:45'))),
  within(
    talkedOf('Boots buyer call', l('11-12 10:00')),
    london('they moved it to mon, same time', move(ctx, '2026-11-16', null), move(ctx, '2026-11-16', '10:00')),
  ),
  within(
    talkedOf('Upload the LOIs to the data room', l('11-11 18:00')),
    london('no, 5:30 - Ada wants to look before she leaves', move(ctx, null, '17:30'), move(ctx, '2026-11-11', '17:30')),
  ),
  london('move the Okafor sign-off to fri 9', move(words('Okafor'), '2026-11-13', '09:00')),
  london('push the Wren SOW to tmrw', move(words('Wren SOW'), '2026-11-12', null), move(words('Wren'), '2026-11-12', null)),
  within(talkedOf("Reply to Ada at Pale Blue re term sheet q's", l('11-11 16:30')), london('make it 4 instead', move(ctx, null, '16:00'))),
  within(
    talkedOf('Chase Jenny @ factory re golden sample ETA', l('11-12 09:00')),
    london("8 not 9 — shenzhen's 8hrs ahead", move(ctx, null, '08:00')),
  ),
  within(talkedOf("File Kitelab's R&D tax claim", l('11-30 12:00')), london("deadline's actually the 27th", move(ctx, '2026-11-27', null))),
  london('move metrics review to 10:30', move(words('metrics review'), null, '10:30')),
  within(
    talkedOf('Revisit pricing page copy w Aisha', l('11-25 12:00')),
    london('nah sooner, next fri', move(ctx, '2026-11-20', null), move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Demo w Brightside Dental', n('11-12 13:00')), newYork('they asked for 2 instead', move(ctx, null, '14:00'))),
  within(talkedOf('Ping Jess re seller payouts', n('11-11 15:00')), newYork('wait 3:30', move(ctx, null, '15:30'))),
  within(talkedOf('Cut the v0.9 release candidate', n('11-12 17:00')), newYork('slip it to fri', move(ctx, '2026-11-13', null))),
  within(talkedOf('Submit build 2.3 to App Store review', n('11-11 21:00')), newYork('actually 7pm', move(ctx, null, '19:00'))),
  within(talkedOf('Check the RevenueCat dashboard', n('11-14 09:00')), newYork('sun not sat', move(ctx, '2026-11-15', null))),
  within(
    talkedOf('Send FitFolk the funnel audit deck', n('11-13 12:00')),
    newYork('they need it thurs EOD actually', move(ctx, '2026-11-12', '17:00'), move(ctx, '2026-11-12', '18:00')),
  ),
  within(talkedOf('SOC 2 evidence upload to Vanta', n('11-18 12:00')), newYork('auditor said the 17th', move(ctx, '2026-11-17', null))),
  within(
    talkedOf('Call back the Stripe candidate (Maya R)', n('11-11 16:15')),
    newYork("4:45, she's in a meeting til then", move(ctx, null, '16:45')),
  ),
  newYork('move the Kestrel onboarding to 12/2 11:30', move(words('Kestrel'), '2026-12-02', '11:30')),
  newYork('push Lumen invoice → monday', move(words('Lumen'), '2026-11-16', null)),
  within(
    talkedOf('Eval run on the new extraction model', n('11-12 08:00')),
    newYork('make it 7:30, GPUs are free earlier', move(ctx, null, '07:30')),
  ),
  within(talkedOf('Office hours on discord', n('11-12 13:00')), newYork('1:30 not 1', move(ctx, null, '13:30'))),
];

export const FIFTIETH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Send Marcus the Q3 investor update'),
    london("rename → 'Q3 investor update (Marcus + Northgate LPs)'", rename(ctx, 'Q3 investor update (Marcus + Northgate LPs)')),
  ),
  within(
    talkedOf('Chase Jenny @ factory re golden sample ETA'),
    london('change it to chase Jenny re golden sample + tooling invoice', rename(ctx, 'chase Jenny re golden sample + tooling invoice')),
  ),
  london("rename the MHRA one to 'MHRA UKCA class I follow-up'", rename(words('MHRA'), 'MHRA UKCA class I follow-up')),
  within(
    talkedOf('Pelham month-end close'),
    london('call it Pelham Nov close + mgmt accounts', rename(ctx, 'Pelham Nov close + mgmt accounts')),
  ),
  within(talkedOf('Figma review w Zara + Kenji'), london('title: Wren Bank app Figma crit', rename(ctx, 'Wren Bank app Figma crit'))),
  london(
    "the 3PL task should say 'PO to Bloxx for Jan restock (6k units)'",
    rename(words('3PL'), 'PO to Bloxx for Jan restock (6k units)'),
  ),
  within(
    talkedOf('Upload the LOIs to the data room'),
    london("rename to 'upload LOIs + offtake MOU to data room'", rename(ctx, 'upload LOIs + offtake MOU to data room')),
  ),
  within(PRIYA_LIST, london("rename 2 to 'Modulr webhook bug'", rename(num(2), 'Modulr webhook bug'))),
  within(
    talkedOf('Boots buyer call'),
    london('change name to Boots buyer call – bring samples', rename(ctx, 'Boots buyer call – bring samples')),
  ),
  london(
    "change 'DCB0129 sign-off' to 'DCB0129 + DTAC sign-off w Okafor'",
    rename(words('DCB0129 sign-off'), 'DCB0129 + DTAC sign-off w Okafor'),
  ),
  within(
    talkedOf('Call the freight forwarder re customs hold'),
    london("should be Flexport not 'the freight forwarder'", rename(ctx, 'Call Flexport re customs hold')),
  ),
  within(HANNAH_LIST, london('4 → Ostro Oct invoice (2nd chase)', rename(num(4), 'Ostro Oct invoice (2nd chase)'))),
  within(
    talkedOf('Demo w Brightside Dental'),
    newYork('rename to Brightside Dental demo (3 locations)', rename(ctx, 'Brightside Dental demo (3 locations)')),
  ),
  newYork("change the Jess task to 'Jess: seller payout delays + refunds'", rename(words('Jess'), 'Jess: seller payout delays + refunds')),
  within(
    talkedOf("Merge Eli's PR"),
    newYork("retitle: review + merge Eli's tracing PR (#482)", rename(ctx, "review + merge Eli's tracing PR (#482)")),
  ),
  within(
    KEISHA_LIST,
    newYork(
      'rename 3 → "reply to App Store rejection (guideline 3.1.1)"',
      rename(num(3), 'reply to App Store rejection (guideline 3.1.1)'),
    ),
  ),
  within(talkedOf('Send FitFolk the funnel audit deck'), newYork('call it FitFolk audit v2', rename(ctx, 'FitFolk audit v2'))),
  newYork('rename the Vanta one: SOC 2 Type I evidence', rename(words('Vanta'), 'SOC 2 Type I evidence')),
  within(
    talkedOf('Call back the Stripe candidate (Maya R)'),
    newYork(
      "her name's Maya Rosen, fix it",
      rename(ctx, 'Call back the Stripe candidate (Maya Rosen)'),
      rename(ctx, 'Call back Maya Rosen'),
    ),
  ),
  within(
    talkedOf('Eval run on the new extraction model'),
    newYork("name it 'evals: parsewise-v4 vs v3 on invoices set'", rename(ctx, 'evals: parsewise-v4 vs v3 on invoices set')),
  ),
  newYork("the churn review one → 'churn + expansion review'", rename(words('churn review'), 'churn + expansion review')),
  within(AARON_LIST, newYork("2 should say 'Lumen invoice – 2 placements'", rename(num(2), 'Lumen invoice – 2 placements'))),
  within(
    talkedOf('Office hours on discord'),
    newYork("make the title 'Discord office hours (v0.9 Q&A)'", rename(ctx, 'Discord office hours (v0.9 Q&A)')),
  ),
];

export const FIFTIETH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Boots buyer call'), london('delete, Boots pushed to Q1', remove(ctx))),
  london("kill the DHL pickup task, Flexport's handling it", remove(words('DHL pickup'))),
  within(PRIYA_LIST, london('scrap #3', remove(num(3)))),
  london(
    "remove 'revisit pricing page copy' — Aisha already did it",
    remove(words('revisit pricing page copy')),
    done(words('revisit pricing page copy')),
  ),
  within(talkedOf('Studio retro'), london("bin that, we're doing retros async in slack now", remove(ctx))),
  within(HANNAH_LIST, london('drop the 4th one, Ostro fired me lol', remove(num(4)))),
  london('take the Breakwater NDA off, not doing that deal', remove(words('Breakwater NDA'))),
  within(talkedOf('Call Jenny at the factory'), london('cancel it, we switched factories', remove(ctx))),
  london("delete the domain renewal one, it's on auto-renew", remove(words('domain'))),
  within(INES_LIST, london('1 can go', remove(num(1)))),
  london('nuke the ad spend reminder', remove(words('ad spend'))),
  within(talkedOf('Timesheets for all clients'), london('actually remove that, Harvest does it automatically', remove(ctx))),
  within(talkedOf('Demo w Brightside Dental'), newYork('cancel that, they went w a competitor 😩', remove(ctx))),
  within(DANA_LIST, newYork('delete 2 and 4', [remove(num(2)), remove(num(4))])),
  newYork('remove the Stripe Connect form task, Jess did it', remove(words('Stripe Connect')), done(words('Stripe Connect'))),
  within(talkedOf("Review + merge Eli's tracing PR (#482)"), newYork('scrap, he closed the PR', remove(ctx))),
  newYork("pls delete 'check the RevenueCat dashboard'", remove(words('check the RevenueCat dashboard'))),
  within(BEN_LIST, newYork('get rid of the last one', remove(num(4)))),
  newYork('drop the GPU bill reminder, finance owns it now', remove(words('GPU bill'))),
  within(talkedOf('Call back the Stripe candidate (Maya Rosen)'), newYork('she took another offer. remove', remove(ctx))),
  newYork('take office hours off my list for good', remove(words('office hours'))),
  within(AARON_LIST, newYork('#1 is dead, client paused the search', remove(num(1)))),
  within(talkedOf('Quarterly estimated taxes'), newYork('delete, my accountant handles these', remove(ctx))),
  newYork('cancel the nomad coffee check-ins, contract ended', remove(words('nomad coffee'))),
];

export const FIFTIETH_DONE: HeldOutItem[] = [
  within(reminded('Send Marcus the Q3 investor update', OVERDUE_L), london('sent ✅', done(ctx))),
  within(reminded('Chase Jenny @ factory re golden sample ETA', OVERDUE_L), london('done - ETA is the 24th', done(ctx))),
  within(PRIYA_LIST, london('2 done, Tom fixed it', done(num(2)))),
  london('signed the Breakwater NDA', done(words('Breakwater NDA'))),
  within(reminded('Pelham month-end close', OVERDUE_L), london('closed & sent to their board 🎉', done(ctx))),
  within(HANNAH_LIST, london('1+3 done', [done(num(1)), done(num(3))])),
  within(reminded('Email the MHRA about our UKCA submission', OVERDUE_L), london('emailed them. now we wait (again)', done(ctx))),
  within(talkedOf('Figma review w Zara + Kenji'), london("that's done, mark it", done(ctx))),
  within(reminded('Place the PO w the 3PL for Jan restock', OVERDUE_L), london('PO sent', done(ctx))),
  within(reminded('Upload the LOIs to the data room', OVERDUE_L), london('uploaded', done(ctx))),
  london('booked the DHL pickup', done(words('DHL pickup'))),
  within(reminded('Check the FCA inbox', OVERDUE_L), london('nothing new in there, done', done(ctx))),
  within(reminded('Log support tickets in the clinical safety log', OVERDUE_L), london('logged 👍', done(ctx))),
  within(reminded('Reply to the 3 Intercom tickets from Acme', OVERDUE_N), newYork('all 3 answered', done(ctx))),
  within(reminded('Ping Jess re seller payouts', OVERDUE_N), newYork('pinged her', done(ctx))),
  within(DANA_LIST, newYork('done w 1', done(num(1)))),
  newYork("merged Eli's PR 🚀", done(words("Eli's PR"))),
  within(reminded('Submit build 2.3 to App Store review', OVERDUE_N), newYork('submitted, fingers crossed', done(ctx))),
  within(reminded('Send FitFolk the funnel audit deck', OVERDUE_N), newYork('shipped it', done(ctx))),
  within(AARON_LIST, newYork('finished the 3rd one', done(num(3)))),
  within(reminded('Clear the support inbox', OVERDUE_N), newYork('inbox zero baby', done(ctx))),
  within(reminded('Pay out sellers', OVERDUE_N), newYork('payouts went out', done(ctx))),
  newYork('uploaded the SOC 2 evidence to vanta', done(words('SOC 2 evidence')), done(words('vanta'))),
  within(reminded('Update the candidate pipeline in Ashby', OVERDUE_N), newYork('ya did it', done(ctx))),
  within(reminded('Check crash reports', OVERDUE_N), newYork('checked, all green', done(ctx))),
  within(talkedOf('Send Hirepath invoice to Lumen'), newYork('invoiced them this morning, tick it', done(ctx))),
];

const WHICH_UPDATE = {
  pending: { about: 'which_task' as const, options: ['Send Marcus the Q3 investor update', 'Send Northgate the board deck'] },
};
const WHICH_CALL = {
  pending: {
    about: 'which_task' as const,
    options: ['Call back the Stripe candidate', 'Call Lumen re the invoice', 'Call Jess re payouts'],
  },
};
const HIRE = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire one senior backend engineer or two juniors?',
    options: ['One senior', 'Two juniors'],
  },
};
const PRICING = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Raise prices for existing customers?',
    options: ['Raise now', 'Grandfather existing customers'],
  },
};
const TERM_SHEET = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Take the Breakwater term sheet or wait for Pale Blue?',
    options: ['Take Breakwater', 'Wait for Pale Blue'],
  },
};
const THIRD_DESIGNER = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire a third designer or keep using freelancers?',
    options: ['Hire', 'Freelancers', 'Wait until January'],
  },
};
const BLOXX = { pending: { about: 'review' as const, decision: 'Switched the 3PL to Bloxx' } };
const RETAINERS = { pending: { about: 'review' as const, decision: 'Dropped hourly billing for retainers' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Investor calls before 11 go better than afternoon ones' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Doing support first thing stops it eating the whole day' } };

export const FIFTIETH_ANSWER: HeldOutItem[] = [
  within(WHICH_UPDATE, london('the marcus one', answer(1))),
  within(WHICH_UPDATE, london('board deck', answer(2))),
  within(WHICH_UPDATE, london('2nd pls', answer(2))),
  within(WHICH_CALL, newYork('lumen', answer(2))),
  within(WHICH_CALL, newYork('#3', answer(3))),
  within(WHICH_CALL, newYork('the candidate one', answer(1))),
  within(WHICH_CALL, newYork('none of those, I meant the Kestrel call', answer(null))),
  within(HIRE, london('senior. def senior', answer(1))),
  within(HIRE, london('2 juniors', answer(2))),
  within(HIRE, london('still torn, ask me fri after I talk to Tom', answer(null))),
  within(PRICING, newYork('grandfather them', answer(2))),
  within(PRICING, newYork('raise now, rip the bandaid off', answer(1))),
  within(PRICING, newYork('option b', answer(2))),
  within(THIRD_DESIGNER, london('the last one, Jan', answer(3))),
  within(TERM_SHEET, london('runway mostly. we have 5 months, and a partner who gets climate', answer(null))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should we fine-tune or keep prompting?' } },
    newYork('fine-tune llama on our labelled invoices vs keep prompting gpt w few-shot', answer(null)),
  ),
  within(BLOXX, london('mixed - cheaper but they lost 2 pallets', answer(null))),
  within(RETAINERS, newYork('best call i made this year honestly', answer(null))),
  within(KEEP_L, london('keep it', answer(null), note)),
  within(KEEP_L, london("no thanks, don't save", answer(null))),
  within(KEEP_N, newYork('yeah save that', answer(null), note)),
  within({ pending: { about: 'other', question: 'Morning plan at 7 or 8?', options: ['7', '8'] } }, london('7 is fine', answer(1))),
  within(
    { pending: { about: 'other', question: 'Which day for the offsite?', options: ['Thursday', 'Friday'] } },
    newYork('fri', answer(2)),
  ),
  within(
    { pending: { about: 'stuck', task: 'Chase the FCA re sandbox' } },
    london('waiting on legal to finish the policy docs, cant chase without them', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'Write the v0.9 docs' } },
    newYork("honestly don't know where to start, the API changed so much", answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Want me to remind you again at 5?', options: [] } },
    newYork('yes pls', answer(null), talk('acknowledgement')),
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FIFTIETH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTIETH_ASK,
  recurring: FIFTIETH_RECURRING,
  snooze: FIFTIETH_SNOOZE,
  correction: FIFTIETH_CORRECTION,
  rename: FIFTIETH_RENAME,
  remove: FIFTIETH_REMOVE,
  done: FIFTIETH_DONE,
  answer: FIFTIETH_ANSWER,
  ramble: FIFTIETH_RAMBLE,
  greeting: FIFTIETH_GREETING,
  thanks: FIFTIETH_THANKS,
  feeling: FIFTIETH_FEELING,
  question: FIFTIETH_QUESTION,
  statement: FIFTIETH_STATEMENT,
  decision: FIFTIETH_DECISION,
  dilemma: FIFTIETH_DILEMMA,
  recall: FIFTIETH_RECALL,
  prioritise: FIFTIETH_PRIORITISE,
  agenda: FIFTIETH_AGENDA,
  free_time: FIFTIETH_FREE_TIME,
  unclear: FIFTIETH_UNCLEAR,
  bare: FIFTIETH_BARE,
};

export const HELD_OUT_FIFTIETH: HeldOutItem[] = Object.values(HELD_OUT_FIFTIETH_KINDS).flat();
