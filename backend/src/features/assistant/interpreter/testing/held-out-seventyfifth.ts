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
  SEVENTYFIFTH_AGENDA,
  SEVENTYFIFTH_BARE,
  SEVENTYFIFTH_DECISION,
  SEVENTYFIFTH_DILEMMA,
  SEVENTYFIFTH_FEELING,
  SEVENTYFIFTH_FREE_TIME,
  SEVENTYFIFTH_GREETING,
  SEVENTYFIFTH_PRIORITISE,
  SEVENTYFIFTH_QUESTION,
  SEVENTYFIFTH_RECALL,
  SEVENTYFIFTH_STATEMENT,
  SEVENTYFIFTH_THANKS,
  SEVENTYFIFTH_UNCLEAR,
} from './held-out-seventyfifth-b';

/**
 * The seventy-fifth held-out set (asks, repeats, snoozes, corrections, renames, removals, ticks,
 * answers and voice-note rambles): fourteen people who run small shops, trades and services. On
 * London time (day-first dates), in and around London: a jewellery maker selling on Etsy, a
 * locksmith, a plasterer, a dog walker, a wedding florist, a driving instructor and a mobile
 * mechanic. On New York time (month-first dates), in and around New York: a sneaker reseller, the
 * owner of a house-cleaning crew, a piano teacher, a food truck owner, a tattoo artist, an HVAC
 * technician and a personal trainer. They text between jobs, from the van, with plaster or ink on
 * their hands, and dictate voice notes that run several jobs together: trade words, typos, lower
 * case, "um" and "so yeah", replies to a reminder just sent, references to the last numbered list,
 * corrections of the task just made, and news, worries and choices that must change nothing.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per trade. */
const LOCK_LIST = {
  listed: ['Rekey the Marsh Lane flat', 'Order more euro cylinders', 'Quote the UPVC door at Fenwick Rd', 'Invoice the letting agent'],
};
const FLORIST_LIST = {
  listed: ['Condition the peonies', 'Buttonholes for the Ahmed wedding', 'Chase the Clarke deposit', 'Order more chicken wire'],
};
const MECH_LIST = {
  listed: ['Brake pads on the Corsa in Ealing', 'Pick up the alternator from Euro Car Parts', 'Invoice Mrs Doyle', 'Top up the van diesel'],
};
const SNEAKER_LIST = {
  listed: [
    'Ship the Jordan 4s to the eBay buyer',
    'List the Dunk lows on StockX',
    'Return the damaged box to Foot Locker',
    'Photograph the new pickups',
  ],
};
const CLEAN_LIST = {
  listed: ['Deep clean at the Park Slope brownstone', 'Restock microfiber cloths', 'Pay Rosa and Dani', 'Key pickup from the Fischers'],
};
const HVAC_LIST = {
  listed: [
    'Furnace tune-up at the Greenbergs',
    'Order a case of 20x25 filters',
    'Callback on the Astoria no-heat',
    'Renew the EPA cert card',
  ],
};
const TRUCK_LIST = {
  listed: ['Prep the birria', 'Propane refill', 'Renew the street vending permit', "Post the week's spots on IG"],
};

export const SEVENTYFIFTH_ASK: HeldOutItem[] = [
  london('rekey the marsh lane flat tmrw 8am', task('rekey the marsh lane flat', l('11-12 08:00'))),
  london('need to skim the back bedroom ceiling at no.14 fri', task('skim the back bedroom ceiling at no.14', l('11-13'))),
  london(
    'pls remind me to order 2 bags of multi finish tmrw morning',
    task('order 2 bags of multi finish', l('11-12 09:00')),
    task('order 2 bags of multi finish', l('11-12 08:00')),
  ),
  london(
    'walk Biscuit and Mabel at 12 tmrw, key in the lockbox',
    task('walk Biscuit and Mabel', l('11-12 12:00')),
    task('walk Biscuit and Mabel, key in the lockbox', l('11-12 12:00')),
  ),
  london('remind me in 20 min to text the Hallorans about the vet run', task('text the Hallorans about the vet run', inMinutes(20))),
  london('order 40 white ranunculus for the Bennett wedding by mon', task('order 40 white ranunculus for the Bennett wedding', l('11-16'))),
  london('consult w the Okonkwo bride sat 11', task('consult w the Okonkwo bride', l('11-14 11:00'))),
  london(
    'lesson w Jade 7:30am thurs, pick up from hers',
    task('lesson w Jade', l('11-12 07:30')),
    task('lesson w Jade, pick up from hers', l('11-12 07:30')),
  ),
  london("book Tom's test for early dec", task("book Tom's test for early dec"), task("book Tom's test")),
  london('brake pads on the focus in chiswick tmrw 10', task('brake pads on the focus in chiswick', l('11-12 10:00'))),
  london(
    'grab the alternator from euro car parts b4 they shut at 6 today',
    task('grab the alternator from euro car parts', l('11-11 18:00')),
  ),
  london('IMPORTANT post the US etsy order, shes chasing', task('post the US etsy order', null, { important: true })),
  london('solder the jump rings on the Hart necklace by 5/12', task('solder the jump rings on the Hart necklace', l('12-05'))),
  newYork('ship the jordan 4 breds to the ebay buyer by 2pm', task('ship the jordan 4 breds to the ebay buyer', n('11-11 14:00'))),
  newYork('list the dunk lows on stockx tmrw', task('list the dunk lows on stockx', n('11-12'))),
  newYork(
    'deep clean at the park slope brownstone sat 9am, need 3 girls',
    task('deep clean at the park slope brownstone', n('11-14 09:00')),
    task('deep clean at the park slope brownstone, need 3 girls', n('11-14 09:00')),
  ),
  newYork('remind me at 4 to pay Rosa and Dani', task('pay Rosa and Dani', n('11-11 16:00'))),
  newYork("add lily's lesson thurs 4:30", task("lily's lesson", n('11-12 16:30'))),
  newYork(
    'get the studio piano tuned before the recital on 12/12',
    task('get the studio piano tuned', n('12-12')),
    task('get the studio piano tuned', n('12-11')),
    task('get the studio piano tuned before the recital on 12/12'),
  ),
  newYork('renew the street vending permit by the 30th', task('renew the street vending permit', n('11-30'))),
  newYork('prep 40 lbs of birria tonight 8', task('prep 40 lbs of birria', n('11-11 20:00'))),
  newYork('touch up session w Marco fri 3pm', task('touch up session w Marco', n('11-13 15:00'))),
  newYork(
    'order more 3RL needles asap running low',
    task('order more 3RL needles', null, { important: true }),
    task('order more 3RL needles'),
  ),
  newYork('astoria no-heat callback at 1', task('astoria no-heat callback', n('11-11 13:00'))),
  newYork(
    'in 2 hrs remind me to call the supply house about the 3 ton condenser',
    task('call the supply house about the 3 ton condenser', inMinutes(120)),
  ),
  newYork('check in w Keisha about her food log sunday 6pm', task('check in w Keisha about her food log', n('11-15 18:00'))),
  newYork(
    'PT session w Dev 6am tmrw at the park',
    task('PT session w Dev at the park', n('11-12 06:00')),
    task('PT session w Dev', n('11-12 06:00')),
  ),
];

export const SEVENTYFIFTH_RECURRING: HeldOutItem[] = [
  london('every monday 8am order findings from Cookson', task('order findings from Cookson', l('11-16 08:00'), { repeat: every('week') })),
  london('update the etsy listings every sunday', task('update the etsy listings', l('11-15'), { repeat: every('week') })),
  london('every weekday at 7 walk the Fosters lab', task('walk the Fosters lab', l('11-12 07:00'), { repeat: every('weekday') })),
  london(
    'invoice the dog walk clients on the 1st of every month',
    task('invoice the dog walk clients', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'every thurs 6am flower market at new covent garden',
    task('flower market at new covent garden', l('11-12 06:00'), { repeat: every('week') }),
  ),
  london('every other tuesday clean out the cold room', task('clean out the cold room', l('11-17'), { repeat: every('week', 2) })),
  london(
    "every friday 4pm send next week's lesson times to my pupils",
    task("send next week's lesson times to my pupils", l('11-13 16:00'), { repeat: every('week') }),
  ),
  london('van MOT every year 14 march', task('van MOT', l('2027-03-14 12:00'), { repeat: every('year') })),
  london('remind me daily at 6pm to log my mileage', task('log my mileage', l('11-11 18:00'), { repeat: every('day') })),
  london(
    'every saturday 8am restock the van with oil n filters',
    task('restock the van with oil n filters', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london('service my own van every 6 months on the 1st', task('service my own van', l('12-01'), { repeat: every('month', 6) })),
  london('clean the trowels and hawk every fri at 5', task('clean the trowels and hawk', l('11-13 17:00'), { repeat: every('week') })),
  newYork('every monday 9am check stockx payouts', task('check stockx payouts', n('11-16 09:00'), { repeat: every('week') })),
  newYork('check the SNKRS drops every morning at 7', task('check the SNKRS drops', n('11-12 07:00'), { repeat: every('day') })),
  newYork('pay the crew every friday at 5', task('pay the crew', n('11-13 17:00'), { repeat: every('week') })),
  newYork(
    'restock the cleaning supplies the 1st of each month',
    task('restock the cleaning supplies', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'every weekday at 3:30 open the studio for after school lessons',
    task('open the studio for after school lessons', n('11-11 15:30'), { repeat: every('weekday') }),
  ),
  newYork(
    'every saturday 10am group lesson for the little ones',
    task('group lesson for the little ones', n('11-14 10:00'), { repeat: every('week') }),
  ),
  newYork('every tues 6am commissary clean', task('commissary clean', n('11-17 06:00'), { repeat: every('week') })),
  newYork('restock the sterile supplies every thursday', task('restock the sterile supplies', n('11-12'), { repeat: every('week') })),
  newYork(
    "every morning at 5:30 send the day's clients their check in",
    task("send the day's clients their check in", n('11-12 05:30'), { repeat: every('day') }),
  ),
  newYork(
    'every year on 10/1 send the furnace season mailer',
    task('send the furnace season mailer', n('2027-10-01 12:00'), { repeat: every('year') }),
  ),
  newYork('every other monday 7am van inventory', task('van inventory', n('11-16 07:00'), { repeat: every('week', 2) })),
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

export const SEVENTYFIFTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Rekey the Marsh Lane flat', OVERDUE_L), london('on a lockout, 30 mins', snoozeFor(30))),
  within(reminded('Skim the back bedroom ceiling at no.14', OVERDUE_L), london('hands covered in plaster, hr', snoozeFor(60))),
  within(reminded('Walk Biscuit and Mabel', OVERDUE_L), london('running behind, 15', snoozeFor(15))),
  within(reminded('Order 40 white ranunculus for the Bennett wedding', OVERDUE_L), london('tmrw', ...toDayL('11-12'))),
  within(
    reminded("Book Tom's test", OVERDUE_L),
    london('ill do it tonight at 8', snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00'), move(ctx, null, '20:00')),
  ),
  within(reminded('Pick up the alternator from Euro Car Parts', OVERDUE_L), london('under a car, 45 min', snoozeFor(45))),
  within(
    reminded('Post the US etsy order', OVERDUE_L),
    london('after the school run, 4', snoozeUntil(l('11-11 16:00')), move(ctx, '2026-11-11', '16:00'), move(ctx, null, '16:00')),
  ),
  within(reminded('Invoice the letting agent', OVERDUE_L), london('monday', ...toDayL('11-16'))),
  within(reminded('Condition the peonies', OVERDUE_L), london('gimme 2 hours, doing a bridal bouquet', snoozeFor(120))),
  within(reminded('Log my mileage', OVERDUE_L), london('later', snoozeFor(60))),
  within(reminded('Solder the jump rings on the Hart necklace', OVERDUE_L), london('do it at the weekend', ...toDayL('11-14'))),
  within(reminded('Text the Hallorans about the vet run', OVERDUE_L), london('snooze 90 min', snoozeFor(90))),
  within(reminded('Quote the UPVC door at Fenwick Rd', OVERDUE_L), london('driving, remind me in half an hour', snoozeFor(30))),
  within(
    reminded('Ship the Jordan 4s to the eBay buyer', OVERDUE_N),
    newYork('ups opens at 11, remind me then', snoozeUntil(n('11-11 11:00')), move(ctx, '2026-11-11', '11:00'), move(ctx, null, '11:00')),
  ),
  within(reminded('Pay Rosa and Dani', OVERDUE_N), newYork('at a job, 1 hr', snoozeFor(60))),
  within(reminded('Renew the street vending permit', OVERDUE_N), newYork('friday', ...toDayN('11-13'))),
  within(reminded('Prep the birria', OVERDUE_N), newYork('lunch rush lol, 2 hrs', snoozeFor(120))),
  within(reminded('Callback on the Astoria no-heat', OVERDUE_N), newYork('on a roof, 20', snoozeFor(20))),
  within(reminded('Order more 3RL needles', OVERDUE_N), newYork('mid tattoo, remind me in 3 hrs', snoozeFor(180))),
  within(
    reminded('Check in w Keisha about her food log', OVERDUE_N),
    newYork('tmrw 7am', snoozeUntil(n('11-12 07:00')), move(ctx, '2026-11-12', '07:00')),
  ),
  within(
    reminded('List the Dunk lows on StockX', OVERDUE_N),
    newYork('after the gym, noon', snoozeUntil(n('11-11 12:00')), move(ctx, '2026-11-11', '12:00'), move(ctx, null, '12:00')),
  ),
  within(reminded('Call the supply house about the condenser', OVERDUE_N), newYork('next wk', ...toDayN('11-16'))),
  within(reminded('Restock microfiber cloths', OVERDUE_N), newYork('not rn, 10 min', snoozeFor(10))),
];

export const SEVENTYFIFTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Rekey the Marsh Lane flat', l('11-12 08:00')), london('sorry 7:30', move(ctx, null, '07:30'))),
  within(
    talkedOf('Skim the back bedroom ceiling at no.14', l('11-13 12:00')),
    london("actually thurs, fri i'm at the Patels", move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Walk Biscuit and Mabel', l('11-12 12:00')), london('make it 1:30', move(ctx, null, '13:30'))),
  within(
    talkedOf('Consult w the Okonkwo bride', l('11-14 11:00')),
    london('she cant do sat, sunday same time', move(ctx, '2026-11-15', null), move(ctx, '2026-11-15', '11:00')),
  ),
  within(talkedOf('Lesson w Jade', l('11-12 07:30')), london('typo, 8:30', move(ctx, null, '08:30'))),
  within(
    talkedOf('Brake pads on the focus in chiswick', l('11-12 10:00')),
    london('customer wants it after lunch, say 2', move(ctx, null, '14:00')),
  ),
  within(
    talkedOf('Order 40 white ranunculus for the Bennett wedding', l('11-16 12:00')),
    london('wholesaler cutoff is fri, do fri', move(ctx, '2026-11-13', null)),
  ),
  within(
    talkedOf('Solder the jump rings on the Hart necklace', l('12-05 12:00')),
    london('meant 3/12 not 5/12', move(ctx, '2026-12-03', null)),
  ),
  london('move the Okonkwo consult to the 21st at 10', move(words('Okonkwo'), '2026-11-21', '10:00')),
  london("push Tom's lesson to next tues 4pm", move(words('Tom'), '2026-11-17', '16:00'), move(words('Tom'), '2026-11-24', '16:00')),
  within(
    talkedOf('Grab the alternator from euro car parts', l('11-11 18:00')),
    london('they shut at 5:30 on weds, change it', move(ctx, null, '17:30'), move(ctx, '2026-11-11', '17:30')),
  ),
  within(
    talkedOf('Text the Hallorans about the vet run', inMinutes(20)),
    london('no make it 5 oclock', move(ctx, null, '17:00'), move(ctx, '2026-11-11', '17:00')),
  ),
  within(talkedOf('Ship the jordan 4 breds to the ebay buyer', n('11-11 14:00')), newYork('no wait noon', move(ctx, null, '12:00'))),
  within(
    talkedOf('Deep clean at the park slope brownstone', n('11-14 09:00')),
    newYork('client said sunday', move(ctx, '2026-11-15', null)),
  ),
  within(talkedOf("Lily's lesson", n('11-12 16:30')), newYork('oops 5:30', move(ctx, null, '17:30'))),
  within(
    talkedOf('Renew the street vending permit', n('11-30 12:00')),
    newYork("it's due the 25th, change it", move(ctx, '2026-11-25', null)),
  ),
  within(talkedOf('Touch up session w Marco', n('11-13 15:00')), newYork('he asked for 4 instead', move(ctx, null, '16:00'))),
  within(
    talkedOf('Astoria no-heat callback', n('11-11 13:00')),
    newYork('make it 11:30 im closer than i thought', move(ctx, null, '11:30')),
  ),
  within(talkedOf('PT session w Dev at the park', n('11-12 06:00')), newYork('sorry friday not tmrw', move(ctx, '2026-11-13', null))),
  newYork('move the greenberg tune up to 11/19 at 8am', move(words('greenberg'), '2026-11-19', '08:00')),
  within(
    talkedOf('Prep 40 lbs of birria', n('11-11 20:00')),
    newYork('push it back an hour', move(ctx, '2026-11-11', '21:00'), move(ctx, null, '21:00'), snoozeFor(60)),
  ),
  within(
    talkedOf('Check in w Keisha about her food log', n('11-15 18:00')),
    newYork('actually monday morning 7', move(ctx, '2026-11-16', '07:00')),
  ),
];

export const SEVENTYFIFTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Rekey the marsh lane flat'),
    london("rename to 'rekey flat 3, 22 Marsh Lane'", rename(ctx, 'rekey flat 3, 22 Marsh Lane')),
  ),
  within(
    talkedOf('Skim the back bedroom ceiling at no.14'),
    london('change it to skim + bead the back bedroom at no.14', rename(ctx, 'skim + bead the back bedroom at no.14')),
  ),
  within(LOCK_LIST, london('rename 2 to order 10 x 35/35 euro cylinders', rename(num(2), 'order 10 x 35/35 euro cylinders'))),
  within(talkedOf('Walk Biscuit and Mabel'), london('spelt it wrong its Mable', rename(ctx, 'Walk Biscuit and Mable'))),
  london(
    "rename the ranunculus one to 'order 40 white + 20 blush ranunculus'",
    rename(words('ranunculus'), 'order 40 white + 20 blush ranunculus'),
  ),
  within(
    FLORIST_LIST,
    london('no 2 should say buttonholes x8 for the Ahmed wedding', rename(num(2), 'buttonholes x8 for the Ahmed wedding')),
  ),
  within(talkedOf('Lesson w Jade'), london('call it Jade - mock test route', rename(ctx, 'Jade - mock test route'))),
  within(
    talkedOf('Brake pads on the focus in chiswick'),
    london('title should be front pads + discs, Focus, Chiswick', rename(ctx, 'front pads + discs, Focus, Chiswick')),
  ),
  within(
    MECH_LIST,
    london("retitle 1 to 'Corsa brakes - Ealing, bring the piston tool'", rename(num(1), 'Corsa brakes - Ealing, bring the piston tool')),
  ),
  london(
    "change 'solder the jump rings' to 'solder jump rings + polish, Hart necklace'",
    rename(words('solder the jump rings'), 'solder jump rings + polish, Hart necklace'),
  ),
  within(talkedOf("Book Tom's test"), london("name it book Tom Reilly's practical test", rename(ctx, "book Tom Reilly's practical test"))),
  within(
    talkedOf('Condition the peonies'),
    london('can u change that to condition the peonies + garden roses', rename(ctx, 'condition the peonies + garden roses')),
  ),
  within(
    talkedOf('List the dunk lows on stockx'),
    newYork('rename to list panda dunks sz 10 + 11 on stockx', rename(ctx, 'list panda dunks sz 10 + 11 on stockx')),
  ),
  within(
    SNEAKER_LIST,
    newYork('change #4 to photograph the 6 pairs from the outlet run', rename(num(4), 'photograph the 6 pairs from the outlet run')),
  ),
  within(
    talkedOf('Deep clean at the park slope brownstone'),
    newYork('call it move-out clean, Park Slope brownstone', rename(ctx, 'move-out clean, Park Slope brownstone')),
  ),
  within(
    CLEAN_LIST,
    newYork('rename the last one to grab keys + alarm code from the Fischers', rename(num(4), 'grab keys + alarm code from the Fischers')),
  ),
  within(talkedOf("Lily's lesson"), newYork("should be Lily + Sam's lesson, her brother's joining", rename(ctx, "Lily + Sam's lesson"))),
  newYork(
    "rename the permit one to 'renew street vending permit + health dept sticker'",
    rename(words('permit'), 'renew street vending permit + health dept sticker'),
  ),
  within(talkedOf('Touch up session w Marco'), newYork('its Marcos not Marco', rename(ctx, 'Touch up session w Marcos'))),
  within(HVAC_LIST, newYork('rename 2: order 20x25x1 filters, 2 cases', rename(num(2), 'order 20x25x1 filters, 2 cases'))),
  within(
    talkedOf('Astoria no-heat callback'),
    newYork('title: Astoria no heat - check the flame sensor', rename(ctx, 'Astoria no heat - check the flame sensor')),
  ),
  newYork('the Keisha one should read Keisha - food log + weigh in', rename(words('Keisha'), 'Keisha - food log + weigh in')),
  within(TRUCK_LIST, newYork("change 4 to post this week's spots on IG + tiktok", rename(num(4), "post this week's spots on IG + tiktok"))),
];

export const SEVENTYFIFTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Rekey the marsh lane flat'), london('cancel that, landlord got his mate to do it', remove(ctx))),
  within(LOCK_LIST, london('delete 3, they went w someone cheaper', remove(num(3)))),
  london('get rid of the multi finish reminder, found 2 bags in the van', remove(words('multi finish')), done(words('multi finish'))),
  within(talkedOf('Walk Biscuit and Mabel'), london('Hallorans are home all week, scrap it', remove(ctx))),
  london('remove the Bennett wedding flowers, theyve postponed to spring', remove(words('Bennett'))),
  within(FLORIST_LIST, london('take 4 off', remove(num(4)))),
  within(talkedOf("Book Tom's test"), london('delete, he booked it himself', remove(ctx), done(ctx))),
  london('cancel jade thurs, shes got covid', remove(words('jade'))),
  within(MECH_LIST, london('bin no.4', remove(num(4)))),
  london('delete the mileage one i use an app for it now', remove(words('mileage'))),
  within(talkedOf('Solder the jump rings on the Hart necklace'), london('customer cancelled the order :( remove it', remove(ctx))),
  within(talkedOf('Consult w the Okonkwo bride'), london("don't need that anymore, she went with another florist", remove(ctx))),
  within(talkedOf('List the dunk lows on stockx'), newYork('nvm sold them locally, delete', remove(ctx), done(ctx))),
  within(SNEAKER_LIST, newYork('remove 3, foot locker gave me store credit instead', remove(num(3)), done(num(3)))),
  newYork("cancel the park slope deep clean, client pushed it to january, i'll add it later", remove(words('park slope'))),
  within(CLEAN_LIST, newYork('scratch #2', remove(num(2)))),
  within(talkedOf("Lily's lesson"), newYork('her mom cancelled, delete it', remove(ctx))),
  newYork("take the piano tuning off my list, the school's doing it", remove(words('piano tun'))),
  within(TRUCK_LIST, newYork('delete 2 the propane guy came this am', remove(num(2)), done(num(2)))),
  within(talkedOf('Order more 3RL needles'), newYork('forget it, supplier sent extra', remove(ctx))),
  newYork('delete the EPA card reminder, its a lifetime cert lol', remove(words('EPA'))),
  within(talkedOf('PT session w Dev at the park'), newYork('dev quit on me, remove', remove(ctx))),
  within(HVAC_LIST, newYork('kill the greenberg one, they went w con ed', remove(words('greenberg')), remove(num(1)))),
];

export const SEVENTYFIFTH_DONE: HeldOutItem[] = [
  within(reminded('Rekey the Marsh Lane flat', OVERDUE_L), london('rekeyed, new keys left w the agent', done(ctx))),
  within(LOCK_LIST, london('1 n 4 done', [done(num(1)), done(num(4))])),
  within(reminded('Skim the back bedroom ceiling at no.14', OVERDUE_L), london('skimmed, drying now', done(ctx))),
  within(reminded('Walk Biscuit and Mabel', OVERDUE_L), london('walked, mabel rolled in fox poo 🙄', done(ctx))),
  london('ordered the ranunculus', done(words('ranunculus'))),
  within(FLORIST_LIST, london('buttonholes done', done(words('buttonholes')), done(num(2)))),
  within(reminded('Lesson w Jade', OVERDUE_L), london('done, she nailed her reverse park', done(ctx))),
  within(reminded("Book Tom's test", OVERDUE_L), london('booked for 4th dec', done(ctx))),
  within(MECH_LIST, london('got the alternator', done(words('alternator')), done(num(2)))),
  within(reminded('Post the US etsy order', OVERDUE_L), london('posted, tracked n signed for', done(ctx))),
  london('finished the Hart necklace', done(words('Hart necklace'))),
  within(reminded('Log my mileage', OVERDUE_L), london('✔️', done(ctx))),
  within(reminded('Condition the peonies', OVERDUE_L), london("haven't got to it yet", NO_CHANGE, snoozeFor(60))),
  within(reminded('Ship the Jordan 4s to the eBay buyer', OVERDUE_N), newYork('shipped, label printed', done(ctx))),
  within(SNEAKER_LIST, newYork('2 and 4 done', [done(num(2)), done(num(4))])),
  within(reminded('Pay Rosa and Dani', OVERDUE_N), newYork('paid both on zelle', done(ctx))),
  newYork('got the fischers keys', done(words('Fischers'))),
  within(reminded("Lily's lesson", OVERDUE_N), newYork("lesson done, she's finally got the left hand", done(ctx))),
  within(reminded('Renew the street vending permit', OVERDUE_N), newYork('renewed ✅', done(ctx))),
  within(TRUCK_LIST, newYork('birria prepped', done(words('birria')), done(num(1)))),
  within(reminded('Touch up session w Marcos', OVERDUE_N), newYork('touched up, healing great', done(ctx))),
  within(
    HVAC_LIST,
    newYork(
      'did the greenberg tune up and the astoria callback',
      [done(words('greenberg')), done(words('astoria'))],
      [done(num(1)), done(num(3))],
    ),
  ),
  within(reminded('Check in w Keisha about her food log', OVERDUE_N), newYork('yep', done(ctx))),
  newYork('ordered the filters', done(words('filters'))),
];

const WHICH_REKEY = {
  pending: { about: 'which_task' as const, options: ['Rekey the Marsh Lane flat', 'Rekey the Pembroke Rd office'] },
};
const WHICH_WALK = {
  pending: { about: 'which_task' as const, options: ['Walk Biscuit and Mabel', 'Walk the Fosters lab', 'Walk Pepper (new client)'] },
};
const WHICH_PAY = {
  pending: { about: 'which_task' as const, options: ['Pay Rosa and Dani', 'Pay the Sani-Pro supply invoice'] },
};
const XMAS_STALL = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take on the Christmas market stall?',
    options: ['Do the stall', 'Skip it this year'],
  },
};
const WINTER_TRUCK = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Keep the truck out this winter or do catering only?',
    options: ['Keep the truck out', 'Catering only'],
  },
};
const JORDAN_LOT = {
  pending: { about: 'dilemma_choice' as const, question: 'Buy the $4k lot of Jordans?', options: ['Buy the lot', 'Pass'] },
};
const MORNING_LIST_L = { pending: { about: 'other' as const, question: 'Morning list at 7 or 8?', options: ['7', '8'] } };
const REHEARSAL = {
  pending: { about: 'other' as const, question: 'Which day for the recital rehearsal?', options: ['Saturday', 'Sunday'] },
};

export const SEVENTYFIFTH_ANSWER: HeldOutItem[] = [
  within(WHICH_REKEY, london('pembroke', answer(2))),
  within(WHICH_REKEY, london('the flat', answer(1))),
  within(WHICH_WALK, london('pepper', answer(3))),
  within(WHICH_WALK, london('the lab', answer(2))),
  within(WHICH_WALK, london('no 1', answer(1))),
  within(WHICH_PAY, newYork('the girls', answer(1))),
  within(WHICH_PAY, newYork('2', answer(2))),
  within(WHICH_PAY, newYork('the sani pro one', answer(2))),
  within(XMAS_STALL, london('skip it, too much on w weddings', answer(2))),
  within(XMAS_STALL, london('do it', answer(1))),
  within(XMAS_STALL, london('still thinking tbh', answer(null))),
  within(WINTER_TRUCK, newYork('catering only', answer(2))),
  within(WINTER_TRUCK, newYork('the first', answer(1))),
  within(JORDAN_LOT, newYork('pass, too risky w the fakes going round', answer(2))),
  within(JORDAN_LOT, newYork('buying it', answer(1))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Rent a unit or stay mobile?', options: ['Rent a unit', 'Stay mobile'] } },
    london('cash flow mostly, cant afford dead months in jan', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I raise my rates?' } },
    newYork('either $10 more a session for everyone or only for new clients', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Stopped doing Sunday lessons' } },
    london('best thing i did, got my weekends back', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Started taking deposits for every booking' } },
    newYork('no shows basically gone', answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'Quoting per room is quicker than per metre' } }, london('keep', answer(null), note)),
  within(
    { pending: { about: 'keep', text: 'Stocking the van the night before makes the mornings smoother' } },
    newYork('nah', answer(null)),
  ),
  within(MORNING_LIST_L, london('eight', answer(2))),
  within(REHEARSAL, newYork('sun', answer(2))),
  within(REHEARSAL, newYork('saturday works for most of the parents', answer(1))),
  within(
    { pending: { about: 'stuck', task: 'Quote the UPVC door at Fenwick Rd' } },
    london('need the measurements off the tenant', answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'Hire a fourth cleaner' } }, newYork("nobody's answering the ad", answer(null))),
  within({ pending: { about: 'other', question: "Want me to check in after Dev's session?", options: [] } }, newYork('sure', answer(null))),
];

export const SEVENTYFIFTH_RAMBLE: HeldOutItem[] = [
  london(
    "right so tmrw i've got the lockout in Acton at 8, then um rekey the Marsh Lane flat and order more euro cylinders",
    [task('lockout in Acton', l('11-12 08:00')), task('rekey the Marsh Lane flat'), task('order more euro cylinders')],
    [task('lockout in Acton', l('11-12 08:00')), task('rekey the Marsh Lane flat', l('11-12')), task('order more euro cylinders')],
  ),
  london('get beads and scrim from Travis Perkins, ring the skip firm, drop the quote to Mrs Amis by fri', [
    task('get beads and scrim from Travis Perkins'),
    task('ring the skip firm'),
    task('drop the quote to Mrs Amis', l('11-13')),
  ]),
  london('ok so um extra walk for the Hallorans fri at 3, then uh pick up poo bags, and invoice the Fosters', [
    task('extra walk for the Hallorans', l('11-13 15:00')),
    task('pick up poo bags'),
    task('invoice the Fosters'),
  ]),
  london('voice note: condition the peonies at 7, um, chase the Clarke deposit, and order ivory satin ribbon', [
    task('condition the peonies', l('11-11 19:00')),
    task('chase the Clarke deposit'),
    task('order ivory satin ribbon'),
  ]),
  london('tmrw 9 lesson w Jade, 11 lesson w Tom, 2 mock test w Priya', [
    task('lesson w Jade', l('11-12 09:00')),
    task('lesson w Tom', l('11-12 11:00')),
    task('mock test w Priya', l('11-12 14:00')),
  ]),
  london(
    'so yeah tomorrow um the Corsa brakes in Ealing at 10, then the clio battery in Hanwell at 1, and I gotta top up the van diesel',
    [task('Corsa brakes in Ealing', l('11-12 10:00')), task('clio battery in Hanwell', l('11-12 13:00')), task('top up the van diesel')],
    [
      task('Corsa brakes in Ealing', l('11-12 10:00')),
      task('clio battery in Hanwell', l('11-12 13:00')),
      task('top up the van diesel', l('11-12')),
    ],
  ),
  london('photograph the new stacking rings, update the etsy listings and post the 3 orders by 4', [
    task('photograph the new stacking rings'),
    task('update the etsy listings'),
    task('post the 3 orders', l('11-11 16:00')),
  ]),
  london(
    "honestly what a day, two lockouts back to back, a snapped key in a euro cylinder and the van's making that noise again",
    NO_CHANGE,
  ),
  london('um so the Patels ceiling came out really nice actually, they want me back for the hallway in the new year', NO_CHANGE),
  london(
    'ring the insurance about the van, um, renew my ADI badge before the 30th and book the car in for a service',
    [task('ring the insurance about the van'), task('renew my ADI badge', l('11-30')), task('book the car in for a service')],
    [task('ring the insurance about the van'), task('renew my ADI badge', l('11-29')), task('book the car in for a service')],
  ),
  london("so um i'm weighing up whether to drop the sunday walks, nobody really books them anyway", NO_CHANGE),
  newYork('so um gotta ship the 3 ebay orders by 2, then relist the yeezys and uh hit up Jay about the travis scotts', [
    task('ship the 3 ebay orders', n('11-11 14:00')),
    task('relist the yeezys'),
    task('hit up Jay about the travis scotts'),
  ]),
  newYork(
    'tmrw 8am clean at Park Slope, 1pm clean at the Fischers, and order more vacuum bags',
    [task('clean at Park Slope', n('11-12 08:00')), task('clean at the Fischers', n('11-12 13:00')), task('order more vacuum bags')],
    [
      task('clean at Park Slope', n('11-12 08:00')),
      task('clean at the Fischers', n('11-12 13:00')),
      task('order more vacuum bags', n('11-12')),
    ],
  ),
  newYork('email the recital program to the parents, buy stickers for the little ones, and move Ava to 5 on thurs', [
    task('email the recital program to the parents'),
    task('buy stickers for the little ones'),
    move(words('Ava'), '2026-11-12', '17:00'),
  ]),
  newYork("um ok so propane refill tmrw 7am, pick up tortillas from the place on 116th, and post thursday's spot on IG", [
    task('propane refill', n('11-12 07:00')),
    task('pick up tortillas from the place on 116th'),
    task("post thursday's spot on IG"),
  ]),
  newYork(
    'clean the machines, order black ink and green soap, text Marcos his aftercare sheet',
    [task('clean the machines'), task('order black ink and green soap'), task('text Marcos his aftercare sheet')],
    [task('clean the machines'), task('order black ink'), task('order green soap'), task('text Marcos his aftercare sheet')],
  ),
  newYork(
    'so today after the Greenbergs I need to hit the supply house for a capacitor, um, then the astoria callback at 2, and write up the quote for the Ramos heat pump',
    [
      task('hit the supply house for a capacitor'),
      task('astoria callback', n('11-11 14:00')),
      task('write up the quote for the Ramos heat pump'),
    ],
    [
      task('hit the supply house for a capacitor', n('11-11')),
      task('astoria callback', n('11-11 14:00')),
      task('write up the quote for the Ramos heat pump', n('11-11')),
    ],
  ),
  newYork(
    'send Dev his new program, book the turf for saturday 8am, and chase Keisha for the invoice',
    [task('send Dev his new program'), task('book the turf for saturday 8am'), task('chase Keisha for the invoice')],
    [task('send Dev his new program'), task('book the turf', n('11-14 08:00')), task('chase Keisha for the invoice')],
  ),
  newYork('yesterday the line was around the block, sold out of birria by 1 lol', NO_CHANGE),
  newYork("ugh three no-shows this week, one girl rescheduled twice, i'm thinking about asking for deposits but idk", NO_CHANGE),
  newYork(
    'ok voice note, um, the Greenbergs furnace is fine, just needed a filter, uh, I need to invoice them and order more 16x25 filters',
    [task('invoice the Greenbergs'), task('order more 16x25 filters')],
    [task('invoice them'), task('order more 16x25 filters')],
  ),
  newYork('been on my feet since 5, two clients, a sneaker drop and my daughter has a fever. just venting', NO_CHANGE),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SEVENTYFIFTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SEVENTYFIFTH_ASK,
  recurring: SEVENTYFIFTH_RECURRING,
  snooze: SEVENTYFIFTH_SNOOZE,
  correction: SEVENTYFIFTH_CORRECTION,
  rename: SEVENTYFIFTH_RENAME,
  remove: SEVENTYFIFTH_REMOVE,
  done: SEVENTYFIFTH_DONE,
  answer: SEVENTYFIFTH_ANSWER,
  ramble: SEVENTYFIFTH_RAMBLE,
  greeting: SEVENTYFIFTH_GREETING,
  thanks: SEVENTYFIFTH_THANKS,
  feeling: SEVENTYFIFTH_FEELING,
  question: SEVENTYFIFTH_QUESTION,
  statement: SEVENTYFIFTH_STATEMENT,
  decision: SEVENTYFIFTH_DECISION,
  dilemma: SEVENTYFIFTH_DILEMMA,
  recall: SEVENTYFIFTH_RECALL,
  prioritise: SEVENTYFIFTH_PRIORITISE,
  agenda: SEVENTYFIFTH_AGENDA,
  free_time: SEVENTYFIFTH_FREE_TIME,
  unclear: SEVENTYFIFTH_UNCLEAR,
  bare: SEVENTYFIFTH_BARE,
};

export const HELD_OUT_SEVENTYFIFTH: HeldOutItem[] = Object.values(HELD_OUT_SEVENTYFIFTH_KINDS).flat();
