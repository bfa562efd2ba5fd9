import type { ConversationState, Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
  decision,
  dilemma,
  done,
  free,
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
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the seventy-third held-out set: fourteen people in health, wellbeing and
 * professional practices. On London time (day-first dates): a physiotherapist with a small clinic in
 * Clapham, an osteopath in Guildford, a counsellor working from a room in Walthamstow, a bookkeeper
 * in Watford with a book of small-business clients, a high-street solicitor in Croydon (conveyancing,
 * probate, wills), a freelance translator in Brighton (Polish and Portuguese, certified work) and a
 * mobile massage therapist in Islington. On New York time (month-first dates): a yoga studio owner
 * in Brooklyn, a nutritionist in Hoboken, the practice manager of a dental office in Queens, a locum
 * vet doing relief shifts across Westchester, a life coach in Manhattan, a recruiter in Jersey City
 * and a mortgage broker on Long Island. They text between patients, sessions and closings, and
 * dictate voice notes on the move: trade words (HEP, DNA, MTD, TR1, CAT tool, class pack, macros,
 * perio, relief shift, discovery call, req, rate lock), typos, lower case. This half holds small
 * talk, questions, news that carries a job word or a time, the decision journal, the agenda, free
 * time, unsure messages and bare replies with nothing to answer. Read at HELD_OUT_NOW: Wednesday
 * 11 November 2026, 15:00 in London, 10:00 in New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** Last numbered lists daily sent. */
const PHYSIO_LIST = {
  listed: ['Write up the Hughes ACL notes', 'Order more kinesio tape', 'Email HEP to Mr Adebayo', 'Renew HCPC registration'],
};
const BOOKS_LIST = {
  listed: [
    'File the VAT return for Hales Plumbing',
    'Run payroll for the bakery',
    'Chase Dev for his receipts',
    'Reconcile the Xero bank feed',
  ],
};
const DENTAL_LIST = {
  listed: ['Verify insurance for tomorrow', 'Call the Dentrix rep', 'Order gloves size M', 'Confirm the hygienist temp'],
};
const BROKER_LIST = {
  listed: ['Lock the rate for the Castellanos', 'Send the Bhatt pre-approval', 'Chase the appraisal on Elm St', 'Update the CRM'],
};

type Wall = (text: string) => string;
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const span = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['06:00', '12:00'],
  ['07:00', '12:00'],
];
const AFTERNOON: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const EVENING: [string, string][] = [
  ['17:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '21:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
const WHOLE_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
/** "after 3": from then to the end of the working day or of the day. */
const after = (from: string): [string, string][] => [
  [from, '17:00'],
  [from, '18:00'],
  [from, '24:00'],
];
/** "before 11": from the start of the working day or of the day until then. */
const before = (to: string): [string, string][] => [
  ['00:00', to],
  ['08:00', to],
  ['09:00', to],
];
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];
/** "this morning" / "this afternoon" read at 10:00 in New York may start now. */
const THIS_MORNING_N: Intent[] = [...span(n, '11-11', MORNING), free(n('11-11 10:00'), n('11-11 12:00'))];
const THIS_AFTERNOON_N: Intent[] = [...span(n, '11-11', AFTERNOON), free(n('11-11 10:00'), n('11-11 17:00'))];
/** "this evening" / "rest of today" read at 15:00 in London. */
const REST_OF_TODAY_L: Intent[] = span(l, '11-11', [
  ['15:00', '17:00'],
  ['15:00', '18:00'],
  ['15:00', '24:00'],
]);

export const SEVENTYTHIRD_GREETING: HeldOutItem[] = [
  london('morning daily', talk('greeting')),
  london('hiya, between patients', talk('greeting')),
  london('hello hello 👋', talk('greeting')),
  london('afternoon!', talk('greeting')),
  london('hi, just out of court', talk('greeting')),
  london('dzień dobry daily', talk('greeting')),
  london('evening, last client gone', talk('greeting')),
  london('hey you', talk('greeting')),
  london('olá', talk('greeting')),
  within(PHYSIO_LIST, london('hiya', talk('greeting'))),
  newYork('good morning ☀️🧘', talk('greeting')),
  newYork('hey daily', talk('greeting')),
  newYork('hi there', talk('greeting')),
  newYork('morning! first patient in 10', talk('greeting')),
  newYork('heyyy', talk('greeting')),
  newYork('hello from the clinic parking lot', talk('greeting')),
  newYork('yo daily whats up', talk('greeting')),
  newYork('gm', talk('greeting')),
  within(BROKER_LIST, newYork('hey there', talk('greeting'))),
  london('ok off home now, night', talk('goodbye')),
  newYork('heading into a closing, ttyl', talk('goodbye')),
  newYork('namaste, bye for now', talk('goodbye')),
];

export const SEVENTYTHIRD_THANKS: HeldOutItem[] = [
  london('ta', talk('thanks')),
  london('cheers lovely', talk('thanks')),
  london('thank you!!', talk('thanks')),
  london('dziękuję', talk('thanks')),
  london('obrigada', talk('thanks')),
  london('thanks, that helps', talk('thanks')),
  london('ah brilliant, thanks', talk('thanks'), talk('acknowledgement')),
  london('much obliged', talk('thanks')),
  london('thank u x', talk('thanks')),
  within(reminded('Send Mrs Dunne her completion statement', l('11-11 15:00')), london('thanks for the nudge', talk('thanks'))),
  newYork('thank you!', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork('tysm', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('you’re a lifesaver, thank you', talk('thanks')),
  newYork('thanks so much 🙏', talk('thanks')),
  newYork('perfect, thx', talk('thanks'), talk('acknowledgement')),
  newYork('grateful as always', talk('thanks')),
  newYork('thank you kindly', talk('thanks')),
  within(DENTAL_LIST, newYork('great thanks', talk('thanks'), talk('acknowledgement'))),
  within(talkedOf('Call the Dentrix rep', n('11-12 09:00')), newYork('thanks!', talk('thanks'))),
];

export const SEVENTYTHIRD_FEELING: HeldOutItem[] = [
  london('knackered, 9 patients back to back and no lunch', talk('feeling')),
  london('my thumbs are killing me after all that deep tissue', talk('feeling')),
  london('heavy session this morning, still sitting with it tbh', talk('feeling')),
  london('so stressed, 40 clients and MTD breathing down my neck', talk('overwhelmed')),
  london('absolutely buzzing, we exchanged on the Patel house finally', talk('feeling')),
  london('fed up of chasing people for their receipts', talk('feeling')),
  london("i'm drowning in certified translations this week", talk('overwhelmed')),
  london('bit wobbly today, not sure why', talk('feeling')),
  london('proud of Mr Hughes, walked without crutches today', talk('feeling')),
  london("so um I'm just really tired, like the sort of tired where sleep doesn't fix it you know", talk('feeling')),
  london('honestly too much on, cant think straight', talk('overwhelmed')),
  london('nervous about the SRA audit next month', talk('feeling')),
  newYork('exhausted, taught 4 classes today', talk('feeling')),
  newYork('frustrated, two no-shows already this morning', talk('feeling')),
  newYork('so happy, studio hit 200 members!!', talk('feeling')),
  newYork('overwhelmed w insurance verifications, theres like 60', talk('overwhelmed')),
  newYork('sad day, had to put down a lab i loved', talk('feeling')),
  newYork('anxious about rates going up again', talk('feeling')),
  newYork('feeling kinda burnt out on coaching calls ngl', talk('feeling')),
  newYork('stoked, candidate accepted the offer 🎉', talk('feeling')),
  newYork("i'm swamped, 3 closings this week and an appraisal came in low", talk('overwhelmed')),
  newYork('ugh tired of clients ignoring their meal plans', talk('feeling')),
  within(reminded('Chase the appraisal on Elm St'), newYork('ugh so stressed today', talk('feeling'))),
];

export const SEVENTYTHIRD_QUESTION: HeldOutItem[] = [
  london('how many CPD hours do osteos need a year', question),
  london('whats the VAT threshold now', question),
  london('is sports massage vat exempt?', question),
  london('how long do I have to keep client notes after therapy ends', question),
  london('what rate per word for PL>EN legal docs is fair', question),
  london('do I need to register with the ICO as a sole trader counsellor', question),
  london('when does the Dunne completion happen again?', question),
  london('whats the deadline for self assessment paper returns', question),
  london('can you book me a room for supervision?', question, HELP),
  london('who was the GP who referred Mrs Oyelaran', question),
  london('is shockwave worth the money for a small clinic', question, dilemma),
  london('how do I add a second person to this?', question, HELP),
  newYork('how much should I charge for a 200hr teacher training', question),
  newYork('what CE credits does NY require for RDs', question),
  newYork('is D2150 covered by delta usually?', question),
  newYork('how long is a DEA registration good for', question),
  newYork("when's the Bhatt closing?", question),
  newYork('what’s a normal placement fee for a senior engineer', question),
  newYork('do I need ICF credentials to call myself a coach', question),
  newYork("what's next on my list?", question, list('next')),
  newYork('how do I write off a no-show fee in Dentrix', question),
  newYork('should I start a waitlist for the 6am class?', question, dilemma),
  newYork('what does a 10 year treasury have to do with my rates lol', question),
];

/** Facts and news, several with a job word, a name or a time in them: nothing may change. */
export const SEVENTYTHIRD_STATEMENT: HeldOutItem[] = [
  london('Mrs Dunne completes friday at 2', NO_CHANGE),
  london('Mr Hughes cancelled his 4pm', NO_CHANGE),
  london('new referral from the GP surgery on Lavender Hill', NO_CHANGE),
  london('the Polish birth certificate job came in, 6 pages', NO_CHANGE),
  london('supervision moved to thursdays from next month', NO_CHANGE),
  london('Hales Plumbing finally sent their bank statements', NO_CHANGE),
  london('the search results on Elmwood Rd came back clear', NO_CHANGE),
  london('couch roll delivery comes tomorrow between 8 and 12', NO_CHANGE),
  london('probate granted for the Okafor estate', NO_CHANGE),
  london('Gosia paid the invoice for the patent translation', NO_CHANGE),
  london('my massage table hinge snapped mid session lol', NO_CHANGE),
  within(reminded('Email HEP to Mr Adebayo'), london('the hospital car park is £4 an hour now, robbery', NO_CHANGE)),
  london(
    'so just um letting you know the Okafor probate came through this morning, family are really pleased, and the house sale can go ahead now which is, yeah, good',
    NO_CHANGE,
  ),
  london('submitted the VAT return for the bakery this morning', NO_CHANGE, done(words('bakery'))),
  newYork('6am vinyasa was full again', NO_CHANGE),
  newYork('Dr Kim is out friday', NO_CHANGE),
  newYork('the hygienist temp starts monday at 8', NO_CHANGE),
  newYork('client lost 9 lbs since september', NO_CHANGE),
  newYork('relief shift at Pleasantville got extended through december', NO_CHANGE),
  newYork('the Castellanos appraisal came in at value', NO_CHANGE),
  newYork('rates went up an eighth today', NO_CHANGE),
  newYork('two new discovery calls booked for next week', NO_CHANGE),
  newYork('candidate for the Jersey City req withdrew', NO_CHANGE),
  newYork('Mindbody is down again', NO_CHANGE),
  newYork(
    "ok so voice note, uh, the Bhatts' underwriter came back with conditions, nothing crazy, just a letter of explanation for a deposit, and the appraisal's scheduled for the 18th",
    NO_CHANGE,
  ),
  newYork('sent the Bhatt pre-approval letter this morning', NO_CHANGE, done(words('Bhatt'))),
  newYork('the autoclave guy is coming thursday between 1 and 3', NO_CHANGE),
  newYork('my teacher training cohort is 14 people', NO_CHANGE),
  within(DENTAL_LIST, newYork('we had 4 emergency walk ins this morning', NO_CHANGE)),
  within(talkedOf('Confirm the hygienist temp', n('11-12 09:00')), newYork('the last temp was great btw', NO_CHANGE)),
];

export const SEVENTYTHIRD_DECISION: HeldOutItem[] = [
  london("decided, i'm not taking any more whiplash claims work", decision),
  london('going with Cliniko over Jane for bookings', decision),
  london('right, sessions go up to £65 from january', decision),
  london('decision: no more sat clinics after christmas', decision),
  london('not renewing the lease on the second room', decision),
  london("i'll stop doing fixed fee probate, hourly only", decision),
  london('ok dropping the bakery as a client, too much hassle for £80 a month', decision),
  london('final call: minimum charge of £40 per certified translation', decision),
  london('going to do home visits only on tues and thurs', decision),
  london("so yeah um after a lot of thinking I've decided I'm going to stop seeing couples", decision),
  london('moving everyone onto Xero by april, no more sage', decision),
  newYork('decided to close the studio thanksgiving weekend', decision),
  newYork("we're switching to class packs only, no more drop ins", decision),
  newYork('ok going with the cheaper glove supplier', decision),
  newYork('decision made: no more overnight emergency shifts', decision),
  newYork("i'm raising my coaching package to $1,800", decision),
  newYork('going to stop taking contingency searches under 100k', decision),
  newYork('decided we’ll offer virtual consults only on fridays', decision),
  newYork("not using that appraisal mgmt company again, they're too slow", decision),
  newYork('we’re going out of network with Cigna in jan', decision),
  newYork('I’ll hire the second front desk person, decided', decision),
  newYork(
    "alright so after the numbers this month I've decided, um, we're not renewing the ClassPass partnership, it's just eating our margins",
    decision,
  ),
];

export const SEVENTYTHIRD_DILEMMA: HeldOutItem[] = [
  london('buy a shockwave machine or rent one?', dilemma),
  london('should i take on Dr Shah as an associate or stay solo', dilemma),
  london('cliniko or jane?', dilemma),
  london(
    "so I'm going back and forth, um, whether to take the Harley Street room two days a week, it's £900 a month which is a lot but the referrals would be amazing, or just stay at home clinic, I don't know",
    dilemma,
  ),
  london('raise my rates in jan or wait till april', dilemma),
  london('take the big agency contract or keep my direct clients', dilemma),
  london('online sessions only or keep the room in walthamstow', dilemma),
  london('should I go VAT registered voluntarily', dilemma, question),
  london('hire a paralegal or outsource the conveyancing searches', dilemma),
  london('portable table or get a proper studio space?', dilemma),
  london('do i drop the bakery or put their fee up', dilemma),
  london('keep doing pilates classes or focus on 1:1s', dilemma),
  newYork('should i open a second studio in park slope', dilemma, question),
  newYork('hire another hygienist or extend hours', dilemma),
  newYork('go full time at one clinic or keep doing relief', dilemma),
  newYork('group program or 1:1 only next year', dilemma),
  newYork(
    "ok so thinking out loud, do I keep the Tuesday relief at Mt Kisco, which pays well but the commute is brutal, or take the Scarsdale one that's closer but less money",
    dilemma,
  ),
  newYork('in network with aetna or stay cash pay', dilemma),
  newYork('retained or contingency for the VP search?', dilemma),
  newYork('lock the Castellanos rate now or float it a week', dilemma),
  newYork('raise class prices or add more classes', dilemma),
  newYork('should I take the Yonkers shift on thanksgiving? double pay but ugh', dilemma, question),
  newYork('buy a new pano machine or repair the old one', dilemma),
];

export const SEVENTYTHIRD_RECALL: HeldOutItem[] = [
  london('what did i decide about whiplash work', recall('whiplash')),
  london('why did I pick cliniko again', recall('cliniko')),
  london('what did I say about saturday clinics', recall('saturday'), recall('sat clinic')),
  london('remind me what I decided about session prices', recall('price'), recall('session')),
  london('what was my decision on the second room', recall('room')),
  london('did i decide anything about fixed fee probate', recall('probate')),
  london('what did we say re the bakery', recall('bakery')),
  london('what was my minimum for certified translations', recall('certified')),
  london('home visits, what did I land on', recall('home visit')),
  london('why did I stop seeing couples', recall('couples')),
  london('what did i decide about sage', recall('sage'), recall('xero')),
  newYork('what did I decide about thanksgiving weekend', recall('thanksgiving')),
  newYork('why did we go class packs only', recall('class pack')),
  newYork('which glove supplier did we pick', recall('glove')),
  newYork('what did i decide about overnight shifts', recall('overnight')),
  newYork('what did i set the coaching package at', recall('coaching package'), recall('package')),
  newYork('remind me what I said about contingency searches', recall('contingency')),
  newYork('virtual consults, what did I decide', recall('virtual')),
  newYork('what did i decide about the appraisal company', recall('appraisal')),
  newYork('cigna, what did we decide again?', recall('cigna')),
  newYork('did I decide on the front desk hire', recall('front desk')),
];

export const SEVENTYTHIRD_PRIORITISE: HeldOutItem[] = [
  london('20 mins till my next patient, what should I get done', prioritise('focus')),
  london('what needs doing first', prioritise('focus')),
  london('too many returns due, which can wait', prioritise('drop')),
  london('plan my day tomorrow pls', prioritise('plan_day')),
  london("what's most urgent before the completion friday", prioritise('focus')),
  london('help me work out what to ditch this week', prioritise('drop')),
  london('organise my afternoon for me', prioritise('plan_day')),
  london('whats the one thing I mustnt forget today', prioritise('focus')),
  london("got a cancellation, what's the best use of the hour", prioritise('focus')),
  london("I can't do all of it this week, what can go", prioritise('drop')),
  within(BOOKS_LIST, london('which of these first?', prioritise('focus'))),
  newYork('what should I tackle first this morning', prioritise('focus')),
  newYork('map out my day', prioritise('plan_day')),
  newYork('what can wait till after thanksgiving', prioritise('drop')),
  newYork('top 3 for today?', prioritise('focus'), prioritise('plan_day')),
  newYork("i'm between shifts, what's most important", prioritise('focus')),
  newYork('too much on this week, what do i let go', prioritise('drop')),
  newYork('give me a plan for tomorrow', prioritise('plan_day')),
  newYork('what matters most before the Bhatt closing', prioritise('focus')),
  newYork('where should my energy go today', prioritise('focus'), prioritise('plan_day')),
  within(BROKER_LIST, newYork('which one first', prioritise('focus'))),
];

export const SEVENTYTHIRD_AGENDA: HeldOutItem[] = [
  london("what've I got tomorrow", list('tomorrow')),
  london('whats on today', list('today')),
  london('anything I missed?', list('overdue')),
  london('show me the week ahead', list('week')),
  london("what's on fri", list('day', '2026-11-13')),
  london('what have I got on 3/12', list('day', '2026-12-03')),
  london('patients tues?', list('day', '2026-11-17')),
  london("what's next", list('next')),
  london('what have I got on the 30th', list('day', '2026-11-30')),
  london("anything overdue that I've forgotten", list('overdue')),
  london("what's on monday", list('day', '2026-11-16')),
  within(PHYSIO_LIST, london('and tomorrow?', list('tomorrow'))),
  newYork("what's on today", list('today')),
  newYork('what do I have tmrw', list('tomorrow')),
  newYork("what's on 12/1", list('day', '2026-12-01')),
  newYork('show me this week', list('week')),
  newYork("what's overdue", list('overdue')),
  newYork('anything on sunday', list('day', '2026-11-15')),
  newYork("what's coming up", list('next'), list('week')),
  newYork('what have I got thanksgiving', list('day', '2026-11-26')),
  newYork("what's on thursday", list('day', '2026-11-12'), list('tomorrow')),
  newYork('what do i have on the 20th', list('day', '2026-11-20')),
  within(DENTAL_LIST, newYork("what's on friday", list('day', '2026-11-13'))),
];

export const SEVENTYTHIRD_FREE_TIME: HeldOutItem[] = [
  london('am I free tomorrow morning', ...span(l, '11-12', MORNING)),
  london('could I fit a new patient in fri afternoon', ...span(l, '11-13', AFTERNOON)),
  london('free thurs 2-3?', ...span(l, '11-12', [['14:00', '15:00']])),
  london('anything on later or am I clear', ...REST_OF_TODAY_L),
  london('am i free monday after 4', ...span(l, '11-16', after('16:00'))),
  london('can I do a home visit tues evening', ...span(l, '11-17', EVENING)),
  london('free for lunch tomorrow?', ...span(l, '11-12', LUNCH)),
  london('is the 27th clear', ...span(l, '11-27', WHOLE_DAY)),
  london('got an hour at 10 on friday?', ...span(l, '11-13', [['10:00', '11:00']])),
  london('any gaps saturday before 11', ...span(l, '11-14', [...before('11:00'), ['07:00', '11:00']])),
  london('could I squeeze supervision in on 1/12', ...span(l, '12-01', WHOLE_DAY)),
  newYork('am i free this afternoon', ...THIS_AFTERNOON_N),
  newYork('am I free the rest of the morning', ...THIS_MORNING_N),
  newYork('free tmrw 12-1 for a discovery call?', ...span(n, '11-12', [['12:00', '13:00']])),
  newYork('can I take a relief shift saturday', ...span(n, '11-14', WHOLE_DAY)),
  newYork('is friday morning open', ...span(n, '11-13', MORNING)),
  newYork('free monday at 3 for a candidate call?', ...span(n, '11-16', [['15:00', '16:00']])),
  newYork('do I have time thursday evening for a private class', ...span(n, '11-12', EVENING)),
  newYork('is 12/3 free', ...span(n, '12-03', WHOLE_DAY)),
  newYork('any gaps tuesday after 2', ...span(n, '11-17', after('14:00'))),
  newYork('am i free for lunch today', ...span(n, '11-11', LUNCH)),
];

export const SEVENTYTHIRD_UNCLEAR: HeldOutItem[] = [
  london('Hughes - knee - ugh', unclear),
  london('tape', unclear),
  london('the Dunne file, or the other one on Elmwood', unclear),
  london('supervision??', unclear),
  london('boiler man... or the landlord? someone', unclear),
  london('the certified one', unclear),
  london('HMRC. ugh. at some point', unclear),
  london('fit mrs o in somewhere next week maybe?', unclear),
  london('receipts...', unclear),
  london('that search', unclear),
  london('couch roll or oil, one of em', unclear),
  london('gosia?', unclear),
  newYork('insurance stuff for tmrw??', unclear),
  newYork('mindbody login thing', unclear),
  newYork('Bhatt - docs?', unclear),
  newYork('gloves', unclear),
  newYork('candidate… ping her or leave it', unclear),
  newYork('the pano', unclear),
  newYork('workshop on the 5th? or the 6th. hmm', unclear),
  newYork('Dr Kim??', unclear),
  newYork('the appraisal stuff idk', unclear),
  newYork('that lab', unclear),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SEVENTYTHIRD_BARE: HeldOutItem[] = [
  london('yep did that one between patients', unclear, askBack),
  london("can't, in session. later", unclear, askBack),
  london('shove it to half 5', unclear, askBack),
  london('no I meant thursday', unclear, askBack),
  london('scrap that one', unclear, askBack),
  london('number 3 pls', unclear, askBack),
  london('give me another 40 mins', unclear, askBack),
  london('do it monday instead', unclear, askBack),
  london('sorted it this morning', unclear, askBack),
  london('change it to Hughes discharge letter', unclear, askBack),
  london('ticked', unclear, askBack),
  london('bump it by an hour', unclear, askBack),
  newYork('take that off', unclear, askBack),
  newYork('handled ✔️', unclear, askBack),
  newYork('after my 2pm class', unclear, askBack),
  newYork('the middle one', unclear, askBack),
  newYork('not doing it, skip', unclear, askBack),
  newYork('option 2', unclear, askBack),
  newYork('push to next week', unclear, askBack),
  newYork('again in 15', unclear, askBack),
  newYork('wrong time, should be 11', unclear, askBack),
  newYork('rename to CE credits', unclear, askBack),
];
