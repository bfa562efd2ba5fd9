/**
 * Held-out set, hundredfifteenth part e: gardeners, landscapers and tree surgeons.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Dot, self-employed gardener in Norwich with a round of regular clients (lawns, hedges, green waste; chatty, "duck", "love").
 * - Kofi, landscaper in Lewisham doing patios and fencing (quotes, the lads, the skip, the van; short lines).
 * - Marek, tree surgeon in Swindon; Polish is his first language (climbs, the chipper, TPOs, council permits).
 * - Isla, garden designer in Aberdeen who writes some Scots ("the morn", "aye", "ken", "dreich").
 * - Harpreet, runs a lawn-care and weed-control franchise in Wolverhampton (treatments, routes, customers; some Punjabi).
 *
 * New York time (month-first dates, 4/12 = April 12):
 * - Alejandro, landscaper with two crews in Yonkers; Spanish is his first language (mowing contracts, leaf cleanups, snow plowing).
 * - Dre, tree-removal guy in the Bronx (stump grinding, crane days, insurance; all lower case, no punctuation).
 * - Mai, runs a plant shop and interior-plant care service in Williamsburg; Japanese is her first language (office visits, deliveries).
 * - Gary, snow-plow and hardscape contractor on Staten Island (salt, the plow truck, driveways; blunt, clipped).
 * - Hannah, rooftop-garden and terrace designer in Tribeca (clients, nurseries, buildings' boards; long careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

export const HUNDREDFIFTEENTH_ASK: HeldOutItem[] = [
  // London
  london(
    "ooh duck remind me friday to drop Mrs Cartwright's hedge trimmings down the tip",
    task("drop Mrs Cartwright's hedge trimmings down the tip", l('11-13')),
  ),
  london(
    'love can you put in for me to ring Brenda about her last cut of the year, tomorrow morning',
    task('ring Brenda about her last cut of the year', l('11-12 09:00')),
  ),
  london(
    "I really ought to ring the council about my green waste bin, they've missed it twice now love",
    task('ring the council about my green waste bin'),
    NO_CHANGE,
  ),
  london('skip swap thurs 8am. remind me 7.30 to move the van', task('move the van', l('11-12 07:30')), [
    task('skip swap', l('11-12 08:00')),
    task('move the van', l('11-12 07:30')),
  ]),
  london('send the Brockley patio quote by fri', task('send the Brockley patio quote', l('11-13'))),
  london('order 40 sleeper posts + postcrete tmrw', task('order 40 sleeper posts + postcrete', l('11-12')), [
    task('order 40 sleeper posts', l('11-12')),
    task('order postcrete', l('11-12')),
  ]),
  london(
    'Please remind me tomorrow 7 in the morning to check the chipper oil before the job in Old Town',
    task('check the chipper oil before the job in Old Town', l('11-12 07:00')),
  ),
  london(
    'The oak on Bath Road have TPO so I must apply to council for permit. Remind me Monday',
    task('apply to council for permit', l('11-16')),
    task('apply to council for permit for the oak on Bath Road', l('11-16')),
  ),
  london(
    'URGENT call the customer in Wroughton, after storm the willow is leaning on his garage',
    task('call the customer in Wroughton', null, { important: true }),
  ),
  london(
    'aye remind me the morn at 10 tae send the planting plan tae the Hendersons',
    task('send the planting plan tae the Hendersons', l('11-12 10:00')),
  ),
  london(
    'need tae get the allium bulbs ordered afore 20/11 ken',
    task('get the allium bulbs ordered', l('11-20')),
    task('get the allium bulbs ordered', l('11-19')),
  ),
  london(
    "Sat sri akal ji, 6pm remind me to load the van with the autumn feed for tomorrow's route",
    task("load the van with the autumn feed for tomorrow's route", l('11-11 18:00')),
  ),
  london(
    '2 things - call Mr Bains about the moss treatment thurs am, and chase franchise office for the new route sheets by friday. also spring booking letters to all customers 3/12',
    [
      task('call Mr Bains about the moss treatment', l('11-12 09:00')),
      task('chase franchise office for the new route sheets', l('11-13')),
      task('spring booking letters to all customers', l('12-03')),
    ],
  ),
  // London: look like an ask, or half of one
  london("site visit at Cults was a washoot, dreich disnae even cover it. the client's still keen on the wildflower meadow tho", NO_CHANGE),
  london('franchise office sends route sheets every monday anyway so no need to remind me about them bhra', NO_CHANGE),

  // New York
  newYork(
    'Remind me tomorrow 7am call the Pinewood condo for the contract of the snow plowing, they still no answer',
    task('call the Pinewood condo for the contract of the snow plowing', n('11-12 07:00')),
  ),
  newYork(
    'necesito fix the blower of crew 1 before friday, is making a noise very loud',
    task('fix the blower of crew 1', n('11-13')),
    task('fix the blower of crew 1', n('11-12')),
  ),
  newYork('ya the snow plowing contracts for this winter are all sign, 14 properties gracias a Dios', NO_CHANGE),
  newYork(
    'crane day on bruckner thursday remind me the night before to put the permits in the truck',
    task('put the permits in the truck', n('11-11 20:00')),
    task('put the permits in the truck', n('11-11 19:00')),
  ),
  newYork(
    'gotta send the insurance cert to the co-op board on gun hill asap they wont let us start without it',
    task('send the insurance cert to the co-op board on gun hill', null, { important: true }),
  ),
  newYork('remind me thurs to call the mosholu pkwy lady bout her stump', task('call the mosholu pkwy lady bout her stump', n('11-12'))),
  newYork(
    'Friday 9am please remind to bring new pothos for the Kent Ave office visit',
    task('bring new pothos for the Kent Ave office visit', n('11-13 09:00')),
  ),
  newYork(
    'Tomorrow afternoon I deliver fiddle leaf fig to customer in Greenpoint. Please remind me 1 hour before',
    task('deliver fiddle leaf fig to customer in Greenpoint', n('11-12 14:00')),
    unclear,
  ),
  newYork(
    'I have to order the soil and the pots from the wholesaler before 11/30',
    task('order the soil and the pots from the wholesaler', n('11-30')),
    task('order the soil and the pots from the wholesaler', n('11-29')),
  ),
  newYork('salt delivery. tmrw 7am. remind me.', task('salt delivery', n('11-12 07:00'))),
  newYork('plow truck inspection fri. important', task('plow truck inspection', n('11-13'), { important: true })),
  newYork('quote the Todt Hill driveway by monday. pavers price from the yard tmrw', [
    task('quote the Todt Hill driveway', n('11-16')),
    task('pavers price from the yard', n('11-12')),
  ]),
  newYork(
    "Good morning! Quick one (well, not that quick, sorry). The board at 60 Hudson finally approved the planter weight study, which is wonderful, but it means the managing agent needs the structural engineer's stamped letter before their meeting on the 19th. Could you remind me Monday morning to chase the engineer for his stamped letter? And separately, the nursery in New Jersey is holding the Japanese maples for us, so I should confirm the maple order with the nursery by Thursday.",
    [task('chase the engineer for his stamped letter', n('11-16 09:00')), task('confirm the maple order with the nursery', n('11-12'))],
  ),
  // New York: look like an ask
  newYork('yard closes noon on saturdays now. figures', NO_CHANGE),
  newYork(
    'Just so you know, the Greenwich Street terrace install is going ahead on 12/2 whatever the weather does; the crew is confident and the building has approved the crane window.',
    NO_CHANGE,
  ),
];

export const HUNDREDFIFTEENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('ring Brenda about her last cut of the year'),
    london("i'm up to my elbows in leaves duck, give us half an hour", snoozeFor(30)),
  ),
  within(
    reminded("drop Mrs Cartwright's hedge trimmings down the tip"),
    london('tip shuts at 3 on a wednesday love, tomorrow morning instead', snoozeUntil(l('11-12 09:00'))),
  ),
  within(reminded('ring Brenda about her last cut of the year'), london("not yet duck, she's out at her daughter's", NO_CHANGE)),
  within(reminded('send the Brockley patio quote'), london('on the tools. 2hrs', snoozeFor(120))),
  within(
    reminded('order 40 sleeper posts + postcrete'),
    london('tmrw first thing', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(reminded('move the van'), london('5 mins', snoozeFor(5))),
  within(reminded('send the Brockley patio quote'), london('later', snoozeFor(60))),
  within(
    reminded('check the chipper oil before the job in Old Town'),
    london('I am up in the tree, remind me in 40 minute', snoozeFor(40)),
  ),
  within(
    reminded('apply to council for permit for the oak on Bath Road'),
    london('Website of council is down today, please Friday morning', snoozeUntil(l('11-13 09:00'))),
  ),
  within(reminded('call the customer in Wroughton', l('11-11 15:00')), london("please at 1 o'clock", snoozeUntil(l('11-12 13:00')))),
  within(
    reminded('send the planting plan tae the Hendersons'),
    london('no the noo, efter ma tea', snoozeUntil(l('11-11 18:00')), snoozeUntil(l('11-11 19:00'))),
  ),
  within(reminded('get the allium bulbs ordered'), london('the morn', snoozeUntil(l('11-12')), snoozeUntil(l('11-12 09:00')))),
  within(reminded('phone the quarry about the Caithness slabs'), london('aye push it tae half 4', snoozeUntil(l('11-11 16:30')))),
  within(reminded('call Mr Bains about the moss treatment'), london('on route rn, 3 more lawns. 2 hours ji', snoozeFor(120))),
  within(
    reminded('chase franchise office for the new route sheets'),
    london("monday, they don't answer after 3 anyway", snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00'))),
  ),

  // New York
  within(reminded('call the Pinewood condo for the contract of the snow plowing'), newYork('estoy en el truck, 20 min', snoozeFor(20))),
  within(
    reminded('fix the blower of crew 1'),
    newYork('mañana en la mañana, the mechanic shop is close today', snoozeUntil(n('11-12 09:00'))),
  ),
  within(reminded('crew 2 leaf cleanup Mrs. Russo house'), newYork('todavía no, not yet', NO_CHANGE)),
  within(reminded('send the insurance cert to the co-op board on gun hill'), newYork('in the bucket rn hit me in an hour', snoozeFor(60))),
  within(reminded('call the mosholu pkwy lady bout her stump'), newYork('after 3 shes at work till then', snoozeUntil(n('11-11 15:00')))),
  within(reminded('get the crane quote from big apple'), newYork('tmrw', snoozeUntil(n('11-12')), snoozeUntil(n('11-12 09:00')))),
  within(
    reminded('send the insurance cert to the co-op board on gun hill'),
    newYork('insurance office still aint sent me the new cert smh', NO_CHANGE),
  ),
  within(
    reminded('bring new pothos for the Kent Ave office visit'),
    newYork('Sorry now I am watering at office in Dumbo, please 1 hour later', snoozeFor(60)),
  ),
  within(
    reminded('order the soil and the pots from the wholesaler'),
    newYork('Please remind again Monday morning, wholesaler is closed until then', snoozeUntil(n('11-16 09:00'))),
  ),
  within(reminded('invoice the Dumbo office'), newYork('not right now please', snoozeFor(60), NO_CHANGE)),
  within(reminded('plow truck inspection'), newYork('not today. fri 7am', snoozeUntil(n('11-13 07:00')))),
  within(reminded('pavers price from the yard'), newYork('30', snoozeFor(30))),
  within(
    reminded('quote the Todt Hill driveway', n('11-11 10:00')),
    newYork('at 8', snoozeUntil(n('11-11 20:00')), snoozeUntil(n('11-12 08:00'))),
  ),
  within(
    reminded('chase the engineer for his stamped letter'),
    newYork(
      "I'm so sorry, I'm in the middle of a walkthrough on the roof at 60 Hudson with the board's architect and it's going to run at least until lunch. Could you remind me again at 1:30? I'll be back at my laptop by then.",
      snoozeUntil(n('11-11 13:30')),
    ),
  ),
  within(
    reminded('confirm the maple order with the nursery'),
    newYork(
      "Let's do this tomorrow afternoon instead, please. They're sending photos of the actual trees tonight and I'd rather see them before I commit.",
      snoozeUntil(n('11-12 15:00')),
    ),
  ),
];

export const HUNDREDFIFTEENTH_DONE: HeldOutItem[] = [
  // London
  within(
    reminded('ring Brenda about her last cut of the year'),
    london('rang her duck, she wants it doing next thursday bless her', done()),
  ),
  london("took all Mrs Cartwright's trimmings down the tip this morning, what a faff that was", done(words('Cartwright'))),
  within(
    shown('send the Brockley patio quote', 'order sleeper posts', 'pay the lads', 'book skip swap'),
    london('2 n 4 done', [done(num(2)), done(num(4))]),
  ),
  london('brockley quote sent', done(words('Brockley'))),
  within(reminded('check the chipper oil before the job in Old Town'), london('Is checked, oil was little low so I put more', done())),
  within(
    reminded('apply to council for permit for the oak on Bath Road'),
    london('I have sent application on council website, now they take 6 week', done()),
  ),
  within(
    shown('send the planting plan tae the Hendersons', 'get the allium bulbs ordered', 'phone the quarry about the Caithness slabs'),
    london('aye 1 an 3 are done', [done(num(1)), done(num(3))]),
  ),
  within(reminded('get the allium bulbs ordered'), london('ordered them the noo 👍', done())),
  within(reminded('call Mr Bains about the moss treatment'), london('spoke to him, booked him in for 2nd treatment in march', done())),
  within(
    shown('load the van with the autumn feed', 'chase franchise office for the new route sheets', 'order more selective weedkiller'),
    london('sab done except the weedkiller', [done(num(1)), done(num(2))]),
  ),
  within(shown('call Mr Bains', 'spring booking letters', 'pay the van lease'), london('3 ho gaya', done(num(3)))),
  // London: news that looks like a tick
  london("finished Mr Parr's lawn for the last time this year, sad really, he's moving to a flat", NO_CHANGE),
  within(just('order 40 sleeper posts + postcrete', l('11-12')), london('posts ordered. postcrete next week', NO_CHANGE)),
  london('Today climbing finish early, too much wind', NO_CHANGE),
  within(reminded('phone the quarry about the Caithness slabs'), london('phoned but naebody picked up', NO_CHANGE)),

  // New York
  within(
    reminded('call the Pinewood condo for the contract of the snow plowing'),
    newYork('ya I call them, they sign for all the winter 👍', done()),
  ),
  within(
    shown('fix the blower of crew 1', 'crew 2 leaf cleanup Mrs. Russo house', 'buy new rakes', 'pay the dump fees'),
    newYork('listo el 1 y el 4', [done(num(1)), done(num(4))]),
  ),
  within(reminded('send the insurance cert to the co-op board on gun hill'), newYork('sent it to the board lady', done())),
  newYork('finally got the crane quote from big apple', done(words('crane quote'))),
  within(reminded('bring new pothos for the Kent Ave office visit'), newYork('I brought them! Also I repot the snake plant there', done())),
  within(
    shown('order the soil and the pots', 'deliver fiddle leaf fig to customer in Greenpoint', 'invoice the Dumbo office'),
    newYork('Number 2 is finished, customer is very happy 😊', done(num(2))),
  ),
  within(reminded('salt delivery'), newYork("salt's in the yard", done())),
  within(reminded('plow truck inspection'), newYork('passed', done())),
  within(
    shown('quote the Todt Hill driveway', 'pavers price from the yard', 'renew the DOT permit for the plow'),
    newYork('1,2 done', [done(num(1)), done(num(2))]),
  ),
  within(
    reminded('chase the engineer for his stamped letter'),
    newYork(
      "Good news: I finally got hold of him this morning and he's emailed the stamped letter over. I've already forwarded it to the managing agent along with the planter schedule, so we're all set for the board meeting on the 19th.",
      done(),
    ),
  ),
  within(
    shown('confirm the maple order with the nursery', 'get the board minutes from 60 Hudson', 'pay the irrigation deposit'),
    newYork(
      'The nursery order is confirmed and the irrigation contractor has his deposit, so you can tick off both of those. Still waiting on the board minutes.',
      [done(num(1)), done(num(3))],
      [done(words('nursery')), done(words('irrigation'))],
    ),
  ),
  // New York: news that looks like a tick
  within(
    just('crew 2 leaf cleanup Mrs. Russo house', n('11-14')),
    newYork('crew 2 finish the front at Russo but the backyard need one more day', NO_CHANGE),
  ),
  newYork('done for the day my back is shot', NO_CHANGE),
  newYork('Did I already send the invoice to the Dumbo office? I cannot remember', NO_CHANGE),
  within(reminded('pavers price from the yard'), newYork("yard didn't call back", NO_CHANGE)),
];

export const HUNDREDFIFTEENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('ring Brenda about her last cut of the year', l('11-12 09:00')),
    london("ooh no make that 10 duck, she's never up before", move(ctx, null, '10:00')),
  ),
  within(
    just("drop Mrs Cartwright's hedge trimmings down the tip", l('11-13')),
    london('sorry love I meant Mrs Carter not Cartwright', rename(ctx, "drop Mrs Carter's hedge trimmings down the tip")),
  ),
  within(just('send the Brockley patio quote', l('11-13')), london('nah thurs', move(ctx, '2026-11-12', null))),
  within(just('pay the lads', l('11-13 16:00')), london('3 not 4', move(ctx, null, '15:00'))),
  london('move skip swap to mon', move(words('skip swap'), '2026-11-16', null)),
  within(
    just('check the chipper oil before the job in Old Town', l('11-12 07:00')),
    london('Sorry is not 7, is 6:30, we start early', move(ctx, null, '06:30')),
  ),
  within(
    just('apply to council for permit for the oak on Bath Road', l('11-16')),
    london('I make mistake, is ash not oak', rename(ctx, 'apply to council for permit for the ash on Bath Road')),
  ),
  london('change the Wroughton call to tomorrow 8 in morning', move(words('Wroughton'), '2026-11-12', '08:00')),
  within(
    just('send the planting plan tae the Hendersons', l('11-12 10:00')),
    london("naw, wrang day, make it Friday. they're awa till then", move(ctx, '2026-11-13', null)),
  ),
  within(
    just('get the allium bulbs ordered', l('11-20')),
    london("wait 18/11, that's the supplier's cut-off", move(ctx, '2026-11-18', null)),
  ),
  within(
    just('call Mr Bains about the moss treatment', l('11-12 09:00')),
    london('Oops not Bains, Mr Bassi. Bains is next week', rename(ctx, 'call Mr Bassi about the moss treatment')),
  ),
  within(
    just('chase franchise office for the new route sheets', l('11-13')),
    london('make it 2/12 at 9am', move(ctx, '2026-12-02', '09:00')),
  ),
  within(
    reminded('ring Brenda about her last cut of the year', l('11-11 15:00')),
    london(
      'do it tomorrow after lunch instead duck',
      move(ctx, '2026-11-12', '14:00'),
      move(ctx, '2026-11-12', '13:00'),
      snoozeUntil(l('11-12 14:00')),
      snoozeUntil(l('11-12 13:00')),
    ),
  ),
  // London: news that mentions a change
  within(just('send the Brockley patio quote', l('11-13')), london('brockley fella wants it bigger now, 30m2 not 20', NO_CHANGE)),
  within(
    just('phone the quarry about the Caithness slabs', l('11-12')),
    london("quarry says the Caithness slabs'll no be in till January, typical", NO_CHANGE),
  ),

  // New York
  within(
    just('call the Pinewood condo for the contract of the snow plowing', n('11-12 07:00')),
    newYork('no no, 8, the manager arrive at 8', move(ctx, null, '08:00')),
  ),
  within(
    just('crew 2 leaf cleanup Mrs. Russo house', n('11-14')),
    newYork('perdón, is crew 1 not crew 2', rename(ctx, 'crew 1 leaf cleanup Mrs. Russo house')),
  ),
  newYork('the Pinewood call, change it for friday 3 pm', move(words('Pinewood'), '2026-11-13', '15:00')),
  within(just('put the permits in the truck', n('11-11 20:00')), newYork('nah make it 5am tmrw', move(ctx, '2026-11-12', '05:00'))),
  within(
    just('call the mosholu pkwy lady bout her stump', n('11-12')),
    newYork('wrong lady its the one on bainbridge', rename(ctx, 'call the bainbridge lady bout her stump')),
  ),
  within(
    reminded('get the crane quote from big apple', n('11-11 10:00')),
    newYork('push it to thursday', move(ctx, '2026-11-12', null), snoozeUntil(n('11-12 10:00')), snoozeUntil(n('11-12'))),
  ),
  within(
    just('bring new pothos for the Kent Ave office visit', n('11-13 09:00')),
    newYork('Sorry, visit is 10am, not 9am', move(ctx, null, '10:00')),
  ),
  within(
    just('deliver fiddle leaf fig to customer in Greenpoint', n('11-12 14:00')),
    newYork('Ah, not fiddle leaf fig, it is bird of paradise', rename(ctx, 'deliver bird of paradise to customer in Greenpoint')),
  ),
  within(
    just('order the soil and the pots from the wholesaler', n('11-30')),
    newYork('Sorry I mean 12/1, not 11/30', move(ctx, '2026-12-01', null)),
  ),
  within(just('plow truck inspection', n('11-13')), newYork('monday', move(ctx, '2026-11-16', null))),
  within(just('quote the Todt Hill driveway', n('11-16')), newYork('make it 11/18', move(ctx, '2026-11-18', null))),
  newYork('move salt delivery to 6am', move(words('salt delivery'), null, '06:00')),
  within(
    just('confirm the maple order with the nursery', n('11-12')),
    newYork(
      "Actually, I misread their email. They're holding the maples until the 20th, so there's no rush at all. Could you move that to Tuesday the 17th, ideally late morning, say 11?",
      move(ctx, '2026-11-17', '11:00'),
    ),
  ),
  within(
    just('chase the engineer for his stamped letter', n('11-16 09:00')),
    newYork(
      "Sorry, my mistake: it's the landscape architect's stamped letter we need, not the engineer's. Could you change that one?",
      rename(ctx, 'chase the landscape architect for his stamped letter'),
    ),
  ),
  // New York: news that mentions a change
  within(
    just('confirm the maple order with the nursery', n('11-12')),
    newYork(
      "The nursery just told me they've changed their delivery days to Tuesdays and Fridays, which is going to make the Greenwich Street install a little tricky.",
      NO_CHANGE,
    ),
  ),
];
