/**
 * Held-out set, hundrednineteenth part e: locksmiths, security installers and pest control.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Terry, emergency locksmith in Lewisham (lockouts, lock changes, landlords, the van; short, blunt, typos).
 * - Aisha, pest-control technician in Manchester (rats, mice, wasps, bed bugs, restaurants, revisits; chatty, "hun", "x").
 * - Andrei, CCTV and alarm installer in Luton; Romanian is his first language (installs, quotes, suppliers, NVRs).
 * - Fiona, owns a small security-guard firm in Aberdeen and writes some Scots (guards, rotas, sites, SIA licences).
 * - Harjit, runs a pest-control and bird-proofing business in Leicester (pigeon netting, contracts, the team; some Punjabi).
 *
 * New York time (month-first dates, 4/12 = April 12):
 * - Héctor, locksmith with a shop in the Bronx; Spanish is his first language (lockouts, supers, safes, keys cut).
 * - Marcus, exterminator in Harlem (buildings, roaches, supers, HPD inspections; all lower case, no punctuation).
 * - Thanh, access-control and intercom installer in Sunset Park; Vietnamese is his first language (fobs, buzzers, the crew).
 * - Gina, runs an alarm-monitoring company on Staten Island (accounts, false alarms, technicians; blunt, clipped).
 * - Robert, security consultant in Midtown (risk assessments, corporate clients, event security plans; long careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
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
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

export const HUNDREDNINETEENTH_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me 8am tmrw change locks 14 granville rd for the landlord',
    task('change locks 14 granville rd for the landlord', l('11-12 08:00')),
  ),
  london('mot on the van fri', task('mot on the van', l('11-13'))),
  london(
    'ordr 10 euro cylinders 35/35. invoice foxtons for catford lockout tonite',
    [task('ordr 10 euro cylinders 35/35'), task('invoice foxtons for catford lockout', l('11-11 20:00'))],
    [task('ordr 10 euro cylinders 35/35', l('11-11 20:00')), task('invoice foxtons for catford lockout', l('11-11 20:00'))],
  ),
  london('lockout in brockley 2am last nite, snapped key in the door. fml', NO_CHANGE),
  london(
    'hiya hun can you remind me to ring the curry house on wilmslow rd about their revisit, tomorrow afternoon x',
    task('ring the curry house on wilmslow rd about their revisit', l('11-12 15:00')),
    task('ring the curry house on wilmslow rd about their revisit', l('11-12')),
  ),
  london(
    'omg nearly forgot, need to drop the bed bug prep sheet round to the lady in salford before her heat treatment on friday x',
    task('drop the bed bug prep sheet round to the lady in salford', l('11-13')),
    task('drop the bed bug prep sheet round to the lady in salford', l('11-12')),
  ),
  london(
    'remind me monday to order more bait boxes hun, running low on the tamper proof ones x',
    task('order more bait boxes', l('11-16')),
    task('order more bait boxes, running low on the tamper proof ones', l('11-16')),
  ),
  london(
    "the bakery in didsbury had droppings again this morning hun, manager nearly cried bless her. I've put extra stations down x",
    NO_CHANGE,
  ),
  london(
    'Please remind me tomorrow 8 in morning to call the supplier for the NVR 16 channel, they promise delivery but nothing',
    task('call the supplier for the NVR 16 channel', l('11-12 08:00')),
  ),
  london(
    'I must send the quote for 8 cameras to the warehouse in Dunstable until Friday, is important',
    task('send the quote for 8 cameras to the warehouse in Dunstable', l('11-13'), { important: true }),
  ),
  london(
    'Mâine I have install at the Patel house. Remind me tonight to charge the drill batteries and to put the 4 domes in the van',
    [task('charge the drill batteries', l('11-11 20:00')), task('put the 4 domes in the van', l('11-11 20:00'))],
    [
      task('charge the drill batteries', l('11-11 20:00')),
      task('put the 4 domes in the van', l('11-11 20:00')),
      task('install at the Patel house', l('11-12')),
    ],
  ),
  london(
    'remind me the morn tae phone the lad on nights at Dyce, he wis late again',
    task('phone the lad on nights at Dyce', l('11-12')),
    task('phone the lad on nights at Dyce, he wis late again', l('11-12')),
  ),
  london(
    "need tae get the rota for the harbour site sorted afore Friday, aye an check Callum's SIA licence, ken it runs oot end o the month",
    [task('get the rota for the harbour site sorted', l('11-13')), task("check Callum's SIA licence")],
    [task('get the rota for the harbour site sorted', l('11-12')), task("check Callum's SIA licence")],
    [task('get the rota for the harbour site sorted', l('11-13')), task("check Callum's SIA licence", l('11-30'))],
  ),
  london('the new client at Altens wants twa guards fae December, guid news for a change', NO_CHANGE),
  london(
    'haanji, remind me kal 10 baje to hire the cherry picker for the netting job at Haymarket car park',
    task('hire the cherry picker for the netting job at Haymarket car park', l('11-12 10:00')),
  ),
  london(
    'chalo 3 things ji: pay the team friday, send pigeon spikes quote to the Belgrave Road shops, and renew the Fosse Park contract by end of month',
    [
      task('pay the team', l('11-13')),
      task('send pigeon spikes quote to the Belgrave Road shops'),
      task('renew the Fosse Park contract', l('11-30')),
    ],
  ),
  london(
    'urgent ji send Jaspreet to the Narborough Road takeaway today, rats in the kitchen',
    task('send Jaspreet to the Narborough Road takeaway', l('11-11'), { important: true }),
    task('send Jaspreet to the Narborough Road takeaway, rats in the kitchen', l('11-11'), { important: true }),
  ),
  london('netting at the Highfields warehouse is holding up well ji, no pigeons since september waheguru', NO_CHANGE),

  // New York
  newYork(
    'Oye remind me mañana 9am cut 12 keys for the super at 2310 Grand Concourse',
    task('cut 12 keys for the super at 2310 Grand Concourse', n('11-12 09:00')),
  ),
  newYork(
    'I need order the Medeco blanks before friday they close, is urgent',
    task('order the Medeco blanks', n('11-13'), { important: true }),
    task('order the Medeco blanks', n('11-12'), { important: true }),
  ),
  newYork(
    'the jewelry store in Fordham want me open the safe saturday 8 in the morning, remind me the night before to bring the drill rig',
    task('bring the drill rig', n('11-13 20:00')),
    task('bring the drill rig', n('11-13 19:00')),
    [task('open the safe at the jewelry store in Fordham', n('11-14 08:00')), task('bring the drill rig', n('11-13 20:00'))],
  ),
  newYork('Today three lockouts before 9am, everybody lose the keys this week jaja', NO_CHANGE),
  newYork(
    'remind me tmrw 7am hit the roaches at 145th st building before the tenants leave for work',
    task('hit the roaches at 145th st building', n('11-12 07:00')),
    task('hit the roaches at 145th st building before the tenants leave for work', n('11-12 07:00')),
  ),
  newYork(
    'gotta print the service logs for the hpd inspection at 2150 acp by friday',
    task('print the service logs for the hpd inspection at 2150 acp', n('11-13')),
  ),
  newYork('call the super on 118th bout the rat burrows in the courtyard and order more gel bait', [
    task('call the super on 118th bout the rat burrows in the courtyard'),
    task('order more gel bait'),
  ]),
  newYork('super on 118th says the rats are back smh they keep leavin the trash out by the gate', NO_CHANGE),
  newYork(
    'Please remind me tomorrow at 2pm program 40 fob for building on 8th Ave',
    task('program 40 fob for building on 8th Ave', n('11-12 14:00')),
  ),
  newYork(
    'Dạ, I need fix the buzzer of apartment 3F at 5th Ave building, tenant complain many time',
    task('fix the buzzer of apartment 3F at 5th Ave building'),
  ),
  newYork(
    'tonight remind me send the crew schedule for next week to Tuấn and Khoa',
    task('send the crew schedule for next week to Tuấn and Khoa', n('11-11 20:00')),
  ),
  newYork('bill the false alarm fees EOD', task('bill the false alarm fees', n('11-11 17:00'))),
  newYork('tech to tottenville acct thurs am. remind me 7', task('tech to tottenville acct', n('11-12 07:00'))),
  newYork('UL cert renewal due 12/4. remind me 12/1. important.', task('UL cert renewal', n('12-01'), { important: true })),
  newYork('hylan blvd deli set off the alarm 4 times this week. cat.', NO_CHANGE),
  newYork(
    "Good morning. I'm finalizing the security plan for the Whitfield Foundation gala at the Plaza on the 21st, and I want to make sure two things don't slip. Could you remind me on Friday at 10 to confirm the magnetometer placement with the venue's director of operations? And separately, I need to send the client the revised risk assessment for their Hudson Yards office by Tuesday.",
    [
      task("confirm the magnetometer placement with the venue's director of operations", n('11-13 10:00')),
      task('send the client the revised risk assessment for their Hudson Yards office', n('11-17')),
    ],
  ),
  newYork(
    "For context, the client has moved next month's shareholder meeting from their Midtown office to a hotel ballroom, which changes the threat picture somewhat. Nothing needed yet; I'm simply noting it.",
    NO_CHANGE,
  ),
];

export const HUNDREDNINETEENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded('change locks 14 granville rd for the landlord'), london('on a job. 1hr', snoozeFor(60))),
  within(
    reminded('mot on the van'),
    london('garage shut. mon', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  within(reminded('invoice foxtons for catford lockout'), london('l8r', snoozeFor(60))),
  within(reminded('ordr 10 euro cylinders 35/35'), london('stuck in trafic on the a20 giv it 45 min', snoozeFor(45))),
  within(reminded('pick up the upvc mechanism from the supplier'), london('supplier aint got it in yet', NO_CHANGE)),
  within(
    reminded('ring the curry house on wilmslow rd about their revisit'),
    london("hun I'm literally in a loft laying mouse bait rn 😂 give me an hour x", snoozeFor(60)),
  ),
  within(
    reminded('order more bait boxes'),
    london("can you do it tonight hun, I'll do it from the sofa x", snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(
    reminded('drop the bed bug prep sheet round to the lady in salford'),
    london("not today hun she's at work, tomorrow after 5 x", snoozeUntil(l('11-12 17:00')), move(ctx, '2026-11-12', '17:00')),
  ),
  within(
    reminded('send the pest report to the curry house'),
    london('still waiting on the lab results for the droppings hun x', NO_CHANGE),
  ),
  within(
    reminded('call the supplier for the NVR 16 channel'),
    london('Now I am on ladder, remind me after 30 minutes please', snoozeFor(30)),
  ),
  within(
    reminded('send the quote for 8 cameras to the warehouse in Dunstable'),
    london(
      "Tomorrow morning, today I don't have yet the prices from distributor",
      snoozeUntil(l('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(
    reminded('charge the drill batteries'),
    london(
      'la 10 seara please, 10 tonight, now I still drive from Stevenage',
      snoozeUntil(l('11-11 22:00')),
      move(ctx, '2026-11-11', '22:00'),
    ),
  ),
  within(reminded("check Callum's SIA licence"), london('aye, efter the site visit at Altens. gie it twa hours', snoozeFor(120))),
  within(
    reminded('get the rota for the harbour site sorted'),
    london('no the noo, the morn first thing', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(
    reminded('phone the lad on nights at Dyce'),
    london("he'll be sleepin, he's on nights ken. try 6", snoozeUntil(l('11-11 18:00')), move(ctx, '2026-11-11', '18:00')),
  ),
  within(
    reminded('hire the cherry picker for the netting job at Haymarket car park'),
    london('hire place phone is busy, try again at 4 ji', snoozeUntil(l('11-11 16:00')), move(ctx, '2026-11-11', '16:00')),
  ),
  within(
    reminded('pay the team'),
    london('chalo friday morning, money comes in thursday', snoozeUntil(l('11-13 09:00')), move(ctx, '2026-11-13', '09:00')),
  ),
  within(reminded('send pigeon spikes quote to the Belgrave Road shops'), london('thodi der baad ji, on the roof', snoozeFor(60))),

  // New York
  within(
    reminded('cut 12 keys for the super at 2310 Grand Concourse'),
    newYork('ahorita no, I am in a lockout in Pelham, 1 hour', snoozeFor(60)),
  ),
  within(
    reminded('order the Medeco blanks'),
    newYork('después de lunch, like 1:30', snoozeUntil(n('11-11 13:30')), move(ctx, '2026-11-11', '13:30')),
  ),
  within(
    reminded('call the super of 1800 Davidson about the mailbox locks'),
    newYork('ya I know, remind me again at 6 when I close the shop', snoozeUntil(n('11-11 18:00')), move(ctx, '2026-11-11', '18:00')),
  ),
  within(
    reminded('change the cylinder at 2310 Valentine Ave'),
    newYork(
      'Mañana temprano porfa, the tenant is not home today',
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(
    reminded('hit the roaches at 145th st building'),
    newYork('tenants aint home till thursday do it thursday 7am', snoozeUntil(n('11-12 07:00')), move(ctx, '2026-11-12', '07:00')),
  ),
  within(
    reminded('call the super on 118th bout the rat burrows in the courtyard'),
    newYork('in a basement no signal 20 min', snoozeFor(20)),
  ),
  within(reminded('order more gel bait'), newYork('lata bro', snoozeFor(60))),
  within(reminded('print the service logs for the hpd inspection at 2150 acp'), newYork('printer at the office down again', NO_CHANGE)),
  within(
    reminded('program 40 fob for building on 8th Ave'),
    newYork(
      'Sorry anh, the fob not arrive yet, please remind me Friday',
      snoozeUntil(n('11-13')),
      snoozeUntil(n('11-13 09:00')),
      move(ctx, '2026-11-13', null),
    ),
  ),
  within(
    reminded('fix the buzzer of apartment 3F at 5th Ave building'),
    newYork('Dạ now I am on roof with crew, 2 hour later please', snoozeFor(120)),
  ),
  within(
    reminded('send the crew schedule for next week to Tuấn and Khoa'),
    newYork('tonight 9pm ok, now busy', snoozeUntil(n('11-11 21:00')), move(ctx, '2026-11-11', '21:00')),
  ),
  within(reminded('order the ButterflyMX panel'), newYork('Dạ supplier say backorder until December 😔', NO_CHANGE)),
  within(reminded('bill the false alarm fees'), newYork('15 min', snoozeFor(15))),
  within(
    reminded('UL cert renewal'),
    newYork('next week', snoozeUntil(n('11-16')), snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('call the Hylan Blvd deli about the false alarms'),
    newYork('owner opens at 11. then', snoozeUntil(n('11-11 11:00')), move(ctx, '2026-11-11', '11:00')),
  ),
  within(reminded('update the call list for the Richmond Ave account'), newYork('waiting on the customer', NO_CHANGE)),
  within(
    reminded("confirm the magnetometer placement with the venue's director of operations"),
    newYork(
      "I'm walking the venue with the client's head of security right now, and it will take most of the morning. Could you remind me again at 2:15 this afternoon?",
      snoozeUntil(n('11-11 14:15')),
      move(ctx, '2026-11-11', '14:15'),
    ),
  ),
  within(
    reminded('send the client the revised risk assessment for their Hudson Yards office'),
    newYork(
      "I'd like to push this to Monday afternoon if possible. Their facilities team is still sending over the floor plans, and there's little point revising the assessment without them.",
      snoozeUntil(n('11-16 15:00')),
      move(ctx, '2026-11-16', '15:00'),
    ),
  ),
];

export const HUNDREDNINETEENTH_DONE: HeldOutItem[] = [
  // London
  within(reminded('change locks 14 granville rd for the landlord'), london('dun. landlord paid cash', done())),
  london('mot passed on the van, 2 new tyres tho £££', done(words('mot'))),
  within(
    listed('change locks 14 granville rd', 'invoice foxtons for catford lockout', 'ordr 10 euro cylinders 35/35', 'mot on the van'),
    london('2 3 dun', [done(num(2)), done(num(3))]),
  ),
  london('got to the lockout in sydenham n she found her spare key lol wasted trip', NO_CHANGE),
  within(
    reminded('ring the curry house on wilmslow rd about their revisit'),
    london('done hun! booked them in for next tuesday, they were so lovely about it x', done()),
  ),
  london('ordered the bait boxes hun, 3 boxes of the tamper proof ones, so you can tick that off x', done(words('bait boxes'))),
  within(
    listed(
      'drop the bed bug prep sheet to the lady in salford',
      'order more bait boxes',
      'send the pest report to the curry house',
      'book the van service',
    ),
    london('1 and 3 done hun, still need to book the van in x', [done(num(1)), done(num(3))]),
  ),
  within(reminded('check the bait stations at the bakery in didsbury'), london('went but the manager had locked up early 🙄 x', NO_CHANGE)),
  within(reminded('call the supplier for the NVR 16 channel'), london('Gata, I called, they deliver Friday', done())),
  london('The quote for Dunstable warehouse is sent, finally', done(words('Dunstable'))),
  within(
    listed('charge the drill batteries', 'put the 4 domes in the van', 'install the alarm panel at the Patel house'),
    london('Number 1 and 2 are done, number 3 tomorrow', [done(num(1)), done(num(2))]),
  ),
  within(reminded("check Callum's SIA licence"), london("aye checked, he's renewed it, guid lad", done())),
  london("rota for the harbour's done an sent oot tae the lads", done(words('rota for the harbour')), done(words('rota'))),
  within(reminded('phone the lad on nights at Dyce'), london('rang him twice, nae answer', NO_CHANGE)),
  within(reminded('pay the team'), london('kar dita ji, all paid', done())),
  within(
    listed('hire the cherry picker', 'send pigeon spikes quote to the Belgrave Road shops', 'renew the Fosse Park contract'),
    london('haanji 1 te 3 done', [done(num(1)), done(num(3))]),
  ),
  london('Fosse Park contract renewed for 2 more years, waheguru di kirpa', done(words('Fosse Park'))),

  // New York
  within(
    reminded('cut 12 keys for the super at 2310 Grand Concourse'),
    newYork('Listo, the 12 keys are cut and the super pick up already', done()),
  ),
  newYork('ya I order the Medeco blanks, they arrive Tuesday', done(words('Medeco'))),
  within(
    listed(
      'change the cylinder at 2310 Valentine Ave',
      'order the Medeco blanks',
      'call the super of 1800 Davidson about the mailbox locks',
    ),
    newYork('el 1 y el 3 ya están', [done(num(1)), done(num(3))]),
  ),
  newYork('The safe in Fordham I could not open today, I need come back with other drill bit', NO_CHANGE),
  within(reminded('hit the roaches at 145th st building'), newYork('did the whole line 2 thru 6 gel n dust', done())),
  newYork('service logs printed for hpd', done(words('service logs'))),
  within(
    listed(
      'hit the roaches at 145th st building',
      'call the super on 118th bout the rat burrows',
      'order more gel bait',
      'drop the bait station map at the management co',
    ),
    newYork('all of em done except 3', [done(num(1)), done(num(2)), done(num(4))]),
  ),
  newYork('done with 118th for today gotta go back tmrw for the courtyard', NO_CHANGE),
  within(reminded('program 40 fob for building on 8th Ave'), newYork('Xong rồi, 40 fob all program and test ok', done())),
  newYork('buzzer 3F at 5th Ave is fixed, the wire was bite by mouse', done(words('buzzer 3F')), done(words('buzzer'))),
  within(
    listed('send the crew schedule to Tuấn and Khoa', 'order the ButterflyMX panel', 'check the maglock at the church on 4th Ave'),
    newYork('Dạ number 3 done, maglock just need adjust a little', done(num(3))),
  ),
  within(reminded('bill the false alarm fees'), newYork('billed', done())),
  newYork('UL cert renewed.', done(words('UL cert'))),
  within(
    listed('call the Hylan Blvd deli', 'send tech to Tottenville', 'update the Richmond Ave call list'),
    newYork('1 and 2. done', [done(num(1)), done(num(2))]),
  ),
  within(reminded('send tech to Tottenville'), newYork('tech called out sick', NO_CHANGE)),
  within(
    reminded("confirm the magnetometer placement with the venue's director of operations"),
    newYork(
      "Yes, that's settled. The director of operations and I agreed on two magnetometers at the Fifth Avenue entrance and one at the staff door, and he's confirmed it in writing.",
      done(),
    ),
  ),
  within(
    listed(
      'send the client the revised risk assessment for Hudson Yards',
      'review the NYPD liaison notes for the gala',
      'draft the staffing matrix for the Plaza',
    ),
    newYork(
      "I've been through the NYPD liaison notes and the staffing matrix is drafted, so both of those can come off the list. The Hudson Yards assessment is still waiting on floor plans.",
      [done(num(2)), done(num(3))],
      [done(words('NYPD liaison notes')), done(words('staffing matrix'))],
    ),
  ),
];

export const HUNDREDNINETEENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(just('change locks 14 granville rd for the landlord', l('11-12 08:00')), london('no 7 not 8', move(ctx, null, '07:00'))),
  within(just('mot on the van', l('11-13')), london('sat not fri', move(ctx, '2026-11-14', null))),
  within(
    just('invoice foxtons for catford lockout', l('11-11 20:00')),
    london('not foxtons its kfh', rename(ctx, 'invoice kfh for catford lockout')),
  ),
  london('move the granville rd locks to thurs 9', move(words('granville rd'), '2026-11-12', '09:00')),
  within(
    reminded('mot on the van', l('11-11 15:00')),
    london('its booked for tues not today', move(ctx, '2026-11-17', null), snoozeUntil(l('11-17'))),
  ),
  within(
    just('ring the curry house on wilmslow rd about their revisit', l('11-12 15:00')),
    london(
      "oh hun sorry not the curry house, it's the chippy next door x",
      rename(ctx, 'ring the chippy on wilmslow rd about their revisit'),
      rename(ctx, 'ring the chippy next door about their revisit'),
    ),
  ),
  within(
    just('order more bait boxes', l('11-16')),
    london("actually can you make that friday hun, I'm out all monday x", move(ctx, '2026-11-13', null)),
  ),
  within(
    just('drop the bed bug prep sheet round to the lady in salford', l('11-13')),
    london("wait no it's thursday she needs it by, treatment got moved x", move(ctx, '2026-11-12', null)),
  ),
  within(
    just('drop the bed bug prep sheet round to the lady in salford', l('11-13')),
    london("the salford lady's landlord is paying for the treatment now btw, not her x", NO_CHANGE),
  ),
  within(
    just('call the supplier for the NVR 16 channel', l('11-12 08:00')),
    london('Sorry, is NVR 32 channel not 16', rename(ctx, 'call the supplier for the NVR 32 channel')),
  ),
  within(
    just('send the quote for 8 cameras to the warehouse in Dunstable', l('11-13')),
    london(
      'I make mistake, is 12 cameras and the warehouse is in Houghton Regis',
      rename(ctx, 'send the quote for 12 cameras to the warehouse in Houghton Regis'),
    ),
  ),
  within(just('charge the drill batteries', l('11-11 20:00')), london('Not 8, at 9 I am home', move(ctx, null, '21:00'))),
  within(
    just('phone the lad on nights at Dyce', l('11-12')),
    london("och naw, the morn's nae guid, Friday at 4", move(ctx, '2026-11-13', '16:00')),
  ),
  within(
    just("check Callum's SIA licence"),
    london("wrang laddie, it's Ewan's licence no Callum's", rename(ctx, "check Ewan's SIA licence")),
  ),
  within(
    just('get the rota for the harbour site sorted', l('11-13')),
    london('mak that Thursday, the client wants it a day early', move(ctx, '2026-11-12', null)),
  ),
  within(
    just('hire the cherry picker for the netting job at Haymarket car park', l('11-12 10:00')),
    london('ji 10 nahi, 11 baje', move(ctx, null, '11:00')),
  ),
  within(just('pay the team', l('11-13')), london("thursday ji not friday, I'm off friday", move(ctx, '2026-11-12', null))),
  london('chalo move the Fosse Park renewal to 27/11', move(words('Fosse Park'), '2026-11-27', null)),
  within(
    just('send pigeon spikes quote to the Belgrave Road shops'),
    london('Belgrave Road shop owner changed his number ji, new one is on the invoice', NO_CHANGE),
  ),

  // New York
  within(
    just('cut 12 keys for the super at 2310 Grand Concourse', n('11-12 09:00')),
    newYork('perdón, no 12 keys, 15', rename(ctx, 'cut 15 keys for the super at 2310 Grand Concourse')),
  ),
  within(
    just('order the Medeco blanks', n('11-13')),
    newYork('No Friday, Thursday, they close early Friday', move(ctx, '2026-11-12', null)),
  ),
  within(
    just('bring the drill rig', n('11-13 20:00')),
    newYork('Better 7 in the morning saturday, before I go', move(ctx, '2026-11-14', '07:00')),
  ),
  newYork('change the Valentine Ave cylinder to Monday 10am porfa', move(words('Valentine Ave'), '2026-11-16', '10:00')),
  within(just('hit the roaches at 145th st building', n('11-12 07:00')), newYork('nah 6 they leave early', move(ctx, null, '06:00'))),
  within(
    just('print the service logs for the hpd inspection at 2150 acp', n('11-13')),
    newYork('its 2160 not 2150', rename(ctx, 'print the service logs for the hpd inspection at 2160 acp')),
  ),
  within(
    reminded('call the super on 118th bout the rat burrows in the courtyard', n('11-11 10:00')),
    newYork('move it to fri 2pm', move(ctx, '2026-11-13', '14:00'), snoozeUntil(n('11-13 14:00'))),
  ),
  within(just('order more gel bait'), newYork('supplier switched the gel to a new brand whatever works', NO_CHANGE)),
  within(
    just('program 40 fob for building on 8th Ave', n('11-12 14:00')),
    newYork('Sorry, 60 fob not 40', rename(ctx, 'program 60 fob for building on 8th Ave')),
  ),
  within(
    just('send the crew schedule for next week to Tuấn and Khoa', n('11-11 20:00')),
    newYork('Dạ not tonight, tomorrow morning 7', move(ctx, '2026-11-12', '07:00')),
  ),
  within(
    just('fix the buzzer of apartment 3F at 5th Ave building'),
    newYork('apartment 3E, not 3F, sorry', rename(ctx, 'fix the buzzer of apartment 3E at 5th Ave building')),
  ),
  within(just('bill the false alarm fees', n('11-11 17:00')), newYork('no. 3', move(ctx, null, '15:00'))),
  within(just('UL cert renewal', n('12-01')), newYork('11/30 not 12/1', move(ctx, '2026-11-30', null))),
  within(
    just('tech to tottenville acct', n('11-12 07:00')),
    newYork('great kills not tottenville', rename(ctx, 'tech to great kills acct')),
  ),
  newYork('move the hylan deli call. tmrw 11.', move(words('hylan'), '2026-11-12', '11:00')),
  within(
    just("confirm the magnetometer placement with the venue's director of operations", n('11-13 10:00')),
    newYork(
      'Apologies, I gave you the wrong day. The walkthrough with the venue is Thursday, not Friday, so please move that reminder to Thursday at the same time.',
      move(ctx, '2026-11-12', null),
      move(ctx, '2026-11-12', '10:00'),
    ),
  ),
  within(
    just('send the client the revised risk assessment for their Hudson Yards office', n('11-17')),
    newYork(
      "One correction: it's their Hudson Square office, not Hudson Yards. They have both, which is exactly why I keep mixing them up.",
      rename(ctx, 'send the client the revised risk assessment for their Hudson Square office'),
    ),
  ),
  within(
    just("confirm the magnetometer placement with the venue's director of operations", n('11-13 10:00')),
    newYork(
      "For what it's worth, the gala's guest count has gone up from 400 to 550, though the venue assures me the layout won't change.",
      NO_CHANGE,
    ),
  ),
];
