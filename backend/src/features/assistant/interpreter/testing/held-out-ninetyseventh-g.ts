/**
 * Held-out set, ninetyseventh part g: greetings, feelings, statements, decisions and questions from
 * people who look after other people (and their pets), read at Wednesday 11 November 2026, 15:00
 * London / 10:00 New York.
 *
 * London (Europe/London, day-first dates):
 * - a physiotherapist in Leicester (clinic and home visits, insurer claims, HCPC);
 * - a childminder in Liverpool who writes some Scouse (parents, Ofsted, invoices, pick-ups);
 * - a counsellor in private practice in Cork (clients, supervision, indemnity, sliding scale);
 * - a locum vet in Exeter (practices across Devon, locum invoices, RCVS, cover);
 * - a doula in Hackney whose first language is Hindi (births, postnatal visits, clients' families).
 *
 * New York (America/New_York, month-first dates):
 * - a speech therapist on Staten Island (evals, IEPs, progress notes, Medicaid and DOE billing);
 * - a home health aide agency owner in Newark whose first language is Haitian Creole (aides,
 *   rotas and call-outs, the state audit, Medicaid);
 * - a massage therapist in the East Village (bookings, cancellations, rates, licence CEUs);
 * - a dog walker and pet sitter in Park Slope (walks, keys, owners, sitting weekends);
 * - an acupuncturist in Flushing who writes short, clipped messages (intakes, insurance, NCCAOM).
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  l,
  list,
  london,
  move,
  n,
  newYork,
  note,
  question,
  recall,
  task,
  talk,
  within,
  words,
  HELP,
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

export const NINETYSEVENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('ay up me duck', talk('greeting')),
  london('alright la 👋', talk('greeting')),
  london('hiya girl, u there?', talk('greeting')),
  london('Dia duit! How are things with you', talk('greeting')),
  london('good afternoon', talk('greeting')),
  london('namaste ji 🙏🙏', talk('greeting')),
  london('hello hello, back in the land of signal 📶', talk('greeting')),
  // London: a reminder is in view, a hello is still only a hello
  within(reminded('write up Mr Patel knee rehab notes', l('11-11 14:00')), london('hiya', talk('greeting'))),
  // London: a hello with an ask after it (the ask is read)
  london("namaste! pls remind me call Priya's mother tomorrow 10am", task("call Priya's mother", l('11-12 10:00')), [
    talk('greeting'),
    task("call Priya's mother", l('11-12 10:00')),
  ]),
  london("hiya, what's tomorrow looking like?", list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  london('morning! well, afternoon 🙈 can u move the Keane session to friday', move(words('Keane'), '2026-11-13', null), [
    talk('greeting'),
    move(words('Keane'), '2026-11-13', null),
  ]),
  london('hello again. anything overdue?', list('overdue'), [talk('greeting'), list('overdue')]),
  // London: opens like a greeting, is news
  london("morning clinic's off, burst pipe in the treatment room", NO_CHANGE),

  // New York: plain hellos
  newYork('bonjou daily, koman ou ye?', talk('greeting')),
  newYork('sak pase', talk('greeting')),
  newYork('heyyy good morning ☀️', talk('greeting')),
  newYork('morning.', talk('greeting')),
  newYork('早', talk('greeting')),
  newYork('buenos dias mi amor lol wrong chat but hi', talk('greeting'), NO_CHANGE),
  newYork('yo you up?', talk('greeting')),
  newYork('hello?? is this thing on', talk('greeting'), NO_CHANGE),
  // New York: a task in view, still a hello
  within(just('send Dr. Lin the artic eval', n('11-11 13:00')), newYork('hi hi', talk('greeting'))),
  // New York: a hello with an ask after it
  newYork('good morning!! can u remind me to grab keys from the Abernathys at 4', task('grab keys from the Abernathys', n('11-11 16:00')), [
    talk('greeting'),
    task('grab keys from the Abernathys', n('11-11 16:00')),
  ]),
  newYork('hi. today?', list('today'), [talk('greeting'), list('today')]),
  newYork('bonjou! remind me call Medicaid tomorrow 9am pls', task('call Medicaid', n('11-12 09:00')), [
    talk('greeting'),
    task('call Medicaid', n('11-12 09:00')),
  ]),
  // New York: opens like a greeting, is news
  newYork('hey so my 11am just cancelled, migraine', NO_CHANGE),
];

export const NINETYSEVENTH_FEELING: HeldOutItem[] = [
  // London: tired, low, shaken
  london('knackered. nine patients back to back and my thumbs are killing me', talk('feeling')),
  london('proper cream crackered, all six of them were hyper after the bonfire night stuff', talk('feeling')),
  london("I'm wrecked tbh", talk('feeling')),
  london('Heavy one today. Three back to back and one of them disclosed. Need a minute to myself.', talk('feeling')),
  london('had to put an old lab to sleep this morning, the family were in bits. bit shaken still', talk('feeling')),
  london('feeling a bit flat after supervision, not sure why', talk('feeling')),
  // London: good news in feelings
  london("absolutely buzzing, the spay went perfect and I didn't even sweat 😅", talk('feeling')),
  london("i'm made up, little Alfie said 'nana' today 🥹", talk('feeling')),
  london('very tired yaar, birth went 19 hours. baby and mama both fine 🙏', talk('feeling')),
  // London: overwhelm that mentions work but asks for nothing
  london("dead stressed, ofsted could ring any day and me paperwork's a mess", talk('overwhelmed'), talk('feeling')),
  london(
    'too much on my plate, 3 clients due same week and my mother-in-law is visiting. dimag kharab ho gaya',
    talk('overwhelmed'),
    talk('feeling'),
  ),
  london('i need a holiday. a proper one. not a CPD weekend in Harrogate', talk('feeling'), NO_CHANGE),
  // London: a reminder in view, a feeling about it is not a tick, a snooze or a skip
  within(reminded('write up Bella discharge report', l('11-11 14:30')), london("ugh honestly can't face it right now", NO_CHANGE)),

  // New York
  newYork("ugh I'm so behind on progress notes I could cry", talk('overwhelmed'), talk('feeling')),
  newYork('m fatige anpil jodi a', talk('feeling')),
  newYork('I am so stress today. two aide call out and the state audit coming monday', talk('overwhelmed'), talk('feeling')),
  newYork('my forearms are toast, six deep tissues yesterday and three more today', talk('feeling')),
  newYork('soaked to the bone lol walked 11 dogs in the rain 🌧️🐕', talk('feeling')),
  newYork('honestly loving this job today. every single pup was an angel', talk('feeling')),
  newYork('tired.', talk('feeling')),
  newYork('overwhelmed. too many intakes.', talk('overwhelmed')),
  newYork("i feel like i'm juggling knives with the billing rn", talk('overwhelmed'), talk('feeling')),
  newYork("feel bad i snapped at the front desk girl earlier, she didn't deserve that", talk('feeling')),
  newYork('i really should be doing my SOAP notes but my brain is mush', talk('feeling'), NO_CHANGE),
  within(reminded('call Mrs. Okafor re: the billing', n('11-11 09:30')), newYork("i'm exhausted man", NO_CHANGE)),
  // New York: a feeling with an ask after it (the ask is read)
  newYork('so tired. push the Ruiz session to tomorrow pls', move(words('Ruiz'), '2026-11-12', null), [
    talk('feeling'),
    move(words('Ruiz'), '2026-11-12', null),
  ]),
];

export const NINETYSEVENTH_STATEMENT: HeldOutItem[] = [
  // London: news that changes nothing
  london('my 4 oclock cancelled, the hamstring fella', NO_CHANGE),
  london("the clinic's moved the staff meeting to thursday apparently", NO_CHANGE),
  london("Jaydens mam's picking him up early today, he's got the dentist", NO_CHANGE),
  london('the Walsh couple cancelled again. third time now', NO_CHANGE),
  london('indemnity insurance renewed itself, grand so', NO_CHANGE),
  london('the practice in Crediton finally paid my locum invoice 🙌', NO_CHANGE),
  london("cover for saturday's sorted, Jess is doing it", NO_CHANGE),
  london("Amara's baby came last night!! 3.2kg girl 💕", NO_CHANGE),
  london('hospital changed her induction to friday', NO_CHANGE),
  london('ofsted done!! got good, me nerves are shot', NO_CHANGE),
  london('sent the invoice to the Murphys yesterday btw', NO_CHANGE),
  // London: with the task in view, the same kind of news is a tick
  within(reminded('send the Murphys their November invoice', l('11-11 14:00')), london('sent it this morn, forgot to tell u', done())),
  within(reminded('renew RCVS membership', l('11-11 12:00')), london("already did that on monday, it's all gone through", done())),
  // London: the task in view, news about something else
  within(reminded('book Rex in for his dental', l('11-11 15:00')), london('the Morgans paid btw', NO_CHANGE)),
  within(just('postnatal visit Amara', l('11-12 11:00')), london('her mum will be there too, she only speaks Gujarati', NO_CHANGE)),

  // New York
  newYork("the DOE finally approved the Martinez kid's IEP hours", NO_CHANGE),
  newYork('Medicaid denied the Thompson claim again smh', NO_CHANGE),
  newYork('Madam Joseph aide no show this morning, I cover myself', NO_CHANGE),
  newYork('the state inspector cancel the visit, they come back in january', NO_CHANGE),
  newYork('my 2pm rescheduled herself to next tues on the booking site', NO_CHANGE),
  newYork('vagaro charged me twice this month fyi', NO_CHANGE),
  newYork("Biscuit's owners are coming back early so no sitting this weekend", NO_CHANGE),
  newYork('got nipped by a chihuahua lol im fine', NO_CHANGE),
  newYork('Mr Chen cancel. 3pm.', NO_CHANGE),
  newYork('insurance paid. finally.', NO_CHANGE),
  newYork('done with the Flatbush walk, Pepper pulled the whole way', NO_CHANGE),
  // New York: the task in view
  within(reminded('fax the eval to Dr. Lin', n('11-11 09:00')), newYork('faxed', done())),
  within(reminded('call Aetna about the Wong claim', n('11-11 09:30')), newYork('called. 40 min on hold, they say resubmit', done())),
  within(reminded('pick up Luna from the groomer', n('11-11 11:00')), newYork('groomer says she needs another hour', NO_CHANGE)),
];

export const NINETYSEVENTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london("decided I'm not doing home visits anymore, the petrol alone is crippling me", decision),
  london('going with Cliniko over Jane for the booking system', decision),
  london("right that's it, not taking on any more under 2s", decision),
  london('am putting me fees up to £6.50 an hour from january', decision),
  london('Staying with Siobhan for supervision. Not switching.', decision),
  london("I'm done with that practice in Tiverton, not going back there", decision),
  london('taking the 3 month contract at Honiton', decision),
  london('final decision - i will not take any clients due in december, family coming from Pune', decision),
  // London: look like decisions, are not
  london('thinking about maybe dropping saturday mornings? idk', NO_CHANGE, dilemma),
  london('i wish i could stop doing the out of hours rota', NO_CHANGE),
  london('need to decide about the new software by friday', task('decide about the new software', l('11-13'))),
  london('what did I decide about the sliding scale again?', recall('sliding scale')),
  london('note to self, the Patels prefer a text not a call', note),
  // London: a dilemma's choice answered
  within(
    askedChoice('Take the Honiton contract or stay freelance?', 'take the Honiton contract', 'stay freelance'),
    london('the contract. decided', answer(1)),
  ),

  // New York: decisions in plain words
  newYork('gonna drop the tuesday clinic and go full teletherapy on tuesdays', decision),
  newYork("we're switching billing over to SimplePractice", decision),
  newYork('I decide: no more hiring aide without reference check. never again', decision),
  newYork('ok we not renewing with the staffing agency, mwen deside', decision),
  newYork('raising my 90 min to $160 starting dec 1', decision),
  newYork("ok I'm officially not doing couples massage anymore", decision),
  newYork('decided to cap it at 4 dogs per walk', decision),
  newYork('No more Sunday hours. Decided.', decision),
  // New York: look like decisions, are not
  newYork('might go with Gusto for payroll, not sure yet', NO_CHANGE),
  newYork('should I take the Bay Ridge client or keep fridays free', dilemma),
  newYork('we should prob raise prices next year', NO_CHANGE),
  within(
    askedChoice('Hire a second walker or turn down new clients?', 'hire a second walker', 'turn down new clients'),
    newYork('not yet, need to see december bookings first', answer(null)),
  ),
];

export const NINETYSEVENTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("when's my supervision?", question),
  london('how do i connect my google calendar to this', question, HELP),
  london('is it worth going VAT registered or nah', question, dilemma),
  london('did I ever send the Byrne report?', question),
  london('what time is the Kowalski home visit tmrw', question),
  london('do u understand hindi? some times i write mix', question),
  london('whens the HCPC renewal deadline?', question),
  london('is it normal to charge for a late cancel if they gave 20 hours notice', question),
  within(reminded("chase Aviva for Mr Dunn's physio claim", l('11-11 14:00')), london('did they ever pay tho?', question)),
  within(
    shown('call Jess re saturday cover', 'Crediton invoice', 'order Rimadyl for the Exmouth practice'),
    london('whats number 3 again, i cant see it', question),
  ),
  // London: questions that are lists
  london("what's on today", list('today')),
  london('have I got anything on saturday', list('day', '2026-11-14')),
  london("what's on 4/12?", list('day', '2026-12-04')),
  london('wots next', list('next')),

  // New York: questions answered in words
  newYork('can you see my calendar?', question),
  newYork('whens the last day to submit my CEUs', question),
  newYork('should I bill the Hendersons for the walk they cancelled this morning?', dilemma, question),
  newYork('how do I delete a task', question, HELP),
  within(just("call Max's mom re: the allergy", n('11-12 09:00')), newYork('wait what time did i say?', question)),
  newYork('what did I decide about the overtime for aides?', recall('overtime for aides')),
  newYork('how many sessions I have left to bill for october?', question),
  // New York: questions that are lists
  newYork('tomorrow?', list('tomorrow')),
  newYork('ki sa m genyen jodi a?', list('today')),
  newYork('what do i have 11/20', list('day', '2026-11-20')),
  newYork("what's this week look like", list('week')),
  newYork('anything overdue??', list('overdue')),
];
