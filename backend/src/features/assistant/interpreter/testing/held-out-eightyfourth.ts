/**
 * The eighty-fourth held-out set: fourteen people who work with their hands or with property. On
 * London time (day-first dates): a plumber in Croydon (boiler services, call-outs, Gas Safe
 * certificates), a painter-decorator in Liverpool who writes some Scouse, a letting agent in
 * Nottingham (viewings, inventories, deposits, landlords), a locksmith in Belfast who writes some
 * Northern Irish words, a landscape gardener in Kent (quotes, turf, skips), an electrician in Cardiff
 * (EICRs, consumer units, NICEIC) and a builder in Ealing whose first language is Polish (extensions,
 * plasterers, building control). On New York time (month-first dates): a building super in Jackson
 * Heights (boilers, tenants, the management company), an HVAC technician on Staten Island (service
 * calls, filters, warranties), a handyman in Yonkers who mostly writes in voice notes, a real-estate
 * agent in Park Slope (open houses, offers, closings), a moving company owner in the Bronx (crews,
 * trucks, COIs), a contractor in Brighton Beach whose first language is Russian, and a pool and
 * landscaping business owner in Westchester (openings, closings, crews, invoices). All read at
 * Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  ctx,
  inMinutes,
  every,
  l,
  london,
  move,
  n,
  newYork,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';
import { EIGHTYFOURTH_RENAME, EIGHTYFOURTH_REMOVE, EIGHTYFOURTH_DONE, EIGHTYFOURTH_ANSWER } from './held-out-eightyfourth-c';
import {
  EIGHTYFOURTH_GREETING,
  EIGHTYFOURTH_THANKS,
  EIGHTYFOURTH_FEELING,
  EIGHTYFOURTH_QUESTION,
  EIGHTYFOURTH_STATEMENT,
  EIGHTYFOURTH_DECISION,
  EIGHTYFOURTH_DILEMMA,
} from './held-out-eightyfourth-b';
import {
  EIGHTYFOURTH_RECALL,
  EIGHTYFOURTH_PRIORITISE,
  EIGHTYFOURTH_AGENDA,
  EIGHTYFOURTH_FREE_TIME,
  EIGHTYFOURTH_UNCLEAR,
  EIGHTYFOURTH_BARE,
} from './held-out-eightyfourth-d';

/** A follow-up reminder for the task was just sent ("Did you get to X?"). */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task was just added or talked about; nothing is pending. */
const justAdded = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

export const EIGHTYFOURTH_ASK: HeldOutItem[] = [
  // Croydon plumber
  london(
    'remind me to renew the gas safe cert for 14 Addiscombe Rd tmrw 9am',
    task('renew the gas safe cert for 14 Addiscombe Rd', l('11-12 09:00')),
  ),
  london('boiler service mrs okafor fri 10.30', task('boiler service mrs okafor', l('11-13 10:30')), unclear),
  london(
    'need to order a new diverter valve for the worcester on the thornton heath job',
    task('order a new diverter valve for the worcester on the thornton heath job'),
    task('order a new diverter valve for the worcester'),
  ),
  // Liverpool painter
  london(
    'ey la remind us to pick up the dulux trade white from the merchants sat mornin',
    task('pick up the dulux trade white from the merchants', l('11-14 09:00')),
    task('pick up the dulux trade white from the merchants', l('11-14 08:00')),
  ),
  london(
    'sound, add sand the skirtings at the anfield job 2moro first thing',
    task('sand the skirtings at the anfield job', l('11-12 08:00')),
    task('sand the skirtings at the anfield job', l('11-12 07:00')),
    task('sand the skirtings at the anfield job', l('11-12 09:00')),
  ),
  // Nottingham letting agent
  london(
    'Viewing at 3 Mapperley Rd flat 2 with the Singhs 17/11 5.30pm pls add',
    task('viewing at 3 Mapperley Rd flat 2 with the Singhs', l('11-17 17:30')),
  ),
  london(
    'Remind me to chase the Beeston landlord re the deposit protection cert, and book the inventory clerk for the Sneinton check out on 20/11',
    [task('chase the Beeston landlord re the deposit protection cert'), task('book the inventory clerk for the Sneinton check out')],
    [
      task('chase the Beeston landlord re the deposit protection cert'),
      task('book the inventory clerk for the Sneinton check out', l('11-20')),
    ],
  ),
  // Belfast locksmith
  london(
    'wee job for the morra, lockout on the ormeau rd at half 8, stick it in',
    task('lockout on the ormeau rd', l('11-12 08:30')),
    task('lockout on the ormeau rd', l('11-12 20:30')),
  ),
  london(
    'remind me to order in the euro cylinders for the lisburn road shop, dead on cheers',
    task('order in the euro cylinders for the lisburn road shop'),
  ),
  // Kent gardener
  london(
    'book a skip for the sevenoaks garden clearance next tuesday',
    task('book a skip for the sevenoaks garden clearance', l('11-17')),
    task('book a skip for the sevenoaks garden clearance', l('11-24')),
  ),
  london(
    'get the quote sent to the Hendersons in Tonbridge by fri EOD - 40m2 turf plus edging',
    task('get the quote sent to the Hendersons in Tonbridge', l('11-13 17:00')),
    task('get the quote sent to the Hendersons in Tonbridge', l('11-13 18:00')),
    task('get the quote sent to the Hendersons in Tonbridge 40m2 turf plus edging', l('11-13 17:00')),
    task('get the quote sent to the Hendersons in Tonbridge 40m2 turf plus edging', l('11-13 18:00')),
  ),
  // Cardiff electrician
  london('EICR at the HMO on City Road monday 8am, put it in', task('EICR at the HMO on City Road', l('11-16 08:00'))),
  london(
    'need to notify NICEIC about the consumer unit swap in Canton before end of the week',
    task('notify NICEIC about the consumer unit swap in Canton', l('11-13')),
    task('notify NICEIC about the consumer unit swap in Canton', l('11-13 17:00')),
  ),
  // Ealing builder
  london(
    'please remind me call to building control for inspection of foundations on wednesday morning',
    task('call to building control for inspection of foundations', l('11-18 09:00')),
    task('call to building control for inspection of foundations', l('11-18 08:00')),
    task('call building control for inspection of foundations', l('11-18 09:00')),
    task('call building control for inspection of foundations', l('11-18 08:00')),
  ),
  london('add: pay plasterer Marek £1450 on friday', task('pay plasterer Marek £1450', l('11-13'))),
  // Jackson Heights super
  newYork(
    'remind me to call the mgmt company about the boiler low water cutoff tomorrow at 11',
    task('call the mgmt company about the boiler low water cutoff', n('11-12 11:00')),
  ),
  newYork('add check the radiator in 4B today after 2, tenant says its banging again', task('check the radiator in 4B', n('11-11 14:00'))),
  newYork('gotta post the heat season notice in the lobby', task('post the heat season notice in the lobby')),
  // Staten Island HVAC
  newYork('add service call in Tottenville 11/16 8am', task('service call in Tottenville', n('11-16 08:00'))),
  newYork('order 20x25x1 filters like 2 cases', task('order 20x25x1 filters'), task('order 20x25x1 filters 2 cases')),
  // Yonkers handyman (voice)
  newYork(
    'hey uh so remind me tomorrow around noon to grab the drywall anchors and the caulk from home depot on central ave',
    task('grab the drywall anchors and the caulk from home depot on central ave', n('11-12 12:00')),
  ),
  // Park Slope agent
  newYork(
    'send the counteroffer to the buyers agent on the 7th st co-op by 5',
    task('send the counteroffer to the buyers agent on the 7th st co-op', n('11-11 17:00')),
  ),
  newYork('open house on 5th ave sunday 1-3, remind me at 11 that day to put the sign out', task('put the sign out', n('11-15 11:00')), [
    task('open house on 5th ave', n('11-15 13:00')),
    task('put the sign out', n('11-15 11:00')),
  ]),
  // Bronx mover
  newYork(
    'tmrw get the COI from the insurance guy for the grand concourse building',
    task('get the COI from the insurance guy for the grand concourse building', n('11-12')),
  ),
  newYork('remind me truck 2 inspection thurs 7am', task('truck 2 inspection', n('11-12 07:00'))),
  // Brighton Beach contractor
  newYork(
    'Please make reminder: buy tiles for bathroom on Neptune Ave, on Friday 10 am',
    task('buy tiles for bathroom on Neptune Ave', n('11-13 10:00')),
  ),
  // Westchester pool
  newYork(
    'invoice the Rye pool closing tmrw and the Harrison leaf cleanup on monday',
    [task('invoice the Rye pool closing', n('11-12')), task('invoice the Harrison leaf cleanup', n('11-16'))],
    [task('invoice the Rye pool closing', n('11-12')), task('the Harrison leaf cleanup', n('11-16'))],
  ),
  newYork('put in winter cover check at the Bedford house 12/2', task('winter cover check at the Bedford house', n('12-02'))),
];

const weekly = { repeat: every('week') };
const daily = { repeat: every('day') };
const weekdays = { repeat: every('weekday') };
const monthly = { repeat: every('month') };

export const EIGHTYFOURTH_RECURRING: HeldOutItem[] = [
  // Croydon plumber
  london('every monday 7am remind me to check the van stock list', task('check the van stock list', l('11-16 07:00'), weekly)),
  london(
    'annual service for the patels boiler, every year on 3/2',
    task('annual service for the patels boiler', l('2027-02-03'), { repeat: every('year') }),
  ),
  london('the wilsons boiler gets serviced every november, did it last week so were sorted', NO_CHANGE),
  // Liverpool painter
  london('remind us every fri at 4 to send the lads their hours', task('send the lads their hours', l('11-13 16:00'), weekly)),
  london('every mornin at 7 remind me to charge the sprayer batteries', task('charge the sprayer batteries', l('11-12 07:00'), daily)),
  // Nottingham letting agent
  london('Rent arrears check on the 1st of every month please', task('rent arrears check', l('12-01'), monthly)),
  london(
    'every weekday at 9:15 remind me to check the viewing requests inbox',
    task('check the viewing requests inbox', l('11-12 09:15'), weekdays),
  ),
  // Belfast locksmith
  london(
    'every other thursday remind me to restock the key blanks from the supplier',
    task('restock the key blanks from the supplier', l('11-12'), { repeat: every('week', 2) }),
    task('restock the key blanks from the supplier', l('11-19'), { repeat: every('week', 2) }),
  ),
  london(
    'gonna need a reminder every sunday night to do the invoices, wee bit of admin like',
    task('do the invoices', l('11-15 19:00'), weekly),
    task('do the invoices', l('11-15 20:00'), weekly),
    task('do the invoices', l('11-15 21:00'), weekly),
  ),
  // Kent gardener
  london(
    'mow the chislehurst lawns every 2 weeks on tuesday',
    task('mow the chislehurst lawns', l('11-17'), { repeat: every('week', 2) }),
    task('mow the chislehurst lawns', l('11-24'), { repeat: every('week', 2) }),
  ),
  london(
    'remind me every day at 5pm to log the hours on the maidstone job',
    task('log the hours on the maidstone job', l('11-11 17:00'), daily),
  ),
  // Cardiff electrician
  london(
    'every 3 months test the RCDs at the chapel on Cathedral Rd, start 1/12',
    task('test the RCDs at the chapel on Cathedral Rd', l('12-01'), { repeat: every('month', 3) }),
  ),
  london('we do the PAT testing for that office every year, they rang to book it already', NO_CHANGE),
  // Ealing builder
  london(
    "Every Monday 8 o'clock remind me to order skip for the Ealing extension",
    task('order skip for the Ealing extension', l('11-16 08:00'), weekly),
  ),
  // Jackson Heights super
  newYork(
    'every tuesday at 6am remind me garbage and recycling out',
    task('garbage and recycling out', n('11-17 06:00'), weekly),
    task('put garbage and recycling out', n('11-17 06:00'), weekly),
  ),
  newYork('check boiler pressure every day at 5pm', task('check boiler pressure', n('11-11 17:00'), daily)),
  // Staten Island HVAC
  newYork(
    'remind me to change the filters at the Richmond Ave office every 3 months starting 12/1',
    task('change the filters at the Richmond Ave office', n('12-01'), { repeat: every('month', 3) }),
  ),
  newYork('every weekday at 6:45 load the van', task('load the van', n('11-12 06:45'), weekdays)),
  // Yonkers handyman
  newYork(
    'ok so uh every saturday morning like 8 remind me to go over the receipts for the week yeah',
    task('go over the receipts for the week', n('11-14 08:00'), weekly),
  ),
  // Park Slope agent
  newYork(
    'every wednesday remind me to send the sellers their weekly showing report',
    task('send the sellers their weekly showing report', n('11-11'), weekly),
    task('send the sellers their weekly showing report', n('11-18'), weekly),
  ),
  newYork('on the 15th of every month pay the MLS dues', task('pay the MLS dues', n('11-15'), monthly)),
  // Bronx mover
  newYork('every friday at 3 remind me to do payroll for the crews', task('do payroll for the crews', n('11-13 15:00'), weekly)),
  newYork('every day at 7am check the truck schedule', task('check the truck schedule', n('11-12 07:00'), daily)),
  // Brighton Beach contractor
  newYork('Each month on 1st day I must pay insurance for the van, please remind', task('pay insurance for the van', n('12-01'), monthly)),
  newYork(
    'every 2 week on monday 9:00 check the permit on DOB website',
    task('check the permit on DOB website', n('11-16 09:00'), { repeat: every('week', 2) }),
    task('check the permit on DOB website', n('11-23 09:00'), { repeat: every('week', 2) }),
  ),
  // Westchester pool
  newYork('every sunday remind me to send the crew schedule for the week', task('send the crew schedule for the week', n('11-15'), weekly)),
  newYork('we open the pools every may and close em every october, busy season is done now thank god', NO_CHANGE),
];

export const EIGHTYFOURTH_SNOOZE: HeldOutItem[] = [
  // London, answering a reminder just sent
  within(reminded('boiler service mrs okafor', l('11-11 14:30')), london('cant rn, under a sink. 1hr', snoozeFor(60))),
  within(reminded('sand the skirtings at the anfield job'), london('later la', snoozeFor(60), snoozeFor(120), snoozeFor(180))),
  within(
    reminded('chase the Beeston landlord re the deposit protection cert'),
    london('With a tenant, try me at 5', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('call to building control for inspection of foundations'),
    london('Please remind again tomorrow morning, today I am on roof', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(
    reminded('EICR paperwork for City Road'),
    london('not tonight butt, monday', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  // London, naming the task
  london('snooze the gas safe cert one 2 hours', snoozeFor(120, words('gas safe cert'))),
  london('push the skip booking reminder back half an hour', snoozeFor(30, words('skip'))),
  london('snooze the euro cylinders reminder 20 mins, on a job in the holylands', snoozeFor(20, words('euro cylinders'))),
  london('snooze the inventory clerk one 45 mins pls', snoozeFor(45, words('inventory clerk'))),
  london('snooze paying Marek till friday 9', snoozeUntil(l('11-13 09:00'), words('Marek')), move(words('Marek'), '2026-11-13', '09:00')),
  london('turf delivery got pushed back 2 days by the supplier, typical', NO_CHANGE),
  london('customer asked me to come back in an hour, boiler was still red hot', NO_CHANGE),
  // New York, answering a reminder just sent
  within(reminded('call the mgmt company about the boiler low water cutoff'), newYork('in a tenants apt, 30 min', snoozeFor(30))),
  within(reminded('service call in Tottenville', n('11-11 09:30')), newYork('running behind, hit me again in an hour', snoozeFor(60))),
  within(
    reminded('grab the drywall anchors and the caulk from home depot on central ave'),
    newYork('uh yeah not yet, after lunch probably', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('send the counteroffer to the buyers agent on the 7th st co-op'),
    newYork('w a client, remind me at 12:30', snoozeUntil(n('11-11 12:30'))),
  ),
  within(
    reminded('get the COI from the insurance guy for the grand concourse building'),
    newYork('tmrw', snoozeUntil(n('11-12')), snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('load the van'), newYork('give me 10', snoozeFor(10))),
  // New York, naming the task
  newYork(
    'snooze the filters one til monday',
    snoozeUntil(n('11-16'), words('filters')),
    snoozeUntil(n('11-16 09:00'), words('filters')),
    move(words('filters'), '2026-11-16', null),
  ),
  newYork('snooze truck 2 inspection 15 min', snoozeFor(15, words('truck 2'))),
  newYork('Reminder about tiles - please postpone on 3 hours', snoozeFor(180, words('tiles'))),
  newYork('hit me w the bedford cover check again at 4 today', snoozeUntil(n('11-11 16:00'), words('bedford'))),
  newYork(
    'snooze the boiler pressure check till tonight',
    snoozeUntil(n('11-11 18:00'), words('boiler pressure')),
    snoozeUntil(n('11-11 19:00'), words('boiler pressure')),
    snoozeUntil(n('11-11 20:00'), words('boiler pressure')),
  ),
  newYork('the tenant in 2C asked me to come back in an hour, she was in the shower lol', NO_CHANGE),
  newYork('closing on the garfield pl condo got pushed to december, lawyers again', NO_CHANGE),
];

export const EIGHTYFOURTH_CORRECTION: HeldOutItem[] = [
  // London, the task just added or reminded
  within(justAdded('boiler service mrs okafor', l('11-13 10:30')), london('no wait make it 11.30 not 10.30', move(ctx, null, '11:30'))),
  within(
    justAdded('viewing at 3 Mapperley Rd flat 2 with the Singhs', l('11-17 17:30')),
    london('Sorry, the 18th not the 17th', move(ctx, '2026-11-18', null)),
  ),
  within(justAdded('lockout on the ormeau rd', l('11-12 08:30')), london('naw its half 9 not half 8, my bad', move(ctx, null, '09:30'))),
  within(
    reminded('sand the skirtings at the anfield job', l('11-11 14:00')),
    london('cant do today lad, move it to fri 8am', move(ctx, '2026-11-13', '08:00'), snoozeUntil(l('11-13 08:00'))),
  ),
  within(
    justAdded('EICR at the HMO on City Road', l('11-16 08:00')),
    london('actually tuesday, same time', move(ctx, '2026-11-17', null), move(ctx, '2026-11-17', '08:00')),
  ),
  // London, naming the task
  london('move the Hendersons quote to monday', move(words('Hendersons'), '2026-11-16', null)),
  london('change the skip booking to 19/11', move(words('skip'), '2026-11-19', null)),
  london('Please change time for building control call to 10:00', move(words('building control'), null, '10:00')),
  london('shift the van stock check to 6.30 in the morning', move(words('van stock'), null, '06:30')),
  london('the patels boiler service is 10/2 not 3/2, swap it over', move(words('patels'), '2027-02-10', null)),
  london('the Singhs moved their viewing themselves on the portal, all sorted', NO_CHANGE),
  london('could we maybe move the anfield job? not sure yet tbh', NO_CHANGE),
  london('boiler got moved up into the loft at the purley job, need a longer flue now', NO_CHANGE),
  // New York, the task just added or reminded
  within(
    justAdded('call the mgmt company about the boiler low water cutoff', n('11-12 11:00')),
    newYork('make it 2:30', move(ctx, null, '14:30')),
  ),
  within(justAdded('service call in Tottenville', n('11-16 08:00')), newYork('oops 11/17 not 11/16', move(ctx, '2026-11-17', null))),
  within(justAdded('put the sign out', n('11-15 11:00')), newYork('actually 10:30, open house starts at 12 now', move(ctx, null, '10:30'))),
  within(
    reminded('truck 2 inspection', n('11-11 09:00')),
    newYork('shop moved me to thursday 8am', move(ctx, '2026-11-12', '08:00'), snoozeUntil(n('11-12 08:00'))),
  ),
  within(
    justAdded('buy tiles for bathroom on Neptune Ave', n('11-13 10:00')),
    newYork('Not Friday, Saturday. Time same', move(ctx, '2026-11-14', null), move(ctx, '2026-11-14', '10:00')),
  ),
  // New York, naming the task
  newYork('move the counteroffer to 4 instead of 5', move(words('counteroffer'), null, '16:00')),
  newYork('push payroll for the crews to 4pm this fri', move(words('payroll'), '2026-11-13', '16:00')),
  newYork('change the Rye pool invoice to monday', move(words('Rye'), '2026-11-16', null)),
  newYork('yeah so the home depot run, uh, can you make that thursday at like 3 instead', move(words('home depot'), '2026-11-12', '15:00')),
  newYork('reschedule the bedford cover check to 12/4', move(words('bedford'), '2026-12-04', null)),
  newYork('Change date of permit check on DOB to 11/20', move(words('permit'), '2026-11-20', null)),
  newYork('tenant in 3F wants to move her repair to next week, told her thats fine', NO_CHANGE),
  newYork('we moved the Kowalski family from Riverdale to Pelham today, 9 hrs, crew killed it', NO_CHANGE),
  newYork('can i even move the open house? gotta ask the sellers first', NO_CHANGE),
];

export const EIGHTYFOURTH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    'right so um today was mental, three call outs in croydon, one was literally just a pilot light, anyway can you remind me to ring Worcester about the warranty on the Selhurst boiler tomorrow at 10 and uh also order more 15mm compression fittings, nearly out, cheers',
    [task('ring Worcester about the warranty on the Selhurst boiler', l('11-12 10:00')), task('order more 15mm compression fittings')],
  ),
  london(
    'honestly what a day, got to the job at 8, landlord had no clue where the stopcock was, spent an hour looking, turned out it was under the decking, mad, anyway all sorted now and the gas safe cert is done',
    NO_CHANGE,
  ),
  london(
    'ey so listen yeah the job in Walton is nearly done, just the glossing left, so remind us thursday to drop the invoice round to the lady there and er friday at 3 i need to pick up the ladders off our kid in Bootle, boss',
    [task('drop the invoice round to the lady there', l('11-12')), task('pick up the ladders off our kid in Bootle', l('11-13 15:00'))],
    [task('drop the invoice round to the lady in Walton', l('11-12')), task('pick up the ladders off our kid in Bootle', l('11-13 15:00'))],
  ),
  london(
    'proper knackered la, been cutting in ceilings all day in crosby, the fella wants magnolia everywhere, i said mate its 2026, anyway his money innit',
    NO_CHANGE,
  ),
  london(
    "Okay quick brain dump. Need to send the Lenton landlord the inventory report by Friday, need to chase the Mapperley tenants for their deposit, that's £950, and remind me Monday at 9 to call the council about the HMO licence for Forest Fields. That's it I think.",
    [
      task('send the Lenton landlord the inventory report', l('11-13')),
      task('chase the Mapperley tenants for their deposit'),
      task('call the council about the HMO licence for Forest Fields', l('11-16 09:00')),
    ],
  ),
  london(
    'so aye the morra is gonna be a nightmare, ive the ballyhackamore job at 9, so remind me at 7 tonight to order the upvc gearbox for that job, and saturday i need to sort the MOT for the van, thats me',
    [task('order the upvc gearbox for that job', l('11-11 19:00')), task('sort the MOT for the van', l('11-14'))],
    [task('order the upvc gearbox', l('11-11 19:00')), task('sort the MOT for the van', l('11-14'))],
    [
      task('ballyhackamore job', l('11-12 09:00')),
      task('order the upvc gearbox for that job', l('11-11 19:00')),
      task('sort the MOT for the van', l('11-14')),
    ],
  ),
  london('wee lad locked himself out in bangor at 2am, went up, had it popped in 5 mins, he was made up, good craic tbf', NO_CHANGE),
  london(
    'morning, well afternoon, um so the turf for Tonbridge is coming friday first thing so I need to ring the Hendersons tomorrow to make sure the side gate is open, and uh also chase Steve for the skip permit for the Sevenoaks job',
    [
      task('ring the Hendersons to make sure the side gate is open', l('11-12')),
      task('chase Steve for the skip permit for the Sevenoaks job'),
    ],
  ),
  london(
    'right butt, consumer unit at the penarth house failed, RCD keeps tripping, so remind me go back to penarth fri 8am, ring the customer in an hour to let her know, and renew my NICEIC membership by the 30th',
    [
      task('go back to penarth', l('11-13 08:00')),
      task('ring the customer to let her know', inMinutes(60)),
      task('renew my NICEIC membership', l('11-30')),
    ],
  ),
  london(
    'Ok so today building control inspector came, foundations are fine, thank god. Now remind me on Friday to order the concrete, and call Marek plasterer about the second coat, and pay the skip company tomorrow',
    [task('order the concrete', l('11-13')), task('call Marek plasterer about the second coat'), task('pay the skip company', l('11-12'))],
  ),
  london(
    'Long day. Steel beam arrive 7 in morning, crane was late 2 hours, but we put it, extension in Ealing now looks like real house. Tomorrow client will come to see.',
    NO_CHANGE,
  ),
  london(
    "Long day of viewings, 6 in Beeston, 2 in Lenton, landlord in Sherwood wants the rent up £100, told him the tenants won't like it, anyway",
    NO_CHANGE,
  ),
  // New York
  newYork(
    "so um the boiler tripped again at 6am, got it back on, same low water cutoff thing. remind me at 11 to call the mgmt company about a new cutoff. oh and check the leaking sink in 5D after lunch, and tomorrow morning put salt on the front steps cause it's gonna freeze",
    ...[n('11-11 13:00'), n('11-11 14:00')].flatMap((sink) =>
      [n('11-12 07:00'), n('11-12 08:00'), n('11-12 09:00')].map((salt) => [
        task('call the mgmt company about a new cutoff', n('11-11 11:00')),
        task('check the leaking sink in 5D', sink),
        task('put salt on the front steps', salt),
      ]),
    ),
  ),
  newYork(
    'man this week. tenant in 2A called 311 on us about heat at 11pm, heat was ON, inspector came at 9 this morning, 72 degrees in the apt lol. anyway mgmt knows',
    NO_CHANGE,
  ),
  newYork(
    'alright so finished the great kills install, goodman 3 ton, now im off to tottenville. need to register the goodman warranty by friday and remind me tonight at 8 to order filters for the richmond ave office',
    [task('register the goodman warranty', n('11-13')), task('order filters for the richmond ave office', n('11-11 20:00'))],
  ),
  newYork(
    'hey so uh yeah this is for tomorrow, I gotta fix the screen door for Mrs Rivera at 9, then install the ceiling fan on Palisade Ave at 1, and uh remind me to buy a new blade for the saw, old one is shot, so yeah',
    [
      task('fix the screen door for Mrs Rivera', n('11-12 09:00')),
      task('install the ceiling fan on Palisade Ave', n('11-12 13:00')),
      task('buy a new blade for the saw'),
    ],
  ),
  newYork(
    'so yeah uh that drywall job in getty square, finally done, took like 3 days instead of 1 cause the studs were all over the place, uh, whatever, got paid, so yeah',
    NO_CHANGE,
  ),
  newYork(
    'quick voice memo, showings on 3rd st went great, two people want second looks. remind me to call the Chens back at 4, send the disclosure packet to the Lee family tonight, and the inspection for the 5th ave deal is monday at 10 so put that in too',
    ...[n('11-11 18:00'), n('11-11 19:00'), n('11-11 20:00')].map((tonight) => [
      task('call the Chens back', n('11-11 16:00')),
      task('send the disclosure packet to the Lee family', tonight),
      task('inspection for the 5th ave deal', n('11-16 10:00')),
    ]),
  ),
  newYork('ugh the buyers on the garfield pl condo came in 40k under asking, sellers are furious, gonna be a long weekend lol', NO_CHANGE),
  newYork(
    'ok so saturday we got two moves, grand concourse at 8 and fordham at 1, I need the COI for grand concourse by tomorrow so remind me to call the insurance guy at 9 tomorrow, and also book truck 3 for an oil change',
    [task('call the insurance guy', n('11-12 09:00')), task('book truck 3 for an oil change')],
    [
      task('get the COI for grand concourse', n('11-12')),
      task('call the insurance guy', n('11-12 09:00')),
      task('book truck 3 for an oil change'),
    ],
  ),
  newYork('crew showed up 7 sharp, 3 bedroom in riverdale, done by 2, no damage, customer tipped good, thats how you do it', NO_CHANGE),
  newYork(
    'So, today I was at Neptune Ave apartment, bathroom demolition is finished. Tomorrow I must buy tiles and glue at Home Depot, also Friday 9:00 meeting with client about kitchen. And please remind me call to plumber Sergey today at 5 pm',
    [
      task('buy tiles and glue at Home Depot', n('11-12')),
      task('meeting with client about kitchen', n('11-13 09:00')),
      task('call to plumber Sergey', n('11-11 17:00')),
    ],
    [
      task('buy tiles and glue at Home Depot', n('11-12')),
      task('meeting with client about kitchen', n('11-13 09:00')),
      task('call plumber Sergey', n('11-11 17:00')),
    ],
  ),
  newYork(
    'alright season wrap up, need to send final invoices to the Rye and Scarsdale clients by friday, crew last day is the 20th so remind me on the 19th to do the crew bonuses, winter covers order can wait, not urgent',
    [task('send final invoices to the Rye and Scarsdale clients', n('11-13')), task('do the crew bonuses', n('11-19'))],
  ),
  newYork('closed the last pool in bedford today, 42 degrees out, my hands are done, crew was great this year honestly', NO_CHANGE),
];

export const HELD_OUT_EIGHTYFOURTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: EIGHTYFOURTH_ASK,
  recurring: EIGHTYFOURTH_RECURRING,
  snooze: EIGHTYFOURTH_SNOOZE,
  correction: EIGHTYFOURTH_CORRECTION,
  ramble: EIGHTYFOURTH_RAMBLE,
  rename: EIGHTYFOURTH_RENAME,
  remove: EIGHTYFOURTH_REMOVE,
  done: EIGHTYFOURTH_DONE,
  answer: EIGHTYFOURTH_ANSWER,
  greeting: EIGHTYFOURTH_GREETING,
  thanks: EIGHTYFOURTH_THANKS,
  feeling: EIGHTYFOURTH_FEELING,
  question: EIGHTYFOURTH_QUESTION,
  statement: EIGHTYFOURTH_STATEMENT,
  decision: EIGHTYFOURTH_DECISION,
  dilemma: EIGHTYFOURTH_DILEMMA,
  recall: EIGHTYFOURTH_RECALL,
  prioritise: EIGHTYFOURTH_PRIORITISE,
  agenda: EIGHTYFOURTH_AGENDA,
  free_time: EIGHTYFOURTH_FREE_TIME,
  unclear: EIGHTYFOURTH_UNCLEAR,
  bare: EIGHTYFOURTH_BARE,
};

export const HELD_OUT_EIGHTYFOURTH: HeldOutItem[] = Object.values(HELD_OUT_EIGHTYFOURTH_KINDS).flat();
