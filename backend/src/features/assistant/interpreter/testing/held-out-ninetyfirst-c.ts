/**
 * Held-out set, ninety-first batch, part c: renames, removals, ticks and answers to daily's questions,
 * written by fourteen outdoor and animal trades. On London time (day-first dates): a dairy farmer in
 * Somerset (milk price, the vet, silage), a tree surgeon in Kent (quotes, chippers, TPO consents), a
 * landscape gardener in Cheltenham (patios, turf, clients' plans), a fishing-boat owner in Peterhead
 * who writes some Doric Scots (landings, the harbour, crew), a sheep farmer in Powys who drops in Welsh
 * words (lambing, the mart, scanning), a beekeeper and honey seller in Norfolk (hives, jars, farmers'
 * markets) and a mobile horse vet in Newmarket whose first language is Irish English (yards, call-outs,
 * vaccinations). On New York time (month-first dates): an urban farmer with rooftop beds in Red Hook
 * (CSA boxes, seedlings, restaurants), a landscaper in Staten Island (crews, mulch, snow contracts), a
 * tree-care arborist in Westchester (removals, permits, the bucket truck), a florist-grower on Long
 * Island whose first language is Italian (greenhouses, wholesale, weddings), a pool-service owner in New
 * Jersey (closings, chemicals, techs), a pet-sitter and dog-trainer in Astoria whose first language is
 * Tagalog (clients, keys, classes) and an oyster farmer in the Bronx who writes some Puerto Rican
 * Spanish (harvests, permits, restaurant orders). All read at Wednesday 11 November 2026, 15:00 London
 * / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  done,
  l,
  london,
  move,
  newYork,
  num,
  remove,
  rename,
  task,
  within,
  words,
} from './held-out-kit';

/** A reminder for `title` was just sent ("Did you get to X? DONE / SNOOZE 1H / SKIP / STUCK"). */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just talked about (added, changed or answered). */
const talkedAbout = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of several tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily asked for a dilemma's options. */
const askedOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what matters most between a dilemma's options. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily sent a dilemma's summary and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked some other question with options. */
const askedOther = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'other', question, options },
});
/** daily asked how a past decision turned out. */
const askedReview = (decision: string): Partial<ConversationState> => ({ pending: { about: 'review', decision } });

export const NINETYFIRST_RENAME: HeldOutItem[] = [
  // Somerset dairy
  london('rename the vet one to "vet - TB test for the heifers"', rename(words('vet'), 'vet - TB test for the heifers')),
  within(
    talkedAbout('ring milk buyer'),
    london('actually call it "ring Arla re milk price" so i know who its for', rename(ctx, 'ring Arla re milk price')),
  ),
  london(
    'um so the task about the silage, the one that just says silage, can you um change it to say sheet the silage clamp before the rain so yeah',
    rename(words('silage'), 'sheet the silage clamp before the rain'),
  ),
  london('milk buyer changed their name again, its Arla Foods Amba now apparently. who cares as long as they pay', NO_CHANGE),
  // Kent tree surgeon
  london(
    'change "oak quote" to "oak quote 14 Elm Rd - check TPO consent first"',
    rename(words('oak quote'), 'oak quote 14 Elm Rd - check TPO consent first'),
  ),
  within(
    listed('service chipper', 'send quote to mrs hollis', 'chase council re TPO consent'),
    london(
      'no 2 shld say mrs hollins not hollis',
      rename(num(2), 'send quote to mrs hollins'),
      rename(words('mrs hollis'), 'send quote to mrs hollins'),
    ),
  ),
  within(
    talkedAbout('chipper service'),
    london('call it chipper service + new blades, the old ones are knackered', rename(ctx, 'chipper service + new blades')),
  ),
  // Cheltenham landscape gardener
  london(
    'can u rename turf delivery to turf delivery - 40 rolls, leave on drive',
    rename(words('turf delivery'), 'turf delivery - 40 rolls, leave on drive'),
  ),
  within(
    reminded('patio plans for the Whitakers'),
    london('its the Whittakers with 2 ts, fix the name pls', rename(ctx, 'patio plans for the Whittakers')),
  ),
  // Peterhead boat owner
  london(
    "cheenge thon 'phone harbour' ane tae 'phone harbour master aboot berth 4'",
    rename(words('phone harbour'), 'phone harbour master aboot berth 4'),
  ),
  london("the Girl Jean's been renamed the Ocean Dawn noo, new owners fae Fraserburgh", NO_CHANGE),
  // Powys sheep farmer
  london(
    'newid the name on "scanning" to "scanning - 340 ewes and the tegs" diolch',
    rename(words('scanning'), 'scanning - 340 ewes and the tegs'),
  ),
  within(
    talkedAbout('take ram to mart'),
    london('sorry meant take the 2 cull ewes to the mart not the ram, change it', rename(ctx, 'take the 2 cull ewes to the mart')),
  ),
  // Norfolk beekeeper
  london('rename "order jars" to "order 500 hex jars 340g"', rename(words('order jars'), 'order 500 hex jars 340g')),
  london('market organiser changed the name to Aylsham Farmers & Crafts Market, bit of a mouthful', NO_CHANGE),
  // Newmarket horse vet
  london(
    'would ya change the flu jabs one to "flu & tetanus boosters at Warren Hill yard" so',
    rename(words('flu jabs'), 'flu & tetanus boosters at Warren Hill yard'),
  ),
  within(
    listed('invoice Moulton Paddocks', 'rasp teeth at Heath yard', 'call-out Hamilton Rd'),
    london('3 - put "call-out Hamilton Rd, lame filly" on it instead', rename(num(3), 'call-out Hamilton Rd, lame filly')),
  ),
  london('rename the yard visit', NO_CHANGE),
  // Red Hook urban farmer
  newYork(
    'rename "seedlings" to "pot up kale + chard seedlings for Roberta\'s"',
    rename(words('seedlings'), "pot up kale + chard seedlings for Roberta's"),
  ),
  within(
    talkedAbout('pack 28 CSA boxes'),
    newYork('make that say pack 32 CSA boxes not 28, we got 4 more signups', rename(ctx, 'pack 32 CSA boxes')),
  ),
  // Staten Island landscaper
  newYork(
    'yo change "mulch" to "mulch - 12 yards to the Castleton ave job"',
    rename(words('mulch'), 'mulch - 12 yards to the Castleton ave job'),
  ),
  within(
    listed('snow contract renewals', 'pay crew', 'fix the blower'),
    newYork('#1 shoulda been snow contracts - send to the condo board', rename(num(1), 'snow contracts - send to the condo board')),
  ),
  // Westchester arborist
  newYork('rename bucket truck to bucket truck inspection - DOT', rename(words('bucket truck'), 'bucket truck inspection - DOT')),
  newYork('the village changed the permit name to a "tree removal authorization" now lol same thing', NO_CHANGE),
  // Long Island florist
  newYork(
    'please you change the name of task "roses" in "order roses Quicksand for wedding Bianchi"',
    rename(words('roses'), 'order roses Quicksand for wedding Bianchi'),
  ),
  within(
    reminded('water greenhouse 2'),
    newYork(
      'is not greenhouse 2, is the greenhouse 3 with the ranunculus, correct it please',
      rename(ctx, 'water greenhouse 3'),
      rename(ctx, 'water the greenhouse 3 with the ranunculus'),
      rename(ctx, 'water greenhouse 3 with the ranunculus'),
    ),
  ),
  // New Jersey pool service
  newYork('change the "Miller opening" task to "Miller closing" - its november lol', rename(words('Miller opening'), 'Miller closing')),
  within(
    talkedAbout('order chlorine'),
    newYork('add "+ 6 buckets of shock" to the name of that', rename(ctx, 'order chlorine + 6 buckets of shock')),
  ),
  // Astoria pet-sitter
  newYork(
    'pls rename "keys" to "get keys back from Mrs Santos" po',
    rename(words('keys'), 'get keys back from Mrs Santos'),
    rename(words('keys'), 'get keys back from Mrs Santos po'),
  ),
  within(
    listed('walk Bruno', 'puppy class', 'invoice the Lees'),
    newYork('sige, #2 palitan mo to "puppy class - bring clicker + treats"', rename(num(2), 'puppy class - bring clicker + treats')),
  ),
  newYork('can u rename it', NO_CHANGE),
  // Bronx oyster farmer
  newYork('cambia "permit" a "renew DEC shellfish permit" mano', rename(words('permit'), 'renew DEC shellfish permit')),
  within(reminded('harvest report'), newYork("ponle 'harvest log for DEC' en vez de eso", rename(ctx, 'harvest log for DEC'))),
  newYork('the restaurant on City Island changed its name to La Perla, same owner tho', NO_CHANGE),
];

export const NINETYFIRST_REMOVE: HeldOutItem[] = [
  // Somerset dairy
  london('delete the foot trimmer one, hes not coming at all this winter', remove(words('foot trimmer'))),
  within(reminded('ring vet re mastitis cow'), london("scrap that, she's come right on her own", remove(ctx), done(ctx))),
  within(reminded('silage sample to lab'), london('remove it, contractor already sent one off to the lab for us', remove(ctx), done(ctx))),
  london('vet removed the stitches from the heifer this morning, all healing nicely', NO_CHANGE),
  // Kent tree surgeon
  london("bin the stump grinding job for Mr Okafor, he's gone with someone cheaper", remove(words('stump grinding'))),
  within(
    listed('TPO consent - 3 Church Lane', 'sharpen chains', 'quote for the leylandii', 'van MOT'),
    london('get rid of 1 and 3 mate, council refused and the leylandii fella ghosted me', [remove(num(1)), remove(num(3))]),
  ),
  london('took down 3 dead ash today, removed the lot, chipper jammed twice', NO_CHANGE),
  // Cheltenham landscape gardener
  london('please remove "price up Japanese garden for the Pearsons" - they\'ve shelved their plans', remove(words('Japanese garden'))),
  within(talkedAbout('turf delivery'), london('cancel that one, client wants seed instead of turf now', remove(ctx))),
  // Peterhead boat owner
  london("tak aff the ice order, we're nae gan oot this wik wi the weather", remove(words('ice order'))),
  within(reminded('landing at the fish market'), london('nae landing the day, skipper cancelled. bin it', remove(ctx))),
  london('the harbour board cancelled the meeting, aye, nae idea fit for', NO_CHANGE),
  // Powys sheep farmer
  london('dileu "book shearer" pls, Dai is doing it for us this year', remove(words('book shearer'))),
  within(
    listed('scanning', 'drench the tegs', 'mart - Welshpool'),
    london('take 3 off, not going to Welshpool mart after all', remove(num(3))),
  ),
  // Norfolk beekeeper
  london('delete the Holt market task, stall fee went up to £45 and its not worth it in november', remove(words('Holt market'))),
  within(talkedAbout('requeen hive 6'), london('forget that, hive 6 swarmed and the colony is gone', remove(ctx))),
  london('removed the honey supers from all 12 hives yesterday, fed them fondant', NO_CHANGE),
  // Newmarket horse vet
  london('take the Gazeley yard call-out off me list, yer man got another vet', remove(words('Gazeley'))),
  within(
    listed('vaccinate Heath yard', 'Coggins for the Irish horses', 'invoice Moulton'),
    london("get rid of the second one there, they're shipping them through another practice", remove(num(2))),
  ),
  london("the yard at Exning cancelled on me again, third time. I'm giving out about it", NO_CHANGE),
  london('delete it', NO_CHANGE),
  // Red Hook urban farmer
  newYork('delete "deliver microgreens to Hometown" they closed for renovation', remove(words('microgreens'))),
  within(
    listed('seed order', 'CSA box pack', 'compost pickup', 'fix drip line'),
    newYork('scratch 3, the compost guy isnt coming anymore', remove(num(3))),
  ),
  newYork('pulled all the tomato plants out of the beds today, season is done', NO_CHANGE),
  // Staten Island landscaper
  newYork('take off the leaf cleanup at 88 Targee st, they hired their nephew smh', remove(words('leaf cleanup'))),
  within(reminded('drop off mulch at Grymes Hill job'), newYork('nah kill that one, the whole job got pushed to spring', remove(ctx))),
  // Westchester arborist
  newYork('cancel the oak removal on Palmer ave - permit denied', remove(words('oak removal'))),
  within(talkedAbout('stump grind at Rye'), newYork('delete', remove(ctx))),
  newYork('removal on Mamaroneck ave done, 80ft pin oak, crane went great', NO_CHANGE, done(words('Mamaroneck'))),
  // Long Island florist
  newYork('please to delete the wedding Rossi, they cancel the wedding, che peccato', remove(words('Rossi'))),
  within(
    listed('order peonies from Holland', 'heat greenhouse 1', 'wholesale market'),
    newYork('the 1 you can remove, peonies in november is impossible, too much expensive', remove(num(1))),
  ),
  // New Jersey pool service
  newYork('remove the Kowalski closing, they did it themselves (badly lol)', remove(words('Kowalski'))),
  within(reminded('restock muriatic acid'), newYork("take it off, Rafael's grabbing it on his route", remove(ctx))),
  newYork('tech removed the old pump at the Hendersons, new one goes in friday', NO_CHANGE),
  // Astoria pet-sitter
  newYork('pls delete Max walks po, the family moved to Jersey', remove(words('Max walks'))),
  within(talkedAbout('pick up keys from 31st st'), newYork("ay remove that pala, she's mailing them to me instead", remove(ctx))),
  // Bronx oyster farmer
  newYork("borra lo de Sammy's Fish Box, no van a ordenar este mes", remove(words("Sammy's"))),
  within(
    listed('harvest 200 count', 'DEC permit renewal', 'ice machine repair'),
    newYork('quita el 3 y el 1 mano, todo cambio', [remove(num(3)), remove(num(1))], [remove(num(1)), remove(num(3))]),
  ),
  newYork('we took out the old cages from the water, ahorita they drying on the dock', NO_CHANGE),
];

export const NINETYFIRST_DONE: HeldOutItem[] = [
  // Somerset dairy
  within(reminded('ring vet re TB test'), london('done, hes booked in for the 19th', done(ctx))),
  london('tick off ring Arla, spoke to them, 41p a litre from december', done(words('ring Arla'))),
  london('the silage clamp is sheeted, that one can go as done', done(words('silage'))),
  london('done milking, finally. 2 hrs late cos the parlour pump went', NO_CHANGE),
  // Kent tree surgeon
  within(reminded('send quote to mrs hollins'), london('sent it this morning', done(ctx))),
  within(
    listed('service chipper', 'send quote to mrs hollins', 'chase council re TPO consent'),
    london('1 and 3 done', [done(num(1)), done(num(3))]),
  ),
  london('chipper back from service, new blades on. tick that off', done(words('chipper'))),
  within(
    listed('sharpen chains', 'van MOT', 'quote for the leylandii'),
    london(
      'chains done, van MOT push to fri',
      [done(num(1)), move(num(2), '2026-11-13', null)],
      [done(words('chains')), move(words('van MOT'), '2026-11-13', null)],
    ),
  ),
  // Cheltenham landscape gardener
  within(reminded('turf delivery - 40 rolls'), london('yep arrived at 8, all on the drive', done(ctx))),
  london('patio at the Whittakers is finished!! mark it done and can u add invoice the Whittakers for friday', [
    done(words('patio')),
    task('invoice the Whittakers', l('11-13')),
  ]),
  // Peterhead boat owner
  within(reminded('pey the crew'), london('aye, deen', done(ctx))),
  london('landed 180 boxes the day, guid price an aa', NO_CHANGE),
  within(
    listed('ice order', 'phone harbour master aboot berth 4', 'fix the winch'),
    london('winch is sortit, 3 is deen', done(num(3)), done(words('winch'))),
  ),
  // Powys sheep farmer
  within(reminded('drench the tegs'), london('wedi neud 👍', done(ctx))),
  london('scanning finished, 186% this year, tick it off', done(words('scanning'))),
  london('the mart was quiet, done by 11 and home for dinner', NO_CHANGE),
  // Norfolk beekeeper
  within(reminded('order 500 hex jars 340g'), london('ordered, £212 with delivery', done(ctx))),
  within(
    listed('oxalic acid treatment', 'label the heather honey', 'Aylsham market'),
    london('done the first two', [done(num(1)), done(num(2))]),
  ),
  london('fondant went on all the hives, done for the day, my back is killing me', NO_CHANGE, done(words('fondant'))),
  // Newmarket horse vet
  within(reminded('flu & tetanus boosters at Warren Hill yard'), london('done and dusted, 14 horses', done(ctx))),
  london("I'm after doing the Coggins for the Irish horses, so tick that one", done(words('Coggins'))),
  within(reminded('call-out Hamilton Rd, lame filly'), london("not yet, I'm stuck on the A14", NO_CHANGE)),
  within(reminded('invoice Moulton Paddocks'), london('done. and the Heath yard one too', [done(ctx), done(words('Heath yard'))])),
  london('done', NO_CHANGE),
  // Red Hook urban farmer
  within(reminded('pack 32 CSA boxes'), newYork('all packed 💪', done(ctx))),
  newYork("dropped the kale at Roberta's, check that off", done(words('kale'))),
  within(listed('seed order', 'CSA box pack', 'fix drip line'), newYork('drip line fixed', done(num(3)), done(words('drip line')))),
  // Staten Island landscaper
  within(reminded('pay crew'), newYork('paid em yesterday', done(ctx))),
  newYork('mulch for castleton is down, thats done. still gotta do the snow contracts tho', done(words('mulch'))),
  newYork('crew done with the Todt Hill cleanup by 2, good day', NO_CHANGE, done(words('Todt Hill'))),
  within(reminded('fix the blower'), newYork('done', done(ctx))),
  // Westchester arborist
  within(reminded('bucket truck inspection - DOT'), newYork('passed! done', done(ctx))),
  within(
    listed('permit for Palmer ave', 'Rye stump grind', 'call Con Ed re lines', 'estimate for Hendricks'),
    newYork('2 and 4 are done, 3 still waiting on con ed', [done(num(2)), done(num(4))]),
  ),
  newYork(
    'done w the permit application for Bronxville, submitted it online',
    done(words('Bronxville')),
    done(words('permit application')),
  ),
  // Long Island florist
  within(reminded('order roses Quicksand for wedding Bianchi'), newYork('yes is done, I order 200 stems', done(ctx))),
  newYork('the greenhouse 3 I water it this morning, you can put done', done(words('greenhouse 3'))),
  within(reminded('heat greenhouse 1'), newYork('not done, the heater is broken, I wait the technician', NO_CHANGE)),
  // New Jersey pool service
  newYork('Miller closing ✅ Patel closing ✅', [done(words('Miller')), done(words('Patel'))]),
  within(reminded('restock muriatic acid'), newYork('did it', done(ctx))),
  // Astoria pet-sitter
  within(reminded('walk Bruno'), newYork('tapos na po 🐕', done(ctx))),
  newYork('puppy class done na, went great, Coco finally sat', done(words('puppy class'))),
  within(
    listed('walk Bruno', 'puppy class', 'invoice the Lees', 'get keys back from Mrs Santos'),
    newYork('nagawa ko na yung 4, got the keys', done(num(4))),
  ),
  // Bronx oyster farmer
  within(reminded('harvest 200 count'), newYork('listo, 200 en hielo', done(ctx))),
  newYork('ya renové el permiso del DEC, mark it done', done(words('DEC'))),
  newYork('done for today mano, 6 hours on the boat, estoy muerto', NO_CHANGE),
  // More ticks by words, and lookalikes, without a conversation
  london('the TPO consent came through for Church Lane so tick off chase council', done(words('chase council'))),
  london('can you cross off turf and the skip hire, both sorted', [done(words('turf')), done(words('skip hire'))]),
  london("Dai's done the shearer booking for me so thats one less, tick it", done(words('shearer'))),
  newYork('snow contracts all signed, 14 of em! check off snow contracts', done(words('snow contracts'))),
  newYork('Rye stump grind is finished, we can close that', done(words('Rye stump'))),
  newYork('the Bianchi wedding is done, beautiful, the bride she cried', NO_CHANGE, done(words('Bianchi'))),
  newYork('tech did the chemical check at all 9 pools on the route today', NO_CHANGE),
  newYork('invoice the Lees - paid and done ✔', done(words('invoice the Lees'))),
];

export const NINETYFIRST_ANSWER: HeldOutItem[] = [
  // Somerset dairy
  within(which('ring vet re TB test', 'ring vet re mastitis cow'), london('the mastitis one', answer(2))),
  within(which('ring Arla re milk price', 'ring the feed rep'), london('1', answer(1))),
  within(
    askedChoice('Sell the heifers now or keep them till spring?', 'sell now', 'keep till spring'),
    london('keep em, milk price is heading up', answer(2)),
  ),
  within(
    askedChoice('Sell the heifers now or keep them till spring?', 'sell now', 'keep till spring'),
    london('not yet, need to see what the december milk price does first', answer(null)),
  ),
  // Kent tree surgeon
  within(which('quote for the leylandii', 'quote for the oak at 14 Elm Rd'), london('the oak', answer(2))),
  within(
    askedOptions('Should I buy a new chipper?'),
    london('either a new Timberwolf at about 18k or keep patching up the old Greenmech, or hire one in for the big jobs', answer(null)),
  ),
  within(
    askedMatters('New chipper or keep the old one?', 'new Timberwolf', 'keep the Greenmech'),
    london('reliability honestly, lost 2 days last month when it packed in', answer(null)),
  ),
  // Cheltenham landscape gardener
  within(
    which('patio plans for the Whittakers', 'patio quote for the Greens'),
    london("neither, it was the Greens' driveway i meant", answer(null)),
  ),
  within(
    askedChoice('Take on the big Prestbury job or keep the small regulars?', 'take the Prestbury job', 'keep the regulars'),
    london('the first one. scary but going for it', answer(1)),
  ),
  // Peterhead boat owner
  within(which('pey the crew', 'phone the harbour master', 'fix the winch'), london('the hinmaist ane', answer(3))),
  within(
    askedChoice('Land at Peterhead or Fraserburgh this week?', 'Peterhead', 'Fraserburgh'),
    london('the Broch. better prices there the noo', answer(2)),
  ),
  // Powys sheep farmer
  within(which('drench the tegs', 'drench the ewes'), london('yr ewes', answer(2))),
  within(
    askedOther('Did you mean this Tuesday (17 Nov) or next (24 Nov)?', 'Tuesday 17 November', 'Tuesday 24 November'),
    london('the 24th', answer(2)),
  ),
  // Norfolk beekeeper
  within(
    askedChoice('Do the Christmas markets or sell online only?', 'Christmas markets', 'online only'),
    london('both if I can manage it? if not, online', answer(null), answer(2)),
  ),
  within(which('label the heather honey', 'label the rape honey'), london('heather', answer(1))),
  within(
    askedReview('switched to glass jars from plastic'),
    london('really well actually, sold out at Holt and people bring the jars back', answer(null)),
  ),
  // Newmarket horse vet
  within(which('vaccinate Heath yard', 'invoice Heath yard'), london('the invoice, sure the vaccinations were done last week', answer(2))),
  within(
    askedChoice('Take the practice partnership or stay solo?', 'take the partnership', 'stay solo'),
    london("I'll sleep on it so", answer(null)),
  ),
  within(
    askedMatters('Partnership or solo?', 'partnership', 'solo'),
    london("time off really, I haven't had a weekend since August", answer(null)),
  ),
  // Red Hook urban farmer
  within(which('seed order for spring', 'seed order for microgreens'), newYork('microgreens', answer(2))),
  within(
    askedChoice('Add a second rooftop or go deeper with restaurants?', 'second rooftop', 'more restaurant accounts'),
    newYork('restaurants for sure', answer(2)),
  ),
  // Staten Island landscaper
  within(which('pay crew', 'pay mulch supplier'), newYork('#2', answer(2))),
  within(
    askedOptions('Hire another guy for snow season?'),
    newYork('i mean either hire Luis full time or just use day guys when it storms', answer(null)),
  ),
  within(
    askedChoice('Bid on the Staten Island Mall snow contract?', 'bid', "don't bid"),
    newYork('nah not worth it, too big for us', answer(2)),
  ),
  // Westchester arborist
  within(which('permit for Palmer ave', 'permit for Bronxville'), newYork('the palmer one', answer(1))),
  within(
    askedChoice('Second bucket truck: buy used or lease new?', 'buy used', 'lease new'),
    newYork('gotta run the numbers w my accountant first', answer(null)),
  ),
  within(askedOther('Should I put this under the Rye job or the Hendricks job?', 'Rye', 'Hendricks'), newYork('hendricks', answer(2))),
  // Long Island florist
  within(which('order roses Quicksand for wedding Bianchi', 'order roses for wholesale'), newYork('the one for the wedding', answer(1))),
  within(
    askedChoice('Grow the wedding flowers yourself or buy from wholesale?', 'grow them', 'buy wholesale'),
    newYork('allora... I think I grow them, is more beautiful and more cheap', answer(1)),
  ),
  within(
    askedMatters('Grow or buy wholesale?', 'grow', 'wholesale'),
    newYork('the quality, the brides they want everything perfect', answer(null)),
  ),
  // New Jersey pool service
  within(which('Miller closing', 'Miller pump repair'), newYork('pump', answer(2))),
  within(
    askedChoice('Keep Rafael over winter or let him go till April?', 'keep Rafael', 'let him go'),
    newYork('keep him. good techs are impossible to find in march', answer(1)),
  ),
  // Astoria pet-sitter
  within(which('walk Bruno', 'walk Bruna'), newYork('si Bruna po, the husky', answer(2))),
  within(
    askedChoice('Rent a space for classes or keep using the park?', 'rent a space', 'keep the park'),
    newYork('hindi ko pa alam, kasi depende sa rent', answer(null)),
  ),
  // Bronx oyster farmer
  within(which('harvest 200 count', 'harvest 500 count'), newYork('el de 500', answer(2))),
  within(
    askedChoice('Sell direct to restaurants or through the distributor?', 'direct to restaurants', 'through the distributor'),
    newYork('directo, los chavos son mejores', answer(1)),
  ),
  within(askedReview("stopped selling to Sammy's Fish Box"), newYork('bien, no me arrepiento, they never paid on time', answer(null))),
  within(which('renew DEC shellfish permit', 'renew boat registration'), newYork('ninguno, era lo del seguro del bote', answer(null))),
];
