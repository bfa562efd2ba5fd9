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
  FIFTYEIGHTH_AGENDA,
  FIFTYEIGHTH_ANSWER,
  FIFTYEIGHTH_BARE,
  FIFTYEIGHTH_DECISION,
  FIFTYEIGHTH_DILEMMA,
  FIFTYEIGHTH_FEELING,
  FIFTYEIGHTH_FREE_TIME,
  FIFTYEIGHTH_GREETING,
  FIFTYEIGHTH_PRIORITISE,
  FIFTYEIGHTH_QUESTION,
  FIFTYEIGHTH_RAMBLE,
  FIFTYEIGHTH_RECALL,
  FIFTYEIGHTH_STATEMENT,
  FIFTYEIGHTH_THANKS,
  FIFTYEIGHTH_UNCLEAR,
} from './held-out-fiftyeighth-b';

/**
 * The fifty-eighth held-out set: fourteen people who teach or coach for a living, each as a
 * one-person business. In and around London: a private maths tutor (GCSE and A level), a piano
 * teacher, a driving instructor, a swimming coach, a dance-school owner, a football coach running
 * holiday camps and a violin teacher who also does peripatetic work in schools. In and around New
 * York: a language tutor teaching online across time zones, a chess coach, a climbing instructor,
 * an SAT exam-prep tutor, a guitar teacher who also gigs, a pottery-class host and a
 * public-speaking coach. Lessons, weekly slots, pupils and parents by first name, swaps,
 * cancellations, termly invoices, mocks, recitals and camps; some write like teachers, some in
 * fragments between lessons, some with parent-chat emoji. Read at HELD_OUT_NOW: Wednesday
 * 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per teacher. */
const PIANO_LIST = {
  listed: [
    'Book the church hall for the recital',
    "Email Maisie's mum about Grade 3",
    'Order the Christmas duet books',
    'Tune the studio piano',
  ],
};
const DRIVE_LIST = {
  listed: ['Book Shanice a test at Mitcham', 'Car service at Kwik Fit', "Collect Tomasz's lesson money", 'Renew ADI badge'],
};
const DANCE_LIST = {
  listed: ['Costume fitting for the tap class', 'Pay the hall hire', 'Send the show tickets link', 'Choreograph the finale'],
};
const CAMP_LIST = {
  listed: ['Book the 3G pitch for Christmas camp', 'Order new bibs', 'Renew first aid cert', 'Send camp registers'],
};
const VIOLIN_LIST = {
  listed: [
    'Invoice the music service for autumn term',
    'Restring the half-size violin',
    'Write Oakfield reports',
    'Book the recital accompanist',
  ],
};
const MATHS_LIST = { listed: ["Mark Kofi's mock paper", 'Make the vectors worksheet', 'Invoice parents for spring term'] };
const LANG_LIST = {
  listed: ['Send Kenji the subjunctive worksheet', 'Move Ingrid to Thursday', 'Update the timezone sheet', 'Invoice Lukas for November'],
};
const CHESS_LIST = {
  listed: ['Register the kids for the Marshall scholastic', 'Print opening drills', 'Email PS 87 about the club room', 'Buy new clocks'],
};
const SAT_LIST = {
  listed: ["Grade Madison's practice essay", "Send Ethan's mom the schedule", 'Book Ethan a mock ACT', 'Make the Dec 5 cram plan'],
};
const GUITAR_LIST = { listed: ['Restring the tele', "Print setlists for Otto's", "Invoice Leo's dad"] };
const POTTERY_LIST = { listed: ['Load the kiln', 'Order celadon glaze', 'Email the wed class re snow days'] };
const SPEAK_LIST = {
  listed: ['Prep slides for the Deloitte workshop', 'Send Marcus his feedback notes', 'Book the Wework room', 'Invoice Deloitte'],
};

export const FIFTYEIGHTH_ASK: HeldOutItem[] = [
  london(
    "Please could you remind me to print Kofi's non-calculator paper tomorrow at 8am?",
    task("print Kofi's non-calculator paper", l('11-12 08:00')),
  ),
  london(
    'I must book the church hall for the Christmas recital by Friday.',
    task('book the church hall for the Christmas recital', l('11-13')),
  ),
  london('shanice test mitcham tues 8.47', task('shanice test mitcham', l('11-17 08:47'))),
  london('remind me to renew my NPLQ before the 30th', task('renew my NPLQ', l('11-30')), task('renew my NPLQ', l('11-29'))),
  london(
    "hall hire due 1st dec!! don't let me forget 🙏",
    task('hall hire due', l('12-01')),
    task('hall hire due', l('12-01'), { important: true }),
    task('hall hire', l('12-01')),
    task('hall hire', l('12-01'), { important: true }),
  ),
  london('order 40 bibs for xmas camp by sat', task('order 40 bibs for xmas camp', l('11-14'))),
  london(
    "Could you remind me at 6.30 this evening to email the Oakfield head about Thursday's assembly?",
    task("email the Oakfield head about Thursday's assembly", l('11-11 18:30')),
  ),
  london("in 40 mins ring Elsie's dad back re fees", task("ring Elsie's dad back re fees", inMinutes(40))),
  london('remind me monday 9.30 to clear the piano lid for the tuner', task('clear the piano lid for the tuner', l('11-16 09:30'))),
  london(
    'car in for service thurs 7.30 before 1st lesson',
    task('car in for service', l('11-12 07:30')),
    task('car in for service before 1st lesson', l('11-12 07:30')),
  ),
  london(
    'sat 7am crystal palace - take the stopwatches',
    task('take the stopwatches', l('11-14 07:00')),
    task('crystal palace - take the stopwatches', l('11-14 07:00')),
    task('take the stopwatches to crystal palace', l('11-14 07:00')),
  ),
  london('email the parents the snow queen costume list tmrw x', task('email the parents the snow queen costume list', l('11-12'))),
  london(
    'URGENT - renew DBS before camp starts 21 dec',
    task('renew DBS', l('12-21'), { important: true }),
    task('renew DBS', l('12-20'), { important: true }),
  ),
  london(
    'Invoice Hackney Music Service for the autumn term at the end of the month, please.',
    task('invoice Hackney Music Service for the autumn term', l('11-30')),
    task('invoice Hackney Music Service for the autumn term', l('11-30 17:00')),
  ),
  london(
    'mark the year 11 mocks sunday evening',
    task('mark the year 11 mocks', l('11-15 18:00')),
    task('mark the year 11 mocks', l('11-15 19:00')),
  ),
  london(
    'tomorrow at 5 remind me to collect the tutus from the dry cleaner 🩰',
    task('collect the tutus from the dry cleaner', l('11-12 17:00')),
  ),
  london('ring the council re pitch 3 floodlights in an hour', task('ring the council re pitch 3 floodlights', inMinutes(60))),
  newYork("remind me 6:45pm tmrw to set up zoom for Kenji's class", task("set up zoom for Kenji's class", n('11-12 18:45'))),
  newYork('register the kids for the Marshall scholastic by the 20th', task('register the kids for the Marshall scholastic', n('11-20'))),
  newYork('fri 8am go thru belay cert expiry dates at the gym', task('go thru belay cert expiry dates at the gym', n('11-13 08:00'))),
  newYork(
    "Send Madison's mom the practice test 4 results today at 3 📊",
    task("Send Madison's mom the practice test 4 results", n('11-11 15:00')),
  ),
  newYork('restring the tele before saturdays gig at ottos', task('restring the tele', n('11-14')), task('restring the tele', n('11-13'))),
  newYork('load the kiln for the bisque firing tonight 7:30 🔥', task('load the kiln for the bisque firing', n('11-11 19:30'))),
  newYork('Prep slides for the Deloitte workshop by Monday 9am.', task('Prep slides for the Deloitte workshop', n('11-16 09:00'))),
  newYork('in 2h email Ingrid the B2 mock', task('email Ingrid the B2 mock', inMinutes(120))),
  newYork('buy 6 new DGT clocks asap', task('buy 6 new DGT clocks', null, { important: true }), task('buy 6 new DGT clocks')),
  newYork('pick up the rope bag from the repair shop 11/18 at noon', task('pick up the rope bag from the repair shop', n('11-18 12:00'))),
  newYork(
    'dec 5 is the SAT - remind Ethan to bring his calculator, night before at 7',
    task('remind Ethan to bring his calculator', n('12-04 19:00')),
  ),
  newYork('monday order 200lb of b-mix', task('order 200lb of b-mix', n('11-16'))),
  newYork('quarter past 12 call the rockwood booker back', task('call the rockwood booker back', n('11-11 12:15'))),
  newYork(
    'Please remind me to send Marcus his feedback notes on Thursday at 4:30 pm.',
    task('send Marcus his feedback notes', n('11-12 16:30')),
  ),
  newYork("remind me at 11 tonight to check Chloe's homework, she's in Sydney", task("check Chloe's homework", n('11-11 23:00'))),
];

export const FIFTYEIGHTH_RECURRING: HeldOutItem[] = [
  london("every monday at 8pm prep tuesday's lessons", task("prep tuesday's lessons", l('11-16 20:00'), { repeat: every('week') })),
  london(
    'Piano lesson with Oscar every Thursday at 4.15, same time each week please.',
    task('Piano lesson with Oscar', l('11-12 16:15'), { repeat: every('week') }),
  ),
  london(
    'every fri 6pm do the lesson diary + fuel receipts',
    task('do the lesson diary + fuel receipts', l('11-13 18:00'), { repeat: every('week') }),
  ),
  london('remind me every saturday 6am to pack the kit bag', task('pack the kit bag', l('11-14 06:00'), { repeat: every('week') })),
  london('on the 25th of every month pay the studio rent x', task('pay the studio rent', l('11-25'), { repeat: every('month') })),
  london(
    "every sunday at 7pm send the week's training plan to the parents group",
    task("send the week's training plan to the parents group", l('11-15 19:00'), { repeat: every('week') }),
  ),
  london(
    'Every other Wednesday is Oakfield; remind me at 7am those days to pack the spare bows.',
    task('pack the spare bows', l('11-18 07:00'), { repeat: every('week', 2) }),
    task('pack the spare bows', l('11-25 07:00'), { repeat: every('week', 2) }),
  ),
  london(
    'invoice the parents every 3 months starting 1 jan',
    task('invoice the parents', l('2027-01-01 12:00'), { repeat: every('month', 3) }),
  ),
  london(
    'every weekday at 3.30 check the studio whatsapp for cancellations',
    task('check the studio whatsapp for cancellations', l('11-11 15:30'), { repeat: every('weekday') }),
    task('check the studio whatsapp for cancellations', l('11-12 15:30'), { repeat: every('weekday') }),
  ),
  london(
    'fortnightly on thursdays 9pm update the squad times spreadsheet',
    task('update the squad times spreadsheet', l('11-12 21:00'), { repeat: every('week', 2) }),
  ),
  london('daily 9am check class bookings inbox 💃', task('check class bookings inbox', l('11-12 09:00'), { repeat: every('day') })),
  london(
    'every year on 1 march open bookings for easter camp',
    task('open bookings for easter camp', l('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  london('clean the car every sunday 9am', task('clean the car', l('11-15 09:00'), { repeat: every('week') })),
  newYork(
    'every monday 7am send homework to the Berlin group',
    task('send homework to the Berlin group', n('11-16 07:00'), { repeat: every('week') }),
  ),
  newYork('chess club at PS 87 every thurs 3pm', task('chess club at PS 87', n('11-12 15:00'), { repeat: every('week') })),
  newYork('check the gunks forecast every friday at 6pm', task('check the gunks forecast', n('11-13 18:00'), { repeat: every('week') })),
  newYork(
    "Every Sunday at 8pm, email the parents the week's homework.",
    task("email the parents the week's homework", n('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork(
    'on the 1st of every other month restring the acoustic',
    task('restring the acoustic', n('12-01'), { repeat: every('month', 2) }),
  ),
  newYork(
    'wedge clay for the wheel class every wed at 5 🏺',
    task('wedge clay for the wheel class', n('11-11 17:00'), { repeat: every('week') }),
  ),
  newYork('every weekday 7:30 vocal warmup', task('vocal warmup', n('11-12 07:30'), { repeat: every('weekday') })),
  newYork('bill students on the 28th of each month', task('bill students', n('11-28'), { repeat: every('month') })),
  newYork(
    'every day at 9pm do 20 min of tactics puzzles',
    task('do 20 min of tactics puzzles', n('11-11 21:00'), { repeat: every('day') }),
  ),
  newYork(
    'every other saturday 10am practice test w/ the group',
    task('practice test w/ the group', n('11-14 10:00'), { repeat: every('week', 2) }),
    task('practice test w/ the group', n('11-21 10:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every year on 12/1 start taking holiday mug orders',
    task('start taking holiday mug orders', n('12-01'), { repeat: every('year') }),
  ),
  newYork(
    'Remind me every Friday at 4 to send clients their weekly practice prompt.',
    task('send clients their weekly practice prompt', n('11-13 16:00'), { repeat: every('week') }),
  ),
  newYork('leo guitar lesson tuesdays at 6, every week', task('leo guitar lesson', n('11-17 18:00'), { repeat: every('week') })),
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

export const FIFTYEIGHTH_SNOOZE: HeldOutItem[] = [
  within(
    reminded("Mark Kofi's mock paper", OVERDUE_L),
    london('teaching till 6, remind me after', snoozeUntil(l('11-11 18:00')), move(ctx, '2026-11-11', '18:00')),
  ),
  within(reminded("Email Maisie's mum about Grade 3", OVERDUE_L), london('mid-lesson, 20 mins please', snoozeFor(20))),
  within(reminded('Book Shanice a test at Mitcham', OVERDUE_L), london('on a lesson gimme an hour', snoozeFor(60))),
  within(reminded('Renew my NPLQ', OVERDUE_L), london('not today. thurs', ...toDayL('11-12'))),
  within(
    reminded('Pay the hall hire', OVERDUE_L),
    london('can u nudge me again at 7 tonight x', snoozeUntil(l('11-11 19:00')), move(ctx, '2026-11-11', '19:00')),
  ),
  within(reminded('Send camp registers', OVERDUE_L), london('on the pitch mate, 2 hrs', snoozeFor(120))),
  within(reminded('Write Oakfield School reports', OVERDUE_L), london('Leave it until the weekend, please.', ...toDayL('11-14'))),
  within(reminded("Print Kofi's non-calculator paper", OVERDUE_L), london('snooze 15', snoozeFor(15))),
  within(reminded('Tune the studio piano', OVERDUE_L), london('Could you remind me on Monday instead?', ...toDayL('11-16'))),
  within(
    reminded('Call the garage about the clutch', OVERDUE_L),
    london("after my 4 o'clock so 5.15", snoozeUntil(l('11-11 17:15')), move(ctx, '2026-11-11', '17:15')),
  ),
  within(
    reminded('Order the Christmas duet books', OVERDUE_L),
    london(
      'tomorrow morning',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('Costume fitting for the tap class', OVERDUE_L), london('half an hour hun', snoozeFor(30))),
  within(reminded('Order new bibs', OVERDUE_L), london('push to next week', ...toDayL('11-16'))),
  within(reminded('Send Kenji the subjunctive worksheet', OVERDUE_N), newYork('in class w/ Berlin, 45 min', snoozeFor(45))),
  within(
    reminded('Email PS 87 about the club room', OVERDUE_N),
    newYork('remind me at lunch', snoozeUntil(n('11-11 12:00')), snoozeUntil(n('11-11 13:00'))),
  ),
  within(reminded('Check the gunks forecast', OVERDUE_N), newYork('on the wall, 30', snoozeFor(30))),
  within(
    reminded("Grade Madison's practice essay", OVERDUE_N),
    newYork('tonight after dinner, say 8', snoozeUntil(n('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(reminded('Restring the tele', OVERDUE_N), newYork('tmrw', ...toDayN('11-12'))),
  within(reminded('Load the kiln', OVERDUE_N), newYork('still trimming, another hour 🙃', snoozeFor(60))),
  within(
    reminded('Send Marcus his feedback notes', OVERDUE_N),
    newYork('Could you remind me again at 2pm?', snoozeUntil(n('11-11 14:00')), move(ctx, '2026-11-11', '14:00')),
  ),
  within(reminded('Invoice Lukas for November', OVERDUE_N), newYork('snooze till friday', ...toDayN('11-13'))),
  within(reminded('Buy new clocks', OVERDUE_N), newYork('not now', snoozeFor(60), answer(null))),
  within(
    reminded('Call the rockwood booker back', OVERDUE_N),
    newYork('he said try after 3', snoozeUntil(n('11-11 15:00')), move(ctx, '2026-11-11', '15:00')),
  ),
  within(reminded('Order celadon glaze', OVERDUE_N), newYork('2 hrs pls', snoozeFor(120))),
  within(reminded('Email the Deloitte HR contact', OVERDUE_N), newYork('Push it 90 minutes.', snoozeFor(90))),
  within(
    reminded('Book the bouldering wall for Saturday', OVERDUE_N),
    newYork('monday 9am', snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
];

export const FIFTYEIGHTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf("Print Kofi's non-calculator paper", l('11-12 08:00')), london('oh 7.45 actually', move(ctx, null, '07:45'))),
  within(
    talkedOf('Book the church hall for the Christmas recital', l('11-13 12:00')),
    london('Sorry, I meant Thursday.', move(ctx, '2026-11-12', null)),
  ),
  within(
    talkedOf('Shanice test mitcham', l('11-17 08:47')),
    london("wrong, it's wednesday 18th same time", move(ctx, '2026-11-18', null), move(ctx, '2026-11-18', '08:47')),
  ),
  within(talkedOf('Car in for service', l('11-12 07:30')), london('make that 8', move(ctx, null, '08:00'))),
  within(
    talkedOf('Take the stopwatches to Crystal Palace', l('11-14 07:00')),
    london("squad's been moved to sunday", move(ctx, '2026-11-15', null)),
  ),
  within(
    talkedOf('Email the parents the snow queen costume list', l('11-12 12:00')),
    london('can you make it friday at 10 instead x', move(ctx, '2026-11-13', '10:00')),
  ),
  within(
    talkedOf("Email the Oakfield head about Thursday's assembly", l('11-11 18:30')),
    london('No, 5.30 please, before I leave school.', move(ctx, null, '17:30')),
  ),
  within(
    talkedOf("Ring Elsie's dad back re fees", inMinutes(40)),
    london('actually make it 6pm', move(ctx, null, '18:00'), move(ctx, '2026-11-11', '18:00')),
  ),
  within(
    talkedOf('Clear the piano lid for the tuner', l('11-16 09:30')),
    london("tuner's texted, he's coming at 11.30 now so 11", move(ctx, null, '11:00')),
  ),
  london("move Tomasz's lesson to friday 4pm", move(words('Tomasz'), '2026-11-13', '16:00')),
  london('push the first aid renewal back to the 1st', move(words('first aid'), '2026-12-01', null)),
  within(talkedOf('Order 40 bibs for xmas camp', l('11-14 12:00')), london('hmm no need them by thurs', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Invoice Hackney Music Service for the autumn term', l('11-30 12:00')),
    london("Do it on the 27th rather, that's my last school day of the month.", move(ctx, '2026-11-27', null)),
  ),
  within(
    talkedOf('Collect the tutus from the dry cleaner', l('11-12 17:00')),
    london('oops they shut at 5, make it 4.30', move(ctx, null, '16:30')),
  ),
  within(
    talkedOf("Set up zoom for Kenji's class", n('11-12 18:45')),
    newYork("ugh no, kenji's class starts 6:45 so set up at 6:30", move(ctx, null, '18:30')),
  ),
  within(
    talkedOf('Register the kids for the Marshall scholastic', n('11-20 12:00')),
    newYork("deadline's the 18th actually", move(ctx, '2026-11-18', null)),
  ),
  within(talkedOf('Go thru belay cert expiry dates at the gym', n('11-13 08:00')), newYork('8pm not am lol', move(ctx, null, '20:00'))),
  within(talkedOf("Send Madison's mom the practice test 4 results", n('11-11 15:00')), newYork('make it 4:15', move(ctx, null, '16:15'))),
  within(
    talkedOf('Load the kiln for the bisque firing', n('11-11 19:30')),
    newYork('no wait, tomorrow night same time', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '19:30')),
  ),
  within(
    talkedOf('Prep slides for the Deloitte workshop', n('11-16 09:00')),
    newYork('They moved the workshop up, so Sunday 9am.', move(ctx, '2026-11-15', '09:00')),
  ),
  within(talkedOf('Call the rockwood booker back', n('11-11 12:15')), newYork('12:45 sorry', move(ctx, null, '12:45'))),
  newYork('move ingrid to thursday 7am', move(words('ingrid'), '2026-11-12', '07:00')),
  newYork('change the clay order to tuesday', move(words('clay'), '2026-11-17', null)),
  within(talkedOf('Send Marcus his feedback notes', n('11-12 16:30')), newYork('Friday, not Thursday.', move(ctx, '2026-11-13', null))),
  within(talkedOf('Leo guitar lesson', n('11-17 18:00')), newYork("it's 6:30 not 6", move(ctx, null, '18:30'))),
  newYork('push the gunks forecast check to 7pm', move(words('gunks'), null, '19:00')),
];

export const FIFTYEIGHTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf("Print Kofi's non-calculator paper"),
    london('Should say calculator paper, not non-calculator. Sorry!', rename(ctx, "Print Kofi's calculator paper")),
  ),
  within(
    talkedOf('Clear the piano lid for the tuner'),
    london("call it 'tuner visit - clear the Steinway lid'", rename(ctx, 'tuner visit - clear the Steinway lid')),
  ),
  london('rename the mitcham one to Shanice practical test, Mitcham', rename(words('mitcham'), 'Shanice practical test, Mitcham')),
  within(
    talkedOf('Take the stopwatches'),
    london("change it to 'stopwatches + lane ropes to crystal palace'", rename(ctx, 'stopwatches + lane ropes to crystal palace')),
  ),
  within(
    talkedOf('Email the parents the Nutcracker costume list'),
    london("it's the snow queen this year not nutcracker!! fix the title x", rename(ctx, 'Email the parents the snow queen costume list')),
  ),
  london("the bibs task should read 'order 40 bibs + 20 cones'", rename(words('bibs'), 'order 40 bibs + 20 cones')),
  within(VIOLIN_LIST, london("Please rename 3 to 'Oakfield and St Jude's reports'.", rename(num(3), "Oakfield and St Jude's reports"))),
  within(
    talkedOf('Order the Christmas duet books'),
    london('retitle as: order faber duet books x6', rename(ctx, 'order faber duet books x6')),
  ),
  within(DRIVE_LIST, london("2 → 'car service + MOT at kwik fit'", rename(num(2), 'car service + MOT at kwik fit'))),
  within(
    talkedOf("Ring Elsie's dad back re fees"),
    london("it's her mum not her dad, can you rename it", rename(ctx, "Ring Elsie's mum back re fees")),
  ),
  london(
    "change 'pay the studio rent' to 'pay studio rent to Mr Hale'",
    rename(words('pay the studio rent'), 'pay studio rent to Mr Hale'),
  ),
  within(talkedOf('Renew DBS'), london('rename to renew DBS (update service)', rename(ctx, 'renew DBS (update service)'))),
  within(talkedOf("Set up zoom for Kenji's class"), newYork('rename: zoom + slides for kenji', rename(ctx, 'zoom + slides for kenji'))),
  newYork(
    "rename the Marshall task to 'Marshall scholastic entries (6 kids)'",
    rename(words('Marshall'), 'Marshall scholastic entries (6 kids)'),
  ),
  within(
    talkedOf('Load the kiln for the bisque firing'),
    newYork('call it load kiln - bisque, cone 04', rename(ctx, 'load kiln - bisque, cone 04')),
  ),
  within(GUITAR_LIST, newYork('rename #1 to restring the tele AND the strat', rename(num(1), 'restring the tele AND the strat'))),
  within(
    talkedOf('Prep slides for the Deloitte workshop'),
    newYork("Title should be 'Deloitte workshop deck v2'.", rename(ctx, 'Deloitte workshop deck v2')),
  ),
  newYork("change ingrid's task name to Ingrid B2 oral mock", rename(words('ingrid'), 'Ingrid B2 oral mock')),
  within(
    talkedOf('Check the gunks forecast'),
    newYork("make it say 'check gunks forecast + road conditions'", rename(ctx, 'check gunks forecast + road conditions')),
  ),
  within(
    talkedOf("Send Madison's mom the practice test 4 results"),
    newYork("it's practice test 5, can u fix that", rename(ctx, "Send Madison's mom the practice test 5 results")),
  ),
  newYork("the clocks one should be 'buy 6 DGT 3000 clocks'", rename(words('clocks'), 'buy 6 DGT 3000 clocks')),
  within(
    talkedOf('Send Marcus his feedback notes'),
    newYork("It's Markus with a k, please fix.", rename(ctx, 'Send Markus his feedback notes')),
  ),
  within(POTTERY_LIST, newYork('rename the 2nd to order glaze: celadon + tenmoku', rename(num(2), 'order glaze: celadon + tenmoku'))),
];

export const FIFTYEIGHTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Clear the piano lid for the tuner'), london("Cancel that please, the tuner's off sick.", remove(ctx))),
  within(PIANO_LIST, london("get rid of no. 3, the shop's sending them free", remove(num(3)))),
  london('delete the shanice test reminder, she failed her theory again 🙈', remove(words('shanice test'))),
  within(talkedOf('Take the stopwatches to Crystal Palace'), london("pool's shut for repairs, scrap it", remove(ctx))),
  within(DANCE_LIST, london('take 4 off, jess is doing the finale x', remove(num(4)))),
  london('remove the easter camp one, not doing easter next year', remove(words('easter camp'))),
  within(VIOLIN_LIST, london('Please remove the last one; the accompanist booked herself.', remove(num(4)))),
  within(talkedOf("Ring Elsie's dad back re fees"), london("he's just paid, bin that", remove(ctx), done(ctx))),
  london("cancel the tomasz reminders, he's moved to leeds", remove(words('tomasz'))),
  within(CAMP_LIST, london('delete #1 - council cancelled the pitch anyway', remove(num(1)))),
  london('Could you delete the reminder about the duet books? No longer needed.', remove(words('duet books'))),
  within(talkedOf('Mark the year 11 mocks'), london('exam board pushed the mocks to jan, remove it', remove(ctx))),
  within(talkedOf("Set up zoom for Kenji's class"), newYork('kenji cancelled this week, delete', remove(ctx))),
  within(CHESS_LIST, newYork('remove 2', remove(num(2)))),
  newYork("kill the gunks forecast reminder, season's over", remove(words('gunks'))),
  within(talkedOf('Load the kiln for the bisque firing'), newYork("nvm kiln element's busted. remove it", remove(ctx))),
  within(SAT_LIST, newYork("the third one can go, Ethan's sticking with the SAT", remove(num(3)))),
  newYork('delete the rockwood booker thing', remove(words('rockwood'))),
  within(talkedOf('Prep slides for the Deloitte workshop'), newYork("workshop's cancelled 😤 take it off", remove(ctx))),
  newYork("pls remove 'start taking holiday mug orders'", remove(words('holiday mug orders'))),
  within(LANG_LIST, newYork('scratch #4, Lukas paid upfront', remove(num(4)), done(num(4)))),
  newYork('stop reminding me about the vocal warmup', remove(words('vocal warmup'))),
  within(talkedOf('Restring the tele'), newYork('forget it, selling the tele', remove(ctx))),
];

export const FIFTYEIGHTH_DONE: HeldOutItem[] = [
  within(reminded("Mark Kofi's mock paper", OVERDUE_L), london('marked, he got 58/80 🙌', done(ctx))),
  within(PIANO_LIST, london("1's done, hall booked for the 12th", done(num(1)))),
  within(reminded('Book Shanice a test at Mitcham', OVERDUE_L), london('booked! 2nd dec', done(ctx))),
  london('renewed my nplq this morning', done(words('nplq'))),
  within(reminded('Pay the hall hire', OVERDUE_L), london('paid x', done(ctx))),
  within(CAMP_LIST, london('2 and 4 done', [done(num(2)), done(num(4))])),
  within(reminded('Write Oakfield School reports', OVERDUE_L), london('All 23 reports written and submitted, finally.', done(ctx))),
  within(reminded('Tune the studio piano', OVERDUE_L), london('tuned ✔', done(ctx))),
  london('car service is done, clutch was fine', done(words('car service'))),
  within(reminded('Costume fitting for the tap class', OVERDUE_L), london('done! all fitted apart from Ruby', done(ctx))),
  within(MATHS_LIST, london('done number 2', done(num(2)))),
  within(reminded('Order new bibs', OVERDUE_L), london('ordered from kitlocker', done(ctx))),
  within(reminded("Email the Oakfield head about Thursday's assembly", OVERDUE_L), london('Sent.', done(ctx))),
  within(reminded('Send Kenji the subjunctive worksheet', OVERDUE_N), newYork('sent it ✅', done(ctx))),
  within(CHESS_LIST, newYork('did #1, all 6 registered', done(num(1)))),
  within(reminded('Check the gunks forecast', OVERDUE_N), newYork('checked, sunny sat 👍', done(ctx))),
  newYork("graded madison's essay", done(words('madison'))),
  within(reminded('Restring the tele', OVERDUE_N), newYork('restrung', done(ctx))),
  within(reminded('Load the kiln', OVERDUE_N), newYork("kiln's loaded and firing", done(ctx))),
  within(SPEAK_LIST, newYork('3 is done', done(num(3)))),
  within(reminded('Bill students', OVERDUE_N), newYork('all invoices out', done(ctx))),
  newYork('finished the deloitte deck', done(words('deloitte'))),
  within(reminded('Vocal warmup', OVERDUE_N), newYork('yup did it', done(ctx))),
  within(POTTERY_LIST, newYork('1 + 3 done', [done(num(1)), done(num(3))])),
  within(reminded('Email Ingrid the B2 mock', OVERDUE_N), newYork('yes done thx', done(ctx))),
  within(GUITAR_LIST, newYork("leo's dad is invoiced", done(words("leo's dad")), done(num(3)))),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FIFTYEIGHTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTYEIGHTH_ASK,
  recurring: FIFTYEIGHTH_RECURRING,
  snooze: FIFTYEIGHTH_SNOOZE,
  correction: FIFTYEIGHTH_CORRECTION,
  rename: FIFTYEIGHTH_RENAME,
  remove: FIFTYEIGHTH_REMOVE,
  done: FIFTYEIGHTH_DONE,
  answer: FIFTYEIGHTH_ANSWER,
  ramble: FIFTYEIGHTH_RAMBLE,
  greeting: FIFTYEIGHTH_GREETING,
  thanks: FIFTYEIGHTH_THANKS,
  feeling: FIFTYEIGHTH_FEELING,
  question: FIFTYEIGHTH_QUESTION,
  statement: FIFTYEIGHTH_STATEMENT,
  decision: FIFTYEIGHTH_DECISION,
  dilemma: FIFTYEIGHTH_DILEMMA,
  recall: FIFTYEIGHTH_RECALL,
  prioritise: FIFTYEIGHTH_PRIORITISE,
  agenda: FIFTYEIGHTH_AGENDA,
  free_time: FIFTYEIGHTH_FREE_TIME,
  unclear: FIFTYEIGHTH_UNCLEAR,
  bare: FIFTYEIGHTH_BARE,
};

export const HELD_OUT_FIFTYEIGHTH: HeldOutItem[] = Object.values(HELD_OUT_FIFTYEIGHTH_KINDS).flat();
