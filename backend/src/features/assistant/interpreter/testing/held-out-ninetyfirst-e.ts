/**
 * Held-out messages from fourteen people who work outdoors with land, water and animals. On London
 * time (day-first dates): a dairy farmer in Somerset (milk price, the vet, silage), a tree surgeon in
 * Kent (quotes, chippers, TPO consents), a landscape gardener in Cheltenham (patios, turf deliveries,
 * clients' plans), a fishing-boat owner in Peterhead who writes some Doric Scots (landings, the
 * harbour, crew), a sheep farmer in Powys who writes some Welsh words (lambing, the mart, scanning), a
 * beekeeper and honey seller in Norfolk (hives, jars, farmers' markets) and a mobile horse vet in
 * Newmarket whose first language is Irish English (yards, call-outs, vaccinations). On New York time
 * (month-first dates): an urban farmer with rooftop beds in Red Hook (CSA boxes, seedlings,
 * restaurants), a landscaper in Staten Island (crews, mulch, snow contracts), a tree-care arborist in
 * Westchester (removals, permits, the bucket truck), a florist-grower on Long Island whose first
 * language is Italian (greenhouses, wholesale, weddings), a pool-service owner in New Jersey
 * (openings, chemicals, techs), a pet-sitter and dog-trainer in Astoria whose first language is
 * Tagalog (clients, keys, classes) and an oyster farmer in the Bronx who writes some Puerto Rican
 * Spanish (harvests, permits, restaurant orders). Every message is read at Wednesday 11 November
 * 2026, 15:00 in London and 10:00 in New York.
 */
import type { ConversationState, Intent } from '../intent';
import { type HeldOutItem, NO_CHANGE, ctx, l, london, move, n, newYork, snoozeUntil, task, unclear, within, words } from './held-out-kit';

/** daily just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task was just added (or changed) in the message before. */
const justAdded = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
const ask: Intent = { kind: 'ask', text: '', options: [] };

export const NINETYFIRST_CORRECTION: HeldOutItem[] = [
  // --- London ---
  within(
    justAdded('ring the vet about the heifers', l('11-12 09:00')),
    london('no wait make it half 10 not 9', move(ctx, null, '10:30'), move(ctx, '2026-11-12', '10:30')),
  ),
  london('move the silage contractor call to fri 8am', move(words('silage contractor'), '2026-11-13', '08:00')),
  london('the vet came at 9 instead of 11 this morning, all fine with the cows', NO_CHANGE),
  within(
    reminded('send quote to mrs pemberton for the oak', l('11-11 15:00')),
    london('cant rn up a tree, do it at 6', move(ctx, null, '18:00'), move(ctx, '2026-11-11', '18:00'), snoozeUntil(l('11-11 18:00'))),
  ),
  london(
    'the TPO consent meeting w the council is thurs not weds, can u change it',
    move(words('tpo consent'), '2026-11-12', null),
    move(words('council'), '2026-11-12', null),
  ),
  within(
    justAdded('chipper hire pickup', l('11-12 07:30')),
    london('8 not 7.30, typo sorry', move(ctx, null, '08:00'), move(ctx, '2026-11-12', '08:00')),
  ),
  london('can you shift the turf delivery from thursday to monday the 16th', move(words('turf delivery'), '2026-11-16', null)),
  london(
    'patio consultation with the hendersons - change it to 2.30 on the 19/11 pls',
    move(words('hendersons'), '2026-11-19', '14:30'),
    move(words('patio consultation'), '2026-11-19', '14:30'),
  ),
  within(
    reminded('phone the harbour office about the berth', l('11-11 15:00')),
    london('aye cannae the noo, boats comin in. dee it the morn at 8', move(ctx, '2026-11-12', '08:00'), snoozeUntil(l('11-12 08:00'))),
  ),
  london('shift the crew meetin tae friday, same time like', move(words('crew'), '2026-11-13', null)),
  london('landins been pit back tae thursday cos o the weather, fair scunnered', NO_CHANGE),
  london(
    "diolch - actually put the scanning back to tuesday 24th, the scanner man can't do the 17th",
    move(words('scanning'), '2026-11-24', null),
  ),
  within(
    justAdded('take the ewes to the mart', l('11-16 12:00')),
    london('o na, the mart is the monday after that, sori', move(ctx, '2026-11-23', null)),
  ),
  london('change the jar order with the supplier to the 2nd of december', move(words('jar order'), '2026-12-02', null)),
  within(
    reminded('flu vaccinations at the Hanbury yard', l('11-11 15:00')),
    london(
      "ah sure I'm only after finishing with a colic, will you put that one back to half four",
      move(ctx, null, '16:30'),
      move(ctx, '2026-11-11', '16:30'),
      snoozeUntil(l('11-11 16:30')),
    ),
  ),
  london('the call-out to Warren Hill, move that till tomorrow morning so, 8 oclock', move(words('warren hill'), '2026-11-12', '08:00')),
  london('make it 4 instead', NO_CHANGE, unclear, ask),
  london('the bees got moved to the heath site at 7 this morning, all 12 hives, no drama', NO_CHANGE),
  within(
    justAdded('order 40 bales of haylage', l('11-13 12:00')),
    london("sorry that's saturday not friday", move(ctx, '2026-11-14', null)),
  ),
  // --- New York ---
  within(
    reminded('drop off the Alvarez keys', n('11-11 10:00')),
    newYork(
      "can't this morning po, tonight at 7 ok?",
      move(ctx, null, '19:00'),
      move(ctx, '2026-11-11', '19:00'),
      snoozeUntil(n('11-11 19:00')),
    ),
  ),
  within(
    justAdded('drop CSA boxes at the co-op', n('11-12 12:00')),
    newYork('actually make that 3pm', move(ctx, null, '15:00'), move(ctx, '2026-11-12', '15:00')),
  ),
  newYork("move seedling order w johnny's to monday 11/16", move(words('seedling order'), '2026-11-16', null)),
  newYork(
    'the tasting at Frankies got pushed to 12/2 7pm, update it pls',
    move(words('frankies'), '2026-12-02', '19:00'),
    move(words('tasting'), '2026-12-02', '19:00'),
  ),
  within(
    reminded('call mike about the mulch delivery', n('11-11 10:00')),
    newYork(
      "crew's short today, do it at 1 instead",
      move(ctx, null, '13:00'),
      move(ctx, '2026-11-11', '13:00'),
      snoozeUntil(n('11-11 13:00')),
    ),
  ),
  newYork(
    'snow contract walkthru w the condo board, change to thurs 4pm',
    move(words('condo board'), '2026-11-12', '16:00'),
    move(words('snow contract'), '2026-11-12', '16:00'),
  ),
  newYork('guys dropped the mulch at 7 sharp, moved the whole crew to the eltingville job by noon', NO_CHANGE),
  newYork(
    'permit hearing in rye got moved to nov 19 at 9:30, can u fix that in my list',
    move(words('permit hearing'), '2026-11-19', '09:30'),
  ),
  within(
    justAdded('bucket truck inspection', n('11-13 08:00')),
    newYork('wait no thats the 20th not the 13th', move(ctx, '2026-11-20', null)),
  ),
  within(
    justAdded('call the wholesale for the roses', n('11-12 07:00')),
    newYork('scusa I write wrong, is 6 in the morning not 7', move(ctx, null, '06:00'), move(ctx, '2026-11-12', '06:00')),
  ),
  newYork(
    'the wedding of Giulia, the flowers delivery, please change to saturday 21 at 10 in the morning',
    move(words('giulia'), '2026-11-21', '10:00'),
    move(words('wedding'), '2026-11-21', '10:00'),
  ),
  within(
    reminded('close the Feldmans pool', n('11-11 10:00')),
    newYork('tech called out sick, bump it to friday', move(ctx, '2026-11-13', null), snoozeUntil(n('11-13 10:00'))),
  ),
  newYork(
    "chemical order from leslie's, move it to next tuesday",
    move(words('chemical order'), '2026-11-17', null),
    move(words('chemical order'), '2026-11-24', null),
  ),
  newYork('the Schaefer opening got moved to april by the homeowner, no rush on that one lol', NO_CHANGE),
  within(
    justAdded('pick up keys from mrs kowalski', n('11-12 18:00')),
    newYork('ay sorry po, 5:30 pala not 6', move(ctx, null, '17:30'), move(ctx, '2026-11-12', '17:30')),
  ),
  newYork(
    'puppy class thursday change to 7pm instead of 6 po',
    move(words('puppy class'), '2026-11-12', '19:00'),
    move(words('puppy class'), null, '19:00'),
  ),
  within(
    reminded('harvest report to DEC', n('11-11 10:00')),
    newYork(
      'mano estoy en el agua, ponlo pa las 3',
      move(ctx, null, '15:00'),
      move(ctx, '2026-11-11', '15:00'),
      snoozeUntil(n('11-11 15:00')),
    ),
  ),
  newYork('can we move it', NO_CHANGE, unclear, ask),
  newYork(
    'the grand central oyster bar order, cambia eso pa el viernes 8am',
    move(words('oyster bar'), '2026-11-13', '08:00'),
    move(words('grand central'), '2026-11-13', '08:00'),
  ),
];

export const NINETYFIRST_RAMBLE: HeldOutItem[] = [
  // --- London ---
  london(
    "right so um the milk price letter came from the co-op, down again, 2p a litre, typical. anyway. need to ring the vet tomorrow about the lame cow, and uh order more silage wrap by friday, and yeah that's it really",
    [task('ring the vet about the lame cow', l('11-12 12:00')), task('order more silage wrap', l('11-13 12:00'))],
  ),
  london(
    "so yeah just back in from milking, silage clamp's nearly empty, the vet was out at 10 for the TB test and they all passed thank god, I'm knackered now, um, might just sit down for a bit before the evening milking at 4",
    NO_CHANGE,
  ),
  london(
    'ok so uh quotes. need to send the quote for the two leylandii in Tonbridge by 6 tonight, then book the chipper in for a service, and remind me to chase the council about the TPO consent monday 9am. oh and the lads were brilliant today, got the big beech down by lunch',
    [
      task('send the quote for the two leylandii in tonbridge', l('11-11 18:00')),
      task('book the chipper in for a service'),
      task('chase the council about the tpo consent', l('11-16 09:00')),
    ],
  ),
  london(
    "hiya, voice note while driving so sorry if it's garbled. turf delivery for the Montpellier job is coming thursday at 8 so that's fine, nothing to do there. but I need to measure up the patio at the Kingsleys on friday at 11 and um draw up the planting plan for the Kingsleys by saturday. oh and buy more sharp sand",
    [
      task('measure up the patio at the kingsleys', l('11-13 11:00')),
      task('draw up the planting plan for the kingsleys', l('11-14 12:00')),
      task('buy more sharp sand'),
    ],
  ),
  london(
    "um add ring the turf place at 2 tomorrow, actually no, half 2, and then, what was it, order the sandstone for the Pittville patio. and the client in Charlton Kings finally signed off the plans so that's a relief",
    [task('ring the turf place', l('11-12 14:30')), task('order the sandstone for the pittville patio')],
  ),
  london(
    "aye so the boat's landed the day, fair catch o haddock, prices at the market were nae bad. crew are aa hame. need tae phone the harbour master the morn at 9 about the berth, an book the engineer for the winch. that's aa",
    [task('phone the harbour master about the berth', l('11-12 09:00')), task('book the engineer for the winch')],
  ),
  london(
    "weel that's the last trip done for the wik, crew paid, harbour dues sorted at 4, I'm awa hame for ma tea. fit a day, the swell aff Rattray Head was something else",
    NO_CHANGE,
  ),
  london(
    "bore da, so um lambing's a way off yet and the scanning is booked for the 24th, that's in already. what I need is, ring the mart about the store lamb entries tomorrow morning at 8 ideally, and pick up the mineral licks from the co-op in Welshpool. diolch",
    [task('ring the mart about the store lamb entries', l('11-12 08:00')), task('pick up the mineral licks from the co-op in welshpool')],
  ),
  london(
    "duw duw what a morning, the dogs had the ewes through the hedge by 7 and it took me till 11 to get them all back on the hill. the ram's fine. anyway just telling someone",
    NO_CHANGE,
  ),
  london(
    'ok so hives are all wrapped for winter, did that this morning. um I need to order 200 more 1lb jars from the supplier by friday, and label the heather honey tonight at 7, and remind me saturday 7am to load the van for the Aylsham market',
    [
      task('order 200 more 1lb jars from the supplier', l('11-13 12:00')),
      task('label the heather honey', l('11-11 19:00')),
      task('load the van for the aylsham market', l('11-14 07:00')),
    ],
  ),
  london(
    "bit of a ramble sorry. sold out of the set honey at the market on saturday, which is lovely, and the bees were flying at 2 today in this warm spell which is mad for november. the jar supplier put prices up again too. anyway that's my news",
    NO_CHANGE,
  ),
  london(
    "so I'm after doing three yards this morning, grand so. listen I need to do the flu boosters at the Moulton Paddocks yard on monday at 10, and ring Mrs Doyle back about the mare's cough, today if I can, by 5 say",
    [
      task('do the flu boosters at the moulton paddocks yard', l('11-16 10:00')),
      task("ring mrs doyle back about the mare's cough", l('11-11 17:00')),
    ],
  ),
  london(
    'and another thing, the Hanbury call-out, I said thursday at 2 earlier but make that 3, and put in restock the sedatives for tomorrow, the box in the jeep is nearly empty so it is',
    [move(words('hanbury'), '2026-11-12', '15:00'), task('restock the sedatives', l('11-12 12:00'))],
    [move(words('hanbury'), null, '15:00'), task('restock the sedatives', l('11-12 12:00'))],
  ),
  // --- New York ---
  newYork(
    "ok so quick brain dump, the kale in bed 3 bolted which, whatever. CSA boxes go out thursday so pack the CSA boxes tomorrow at 7am, then email Frankie's about the microgreens order, and um order more seed trays",
    [task('pack the csa boxes', n('11-12 07:00')), task("email frankie's about the microgreens order"), task('order more seed trays')],
  ),
  newYork(
    'long day, rooftop was freezing at 6am, harvested all the arugula, delivered to two restaurants by 11, the chef at Hometown loved it. just venting lol',
    NO_CHANGE,
  ),
  newYork(
    "alright so listen, crews are doing leaf cleanups all week, that's handled. what I need, call the salt supplier tomorrow at 8 about the snow contracts, get quotes for a new plow blade, and remind me friday at 3 to pay the guys",
    [
      task('call the salt supplier about the snow contracts', n('11-12 08:00')),
      task('get quotes for a new plow blade'),
      task('pay the guys', n('11-13 15:00')),
    ],
  ),
  newYork(
    'man what a week, 40 yards of mulch out by tuesday, the truck broke down at 2 on hylan blvd, got it towed, all good now. snow contracts are all signed too. anyway',
    NO_CHANGE,
  ),
  newYork(
    'so um the removal in Scarsdale went fine, big red oak, no damage to the deck. next, I gotta file the tree permit with White Plains by 11/20, take the bucket truck for its DOT inspection monday at 9, and uh call back the lady in Larchmont about the pruning estimate',
    [
      task('file the tree permit with white plains', n('11-20 12:00')),
      task('take the bucket truck for its dot inspection', n('11-16 09:00')),
      task('call back the lady in larchmont about the pruning estimate'),
    ],
  ),
  newYork(
    'gotta call the Rye building dept tomorrow at 10, no wait they open at 9, make it 9, and ugh also sharpen the chainsaws before the job in Mamaroneck',
    [task('call the rye building dept', n('11-12 09:00')), task('sharpen the chainsaws before the job in mamaroneck')],
    [task('call the rye building dept', n('11-12 09:00')), task('sharpen the chainsaws')],
  ),
  newYork(
    'allora, today the greenhouse heater is making a strange noise, madonna. so I need call the technician tomorrow morning at 8, then I must send the ranunculus order to the wholesale by friday, and make the sample bouquet for Sofia wedding by wednesday 11/18',
    [
      task('call the technician', n('11-12 08:00')),
      task('send the ranunculus order to the wholesale', n('11-13 12:00')),
      task('make the sample bouquet for sofia wedding', n('11-18 12:00')),
    ],
  ),
  newYork(
    'ciao, so the market this morning was a disaster, I arrive at 4 and the peonies from Holland are all finished, the prices crazy. the greenhouse number 2 is warm at least. ok basta, I am tired',
    NO_CHANGE,
  ),
  newYork(
    'hey so, closings are basically done, 4 left. tomorrow at 9 send Marco to the Levine closing in Montclair, order 10 buckets of chlorine tabs from the distributor, and remind me to invoice the HOA on the 1st',
    [
      task('send marco to the levine closing in montclair', n('11-12 09:00')),
      task('order 10 buckets of chlorine tabs from the distributor'),
      task('invoice the hoa', n('12-01 12:00')),
    ],
  ),
  newYork(
    'so the Cohen pool cover blew off in the wind at like 3am, tech put it back by 8, no damage, pump looks fine. just so you know',
    NO_CHANGE,
  ),
  newYork(
    'hi po, ok so um, walked Biscuit and Mochi at 8 already, their mom is back sunday. i need to return the keys to the Reyes family tomorrow at 6pm, then, ano, prepare the flyers for the saturday puppy class, and buy more treats. salamat',
    [
      task('return the keys to the reyes family', n('11-12 18:00')),
      task('prepare the flyers for the saturday puppy class'),
      task('buy more treats'),
    ],
  ),
  newYork(
    'grabe today, the husky at my 31st st client opened the door by himself at 2pm, naghabol ako hanggang Ditmars. he is fine naman. the class tonight at 7 is still on. pagod na ako',
    NO_CHANGE,
  ),
  newYork(
    'oye so the harvest went good today, 800 oysters, water was like 48 degrees. I gotta send the harvest log to DEC by friday, call Chef Ramos at Casa about his order mañana a las 10, and fix the float bags, eso cuando pueda',
    [
      task('send the harvest log to dec', n('11-13 12:00')),
      task('call chef ramos at casa about his order', n('11-12 10:00')),
      task('fix the float bags'),
    ],
  ),
  newYork(
    'y otra cosa, the permit meeting with parks, change it to thursday 2pm, and add pick up the new cages from the shop on friday, ok gracias',
    [move(words('permit meeting'), '2026-11-12', '14:00'), task('pick up the new cages from the shop', n('11-13 12:00'))],
  ),
];
