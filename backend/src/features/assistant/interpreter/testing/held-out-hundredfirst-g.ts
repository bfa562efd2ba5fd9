/**
 * Held-out set, hundredfirst part g: property people.
 *
 * London time (day-first dates): Fiona, an Airbnb host with three flats in Edinburgh (Leith,
 * Stockbridge, Marchmont), who writes some Scots; Kev, a letting agent in Liverpool who writes
 * Scouse; Agnieszka, a property manager in Cardiff whose first language is Polish; Akosua, who owns a
 * short-let cleaning company in Brixton and whose first language is Twi; Martin, an estate agent in
 * Norwich.
 *
 * New York time (month-first dates): Eleni, a realtor in Astoria whose first language is Greek; Dan,
 * a landlord with two buildings in Bushwick; Ramón, a super and handyman in Washington Heights whose
 * first language is Dominican Spanish; Jess, an Airbnb co-host in Jersey City who writes in fast
 * lowercase; Claire, a home stager in Forest Hills.
 *
 * Their work: guests and tenants, check-ins and keys, repairs and contractors, viewings and
 * showings, leases and deposits, rent arrears, cleaners and turnovers, inspections, listings and
 * reviews. Every message is read at Wed 11 Nov 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  HELP,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  question,
  recall,
  snoozeFor,
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
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDFIRST_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('morning', talk('greeting')),
  london('alright la, you awake?', talk('greeting')),
  london('Dzień dobry! 🙂', talk('greeting')),
  london('maakye o', talk('greeting')),
  london('hiya bor', talk('greeting')),
  london('hello?? you there', talk('greeting')),
  london("hey it's me again 😅", talk('greeting')),
  london('Hello, cześć. Sorry I am late with reply, it was crazy day', talk('greeting'), talk('feeling')),
  // London: a hello with an ask after it (the ask is read)
  london('afternoon! what have I got left today', list('today'), [talk('greeting'), list('today')]),
  london(
    'hi there, remind me to drop the spare keys at the Stockbridge flat tomorrow at 10 please',
    task('drop the spare keys at the Stockbridge flat', l('11-12 10:00')),
    [talk('greeting'), task('drop the spare keys at the Stockbridge flat', l('11-12 10:00'))],
  ),
  london('awright hen. need tae get the boiler at Leith looked at by friday', task('get the boiler at Leith looked at', l('11-13')), [
    talk('greeting'),
    task('get the boiler at Leith looked at', l('11-13')),
  ]),
  london('Good afternoon. Please can you tell me what is overdue', list('overdue'), [talk('greeting'), list('overdue')]),
  london('hi hi. quick one, whats next', list('next'), [talk('greeting'), list('next')]),
  // London: a hello while a reminder waits is not an answer to it
  within(reminded('chase deposit from Flat 3 tenant'), london('hiya', talk('greeting'))),

  // New York: plain hellos
  newYork('kalimera! ☕', talk('greeting')),
  newYork('klk', talk('greeting')),
  newYork('buenos dias mi amigo, u there?', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('heyyy good morning', talk('greeting')),
  newYork('hello hello 👋 r u awake', talk('greeting')),
  newYork("Good morning. Hope you're well.", talk('greeting')),
  newYork('happy wednesday!!', talk('greeting')),
  newYork('hi, is this the daily assistant thing? my sister set it up for me', talk('greeting'), NO_CHANGE),
  // New York: a hello with an ask after it
  newYork("hi! good morning, what's on my plate today?", list('today'), [talk('greeting'), list('today')]),
  newYork('dimelo, q tengo pa hoy', list('today'), [talk('greeting'), list('today')]),
  newYork(
    'yia sou, can you remind me call the lawyer for the Ditmars closing at 2',
    task('call the lawyer for the Ditmars closing', n('11-11 14:00')),
    [talk('greeting'), task('call the lawyer for the Ditmars closing', n('11-11 14:00'))],
  ),
  newYork('morning!! ok so first thing, add pick up lockbox from home depot 11/13', task('pick up lockbox from home depot', n('11-13')), [
    talk('greeting'),
    task('pick up lockbox from home depot', n('11-13')),
  ]),
  // New York: "hello" inside a task, and a hello reported as news
  newYork('remind me to say hello to the new tenants in 2B at 6', task('say hello to the new tenants in 2B', n('11-11 18:00'))),
  newYork('lol tenant in 1F just said hi and asked if the heat is on yet', NO_CHANGE),
  within(reminded('text cleaner re unit 4B'), newYork('hey good morning', talk('greeting'))),
];

export const HUNDREDFIRST_FEELING: HeldOutItem[] = [
  // London
  london('absolutely knackered, 4 turnovers back to back', talk('feeling'), talk('overwhelmed')),
  london("feel like I'm drowning in guest messages today", talk('overwhelmed')),
  london('pure scunnered wi this boiler at Marchmont', talk('feeling'), NO_CHANGE),
  london("im proper stressed la, three tenants behind on rent and the landlord's on me back", talk('overwhelmed'), talk('feeling')),
  london('made up me, got the Anfield flat let in a day 🙌', talk('feeling'), NO_CHANGE),
  london('Today I am very tired, too many problems with tenants. Sorry for complain', talk('feeling'), talk('overwhelmed')),
  london("honestly don't know where to start, everything's on fire", talk('overwhelmed'), prioritise('focus')),
  london('chale I am tired paa', talk('feeling')),
  london('ei, this week has finished me oo', talk('overwhelmed'), talk('feeling')),
  london('bit gutted tbh, the Thorpe Hamlet viewing was a no-show', talk('feeling'), NO_CHANGE),
  london("I'm buzzing, sold the Unthank Rd house over asking!!", talk('feeling'), NO_CHANGE),
  london("so much on and the list just keeps growing, I can't face it", talk('overwhelmed')),
  london('cba with anything today', talk('feeling')),
  // London: a feeling with an ask after it (the ask is read)
  within(
    just('inventory check Flat 2', l('11-11 16:00')),
    london('shattered. push the inventory to tomorrow pls', move(ctx, '2026-11-12', null), move(words('inventory'), '2026-11-12', null)),
  ),
  // London: "done" as a feeling, with a reminder waiting: not a tick
  within(
    reminded('ring the agent about Flat 3 damp'),
    london("ugh I'm so done with today", talk('overwhelmed'), talk('feeling'), NO_CHANGE),
  ),

  // New York
  newYork("po po po what a day. i'm exhausted", talk('feeling')),
  newYork("so stressed about the Steinway closing, the buyer's bank keeps stalling", talk('feeling'), NO_CHANGE),
  newYork("ngl i'm kinda overwhelmed, 3 checkins today and the cleaner bailed", talk('overwhelmed')),
  newYork('estoy muerto bro. 6 apartamentos hoy and no lunch', talk('feeling'), talk('overwhelmed')),
  newYork('feeling really good about how the 108th st staging came out', talk('feeling'), NO_CHANGE),
  newYork("I can't keep up with all these tenant emails, I feel like I'm underwater", talk('overwhelmed')),
  newYork('honestly so proud of myself rn, 5 stars from the guest who complained about everything lol', talk('feeling'), NO_CHANGE),
  newYork("i'm anxious about the inspection friday", talk('feeling'), NO_CHANGE),
  newYork('lowkey burnt out', talk('feeling'), talk('overwhelmed')),
  newYork("Everything is too much today. I don't even know what's due", talk('overwhelmed'), list('today'), [
    talk('overwhelmed'),
    list('today'),
  ]),
  newYork("sick as a dog today, can't do any repairs", talk('feeling'), NO_CHANGE),
  // New York: a feeling with an ask after it
  within(reminded('call plumber re 3F leak'), newYork('exhausted. snooze this an hour', snoozeFor(60))),
  // New York: a feeling about the task in view: not a tick, not a removal
  within(reminded('file eviction paperwork for 2F'), newYork('i feel sick about this one honestly', talk('feeling'), NO_CHANGE)),
];

export const HUNDREDFIRST_STATEMENT: HeldOutItem[] = [
  // London: news that changes nothing
  london('guest in Flat 1 checked out early, left it spotless', NO_CHANGE),
  london('the Marchmont booking for next weekend got cancelled', NO_CHANGE),
  london('tenant at Walton Rd finally paid the arrears', NO_CHANGE),
  london('sent the deposit back to the Kensington Rd tenants yesterday btw', NO_CHANGE),
  london('Inspection at Pontcanna went fine, no issues found', NO_CHANGE),
  london('Contractor said he will not come today, maybe tomorrow, he is not sure', NO_CHANGE),
  london('The boiler in flat 4 is broken again.', NO_CHANGE),
  london('cleaner for the Brixton Hill flat finished already, she is fast o', NO_CHANGE),
  london('guest just left a 3 star review moaning about the shower pressure 🙄', NO_CHANGE),
  london('keys are with the neighbour at no. 12', NO_CHANGE),
  london('vendor accepted the offer on Earlham Rd', NO_CHANGE),
  london("survey's booked for the 2nd", NO_CHANGE),
  // London: news that could mean a change to a task of that name
  london("locksmith's moved to friday, he texted", NO_CHANGE, move(words('locksmith'), '2026-11-13', null)),
  // London: with the task in view, the news is a tick
  within(reminded('chase arrears Walton Rd'), london('she paid the lot this morning, sound', done())),
  within(just('return deposit Kensington Rd', l('11-12')), london('oh I actually sent that deposit back yesterday', done())),
  within(reminded('book gas safety check Flat 2'), london("gas man's coming thurs", done(), NO_CHANGE)),

  // New York: news that changes nothing
  newYork('the tenant in 3R moved out over the weekend', NO_CHANGE),
  newYork('super fixed the radiator in 2L already', NO_CHANGE),
  newYork('guests checked in, all good', NO_CHANGE),
  newYork('the showing at 31st ave was cancelled, buyer got sick', NO_CHANGE),
  newYork('fyi the lockbox code for 4B is now 2719', NO_CHANGE),
  newYork('rent came in from everyone except 2F', NO_CHANGE),
  newYork('done with the listing photos, they came out great', NO_CHANGE),
  newYork("insurance adjuster came by, said he'll email the report monday", NO_CHANGE),
  newYork("the movers cancelled AGAIN for tomorrow's staging", NO_CHANGE),
  newYork('paid the water bill for both buildings', NO_CHANGE),
  newYork('new cleaner starts thursday', NO_CHANGE),
  // New York: news that could mean a change to a task of that name
  newYork('closing got pushed to 12/4, lender delays', NO_CHANGE, move(words('closing'), '2026-12-04', null)),
  // New York: with the task in view, the news is a tick
  within(reminded('get radiator in 2L fixed'), newYork('ya lo arreglé esta mañana', done())),
  within(just('finish listing photos 71st Ave', n('11-11 17:00')), newYork('ok photos are done, uploading now', done())),
];

export const HUNDREDFIRST_DECISION: HeldOutItem[] = [
  // London: decisions
  london('Going with the Leith cleaners from now on, the other lot are too unreliable', decision),
  london('decided - no more one night stays at the Stockbridge flat', decision),
  london("we're not renewing the Scotland Rd lease, tenant's been a nightmare", decision),
  london("right, I'm taking the cheaper quote for the roof", decision),
  london('I decide to use the new contractor for all bathrooms, old one is too slow', decision),
  london('from december we charge £25 late fee, final', decision),
  london("we'll stick with Airbnb only, not doing booking.com", decision),
  london("I've made up my mind, I'm selling the Gorgie flat in spring", decision),
  london('Me and the vendor agreed, we drop the asking to 275', decision),
  london("not listing the Bowthorpe house until january, market's dead", decision),
  london('decided to hire a second cleaner for weekends, will post the job friday', [decision, task('post the job', l('11-13'))], decision),
  within(
    askedChoice('Keep Ama or hire the cheaper cleaner?', 'keep Ama', 'hire the cheaper cleaner'),
    london("keep Ama. she's worth the money", answer(1)),
  ),
  // London: look like decisions, are not
  london('thinking of switching to a different key exchange service', NO_CHANGE, dilemma),
  london('should I go with the cheaper cleaner or keep Ama?', dilemma),
  london('the landlord has decided to sell Flat 3', NO_CHANGE),
  london("I wish we'd never taken on the Anfield flat", NO_CHANGE),
  london('what did we decide about the late fee?', recall('late fee')),

  // New York: decisions
  newYork("ok decided, we're raising rent 3% on renewals in building 2", decision),
  newYork('going with Nikos for the kitchen reno, his price was fair', decision),
  newYork('No more cash deposits, only Zelle from now on', decision),
  newYork("i'm done with the cleaner from the app, booking maria for all turnovers", decision),
  newYork("we're keeping the Bushwick building, not selling", decision),
  newYork('decidí: boiler nuevo, no más parches', decision),
  newYork("switching the laundry room to card only, i'm done with quarters", decision),
  newYork('ok screw it, we file on 2F. lawyer starts the paperwork monday', decision),
  newYork('Using the grey sofa set for the Forest Hills listing instead of the blue', decision),
  newYork("Decision: I'm letting the handyman for 3F go. 3rd no-show.", decision),
  newYork('going with the 12 month lease for 2R. send lease to the new tenants tmrw', [
    decision,
    task('send lease to the new tenants', n('11-12')),
  ]),
  // New York: look like decisions, are not
  newYork('maybe we should switch to quarterly inspections?', dilemma, NO_CHANGE),
  newYork('gonna try to get the listing up by friday', task('get the listing up', n('11-13')), NO_CHANGE),
  newYork("the tenant in 4A decided she's not renewing", NO_CHANGE),
  newYork('did i ever decide on the lockbox brand?', recall('lockbox')),
];

export const HUNDREDFIRST_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("when's the gas safety at Leith again?", question),
  london('how do I connect my google calendar to this', question, HELP),
  london('is it worth putting the nightly rate up for hogmanay?', question, dilemma),
  london('Did I already mark the Pontcanna inspection done?', question),
  london('can you text my cleaner for me?', question, NO_CHANGE),
  london("what's the difference between snooze and move", question, HELP),
  london('who was I meant to call back about the Thorpe viewing?', question),
  london('why did the reminder for the deposit come so early?', question),
  london('please, what time is the Clapham turnover tomorrow?', question),
  london('is the 4/12 viewing still on?', question),
  // London: questions that are lists, free time, focus, recall
  london('whats on for me today la', list('today')),
  london('have I got anything tomorrow', list('tomorrow')),
  london('anything overdue?', list('overdue')),
  london('What I have on friday?', list('day', '2026-11-13')),
  london('how many jobs have I got this week', list('week'), question),
  london('am I free tomorrow between 2 and 4', free(l('11-12 14:00'), l('11-12 16:00'))),
  london('what do I do first, everything is urgent', prioritise('focus')),
  london('remind me what I decided on the cleaners?', recall('cleaners')),

  // New York: questions answered in words
  newYork('is it legal to keep the whole deposit if they broke the lease?', question),
  newYork('can you see my calendar?', question, NO_CHANGE),
  newYork('should I raise the rent on 2F?', dilemma, question),
  newYork('when does the 2R lease end again', question),
  newYork('what time is the ditmars showing tmrw?', question),
  newYork('how much do I owe the painter?', question),
  newYork('did the cleaner confirm for saturday?', question),
  // New York: questions that are lists and recall
  newYork('whats my day look like', list('today')),
  newYork("what's next?", list('next')),
  newYork('anything this week i forgot?', list('week')),
  newYork('do i have anything 11/16?', list('day', '2026-11-16')),
  newYork("what's overdue and what's today", [list('overdue'), list('today')]),
  newYork('hey what did i decide about the pet policy', recall('pet policy')),
  // New York: a question while a reminder or a list is in view: not a tick
  within(reminded('call insurance re roof claim'), newYork("wait what's the claim number?", question)),
  within(shown('call plumber 3F', 'send lease 2R', 'order smoke detectors'), newYork('is 2 due today or tmrw?', question)),
];
