/**
 * Held-out set, hundredtwentysecond part d: florists, wedding and funeral celebrants.
 * Renames, removals, ticks and unclear messages.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Shazia, a florist in Leicester whose first language is Gujarati (wholesaler runs, wedding arches,
 *   funeral tributes, the van; "haa", "saru", "chalo", "thai gayu", "kadhi nakho");
 * - Gwen, a humanist funeral and wedding celebrant in Cardiff (families, scripts, crematorium slots; warm,
 *   careful, "cariad", "diolch");
 * - Kev, a market-stall flower seller in Kirkgate market, Leeds (buckets, the Dutch lorry; blunt, "nowt",
 *   "summat", "love");
 * - Imogen, a wedding florist in the Cotswolds (barns, brides, installations, freelancers; breathless voice notes);
 * - Callum, a Glasgow registrar turned independent celebrant (ceremonies, hotels, couples; "the morn", "aye",
 *   "wee", "ken").
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Lucia, a Bronx florist whose first language is Spanish (quinceañeras, funeral sprays, the 28th St market);
 * - Yuki, a Japanese-born ikebana teacher and event florist in the East Village (short, polite, careful English);
 * - Darnell, a wedding officiant and MC in Queens (couples, rehearsals, licenses; upbeat, emoji, "fam");
 * - Marge, a Staten Island funeral home's floral buyer who also does church flowers (typos, no capitals, "hon");
 * - Priyanka, who runs an Upper West Side floral design studio with staff (corporate accounts, hotel lobbies,
 *   payroll; long organised messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
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

export const HUNDREDTWENTYSECOND_RENAME: HeldOutItem[] = [
  // London: renames of the task in view
  within(
    just('order white lilies from wholesaler'),
    london(
      "haa sorry not white lilies, oriental lilies chhe. call it 'order oriental lilies from Birmingham wholesaler' saru",
      rename(ctx, 'order oriental lilies from Birmingham wholesaler'),
    ),
  ),
  within(
    just('call the Jenkins family about the eulogy', l('11-12 10:00')),
    london(
      "Oh cariad, I've put that slightly wrong. There are two Jenkins families on my books at the moment, so could you change it to 'call the Jenkins family in Llandaff about Dai's eulogy'? Diolch.",
      rename(ctx, "call the Jenkins family in Llandaff about Dai's eulogy"),
    ),
  ),
  within(
    just('ring the Dutch lorry bloke'),
    london('call it ring Pieter about the short on tulips', rename(ctx, 'ring Pieter about the short on tulips')),
  ),
  within(
    just('call Lottie about the barn install', l('11-12 09:00')),
    london(
      "oh god sorry so it's not Lottie it's Lettie, Lettie the bride at Cripps Barn, Lottie is my freelancer, completely different people, so can you change it to call Lettie about the Cripps Barn install, sorry, it's been one of those days",
      rename(ctx, 'call Lettie about the Cripps Barn install'),
    ),
  ),
  within(
    just('email the Hilton about the ceremony room'),
    london(
      "naw it's the Blythswood no the Hilton. change it tae 'email the Blythswood aboot the ceremony room' aye",
      rename(ctx, 'email the Blythswood aboot the ceremony room'),
    ),
  ),
  within(
    just('write up vows for Kirsty and Ross', l('11-12 09:00')),
    london(
      "change that tae 'finish Kirsty and Ross's handfasting bit' an make it the morn at 10",
      [rename(ctx, "finish Kirsty and Ross's handfasting bit"), move(ctx, '2026-11-12', '10:00')],
      [rename(ctx, "finish Kirsty and Ross's handfasting bit"), move(ctx, null, '10:00')],
    ),
  ),
  // London: renames by words or by number
  within(
    listed('collect van from MOT', 'make Patel wedding arch', 'funeral tribute for Mr Mistry'),
    london(
      "2 nu naam badlo - 'make Patel wedding arch with pampas and white roses'",
      rename(num(2), 'make Patel wedding arch with pampas and white roses'),
    ),
  ),
  london(
    "the Mistry tribute, call it 'DAD letters tribute for Mistry family in white chrysanths' haa",
    rename(words('Mistry'), 'DAD letters tribute for Mistry family in white chrysanths'),
  ),
  within(
    listed('draft script for Rhys and Ffion', 'book Thornhill crematorium slot', 'send invoice to Howells'),
    london(
      "Could you rename number 2 to 'book the Thornhill chapel slot for Mrs Price', please? I've more than one booking on the go there and I don't want to muddle them.",
      rename(num(2), 'book the Thornhill chapel slot for Mrs Price'),
    ),
  ),
  london(
    "The one about the readings for the Morgan wedding, would you call it 'choose readings with Seren and Tom Morgan' instead? Diolch yn fawr.",
    rename(words('Morgan wedding'), 'choose readings with Seren and Tom Morgan'),
  ),
  within(
    listed('buy more buckets', 'pay stall rent', 'sort the chiller'),
    london('3 wants to be sort the chiller out wi the fridge man', rename(num(3), 'sort the chiller out wi the fridge man')),
  ),
  london(
    'change the buckets one to buy 20 black buckets off Wholesale Direct',
    rename(words('buckets'), 'buy 20 black buckets off Wholesale Direct'),
  ),
  within(
    listed('order foam-free mechanics', 'brief freelancers for Saturday', 'hanging installation for Hyde Barn'),
    london(
      "right so number 3, can you make that 'hanging cloud installation for Hyde Barn, check the beam loads with the venue' because last time we didn't check and it was genuinely terrifying",
      rename(num(3), 'hanging cloud installation for Hyde Barn, check the beam loads with the venue'),
    ),
  ),
  london(
    "the wee one aboot the rings, ca' it 'remind Euan tae bring the rings fae his maw's'",
    rename(words('rings'), "remind Euan tae bring the rings fae his maw's"),
  ),
  // London: look like renames, are not
  london("council reckon they're renaming the market hall summat fancy. waste o' money", NO_CHANGE),
  within(
    just('draft script for Rhys and Ffion', l('11-13')),
    london("Could we change that to Monday, cariad? Ffion's mam is staying with them until the weekend.", move(ctx, '2026-11-16', null)),
  ),
  london('bride change her surname on the booking, now she is Mrs Chauhan, same order haa', NO_CHANGE),
  within(
    just('brief freelancers for Saturday'),
    london("ooh actually should I rename that, no, no, leave it, it's fine as it is, sorry, ignore me", NO_CHANGE),
  ),
  within(just('email the Blythswood aboot the ceremony room'), london("that's wrang, sort it", unclear)),

  // New York: renames of the task in view
  within(
    just('order red roses for Sanchez quince'),
    newYork(
      "no es rosas rojas, son rosadas 🌸 change to 'order pink roses for Sanchez quince' porfa",
      rename(ctx, 'order pink roses for Sanchez quince'),
    ),
  ),
  within(
    just('buy kenzan for class'),
    newYork("Please change to 'buy 6 small kenzan for beginners class'.", rename(ctx, 'buy 6 small kenzan for beginners class')),
  ),
  within(
    just('rehearsal w/ Jordan & Mia', n('11-13 18:00')),
    newYork("yo fam it's Jordan & Maya not Mia 😅 change it to rehearsal w/ Jordan & Maya 🙏", rename(ctx, 'rehearsal w/ Jordan & Maya')),
  ),
  within(
    just('order casket spray for Fitzgerald'),
    newYork(
      'hon its fitzpatrick not fitzgerald. casket spray for fitzpatrick, red and white carnations',
      rename(ctx, 'casket spray for fitzpatrick, red and white carnations'),
      rename(ctx, 'order casket spray for fitzpatrick, red and white carnations'),
    ),
  ),
  within(
    just('call Meredith at the Lowell', n('11-12 11:00')),
    newYork(
      "Small correction on that one: Meredith has moved on, so it's Anjali now. Could you change it to 'call Anjali at the Lowell re: holiday lobby arrangements'? Thank you.",
      rename(ctx, 'call Anjali at the Lowell re: holiday lobby arrangements'),
    ),
  ),
  // New York: renames by words or by number
  within(
    listed('funeral spray for Rivera family', 'go to 28th st market', 'pay the van insurance'),
    newYork(
      "el 2, ponle 'go to 28th st market for carnations and baby's breath'",
      rename(num(2), "go to 28th st market for carnations and baby's breath"),
    ),
  ),
  newYork(
    "the one of the corona for Don Ernesto, change it to 'standing wreath for Don Ernesto, white and gold ribbon'",
    rename(words('Don Ernesto'), 'standing wreath for Don Ernesto, white and gold ribbon'),
  ),
  within(
    listed('prepare branches for hotel event', 'email Ms Tanaka', 'sharpen the shears'),
    newYork(
      "Number 2, please rename 'email Ms Tanaka about the tea ceremony flowers'. Thank you.",
      rename(num(2), 'email Ms Tanaka about the tea ceremony flowers'),
    ),
  ),
  newYork(
    "the license thing, rename it 'remind Tasha & Kev to pick up marriage license at city clerk' 💍💍",
    rename(words('license'), 'remind Tasha & Kev to pick up marriage license at city clerk'),
  ),
  within(
    listed('altar flowers st clares', 'call the wholesaler', 'pick up easels'),
    newYork('make 1 altar flowers st clares + the side chapel', rename(num(1), 'altar flowers st clares + the side chapel')),
  ),
  within(
    listed('Four Seasons lobby refresh', 'run payroll', 'renew Citi account contract', 'hire seasonal designer'),
    newYork(
      "Two tidy-ups to the list, please: 1) rename item 3 to 'renew the Citi Park Ave reception contract, flag the 8% increase'; 2) rename item 4 to 'post the seasonal designer role on Indeed and Poached'.",
      [
        rename(num(3), 'renew the Citi Park Ave reception contract, flag the 8% increase'),
        rename(num(4), 'post the seasonal designer role on Indeed and Poached'),
      ],
    ),
  ),
  // New York: look like renames, are not
  newYork('my boy Jordan took Maya’s last name, love that for them 🥹🥹', NO_CHANGE),
  within(just('buy 6 small kenzan for beginners class'), newYork('Ah, name is wrong. Please fix.', unclear)),
  within(
    just('altar flowers st clares', n('11-14')),
    newYork('can u change that to friday hon father wants them in early', move(ctx, '2026-11-13', null)),
  ),
  newYork('la funeraria Rivera cambió de nombre, now is Rivera & Sons. same people same orders', NO_CHANGE),
  within(
    just('Four Seasons lobby refresh'),
    newYork(
      "I'll think about what to call that one properly; the scope may well change after Thursday's walkthrough with their events team.",
      NO_CHANGE,
    ),
  ),
];

export const HUNDREDTWENTYSECOND_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    just('pick up gypsophila from wholesaler', l('11-12')),
    london('kadhi nakho, my ben brought 5 bunch from Birmingham already', remove(), done()),
  ),
  london('delete the Desai wedding arch please, they cancel the wedding 😔', remove(words('Desai'))),
  within(
    listed('MOT for the van', 'funeral tribute for Mr Mistry', 'ribbon order', 'arch for Patel wedding'),
    london(
      '3 and 4 remove karo, ribbon aavi gayi and Patel arch the venue is doing now',
      [remove(num(3)), remove(num(4))],
      [done(num(3)), remove(num(4))],
    ),
  ),
  within(
    reminded('ring Thornhill about the 2pm slot'),
    london('Please take this one off, cariad. The funeral director rang them for me first thing. Diolch.', remove(), done()),
  ),
  london(
    "Could you remove the Howells invoice reminder? They've asked to settle it with me in person after the service, bless them, so there's nothing to chase.",
    remove(words('Howells invoice')),
  ),
  within(
    listed('draft script for Rhys and Ffion', 'meet the Bevans at the house', 'order the order-of-service cards'),
    london("Take number 2 off, please. Mrs Bevan would rather talk on the phone now, she's not up to visitors.", remove(num(2))),
  ),
  london("bin the chiller job. fridge man's been", remove(words('chiller')), done(words('chiller'))),
  within(just('ring Pieter about the short on tulips'), london("forget it love, he's rung me", remove(), done())),
  within(
    listed('buy 20 black buckets', 'pay stall rent', 'sort the chiller', 'get change from the bank'),
    london('knock 1 and 4 off, not needed', [remove(num(1)), remove(num(4))]),
  ),
  london(
    "okay so can you just delete the whole Hyde Barn installation thing, the bride's mum has decided she wants it all on the tables instead, which, honestly, fine, less scaffolding for me, so yeah just take it off",
    remove(words('Hyde Barn installation')),
  ),
  within(
    listed('order foam-free mechanics', 'brief freelancers for Saturday', 'return hired urns to Bourton', 'quote for the Kingham wedding'),
    london(
      "take off 2 and 3, Sophie's doing the freelancer briefing and the urns went back this morning in the van, oh and keep 4 because I still haven't done it",
      [remove(num(2)), remove(num(3))],
      [remove(num(2)), done(num(3))],
    ),
  ),
  within(
    reminded('phone the Blythswood aboot the ceremony room'),
    london("ach get rid o' that, the couple have gone wi the Grosvenor insteid", remove()),
  ),
  london("delete the Docherty rehearsal, they've put the wedding back tae the spring", remove(words('Docherty'))),
  within(
    listed('confirm the menu for the Grosvenor do', 'book the piper', 'pick up the quaich'),
    london("tak aff 1 an' 2 aye, the hotel's sortin' baith", [remove(num(1)), remove(num(2))]),
  ),
  // London: news with cancel words, or a cancel inside a new task
  london("lass on the next stall's given up her pitch, might nab it meself", NO_CHANGE),
  london(
    'remind me tomorrow cancel the old van insurance, new one start 1st',
    task('cancel the old van insurance', l('11-12')),
    task('cancel the old van insurance, new one start 1st', l('11-12')),
  ),
  london(
    "The Evans family have cancelled the humanist service; they've decided on the hospital chaplain after all. Their choice, of course, and I wished them well.",
    NO_CHANGE,
  ),
  within(
    just('meet Kirsty and Ross at the Grosvenor', l('11-13 14:00')),
    london(
      "Friday's aff, they cannae get the time. Shift it tae Monday, same time aye",
      move(ctx, '2026-11-16', null),
      move(ctx, '2026-11-16', '14:00'),
    ),
  ),
  london(
    "ugh the grower's just cancelled my whole spring peony order, apparently the crop's failed, so that's a conversation I'm going to have to have with three brides",
    NO_CHANGE,
  ),

  // New York: removals
  within(just('buy more ribbon at 28th st', n('11-12')), newYork('quítalo, mi sobrina ya trajo el ribbon ayer 🎀', remove(), done())),
  newYork('please delete the quince of the Gómez girl, they do it in DR now', remove(words('Gómez'))),
  within(
    listed('funeral spray for Rivera family', 'go to 28th st market', 'pay the van insurance'),
    newYork('el 3 sácalo, mi esposo ya lo pagó', remove(num(3)), done(num(3))),
  ),
  within(reminded('email Ms Tanaka about the tea ceremony flowers'), newYork('Please delete. Ms Tanaka cancelled the event.', remove())),
  newYork('Please remove sharpen the shears. I bought new ones.', remove(words('sharpen the shears'))),
  newYork('yo take the Harris rehearsal off my list, they eloped to Vegas 😂💒', remove(words('Harris rehearsal'))),
  within(
    listed('rehearsal w/ Jordan & Maya', 'buy new mic for MC gigs', 'call DJ Smooth re: playlist', 'invoice the Okafors'),
    newYork("fam knock off 2 & 3, venue got a mic and DJ's handling his own playlist 🙌", [remove(num(2)), remove(num(3))]),
  ),
  newYork('delete the easels thing hon we found 4 in the basement', remove(words('easels')), done(words('easels'))),
  within(reminded('call the wholesaler abt lilies for the obrien wake'), newYork('cancel that the family want all roses now', remove())),
  within(
    listed('Four Seasons lobby refresh', 'Bergdorf window pitch', 'run payroll', 'call Anjali at the Lowell', 'van lease renewal'),
    newYork(
      "Please remove the following from the list: item 2 (the Bergdorf window pitch, they've gone with an in-house team) and item 5 (the van lease renewal, which Marcus handled on Monday).",
      [remove(num(2)), remove(num(5))],
      [remove(num(2)), done(num(5))],
    ),
  ),
  within(
    just('send holiday lobby proposal to the Lowell'),
    newYork(
      "Actually, please delete that. Anjali told me this morning they're freezing discretionary spend until January, so there's no point sending anything before then.",
      remove(),
    ),
  ),
  // New York: news with cancel words, or a cancel inside a new task
  newYork('open mic at the lounge got cancelled tonight so guess who’s free 😎', NO_CHANGE),
  newYork('father ryan cancelld the novena flowers again. 3rd time this yr', NO_CHANGE),
  newYork('Please remind me Friday to cancel the moss delivery subscription.', task('cancel the moss delivery subscription', n('11-13'))),
  newYork(
    'FYI, I heard the Pierre has cancelled its holiday contract with another studio (not us, thankfully), so there may be an opening there in the new year.',
    NO_CHANGE,
  ),
];

export const HUNDREDTWENTYSECOND_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('funeral tribute for Mr Mistry'), london('haa thai gayu, family came and took it, they cry, very nice 🙏', done())),
  within(
    listed('MOT for the van', 'order oriental lilies from Birmingham wholesaler', 'make Patel wedding arch'),
    london('1 ane 2 done, van pass MOT saru 👍', [done(num(1)), done(num(2))]),
  ),
  london('Patel arch finish, chalo loaded in van for tomorrow', done(words('Patel arch'))),
  within(
    reminded("call the Jenkins family in Llandaff about Dai's eulogy"),
    london('Yes, done. A lovely long chat with his daughter, she had some wonderful stories. Diolch, cariad.', done()),
  ),
  london("I've sent the Rhys and Ffion script over for them to read through, so that one can come off.", done(words('Rhys and Ffion'))),
  within(
    listed('book the Thornhill chapel slot for Mrs Price', 'choose readings with Seren and Tom Morgan', 'send invoice to Howells'),
    london("Numbers one and three are both done now. The Morgans can't come in until next week for the readings, so that one stays.", [
      done(num(1)),
      done(num(3)),
    ]),
  ),
  within(reminded('pay stall rent'), london("paid. council's robbing me blind", done())),
  london('got the buckets', done(words('buckets'))),
  within(
    listed('buy 20 black buckets', 'pay stall rent', 'sort the chiller'),
    london('all sorted love', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  london(
    "okay so update, the Kingham quote's gone, sent it last night at like eleven, and I've ordered the foam-free mechanics from the place in Evesham, so both of those are done, still haven't briefed the freelancers though",
    [done(words('Kingham quote')), done(words('foam-free mechanics'))],
  ),
  within(
    which('call Lettie about the Cripps Barn install', 'call Lettie about the invoice'),
    london("the install one, done, she's happy with the arch going to the left of the doors", done(num(1)), [answer(1)]),
  ),
  within(reminded('return hired urns to Bourton'), london('yes yes done, dropped them back on the way to the school run', done())),
  within(reminded('email the Blythswood aboot the ceremony room'), london('aye sent it this mornin', done())),
  london("finished Kirsty an' Ross's handfasting bit, it's braw, tick it aff", done(words('handfasting'))),
  within(
    listed('confirm the piper for the Grosvenor do', 'pick up the quaich', 'send the Grosvenor the running order'),
    london("2 an' 3 done, the quaich is polished an' a'", [done(num(2)), done(num(3))]),
  ),
  // London: look like ticks, change nothing
  london("done 200 bunches of chrysanths today, me back's knackered", NO_CHANGE),
  within(
    reminded('draft script for the Powell funeral'),
    london("Not yet, I'm afraid. The family are still deciding on the music, so I'll wait to hear from them.", NO_CHANGE),
  ),
  within(
    reminded('pick up oasis and ribbon'),
    london('nathi, wholesaler closed today, kale jaish', NO_CHANGE, snoozeUntil(l('11-12')), move(ctx, '2026-11-12', null)),
  ),
  london("that's me done for the day, three weddings this week an' ma heid's mince", NO_CHANGE),

  // New York: ticks
  within(reminded('funeral spray for Rivera family'), newYork('listo, ya la entregamos a la funeraria 🙏', done())),
  within(
    listed('order pink roses for Sanchez quince', 'go to 28th st market', 'call the balloon lady'),
    newYork('1 y 3 ya, gracias a Dios', [done(num(1)), done(num(3))]),
  ),
  newYork('ya compré las carnations en la 28, done', done(words('carnations'))),
  within(reminded('prepare branches for hotel event'), newYork('Yes, finished. Branches are in water now.', done())),
  newYork('Email to Ms Tanaka is sent. Thank you.', done(words('Ms Tanaka'))),
  within(
    listed('buy 6 small kenzan for beginners class', 'sharpen the shears', 'pick up pine branches'),
    newYork('1, 2, 3 all done.', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(reminded('send Jordan & Maya the ceremony draft'), newYork('sent it last night fam ✅ they loved it 🥹', done())),
  newYork('yo the Okafor invoice got paid 💸💸 check that off', done(words('Okafor invoice'))),
  within(
    which('call DJ Smooth re: playlist', 'call DJ Smooth re: timing'),
    newYork('the playlist one fam, done ✅', done(num(1)), [answer(1)]),
  ),
  within(reminded('casket spray for fitzpatrick'), newYork('done hon its at the chapel', done())),
  within(
    listed('altar flowers st clares', 'call the wholesaler', 'pick up easels'),
    newYork('did 1 and 3, wholesaler still not pickin up', [done(num(1)), done(num(3))]),
  ),
  newYork(
    'Update for the list: the Four Seasons lobby refresh was installed this morning (Jonah and Bea did a beautiful job), and payroll has been submitted to Gusto for Friday. Please tick both off.',
    [done(words('Four Seasons lobby')), done(words('payroll'))],
  ),
  within(
    listed('renew the Citi reception contract', 'post the seasonal designer role', 'order December vessels', 'review Q4 margins'),
    newYork(
      "Items 1, 2 and 3 are complete. The Q4 margins I'm pushing to the weekend; I need a quiet morning for that.",
      [done(num(1)), done(num(2)), done(num(3))],
      [done(num(1)), done(num(2)), done(num(3)), move(num(4), '2026-11-14', null)],
    ),
  ),
  // New York: look like ticks, change nothing
  newYork('the obrien family finaly picked a casket, took em 3 hrs hon', NO_CHANGE),
  within(reminded('call the balloon lady'), newYork('todavía no, she no answer the phone 😤', NO_CHANGE)),
  newYork("still recovering from saturday's reception, MC'd 6 hrs straight, i'm DONE fam 😮‍💨", NO_CHANGE),
  within(
    reminded('approve the Lowell proposal'),
    newYork("Not quite. I'm waiting on revised numbers from Anjali, which she's promised by end of day.", NO_CHANGE),
  ),
];

export const HUNDREDTWENTYSECOND_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('haa pink wala ke white?', unclear),
  london('kale ke Friday?', unclear),
  london('The Thornhill one, cariad', unclear),
  london('Could you just move the', unclear),
  london('the tulips', unclear),
  london('half 6 or 7 dunno', unclear),
  london('okay so the thing with the thing at Cripps, can you', unclear),
  london('blush or ivory, honestly I cannot decide for the', unclear),
  london('the Grosvenor yin', unclear),
  london('Tuesday or the Wednesday efter', unclear),
  // London: two readings
  within(which('make Patel wedding arch', 'collect Patel deposit'), london('Patel', unclear)),
  within(
    listed('book the Thornhill chapel slot', 'choose readings with the Morgans', 'send invoice to Howells'),
    london("That's sorted now, diolch", unclear),
  ),
  within(reminded('sort the chiller'), london('half done', unclear, NO_CHANGE)),
  within(listed('buy 20 black buckets', 'pay stall rent', 'sort the chiller'), london('done that one', unclear)),
  within(
    just('brief freelancers for Saturday', l('11-13 10:00')),
    london("hmm actually maybe Thursday, or, no, hang on, let me check with Sophie when she's free", unclear, NO_CHANGE),
  ),
  within(which('phone Kirsty aboot the vows', 'phone Kirsty aboot the fee'), london('the Kirsty wan', unclear)),
  within(
    just('send the Grosvenor the running order', l('11-12 09:00')),
    london('or should it be efter the walkthrough? no sure', unclear, NO_CHANGE),
  ),
  within(
    askedChoice('take the Saturday wedding in Tenby or keep the weekend free', 'take the Tenby wedding', 'keep the weekend free'),
    london(
      "Oh, I honestly couldn't say, cariad. The money would be lovely but I haven't had a whole weekend off since August.",
      answer(null),
      unclear,
    ),
  ),

  // New York: too little to act on
  newYork('la de la quince', unclear),
  newYork('el martes o el miércoles, depende del mercado', unclear),
  newYork('Pine branches.', unclear),
  newYork("3 o'clock, please.", unclear),
  newYork('the Jordan thing 👀', unclear),
  newYork('yo can u', unclear),
  newYork('the lilies hon', unclear),
  newYork('thurs or fri idk', unclear),
  newYork('Regarding the Lowell, could you', unclear),
  // New York: two readings
  within(listed('order pink roses for Sanchez quince', 'go to 28th st market', 'call the balloon lady'), newYork('ya lo hice', unclear)),
  within(just('buy 6 small kenzan for beginners class'), newYork('Or 8. Depends on students.', unclear)),
  within(which('rehearsal w/ Jordan & Maya', 'rehearsal w/ Jordan & Chris'), newYork('Jordan fam 😂', unclear)),
  within(reminded('call the wholesaler abt lilies for the obrien wake'), newYork('sort of', unclear, NO_CHANGE)),
  within(
    askedChoice('hire a second driver for December or use a courier', 'hire a second driver', 'use a courier'),
    newYork(
      "Both have real drawbacks. A second driver gives us control over the hotel drops but means another payroll line through January; a courier is cheaper but they've damaged arrangements twice this year.",
      answer(null),
      unclear,
    ),
  ),
  within(
    just('Four Seasons lobby refresh', n('11-13 07:00')),
    newYork(
      'Could you change that? Actually, hold on. I need to check with the lobby manager whether Friday still works before we touch it.',
      unclear,
      NO_CHANGE,
    ),
  ),
];
