import type { ConversationState, Intent } from '../intent';
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
  FIFTYFIRST_AGENDA,
  FIFTYFIRST_BARE,
  FIFTYFIRST_DECISION,
  FIFTYFIRST_DILEMMA,
  FIFTYFIRST_FEELING,
  FIFTYFIRST_FREE_TIME,
  FIFTYFIRST_GREETING,
  FIFTYFIRST_PRIORITISE,
  FIFTYFIRST_QUESTION,
  FIFTYFIRST_RAMBLE,
  FIFTYFIRST_RECALL,
  FIFTYFIRST_STATEMENT,
  FIFTYFIRST_THANKS,
  FIFTYFIRST_UNCLEAR,
} from './held-out-fiftyfirst-b';

/**
 * The fifty-first held-out set: fourteen people in their first week with daily, who signed up
 * because they are swamped and do not yet know what it can do or how to talk to it. In London: a
 * newly self-employed electrician (Gary), a retired teacher starting to tutor (Margaret), a
 * market-stall fishmonger (Terry), a physiotherapist who just left the NHS (Priya), a church-hall
 * hire manager (Janet), a wedding cake maker (Bronwen) and a freelance translator (Kasia). In New
 * York: a mum running an Etsy shop at night (Kelsey), a first-time café owner (Marco), a food-truck
 * owner (Luis), a van-based dog groomer (Tasha), a freelance bookkeeper (Denise), a newly opened
 * tattoo studio (Jax) and an Uber driver starting a cleaning business (Kwame). Some write letters
 * ("Dear daily", sign-offs), some test it with short commands, some explain everything before
 * asking, some apologise or say it again in other words. Read at HELD_OUT_NOW: Wednesday
 * 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** daily has just sent a reminder for `title`, and this message answers it. */
const nudged = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` was just saved or changed, so it is what "it" and "that" mean. */
const justSaved = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** Numbered lists daily has just sent, one per person who refers back to one. */
const GARY_LIST = {
  listed: [
    'Ring building control about the Harris job',
    'Pick up cable',
    'Quote for the consumer unit swap at 14 Elm Rd',
    'Get a receipt book',
  ],
};
const TERRY_LIST = { listed: ['Order ice', 'Pay the pitch fee to the council', 'Ring Dave about the smoker', 'Clean the fridges'] };
const JANET_LIST = {
  listed: [
    'Collect the hall keys from the Brownies leader',
    'Ring Mr Pryce re carol concert',
    "Return the Scouts' deposit",
    'Order more toilet rolls',
  ],
};
const BRONWEN_LIST = { listed: ['Order 5kg of fondant', 'Email Chloe the quote', 'Buy more dowels'] };
const KASIA_LIST = {
  listed: [
    'Nowak contract translation',
    'Quote for the hospital agency',
    'Send the invoice to LinguaPro',
    'Proofread the Kowalski certificates',
  ],
};
const MARCO_LIST = { listed: ['Call Frank about the grinder', 'Post the new menu on instagram', 'Put the pastry order in'] };
const DENISE_LIST = {
  listed: [
    'Send the Garcias their November P&L',
    'Chase Park & Sons for receipts',
    'Set up QuickBooks for the Parks',
    'Bloom Florist sales tax',
  ],
};
const JAX_LIST = { listed: ['Order needles', 'Get the neon fixed', 'Post healed pics of the koi', 'Autoclave spore test'] };
const KELSEY_LIST = { listed: ['Reply to the custom blanket lady', 'Buy more chunky yarn', 'Fix the shop banner', 'Ship 4 orders'] };

export const FIFTYFIRST_ASK: HeldOutItem[] = [
  london(
    "Dear daily, Would you please remind me to telephone Mrs Okafor on Thursday at 10 o'clock about her grandson's English lessons. Kind regards, Margaret",
    task("telephone Mrs Okafor about her grandson's English lessons", l('11-12 10:00')),
    task('telephone Mrs Okafor', l('11-12 10:00')),
  ),
  london('quote for the consumer unit swap at 14 Elm Rd fri', task('quote for the consumer unit swap at 14 Elm Rd', l('11-13'))),
  london('go billingsgate sat 4am for the crab order', task('go billingsgate for the crab order', l('11-14 04:00'))),
  london(
    "Sorry, not sure if I'm doing this right! Can you remind me to set up my professional indemnity insurance by Monday?",
    task('set up my professional indemnity insurance', l('11-16')),
  ),
  london(
    'Collect the hall keys from the Brownies leader at 8.30 this evening please',
    task('collect the hall keys from the Brownies leader', l('11-11 20:30')),
  ),
  london('tasting with Chloe & Sam sat 11am!! 🎂', task('tasting with Chloe & Sam', l('11-14 11:00'))),
  london(
    'The deadline for the Nowak contract translation is Friday 5pm, please remind me.',
    task('Nowak contract translation', l('11-13 17:00')),
    task('deadline for the Nowak contract translation', l('11-13 17:00')),
  ),
  london('remind me in 40 mins to ring the wholesaler', task('ring the wholesaler', inMinutes(40))),
  london(
    "Could you remind me tomorrow at 8am to email Dr Fenton's secretary about referrals? Thank you so much",
    task("email Dr Fenton's secretary about referrals", l('11-12 08:00')),
  ),
  london('order ice 2moro 5am', task('order ice', l('11-12 05:00'))),
  london(
    'I should like to be reminded to buy a new whiteboard pen set on Saturday morning.',
    task('buy a new whiteboard pen set', l('11-14 09:00')),
    task('buy a new whiteboard pen set', l('11-14 08:00')),
    task('buy a new whiteboard pen set', l('11-14 10:00')),
  ),
  london("remind me on the 1st to check Fiona's yoga payment has come in", task("check Fiona's yoga payment has come in", l('12-01'))),
  london('order 5kg of fondant by Tuesday', task('order 5kg of fondant', l('11-17'))),
  london('In 2 hours send the invoice to LinguaPro.', task('send the invoice to LinguaPro', inMinutes(120))),
  london(
    'URGENT ring building control about the Harris job tmrw first thing',
    task('ring building control about the Harris job', l('11-12 08:00'), { important: true }),
    task('ring building control about the Harris job', l('11-12 09:00'), { important: true }),
    task('ring building control about the Harris job', l('11-12 08:00')),
    task('ring building control about the Harris job', l('11-12 09:00')),
  ),
  london('Home visit Mr Albright 23rd at 2:30pm', task('home visit Mr Albright', l('11-23 14:30'))),
  london('pay the pitch fee to the council by end of month', task('pay the pitch fee to the council', l('11-30'))),
  london('Mock exam practice with Oliver on 3/12 at 4pm.', task('mock exam practice with Oliver', l('12-03 16:00'))),
  london(
    'Dear daily, I would be grateful for a reminder on Friday at 10am to chase the invoice for the Slimming World booking. Yours, Janet',
    task('chase the invoice for the Slimming World booking', l('11-13 10:00')),
  ),
  london(
    "Sorry, I don't think that sent properly. Remind me to call Mrs Ibrahim tomorrow at 12",
    task('call Mrs Ibrahim', l('11-12 12:00')),
  ),
  newYork('remind me at 9 tonight to list the new beanies on etsy', task('list the new beanies on etsy', n('11-11 21:00'))),
  newYork('call the health inspector back tomorrow at 11', task('call the health inspector back', n('11-12 11:00'))),
  newYork('propane refill friday 7am', task('propane refill', n('11-13 07:00'))),
  newYork(
    'Hi! Can you remind me to book the van for an oil change on Monday? Thank you!!',
    task('book the van for an oil change', n('11-16')),
  ),
  newYork(
    'The Morrisons owe their Q4 estimated tax payment on 1/15. Please remind me a week before.',
    task('Q4 estimated tax payment for the Morrisons', n('2027-01-08 12:00')),
    task('Morrisons Q4 estimated tax payment', n('2027-01-08 12:00')),
    task('remind the Morrisons about their Q4 estimated tax payment', n('2027-01-08 12:00')),
  ),
  newYork('consult w/ the sleeve client thurs 3pm', task('consult w/ the sleeve client', n('11-12 15:00'))),
  newYork(
    "ok so i'm trying this out. remind me to buy microfiber cloths and bleach after my shift tonight at 7",
    task('buy microfiber cloths and bleach', n('11-11 19:00')),
    [task('buy microfiber cloths', n('11-11 19:00')), task('buy bleach', n('11-11 19:00'))],
  ),
  newYork('in 30 min remind me to put the pastry order in', task('put the pastry order in', inMinutes(30))),
  newYork('Send the Garcias their November P&L by 11/20', task('send the Garcias their November P&L', n('11-20'))),
  newYork(
    'renew the mobile vendor permit ASAP!!!',
    task('renew the mobile vendor permit', null, { important: true }),
    task('renew the mobile vendor permit'),
  ),
  newYork('groom Biscuit (the doodle) sat 9:30 at 88 Pine St', task('groom Biscuit (the doodle) at 88 Pine St', n('11-14 09:30'))),
  newYork(
    'ship the Hendricks order tmrw before school pickup',
    task('ship the Hendricks order', n('11-12')),
    task('ship the Hendricks order', n('11-12 15:00')),
    task('ship the Hendricks order before school pickup', n('11-12')),
  ),
];

export const FIFTYFIRST_RECURRING: HeldOutItem[] = [
  london(
    'I tutor Oliver every Tuesday and Thursday at 4.30; please remind me each time.',
    [task('tutor Oliver', l('11-17 16:30'), { repeat: every('week') }), task('tutor Oliver', l('11-12 16:30'), { repeat: every('week') })],
    [task('tutor Oliver', l('11-12 16:30'), { repeat: every('week') }), task('tutor Oliver', l('11-17 16:30'), { repeat: every('week') })],
  ),
  london('every friday 4pm do invoices', task('do invoices', l('11-13 16:00'), { repeat: every('week') })),
  london('every sat 3:30am load the van', task('load the van', l('11-14 03:30'), { repeat: every('week') })),
  london(
    'I need a reminder every weekday at 7.30am to check my clinic emails please',
    task('check my clinic emails', l('11-12 07:30'), { repeat: every('weekday') }),
  ),
  london(
    'Remind me to do the hall accounts on the 28th of every month, thank you',
    task('do the hall accounts', l('11-28'), { repeat: every('month') }),
  ),
  london("every sunday evening 7pm plan the week's bakes", task("plan the week's bakes", l('11-15 19:00'), { repeat: every('week') })),
  london(
    'Each month on the 5th I must send invoices to all agencies.',
    task('send invoices to all agencies', l('12-05'), { repeat: every('month') }),
  ),
  london('daily 7am check the van stock', task('check the van stock', l('11-12 07:00'), { repeat: every('day') })),
  london(
    'Every other Saturday at 10, the reading group with the Patel twins.',
    task('reading group with the Patel twins', l('11-14 10:00'), { repeat: every('week', 2) }),
    task('the reading group with the Patel twins', l('11-14 10:00'), { repeat: every('week', 2) }),
  ),
  london('every weds at 5 clean the fridges', task('clean the fridges', l('11-11 17:00'), { repeat: every('week') })),
  london(
    'Boiler service for the hall every year on 1 March',
    task('boiler service for the hall', l('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  london('remind me every night at 9 to write up my notes', task('write up my notes', l('11-11 21:00'), { repeat: every('day') })),
  london(
    'Every thursday at 8am order eggs and butter from the wholesaler 🥚',
    task('order eggs and butter from the wholesaler', l('11-12 08:00'), { repeat: every('week') }),
  ),
  newYork('every night at 10 check etsy messages', task('check etsy messages', n('11-11 22:00'), { repeat: every('day') })),
  newYork(
    'every monday at 6 call the bakery with the weekly order',
    task('call the bakery with the weekly order', n('11-16 06:00'), { repeat: every('week') }),
    task('call the bakery with the weekly order', n('11-16 18:00'), { repeat: every('week') }),
  ),
  newYork('every sunday 8pm prep the arepa dough', task('prep the arepa dough', n('11-15 20:00'), { repeat: every('week') })),
  newYork(
    "remind me every morning at 7 to check the day's route",
    task("check the day's route", n('11-12 07:00'), { repeat: every('day') }),
  ),
  newYork('Every 2 weeks on Friday: run payroll for the Kims.', task('run payroll for the Kims', n('11-13'), { repeat: every('week', 2) })),
  newYork('every tuesday 11am autoclave spore test', task('autoclave spore test', n('11-17 11:00'), { repeat: every('week') })),
  newYork(
    "every saturday 9am clean Mrs Whitfield's apartment",
    task("clean Mrs Whitfield's apartment", n('11-14 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'Sales tax filing for Bloom Florist on the 20th of every month.',
    task('sales tax filing for Bloom Florist', n('11-20'), { repeat: every('month') }),
  ),
  newYork(
    'weekdays at 2:30 remind me to start the afternoon bake',
    task('start the afternoon bake', n('11-11 14:30'), { repeat: every('weekday') }),
  ),
  newYork('first of every month restock yarn', task('restock yarn', n('12-01'), { repeat: every('month') })),
  newYork('every year on Dec 1 renew the truck insurance', task('renew the truck insurance', n('12-01'), { repeat: every('year') })),
  newYork('every wednesday at 11 am clean the Brooks office', task('clean the Brooks office', n('11-11 11:00'), { repeat: every('week') })),
  newYork('groom Milo every 6 weeks, next one is on the 20th', task('groom Milo', n('11-20'), { repeat: every('week', 6) })),
];

const OVERDUE_L = l('11-11 14:00');
const OVERDUE_N = n('11-11 09:00');

/** "Tomorrow", "Friday": a day without a time keeps the task's own time, or lands in that day's morning or at noon. */
const dayL = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const dayN = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];
/** "Tomorrow morning": eight or nine that day. */
const morningL = (date: string): Intent[] => [
  snoozeUntil(l(`${date} 08:00`)),
  snoozeUntil(l(`${date} 09:00`)),
  move(ctx, `2026-${date}`, '08:00'),
  move(ctx, `2026-${date}`, '09:00'),
];
/** A snooze to a clock time today, or the same as a move of the task to it. */
const atL = (time: string): Intent[] => [snoozeUntil(l(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];
const atN = (time: string): Intent[] => [snoozeUntil(n(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];
/** "Later" with no amount: any short default. */
const LATER: Intent[] = [snoozeFor(60), snoozeFor(30), snoozeFor(120)];

export const FIFTYFIRST_SNOOZE: HeldOutItem[] = [
  within(
    nudged('Telephone Mrs Okafor', OVERDUE_L),
    london('I am afraid I am in the middle of a lesson. Could you remind me again in an hour?', snoozeFor(60)),
  ),
  within(nudged('Ring the wholesaler', OVERDUE_L), london('on a ladder, 20 min', snoozeFor(20))),
  within(nudged('Order ice', OVERDUE_L), london('tmrw', ...dayL('11-12'))),
  within(
    nudged("Email Dr Fenton's secretary about referrals", OVERDUE_L),
    london("Sorry, can't right now, I'm with a patient until 4. Can you nudge me at 4.15?", ...atL('16:15')),
  ),
  within(
    nudged('Check the hall heating timer', OVERDUE_L),
    london('Could we leave that until tomorrow morning please', ...morningL('11-12')),
  ),
  within(nudged('Order 5kg of fondant', OVERDUE_L), london('not now, icing a 4 tier!! 2 hours?', snoozeFor(120))),
  within(nudged('Send the invoice to LinguaPro', OVERDUE_L), london('Please postpone it to Friday.', ...dayL('11-13'))),
  within(nudged('Quote for the consumer unit swap at 14 Elm Rd', OVERDUE_L), london('later mate', ...LATER)),
  within(nudged('Clean the fridges', OVERDUE_L), london('half hour', snoozeFor(30))),
  within(
    nudged('Set up my professional indemnity insurance', OVERDUE_L),
    london("Can this wait until the weekend? I'll do it Saturday", ...dayL('11-14')),
  ),
  within(nudged('Buy a new whiteboard pen set', OVERDUE_L), london('Remind me on Monday instead, please.', ...dayL('11-16'))),
  within(nudged('Ring Mr Pryce re carol concert', OVERDUE_L), london('After 5 please, he works days.', ...atL('17:00'))),
  within(nudged('Tasting notes for Chloe & Sam', OVERDUE_L), london('remind me again tonight at 8 x', ...atL('20:00'))),
  within(nudged('Proofread the Kowalski certificates', OVERDUE_L), london('Not today. Thursday morning.', ...morningL('11-12'))),
  within(nudged('List the new beanies on etsy', OVERDUE_N), newYork('kids are up, do it later tonight 9pm', ...atN('21:00'))),
  within(nudged('Call the health inspector back', OVERDUE_N), newYork('slammed with the morning rush, 45 min', snoozeFor(45))),
  within(nudged('Propane refill', OVERDUE_N), newYork('mañana', ...dayN('11-12'))),
  within(
    nudged('Book the van for an oil change', OVERDUE_N),
    newYork("Can't, I'm mid-groom with a very wiggly poodle 😂 try me in 90 min", snoozeFor(90)),
  ),
  within(
    nudged('Send the Garcias their November P&L', OVERDUE_N),
    newYork('Please snooze until Monday 9am.', snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(nudged('Order more green soap', OVERDUE_N), newYork('at 1', ...atN('13:00'))),
  within(
    nudged('Buy microfiber cloths and bleach', OVERDUE_N),
    newYork("i'm driving right now, remind me again in like 2 hrs", snoozeFor(120)),
  ),
  within(nudged('Reconcile the Park & Sons account', OVERDUE_N), newYork('Not yet. This afternoon at 3.', ...atN('15:00'))),
  within(nudged('Print shipping labels', OVERDUE_N), newYork('ugh tomorrow', ...dayN('11-12'))),
  within(nudged('Pay the coffee roaster invoice', OVERDUE_N), newYork('friday, after payroll clears', ...dayN('11-13'))),
  within(nudged("Text Biscuit's owner", OVERDUE_N), newYork('in a bit!', ...LATER)),
  within(
    nudged('Email the landlord about the sign', OVERDUE_N),
    newYork('snooze 1 day', snoozeFor(1440), snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', null)),
  ),
];

export const FIFTYFIRST_CORRECTION: HeldOutItem[] = [
  within(
    justSaved('Telephone Mrs Okafor', l('11-12 10:00')),
    london("I do apologise, I meant 11 o'clock, not 10.", move(ctx, null, '11:00')),
  ),
  within(
    justSaved('Quote for the consumer unit swap at 14 Elm Rd', l('11-13 12:00')),
    london('no thurs not fri', move(ctx, '2026-11-12', null)),
  ),
  within(justSaved('Go billingsgate for the crab order', l('11-14 04:00')), london('make it half 4', move(ctx, null, '04:30'))),
  within(
    justSaved('Home visit Mr Albright', l('11-23 14:30')),
    london("Sorry, my mistake, it's the 24th. Same time", move(ctx, '2026-11-24', null), move(ctx, '2026-11-24', '14:30')),
  ),
  within(
    justSaved('Collect the hall keys from the Brownies leader', l('11-11 20:30')),
    london('Correction: 8.45, not 8.30.', move(ctx, null, '20:45')),
  ),
  within(
    justSaved('Tasting with Chloe & Sam', l('11-14 11:00')),
    london('omg wait they said sunday not saturday', move(ctx, '2026-11-15', null)),
  ),
  within(
    justSaved('Nowak contract translation', l('11-13 17:00')),
    london('The client moved the deadline to Thursday noon.', move(ctx, '2026-11-12', '12:00')),
  ),
  within(justSaved('Ring the wholesaler', inMinutes(40)), london('actually make it 4', move(ctx, null, '16:00'))),
  within(
    justSaved('Mock exam practice with Oliver', l('12-03 16:00')),
    london("That should read the 4th of December, I'm afraid.", move(ctx, '2026-12-04', null)),
  ),
  within(
    justSaved("Email Dr Fenton's secretary about referrals", l('11-12 08:00')),
    london('hmm 8 is a bit early, can you make it 9.30', move(ctx, null, '09:30')),
  ),
  within(justSaved('Pay the pitch fee to the council', l('11-30 12:00')), london('no its due the 25th', move(ctx, '2026-11-25', null))),
  london('Please move the organist call to Friday at 11am.', move(words('organist'), '2026-11-13', '11:00')),
  london('can you move the fondant order to monday', move(words('fondant'), '2026-11-16', null)),
  within(
    justSaved('Send the invoice to LinguaPro', inMinutes(120)),
    london('Sorry, I wrote it wrong. Tomorrow at 17:00, not today.', move(ctx, '2026-11-12', '17:00'), move(ctx, '2026-11-12', null)),
  ),
  within(
    justSaved('List the new beanies on etsy', n('11-11 21:00')),
    newYork('wait make it 10, bedtime takes forever lol', move(ctx, null, '22:00')),
  ),
  within(
    justSaved('Call the health inspector back', n('11-12 11:00')),
    newYork('sorry I meant today not tomorrow', move(ctx, '2026-11-11', null)),
  ),
  within(justSaved('Propane refill', n('11-13 07:00')), newYork('6:30 mejor', move(ctx, null, '06:30'))),
  within(
    justSaved('Groom Biscuit (the doodle) at 88 Pine St', n('11-14 09:30')),
    newYork("Biscuit's mom just texted, can we do 10:15 instead", move(ctx, null, '10:15')),
  ),
  within(
    justSaved('Send the Garcias their November P&L', n('11-20 12:00')),
    newYork('Correction: the 18th.', move(ctx, '2026-11-18', null)),
  ),
  within(justSaved('Consult w/ the sleeve client', n('11-12 15:00')), newYork('nah she can only do 5', move(ctx, null, '17:00'))),
  within(
    justSaved('Buy microfiber cloths and bleach', n('11-11 19:00')),
    newYork('no i said 7 in the morning. tomorrow', move(ctx, '2026-11-12', '07:00')),
  ),
  newYork('Please move the Bloom Florist sales tax reminder to the 19th.', move(words('Bloom Florist'), '2026-11-19', null)),
  within(justSaved('Put the pastry order in', inMinutes(30)), newYork('make it noon', move(ctx, null, '12:00'))),
  newYork(
    'push the green soap order to tmrw 2pm',
    move(words('green soap'), '2026-11-12', '14:00'),
    snoozeUntil(n('11-12 14:00'), words('green soap')),
  ),
  within(
    justSaved('Book the van for an oil change', n('11-16 12:00')),
    newYork('I think you got it wrong? I meant Tuesday not Monday', move(ctx, '2026-11-17', null)),
  ),
];

export const FIFTYFIRST_RENAME: HeldOutItem[] = [
  within(
    justSaved("Telephone Mrs Okafor about her grandson's English lessons"),
    london(
      "Please could you change the title to 'Telephone Mrs Okafor re Daniel's 11+ preparation'. Thank you.",
      rename(ctx, "Telephone Mrs Okafor re Daniel's 11+ preparation"),
    ),
  ),
  within(
    justSaved('Quote for the consumer unit swap at 14 Elm Rd'),
    london('rename it 14 Elm Rd CU + EICR quote', rename(ctx, '14 Elm Rd CU + EICR quote')),
  ),
  london("change the ice one to 'order ice + 2 boxes of lemons'", rename(words('ice'), 'order ice + 2 boxes of lemons')),
  within(
    justSaved('Home visit Mr Albright'),
    london("Could you call it 'Home visit – Mr Albright (post-op knee)' instead?", rename(ctx, 'Home visit – Mr Albright (post-op knee)')),
  ),
  london("The organist task should say 'Ring Mr Pryce re carol concert'.", rename(words('organist'), 'Ring Mr Pryce re carol concert')),
  within(justSaved('Order 5kg of fondant'), london('ooh can u change that to 10kg', rename(ctx, 'Order 10kg of fondant'))),
  within(
    justSaved('Nowak contract translation'),
    london("Rename: 'Nowak – sworn translation of the lease'", rename(ctx, 'Nowak – sworn translation of the lease')),
  ),
  within(GARY_LIST, london('rename number 2 to pick up cable from CEF', rename(num(2), 'pick up cable from CEF'))),
  london(
    "The whiteboard pens task: please amend it to 'whiteboard pens and A4 exercise books'.",
    rename(words('whiteboard pen'), 'whiteboard pens and A4 exercise books'),
  ),
  within(
    justSaved('Set up my professional indemnity insurance'),
    london(
      "typo sorry, it's 'set up indemnity AND public liability insurance'",
      rename(ctx, 'set up indemnity AND public liability insurance'),
    ),
  ),
  within(justSaved('Clean the fridges'), london('call it deep clean fridges + display', rename(ctx, 'deep clean fridges + display'))),
  within(JANET_LIST, london("Could item 3 be renamed 'Return Scouts' deposit cheque'?", rename(num(3), "Return Scouts' deposit cheque"))),
  within(
    justSaved('List the new beanies on etsy'),
    newYork('change it to list beanies AND the matching mittens', rename(ctx, 'list beanies AND the matching mittens')),
  ),
  newYork("rename the pastry one to 'pastry order, croissants x60'", rename(words('pastry'), 'pastry order, croissants x60')),
  within(justSaved('Propane refill'), newYork("ponle 'propane refill + generator oil'", rename(ctx, 'propane refill + generator oil'))),
  within(
    justSaved('Groom Biscuit (the doodle) at 88 Pine St'),
    newYork(
      "oops it's Biscotti not Biscuit lol, fix pls",
      rename(ctx, 'Groom Biscotti (the doodle) at 88 Pine St'),
      rename(ctx, 'Groom Biscotti at 88 Pine St'),
    ),
  ),
  newYork(
    "Please rename 'Send the Garcias their November P&L' to 'Garcia – Nov P&L + balance sheet'.",
    rename(words('Send the Garcias their November P&L'), 'Garcia – Nov P&L + balance sheet'),
  ),
  within(
    justSaved('Consult w/ the sleeve client'),
    newYork("call it 'sleeve consult - Maya (koi)'", rename(ctx, 'sleeve consult - Maya (koi)')),
  ),
  within(
    justSaved("Clean Mrs Whitfield's apartment"),
    newYork('can you put Whitfield deep clean + oven instead', rename(ctx, 'Whitfield deep clean + oven')),
  ),
  within(MARCO_LIST, newYork("change #1 to 'call Frank re the grinder burrs'", rename(num(1), 'call Frank re the grinder burrs'))),
  within(
    DENISE_LIST,
    newYork("Rename 2 to 'Chase Park & Sons for October receipts'.", rename(num(2), 'Chase Park & Sons for October receipts')),
  ),
  newYork('the yarn reminder should say restock yarn + stitch markers', rename(words('yarn'), 'restock yarn + stitch markers')),
];

export const FIFTYFIRST_REMOVE: HeldOutItem[] = [
  within(
    justSaved('Mock exam practice with Oliver'),
    london("Oliver's mother has cancelled, so please delete that reminder.", remove(ctx)),
  ),
  london('delete the building control one, sorted it on the phone', remove(words('building control')), done(words('building control'))),
  within(TERRY_LIST, london('get rid of 3', remove(num(3)))),
  london("Please remove the Mr Albright home visit, he's been readmitted to hospital unfortunately", remove(words('Albright'))),
  within(justSaved('Ring Mr Pryce re carol concert'), london('Please cancel that one, the concert has been called off.', remove(ctx))),
  london("scrap the tasting reminder 😭 they've eloped", remove(words('tasting'))),
  within(KASIA_LIST, london('Please delete item 2, the agency cancelled the job.', remove(num(2)))),
  within(justSaved('Check the van stock'), london('bin that, dont need it every day', remove(ctx))),
  london(
    "Kindly remove 'buy a new whiteboard pen set' from my list; my daughter has bought some.",
    remove(words('whiteboard pen')),
    done(words('whiteboard pen')),
  ),
  london('take the ice one off', remove(words('ice'))),
  within(JANET_LIST, london('Please remove the first item.', remove(num(1)))),
  newYork('delete the hendricks one, they cancelled the order 😩', remove(words('hendricks'))),
  within(MARCO_LIST, newYork('remove 3 pls', remove(num(3)))),
  within(justSaved('Renew the mobile vendor permit'), newYork('bórralo, my cousin already did it', remove(ctx), done(ctx))),
  newYork("can you take Biscuit off, they're moving to Jersey", remove(words('Biscuit'))),
  newYork("Please delete the Kims payroll reminder; they've moved to autopay.", remove(words('payroll'))),
  within(JAX_LIST, newYork('kill #4', remove(num(4)))),
  within(justSaved("Clean Mrs Whitfield's apartment"), newYork('she cancelled. remove it please', remove(ctx))),
  within(DENISE_LIST, newYork('Remove the last one, please.', remove(num(4)))),
  within(justSaved('Restock yarn'), newYork("nvm i don't need that reminder", remove(ctx))),
  newYork('cancel the health inspector call, he came by in person', remove(words('health inspector')), done(words('health inspector'))),
  newYork('delete the reminder about the Brooks office, they went with another company', remove(words('Brooks office'))),
];

export const FIFTYFIRST_DONE: HeldOutItem[] = [
  within(
    nudged('Telephone Mrs Okafor', OVERDUE_L),
    london('I have spoken with Mrs Okafor; that is all in hand now. Thank you.', done(ctx), [done(ctx), talk('thanks')]),
  ),
  within(nudged('Ring the wholesaler', OVERDUE_L), london('done', done(ctx))),
  within(nudged('Order ice', OVERDUE_L), london('ordered', done(ctx))),
  within(
    nudged("Email Dr Fenton's secretary about referrals", OVERDUE_L),
    london('Yes! Sent that this morning actually, sorry, should have told you', done(ctx)),
  ),
  within(JANET_LIST, london('Number 2 has been done.', done(num(2)))),
  within(nudged('Order 5kg of fondant', OVERDUE_L), london('all ordered 🙌🏻', done(ctx))),
  within(nudged('Send the invoice to LinguaPro', OVERDUE_L), london('Invoice sent.', done(ctx))),
  within(GARY_LIST, london('1 and 3 done', [done(num(1)), done(num(3))])),
  london('I have bought the whiteboard pens, so that can be ticked off.', done(words('whiteboard pen'))),
  within(nudged('Clean the fridges', OVERDUE_L), london('yep all clean', done(ctx))),
  london('Indemnity insurance is sorted!! Finally', done(words('indemnity'))),
  within(nudged('Collect the hall keys from the Brownies leader', OVERDUE_L), london('Keys collected.', done(ctx))),
  within(BRONWEN_LIST, london('done the 2nd one!', done(num(2)))),
  within(KASIA_LIST, london('Item 4 is finished.', done(num(4)))),
  within(nudged('Print shipping labels', OVERDUE_N), newYork('printed!', done(ctx))),
  within(nudged('Call the health inspector back', OVERDUE_N), newYork("called him, we're good for friday", done(ctx))),
  within(nudged('Propane refill', OVERDUE_N), newYork('listo', done(ctx))),
  within(nudged('Book the van for an oil change', OVERDUE_N), newYork('Booked it for Tuesday 👍', done(ctx))),
  within(DENISE_LIST, newYork('Completed #1 and #2.', [done(num(1)), done(num(2))])),
  within(nudged('Order more green soap', OVERDUE_N), newYork('ordered 2 gallons', done(ctx))),
  within(nudged('Buy microfiber cloths and bleach', OVERDUE_N), newYork('got them at costco', done(ctx))),
  within(MARCO_LIST, newYork('the grinder guy one is done', done(words('grinder')), done(num(1)))),
  newYork("I've filed the Bloom Florist sales tax.", done(words('Bloom Florist'))),
  within(KELSEY_LIST, newYork('did 2 and 3 last night', [done(num(2)), done(num(3))])),
  within(nudged("Clean Mrs Whitfield's apartment", OVERDUE_N), newYork('finished, she loved it', done(ctx))),
  newYork('spore test done, passed', done(words('spore test'))),
];

const WHICH_RING = {
  pending: { about: 'which_task' as const, options: ['Ring the wholesaler', 'Ring building control about the Harris job'] },
};
const WHICH_PHONE = { pending: { about: 'which_task' as const, options: ['Telephone Mrs Okafor', 'Telephone the exam board'] } };
const WHICH_GARCIA = {
  pending: {
    about: 'which_task' as const,
    options: ['Send the Garcias their November P&L', 'Send the Garcias their 1099 forms', 'Send the Garcias the engagement letter'],
  },
};
const WHICH_TEXT = { pending: { about: 'which_task' as const, options: ["Text Biscuit's owner", "Text Luna's owner"] } };
const WHICH_CLEAN = { pending: { about: 'which_task' as const, options: ['Clean the Brooks office', "Clean Mrs Whitfield's apartment"] } };
const WHICH_ORDER = { pending: { about: 'which_task' as const, options: ['Order 5kg of fondant', 'Order cake boxes'] } };
const CARDS = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take cards at the stall or stay cash only?',
    options: ['Take cards', 'Cash only'],
  },
};
const SUNDAYS = {
  pending: { about: 'dilemma_choice' as const, question: 'Open the café on Sundays?', options: ['Open Sundays', 'Stay closed Sundays'] },
};
const RESTAURANT = {
  pending: { about: 'dilemma_choice' as const, question: 'Take on the restaurant client?', options: ['Take them on', 'Pass'] },
};
const HALL_RATE = { pending: { about: 'review' as const, decision: 'Raised the hall hire rate to £25 an hour' } };
const NO_SUNDAY_DRIVING = { pending: { about: 'review' as const, decision: 'Stopped driving Sunday nights' } };
const KEEP_KASIA = { pending: { about: 'keep' as const, text: 'Mornings are for translation, afternoons for admin' } };
const KEEP_KELSEY = { pending: { about: 'keep' as const, text: 'Packing orders after midnight makes the next day awful' } };

export const FIFTYFIRST_ANSWER: HeldOutItem[] = [
  within(WHICH_RING, london('the wholesaler', answer(1))),
  within(WHICH_RING, london('building control', answer(2))),
  within(WHICH_PHONE, london('The exam board, please.', answer(2))),
  within(WHICH_PHONE, london('Mrs Okafor.', answer(1))),
  within(WHICH_GARCIA, newYork('The 1099s.', answer(2))),
  within(WHICH_GARCIA, newYork('third', answer(3))),
  within(WHICH_GARCIA, newYork('the P&L one', answer(1))),
  within(WHICH_TEXT, newYork("Luna's!", answer(2))),
  within(WHICH_CLEAN, newYork('the office one', answer(1))),
  within(WHICH_ORDER, london('boxes', answer(2))),
  within(CARDS, london('cards. everyone asks', answer(1))),
  within(SUNDAYS, newYork('stay closed, I need one day off', answer(2))),
  within(SUNDAYS, newYork("let's try opening", answer(1))),
  within(RESTAURANT, newYork("I'll pass. Their records are a mess.", answer(2))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I rent a clinic room or only do home visits?' } },
    london('Well, either renting the room at the gym on Tuesdays, or just doing home visits and seeing how it goes', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I hire a second artist?' } },
    newYork('either bring in a guest artist for jan or hire someone full time', answer(null)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Buy a second oven or rent a commercial kitchen?',
        options: ['Buy a second oven', 'Rent a commercial kitchen'],
      },
    },
    london('money mostly, and not being up till 2am', answer(null)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Specialise in legal translation or stay general?',
        options: ['Specialise in legal', 'Stay general'],
      },
    },
    london('Stability. I have a mortgage.', answer(null)),
  ),
  within(HALL_RATE, london('It has gone well on the whole; only the slimming club complained.', answer(null))),
  within(NO_SUNDAY_DRIVING, newYork('good call honestly, got more cleaning jobs', answer(null))),
  within(KEEP_KASIA, london('Yes, please keep it.', answer(null), note)),
  within(KEEP_KELSEY, newYork("nah don't save that one", answer(null))),
  within(
    { pending: { about: 'other', question: 'Shall I send your plan at 7 or at 8 each morning?', options: ['7', '8'] } },
    london("Eight o'clock would suit me better, thank you.", answer(2), { kind: 'morning_plan', enabled: true, time: '08:00' }, [
      { kind: 'morning_plan', enabled: true, time: '08:00' },
      talk('thanks'),
    ]),
  ),
  within({ pending: { about: 'other', question: 'Is that 7am or 7pm?', options: ['7am', '7pm'] } }, newYork('am', answer(1))),
  within(
    { pending: { about: 'other', question: 'Do you want a reminder the day before too?', options: [] } },
    newYork("yeah that'd be sick", answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Which tasting slot should I keep?', options: ['Saturday 11am', 'Sunday 2pm'] } },
    london('the sunday one x', answer(2)),
  ),
  within(
    { pending: { about: 'stuck', task: 'Set up my professional indemnity insurance' } },
    london("I honestly don't know which provider to go with, there are so many", answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'Write the staff handbook' } }, newYork("don't even know where to start", answer(null))),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FIFTYFIRST_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTYFIRST_ASK,
  recurring: FIFTYFIRST_RECURRING,
  snooze: FIFTYFIRST_SNOOZE,
  correction: FIFTYFIRST_CORRECTION,
  rename: FIFTYFIRST_RENAME,
  remove: FIFTYFIRST_REMOVE,
  done: FIFTYFIRST_DONE,
  answer: FIFTYFIRST_ANSWER,
  ramble: FIFTYFIRST_RAMBLE,
  greeting: FIFTYFIRST_GREETING,
  thanks: FIFTYFIRST_THANKS,
  feeling: FIFTYFIRST_FEELING,
  question: FIFTYFIRST_QUESTION,
  statement: FIFTYFIRST_STATEMENT,
  decision: FIFTYFIRST_DECISION,
  dilemma: FIFTYFIRST_DILEMMA,
  recall: FIFTYFIRST_RECALL,
  prioritise: FIFTYFIRST_PRIORITISE,
  agenda: FIFTYFIRST_AGENDA,
  free_time: FIFTYFIRST_FREE_TIME,
  unclear: FIFTYFIRST_UNCLEAR,
  bare: FIFTYFIRST_BARE,
};

export const HELD_OUT_FIFTYFIRST: HeldOutItem[] = Object.values(HELD_OUT_FIFTYFIRST_KINDS).flat();
