/**
 * Held-out messages, hundredseventh set, part g: greetings, feelings, statements, decisions and questions
 * from people who run community organisations.
 *
 * London time (day-first): Shazia, a food bank coordinator in Bradford; Gary, secretary of a youth football
 * club in Sunderland who writes some Geordie; Imogen, director of a small arts charity in Bristol; Elif, a
 * community garden organiser in Hackney whose first language is Turkish; Gwen, the church office
 * administrator in Swansea.
 *
 * New York time (month-first): Marisol, a tenant association organiser in the South Bronx whose first
 * language is Spanish; Darnell, founder of a literacy nonprofit in Newark; Jules, a mutual aid organiser in
 * Sunset Park who writes in fast lowercase; Priya, volunteer coordinator at a homeless shelter in Midtown;
 * Vernon, director of a small museum in Harlem.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
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
  task,
  within,
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

export const HUNDREDSEVENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('morning 👋', talk('greeting')),
  london('ey up', talk('greeting')),
  london("alreet pet, hoo's it gannin", talk('greeting')),
  london('Bore da! 🏴', talk('greeting')),
  london('merhaba, günaydın :)', talk('greeting')),
  london('hiya you there?', talk('greeting')),
  london('hi again', talk('greeting')),
  london('howay man wake up 😂', talk('greeting'), NO_CHANGE),
  london("Hello, this is Gwen from St Teilo's office, is this the right number for the reminders?", NO_CHANGE),
  // London: a hello, then the ask is read
  london('Good afternoon. Could you tell me what I have on tomorrow please', list('tomorrow')),
  london(
    'morning! well afternoon now lol. remind me to ring the caretaker about the hall keys at 4',
    task('ring the caretaker about the hall keys', l('11-11 16:00')),
  ),
  london("hello hello, anything overdue i've forgotten about?", list('overdue')),
  london('hi daily hope ur well. whats on friday', list('day', '2026-11-13')),
  // London: looks like a greeting, is a task
  london(
    'remind me to say hello to the new curate after the service on sunday',
    task('say hello to the new curate after the service', l('11-15')),
    task('say hello to the new curate', l('11-15')),
  ),

  // New York: plain hellos
  newYork('buenos días!', talk('greeting')),
  newYork('hola daily 🙂', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('gm gm', talk('greeting')),
  newYork('hey are u there', talk('greeting')),
  newYork('Good morning. Hope all is well on your end.', talk('greeting')),
  newYork('hello? 👀', talk('greeting')),
  // New York: a hello, then the ask is read
  newYork('hey! whats on my plate today', list('today')),
  newYork(
    'buenas, remind me tmrw 9am to call the super about the boiler in building 2',
    task('call the super about the boiler in building 2', n('11-12 09:00')),
  ),
  newYork('Hi there - can you add: email the minutes to the board by Friday. Thanks', task('email the minutes to the board', n('11-13'))),
  newYork('morning!! anything due this week?', list('week')),
  newYork('hey its me again lol add order more diapers for the pantry for saturday', task('order more diapers for the pantry', n('11-14'))),
  // New York: mentions a hello, is news
  newYork('the new volunteer said hi btw and thinks ur app is cool haha', NO_CHANGE),
];

export const HUNDREDSEVENTH_FEELING: HeldOutItem[] = [
  // London
  london('absolutely knackered today', talk('feeling')),
  london("proper swamped, three volunteers dropped out and the van still hasn't turned up", talk('overwhelmed')),
  london('feel like im drowning in funding bids', talk('overwhelmed')),
  london('BUZZING after that call with the arts council!!', talk('feeling')),
  london("I'm that stressed about the trustees meeting I can't think straight", talk('overwhelmed'), talk('feeling')),
  london('bit low today tbh, one of our regulars passed away over the weekend', talk('feeling')),
  london('am proper shattered like, been at the pitches since seven', talk('feeling')),
  london('today I am very tired, the digging was too much for my back', talk('feeling')),
  london("Feeling a bit overwhelmed with the Christmas hamper list if I'm honest", talk('overwhelmed')),
  // London: mention work or tasks, ask nothing
  london("too much on. safeguarding audit, newsletter, the hall roof. can't cope", talk('overwhelmed'), NO_CHANGE),
  london("honestly fed up with the council, that's the third time they've moved the meeting on us", NO_CHANGE),
  london('really proud of the team today, we fed 140 families 💛', NO_CHANGE),
  london('dreading the DBS checks tbh, so much chasing people for their ID', NO_CHANGE),
  within(reminded('call the fire safety officer'), london("sorry, been such a day. I'm shattered", NO_CHANGE)),

  // New York
  newYork('estoy cansadísima hoy', talk('feeling')),
  newYork('so tired i could cry', talk('feeling')),
  newYork('drowning rn. 40 ppl at the door and 6 volunteers', talk('overwhelmed')),
  newYork('lowkey burnt out ngl', talk('feeling'), talk('overwhelmed')),
  newYork('i have like 30 things to do and zero energy', talk('overwhelmed')),
  newYork('no puedo más con tanto papeleo de la ciudad', talk('overwhelmed')),
  newYork('honestly kinda lonely doing all this by myself', talk('feeling')),
  newYork('everything is on fire today lol', talk('overwhelmed')),
  // New York: mention work, dates or "done", ask nothing
  newYork("I'm so anxious about the city inspection friday", talk('feeling')),
  newYork('omg we hit the fundraising goal!!! 🎉🎉', NO_CHANGE),
  newYork("The board meeting went really well. Feels like a weight's been lifted.", NO_CHANGE),
  newYork('frustrated. the grant portal crashed twice while i was submitting', NO_CHANGE),
  newYork('feeling good about the literacy gala tbh, tickets are finally moving', NO_CHANGE),
  within(reminded('finish the grant report'), newYork("ugh i'm so behind, haven't even opened it", NO_CHANGE)),
];

export const HUNDREDSEVENTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('the council cancelled the licensing meeting', NO_CHANGE),
  london('Tesco delivery is late again', NO_CHANGE),
  london("fyi the hall's double booked on saturday, the zumba lot have it", NO_CHANGE),
  london('the lottery money came through!!', NO_CHANGE),
  london('Mrs Pryce has moved the flower rota to the second Sunday of the month', NO_CHANGE),
  london("bairns' match is off sat, pitch is waterlogged man", NO_CHANGE),
  london('newsletter went out at 10', NO_CHANGE),
  london('Ayşe has finished the raised beds today, very nice they look', NO_CHANGE),
  london("we've had 3 new volunteers sign up since monday", NO_CHANGE),
  london('Keys for the hall are with Dai at the Co-op now, not in the vestry', NO_CHANGE),
  london('sent the trustees pack out yesterday btw', NO_CHANGE),
  // London: news about the task in view: could be a tick
  within(just('send the trustees pack'), london('sent the trustees pack out this morning btw', done(), NO_CHANGE)),
  within(reminded('chase the DBS for Kev'), london("kev's dbs came back clear this morning", done(), NO_CHANGE)),
  // London: news about a different task than the one in view
  within(just('book the minibus for the away game', l('11-14')), london('the ref for saturday has pulled out', NO_CHANGE)),

  // New York: news, changes nothing
  newYork('the landlord cancelled the meeting with the tenants AGAIN', NO_CHANGE),
  newYork('city inspector pushed the walkthrough to next month', NO_CHANGE),
  newYork('donation from the Lopez family foundation came in, $5k', NO_CHANGE),
  newYork('we ran out of sleeping bags last night', NO_CHANGE),
  newYork('the heat is out again in 1420, is the third time this month', NO_CHANGE),
  newYork('just fyi the printer at the office is broken', NO_CHANGE),
  newYork('exhibit install done, looks amazing', NO_CHANGE),
  newYork('volunteer orientation moved to the 3rd floor', NO_CHANGE),
  newYork('sara is covering the overnight shift thursday', NO_CHANGE),
  newYork('food drop from city harvest got delayed til friday', NO_CHANGE),
  newYork('paid the con ed bill', NO_CHANGE),
  newYork('board approved the budget 🙌', NO_CHANGE, decision),
  // New York: with a task in view
  within(reminded('email the tutors about the schedule'), newYork('already emailed them last night', done())),
  within(just('submit the DOE grant report', n('11-13')), newYork('the DOE extended the deadline by 2 weeks btw', NO_CHANGE)),
];

export const HUNDREDSEVENTH_DECISION: HeldOutItem[] = [
  // London: decisions
  london("we're going with the cheaper caterer for the fundraiser", decision),
  london('decided: no more paper sign in sheets, everything on the tablet from now on', decision),
  london("not renewing the storage unit, we'll use the church loft instead", decision),
  london("right, made my mind up. we're applying to Children in Need not the lottery this round", decision),
  london("we're ganna stick wi the same kit supplier, nee point changing", decision),
  london('we decide to not use chemicals on the beds anymore, only organic', decision),
  london("Trustees agreed we're closing over Christmas week", decision, NO_CHANGE),
  london("let's use mailchimp for the newsletter from now on", decision),
  london('Decided to keep the Tuesday session even though numbers are low, the regulars rely on it', decision),
  // London: look like decisions, are not
  london('thinking about maybe moving distribution day to thursdays', NO_CHANGE),
  london('wish we could just stop doing the raffle', NO_CHANGE),
  london('should we go with the Co-op quote or the Booker one?', dilemma),
  london('going to ring the diocese tomorrow about the roof', task('ring the diocese about the roof', l('11-12')), NO_CHANGE),
  within(
    askedChoice('Keep the hall or move to the library?', 'keep the hall', 'move to the library'),
    london("the library. cheaper and it's got a lift", answer(2)),
  ),

  // New York: decisions
  newYork("ok we're switching to gusto for payroll", decision),
  newYork('Decision: the gala moves to the spring. Nobody has bandwidth in December.', decision),
  newYork('we go with the legal aid lawyer, not the private one, is cheaper and they know housing court', decision),
  newYork('no more walk-in intake after 9pm. final.', decision),
  newYork("we're not doing the raffle this year", decision),
  newYork('going w the smaller venue for the reading night', decision),
  newYork("after a lot of back and forth we're hiring a part-time coordinator", decision),
  newYork('board voted to raise admission to $12', decision, NO_CHANGE),
  newYork('decided to let maria run the thursday pantry on her own', decision),
  // New York: look like decisions, are not
  newYork('should we keep the shelter open on christmas day or close?', dilemma),
  newYork('i really want to stop relying on one big donor', NO_CHANGE),
  newYork('gonna decide on the caterer after i see the quotes monday', NO_CHANGE, task('decide on the caterer', n('11-16'))),
  newYork('what did we decide about the raffle?', recall('raffle')),
  within(
    askedChoice('Renew Salesforce or move to Bloomerang?', 'renew Salesforce', 'move to Bloomerang'),
    newYork('bloomerang. done deliberating lol', answer(2)),
  ),
];

export const HUNDREDSEVENTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("when's the trustees meeting again?", question),
  london('how do I get you to remind me every week about the rota', question, HELP),
  london('is it worth going for the Heritage Lottery bid this year or is it too much work?', question, dilemma),
  london('did I put the DBS renewals on my list?', question, NO_CHANGE),
  london('which day is the compost delivery, I am forget', question),
  london("what's the deadline for gift aid claims?", question),
  london('can you see my calendar?', question),
  london('how many volunteers do we need for saturday do you reckon', question),
  within(reminded('chase the council about the grant'), london('has the council replied yet do you know?', question, NO_CHANGE)),
  // London: questions that are lists and look-ups
  london('whats on today then', list('today')),
  london('anything overdue', list('overdue')),
  london('what have I got on thurs', list('tomorrow'), list('day', '2026-11-12')),
  london("what've a got on the morra like?", list('tomorrow')),
  london('am I free tomorrow between 2 and 4? the vicar wants a chat', free(l('11-12 14:00'), l('11-12 16:00'))),
  london('what did we decide about the minibus?', recall('minibus')),

  // New York: questions answered in words
  newYork('when is the DOE report due?', question),
  newYork('can you text my volunteers for me?', question),
  newYork('how do i connect google calendar', question, HELP),
  newYork('is it worth raising the suggested donation to $10?', question, dilemma),
  newYork('what time did i set the con ed call for', question),
  newYork('is 11/27 a friday?', question),
  newYork('did the museum grant report get marked done?', question, NO_CHANGE),
  newYork('how long do background checks usually take in ny?', question),
  within(
    shown('call con ed', 'flyers for the rally', 'book the church basement'),
    newYork('wait is 2 the one for the 21st?', question, NO_CHANGE),
  ),
  // New York: questions that are lists and look-ups
  newYork('what do i have today?', list('today')),
  newYork("what's my week look like", list('week')),
  newYork("what's next", list('next')),
  newYork('do i have anything on the 20th?', list('day', '2026-11-20')),
  newYork('how I can see the list of tomorrow?', list('tomorrow'), question),
  newYork('what should i focus on today', prioritise('focus')),
];
