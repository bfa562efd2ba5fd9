import type { Intent } from '../intent';
import {
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  n,
  newYork,
  note,
  prioritise,
  question,
  recall,
  talk,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the fifty-eighth held-out set (teachers and coaches in London and New York):
 * answers to daily's questions, voice-note rambles with several jobs, what changes nothing or only
 * asks back (small talk, questions, facts with a lesson time or a pupil in them, the agenda, free
 * time, unsure messages, replies with nothing to answer) and what goes to the decision journal.
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

const WHICH_KOFI = {
  pending: { about: 'which_task' as const, options: ["Mark Kofi's mock paper", "Print Kofi's non-calculator paper"] },
};
const WHICH_EMAIL = {
  pending: {
    about: 'which_task' as const,
    options: ['Email PS 87 about the club room', 'Email PS 321 about the tournament', 'Email the Marshall about ratings'],
  },
};
const SHOW_HALL = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Move the Christmas show to the bigger hall?',
    options: ['Bigger hall', "Stay at St Saviour's"],
  },
};
const RESIDENCY = {
  pending: {
    about: 'dilemma_choice' as const,
    question: "Take the Friday residency at Otto's or keep Friday lessons?",
    options: ['Residency', 'Keep Friday lessons'],
  },
};
const SUNDAYS = { pending: { about: 'review' as const, decision: 'Stopped teaching on Sundays' } };
const BERLIN = { pending: { about: 'review' as const, decision: 'Moved the Berlin group online only' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Fewer, longer lessons make me a better teacher' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Saying no to 6am Tokyo slots keeps me sane' } };
const CALL_SLOT = {
  pending: { about: 'other' as const, question: 'Shall I put the parent call at 4 or 5?', options: ['4', '5'] },
};
const MARCUS_SLOT = {
  pending: { about: 'other' as const, question: 'Which slot for the call with Marcus, 11 or 3?', options: ['11', '3'] },
};

export const FIFTYEIGHTH_ANSWER: HeldOutItem[] = [
  within(WHICH_KOFI, london('the marking one', answer(1))),
  within(WHICH_KOFI, london('print', answer(2))),
  within(WHICH_KOFI, london('2nd pls', answer(2))),
  within(SHOW_HALL, london("the bigger hall, we've outgrown St Saviour's", answer(1))),
  within(SHOW_HALL, london('stay put', answer(2))),
  within(SHOW_HALL, london('Not decided yet, waiting on the quote.', answer(null))),
  within(SUNDAYS, london('honestly the best decision, I feel human again', answer(null))),
  within(KEEP_L, london('keep', answer(null), note)),
  within(KEEP_L, london("no thanks, don't save it", answer(null))),
  within(CALL_SLOT, london('5 is better', answer(2))),
  within(CALL_SLOT, london('4 please', answer(1))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I drop the Saturday squad?' } },
    london('either drop it or hand it over to Gemma', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'Take on a second car?', options: ['Second car', 'One car'] } },
    london('cash flow mainly. and not burning out', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'Write Oakfield School reports' } },
    london("I can't find the assessment grid they want us to use.", answer(null)),
  ),
  within(WHICH_EMAIL, newYork('ps 321', answer(2))),
  within(WHICH_EMAIL, newYork('the marshall one', answer(3))),
  within(WHICH_EMAIL, newYork('first', answer(1))),
  within(RESIDENCY, newYork('residency!!', answer(1))),
  within(RESIDENCY, newYork('option 2, the students pay the bills', answer(2))),
  within(RESIDENCY, newYork("still can't decide tbh", answer(null))),
  within(BERLIN, newYork('mixed. 2 dropped out but the rest love it', answer(null))),
  within(KEEP_N, newYork('yes save', answer(null), note)),
  within(MARCUS_SLOT, newYork('11', answer(1))),
  within(MARCUS_SLOT, newYork('3pm works better for me', answer(2))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I raise my hourly rate?' } },
    newYork('go from $90 to $110, or keep $90 and sell 10-lesson packages', answer(null)),
  ),
];

export const FIFTYEIGHTH_RAMBLE: HeldOutItem[] = [
  london(
    "mark Kofi's paper, email Elsie's mum the invoice and make a vectors worksheet for thursday",
    [task("mark Kofi's paper"), task("email Elsie's mum the invoice"), task('make a vectors worksheet', l('11-12'))],
    [task("mark Kofi's paper"), task("email Elsie's mum the invoice"), task('make a vectors worksheet for thursday')],
  ),
  london(
    "right so, um, tomorrow I need to ring the church about the hall, then order the duet books, oh and remind Hugo's mum his exam is on the 2nd",
    [task('ring the church about the hall', l('11-12')), task('order the duet books'), task("remind Hugo's mum his exam is on the 2nd")],
    [
      task('ring the church about the hall', l('11-12')),
      task('order the duet books', l('11-12')),
      task("remind Hugo's mum his exam is on the 2nd", l('11-12')),
    ],
  ),
  london('tmrw 8am lesson w danny, 10 lesson w shanice, 2pm mock test w tomasz', [
    task('lesson w danny', l('11-12 08:00')),
    task('lesson w shanice', l('11-12 10:00')),
    task('mock test w tomasz', l('11-12 14:00')),
  ]),
  london('need to order new kickboards, email the gala entries and book lane 3 for masters', [
    task('order new kickboards'),
    task('email the gala entries'),
    task('book lane 3 for masters'),
  ]),
  london("costume fittings sat 10am, pay the sequin lady, and chase the 4 families who haven't paid term fees 😬", [
    task('costume fittings', l('11-14 10:00')),
    task('pay the sequin lady'),
    task("chase the 4 families who haven't paid term fees"),
  ]),
  london(
    'book 3G pitch for camp, order medals, renew first aid cert before december',
    [task('book 3G pitch for camp'), task('order medals'), task('renew first aid cert', l('11-30'))],
    [task('book 3G pitch for camp'), task('order medals'), task('renew first aid cert', l('12-01'))],
  ),
  london("Could you add: restring the half-size violin, write St Jude's reports by Friday, and invoice the music service on the 30th.", [
    task('restring the half-size violin'),
    task("write St Jude's reports", l('11-13')),
    task('invoice the music service', l('11-30')),
  ]),
  london(
    "ok voice note... so I have to, er, send the spring term invoices to all the parents, um, book the library room for saturday's group and also print 12 copies of the mock",
    [
      task('send the spring term invoices to all the parents'),
      task("book the library room for saturday's group"),
      task('print 12 copies of the mock'),
    ],
    [
      task('send the spring term invoices to all the parents'),
      task("book the library room for saturday's group", l('11-14')),
      task('print 12 copies of the mock'),
    ],
  ),
  london("tonight 6 squad training, 8 masters session, after that write up lily's stroke notes", [
    task('squad training', l('11-11 18:00')),
    task('masters session', l('11-11 20:00')),
    task("write up lily's stroke notes"),
  ]),
  london('1. order tap shoes for the babies class 2. book the photographer for the show 3. email the theatre re tech rehearsal', [
    task('order tap shoes for the babies class'),
    task('book the photographer for the show'),
    task('email the theatre re tech rehearsal'),
  ]),
  london(
    'remind me to text the parents the camp kit list at 7 tonight and also buy 2 more footballs',
    [task('text the parents the camp kit list', l('11-11 19:00')), task('buy 2 more footballs')],
    [task('text the parents the camp kit list', l('11-11 19:00')), task('buy 2 more footballs', l('11-11 19:00'))],
  ),
  london(
    'get fuel, car wash, and sort the dual control rattle before fri',
    [task('get fuel'), task('car wash'), task('sort the dual control rattle', l('11-13'))],
    [task('get fuel', l('11-13')), task('car wash', l('11-13')), task('sort the dual control rattle', l('11-13'))],
  ),
  newYork(
    'tmrw: 7am class w kenji, 11 berlin group, then grade the DELE mocks',
    [task('class w kenji', n('11-12 07:00')), task('berlin group', n('11-12 11:00')), task('grade the DELE mocks')],
    [task('class w kenji', n('11-12 07:00')), task('berlin group', n('11-12 11:00')), task('grade the DELE mocks', n('11-12'))],
  ),
  newYork('print the opening drills, buy clocks, email the PS 87 office about the room and book the bus for the Marshall trip', [
    task('print the opening drills'),
    task('buy clocks'),
    task('email the PS 87 office about the room'),
    task('book the bus for the Marshall trip'),
  ]),
  newYork('re-tape the holds on the kids wall, order chalk, email the gunks permit office by friday', [
    task('re-tape the holds on the kids wall'),
    task('order chalk'),
    task('email the gunks permit office', n('11-13')),
  ]),
  newYork("ok um so I need to uh grade Madison's essay, send Ethan's mom the schedule and, like, make the Dec 5 cram plan", [
    task("grade Madison's essay"),
    task("send Ethan's mom the schedule"),
    task('make the Dec 5 cram plan'),
  ]),
  newYork(
    "sat: load in at otto's 7pm, soundcheck 8, on stage 9:30. restring the tele before",
    [
      task("load in at otto's", n('11-14 19:00')),
      task('soundcheck', n('11-14 20:00')),
      task('on stage', n('11-14 21:30')),
      task('restring the tele'),
    ],
    [
      task("load in at otto's", n('11-14 19:00')),
      task('soundcheck', n('11-14 20:00')),
      task('on stage', n('11-14 21:30')),
      task('restring the tele', n('11-14')),
    ],
  ),
  newYork('order clay, mix the celadon glaze, and email the wed class about the snow day policy ❄️', [
    task('order clay'),
    task('mix the celadon glaze'),
    task('email the wed class about the snow day policy'),
  ]),
  newYork(
    'Send Marcus his notes, book the room at the WeWork for the 19th, and invoice Deloitte.',
    [task('Send Marcus his notes'), task('book the room at the WeWork', n('11-19')), task('invoice Deloitte')],
    [task('Send Marcus his notes'), task('book the room at the WeWork for the 19th'), task('invoice Deloitte')],
  ),
  newYork('remind me to update the timezone sheet tonight at 9 + send Ingrid the listening file', [
    task('update the timezone sheet', n('11-11 21:00')),
    task('send Ingrid the listening file'),
  ]),
  newYork('3 things for tomorrow: pick up trophies 9am, call the Marshall at 11, lesson w/ Aiden 4pm', [
    task('pick up trophies', n('11-12 09:00')),
    task('call the Marshall', n('11-12 11:00')),
    task('lesson w/ Aiden', n('11-12 16:00')),
  ]),
  newYork('check harnesses, log the fall-arrest inspection, order 2 new grigris', [
    task('check harnesses'),
    task('log the fall-arrest inspection'),
    task('order 2 new grigris'),
  ]),
  newYork(
    "Please add the following: Ethan's practice test Saturday 9am, Madison's essay review Sunday at 2, and the parents' webinar Tuesday at 7pm.",
    [
      task("Ethan's practice test", n('11-14 09:00')),
      task("Madison's essay review", n('11-15 14:00')),
      task("the parents' webinar", n('11-17 19:00')),
    ],
    [
      task("Ethan's practice test", n('11-14 09:00')),
      task("Madison's essay review", n('11-15 14:00')),
      task("parents' webinar", n('11-17 19:00')),
    ],
  ),
  newYork('buy cling wrap, email Dana re the kiln repair quote, post glaze night on insta at 6', [
    task('buy cling wrap'),
    task('email Dana re the kiln repair quote'),
    task('post glaze night on insta', n('11-11 18:00')),
  ]),
];

type Wall = (text: string) => string;
const next = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const span = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${next(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['06:00', '12:00'],
  ['07:00', '12:00'],
];
const AFTERNOON: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const EVENING: [string, string][] = [
  ['17:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '21:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
const WHOLE_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
/** "after 4": from then to the end of the working day or of the day. */
const after = (from: string): [string, string][] => [
  [from, '17:00'],
  [from, '18:00'],
  [from, '24:00'],
];

export const FIFTYEIGHTH_GREETING: HeldOutItem[] = [
  london('Good afternoon 🙂', talk('greeting')),
  london('hiya', talk('greeting')),
  london("Hello daily, it's Grace from the piano studio", talk('greeting')),
  london('hey you', talk('greeting')),
  london('afternoon daily!', talk('greeting')),
  london('hi there, in between lessons', talk('greeting')),
  london('Hi daily, hope you are well.', talk('greeting')),
  london('hello hello', talk('greeting')),
  london('how do', talk('greeting')),
  london('alright daily', talk('greeting')),
  london('right, off to teach, bye for now', talk('goodbye')),
  newYork('good morning!', talk('greeting')),
  newYork('morning daily ☕', talk('greeting')),
  newYork('hey!!', talk('greeting')),
  newYork('hi hi', talk('greeting')),
  newYork("hey daily it's me again", talk('greeting')),
  newYork('hello :)', talk('greeting')),
  newYork('mornin', talk('greeting')),
  newYork('buenos días daily', talk('greeting')),
  newYork('sup', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('gotta run, class starting. bye!', talk('goodbye')),
];

export const FIFTYEIGHTH_THANKS: HeldOutItem[] = [
  london('thank you so much!', talk('thanks')),
  london('cheers', talk('thanks')),
  london('ta', talk('thanks')),
  london('Lovely, thank you.', talk('thanks')),
  london('thanks ever so', talk('thanks')),
  london("you're a star, thanks", talk('thanks')),
  london('brilliant, thanks daily', talk('thanks')),
  london('Many thanks.', talk('thanks')),
  london('thank you 🙏', talk('thanks')),
  london('ta v much', talk('thanks')),
  london('thanks hun x', talk('thanks')),
  newYork('thanks!', talk('thanks')),
  newYork('thank you daily', talk('thanks')),
  newYork('thx!!', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('ty', talk('thanks')),
  newYork('thanks a bunch', talk('thanks')),
  newYork('gracias!', talk('thanks')),
  newYork('awesome thank you', talk('thanks')),
  newYork('perfect, thanks', talk('thanks'), talk('acknowledgement')),
  newYork('merci beaucoup 😊', talk('thanks')),
  newYork('big thanks', talk('thanks')),
];

export const FIFTYEIGHTH_FEELING: HeldOutItem[] = [
  london('absolutely shattered, 9 lessons back to back', talk('feeling')),
  london('my voice has gone from shouting across the pool all morning', talk('feeling')),
  london('so proud of Maisie, she passed grade 3 with merit 😭', talk('feeling')),
  london('feeling really low today, two families have quit', talk('feeling')),
  london("I'm so stressed about the Christmas show, nothing's ready", talk('feeling')),
  london("can't cope with all these reschedules", talk('overwhelmed')),
  london('BUZZING shanice passed first time!!', talk('feeling')),
  london("my back's in bits from hauling the lane ropes", talk('feeling')),
  london("honestly dreading parents' evening tomorrow", talk('feeling')),
  london('knackered. 6am squad then 6 hours of camp planning', talk('feeling')),
  london('Really nervous about my first recital with my own pupils.', talk('feeling')),
  london("feel like I'm letting my GCSE lot down", talk('feeling')),
  newYork('so burnt out', talk('feeling')),
  newYork('exhausted, 4 time zones in one day is too much', talk('feeling')),
  newYork("I'm so excited, the kids won their section at the Marshall!", talk('feeling')),
  newYork('anxious about the dec SAT for my kids', talk('feeling')),
  newYork('fingers are raw after 8 lessons today', talk('feeling')),
  newYork('kinda lonely teaching from my apartment all day', talk('feeling')),
  newYork('ugh frustrated, 3 no-shows this week', talk('feeling')),
  newYork('feeling pretty good today actually', talk('feeling')),
  newYork('drowning in holiday mug orders 😵', talk('overwhelmed')),
  newYork("nervous for saturday's gig", talk('feeling')),
  newYork("I'm so proud of Marcus, he crushed his keynote", talk('feeling')),
  newYork("there's too much on my plate and I don't know where to start", talk('overwhelmed')),
];

export const FIFTYEIGHTH_QUESTION: HeldOutItem[] = [
  london("what's the going rate for a 45 min piano lesson in Ealing?", question),
  london('How much notice should I ask for before a cancellation?', question),
  london('do I need to charge VAT on tuition?', question),
  london("when is shanice's test again?", question),
  london('can I claim the car as an expense as a driving instructor', question),
  london("what's the best way to teach long division to a 10 year old", question),
  london('is it normal for swimmers to plateau at 13?', question),
  london('how do I handle a parent who always pays late?', question),
  london('what time did I say the costume fitting was?', question),
  london('do you know when the ABRSM results come out?', question),
  london('how many kids can one coach legally have on a camp?', question),
  london('what did I charge the Hendersons last term?', question),
  newYork('what time is it in Tokyo rn?', question),
  newYork("what's the simplest way to explain the subjunctive?", question),
  newYork('is 1500 a good rating for a 12 year old?', question),
  newYork("when's the registration deadline for the Dec SAT?", question),
  newYork("what's a fair price for a 6 week wheel class?", question),
  newYork('zoom or google meet for lessons, which is better?', question, dilemma),
  newYork('how often should climbing ropes be retired?', question),
  newYork('do I need to send a 1099 to my sub teacher?', question),
  newYork('did I already send Marcus his notes?', question),
  newYork('what cone is bisque again', question),
  newYork('how long before a gig should I restring?', question),
  newYork('whens my next lesson', question, list('next')),
];

/** Facts and news, several with a pupil, a lesson or a time in them: nothing may change. */
export const FIFTYEIGHTH_STATEMENT: HeldOutItem[] = [
  london("Kofi's up two grades since September", NO_CHANGE),
  london("Maisie's mum has paid for the whole term", NO_CHANGE),
  london('The church hall is booked for Saturday 12 December.', NO_CHANGE),
  london('danny passed his theory today', NO_CHANGE),
  london("pool's closed on sunday for a gala", NO_CHANGE),
  london('the snow queen show sold out in 2 days!!', NO_CHANGE),
  london("camp's got 46 kids booked so far", NO_CHANGE),
  london('Oakfield have asked me back for the spring term.', NO_CHANGE),
  london("tomasz's mum paid cash for a block of 10", NO_CHANGE),
  london("it's pouring so the outdoor session is off", NO_CHANGE),
  london("Hugo's practising every day now apparently", NO_CHANGE),
  london('the music service pays on the 15th', NO_CHANGE),
  london('just finished my last lesson of the day', NO_CHANGE),
  london('the leisure centre has put lane hire up to £42', NO_CHANGE),
  newYork('Kenji passed his DELE B1!', NO_CHANGE),
  newYork('the Marshall moved the scholastic to the 22nd', NO_CHANGE),
  newYork("gym's closing early on thanksgiving", NO_CHANGE),
  newYork('Madison jumped 120 points on practice test 5', NO_CHANGE),
  newYork("otto's is paying $300 for saturday", NO_CHANGE),
  newYork('the kiln guy came at 9 and replaced the element', NO_CHANGE),
  newYork('Marcus nailed his pitch yesterday', NO_CHANGE),
  newYork("ethan's mom wants to add a second weekly session", NO_CHANGE),
  newYork('got 3 new students from the park slope parents group', NO_CHANGE),
  newYork('the berlin group is down to 4 people', NO_CHANGE),
  newYork('wheel class waitlist is at 11', NO_CHANGE),
  newYork("it's already snowing up in the gunks", NO_CHANGE),
  newYork('the Deloitte invoice got paid this morning', NO_CHANGE, done(words('Deloitte'))),
  newYork('Aiden beat a 1700 today!!', NO_CHANGE),
];

export const FIFTYEIGHTH_DECISION: HeldOutItem[] = [
  london('Decided: lessons go up to £45 an hour from January.', decision),
  london("ok I'm not doing sunday lessons anymore", decision),
  london("going with St Saviour's hall for the show, it's cheaper", decision),
  london('no more teaching under 5s, decided', decision),
  london("I've decided to stop the saturday squad after christmas", decision),
  london('from now on 24 hours notice for cancellations or they pay in full', decision),
  london("we're doing the christmas camp 3 days not 5", decision),
  london('sticking with the manual car, not switching to an automatic', decision),
  london('Invoicing termly in advance from spring, no more pay-as-you-go.', decision),
  london('final answer: keeping Oakfield, dropping St Jude’s', decision),
  london('right, decided to take Gemma on as assistant coach', decision),
  newYork('decided to go fully online for the berlin group', decision),
  newYork("ok I'm raising my rate to $110, done deal", decision),
  newYork("we're taking the friday residency at otto's", decision),
  newYork('no more one-off trial lessons, packages only', decision),
  newYork('decision: dec SAT group closes at 8 students', decision),
  newYork('moving the wheel class to thursdays from january', decision),
  newYork("I'm going to stop coaching adults at the club, kids only", decision),
  newYork('going with google meet, zoom keeps dropping', decision),
  newYork('decided: gunks trips end for the season after this weekend', decision),
  newYork('Not renewing the Deloitte contract.', decision),
  newYork('switching to a 4 day teaching week in 2027', decision),
];

export const FIFTYEIGHTH_DILEMMA: HeldOutItem[] = [
  london('should I put my prices up in January or wait till September?', dilemma),
  london('hire an assistant coach or cap the camp at 40 kids?', dilemma),
  london("bigger hall for the show or stay at St Saviour's?", dilemma),
  london('do I keep the peripatetic work or go fully private?', dilemma),
  london('automatic car or stick with manual for learners', dilemma),
  london('group sessions for GCSE or keep it 1:1?', dilemma),
  london('not sure whether to drop the 6am squad, thoughts?', dilemma),
  london("should I take on a second pool or focus on the one I've got", dilemma),
  london('online lessons for the kids who moved away, or just let them go?', dilemma),
  london('Sunday afternoon recital or a weekday evening one?', dilemma),
  london("Should I accept the Friday afternoons at St Jude's even though it means losing my after-school pupils?", dilemma, question),
  newYork('take the friday residency or keep my friday students?', dilemma),
  newYork('raise my rate or add a package discount?', dilemma),
  newYork('should I rent a studio or keep teaching from the apartment', dilemma),
  newYork('buy a second kiln or outsource the firings?', dilemma),
  newYork("zoom or in person for Marcus's coaching?", dilemma),
  newYork('should I start an ACT group too or stay SAT only', dilemma),
  newYork('keep the early tokyo slots or drop them for sleep lol', dilemma),
  newYork('run a chess summer camp or take the kids to tournaments instead?', dilemma),
  newYork("do i take the corporate gig at $2k even tho it's a week of evenings?", dilemma, question),
  newYork('sell the tele or keep it as a backup', dilemma),
  newYork('hire a second instructor for weekends or cap bookings?', dilemma),
];

export const FIFTYEIGHTH_RECALL: HeldOutItem[] = [
  london('what did I decide about the lesson price?', recall('price')),
  london('why did I stop sunday lessons again', recall('sunday')),
  london('remind me what we decided on the hall', recall('hall')),
  london('what was my decision about the under 5s', recall('under')),
  london('did I decide anything about the saturday squad?', recall('squad')),
  london('What did I say about the cancellation policy?', recall('cancellation')),
  london('what did we land on for the christmas camp', recall('camp')),
  london('manual vs automatic, what did I decide?', recall('manual'), recall('automatic')),
  london('what did I decide about invoicing in advance', recall('invoicing')),
  london('remind me why I kept Oakfield', recall('oakfield')),
  london('what did i decide about gemma', recall('gemma')),
  newYork('what did I decide for the berlin group', recall('berlin')),
  newYork('what did I decide on my hourly rate', recall('rate')),
  newYork("did I say yes to the otto's residency?", recall('otto'), recall('residency')),
  newYork('what was the decision on trial lessons', recall('trial')),
  newYork('how many kids did I decide to cap the SAT group at?', recall('SAT')),
  newYork('remind me what I decided about the wheel class', recall('wheel')),
  newYork('zoom or meet, what did i go with', recall('zoom'), recall('meet')),
  newYork('what did i decide re adults at the club', recall('adult')),
  newYork('why did I drop the Deloitte contract', recall('deloitte')),
  newYork('what did I decide about the gunks season', recall('gunks')),
];

export const FIFTYEIGHTH_PRIORITISE: HeldOutItem[] = [
  london('what should I do first? reports, invoices or the show stuff', prioritise('focus')),
  london("I've got a free period, what's most urgent?", prioritise('focus')),
  london('way too much on before the show, what can I drop?', prioritise('drop')),
  london('plan my afternoon around lessons', prioritise('plan_day')),
  london("what's the priority before camp?", prioritise('focus')),
  london('help me sort out tomorrow', prioritise('plan_day')),
  london('can anything wait till next week', prioritise('drop')),
  london('what matters most today', prioritise('focus')),
  london('one hour between lessons, what should I crack on with', prioritise('focus')),
  london('what can I let slide this week', prioritise('drop')),
  newYork('what should I focus on this morning', prioritise('focus')),
  newYork('too much this week, what can go?', prioritise('drop')),
  newYork('plan my day please', prioritise('plan_day')),
  newYork("what's most important before the dec SAT?", prioritise('focus')),
  newYork('which first, the kiln or the clay order', prioritise('focus'), dilemma),
  newYork('map out tomorrow for me', prioritise('plan_day')),
  newYork('what can I push, slammed with gigs', prioritise('drop')),
  newYork('what do I need to get done before 2', prioritise('focus')),
  newYork('help me prioritize', prioritise('focus')),
  newYork("I have 30 minutes, what's the best use of it", prioritise('focus')),
  newYork('rank my to-dos', prioritise('focus'), prioritise('plan_day')),
];

export const FIFTYEIGHTH_AGENDA: HeldOutItem[] = [
  london("what's on tomorrow?", list('tomorrow')),
  london('what have I got on friday', list('day', '2026-11-13')),
  london("today's lessons?", list('today')),
  london('anything overdue', list('overdue')),
  london("what's next on my list", list('next')),
  london('show me this week', list('week')),
  london("what's on the 2nd", list('day', '2026-12-02')),
  london("monday's schedule pls", list('day', '2026-11-16')),
  london("what's left today", list('today')),
  london('what have i missed', list('overdue')),
  london("what's on saturday", list('day', '2026-11-14')),
  london('what have I got on 4/12?', list('day', '2026-12-04')),
  newYork("what's on today", list('today')),
  newYork('what do I have tmrw', list('tomorrow')),
  newYork('whats on thursday', list('day', '2026-11-12'), list('tomorrow')),
  newYork('my week pls', list('week')),
  newYork("what's my next lesson", list('next')),
  newYork("what's on 11/20", list('day', '2026-11-20')),
  newYork("anything I'm behind on?", list('overdue')),
  newYork("what's on sunday", list('day', '2026-11-15')),
  newYork("what's on the 5th", list('day', '2026-12-05')),
  newYork('list for today pls', list('today')),
  newYork('anything on tuesday?', list('day', '2026-11-17')),
  newYork('What does the rest of my week look like?', list('week')),
];

export const FIFTYEIGHTH_FREE_TIME: HeldOutItem[] = [
  london('am I free tomorrow after 4', ...span(l, '11-12', after('16:00'))),
  london('any gaps friday morning for a makeup lesson', ...span(l, '11-13', MORNING)),
  london(
    'can I fit a trial lesson in at 5 on thursday',
    ...span(l, '11-12', [
      ['17:00', '18:00'],
      ['17:00', '17:30'],
      ['17:00', '17:45'],
    ]),
  ),
  london('free saturday afternoon?', ...span(l, '11-14', AFTERNOON)),
  london('is sunday clear', ...span(l, '11-15', WHOLE_DAY)),
  london('do I have anything between 1 and 3 on monday', ...span(l, '11-16', [['13:00', '15:00']])),
  london('am I free tonight', ...span(l, '11-11', EVENING)),
  london('free at 10 on the 20th?', ...span(l, '11-20', [['10:00', '11:00']])),
  london('any time next wednesday for a parent meeting', ...span(l, '11-18', WHOLE_DAY), ...span(l, '11-25', WHOLE_DAY)),
  london('am I free tomorrow morning for the car service', ...span(l, '11-12', MORNING)),
  london('got a gap before 6 today?', free(l('11-11 15:00'), l('11-11 18:00'))),
  newYork('am I free at noon tmrw', ...span(n, '11-12', [['12:00', '13:00']])),
  newYork('anything on thursday evening? got a gig offer', ...span(n, '11-12', EVENING)),
  newYork('free this afternoon?', ...span(n, '11-11', AFTERNOON)),
  newYork('can I squeeze in a lesson friday 4-5', ...span(n, '11-13', [['16:00', '17:00']])),
  newYork('do I have time saturday morning for the gunks', ...span(n, '11-14', MORNING)),
  newYork('is the 22nd free', ...span(n, '11-22', WHOLE_DAY)),
  newYork('am I free after 3 today', ...span(n, '11-11', after('15:00'))),
  newYork('any openings monday for a consult?', ...span(n, '11-16', WHOLE_DAY)),
  newYork('free between 7 and 9 tonight?', ...span(n, '11-11', [['19:00', '21:00']])),
  newYork('when am I free tomorrow', ...span(n, '11-12', WHOLE_DAY)),
  newYork('can I do a 6am call with tokyo on friday', ...span(n, '11-13', [['06:00', '07:00']])),
];

export const FIFTYEIGHTH_UNCLEAR: HeldOutItem[] = [
  london('kofi thing', unclear),
  london('the hall... or maybe the church, not sure', unclear),
  london('tues or weds for danny?', unclear),
  london('sort the lane booking at some point maybe', unclear),
  london('Maisie?', unclear),
  london('that thing for the show', unclear),
  london("the 4.15 or the 5, whichever's free", unclear),
  london('fees', unclear),
  london('something about bibs', unclear),
  london('ring her back?', unclear),
  london('reports... ugh', unclear),
  london("Hugo's grade 3 exam 2nd dec 10.20", unclear, task("Hugo's grade 3 exam", l('12-02 10:20'))),
  newYork('kenji or ingrid, one of them moved', unclear),
  newYork('the clay thing', unclear),
  newYork('maybe thursday maybe friday for aiden', unclear),
  newYork('gig stuff', unclear),
  newYork('need to do the thing w the kiln', unclear),
  newYork('Marcus?', unclear),
  newYork('the 11 or the 3', unclear),
  newYork('remind me', unclear, askBack),
  newYork('tuesday??', unclear),
  newYork('that email', unclear),
  newYork('the SAT one', unclear),
  newYork("aiden's tournament sat 9am", unclear, task("aiden's tournament", n('11-14 09:00'))),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const FIFTYEIGHTH_BARE: HeldOutItem[] = [
  london('finished it', unclear, askBack),
  london('can you move it to 5', unclear, askBack),
  london('not today', unclear, askBack),
  london('2 and 3 done', unclear, askBack),
  london('change it to Friday', unclear, askBack),
  london('bin the last one', unclear, askBack),
  london('half an hour', unclear, askBack),
  london('rename that to hall deposit', unclear, askBack),
  london('no, 4.30', unclear, askBack),
  london('the top one', unclear, askBack),
  london('tick it off please', unclear, askBack),
  newYork('done w that', unclear, askBack),
  newYork('push to monday', unclear, askBack),
  newYork('delete #2', unclear, askBack),
  newYork('later', unclear, askBack),
  newYork('make it 7pm', unclear, askBack),
  newYork('the last one', unclear, askBack),
  newYork('remind me again in 20', unclear, askBack),
  newYork('yep did it', unclear, askBack),
  newYork("wrong day, it's the 19th", unclear, askBack),
  newYork('2nd', unclear, askBack),
  newYork('cancel it', unclear, askBack),
];
