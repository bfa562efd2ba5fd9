import type { ConversationState, Intent } from '../intent';
import {
  NO_CHANGE,
  answer,
  ctx,
  decision,
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
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  THIRTYFOURTH_AGENDA,
  THIRTYFOURTH_BARE,
  THIRTYFOURTH_DECISION,
  THIRTYFOURTH_DILEMMA,
  THIRTYFOURTH_FEELING,
  THIRTYFOURTH_FREE_TIME,
  THIRTYFOURTH_GREETING,
  THIRTYFOURTH_PRIORITISE,
  THIRTYFOURTH_QUESTION,
  THIRTYFOURTH_RECALL,
  THIRTYFOURTH_STATEMENT,
  THIRTYFOURTH_THANKS,
  THIRTYFOURTH_UNCLEAR,
} from './held-out-thirtyfourth-b';

/**
 * The thirty-fourth held-out set: people running a landscape gardening crew, an indie game studio
 * of three in Brooklyn, a mobile hairdresser, a craft-beer delivery startup, an accountant gone
 * solo, a driving instructor, a catering company, a furniture upcycler, a physiotherapist, a
 * podcast producer, an electrician and a charity shop manager. Weighted towards voice-note rambles
 * with several jobs, snoozes and replies to reminders (some of them about something else), recurring
 * asks, British slang and typos.
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
const LISTED = { listed: ['Quote the Achebes patio', 'Book the chipper hire', 'Ring Siobhan about Saturday', 'Order more bark mulch'] };
const NY_LISTED = { listed: ['File the Abernathy extension', 'Send Brennan the engagement letter', 'Renew the CPA license CE hours'] };

export const THIRTYFOURTH_ASK: HeldOutItem[] = [
  london(
    'remind me to drop the hedge trimmer in for a service tmrw at 8',
    task('drop the hedge trimmer in for a service', l('11-12 08:00')),
  ),
  london('order 3 bulk bags of topsoil for the haworth job fri', task('order 3 bulk bags of topsoil for the haworth job', l('11-13'))),
  london("callum's lesson thurs half 4", task("callum's lesson", l('11-12 16:30'))),
  london("cut and colour at mrs barraclough's sat 10am", task("cut and colour at mrs barraclough's", l('11-14 10:00'))),
  london('rewire quote for the Achebes by monday', task('rewire quote for the Achebes', l('11-16'))),
  london(
    'pat test the charity shop kettles and lamps next tues',
    task('pat test the charity shop kettles and lamps', l('11-17')),
    task('pat test the charity shop kettles and lamps', l('11-24')),
  ),
  london('in 20 mins remind me to move the van, traffic warden about', task('move the van', inMinutes(20))),
  london(
    'sand down the oak dresser b4 wednesday',
    task('sand down the oak dresser', l('11-18')),
    task('sand down the oak dresser', l('11-17')),
  ),
  london(
    'URGENT ring building control about the consumer unit sign off before 5',
    task('ring building control about the consumer unit sign off', l('11-11 17:00'), { important: true }),
  ),
  london("write up Mr Lindqvist's physio notes by 6 tonight", task("write up Mr Lindqvist's physio notes", l('11-11 18:00'))),
  london(
    'book the chipper hire for the 24th',
    task('book the chipper hire', l('11-24')),
    task('book the chipper hire for the 24th'),
    task('book the chipper hire for the 24th', l('11-24')),
  ),
  london('tmrw 9.15 mock test with Aled', task('mock test with Aled', l('11-12 09:15'))),
  london('remind me at quarter to 5 to cash up the till', task('cash up the till', l('11-11 16:45'))),
  london(
    'sort the gift aid claim for the shop by end of month',
    task('sort the gift aid claim for the shop', l('11-30')),
    task('sort the gift aid claim for the shop', l('11-30 17:00')),
  ),
  london('a fortnight tomorrow, second coat on the Welsh dresser', task('second coat on the Welsh dresser', l('11-26'))),
  london('Monday week pick up the new van from the dealers', task('pick up the new van from the dealers', l('11-23'))),
  london('colour refresh for Hattie at hers sun 11', task('colour refresh for Hattie at hers', l('11-15 11:00'))),
  london('remind me to renew my ADI badge on 3 jan', task('renew my ADI badge', l('2027-01-03'))),
  london('half 8 tmrw meet the lads at the Kingsley Rd job', task('meet the lads at the Kingsley Rd job', l('11-12 08:30'))),
  london('deliver the upcycled chairs to Nadia on the 19th at 2', task('deliver the upcycled chairs to Nadia', l('11-19 14:00'))),
  within(
    reminded('Invoice the Haworths', l('11-11 14:00')),
    london('oh and remind me to order more bark mulch friday', task('order more bark mulch', l('11-13'))),
  ),
  within(
    reminded('Post the shop rota', l('11-11 14:00')),
    london('separate thing - need to call the house clearance guy tmrw at 11', task('call the house clearance guy', l('11-12 11:00'))),
  ),
  london(
    'IMPORTANT send the EICR for the Tudor Close flat to the letting agent by thurs',
    task('send the EICR for the Tudor Close flat to the letting agent', l('11-12'), { important: true }),
  ),
  london('ring Ffion back re her knee at 5:30', task('ring Ffion back re her knee', l('11-11 17:30'))),
  london('in an hour remind me to take the chicken out the freezer', task('take the chicken out the freezer', inMinutes(60))),
  { ...london('4/12 fit the new lights at the charity shop', task('fit the new lights at the charity shop', l('12-04'))), dayFirst: true },
  newYork('remind me to push the steam build to beta testers friday 3pm', task('push the steam build to beta testers', n('11-13 15:00'))),
  newYork('restock the ipa cans in van 2 tmrw 7am', task('restock the ipa cans in van 2', n('11-12 07:00'))),
  newYork('pay the TTB excise tax by 11/30', task('pay the TTB excise tax', n('11-30'))),
  newYork('remind me on 1/8 to file the Feldmans Q4 estimate', task('file the Feldmans Q4 estimate', n('2027-01-08'))),
  newYork('tasting for the Goldberg wedding tues 11/17 at 1', task('tasting for the Goldberg wedding', n('11-17 13:00'))),
  newYork(
    'edit ep 42 and send to Rafa by eod',
    task('edit ep 42 and send to Rafa', n('11-11 17:00')),
    task('edit ep 42 and send to Rafa', n('11-11 18:00')),
  ),
  newYork('in 90 min remind me to swap the kegs at the taproom', task('swap the kegs at the taproom', inMinutes(90))),
  newYork(
    "book the studio for Mei's interview next thursday at 10",
    task("book the studio for Mei's interview", n('11-19 10:00')),
    task("book the studio for Mei's interview", n('11-12 10:00')),
  ),
  newYork(
    'urgent!! call the liquor authority abt the delivery permit before noon',
    task('call the liquor authority abt the delivery permit', n('11-11 12:00'), { important: true }),
  ),
  newYork(
    'send the Kim family the updated catering quote tmrw morning',
    task('send the Kim family the updated catering quote', n('11-12 09:00')),
    task('send the Kim family the updated catering quote', n('11-12 08:00')),
  ),
  newYork('nov 20 submit the build to the nintendo lotcheck', task('submit the build to the nintendo lotcheck', n('11-20'))),
  newYork('this sat 10am record the intro with Luz', task('record the intro with Luz', n('11-14 10:00'))),
  newYork(
    'remind me at 2:45 to leave for the client meeting in Hoboken',
    task('leave for the client meeting in Hoboken', n('11-11 14:45')),
  ),
  newYork('engagement letter to Brennan, 12/2', task('engagement letter to Brennan', n('12-02'))),
  within(
    reminded('Call Brennan about the 1099s', n('11-11 09:00')),
    newYork('unrelated but add: buy printer toner by friday', task('buy printer toner', n('11-13'))),
  ),
  newYork('confirm the Park Slope pie order by monday the 23rd', task('confirm the Park Slope pie order', n('11-23'))),
  newYork('remind me in 2 hrs to check the fermenter temps', task('check the fermenter temps', inMinutes(120))),
  newYork('tmrw at noon lunch with the publisher', task('lunch with the publisher', n('11-12 12:00'))),
  newYork('Dec 1st renew the podcast hosting plan', task('renew the podcast hosting plan', n('12-01'))),
];

export const THIRTYFOURTH_RECURRING: HeldOutItem[] = [
  london(
    'every monday at 7 load the trailer for the week',
    task('load the trailer for the week', l('11-16 07:00'), { repeat: every('week') }),
  ),
  london('remind me every friday to send the lads timesheets', task('send the lads timesheets', l('11-13'), { repeat: every('week') })),
  london('on the 25th of every month pay the van lease', task('pay the van lease', l('11-25'), { repeat: every('month') })),
  london(
    'every weekday at 8.30 check the lesson bookings',
    task('check the lesson bookings', l('11-12 08:30'), { repeat: every('weekday') }),
  ),
  london('every other saturday deep clean the shop floor', task('deep clean the shop floor', l('11-14'), { repeat: every('week', 2) })),
  london(
    'every 6 weeks starting monday sharpen the mower blades',
    task('sharpen the mower blades', l('11-16'), { repeat: every('week', 6) }),
  ),
  london('daily 6pm reconcile the shop till', task('reconcile the shop till', l('11-11 18:00'), { repeat: every('day') })),
  london(
    'each morning at 7 check the weather for the crew',
    task('check the weather for the crew', l('11-12 07:00'), { repeat: every('day') }),
  ),
  london(
    "remind me every sunday night at 8 to plan the week's rounds",
    task("plan the week's rounds", l('11-15 20:00'), { repeat: every('week') }),
  ),
  london(
    'every year on the 5th of april renew my van insurance',
    task('renew my van insurance', l('2027-04-05'), { repeat: every('year') }),
  ),
  london('fortnightly wed at 10 volunteer meeting', task('volunteer meeting', l('11-18 10:00'), { repeat: every('week', 2) })),
  london(
    'every 3 months from 1 dec test the shop fire alarms',
    task('test the shop fire alarms', l('12-01'), { repeat: every('month', 3) }),
  ),
  london('every wed 9am team huddle w the crew', task('team huddle w the crew', l('11-18 09:00'), { repeat: every('week') })),
  london(
    'weekly on thursday at 4 restock the rails at the shop',
    task('restock the rails at the shop', l('11-12 16:00'), { repeat: every('week') }),
  ),
  london(
    'every weekday 5pm back up the treatment notes',
    task('back up the treatment notes', l('11-11 17:00'), { repeat: every('weekday') }),
  ),
  london('remind me to take my tablets every night at 10', task('take my tablets', l('11-11 22:00'), { repeat: every('day') })),
  london(
    'um can you remind me like every tuesday at half 9 to order the colour stock',
    task('order the colour stock', l('11-17 09:30'), { repeat: every('week') }),
  ),
  newYork(
    'every monday at 9am sprint planning with Tobias and Mei',
    task('sprint planning with Tobias and Mei', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork('brew day every thursday 6am', task('brew day', n('11-12 06:00'), { repeat: every('week') })),
  newYork(
    'remind me on the 15th of every month to send client invoices',
    task('send client invoices', n('11-15'), { repeat: every('month') }),
  ),
  newYork('each friday at 5 publish the episode', task('publish the episode', n('11-13 17:00'), { repeat: every('week') })),
  newYork('daily at 11pm back up the game repo', task('back up the game repo', n('11-11 23:00'), { repeat: every('day') })),
  newYork('every weekday at 8 check the order queue', task('check the order queue', n('11-12 08:00'), { repeat: every('weekday') })),
  newYork('every other tuesday at 2 send the newsletter', task('send the newsletter', n('11-17 14:00'), { repeat: every('week', 2) })),
  newYork('every year on jan 31 send out the 1099s', task('send out the 1099s', n('2027-01-31'), { repeat: every('year') })),
  newYork('pay sales tax on the 20th each month', task('pay sales tax', n('11-20'), { repeat: every('month') })),
  newYork(
    "every sunday 4pm prep the week's catering orders",
    task("prep the week's catering orders", n('11-15 16:00'), { repeat: every('week') }),
  ),
  newYork(
    'every wednesday at noon post the new ep clips on tiktok',
    task('post the new ep clips on tiktok', n('11-11 12:00'), { repeat: every('week') }),
  ),
  newYork('run payroll every 2 weeks on friday', task('run payroll', n('11-13'), { repeat: every('week', 2) })),
  newYork(
    'every morning at 6:30 check the keg fridge temps',
    task('check the keg fridge temps', n('11-12 06:30'), { repeat: every('day') }),
  ),
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

export const THIRTYFOURTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Quote the Achebes patio', OVERDUE_L), london('ugh push it an hour, up to my knees in clay', snoozeFor(60))),
  within(reminded('Cash up the till', LATER_L), london('snooze 15', snoozeFor(15))),
  within(reminded('Ring Ffion back re her knee', OVERDUE_L), london('with a patient, 40 mins', snoozeFor(40))),
  within(reminded('Order more bark mulch', OVERDUE_L), london('tomorrow', ...toDayL('11-12'))),
  within(reminded('Send the lads timesheets', OVERDUE_L), london('not yet', snoozeFor(60), NO_CHANGE)),
  within(reminded('Book the chipper hire', OVERDUE_L), london('leave it till monday', ...toDayL('11-16'))),
  within(reminded('Colour refresh for Hattie', OVERDUE_L), london('mid foils!! 25 min', snoozeFor(25))),
  within(reminded("Write up Mr Lindqvist's physio notes", OVERDUE_L), london('remind me at half 6', snoozeUntil(l('11-11 18:30')))),
  within(
    reminded('Pick up the new van from the dealers', OVERDUE_L),
    london('remind me thurs 10ish', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('PAT test the shop kettles', OVERDUE_L), london('couple of hours mate', snoozeFor(120))),
  within(reminded('Sand down the oak dresser', OVERDUE_L), london('bump to the weekend', ...toDayL('11-14'))),
  within(reminded('Email the DVSA about test slots', OVERDUE_L), london('on a lesson, ping me at 5', snoozeUntil(l('11-11 17:00')))),
  within(
    reminded('Order the copper cable', OVERDUE_L),
    london('snooze till tomoz 8am', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('Post the shop rota', OVERDUE_L), london('half an hour', snoozeFor(30))),
  within(reminded('Call the house clearance guy', OVERDUE_L), london('cant talk, in the car. 20?', snoozeFor(20))),
  within(reminded('Sort the gift aid claim', OVERDUE_L), london('ask me again next week', ...toDayL('11-16'), snoozeFor(10080))),
  within(reminded('Varnish the sideboard', OVERDUE_L), london('ugh. later', snoozeFor(60), unclear)),
  within(reminded('Invoice the Haworths', OVERDUE_L), london('after tea', snoozeUntil(l('11-11 18:00')), snoozeUntil(l('11-11 19:00')))),
  within(reminded('Ring Siobhan about Saturday', OVERDUE_L), london('shes at work til 6, remind me then', snoozeUntil(l('11-11 18:00')))),
  within(reminded('Take my tablets', LATER_L), london('snooze 10 mins', snoozeFor(10))),
  within(
    reminded('Reply to the council tree officer', OVERDUE_L),
    london(
      'friday morning pls',
      snoozeUntil(l('11-13 09:00')),
      snoozeUntil(l('11-13 08:00')),
      move(ctx, '2026-11-13', '09:00'),
      move(ctx, '2026-11-13', '08:00'),
    ),
  ),
  within(reminded('Text Gareth the mulch price', OVERDUE_L), london('til half 4', snoozeUntil(l('11-11 16:30')))),
  within(
    reminded('Ring Mrs Haworth about the fence panels', OVERDUE_L),
    london("um yeah so I can't right now cos I'm up a ladder basically, so like, remind me in an hour or so yeah", snoozeFor(60)),
  ),
  within(
    reminded('Quote the Haworth fencing', OVERDUE_L),
    london(
      'tmrw first thing',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('Strip the pine chest', OVERDUE_L), london('ugh push it', snoozeFor(60), ...toDayL('11-12'), unclear, askBack)),
  within(
    reminded('Cash up the till', LATER_L),
    london(
      'yep will do. can you push the rota one to tomorrow tho',
      move(words('rota'), '2026-11-12', null),
      snoozeUntil(l('11-12 09:00'), words('rota')),
      snoozeUntil(l('11-12 12:00'), words('rota')),
    ),
  ),
  within(reminded('Swap the kegs at the taproom', OVERDUE_N), newYork('driving, 15', snoozeFor(15))),
  within(
    reminded('Push the steam build to beta testers', OVERDUE_N),
    newYork('build is still compiling lol, give it 2 hrs', snoozeFor(120)),
  ),
  within(reminded('Send Brennan the engagement letter', OVERDUE_N), newYork('remind me at 1', snoozeUntil(n('11-11 13:00')))),
  within(reminded('Edit ep 42 and send to Rafa', OVERDUE_N), newYork('push to tmrw', ...toDayN('11-12'))),
  within(reminded('Restock the ipa cans in van 2', OVERDUE_N), newYork('snooze 45m', snoozeFor(45))),
  within(reminded('Call the liquor authority', OVERDUE_N), newYork('they open at 11, ping me then', snoozeUntil(n('11-11 11:00')))),
  within(reminded('Confirm the Park Slope pie order', OVERDUE_N), newYork('monday', ...toDayN('11-16'))),
  within(
    reminded('Record the intro with Luz', OVERDUE_N),
    newYork('luz is sick, remind me next tues', ...toDayN('11-17'), ...toDayN('11-24')),
  ),
  within(reminded('Check the fermenter temps', OVERDUE_N), newYork('in an hour', snoozeFor(60))),
  within(
    reminded('File the Feldmans Q4 estimate', OVERDUE_N),
    newYork('not today, thursday 2pm', snoozeUntil(n('11-12 14:00')), move(ctx, '2026-11-12', '14:00')),
  ),
  within(
    reminded('Tasting menu for the Goldbergs', OVERDUE_N),
    newYork('hit me up again after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('Back up the game repo', OVERDUE_N), newYork('snooze pls', snoozeFor(60))),
  within(reminded('Publish the episode', OVERDUE_N), newYork('wait till 3, sponsor read still pending', snoozeUntil(n('11-11 15:00')))),
  within(
    reminded('Send the Kim family the updated catering quote', OVERDUE_N),
    newYork('end of day', snoozeUntil(n('11-11 17:00')), snoozeUntil(n('11-11 18:00'))),
  ),
  within(
    reminded('Buy printer toner', OVERDUE_N),
    newYork(
      'tmrw after work',
      snoozeUntil(n('11-12 17:00')),
      snoozeUntil(n('11-12 18:00')),
      move(ctx, '2026-11-12', '17:00'),
      move(ctx, '2026-11-12', '18:00'),
    ),
  ),
  within(reminded('Call Mrs Feldman back', OVERDUE_N), newYork('ugh push it 3 hours', snoozeFor(180))),
];

export const THIRTYFOURTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf("Callum's lesson", l('11-12 16:30')), london('no wait 5', move(ctx, null, '17:00'))),
  within(talkedOf('Drop the hedge trimmer in for a service', l('11-12 08:00')), london('actually friday', move(ctx, '2026-11-13', null))),
  within(talkedOf('Cash up the till', l('11-11 16:45')), london('make it 5:15', move(ctx, null, '17:15'))),
  within(
    talkedOf("Cut and colour at mrs barraclough's", l('11-14 10:00')),
    london('sorry shes asked for 11 instead', move(ctx, null, '11:00')),
  ),
  within(
    talkedOf('Rewire quote for the Achebes', l('11-16 12:00')),
    london('oh hang on, tuesday not monday', move(ctx, '2026-11-17', null)),
  ),
  within(talkedOf('Mock test with Aled', l('11-12 09:15')), london('typo, 9.45', move(ctx, null, '09:45'))),
  within(talkedOf('Ring Ffion back re her knee', l('11-11 17:30')), london('make that half 4', move(ctx, null, '16:30'))),
  within(talkedOf('Meet the lads at the Kingsley Rd job', l('11-12 08:30')), london('nah 7.30 they start early', move(ctx, null, '07:30'))),
  london('move the chipper hire to the 26th', move(words('chipper hire'), '2026-11-26', null)),
  london(
    'push the dresser sanding to sat morning',
    move(words('dresser'), '2026-11-14', '09:00'),
    move(words('dresser'), '2026-11-14', '08:00'),
    move(words('dresser'), '2026-11-14', null),
  ),
  within(
    talkedOf('Deliver the upcycled chairs to Nadia', l('11-19 14:00')),
    london('actually can we do the 20th same time', move(ctx, '2026-11-20', null)),
  ),
  within(
    talkedOf('Pick up the new van from the dealers', l('11-23 12:00')),
    london('oh they said the 24th not the 23rd', move(ctx, '2026-11-24', null)),
  ),
  within(talkedOf("Write up Mr Lindqvist's physio notes", l('11-11 18:00')), london('make it 8 tonight', move(ctx, null, '20:00'))),
  within(talkedOf('Order more bark mulch', l('11-13 12:00')), london('no i meant thursday morning, 8', move(ctx, '2026-11-12', '08:00'))),
  london('can you move Hattie to quarter past 12 sunday', move(words('Hattie'), '2026-11-15', '12:15')),
  within(
    talkedOf('Send the EICR for the Tudor Close flat to the letting agent', l('11-12 12:00')),
    london('tbf friday is fine', move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Push the steam build to beta testers', n('11-13 15:00')), newYork('wait make it 4', move(ctx, null, '16:00'))),
  within(talkedOf('Restock the ipa cans in van 2', n('11-12 07:00')), newYork('ugh no 6:30', move(ctx, null, '06:30'))),
  within(
    talkedOf('Tasting for the Goldberg wedding', n('11-17 13:00')),
    newYork('they moved it to wed same time', move(ctx, '2026-11-18', null)),
  ),
  within(talkedOf('Edit ep 42 and send to Rafa', n('11-11 17:00')), newYork('actually tomorrow', move(ctx, '2026-11-12', null))),
  newYork('move the nintendo submission to 11/23', move(words('nintendo'), '2026-11-23', null)),
  within(talkedOf('Record the intro with Luz', n('11-14 10:00')), newYork('sorry i meant sunday', move(ctx, '2026-11-15', null))),
  within(talkedOf('Lunch with the publisher', n('11-12 12:00')), newYork('make it 12:30', move(ctx, null, '12:30'))),
  newYork('push the Kim quote back to friday 10am', move(words('Kim'), '2026-11-13', '10:00')),
  within(talkedOf('Leave for the client meeting in Hoboken', n('11-11 14:45')), newYork('no 2:15, traffic', move(ctx, null, '14:15'))),
  within(talkedOf('Engagement letter to Brennan', n('12-02 12:00')), newYork('eh make it the 1st', move(ctx, '2026-12-01', null))),
  within(talkedOf('Swap the kegs at the taproom', inMinutes(90)), newYork('actually make it 3pm', move(ctx, null, '15:00'))),
];

export const THIRTYFOURTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Order more bark mulch'),
    london('rename it to order bark mulch and weed membrane', rename(ctx, 'order bark mulch and weed membrane')),
  ),
  within(talkedOf("Callum's lesson"), london("call it 'Callum - motorway lesson'", rename(ctx, 'Callum - motorway lesson'))),
  london("rename the chipper one to 'hire chipper + stump grinder'", rename(words('chipper'), 'hire chipper + stump grinder')),
  within(
    talkedOf("Cut and colour at mrs Baraclough's"),
    london('oops its Barraclough, double r', rename(ctx, "Cut and colour at mrs Barraclough's")),
  ),
  london(
    'change the EICR task to say EICR + minor works cert for Tudor Close',
    rename(words('EICR'), 'EICR + minor works cert for Tudor Close'),
  ),
  within(
    talkedOf('Sand down the oak dresser'),
    london('make the title: strip and sand the oak dresser', rename(ctx, 'strip and sand the oak dresser')),
  ),
  london("the till one should be called 'cash up and bank the float'", rename(words('till'), 'cash up and bank the float')),
  within(talkedOf('Ring Ffion back re her knee'), london("rename to 'Ffion - knee rehab plan'", rename(ctx, 'Ffion - knee rehab plan'))),
  within(LISTED, london('rename 2 to book chipper for the 24th', rename(num(2), 'book chipper for the 24th'))),
  within(
    talkedOf('Deliver the upcycled chairs to Nadia'),
    london("can u change it to 'deliver chairs + footstool to Nadia'", rename(ctx, 'deliver chairs + footstool to Nadia')),
  ),
  london('rename gift aid one → gift aid claim Q3', rename(words('gift aid'), 'gift aid claim Q3')),
  within(
    talkedOf('Email the DVSA about test slots'),
    london('retitle: email DVSA re cancelled test slots', rename(ctx, 'email DVSA re cancelled test slots')),
  ),
  within(
    talkedOf('Push the steam build to beta testers'),
    newYork("rename to 'push build 0.9.3 to beta'", rename(ctx, 'push build 0.9.3 to beta')),
  ),
  newYork("change 'edit ep 42' to 'edit ep 42 + show notes'", rename(words('edit ep 42'), 'edit ep 42 + show notes')),
  within(
    talkedOf('Restock the ipa cans in van 2'),
    newYork('call it restock IPA + sour cans van 2', rename(ctx, 'restock IPA + sour cans van 2')),
  ),
  newYork(
    'rename the goldberg tasting to Goldberg tasting (vegan menu)',
    rename(words('goldberg tasting'), 'Goldberg tasting (vegan menu)'),
  ),
  within(
    talkedOf('Lunch with the publisher'),
    newYork('name it lunch w/ Hollis from Fernlight Publishing', rename(ctx, 'lunch w/ Hollis from Fernlight Publishing')),
  ),
  within(
    talkedOf('Engagement letter to Brennan'),
    newYork("should say 'engagement letter to Brennan & Co' sorry", rename(ctx, 'engagement letter to Brennan & Co')),
  ),
  within(NY_LISTED, newYork('rename #3 to CPE hours - ethics course', rename(num(3), 'CPE hours - ethics course'))),
  newYork("the liquor one, rename it 'SLA delivery permit call'", rename(words('liquor'), 'SLA delivery permit call')),
  within(
    talkedOf('Record the intro with Luz'),
    newYork("title should be 'record S3 intro with Luz'", rename(ctx, 'record S3 intro with Luz')),
  ),
  within(
    talkedOf('Check the fermenter temps'),
    newYork('rename it fermenter 3 temp + gravity check', rename(ctx, 'fermenter 3 temp + gravity check')),
  ),
];

export const THIRTYFOURTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Book the chipper hire'), london("delete that, Kev's mate is lending us one", remove(ctx))),
  london('cancel the mock test reminder, aled failed his theory lol', remove(words('mock test'))),
  london('bin off the dresser task, sold it as is', remove(words('dresser'))),
  within(LISTED, london('get rid of no. 4', remove(num(4)))),
  within(talkedOf('Colour refresh for Hattie at hers'), london("she's cancelled, remove it", remove(ctx))),
  london('scrap the gift aid reminder, treasurer is doing it', remove(words('gift aid'))),
  london("take the Kingsley Rd one off, job's postponed till spring", remove(words('Kingsley Rd'))),
  within(talkedOf('Ring Ffion back re her knee'), london('nvm delete', remove(ctx))),
  london('remove the EICR task pls', remove(words('EICR'))),
  within(reminded('Move the van', OVERDUE_L), london('delete this one, already moved it', remove(ctx), done(ctx))),
  london('kill the topsoil order reminder', remove(words('topsoil'))),
  within(LISTED, london('cross off 3, siobhan cancelled saturday', remove(num(3)), done(num(3)))),
  newYork('cancel the nintendo lotcheck reminder, we slipped to Q1', remove(words('nintendo'))),
  within(talkedOf('Tasting for the Goldberg wedding'), newYork('wedding called off 😬 delete', remove(ctx))),
  newYork("delete 'restock the ipa cans in van 2'", remove(words('restock the ipa cans in van 2'))),
  within(NY_LISTED, newYork('remove the 2nd one', remove(num(2)))),
  newYork('drop the fermenter temps task, got a wifi sensor now', remove(words('fermenter'))),
  within(talkedOf('Lunch with the publisher'), newYork('hollis cancelled, get rid of it', remove(ctx))),
  newYork('erase the toner reminder, office manager ordered it', remove(words('toner'))),
  newYork('no longer need the Hoboken one', remove(words('Hoboken'))),
  within(talkedOf('Push the steam build to beta testers'), newYork("scratch it, we're not doing a beta anymore", remove(ctx))),
  newYork('remove the podcast hosting renewal, switching to a free host', remove(words('podcast hosting'))),
  within(reminded('Send the newsletter', OVERDUE_N), newYork('separately can you delete the pie order task', remove(words('pie order')))),
];

export const THIRTYFOURTH_DONE: HeldOutItem[] = [
  within(reminded('Invoice the Haworths', OVERDUE_L), london('sent it 👍', done(ctx))),
  within(reminded('Order more bark mulch', OVERDUE_L), london('ordered, arriving thurs', done(ctx))),
  within(reminded('Cash up the till', LATER_L), london('all cashed up', done(ctx))),
  within(reminded('Ring Siobhan about Saturday', OVERDUE_L), london('spoke to her earlier, sorted', done(ctx))),
  within(LISTED, london('1 done', done(num(1)))),
  london('mark the topsoil one done', done(words('topsoil'))),
  within(reminded('Take my tablets', LATER_L), london('taken ✔️', done(ctx))),
  within(reminded('Email the DVSA about test slots', OVERDUE_L), london('did that on my lunch', done(ctx))),
  within(talkedOf('Pick up the new van from the dealers'), london('got the van!! done', done(ctx))),
  within(reminded('PAT test the shop kettles', OVERDUE_L), london('yep all tested, 2 failed', done(ctx))),
  within(reminded("Write up Mr Lindqvist's physio notes", OVERDUE_L), london('done done done', done(ctx))),
  within(LISTED, london("2's sorted", done(num(2)))),
  within(reminded('Post the shop rota', OVERDUE_L), london('its up on the board ✅', done(ctx))),
  within(reminded('Text Gareth the mulch price', OVERDUE_L), london('yh', done(ctx))),
  within(reminded('Reply to the council tree officer', OVERDUE_L), london("replied, they're sending someone out", done(ctx))),
  london('ticked off the EICR, sent it over', done(words('EICR'))),
  within(
    reminded('Invoice the Haworths', OVERDUE_L),
    london('done the other one, the gift aid claim. not this yet', done(words('gift aid'))),
  ),
  within(reminded('Swap the kegs at the taproom', OVERDUE_N), newYork('swapped', done(ctx))),
  within(reminded('Push the steam build to beta testers', OVERDUE_N), newYork('build is live on the beta branch 🎉', done(ctx))),
  within(reminded('Send Brennan the engagement letter', OVERDUE_N), newYork('signed sealed delivered', done(ctx))),
  within(NY_LISTED, newYork('done w #1', done(num(1)))),
  newYork('finished editing ep 42, mark it done', done(words('ep 42'))),
  within(reminded('Check the fermenter temps', OVERDUE_N), newYork('checked, all at 19C', done(ctx))),
  within(reminded('Call the liquor authority', OVERDUE_N), newYork('called them, permit is in the mail', done(ctx))),
  within(reminded('Run payroll', OVERDUE_N), newYork('payroll ran ✅', done(ctx), done(words('payroll')))),
  within(talkedOf('Confirm the Park Slope pie order'), newYork('confirmed with the bakery', done(ctx))),
  within(reminded('Back up the game repo', OVERDUE_N), newYork('yup', done(ctx))),
  within(reminded('Publish the episode', OVERDUE_N), newYork('its live 🎙️', done(ctx))),
  within(reminded('Call Mrs Feldman back', OVERDUE_N), newYork('she called me first, all good', done(ctx))),
];

const WHICH_QUOTE = { pending: { about: 'which_task' as const, options: ['Quote the Achebes patio', 'Quote the Haworth fencing'] } };
const WHICH_CALL = {
  pending: {
    about: 'which_task' as const,
    options: ['Call Brennan about the 1099s', 'Call Mrs Feldman back', 'Call the liquor authority'],
  },
};
const CREW = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take on a fourth crew member or turn down winter work?',
    options: ['Hire a fourth crew member', 'Turn down winter work'],
  },
};
const PUBLISHER = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Sign the publisher deal or self-publish?',
    options: ['Sign with the publisher', 'Self-publish'],
  },
};
const TRAINING_DAY = {
  pending: { about: 'other' as const, question: 'Which day for the volunteer training?', options: ['Tuesday', 'Saturday'] },
};

export const THIRTYFOURTH_ANSWER: HeldOutItem[] = [
  within(WHICH_QUOTE, london('the patio one', answer(1))),
  within(WHICH_QUOTE, london('fencing', answer(2))),
  within(WHICH_QUOTE, london('no. 1', answer(1))),
  within(WHICH_QUOTE, london('both tbh', answer(null))),
  within(WHICH_CALL, newYork('mrs feldman', answer(2))),
  within(WHICH_CALL, newYork('the third', answer(3))),
  within(WHICH_CALL, newYork('brennan obv', answer(1))),
  within(WHICH_CALL, newYork('3️⃣', answer(3))),
  within(CREW, london('hire, we cant afford to lose the clients', answer(1))),
  within(CREW, london('turn it down. my back cant take another winter', answer(2))),
  within(CREW, london('still not sure, ask me friday', answer(null))),
  within(PUBLISHER, newYork('self publish', answer(2))),
  within(PUBLISHER, newYork('going with the publisher', answer(1), decision)),
  within(
    { pending: { about: 'dilemma_matters', question: 'Sign the publisher deal or self-publish?', options: ['Publisher', 'Self-publish'] } },
    newYork('creative control and not going broke', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I take the Christmas party catering for 200?' } },
    newYork('either say yes and hire temps or say no and keep it small', answer(null)),
  ),
  within(TRAINING_DAY, london('tues', answer(1))),
  within(TRAINING_DAY, london('saturday works better for the volunteers', answer(2))),
  within(
    { pending: { about: 'review', decision: 'Stopped doing Sunday lessons' } },
    london('best thing i did, weekends are mine again', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Switched to the cheaper keg supplier' } },
    newYork('mixed, cheaper but 2 late drops', answer(null)),
  ),
  within(
    { pending: { about: 'keep', text: 'Saying no to rush jobs gave me my evenings back' } },
    london('yes keep that', answer(null), note),
  ),
  within({ pending: { about: 'keep', text: 'Batch-recording three episodes saved my week' } }, newYork('nah', answer(null))),
  within(
    { pending: { about: 'stuck', task: 'Do the Feldmans Q4 estimate' } },
    newYork('waiting on their brokerage statements, they keep ghosting me', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: "Write the shop's volunteer handbook" } },
    london('dont know where to start tbh', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Want me to move the Achebes quote to Friday?', options: [] } },
    london('go on then', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I remind you about payroll every other Friday?', options: [] } },
    newYork('yeah do it', answer(null)),
  ),
];

export const THIRTYFOURTH_RAMBLE: HeldOutItem[] = [
  london(
    'right um so tomorrow I need to drop the mower at the repair place, then like ring Mrs Haworth about the fence panels, and uh order more weed membrane so yeah',
    [
      task('drop the mower at the repair place', l('11-12')),
      task('ring Mrs Haworth about the fence panels'),
      task('order more weed membrane'),
    ],
    [
      task('drop the mower at the repair place', l('11-12')),
      task('ring Mrs Haworth about the fence panels', l('11-12')),
      task('order more weed membrane', l('11-12')),
    ],
  ),
  london(
    "ok so voice note cos im driving, um, book Callum in for his test, text Aled his lesson's moved and er renew the dual control insurance before the 1st",
    [task('book Callum in for his test'), task("text Aled his lesson's moved"), task('renew the dual control insurance', l('12-01'))],
    [task('book Callum in for his test'), task("text Aled his lesson's moved"), task('renew the dual control insurance', l('11-30'))],
  ),
  london("things for tmrw: 9 colour at Hattie's, 12 cut in Whitstable, 3.30 pick up developer from Sally's", [
    task("colour at Hattie's", l('11-12 09:00')),
    task('cut in Whitstable', l('11-12 12:00')),
    task("pick up developer from Sally's", l('11-12 15:30')),
  ]),
  london('need to 1. test the RCDs at the Tudor Close flat 2. order 50m of 2.5 twin and earth 3. invoice mr Gupta', [
    task('test the RCDs at the Tudor Close flat'),
    task('order 50m of 2.5 twin and earth'),
    task('invoice mr Gupta'),
  ]),
  london(
    'um so for the shop, change the window display for christmas by saturday, do the rota for next week and ring the bric a brac donor back',
    [
      task('change the window display for christmas', l('11-14')),
      task('do the rota for next week'),
      task('ring the bric a brac donor back'),
    ],
  ),
  london('ok so erm, strip the pine chest, collect the paint from Farrow and Ball on friday, and like, post the chairs on insta so yeah', [
    task('strip the pine chest'),
    task('collect the paint from Farrow and Ball', l('11-13')),
    task('post the chairs on insta'),
  ]),
  london(
    'ring Ffion at 5, email the GP about Mr Lindqvist and book the hydro pool for monday',
    [task('ring Ffion', l('11-11 17:00')), task('email the GP about Mr Lindqvist'), task('book the hydro pool', l('11-16'))],
    [task('ring Ffion', l('11-11 17:00')), task('email the GP about Mr Lindqvist'), task('book the hydro pool for monday')],
  ),
  london('tomoz: 8 skip arrives at Kingsley Rd, 10 quote in Harpenden, 2 Kev to the tip', [
    task('skip arrives at Kingsley Rd', l('11-12 08:00')),
    task('quote in Harpenden', l('11-12 10:00')),
    task('Kev to the tip', l('11-12 14:00')),
  ]),
  london(
    'ugh so much. pay the van lease, chase the Achebes deposit and get the trailer tyre sorted b4 the weekend',
    [task('pay the van lease'), task('chase the Achebes deposit'), task('get the trailer tyre sorted', l('11-13'))],
    [task('pay the van lease'), task('chase the Achebes deposit'), task('get the trailer tyre sorted', l('11-14'))],
  ),
  london(
    'remind me to call the wholesaler at 10 tmrw and also to send the invoice to Thyme & Table',
    [task('call the wholesaler', l('11-12 10:00')), task('send the invoice to Thyme & Table')],
    [task('call the wholesaler', l('11-12 10:00')), task('send the invoice to Thyme & Table', l('11-12 10:00'))],
  ),
  london(
    'so like... prep 200 canapes for friday, order the hire glasses, and text Imogen the staff brief',
    [task('prep 200 canapes', l('11-13')), task('order the hire glasses'), task('text Imogen the staff brief')],
    [task('prep 200 canapes for friday'), task('order the hire glasses'), task('text Imogen the staff brief')],
  ),
  london(
    'um yeah so I need to send Gareth the planting plan and then uh quote for the Achebes patio and then also sharpen the hedge trimmer blades',
    [task('send Gareth the planting plan'), task('quote for the Achebes patio'), task('sharpen the hedge trimmer blades')],
  ),
  london('jobs for the shop: tag the new donations, steam the coats, price up the books', [
    task('tag the new donations'),
    task('steam the coats'),
    task('price up the books'),
  ]),
  london('right so. move the van to bay 3 at 4, collect the keys from the letting agent, then go to the wholesaler for cable clips', [
    task('move the van to bay 3', l('11-11 16:00')),
    task('collect the keys from the letting agent'),
    task('go to the wholesaler for cable clips'),
  ]),
  london("before I forget - pick up Maisie from nursery at 5.30, drop the foils at Hattie's, and order more toner", [
    task('pick up Maisie from nursery', l('11-11 17:30')),
    task("drop the foils at Hattie's"),
    task('order more toner'),
  ]),
  london("hey so um quick one, pick up the booster seats from mum's, no wait, from Sian's, and buy new L plates", [
    task("pick up the booster seats from Sian's"),
    task('buy new L plates'),
  ]),
  within(
    LISTED,
    london('done 1 and 3, and add order more grit for the drive', [done(num(1)), done(num(3)), task('order more grit for the drive')]),
  ),
  within(
    reminded('Order the copper cable', OVERDUE_L),
    london('ordered ✅ oh and can you add ring building control fri and buy a new tester', [
      done(ctx),
      task('ring building control', l('11-13')),
      task('buy a new tester'),
    ]),
  ),
  within(
    reminded('Cash up the till', LATER_L),
    london('give me 30, and add: call the gift aid helpline tomorrow', [snoozeFor(30), task('call the gift aid helpline', l('11-12'))]),
  ),
  newYork(
    'ok so um for the studio we gotta fix the save bug, uh, update the steam page screenshots and like email the publisher back by friday',
    [task('fix the save bug'), task('update the steam page screenshots'), task('email the publisher back', n('11-13'))],
  ),
  newYork('tmrw: 7am load van 1, 11 drop at Greenpoint bar, 2pm keg pickup from the brewery', [
    task('load van 1', n('11-12 07:00')),
    task('drop at Greenpoint bar', n('11-12 11:00')),
    task('keg pickup from the brewery', n('11-12 14:00')),
  ]),
  newYork('so yeah um file the Abernathy extension, send Brennan the organizer and like, update my linkedin lol', [
    task('file the Abernathy extension'),
    task('send Brennan the organizer'),
    task('update my linkedin'),
  ]),
  newYork(
    'need to cut the trailer for ep 43, book Luz for the 19th and pay the editor',
    [task('cut the trailer for ep 43'), task('book Luz for the 19th'), task('pay the editor')],
    [task('cut the trailer for ep 43'), task('book Luz', n('11-19')), task('pay the editor')],
  ),
  newYork(
    'order 40 lbs of brisket for saturday, confirm the tent rental and call the Kims about dietary stuff',
    [task('order 40 lbs of brisket for saturday'), task('confirm the tent rental'), task('call the Kims about dietary stuff')],
    [task('order 40 lbs of brisket', n('11-14')), task('confirm the tent rental'), task('call the Kims about dietary stuff')],
  ),
  newYork('uhh remind me at 4 to call the bank and at 5 to send the 941', [
    task('call the bank', n('11-11 16:00')),
    task('send the 941', n('11-11 17:00')),
  ]),
  newYork('playtest the build friday at 2, retro monday 10am, and renew the domain', [
    task('playtest the build', n('11-13 14:00')),
    task('retro', n('11-16 10:00')),
    task('renew the domain'),
  ]),
  newYork(
    'three things: invoice the Goldbergs deposit, buy sternos, hire 2 servers for the 28th',
    [task('invoice the Goldbergs deposit'), task('buy sternos'), task('hire 2 servers for the 28th')],
    [task('invoice the Goldbergs deposit'), task('buy sternos'), task('hire 2 servers', n('11-28'))],
  ),
  newYork('ok um so like the keg washer is broken again so call the repair guy and uh also order more CO2 and pay the delivery driver', [
    task('call the repair guy'),
    task('order more CO2'),
    task('pay the delivery driver'),
  ]),
  newYork('book the guest for ep 44, write the questions by tuesday, and send the release form', [
    task('book the guest for ep 44'),
    task('write the questions', n('11-17')),
    task('send the release form'),
  ]),
  within(
    reminded('Run payroll', OVERDUE_N),
    newYork('done. also add: call the insurance broker tmrw at 11 and renew the LLC filing', [
      done(ctx),
      task('call the insurance broker', n('11-12 11:00')),
      task('renew the LLC filing'),
    ]),
  ),
  newYork('mix ep 43, master ep 43, upload ep 43 lol... all by thursday', [
    task('mix ep 43', n('11-12')),
    task('master ep 43', n('11-12')),
    task('upload ep 43', n('11-12')),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_THIRTYFOURTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTYFOURTH_ASK,
  recurring: THIRTYFOURTH_RECURRING,
  snooze: THIRTYFOURTH_SNOOZE,
  correction: THIRTYFOURTH_CORRECTION,
  rename: THIRTYFOURTH_RENAME,
  remove: THIRTYFOURTH_REMOVE,
  done: THIRTYFOURTH_DONE,
  answer: THIRTYFOURTH_ANSWER,
  ramble: THIRTYFOURTH_RAMBLE,
  greeting: THIRTYFOURTH_GREETING,
  thanks: THIRTYFOURTH_THANKS,
  feeling: THIRTYFOURTH_FEELING,
  question: THIRTYFOURTH_QUESTION,
  statement: THIRTYFOURTH_STATEMENT,
  decision: THIRTYFOURTH_DECISION,
  dilemma: THIRTYFOURTH_DILEMMA,
  recall: THIRTYFOURTH_RECALL,
  prioritise: THIRTYFOURTH_PRIORITISE,
  agenda: THIRTYFOURTH_AGENDA,
  free_time: THIRTYFOURTH_FREE_TIME,
  unclear: THIRTYFOURTH_UNCLEAR,
  bare: THIRTYFOURTH_BARE,
};

export const HELD_OUT_THIRTYFOURTH: HeldOutItem[] = Object.values(HELD_OUT_THIRTYFOURTH_KINDS).flat();
