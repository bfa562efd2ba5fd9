import type { ConversationState, Intent } from '../intent';
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
  SIXTYSECOND_AGENDA,
  SIXTYSECOND_BARE,
  SIXTYSECOND_DECISION,
  SIXTYSECOND_DILEMMA,
  SIXTYSECOND_FEELING,
  SIXTYSECOND_FREE_TIME,
  SIXTYSECOND_GREETING,
  SIXTYSECOND_PRIORITISE,
  SIXTYSECOND_QUESTION,
  SIXTYSECOND_RAMBLE,
  SIXTYSECOND_RECALL,
  SIXTYSECOND_STATEMENT,
  SIXTYSECOND_THANKS,
  SIXTYSECOND_UNCLEAR,
} from './held-out-sixtysecond-b';

/**
 * The sixty-second held-out set: fourteen people who run food and hospitality businesses, writing
 * between services and at the pass. In the UK (London zone): a café owner, a small restaurant's
 * chef-owner, a bakery with a shop front, a pub landlady, a farmers' market jam and chutney maker, a
 * supper-club host and a coffee roaster. In the US (New York zone): a food-truck operator, a wedding
 * and office caterer, a craft microbrewery, a cocktail bar manager, a meal-prep delivery business, a
 * pizza place with two sites and a bubble-tea shop. Kitchen shorthand (86'd, covers, prep, the
 * walk-in, Brakes/Bidfood/Sysco orders, rota, EHO, float, till), suppliers, staff, bookings, broken
 * kit and licences; day-first dates in London, month-first in New York. This file holds the task
 * kinds and the replies to what daily asked; the rest is in the -b file. Read at HELD_OUT_NOW:
 * Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per business. */
const CAFE_LIST = {
  listed: ['Call the card machine people', 'Update the allergen sheet', "Sort next week's rota", 'Descale the Marzocco'],
};
const PUB_LIST = {
  listed: ['Ring the brewery about the Doom Bar', 'Renew the TEN for Christmas Eve', 'Clean the beer lines', 'Pay the Sky Sports bill'],
};
const BAKERY_LIST = {
  listed: ['Order 25kg strong white', 'Fix the proving cabinet thermostat', 'Christmas cake orders sheet', 'Book the oven engineer'],
};
const TRUCK_LIST = { listed: ['Renew the vending permit', 'Propane refill', 'Fix the generator pull cord', 'Post the week spots on IG'] };
const BAR_LIST = { listed: ['Count the liquor inventory', 'Call the Southern Glazer rep', 'Fix the ice machine', 'Write the winter menu'] };
const PIZZA_LIST = {
  listed: ['Order mozz from Sysco', 'LIC oven door gasket', 'Astoria schedule for next week', 'Call the landlord about the grease trap'],
};

export const SIXTYSECOND_ASK: HeldOutItem[] = [
  london('ring Bidfood re the short delivery tmrw 8am', task('ring Bidfood re the short delivery', l('11-12 08:00'))),
  london('remind me to update the allergen sheet for the new soup by fri', task('update the allergen sheet for the new soup', l('11-13'))),
  london(
    'deep clean the walk-in before the EHO visit on 2/12',
    task('deep clean the walk-in before the EHO visit', l('12-02')),
    task('deep clean the walk-in', l('12-02')),
    task('deep clean the walk-in', l('12-01')),
  ),
  london(
    'tmrw half 6 let the Brakes driver in',
    task('let the Brakes driver in', l('11-12 06:30')),
    task('let the Brakes driver in', l('11-12 18:30')),
  ),
  london(
    'order 2 x 25kg sacks of strong white before sat',
    task('order 2 x 25kg sacks of strong white', l('11-14')),
    task('order 2 x 25kg sacks of strong white', l('11-13')),
  ),
  london(
    'need to renew the premises licence by 30 nov!!',
    task('renew the premises licence', l('11-30'), { important: true }),
    task('renew the premises licence', l('11-30')),
  ),
  london('in 40 mins take the sourdough out the fridge', task('take the sourdough out the fridge', inMinutes(40))),
  london(
    'call Dave the cellar guy about the gas cylinders thurs 10am',
    task('call Dave the cellar guy about the gas cylinders', l('11-12 10:00')),
  ),
  london('remind me fri 2pm to cash up the market float', task('cash up the market float', l('11-13 14:00'))),
  london(
    'pick up 40 jars from the Kilner stockist sat morning',
    task('pick up 40 jars from the Kilner stockist', l('11-14 09:00')),
    task('pick up 40 jars from the Kilner stockist', l('11-14 08:00')),
  ),
  london('6pm tonight send supper club guests the allergy form', task('send supper club guests the allergy form', l('11-11 18:00'))),
  london('roast the Guji for the Deli Nova order mon 7am', task('roast the Guji for the Deli Nova order', l('11-16 07:00'))),
  london(
    'book the oven engineer for the deck oven, its dropping 20 degrees. tomorrow',
    task('book the oven engineer for the deck oven', l('11-12')),
    task('book the oven engineer', l('11-12')),
  ),
  london('remind me at 5 to put the rota up for next week', task('put the rota up for next week', l('11-11 17:00'))),
  london('Xmas menu to printers by 20th', task('Xmas menu to printers', l('11-20'))),
  london('pay the Brakes invoice on monday', task('pay the Brakes invoice', l('11-16'))),
  london(
    'submit the TEN for new years eve by 1/12',
    task('submit the TEN for new years eve', l('12-01')),
    task('submit the TEN for new years eve', l('11-30')),
  ),
  london(
    'ok so voice note, um, the chest freezer in the back is icing up again so remind me to defrost it sunday after we close, say 5',
    task('defrost the chest freezer', l('11-15 17:00')),
    task('defrost the chest freezer in the back', l('11-15 17:00')),
  ),
  newYork('call sysco about the missing case of mozz tmrw 7am', task('call sysco about the missing case of mozz', n('11-12 07:00'))),
  newYork('propane refill thurs morning', task('propane refill', n('11-12 09:00')), task('propane refill', n('11-12 08:00'))),
  newYork('remind me in 90 min to check the IPA gravity', task('check the IPA gravity', inMinutes(90))),
  newYork(
    'taste test w the Hendersons for their wedding menu sat 2pm',
    task('taste test w the Hendersons for their wedding menu', n('11-14 14:00')),
  ),
  newYork('renew the DOH permit for the LIC site by 12/15', task('renew the DOH permit for the LIC site', n('12-15'))),
  newYork(
    'at 3 call the tapioca pearl supplier re the price hike',
    task('call the tapioca pearl supplier re the price hike', n('11-11 15:00')),
  ),
  newYork('URGENT fix walk-in door seal today before 4', task('fix walk-in door seal', n('11-11 16:00'), { important: true })),
  newYork('post the truck spots for next week on IG sunday night 8', task('post the truck spots for next week on IG', n('11-15 20:00'))),
  newYork('label + portion the keto bowls tmrw 6am', task('label + portion the keto bowls', n('11-12 06:00'))),
  newYork('order more cups and straws on the 20th', task('order more cups and straws', n('11-20'))),
  newYork('remind me to do payroll for the bar staff thursday', task('do payroll for the bar staff', n('11-12'))),
  newYork('tmw noon walk the Fairfield venue with the bride', task('walk the Fairfield venue with the bride', n('11-12 12:00'))),
  newYork('send the Thanksgiving preorder form 11/16 9am', task('send the Thanksgiving preorder form', n('11-16 09:00'))),
  newYork(
    'get the hood fire system inspected before end of month',
    task('get the hood fire system inspected', n('11-30')),
    task('get the hood fire system inspected', n('11-30 17:00')),
  ),
  newYork('2 hrs from now pull the pork out of the brine', task('pull the pork out of the brine', inMinutes(120))),
  newYork(
    'hey so the Halvorsen office lunch got moved, I need to call Rachel their office manager first thing tomorrow to confirm the new headcount',
    task('call Rachel to confirm the new headcount', n('11-12 09:00')),
    task('call Rachel to confirm the new headcount', n('11-12 08:00')),
    task('call Rachel their office manager to confirm the new headcount', n('11-12 09:00')),
    task('call Rachel their office manager to confirm the new headcount', n('11-12 08:00')),
  ),
];

export const SIXTYSECOND_RECURRING: HeldOutItem[] = [
  london('every monday 7am do the Bidfood order', task('do the Bidfood order', l('11-16 07:00'), { repeat: every('week') })),
  london('clean the beer lines every tuesday', task('clean the beer lines', l('11-17'), { repeat: every('week') })),
  london(
    'remind me every day at 10pm to check the fridge temps log',
    task('check the fridge temps log', l('11-11 22:00'), { repeat: every('day') }),
  ),
  london('1st of every month pay the card machine rental', task('pay the card machine rental', l('12-01'), { repeat: every('month') })),
  london('every weekday 6.30am fire up the roaster', task('fire up the roaster', l('11-12 06:30'), { repeat: every('weekday') })),
  london(
    'set up at Stroud market every other saturday 7am',
    task('set up at Stroud market', l('11-14 07:00'), { repeat: every('week', 2) }),
    task('set up at Stroud market', l('11-21 07:00'), { repeat: every('week', 2) }),
  ),
  london(
    'fortnightly on thursdays do the rota',
    task('do the rota', l('11-12'), { repeat: every('week', 2) }),
    task('do the rota', l('11-19'), { repeat: every('week', 2) }),
  ),
  london(
    'every sunday at 4 prep the supper club shopping list',
    task('prep the supper club shopping list', l('11-15 16:00'), { repeat: every('week') }),
  ),
  london('daily 5:30am feed the starter', task('feed the starter', l('11-12 05:30'), { repeat: every('day') })),
  london('every wednesday 9pm count the tills', task('count the tills', l('11-11 21:00'), { repeat: every('week') })),
  london(
    'every year on 1 march renew the food hygiene cert',
    task('renew the food hygiene cert', l('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  london('each month on the 15th send the wholesale invoices', task('send the wholesale invoices', l('11-15'), { repeat: every('month') })),
  london(
    'remind me every thursday at 6 to print the quiz sheets',
    task('print the quiz sheets', l('11-12 18:00'), { repeat: every('week') }),
  ),
  london(
    'every morning at 7 check the walk-in temp and write it on the sheet',
    task('check the walk-in temp and write it on the sheet', l('11-12 07:00'), { repeat: every('day') }),
  ),
  newYork('every monday 10am sysco order', task('sysco order', n('11-16 10:00'), { repeat: every('week') })),
  newYork('cook a fresh batch of boba every day at 2:30', task('cook a fresh batch of boba', n('11-11 14:30'), { repeat: every('day') })),
  newYork('remind me every friday 4pm to do tip out', task('do tip out', n('11-13 16:00'), { repeat: every('week') })),
  newYork('every weekday 8am check the truck propane', task('check the truck propane', n('11-12 08:00'), { repeat: every('weekday') })),
  newYork('brew the pale ale every wednesday at 9am', task('brew the pale ale', n('11-18 09:00'), { repeat: every('week') })),
  newYork('every 2 weeks on monday deep clean the hood vents', task('deep clean the hood vents', n('11-16'), { repeat: every('week', 2) })),
  newYork('on the 1st every month pay rent for both sites', task('pay rent for both sites', n('12-01'), { repeat: every('month') })),
  newYork(
    'sundays 6pm plan the meal prep menu for the week',
    task('plan the meal prep menu for the week', n('11-15 18:00'), { repeat: every('week') }),
  ),
  newYork(
    'every thursday at 11 inventory count behind the bar',
    task('inventory count behind the bar', n('11-12 11:00'), { repeat: every('week') }),
  ),
  newYork(
    'every 3 months service the ice machine starting dec 1',
    task('service the ice machine', n('12-01'), { repeat: every('month', 3) }),
  ),
  newYork(
    'every year on 11/1 renew the liquor license',
    task('renew the liquor license', n('2027-11-01 12:00'), { repeat: every('year') }),
  ),
  newYork(
    'send the lock up checklist photo to the group chat every night at 9:30',
    task('send the lock up checklist photo to the group chat', n('11-11 21:30'), { repeat: every('day') }),
  ),
  newYork(
    'every weekday at 7 prep the office lunch drop',
    task('prep the office lunch drop', n('11-12 07:00'), { repeat: every('weekday') }),
    task('prep the office lunch drop', n('11-11 19:00'), { repeat: every('weekday') }),
  ),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];
/** A snooze to a clock time today: as a snooze, or as a move of the task to that time. */
const atL = (time: string): Intent[] => [snoozeUntil(l(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];
const atN = (time: string): Intent[] => [snoozeUntil(n(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];

export const SIXTYSECOND_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring Bidfood re the short delivery', OVERDUE_L), london('still plating up lunch, 30 min', snoozeFor(30))),
  within(reminded('Update the allergen sheet', OVERDUE_L), london('after service pls, like 6', ...atL('18:00'))),
  within(reminded('Put the rota up for next week', OVERDUE_L), london('can it be tmrw', ...toDayL('11-12'))),
  within(reminded('Call Dave the cellar guy', OVERDUE_L), london('hes not in til 4, remind me then', ...atL('16:00'))),
  within(reminded('Cash up the market float', OVERDUE_L), london('give me 10', snoozeFor(10))),
  within(reminded('Roast the Guji for the Deli Nova order', OVERDUE_L), london('roaster still warming up, 45 mins', snoozeFor(45))),
  within(reminded('Pay the Brakes invoice', OVERDUE_L), london('monday when the takings are in', ...toDayL('11-16'))),
  within(reminded('Send supper club guests the allergy form', LATER_L), london('snooze 1hr', snoozeFor(60))),
  within(reminded('Book the oven engineer', OVERDUE_L), london('not now', snoozeFor(60))),
  within(
    reminded('Order 2 x 25kg sacks of strong white', OVERDUE_L),
    london(
      'first thing tomoz',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      snoozeUntil(l('11-12 07:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
      move(ctx, '2026-11-12', '07:00'),
    ),
  ),
  within(reminded('Chase the council about the TEN', OVERDUE_L), london('council shut now, thurs', ...toDayL('11-12'))),
  within(reminded('Descale the Marzocco', OVERDUE_L), london('after close, 5:30', ...atL('17:30'))),
  within(
    reminded('Label the damson jam', OVERDUE_L),
    london('at the market all day tmrw and fri, remind me at the weekend', ...toDayL('11-14')),
  ),
  within(reminded('Clean the beer lines', OVERDUE_L), london('2 hrs, cellar flooded lol', snoozeFor(120))),
  within(reminded('Call sysco about the missing mozz', OVERDUE_N), newYork('lunch rush, hit me at 2', ...atN('14:00'))),
  within(reminded('Check the IPA gravity', OVERDUE_N), newYork('20 min', snoozeFor(20))),
  within(
    reminded('Do payroll for the bar staff', OVERDUE_N),
    newYork(
      'tomorrow am',
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('Propane refill', OVERDUE_N), newYork('stuck on the BQE, 1h', snoozeFor(60))),
  within(reminded('Post the truck spots on IG', OVERDUE_N), newYork('tonight 9', ...atN('21:00'))),
  within(reminded('Label + portion the keto bowls', OVERDUE_N), newYork('snooze 15', snoozeFor(15))),
  within(reminded('Call the tapioca pearl supplier', OVERDUE_N), newYork('they open at 11, remind me then', ...atN('11:00'))),
  within(reminded('Renew the DOH permit', OVERDUE_N), newYork('do it monday', ...toDayN('11-16'))),
  within(reminded('Taste test menu for the Hendersons', OVERDUE_N), newYork('push to friday', ...toDayN('11-13'))),
  within(reminded('Fix walk-in door seal', OVERDUE_N), newYork('repair guy comes at 12, ping me at 1', ...atN('13:00'))),
  within(reminded('Order more cups and straws', OVERDUE_N), newYork('later', snoozeFor(60))),
  within(reminded('Send the Thanksgiving preorder form', OVERDUE_N), newYork('3 hours', snoozeFor(180))),
  within(reminded('Call the landlord about the grease trap', OVERDUE_N), newYork('nope not today. tmrw', ...toDayN('11-12'))),
];

export const SIXTYSECOND_CORRECTION: HeldOutItem[] = [
  within(
    talkedOf('Ring Bidfood re the short delivery', l('11-12 08:00')),
    london('no 7.45, before they load the van', move(ctx, null, '07:45')),
  ),
  within(talkedOf('Update the allergen sheet for the new soup', l('11-13 12:00')), london('actually thurs', move(ctx, '2026-11-12', null))),
  within(talkedOf('Let the Brakes driver in', l('11-12 06:30')), london('sorry 6 not half 6', move(ctx, null, '06:00'))),
  within(talkedOf('Call Dave the cellar guy about the gas cylinders', l('11-12 10:00')), london('make that 11', move(ctx, null, '11:00'))),
  within(talkedOf('Cash up the market float', l('11-13 14:00')), london('market finishes at 3 so 3:30', move(ctx, null, '15:30'))),
  within(
    talkedOf('Send supper club guests the allergy form', l('11-11 18:00')),
    london('no do it tmrw instead', move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Put the rota up for next week', l('11-11 17:00')), london('wrong time, half 4', move(ctx, null, '16:30'))),
  within(
    talkedOf('Xmas menu to printers', l('11-20 12:00')),
    london('printers need it by the 18th actually', move(ctx, '2026-11-18', null)),
  ),
  within(
    talkedOf('Roast the Guji for the Deli Nova order', l('11-16 07:00')),
    london('make it sunday, they want it monday morning', move(ctx, '2026-11-15', null)),
  ),
  within(talkedOf('Pay the Brakes invoice', l('11-16 12:00')), london('tuesday not monday', move(ctx, '2026-11-17', null))),
  london('move the beer line clean to thursday', move(words('beer line'), '2026-11-12', null)),
  london(
    'push the oven engineer to next wed 8am',
    move(words('oven engineer'), '2026-11-18', '08:00'),
    move(words('oven engineer'), '2026-11-25', '08:00'),
  ),
  within(
    talkedOf('Deep clean the walk-in before the EHO visit', l('12-02 12:00')),
    london('no the 1st, the visit is the 2nd', move(ctx, '2026-12-01', null)),
  ),
  within(
    talkedOf('Call sysco about the missing case of mozz', n('11-12 07:00')),
    newYork('their office opens 8, make it 8:15', move(ctx, null, '08:15')),
  ),
  within(
    talkedOf('Taste test w the Hendersons for their wedding menu', n('11-14 14:00')),
    newYork('bride texted, sunday same time', move(ctx, '2026-11-15', null), move(ctx, '2026-11-15', '14:00')),
  ),
  within(talkedOf('Check the IPA gravity', inMinutes(90)), newYork('make it noon', move(ctx, null, '12:00'))),
  within(talkedOf('Renew the DOH permit for the LIC site', n('12-15 12:00')), newYork('no its due 12/10', move(ctx, '2026-12-10', null))),
  within(
    talkedOf('Label + portion the keto bowls', n('11-12 06:00')),
    newYork('5:30 actually, drivers leave at 7', move(ctx, null, '05:30')),
  ),
  within(
    talkedOf('Walk the Fairfield venue with the bride', n('11-12 12:00')),
    newYork('shes running late, 1:30', move(ctx, null, '13:30')),
  ),
  within(talkedOf('Post the truck spots for next week on IG', n('11-15 20:00')), newYork('sat instead', move(ctx, '2026-11-14', null))),
  within(
    talkedOf('Do payroll for the bar staff', n('11-12 12:00')),
    newYork('needs to be wednesday the 18th', move(ctx, '2026-11-18', null)),
  ),
  newYork('move the tapioca call to 4', move(words('tapioca'), null, '16:00')),
  newYork('reschedule the hood vent clean to the 23rd', move(words('hood vent'), '2026-11-23', null)),
  within(
    talkedOf('Call the tapioca pearl supplier re the price hike', n('11-11 15:00')),
    newYork('oops meant 3:45', move(ctx, null, '15:45')),
  ),
  within(
    talkedOf('Send the Thanksgiving preorder form', n('11-16 09:00')),
    newYork('no thats too late, do fri', move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Order more cups and straws', n('11-20 12:00')), newYork('make it 11/18 9am', move(ctx, '2026-11-18', '09:00'))),
];

export const SIXTYSECOND_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Ring Bidfood re the short delivery'),
    london("rename to 'ring Bidfood re missing cream + eggs'", rename(ctx, 'ring Bidfood re missing cream + eggs')),
  ),
  within(
    talkedOf('Call Dave the cellar guy about the gas cylinders'),
    london('call it: order CO2 + mixed gas from Dave', rename(ctx, 'order CO2 + mixed gas from Dave')),
  ),
  london('rename the starter one to feed the rye starter', rename(words('starter'), 'feed the rye starter')),
  within(CAFE_LIST, london('change 2 to allergen sheet + QR code', rename(num(2), 'allergen sheet + QR code'))),
  within(
    talkedOf('Xmas menu to printers'),
    london("should say 'Xmas + NYE menus to printers'", rename(ctx, 'Xmas + NYE menus to printers')),
  ),
  within(
    talkedOf('Roast the Guji for the Deli Nova order'),
    london("its Guji AND Huila, change the title to 'roast Guji + Huila for Deli Nova'", rename(ctx, 'roast Guji + Huila for Deli Nova')),
  ),
  london("change 'pick up 40 jars' to 'pick up 60 jars + lids'", rename(words('pick up 40 jars'), 'pick up 60 jars + lids')),
  within(
    talkedOf('Send supper club guests the allergy form'),
    london('retitle → send Sat supper club allergy + dietary form', rename(ctx, 'send Sat supper club allergy + dietary form')),
  ),
  within(PUB_LIST, london('rename no 4 to cancel sky sports', rename(num(4), 'cancel sky sports'))),
  within(talkedOf('Put the rota up for next week'), london('name it rota w/c 16 nov', rename(ctx, 'rota w/c 16 nov'))),
  london(
    'the premises licence task should be "premises licence + DPS renewal"',
    rename(words('premises licence'), 'premises licence + DPS renewal'),
  ),
  within(BAKERY_LIST, london('rename 1 to order 50kg strong white (2 sacks)', rename(num(1), 'order 50kg strong white (2 sacks)'))),
  within(
    talkedOf('Call sysco about the missing case of mozz'),
    newYork("rename to 'sysco credit for mozz + basil'", rename(ctx, 'sysco credit for mozz + basil')),
  ),
  newYork("change the gravity one to 'check IPA + hazy gravity'", rename(words('gravity'), 'check IPA + hazy gravity')),
  within(
    talkedOf('Taste test w the Hendersons for their wedding menu'),
    newYork('its Hendersens with an e, fix it', rename(ctx, 'Taste test w the Hendersens for their wedding menu')),
  ),
  within(TRUCK_LIST, newYork('rename 3 → generator pull cord + oil change', rename(num(3), 'generator pull cord + oil change'))),
  within(
    talkedOf('Label + portion the keto bowls'),
    newYork('call it portion keto + vegan bowls', rename(ctx, 'portion keto + vegan bowls')),
  ),
  newYork("rename the DOH task to 'DOH permit renewal LIC + Astoria'", rename(words('DOH'), 'DOH permit renewal LIC + Astoria')),
  within(
    BAR_LIST,
    newYork("change #4 to 'write winter cocktail menu (6 drinks)'", rename(num(4), 'write winter cocktail menu (6 drinks)')),
  ),
  within(talkedOf('Cook a fresh batch of boba'), newYork('title should say brown sugar boba batch', rename(ctx, 'brown sugar boba batch'))),
  within(
    talkedOf('Walk the Fairfield venue with the bride'),
    newYork('name it Fairfield walkthrough w Priya + planner', rename(ctx, 'Fairfield walkthrough w Priya + planner')),
  ),
  newYork("the cups one → 'order 16oz cups, wide straws, sealer film'", rename(words('cups'), 'order 16oz cups, wide straws, sealer film')),
  within(PIZZA_LIST, newYork('rename 2 to LIC oven door gasket + hinge', rename(num(2), 'LIC oven door gasket + hinge'))),
  within(talkedOf('Sysco order'), newYork("make the title 'Sysco + Baldor orders'", rename(ctx, 'Sysco + Baldor orders'))),
];

export const SIXTYSECOND_REMOVE: HeldOutItem[] = [
  within(
    talkedOf('Book the oven engineer for the deck oven'),
    london('delete that, Gareth sorted it with a new thermocouple', remove(ctx), done(ctx)),
  ),
  within(CAFE_LIST, london('scrap no 1', remove(num(1)))),
  london('cancel the Stroud market reminder, pitch fee went up, not doing it', remove(words('Stroud market'))),
  london('bin the sky sports one', remove(words('sky sports'))),
  within(PUB_LIST, london('take 2 off, not doing xmas eve this year', remove(num(2)))),
  within(
    talkedOf('Send supper club guests the allergy form'),
    london('nvm get rid, they all filled it in on eventbrite', remove(ctx), done(ctx)),
  ),
  london('delete the Deli Nova roast, they cancelled', remove(words('Deli Nova'))),
  within(BAKERY_LIST, london('remove the last one', remove(num(4)))),
  within(talkedOf('Pay the Brakes invoice'), london('delete it, its on direct debit now', remove(ctx))),
  london('remove "feed the rye starter" from my list', remove(words('feed the rye starter'))),
  london('kill the hygiene cert reminder, the council does it automatically', remove(words('hygiene cert'))),
  within(talkedOf('Xmas menu to printers'), london('cancel that', remove(ctx))),
  within(talkedOf('Propane refill'), newYork('delete, my cousin already filled it', remove(ctx), done(ctx))),
  within(TRUCK_LIST, newYork('scratch 4', remove(num(4)))),
  newYork('cancel the hendersons tasting, they eloped lol', remove(words('hendersons'))),
  within(BAR_LIST, newYork('remove #2, rep quit', remove(num(2)))),
  newYork('get rid of the ice machine service reminder, under warranty now', remove(words('ice machine'))),
  within(talkedOf('Send the Thanksgiving preorder form'), newYork('actually scrap that, not doing thanksgiving this yr', remove(ctx))),
  within(PIZZA_LIST, newYork('delete the grease trap one', remove(words('grease trap')), remove(num(4)))),
  newYork('delete "sysco order", switched to Restaurant Depot', remove(words('sysco order'))),
  within(talkedOf('Do tip out'), newYork('remove that, toast does it now', remove(ctx))),
  newYork('take the hood vents one off the list', remove(words('hood vents'))),
  within(talkedOf('Taste test w the Hendersons for their wedding menu'), newYork('they cancelled. delete', remove(ctx))),
  newYork('can u delete the liquor license renewal, lawyer handles it', remove(words('liquor license'))),
];

export const SIXTYSECOND_DONE: HeldOutItem[] = [
  within(reminded('Ring Bidfood re the short delivery', OVERDUE_L), london('done, credit note coming', done(ctx))),
  within(reminded('Update the allergen sheet', OVERDUE_L), london('updated + laminated ✅', done(ctx))),
  within(CAFE_LIST, london('4 done', done(num(4)))),
  london('paid the brakes invoice', done(words('brakes invoice'))),
  within(reminded('Feed the starter', OVERDUE_L), london('fed', done(ctx))),
  within(reminded('Put the rota up for next week', OVERDUE_L), london('its up', done(ctx))),
  within(PUB_LIST, london('did 1 and 3 this morning', [done(num(1)), done(num(3))])),
  within(reminded('Cash up the market float', OVERDUE_L), london('cashed up, £412 👌', done(ctx))),
  london('beer lines are clean', done(words('beer lines'))),
  within(reminded('Roast the Guji for the Deli Nova order', OVERDUE_L), london('roasted & bagged', done(ctx))),
  within(talkedOf('Renew the premises licence'), london('renewal went in today, mark it off', done(ctx))),
  within(reminded('Send supper club guests the allergy form', LATER_L), london('sent to all 18', done(ctx))),
  within(BAKERY_LIST, london('engineer booked, tick 4', done(num(4)))),
  within(reminded('Count the tills', OVERDUE_L), london('yup did them', done(ctx))),
  within(reminded('Call sysco about the missing mozz', OVERDUE_N), newYork('called, theyre sending it w tmrws truck', done(ctx))),
  within(reminded('Check the IPA gravity', OVERDUE_N), newYork('1.012, done', done(ctx))),
  within(TRUCK_LIST, newYork('#2 done', done(num(2)))),
  within(reminded('Do tip out', OVERDUE_N), newYork('💯', done(ctx))),
  newYork('permit renewed for LIC', done(words('permit')), done(words('LIC'))),
  within(
    BAR_LIST,
    newYork(
      'inventory done, fixed the ice machine too',
      [done(words('inventory')), done(words('ice machine'))],
      [done(num(1)), done(num(3))],
    ),
  ),
  within(reminded('Label + portion the keto bowls', OVERDUE_N), newYork('all 64 portioned and labeled', done(ctx))),
  within(reminded('Propane refill', OVERDUE_N), newYork('tanks full 👍', done(ctx))),
  within(talkedOf('Walk the Fairfield venue with the bride'), newYork('walkthrough went great, that one can be checked off', done(ctx))),
  within(reminded('Cook a fresh batch of boba', OVERDUE_N), newYork('batch is in the warmer', done(ctx))),
  within(PIZZA_LIST, newYork('done w the mozz order', done(words('mozz')), done(num(1)))),
  within(reminded('Brew the pale ale', OVERDUE_N), newYork('in the fermenter 🍺', done(ctx))),
  within(reminded('Inventory count behind the bar', OVERDUE_N), newYork('counted', done(ctx))),
];

const WHICH_DELIVERY = {
  pending: { about: 'which_task' as const, options: ['Ring Bidfood re the short delivery', 'Ring Brakes re the Friday delivery'] },
};
const WHICH_CLEAN = {
  pending: { about: 'which_task' as const, options: ['Deep clean the hood vents', 'Deep clean the walk-in', 'Deep clean the truck fryer'] },
};
const SECOND_CHEF = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire a second chef or close Mondays?',
    options: ['Hire a second chef', 'Close Mondays'],
  },
};
const HAPPY_HOUR = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Bring back happy hour?',
    options: ['Bring it back, 4-6', 'No happy hour'],
  },
};
const BIGGER_VENUE = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Move the supper club to a bigger venue?',
    options: ['Move to the bigger venue', 'Stay in the flat'],
  },
};
const THIRD_SITE = { pending: { about: 'dilemma_options' as const, question: 'Should I open a third site?' } };
const LOCAL_DAIRY = { pending: { about: 'review' as const, decision: 'Switched the milk to the local dairy' } };
const SLICE_PRICE = { pending: { about: 'review' as const, decision: 'Raised slice prices by 50 cents' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Prepping the night before makes Saturday service calm' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Closing the kitchen at 10 keeps the team from burning out' } };
const STAFF_DO = {
  pending: { about: 'other' as const, question: 'Which day for the staff Christmas do?', options: ['Sunday 13th', 'Monday 14th'] },
};
const PLAN_TIME = {
  pending: { about: 'other' as const, question: 'Want the morning plan at 6 or 7?', options: ['6', '7'] },
};
const AGAIN_LATER = {
  pending: { about: 'other' as const, question: 'Shall I remind you about the Sysco call again after lunch?', options: [] },
};
const STUCK_L = { pending: { about: 'stuck' as const, task: 'Write the Christmas menu' } };
const STUCK_N = { pending: { about: 'stuck' as const, task: 'Write the winter cocktail menu' } };

export const SIXTYSECOND_ANSWER: HeldOutItem[] = [
  within(WHICH_DELIVERY, london('bidfood', answer(1))),
  within(WHICH_DELIVERY, london('the brakes one', answer(2))),
  within(WHICH_DELIVERY, london('1', answer(1))),
  within(SECOND_CHEF, london('second chef', answer(1))),
  within(SECOND_CHEF, london('close mondays, cant find anyone decent anyway', answer(2))),
  within(SECOND_CHEF, london('not sure yet, seeing the accountant thurs', answer(null))),
  within(BIGGER_VENUE, london('keeping it intimate, thats the whole point of it', answer(null))),
  within(LOCAL_DAIRY, london('brilliant, customers love it and its cheaper', answer(null))),
  within(KEEP_L, london('yes keep', answer(null), note)),
  within(KEEP_L, london('nah leave it', answer(null))),
  within(STAFF_DO, london('the monday', answer(2))),
  within(STAFF_DO, london('sun 13th', answer(1))),
  within(STUCK_L, london('dont know what to charge for the turkey course', answer(null))),
  within(WHICH_CLEAN, newYork('walk-in', answer(2))),
  within(WHICH_CLEAN, newYork('the fryer one', answer(3))),
  within(WHICH_CLEAN, newYork('the 2nd one', answer(2))),
  within(WHICH_CLEAN, newYork('all of em honestly', answer(null))),
  within(HAPPY_HOUR, newYork('bring it back', answer(1))),
  within(HAPPY_HOUR, newYork('no HH, margins too thin', answer(2))),
  within(HAPPY_HOUR, newYork('option 2', answer(2))),
  within(THIRD_SITE, newYork('either Jackson Heights or just a ghost kitchen', answer(null))),
  within(SLICE_PRICE, newYork('nobody even noticed, should of done it sooner', answer(null))),
  within(KEEP_N, newYork('keep it', answer(null), note)),
  within(PLAN_TIME, newYork('6 is good', answer(1))),
  within(AGAIN_LATER, newYork('yeah pls', answer(null))),
  within(STUCK_N, newYork('no time, every night is slammed', answer(null))),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SIXTYSECOND_KINDS: Record<string, HeldOutItem[]> = {
  ask: SIXTYSECOND_ASK,
  recurring: SIXTYSECOND_RECURRING,
  snooze: SIXTYSECOND_SNOOZE,
  correction: SIXTYSECOND_CORRECTION,
  rename: SIXTYSECOND_RENAME,
  remove: SIXTYSECOND_REMOVE,
  done: SIXTYSECOND_DONE,
  answer: SIXTYSECOND_ANSWER,
  ramble: SIXTYSECOND_RAMBLE,
  greeting: SIXTYSECOND_GREETING,
  thanks: SIXTYSECOND_THANKS,
  feeling: SIXTYSECOND_FEELING,
  question: SIXTYSECOND_QUESTION,
  statement: SIXTYSECOND_STATEMENT,
  decision: SIXTYSECOND_DECISION,
  dilemma: SIXTYSECOND_DILEMMA,
  recall: SIXTYSECOND_RECALL,
  prioritise: SIXTYSECOND_PRIORITISE,
  agenda: SIXTYSECOND_AGENDA,
  free_time: SIXTYSECOND_FREE_TIME,
  unclear: SIXTYSECOND_UNCLEAR,
  bare: SIXTYSECOND_BARE,
};

export const HELD_OUT_SIXTYSECOND: HeldOutItem[] = Object.values(HELD_OUT_SIXTYSECOND_KINDS).flat();
