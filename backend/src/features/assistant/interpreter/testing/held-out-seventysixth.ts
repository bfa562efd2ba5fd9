import type { ConversationState } from '../intent';
import {
  NO_CHANGE,
  answer,
  ctx,
  done,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  note,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  SEVENTYSIXTH_AGENDA,
  SEVENTYSIXTH_BARE,
  SEVENTYSIXTH_DECISION,
  SEVENTYSIXTH_DILEMMA,
  SEVENTYSIXTH_FEELING,
  SEVENTYSIXTH_FREE_TIME,
  SEVENTYSIXTH_GREETING,
  SEVENTYSIXTH_PRIORITISE,
  SEVENTYSIXTH_QUESTION,
  SEVENTYSIXTH_RECALL,
  SEVENTYSIXTH_STATEMENT,
  SEVENTYSIXTH_THANKS,
  SEVENTYSIXTH_UNCLEAR,
} from './held-out-seventysixth-b';

/**
 * The seventy-sixth held-out set: fourteen people who work outdoors or move things for a living. On
 * London time (day-first dates): a man-with-a-van removals firm in Croydon, a cycle courier in central
 * London, a market gardener in Kent who runs a veg box scheme, a tree surgeon in the Cotswolds, a taxi
 * driver in Glasgow, a narrowboat hire owner in Birmingham and a sheep-and-beef farmer in County Cork
 * (Irish time is London time). On New York time (month-first dates): an owner-operator truck driver in
 * New Jersey, a landscaper on Long Island, a moving company owner in the Bronx, a rideshare driver in
 * Queens, a fishing charter captain in Montauk, a pool-service owner in Miami and a snow-plough
 * contractor in Buffalo. They text from the cab, the saddle, the canopy and the wheelhouse, and dictate
 * voice notes between jobs: trade words, typos, "tmrw", "um", replies to a reminder just sent, numbers
 * off the last list, fixes to the task just made, and news or worries that must change nothing. Read at
 * HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent. */
const VAN_LIST = {
  listed: [
    'Pick up the sofa from the Dunns',
    'Quote for the Purley flat clearance',
    'Ring the insurance about the luton',
    'Pressure wash the van',
  ],
};
const BOAT_LIST = { listed: ['Blacking the hull on Kingfisher', 'Check the bilge pumps', 'Winterise the boats', 'Order new centre lines'] };
const FARM_LIST = {
  listed: ['TB test for the weanlings', 'Ring the mart about the bullocks', 'Fodder the cattle', 'Do the herd register'],
};
const TREE_LIST = {
  listed: ['Crown reduction at Bibury', 'Chainsaw to the menders', 'Grind the stump at the Old Rectory', 'Invoice Mrs Hale'],
};
const MOVE_LIST = {
  listed: ['Estimate for the Riverdale move', 'Buy 200 moving blankets', 'Fix the liftgate on truck 2', 'Call back Mrs Okonkwo re storage'],
};
const POOL_LIST = {
  listed: ['Acid wash the Delgado pool', "Chlorine tabs from Leslie's", 'Swap the pump at the Ocean Dr condo', 'Invoice the HOA'],
};
const PLOW_LIST = {
  listed: ['Put the plow on the F350', 'Order 20 tons of rock salt', 'Call the Tonawanda mall guy', 'Stake the driveways on Sheridan'],
};

export const SEVENTYSIXTH_ASK: HeldOutItem[] = [
  london(
    'remind me to pick up the sofa from the Dunns in Thornton Heath tmrw 9am',
    task('pick up the sofa from the Dunns in Thornton Heath', l('11-12 09:00')),
  ),
  london('quote for the 2 bed flat clearance in purley by fri', task('quote for the 2 bed flat clearance in purley', l('11-13'))),
  london(
    'URGENT ring the insurance about the dent in the luton',
    task('ring the insurance about the dent in the luton', null, { important: true }),
  ),
  london(
    'new brake pads on the bike b4 sat',
    task('new brake pads on the bike', l('11-14')),
    task('new brake pads on the bike', l('11-13')),
  ),
  london('in 20 mins ring dispatch re the shoreditch run', task('ring dispatch re the shoreditch run', inMinutes(20))),
  london('lift the last of the leeks tmrw 7am', task('lift the last of the leeks', l('11-12 07:00'))),
  london(
    'order 50 bags of mushroom compost from the place in Ashford',
    task('order 50 bags of mushroom compost from the place in Ashford'),
  ),
  london('crown reduction on the big oak at Bibury mon 8am', task('crown reduction on the big oak at Bibury', l('11-16 08:00'))),
  london('chainsaw to the menders in cirencester tomoz', task('chainsaw to the menders in cirencester', l('11-12'))),
  london('remind me tae renew my taxi badge wi the council by the 30th', task('renew my taxi badge wi the council', l('11-30'))),
  london('airport run for Mrs Rennie 5am sat', task('airport run for Mrs Rennie', l('11-14 05:00'))),
  london('blacking the hull on Kingfisher 1/12', task('blacking the hull on Kingfisher', l('12-01'))),
  london('tb test for the weanlings thurs 10', task('tb test for the weanlings', l('11-12 10:00'))),
  london('remind me at 6 to ring the mart about the bullocks', task('ring the mart about the bullocks', l('11-11 18:00'))),
  london(
    'so ehm can you remind me tomorrow at half 2 to drop the fleeces off at the wool co-op in Macroom',
    task('drop the fleeces off at the wool co-op in Macroom', l('11-12 14:30')),
  ),
  london("dont let me forget to book Heron's boat safety exam by 4/12", task("book Heron's boat safety exam", l('12-04'))),
  newYork('DOT physical 11/19 at 8am', task('DOT physical', n('11-19 08:00'))),
  newYork(
    'fall cleanup at the Castellanos place in Massapequa tmrw 7:30',
    task('fall cleanup at the Castellanos place in Massapequa', n('11-12 07:30')),
  ),
  newYork('winterize the sprinklers at 44 Oak Neck Rd by friday', task('winterize the sprinklers at 44 Oak Neck Rd', n('11-13'))),
  newYork(
    'estimate for the 3br move riverdale to yonkers sat 10am',
    task('estimate for the 3br move riverdale to yonkers', n('11-14 10:00')),
  ),
  newYork('buy 200 more moving blankets', task('buy 200 more moving blankets')),
  newYork('oil change on the camry in an hour', task('oil change on the camry', inMinutes(60))),
  newYork('renew my TLC license by 12/15', task('renew my TLC license', n('12-15'))),
  newYork('haul out the Reel Deal at the marina 11/21 7am', task('haul out the Reel Deal at the marina', n('11-21 07:00'))),
  newYork(
    'reorder bunker and clam bellies for the weekend trip thurs',
    task('reorder bunker and clam bellies for the weekend trip', n('11-12')),
  ),
  newYork('acid wash the pool at the Delgado house tmrw 2pm', task('acid wash the pool at the Delgado house', n('11-12 14:00'))),
  newYork("grab 10 buckets of chlorine tabs from leslie's at 4", task("grab 10 buckets of chlorine tabs from leslie's", n('11-11 16:00'))),
  newYork(
    'put the plow on the F350 before thanksgiving',
    task('put the plow on the F350', n('11-26')),
    task('put the plow on the F350', n('11-25')),
  ),
  newYork(
    'order 20 tons of rock salt asap',
    task('order 20 tons of rock salt', null, { important: true }),
    task('order 20 tons of rock salt'),
  ),
  newYork(
    'um remind me at like 3 to call the tonawanda mall guy about the lot contract',
    task('call the tonawanda mall guy about the lot contract', n('11-11 15:00')),
  ),
  newYork('file IFTA by 1/31', task('file IFTA', n('2027-01-31 12:00'))),
  newYork(
    'need new steer tires on the pete before the 20th',
    task('new steer tires on the pete', n('11-20')),
    task('new steer tires on the pete', n('11-19')),
  ),
];

export const SEVENTYSIXTH_RECURRING: HeldOutItem[] = [
  london('every friday 4pm pressure wash the van', task('pressure wash the van', l('11-13 16:00'), { repeat: every('week') })),
  london(
    'check the tyre pressures on the bike every morning at 7',
    task('check the tyre pressures on the bike', l('11-12 07:00'), { repeat: every('day') }),
  ),
  london('pay the van lease on the 5th of every month', task('pay the van lease', l('12-05'), { repeat: every('month') })),
  london(
    'pick for the box scheme every monday and thursday',
    [
      task('pick for the box scheme', l('11-16'), { repeat: every('week') }),
      task('pick for the box scheme', l('11-12'), { repeat: every('week') }),
    ],
    [
      task('pick for the box scheme', l('11-12'), { repeat: every('week') }),
      task('pick for the box scheme', l('11-16'), { repeat: every('week') }),
    ],
  ),
  london(
    'every other tues 6am market run to new covent garden',
    task('market run to new covent garden', l('11-17 06:00'), { repeat: every('week', 2) }),
  ),
  london('every sunday night at 8 sharpen the chains', task('sharpen the chains', l('11-15 20:00'), { repeat: every('week') })),
  london(
    'renew the private hire insurance every year on 14/2',
    task('renew the private hire insurance', l('2027-02-14 12:00'), { repeat: every('year') }),
  ),
  london('every weekday 6am log on at the rank', task('log on at the rank', l('11-12 06:00'), { repeat: every('weekday') })),
  london(
    'every saturday 10am turnaround clean on the boats',
    task('turnaround clean on the boats', l('11-14 10:00'), { repeat: every('week') }),
  ),
  london(
    'check the bilge pumps every wednesday',
    task('check the bilge pumps', l('11-18'), { repeat: every('week') }),
    task('check the bilge pumps', l('11-11'), { repeat: every('week') }),
  ),
  london('fodder the cattle every evening at 5', task('fodder the cattle', l('11-11 17:00'), { repeat: every('day') })),
  london('the 1st of every month do the herd register', task('do the herd register', l('12-01'), { repeat: every('month') })),
  london('every 2 weeks on a monday grease the chipper', task('grease the chipper', l('11-16'), { repeat: every('week', 2) })),
  newYork('every monday 6am grease the fifth wheel', task('grease the fifth wheel', n('11-16 06:00'), { repeat: every('week') })),
  newYork('pay the truck note the 15th of every month', task('pay the truck note', n('11-15'), { repeat: every('month') })),
  newYork(
    'leaf pickup at the Hendricks every thursday 8am',
    task('leaf pickup at the Hendricks', n('11-12 08:00'), { repeat: every('week') }),
  ),
  newYork(
    'every other friday run payroll for the crew',
    task('run payroll for the crew', n('11-13'), { repeat: every('week', 2) }),
    task('run payroll for the crew', n('11-20'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every sunday 9pm put my weekly earnings in the spreadsheet',
    task('put my weekly earnings in the spreadsheet', n('11-15 21:00'), { repeat: every('week') }),
  ),
  newYork('every weekday 5am check the marine forecast', task('check the marine forecast', n('11-12 05:00'), { repeat: every('weekday') })),
  newYork('renew the charter permit every year on 3/1', task('renew the charter permit', n('2027-03-01 12:00'), { repeat: every('year') })),
  newYork(
    'chem check at the Alvarez pool every tuesday and friday',
    [
      task('chem check at the Alvarez pool', n('11-17'), { repeat: every('week') }),
      task('chem check at the Alvarez pool', n('11-13'), { repeat: every('week') }),
    ],
    [
      task('chem check at the Alvarez pool', n('11-13'), { repeat: every('week') }),
      task('chem check at the Alvarez pool', n('11-17'), { repeat: every('week') }),
    ],
  ),
  newYork(
    'remind me every day at 4pm to check NWS for lake effect',
    task('check NWS for lake effect', n('11-11 16:00'), { repeat: every('day') }),
  ),
  newYork(
    'on the 1st of every month invoice the seasonal plow contracts',
    task('invoice the seasonal plow contracts', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'clean the filters at the ocean dr condo every 2 weeks on monday',
    task('clean the filters at the ocean dr condo', n('11-16'), { repeat: every('week', 2) }),
  ),
];

const OVERDUE_L = l('11-11 14:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];
/** "tomorrow morning", "monday first thing": 8 or 9 o'clock, as a snooze or a move. */
const morningL = (date: string): ReturnType<typeof move>[] => [
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 08:00`)),
  move(ctx, `2026-${date}`, '09:00'),
  move(ctx, `2026-${date}`, '08:00'),
];
const morningN = (date: string): ReturnType<typeof move>[] => [
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 08:00`)),
  move(ctx, `2026-${date}`, '09:00'),
  move(ctx, `2026-${date}`, '08:00'),
];

export const SEVENTYSIXTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Pick up the sofa from the Dunns', OVERDUE_L), london('stuck on the purley way, 30 mins', snoozeFor(30))),
  within(reminded('Ring dispatch re the Shoreditch run', OVERDUE_L), london('mid drop, 10', snoozeFor(10))),
  within(reminded('Lift the last of the leeks', OVERDUE_L), london("it's chucking it down, tomoz", ...toDayL('11-12'))),
  within(reminded('Sharpen the chains', OVERDUE_L), london('up a tree mate, 2 hrs', snoozeFor(120))),
  within(reminded('Renew my taxi badge', OVERDUE_L), london('got a fare tae the airport, gie it an hour', snoozeFor(60))),
  within(
    reminded('Ring the mart about the bullocks', OVERDUE_L),
    london("I'm at the milking, do it at 7", snoozeUntil(l('11-11 19:00')), move(ctx, '2026-11-11', '19:00'), move(ctx, null, '19:00')),
  ),
  within(reminded('Check the bilge pumps', OVERDUE_L), london('monday first thing', ...morningL('11-16'))),
  within(reminded('Blacking the hull on Kingfisher', OVERDUE_L), london("dry dock's not free, next week", ...toDayL('11-16'))),
  within(reminded('Order 50 bags of mushroom compost', OVERDUE_L), london('snooze 1hr', snoozeFor(60))),
  within(
    reminded('Pressure wash the van', OVERDUE_L),
    london('half 5', snoozeUntil(l('11-11 17:30')), move(ctx, '2026-11-11', '17:30'), move(ctx, null, '17:30')),
  ),
  within(reminded('TB test for the weanlings', OVERDUE_L), london("vet's running late, push it 45 min", snoozeFor(45))),
  within(reminded('Quote for the Purley flat clearance', OVERDUE_L), london('do it sat', ...toDayL('11-14'))),
  within(reminded('Grind the stump at the Old Rectory', OVERDUE_L), london('grinder wont start, remind me in 3 hours', snoozeFor(180))),
  within(reminded('Winterise the boats', OVERDUE_L), london('ugh. tomorrow morning pls', ...morningL('11-12'))),
  within(reminded('Grease the fifth wheel', OVERDUE_N), newYork('at the scale house, 20', snoozeFor(20))),
  within(reminded('Call the Tonawanda mall guy', OVERDUE_N), newYork('sitting w the bank rn, gimme an hour', snoozeFor(60))),
  within(
    reminded('Leaf pickup at the Hendricks', OVERDUE_N),
    newYork(
      "crew's still at the Castellanos job, push to 1",
      snoozeUntil(n('11-11 13:00')),
      move(ctx, '2026-11-11', '13:00'),
      move(ctx, null, '13:00'),
    ),
  ),
  within(
    reminded('Buy 200 more moving blankets', OVERDUE_N),
    newYork('on a job till 4, hit me then', snoozeUntil(n('11-11 16:00')), move(ctx, '2026-11-11', '16:00'), move(ctx, null, '16:00')),
  ),
  within(reminded('Oil change on the camry', OVERDUE_N), newYork('got a ride to JFK, 90 min', snoozeFor(90))),
  within(reminded('Reorder bunker and clam bellies', OVERDUE_N), newYork('out on the water, 3 hrs', snoozeFor(180))),
  within(reminded('Acid wash the pool at the Delgado house', OVERDUE_N), newYork('raining cats n dogs, friday', ...toDayN('11-13'))),
  within(reminded('Check NWS for lake effect', OVERDUE_N), newYork('snooze 30', snoozeFor(30))),
  within(reminded('Invoice the seasonal plow contracts', OVERDUE_N), newYork('tmrw morning', ...morningN('11-12'))),
  within(reminded('Clean the filters at the Ocean Dr condo', OVERDUE_N), newYork('gimme 15', snoozeFor(15))),
  within(reminded('Put my weekly earnings in the spreadsheet', OVERDUE_N), newYork('saturday', ...toDayN('11-14'))),
  within(reminded('File IFTA', OVERDUE_N), newYork('next week', ...toDayN('11-16'))),
  within(reminded('Call back Mrs Okonkwo re storage', OVERDUE_N), newYork('driving, 45', snoozeFor(45))),
];

export const SEVENTYSIXTH_CORRECTION: HeldOutItem[] = [
  within(
    talkedOf('Pick up the sofa from the Dunns in Thornton Heath', l('11-12 09:00')),
    london('no they said 10', move(ctx, null, '10:00')),
  ),
  within(
    talkedOf('Crown reduction on the big oak at Bibury', l('11-16 08:00')),
    london("actually tues, monday's forecast is gales", move(ctx, '2026-11-17', null)),
  ),
  within(talkedOf('Airport run for Mrs Rennie', l('11-14 05:00')), london("half 4 sorry, her flight's earlier", move(ctx, null, '04:30'))),
  within(talkedOf('Blacking the hull on Kingfisher', l('12-01 12:00')), london('meant 8/12', move(ctx, '2026-12-08', null))),
  within(talkedOf('Tb test for the weanlings', l('11-12 10:00')), london('vet says 11.30', move(ctx, null, '11:30'))),
  within(
    talkedOf('Ring the mart about the bullocks', l('11-11 18:00')),
    london('no 5, the office shuts at half', move(ctx, null, '17:00')),
  ),
  within(talkedOf('Lift the last of the leeks', l('11-12 07:00')), london('make it fri 7', move(ctx, '2026-11-13', '07:00'))),
  within(
    talkedOf('Chainsaw to the menders in cirencester', l('11-12 12:00')),
    london("they're shut thurs, do friday", move(ctx, '2026-11-13', null)),
  ),
  london('move the Mrs Rennie airport run to sun 6am', move(words('Rennie'), '2026-11-15', '06:00')),
  london('push the flat clearance quote back to mon', move(words('flat clearance'), '2026-11-16', null)),
  within(
    talkedOf('Renew my taxi badge wi the council', l('11-30 12:00')),
    london('wait it runs oot on the 25th, make it the 24th', move(ctx, '2026-11-24', null)),
  ),
  within(talkedOf('Ring dispatch re the shoreditch run', inMinutes(20)), london('make that 4', move(ctx, null, '16:00'))),
  within(
    talkedOf('Drop the fleeces off at the wool co-op in Macroom', l('11-12 14:30')),
    london('co-op is closed thursdays, friday same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:30')),
  ),
  within(talkedOf('DOT physical', n('11-19 08:00')), newYork('clinic moved me to 9:30', move(ctx, null, '09:30'))),
  within(
    talkedOf('Fall cleanup at the Castellanos place in Massapequa', n('11-12 07:30')),
    newYork('make it friday', move(ctx, '2026-11-13', null)),
  ),
  within(
    talkedOf('Estimate for the 3br move riverdale to yonkers', n('11-14 10:00')),
    newYork('they want sunday at 11 instead', move(ctx, '2026-11-15', '11:00')),
  ),
  within(talkedOf('Acid wash the pool at the Delgado house', n('11-12 14:00')), newYork('earlier, 11', move(ctx, null, '11:00'))),
  within(
    talkedOf("Grab 10 buckets of chlorine tabs from leslie's", n('11-11 16:00')),
    newYork("leslie's closes early wednesdays, do 3:30", move(ctx, null, '15:30')),
  ),
  within(
    talkedOf('Haul out the Reel Deal at the marina', n('11-21 07:00')),
    newYork('the 22nd not the 21st', move(ctx, '2026-11-22', null)),
  ),
  within(talkedOf('Renew my TLC license', n('12-15 12:00')), newYork('oops 12/10', move(ctx, '2026-12-10', null))),
  newYork('move the Hendricks leaf pickup to monday 8', move(words('Hendricks'), '2026-11-16', '08:00')),
  newYork('reschedule the rock salt order to 11/18', move(words('rock salt'), '2026-11-18', null)),
  within(
    talkedOf('Call the tonawanda mall guy about the lot contract', n('11-11 15:00')),
    newYork("he's free at 2 actually", move(ctx, null, '14:00')),
  ),
  within(
    talkedOf('Put the plow on the F350', n('11-26 12:00')),
    newYork('nah do it this sat, lake effect coming', move(ctx, '2026-11-14', null)),
  ),
  within(talkedOf('Oil change on the camry', inMinutes(60)), newYork('tmrw 7am better', move(ctx, '2026-11-12', '07:00'))),
];

export const SEVENTYSIXTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Pick up the sofa from the Dunns in Thornton Heath'),
    london('call it sofa + wardrobe pickup, Dunns', rename(ctx, 'sofa + wardrobe pickup, Dunns')),
  ),
  within(VAN_LIST, london('rename 3 to ring Aviva about the dent in the luton', rename(num(3), 'ring Aviva about the dent in the luton'))),
  within(
    talkedOf('Crown reduction on the big oak at Bibury'),
    london('its an ash not an oak, fix the name', rename(ctx, 'Crown reduction on the big ash at Bibury')),
  ),
  london("rename the chainsaw one to 'Stihl 500i to the menders'", rename(words('chainsaw'), 'Stihl 500i to the menders')),
  within(BOAT_LIST, london('no 2 should say check bilge pumps on all 6 boats', rename(num(2), 'check bilge pumps on all 6 boats'))),
  within(
    talkedOf('Blacking the hull on Kingfisher'),
    london("wrong boat name, it's Kingfisher II", rename(ctx, 'Blacking the hull on Kingfisher II')),
  ),
  within(FARM_LIST, london('change 4 to herd register + bord bia forms', rename(num(4), 'herd register + bord bia forms'))),
  within(
    talkedOf('Ring the mart about the bullocks'),
    london("rename to 'ring Macroom mart re the 12 bullocks'", rename(ctx, 'ring Macroom mart re the 12 bullocks')),
  ),
  london(
    'change "lift the last of the leeks" to "lift leeks + parsnips for the boxes"',
    rename(words('lift the last of the leeks'), 'lift leeks + parsnips for the boxes'),
  ),
  within(
    talkedOf('Airport run for Mrs Rennie'),
    london('title should be Mrs Rennie - Glasgow airport, 2 big cases', rename(ctx, 'Mrs Rennie - Glasgow airport, 2 big cases')),
  ),
  within(talkedOf('New brake pads on the bike'), london('retitle it brake pads + new chain', rename(ctx, 'brake pads + new chain'))),
  within(
    TREE_LIST,
    london('rename the last one to invoice Mrs Hale for the leylandii', rename(num(4), 'invoice Mrs Hale for the leylandii')),
  ),
  within(talkedOf('DOT physical'), newYork("rename it 'DOT physical + bring med card'", rename(ctx, 'DOT physical + bring med card'))),
  within(MOVE_LIST, newYork('rename #3 to fix liftgate on the 26 footer', rename(num(3), 'fix liftgate on the 26 footer'))),
  within(
    talkedOf('Fall cleanup at the Castellanos place in Massapequa'),
    newYork("it's Castellano no s, fix that", rename(ctx, 'Fall cleanup at the Castellano place in Massapequa')),
  ),
  newYork("rename the blankets task to 'buy 200 blankets + 10 dollies'", rename(words('blankets'), 'buy 200 blankets + 10 dollies')),
  within(talkedOf('Oil change on the camry'), newYork('call it oil change + tire rotation', rename(ctx, 'oil change + tire rotation'))),
  within(POOL_LIST, newYork('change 3 to swap the pentair pump at Ocean Dr', rename(num(3), 'swap the pentair pump at Ocean Dr'))),
  within(
    talkedOf('Reorder bunker and clam bellies for the weekend trip'),
    newYork('title: bait order for sat striper trip', rename(ctx, 'bait order for sat striper trip')),
  ),
  within(
    PLOW_LIST,
    newYork('the last one should read stake driveways on Sheridan + Delaware', rename(num(4), 'stake driveways on Sheridan + Delaware')),
  ),
  newYork(
    'the tonawanda one should be called tonawanda mall lot contract renewal',
    rename(words('tonawanda'), 'tonawanda mall lot contract renewal'),
  ),
  within(
    talkedOf('Renew my TLC license'),
    newYork('rename to TLC license renewal + drug test', rename(ctx, 'TLC license renewal + drug test')),
  ),
];

export const SEVENTYSIXTH_REMOVE: HeldOutItem[] = [
  within(
    talkedOf('Quote for the 2 bed flat clearance in purley'),
    london('scrap that, they went with some fella off gumtree', remove(ctx)),
  ),
  within(VAN_LIST, london("delete 4, jet washer's knackered anyway", remove(num(4)))),
  london('cancel the Mrs Rennie run, her son is taking her', remove(words('Rennie'))),
  within(talkedOf('Crown reduction on the big oak at Bibury'), london('TPO on it, council said no. bin it', remove(ctx))),
  within(BOAT_LIST, london('get rid of number 4, found the old lines in the shed', remove(num(4)))),
  london('take the bilge pumps one off, the yard does them now', remove(words('bilge pumps'))),
  within(FARM_LIST, london('scratch no 2, sold them privately to a lad from Mallow', remove(num(2)))),
  within(talkedOf('Renew my taxi badge wi the council'), london('delete that, did it online last week', remove(ctx), done(ctx))),
  london('remove the herd register reminder', remove(words('herd register'))),
  within(talkedOf('New brake pads on the bike'), london("forget it, i'm getting a new bike", remove(ctx))),
  london('delete the compost order, the Ashford place has shut for winter', remove(words('compost'))),
  within(TREE_LIST, london('3 can go, the rectory are doing the stump themselves', remove(num(3)))),
  within(talkedOf('Estimate for the 3br move riverdale to yonkers'), newYork('they cancelled the move, delete', remove(ctx))),
  within(MOVE_LIST, newYork('remove #4, she found storage in jersey', remove(num(4)))),
  newYork('cancel the DOT physical reminder, got it done in PA', remove(words('DOT physical')), done(words('DOT physical'))),
  within(POOL_LIST, newYork('scratch 4, HOA paid up front', remove(num(4)), done(num(4)))),
  newYork("drop the haul out, we're fishing thru december", remove(words('haul out'))),
  within(talkedOf('Winterize the sprinklers at 44 Oak Neck Rd'), newYork('kill it, they sold the house', remove(ctx))),
  within(PLOW_LIST, newYork('get rid of 2, the town is supplying salt this yr', remove(num(2)))),
  newYork('take oil change off my list', remove(words('oil change'))),
  within(talkedOf('Chem check at the Alvarez pool'), newYork('nvm alvarez cancelled service, delete', remove(ctx))),
  newYork('pls remove the bait order one', remove(words('bait order'))),
];

export const SEVENTYSIXTH_DONE: HeldOutItem[] = [
  within(reminded('Pick up the sofa from the Dunns', OVERDUE_L), london('got it, strapped in the back 👍', done(ctx))),
  within(VAN_LIST, london('2 and 3 sorted', [done(num(2)), done(num(3))])),
  within(reminded('Ring dispatch re the Shoreditch run', OVERDUE_L), london('rang em', done(ctx))),
  within(reminded('Lift the last of the leeks', OVERDUE_L), london('all lifted, 40 kilo', done(ctx))),
  london('ordered the mushroom compost', done(words('mushroom compost'))),
  within(reminded('Crown reduction at Bibury', OVERDUE_L), london('done and chipped', done(ctx))),
  within(reminded('Renew my taxi badge', OVERDUE_L), london('renewed, thank god', done(ctx))),
  within(reminded('Airport run for Mrs Rennie', OVERDUE_L), london('dropped her at departures', done(ctx))),
  within(BOAT_LIST, london("no 1 done, kingfisher's blacked", done(num(1)))),
  london('bilge pumps all checked', done(words('bilge pumps'))),
  within(reminded('TB test for the weanlings', OVERDUE_L), london('all clear, passed thank god', done(ctx))),
  within(FARM_LIST, london('did 3', done(num(3)))),
  within(reminded('Fodder the cattle', OVERDUE_L), london('fed', done(ctx))),
  within(reminded('Grease the fifth wheel', OVERDUE_N), newYork('greased', done(ctx))),
  within(reminded('DOT physical', OVERDUE_N), newYork('passed, good for 2 yrs', done(ctx))),
  within(reminded('Fall cleanup at the Castellanos place', OVERDUE_N), newYork('wrapped up, 14 bags', done(ctx))),
  within(MOVE_LIST, newYork('1 done', done(num(1)))),
  newYork('picked up the blankets', done(words('blankets'))),
  within(reminded('Oil change on the camry', OVERDUE_N), newYork('done at jiffy lube', done(ctx))),
  within(reminded('Check the marine forecast', OVERDUE_N), newYork('checked, small craft advisory so we stay in', done(ctx))),
  within(POOL_LIST, newYork('did 1 and 2', [done(num(1)), done(num(2))])),
  within(reminded('Acid wash the pool at the Delgado house', OVERDUE_N), newYork('yep', done(ctx))),
  within(reminded('Stake the driveways on Sheridan', OVERDUE_N), newYork('all staked', done(ctx))),
  newYork('salt order went in', done(words('salt'))),
  within(PLOW_LIST, newYork("plow's on the truck", done(words('plow')), done(num(1)))),
];

const WHICH_RING = {
  pending: { about: 'which_task' as const, options: ['Ring the insurance about the luton', 'Ring the Dunns about the wardrobe'] },
};
const WHICH_CALL = {
  pending: {
    about: 'which_task' as const,
    options: ['Call the Tonawanda mall guy', 'Call the salt supplier', 'Call the insurance about the plow'],
  },
};
const WHICH_INVOICE = {
  pending: { about: 'which_task' as const, options: ['Invoice the HOA', 'Invoice the Delgados', 'Invoice the Ocean Dr condo'] },
};
const BULLOCKS = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Sell the bullocks now or winter them?',
    options: ['Sell now', 'Winter them'],
  },
};
const LANE = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take the dedicated lane or stay on spot loads?',
    options: ['Take the dedicated lane', 'Stay on spot loads'],
  },
};
const HEATHROW = { pending: { about: 'review' as const, decision: 'Stopped doing same-day runs to Heathrow' } };
const CASH = { pending: { about: 'review' as const, decision: 'Stopped taking cash-only jobs' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Quoting by the cubic metre beats quoting by the hour' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'The early trips book up faster than the afternoon ones' } };
const MORNING_PLAN = { pending: { about: 'other' as const, question: 'Morning plan at 6 or 7?', options: ['6', '7'] } };
const SHIFT = { pending: { about: 'other' as const, question: 'Which night for the airport shift?', options: ['Friday', 'Saturday'] } };

export const SEVENTYSIXTH_ANSWER: HeldOutItem[] = [
  within(WHICH_RING, london('the insurance', answer(1))),
  within(WHICH_RING, london('dunns', answer(2))),
  within(WHICH_RING, london('2nd', answer(2))),
  within(WHICH_RING, london('both really but the insurance first', answer(1), answer(null))),
  within(WHICH_CALL, newYork('the salt guy', answer(2))),
  within(WHICH_CALL, newYork('#3', answer(3))),
  within(WHICH_CALL, newYork('mall', answer(1))),
  within(WHICH_INVOICE, newYork('delgados', answer(2))),
  within(WHICH_INVOICE, newYork('none of those, the Alvarez one', answer(null))),
  within(BULLOCKS, london('sell now, silage is tight', answer(1))),
  within(BULLOCKS, london("winter them, price'll be up in spring", answer(2))),
  within(BULLOCKS, london("haven't a notion yet, need to see the factory price", answer(null))),
  within(LANE, newYork('dedicated', answer(1))),
  within(LANE, newYork('stay spot, more money', answer(2))),
  within(LANE, newYork('option 2', answer(2))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Buy a second plow truck?', options: ['Buy one', 'Sub out the overflow'] } },
    newYork('cash flow mostly, and not leaving the mall lot unplowed', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I take on a second man for the van?' } },
    london('either my nephew part time or a proper hire off indeed', answer(null)),
  ),
  within(HEATHROW, london('best thing i did, my knees thank me', answer(null))),
  within(CASH, newYork('lost 2 clients but slept better honestly', answer(null))),
  within(KEEP_L, london('aye keep it', answer(null), note)),
  within(KEEP_N, newYork('save it', answer(null), note)),
  within(KEEP_N, newYork('nah', answer(null))),
  within(MORNING_PLAN, london('6, I start early', answer(1))),
  within(MORNING_PLAN, newYork('7', answer(2))),
  within(SHIFT, london('saturday', answer(2))),
  within(SHIFT, london('fri is busier, fri', answer(1))),
  within({ pending: { about: 'stuck', task: 'Fix the liftgate on truck 2' } }, newYork('waiting on the part from Waltco', answer(null))),
  within(
    { pending: { about: 'stuck', task: 'Blacking the hull on Kingfisher' } },
    london('cant get a slot on the dry dock till december', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Want a nudge when you get back to the yard?', options: [] } },
    newYork('sure', answer(null)),
  ),
];

export const SEVENTYSIXTH_RAMBLE: HeldOutItem[] = [
  london(
    'right so tmrw, 8am the Dunns sofa in thornton heath, then uh the clearance in purley at 11, and i need to ring the insurance about the luton at some point',
    [
      task('the Dunns sofa in thornton heath', l('11-12 08:00')),
      task('the clearance in purley', l('11-12 11:00')),
      task('ring the insurance about the luton'),
    ],
    [
      task('the Dunns sofa in thornton heath', l('11-12 08:00')),
      task('the clearance in purley', l('11-12 11:00')),
      task('ring the insurance about the luton', l('11-12')),
    ],
  ),
  london(
    "the Dunns job was a nightmare, sofa wouldn't go up the stairs so we took the door off. anyway remind me to invoice them tomorrow",
    task('invoice them', l('11-12')),
    task('invoice the Dunns', l('11-12')),
  ),
  london('new tube for the back wheel, top up the oyster for rain days and invoice citysprint for october', [
    task('new tube for the back wheel'),
    task('top up the oyster for rain days'),
    task('invoice citysprint for october'),
  ]),
  london('soaked to the bone, 42 drops today, chain snapped on blackfriars bridge and i walked it to the shop. never again', NO_CHANGE),
  london(
    'um voice note. pick the kale and chard for the boxes thurs, then order seed potatoes, and like, ring Sue at the farm shop about the christmas sprouts',
    [
      task('pick the kale and chard for the boxes', l('11-12')),
      task('order seed potatoes'),
      task('ring Sue at the farm shop about the christmas sprouts'),
    ],
  ),
  london('tmrw: 8 fell the dead ash at Bourton, 1 quote for the hedge at the Manor, 4 drop the chipper back at the hire shop', [
    task('fell the dead ash at Bourton', l('11-12 08:00')),
    task('quote for the hedge at the Manor', l('11-12 13:00')),
    task('drop the chipper back at the hire shop', l('11-12 16:00')),
  ]),
  london(
    "chipper's making that noise again so book it in with Fred, and remind me fri to chase Mrs Hale, she still hasnt paid",
    [task('book it in with Fred'), task('chase Mrs Hale', l('11-13'))],
    [task('book the chipper in with Fred'), task('chase Mrs Hale', l('11-13'))],
  ),
  london('MOT on the cab fri, renew the card machine subscription an get the seats valeted', [
    task('MOT on the cab', l('11-13')),
    task('renew the card machine subscription'),
    task('get the seats valeted'),
  ]),
  london(
    "so ehm the hire season's done, need to drain the water tanks on all the boats, order antifreeze and um get Terry to look at the engine on Heron before the 20th",
    [
      task('drain the water tanks on all the boats'),
      task('order antifreeze'),
      task('get Terry to look at the engine on Heron', l('11-20')),
    ],
    [
      task('drain the water tanks on all the boats'),
      task('order antifreeze'),
      task('get Terry to look at the engine on Heron', l('11-19')),
    ],
  ),
  london('dose the ewes for fluke, get the silage tested and ring the AI man about the heifers tmrw at 9', [
    task('dose the ewes for fluke'),
    task('get the silage tested'),
    task('ring the AI man about the heifers', l('11-12 09:00')),
  ]),
  london('1. ring the vet re the lame ewe 2. fix the gap in the ditch at the bottom field 3. pay the contractor for the slurry', [
    task('ring the vet re the lame ewe'),
    task('fix the gap in the ditch at the bottom field'),
    task('pay the contractor for the slurry'),
  ]),
  london(
    "busy one on the rank the night, two hen parties and a fella who was sick in the back. cab's stinking. need tae get it valeted first thing tmrw",
    task('get it valeted', l('11-12 08:00')),
    task('get it valeted', l('11-12 09:00')),
    task('get the cab valeted', l('11-12 08:00')),
    task('get the cab valeted', l('11-12 09:00')),
  ),
  newYork(
    'ok so tmrw pickup in Secaucus at 6am, deliver to Harrisburg by 2, and um need to get the reefer fuel topped off',
    [task('pickup in Secaucus', n('11-12 06:00')), task('deliver to Harrisburg', n('11-12 14:00')), task('get the reefer fuel topped off')],
    [
      task('pickup in Secaucus', n('11-12 06:00')),
      task('deliver to Harrisburg', n('11-12 14:00')),
      task('get the reefer fuel topped off', n('11-12')),
    ],
  ),
  newYork(
    "man what a morning, sat at the shipper in Edison 3 hrs, they won't pay detention and the broker says not his problem. whatever",
    NO_CHANGE,
  ),
  newYork(
    'blow out the sprinklers at the Hendricks, drop the mowers at the shop for winter service, and order 30 yards of mulch for the Castellanos spring job',
    [
      task('blow out the sprinklers at the Hendricks'),
      task('drop the mowers at the shop for winter service'),
      task('order 30 yards of mulch for the Castellanos spring job'),
    ],
  ),
  newYork(
    'confirm the crew for sat 8am, buy tape and shrink wrap, call the super at 1520 Grand Concourse about the freight elevator',
    [
      task('confirm the crew for sat 8am'),
      task('buy tape and shrink wrap'),
      task('call the super at 1520 Grand Concourse about the freight elevator'),
    ],
    [
      task('confirm the crew', n('11-14 08:00')),
      task('buy tape and shrink wrap'),
      task('call the super at 1520 Grand Concourse about the freight elevator'),
    ],
  ),
  newYork("Ray called out sick again so I'm short a guy saturday. call the temp agency tmrw at 8 and um move the Riverdale job to sunday", [
    task('call the temp agency', n('11-12 08:00')),
    move(words('Riverdale'), '2026-11-15', null),
  ]),
  newYork('um car wash, then uh renew the insurance card in the app, and get the check engine light looked at by friday', [
    task('car wash'),
    task('renew the insurance card in the app'),
    task('get the check engine light looked at', n('11-13')),
  ]),
  newYork('need to 1) pay the TLC ticket 2) get new wiper blades 3) call the base about my 1099', [
    task('pay the TLC ticket'),
    task('get new wiper blades'),
    task('call the base about my 1099'),
  ]),
  newYork('no fish today, wind was howling out of the northeast, cancelled both trips, clients were cool about it', NO_CHANGE),
  newYork(
    'so yeah, winterize the outboard on the skiff, send the deposit refunds for the cancelled trips, and renew the USCG documentation by 12/1',
    [
      task('winterize the outboard on the skiff'),
      task('send the deposit refunds for the cancelled trips'),
      task('renew the USCG documentation', n('12-01')),
    ],
  ),
  newYork('tmrw 8 the Delgados, 10 ocean dr condo filter, 1pm quote for the new build in Coral Gables', [
    task('the Delgados', n('11-12 08:00')),
    task('ocean dr condo filter', n('11-12 10:00')),
    task('quote for the new build in Coral Gables', n('11-12 13:00')),
  ]),
  newYork(
    'get the salt spreader welded, order new cutting edges for the blades, and text all the seasonal clients the storm policy before thanksgiving',
    [
      task('get the salt spreader welded'),
      task('order new cutting edges for the blades'),
      task('text all the seasonal clients the storm policy', n('11-26')),
    ],
    [
      task('get the salt spreader welded'),
      task('order new cutting edges for the blades'),
      task('text all the seasonal clients the storm policy', n('11-25')),
    ],
  ),
  newYork("first lake effect band is due sunday night, 8-12 inches they're saying. guess the season starts early", NO_CHANGE),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SEVENTYSIXTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SEVENTYSIXTH_ASK,
  recurring: SEVENTYSIXTH_RECURRING,
  snooze: SEVENTYSIXTH_SNOOZE,
  correction: SEVENTYSIXTH_CORRECTION,
  rename: SEVENTYSIXTH_RENAME,
  remove: SEVENTYSIXTH_REMOVE,
  done: SEVENTYSIXTH_DONE,
  answer: SEVENTYSIXTH_ANSWER,
  ramble: SEVENTYSIXTH_RAMBLE,
  greeting: SEVENTYSIXTH_GREETING,
  thanks: SEVENTYSIXTH_THANKS,
  feeling: SEVENTYSIXTH_FEELING,
  question: SEVENTYSIXTH_QUESTION,
  statement: SEVENTYSIXTH_STATEMENT,
  decision: SEVENTYSIXTH_DECISION,
  dilemma: SEVENTYSIXTH_DILEMMA,
  recall: SEVENTYSIXTH_RECALL,
  prioritise: SEVENTYSIXTH_PRIORITISE,
  agenda: SEVENTYSIXTH_AGENDA,
  free_time: SEVENTYSIXTH_FREE_TIME,
  unclear: SEVENTYSIXTH_UNCLEAR,
  bare: SEVENTYSIXTH_BARE,
};

export const HELD_OUT_SEVENTYSIXTH: HeldOutItem[] = Object.values(HELD_OUT_SEVENTYSIXTH_KINDS).flat();
