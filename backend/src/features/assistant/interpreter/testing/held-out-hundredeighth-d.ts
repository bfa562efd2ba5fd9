/**
 * Held-out messages, hundredeighth set, part d: renames, removals, ticks and unclear messages from
 * people who make and run music and shows.
 *
 * London time (Europe/London, day-first dates):
 * - Gaz, a wedding band leader in Birmingham (setlists, deps, deposits, the PA);
 * - Ailsa, a piano teacher and accompanist in Edinburgh who writes some Scots (pupils, exams, recitals);
 * - Femi, who owns a small recording studio in Peckham (sessions, stems, masters, gear);
 * - Rosie, a touring folk singer from Norwich (tour dates, trains, merch, folk clubs);
 * - Tunde, a DJ in Liverpool whose first language is Yoruba and who writes some Scouse.
 *
 * New York time (America/New_York, month-first dates):
 * - Marcus, a jazz trumpeter in Harlem (residencies, ASCAP, horn repairs);
 * - Dev, a session drummer in Bushwick who texts in clipped shorthand;
 * - Shay, a stand-up comedian in the East Village (spots, bookers, bits);
 * - Ji-yeon, a choir director in Queens whose first language is Korean (rehearsals, robes, music);
 * - Carla, a theatre stage manager in Hell's Kitchen (rehearsal reports, props, tech).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  UNDO,
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

export const HUNDREDEIGHTH_RENAME: HeldOutItem[] = [
  // London: renames of the task in view
  within(
    just('send setlist to the Hendersens'),
    london('typo sorry, its Hendersons with an o not Hendersens', rename(ctx, 'send setlist to the Hendersons')),
  ),
  within(
    just('ring Morag aboot her grade 5 pieces'),
    london("och that's wrang, it's Moira no Morag. can ye change it", rename(ctx, 'ring Moira aboot her grade 5 pieces')),
  ),
  within(
    just('book mastering for the Lagos Vibes EP'),
    london(
      "call it 'master the lagos vibes EP in house' instead, we're not sending it out anymore",
      rename(ctx, 'master the lagos vibes EP in house'),
    ),
  ),
  within(
    just('post merch to Gorleston'),
    london(
      'can u reword that to "post tea towels and CDs to Gorleston folk club" so i know what it actually is',
      rename(ctx, 'post tea towels and CDs to Gorleston folk club'),
    ),
  ),
  within(
    just('send mix to Kemi'),
    london("abeg change am to 'send the afrohouse mix to Kemi', ta la", rename(ctx, 'send the afrohouse mix to Kemi')),
  ),
  within(
    just('soundcheck at the Waterfront', l('11-13 16:00')),
    london("change it to 'load in and soundcheck at the waterfront' and make it 3, van gets there early", [
      rename(ctx, 'load in and soundcheck at the waterfront'),
      move(ctx, null, '15:00'),
    ]),
  ),
  // London: renames by words or by number
  london(
    'the deposit one - change it to say chase £400 deposit from the Patel wedding',
    rename(words('deposit'), 'chase £400 deposit from the Patel wedding'),
  ),
  within(
    shown('accompany Lewis at Usher Hall run-through', 'invoice the school for October', 'tune the upright'),
    london('can ye rename 3 tae "get the upright tuned by Davie"', rename(num(3), 'get the upright tuned by Davie')),
  ),
  london(
    "rename the neve task to 'get the neve desk serviced before the big session' pls mate",
    rename(words('neve'), 'get the neve desk serviced before the big session'),
  ),
  // London: look like renames, are not
  london('the promoter renamed the festival Wherry Fest lol, who signs these things off', NO_CHANGE),
  within(just('ring the Hare & Hounds about the PA', l('11-12 11:00')), london('change it to friday x', move(ctx, '2026-11-13', null))),
  london('me cousin says i should change me DJ name to DJ Ayo, is that mad or what', NO_CHANGE),
  london('rename it', unclear),
  within(just('email Jen the first dance edit'), london('rename it... actually no its fine leave it', NO_CHANGE)),

  // New York: renames of the task in view
  within(
    just("call Minton's about the residency"),
    newYork("rename that to 'confirm minton's residency + rate'", rename(ctx, "confirm minton's residency + rate")),
  ),
  within(just('invoice Sam'), newYork('rename -> invoice sam 4 the bk studio date', rename(ctx, 'invoice sam 4 the bk studio date'))),
  within(
    just('write new bit about landlord'),
    newYork(
      "lol change it to 'finish the landlord bit', it's not new anymore it's been like 3 months",
      rename(ctx, 'finish the landlord bit'),
    ),
  ),
  within(
    just('send sheet music to altos'),
    newYork(
      "Please change the name of this task to 'send Messiah sheet music to alto section'. Thank you",
      rename(ctx, 'send Messiah sheet music to alto section'),
    ),
  ),
  within(just('reprint calling script'), newYork('fix the title: reprint calling script v4', rename(ctx, 'reprint calling script v4'))),
  within(just('email Jaqueline re fight call'), newYork('ugh its Jacqueline w a c', rename(ctx, 'email Jacqueline re fight call'))),
  // New York: renames by words or by number
  within(
    shown('new heads for toms', 'cymbal stand fix', 'email Rae re dep'),
    newYork('2 → snare stand fix not cymbal', rename(num(2), 'snare stand fix')),
  ),
  newYork(
    "the task about robes, I want change it to 'order 6 robes for new members'",
    rename(words('robes'), 'order 6 robes for new members'),
  ),
  newYork(
    'change the valve task to say pick up horn from the repair guy on 48th st',
    rename(words('valve'), 'pick up horn from the repair guy on 48th st'),
  ),
  // New York: look like renames, are not
  newYork("they changed the show title on the marquee AGAIN, the printer's gonna kill me", NO_CHANGE),
  within(just('spot at the Stand', n('11-12 21:00')), newYork('change it to 9:30 they bumped me', move(ctx, null, '21:30'))),
  newYork('my manager wants to call the special "Rent Is Due" and honestly? fine', NO_CHANGE),
  newYork('How can I change the name of task?', NO_CHANGE),
  within(just('pay Jorge for rehearsal space'), newYork('rename it to', unclear)),
];

export const HUNDREDEIGHTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    just('book Sarah to dep on vocals for the Solihull wedding'),
    london("scrap that, the bride's cousin is doing vocals now apparently", remove()),
  ),
  within(
    shown('send invoice to Aston Hall', 'pick up PA from repair', 'learn the first dance song'),
    london('drop 3, couple changed their minds about the first dance haha', remove(num(3))),
  ),
  london("delete the one aboot the grade 3 exam entry, the wean's mum is daein it hersel", remove(words('grade 3 exam entry'))),
  london("forget the tape machine one, not fixing it, it's going in the skip", remove(words('tape machine'))),
  within(
    shown('book travelodge in Whitby', 'restring the guitar', 'chase Arts Council form'),
    london("can u take off 1 and 3 please, the northern leg's off for now 😞", [remove(num(1)), remove(num(3))]),
  ),
  london('bin the Camp and Furnace task la, not doin dat gig no more', remove(words('Camp and Furnace'))),
  within(just('ask Dele for the decks back'), london('cancel', remove(), UNDO)),
  within(reminded('collect deposit from the Jackson wedding'), london('get rid of it, they paid cash at the tasting', remove(), done())),
  within(just('call Dele about mixing rates'), london('nah remove dat one, i don talk to am already', remove(), done())),
  // London: news with cancel/delete words, changes nothing
  london("aw naw, the Queen's Hall recital's been cancelled, the soprano's got covid", NO_CHANGE),
  london('client cancelled saturdays session. 6 hrs of studio time down the drain, gutted', NO_CHANGE),
  london('Whitby got cancelled by the venue, they double booked us 🙄', NO_CHANGE),
  london('soundcloud deleted me mix for copyright ehn 😤 proper fuming', NO_CHANGE),
  // London: delete words inside a new task
  london(
    'remind me to delete the old stems off the hard drive friday, its rammed',
    task('delete the old stems off the hard drive', l('11-13')),
  ),

  // New York: removals
  within(just('call Smalls re jam session'), newYork('nah kill that one', remove())),
  newYork('delete the ASCAP task, my publisher handles it now', remove(words('ASCAP'))),
  within(shown('new heads for floor tom', 'pay rehearsal space', 'email Luis re tour'), newYork('rm 1. keep 3', remove(num(1)))),
  within(reminded('load in at Saint Vitus', n('11-11 16:00')), newYork("gig's off, drop it", remove())),
  newYork("remove the comedy cellar thing, I didn't get the spot lol", remove(words('comedy cellar'))),
  newYork('can you delete the thing about the open mic. also the headshots one, not paying $400 for that', [
    remove(words('open mic')),
    remove(words('headshots')),
  ]),
  within(
    shown('book piano tuner', 'pay the accompanist', 'print Christmas programs'),
    newYork('Please remove 2. The church already paid the accompanist.', remove(num(2)), done(num(2))),
  ),
  newYork('strike the prop shop task, props dept is on it', remove(words('prop shop'))),
  within(just('print new sign-in sheets'), newYork('never mind that one, ASM did it', remove(), done())),
  // New York: news with cancel/strike words, changes nothing
  newYork("Birdland canceled on us for the 20th. Booker said maybe January, we'll see", NO_CHANGE),
  newYork('session got scrapped. whatever. more time 2 shed', NO_CHANGE),
  newYork("netflix cancelled the show I was opening for so that's my december gone", NO_CHANGE),
  newYork('Sunday rehearsal is cancel because of church bazaar. I tell the members already.', NO_CHANGE),
  newYork("we're striking the set sunday night, gonna be a long one", NO_CHANGE),
  // New York: cancel words inside a new task
  newYork('need to cancel the van rental for the philly run by tmrw', task('cancel the van rental for the philly run', n('11-12'))),
];

export const HUNDREDEIGHTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('send setlist to the Clarke wedding'), london('done ✅', done())),
  within(
    shown('chase deposit from the Grand Hotel', 'buy gaffer tape', 'confirm sax dep for sat'),
    london('done 1 and 3, still need the tape', [done(num(1)), done(num(3))]),
  ),
  within(reminded('practise the Debussy for Lewis'), london('aye, did it this morning. ma fingers are deid', done())),
  within(just('bounce stems for Kwame'), london('sent them over on wetransfer just now 👍', done())),
  within(reminded('post CDs to Cambridge folk club'), london('yep posted, queue at the post office was out the door', done())),
  within(
    shown('restring the Martin', 'book train to Leeds', 'send press photos to Folk Radio'),
    london("2's booked, trains were cheap for once!", done(num(2))),
  ),
  within(reminded('send invoice to Baltic Market'), london('sent it sha, dey said dey go pay by friday', done())),
  within(
    shown('collect decks from Tunde', 'reply to Kemi', 'make Saturday mix'),
    london('did all of em boss', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(
    shown('pick up PA from repair', 'learn Perfect for the first dance', 'invoice Hagley Hall'),
    london('got the PA back and invoiced hagley, sorted', [done(num(1)), done(num(3))], [done(words('PA')), done(words('Hagley'))]),
  ),
  within(
    shown('mark theory homework', 'book a practice room at the Usher Hall', 'email Mrs Baird aboot fees'),
    london('finished marking the theory homework at last', done(num(1)), done(words('theory homework'))),
  ),
  within(reminded('ring Ollie about the bass dep'), london('ollie rang me actually, all sorted', done(), NO_CHANGE)),
  // London: look like ticks, change nothing
  within(reminded('mark theory homework'), london('no yet, the weans handed them in late', NO_CHANGE)),
  london('Norwich Arts Centre gig done and dusted, SOLD OUT!! buzzing', NO_CHANGE),
  within(reminded('make Saturday mix'), london('am i done wiv the mix? not even close lad 😂', NO_CHANGE)),
  london("done with promoters who pay in 'exposure' honestly", NO_CHANGE),

  // New York: ticks
  within(reminded('pay rehearsal space'), newYork('paid', done())),
  within(
    shown('new heads for floor tom', 'pay rehearsal space', 'email Luis re tour'),
    newYork('1 n 3 done. 2 still open', [done(num(1)), done(num(3))]),
  ),
  within(reminded("send W-9 to Dizzy's"), newYork('yeah sent that over this morning, they said checks go out the 1st', done())),
  within(just('pick up horn from the repair shop on 48th'), newYork('got it back, valves feel brand new man', done())),
  within(
    shown('write tag for airport bit', 'email booker at the Stand', 'pay phone bill'),
    newYork(
      'emailed the booker. also paid the phone bill bc they were gonna cut me off lmao',
      [done(num(2)), done(num(3))],
      [done(words('booker')), done(words('phone bill'))],
    ),
  ),
  within(reminded('order robes for new members'), newYork('Yes I ordered already. It will arrive next Tuesday.', done())),
  within(just('finish Christmas concert program'), newYork('Finished the Christmas concert program! 🎄', done())),
  within(reminded('send rehearsal report'), newYork('sent 👍', done())),
  within(
    shown('spike marks for act 2', 'order more glow tape', 'update contact sheet'),
    newYork('did 2, the rest after the 2pm call', done(num(2))),
  ),
  within(reminded('new heads for floor tom'), newYork('did it. sounds fat', done())),
  within(reminded('call Luis re tour'), newYork('luis called me actually', done(), NO_CHANGE)),
  // New York: look like ticks, change nothing
  newYork('just got off a 4 hr session in jersey, my lips are done', NO_CHANGE),
  newYork("bombed so hard last night. I'm done. done done.", NO_CHANGE),
  within(reminded('choose spring repertoire'), newYork('I not finish yet. I must discuss with pastor first.', NO_CHANGE)),
  newYork("we finished tech at 1am, I'm a ghost", NO_CHANGE),
];

export const HUNDREDEIGHTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('push it back an hour', unclear),
  london('the hagley hall thing', unclear),
  london('deposit 400', unclear),
  london('Morag', unclear),
  london('that one w the promoter from the', unclear),
  london('4/12', unclear),
  london('tomorrow', unclear),
  london('yon guy fae the Queens Hall', unclear),
  london('dat ting wiv de promoter la', unclear),
  london('abeg remind me abt the', unclear),
  london('can u sort the van', unclear, task('sort the van')),
  london('gaffer x3', unclear),
  // London: two readings
  within(which('call Dele re mix', 'call Dele re invoice'), london('the dele one', unclear)),
  within(shown('send invoice to Aston Hall', 'pick up PA from repair', 'learn the first dance song'), london('done', unclear)),
  london('cancel friday', unclear),
  // London: harmless talk
  london("ok so um yeah the thing with the, ugh hang on I'll text you in a sec", NO_CHANGE),
  london('hmm', NO_CHANGE),

  // New York: too little to act on
  newYork('the 20th', unclear),
  newYork('sam $', unclear),
  newYork('mon or tues idk', unclear),
  newYork('push', unclear),
  newYork('Please the alto', unclear),
  newYork('can you change to', unclear),
  newYork('that thing for the lighting guy', unclear),
  newYork('ok so um the guy from the, you know, the bar on ave A, the, yeah', unclear, NO_CHANGE),
  // New York: two readings
  within(which('email Rae re dep', 'email Rae re invoice'), newYork('rae', unclear)),
  within(just('call booker at Gotham', n('11-12 14:00')), newYork('or friday?', unclear)),
  within(reminded('send rehearsal report'), newYork('kinda', unclear)),
  within(shown('spike marks for act 2', 'order more glow tape', 'update contact sheet'), newYork('the 2 one?? or 3 idk', unclear)),
  within(just('load in at Le Poisson Rouge', n('11-13 15:00')), newYork('4', move(ctx, null, '16:00'), unclear)),
  within(
    askedChoice('keep the Tuesday residency or take the cruise gig', 'keep the residency', 'take the cruise gig'),
    newYork('both? neither? ugh', answer(null), unclear),
  ),
  // New York: harmless talk
  newYork('?', NO_CHANGE),
];
