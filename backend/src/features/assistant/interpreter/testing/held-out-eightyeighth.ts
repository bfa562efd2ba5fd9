/**
 * Held-out set eighty-eight (written as the eighty-sixth's late part): new tasks and repeating tasks from people who look after bodies,
 * babies, dogs and clients. On London time (day-first dates): a personal trainer in Manchester (PT
 * sessions, programmes, check-ins), a physiotherapist in Edinburgh (clinic slots, notes, insurers), a
 * doula in Bath (births on call, antenatal visits), a dog walker in Clapham (walks, keys, new clients),
 * a childminder in Sheffield (Ofsted, pick-ups, parents), a counsellor in Norwich (supervision, clients,
 * notes) and a hair braider in Peckham who writes some Nigerian Pidgin (appointments, hair orders,
 * deposits). On New York time (month-first dates): a yoga teacher in Williamsburg (classes, subs,
 * retreats), a massage therapist on the Upper West Side (clients, linens, licence renewal), the owner of
 * a home-health-aide agency in Flatbush who writes some Haitian Kreyòl (aides, shifts, Medicaid
 * paperwork), a dog groomer in Park Slope, an SAT tutor in Forest Hills (students, parents, practice
 * tests), a nail-salon owner in Flushing whose first language is Korean, and a boxing coach in the South
 * Bronx (fighters, gym rent, fight nights). Every message is read at Wednesday 11 November 2026, 15:00
 * in London and 10:00 in New York.
 */
import { type HeldOutItem, NO_CHANGE, done, every, inMinutes, l, london, n, newYork, task, within } from './held-out-kit';
import { EIGHTYEIGHTH_SNOOZE, EIGHTYEIGHTH_CORRECTION, EIGHTYEIGHTH_RAMBLE } from './held-out-eightyeighth-g';

/** A reminder for `title` was just sent ("Did you get to ...?"). */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});

/** The same job at each of several times a careful assistant might pick for a vague one ("tonight"). */
const at = (title: string, dues: string[], extra: { important?: boolean } = {}) => dues.map((due) => task(title, due, extra));

export const EIGHTYEIGHTH_ASK: HeldOutItem[] = [
  // London: the personal trainer in Manchester
  london('can u remind me to send Dan his new programme tmrw 7am pls', task('send Dan his new programme', l('11-12 07:00'))),
  london('um so yeah I need to, like, chase Kelly for her £240 block payment sometime friday and also order more resistance bands', [
    task('chase Kelly for her £240 block payment', l('11-13')),
    task('order more resistance bands'),
  ]),
  london('Dan hit a 140kg deadlift PB at 7 this morning, buzzing for him', NO_CHANGE),
  // London: the physiotherapist in Edinburgh
  london(
    "Need to ring Bupa re pre-auth for Mr Kerr's knee, 9:30 tomorrow",
    task("ring Bupa re pre-auth for Mr Kerr's knee", l('11-12 09:30')),
  ),
  london(
    'write up SOAP notes for the Kerr and Baillie appts by 6 tonight',
    task('write up SOAP notes for the Kerr and Baillie appts', l('11-11 18:00')),
  ),
  within(
    reminded('ring Bupa re pre-auth for Mr Kerr', l('11-11 14:30')),
    london('done ✅ they approved 6 sessions. now need to send Mr Kerr his appointment letter tomorrow', [
      done(),
      task('send Mr Kerr his appointment letter', l('11-12')),
    ]),
  ),
  // London: the doula in Bath
  london('pls add: antenatal visit Priya & Sam, thurs 2pm', task('antenatal visit Priya & Sam', l('11-12 14:00'))),
  london(
    "on call for Ellie from sat (she's 39+2) so remind me to charge the tens machine and pack the birth bag tomorrow eve",
    [task('charge the tens machine', l('11-12 18:00')), task('pack the birth bag', l('11-12 18:00'))],
    [task('charge the tens machine', l('11-12 19:00')), task('pack the birth bag', l('11-12 19:00'))],
    [task('charge the tens machine', l('11-12 20:00')), task('pack the birth bag', l('11-12 20:00'))],
  ),
  london('Ellie’s waters went at 4am, baby girl born 11.52, all well and home by tea time x', NO_CHANGE),
  // London: the dog walker in Clapham
  london('new client!! add meet and greet w Hugo the cockapoo sat 11', task('meet and greet w Hugo the cockapoo', l('11-14 11:00'))),
  london(
    'get a spare key cut for the Okafors b4 fri',
    task('get a spare key cut for the Okafors', l('11-13')),
    task('get a spare key cut for the Okafors', l('11-12')),
  ),
  // London: the childminder in Sheffield
  london(
    'ofsted on tues!! so need to tidy the garden area and update the risk assessments monday',
    [task('tidy the garden area', l('11-16')), task('update the risk assessments', l('11-16'))],
    [task('tidy the garden area'), task('update the risk assessments', l('11-16'))],
  ),
  london("Jayden's mum is picking him up at 4.30 today instead of 6", NO_CHANGE),
  // London: the counsellor in Norwich
  london(
    'remind me to email Anne to book supervision tomorrow after my 10am client',
    task('email Anne to book supervision', l('11-12 11:00')),
    task('email Anne to book supervision', l('11-12 10:50')),
  ),
  london("client L cancelled thurs 6pm so that slot's free now", NO_CHANGE),
  // London: the hair braider in Peckham
  london('abeg remind me collect £40 deposit from Funmi tomorrow o', task('collect £40 deposit from Funmi', l('11-12'))),
  london(
    'I go need order 6 packs of 1B expression braid, put am for tomorrow morning abeg',
    ...at('order 6 packs of 1B expression braid', [l('11-12 09:00'), l('11-12 08:00')]),
  ),
  london('Tola don pay her balance finally 🙌 Friday 10am still on', NO_CHANGE),

  // New York: the yoga teacher in Williamsburg
  newYork(
    'need a sub for my thursday 7am vinyasa, remind me to post in the teachers group chat tonight',
    ...at('post in the teachers group chat', [n('11-11 18:00'), n('11-11 19:00'), n('11-11 20:00')]),
  ),
  newYork('email Kat abt the Tulum retreat deposits by 11/20', task('email Kat abt the Tulum retreat deposits', n('11-20'))),
  newYork(
    "remind me to confirm the sub for saturday's 9am flow thursday at 3, no wait make it 4",
    task("confirm the sub for saturday's 9am flow", n('11-12 16:00')),
    task("confirm the sub for saturday's flow", n('11-12 16:00')),
  ),
  // New York: the massage therapist on the Upper West Side
  newYork(
    'remind me to renew my LMT license before 12/1!! important',
    task('renew my LMT license', n('12-01'), { important: true }),
    task('renew my LMT license', n('11-30'), { important: true }),
    task('renew my LMT license', n('12-01')),
    task('renew my LMT license', n('11-30')),
  ),
  newYork(
    'drop the linens at the laundromat on Amsterdam tmrw morning',
    ...at('drop the linens at the laundromat on Amsterdam', [n('11-12 09:00'), n('11-12 08:00')]),
  ),
  newYork(
    'remind me in 20 to switch the table warmer on before my 10:30',
    task('switch the table warmer on', inMinutes(20)),
    task('switch the table warmer on before my 10:30', inMinutes(20)),
  ),
  // New York: the home-health-aide agency owner in Flatbush
  newYork(
    'Bonjou, remind me to call Nadège about her Sunday shift demen 9am, mèsi',
    task('call Nadège about her Sunday shift', n('11-12 09:00')),
  ),
  newYork(
    'fòk mwen submit the Medicaid recert for Mrs. Joseph by friday, li ijan!!',
    task('submit the Medicaid recert for Mrs. Joseph', n('11-13'), { important: true }),
    task('submit the Medicaid recert for Mrs. Joseph', n('11-13')),
  ),
  newYork('Rose already covered the 8-4 shift at the Pierre house, tout bon', NO_CHANGE),
  // New York: the dog groomer in Park Slope
  newYork('remind me to order more oatmeal shampoo and the 7F blades', task('order more oatmeal shampoo and the 7F blades'), [
    task('order more oatmeal shampoo'),
    task('order the 7F blades'),
  ]),
  newYork('add Waffles the doodle full groom tmrw 2:30', task('Waffles the doodle full groom', n('11-12 14:30'))),
  // New York: the SAT tutor in Forest Hills
  newYork(
    "remind me to grade Maya's SAT practice test sat morning",
    ...at("grade Maya's SAT practice test", [n('11-14 09:00'), n('11-14 08:00'), n('11-14 10:00')]),
  ),
  newYork(
    'print 3 copies of bluebook practice test 5 and buy pencils monday',
    [task('print 3 copies of bluebook practice test 5', n('11-16')), task('buy pencils', n('11-16'))],
    [task('print 3 copies of bluebook practice test 5'), task('buy pencils', n('11-16'))],
  ),
  within(
    reminded("send Mrs. Chen Ethan's scores", n('11-11 09:30')),
    newYork("done. and remind me to write Ethan's next mock on sunday", [done(), task("write Ethan's next mock", n('11-15'))]),
  ),
  // New York: the nail-salon owner in Flushing
  newYork(
    "tomorrow morning 10 o'clock call the supplier for gel polish order, please remind",
    task('call the supplier for gel polish order', n('11-12 10:00')),
  ),
  newYork('Remind me pay Mrs Kim the shop rent friday. is 4200 this month', task('pay Mrs Kim the shop rent', n('11-13'))),
  // New York: the boxing coach in the South Bronx
  newYork(
    "yo remind me hit up the commission abt Junior's license monday 10am",
    task("hit up the commission abt Junior's license", n('11-16 10:00')),
  ),
  newYork(
    'remind me pay Hector for the new ring canvas 11/30, he said 1800 cash smh',
    task('pay Hector for the new ring canvas', n('11-30')),
  ),
  newYork('Marcus sparred 6 rounds at 5 this morning, looked sharp af', NO_CHANGE),
];

export const EIGHTYEIGHTH_RECURRING: HeldOutItem[] = [
  // London: the personal trainer in Manchester
  london(
    'every monday 7am remind me to send out the weekly check-in forms',
    task('send out the weekly check-in forms', l('11-16 07:00'), { repeat: every('week') }),
  ),
  london(
    'client weigh-ins every other friday at 6.30am starting this friday',
    task('client weigh-ins', l('11-13 06:30'), { repeat: every('week', 2) }),
  ),
  london('lol I train myself every morning at 6 anyway, before the first client', NO_CHANGE),
  // London: the physiotherapist in Edinburgh
  london(
    'remind me to chase outstanding insurer invoices on the 1st of every month',
    task('chase outstanding insurer invoices', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'every weekday at 8 check the clinic voicemail',
    task('check the clinic voicemail', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  // London: the doula in Bath
  london(
    "while I'm on call for Ellie remind me every night at 9 to charge my phone and check the car has fuel",
    [
      task('charge my phone', l('11-11 21:00'), { repeat: every('day') }),
      task('check the car has fuel', l('11-11 21:00'), { repeat: every('day') }),
    ],
    task('charge my phone and check the car has fuel', l('11-11 21:00'), { repeat: every('day') }),
  ),
  london(
    'antenatal group at the community centre every Tuesday 7pm, remind me an hour before',
    task('antenatal group at the community centre', l('11-17 18:00'), { repeat: every('week') }),
    task('antenatal group at the community centre', l('11-17 19:00'), { repeat: every('week') }),
  ),
  // London: the dog walker in Clapham
  london(
    'daily 12pm walk Pip and Biscuit on the common',
    task('walk Pip and Biscuit on the common', l('11-12 12:00'), { repeat: every('day') }),
  ),
  london('invoice all my clients every friday', task('invoice all my clients', l('11-13'), { repeat: every('week') })),
  london('the Hendersons want Monty walked every day next week while they’re in Lisbon, yay more £££', NO_CHANGE),
  // London: the childminder in Sheffield
  london(
    'remind me every sunday night to do the weekly menu plan for the kids',
    ...[l('11-15 19:00'), l('11-15 20:00'), l('11-15 21:00')].map((due) =>
      task('do the weekly menu plan for the kids', due, { repeat: every('week') }),
    ),
  ),
  london(
    'renew my paediatric first aid every 3 years, next one due 14/3/2027',
    task('renew my paediatric first aid', l('2027-03-14'), { repeat: every('year', 3) }),
  ),
  // London: the counsellor in Norwich
  london(
    "can you put in supervision with Anne, fortnightly thursdays at 10, next one's the 19th",
    task('supervision with Anne', l('11-19 10:00'), { repeat: every('week', 2) }),
  ),
  london(
    'every weekday at 5 remind me to lock the client notes cabinet',
    task('lock the client notes cabinet', l('11-11 17:00'), { repeat: every('weekday') }),
    task('lock the client notes cabinet', l('11-12 17:00'), { repeat: every('weekday') }),
  ),
  // London: the hair braider in Peckham
  london(
    'abeg every saturday 8am remind me to confirm all my appointments for the day',
    task('confirm all my appointments for the day', l('11-14 08:00'), { repeat: every('week') }),
    task('confirm all my appointments', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london('I dey braid every Saturday from 8 till late, no rest for me 😩', NO_CHANGE),

  // New York: the yoga teacher in Williamsburg
  newYork(
    'remind me to post the class schedule on IG every sunday at 6pm',
    task('post the class schedule on IG', n('11-15 18:00'), { repeat: every('week') }),
  ),
  newYork('pay studio rent on the 5th of every month', task('pay studio rent', n('12-05'), { repeat: every('month') })),
  newYork('I teach the 7am at the Bedford studio every tuesday and thursday, love that crew', NO_CHANGE),
  // New York: the massage therapist on the Upper West Side
  newYork(
    'renew the LMT registration every 3 years, next renewal is 12/31',
    task('renew the LMT registration', n('12-31'), { repeat: every('year', 3) }),
  ),
  newYork(
    'every morning at 8 remind me to check the booking app',
    task('check the booking app', n('11-12 08:00'), { repeat: every('day') }),
  ),
  // New York: the home-health-aide agency owner in Flatbush
  newYork(
    'chak lendi 9am remind me to send the aides their schedule for the week',
    task('send the aides their schedule for the week', n('11-16 09:00'), { repeat: every('week') }),
    task('send the aides their schedule', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'Medicaid recertification for all clients every 6 months, first batch due 1/15',
    task('Medicaid recertification for all clients', n('2027-01-15'), { repeat: every('month', 6) }),
  ),
  newYork(
    'remind me payroll timesheets every other friday, next one 11/20',
    task('payroll timesheets', n('11-20'), { repeat: every('week', 2) }),
  ),
  // New York: the dog groomer in Park Slope
  newYork('sharpen clipper blades every month on the 15th', task('sharpen clipper blades', n('11-15'), { repeat: every('month') })),
  newYork(
    'Mochi the shih tzu groom every 6 weeks, next one thu 12/3 11am',
    task('Mochi the shih tzu groom', n('12-03 11:00'), { repeat: every('week', 6) }),
    task('groom Mochi the shih tzu', n('12-03 11:00'), { repeat: every('week', 6) }),
  ),
  // New York: the SAT tutor in Forest Hills
  newYork(
    'every saturday at 9 practice test with the group',
    task('practice test with the group', n('11-14 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'text parents progress updates every other sunday starting this one',
    task('text parents progress updates', n('11-15'), { repeat: every('week', 2) }),
  ),
  // New York: the nail-salon owner in Flushing
  newYork(
    'every day 9:30 turn on the UV lamp and check sterilizer please remind',
    task('turn on the UV lamp and check sterilizer', n('11-12 09:30'), { repeat: every('day') }),
    [
      task('turn on the UV lamp', n('11-12 09:30'), { repeat: every('day') }),
      task('check sterilizer', n('11-12 09:30'), { repeat: every('day') }),
    ],
  ),
  newYork('Please remind me every month last day pay the supplier', task('pay the supplier', n('11-30'), { repeat: every('month') })),
  // New York: the boxing coach in the South Bronx
  newYork('weigh in all my fighters every friday 4pm', task('weigh in all my fighters', n('11-13 16:00'), { repeat: every('week') })),
  newYork('remind me pay the gym rent on the 1st of every month', task('pay the gym rent', n('12-01'), { repeat: every('month') })),
  newYork('we do fight night the last saturday of every month, this one already sold out 🔥', NO_CHANGE),
];

export const HELD_OUT_EIGHTYEIGHTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: EIGHTYEIGHTH_ASK,
  recurring: EIGHTYEIGHTH_RECURRING,
  snooze: EIGHTYEIGHTH_SNOOZE,
  correction: EIGHTYEIGHTH_CORRECTION,
  ramble: EIGHTYEIGHTH_RAMBLE,
};

export const HELD_OUT_EIGHTYEIGHTH: HeldOutItem[] = Object.values(HELD_OUT_EIGHTYEIGHTH_KINDS).flat();
