/**
 * Held-out set, ninetyfourth part b: greetings, thanks, feelings, questions, statements and bare
 * one- or two-word messages.
 *
 * The people. On London time (day-first dates):
 * - Maya, an indie iOS developer in Brighton (TestFlight, app review, one-star reviews);
 * - Rich and Dan, a two-person SaaS team in Manchester (Rich writes some Mancunian: "our kid", "owt", "sound");
 * - Morag, a freelance data analyst in Glasgow who writes some Scots ("aye", "the morra", "scunnered");
 * - Owain, a Shopify app maker in Cardiff (merchants, app listing, the odd word of Welsh);
 * - Tiago, a game developer in Leeds whose first language is Portuguese.
 * On New York time (month-first dates):
 * - Jess, a solo SaaS founder in Brooklyn (investors, signups, Stripe);
 * - Marcus, a no-code agency owner in Jersey City (clients, SOWs, contractors);
 * - Lucía, a freelance React developer in Queens whose first language is Spanish;
 * - Dev, a devops contractor in Hoboken (on-call, servers, AWS bills);
 * - Kai, an AI startup founder in Manhattan who writes in fast lowercase shorthand.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  type HeldOutItem,
  NO_CHANGE,
  START,
  STOP,
  UNDO,
  answer,
  ctx,
  dilemma,
  done,
  free,
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
  remove,
  snoozeFor,
  task,
  talk,
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
/** daily asked something else (a yes/no offer). */
const offered = (question: string): Partial<ConversationState> => ({ pending: { about: 'other', question, options: [] } });

export const NINETYFOURTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('hiya 👋', talk('greeting')),
  london('afternoon!', talk('greeting')),
  london('alright our kid', talk('greeting')),
  london("awrite, how's it gaun", talk('greeting')),
  london('shwmae daily', talk('greeting')),
  london('olá! tudo bem?', talk('greeting')),
  london('bom dia! ops, boa tarde já 😅', talk('greeting')),
  london('hello again, long time no speak', talk('greeting')),
  london('you there?', talk('greeting'), question),
  london('hiya, you about? x', talk('greeting'), question),
  // London: a hello, then the ask is read
  london("hey hey. what's on for today", list('today')),
  london('hiya, is there owt overdue?', list('overdue')),
  london('hello 🙂 quick one, what did we decide about heroku', recall('heroku')),
  london('hi hi, put reply to the angry german review on friday pls', task('reply to the angry german review', l('11-13'))),
  london('hello! can you add fix the crash on ipad launch for tomorrow', task('fix the crash on ipad launch', l('11-12'))),
  // London: a greeting that is really a feeling
  london('afternoon. running on fumes here but hello', talk('greeting'), talk('feeling'), NO_CHANGE),

  // New York: plain hellos
  newYork('gm', talk('greeting')),
  newYork('good morning daily ☕', talk('greeting')),
  newYork('hola! buenos días', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('hey u up', talk('greeting'), question),
  newYork("heyyy it's me again lol", talk('greeting')),
  newYork('buenas, hay alguien ahí? 😂', talk('greeting'), question),
  newYork('morning morning', talk('greeting')),
  // New York: a hello, then the ask is read
  newYork('hey! remind me to send the investor update thurs 9am', task('send the investor update', n('11-12 09:00'))),
  newYork("good morning, what's this week looking like", list('week')),
  newYork('hi there, anything due tmrw?', list('tomorrow')),
  newYork('gm. tick off the stripe webhook bug', done(words('stripe webhook bug'))),
  newYork('morning! add call the hosting guy at 2', task('call the hosting guy', n('11-11 14:00'))),
  within(
    just('demo with Northwind', n('11-12 14:00')),
    newYork('hello hello. can u push that to friday, same time', move(ctx, '2026-11-13', null)),
  ),
  // New York: a greeting with a feeling in it
  newYork("morning. rough on-call night but i'm here", talk('greeting'), talk('feeling'), NO_CHANGE),
];

export const NINETYFOURTH_THANKS: HeldOutItem[] = [
  // London
  london('cheers', talk('thanks')),
  london('ta love', talk('thanks')),
  london("ta very much, that's me sorted", talk('thanks')),
  london("cheers pal, you're a lifesaver", talk('thanks')),
  london('thanks a million', talk('thanks')),
  london('obrigado!!', talk('thanks')),
  london('diolch yn fawr', talk('thanks')),
  london('ta muchly hen', talk('thanks')),
  london('brill, thanks', talk('thanks'), talk('acknowledgement')),
  london("thanks!! that reminder saved my arse tbh, would've missed the review deadline", talk('thanks')),
  london('thanks mate, sound', talk('thanks')),
  // London: thanks, then an ask
  london('thank you, can you also remind me to renew the apple dev account on the 1st', task('renew the apple dev account', l('12-01'))),
  london('cheers for that. is the vat return due the 7th or the 1st?', question),
  london("thank u, what's left for tomorrow then", list('tomorrow')),
  // London: in a conversation
  within(reminded('chase the Kickstarter backer emails', l('11-11 14:00')), london('cheers for the nudge', talk('thanks'))),
  within(reminded('send Harbour Studio the invoice', l('11-11 14:00')), london('ta, done it already', done(), [talk('thanks'), done()])),

  // New York
  newYork('ty', talk('thanks')),
  newYork('thx!', talk('thanks')),
  newYork('gracias!', talk('thanks')),
  newYork('muchas gracias, de verdad', talk('thanks')),
  newYork('thank you so much, seriously', talk('thanks')),
  newYork('appreciate it 🙏', talk('thanks')),
  newYork('tysm', talk('thanks')),
  newYork('thanks, that reminder came right as the pager went off lol', talk('thanks')),
  newYork("thank you!! (even tho i still haven't done it lol)", talk('thanks')),
  newYork("thanks daily you're the best. talk tmrw", talk('thanks'), talk('goodbye'), [talk('thanks'), talk('goodbye')]),
  // New York: thanks, then an ask
  newYork("thanks! also what's overdue", list('overdue')),
  newYork('ok thanks. does this thing sync w google calendar?', question),
  newYork('ty ty. whats next', list('next')),
  // New York: "thanks" that is not thanks
  newYork("thanks but that's not what i meant", NO_CHANGE),
  within(
    offered('Want me to add a reminder to follow up with the client next week?'),
    newYork('no thanks, i got it', answer(null), NO_CHANGE),
  ),
];

export const NINETYFOURTH_FEELING: HeldOutItem[] = [
  // London
  london('absolutely knackered today', talk('feeling')),
  london('proper buzzing, the update got featured on the app store!!', talk('feeling')),
  london('am pure scunnered wi this dashboard', talk('feeling')),
  london('chuffed to bits with how the demo went', talk('feeling')),
  london('feeling a bit flat after the investor call tbh', talk('feeling')),
  london('dead nervous about pitching tomorrow', talk('feeling')),
  london("bit lonely working on my own all day if i'm honest", talk('feeling')),
  london('gutted. apple rejected the build again', talk('feeling'), NO_CHANGE),
  london('estou exausto man, the build is failing all day', talk('feeling'), talk('overwhelmed')),
  london('knackered but happy, shipped 2.3 last night', talk('feeling'), NO_CHANGE),
  // London: overwhelm
  london("i'm drowning here. three bugs, two merchants shouting and a release friday", talk('overwhelmed')),
  london("too much on, my head's mashed", talk('overwhelmed'), talk('feeling')),
  london('ngl a bit stressed about the launch', talk('feeling'), talk('overwhelmed')),
  london("so many tasks i don't even know where to start anymore", talk('overwhelmed'), prioritise('focus')),
  // London: a feeling about the task in view, asks nothing
  within(reminded('fix the login bug', l('11-11 14:00')), london("ugh can't even look at it today, i'm wiped", talk('feeling'), NO_CHANGE)),

  // New York
  newYork('so tired rn', talk('feeling')),
  newYork("ugh i'm fried", talk('feeling')),
  newYork('SO hyped, we closed the pre-seed 🎉', talk('feeling'), NO_CHANGE),
  newYork('feeling good today, inbox zero and the deploy went clean', talk('feeling')),
  newYork('honestly just frustrated w this contractor', talk('feeling')),
  newYork('anxious about the invoice from the client thats 60 days late', talk('feeling')),
  newYork('cant focus at all today', talk('feeling')),
  newYork('kinda burnt out tbh', talk('feeling'), talk('overwhelmed')),
  newYork('lowkey panicking abt the board mtg', talk('feeling'), talk('overwhelmed')),
  // New York: overwhelm
  newYork('estoy muerta hoy, demasiado trabajo y el cliente no para de escribir', talk('overwhelmed'), talk('feeling')),
  newYork("i'm behind on literally everything", talk('overwhelmed')),
  newYork('my brain is mush, too many tabs open', talk('overwhelmed'), talk('feeling')),
  newYork("pager went off 4 times last night, i feel like i'm on fire and not in a fun way", talk('overwhelmed'), talk('feeling')),
  newYork(
    "ok so um yeah, today's been a lot, like the server went down and then the investor emailed and i just, i dunno, i'm tired",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  // New York: a feeling after a task was just added
  within(just('prep the demo for Acme', n('11-12 11:00')), newYork('honestly dreading that one', talk('feeling'), NO_CHANGE)),
];

export const NINETYFOURTH_QUESTION: HeldOutItem[] = [
  // London: answered in words
  london("when's the call with the accountant?", question),
  london('how do i connect my google calendar', question, HELP),
  london('is it worth putting the price up to £9 a month?', question, dilemma),
  london('did i already add the app store screenshots thing?', question),
  london('can you do reminders that repeat?', question, HELP),
  london('why did you remind me about the invoice twice??', question),
  london('sorry my english, what is the best way to send you a voice note?', question, HELP),
  london('did i tick off the stripe thing or not', question),
  london('what time is it in new york right now', question),
  // London: looks like a move, is a question
  london('should i move the release to monday or just ship friday', dilemma, question),
  // London: questions that are lists
  london("what's on today?", list('today')),
  london("wit's on the morra", list('tomorrow')),
  london('owt on friday?', list('day', '2026-11-13')),
  london('is there anything overdue?', list('overdue')),
  london("what's on this week", list('week')),
  london('what did we decide on pricing', recall('pricing')),
  london('what should i crack on with first?', prioritise('focus')),

  // New York: answered in words
  newYork('when is the demo w the jersey city client?', question),
  newYork('can u see my calendar?', question),
  newYork('do you speak spanish?', question),
  newYork('wait did the reminder for the aws bill go off already?', question),
  newYork('how do i delete a task', question, HELP),
  newYork("what time's my on-call handoff friday?", question),
  newYork('is it normal to feel this behind at month 6 of a startup?', question, talk('feeling')),
  newYork('should we raise prices or nah', dilemma, question),
  // New York: questions that are lists
  newYork('whats on my plate today', list('today')),
  newYork('anything due tmrw', list('tomorrow')),
  newYork("what's overdue", list('overdue')),
  newYork('whats next', list('next')),
  newYork('can you tell me what i have on 11/20', list('day', '2026-11-20')),
  newYork('am i free thurs 2-4?', free(n('11-12 14:00'), n('11-12 16:00'))),
  newYork('what did i decide re the seed round', recall('seed round')),
];

export const NINETYFOURTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london("the client in Leeds cancelled, so that's that", NO_CHANGE),
  london('apple approved the build finally', NO_CHANGE),
  london('sent the invoice yesterday btw', NO_CHANGE),
  london("shipping's delayed again for half my merchants, royal mail strike", NO_CHANGE),
  london('the server got moved to the new region overnight', NO_CHANGE),
  london("Dan's done the onboarding copy", NO_CHANGE),
  london("we're on 4.6 stars now", NO_CHANGE),
  london("Rich is off sick so it's just me today", NO_CHANGE),
  london("a' the numbers are in the sheet noo", NO_CHANGE),
  london('crashlytics is showing a spike on ios 18', NO_CHANGE),
  london('o cliente pagou finalmente 🙏 the one from Lisbon', NO_CHANGE),
  london("I'm off to Lisbon on the 3rd for a week", NO_CHANGE),
  london('the 1-star guy deleted his review lol', NO_CHANGE),
  // London: news about the task in view
  within(just('send Harbour Studio the invoice', l('11-12 10:00')), london('sent that yesterday actually', done(), NO_CHANGE)),
  within(reminded('send the quote to Bramble & Co', l('11-11 14:00')), london("sent it this morning, they've already replied", done())),
  within(
    just('demo with Kestrel', l('11-12 14:00')),
    london("they've pushed it to friday, same time", move(ctx, '2026-11-13', null), NO_CHANGE),
  ),

  // New York: news, changes nothing
  newYork('client cancelled the 2pm', NO_CHANGE),
  newYork('the deploy finished, all green', NO_CHANGE),
  newYork('investor said no btw', NO_CHANGE),
  newYork('we moved standup to 9:30 for good', NO_CHANGE),
  newYork('paid the contractor', NO_CHANGE),
  newYork("server's back up", NO_CHANGE),
  newYork('got 3 new signups overnight 🎉', NO_CHANGE),
  newYork('client finally signed the SOW', NO_CHANGE),
  newYork('aws bill was $2.3k this month wtf', NO_CHANGE),
  newYork('el cliente me canceló el proyecto 😩', NO_CHANGE),
  newYork('fyi offline fri, flying to austin', NO_CHANGE),
  newYork('deleted the staging db by accident lmao, restored it tho', NO_CHANGE),
  newYork('the other team finished the on-call runbook', NO_CHANGE),
  // New York: news about the task in view
  within(just('send invoice to Pylon', n('11-11 17:00')), newYork('oh i already sent that one monday', done(), NO_CHANGE)),
  within(reminded('renew the SSL cert', n('11-11 09:00')), newYork('cert auto-renewed, didnt need to do anything', done(), remove())),
  within(just('call with Dana', n('11-11 14:00')), newYork('dana just cancelled on me', NO_CHANGE)),
];

export const NINETYFOURTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('ok', NO_CHANGE),
  london('k', NO_CHANGE),
  london('lol', NO_CHANGE),
  london('aye', NO_CHANGE),
  london('?', NO_CHANGE),
  london('cool cool', NO_CHANGE),
  london('hmm', NO_CHANGE),
  london('sim', NO_CHANGE),
  london('nae bother', NO_CHANGE),
  london('ta', talk('thanks')),
  london('undo', UNDO),
  london('help', HELP),
  // London: after a reminder
  within(reminded('reply to the 1-star review', l('11-11 14:00')), london('done', done())),
  within(reminded('reply to the 1-star review', l('11-11 14:00')), london('ok', NO_CHANGE)),
  within(reminded('upload the new screenshots', l('11-11 13:00')), london('done ✅', done())),
  within(reminded('chase the Cardiff merchant', l('11-11 12:00')), london('sorted', done())),
  within(reminded('book the QA tester', l('11-11 14:30')), london('not yet', NO_CHANGE)),
  // London: after a list or a which-one question
  within(shown('fix the paywall bug', 'email the publisher', 'update the trailer'), london('2', NO_CHANGE)),
  within(shown('fix the paywall bug', 'email the publisher', 'update the trailer'), london('done 3', done(num(3)))),
  within(which('call with Priya', 'call with the bank'), london('the bank one', answer(2))),

  // New York: out of a conversation
  newYork('yep', NO_CHANGE),
  newYork('kk', NO_CHANGE),
  newYork('lmao', NO_CHANGE),
  newYork('👍🏽', NO_CHANGE),
  newYork('bet', NO_CHANGE),
  newYork('np', NO_CHANGE),
  newYork('wat', NO_CHANGE),
  newYork('??', NO_CHANGE),
  newYork('nvm', NO_CHANGE),
  newYork('done', NO_CHANGE),
  newYork('STOP', STOP),
  newYork('start', START),
  // New York: after a reminder
  within(reminded('push the hotfix to prod', n('11-11 09:30')), newYork('yep', done(), NO_CHANGE)),
  within(reminded('push the hotfix to prod', n('11-11 09:30')), newYork('👍', NO_CHANGE, done())),
  within(reminded('review the PR from Lucas', n('11-11 09:00')), newYork('listo', done())),
  within(reminded('rotate the api keys', n('11-11 10:00')), newYork('snooze 1h', snoozeFor(60))),
  within(reminded('call the landlord', n('11-11 09:00')), newYork('later', NO_CHANGE)),
  within(reminded('send the deck to Lerer', n('11-11 08:00')), newYork('done done', done())),
  // New York: after a dilemma summary
  within(
    askedChoice('Hire a contractor for the migration or do it yourself?', 'hire a contractor', 'do it yourself'),
    newYork('2', answer(2)),
  ),
  within(
    askedChoice('Take the Series A term sheet now or wait for the second offer?', 'take it now', 'wait'),
    newYork('not yet', answer(null)),
  ),
];
