import type { ConversationState, Intent } from '../intent';
import {
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  NO_CHANGE,
  num,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';
import type { HeldOutItem } from './held-out-kit';

/**
 * Ninetieth held-out set, part g: people who live on the road. On London time (day-first dates): a
 * black-cab driver in London (the Knowledge, the cab's MOT, account jobs), a one-van courier in
 * Birmingham (drops, the depot, fuel cards), a removals firm owner in Newcastle who writes some
 * Geordie (quotes, crews, storage), an HGV owner-driver in Belfast (tachograph, loads, the ferry), a
 * driving instructor in Swansea who drops in Welsh words (lessons, tests, the dual-control car), a
 * market trader in Leeds (pitch fees, stock runs, the van) and a coach-tour operator in Inverness
 * (bookings, drivers, the coach's service). On New York time (month-first dates): a black-car driver
 * in Brighton Beach whose first language is Russian (airport runs, the TLC licence, car payments), a
 * moving-company owner in Queens (estimates, crews, the truck's inspection), a food-delivery courier
 * in Midtown whose first language is French (shifts, the e-bike battery, the apps), a towing-company
 * owner on Staten Island (calls, impound, the rig's insurance), a freight broker in Newark (loads,
 * carriers, rate confirmations), a driving-school owner in the Bronx who writes some Dominican
 * Spanish (lessons, road tests, instructors) and a bike-shop owner in Hoboken (repairs, parts
 * orders, rentals). All read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */

/** daily has just sent "Did you get to X? DONE / SNOOZE 1H / SKIP / STUCK". */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** A task that was just added or changed, with nothing pending. */
const justMade = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** A question back to the person: changes nothing. */
const askBack: Intent = { kind: 'ask', text: '', options: [] };

// ---------------------------------------------------------------------------------------------
// SNOOZE: putting off a reminder (or a named task) by an amount or until a moment.
// ---------------------------------------------------------------------------------------------
export const NINETIETH_SNOOZE: HeldOutItem[] = [
  // London black-cab driver
  within(reminded('book the cab MOT', l('11-11 15:00')), london('on a fare out to heathrow, gimme an hour', snoozeFor(60))),
  london(
    'push the knowledge revision reminder back 30 mins, stuck on the embankment behind a bus',
    snoozeFor(30, words('knowledge revision')),
  ),
  london(
    'knock the account job invoices reminder to 7 tonight pls still on shift',
    snoozeUntil(l('11-11 19:00'), words('account job invoices')),
    move(words('account job invoices'), '2026-11-11', '19:00'),
  ),
  within(
    reminded('renew the cab licence plate', l('11-11 15:00')),
    london(
      'not today mate, friday',
      move(ctx, '2026-11-13', null),
      snoozeUntil(l('11-13 15:00')),
      snoozeUntil(l('11-13 09:00')),
      snoozeUntil(l('11-13')),
    ),
  ),
  // Birmingham courier
  within(
    reminded('fill up on the fuel card', l('11-11 15:00')),
    london('2 more drops on soho road then ill do it.. 45 min', snoozeFor(45)),
  ),
  london(
    'can u snooze ring the depot till half 5, their line is always engaged this time of day',
    snoozeUntil(l('11-11 17:30'), words('ring the depot')),
    move(words('ring the depot'), '2026-11-11', '17:30'),
  ),
  within(
    reminded('get the van tyres checked', l('11-11 15:00')),
    london('hmm not sure when i can get to it tbh, the week is rammed', NO_CHANGE),
  ),
  // Newcastle removals
  within(
    reminded('send the Jesmond quote', l('11-11 15:00')),
    london(
      'howay man am up to me eyes in boxes, tomorra mornin',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  london(
    'snooze the storage unit invoices till monday pet, cannot face them the day',
    snoozeUntil(l('11-16 09:00'), words('storage unit invoices')),
    snoozeUntil(l('11-16'), words('storage unit invoices')),
    move(words('storage unit invoices'), '2026-11-16', null),
  ),
  // Belfast HGV owner-driver
  london('snooze the tacho download 3 hours, on the boat to cairnryan and the signal is woeful', snoozeFor(180, words('tacho download'))),
  london('snoozed in the cab at the layby outside Dungannon for 45, legal break done, back on the road', NO_CHANGE),
  // Swansea driving instructor
  within(
    reminded('book Rhys his practical test', l('11-11 15:00')),
    london('mid lesson with a learner on a roundabout lol, ping me in 90', snoozeFor(90)),
  ),
  london(
    'diolch but not now, snooze the dual control service till tomorrow 8',
    snoozeUntil(l('11-12 08:00'), words('dual control service')),
    move(words('dual control service'), '2026-11-12', '08:00'),
  ),
  // Leeds market trader
  within(
    reminded('pay the pitch fee at Kirkgate', l('11-11 15:00')),
    london('later love, packing the van', snoozeFor(60), unclear, askBack),
  ),
  within(
    listed('stock run to the cash and carry', 'pay the pitch fee', 'van tax'),
    london(
      "put 1 off till fri, the cash n carry's shut for stocktake",
      snoozeUntil(l('11-13 09:00'), num(1)),
      snoozeUntil(l('11-13'), num(1)),
      move(num(1), '2026-11-13', null),
    ),
  ),
  // Inverness coach operator
  london(
    'Push the garage call till half 5 please, after the Culloden pickup',
    snoozeUntil(l('11-11 17:30'), words('garage call')),
    move(words('garage call'), '2026-11-11', '17:30'),
  ),
  london('what does the snooze thing actually do, does it move the whole booking or just the nudge?', NO_CHANGE),
  london(
    'Two drivers off sick, give me till 6 tonight on the Skye hotel room block one',
    snoozeUntil(l('11-11 18:00'), words('skye hotel')),
    move(words('skye hotel'), '2026-11-11', '18:00'),
  ),

  // Brighton Beach black-car driver (Russian)
  newYork(
    'the car note reminder, now i am at JFK terminal 4 waiting passenger, remind after 2 hour please',
    snoozeFor(120, words('car note')),
  ),
  within(
    reminded('renew TLC license', n('11-11 10:00')),
    newYork(
      'tomorrow. today is no time, three airport runs',
      move(ctx, '2026-11-12', null),
      snoozeUntil(n('11-12 10:00')),
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12')),
    ),
  ),
  // Queens moving company
  newYork("ping me about the astoria estimate again in 20, crew's loading a piano", snoozeFor(20, words('astoria estimate'))),
  newYork(
    'snooze the truck inspection thing till monday morning',
    snoozeUntil(n('11-16 09:00'), words('truck inspection')),
    snoozeUntil(n('11-16 08:00'), words('truck inspection')),
    move(words('truck inspection'), '2026-11-16', '09:00'),
    move(words('truck inspection'), '2026-11-16', '08:00'),
  ),
  newYork("snooze the call hector about saturday's crew one for half an hour", snoozeFor(30, words('call hector'))),
  // Midtown delivery courier (French)
  within(reminded('charge the e-bike battery', n('11-11 10:00')), newYork('je suis en course, 15 minutes stp', snoozeFor(15))),
  newYork('snooze the shift sign up one hour please i am on delivery in chelsea', snoozeFor(60, words('shift sign up'))),
  // Staten Island towing
  within(
    reminded('call the insurance guy about the rig', n('11-11 10:00')),
    newYork(
      'got a wreck on the expressway, hit me back at 1',
      snoozeUntil(n('11-11 13:00')),
      move(ctx, '2026-11-11', '13:00'),
      move(ctx, null, '13:00'),
    ),
  ),
  newYork('lol i been snoozing on that impound lot guy for weeks, he finally paid up this morning', NO_CHANGE),
  // Newark freight broker
  newYork("snooze the ridgeline rate con 2hrs, shipper still hasn't sent the PU number", snoozeFor(120, words('ridgeline rate con'))),
  within(
    listed('chase POD from Apex', 'send rate con for the Edison load', 'call the reefer carrier'),
    newYork(
      '2 and 3 after lunch',
      [snoozeUntil(n('11-11 13:00'), num(2)), snoozeUntil(n('11-11 13:00'), num(3))],
      [snoozeUntil(n('11-11 14:00'), num(2)), snoozeUntil(n('11-11 14:00'), num(3))],
      [move(num(2), '2026-11-11', '13:00'), move(num(3), '2026-11-11', '13:00')],
      [move(num(2), '2026-11-11', '14:00'), move(num(3), '2026-11-11', '14:00')],
    ),
  ),
  // Bronx driving school (Dominican Spanish)
  within(
    reminded('call the DMV about the road test slot', n('11-11 10:00')),
    newYork('ahorita no, estoy en clase con un estudiante. en una hora', snoozeFor(60)),
  ),
  newYork(
    'snooze the instructor car insurance til el viernes, ahora no puedo con eso',
    snoozeUntil(n('11-13 09:00'), words('instructor car insurance')),
    snoozeUntil(n('11-13'), words('instructor car insurance')),
    move(words('instructor car insurance'), '2026-11-13', null),
  ),
  // Hoboken bike shop
  within(reminded('order brake pads from QBP', n('11-11 10:00')), newYork('customer at the counter, 10 min', snoozeFor(10))),
  within(reminded('true the wheel for Maria', n('11-11 10:00')), newYork('snooze', snoozeFor(60))),
  newYork('hit snooze 3 times this morning lol, shop opened late at 10 and nobody noticed', NO_CHANGE),
];

// ---------------------------------------------------------------------------------------------
// CORRECTION: changing the date or time of the task just made, just reminded, listed or named.
// ---------------------------------------------------------------------------------------------
export const NINETIETH_CORRECTION: HeldOutItem[] = [
  // London black-cab driver
  within(justMade('book the MOT at the Hackney garage', l('11-12 10:00')), london('no sorry make that 11', move(ctx, null, '11:00'))),
  london(
    'the savoy account job is half 7 tmrw not 7',
    move(words('savoy'), '2026-11-12', '19:30'),
    move(words('savoy'), '2026-11-12', '07:30'),
    move(words('savoy'), null, '19:30'),
    move(words('savoy'), null, '07:30'),
  ),
  london('had the MOT at 9 this morning, sailed through, not even an advisory', NO_CHANGE, done(words('mot'))),
  london('move the knowledge appearance prep to thurs 2pm', move(words('knowledge appearance'), '2026-11-12', '14:00')),
  // Birmingham courier
  within(justMade('pick up the Digbeth returns', l('11-12 14:00')), london('actually fri', move(ctx, '2026-11-13', null))),
  london('move depot induction to monday 7am', move(words('depot induction'), '2026-11-16', '07:00')),
  within(justMade('drop at the Bullring loading bay', l('11-12 10:00')), london('nah change that', NO_CHANGE)),
  // Newcastle removals
  within(
    reminded('quote for the Gosforth flat', l('11-11 15:00')),
    london('aye but can we shift it to thursday dinnertime', move(ctx, '2026-11-12', '12:00'), snoozeUntil(l('11-12 12:00'))),
  ),
  london("crew for the Tynemouth job is wednesday next week not tuesday, a'd got it wrang", move(words('tynemouth'), '2026-11-18', null)),
  // Belfast HGV owner-driver
  within(justMade('ferry booking Larne to Cairnryan', l('11-13 06:00')), london('wait no its the 4am sailing', move(ctx, null, '04:00'))),
  london('the dublin load went out monday in the end, all delivered no bother', NO_CHANGE, done(words('dublin load'))),
  london(
    'trailer inspection at the Mallusk yard, change it to the 3/12 at 8 in the morning',
    move(words('trailer inspection'), '2026-12-03', '08:00'),
  ),
  // Swansea driving instructor
  within(justMade('Cerys driving lesson', l('11-12 16:00')), london("o na, she's asked for half 3 instead", move(ctx, null, '15:30'))),
  london("move Gethin's mock test to 24/11 at 10", move(words('gethin'), '2026-11-24', '10:00')),
  // Leeds market trader
  within(
    justMade('stock run to the wholesaler', l('11-12 06:00')),
    london('make it 5 not 6, want to beat the traffic on the m62', move(ctx, null, '05:00')),
  ),
  london('change the otley pitch fee to 2/12', move(words('otley pitch fee'), '2026-12-02', null)),
  london(
    'the council moved the christmas market setup to the 5th, gutted, lost a whole saturday',
    NO_CHANGE,
    move(words('christmas market setup'), '2026-12-05', null),
  ),
  // Inverness coach operator
  within(
    reminded('driver rota for the Skye tour', l('11-11 15:00')),
    london('Can you move that to tomorrow at 8', move(ctx, '2026-11-12', '08:00'), snoozeUntil(l('11-12 08:00'))),
  ),
  london(
    'The Loch Ness booking call is next Tuesday now, same time',
    move(words('loch ness booking'), '2026-11-17', null),
    move(words('loch ness booking'), '2026-11-24', null),
  ),
  london("The garage moved the coach service to next week, their ramp's broke again", NO_CHANGE),

  // Brighton Beach black-car driver (Russian)
  within(
    justMade('airport run JFK for Mr Katz', n('11-12 05:00')),
    newYork('sorry not 5, he say flight is changed, make 6:30', move(ctx, null, '06:30')),
  ),
  newYork('car payment move to 20 of november please', move(words('car payment'), '2026-11-20', null)),
  newYork('TLC drug test appointment, change for 11/16 9 morning', move(words('tlc drug test'), '2026-11-16', '09:00')),
  // Queens moving company
  within(
    reminded('estimate walkthrough in Flushing', n('11-11 10:00')),
    newYork('client pushed it to 3pm', move(ctx, '2026-11-11', '15:00'), move(ctx, null, '15:00'), snoozeUntil(n('11-11 15:00'))),
  ),
  newYork('truck inspection is 11/19 not 11/17', move(words('truck inspection'), '2026-11-19', null)),
  // Midtown delivery courier (French)
  within(justMade('dinner shift on Uber Eats', n('11-12 17:00')), newYork("ah non c'est 18h pas 17h", move(ctx, null, '18:00'))),
  newYork(
    'the battery swap appointment, put it thursday morning instead of today',
    move(words('battery swap'), '2026-11-12', '09:00'),
    move(words('battery swap'), '2026-11-12', '08:00'),
    move(words('battery swap'), '2026-11-12', null),
  ),
  // Staten Island towing
  within(justMade('pick up the Camry from the impound lot', n('11-11 14:00')), newYork('scratch that, 4:15', move(ctx, null, '16:15'))),
  newYork('move the rig insurance renewal call to friday at 9', move(words('rig insurance'), '2026-11-13', '09:00')),
  // Newark freight broker
  within(
    reminded('send rate confirmation to Blue Ox Freight', n('11-11 10:00')),
    newYork(
      "do it at 2 instead, they're not in the office till then",
      move(ctx, '2026-11-11', '14:00'),
      move(ctx, null, '14:00'),
      snoozeUntil(n('11-11 14:00')),
    ),
  ),
  newYork('the broker on the secaucus load asked can we move pickup to 3pm, told him no way', NO_CHANGE),
  newYork('carrier packet review for Keystone, 12/2 at 11 not tomorrow', move(words('carrier packet'), '2026-12-02', '11:00')),
  // Bronx driving school (Dominican Spanish)
  within(justMade('road test for Yanelis', n('11-18 09:00')), newYork('no espera, es el 19 no el 18', move(ctx, '2026-11-19', null))),
  newYork('cambia la clase de Junior pa mañana a las 4', move(words('junior'), '2026-11-12', '16:00')),
  // Hoboken bike shop
  within(
    listed('true wheel for Dana', 'order Shimano chain', 'rental return from Pier A'),
    newYork('push 3 to saturday 10am', move(num(3), '2026-11-14', '10:00'), snoozeUntil(n('11-14 10:00'), num(3))),
  ),
  newYork('the QBP parts order, make it 12/1 not this week', move(words('qbp'), '2026-12-01', null)),
  newYork("customer wants to move his tune up to sometime next week, said he'd text me a day", NO_CHANGE),
];

// ---------------------------------------------------------------------------------------------
// RAMBLE: voice-note run-ons with several jobs, filler and asides; some of them change nothing.
// ---------------------------------------------------------------------------------------------
export const NINETIETH_RAMBLE: HeldOutItem[] = [
  // London black-cab driver
  london(
    "right so um I'm sat on the rank at Kings Cross, quiet as anything, so yeah a few bits, book the MOT for the cab before the end of the month, and um ring Sandra tomorrow about the Deloitte invoices, oh and get the wipers replaced, that's it I think",
    [
      task('book the MOT for the cab', null),
      task('ring Sandra about the Deloitte invoices', l('11-12')),
      task('get the wipers replaced', null),
    ],
    [
      task('book the MOT for the cab', l('11-30')),
      task('ring Sandra about the Deloitte invoices', l('11-12')),
      task('get the wipers replaced', null),
    ],
  ),
  london(
    'honestly what a day, airport run at 6, then a fare to Canary Wharf who wanted the scenic route, then sat on the Euston Road for an hour going nowhere, missed my lunch, so yeah just needed to moan at someone',
    NO_CHANGE,
  ),
  london(
    "um so remind me to pick up the new badge from TfL on friday at 3, no wait, 4, they shut at half 4, and sort the cab's insurance renewal next week sometime",
    [task('pick up the new badge from TfL', l('11-13 16:00')), task("sort the cab's insurance renewal", null)],
    [task('pick up the new badge from TfL', l('11-13 16:00')), task("sort the cab's insurance renewal", l('11-16'))],
    [task('pick up the new badge from TfL', l('11-13 16:00')), task("sort the cab's insurance renewal", l('11-16 09:00'))],
  ),
  // Birmingham courier
  london(
    "ok voice note cos I'm driving, um, tomorrow's all Solihull drops, anyway couple of jobs, top up the fuel card, and take the van in for the brake noise friday at 8, and yeah also text Kev about covering saturday, cheers",
    [
      task('top up the fuel card', null),
      task('take the van in for the brake noise', l('11-13 08:00')),
      task('text Kev about covering saturday', null),
    ],
    [
      task('top up the fuel card', l('11-12')),
      task('take the van in for the brake noise', l('11-13 08:00')),
      task('text Kev about covering saturday', null),
    ],
  ),
  london(
    'depot was carnage today, 140 parcels on the van, scanner died at Selly Oak so I did the last 20 off paper, fuel card got declined once then worked, so um yeah. knackered. thats it',
    NO_CHANGE,
  ),
  // Newcastle removals
  london(
    "alreet so, few things. price up the Heaton job for Mrs Pattinson by friday, she's been mithering. book the lads for the Whitley Bay move tomorrow, and pay the Team Valley storage container on the 20th. ta pet",
    [
      task('price up the Heaton job for Mrs Pattinson', l('11-13')),
      task('book the lads for the Whitley Bay move', l('11-12')),
      task('pay the Team Valley storage container', l('11-20')),
    ],
  ),
  london(
    'had the worst day man, the van conked out on the coast road, crew sat on the kerb two hours, customer in Cramlington was fumin, gave her fifty quid off. not askin for owt, just needed it off me chest',
    NO_CHANGE,
  ),
  // Belfast HGV owner-driver
  london(
    "so I'm sittin at Belfast port, ferry's delayed again, um, so while I mind, renew the operator licence before christmas, get the trailer's annual test booked, and ring the Larne yard at 7 tomorrow about the collection, sorry that's a mouthful",
    [
      task('renew the operator licence', null),
      task("get the trailer's annual test booked", null),
      task('ring the Larne yard about the collection', l('11-12 07:00')),
    ],
    [
      task('renew the operator licence', l('12-24')),
      task("get the trailer's annual test booked", null),
      task('ring the Larne yard about the collection', l('11-12 07:00')),
    ],
  ),
  london(
    'right, quick one but long, um, the tacho card runs out in january so order a new tacho card, and do the tacho download friday, and oh aye, ring the broker monday about the insurance renewal',
    [
      task('order a new tacho card', null),
      task('do the tacho download', l('11-13')),
      task('ring the broker about the insurance renewal', l('11-16')),
    ],
  ),
  // Swansea driving instructor
  london(
    "bore da, so um, tomorrow I've got Elin at 9 and Dafydd at 11, remind me to fill the car up at 8 tomorrow before Elin comes, and email the DVSA about Dafydd's test date, and cancel... no actually don't cancel anything, that's all, diolch",
    [task('fill the car up', l('11-12 08:00')), task("email the DVSA about Dafydd's test date", null)],
    [task('fill the car up before Elin comes', l('11-12 08:00')), task("email the DVSA about Dafydd's test date", null)],
    [task('fill the car up', l('11-12 08:00')), task("email the DVSA about Dafydd's test date", l('11-12'))],
    [task('fill the car up before Elin comes', l('11-12 08:00')), task("email the DVSA about Dafydd's test date", l('11-12'))],
  ),
  london(
    "Duw what a lesson. Poor Sion stalled on the hill up to Mumbles three times, then nearly took out a bollard, had to stamp on the dual control brake twice, his test is on the 2nd and he's nowhere near. anyway, just telling someone",
    NO_CHANGE,
  ),
  // Leeds market trader
  london(
    "alright so I'm on the pitch, it's dead today, um, do a stock run to the cash and carry tomorrow at 6am, get the van's tyres looked at, and pay the pitch fee by friday cos the market office is a nightmare if you're late, oh and order more of the sparkly phone cases from the supplier",
    [
      task('do a stock run to the cash and carry', l('11-12 06:00')),
      task("get the van's tyres looked at", null),
      task('pay the pitch fee', l('11-13')),
      task('order more of the sparkly phone cases from the supplier', null),
    ],
  ),
  london(
    "so Sharon's covering the stall saturday, told her the float's in the tin under the table, um, and I need to ring the council about the pitch renewal at some point, no rush like",
    [task('ring the council about the pitch renewal', null)],
  ),
  // Inverness coach operator
  london(
    "Right, so bookings. The Aberdeen school group want the Skye tour on the 2nd of December, so I need to send the deposit invoice to the Aberdeen school, confirm Alasdair as driver by Friday, and ring the garage tomorrow to book the coach's service. Sorry, long one.",
    [
      task('send the deposit invoice to the Aberdeen school', null),
      task('confirm Alasdair as driver', l('11-13')),
      task("ring the garage to book the coach's service", l('11-12')),
    ],
  ),
  london(
    'Long day. Took forty Americans round Culloden and Clava Cairns in the sleet, the heater packed in at Nairn, Morag kept them singing the whole way back. Nothing for you tonight, just wanted to say it went alright',
    NO_CHANGE,
  ),

  // Brighton Beach black-car driver (Russian)
  newYork(
    'ok listen, so, remind me at 5:15 tomorrow to leave for JFK, Mr Levin pickup is 6, and also renew TLC license, the deadline is 30 of november, and car payment to Toyota Financial on friday. sorry my english',
    [task('leave for JFK', n('11-12 05:15')), task('renew TLC license', n('11-30')), task('car payment to Toyota Financial', n('11-13'))],
  ),
  newYork(
    'so today is crazy, i wait at LaGuardia one hour, passenger not coming, dispatcher say no pay for waiting. my wife say find other job ha ha. ok, just to talk',
    NO_CHANGE,
  ),
  // Queens moving company
  newYork(
    "yo so couple things while I'm stuck on the BQE, um, send out the Forest Hills estimate by tomorrow, book the truck's state inspection asap cause it's overdue, and uh Danny and Luis are my crew saturday so text Danny and Luis the address",
    [
      task('send out the Forest Hills estimate', n('11-12')),
      task("book the truck's state inspection", null, { important: true }),
      task('text Danny and Luis the address', null),
    ],
    [
      task('send out the Forest Hills estimate', n('11-12')),
      task("book the truck's state inspection", null),
      task('text Danny and Luis the address', null),
    ],
  ),
  newYork(
    "brutal move today, fourth floor walkup in Jackson Heights, no elevator, couch didn't fit so we took it through the window, customer tipped 200 tho so whatever",
    NO_CHANGE,
  ),
  // Midtown delivery courier (French)
  newYork(
    'bon alors, um, i finish my shift at 2, after that charge the battery, and buy a new phone holder for the bike, the old one is broken, and tomorrow at 11 i have the appointment at the bike shop for the brakes, voilà',
    [
      task('charge the battery', n('11-11 14:00')),
      task('buy a new phone holder for the bike', null),
      task('appointment at the bike shop for the brakes', n('11-12 11:00')),
    ],
    [
      task('charge the battery', null),
      task('buy a new phone holder for the bike', null),
      task('appointment at the bike shop for the brakes', n('11-12 11:00')),
    ],
  ),
  newYork(
    "salut, the app kick me out again this morning, support say 48h to fix it. so no Uber Eats, only DoorDash this week. nothing for you to do, just, c'est la vie",
    NO_CHANGE,
  ),
  // Staten Island towing
  newYork(
    "aight so long one, impound lot's full again, call the city about the overflow lot tomorrow at 9, get two more insurance quotes for the rig before the 1st, and remind me to pay Vinny for the weekend calls friday",
    [
      task('call the city about the overflow lot', n('11-12 09:00')),
      task('get two more insurance quotes for the rig', n('11-30')),
      task('pay Vinny for the weekend calls', n('11-13')),
    ],
    [
      task('call the city about the overflow lot', n('11-12 09:00')),
      task('get two more insurance quotes for the rig', n('12-01')),
      task('pay Vinny for the weekend calls', n('11-13')),
    ],
    [
      task('call the city about the overflow lot', n('11-12 09:00')),
      task('get two more insurance quotes for the rig', null),
      task('pay Vinny for the weekend calls', n('11-13')),
    ],
  ),
  within(
    reminded('call the insurance guy about the rig', n('11-11 10:00')),
    newYork(
      "yeah yeah called him, he's sending the paperwork over, um, and while I got you put down pick up the flatbed from the body shop thursday at noon",
      [done(), task('pick up the flatbed from the body shop', n('11-12 12:00'))],
    ),
  ),
  newYork(
    'pulled a Tesla outta the ditch on Richmond Ave at 6 this morning, owner tried to pay me in crypto lmao. slow day now, just checking in',
    NO_CHANGE,
  ),
  // Newark freight broker
  newYork(
    "ok so uh, Ridgeline wants the rate con before they dispatch, send Ridgeline the rate con by noon, and the Edison load still has no carrier so post the Edison load on DAT, and remind me 4pm to chase the POD from Apex, they're always slow",
    [
      task('send Ridgeline the rate con', n('11-11 12:00')),
      task('post the Edison load on DAT', null),
      task('chase the POD from Apex', n('11-11 16:00')),
    ],
  ),
  newYork(
    "market's dead today, spot rates to Atlanta down to 1.80 a mile, carriers laughing at my offers. gonna go grab a coffee and stare at the load board",
    NO_CHANGE,
  ),
  // Bronx driving school (Dominican Spanish)
  newYork(
    "oye mira, mañana tengo clases de 8 a 3, so I need to call the DMV about the road test for Yaritza, and pay the insurance on the Corolla, that's due el 15, and ay, also buy new cones for the parking practice, ok gracias",
    [
      task('call the DMV about the road test for Yaritza', null),
      task('pay the insurance on the Corolla', n('11-15')),
      task('buy new cones for the parking practice', null),
    ],
    [
      task('call the DMV about the road test for Yaritza', n('11-12')),
      task('pay the insurance on the Corolla', n('11-15')),
      task('buy new cones for the parking practice', null),
    ],
  ),
  newYork(
    "Dios mío, Kevin passed his road test today!! third try. Ramón the instructor almost cried lol. estoy orgullosa, that's all",
    NO_CHANGE,
  ),
  // Hoboken bike shop
  newYork(
    "hey so end of day brain dump, um, rebuild the hub on Mrs Chen's cargo bike by saturday, order tubes and a box of brake pads from QBP, and charge the three rental e-bikes by 8 tomorrow, there's a group booked at 9",
    [
      task("rebuild the hub on Mrs Chen's cargo bike", n('11-14')),
      task('order tubes and a box of brake pads from QBP', null),
      task('charge the three rental e-bikes', n('11-12 08:00')),
    ],
  ),
  newYork(
    'saturday energy on a wednesday, sold two gravel bikes, fixed like nine flats, a kid brought in a bmx from 1992 with the original tires. not asking for anything, just a good day',
    NO_CHANGE,
  ),
];
