/**
 * Held-out set, ninety-sixth round, part d: renames, removals, ticks and messages too thin to act on.
 *
 * The people (all food and drink, all read at Wed 11 Nov 2026, 15:00 London / 10:00 New York):
 * - London time (day-first): Gaz, a craft brewer in Huddersfield who writes some Yorkshire ("reyt",
 *   "t'", "nowt"); Rhian, a coffee roaster in Cardiff who drops in Welsh words ("diolch", "fory",
 *   "wedi gwneud"); Hattie, a cheesemonger with a market stall in Norwich; Priya, a wedding caterer
 *   in Bath; Agnieszka, a bakery owner in Edinburgh whose first language is Polish.
 * - New York time (month-first): Min-jun, a food truck owner in the Bronx whose first language is
 *   Korean; Dani, a hot sauce maker in Bushwick; Claire, a private chef on the Upper West Side; Theo,
 *   a kombucha brewer in Astoria who texts in fast lowercase shorthand; Marcia, who runs a Caribbean
 *   takeaway in Flatbush and writes some Jamaican patois.
 *
 * Their work: batches, suppliers, deliveries, markets and events, hygiene inspections, staff shifts,
 * wholesale customers, invoices, equipment that breaks.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  dilemma,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
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
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const NINETYSIXTH_RENAME: HeldOutItem[] = [
  // London: renames of the task in view
  within(
    just('order hops from Charles Faram'),
    london('rename that to order Citra hops from charles faram', rename(ctx, 'order Citra hops from charles faram')),
  ),
  within(
    just('ring brewery supplies'),
    london('nah call it ring Brewlab abt the fermenter seal instead', rename(ctx, 'ring Brewlab abt the fermenter seal')),
  ),
  within(just('call Kowalsky about flour'), london('sorry my mistake, is Kowalski not Kowalsky', rename(ctx, 'call Kowalski about flour'))),
  within(just('email Paned'), london('o sorry, should be Paned Da not just Paned', rename(ctx, 'email Paned Da'))),
  within(
    just('tasting for Hendersons', l('11-13 14:00')),
    london(
      "spelt it wrong, it's the Henderson-Pryce tasting",
      rename(ctx, 'tasting for Henderson-Pryce'),
      rename(ctx, 'Henderson-Pryce tasting'),
    ),
  ),
  within(reminded('pay Marta'), london('please change name to pay Marta wages for october', rename(ctx, 'pay Marta wages for october'))),
  within(
    just('deliver to the Grove'),
    london('change it to deliver 6 casks to the Grove and make it friday', [
      rename(ctx, 'deliver 6 casks to the Grove'),
      move(ctx, '2026-11-13', null),
    ]),
  ),
  // London: renames by words or by number
  within(
    shown('invoice Caffi Bach', 'roast Ethiopia batch', 'clean the grinder'),
    london('change 2 to roast Rwanda batch, diolch', rename(num(2), 'roast Rwanda batch')),
  ),
  london(
    'can you change the stilton task to say order 2 wheels of Colston Bassett',
    rename(words('stilton'), 'order 2 wheels of Colston Bassett'),
  ),
  within(
    shown('market stall rota', "pay Neal's Yard invoice", 'ring the council re pitch'),
    london('3 - call it ring council re pitch fee instead pls', rename(num(3), 'ring council re pitch fee')),
  ),
  london("rename the keg one to 'collect kegs from the Sportsman'", rename(words('keg'), 'collect kegs from the Sportsman')),
  // London: look like renames, change nothing
  london("Bishop's Bakery is changing its name to Bakehouse 12 next month apparently", NO_CHANGE),
  within(just('order cream from Yeo Valley'), london("what did you call that one? can't see it anywhere", NO_CHANGE)),
  london("we're calling the new IPA Golcar Gold i reckon, thoughts?", NO_CHANGE),
  london('how do i rename stuff on here?', NO_CHANGE),
  within(just('ring Charles Faram'), london("call it what you like love, just don't let me forget it", NO_CHANGE)),

  // New York: renames of the task in view
  within(
    just('buy kimchi cabbage'),
    newYork(
      'change to napa cabbage 40lb please, not kimchi cabbage',
      rename(ctx, 'buy napa cabbage 40lb'),
      rename(ctx, 'napa cabbage 40lb'),
    ),
  ),
  within(
    reminded('prep for Goldbergs dinner', n('11-12 16:00')),
    newYork(
      "Could you rename this to 'prep for the Goldberg anniversary dinner'? Thanks",
      rename(ctx, 'prep for the Goldberg anniversary dinner'),
    ),
  ),
  within(
    just('order goat from Esposito'),
    newYork('mi mek a mistake, a Espinal mi get di goat from. change it', rename(ctx, 'order goat from Espinal')),
  ),
  within(
    just('call fish guy'),
    newYork("actually let's call it call Pierless Fish re halibut, so I know who it is", rename(ctx, 'call Pierless Fish re halibut')),
  ),
  within(just('bottle batch 14'), newYork('oops batch 41 not 14', rename(ctx, 'bottle batch 41'))),
  within(
    just('email Tony re wholesale'),
    newYork("change it to say email Tony at Sahadi's re wholesale", rename(ctx, "email Tony at Sahadi's re wholesale")),
  ),
  // New York: renames by words or by number
  within(
    shown('scoby hotel check', 'invoice bklyn fare', 'order ginger'),
    newYork('2 shd say invoice brooklyn fare not bklyn fare. same thing but fix it', rename(num(2), 'invoice brooklyn fare')),
  ),
  newYork(
    "rename the label task -> 'approve new ghost pepper labels w/ printer'",
    rename(words('label'), 'approve new ghost pepper labels w/ printer'),
  ),
  newYork("Please the task 'gas tank' change name to 'propane refill for truck'", rename(words('gas tank'), 'propane refill for truck')),
  newYork("retitle the farmers mkt one to 'grand army plaza mkt setup'", rename(words('farmers mkt'), 'grand army plaza mkt setup')),
  // New York: look like renames, change nothing
  newYork('my pepper farm changed their name to Hudson Valley Heat and now every invoice has the wrong name on it smh', NO_CHANGE),
  newYork('thinking to rename my truck Seoul Bites. too cheesy?', NO_CHANGE),
  newYork('di new cook name Dwayne not Wayne, mi keep calling him wrong lol', NO_CHANGE),
  within(just('order hot sauce bottles'), newYork('ok calling it a day, im done for today', NO_CHANGE)),
];

export const NINETYSIXTH_REMOVE: HeldOutItem[] = [
  // London: removals
  london("delete the food fest one, we've pulled out", remove(words('food fest'))),
  within(
    shown('roast Colombia', 'invoice Coffi Co', 'service the roaster', 'Sunday market'),
    london('drop 4 pls, not doing the market this week', remove(num(4))),
  ),
  london('please remove task with the flour mill, they go bankrupt', remove(words('flour mill'))),
  london('cancel the Prior Park tasting task, the couple have eloped 😂', remove(words('Prior Park tasting'))),
  within(just('chase Blas invoice'), london('na, dileu that, wrong one', remove())),
  london("get rid o' that reminder about t' cask wash, the lad's doing it now", remove(words('cask wash'))),
  within(
    shown('order butter', 'pay Tomasz', 'clean oven', 'renew hygiene cert'),
    london('1 and 3 delete please', [remove(num(1)), remove(num(3))]),
  ),
  london('take the Wells market off my list, the pitch fell through', remove(words('Wells market'))),
  within(reminded('ring Baron Bigod'), london('forget that one, they rang me instead', remove(), done())),
  within(just('hire extra chafing dishes', l('11-16')), london('oh god no, ignore that, wrong client. take it off', remove())),
  within(just('clean the mash tun'), london('scrap that, did it yday', remove(), done())),
  // London: news with cancel/delete words, changes nothing
  london('brewery tour on saturday got cancelled, proper gutted', NO_CHANGE),
  london("Hygiene inspector cancelled AGAIN, that's the third time!!", NO_CHANGE),
  within(just('order oat milk'), london('bank cancelled my card so that order might bounce ffs', NO_CHANGE)),
  london('accidentally deleted the whole menu doc for the Ellis wedding, fml', NO_CHANGE),

  // New York: removals
  within(just('fix generator'), newYork('cancel this please. mechanic already fix it yesterday', remove(), done())),
  newYork('delete the reminder to email Whole Foods', remove(words('email Whole Foods'))),
  within(
    shown('shop for Levy dinner', 'sharpen knives', 'invoice the Parks'),
    newYork('Remove 1 - the Levys cancelled on me last minute', remove(num(1))),
  ),
  newYork('nix the scoby one', remove(words('scoby'))),
  within(just('buy scotch bonnet'), newYork('cancel dat, mi have nuff inna di back', remove())),
  newYork('please erase task for health dept, I make it 2 time by mistake', remove(words('health dept'))),
  within(just('restock jalapeños', n('11-13 12:00')), newYork('actually scratch that', remove())),
  newYork("Take 'buy truffle' off the list, turns out the client is allergic", remove(words('buy truffle'))),
  within(shown('bottle batch 22', 'call landlord re vent', 'ig post'), newYork('kill 3 lol nobody reads those', remove(num(3)))),
  // New York: news with cancel/delete words, changes nothing
  newYork('astoria mkt cancelled bc of rain, sitting here w 40 cases', NO_CHANGE),
  newYork("instagram deleted my page for 'spam' wtf", NO_CHANGE),
  newYork('di wholesale man cancel him order again, mi fed up', NO_CHANGE),
  within(just('call Goya rep'), newYork('they cancelled the meeting, do i still need to call them?', NO_CHANGE)),
  newYork('customer ask me remove cilantro from his bowl forever lol', NO_CHANGE),
];

export const NINETYSIXTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('rack off batch 9'), london('aye done', done())),
  within(
    shown('order malt', 'invoice the Rat & Ratchet', 'fix chiller'),
    london("did 1 and 3, t'chiller were just a fuse", [done(num(1)), done(num(3))]),
  ),
  within(reminded('send invoice to Caffi Cwtch'), london('wedi gwneud ✅ sent it this morning', done())),
  within(
    shown('pay Neals Yard invoice', 'book van for Saturday'),
    london('paid the neals yard one finally 🙌', done(num(1)), done(words('neals yard'))),
  ),
  within(just('confirm numbers for Abbey wedding'), london('all sorted, 120 guests confirmed + 6 veggie', done())),
  within(reminded('order butter from Grahams'), london('Is done already, I order yesterday', done())),
  within(shown('clean FV3', 'dry hop batch 12', 'kegs to the Grove'), london("2's done, smells grand", done(num(2)))),
  within(reminded('ring council about pitch fee'), london("done it, they're putting it up £5 a week, robbing gits", done())),
  within(
    shown('roast Kenya', 'call Lavazza rep', 'clean grinder burrs', 'pay rent'),
    london('done 1, 3 & 4', [done(num(1)), done(num(3)), done(num(4))]),
  ),
  within(which('pay Tomasz', 'pay Aga'), london('the first, Tomasz. I paid him', answer(1), done(num(1)))),
  london('tick off the hairnets order pls', done(words('hairnets')), done(words('hairnets order'))),
  // London: look like ticks, change nothing
  london('finally done with wedding season, what a year', NO_CHANGE),
  within(just('dry hop batch 12'), london('done in, been on me feet since 5', NO_CHANGE)),
  london("inspector's been, done and dusted, 5 stars again 🎉", NO_CHANGE),
  within(reminded('send Ellis wedding quote'), london('not done yet, halfway through the canapés bit', NO_CHANGE)),
  london('oven is finished. completely. repair man says is dead', NO_CHANGE),

  // New York: ticks
  within(reminded('pay propane guy'), newYork('done ✔', done())),
  within(
    shown('buy rice 50lb', 'truck wash', 'renew permit'),
    newYork('rice buy already. permit also finish', [done(num(1)), done(num(3))]),
  ),
  within(just('send invoice to Brooklyn Kitchen'), newYork('sent! net 30 as usual', done())),
  within(reminded('order Wagyu from Schaller'), newYork('Ordered this morning, should arrive Friday.', done())),
  within(
    shown('bottle batch 22', 'call landlord re vent', 'ig post'),
    newYork('1 n 2 done, landlord says next wk smh', [done(num(1)), done(num(2))]),
  ),
  within(reminded('collect oxtail order'), newYork('yes man mi pick it up already', done())),
  within(reminded('clean the fryer'), newYork('Yes I did it. oil change also', done())),
  newYork('done w the label proofs, mark it off', done(words('label proofs'))),
  within(which('call Sara re menu', 'call Sara re invoice'), newYork('the invoice one', answer(2), done(num(2)))),
  // New York: look like ticks, change nothing
  newYork('finished the last batch of reaper sauce, my eyes are still burning lol', NO_CHANGE),
  newYork('mi done wid dis week man, tired bad', NO_CHANGE),
  within(just('fix grill'), newYork('grill is done for. totally dead 😭', NO_CHANGE)),
  within(reminded('send astoria cafe invoice'), newYork('did i already send it?? cant remember', NO_CHANGE)),
  newYork('Levy dinner went great, they cleaned their plates', NO_CHANGE),
];

export const NINETYSIXTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('shift it to later', unclear),
  london('the malt', unclear),
  london('kegs 6', unclear),
  london("that thing wi' t' landlord", unclear),
  london('Lavazza fory', unclear),
  london('cheese for saturday or', unclear),
  london('can you also', unclear),
  london('tomorrow the flour', unclear),
  london('delete', unclear),
  // London: a list or a question in view, still too little
  within(shown('order hops', 'pay duty', 'clean lines'), london('that one', unclear)),
  within(which('call Neals Yard', 'call Neals Yard re crates'), london('the call', unclear, answer(null))),
  within(shown('canapés for Ellis', 'hire marquee', 'staff for Sat'), london('the 2 and the', unclear)),
  // London: harmless talk
  london('reyt, so', NO_CHANGE),
  london('Marta cannot Saturday', NO_CHANGE),

  // New York: too little to act on
  newYork('the propane', unclear),
  newYork('caps 300 fri?', unclear),
  newYork('tomorrow the', unclear),
  newYork('the thing w the co-packer', unclear),
  newYork('push it', unclear),
  newYork('Friday 3', unclear),
  newYork('Levy dinner 8 ppl Saturday', unclear),
  newYork('cancel', unclear),
  // New York: a list or a task in view, still too little
  within(shown('call Goya rep', 'order bottles', 'pay Con Ed'), newYork('the bottles one', unclear)),
  within(just('drop off cases at Union Market', n('11-12 11:00')), newYork('and the other one?', unclear)),
  within(just('buy rice 50lb'), newYork('rice or noodle', unclear, dilemma)),
  // New York: harmless talk
  newYork('yuh see di ting mi did tell yuh bout?', NO_CHANGE),
  newYork('ok so the thing is', NO_CHANGE),
  newYork('done?', NO_CHANGE),
];
