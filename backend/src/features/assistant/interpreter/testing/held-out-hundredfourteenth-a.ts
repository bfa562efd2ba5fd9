/**
 * Held-out set, hundredfourteenth part a: tutors, coaches and fitness instructors.
 *
 * London time (day-first dates, Europe/London):
 * - Gemma, a self-employed maths and science tutor in Leeds (GCSE and A-level students, parents, mock
 *   exams), chatty, lots of "x".
 * - Dev, a personal trainer in Wembley who also runs bootcamps in the park (clients, sessions, gym rent),
 *   short lines, "bro".
 * - Katarzyna, a swimming teacher in Coventry whose first language is Polish (lessons, pool slots, parents).
 * - Callum, a Glasgow driving instructor who writes some Scots ("the morn", "aye", "wean", "gonnae").
 * - Yasmin, who runs a small martial arts and kickboxing club in Bradford (gradings, kids' classes, hall
 *   hire), mixing in some Urdu words.
 *
 * New York time (month-first dates, America/New_York):
 * - Carmen, an ESL and SAT tutor in Washington Heights whose first language is Spanish (students, parents,
 *   Zelle).
 * - Tyrell, a boxing coach with a small gym in Bed-Stuy (fighters, sparring, fight nights), all lower case,
 *   no punctuation.
 * - Jun, a Pilates studio owner in Koreatown whose first language is Korean (classes, instructors,
 *   reformers, ClassPass).
 * - Mike, a Little League and travel-baseball coach and batting-cage owner on Long Island (teams, parents,
 *   field permits), blunt and clipped.
 * - Rachel, a career and executive coach on the Upper West Side (clients, Zoom sessions, workshops), who
 *   writes long careful messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  every,
  l,
  london,
  move,
  n,
  newYork,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily asked what the options of a dilemma are. */
const askedOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDFOURTEENTH_ASK: HeldOutItem[] = [
  // London
  london(
    "hiya!! can u remind me to send Amira's mum the mock paper feedback tonight x",
    task("send Amira's mum the mock paper feedback", l('11-11 20:00')),
  ),
  london(
    'need to print off 3 chem past papers for the yr 11s for thurs x',
    task('print off 3 chem past papers for the yr 11s', l('11-12')),
  ),
  london(
    "remind me fri at half 5 to mark Josh's A-level mechanics homework xx",
    task("mark Josh's A-level mechanics homework", l('11-13 17:30')),
  ),
  london('bro remind me 6am tmrw bootcamp kit in the car', task('bootcamp kit in the car', l('11-12 06:00'))),
  london('pay gym rent by fri', task('pay gym rent', l('11-13'))),
  london('text Marcus re his 7pm session moving', task('text Marcus re his 7pm session moving')),
  london(
    'Please remind me tomorrow in the morning to call the leisure centre about the pool slot for Saturday',
    task('call the leisure centre about the pool slot for Saturday', l('11-12 09:00')),
  ),
  london(
    'I must to send the parents the new timetable of lessons until Friday',
    task('send the parents the new timetable of lessons', l('11-13')),
  ),
  london(
    "gonnae remind me the morn at 7am tae check the brake pedal on the dual controls, it's stickin",
    task('check the brake pedal on the dual controls', l('11-12 07:00')),
    task("check the brake pedal on the dual controls, it's stickin", l('11-12 07:00')),
  ),
  london("need tae book wee Ailsa's test, she's ready aye", task("book wee Ailsa's test")),
  london(
    'remind me to book the hall for the grading on the 28th, by monday inshallah',
    task('book the hall for the grading on the 28th', l('11-16')),
  ),
  london(
    "URGENT order 15 yellow belts for saturday's grading",
    task("order 15 yellow belts for saturday's grading", null, { important: true }),
  ),
  // London: a job mentioned, nothing asked
  london("Ellie's mum is paying for the whole term on friday x", NO_CHANGE),
  london("kids class is cancelled next wednesday, hall's got a wedding or summat yaar", NO_CHANGE),

  // New York
  newYork(
    'hola! remind me mañana at 4 for send the SAT practice test to Daniela porfa',
    task('send the SAT practice test to Daniela', n('11-12 16:00')),
  ),
  newYork(
    "I need to ask the mom of Kevin for the Zelle of October, she don't pay yet",
    task('ask the mom of Kevin for the Zelle of October'),
  ),
  newYork(
    'tonight prepare the reading comprehension for the adults class',
    task('prepare the reading comprehension for the adults class', n('11-11 20:00')),
  ),
  newYork(
    'remind me call the commission bout the fight night license friday',
    task('call the commission bout the fight night license', n('11-13')),
  ),
  newYork(
    'remind me tonight tell dre bring his headgear for sparring tmrw',
    task('tell dre bring his headgear for sparring tmrw', n('11-11 20:00')),
    task('tell dre bring his headgear for sparring', n('11-11 20:00')),
  ),
  newYork('Please remind me Friday 9am to check ClassPass payout', task('check ClassPass payout', n('11-13 09:00'))),
  newYork(
    'need to call reformer repair company, spring is broken on reformer 3. important',
    task('call reformer repair company', null, { important: true }),
    task('call reformer repair company, spring is broken on reformer 3', null, { important: true }),
  ),
  newYork('Tomorrow 7pm instructor meeting, please remind me one hour before', task('instructor meeting', n('11-12 18:00'))),
  newYork("remind me 12/3 call the cage maintenance guy. he's coming 12/4", task('call the cage maintenance guy', n('12-03'))),
  newYork('email parents re sat 9am tryouts. today', task('email parents re sat 9am tryouts', n('11-11'))),
  newYork(
    "Could you please remind me on Monday at 8:30 to finalise the slide deck for the leadership workshop at Deloitte on the 19th? I'd like a buffer in case the client asks for changes.",
    task('finalise the slide deck for the leadership workshop at Deloitte on the 19th', n('11-16 08:30')),
    task('finalise the slide deck for the leadership workshop at Deloitte', n('11-16 08:30')),
  ),
  newYork(
    'I need to send Priyanka her session notes and the values exercise, and also invoice the two new clients by end of day.',
    [task('send Priyanka her session notes and the values exercise'), task('invoice the two new clients', n('11-11 17:00'))],
    [
      task('send Priyanka her session notes and the values exercise', n('11-11 17:00')),
      task('invoice the two new clients', n('11-11 17:00')),
    ],
  ),
  // New York: a job mentioned, nothing asked
  newYork("cage 2 machine jammed again. guy's coming thurs", NO_CHANGE),
  newYork('My 2pm with Daniel has moved to Friday on his end; the Zoom link stays the same.', NO_CHANGE),
];

export const HUNDREDFOURTEENTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    "every sunday at 7 remind me to plan the week's lessons x",
    task("plan the week's lessons", l('11-15 19:00'), { repeat: every('week') }),
  ),
  london('invoice all the parents on the 1st of each month xx', task('invoice all the parents', l('12-01'), { repeat: every('month') })),
  london("set me a reminder tues and thurs at 4 every week to prep for Aisha's A-level chem x", [
    task("prep for Aisha's A-level chem", l('11-12 16:00'), { repeat: every('week') }),
    task("prep for Aisha's A-level chem", l('11-17 16:00'), { repeat: every('week') }),
  ]),
  london(
    'weekdays 5.30am check the bookings app before first client',
    task('check the bookings app before first client', l('11-12 05:30'), { repeat: every('weekday') }),
  ),
  london('gym rent every month on the 25th bro', task('gym rent', l('11-25'), { repeat: every('month') })),
  london(
    'every other sat 8am print bootcamp flyers n drop em at the cafe',
    task('print bootcamp flyers n drop em at the cafe', l('11-14 08:00'), { repeat: every('week', 2) }),
    task('print bootcamp flyers n drop em at the cafe', l('11-21 08:00'), { repeat: every('week', 2) }),
  ),
  london(
    'Every Monday I must to book the pool slots for the next week, please remind me at 10 in morning',
    task('book the pool slots for the next week', l('11-16 10:00'), { repeat: every('week') }),
  ),
  london(
    'Remind me every day at 8 in evening to write the progress of the children in the app',
    task('write the progress of the children in the app', l('11-11 20:00'), { repeat: every('day') }),
  ),
  london(
    'every friday at 5 dae the mileage log for the taxman, aye',
    task('dae the mileage log for the taxman', l('11-13 17:00'), { repeat: every('week') }),
  ),
  london(
    "remind me tae renew ma ADI badge, it's every 4 year, next yin 3/2/28",
    task('renew ma ADI badge', l('2028-02-03'), { repeat: every('year', 4) }),
  ),
  london(
    'every saturday 9am set up the mats before the kids class',
    task('set up the mats before the kids class', l('11-14 09:00'), { repeat: every('week') }),
  ),
  london(
    'gradings are every 3 months, remind me to order belts 2 weeks before each one. next grading is 28/11',
    task('order belts', l('11-14'), { repeat: every('month', 3) }),
  ),
  // London: a routine, no ask
  london('same 3 clients every tues bro they never miss', NO_CHANGE),
  london('yr 13s have a mock every half term, its relentless x', NO_CHANGE),

  // New York
  newYork(
    'every sunday at 8 in the night remind me to send the homework to the students',
    task('send the homework to the students', n('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork(
    'the first of every month remind me to check the Zelle of all the parents',
    task('check the Zelle of all the parents', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'every day at 7 in the morning review the vocabulary for the SAT kids, I forget always',
    task('review the vocabulary for the SAT kids', n('11-12 07:00'), { repeat: every('day') }),
  ),
  newYork('every mon wed fri 6am open up the gym for the early guys', [
    task('open up the gym for the early guys', n('11-13 06:00'), { repeat: every('week') }),
    task('open up the gym for the early guys', n('11-16 06:00'), { repeat: every('week') }),
    task('open up the gym for the early guys', n('11-18 06:00'), { repeat: every('week') }),
  ]),
  newYork('sparring every thursday at 7 remind me a hour before', task('sparring', n('11-12 18:00'), { repeat: every('week') })),
  newYork(
    'Every weekday 6:30am check the reformer schedule on ClassPass',
    task('check the reformer schedule on ClassPass', n('11-12 06:30'), { repeat: every('weekday') }),
  ),
  newYork(
    'Pay instructors every 2 weeks on Friday, first one this Friday',
    task('Pay instructors', n('11-13'), { repeat: every('week', 2) }),
  ),
  newYork('every month 15 day pay studio rent', task('pay studio rent', n('11-15'), { repeat: every('month') })),
  newYork('every sat 7am drag the infield', task('drag the infield', n('11-14 07:00'), { repeat: every('week') })),
  newYork(
    'renew field permits w/ oyster bay every jan 15',
    task('renew field permits w/ oyster bay', n('2027-01-15'), { repeat: every('year') }),
  ),
  newYork(
    'Could you set up a reminder for the last Friday of every month to send my coaching clients their monthly check-in survey? The first one would be November 27th.',
    task('send my coaching clients their monthly check-in survey', n('11-27'), { repeat: every('month') }),
  ),
  newYork("I'd like a reminder every Tuesday and Thursday at 7:30am to block an hour for writing before my first Zoom.", [
    task('block an hour for writing before my first Zoom', n('11-12 07:30'), { repeat: every('week') }),
    task('block an hour for writing before my first Zoom', n('11-17 07:30'), { repeat: every('week') }),
  ]),
  // New York: a routine, no ask
  newYork('travel team plays every sunday thru march. brutal', NO_CHANGE),
  newYork('fight night every last saturday of the month at the legion hall thats just how it is', NO_CHANGE),
];

export const HUNDREDFOURTEENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded("send Amira's mum the mock paper feedback", l('11-11 15:00')), london('omg mid lesson, 1 hr x', snoozeFor(60))),
  within(
    reminded("mark Josh's A-level mechanics homework", l('11-11 15:00')),
    london('after tea? like 7ish x', snoozeUntil(l('11-11 19:00'))),
  ),
  within(
    reminded('pay gym rent', l('11-11 15:00')),
    london('tmrw bro', snoozeUntil(l('11-12')), snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('text Marcus re his 7pm session moving', l('11-11 15:00')), london('with a client. 45', snoozeFor(45))),
  within(reminded('bootcamp kit in the car', l('11-11 15:00')), london('push it to 8 tonight bro', snoozeUntil(l('11-11 20:00')))),
  within(
    reminded('send the parents the new timetable of lessons', l('11-11 15:00')),
    london('Tomorrow evening please, today is too much busy', snoozeUntil(l('11-12 19:00')), move(ctx, '2026-11-12', '19:00')),
  ),
  within(
    reminded('book the pool slots for the next week', l('11-11 15:00')),
    london(
      'Next week please, this week the pool is closed for repair',
      snoozeUntil(l('11-16')),
      snoozeUntil(l('11-16 09:00')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  within(
    reminded('check the brake pedal on the dual controls', l('11-11 15:00')),
    london('oot on a lesson wi a wean, gie it till 5', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded("book wee Ailsa's test", l('11-11 15:00')),
    london("aye the morn, DVSA site's doon", snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('dae the mileage log for the taxman', l('11-11 15:00')), london('no the noo', snoozeFor(60), NO_CHANGE)),
  within(reminded('book the hall for the grading on the 28th', l('11-11 15:00')), london('thoda later yaar, 2 hours', snoozeFor(120))),
  within(
    reminded('order belts', l('11-11 15:00')),
    london('monday morning inshallah', snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16 08:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(reminded('set up the mats before the kids class', l('11-11 15:00')), london('abhi nahi', snoozeFor(60), NO_CHANGE)),
  // London: news, not a put-off
  within(
    reminded("plan the week's lessons", l('11-11 15:00')),
    london('still waiting on the exam board to put the new spec out x', NO_CHANGE),
  ),

  // New York
  within(reminded('send the SAT practice test to Daniela', n('11-11 10:00')), newYork('ay I am in class, en 20 minutos', snoozeFor(20))),
  within(
    reminded('ask the mom of Kevin for the Zelle of October', n('11-11 10:00')),
    newYork(
      'better in the weekend, she get paid on friday',
      snoozeUntil(n('11-14')),
      snoozeUntil(n('11-14 09:00')),
      move(ctx, '2026-11-14', null),
    ),
  ),
  within(
    reminded('call the commission bout the fight night license', n('11-11 10:00')),
    newYork('holdin pads rn hit me at noon', snoozeUntil(n('11-11 12:00'))),
  ),
  within(reminded('tell dre bring his headgear for sparring tmrw', n('11-11 10:00')), newYork('later', snoozeFor(60))),
  within(
    reminded('new hand wraps n mouthguards for the kids program', n('11-11 10:00')),
    newYork('2morrow 10', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('check ClassPass payout', n('11-11 10:00')), newYork('Now teaching, please remind 1 hour and half later', snoozeFor(90))),
  within(
    reminded('call reformer repair company', n('11-11 10:00')),
    newYork('They open at 11, remind me at that time', snoozeUntil(n('11-11 11:00'))),
  ),
  within(
    reminded('pay studio rent', n('11-11 10:00')),
    newYork('end of week', snoozeUntil(n('11-13')), snoozeUntil(n('11-13 17:00')), move(ctx, '2026-11-13', null)),
  ),
  within(
    reminded('drag the infield', n('11-11 10:00')),
    newYork('raining. tmrw 7am', snoozeUntil(n('11-12 07:00')), move(ctx, '2026-11-12', '07:00')),
  ),
  within(reminded('email parents re sat 9am tryouts', n('11-11 10:00')), newYork('10 min', snoozeFor(10))),
  within(reminded('call the cage maintenance guy', n('11-11 10:00')), newYork('not yet', NO_CHANGE)),
  within(
    reminded('finalise the slide deck for the leadership workshop at Deloitte on the 19th', n('11-11 10:00')),
    newYork("I'm in back-to-back Zoom sessions until 1:30, so could you nudge me again then?", snoozeUntil(n('11-11 13:30'))),
  ),
  within(
    reminded('invoice the two new clients', n('11-11 10:00')),
    newYork(
      "Let's revisit this on Monday morning; I'd rather wait until both contracts are countersigned.",
      snoozeUntil(n('11-16 09:00')),
      snoozeUntil(n('11-16 08:00')),
      move(ctx, '2026-11-16', '09:00'),
    ),
  ),
  // New York: news that sounds like a put-off
  within(
    reminded('send Priyanka her session notes and the values exercise', n('11-11 10:00')),
    newYork("Priyanka still hasn't confirmed which email she wants these sent to, so I'm waiting on her.", NO_CHANGE),
  ),
];

export const HUNDREDFOURTEENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just("send Amira's mum the mock paper feedback", l('11-11 20:00')),
    london('oops not tonight, tomorrow x', move(ctx, '2026-11-12', null)),
  ),
  within(
    just("mark Josh's A-level mechanics homework", l('11-13 17:30')),
    london("sorry it's Jack not Josh!! x", rename(ctx, "mark Jack's A-level mechanics homework")),
  ),
  london(
    'can u move the chem past papers thing to friday morning x',
    move(words('chem past papers'), '2026-11-13', '09:00'),
    move(words('print off 3 chem past papers'), '2026-11-13', '09:00'),
  ),
  within(just('bootcamp kit in the car', l('11-12 06:00')), london('nah 5.30', move(ctx, null, '05:30'))),
  within(just('pay gym rent', l('11-13')), london('thurs not fri bro', move(ctx, '2026-11-12', null))),
  within(
    just('call the leisure centre about the pool slot for Saturday', l('11-12 09:00')),
    london('Sorry, the slot is for Sunday, not Saturday', rename(ctx, 'call the leisure centre about the pool slot for Sunday')),
  ),
  within(
    just('send the parents the new timetable of lessons', l('11-13')),
    london('I make mistake, I need it until Thursday', move(ctx, '2026-11-12', null)),
  ),
  within(
    just('check the brake pedal on the dual controls', l('11-12 07:00')),
    london('naw, 7 at night, no the mornin', move(ctx, null, '19:00')),
  ),
  within(just("book wee Ailsa's test"), london("och it's Eilidh no Ailsa, sorry", rename(ctx, "book wee Eilidh's test"))),
  within(
    just('book the hall for the grading on the 28th', l('11-16')),
    london('sorry grading is 29th not 28th', rename(ctx, 'book the hall for the grading on the 29th')),
  ),
  within(
    just("order 15 yellow belts for saturday's grading"),
    london('make that 20 belts', rename(ctx, "order 20 yellow belts for saturday's grading")),
  ),
  london('move the mats thing to 8.30 instead of 9', move(words('mats'), null, '08:30'), move(words('set up the mats'), null, '08:30')),
  // London: news that says "moved", changes nothing
  london('Marcus moved himself to the 8pm slot, all good', NO_CHANGE),
  within(
    just('send the parents the new timetable of lessons', l('11-13')),
    london('One mother changed the day of her son to Tuesday', NO_CHANGE),
  ),

  // New York
  within(
    just('send the SAT practice test to Daniela', n('11-12 16:00')),
    newYork('no, is Valeria not Daniela, perdón', rename(ctx, 'send the SAT practice test to Valeria')),
  ),
  within(
    just('prepare the reading comprehension for the adults class', n('11-11 20:00')),
    newYork('better at 9, at 8 I am eating dinner', move(ctx, null, '21:00')),
  ),
  within(
    just('ask the mom of Kevin for the Zelle of October'),
    newYork(
      'not only October, is for September and October both',
      rename(ctx, 'ask the mom of Kevin for the Zelle of September and October'),
    ),
  ),
  within(just('call the commission bout the fight night license', n('11-13')), newYork('nah thurs', move(ctx, '2026-11-12', null))),
  newYork('move the headgear thing to 5', move(words('headgear'), null, '17:00'), move(words('dre bring his headgear'), null, '17:00')),
  within(just('check ClassPass payout', n('11-13 09:00')), newYork('Sorry, not 9, 8am', move(ctx, null, '08:00'))),
  within(
    just('instructor meeting', n('11-12 18:00')),
    newYork('Instructor meeting changed to Friday same time', move(ctx, '2026-11-13', null)),
  ),
  within(
    just('call reformer repair company'),
    newYork('Ah not repair company, call Balanced Body for new spring', rename(ctx, 'call Balanced Body for new spring')),
  ),
  within(just('call the cage maintenance guy', n('12-03')), newYork('12/2. not 12/3', move(ctx, '2026-12-02', null))),
  within(just('drag the infield', n('11-14 07:00')), newYork('6:30', move(ctx, null, '06:30'))),
  within(
    just('finalise the slide deck for the leadership workshop at Deloitte on the 19th', n('11-16 08:30')),
    newYork(
      "I'm so sorry, the workshop is for KPMG, not Deloitte. Could you fix that?",
      rename(ctx, 'finalise the slide deck for the leadership workshop at KPMG on the 19th'),
    ),
  ),
  newYork(
    "Could you move the reminder about the check-in survey to the 30th instead? Month-end falls on a Monday this time and I'd rather send it then.",
    move(words('check-in survey'), '2026-11-30', null),
    move(words('monthly check-in survey'), '2026-11-30', null),
  ),
  // New York: news that looks like a correction, changes nothing
  newYork('dre moved up to 160 for the fight', NO_CHANGE),
  within(just('email parents re sat 9am tryouts', n('11-11')), newYork('league moved opening day to 4/10. whatever', NO_CHANGE)),
];

export const HUNDREDFOURTEENTH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    "ok so voice note cos I'm driving between lessons x today was MAD, Ellie finally got simultaneous equations 🥹 anyway I need to email the school about Ruby's access arrangements for the mocks, print the physics required practicals for tomorrow's lesson, and remind me to chase the Hendersons for October's money on friday xx",
    [
      task("email the school about Ruby's access arrangements for the mocks"),
      task("print the physics required practicals for tomorrow's lesson"),
      task("chase the Hendersons for October's money", l('11-13')),
    ],
  ),
  london(
    'honestly I love this job but marking 40 mock papers by hand at 11pm is NOT it x my eyes are going square. just needed to vent xx',
    NO_CHANGE,
  ),
  london(
    "been going back and forth all week and I'm putting my A-level rate up to £45 an hour from January, GCSE stays at £38. decided x",
    decision,
  ),
  london(
    'bro what a day. 3 clients back to back then park bootcamp in the rain, only 4 turned up. need to renew my first aid cert before end of month, buy new kettlebells, and ring the council about the park permit tmrw',
    [task('renew my first aid cert', l('11-30')), task('buy new kettlebells'), task('ring the council about the park permit', l('11-12'))],
  ),
  london('legs are dead bro. did my clients then my own leg day, cant walk lol', NO_CHANGE),
  london("decided bro, im dropping the 6am saturday bootcamp, nobody comes in winter. it's sundays 10am from december", decision),
  london(
    'I record because my hands are wet. Today was good day, the little girl Zosia swim finally 10 metres without the float, her mother was crying. So, tomorrow I need to call the leisure centre for the extra slot, on Saturday buy new kickboards because the old ones are broken, and please remind me to send the invoice to the school in Earlsdon',
    [
      task('call the leisure centre for the extra slot', l('11-12')),
      task('buy new kickboards', l('11-14')),
      task('send the invoice to the school in Earlsdon'),
    ],
  ),
  london(
    'I am tired, whole day in the chlorine, my skin is so dry. Sometimes I miss Kraków but ok, the children here are lovely',
    NO_CHANGE,
  ),
  london(
    "aye so see the day, the wean I had at 10 stalled it six times on the hill start up at Maryhill, nearly greetin she was, but she got it in the end. anyway the car's due its service so gonnae book that, and I need tae pick up new L plates the morn, and phone the DVSA aboot the cancelled test slot",
    [task("book the car's service"), task('pick up new L plates', l('11-12')), task('phone the DVSA aboot the cancelled test slot')],
    [
      task("book the car's service"),
      task('pick up new L plates', l('11-12')),
      task('phone the DVSA aboot the cancelled test slot', l('11-12')),
    ],
  ),
  london("right ah've made ma mind up, ah'm no daein weekend lessons efter Christmas. the weans need their da. that's that", decision),
  london(
    'some boy in a BMW cut us up on Great Western Road the day, ma pupil handled it better than me tae be honest, pure shakin efter',
    NO_CHANGE,
  ),
  london(
    "assalamualaikum, long one sorry. grading went well alhamdulillah, 12 kids passed. so I need to order the certificates, pay the hall hire for December by the 1st, and remind me friday at 6 to message the parents about the christmas party. Bilal's dad still hasn't paid btw, tension hai",
    [
      task('order the certificates'),
      task('pay the hall hire for December', l('12-01')),
      task('message the parents about the christmas party', l('11-13 18:00')),
    ],
  ),
  london(
    'decided: no more sparring for the under 10s, too many parents worried. just pads and drills from now on. also need to buy new pads',
    [decision, task('buy new pads')],
  ),
  london(
    "tbh bit overwhelmed this week x 14 students, mocks, parents evening at my own kids' school and the boiler's gone. not asking for anything just saying x",
    NO_CHANGE,
  ),

  // New York
  newYork(
    'Okay I send voice note because I am walking. Today the SAT class was good, the kids did better in the math section. Mañana I need to print the practice tests, on friday at 5 call the mom of Sofía about the schedule, and also remind me to ask Kevin mom for the Zelle again. Ay Dios mío so much',
    [
      task('print the practice tests', n('11-12')),
      task('call the mom of Sofía about the schedule', n('11-13 17:00')),
      task('ask Kevin mom for the Zelle again'),
    ],
  ),
  newYork(
    'Sometimes I think my English is not enough for teach English but the students say I explain better than the americans jaja. I am happy today',
    NO_CHANGE,
  ),
  newYork(
    "I decide finally, I stop the group classes in the library, too many kids and they don't pay on time. Only private students from now",
    decision,
  ),
  newYork(
    'long day man kids class had 20 today packed out dre looking sharp for fight night need to get the ring ropes tightened before sat call the ambulance guy for fight night and order more gloves',
    [task('get the ring ropes tightened', n('11-14')), task('call the ambulance guy for fight night'), task('order more gloves')],
    [task('get the ring ropes tightened', n('11-13')), task('call the ambulance guy for fight night'), task('order more gloves')],
  ),
  newYork('lost my best kid to a gym in bushwick today they got a new ring and everything its whatever we keep building', NO_CHANGE),
  newYork('made up my mind im not doin white collar fight nights no more too much headache with the insurance', decision),
  newYork(
    'Hello, I talk quickly. Today two reformer classes full, very good. But instructor Mina is sick tomorrow so I need to find sub for Mina 7am class, and call the landlord about the heating, studio is cold. Also remind me Monday to update the ClassPass schedule for December',
    [
      task('find sub for Mina 7am class'),
      task('call the landlord about the heating'),
      task('update the ClassPass schedule for December', n('11-16')),
    ],
  ),
  newYork('So tired. My mother call from Seoul, ask when I get married, I say I am married to the studio ㅋㅋㅋ', NO_CHANGE),
  newYork('I decided, we raise the drop-in price to $45 from January. ClassPass rate stay same', decision),
  newYork(
    'ok. 12U travel team lost both games sunday. pitching was a mess. remind me thurs 5 to book cage time for the pitchers. call the Massapequa ump assignor. order new helmets. thats it',
    [task('book cage time for the pitchers', n('11-12 17:00')), task('call the Massapequa ump assignor'), task('order new helmets')],
  ),
  newYork('parents complaining about playing time again. kid hits .150. not my problem', NO_CHANGE),
  newYork(
    "Okay, dictating this between sessions. The workshop at the law firm went well overall, though the partners were noticeably more guarded than the associates, which is useful data for the next round. A few things I need to capture: I'd like to send the partners a short follow-up survey by Friday, I need to draft the proposal for the six-month leadership cohort before Thanksgiving, and please remind me tomorrow at 3 to call Maya about her promotion negotiation. I think that's everything.",
    [
      task('send the partners a short follow-up survey', n('11-13')),
      task('draft the proposal for the six-month leadership cohort', n('11-26')),
      task('call Maya about her promotion negotiation', n('11-12 15:00')),
    ],
    [
      task('send the partners a short follow-up survey', n('11-13')),
      task('draft the proposal for the six-month leadership cohort', n('11-25')),
      task('call Maya about her promotion negotiation', n('11-12 15:00')),
    ],
  ),
  newYork(
    "After a lot of reflection, I've decided to stop offering the free 30-minute discovery calls. They attract people who aren't ready to commit, and they were eating roughly five hours of my week.",
    decision,
  ),
  newYork(
    "I had a session today that reminded me why I do this work. A client who came to me six months ago convinced she wasn't leadership material just got her first VP offer. I'm just sitting with that for a moment.",
    NO_CHANGE,
  ),
];

export const HUNDREDFOURTEENTH_ANSWER: HeldOutItem[] = [
  // London
  within(which("send Amira's mum the mock paper feedback", "send Amira's mum the invoice"), london('the feedback one x', answer(1))),
  within(
    askedChoice('Take on a third A-level student or keep Thursdays free?', 'take the third student', 'keep Thursdays free'),
    london('ugh keep thursdays free, I need a life x', answer(2)),
  ),
  within(
    askedOptions('Should you start running group GCSE revision sessions?'),
    london('either a group of 4 on saturday mornings at the library, or just keep it all one-to-one like now x', answer(null)),
  ),
  within(which('text Marcus re his session', 'text Marcus re payment'), london('payment', answer(2))),
  within(
    askedChoice('Keep renting space at the gym or train clients outdoors only?', 'keep renting', 'outdoors only'),
    london("keep renting bro winter's coming", answer(1)),
  ),
  within(
    askedMatters('Take the PT job at PureGym or stay freelance?', 'the PureGym job', 'stay freelance'),
    london('money n freedom', answer(null)),
  ),
  within(
    which('call the leisure centre about the pool slot', 'call the leisure centre about the invoice'),
    london('The first one please', answer(1)),
  ),
  within(
    askedChoice('Teach at the second pool in Nuneaton or keep only Coventry?', 'teach in Nuneaton too', 'keep only Coventry'),
    london('I think only Coventry, the petrol is too expensive', answer(2)),
  ),
  within(which("book wee Eilidh's test", "book Eilidh's mock test"), london('the mock yin', answer(2))),
  within(
    askedMatters('Switch to an electric car for lessons or keep the diesel?', 'go electric', 'keep the diesel'),
    london('the pupils passin, and no bein skint', answer(null)),
  ),
  within(
    askedChoice('Take on Saturday pupils or keep weekends free?', 'take Saturday pupils', 'keep weekends free'),
    london('och ah dinnae ken yet, need tae talk tae the wife first', answer(null)),
  ),
  within(which('book the hall for the grading', 'book the hall for the christmas party'), london('2nd', answer(2))),
  within(
    askedChoice('Open a Sunday adults class or add another kids class?', 'Sunday adults class', 'another kids class'),
    london('kids class, wahan demand hai', answer(2)),
  ),
  // London: a reply that starts something new
  within(
    which('order the certificates', 'order the belts'),
    london('chhodo yaar, remind me to ring the insurance for the hall at 5', task('ring the insurance for the hall', l('11-11 17:00'))),
  ),

  // New York
  within(
    which('send the SAT practice test to Valeria', 'send the SAT vocabulary list to Valeria'),
    newYork('the practice test', answer(1)),
  ),
  within(
    askedChoice('Raise your rate for SAT students or keep it the same?', 'raise it', 'keep it the same'),
    newYork('raise it, is December and everybody want SAT help jaja', answer(1)),
  ),
  within(
    askedMatters('Teach online or only in person?', 'online', 'in person'),
    newYork("for me most important is the kids learn good, and also I don't want to travel too much", answer(null)),
  ),
  within(which('call the commission bout the license', 'call the commission bout the ref'), newYork('ref', answer(2))),
  within(
    askedChoice('Put Dre on the December card or wait till January?', 'the December card', 'wait till January'),
    newYork('january he needs another camp', answer(2)),
  ),
  within(
    askedOptions('Should you take on a second coach?'),
    newYork('either i bring my cousin on part time or i just cut the saturday kids class', answer(null)),
  ),
  within(
    askedChoice('Buy two more reformers or renovate the back room first?', 'buy reformers', 'renovate the back room'),
    newYork('I need to check the bank account first', answer(null)),
  ),
  within(
    askedMatters('Stay on ClassPass or go direct bookings only?', 'stay on ClassPass', 'direct bookings only'),
    newYork('Regular members most important. ClassPass people come one time and never again', answer(null)),
  ),
  within(which('call the cage maintenance guy', 'call the pitching machine guy'), newYork('machine', answer(2))),
  within(
    askedChoice('Coach the 12U travel team again next year or step back?', 'coach again', 'step back'),
    newYork('coach. obviously', answer(1)),
  ),
  within(
    askedChoice('Accept the corporate retainer or keep your calendar open for private clients?', 'accept the retainer', 'keep it open'),
    newYork(
      "I think I'm leaning towards the retainer. The predictability matters more to me than I expected, even if it means fewer individual clients.",
      answer(1),
    ),
  ),
  within(
    askedMatters('Hire a virtual assistant or keep handling scheduling yourself?', 'hire a VA', 'keep doing it yourself'),
    newYork(
      'Honestly, what matters most is getting my Friday afternoons back, and not having clients feel handed off to someone else.',
      answer(null),
    ),
  ),
  within(
    askedOptions('Should you restructure your coaching packages?'),
    newYork(
      "The options I'm weighing are a three-month intensive at a higher price, a six-month program with monthly payments, or simply keeping the current pay-per-session model.",
      answer(null),
    ),
  ),
  // New York: a reply that starts something new
  within(
    which('call the commission bout the license', 'call the commission bout the ref'),
    newYork('nvm remind me call the promoter at 2', task('call the promoter', n('11-11 14:00'))),
  ),
];
