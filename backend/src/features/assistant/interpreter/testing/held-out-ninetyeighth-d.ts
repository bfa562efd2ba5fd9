/**
 * Held-out set 98, part d: renames, removals, ticks and unclear messages from people who run shops.
 *
 * London time (day-first dates):
 * - a florist in Harrogate (weddings, hotel lobbies, the Dutch wholesaler);
 * - a vintage clothes reseller in Leeds who sells on Depop and Vinted and types fast, in lowercase;
 * - a second-hand bookshop owner in Hay-on-Wye who drops Welsh words in ("diolch", "wedi gorffen");
 * - a barber shop owner in Birmingham whose first language is Urdu;
 * - a phone repair shop owner in Nottingham whose first language is Kurdish.
 *
 * New York time (month-first dates):
 * - a bodega owner in the Bronx whose first language is Arabic;
 * - a sneaker reseller in Harlem who writes in shorthand and slang (StockX, GOAT);
 * - a nail salon owner in Elmhurst whose first language is Vietnamese;
 * - a candle maker in Staten Island who sells on Etsy and at craft fairs;
 * - a hardware store owner in Hoboken.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
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
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const NINETYEIGHTH_RENAME: HeldOutItem[] = [
  // London: renames of the task in view
  within(
    just('order eucalyptus from the Dutch wholesaler', l('11-12')),
    london('actually call it order eucalyptus + ruscus, I forgot the ruscus', rename(ctx, 'order eucalyptus + ruscus')),
  ),
  within(
    reminded('ring mrs hollinrak re buttonholes'),
    london('typo sorry, its hollinrake with an e on the end', rename(ctx, 'ring mrs hollinrake re buttonholes')),
  ),
  within(
    just('catalogue the Penguin classics'),
    london(
      'Diolch! Could you call it "catalogue the orange Penguins" instead, that\'s what I actually meant',
      rename(ctx, 'catalogue the orange Penguins'),
    ),
  ),
  within(
    just('pay Imran for saturday'),
    london(
      'bro please change name of this one to pay Imran and Bilal for saturday, both of them covered',
      rename(ctx, 'pay Imran and Bilal for saturday'),
    ),
  ),
  within(reminded('fix clipper blade'), london('it is not clipper, it is trimmer blade. please correct', rename(ctx, 'fix trimmer blade'))),
  within(
    just('order iphone 12 screen'),
    london('sorry i mean iphone 13 screen not 12, change the name', rename(ctx, 'order iphone 13 screen')),
  ),
  // London: renames by number or by words
  within(
    shown('reply to depop offers', 'photograph levis 501s', 'post royal mail parcels'),
    london('change 2 to photograph levis 501s and the carhartt jacket', rename(num(2), 'photograph levis 501s and the carhartt jacket')),
  ),
  london('rename the vinted task to depop relist', rename(words('vinted'), 'depop relist')),
  london(
    'The task about the Hereford auction, can you change it to say Ludlow auction. They have moved the venue',
    rename(words('Hereford auction'), 'Ludlow auction'),
  ),
  london(
    'can you edit samsung battery task, put "samsung a52 battery for Dilan" as the name',
    rename(words('samsung battery'), 'samsung a52 battery for Dilan'),
  ),
  // London: look like renames, change nothing (news, a question, a goodbye)
  london('the wholesaler has renamed itself Bloom Direct, so now none of my invoices match 🙄', NO_CHANGE),
  london('depop changed the name of the offers tab again ffs cant find anything', NO_CHANGE),
  within(just('email the Booksellers Association'), london("What's it called these days, the booksellers lot? Still the BA?", NO_CHANGE)),
  within(just('call landlord about the leak'), london('fyi landlord name is Mr Hassan, not Hussain like the old one', NO_CHANGE)),
  within(just('count the till'), london("right I'm calling it a day, absolutely knackered", NO_CHANGE)),
  // London: looks like a rename, is a new task or a decision
  london('need to change the shop name on the SumUp account by friday', task('change the shop name on the SumUp account', l('11-13'))),
  london('me and my brother decided, new name for the shop sign is Fade Kings', decision),

  // New York: renames of the task in view
  within(
    just("call the Boar's Head guy"),
    newYork('no no, write it "call Sabrett hot dog supplier", i mix them up', rename(ctx, 'call Sabrett hot dog supplier')),
  ),
  within(
    just('cop jordan 4s'),
    newYork('nah rename that to cop jordan 4 bred reimagined sz 10', rename(ctx, 'cop jordan 4 bred reimagined sz 10')),
  ),
  within(reminded('order OPI gel'), newYork('sorry it is DND gel not OPI, please fix the name', rename(ctx, 'order DND gel'))),
  within(
    just('make 40 pumpkin spice candles'),
    newYork(
      'ooh wait can we call it "pour 40 pumpkin chai candles" - new scent name for the fair',
      rename(ctx, 'pour 40 pumpkin chai candles'),
    ),
  ),
  within(
    just('call city about sidewalk'),
    newYork('make that "call Hoboken DPW about sidewalk permit" so I know who', rename(ctx, 'call Hoboken DPW about sidewalk permit')),
  ),
  within(
    just('Maria pedicure sat 2pm', n('11-14 14:00')),
    newYork('her name is Mariah with h, she text me just now', rename(ctx, 'Mariah pedicure sat 2pm')),
  ),
  within(
    just('email etsy support'),
    newYork("rename it to chase etsy about the refund case and move it to friday, they're slow", [
      rename(ctx, 'chase etsy about the refund case'),
      move(ctx, '2026-11-13', null),
    ]),
  ),
  // New York: renames by number or by words
  within(
    shown('pay con ed', 'restock newports', 'fix lotto machine'),
    newYork('number 3 change to fix lottery terminal, the machine is fine', rename(num(3), 'fix lottery terminal')),
  ),
  newYork('yo switch the stockx one to say goat payout, moved my stuff over', rename(words('stockx'), 'goat payout')),
  newYork('can u change "pay Linh" to "pay Linh and Thuy tips" thank u', rename(words('pay Linh'), 'pay Linh and Thuy tips')),
  newYork(
    'Change the Stanley task to read "reorder Stanley tape measures 25ft"',
    rename(words('Stanley'), 'reorder Stanley tape measures 25ft'),
  ),
  // New York: look like renames, change nothing or are something else
  newYork('landlord change the building name, now it is "Grand Concourse Plaza" lol very fancy same broken elevator', NO_CHANGE),
  newYork('nike renamed the colorway smh, still coppin tho', NO_CHANGE),
  within(just('list fall candles on etsy'), newYork('should I name the new one Harvest Moon or Cider Barn?', dilemma)),
  within(just('renew business license'), newYork('who do I even call for that, the city clerk?', NO_CHANGE)),
  newYork('gotta rename my etsy shop sections before the holiday rush', task('rename my etsy shop sections')),
];

export const NINETYEIGHTH_REMOVE: HeldOutItem[] = [
  // London: removals of the task in view
  within(
    just("deliver wreath to St Wilfrid's", l('11-13 10:00')),
    london("oh cancel that, the family rang, they're collecting it themselves", remove(ctx)),
  ),
  within(
    reminded('post books to Aberystwyth'),
    london("Na, don't need it any more, the customer came in person. Take it off the list", remove(ctx)),
  ),
  within(just('buy new barber chair'), london('no need this, my cousin giving me his old one. cancel', remove(ctx))),
  // London: removals by number or by words
  london('delete the roses from colombia task pls, not doing that order this year', remove(words('roses from colombia'))),
  within(
    shown('ship nike windbreaker', 'relist burberry scarf', 'answer depop dispute'),
    london('get rid of 2 its gone on vinted', remove(num(2))),
  ),
  london('scrap the car boot one lol weather is grim', remove(words('car boot'))),
  within(which('ring the Hereford auctioneer', 'ring the Hereford printer'), london('2, bin it', remove(num(2)), answer(2))),
  london('please remove task for Tariq training, he has left the shop', remove(words('Tariq training'))),
  within(
    shown('unlock Huawei for customer', 'return faulty LCDs to supplier', 'renew shop insurance'),
    london('remove number one and three, not needed', [remove(num(1)), remove(num(3))]),
  ),
  london('forget the ebay parts one, I find the parts in back room', remove(words('ebay parts'))),
  // London: looks like a removal, but is a new task
  london('delete the sold listings on depop fri', task('delete the sold listings on depop', l('11-13'))),
  // London: a cancellation that may or may not mean the task goes
  within(reminded('haircut Mr Khan 4pm', l('11-11 16:00')), london('Mr Khan cancel his appointment', remove(ctx), NO_CHANGE)),
  // London: news with cancel/delete words, change nothing
  london('the Great Yorkshire lot have cancelled our christmas stand, gutted', NO_CHANGE),
  london('depop deleted my listing for "counterfeit" when its literally genuine stone island 😤', NO_CHANGE),
  london('Festival committee have scrapped the pop-up bookstalls for next year. Typical.', NO_CHANGE),
  london('card machine keep cancelling the transactions, third time today', NO_CHANGE),

  // New York: removals of the task in view
  within(just('order 10 cases Poland Spring'), newYork('cancel this, the distributor already drop them this morning', remove(ctx))),
  within(reminded('call Kim about rent'), newYork('please remove, I already talk with landlord yesterday', remove(ctx), done(ctx))),
  within(
    just('book table at Snug Harbor craft fair', n('11-21')),
    newYork("nvm take that off, the fair's full and I'm on the waitlist anyway", remove(ctx)),
  ),
  within(just('order snow shovels'), newYork('scratch that', remove(ctx))),
  // New York: removals by number or by words
  newYork('delete the task with ice machine please', remove(words('ice machine'))),
  within(
    shown('ship dunks to ohio buyer', 'pick up yeezys from Marcus', 'post on ig'),
    newYork('drop 3 nobody care abt ig fr', remove(num(3))),
  ),
  newYork('kill the marcus pickup he flaked AGAIN', remove(words('marcus pickup'))),
  newYork(
    'xóa cái acrylic powder... sorry, delete acrylic powder task, supplier out of stock until december',
    remove(words('acrylic powder')),
  ),
  newYork(
    'Can you remove "test soy wax from new supplier"? Sticking with my current wax.',
    remove(words('test soy wax from new supplier')),
    [remove(words('test soy wax from new supplier')), decision],
  ),
  within(
    shown('call Sherwin-Williams rep', 'fix back door lock', 'count paint inventory', 'pay water bill'),
    newYork('remove 2 and 4', [remove(num(2)), remove(num(4))]),
  ),
  // New York: looks like a removal, but is a new task or a dilemma
  newYork('Add: cancel the Verizon landline for the store, by end of month', task('cancel the Verizon landline for the store', n('11-30'))),
  within(just('pay craft fair stall deposit'), newYork('should I even do this fair or just cancel, sales were meh last year', dilemma)),
  // New York: news with cancel/delete/remove words, change nothing
  newYork('con ed cancel my autopay i dont know why, they send me letter', NO_CHANGE),
  newYork('stockx cancelled my ask on the travis scotts bruh', NO_CHANGE),
  newYork('2 client cancel today because rain 😩', NO_CHANGE),
  within(
    just('reorder rock salt'),
    newYork('the city removed the parking spots out front for a bike lane, great for business /s', NO_CHANGE),
  ),
  newYork('Etsy removed one of my photos for being blurry lol fair enough', NO_CHANGE),
];

export const NINETYEIGHTH_DONE: HeldOutItem[] = [
  // London: ticks of the task in view
  within(reminded('make up the Majestic hotel lobby arrangement'), london('done ✅ looks gorgeous if I say so myself', done(ctx))),
  within(reminded('sort the Welsh-language shelf'), london('Wedi gorffen! all sorted, took ages mind', done(ctx))),
  within(just('pay the business rates', l('11-13')), london('Paid. Diolch byth.', done(ctx))),
  within(reminded('collect towels from laundry'), london('yes I collected already, thank you', done(ctx))),
  within(reminded('pay Hawre for Saturday cover'), london('i pay him cash already', done(ctx))),
  within(
    reminded('pay the wholesaler invoice'),
    london('paid, and remind me to order ribbon thurs', [done(ctx), task('order ribbon', l('11-12'))]),
  ),
  // London: ticks by number or by words
  within(
    shown('order chrysanths', 'invoice the Crown Hotel', 'water the window display'),
    london('invoiced the crown', done(num(2)), done(words('crown'))),
  ),
  within(
    shown('pack the 90s fleece', 'reply to abbie re bundle', 'drop parcels at evri'),
    london('did 1 n 3', [done(num(1)), done(num(3))]),
  ),
  london('sent abbie her bundle price', done(words('abbie')), NO_CHANGE),
  london('Imran rota is done, i make it this morning', done(words('Imran rota')), done(words('rota'))),
  within(
    shown('replace screen for Karwan', 'order charging ports', 'call O2 about unlocking'),
    london(
      'finish 1 and 2. 3 i call them tomorrow',
      [done(num(1)), done(num(2)), move(num(3), '2026-11-12', null)],
      [done(num(1)), done(num(2))],
    ),
  ),
  // London: "done" with a list and nothing in view: which one?
  within(shown('order chrysanths', 'invoice the Crown Hotel', 'water the window display'), london('done', unclear)),
  // London: look like ticks, change nothing
  london('council have finally done the roadworks outside, customers can actually park now', NO_CHANGE),
  within(reminded('photograph the new stock'), london('halfway done, the light is awful today', NO_CHANGE)),
  london("Finished the new Sarah Waters last night, couldn't put it down", NO_CHANGE),
  within(reminded('call the card machine company'), london('I call them but nobody answer, 20 minutes waiting on hold', NO_CHANGE)),
  london('supplier say shipment is finished, arriving friday', NO_CHANGE),

  // New York: ticks of the task in view
  within(reminded('pay the Sysco invoice'), newYork('yes i pay it, alhamdulillah', done(ctx))),
  within(reminded('ship the dunk lows to the buyer in ohio'), newYork('shipped 📦 tracking sent too', done(ctx))),
  within(just('order new pedicure chair parts'), newYork('ok ordered already, arrive next week', done(ctx))),
  within(reminded('renew etsy listing for cinnamon candle'), newYork('yep renewed it, 20 cents well spent lol', done(ctx))),
  within(reminded('call back Mrs. Ortega about the wrong hinge'), newYork("Done - swapped her hinge, she's happy", done(ctx))),
  // New York: ticks by number or by words
  within(
    shown('restock coffee cups', 'call health inspector back', 'fix awning'),
    newYork('cups done, inspector done', [done(num(1)), done(num(2))], [done(words('cups')), done(words('inspector'))]),
  ),
  newYork('knocked out the goat payout thing', done(words('goat payout'))),
  within(shown('pay Thuy', 'clean UV lamps', 'post Google review reply'), newYork('xong rồi số 2. number 2 done', done(num(2)))),
  newYork('poured all 40 of the pumpkin chai candles!! my kitchen smells insane', done(words('pumpkin chai')), NO_CHANGE),
  within(
    shown('count paint inventory', 'call key blank supplier', 'renew fire extinguisher tags'),
    newYork('Took care of the extinguisher tags this morning', done(num(3)), done(words('extinguisher tags'))),
  ),
  // New York: look like ticks, change nothing (or a decision)
  newYork('the construction next door is done finally, 6 month of dust', NO_CHANGE),
  within(reminded('list the travis scotts'), newYork('bout to do it rn', NO_CHANGE)),
  within(reminded('do tax paper with accountant'), newYork('accountant say he finish next week', NO_CHANGE)),
  newYork("I'm done with this snow blower supplier, third late delivery", NO_CHANGE, decision),
  within(reminded('email the fair organizer'), newYork("wait did I already email her?? genuinely can't remember", NO_CHANGE)),
];

export const NINETYEIGHTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('move it', unclear),
  london('the hotel', unclear),
  london('peonies??', unclear),
  london('the thing w the evri guy', unclear),
  london('fleeces 6', unclear),
  london('Dydd Gwener... the boxes', unclear),
  london('and the other one', unclear),
  london('change to 5', unclear),
  london('the Asif', unclear),
  london('screen for the lady tomorrow or', unclear),
  london('remind me', unclear),
  // London: a list or a which-one question, and a message that fits more than one
  within(shown('ship carhartt jacket', 'ship levis 501s'), london('ship', unclear)),
  within(which('call Vodafone about the refund', 'call Vodafone about the contract'), london('vodafone', unclear)),
  within(shown('reorder carnations', 'invoice the Crown Hotel'), london('that one', unclear)),
  // London: harmless, changes nothing
  london('ugh', NO_CHANGE),
  london('ok ok', NO_CHANGE),

  // New York: too little to act on
  newYork('the lotto guy', unclear),
  newYork('tomorrow the', unclear),
  newYork('sz 10 x2', unclear),
  newYork('the marcus thing', unclear),
  newYork('push it', unclear),
  newYork('chị Lan 3', unclear),
  newYork('the gel one', unclear),
  newYork('wicks', unclear),
  newYork('oh and the fair thing, the', unclear),
  newYork('Rename it', unclear),
  newYork('the 4th', unclear),
  newYork('ok so um the thing with the, the guy from the, you know, for the cooler, um yeah', unclear),
  newYork('same like last week', unclear),
  // New York: something in view, but the message says nothing you can act on
  within(shown("call Boar's Head rep", 'call landlord about heat'), newYork('call', unclear)),
  within(just('order propane tanks'), newYork('actually', unclear)),
  // New York: harmless, changes nothing
  newYork('hmm', NO_CHANGE),
];
