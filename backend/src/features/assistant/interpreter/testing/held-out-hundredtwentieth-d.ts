/**
 * Held-out set, hundredtwentieth part d: tailors, dressmakers, alterations and cobblers.
 * Renames, removals, ticks and unclear messages.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Priya, a bridal alterations seamstress in Southall whose first language is Punjabi (lehengas, fittings, hems,
 *   deposits; "haanji", "theek aa", "chalo");
 * - Terry, a Bermondsey shoe repairer and key cutter (heels, soles, watch batteries, the counter; blunt, "mate");
 * - Fiona, a Glasgow kilt maker and hire business who writes some Scots ("the morn", "aye", "wee", "cannae", "ken");
 * - Olu, a Peckham bespoke suit tailor (clients, cloth merchants, fittings, Instagram; "bro", "bless");
 * - Margaret, a retired teacher turned curtain and upholstery maker in Harrogate (long, careful sentences).
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Rosa, a dry cleaner and alterations shop owner in Jackson Heights whose first language is Spanish;
 * - Min-jun, a Koreatown custom shirt maker whose first language is Korean (short, careful English);
 * - Tasha, a Harlem costume designer for theatre and drag shows (all lower case, lots of emoji);
 * - Vinnie, a Bensonhurst cobbler and leather repair shop (gruff, clipped, typos);
 * - Grace, who runs a small made-to-measure bridal studio in Tribeca with staff (long organised messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
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
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDTWENTIETH_RENAME: HeldOutItem[] = [
  // London: renames of the task in view
  within(
    just('fitting for Harpreet lehenga', l('11-12 11:00')),
    london(
      "haanji sorry its Harleen not Harpreet 🙏 change to 'fitting for Harleen lehenga' theek aa",
      rename(ctx, 'fitting for Harleen lehenga'),
    ),
  ),
  within(
    just('order heel blocks'),
    london('call it order rubber heel blocks from Algeo mate', rename(ctx, 'order rubber heel blocks from Algeo')),
  ),
  within(
    just('cut keys for flat 3', l('11-12 09:00')),
    london('flat 5 not 3 mate. cut keys for flat 5', rename(ctx, 'cut keys for flat 5')),
  ),
  within(
    just('hire kilts for the Mackay wedding'),
    london(
      "naw it's the McKay wedding, wi a C. change it tae 'hire kilts for the McKay wedding' ta",
      rename(ctx, 'hire kilts for the McKay wedding'),
    ),
  ),
  within(
    just('email Holland & Sherry about the navy', l('11-12 10:00')),
    london(
      "bro change that to 'email Dugdale about the navy herringbone', wrong merchant bless",
      rename(ctx, 'email Dugdale about the navy herringbone'),
    ),
  ),
  within(
    just('measure Mrs Pickering windows'),
    london(
      "I'm so sorry, I've given you the wrong name. It is Mrs Pickersgill, not Mrs Pickering. Would you change it to 'measure Mrs Pickersgill's bay windows', please? That's more helpful to me anyway.",
      rename(ctx, "measure Mrs Pickersgill's bay windows"),
    ),
  ),
  within(
    just('call Sukhi about blouse', l('11-12 10:00')),
    london("haanji make it 'call Sukhi about blouse measurements' and 12 o'clock, chalo", [
      rename(ctx, 'call Sukhi about blouse measurements'),
      move(ctx, null, '12:00'),
    ]),
  ),
  // London: renames by words or by number
  within(
    listed('hem Simran dupatta', 'collect deposit from Kaur family', 'order gold lace'),
    london("2 nu change karo: 'collect £200 deposit from Kaur family'", rename(num(2), 'collect £200 deposit from Kaur family')),
  ),
  london(
    'the watch battery one. rename it watch batteries for Mrs Okafor x2',
    rename(words('watch battery'), 'watch batteries for Mrs Okafor x2'),
  ),
  within(
    listed('press the Black Watch hire kilts', 'order sporrans fae the supplier', 'phone the piper'),
    london("number 3, make it 'phone the piper aboot Saturday' aye", rename(num(3), 'phone the piper aboot Saturday')),
  ),
  london(
    "the Ailsa Craig hire thing, ca' it 'return the hire kilts fae the Ailsa Craig do'",
    rename(words('Ailsa Craig'), 'return the hire kilts fae the Ailsa Craig do'),
  ),
  london(
    "change the Tunde one to 'final fitting Tunde - 3 piece, grey flannel' bro",
    rename(words('Tunde'), 'final fitting Tunde - 3 piece, grey flannel'),
  ),
  within(
    listed('post fit pics on Insta', 'chase Ade balance', 'book cloth run to Golden Square'),
    london("number 1 should be 'post Kwame wedding suit reel on Insta' bro", rename(num(1), 'post Kwame wedding suit reel on Insta')),
  ),
  within(
    listed('curtain lining order', 'reupholster the Hendersons chair', 'invoice Mrs Atkinson'),
    london(
      "Could you rename item two to 'reupholster the Hendersons' wingback chair in the green velvet'? I have three Henderson jobs on and I keep muddling them.",
      rename(num(2), "reupholster the Hendersons' wingback chair in the green velvet"),
    ),
  ),
  london(
    "The task about the Roman blinds for the vicarage, could you call it 'make up the Roman blinds for the vicarage kitchen' instead? There are two rooms and I'd rather be precise.",
    rename(words('Roman blinds'), 'make up the Roman blinds for the vicarage kitchen'),
  ),
  // London: look like renames, are not
  london("landlord's renamed the arcade. Bermondsey Yards now. daft", NO_CHANGE),
  within(
    just('fitting for Harleen lehenga', l('11-12 11:00')),
    london('change to Friday please, she is at work tomorrow', move(ctx, '2026-11-13', null)),
  ),
  within(just('order sporrans fae the supplier'), london("och, should I change the name o' that... naw, leave it as it is", NO_CHANGE)),
  london(
    "My client has changed her name since her wedding, she's Mrs Oldroyd now rather than Miss Barker. I shall have to remember that when I ring her.",
    NO_CHANGE,
  ),
  within(just('cut pattern for Kwame'), london('bro change that one', unclear)),

  // New York: renames of the task in view
  within(
    just('call the hanger supplier'),
    newYork('no is the plastic bags supplier, not hangers. change please', rename(ctx, 'call the plastic bags supplier')),
  ),
  within(
    just('order fabric Thomas Mason'),
    newYork(
      "Please change name to 'order 5 yard Thomas Mason blue oxford'. I forget the quantity.",
      rename(ctx, 'order 5 yard Thomas Mason blue oxford'),
    ),
  ),
  within(
    just('fitting for Miss Vivica'),
    newYork(
      'omg its miss veronica vice not vivica 💀 change it to fitting for miss veronica vice pls 💅',
      rename(ctx, 'fitting for miss veronica vice'),
    ),
  ),
  within(just('resole boots for joe'), newYork('not joe its joey. resole red wings for joey', rename(ctx, 'resole red wings for joey'))),
  within(
    just('final fitting Amanda', n('11-13 14:00')),
    newYork(
      "Could you rename that to 'final fitting – Amanda Cho, bustle and veil' and move it to 3pm? Her mother is flying in and can't make it any earlier.",
      [rename(ctx, 'final fitting – Amanda Cho, bustle and veil'), move(ctx, null, '15:00')],
    ),
  ),
  // New York: renames by words or by number
  within(
    listed('pick up ticket 4471', 'pay the gas', 'press Mr Ortiz suits'),
    newYork("el 3, put 'press Mr Ortiz suits and the wedding shirt'", rename(num(3), 'press Mr Ortiz suits and the wedding shirt')),
  ),
  newYork(
    "The NJ factory task, change to 'call NJ factory about collar stays delay'",
    rename(words('NJ factory'), 'call NJ factory about collar stays delay'),
  ),
  within(
    listed('glue rhinestones on the finale gown', 'buy more spandex', 'rush job for the drag brunch'),
    newYork('rename 2 to buy 4 yds gold spandex from mood ✨✨', rename(num(2), 'buy 4 yds gold spandex from mood')),
  ),
  newYork('the landlord thing call it pay landlord + ask abot the leak', rename(words('landlord'), 'pay landlord + ask abot the leak')),
  within(
    listed('payroll for the seamstresses', 'order ivory silk', 'trunk show prep'),
    newYork(
      "For item 1, please rename it 'run payroll for the seamstresses, include Lucia's overtime' so I don't forget the extra hours.",
      rename(num(1), "run payroll for the seamstresses, include Lucia's overtime"),
    ),
  ),
  // New York: look like renames, are not
  newYork('guy next door changd his shop name again. 3rd time this yr', NO_CHANGE),
  within(
    just('fitting for miss veronica vice', n('11-12 15:00')),
    newYork('actually can we change it to friday she has a gig thurs 😩', move(ctx, '2026-11-13', null)),
  ),
  newYork('Mrs Delgado now she use the husband name, Mrs Ruiz. Same customer 😊', NO_CHANGE),
  within(just('measurements for Mr Park'), newYork('Rename please.', unclear)),
  newYork(
    "Just so you know, one of our brides has changed the name on her booking to her partner's surname; the studio team has already updated the file.",
    NO_CHANGE,
  ),
];

export const HUNDREDTWENTIETH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(just('resole the brogues for Dave', l('11-12')), london("bin it mate. he's binned the shoes", remove())),
  london('cancel the Mr Bishop keys. never turned up', remove(words('Bishop'))),
  within(
    listed('watch batteries for Mrs Okafor', 'order heel blocks', 'fix the counter light'),
    london('get rid of 3. sparky done it', remove(num(3)), done(num(3))),
  ),
  london('delete the Jaspreet lehenga fitting please, wedding postponed to next year 😔', remove(words('Jaspreet'))),
  within(just('buy more zari thread'), london('no need, mummy ji has 3 rolls at home. remove it', remove())),
  within(
    listed('hem Simran dupatta', 'collect £200 deposit from Kaur family', 'order gold lace'),
    london('3 hata do please, lace not needed she choose plain border', remove(num(3))),
  ),
  within(
    listed('press the Black Watch hire kilts', 'order sporrans fae the supplier', 'phone the piper aboot Saturday'),
    london('ye can take 2 aff, the sporrans came in the day', remove(num(2)), done(num(2))),
  ),
  london("scrub the Ailsa Craig kilts and the Balmoral tartan order, the pair o' them fell through", [
    remove(words('Ailsa Craig')),
    remove(words('Balmoral tartan')),
  ]),
  within(reminded('chase Ade balance'), london('scrap that bro, he paid cash at the fitting bless', remove(), done())),
  within(
    listed('final fitting Tunde', 'cloth run to Golden Square', 'shoot for the Insta', 'invoice Femi'),
    london("take 2 and 3 off bro, merchant's delivering and the photographer's ill", [remove(num(2)), remove(num(3))]),
  ),
  london(
    "Would you kindly remove the reminder about the Hendersons' footstool? They have decided to keep the old cover after all, so there's nothing for me to do.",
    remove(words("Hendersons' footstool")),
  ),
  within(
    reminded('ring the fabric warehouse about the toile'),
    london("Please delete this one. The warehouse rang me first this morning and it's all arranged.", remove(), done()),
  ),
  // London: news with cancel words, or a cancel inside a new task
  london("cobblers down the road's shut. lease cancelled apparently", NO_CHANGE),
  london('remind me cancel the Etsy listing for the red lehenga tomorrow', task('cancel the Etsy listing for the red lehenga', l('11-12'))),
  london("the Burns supper at the club's been cancelled, nae haggis fur us", NO_CHANGE),
  within(
    just('fitting for Kwame', l('11-13 16:00')),
    london('bro he cancelled, can we do monday same time instead', move(ctx, '2026-11-16', null), move(ctx, '2026-11-16', '16:00')),
  ),
  london(
    "The organisers of the Harrogate Christmas craft fair have cancelled it this year, owing to the building works at the hall. Rather a pity, I'd have enjoyed a stall.",
    NO_CHANGE,
  ),

  // New York: removals
  within(just('pick up ticket 4471', n('11-12')), newYork('borra eso, the lady came already and pick up', remove(), done())),
  within(reminded('call the plastic bags supplier'), newYork('cancel, mi hijo already call them', remove(), done())),
  newYork('Please delete Mr Park measurements. He cancel order.', remove(words('Mr Park measurements'))),
  within(reminded('send fabric sample to NJ factory'), newYork('Not need. Factory has same sample. Please remove.', remove())),
  within(
    listed('glue rhinestones on the finale gown', 'buy 4 yds gold spandex', 'rush job for the drag brunch'),
    newYork('take off 3 the brunch got cancelled 😭😭 venue flooded', remove(num(3))),
  ),
  newYork("scratch the wig styling for bianca AND the corset repair, she's doing both herself now 🙄💅", [
    remove(words('wig styling')),
    remove(words('corset repair')),
  ]),
  newYork('delete the purse strap thing lady never came back', remove(words('purse strap'))),
  within(reminded('call landlord abt the leak'), newYork('forget it. he fixd it', remove(), done())),
  within(
    listed('run payroll', 'order ivory silk from Mood', 'trunk show prep', 'call the florist re: Amanda'),
    newYork(
      "Please remove items 2 and 4. We're ordering the silk through our usual supplier in Como instead, and Amanda's planner is handling the florist directly.",
      [remove(num(2)), remove(num(4))],
    ),
  ),
  within(
    just('confirm the trunk show caterer'),
    newYork(
      "On second thought, please delete that. We've decided to keep the trunk show small this season, just champagne, and Priscilla will pick that up on the day.",
      remove(),
    ),
  ),
  // New York: news with cancel words, or a cancel inside a new task
  newYork('landlord cancelld the meeting. typical', NO_CHANGE),
  newYork(
    'recuérdame el lunes cancel the uniform service contract, is too expensive',
    task('cancel the uniform service contract', n('11-16')),
    task('cancel the uniform service contract, is too expensive', n('11-16')),
  ),
  newYork('the drag race viewing party is cancelled lmaooo so my saturday is FREE 🥳', NO_CHANGE),
  newYork('Customer remove one shirt from his order, now 4 shirt not 5. I tell factory already.', NO_CHANGE),
  newYork('FYI, our lace supplier in Lyon has cancelled all December shipments because of a strike. More on that soon.', NO_CHANGE),
];

export const HUNDREDTWENTIETH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('hem Simran dupatta'), london("haanji done, she's happy, chalo one less 🙏", done())),
  within(
    listed('fitting for Harleen lehenga', 'collect £200 deposit from Kaur family', 'order gold lace'),
    london('deposit mil gaya ✅ lace also ordered', [done(num(2)), done(num(3))], [done(words('deposit')), done(words('lace'))]),
  ),
  london('Baljit di blouse stitching complete, theek aa 😊', done(words('Baljit'))),
  within(reminded('watch batteries for Mrs Okafor'), london("done. she's collected", done())),
  within(
    listed('resole the brogues', 'order heel blocks', 'fix the counter light'),
    london('all 3 done', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(reminded('cut keys for flat 5'), london('cut. in the drawer', done())),
  within(reminded('phone the piper aboot Saturday'), london("aye, spoke tae him, he's sorted for the ceilidh", done())),
  london("the Black Watch kilts are a' pressed an' hung, tick that aff", done(words('Black Watch'))),
  london('bro finished the cloth run, got the navy and the grey flannel, bless', done(words('cloth run'))),
  within(just('post Kwame wedding suit reel on Insta', l('11-11 13:00')), london('posted bro, 2k views already 🔥', done())),
  within(which('fitting for Kwame', 'fitting for Kwabena'), london('Kwabena one, done bro', done(num(2)), [answer(2)])),
  within(
    listed('curtain lining order', "reupholster the Hendersons' wingback chair", 'invoice Mrs Atkinson'),
    london(
      "I'm pleased to say numbers one and three are both done: the lining was ordered first thing and Mrs Atkinson's invoice went in the post at lunchtime. The wingback will take me the rest of the week.",
      [done(num(1)), done(num(3))],
    ),
  ),
  london(
    'You can tick off the Roman blinds for the vicarage kitchen. I fitted them this morning and the vicar was delighted.',
    done(words('Roman blinds')),
  ),
  // London: look like ticks, change nothing
  london('done 40 keys today. hands are knackered', NO_CHANGE),
  within(
    reminded('collect deposit from Gill family'),
    london(
      'nahi ji, Gill aunty forgot her purse, she come back Saturday',
      NO_CHANGE,
      snoozeUntil(l('11-14')),
      move(ctx, '2026-11-14', null),
    ),
  ),
  within(
    reminded('finish the Fraser hunting kilt'),
    london('no yet, the pleats are daein ma heid in, needs anither day', NO_CHANGE, snoozeUntil(l('11-12'))),
  ),
  london("I've finished for the day, I think. My eyes won't take any more stitching under this light.", NO_CHANGE),

  // New York: ticks
  within(reminded('pick up ticket 4471'), newYork('ya, she pick up everything, pagó también 👍', done())),
  within(listed('pay the gas', 'press Mr Ortiz suits', 'call the hanger supplier'), newYork('1 y 2 listo', [done(num(1)), done(num(2))])),
  within(reminded('order 5 yard Thomas Mason blue oxford'), newYork('Ordered. Arrive next Tuesday.', done())),
  newYork('Measurement for Mr Lee is finish. Send to factory also.', done(words('Mr Lee'))),
  within(
    which('call NJ factory about collar', 'call NJ factory about buttons'),
    newYork('Buttons one. I call already.', done(num(2)), [answer(2)]),
  ),
  within(
    listed('glue rhinestones on the finale gown', 'buy 4 yds gold spandex', 'hem the chorus skirts'),
    newYork('rhinestones DONE 💎 skirts DONE ✂️ spandex tmrw', [done(num(1)), done(num(3))]),
  ),
  within(reminded('fitting for miss veronica vice'), newYork('she came she slayed she LEFT 😭👑 done', done())),
  newYork('payd the landlord', done(words('landlord'))),
  within(
    listed('resole red wings for joey', 'stitch the saddle bag', 'dye the brown boots black'),
    newYork('all don', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(
    reminded("run payroll for the seamstresses, include Lucia's overtime"),
    newYork("Yes, payroll went through at nine, including Lucia's overtime. Everyone should see it in their accounts by Friday.", done()),
  ),
  newYork(
    'Two things to tick off: the ivory silk order has been placed with Como, and the Amanda Cho bustle fitting happened this morning and went beautifully.',
    [done(words('ivory silk')), done(words('Amanda Cho'))],
  ),
  // New York: look like ticks, change nothing
  newYork('im done for today back hurts', NO_CHANGE),
  within(reminded('press Mr Ortiz suits'), newYork('todavía no, the press machine is broken again 😩', NO_CHANGE)),
  newYork('my girl just finished her first full season on broadway 😭😭 so proud', NO_CHANGE),
  within(
    reminded('confirm lace delivery with Lyon'),
    newYork("Not yet, I'm afraid. They've promised an answer by close of business in France, so I'll know tonight.", NO_CHANGE),
  ),
];

export const HUNDREDTWENTIETH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('Harleen wala', unclear),
  london('32 inch', unclear),
  london('the brogues', unclear),
  london('half 4', unclear),
  london('the McKay yins', unclear),
  london('the morn or Friday?', unclear),
  london('bro the grey one', unclear),
  london('yo set me a reminder for', unclear),
  london('Could you put the', unclear),
  london("About the Hendersons — I'm not sure whether to", unclear),
  london('Tuesday or Wednesday, whichever suits Mrs Pickersgill better', unclear),
  // London: two readings
  within(which('call Sukhi about blouse measurements', 'call Sukhi about the deposit'), london('Sukhi', unclear)),
  within(listed('hem Simran dupatta', 'collect deposit from Kaur family', 'order gold lace'), london('ho gaya ji', unclear)),
  within(just('resole the brogues', l('11-13')), london('might be monday. depends on the leather', unclear, NO_CHANGE)),
  within(reminded('press the Black Watch hire kilts'), london('hauf', unclear, NO_CHANGE)),
  within(which('fitting for Kwame', 'fitting for Kwabena'), london('the Kwa one bro', unclear)),
  within(
    just('invoice Mrs Atkinson'),
    london("Actually, I wonder whether I ought to change that, or perhaps leave it until I've spoken to her husband.", unclear, NO_CHANGE),
  ),

  // New York: too little to act on
  newYork('el ticket de la señora', unclear),
  newYork('mañana o el viernes, no sé', unclear),
  newYork('16.5 neck', unclear),
  newYork('Factory', unclear),
  newYork('the sequin one 👀', unclear),
  newYork('push it', unclear),
  newYork('the boots', unclear),
  newYork('frday or monday dunno', unclear),
  newYork('Could you please make sure that', unclear),
  // New York: two readings
  within(listed('pay the gas', 'press Mr Ortiz suits', 'call the hanger supplier'), newYork('ya está', unclear)),
  within(just('order 5 yard Thomas Mason blue oxford'), newYork('Maybe 6 yard?', unclear)),
  within(which('fitting for miss veronica vice', 'fitting for miss vanity fierce'), newYork('miss v 💅', unclear)),
  within(reminded('stitch the saddle bag'), newYork('half way', unclear, NO_CHANGE)),
  within(
    just('final fitting – Amanda Cho, bustle and veil', n('11-13 15:00')),
    newYork("Or would 4 be better? Let me check her mother's flight first.", unclear, NO_CHANGE),
  ),
  within(
    askedChoice('hire a third seamstress for the spring season or pay overtime', 'hire a third seamstress', 'pay overtime'),
    newYork(
      'Honestly, both have merit. A new hire means training her through February, while overtime risks burning out Lucia and Mei-Ling, who are already stretched.',
      answer(null),
      unclear,
    ),
  ),
];
