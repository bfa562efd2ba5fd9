/**
 * Held-out set, ninety-sixth, part b: greetings, thanks, feelings, questions, statements and bare
 * one- or two-word replies from people who make and sell food and drink.
 *
 * London time (day-first dates):
 * - a craft brewer in Huddersfield who writes some Yorkshire ("ey up", "nowt", "while 4" = until 4);
 * - a coffee roaster in Cardiff who drops in Welsh ("shwmae", "diolch", "iawn", "bore da");
 * - a cheesemonger with a market stall in Norwich ("bor", "hold yew hard");
 * - a wedding caterer in Bath ("my lover");
 * - a bakery owner in Edinburgh whose first language is Polish.
 *
 * New York time (month-first dates):
 * - a food truck owner in the Bronx whose first language is Korean;
 * - a hot sauce maker in Bushwick who swears a bit;
 * - a private chef on the Upper West Side who writes in full sentences;
 * - a kombucha brewer in Astoria who writes fast lowercase shorthand;
 * - a Caribbean takeaway owner in Flatbush who writes some Jamaican patois.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  NO_CHANGE,
  START,
  STOP,
  UNDO,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  every,
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
  snoozeUntil,
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
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});

export const NINETYSIXTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('ey up', talk('greeting')),
  london('now then, you about?', talk('greeting')),
  london('shwmae! 👋', talk('greeting')),
  london('bore da... well prynhawn da by now ha', talk('greeting')),
  london('alright bor', talk('greeting')),
  london('afternoon my lover, you there?', talk('greeting')),
  london('Dzień dobry! Is working this one?', talk('greeting'), question),
  london('hi daily 😊', talk('greeting')),
  london("Good afternoon! Hope you're keeping well", talk('greeting')),
  within(reminded('descale the roaster', l('11-11 14:00')), london('helo?? 😅', talk('greeting'))),
  // London: a greeting with news after it, nothing to change
  london('Hi. Oven is broken again 😩', NO_CHANGE),
  // London: a greeting, then the ask is read
  london('hiya, remind me to ring the maltster tmrw morning 9ish', task('ring the maltster', l('11-12 09:00'))),
  london('ey up, whats on tomorrow', list('tomorrow')),
  london('shwmae! can you add chase Caffi Glan invoice for friday', task('chase Caffi Glan invoice', l('11-13'))),
  london('hello hello, anything overdue?', list('overdue')),
  london('Cześć, I am back from the market. what I have left for today?', list('today')),

  // New York: plain hellos
  newYork('gm', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('안녕하세요! good morning', talk('greeting')),
  newYork('wah gwaan daily', talk('greeting')),
  newYork('Good morning.', talk('greeting')),
  newYork('morning!! u up', talk('greeting')),
  newYork('hello is anybody there', talk('greeting')),
  newYork('hey hey heyyy', talk('greeting')),
  // New York: a greeting with a remark, nothing to change
  newYork('hey you there? truck wifi is so bad today', NO_CHANGE),
  // New York: a greeting, then the ask is read
  newYork('hi!! whats on today', list('today')),
  newYork('gm whats next', list('next')),
  newYork('yo whats good. put bottling run 2 on friday 8am', task('bottling run 2', n('11-13 08:00'))),
  newYork("Morning, chef here lol. Please add: confirm the Hendersons' menu by Thursday", task("confirm the Hendersons' menu", n('11-12'))),
  newYork('wah gwaan, mi deh yah. wah mi have fi do today?', list('today')),
];

export const NINETYSIXTH_THANKS: HeldOutItem[] = [
  // London: thanks alone
  london('ta', talk('thanks')),
  london('cheers love', talk('thanks')),
  london('diolch!', talk('thanks')),
  london('diolch yn fawr iawn 🙏', talk('thanks')),
  london("ta very much, tha's a star", talk('thanks')),
  london("thanks bor, that's a big help", talk('thanks')),
  london('Dziękuję! very helpful', talk('thanks')),
  london('thank you lovely x', talk('thanks')),
  london('cheers for that, saved my bacon', talk('thanks')),
  // London: thanks, then an ask
  within(just('order rennet', l('11-12 12:00')), london('cheers, can you make that 10 instead', move(ctx, null, '10:00'))),
  london('ta. whats on fri', list('day', '2026-11-13')),
  london('thanks! oh and add pay Gwen for her saturday shift, due friday', task('pay Gwen for her saturday shift', l('11-13'))),
  within(reminded('clean the fermenters'), london('thanks for the nudge, done it', done())),
  london('Thank you, is it possible also to see whole week?', list('week')),
  // London: looks like thanks, is not
  london('thanks to the rain the market was dead today', NO_CHANGE),

  // New York: thanks alone
  newYork('ty', talk('thanks')),
  newYork('thx!!', talk('thanks')),
  newYork('감사합니다 😊', talk('thanks')),
  newYork('bless up 🙏🏾', talk('thanks'), talk('goodbye')),
  newYork("Thank you so much, that's perfect.", talk('thanks')),
  newYork('thanks fam', talk('thanks')),
  newYork('big up yuhself daily, respect', talk('thanks')),
  newYork('appreciate it 🙌', talk('thanks')),
  // New York: thanks with news or a complaint, nothing to change
  newYork('Thanks! Also, the Lins loved the duck last night.', NO_CHANGE),
  newYork("thanks but that's not what i asked lol", NO_CHANGE),
  // New York: thanks, then an ask
  newYork('ty ty. whats overdue', list('overdue')),
  within(just('bottle the habanero batch', n('11-12 09:00')), newYork('thanks, push it to friday tho', move(ctx, '2026-11-13', null))),
  newYork('thank u!! also remind me to call the scoby guy at 2', task('call the scoby guy', n('11-11 14:00'))),
  // New York: looks like thanks, is a task
  newYork('remind me to send the Hendersons a thank-you note friday', task('send the Hendersons a thank-you note', n('11-13'))),
];

export const NINETYSIXTH_FEELING: HeldOutItem[] = [
  // London
  london('proper knackered today', talk('feeling')),
  london("I'm jiggered. 3 brew days on the bounce", talk('feeling')),
  london("dw i wedi blino'n lân 😴", talk('feeling')),
  london("feel like I'm drowning in orders this week", talk('overwhelmed')),
  london("too much on, honestly don't know where to start", talk('overwhelmed'), prioritise('focus')),
  london('buzzing!! Jarrolds want to stock our Baron Bigod', talk('feeling')),
  london('gutted, a whole wheel of stilton has gone over', talk('feeling'), NO_CHANGE),
  london('honestly I could cry. 200 canapés saturday and two staff off sick', talk('overwhelmed'), talk('feeling')),
  london('I am so tired, today I was at bakery from 3 in morning', talk('feeling')),
  london('kurczę, everything is going wrong today', talk('feeling'), talk('overwhelmed')),
  // London: mentions a task, asks nothing
  london("feeling loads calmer now the inspection's out the way", talk('feeling')),
  within(reminded('chase the hop invoice'), london("ugh can't face it today", talk('feeling'), NO_CHANGE)),
  london('chuffed to bits wi how the porter turned out', talk('feeling')),
  london("mardy as owt today, sorry, nowt's going right", talk('feeling')),

  // New York
  newYork('so tired', talk('feeling')),
  newYork('swamped rn', talk('overwhelmed')),
  newYork('im so stressed about the inspection friday', talk('feeling'), talk('overwhelmed')),
  newYork('mi tired bad, been on di grill since 5', talk('feeling')),
  newYork('hustle mode today 화이팅 💪', talk('feeling')),
  newYork('ngl kinda burnt out', talk('feeling'), talk('overwhelmed')),
  newYork('fuuuck this week man. generator died, two guys quit and i got the market sunday', talk('overwhelmed')),
  newYork('I feel really good about how the tasting menu came together last night.', talk('feeling'), talk('reflection')),
  newYork("sad today. my halmeoni's kimchi recipe didn't sell at all", talk('feeling')),
  newYork('so much to do i cant think straight', talk('overwhelmed')),
  newYork('on top of the world rn, whole foods placed an order 🎉', talk('feeling')),
  newYork("I'm exhausted but it was worth it", talk('feeling')),
  newYork('lowkey anxious abt the wholesale pitch tmrw', talk('feeling')),
  // New York: a feeling, then an ask
  newYork('drowning here. what can i drop this week', prioritise('drop')),
  newYork(
    "i'm tired of forgetting, remind me to check the fridge temps every morning at 7",
    task('check the fridge temps', n('11-12 07:00'), { repeat: every('day') }),
  ),
];

export const NINETYSIXTH_QUESTION: HeldOutItem[] = [
  // London: answered in words
  london("when's the hygiene inspection again?", question, NO_CHANGE),
  london('how do I connect my google calendar', question, HELP),
  london('is it worth putting a pint up 20p?', question, dilemma),
  london('can you text my staff for me?', question),
  london('did I put the rennet order in already?', NO_CHANGE),
  london('what does it cost to use you, is it free?', question),
  london('How I can delete a task? I made one by mistake', question, HELP),
  london('is the 30th a monday?', question),
  london('why did you remind me about the keg return twice?', question),
  within(reminded('order flour'), london('which flour? the rye or the wheat one?', NO_CHANGE)),
  // London: lists and look-ups
  london('whats on today', list('today')),
  london("what's on thurs?", list('tomorrow'), list('day', '2026-11-12')),
  london("anything I've missed?", list('overdue')),
  london('what have I got on this week', list('week')),
  london('what did I decide about the Leeds distributor', recall('Leeds distributor')),

  // New York: answered in words
  newYork('when is the health inspection', question, NO_CHANGE),
  newYork('can u set reminders for my staff too?', question),
  newYork('is it smart to raise the jerk chicken plate to $16?', question, dilemma),
  newYork('do you work with outlook', question),
  newYork('did i already add the cilantro order??', NO_CHANGE),
  newYork('whats the weather gonna be for the market sunday', question),
  newYork('wait how does snooze work', question, HELP),
  // New York: lists and look-ups
  newYork('whats next', list('next')),
  newYork('what i have tomorrow', list('tomorrow')),
  newYork('anything on friday?', list('day', '2026-11-13')),
  newYork('how many tasks do i have overdue', list('overdue'), question),
  newYork('What should I focus on today?', prioritise('focus')),
  newYork('what did i decide abt the glass bottle supplier', recall('glass bottle supplier')),
];

export const NINETYSIXTH_STATEMENT: HeldOutItem[] = [
  // London: news, nothing to change
  london("the maltster's cancelled our delivery, again", NO_CHANGE),
  london('shipping on the new roaster is delayed till Jan now', NO_CHANGE),
  london('Baz done his first solo brew today, proper proud of him', NO_CHANGE),
  london('inspector came, 5 stars 🎉', NO_CHANGE),
  london('sent the invoice to Caffi Glan yesterday btw', NO_CHANGE),
  london("market's moved to the Forum this week cos of the works", NO_CHANGE),
  london("the bride's changed the menu for the third time", NO_CHANGE),
  london('I am already after the delivery from Bako, all flour is inside', NO_CHANGE),
  london('Gosia is off sick tomorrow', NO_CHANGE),
  london('fermenter 3 is leaking again', NO_CHANGE),
  london("we've finished the last of the christmas ale", NO_CHANGE),
  london('cheese fridge is reading 9 degrees, not good', NO_CHANGE),
  // London: with a task in view, the news may be a tick
  within(reminded('send Caffi Glan invoice'), london('sent it yesterday actually', done())),
  within(just('call the venue about parking', l('11-12 10:00')), london('venue rang me first, all sorted', done(), NO_CHANGE)),
  // London: a decision said as news
  london('cancelled the order with Bako, going with the mill in Fife now', decision, NO_CHANGE),

  // New York: news, nothing to change
  newYork('Hendersons cancelled saturday dinner', NO_CHANGE),
  newYork("generator's fixed finally", NO_CHANGE),
  newYork('paid the propane guy', NO_CHANGE),
  newYork('habanero prices went up AGAIN smh', NO_CHANGE),
  newYork('truck passed inspection 👍', NO_CHANGE),
  newYork('di oxtail sell out by 1 today', NO_CHANGE),
  newYork('just moved the f2 bottles to the warm room', NO_CHANGE),
  newYork('whole foods pushed our launch to february', NO_CHANGE),
  newYork("tuesday i'm closed fyi", NO_CHANGE),
  newYork('The Lins rescheduled their anniversary dinner to the 20th.', NO_CHANGE),
  newYork('done with the farmers market for the season 🙌', NO_CHANGE),
  newYork('removed all the rust from the flat top, good as new', NO_CHANGE),
  newYork('snoozed thru my alarm lmao', NO_CHANGE),
  // New York: with a task in view
  within(reminded('pay the propane guy'), newYork('paid him this morning', done())),
  within(
    just('deliver 40 cases to Brooklyn Fare', n('11-12 08:00')),
    newYork("they said they can't take it till friday", move(ctx, '2026-11-13', null), NO_CHANGE),
  ),
];

export const NINETYSIXTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('ok', NO_CHANGE),
  london('champion', NO_CHANGE),
  london('iawn', NO_CHANGE),
  london('lush', NO_CHANGE),
  london('hmm', NO_CHANGE),
  london('?', NO_CHANGE),
  london('Dobrze', NO_CHANGE),
  london('lol', NO_CHANGE),
  london('cool cool', NO_CHANGE),
  london('STOP', STOP),
  // London: in a conversation
  within(reminded('turn the brie'), london('done', done())),
  within(reminded('turn the brie'), london('ok', NO_CHANGE)),
  within(reminded('clean the hopback'), london('while 4', snoozeUntil(l('11-11 16:00')), unclear)),
  within(reminded('ring the marquee hire place'), london('1h', snoozeFor(60))),
  within(reminded('order gruyere'), london('yep', done())),
  within(reminded('order gruyere'), london('nope', NO_CHANGE)),
  within(askedChoice('Which flour supplier?', 'Bako', 'the mill in Fife'), london('2', answer(2))),
  within(shown('descale roaster', 'chase Caffi Glan', 'order bags'), london('done 2', done(num(2)))),
  within(just('pay Gwen', l('11-13')), london('undo', UNDO)),

  // New York: out of a conversation
  newYork('k', NO_CHANGE),
  newYork('👍', NO_CHANGE),
  newYork('ㅇㅇ', NO_CHANGE),
  newYork('ㅋㅋㅋㅋ', NO_CHANGE),
  newYork('irie', NO_CHANGE),
  newYork('help', HELP),
  newYork('done', NO_CHANGE),
  newYork('bet', NO_CHANGE),
  newYork('nvm', NO_CHANGE),
  newYork('START', START),
  // New York: in a conversation
  within(reminded('restock the truck'), newYork('👍', done(), NO_CHANGE)),
  within(reminded('label the ghost pepper batch'), newYork('✅', done())),
  within(reminded('label the ghost pepper batch'), newYork('later', snoozeFor(60), NO_CHANGE)),
  within(reminded('feed the scoby hotel'), newYork('did it', done())),
  within(reminded('prep jerk marinade'), newYork('soon come', NO_CHANGE, snoozeFor(60))),
  within(askedChoice('Raise the plate price or keep it?', 'raise to $16', 'keep at $14'), newYork('the first', answer(1))),
  within(just('call Marisol about the pop-up', n('11-12 11:00')), newYork('3pm', move(ctx, null, '15:00'))),
  within(reminded('restock the truck'), newYork('yessir', done())),
];
