/**
 * Held-out set, hundredfifth part e: people who put on weddings, parties, tours and events.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Harriet, a wedding planner in Cheltenham (couples, venues, tastings, run sheets);
 * - Kev, a mobile DJ in Liverpool who writes some Scouse ("la", "sound", "tomoz");
 * - Agnieszka, a florist in Islington whose first language is Polish;
 * - Gary, who owns a marquee and furniture hire firm in Kent (builds, vans, poles, generators);
 * - Dennis, a walking-tour guide in York who writes some Yorkshire ("nay", "while 6", "t'").
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Dana, an event planner in the Financial District who texts in clipped shorthand;
 * - Mike, who owns a photo booth hire business in Hoboken;
 * - Wing, a party rentals owner in Queens whose first language is Cantonese;
 * - Andre, who runs a bartending-for-hire business from Crown Heights;
 * - Giuseppe, a kids' party entertainer on Staten Island whose first language is Italian.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  ctx,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  snoozeFor,
  snoozeUntil,
  task,
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
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDFIFTH_ASK: HeldOutItem[] = [
  // London: plain asks with a time
  london(
    'remind me tmrw 10am to chase the Ashworths for their final numbers',
    task('chase the Ashworths for their final numbers', l('11-12 10:00')),
  ),
  london('remind us at half 4 to put the ghost walk times up on insta', task('put the ghost walk times up on insta', l('11-11 16:30'))),
  london(
    "sound, put us down to pick the smoke machine up from Dave's at quarter to 6",
    task("pick the smoke machine up from Dave's", l('11-11 17:45')),
  ),
  london(
    'Please remind me 4/12 to order eucalyptus and ranunculus for the Nowak wedding, wholesaler need one week notice',
    task('order eucalyptus and ranunculus for the Nowak wedding', l('12-04')),
  ),
  london(
    'end of the month - renew the insurance on the Iveco. dont let me forget this one',
    task('renew the insurance on the Iveco', l('11-30')),
  ),
  london(
    'in 2 weeks at 4pm call the Clerkenwell venue about ceiling installation, they want to see a mock up first',
    task('call the Clerkenwell venue about ceiling installation', l('11-25 16:00')),
  ),
  london(
    "gotta get new lanterns for t'evening tours by EOD, old uns are knackered",
    task("get new lanterns for t'evening tours", l('11-11 17:00')),
  ),
  london(
    'after lunch tomorrow can you remind me to send the run sheet over to the photographer',
    task('send the run sheet over to the photographer', l('11-12 14:00')),
    task('send the run sheet over to the photographer', l('11-12 13:00')),
  ),
  london(
    'remind me 3/1 to book the dehumidifiers for the january trade fair',
    task('book the dehumidifiers for the january trade fair', l('2027-01-03')),
  ),
  // London: urgent, repeating, deadlines, two in one
  london(
    "URGENT ring the council about the road closure permit for saturday's build, first thing tmrw",
    task("ring the council about the road closure permit for saturday's build", l('11-12 09:00'), { important: true }),
    task("ring the council about the road closure permit for saturday's build", l('11-12 08:00'), { important: true }),
  ),
  london(
    'every monday at 9 tell me to do the rota for the lads',
    task('do the rota for the lads', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'need to sort the lighting rig before sat la, the left moving head is proper playing up',
    task('sort the lighting rig', l('11-13')),
    task('sort the lighting rig', l('11-14')),
  ),
  london('invoice the Priory for the canapés and chase the deposit from the Lane couple, both by friday x', [
    task('invoice the Priory for the canapés', l('11-13')),
    task('chase the deposit from the Lane couple', l('11-13')),
  ]),
  london(
    'Tomorrow at noon collect the vases from Columbia Road. Also pay Marta for Saturday work',
    [task('collect the vases from Columbia Road', l('11-12 12:00')), task('pay Marta for Saturday work')],
    [task('collect the vases from Columbia Road', l('11-12 12:00')), task('pay Marta for Saturday work', l('11-12 12:00'))],
  ),
  // London: look like an ask, change nothing
  london('the Hendersons want the 9x18 now not the 6x12. nightmare', NO_CHANGE),
  london('did i ever put in to ring the Adelphi about the NYE gig?', NO_CHANGE),
  london('bride just texted me "remind me what time hair starts" for the 4th time today 🙃', NO_CHANGE),

  // New York: plain asks with a time
  newYork('rmnd 2pm call caterer re headcount', task('call caterer re headcount', n('11-11 14:00'))),
  newYork(
    'remind me friday 11am to print the backdrop for the Rossi bat mitzvah, proof finally got approved',
    task('print the backdrop for the Rossi bat mitzvah', n('11-13 11:00')),
  ),
  newYork(
    "Tomorrow morning 8 o'clock I must call the truck company, the chiavari chairs delivery count is wrong",
    task('call the truck company', n('11-12 08:00')),
  ),
  newYork('yo set me a reminder to restock limes n mint by thurs', task('restock limes n mint', n('11-12'))),
  newYork(
    'Please remember me on 11/20 to buy the long balloons for the animals, the Esposito party is the day after',
    task('buy the long balloons for the animals', n('11-20')),
  ),
  newYork('12/4 remind me pay the tent supplier the balance', task('pay the tent supplier the balance', n('12-04'))),
  newYork(
    'remind me in 2 weeks at 4pm to follow up w the Brooklyn Museum events lady abt the gala',
    task('follow up w the Brooklyn Museum events lady abt the gala', n('11-25 16:00')),
  ),
  newYork(
    'after lunch check the linen return from the Lee wedding, 3 tablecloth missing',
    task('check the linen return from the Lee wedding', n('11-11 13:00')),
    task('check the linen return from the Lee wedding', n('11-11 14:00')),
  ),
  newYork(
    'Tomorrow noon call the mom of Sofia for the address, she forget to write it in the form',
    task('call the mom of Sofia for the address', n('11-12 12:00')),
  ),
  // New York: urgent, repeating, two in one, no time
  newYork(
    'EOD: send contract redlines to Harlow legal. urgent',
    task('send contract redlines to Harlow legal', n('11-11 17:00'), { important: true }),
  ),
  newYork(
    'every saturday 9am I have to charge the batteries of the bubble machine, please remind me every week',
    task('charge the batteries of the bubble machine', n('11-14 09:00'), { repeat: every('week') }),
  ),
  newYork('ok so um i need to order more props and uh fix the printer roller, neither is urgent', [
    task('order more props'),
    task('fix the printer roller'),
  ]),
  newYork('end of the month do my estimated taxes ugh', task('do my estimated taxes', n('11-30'))),
  // New York: look like an ask, change nothing
  newYork('client cancelled the 2pm walkthrough. resched tbd', NO_CHANGE),
  newYork('my wife says i need to take a day off lmao', NO_CHANGE),
  newYork('do you think I should remind the Chans about the chair deposit or is that pushy?', NO_CHANGE),
];

export const HUNDREDFIFTH_SNOOZE: HeldOutItem[] = [
  // London: put-offs with a time
  within(
    reminded('call the florist about the buttonholes', l('11-11 15:00')),
    london('not now, on a site visit at the Manor, give me an hour', snoozeFor(60)),
  ),
  within(
    reminded('load the van for the Anfield gig', l('11-11 15:00')),
    london('ah la not yet, try us at 5', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('ring the wholesaler about peonies', l('11-11 14:30')),
    london('Tomorrow morning please, now I have a bride in the shop', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(
    reminded('reply to the coach party enquiry', l('11-11 15:00')),
    london("nay lad, i'm mid tour wi' twenty Americans, leave it while 6", snoozeUntil(l('11-11 18:00'))),
  ),
  within(reminded('send the Hendersons the revised quote', l('11-11 15:00')), london('snooze 2 hrs', snoozeFor(120))),
  within(
    reminded('check the Priory table plan', l('11-11 15:00')),
    london(
      'snooze till monday, nothing happens on this till the couple are back from honeymoon',
      snoozeUntil(l('11-16')),
      snoozeUntil(l('11-16 09:00')),
    ),
  ),
  within(
    reminded('send the set list to the bride', l('11-11 15:00')),
    london('gimme 20 mins, stuck in traffic on the dock road', snoozeFor(20)),
  ),
  within(
    reminded('ring the Minster about group tickets', l('11-11 15:00')),
    london('try me half 7 tonight', snoozeUntil(l('11-11 19:30'))),
  ),
  within(reminded('order the birch poles', l('11-11 15:00')), london('on a call, 30 mins', snoozeFor(30))),
  // London: a time already gone today can only mean later, never earlier
  within(
    reminded('confirm the string quartet', l('11-11 14:00')),
    london('can you do this one again at 2', snoozeUntil(l('11-12 14:00')), NO_CHANGE),
  ),
  // London: "later" with no time
  within(
    reminded('count the poles when the van is back', l('11-11 15:00')),
    london('not done, lads are still unloading. later', NO_CHANGE, snoozeFor(60)),
  ),
  within(reminded('call the Cotswold barn about the rain plan', l('11-11 15:00')), london('after my call', NO_CHANGE, snoozeFor(60))),
  // London: "not yet" that asks nothing
  within(reminded('wrap the Bennett bouquets', l('11-11 15:00')), london('Not yet, sorry', NO_CHANGE)),
  within(
    reminded('print the run sheets for the Sefton Park gig', l('11-11 15:00')),
    london('not yet la, still waiting on the promoter for the set times', NO_CHANGE),
  ),

  // New York: put-offs with a time
  within(reminded('confirm AV vendor for Thurs', n('11-11 10:00')), newYork('l8r. 30m', snoozeFor(30))),
  within(
    reminded('drop off the booth at the Elks lodge', n('11-11 10:00')),
    newYork("not now, give me till 1, I'm on the ferry", snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('count the folding tables', n('11-11 09:30')),
    newYork('Tomorrow 9am ok? Today the warehouse too busy', snoozeUntil(n('11-12 09:00'))),
  ),
  within(
    reminded('prep the garnish order', n('11-11 10:00')),
    newYork('bro im literally asleep, hit me at noon', snoozeUntil(n('11-11 12:00'))),
  ),
  within(
    reminded('buy the helium tank', n('11-11 10:00')),
    newYork('Not yet, I am in the middle of a party with 15 kids!! After 3 please', snoozeUntil(n('11-11 15:00'))),
  ),
  within(reminded('send floor plan to Cipriani', n('11-11 10:00')), newYork('tmrw 8', snoozeUntil(n('11-12 08:00')))),
  within(reminded('call back the Jersey City enquiry', n('11-11 10:00')), newYork('gimme a couple hours, loading the van', snoozeFor(120))),
  within(reminded('wash the balloon pump', n('11-11 10:00')), newYork('Give me 45 minutes, I am driving to Tottenville', snoozeFor(45))),
  within(
    reminded('draft the Halloran invoice', n('11-11 10:00')),
    newYork('snooze it till after the weekend fr', snoozeUntil(n('11-16')), snoozeUntil(n('11-16 09:00'))),
  ),
  within(
    reminded('chase the Diaz deposit', n('11-11 09:00')),
    newYork('push to fri am', snoozeUntil(n('11-13 09:00')), move(ctx, '2026-11-13', '09:00')),
  ),
  // New York: a clock time already gone this morning
  within(
    reminded('update the booth template', n('11-11 10:00')),
    newYork('try me again at 9', snoozeUntil(n('11-11 21:00')), snoozeUntil(n('11-12 09:00'))),
  ),
  // New York: "not yet" and "later" that ask nothing
  within(reminded('email the Rivera quote', n('11-11 10:00')), newYork('not yet', NO_CHANGE)),
  within(reminded('return the uplights to the supplier', n('11-11 10:00')), newYork('Later, after the delivery come', NO_CHANGE)),
  within(reminded('send the Kaplan proofs', n('11-11 10:00')), newYork('ugh not yet, client still hasnt sent the logo files', NO_CHANGE)),
];

export const HUNDREDFIFTH_DONE: HeldOutItem[] = [
  // London: ticks of the task in view
  within(reminded('send the Ashworths the final invoice', l('11-11 15:00')), london('done ✅', done())),
  within(reminded('deliver buttonholes to St Mary church', l('11-11 13:00')), london('Yes done, the groom was very happy 😊', done())),
  within(reminded('ring the Minster about group tickets', l('11-11 15:00')), london('aye, sorted', done())),
  within(reminded('count the poles when the van is back', l('11-11 15:00')), london("van's back, all 48 poles accounted for", done())),
  within(reminded('pay the freelance sound tech', l('11-11 15:00')), london('paid him yesterday actually, forgot to tell you', done())),
  // London: ticks from a list
  within(shown('chase the caterer', 'book the string trio', 'send the seating plan to the venue'), london('done 2', done(num(2)))),
  within(
    shown('collect the PA from Kirkby', 'text the bride the playlist', 'fix the cable for the uplighters'),
    london("did 1 and 3 la, 2's doing me head in", [done(num(1)), done(num(3))]),
  ),
  within(
    shown('finish the flower arch for Bennett wedding', 'order ribbons', 'invoice Hotel Ruth'),
    london('Finished the arch!! So beautiful with the white roses', done(num(1)), done(words('flower arch'))),
  ),
  within(
    shown('reload the van with the chiavaris', 'send the Parkers their invoice', 'book the crew for Saturday'),
    london('sent the Parkers their invoice, they reckon theyll pay friday', done(num(2)), done(words('Parkers invoice'))),
  ),
  within(
    shown('check t\u2019new route past the Shambles', 'reply to the coach enquiry'),
    london('both done, grand', [done(num(1)), done(num(2))]),
  ),
  // London: news that looks like a tick
  london("gig's been cancelled, the bride's fella did a runner 😬", NO_CHANGE),
  london('the Priory have finally finished doing up the orangery, looks unreal', NO_CHANGE),
  london('Delivery from Holland done today, only 2 box of tulips broken', NO_CHANGE),
  within(reminded('book the van MOT', l('11-11 15:00')), london('garage is done for the day already, shut at 2 on a wednesday', NO_CHANGE)),
  within(
    reminded('walk the new route with Sue', l('11-11 15:00')),
    london('we did half of it, rain came in, do the rest another day', NO_CHANGE),
  ),

  // New York: ticks of the task in view
  within(reminded('send run sheet to venue mgr', n('11-11 09:00')), newYork('sent.', done())),
  within(reminded('return deposit to Chan family', n('11-11 10:00')), newYork('Done already, I send by Zelle this morning', done())),
  within(reminded('buy face paint', n('11-11 10:00')), newYork('Yes I bought it, and glitter also', done())),
  within(reminded('check the printer', n('11-11 10:00')), newYork('checked it, was just the ink lol', done())),
  // New York: ticks from a list or a which-one question
  within(
    shown('reprint the Gomez strips', 'pick up new props from Party City', 'call the Hoboken Elks', 'update the website prices'),
    newYork('1, 2 and 4 done. 3 still waiting on them', [done(num(1)), done(num(2)), done(num(4))]),
  ),
  within(shown('wash the linens', 'count the chairs', 'send the invoice to Lee family'), newYork('done 3', done(num(3)))),
  within(
    shown('buy ice for Saturday', 'finish the cocktail menu for the Park Slope wedding', 'pay Marcus'),
    newYork('finished the cocktail menu for the park slope wedding 🍸', done(num(2)), done(words('cocktail menu'))),
  ),
  within(
    which('book photographer for Cole event', 'book photographer for Tan event'),
    newYork('done w/ both', [done(num(1)), done(num(2))]),
  ),
  // New York: could be a tick, could be news
  within(
    reminded('call the venue about the outlet', n('11-11 10:00')),
    newYork('venue called me first actually, still no answer on the outlet tho', done(), NO_CHANGE),
  ),
  // New York: news and questions that look like a tick
  newYork('Harlow cancelled. moving on', NO_CHANGE),
  newYork('The tent delivery for Saturday is done?', NO_CHANGE),
  newYork('The magic show is done for today, I am so tired', NO_CHANGE),
  within(reminded('invoice the Nguyen party', n('11-11 10:00')), newYork('nah not done, they moved the date so no point yet', NO_CHANGE)),
];

export const HUNDREDFIFTH_CORRECTION: HeldOutItem[] = [
  // London: the task just added
  within(just('call the Priory about the marquee pegs', l('11-12 10:00')), london('make it half 11', move(ctx, null, '11:30'))),
  within(just('pick up the decks from Andy', l('11-11 18:00')), london('ah no its thursday not today la', move(ctx, '2026-11-12', null))),
  within(
    just('prepare the table centres for Hotel Ruth', l('11-13 09:00')),
    london('Sorry my mistake, it is Saturday not Friday', move(ctx, '2026-11-14', null)),
  ),
  within(
    just("meet the school group at Clifford's Tower", l('11-12 10:00')),
    london("nay, make it 10 past, they're allus late", move(ctx, null, '10:10')),
  ),
  within(just('load the van', l('11-11 18:00')), london('no wait, 7 not 6', move(ctx, null, '19:00'))),
  within(
    just('walk the new route with Sue', l('11-12 14:00')),
    london('actually can we do friday instead, she\u2019s got the grandkids thursday', move(ctx, '2026-11-13', null)),
  ),
  within(
    just('collect the generator from Ashford hire', l('11-13 08:00')),
    london('earlier, say 7. they open at 7', move(ctx, null, '07:00')),
  ),
  within(just('order the chair covers', l('11-16')), london('oh and make that 3pm', move(ctx, null, '15:00'))),
  // London: the task reminded about
  within(
    reminded('send the timeline to the Ashworths', l('11-11 15:00')),
    london("push that to tomorrow, Emma's away till then", move(ctx, '2026-11-12', null), snoozeUntil(l('11-12'))),
  ),
  // London: a named task
  london(
    "move the Faversham site visit to friday 2pm, the farmer can't do thursday",
    move(words('Faversham site visit'), '2026-11-13', '14:00'),
  ),
  london('Change the Nowak delivery to 5/12 please, they changed the church', move(words('Nowak delivery'), '2026-12-05', null)),
  london(
    'can u shift the Crosby gig prep to monday at 1, i\u2019m at me mam\u2019s sunday',
    move(words('Crosby gig prep'), '2026-11-16', '13:00'),
  ),
  // London: news that looks like a correction
  london('the Hendersons have moved their do to the 21st, just so you know', NO_CHANGE),
  london("venue's changed the first dance to half 8 so I need to let the band know", NO_CHANGE),
  within(
    just('call the Clerkenwell venue about ceiling installation', l('11-25 16:00')),
    london('they moved the install to the morning apparently, crazy', NO_CHANGE),
  ),

  // New York: the task just added
  within(just('call caterer re headcount', n('11-11 14:00')), newYork('no. 2:30', move(ctx, null, '14:30'))),
  within(just('call the truck company', n('11-12 08:00')), newYork('Sorry, is 11/13 not tomorrow', move(ctx, '2026-11-13', null))),
  within(
    just('buy the long balloons for the animals', n('11-20')),
    newYork('Ah no sorry, make it 11/19 at 5 pm, the shop is closed on friday', move(ctx, '2026-11-19', '17:00')),
  ),
  within(
    just('restock limes n mint', n('11-12')),
    newYork('make it tmrw 9am actually, before the liquor store gets packed', move(ctx, '2026-11-12', '09:00')),
  ),
  within(just('call the mom of Sofia for the address', n('11-12 15:00')), newYork('no wait not 3, 4', move(ctx, null, '16:00'))),
  within(
    just('pick up the tables from warehouse', n('11-12 22:00')),
    newYork('Wrong time, is 10 in the morning not night', move(ctx, null, '10:00')),
  ),
  // New York: the task reminded about
  within(
    reminded('prep garnish for the Bed-Stuy gig', n('11-11 10:00')),
    newYork("actually that's sunday not today my bad", move(ctx, '2026-11-15', null)),
  ),
  // New York: a named task
  newYork("move the Rossi backdrop to thurs 3pm, printer's backed up", move(words('Rossi backdrop'), '2026-11-12', '15:00')),
  newYork('push the Elks lodge pickup to monday', move(words('Elks lodge pickup'), '2026-11-16', null)),
  newYork('reschedule Harlow redlines -> mon 10a', move(words('Harlow redlines'), '2026-11-16', '10:00')),
  // New York: news that looks like a correction
  newYork('venue moved load-in to 6am. fyi', NO_CHANGE),
  newYork('The Lee wedding change to December, the couple postpone because the grandma is sick', NO_CHANGE),
  newYork('the Garcias just moved their party to the 28th thank god, more time', NO_CHANGE),
];
