/**
 * Held-out set eighty-three (first half): fourteen small-business owners texting daily on
 * Wednesday 11 November 2026 (15:00 in London, 10:00 in New York). On London time, writing
 * day-first dates: Bev, who runs a B&B in St Ives (changeovers, guests, TripAdvisor); Tom, a
 * micro-brewer in Bristol (brew days, kegs, duty returns, taproom); Kemi, who has a café in
 * Hackney (oat milk orders, rota, health inspector); Desmond, who runs a Caribbean takeaway in
 * Brixton and writes with some Jamaican patois (patties, Just Eat, suppliers); Sheila, a pub
 * landlady in Harrogate (cellar, quiz night, brewery rep); Gwen, who has a glamping site near
 * Hay-on-Wye (bell tents, hot tub, bookings); and Hetal, a wedding-cake maker in Leicester whose
 * first language is Gujarati. On New York time, writing month-first dates: Yunior, a bodega owner
 * in the Bronx who mixes Dominican Spanish with English; Sam, a coffee roaster in Red Hook (green
 * beans, roast days, wholesale); Mrs Chan, who runs a dumpling stall in a Chelsea food hall and
 * whose first language is Cantonese; Eleni, who owns a Greek bakery in Astoria; Dana, a caterer in
 * Jersey City (tastings, staff, rentals); Felix, who runs a natural-wine bar in Ridgewood; and
 * Kate, an Airbnb host with two cabins, Birch and Hemlock, in the Catskills (cleaners, snow plow,
 * check-ins).
 */
import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  done,
  every,
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
  unclear,
  within,
  words,
  ctx,
} from './held-out-kit';
import {
  EIGHTYTHIRD_AGENDA,
  EIGHTYTHIRD_BARE,
  EIGHTYTHIRD_DECISION,
  EIGHTYTHIRD_DILEMMA,
  EIGHTYTHIRD_FEELING,
  EIGHTYTHIRD_FREE_TIME,
  EIGHTYTHIRD_GREETING,
  EIGHTYTHIRD_PRIORITISE,
  EIGHTYTHIRD_QUESTION,
  EIGHTYTHIRD_RECALL,
  EIGHTYTHIRD_STATEMENT,
  EIGHTYTHIRD_THANKS,
  EIGHTYTHIRD_UNCLEAR,
} from './held-out-eightythird-b';

type Conversation = Partial<ConversationState>;

/** daily has just sent "Did you get to X?" for this task. */
const reminded = (title: string, due: string | null = null): Conversation => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or changed, nothing pending. */
const just = (title: string, due: string | null = null): Conversation => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Conversation => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Conversation => ({ pending: { about: 'which_task', options } });
const dilemmaOptions = (question: string): Conversation => ({ pending: { about: 'dilemma_options', question } });
const dilemmaMatters = (question: string, options: string[]): Conversation => ({
  pending: { about: 'dilemma_matters', question, options },
});
const dilemmaChoice = (question: string, options: string[]): Conversation => ({
  pending: { about: 'dilemma_choice', question, options },
});
const weekly = { repeat: every('week') };
const daily = { repeat: every('day') };
const monthly = { repeat: every('month') };
/** Every combination of one choice per slot, in order: the readings of a message whose parts each have a few fair readings. */
const eachOf = (...slots: Intent[][]): Intent[][] =>
  slots.reduce<Intent[][]>((readings, options) => readings.flatMap((prefix) => options.map((option) => [...prefix, option])), [[]]);

export const EIGHTYTHIRD_ASK: HeldOutItem[] = [
  // Bev, B&B in St Ives
  london(
    'remind me to reply to that tripadvisor review from the couple in room 3 tmrw 10am',
    task('reply to that tripadvisor review from the couple in room 3', l('11-12 10:00')),
    task('reply to tripadvisor review from the couple in room 3', l('11-12 10:00')),
  ),
  london('order more clotted cream for the breakfasts', task('order more clotted cream for the breakfasts')),
  // Tom, brewery in Bristol
  london('brew day fri so need to order 25kg maris otter from crisp by thurs', task('order 25kg maris otter from crisp', l('11-12')), [
    task('brew day', l('11-13')),
    task('order 25kg maris otter from crisp', l('11-12')),
  ]),
  london('duty return due on the 25th dont let me forget', task('duty return', l('11-25')), task('do the duty return', l('11-25'))),
  london(
    'urgent - call HMRC about the duty deferment before 4',
    task('call hmrc about the duty deferment', l('11-11 16:00'), { important: true }),
    task('call hmrc about the duty deferment', l('11-11 16:00')),
  ),
  // Kemi, café in Hackney
  london(
    'oat milk order needs doing before 5 today!! down to 3 cartons',
    task('oat milk order', l('11-11 17:00')),
    task('do the oat milk order', l('11-11 17:00')),
  ),
  london(
    'pls put the rota for next wk up on the wall by sunday',
    task('put the rota for next wk up on the wall', l('11-15')),
    task('put the rota for next week up on the wall', l('11-15')),
  ),
  // Desmond, takeaway in Brixton
  london(
    'mi need fi call di patty supplier bout di beef price tomorrow 9 o clock',
    task('call di patty supplier bout di beef price', l('11-12 09:00')),
    task('call the patty supplier about the beef price', l('11-12 09:00')),
  ),
  london(
    'put jerk chicken up to £9.50 on just eat after we close at 11 tonight',
    task('put jerk chicken up to £9.50 on just eat', l('11-11 23:00')),
  ),
  // Sheila, pub in Harrogate
  london('remind me to clean the lines thurs 10am, black sheep rep is in at 2', task('clean the lines', l('11-12 10:00')), [
    task('clean the lines', l('11-12 10:00')),
    task('black sheep rep', l('11-12 14:00')),
  ]),
  london(
    'write the quiz questions for next tuesday',
    task('write the quiz questions', l('11-17')),
    task('write the quiz questions', l('11-24')),
  ),
  // Gwen, glamping near Hay-on-Wye
  london('hot tub - order more chlorine granules, we are out', task('order more chlorine granules')),
  london('fix the torn groundsheet in bell tent 4 by the 20th, got bookings', task('fix the torn groundsheet in bell tent 4', l('11-20'))),
  // Hetal, wedding cakes in Leicester
  london(
    'Kindly remind me tomorrow 11 o clock for calling Mrs Patel regarding 3 tier cake design',
    task('call mrs patel regarding 3 tier cake design', l('11-12 11:00')),
    task('calling mrs patel regarding 3 tier cake design', l('11-12 11:00')),
  ),
  london(
    'I have to order the sugar flowers for saturday wedding, today itself before 6 I must do',
    task('order the sugar flowers for saturday wedding', l('11-11 18:00')),
    task('order the sugar flowers for wedding', l('11-11 18:00')),
    task('order the sugar flowers', l('11-11 18:00')),
  ),
  // Yunior, bodega in the Bronx
  newYork('mañana a las 8 llamar al Goya guy', task('llamar al goya guy', n('11-12 08:00')), task('call the goya guy', n('11-12 08:00'))),
  newYork(
    'tengo que renew the lotto license before friday',
    task('renew the lotto license', n('11-13')),
    task('renew the lotto license', n('11-12')),
  ),
  // Sam, roaster in Red Hook
  newYork(
    'cupping the new guji lots thurs 9am',
    task('cupping the new guji lots', n('11-12 09:00')),
    task('cup the new guji lots', n('11-12 09:00')),
  ),
  newYork(
    'send the wholesale price sheet to Sunday Caffe by EOD',
    task('send the wholesale price sheet to sunday caffe', n('11-11 17:00')),
    task('send the wholesale price sheet to sunday caffe', n('11-11 18:00')),
  ),
  // Mrs Chan, dumplings in Chelsea
  newYork(
    'tomorrow 7am must call wrapper supplier, last week they send wrong size already',
    task('call wrapper supplier', n('11-12 07:00')),
  ),
  newYork('buy more chili oil from chinatown', task('buy more chili oil from chinatown')),
  // Eleni, bakery in Astoria
  newYork(
    'order 40 boxes of phyllo from the jackson heights guy, do it friday',
    task('order 40 boxes of phyllo from the jackson heights guy', n('11-13')),
  ),
  newYork(
    'remind me 3pm to take the koulourakia out of the freezer for tmrw',
    task('take the koulourakia out of the freezer', n('11-11 15:00')),
    task('take the koulourakia out of the freezer for tmrw', n('11-11 15:00')),
  ),
  // Dana, caterer in Jersey City
  newYork(
    'confirm final headcount w/ the Kaplan wedding by 11/20',
    task('confirm final headcount w/ the kaplan wedding', n('11-20')),
    task('confirm final headcount with the kaplan wedding', n('11-20')),
  ),
  newYork(
    'book 2 servers for the ortiz tasting on 12/3',
    task('book 2 servers for the ortiz tasting', n('12-03')),
    task('book 2 servers for the ortiz tasting', null),
  ),
  // Felix, wine bar in Ridgewood
  newYork(
    'pay the Zev Rovine invoice before the 15th',
    task('pay the zev rovine invoice', n('11-15')),
    task('pay the zev rovine invoice', n('11-14')),
  ),
  newYork('ask the DJ if he can do fri the 20th instead', task('ask the dj if he can do fri the 20th instead')),
  // Kate, cabins in the Catskills
  newYork('call the plow guy tmrw 8am, snow forecast for the weekend', task('call the plow guy', n('11-12 08:00'))),
  newYork(
    'asap need someone to look at the Birch cabin furnace, guests in tonight',
    task('get someone to look at the birch cabin furnace', null, { important: true }),
    task('get someone to look at the birch cabin furnace'),
    task('someone to look at the birch cabin furnace', null, { important: true }),
  ),
];

export const EIGHTYTHIRD_RECURRING: HeldOutItem[] = [
  london('changeover every saturday at 10, remind me weekly', task('changeover', l('11-14 10:00'), weekly)),
  london('put the bins out every tuesday night at 8', task('put the bins out', l('11-17 20:00'), weekly)),
  london('duty return is due the 25th of every month, set that up pls', task('duty return', l('11-25'), monthly)),
  london('clean FV2 every other monday 8am', task('clean fv2', l('11-16 08:00'), { repeat: every('week', 2) })),
  london(
    'do the rota every sunday evening',
    task('do the rota', l('11-15 18:00'), weekly),
    task('do the rota', l('11-15 19:00'), weekly),
    task('do the rota', l('11-15 20:00'), weekly),
  ),
  london('oat milk order every thurs before 11', task('oat milk order', l('11-12 11:00'), weekly)),
  london(
    'every mornin 7 sharp mi haffi check di patty stock',
    task('check di patty stock', l('11-12 07:00'), daily),
    task('check the patty stock', l('11-12 07:00'), daily),
  ),
  london('pay di rent first of every month', task('pay di rent', l('12-01'), monthly), task('pay the rent', l('12-01'), monthly)),
  london(
    'quiz is every tuesday at 8, remind me at 6 on the day to print the sheets',
    task('print the sheets', l('11-17 18:00'), weekly),
    task('print the quiz sheets', l('11-17 18:00'), weekly),
  ),
  london(
    'lines want cleaning every 7 days, next lot is friday',
    task('clean the lines', l('11-13'), weekly),
    task('lines cleaning', l('11-13'), weekly),
    task('line cleaning', l('11-13'), weekly),
  ),
  london('hot tub water test every day at 9 and 5', [
    task('hot tub water test', l('11-12 09:00'), daily),
    task('hot tub water test', l('11-11 17:00'), daily),
  ]),
  london(
    'every weekday 8am check the pitchup bookings',
    task('check the pitchup bookings', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london(
    'Every Monday morning 9 I want reminder for weekly ingredients shopping from Cash and Carry',
    task('weekly ingredients shopping from cash and carry', l('11-16 09:00'), weekly),
    task('ingredients shopping from cash and carry', l('11-16 09:00'), weekly),
  ),
  newYork(
    "todos los viernes 9am pagar al Boar's Head guy",
    task("pagar al boar's head guy", n('11-13 09:00'), weekly),
    task("pay the boar's head guy", n('11-13 09:00'), weekly),
  ),
  newYork('cada dia a las 6am check the lotto machine paper', task('check the lotto machine paper', n('11-12 06:00'), daily)),
  newYork(
    'roast days are mon and thurs, remind me 7am both days to preheat the probat',
    [task('preheat the probat', n('11-16 07:00'), weekly), task('preheat the probat', n('11-12 07:00'), weekly)],
    [task('preheat the probat', n('11-12 07:00'), weekly), task('preheat the probat', n('11-16 07:00'), weekly)],
  ),
  newYork(
    'wholesale invoices go out every other friday starting this one',
    task('send wholesale invoices', n('11-13'), { repeat: every('week', 2) }),
    task('wholesale invoices', n('11-13'), { repeat: every('week', 2) }),
  ),
  newYork('every day 3pm check the freezer temp, health dept very strict', task('check the freezer temp', n('11-11 15:00'), daily)),
  newYork(
    'every sunday night 9pm order pork from the supplier for the week',
    task('order pork from the supplier for the week', n('11-15 21:00'), weekly),
    task('order pork from the supplier', n('11-15 21:00'), weekly),
  ),
  newYork(
    'every year dec 28 remind me to order the vasilopita coins',
    task('order the vasilopita coins', n('12-28'), { repeat: every('year') }),
  ),
  newYork('every weekday 5am check the tsoureki dough', task('check the tsoureki dough', n('11-12 05:00'), { repeat: every('weekday') })),
  newYork('invoice the corporate clients on the 1st of every month', task('invoice the corporate clients', n('12-01'), monthly)),
  newYork('staff meeting every wed 4pm', task('staff meeting', n('11-11 16:00'), weekly), task('staff meeting', n('11-18 16:00'), weekly)),
  newYork('every tuesday 11am call the importer for allocations', task('call the importer for allocations', n('11-17 11:00'), weekly)),
  newYork('deep clean the zaltos every two weeks, sundays', task('deep clean the zaltos', n('11-15'), { repeat: every('week', 2) })),
  newYork(
    'every friday noon text the cleaners the weekend checkouts',
    task('text the cleaners the weekend checkouts', n('11-13 12:00'), weekly),
  ),
  newYork(
    'check the propane levels every 2 weeks, start monday',
    task('check the propane levels', n('11-16'), { repeat: every('week', 2) }),
  ),
];

export const EIGHTYTHIRD_SNOOZE: HeldOutItem[] = [
  within(
    reminded('reply to the tripadvisor review', l('11-11 15:00')),
    london('mid check-in with a family from leeds, give me an hour', snoozeFor(60)),
  ),
  within(reminded('order 25kg maris otter from crisp', l('11-11 15:00')), london('snooze 30', snoozeFor(30))),
  london(
    'push the keg collection reminder to tomorrow 9',
    snoozeUntil(l('11-12 09:00'), words('keg collection')),
    move(words('keg collection'), '2026-11-12', '09:00'),
  ),
  within(reminded('oat milk order', l('11-11 15:00')), london("can't rn, queue out the door. 20 mins", snoozeFor(20))),
  within(
    reminded('call the health inspector back', l('11-11 15:00')),
    london('after close pls, we shut at 6', snoozeUntil(l('11-11 18:00')), snoozeUntil(l('11-11 18:30')), move(ctx, null, '18:00')),
  ),
  within(
    reminded('call di patty supplier bout di beef price', l('11-11 15:00')),
    london('soon come, gimme 2 hours mi deh pon di grill', snoozeFor(120)),
  ),
  within(
    reminded('update di menu pon just eat', l('11-11 15:00')),
    london('lata man, tomorrow mornin', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00')), snoozeUntil(l('11-12 10:00'))),
  ),
  within(
    reminded('ring the brewery rep', l('11-11 15:00')),
    london("not now love, cellar's flooded. try me at 5", snoozeUntil(l('11-11 17:00')), move(ctx, null, '17:00')),
  ),
  within(reminded('print the quiz sheets', l('11-11 15:00')), london('in a bit', snoozeFor(15), snoozeFor(30), snoozeFor(60))),
  within(
    reminded('order more chlorine granules', l('11-11 15:00')),
    london(
      'up in the top field no signal basically, remind me monday',
      snoozeUntil(l('11-16 09:00')),
      snoozeUntil(l('11-16 12:00')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  london(
    'snooze the hot tub one till saturday',
    snoozeUntil(l('11-14 09:00'), words('hot tub')),
    snoozeUntil(l('11-14 12:00'), words('hot tub')),
    move(words('hot tub'), '2026-11-14', null),
  ),
  within(
    reminded('call mrs patel regarding 3 tier cake design', l('11-11 15:00')),
    london('Now I am piping the borders, please remind after 45 minutes', snoozeFor(45)),
  ),
  within(
    reminded('order the sugar flowers', l('11-11 15:00')),
    london('tomorrow same time kindly', snoozeUntil(l('11-12 15:00')), move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '15:00')),
  ),
  // look-alikes
  within(
    reminded('order 25kg maris otter from crisp', l('11-11 15:00')),
    london('snoozed through my alarm lol but ordered the malt already this morning', done()),
  ),
  london('guests in room 2 snoozed through breakfast again, 2 hours late down', NO_CHANGE),
  within(reminded('llamar al goya guy', n('11-11 10:00')), newYork('ahorita no, dame una hora', snoozeFor(60))),
  within(
    reminded('renew the lotto license', n('11-11 10:00')),
    newYork('despues del lunch, like 2', snoozeUntil(n('11-11 14:00')), move(ctx, null, '14:00')),
  ),
  within(reminded('send the wholesale price sheet to sunday caffe', n('11-11 10:00')), newYork('roasting, 15 min', snoozeFor(15))),
  within(
    reminded('cupping the new guji lots', n('11-11 10:00')),
    newYork('bump to after the roast, 1:30ish', snoozeUntil(n('11-11 13:30')), move(ctx, null, '13:30')),
  ),
  within(
    reminded('call wrapper supplier', n('11-11 10:00')),
    newYork('lunch rush coming, later 3pm ok', snoozeUntil(n('11-11 15:00')), move(ctx, null, '15:00')),
  ),
  within(
    reminded('take the koulourakia out of the freezer', n('11-11 10:00')),
    newYork('ela, 10 more minutes, hands in the dough', snoozeFor(10)),
  ),
  newYork(
    'snooze the Kaplan headcount thing till tomorrow 8am',
    snoozeUntil(n('11-12 08:00'), words('kaplan headcount')),
    move(words('kaplan headcount'), '2026-11-12', '08:00'),
  ),
  within(
    reminded('pay the zev rovine invoice', n('11-11 10:00')),
    newYork('after service tonight, so like midnight', snoozeUntil(n('11-12 00:00'))),
  ),
  within(reminded('call the plow guy', n('11-11 10:00')), newYork('remind me again in 3 hrs, driving up the thruway', snoozeFor(180))),
  within(
    reminded('restock coffee pods + tp in the hemlock cabin', n('11-11 10:00')),
    newYork('snooze till friday morning', snoozeUntil(n('11-13 09:00')), snoozeUntil(n('11-13 08:00')), snoozeUntil(n('11-13 10:00'))),
  ),
  london(
    'snooze the duty return one till monday 9am',
    snoozeUntil(l('11-16 09:00'), words('duty return')),
    move(words('duty return'), '2026-11-16', '09:00'),
  ),
  london('put the oat milk reminder back 2 hours pls', snoozeFor(120, words('oat milk'))),
  newYork('snooze the propane check a week', snoozeFor(7 * 24 * 60, words('propane'))),
  newYork("push the importer call 45 min, he's running late", snoozeFor(45, words('importer call'))),
  // look-alikes
  newYork('the dough need rest 30 min then i fold', NO_CHANGE),
  within(reminded('call the plow guy', n('11-11 10:00')), newYork('wait what does snooze do exactly', NO_CHANGE)),
];

export const EIGHTYTHIRD_CORRECTION: HeldOutItem[] = [
  within(
    just('reply to that tripadvisor review from the couple in room 3', l('11-12 10:00')),
    london('no make that 11', move(ctx, null, '11:00')),
  ),
  london('move the porthmeor changeover to sunday', move(words('porthmeor changeover'), '2026-11-15', null)),
  within(
    just('order 25kg maris otter from crisp', l('11-12')),
    london("actually friday, crisp don't deliver thurs", move(ctx, '2026-11-13', null)),
  ),
  london("duty return's wrong, it's the 30th not the 25th", move(words('duty return'), '2026-11-30', null)),
  within(just('oat milk order', l('11-11 17:00')), london('wait 4 not 5, the cut off is 4', move(ctx, null, '16:00'))),
  london('rota thing -> saturday pls not sunday', move(words('rota'), '2026-11-14', null)),
  within(
    just('call di patty supplier bout di beef price', l('11-12 09:00')),
    london('nah mek it half ten, dem nuh open till 10', move(ctx, null, '10:30')),
  ),
  london('change di just eat one to fri 3pm', move(words('just eat'), '2026-11-13', '15:00')),
  within(just('write the quiz questions', l('11-17')), london('i meant the tuesday after, the 24th', move(ctx, '2026-11-24', null))),
  within(
    reminded('clean the lines', l('11-11 15:00')),
    london('can we do this one thursday at 10 instead', move(ctx, '2026-11-12', '10:00'), snoozeUntil(l('11-12 10:00'))),
  ),
  within(
    just('fix the torn groundsheet in bell tent 4', l('11-20')),
    london('sorry the 18th, guests arrive on the 19th', move(ctx, '2026-11-18', null)),
  ),
  london('log delivery is monday now not tues, change it', move(words('log delivery'), '2026-11-16', null)),
  within(
    just('call mrs patel regarding 3 tier cake design', l('11-12 11:00')),
    london('Sorry sorry, not 11, 11:30 please', move(ctx, null, '11:30')),
  ),
  london(
    'Kindly shift the Shah family consultation from thursday to friday same time',
    move(words('shah family consultation'), '2026-11-13', null),
  ),
  // look-alikes
  london('the guests in room 1 changed their arrival to 6pm, no bother', NO_CHANGE),
  london('supplier move di delivery to friday, mi nah do nuttin bout it', NO_CHANGE),
  within(just('llamar al goya guy', n('11-12 08:00')), newYork('no no a las 9, el no llega hasta las 9', move(ctx, null, '09:00'))),
  newYork('el lotto license ponlo pa el lunes', move(words('lotto license'), '2026-11-16', null)),
  within(just('cupping the new guji lots', n('11-12 09:00')), newYork('make it 2:30 pm instead', move(ctx, null, '14:30'))),
  newYork('move the importer call to 11/19 at 10', move(words('importer call'), '2026-11-19', '10:00')),
  within(just('call wrapper supplier', n('11-12 07:00')), newYork('7 too early they not open, change 9:30', move(ctx, null, '09:30'))),
  within(just('take the koulourakia out of the freezer', n('11-11 15:00')), newYork("ohi, 4 o'clock", move(ctx, null, '16:00'))),
  newYork('the Ortiz tasting moved to 12/5, same time, update it', move(words('ortiz tasting'), '2026-12-05', null)),
  within(
    reminded('confirm final headcount w/ the kaplan wedding', n('11-11 10:00')),
    newYork(
      'they asked for till next friday, move it',
      move(ctx, '2026-11-20', null),
      move(ctx, '2026-11-13', null),
      snoozeUntil(n('11-20 10:00')),
      snoozeUntil(n('11-13 10:00')),
    ),
  ),
  within(just('pay the zev rovine invoice', n('11-15')), newYork('oops 13th, not 15th', move(ctx, '2026-11-13', null))),
  newYork('change the plow call to tomorrow 7:30am', move(words('plow'), '2026-11-12', '07:30')),
  // look-alikes
  within(just('call the plow guy', n('11-12 08:00')), newYork('hmm should it be earlier? not sure when he starts', NO_CHANGE, [unclear])),
  newYork('DJ moved his set to 10pm fyi', NO_CHANGE),
];

export const EIGHTYTHIRD_RENAME: HeldOutItem[] = [
  within(
    just('order more clotted cream for the breakfasts'),
    london('call it clotted cream + jam order', rename(ctx, 'clotted cream + jam order')),
  ),
  london("rename the tripadvisor one to 'reply to the Hendersons review'", rename(words('tripadvisor'), 'reply to the hendersons review')),
  within(just('duty return', l('11-25')), london("change that to 'file HMRC beer duty return'", rename(ctx, 'file hmrc beer duty return'))),
  london('the FV2 clean should say FV2 and FV3 clean', rename(words('fv2'), 'fv2 and fv3 clean')),
  within(
    just('oat milk order', l('11-11 17:00')),
    london('actually make the name oat AND almond milk order', rename(ctx, 'oat and almond milk order')),
  ),
  within(
    listed('oat milk order', 'put the rota up', 'call the EHO back'),
    london('rename 3 to call the environmental health officer back', rename(num(3), 'call the environmental health officer back')),
  ),
  within(
    just('check di patty stock', l('11-12 07:00')),
    london('put it as check patty AND coco bread stock', rename(ctx, 'check patty and coco bread stock')),
  ),
  london('di one dat say pay di rent, change it to pay rent + business rates', rename(words('pay di rent'), 'pay rent + business rates')),
  within(
    just('write the quiz questions', l('11-17')),
    london("call it 'write quiz questions - music round'", rename(ctx, 'write quiz questions - music round')),
  ),
  london("change 'black sheep rep' to 'Theakston rep visit', wrong brewery", rename(words('black sheep rep'), 'theakston rep visit')),
  within(
    reminded('order more chlorine granules', l('11-11 15:00')),
    london('rename this to order bromine tablets, we switched', rename(ctx, 'order bromine tablets')),
  ),
  london('the bell tent 4 task, call it bell tent 4 groundsheet + zip', rename(words('bell tent 4'), 'bell tent 4 groundsheet + zip')),
  within(
    just('call mrs patel regarding 3 tier cake design', l('11-12 11:00')),
    london('Name should be 4 tier not 3 tier, she changed', rename(ctx, 'call mrs patel regarding 4 tier cake design')),
  ),
  london("Please correct spelling in task 'fondent samples' it is fondant samples", rename(words('fondent samples'), 'fondant samples')),
  // look-alikes
  london('the hendersons changed the name on the booking to Mr & Mrs Carter', NO_CHANGE),
  within(
    just('llamar al goya guy', n('11-12 08:00')),
    newYork("ponle 'llamar Goya - faltaron 2 cajas'", rename(ctx, 'llamar goya - faltaron 2 cajas')),
  ),
  within(
    listed('renew the lotto license', "pagar al boar's head guy", 'fix the ice machine'),
    newYork("el 3 cambialo a 'call the ice machine repair guy'", rename(num(3), 'call the ice machine repair guy')),
  ),
  newYork("rename 'cupping' to 'cupping guji + sidama lots'", rename(words('cupping'), 'cupping guji + sidama lots')),
  within(
    just('send the wholesale price sheet to sunday cafe'),
    newYork("typo, it's Sunday Caffe with 2 f's, fix the name", rename(ctx, 'send the wholesale price sheet to sunday caffe')),
  ),
  within(
    just('buy more chili oil from chinatown'),
    newYork('change name: buy chili oil and black vinegar', rename(ctx, 'buy chili oil and black vinegar')),
  ),
  newYork("the phyllo task, call it 'phyllo + kataifi order'", rename(words('phyllo'), 'phyllo + kataifi order')),
  within(
    just('book 2 servers for the ortiz tasting', n('12-03')),
    newYork('should be 3 servers actually, rename it', rename(ctx, 'book 3 servers for the ortiz tasting')),
  ),
  newYork("retitle 'ask the DJ' to 'confirm DJ for the 20th'", rename(words('ask the dj'), 'confirm dj for the 20th')),
  within(
    just('restock coffee pods + tp in the hemlock cabin', n('11-12')),
    newYork('call it Hemlock restock', rename(ctx, 'hemlock restock')),
  ),
  // look-alikes
  newYork("we renamed the pet-nat on the menu to 'Fizzy Boi' lol", NO_CHANGE),
  newYork('can i rename tasks from here or only on the website?', NO_CHANGE),
  within(just('cupping the new guji lots', n('11-12 09:00')), newYork("hmm the name's fine actually, leave it", NO_CHANGE)),
];

export const EIGHTYTHIRD_REMOVE: HeldOutItem[] = [
  within(
    just('order more clotted cream for the breakfasts'),
    london("scrap that, Rodda's dropped some off this morning", remove(), done()),
  ),
  london('delete the bins reminder, the council collects from the back now', remove(words('bins'))),
  within(
    listed('clean fv2', 'order maris otter', 'duty return', 'taproom quiz'),
    london("bin number 4, we're not doing the quiz anymore", remove(num(4))),
  ),
  london('get rid of the hmrc call one, sorted it by email', remove(words('hmrc')), done(words('hmrc'))),
  within(just('put the rota for next wk up on the wall', l('11-15')), london('nvm delete, doing it on the app now', remove())),
  london("remove oat milk order, marco's doing it", remove(words('oat milk order'))),
  within(reminded('update di menu pon just eat', l('11-11 15:00')), london('cancel dat, mi bredda do it already', remove(), done())),
  london('tek off di coco bread one, we stop sell it', remove(words('coco bread'))),
  within(
    listed('clean the lines', 'write the quiz questions', 'ring the brewery rep'),
    london('scratch 2 and 3', [remove(num(2)), remove(num(3))]),
  ),
  london("no need for the quiz sheet reminder anymore, Dave's doing quiz now", remove(words('quiz sheet'))),
  within(just('hot tub water test', l('11-12 09:00')), london("ah forget it, hot tub's closed till march", remove())),
  london("delete the bell tent 4 task, we've sold that tent", remove(words('bell tent 4'))),
  within(
    reminded('order the sugar flowers for saturday wedding', l('11-11 15:00')),
    london('Wedding got cancelled, please remove this', remove()),
  ),
  // look-alikes
  london('binned 3 kegs of the stout today, infected batch, gutted', NO_CHANGE),
  within(just('renew the lotto license', n('11-13')), newYork('borra eso, ya lo renové ayer', remove(), done())),
  newYork('quita lo del ice machine, compré una nueva', remove(words('ice machine'))),
  within(
    listed('cupping the new guji lots', 'send the wholesale price sheet to sunday caffe', 'preheat the probat'),
    newYork('drop the sunday caffe one, they went with another roaster', remove(num(2)), remove(words('sunday caffe'))),
  ),
  newYork('kill the guji cupping, lots got rejected at port', remove(words('guji'))),
  within(just('buy more chili oil from chinatown'), newYork('no need, my son bring already, delete', remove(), done())),
  newYork(
    'take off the vasilopita coins reminder, I found a box in the basement',
    remove(words('vasilopita coins')),
    done(words('vasilopita coins')),
  ),
  within(reminded('book 2 servers for the ortiz tasting', n('11-11 10:00')), newYork('ortiz cancelled the whole thing. remove', remove())),
  within(
    just('deep clean the zaltos', n('11-15')),
    newYork("actually don't set that up, we're switching to machine-safe glasses", remove()),
  ),
  newYork('remove the hemlock restock, cleaners handle it now', remove(words('hemlock restock'))),
  // look-alikes
  newYork('the plow guy cleared all the snow off the driveway this morning', NO_CHANGE),
  within(
    listed('order phyllo', 'order the vasilopita coins', 'start the pies'),
    newYork('should i delete 2 or keep it for next year?', NO_CHANGE),
  ),
  newYork('took the spanakopita off the menu for winter, nobody buying', NO_CHANGE),
];

export const EIGHTYTHIRD_DONE: HeldOutItem[] = [
  within(reminded('reply to the hendersons review', l('11-11 15:00')), london('done and dusted', done())),
  within(
    listed('changeover', 'order clotted cream', 'reply to tripadvisor'),
    london(
      '1 and 3 done, 2 tomorrow',
      [done(num(1)), done(num(3)), move(num(2), '2026-11-12', null)],
      [done(num(1)), done(num(3)), snoozeUntil(l('11-12 12:00'), num(2))],
      [done(num(1)), done(num(3)), snoozeUntil(l('11-12 09:00'), num(2))],
    ),
  ),
  london('malt ordered from crisp ✅', done(words('malt ordered from crisp'))),
  within(reminded('duty return', l('11-11 15:00')), london('filed it this morning, £1,240 ugh', done())),
  within(listed('oat milk order', 'put the rota up', 'call the EHO back'), london('did the first two', [done(num(1)), done(num(2))])),
  london('health inspector came and went, 5 stars!! tick off the prep for it', done(words('inspector')), done(words('prep'))),
  within(reminded('call di patty supplier bout di beef price', l('11-11 15:00')), london('yeh man dun dat', done())),
  london('just eat menu sorted, tick it', done(words('just eat'))),
  within(reminded('clean the lines', l('11-11 15:00')), london('lines done, pints pouring lovely', done())),
  within(listed('clean the lines', 'write the quiz questions', 'ring the brewery rep'), london("the last one's done", done(num(3)))),
  within(reminded('check the pitchup bookings', l('11-11 15:00')), london('yep checked, 2 new for december', done())),
  london('fixed the groundsheet on 4 yesterday, forgot to say', done(words('groundsheet'))),
  within(
    reminded('call mrs patel regarding 3 tier cake design', l('11-11 15:00')),
    london('Yes I have called her, she is confirming by Friday', done()),
  ),
  london('Sugar flowers order is completed ji', done(words('sugar flowers'))),
  // look-alikes
  london('the plumber came at 9, all sorted in room 2', NO_CHANGE),
  london('done with today honestly, so tired', NO_CHANGE),
  within(reminded('check di patty stock', l('11-11 15:00')), london('nah not yet, soon', NO_CHANGE, snoozeFor(30), snoozeFor(60))),
  within(reminded('llamar al goya guy', n('11-11 10:00')), newYork('listo ya lo llamé', done())),
  within(listed('renew the lotto license', "pagar al boar's head guy", 'fix the ice machine'), newYork('el 2 ya', done(num(2)))),
  newYork('price sheet sent to sunday caffe ✔', done(words('price sheet'))),
  within(reminded('check the freezer temp', n('11-11 10:00')), newYork('checked, -18 ok', done())),
  within(
    listed('call wrapper supplier', 'buy more chili oil', 'order pork'),
    newYork('1 2 3 all finish', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(reminded('take the koulourakia out of the freezer', n('11-11 10:00')), newYork('ναι done', done())),
  newYork('phyllo ordered, 40 boxes coming friday', done(words('phyllo'))),
  within(reminded('confirm final headcount w/ the kaplan wedding', n('11-11 10:00')), newYork('confirmed 142 guests, done', done())),
  within(
    listed('book 2 servers', 'order chafers', 'pick up linens'),
    newYork('chafers ordered & linens picked up', [done(num(2)), done(num(3))], [done(words('chafers')), done(words('linens'))]),
  ),
  within(reminded('pay the zev rovine invoice', n('11-11 10:00')), newYork('paid', done())),
  within(reminded('call the plow guy', n('11-11 10:00')), newYork("called him, he's coming sat at 6am", done())),
  newYork('cleaners finished the birch cabin, mark it done', done(words('birch cabin'))),
  // look-alikes
  within(reminded('preheat the probat', n('11-11 10:00')), newYork("on it, temp's climbing", NO_CHANGE)),
  within(
    reminded('pay the louis dressner invoice', n('11-11 10:00')),
    newYork('will do after lunch', NO_CHANGE, snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
];

export const EIGHTYTHIRD_ANSWER: HeldOutItem[] = [
  within(
    which('reply to the hendersons review', 'reply to the tripadvisor question about parking'),
    london('the hendersons one', answer(1)),
  ),
  within(which('clean fv2', 'clean fv3'), london('fv3', answer(2))),
  within(which('call the EHO back', 'call marco about the grinder'), london('marco', answer(2))),
  within(which('call di patty supplier', 'call di landlord'), london('di fus one', answer(1))),
  within(which('ring the brewery rep', 'ring the quiz master', 'ring the glass washer engineer'), london('the engineer, love', answer(3))),
  within(which('ring the hot tub engineer', 'ring pitchup support'), london('neither tbh, I meant the log man', answer(null))),
  within(which('call mrs patel', 'call mrs shah'), london('Second one only', answer(2))),
  within(
    dilemmaChoice('should we close for january?', ['close for january', 'stay open with winter deals']),
    london('going with closing, I need the rest', answer(1), decision),
  ),
  within(
    dilemmaMatters('second fermenter or contract brew the lager?', ['buy a second fermenter', 'contract brew the lager']),
    london('keeping control of the recipe matters most to me tbh', answer(null)),
  ),
  within(
    dilemmaChoice('open a second site in Peckham?', ['open in peckham', 'expand the brixton kitchen']),
    london('mi still a tink bout it, nuh decide yet', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Which day suits for the quiz reminder?', options: ['Monday', 'Tuesday'] } },
    london("tuesday's better", answer(2)),
  ),
  within(
    { pending: { about: 'stuck', task: 'order more chlorine granules' } },
    london("supplier's out till december and I can't find anyone else who delivers out here", answer(null)),
  ),
  within(
    dilemmaChoice('Should I take the Diwali order of 200 boxes?', ['take the order', 'decline the order']),
    london('I will take it, good money na', answer(1), decision),
  ),
  // look-alike
  within(which('call the EHO back', 'call marco about the grinder'), london('ugh wait what was i even doing', NO_CHANGE)),
  within(which('llamar al goya guy', 'llamar al landlord'), newYork('el del landlord', answer(2))),
  within(which('send price sheet to sunday caffe', 'send price sheet to devocion'), newYork('the first', answer(1))),
  within(which('call wrapper supplier', 'call pork supplier'), newYork('pork one', answer(2))),
  within(which('order phyllo', 'order kataifi'), newYork('kataifi', answer(2))),
  within(which('pay the zev rovine invoice', 'pay the louis dressner invoice'), newYork('dressner', answer(2))),
  within(which('book 2 servers', 'order chafers', 'pick up linens'), newYork('the linens, #3', answer(3))),
  within(
    dilemmaOptions('should I open a second location?'),
    newYork('either a shop on Ditmars or a stall at the Queens night market, or just stay put', answer(null)),
  ),
  within(
    dilemmaOptions('how to handle the december staffing crunch'),
    newYork('hire 2 more full time servers or use the staffing agency for the big events', answer(null)),
  ),
  within(
    dilemmaMatters('take the bigger allocation from the importer?', ['take the full allocation', 'take half']),
    newYork('cash flow honestly, january is dead', answer(null)),
  ),
  within(
    dilemmaChoice('which importer for the new ethiopia lots?', ['Royal', 'Cafe Imports', 'Osito']),
    newYork('osito. better traceability', answer(3), decision),
  ),
  within(
    dilemmaChoice('open on sundays?', ['open sundays', 'stay closed sundays']),
    newYork('not decide yet, ask my husband first', answer(null)),
  ),
  within(
    dilemmaChoice('raise winter rates?', ['raise rates 15%', 'keep rates and add a minimum stay']),
    newYork('the second, 2 night minimum', answer(2), decision),
  ),
  within(dilemmaChoice('put an ATM in the store?', ['put in an ATM', 'no ATM']), newYork('dale con el ATM', answer(1), decision)),
];

export const EIGHTYTHIRD_RAMBLE: HeldOutItem[] = [
  london(
    "ok so um voice note cos I'm driving, the hendersons check out tomorrow so I need to strip room 3 tomorrow at half 10, and um, remind me to ring the laundry in hayle about the extra sheets friday at 9, oh and the tripadvisor reply is done, did it last night. so yeah",
    ...eachOf(
      [task('strip room 3', l('11-12 10:30'))],
      [
        task('ring the laundry in hayle about the extra sheets', l('11-13 09:00')),
        task('ring the laundry in hayle about extra sheets', l('11-13 09:00')),
      ],
      [done(words('tripadvisor'))],
    ),
  ),
  london(
    "right so brew day went alright, um, mash was a bit hot at first, like 68 instead of 66, so the IPA'll be a bit sweeter, whatever, taproom was rammed friday, kegs all back from the old market pubs, yeah just venting really",
    NO_CHANGE,
  ),
  london(
    "hiya so um quick one, the oatly rep said they can only deliver thursdays now so can you remind me to put the order in tonight by 9, and I need to redo the rota cos Jas is off sick all next week, first thing tmrw like 8, and the health inspector letter, I'll deal with it, don't remind me",
    ...eachOf(
      [task('put the order in', l('11-11 21:00')), task('put the oatly order in', l('11-11 21:00'))],
      [task('redo the rota', l('11-12 08:00'))],
    ),
  ),
  london(
    'yow wah gwaan, so listen, di patty man nuh deliver today, mi haffi go cash an carry tomorrow 7 o clock fi get flour an beef, an remind mi fi call just eat bout di missing payout friday 11, an di fridge man come yesterday it fix now, bless',
    ...eachOf(
      [task('go cash an carry fi get flour an beef', l('11-12 07:00')), task('go cash an carry', l('11-12 07:00'))],
      [task('call just eat bout di missing payout', l('11-13 11:00')), task('call just eat about the missing payout', l('11-13 11:00'))],
    ),
  ),
  london(
    "evening love, just to say quiz night went brilliant, 14 teams, the black sheep rep came in at 2 like he said and we've sorted next month's order, cellar's all clean, I'm knackered, that's me for today",
    NO_CHANGE,
  ),
  london(
    "hiya um so I'm up at the site, the hot tub heater's playing up again so I need to ring Aled about the hot tub heater tomorrow at 9, and for christmas week, can you remind me friday to email the people who haven't paid deposits, oh and cancel the reminder about the log delivery cos they came today",
    ...eachOf(
      [task('ring aled about the hot tub heater', l('11-12 09:00'))],
      [task("email the people who haven't paid deposits", l('11-13'))],
      [remove(words('log delivery')), done(words('log delivery'))],
    ),
  ),
  london(
    "Hello, so I am just explaining, Saturday cake is 3 tier with sugar flowers, I have done the sponge today only. Tomorrow morning 8 o'clock I must start the fondant covering, then please remind me 4 pm to call Mrs Patel for the delivery address. Also the Diwali boxes order, I decided I will take it.",
    ...eachOf(
      [task('start the fondant covering', l('11-12 08:00'))],
      [
        task('call mrs patel for the delivery address', l('11-12 16:00')),
        task('call mrs patel for the delivery address', l('11-11 16:00')),
      ],
      [decision],
    ),
  ),
  london(
    'Today was very long day, three consultations, one bride was crying because mother-in-law wants different colour icing, tomorrow also full full, I am so tired, anyway good night',
    NO_CHANGE,
  ),
  london(
    "so yeah um quick list while I remember, the duty return is done, filed it, cheers for the nag, um, then I need to order CO2 from BOC by friday, and can you move the FV2 clean to saturday at 8 cos brew day's moved",
    ...eachOf([done(words('duty return'))], [task('order co2 from boc', l('11-13'))], [move(words('fv2'), '2026-11-14', '08:00')]),
  ),
  london(
    "just a moan really, the couple in room 1 left a 3 star review saying breakfast was late, it was 10 minutes late cos the eggs came late, I'm not replying tonight, maybe never, anyway",
    NO_CHANGE,
  ),
  london(
    "right, listen, um, the glass washer's on the blink again, ring the engineer first thing monday, like 8, and I need to get the christmas menus printed by the 1st, and, oh, tick off cleaning the lines, Dave did them",
    ...eachOf(
      [task('ring the engineer', l('11-16 08:00')), task('ring the glass washer engineer', l('11-16 08:00'))],
      [task('get the christmas menus printed', l('12-01'))],
      [done(words('cleaning the lines')), done(words('lines'))],
    ),
  ),
  newYork(
    'oye mira, klk, so el Goya guy vino y todo bien, pero recuérdame mañana a las 9 to call the landlord about the leak en el basement, y el viernes pagar el Con Ed, ah y borra lo del ice machine que ya la compré',
    ...eachOf(
      [
        task('call the landlord about the leak en el basement', n('11-12 09:00')),
        task('call the landlord about the leak in the basement', n('11-12 09:00')),
        task('call the landlord about the leak', n('11-12 09:00')),
      ],
      [task('pagar el con ed', n('11-13')), task('pay con ed', n('11-13'))],
      [remove(words('ice machine')), done(words('ice machine'))],
    ),
  ),
  newYork(
    "coño que día, la lotto machine se cayó como 2 horas, la gente gritando, el delivery de Boar's Head llegó tarde a las 11, pero ya todo tranquilo, ahora voy a comer",
    NO_CHANGE,
  ),
  newYork(
    "ok voice memo, um, roasted 6 batches today, the guji's tasting really bright, um, I need to email Royal about the next container tomorrow at 10, and uh, remind me every monday at 8 to check green inventory, oh and the sunday caffe price sheet thing is done",
    ...eachOf(
      [task('email royal about the next container', n('11-12 10:00'))],
      [task('check green inventory', n('11-16 08:00'), weekly)],
      [done(words('price sheet')), done(words('sunday caffe'))],
    ),
  ),
  newYork(
    'ok so today very busy, the pork supplier come late again, I want remind tomorrow 10am call him, say if late again I change supplier, and also friday buy gloves and takeout boxes at restaurant depot, the chili oil one finish already',
    ...eachOf(
      [
        task('call the pork supplier', n('11-12 10:00')),
        task('call pork supplier', n('11-12 10:00')),
        task('call him', n('11-12 10:00')),
        task('call him say if late again i change supplier', n('11-12 10:00')),
      ],
      [task('buy gloves and takeout boxes at restaurant depot', n('11-13'))],
      [done(words('chili oil'))],
    ),
  ),
  newYork(
    "ela, so listen, today oven 2 was running hot again, I burned one tray of koulourakia, my husband says call the technician but I think it's the thermostat and he can fix it himself, we see, anyway the spanakopita sold out by 11",
    NO_CHANGE,
  ),
  newYork(
    "so um, for the thanksgiving orders, remind me monday at 6am to start the pies, and saturday call my cousin about borrowing the van, and uh also the phyllo order, change it to thursday the guy can't do friday",
    ...eachOf(
      [task('start the pies', n('11-16 06:00'))],
      [task('call my cousin about borrowing the van', n('11-14'))],
      [move(words('phyllo'), '2026-11-12', null)],
    ),
  ),
  newYork(
    'hey so running through the week, um, the kaplan tasting went great, they loved the short rib, so I need to send them the revised quote by friday noon, and book the chafers and linens with Party Rental Ltd before the 20th, and the staff meeting today, push that to 5 instead of 4',
    ...eachOf(
      [
        task('send them the revised quote', n('11-13 12:00')),
        task('send the revised quote', n('11-13 12:00')),
        task('send the kaplans the revised quote', n('11-13 12:00')),
      ],
      [
        task('book the chafers and linens with party rental ltd', n('11-20')),
        task('book the chafers and linens with party rental ltd', n('11-19')),
      ],
      [move(words('staff meeting'), null, '17:00'), move(words('staff meeting'), '2026-11-11', '17:00')],
    ),
  ),
  newYork(
    "ugh long night, the pet-nat allocation came in short again, only 2 cases instead of 6, I'm not chasing them tonight, the DJ was great tho, we did like 4k, anyway going to bed",
    NO_CHANGE,
  ),
  newYork(
    'ok so, tomorrow at 2 I have the tasting with the Jenny & François rep, remind me, also the Zev invoice, I paid it this morning so mark that, and add a thing for sunday to deep clean the bar fridge',
    ...eachOf(
      [task('tasting with the jenny & françois rep', n('11-12 14:00')), task('tasting with the jenny & francois rep', n('11-12 14:00'))],
      [done(words('zev'))],
      [task('deep clean the bar fridge', n('11-15'))],
    ),
  ),
  newYork(
    "hey, so I'm driving up now, um, the cleaners can't do Birch on saturday so I need to find someone else, remind me tonight at 7, and the plow guy, pay him on venmo by friday, and the hemlock guests check in tomorrow at 4 so send them the door code at noon tomorrow",
    ...eachOf(
      [
        task('find someone else', n('11-11 19:00')),
        task('find someone else to clean birch on saturday', n('11-11 19:00')),
        task('find someone else to clean birch', n('11-11 19:00')),
        task('find a cleaner for birch', n('11-11 19:00')),
      ],
      [task('pay the plow guy on venmo', n('11-13')), task('pay the plow guy', n('11-13'))],
      [task('send them the door code', n('11-12 12:00')), task('send the hemlock guests the door code', n('11-12 12:00'))],
    ),
  ),
  newYork(
    "just checked the hemlock cam (outside only!), guests got in at 3 like they said, the plow came at 6 this morning, everything's fine, gonna take a nap",
    NO_CHANGE,
  ),
  newYork(
    "um so this is more thinking out loud, the probat's been running hot on the second batch every roast day, might need a service but I don't wanna call anyone till after the holidays, not a task, just saying it out loud",
    NO_CHANGE,
    [note],
  ),
  newYork(
    'today sell 600 dumpling, record! the food hall manager say maybe we get the corner spot in january, we see, I so happy',
    NO_CHANGE,
  ),
];

export const HELD_OUT_EIGHTYTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: EIGHTYTHIRD_ASK,
  recurring: EIGHTYTHIRD_RECURRING,
  snooze: EIGHTYTHIRD_SNOOZE,
  correction: EIGHTYTHIRD_CORRECTION,
  rename: EIGHTYTHIRD_RENAME,
  remove: EIGHTYTHIRD_REMOVE,
  done: EIGHTYTHIRD_DONE,
  answer: EIGHTYTHIRD_ANSWER,
  ramble: EIGHTYTHIRD_RAMBLE,
  greeting: EIGHTYTHIRD_GREETING,
  thanks: EIGHTYTHIRD_THANKS,
  feeling: EIGHTYTHIRD_FEELING,
  question: EIGHTYTHIRD_QUESTION,
  statement: EIGHTYTHIRD_STATEMENT,
  decision: EIGHTYTHIRD_DECISION,
  dilemma: EIGHTYTHIRD_DILEMMA,
  recall: EIGHTYTHIRD_RECALL,
  prioritise: EIGHTYTHIRD_PRIORITISE,
  agenda: EIGHTYTHIRD_AGENDA,
  free_time: EIGHTYTHIRD_FREE_TIME,
  unclear: EIGHTYTHIRD_UNCLEAR,
  bare: EIGHTYTHIRD_BARE,
};

export const HELD_OUT_EIGHTYTHIRD: HeldOutItem[] = Object.values(HELD_OUT_EIGHTYTHIRD_KINDS).flat();
