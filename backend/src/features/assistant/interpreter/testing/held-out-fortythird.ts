import type { ConversationState, Intent } from '../intent';
import {
  NO_CHANGE,
  ctx,
  done,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
  words,
  answer,
  note,
  type HeldOutItem,
} from './held-out-kit';
import {
  FORTYTHIRD_AGENDA,
  FORTYTHIRD_BARE,
  FORTYTHIRD_DECISION,
  FORTYTHIRD_DILEMMA,
  FORTYTHIRD_FEELING,
  FORTYTHIRD_FREE_TIME,
  FORTYTHIRD_GREETING,
  FORTYTHIRD_PRIORITISE,
  FORTYTHIRD_QUESTION,
  FORTYTHIRD_RECALL,
  FORTYTHIRD_STATEMENT,
  FORTYTHIRD_THANKS,
  FORTYTHIRD_UNCLEAR,
} from './held-out-fortythird-b';

/**
 * The forty-third held-out set: an ordinary week of fourteen people. In London a Nigerian-born
 * accountant, a Polish builder, a Turkish kebab-shop owner, a French pastry chef, an older florist
 * who writes in full sentences, a plumber and a physiotherapist who is also a busy parent; in New
 * York a Brazilian nail-salon owner, an Indian software consultant, a Filipino virtual assistant, a
 * Chinese-born import/export trader, a young photographer, a podcast producer and a dog groomer.
 * About half write English as a second or third language, in their own way.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
const askBack: Intent = { kind: 'ask', text: '', options: [] };

const HANNAH_LIST = { listed: ['Email clinic re room rota', 'Renew gym membership', 'Buy Mia birthday present', 'Book kids dentist appt'] };
const TOMASZ_LIST = { listed: ['Buy plasterboard', 'Skip collection', 'Pay Paweł', 'Quote in Ealing'] };
const JOY_LIST = { listed: ['Update Dr Kaplan calendar', 'Send Sarah the itinerary', 'Book Mr Feldman dinner'] };
const ROHIT_LIST = { listed: ['Sprint demo prep', 'Invoice Brightpath', 'Revert to Meridian on change request', 'Book flight to Pune'] };
const MARCUS_LIST = { listed: ['Email Dr Alvarez', 'Book the studio', 'Invoice the network', 'Check ep 48 upload'] };

export const FORTYTHIRD_ASK: HeldOutItem[] = [
  london(
    'Kindly remind me to file the Holloway Dental VAT return on Friday by 4pm',
    task('file the Holloway Dental VAT return', l('11-13 16:00')),
  ),
  london(
    'tomorrow 7 morning i must go to builders merchant for plasterboard',
    task('go to builders merchant for plasterboard', l('11-12 07:00')),
  ),
  london('remind me call the lamb supplier thursday 11am', task('call the lamb supplier', l('11-12 11:00'))),
  london('please remind to me order the butter from Normandy tmrw at 9h', task('order the butter from Normandy', l('11-12 09:00'))),
  london(
    'Could you remind me to telephone Mrs Pemberton about the funeral wreath at half past ten tomorrow morning, please.',
    task('telephone Mrs Pemberton about the funeral wreath', l('11-12 10:30')),
  ),
  london('gas safe renewal end of the month', task('gas safe renewal', l('11-30')), task('gas safe renewal', l('11-30 17:00'))),
  london(
    'book kids dentist appt tmrw lunchtime',
    task('book kids dentist appt', l('11-12 12:00')),
    task('book kids dentist appt', l('11-12 13:00')),
  ),
  london('is possible remind me friday 16:30 to pay Paweł for plastering', task('pay Paweł for plastering', l('11-13 16:30'))),
  london(
    'remind me clean the extractor fan on 2/12 for hygiene inspection',
    task('clean the extractor fan for hygiene inspection', l('12-02')),
  ),
  london('Fenwick wedding macarons delivery sat 14h', task('Fenwick wedding macarons delivery', l('11-14 14:00'))),
  london(
    "Please remind me on Monday the 16th at 8 o'clock to ring the wholesaler at New Covent Garden.",
    task('ring the wholesaler at New Covent Garden', l('11-16 08:00')),
  ),
  london('mr flynn boiler service thurs 8.30', task('mr flynn boiler service', l('11-12 08:30'))),
  london('remind me in an hour to ring mr delaney re his knee', task('ring mr delaney re his knee', inMinutes(60))),
  london(
    'Send Sunrise Cafe their management accounts by end of day tomorrow',
    task('send Sunrise Cafe their management accounts', l('11-12 17:00')),
    task('send Sunrise Cafe their management accounts', l('11-12 18:00')),
  ),
  london(
    'order velux windows for walthamstow loft in 2 weeks',
    task('order velux windows for walthamstow loft', l('11-25')),
    task('order velux windows for walthamstow loft', l('11-25 15:00')),
  ),
  london('tonight 23:00 remind me lock the back door and put alarm', task('lock the back door and put alarm', l('11-11 23:00'))),
  london('noon tomorrow call Chloé for the christmas bûche orders', task('call Chloé for the christmas bûche orders', l('11-12 12:00'))),
  london('I need to order the Christmas wreath rings this weekend.', task('order the Christmas wreath rings', l('11-14'))),
  london(
    'urgent!! ring mrs achterberg about the leak asap',
    task('ring mrs achterberg about the leak', null, { important: true }),
    task('ring mrs achterberg about the leak', l('11-11 15:00'), { important: true }),
  ),
  london('HCPC registration renew by 1st dec', task('HCPC registration renew', l('12-01')), task('HCPC registration renew', l('11-30'))),
  london(
    "Please put a reminder for Mr Brennan's self assessment call next Tuesday at 2pm",
    task("Mr Brennan's self assessment call", l('11-17 14:00')),
    task("Mr Brennan's self assessment call", l('11-24 14:00')),
  ),
  london('half 8 tmrw meet Mrs Gallagher at kitchen job', task('meet Mrs Gallagher at kitchen job', l('11-12 08:30'))),
  london('remind me at 5 pick up bread from Turkish bakery', task('pick up bread from Turkish bakery', l('11-11 17:00'))),
  london('the 3rd I must to pay the oven repair man', task('pay the oven repair man', l('12-03'))),
  london('Remind me at 4.15 this afternoon to put the roses in the cold room.', task('put the roses in the cold room', l('11-11 16:15'))),
  london('pick up Ollie from football 5:45 tmrw', task('pick up Ollie from football', l('11-12 17:45'))),
  london('I have quote thursday 3pm in Chiswick', task('quote in Chiswick', l('11-12 15:00')), unclear),
  newYork('amiga remind me order the gel polish from supplier tomorrow 11am', task('order the gel polish from supplier', n('11-12 11:00'))),
  newYork(
    'Kindly remind me to send SOW to Meridian Logistics by EOD',
    task('send SOW to Meridian Logistics', n('11-11 17:00')),
    task('send SOW to Meridian Logistics', n('11-11 18:00')),
  ),
  newYork('pls remind me po to update Dr Kaplan calendar at 2pm', task('update Dr Kaplan calendar', n('11-11 14:00'))),
  newYork(
    'container from Ningbo arrive Port Newark 11/20, remind me call customs broker 11/19 9am',
    task('call customs broker', n('11-19 09:00')),
  ),
  newYork('omg remind me to back up the rivera quince pics tonight at 11', task('back up the rivera quince pics', n('11-11 23:00'))),
  newYork('remind me to send the ep 48 rough cut to Tanya thursday at 1:30', task('send the ep 48 rough cut to Tanya', n('11-12 13:30'))),
  newYork('Duke the husky full groom saturday 9am 🐶', task('Duke the husky full groom', n('11-14 09:00'))),
  newYork('pay salon rent on the 1st', task('pay salon rent', n('12-01'))),
  newYork('Remind me for visa renewal docs in 2 weeks', task('visa renewal docs', n('11-25')), task('visa renewal docs', n('11-25 10:00'))),
  newYork('remind me send weekly report to Mr Feldman friday 5pm', task('send weekly report to Mr Feldman', n('11-13 17:00'))),
  newYork('tomorrow 3pm video call with Shenzhen factory', task('video call with Shenzhen factory', n('11-12 15:00'))),
  newYork('edit jasmines senior pics by sunday', task('edit jasmines senior pics', n('11-15'))),
  newYork('in 30 min remind me to check the upload finished', task('check the upload finished', inMinutes(30))),
  newYork(
    'get the clipper blades sharpened next week',
    task('get the clipper blades sharpened', n('11-16')),
    task('get the clipper blades sharpened', n('11-16 09:00')),
  ),
  newYork('remind me tomorrow noon call Daniela about her schedule', task('call Daniela about her schedule', n('11-12 12:00'))),
  newYork('Sprint demo prep tmrw 8:30am', task('Sprint demo prep', n('11-12 08:30'))),
  newYork('remind me 4:30pm to send invoice on Upwork', task('send invoice on Upwork', n('11-11 16:30'))),
  newYork('remind me 11/27 go to bank for LC amendment', task('go to bank for LC amendment', n('11-27'))),
  newYork('buy sd cards tmrw', task('buy sd cards', n('11-12'))),
  newYork(
    'IMPORTANT send sponsor reads to the network by friday noon',
    task('send sponsor reads to the network', n('11-13 12:00'), { important: true }),
  ),
  newYork("remind me at quarter to 12 to call Mochi's mom", task("call Mochi's mom", n('11-11 11:45'))),
  newYork('in 3 hours remind me to take out the trash', task('take out the trash', inMinutes(180))),
  newYork('Remind me on 12/10 for Brightpath contract renewal', task('Brightpath contract renewal', n('12-10'))),
  newYork('this friday 8am remind me po to prepare Sarah board meeting deck', task('prepare Sarah board meeting deck', n('11-13 08:00'))),
  newYork('Monday 9:00 send samples to the Costco buyer', task('send samples to the Costco buyer', n('11-16 09:00'))),
  newYork('remind me in 2 hrs to text the bride back', task('text the bride back', inMinutes(120))),
  newYork('the 21st, book studio for the live episode', task('book studio for the live episode', n('11-21'))),
  newYork('Please remind me to order shampoo and conditioner on Monday.', task('order shampoo and conditioner', n('11-16'))),
  newYork('I have meeting tomorrow 10 with bank manager', task('meeting with bank manager', n('11-12 10:00')), unclear),
];

export const FORTYTHIRD_RECURRING: HeldOutItem[] = [
  london(
    'Remind me on the 19th of every month to chase client PAYE payments',
    task('chase client PAYE payments', l('11-19'), { repeat: every('month') }),
  ),
  london('every friday 17:00 pay the lads', task('pay the lads', l('11-13 17:00'), { repeat: every('week') })),
  london('every day 10 o clock check fridge temperatures', task('check fridge temperatures', l('11-12 10:00'), { repeat: every('day') })),
  london('each sunday 18h laminate the croissant dough', task('laminate the croissant dough', l('11-15 18:00'), { repeat: every('week') })),
  london(
    'Remind me every Tuesday at 5am to go to the flower market, please.',
    task('go to the flower market', l('11-17 05:00'), { repeat: every('week') }),
  ),
  london('every 2 weeks on a monday check the van tyres', task('check the van tyres', l('11-16'), { repeat: every('week', 2) })),
  london('every weekday at 8.10 school run', task('school run', l('11-12 08:10'), { repeat: every('weekday') })),
  london(
    'Remind me every year on 31 January to file my own self assessment',
    task('file my own self assessment', l('2027-01-31'), { repeat: every('year') }),
  ),
  london(
    'every wednesday 9pm order from the cash and carry',
    task('order from the cash and carry', l('11-11 21:00'), { repeat: every('week') }),
  ),
  london('remind me each first of month to pay the kitchen rent', task('pay the kitchen rent', l('12-01'), { repeat: every('month') })),
  london('daily 6pm write up todays jobs', task('write up todays jobs', l('11-11 18:00'), { repeat: every('day') })),
  london('every monday 7am site meeting with architect', task('site meeting with architect', l('11-16 07:00'), { repeat: every('week') })),
  london("remind me every sun 6pm to do the kids' uniforms", task("do the kids' uniforms", l('11-15 18:00'), { repeat: every('week') })),
  newYork('every saturday 8am remind me open the salon early', task('open the salon early', n('11-14 08:00'), { repeat: every('week') })),
  newYork(
    'Every weekday 9:30 AM standup with Meridian team',
    task('standup with Meridian team', n('11-12 09:30'), { repeat: every('weekday') }),
  ),
  newYork('every friday 3pm po send timesheet to agency', task('send timesheet to agency', n('11-13 15:00'), { repeat: every('week') })),
  newYork('every month 15th pay the warehouse', task('pay the warehouse', n('11-15'), { repeat: every('month') })),
  newYork('every sunday night 9 post on insta', task('post on insta', n('11-15 21:00'), { repeat: every('week') })),
  newYork('every tuesday at 11 publish the new episode', task('publish the new episode', n('11-17 11:00'), { repeat: every('week') })),
  newYork(
    'disinfect the grooming tables every night at 7',
    task('disinfect the grooming tables', n('11-11 19:00'), { repeat: every('day') }),
  ),
  newYork(
    'Every 2 weeks on Friday send invoice to Brightpath',
    task('send invoice to Brightpath', n('11-13'), { repeat: every('week', 2) }),
  ),
  newYork('every morning 7am check Sarah inbox po', task('check Sarah inbox', n('11-12 07:00'), { repeat: every('day') })),
  newYork('todo dia at 8pm count the register', task('count the register', n('11-11 20:00'), { repeat: every('day') })),
  newYork('every year 2/1 renew import license', task('renew import license', n('2027-02-01'), { repeat: every('year') })),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];

export const FORTYTHIRD_SNOOZE: HeldOutItem[] = [
  within(reminded('Pay Paweł for plastering', OVERDUE_L), london('not now i am on roof, 1 hour', snoozeFor(60))),
  within(reminded('Call the lamb supplier', OVERDUE_L), london('abi busy with customers, 30 min later', snoozeFor(30))),
  within(reminded('Order the butter from Normandy', OVERDUE_L), london('my hands are in the dough, in 20 minutes', snoozeFor(20))),
  within(
    reminded('Put the roses in the cold room', OVERDUE_L),
    london('Not just yet, could you remind me again in a quarter of an hour?', snoozeFor(15)),
  ),
  within(reminded('Mr Flynn boiler service', OVERDUE_L), london('push it tmrw mate', ...toDayL('11-12'))),
  within(reminded('Ring Mr Delaney re his knee', OVERDUE_L), london('w patient, 45 mins', snoozeFor(45))),
  within(
    reminded('File the Holloway Dental VAT return', OVERDUE_L),
    london('Please remind me again at 6pm', snoozeUntil(l('11-11 18:00'))),
  ),
  within(
    reminded('Meet Mrs Gallagher', OVERDUE_L),
    london('tomorrow morning 8', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('Pick up bread from Turkish bakery', OVERDUE_L), london('later, half 6', snoozeUntil(l('11-11 18:30')))),
  within(reminded('Call Chloé for the bûche orders', OVERDUE_L), london('not today, tomorrow pls, je suis crevée', ...toDayL('11-12'))),
  within(
    reminded('Ring the wholesaler at New Covent Garden', OVERDUE_L),
    london('I shall do it on Monday, please remind me then.', ...toDayL('11-16')),
  ),
  within(reminded('Gas safe renewal', LATER_L), london('snooze 2 hrs', snoozeFor(120))),
  within(reminded('Book kids dentist appt', OVERDUE_L), london('tmrw pls', ...toDayL('11-12'))),
  within(reminded('Renew gym membership', OVERDUE_L), london('ugh push it', snoozeFor(60), askBack, ...toDayL('11-12'))),
  within(reminded('Order the gel polish', OVERDUE_N), newYork('ai not now, client in chair. 1h', snoozeFor(60))),
  within(reminded('Send SOW to Meridian Logistics', OVERDUE_N), newYork('Please snooze by 2 hours', snoozeFor(120))),
  within(
    reminded('Update Dr Kaplan calendar', OVERDUE_N),
    newYork('later po, after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('Call customs broker', OVERDUE_N), newYork('broker office open 11, remind me then', snoozeUntil(n('11-11 11:00')))),
  within(reminded('Text the bride back', OVERDUE_N), newYork('lol not rn. 15', snoozeFor(15))),
  within(reminded('Check the upload finished', OVERDUE_N), newYork('um yeah give me like 10 more minutes', snoozeFor(10))),
  within(reminded("Call Mochi's mom", OVERDUE_N), newYork('remind me at 3, she works till then', snoozeUntil(n('11-11 15:00')))),
  within(reminded('Visa renewal docs', OVERDUE_N), newYork('postpone to this weekend', ...toDayN('11-14'))),
  within(reminded('Send invoice on Upwork', OVERDUE_N), newYork('snooze til 5pm', snoozeUntil(n('11-11 17:00')))),
  within(reminded('Go to bank for LC amendment', OVERDUE_N), newYork('next monday', ...toDayN('11-16'), ...toDayN('11-23'))),
  within(reminded('Buy sd cards', OVERDUE_N), newYork('ugh push it to friday', ...toDayN('11-13'))),
  within(reminded('Take out the trash', OVERDUE_N), newYork('in 40 min amiga', snoozeFor(40))),
  within(
    reminded('Book studio for the live episode', OVERDUE_N),
    newYork('so yeah can you remind me tomorrow at like 10', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('Pay the trucking invoice', OVERDUE_N), newYork('not yet', snoozeFor(60), NO_CHANGE)),
];

export const FORTYTHIRD_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Meet Mrs Gallagher at kitchen job', l('11-12 08:30')), london('no wait, 9', move(ctx, null, '09:00'))),
  within(talkedOf('Call the lamb supplier', l('11-12 11:00')), london('sorry not thursday, friday', move(ctx, '2026-11-13', null))),
  within(talkedOf('Fenwick wedding macarons delivery', l('11-14 14:00')), london('ah non, 15h not 14h', move(ctx, null, '15:00'))),
  within(
    talkedOf('Telephone Mrs Pemberton about the funeral wreath', l('11-12 10:30')),
    london("I am terribly sorry, I meant eleven o'clock, not half past ten.", move(ctx, null, '11:00')),
  ),
  within(talkedOf('Mr Flynn boiler service', l('11-12 08:30')), london('actually make it 2:30', move(ctx, null, '14:30'))),
  within(talkedOf('Pick up Ollie from football', l('11-12 17:45')), london('sorry its 5:15 not 5:45', move(ctx, null, '17:15'))),
  within(
    talkedOf("Mr Brennan's self assessment call", l('11-17 14:00')),
    london('Correction: Wednesday, not Tuesday', move(ctx, '2026-11-18', null)),
  ),
  within(talkedOf('Pay Paweł for plastering', l('11-13 16:30')), london('is possible move it to saturday?', move(ctx, '2026-11-14', null))),
  london('move the Gallagher job to monday 8am', move(words('Gallagher'), '2026-11-16', '08:00')),
  london('shift flynn boiler to fri', move(words('flynn'), '2026-11-13', null)),
  within(talkedOf('Lock the back door and put alarm', l('11-11 23:00')), london('make it half 11', move(ctx, null, '23:30'))),
  within(talkedOf('Pay the oven repair man', l('12-03 12:00')), london('non sorry, the 4th', move(ctx, '2026-12-04', null))),
  london('push the delaney call to tmrw 9', move(words('delaney'), '2026-11-12', '09:00')),
  within(talkedOf('Ring mrs achterberg about the leak', l('11-11 16:00')), london('no wait 5', move(ctx, null, '17:00'))),
  within(talkedOf('Order the gel polish from supplier', n('11-12 11:00')), newYork('no wait 2pm', move(ctx, null, '14:00'))),
  within(talkedOf('Sprint demo prep', n('11-12 08:30')), newYork('Please prepone it to 7:30', move(ctx, null, '07:30'))),
  within(
    talkedOf('Prepare Sarah board meeting deck', n('11-13 08:00')),
    newYork('sorry po thursday not friday', move(ctx, '2026-11-12', null)),
  ),
  within(
    talkedOf('Send samples to the Costco buyer', n('11-16 09:00')),
    newYork('change to tuesday same time', move(ctx, '2026-11-17', null), move(ctx, '2026-11-17', '09:00')),
  ),
  within(talkedOf('Edit jasmines senior pics', n('11-15 12:00')), newYork('wait actually saturday', move(ctx, '2026-11-14', null))),
  within(talkedOf('Send the ep 48 rough cut to Tanya', n('11-12 13:30')), newYork('oh um actually make that 3', move(ctx, null, '15:00'))),
  within(talkedOf('Duke the husky full groom', n('11-14 09:00')), newYork('Oops, 10:30 not 9.', move(ctx, null, '10:30'))),
  newYork('Move Brightpath contract renewal to 12/8', move(words('Brightpath'), '2026-12-08', null)),
  newYork('change mrs kim acrylics to friday 4pm', move(words('mrs kim'), '2026-11-13', '16:00')),
  newYork('change the studio booking to the 22nd', move(words('studio'), '2026-11-22', null)),
  within(talkedOf('Send weekly report to Mr Feldman', n('11-13 17:00')), newYork('make it 4:30 po', move(ctx, null, '16:30'))),
  within(
    talkedOf('Video call with Shenzhen factory', n('11-12 15:00')),
    newYork('sorry is 20:00 not 15:00, time difference', move(ctx, null, '20:00')),
  ),
];

export const FORTYTHIRD_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Order velux windows for walthamstow loft'),
    london('change name to order 2 velux windows', rename(ctx, 'order 2 velux windows')),
  ),
  london("rename bread one to 'pick up bread and simit'", rename(words('bread'), 'pick up bread and simit')),
  within(
    talkedOf('Call Chloé for the christmas bûche orders'),
    london("call it 'bûche de noël orders with Chloé'", rename(ctx, 'bûche de noël orders with Chloé')),
  ),
  within(
    talkedOf('Telephone Mrs Pemberton about the funeral wreath'),
    london(
      "Would you kindly rename that to 'Pemberton funeral wreath and casket spray'.",
      rename(ctx, 'Pemberton funeral wreath and casket spray'),
    ),
  ),
  london('rename the leak one to achterberg leak under sink', rename(words('leak'), 'achterberg leak under sink')),
  within(
    talkedOf('Book kids dentist appt'),
    london('change it to book dentist for ollie and mia', rename(ctx, 'book dentist for ollie and mia')),
  ),
  within(
    talkedOf('Send Sunrise Cafe their management accounts'),
    london("Please retitle it 'Sunrise Cafe Q3 management accounts'", rename(ctx, 'Sunrise Cafe Q3 management accounts')),
  ),
  london('the paweł task name should be pay Paweł and Marek', rename(words('paweł'), 'pay Paweł and Marek')),
  within(talkedOf('Pay the oven repair man'), london("rename it 'pay Gérard for the oven'", rename(ctx, 'pay Gérard for the oven'))),
  within(talkedOf('Gas safe renewal'), london("change title to 'renew gas safe card'", rename(ctx, 'renew gas safe card'))),
  within(
    talkedOf('Order the gel polish from supplier'),
    newYork('rename to order gel polish + tips', rename(ctx, 'order gel polish + tips')),
  ),
  newYork("Kindly rename 'Sprint demo prep' to 'Sprint 14 demo prep'", rename(words('Sprint demo prep'), 'Sprint 14 demo prep')),
  within(
    talkedOf('Update Dr Kaplan calendar'),
    newYork('pls po change the name to: update Dr Kaplan and Dr Weiss calendars', rename(ctx, 'update Dr Kaplan and Dr Weiss calendars')),
  ),
  newYork(
    "change 'call customs broker' to 'call Frank about Ningbo container'",
    rename(words('call customs broker'), 'call Frank about Ningbo container'),
  ),
  within(
    talkedOf('Back up the rivera quince pics'),
    newYork('rename it backup rivera quince + engagement pics', rename(ctx, 'backup rivera quince + engagement pics')),
  ),
  within(talkedOf('Check the upload finished'), newYork("um call it 'check ep 48 upload'", rename(ctx, 'check ep 48 upload'))),
  newYork("rename Duke's groom to 'Duke deshed + nails'", rename(words('Duke'), 'Duke deshed + nails')),
  within(
    talkedOf('Call Daniela about her schedule'),
    newYork("name it 'Daniela december schedule'", rename(ctx, 'Daniela december schedule')),
  ),
  within(talkedOf('Visa renewal docs'), newYork('Change title to H1B visa renewal documents', rename(ctx, 'H1B visa renewal documents'))),
  newYork("rename the sponsor one to 'record and send sponsor reads'", rename(words('sponsor'), 'record and send sponsor reads')),
  within(
    talkedOf('Go to bank for LC amendment'),
    newYork('title should be LC amendment at Chase bank', rename(ctx, 'LC amendment at Chase bank')),
  ),
];

export const FORTYTHIRD_REMOVE: HeldOutItem[] = [
  within(talkedOf('Order velux windows for walthamstow loft'), london('delete this, client dont want velux anymore', remove(ctx))),
  london('cancel the bread reminder', remove(words('bread'))),
  london('remove the Fenwick macarons, wedding is cancelled 😢', remove(words('Fenwick'))),
  london('Please delete the reminder about the wreath rings, Eileen has ordered them.', remove(words('wreath rings'))),
  within(talkedOf('Mr Flynn boiler service'), london('bin it, he cancelled', remove(ctx))),
  within(HANNAH_LIST, london('delete 3', remove(num(3)))),
  london('Kindly remove the Brennan call from my list', remove(words('Brennan'))),
  within(TOMASZ_LIST, london('remove number 2 pls', remove(num(2)))),
  london('get rid of the van tyres one', remove(words('van tyres'))),
  within(talkedOf('Pick up Ollie from football'), london('scrap that, his dad is getting him', remove(ctx))),
  newYork('delete the trash reminder', remove(words('trash'))),
  within(talkedOf('Sprint demo prep'), newYork('Please cancel this, demo postponed indefinitely', remove(ctx))),
  within(JOY_LIST, newYork('pls remove no. 1 po', remove(num(1)))),
  newYork('delete Costco samples task, buyer say no', remove(words('Costco samples'))),
  newYork('nvm delete the sd card one', remove(words('sd card'))),
  newYork("um can you take the live episode thing off, we're not doing it", remove(words('live episode'))),
  within(talkedOf("Call Mochi's mom"), newYork('Never mind, please remove it, she called me.', remove(ctx))),
  within(ROHIT_LIST, newYork('remove the 2nd item', remove(num(2)))),
  within(talkedOf('Text the bride back'), newYork('delete that lol she texted first', remove(ctx))),
  within(MARCUS_LIST, newYork('kill 4', remove(num(4)))),
  newYork('cancela the Daniela one, she quit', remove(words('Daniela'))),
];

export const FORTYTHIRD_DONE: HeldOutItem[] = [
  within(reminded('Pay Paweł for plastering', OVERDUE_L), london('paid him already', done(ctx))),
  within(reminded('Call the lamb supplier', OVERDUE_L), london('tamam done', done(ctx))),
  within(reminded('Order the butter from Normandy', OVERDUE_L), london("butter ordered, c'est fait ✅", done(ctx), done(words('butter')))),
  within(
    reminded('Put the roses in the cold room', OVERDUE_L),
    london('Yes, that is done now, thank you.', done(ctx), [done(ctx), talk('thanks')]),
  ),
  within(reminded('Gas safe renewal', OVERDUE_L), london('sorted', done(ctx))),
  within(reminded('Book kids dentist appt', OVERDUE_L), london('booked!! 3rd dec', done(ctx))),
  london('I have filed the Holloway Dental VAT return', done(words('Holloway Dental VAT'))),
  within(TOMASZ_LIST, london('number 1 is finish', done(num(1)))),
  london('flynn boiler done', done(words('flynn boiler'))),
  within(HANNAH_LIST, london('done 2 and 4', [done(num(2)), done(num(4))])),
  within(reminded('Check fridge temperatures', OVERDUE_L), london('all ok, 3 degree', done(ctx))),
  within(
    talkedOf('Ring the wholesaler at New Covent Garden'),
    london("I've spoken to the wholesaler this morning, so you can mark that as done.", done(ctx), done(words('wholesaler'))),
  ),
  within(reminded('Order the gel polish', OVERDUE_N), newYork('done amiga 💅', done(ctx))),
  within(reminded('Send SOW to Meridian Logistics', OVERDUE_N), newYork('SOW sent, kindly close it', done(ctx))),
  within(reminded('Send invoice on Upwork', OVERDUE_N), newYork('done po', done(ctx))),
  within(reminded('Call customs broker', OVERDUE_N), newYork('already call him, finish', done(ctx))),
  within(reminded('Back up the rivera quince pics', OVERDUE_N), newYork('backed up ✔️✔️', done(ctx))),
  within(reminded('Check the upload finished', OVERDUE_N), newYork('yep upload went through, so yeah', done(ctx))),
  within(reminded('Disinfect the grooming tables', OVERDUE_N), newYork('All clean!', done(ctx))),
  within(ROHIT_LIST, newYork('Item 3 completed', done(num(3)))),
  newYork('finished editing jasmines pics finally 😮‍💨', done(words('jasmine'))),
  within(JOY_LIST, newYork('first and second done po', [done(num(1)), done(num(2))])),
  newYork('samples to costco sent out today', done(words('samples'))),
  within(reminded('Order shampoo and conditioner', OVERDUE_N), newYork('ordered 👍', done(ctx))),
  within(talkedOf('Pay salon rent'), newYork('rent paid já', done(ctx))),
];

const WHICH_CALL = { pending: { about: 'which_task' as const, options: ['Call the lamb supplier', 'Call the council about bins'] } };
const WHICH_INVOICE = {
  pending: { about: 'which_task' as const, options: ['Invoice Brightpath', 'Invoice Meridian Logistics', 'Invoice Halcyon'] },
};
const WHICH_WEI = { pending: { about: 'which_task' as const, options: ['Call Frank', 'Call the warehouse'] } };
const TECH_OR_SUNDAYS = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire another nail tech or open on Sundays?',
    options: ['Hire another nail tech', 'Open on Sundays'],
  },
};
const KAPLAN_DAY = {
  pending: { about: 'other' as const, question: "Which day for Dr Kaplan's team call?", options: ['Monday', 'Tuesday'] },
};

export const FORTYTHIRD_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('second', answer(2))),
  within(WHICH_CALL, london('lamb one', answer(1))),
  within(WHICH_CALL, london('council', answer(2))),
  within(WHICH_INVOICE, newYork('Meridian', answer(2))),
  within(WHICH_INVOICE, newYork('3rd', answer(3))),
  within(WHICH_INVOICE, newYork('none of them, I meant the Pune flight', answer(null))),
  within(WHICH_WEI, newYork('Frank', answer(1))),
  within(TECH_OR_SUNDAYS, newYork('hire the girl', answer(1))),
  within(TECH_OR_SUNDAYS, newYork('sundays', answer(2))),
  within(TECH_OR_SUNDAYS, newYork('still thinking amiga', answer(null))),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Take the Chiswick extension or the two small bathrooms?',
        options: ['Chiswick extension', 'Two bathrooms'],
      },
    },
    london('money and my back 😅', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I do the Christmas market?' } },
    london('either the market stall or only the pre-orders from the shop', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Moved all clients to cloud bookkeeping' } },
    london('It has worked very well, fewer queries from clients.', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Switched freight forwarder to Evergreen' } },
    newYork('so so, one container late', answer(null)),
  ),
  within(
    { pending: { about: 'keep', text: 'Saying no to cheap weddings freed my Saturdays' } },
    london('Yes, please keep that.', answer(null), note),
  ),
  within({ pending: { about: 'keep', text: 'Shooting less but charging more feels better' } }, newYork('nah', answer(null))),
  within(KAPLAN_DAY, newYork('tuesday po', answer(2))),
  within(KAPLAN_DAY, newYork('monday is better', answer(1))),
  within(
    { pending: { about: 'other', question: 'Want me to remind you about the van MOT too?', options: [] } },
    london('go on then', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I send your list at 7 every morning?', options: [] } },
    newYork('Yes please, 7 is good', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'Edit episode 48' } },
    newYork('um the guest audio is like super noisy and i dont know how to fix it', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Lamb or chicken for the new special?', options: ['Lamb', 'Chicken'] } },
    london('chicken, cheaper', answer(2)),
  ),
];

export const FORTYTHIRD_RAMBLE: HeldOutItem[] = [
  london('tomorrow: 7 buy plasterboard, 10 Mrs Gallagher kitchen, 15:00 quote in Ealing', [
    task('buy plasterboard', l('11-12 07:00')),
    task('Mrs Gallagher kitchen', l('11-12 10:00')),
    task('quote in Ealing', l('11-12 15:00')),
  ]),
  london('must call gas man, order napkin and cups, pay Kaan his salary friday', [
    task('call gas man'),
    task('order napkin and cups'),
    task('pay Kaan his salary', l('11-13')),
  ]),
  london(
    'ok so um I need to order the chocolate couverture, and also call the Fenwicks for the tasting, and euh, clean the proofer saturday',
    [task('order the chocolate couverture'), task('call the Fenwicks for the tasting'), task('clean the proofer', l('11-14'))],
  ),
  london(
    'Tomorrow I need to collect the lilies from the market at six and deliver the Harcourt bouquets at eleven. I must also invoice the hotel.',
    [
      task('collect the lilies from the market', l('11-12 06:00')),
      task('deliver the Harcourt bouquets', l('11-12 11:00')),
      task('invoice the hotel'),
    ],
    [
      task('collect the lilies from the market', l('11-12 06:00')),
      task('deliver the Harcourt bouquets', l('11-12 11:00')),
      task('invoice the hotel', l('11-12')),
    ],
  ),
  london(
    'jobs tmrw 8am larch close combi, 11 mrs achterberg leak, then screwfix for fittings',
    [task('larch close combi', l('11-12 08:00')), task('mrs achterberg leak', l('11-12 11:00')), task('screwfix for fittings')],
    [task('larch close combi', l('11-12 08:00')), task('mrs achterberg leak', l('11-12 11:00')), task('screwfix for fittings', l('11-12'))],
  ),
  london('need to email clinic re room rota, buy mias bday present n renew gym membership', [
    task('email clinic re room rota'),
    task('buy mias bday present'),
    task('renew gym membership'),
  ]),
  london(
    "Please remind me to: 1. call HMRC about Mr Brennan's tax code, 2. send engagement letter to Holloway Dental, 3. update my CPD log",
    [task("call HMRC about Mr Brennan's tax code"), task('send engagement letter to Holloway Dental'), task('update my CPD log')],
  ),
  london('skip collection monday, and tell Marek bring the mixer', [
    task('skip collection', l('11-16')),
    task('tell Marek bring the mixer'),
  ]),
  london('tonight 22:00 clean the grill, tomorrow 9 call Just Eat about the refund', [
    task('clean the grill', l('11-11 22:00')),
    task('call Just Eat about the refund', l('11-12 09:00')),
  ]),
  london('tmrw 6h start the sourdough, 10h30 delivery to Borough café and 16h call the bank', [
    task('start the sourdough', l('11-12 06:00')),
    task('delivery to Borough café', l('11-12 10:30')),
    task('call the bank', l('11-12 16:00')),
  ]),
  london('order 2 rads for the Okoro job, chase invoice 1043 and book van in for MOT', [
    task('order 2 rads for the Okoro job'),
    task('chase invoice 1043'),
    task('book van in for MOT'),
  ]),
  newYork(
    'amiga so tomorrow I need call the landlord, order acetone and pay Daniela',
    [task('call the landlord', n('11-12')), task('order acetone', n('11-12')), task('pay Daniela', n('11-12'))],
    [task('call the landlord', n('11-12')), task('order acetone'), task('pay Daniela')],
  ),
  newYork('Need to do: raise invoice to Brightpath, revert to Meridian on change request, book flight to Pune for december', [
    task('raise invoice to Brightpath'),
    task('revert to Meridian on change request'),
    task('book flight to Pune for december'),
  ]),
  newYork(
    'po reminders: call Dr Kaplan office at 11, send Sarah the travel itinerary at 1pm, and book Mr Feldman dinner for friday',
    [
      task('call Dr Kaplan office', n('11-11 11:00')),
      task('send Sarah the travel itinerary', n('11-11 13:00')),
      task('book Mr Feldman dinner', n('11-13')),
    ],
    [
      task('call Dr Kaplan office', n('11-11 11:00')),
      task('send Sarah the travel itinerary', n('11-11 13:00')),
      task('book Mr Feldman dinner for friday'),
    ],
  ),
  newYork(
    'tomorrow 9am call Frank, 2pm pick up samples from warehouse, also pay the trucking invoice',
    [task('call Frank', n('11-12 09:00')), task('pick up samples from warehouse', n('11-12 14:00')), task('pay the trucking invoice')],
    [
      task('call Frank', n('11-12 09:00')),
      task('pick up samples from warehouse', n('11-12 14:00')),
      task('pay the trucking invoice', n('11-12')),
    ],
  ),
  newYork('ok so i gotta edit the rivera pics, send the gallery link to jasmine and like buy a new lens cap lol', [
    task('edit the rivera pics'),
    task('send the gallery link to jasmine'),
    task('buy a new lens cap'),
  ]),
  newYork(
    'um so yeah, I need to like, email Dr Alvarez the prep questions, and um book the studio for tuesday, and also, uh, invoice the network for October',
    [task('email Dr Alvarez the prep questions'), task('book the studio', n('11-17')), task('invoice the network for October')],
    [task('email Dr Alvarez the prep questions'), task('book the studio for tuesday'), task('invoice the network for October')],
  ),
  newYork('Tomorrow: Mochi at 9, Duke at 11, Bella at 2. And buy more towels.', [
    task('Mochi', n('11-12 09:00')),
    task('Duke', n('11-12 11:00')),
    task('Bella', n('11-12 14:00')),
    task('buy more towels'),
  ]),
  newYork('remind me two thing: call warehouse about pallets and email invoice to Toronto customer', [
    task('call warehouse about pallets'),
    task('email invoice to Toronto customer'),
  ]),
  newYork('Tomorrow 11am client call with Halcyon and 4pm dentist', [
    task('client call with Halcyon', n('11-12 11:00')),
    task('dentist', n('11-12 16:00')),
  ]),
  newYork(
    "voice note: ok so um... order more tips, like the almond ones, and call the health department about the permit and yeah that's it",
    [task('order more tips'), task('call the health department about the permit')],
    [task('order more almond tips'), task('call the health department about the permit')],
    [task('order more tips like the almond ones'), task('call the health department about the permit')],
  ),
  newYork('gotta cull the engagement shoot tonight at 8 and send the invoice to the Riveras tmrw', [
    task('cull the engagement shoot', n('11-11 20:00')),
    task('send the invoice to the Riveras', n('11-12')),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FORTYTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: FORTYTHIRD_ASK,
  recurring: FORTYTHIRD_RECURRING,
  snooze: FORTYTHIRD_SNOOZE,
  correction: FORTYTHIRD_CORRECTION,
  rename: FORTYTHIRD_RENAME,
  remove: FORTYTHIRD_REMOVE,
  done: FORTYTHIRD_DONE,
  answer: FORTYTHIRD_ANSWER,
  ramble: FORTYTHIRD_RAMBLE,
  greeting: FORTYTHIRD_GREETING,
  thanks: FORTYTHIRD_THANKS,
  feeling: FORTYTHIRD_FEELING,
  question: FORTYTHIRD_QUESTION,
  statement: FORTYTHIRD_STATEMENT,
  decision: FORTYTHIRD_DECISION,
  dilemma: FORTYTHIRD_DILEMMA,
  recall: FORTYTHIRD_RECALL,
  prioritise: FORTYTHIRD_PRIORITISE,
  agenda: FORTYTHIRD_AGENDA,
  free_time: FORTYTHIRD_FREE_TIME,
  unclear: FORTYTHIRD_UNCLEAR,
  bare: FORTYTHIRD_BARE,
};

export const HELD_OUT_FORTYTHIRD: HeldOutItem[] = Object.values(HELD_OUT_FORTYTHIRD_KINDS).flat();
