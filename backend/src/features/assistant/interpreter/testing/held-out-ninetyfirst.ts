/**
 * Held-out messages written by fourteen people who work outdoors, with land, water and animals. On
 * London time (day-first dates): a dairy farmer in Somerset (milk price, the vet, silage), a tree
 * surgeon in Kent (quotes, chippers, TPO consents), a landscape gardener in Cheltenham (patios, turf
 * deliveries, clients' plans), a fishing-boat owner in Peterhead who writes some Doric Scots
 * (landings, the harbour, crew), a sheep farmer in Powys who drops in Welsh words (lambing, the mart,
 * scanning), a beekeeper and honey seller in Norfolk (hives, jars, farmers' markets) and a mobile
 * horse vet in Newmarket whose first language is Irish English (yards, call-outs, vaccinations). On
 * New York time (month-first dates): an urban farmer with rooftop beds in Red Hook (CSA boxes,
 * seedlings, restaurants), a landscaper in Staten Island (crews, mulch, snow contracts), a tree-care
 * arborist in Westchester (removals, permits, the bucket truck), a florist-grower on Long Island whose
 * first language is Italian (greenhouses, wholesale, weddings), a pool-service owner in New Jersey
 * (openings, chemicals, techs), a pet-sitter and dog-trainer in Astoria whose first language is
 * Tagalog (clients, keys, classes) and an oyster farmer in the Bronx who writes some Puerto Rican
 * Spanish (harvests, permits, restaurant orders). Every message is read at Wednesday 11 November
 * 2026, 15:00 in London and 10:00 in New York.
 */
import type { Intent } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';
import { NINETYFIRST_CORRECTION, NINETYFIRST_RAMBLE } from './held-out-ninetyfirst-e';
import {
  NINETYFIRST_GREETING,
  NINETYFIRST_THANKS,
  NINETYFIRST_FEELING,
  NINETYFIRST_QUESTION,
  NINETYFIRST_STATEMENT,
  NINETYFIRST_DECISION,
  NINETYFIRST_DILEMMA,
} from './held-out-ninetyfirst-b';
import { NINETYFIRST_RENAME, NINETYFIRST_REMOVE, NINETYFIRST_DONE, NINETYFIRST_ANSWER } from './held-out-ninetyfirst-c';
import {
  NINETYFIRST_RECALL,
  NINETYFIRST_PRIORITISE,
  NINETYFIRST_AGENDA,
  NINETYFIRST_FREE_TIME,
  NINETYFIRST_UNCLEAR,
  NINETYFIRST_BARE,
} from './held-out-ninetyfirst-d';

/** A reminder daily has just sent about `title` ("Did you get to X?"). */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
/** A question back, which changes nothing. */
const askBack: Intent = { kind: 'ask', text: '', options: [] };

export const NINETYFIRST_ASK: HeldOutItem[] = [
  // Somerset dairy farmer
  london(
    'remind me to ring the vet about the heifer with mastitis tmrw 8am',
    task('ring the vet about the heifer with mastitis', l('11-12 08:00')),
  ),
  london('um so yeah I need to order more silage wrap and also book the contractor for muck spreading on the 20th', [
    task('order more silage wrap'),
    task('book the contractor for muck spreading', l('11-20')),
  ]),
  london(
    'chase Muller about the milk price before the board meets thurs 11',
    task('chase Muller about the milk price', l('11-12 11:00')),
    task('chase Muller about the milk price before the board meets', l('11-12 11:00')),
  ),
  // Kent tree surgeon
  london(
    'send the Hendersons their quote for the oak reduction by thurs',
    task('send the Hendersons their quote for the oak reduction', l('11-12')),
  ),
  london('remind me 3/12 to get the chipper serviced', task('get the chipper serviced', l('12-03'))),
  london(
    'need to apply for TPO consent for the lime at 14 Church Lane asap',
    task('apply for TPO consent for the lime at 14 Church Lane', null, { important: true }),
    task('apply for TPO consent for the lime at 14 Church Lane'),
  ),
  // Cheltenham landscape gardener
  london('be on site for the Patels turf delivery fri 7am', task('be on site for the Patels turf delivery', l('11-13 07:00'))),
  london('draw up the patio plan for Mrs Okafor, no rush', task('draw up the patio plan for Mrs Okafor')),
  london(
    'order 6 bulk bags of sharp sand monday 10am, no wait make it tuesday',
    task('order 6 bulk bags of sharp sand', l('11-17 10:00')),
    task('order 6 bulk bags of sharp sand', l('11-17')),
  ),
  // Peterhead boat owner
  london(
    'mind an phone the harbour office the morn aboot the berth fees',
    task('phone the harbour office aboot the berth fees', l('11-12')),
    task('phone the harbour office about the berth fees', l('11-12')),
  ),
  london(
    'pay the crew fri an get the ice ordered sat mornin',
    [task('pay the crew', l('11-13')), task('get the ice ordered', l('11-14 08:00'))],
    [task('pay the crew', l('11-13')), task('get the ice ordered', l('11-14 09:00'))],
    [task('pay the crew', l('11-13')), task('get the ice ordered', l('11-14 07:00'))],
  ),
  // Powys sheep farmer
  london('bore da! need to book the scanning man for the ewes, 1/12 if poss', task('book the scanning man for the ewes', l('12-01')), [
    talk('greeting'),
    task('book the scanning man for the ewes', l('12-01')),
  ]),
  london('take the cull ewes to Welshpool mart tues', task('take the cull ewes to Welshpool mart', l('11-17'))),
  // Norfolk beekeeper
  london('order 200 1lb jars and lids from Thornes', task('order 200 1lb jars and lids from Thornes')),
  london('aylsham farmers market sat, need to be set up by 8 so remind me to load the van at 7', task('load the van', l('11-14 07:00'))),
  // Newmarket horse vet
  london(
    "put in flu vaccinations at the Warren Hill yard monday 9 so, I'm after promising them",
    task('flu vaccinations at the Warren Hill yard', l('11-16 09:00')),
  ),
  london(
    "call back Mr Fitzgerald about the colt's lameness this evening sure",
    task("call back Mr Fitzgerald about the colt's lameness", l('11-11 18:00')),
    task("call back Mr Fitzgerald about the colt's lameness", l('11-11 19:00')),
    task("call back Mr Fitzgerald about the colt's lameness", l('11-11 17:00')),
  ),

  // Red Hook urban farmer
  newYork(
    'pick up seedling trays from the Gowanus supply place tmrw morning',
    task('pick up seedling trays from the Gowanus supply place', n('11-12 09:00')),
    task('pick up seedling trays from the Gowanus supply place', n('11-12 08:00')),
  ),
  newYork("email Frankie's about the microgreens order by 3 today", task("email Frankie's about the microgreens order", n('11-11 15:00'))),
  // Staten Island landscaper
  newYork('crew needs to drop 12 yards of mulch at the Rossi job on 11/16', task('drop 12 yards of mulch at the Rossi job', n('11-16'))),
  newYork(
    'renew the snow contract with the condo board by 12/1 IMPORTANT',
    task('renew the snow contract with the condo board', n('12-01'), { important: true }),
  ),
  // Westchester arborist
  newYork('file the tree removal permit in Scarsdale friday', task('file the tree removal permit in Scarsdale', n('11-13'))),
  newYork(
    'remind me next tuesday 8am to book the bucket truck inspection',
    task('book the bucket truck inspection', n('11-17 08:00')),
    task('book the bucket truck inspection', n('11-24 08:00')),
  ),
  // Long Island florist-grower
  newYork(
    'I must call the wholesale in Hicksville for the ranunculus, tomorrow at 7 of the morning',
    task('call the wholesale in Hicksville for the ranunculus', n('11-12 07:00')),
  ),
  newYork(
    'wedding of the Caruso is 11/21, I need to confirm the peonies with the bride before the 18',
    task('confirm the peonies with the bride', n('11-18')),
    task('confirm the peonies with the bride', n('11-17')),
  ),
  // New Jersey pool service
  newYork(
    'order 20 buckets of chlorine tabs and tell Mike to winterize the Feldman pool thurs',
    [task('order 20 buckets of chlorine tabs'), task('tell Mike to winterize the Feldman pool', n('11-12'))],
    [task('order 20 buckets of chlorine tabs', n('11-12')), task('tell Mike to winterize the Feldman pool', n('11-12'))],
  ),
  newYork('invoice the goldbergs for the closing', task('invoice the goldbergs for the closing')),
  // Astoria pet-sitter
  newYork('pick up keys from Mrs Santos tom 6pm po', task('pick up keys from Mrs Santos', n('11-12 18:00'))),
  newYork('ay kailangan ko pala print the flyers for puppy class bukas', task('print the flyers for puppy class', n('11-12'))),
  // Bronx oyster farmer
  newYork('low tide mañana 6am so check the cages at the lease', task('check the cages at the lease', n('11-12 06:00'))),
  newYork('send the harvest log to DEC before 11/30 and confirm 300 oysters for Casa Lola friday', [
    task('send the harvest log to DEC', n('11-30')),
    task('confirm 300 oysters for Casa Lola', n('11-13')),
  ]),
];

export const NINETYFIRST_RECURRING: HeldOutItem[] = [
  // Somerset dairy farmer
  london('every morning at 5 remind me to check the calves', task('check the calves', l('11-12 05:00'), { repeat: every('day') })),
  london('NMR milk recording every other tuesday from the 17th', task('NMR milk recording', l('11-17'), { repeat: every('week', 2) })),
  london('pay the feed bill 1st of every month', task('pay the feed bill', l('12-01'), { repeat: every('month') })),
  // Kent tree surgeon
  london('grease the chipper every friday', task('grease the chipper', l('11-13'), { repeat: every('week') })),
  london(
    'every weekday 7am check the TPO register for new applications',
    task('check the TPO register for new applications', l('11-12 07:00'), { repeat: every('weekday') }),
  ),
  // Cheltenham landscape gardener
  london(
    'send the Pritchards an invoice every 4 weeks, first one on monday',
    task('send the Pritchards an invoice', l('11-16'), { repeat: every('week', 4) }),
  ),
  london(
    'water the new turf at Lansdown every thurs 4pm',
    task('water the new turf at Lansdown', l('11-12 16:00'), { repeat: every('week') }),
  ),
  london(
    'every wednesday pick up the skip permit renewals from the council',
    task('pick up the skip permit renewals from the council', l('11-18'), { repeat: every('week') }),
  ),
  // Peterhead boat owner
  london(
    'ilka Monday phone the fish market for the prices',
    task('phone the fish market for the prices', l('11-16'), { repeat: every('week') }),
  ),
  london('check the liferaft certs every year on 2/3', task('check the liferaft certs', l('2027-03-02'), { repeat: every('year') })),
  // Powys sheep farmer
  london(
    'bob dydd feed the pet lambs at 7am and 7pm',
    [
      task('feed the pet lambs', l('11-12 07:00'), { repeat: every('day') }),
      task('feed the pet lambs', l('11-11 19:00'), { repeat: every('day') }),
    ],
    [
      task('feed the pet lambs', l('11-11 19:00'), { repeat: every('day') }),
      task('feed the pet lambs', l('11-12 07:00'), { repeat: every('day') }),
    ],
  ),
  london(
    'move the tups to fresh grass every 3 days starting tmrw',
    task('move the tups to fresh grass', l('11-12'), { repeat: every('day', 3) }),
  ),
  // Norfolk beekeeper
  london('every sunday check the hive weights', task('check the hive weights', l('11-15'), { repeat: every('week') })),
  london(
    'Holt market is every 2nd saturday, next one the 21st, so remind me the friday before each one to jar up',
    task('jar up', l('11-20'), { repeat: every('week', 2) }),
  ),
  // Newmarket horse vet
  london(
    'do worm counts at the Cheveley yard every 6 weeks, from monday week',
    task('do worm counts at the Cheveley yard', l('11-23'), { repeat: every('week', 6) }),
  ),
  london(
    "every wednesday at 5 so, I'm to restock the van with bute and bandages",
    task('restock the van with bute and bandages', l('11-11 17:00'), { repeat: every('week') }),
    task('restock the van with bute and bandages', l('11-18 17:00'), { repeat: every('week') }),
  ),

  // Red Hook urban farmer
  newYork('water the seedlings every day at 7am', task('water the seedlings', n('11-12 07:00'), { repeat: every('day') })),
  newYork(
    'pack CSA boxes every wednesday 4pm',
    task('pack CSA boxes', n('11-11 16:00'), { repeat: every('week') }),
    task('pack CSA boxes', n('11-18 16:00'), { repeat: every('week') }),
  ),
  // Staten Island landscaper
  newYork('every monday 6am crew meeting at the yard', task('crew meeting at the yard', n('11-16 06:00'), { repeat: every('week') })),
  newYork(
    'check the salt spreaders every weekday at 5am starting 12/1',
    task('check the salt spreaders', n('12-01 05:00'), { repeat: every('weekday') }),
  ),
  // Westchester arborist
  newYork(
    'bucket truck DOT inspection every year, next one 3/15',
    task('bucket truck DOT inspection', n('2027-03-15'), { repeat: every('year') }),
  ),
  newYork('grease the stump grinder every 2 wks on fri', task('grease the stump grinder', n('11-13'), { repeat: every('week', 2) })),
  // Long Island florist-grower
  newYork(
    'every day at 6 of the evening close the greenhouse vents',
    task('close the greenhouse vents', n('11-11 18:00'), { repeat: every('day') }),
  ),
  newYork(
    'the 15 of every month I pay the propane for the greenhouses, remind me',
    task('pay the propane for the greenhouses', n('11-15'), { repeat: every('month') }),
  ),
  // New Jersey pool service
  newYork(
    'every weekday at 8 send the techs their routes',
    task('send the techs their routes', n('11-12 08:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'every other wednesday check the salt cell at the Kaplans',
    task('check the salt cell at the Kaplans', n('11-18'), { repeat: every('week', 2) }),
  ),
  // Astoria pet-sitter
  newYork('walk Mochi every weekday at 12 noon', task('walk Mochi', n('11-11 12:00'), { repeat: every('weekday') })),
  newYork(
    'every sat 9am teach puppy class in Astoria Park po',
    task('teach puppy class in Astoria Park', n('11-14 09:00'), { repeat: every('week') }),
  ),
  // Bronx oyster farmer
  newYork(
    'cada lunes send the harvest numbers to the shellfish program',
    task('send the harvest numbers to the shellfish program', n('11-16'), { repeat: every('week') }),
  ),
  newYork('flip the oyster bags every 2 weeks, empieza el viernes', task('flip the oyster bags', n('11-13'), { repeat: every('week', 2) })),
];

export const NINETYFIRST_SNOOZE: HeldOutItem[] = [
  // London, answering a reminder just sent
  within(reminded('ring the vet', l('11-11 15:00')), london('in the parlour, give us an hour', snoozeFor(60))),
  within(
    reminded('send the Hendersons their quote', l('11-11 15:00')),
    london('up a tree rn, after 5', snoozeUntil(l('11-11 17:00')), move({ by: 'context' }, null, '17:00')),
  ),
  within(
    reminded('phone the harbour office', l('11-11 15:00')),
    london(
      'nae signal oot here, try me again the nicht efter we land',
      snoozeUntil(l('11-11 19:00')),
      snoozeUntil(l('11-11 20:00')),
      snoozeUntil(l('11-11 18:00')),
    ),
  ),
  within(reminded('book the scanning man', l('11-11 14:00')), london('argh at the mart, 2 hrs', snoozeFor(120))),
  within(
    reminded('call back Mr Fitzgerald', l('11-11 15:00')),
    london(
      "I'm after getting a call-out to a colic, push it to half 6",
      snoozeUntil(l('11-11 18:30')),
      move({ by: 'context' }, null, '18:30'),
    ),
  ),
  within(reminded('pay the crew', l('11-11 15:00')), london('later', snoozeFor(60), snoozeFor(120), snoozeFor(180), [unclear])),
  within(
    { listed: ['order turf for the Patels', 'draw up the patio plan for Mrs Okafor', 'invoice the Pritchards'] },
    london('snooze 2 till monday', snoozeUntil(l('11-16'), num(2)), move(num(2), '2026-11-16', null)),
  ),
  // London, naming the task
  london(
    'snooze the silage invoice till monday',
    snoozeUntil(l('11-16'), words('silage invoice')),
    move(words('silage invoice'), '2026-11-16', null),
  ),
  london('push the TPO application reminder back 3 hrs', snoozeFor(180, words('TPO application'))),
  london(
    "snooze the crew wages one till we're in, friday teatime",
    snoozeUntil(l('11-13 17:00'), words('crew wages')),
    snoozeUntil(l('11-13 18:00'), words('crew wages')),
  ),
  london(
    'leave the mouseguards job till sat, far too wet to open the hives',
    snoozeUntil(l('11-14'), words('mouseguards')),
    move(words('mouseguards'), '2026-11-14', null),
  ),
  london(
    'can you put the Okafor patio plan off till first thing tmrw',
    snoozeUntil(l('11-12 08:00'), words('Okafor patio plan')),
    snoozeUntil(l('11-12 09:00'), words('Okafor patio plan')),
    snoozeUntil(l('11-12 07:00'), words('Okafor patio plan')),
  ),
  // London, snooze words that change nothing
  london("the buyer's snoozing on the milk price again, no word till december", NO_CHANGE),
  london('hives are all wrapped and snoozing for the winter now', NO_CHANGE),
  london('snooze 1h', [unclear], [askBack]),
  london('going to snooze on the sofa for an hour, cream crackered after scanning 600 ewes', NO_CHANGE),

  // New York, answering a reminder just sent
  within(reminded('pick up seedling trays', n('11-11 10:00')), newYork('cant rn, with a restaurant buyer. 45 min', snoozeFor(45))),
  within(
    reminded('file the tree removal permit', n('11-11 10:00')),
    newYork('remind me again at 1:30', snoozeUntil(n('11-11 13:30')), move({ by: 'context' }, null, '13:30')),
  ),
  within(reminded('order chlorine tabs', n('11-11 10:00')), newYork('snooze 20', snoozeFor(20))),
  within(
    reminded('pick up keys from Mrs Santos', n('11-11 10:00')),
    newYork('mamaya na po, walking 3 dogs', snoozeFor(60), snoozeFor(120), [unclear]),
  ),
  within(
    reminded('flip the oyster bags', n('11-11 10:00')),
    newYork('la marea ta alta, mañana 7am mejor', snoozeUntil(n('11-12 07:00')), move({ by: 'context' }, '2026-11-12', '07:00')),
  ),
  within(reminded('walk Mochi', n('11-11 12:00')), newYork('snooze', snoozeFor(60))),
  // New York, naming the task
  newYork(
    'snooze the DEC harvest log until monday 9am',
    snoozeUntil(n('11-16 09:00'), words('DEC harvest log')),
    move(words('DEC harvest log'), '2026-11-16', '09:00'),
  ),
  newYork('push the bucket truck thing back an hour', snoozeFor(60, words('bucket truck'))),
  newYork('snooze the Casa Lola order to 4pm', snoozeUntil(n('11-11 16:00'), words('Casa Lola')), move(words('Casa Lola'), null, '16:00')),
  newYork('can u snooze the mulch delivery 2 hrs', snoozeFor(120, words('mulch delivery'))),
  newYork(
    'raining sideways, do the Rossi mulch thurs instead',
    snoozeUntil(n('11-12'), words('Rossi mulch')),
    move(words('Rossi mulch'), '2026-11-12', null),
  ),
  newYork(
    'the call to the wholesale in Hicksville, after the lunch please, now I am in greenhouse with hands in dirt',
    snoozeUntil(n('11-11 13:00'), words('wholesale in Hicksville')),
    snoozeUntil(n('11-11 14:00'), words('wholesale in Hicksville')),
  ),
  // New York, snooze words that change nothing
  newYork('the Caruso wedding got pushed to spring so no more peony stress lol', NO_CHANGE),
  newYork('snoozing my phone for the next hour, driving the van to Jersey City', NO_CHANGE),
  newYork('the Feldmans want their closing pushed to next week, waiting to hear which day', NO_CHANGE),
];

export const HELD_OUT_NINETYFIRST_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETYFIRST_ASK,
  recurring: NINETYFIRST_RECURRING,
  snooze: NINETYFIRST_SNOOZE,
  correction: NINETYFIRST_CORRECTION,
  ramble: NINETYFIRST_RAMBLE,
  greeting: NINETYFIRST_GREETING,
  thanks: NINETYFIRST_THANKS,
  feeling: NINETYFIRST_FEELING,
  question: NINETYFIRST_QUESTION,
  statement: NINETYFIRST_STATEMENT,
  decision: NINETYFIRST_DECISION,
  dilemma: NINETYFIRST_DILEMMA,
  rename: NINETYFIRST_RENAME,
  remove: NINETYFIRST_REMOVE,
  done: NINETYFIRST_DONE,
  answer: NINETYFIRST_ANSWER,
  recall: NINETYFIRST_RECALL,
  prioritise: NINETYFIRST_PRIORITISE,
  agenda: NINETYFIRST_AGENDA,
  free_time: NINETYFIRST_FREE_TIME,
  unclear: NINETYFIRST_UNCLEAR,
  bare: NINETYFIRST_BARE,
};

export const HELD_OUT_NINETYFIRST: HeldOutItem[] = Object.values(HELD_OUT_NINETYFIRST_KINDS).flat();
