import type { ConversationState, Intent } from '../intent';
import {
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
  task,
  unclear,
  within,
  words,
  answer,
  note,
  type HeldOutItem,
} from './held-out-kit';
import {
  FORTYSEVENTH_AGENDA,
  FORTYSEVENTH_BARE,
  FORTYSEVENTH_DECISION,
  FORTYSEVENTH_DILEMMA,
  FORTYSEVENTH_FEELING,
  FORTYSEVENTH_FREE_TIME,
  FORTYSEVENTH_GREETING,
  FORTYSEVENTH_PRIORITISE,
  FORTYSEVENTH_QUESTION,
  FORTYSEVENTH_RECALL,
  FORTYSEVENTH_STATEMENT,
  FORTYSEVENTH_THANKS,
  FORTYSEVENTH_UNCLEAR,
} from './held-out-fortyseventh-b';

/**
 * The forty-seventh held-out set: small-business owners in London and New York who write the
 * English of where they grew up: an Indian software consultant, a Nigerian caterer, a Singaporean
 * online seller, a South African interior designer, an Irish builder, a Scottish accountant, an
 * Australian surf-school owner in Cornwall, a Jamaican hairdresser in Brooklyn, a Ghanaian importer,
 * a Filipino virtual assistant, a Kenyan safari operator and a Welsh veg-box farmer. It leans on
 * local words for time ("the morn", "arvo", "Monday coming", "next week Tuesday", "half six",
 * 24-hour clocks, day-first dates) and on messages with a job word or a time that ask for nothing.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
const LISTED = { listed: ['Ring Seamus re plasterboard', 'Pay the lads', 'Order the skip for Harrow', 'Chase the Kilburn invoice'] };
const LISTED_N = { listed: ['Send the Mara quote', 'Call the Nairobi office', 'Book the Diani hotel'] };

/** Said in a New York zone by someone who writes the day first ("3/12" is 3 December). */
const dayFirst = (item: HeldOutItem): HeldOutItem => ({ ...item, dayFirst: true });

export const FORTYSEVENTH_ASK: HeldOutItem[] = [
  london(
    'abeg remind me to buy crayfish and tatashe for the Saturday party by 4 latest',
    task('buy crayfish and tatashe for the Saturday party', l('11-11 16:00')),
  ),
  london(
    'remind me the morn at 9 to phone the HMRC agent line for Mr Buchanan',
    task('phone the HMRC agent line for Mr Buchanan', l('11-12 09:00')),
  ),
  london(
    'need to ring the scaffolders about the Harrow job, tomorrow half 8',
    task('ring the scaffolders about the Harrow job', l('11-12 08:30')),
    task('ring the scaffolders about the Harrow job', l('11-12 20:30')),
  ),
  london(
    'wax the boards and hang the wetsuits out tomorrow arvo',
    task('wax the boards and hang the wetsuits out', l('11-12 14:00')),
    task('wax the boards and hang the wetsuits out', l('11-12 13:00')),
    task('wax the boards and hang the wetsuits out', l('11-12 15:00')),
    task('wax the boards and hang the wetsuits out', l('11-12 12:00')),
  ),
  london(
    'fill up the van at the servo before friday',
    task('fill up the van at the servo', l('11-13')),
    task('fill up the van at the servo', l('11-12')),
  ),
  london('send Mrs Whitcombe the fabric samples on Monday coming', task('send Mrs Whitcombe the fabric samples', l('11-16'))),
  london('this Friday coming at 11 site visit at the Clapham flat', task('site visit at the Clapham flat', l('11-13 11:00'))),
  london(
    'chase the clearing agent about the container at Felixstowe tmrw 10am',
    task('chase the clearing agent about the container at Felixstowe', l('11-12 10:00')),
  ),
  london('remind me on 20/11 to pay the shea butter supplier in Tamale', task('pay the shea butter supplier in Tamale', l('11-20'))),
  london('deliver the veg boxes to Llandeilo saturday 0700', task('deliver the veg boxes to Llandeilo', l('11-14 07:00'))),
  london('remind me at 17:30 to lock the polytunnel', task('lock the polytunnel', l('11-11 17:30'))),
  london('wee reminder to file the Baxter partnership return by the 30th', task('file the Baxter partnership return', l('11-30'))),
  london('quarter past 4 today ring Seamus re the plasterboard', task('ring Seamus re the plasterboard', l('11-11 16:15'))),
  london(
    'next week Tuesday collect the jollof trays from the hire place',
    task('collect the jollof trays from the hire place', l('11-17')),
  ),
  london(
    'book the surf instructors first aid refresher for the 2nd of december',
    task('book the surf instructors first aid refresher', l('12-02')),
  ),
  london('remind me in 20 min to take the puff puff out the fryer', task('take the puff puff out the fryer', inMinutes(20))),
  london('Friday week invoice the Fulham client for the curtains', task('invoice the Fulham client for the curtains', l('11-20'))),
  london(
    'URGENT ring the council building control before 5 today',
    task('ring the council building control', l('11-11 17:00'), { important: true }),
  ),
  london('order the kente rolls from Kumasi latest by friday', task('order the kente rolls from Kumasi', l('11-13'))),
  london("the morn's morn scan Mrs Kerr's receipts", task("scan Mrs Kerr's receipts", l('11-13')), unclear),
  london(
    'at half six this evening prep 200 small chops for the Woolwich christening',
    task('prep 200 small chops for the Woolwich christening', l('11-11 18:30')),
  ),
  london('1/12 renew the hut licence with the council', task('renew the hut licence with the council', l('12-01'))),
  london(
    'dig the last of the leeks for the boxes tomorrow first thing',
    task('dig the last of the leeks for the boxes', l('11-12 07:00')),
    task('dig the last of the leeks for the boxes', l('11-12 08:00')),
    task('dig the last of the leeks for the boxes', l('11-12 09:00')),
  ),
  london(
    'IMPORTANT: pay the customs duty on the Tema container by 21st Nov',
    task('pay the customs duty on the Tema container', l('11-21'), { important: true }),
  ),
  london('ring the vet about the lame ewe at ten past 5', task('ring the vet about the lame ewe', l('11-11 17:10'))),
  london(
    'pick up the sofa fabric from Chelsea Harbour on the 18th at 1400',
    task('pick up the sofa fabric from Chelsea Harbour', l('11-18 14:00')),
  ),
  newYork(
    'kindly remind me to revert to Mr Kulkarni on the SOW by EOD',
    task('revert to Mr Kulkarni on the SOW', n('11-11 17:00')),
    task('revert to Mr Kulkarni on the SOW', n('11-11 18:00')),
  ),
  newYork('can or not remind me tmr 2pm to ship the amazon orders', task('ship the amazon orders', n('11-12 14:00'))),
  newYork(
    "remind me po tomorrow at 8:30am to send ma'am Karen her inbox summary",
    task("send ma'am Karen her inbox summary", n('11-12 08:30')),
  ),
  newYork('retwist for Keisha sat 11am', task('retwist for Keisha', n('11-14 11:00'))),
  newYork(
    'call the Nairobi office about the Mara bookings at 3 pm today',
    task('call the Nairobi office about the Mara bookings', n('11-11 15:00')),
  ),
  newYork('please remind me 25/11 to file the quarterly estimated tax', task('file the quarterly estimated tax', n('11-25'))),
  dayFirst(
    newYork(
      'send the Diani itinerary to the Hendricks family on 3/12',
      task('send the Diani itinerary to the Hendricks family', n('12-03')),
    ),
  ),
  newYork('UAT signoff call thursday 1430', task('UAT signoff call', n('11-12 14:30'))),
  newYork('in 2 hrs restock the box braids hair', task('restock the box braids hair', inMinutes(120))),
  newYork('order the bubble wrap and tape, remind me at 6pm', task('order the bubble wrap and tape', n('11-11 18:00'))),
  newYork('remind me to pay the salon booth rent friday latest', task('pay the salon booth rent', n('11-13'))),
  newYork('on the 1st of december renew the safari insurance policy', task('renew the safari insurance policy', n('12-01'))),
  newYork('tmrw at noon pls remind sir Josh about his dentist', task('remind sir Josh about his dentist', n('11-12 12:00'))),
  newYork(
    'pick up relaxer and edge control from the beauty supply 4:45 today',
    task('pick up relaxer and edge control from the beauty supply', n('11-11 16:45')),
  ),
  newYork('Monday coming 10 am sprint demo with the Hoboken client', task('sprint demo with the Hoboken client', n('11-16 10:00'))),
  newYork(
    'asap send the invoice to Meridian Logistics',
    task('send the invoice to Meridian Logistics', null, { important: true }),
    task('send the invoice to Meridian Logistics'),
  ),
  newYork('in 45 minutes remind me to check the livestream sale', task('check the livestream sale', inMinutes(45))),
  dayFirst(
    newYork(
      'book the Mara lodge for the Lindqvists before 5/1',
      task('book the Mara lodge for the Lindqvists', n('2027-01-05 12:00')),
      task('book the Mara lodge for the Lindqvists', n('2027-01-04 12:00')),
    ),
  ),
  newYork('next week Tuesday 11am call the Pune team about the release', task('call the Pune team about the release', n('11-17 11:00'))),
];

export const FORTYSEVENTH_RECURRING: HeldOutItem[] = [
  london(
    'every Monday 0800 send the weekly veg box list to the packers',
    task('send the weekly veg box list to the packers', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london('every friday at half 4 pay the lads', task('pay the lads', l('11-13 16:30'), { repeat: every('week') })),
  london('remind me every day at 7am to check the tide times', task('check the tide times', l('11-12 07:00'), { repeat: every('day') })),
  london(
    'on the 19th of every month file the CIS returns for the builders',
    task('file the CIS returns for the builders', l('11-19'), { repeat: every('month') }),
  ),
  london(
    'every weekday 9am check the container tracking',
    task('check the container tracking', l('11-12 09:00'), { repeat: every('weekday') }),
  ),
  london(
    'each Saturday 6:30am load the trailer for Llandeilo market',
    task('load the trailer for Llandeilo market', l('11-14 06:30'), { repeat: every('week') }),
  ),
  london('every other Sunday deep clean the kitchen unit', task('deep clean the kitchen unit', l('11-15'), { repeat: every('week', 2) })),
  london(
    'every thursday arvo wash the rental wetsuits',
    task('wash the rental wetsuits', l('11-12 14:00'), { repeat: every('week') }),
    task('wash the rental wetsuits', l('11-12 13:00'), { repeat: every('week') }),
    task('wash the rental wetsuits', l('11-12 15:00'), { repeat: every('week') }),
    task('wash the rental wetsuits', l('11-12 12:00'), { repeat: every('week') }),
  ),
  london(
    'remind me each year on 31 january about the self assessment deadline',
    task('self assessment deadline', l('2027-01-31 12:00'), { repeat: every('year') }),
  ),
  london(
    'every 2 weeks on Tuesday order palm oil and rice from the cash and carry',
    task('order palm oil and rice from the cash and carry', l('11-17'), { repeat: every('week', 2) }),
  ),
  london(
    "every evening at 8 post the next day's menu on my whatsapp status",
    task("post the next day's menu on my whatsapp status", l('11-11 20:00'), { repeat: every('day') }),
  ),
  london('pay the warehouse rent on the 25th of each month', task('pay the warehouse rent', l('11-25'), { repeat: every('month') })),
  london('every morning at 6 feed the hens', task('feed the hens', l('11-12 06:00'), { repeat: every('day') })),
  london(
    'remind me every 2 months on the 10th to check the fire extinguishers in the kitchen',
    task('check the fire extinguishers in the kitchen', l('12-10'), { repeat: every('month', 2) }),
  ),
  newYork('every monday 9:30 am status report to Meridian', task('status report to Meridian', n('11-16 09:30'), { repeat: every('week') })),
  newYork("remind me every day 8pm to pack the day's orders", task("pack the day's orders", n('11-11 20:00'), { repeat: every('day') })),
  newYork(
    "kindly remind me po every weekday 9am to check ma'am Karen's calendar",
    task("check ma'am Karen's calendar", n('11-12 09:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'every sunday 7pm post the weeks appointment slots on IG',
    task('post the weeks appointment slots on IG', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork('the 15th of every month invoice the Hoboken client', task('invoice the Hoboken client', n('11-15'), { repeat: every('month') })),
  newYork(
    'every fortnight on Friday payroll for the drivers in Arusha',
    task('payroll for the drivers in Arusha', n('11-13'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every year on 1 march renew the park concession',
    task('renew the park concession', n('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  newYork('every day at 11pm back up the shopify orders', task('back up the shopify orders', n('11-11 23:00'), { repeat: every('day') })),
  newYork(
    'every wednesday 6pm deep condition my own hair lol',
    task('deep condition my own hair', n('11-11 18:00'), { repeat: every('week') }),
  ),
  newYork(
    'every month on the 3rd reconcile the paypal account',
    task('reconcile the paypal account', n('12-03'), { repeat: every('month') }),
  ),
  newYork(
    'each weekday 7:45 standup with the Pune team',
    task('standup with the Pune team', n('11-12 07:45'), { repeat: every('weekday') }),
  ),
  newYork('every 3 weeks on saturday touch up my own locs', task('touch up my own locs', n('11-14'), { repeat: every('week', 3) })),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:00');

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

export const FORTYSEVENTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring the plasterer', OVERDUE_L), london('give me an hour there, up a ladder', snoozeFor(60))),
  within(reminded('Buy crayfish for the party', OVERDUE_L), london('abeg 30 mins, I dey for market', snoozeFor(30))),
  within(reminded('Ship the amazon orders', OVERDUE_N), newYork('later then do lah, 2 hours', snoozeFor(120))),
  within(reminded('Call the clearing agent', OVERDUE_L), london('chale not now, remind me at 5', snoozeUntil(l('11-11 17:00')))),
  within(
    reminded('Phone the HMRC agent line', OVERDUE_L),
    london('the morn at 10', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(
    reminded('Wash the rental wetsuits', OVERDUE_L),
    london(
      'reckon tomorrow arvo',
      snoozeUntil(l('11-12 14:00')),
      snoozeUntil(l('11-12 13:00')),
      snoozeUntil(l('11-12 15:00')),
      snoozeUntil(l('11-12 12:00')),
    ),
  ),
  within(reminded('Send Mrs Whitcombe the samples', OVERDUE_L), london('push it to Monday coming', ...toDayL('11-16'))),
  within(reminded('Lock the polytunnel', LATER_L), london('snooze 45', snoozeFor(45))),
  within(reminded('Revert to Mr Kulkarni', OVERDUE_N), newYork('in a meeting, kindly remind after 1 hour', snoozeFor(60))),
  within(reminded("Send ma'am Karen the summary", OVERDUE_N), newYork('for a while po, remind me in 15 mins', snoozeFor(15))),
  within(reminded('Retwist for Keisha', OVERDUE_N), newYork('she soon come, bump it 20 min', snoozeFor(20))),
  within(
    reminded('Call the Nairobi office', OVERDUE_N),
    newYork('they are 8 hrs ahead, remind me tomorrow at 8am', snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('Pay the lads', OVERDUE_L), london('ugh push it till friday', ...toDayL('11-13'))),
  within(reminded('Dig the leeks', OVERDUE_L), london('raining sideways, tomorrow', ...toDayL('11-12'))),
  within(reminded('Order the kente rolls', OVERDUE_L), london('remind me at 1900', snoozeUntil(l('11-11 19:00')))),
  within(reminded('Fill up the van at the servo', OVERDUE_L), london('another half hour mate', snoozeFor(30))),
  within(reminded('Check the livestream sale', OVERDUE_N), newYork('snooze till 12 noon', snoozeUntil(n('11-11 12:00')))),
  within(reminded('Pack the orders', OVERDUE_N), newYork('not yet, 90 min', snoozeFor(90))),
  within(reminded('Book the site meeting', OVERDUE_L), london('next week Tuesday', ...toDayL('11-17'))),
  within(
    reminded('Pay the customs duty', OVERDUE_L),
    london('sunday evening instead, 6pm', snoozeUntil(l('11-15 18:00')), move(ctx, '2026-11-15', '18:00')),
  ),
  within(reminded("Scan Mrs Kerr's receipts", OVERDUE_L), london('snooze 2h', snoozeFor(120))),
  within(reminded('Send the Diani itinerary', OVERDUE_N), newYork('pole, busy. remind me at 3:30', snoozeUntil(n('11-11 15:30')))),
  within(
    reminded('Restock the braiding hair', OVERDUE_N),
    newYork('tomorrow morning', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('File the GST return', OVERDUE_N), newYork('out of station today, remind me on 13th', ...toDayN('11-13'))),
  within(reminded('Collect the jollof trays', OVERDUE_L), london('I dey come, 10 mins', snoozeFor(10))),
  within(reminded('Prep the small chops', OVERDUE_L), london('an hour and a bit, say 90 mins', snoozeFor(90))),
  within(
    reminded('Invoice the Harrow extension', OVERDUE_L),
    london("grand, I'll do it after the tea. remind me at 8", snoozeUntil(l('11-11 20:00'))),
  ),
  within(reminded('Answer sir Josh emails', OVERDUE_N), newYork('later then do', snoozeFor(60), unclear, askBack)),
  within(reminded('Chase the Kilburn invoice', OVERDUE_L), london('ask me again the morn', ...toDayL('11-12'))),
];

export const FORTYSEVENTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Site visit at the Clapham flat', l('11-13 11:00')), london('no wait, half 12', move(ctx, null, '12:30'))),
  within(
    talkedOf('Sprint demo with the Hoboken client', n('11-16 10:00')),
    newYork('client asked to prepone it to 9', move(ctx, null, '09:00')),
  ),
  within(
    talkedOf('Ring the scaffolders about the Harrow job', l('11-12 08:30')),
    london('actually make it thursday... sorry, friday', move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Phone the HMRC agent line', l('11-12 09:00')), london('och no, 10 past 9', move(ctx, null, '09:10'))),
  within(talkedOf('Deliver the veg boxes to Llandeilo', l('11-14 07:00')), london('make that 0630', move(ctx, null, '06:30'))),
  within(talkedOf('Collect the jollof trays', l('11-17 12:00')), london('sorry na wednesday not tuesday', move(ctx, '2026-11-18', null))),
  within(talkedOf('Pay the shea butter supplier', l('11-20 12:00')), london('no, 19/11', move(ctx, '2026-11-19', null))),
  within(talkedOf('Ship the amazon orders', n('11-12 14:00')), newYork('wrong already, 4pm then correct', move(ctx, null, '16:00'))),
  within(talkedOf('Retwist for Keisha', n('11-14 11:00')), newYork('she text me, make it 12:30', move(ctx, null, '12:30'))),
  within(
    talkedOf('UAT signoff call', n('11-12 14:30')),
    newYork('kindly shift to friday same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:30')),
  ),
  within(talkedOf('Send the Diani itinerary', n('12-03 12:00')), newYork('ah no, the 2nd', move(ctx, '2026-12-02', null))),
  within(talkedOf('Wax the boards', l('11-12 14:00')), london('reckon earlier is better, make it 11', move(ctx, null, '11:00'))),
  within(talkedOf('Invoice the Fulham client', l('11-20 12:00')), london('not friday week, this friday', move(ctx, '2026-11-13', null))),
  london('move the scaffolders call to monday 8am', move(words('scaffolders'), '2026-11-16', '08:00')),
  newYork('shift the Mara bookings call to tmrw 11am', move(words('Mara bookings'), '2026-11-12', '11:00')),
  london('push the small chops prep to friday', move(words('small chops'), '2026-11-13', null)),
  within(talkedOf('Lock the polytunnel', l('11-11 17:30')), london('make it quarter to 6', move(ctx, null, '17:45'))),
  within(talkedOf('Pay the salon booth rent', n('11-13 12:00')), newYork('nah thursday', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Renew the safari insurance policy', n('12-01 12:00')),
    newYork('sorry i mean 1st of january', move(ctx, '2027-01-01', null)),
  ),
  within(talkedOf('Remind sir Josh about his dentist', n('11-12 12:00')), newYork('correction po, 11:30 am', move(ctx, null, '11:30'))),
  within(
    talkedOf('Order the kente rolls from Kumasi', l('11-13 12:00')),
    london('make it the 16th at 10', move(ctx, '2026-11-16', '10:00')),
  ),
  within(talkedOf("Scan Mrs Kerr's receipts", l('11-13 12:00')), london('no, the morn', move(ctx, '2026-11-12', null))),
  within(talkedOf('Prep 200 small chops', l('11-11 18:30')), london('i mean half seven not half six', move(ctx, null, '19:30'))),
  newYork('prepone the Meridian status call to 2pm today', move(words('Meridian status call'), '2026-11-11', '14:00')),
  within(talkedOf('Fill up the van at the servo', l('11-13 12:00')), london('actually sat morning, 8', move(ctx, '2026-11-14', '08:00'))),
  within(talkedOf('Ring the vet about the ewe', l('11-11 17:10')), london('make that 1630, surgery shuts at 5', move(ctx, null, '16:30'))),
];

export const FORTYSEVENTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Ring Seamus'),
    london("change it to 'ring Seamus and Fergal re plasterboard'", rename(ctx, 'ring Seamus and Fergal re plasterboard')),
  ),
  within(talkedOf('Buy crayfish'), london('rename am to buy crayfish, tatashe and ponmo', rename(ctx, 'buy crayfish, tatashe and ponmo'))),
  newYork("rename the SOW one to 'SOW v3 review with Mr Kulkarni'", rename(words('SOW'), 'SOW v3 review with Mr Kulkarni')),
  within(talkedOf('Ship the amazon orders'), newYork('rename to ship amazon + etsy orders', rename(ctx, 'ship amazon + etsy orders'))),
  london("the wetsuit task should say 'wash and hang the kids wetsuits'", rename(words('wetsuit'), 'wash and hang the kids wetsuits')),
  within(talkedOf('Send Mrs Witcomb the samples'), london('spelling pls, its Whitcombe', rename(ctx, 'Send Mrs Whitcombe the samples'))),
  within(talkedOf('Retwist for Keisha'), newYork("call it 'retwist + style for Keisha'", rename(ctx, 'retwist + style for Keisha'))),
  london("rename 'pay the lads' to 'pay the lads and the sparky'", rename(words('pay the lads'), 'pay the lads and the sparky')),
  within(
    talkedOf('Scan receipts'),
    london("make the title 'scan Mrs Kerr's receipts for 2025-26'", rename(ctx, "scan Mrs Kerr's receipts for 2025-26")),
  ),
  newYork(
    "kindly rename the Diani task as 'Diani and Zanzibar itinerary for the Hendricks'",
    rename(words('Diani'), 'Diani and Zanzibar itinerary for the Hendricks'),
  ),
  within(talkedOf('Deliver veg boxes'), london('call it deliver veg boxes and eggs', rename(ctx, 'deliver veg boxes and eggs'))),
  london(
    "change the container one to 'chase agent re container MSKU 4471'",
    rename(words('container'), 'chase agent re container MSKU 4471'),
  ),
  within(
    talkedOf("Check ma'am Karen's calendar"),
    newYork("rename po to 'check ma'am Karen and sir Josh calendars'", rename(ctx, "check ma'am Karen and sir Josh calendars")),
  ),
  london(
    'rename the jollof trays one to collect chafing dishes and trays',
    rename(words('jollof trays'), 'collect chafing dishes and trays'),
  ),
  within(
    talkedOf('Book first aid'),
    london("name it 'first aid refresher for all 4 instructors'", rename(ctx, 'first aid refresher for all 4 instructors')),
  ),
  newYork(
    "the beauty supply one should read 'relaxer, edge control and bonnets'",
    rename(words('beauty supply'), 'relaxer, edge control and bonnets'),
  ),
  within(
    talkedOf('Invoice the Fulham client'),
    london('change to invoice the Fulham client - curtains and blinds', rename(ctx, 'invoice the Fulham client - curtains and blinds')),
  ),
  newYork("retitle the amazon one as 'ship amazon orders (12 parcels)'", rename(words('amazon'), 'ship amazon orders (12 parcels)')),
  within(
    talkedOf('Call Nairobi'),
    newYork("change the title to 'call Nairobi office re Mara lodge rates'", rename(ctx, 'call Nairobi office re Mara lodge rates')),
  ),
  london(
    "rename 'lock the polytunnel' as 'lock polytunnel and feed the dogs'",
    rename(words('lock the polytunnel'), 'lock polytunnel and feed the dogs'),
  ),
  within(
    talkedOf('Pay customs duty'),
    london("should say 'pay customs duty + port storage'", rename(ctx, 'pay customs duty + port storage')),
  ),
  within(talkedOf('UAT call'), newYork("edit the name: 'UAT signoff with Meridian'", rename(ctx, 'UAT signoff with Meridian'))),
];

export const FORTYSEVENTH_REMOVE: HeldOutItem[] = [
  london('delete the scaffolders one, my brother sorted it', remove(words('scaffolders'))),
  within(talkedOf('Buy crayfish and tatashe'), london('abeg cancel am, my sister bought it', remove(ctx))),
  newYork('remove the sprint demo reminder, client postponed indefinitely', remove(words('sprint demo'))),
  within(LISTED, london('delete number 3', remove(num(3)))),
  newYork('cancel the livestream one lah, the platform cancel the event', remove(words('livestream'))),
  within(talkedOf('Wash the rental wetsuits'), london('bin that, season is over', remove(ctx))),
  london("scrap the hut licence task, council said it's auto renewed", remove(words('hut licence'))),
  newYork('kindly delete the reminder for sir Josh dentist po, he cancelled', remove(words('dentist'))),
  within(talkedOf('Retwist for Keisha'), newYork('she cancel, take it off', remove(ctx))),
  london('get rid of the kente order reminder', remove(words('kente'))),
  within(LISTED_N, newYork('remove 2 from the list', remove(num(2)))),
  london('drop the leeks one, slugs got them all', remove(words('leeks'))),
  within(talkedOf("Scan Mrs Kerr's receipts"), london('ach just delete it, she brought them in on paper', remove(ctx))),
  newYork("take 'restock the box braids hair' off", remove(words('restock the box braids hair'))),
  london('no need for the Whitcombe samples reminder again, remove it', remove(words('Whitcombe samples'))),
  within(talkedOf('Pay the salon booth rent'), newYork('nvm, delete that one', remove(ctx))),
  newYork('cancel the GST reminder, my CA is handling it', remove(words('GST'))),
  london('remove the servo one', remove(words('servo'))),
  within(LISTED, london('wipe number 1 there', remove(num(1)))),
  within(talkedOf('Collect the chafing dishes'), london('cancel it, the hall is providing', remove(ctx))),
  newYork('pls erase the Diani itinerary task, the Hendricks cancelled the trip', remove(words('Diani itinerary'))),
  london('delete the small chops prep, the party has been moved to january', remove(words('small chops'))),
];

export const FORTYSEVENTH_DONE: HeldOutItem[] = [
  within(reminded('Ring the plasterer', OVERDUE_L), london('rang him, sound', done(ctx))),
  within(reminded('Buy crayfish and tatashe', OVERDUE_L), london('I don buy am', done(ctx))),
  within(reminded('Ship the amazon orders', OVERDUE_N), newYork('already shipped lah', done(ctx))),
  within(reminded('Revert to Mr Kulkarni on the SOW', OVERDUE_N), newYork('reverted to him, kindly close', done(ctx))),
  within(reminded("Send ma'am Karen her inbox summary", OVERDUE_N), newYork('done po', done(ctx))),
  within(reminded('Lock the polytunnel', OVERDUE_L), london('locked, all tidy', done(ctx))),
  within(LISTED, london('2 is done', done(num(2)))),
  within(reminded('Fill up the van at the servo', OVERDUE_L), london('filled her up 👍', done(ctx))),
  london('paid the customs duty on the Tema container', done(words('customs duty'))),
  within(reminded('Phone the HMRC agent line', OVERDUE_L), london('aye done, wee bit of a wait but sorted', done(ctx))),
  within(reminded('Retwist for Keisha', OVERDUE_N), newYork('finish her, she look nice 💇🏾‍♀️', done(ctx))),
  newYork('submitted the Meridian invoice finally', done(words('Meridian invoice'))),
  within(LISTED_N, newYork('completed no 1', done(num(1)))),
  within(reminded('Wash the rental wetsuits', OVERDUE_L), london('all hosed down mate', done(ctx))),
  within(reminded('Send the Diani itinerary', OVERDUE_N), newYork('sent, they loved it ✅', done(ctx))),
  within(reminded('Order the kente rolls', OVERDUE_L), london('ordered chale', done(ctx))),
  within(talkedOf('Site visit at the Clapham flat'), london('been and done the site visit', done(ctx), done(words('site visit')))),
  within(reminded('Dig the leeks', OVERDUE_L), london('dug them now', done(ctx))),
  london('ticked off the scaffolders call', done(words('scaffolders'))),
  within(reminded('Check the livestream sale', OVERDUE_N), newYork('ok checked already', done(ctx))),
  within(reminded('Pay the lads', OVERDUE_L), london('lads are paid', done(ctx))),
  within(reminded('File the Baxter partnership return', OVERDUE_L), london('filed ✔', done(ctx))),
  within(LISTED, london('finished the 4th one', done(num(4)))),
  within(reminded('Book the first aid refresher', OVERDUE_L), london('booked it yesterday actually', done(ctx))),
  within(reminded('Call the Nairobi office', OVERDUE_N), newYork('sawa, done', done(ctx))),
  within(reminded('Prep the small chops', OVERDUE_L), london('e don finish 🙌🏾', done(ctx))),
  newYork('the UAT signoff is done, client happy', done(words('UAT signoff'))),
];

const WHICH_RING = { pending: { about: 'which_task' as const, options: ['Ring the plasterer', 'Ring the skip company'] } };
const WHICH_SHIP = {
  pending: { about: 'which_task' as const, options: ['Ship the amazon orders', 'Ship the etsy orders', 'Ship the shopee returns'] },
};
const RETREAT_OR_LESSONS = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Run the Ibiza surf retreat or winter lessons at home?',
    options: ['Ibiza retreat', 'Winter lessons'],
  },
};
const OFFICE_OR_AGENT = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Open a Mombasa office or hire a local agent?',
    options: ['Mombasa office', 'Local agent'],
  },
};
const TASTING = { pending: { about: 'other' as const, question: 'Which day suits for the tasting?', options: ['Friday', 'Saturday'] } };
const BOAT_CHECK = {
  pending: { about: 'other' as const, question: 'Morning or afternoon for the boat check?', options: ['Morning', 'Afternoon'] },
};
const REVIEW_L = { pending: { about: 'review' as const, decision: 'Moved the containers to the cheaper shipping line' } };
const REVIEW_N = { pending: { about: 'review' as const, decision: 'Dropped the Arusha ground handler' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Saying no to rush jobs made December calmer' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Blocking Friday afternoons for admin works' } };

export const FORTYSEVENTH_ANSWER: HeldOutItem[] = [
  within(WHICH_RING, london('the skip one', answer(2))),
  within(WHICH_RING, london('first one', answer(1))),
  within(WHICH_RING, london('2 so', answer(2))),
  within(WHICH_RING, london('the plasterer lad', answer(1))),
  within(WHICH_SHIP, newYork('number 3 lah', answer(3))),
  within(WHICH_SHIP, newYork('the etsy one', answer(2))),
  within(WHICH_SHIP, newYork('1 po', answer(1))),
  within(WHICH_SHIP, newYork('none of these', answer(null))),
  within(RETREAT_OR_LESSONS, london('winter lessons, reckon', answer(2))),
  within(RETREAT_OR_LESSONS, london('the ibiza one', answer(1))),
  within(OFFICE_OR_AGENT, newYork('the agent', answer(2))),
  within(OFFICE_OR_AGENT, newYork('still thinking, not yet', answer(null))),
  within(TASTING, london('saturday abeg', answer(2))),
  within(TASTING, london('fri', answer(1))),
  within(BOAT_CHECK, london('arvo', answer(2))),
  within(BOAT_CHECK, london('morning, before the swell picks up', answer(1))),
  within(REVIEW_L, london('e work well, we save plenty money', answer(null))),
  within(REVIEW_N, newYork('mixed, the new guys are slower but cheaper', answer(null))),
  within(KEEP_L, london('aye keep it', answer(null), note)),
  within(KEEP_N, newYork("don't keep po", answer(null))),
  within(
    { pending: { about: 'stuck', task: 'Chase the Kilburn invoice' } },
    london("he won't answer the phone and I've no email for him", answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'Ibiza retreat or winter lessons?', options: ['Ibiza', 'Winter lessons'] } },
    london('cash mostly, and not being away from the kids', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'What should I do about the Meridian day rate?' } },
    newYork('either raise the day rate to 900 or keep 750 and add a retainer', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I remind you about the VAT deadline each month?', options: [] } },
    london('go on so', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Want a morning summary at 7?', options: [] } },
    newYork('no need, thank you po', answer(null)),
  ),
];

export const FORTYSEVENTH_RAMBLE: HeldOutItem[] = [
  london(
    'right so um tomorrow I need to ring the skip company, pay the lads friday and order 40 sheets of plasterboard',
    [task('ring the skip company', l('11-12')), task('pay the lads', l('11-13')), task('order 40 sheets of plasterboard')],
    [task('ring the skip company', l('11-12')), task('pay the lads', l('11-13')), task('order 40 sheets of plasterboard', l('11-12'))],
  ),
  london('abeg remind me: buy 3 bags of rice, collect the chafing dishes by 2 tmrw, and call Aunty Bisi about the guest numbers', [
    task('buy 3 bags of rice'),
    task('collect the chafing dishes', l('11-12 14:00')),
    task('call Aunty Bisi about the guest numbers'),
  ]),
  newYork('ok so like, reply to the shopify chargeback, print the shipping labels at 3, and ask my cousin to help pack', [
    task('reply to the shopify chargeback'),
    task('print the shipping labels', n('11-11 15:00')),
    task('ask my cousin to help pack'),
  ]),
  london(
    'um so yeah the Fulham job, I need to order the linen for the blinds, book the fitter for Monday coming and send the client the invoice',
    [task('order the linen for the blinds'), task('book the fitter', l('11-16')), task('send the client the invoice')],
  ),
  london('things for the morn: 9am see Mr Buchanan, 11 VAT for the bakery, 2pm wee meeting with the new trainee', [
    task('see Mr Buchanan', l('11-12 09:00')),
    task('VAT for the bakery', l('11-12 11:00')),
    task('wee meeting with the new trainee', l('11-12 14:00')),
  ]),
  london('fix the fin boxes, ring the council about the beach permit tomorrow at 10, and grab milk at the servo', [
    task('fix the fin boxes'),
    task('ring the council about the beach permit', l('11-12 10:00')),
    task('grab milk at the servo'),
  ]),
  newYork(
    'kindly note: send the revised estimate to Meridian by EOD, on thursday schedule the UAT call and raise the invoice on 30th',
    [
      task('send the revised estimate to Meridian', n('11-11 17:00')),
      task('schedule the UAT call', n('11-12')),
      task('raise the invoice', n('11-30')),
    ],
    [
      task('send the revised estimate to Meridian', n('11-11 18:00')),
      task('schedule the UAT call', n('11-12')),
      task('raise the invoice', n('11-30')),
    ],
  ),
  newYork("so um I gotta do Keisha's retwist at 11, wash the towels and uh order more edge control", [
    task("do Keisha's retwist", n('11-11 11:00')),
    task('wash the towels'),
    task('order more edge control'),
  ]),
  london('chale three things: chase the clearing agent, pay the haulage guy, and send the invoice to the shop in Brixton', [
    task('chase the clearing agent'),
    task('pay the haulage guy'),
    task('send the invoice to the shop in Brixton'),
  ]),
  london('now then, pick the sprouts tomorrow, wash the boxes and ring the farmers market about a pitch for the 28th', [
    task('pick the sprouts', l('11-12')),
    task('wash the boxes'),
    task('ring the farmers market about a pitch for the 28th'),
  ]),
  newYork('po sir Josh wants: book his flight to Austin, renew his car registration and send the board deck by friday', [
    task('book his flight to Austin'),
    task('renew his car registration'),
    task('send the board deck', n('11-13')),
  ]),
  newYork('need to call the lodge in Naivasha, email the Hendricks the invoice and update the website prices for 2027', [
    task('call the lodge in Naivasha'),
    task('email the Hendricks the invoice'),
    task('update the website prices for 2027'),
  ]),
  london('um, like, quote for the Harrow extension, chase the Kilburn money and get the van in for its service on the 19th', [
    task('quote for the Harrow extension'),
    task('chase the Kilburn money'),
    task('get the van in for its service', l('11-19')),
  ]),
  london('ok so for the christening, I need to buy the goat meat tomorrow, fry the chin chin friday and book the van', [
    task('buy the goat meat', l('11-12')),
    task('fry the chin chin', l('11-13')),
    task('book the van'),
  ]),
  newYork('take photos of the new stock, upload to shopee, then reply all the customer chats', [
    task('take photos of the new stock'),
    task('upload to shopee'),
    task('reply all the customer chats'),
  ]),
  london("so yeah: wax 10 boards, order new leashes, and text the school about thursday's lesson", [
    task('wax 10 boards'),
    task('order new leashes'),
    task("text the school about thursday's lesson"),
  ]),
  london('need to send the Ashworths their moodboard by Friday, order the velvet swatches and ring the upholsterer back', [
    task('send the Ashworths their moodboard', l('11-13')),
    task('order the velvet swatches'),
    task('ring the upholsterer back'),
  ]),
  newYork('prepare the timesheet, file the expense report and renew the ESTA for my trip', [
    task('prepare the timesheet'),
    task('file the expense report'),
    task('renew the ESTA for my trip'),
  ]),
  newYork('mi need fi call the landlord bout the sink, buy more capes, and remind Tanya her appointment moved', [
    task('call the landlord bout the sink'),
    task('buy more capes'),
    task('remind Tanya her appointment moved'),
  ]),
  london(
    'tidy, so: fix the polytunnel door, order seed potatoes and invoice the cafe in Llandovery before the 20th',
    [task('fix the polytunnel door'), task('order seed potatoes'), task('invoice the cafe in Llandovery', l('11-20'))],
    [task('fix the polytunnel door'), task('order seed potatoes'), task('invoice the cafe in Llandovery', l('11-19'))],
  ),
  london('voice note... um so for Mrs Kerr, scan the receipts, um, do her rental income sheet and send her the engagement letter, ta', [
    task('scan the receipts'),
    task('do her rental income sheet'),
    task('send her the engagement letter'),
  ]),
  newYork('2 things: pay the Arusha drivers tomorrow and send the safari deposit refund to the Lindqvists', [
    task('pay the Arusha drivers', n('11-12')),
    task('send the safari deposit refund to the Lindqvists'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FORTYSEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FORTYSEVENTH_ASK,
  recurring: FORTYSEVENTH_RECURRING,
  snooze: FORTYSEVENTH_SNOOZE,
  correction: FORTYSEVENTH_CORRECTION,
  rename: FORTYSEVENTH_RENAME,
  remove: FORTYSEVENTH_REMOVE,
  done: FORTYSEVENTH_DONE,
  answer: FORTYSEVENTH_ANSWER,
  ramble: FORTYSEVENTH_RAMBLE,
  greeting: FORTYSEVENTH_GREETING,
  thanks: FORTYSEVENTH_THANKS,
  feeling: FORTYSEVENTH_FEELING,
  question: FORTYSEVENTH_QUESTION,
  statement: FORTYSEVENTH_STATEMENT,
  decision: FORTYSEVENTH_DECISION,
  dilemma: FORTYSEVENTH_DILEMMA,
  recall: FORTYSEVENTH_RECALL,
  prioritise: FORTYSEVENTH_PRIORITISE,
  agenda: FORTYSEVENTH_AGENDA,
  free_time: FORTYSEVENTH_FREE_TIME,
  unclear: FORTYSEVENTH_UNCLEAR,
  bare: FORTYSEVENTH_BARE,
};

export const HELD_OUT_FORTYSEVENTH: HeldOutItem[] = Object.values(HELD_OUT_FORTYSEVENTH_KINDS).flat();
