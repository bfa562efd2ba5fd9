/**
 * Held-out set, hundredfifth part f: removals, renames, voice-note rambles and unclear messages from
 * people who run events and hire businesses.
 *
 * London (Europe/London, day-first dates):
 * - Gemma, a wedding planner in Cheltenham (Cotswold venues, couples, run sheets, rain plans).
 * - Kev, a mobile DJ in Liverpool who writes some Scouse (lad, sound, me for my, gorra, soz).
 * - Agnieszka, a florist in Islington whose first language is Polish.
 * - Dean, who owns a marquee and furniture hire firm in Kent (vans, flooring, trestles, crews).
 * - Malcolm, a walking-tour guide in York who writes some Yorkshire (aye, nowt, t', get shut of).
 *
 * New York (America/New_York, month-first dates):
 * - Priya, an event planner in the Financial District who texts in clipped shorthand.
 * - Marcus, who owns a photo booth hire business in Hoboken.
 * - Mrs Wong, who runs a party rentals shop in Queens; her first language is Cantonese.
 * - Andre, who runs a bartending-for-hire business in Crown Heights.
 * - Pippo, a kids' party entertainer on Staten Island whose first language is Italian.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  UNDO,
  ctx,
  decision,
  dilemma,
  done,
  l,
  london,
  move,
  n,
  newYork,
  note,
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

export const HUNDREDFIFTH_REMOVE: HeldOutItem[] = [
  // London: removals
  london('delete the cake tasting one, the Stroud couple have pulled out', remove(words('cake tasting'))),
  within(just('ring the marquee bloke about pegs'), london('scrap that, sorted it already', remove(), done())),
  within(
    shown('invoice the Hendersons', 'order ivory chair covers', 'site visit at Sudeley'),
    london('get rid of 2 pls, bride wants bare chairs now', remove(num(2))),
  ),
  london('lad can u bin the smoke machine one, venue wont have it near the alarms', remove(words('smoke machine'))),
  london('please delete task about peonies, client change mind to roses', remove(words('peonies'))),
  london("take the Faversham delivery off my list, they've gone with another firm", remove(words('Faversham delivery'))),
  london("get shut of the ghost walk reminder, nobbut three booked so it's off", remove(words('ghost walk'))),
  within(reminded('chase deposit from Priya & Tom'), london('forget it, they paid the lot this morning 🙌', remove(), done())),
  london('remove the Ludlow site visit and add call Ludlow venue about the refund for fri', [
    remove(words('Ludlow site visit')),
    task('call Ludlow venue about the refund', l('11-13')),
  ]),
  within(just('order 200 chiavari chairs'), london('no wait delete that, wrong client 🤦‍♀️', remove(), UNDO)),
  within(
    shown('collect trestles Ashford', 'power wash flooring', 'quote for Hythe school fete', 'MOT the Luton'),
    london('knock 3 and 4 off mate', [remove(num(3)), remove(num(4))], [done(num(3)), done(num(4))]),
  ),
  // London: news and questions that use cancel/delete words, change nothing
  london("the Stroud wedding's been cancelled 😭 that's four grand of work gone", NO_CHANGE),
  london('venue only went n deleted my booking off their system by mistake, absolute scenes', NO_CHANGE),
  london('supplier from Holland cancel my order for tomorrow, what I do now??', NO_CHANGE),
  london("did the Cirencester couple cancel or was it the Tetbury ones? can't remember", NO_CHANGE),
  london("rain's cancelled me ten o'clock, off home for a brew", NO_CHANGE),
  london('should I remove the old gazebos from the website or just mark them as unavailable', NO_CHANGE, dilemma),

  // New York: removals
  newYork('del. vendor walkthru thurs. client killed it.', remove(words('vendor walkthru'))),
  newYork('can you remove the backdrop order task, found the old one in my garage lol', remove(words('backdrop order'))),
  newYork(
    'please cancel the task for tent pick up Flushing, customer say they bring back themself',
    remove(words('tent pick up Flushing')),
  ),
  within(just('book barbacks for saturday'), newYork('nah drop that one, the host got his cousins doing it', remove())),
  within(
    shown('buy balloons helium', 'call mamma of Sofia for party', 'fix the magic box'),
    newYork('cancel the number 3 please, the box is already fix', remove(num(3)), done(num(3))),
  ),
  newYork('scratch the ice order for the Park Slope gig', remove(words('ice order'))),
  within(
    shown('confirm AV w/ Cipriani', 'seating chart Harvard Club', 'BEO to Delmonicos', 'call Lazard EA', 'linens'),
    newYork('rm #4', remove(num(4))),
  ),
  newYork("remove the Hudson Yards site visit and the Brooklyn Bowl one too, neither's happening", [
    remove(words('Hudson Yards site visit')),
    remove(words('Brooklyn Bowl')),
  ]),
  // New York: news and questions that use cancel/delete words, change nothing
  newYork('client cancelled 12/5 event. deposit nonrefundable. fine.', NO_CHANGE),
  newYork('ugh instagram deleted my reel of the booth at the Stevens formal', NO_CHANGE),
  newYork('rain so the customer cancel chairs, but they still want the 8 tables', NO_CHANGE),
  newYork('do i need to cancel the liquor liability policy after the season or does it just expire', NO_CHANGE),
  newYork('the mother of Luca remove the clown from the party, she say he is too scary 😂 the clown is me', NO_CHANGE),
];

export const HUNDREDFIFTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(
    just('call Hannah about the timeline'),
    london('rename it to call Hannah and Joe about the run sheet', rename(ctx, 'call Hannah and Joe about the run sheet')),
  ),
  london(
    'change the Sudeley one to say site visit Sudeley Castle w/ florist',
    rename(words('Sudeley'), 'site visit Sudeley Castle w/ florist'),
  ),
  within(just('sort lights for the Crosby do'), london('ah its Formby not Crosby soz', rename(ctx, 'sort lights for the Formby do'))),
  within(just('bouquet for Wisniewska'), london('sorry typo, it is Wiśniewska with ś', rename(ctx, 'bouquet for Wiśniewska'))),
  within(
    shown('deliver 6x8 marquee Tenterden', 'collect trestles Ashford', 'invoice Sevenoaks school'),
    london('call no.2 collect trestles and chairs Ashford instead', rename(num(2), 'collect trestles and chairs Ashford')),
  ),
  within(
    just('Shambles tour for the Leeds lot', l('11-14 10:00')),
    london("nay it's the Bradford lot, can you change that", rename(ctx, 'Shambles tour for the Bradford lot')),
  ),
  london("can u retitle the cake task 'cake tasting at Hetty's bakery'", rename(words('cake'), "cake tasting at Hetty's bakery")),
  within(
    reminded('pay the band deposit'),
    london('it should say pay the string quartet deposit, not band', rename(ctx, 'pay the string quartet deposit')),
  ),
  london('the one that says "van" can u make it "van to garage re back door"', rename(words('van'), 'van to garage re back door')),
  within(just('zamówić wstążki'), london('oh I write in polish by mistake, please make it order ribbons', rename(ctx, 'order ribbons'))),
  // London: look like renames, change nothing (or change something else)
  london('couple have changed their wedding hashtag AGAIN lol', NO_CHANGE),
  london("the venue's been renamed, it's the Baltic Social now, proper fancy", NO_CHANGE),
  london('how I change name on my invoice template?', NO_CHANGE),
  london("call it what you like, it's still chucking it down", NO_CHANGE),
  within(just('deliver marquee to Wye', l('11-13 09:00')), london('change that to 7, need the early start', move(ctx, null, '07:00'))),

  // New York: renames
  within(
    just('confirm AV w/ Cipriani'),
    newYork('rename: confirm AV + lighting w/ Cipriani', rename(ctx, 'confirm AV + lighting w/ Cipriani')),
  ),
  newYork("change 'order props' to 'order props + glitter backdrop'", rename(words('order props'), 'order props + glitter backdrop')),
  within(
    just('deliver 10 table to Mrs Chan'),
    newYork('sorry wrong, is Mrs Chen not Chan. please fix name', rename(ctx, 'deliver 10 table to Mrs Chen')),
  ),
  newYork(
    "yo the task that says bar for Dre, call it bar for Andre's 40th instead, he'll kill me if he sees Dre",
    rename(words('bar for Dre'), "bar for Andre's 40th"),
  ),
  within(
    shown('buy face paint', 'call the Russo family', 'book the bouncy castle'),
    newYork('the 2 please write call Russo family for the baptism party', rename(num(2), 'call Russo family for the baptism party')),
  ),
  newYork(
    'fix title on invoice task → invoice Meridian Capital holiday party',
    rename(words('invoice'), 'invoice Meridian Capital holiday party'),
  ),
  within(
    reminded('send contract to Kowalsky wedding'),
    newYork('its Kowalski w an i. fix pls', rename(ctx, 'send contract to Kowalski wedding')),
  ),
  within(
    just('email Lisa'),
    newYork('actually make that email Lisa AND Marco re floor plan', rename(ctx, 'email Lisa AND Marco re floor plan')),
  ),
  // New York: look like renames, change nothing (or change something else)
  newYork("client wants the event called 'Winter Glow' now not 'Holiday Gala'. whatever.", NO_CHANGE),
  newYork('whats the name of that backdrop guy again, the one from Jersey City', NO_CHANGE),
  within(
    just('pick up chairs from warehouse', n('11-12 09:00')),
    newYork('change to 2pm please, warehouse open late', move(ctx, null, '14:00')),
  ),
  newYork('changed my business name on IG to Pour Decisions lmaooo', NO_CHANGE),
  newYork('my stage name is Zio Pippo, not Uncle Pippo, please remember this', NO_CHANGE, note),
];

export const HUNDREDFIFTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs in one ramble
  london(
    "ok so um just in the car, need to ring the Bibury couple tomorrow about their timeline, and er chase the cake lady for her invoice, oh and order more ribbon, that's it I think, sorry this is a mess",
    [
      task('ring the Bibury couple about their timeline', l('11-12')),
      task('chase the cake lady for her invoice'),
      task('order more ribbon'),
    ],
  ),
  london(
    "right lad so ive gorra get the van to the garage thursday cos the back door's knackered, pick up the new speakers off the fella in Bootle, and text the bride about her first dance song, she still hasnt said. sound",
    [
      task('get the van to the garage', l('11-12')),
      task('pick up the new speakers off the fella in Bootle'),
      task('text the bride about her first dance song'),
    ],
  ),
  london(
    'ok so, I talk to the phone... tomorrow morning 5 o clock I must go to the market for eucalyptus, also call the bride Kasia about buttonholes, and on friday I must pay the rent of the shop. very tired today',
    [
      task('go to the market for eucalyptus', l('11-12 05:00')),
      task('call the bride Kasia about buttonholes'),
      task('pay the rent of the shop', l('11-13')),
    ],
    [
      task('go to the market for eucalyptus', l('11-12 05:00')),
      task('call the bride Kasia about buttonholes', l('11-12')),
      task('pay the rent of the shop', l('11-13')),
    ],
  ),
  london(
    'so yeah right busy one, the 9x12 came back from Rochester with a ripped side panel so I need to send that off for repair, and invoice them for the damage, and power wash the flooring friday. christ',
    [task('send the side panel off for repair'), task('invoice Rochester for the damage'), task('power wash the flooring', l('11-13'))],
  ),
  london(
    "ey up, stood in t'rain at Clifford's Tower. need to email the Harrogate school about their booking, ring the council about me permit, and get me boots resoled. that's me",
    [task('email the Harrogate school about their booking'), task('ring the council about me permit'), task('get me boots resoled')],
  ),
  london(
    'sorry voice note, um, so the Painswick wedding, I need to send the final run sheet to the venue by friday, and remind me monday to check the marquee people have the rain plan. and I should probably eat lunch at some point lol',
    [task('send the final run sheet to the venue', l('11-13')), task('check the marquee people have the rain plan', l('11-16'))],
  ),
  within(
    just('deliver chairs to Tunbridge Wells', l('11-13 08:00')),
    london(
      "ok um yeah so for that one, can you also remind me to load the van tomorrow evening about 6, and grab diesel, the tank's on fumes",
      [task('load the van', l('11-12 18:00')), task('grab diesel')],
    ),
  ),
  london(
    'ahh mate mad weekend, me ears are still ringing. anyway gorra reply to them 3 enquiries off the website and update me prices on the page',
    [task('reply to them 3 enquiries off the website'), task('update me prices on the page')],
  ),
  london(
    "so I've to get t'new leaflets printed, drop a pile at the tourist info on Friday, and remind me monday at 9 to do me tax return, been putting it off since summer",
    [task("get t'new leaflets printed"), task('drop a pile at the tourist info', l('11-13')), task('do me tax return', l('11-16 09:00'))],
  ),
  // London: rambles with a decision in them
  london(
    "been thinking about it all week and ye know what, I'm not doing weddings on Sundays no more, the Monday after kills me, so that's that",
    decision,
  ),
  london(
    'so I think about this a long time, I will stop to do the funeral work, is too sad and not good money. but I must tell Mrs Green at the funeral home',
    [decision, task('tell Mrs Green at the funeral home')],
  ),
  // London: rambles that hold no job
  london(
    "honestly today's been a lot, three couples emailed at once, the coordinator at Cowley Manor is lovely though, and I think I'm finally getting the hang of this season. anyway just needed to say that somewhere",
    NO_CHANGE,
  ),
  london(
    "right well, eight folk on the ten o'clock, two of 'em from Texas asking if the Minster were built by the Romans, bless 'em. grand day really once the drizzle stopped",
    NO_CHANGE,
  ),
  london(
    'ok voice note... chairs all counted, 340 of them, good. the Hythe job went smooth. nothing else really, just telling someone before I forget what day it is',
    NO_CHANGE,
  ),

  // New York: several jobs in one ramble
  newYork(
    "ok rapid fire. confirm headcount w/ Lazard by fri. send BEO revisions to Delmonico's. book 2 extra captains for the Goldman dinner. call florist re centerpieces. that's all.",
    [
      task('confirm headcount w/ Lazard', n('11-13')),
      task("send BEO revisions to Delmonico's"),
      task('book 2 extra captains for the Goldman dinner'),
      task('call florist re centerpieces'),
    ],
  ),
  newYork(
    "so um okay quick memo while I'm loading up, gotta reorder the 4x6 photo paper, and the printer jammed like six times at Maxwell's so I need to get that serviced, and uh email the Hernandez quince mom about the guestbook add-on. okay bye",
    [
      task('reorder the 4x6 photo paper'),
      task('get the printer serviced'),
      task('email the Hernandez quince mom about the guestbook add-on'),
    ],
  ),
  newYork(
    'today very busy. tomorrow 8am I need pick up 50 chair from warehouse in Maspeth, after that deliver to church in Flushing, and I need call insurance company about the truck. my english not good sorry',
    [
      task('pick up 50 chair from warehouse in Maspeth', n('11-12 08:00')),
      task('deliver to church in Flushing', n('11-12')),
      task('call insurance company about the truck'),
    ],
    [
      task('pick up 50 chair from warehouse in Maspeth', n('11-12 08:00')),
      task('deliver to church in Flushing'),
      task('call insurance company about the truck'),
    ],
  ),
  newYork(
    'aight lemme get this out. need to restock the limes and mint, hit up Jaylen to see if he can work the Bed-Stuy thing, and send the invoice to the Fultons. also my back is killing me lmao',
    [
      task('restock the limes and mint'),
      task('hit up Jaylen to see if he can work the Bed-Stuy thing'),
      task('send the invoice to the Fultons'),
    ],
  ),
  newYork(
    'ok so, I speak to the phone because I am driving. for the party of Giulia I need buy the bubbles liquid and new batteries for the microphone, and call the pizzeria for the order of sunday',
    [task('buy the bubbles liquid'), task('buy new batteries for the microphone'), task('call the pizzeria for the order of sunday')],
    [task('buy the bubbles liquid and new batteries for the microphone'), task('call the pizzeria for the order of sunday')],
  ),
  within(
    reminded('finalize seating chart Harvard Club'),
    newYork('working on it. also add: ping DJ re timeline, order easels x3. thx', [task('ping DJ re timeline'), task('order easels x3')]),
  ),
  newYork(
    "ugh so the Jersey City wedding, the bride's mom called me at 7am, like SEVEN, to complain about the backdrop color, anyway I need to send her the swatch options and then I'm having a glass of wine",
    task('send her the swatch options'),
  ),
  // New York: rambles with a decision in them
  newYork(
    "okay so I've gone back and forth forever on this but I'm gonna stop offering the GIF booth, nobody books it and the software is $40 a month. done.",
    decision,
  ),
  newYork('been stewing on it and yeah im raising my rate to 55 an hour starting january, inflation is crazy and ppl still book', decision),
  // New York: rambles that hold no job
  newYork('long day. 3 site visits, 2 tastings, 1 crying bride. going home.', NO_CHANGE),
  newYork(
    'my daughter help me with this app, she say I can talk to it like a friend. ok. hello. today was slow, only two small order',
    NO_CHANGE,
  ),
  newYork('mamma mia what a day, the kids put cake in my wig 😂 but they laugh so much, this is why I do this job', NO_CHANGE),
];

export const HUNDREDFIFTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('move it', unclear),
  london('the florist', unclear),
  london('the thing w the smoke alarm', unclear),
  london('roses 40', unclear),
  london('Maidstone tues', unclear),
  london("that un for t'morra", unclear),
  within(shown('call Bibury couple', 'pay photographer', 'order ribbon'), london('that one', unclear)),
  london('can u', unclear),
  within(which('email Sudeley re parking', 'email Sudeley re catering'), london('the sudeley one', unclear)),
  london('deposit from', unclear),
  london('do the marquee thing again', unclear),
  london('3pm?', unclear),
  london('gazebos?', unclear),
  within(just('pay photographer', l('11-13')), london('or saturday', unclear, move(ctx, '2026-11-14', null))),
  london('van MOT monday 9', unclear, task('van MOT', l('11-16 09:00'))),
  // London: harmless talk, changes nothing
  london('aye', NO_CHANGE),
  london('jesus wept', NO_CHANGE),

  // New York: too little to act on
  newYork('push', unclear),
  newYork('Cipriani. 4.', unclear),
  newYork('the backdrop', unclear),
  newYork('table 20 Friday', unclear),
  newYork('the Jaylen situation', unclear),
  newYork('for the party of', unclear),
  within(just('confirm linens w/ vendor', n('11-12 11:00')), newYork('no the other', unclear)),
  within(shown('invoice Fultons', 'restock limes', 'call Jaylen'), newYork('4', unclear)),
  newYork('re: Thurs', unclear),
  newYork('snooze', unclear),
  newYork('the clown shoes, the big ones, you know', unclear),
  newYork('tomorrow', unclear),
  newYork('cancel friday', unclear),
  // New York: harmless talk, changes nothing
  newYork('wait what', NO_CHANGE),
  newYork('ok 👍', NO_CHANGE),
];
