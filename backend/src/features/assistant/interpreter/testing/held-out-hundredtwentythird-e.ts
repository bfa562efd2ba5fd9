/**
 * Held-out set, hundredtwentythird part e: driving instructors and driving schools.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Gary, a driving instructor in Essex (pupils, test dates at Chelmsford, the dual-control car, block
 *   bookings; short, "mate", "cheers").
 * - Nasreen, an instructor in Birmingham whose first language is Urdu (female pupils, Kingstanding test
 *   centre, theory; "acha", "theek hai", "inshallah").
 * - Rhys, an instructor in Swansea (intensive courses, mocks, the car's MOT; some Welsh: "diolch", "tidy",
 *   "now in a minute").
 * - Moira, who runs a small driving school in Edinburgh with four instructors (rotas, franchise fees, the
 *   booking system; long, organised, some Scots: "the morn", "aye").
 * - Tom, a motorbike (CBT) instructor in Bristol (all lower case, no punctuation, "innit").
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Carlos, a driving instructor in Jersey City and Newark whose first language is Spanish (road tests,
 *   permits, the school's cars).
 * - Wei, a Flushing instructor whose first language is Mandarin (students, road tests in Queens, the
 *   5-hour class; short, careful English).
 * - Brianna, a Brooklyn instructor who also teaches the 5-hour pre-licensing course (all lower case, lots
 *   of emoji).
 * - Sal, an old-school Bronx driving school owner (the fleet, insurance, the DMV; gruff, clipped, typos).
 * - Denise, who runs a commercial (CDL) truck-driving school on Long Island with staff (students, yard
 *   time, DOT paperwork; long organised messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
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
  num,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
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
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDTWENTYTHIRD_ASK: HeldOutItem[] = [
  // London: Gary
  london(
    'remind me 8am tmrw ring Kayleigh re her test at Chelmsford, shes panicking mate',
    task('ring Kayleigh re her test at Chelmsford', l('11-12 08:00')),
    task('ring Kayleigh re her test at Chelmsford, shes panicking', l('11-12 08:00')),
  ),
  london(
    'dual control car in for service fri 9. remind me thurs night to clear the boot out cheers',
    task('clear the boot out', l('11-12 20:00')),
  ),
  london(
    'need to invoice Connors dad for the 10 hr block booking by fri mate',
    task('invoice Connors dad for the 10 hr block booking', l('11-13')),
  ),
  london('tmrw: pick up Connor 7:30 from Writtle, fuel the car, drop the L plates back to Ellies mum', [
    task('pick up Connor from Writtle', l('11-12 07:30')),
    task('fuel the car', l('11-12')),
    task('drop the L plates back to Ellies mum', l('11-12')),
  ]),
  london('Chelmsford test Ellie 2/12 10:14', task('Chelmsford test Ellie', l('12-02 10:14')), unclear),
  london('Jordan passed first time at Chelmsford this morning, 2 minors. buzzing mate', NO_CHANGE),
  // London: Nasreen
  london(
    'Acha remind me tomorrow 4pm to book theory test for Ayesha, she is ready now inshallah',
    task('book theory test for Ayesha', l('11-12 16:00')),
    task('book theory test for Ayesha, she is ready now', l('11-12 16:00')),
  ),
  london('Friday I have to collect the mirror for passenger side from Halfords and call Sana mother about lessons timing. theek hai', [
    task('collect the mirror for passenger side from Halfords', l('11-13')),
    task('call Sana mother about lessons timing', l('11-13')),
  ]),
  london(
    'Please remind me 13/11 7 in morning to pick Fatima for her Kingstanding test, test is 8:40',
    task('pick Fatima for her Kingstanding test', l('11-13 07:00')),
    task('pick Fatima for her Kingstanding test, test is 8:40', l('11-13 07:00')),
  ),
  london(
    'every Sunday evening remind me to send next week timings to all my girls',
    task('send next week timings to all my girls', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london('Alhamdulillah Zainab passed today at Kingstanding, only 3 minor. She was crying in the car 😭', NO_CHANGE),
  // London: Rhys
  london(
    'remind me Monday 8 to book the MOT for the Corsa, it runs out on the 28th, diolch',
    task('book the MOT for the Corsa', l('11-16 08:00')),
    task('book the MOT for the Corsa, it runs out on the 28th', l('11-16 08:00')),
  ),
  london(
    "I'll ring Bethan about her mock now in a minute, remind me in half an hour in case I forget tidy",
    task('ring Bethan about her mock', inMinutes(30)),
  ),
  london('For next week: Mon print the mock test sheets, Tues 9am start the intensive with Owain, Thurs pay the insurance on the Corsa', [
    task('print the mock test sheets', l('11-16')),
    task('start the intensive with Owain', l('11-17 09:00')),
    task('pay the insurance on the Corsa', l('11-19')),
  ]),
  london('Tidy day, Owain did the big roundabout on Fabian Way without stalling once. Proud of him now.', NO_CHANGE),
  // London: Moira
  london(
    "Good afternoon. Could you remind me the morn at 9 to go over next week's rota with Callum? He's asked for Thursday off and I'll need to move two of his pupils over to Fiona.",
    task("go over next week's rota with Callum", l('11-12 09:00')),
  ),
  london(
    'Aye, a couple of things for the end of the month please: on Monday the 30th, chase the franchise fees from Callum and Derek, and on the 1st of December renew the booking system subscription before it lapses.',
    [task('chase the franchise fees from Callum and Derek', l('11-30')), task('renew the booking system subscription', l('12-01'))],
    [
      task('chase the franchise fees from Callum and Derek', l('11-30')),
      task('renew the booking system subscription before it lapses', l('12-01')),
    ],
  ),
  london(
    "I need to sort out the double booking in the system for Fiona's Friday morning before 6 tonight. Top priority, the confirmation emails go out then.",
    task("sort out the double booking in the system for Fiona's Friday morning", l('11-11 18:00'), { important: true }),
  ),
  london(
    "Could you put in a reminder for first thing on Friday to check Derek's pupils have all had their progress reports? The parents have been asking.",
    task("check Derek's pupils have all had their progress reports", l('11-13 09:00')),
  ),
  london("Derek's pupil passed at Musselburgh this morning, his fourth pass this month. He's fair chuffed, and so am I.", NO_CHANGE),
  // London: Tom
  london(
    'remind me sat 7am load the cones and the bikes in the van for the cbt innit',
    task('load the cones and the bikes in the van for the cbt', l('11-14 07:00')),
  ),
  london(
    'need to get new visors for the loan helmets and order another hi vis pack innit',
    [task('get new visors for the loan helmets'), task('order another hi vis pack')],
    task('get new visors for the loan helmets and order another hi vis pack'),
  ),
  london(
    'in 2 hours remind me text the lad who booked thursday cbt about bringing his licence',
    task('text the lad who booked thursday cbt about bringing his licence', inMinutes(120)),
  ),
  london(
    'every sunday night remind me check the tyre pressures on all the training bikes innit',
    task('check the tyre pressures on all the training bikes', l('11-15 20:00'), { repeat: every('week') }),
  ),
  london('had a kid drop the 125 on the pad today nobody hurt mirrors fine bless him', NO_CHANGE),

  // New York: Carlos
  newYork(
    'Oye remind me mañana 7am to take the Corolla to get gas before the road test in North Bergen, the student is at 8:30',
    task('take the Corolla to get gas before the road test in North Bergen', n('11-12 07:00')),
    task('take the Corolla to get gas before the road test in North Bergen, the student is at 8:30', n('11-12 07:00')),
  ),
  newYork(
    'hoy a las 4 remind me call the mother of Jeremy, his permit expire next month',
    task('call the mother of Jeremy', n('11-11 16:00')),
    task('call the mother of Jeremy, his permit expire next month', n('11-11 16:00')),
  ),
  newYork('Viernes: renew the registration of the Civic, pick up the new magnet signs for the cars, y pagar the tolls EZ-Pass', [
    task('renew the registration of the Civic', n('11-13')),
    task('pick up the new magnet signs for the cars', n('11-13')),
    task('pagar the tolls EZ-Pass', n('11-13')),
  ]),
  newYork('Ay qué día, my student hit the curb in the parallel parking at North Bergen, fail. Pobrecito', NO_CHANGE),
  // New York: Wei
  newYork(
    'Please remind me tomorrow 6pm. Call student Li Na, confirm road test Saturday in College Point.',
    task('Call student Li Na, confirm road test Saturday in College Point', n('11-12 18:00')),
  ),
  newYork('Next Monday 9am remind me print certificates for 5-hour class.', task('print certificates for 5-hour class', n('11-16 09:00'))),
  newYork(
    'Need to wash car and change wiper. By Friday.',
    [task('wash car', n('11-13')), task('change wiper', n('11-13'))],
    task('wash car and change wiper', n('11-13')),
  ),
  newYork('Today student Mr. Zhang pass road test. Third time. Very happy for him.', NO_CHANGE),
  // New York: Brianna
  newYork(
    'remind me tonight to email the 5 hour class roster to the dmv lady 📝✨',
    task('email the 5 hour class roster to the dmv lady', n('11-11 20:00')),
  ),
  newYork(
    "ok so tmrw at 1 i have a lesson w destiny in bay ridge and then remind me at 3 to grab more snacks for saturday's 5 hr class 🍿🥤",
    task("grab more snacks for saturday's 5 hr class", n('11-12 15:00')),
    [task('lesson w destiny in bay ridge', n('11-12 13:00')), task("grab more snacks for saturday's 5 hr class", n('11-12 15:00'))],
  ),
  newYork(
    'URGENT 🚨 renew my instructor license before it expires on the 20th 😩😩',
    task('renew my instructor license', n('11-20'), { important: true }),
    task('renew my instructor license', n('11-19'), { important: true }),
  ),
  newYork('lmaooo a student today asked if she could use her phone gps during the road test 💀💀', NO_CHANGE),
  // New York: Sal
  newYork('remind me fri 10am insurance guy re the van 3 claim', task('insurance guy re the van 3 claim', n('11-13 10:00'))),
  newYork('tmrw 8am. dmv for the school licence renewl. dont let me forget', task('dmv for the school licence renewl', n('11-12 08:00'))),
  newYork(
    'gotta get brakes done on car 2 and tires on car 5. an call the sign guy',
    [task('get brakes done on car 2'), task('get tires on car 5'), task('call the sign guy')],
    [task('get brakes done on car 2 and tires on car 5'), task('call the sign guy')],
  ),
  newYork('eod today call the fleet insurance re renewal', task('call the fleet insurance re renewal', n('11-11 17:00'))),
  newYork('insurance went up agn 12 percnt. unbelievable', NO_CHANGE),
  // New York: Denise
  newYork(
    'Good morning. A few items, please: tomorrow at 7am, confirm the yard schedule with Mike for the Class A students; Friday, submit the DOT drug testing paperwork for the three new enrollees; and Monday at 10, call the insurance broker about adding the new tractor to the policy.',
    [
      task('confirm the yard schedule with Mike for the Class A students', n('11-12 07:00')),
      task('submit the DOT drug testing paperwork for the three new enrollees', n('11-13')),
      task('call the insurance broker about adding the new tractor to the policy', n('11-16 10:00')),
    ],
  ),
  newYork(
    'Could you set a reminder for the first of every month to reconcile our ELDT entries in the FMCSA registry? Starting December 1st, please.',
    task('reconcile our ELDT entries in the FMCSA registry', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'I need to renew the fire extinguisher inspection for the yard trailers by the end of the month.',
    task('renew the fire extinguisher inspection for the yard trailers', n('11-30')),
    task('renew the fire extinguisher inspection for the yard trailers', n('11-30 17:00')),
  ),
  newYork(
    "Just so you know, all four of last week's Class B students passed their skills test on the first attempt. The team did an outstanding job.",
    NO_CHANGE,
  ),
];

export const HUNDREDTWENTYTHIRD_SNOOZE: HeldOutItem[] = [
  // London: Gary
  within(reminded('ring Kayleigh re her test at Chelmsford', l('11-11 15:00')), london('on a lesson mate, 45 mins', snoozeFor(45))),
  within(
    reminded('invoice Connors dad for the 10 hr block booking', l('11-11 15:00')),
    london('tonight mate when im home', snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(reminded('fuel the car', l('11-11 15:00')), london('l8r cheers', snoozeFor(60))),
  within(
    reminded('book Ellie a mock round the Chelmsford routes', l('11-11 15:00')),
    london('fri mate shes away till then', snoozeUntil(l('11-13 09:00')), snoozeUntil(l('11-13')), move(ctx, '2026-11-13', null)),
  ),
  // London: Nasreen
  within(
    reminded('book theory test for Ayesha', l('11-11 15:00')),
    london('Acha not now, I am on lesson with Hira. After 5 please', snoozeUntil(l('11-11 17:00')), move(ctx, '2026-11-11', '17:00')),
  ),
  within(
    reminded('call Sana mother about lessons timing', l('11-11 15:00')),
    london('She is at work till 6, remind me 6:30 theek hai', snoozeUntil(l('11-11 18:30')), move(ctx, '2026-11-11', '18:30')),
  ),
  within(
    reminded('collect the mirror for passenger side from Halfords', l('11-11 15:00')),
    london(
      'Tomorrow inshallah, they are closing early today',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(reminded('order new L plates', l('11-11 15:00')), london('give me 2 hours please, back to back lessons', snoozeFor(120))),
  // London: Rhys
  within(reminded('book the MOT for the Corsa', l('11-11 15:00')), london('now in a minute, give us 10', snoozeFor(10))),
  within(
    reminded('ring Bethan about her mock', l('11-11 15:00')),
    london("Bethan's in college till 4, remind me then diolch", snoozeUntil(l('11-11 16:00')), move(ctx, '2026-11-11', '16:00')),
  ),
  within(
    reminded('print the mock test sheets', l('11-11 15:00')),
    london("Printer's out of ink, Monday tidy", snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16')), move(ctx, '2026-11-16', null)),
  ),
  // London: at 15:00 "at 9" has gone by: tomorrow 9am, or tonight 9pm
  within(
    reminded('pay the insurance on the Corsa', l('11-11 15:00')),
    london('remind me at 9 will you, diolch', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-11 21:00'))),
  ),
  // London: Moira
  within(
    reminded("go over next week's rota with Callum", l('11-11 15:00')),
    london(
      "Callum's out on a lesson till half four, so could you remind me again then? Aye, half four.",
      snoozeUntil(l('11-11 16:30')),
      move(ctx, '2026-11-11', '16:30'),
    ),
  ),
  within(
    reminded('chase the franchise fees from Callum and Derek', l('11-11 15:00')),
    london(
      "I'd rather leave this until Monday morning, when they're both in the office for the team meeting.",
      snoozeUntil(l('11-16 09:00')),
      move(ctx, '2026-11-16', '09:00'),
    ),
  ),
  within(
    reminded('renew the booking system subscription', l('11-11 15:00')),
    london("Not just now, I'm on the phone to a parent. Give me an hour or so.", snoozeFor(60)),
  ),
  within(
    reminded("sort out Fiona's pupil transfers", l('11-11 15:00')),
    london("Not yet, I'm still waiting on Fiona to tell me which evenings she can do.", NO_CHANGE),
  ),
  // London: Tom
  within(
    reminded('load the cones and the bikes in the van for the cbt', l('11-11 15:00')),
    london('later innit im out on the pad', snoozeFor(60)),
  ),
  within(
    reminded('get new visors for the loan helmets', l('11-11 15:00')),
    london('saturday morning innit ill be passing the shop', snoozeUntil(l('11-14 09:00')), move(ctx, '2026-11-14', '09:00')),
  ),
  within(
    reminded('text the lad who booked thursday cbt about bringing his licence', l('11-11 15:00')),
    london('hes at work till 5 do it then', snoozeUntil(l('11-11 17:00')), move(ctx, '2026-11-11', '17:00')),
  ),
  within(
    reminded('order another hi vis pack', l('11-11 15:00')),
    london('not yet waiting on the supplier to get back to me innit', NO_CHANGE),
  ),

  // New York: Carlos
  within(
    reminded('call the mother of Jeremy', n('11-11 10:00')),
    newYork('ahorita no, estoy en clase con un estudiante, en una hora', snoozeFor(60)),
  ),
  within(
    reminded('renew the registration of the Civic', n('11-11 10:00')),
    newYork(
      'the MVC is close today por el Veterans Day, mañana',
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(
    reminded('pick up the new magnet signs for the cars', n('11-11 10:00')),
    newYork('después de las 2, the shop open at 2', snoozeUntil(n('11-11 14:00')), move(ctx, '2026-11-11', '14:00')),
  ),
  within(reminded('schedule the road test for Kevin', n('11-11 10:00')), newYork('dame 20 minutos porfa', snoozeFor(20))),
  // New York: Wei
  within(
    reminded('Call student Li Na, confirm road test Saturday in College Point', n('11-11 10:00')),
    newYork('She is in school now. Please remind me 3:30pm.', snoozeUntil(n('11-11 15:30')), move(ctx, '2026-11-11', '15:30')),
  ),
  within(
    reminded('print certificates for 5-hour class', n('11-11 10:00')),
    newYork('Printer broken. Tomorrow morning please.', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(
    reminded('wash car', n('11-11 10:00')),
    newYork('Raining today. Saturday.', snoozeUntil(n('11-14 09:00')), snoozeUntil(n('11-14')), move(ctx, '2026-11-14', null)),
  ),
  within(reminded('change wiper', n('11-11 10:00')), newYork('I am driving with student. 2 hours later please.', snoozeFor(120))),
  // New York: Brianna
  within(
    reminded('email the 5 hour class roster to the dmv lady', n('11-11 10:00')),
    newYork('not rn im literally teaching parallel parking 😭 later', snoozeFor(60)),
  ),
  within(
    reminded("grab more snacks for saturday's 5 hr class", n('11-11 10:00')),
    newYork('friday night is fine lol 🍿', snoozeUntil(n('11-13 20:00')), move(ctx, '2026-11-13', '20:00')),
  ),
  // New York: at 10:00 "at 8" has gone by: tonight 8pm, or tomorrow 8am
  within(
    reminded('renew my instructor license', n('11-11 10:00')),
    newYork('remind me at 8 🙏', snoozeUntil(n('11-11 20:00')), snoozeUntil(n('11-12 08:00'))),
  ),
  // New York: Sal
  within(reminded('insurance guy re the van 3 claim', n('11-11 10:00')), newYork('busy. 1hr', snoozeFor(60))),
  within(
    reminded('dmv for the school licence renewl', n('11-11 10:00')),
    newYork('line round the block. tmrw', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12')), move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('get brakes done on car 2', n('11-11 10:00')),
    newYork(
      'mechanic cant take it til monday. remind me monday',
      snoozeUntil(n('11-16 09:00')),
      snoozeUntil(n('11-16')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  within(reminded('call the sign guy', n('11-11 10:00')), newYork('not yet. he aint callin back', NO_CHANGE)),
  // New York: Denise
  within(
    reminded('confirm the yard schedule with Mike for the Class A students', n('11-11 10:00')),
    newYork(
      'Mike is out on the range with a student until about 1; please remind me again at 1:15.',
      snoozeUntil(n('11-11 13:15')),
      move(ctx, '2026-11-11', '13:15'),
    ),
  ),
  within(
    reminded('submit the DOT drug testing paperwork for the three new enrollees', n('11-11 10:00')),
    newYork(
      "We're still missing one of the lab results, so let's push this to Thursday afternoon, around 2.",
      snoozeUntil(n('11-12 14:00')),
      move(ctx, '2026-11-12', '14:00'),
    ),
  ),
  within(
    reminded('call the insurance broker about adding the new tractor to the policy', n('11-11 10:00')),
    newYork("I'm in the middle of a pre-trip inspection demo with the new cohort; give me three hours.", snoozeFor(180)),
  ),
  within(
    reminded('renew the fire extinguisher inspection for the yard trailers', n('11-11 10:00')),
    newYork("Not yet. The inspection company still hasn't given me a date.", NO_CHANGE),
  ),
];

export const HUNDREDTWENTYTHIRD_DONE: HeldOutItem[] = [
  // London: Gary
  within(reminded('ring Kayleigh re her test at Chelmsford'), london('done mate, shes calmed down now', done())),
  london('invoiced Connors dad, cheers', done(words('Connors dad'))),
  within(
    listed('clear the boot out', 'book Ellie a mock round the Chelmsford routes', 'top up the screenwash in the dual control'),
    london('1 and 3 done mate', [done(num(1)), done(num(3))]),
  ),
  london('dual control pedal sticking again, garage says next week', NO_CHANGE),
  // London: Nasreen
  within(reminded('book theory test for Ayesha'), london('Booked acha, 2 December at the Birmingham centre', done())),
  london('Halfords mirror collected and fitted alhamdulillah', done(words('mirror'))),
  within(
    listed('call Sana mother about lessons timing', 'order new L plates', 'send next week timings to all my girls'),
    london('sab ho gaya, all 3 done', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(
    which('pick Fatima for her Kingstanding test', 'pick Fatima for her theory test'),
    london('Kingstanding wala, done', done(num(1)), [answer(1)]),
  ),
  // London: Rhys
  within(reminded('book the MOT for the Corsa'), london('Done, booked in for the 24th, diolch', done())),
  london("Owain's intensive is all finished and he's booked his test. Tick that one off, tidy", done(words('intensive with Owain'))),
  within(
    listed('print the mock test sheets', 'pay the insurance on the Corsa', 'ring Bethan about her mock'),
    london('2 and 3 done now', [done(num(2)), done(num(3))]),
  ),
  london('Mock sheets printed and the Corsa insurance paid, diolch', [done(words('mock sheets')), done(words('Corsa insurance'))]),
  // London: Moira
  within(
    reminded("go over next week's rota with Callum"),
    london("Aye, that's done. Callum's got his Thursday off and Fiona's taking two of his pupils.", done()),
  ),
  london('The franchise fees are in from both Callum and Derek at last, so please mark that one as done.', done(words('franchise fees'))),
  within(
    listed(
      'renew the booking system subscription',
      "sort out the double booking in the system for Fiona's Friday morning",
      'order the new roof signs for the cars',
      'book the annual check test for Derek',
    ),
    london(
      "One, two and four are all done. The roof signs are still with the printer; they've spelled Edinburgh wrong, believe it or not.",
      [done(num(1)), done(num(2)), done(num(4))],
    ),
  ),
  london("The booking system's been down since lunchtime and half of Fiona's pupils can't see their slots. Honestly.", NO_CHANGE),
  // London: Tom
  within(reminded('load the cones and the bikes in the van for the cbt'), london('all loaded innit', done())),
  london('got the new visors sorted for the loan helmets', done(words('visors'))),
  within(
    listed('text the lad who booked thursday cbt about bringing his licence', 'order another hi vis pack', 'get the 125 serviced'),
    london('did 1 and 2 innit 3 is next week', [done(num(1)), done(num(2))]),
  ),
  within(reminded('get the 125 serviced'), london('garage cant fit it in till december innit gutted', NO_CHANGE)),

  // New York: Carlos
  within(reminded('call the mother of Jeremy'), newYork('ya la llamé, she gonna renew the permit this week', done())),
  newYork('listo the registration of the Civic, renewed online gracias a Dios', done(words('registration of the Civic'))),
  within(
    listed('renew the registration of the Civic', 'pick up the new magnet signs for the cars', 'pagar the tolls EZ-Pass'),
    newYork('el 2 y el 3 done', [done(num(2)), done(num(3))]),
  ),
  within(which('take the Corolla to get gas', 'take the Corolla for oil change'), newYork('el de gas, ya', done(num(1)), [answer(1)])),
  newYork('the Civic have a flat tire this morning in Newark, qué mala suerte', NO_CHANGE),
  // New York: Wei
  within(reminded('Call student Li Na, confirm road test Saturday in College Point'), newYork('Done. She confirm Saturday 9:20.', done())),
  newYork('Certificates for 5-hour class already printed. Please mark done.', done(words('certificates'))),
  within(
    listed('wash car', 'change wiper', 'buy new cones for parking practice'),
    newYork('1 and 2 finish. 3 not yet.', [done(num(1)), done(num(2))]),
  ),
  within(reminded('buy new cones for parking practice'), newYork('Store no have orange cones. I try other store.', NO_CHANGE)),
  // New York: Brianna
  within(reminded('email the 5 hour class roster to the dmv lady'), newYork('sent!! ✅✅', done())),
  newYork("got the snacks for saturday's class 🍪🧃 check that off", done(words('snacks'))),
  newYork('renewed my instructor license finally 🥳 and paid the parking ticket ugh', [
    done(words('instructor license')),
    done(words('parking ticket')),
  ]),
  newYork('my student stalled 4 times on flatbush ave today i aged 10 years 😭🚗', NO_CHANGE),
  // New York: Sal
  within(reminded('insurance guy re the van 3 claim'), newYork('talked to him. done', done())),
  newYork('brakes car 2 done. tires car 5 done.', [done(words('brakes car 2')), done(words('tires car 5'))]),
  within(
    listed('dmv for the school licence renewl', 'call the sign guy', 'pay the fleet insurance'),
    newYork('all 3 done finaly', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  newYork('car 3 got rear endd on jerome ave. nobody hurt. student shook up', NO_CHANGE),
  // New York: Denise
  within(
    reminded('confirm the yard schedule with Mike for the Class A students'),
    newYork("Yes, that's done. Mike has the Class A group in the yard Tuesday and Thursday mornings through December.", done()),
  ),
  newYork(
    'Please mark the DOT drug testing paperwork as complete; the last lab result came in this morning and everything has been submitted.',
    done(words('DOT drug testing paperwork')),
  ),
  within(
    listed(
      'call the insurance broker about adding the new tractor to the policy',
      'renew the fire extinguisher inspection for the yard trailers',
      'update the ELDT entries for the October graduates',
      'order new cones for the backing range',
    ),
    newYork(
      "Items one and three are done. The extinguisher company is coming Monday, and I'm holding off on the cones until we see the budget.",
      [done(num(1)), done(num(3))],
    ),
  ),
  newYork(
    'One of our Class A students backed the trailer into the fence on the range this morning. No injuries, minor damage, and he took it well.',
    NO_CHANGE,
  ),
];

export const HUNDREDTWENTYTHIRD_CORRECTION: HeldOutItem[] = [
  // London: Gary
  within(just('ring Kayleigh re her test at Chelmsford', l('11-12 08:00')), london('nah 7 mate shes on earlies', move(ctx, null, '07:00'))),
  within(
    just('invoice Connors dad for the 10 hr block booking', l('11-13')),
    london('its a 20 hr block not 10', rename(ctx, 'invoice Connors dad for the 20 hr block booking')),
  ),
  within(
    just('Chelmsford test Ellie', l('12-02 10:14')),
    london('sorry 3/12 not 2/12 mate', move(ctx, '2026-12-03', null), move(ctx, '2026-12-03', '10:14')),
  ),
  london('move the boot clear out to sat morning cheers', move(words('boot'), '2026-11-14', '09:00')),
  london('Chelmsford have moved my 2 test slots next week over to Basildon, nightmare', NO_CHANGE),
  // London: Nasreen
  within(
    just('book theory test for Ayesha', l('11-12 16:00')),
    london('Sorry not Ayesha, Aisha with i. Two different girls 😅', rename(ctx, 'book theory test for Aisha')),
  ),
  within(
    just('pick Fatima for her Kingstanding test', l('11-13 07:00')),
    london('Acha sorry 7:30 not 7, she live close only', move(ctx, null, '07:30')),
  ),
  within(
    just('call Sana mother about lessons timing', l('11-13')),
    london('No I mean Thursday, Friday she go to her nani house', move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('collect the mirror for passenger side from Halfords', l('11-11 15:00')),
    london('Driver side mirror not passenger, sorry. theek hai', rename(ctx, 'collect the mirror for driver side from Halfords')),
  ),
  // London: Rhys
  within(
    just('book the MOT for the Corsa', l('11-16 08:00')),
    london("Not the Corsa, it's the Fiesta MOT that's due, diolch", rename(ctx, 'book the MOT for the Fiesta')),
  ),
  within(
    just('start the intensive with Owain', l('11-17 09:00')),
    london('Tidy but make it half 8, we got a lot to cover', move(ctx, null, '08:30')),
  ),
  within(
    just('pay the insurance on the Corsa', l('11-19')),
    london('Actually the Wednesday not the Thursday, the direct debit goes out on the 19th', move(ctx, '2026-11-18', null)),
  ),
  within(
    reminded('ring Bethan about her mock', l('11-11 15:00')),
    london(
      "Can you put that to tomorrow 5 instead, she's texted me she's busy",
      move(ctx, '2026-11-12', '17:00'),
      snoozeUntil(l('11-12 17:00')),
    ),
  ),
  // London: Moira
  within(
    just("go over next week's rota with Callum", l('11-12 09:00')),
    london('Sorry, I should have said half ten, not nine. Callum has a pupil at nine the morn.', move(ctx, null, '10:30')),
  ),
  within(
    just('chase the franchise fees from Callum and Derek', l('11-30')),
    london(
      "Apologies, that ought to be Callum and Stuart; Derek's paid up already.",
      rename(ctx, 'chase the franchise fees from Callum and Stuart'),
    ),
  ),
  london(
    "Could you move the booking system renewal to Friday the 27th? I'd rather not leave it to the last day.",
    move(words('booking system'), '2026-11-27', null),
  ),
  london("Fiona's now saying she can do Saturdays after all, which changes things a wee bit for the rota, but we'll see.", NO_CHANGE),
  // London: Tom
  within(
    just('load the cones and the bikes in the van for the cbt', l('11-14 07:00')),
    london('make it 6 innit first lot are in at 8', move(ctx, null, '06:00')),
  ),
  within(
    just('text the lad who booked thursday cbt about bringing his licence', inMinutes(120)),
    london('its friday cbt not thursday my bad', rename(ctx, 'text the lad who booked friday cbt about bringing his licence')),
  ),
  london(
    'push the 125 service to next tues innit',
    move(words('125 service'), '2026-11-17', null),
    move(words('125 service'), '2026-11-24', null),
  ),
  london('sat cbt got moved to the car park round the back of the retail park innit same time', NO_CHANGE),

  // New York: Carlos
  within(
    just('take the Corolla to get gas before the road test in North Bergen', n('11-12 07:00')),
    newYork(
      'no no, is the Civic not the Corolla, the Corolla is in the shop',
      rename(ctx, 'take the Civic to get gas before the road test in North Bergen'),
    ),
  ),
  within(
    just('call the mother of Jeremy', n('11-11 16:00')),
    newYork('perdón a las 5, ella sale del trabajo a las 5', move(ctx, null, '17:00')),
  ),
  newYork('cambia lo de los magnet signs para el lunes porfa', move(words('magnet signs'), '2026-11-16', null)),
  within(just('pagar the tolls EZ-Pass', n('11-13')), newYork('No, 11/12, the late fee start Friday', move(ctx, '2026-11-12', null))),
  // New York: Wei
  within(
    just('Call student Li Na, confirm road test Saturday in College Point', n('11-12 18:00')),
    newYork('Sorry, road test is Sunday, not Saturday.', rename(ctx, 'Call student Li Na, confirm road test Sunday in College Point')),
  ),
  within(
    just('print certificates for 5-hour class', n('11-16 09:00')),
    newYork('Not Monday. Sunday please, class is Monday morning.', move(ctx, '2026-11-15', null), move(ctx, '2026-11-15', '09:00')),
  ),
  within(just('buy new cones for parking practice', n('11-12 15:00')), newYork('Sorry not 3pm. 1pm.', move(ctx, null, '13:00'))),
  newYork('Road test of Mr. Zhang sister change to Jamaica. Same day.', NO_CHANGE),
  // New York: Brianna
  within(
    just('email the 5 hour class roster to the dmv lady', n('11-11 20:00')),
    newYork('wait make it 6 i have a thing tonight 💃', move(ctx, null, '18:00')),
  ),
  within(
    just("grab more snacks for saturday's 5 hr class", n('11-12 15:00')),
    newYork("omg its sunday's class not saturday 🤦‍♀️", rename(ctx, "grab more snacks for sunday's 5 hr class")),
  ),
  newYork('move the license renewal thing to monday pls 🙏', move(words('license'), '2026-11-16', null)),
  newYork('the dmv moved kayla road test to red hook instead of coney island lol whatever 🤷‍♀️', NO_CHANGE),
  // New York: Sal
  within(
    just('insurance guy re the van 3 claim', n('11-13 10:00')),
    newYork('not van 3. van 4', rename(ctx, 'insurance guy re the van 4 claim')),
  ),
  within(
    just('dmv for the school licence renewl', n('11-12 08:00')),
    newYork('thurs no good. fri same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '08:00')),
  ),
  within(reminded('call the sign guy', n('11-11 10:00')), newYork('make it 2', move(ctx, null, '14:00'), snoozeUntil(n('11-11 14:00')))),
  newYork('dmv changd the forms agn. everything online now. good luck to me', NO_CHANGE),
  // New York: Denise
  within(
    just('confirm the yard schedule with Mike for the Class A students', n('11-12 07:00')),
    newYork(
      "A correction: that should be the Class B students, not Class A. Mike doesn't take the Class A group until January.",
      rename(ctx, 'confirm the yard schedule with Mike for the Class B students'),
    ),
  ),
  within(
    just('call the insurance broker about adding the new tractor to the policy', n('11-16 10:00')),
    newYork(
      'Sorry, I misspoke: Tuesday at 10, not Monday. The broker is out of the office on Mondays.',
      move(ctx, '2026-11-17', null),
      move(ctx, '2026-11-17', '10:00'),
    ),
  ),
  within(
    just('renew the fire extinguisher inspection for the yard trailers', n('11-30')),
    newYork(
      "On reflection, let's bring that forward to the 20th. The inspector books up fast before the holidays.",
      move(ctx, '2026-11-20', null),
    ),
  ),
  newYork('FYI, the FMCSA has pushed our ELDT audit back to February, which gives us some breathing room.', NO_CHANGE),
];
