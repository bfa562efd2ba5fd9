import type { ConversationState } from '../intent';
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
  task,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  SEVENTYFIRST_AGENDA,
  SEVENTYFIRST_BARE,
  SEVENTYFIRST_DECISION,
  SEVENTYFIRST_DILEMMA,
  SEVENTYFIRST_FEELING,
  SEVENTYFIRST_FREE_TIME,
  SEVENTYFIRST_GREETING,
  SEVENTYFIRST_PRIORITISE,
  SEVENTYFIRST_QUESTION,
  SEVENTYFIRST_RECALL,
  SEVENTYFIRST_STATEMENT,
  SEVENTYFIRST_THANKS,
  SEVENTYFIRST_UNCLEAR,
} from './held-out-seventyfirst-b';

/**
 * The seventy-first held-out set: fourteen people running small outfits in the countryside, in IT
 * contracting and in the community. On London time (day-first dates): a freelance IT support
 * contractor in the Marches, a Welsh agricultural contractor (silage, hedge-cutting, baling), a
 * farrier, a rural vicar, a village hall manager, a youth club leader and a beekeeper who sells
 * honey online. On New York time (month-first dates): a sysadmin running a two-person
 * managed-services firm in the Hudson Valley, a web developer on day-rate contracts, a smallholder
 * with a farm stand, a charity fundraiser, a food bank coordinator, a volunteer coordinator and the
 * owner of a wedding venue in a converted barn. They text from the tractor cab, between call-outs,
 * after services and meetings, and dictate voice notes on the move: typos, missing apostrophes,
 * trade jargon, "um" and "so yeah", replies to reminders and corrections of the task just made, and
 * plenty of news, feelings and questions that must change nothing. Read at HELD_OUT_NOW: Wednesday
 * 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per outfit. */
const IT_LIST = {
  listed: ['Swap the toner at Pengelly & Sons', 'Renew the Sophos licence', 'Reset the Vaughans router', 'Invoice the parish council'],
};
const FIELD_LIST = { listed: ['Hedge cutting at Bryn Farm', 'Grease the baler', 'Order net wrap', 'Ring Dai about the clamp sheets'] };
const HALL_LIST = {
  listed: ['Chase the fire extinguisher company', 'Invoice the pilates lady', 'Fix the kitchen tap', 'Book the PAT tester'],
};
const MSP_LIST = {
  listed: [
    'Patch the Hudson dental server',
    'Renew the SSL cert',
    'Call Comcast about the static IP',
    'Replace the UPS battery at Kingston Feed',
  ],
};
const PANTRY_LIST = {
  listed: ['Confirm the turkey drop', 'Sign up Saturday sorters', 'Order more banana boxes', 'Update the pantry hours sign'],
};
const BARN_LIST = {
  listed: ['Walkthrough w the Delaneys', 'Call the propane co', 'Deposit the Okafor check', 'Fix the fairy lights in the loft'],
};

export const SEVENTYFIRST_ASK: HeldOutItem[] = [
  london('swap the toner at Pengelly & Sons tmrw 10am', task('swap the toner at Pengelly & Sons', l('11-12 10:00'))),
  london('remind me to renew the Sophos licence for the surgery by fri', task('renew the Sophos licence for the surgery', l('11-13'))),
  london('hedge cutting at Bryn Farm thurs 8am', task('hedge cutting at Bryn Farm', l('11-12 08:00'))),
  london('grease the baler before sat', task('grease the baler', l('11-14')), task('grease the baler', l('11-13'))),
  london('ring Dai about the silage clamp sheets tomoz', task('ring Dai about the silage clamp sheets', l('11-12'))),
  london('shoe Major at the Hendersons fri 9', task('shoe Major at the Hendersons', l('11-13 09:00'))),
  london('order 2 boxes of size 3 fronts', task('order 2 boxes of size 3 fronts')),
  london('remind me in 40 mins to ring the vet re the laminitic pony', task('ring the vet re the laminitic pony', inMinutes(40))),
  london('funeral visit to the Pritchard family tmrw 2pm', task('funeral visit to the Pritchard family', l('11-12 14:00'))),
  london("write sunday's sermon by sat", task("write sunday's sermon", l('11-14'))),
  london('book the organist for the Jenkins wedding 5/12', task('book the organist for the Jenkins wedding', l('12-05'))),
  london(
    'um so can you remind me tomorrow at like 10 to ring the diocese about the roof grant',
    task('ring the diocese about the roof grant', l('11-12 10:00')),
  ),
  london('chase the fire extinguisher service company tmrw at 9', task('chase the fire extinguisher service company', l('11-12 09:00'))),
  london('invoice the pilates lady for oct hall hire', task('invoice the pilates lady for oct hall hire')),
  london(
    'dont let me forget the hall insurance renewal on the 1st',
    task('hall insurance renewal', l('12-01')),
    task('the hall insurance renewal', l('12-01')),
  ),
  london('buy snacks for youth club fri 6pm', task('buy snacks for youth club', l('11-13 18:00'))),
  london('DBS renewal for Kieran by 30/11', task('DBS renewal for Kieran', l('11-30'))),
  london('post the honey orders by 4 today', task('post the honey orders', l('11-11 16:00'))),
  london('order 200 more 340g jars asap', task('order 200 more 340g jars', null, { important: true }), task('order 200 more 340g jars')),
  london('remind me at 7 tonight to put fondant on the hives', task('put fondant on the hives', l('11-11 19:00'))),
  london('in an hour check the oxalic acid delivery', task('check the oxalic acid delivery', inMinutes(60))),
  london('tmrw half 8 remote session w the Vaughans printer', task('remote session w the Vaughans printer', l('11-12 08:30'))),
  newYork('patch the Hudson dental server sat 11pm', task('patch the Hudson dental server', n('11-14 23:00'))),
  newYork('renew the ssl cert for kingstonfeed.com by 11/20', task('renew the ssl cert for kingstonfeed.com', n('11-20'))),
  newYork('call Comcast business about the static IP at 1', task('call Comcast business about the static IP', n('11-11 13:00'))),
  newYork('invoice Maple & Oak for 5 days tmrw', task('invoice Maple & Oak for 5 days', n('11-12'))),
  newYork('push the staging site live thurs 9am', task('push the staging site live', n('11-12 09:00'))),
  newYork('restock the egg fridge at the farm stand tonight 5', task('restock the egg fridge at the farm stand', n('11-11 17:00'))),
  newYork('take the pigs to the processor 12/3 7am', task('take the pigs to the processor', n('12-03 07:00'))),
  newYork('thank-you calls to the gala donors by friday', task('thank-you calls to the gala donors', n('11-13'))),
  newYork('confirm the turkey drop w Price Chopper tmrw 8:30', task('confirm the turkey drop w Price Chopper', n('11-12 08:30'))),
  newYork('remind me in 15 to text the saturday sorters', task('text the saturday sorters', inMinutes(15))),
  newYork('walkthrough w the Delaney couple sun 1pm', task('walkthrough w the Delaney couple', n('11-15 13:00'))),
  newYork(
    'URGENT call the propane co about the barn heaters',
    task('call the propane co about the barn heaters', null, { important: true }),
  ),
  newYork('file the 941 by 1/31', task('file the 941', n('2027-01-31 12:00'))),
  newYork(
    'pick up the christmas tree order forms from the grange on the 18th',
    task('pick up the christmas tree order forms from the grange', n('11-18')),
  ),
];

export const SEVENTYFIRST_RECURRING: HeldOutItem[] = [
  london(
    'every mon 7am check the backups for all my clients',
    task('check the backups for all my clients', l('11-16 07:00'), { repeat: every('week') }),
  ),
  london('grease the hedge cutter flail every friday', task('grease the hedge cutter flail', l('11-13'), { repeat: every('week') })),
  london('first of every month pay the tractor finance', task('pay the tractor finance', l('12-01'), { repeat: every('month') })),
  london('every other thursday restock the forge gas', task('restock the forge gas', l('11-12'), { repeat: every('week', 2) })),
  london(
    'every sunday 8am unlock the church for early communion',
    task('unlock the church for early communion', l('11-15 08:00'), { repeat: every('week') }),
  ),
  london('every wednesday 7pm bell ringing practice', task('bell ringing practice', l('11-11 19:00'), { repeat: every('week') })),
  london(
    'parish mag copy to the printer on the 20th of every month',
    task('parish mag copy to the printer', l('11-20'), { repeat: every('month') }),
  ),
  london(
    'every weekday 9am check the hall bookings inbox',
    task('check the hall bookings inbox', l('11-12 09:00'), { repeat: every('weekday') }),
  ),
  london(
    'read the electric meter at the hall on the 3rd of each month',
    task('read the electric meter at the hall', l('12-03'), { repeat: every('month') }),
  ),
  london('open up for youth club every tues 6:30pm', task('open up for youth club', l('11-17 18:30'), { repeat: every('week') })),
  london(
    'every sunday 7pm update the honey stock on the website',
    task('update the honey stock on the website', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london('heft the hives every 2 weeks on sat', task('heft the hives', l('11-14'), { repeat: every('week', 2) })),
  london('every year 1 march do the spring inspection', task('do the spring inspection', l('2027-03-01 12:00'), { repeat: every('year') })),
  newYork('every day at 6am check the RMM alerts', task('check the RMM alerts', n('11-12 06:00'), { repeat: every('day') })),
  newYork('on the 15th of every month run the client invoices', task('run the client invoices', n('11-15'), { repeat: every('month') })),
  newYork('every weekday 8:30 standup w Luis', task('standup w Luis', n('11-12 08:30'), { repeat: every('weekday') })),
  newYork(
    'every friday at 4 send the timesheet to Brightline',
    task('send the timesheet to Brightline', n('11-13 16:00'), { repeat: every('week') }),
  ),
  newYork('water the hens every morning at 7', task('water the hens', n('11-12 07:00'), { repeat: every('day') })),
  newYork(
    'every saturday 6am load the truck for the farmers market',
    task('load the truck for the farmers market', n('11-14 06:00'), { repeat: every('week') }),
  ),
  newYork(
    'every monday 10 donor report to the board chair',
    task('donor report to the board chair', n('11-16 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'every thursday 2pm call the regional food bank w our order',
    task('call the regional food bank w our order', n('11-12 14:00'), { repeat: every('week') }),
  ),
  newYork(
    'every other wednesday send the volunteer newsletter',
    task('send the volunteer newsletter', n('11-11'), { repeat: every('week', 2) }),
    task('send the volunteer newsletter', n('11-18'), { repeat: every('week', 2) }),
  ),
  newYork(
    'remind me every day at 5pm to check the inquiry inbox',
    task('check the inquiry inbox', n('11-11 17:00'), { repeat: every('day') }),
  ),
  newYork('every year on 6/1 renew the liquor license', task('renew the liquor license', n('2027-06-01 12:00'), { repeat: every('year') })),
  newYork(
    'every 3 months on the 1st change the furnace filters',
    task('change the furnace filters', n('12-01'), { repeat: every('month', 3) }),
  ),
];

const OVERDUE_L = l('11-11 14:00');
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

export const SEVENTYFIRST_SNOOZE: HeldOutItem[] = [
  within(reminded('Swap the toner at Pengelly & Sons', OVERDUE_L), london('on a call out, 45 mins', snoozeFor(45))),
  within(reminded('Grease the hedge cutter flail', OVERDUE_L), london('in the cab, later', snoozeFor(60))),
  within(reminded('Ring Dai about the clamp sheets', OVERDUE_L), london('stuck behind a muck spreader lol, 20 min', snoozeFor(20))),
  within(reminded('Ring the vet re the laminitic pony', OVERDUE_L), london('cant, under a horse. hour', snoozeFor(60))),
  within(reminded('Order 2 boxes of size 3 fronts', OVERDUE_L), london('tomoz then', ...toDayL('11-12'))),
  within(
    reminded('Write the advent sermon', OVERDUE_L),
    london('after the PCC meeting, 8ish', snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(reminded('Chase the fire extinguisher company', OVERDUE_L), london('not today, monday', ...toDayL('11-16'))),
  within(reminded('Invoice the pilates lady', OVERDUE_L), london('snooze til 6', snoozeUntil(l('11-11 18:00')))),
  within(reminded('Check the oxalic acid delivery', OVERDUE_L), london('push it 2 hrs', snoozeFor(120))),
  within(reminded('Heft the hives', OVERDUE_L), london('give it till the weekend', ...toDayL('11-14'))),
  within(reminded('Drop the trailer back to Huw', OVERDUE_L), london('later pls, baling', snoozeFor(60))),
  within(
    reminded('Reset the Vaughans router', OVERDUE_L),
    london(
      'fri morning',
      snoozeUntil(l('11-13 09:00')),
      snoozeUntil(l('11-13 08:00')),
      move(ctx, '2026-11-13', '09:00'),
      move(ctx, '2026-11-13', '08:00'),
    ),
  ),
  within(reminded('Order net wrap', OVERDUE_L), london('um yeah can you like remind me in an hour, im on the tractor', snoozeFor(60))),
  within(reminded('Call Comcast about the static IP', OVERDUE_N), newYork('with a client, 30', snoozeFor(30))),
  within(reminded('Patch the Hudson dental server', OVERDUE_N), newYork("server's mid-reboot, gimme 10", snoozeFor(10))),
  within(reminded('Send the Brightline timesheet', OVERDUE_N), newYork('not now', snoozeFor(60), answer(null))),
  within(
    reminded('Invoice Maple & Oak', OVERDUE_N),
    newYork(
      'tmrw am',
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('Restock the egg fridge', OVERDUE_N), newYork('after lunch, 1:30', snoozeUntil(n('11-11 13:30')))),
  within(reminded('Worm the goats', OVERDUE_N), newYork('hens got out!! an hour', snoozeFor(60))),
  within(reminded('Pull the lapsed donor list', OVERDUE_N), newYork('thursday', ...toDayN('11-12'))),
  within(reminded('Update the pantry hours sign', OVERDUE_N), newYork('snooze 3h', snoozeFor(180))),
  within(reminded('Call the printer about envelopes', OVERDUE_N), newYork('donor on the phone, 15', snoozeFor(15))),
  within(reminded('Update the shift spreadsheet', OVERDUE_N), newYork('next week', ...toDayN('11-16'))),
  within(
    reminded('Call the caterer about the vegan count', OVERDUE_N),
    newYork('bump it to 4', snoozeUntil(n('11-11 16:00')), move(ctx, '2026-11-11', '16:00'), move(ctx, null, '16:00')),
  ),
  within(reminded('Text Kelsey the floor plan', OVERDUE_N), newYork('remind me at noon', snoozeUntil(n('11-11 12:00')))),
  within(reminded('Check the RMM alerts', OVERDUE_N), newYork('in a sec, 5 mins', snoozeFor(5))),
  within(
    reminded('Draft the year end appeal letter', OVERDUE_N),
    newYork('push to monday 10', snoozeUntil(n('11-16 10:00')), move(ctx, '2026-11-16', '10:00')),
  ),
];

export const SEVENTYFIRST_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Swap the toner at Pengelly & Sons', l('11-12 10:00')), london('no 11', move(ctx, null, '11:00'))),
  within(talkedOf('Hedge cutting at Bryn Farm', l('11-12 08:00')), london('actualy make it fri', move(ctx, '2026-11-13', null))),
  within(talkedOf('Shoe Major at the Hendersons', l('11-13 09:00')), london('sorry half 9', move(ctx, null, '09:30'))),
  within(talkedOf('Funeral visit to the Pritchard family', l('11-12 14:00')), london('they asked for 3 instead', move(ctx, null, '15:00'))),
  within(
    talkedOf('Book the organist for the Jenkins wedding', l('12-05 12:00')),
    london('wrong date its the 12th dec', move(ctx, '2026-12-12', null)),
  ),
  within(
    talkedOf('Chase the fire extinguisher service company', l('11-12 09:00')),
    london('make that monday', move(ctx, '2026-11-16', null)),
  ),
  within(talkedOf('Buy snacks for youth club', l('11-13 18:00')), london('no earlier, 4', move(ctx, null, '16:00'))),
  within(talkedOf('Post the honey orders', l('11-11 16:00')), london('post office shuts 5:30, make it 5', move(ctx, null, '17:00'))),
  within(talkedOf('Put fondant on the hives', l('11-11 19:00')), london('too dark by then, tmrw 11am', move(ctx, '2026-11-12', '11:00'))),
  within(
    talkedOf('Ring Dai about the silage clamp sheets', l('11-12 12:00')),
    london('i meant thurs morning, 8', move(ctx, '2026-11-12', '08:00'), move(ctx, null, '08:00')),
  ),
  london('move the Pritchard visit to fri 10am', move(words('Pritchard'), '2026-11-13', '10:00')),
  london('push the baler service back to the 23rd', move(words('baler service'), '2026-11-23', null)),
  within(talkedOf('Remote session w the Vaughans printer', l('11-12 08:30')), london('8:45 not 8:30', move(ctx, null, '08:45'))),
  within(talkedOf('DBS renewal for Kieran', l('11-30 12:00')), london('oops should be 23/11', move(ctx, '2026-11-23', null))),
  within(talkedOf('Patch the Hudson dental server', n('11-14 23:00')), newYork('actually 10pm', move(ctx, null, '22:00'))),
  within(talkedOf('Call Comcast business about the static IP', n('11-11 13:00')), newYork('make it 1:45', move(ctx, null, '13:45'))),
  within(talkedOf('Push the staging site live', n('11-12 09:00')), newYork('client wants friday instead', move(ctx, '2026-11-13', null))),
  within(talkedOf('Restock the egg fridge at the farm stand', n('11-11 17:00')), newYork('oops 4:30', move(ctx, null, '16:30'))),
  within(talkedOf('Take the pigs to the processor', n('12-03 07:00')), newYork('no the 4th', move(ctx, '2026-12-04', null))),
  within(talkedOf('Thank-you calls to the gala donors', n('11-13 12:00')), newYork('make it thursday', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Confirm the turkey drop w Price Chopper', n('11-12 08:30')),
    newYork('they open at 9, do 9:15', move(ctx, null, '09:15')),
  ),
  within(
    talkedOf('Walkthrough w the Delaney couple', n('11-15 13:00')),
    newYork('wait they said saturday same time', move(ctx, '2026-11-14', null), move(ctx, '2026-11-14', '13:00')),
  ),
  within(talkedOf('Text the saturday sorters', inMinutes(15)), newYork('make it noon', move(ctx, null, '12:00'))),
  newYork('move the 941 to 1/29', move(words('941'), '2027-01-29', null)),
  newYork('reschedule the Delaney walkthrough to 12/6 at 2', move(words('Delaney'), '2026-12-06', '14:00')),
  within(talkedOf('Invoice Maple & Oak for 5 days', n('11-12 12:00')), newYork('typo, 11/13', move(ctx, '2026-11-13', null))),
  within(
    talkedOf('Renew the ssl cert for kingstonfeed.com', n('11-20 12:00')),
    newYork('should be the 18th, it expires the 19th', move(ctx, '2026-11-18', null)),
  ),
];

export const SEVENTYFIRST_RENAME: HeldOutItem[] = [
  within(talkedOf('Order 200 more 340g jars'), london("rename it 'order 200 x 340g hex jars'", rename(ctx, 'order 200 x 340g hex jars'))),
  within(
    talkedOf('Funeral visit to the Pritchard family'),
    london('change title to Pritchard funeral planning visit', rename(ctx, 'Pritchard funeral planning visit')),
  ),
  london("rename the net wrap one to 'order 10 rolls of net wrap'", rename(words('net wrap'), 'order 10 rolls of net wrap')),
  within(
    IT_LIST,
    london('rename 3 to reset Vaughans router + new wifi password', rename(num(3), 'reset Vaughans router + new wifi password')),
  ),
  within(
    talkedOf('Shoe Major at the Hendersons'),
    london('spelt it wrong, its Hendersens with an e', rename(ctx, 'Shoe Major at the Hendersens')),
  ),
  within(
    talkedOf('Buy snacks for youth club'),
    london('call it snacks + squash for youth club', rename(ctx, 'snacks + squash for youth club')),
  ),
  london(
    "change 'invoice the pilates lady' to 'invoice Pilates with Jo - Oct hire'",
    rename(words('invoice the pilates lady'), 'invoice Pilates with Jo - Oct hire'),
  ),
  within(HALL_LIST, london('retitle no 4: PAT testing, all kitchen kit', rename(num(4), 'PAT testing, all kitchen kit'))),
  within(
    talkedOf('Grease the baler'),
    london('should say grease + check knotters on the baler', rename(ctx, 'grease + check knotters on the baler')),
  ),
  london('the sermon task should be called advent sunday sermon', rename(words('sermon'), 'advent sunday sermon')),
  within(
    talkedOf('Remote session w the Vaughans printer'),
    london('name it: Vaughans printer driver fix', rename(ctx, 'Vaughans printer driver fix')),
  ),
  within(
    talkedOf('Call Comcast business about the static IP'),
    newYork("rename to 'Comcast - static IP + modem swap'", rename(ctx, 'Comcast - static IP + modem swap')),
  ),
  within(
    MSP_LIST,
    newYork('rename #4 to swap UPS battery, Kingston Feed back office', rename(num(4), 'swap UPS battery, Kingston Feed back office')),
  ),
  within(
    talkedOf('Invoice Maple & Oak for 5 days'),
    newYork('make the title Maple & Oak invoice INV-0142', rename(ctx, 'Maple & Oak invoice INV-0142')),
  ),
  newYork(
    "rename the egg fridge one to 'restock eggs + honey at the stand'",
    rename(words('egg fridge'), 'restock eggs + honey at the stand'),
  ),
  within(
    talkedOf('Thank-you calls to the gala donors'),
    newYork('call it gala thank yous (top 20 donors)', rename(ctx, 'gala thank yous (top 20 donors)')),
  ),
  within(
    PANTRY_LIST,
    newYork("change 3 to 'order 300 banana boxes from Hannaford'", rename(num(3), 'order 300 banana boxes from Hannaford')),
  ),
  within(
    talkedOf('Walkthrough w the Delaney couple'),
    newYork('its spelled Delany no e, fix it', rename(ctx, 'Walkthrough w the Delany couple')),
  ),
  newYork(
    'the propane one should read: propane co re barn heaters + tank refill',
    rename(words('propane'), 'propane co re barn heaters + tank refill'),
  ),
  within(
    talkedOf('Take the pigs to the processor'),
    newYork("retitle to pigs to Smith's processing (3 head)", rename(ctx, "pigs to Smith's processing (3 head)")),
  ),
  within(
    BARN_LIST,
    newYork('rename the last one to fix loft fairy lights + extension cords', rename(num(4), 'fix loft fairy lights + extension cords')),
  ),
  within(
    talkedOf('Text the saturday sorters'),
    newYork("title: 'text sat sorters re 8am start'", rename(ctx, 'text sat sorters re 8am start')),
  ),
];

export const SEVENTYFIRST_REMOVE: HeldOutItem[] = [
  within(talkedOf('Hedge cutting at Bryn Farm'), london("scrap that, Bryn's doing his own this yr", remove(ctx))),
  within(IT_LIST, london('delete 2, surgery moved to a different AV', remove(num(2)))),
  london('cancel the organist reminder, Jenkins wedding is off', remove(words('organist'))),
  within(talkedOf('Put fondant on the hives'), london("nah forget it, they've got plenty of stores", remove(ctx))),
  within(FIELD_LIST, london('bin no 3, got net wrap off Emyr', remove(num(3)), done(num(3)))),
  london('remove the DBS one for Kieran, hes left', remove(words('DBS'))),
  within(talkedOf('Invoice the pilates lady for oct hall hire'), london('delete, she paid cash', remove(ctx), done(ctx))),
  london("take the spring inspection off, i'll remember lol", remove(words('spring inspection'))),
  within(
    HALL_LIST,
    london('get rid of the tap one, plumber did it yesterday', remove(words('tap')), remove(num(3)), done(words('tap')), done(num(3))),
  ),
  london('delete the forge gas reminder', remove(words('forge gas'))),
  within(talkedOf('Swap the toner at Pengelly & Sons'), london('kill that one, they bought a new printer', remove(ctx))),
  within(MSP_LIST, newYork('delete #3', remove(num(3)))),
  newYork("cancel the liquor license reminder, we're going BYOB", remove(words('liquor license'))),
  within(talkedOf('Push the staging site live'), newYork('remove it, client put the project on hold', remove(ctx))),
  within(PANTRY_LIST, newYork('scratch the first one', remove(num(1)))),
  newYork('pls remove "run the client invoices", Luis does that now', remove(words('run the client invoices'))),
  within(talkedOf('Walkthrough w the Delaney couple'), newYork('nvm they cancelled, delete', remove(ctx))),
  newYork("drop the pig processor task, we're keeping them till spring", remove(words('pig'))),
  within(BARN_LIST, newYork('2 can go, propane guy came by', remove(num(2)), done(num(2)))),
  within(talkedOf('Thank-you calls to the gala donors'), newYork('delete that, Beth is doing the calls', remove(ctx))),
  newYork('get rid of the furnace filter one', remove(words('furnace filter'))),
  within(talkedOf('Check the inquiry inbox'), newYork('take that off my list pls', remove(ctx))),
];

export const SEVENTYFIRST_DONE: HeldOutItem[] = [
  within(reminded('Swap the toner at Pengelly & Sons', OVERDUE_L), london('swapped 👍', done(ctx))),
  within(reminded('Grease the baler', OVERDUE_L), london('greased n checked', done(ctx))),
  within(FIELD_LIST, london('1 and 4 done', [done(num(1)), done(num(4))])),
  within(reminded('Shoe Major at the Hendersons', OVERDUE_L), london('all 4 on, he stood like a lamb', done(ctx))),
  london('renewed the sophos licence', done(words('sophos'))),
  within(reminded("Write sunday's sermon", OVERDUE_L), london('written, finally 🙏', done(ctx))),
  within(reminded('Funeral visit to the Pritchard family', OVERDUE_L), london('been, lovely family', done(ctx))),
  within(HALL_LIST, london('no.2 done', done(num(2)))),
  within(reminded('Post the honey orders', OVERDUE_L), london('all posted', done(ctx))),
  london('fire extinguisher people are booked in, tick that off', done(words('fire extinguisher'))),
  within(reminded('Buy snacks for youth club', OVERDUE_L), london('got them', done(ctx))),
  within(reminded('Ring Dai about the silage clamp sheets', OVERDUE_L), london('spoke to dai', done(ctx))),
  within(IT_LIST, london('invoiced the parish council', done(words('parish council')), done(num(4)))),
  within(reminded('Check the backups for all my clients', OVERDUE_L), london('all green ✅', done(ctx))),
  within(reminded('Patch the Hudson dental server', OVERDUE_N), newYork('patched + rebooted, all good', done(ctx))),
  within(MSP_LIST, newYork('2 is done', done(num(2)))),
  within(reminded('Water the hens', OVERDUE_N), newYork('did it', done(ctx))),
  newYork('called comcast, static ip sorted', done(words('comcast'))),
  within(reminded('Invoice Maple & Oak for 5 days', OVERDUE_N), newYork('sent', done(ctx))),
  within(reminded('Restock the egg fridge at the farm stand', OVERDUE_N), newYork('stocked 🥚', done(ctx))),
  within(PANTRY_LIST, newYork('done w 2 and 3', [done(num(2)), done(num(3))])),
  within(reminded('Confirm the turkey drop w Price Chopper', OVERDUE_N), newYork('confirmed, 140 birds tues', done(ctx))),
  within(reminded('Walkthrough w the Delaney couple', OVERDUE_N), newYork('done, they loved the loft', done(ctx))),
  newYork('deposited the okafor check', done(words('okafor'))),
  within(reminded('Send the timesheet to Brightline', OVERDUE_N), newYork('yes', done(ctx))),
  within(reminded('Donor report to the board chair', OVERDUE_N), newYork('finished it last night', done(ctx))),
  within(BARN_LIST, newYork('fairy lights fixed', done(words('fairy lights')), done(num(4)))),
  within(reminded('Check the RMM alerts', OVERDUE_N), newYork('cleared them all', done(ctx))),
];

const WHICH_RING = {
  pending: { about: 'which_task' as const, options: ['Ring Dai about the clamp sheets', 'Ring the vet re the laminitic pony'] },
};
const WHICH_INVOICE = {
  pending: {
    about: 'which_task' as const,
    options: ['Invoice Maple & Oak', 'Invoice Brightline for October', 'Invoice the Hudson dental retainer'],
  },
};
const BALER = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Buy a second-hand baler or keep hiring one?',
    options: ['Buy the baler', 'Keep hiring'],
  },
};
const WINTER = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Open the barn for winter weddings?',
    options: ['Open December to February', 'Close for winter'],
  },
};
const TUESDAYS = { pending: { about: 'review' as const, decision: 'Moved youth club to Tuesdays' } };
const NO_CREDIT = { pending: { about: 'review' as const, decision: 'Stopped selling eggs on credit' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Visiting on Mondays keeps Sundays lighter' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Donors answer texts faster than emails' } };
const COMMITTEE = {
  pending: { about: 'other' as const, question: 'Which evening for the hall committee meeting?', options: ['Monday', 'Thursday'] },
};
const MORNING_LIST = { pending: { about: 'other' as const, question: 'Morning list at 6 or 7?', options: ['6', '7'] } };

export const SEVENTYFIRST_ANSWER: HeldOutItem[] = [
  within(WHICH_RING, london('the vet', answer(2))),
  within(WHICH_RING, london('dai', answer(1))),
  within(WHICH_RING, london('1st one', answer(1))),
  within(WHICH_RING, london('neither, wrong one', answer(null))),
  within(WHICH_INVOICE, newYork('brightline', answer(2))),
  within(WHICH_INVOICE, newYork('the dental one', answer(3))),
  within(WHICH_INVOICE, newYork('#1', answer(1))),
  within(WHICH_INVOICE, newYork('all 3 lol', answer(null))),
  within(BALER, london('buy it', answer(1))),
  within(BALER, london('keep hiring, cheaper', answer(2))),
  within(BALER, london('not decided, need to talk to dad', answer(null))),
  within(WINTER, newYork('close for winter', answer(2))),
  within(WINTER, newYork('option one', answer(1))),
  within(WINTER, newYork('open', answer(1))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Take on a fourth parish?', options: ['Say yes', 'Say no'] } },
    london('time with the kids mostly, and not burning out', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I hire a second tech?' } },
    newYork("hire Luis's cousin or use a contractor", answer(null)),
  ),
  within(TUESDAYS, london('worked a treat, numbers are up', answer(null))),
  within(NO_CREDIT, newYork('honestly best call i made, no more chasing', answer(null))),
  within(KEEP_L, london('keep', answer(null), note)),
  within(KEEP_N, newYork('yep save it', answer(null), note)),
  within(KEEP_L, london('nah dont bother', answer(null))),
  within(COMMITTEE, london('thurs', answer(2))),
  within(COMMITTEE, london('monday suits most of them', answer(1))),
  within(MORNING_LIST, newYork('7', answer(2))),
  within(MORNING_LIST, newYork('6 is good', answer(1))),
  within({ pending: { about: 'stuck', task: 'Write the grant report' } }, newYork('waiting on the numbers from Beth', answer(null))),
  within(
    { pending: { about: 'other', question: 'Want me to check in after the PCC meeting?', options: [] } },
    london('yes please', answer(null)),
  ),
];

export const SEVENTYFIRST_RAMBLE: HeldOutItem[] = [
  london(
    'so um yeah, tmrw I need to do the hedges at Pant-y-Ddraig at 8, then uh grease the flail and ring Emyr about the bales',
    [task('do the hedges at Pant-y-Ddraig', l('11-12 08:00')), task('grease the flail'), task('ring Emyr about the bales')],
    [
      task('do the hedges at Pant-y-Ddraig', l('11-12 08:00')),
      task('grease the flail', l('11-12')),
      task('ring Emyr about the bales', l('11-12')),
    ],
  ),
  london("swap the switch at the surgery, reset Mrs Lloyd's email password and order a new toner for the Vaughans", [
    task('swap the switch at the surgery'),
    task("reset Mrs Lloyd's email password"),
    task('order a new toner for the Vaughans'),
  ]),
  london(
    'order nails and studs, book the van MOT fri, ring the Colliers re the cob',
    [task('order nails and studs'), task('book the van MOT', l('11-13')), task('ring the Colliers re the cob')],
    [task('order nails'), task('order studs'), task('book the van MOT', l('11-13')), task('ring the Colliers re the cob')],
  ),
  london(
    'um right, voice note. need to email the diocese about the parish share, uh, sort the advent rota and visit Mrs Beynon in hospital tmrw at 2',
    [
      task('email the diocese about the parish share'),
      task('sort the advent rota'),
      task('visit Mrs Beynon in hospital', l('11-12 14:00')),
    ],
  ),
  london(
    'chase the extinguisher ppl, invoice the WI for the jumble sale, check the heating timer b4 sat',
    [task('chase the extinguisher ppl'), task('invoice the WI for the jumble sale'), task('check the heating timer', l('11-14'))],
    [task('chase the extinguisher ppl'), task('invoice the WI for the jumble sale'), task('check the heating timer', l('11-13'))],
  ),
  london('buy pool cues, get the permission slips printed and text the parents about the trampoline trip by fri', [
    task('buy pool cues'),
    task('get the permission slips printed'),
    task('text the parents about the trampoline trip', l('11-13')),
  ]),
  london('label 60 jars, post the etsy orders by 4 and reply to the farm shop about the wholesale price', [
    task('label 60 jars'),
    task('post the etsy orders', l('11-11 16:00')),
    task('reply to the farm shop about the wholesale price'),
  ]),
  london('1. ring the vet 2. invoice the Hendersons 3. order new rasps', [
    task('ring the vet'),
    task('invoice the Hendersons'),
    task('order new rasps'),
  ]),
  london('tmrw: 7am sheet the clamp at Ty Mawr, 11 cut hedges on the B4520, 3 drop the trailer back to Huw', [
    task('sheet the clamp at Ty Mawr', l('11-12 07:00')),
    task('cut hedges on the B4520', l('11-12 11:00')),
    task('drop the trailer back to Huw', l('11-12 15:00')),
  ]),
  london(
    "so yeah um I've got to uh ring BT about the line at the village shop, then um back up the parish office laptop and like, quote for the school's new wifi",
    [task('ring BT about the line at the village shop'), task('back up the parish office laptop'), task("quote for the school's new wifi")],
  ),
  london(
    'book the hall for the christingle on 6/12, order the oranges and ask Pam to do teas',
    [task('book the hall for the christingle', l('12-06')), task('order the oranges'), task('ask Pam to do teas')],
    [task('book the hall for the christingle on 6/12'), task('order the oranges'), task('ask Pam to do teas')],
  ),
  newYork(
    'ok so um, replace the UPS battery at kingston feed, uh renew the ssl for the dental site, and um email Luis the on-call rota for thanksgiving',
    [
      task('replace the UPS battery at kingston feed'),
      task('renew the ssl for the dental site'),
      task('email Luis the on-call rota for thanksgiving'),
    ],
  ),
  newYork('fix the mobile nav on the Maple & Oak site, send the Brightline invoice and book a call w the new lead for thurs 11am', [
    task('fix the mobile nav on the Maple & Oak site'),
    task('send the Brightline invoice'),
    task('book a call w the new lead', n('11-12 11:00')),
  ]),
  newYork('tmrw 6am feed the pigs, 9 go to tractor supply for layer pellets, 2pm fix the stand sign', [
    task('feed the pigs', n('11-12 06:00')),
    task('go to tractor supply for layer pellets', n('11-12 09:00')),
    task('fix the stand sign', n('11-12 14:00')),
  ]),
  newYork('draft the year end appeal letter, pull the lapsed donor list and call the printer about envelopes by monday', [
    task('draft the year end appeal letter'),
    task('pull the lapsed donor list'),
    task('call the printer about envelopes', n('11-16')),
  ]),
  newYork(
    'um so the usual, call Hannaford about the bread pickup, uh text the saturday volunteers, and like order more grocery bags, the thin ones ran out',
    [task('call Hannaford about the bread pickup'), task('text the saturday volunteers'), task('order more grocery bags')],
  ),
  newYork('send the background check links to the 3 new people, update the shift spreadsheet, and thank Carol for covering', [
    task('send the background check links to the 3 new people'),
    task('update the shift spreadsheet'),
    task('thank Carol for covering'),
  ]),
  newYork(
    'deposit the Okafor check, call the caterer about the vegan count, and get the loft heaters serviced before the 21st',
    [task('deposit the Okafor check'), task('call the caterer about the vegan count'), task('get the loft heaters serviced', n('11-21'))],
    [task('deposit the Okafor check'), task('call the caterer about the vegan count'), task('get the loft heaters serviced', n('11-20'))],
  ),
  newYork(
    'need to: 1) confirm the DJ for sat 2) buy more mason jars 3) text Kelsey the floor plan',
    [task('confirm the DJ for sat'), task('buy more mason jars'), task('text Kelsey the floor plan')],
    [task('confirm the DJ', n('11-14')), task('buy more mason jars'), task('text Kelsey the floor plan')],
  ),
  newYork('restore the deleted folder for Dr Patel, order 2 new laptops for the dental office and um, call Luis at 3', [
    task('restore the deleted folder for Dr Patel'),
    task('order 2 new laptops for the dental office'),
    task('call Luis', n('11-11 15:00')),
  ]),
  newYork(
    'so yeah today I gotta finish the contact form, push the fixes to staging by 5, and um invoice Brightline',
    [task('finish the contact form'), task('push the fixes to staging', n('11-11 17:00')), task('invoice Brightline')],
    [
      task('finish the contact form', n('11-11')),
      task('push the fixes to staging', n('11-11 17:00')),
      task('invoice Brightline', n('11-11')),
    ],
  ),
  newYork('pick up straw from the Millers, worm the goats and put the honey sign back out', [
    task('pick up straw from the Millers'),
    task('worm the goats'),
    task('put the honey sign back out'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SEVENTYFIRST_KINDS: Record<string, HeldOutItem[]> = {
  ask: SEVENTYFIRST_ASK,
  recurring: SEVENTYFIRST_RECURRING,
  snooze: SEVENTYFIRST_SNOOZE,
  correction: SEVENTYFIRST_CORRECTION,
  rename: SEVENTYFIRST_RENAME,
  remove: SEVENTYFIRST_REMOVE,
  done: SEVENTYFIRST_DONE,
  answer: SEVENTYFIRST_ANSWER,
  ramble: SEVENTYFIRST_RAMBLE,
  greeting: SEVENTYFIRST_GREETING,
  thanks: SEVENTYFIRST_THANKS,
  feeling: SEVENTYFIRST_FEELING,
  question: SEVENTYFIRST_QUESTION,
  statement: SEVENTYFIRST_STATEMENT,
  decision: SEVENTYFIRST_DECISION,
  dilemma: SEVENTYFIRST_DILEMMA,
  recall: SEVENTYFIRST_RECALL,
  prioritise: SEVENTYFIRST_PRIORITISE,
  agenda: SEVENTYFIRST_AGENDA,
  free_time: SEVENTYFIRST_FREE_TIME,
  unclear: SEVENTYFIRST_UNCLEAR,
  bare: SEVENTYFIRST_BARE,
};

export const HELD_OUT_SEVENTYFIRST: HeldOutItem[] = Object.values(HELD_OUT_SEVENTYFIRST_KINDS).flat();
