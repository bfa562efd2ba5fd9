/**
 * Held-out set, hundredninth part g: greetings, feelings, statements, decisions and questions from
 * people who work in law, property and advice.
 *
 * London (Europe/London, day-first dates):
 * - a high-street solicitor in Leicester doing wills, probate and conveyancing;
 * - an immigration adviser in Croydon, first language Urdu (Home Office, eVisas, OISC);
 * - an architect in Cardiff who drops into Welsh (planning, drawings, site visits);
 * - a chartered surveyor in Newcastle (RICS, Level 3 surveys, valuations), Geordie in places;
 * - an HR consultant in Reading (grievances, disciplinaries, tribunals, ACAS).
 *
 * New York (America/New_York, month-first dates):
 * - a solo immigration lawyer in Jackson Heights, first language Bengali (USCIS, RFEs, EADs);
 * - a real-estate attorney in Long Island City (closings, contracts, co-op boards);
 * - a court interpreter in the Bronx who writes fast and lowercase;
 * - a management consultant in Midtown (decks, SteerCo, billable hours);
 * - a structural engineer on Staten Island (DOB, permits, calcs, special inspections).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  free,
  HELP,
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
  snoozeUntil,
  talk,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (asked: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: asked, options },
});

export const HUNDREDNINTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('bore da! 👋', talk('greeting')),
  london('Assalam o alaikum, I hope you are fine', talk('greeting')),
  london('now then pet', talk('greeting')),
  london('Good afternoon, hope all is well your end', talk('greeting')),
  london('you there?', talk('greeting'), NO_CHANGE),
  london("Hello daily, it's Priya - new number, same me", talk('greeting')),
  london('hi hi 🙂', talk('greeting')),

  // London: a hello, then the ask is read
  london('shwmae! sut wyt ti? quick one, put site visit Pontcanna in for fri 9am', task('site visit Pontcanna', l('11-13 09:00'))),
  london(
    'Salam. Please add reminder call Mrs Begum regarding her eVisa on monday 11am',
    task('call Mrs Begum regarding her eVisa', l('11-16 11:00')),
  ),
  london('afternoon! been stuck in a completion all day, anything overdue?', list('overdue')),
  london("howay, back from site. what's left for today", list('today')),
  within(reminded('send draft will to Mr Patel'), london('hiya, not yet, give me an hour', snoozeFor(60))),

  // London: look like a greeting, are not
  london('Morning meeting with the partners overran massively', NO_CHANGE),
  london('Hi, remind me to say hello to the new trainee tomorrow at 9', task('say hello to the new trainee', l('11-12 09:00'))),
  london('hello?? did my last msg come through, the one about the Hussain probate', NO_CHANGE),

  // New York: plain hellos
  newYork('assalamualaikum bhai, kemon acho?', talk('greeting')),
  newYork('good morning!! ☀️', talk('greeting')),
  newYork('buenos dias daily', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('hey daily hows it going', talk('greeting')),
  newYork('u there', talk('greeting'), NO_CHANGE),

  // New York: a hello, then the ask is read
  newYork("hey there - quick q, what's on my plate this week?", list('week')),
  newYork(
    'Good morning. pls remind me to file the I-765 for Rahman family by friday',
    task('file the I-765 for Rahman family', n('11-13')),
  ),
  newYork('gm. am i free tmrw 2-4?', free(n('11-12 14:00'), n('11-12 16:00'))),
  newYork('hi!! add closing prep for 41-12 Vernon Blvd thurs 3pm thx', task('closing prep for 41-12 Vernon Blvd', n('11-12 15:00'))),
  within(reminded('call Mr Alam re RFE'), newYork('hi yes just did it', done())),

  // New York: look like a greeting, are not
  newYork('Good morning all - the SteerCo deck went out at 7.', NO_CHANGE),
  newYork('hello hello, finally out of the 9am calendar call lol', talk('greeting'), NO_CHANGE),
];

export const HUNDREDNINTH_FEELING: HeldOutItem[] = [
  // London
  london('absolutely shattered today', talk('feeling')),
  london('I am very stressed, too many clients and Home Office keep changing the rules every month', talk('overwhelmed'), talk('feeling')),
  london('drowning in conveyancing files tbh, 3 completions on friday', talk('overwhelmed')),
  london('BUZZING - planning committee approved the Penarth scheme!!', talk('feeling'), NO_CHANGE),
  london("wedi blino'n lân 😩", talk('feeling')),
  london('feel a bit low after the tribunal today if im honest', talk('feeling')),
  london('canny fed up wi this valuation like, comparables are all ower the place', talk('feeling')),
  london('honestly I dont know where to start, everything is urgent', talk('overwhelmed'), prioritise('focus')),
  london('Feeling really positive about Mr Ahmed appeal, inshallah we will win', talk('feeling')),
  london("I can't face another disciplinary hearing this week. I just can't", talk('overwhelmed'), talk('feeling')),
  london('bit nervous about the RICS audit tomorrow', talk('feeling')),
  london('so relieved, exchange finally happened on Marsh Lane 🙌', talk('feeling'), NO_CHANGE),
  within(reminded('finish Thompson grievance report'), london("ugh I'm so behind on it, feel awful", talk('feeling'), talk('overwhelmed'))),
  within(reminded('ring the Fosters about the survey'), london('knackered. snooze this till 9 tomorrow', snoozeUntil(l('11-12 09:00')))),

  // New York
  newYork('so tired. two hearings back to back and the mandarin interpreter never showed', talk('feeling')),
  newYork('im exhausted lol', talk('feeling')),
  newYork("feel like i'm drowning in RFEs this month", talk('overwhelmed')),
  newYork('mon khub kharap aaj. feeling very down today', talk('feeling')),
  newYork('honestly pumped after that partner call, they want us for phase 2', talk('feeling'), NO_CHANGE),
  newYork("too much on my plate, can't even think straight rn", talk('overwhelmed')),
  newYork("stressed about the 12/3 closing, lender still hasn't sent the clear to close", talk('feeling'), talk('overwhelmed'), NO_CHANGE),
  newYork('anxious af about the DOB audit', talk('feeling')),
  newYork('kinda proud of myself ngl, billed 52 hrs this week', talk('feeling')),
  newYork('i hate this job some days', talk('feeling')),
  newYork("burnt out. that's it that's the message", talk('overwhelmed'), talk('feeling')),

  // New York: a feeling with an ask after it, or one that reads like a plan
  newYork("I'm overwhelmed, can you move the Ortiz brief to monday", move(words('Ortiz brief'), '2026-11-16', null)),
  newYork('feeling like i should call the Gomez family tomorrow', unclear, task('call the Gomez family', n('11-12'))),
];

export const HUNDREDNINTH_STATEMENT: HeldOutItem[] = [
  // London: news, nothing to change
  london('the Hendersons have pulled out of the purchase', NO_CHANGE),
  london('Home Office cancelled Mr Chaudhry interview AGAIN', NO_CHANGE),
  london('FYI the council moved planning committee to the 26th', NO_CHANGE),
  london("sent the draft contract to the buyers' solicitors this morning btw", NO_CHANGE),
  london('Level 3 on Jesmond Rd came back clean, not a spot of damp', NO_CHANGE),
  london("client cancelled the 2pm, she's poorly", NO_CHANGE),
  london('tribunal is listed for 3/3 now', NO_CHANGE),
  london('rained all day in Cardiff, site visit was a mudbath', NO_CHANGE),
  london("tenant's paid the deposit, finally", NO_CHANGE),
  london('OISC renewal went through, all sorted for another year alhamdulillah', NO_CHANGE),
  london('my paralegal is off sick till monday', NO_CHANGE),
  london('just had Land Registry on the phone, requisition raised on the Oadby title', NO_CHANGE),

  // London: a task is in view, so the news may be a tick
  within(just('send draft contract to buyers solicitors'), london('sent it over this morning btw', done(), NO_CHANGE)),
  within(reminded('chase Nationwide for mortgage offer'), london('Nationwide sent the offer through at lunch', done(), NO_CHANGE)),

  // New York: news, nothing to change
  newYork('USCIS approved the Hossain I-130!!! 🎉', NO_CHANGE),
  newYork('closing got pushed to the 20th, lender issue', NO_CHANGE),
  newYork('judge adjourned the whole calendar, im out early', NO_CHANGE),
  newYork("client's wife just called, he got detained at JFK", NO_CHANGE),
  newYork('dob signed off on the permit', NO_CHANGE),
  newYork("deck's done, sent it to the partner at 6am", NO_CHANGE),
  newYork('billed 7.5 hrs yesterday on the queens matter', NO_CHANGE),
  newYork('fyi steel shop drawings delayed again', NO_CHANGE),
  newYork('my assistant already booked the bengali interpreter for the 18th', NO_CHANGE),
  newYork(
    "ok so um yeah the meeting with the Park Ave client went fine, they'd like a proposal sometime next week but nothing concrete",
    NO_CHANGE,
  ),
  newYork('retainer came in from the Rahmans, $2,500', NO_CHANGE),
  newYork('hearing got rescheduled to 12/4', NO_CHANGE),

  // New York: a task is in view
  within(reminded('send retainer agreement to Mr Das'), newYork('he signed it already lol, sent it back last night', done())),
  within(
    just('Vernon Blvd closing', n('11-17 11:00')),
    newYork('lender pushed it to the 20th fyi', move(ctx, '2026-11-20', null), NO_CHANGE),
  ),
];

export const HUNDREDNINTH_DECISION: HeldOutItem[] = [
  // London: decisions
  london('Decided - not taking on any more legal aid files this year', decision),
  london("we're going with Searches UK for local searches from now on, cheaper and quicker", decision),
  london('ok I will not charge Mr Akhtar for the second appeal, he is struggling with money', decision),
  london('going with the timber cladding on the Llandaff job, client loves it', decision),
  london("right, I'm dropping the panel valuation work, fees are a joke", decision),
  london("Final answer: we'll settle the Morgan claim rather than go to tribunal", decision),
  london('penderfyniad: no more site visits on Fridays', decision),
  london("We've agreed with the client to go for full planning, not outline", decision),
  within(
    askedChoice('Take on a second trainee or not?', 'hire a second trainee', 'stay as we are'),
    london('lets go with the trainee', answer(1)),
  ),

  // London: look like decisions, are not
  london('thinking I might move over to Clio at some point', NO_CHANGE),
  london('wish we could stop doing fixed fee probate honestly', NO_CHANGE),
  london('should I take the Sutton case or refer it out?', dilemma),
  london('need to decide on the new fee scale by friday', task('decide on the new fee scale', l('11-13'))),
  london('Mrs Kaur has chosen to sell rather than rent it out', NO_CHANGE),

  // New York: decisions
  newYork('decided: no more pro bono asylum cases until after January', decision),
  newYork('im gonna stop doing saturday consults. final.', decision),
  newYork("we're using Dotloop for all contracts going forward", decision),
  newYork('not renewing the office lease on Roosevelt Ave, moving to a shared space', decision),
  newYork('ok going with the steel moment frame instead of the shear walls', decision),
  newYork("i've decided to raise the retainer to $3,500 for removal defense", decision),
  newYork("screw it, i'm turning down the housing court contract", decision),
  within(
    askedChoice('Hire an associate or a paralegal?', 'associate', 'paralegal'),
    newYork('paralegal. cheaper and i need help w the forms more than court', answer(2)),
  ),

  // New York: look like decisions, are not
  newYork('gonna maybe look at hiring a paralegal next year', NO_CHANGE),
  newYork('do you think I should raise my hourly rate?', dilemma, NO_CHANGE),
  newYork('what did I decide about Dotloop?', recall('Dotloop')),
  newYork("I'll decide on the engineer of record thing after the meeting thurs", NO_CHANGE),
  newYork('the client decided to go with another firm 🙄', NO_CHANGE),
];

export const HUNDREDNINTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('when is the Gupta completion again?', question),
  london('how do I connect my Outlook calendar?', question, HELP),
  london('is it worth getting my assistant through AssocRICS?', question, dilemma),
  london('did I ever add the Evans will signing?', question),
  london('Can you send messages in Urdu also?', question),
  london('how many weeks Home Office normally take for spouse visa decision', question),
  london("what's the deadline for the Jones SDLT return?", question),
  london('quick q - does the reminder ping me on whatsapp or email me?', question),
  within(shown('draft Hughes report', 'call ACAS', 'invoice Tesco Express'), london("what's number 2 about again?", question)),

  // London: questions that are lists or free time
  london("what's on today?", list('today')),
  london('anything due this week?', list('week')),
  london('what have I got on thursday', list('tomorrow'), list('day', '2026-11-12')),
  london('whats overdue', list('overdue')),
  london('am I free friday afternoon, 2 till 5?', free(l('11-13 14:00'), l('11-13 17:00'))),

  // London: a complaint in question form that asks for a change
  london('why is the Patel site visit on saturday?? I said thursday', move(words('Patel site visit'), '2026-11-12', null), unclear),

  // New York: questions answered in words
  newYork("when's my next court date?", question, list('next')),
  newYork('how do i turn off the morning messages', question, HELP),
  newYork('is it worth raising my consult fee to $200?', question, dilemma),
  newYork("wait did i already file the Akter EAD? can't remember", question),
  newYork('can u read spanish msgs?', question),
  newYork("what's the filing fee for an I-485 these days, do u know", question),
  newYork('how much did i bill on the Chen matter this month?', question),
  within(reminded('call DOB about the Hylan Blvd permit'), newYork("wait what's the permit number again?", question)),

  // New York: questions that are lists, free time, focus or recall
  newYork('whats on for today', list('today')),
  newYork('whats tmrw look like', list('tomorrow')),
  newYork('anything overdue I should worry about?', list('overdue')),
  newYork('free thursday 3-5?', free(n('11-12 15:00'), n('11-12 17:00'))),
  newYork('what should I focus on today', prioritise('focus')),
  newYork('did I ever decide on the coworking space?', recall('coworking space')),

  // New York: a question that is really an ask
  newYork('can you remind me to call the court clerk at 2?', task('call the court clerk', n('11-11 14:00'))),
];
