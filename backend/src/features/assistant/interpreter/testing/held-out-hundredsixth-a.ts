/**
 * Held-out set, hundredsixth part a: people who work on the water.
 *
 * London time (day-first dates, Europe/London):
 * - Tom, an inshore fisherman in Brixham (crab and lobster pots, bass), who writes some Devon
 *   ("dreckly", "proper job", "me 'ansum", "tis", "bleddy").
 * - Sue, who owns a boatyard in Southampton that repairs, hauls out and stores yachts.
 * - Bethan, who runs kayak and paddleboard hire on the Gower and writes some Welsh ("diolch", "bore da",
 *   "dim eto", "tidy", "ych a fi").
 * - Pawel, a diving instructor in Plymouth whose first language is Polish.
 * - Graham, a river cruise skipper in Oxford (Osney, the EA, the lock keepers).
 *
 * New York time (month-first dates, America/New_York):
 * - Rick, a charter fishing captain in Montauk (fluke, stripers, the fuel dock, deckhands).
 * - Donna, who manages a marina in Sheepshead Bay (docks, slip holders, winter storage).
 * - Dez, who runs water taxis out of Red Hook and writes in clipped shorthand.
 * - Olga, who owns a swim school on Staten Island and whose first language is Russian.
 * - Marty, a sailmaker on City Island (mains, jibs, genoas, the loft).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
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
  talk,
  within,
  words,
  ctx,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDSIXTH_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me tmrw 6am to check the pots off berry head, winds finally dropping',
    task('check the pots off berry head', l('11-12 06:00')),
  ),
  london(
    'need to get the spider crab over to the buyer at the fish market before fri, hes short this week',
    task('get the spider crab over to the buyer at the fish market', l('11-13')),
    task('get the spider crab over to the buyer at the fish market', l('11-12')),
  ),
  london(
    "ee remind me in 2 weeks at 4pm to settle up with the ice man. he's a dreckly sort but still",
    task('settle up with the ice man', l('11-25 16:00')),
  ),
  london(
    'pls remind me half 4 to call the owner of Seraphina re her antifoul quote',
    task('call the owner of Seraphina re her antifoul quote', l('11-11 16:30')),
  ),
  london(
    "Haul out for Blue Heron is 4/12, remind me the day before to check the cradle's free",
    task("check the cradle's free", l('12-03')),
  ),
  london(
    'add: chase the insurers on the storm damage claim EOD',
    task('chase the insurers on the storm damage claim', l('11-11 17:00')),
    task('chase the insurers on the storm damage claim', l('11-11 18:00')),
  ),
  london(
    'bore da! can you remind me first thing tmrw to ring the council about the beach permit for next season. diolch x',
    task('ring the council about the beach permit for next season', l('11-12 09:00')),
    task('ring the council about the beach permit for next season', l('11-12 08:00')),
  ),
  london(
    'urgent!! need to order 6 new buoyancy aids, two failed the check this morning',
    task('order 6 new buoyancy aids', null, { important: true }),
  ),
  london('ring Rhys abt covering the hut sat & sun', task('ring Rhys abt covering the hut sat & sun')),
  london(
    'Please remind me on Friday at quarter to 6 to call to the insurance about the new compressor',
    task('call to the insurance about the new compressor', l('11-13 17:45')),
  ),
  london(
    'tomorrow after lunch I must check all the regulators, is weekend course on saturday. remind me please',
    task('check all the regulators', l('11-12 13:00')),
    task('check all the regulators', l('11-12 14:00')),
  ),
  london('remind me noon sat to top up the diesel at Osney', task('top up the diesel at Osney', l('11-14 12:00'))),
  london('Need to renew the boatmasters licence by end of the month, and ring the lock keeper at Iffley monday 10am', [
    task('renew the boatmasters licence', l('11-30')),
    task('ring the lock keeper at Iffley', l('11-16 10:00')),
  ]),
  // London: mention a task, ask for nothing
  london('did I ever put a reminder in for renewing the mooring?', NO_CHANGE),

  // New York
  newYork(
    'remind me 5am tmrw call the deckhand, need him on the boat by 6 for the fluke charter',
    task('call the deckhand', n('11-12 05:00')),
  ),
  newYork(
    'gotta pay the fuel dock tab before 11/20 or they cut me off',
    task('pay the fuel dock tab', n('11-20')),
    task('pay the fuel dock tab', n('11-19')),
  ),
  newYork(
    'Remind me at noon to walk B dock with the insurance adjuster',
    task('walk B dock with the insurance adjuster', n('11-11 12:00')),
  ),
  newYork('need to send winter storage contracts to the slip holders by friday and order the shrink wrap', [
    task('send winter storage contracts to the slip holders', n('11-13')),
    task('order the shrink wrap'),
  ]),
  newYork(
    'can u remind me end of the month to renew the marinas liability insurance, its expiring 12/15',
    task('renew the marinas liability insurance', n('11-30')),
  ),
  newYork(
    'tmrw 7a fuel up taxi 2. 3p coast guard insp call',
    [task('fuel up taxi 2', n('11-12 07:00')), task('coast guard insp call', n('11-12 15:00'))],
    [task('fuel up taxi 2', n('11-12 07:00')), task('coast guard insp call', n('11-11 15:00'))],
  ),
  newYork(
    'URGENT need new bilge pump for taxi 1 b4 4 today, old one dead',
    task('new bilge pump for taxi 1', n('11-11 16:00'), { important: true }),
  ),
  newYork(
    'Please remind me tomorrow at 9 to call to parents of Misha about change of lesson time',
    task('call to parents of Misha about change of lesson time', n('11-12 09:00')),
  ),
  newYork('I need to buy new kickboards until 12/1, the old ones are broken completely', task('buy new kickboards', n('12-01'))),
  newYork(
    'remind me quarter to 6 to call Dave re the genoa repair, he wants it back for frostbite season',
    task('call Dave re the genoa repair', n('11-11 17:45')),
  ),
  newYork(
    'after lunch tmrw: measure the main on Windfall at the yacht club',
    task('measure the main on Windfall at the yacht club', n('11-12 13:00')),
    task('measure the main on Windfall at the yacht club', n('11-12 14:00')),
  ),
  newYork('ugh need to call the insurance guy and i really really dont want to', task('call the insurance guy')),
  // New York: a question that mentions a job, asks for nothing
  newYork('who do I call about the fuel dock again? the new guy', NO_CHANGE),
];

export const HUNDREDSIXTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    'every monday 6am remind me to check the tide tables for the week',
    task('check the tide tables for the week', l('11-16 06:00'), { repeat: every('week') }),
  ),
  london(
    'pay the harbour dues on the 1st of every month, tis always me forgetting',
    task('pay the harbour dues', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'every other wednesday at 7 in the morning grease the pot hauler',
    task('grease the pot hauler', l('11-18 07:00'), { repeat: every('week', 2) }),
  ),
  london(
    'every other friday at 4 do the wages for the yard lads',
    task('do the wages for the yard lads', l('11-13 16:00'), { repeat: every('week', 2) }),
  ),
  london(
    'each weekday at half 7 check the travel hoist log',
    task('check the travel hoist log', l('11-12 07:30'), { repeat: every('weekday') }),
  ),
  london('every day at 8 check the surf forecast pls, diolch', task('check the surf forecast', l('11-12 08:00'), { repeat: every('day') })),
  london(
    "remind me every sunday at 7pm to post the week's bookings on insta",
    task("post the week's bookings on insta", l('11-15 19:00'), { repeat: every('week') }),
  ),
  london(
    'Please every Thursday at 10 remind me to fill the tanks for the weekend dives',
    task('fill the tanks for the weekend dives', l('11-12 10:00'), { repeat: every('week') }),
  ),
  london(
    'each month on 15 I must pay the lease for the boat, remind me',
    task('pay the lease for the boat', l('11-15'), { repeat: every('month') }),
  ),
  london(
    'every saturday 8am check bilges and fuel before first cruise',
    task('check bilges and fuel before first cruise', l('11-14 08:00'), { repeat: every('week') }),
    task('check bilges and fuel', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london(
    'once a year on 1 March renew the EA boat registration',
    task('renew the EA boat registration', l('2027-03-01'), { repeat: every('year') }),
  ),
  // London: a routine, no ask
  london('i check the tides every morning first thing anyway, dont need reminding of that one', NO_CHANGE),
  london('mondays are always dead this time of year tbh, nobody wants to paddle in november', NO_CHANGE),

  // New York
  newYork(
    'every morning at 4:30 check NOAA marine forecast',
    task('check NOAA marine forecast', n('11-12 04:30'), { repeat: every('day') }),
  ),
  newYork(
    '1st of every month pay the slip fee at the town dock',
    task('pay the slip fee at the town dock', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'mondays at 8:30 walk all the docks and check lines, every week',
    task('walk all the docks and check lines', n('11-16 08:30'), { repeat: every('week') }),
  ),
  newYork(
    'every other tuesday remind me to do payroll for the dock hands, starting next tues',
    task('do payroll for the dock hands', n('11-17'), { repeat: every('week', 2) }),
  ),
  newYork('wkdays 6:45a pre-trip chk both taxis', task('pre-trip chk both taxis', n('11-12 06:45'), { repeat: every('weekday') })),
  newYork('fri 5p weekly: cash out + deposit', task('cash out + deposit', n('11-13 17:00'), { repeat: every('week') })),
  newYork(
    'Every day at 7 in the morning please remind me to test the chlorine in pool',
    task('test the chlorine in pool', n('11-12 07:00'), { repeat: every('day') }),
  ),
  newYork(
    'remind me every 2 weeks on monday to order chemicals, start from this monday',
    task('order chemicals', n('11-16'), { repeat: every('week', 2) }),
  ),
  newYork(
    'mon-fri 7:30 turn on the loft heaters or the glue wont set',
    task('turn on the loft heaters', n('11-12 07:30'), { repeat: every('weekday') }),
  ),
  newYork(
    'every year on april 1 remind me to call the yacht club about spring commissioning',
    task('call the yacht club about spring commissioning', n('2027-04-01'), { repeat: every('year') }),
  ),
  // New York: a routine, no ask
  newYork('every single tuesday this fall its blown 25 knots, swear its a curse', NO_CHANGE),
  newYork('weekly fuel delivery came. all good', NO_CHANGE),
  newYork('every monday we have the lifeguard meeting, it is so long, 2 hours of nothing', NO_CHANGE),
];

export const HUNDREDSIXTH_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('check the pots off berry head', l('11-11 15:00')),
    london("not now me 'ansum, winds up again, give us an hour", snoozeFor(60)),
  ),
  within(reminded('settle up with the ice man', l('11-11 15:00')), london('dreckly. try me at 5', snoozeUntil(l('11-11 17:00')))),
  within(
    reminded('settle up with the ice man', l('11-11 15:00')),
    london('cant, skint till friday. friday morning', snoozeUntil(l('11-13 09:00')), snoozeUntil(l('11-13 08:00'))),
  ),
  within(
    reminded('call the owner of Seraphina re her antifoul quote', l('11-11 15:00')),
    london('in the middle of a launch, tomorrow morning', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  // London: "after" something daily cannot know the time of: it must ask
  within(reminded('invoice the Westerly refit', l('11-11 15:00')), london('after the call with the surveyor', NO_CHANGE)),
  within(reminded('check the travel hoist log', l('11-11 15:00')), london('later', NO_CHANGE, snoozeFor(60))),
  within(
    reminded('ring the council about the beach permit', l('11-11 15:00')),
    london('half hour, just getting the boards in off the beach', snoozeFor(30)),
  ),
  within(reminded("post the week's bookings on insta", l('11-11 15:00')), london('dim eto', NO_CHANGE)),
  within(
    reminded('call to the insurance about the new compressor', l('11-11 15:00')),
    london('I am under the water until 4, please remind later at half past 4', snoozeUntil(l('11-11 16:30'))),
  ),
  within(
    reminded('check all the regulators', l('11-11 15:00')),
    london('tomorrow please, today is no time', snoozeUntil(l('11-12')), snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('top up the diesel at Osney', l('11-11 15:00')),
    london('skippering till 6, ping me after', snoozeUntil(l('11-11 18:00'))),
  ),
  within(reminded('ring the lock keeper at Iffley', l('11-11 15:00')), london('snooze 2 hrs', snoozeFor(120))),
  // London: news, not a put-off
  within(
    reminded('chase the insurers on the storm damage claim', l('11-11 15:00')),
    london("they've held it on their end, waiting on the loss adjuster now", NO_CHANGE),
  ),

  // New York
  within(reminded('call the deckhand', n('11-11 10:00')), newYork('on the water, try me at 2', snoozeUntil(n('11-11 14:00')))),
  within(reminded('pay the fuel dock tab', n('11-11 10:00')), newYork('gimme 45', snoozeFor(45))),
  within(
    reminded('walk B dock with the insurance adjuster', n('11-11 10:00')),
    newYork('adjuster running late, push me an hour and a half', snoozeFor(90)),
  ),
  within(
    reminded('send winter storage contracts to the slip holders', n('11-11 10:00')),
    newYork('monday 9', snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(reminded('fuel up taxi 2', n('11-11 10:00')), newYork('l8r. 1p', snoozeUntil(n('11-11 13:00')))),
  within(
    reminded('coast guard insp call', n('11-11 10:00')),
    newYork('tmrw am', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00'))),
  ),
  within(
    reminded('call to parents of Misha about change of lesson time', n('11-11 10:00')),
    newYork('Now I am in the water with kids, please in one hour', snoozeFor(60)),
  ),
  within(reminded('test the chlorine in pool', n('11-11 10:00')), newYork('not yet, the technician still is not came', NO_CHANGE)),
  within(
    reminded('call Dave re the genoa repair', n('11-11 10:00')),
    newYork('got contact cement all over my hands lol, after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('measure the main on Windfall at the yacht club', n('11-11 10:00')),
    newYork('this weekend', snoozeUntil(n('11-14')), move(ctx, '2026-11-14', null)),
  ),
  within(
    reminded('call the insurance guy', n('11-11 10:00')),
    newYork('not till after his lunch, like 2ish', snoozeUntil(n('11-11 14:00'))),
  ),
  // New York: news that sounds like a put-off
  within(
    reminded('order the shrink wrap', n('11-11 10:00')),
    newYork('shrink wrap guy said hed call me back in an hour', NO_CHANGE, snoozeFor(60)),
  ),
];

export const HUNDREDSIXTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('ring the harbourmaster about the mooring', l('11-12 10:00')),
    london('make that half 11, he dont start till 11', move(ctx, null, '11:30')),
  ),
  within(
    just('check the pots off berry head', l('11-12 06:00')),
    london('no wait, friday. tis gonna blow a hoolie thurs', move(ctx, '2026-11-13', null)),
  ),
  within(
    just('call the owner of Seraphina re her antifoul quote', l('11-11 16:30')),
    london('actually make it tomorrow, same time', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '16:30')),
  ),
  london(
    'move the Blue Heron haul out to 3/12 at 8, crane booked',
    move(words('Blue Heron haul out'), '2026-12-03', '08:00'),
    move(words('Blue Heron'), '2026-12-03', '08:00'),
  ),
  within(
    reminded('chase the insurers on the storm damage claim', l('11-11 15:00')),
    london('push that to monday, no chance today', move(ctx, '2026-11-16', null)),
  ),
  within(just('ring Rhys abt covering the hut sat & sun'), london('put it for tomorrow at 9 pls', move(ctx, '2026-11-12', '09:00'))),
  within(just('order 6 new buoyancy aids'), london('sorry i meant 8 not 6', rename(ctx, 'order 8 new buoyancy aids'))),
  within(
    just('call to the insurance about the new compressor', l('11-13 17:45')),
    london('Sorry, not Friday, Thursday. Friday I have the divers from Krakow', move(ctx, '2026-11-12', null)),
  ),
  london(
    'Please change the regulators check to 3 pm',
    move(words('regulators'), null, '15:00'),
    move(words('regulators check'), null, '15:00'),
  ),
  within(
    just('top up the diesel at Osney', l('11-14 12:00')),
    london('earlier, make it 10, theres a private hire at 11', move(ctx, null, '10:00')),
  ),
  london(
    'can you shift the hull survey on Kingfisher to the 20th at 10',
    move(words('hull survey on Kingfisher'), '2026-11-20', '10:00'),
    move(words('Kingfisher'), '2026-11-20', '10:00'),
  ),
  // London: news that says "moved", changes nothing
  within(
    just('ring the lock keeper at Iffley', l('11-16 10:00')),
    london('the EA have moved the Osney lock closure to january, which is a relief', NO_CHANGE),
  ),
  london("buyer's moved the auction to 6am now, daft bugger", NO_CHANGE),

  // New York
  within(just('call the deckhand', n('11-12 05:00')), newYork('make it 5:30 hes never up before then', move(ctx, null, '05:30'))),
  newYork(
    'move the fuel dock payment to 11/18',
    move(words('fuel dock'), '2026-11-18', null),
    move(words('fuel dock payment'), '2026-11-18', null),
  ),
  within(
    just('walk B dock with the insurance adjuster', n('11-11 12:00')),
    newYork('adjuster just texted, 1:30 instead', move(ctx, null, '13:30')),
  ),
  newYork('can you move the shrink wrap one to thursday', move(words('shrink wrap'), '2026-11-12', null)),
  within(just('fuel up taxi 2', n('11-12 07:00')), newYork('no. 6:15a', move(ctx, null, '06:15'))),
  within(just('coast guard insp call', n('11-12 15:00')), newYork('wrong day. fri', move(ctx, '2026-11-13', null))),
  within(
    just('call to parents of Misha about change of lesson time', n('11-12 09:00')),
    newYork('Sorry, I write wrong, it is Masha not Misha', rename(ctx, 'call to parents of Masha about change of lesson time')),
  ),
  within(
    just('buy new kickboards', n('12-01')),
    newYork('No, not first of December, till 25 November, the competition is 26', move(ctx, '2026-11-25', null)),
  ),
  within(just('call Dave re the genoa repair', n('11-11 17:45')), newYork('ugh he closes at 5, make it 4:30', move(ctx, null, '16:30'))),
  newYork(
    "move measuring Windfall's main to friday 2pm, club's locked tmrw",
    move(words('Windfall'), '2026-11-13', '14:00'),
    move(words("Windfall's main"), '2026-11-13', '14:00'),
  ),
  // New York: news that looks like a correction, changes nothing
  within(
    just('send winter storage contracts to the slip holders', n('11-13')),
    newYork('half the slip holders already moved their boats upstate lol', NO_CHANGE),
  ),
  within(
    just('coast guard insp call', n('11-12 15:00')),
    newYork('fyi cg rescheduled the whole dock inspection program to spring. figures', NO_CHANGE),
  ),
];

export const HUNDREDSIXTH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    'right so um, voice note cos im on the boat, need to haul the pots tmrw at 6, then ring Jan at the market about the crab price, oh and pay the boat insurance by end of the month. anyway. bleddy knackered',
    [
      task('haul the pots', l('11-12 06:00')),
      task('ring Jan at the market about the crab price'),
      task('pay the boat insurance', l('11-30')),
    ],
  ),
  london('well thats the season done near enough, landed a tidy bit of bass today, sold the lot to Jan, proper job', NO_CHANGE),
  london(
    "ok um so today was carnage, the travel hoist threw a hydraulic hose, anyway. things: order a new hose from Hydrasun, tell the Westerly owner his lift's delayed, and call the insurers friday at 10. thats it i think",
    [
      task('order a new hose from Hydrasun'),
      task("tell the Westerly owner his lift's delayed"),
      task('call the insurers', l('11-13 10:00')),
    ],
  ),
  london(
    "honestly just need to vent, had a yacht owner shout at me for 20 mins over a scratch that was there when it came in. 22 years i've done this and it still gets to me",
    NO_CHANGE,
  ),
  london(
    "right, so, decided we're putting the storage rates up 8% from January. and I need to write to all the storage customers by the end of the month",
    [decision, task('write to all the storage customers', l('11-30'))],
  ),
  london(
    'so um yeah bore da, quick one, wax the boards on friday, and can you remind me to ring the wetsuit people about the returns, and uh send Ceri her December rota by monday. tidy, diolch',
    [
      task('wax the boards', l('11-13')),
      task('ring the wetsuit people about the returns'),
      task('send Ceri her December rota', l('11-16')),
    ],
  ),
  london(
    "been going back and forth all week but ive decided, we're not doing winter sessions this year, too cold and too few bookings, just closing the hut till march",
    decision,
  ),
  london(
    'ych a fi what a day, wind took two paddleboards off the rack, found one on the rocks. so I need to report the missing one to the insurance, and get a proper strap for the rack',
    [task('report the missing one to the insurance'), task('get a proper strap for the rack')],
    [task('report the missing paddleboard to the insurance'), task('get a proper strap for the rack')],
  ),
  london(
    'Ok so, I am driving so I speak. Tomorrow I must service the two compressors, then on Friday call to Marek about the boat for Sunday, and also I need order three new wetsuits size M. That is all, thank you',
    [
      task('service the two compressors', l('11-12')),
      task('call to Marek about the boat for Sunday', l('11-13')),
      task('order three new wetsuits size M'),
    ],
  ),
  london(
    'ehh today was very bad day, one student panicked on 12 metres, we came up slowly and all is ok but I am still shaking little bit',
    NO_CHANGE,
  ),
  london(
    "um right so, back at the moorings. few things. need to replace the split starboard fender, find someone to cover Chris's shifts, and uh email the wedding party about timings for the 28th. oh and I've decided we're dropping the evening cruises after this month",
    [
      task('replace the split starboard fender'),
      task("find someone to cover Chris's shifts"),
      task('email the wedding party about timings for the 28th'),
      decision,
    ],
  ),
  london(
    "ok so um I'm shattered but before I forget, ring the boatyard about the prop tomorrow at 9, and file the passenger count sheets for the EA by friday. right. bed",
    [task('ring the boatyard about the prop', l('11-12 09:00')), task('file the passenger count sheets for the EA', l('11-13'))],
  ),

  // New York
  newYork(
    "ok so uh just docked, long day, fluke were biting tho. couple things, call the buyer in Hampton Bays about tomorrows catch tonight at 7, get the port engine looked at thursday, and text Mikey he's on the boat friday 5am. ok thats it",
    [
      task('call the buyer in Hampton Bays about tomorrows catch', n('11-11 19:00')),
      task('get the port engine looked at', n('11-12')),
      task("text Mikey he's on the boat friday 5am"),
    ],
  ),
  newYork(
    'been thinking about it on the ride in and im done running half day trips in november, not worth the fuel. full days only from now on',
    decision,
  ),
  newYork(
    "ugh saturday party cancelled, weather. refunded them already. anyway the boat's just sitting there so im gonna do the oil change saturday at 8am",
    task('do the oil change', n('11-14 08:00')),
  ),
  newYork(
    'ok so um, the pump out station is acting up again, need to call Tony the mechanic about the pump out, and uh remind me thursday to collect the winter storage deposits from the three boats on C dock, also clean up the fuel area on the 18th, inspector comes the 19th',
    [
      task('call Tony the mechanic about the pump out'),
      task('collect the winter storage deposits from the three boats on C dock', n('11-12')),
      task('clean up the fuel area', n('11-18')),
    ],
  ),
  newYork('man this job. boaters think winter storage is a hotel. anyway whatever, im fine, just a long one', NO_CHANGE),
  newYork(
    'ok voice msg. taxi 1 back in svc. need: new fenders x4, renew TWIC card, call ferry co re dock share. tmrw if poss',
    [task('new fenders x4', n('11-12')), task('renew TWIC card', n('11-12')), task('call ferry co re dock share', n('11-12'))],
    [task('new fenders x4'), task('renew TWIC card'), task('call ferry co re dock share')],
  ),
  newYork('slow day. 3 runs. rain. whatevs', NO_CHANGE),
  newYork('thinking. decided: no more runs after 9p in winter. not worth it', decision),
  newYork(
    'So, hello, I will say everything at once. Tomorrow at 11 I have meeting with the new coach, please remind. Also I must to buy chlorine tablets, and to call the insurance company about the slip of the child last week, nobody is hurt but they ask for report. Thank you very much',
    [
      task('meeting with the new coach', n('11-12 11:00')),
      task('buy chlorine tablets'),
      task('call the insurance company about the slip of the child last week'),
    ],
  ),
  newYork(
    "I have so much, the pool, the coaches, the parents, the taxes, I don't know where to start, my head is exploding",
    NO_CHANGE,
    talk('overwhelmed'),
  ),
  newYork(
    'ok so uhh, hands are full of sailcloth so talking. Need to call the Dacron supplier tomorrow at 10 about the backorder, invoice the Hendersons for the jib, thats overdue, and uhh check if the sewing machine guy can come next week. cool',
    [
      task('call the Dacron supplier about the backorder', n('11-12 10:00')),
      task('invoice the Hendersons for the jib'),
      task('check if the sewing machine guy can come next week'),
    ],
  ),
  newYork(
    "so yeah after the whole thing with the laminate sails failing, i'm going back to only doing dacron cruising sails, racing stuff is too much liability. decided. feels good actually",
    decision,
  ),
];

export const HUNDREDSIXTH_ANSWER: HeldOutItem[] = [
  // London
  within(which('ring the harbourmaster about the mooring', 'ring the harbour office about the dues'), london('the first one', answer(1))),
  within(which('settle up with the ice man', 'pay the harbour dues'), london('2, ice man can wait, he owes me anyway', answer(2))),
  within(
    askedChoice('Sell to Jan at the market or to the Spanish buyer?', 'Jan at the market', 'the Spanish buyer'),
    london("I'll sleep on it me 'ansum", answer(null)),
  ),
  within(
    askedChoice(
      'Take on the Hamble club boats for winter storage or keep the space for your own customers?',
      'take the Hamble club boats',
      'keep the space for own customers',
    ),
    london('the club boats. steady money over winter', answer(1)),
  ),
  within(
    askedChoice('Buy the second-hand travel hoist or keep renting the crane?', 'buy the second-hand hoist', 'keep renting the crane'),
    london('need to see the survey on the hoist first', answer(null)),
  ),
  within(
    askedChoice('Buy new paddleboards or repair the old fleet?', 'buy 6 new boards for £4,200', 'repair the old ones for about £900'),
    london('the cheaper one obvs', answer(2)),
  ),
  within(which('ring Rhys about the hut', 'ring Rhys about the van'), london('the van one, diolch', answer(2))),
  within(
    askedChoice('Open a second centre in Falmouth or grow in Plymouth?', 'Falmouth', 'stay in Plymouth'),
    london('I think second. Falmouth is too far from my home', answer(2)),
  ),
  within(which('check all the regulators', 'check the regulator hoses'), london('none of them, I ask about the BCDs', answer(null))),
  within(
    askedChoice('Keep the old diesel or re-engine Kingfisher with electric?', 'keep the diesel', 'go electric'),
    london('electric. the council grant swings it', answer(2)),
  ),
  within(
    askedChoice('Who skippers the Christmas cruises?', 'Chris', 'the new lad Josh', 'do them yourself'),
    london('3, cant trust anyone else with the Christmas lot tbh', answer(3)),
  ),
  // London: a reply that starts something new
  within(
    which('settle up with the ice man', 'pay the harbour dues'),
    london('never mind that, remind me to buy bait at 5', task('buy bait', l('11-11 17:00'))),
  ),

  // New York
  within(which('call the deckhand', 'call the deckhand about saturday'), newYork('1', answer(1))),
  within(
    askedChoice('Sell the boat or keep running charters?', 'sell', 'keep running charters'),
    newYork('keep running it, one more season', answer(2)),
  ),
  within(
    askedChoice('Hire one full time dock hand or two part timers?', 'one full time', 'two part timers'),
    newYork('two part timers, more flexible when someone calls out', answer(2)),
  ),
  within(which('collect deposits C dock', 'collect deposits D dock'), newYork('C', answer(1))),
  within(which('fuel up taxi 1', 'fuel up taxi 2'), newYork('2nd', answer(2))),
  within(askedChoice('Add a third taxi or raise fares?', 'add a third taxi', 'raise fares'), newYork('neither. hold', answer(null))),
  within(
    askedChoice('Rent a second pool or add evening classes?', 'rent second pool', 'evening classes'),
    newYork('Evening classes I think, the rent is too expensive', answer(2)),
  ),
  within(which('call to parents of Masha', 'call to parents of Misha'), newYork("Masha's", answer(1))),
  within(
    askedChoice('Buy the used Pfaff or a new Sailrite?', 'the used Pfaff for $2k', 'a new Sailrite for $4.5k'),
    newYork('the cheaper one', answer(1)),
  ),
  within(
    askedChoice('Take the big racing sail order or stick to cruising sails?', 'take the order', 'stick to cruising'),
    newYork('not sure yet, gotta talk to my partner first', answer(null)),
  ),
  // New York: a question back, not a pick
  within(which('order the shrink wrap', 'order shrink wrap for C dock'), newYork("what's the difference lol", answer(null), NO_CHANGE)),
];
