import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  free,
  HELP,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  question,
  recall,
  talk,
  unclear,
  within,
} from './held-out-kit';

/**
 * The second half of the nineteenth held-out set: what changes nothing or only looks (greetings,
 * venting, questions, dated facts, the agenda, free time), replies to daily's own questions, plain
 * decisions and dilemmas, and messages too thin to act on. Small firms outside tech, London and New York.
 */

/** A question back that asks the person, as good as an unclear reading for a message with no context. */
export const ASK: Intent = { kind: 'ask', text: '', options: [] };

/** daily has just reminded the person about a task and is waiting for DONE / SNOOZE / SKIP / STUCK. */
export const reminded = (title: string, due: string | null): Partial<ConversationState> => ({
  current: { title, due },
  pending: { about: 'follow_up', task: title },
});
/** The task was just added or changed, and nothing is pending. */
export const justSaid = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
/** daily's last numbered list. */
export const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

const whichCall: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['call the florist wholesaler', 'call the flooring guy'] },
};
const whichOfThree: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['quote Mill Lane roof', 'quote Church St gutters', 'quote Mrs Adeyemi rewire'] },
};
const vanChoice: Partial<ConversationState> = {
  pending: {
    about: 'dilemma_choice',
    question: 'hire a van or borrow Ade’s for the Leeds wedding?',
    options: ['hire a van', 'borrow Ade’s van'],
  },
};
const truckChoice: Partial<ConversationState> = {
  pending: { about: 'dilemma_choice', question: 'second truck or a shopfront?', options: ['second truck', 'shopfront on Cesar Chavez'] },
};
const mattersVan: Partial<ConversationState> = {
  pending: { about: 'dilemma_matters', question: 'hire a van or borrow Ade’s?', options: ['hire a van', 'borrow Ade’s van'] },
};
const mattersRetreat: Partial<ConversationState> = {
  pending: { about: 'dilemma_matters', question: 'Lisbon or the Algarve for the spring retreat?', options: ['Lisbon', 'the Algarve'] },
};
const optionsLeeds: Partial<ConversationState> = {
  pending: { about: 'dilemma_options', question: 'should I take the Leeds wedding?' },
};
const keepIt: Partial<ConversationState> = {
  pending: { about: 'keep', text: 'Saying no to the rush job felt like relief, not loss.' },
};
const reviewSupplier: Partial<ConversationState> = {
  pending: { about: 'review', decision: 'switch to the cheaper foam supplier' },
};
const stuckOnPalette: Partial<ConversationState> = {
  pending: { about: 'stuck', task: 'design the Harper wedding arch' },
  current: { title: 'design the Harper wedding arch', due: l('11-11 14:00') },
};
const whenSlot: Partial<ConversationState> = {
  pending: { about: 'other', question: 'Which slot for the Ortiz call?', options: ['9am', '2pm'] },
};
const addIt: Partial<ConversationState> = {
  pending: { about: 'other', question: 'Shall I add "pay the Verizon bill" for Friday?', options: ['yes', 'no'] },
};

export const NINETEENTH_ANSWERS: HeldOutItem[] = [
  within(whichCall, london('2', answer(2))),
  within(whichCall, newYork('the second one', answer(2))),
  within(whichCall, london('the florist one', answer(1))),
  within(whichCall, newYork('first', answer(1))),
  within(whichCall, london('no the flooring one', answer(2))),
  within(whichOfThree, london('3', answer(3))),
  within(whichOfThree, london('the last one', answer(3))),
  within(whichOfThree, london('number two', answer(2))),
  within(whichOfThree, london('the mill lane one pls', answer(1))),
  within(vanChoice, london('going with 1', answer(1), [decision])),
  within(vanChoice, london('option 2 i think, Ade owes me', answer(2), [decision])),
  within(vanChoice, london('not yet', answer(null))),
  within(truckChoice, newYork('the second option', answer(2), [decision])),
  within(truckChoice, newYork('still thinking', answer(null))),
  within(mattersVan, london('cost, mostly', answer(null))),
  within(mattersVan, london('my back honestly lol', answer(null))),
  within(mattersRetreat, newYork('flight times for the guests from NYC', answer(null))),
  within(optionsLeeds, london('either take it or pass it to Jess', answer(null), [dilemma])),
  within(keepIt, london('keep', answer(null))),
  within(keepIt, newYork('yes keep that one', answer(null))),
  within(reviewSupplier, london('went well, no regrets', answer(null))),
  within(reviewSupplier, london('badly tbh, they were late twice', answer(null))),
  within(stuckOnPalette, london('waiting on the couple to send the colour palette', answer(null))),
  within(stuckOnPalette, newYork("don't know where to start with it", answer(null))),
  within(whenSlot, newYork('2pm', answer(2))),
  within(whenSlot, newYork('morning works', answer(1))),
  within(addIt, newYork('yes pls', answer(1), answer(null))),
  within(addIt, newYork('nah', answer(2), answer(null))),
  within(reminded('ring Mrs Okafor re deposit', l('11-11 14:30')), london('not yet, still on it', NO_CHANGE)),
];

export const NINETEENTH_GREETINGS: HeldOutItem[] = [
  london('morning!', talk('greeting')),
  london('hiya', talk('greeting')),
  newYork('hey daily', talk('greeting')),
  london('good morning ☀️', talk('greeting')),
  newYork('yo', talk('greeting')),
  london('evening', talk('greeting')),
  newYork('hello hello', talk('greeting')),
  newYork('gm', talk('greeting')),
  london('hi there, back from holiday', talk('greeting')),
  london('alright?', talk('greeting')),
  newYork('heyyy', talk('greeting')),
  newYork('morning from Austin 🌮', talk('greeting')),
  london("hi it's me again", talk('greeting')),
  london('good afternoon', talk('greeting')),
  newYork('hola', talk('greeting')),
  newYork('howdy', talk('greeting')),
  london('hey you', talk('greeting')),
  london('morning daily x', talk('greeting')),
  newYork('hiii', talk('greeting')),
  london('hello :)', talk('greeting')),
];

export const NINETEENTH_THANKS: HeldOutItem[] = [
  london('thanks!', talk('thanks')),
  london('ta', talk('thanks')),
  london('cheers mate', talk('thanks')),
  newYork('thank u so much', talk('thanks')),
  newYork('ty', talk('thanks')),
  london('legend, thanks', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('thx 🙏', talk('thanks')),
  london('brilliant ta', talk('thanks')),
  newYork('lifesaver honestly thank you', talk('thanks')),
  london('nice one cheers', talk('thanks')),
  newYork('thank youuu', talk('thanks')),
  london('much appreciated', talk('thanks')),
  newYork('perfect, thanks', talk('thanks')),
  london('cheers for that', talk('thanks')),
  newYork('thanks daily', talk('thanks')),
  newYork('ty ty', talk('thanks')),
  london("you're a star", talk('thanks')),
  london('great thanks x', talk('thanks')),
  newYork('awesome thank you!!', talk('thanks')),
];

export const NINETEENTH_FEELINGS: HeldOutItem[] = [
  london("I'm so tired", talk('feeling')),
  london('absolutely knackered', talk('feeling')),
  newYork("today's been a nightmare", talk('feeling')),
  london('feeling a bit low tbh', talk('feeling')),
  newYork('drowning in emails', talk('overwhelmed')),
  london("I can't keep up with all these bookings", talk('overwhelmed')),
  newYork('why do clients always pay late 😤', talk('feeling')),
  london('the van broke down AGAIN I could scream', talk('feeling')),
  newYork('stressed out of my mind', talk('overwhelmed')),
  london('had a really good day actually!', talk('feeling')),
  newYork('so anxious about the retreat numbers', talk('feeling')),
  london('I hate chasing invoices', talk('feeling')),
  newYork('everything is on fire rn', talk('overwhelmed')),
  london('burnt out', talk('overwhelmed')),
  london('gutted, lost the big wedding to another florist', talk('feeling')),
  newYork('I need to stop saying yes to everything', talk('feeling')),
  london("should've said no to that job ugh", talk('feeling')),
  london("I'm fed up with the council and their forms", talk('feeling')),
  newYork('I keep forgetting to eat lunch lol', talk('feeling')),
  london('my back is killing me after that roof', talk('feeling')),
  newYork('feeling proud of the crew today', talk('feeling')),
  london('honestly I need a holiday', talk('feeling')),
  newYork('too many dogs not enough hands 🐶😩', talk('overwhelmed')),

  newYork('so done with this week already', talk('feeling')),
  london('finally a quiet afternoon, bliss', talk('feeling')),
];

export const NINETEENTH_QUESTIONS: HeldOutItem[] = [
  london('when is the dentist?', question),
  newYork("what time's my call with Dana", question),
  london('did I already send the Patels their invoice?', question),
  newYork('should I call the bride back today?', question, [dilemma]),
  london('is it worth getting a second quote?', question, [dilemma]),
  london("what's the VAT threshold these days", question),
  newYork('can you book a table for me at Uchi?', question),
  newYork('how do I turn off the morning message?', question, [HELP]),
  london('what did you remind me about earlier?', question),
  newYork('is thanksgiving the 26th this year?', question),
  london("when's my next free weekend", question),
  newYork('do I have anything with Priya?', question),
  london('how long have I been putting off the tax return?', question),
  newYork('what can you do?', question, [HELP]),
  london('why did you move my task?', question),
  newYork('is 7am too early to text a supplier?', question),
  london("what's the best way to price a half-day retreat?", question),
  newYork('are you a real person?', question),
  london('who was the embroiderer I used last spring?', question),
  newYork('how many grooms have I got booked friday?', question, [list('day', '2026-11-13')]),
  london('do you sync with google calendar?', question, [HELP]),
  newYork('what time is it in Lisbon right now', question),

  london('what time does the Harper wedding start again?', question),
  newYork('did I log the mileage for last week?', question),
  london('when did I last service the van?', question),
];

export const NINETEENTH_STATEMENTS: HeldOutItem[] = [
  london('our new winter menu goes live friday', NO_CHANGE),
  london("Sam's wedding is on the 28th", NO_CHANGE),
  newYork("mom's birthday was yesterday, forgot again", NO_CHANGE),
  london('the spring retreat starts 3/4', NO_CHANGE),
  newYork('the Petersons paid last night finally', NO_CHANGE),
  newYork('met Dana at 9 and it went fine', NO_CHANGE),
  london("kids' school breaks up on the 18th", NO_CHANGE),
  london('plumber came at 9 this morning', NO_CHANGE),
  newYork('the health inspector is coming thursday at 10', NO_CHANGE),
  london("Jade's appointment got moved to monday by the front desk", NO_CHANGE),
  newYork('we hit 500 subscribers on the podcast', NO_CHANGE),
  london('got the Harper contract signed today', NO_CHANGE),
  london("the van's booked into the garage friday", NO_CHANGE),
  newYork('thanksgiving weekend the truck will be parked at the Domain', NO_CHANGE),
  london('my accountant is Priya Shah', NO_CHANGE),
  london('the christmas market runs every saturday in december', NO_CHANGE),
  london('Tom is off sick tomorrow', NO_CHANGE),
  london('Mr Kaur rang about the lock at 2', NO_CHANGE),
  london("it's chucking it down so no roofing today", NO_CHANGE),
  london("the bride's mum phoned at lunch about the arch", NO_CHANGE),
  newYork('the client in Madrid is 6 hours ahead of me', NO_CHANGE),
  newYork('my flight lands 6:40am on the 20th', NO_CHANGE),
  london('last year we sold 40 yule logs', NO_CHANGE),
  london('the shop is shut on boxing day', NO_CHANGE),
  newYork('the agency runs payroll on the 25th', NO_CHANGE),
  london("Kim's coming in tomorrow at 11 for her sleeve", NO_CHANGE),
  newYork('Dana and I recorded at 9 today', NO_CHANGE),
  newYork('my sister gets married in Austin on 12/12', NO_CHANGE),
  london('the new apprentice starts on monday at 8', NO_CHANGE),
  newYork('Ana dropped off her birth certificate this morning', NO_CHANGE),

  london('Lucy from the salon is popping in at 2 tomorrow', NO_CHANGE),
  newYork("Marco said he'd drop the keys off friday", NO_CHANGE),
  london("my dad's operation is on the 2nd", NO_CHANGE),
  newYork('the retreat group arrives 3/14', NO_CHANGE),
  london('we open at 7 on saturdays now', NO_CHANGE),
  newYork('the inspector came at 2 yesterday and we passed!', NO_CHANGE),
  london('Rhys starts the Mill Lane job on monday at 7:30', NO_CHANGE),
  newYork('the client call got moved to 4 by her assistant', NO_CHANGE),
];

export const NINETEENTH_DECISIONS: HeldOutItem[] = [
  london('going with the Bristol supplier for the ribbons', decision),
  london('decided to stop doing sunday grooms', decision),
  london("we're not renewing the lease on the unit", decision),
  newYork("let's use Square at the truck", decision),
  newYork("I'm raising my rate to $65 an hour", decision),
  london("ok I'll take on the apprentice in january", decision),
  london('final answer: no more rush jobs', decision),
  london("we'll close the shop on mondays from now on", decision),
  london('decided against a second van', decision),
  newYork('switching to Xero, done deliberating', decision),
  newYork("I've picked the Algarve villa for the spring retreat", decision),
  london('settled on £45 for a full groom', decision),
  newYork("we're dropping the lunch menu", decision),
  london("I'm not working weekends anymore, that's decided", decision),
  newYork("going with Dana's mix, not mine", decision),
  london('right, decision made, we take the Leeds wedding', decision),
  newYork('not taking the Madrid job', decision),
  newYork("we'll use Gusto for payroll", decision),
  london("I'll keep the studio another year", decision),
  newYork('decided: tutors get paid every two weeks', decision),
  london('picking the cheaper quote from Rhys', decision),
  newYork("we're going cashless at the truck", decision),
];

export const NINETEENTH_DILEMMAS: HeldOutItem[] = [
  london('should I hire a second groomer or just extend my hours?', dilemma),
  newYork('Lisbon or the Algarve for the retreat?', dilemma),
  london('not sure whether to take the Leeds wedding or keep that weekend free', dilemma),
  london('do I buy the new ladder lift or lease one', dilemma),
  newYork("raise prices or add a cheaper package, can't decide", dilemma),
  newYork('should I go full time on the truck or keep my day job', dilemma),
  newYork('take the agency contract at a lower rate or hold out for direct clients?', dilemma),
  london('torn between two apprentices, Lewis and Mo', dilemma),
  london("can't decide if I should open on sundays", dilemma, question),
  london('keep doing my own books or pay an accountant?', dilemma),
  newYork('should I move the podcast to weekly', dilemma, question),
  london('rent out a second chair or open a second studio?', dilemma),
  london('fixed price or day rate for the Mill Lane roof?', dilemma),
  london('help me decide: new van vs fixing the old one', dilemma),
  newYork('expand to a second truck or a brick and mortar?', dilemma),
  newYork('do I tell the client about the delay now or after I hear from the printer', dilemma),
  newYork('is it smarter to take the big corporate retreat or stay boutique', dilemma),
  london('should I drop my lowest paying client', dilemma, question),
  newYork('stay in Brooklyn or move upstate for cheaper rent', dilemma),
  london('weekly lessons or block booking for the tutoring parents, which is better', dilemma),
];

export const NINETEENTH_RECALLS: HeldOutItem[] = [
  london('what did I decide about the van?', recall('van')),
  london('remind me what we said on pricing', recall('pricing')),
  london('did I decide anything about sundays?', recall('sundays')),
  newYork('what was my call on the Madrid job', recall('madrid')),
  newYork('why did I pick Xero again?', recall('xero')),
  london('what did we settle on for the apprentice', recall('apprentice')),
  london('remind me why I said no to rush jobs', recall('rush jobs')),
  london('what was the decision on the lease', recall('lease')),
  newYork('what did I go with for payroll?', recall('payroll')),
  newYork('did we ever decide on the retreat venue', recall('retreat')),
  newYork('what did I decide re tutor pay', recall('tutor')),
  newYork('look up my decision about the lunch menu', recall('lunch menu')),
  newYork('when did I decide to go cashless', recall('cashless')),
  london('what were my reasons for keeping the studio', recall('studio')),
  london('what did I decide on the Leeds wedding?', recall('leeds')),
  newYork('my decision on the hourly rate?', recall('rate')),
  london("what did I say I'd do about weekends", recall('weekends')),
  london('remind me what I chose for the groom price', recall('groom')),
  newYork('have I decided about the second truck?', recall('truck')),
  newYork('what did I decide with the podcast schedule', recall('podcast')),
];

export const NINETEENTH_PRIORITIES: HeldOutItem[] = [
  london('what should I do first?', prioritise('focus')),
  newYork('what matters most today', prioritise('focus')),
  london('where do I even start', prioritise('focus')),
  newYork("what's the priority right now", prioritise('focus')),
  london('I have 2 hours what should I tackle', prioritise('focus')),
  newYork('help me focus', prioritise('focus')),
  london("what's most urgent?", prioritise('focus')),
  london("which job first, I'm on site", prioritise('focus')),
  newYork('too much on, what can I drop?', prioritise('drop')),
  london('what can wait till next week?', prioritise('drop')),
  newYork('what can I let go of today', prioritise('drop')),
  london('I need to cut something, what goes', prioritise('drop')),
  newYork('what can I push off', prioritise('drop')),
  london('plan my day', prioritise('plan_day')),
  newYork('sort my day out for me', prioritise('plan_day')),
  london('organise my afternoon pls', prioritise('plan_day')),
  newYork('give me a plan for today', prioritise('plan_day')),
  london('map out my day', prioritise('plan_day')),
  newYork("sort out today for me, it's a mess", prioritise('plan_day')),
  london("what's the one thing I should get done today", prioritise('focus')),

  newYork("what do I tackle next, I've got 40 min before the lunch rush", prioritise('focus')),
  london('plan tomorrow for me', prioritise('plan_day')),
];

export const NINETEENTH_AGENDA: HeldOutItem[] = [
  london("what's on today", list('today')),
  newYork('what have I got tomorrow', list('tomorrow')),
  london('show me this week', list('week')),
  newYork("what's on friday?", list('day', '2026-11-13')),
  london('anything overdue?', list('overdue')),
  newYork("what's next", list('next')),
  london("what's on the 20th", list('day', '2026-11-20')),
  newYork('my week pls', list('week')),
  london('agenda for monday', list('day', '2026-11-16')),
  newYork("what's left today", list('today')),
  london('what have I missed', list('overdue')),
  newYork('list my tasks', list('next')),
  london('show me everything due thursday', list('day', '2026-11-12'), list('tomorrow')),
  newYork("what's coming up", list('next')),
  london('anything for tmrw?', list('tomorrow')),
  newYork("what's on 12/1", list('day', '2026-12-01')),
  london("what's my schedule on the 4/12", list('day', '2026-12-04')),
  newYork('show overdue', list('overdue')),
  london('what have i got on saturday', list('day', '2026-11-14')),
  newYork("today's list please", list('today')),
  london('whats due this week', list('week')),
  newYork('what am I doing on the 24th', list('day', '2026-11-24')),

  newYork("what's on next monday", list('day', '2026-11-16')),
  london("what's my tuesday like", list('day', '2026-11-17')),
  newYork('what have I got overdue', list('overdue')),
];

export const NINETEENTH_FREE_TIME: HeldOutItem[] = [
  london(
    'am I free tomorrow afternoon?',
    free(l('11-12 12:00'), l('11-12 17:00')),
    free(l('11-12 12:00'), l('11-12 18:00')),
    free(l('11-12 13:00'), l('11-12 17:00')),
  ),
  newYork(
    'any time free friday morning',
    free(n('11-13 09:00'), n('11-13 12:00')),
    free(n('11-13 08:00'), n('11-13 12:00')),
    free(n('11-13 00:00'), n('11-13 12:00')),
  ),
  london('do I have an hour free at 4 today', free(l('11-11 16:00'), l('11-11 17:00'))),
  london('can I fit a groom in at 2 tomorrow for an hour?', free(l('11-12 14:00'), l('11-12 15:00'))),
  newYork('free between 10 and 12 on monday?', free(n('11-16 10:00'), n('11-16 12:00'))),
  london('got anything on 4-6 tomorrow?', free(l('11-12 16:00'), l('11-12 18:00'))),
  newYork(
    'am I free tonight',
    free(n('11-11 18:00'), n('11-12 00:00')),
    free(n('11-11 17:00'), n('11-12 00:00')),
    free(n('11-11 18:00'), n('11-11 23:00')),
  ),
  london('any gaps saturday 9 to 1', free(l('11-14 09:00'), l('11-14 13:00'))),
  newYork('free at noon friday for half an hour?', free(n('11-13 12:00'), n('11-13 12:30'))),
  newYork('is 11 till 1 tomorrow free', free(n('11-12 11:00'), n('11-12 13:00'))),
  london('can I squeeze a call in between 4 and 5 today?', free(l('11-11 16:00'), l('11-11 17:00'))),
  london(
    'am I free all day sunday',
    free(l('11-15 00:00'), l('11-16 00:00')),
    free(l('11-15 09:00'), l('11-15 17:00')),
    free(l('11-15 09:00'), l('11-15 18:00')),
  ),
  newYork('free from 1 to 5 on the 19th?', free(n('11-19 13:00'), n('11-19 17:00'))),
  london('is monday lunchtime free', free(l('11-16 12:00'), l('11-16 13:00')), free(l('11-16 12:00'), l('11-16 14:00'))),
  newYork('any room 9-10am tomorrow', free(n('11-12 09:00'), n('11-12 10:00'))),
  london('free for a 30 min call at 4:30 today?', free(l('11-11 16:30'), l('11-11 17:00'))),
  newYork('got an opening thurs between 3 and 5', free(n('11-12 15:00'), n('11-12 17:00'))),
  london('free 8 to 9 tonight?', free(l('11-11 20:00'), l('11-11 21:00'))),
  newYork(
    'what does friday afternoon look like, am I free',
    free(n('11-13 12:00'), n('11-13 17:00')),
    free(n('11-13 12:00'), n('11-13 18:00')),
    free(n('11-13 13:00'), n('11-13 17:00')),
  ),
  london('have I got 2 hours free on the 17th from 10', free(l('11-17 10:00'), l('11-17 12:00'))),

  newYork('am I free at 2 for an hour tomorrow', free(n('11-12 14:00'), n('11-12 15:00'))),
  london('anything on between 10 and 11:30 friday', free(l('11-13 10:00'), l('11-13 11:30'))),
  newYork('is the 23rd free from 9 to 5', free(n('11-23 09:00'), n('11-23 17:00'))),
];

export const NINETEENTH_UNCLEAR: HeldOutItem[] = [
  london('might need to call the council at some point, not sure', unclear),
  london('the thing at 3', unclear),
  newYork('should probably do the accounts sometime maybe', unclear),
  london('Jade friday?', unclear),
  newYork('tomorrow or thursday, whichever', unclear),
  london('the 4th?', unclear),
  london('hmm maybe remind me about the van thing', unclear),
  newYork('can you do the usual', unclear),
  london('that one for Sam', unclear),
  newYork('10 or 11 not sure', unclear),
  london('do the flowers thing next week maybe', unclear),
  newYork('remind me... actually idk', unclear),
  london('put it somewhere for later', unclear),
  london('the roof job - soon ish', unclear),
  newYork('call them', unclear),
  london('same as last time', unclear),
  newYork('perhaps friday, perhaps not', unclear),
  newYork('something about the agency, later', unclear),
  london('uhh the thing with the permit', unclear),
  london('sat or sun for the stock count? either', unclear),
  newYork('maybe lunch with Kiran thursday', unclear),
  london('possibly ring the bank, depends on Tom', unclear),

  london('maybe the dentist tuesday or wednesday', unclear),
  newYork('something w/ Dana at some point', unclear),
  london('the usual on friday?', unclear),
];

export const NINETEENTH_BARE: HeldOutItem[] = [
  london('done', unclear, ASK),
  newYork('snooze', unclear, ASK),
  london('move it', unclear, ASK),
  newYork('done!', unclear, ASK),
  london('snooze 1h', unclear, ASK),
  newYork('make it 3pm', unclear, ASK),
  london('delete it', unclear, ASK),
  newYork('rename it to invoices', unclear, ASK),
  london('push it to friday', unclear, ASK),
  newYork('cancel that', unclear, ASK),
  london('2', unclear, ASK),
  newYork('the second one', unclear, ASK),
  london('yes', unclear, ASK),
  newYork('finished it', unclear, ASK),
  london('later', unclear, ASK),
  newYork('actually thursday', unclear, ASK),
  london('no wait 5', unclear, ASK),
  newYork('tick it off', unclear, ASK),
  london('paid it', unclear, ASK),
  newYork('remind me again in 10', unclear, ASK),
  london('✅', unclear, ASK),

  newYork('snooze 30', unclear, ASK),
  london('sorted', unclear, ASK, talk('acknowledgement')),
  newYork('push it back an hour', unclear, ASK),
  london('remove it', unclear, ASK),
];
