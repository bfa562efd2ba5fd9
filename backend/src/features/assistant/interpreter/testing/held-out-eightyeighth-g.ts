import { type HeldOutItem, NO_CHANGE, ctx, l, london, move, n, newYork, snoozeFor, snoozeUntil, task, within, words } from './held-out-kit';
import type { ConversationState } from '../intent';

/**
 * The people: fourteen self-employed carers and coaches. On London time (day-first dates): a
 * personal trainer in Manchester (PT sessions, programmes, check-ins), a physiotherapist in
 * Edinburgh (clinic slots, notes, insurers such as Bupa, Aviva and Axa), a doula in Bath (births on
 * call, antenatal visits), a dog walker in Clapham (walks, keys, new clients), a childminder in
 * Sheffield (Ofsted, pick-ups, parents), a counsellor in Norwich (supervision, clients, notes) and a
 * hair braider in Peckham who writes some Nigerian Pidgin (appointments, hair orders, deposits). On
 * New York time (month-first dates): a yoga teacher in Williamsburg (classes, subs, retreats), a
 * massage therapist on the Upper West Side (clients, linens, licence renewal), the owner of a
 * home-health-aide agency in Flatbush who writes some Haitian Kreyòl (aides, shifts, Medicaid
 * paperwork), a dog groomer in Park Slope, an SAT tutor in Forest Hills (students, parents, practice
 * tests), a nail-salon owner in Flushing whose first language is Korean, and a boxing coach in the
 * South Bronx (fighters, gym rent, fight nights). Every message is read at Wednesday 11 November
 * 2026, 15:00 in London and 10:00 in New York.
 */

/** daily has just sent "Did you get to <title>?" for a task due at `due`. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});

/** The task daily just added or changed, with nothing pending. */
const justAdded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  current: { title, due },
});

export const EIGHTYEIGHTH_SNOOZE: HeldOutItem[] = [
  // --- London ---
  within(
    reminded('check in with Dan re his programme', l('11-11 15:00')),
    london('cant rn mid session w a client, give me an hour', snoozeFor(60)),
  ),
  within(reminded('send Jo her new programme', l('11-11 15:00')), london('gimme 20 mins just finishing a PT sesh', snoozeFor(20))),
  london("snooze Liam's check-in until monday 9am", snoozeUntil(l('11-16 09:00'), words('check-in'))),
  london(
    'snooze the bupa invoices till tomorrow morning, clinic is rammed',
    snoozeUntil(l('11-12 09:00'), words('bupa invoices')),
    snoozeUntil(l('11-12 08:00'), words('bupa invoices')),
  ),
  within(
    reminded('call Aviva re Mr Clarke authorisation', l('11-11 15:00')),
    london("aviva line's jammed, been on hold 25 min. remind me in half an hour", snoozeFor(30)),
  ),
  within(
    reminded('antenatal visit notes for Priya', l('11-11 15:00')),
    london('at a birth, could be a while yet. remind me at 8 tonight x', snoozeUntil(l('11-11 20:00'))),
  ),
  london("push the keys for Mrs Okafor back 45 mins, I'm still out with the pack", snoozeFor(45, words('okafor'))),
  london('lol the whole pack snoozed on the sofa after 3 walks in the rain', NO_CHANGE),
  london(
    'push the ofsted self eval to half 7 tonight when the kids have gone home',
    snoozeUntil(l('11-11 19:30'), words('ofsted self eval')),
    move(words('ofsted self eval'), '2026-11-11', '19:30'),
  ),
  within(
    reminded("ring Amelia's mum about pick-up", l('11-11 15:00')),
    london("she's not picking up, try me again at 4", snoozeUntil(l('11-11 16:00'))),
  ),
  within(
    reminded('write up session notes', l('11-11 15:00')),
    london('not now, back to back clients til 6. after that pls', snoozeUntil(l('11-11 18:00'))),
  ),
  within(reminded('supervision prep', l('11-11 15:00')), london('later x', snoozeFor(60), snoozeFor(120), NO_CHANGE)),
  london('remind me later', NO_CHANGE),
  within(
    reminded('call Adaeze about her knotless deposit', l('11-11 15:00')),
    london('abeg remind me in 2 hours time, client dey my chair', snoozeFor(120)),
  ),
  london(
    'shift the hair order reminder go tomorrow 10am abeg',
    snoozeUntil(l('11-12 10:00'), words('hair order')),
    move(words('hair order'), '2026-11-12', '10:00'),
  ),
  // --- New York ---
  within(
    reminded('find a sub for Thursday 7am flow', n('11-11 10:00')),
    newYork('teaching rn, ping me after class like 11:30', snoozeUntil(n('11-11 11:30'))),
  ),
  newYork(
    'snooze the retreat deposits thing to friday',
    snoozeUntil(n('11-13 12:00'), words('retreat deposits')),
    move(words('retreat deposits'), '2026-11-13', null),
  ),
  within(reminded('wash and fold the linens', n('11-11 10:00')), newYork('hands full w a client, 90 min', snoozeFor(90))),
  newYork('bump the license renewal reminder an hour, im oiled up to the elbows', snoozeFor(60, words('license renewal'))),
  within(reminded('submit Medicaid timesheets', n('11-11 10:00')), newYork('m pa ka kounye a, m nan yon meeting. 1 hour', snoozeFor(60))),
  within(
    reminded('aide schedule for Mrs Pierre', n('11-11 10:00')),
    newYork('demen maten pito, 8am', snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('call back the doodle lady about matting', n('11-11 10:00')), newYork('got a shih tzu on the table, 15', snoozeFor(15))),
  newYork('snooze the clipper blade order 2 hrs', snoozeFor(120, words('clipper blade'))),
  within(
    reminded('email Mrs Chen the practice test scores', n('11-11 10:00')),
    newYork('in a session til 1, hit me after', snoozeUntil(n('11-11 13:00'))),
  ),
  newYork('my kid literally snoozed thru the whole reading section lol, still went 480 to 520 tho', NO_CHANGE),
  within(
    reminded('order gel polish from supplier', n('11-11 10:00')),
    newYork('now very busy customer many. remind me 1 hour after please', snoozeFor(60)),
  ),
  newYork(
    'please the supply order reminder, change to tomorrow 9 oclock',
    snoozeUntil(n('11-12 09:00'), words('supply order')),
    move(words('supply order'), '2026-11-12', '09:00'),
  ),
  newYork(
    'yo snooze gym rent till 6 tonight, wrapping hands rn',
    snoozeUntil(n('11-11 18:00'), words('gym rent')),
    move(words('gym rent'), '2026-11-11', '18:00'),
  ),
  newYork("kid got snoozed in the 2nd round lmao. we'll be back", NO_CHANGE),
  within(
    reminded('sparring tape review', n('11-11 10:00')),
    newYork("can't today", snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', null), NO_CHANGE),
  ),
];

export const EIGHTYEIGHTH_CORRECTION: HeldOutItem[] = [
  // --- London ---
  within(
    justAdded('PT session with Hannah', l('11-12 15:00')),
    london('no wait make that 4 not 3', move(ctx, null, '16:00'), move(ctx, '2026-11-12', '16:00')),
  ),
  london("move Hannah's session to fri 7am, she's on lates", move(words('hannah'), '2026-11-13', '07:00')),
  london(
    'gym induction for the new lad is half 6 not 6 tmrw',
    move(words('induction'), '2026-11-12', '18:30'),
    move(words('induction'), null, '18:30'),
  ),
  london('can u shift the Mr Clarke follow up to thurs 2:15', move(words('clarke'), '2026-11-12', '14:15')),
  within(
    justAdded('send discharge letter to GP', l('11-13 12:00')),
    london('sorry meant monday not friday', move(ctx, '2026-11-16', null)),
  ),
  london('is the Axa reauth due the 20th or the 27th? cant find the letter', NO_CHANGE),
  within(
    reminded('antenatal visit with Sophie', l('11-11 15:00')),
    london(
      "she's asked if we can do it tmrw at 11 instead, so yes do that",
      move(ctx, '2026-11-12', '11:00'),
      snoozeUntil(l('11-12 11:00')),
    ),
  ),
  london('baby came at 4am!! mum and baby doing great, 3.4kg, home by 9', NO_CHANGE),
  london('the meet and greet on Lavender Hill is 5:30 now not 5', move(words('meet and greet'), null, '17:30')),
  london("Bella's owner changed the key safe code to 4471, all good", NO_CHANGE),
  london(
    "ofsted inspection's been moved to 3/12",
    move(words('ofsted'), '2026-12-03', null),
    move(words('ofsted inspection'), '2026-12-03', null),
  ),
  within(
    justAdded('collect Alfie from nursery', l('11-12 15:15')),
    london("it's half 3 actually, they changed the finish", move(ctx, null, '15:30'), move(ctx, '2026-11-12', '15:30')),
  ),
  london(
    'supervision with Ruth moved to next tuesday same time',
    move(words('supervision'), '2026-11-17', null),
    move(words('supervision'), '2026-11-24', null),
  ),
  london('my 2pm client cancelled so there is a gap now, might use it for notes', NO_CHANGE),
  within(
    justAdded('braids for Tolu', l('11-14 10:00')),
    london('abeg make am 9am, she wan reach church by 2', move(ctx, null, '09:00'), move(ctx, '2026-11-14', '09:00')),
  ),
  london('Funmi don shift her appointment to sunday 12', move(words('funmi'), '2026-11-15', '12:00')),
  london('na wa o, this customer don change her style three times since morning', NO_CHANGE),
  london('move it to later', NO_CHANGE),
  // --- New York ---
  within(
    justAdded("teach Maya's vinyasa", n('11-12 18:00')),
    newYork('wait its 6:30 not 6', move(ctx, null, '18:30'), move(ctx, '2026-11-12', '18:30')),
  ),
  newYork('push the call w the Tulum venue to 12/3 at 1', move(words('tulum'), '2026-12-03', '13:00')),
  within(
    reminded('deep tissue with Mr Alvarez', n('11-11 10:00')),
    newYork('he rescheduled, thursday 4:30', move(ctx, '2026-11-12', '16:30'), snoozeUntil(n('11-12 16:30'))),
  ),
  newYork('license renewal is due 1/15 not 12/15, fix that pls', move(words('license renewal'), '2027-01-15', null)),
  newYork('chanje shift Marie a pou vandredi 8am', move(words('marie'), '2026-11-13', '08:00')),
  within(justAdded('Medicaid recert for Mr Joseph', n('11-16 12:00')), newYork('non, se madi', move(ctx, '2026-11-17', null))),
  newYork(
    'the standard poodle at 2 is now 3, owner running late from work',
    move(words('poodle'), null, '15:00'),
    move(words('poodle'), '2026-11-11', '15:00'),
  ),
  newYork('finally moved the big dryer to the back room, 2 hrs of my life', NO_CHANGE),
  within(
    justAdded('practice test with Ethan', n('11-14 09:00')),
    newYork('make that 8:30, his mom wants him done before lunch', move(ctx, null, '08:30'), move(ctx, '2026-11-14', '08:30')),
  ),
  newYork("Sophia's parents want saturday instead of sunday, same time", move(words('sophia'), '2026-11-14', null)),
  newYork("is Ethan's test at 9 or 9:30 on sat? cant remember what I told his mom", NO_CHANGE),
  newYork('tomorrow inspection from city, change to friday 11am they call me', move(words('inspection'), '2026-11-13', '11:00')),
  within(justAdded('pay rent', n('11-15 12:00')), newYork('no no, rent is 1st of month. december 1', move(ctx, '2026-12-01', null))),
  newYork('fight night weigh in got moved up to friday 5pm', move(words('weigh in'), '2026-11-13', '17:00')),
  newYork('Dre moved up to 147, looks strong as hell on the pads', NO_CHANGE),
  within(
    reminded('sparring with Junior', n('11-11 10:00')),
    newYork("nah not today he's sick. do saturday same time", move(ctx, '2026-11-14', null), snoozeUntil(n('11-14 10:00'))),
  ),
];

export const EIGHTYEIGHTH_RAMBLE: HeldOutItem[] = [
  // --- London ---
  london(
    "ok so um quick one, remind me to send Jess her new hypertrophy block tomorrow at 9, and uh I need to book the squat rack for saturday 8am, oh and chase Tom for his £180, so yeah that's it cheers",
    [
      task('send Jess her new hypertrophy block', l('11-12 09:00')),
      task('book the squat rack', l('11-14 08:00')),
      task('chase Tom for his £180', null),
    ],
  ),
  london(
    "so the 6am lot absolutely smashed it today, Jess pulled 100kg for the first time, Tom finally paid up, and I've got nothing on till 5 so I'm just gonna eat and chill tbh",
    NO_CHANGE,
  ),
  london(
    'remind me to call the gym manager about the PT rent at 10 tmrw, no wait, make it 11, cos I have a 10 o clock, and um prep the new client forms',
    [task('call the gym manager about the PT rent', l('11-12 11:00')), task('prep the new client forms', null)],
  ),
  london(
    "so today was mental, six in a row, Mrs Fraser's knee is finally bending past 90 which, honestly, yay, and the Bupa portal was down again all morning, anyway just needed to vent, I'm off home",
    NO_CHANGE,
  ),
  london(
    "right, um, voice note while I walk to the car. I need to write up Mr Clarke's notes by 8 tonight, and email Axa about authorising his next six sessions, and order more kinesio tape, we're down to two rolls",
    [
      task("write up Mr Clarke's notes", l('11-11 20:00')),
      task('email Axa about authorising his next six sessions', null),
      task('order more kinesio tape', null),
    ],
  ),
  london(
    "hiya, so I'm on call from friday for Keeley, she's 38 weeks, um, can you remind me to pack the birth bag tomorrow, and ring Nat about backup cover, oh and put the antenatal with Rosie in for monday 10am. ta x",
    [task('pack the birth bag', l('11-12')), task('ring Nat about backup cover', null), task('antenatal with Rosie', l('11-16 10:00'))],
  ),
  london(
    "long night, Keeley's labour kicked off around 11 and baby arrived at 6:40 this morning, water birth, so calm, I'm home now and sleeping till whenever",
    NO_CHANGE,
  ),
  london(
    "omg so Biscuit rolled in fox poo again at 2, had to hose him down in the garden, owner was fine about it thankfully, and the new spaniel on Lavender Hill is an actual dream, ok that's my day lol",
    NO_CHANGE,
  ),
  london(
    "um so yeah new client, Priya on Northcote Road, two cockapoos, put in a meet and greet with Priya friday at 6, and I need to get Priya's keys cut, and, oh, invoice the Hendersons £240 for october",
    [
      task('meet and greet with Priya', l('11-13 18:00')),
      task("get Priya's keys cut", null),
      task('invoice the Hendersons £240 for october', null),
    ],
  ),
  london(
    "so um the little ones are napping, quick brain dump, pay my Ofsted fee by the 30th, it's £35, text Alfie's dad about the late pick up charge, and buy more wipes before friday",
    [
      task('pay my Ofsted fee', l('11-30')),
      task("text Alfie's dad about the late pick up charge", null),
      task('buy more wipes', l('11-13')),
    ],
    [
      task('pay my Ofsted fee', l('11-30')),
      task("text Alfie's dad about the late pick up charge", null),
      task('buy more wipes', l('11-12')),
    ],
  ),
  london(
    "honestly what a day, Maisie bit Theo at 10, Theo's mum was lovely about it, we did leaf printing after lunch and the lot of them were asleep by 2. ofsted can come whenever they like lol",
    NO_CHANGE,
  ),
  london(
    'so, um, two things. remind me to renew my BACP membership by the 30th, and book supervision with Ruth for thursday at 2, actually a third, order the new appointment cards',
    [
      task('renew my BACP membership', l('11-30')),
      task('book supervision with Ruth', l('11-12 14:00')),
      task('order the new appointment cards', null),
    ],
  ),
  london(
    "I think I'm just tired, supervision on monday felt heavy and I've got nine clients tomorrow, which is a lot, but it's fine, I'll have a bath and get an early night",
    NO_CHANGE,
  ),
  london(
    'abeg remind me tomorrow to order 6 packs of 613 braiding hair from the Rye Lane shop, and make you remind me friday to check Blessing deposit, she say she go pay £30. I dey tire sha',
    [task('order 6 packs of 613 braiding hair from the Rye Lane shop', l('11-12')), task('check Blessing deposit', l('11-13'))],
  ),
  london(
    'my sister, today na wahala. client come 2 hours late, then she say make I do boho knotless for normal knotless price. I don finish am sha, 8 hours. my back dey pain me',
    NO_CHANGE,
  ),
  london(
    'ok um so I need to, wait where was I, yeah, text Dan his macros for the cut, and book my own physio for next week sometime, my shoulder is wrecked',
    [task('text Dan his macros for the cut', null), task('book my own physio', null)],
    [task('text Dan his macros for the cut', null), task('book my own physio', l('11-16'))],
  ),
  // --- New York ---
  newYork(
    'ok so um walking to the studio, need to find a sub for my restorative class, and email the Tulum retreat people about the $2,500 deposit, oh and remind me to renew my liability insurance on 12/1',
    [
      task('find a sub for my restorative class', null),
      task('email the Tulum retreat people about the $2,500 deposit', null),
      task('renew my liability insurance', n('12-01')),
    ],
  ),
  newYork(
    'honestly class was so packed today, like 34 mats, people in the hallway, and the heater finally works after 3 weeks, so yeah just a good day lol',
    NO_CHANGE,
  ),
  newYork(
    'hey so uh, I need to pick up the linens from the laundromat on Amsterdam by 6 tonight, and call Mrs Goldberg to rebook her hot stone, and um the license thing, remind me monday to start the license renewal',
    [
      task('pick up the linens from the laundromat on Amsterdam', n('11-11 18:00')),
      task('call Mrs Goldberg to rebook her hot stone', null),
      task('start the license renewal', n('11-16')),
    ],
  ),
  newYork(
    "so my 8am was a no show again, third time, I'm gonna start charging, anyway my forearms are shot, did four 90s back to back yesterday, just venting lol",
    NO_CHANGE,
  ),
  newYork(
    "bon, so, remind me tomorrow at 9 to call Nadège about the weekend shifts for Mr Baptiste, and remind me thursday to finish Mrs Louis Medicaid paperwork, it's due friday. mèsi anpil",
    [
      task('call Nadège about the weekend shifts for Mr Baptiste', n('11-12 09:00')),
      task('finish Mrs Louis Medicaid paperwork', n('11-12')),
    ],
  ),
  newYork(
    'jodi a te difisil. two aides called out sick, m te oblije cover the 8 to 4 with Mr Baptiste myself, but everybody ok, Bondye bon',
    NO_CHANGE,
  ),
  newYork(
    "so um the goldendoodle at 11 is matted to hell, gonna be a shave down, remind me to call the doodle's owner before noon, also order more 7F blades, and uh book the van in for an oil change",
    [
      task("call the doodle's owner", n('11-11 12:00')),
      task('order more 7F blades', null),
      task('book the van in for an oil change', null),
    ],
  ),
  newYork(
    "ok quick brain dump, grade Ethan's practice test by 9 tonight, email Mrs Chen his score, he went from 1310 to 1400 btw which is huge, and put in a make-up session with Sophia sunday at 3",
    [
      task("grade Ethan's practice test", n('11-11 21:00')),
      task('email Mrs Chen his score', null),
      task('make-up session with Sophia', n('11-15 15:00')),
    ],
  ),
  newYork(
    'the parents meeting at 7 went fine, the Lius want to keep going thru december, and Kevin finally stopped guessing on the grid-ins, so yeah, good night',
    NO_CHANGE,
  ),
  newYork(
    'hello, today very busy. please remind tomorrow 10am call the supplier for gel polish order, and friday pay the part time girl Jenny $600, also renew health inspection paper before 12/15',
    [
      task('call the supplier for gel polish order', n('11-12 10:00')),
      task('pay the part time girl Jenny $600', n('11-13')),
      task('renew health inspection paper', n('12-15')),
    ],
    [
      task('call the supplier for gel polish order', n('11-12 10:00')),
      task('pay the part time girl Jenny $600', n('11-13')),
      task('renew health inspection paper', n('12-14')),
    ],
  ),
  newYork('today customer 31 people, new record! my cousin help from 2 to 8, I am so tired but happy. tomorrow also busy maybe', NO_CHANGE),
  newYork(
    "yo so listen, remind me the 30th to send the $3,200 gym rent, also I gotta get Dre's medicals to the commission by friday, and uh grab 2 dozen hand wraps",
    [
      task('send the $3,200 gym rent', n('11-30')),
      task("get Dre's medicals to the commission", n('11-13')),
      task('grab 2 dozen hand wraps', null),
    ],
  ),
  newYork(
    "man what a night, Junior won by split decision in the 6th, whole gym going crazy, we at Rosa's celebrating till 2am probably lol",
    NO_CHANGE,
  ),
];
