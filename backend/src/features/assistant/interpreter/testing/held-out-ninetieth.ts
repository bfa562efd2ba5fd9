/**
 * Held-out set, ninetieth part: fourteen people who make their living on the road. On London time
 * (day-first dates): a black-cab driver in London (the Knowledge, the cab's MOT, account jobs), a
 * one-van courier in Birmingham (drops, the depot, fuel cards), a removals firm owner in Newcastle
 * who writes some Geordie (quotes, crews, storage), an HGV owner-driver in Belfast (tachograph,
 * loads, the ferry), a driving instructor in Swansea who drops in Welsh words (lessons, tests, the
 * dual-control car), a market trader in Leeds (pitch fees, stock runs, the van) and a coach-tour
 * operator in Inverness (bookings, drivers, the coach's service). On New York time (month-first
 * dates): a black-car driver in Brighton Beach whose first language is Russian (airport runs, the
 * TLC licence, car payments), a moving-company owner in Queens (estimates, crews, the truck's
 * inspection), a food-delivery courier in Midtown whose first language is French (shifts, the
 * e-bike battery, the apps), a towing-company owner on Staten Island (calls, impound, the rig's
 * insurance), a freight broker in Newark (loads, carriers, rate confirmations), a driving-school
 * owner in the Bronx who writes some Dominican Spanish (lessons, road tests, instructors) and a
 * bike-shop owner in Hoboken (repairs, parts orders, rentals).
 */
import type { Intent } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  done,
  every,
  inMinutes,
  l,
  london,
  n,
  newYork,
  num,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';
import { NINETIETH_SNOOZE, NINETIETH_CORRECTION, NINETIETH_RAMBLE } from './held-out-ninetieth-g';

/** A reminder about `title` was just sent ("Did you get to ...?"). */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
/** The last numbered list daily sent. */
const shown = (...titles: string[]) => ({ listed: titles });
/** The task just talked about, nothing pending. */
const talkedAbout = (title: string, due: string | null = null) => ({ current: { title, due } });
/** daily asks back (which one?), changing nothing. */
const askBack: Intent = { kind: 'ask', text: '', options: [] };

const weekly = { repeat: every('week') };
const daily = { repeat: every('day') };
const weekdays = { repeat: every('weekday') };
const monthly = { repeat: every('month') };
const yearly = { repeat: every('year') };

export const NINETIETH_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me to book the cab in for its MOT friday morning',
    task('book the cab in for its MOT', l('11-13 09:00')),
    task('book the cab in for its MOT', l('11-13 08:00')),
    task('book the cab in for its MOT', l('11-13 10:00')),
  ),
  london(
    'account job tmrw 5.45am pick up at canary wharf for mr okafor dont let me forget',
    task('account job pick up at canary wharf for mr okafor', l('11-12 05:45')),
    task('pick up at canary wharf for mr okafor', l('11-12 05:45')),
  ),
  london(
    'call Terry back about my appearance dates saturday about 10',
    task('call Terry back about my appearance dates', l('11-14 10:00')),
  ),
  london('cab MOT fri 10', task('cab MOT', l('11-13 10:00')), unclear),
  london('need to top up the fuel card before 7 tmrw bab, and ring the depot about the missing cage', [
    task('top up the fuel card', l('11-12 07:00')),
    task('ring the depot about the missing cage'),
  ]),
  london('collections from the halesowen unit on 3/12 put it in for 2pm', task('collections from the halesowen unit', l('12-03 14:00'))),
  london(
    'howay need to send the quote to the Robsons in Jesmond the morra first thing',
    task('send the quote to the Robsons in Jesmond', l('11-12 08:00')),
    task('send the quote to the Robsons in Jesmond', l('11-12 09:00')),
    task('send the quote to the Robsons in Jesmond', l('11-12 07:00')),
  ),
  london(
    'gotta sort two lads for the gosforth flat job by friday pet, and ring the storage place aboot unit 14 monday at 11',
    [task('sort two lads for the gosforth flat job', l('11-13')), task('ring the storage place aboot unit 14', l('11-16 11:00'))],
    [task('sort two lads for the gosforth flat job', l('11-13')), task('ring the storage place about unit 14', l('11-16 11:00'))],
  ),
  london('remind me download the tacho at 10pm the morra before I get on the boat', task('download the tacho', l('11-12 22:00'))),
  london(
    'in 20 min ring stena to change the booking to the 2am sailing',
    task('ring stena to change the booking to the 2am sailing', inMinutes(20)),
  ),
  london("put Ceri's lesson in for thursday 4pm diolch", task("Ceri's lesson", l('11-12 16:00'))),
  london(
    'ring the garage in Fforestfach about servicing the dual control car, friday, tidy',
    task('ring the garage in Fforestfach about servicing the dual control car', l('11-13')),
  ),
  london(
    'pay the pitch fees at kirkgate £48 by monday love',
    task('pay the pitch fees at kirkgate', l('11-16')),
    task('pay the pitch fees at kirkgate £48', l('11-16')),
  ),
  london(
    'stock run to the cash n carry saturday 6am, no wait make it half 5 they open early on sats',
    task('stock run to the cash n carry', l('11-14 05:30')),
  ),
  london(
    'aye need to confirm the Loch Ness booking wi the German group by the 20th, 24 of them',
    task('confirm the Loch Ness booking wi the German group', l('11-20')),
    task('confirm the Loch Ness booking with the German group', l('11-20')),
  ),
  london('remind me 1/12 to ring the garage about the coach service', task('ring the garage about the coach service', l('12-01'))),
  london(
    "need to find a relief driver for Hamish next wed, he's at his daughter's wedding",
    task('find a relief driver for Hamish', l('11-18')),
    task('find a relief driver for Hamish', l('11-25')),
  ),
  // New York
  newYork(
    'remind me pay car payment 15th, 612 dollars',
    task('pay car payment', n('11-15')),
    task('pay car payment 612 dollars', n('11-15')),
  ),
  newYork('tomorrow 6:40 in morning I have JFK pickup for Mr Levin, remind please', task('JFK pickup for Mr Levin', n('11-12 06:40'))),
  newYork(
    'need renew TLC license before 12/1, remind me on monday',
    task('renew TLC license', n('11-16')),
    task('need renew TLC license', n('11-16')),
  ),
  newYork(
    'estimate for the patel family in jackson heights thursday at 11',
    task('estimate for the patel family in jackson heights', n('11-12 11:00')),
  ),
  newYork(
    "get the truck inspected on the 19th and text Luis about saturday's crew tonight",
    [task('get the truck inspected', n('11-19')), task("text Luis about saturday's crew", n('11-11 18:00'))],
    [task('get the truck inspected', n('11-19')), task("text Luis about saturday's crew", n('11-11 19:00'))],
    [task('get the truck inspected', n('11-19')), task("text Luis about saturday's crew", n('11-11 20:00'))],
  ),
  newYork(
    'um so yeah I gotta call mrs kowalski back around 2 about a new date for her move, yeah thats it',
    task('call mrs kowalski back about a new date for her move', n('11-11 14:00')),
  ),
  newYork(
    'remind me at 4:30 to charge the battery of the e-bike, my shift is at 5',
    task('charge the battery of the e-bike', n('11-11 16:30')),
  ),
  newYork(
    'tomorrow 9h call the uber eats support for the payment missing',
    task('call the uber eats support for the payment missing', n('11-12 09:00')),
  ),
  newYork(
    'get the paperwork ready for the camry impound release by friday 2',
    task('get the paperwork ready for the camry impound release', n('11-13 14:00')),
  ),
  newYork(
    'rig insurance renewal is 12/15, remind me a week before',
    task('rig insurance renewal', n('12-08')),
    task('renew the rig insurance', n('12-08')),
    task('renew rig insurance', n('12-08')),
  ),
  newYork(
    'send rate con to Swift for the port newark reefer load asap',
    task('send rate con to Swift for the port newark reefer load', null, { important: true }),
    task('send rate con to Swift for the port newark reefer load'),
  ),
  newYork(
    'need to chase the carrier for the BOL on load 44871 by 3',
    task('chase the carrier for the BOL on load 44871', n('11-11 15:00')),
  ),
  newYork("klk mano, Yeisy's road test is 11/24 at 9:15 ponlo ahí", task("Yeisy's road test", n('11-24 09:15'))),
  newYork(
    'dale, pay the instructors friday and renew the school insurance before end of month',
    [task('pay the instructors', n('11-13')), task('renew the school insurance', n('11-30'))],
    [task('pay the instructors', n('11-13')), task('renew the school insurance')],
  ),
  newYork(
    'order brake pads + 2 chains from QBP tmrw',
    task('order brake pads + 2 chains from QBP', n('11-12')),
    task('order brake pads and 2 chains from QBP', n('11-12')),
  ),
  newYork(
    'fix the bent derailleur hanger on the blue trek by sat noon, customer picking up',
    task('fix the bent derailleur hanger on the blue trek', n('11-14 12:00')),
  ),
  newYork('prep the 4 rental hybrids saturday at 6pm, they go out sunday morning', task('prep the 4 rental hybrids', n('11-14 18:00'))),
];

export const NINETIETH_RECURRING: HeldOutItem[] = [
  // London
  london('every monday 7am, no 6.30, check tyre pressures on the cab', task('check tyre pressures on the cab', l('11-16 06:30'), weekly)),
  london(
    "my lad's on the Knowledge, remind me every sunday at 7pm to call over his runs with him",
    task('call over his runs with him', l('11-15 19:00'), weekly),
  ),
  london('every weekday 6.30am check the van tyres and oil', task('check the van tyres and oil', l('11-12 06:30'), weekdays)),
  london('1st of every month remind me to check the fuel card statement bab', task('check the fuel card statement', l('12-01'), monthly)),
  london(
    'every friday at 4 gan round the storage units and do the count',
    task('gan round the storage units and do the count', l('11-13 16:00'), weekly),
    task('go round the storage units and do the count', l('11-13 16:00'), weekly),
  ),
  london("pay the lads every other thursday, next one's the 19th", task('pay the lads', l('11-19'), { repeat: every('week', 2) })),
  london(
    'did the card download today so remind me every 28 days to download the tacho card',
    task('download the tacho card', l('12-09'), { repeat: every('day', 28) }),
    task('download the tacho card', l('12-09'), { repeat: every('week', 4) }),
  ),
  london(
    "every sunday 8pm remind me to book the ferry for monday's load",
    task("book the ferry for monday's load", l('11-15 20:00'), weekly),
    task('book the ferry', l('11-15 20:00'), weekly),
  ),
  london(
    'every weekday at 8 check the dual control car over before lessons, diolch',
    task('check the dual control car over before lessons', l('11-12 08:00'), weekdays),
    task('check the dual control car over', l('11-12 08:00'), weekdays),
  ),
  london(
    "remind me on the 15th of each month to send the invoices to the pupils' parents",
    task("send the invoices to the pupils' parents", l('11-15'), monthly),
  ),
  london('every monday before 9 pay the pitch fee', task('pay the pitch fee', l('11-16 09:00'), weekly)),
  london(
    'stock run to the wholesaler every tues and fri at 5am',
    [task('stock run to the wholesaler', l('11-17 05:00'), weekly), task('stock run to the wholesaler', l('11-13 05:00'), weekly)],
    [task('stock run to the wholesaler', l('11-13 05:00'), weekly), task('stock run to the wholesaler', l('11-17 05:00'), weekly)],
  ),
  london('cash up the takings every evening at 6 love', task('cash up the takings', l('11-11 18:00'), daily)),
  london(
    "every morning at 7 ring round the drivers to check they're up",
    task("ring round the drivers to check they're up", l('11-12 07:00'), daily),
    task('ring round the drivers', l('11-12 07:00'), daily),
  ),
  london('service the coach every 3 months, first one 10/2', task('service the coach', l('2027-02-10'), { repeat: every('month', 3) })),
  // New York
  newYork('every month 15 car payment, remind 9 in morning', task('car payment', n('11-15 09:00'), monthly)),
  newYork('every day 4am i go JFK, so remind me 3:30 every day check flights', task('check flights', n('11-12 03:30'), daily)),
  newYork(
    'every friday 3pm send the crew schedule for the weekend',
    task('send the crew schedule for the weekend', n('11-13 15:00'), weekly),
  ),
  newYork('truck inspection every year, next one 3/9/27', task('truck inspection', n('2027-03-09'), yearly)),
  newYork(
    'every night at 11 put the e-bike battery to charge',
    task('put the e-bike battery to charge', n('11-11 23:00'), daily),
    task('charge the e-bike battery', n('11-11 23:00'), daily),
  ),
  newYork(
    'remind me every sunday 6pm to check my hours on the apps for the week',
    task('check my hours on the apps for the week', n('11-15 18:00'), weekly),
  ),
  newYork(
    "every weekday 5am check the rig's lights and chains before first call",
    task("check the rig's lights and chains before first call", n('11-12 05:00'), weekdays),
    task("check the rig's lights and chains", n('11-12 05:00'), weekdays),
  ),
  newYork(
    'send the impound list to the 122nd precinct every 2 weeks on monday',
    task('send the impound list to the 122nd precinct', n('11-16'), { repeat: every('week', 2) }),
  ),
  newYork('every morning 8:30 check the load boards', task('check the load boards', n('11-12 08:30'), daily)),
  newYork(
    'every tuesday call the carriers with unpaid invoices, 10am',
    task('call the carriers with unpaid invoices', n('11-17 10:00'), weekly),
  ),
  newYork(
    'cada lunes... I mean every monday 7am send the schedule to the instructors',
    task('send the schedule to the instructors', n('11-16 07:00'), weekly),
  ),
  newYork(
    'every wednesday 12pm book road test slots on the DMV site',
    task('book road test slots on the DMV site', n('11-11 12:00'), weekly),
  ),
  newYork('every saturday 9am check the rental fleet tires', task('check the rental fleet tires', n('11-14 09:00'), weekly)),
  newYork('parts order to QBP every other tuesday starting the 24th', task('parts order to QBP', n('11-24'), { repeat: every('week', 2) })),
  newYork("renew the shop's insurance every year on 1/15", task("renew the shop's insurance", n('2027-01-15'), yearly)),
];

export const NINETIETH_DONE: HeldOutItem[] = [
  // London, answering a reminder or a list
  within(
    reminded('book the cab in for its MOT', l('11-11 14:00')),
    london('done, booked for the 20th', done(), done(words('book the cab in for its MOT'))),
  ),
  within(reminded('top up the fuel card', l('11-11 14:30')), london('sorted bab ta', done(), done(words('top up the fuel card')))),
  within(
    reminded('send the quote to the Robsons in Jesmond', l('11-11 09:00')),
    london('aye sent it this mornin pet', done(), done(words('quote to the Robsons'))),
  ),
  within(reminded('download the tacho', l('11-11 14:45')), london("not yet, boat's running late, I'll do it on board", NO_CHANGE)),
  within(
    shown("Ceri's lesson", 'ring the garage about the dual control car', 'invoice Mr Pritchard'),
    london(
      '2 & 3 done, diolch bach',
      [done(num(2)), done(num(3))],
      [done(words('ring the garage about the dual control car')), done(words('invoice Mr Pritchard'))],
    ),
  ),
  within(
    shown('pay the pitch fees at kirkgate', 'stock run to the cash n carry', 'get the van valeted'),
    london("last one's done love", done(num(3)), done(words('get the van valeted'))),
  ),
  within(
    reminded('confirm the Loch Ness booking wi the German group', l('11-11 12:00')),
    london("aye they've confirmed, all 24 coming", done(), done(words('Loch Ness booking'))),
  ),
  // London, by words or no change at all
  london('dropped the account job paperwork at the office, tick that off', done(words('account job paperwork'))),
  london('cab passed its MOT at 10 this morning, no advisories', done(words('MOT')), NO_CHANGE),
  london('depot finally fixed the loading bay door at 9, all sorted now', NO_CHANGE),
  london('storage unit 14 is cleared oot, cross it off', done(words('storage unit 14'))),
  london("wor lass says she'll be done wi the invoices by 6", NO_CHANGE),
  london('ferry booked for the 2am, tick off ring stena', done(words('ring stena'))),
  london('paid the insurance on the dual control car, iawn', done(words('insurance on the dual control car'))),
  london("pitch fees paid and stock run done, that's me for today", [done(words('pitch fees')), done(words('stock run'))]),
  london("hamish's relief driver is sorted, Morag's covering", done(words('relief driver'))),
  london('is the coach service done yet? garage hasnae rung', NO_CHANGE),
  // New York, answering a reminder or a list
  within(reminded('pay car payment', n('11-11 09:00')), newYork('paid already yesterday', done(), done(words('car payment')))),
  within(
    shown('estimate for the patel family', 'get the truck inspected', 'call mrs kowalski back', 'order moving blankets'),
    newYork(
      '1 and 4 are done, still working on 2',
      [done(num(1)), done(num(4))],
      [done(words('estimate for the patel family')), done(words('order moving blankets'))],
    ),
  ),
  within(
    reminded('charge the battery of the e-bike', n('11-11 09:30')),
    newYork("c'est fait, battery is full now", done(), done(words('battery of the e-bike'))),
  ),
  within(
    reminded('get the paperwork ready for the camry impound release', n('11-11 09:45')),
    newYork("still out on a call on the expressway, haven't touched it", NO_CHANGE),
  ),
  within(
    { pending: { about: 'which_task', options: ['send rate con to Swift', 'send rate con to JB Hunt'] } },
    newYork("the swift one's done", answer(1), done(num(1)), done(words('rate con to Swift'))),
  ),
  within(
    talkedAbout("Yeisy's road test", n('11-11 09:15')),
    newYork('she passed!! 🎉 primera vez', done(), done(words("Yeisy's road test")), NO_CHANGE),
  ),
  within(
    reminded('fix the bent derailleur hanger on the blue trek', n('11-11 09:00')),
    newYork('done, customer already picked it up', done(), done(words('derailleur hanger'))),
  ),
  // New York, by words or no change at all
  newYork('TLC license renewed finally, 3 hours in line', done(words('TLC license'))),
  newYork('done with the patel estimate, sent it over', done(words('patel estimate'))),
  newYork('I finish my shift at 10pm tonight', NO_CHANGE),
  newYork('impound release for the camry done, owner paid $350 cash', done(words('camry impound release'))),
  newYork('got the BOL for 44871, mark it complete', done(words('BOL')), done(words('44871'))),
  newYork('ya pagué a los instructores, paid the instructors, tachalo', done(words('instructors'))),
  newYork("i'll be done with lessons around 6 mano", NO_CHANGE),
  newYork('QBP order placed ✔', done(words('QBP'))),
  newYork('finished the tune up on the cannondale, ready for pickup', done(words('cannondale'))),
  newYork('done!!', unclear, askBack),
];

export const HELD_OUT_NINETIETH_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETIETH_ASK,
  recurring: NINETIETH_RECURRING,
  done: NINETIETH_DONE,
  snooze: NINETIETH_SNOOZE,
  correction: NINETIETH_CORRECTION,
  ramble: NINETIETH_RAMBLE,
};

export const HELD_OUT_NINETIETH: HeldOutItem[] = Object.values(HELD_OUT_NINETIETH_KINDS).flat();
