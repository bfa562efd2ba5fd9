/**
 * Held-out messages, hundredsixth set, part d: renames, removals, ticks and messages too thin to act on.
 *
 * The people, on London time (day-first dates):
 * - Pete, an inshore fisherman in Brixham who writes some Devon ("proper job", "my lover", "dreckly");
 * - Sandra, who owns a boatyard in Southampton that repairs and stores yachts;
 * - Rhys, who runs kayak and paddleboard hire on the Gower and drops in some Welsh ("diolch", "tidy");
 * - Marek, a diving instructor in Plymouth whose first language is Polish;
 * - Judith, a river cruise skipper in Oxford.
 *
 * On New York time (month-first dates):
 * - Captain Danny, who runs fishing charters out of Montauk;
 * - Lou, a marina manager in Sheepshead Bay;
 * - Tee, a water taxi operator in Red Hook who writes in clipped shorthand;
 * - Olga, who owns a swim school on Staten Island and whose first language is Russian;
 * - Frank, a sailmaker on City Island.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
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

export const HUNDREDSIXTH_RENAME: HeldOutItem[] = [
  // London
  within(
    just('ring harbour master'),
    london('change that to ring the harbourmaster about the pontoon', rename(ctx, 'ring the harbourmaster about the pontoon')),
  ),
  within(
    reminded('pay Trelawny for the pots'),
    london("tis Trelawney with an e, proper job he'd have my guts", rename(ctx, 'pay Trelawney for the pots')),
  ),
  within(
    just('sell crab to Dave'),
    london('nah make it sell the spider crab to Dave at the market', rename(ctx, 'sell the spider crab to Dave at the market')),
  ),
  london('rename the antifoul task to antifoul + anodes on Moonraker', rename(words('antifoul'), 'antifoul + anodes on Moonraker')),
  within(
    shown('haul out Blue Jay', 'invoice Mr Pearce', 'order travel hoist strops'),
    london('2 should say invoice Mrs Pearce not Mr, my mistake', rename(num(2), 'invoice Mrs Pearce')),
  ),
  within(
    reminded('fuel up Sally'),
    london(
      "it's the Lady Sally not Sally, we've got two boats called Sally in the yard atm",
      rename(ctx, 'fuel up the Lady Sally'),
      rename(ctx, 'fuel up Lady Sally'),
    ),
  ),
  within(
    just('check wetsuits'),
    london('can you call it check the kids wetsuits for rips instead, diolch', rename(ctx, 'check the kids wetsuits for rips')),
  ),
  within(
    just('buy new regulator'),
    london(
      'please change name of this task to service regulators at dive shop. not buy, too expensive',
      rename(ctx, 'service regulators at dive shop'),
    ),
  ),
  within(
    just('call Wisniewsky re drysuit'),
    london(
      'sorry is Wiśniewski, with ski on the end not sky',
      rename(ctx, 'call Wiśniewski re drysuit'),
      rename(ctx, 'call Wisniewski re drysuit'),
    ),
  ),
  london(
    "the lock keeper one, rename it 'ask Osney lock about the winter closures'",
    rename(words('lock keeper'), 'ask Osney lock about the winter closures'),
  ),
  within(
    reminded('check bilge pump on Perpetua'),
    london("oops it's Persephone not Perpetua — Perpetua's the other launch", rename(ctx, 'check bilge pump on Persephone')),
  ),
  within(
    just('haul out Blue Jay', l('11-12 12:00')),
    london('call it haul out + pressure wash Blue Jay, and make it 9am', [
      rename(ctx, 'haul out + pressure wash Blue Jay'),
      move(ctx, null, '09:00'),
    ]),
  ),
  // London: look like a rename, change nothing
  london("we've renamed the crabber Morwenna after mum, new name's on the transom and all", NO_CHANGE),
  london('what should I call the new sunset trip? thinking Evensong on the Isis, too posh?', NO_CHANGE),
  london("right I'm calling it a day, knackered. nos da", NO_CHANGE),
  london("Dwi'n changing the business name to Gower Paddle Co, new signs go up in the spring", NO_CHANGE),

  // New York
  within(
    just('call Bill re tuna permit'),
    newYork('its the HMS permit not tuna permit, change it', rename(ctx, 'call Bill re HMS permit')),
  ),
  within(
    just('confirm charter w Capt Joe', n('11-12 12:00')),
    newYork('its Joey not Joe lol he hates being called Joe', rename(ctx, 'confirm charter w Capt Joey')),
  ),
  newYork('rename the slip 14 task to slip 14 electric pedestal repair', rename(words('slip 14'), 'slip 14 electric pedestal repair')),
  within(just('fuel'), newYork('rename → fuel + pump out, pier 11', rename(ctx, 'fuel + pump out, pier 11'))),
  within(
    shown('insurance renewal', 'dock lines', 'USCG inspection'),
    newYork('3 = USCG COI inspection. fix title', rename(num(3), 'USCG COI inspection')),
  ),
  within(
    just('call mother of Sasha'),
    newYork('please change name to call Sasha Petrova mom about lessons', rename(ctx, 'call Sasha Petrova mom about lessons')),
  ),
  within(
    reminded('pool chemicals order'),
    newYork('better call it order chlorine and pH test strips, is more exact', rename(ctx, 'order chlorine and pH test strips')),
  ),
  newYork(
    'change the Hinckley task to say recut main for the Hinckley, not new main. hes not paying for new',
    rename(words('Hinckley'), 'recut main for the Hinckley'),
  ),
  within(
    just('sew batten pockets'),
    newYork('actually call it batten pockets + leech line on the J/24 main', rename(ctx, 'batten pockets + leech line on the J/24 main')),
  ),
  within(
    reminded('order bunker'),
    newYork(
      "make that order bunker AND clams, Gosman's closes at 4",
      rename(ctx, 'order bunker AND clams'),
      rename(ctx, 'order bunker and clams'),
    ),
  ),
  // New York: "it" with only a list and nothing in view
  within(shown('order sailcloth', 'quote for Pearson 30', 'deliver genoa'), newYork('rename it to boat show banner', unclear)),
  // New York: look like a rename, change nothing
  newYork('new deckhand wants everyone to call him Skip. kid is 19 lmao', NO_CHANGE),
  newYork('city renamed the dock permit office AGAIN, all the forms changed. unreal', NO_CHANGE),
  newYork('can rename tasks? y/n', NO_CHANGE),
];

export const HUNDREDSIXTH_REMOVE: HeldOutItem[] = [
  // London
  within(
    reminded('take the lads out for mackerel sat', l('11-14 12:00')),
    london("scrub that, forecast's gone to pot, not goin out", remove()),
  ),
  within(just('ring Jago about the winch'), london("forget that one my lover, Jago's sorted it hisself", remove())),
  london('delete the mooring fee one, harbour office waived it this year', remove(words('mooring fee'))),
  within(
    shown('antifoul Blue Jay', 'chase Hamble insurance', 'order shrink wrap'),
    london("drop 3, we've got loads of shrink wrap left from last winter", remove(num(3))),
  ),
  london("bin the crane hire task, we're using our own hoist", remove(words('crane hire'))),
  london('cancel the coasteering group task pls, the school rang to pull out', remove(words('coasteering'))),
  within(just('buy weight belt'), london('please delete this one, I find my old one in garage', remove())),
  london('get rid of the Folly Bridge task, not needed now', remove(words('Folly Bridge'))),
  within(
    shown('refuel Persephone', 'book lock passage', 'print winter timetable', 'order life rings'),
    london('remove 2 and 4 pls', [remove(num(2)), remove(num(4))]),
  ),
  // London: news about a cancelled task in view (removing it is fair, so is leaving it)
  within(
    just('dive Thursday with group', l('11-12 12:00')),
    london('Thursday dive is cancelled by harbour master, too much swell', remove(), NO_CHANGE),
  ),
  // London: cancel/delete words in news, change nothing
  london('owner of the Westerly cancelled his winter storage, boat going by road friday', NO_CHANGE),
  london('fish market cancelled tomorra, some strike or summat', NO_CHANGE),
  london('accidentally deleted all me photos off the GoPro 😭 whole summer gone', NO_CHANGE),
  london("lock's shut for repairs so the wednesday trip is off, ugh", NO_CHANGE),
  london('can i delete stuff or does it stay on the list forever?', NO_CHANGE),

  // New York
  within(reminded('call Gus about charter deposit'), newYork('kill it, Gus paid this morning', remove())),
  within(
    shown('ice order', 'bait from Gosman', 'fix outrigger', 'call Coast Guard re flares'),
    newYork('get rid of 1 and 2, no trip tmrw', [remove(num(1)), remove(num(2))]),
  ),
  newYork(
    "remove the winterization reminder for slip 22, owner's doing it himself",
    remove(words('slip 22')),
    remove(words('winterization')),
  ),
  within(just('meeting w dock builder', n('11-13 14:00')), newYork('nvm cancel that, hes gonna reschedule sometime next week', remove())),
  within(shown('fuel', 'dock lines', 'COI'), newYork('del 2', remove(num(2)))),
  newYork('x the ferry schedule task. n/a anymore', remove(words('ferry schedule'))),
  within(just('buy kickboards'), newYork('Please remove this task, husband already bought them', remove())),
  newYork('scratch the Tartan 10 spinnaker job, customer went with North', remove(words('Tartan 10'))),
  within(
    shown('haul out Sea Ray slip 3', 'order shrink wrap', 'dock party flyers'),
    newYork("lose the flyers one, party's off this year", remove(num(3))),
  ),
  newYork('Delete task about pool party in December, we will not do it this year', remove(words('pool party'))),
  // New York: cancel/delete words in news, change nothing
  newYork('saturday charter cancelled, forecast says 30 knots nw', NO_CHANGE),
  newYork('pier 6 stop cancelled by parks dept til dec. fyi', NO_CHANGE),
  newYork('Two mothers cancel lessons today because flu. Sad', NO_CHANGE),
  newYork('insurance co deleted my policy by mistake, spent an hour on hold getting it back', NO_CHANGE),
];

export const HUNDREDSIXTH_DONE: HeldOutItem[] = [
  // London
  within(reminded('check pots off Berry Head'), london("done, 'ansum haul too", done())),
  within(
    shown('harbour dues', 'new hydraulics quote', 'MMO licence renewal'),
    london('paid the harbour dues', done(num(1)), done(words('harbour dues'))),
  ),
  within(shown('invoice Pearce', 'order anodes', 'book crane for Saturday'), london('done 1 and 3', [done(num(1)), done(num(3))])),
  within(just('send storage contract to Mr Hale'), london('sent it to him just now', done())),
  within(reminded('chase Hamble insurance'), london("done - they're sending the renewal docs monday", done())),
  within(reminded('rinse wetsuits'), london('all rinsed and hung up, tidy', done())),
  within(
    shown('ring RNLI about safety talk', 'fix trailer light', 'order SUP fins'),
    london("2's done, and the fins came today so 3 as well", [done(num(2)), done(num(3))]),
  ),
  within(reminded('check O-rings on tanks'), london('yes I did it already this morning', done())),
  london('finished the winter timetable finally', done(words('winter timetable'))),
  within(reminded('email the college about the May Ball charter'), london('they emailed me first actually, all booked', done(), NO_CHANGE)),
  // London: look like a tick, change nothing
  london('done in, been out since 4. gert big swell', NO_CHANGE),
  within(reminded('antifoul Blue Jay'), london('half done, ran out of paint', NO_CHANGE)),
  within(reminded('book pool session for Open Water students'), london('I am finished with students for today, very tired', NO_CHANGE)),
  london('last booking of the season done and dusted 🎉', NO_CHANGE),
  within(just('service Persephone engine', l('11-13 12:00')), london("engineer says he'll be done with Persephone by friday", NO_CHANGE)),

  // New York
  within(reminded('renew captain license'), newYork('yup handled', done())),
  within(
    shown('ice', 'bait', 'fix outrigger'),
    newYork(
      'bait and ice sorted, outrigger still busted',
      [done(num(2)), done(num(1))],
      [done(num(1)), done(num(2))],
      [done(words('bait')), done(words('ice'))],
    ),
  ),
  within(shown('pump out slip 9', 'winterize fuel dock', 'call Verizon re wifi'), newYork('did 1 n 2', [done(num(1)), done(num(2))])),
  within(reminded('pay marina electric bill'), newYork('paid', done())),
  within(reminded('call insurance about the hurricane claim'), newYork('called em. on hold 40 min but its done', done())),
  within(reminded('tell Ray about the new fuel price'), newYork('he knows', done(), NO_CHANGE)),
  within(reminded('USCG COI inspection'), newYork('COI ✔️ passed', done())),
  within(reminded('send invoices to parents'), newYork('Yes, I send all invoices yesterday evening', done())),
  within(
    shown('genoa for Pearson 30', 'quote J/24 main', 'order Dacron'),
    newYork('finished the genoa for the Pearson, customer picking up sat', done(num(1)), done(words('genoa'))),
  ),
  // New York: look like a tick, change nothing
  newYork("season's done. hauled the boat today, kinda sad tbh", NO_CHANGE),
  newYork('done w/ today. 3 runs 0 probs', NO_CHANGE),
  within(reminded('call pool maintenance about heater'), newYork('I call them but nobody answer', NO_CHANGE)),
  within(reminded('finish mainsail for the Morgan'), newYork('almost, just the headboard left', NO_CHANGE)),
  within(reminded('order new rod holders'), newYork("did I already order those? can't remember", NO_CHANGE)),
];

export const HUNDREDSIXTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('the pots', unclear),
  london('move it', unclear),
  london('tide 4.2 sunday', unclear),
  london('tomorrow the compressor', unclear),
  london('lock keeper thursday', unclear),
  london('so I was thinking about the', unclear),
  london('3', unclear),
  london('snooze', unclear),
  // London: two readings
  within(shown('ring Jago', 'pay dues', 'fix hauler'), london('the other one', unclear)),
  within(which('call Hale about storage', 'call Hale about the survey'), london('the Hale one', unclear)),
  within(shown('check tanks', 'call Tomek', 'renew insurance'), london('Tomek 5', unclear)),
  within(just('service Persephone'), london('and the other launch?', unclear)),
  within(just('haul out Blue Jay', l('11-13 12:00')), london('not friday', unclear)),
  london('Jericho or Osney', unclear),
  // London: harmless talk
  london('proper mizzly out there', NO_CHANGE),
  london('ok', NO_CHANGE),

  // New York: too little to act on
  newYork('the permit thing', unclear),
  newYork('slips 9 14', unclear),
  newYork('fuel tmrw?', unclear),
  newYork('about lessons for Misha', unclear),
  newYork('the Challenge guy, thurs', unclear),
  newYork('del', unclear),
  newYork('friday', unclear),
  newYork('Misha mother said', unclear),
  newYork('mtg w port auth', unclear, task('mtg w port auth')),
  // New York: two readings
  within(shown('ice', 'bait', 'outrigger'), newYork('2', unclear)),
  within(just('renew dock insurance', n('11-12 12:00')), newYork('move it to', unclear)),
  within(just('call dock builder', n('11-12 12:00')), newYork('or friday idk', unclear, move(ctx, '2026-11-13', null))),
  within(reminded('call pool heater company'), newYork('maybe', unclear, NO_CHANGE)),
  // New York: harmless talk
  newYork('sea smoke off the point this morning, wild', NO_CHANGE),
];
