/**
 * Held-out set, hundredsixth part b: greetings, thanks, feelings, questions, statements and bare
 * one-or-two-word replies from people who work on and around the water.
 *
 * London time (day-first dates):
 * - Jory Pengelly, inshore fisherman in Brixham (crab and lobster pots, sells to buyers in Newlyn
 *   and the Brixham fish market); writes some Devon ("my 'ansum", "proper job", "dreckly", "tomorra").
 * - Fiona Marsh, owns a boatyard in Southampton: repairs, haul-outs, winter storage of yachts.
 * - Rhian Bevan, runs kayak and paddleboard hire on the Gower; drops into Welsh (shwmae, diolch, iawn).
 * - Tomasz Wróbel, diving instructor in Plymouth; Polish is his first language.
 * - Hugo Ashdown, skipper of a river cruise boat in Oxford.
 *
 * New York time (month-first dates):
 * - Ray Dolan, charter fishing captain out of Montauk.
 * - Angela Russo, manages a marina in Sheepshead Bay.
 * - Dre Whitfield, runs a water taxi from Red Hook; writes in clipped shorthand.
 * - Svetlana Orlova, owns a swim school on Staten Island; Russian is her first language.
 * - Marty Kessler, sailmaker on City Island.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  NO_CHANGE,
  answer,
  ctx,
  dilemma,
  done,
  l,
  list,
  london,
  move,
  n,
  newYork,
  num,
  prioritise,
  question,
  recall,
  snoozeFor,
  talk,
  task,
  unclear,
  within,
  type HeldOutItem,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked something else and waits for the answer. */
const asked = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'other', question, options },
});

export const HUNDREDSIXTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london("mornin my 'ansum", talk('greeting')),
  london('hello daily', talk('greeting')),
  london('shwmae 👋', talk('greeting')),
  london('Cześć! you are there?', talk('greeting')),
  london('Good afternoon!', talk('greeting')),
  london('hello? anyone about', talk('greeting')),
  london('ok hi um yeah just checking in really', talk('greeting')),
  london('hiya bach, you awake?', talk('greeting')),
  // London: a hello while a reminder is waiting is not an answer to it
  within(reminded('pay the harbour dues', l('11-11 12:00')), london('oh hello', talk('greeting'))),
  // London: hello, then an ask (the ask is read)
  london('alright boy, wass on for tomorra', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  london('Afternoon. Quick one – anything overdue?', list('overdue'), [talk('greeting'), list('overdue')]),
  london('prynhawn da! can u remind me to ring the lifeguard club at 5', task('ring the lifeguard club', l('11-11 17:00')), [
    talk('greeting'),
    task('ring the lifeguard club', l('11-11 17:00')),
  ]),
  london('Dzień dobry. Add please: service regulators on monday', task('service regulators', l('11-16')), [
    talk('greeting'),
    task('service regulators', l('11-16')),
  ]),
  london("hi there, hope all's well. what's on this week?", list('week'), [talk('greeting'), list('week')]),
  // London: starts like a greeting, is news
  london("Morning tide's at 6:40 tomorrow so early start", NO_CHANGE),

  // New York: plain hellos
  newYork('mornin. ray here', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork("hey hey, how's it going", talk('greeting')),
  newYork('u up', talk('greeting')),
  newYork('Привет!', talk('greeting')),
  newYork('Good morning, daily.', talk('greeting')),
  newYork('good morning from the marina ☀️ cold one today', talk('greeting')),
  newYork('hello hello, you working today or what', talk('greeting'), question),
  within(reminded('call Coast Guard about the inspection', n('11-11 09:00')), newYork('hey', talk('greeting'))),
  // New York: hello, then an ask
  newYork('gm! what do i have today', list('today'), [talk('greeting'), list('today')]),
  newYork('hi. nxt?', list('next'), [talk('greeting'), list('next')]),
  newYork('Dobroe utro 🙂 please remind me call pool manager at 1pm', task('call pool manager', n('11-11 13:00')), [
    talk('greeting'),
    task('call pool manager', n('11-11 13:00')),
  ]),
  newYork('morning! anything due friday?', list('day', '2026-11-13'), [talk('greeting'), list('day', '2026-11-13')]),
  // New York: says hi, is not a greeting to daily
  newYork('tell the new deckhand hi from me lol', NO_CHANGE),
];

export const HUNDREDSIXTH_THANKS: HeldOutItem[] = [
  // London
  london("cheers my 'ansum", talk('thanks')),
  london('ta', talk('thanks')),
  london("Thanks, that's a weight off", talk('thanks')),
  london('diolch yn fawr!', talk('thanks')),
  london('diolch, tidy', talk('thanks')),
  london('Dziękuję, very helpful', talk('thanks')),
  london('Many thanks, much appreciated', talk('thanks')),
  within(
    reminded('order kids wetsuits', l('11-11 14:00')),
    london("thanks for reminding me, can't believe I nearly forgot", talk('thanks')),
  ),
  // London: thanks and a change or an ask
  within(
    just('invoice Mr Patel for the winter storage', l('11-13')),
    london('brilliant thanks. actually make it monday', [talk('thanks'), move(ctx, '2026-11-16', null)], [move(ctx, '2026-11-16', null)]),
  ),
  london('thank you. what I have on friday?', [talk('thanks'), list('day', '2026-11-13')], list('day', '2026-11-13')),
  within(
    reminded('renew the boatmaster licence', l('11-11 10:00')),
    london('thanks for the nudge – done it this morning', [talk('thanks'), done()], done()),
  ),
  // London: look like thanks, are not
  within(asked('Want me to remind you about the crab buyer tomorrow too?', 'yes', 'no'), london('no thanks', NO_CHANGE)),
  london("thanks for nothing, the rigger's let me down again", NO_CHANGE),
  london("thank god the river's back down, we can run tomorrow", NO_CHANGE),

  // New York
  newYork('thx', talk('thanks')),
  newYork('appreciate ya', talk('thanks')),
  newYork('thank u!!', talk('thanks')),
  newYork('ty', talk('thanks')),
  newYork('Spasibo bolshoe!', talk('thanks')),
  newYork('спасибо 🙏', talk('thanks')),
  newYork('Thank you, you are very kind helper', talk('thanks')),
  newYork('thanks a million', talk('thanks')),
  // New York: thanks and a change or an ask
  newYork(
    "thanks, that's a big help. can you also add call the fuel guy 2pm",
    [talk('thanks'), task('call the fuel guy', n('11-11 14:00'))],
    task('call the fuel guy', n('11-11 14:00')),
  ),
  within(reminded('fuel boat 2', n('11-11 10:00')), newYork('tx. snooze 30', [talk('thanks'), snoozeFor(30)], snoozeFor(30))),
  newYork('perfect, thanks. did the Alvarez jib thing get saved?', [talk('thanks'), question], question),
  within(
    reminded('call pump repair guy', n('11-11 09:30')),
    newYork('thanks anyway, already called him', [talk('thanks'), done()], done()),
  ),
  // New York: "thanks" that is news
  newYork("thanks to this wind we're stuck at the dock all day", NO_CHANGE),
];

export const HUNDREDSIXTH_FEELING: HeldOutItem[] = [
  // London
  london('proper knackered, been out since half 3 and the pots were near empty', talk('feeling')),
  london("teasy as anything today, everything's going wrong", talk('feeling'), talk('overwhelmed')),
  london("Three boats on the hard, two lads off sick and the crane's playing up. I'm sinking here", talk('overwhelmed')),
  london('feel a bit flat today tbh', talk('feeling')),
  london("wedi blino'n lân 😩", talk('feeling')),
  london('booked solid for the new years day paddle already!! so chuffed', talk('feeling')),
  london('I am very stressed. Too much students, one boat, and compressor is broken', talk('overwhelmed')),
  london('kurde, I am so tired today', talk('feeling')),
  london("Rather fed up with the whole business if I'm honest", talk('feeling')),
  // London: mention a task or a day, ask nothing
  london('bit anxious about the licence inspection friday', talk('feeling')),
  london("can't keep on top of it all, the paperwork for the new licence is doing my head in", talk('overwhelmed')),
  london('buzzing after that review, 5 stars from the hen party 🥳', talk('feeling')),
  within(
    reminded('chase Mr Patel for storage payment', l('11-11 14:00')),
    london('ugh I hate chasing people for money', talk('feeling'), NO_CHANGE),
  ),

  // New York
  newYork('dead tired. 3 trips back to back', talk('feeling')),
  newYork('stoked, clients limited out on sea bass this am 🎣', talk('feeling')),
  newYork('im so behind on everything its not even funny', talk('overwhelmed')),
  newYork('stressed out of my mind w the winterizing schedule', talk('overwhelmed'), talk('feeling')),
  newYork('beat. long day. nothing left', talk('feeling')),
  newYork('too much. cant.', talk('overwhelmed')),
  newYork('I feel very bad today, no energy at all', talk('feeling')),
  newYork('Ochen ustala (very tired). Parents call all day about lessons', talk('feeling'), talk('overwhelmed')),
  newYork('honestly kind of proud of how that genoa came out', talk('feeling'), talk('reflection')),
  newYork('getting nervous, 6 sails due before christmas and its just me and Rudy', talk('overwhelmed'), talk('feeling')),
  newYork('sick of doing the fuel logs by hand every night', talk('feeling')),
  // New York: in a conversation, still only a feeling
  within(reminded('call the insurance broker', n('11-11 09:00')), newYork('dreading this one', talk('feeling'), NO_CHANGE)),
  newYork(
    "ok so um yeah i just, like, everything's on fire today, the lift broke, two boats waiting on it, i don't even know",
    talk('overwhelmed'),
  ),
  newYork('I am worry about the new lifeguard, he is late every day', talk('feeling'), NO_CHANGE),
];

export const HUNDREDSIXTH_QUESTION: HeldOutItem[] = [
  // London: answered in words
  london("when's the crab buyer coming again?", question),
  london('How do I connect my Outlook calendar to this?', question, HELP),
  london('is it worth putting winter storage up 10% or will I lose people?', question, dilemma),
  london('can you send me reminders in Welsh?', question),
  london('When is the compressor service? I forget', question),
  london("do 'ee know what time high water is tomorrow?", question),
  london('how many bookings have I got this week?', question, list('week')),
  within(reminded('book the crane for Windrush', l('11-13')), london('is that this friday or next?', question)),
  // London: questions that are lists, a focus, a recall
  london('wass on today then', list('today')),
  london('what have I got on 4/12?', list('day', '2026-12-04')),
  london('What I have overdue?', list('overdue')),
  london('What should I focus on this afternoon?', prioritise('focus')),
  london('what did I decide about the Folly Bridge mooring?', recall('Folly Bridge mooring'), recall('Folly Bridge')),

  // New York: answered in words
  newYork('should i raise the half day rate to 900? everyone else did', question, dilemma),
  newYork('when is the fire marshal inspection?', question),
  newYork('How I can change time of my morning message?', question, HELP),
  newYork('Did I finish the lifeguard certificates already or no?', question),
  newYork('can you read pdfs? want to send you a sail order', question),
  newYork('is the haul out for the Marisol on my list?', question),
  newYork('where do my done tasks go?', question, HELP),
  within(just('pay deckhands', n('11-13 17:00')), newYork('wait what time did you put that for?', question)),
  // New York: questions that are lists
  newYork('what do i got today', list('today')),
  newYork('what do I have on 11/20', list('day', '2026-11-20')),
  newYork('overdue?', list('overdue')),
  newYork('this wk?', list('week')),
  newYork('Do I have something on Saturday?', list('day', '2026-11-14')),
  newYork("what's my next thing", list('next')),
];

export const HUNDREDSIXTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london("buyer from Newlyn cancelled, says the price of crab's dropped", NO_CHANGE),
  london("'tis blowing a hoolie, nobody's going out today", NO_CHANGE),
  london("Crane's been moved to Monday by the hire company", NO_CHANGE),
  london('Mr Patel finally paid his storage bill', NO_CHANGE),
  london('tywydd yn ofnadwy, all the hires off today', NO_CHANGE),
  london('the council moved the slipway closure to the 1st', NO_CHANGE),
  london('New wetsuits is arrived, 14 pieces, all size M 🙄', NO_CHANGE),
  london('Student cancel the Saturday dive, she is sick', NO_CHANGE),
  london("The lock keeper's finished for the season so it's self-operated from now", NO_CHANGE),
  london('Removed the old fenders and chucked them, finally', NO_CHANGE),
  // London: a task in view
  within(reminded('drop the catch at the fish market', l('11-11 13:00')), london("done that earlier, got a good price an' all", done())),
  within(just('chase Mr Patel for storage payment', l('11-12 10:00')), london('oh he paid this morning btw', done(), NO_CHANGE)),
  within(reminded('renew public liability insurance', l('11-11 12:00')), london("the broker's office is shut till monday", NO_CHANGE)),

  // New York: news, changes nothing
  newYork('sat charter cancelled, small craft advisory', NO_CHANGE),
  newYork('deckhand quit. again.', NO_CHANGE),
  newYork('fuel went up to 5.40 at the dock', NO_CHANGE),
  newYork('the Marisol got hauled this morning', NO_CHANGE),
  newYork('engine 2 down. mechanic thurs', NO_CHANGE),
  newYork('ferry dock closed til 2', NO_CHANGE),
  newYork('Pool is closed today because of chlorine problem', NO_CHANGE),
  newYork('Today is Veterans day, pool is full of kids', NO_CHANGE),
  newYork('I already paid the lifeguard salaries yesterday', NO_CHANGE),
  newYork('dacron shipment delayed again, now saying the 20th', NO_CHANGE),
  newYork("the Kowalski main is done, they're picking it up saturday", NO_CHANGE),
  newYork('we moved the office to the trailer by dock B for the winter', NO_CHANGE),
  // New York: a task in view
  within(reminded('send winter storage contracts', n('11-11 09:00')), newYork('sent them all out last night btw', done(), NO_CHANGE)),
  within(just('finish Alvarez jib', n('11-13')), newYork('finished the Alvarez jib, looks great', done(), NO_CHANGE)),
  within(
    just('charter w/ the Dwyer group', n('11-14 06:00')),
    newYork('Dwyers moved it to sunday', move(ctx, '2026-11-15', null), NO_CHANGE),
  ),
];

export const HUNDREDSIXTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('proper job', NO_CHANGE),
  london('aye', NO_CHANGE),
  london('righto', NO_CHANGE),
  london('iawn', NO_CHANGE),
  london('lush', NO_CHANGE),
  london('dobra', NO_CHANGE),
  london('splendid', NO_CHANGE),
  // London: answering a reminder
  within(reminded('pay the harbour dues', l('11-11 12:00')), london('done it', done())),
  within(reminded('order antifoul', l('11-11 14:00')), london('ordered ✅', done())),
  within(reminded('check the paddleboard leashes', l('11-11 14:00')), london('wedi gwneud', done())),
  within(reminded('fill the tanks', l('11-11 14:30')), london('zrobione', done())),
  within(reminded('ring the surveyor', l('11-11 14:00')), london('not yet', NO_CHANGE)),
  within(reminded('mend the pots', l('11-11 14:00')), london('dreckly', NO_CHANGE)),
  // London: answering a dilemma
  within(askedChoice('Take on the Christmas party cruises?', 'take them on', 'keep December quiet'), london('the second', answer(2))),

  // New York: out of a conversation
  newYork('bet', NO_CHANGE),
  newYork('fuggedaboutit', NO_CHANGE),
  newYork('k thx', NO_CHANGE),
  newYork('horosho', NO_CHANGE),
  newYork('??', NO_CHANGE),
  newYork('🤙', NO_CHANGE),
  newYork('😴😴', NO_CHANGE),
  newYork('help', HELP),
  // New York: in a conversation
  within(reminded('ice order for saturday', n('11-11 09:00')), newYork('yup', done(), NO_CHANGE)),
  within(reminded('call the dock builder', n('11-11 09:30')), newYork('snooze', snoozeFor(60))),
  within(reminded('check bilge pumps', n('11-11 09:00')), newYork('did', done())),
  within(reminded('call parents about schedule', n('11-11 09:00')), newYork('gotovo', done())),
  within(just('fuel run', n('11-11 14:00')), newYork('10-4', NO_CHANGE)),
  within(shown('recut Alvarez jib', 'order sailcloth', 'invoice the yacht club'), newYork('3 done', done(num(3)))),
  within(askedChoice('Winter slip rates', 'keep rates', 'raise 8%'), newYork('first one', answer(1))),
  within(just('pick up battens from West Marine'), newYork('thurs', move(ctx, '2026-11-12', null), unclear)),
];
