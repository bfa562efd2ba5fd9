import type { ConversationState } from '../intent';
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
  THIRTYSEVENTH_AGENDA,
  THIRTYSEVENTH_BARE,
  THIRTYSEVENTH_DECISION,
  THIRTYSEVENTH_DILEMMA,
  THIRTYSEVENTH_FEELING,
  THIRTYSEVENTH_FREE_TIME,
  THIRTYSEVENTH_GREETING,
  THIRTYSEVENTH_PRIORITISE,
  THIRTYSEVENTH_QUESTION,
  THIRTYSEVENTH_RECALL,
  THIRTYSEVENTH_STATEMENT,
  THIRTYSEVENTH_THANKS,
  THIRTYSEVENTH_UNCLEAR,
} from './held-out-thirtyseventh-b';

/**
 * The thirty-seventh held-out set: a plumber, a wedding photographer, a mobile app freelancer, a
 * bakery, a physiotherapist, a recruitment consultant, a podcast producer, an accountant heading
 * into tax season, a landscaper, a small hotel, a market stall and a driving instructor. Much of it
 * comes out of voice notes run through a transcriber: little or no punctuation, run-on sentences,
 * "um" and "like", false starts corrected mid-message ("thursday no wait friday"), numbers and
 * times spelled out ("quarter to five", "the third") and the transcriber's homophones ("to" for
 * two, "for" for four, "write" for right). The rest is typed by people who write in Scottish,
 * Irish and Nigerian English, in Singapore and Malaysian English ("can or not", "lah", "later I
 * go") and in Canadian wording. Many messages change nothing: remarks, venting, news.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
const LISTED_L: Partial<ConversationState> = {
  listed: ['Invoice the Mackenzies', 'Chase the Reids for payment', 'Order rye flour', 'Book the van service'],
};
const LISTED_N: Partial<ConversationState> = {
  listed: ['Edit the Ama episode', 'Pitch the sponsor', 'Upload the trailer', 'Pay the studio rent'],
};

export const THIRTYSEVENTH_ASK: HeldOutItem[] = [
  london('um remind me to ring the uh the boiler supplier tomorrow at half past nine', task('ring the boiler supplier', l('11-12 09:30'))),
  london(
    'so I need to call Mrs Adeyemi about the leak on thursday no wait friday at ten',
    task('call Mrs Adeyemi about the leak', l('11-13 10:00')),
  ),
  london('remind me at quarter to five to proof the sourdough', task('proof the sourdough', l('11-11 16:45'))),
  london(
    'order to more sacks of rye flour tomorrow at eight in the morning',
    task('order two more sacks of rye flour', l('11-12 08:00')),
    task('order 2 more sacks of rye flour', l('11-12 08:00')),
    task('order to more sacks of rye flour', l('11-12 08:00')),
  ),
  london(
    'send the Harrow wedding edit to the couple by friday the thirteenth',
    task('send the Harrow wedding edit to the couple', l('11-13')),
  ),
  london(
    'need tae phone the council aboot the skip permit the morra at ten',
    task('phone the council aboot the skip permit', l('11-12 10:00')),
    task('phone the council about the skip permit', l('11-12 10:00')),
  ),
  london(
    "ring the bank about the overdraft first thing monday so I don't forget like",
    task('ring the bank about the overdraft', l('11-16 09:00')),
    task('ring the bank about the overdraft', l('11-16 08:00')),
  ),
  london('remind me tomorrow 3pm collect the cake boxes from supplier can', task('collect the cake boxes from supplier', l('11-12 15:00'))),
  london(
    'Please remind me to send the CV shortlist to Mr Okonkwo by 11am tomorrow',
    task('send the CV shortlist to Mr Okonkwo', l('11-12 11:00')),
  ),
  london('remind me in twenty minutes to take the loaves out', task('take the loaves out', inMinutes(20))),
  london('in an hour and a half check the hotel boiler pressure', task('check the hotel boiler pressure', inMinutes(90))),
  london('uh driving lesson with Chloe tomorrow at four no sorry at half three', task('driving lesson with Chloe', l('11-12 15:30'))),
  london('invoice the Mackenzie garden job on the third of December', task('invoice the Mackenzie garden job', l('12-03'))),
  london(
    'at twenty past six this evening text the podcast guest the recording link',
    task('text the podcast guest the recording link', l('11-11 18:20')),
  ),
  london(
    'remind me at for to call the physio supplier about the new couch',
    task('call the physio supplier about the new couch', l('11-11 16:00')),
  ),
  london(
    'next tuesday at ten thirty mock test for Jamal',
    task('mock test for Jamal', l('11-17 10:30')),
    task('mock test for Jamal', l('11-24 10:30')),
  ),
  london(
    'IMPORTANT file the Hendry self assessment before the thirtieth',
    task('file the Hendry self assessment', l('11-30'), { important: true }),
    task('file the Hendry self assessment', l('11-29'), { important: true }),
  ),
  london(
    'urgent need to get round to the burst pipe on Leith Walk tonight at seven',
    task('get round to the burst pipe on Leith Walk', l('11-11 19:00'), { important: true }),
  ),
  london(
    'tmr morning 9am must go bank deposit the stall cash',
    task('go bank deposit the stall cash', l('11-12 09:00')),
    task('deposit the stall cash', l('11-12 09:00')),
  ),
  london(
    "Saturday 6am set up the stall at Spitalfields, don't let me forget ah",
    task('set up the stall at Spitalfields', l('11-14 06:00')),
  ),
  london("Kindly remind me to pay the hotel's diesel supplier on Friday by 2pm", task("pay the hotel's diesel supplier", l('11-13 14:00'))),
  london('ring the lads Thursday week about pouring the patio', task('ring the lads about pouring the patio', l('11-19'))),
  london(
    "remind me the twenty third of november to renew the hotel's fire certificate",
    task("renew the hotel's fire certificate", l('11-23')),
  ),
  london(
    'driving lesson with new learner Priya tomorrow half past eight in the morning',
    task('driving lesson with new learner Priya', l('11-12 08:30')),
  ),
  london('write so at four remind me to check the proving drawer', task('check the proving drawer', l('11-11 16:00'))),
  london(
    'pick up the breakfast messages for the B and B the morra at eight',
    task('pick up the breakfast messages for the B and B', l('11-12 08:00')),
    task('pick up the breakfast messages for the B and B', l('11-12 20:00')),
  ),
  london('send the Q3 accounts pack to Fraser on the third', task('send the Q3 accounts pack to Fraser', l('12-03'))),
  london('add buy more gaffer tape for the podcast booth', task('buy more gaffer tape for the podcast booth')),
  london('need to buy more copper elbows for the van', task('buy more copper elbows for the van')),
  london('quarter past nine on the twenty fourth physio review with Mrs Obi', task('physio review with Mrs Obi', l('11-24 09:15'))),
  newYork('remind me at eleven thirty to upload the episode to spotify', task('upload the episode to spotify', n('11-11 11:30'))),
  newYork(
    'book the trailer for the Oakville fall cleanup saturday at eight',
    task('book the trailer for the Oakville fall cleanup', n('11-14 08:00')),
  ),
  newYork('pick up the sod quote from the depot tomorrow at seven am', task('pick up the sod quote from the depot', n('11-12 07:00'))),
  newYork(
    'um remind me to submit the Fitly build to the app store uh thursday at noon',
    task('submit the Fitly build to the app store', n('11-12 12:00')),
  ),
  newYork(
    'call the client at to about the push notifications bug',
    task('call the client about the push notifications bug', n('11-11 14:00')),
  ),
  newYork(
    'send for invoices by friday',
    task('send four invoices', n('11-13')),
    task('send 4 invoices', n('11-13')),
    task('send for invoices', n('11-13')),
  ),
  newYork('the day after thanksgiving post the bonus episode', task('post the bonus episode', n('11-27'))),
  newYork('in forty five minutes ring the recruiter at Halcyon back', task('ring the recruiter at Halcyon back', inMinutes(45))),
  newYork('on the first of december email clients about Q4 estimated taxes', task('email clients about Q4 estimated taxes', n('12-01'))),
  newYork('tomorrow at quarter past three physio session with Mr Delgado', task('physio session with Mr Delgado', n('11-12 15:15'))),
  newYork(
    'um next monday no tuesday call the wedding venue about drone permission',
    task('call the wedding venue about drone permission', n('11-17')),
    task('call the wedding venue about drone permission', n('11-24')),
  ),
  newYork('at twelve noon on friday send Brightwave the shortlist', task('send Brightwave the shortlist', n('11-13 12:00'))),
  newYork('remind me to get the winter tires put on the van on the nineteenth', task('get the winter tires put on the van', n('11-19'))),
  newYork('at five pm today like five on the dot pay the sales tax', task('pay the sales tax', n('11-11 17:00'))),
  newYork('so uh note to self order new lav mics', task('order new lav mics')),
  newYork(
    'remind me to drop off the toque order at the print shop tomorrow at nine thirty',
    task('drop off the toque order at the print shop', n('11-12 09:30')),
  ),
];

export const THIRTYSEVENTH_RECURRING: HeldOutItem[] = [
  london(
    'every monday at half seven send the candidate pipeline to the partners',
    task('send the candidate pipeline to the partners', l('11-16 07:30'), { repeat: every('week') }),
  ),
  london(
    "every friday at four do the hotel's card reconciliation",
    task("do the hotel's card reconciliation", l('11-13 16:00'), { repeat: every('week') }),
  ),
  london(
    "every weekday at quarter to eight check the bakery's online orders",
    task("check the bakery's online orders", l('11-12 07:45'), { repeat: every('weekday') }),
  ),
  london('first of every month pay the stall pitch fee', task('pay the stall pitch fee', l('12-01'), { repeat: every('month') })),
  london(
    'every other wednesday uh at two record the podcast with Ama',
    task('record the podcast with Ama', l('11-18 14:00'), { repeat: every('week', 2) }),
  ),
  london(
    'every day at nine am no eight am remind me to check the physio bookings',
    task('check the physio bookings', l('11-12 08:00'), { repeat: every('day') }),
  ),
  london(
    'every Sunday night at eight pit the bins oot for the guesthouse',
    task('pit the bins oot for the guesthouse', l('11-15 20:00'), { repeat: every('week') }),
    task('put the bins out for the guesthouse', l('11-15 20:00'), { repeat: every('week') }),
  ),
  london(
    "every second Tuesday clear the leaves at the Kellys'",
    task("clear the leaves at the Kellys'", l('11-17'), { repeat: every('week', 2) }),
    [unclear],
  ),
  london(
    'every Saturday 5am must remind me restock the kueh for the stall ok',
    task('restock the kueh for the stall', l('11-14 05:00'), { repeat: every('week') }),
  ),
  london(
    'Please remind me every month end to pay the generator technician',
    task('pay the generator technician', l('11-30'), { repeat: every('month') }),
  ),
  london(
    'on the fifteenth of every month chase unpaid placement fees',
    task('chase unpaid placement fees', l('11-15'), { repeat: every('month') }),
  ),
  london(
    'every year on the thirty first of january self assessment deadline',
    task('self assessment deadline', l('2027-01-31 12:00'), { repeat: every('year') }),
  ),
  london('each evening at six thirty cash up the stall', task('cash up the stall', l('11-11 18:30'), { repeat: every('day') })),
  london(
    "every monday at eight o'clock driving lesson with Tom",
    task('driving lesson with Tom', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london(
    'Remind me every Friday by 5pm to send the weekly report to the hotel owners',
    task('send the weekly report to the hotel owners', l('11-13 17:00'), { repeat: every('week') }),
  ),
  newYork(
    'every thursday at eleven send the episode show notes to the host',
    task('send the episode show notes to the host', n('11-12 11:00'), { repeat: every('week') }),
  ),
  newYork(
    'every sunday at ten check the snow blower fuel for the commercial lots',
    task('check the snow blower fuel for the commercial lots', n('11-15 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'every weekday at nine thirty standup with the app client',
    task('standup with the app client', n('11-12 09:30'), { repeat: every('weekday') }),
  ),
  newYork('every morning at six am feed the starter', task('feed the starter', n('11-12 06:00'), { repeat: every('day') })),
  newYork('every month on the twenty fifth pay the studio rent', task('pay the studio rent', n('11-25'), { repeat: every('month') })),
  newYork(
    'every wednesday at noon post the new episode clip on tiktok',
    task('post the new episode clip on tiktok', n('11-11 12:00'), { repeat: every('week') }),
  ),
  newYork('every april fifteenth remind me tax day lol', task('tax day', n('2027-04-15 12:00'), { repeat: every('year') })),
  newYork(
    'remind me every other friday at uh four thirty to run payroll for the crew',
    task('run payroll for the crew', n('11-13 16:30'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every night at ten back up the wedding cards to the nas',
    task('back up the wedding cards to the nas', n('11-11 22:00'), { repeat: every('day') }),
  ),
  newYork(
    'every tuesday at seven am drop bread at the cafe on Queen street',
    task('drop bread at the cafe on Queen street', n('11-17 07:00'), { repeat: every('week') }),
  ),
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

export const THIRTYSEVENTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring the boiler supplier', OVERDUE_L), london('um give me twenty minutes', snoozeFor(20))),
  within(reminded('Call Mrs Adeyemi about the leak', OVERDUE_L), london('not now im under a sink give us half an hour', snoozeFor(30))),
  within(reminded('Proof the sourdough', LATER_L), london('another hour', snoozeFor(60))),
  within(reminded('Clear the gutters at the Frasers', OVERDUE_L), london('gie us an hour, am up a ladder', snoozeFor(60))),
  within(
    reminded('Ring the bank about the overdraft', OVERDUE_L),
    london('ah not now, sure ask me again in a couple of hours', snoozeFor(120)),
  ),
  within(reminded('Restock the kueh for the stall', OVERDUE_L), london('later lah, one hour', snoozeFor(60))),
  within(
    reminded('Collect the cake boxes from supplier', OVERDUE_L),
    london('now cannot, later 6pm remind me again', snoozeUntil(l('11-11 18:00'))),
  ),
  within(reminded('Send the CV shortlist to Mr Okonkwo', OVERDUE_L), london("I'm coming, give me 30 minutes abeg", snoozeFor(30))),
  within(
    reminded('Text the podcast guest the recording link', OVERDUE_L),
    london('remind me again at half past five no six', snoozeUntil(l('11-11 18:00'))),
  ),
  within(reminded('Check the proving drawer', OVERDUE_L), london('snooze till quarter past four', snoozeUntil(l('11-11 16:15')))),
  within(
    reminded('Send the Q3 accounts pack to Fraser', OVERDUE_L),
    london('push it to tomorrow morning uh like nine', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('Invoice the Mackenzie garden job', OVERDUE_L), london('leave it till monday', ...toDayL('11-16'))),
  within(reminded('Take the loaves out', OVERDUE_L), london('ten more minutes', snoozeFor(10))),
  within(reminded('Check the physio bookings', OVERDUE_L), london('snooze for forty five', snoozeFor(45))),
  within(reminded('Phone the council about the skip permit', OVERDUE_L), london('in a wee while, say twenty minutes', snoozeFor(20))),
  within(reminded("Clear the leaves at the Kellys'", OVERDUE_L), london('ah not today at all, tomorrow so', ...toDayL('11-12'))),
  within(
    reminded('Write up Mrs Obi notes', OVERDUE_L),
    london("I'm with a patient remind me in an hour and fifteen minutes", snoozeFor(75)),
  ),
  within(reminded('Call the physio supplier about the new couch', OVERDUE_L), london('remind me at for', snoozeUntil(l('11-11 16:00')))),
  within(reminded('Chase unpaid placement fees', OVERDUE_L), london('in fifteen', snoozeFor(15))),
  within(reminded('Renew the fire certificate', OVERDUE_L), london('give it a week', snoozeFor(10080), move(ctx, '2026-11-18', null))),
  within(reminded('Email Dana the mockups', OVERDUE_N), newYork('give me like two hours', snoozeFor(120))),
  within(reminded('Upload the episode to spotify', OVERDUE_N), newYork('snooze to noon', snoozeUntil(n('11-11 12:00')))),
  within(
    reminded('Book the trailer for the Oakville cleanup', OVERDUE_N),
    newYork('can you bug me again at three eh', snoozeUntil(n('11-11 15:00'))),
  ),
  within(
    reminded('Ring the recruiter at Halcyon back', OVERDUE_N),
    newYork('on a call with the client um ping me at eleven thirty', snoozeUntil(n('11-11 11:30'))),
  ),
  within(
    reminded('Pick up the sod quote', OVERDUE_N),
    newYork('tomorrow at eight am', snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('Pay the sales tax', OVERDUE_N), newYork('snooze one hour', snoozeFor(60))),
  within(reminded('Call the IRS about the Lee notice', OVERDUE_N), newYork('later, ninety minutes', snoozeFor(90))),
  within(reminded('Send Brightwave the shortlist', OVERDUE_N), newYork('uh snooze it to to thirty', snoozeUntil(n('11-11 14:30')))),
  within(reminded('Call the wedding venue about drone permission', OVERDUE_N), newYork('till friday', ...toDayN('11-13'))),
  within(reminded('Feed the starter', OVERDUE_N), newYork('remind me in a half hour', snoozeFor(30))),
];

export const THIRTYSEVENTH_CORRECTION: HeldOutItem[] = [
  within(
    talkedOf('Call Mrs Adeyemi about the leak', l('11-13 10:00')),
    london('no wait not friday thursday', move(ctx, '2026-11-12', null)),
  ),
  within(
    talkedOf('Driving lesson with Chloe', l('11-12 15:30')),
    london("sorry that's half four not half three", move(ctx, null, '16:30')),
  ),
  within(talkedOf('Proof the sourdough', l('11-11 16:45')), london('make it ten to five', move(ctx, null, '16:50'))),
  within(talkedOf('Record the podcast with Ama', l('11-18 14:00')), london('actually the nineteenth', move(ctx, '2026-11-19', null))),
  within(talkedOf('Collect the cake boxes from supplier', l('11-12 15:00')), london('wrong lah, should be 4pm', move(ctx, null, '16:00'))),
  within(talkedOf('Send the CV shortlist to Mr Okonkwo', l('11-12 11:00')), london("Sorry, it's 10am not 11", move(ctx, null, '10:00'))),
  within(talkedOf('Ring the bank about the overdraft', l('11-16 09:00')), london('ah no make that Tuesday', move(ctx, '2026-11-17', null))),
  within(
    talkedOf('Phone the council about the skip permit', l('11-12 10:00')),
    london('naw, the day efter', move(ctx, '2026-11-13', null)),
  ),
  london('move the Mackenzie invoice to the fourth', move(words('Mackenzie'), '2026-12-04', null)),
  london(
    'push the fire certificate one to next friday',
    move(words('fire certificate'), '2026-11-20', null),
    move(words('fire certificate'), '2026-11-13', null),
  ),
  within(talkedOf('Driving lesson with new learner Priya', l('11-12 08:30')), london('uh no quarter to nine', move(ctx, null, '08:45'))),
  within(talkedOf('Check the hotel boiler pressure', inMinutes(90)), london("actually make it six o'clock", move(ctx, null, '18:00'))),
  within(talkedOf('Invoice the Mackenzie garden job', l('12-03 12:00')), london('the second not the third', move(ctx, '2026-12-02', null))),
  london("move Jamal's mock test to thursday at two", move(words('mock test'), '2026-11-12', '14:00')),
  within(talkedOf('Set up the stall at Spitalfields', l('11-14 06:00')), london('eh should be half five leh', move(ctx, null, '05:30'))),
  within(
    talkedOf("Pay the hotel's diesel supplier", l('11-13 14:00')),
    london('Please change it to Thursday by the same time', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '14:00')),
  ),
  london('put the boiler supplier call back to friday at nine', move(words('boiler supplier'), '2026-11-13', '09:00')),
  within(
    talkedOf('Submit the Fitly build to the app store', n('11-12 12:00')),
    newYork('um scratch that make it friday at ten', move(ctx, '2026-11-13', '10:00')),
  ),
  within(
    talkedOf('Call the client about the push notifications bug', n('11-11 14:00')),
    newYork('oops I said to, I meant three', move(ctx, null, '15:00')),
  ),
  within(
    talkedOf('Book the trailer for the Oakville fall cleanup', n('11-14 08:00')),
    newYork('actually make it sunday, same time', move(ctx, '2026-11-15', null), move(ctx, '2026-11-15', '08:00')),
  ),
  within(talkedOf('Physio session with Mr Delgado', n('11-12 15:15')), newYork('sorry half past three', move(ctx, null, '15:30'))),
  within(talkedOf('Get the winter tires put on the van', n('11-19 12:00')), newYork('no the eighteenth', move(ctx, '2026-11-18', null))),
  newYork('move the sales tax payment to monday', move(words('sales tax'), '2026-11-16', null)),
  newYork('shift the Brightwave shortlist to one pm', move(words('Brightwave'), null, '13:00')),
  within(talkedOf('Upload the episode to spotify', n('11-11 11:30')), newYork('wait make it quarter to twelve', move(ctx, null, '11:45'))),
  within(
    talkedOf('Email clients about Q4 estimated taxes', n('12-01 12:00')),
    newYork('no sorry the fifteenth of december', move(ctx, '2026-12-15', null)),
  ),
  within(talkedOf('Ring the recruiter at Halcyon back', inMinutes(45)), newYork('actually at eleven fifteen', move(ctx, null, '11:15'))),
  within(
    talkedOf('Post the bonus episode', n('11-27 12:00')),
    newYork('ah no the wednesday before, the twenty fifth', move(ctx, '2026-11-25', null)),
  ),
];

export const THIRTYSEVENTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Order to more sacks of rye flour'),
    london('that should say two not to', rename(ctx, 'Order two more sacks of rye flour'), rename(ctx, 'Order 2 more sacks of rye flour')),
  ),
  within(
    talkedOf('Ring the boiler supplier'),
    london('rename it ring Graham at the boiler supplier', rename(ctx, 'ring Graham at the boiler supplier')),
  ),
  london(
    'call the sourdough one feed the starter and proof the loaves',
    rename(words('sourdough'), 'feed the starter and proof the loaves'),
  ),
  within(
    talkedOf('Send for invoices'),
    newYork("it's four invoices not for, fix the name", rename(ctx, 'Send four invoices'), rename(ctx, 'Send 4 invoices')),
  ),
  within(
    talkedOf('Phone the council aboot the skip permit'),
    london(
      'change it tae phone the council aboot the skip AND the scaffold',
      rename(ctx, 'phone the council aboot the skip and the scaffold'),
    ),
  ),
  london("rename the Kellys one to hedges and leaves at the Kellys'", rename(words('Kellys'), "hedges and leaves at the Kellys'")),
  within(
    talkedOf('Collect the cake boxes from supplier'),
    london('change the name to collect cake boxes and ribbons can', rename(ctx, 'collect cake boxes and ribbons')),
  ),
  within(
    talkedOf('Send the CV shortlist to Mr Okonkwo'),
    london(
      "Please rename it to 'Send the finance manager shortlist to Mr Okonkwo'",
      rename(ctx, 'Send the finance manager shortlist to Mr Okonkwo'),
    ),
  ),
  london('rename the podcast guest task to send Ama the riverside link', rename(words('podcast guest'), 'send Ama the riverside link')),
  within(talkedOf('Driving lesson with Chloe'), london('retitle it Chloe motorway lesson', rename(ctx, 'Chloe motorway lesson'))),
  within(
    talkedOf('Submit the Fitly build to the app store'),
    newYork('call it submit Fitly 2.1 to the app store', rename(ctx, 'submit Fitly 2.1 to the app store')),
  ),
  newYork(
    'change the title of the tires one to winter tires on the truck and the van',
    rename(words('tires'), 'winter tires on the truck and the van'),
  ),
  within(talkedOf('Physio session with Mr Delgado'), newYork("oh it's Delgada not Delgado", rename(ctx, 'Physio session with Mr Delgada'))),
  within(
    talkedOf('Book the trailer for the Oakville fall cleanup'),
    newYork('rename that to Oakville leaf cleanup and trailer', rename(ctx, 'Oakville leaf cleanup and trailer')),
  ),
  newYork('rename the sales tax one to pay NY sales tax Q3', rename(words('sales tax'), 'pay NY sales tax Q3')),
  within(
    talkedOf('Driving lesson with new learner Priya'),
    london('name it Priya first lesson pick up at the station', rename(ctx, 'Priya first lesson pick up at the station')),
  ),
  within(
    talkedOf('Call the client about the push notifications bug'),
    newYork('um rename it to call Dana about the push bug', rename(ctx, 'call Dana about the push bug')),
  ),
  london(
    'the fire certificate task should say renew fire cert and book the extinguisher service',
    rename(words('fire certificate'), 'renew fire cert and book the extinguisher service'),
  ),
  within(talkedOf('Pay the studio rent'), newYork('call it studio rent plus utilities', rename(ctx, 'studio rent plus utilities'))),
  within(
    talkedOf('Right so check the proving drawer'),
    london("take the right so out of the name it's just check the proving drawer", rename(ctx, 'check the proving drawer')),
  ),
  within(
    LISTED_N,
    newYork('rename number two to pitch the sponsor for season three', rename(num(2), 'pitch the sponsor for season three')),
  ),
  within(LISTED_L, london('change 3 to order rye and spelt flour', rename(num(3), 'order rye and spelt flour'))),
];

export const THIRTYSEVENTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Call Mrs Adeyemi about the leak'), london('delete that she fixed it herself', remove(ctx))),
  london('cancel the proving drawer reminder', remove(words('proving drawer'))),
  london('bin the skip permit one, the council says we dinnae need it', remove(words('skip permit'))),
  london("get rid of the Kellys yoke, they're after getting someone else", remove(words('Kellys'))),
  london('the cake boxes one delete already, supplier cancel', remove(words('cake boxes'))),
  london('Please remove the diesel supplier reminder, my brother has paid', remove(words('diesel supplier'))),
  within(LISTED_L, london('delete number four', remove(num(4)))),
  within(LISTED_L, london('scrap the second one', remove(num(2)))),
  london('take the rye flour off the list', remove(words('rye flour'))),
  within(talkedOf('Driving lesson with Chloe'), london("she's cancelled, remove it", remove(ctx))),
  newYork('delete the winter tires one', remove(words('winter tires'))),
  within(talkedOf('Upload the episode to spotify'), newYork('nah kill that, the host wants to re-record', remove(ctx))),
  newYork("remove the Delgado session he's moved to another clinic", remove(words('Delgado'))),
  newYork('cancel the Oakville cleanup, they went with the other guy', remove(words('Oakville'))),
  within(LISTED_N, newYork('remove 1', remove(num(1)))),
  newYork('um delete the uh the sales tax thing I already paid it', remove(words('sales tax')), done(words('sales tax'))),
  london("forget the fire certificate one the landlord's handling it", remove(words('fire certificate'))),
  london('delete the the thing about the copper elbows', remove(words('copper elbows'))),
  newYork('no longer need the bonus episode reminder', remove(words('bonus episode'))),
  london("cancel Jamal's mock test he failed his theory lol", remove(words('mock test'))),
  within(LISTED_N, newYork('get rid of the last one', remove(num(4)))),
  within(talkedOf('Deposit the stall cash'), london("don't need this one liao, delete", remove(ctx))),
  newYork('drop the Halcyon callback', remove(words('Halcyon'))),
  london('remove the overdraft one', remove(words('overdraft'))),
];

export const THIRTYSEVENTH_DONE: HeldOutItem[] = [
  within(reminded('Ring the boiler supplier', OVERDUE_L), london("I'm after ringing them, all sorted", done(ctx))),
  within(reminded('Collect the cake boxes from supplier', OVERDUE_L), london('collected already', done(ctx))),
  within(reminded('Deposit the stall cash', OVERDUE_L), london('done liao', done(ctx))),
  within(reminded('Send the CV shortlist to Mr Okonkwo', OVERDUE_L), london('I have sent it sir', done(ctx))),
  within(reminded('Phone the council about the skip permit', OVERDUE_L), london('aye done that', done(ctx))),
  within(reminded('Proof the sourdough', OVERDUE_L), london('yeah yeah did it like ten minutes ago', done(ctx))),
  london('finished the Harrow wedding edit finally', done(words('Harrow wedding'))),
  within(LISTED_L, london('done three', done(num(3)))),
  within(LISTED_L, london("number one's done", done(num(1)))),
  within(LISTED_L, london('done to', done(num(2)), [unclear])),
  within(LISTED_N, newYork('completed for', done(num(4)), [unclear])),
  within(LISTED_L, london("the Reids one's done", done(words('Reids')), done(num(2)))),
  london('paid the diesel man', done(words('diesel'))),
  within(reminded('Upload the episode to spotify', OVERDUE_N), newYork('uploaded 🎧', done(ctx))),
  within(
    reminded('Get the winter tires put on the van', OVERDUE_N),
    newYork('tires are on, good to go eh', done(ctx), done(words('tires'))),
  ),
  newYork('sent Brightwave the shortlist', done(words('Brightwave'))),
  within(reminded('Pay the sales tax', OVERDUE_N), newYork('paid', done(ctx))),
  within(reminded('Feed the starter', OVERDUE_N), newYork('fed 👍', done(ctx))),
  within(
    reminded('Run payroll for the crew', OVERDUE_N),
    newYork("um yeah payroll's done uh all twelve guys paid", done(ctx), done(words('payroll'))),
  ),
  within(reminded('Check the hotel boiler pressure', OVERDUE_L), london("pressure's grand, one point two bar", done(ctx))),
  london('the Mackenzie invoice is sent', done(words('Mackenzie'))),
  within(reminded("Clear the leaves at the Kellys'", OVERDUE_L), london('job done', done(ctx))),
  within(LISTED_N, newYork('tick off 2', done(num(2)))),
  within(reminded('Driving lesson with Chloe', OVERDUE_L), london('lesson done, she was brilliant on the roundabouts', done(ctx))),
  within(reminded('Email clients about Q4 estimated taxes', OVERDUE_N), newYork('all the emails went out this morning', done(ctx))),
  within(reminded('Pay the shop rent', OVERDUE_L), london('I don pay the rent for the shop', done(ctx), done(words('rent')))),
  within(reminded('Restock the kueh for the stall', OVERDUE_L), london('restock finish already', done(ctx))),
  within(reminded('Back up the wedding cards to the nas', OVERDUE_N), newYork('backed up both cards', done(ctx))),
  within(
    reminded('File the Hendry self assessment', OVERDUE_L),
    london("Hendry's return is filed, one down about forty to go", done(ctx), done(words('Hendry'))),
  ),
  within(
    reminded('Call the wedding venue about drone permission', OVERDUE_N),
    newYork('spoke to them they said yes to the drone', done(ctx)),
  ),
  within(reminded('Send the Q3 accounts pack to Fraser', OVERDUE_L), london('sent it sent it', done(ctx))),
];

const WHICH_CALL: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['Call the boiler supplier', 'Call Mrs Adeyemi'] },
};
const WHICH_INVOICE: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['Invoice the Mackenzies', 'Invoice the Reids', 'Invoice the Harrow wedding'] },
};
const WHICH_NY: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['Call the Halcyon recruiter', 'Call the venue'] },
};
const APPRENTICE_OR_VAN: Partial<ConversationState> = {
  pending: {
    about: 'dilemma_choice',
    question: 'Take on an apprentice or buy a second van?',
    options: ['Take on an apprentice', 'Buy a second van'],
  },
};
const TASTING: Partial<ConversationState> = {
  pending: { about: 'other', question: 'Which day suits for the cake tasting?', options: ['Thursday', 'Friday'] },
};
const REVIEW: Partial<ConversationState> = { pending: { about: 'review', decision: 'Moved the podcast to fortnightly episodes' } };
const KEEP: Partial<ConversationState> = { pending: { about: 'keep', text: 'Saying no to rush jobs gave me my evenings back' } };

export const THIRTYSEVENTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('Mrs Adeyemi', answer(2))),
  within(WHICH_CALL, london('the first one no the second', answer(2))),
  within(WHICH_CALL, london('to', answer(2), [unclear])),
  within(WHICH_CALL, london('boiler', answer(1))),
  within(WHICH_INVOICE, london('the wedding one', answer(3))),
  within(WHICH_INVOICE, london('reids lah', answer(2))),
  within(WHICH_INVOICE, london('the first', answer(1))),
  within(APPRENTICE_OR_VAN, london('the apprentice I think aye', answer(1))),
  within(APPRENTICE_OR_VAN, newYork('van', answer(2))),
  within(APPRENTICE_OR_VAN, london('dunno yet give me till the weekend', answer(null))),
  within(APPRENTICE_OR_VAN, london('Let me go with the second van abeg', answer(2))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Apprentice or second van?', options: ['Apprentice', 'Van'] } },
    london('honestly cash flow and not working weekends', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I take the Lagos wedding?' } },
    newYork('either I take it and fly out or I pass and do the two local ones', answer(null)),
  ),
  within(REVIEW, london("it's been grand, downloads are up", answer(null))),
  within(REVIEW, newYork("meh sponsors didn't love it", answer(null))),
  within(KEEP, london('yes keep that one', answer(null), note)),
  within(KEEP, newYork('no need lah', answer(null))),
  within(TASTING, london('friday can', answer(2))),
  within(TASTING, newYork('thursday suits', answer(1))),
  within(TASTING, london('uh fri no thursday', answer(1))),
  within(
    { pending: { about: 'other', question: 'Shall I move the Reids invoice to Monday?', options: [] } },
    london('aye go on', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Want the morning list at 7?', options: [] } },
    london("no thanks I'm grand", answer(null)),
  ),
  within(WHICH_NY, newYork('the venue', answer(2))),
  within(WHICH_NY, newYork('halcyon', answer(1))),
  within(WHICH_NY, newYork('the second one eh', answer(2))),
  within(WHICH_NY, newYork('um the uh recruiter one', answer(1))),
];

export const THIRTYSEVENTH_RAMBLE: HeldOutItem[] = [
  london('right so three things send the Harrow gallery to the couple order more SD cards and um back up the Friday wedding', [
    task('send the Harrow gallery to the couple'),
    task('order more SD cards'),
    task('back up the Friday wedding'),
  ]),
  london(
    'um I need to ring the flour mill at ten tomorrow and uh also order the christmas cake boxes',
    [task('ring the flour mill', l('11-12 10:00')), task('order the christmas cake boxes')],
    [task('ring the flour mill', l('11-12 10:00')), task('order the christmas cake boxes', l('11-12 10:00'))],
  ),
  newYork('so like fix the login crash for the Fitly app uh update the testflight build and then email Dana by four', [
    task('fix the login crash for the Fitly app'),
    task('update the testflight build'),
    task('email Dana', n('11-11 16:00')),
  ]),
  london('need tae get the van washed, pick up the turf fae the yard and phone Davie aboot Saturday', [
    task('get the van washed'),
    task('pick up the turf fae the yard'),
    task('phone Davie aboot Saturday'),
  ]),
  london("Right so I've to ring the accountant, drop the van in to Murphys for the NCT and collect the mini diggers Friday", [
    task('ring the accountant'),
    task('drop the van in to Murphys for the NCT'),
    task('collect the mini diggers', l('11-13')),
  ]),
  london(
    'tmr need to buy pandan, collect the banner, then 4pm go bank',
    [task('buy pandan', l('11-12')), task('collect the banner', l('11-12')), task('go bank', l('11-12 16:00'))],
    [task('buy pandan'), task('collect the banner'), task('go bank', l('11-12 16:00'))],
  ),
  london(
    'Please remind me to call Tunde by 10am tomorrow, send the invoice to Zenith Hotel and book my flight to Abuja',
    [task('call Tunde', l('11-12 10:00')), task('send the invoice to Zenith Hotel'), task('book my flight to Abuja')],
    [
      task('call Tunde', l('11-12 10:00')),
      task('send the invoice to Zenith Hotel', l('11-12 10:00')),
      task('book my flight to Abuja', l('11-12 10:00')),
    ],
  ),
  london("after the last patient I need to um write up Mr Khan's notes order more kinesio tape and uh email the gym about the room", [
    task("write up Mr Khan's notes"),
    task('order more kinesio tape'),
    task('email the gym about the room'),
  ]),
  newYork(
    'edit the Ama episode, send the guest release form and book the studio for tuesday',
    [task('edit the Ama episode'), task('send the guest release form'), task('book the studio', n('11-17'))],
    [task('edit the Ama episode'), task('send the guest release form'), task('book the studio for tuesday')],
  ),
  newYork(
    'gotta winterize the irrigation at the Hendersons, drop off the leaf blower for repair, and grab a double double on the way lol',
    [
      task('winterize the irrigation at the Hendersons'),
      task('drop off the leaf blower for repair'),
      task('grab a double double on the way'),
    ],
    [task('winterize the irrigation at the Hendersons'), task('drop off the leaf blower for repair')],
  ),
  newYork('um so file the Garcia extension, call the IRS about the Lee notice and uh chase the Bakers for their 1099s', [
    task('file the Garcia extension'),
    task('call the IRS about the Lee notice'),
    task('chase the Bakers for their 1099s'),
  ]),
  london('tomorrow: seven am breakfast delivery, eleven room three deep clean, four pm check in the German group', [
    task('breakfast delivery', l('11-12 07:00')),
    task('room three deep clean', l('11-12 11:00')),
    task('check in the German group', l('11-12 16:00')),
  ]),
  london(
    'ok need to send three CVs to Brightwave, book the interview rooms for Thursday and update the LinkedIn job ad',
    [task('send three CVs to Brightwave'), task('book the interview rooms', l('11-12')), task('update the LinkedIn job ad')],
    [task('send three CVs to Brightwave'), task('book the interview rooms for Thursday'), task('update the LinkedIn job ad')],
  ),
  newYork('remind me at to to call the venue and at for to call the florist', [
    task('call the venue', n('11-11 14:00')),
    task('call the florist', n('11-11 16:00')),
  ]),
  london('need to get change from the bank, print new price labels and ask Wei about the gazebo', [
    task('get change from the bank'),
    task('print new price labels'),
    task('ask Wei about the gazebo'),
  ]),
  newYork('so tomorrow um feed the starter at six bake the wedding cake layers and deliver the cupcakes to the school at two', [
    task('feed the starter', n('11-12 06:00')),
    task('bake the wedding cake layers', n('11-12')),
    task('deliver the cupcakes to the school', n('11-12 14:00')),
  ]),
  london(
    "tomorrow fix the leak at number twelve at eight, service the Grants' boiler at one and then quote the Elm Street bathroom",
    [
      task('fix the leak at number twelve', l('11-12 08:00')),
      task("service the Grants' boiler", l('11-12 13:00')),
      task('quote the Elm Street bathroom', l('11-12')),
    ],
    [
      task('fix the leak at number twelve', l('11-12 08:00')),
      task("service the Grants' boiler", l('11-12 13:00')),
      task('quote the Elm Street bathroom'),
    ],
  ),
  newYork('push the hotfix, reply to the app review and uh invoice Fitly for october', [
    task('push the hotfix'),
    task('reply to the app review'),
    task('invoice Fitly for october'),
  ]),
  london(
    'later I go post office send the parcels then buy more cling wrap',
    [task('go post office send the parcels'), task('buy more cling wrap')],
    [task('post office send the parcels'), task('buy more cling wrap')],
    [task('send the parcels'), task('buy more cling wrap')],
  ),
  newYork(
    'call Mr Delgado about his knee scan, order ice packs and renew my CPR cert before the end of the month',
    [task('call Mr Delgado about his knee scan'), task('order ice packs'), task('renew my CPR cert', n('11-30'))],
    [task('call Mr Delgado about his knee scan'), task('order ice packs'), task('renew my CPR cert', n('11-29'))],
  ),
  london('ring the laundry crowd, sort the rota for the Christmas party and get the boiler man out Monday', [
    task('ring the laundry crowd'),
    task('sort the rota for the Christmas party'),
    task('get the boiler man out', l('11-16')),
  ]),
  newYork(
    'upload the trailer, write the show notes, and schedule the newsletter for friday at eight am',
    [task('upload the trailer'), task('write the show notes'), task('schedule the newsletter', n('11-13 08:00'))],
    [task('upload the trailer'), task('write the show notes'), task('schedule the newsletter for friday at eight am')],
  ),
  london(
    'order twenty tonne of topsoil, hire the mini digger for Monday and um invoice the Campbells',
    [task('order twenty tonne of topsoil'), task('hire the mini digger', l('11-16')), task('invoice the Campbells')],
    [task('order twenty tonne of topsoil'), task('hire the mini digger for Monday'), task('invoice the Campbells')],
  ),
  newYork(
    'pick up the salt for the lots, book the snowplow service before the first and text the Patels about their interlock',
    [task('pick up the salt for the lots'), task('book the snowplow service', n('12-01')), task('text the Patels about their interlock')],
    [task('pick up the salt for the lots'), task('book the snowplow service', n('11-30')), task('text the Patels about their interlock')],
  ),
  london('uh so yeah ring Mr Khan about his shoulder and um like book my own CPD course', [
    task('ring Mr Khan about his shoulder'),
    task('book my own CPD course'),
  ]),
  newYork('write the Fitly release notes and uh and reply to the two one star reviews', [
    task('write the Fitly release notes'),
    task('reply to the two one star reviews'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_THIRTYSEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTYSEVENTH_ASK,
  recurring: THIRTYSEVENTH_RECURRING,
  snooze: THIRTYSEVENTH_SNOOZE,
  correction: THIRTYSEVENTH_CORRECTION,
  rename: THIRTYSEVENTH_RENAME,
  remove: THIRTYSEVENTH_REMOVE,
  done: THIRTYSEVENTH_DONE,
  answer: THIRTYSEVENTH_ANSWER,
  ramble: THIRTYSEVENTH_RAMBLE,
  greeting: THIRTYSEVENTH_GREETING,
  thanks: THIRTYSEVENTH_THANKS,
  feeling: THIRTYSEVENTH_FEELING,
  question: THIRTYSEVENTH_QUESTION,
  statement: THIRTYSEVENTH_STATEMENT,
  decision: THIRTYSEVENTH_DECISION,
  dilemma: THIRTYSEVENTH_DILEMMA,
  recall: THIRTYSEVENTH_RECALL,
  prioritise: THIRTYSEVENTH_PRIORITISE,
  agenda: THIRTYSEVENTH_AGENDA,
  free_time: THIRTYSEVENTH_FREE_TIME,
  unclear: THIRTYSEVENTH_UNCLEAR,
  bare: THIRTYSEVENTH_BARE,
};

export const HELD_OUT_THIRTYSEVENTH: HeldOutItem[] = Object.values(HELD_OUT_THIRTYSEVENTH_KINDS).flat();
