/**
 * Held-out messages, part eighty-seven: fourteen small-business people who run food, drink and
 * events. On London time (day-first dates): a food-truck owner in Bristol (pitches, gas bottles,
 * council street-trading licences), a wedding-cake baker in York (tastings, deposits, tiers), a
 * caterer in Brixton who writes some Jamaican patois (jerk orders, event menus, hire kit), a pub
 * landlady in Glasgow who writes some Scots ("the morn" is tomorrow; deliveries, quiz night, staff
 * rota), a florist in Brighton (weddings, funeral tributes, early market runs), a Borough Market
 * street-food seller whose first language is Portuguese (pastéis, stall rent, suppliers) and a mobile
 * DJ in Leicester (weddings, PA hire, playlists). On New York time (month-first dates): a taco-truck
 * owner in Sunset Park who writes some Spanish (permits, commissary, prep), a private chef in Tribeca
 * (clients, menus, grocery runs), a wedding planner in Hoboken (vendors, run-of-show, walk-throughs),
 * a bagel-shop owner in Astoria whose first language is Greek (flour orders, the oven guy, staff), a
 * cocktail caterer in Bushwick (bartenders, ice, liquor licence), a bodega owner in Harlem whose first
 * language is Arabic (distributors, the lotto machine, inspections) and an events photographer in
 * Jersey City (shoots, galleries, second shooters). All are read at Wednesday 11 November 2026, 15:00
 * in London and 10:00 in New York.
 */
import type { ConversationState, Intent } from '../intent';
import {
  ctx,
  every,
  type HeldOutItem,
  l,
  london,
  move,
  n,
  newYork,
  NO_CHANGE,
  num,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';
import { EIGHTYSEVENTH_CORRECTION, EIGHTYSEVENTH_RAMBLE } from './held-out-eightyseventh-e';
import {
  EIGHTYSEVENTH_GREETING,
  EIGHTYSEVENTH_THANKS,
  EIGHTYSEVENTH_FEELING,
  EIGHTYSEVENTH_QUESTION,
  EIGHTYSEVENTH_STATEMENT,
  EIGHTYSEVENTH_DECISION,
  EIGHTYSEVENTH_DILEMMA,
} from './held-out-eightyseventh-b';
import { EIGHTYSEVENTH_RENAME, EIGHTYSEVENTH_DONE, EIGHTYSEVENTH_REMOVE, EIGHTYSEVENTH_ANSWER } from './held-out-eightyseventh-c';
import {
  EIGHTYSEVENTH_RECALL,
  EIGHTYSEVENTH_PRIORITISE,
  EIGHTYSEVENTH_AGENDA,
  EIGHTYSEVENTH_FREE_TIME,
  EIGHTYSEVENTH_UNCLEAR,
  EIGHTYSEVENTH_BARE,
} from './held-out-eightyseventh-d';

/** The reminder for `title` was just sent ("Did you get to ...?"), so "later" and "20 mins" are about it. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** daily just sent this numbered list. */
const shown = (...listed: string[]): Partial<ConversationState> => ({ listed });
/** A question back is fine whenever a message leaves the what or the when open. */
const ask: Intent = { kind: 'ask', text: '', options: [] };
/**
 * "put it off till X": a snooze to X, or the same move as a reschedule to that date and time. With
 * `keepsDate` (the task is due that same day) a move of the time alone is as good.
 */
const till = (instant: string, date: string, time: string, reference = ctx, keepsDate = false): Intent[][] => [
  [snoozeUntil(instant, reference)],
  [move(reference, date, time)],
  ...(keepsDate ? [[move(reference, null, time)]] : []),
];

/** New tasks, with and without a day or a time; some name a time but ask for nothing new. */
export const EIGHTYSEVENTH_ASK: HeldOutItem[] = [
  // Bristol food truck
  london(
    'remind me to swap the gas bottles on the truck tmrw 7am before the harbourside pitch',
    task('swap the gas bottles on the truck', l('11-12 07:00')),
    task('swap the gas bottles on the truck before the harbourside pitch', l('11-12 07:00')),
  ),
  london(
    'need to send off the street trading licence renewal by fri 27th',
    task('send off the street trading licence renewal', l('11-27')),
  ),
  london('pick up 6 gas bottles from calor at 3 no actually 4', task('pick up 6 gas bottles from calor', l('11-11 16:00'))),
  london('council bloke came round to check the pitch at 9 this morning, all fine, no fine haha', NO_CHANGE),
  // York wedding cakes
  london('tasting with the Hendersons sat 2pm', task('tasting with the Hendersons', l('11-14 14:00')), [unclear]),
  london(
    'chase the Patel deposit £150 its 2 weeks late now',
    task('chase the Patel deposit', null),
    task('chase the Patel deposit £150', null),
  ),
  london('got the balance off the Hendersons today, all 3 tiers paid for 🙌', NO_CHANGE),
  london(
    'order 4kg of white fondant and the dowels for the 5 tier, do it before the weekend',
    task('order 4kg of white fondant and the dowels for the 5 tier', l('11-13')),
    [task('order 4kg of white fondant', l('11-13')), task('order the dowels for the 5 tier', l('11-13'))],
    task('order 4kg of white fondant and the dowels for the 5 tier', null),
  ),
  // Brixton caterer
  london(
    'mi need fi collect di chafing dishes from di hire place tomorrow before 10',
    task('collect di chafing dishes from di hire place', l('11-12 10:00')),
    task('collect the chafing dishes from the hire place', l('11-12 10:00')),
  ),
  london(
    'marinate Miss Pauline jerk chicken tmrw 8pm, 40 portion',
    task('marinate Miss Pauline jerk chicken', l('11-12 20:00')),
    task('marinate Miss Pauline jerk chicken 40 portion', l('11-12 20:00')),
  ),
  // Glasgow pub
  london(
    'mind me tae phone the brewery aboot the keg delivery the morn at 9',
    task('phone the brewery aboot the keg delivery', l('11-12 09:00')),
  ),
  london('need tae sort the staff rota for next week by friday hen', task('sort the staff rota for next week', l('11-13'))),
  london('write the quiz questions sunday', task('write the quiz questions', l('11-15'))),
  // Brighton florist
  london(
    'market run 4am tmrw for the hove wedding peonies',
    task('market run for the hove wedding peonies', l('11-12 04:00')),
    task('market run', l('11-12 04:00')),
  ),
  london('deliver the MUM letter tribute to Woodvale 19th by 10am', task('deliver the MUM letter tribute to Woodvale', l('11-19 10:00'))),
  // Borough Market pastéis
  london(
    'tomorrow I must pay the rent of the stall, 320 pounds, before midday',
    task('pay the rent of the stall', l('11-12 12:00')),
    task('pay the rent of the stall 320 pounds', l('11-12 12:00')),
  ),
  london(
    'order more massa folhada from the supplier monday morning',
    task('order more massa folhada from the supplier', l('11-16 08:00')),
    task('order more massa folhada from the supplier', l('11-16 09:00')),
    [unclear],
  ),
  london('today we sold 300 pastéis at 2 o clock already finish everything!!', NO_CHANGE),
  // Leicester DJ
  london('email the Singhs the playlist form + ring the PA hire place about extra subs', [
    task('email the Singhs the playlist form', null),
    task('ring the PA hire place about extra subs', null),
  ]),
  london('wedding at the Athena on 5/12, need to test the uplighters the day before', task('test the uplighters', l('12-04'))),
  // Sunset Park tacos
  newYork('mañana a las 6am prep the carnitas at the commissary', task('prep the carnitas at the commissary', n('11-12 06:00'))),
  newYork(
    'renew the mobile food vending permit antes del 12/1',
    task('renew the mobile food vending permit', n('12-01')),
    task('renew the mobile food vending permit', n('11-30')),
  ),
  newYork('el inspector de salud came at 7, pasamos 💪 A grade baby', NO_CHANGE),
  // Tribeca private chef
  newYork(
    'grocery run for the Feldman dinner thurs 11am - eataly then chelsea market',
    task('grocery run for the Feldman dinner', n('11-12 11:00')),
    task('grocery run for the Feldman dinner eataly then chelsea market', n('11-12 11:00')),
  ),
  newYork(
    'send the Lius the tasting menu draft by EOD',
    task('send the Lius the tasting menu draft', n('11-11 17:00')),
    task('send the Lius the tasting menu draft', n('11-11 18:00')),
  ),
  // Hoboken weddings
  newYork(
    'venue walk-through at Elysian Cafe next tuesday 3pm w/ the florist',
    task('venue walk-through at Elysian Cafe', n('11-17 15:00')),
    task('venue walk-through at Elysian Cafe', n('11-24 15:00')),
    task('venue walk-through at Elysian Cafe w/ the florist', n('11-17 15:00')),
    task('venue walk-through at Elysian Cafe w/ the florist', n('11-24 15:00')),
    [unclear],
  ),
  newYork(
    'need to confirm the DJ, the cake and the shuttle for the Ramos wedding before friday',
    task('confirm the DJ, the cake and the shuttle for the Ramos wedding', n('11-13')),
    [
      task('confirm the DJ for the Ramos wedding', n('11-13')),
      task('confirm the cake for the Ramos wedding', n('11-13')),
      task('confirm the shuttle for the Ramos wedding', n('11-13')),
    ],
  ),
  // Astoria bagels
  newYork('tomorow call the oven guy Stavros, the deck oven not heating good', task('call the oven guy Stavros', n('11-12'))),
  newYork(
    'friday place the flour order, 20 bag high gluten',
    task('place the flour order', n('11-13')),
    task('place the flour order 20 bag high gluten', n('11-13')),
  ),
  // Bushwick cocktails
  newYork(
    'book 2 bartenders for the dec 4 greenpoint gig asap',
    task('book 2 bartenders for the dec 4 greenpoint gig', null, { important: true }),
    task('book 2 bartenders for the dec 4 greenpoint gig', null),
  ),
  newYork('order the ice (400 lbs) by thurs 5pm', task('order the ice', n('11-12 17:00')), task('order the ice 400 lbs', n('11-12 17:00'))),
  // Harlem bodega
  newYork(
    'inshallah tomorrow 10am the inspector come, remind me clean the back storage before 9',
    task('clean the back storage', n('11-12 09:00')),
  ),
  newYork(
    "call the boar's head distributor, the invoice is wrong again",
    task("call the boar's head distributor", null),
    task("call the boar's head distributor the invoice is wrong again", null),
  ),
  newYork('lotto machine guy fixed it at 8 this morning alhamdulillah', NO_CHANGE),
  // Jersey City photographer
  newYork(
    'cull + edit the kowalski engagement gallery by 11/20',
    task('cull + edit the kowalski engagement gallery', n('11-20')),
    task('cull and edit the kowalski engagement gallery', n('11-20')),
  ),
  newYork('text maya if she can second shoot 12/12', task('text maya if she can second shoot 12/12', null)),
  newYork('shot the hernandez quince till 11pm last night, my feet are done', NO_CHANGE),
];

/** Repeating tasks: the due is the first occurrence after the moment; some only mention a habit. */
export const EIGHTYSEVENTH_RECURRING: HeldOutItem[] = [
  // Bristol food truck
  london('every monday 8am check the gas bottle levels', task('check the gas bottle levels', l('11-16 08:00'), { repeat: every('week') })),
  london(
    'pay the pitch fee to the council on the 1st of every month',
    task('pay the pitch fee to the council', l('12-01'), { repeat: every('month') }),
  ),
  london('we used to do the harbourside every single day, now its just weekends thank god', NO_CHANGE),
  // York wedding cakes
  london(
    'every friday 4pm chase outstanding deposits pls',
    task('chase outstanding deposits', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london(
    'check the fondant + board stock every other sunday',
    task('check the fondant + board stock', l('11-15'), { repeat: every('week', 2) }),
    task('check the fondant and board stock', l('11-15'), { repeat: every('week', 2) }),
  ),
  // Brixton caterer
  london(
    'every Tuesday mi haffi order scotch bonnet from di wholesaler, set it fi 9 inna di mawnin',
    task('order scotch bonnet from di wholesaler', l('11-17 09:00'), { repeat: every('week') }),
    task('order scotch bonnet from the wholesaler', l('11-17 09:00'), { repeat: every('week') }),
  ),
  london(
    'soak the gungo peas every friday night for the saturday rice n peas, 9pm',
    task('soak the gungo peas for the saturday rice n peas', l('11-13 21:00'), { repeat: every('week') }),
    task('soak the gungo peas', l('11-13 21:00'), { repeat: every('week') }),
  ),
  // Glasgow pub
  london(
    'quiz night is every thursday, mind me tae print the answer sheets that day at 5',
    task('print the answer sheets', l('11-12 17:00'), { repeat: every('week') }),
  ),
  london('cellar clean every 2 weeks on a sunday, first yin this sunday', task('cellar clean', l('11-15'), { repeat: every('week', 2) })),
  london(
    'every wednesday at half 4 count the float',
    task('count the float', l('11-11 16:30'), { repeat: every('week') }),
    task('count the float', l('11-18 16:30'), { repeat: every('week') }),
  ),
  london("we've had the quiz every thursday since 2019 ken, nae bother wi it", NO_CHANGE),
  // Brighton florist
  london(
    'flower market every tues and fri at 5am',
    [
      task('flower market', l('11-17 05:00'), { repeat: every('week') }),
      task('flower market', l('11-13 05:00'), { repeat: every('week') }),
    ],
    [
      task('flower market', l('11-13 05:00'), { repeat: every('week') }),
      task('flower market', l('11-17 05:00'), { repeat: every('week') }),
    ],
  ),
  london(
    'change the water in the cold room buckets every day at 6pm',
    task('change the water in the cold room buckets', l('11-11 18:00'), { repeat: every('day') }),
  ),
  // Borough Market
  london(
    'every weekday 6am buy the eggs from the supplier in Bermondsey',
    task('buy the eggs from the supplier in Bermondsey', l('11-12 06:00'), { repeat: every('weekday') }),
  ),
  london('the stall rent I pay every month on the 28', task('pay the stall rent', l('11-28'), { repeat: every('month') }), [unclear]),
  // Leicester DJ
  london(
    'every sunday night back up the laptop playlists',
    task('back up the laptop playlists', l('11-15 19:00'), { repeat: every('week') }),
    task('back up the laptop playlists', l('11-15 20:00'), { repeat: every('week') }),
    task('back up the laptop playlists', l('11-15 21:00'), { repeat: every('week') }),
    [unclear],
  ),
  london('PAT test the speakers every year, next one 3/2', task('PAT test the speakers', l('2027-02-03'), { repeat: every('year') })),
  // Sunset Park tacos
  newYork(
    'cada lunes a las 7 pick up propane at the commissary',
    task('pick up propane at the commissary', n('11-16 07:00'), { repeat: every('week') }),
    task('pick up propane at the commissary', n('11-16 19:00'), { repeat: every('week') }),
  ),
  newYork('renew the permit every year, next one is due 3/15', task('renew the permit', n('2027-03-15'), { repeat: every('year') })),
  newYork(
    'todos los dias 5am soak the beans for the frijoles',
    task('soak the beans for the frijoles', n('11-12 05:00'), { repeat: every('day') }),
  ),
  // Tribeca private chef
  newYork(
    'weekly grocery run for the Goldbergs, thursdays 10am',
    task('grocery run for the Goldbergs', n('11-12 10:00'), { repeat: every('week') }),
    task('weekly grocery run for the Goldbergs', n('11-12 10:00'), { repeat: every('week') }),
  ),
  newYork(
    "send the Feldmans next week's menu every sunday at 6pm",
    task("send the Feldmans next week's menu", n('11-15 18:00'), { repeat: every('week') }),
  ),
  // Hoboken weddings
  newYork('every weekday at 9 check the vendor inbox', task('check the vendor inbox', n('11-12 09:00'), { repeat: every('weekday') })),
  newYork(
    'biweekly call with the Ramos couple, fridays at 1',
    task('call with the Ramos couple', n('11-13 13:00'), { repeat: every('week', 2) }),
  ),
  // Astoria bagels
  newYork(
    'every saturday 5am open the door for the flour delivery',
    task('open the door for the flour delivery', n('11-14 05:00'), { repeat: every('week') }),
  ),
  newYork('pay the staff every other friday, next one is 11/20', task('pay the staff', n('11-20'), { repeat: every('week', 2) })),
  // Bushwick cocktails
  newYork('restock the bar kits every monday', task('restock the bar kits', n('11-16'), { repeat: every('week') })),
  newYork('liquor license renews every 2 yrs, did it in august so we good till 2028', NO_CHANGE),
  // Harlem bodega
  newYork(
    'every morning 7am check expiry on the milk and bread',
    task('check expiry on the milk and bread', n('11-12 07:00'), { repeat: every('day') }),
  ),
  newYork('the 15 of each month pay the lotto machine fee', task('pay the lotto machine fee', n('11-15'), { repeat: every('month') })),
  // Jersey City photographer
  newYork('back up all the SD cards every sunday 9pm', task('back up all the SD cards', n('11-15 21:00'), { repeat: every('week') })),
  newYork('on the 1st of every month send out invoices', task('send out invoices', n('12-01'), { repeat: every('month') })),
  newYork('my second shooter works every saturday now so i cant use her for weddings', NO_CHANGE),
];

/**
 * Putting a reminder off: by an amount (`snoozeFor`, counted from the later of now and the task's
 * time) or to a moment (`snoozeUntil`, or the same move as a reschedule). Some only look like one.
 */
export const EIGHTYSEVENTH_SNOOZE: HeldOutItem[] = [
  // Bristol food truck
  within(reminded('swap the gas bottles', l('11-11 15:00')), london("gimme 20 mins, queue's mental", snoozeFor(20))),
  london('snooze the licence renewal reminder till monday 9', ...till(l('11-16 09:00'), '2026-11-16', '09:00', words('licence renewal'))),
  london(
    "snooze 'ring the council' till after the lunch rush, like half 2 tmrw",
    ...till(l('11-12 14:30'), '2026-11-12', '14:30', words('ring the council')),
  ),
  // York wedding cakes
  london('ugh just snooze everything till tomorrow, I cannot today', [unclear], [ask], NO_CHANGE),
  within(
    reminded('ring Mrs Dawson about the tiers', l('11-11 14:30')),
    london("can you do it at 5 instead, I've got buttercream up to my elbows", ...till(l('11-11 17:00'), '2026-11-11', '17:00', ctx, true)),
  ),
  london('put off the Hendersons deposit chase by 2 days', snoozeFor(2880, words('Hendersons deposit'))),
  // Brixton caterer
  within(reminded('drop the hire kit back', l('11-11 15:00')), london('soon come, gimme an hour', snoozeFor(60))),
  within(
    reminded('call Marcus about the jerk order', l('11-11 15:00')),
    london('snooze till 3.. no wait 4', ...till(l('11-11 16:00'), '2026-11-11', '16:00', ctx, true)),
  ),
  london('beg yuh snooze di curry goat reminder till tonight 7', ...till(l('11-11 19:00'), '2026-11-11', '19:00', words('curry goat'))),
  // Glasgow pub
  within(
    reminded('phone the brewery', l('11-11 15:00')),
    london('no the noo, efter the lunch rush.. say half 4', ...till(l('11-11 16:30'), '2026-11-11', '16:30', ctx, true)),
  ),
  within(
    shown('order the crisps', 'fix the glass washer', 'print the quiz sheets'),
    london('push 2 tae the morn 9am', ...till(l('11-12 09:00'), '2026-11-12', '09:00', num(2))),
  ),
  london("the tennent's delivery got put back tae friday", NO_CHANGE, [move(words("tennent's delivery"), '2026-11-13', null)]),
  // Brighton florist
  london('snooze the peony order 1h', snoozeFor(60, words('peony order'))),
  london('snoozed my alarm 3 times and missed the 4am market, absolutely gutted', NO_CHANGE),
  // Borough Market
  within(
    reminded('call the cheese supplier', l('11-11 15:00')),
    london('now I am with customers, remember me in 45 minutes please', snoozeFor(45)),
  ),
  london(
    'the pastéis de nata order, push for tomorrow 7 of the morning',
    ...till(l('11-12 07:00'), '2026-11-12', '07:00', words('pastéis de nata order')),
  ),
  // Leicester DJ
  london('remind me about the uplighters again in 3 hours instead', snoozeFor(180, words('uplighters'))),
  within(
    reminded('call the Singhs about the first dance', l('11-11 15:00')),
    london("they said they'll ring me back tmrw", NO_CHANGE, [unclear], [ask]),
  ),
  // Sunset Park tacos
  within(reminded('clean the flat top', n('11-11 10:00')), newYork('ahorita no, en media hora', snoozeFor(30))),
  newYork('snooze lo del permiso hasta el viernes 9am', ...till(n('11-13 09:00'), '2026-11-13', '09:00', words('permiso'))),
  // Tribeca private chef
  within(
    reminded('order the wagyu from the butcher', n('11-11 09:30')),
    newYork('push it to 2pm, mid-service rn', ...till(n('11-11 14:00'), '2026-11-11', '14:00', ctx, true)),
  ),
  newYork('snooze the fish order reminder 90 min', snoozeFor(90, words('fish order'))),
  // Hoboken weddings
  within(
    reminded('confirm the shuttle for the Ramos wedding', n('11-12 09:00')),
    newYork('bump it 2 hrs', snoozeFor(120), move(ctx, null, '11:00'), move(ctx, '2026-11-12', '11:00')),
  ),
  newYork('push the florist follow-up to thursday 10am', ...till(n('11-12 10:00'), '2026-11-12', '10:00', words('florist follow-up'))),
  newYork('snooze the DJ contract one a week', snoozeFor(10080, words('DJ contract'))),
  newYork('the caterer keeps pushing our tasting, now its 11/19 🙄', NO_CHANGE, [move(words('tasting'), '2026-11-19', null)]),
  // Astoria bagels
  within(
    reminded('call the oven guy', n('11-11 10:00')),
    newYork('snooze until tomorow 8 in the morning', ...till(n('11-12 08:00'), '2026-11-12', '08:00')),
  ),
  newYork('the staff schedule remind, snooze it 1 hour', snoozeFor(60, words('staff schedule'))),
  // Bushwick cocktails
  newYork('snooze ice order til 4', ...till(n('11-11 16:00'), '2026-11-11', '16:00', words('ice order'))),
  within(
    shown('call Dani re saturday', 'ice for greenpoint', 'renew the catering permit'),
    newYork('snooze the last one 30 min', snoozeFor(30, num(3))),
  ),
  newYork('my bartender literally snoozed thru the gig saturday, had to cover the bar myself', NO_CHANGE),
  // Harlem bodega
  within(
    reminded('pay the Coke distributor', n('11-11 10:00')),
    newYork('not now, after dhuhr, like 1:30', ...till(n('11-11 13:30'), '2026-11-11', '13:30', ctx, true)),
  ),
  newYork('the snapple guy, snooze till tmrw noon', ...till(n('11-12 12:00'), '2026-11-12', '12:00', words('snapple'))),
  // Jersey City photographer
  within(reminded('send the Kowalski gallery', n('11-11 10:00')), newYork("can't rn, with a client", snoozeFor(60), [unclear], [ask])),
  newYork(
    'snooze "back up SD cards" to sunday night',
    snoozeUntil(n('11-15 20:00'), words('back up SD cards')),
    snoozeUntil(n('11-15 21:00'), words('back up SD cards')),
    [unclear],
    [ask],
  ),
  newYork('does snoozing something also move the shoot on my google calendar?', NO_CHANGE),
];

export const HELD_OUT_EIGHTYSEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: EIGHTYSEVENTH_ASK,
  recurring: EIGHTYSEVENTH_RECURRING,
  snooze: EIGHTYSEVENTH_SNOOZE,
  correction: EIGHTYSEVENTH_CORRECTION,
  ramble: EIGHTYSEVENTH_RAMBLE,
  greeting: EIGHTYSEVENTH_GREETING,
  thanks: EIGHTYSEVENTH_THANKS,
  feeling: EIGHTYSEVENTH_FEELING,
  question: EIGHTYSEVENTH_QUESTION,
  statement: EIGHTYSEVENTH_STATEMENT,
  decision: EIGHTYSEVENTH_DECISION,
  dilemma: EIGHTYSEVENTH_DILEMMA,
  rename: EIGHTYSEVENTH_RENAME,
  done: EIGHTYSEVENTH_DONE,
  remove: EIGHTYSEVENTH_REMOVE,
  answer: EIGHTYSEVENTH_ANSWER,
  recall: EIGHTYSEVENTH_RECALL,
  prioritise: EIGHTYSEVENTH_PRIORITISE,
  agenda: EIGHTYSEVENTH_AGENDA,
  free_time: EIGHTYSEVENTH_FREE_TIME,
  unclear: EIGHTYSEVENTH_UNCLEAR,
  bare: EIGHTYSEVENTH_BARE,
};

export const HELD_OUT_EIGHTYSEVENTH: HeldOutItem[] = Object.values(HELD_OUT_EIGHTYSEVENTH_KINDS).flat();
