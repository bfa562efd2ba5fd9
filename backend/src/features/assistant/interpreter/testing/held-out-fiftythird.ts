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
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  FIFTYTHIRD_AGENDA,
  FIFTYTHIRD_ANSWER,
  FIFTYTHIRD_BARE,
  FIFTYTHIRD_DECISION,
  FIFTYTHIRD_DILEMMA,
  FIFTYTHIRD_FEELING,
  FIFTYTHIRD_FREE_TIME,
  FIFTYTHIRD_GREETING,
  FIFTYTHIRD_PRIORITISE,
  FIFTYTHIRD_QUESTION,
  FIFTYTHIRD_RECALL,
  FIFTYTHIRD_STATEMENT,
  FIFTYTHIRD_THANKS,
  FIFTYTHIRD_UNCLEAR,
} from './held-out-fiftythird-b';

/**
 * The fifty-third held-out set: fourteen people who work nights and odd hours and run something of
 * their own. In London: a cocktail-bar manager, a chef who owns a small restaurant, a night-shift
 * nurse with a private massage practice, a baker who starts at 3am, a black-cab driver, a hotel
 * night porter selling vintage clothes on the side and a late-night food-truck owner. In New York:
 * a club DJ and promoter, the owner of a small security firm, a 24-hour locksmith, a live-sound
 * engineer, an after-hours office-cleaning company owner, an independent cinema's manager and a
 * care-home night manager who also does private care shifts. Their days do not follow the clock:
 * "tonight at 1" is tomorrow's date, "saturday 3am" may be Saturday night, "after my shift" may be
 * the next morning. Tired, short, misspelt. Read at HELD_OUT_NOW: Wednesday 11 November 2026,
 * 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per trade. */
const BAR_LIST = {
  listed: ['Ring the brewery re short kegs', 'Book the glasswasher repair', 'Renew the personal licence', 'Do the December rota'],
};
const KITCHEN_LIST = { listed: ['Order turbot', 'Deep clean the extractor', 'Pay the veg invoice', 'Fix the walk-in door seal'] };
const BAKERY_LIST = {
  listed: ['Call the mill about rye flour', 'Invoice the café on Bellenden Rd', 'Book the oven service', 'Buy new bannetons'],
};
const VINTAGE_LIST = {
  listed: ['Photograph the 70s leather jackets', 'Post Vinted parcels', 'Book the Brick Lane pitch', 'Steam the silk blouses'],
};
const GIG_LIST = {
  listed: ['Send flyer files to the printer', 'Pay the Basement 33 deposit', 'Confirm the B2B with Kaya', 'Upload the November mix'],
};
const CREW_LIST = { listed: ['Order microfiber cloths', 'Run payroll', 'Walkthrough at 32nd St', 'Fix the floor buffer'] };
const GUARD_LIST = {
  listed: ["Renew Darnell's guard card", 'Workers comp audit call', 'Send the bank lobby invoice', 'Cover Saturday at the warehouse'],
};
const CINEMA_LIST = {
  listed: [
    'Test the DCP for the midnight show',
    'Order popcorn kernels',
    'Call the distributor about the 35mm print',
    'Replace the projector lamp',
  ],
};

export const FIFTYTHIRD_ASK: HeldOutItem[] = [
  london('remind me to ring the brewery about the short kegs tmrw at 11', task('ring the brewery about the short kegs', l('11-12 11:00'))),
  london('order turbot from billingsgate thurs 4am', task('order turbot from billingsgate', l('11-12 04:00'))),
  london(
    'NMC revalidation deadline 30 nov, dont let me forget',
    task('NMC revalidation', l('11-30')),
    task('NMC revalidation deadline', l('11-30')),
  ),
  london('fri 2pm oven engineer at the bakery', task('oven engineer at the bakery', l('11-13 14:00'))),
  london(
    'cab overhaul at the garage 24th 8am remind me',
    task('cab overhaul at the garage', l('11-24 08:00')),
    task('cab overhaul at the garage 24th', l('11-24 08:00')),
  ),
  london('post office shuts 5.30, post the vinted parcels before', task('post the vinted parcels', l('11-11 17:30'))),
  london(
    'refill the gas bottles tmrw 5pm before i open the truck',
    task('refill the gas bottles', l('11-12 17:00')),
    task('refill the gas bottles before i open the truck', l('11-12 17:00')),
  ),
  london(
    'call hackney council re the TEN for the NYE party, they open at 9 tomorrow',
    task('call hackney council re the TEN for the NYE party', l('11-12 09:00')),
  ),
  london('remind me at midnight to take the veal stock off', task('take the veal stock off', l('11-12 00:00'))),
  london("massage for Mrs Pereira sat 1pm (after i've slept)", task('massage for Mrs Pereira', l('11-14 13:00'))),
  london('feed the rye starter 11pm tonight', task('feed the rye starter', l('11-11 23:00'))),
  london('pay cab insurance monday', task('pay cab insurance', l('11-16'))),
  london('remind me in 40 mins to swap the wash over', task('swap the wash over', inMinutes(40))),
  london(
    'street trading licence renewal by 1st dec',
    task('street trading licence renewal', l('12-01')),
    task('street trading licence renewal', l('11-30')),
  ),
  london('2.30am text the cleaner the new alarm code', task('text the cleaner the new alarm code', l('11-12 02:30'))),
  london(
    'at 6 when i wake up ring the mill about the flour',
    task('ring the mill about the flour', l('11-12 06:00')),
    task('ring the mill about the flour', l('11-11 18:00')),
  ),
  london(
    'URGENT sort the fridge temp log before the EHO comes fri',
    task('sort the fridge temp log', l('11-13'), { important: true }),
    task('sort the fridge temp log before the EHO comes', l('11-13'), { important: true }),
  ),
  london(
    'send off the tfl licence renewal by 4 dec',
    task('send off the tfl licence renewal', l('12-04')),
    task('send off the tfl licence renewal', l('12-03')),
  ),
  london('sunday 6am set up at brick lane market', task('set up at brick lane market', l('11-15 06:00'))),
  london(
    'tomorrow night 10 ring dad before my shift',
    task('ring dad', l('11-12 22:00')),
    task('ring dad before my shift', l('11-12 22:00')),
  ),
  london('remind me at 1 tonight to order the chicken thighs', task('order the chicken thighs', l('11-12 01:00'))),
  london('before service tmrw ring the fish guy, so like 3pm', task('ring the fish guy', l('11-12 15:00'))),
  newYork('send flyer files to the printer by 6 tonight', task('send flyer files to the printer', n('11-11 18:00'))),
  newYork(
    "renew Darnell's guard card before the 20th",
    task("renew Darnell's guard card", n('11-20')),
    task("renew Darnell's guard card", n('11-19')),
  ),
  newYork(
    'grab kwikset blanks from the supply place in queens tmrw 9am',
    task('grab kwikset blanks from the supply place in queens', n('11-12 09:00')),
  ),
  newYork('invoice the hollis room for saturdays show', task('invoice the hollis room for saturdays show')),
  newYork('walkthrough w the new client on 32nd st thurs 7pm', task('walkthrough w the new client on 32nd st', n('11-12 19:00'))),
  newYork('test the DCP for the midnight show thursday 10pm', task('test the DCP for the midnight show', n('11-12 22:00'))),
  newYork("sunday 7pm leave for mr feldman's overnight", task("leave for mr feldman's overnight", n('11-15 19:00'))),
  newYork('pay the basement 33 deposit for dec 5 by fri', task('pay the basement 33 deposit for dec 5', n('11-13'))),
  newYork('call back the lady locked out on ave J in 2 hrs', task('call back the lady locked out on ave J', inMinutes(120))),
  newYork('workers comp audit call 11/18 2:30pm', task('workers comp audit call', n('11-18 14:30'))),
  newYork('order microfiber cloths + paper towels tonite 9', task('order microfiber cloths + paper towels', n('11-11 21:00')), [
    task('order microfiber cloths', n('11-11 21:00')),
    task('order paper towels', n('11-11 21:00')),
  ]),
  newYork('call the distributor about the 35mm print at 3', task('call the distributor about the 35mm print', n('11-11 15:00'))),
  newYork('renew my CPR cert 12/15', task('renew my CPR cert', n('12-15'))),
  newYork('text the promoter about overtime tonight at 1 after load out', task('text the promoter about overtime', n('11-12 01:00'))),
  newYork(
    'after my shift tmrw drop the timesheets at the agency',
    task('drop the timesheets at the agency', n('11-12')),
    task('drop the timesheets at the agency', n('11-13')),
    unclear,
  ),
  newYork(
    'sat 3am pay the door guys cash',
    task('pay the door guys cash', n('11-14 03:00')),
    task('pay the door guys cash', n('11-15 03:00')),
  ),
  newYork('IMPORTANT fund the payroll account by thurs 3pm', task('fund the payroll account', n('11-12 15:00'), { important: true })),
  newYork('remind me at 4am to check the boiler at the home', task('check the boiler at the home', n('11-12 04:00'))),
  newYork(
    'post the flyers on IG by midnight friday',
    task('post the flyers on IG', n('11-13 00:00')),
    task('post the flyers on IG', n('11-14 00:00')),
  ),
];

export const FIFTYTHIRD_RECURRING: HeldOutItem[] = [
  london(
    'every sunday at 4pm do the bar rota for the week',
    task('do the bar rota for the week', l('11-15 16:00'), { repeat: every('week') }),
  ),
  london('remind me every night at 11 to feed the starter', task('feed the starter', l('11-11 23:00'), { repeat: every('day') })),
  london('fish order every tues 5am', task('fish order', l('11-17 05:00'), { repeat: every('week') })),
  london('pay the bakery unit rent on the 1st of each month', task('pay the bakery unit rent', l('12-01'), { repeat: every('month') })),
  london(
    'every weeknight 9pm answer the vinted messages',
    task('answer the vinted messages', l('11-11 21:00'), { repeat: every('weekday') }),
  ),
  london('every other monday clean the extractor filters', task('clean the extractor filters', l('11-16'), { repeat: every('week', 2) })),
  london(
    'thursdays 3pm text my massage clients about weekend slots, weekly',
    task('text my massage clients about weekend slots', l('11-12 15:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every year on 19 jan to renew the cab insurance',
    task('renew the cab insurance', l('2027-01-19 12:00'), { repeat: every('year') }),
  ),
  london(
    'every sat 6pm top up the generator before trading',
    task('top up the generator', l('11-14 18:00'), { repeat: every('week') }),
    task('top up the generator before trading', l('11-14 18:00'), { repeat: every('week') }),
  ),
  london('check the proofer temp every day at 5am', task('check the proofer temp', l('11-12 05:00'), { repeat: every('day') })),
  london('clean the beer lines every 2 weeks, mondays', task('clean the beer lines', l('11-16'), { repeat: every('week', 2) })),
  london(
    'every night at 2am check the gas is off on the truck',
    task('check the gas is off on the truck', l('11-12 02:00'), { repeat: every('day') }),
  ),
  london('the 25th of every month do the tronc payout', task('do the tronc payout', l('11-25'), { repeat: every('month') })),
  newYork(
    'every friday 4pm send the door list to the venue',
    task('send the door list to the venue', n('11-13 16:00'), { repeat: every('week') }),
  ),
  newYork('payroll every thursday at noon', task('payroll', n('11-12 12:00'), { repeat: every('week') })),
  newYork(
    'every monday 10am check the guard schedule for the week',
    task('check the guard schedule for the week', n('11-16 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'van lease on the 1st every month',
    task('van lease', n('12-01'), { repeat: every('month') }),
    task('pay van lease', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'restock the van w blanks every sunday night at 9',
    task('restock the van w blanks', n('11-15 21:00'), { repeat: every('week') }),
  ),
  newYork(
    'every weeknight at 6pm text the crews their building list',
    task('text the crews their building list', n('11-11 18:00'), { repeat: every('weekday') }),
  ),
  newYork('every wednesday 11am book next weeks films', task('book next weeks films', n('11-11 11:00'), { repeat: every('week') })),
  newYork(
    'private shift at mr feldmans every tuesday 8pm',
    task('private shift at mr feldmans', n('11-17 20:00'), { repeat: every('week') }),
  ),
  newYork('locksmith license renewal every year dec 1', task('locksmith license renewal', n('12-01'), { repeat: every('year') })),
  newYork('invoice the hollis room every 2 weeks on friday', task('invoice the hollis room', n('11-13'), { repeat: every('week', 2) })),
  newYork(
    'take my meds at 4pm every day before shift',
    task('take my meds', n('11-11 16:00'), { repeat: every('day') }),
    task('take my meds before shift', n('11-11 16:00'), { repeat: every('day') }),
  ),
  newYork(
    'every saturday 11pm post the IG story for the night',
    task('post the IG story for the night', n('11-14 23:00'), { repeat: every('week') }),
  ),
  newYork(
    'send the care agency my hours on the 15th of every month',
    task('send the care agency my hours', n('11-15'), { repeat: every('month') }),
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
/** A snooze to one named moment, or the task moved to it. */
const toL = (date: string, time: string): ReturnType<typeof move>[] => [snoozeUntil(l(`${date} ${time}`)), move(ctx, `2026-${date}`, time)];
const toN = (date: string, time: string): ReturnType<typeof move>[] => [snoozeUntil(n(`${date} ${time}`)), move(ctx, `2026-${date}`, time)];

export const FIFTYTHIRD_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring the brewery re short kegs', OVERDUE_L), london('in the cellar, 20 min', snoozeFor(20))),
  within(reminded('Call Hackney council re the TEN', OVERDUE_L), london('after service, like 11', ...toL('11-11', '23:00'))),
  within(reminded('Pay the veg invoice', OVERDUE_L), london('mid prep. hour', snoozeFor(60))),
  within(reminded('Book NMC revalidation slot', OVERDUE_L), london('on shift til 8am, do it then', ...toL('11-12', '08:00'))),
  within(reminded('Ring the mill about the flour', OVERDUE_L), london('going to bed. tomorrow', ...toDayL('11-12'))),
  within(reminded('Pay cab insurance', OVERDUE_L), london('driving, 2hrs', snoozeFor(120))),
  within(reminded('Post the vinted parcels', OVERDUE_L), london('snooze til 5', ...toL('11-11', '17:00'))),
  within(reminded('Refill the gas bottles', OVERDUE_L), london('later mate', snoozeFor(60))),
  within(reminded('Book the glasswasher repair', OVERDUE_L), london('thursday', ...toDayL('11-12'))),
  within(reminded('Order the chicken thighs', OVERDUE_L), london('do it at 1am when we close', ...toL('11-12', '01:00'))),
  within(reminded('Confirm Mrs Pereira', OVERDUE_L), london('give me 15', snoozeFor(15))),
  within(reminded('Text the landlord re the damp', OVERDUE_L), london('monday, too knackered this week', ...toDayL('11-16'))),
  within(reminded('Send flyer files to the printer', OVERDUE_N), newYork('just got home, 3 hrs', snoozeFor(180))),
  within(reminded("Renew Darnell's guard card", OVERDUE_N), newYork('asleep til 4, remind me then', ...toN('11-11', '16:00'))),
  within(reminded('Grab kwikset blanks', OVERDUE_N), newYork('on a lockout, 45', snoozeFor(45))),
  within(reminded('Invoice the hollis room', OVERDUE_N), newYork('snooze til tonight 8', ...toN('11-11', '20:00'))),
  within(reminded('Order microfiber cloths', OVERDUE_N), newYork('not now', snoozeFor(60), answer(null))),
  within(
    reminded('Call the distributor about the 35mm print', OVERDUE_N),
    newYork('their office opens at 11, remind me then', ...toN('11-11', '11:00')),
  ),
  within(reminded('Drop the timesheets at the agency', OVERDUE_N), newYork('friday', ...toDayN('11-13'))),
  within(reminded('Pay the Basement 33 deposit', OVERDUE_N), newYork('push it a day', snoozeFor(1440))),
  within(reminded('Run payroll', OVERDUE_N), newYork('30', snoozeFor(30))),
  within(reminded('Test the DCP', OVERDUE_N), newYork('this afternoon at 2', ...toN('11-11', '14:00'))),
  within(reminded('Confirm the B2B with Kaya', OVERDUE_N), newYork('sleeping. ask me after 5pm', ...toN('11-11', '17:00'))),
  within(reminded('Call back the ave J lockout', OVERDUE_N), newYork('10 min', snoozeFor(10))),
  within(reminded('Send the bank lobby invoice', OVERDUE_N), newYork('monday pls, their AP is closed weekends anyway', ...toDayN('11-16'))),
  within(reminded('Order popcorn kernels', OVERDUE_N), newYork('remind me tmrw night 10', ...toN('11-12', '22:00'))),
];

export const FIFTYTHIRD_CORRECTION: HeldOutItem[] = [
  within(
    talkedOf('Ring the brewery about the short kegs', l('11-12 11:00')),
    london('no make it 12, they dont answer before', move(ctx, null, '12:00')),
  ),
  within(talkedOf('Order turbot from billingsgate', l('11-12 04:00')), london('sorry 3am not 4', move(ctx, null, '03:00'))),
  within(
    talkedOf('Massage for Mrs Pereira', l('11-14 13:00')),
    london('actually sunday, same time', move(ctx, '2026-11-15', null), move(ctx, '2026-11-15', '13:00')),
  ),
  within(talkedOf('Oven engineer at the bakery', l('11-13 14:00')), london('he just texted, its 11 now', move(ctx, null, '11:00'))),
  within(talkedOf('Feed the rye starter', l('11-11 23:00')), london('half 10 not 11', move(ctx, null, '22:30'))),
  within(
    talkedOf('Take the veal stock off', l('11-12 00:00')),
    london('no 1am, it needs longer', move(ctx, null, '01:00'), move(ctx, '2026-11-12', '01:00')),
  ),
  within(
    talkedOf('Set up at brick lane market', l('11-15 06:00')),
    london('its saturday not sunday this week', move(ctx, '2026-11-14', null)),
  ),
  within(talkedOf('Pay cab insurance', l('11-16 12:00')), london('wrong, its due tuesday', move(ctx, '2026-11-17', null))),
  within(talkedOf('Refill the gas bottles', l('11-12 17:00')), london('make that 4', move(ctx, null, '16:00'))),
  within(
    talkedOf('Text the cleaner the new alarm code', l('11-12 02:30')),
    london('nah 3.15, still cashing up at half 2', move(ctx, null, '03:15')),
  ),
  within(talkedOf('Ring dad', l('11-12 22:00')), london('9 not 10, he goes to bed early', move(ctx, null, '21:00'))),
  within(talkedOf('Cab overhaul at the garage', l('11-24 08:00')), london('garage moved it to the 26th', move(ctx, '2026-11-26', null))),
  london('move the extractor clean to sunday night 11pm', move(words('extractor'), '2026-11-15', '23:00')),
  within(
    talkedOf('Order the chicken thighs', l('11-12 01:00')),
    london('1pm i meant not 1am lol', move(ctx, null, '13:00'), move(ctx, '2026-11-12', '13:00')),
  ),
  within(
    talkedOf('Lock the cellar', l('11-12 02:00')),
    london('no earlier, 11.45 tonight before the late crowd', move(ctx, '2026-11-11', '23:45')),
  ),
  within(talkedOf('Send flyer files to the printer', n('11-11 18:00')), newYork('they close at 5, make it 4:30', move(ctx, null, '16:30'))),
  within(talkedOf('Walkthrough w the new client on 32nd st', n('11-12 19:00')), newYork('client wants 8pm', move(ctx, null, '20:00'))),
  within(
    talkedOf('Test the DCP for the midnight show', n('11-12 22:00')),
    newYork('do it tonight instead, same time', move(ctx, '2026-11-11', null), move(ctx, '2026-11-11', '22:00')),
  ),
  within(talkedOf('Pay the basement 33 deposit for dec 5', n('11-13 12:00')), newYork('nah thursday', move(ctx, '2026-11-12', null))),
  within(talkedOf('Workers comp audit call', n('11-18 14:30')), newYork('3:30 sorry', move(ctx, null, '15:30'))),
  within(
    talkedOf('Pay the door guys cash', n('11-14 03:00')),
    newYork('I mean saturday NIGHT, so sunday 3am technically', move(ctx, '2026-11-15', null), move(ctx, '2026-11-15', '03:00')),
  ),
  within(
    talkedOf('Call the distributor about the 35mm print', n('11-11 15:00')),
    newYork('west coast office, make it 6 our time', move(ctx, null, '18:00')),
  ),
  within(
    talkedOf("Leave for mr feldman's overnight", n('11-15 19:00')),
    newYork('his daughter changed it to saturday', move(ctx, '2026-11-14', null)),
  ),
  newYork('push the hollis room invoice to monday', move(words('hollis room'), '2026-11-16', null)),
  within(
    talkedOf('Text the promoter about overtime', n('11-12 01:00')),
    newYork('actually make it 2, load out always runs late', move(ctx, null, '02:00')),
  ),
  within(talkedOf('Grab kwikset blanks', n('11-12 09:00')), newYork("midday not 9, i'll be asleep", move(ctx, null, '12:00'))),
  within(talkedOf('Renew my CPR cert', n('12-15 12:00')), newYork('typo, its 12/5', move(ctx, '2026-12-05', null))),
];

export const FIFTYTHIRD_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Ring the brewery about the short kegs'),
    london('rename it ring Five Points about the 2 missing kegs', rename(ctx, 'ring Five Points about the 2 missing kegs')),
  ),
  within(
    talkedOf('Order turbot from billingsgate'),
    london('call it "turbot + 2 brill from Billingsgate"', rename(ctx, 'turbot + 2 brill from Billingsgate')),
  ),
  london('change the starter one to feed rye AND white starter', rename(words('starter'), 'feed rye AND white starter')),
  within(
    talkedOf('Massage for Mrs Pereira'),
    london('its pereira-lopes, double barrelled. fix it', rename(ctx, 'Massage for Mrs Pereira-Lopes')),
  ),
  within(BAR_LIST, london('rename 4 to xmas + nye rota', rename(num(4), 'xmas + nye rota'))),
  within(
    talkedOf('Cab overhaul at the garage'),
    london("should say cab overhaul + new tyres at Pete's", rename(ctx, "cab overhaul + new tyres at Pete's")),
  ),
  london("the vinted parcels one, call it 'post 3 vinted + 1 depop'", rename(words('vinted parcels'), 'post 3 vinted + 1 depop')),
  within(
    talkedOf('Refill the gas bottles'),
    london('title: swap 2 propane bottles at calor', rename(ctx, 'swap 2 propane bottles at calor')),
  ),
  within(VINTAGE_LIST, london('change no 1 to photograph leather jackets + suede', rename(num(1), 'photograph leather jackets + suede'))),
  within(talkedOf('Call hackney council re the TEN for the NYE party'), london('make the name just "NYE TEN"', rename(ctx, 'NYE TEN'))),
  london('rename the fridge log task → fridge logs + allergen folder', rename(words('fridge log'), 'fridge logs + allergen folder')),
  within(
    talkedOf('Send flyer files to the printer'),
    newYork('rename to send flyers + posters to the printer on Myrtle', rename(ctx, 'send flyers + posters to the printer on Myrtle')),
  ),
  newYork("change darnell's one to 'darnell + luis guard cards'", rename(words('darnell'), 'darnell + luis guard cards')),
  within(
    talkedOf('Grab kwikset blanks from the supply place in queens'),
    newYork('call it kwikset + schlage blanks, queens', rename(ctx, 'kwikset + schlage blanks, queens')),
  ),
  within(CREW_LIST, newYork('rename #4 to fix the floor buffer on 2nd ave', rename(num(4), 'fix the floor buffer on 2nd ave'))),
  within(
    talkedOf('Test the DCP for the midnight show'),
    newYork("should be 'test Rocky Horror DCP + subs'", rename(ctx, 'test Rocky Horror DCP + subs')),
  ),
  within(
    talkedOf('Private shift at mr feldmans'),
    newYork('name it Feldman overnight (bring meds list)', rename(ctx, 'Feldman overnight (bring meds list)')),
  ),
  newYork(
    'the hollis invoice task, retitle it invoice hollis room 11/14 + 11/21',
    rename(words('hollis'), 'invoice hollis room 11/14 + 11/21'),
  ),
  within(GIG_LIST, newYork('rename 3 - confirm b2b w kaya AND the visuals guy', rename(num(3), 'confirm b2b w kaya AND the visuals guy'))),
  within(
    talkedOf('Workers comp audit call'),
    newYork('change title to workers comp audit w/ Linda @ the broker', rename(ctx, 'workers comp audit w/ Linda @ the broker')),
  ),
  within(
    talkedOf('Call the distributor about the 35mm print'),
    newYork('retitle: chase the 35mm Vertigo print', rename(ctx, 'chase the 35mm Vertigo print')),
  ),
  within(
    talkedOf('Order microfiber cloths + paper towels'),
    newYork('fix the name: order microfiber cloths + trash bags', rename(ctx, 'order microfiber cloths + trash bags')),
  ),
];

export const FIFTYTHIRD_REMOVE: HeldOutItem[] = [
  within(talkedOf('Ring dad'), london('delete that, he rang me', remove(ctx), done(ctx))),
  within(KITCHEN_LIST, london('scrap no 2, landlord is paying for it', remove(num(2)))),
  london('bin the NYE TEN reminder, we arent doing nye', remove(words('NYE'))),
  within(BAKERY_LIST, london('get rid of 4', remove(num(4)))),
  within(talkedOf('Massage for Mrs Pereira'), london("cancel it, she's in spain", remove(ctx))),
  london('take the cab insurance one off, direct debit sorted it', remove(words('cab insurance')), done(words('cab insurance'))),
  within(VINTAGE_LIST, london('remove the brick lane one', remove(words('brick lane')), remove(num(3)))),
  london('delete "feed the starter" the daily one, my apprentice does it now', remove(words('feed the starter'))),
  within(talkedOf('Swap 2 propane bottles at calor'), london('nvm scrap it', remove(ctx))),
  within(BAR_LIST, london('3 can go, licence is fine til 2028', remove(num(3)))),
  london('cancel the tronc reminder, payroll do it now', remove(words('tronc'))),
  within(GIG_LIST, newYork('kill 2, venue waived the deposit', remove(num(2)))),
  within(talkedOf('Walkthrough w the new client on 32nd st'), newYork('delete, they went with another company', remove(ctx))),
  newYork('remove the popcorn kernels task', remove(words('popcorn kernels'))),
  within(CINEMA_LIST, newYork('drop #4 the lamp was fine', remove(num(4)))),
  newYork("cancel the feldman reminder, he's in the hospital", remove(words('feldman'))),
  within(GUARD_LIST, newYork('delete the first one, darnell quit', remove(num(1)))),
  within(talkedOf('Post the IG story for the night'), newYork('stop that one, manager does socials now', remove(ctx))),
  newYork('get rid of the van lease reminder, paid it off 🙌', remove(words('van lease')), done(words('van lease'))),
  within(CREW_LIST, newYork('take off the walkthrough one', remove(words('walkthrough')), remove(num(3)))),
  within(talkedOf('Text the promoter about overtime'), newYork('nah delete, he already venmoed', remove(ctx), done(ctx))),
  newYork('scratch the hollis room invoice, they paid upfront', remove(words('hollis room')), done(words('hollis room'))),
];

export const FIFTYTHIRD_DONE: HeldOutItem[] = [
  within(reminded('Ring the brewery re short kegs', OVERDUE_L), london('done, credit note coming', done(ctx))),
  within(BAR_LIST, london('2 done, engineer came', done(num(2)))),
  london('fed the starter', done(words('starter'))),
  within(reminded('Order turbot from billingsgate', OVERDUE_L), london('ordered at 4 this morning', done(ctx))),
  within(reminded('Book NMC revalidation slot', OVERDUE_L), london('booked it on my break last night', done(ctx))),
  within(BAKERY_LIST, london('did 1 and 3', [done(num(1)), done(num(3))])),
  within(reminded('Pay cab insurance', OVERDUE_L), london('paid ✅', done(ctx))),
  within(reminded('Post the vinted parcels', OVERDUE_L), london('all posted 📦', done(ctx))),
  london('rang the council, TEN is in', done(words('council'))),
  within(reminded('Refill the gas bottles', OVERDUE_L), london('yeah sorted', done(ctx))),
  within(KITCHEN_LIST, london('walk in seal fixed', done(words('walk in seal')), done(num(4)))),
  within(reminded('Text the cleaner the new alarm code', OVERDUE_L), london('text sent', done(ctx))),
  within(reminded('Confirm Mrs Pereira', OVERDUE_L), london('she confirmed, done', done(ctx))),
  within(reminded('Send flyer files to the printer', OVERDUE_N), newYork('sent em before i crashed', done(ctx))),
  within(GIG_LIST, newYork('4 done, mix is up', done(num(4)))),
  within(reminded('Grab kwikset blanks', OVERDUE_N), newYork('got em', done(ctx))),
  newYork('payroll ran', done(words('payroll'))),
  within(reminded('Test the DCP for the midnight show', OVERDUE_N), newYork('tested, subs in sync', done(ctx))),
  within(CINEMA_LIST, newYork('kernels ordered, #2 done', done(num(2)))),
  within(reminded('Drop the timesheets at the agency', OVERDUE_N), newYork('dropped off on my way home this morning', done(ctx))),
  within(reminded("Renew Darnell's guard card", OVERDUE_N), newYork('✅ renewed', done(ctx))),
  within(GUARD_LIST, newYork('invoice went out, the bank lobby one', done(words('bank lobby')), done(num(3)))),
  within(reminded('Call back the ave J lockout', OVERDUE_N), newYork('yup called, going there now', done(ctx))),
  newYork('finished the walkthrough on 32nd', done(words('walkthrough'))),
  within(reminded('Order microfiber cloths', OVERDUE_N), newYork('did it', done(ctx))),
  within(reminded('Take my meds', OVERDUE_N), newYork('took em', done(ctx))),
];

export const FIFTYTHIRD_RAMBLE: HeldOutItem[] = [
  london(
    'ring brewery re kegs, order limes, and fix the rota before friday',
    [task('ring brewery re kegs'), task('order limes'), task('fix the rota', l('11-13'))],
    [task('ring brewery re kegs'), task('order limes'), task('fix the rota', l('11-12'))],
    [task('ring brewery re kegs', l('11-13')), task('order limes', l('11-13')), task('fix the rota', l('11-13'))],
  ),
  london(
    'right so um voice note, tomorrow i need to get the fish order in by 5am, call the extractor people, and uh chase the veg invoice credit',
    [task('get the fish order in', l('11-12 05:00')), task('call the extractor people'), task('chase the veg invoice credit')],
    [
      task('get the fish order in', l('11-12 05:00')),
      task('call the extractor people', l('11-12')),
      task('chase the veg invoice credit', l('11-12')),
    ],
  ),
  london('after nights this week: book the couch service, renew the massage insurance and order more oil', [
    task('book the couch service'),
    task('renew the massage insurance'),
    task('order more oil'),
  ]),
  london(
    'feed starter 11pm, mix the sourdough at 1am and shape at 3',
    [task('feed starter', l('11-11 23:00')), task('mix the sourdough', l('11-12 01:00')), task('shape', l('11-12 03:00'))],
    [task('feed starter', l('11-11 23:00')), task('mix the sourdough', l('11-12 01:00')), task('shape the sourdough', l('11-12 03:00'))],
  ),
  london('cab MOT 24th 8am, tax disc- i mean road tax, and ring the accountant', [
    task('cab MOT', l('11-24 08:00')),
    task('road tax'),
    task('ring the accountant'),
  ]),
  london('steam the silk blouses, list the leather jackets on vinted and post the 2 depop orders', [
    task('steam the silk blouses'),
    task('list the leather jackets on vinted'),
    task('post the 2 depop orders'),
  ]),
  london(
    'gas bottles, napkins, and the pitch licence form for tower hamlets',
    [task('gas bottles'), task('napkins'), task('the pitch licence form for tower hamlets')],
    [task('gas bottles'), task('napkins'), task('pitch licence form for tower hamlets')],
  ),
  london('1) email the landlord about the flat above the bar 2) restock the gin 3) do the tronc sheet', [
    task('email the landlord about the flat above the bar'),
    task('restock the gin'),
    task('do the tronc sheet'),
  ]),
  london(
    'ok so erm when i get in tonight i need to like, text Ade the rota, sort the allergen sheet for the new menu and uh order more deli containers',
    [task('text Ade the rota'), task('sort the allergen sheet for the new menu'), task('order more deli containers')],
  ),
  london('tmrw: 9am bank, 11 pick up the new float, 4pm staff meeting', [
    task('bank', l('11-12 09:00')),
    task('pick up the new float', l('11-12 11:00')),
    task('staff meeting', l('11-12 16:00')),
  ]),
  london(
    'remind me at 2am to lock the cellar and also to turn the heating off in the flat',
    [task('lock the cellar', l('11-12 02:00')), task('turn the heating off in the flat')],
    [task('lock the cellar', l('11-12 02:00')), task('turn the heating off in the flat', l('11-12 02:00'))],
  ),
  london(
    'ugh ok list: limes, lemons, soda gun nozzle, and ring the glasswasher bloke back',
    [task('limes'), task('lemons'), task('soda gun nozzle'), task('ring the glasswasher bloke back')],
    [task('limes, lemons, soda gun nozzle'), task('ring the glasswasher bloke back')],
  ),
  newYork(
    'print flyers, call the venue about the smoke machine, and send kaya the set times by 8 tonight',
    [task('print flyers'), task('call the venue about the smoke machine'), task('send kaya the set times', n('11-11 20:00'))],
    [
      task('print flyers', n('11-11 20:00')),
      task('call the venue about the smoke machine', n('11-11 20:00')),
      task('send kaya the set times', n('11-11 20:00')),
    ],
  ),
  newYork('so um i gotta renew luis guard card, uh call the insurance broker, and like send the warehouse the saturday roster', [
    task('renew luis guard card'),
    task('call the insurance broker'),
    task('send the warehouse the saturday roster'),
  ]),
  newYork('pick up blanks, fix the van door lock lol, and invoice the property mgmt co for the 12 rekeys', [
    task('pick up blanks'),
    task('fix the van door lock'),
    task('invoice the property mgmt co for the 12 rekeys'),
  ]),
  newYork('tonight: soundcheck 6, doors 8, load out 1am', [
    task('soundcheck', n('11-11 18:00')),
    task('doors', n('11-11 20:00')),
    task('load out', n('11-12 01:00')),
  ]),
  newYork('order trash bags, do payroll thurs, and text Rosa about the 32nd st shift', [
    task('order trash bags'),
    task('do payroll', n('11-12')),
    task('text Rosa about the 32nd st shift'),
  ]),
  newYork(
    'order popcorn kernels, call the distributor re vertigo and book the projector tech for next tues',
    [task('order popcorn kernels'), task('call the distributor re vertigo'), task('book the projector tech', n('11-17'))],
    [task('order popcorn kernels'), task('call the distributor re vertigo'), task('book the projector tech', n('11-24'))],
  ),
  newYork(
    "voice note lol ok so tomorrow before my shift I need to pick up mom's prescription, um drop the timesheets, and call the agency about december",
    [
      task("pick up mom's prescription", n('11-12')),
      task('drop the timesheets', n('11-12')),
      task('call the agency about december', n('11-12')),
    ],
    [task("pick up mom's prescription", n('11-12')), task('drop the timesheets'), task('call the agency about december')],
  ),
  newYork('need to: replace the xlr cables, invoice the bowery gig, and get my earplugs remolded', [
    task('replace the xlr cables'),
    task('invoice the bowery gig'),
    task('get my earplugs remolded'),
  ]),
  newYork(
    'rekey the deli on Court st at 3 and the apartment on Smith at 5',
    [task('rekey the deli on Court st', n('11-11 15:00')), task('rekey the apartment on Smith', n('11-11 17:00'))],
    [task('rekey the deli on Court st', n('11-11 15:00')), task('the apartment on Smith', n('11-11 17:00'))],
  ),
  newYork('call DCJS about the license backlog + pay the workers comp bill + order 6 new radios', [
    task('call DCJS about the license backlog'),
    task('pay the workers comp bill'),
    task('order 6 new radios'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FIFTYTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTYTHIRD_ASK,
  recurring: FIFTYTHIRD_RECURRING,
  snooze: FIFTYTHIRD_SNOOZE,
  correction: FIFTYTHIRD_CORRECTION,
  rename: FIFTYTHIRD_RENAME,
  remove: FIFTYTHIRD_REMOVE,
  done: FIFTYTHIRD_DONE,
  answer: FIFTYTHIRD_ANSWER,
  ramble: FIFTYTHIRD_RAMBLE,
  greeting: FIFTYTHIRD_GREETING,
  thanks: FIFTYTHIRD_THANKS,
  feeling: FIFTYTHIRD_FEELING,
  question: FIFTYTHIRD_QUESTION,
  statement: FIFTYTHIRD_STATEMENT,
  decision: FIFTYTHIRD_DECISION,
  dilemma: FIFTYTHIRD_DILEMMA,
  recall: FIFTYTHIRD_RECALL,
  prioritise: FIFTYTHIRD_PRIORITISE,
  agenda: FIFTYTHIRD_AGENDA,
  free_time: FIFTYTHIRD_FREE_TIME,
  unclear: FIFTYTHIRD_UNCLEAR,
  bare: FIFTYTHIRD_BARE,
};

export const HELD_OUT_FIFTYTHIRD: HeldOutItem[] = Object.values(HELD_OUT_FIFTYTHIRD_KINDS).flat();
