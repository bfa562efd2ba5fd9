import type { ConversationState, Intent } from '../intent';
import {
  NO_CHANGE,
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

/**
 * The eighty-first held-out set (the kinds that ask for or change tasks, and answers; its writer of the talk did not finish): fourteen people who teach, tutor or coach on their
 * own. On London time (day-first dates): a maths tutor in Leicester (GCSE and A-level, mocks, past
 * papers), a driving instructor in Swansea (block bookings, test slots, the odd Welsh word), a
 * swimming coach in Sheffield who texts like her squad ('fr', 'lowkey', 'ngl'), a life coach in
 * Shoreditch, an Urdu and English tutor in Bradford who mixes in Urdu words ('kal', 'ho gaya',
 * 'hata do', 'bachay'), a piano and singing teacher in Bath (ABRSM grades, recitals, accompanists)
 * and a tuition-centre owner in Harrow (11+ mocks, tutors, rooms, fees). On New York time
 * (month-first dates): an SAT tutor on the Upper East Side who writes like her students ('bet',
 * 'lowkey'), a dance-school owner in Newark (Nutcracker, costumes, studio rent), an ESL tutor in
 * Flushing whose first language is Mandarin, a boxing coach in Brownsville (Golden Gloves, weigh-ins),
 * a chess coach in Montclair (scholastic tournaments, club ladder), a college-admissions consultant in
 * Westport (Common App, supplements, RD deadlines) and a Little League and soccer coach in Yonkers
 * (indoor season, field permits, registration). They text in bursts between lessons and dictate long
 * voice notes after them: asks, repeats, replies to reminders, corrections of the task just made,
 * renames, removals, ticks, answers to daily's questions and rambles that run several jobs together,
 * with some that must change nothing. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in
 * London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent. */
const MATHS_LIST = {
  listed: [
    "Mark Zainab's mock paper 2",
    "Send Aarav's mum the past paper pack",
    'Print the algebra worksheets',
    'Chase the Patels for October',
  ],
};
const DRIVING_LIST = {
  listed: ["Book Rhys's practical test", 'Top up the screenwash', 'Renew the ADI badge', "Invoice Ffion's mum for the block booking"],
};
const PIANO_LIST = {
  listed: ['Ring the piano tuner', 'Enter Isla and Max for grade 5', 'Book the accompanist for the recital', 'Invoice the Morgans'],
};
const CENTRE_LIST = {
  listed: ['Order 40 more 11+ mock papers', 'Pay the tutors', 'Fix the projector in room 2', 'Call the landlord about the heating'],
};
const SAT_LIST = {
  listed: [
    'Send Olivia the Bluebook practice test 4',
    "Grade Ethan's reading section",
    'Email the Goldbergs re spring schedule',
    'Order new prep books',
  ],
};
const DANCE_LIST = {
  listed: [
    'Order the Nutcracker costumes',
    'Call PSE&G abt the studio bill',
    'Book the NJPAC rehearsal slot',
    'Post the class schedule on IG',
  ],
};
const SOCCER_LIST = {
  listed: ['Call Yonkers parks re the winter field permit', 'Text the U10 parents', 'Buy new pinnies', 'Collect the registration fees'],
};

export const EIGHTYFIRST_ASK: HeldOutItem[] = [
  london("send Aarav's mum the past paper pack tmrw 4pm", task("send Aarav's mum the past paper pack", l('11-12 16:00'))),
  london("mark Zainab's mock paper 2 by fri", task("mark Zainab's mock paper 2", l('11-13'))),
  london(
    "book Rhys's practical test at Llansamlet asap, he's ready",
    task("book Rhys's practical test at Llansamlet", null, { important: true }),
    task("book Rhys's practical test at Llansamlet"),
  ),
  london('remind me in 20 mins to top up the screenwash', task('top up the screenwash', inMinutes(20))),
  london('email ponds forge abt extra lane hire tmrw at 9 fr', task('email ponds forge abt extra lane hire', l('11-12 09:00'))),
  london('discovery call w Tom from the agency fri 11:30', task('discovery call w Tom from the agency', l('11-13 11:30'))),
  london(
    'send Amara her session notes + the values worksheet tonight at 8',
    task('send Amara her session notes + the values worksheet', l('11-11 20:00')),
  ),
  london('kal subah 10 baje call Bilal ki ammi about his fees', task('call Bilal ki ammi about his fees', l('11-12 10:00'))),
  london(
    'photocopy the Urdu GCSE reading paper for the Saturday bachay by friday',
    task('photocopy the Urdu GCSE reading paper for the Saturday bachay', l('11-13')),
  ),
  london('ring the piano tuner about the Yamaha at 5', task('ring the piano tuner about the Yamaha', l('11-11 17:00'))),
  london(
    'enter Isla and Max for grade 5 ABRSM before the 20th',
    task('enter Isla and Max for grade 5 ABRSM', l('11-20')),
    task('enter Isla and Max for grade 5 ABRSM', l('11-19')),
  ),
  london('order 40 more 11+ mock papers by next tues', task('order 40 more 11+ mock papers', l('11-17'))),
  london('pay the Harrow business rates 1/12', task('pay the Harrow business rates', l('12-01'))),
  newYork(
    'bet, remind me to send Olivia the bluebook practice test 4 tonight at 7',
    task('send Olivia the bluebook practice test 4', n('11-11 19:00')),
  ),
  newYork(
    'order the nutcracker costumes for the level 2 girls by 11/20',
    task('order the nutcracker costumes for the level 2 girls', n('11-20')),
  ),
  newYork('call PSE&G abt the studio bill tmrw 9am', task('call PSE&G abt the studio bill', n('11-12 09:00'))),
  newYork(
    'Please remind me tomorrow 8pm prepare the lesson for Mrs. Chen, IELTS speaking part 2',
    task('prepare the lesson for Mrs. Chen, IELTS speaking part 2', n('11-12 20:00')),
  ),
  newYork('need buy new whiteboard markers', task('buy new whiteboard markers'), task('need buy new whiteboard markers')),
  newYork(
    "renew the gym's insurance b4 dec 1",
    task("renew the gym's insurance", n('12-01')),
    task("renew the gym's insurance", n('11-30')),
  ),
  newYork("get Jamal's medical for golden gloves done by the 25th", task("get Jamal's medical for golden gloves done", n('11-25'))),
  newYork('register the kids for the Montclair scholastic by 12/5', task('register the kids for the Montclair scholastic', n('12-05'))),
  newYork("remind me at 2 to review Sophie's Common App essay draft 3", task("review Sophie's Common App essay draft 3", n('11-11 14:00'))),
  newYork(
    'call Yonkers parks re the winter field permit monday 10am',
    task('call Yonkers parks re the winter field permit', n('11-16 10:00')),
  ),
  newYork(
    "in 45 min text the U10 parents about saturday's makeup game",
    task("text the U10 parents about saturday's makeup game", inMinutes(45)),
  ),
];

export const EIGHTYFIRST_RECURRING: HeldOutItem[] = [
  london("every tuesday 5pm Aarav's GCSE lesson", task("Aarav's GCSE lesson", l('11-17 17:00'), { repeat: every('week') })),
  london(
    'remind me on the 25th of every month to send the tuition invoices',
    task('send the tuition invoices', l('11-25'), { repeat: every('month') }),
  ),
  london('every fri check the tyres and oil on the car', task('check the tyres and oil on the car', l('11-13'), { repeat: every('week') })),
  london(
    'every weekday 7:30am wipe down the dual controls + mirrors',
    task('wipe down the dual controls + mirrors', l('11-12 07:30'), { repeat: every('weekday') }),
  ),
  london(
    'every sat 6am squad session at ponds forge fr',
    task('squad session at ponds forge', l('11-14 06:00'), { repeat: every('week') }),
  ),
  london(
    'lane hire invoice to the club treasurer 1st of every month',
    task('lane hire invoice to the club treasurer', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'every monday 8am send the journal prompts to the group programme',
    task('send the journal prompts to the group programme', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london(
    'supervision with Jo every 2 weeks on a thursday',
    task('supervision with Jo', l('11-12'), { repeat: every('week', 2) }),
    task('supervision with Jo', l('11-19'), { repeat: every('week', 2) }),
  ),
  london('har jumma ko 4 baje Quran class for the girls', task('Quran class for the girls', l('11-13 16:00'), { repeat: every('week') })),
  london(
    'every weekday 6:30pm online English with the Khan bachay',
    task('online English with the Khan bachay', l('11-11 18:30'), { repeat: every('weekday') }),
  ),
  london(
    'every wednesday at 4 choir warm up in the church hall',
    task('choir warm up in the church hall', l('11-11 16:00'), { repeat: every('week') }),
    task('choir warm up in the church hall', l('11-18 16:00'), { repeat: every('week') }),
  ),
  london(
    'invoice all the piano parents on the 1st of each month',
    task('invoice all the piano parents', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'every sat 8am set up the exam room for 11+ practice',
    task('set up the exam room for 11+ practice', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london('pay the tutors on the 28th every month', task('pay the tutors', l('11-28'), { repeat: every('month') })),
  newYork(
    'every sunday 7pm send the weekly progress emails to parents',
    task('send the weekly progress emails to parents', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'every monday 9am post the class schedule on IG',
    task('post the class schedule on IG', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork('pay the studio rent on the 1st of every month', task('pay the studio rent', n('12-01'), { repeat: every('month') })),
  newYork(
    'every Tuesday and Thursday 7pm class with Mr. Liu',
    [
      task('class with Mr. Liu', n('11-17 19:00'), { repeat: every('week') }),
      task('class with Mr. Liu', n('11-12 19:00'), { repeat: every('week') }),
    ],
    [
      task('class with Mr. Liu', n('11-12 19:00'), { repeat: every('week') }),
      task('class with Mr. Liu', n('11-17 19:00'), { repeat: every('week') }),
    ],
  ),
  newYork(
    'every night 9pm write the new vocabulary list',
    task('write the new vocabulary list', n('11-11 21:00'), { repeat: every('day') }),
  ),
  newYork('every weekday 6am open the gym', task('open the gym', n('11-12 06:00'), { repeat: every('weekday') })),
  newYork(
    "every other saturday sparring at Gleason's",
    task("sparring at Gleason's", n('11-14'), { repeat: every('week', 2) }),
    task("sparring at Gleason's", n('11-21'), { repeat: every('week', 2) }),
  ),
  newYork('every thursday 3:30 chess club at Hillside', task('chess club at Hillside', n('11-12 15:30'), { repeat: every('week') })),
  newYork('every sunday 8pm update the club ladder', task('update the club ladder', n('11-15 20:00'), { repeat: every('week') })),
  newYork(
    'every weekday at 8 check the Common App portal for my seniors',
    task('check the Common App portal for my seniors', n('11-12 08:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'every tues 5:30pm indoor practice at the armory',
    task('indoor practice at the armory', n('11-17 17:30'), { repeat: every('week') }),
  ),
  newYork(
    'every year on 2/1 open little league registration',
    task('open little league registration', n('2027-02-01 12:00'), { repeat: every('year') }),
  ),
];

const OVERDUE_L = l('11-11 14:00');
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
/** A snooze to a clock time today: a snooze until then, or the task moved there. */
const laterTodayL = (time: string): Intent[] => [snoozeUntil(l(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];
const laterTodayN = (time: string): Intent[] => [snoozeUntil(n(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];

export const EIGHTYFIRST_SNOOZE: HeldOutItem[] = [
  within(reminded("Mark Zainab's mock paper 2", OVERDUE_L), london('mid lesson, 50 mins', snoozeFor(50))),
  within(
    reminded('Top up the screenwash', OVERDUE_L),
    london("on a lesson, pupil's doing roundabouts lol. after 5", ...laterTodayL('17:00')),
  ),
  within(reminded("Book Rhys's practical test", OVERDUE_L), london('yfory', ...toDayL('11-12'))),
  within(reminded('Email ponds forge abt extra lane hire', OVERDUE_L), london('on poolside rn, 1hr', snoozeFor(60))),
  within(reminded('Print the gala entry list', OVERDUE_L), london('lowkey tmrw', ...toDayL('11-12'))),
  within(reminded('Send Amara her session notes', OVERDUE_L), london('in session, 90 mins pls', snoozeFor(90))),
  within(
    reminded('Prep for the discovery call', OVERDUE_L),
    london(
      'bump to friday morning',
      snoozeUntil(l('11-13 09:00')),
      snoozeUntil(l('11-13 08:00')),
      move(ctx, '2026-11-13', '09:00'),
      move(ctx, '2026-11-13', '08:00'),
    ),
  ),
  within(reminded('Call Bilal ki ammi about his fees', OVERDUE_L), london('abhi nahi, 2 ghante baad', snoozeFor(120))),
  within(reminded('Photocopy the reading paper', OVERDUE_L), london('kal karungi inshallah', ...toDayL('11-12'))),
  within(reminded('Ring the piano tuner', OVERDUE_L), london('teaching till 6, try me then', ...laterTodayL('18:00'))),
  within(reminded('Enter Isla and Max for grade 5', OVERDUE_L), london('give me half an hour, singing pupil just arrived', snoozeFor(30))),
  within(reminded('Pay the tutors', OVERDUE_L), london("parents' evening tonight, do 9pm", ...laterTodayL('21:00'))),
  within(reminded('Chase the Patels for October', OVERDUE_L), london('not this week, monday', ...toDayL('11-16'))),
  within(reminded('Send Olivia the Bluebook practice test 4', OVERDUE_N), newYork('omw to a session, hit me in like 40', snoozeFor(40))),
  within(reminded('Call PSE&G abt the studio bill', OVERDUE_N), newYork('teaching tap rn, 45', snoozeFor(45))),
  within(reminded('Buy new whiteboard markers', OVERDUE_N), newYork('I am in class now, please remind after 2 hour', snoozeFor(120))),
  within(reminded("Renew the gym's insurance", OVERDUE_N), newYork('hit me after 6', ...laterTodayN('18:00'))),
  within(reminded("Get Jamal's medical done", OVERDUE_N), newYork('monday', ...toDayN('11-16'))),
  within(
    reminded('Register the kids for the Montclair scholastic', OVERDUE_N),
    newYork(
      'sat morning',
      snoozeUntil(n('11-14 09:00')),
      snoozeUntil(n('11-14 08:00')),
      move(ctx, '2026-11-14', '09:00'),
      move(ctx, '2026-11-14', '08:00'),
    ),
  ),
  within(reminded("Review Sophie's essay draft 3", OVERDUE_N), newYork('on a zoom w a family, 1 hr', snoozeFor(60))),
  within(reminded('Send the Dartmouth supplement notes', OVERDUE_N), newYork('later today, say 4', ...laterTodayN('16:00'))),
  within(reminded('Text the U10 parents', OVERDUE_N), newYork('at work, tonight 7', ...laterTodayN('19:00'))),
  within(reminded('Call Yonkers parks re the winter field permit', OVERDUE_N), newYork('next week', ...toDayN('11-16'))),
  within(reminded('Order the Nutcracker costumes', OVERDUE_N), newYork('snooze 3 days', snoozeFor(4320), move(ctx, '2026-11-14', null))),
  within(reminded('Prepare the lesson for Mrs. Chen', OVERDUE_N), newYork("ok later, I'm cooking", snoozeFor(60), answer(null))),
];

export const EIGHTYFIRST_CORRECTION: HeldOutItem[] = [
  within(
    talkedOf("Send Aarav's mum the past paper pack", l('11-12 16:00')),
    london('no 4:30, he has football till 4', move(ctx, null, '16:30')),
  ),
  within(
    talkedOf("Mark Zainab's mock paper 2", l('11-13 12:00')),
    london("actually thurs, she's got her lesson fri morning", move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Pick up Ffion for her lesson', l('11-12 09:00')), london('sorry 10 not 9', move(ctx, null, '10:00'))),
  london("move Ffion's mock test to sat 8am", move(words('mock test'), '2026-11-14', '08:00')),
  within(
    talkedOf('Email ponds forge abt extra lane hire', l('11-12 09:00')),
    london("nah make it 7 they're in early", move(ctx, null, '07:00')),
  ),
  within(
    talkedOf('Discovery call w Tom from the agency', l('11-13 11:30')),
    london('he rescheduled to mon, same time', move(ctx, '2026-11-16', null), move(ctx, '2026-11-16', '11:30')),
  ),
  within(
    talkedOf('Call Bilal ki ammi about his fees', l('11-12 10:00')),
    london('nahi nahi, 11 baje, she works mornings', move(ctx, null, '11:00')),
  ),
  within(
    talkedOf('Ring the piano tuner about the Yamaha', l('11-11 17:00')),
    london('hmm he shuts at 5, make it quarter to', move(ctx, null, '16:45')),
  ),
  london('shift the Abbey recital rehearsal to 3/12', move(words('recital rehearsal'), '2026-12-03', null)),
  within(
    talkedOf('Pay the Harrow business rates', l('12-01 12:00')),
    london('wrong month, its due 1st jan', move(ctx, '2027-01-01', null)),
  ),
  within(
    talkedOf('Order 40 more 11+ mock papers', l('11-17 12:00')),
    london('make it monday, supplier shuts early tues', move(ctx, '2026-11-16', null)),
  ),
  within(talkedOf('Squad session at ponds forge', l('11-14 06:00')), london('wait its 6:30 not 6 ngl', move(ctx, null, '06:30'))),
  within(
    talkedOf('Send Olivia the bluebook practice test 4', n('11-11 19:00')),
    newYork('wait 8 not 7 she has volleyball', move(ctx, null, '20:00')),
  ),
  within(talkedOf('Call PSE&G abt the studio bill', n('11-12 09:00')), newYork('actually friday', move(ctx, '2026-11-13', null))),
  within(
    talkedOf('Prepare the lesson for Mrs. Chen, IELTS speaking part 2', n('11-12 20:00')),
    newYork('sorry, is 7:30 not 8', move(ctx, null, '19:30')),
  ),
  within(
    talkedOf("Get Jamal's medical for golden gloves done", n('11-25 12:00')),
    newYork('should be the 20th, weigh ins are the 21st', move(ctx, '2026-11-20', null)),
  ),
  newYork('move the hillside parent meeting to 11/19 at 4', move(words('parent meeting'), '2026-11-19', '16:00')),
  within(
    talkedOf("Review Sophie's Common App essay draft 3", n('11-11 14:00')),
    newYork('ugh I have a family call at 2, do 3:15', move(ctx, null, '15:15')),
  ),
  newYork('the Yale interview prep w Jack is the 18th not the 17th', move(words('Yale interview prep'), '2026-11-18', null)),
  within(
    talkedOf('Call Yonkers parks re the winter field permit', n('11-16 10:00')),
    newYork('they open 8:30 so make it then', move(ctx, null, '08:30')),
  ),
  within(
    talkedOf("Text the U10 parents about saturday's makeup game", inMinutes(45)),
    newYork('make that 12:15', move(ctx, null, '12:15')),
  ),
  within(
    talkedOf('Order the nutcracker costumes for the level 2 girls', n('11-20 12:00')),
    newYork('no, 11/17, shipping takes forever', move(ctx, '2026-11-17', null)),
  ),
  within(talkedOf("Grade Ethan's reading section", n('11-12 12:00')), newYork('lowkey do it tonight 9', move(ctx, '2026-11-11', '21:00'))),
  within(talkedOf('Chess club at Hillside', n('11-12 15:30')), newYork('oops 3:15, dismissal got moved up', move(ctx, null, '15:15'))),
];

export const EIGHTYFIRST_RENAME: HeldOutItem[] = [
  within(
    talkedOf("Mark Zainab's mock paper 2"),
    london("change it to mark Zainab + Hamza's mock paper 2", rename(ctx, "mark Zainab + Hamza's mock paper 2")),
  ),
  within(
    MATHS_LIST,
    london('rename 3 to print the quadratics worksheets (higher)', rename(num(3), 'print the quadratics worksheets (higher)')),
  ),
  within(DRIVING_LIST, london("rename 4 'invoice Ffion's mum - 10 lesson block'", rename(num(4), "invoice Ffion's mum - 10 lesson block"))),
  within(
    talkedOf('Top up the screenwash'),
    london('call it screenwash + check tyre pressures', rename(ctx, 'screenwash + check tyre pressures')),
  ),
  within(
    talkedOf('Print the gala entry list'),
    london('nah call it print heat sheets + entry list', rename(ctx, 'print heat sheets + entry list')),
  ),
  london(
    "rename the Amara one to 'Amara - session 4 notes + values worksheet'",
    rename(words('Amara'), 'Amara - session 4 notes + values worksheet'),
  ),
  within(
    talkedOf('Quran class for the girls'),
    london('naam badal do: Quran + Urdu class for the girls', rename(ctx, 'Quran + Urdu class for the girls')),
  ),
  within(
    PIANO_LIST,
    london('retitle 3 - book Sarah to accompany the Christmas recital', rename(num(3), 'book Sarah to accompany the Christmas recital')),
  ),
  within(
    talkedOf('Ring the piano tuner about the Yamaha'),
    london("it's the Kawai not the Yamaha", rename(ctx, 'Ring the piano tuner about the Kawai')),
  ),
  within(CENTRE_LIST, london('change no.3 to fix projector + HDMI lead in room 2', rename(num(3), 'fix projector + HDMI lead in room 2'))),
  london(
    "the landlord one should say 'email landlord re heating + damp in room 4'",
    rename(words('landlord'), 'email landlord re heating + damp in room 4'),
  ),
  within(
    talkedOf('Discovery call w Tom from the agency'),
    london('title: chemistry call - Tom (Wildfire agency)', rename(ctx, 'chemistry call - Tom (Wildfire agency)')),
  ),
  within(SAT_LIST, newYork('rename 4 to order the new Princeton Review books', rename(num(4), 'order the new Princeton Review books'))),
  within(
    talkedOf("Grade Ethan's reading section"),
    newYork("change it to grade Ethan's reading + writing sections", rename(ctx, "grade Ethan's reading + writing sections")),
  ),
  within(
    DANCE_LIST,
    newYork('rename #3 to book NJPAC tech rehearsal + dress run', rename(num(3), 'book NJPAC tech rehearsal + dress run')),
  ),
  within(
    talkedOf('Call PSE&G abt the studio bill'),
    newYork('title should be PSE&G - dispute the Oct bill', rename(ctx, 'PSE&G - dispute the Oct bill')),
  ),
  within(
    talkedOf('Buy new whiteboard markers'),
    newYork('please change the name: buy whiteboard markers and eraser', rename(ctx, 'buy whiteboard markers and eraser')),
  ),
  newYork("rename the Mrs. Chen one to 'Mrs. Chen IELTS writing task 1'", rename(words('Mrs. Chen'), 'Mrs. Chen IELTS writing task 1')),
  within(
    talkedOf("Get Jamal's medical for golden gloves done"),
    newYork("spell it Jamaal, two a's", rename(ctx, "Get Jamaal's medical for golden gloves done")),
  ),
  newYork(
    "change 'chess club at Hillside' to 'chess club at Hillside + Nishuane'",
    rename(words('chess club at Hillside'), 'chess club at Hillside + Nishuane'),
  ),
  within(
    talkedOf("Review Sophie's Common App essay draft 3"),
    newYork('rename: Sophie - Common App draft 3 + UChicago supplement', rename(ctx, 'Sophie - Common App draft 3 + UChicago supplement')),
  ),
  within(SOCCER_LIST, newYork('rename 3 to buy 20 pinnies (orange)', rename(num(3), 'buy 20 pinnies (orange)'))),
  within(
    talkedOf("Text the U10 parents about saturday's makeup game"),
    newYork('make the title text U10 + U12 parents re makeup game', rename(ctx, 'text U10 + U12 parents re makeup game')),
  ),
];

export const EIGHTYFIRST_REMOVE: HeldOutItem[] = [
  within(MATHS_LIST, london('delete 4, the Patels paid this morning', remove(num(4)), done(num(4)))),
  within(talkedOf("Book Rhys's practical test at Llansamlet"), london('scrap that, his dad booked it himself', remove(ctx), done(ctx))),
  london('cancel the ADI badge reminder, renewed it online last wk', remove(words('ADI badge')), done(words('ADI badge'))),
  within(talkedOf('Squad session at ponds forge'), london('lowkey delete that, coach Sam is covering sat squads now', remove(ctx))),
  london('take the Tom discovery call off, he ghosted', remove(words('Tom'))),
  within(talkedOf('Online English with the Khan bachay'), london('isko hata do, Khan family moved to Leeds', remove(ctx))),
  within(PIANO_LIST, london('bin number 4, the Morgans paid', remove(num(4)), done(num(4)))),
  london("remove the grade 5 entry one, Max isn't ready and Isla's doing it in spring", remove(words('grade 5'))),
  within(CENTRE_LIST, london('delete 2 and 3', [remove(num(2)), remove(num(3))])),
  within(talkedOf('Set up the exam room for 11+ practice'), london('get rid of that, the mocks are in the school hall now', remove(ctx))),
  london('lose the algebra worksheets task', remove(words('algebra worksheets'))),
  within(talkedOf('Send the journal prompts to the group programme'), london("actually no, don't add that", remove(ctx), { kind: 'undo' })),
  within(SAT_LIST, newYork('delete 3 the goldbergs went w another tutor 💀', remove(num(3)))),
  within(talkedOf('Order the nutcracker costumes for the level 2 girls'), newYork('nvm cancel, the moms are sewing them', remove(ctx))),
  newYork('remove the IG schedule post reminder, my assistant does it now', remove(words('schedule'))),
  within(talkedOf('Class with Mr. Liu'), newYork('Mr. Liu stop the class, please delete', remove(ctx))),
  newYork(
    'please delete the whiteboard markers, my daughter bought already',
    remove(words('whiteboard markers')),
    done(words('whiteboard markers')),
  ),
  newYork("drop the sparring at Gleason's thing, ring's closed for repairs", remove(words('Gleason'))),
  within(talkedOf('Update the club ladder'), newYork('take it off, the app does it automatically now', remove(ctx))),
  newYork('kill the Yale interview prep, Jack withdrew his app', remove(words('Yale'))),
  within(SOCCER_LIST, newYork('scratch 4, league collects fees online now', remove(num(4)))),
  within(talkedOf('Indoor practice at the armory'), newYork('armory cancelled us for the season, delete it', remove(ctx))),
  within(talkedOf('Send the weekly progress emails to parents'), newYork('no cancel that fr', remove(ctx))),
];

export const EIGHTYFIRST_DONE: HeldOutItem[] = [
  within(reminded("Mark Zainab's mock paper 2", OVERDUE_L), london('marked, she got a 6 🙌', done(ctx))),
  within(MATHS_LIST, london('2 + 3 sorted', [done(num(2)), done(num(3))])),
  within(reminded('Top up the screenwash', OVERDUE_L), london('topped up', done(ctx))),
  london("booked Rhys's test for the 3rd", done(words('Rhys'))),
  within(reminded('Email ponds forge abt extra lane hire', OVERDUE_L), london('sent it ngl', done(ctx))),
  within(reminded('Send Amara her session notes', OVERDUE_L), london('sent 💌', done(ctx))),
  within(reminded('Call Bilal ki ammi about his fees', OVERDUE_L), london('ho gaya, she will pay on friday', done(ctx))),
  within(
    PIANO_LIST,
    london(
      "tuner's booked and the Morgans have paid",
      [done(num(1)), done(num(4))],
      [done(words('piano tuner')), done(words('Morgans'))],
      [done(words('tuner')), done(words('Morgans'))],
    ),
  ),
  within(reminded('Pay the tutors', OVERDUE_L), london('all paid by BACS', done(ctx))),
  london('projector in room 2 works again, tick it off', done(words('projector'))),
  within(reminded('Enter Isla and Max for grade 5', OVERDUE_L), london('both entered ✔️', done(ctx))),
  within(reminded('Print the algebra worksheets', OVERDUE_L), london('not yet, printer jammed', NO_CHANGE, answer(null))),
  within(reminded('Send Olivia the Bluebook practice test 4', OVERDUE_N), newYork('sent it, bet', done(ctx))),
  within(SAT_LIST, newYork('did 1 and 2', [done(num(1)), done(num(2))])),
  within(reminded('Post the class schedule on IG', OVERDUE_N), newYork('posted!', done(ctx))),
  within(DANCE_LIST, newYork('NJPAC slot is booked 🎉', done(words('NJPAC')), done(num(3)))),
  within(reminded('Prepare the lesson for Mrs. Chen', OVERDUE_N), newYork('I finish it already', done(ctx))),
  within(reminded('Open the gym', OVERDUE_N), newYork('doors open', done(ctx))),
  newYork("jamal's medical came back clear, that's handled", done(words('Jamal'))),
  within(reminded('Update the club ladder', OVERDUE_N), newYork('updated, Priya jumped to 3rd', done(ctx))),
  within(reminded("Review Sophie's Common App essay draft 3", OVERDUE_N), newYork('reviewed + sent back w comments', done(ctx))),
  within(SOCCER_LIST, newYork('got the pinnies', done(words('pinnies')), done(num(3)))),
  within(reminded('Call Yonkers parks re the winter field permit', OVERDUE_N), newYork("called, permit's approved", done(ctx))),
  within(reminded("Renew the gym's insurance", OVERDUE_N), newYork('working on it, broker is sending the quote', NO_CHANGE, answer(null))),
];

const WHICH_MOCK = {
  pending: { about: 'which_task' as const, options: ["Mark Zainab's mock paper 2", "Mark Hamza's mock paper 1"] },
};
const WHICH_CALL = {
  pending: { about: 'which_task' as const, options: ['Call Bilal ki ammi about his fees', "Call Ayesha's abbu about the exam"] },
};
const SECOND_CAR = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take on a second instructor and car?',
    options: ['Hire a second instructor', 'Stay solo'],
  },
};
const UPSTAIRS = {
  pending: { about: 'dilemma_choice' as const, question: 'Rent the second room upstairs?', options: ['Take the room', 'Stay as we are'] },
};
const FEES = { pending: { about: 'review' as const, decision: 'Raised lesson fees to £40' } };
const KEEP_FREYA = { pending: { about: 'keep' as const, text: 'Saying no to Friday evening clients protects my weekend' } };
const GALA_TIME = {
  pending: { about: 'other' as const, question: 'Send the gala checklist at 6 or 7 on Saturday?', options: ['6', '7'] },
};
const WHICH_EMAIL = {
  pending: { about: 'which_task' as const, options: ['Email the Goldbergs re spring schedule', 'Email the Parks re spring schedule'] },
};
const RECITAL = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hold the recital at NJPAC or the school auditorium?',
    options: ['NJPAC', 'School auditorium'],
  },
};
const MEI_MORNING = { pending: { about: 'other' as const, question: 'Morning list at 7 or 8?', options: ['7', '8'] } };
const JUNIORS = {
  pending: { about: 'dilemma_choice' as const, question: 'Take on juniors this year?', options: ['Take 5 juniors', 'Seniors only'] },
};
const WHICH_TEXT = { pending: { about: 'which_task' as const, options: ['Text the U10 parents', 'Text the U12 parents'] } };

export const EIGHTYFIRST_ANSWER: HeldOutItem[] = [
  within(WHICH_MOCK, london("hamza's", answer(2))),
  within(WHICH_MOCK, london('zainab obvs', answer(1))),
  within(WHICH_CALL, london('pehla wala', answer(1))),
  within(WHICH_CALL, london("Ayesha's abbu", answer(2))),
  within(SECOND_CAR, london('stay solo for now, too much hassle', answer(2))),
  within(SECOND_CAR, london('dunno yet, need to speak to Bethan first', answer(null))),
  within(UPSTAIRS, london('take it, we need the space for the 11+ groups', answer(1))),
  within(UPSTAIRS, london('the first', answer(1))),
  within(FEES, london("nobody left, a couple grumbled but it's fine", answer(null))),
  within(KEEP_FREYA, london('yes keep that', answer(null), note)),
  within(GALA_TIME, london('7 fr, 6 is criminal', answer(2))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I start Saturday GCSE Urdu classes?' } },
    london('ya to mosque hall mein ya at home in the front room', answer(null)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Buy a new digital piano for the studio?',
        options: ['Buy the Kawai', 'Keep the old Yamaha'],
      },
    },
    london('touch and sound mostly, and not going into the overdraft', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'Fix the projector in room 2' } },
    london("need the IT guy, he's away till monday", answer(null)),
  ),
  within(WHICH_EMAIL, newYork('the parks lol', answer(2))),
  within(WHICH_EMAIL, newYork('goldbergs', answer(1))),
  within(RECITAL, newYork('school aud, way cheaper', answer(2))),
  within(RECITAL, newYork('njpac fr the girls deserve it', answer(1))),
  within(MEI_MORNING, newYork('eight is better for me', answer(2))),
  within(
    { pending: { about: 'review', decision: 'Stopped letting fighters train on credit' } },
    newYork('best thing I did, dues all in', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I start an online chess club?' } },
    newYork('lichess club or zoom group lessons', answer(null)),
  ),
  within(
    { pending: { about: 'keep', text: 'Families respect the calendar when I send it in August' } },
    newYork('nah skip it', answer(null)),
  ),
  within(JUNIORS, newYork("seniors only, I'm maxed", answer(2))),
  within(
    { pending: { about: 'other', question: 'Want me to check in after practice tonight?', options: [] } },
    newYork('sure', answer(null)),
  ),
  within(WHICH_TEXT, newYork('the U12 ones', answer(2))),
];

export const EIGHTYFIRST_RAMBLE: HeldOutItem[] = [
  london(
    "ok so tmrw: print the trig worksheets, email Mrs Okafor about Daniel's mock results and mark the year 11 homework by 6",
    [
      task('print the trig worksheets'),
      task("email Mrs Okafor about Daniel's mock results"),
      task('mark the year 11 homework', l('11-12 18:00')),
    ],
    [
      task('print the trig worksheets', l('11-12')),
      task("email Mrs Okafor about Daniel's mock results", l('11-12')),
      task('mark the year 11 homework', l('11-12 18:00')),
    ],
  ),
  london(
    "right so um, need to renew my ADI badge, uh, get the car in for a service before the 20th and invoice the Lewises for Ffion's block of ten",
    [task('renew my ADI badge'), task('get the car in for a service', l('11-20')), task("invoice the Lewises for Ffion's block of ten")],
    [task('renew my ADI badge'), task('get the car in for a service', l('11-19')), task("invoice the Lewises for Ffion's block of ten")],
  ),
  london('tmrw 8am Rhys mock test route round Fforestfach, 1pm Ffion lesson, 5 take the car to the garage', [
    task('Rhys mock test route round Fforestfach', l('11-12 08:00')),
    task('Ffion lesson', l('11-12 13:00')),
    task('take the car to the garage', l('11-12 17:00')),
  ]),
  london('ok lowkey need to order new kickboards, email the parents abt gala times and book lane 6 tmrw fr', [
    task('order new kickboards'),
    task('email the parents abt gala times'),
    task('book lane 6', l('11-12')),
  ]),
  london(
    'so today was a lot, um, back to back clients and I feel a bit flat honestly, but anyway I need to update my Calendly availability for December, send the retreat deposit to the venue in Margate by friday, and um write the newsletter',
    [
      task('update my Calendly availability for December'),
      task('send the retreat deposit to the venue in Margate', l('11-13')),
      task('write the newsletter'),
    ],
    [
      talk('feeling'),
      task('update my Calendly availability for December'),
      task('send the retreat deposit to the venue in Margate', l('11-13')),
      task('write the newsletter'),
    ],
  ),
  london(
    "kal: check Ayesha's homework, print the register for Saturday class, aur text Bilal ki ammi about fees",
    [
      task("check Ayesha's homework", l('11-12')),
      task('print the register for Saturday class', l('11-12')),
      task('text Bilal ki ammi about fees', l('11-12')),
    ],
    [task("check Ayesha's homework"), task('print the register for Saturday class'), task('text Bilal ki ammi about fees')],
  ),
  london(
    "need to photocopy the carol arrangements, ring the Abbey about the recital date and buy new rosin - no wait that's the violin lot, scratch the rosin. and order Isla's grade 5 book",
    [task('photocopy the carol arrangements'), task('ring the Abbey about the recital date'), task("order Isla's grade 5 book")],
  ),
  london(
    'voice note. ok so the centre, um, need to chase three parents for October fees, get the boiler man in for room 4 and er post the mock results on the parent portal by sunday',
    [
      task('chase three parents for October fees'),
      task('get the boiler man in for room 4'),
      task('post the mock results on the parent portal', l('11-15')),
    ],
  ),
  london(
    'honestly the 11+ mock went really well, 38 kids, the new tutor Sana was brilliant, parents were happy and the projector behaved for once',
    NO_CHANGE,
  ),
  london(
    "just thinking out loud, mocks are in 3 weeks and half my year 11s haven't touched a past paper, i dunno whether to add extra sessions or let them sink or swim",
    NO_CHANGE,
  ),
  london(
    'so um, Mrs Hughes wants to move Cerys from thursdays to tuesdays which is fine, and uh, the grade 3 singing went well, she got a merit, anyway nothing urgent, just needed to say it out loud',
    NO_CHANGE,
  ),
  newYork("ok so grade ethan's practice test, tmrw 4pm session w Olivia, and lowkey order the new prep books", [
    task("grade ethan's practice test"),
    task('session w Olivia', n('11-12 16:00')),
    task('order the new prep books'),
  ]),
  newYork(
    'um so the nutcracker stuff, I need to confirm the NJPAC tech time, uh, email the level 3 parents about the costume fee, and pick up the tutus from the seamstress on Springfield Ave saturday',
    [
      task('confirm the NJPAC tech time'),
      task('email the level 3 parents about the costume fee'),
      task('pick up the tutus from the seamstress on Springfield Ave', n('11-14')),
    ],
  ),
  newYork(
    'Tomorrow I need: buy the printer ink, send homework to Kevin mother, and call landlord about the heater',
    [
      task('buy the printer ink', n('11-12')),
      task('send homework to Kevin mother', n('11-12')),
      task('call landlord about the heater', n('11-12')),
    ],
    [task('buy the printer ink'), task('send homework to Kevin mother'), task('call landlord about the heater')],
  ),
  newYork('yo so get the new heavy bag hung, call the parks dept about the summer program grant and tell Jamal weigh in is the 21st', [
    task('get the new heavy bag hung'),
    task('call the parks dept about the summer program grant'),
    task('tell Jamal weigh in is the 21st'),
  ]),
  newYork("book the hall for the december quad, print the pairing sheets, and email USCF about Aiden's rating by friday", [
    task('book the hall for the december quad'),
    task('print the pairing sheets'),
    task("email USCF about Aiden's rating", n('11-13')),
  ]),
  newYork(
    "ok so it's the RD push, um, I need to get Sophie's UChicago supplement back to her by tomorrow, call the Hendersons about Max's list, he's still got 14 schools which is insane, and invoice the Parks for November",
    [
      task("get Sophie's UChicago supplement back to her", n('11-12')),
      task("call the Hendersons about Max's list"),
      task('invoice the Parks for November'),
    ],
  ),
  newYork('need to 1) reserve the turf at the armory 2) get the U10 trophies ordered 3) email the board about the coach clearances', [
    task('reserve the turf at the armory'),
    task('get the U10 trophies ordered'),
    task('email the board about the coach clearances'),
  ]),
  newYork('man the U12s got smoked 5-0 today, kids were cold, half of them forgot shin guards lol', NO_CHANGE),
  newYork('Today my student Mrs. Wang pass the citizenship interview!! I am so happy, we practice 3 months', NO_CHANGE),
  newYork('just venting, gym roof is leaking again, landlord says next week, kids still showed up tho. proud of em', NO_CHANGE),
  newYork('monday 6pm staff meeting w the teachers, tuesday pay the teachers, and order more rosin for the pointe class', [
    task('staff meeting w the teachers', n('11-16 18:00')),
    task('pay the teachers', n('11-17')),
    task('order more rosin for the pointe class'),
  ]),
];

/** Every kind this set holds, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_EIGHTYFIRST_KINDS: Record<string, HeldOutItem[]> = {
  ask: EIGHTYFIRST_ASK,
  recurring: EIGHTYFIRST_RECURRING,
  snooze: EIGHTYFIRST_SNOOZE,
  correction: EIGHTYFIRST_CORRECTION,
  rename: EIGHTYFIRST_RENAME,
  remove: EIGHTYFIRST_REMOVE,
  done: EIGHTYFIRST_DONE,
  answer: EIGHTYFIRST_ANSWER,
  ramble: EIGHTYFIRST_RAMBLE,
};

export const HELD_OUT_EIGHTYFIRST: HeldOutItem[] = Object.values(HELD_OUT_EIGHTYFIRST_KINDS).flat();
