/**
 * Held-out set, hundredtwelfth part c: cleaning and home services.
 *
 * London time (Europe/London, day-first dates):
 * - Bev, runs a domestic cleaning round in Sheffield with three staff (keys, rotas, end-of-tenancy cleans; chatty, "love", "x").
 * - Kwame, window cleaner in Croydon with a water-fed pole van (rounds, gutters, cash customers; short lines).
 * - Agnieszka, office cleaning contractor in Reading; Polish is her first language (contracts, night shifts, supplies).
 * - Fergus, carpet and upholstery cleaner in Edinburgh, writes some Scots ("the morn", "aye", "ken", "wee").
 * - Shabnam, runs a pest control and deep-clean firm in Birmingham (call-outs, wasps, mice, council jobs; some Urdu).
 *
 * New York time (America/New_York, month-first dates):
 * - Rosa, runs a house cleaning business in Jackson Heights; Spanish is her first language (clients, the girls, Venmo).
 * - Marcus, handyman and TV-mounting guy in the Bronx (quotes, TaskRabbit jobs, hardware runs; all lower case).
 * - Linh, owns a laundromat and wash-and-fold service in Sunset Park; Vietnamese is her first language.
 * - Brendan, gutter and power-washing contractor on Staten Island (crews, estimates, the truck; blunt, clipped).
 * - Naomi, professional organiser in Brooklyn Heights (declutters, client homes, donation runs; long careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * Time-of-day windows used in HUNDREDTWELFTH_FREE_TIME: morning 09:00-12:00, afternoon 12:00-17:00,
 * evening 17:00-21:00, a whole day 09:00-17:00; an hour or span said is that span.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  free,
  inMinutes,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  recall,
  remove,
  talk,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked for the options of a dilemma. */
const askedOptions = (question: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question },
});
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDTWELFTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london("right love I've decided, we're not doing end of tenancy cleans over Christmas this year, the girls need a break x", decision),
  london("decided to give Tracy the Ecclesall keys round for good, she's earned it love x", decision),
  london('Going with the new pure water filter.\nThe cheaper one.\nDecided.', decision),
  london("no more cash customers after jan\nbank transfer only\nthat's final", decision),
  london('I decide to not renew contract with the Green Park offices, they pay always late', decision),
  london('We go with the new supplier for blue roll and bin bags, is 20% cheaper. decided', decision),
  london("aye that's me decided, I'm selling the auld Rug Doctor and getting a Prochem", decision),
  london('bas, decided. we are taking the council contract for the Ladywood flats', decision),
  // London: a decision and a task in one message
  london('decided we are getting a second van inshallah. remind me to ring the leasing place tomorrow morning', [
    decision,
    task('ring the leasing place', l('11-12 09:00')),
  ]),
  // London: the reminder was the decision itself, so it is a tick and a decision
  within(
    reminded('decide on the Christmas rota', l('11-11 15:00')),
    london("sorted love, Tracy and Jo are doing the 23rd and I'll do Christmas Eve, that's decided x", [done(), decision], decision),
  ),
  // London: look like decisions, are not
  london('customer decided to cancel the gutters\nnot bothered', NO_CHANGE),
  london('I still not decide about the night shift for Katarzyna, maybe tomorrow', NO_CHANGE),
  london('should ah pit ma prices up fae January or haud them, cannae make my mind up', dilemma),
  london('what did I decide about the wasp nest prices yaar?', recall('wasp nest prices'), recall('wasp nest')),

  // New York: decisions in plain words
  newYork('ok ya decidí, I raise the price for deep clean to $220 starting december, the girls need more money', decision),
  newYork('Bueno we not clean for Mrs Kaplan anymore, she is always complaining and pay late. Is decided', decision),
  newYork('decided im not taking taskrabbit jobs under 80 bucks anymore not worth the gas', decision),
  newYork('going with the sanus mounts from now on the cheap ones keep sagging', decision),
  newYork('I decide we close at 9pm not 10pm from December, nobody come late anyway', decision),
  newYork('We will buy 2 new dryer, the Speed Queen. My husband agree. Decided', decision),
  newYork(
    "After a lot of back and forth I've made up my mind: I'm going to stop offering the one-day 'express' declutter. It always runs over, clients end up disappointed, and I'm wiped out afterwards. Two full sessions minimum from January.",
    decision,
  ),
  // New York: a decision and a task in one message
  newYork(
    "I've decided to partner with Housing Works for donation pickups instead of doing the runs myself. Could you remind me to email their coordinator on Friday?",
    [decision, task('email their coordinator', n('11-13'))],
    [decision, task('email the Housing Works coordinator', n('11-13'))],
  ),
  // New York: look like a tick or a rule, are decisions
  newYork('Done going back and forth. Selling the old trailer rig, keeping the new one.', decision),
  newYork('No more estimates on Sundays. Final.', decision),
  within(
    reminded('decide about new vacuums', n('11-11 10:00')),
    newYork('ya, we buy the Shark for all the girls, is decided ✅', [done(), decision], decision),
  ),
  // New York: look like decisions, are not
  newYork('client decided she wants the tv over the fireplace after all smh', NO_CHANGE),
  newYork('Crew wants Saturdays off. Gotta think about it.', NO_CHANGE, dilemma),
  newYork('should I hire one more girl for wash and fold or my daughter help on weekend?', dilemma),
];

export const HUNDREDTWELFTH_DILEMMA: HeldOutItem[] = [
  // London: a choice with two options
  london("can't decide love, do I take on a fourth girl or just stop taking new clients for a bit? x", dilemma),
  london('Replace the van or fix the pump again\nhelp', dilemma),
  london('I dont know if I should take the night contract in Bracknell. Good money but is far and I have not enough staff', dilemma),
  london('dinnae ken whether tae take the hotel contract in Leith or keep it tae domestic. thoughts?', dilemma),
  london('yaar should I bid for the Sandwell council tender or is it too much for us right now', dilemma),
  london('should I keep holding keys for clients or make them all get lockboxes? bit worried about the insurance love', dilemma),
  // London: one option or none
  london('should I get rid o the van ken, thinking o just hiring one when I need it', dilemma),
  london('need to think something through about staff, got a min?', dilemma),
  // London: answers to daily's dilemma questions
  within(
    askedOptions('Should I change how the round works?'),
    london(
      'either I split the round in two with Tracy running the north side, or I drop the Dore clients altogether x',
      answer(null),
      dilemma,
    ),
  ),
  within(
    askedChoice('Take the hotel contract in Leith or stay domestic?', 'take the hotel contract', 'stay domestic'),
    london('stay domestic aye, the hotels want it aw done overnight', answer(2)),
  ),
  within(
    askedMatters('Replace the van or fix the pump?', 'replace the van', 'fix the pump'),
    london('money\nand not breaking down mid round', answer(null)),
  ),
  within(
    askedChoice('Bid for the Sandwell tender or leave it?', 'bid for it', 'leave it'),
    london('not yet, need to talk to my brother first', answer(null)),
  ),
  // London: mention a dilemma, are not one
  london('Big dilemma yesterday with alarm code in the office but is fixed now', NO_CHANGE),
  london('should have gone with the other hoover supplier honestly love', NO_CHANGE),

  // New York: a choice with two options
  newYork('Ay no sé, I take the new client in Forest Hills or no? Is far and the 7 train is terrible', dilemma),
  newYork('should i buy the bigger ladder or just keep borrowing my cousins', dilemma),
  newYork('I thinking about pickup and delivery service, should I start or not? Need a van and a driver', dilemma),
  newYork('Hire a third guy or run two crews of two. Thoughts.', dilemma),
  newYork(
    "I'd really value some help thinking this through. A long-standing client has asked me to take on her mother's house in Westchester. It's three weekends and very good money, but it means turning away two smaller Brooklyn jobs and a lot of driving. I keep going back and forth.",
    dilemma,
  ),
  newYork('Should I pay the girls by Venmo or cash? Some of them want cash', dilemma),
  // New York: one option
  newYork('thinking bout leaving taskrabbit and just doing my own clients idk', dilemma),
  newYork('Should I sell the truck', dilemma),
  // New York: answers to daily's dilemma questions
  within(
    askedOptions('Should you change how you take orders?'),
    newYork('maybe online order with app, or keep only walk in like now', answer(null), dilemma),
  ),
  within(
    askedChoice('Hire a third guy or run two crews of two?', 'hire a third guy', 'two crews of two'),
    newYork('Third guy.', answer(1)),
  ),
  within(
    askedMatters('Take the Westchester house or keep the Brooklyn jobs?', 'take the Westchester house', 'keep the Brooklyn jobs'),
    newYork(
      "Honestly, what matters most is not letting down the clients who've already booked me, and after that my energy. The money is nice but it isn't the deciding factor.",
      answer(null),
    ),
  ),
  within(
    askedChoice('Take the new client in Forest Hills or not?', 'take her', 'say no'),
    newYork('mmm I think the first one, the money is good', answer(1)),
  ),
  // New York: look like a dilemma, are not
  newYork('dilemma solved going with the bigger ladder', decision),
  newYork("Is the Housing Works drop-off on Saturday at 10 or 11? I can't find the email.", NO_CHANGE),
];

export const HUNDREDTWELFTH_RECALL: HeldOutItem[] = [
  // London
  london(
    "what did I decide about the end of tenancy prices love? someone's asking x",
    recall('end of tenancy prices'),
    recall('end of tenancy'),
  ),
  london('what did i say about the gutter prices', recall('gutter prices'), recall('gutter')),
  london('What I decided about Katarzyna night shifts? I forget', recall('katarzyna night shifts'), recall('night shifts')),
  london('whit did ah decide aboot the Prochem again', recall('prochem')),
  london('remind me why we stopped doing the bedbug jobs yaar', recall('bedbug jobs'), recall('bedbug')),
  london(
    "did I say yes to the Hillsborough student lets? can't remember for the life of me x",
    recall('hillsborough student lets'),
    recall('student lets'),
  ),
  london('cash customers\nwhat did i land on', recall('cash customers')),
  london('We decided something about supplier for blue roll, what it was?', recall('blue roll'), recall('supplier for blue roll')),
  london('did ah ever settle on the hotel job in Leith?', recall('hotel job in leith'), recall('hotel job')),
  london('mind me whit I decided aboot the stair carpets at the Marchmont flat', recall('stair carpets'), recall('marchmont flat')),
  within(
    reminded('ring the leasing place', l('11-12 09:00')),
    london('wait what did I decide about the second van again?', recall('second van')),
  ),
  // London: look like a recall, are not
  london('remind me to decide about the Christmas rota by friday love x', task('decide about the Christmas rota', l('11-13'))),
  london('what did mrs okafor decide about the conservatory roof\ndid she ring back', NO_CHANGE),
  london('why the client decided to cancel Friday clean? nobody tell me', NO_CHANGE),

  // New York
  newYork('What I decide about Mrs Kaplan? She text me again 🙄', recall('mrs kaplan'), recall('kaplan')),
  newYork('what did i decide about the taskrabbit minimum', recall('taskrabbit minimum'), recall('taskrabbit')),
  newYork('I decide already about closing time or not yet?', recall('closing time')),
  newYork("Trailer. What'd I decide.", recall('trailer')),
  newYork(
    'Could you remind me what I decided about the express declutter? A prospective client is asking whether I still offer it.',
    recall('express declutter'),
  ),
  newYork(
    'why I say no to the airbnb cleaning in Astoria? I forgot',
    recall('airbnb cleaning in astoria'),
    recall('airbnb cleaning'),
    recall('airbnb'),
  ),
  newYork('did i say id do the mount for the dentist office or nah', recall('mount for the dentist office'), recall('dentist office')),
  newYork('What was my decision for the dryer, Speed Queen or the other one?', recall('dryer'), recall('speed queen')),
  newYork('Sunday estimates. Did we settle that', recall('sunday estimates')),
  within(
    reminded('email the Housing Works coordinator', n('11-13')),
    newYork('Before I do that, what exactly did I decide about Housing Works? I want to get the wording right.', recall('housing works')),
  ),
  // New York: look like a recall, are not
  newYork('remind me to decide on the ladder by monday', task('decide on the ladder', n('11-16'))),
  newYork('the client decided she want us every two weeks now, not every week', NO_CHANGE),
  newYork('Why customer always forget the quarters 😂', NO_CHANGE),
  newYork('What did the HOA decide on the gutter guards. Nobody called me.', NO_CHANGE),
];

export const HUNDREDTWELFTH_PRIORITISE: HeldOutItem[] = [
  // London
  london("what should I crack on with first love, it's all gone mad today x", prioritise('focus')),
  london('too much on\nwhat can wait', prioritise('drop')),
  london('Please help me plan my day, I have night shift from 10pm and much paperwork before', prioritise('plan_day')),
  london("whit should ah be daein first the day, ma heid's mince", prioritise('focus'), prioritise('plan_day')),
  london('yaar too many call-outs, what can I drop this week', prioritise('drop')),
  london('sort me day out for me would you love, three end of tenancies and the accounts x', prioritise('plan_day')),
  london('one thing today\nwhich', prioritise('focus')),
  london('What is most important now? I dont know where to start', prioritise('focus')),
  london('gonnae lay oot the rest o ma day for us', prioritise('plan_day')),
  london("what can I push back, wasp season's over but the mice are mental", prioritise('drop')),
  // London: look like prioritising, are not
  london("Tracy's got her priorities all wrong, did the Browns' oven before the bathrooms 🙄 x", NO_CHANGE),
  london('dropping the Thornton Heath round\ntoo far', decision),
  london('I cannot focus today, I slept 3 hours after night shift', NO_CHANGE, talk('feeling')),
  london(
    'first thing tomorrow the mice job in Handsworth',
    task('mice job in Handsworth', l('11-12 09:00')),
    task('mice job in Handsworth', l('11-12 08:00')),
  ),

  // New York
  newYork('Ay so much today, what I do first?', prioritise('focus')),
  newYork('whats the move today what do i hit first', prioritise('focus'), prioritise('plan_day')),
  newYork('Please make plan for my day. Two machine broken and delivery at 2', prioritise('plan_day')),
  newYork('Priorities. Go.', prioritise('focus')),
  newYork(
    "I've overcommitted this week and need to be realistic. Of everything on my list, what could reasonably be dropped or pushed without letting a client down?",
    prioritise('drop'),
  ),
  newYork('Too many clients this week and Yesenia is sick, what I can cancel?', prioritise('drop')),
  newYork('plan my day i got 2 mounts and a hardware run', prioritise('plan_day')),
  newYork('What most important today?', prioritise('focus')),
  newYork('What can slide this week', prioritise('drop')),
  newYork(
    "Could you help me structure the rest of my day? I have a client walkthrough at noon and I'd like to fit the donation run in somewhere.",
    prioritise('plan_day'),
  ),
  // New York: look like prioritising, are not
  newYork('drop the sanus order i got them at home depot', remove(words('sanus order')), done(words('sanus order'))),
  newYork('My priority is always the customer, never the machine', NO_CHANGE),
  newYork('What should I charge for a 3 story gutter clean', NO_CHANGE),
  newYork('focus focus Rosa 😅 ok I start with the Kaplan house', NO_CHANGE),
];

export const HUNDREDTWELFTH_AGENDA: HeldOutItem[] = [
  // London
  london('what have I got on today love x', list('today')),
  london('tmrw list', list('tomorrow')),
  london('What I have this week?', list('week')),
  london('ony jobs the morn?', list('tomorrow')),
  london('kya hai overdue? be honest yaar', list('overdue')),
  london("what's Friday looking like love?", list('day', '2026-11-13')),
  london('whats next', list('next')),
  london('Please show me jobs for 1/12', list('day', '2026-12-01')),
  london('whit hae I got on Monday', list('day', '2026-11-16')),
  london("anything I've let slip? 🙈", list('overdue')),
  within(
    shown('drop keys at Mrs Patel', 'invoice the letting agent', 'order microfibres'),
    london('and what about tomorrow x', list('tomorrow')),
  ),
  // London: look like a list, are not
  london('today was long\nhome now', NO_CHANGE),
  london('What is on the new contract for Friday? The client send me list of rooms', NO_CHANGE),
  london("the week's fair mobbed, tell ye", NO_CHANGE),

  // New York
  newYork('What we have today?', list('today')),
  newYork('whats on tmrw', list('tomorrow')),
  newYork('Show me all things late please', list('overdue')),
  newYork('Rest of the week.', list('week')),
  newYork(
    "Could you send me a rundown of what I've got for the rest of this week? I'm trying to see where a donation run might fit.",
    list('week'),
  ),
  newYork('What is on saturday?', list('day', '2026-11-14')),
  newYork('what i got 11/20', list('day', '2026-11-20')),
  newYork('Next job?', list('next')),
  newYork('Anything overdue.', list('overdue')),
  newYork('What does Tuesday the 17th look like for me?', list('day', '2026-11-17')),
  within(
    shown('quote for the Riverdale mount', 'return drill to cousin', 'pick up anchors'),
    newYork('ok and friday', list('day', '2026-11-13')),
  ),
  // New York: look like a list, are not
  newYork('Is the dump open tomorrow', NO_CHANGE),
  newYork('today all the houses finished!! 🙌', NO_CHANGE),
  newYork('Tomorrow the machine repair man is coming 9am', NO_CHANGE),
];

export const HUNDREDTWELFTH_FREE_TIME: HeldOutItem[] = [
  // London
  london('am I free tomorrow afternoon love? Mrs Hughes wants a quote x', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('free fri morning?', free(l('11-13 09:00'), l('11-13 12:00'))),
  london('I am free on Saturday evening? Client want meeting in the office', free(l('11-14 17:00'), l('11-14 21:00'))),
  london("am ah free the morn's morn?", free(l('11-13 09:00'), l('11-13 17:00'))),
  london('got a gap between 11 and 1 tomorrow? council want to meet', free(l('11-12 11:00'), l('11-12 13:00'))),
  london('am I clear all day Monday love, thinking of having a day off x', free(l('11-16 09:00'), l('11-16 17:00'))),
  london('2 till 4 sat\nfree?', free(l('11-14 14:00'), l('11-14 16:00'))),
  london('Do I have time Thursday from 6 to 8 in evening?', free(l('11-12 18:00'), l('11-12 20:00'))),
  london('hae I onything on the 24th? wee job in Morningside', free(l('11-24 09:00'), l('11-24 17:00'))),
  london('am I free for an hour at half 3 today?', free(l('11-11 15:30'), l('11-11 16:30'))),
  // London: it is already 15:00, so "the rest of the afternoon" runs from now
  london('am I free for the rest of the afternoon love? x', free(inMinutes(0), l('11-11 17:00')), free(l('11-11 12:00'), l('11-11 17:00'))),
  // London: look like a free-time ask, are not
  london('Dev is free tomorrow\nhe can do the Purley round', NO_CHANGE),
  london('Please free my Friday, move the supplies order to Monday', move(words('supplies order'), '2026-11-16', null)),
  london('is the council tip free for commercial waste or do they charge now?', NO_CHANGE),

  // New York
  newYork('I am free tomorrow morning? New client want to see me', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork('am i free fri afternoon got a mount in riverdale', free(n('11-13 12:00'), n('11-13 17:00'))),
  newYork('Saturday evening I have free? Family dinner', free(n('11-14 17:00'), n('11-14 21:00'))),
  newYork('Free Monday 8 to noon?', free(n('11-16 08:00'), n('11-16 12:00'))),
  newYork('Is Thursday the 19th completely clear? A client in Cobble Hill wants a full day.', free(n('11-19 09:00'), n('11-19 17:00'))),
  newYork('12/3 in the afternoon I am free?', free(n('12-03 12:00'), n('12-03 17:00'))),
  newYork('got anything between 1 and 3 today', free(n('11-11 13:00'), n('11-11 15:00'))),
  newYork('Tomorrow 2pm to 4pm I am free? Need go to bank and supplier', free(n('11-12 14:00'), n('11-12 16:00'))),
  newYork('Any gap tues morning. Estimate in Tottenville.', free(n('11-17 09:00'), n('11-17 12:00'))),
  newYork(
    "Do I have a free hour around 4 this afternoon? I'd like to squeeze in a donation drop-off.",
    free(n('11-11 16:00'), n('11-11 17:00')),
  ),
  newYork('am i free tonight a guy wants a tv up asap', free(n('11-11 17:00'), n('11-11 21:00'))),
  // New York: look like a free-time ask, are not
  newYork('Yesenia is free this Saturday, she can cover the Elmhurst house', NO_CHANGE),
  newYork('Running free estimates through December. Flyers went out.', NO_CHANGE),
  newYork(
    "Free up Friday morning for me, please: push the closet consult at the Hendersons' to next week.",
    move(words('closet consult'), '2026-11-16', null),
    move(words('hendersons'), '2026-11-16', null),
  ),
];
