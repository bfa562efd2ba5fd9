import type { ConversationState } from '../intent';
import {
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
  SIXTYFIFTH_AGENDA,
  SIXTYFIFTH_BARE,
  SIXTYFIFTH_DECISION,
  SIXTYFIFTH_DILEMMA,
  SIXTYFIFTH_FEELING,
  SIXTYFIFTH_FREE_TIME,
  SIXTYFIFTH_GREETING,
  SIXTYFIFTH_PRIORITISE,
  SIXTYFIFTH_QUESTION,
  SIXTYFIFTH_RAMBLE,
  SIXTYFIFTH_RECALL,
  SIXTYFIFTH_STATEMENT,
  SIXTYFIFTH_THANKS,
  SIXTYFIFTH_UNCLEAR,
} from './held-out-sixtyfifth-b';

/**
 * The sixty-fifth held-out set: fourteen people who run rural and outdoor businesses and text
 * from the yard, the tractor cab or the field with poor signal and muddy hands. In the UK (London
 * zone): a sheep and beef farmer, a farm shop owner, a smallholder with goats and eggs, a livery
 * yard owner, a tree surgeon, a wedding-barn venue owner and a firewood and log seller. In the US
 * (New York zone): a market gardener selling veg boxes, a beekeeper selling honey, a dog breeder,
 * a landscape gardener, a professional dog walker, a Christmas tree farmer and a vineyard owner.
 * Farm and land shorthand (the vet, TB test, tups, the mart, the abattoir slot, the farrier,
 * haylage, LOLER, SFI, NRCS, TTB, the co-op), UK and US date habits, typos, voice-note filler and
 * one-word replies to reminders. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in
 * London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent. */
const SHEEP_LIST = {
  listed: ['Fluke drench the ewes', 'Book the abattoir slot', 'Ring the feed merchant', 'BCMS passports for the calves'],
};
const YARD_LIST = { listed: ['Farrier for Biscuit and Moss', 'Haylage delivery', 'Worm egg counts', 'Invoice the liveries'] };
const BARN_LIST = { listed: ['Hendersons menu options', 'Chase the Patel deposit', 'Fix the festoon lights', 'Order bar stock'] };
const LOG_LIST = { listed: ['Ledbury delivery', 'Split the oak rounds', 'Woodsure paperwork', 'Order kindling nets'] };
const CSA_LIST = { listed: ['Pack the winter share boxes', 'Cover the kale with row cover', 'NRCS grant paperwork', 'Clean the walk-in'] };
const TREE_LIST = { listed: ['Tag the Fraser firs', 'Fix the baler', 'Hire weekend help', 'Wreath orders', 'Opening day signs'] };
const LANDSCAPE_LIST = { listed: ['Kaplan blowout', 'Leaf cleanup at the Greenes', 'Snow plow contracts', 'Mulch order'] };
const DOGS_LIST = { listed: ['Walk Juniper', 'Key for the Ostrowskis', 'Thanksgiving bookings', 'Restock poop bags'] };

export const SIXTYFIFTH_ASK: HeldOutItem[] = [
  london('ring the vet re TB test date tmrw 8am', task('ring the vet re TB test date', l('11-12 08:00'))),
  london('remind me to change raddle colour on the tups sat', task('change raddle colour on the tups', l('11-14'))),
  london('book the abattoir slot for the 6 fat lambs by fri', task('book the abattoir slot for the 6 fat lambs', l('11-13'))),
  london('need to chase feed merchant about the nuts delivery at 4', task('chase feed merchant about the nuts delivery', l('11-11 16:00'))),
  london('farrier for Biscuit and Moss thurs 10', task('farrier for Biscuit and Moss', l('11-12 10:00'))),
  london(
    'order 40 bales haylage from Pughs asap',
    task('order 40 bales haylage from Pughs', null, { important: true }),
    task('order 40 bales haylage from Pughs'),
  ),
  london('send the Hendersons their wedding menu options by monday', task('send the Hendersons their wedding menu options', l('11-16'))),
  london('LOLER inspection on the climbing kit due 30/11 dont forget', task('LOLER inspection on the climbing kit', l('11-30'))),
  london('remind me in 40 mins to take the eggs in from the honesty box', task('take the eggs in from the honesty box', inMinutes(40))),
  london('trim the goats feet sun 9am', task('trim the goats feet', l('11-15 09:00'))),
  london(
    'tomoro half 7 load the trailer w the bulk bags for Ledbury',
    task('load the trailer w the bulk bags for Ledbury', l('11-12 07:30')),
    task('load the trailer w the bulk bags for Ledbury', l('11-12 19:30')),
  ),
  london('submit SFI application before 1/12', task('submit SFI application', l('12-01')), task('submit SFI application', l('11-30'))),
  london(
    'send the turkey order list to Dave the butcher 5pm today',
    task('send the turkey order list to Dave the butcher', l('11-11 17:00')),
  ),
  london('sat 2pm show-round for Priya and Tom', task('show-round for Priya and Tom', l('11-14 14:00'))),
  london('check moisture on the ash in shed 2 tmrw', task('check moisture on the ash in shed 2', l('11-12'))),
  london(
    'vet coming to TB test the cattle next tues, remind me the day before to get the crush set up',
    task('get the crush set up', l('11-16')),
    task('get the crush set up', l('11-23')),
  ),
  newYork(
    'call the NRCS office about the high tunnel grant tmrw at 9',
    task('call the NRCS office about the high tunnel grant', n('11-12 09:00')),
  ),
  newYork('oxalic acid treatment on the home yard hives sat 10am', task('oxalic acid treatment on the home yard hives', n('11-14 10:00'))),
  newYork('remind me to book puppy vet checks for the litter by friday', task('book puppy vet checks for the litter', n('11-13'))),
  newYork('blow out the irrigation at the Kaplans 11/17', task('blow out the irrigation at the Kaplans', n('11-17'))),
  newYork('meet and greet with the new husky client tmrw 4:30pm', task('meet and greet with the new husky client', n('11-12 16:30'))),
  newYork('pick up 500 tree tags from the co-op at 1', task('pick up 500 tree tags from the co-op', n('11-11 13:00'))),
  newYork('top up the barrels thursday 8am', task('top up the barrels', n('11-12 08:00'))),
  newYork(
    'TTB excise return due the 14th!!',
    task('TTB excise return', n('11-14'), { important: true }),
    task('TTB excise return', n('11-14')),
  ),
  newYork('in 15 min call Mrs Alvarez about her gate code', task('call Mrs Alvarez about her gate code', inMinutes(15))),
  newYork('seed order for spring by 12/15', task('seed order for spring', n('12-15'))),
  newYork('pick up wreath rings + wire from the supply place tmrw', task('pick up wreath rings + wire from the supply place', n('11-12'))),
  newYork('remind me at 3pm to list the creamed honey on marketplace', task('list the creamed honey on marketplace', n('11-11 15:00'))),
  newYork('mower to the shop for winter service mon', task('mower to the shop for winter service', n('11-16'))),
  newYork(
    'URGENT call the state apiary inspector back before 5',
    task('call the state apiary inspector back', n('11-11 17:00'), { important: true }),
  ),
];

export const SIXTYFIFTH_RECURRING: HeldOutItem[] = [
  london('every mon 7am move the ewes to fresh grass', task('move the ewes to fresh grass', l('11-16 07:00'), { repeat: every('week') })),
  london('feed the ram lambs every day 4pm', task('feed the ram lambs', l('11-11 16:00'), { repeat: every('day') })),
  london('every friday invoice the liveries', task('invoice the liveries', l('11-13'), { repeat: every('week') })),
  london('on the 1st of every month collect livery fees', task('collect livery fees', l('12-01'), { repeat: every('month') })),
  london('service the chainsaws every other thurs 8am', task('service the chainsaws', l('11-12 08:00'), { repeat: every('week', 2) })),
  london('clean out the hen house every sunday', task('clean out the hen house', l('11-15'), { repeat: every('week') })),
  london('milk the goats every day 6.30am', task('milk the goats', l('11-12 06:30'), { repeat: every('day') })),
  london(
    'every sat 8am restock the honesty box w eggs',
    task('restock the honesty box w eggs', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london('every weds 5pm order bread for the shop', task('order bread for the shop', l('11-11 17:00'), { repeat: every('week') })),
  london(
    'remind me on the 15th of each month to pay the feed merchant',
    task('pay the feed merchant', l('11-15'), { repeat: every('month') }),
  ),
  london('every year on 1 feb book the sheep shearer', task('book the sheep shearer', l('2027-02-01 12:00'), { repeat: every('year') })),
  london(
    'every thursday 9am stock check the bar at the barn',
    task('stock check the bar at the barn', l('11-12 09:00'), { repeat: every('week') }),
  ),
  london('kiln moisture readings every 2 weeks on monday', task('kiln moisture readings', l('11-16'), { repeat: every('week', 2) })),
  newYork('write the CSA harvest list every monday 6am', task('write the CSA harvest list', n('11-16 06:00'), { repeat: every('week') })),
  newYork('check the hive scales every sunday', task('check the hive scales', n('11-15'), { repeat: every('week') })),
  newYork('weigh the puppies every morning at 8', task('weigh the puppies', n('11-12 08:00'), { repeat: every('day') })),
  newYork(
    'walk Juniper for the Hendricks every weekday at 11:30',
    task('walk Juniper for the Hendricks', n('11-11 11:30'), { repeat: every('weekday') }),
  ),
  newYork(
    'send invoices to all the walk clients every friday 6pm',
    task('send invoices to all the walk clients', n('11-13 18:00'), { repeat: every('week') }),
  ),
  newYork('grease the chipper every other friday', task('grease the chipper', n('11-13'), { repeat: every('week', 2) })),
  newYork('pay the crew every thursday', task('pay the crew', n('11-12'), { repeat: every('week') })),
  newYork('the 10th of every month pay the tree farm loan', task('pay the tree farm loan', n('12-10'), { repeat: every('month') })),
  newYork(
    'every day at 3 check the wholesale tree orders inbox',
    task('check the wholesale tree orders inbox', n('11-11 15:00'), { repeat: every('day') }),
  ),
  newYork(
    'every tuesday 9am tasting room staff schedule',
    task('tasting room staff schedule', n('11-17 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'SO2 check on the barrels every 2 weeks starting monday',
    task('SO2 check on the barrels', n('11-16'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every year on 3/1 renew the apiary registration',
    task('renew the apiary registration', n('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  newYork(
    'every weekday 7am text the crew the job sheet',
    task('text the crew the job sheet', n('11-12 07:00'), { repeat: every('weekday') }),
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

export const SIXTYFIFTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring the vet re TB test date', OVERDUE_L), london('in the handling pens, 30 mins', snoozeFor(30))),
  within(reminded('Chase feed merchant about the nuts delivery', OVERDUE_L), london('later, no signal here', snoozeFor(60))),
  within(reminded('Order 40 bales haylage from Pughs', OVERDUE_L), london('tmoz', ...toDayL('11-12'))),
  within(
    reminded('Invoice the liveries', OVERDUE_L),
    london('after evening feeds, 7ish', snoozeUntil(l('11-11 19:00')), move(ctx, '2026-11-11', '19:00'), move(ctx, null, '19:00')),
  ),
  within(
    reminded('Send the Hendersons their wedding menu options', OVERDUE_L),
    london('monday pls, caterer hasnt priced it yet', ...toDayL('11-16')),
  ),
  within(reminded('Service the chainsaws', OVERDUE_L), london('up a tree!! 1hr', snoozeFor(60))),
  within(reminded('Clean out the hen house', OVERDUE_L), london('give it 2 hours', snoozeFor(120))),
  within(reminded('Load the trailer w the bulk bags for Ledbury', OVERDUE_L), london('bit later', snoozeFor(60), snoozeFor(30))),
  within(reminded('Check moisture on the ash in shed 2', OVERDUE_L), london('sat', ...toDayL('11-14'))),
  within(
    reminded('Book the abattoir slot for the 6 fat lambs', OVERDUE_L),
    london('office opens again at 4, remind me then', snoozeUntil(l('11-11 16:00')), move(ctx, '2026-11-11', '16:00')),
  ),
  within(reminded('Trim the goats feet', OVERDUE_L), london('raining sideways, do it fri', ...toDayL('11-13'))),
  within(reminded('Submit SFI application', OVERDUE_L), london('snooze til the weekend', ...toDayL('11-14'))),
  within(reminded('Send the turkey order list to Dave the butcher', OVERDUE_L), london('20 mins, queue at the till', snoozeFor(20))),
  within(reminded('Call the NRCS office about the high tunnel grant', OVERDUE_N), newYork('in the tunnel, 45', snoozeFor(45))),
  within(reminded('Oxalic acid treatment on the home yard hives', OVERDUE_N), newYork('too cold today, try tmrw', ...toDayN('11-12'))),
  within(reminded('Book puppy vet checks for the litter', OVERDUE_N), newYork("mom's nursing, 1 hr", snoozeFor(60))),
  within(reminded('Blow out the irrigation at the Kaplans', OVERDUE_N), newYork('push it to thursday', ...toDayN('11-12'))),
  within(reminded('Call Mrs Alvarez about her gate code', OVERDUE_N), newYork('on a walk w 4 dogs lol, 20 min', snoozeFor(20))),
  within(
    reminded('Pick up 500 tree tags from the co-op', OVERDUE_N),
    newYork('2:30', snoozeUntil(n('11-11 14:30')), move(ctx, '2026-11-11', '14:30'), move(ctx, null, '14:30')),
  ),
  within(
    reminded('Top up the barrels', OVERDUE_N),
    newYork('after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00')), move(ctx, '2026-11-11', '13:00')),
  ),
  within(reminded('TTB excise return', OVERDUE_N), newYork('snooze 3h', snoozeFor(180))),
  within(
    reminded('List the creamed honey on marketplace', OVERDUE_N),
    newYork('tonight at 8', snoozeUntil(n('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(reminded('Text the crew the job sheet', OVERDUE_N), newYork('mon', ...toDayN('11-16'))),
  within(
    reminded('Mower to the shop for winter service', OVERDUE_N),
    newYork('shop is closed til the 18th, remind me then', ...toDayN('11-18')),
  ),
  within(
    reminded('Seed order for spring', OVERDUE_N),
    newYork('snooze a week', snoozeFor(10080), snoozeUntil(n('11-18 10:00')), ...toDayN('11-18')),
  ),
];

export const SIXTYFIFTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Ring the vet re TB test date', l('11-12 08:00')), london('no 8.30, surgery opens half 8', move(ctx, null, '08:30'))),
  within(talkedOf('Farrier for Biscuit and Moss', l('11-12 10:00')), london('sorry its friday not thurs', move(ctx, '2026-11-13', null))),
  within(talkedOf('Change raddle colour on the tups', l('11-14 12:00')), london('actually sunday', move(ctx, '2026-11-15', null))),
  within(talkedOf('Show-round for Priya and Tom', l('11-14 14:00')), london('they said half 2', move(ctx, null, '14:30'))),
  within(talkedOf('Load the trailer w the bulk bags for Ledbury', l('11-12 07:30')), london('make that 7', move(ctx, null, '07:00'))),
  within(
    talkedOf('Send the turkey order list to Dave the butcher', l('11-11 17:00')),
    london('no hes shut by 4, make it 3.45', move(ctx, null, '15:45')),
  ),
  within(talkedOf('Trim the goats feet', l('11-15 09:00')), london('sat not sun', move(ctx, '2026-11-14', null))),
  within(
    talkedOf('LOLER inspection on the climbing kit', l('11-30 12:00')),
    london('inspector can do the 26th at 10', move(ctx, '2026-11-26', '10:00')),
  ),
  within(
    talkedOf('Book the abattoir slot for the 6 fat lambs', l('11-13 12:00')),
    london('thurs would be better', move(ctx, '2026-11-12', null)),
  ),
  london('move the farrier to next wed 9am', move(words('farrier'), '2026-11-18', '09:00'), move(words('farrier'), '2026-11-25', '09:00')),
  london('push the haylage order to monday', move(words('haylage'), '2026-11-16', null)),
  within(talkedOf('Check moisture on the ash in shed 2', l('11-12 12:00')), london('do that first thing, 8', move(ctx, null, '08:00'))),
  within(talkedOf('Chase feed merchant about the nuts delivery', l('11-11 16:00')), london('oops meant half 4', move(ctx, null, '16:30'))),
  within(
    talkedOf('Call the NRCS office about the high tunnel grant', n('11-12 09:00')),
    newYork('they open at 8:30 actually', move(ctx, null, '08:30')),
  ),
  within(
    talkedOf('Oxalic acid treatment on the home yard hives', n('11-14 10:00')),
    newYork('make it noon, needs to warm up first', move(ctx, null, '12:00')),
  ),
  within(talkedOf('Book puppy vet checks for the litter', n('11-13 12:00')), newYork('no, thursday', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Blow out the irrigation at the Kaplans', n('11-17 12:00')),
    newYork('wrong date its the 19th', move(ctx, '2026-11-19', null)),
  ),
  within(talkedOf('Meet and greet with the new husky client', n('11-12 16:30')), newYork('she moved it to 5:15', move(ctx, null, '17:15'))),
  within(talkedOf('Pick up 500 tree tags from the co-op', n('11-11 13:00')), newYork('no wait 1:45', move(ctx, null, '13:45'))),
  within(
    talkedOf('Top up the barrels', n('11-12 08:00')),
    newYork('fri same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '08:00')),
  ),
  newYork('move the Kaplan blowout to friday 7am', move(words('Kaplan'), '2026-11-13', '07:00')),
  newYork('change the mower service to tuesday', move(words('mower'), '2026-11-17', null)),
  within(
    talkedOf('List the creamed honey on marketplace', n('11-11 15:00')),
    newYork('eh 3 is bad, make it 6pm', move(ctx, null, '18:00')),
  ),
  within(talkedOf('TTB excise return', n('11-14 12:00')), newYork('its due the 13th not the 14th', move(ctx, '2026-11-13', null))),
  newYork('bump the puppy vet checks to monday 11am', move(words('puppy vet checks'), '2026-11-16', '11:00')),
];

export const SIXTYFIFTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Ring the vet re TB test date'),
    london('rename to ring Tom at the vets re TB pre-movement test', rename(ctx, 'ring Tom at the vets re TB pre-movement test')),
  ),
  within(
    talkedOf('Farrier for Biscuit and Moss'),
    london("change it to 'farrier - Biscuit, Moss + Dolly (fronts only)'", rename(ctx, 'farrier - Biscuit, Moss + Dolly (fronts only)')),
  ),
  london('rename the haylage one to order 40 bales haylage + 10 straw', rename(words('haylage'), 'order 40 bales haylage + 10 straw')),
  within(talkedOf('Show-round for Priya and Tom'), london('its Pria not Priya, fix pls', rename(ctx, 'Show-round for Pria and Tom'))),
  within(
    talkedOf('Send the turkey order list to Dave the butcher'),
    london('call it turkey + goose orders to Dave', rename(ctx, 'turkey + goose orders to Dave')),
  ),
  london(
    "change 'trim the goats feet' to 'trim goats feet + CDT booster'",
    rename(words('trim the goats feet'), 'trim goats feet + CDT booster'),
  ),
  within(
    talkedOf('LOLER inspection on the climbing kit'),
    london('retitle LOLER - ropes, harness + MEWP', rename(ctx, 'LOLER - ropes, harness + MEWP')),
  ),
  within(YARD_LIST, london('rename 4 to invoice liveries + hay surcharge', rename(num(4), 'invoice liveries + hay surcharge'))),
  within(
    talkedOf('Check moisture on the ash in shed 2'),
    london('should say shed 3 not 2', rename(ctx, 'Check moisture on the ash in shed 3')),
  ),
  london('rename the raddle task to raddle change - blue to red', rename(words('raddle'), 'raddle change - blue to red')),
  within(LOG_LIST, london("change 2 to 'split the oak + beech rounds'", rename(num(2), 'split the oak + beech rounds'))),
  within(
    talkedOf('Submit SFI application'),
    london('name it SFI application - hedgerows + grassland actions', rename(ctx, 'SFI application - hedgerows + grassland actions')),
  ),
  within(
    talkedOf('Call the NRCS office about the high tunnel grant'),
    newYork('rename it to call Denise at NRCS re EQIP high tunnel', rename(ctx, 'call Denise at NRCS re EQIP high tunnel')),
  ),
  within(
    talkedOf('Oxalic acid treatment on the home yard hives'),
    newYork('change title to OA dribble - home yard + orchard yard', rename(ctx, 'OA dribble - home yard + orchard yard')),
  ),
  newYork(
    "rename the puppy one to 'vet checks + microchips for the Luna litter'",
    rename(words('puppy'), 'vet checks + microchips for the Luna litter'),
  ),
  within(
    LANDSCAPE_LIST,
    newYork('rename 2 to leaf cleanup + gutter clean at the Greenes', rename(num(2), 'leaf cleanup + gutter clean at the Greenes')),
  ),
  within(
    talkedOf('Meet and greet with the new husky client'),
    newYork('call it meet & greet - Koda the husky', rename(ctx, 'meet & greet - Koda the husky')),
  ),
  newYork(
    'the tree tags task should say pick up 800 tags not 500',
    rename(words('tree tags'), 'pick up 800 tree tags from the co-op'),
    rename(words('tree tags'), 'pick up 800 tags'),
  ),
  within(talkedOf('Top up the barrels'), newYork("retitle 'top up barrels + SO2 check'", rename(ctx, 'top up barrels + SO2 check'))),
  within(TREE_LIST, newYork('rename 3 → hire 4 weekend helpers for opening', rename(num(3), 'hire 4 weekend helpers for opening'))),
  newYork("change 'seed order for spring' to 'Johnny's seed order'", rename(words('seed order for spring'), "Johnny's seed order")),
  within(
    talkedOf('Mower to the shop for winter service'),
    newYork('make the title mower + leaf blower to the shop', rename(ctx, 'mower + leaf blower to the shop')),
  ),
  within(DOGS_LIST, newYork('rename the 2nd one to copy key for the Ostrowskis', rename(num(2), 'copy key for the Ostrowskis'))),
  within(talkedOf('TTB excise return'), newYork('add Q4 to the name - TTB excise return Q4', rename(ctx, 'TTB excise return Q4'))),
];

export const SIXTYFIFTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Farrier for Biscuit and Moss'), london("delete that, Moss is lame so farrier's off", remove(ctx))),
  within(SHEEP_LIST, london('scrap 1, vet says no need to drench this year', remove(num(1)))),
  london('cancel the abattoir reminder, selling them at the mart instead', remove(words('abattoir'))),
  within(BARN_LIST, london('get rid of 2, Patels have paid', remove(num(2)), done(num(2)))),
  within(talkedOf('Show-round for Priya and Tom'), london('bin it, they booked elsewhere', remove(ctx))),
  london('delete the SFI one, the agent is doing it', remove(words('SFI'))),
  within(LOG_LIST, london('take 4 off', remove(num(4)))),
  london('remove the hen house cleaning task', remove(words('hen house'))),
  within(talkedOf('Trim the goats feet'), london('scrap that, vet is doing them when she comes', remove(ctx))),
  within(YARD_LIST, london('delete worm egg counts', remove(words('worm egg counts')), remove(num(3)))),
  london('get rid of the raddle reminder, tups are coming out', remove(words('raddle'))),
  within(talkedOf('Send the turkey order list to Dave the butcher'), london('nvm delete', remove(ctx))),
  within(
    talkedOf('Call the NRCS office about the high tunnel grant'),
    newYork('remove that, they emailed me back', remove(ctx), done(ctx)),
  ),
  within(CSA_LIST, newYork('delete 2, frost already got the kale lol', remove(num(2)))),
  newYork('cancel the oxalic treatment task, mite counts are low', remove(words('oxalic'))),
  within(TREE_LIST, newYork('scrap #4, not doing wreaths this year', remove(num(4)))),
  within(talkedOf('Meet and greet with the new husky client'), newYork('she cancelled, take it off', remove(ctx))),
  newYork('delete the Kaplan blowout, they got someone else', remove(words('Kaplan'))),
  within(LANDSCAPE_LIST, newYork('remove the last one', remove(num(4)))),
  newYork('take the mower service off my list', remove(words('mower'))),
  within(talkedOf('Pick up 500 tree tags from the co-op'), newYork('kill that, co-op is delivering them', remove(ctx))),
  within(DOGS_LIST, newYork('no 3 can go, no thanksgiving walks this yr', remove(num(3)))),
  newYork('pls remove the seed order reminder', remove(words('seed order'))),
  within(talkedOf('Top up the barrels'), newYork('scratch that', remove(ctx))),
];

export const SIXTYFIFTH_DONE: HeldOutItem[] = [
  within(
    reminded('Ring the vet re TB test date', OVERDUE_L),
    london('rang em, booked for the 24th', done(ctx), [done(ctx), task('TB test', l('11-24'))]),
  ),
  within(reminded('Change raddle colour on the tups', OVERDUE_L), london('done, on red now', done(ctx))),
  within(SHEEP_LIST, london('3 done', done(num(3)))),
  london('sorted the BCMS passports', done(words('BCMS passports'))),
  within(reminded('Feed the ram lambs', OVERDUE_L), london('fed 👍', done(ctx))),
  within(reminded('Clean out the hen house', OVERDUE_L), london('all mucked out', done(ctx))),
  within(reminded('Invoice the liveries', OVERDUE_L), london('sent em all', done(ctx))),
  within(YARD_LIST, london('haylage has arrived, tick it off', done(num(2)), done(words('haylage')))),
  within(reminded('Service the chainsaws', OVERDUE_L), london('yep both sharpened n serviced', done(ctx))),
  within(reminded('Restock the honesty box w eggs', OVERDUE_L), london('✅', done(ctx))),
  within(BARN_LIST, london('done 3 and 4', [done(num(3)), done(num(4))])),
  london('farrier been', done(words('farrier'))),
  within(reminded('Load the trailer w the bulk bags for Ledbury', OVERDUE_L), london('loaded n strapped', done(ctx))),
  within(reminded('Order bread for the shop', OVERDUE_L), london('ordered', done(ctx))),
  within(reminded('Write the CSA harvest list', OVERDUE_N), newYork('done ✔', done(ctx))),
  within(reminded('Weigh the puppies', OVERDUE_N), newYork('all 7 weighed, all gaining', done(ctx))),
  within(CSA_LIST, newYork('packed all the boxes, #1 done', done(num(1)))),
  newYork('blew out the Kaplans system this am', done(words('Kaplan'))),
  within(reminded('Walk Juniper for the Hendricks', OVERDUE_N), newYork('walked, she rolled in something gross', done(ctx))),
  within(TREE_LIST, newYork('baler fixed!! 2 done', done(num(2)))),
  within(reminded('Pay the crew', OVERDUE_N), newYork('paid', done(ctx))),
  within(reminded('Check the hive scales', OVERDUE_N), newYork('checked, all heavy enough for winter', done(ctx))),
  newYork('finished the TTB return', done(words('TTB'))),
  within(reminded('Top up the barrels', OVERDUE_N), newYork('topped', done(ctx))),
  within(DOGS_LIST, newYork('got the Ostrowski key cut, thats done', done(num(2)), done(words('Ostrowski')))),
  within(reminded('Grease the chipper', OVERDUE_N), newYork('did it yesterday actually', done(ctx))),
];

const WHICH_VET = {
  pending: { about: 'which_task' as const, options: ['Ring the vet re TB test date', 'Ring the vet about the lame ewe'] },
};
const WHICH_DELIVERY = {
  pending: { about: 'which_task' as const, options: ['Ledbury log delivery', 'Malvern log delivery', 'Colwall kindling delivery'] },
};
const WHICH_HIVES = { pending: { about: 'which_task' as const, options: ['Wrap the home yard hives', 'Wrap the orchard hives'] } };
const WHICH_WALK = { pending: { about: 'which_task' as const, options: ['Walk Juniper', 'Walk Bruno and Pepper', 'Walk Koda'] } };
const STORES = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Sell the store cattle at the mart or keep them over winter?',
    options: ['Sell at the mart', 'Keep over winter'],
  },
};
const CUT_DAYS = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Open choose-and-cut on weekdays too?',
    options: ['Weekends only', 'Every day'],
  },
};
const LIVERIES = {
  pending: { about: 'dilemma_matters' as const, question: 'Take on two more liveries?', options: ['Take them', 'Stay at 12'] },
};
const TASTING = { pending: { about: 'dilemma_options' as const, question: 'Should I keep the tasting room open through winter?' } };
const HAYLAGE = { pending: { about: 'review' as const, decision: 'Switched to the cheaper haylage supplier' } };
const MARKET = { pending: { about: 'review' as const, decision: 'Stopped selling at the Saturday market' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Ordering hay early saves money every year' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Puppies sell faster with a video than with photos' } };
const BROMYARD = {
  pending: { about: 'other' as const, question: 'Which day for the Bromyard log delivery?', options: ['Thursday', 'Friday'] },
};
const MORNING_AT = { pending: { about: 'other' as const, question: 'Morning plan at 6 or at 7?', options: ['6', '7'] } };
const STUCK = { pending: { about: 'stuck' as const, task: 'NRCS grant paperwork' } };

export const SIXTYFIFTH_ANSWER: HeldOutItem[] = [
  within(WHICH_VET, london('the TB one', answer(1))),
  within(WHICH_VET, london('lame ewe', answer(2))),
  within(WHICH_VET, london('1st', answer(1))),
  within(WHICH_DELIVERY, london('malvern', answer(2))),
  within(WHICH_DELIVERY, london('the kindling', answer(3))),
  within(WHICH_DELIVERY, london('number 1', answer(1))),
  within(STORES, london('sell em', answer(1))),
  within(STORES, london('keep them over, silage is good this yr', answer(2))),
  within(STORES, london('not sure yet, want to see the price at Builth next week', answer(null))),
  within(LIVERIES, london('hay costs tbh, and my back', answer(null))),
  within(HAYLAGE, london('much better, no dust and they are eating it', answer(null))),
  within(KEEP_L, london('keep', answer(null), note)),
  within(BROMYARD, london('thurs', answer(1))),
  within(BROMYARD, london('friday am is better', answer(2))),
  within(WHICH_HIVES, newYork('orchard', answer(2))),
  within(WHICH_HIVES, newYork('both', answer(null))),
  within(WHICH_WALK, newYork('bruno n pepper', answer(2))),
  within(WHICH_WALK, newYork('koda', answer(3))),
  within(WHICH_WALK, newYork('first', answer(1))),
  within(CUT_DAYS, newYork('weekends only', answer(1))),
  within(CUT_DAYS, newYork('every day, demand is crazy', answer(2))),
  within(TASTING, newYork('stay open weekends or close jan to march', answer(null))),
  within(MARKET, newYork('mixed, miss the cash but i got saturdays back', answer(null))),
  within(KEEP_N, newYork('yes save that', answer(null), note)),
  within(KEEP_N, newYork('nope', answer(null))),
  within(MORNING_AT, newYork('6 pls', answer(1))),
  within(STUCK, newYork('waiting on the soil test results from the lab', answer(null))),
];

/** Every kind, by name, so the spec can report each share. */
export const HELD_OUT_SIXTYFIFTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SIXTYFIFTH_ASK,
  recurring: SIXTYFIFTH_RECURRING,
  snooze: SIXTYFIFTH_SNOOZE,
  correction: SIXTYFIFTH_CORRECTION,
  rename: SIXTYFIFTH_RENAME,
  remove: SIXTYFIFTH_REMOVE,
  done: SIXTYFIFTH_DONE,
  answer: SIXTYFIFTH_ANSWER,
  ramble: SIXTYFIFTH_RAMBLE,
  greeting: SIXTYFIFTH_GREETING,
  thanks: SIXTYFIFTH_THANKS,
  feeling: SIXTYFIFTH_FEELING,
  question: SIXTYFIFTH_QUESTION,
  statement: SIXTYFIFTH_STATEMENT,
  decision: SIXTYFIFTH_DECISION,
  dilemma: SIXTYFIFTH_DILEMMA,
  recall: SIXTYFIFTH_RECALL,
  prioritise: SIXTYFIFTH_PRIORITISE,
  agenda: SIXTYFIFTH_AGENDA,
  free_time: SIXTYFIFTH_FREE_TIME,
  unclear: SIXTYFIFTH_UNCLEAR,
  bare: SIXTYFIFTH_BARE,
};

export const HELD_OUT_SIXTYFIFTH: HeldOutItem[] = Object.values(HELD_OUT_SIXTYFIFTH_KINDS).flat();
