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
  question,
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
  FIFTYFIFTH_AGENDA,
  FIFTYFIFTH_ANSWER,
  FIFTYFIFTH_BARE,
  FIFTYFIFTH_DECISION,
  FIFTYFIFTH_DILEMMA,
  FIFTYFIFTH_FEELING,
  FIFTYFIFTH_FREE_TIME,
  FIFTYFIFTH_GREETING,
  FIFTYFIFTH_PRIORITISE,
  FIFTYFIFTH_QUESTION,
  FIFTYFIFTH_RAMBLE,
  FIFTYFIFTH_RECALL,
  FIFTYFIFTH_STATEMENT,
  FIFTYFIFTH_THANKS,
  FIFTYFIFTH_UNCLEAR,
} from './held-out-fiftyfifth-b';

/**
 * The fifty-fifth held-out set: fourteen owners in their sixties and seventies who still run
 * something of their own and were set up with daily by a son, a daughter or an employee. In and
 * around London: an antiques dealer, a retired headteacher who tutors, a part-time country-town
 * solicitor, a watch repairer, a farm-shop owner, a bespoke tailor and a landlady with four lets. In
 * and around New York: a bed-and-breakfast owner, a piano tuner, a family bakery's founder who still
 * does the books, a car-service owner, a church organist who teaches, a hardware-shop owner and a
 * semi-retired architect. Mostly full, careful sentences with capitals and full stops, sign-offs,
 * "kindly", "the 14th inst.", "a fortnight Tuesday", "teatime" and "elevenses"; a few brisk. Read
 * at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** daily has just sent the reminder for `title` and this message answers it. */
const sentReminder = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` was just added or changed, so "it" and "that" mean this task. */
const justMade = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered list daily sent each of them. */
const ALDER_LIST = {
  listed: [
    'Collect the carriage clock from Mrs Hale',
    'Catalogue the Lewes house clearance',
    'Ring the restorer about the bureau',
    'Pay the auction house commission',
  ],
};
const THORNE_LIST = {
  listed: [
    "Mark Oliver's essay",
    'Prepare the 11+ verbal reasoning pack',
    'Invoice the Achebe family for October',
    'Book the library room',
  ],
};
const PEMBERTON_LIST = {
  listed: [
    "Draft Mrs Gathercole's codicil",
    'Exchange contracts on Mill Lane',
    'Return the Dunmow file',
    'Renew the practising certificate',
  ],
};
const FAIRWEATHER_LIST = {
  listed: ['Service the Omega Seamaster', 'Order a mainspring for the Longines', 'Ring Mr Quayle about his Rolex', 'Pay the bench rent'],
};
const PETTIGREW_LIST = { listed: ['Chase the turkey orders', 'Ring the egg man', 'Order the hamper boxes', 'Get the chiller serviced'] };
const SIDDIQUI_LIST = {
  listed: [
    "Mr Ashworth's overcoat fitting",
    'Order the Huddersfield cloth',
    'Finish the Bellamy waistcoat',
    'Send the alterations invoices',
  ],
};
const CARTWRIGHT_LIST = {
  listed: ['Gas safety certificate for Flat 3', 'Collect rent from Mr Obi', 'Fix the gutter at Flat 1', 'Renew the landlord insurance'],
};
const DELUCA_LIST = {
  listed: ['Linens for the Blue Room', 'Confirm the Harrisons for Friday', 'Call the furnace man', 'Update the website rates'],
};
const KOWALSKI_LIST = {
  listed: ['Tune the Steinway at St Agnes', 'Pitch raise for the Goldbergs', 'Order hammer felt', 'Invoice Scarsdale Middle School'],
};
const RUSSO_LIST = { listed: ['Pay the flour invoice', 'Quarterly sales tax', 'Run payroll', 'Call the accountant about the oven lease'] };
const WHITFIELD_LIST = {
  listed: ['Choose the Advent hymns', "Emily's recital piece", 'Call the organ technician', 'Choir practice music copies'],
};
const FELD_LIST = {
  listed: ['Order rock salt', 'Fix the key machine', 'Call the distributor about snow shovels', 'Pay the sanitation bill'],
};
const BRENNAN_LIST = {
  listed: ['File the DOB amendment', 'Revise the Okonkwo kitchen drawings', 'Zoning board hearing prep', 'Send the invoice to the Levins'],
};

/** One task at any of several clock times a careful reader would accept ("this evening", "teatime"). */
const atAnyOf = (at: (text: string) => string, title: string, date: string, times: string[], important = false): Intent[] =>
  times.map((time) => task(title, at(`${date} ${time}`), { important }));
const EVENING = ['18:00', '19:00', '17:00'];
const TEATIME = ['16:00', '17:00', '18:00'];
const FIRST_THING = ['09:00', '08:00'];

export const FIFTYFIFTH_ASK: HeldOutItem[] = [
  london(
    "Good afternoon. Would you be so good as to remind me to telephone Mrs Hale about her carriage clock tomorrow at ten o'clock. G. Alder",
    task('telephone Mrs Hale about her carriage clock', l('11-12 10:00')),
  ),
  london("Please remind me to mark Oliver's essay this evening.", ...atAnyOf(l, "mark Oliver's essay", '11-11', EVENING)),
  london(
    'Kindly note: exchange of contracts on the Mill Lane property, the 17th inst., at noon.',
    task('exchange of contracts on the Mill Lane property', l('11-17 12:00')),
  ),
  london('Omega back to Mr Quayle fri', task('Omega back to Mr Quayle', l('11-13'))),
  london(
    "I'm not sure if I'm doing this right but my daughter says just type it in. Ring the egg man tomorrow morning about the Christmas order.",
    ...atAnyOf(l, 'ring the egg man about the Christmas order', '11-12', FIRST_THING),
  ),
  london(
    'Please remind me: overcoat fitting for Mr Ashworth, Monday half past eleven.',
    task('overcoat fitting for Mr Ashworth', l('11-16 11:30')),
  ),
  london('Can you remind me to chase Mr Obi for the rent on the 1st please love', task('chase Mr Obi for the rent', l('12-01'))),
  london('Viewing at the Petworth sale, a week on Friday, 2 p.m.', task('viewing at the Petworth sale', l('11-20 14:00'))),
  london("Remind me at half past four to telephone Poppy's mother.", task("telephone Poppy's mother", l('11-11 16:30'))),
  london(
    'Would you be so good as to remind me to return the Dunmow file to the client by Friday next.',
    task('return the Dunmow file to the client', l('11-13')),
    task('return the Dunmow file to the client', l('11-20')),
  ),
  london('order mainspring for the Longines by 5', task('order mainspring for the Longines', l('11-11 17:00'))),
  london('Remind me at teatime to put the sign out for the turkeys', ...atAnyOf(l, 'put the sign out for the turkeys', '11-11', TEATIME)),
  london('Kindly remind me in one hour to telephone the cloth merchant.', task('telephone the cloth merchant', inMinutes(60))),
  london(
    'Remind me Thursday first thing to let the gas engineer into Flat 3.',
    ...atAnyOf(l, 'let the gas engineer into Flat 3', '11-12', FIRST_THING),
  ),
  london(
    'It is most important that I file the Gathercole probate application before the 20th. Please remind me on the 18th.',
    task('file the Gathercole probate application', l('11-18'), { important: true }),
  ),
  london(
    'Remind me at elevenses tomorrow to ring the restorer about the walnut bureau.',
    task('ring the restorer about the walnut bureau', l('11-12 11:00')),
  ),
  london(
    "Would you kindly remind me to book the library room for Saturday's 11+ group, by Friday.",
    task("book the library room for Saturday's 11+ group", l('11-13')),
  ),
  london('ring Quayle re rolex tues 10', task('ring Quayle re rolex', l('11-17 10:00'))),
  london('Pay the cider press man Monday week please', task('pay the cider press man', l('11-23'))),
  london('Renew the landlord insurance by 3/12', task('renew the landlord insurance', l('12-03'))),
  london(
    'Would you remind me in a fortnight to send the Bellamy account.',
    task('send the Bellamy account', l('11-25')),
    task('send the Bellamy account', l('11-25 15:00')),
  ),
  london(
    'Dear Daily, Please remind me on the 3rd prox. to settle the auction house commission. Yours, Geoffrey Alder',
    task('settle the auction house commission', l('12-03')),
  ),
  london(
    "Poppy's mock examination is a fortnight Tuesday at nine. Kindly remind me.",
    task("Poppy's mock examination", l('12-01 09:00')),
    task("Poppy's mock examination", l('11-24 09:00')),
  ),
  newYork(
    'Hi Daily! Please remind me to strip the beds in the Blue Room tomorrow at 11. Thank you! Rose',
    task('strip the beds in the Blue Room', n('11-12 11:00')),
    [task('strip the beds in the Blue Room', n('11-12 11:00')), talk('thanks')],
  ),
  newYork('tune Steinway at St Agnes thurs 1pm', task('tune Steinway at St Agnes', n('11-12 13:00'))),
  newYork('Daily, remind me to pay the flour invoice on the 15th. Thank you dear.', task('pay the flour invoice', n('11-15')), [
    task('pay the flour invoice', n('11-15')),
    talk('thanks'),
  ]),
  newYork(
    'REMIND ME TO RENEW THE TLC LICENSE FOR CAR 12 BY NOV 30',
    task('RENEW THE TLC LICENSE FOR CAR 12', n('11-30')),
    task('RENEW THE TLC LICENSE FOR CAR 12', n('11-30'), { important: true }),
  ),
  newYork(
    'Kindly remind me to telephone the organ technician on Monday morning regarding the swell pedal.',
    ...atAnyOf(n, 'telephone the organ technician regarding the swell pedal', '11-16', FIRST_THING),
  ),
  newYork('order rock salt. friday.', task('order rock salt', n('11-13'))),
  newYork('Please set a reminder: revised drawings to the Okonkwos by 12/4.', task('revised drawings to the Okonkwos', n('12-04'))),
  newYork(
    'The Harrisons check in at 4 today — remind me at half past three to light the fire in the parlour',
    task('light the fire in the parlour', n('11-11 15:30')),
  ),
  newYork('pitch raise goldbergs in scarsdale 10am a week from friday', task('pitch raise goldbergs in scarsdale', n('11-20 10:00'))),
  newYork(
    'Remind me in half an hour to call my son Joey about the payroll',
    task('call my son Joey about the payroll', inMinutes(30)),
    task('call Joey about the payroll', inMinutes(30)),
  ),
  newYork('remind me 2morrow 6 am call Manny about the Lincoln', task('call Manny about the Lincoln', n('11-12 06:00'))),
  newYork(
    'Please remind me on Thursday at noon to make copies of the anthem for choir practice.',
    task('make copies of the anthem for choir practice', n('11-12 12:00')),
  ),
  newYork('call distributor re snow shovels at 2', task('call distributor re snow shovels', n('11-11 14:00'))),
  newYork(
    'Zoning board hearing is on the Tuesday before Thanksgiving at 7 p.m. Please put it in.',
    task('zoning board hearing', n('11-24 19:00')),
  ),
  newYork(
    'And please remind me the day after Thanksgiving to put up the Christmas wreaths!',
    task('put up the Christmas wreaths', n('11-27')),
  ),
  newYork('At 9 remind me to do the deposit', task('do the deposit', n('11-12 09:00')), task('do the deposit', n('11-11 21:00'))),
  newYork(
    'need to pay the insurance on car 7 by end of the week',
    task('pay the insurance on car 7', n('11-13')),
    task('pay the insurance on car 7', n('11-13 17:00')),
  ),
  newYork(
    "Kindly remind me on Christmas Eve at three o'clock to set out the candles for the midnight service.",
    task('set out the candles for the midnight service', n('12-24 15:00')),
  ),
  newYork(
    'Does this thing work? My daughter said to type reminders here. Invoice Scarsdale Middle School tomorrow.',
    task('Invoice Scarsdale Middle School', n('11-12')),
    [question, task('Invoice Scarsdale Middle School', n('11-12'))],
    [task('Invoice Scarsdale Middle School', n('11-12')), question],
  ),
];

export const FIFTYFIFTH_RECURRING: HeldOutItem[] = [
  london(
    "Please remind me every Tuesday at four o'clock to prepare Oliver's lesson.",
    task("prepare Oliver's lesson", l('11-17 16:00'), { repeat: every('week') }),
  ),
  london('Remind me on the 1st of every month to collect the rents', task('collect the rents', l('12-01'), { repeat: every('month') })),
  london('wind the shop clocks every monday 9', task('wind the shop clocks', l('11-16 09:00'), { repeat: every('week') })),
  london(
    'Every Saturday at seven in the morning I need reminding to put the eggs out',
    task('put the eggs out', l('11-14 07:00'), { repeat: every('week') }),
  ),
  london(
    'Kindly remind me each weekday at half past eight to check the post at the office.',
    task('check the post at the office', l('11-12 08:30'), { repeat: every('weekday') }),
  ),
  london(
    'Every other Friday, please, a reminder to send the invoices for alterations.',
    task('send the invoices for alterations', l('11-13'), { repeat: every('week', 2) }),
    task('send the invoices for alterations', l('11-20'), { repeat: every('week', 2) }),
  ),
  london('Remind me every day at five to lock the back store.', task('lock the back store', l('11-11 17:00'), { repeat: every('day') })),
  london(
    'every 3 months starting Monday remind me to check the smoke alarms in all four flats',
    task('check the smoke alarms in all four flats', l('11-16'), { repeat: every('month', 3) }),
  ),
  london(
    'Every year on the 1st of December, order the hamper boxes.',
    task('order the hamper boxes', l('12-01'), { repeat: every('year') }),
  ),
  london(
    "On Sunday evenings at seven I plan the week's lessons. Would you remind me weekly?",
    task("plan the week's lessons", l('11-15 19:00'), { repeat: every('week') }),
  ),
  london('every morning 8.30 check the timegrapher', task('check the timegrapher', l('11-12 08:30'), { repeat: every('day') })),
  london(
    'Quarterly, from 1 January, please remind me to reconcile the client account.',
    task('reconcile the client account', l('2027-01-01 12:00'), { repeat: every('month', 3) }),
  ),
  london(
    "Every Wednesday at four, ring the saleroom for the week's catalogue.",
    task("ring the saleroom for the week's catalogue", l('11-11 16:00'), { repeat: every('week') }),
  ),
  london(
    'Kindly remind me on the 25th of every month to pay the workroom rent.',
    task('pay the workroom rent', l('11-25'), { repeat: every('month') }),
  ),
  newYork(
    'Every Friday at 10am remind me to order the pastries from the bakery',
    task('order the pastries from the bakery', n('11-13 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'remind me every monday 8am to check the tuning calendar',
    task('check the tuning calendar', n('11-16 08:00'), { repeat: every('week') }),
  ),
  newYork(
    'Every other Friday is payroll, remind me at 8 in the morning',
    task('payroll', n('11-13 08:00'), { repeat: every('week', 2) }),
    task('payroll', n('11-20 08:00'), { repeat: every('week', 2) }),
    task('run payroll', n('11-13 08:00'), { repeat: every('week', 2) }),
  ),
  newYork('every day at 5 am check the dispatch board', task('check the dispatch board', n('11-12 05:00'), { repeat: every('day') })),
  newYork(
    'Choir practice is every Thursday at half past seven in the evening. Please remind me each week.',
    task('choir practice', n('11-12 19:30'), { repeat: every('week') }),
  ),
  newYork('pay sanitation bill 20th every month', task('pay sanitation bill', n('11-20'), { repeat: every('month') })),
  newYork(
    'Remind me every weekday at 9 to check the DOB portal.',
    task('check the DOB portal', n('11-12 09:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'Every year on March 1st I must renew the B&B license, please remind me',
    task('renew the B&B license', n('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  newYork(
    'Remind me to send the quarterly taxes every three months, starting January 15.',
    task('send the quarterly taxes', n('2027-01-15 12:00'), { repeat: every('month', 3) }),
  ),
  newYork(
    'every wed at 11 call the music store for orders',
    task('call the music store for orders', n('11-11 11:00'), { repeat: every('week') }),
  ),
  newYork(
    'Every Sunday at 8 a.m., a reminder to warm up the organ, please.',
    task('warm up the organ', n('11-15 08:00'), { repeat: every('week') }),
  ),
  newYork(
    'every 2 weeks on monday oil changes for the fleet',
    task('oil changes for the fleet', n('11-16'), { repeat: every('week', 2) }),
    task('oil changes for the fleet', n('11-23'), { repeat: every('week', 2) }),
  ),
  newYork('every morning at 7 sweep the sidewalk', task('sweep the sidewalk', n('11-12 07:00'), { repeat: every('day') })),
  newYork(
    'Each January 2nd, please remind me to renew the professional liability insurance.',
    task('renew the professional liability insurance', n('2027-01-02 12:00'), { repeat: every('year') }),
  ),
];

/** The reminders being answered were due now: 15:00 in London, 10:00 in New York. */
const DUE_L = l('11-11 15:00');
const DUE_N = n('11-11 10:00');

/** Put off to another day without an hour: that day at the task's own time, or a morning, midday or same-hour reminder there. */
const toDay = (at: (text: string) => string, date: string, ownTime: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  ...['08:00', '09:00', '12:00', ownTime].map((time) => snoozeUntil(at(`${date} ${time}`))),
];
const toDayL = (date: string): Intent[] => toDay(l, date, '15:00');
const toDayN = (date: string): Intent[] => toDay(n, date, '10:00');
/** Put off to a clock time today: a snooze to it, or the task moved to it. */
const laterToday = (at: (text: string) => string, times: string[]): Intent[] =>
  times.flatMap((time) => [snoozeUntil(at(`11-11 ${time}`)), move(ctx, null, time), move(ctx, '2026-11-11', time)]);
/** Put off to a clock time on another day. */
const toMoment = (at: (text: string) => string, date: string, times: string[]): Intent[] =>
  times.flatMap((time) => [snoozeUntil(at(`${date} ${time}`)), move(ctx, `2026-${date}`, time)]);
const LATER = [snoozeFor(60), snoozeFor(120)];

export const FIFTYFIFTH_SNOOZE: HeldOutItem[] = [
  within(
    sentReminder('Telephone Mrs Hale about her carriage clock', DUE_L),
    london('I am with a customer. Half an hour, if you please.', snoozeFor(30)),
  ),
  within(
    sentReminder("Mark Oliver's essay", DUE_L),
    london('Not just now. After supper, please.', ...laterToday(l, ['19:00', '20:00', '18:00'])),
  ),
  within(sentReminder('Order mainspring for the Longines', DUE_L), london('later.', ...LATER)),
  within(
    sentReminder('Ring the egg man about the Christmas order', DUE_L),
    london("He won't be in till the morning, remind me then", ...toMoment(l, '11-12', FIRST_THING)),
  ),
  within(sentReminder('Return the Dunmow file to the client', DUE_L), london('Kindly remind me on Monday instead.', ...toDayL('11-16'))),
  within(sentReminder('Telephone the cloth merchant', DUE_L), london('Please remind me in two hours. I am cutting.', snoozeFor(120))),
  within(
    sentReminder('Chase Mr Obi for the rent', DUE_L),
    london("He's asked for till Friday bless him, remind me then", ...toDayL('11-13')),
  ),
  within(sentReminder('Ring the restorer about the walnut bureau', DUE_L), london('At teatime, please.', ...laterToday(l, TEATIME))),
  within(sentReminder("Telephone Poppy's mother", DUE_L), london('Remind me again at a quarter past five.', ...laterToday(l, ['17:15']))),
  within(sentReminder('Ring Quayle re rolex', DUE_L), london('20 mins', snoozeFor(20))),
  within(sentReminder('Put the sign out for the turkeys', DUE_L), london("Tomorrow, it's getting dark now.", ...toDayL('11-12'))),
  within(sentReminder('Send the Bellamy account', DUE_L), london('Would you remind me a week today, please.', ...toDayL('11-18'))),
  within(sentReminder('Renew the landlord insurance', DUE_L), london('not today love, my knees. Monday week', ...toDayL('11-23'))),
  within(sentReminder('File the Gathercole probate application', DUE_L), london('In an hour and a half, if you would.', snoozeFor(90))),
  within(
    sentReminder('Strip the beds in the Blue Room', DUE_N),
    newYork('Guests are still at breakfast! Give me 45 minutes.', snoozeFor(45)),
  ),
  within(sentReminder('Order hammer felt', DUE_N), newYork('after lunch', ...laterToday(n, ['13:00', '14:00']))),
  within(sentReminder('Pay the flour invoice', DUE_N), newYork('Not till the check clears, Friday.', ...toDayN('11-13'))),
  within(sentReminder('Call Manny about the Lincoln', DUE_N), newYork('hes on a run. 1 hr', snoozeFor(60))),
  within(
    sentReminder('Telephone the organ technician regarding the swell pedal', DUE_N),
    newYork('His shop does not open until noon. Remind me then, please.', ...laterToday(n, ['12:00'])),
  ),
  within(sentReminder('Order rock salt', DUE_N), newYork('tmrw. swamped today', ...toDayN('11-12'))),
  within(
    sentReminder('Revised drawings to the Okonkwos', DUE_N),
    newYork('Push this to Monday morning.', ...toMoment(n, '11-16', FIRST_THING)),
  ),
  within(
    sentReminder('Update the website rates', DUE_N),
    newYork('Could you remind me this evening once the guests have settled?', ...laterToday(n, ['19:00', '20:00', '18:00'])),
  ),
  within(sentReminder('Call my son Joey about the payroll', DUE_N), newYork('15 minutes dear', snoozeFor(15))),
  within(sentReminder('Invoice Scarsdale Middle School', DUE_N), newYork('snooze till 4', ...laterToday(n, ['16:00']))),
  within(sentReminder('Choose the Advent hymns', DUE_N), newYork('I shall attend to it on Saturday.', ...toDayN('11-14'))),
  within(sentReminder('Call distributor re snow shovels', DUE_N), newYork('busy. 3 hrs', snoozeFor(180))),
  within(
    sentReminder('Pay the insurance on car 7', DUE_N),
    newYork('remind me again tomorrow at noon', ...toMoment(n, '11-12', ['12:00'])),
  ),
];

/** A new clock time for the task just made, its date kept (said or left implicit). */
const retime = (date: string, time: string): Intent[] => [move(ctx, null, time), move(ctx, date, time)];
/** A new date for the task just made, its clock time kept (said or left implicit). */
const redate = (date: string, time: string): Intent[] => [move(ctx, date, null), move(ctx, date, time)];

export const FIFTYFIFTH_CORRECTION: HeldOutItem[] = [
  within(
    justMade('Telephone Mrs Hale about her carriage clock', l('11-12 10:00')),
    london('I beg your pardon, I meant half past ten.', ...retime('2026-11-12', '10:30')),
  ),
  within(
    justMade("Mark Oliver's essay", l('11-11 18:00')),
    london(
      'No, make that tomorrow evening.',
      move(ctx, '2026-11-12', null),
      move(ctx, '2026-11-12', '18:00'),
      move(ctx, '2026-11-12', '19:00'),
    ),
  ),
  within(
    justMade('Exchange of contracts on the Mill Lane property', l('11-17 12:00')),
    london('Correction: the 18th inst., not the 17th.', ...redate('2026-11-18', '12:00')),
  ),
  within(justMade('Omega back to Mr Quayle', l('11-13 12:00')), london('sat not fri', ...redate('2026-11-14', '12:00'))),
  within(
    justMade('Ring the egg man about the Christmas order', l('11-12 09:00')),
    london("Oh no he's up with the lark, make it seven", ...retime('2026-11-12', '07:00')),
  ),
  within(
    justMade('Overcoat fitting for Mr Ashworth', l('11-16 11:30')),
    london('Mr Ashworth has telephoned; he will come at twelve noon instead.', ...retime('2026-11-16', '12:00')),
  ),
  within(
    justMade('Chase Mr Obi for the rent', l('12-01 12:00')),
    london('actually make it the 2nd, he gets paid on the 1st', ...redate('2026-12-02', '12:00')),
  ),
  within(
    justMade('Viewing at the Petworth sale', l('11-20 14:00')),
    london('Forgive me, it is the Thursday, the 19th.', ...redate('2026-11-19', '14:00')),
  ),
  london(
    "Please move Poppy's mock examination to half past nine.",
    move(words('Poppy'), null, '09:30'),
    move(words('mock examination'), null, '09:30'),
  ),
  london('quayle call → thurs 2pm', move(words('quayle'), '2026-11-12', '14:00')),
  within(
    justMade('Let the gas engineer into Flat 3', l('11-12 08:00')),
    london("He's just rung, he'll be there quarter to eight instead", ...retime('2026-11-12', '07:45')),
  ),
  within(
    justMade('Pay the cider press man', l('11-23 12:00')),
    london("No I tell a lie, it's the Tuesday", ...redate('2026-11-24', '12:00')),
  ),
  london('Please bring the Gathercole probate reminder forward to the 16th.', move(words('Gathercole'), '2026-11-16', null)),
  within(
    justMade('Ring the restorer about the walnut bureau', l('11-12 11:00')),
    london('Make it after lunch instead, say two.', ...retime('2026-11-12', '14:00')),
  ),
  within(
    justMade('Strip the beds in the Blue Room', n('11-12 11:00')),
    newYork("Oops, checkout isn't until noon, so 12:30 please", ...retime('2026-11-12', '12:30')),
  ),
  within(justMade('Tune Steinway at St Agnes', n('11-12 13:00')), newYork('nope friday same time', ...redate('2026-11-13', '13:00'))),
  within(
    justMade('Pay the flour invoice', n('11-15 12:00')),
    newYork('The 15th is a Sunday, dear, make it Monday the 16th.', ...redate('2026-11-16', '12:00')),
  ),
  within(justMade('RENEW THE TLC LICENSE FOR CAR 12', n('11-30 12:00')), newYork('NO THE 25TH', ...redate('2026-11-25', '12:00'))),
  within(
    justMade('Telephone the organ technician regarding the swell pedal', n('11-16 09:00')),
    newYork('I misspoke — Tuesday morning, not Monday.', ...redate('2026-11-17', '09:00')),
  ),
  within(justMade('Order rock salt', n('11-13 12:00')), newYork('make it thurs', ...redate('2026-11-12', '12:00'))),
  within(
    justMade('Zoning board hearing', n('11-24 19:00')),
    newYork('Correction — the hearing begins at 7:30.', ...retime('2026-11-24', '19:30')),
  ),
  within(
    justMade('Light the fire in the parlour', n('11-11 15:30')),
    newYork("Actually better make it 3 o'clock, they might be early!", ...retime('2026-11-11', '15:00')),
  ),
  within(justMade('Call Manny about the Lincoln', n('11-12 06:00')), newYork('make it 7 he sleeps late', ...retime('2026-11-12', '07:00'))),
  newYork('Please move the Okonkwo drawings deadline to December 7.', move(words('Okonkwo'), '2026-12-07', null)),
  within(justMade('Pitch raise goldbergs in scarsdale', n('11-20 10:00')), newYork('Make that 9am', ...retime('2026-11-20', '09:00'))),
  within(justMade('Do the deposit', n('11-11 21:00')), newYork('I meant nine in the morning, tomorrow.', move(ctx, '2026-11-12', '09:00'))),
  newYork(
    'push the shovels call to 3',
    move(words('shovels'), null, '15:00'),
    move(words('shovels'), '2026-11-11', '15:00'),
    snoozeUntil(n('11-11 15:00'), words('shovels')),
  ),
];

export const FIFTYFIFTH_RENAME: HeldOutItem[] = [
  within(
    justMade('Telephone Mrs Hale about her carriage clock'),
    london(
      'Would you alter that to read Telephone Mrs Hale about her bracket clock. It is a bracket clock, not a carriage clock.',
      rename(ctx, 'Telephone Mrs Hale about her bracket clock'),
    ),
  ),
  within(
    justMade("Mark Oliver's essay"),
    london('Please amend the title to "Mark Oliver\'s Macbeth essay".', rename(ctx, "Mark Oliver's Macbeth essay")),
  ),
  london("Kindly rename the Mill Lane reminder to 'Completion, 4 Mill Lane'.", rename(words('Mill Lane'), 'Completion, 4 Mill Lane')),
  london('rename omega one to Seamaster back to Quayle', rename(words('omega'), 'Seamaster back to Quayle')),
  within(
    justMade('Ring the egg man about the Christmas order'),
    london(
      "Can you call it Ring Brian the egg man instead, that's his name",
      rename(ctx, 'Ring Brian the egg man'),
      rename(ctx, 'Ring Brian the egg man about the Christmas order'),
    ),
  ),
  within(
    SIDDIQUI_LIST,
    london(
      'Please change number 3 to read: Finish the Bellamy waistcoat and trousers.',
      rename(num(3), 'Finish the Bellamy waistcoat and trousers'),
    ),
  ),
  within(
    CARTWRIGHT_LIST,
    london('no 1 should say Gas safety certificate Flat 3 AND Flat 4', rename(num(1), 'Gas safety certificate Flat 3 AND Flat 4')),
  ),
  within(
    justMade('Viewing at the Petworth sale'),
    london("Better call it 'Petworth viewing, lots 40 to 52'.", rename(ctx, 'Petworth viewing, lots 40 to 52')),
  ),
  within(
    justMade("Telephone Poppy's mother"),
    london("Her name is Mrs Adebayo; could you put that instead of Poppy's mother?", rename(ctx, 'Telephone Mrs Adebayo')),
  ),
  london(
    "The cloth merchant reminder, please call it 'Telephone Holland and Sherry about the navy flannel'.",
    rename(words('cloth merchant'), 'Telephone Holland and Sherry about the navy flannel'),
  ),
  within(
    justMade('Renew the landlord insurance'),
    london('change it to renew insurance for all 4 flats', rename(ctx, 'renew insurance for all 4 flats')),
  ),
  within(
    ALDER_LIST,
    london(
      "Number two ought to say 'Catalogue the Lewes clearance, silver first'.",
      rename(num(2), 'Catalogue the Lewes clearance, silver first'),
    ),
  ),
  within(
    justMade('Strip the beds in the Blue Room'),
    newYork("Can you change it to 'Strip and remake the Blue Room'? Thanks!", rename(ctx, 'Strip and remake the Blue Room'), [
      rename(ctx, 'Strip and remake the Blue Room'),
      talk('thanks'),
    ]),
  ),
  within(KOWALSKI_LIST, newYork('rename 2 → pitch raise + regulation, Goldbergs', rename(num(2), 'pitch raise + regulation, Goldbergs'))),
  within(
    justMade('Pay the flour invoice'),
    newYork('Please make it say Pay the flour invoice from Bay Ridge Mills', rename(ctx, 'Pay the flour invoice from Bay Ridge Mills')),
  ),
  newYork('change the manny one to CALL MANNY RE LINCOLN BRAKES', rename(words('manny'), 'CALL MANNY RE LINCOLN BRAKES')),
  within(
    justMade('Make copies of the anthem for choir practice'),
    newYork('Please retitle it: copies of the Rutter anthem, 24 sets.', rename(ctx, 'copies of the Rutter anthem, 24 sets')),
  ),
  within(
    FELD_LIST,
    newYork('3 should be call distributor re shovels + ice melt', rename(num(3), 'call distributor re shovels + ice melt')),
  ),
  newYork(
    "Rename the zoning task 'Zoning board — Okonkwo variance hearing'.",
    rename(words('zoning'), 'Zoning board — Okonkwo variance hearing'),
  ),
  within(
    justMade('Light the fire in the parlour'),
    newYork("oh let's call it light the fire AND put the kettle on", rename(ctx, 'light the fire AND put the kettle on')),
  ),
  newYork('the Joey reminder should say call Joey AND Frankie about payroll', rename(words('Joey'), 'call Joey AND Frankie about payroll')),
  within(
    WHITFIELD_LIST,
    newYork(
      'Would you change number 2 to "Emily\'s recital piece — Clementi sonatina"?',
      rename(num(2), "Emily's recital piece — Clementi sonatina"),
    ),
  ),
  within(
    justMade('Revised drawings to the Okonkwos'),
    newYork(
      'Amend to read: revised kitchen and rear elevation drawings to the Okonkwos.',
      rename(ctx, 'revised kitchen and rear elevation drawings to the Okonkwos'),
    ),
  ),
];

export const FIFTYFIFTH_REMOVE: HeldOutItem[] = [
  within(
    justMade('Telephone Mrs Hale about her bracket clock'),
    london('Mrs Hale has just walked in, so there is no need for that reminder. Please delete it.', remove(ctx), done(ctx)),
  ),
  within(THORNE_LIST, london('Please strike number 4 off, the library room is closed for refurbishment.', remove(num(4)))),
  london(
    'Kindly delete the reminder regarding the practising certificate; my clerk has seen to it.',
    remove(words('practising certificate')),
    done(words('practising certificate')),
  ),
  within(FAIRWEATHER_LIST, london('scrap 4', remove(num(4)))),
  london("Take the cider press man off, he's retired", remove(words('cider press'))),
  within(justMade('Send the Bellamy account'), london('Please cancel this. Mr Bellamy has paid in advance.', remove(ctx), done(ctx))),
  within(CARTWRIGHT_LIST, london("get rid of number 3 love, the tenant's son fixed the gutter", remove(num(3)), done(num(3)))),
  london('The Petworth viewing is cancelled. Please remove it.', remove(words('Petworth'))),
  london(
    "I no longer need the reminder about Poppy's mock examination — her parents have withdrawn her.",
    remove(words('Poppy')),
    remove(words('mock examination')),
  ),
  within(justMade('Order mainspring for the Longines'), london('delete. customer took it elsewhere', remove(ctx))),
  london('Delete the smoke alarms one, the agent does it now', remove(words('smoke alarms'))),
  within(PEMBERTON_LIST, london('Please remove the second item; the Mill Lane purchaser has withdrawn.', remove(num(2)))),
  within(PETTIGREW_LIST, london('You can take number 4 off, the chiller man came yesterday after all.', remove(num(4)), done(num(4)))),
  london(
    'Please remove the reminder for the Huddersfield cloth. The mill has sent it already.',
    remove(words('Huddersfield')),
    done(words('Huddersfield')),
  ),
  within(
    justMade('Put up the Christmas wreaths'),
    newYork('Actually delete that, my grandson is doing the wreaths this year', remove(ctx)),
  ),
  within(KOWALSKI_LIST, newYork('take off #3', remove(num(3)))),
  newYork('Please erase the reminder about the oven lease, Joey already called.', remove(words('oven lease')), done(words('oven lease'))),
  newYork('REMOVE THE INSURANCE ONE FOR CAR 7 WE SOLD IT', remove(words('car 7')), remove(words('insurance'))),
  within(WHITFIELD_LIST, newYork('Kindly delete number one. The rector has chosen the hymns himself.', remove(num(1)))),
  newYork('cancel sweep sidewalk reminder', remove(words('sweep')), remove(words('sidewalk'))),
  within(justMade('Zoning board hearing'), newYork('The hearing has been adjourned indefinitely. Please remove it.', remove(ctx))),
  within(
    DELUCA_LIST,
    newYork('Could you take the Harrisons off the list? They cancelled, sadly.', remove(num(2)), remove(words('Harrisons'))),
  ),
  newYork("don't need the hammer felt reminder anymore", remove(words('hammer felt'))),
  within(BRENNAN_LIST, newYork('Strike item 4 — the Levins paid.', remove(num(4)), done(num(4)))),
];

export const FIFTYFIFTH_DONE: HeldOutItem[] = [
  within(
    sentReminder('Telephone Mrs Hale about her carriage clock', DUE_L),
    london('Spoken to her. Thank you.', done(ctx), [done(ctx), talk('thanks')]),
  ),
  within(sentReminder("Mark Oliver's essay", DUE_L), london('Marked, and rather good it was too.', done(ctx))),
  within(PEMBERTON_LIST, london('Item 3 has been attended to.', done(num(3)))),
  within(sentReminder('Order mainspring for the Longines', DUE_L), london('ordered, arrives thurs', done(ctx))),
  london('I rang the egg man this morning so you can tick that off', done(words('egg man'))),
  within(
    sentReminder('Telephone the cloth merchant', DUE_L),
    london('I have telephoned them. The cloth will arrive on Tuesday.', done(ctx)),
  ),
  within(CARTWRIGHT_LIST, london("Mr Obi's paid! so number 2 is done", done(num(2)))),
  within(sentReminder('Settle the auction house commission', DUE_L), london('Settled this morning, by cheque.', done(ctx))),
  within(ALDER_LIST, london('The first and the third are both done.', [done(num(1)), done(num(3))])),
  within(sentReminder('Check the post at the office', DUE_L), london('That is done.', done(ctx))),
  london("The Gathercole probate application was filed at eleven o'clock. Please mark it as complete.", done(words('Gathercole'))),
  within(sentReminder('Put the eggs out', DUE_L), london('Out they go, done', done(ctx))),
  within(sentReminder('Wind the shop clocks', DUE_L), london('wound', done(ctx))),
  within(sentReminder('Let the gas engineer into Flat 3', DUE_L), london("He's been and gone, all passed", done(ctx))),
  within(sentReminder('Strip the beds in the Blue Room', DUE_N), newYork('All done and fresh sheets are on!', done(ctx))),
  within(KOWALSKI_LIST, newYork('finished st agnes', done(words('st agnes')), done(num(1)))),
  within(sentReminder('Pay the flour invoice', DUE_N), newYork('Paid it yesterday, God bless.', done(ctx))),
  within(sentReminder('Call Manny about the Lincoln', DUE_N), newYork('TALKED TO HIM', done(ctx))),
  within(WHITFIELD_LIST, newYork('I have telephoned the organ technician; you may cross off the third item.', done(num(3)))),
  within(sentReminder('Order rock salt', DUE_N), newYork('done. 40 bags', done(ctx))),
  newYork('The DOB amendment has been filed. Mark it done, please.', done(words('DOB amendment'))),
  within(sentReminder('Light the fire in the parlour', DUE_N), newYork('Lit it! Lovely and cosy now.', done(ctx))),
  within(
    RUSSO_LIST,
    newYork("Payroll's done and the sales tax too, that's 2 and 3", [done(num(2)), done(num(3))], [done(num(3)), done(num(2))]),
  ),
  within(sentReminder('Check the dispatch board', DUE_N), newYork('checked', done(ctx))),
  newYork('paid sanitation', done(words('sanitation'))),
  within(sentReminder('Invoice Scarsdale Middle School', DUE_N), newYork('Sent it off first thing this morning.', done(ctx))),
  within(sentReminder('Warm up the organ', DUE_N), newYork('The organ is warmed up, and so am I.', done(ctx))),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FIFTYFIFTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTYFIFTH_ASK,
  recurring: FIFTYFIFTH_RECURRING,
  snooze: FIFTYFIFTH_SNOOZE,
  correction: FIFTYFIFTH_CORRECTION,
  rename: FIFTYFIFTH_RENAME,
  remove: FIFTYFIFTH_REMOVE,
  done: FIFTYFIFTH_DONE,
  answer: FIFTYFIFTH_ANSWER,
  ramble: FIFTYFIFTH_RAMBLE,
  greeting: FIFTYFIFTH_GREETING,
  thanks: FIFTYFIFTH_THANKS,
  feeling: FIFTYFIFTH_FEELING,
  question: FIFTYFIFTH_QUESTION,
  statement: FIFTYFIFTH_STATEMENT,
  decision: FIFTYFIFTH_DECISION,
  dilemma: FIFTYFIFTH_DILEMMA,
  recall: FIFTYFIFTH_RECALL,
  prioritise: FIFTYFIFTH_PRIORITISE,
  agenda: FIFTYFIFTH_AGENDA,
  free_time: FIFTYFIFTH_FREE_TIME,
  unclear: FIFTYFIFTH_UNCLEAR,
  bare: FIFTYFIFTH_BARE,
};

export const HELD_OUT_FIFTYFIFTH: HeldOutItem[] = Object.values(HELD_OUT_FIFTYFIFTH_KINDS).flat();
