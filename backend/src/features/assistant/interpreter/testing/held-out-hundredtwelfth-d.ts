/**
 * Held-out set, hundredtwelfth part d: cleaning and home services.
 * Renames, removals, ticks and unclear messages.
 *
 * London time (Europe/London, day-first dates):
 * - Bev, who runs a domestic cleaning round in Sheffield with three staff (keys, rotas, end-of-tenancy cleans);
 * - Kwame, a window cleaner in Croydon with a water-fed pole van (rounds, gutters, cash customers; short lines);
 * - Agnieszka, an office cleaning contractor in Reading whose first language is Polish (contracts, night shifts, supplies);
 * - Fergus, a carpet and upholstery cleaner in Edinburgh who writes some Scots;
 * - Shabnam, who runs a pest control and deep-clean firm in Birmingham and mixes in some Urdu.
 *
 * New York time (America/New_York, month-first dates):
 * - Rosa, who runs a house cleaning business in Jackson Heights and whose first language is Spanish;
 * - Marcus, a handyman and TV-mounting guy in the Bronx (all lower case, no punctuation);
 * - Linh, who owns a laundromat and wash-and-fold service in Sunset Park and whose first language is Vietnamese;
 * - Brendan, a gutter and power-washing contractor on Staten Island (blunt, clipped);
 * - Naomi, a professional organiser in Brooklyn Heights (long careful messages).
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
  snoozeFor,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDTWELFTH_RENAME: HeldOutItem[] = [
  // London: renames of the task in view
  within(
    just('end of tenancy clean at Ecclesall Rd'),
    london(
      "oops love its Ecclesall Road flat 3 not just ecclesall rd, can you change it to 'end of tenancy clean at Ecclesall Road flat 3' x",
      rename(ctx, 'end of tenancy clean at Ecclesall Road flat 3'),
    ),
  ),
  within(just('gutters at no 14'), london('not 14\nits 41\ngutters at 41', rename(ctx, 'gutters at 41'))),
  within(
    just('order bin bags for Thames Tower'),
    london(
      "please change to 'order bin bags and blue roll for Thames Tower', I forget the blue roll",
      rename(ctx, 'order bin bags and blue roll for Thames Tower'),
    ),
  ),
  within(
    just('clean the Morrisons sofa'),
    london(
      "naw it's no Morrisons, it's Mrs Morrison in Leith. change it tae 'clean Mrs Morrison's sofa' aye",
      rename(ctx, "clean Mrs Morrison's sofa"),
    ),
  ),
  within(
    just('wasp nest Kings Heath'),
    london("yaar change it to 'wasp nest Kings Norton', wrong Kings 🙈", rename(ctx, 'wasp nest Kings Norton')),
  ),
  within(
    just('drop keys at Mrs Hardcastle', l('11-12 10:00')),
    london("can you call it 'drop keys back to Mrs Hardcastle and get the new fob' and make it 11 love, ta x", [
      rename(ctx, 'drop keys back to Mrs Hardcastle and get the new fob'),
      move(ctx, null, '11:00'),
    ]),
  ),
  // London: renames by words or by number
  london('the van one\nchange to MOT the van', rename(words('van'), 'MOT the van')),
  within(
    shown('night shift rota for Green Park', 'deliver supplies to Oracle office', 'meeting with facilities manager'),
    london(
      'number 3 please rename to meeting with Mr Davies facilities manager about contract',
      rename(num(3), 'meeting with Mr Davies facilities manager about contract'),
    ),
  ),
  london(
    "the steam cleaner yin, can ye change it tae 'get the steam cleaner pump fixed at the Bonnyrigg place'",
    rename(words('steam cleaner'), 'get the steam cleaner pump fixed at the Bonnyrigg place'),
  ),
  within(
    shown('council job Lozells', 'mice follow up Moseley', 'order bait boxes'),
    london('1 ko rename kardo - "council job Lozells, 6 flats, bedbugs"', rename(num(1), 'council job Lozells, 6 flats, bedbugs')),
  ),
  // London: look like renames, are not
  london('customer on Lodge Rd changed her name\nmarried now\nMrs Adeyemi', NO_CHANGE),
  within(
    just('deep clean at the Crookes house', l('11-13 09:00')),
    london("change it to monday love, she's away till then x", move(ctx, '2026-11-16', null)),
  ),
  london('How I can change name of the task? I make mistake in spelling', NO_CHANGE),
  within(just('mice at the Moseley bakery'), london('change the name of this one... acha wait let me think what to call it', NO_CHANGE)),

  // New York: renames of the task in view
  within(
    just('clean Mrs Goldberg apartment'),
    newYork('ay no, is Goldstein not Goldberg, change please 🙏', rename(ctx, 'clean Mrs Goldstein apartment')),
  ),
  within(
    just('mount tv for taskrabbit guy'),
    newYork('change that to mount 65 inch tv on brick wall grand concourse', rename(ctx, 'mount 65 inch tv on brick wall grand concourse')),
  ),
  within(
    just('call dryer repair'),
    newYork(
      "Please change to 'call dryer repair for machine number 7', I have many dryer",
      rename(ctx, 'call dryer repair for machine number 7'),
    ),
  ),
  within(
    just('estimate on Hylan'),
    newYork('rename: estimate 212 Hylan Blvd gutters + wash', rename(ctx, 'estimate 212 Hylan Blvd gutters + wash')),
  ),
  within(
    just('donation run'),
    newYork(
      "Could you rename that to 'donation run to Housing Works on Atlantic with the Feldmans' bags'? Just 'donation run' won't mean anything to me by Friday, I have three of them this week.",
      rename(ctx, "donation run to Housing Works on Atlantic with the Feldmans' bags"),
    ),
  ),
  within(
    just('buy supplies', n('11-12 12:00')),
    newYork("put 'buy supplies Costco' and change for friday, the girls need the mops", [
      rename(ctx, 'buy supplies Costco'),
      move(ctx, '2026-11-13', null),
    ]),
  ),
  // New York: renames by words or by number
  newYork(
    'the home depot one change it to home depot run anchors and lag bolts',
    rename(words('home depot'), 'home depot run anchors and lag bolts'),
  ),
  within(
    shown('truck inspection', 'pay crew', 'quote Tottenville job'),
    newYork('3 -> quote Tottenville job, 2 story colonial', rename(num(3), 'quote Tottenville job, 2 story colonial')),
  ),
  newYork(
    "The task about the Hendricks closet — can you change it to 'finish the Hendricks walk-in closet and label the bins'? Thank you!",
    rename(words('Hendricks'), 'finish the Hendricks walk-in closet and label the bins'),
  ),
  // New York: look like renames, are not
  newYork('client wants me to call her by her new name now lol whatever she pays', NO_CHANGE),
  within(just('wash the Delgado deck', n('11-12 08:00')), newYork('change it to 7am, crew starts early', move(ctx, null, '07:00'))),
  newYork("my client change the name of the building, now is 'The Aurora', so confusing jaja", NO_CHANGE),
  within(
    just('sort the Parks basement'),
    newYork("Rename it to... hmm, actually I'm not sure yet what to call it. Let me get back to you once I've seen the space.", NO_CHANGE),
  ),
  within(just('pick up new washer parts'), newYork('change it name', unclear)),
];

export const HUNDREDTWELFTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    just('end of tenancy clean Broomhill', l('11-14 09:00')),
    london("oh scrap that love, landlord's keeping the deposit and doing it himself x", remove()),
  ),
  london('delete the Purley round\nlost it to a cheaper guy', remove(words('Purley round'))),
  within(
    shown('deliver toilet rolls to Abbey Square', 'training new girl Monika', 'invoice Thames Valley Park'),
    london('please delete number 2, Monika is not coming, she find other job', remove(num(2))),
  ),
  london("bin the Portobello rug job, the wifie's changed her mind, says she'll just get a new yin", remove(words('Portobello rug'))),
  within(
    shown('wasps Handsworth', 'mice follow up Erdington', 'bedbugs Sparkhill'),
    london('1 hata do, nest is dead already, wasp season khatam', remove(num(1))),
  ),
  london("can you get rid of the Walkley oven clean and the one about Sandra's rota, neither is happening now xx", [
    remove(words('Walkley oven')),
    remove(words("Sandra's rota")),
  ]),
  within(reminded('gutters at 41 Brigstock Rd'), london("cancel it\nhe's doing them himself", remove())),
  within(just('phone Dougie aboot the van'), london("forget it, Dougie phoned me the morn already, we're sorted", remove(), done())),
  within(
    reminded('order new hoover bags for Forbury office'),
    london('remove it please, they change to the hoover without bags', remove()),
  ),
  // London: news with cancel words, or a cancel inside a new task
  london("Mrs Pickering's cancelled her fortnightly, moving in with her daughter bless her. end of an era x", NO_CHANGE),
  london('rained off today\nall of it', NO_CHANGE),
  london('council cancelled the Lozells contract, uff, 3 months of work gone', NO_CHANGE),
  london(
    'remind me tae cancel the van insurance afore the 1st, switching tae Admiral',
    task('cancel the van insurance', l('11-30')),
    task('cancel the van insurance', l('12-01')),
  ),
  london('Client want to remove the carpet cleaning from contract from December, so less money for us 😕', NO_CHANGE),

  // New York: removals
  within(just('clean Park Ave apartment', n('11-13 09:00')), newYork('cancela eso, the lady she go to Florida for the winter', remove())),
  newYork('delete the shelf install in riverdale guy ghosted me', remove(words('shelf install'))),
  within(
    shown('fix coin machine', 'call Mrs Nguyen about her comforter', 'order hangers'),
    newYork('Please delete 2, she came already pick up', remove(num(2)), done(num(2))),
  ),
  newYork('kill the Annadale estimate. went with someone else', remove(words('Annadale'))),
  within(
    shown("sort Mrs Abadi's garage", 'drop off clothes at Housing Works', 'buy label maker tape', 'consult call with new client Jen'),
    newYork(
      "Could you take off 3 and 4 please? I found a full roll of label tape in my kit, and Jen cancelled the consult — she says she'll reach out in the spring.",
      [remove(num(3)), remove(num(4))],
    ),
  ),
  within(reminded('pick up drywall anchors'), newYork('nah scratch that had some in the truck', remove(), done())),
  within(reminded('pressure wash Lee deck', n('11-11 09:00')), newYork('customer cancelled. remove', remove())),
  newYork('borra the vacuum one please, Yesenia fix it already', remove(words('vacuum')), done(words('vacuum'))),
  within(just('buy new folding table'), newYork('No need anymore, my son bring one from his work. Delete', remove())),
  // New York: news with cancel words, or a cancel inside a new task
  newYork('taskrabbit cancelled my 2pm smh thats 80 bucks', NO_CHANGE),
  newYork(
    "My Thursday client had to cancel — her mother's in the hospital. I told her not to worry about the cancellation fee, obviously.",
    NO_CHANGE,
  ),
  newYork('remind me cancel the dumpster rental tmrw am', task('cancel the dumpster rental', n('11-12 09:00'))),
  newYork('Customer leave the laundry 3 weeks, nobody come. I think I throw away soon 😤', NO_CHANGE),
  newYork('I delete the Venmo app by accident ay dios mío 😩', NO_CHANGE),
];

export const HUNDREDTWELFTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(
    reminded('drop keys back to Mrs Hardcastle'),
    london('done love, she gave me a box of Roses for Christmas already bless her x', done()),
  ),
  within(reminded('gutters at 41'), london('done\n£60 cash', done())),
  within(
    shown('deliver toilet rolls to Abbey Square', 'invoice Thames Valley Park', 'check alarm code Forbury'),
    london('1 and 2 is done, 3 not yet because nobody answer the phone', [done(num(1)), done(num(2))]),
  ),
  within(reminded("clean Mrs Morrison's sofa"), london('aye, did it this morning, came up braw', done())),
  within(reminded('mice follow up Erdington'), london('ho gaya, no droppings, all clear ✅', done())),
  within(
    shown('rota for next week', 'chase Julie for invoice', 'buy more Zoflora'),
    london(
      "sent the rota out and got the zoflora, julie's still ignoring me 🙄",
      [done(num(1)), done(num(3))],
      [done(words('rota')), done(words('Zoflora'))],
    ),
  ),
  london('paid the van insurance', done(words('van insurance'))),
  within(
    shown('phone Mrs Laing aboot her stair carpet', 'order mair shampoo', 'service the extractor'),
    london('did the lot, ya dancer', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(
    just('meeting with Mr Davies about contract', l('11-11 11:00')),
    london('Meeting was good, he sign the contract for one more year!!', done()),
  ),
  within(reminded('wasp nest Kings Norton'), london('sorted yaar, big one in the loft, bas 20 mins', done())),
  // London: look like ticks, change nothing
  within(
    reminded('end of tenancy clean Ecclesall Road flat 3'),
    london('not yet love, still waiting on the tenant to hand the keys back x', NO_CHANGE),
  ),
  london('done 9 houses today\nknackered', NO_CHANGE),
  london("I'm done wi' that Stockbridge wifie, three times she's complained aboot the same stain", NO_CHANGE),
  within(reminded('send invoice to Thames Valley Park'), london('Half done, I need still the hours from Monika', NO_CHANGE)),

  // New York: ticks
  within(reminded('pay the girls'), newYork('Ya, pagué por Venmo to all the girls ✔️', done())),
  within(reminded('mount tv grand concourse'), newYork('done client loved it', done())),
  within(
    shown('order detergent', 'pay Con Ed', 'fold order for Mrs Chen'),
    newYork(
      'Already pay Con Ed and Mrs Chen order is fold. Detergent tomorrow',
      [done(num(2)), done(num(3))],
      [done(words('Con Ed')), done(words('Mrs Chen'))],
    ),
  ),
  within(reminded('truck inspection'), newYork('passed', done())),
  within(
    reminded("drop off the Abadis' donation bags"),
    newYork("Yes — dropped everything at Housing Works on the way home. They even took the lamp, which I wasn't sure they would.", done()),
  ),
  newYork('got the anchors and lag bolts from home depot', done(words('home depot')), done(words('anchors'))),
  within(shown('quote Tottenville job', 'pay crew', 'new nozzle tips'), newYork('crew paid. tips ordered', [done(num(2)), done(num(3))])),
  within(just('buy supplies Costco'), newYork('listo, I buy everything, the trunk is full jaja', done())),
  within(reminded('call dryer repair for machine number 7'), newYork('I call already, he come Friday', done())),
  within(
    shown("sort Mrs Abadi's garage", 'buy label maker tape', 'send invoice to the Feldmans'),
    newYork(
      'Number one is finished — it took all day, but the garage is unrecognisable. The other two will have to wait until tomorrow.',
      done(num(1)),
    ),
  ),
  // New York: look like ticks, change nothing
  newYork('im done for today my back is killing me', NO_CHANGE),
  within(reminded('clean Mrs Goldstein apartment'), newYork('Estamos ahí now, almost finish, one hour more', NO_CHANGE, snoozeFor(60))),
  newYork('finished 3 houses on Tysens by noon yesterday. good crew', NO_CHANGE),
  within(reminded('order detergent'), newYork('Not yet, supplier close today for Veterans Day', NO_CHANGE)),
];

export const HUNDREDTWELFTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('the Crookes one love x', unclear),
  london('thurs\nor fri', unclear),
  london('41', unclear),
  london('Please the keys for', unclear),
  london('the morn', unclear),
  london('Moseley wala', unclear),
  london('move it love', unclear),
  london('whit aboot the wee yin', unclear),
  london('kal', unclear),
  london('can you make the', unclear),
  // London: two readings
  within(which('ring Mrs Laing aboot her stair carpet', 'ring Mrs Laing aboot the invoice'), london('aye the Laing yin', unclear)),
  within(shown('gutters at 41', 'Purley round', 'MOT the van'), london('sorted that', unclear)),
  within(just('deep clean at the Crookes house', l('11-13 09:00')), london('or the week after? x', unclear)),
  // London: harmless talk
  london('sorry, wrong chat 🙈', NO_CHANGE),

  // New York: too little to act on
  newYork('the lady of the 5th floor', unclear),
  newYork('tuesday or wednesday whatever', unclear),
  newYork('machine 7', unclear),
  newYork('hylan', unclear),
  newYork('Could you move the', unclear),
  newYork('that thing for the guy in pelham bay', unclear),
  newYork('the 12/4 pls', unclear),
  newYork('bump it', unclear),
  newYork('Remind me about the', unclear),
  // New York: two readings
  within(which('call Mrs Nguyen about her comforter', 'call Mrs Nguyen about the bill'), newYork('Mrs Nguyen', unclear)),
  within(reminded('pay crew'), newYork('some of em', unclear, NO_CHANGE)),
  within(just('mount tv for mr ortiz', n('11-12 14:00')), newYork('or 3', unclear)),
  within(
    askedChoice(
      'take the Hamptons whole-house job or keep my Brooklyn regulars that week',
      'take the Hamptons job',
      'keep the Brooklyn regulars',
    ),
    newYork(
      "Honestly I keep going back and forth. The money is good, but the regulars are the reason I'm still in business.",
      answer(null),
      unclear,
    ),
  ),
  within(shown('clean Mrs Goldstein apartment', 'pay the girls', 'buy supplies Costco'), newYork('ya lo hice', unclear)),
];
