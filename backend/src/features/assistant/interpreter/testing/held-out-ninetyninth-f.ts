/**
 * Held-out set, ninety-ninth round, part f: removals, renames, voice-note rambles and unclear
 * messages from people who teach, play and run small schools.
 *
 * London time (Europe/London, day-first dates):
 * - a piano teacher in Oxford (grade exams, the tuner, recitals, room hire);
 * - a driving instructor in Swansea who drops in some Welsh (bore da, diolch, ta);
 * - a maths tutor in Birmingham whose first language is Punjabi (GCSE groups, mocks, parents);
 * - a wedding DJ in Newcastle who writes some Geordie (howay, aye, divvent, pet);
 * - a language school owner in Dublin who writes Irish English (grand, ring, sure look, the craic).
 *
 * New York time (America/New_York, month-first dates):
 * - an SAT tutor in Park Slope (practice tests, score reports, parents);
 * - a wedding band leader in Jersey City (gigs, horns, deposits, contracts);
 * - a dance studio owner in Washington Heights whose first language is Spanish;
 * - a stand-up comic in the West Village who writes in lowercase shorthand;
 * - an after-school program owner in Jamaica, Queens whose first language is Bengali.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  UNDO,
  answer,
  ctx,
  decision,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
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
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const NINETYNINTH_REMOVE: HeldOutItem[] = [
  // London: removals by name
  london("can you delete the Harriet grade 3 one, her mum's pulled her out", remove(words('harriet'))),
  london('bore da! remove the mock test w Cerys from my list pls, she passed first time 🎉', remove(words('mock test w cerys'))),
  london('howay man get rid of the lighting rig one, the venue are sortin it themselves', remove(words('lighting rig'))),
  london('please delete that reminder for Simran parents evening, it is cancel by school', remove(words('simran parents evening'))),
  london(
    "ah forget the one about the fire safety cert, sure that's been sorted since monday",
    remove(words('fire safety cert')),
    done(words('fire safety cert')),
  ),
  london('take the recital programme printing off my list, and the hall booking too', [
    remove(words('recital programme printing')),
    remove(words('hall booking')),
  ]),
  london('Remove Aarav saturday tuition from tasks. He has his exam same day so no class', remove(words('aarav'))),
  // London: in a conversation
  within(just('book the piano tuner', l('11-13')), london("actually scrap that, he's coming in anyway on his rounds", remove())),
  within(shown('invoice the Patels', 'print scales sheets', 'email exam board re dates'), london('drop 2 pls x', remove(num(2)))),
  within(
    reminded('chase Mrs Okafor for term fees', l('11-11 14:00')),
    london('no need anymore, she paid at the door. kill it', remove(), done()),
  ),
  within(which('call Aled re lessons', "call Aled's dad re payment"), london('the first one, bin it', remove(num(1)), answer(1))),
  // London: news that uses cancel/delete words, changes nothing
  london('Gareth cancelled his lesson AGAIN. third time this month 🙄', NO_CHANGE),
  london("the Hexham wedding's been called off pet, bride cancelled everything last night. gutted for her", NO_CHANGE),
  london('one of the teachers deleted the whole shared drive by accident this morning, what a day', NO_CHANGE),
  london('Rhian wants to cancel tmrw, do I charge her or not? she only told me now', NO_CHANGE),

  // New York: removals by name
  newYork('delete the brooklyn tech practice test task, the kid switched tutors', remove(words('brooklyn tech practice test'))),
  newYork('borra lo de la clase de salsa del viernes porfa, the teacher is sick all week', remove(words('salsa'))),
  newYork('kill the open mic reminder for tmrw', remove(words('open mic'))),
  newYork('Please remove the task of field trip permission slip, trip is not happening now', remove(words('field trip permission slip'))),
  newYork("forget the sax player invoice one, he said he'll just venmo request me", remove(words('sax player invoice'))),
  newYork('cancel cancel cancel. the podcast thing. take it off', remove(words('podcast'))),
  // New York: in a conversation
  within(just('send Maya her score report', n('11-12 17:00')), newYork('nvm delete that', remove(), UNDO)),
  within(
    shown('deposit from Hoboken couple', 'horn section charts', 'call Liberty House'),
    newYork('remove #3, already spoke w them', remove(num(3)), done(num(3))),
  ),
  within(
    reminded('call Cherry Lane about Dec showcase', n('11-11 09:30')),
    newYork('ugh they closed for renovations. take it off', remove()),
  ),
  within(just('order tap shoes for the minis', null), newYork('no wait dont add that, the parents are buying them', remove(), UNDO)),
  // New York: news and questions that use cancel/delete words, change nothing
  newYork('the liberty state park gig got cancelled bc of the storm forecast, at least we keep the deposit', NO_CHANGE),
  newYork('ay dios the recital got cancelled, the theater had a flood 😩😩', NO_CHANGE),
  newYork('lol my set got deleted off the lineup again. comedy is a scam', NO_CHANGE),
  newYork('if a parent cancels w less than 24h notice should i still charge the full hour?', NO_CHANGE),
  newYork('Today robotics club is cancelled, teacher called out sick. Just so you know', NO_CHANGE),
];

export const NINETYNINTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(just('lesson w Emilie', l('11-12 16:00')), london("sorry it's Emily with a y, not Emilie", rename(ctx, 'lesson w Emily'))),
  london("rename the exam entry task to 'ABRSM entries for spring'", rename(words('exam entry'), 'ABRSM entries for spring')),
  london(
    'change the Llanelli one to say pick up Dafydd from Llanelli station',
    rename(words('llanelli'), 'pick up Dafydd from Llanelli station'),
  ),
  within(
    shown('mock test Cerys', 'car service', 'theory book order'),
    london('no 2, call it MOT and service instead', rename(num(2), 'MOT and service')),
  ),
  london(
    "pls change name of task 'Gurpreet homework' to 'Gurpreet GCSE past paper marking'",
    rename(words('gurpreet homework'), 'Gurpreet GCSE past paper marking'),
  ),
  within(just('invoice the Bells', null), london("oops it's the Bellinghams not the Bells", rename(ctx, 'invoice the Bellinghams'))),
  london('haway change the sunderland gig task to seaham hall gig, they moved venue', rename(words('sunderland gig'), 'seaham hall gig')),
  within(
    just('ring the lad about the boiler', l('11-12')),
    london("call it 'ring Declan re boiler' so I know who it is", rename(ctx, 'ring Declan re boiler')),
  ),
  within(
    reminded('lesson Siôn', l('11-11 14:30')),
    london("it's Siân not Siôn, different kid 😂 and yes done", [rename(ctx, 'lesson Siân'), done()]),
  ),
  london(
    "the playlist one shd say 'first dance: Perfect by Ed Sheeran' not just playlist",
    rename(words('playlist'), 'first dance: Perfect by Ed Sheeran'),
  ),
  within(
    just('photocopy worksheet', l('11-12 09:00')),
    london('make that worksheets plural, its for both groups', rename(ctx, 'photocopy worksheets')),
  ),
  // London: look like renames, are not
  london("the school's being renamed Liffey Language Academy, new signage goes up monday 🎉", NO_CHANGE),
  london('call it a hunch but I think the Harrisons are about to quit lessons', NO_CHANGE),
  london("what should I call the new group class, 'Maths Masters' or 'Number Club'?", NO_CHANGE),
  within(just('Saturday class', l('11-14 09:00')), london('change of plan, saturday class is at 10 now', move(ctx, null, '10:00'))),

  // New York: renames
  within(just('email Nguyan re SAT prep', null), newYork('spelling!! Nguyen not Nguyan', rename(ctx, 'email Nguyen re SAT prep'))),
  newYork(
    "change 'PSAT review' to 'PSAT review + vocab quiz for Jordan'",
    rename(words('psat review'), 'PSAT review + vocab quiz for Jordan'),
  ),
  newYork(
    "can u rename the hoboken one to 'Hoboken wedding - final setlist' thx",
    rename(words('hoboken'), 'Hoboken wedding - final setlist'),
  ),
  within(
    shown('deposit Rivera wedding', 'fix the PA', 'rehearsal w horns'),
    newYork('make #1 say balance instead of deposit, they paid the deposit already', rename(num(1), 'balance Rivera wedding')),
  ),
  within(
    just('rehearsal', n('11-14 10:00')),
    newYork("cambia el nombre, put 'ensayo Nutcracker kids' instead of just rehearsal", rename(ctx, 'ensayo Nutcracker kids')),
  ),
  newYork("rename the bits thing to 'write 5 min on my landlord'", rename(words('bits'), 'write 5 min on my landlord')),
  newYork(
    "Kindly correct the task name, it should be 'Winter break camp flyers' and not 'Winter brake camp flyer'",
    rename(words('winter brake camp flyer'), 'Winter break camp flyers'),
  ),
  within(reminded('call Ms Begum', n('11-11 09:00')), newYork('its Mrs Begum, she is married 😅 pls fix', rename(ctx, 'call Mrs Begum'))),
  within(just('pay Con Ed', n('11-16')), newYork("no espera, it's the rent not con ed, change it", rename(ctx, 'pay the rent'))),
  newYork("call the drummer task 'drummer sub for Dec 5 - ask Marcus'", rename(words('drummer'), 'drummer sub for Dec 5 - ask Marcus')),
  // New York: look like renames, are not
  newYork('call the drummer re the dec 5 date', task('call the drummer re the dec 5 date')),
  newYork('my manager wants me to change the name of my special. to what. WHAT', NO_CHANGE),
  newYork('college board renamed the reading section again, so hard to keep up', NO_CHANGE),
  newYork('What was the name of the task about van insurance?', NO_CHANGE),
];

export const NINETYNINTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    "ok so um, bit of a day, I need to ring the Fosters about Lily's exam fee, and er print off the grade 5 aural tests by thursday, and oh yeah the piano tuner, book him for next week sometime. anyway I'm shattered",
    [task("ring the Fosters about Lily's exam fee"), task('print off the grade 5 aural tests', l('11-12')), task('book the piano tuner')],
  ),
  london(
    "right so... Cerys's test is on the 19th so remind me to do a mock with her on monday, oh and the car needs new tyres, and I've got to pay the insurance by the end of the month, diolch",
    [task('do a mock with Cerys', l('11-16')), task('car needs new tyres'), task('pay the insurance', l('11-30'))],
  ),
  london(
    'ok listen so today was long. tomorrow I must send the mock paper to Harpreet mum, also need to make worksheets for year 9 group, and buy printer ink. thats all I think',
    [task('send the mock paper to Harpreet mum', l('11-12')), task('make worksheets for year 9 group'), task('buy printer ink')],
  ),
  london(
    'aye so had a mint gig last neet, anyway, need to chase the Ramside deposit, sort the uplighters for saturday and text Kev aboot the smoke machine. divvent let me forget',
    [task('chase the Ramside deposit'), task('sort the uplighters', l('11-14')), task('text Kev aboot the smoke machine')],
  ),
  london(
    "so em, the inspector's coming in a few weeks so I need to tidy the attendance records by friday, and ring the landlord about the heating, and order the B2 textbooks. sorry for the essay",
    [task('tidy the attendance records', l('11-13')), task('ring the landlord about the heating'), task('order the B2 textbooks')],
  ),
  london(
    "ok voice note again sorry, it's raining like mad here, anyway Rhys wants to move his lesson but I'll sort that meself, can you just remind me at 6 to do my invoices and tomorrow at 8 to clean the car, ta",
    [task('do my invoices', l('11-11 18:00')), task('clean the car', l('11-12 08:00'))],
  ),
  london(
    'um so, parents evening at the academy is thursday at 6, need to be there, and also mark the year 11 mocks, and remind me every monday to send progress reports',
    [
      task('parents evening at the academy', l('11-12 18:00')),
      task('mark the year 11 mocks'),
      task('send progress reports', l('11-16'), { repeat: every('week') }),
    ],
  ),
  london(
    'wey aye so the Matfen bride rang, lovely lass, she wants Mr Brightside to close the night. so I need to add that to her playlist and invoice her for the extra hour, both by friday like',
    [task('add Mr Brightside to the Matfen playlist', l('11-13')), task('invoice her for the extra hour', l('11-13'))],
  ),
  // London: a decision, with or without a job
  london(
    "been going back and forth for weeks but um yeah, I've decided, I'm putting my rates up to £38 from January. the lot at Gloucester Green charge more anyway and I'm knackered",
    decision,
  ),
  london(
    'so we talked it through as a staff today and we are going with the online placement test from now on, not the paper one. so I need to email the agents to let them know',
    [decision, task('email the agents to let them know')],
  ),
  // London: no job at all
  london(
    'ugh so yeah, just back from the recital, the little ones were amazing, Oliver cried, I cried, the hall was freezing but honestly what a night. just wanted to tell someone',
    NO_CHANGE,
  ),
  london(
    "honestly I'm drowning a bit, three students want extra lessons before their tests, the car's making that noise again and I haven't even looked at my tax return",
    NO_CHANGE,
  ),
  london(
    'ah sure look, the new teachers from Valencia have settled in grand, students love them, I was worried over nothing really. bit of craic at the staff drinks as well',
    NO_CHANGE,
  ),
  london(
    'so the thing is... ya know... some weeks I love the teaching and some weeks I just wonder why I left the engineering job. this is one of those weeks i think',
    NO_CHANGE,
  ),

  // New York: several jobs
  newYork(
    'ok so um quick brain dump, Jordans test is dec 5 so I need to make him a final practice test, also invoice the Levines for october, and oh my god I need to renew my parking permit before friday',
    [task('make Jordan a final practice test'), task('invoice the Levines for october'), task('renew my parking permit', n('11-13'))],
  ),
  newYork(
    'yo so rehearsal is thurs 7pm, need to tell the horns by tmrw, and i still gotta send the contract to the patel wedding, and remind me to restring the bass this weekend',
    [task('tell the horns', n('11-12')), task('send the contract to the patel wedding'), task('restring the bass', n('11-14'))],
  ),
  newYork(
    "ok mira, a lot of things. I need to call the mom of Valentina about the costume money, buy the tulle for the tutus, and the recital poster needs to go to the printer by monday. ay I'm so tired",
    [
      task('call the mom of Valentina about the costume money'),
      task('buy the tulle for the tutus'),
      task('recital poster to the printer', n('11-16')),
    ],
  ),
  newYork(
    'ok so rambling bc walking. need to email the cellar abt a spot, write the airport bit down before i lose it, and pay con ed. also i think im funny again? weird',
    [task('email the cellar abt a spot'), task('write the airport bit down'), task('pay con ed')],
  ),
  newYork(
    'Salam, so today many things happen. One parent complain about pickup time, I will talk to her tomorrow. Also need to order snacks for next week and fix the sign in sheet. I am very tired but ok',
    [task('talk to parent about pickup time', n('11-12')), task('order snacks'), task('fix the sign in sheet')],
  ),
  newYork(
    "honestly i don't know how i do all this. ok whatever: tomorrow 9am call the landlord about the broken mirror, and friday pay the pianist for ballet class",
    [task('call the landlord about the broken mirror', n('11-12 09:00')), task('pay the pianist for ballet class', n('11-13'))],
  ),
  newYork(
    'Ok so from now on every friday I must send the attendance to DOE, start this friday. And also tomorrow buy the art supplies from Michaels',
    [task('send the attendance to DOE', n('11-13'), { repeat: every('week') }), task('buy the art supplies from Michaels', n('11-12'))],
  ),
  newYork(
    "um ok so, the Chens want to go to twice a week, which is great, but I'll have to rethink my tuesdays. anyway remind me to email them back tonight at 8",
    task('email the Chens back', n('11-11 20:00')),
  ),
  // New York: a decision, with or without a job
  newYork(
    "so I've been thinking about it all week and um, yeah, I'm not taking on any more juniors this cycle, I'm maxed out, I'll refer them to Dana",
    decision,
  ),
  newYork(
    'ya lo decidí, no more sunday classes from january, I need one day off por favor. remind me to tell the parents in the newsletter',
    [decision, task('tell the parents in the newsletter')],
  ),
  // New York: no job at all
  newYork(
    'ok so tonight i bombed so hard. like 8 people in a room that looked like a dentist office, one guy on facetime. whatever. its fine. im fine',
    NO_CHANGE,
  ),
  newYork(
    'man what a weekend, two weddings back to back, the hoboken one ran an hour over and they tipped the whole band. my back is destroyed lol',
    NO_CHANGE,
  ),
  newYork(
    "ugh and the bride keeps texting me about the hora like I don't know the hora. I have played the hora maybe 400 times",
    NO_CHANGE,
  ),
];

export const NINETYNINTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('move it pls', unclear),
  london('the tuner', unclear),
  london('Lily 4', unclear),
  london('that DVSA thing', unclear),
  london('tomorrow Harpreet', unclear),
  london('aye the one on the 28th', unclear),
  london('ah the', unclear),
  london('done', unclear),
  london('saturday??', unclear),
  london('push Siân back a bit', unclear),
  london('cancel friday', unclear),
  london('2/3', unclear),
  within(shown('grade 2 theory for Maisie', 'pay room hire', 'tuner'), london('2 and', unclear)),
  within(which('call Mrs Hughes', 'call Mr Hughes'), london('Hughes', unclear)),
  // London: harmless talk, nothing to ask
  london('hmm', NO_CHANGE),
  london('grand so', NO_CHANGE),

  // New York: too little to act on
  newYork('move it to', unclear),
  newYork('the deposit', unclear),
  newYork('tmrw??', unclear),
  newYork('patels 3', unclear),
  newYork('lo de la señora', unclear),
  newYork('Please the van', unclear),
  newYork('math section', unclear),
  newYork('delete', unclear),
  newYork('change it to 4', unclear),
  newYork('that thing i said earlier', unclear),
  newYork('4/12?', unclear),
  within(shown('Jordan practice test', 'invoice Levines', 'Maya score report'), newYork('the other one', unclear)),
  within(just('rehearsal', n('11-12 19:00')), newYork('make it the 14th or 15th idk', unclear)),
  within(which('call Hasan dad', 'call Hasan teacher'), newYork('call', unclear)),
  // New York: harmless talk
  newYork('lmao', NO_CHANGE),
  newYork('ok wait', NO_CHANGE),
];
