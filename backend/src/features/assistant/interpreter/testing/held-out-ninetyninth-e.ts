/**
 * Held-out set, ninetyninth part e: asks, snoozes, ticks and corrections from people who teach, play and
 * perform, read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 *
 * London (Europe/London, day-first dates):
 * - Philippa, a piano teacher in Oxford (pupils, their parents, grade exams, a Christmas recital).
 * - Gareth, a driving instructor in Swansea who drops Welsh in ("fory", "diolch", "bach", "now in a minute").
 * - Harpreet, a maths tutor in Birmingham whose first language is Punjabi (GCSE mocks, fees, "prepone").
 * - Davy, a wedding DJ in Newcastle who writes some Geordie ("howay", "the morra", "divvent", "pet").
 * - Siobhán, who owns a language school in Dublin and writes Irish English ("I'm after sending", "grand").
 *
 * New York (America/New_York, month-first dates):
 * - Rachel, an SAT tutor in Park Slope (students, their parents, test dates, registrations).
 * - Tony, who leads a wedding band out of Jersey City (gigs, venues, deposits, subs, rehearsals).
 * - Yesenia, who owns a dance studio in Washington Heights; her first language is Spanish.
 * - Jules, a stand-up comic in the West Village who texts in lowercase shorthand.
 * - Nasrin, who owns an after-school program in Jamaica, Queens; her first language is Bengali.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  dilemma,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  snoozeFor,
  snoozeUntil,
  task,
  every,
  within,
  words,
  answer,
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

export const NINETYNINTH_ASK: HeldOutItem[] = [
  // London: Philippa, piano teacher, Oxford
  london(
    "remind me tmrw at 10 to ring Harriet's mum about moving her lesson",
    task("ring Harriet's mum about moving her lesson", l('11-12 10:00')),
  ),
  london(
    'need to print the grade 3 scales sheets before fri',
    task('print the grade 3 scales sheets', l('11-13')),
    task('print the grade 3 scales sheets', l('11-12')),
  ),
  london('Book the church hall for the Christmas recital and email all the parents the date once its confirmed', [
    task('book the church hall for the Christmas recital'),
    task('email all the parents the date'),
  ]),
  london(
    'half 4 tomorrow - tune the upright in the front room, Oliver says middle C keeps sticking',
    task('tune the upright in the front room', l('11-12 16:30')),
  ),
  // London: Gareth, driving instructor, Swansea
  london(
    'Remind me fory quarter to 8 to pick Ceri up from Sketty for her lesson, diolch',
    task('pick Ceri up from Sketty for her lesson', l('11-12 07:45')),
  ),
  london(
    "URGENT need to ring the test centre first thing tmrw, Rhys's slot has been bumped again",
    task('ring the test centre', l('11-12 09:00'), { important: true }),
    task('ring the test centre', l('11-12 08:00'), { important: true }),
  ),
  london('add MOT for the dual control car 2/12 9am', task('MOT for the dual control car', l('12-02 09:00'))),
  // London: Harpreet, maths tutor, Birmingham
  london(
    'Please remind me to prepare the GCSE paper 2 mock for Aman on saturday morning 9 o clock',
    task('prepare the GCSE paper 2 mock for Aman', l('11-14 09:00')),
  ),
  london("kindly add task - collect fees from Simran's father by end of the month", task("collect fees from Simran's father", l('11-30'))),
  london(
    "I have to mark the algebra homeworks tomorrow after lunch. Also need to send Mr Kaur his son's progress report sometime",
    [task('mark the algebra homeworks', l('11-12 13:00')), task("send Mr Kaur his son's progress report")],
    [task('mark the algebra homeworks', l('11-12 14:00')), task("send Mr Kaur his son's progress report")],
  ),
  // London: Davy, wedding DJ, Newcastle
  london(
    'howay man remind us the morra at noon to chase the deposit off the couple at Matfen Hall',
    task('chase the deposit off the couple at Matfen Hall', l('11-12 12:00')),
  ),
  london(
    'need to get new fuses for the lighting rig by thursday, its canny important like',
    task('get new fuses for the lighting rig', l('11-12'), { important: true }),
  ),
  london(
    "send the playlist form to the Robsons in 2 weeks at 4pm, they're still fighting over the first dance lol",
    task('send the playlist form to the Robsons', l('11-25 16:00')),
  ),
  // London: Siobhán, language school, Dublin
  london(
    'remind me to ring the accommodation lady in Rathmines on Friday at half 11, the Spanish group lands Sunday',
    task('ring the accommodation lady in Rathmines', l('11-13 11:30')),
  ),
  london(
    'Need to get the Cambridge exam fees paid by the 1st or we lose the places, mark it urgent would ya',
    task('get the Cambridge exam fees paid', l('12-01'), { important: true }),
  ),
  london(
    "c'mere, put in a reminder for every Monday at 9 to do the timetable for the week",
    task('do the timetable for the week', l('11-16 09:00'), { repeat: every('week') }),
  ),
  // London: look like asks, change nothing
  london("Rhys has his test on 20/11, fingers crossed for the lad, he's been practising his parallel parking", NO_CHANGE),
  london('was meant to ring the test centre today and totally forgot, typical me', NO_CHANGE),

  // New York: Rachel, SAT tutor, Park Slope
  newYork(
    "remind me thurs 7pm to send Maya's mom the practice test scores",
    task("send Maya's mom the practice test scores", n('11-12 19:00')),
  ),
  newYork(
    'need to register the Chen twins for the 12/5 SAT, deadline is friday!!',
    task('register the Chen twins for the 12/5 SAT', n('11-13')),
    task('register the Chen twins for the SAT', n('11-13')),
  ),
  newYork("grade Leo's essay by EOD pls, he needs it back for tmrw's session", task("grade Leo's essay", n('11-11 17:00'))),
  // New York: Tony, wedding band leader, Jersey City
  newYork(
    'remind me to call the Hoboken venue coordinator about load-in at 11:30 and text the horn section the setlist',
    [task('call the Hoboken venue coordinator about load-in', n('11-11 11:30')), task('text the horn section the setlist')],
    [
      task('call the Hoboken venue coordinator about load-in', n('11-11 11:30')),
      task('text the horn section the setlist', n('11-11 11:30')),
    ],
  ),
  newYork(
    "invoice the Delgados for the balance 11/20, they said they'd pay after the tasting",
    task('invoice the Delgados for the balance', n('11-20')),
  ),
  newYork(
    'URGENT find a sub drummer for saturday, Marcus just broke his wrist at the pickup game smh',
    task('find a sub drummer for saturday', null, { important: true }),
    task('find a sub drummer', n('11-14'), { important: true }),
  ),
  newYork(
    'rehearsal at the studio 12/3 at 6:30, remind me an hour before',
    task('rehearsal at the studio', n('12-03 17:30')),
    task('rehearsal at the studio', n('12-03 18:30')),
  ),
  // New York: Yesenia, dance studio, Washington Heights
  newYork(
    'recuérdame tomorrow at 9 to pay the rent of the studio, the landlord is very strict jaja',
    task('pay the rent of the studio', n('11-12 09:00')),
  ),
  newYork(
    'I need to order the costumes for the recital of december before the end of the month please',
    task('order the costumes for the recital of december', n('11-30')),
  ),
  newYork(
    'every weekday at 8 remind me open the studio for the morning bachata group',
    task('open the studio for the morning bachata group', n('11-12 08:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'quarter to 6 lock up and check the heater in salon 2, last time it stay on all night',
    task('lock up and check the heater in salon 2', n('11-11 17:45')),
  ),
  // New York: Jules, comic, West Village
  newYork('rmd me 2 confirm my spot at the cellar thurs noon', task('confirm my spot at the cellar', n('11-12 12:00'))),
  newYork(
    'write the airport bit tmrw after lunch + email the booker abt sat',
    [task('write the airport bit', n('11-12 13:00')), task('email the booker abt sat')],
    [task('write the airport bit', n('11-12 14:00')), task('email the booker abt sat')],
  ),
  // New York: Nasrin, after-school program, Jamaica, Queens
  newYork(
    "Kindly remind me today itself at 3pm to call Tahmid's father regarding pickup timing",
    task("call Tahmid's father regarding pickup timing", n('11-11 15:00')),
  ),
  newYork(
    'I must submit the DYCD grant report by 11/30, this one is very very important',
    task('submit the DYCD grant report', n('11-30'), { important: true }),
  ),
  newYork('snacks and juice boxes for friday party, need to buy tomorrow', task('buy snacks and juice boxes for friday party', n('11-12'))),
  // New York: look like asks, change nothing (or are something else)
  newYork('reminder to self: leo is a genius, 1520 on the practice test 😭', NO_CHANGE),
  newYork('should i remind the Nguyens about the deposit again or just wait till after thanksgiving', dilemma),
  newYork('did u remind me about the cellar thing or did i dream that', NO_CHANGE),
];

export const NINETYNINTH_SNOOZE: HeldOutItem[] = [
  // London: put off to a time
  within(reminded("ring Harriet's mum", l('11-11 15:00')), london('not now, mid lesson, give me an hour', snoozeFor(60))),
  within(
    reminded('tune the upright', l('11-11 15:00')),
    london('can you try me again at half 5, back to back pupils till then', snoozeUntil(l('11-11 17:30'))),
  ),
  within(
    reminded('order the recital programmes', l('11-11 15:00')),
    london(
      'tomorrow morning pls, the printers shut at 3 on wednesdays anyway',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
    ),
  ),
  within(reminded('book Rhys a mock test', l('11-11 15:00')), london('on a lesson now bach, nag me in 20 mins', snoozeFor(20))),
  within(
    reminded('send Mr Kaur the progress report', l('11-11 15:00')),
    london('Please remind me after 2 hours, I am taking tuition class now', snoozeFor(120)),
  ),
  within(
    reminded('prepare the mock paper for Aman', l('11-11 15:00')),
    london('I will do it after dinner. remind at 8 pm', snoozeUntil(l('11-11 20:00'))),
  ),
  within(
    reminded('chase the Matfen deposit', l('11-11 15:00')),
    london('divvent bother us noo pet, the morra at 10', snoozeUntil(l('11-12 10:00'))),
  ),
  within(
    reminded('ring the accommodation lady', l('11-11 15:00')),
    london("ah I'm up the walls here, come back to me on that at 4 would ya", snoozeUntil(l('11-11 16:00'))),
  ),
  within(reminded('pay the Cambridge fees', l('11-11 15:00')), london('after the staff meeting, so give it 45 mins or so', snoozeFor(45))),
  within(
    reminded('email the Grade 5 entries', l('11-11 15:00')),
    london('monday 9ish, the board portal is down till then apparently', snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  // London: not yet / no time given: nothing to change, daily asks when
  within(
    reminded('book Rhys a mock test', l('11-11 15:00')),
    london('now in a minute, got a learner on the Fforestfach roundabouts', NO_CHANGE),
  ),
  within(reminded('get new fuses for the rig', l('11-11 15:00')), london('aye aye not yet man', NO_CHANGE)),
  within(reminded('do the timetable for the week', l('11-11 15:00')), london("Not yet no, I'll get to it", NO_CHANGE)),
  within(
    reminded('send the playlist form to the Robsons', l('11-11 15:00')),
    london("leave it till next week like, they're away in Tenerife", NO_CHANGE),
  ),
  within(reminded("ring Harriet's mum", l('11-11 15:00')), london("she's not picking up, try again later", NO_CHANGE, snoozeFor(60))),

  // New York: put off to a time
  within(reminded("send Maya's mom the scores", n('11-11 10:00')), newYork('in a session, try me at 11:15', snoozeUntil(n('11-11 11:15')))),
  within(reminded("grade Leo's essay", n('11-11 10:00')), newYork('ugh not now. 90 min?', snoozeFor(90))),
  within(reminded('register the Chen twins', n('11-11 10:00')), newYork('after my 1pm leaves, so like 2', snoozeUntil(n('11-11 14:00')))),
  within(
    reminded('call the Hoboken venue', n('11-11 10:00')),
    newYork('stuck in the holland tunnel, hit me again in half an hour', snoozeFor(30)),
  ),
  within(reminded('text the horns the setlist', n('11-11 10:00')), newYork('tonight after rehearsal, 10pm', snoozeUntil(n('11-11 22:00')))),
  within(
    reminded('invoice the Delgados', n('11-11 10:00')),
    newYork('friday morning, they get paid thursday', snoozeUntil(n('11-13 09:00')), snoozeUntil(n('11-13 08:00'))),
  ),
  within(reminded('pay the studio rent', n('11-11 10:00')), newYork('ahorita no puedo, in one hour porfa', snoozeFor(60))),
  within(
    reminded('order the recital costumes', n('11-11 10:00')),
    newYork('mañana a las 10, today is crazy with the kids classes', snoozeUntil(n('11-12 10:00'))),
  ),
  within(reminded('confirm my spot at the cellar', n('11-11 10:00')), newYork('snooze til 4', snoozeUntil(n('11-11 16:00')))),
  within(reminded('write the airport bit', n('11-11 10:00')), newYork('lol no. after my nap. like 3 hrs', snoozeFor(180))),
  within(
    reminded("call Tahmid's father", n('11-11 10:00')),
    newYork('I am at the bank now, kindly remind after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('buy snacks and juice boxes', n('11-11 10:00')),
    newYork('Tomorrow morning itself I will buy, remind me 8am', snoozeUntil(n('11-12 08:00'))),
  ),
  // New York: not yet / no time given
  within(reminded('call the fabric store', n('11-11 10:00')), newYork('todavía no, still waiting the moms send me the sizes', NO_CHANGE)),
  within(reminded('email the booker abt sat', n('11-11 10:00')), newYork('after the call w my manager', NO_CHANGE)),
  within(reminded('text the horns the setlist', n('11-11 10:00')), newYork("i'll do it in an hour", snoozeFor(60), NO_CHANGE)),
  within(reminded('submit the DYCD grant report', n('11-11 10:00')), newYork('Not now', NO_CHANGE, snoozeFor(60))),
];

export const NINETYNINTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded("ring Harriet's mum", l('11-11 15:00')), london("done, she's fine with thursdays from now on", done())),
  within(
    shown('tune the upright', 'order the recital programmes', 'email the Grade 5 entries'),
    london('3 done, entries all in 🎹', done(num(3))),
  ),
  within(
    shown('tune the upright', 'order the recital programmes', 'email the Grade 5 entries'),
    london('did 1 and 2 this morning before my first pupil', [done(num(1)), done(num(2))]),
  ),
  within(
    shown('book the church hall', 'mark the theory papers', 'buy new metronome'),
    london('finished marking the theory papers, mostly passes thank god', done(num(2)), done(words('theory papers'))),
  ),
  within(reminded('book Rhys a mock test', l('11-11 15:00')), london('ie, all booked now, diolch', done())),
  within(reminded('send Mr Kaur the progress report', l('11-11 15:00')), london('Sent already in morning itself', done())),
  within(reminded('chase the Matfen deposit', l('11-11 15:00')), london("whey aye they've paid up, tick it off", done())),
  within(reminded('send the invoice to the Spanish agency', l('11-11 15:00')), london("I'm after sending it there a minute ago", done())),
  within(
    which('ring the accommodation lady in Rathmines', 'ring the bus company'),
    london("the first one, that's sorted", done(num(1)), answer(1)),
  ),
  within(reminded('do the timetable for the week', l('11-11 15:00')), london("grand so, that's the timetable done for the week", done())),
  // London: news that looks like a tick
  london('Ceri passed her test!! first time, over the moon for her', NO_CHANGE),
  london('Aman mock paper is done by him, he got 62 out of 80, very good improvement', NO_CHANGE),
  london("the Baltic gig's done n dusted, cracking neet, me feet are killin us", NO_CHANGE),
  london('the Italian group cancelled on us so thats the Friday airport run done with', NO_CHANGE),
  within(
    reminded('get new fuses for the rig', l('11-11 15:00')),
    london('the shop was shut, finished early for the day the lazy beggars', NO_CHANGE),
  ),

  // New York: ticks
  within(
    reminded("send Maya's mom the practice test scores", n('11-11 10:00')),
    newYork('sent! she replied w 3 exclamation marks lol', done()),
  ),
  within(
    shown("grade Leo's essay", 'register the Chen twins', 'order new prep books'),
    newYork('1 and 3 done', [done(num(1)), done(num(3))]),
  ),
  within(
    shown("grade Leo's essay", 'register the Chen twins', 'order new prep books'),
    newYork('registered the chen twins, finally', done(num(2)), done(words('chen twins'))),
  ),
  within(
    reminded('call the Hoboken venue coordinator', n('11-11 10:00')),
    newYork('talked to her, load in is 4pm, parking in the back lot', done()),
  ),
  within(reminded('pay the rent of the studio', n('11-11 10:00')), newYork('ya lo pagué, listo ✅', done())),
  within(just('order the costumes for the recital', n('11-30')), newYork('terminé the costumes order, they arrive the 20', done())),
  within(
    shown('confirm cellar spot', 'write airport bit', 'email booker abt sat', 'pay the tab at the cellar'),
    newYork('did 2 n 4', [done(num(2)), done(num(4))]),
  ),
  within(
    shown('confirm cellar spot', 'write airport bit', 'email booker abt sat', 'pay the tab at the cellar'),
    newYork('booker emailed ✔', done(num(3)), done(words('booker'))),
  ),
  within(
    reminded("call Tahmid's father regarding pickup timing", n('11-11 10:00')),
    newYork('I called him, he will come 5:30 from now on', done()),
  ),
  within(
    just('buy snacks and juice boxes', n('11-12')),
    newYork('Today the snacks purchase is completed, kindly remove from my list', done(), remove()),
  ),
  // New York: could be a tick, or only news
  within(
    shown('chase the Nguyen deposit', 'send the Delgados the contract'),
    newYork('nguyen deposit cleared 🙌', done(num(1)), done(words('Nguyen deposit')), NO_CHANGE),
  ),
  within(
    reminded('book the bus for the museum trip', n('11-11 10:00')),
    newYork('Bus company said booking is done from their side but payment still pending', done(), NO_CHANGE),
  ),
  // New York: news that looks like a tick
  newYork("Leo's essay got done at 2am apparently, his mom is NOT thrilled", NO_CHANGE),
  newYork('marcus is done for the season with that wrist, gonna need a sub thru december', NO_CHANGE),
  newYork('the salsa class is finish for today, the kids were amazing 💃', NO_CHANGE),
  newYork('bombed so hard tonight im done. DONE. kidding. mostly', NO_CHANGE),
];

export const NINETYNINTH_CORRECTION: HeldOutItem[] = [
  // London: changes to the task just added or reminded about, or a named one
  within(
    just("ring Harriet's mum about moving her lesson", l('11-12 10:00')),
    london('actually make it 11, she does the school run first', move(ctx, null, '11:00')),
  ),
  within(
    just('tune the upright in the front room', l('11-12 16:30')),
    london('sorry no, friday not thursday', move(ctx, '2026-11-13', null)),
  ),
  london("move Lily's lesson to 5 on tuesday please, her dad emailed", move(words("Lily's lesson"), '2026-11-17', '17:00')),
  within(
    just('pick Ceri up from Sketty for her lesson', l('11-12 07:45')),
    london("no wait, 8 it is, she's got a dentist thing first", move(ctx, null, '08:00')),
  ),
  london("shift the mock test one to monday, DVSA site's down again", move(words('mock test'), '2026-11-16', null)),
  within(
    just('prepare the GCSE paper 2 mock for Aman', l('11-14 09:00')),
    london('Sorry please prepone to friday evening 6 pm', move(ctx, '2026-11-13', '18:00')),
  ),
  within(just("collect fees from Simran's father", l('11-30')), london('Change date to 25/11 please', move(ctx, '2026-11-25', null))),
  within(
    just('chase the deposit off the couple at Matfen Hall', l('11-12 12:00')),
    london("ah howay not noon, I'm setting up at the Sage, make it half 3", move(ctx, null, '15:30')),
  ),
  within(
    reminded('send the playlist form to the Robsons', l('11-11 15:00')),
    london('put that back till fri mornin, 10ish', move(ctx, '2026-11-13', '10:00'), snoozeUntil(l('11-13 10:00'))),
  ),
  within(
    just('ring the accommodation lady in Rathmines', l('11-13 11:30')),
    london("Ah no sorry, Thursday, she's off Fridays", move(ctx, '2026-11-12', null)),
  ),
  london(
    'Can you move the Cambridge fees one to the 27th, the accounts girl is out til then',
    move(words('Cambridge fees'), '2026-11-27', null),
  ),
  within(just('do the timetable for the week', l('11-16 09:00')), london('make that half 8 instead', move(ctx, null, '08:30'))),
  within(just('MOT for the dual control car', l('12-02 09:00')), london('oops 3/12 not 2/12, same time', move(ctx, '2026-12-03', null))),
  // London: look like corrections, are news
  london("Ceri's test been moved to the 3rd mun, proper gutted for her", NO_CHANGE),
  london('Aman exam is shifted to 4th December by the board', NO_CHANGE),
  london("the Gosforth wedding's been put back to June, bride's expecting! whey aye good for them like", NO_CHANGE),

  // New York: changes to the task just added or reminded about, or a named one
  within(
    just("send Maya's mom the practice test scores", n('11-12 19:00')),
    newYork("make it 8:30 actually, she's at work till 8", move(ctx, null, '20:30')),
  ),
  within(just("grade Leo's essay", n('11-11 17:00')), newYork("no wait tomorrow, he emailed he's sick", move(ctx, '2026-11-12', null))),
  newYork('move the Chen twins registration to 11/13 9am', move(words('Chen twins'), '2026-11-13', '09:00')),
  within(
    just('call the Hoboken venue coordinator about load-in', n('11-11 11:30')),
    newYork("push that to 2, she's in meetings all morning", move(ctx, null, '14:00')),
  ),
  newYork('rehearsal on the 3rd is now the 4th same time, update that', move(words('rehearsal'), '2026-12-04', null)),
  within(
    just('pay the rent of the studio', n('11-12 09:00')),
    newYork("mejor el viernes, same hour. tomorrow I don't have the check yet", move(ctx, '2026-11-13', null)),
  ),
  within(
    just('order the costumes for the recital of december', n('11-30')),
    newYork('change it for the 20 of november, the store need 10 days', move(ctx, '2026-11-20', null)),
  ),
  within(just('confirm my spot at the cellar', n('11-12 12:00')), newYork('nah 3pm', move(ctx, null, '15:00'))),
  newYork('mv the booker email to fri am', move(words('booker'), '2026-11-13', '09:00'), move(words('booker'), '2026-11-13', '08:00')),
  within(
    just("call Tahmid's father regarding pickup timing", n('11-11 15:00')),
    newYork('Sorry, please do it 4:30 pm instead of 3, he is working till 4', move(ctx, null, '16:30')),
  ),
  within(
    reminded('book the bus for the museum trip', n('11-11 10:00')),
    newYork('Shift this to monday 10 am please', move(ctx, '2026-11-16', '10:00'), snoozeUntil(n('11-16 10:00'))),
  ),
  within(just('rehearsal at the studio', n('12-03 17:30')), newYork('wait its 12/4 not 12/3 my bad', move(ctx, '2026-12-04', null))),
  // New York: look like corrections, are news
  newYork('collegeboard moved the dec SAT score release to the 19th?? since when', NO_CHANGE),
  newYork('the Delgados moved their wedding onto a BOAT. sound is gonna be a nightmare', NO_CHANGE),
  newYork('the recital is change to 19 of december because the theater have another event', NO_CHANGE),
  newYork('my 9:30 spot got pushed to 11:45 cuz some celeb dropped in. classic', NO_CHANGE),
];
