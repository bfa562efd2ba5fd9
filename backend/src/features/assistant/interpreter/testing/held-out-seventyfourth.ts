import type { ConversationState, Intent } from '../intent';
import {
  NO_CHANGE,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  every,
  free,
  inMinutes,
  l,
  list,
  london,
  move,
  n,
  newYork,
  num,
  prioritise,
  question,
  recall,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The seventyfourth held-out set: twelve people running small food and retail businesses, texting
 * from behind the counter, the stall or the cart and dictating voice notes with flour or oil on their
 * hands. In and around London: a café owner in Hackney, a cheese trader with a pitch at Borough Market,
 * a baker in Walthamstow, a corner-shop owner in Tooting, a vintage clothes seller on Brick Lane and a
 * bike repair shop owner in Peckham. In and around New York: a halal food cart owner in Midtown, a
 * bodega owner in the Bronx, a plant shop owner in Williamsburg, a pizzeria owner on Staten Island, a
 * sneaker reseller in Queens and a coffee roaster in Red Hook. They text about oat milk, wheels of
 * comte, starters, Booker runs, rails of denim, wheel builds, propane, Con Ed, repotting, Caputo flour,
 * StockX drops and green coffee lots, misspelt and abbreviated; replies to reminders, references to
 * the last list and corrections of the task just made, with plenty that must change nothing. Read at
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
const CHEESE_LIST = { listed: ['Order comte', 'Wax the goudas', 'Pay the pitch fee', 'New chalkboard signs'] };
const SHOP_LIST = { listed: ['Restock the crisps', 'Lottery terminal engineer', 'Pay the Booker invoice', 'Renew the alcohol licence'] };
const PLANT_LIST = { listed: ['Repot the fiddle leaf', 'Order terracotta pots', 'Water the window display', 'Invoice the Bushwick café'] };
const SNEAKER_LIST = { listed: ['List the Jordan 4s', 'Ship the Yeezy order', 'Authenticate the Travis Scotts', 'Pick up boxes from UPS'] };

const OVERDUE_L = l('11-11 14:00');
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

export const SEVENTYFOURTH_ASK: HeldOutItem[] = [
  london(
    'remind me fri 6am ring the dairy about the oat milk delivery',
    task('ring the dairy about the oat milk delivery', l('11-13 06:00')),
  ),
  london(
    'order 2 wheels of comte from the wholesaler by mon',
    task('order 2 wheels of comte from the wholesaler', l('11-16')),
    task('order 2 wheels of comte from the wholesaler', l('11-15')),
  ),
  london('feed the rye starter tonite 9pm', task('feed the rye starter', l('11-11 21:00'))),
  newYork(
    'renew my mobile food vending permit before 12/1',
    task('renew my mobile food vending permit', n('12-01')),
    task('renew my mobile food vending permit', n('11-30')),
  ),
  newYork(
    "call the Boar's Head rep thurs 11am abt the deli slicer",
    task("call the Boar's Head rep abt the deli slicer", n('11-12 11:00')),
  ),
  newYork('in 45 min check the dough proofing in the walk in', task('check the dough proofing in the walk in', inMinutes(45))),
];

export const SEVENTYFOURTH_RECURRING: HeldOutItem[] = [
  london('every sat 5am load the van for borough', task('load the van for borough', l('11-14 05:00'), { repeat: every('week') })),
  london('every weekday 6am first bake in the oven', task('first bake in the oven', l('11-12 06:00'), { repeat: every('weekday') })),
  london(
    'every monday morning restock the crisps aisle',
    task('restock the crisps aisle', l('11-16 09:00'), { repeat: every('week') }),
    task('restock the crisps aisle', l('11-16 08:00'), { repeat: every('week') }),
  ),
  newYork(
    'every day 5am pick up ice + propane for the cart',
    task('pick up ice + propane for the cart', n('11-12 05:00'), { repeat: every('day') }),
  ),
  newYork('the 1st of every month pay the SBA loan', task('pay the SBA loan', n('12-01'), { repeat: every('month') })),
  newYork(
    'every other thursday 7am roast for the greenpoint wholesale account',
    task('roast for the greenpoint wholesale account', n('11-12 07:00'), { repeat: every('week', 2) }),
    task('roast for the greenpoint wholesale account', n('11-19 07:00'), { repeat: every('week', 2) }),
  ),
];

export const SEVENTYFOURTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring the dairy about the oat milk delivery', OVERDUE_L), london('mid rush, 20 mins', snoozeFor(20))),
  within(
    reminded('Order 2 wheels of comte from the wholesaler', OVERDUE_L),
    london('still packing down the stall, remind me at 6', snoozeUntil(l('11-11 18:00')), move(ctx, '2026-11-11', '18:00')),
  ),
  within(reminded('True the wheel for the Brompton customer', OVERDUE_L), london("shop's rammed, tomoz", ...toDayL('11-12'))),
  within(reminded("Call the Boar's Head rep abt the deli slicer", OVERDUE_N), newYork('hes out til monday', ...toDayN('11-16'))),
  within(reminded('List the Jordan 4s on StockX', OVERDUE_N), newYork('waiting on a drop rn, 2 hrs', snoozeFor(120))),
  within(
    reminded('Repot the fiddle leaf for Mrs Alvarez', OVERDUE_N),
    newYork('after close, 7pm', snoozeUntil(n('11-11 19:00')), move(ctx, '2026-11-11', '19:00')),
  ),
];

export const SEVENTYFOURTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Feed the rye starter', l('11-11 21:00')), london('no 10', move(ctx, null, '22:00'))),
  within(
    talkedOf('Order 2 wheels of comte from the wholesaler', l('11-16 12:00')),
    london('sorry tues not mon, they dont deliver mondays', move(ctx, '2026-11-17', null)),
  ),
  london('move the brompton wheel build to sat 10am', move(words('brompton'), '2026-11-14', '10:00')),
  within(
    talkedOf("Call the Boar's Head rep abt the deli slicer", n('11-12 11:00')),
    newYork('make it 2:30, after the lunch rush', move(ctx, null, '14:30')),
  ),
  within(talkedOf('Renew my mobile food vending permit', n('12-01 12:00')), newYork('wait its due 11/24', move(ctx, '2026-11-24', null))),
  within(
    talkedOf('Cup the new Ethiopia lot', n('11-13 09:00')),
    newYork('ugh make that monday, green coffee lands sunday', move(ctx, '2026-11-16', null)),
  ),
];

export const SEVENTYFOURTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Ring the dairy about the oat milk delivery'),
    london("call it 'ring Estate Dairy re oat + whole milk'", rename(ctx, 'ring Estate Dairy re oat + whole milk')),
  ),
  within(CHEESE_LIST, london('rename 3 to pay borough pitch fee + card machine', rename(num(3), 'pay borough pitch fee + card machine'))),
  london('change the jumble sale one to Hackney vintage fair stall', rename(words('jumble sale'), 'Hackney vintage fair stall')),
  within(
    talkedOf('List the Jordan 4s on StockX'),
    newYork('make it say list jordan 4 breds + dunk lows on goat', rename(ctx, 'list jordan 4 breds + dunk lows on goat')),
  ),
  within(PLANT_LIST, newYork('no 2 should be order terracotta + moss poles', rename(num(2), 'order terracotta + moss poles'))),
  within(
    talkedOf("Call the Boar's Head rep abt the deli slicer"),
    newYork('retitle: Boars Head rep - slicer + scale', rename(ctx, 'Boars Head rep - slicer + scale')),
  ),
];

export const SEVENTYFOURTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Feed the rye starter'), london('delete that, my apprentice is on it', remove(ctx))),
  within(SHOP_LIST, london('scrap 2, they fixed it remotely', remove(num(2)), done(num(2)))),
  london('take the vintage fair off my list, its been cancelled', remove(words('vintage fair'))),
  within(talkedOf('Repot the fiddle leaf for Mrs Alvarez'), newYork('cancel that, she wants to do it herself', remove(ctx))),
  within(SNEAKER_LIST, newYork('drop #3, buyer backed out', remove(num(3)))),
  newYork('delete the propane reminder, the commissary does it now', remove(words('propane'))),
];

export const SEVENTYFOURTH_DONE: HeldOutItem[] = [
  within(reminded('Ring the dairy about the oat milk delivery', OVERDUE_L), london('spoke to them, sorted for fri', done(ctx))),
  within(CHEESE_LIST, london('waxed the goudas, 2 done', done(num(2)))),
  london('trued the brompton wheel, customer collected', done(words('brompton'))),
  within(reminded('Pick up ice + propane for the cart', OVERDUE_N), newYork('got it 👍', done(ctx))),
  within(PLANT_LIST, newYork('watered the display n sent the invoice, 3 and 4', [done(num(3)), done(num(4))])),
  within(reminded('Ship the Yeezy order', OVERDUE_N), newYork('dropped at ups, tracking sent', done(ctx))),
];

const WHICH_ORDER = {
  pending: { about: 'which_task' as const, options: ['Order comte from the wholesaler', 'Order wax for the goudas'] },
};
const WHICH_CALL = {
  pending: { about: 'which_task' as const, options: ["Call the Boar's Head rep", 'Call the landlord about the gate', 'Call Con Ed'] },
};
const MALTBY = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take a second pitch at Maltby Street?',
    options: ['Take the second pitch', 'Stick with Borough'],
  },
};
const OVEN = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Add a second deck oven or stay open later?',
    options: ['Second deck oven', 'Open till 1am'],
  },
};
const LOOSE_BREAD = { pending: { about: 'review' as const, decision: 'Stopped baking extra loaves after 2pm' } };
const PLAN_TIME = {
  pending: { about: 'other' as const, question: 'Want your morning plan at 5:30 or 6?', options: ['5:30', '6'] },
};

export const SEVENTYFOURTH_ANSWER: HeldOutItem[] = [
  within(WHICH_ORDER, london('the comte', answer(1))),
  within(MALTBY, london('stick with borough for now', answer(2))),
  within(LOOSE_BREAD, london('worked a treat, hardly any going in the bin now', answer(null))),
  within(WHICH_CALL, newYork('landlord', answer(2))),
  within(OVEN, newYork('the oven def', answer(1))),
  within(PLAN_TIME, newYork('first one', answer(1))),
];

export const SEVENTYFOURTH_RAMBLE: HeldOutItem[] = [
  london('descale the la marzocco tmrw, order more oat milk and chase Jake about the rota by 5 today', [
    task('descale the la marzocco', l('11-12')),
    task('order more oat milk'),
    task('chase Jake about the rota', l('11-11 17:00')),
  ]),
  london(
    'right voice note, er, thursday pick up the stilton from neals yard at 7, um, wax the goudas, and pay the pitch fee before the weekend',
    [task('pick up the stilton from neals yard', l('11-12 07:00')), task('wax the goudas'), task('pay the pitch fee', l('11-13'))],
    [
      task('pick up the stilton from neals yard', l('11-12 07:00')),
      task('wax the goudas', l('11-12')),
      task('pay the pitch fee', l('11-13')),
    ],
  ),
  london('order 2 sets of shimano 105 brake pads, ring Dev about his cracked frame and put the xmas opening hours on the door', [
    task('order 2 sets of shimano 105 brake pads'),
    task('ring Dev about his cracked frame'),
    task('put the xmas opening hours on the door'),
  ]),
  newYork('tmrw 6am meet the bread delivery, pay con ed by fri, restock the lotto paper', [
    task('meet the bread delivery', n('11-12 06:00')),
    task('pay con ed', n('11-13')),
    task('restock the lotto paper'),
  ]),
  newYork('um so voice note, uh, order 10 bags of caputo flour, call the hood cleaning guy back at 3, and like fix the hours on yelp', [
    task('order 10 bags of caputo flour'),
    task('call the hood cleaning guy back', n('11-11 15:00')),
    task('fix the hours on yelp'),
  ]),
  newYork('roast the holiday blend sat 8am, ship the subscription boxes mon, email the dumbo cafe their invoice', [
    task('roast the holiday blend', n('11-14 08:00')),
    task('ship the subscription boxes', n('11-16')),
    task('email the dumbo cafe their invoice'),
  ]),
];

export const SEVENTYFOURTH_GREETING: HeldOutItem[] = [
  london('mornin from a freezing market ❄️', talk('greeting'), talk('feeling')),
  london('hiya daily', talk('greeting')),
  london('alright? its Sunita from the shop', talk('greeting')),
  newYork('good morning from the cart', talk('greeting')),
  newYork('yo daily', talk('greeting')),
  newYork('hey hey', talk('greeting')),
];

export const SEVENTYFOURTH_THANKS: HeldOutItem[] = [
  london('ta love', talk('thanks')),
  london('cheers pal', talk('thanks')),
  london('brill, thanks x', talk('thanks')),
  newYork('thanks boss', talk('thanks')),
  newYork('appreciate u', talk('thanks')),
  newYork('ty ty 🙏', talk('thanks')),
];

export const SEVENTYFOURTH_FEELING: HeldOutItem[] = [
  london('knackered, been up since 3 for the bake', talk('feeling')),
  london('market was dead today, gutted', talk('feeling')),
  london('drowning in repairs this week, cant keep up', talk('overwhelmed')),
  newYork('freezing on this cart my fingers r numb', talk('feeling')),
  newYork('so hyped, sold out of the new ethiopian in 2 hrs', talk('feeling')),
  newYork('stressed bout the rent going up on the store', talk('feeling')),
];

export const SEVENTYFOURTH_QUESTION: HeldOutItem[] = [
  london('how long does a wheel of comte keep once its cut', question),
  london('do i need a licence to put tables outside the caff', question),
  london("what's the going rate for a full service on a road bike", question),
  newYork('how much is the DOH cart permit renewal', question),
  newYork('can i write off the sneakers i keep for myself', question),
  newYork('what temp should the lowboy be for fresh mozz', question),
];

/** News from the counter, the stall and the cart, some with a job word or a time in them: nothing may change. */
export const SEVENTYFOURTH_STATEMENT: HeldOutItem[] = [
  london('the oat milk guy actually came at 7 today for once', NO_CHANGE),
  london('sold out of cinnamon buns by 11', NO_CHANGE),
  london('someone nicked the A-board again', NO_CHANGE),
  newYork('cops moved the cart at noon yesterday, on 46th now', NO_CHANGE),
  newYork('the fiddle leafs from florida came in this morning', NO_CHANGE),
  newYork('dunks dropped at 10 and bots took everything', NO_CHANGE),
];

export const SEVENTYFOURTH_DECISION: HeldOutItem[] = [
  london('decided, no more card minimum, contactless for everything', decision),
  london("i'm packing in the thursday market, not worth the pitch fee", decision),
  london('going with Shipton Mill for the flour from dec', decision),
  newYork('decided to close the cart on sundays', decision),
  newYork('raising the plain slice to $3.50 from monday', decision),
  newYork('final answer: no more stockx, goat and ebay only', decision),
];

export const SEVENTYFOURTH_DILEMMA: HeldOutItem[] = [
  london('should i get a second espresso machine or a better grinder', dilemma),
  london('take on a saturday lad or keep doing the shop myself', dilemma),
  london('stock more denim or more knitwear for xmas?', dilemma),
  newYork('keep the cart on 46th or try by the park', dilemma),
  newYork('go on doordash or stay pickup only', dilemma),
  newYork('buy the bigger roaster now or wait till spring', dilemma),
];

export const SEVENTYFOURTH_RECALL: HeldOutItem[] = [
  london('what did i decide about the card minimum', recall('card')),
  london('why did i stop the thursday market again', recall('thursday'), recall('market')),
  london('which flour did i go with', recall('flour')),
  newYork('what did i say about sundays for the cart', recall('sunday')),
  newYork('slice price, what did i decide', recall('slice')),
  newYork('did i decide on stockx?', recall('stockx')),
];

export const SEVENTYFOURTH_PRIORITISE: HeldOutItem[] = [
  london('got 20 mins before the lunch rush, what do i do first', prioritise('focus')),
  london('too many repairs booked, what can wait', prioritise('drop')),
  london('plan tomorrow for me, its a big bake day', prioritise('plan_day')),
  newYork("what's most important today", prioritise('focus'), prioritise('plan_day')),
  newYork('lay out my day pls', prioritise('plan_day')),
  newYork('way too much this week, what can i skip', prioritise('drop')),
];

export const SEVENTYFOURTH_AGENDA: HeldOutItem[] = [
  london("what've i got on tomoz", list('tomorrow')),
  london('anything overdue?', list('overdue')),
  london("what's on sat", list('day', '2026-11-14')),
  newYork("what's on my plate this week", list('week')),
  newYork('what do i have 11/19', list('day', '2026-11-19')),
  newYork('whats next', list('next')),
];

type Wall = (text: string) => string;
const nextDay = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const span = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${nextDay(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['06:00', '12:00'],
  ['07:00', '12:00'],
];
const AFTERNOON: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const WHOLE_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];

export const SEVENTYFOURTH_FREE_TIME: HeldOutItem[] = [
  london('am i free tmrw morning for the flour rep', ...span(l, '11-12', MORNING)),
  london(
    'anything on fri after 3',
    ...span(l, '11-13', [
      ['15:00', '17:00'],
      ['15:00', '18:00'],
      ['15:00', '24:00'],
    ]),
  ),
  london('free sunday?', ...span(l, '11-15', WHOLE_DAY)),
  newYork('am i free this afternoon', ...span(n, '11-11', AFTERNOON)),
  newYork(
    'can i fit a cupping in tmrw at 2',
    ...span(n, '11-12', [
      ['14:00', '15:00'],
      ['14:00', '14:30'],
    ]),
  ),
  newYork('free monday between 10 and 12?', ...span(n, '11-16', [['10:00', '12:00']])),
];

export const SEVENTYFOURTH_UNCLEAR: HeldOutItem[] = [
  london('the oat milk thing', unclear),
  london('stilton or the comte idk', unclear),
  london('the brompton guy?', unclear),
  newYork('the con ed thing', unclear),
  newYork('jordans sat maybe', unclear),
  newYork('hood guy??', unclear),
];

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SEVENTYFOURTH_BARE: HeldOutItem[] = [
  london('done x', unclear, askBack),
  london('tmrw then', unclear, askBack),
  london('make it 7', unclear, askBack),
  newYork('snooze', unclear, askBack),
  newYork('delete 3', unclear, askBack),
  newYork('the first one', unclear, askBack),
];

/** Every kind, so a partial set can be read and reported kind by kind. */
export const HELD_OUT_SEVENTYFOURTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SEVENTYFOURTH_ASK,
  recurring: SEVENTYFOURTH_RECURRING,
  snooze: SEVENTYFOURTH_SNOOZE,
  correction: SEVENTYFOURTH_CORRECTION,
  rename: SEVENTYFOURTH_RENAME,
  remove: SEVENTYFOURTH_REMOVE,
  done: SEVENTYFOURTH_DONE,
  answer: SEVENTYFOURTH_ANSWER,
  ramble: SEVENTYFOURTH_RAMBLE,
  greeting: SEVENTYFOURTH_GREETING,
  thanks: SEVENTYFOURTH_THANKS,
  feeling: SEVENTYFOURTH_FEELING,
  question: SEVENTYFOURTH_QUESTION,
  statement: SEVENTYFOURTH_STATEMENT,
  decision: SEVENTYFOURTH_DECISION,
  dilemma: SEVENTYFOURTH_DILEMMA,
  recall: SEVENTYFOURTH_RECALL,
  prioritise: SEVENTYFOURTH_PRIORITISE,
  agenda: SEVENTYFOURTH_AGENDA,
  free_time: SEVENTYFOURTH_FREE_TIME,
  unclear: SEVENTYFOURTH_UNCLEAR,
  bare: SEVENTYFOURTH_BARE,
};

export const HELD_OUT_SEVENTYFOURTH: HeldOutItem[] = Object.values(HELD_OUT_SEVENTYFOURTH_KINDS).flat();
