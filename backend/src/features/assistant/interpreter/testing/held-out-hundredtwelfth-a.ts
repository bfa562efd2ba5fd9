/**
 * Held-out set, hundredtwelfth part a: cleaning and home services.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Bev, who runs a domestic cleaning round in Sheffield with three staff (keys, rotas, end-of-tenancy
 *   cleans; chatty, lots of "love" and "x").
 * - Kwame, a window cleaner in Croydon with a water-fed pole van (rounds, gutters, cash customers;
 *   writes in short lines).
 * - Agnieszka, an office cleaning contractor in Reading whose first language is Polish (contracts,
 *   night shifts, supplies; small grammar slips).
 * - Fergus, a carpet and upholstery cleaner in Edinburgh who writes some Scots ("the morn", "aye",
 *   "ken", "wee").
 * - Shabnam, who runs a pest control and deep-clean firm in Birmingham (call-outs, wasps, mice, council
 *   jobs; mixes in some Urdu words: "acha", "yaar", "abhi nahi", "paisa", "shukriya").
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Rosa, who runs a house cleaning business in Jackson Heights and whose first language is Spanish
 *   (clients, the girls, supplies, Venmo).
 * - Marcus, a handyman and TV-mounting guy in the Bronx (quotes, TaskRabbit jobs, hardware runs; all
 *   lower case, no punctuation).
 * - Linh, who owns a laundromat and wash-and-fold service in Sunset Park and whose first language is
 *   Vietnamese.
 * - Brendan, a gutter and power-washing contractor on Staten Island (crews, estimates, the truck;
 *   blunt, clipped).
 * - Naomi, a professional organiser in Brooklyn Heights (declutters, client homes, donation runs; long
 *   careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  every,
  inMinutes,
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
/** daily asked for the options of a dilemma. */
const askedOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what matters most in a dilemma whose options it knows. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** The person said STUCK on a task and daily asked what is in the way. */
const stuck = (title: string): Partial<ConversationState> => ({ pending: { about: 'stuck', task: title }, current: { title, due: null } });
/** daily asked how a past decision turned out. */
const review = (text: string): Partial<ConversationState> => ({ pending: { about: 'review', decision: text } });

export const HUNDREDTWELFTH_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me tomorrow at 10 love to drop the keys back to Mrs Hirst on Ecclesall Rd x',
    task('drop the keys back to Mrs Hirst on Ecclesall Rd', l('11-12 10:00')),
  ),
  london('gutters at no 42 Birdhurst Rd\nfriday\nremind me', task('gutters at no 42 Birdhurst Rd', l('11-13'))),
  london(
    'Please remind me tomorrow morning I must order the bin bags and blue roll for Thames Valley Park office',
    task('order the bin bags and blue roll for Thames Valley Park office', l('11-12 09:00')),
  ),
  london(
    'mind me the morn tae phone Mrs Baird aboot her sofa, she wants it done afore Christmas',
    task('phone Mrs Baird aboot her sofa', l('11-12')),
  ),
  london(
    'remind me tomorrow at 9 to ring the council re the Handsworth mice job, shukriya',
    task('ring the council re the Handsworth mice job', l('11-12 09:00')),
  ),
  london("can you remind me to get more Zoflora and microfibres Friday, and to sort next week's rota tonight love x", [
    task('get more Zoflora and microfibres', l('11-13')),
    task("sort next week's rota", l('11-11 20:00')),
  ]),
  london('URGENT\nring Mr Osei back before 5\nhe wants a quote today', task('ring Mr Osei back', l('11-11 17:00'), { important: true })),
  london(
    'remind me 1/12 to send the renewal for Green Park contract, it finish end of year',
    task('send the renewal for Green Park contract', l('12-01')),
  ),
  london(
    'efter lunch the morn I need tae pick up the new extraction hose fae the depot',
    task('pick up the new extraction hose fae the depot', l('11-12 14:00')),
    task('pick up the new extraction hose fae the depot', l('11-12 13:00')),
  ),
  london('in 45 mins remind me to check the wasp nest callback list yaar', task('check the wasp nest callback list', inMinutes(45))),
  london(
    'end of tenancy at the Crookes flat Monday so remind me Sunday night to charge the steam cleaner x',
    task('charge the steam cleaner', l('11-15 20:00')),
    task('charge the steam cleaner', l('11-15 19:00')),
  ),
  // London: mention a job, ask nothing
  london('The client from Thames Tower said they will send new key cards next week.', NO_CHANGE),
  london("Mrs Baird says her grandson'll let me in the morn, she's at the hospital", NO_CHANGE),
  london('alhamdulillah the council finally paid the September invoice 🙌', NO_CHANGE),

  // New York
  newYork(
    'Recuérdame tomorrow at 9 to call Mrs. Goldberg about the keys por favor',
    task('call Mrs. Goldberg about the keys', n('11-12 09:00')),
  ),
  newYork(
    'remind me tmrw 2 to grab toggle bolts and a 75 inch mount at home depot',
    task('grab toggle bolts and a 75 inch mount at home depot', n('11-12 14:00')),
  ),
  newYork(
    'Remind me 11/18 pay the gas bill for the dryers, very expensive this month',
    task('pay the gas bill for the dryers', n('11-18')),
  ),
  newYork('estimate 14 Hylan Blvd. fri 8am.', task('estimate 14 Hylan Blvd', n('11-13 08:00'))),
  newYork(
    "Could you please remind me on Monday at 10am to call the Henderson family about scheduling the second session for their garage? I'd like to get it booked before Thanksgiving if at all possible.",
    task('call the Henderson family about scheduling the second session for their garage', n('11-16 10:00')),
  ),
  newYork(
    'tomorrow venmo the girls their pay and buy more Fabuloso y paper towels',
    [task('venmo the girls their pay', n('11-12')), task('buy more Fabuloso y paper towels', n('11-12'))],
    [task('venmo the girls their pay', n('11-12')), task('buy more Fabuloso y paper towels')],
  ),
  newYork(
    'asap send the quote to the lady on 231st for the shelves',
    task('send the quote to the lady on 231st for the shelves', null, { important: true }),
  ),
  newYork('Tonight 8pm remind me to check machine number 6, it leak water again', task('check machine number 6', n('11-11 20:00'))),
  newYork('remind me in 2 hrs call the truck guy re brakes', task('call the truck guy re brakes', inMinutes(120))),
  newYork(
    "On 12/5 please remind me to take the Petersons' donation bags to Housing Works, and the day before to confirm the drop-off window with them.",
    [task("take the Petersons' donation bags to Housing Works", n('12-05')), task('confirm the drop-off window with them', n('12-04'))],
  ),
  newYork(
    'remind me at 4 to text the taskrabbit guy back about the dresser assembly',
    task('text the taskrabbit guy back about the dresser assembly', n('11-11 16:00')),
  ),
  // New York: mention a job, ask nothing
  newYork('crew finished Tottenville. paid cash.', NO_CHANGE),
  newYork('My sister say she will remind me about the inspection, no need', NO_CHANGE),
  newYork('the Levys want us every other week now instead of every week 😩 less money', NO_CHANGE),
];

export const HUNDREDTWELFTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    "every Monday at 8 love remind me to text the girls the week's keys list x",
    task("text the girls the week's keys list", l('11-16 08:00'), { repeat: every('week') }),
  ),
  london('every 4 weeks\nShirley round\nstarting monday', task('Shirley round', l('11-16'), { repeat: every('week', 4) })),
  london(
    'Every weekday at 9pm remind me check the night shift signed in on the app',
    task('check the night shift signed in on the app', l('11-11 21:00'), { repeat: every('weekday') }),
  ),
  london(
    'ilka first o the month mind me tae send the invoices tae the letting agents',
    task('send the invoices tae the letting agents', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'har Friday 4 baje remind me to collect the bait box reports from the lads',
    task('collect the bait box reports from the lads', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every other Thursday to do the Dore keys run love',
    task('do the Dore keys run', l('11-12'), { repeat: every('week', 2) }),
  ),
  london(
    'gutters for the Purley flats\nevery 6 months\nnext one 1/12',
    task('gutters for the Purley flats', l('12-01'), { repeat: every('month', 6) }),
  ),
  london('each 15th of month remind me pay the invoice to Bunzl', task('pay the invoice to Bunzl', l('11-15'), { repeat: every('month') })),
  london(
    'every Sunday at 6 mind me tae load the van for the Monday jobs',
    task('load the van for the Monday jobs', l('11-15 18:00'), { repeat: every('week') }),
  ),
  london(
    'daily 7am remind me check the traps at the Digbeth warehouse, inshallah we clear it this week',
    task('check the traps at the Digbeth warehouse', l('11-12 07:00'), { repeat: every('day') }),
  ),
  london(
    'every year on 2/1 remind me to renew the public liability insurance x',
    task('renew the public liability insurance', l('2027-01-02'), { repeat: every('year') }),
  ),
  // London: a routine, asks for nothing
  london('Thornton Heath customers all on tuesdays now\nsuits me', NO_CHANGE),
  london('We clean the Barclays office every night except Sunday, is very tiring.', NO_CHANGE),
  london('Mrs Baird gets her rugs done every spring like clockwork, bless her', NO_CHANGE),

  // New York
  newYork('every friday at 5 remind me venmo the girls', task('venmo the girls', n('11-13 17:00'), { repeat: every('week') })),
  newYork(
    'every monday 7am remind me check taskrabbit for new jobs',
    task('check taskrabbit for new jobs', n('11-16 07:00'), { repeat: every('week') }),
  ),
  newYork(
    'Every day 6am remind me turn on the boiler before open',
    task('turn on the boiler before open', n('11-12 06:00'), { repeat: every('day') }),
  ),
  newYork(
    '1st and 15th. invoice commercial accounts.',
    [
      task('invoice commercial accounts', n('12-01'), { repeat: every('month') }),
      task('invoice commercial accounts', n('11-15'), { repeat: every('month') }),
    ],
    [
      task('invoice commercial accounts', n('11-15'), { repeat: every('month') }),
      task('invoice commercial accounts', n('12-01'), { repeat: every('month') }),
    ],
  ),
  newYork(
    'Could you set a reminder for every other Tuesday at 1pm to do my donation run to the Salvation Army on Atlantic? Starting next week, please.',
    task('do my donation run to the Salvation Army on Atlantic', n('11-17 13:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every month on the 28 remind me pay insurance for the car por favor',
    task('pay insurance for the car', n('11-28'), { repeat: every('month') }),
  ),
  newYork(
    'every weekday at noon remind me to post before and after pics on insta',
    task('post before and after pics on insta', n('11-11 12:00'), { repeat: every('weekday') }),
    task('post before and after pics on insta', n('11-12 12:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'Every Sunday night 9pm remind me to count the quarters from the machines',
    task('count the quarters from the machines', n('11-15 21:00'), { repeat: every('week') }),
  ),
  newYork(
    'every 3 wks. service the pressure washer pump. start sat',
    task('service the pressure washer pump', n('11-14'), { repeat: every('week', 3) }),
  ),
  newYork(
    'Please remind me quarterly to send a check-in email to past clients. The first one on January 5th would be ideal.',
    task('send a check-in email to past clients', n('2027-01-05'), { repeat: every('month', 3) }),
  ),
  // New York: a routine, asks for nothing
  newYork('i do home depot runs like every morning at this point lol', NO_CHANGE),
  newYork('Hotel pickup always Tuesday and Thursday, very big bags', NO_CHANGE),
  newYork('los martes we always do the two houses in Elmhurst, is the easy day', NO_CHANGE),
];

export const HUNDREDTWELFTH_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded('drop the keys back to Mrs Hirst'), london("not now love I'm up a ladder, give me half an hour x", snoozeFor(30))),
  within(reminded('ring Mr Osei back'), london('on the pole\n20 mins', snoozeFor(20))),
  within(
    reminded('order the bin bags and blue roll'),
    london('Please remind me again at 6, now I am in meeting with facility manager', snoozeUntil(l('11-11 18:00'))),
  ),
  within(
    reminded('phone Mrs Baird aboot her sofa'),
    london("no the noo, I'm elbow deep in a stair carpet. the morn", snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12'))),
  ),
  within(
    reminded('ring the council re the Handsworth mice job'),
    london('abhi nahi, on a wasp call. try me at half 4', snoozeUntil(l('11-11 16:30'))),
  ),
  within(reminded("sort next week's rota"), london('do it me after tea love, like 7ish', snoozeUntil(l('11-11 19:00')))),
  within(
    reminded('chase the cash customers on the Shirley round'),
    london('monday', snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16'))),
  ),
  within(
    reminded('send the renewal for Green Park contract'),
    london('Not today. Friday morning please', snoozeUntil(l('11-13 09:00')), move(ctx, '2026-11-13', '09:00')),
  ),
  within(reminded('pick up the new extraction hose fae the depot'), london('gie it an hour or twa', snoozeFor(60), snoozeFor(120))),
  within(reminded('check the wasp nest callback list'), london('later yaar', snoozeFor(60), NO_CHANGE)),
  // London: at 15:00 "at 1" has gone by: tomorrow 1pm, or ask; never earlier
  within(reminded('get more Zoflora and microfibres'), london('remind me again at 1 love', snoozeUntil(l('11-12 13:00')), NO_CHANGE)),
  // London: "not yet" and put-offs without a time ask nothing
  within(reminded('check the night shift signed in on the app'), london('not yet, still waiting for Marta', NO_CHANGE)),
  within(reminded('send the invoices tae the letting agents'), london("aye, once the bank's sorted my card", NO_CHANGE)),
  within(reminded('collect the bait box reports from the lads'), london("they haven't even sent them yet na", NO_CHANGE)),

  // New York
  within(reminded('call Mrs. Goldberg about the keys'), newYork('ay no puedo ahora, in 1 hour please', snoozeFor(60))),
  within(
    reminded('grab toggle bolts and a 75 inch mount at home depot'),
    newYork('snooze til 3 im on a mount in riverdale', snoozeUntil(n('11-11 15:00'))),
  ),
  within(
    reminded('pay the gas bill for the dryers'),
    newYork('Tomorrow please, today so busy', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12'))),
  ),
  within(reminded('estimate 14 Hylan Blvd'), newYork('45 min.', snoozeFor(45))),
  within(
    reminded('call the Henderson family about scheduling the second session'),
    newYork(
      "I'm mid-session with a client right now. Could you remind me again around 2:30 this afternoon?",
      snoozeUntil(n('11-11 14:30')),
    ),
  ),
  within(
    reminded('buy more Fabuloso y paper towels'),
    newYork('el sábado, I go to Costco saturday morning', snoozeUntil(n('11-14 09:00')), snoozeUntil(n('11-14'))),
  ),
  within(reminded('send the quote to the lady on 231st for the shelves'), newYork('nah not now bro', snoozeFor(60), NO_CHANGE)),
  within(reminded('check machine number 6'), newYork('After the repair man come, maybe 1pm', snoozeUntil(n('11-11 13:00')))),
  within(reminded('call the truck guy re brakes'), newYork('monday 8.', snoozeUntil(n('11-16 08:00')))),
  within(
    reminded("take the Petersons' donation bags to Housing Works"),
    newYork(
      'Could we push this to next week? The Petersons asked for a few more days to go through the last boxes.',
      snoozeUntil(n('11-16 09:00')),
      snoozeUntil(n('11-16')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  // New York: at 10:00 "at 9" has gone by: tonight 9pm, or tomorrow 9am
  within(
    reminded('text the taskrabbit guy back about the dresser assembly'),
    newYork('remind me at 9', snoozeUntil(n('11-11 21:00')), snoozeUntil(n('11-12 09:00'))),
  ),
  // New York: "not yet" and put-offs without a time ask nothing
  within(reminded('count the quarters from the machines'), newYork('Not yet 😅', NO_CHANGE)),
  within(reminded('venmo the girls'), newYork('when the client pay me first', NO_CHANGE)),
  within(reminded('service the pressure washer pump'), newYork('parts not in.', NO_CHANGE)),
];

export const HUNDREDTWELFTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('drop the keys back to Mrs Hirst on Ecclesall Rd', l('11-12 10:00')),
    london("oh no love make it 11, she's at her aqua aerobics till half 10 x", move(ctx, null, '11:00')),
  ),
  within(just('gutters at no 42 Birdhurst Rd', l('11-13')), london('not friday\nsaturday', move(ctx, '2026-11-14', null))),
  within(
    just('order the bin bags and blue roll for Thames Valley Park office', l('11-12 09:00')),
    london(
      'Sorry, not Thames Valley Park, is for Green Park office',
      rename(ctx, 'order the bin bags and blue roll for Green Park office'),
    ),
  ),
  within(
    just('pick up the new extraction hose fae the depot', l('11-12 14:00')),
    london("naw, Friday, the depot's shut the morn", move(ctx, '2026-11-13', null)),
  ),
  within(
    just('ring the council re the Handsworth mice job', l('11-12 09:00')),
    london('sorry meri galti, I meant Smethwick not Handsworth', rename(ctx, 'ring the council re the Smethwick mice job')),
  ),
  within(just("sort next week's rota", l('11-11 20:00')), london("make it 9 love, corrie's on", move(ctx, null, '21:00'))),
  london('move the Shirley cash one to 28/11', move(words('Shirley'), '2026-11-28', null)),
  within(
    just('send the renewal for Green Park contract', l('12-01')),
    london('sorry I mean 10/12 not 1/12', move(ctx, '2026-12-10', null)),
  ),
  london('change the Mrs Baird one tae Monday at 10', move(words('Mrs Baird'), '2026-11-16', '10:00')),
  within(
    reminded('collect the bait box reports from the lads', l('11-11 15:00')),
    london('move this to 5 acha, lads are still out', move(ctx, null, '17:00'), snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    just('get more Zoflora and microfibres', l('11-13')),
    london('not microfibres love, I meant mop heads x', rename(ctx, 'get more Zoflora and mop heads')),
  ),
  // London: look like corrections, are news
  within(just('ring Mr Osei back', l('11-11 17:00')), london("Osei's moved house\nsame road tho", NO_CHANGE)),
  within(
    just('check the night shift signed in on the app', l('11-11 21:00')),
    london('Marta change her shift with Ola tonight', NO_CHANGE),
  ),
  within(
    just('load the van for the Monday jobs', l('11-15 18:00')),
    london("the Morningside job got moved tae Tuesday, the wifie's no well", NO_CHANGE),
  ),

  // New York
  within(just('call Mrs. Goldberg about the keys', n('11-12 09:00')), newYork('no no, 11 mejor, she sleep late', move(ctx, null, '11:00'))),
  within(
    just('grab toggle bolts and a 75 inch mount at home depot', n('11-12 14:00')),
    newYork('wait make it 65 inch not 75', rename(ctx, 'grab toggle bolts and a 65 inch mount at home depot')),
  ),
  within(just('pay the gas bill for the dryers', n('11-18')), newYork('Sorry, 11/16, due date is Monday', move(ctx, '2026-11-16', null))),
  within(just('estimate 14 Hylan Blvd', n('11-13 08:00')), newYork('9 not 8.', move(ctx, null, '09:00'))),
  within(
    just('call the Henderson family about scheduling the second session for their garage', n('11-16 10:00')),
    newYork(
      "Actually, I realised it's the Hendricks family, not the Hendersons. Apologies, I have both on the go this month.",
      rename(ctx, 'call the Hendricks family about scheduling the second session for their garage'),
    ),
  ),
  newYork('change the Fabuloso one to friday', move(words('Fabuloso'), '2026-11-13', null)),
  within(just('text the taskrabbit guy back about the dresser assembly', n('11-11 16:00')), newYork('nah 4:30', move(ctx, null, '16:30'))),
  within(just('check machine number 6', n('11-11 20:00')), newYork('Not number 6, number 9. Sorry', rename(ctx, 'check machine number 9'))),
  newYork('push the truck brakes call to fri 7am.', move(words('truck'), '2026-11-13', '07:00')),
  within(
    just("take the Petersons' donation bags to Housing Works", n('12-05')),
    newYork('Sorry, I meant the 4th, not the 5th. They close early on Saturdays.', move(ctx, '2026-12-04', null)),
  ),
  within(
    reminded('venmo the girls', n('11-11 10:00')),
    newYork(
      'change to 6 tonight, the client pay me at 5',
      move(ctx, null, '18:00'),
      move(ctx, '2026-11-11', '18:00'),
      snoozeUntil(n('11-11 18:00')),
    ),
  ),
  // New York: look like corrections, are news
  within(
    just('send the quote to the lady on 231st for the shelves'),
    newYork('she changed her mind shes doing floating ones now not the bookcase', NO_CHANGE),
  ),
  within(
    just('count the quarters from the machines', n('11-15 21:00')),
    newYork('Bank change the hours, now close 3pm Saturday', NO_CHANGE),
  ),
  within(just('service the pressure washer pump', n('11-14')), newYork("pump's under warranty. whatever.", NO_CHANGE)),
];

export const HUNDREDTWELFTH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    "ooh what a day love. Tracey's off with her back again so I've done three houses on me own. anyway I need to ring the letting agent " +
      'about the Broomhill end of tenancy tomorrow, get the hoover belt replaced, and remind me Friday to pay the girls x',
    [
      task('ring the letting agent about the Broomhill end of tenancy', l('11-12')),
      task('get the hoover belt replaced'),
      task('pay the girls', l('11-13')),
    ],
  ),
  london(
    'long day\nvan leaking again\nneed to book the van in at the garage\nand get more pure water filters\nmrs adeyemi paid cash finally',
    [task('book the van in at the garage'), task('get more pure water filters')],
  ),
  london(
    'So today was crazy. Two cleaners not coming, I cover myself the Thames Tower building till 2am. Tomorrow I must call agency for new ' +
      'staff, and order the floor polish before Friday, and I need remember to send timesheets to payroll Monday. I am so tired.',
    [
      task('call agency for new staff', l('11-12')),
      task('order the floor polish', l('11-13')),
      task('send timesheets to payroll', l('11-16')),
    ],
    [
      task('call agency for new staff', l('11-12')),
      task('order the floor polish', l('11-12')),
      task('send timesheets to payroll', l('11-16')),
    ],
  ),
  london(
    "aye so the morn I've got the big job at the hotel in the Grassmarket, wee bit nervous if I'm honest. need tae get the van loaded the " +
      'night, and phone the wifie in Stockbridge aboot her stair carpet, and I must mind tae get diesel',
    [task('get the van loaded', l('11-11 20:00')), task('phone the wifie in Stockbridge aboot her stair carpet'), task('get diesel')],
  ),
  london(
    'Assalamu alaikum, ok so voice note. The Sandwell council contract came through alhamdulillah!! so I need to get the lads DBS checks ' +
      "renewed by the end of the month, buy more bait stations, and ring Imran tomorrow to tell him he's leading the Walsall side. bas, that's it",
    [
      task('get the lads DBS checks renewed', l('11-30')),
      task('buy more bait stations'),
      task("ring Imran to tell him he's leading the Walsall side", l('11-12')),
    ],
  ),
  london(
    "right, the morn's busy. Mrs Baird's sofa at 9, then the Leith flats. need tae mind tae pick up the spot cleaner fae Jimmy and text " +
      'the lassie in Portobello tae confirm Friday. och and I havenae paid the van insurance',
    [task('pick up the spot cleaner fae Jimmy'), task('text the lassie in Portobello tae confirm Friday'), task('pay the van insurance')],
  ),
  london(
    'yaar the wasps should be finished by now but we had three call-outs today, one of them on a school roof! mad. anyway must remember ' +
      'to invoice the school, rest can wait',
    [task('invoice the school')],
  ),
  // London: decisions said out loud
  london('right\nnot doing the Purley flats anymore\nthey pay late every time\ndone with it', decision),
  london(
    'I was thinking long time and I decide, I will not take the Slough contract, is too far for my girls at night and the money is not enough.',
    decision,
  ),
  london("right I've made my mind up love, I'm taking Jade on full time from January. so I need to sort her contract out next week x", [
    decision,
    task('sort her contract out', l('11-16')),
  ]),
  // London: rambles with no job in them
  london(
    'honestly love the Crookes flat was FILTHY, never seen an oven like it, took me and Jade four hours just on the kitchen. but we did ' +
      'it and the landlord was made up so that is something x',
    NO_CHANGE,
  ),
  london('rained all morning\nlost half the round\ncustomers moaning\nnothing new', NO_CHANGE),
  london(
    'whit a day. the Bruntsfield job was red wine all ower a cream carpet, but I got the lot oot. wee bit proud o masel, ken',
    NO_CHANGE,
  ),
  london(
    'Today I finally have a day off, first time in three weeks. I go with my daughter to the Oracle for shopping, is nice. Tomorrow back to work.',
    NO_CHANGE,
  ),

  // New York
  newYork(
    'Ay Dios mío what a week. Carmen is sick so me and Yesenia did the Forest Hills house alone. Tomorrow I need to call the lady in ' +
      'Astoria for the estimate, also buy the vacuum bags, and friday remind me to pay Carmen anyway because she need the money',
    [task('call the lady in Astoria for the estimate', n('11-12')), task('buy the vacuum bags'), task('pay Carmen', n('11-13'))],
  ),
  newYork(
    'ok so today i got the 2 tv mounts in the bronx then a taskrabbit ikea thing in harlem need to send the invoice to the harlem guy ' +
      'tonight and grab more drywall anchors and remind me thurs 8am to call the landlord on gun hill about the door',
    [
      task('send the invoice to the harlem guy', n('11-11 20:00')),
      task('grab more drywall anchors'),
      task('call the landlord on gun hill about the door', n('11-12 08:00')),
    ],
  ),
  newYork(
    'Today the dryer number 3 broke again, customer very angry because her clothes still wet. I need call the repair company tomorrow ' +
      'morning, and buy more detergent, we almost out. Also the hotel order is big this week.',
    [task('call the repair company', n('11-12 09:00')), task('buy more detergent')],
  ),
  newYork(
    "rough one. truck wouldn't start. crew sat around 2 hrs. gotta get a new battery today. call Sal re estimate on Arden Ave. that's it.",
    [task('get a new battery', n('11-11')), task('call Sal re estimate on Arden Ave')],
  ),
  newYork(
    "Today was one of those sessions that reminds me why I do this. The Carters' basement went so much better than expected: we filled " +
      'eleven bags for donation and Mrs. Carter actually laughed for the first time since we started. A few things I need to keep track ' +
      'of: drop the bags at the Goodwill on Fulton by Friday, send the Carters their follow-up checklist, and order more of the clear bins ' +
      'before our next session.',
    [
      task('drop the bags at the Goodwill on Fulton', n('11-13')),
      task('send the Carters their follow-up checklist'),
      task('order more of the clear bins'),
    ],
  ),
  newYork(
    'the new girl Daniela is very good, the clients love her, finally somebody who know how to do the baseboards lol. I need to buy her a uniform',
    [task('buy her a uniform')],
  ),
  // New York: decisions said out loud
  newYork('Ok I decide. No more Sunday cleanings, my family need me, even if the clients get mad.', decision),
  newYork(
    'been thinking about it and im done with taskrabbit after this month the fees are killing me gonna just do my own clients',
    decision,
  ),
  newYork('I think and think, now I decide: we will open Sunday also, starting December. So I need put new sign in window next week.', [
    decision,
    task('put new sign in window', n('11-16')),
  ]),
  // New York: rambles with no job in them
  newYork('My daughter help me in the shop today after school, she fold so fast! I am so proud. She want to study business.', NO_CHANGE),
  newYork('power washed a deck in 38 degrees. hands frozen. done for today.', NO_CHANGE),
  newYork(
    "Just finished a four-hour session with a client who's been holding onto her late husband's things for six years. We didn't let go " +
      "of much, but she let me help her choose one shelf to keep exactly as it was. Sometimes the work isn't about the stuff at all.",
    NO_CHANGE,
  ),
  newYork('lady in pelham bay tipped me 50 bucks for hanging 3 pictures lol bless her', NO_CHANGE),
];

export const HUNDREDTWELFTH_ANSWER: HeldOutItem[] = [
  // London
  within(which('ring Mrs Hirst about the keys', 'ring Mrs Patel about the keys'), london('Mrs Patel love x', answer(2))),
  within(
    which('quote for the Addiscombe conservatory', 'quote for the Shirley gutters', 'quote for the Purley flats'),
    london('2', answer(2)),
  ),
  within(askedChoice('Take the Slough contract or not?', 'take it', 'say no'), london('Second. Is too far.', answer(2))),
  within(
    askedChoice('Buy a truck-mount or keep hiring one?', 'buy a truck-mount', 'keep hiring'),
    london("aye, the first ane. it's time", answer(1)),
  ),
  within(
    askedMatters('Take on the Sandwell council contract or stay private only?', 'take the council contract', 'stay private only'),
    london('paisa honestly, and the lads having steady work through the winter', answer(null)),
  ),
  within(
    askedOptions('Should I take on a fourth cleaner?'),
    london('either take Jade on full time or just ask the girls to do extra hours over Christmas love x', answer(null)),
  ),
  within(
    askedChoice('Cash only or get a card machine for the round?', 'stay cash only', 'get a card machine'),
    london('card machine\nnobody has cash now', answer(2)),
  ),
  within(which('order supplies for Green Park', 'order supplies for Thames Valley Park'), london('Thames valley one', answer(2))),
  within(
    askedChoice('Take on the Glasgow hotel contract?', 'take it', 'turn it down'),
    london('no sure yet, need tae see the numbers first', answer(null)),
  ),
  within(
    askedChoice('Hire another technician or subcontract the council work?', 'hire a technician', 'subcontract'),
    london("dono nahi, I'll do it myself for now", answer(null)),
  ),
  within(review('Stopped doing Saturday cleans'), london("best thing I did love, I've got my weekends back x", answer(null))),
  within(stuck('chase the cash customers on the Shirley round'), london('half of them never in\nwhen i knock', answer(null))),
  // London: replies that are not an answer
  within(
    which('call agency for new staff', 'call agency about invoice'),
    london(
      'wait, also remind me tomorrow 8 am to check the alarm code at Thames Tower',
      task('check the alarm code at Thames Tower', l('11-12 08:00')),
    ),
  ),
  within(
    askedChoice('Buy a truck-mount or keep hiring one?', 'buy a truck-mount', 'keep hiring'),
    london('cheers for laying it oot like that, helps', NO_CHANGE),
  ),

  // New York
  within(which('call Mrs. Goldberg about the keys', 'call Mrs. Goldman about the estimate'), newYork('Goldman', answer(2))),
  within(
    askedChoice('Keep doing TaskRabbit or only your own clients?', 'stay on TaskRabbit', 'own clients only'),
    newYork('own clients', answer(2)),
  ),
  within(
    askedChoice('Open on Sunday or keep Sunday closed?', 'open Sunday', 'keep closed'),
    newYork('The first one. Many customer ask.', answer(1)),
  ),
  within(which('estimate 14 Hylan Blvd', 'estimate 22 Hylan Blvd'), newYork('22.', answer(2))),
  within(
    askedMatters('Should I hire an assistant for the spring season?', 'hire an assistant', 'keep working solo'),
    newYork(
      'Honestly, what matters most is not burning out again like last April, and being able to say yes to the bigger whole-house projects.',
      answer(null),
    ),
  ),
  within(
    askedOptions("How should I handle the Carters' storage unit?"),
    newYork(
      'I think there are really two paths: rent a dumpster and get it done in one weekend, or chip away at it over four or five shorter sessions.',
      answer(null),
    ),
  ),
  within(askedChoice('Which supply store?', 'Costco', 'the Home Depot on Northern Blvd'), newYork('costco, more cheap', answer(1))),
  within(
    stuck('send the quote to the lady on 231st for the shelves'),
    newYork('she never told me the wall type so i cant price it', answer(null)),
  ),
  within(
    review('Raised the wash-and-fold price to $1.50 a pound'),
    newYork('Good, customers not complain too much, only two.', answer(null)),
  ),
  within(
    askedChoice('Buy a second truck or rent one for spring?', 'buy', 'rent'),
    newYork('not yet. gotta run the numbers first.', answer(null)),
  ),
  within(askedChoice('Hire Daniela full time?', 'yes, full time', 'keep her part time'), newYork('sí, la primera', answer(1))),
  // New York: replies that are not an answer
  within(
    which('grab toggle bolts at home depot', 'grab drywall anchors at home depot'),
    newYork(
      'yo also remind me at 3 to call the super at the building on fordham',
      task('call the super at the building on fordham', n('11-11 15:00')),
    ),
  ),
  within(
    askedChoice('Should I hire an assistant for the spring season?', 'hire an assistant', 'keep working solo'),
    newYork('Thank you, this is exactly what I needed to see written out before I decide.', NO_CHANGE, answer(null)),
  ),
];
