/**
 * Held-out set, hundredtwentythird part g: driving instructors and driving schools.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Gary, a driving instructor in Essex (pupils, test dates at Chelmsford, the dual-control car, block bookings); short,
 *   "mate", "cheers";
 * - Nasreen, an instructor in Birmingham, first language Urdu (female pupils, Kingstanding test centre, theory); mixes in
 *   Urdu words ("acha", "theek hai", "inshallah");
 * - Rhys, an instructor in Swansea (intensive courses, mocks, the car's MOT); some Welsh ("diolch", "tidy", "now in a minute");
 * - Moira, who runs a small driving school in Edinburgh with four instructors (rotas, franchise fees, the booking system);
 *   long, organised, some Scots ("the morn", "aye");
 * - Tom, a motorbike (CBT) instructor in Bristol; all lower case, no punctuation, "innit".
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Carlos, a driving instructor in Jersey City and Newark, first language Spanish (road tests, permits, the school's cars);
 *   mixes Spanish in;
 * - Wei, a Flushing instructor, first language Mandarin (students, road tests in Queens, the 5-hour class); short, careful English;
 * - Brianna, a Brooklyn instructor who also teaches the 5-hour pre-licensing course; all lower case, lots of emoji;
 * - Sal, an old-school Bronx driving school owner (the fleet, insurance, the DMV); gruff, clipped, typos;
 * - Denise, who runs a commercial (CDL) truck-driving school on Long Island with staff (students, yard time, DOT paperwork);
 *   long, organised messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  HELP,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  question,
  recall,
  remove,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (asked: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: asked, options },
});

export const HUNDREDTWENTYTHIRD_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('alright daily 👍', talk('greeting')),
  london('Assalam o alaikum daily, acha I am back from lesson now', talk('greeting')),
  london("Shwmae butt, how's it going?", talk('greeting')),
  london(
    "Good afternoon daily, Moira here from the school in Leith. I've a quiet ten minutes between the accountant and the evening lessons, so I thought I'd say hello properly.",
    talk('greeting'),
  ),
  london('yo daily hows it going innit', talk('greeting')),

  // London: a hello with a job inside
  london(
    "alright mate, remind me to book Jack's test at Chelmsford tmrw morning cheers",
    task("book Jack's test at Chelmsford", l('11-12 09:00')),
  ),
  london('alright mate whats on tmrw', list('tomorrow')),
  london(
    'Salaam daily, please remind me Friday 4pm call Ayesha mother about her theory test',
    task('call Ayesha mother about her theory test', l('11-13 16:00')),
  ),
  within(reminded('book Kingstanding test for Sana'), london('AOA, ji done, booked for 3rd December alhamdulillah', done())),
  london('Shwmae! am I free Friday morning? got a lad wants a mock before his test', free(l('11-13 09:00'), l('11-13 12:00'))),
  london(
    'Bore da! remind me to book the Corsa in for its MOT next week, diolch',
    task('book the Corsa in for its MOT', l('11-16')),
    task('book the Corsa in for its MOT next week'),
  ),
  london(
    "Hello again (it's afternoon already, where does the day go). Could you remind me the morn at 8 to sort out the rota for next week? Callum's off on the Thursday.",
    task('sort out the rota for next week', l('11-12 08:00')),
    task("sort out the rota for next week, Callum's off on the Thursday", l('11-12 08:00')),
  ),
  london('Hiya daily. What have I got on this week, aye?', list('week')),
  london(
    'alright daily remind me 2moro 8am to check the tyre pressures on the 125s before the cbt innit',
    task('check the tyre pressures on the 125s before the cbt', l('11-12 08:00')),
  ),
  london('yo whats left today', list('today')),

  // London: look like a greeting, are not
  london('said hello to the new examiner at chelmsford today, seems alright', NO_CHANGE),
  london(
    "Remind me on Monday tae welcome Fraser properly, it's his first day wi us",
    task('welcome Fraser properly', l('11-16')),
    task("welcome Fraser properly, it's his first day wi us", l('11-16')),
  ),
  london('morning from a freezing car park in avonmouth 🥶 cbt lads all late innit', talk('greeting'), NO_CHANGE),

  // New York: plain hellos
  newYork('Buenos días daily! ☀️', talk('greeting')),
  newYork('Good morning daily. 你好', talk('greeting')),
  newYork('heyyy daily good morning ☀️💕', talk('greeting')),
  newYork('mornin. sal here', talk('greeting')),
  newYork(
    'Good morning, daily. Denise here from Island CDL Training. I have a few minutes before the afternoon yard session, so I wanted to introduce myself before I start sending you things.',
    talk('greeting'),
  ),

  // New York: a hello with a job inside
  newYork(
    'Hola daily! remind me mañana 7am pick up the Corolla from the mechanic in Newark',
    task('pick up the Corolla from the mechanic in Newark', n('11-12 07:00')),
  ),
  within(reminded("call Luis's mom about his road test"), newYork('hola! sí ya la llamé, todo bien', done())),
  newYork(
    'Good morning. Please remind me Friday 2pm pick up student Kevin Li for road test in Queens.',
    task('pick up student Kevin Li for road test in Queens', n('11-13 14:00')),
  ),
  newYork('Hello. What I have tomorrow?', list('tomorrow')),
  newYork('gm!! ☕️ am i free thursday afternoon? a student wants a parallel parking lesson 🚗', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork(
    'hiii remind me tonight to print the sign in sheets for saturdays 5 hr class 📝✨',
    task('print the sign in sheets for saturdays 5 hr class', n('11-11 20:00')),
  ),
  newYork('mornin. remind me call the insurence guy bout the van 2 oclock', task('call the insurence guy bout the van', n('11-11 14:00'))),
  newYork('mornin. whats on friday', list('day', '2026-11-13')),
  newYork(
    "Good morning. Two things, please: at 1pm remind me to check the DOT medical cards for the January class, and tomorrow at 7:30am to unlock the yard for Marco's early session.",
    [
      task('check the DOT medical cards for the January class', n('11-11 13:00')),
      task("unlock the yard for Marco's early session", n('11-12 07:30')),
    ],
  ),
  within(
    reminded('sign off the ELDT records for the October class'),
    newYork('Good morning. Yes, I signed those off last night before I left the office.', done()),
  ),

  // New York: look like a greeting, are not
  newYork('Today student say hello to me in Chinese at lesson, very nice', NO_CHANGE),
  newYork(
    'remind me to say hi to the new front desk girl at the school tmrw 💕',
    task('say hi to the new front desk girl at the school', n('11-12')),
  ),
  newYork('hello from the dmv line. 2 hrs. unbeleivable', talk('greeting'), NO_CHANGE),
];

export const HUNDREDTWENTYTHIRD_FEELING: HeldOutItem[] = [
  // London
  london('knackered mate. 7 lessons back to back n a pupil stalled on the A12 slip road', talk('feeling')),
  london('buzzing mate, 3 passes at chelmsford today 🙌', talk('feeling'), NO_CHANGE),
  within(
    reminded('do the block booking invoices'),
    london('cant face it mate, shattered. tmrw', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12')), move(ctx, '2026-11-12', null)),
  ),
  london('Very tired today yaar, 6 lessons and one pupil cry in the car after she fail at Kingstanding', talk('feeling')),
  london('Alhamdulillah so happy, Fatima pass first time with zero minors!! ❤️', talk('feeling'), NO_CHANGE),
  london(
    'I am so stressed, too many things, theory bookings, 2 tests on Friday, car service also. Please help me what I do first',
    prioritise('focus'),
    [talk('overwhelmed'), prioritise('focus')],
  ),
  london("I'm shattered now, the intensive lad did 6 hours today and my nerves are shot, mun", talk('feeling')),
  london('proper chuffed, Ffion passed her mock with 2 minors, tidy', talk('feeling'), NO_CHANGE),
  london(
    'bit worried about the Corsa tbh, clutch has been slipping all week. remind me to ring the garage about the clutch tomorrow',
    task('ring the garage about the clutch', l('11-12')),
    [talk('feeling'), task('ring the garage about the clutch', l('11-12'))],
  ),
  london(
    "I'll be honest with you, I'm at the end of my tether this week. Two of my instructors are off sick, the booking system fell over on Monday and lost a dozen lessons, and the franchise fees are all due on the 1st. I don't know whether I'm coming or going.",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  london(
    "Had a wee moment today. A lassie we taught back in 2009 brought her own daughter in for her first lesson. Makes you realise how long we've been at this, aye.",
    talk('reflection'),
    talk('feeling'),
  ),
  within(
    reminded('chase the DVSA about the extra test slots'),
    london(
      "I'm fair scunnered wi them. Remind me the morn, I cannae face another hold queue the day",
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  london('proper fried innit 3 cbts in the rain and one lad dropped the bike twice', talk('feeling')),
  london('buzzing innit the new ybr125s turned up and they look mint', talk('feeling'), NO_CHANGE),
  london(
    'stressed out innit got 12 booked saturday and only 8 bikes remind me to ring dave about borrowing his 2 tmrw morning',
    task('ring dave about borrowing his 2', l('11-12 09:00')),
    [talk('feeling'), task('ring dave about borrowing his 2', l('11-12 09:00'))],
    [talk('overwhelmed'), task('ring dave about borrowing his 2', l('11-12 09:00'))],
  ),
  // London: looks like a feeling, is not
  london('pupil reckons she feels ready for her test, told her not yet mate', NO_CHANGE),

  // New York
  newYork('Estoy cansadísimo, 8 lessons yesterday and the heater in the Civic no funciona 🥶', talk('feeling')),
  newYork('Qué alegría! my student Daniela pass her road test in Bayonne this morning 🎉', talk('feeling'), NO_CHANGE),
  newYork(
    'Too much stress hermano, two cars in the shop and 15 students waiting. Remind me call the body shop at 12',
    task('call the body shop', n('11-11 12:00')),
    [talk('feeling'), task('call the body shop', n('11-11 12:00'))],
  ),
  newYork('I am very tired. Yesterday 9 students, today 8.', talk('feeling')),
  newYork('Very happy. All 4 students pass road test in Flushing yesterday.', talk('feeling'), NO_CHANGE),
  within(reminded('send 5-hour class certificate to student Amy Zhang'), newYork('So tired now. Please remind later.', snoozeFor(60))),
  newYork(
    'lowkey so overwhelmed rn 😩😩 5 hr class saturday, 3 road tests friday and my car needs an oil change',
    talk('overwhelmed'),
    talk('feeling'),
  ),
  newYork(
    'omg im so proud of my student jaylen 😭💕 he was terrified of the bqe and today he merged like a pro',
    talk('feeling'),
    NO_CHANGE,
  ),
  newYork('ugh im exhausted 😴 remind me to meal prep tonight so i actually eat tmrw lol', task('meal prep', n('11-11 20:00')), [
    talk('feeling'),
    task('meal prep', n('11-11 20:00')),
  ]),
  newYork('tired. dmv lost the paperwork agin', talk('feeling')),
  newYork('pissed. insurence on the fleet up 18%', talk('feeling'), NO_CHANGE),
  newYork('im swamped. wat do i do first', talk('overwhelmed'), prioritise('focus'), [talk('overwhelmed'), prioritise('focus')]),
  newYork(
    "I'll be straight with you: I'm running on fumes. We have a DOT audit on the 19th, two of my trainers are out, the January cohort is full and the waiting list keeps growing, and one of our tractors failed its annual inspection on Monday. I feel like I'm spinning every plate in the building by myself.",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  newYork(
    'A small moment this morning: a student who came to us after losing his warehouse job got his Class A yesterday and already has an offer from a regional carrier. This is why I started the school.',
    talk('reflection'),
    talk('feeling'),
    NO_CHANGE,
  ),
  newYork(
    "I'm honestly a little anxious about the audit. Could you remind me Monday at 8am to go through the driver qualification files with Pam, one by one?",
    task('go through the driver qualification files with Pam, one by one', n('11-16 08:00')),
    task('go through the driver qualification files with Pam', n('11-16 08:00')),
    [talk('feeling'), task('go through the driver qualification files with Pam, one by one', n('11-16 08:00'))],
    [talk('feeling'), task('go through the driver qualification files with Pam', n('11-16 08:00'))],
  ),
  // New York: looks like a feeling, is not
  newYork('Student mother feel nervous about the road test, she call me 3 times today', NO_CHANGE),
];

export const HUNDREDTWENTYTHIRD_STATEMENT: HeldOutItem[] = [
  // London: news, nothing to change
  london('dual control pedal on the fiesta fixed, cable had snapped', NO_CHANGE),
  london('chelmsford waiting list is 22 weeks now mate, mental', NO_CHANGE),
  london('Kingstanding test centre closed on Friday for staff training, they send email today', NO_CHANGE),
  london('New pupil start Monday, Zainab, she is 34 and very nervous, acha I will go slow with her', NO_CHANGE),
  london('Corsa passed its MOT, just an advisory on the rear tyres, tidy', NO_CHANGE),
  london('Intensive course for next week is full now, all 5 days booked, diolch', NO_CHANGE),
  london(
    "Just for your records: Callum's agreed to take on the Saturday morning slots from December, so the rota's sorted for the festive period.",
    NO_CHANGE,
  ),
  london(
    "A wee bit of news: the franchise fee is going up to £265 a week from January. No the end of the world, but it'll squeeze the lads.",
    NO_CHANGE,
  ),
  london('police shut the road by the training pad today innit had to do the slow riding in the car park', NO_CHANGE),
  london('the cbt certs came in the post innit', NO_CHANGE),

  // London: news that carries a job
  london('need to invoice kierans mum for his block of 10 mate', task('invoice kierans mum for his block of 10'), unclear),
  within(
    reminded('pick up Sana for 4pm lesson', l('11-11 16:00')),
    london('Sana mother call, lesson cancel today, she is sick', remove(), done()),
  ),
  within(reminded('book the Corsa in for its MOT'), london("garage rang me first, it's booked in for Tuesday, diolch", done())),
  london(
    'The booking system people say the update goes live on Monday. I shall need to email all four instructors about the update by Friday.',
    task('email all four instructors about the update', l('11-13')),
    task('email all four instructors about the update', l('11-13 17:00')),
  ),
  within(reminded('order new gloves for the cbt kit'), london('bloke from the bike shop dropped some round innit sorted', done())),
  within(
    reminded('take the fiesta in for a service', l('11-11 15:00')),
    london(
      'garage cant fit me in till monday mate',
      snoozeUntil(l('11-16 09:00')),
      snoozeUntil(l('11-16')),
      move(ctx, '2026-11-16', null),
      NO_CHANGE,
    ),
  ),

  // New York: news, nothing to change
  newYork('The Newark DMV have new road test times, now they start at 7:30', NO_CHANGE),
  newYork('Mi estudiante Kevin got his permit today, por fin', NO_CHANGE),
  newYork('Road test site in College Point change location from next month.', NO_CHANGE),
  newYork('5-hour class this Saturday is full. 20 students.', NO_CHANGE),
  newYork('the school got a new elantra for lessons 🚗✨ its so cute', NO_CHANGE),
  newYork('fun fact my 5 hr class last saturday had a 72 yr old grandma lol she was the best one there 😂', NO_CHANGE),
  newYork('dmv finaly sent the new plates for car 4', NO_CHANGE),
  newYork('new guy tony starts monday. good driver', NO_CHANGE),
  newYork(
    'For the record: the Class B cohort finished yard time yesterday and all twelve students are cleared for their skills test.',
    NO_CHANGE,
  ),
  newYork(
    'An update from the office: the state has approved our second training range in Ronkonkoma, which means we can run two cohorts at once from the spring.',
    NO_CHANGE,
  ),

  // New York: news that carries a job
  newYork(
    'Ay, I just remember I never pay the registration for the Civic, it expire end of the month',
    task('pay the registration for the Civic', n('11-30')),
    task('pay the registration for the Civic'),
    unclear,
  ),
  newYork('Must bring MV-278 form for student Jason tomorrow.', task('bring MV-278 form for student Jason', n('11-12'))),
  within(reminded('call DMV about student road test date'), newYork('Student already call DMV himself. OK now.', done(), remove())),
  within(reminded('print the sign in sheets for saturdays 5 hr class'), newYork('printed em at the library this morning 🖨️✅', done())),
  newYork(
    'gotta take car 3 to vinnys, makin that noise agin',
    task('take car 3 to vinnys'),
    task('take car 3 to vinnys, makin that noise agin'),
    unclear,
  ),
  within(
    reminded('send the DOT drug testing roster to the consortium', n('11-11 10:00')),
    newYork(
      'The consortium has asked us to hold the roster until Pam finishes the new-hire entries, which she expects to have done by Friday morning.',
      snoozeUntil(n('11-13 09:00')),
      move(ctx, '2026-11-13', '09:00'),
      NO_CHANGE,
    ),
  ),
  newYork(
    'Note to self: mail the signed lease back to Penske by Friday; they chased it again this morning.',
    task('mail the signed lease back to Penske', n('11-13')),
    task('mail the signed lease back to Penske', n('11-13 17:00')),
    task('mail the signed lease back to Penske; they chased it again this morning', n('11-13')),
  ),
];

export const HUNDREDTWENTYTHIRD_DECISION: HeldOutItem[] = [
  // London: decisions
  london('decided mate, no lessons christmas eve from now on. family day', decision),
  london('right goin with the new polo for the dual control car, need to ring the leasing lot tmrw', [
    decision,
    task('ring the leasing lot', l('11-12')),
  ]),
  within(
    askedChoice('Raise your hourly rate to £40 or keep it at £37?', 'raise it to £40', 'keep it at £37'),
    london('raise it mate, fuel aint getting any cheaper', answer(1)),
  ),
  london('Acha I decide, from January only female pupils, theek hai. Sisters feel more comfortable', decision),
  london(
    'Final decision, I will buy automatic car, many ladies want automatic now. Please remind me Saturday to visit the Toyota showroom inshallah',
    [decision, task('visit the Toyota showroom', l('11-14'))],
  ),
  within(
    askedChoice('Run your theory classes online or in person?', 'online', 'in person'),
    london('Online, theek hai. Petrol is too expensive for going everywhere', answer(1)),
  ),
  london("Right, that's decided. No more 2-day intensives, the pupils just aren't ready after 2 days", decision),
  within(
    askedChoice('Repair the clutch on the Corsa or trade it in?', 'repair the clutch', 'trade it in'),
    london("trade it in I reckon, it's done 140k", answer(2)),
  ),
  london("decided I'm going for the trainer qualification next year. remind me to email the DVSA about the ORDIT course next week", [
    decision,
    task('email the DVSA about the ORDIT course', l('11-16')),
  ]),
  london(
    "Right, I've made my decision: we're moving off the old booking system to the new one from the 1st of January. I'll tell the instructors at Monday's meeting, so remind me on Monday, would you?",
    [decision, task('tell the instructors', l('11-16'))],
  ),
  london("Aye, that's it decided, we're no taking on a fifth instructor till after the spring. The numbers just aren't there.", decision),
  within(
    askedChoice('Cut the franchise fee over the quiet months or keep it flat?', 'cut it', 'keep it flat'),
    london(
      "Cut it for January and February. The lads are struggling and I'd rather keep them than lose them to the school in Musselburgh.",
      answer(1),
    ),
  ),
  london('thats it decided no more cbts on sundays innit', decision),
  london('going with the honda cb125fs for the new bikes innit remind me ring the dealer friday', [
    decision,
    task('ring the dealer', l('11-13')),
  ]),

  // London: look like decisions, are not
  london('should i take on the pupil from the other school or is it more hassle than its worth', dilemma),
  london('What did I decide about the cancellation fee back in the summer?', recall('cancellation fee')),
  london('wot did i decide bout the deposit for no shows', recall('deposit for no shows')),
  london('My pupil Hira decide to change to automatic, ok no problem', NO_CHANGE),

  // New York: decisions
  newYork('Ya decidí, no more lessons in Newark after 7pm, is not safe for the students', decision),
  newYork('Decided hermano, I buy the second car for the school, the Corolla. Remind me call the bank tomorrow for the loan', [
    decision,
    task('call the bank for the loan', n('11-12')),
  ]),
  within(
    askedChoice('Add Saturday road test prep or keep Saturdays off?', 'add Saturdays', 'keep Saturdays off'),
    newYork('sábados sí, add them, the money is good', answer(1)),
  ),
  newYork('I decide. From December, 5-hour class only on Sunday.', decision),
  within(askedChoice('Buy a new car for lessons or lease one?', 'buy', 'lease'), newYork('Lease. Second one.', answer(2))),
  newYork('I decide take Mandarin students only in Queens, no more Manhattan. Please remind me tomorrow tell the office.', [
    decision,
    task('tell the office', n('11-12')),
  ]),
  newYork('ok its official im raising my lesson price to $75 in january 💅🏽', decision),
  newYork('decided im doing the 5 hr class online too 💻✨ remind me friday to email the school about zoom', [
    decision,
    task('email the school about zoom', n('11-13')),
  ]),
  within(
    askedChoice('Take Sunday lessons or keep Sundays off?', 'take Sunday lessons', 'keep Sundays off'),
    newYork('keep sundays off 🙏🏽 option 2, i need my church + brunch lol', answer(2)),
  ),
  newYork('decided. sellin car 2. too many miles', decision),
  newYork('goin with geico for the fleet. call the broker monday to cancel progressive', [
    decision,
    task('call the broker to cancel progressive', n('11-16')),
  ]),
  newYork(
    "After going over the numbers with our bookkeeper, we've decided to add a weekend Class A cohort starting in February. Please remind me Friday at 10am to draft the schedule with Marco.",
    [decision, task('draft the schedule with Marco', n('11-13 10:00'))],
  ),
  within(
    askedChoice('Buy a second used tractor or keep renting from Penske?', 'buy a used tractor', 'keep renting'),
    newYork(
      'Buy. What we spent on rentals this year would have paid for half a truck, and we need something we control for yard time.',
      answer(1),
    ),
  ),
  newYork(
    'Decision made: we are no longer accepting third-party funded students without a signed payment agreement in advance. Too many invoices went unpaid this year.',
    decision,
  ),

  // New York: look like decisions, are not
  newYork('should I open a second location in Elizabeth or keep everything in Newark and JC? no sé', dilemma),
  newYork('Before, what I decide about price for road test car rental?', recall('price for road test car rental')),
  within(
    askedChoice('Hire another instructor or cut back on bookings?', 'hire', 'cut back'),
    newYork('dunno yet. gotta talk to my accountent first', answer(null), NO_CHANGE),
  ),
  newYork(
    'I need to decide by December 1st whether to renew the lease on the Ronkonkoma range. Would you remind me the week before?',
    task('decide whether to renew the lease on the Ronkonkoma range', n('11-24')),
    task('decide whether to renew the lease on the Ronkonkoma range', n('11-23')),
  ),
];

export const HUNDREDTWENTYTHIRD_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('can u send reminders to my pupils as well or just me', question, HELP),
  london('Can you understand if I write in Urdu? Roman Urdu I mean', question),
  london('Do you know when the Swansea test centre opens again after the refurb?', question),
  london(
    'Is there a way for my four instructors to each have their own reminders under the school, or does each of them need to sign up separately?',
    question,
    HELP,
  ),
  london('when did i say the dvsa check ride was innit', question),
  within(
    listed("book Jack's test at Chelmsford", 'invoice kierans mum for his block of 10', 'take the fiesta in for a service'),
    london('which number was the fiesta one again', question),
  ),

  // London: questions that are a list, free time or a plan
  london('whats on fri mate', list('day', '2026-11-13')),
  london('am i free sat morning, pupil wants a mock', free(l('11-14 09:00'), l('11-14 12:00'))),
  london('What I have this week? Inshallah not too much', list('week')),
  london('Am I free tomorrow between 1 and 3? New pupil mother want to meet', free(l('11-12 13:00'), l('11-12 15:00'))),
  london("What's on for tomorrow then?", list('tomorrow')),
  london("anything I've missed? feel like I've dropped something this week", list('overdue')),
  london(
    "Could you plan out my day the morn? I've three lessons, the rota to finish and the accountant at 2.",
    prioritise('plan_day'),
    list('tomorrow'),
  ),
  london("What's on Monday the 16th?", list('day', '2026-11-16')),
  london('whats next innit', list('next')),
  london('am i free sunday', free(l('11-15 09:00'), l('11-15 18:00')), free(l('11-15 00:00'), l('11-16 00:00'))),
  london('wot shud i do first the bike service or the cbt paperwork', prioritise('focus'), dilemma),

  // London: a question that is really an ask
  london('could you remind me at 6 to top up the screenwash, diolch', task('top up the screenwash', l('11-11 18:00'))),

  // New York: questions answered in words
  newYork('Oye daily, you can send the reminders in español?', question),
  newYork('Can daily see my Google calendar?', question),
  newYork('do u know if the dmv is even open today for veterans day 🤔', question),
  newYork("when's car 4 inspecton due. i forget", question),
  newYork(
    'Is it possible to forward you an email, for example the DOT audit notice, and have you pull the dates out of it?',
    question,
    HELP,
  ),
  within(
    listed('pick up student Kevin Li for road test in Queens', 'send MV-278 to Amy Zhang', 'oil change for Camry'),
    newYork('Number 2 is which student?', question),
  ),

  // New York: questions that are a list, free time or a plan
  newYork('Qué tengo mañana?', list('tomorrow')),
  newYork('Am I free Saturday afternoon? a student want road test practice', free(n('11-14 12:00'), n('11-14 17:00'))),
  newYork('Today what is left?', list('today')),
  newYork('Free Thursday 11/19 morning?', free(n('11-19 09:00'), n('11-19 12:00'))),
  newYork('whats my week lookin like 👀', list('week')),
  newYork('did i forget anything?? 😬 feel like i did', list('overdue')),
  newYork('whats on 2day', list('today')),
  newYork('free monday 10 to 12? insurence guy wants to come by', free(n('11-16 10:00'), n('11-16 12:00'))),
  newYork(
    'Could you help me figure out where to start today? I have the audit prep, two student complaints to respond to, and payroll for the trainers.',
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  newYork("What's on my schedule for Thursday the 19th?", list('day', '2026-11-19')),

  // New York: questions that are really an ask
  newYork(
    'Puedes remind me at 3 to wash the Civic before the road test tomorrow?',
    task('wash the Civic before the road test tomorrow', n('11-11 15:00')),
    task('wash the Civic before the road test', n('11-11 15:00')),
  ),
  newYork('can u remind me at 4 to text jaylen his lesson is moved 📱', task('text jaylen his lesson is moved', n('11-11 16:00'))),
];
