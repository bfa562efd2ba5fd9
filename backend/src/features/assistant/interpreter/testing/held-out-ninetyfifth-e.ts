/**
 * Held-out messages, ninetyfifth set, part e: people who run sport and outdoor businesses.
 *
 * London time (Europe/London, dates day-first):
 * - Jenna, surf school owner in Newquay, Cornwall; drops Cornish slang ("dreckly", "me ansum", "proper job").
 * - Dev, climbing gym manager in Sheffield ("ey up", route setting, auto-belays, comps).
 * - Rhys, cycling shop owner in Bristol (repairs, wheel truing, warranty claims, the van).
 * - Orla, personal trainer in Belfast; writes Northern Irish ("the morra", "so I did", "wee", "aye").
 * - Chiara, yoga retreat host in the Lake District; Italian is her first language.
 *
 * New York time (America/New_York, dates month-first):
 * - Gary, golf pro at a club in Westchester (lessons, regrips, the simulator bay).
 * - Tasha, running coach in Harlem (group runs, track workouts, race entries).
 * - Mikey, ski instructor based in the Bronx who works weekends upstate (boots, certs, the bus).
 * - Lou, sailing school owner on City Island (the fleet, moorings, haul-out, insurance).
 * - Ramón, boxing gym owner in the South Bronx; Dominican Spanish is his first language.
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
  l,
  london,
  move,
  n,
  newYork,
  num,
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
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const NINETYFIFTH_ASK: HeldOutItem[] = [
  // London: asks with a time or a date
  london(
    'remind me tmrw half 8 to ring the council about the beach lifeguard rota',
    task('ring the council about the beach lifeguard rota', l('11-12 08:30')),
  ),
  london(
    'dreckly i gotta get the wetsuits re-glued before sat, few of em proper ripped at the knees',
    task('get the wetsuits re-glued', l('11-14')),
    task('get the wetsuits re-glued', l('11-13')),
  ),
  london(
    'every saturday 7am post the lesson times on insta pls',
    task('post the lesson times on insta', l('11-14 07:00'), { repeat: every('week') }),
  ),
  london(
    'can u remind me to reset the bouldering wall first thing monday',
    task('reset the bouldering wall', l('11-16 09:00')),
    task('reset the bouldering wall', l('11-16 08:00')),
  ),
  london(
    'ey up, need to do the harness inspection log on 4/12, insurers want to see it',
    task('do the harness inspection log', l('12-04')),
  ),
  london('pay the route setters eod', task('pay the route setters', l('11-11 17:00')), task('pay the route setters', l('11-11 18:00'))),
  london(
    'remind me quarter to 6 to ring back the fella with the cracked carbon frame',
    task('ring back the fella with the cracked carbon frame', l('11-11 17:45')),
  ),
  london('order brake pads from madison and chase the shimano warranty claim, both by friday', [
    task('order brake pads from madison', l('11-13')),
    task('chase the shimano warranty claim', l('11-13')),
  ]),
  london(
    'wee reminder for after lunch tmrw - send Ciara her new programme, shes been at me all week about it',
    task('send Ciara her new programme', l('11-12 13:00')),
    task('send Ciara her new programme', l('11-12 14:00')),
  ),
  london(
    'need to renew me public liability insurance before the end of the month so I do',
    task('renew me public liability insurance', l('11-30')),
    task('renew my public liability insurance', l('11-30')),
  ),
  london(
    'Please you can remind me at noon on Friday for to call the caterer about the vegan menu',
    task('call the caterer about the vegan menu', l('11-13 12:00')),
  ),
  london(
    'in 2 weeks at 4pm I have to telephone Mrs Hartley at the farm for the barn room, she wants the answer for the spring retreat',
    task('telephone Mrs Hartley at the farm for the barn room', l('11-25 16:00')),
  ),
  // London: urgent, or no time at all
  london('need to order more chalk asap we are basically out 😬', task('order more chalk', null, { important: true })),
  london(
    'I must book the minibus from Windermere station for the guests of 28/11, it is very important!',
    task('book the minibus from Windermere station for the guests of 28/11', null, { important: true }),
    task('book the minibus from Windermere station', l('11-28'), { important: true }),
  ),
  // London: look like asks, ask for nothing
  london('reminded the lads about the new rota, face like a slapped arse the lot of them', NO_CHANGE),
  london('gotta love folk who want a full service by tomorrow on a bike they never cleaned 🙄', NO_CHANGE),
  london('remind me tmrw', NO_CHANGE),

  // New York: asks with a time or a date
  newYork("remind me tmrw 10am to regrip Mr. Feldman's irons", task("regrip Mr. Feldman's irons", n('11-12 10:00'))),
  newYork(
    'need to call the club about the simulator bay booking before thurs, they double booked me AGAIN',
    task('call the club about the simulator bay booking', n('11-12')),
  ),
  newYork(
    'every monday 8am remind me to check the range ball machine',
    task('check the range ball machine', n('11-16 08:00'), { repeat: every('week') }),
  ),
  newYork(
    'yo remind me 6:30 tmrw morning to send the group the route for saturdays long run',
    task('send the group the route for saturdays long run', n('11-12 06:30')),
  ),
  newYork('set a reminder 11/20 to register the team for the turkey trot', task('register the team for the turkey trot', n('11-20'))),
  newYork(
    'in 2 weeks at 5:30 remind me to do the 5k time trial w the beginners',
    task('do the 5k time trial w the beginners', n('11-25 17:30')),
  ),
  newYork(
    "mountain called, gotta send them my cert renewal by 12/1 or i'm off the schedule",
    task('send them my cert renewal', n('12-01')),
  ),
  newYork(
    'remind me friday 7pm to pack the ski bag + wax the board for upstate',
    [task('pack the ski bag', n('11-13 19:00')), task('wax the board', n('11-13 19:00'))],
    task('pack the ski bag + wax the board', n('11-13 19:00')),
  ),
  newYork(
    'URGENT call the insurance guy about the hull damage on the J/22 today before 3',
    task('call the insurance guy about the hull damage on the J/22', n('11-11 15:00'), { important: true }),
  ),
  newYork('haul out the last of the fleet end of the month, weather permitting', task('haul out the last of the fleet', n('11-30'))),
  newYork(
    'acuerdame tomorrow at 4 to pay the electric bill of the gym, they gonna cut it',
    task('pay the electric bill of the gym', n('11-12 16:00')),
  ),
  newYork('need buy new hand wraps and order 2 heavy bags, the old ones is broke', [
    task('buy new hand wraps'),
    task('order 2 heavy bags'),
  ]),
  newYork(
    'first thing monday call the insurance about the waiver for the kids class',
    task('call the insurance about the waiver for the kids class', n('11-16 09:00')),
    task('call the insurance about the waiver for the kids class', n('11-16 08:00')),
  ),
  // New York: look like asks, ask for nothing
  newYork('the club reminded me the simulator is down till december. figures', NO_CHANGE),
  newYork('do i need to renew my USCG license this year or is it next year?', NO_CHANGE),
];

export const NINETYFIFTH_SNOOZE: HeldOutItem[] = [
  // London: put-offs with a time
  within(reminded('wax the surfboards', l('11-11 14:00')), london('not now, give us an hour', snoozeFor(60))),
  within(
    reminded('call the RNLI about the lifeguard cover', l('11-11 15:00')),
    london('dreckly me ansum, try me at 5', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('sort the rota for december', l('11-11 14:45')),
    london('in the middle of an induction, tomorrow morning', snoozeUntil(l('11-12 09:00'))),
  ),
  within(reminded('restock the shoe hire', l('11-11 15:00')), london('half 6 pls', snoozeUntil(l('11-11 18:30')))),
  within(reminded('true the wheel for Mrs Okafor', l('11-11 13:00')), london('gis 20 mins, got a customer in', snoozeFor(20))),
  within(
    reminded('book the van service', l('11-11 15:00')),
    london('leave it till monday 9, garage is shut anyway', snoozeUntil(l('11-16 09:00'))),
  ),
  within(reminded('send the invoices', l('11-11 15:00')), london('ach not the now, sure give us 2 hours', snoozeFor(120))),
  within(
    reminded('ring the gym about the mats', l('11-11 14:00')),
    london("i'm wrecked, do it the morra at 10", snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(
    reminded('confirm the yoga teacher for the december retreat', l('11-11 15:00')),
    london('Not now please, I am in the meditation session. In one hour and half', snoozeFor(90)),
  ),
  within(
    reminded('pay the deposit for the lodge', l('11-11 12:00')),
    london('I do it on Friday morning at 9, now I am not at the computer', snoozeUntil(l('11-13 09:00')), move(ctx, '2026-11-13', '09:00')),
  ),
  // London: a clock time already gone today, so later, never earlier
  within(reminded('update the membership spreadsheet', l('11-11 14:30')), london('ping me at 2', snoozeUntil(l('11-12 14:00')), NO_CHANGE)),
  // London: "not yet" that asks for nothing
  within(reminded('fix the hangboard', l('11-11 11:00')), london('not yet', NO_CHANGE)),
  within(reminded('order new inner tubes', l('11-11 12:00')), london('nah still on it mate', NO_CHANGE)),
  // London: news that looks like a put-off
  within(
    reminded('call the RNLI about the lifeguard cover', l('11-11 15:00')),
    london('swells pushed the whole session back to tomorrow, nothing i can do', NO_CHANGE),
  ),

  // New York: put-offs with a time
  within(reminded('regrip the demo clubs', n('11-11 09:30')), newYork('not now, on the range till noon', snoozeUntil(n('11-11 12:00')))),
  within(reminded('call back the Hendersons about lessons', n('11-11 10:00')), newYork('try me at 2:30', snoozeUntil(n('11-11 14:30')))),
  within(reminded('post the track workout', n('11-11 10:00')), newYork('ugh gimme 45', snoozeFor(45))),
  within(reminded('pay the coaching cert fee', n('11-11 08:00')), newYork('after my 6pm group, so like 8?', snoozeUntil(n('11-11 20:00')))),
  within(
    reminded('book the bus upstate', n('11-11 10:00')),
    newYork("monday 9am, i'm upstate all weekend w no signal", snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(reminded('sharpen the rental edges', n('11-11 09:00')), newYork('hour and a half pls, boots first', snoozeFor(90))),
  within(
    reminded('winterize the outboards', n('11-11 10:00')),
    newYork("wind's howling, can't get to the dock. try me tomorrow 8am", snoozeUntil(n('11-12 08:00'))),
  ),
  within(reminded('renew the mooring permit', n('11-11 09:00')), newYork('snooze till 3', snoozeUntil(n('11-11 15:00')))),
  within(reminded('pay the gym insurance', n('11-11 10:00')), newYork('ahora no bro, en una hora', snoozeFor(60))),
  within(
    reminded('order the new gloves', n('11-11 09:45')),
    newYork('mañana en la mañana, tengo clase ahora', snoozeUntil(n('11-12 09:00'))),
  ),
  // New York: a clock time already gone today
  within(
    reminded('email the members about holiday hours', n('11-11 09:00')),
    newYork('do it at 9', snoozeUntil(n('11-11 21:00')), snoozeUntil(n('11-12 09:00')), NO_CHANGE),
  ),
  // New York: "not yet" that asks for nothing
  within(reminded('write the members newsletter', n('11-11 09:00')), newYork('nope not yet', NO_CHANGE)),
  within(reminded('log the lesson hours', n('11-11 08:30')), newYork('still working on it, almost', NO_CHANGE)),
  // New York: news that looks like a put-off
  within(
    reminded('call back the Hendersons about lessons', n('11-11 10:00')),
    newYork('they pushed their kids lesson to next week btw', NO_CHANGE),
  ),
  within(
    reminded('rig the dinghies for saturday class', n('11-11 09:00')),
    newYork('storm coming in saturday, whole thing probably gets pushed anyway', NO_CHANGE),
  ),
];

export const NINETYFIFTH_DONE: HeldOutItem[] = [
  // London: ticks of the task in view
  within(reminded('wax the surfboards', l('11-11 14:00')), london('done ✅', done())),
  within(reminded('call the RNLI about the lifeguard cover', l('11-11 15:00')), london('sorted, proper job', done())),
  within(reminded('true the wheel for Mrs Okafor', l('11-11 13:00')), london("yep trued it, she's picking it up at 5", done())),
  within(reminded('send Ciara her new programme', l('11-11 13:00')), london('aye done so I did', done())),
  within(
    reminded('confirm the yoga teacher for the december retreat', l('11-11 15:00')),
    london('Yes I have confirmed with Giulia this morning, all is ok', done()),
  ),
  // London: ticks from a list or by name
  within(
    shown('reset the comp wall', 'order chalk', 'pay the route setters', 'fix the autobelay'),
    london('done 2 and 4', [done(num(2)), done(num(4))]),
  ),
  within(
    shown('reset the comp wall', 'order chalk', 'pay the route setters'),
    london('did the first one, 3 tomorrow', [done(num(1)), move(num(3), '2026-11-12', null)]),
  ),
  within(
    shown('send the invoice to the triathlon club', 'order inner tubes', 'book the van service'),
    london('sent the invoice to the tri club 👍', done(num(1)), done(words('invoice'))),
  ),
  london('done the harness log', done(words('harness log'))),
  london('finished the brompton service and the tubeless conversion', [
    done(words('brompton service')),
    done(words('tubeless conversion')),
  ]),
  within(
    which('call the insurer about the wall', 'call the insurer about the van'),
    london('the wall one, done it this morning', done(num(1)), answer(1)),
  ),
  london('I have paid the deposit of the lodge finally', done(words('deposit of the lodge')), done(words('lodge deposit'))),
  // London: news that looks like a tick
  london('lessons cancelled, swell is way too big, done for the day', NO_CHANGE),
  within(
    reminded('book Ciara her next block', l('11-11 12:00')),
    london('Ciara finished her 12 week block today, absolute weapon 💪', NO_CHANGE),
  ),
  london('The retreat of October is finished, it was beautiful but now I am very tired', NO_CHANGE),

  // New York: ticks of the task in view
  within(reminded('regrip the demo clubs', n('11-11 09:30')), newYork('done. took forever lol', done())),
  within(reminded('post the track workout', n('11-11 10:00')), newYork('posted ✔️ the kids already complaining lol', done())),
  within(reminded('book the bus upstate', n('11-11 10:00')), newYork('resort booked the bus for us actually so thats handled', done())),
  within(reminded('pay the gym insurance', n('11-11 10:00')), newYork('ya lo pagué, listo', done())),
  // New York: ticks from a list or by name
  within(
    shown('call the Hendersons', 'update the lesson calendar', 'order range balls'),
    newYork('did 1 and 3', [done(num(1)), done(num(3))]),
  ),
  within(
    shown('sharpen the rental edges', 'renew PSIA membership', 'book the bus upstate'),
    newYork('all 3 done, ready for the weekend baby', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(shown('order the new gloves', 'fix the ring ropes', 'pay the electric bill'), newYork('listo el 2', done(num(2)))),
  newYork('renewed the mooring permit, $340 ugh', done(words('mooring permit'))),
  newYork("done w the Feldman irons, he's coming by tmrw to grab them", done(words('Feldman irons'))),
  // New York: news, a question, or half done: nothing to tick
  within(
    reminded('call the insurance guy about the hull damage', n('11-11 09:00')),
    newYork('the hull got patched at the yard yesterday', NO_CHANGE),
  ),
  newYork('marcus finally did a sub 20 5k!!! so hyped for him', NO_CHANGE),
  newYork('my fighter done lost saturday, split decision, robbery', NO_CHANGE),
  newYork('did i already do the range ball order?', NO_CHANGE),
  within(reminded('write the members newsletter', n('11-11 09:00')), newYork('half done w it, will finish tonight', NO_CHANGE)),
];

export const NINETYFIFTH_CORRECTION: HeldOutItem[] = [
  // London: the task just added or reminded about
  within(
    just('ring the council about the beach lifeguard rota', l('11-12 08:30')),
    london("make it 9, council don't open till then", move(ctx, null, '09:00')),
  ),
  within(just('post the lesson times on insta', l('11-14 07:00')), london('actually sunday', move(ctx, '2026-11-15', null))),
  within(
    just('reset the bouldering wall', l('11-16 09:00')),
    london("no wait, tuesday, monday's the kids comp", move(ctx, '2026-11-17', null)),
  ),
  within(
    just('ring back the fella with the cracked carbon frame', l('11-11 17:45')),
    london('sorry meant quarter past 6', move(ctx, null, '18:15')),
  ),
  within(just('order brake pads from madison', l('11-13')), london('2pm on that', move(ctx, null, '14:00'))),
  within(
    just('send Ciara her new programme', l('11-12 13:00')),
    london('naw make that the morra at half 10 instead', move(ctx, '2026-11-12', '10:30'), move(ctx, null, '10:30')),
  ),
  within(
    reminded('ring the gym about the mats', l('11-11 14:00')),
    london("can ye shift that to friday at 11, i'm up to me eyes", move(ctx, '2026-11-13', '11:00'), snoozeUntil(l('11-13 11:00'))),
  ),
  within(
    just('call the caterer about the vegan menu', l('11-13 12:00')),
    london('Sorry I was wrong, is Thursday not Friday', move(ctx, '2026-11-12', null)),
  ),
  within(
    just('do the harness inspection log', l('12-04')),
    london('actually make it 6/12, inspector cant do the 4th', move(ctx, '2026-12-06', null)),
  ),
  // London: a task named in the message
  london('move the insurance renewal to the 1st', move(words('insurance renewal'), '2026-12-01', null)),
  london(
    'push the van service to next fri 10am',
    move(words('van service'), '2026-11-20', '10:00'),
    move(words('van service'), '2026-11-13', '10:00'),
  ),
  london('Please change the minibus booking to 27/11, the guests arrive one day before', move(words('minibus'), '2026-11-27', null)),
  london('sposta the lodge deposit to monday please, the bank is closed', move(words('lodge deposit'), '2026-11-16', null)),
  // London: news that looks like a correction
  london("the comp's been moved to december, typical", NO_CHANGE),
  within(just('order more chalk', null), london('supplier moved us to thursday deliveries btw', NO_CHANGE)),

  // New York: the task just added or reminded about
  within(just("regrip Mr. Feldman's irons", n('11-12 10:00')), newYork('actually 11:15, i got a lesson at 10', move(ctx, null, '11:15'))),
  within(
    just('send the group the route for saturdays long run', n('11-12 06:30')),
    newYork('nah tonight at 9 better', move(ctx, '2026-11-11', '21:00')),
  ),
  within(
    just('register the team for the turkey trot', n('11-20')),
    newYork('wait deadline is the 18th, make it 11/18', move(ctx, '2026-11-18', null)),
  ),
  within(
    reminded('sharpen the rental edges', n('11-11 09:00')),
    newYork("push that to tmrw, i'll do it before the drive", move(ctx, '2026-11-12', null)),
  ),
  within(just('pack the ski bag', n('11-13 19:00')), newYork('no wait 6, bus leaves 5am sat', move(ctx, null, '18:00'))),
  within(
    just('call the insurance guy about the hull damage on the J/22', n('11-11 15:00')),
    newYork('earlier, 1pm. he leaves the office at 2', move(ctx, null, '13:00')),
  ),
  within(
    just('pay the electric bill of the gym', n('11-12 16:00')),
    newYork('no no, el viernes. friday. i get paid thursday', move(ctx, '2026-11-13', null)),
  ),
  // New York: a task named in the message
  newYork('move the simulator call to friday 9am', move(words('simulator'), '2026-11-13', '09:00')),
  newYork("change the haul out to dec 5th, yard's full till then", move(words('haul out'), '2026-12-05', null)),
  newYork('cambia lo de los heavy bags pa el lunes', move(words('heavy bags'), '2026-11-16', null)),
  newYork('the feldman one, 3 not 10', move(words('feldman'), null, '15:00')),
  // New York: news or a question that looks like a correction
  newYork('club moved ladies night to thursdays starting december', NO_CHANGE),
  newYork('race got pushed to the 22nd, more time to get these guys ready lol', NO_CHANGE),
  newYork('what time did i set the bus thing for?', NO_CHANGE),
];
