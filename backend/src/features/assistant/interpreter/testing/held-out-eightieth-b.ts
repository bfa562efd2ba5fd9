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
 * The second half of the eightieth held-out set: fourteen people who each run a one-person
 * professional-services firm. On London time (day-first dates, 03/12 is 3 December): a bookkeeper
 * in Croydon, an immigration solicitor in Birmingham, an HR consultant in Glasgow who writes in
 * Scots turns of phrase ("aye", "wee", "cannae", "the now"), an architect in Islington, a mortgage
 * broker in Nottingham, a tax accountant in Belfast and a recruitment consultant in Canary Wharf.
 * On New York time (month-first dates, 12/3 is December 3): a CPA in Flushing whose first language
 * is Korean, a paralegal doing notary work in Newark, an insurance broker on Staten Island, a UX
 * consultant in Greenpoint, an immigration consultant in Jackson Heights who writes English as a
 * second language (Bengali), a grant writer in Boston and a small-business lawyer in Baltimore.
 * They write office shorthand (EOD, COB, end of play, w/c 16th, Q4, self-assessment, 1099s,
 * retainer, engagement letter, KYC) and tired late-night texts, some in long careful sentences,
 * some in voice notes dictated between clients. Here: small talk, questions, news with a job word or
 * a time in it, decisions and choices being weighed, the agenda, free time, unsure messages and
 * replies with nothing to answer, which change nothing, only ask back, or go to the decision
 * journal. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder for `title` was just sent and is waiting on an answer. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered list daily sent. */
const CPA_LIST = {
  listed: [
    'Send 1099 packets to the Lee Deli',
    'Q4 estimate for Mr. Choi',
    'Engagement letter for Hanul Nails',
    'Call the bank about the Kim LLC account',
  ],
};

type Wall = (text: string) => string;
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each reading a person would accept. */
const span = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['07:00', '12:00'],
  ['06:00', '12:00'],
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
/** "after 2": from then to the end of the working day or of the day. */
const after = (from: string): [string, string][] => [
  [from, '17:00'],
  [from, '18:00'],
  [from, '24:00'],
];
/** "before 11": from the start of the working day, or of the day, until then. */
const before = (to: string): [string, string][] => [
  ['08:00', to],
  ['09:00', to],
  ['00:00', to],
];
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];
/** "this afternoon" asked at 15:00 in London may start now rather than at noon. */
const THIS_AFTERNOON_L: Intent[] = [
  ...span(l, '11-11', AFTERNOON),
  ...span(l, '11-11', [
    ['15:00', '17:00'],
    ['15:00', '18:00'],
  ]),
];

export const EIGHTIETH_GREETING: HeldOutItem[] = [
  london('morning daily', talk('greeting')),
  london('awrite daily, how ye daein', talk('greeting')),
  london('hiya, just in from a site visit in Highbury', talk('greeting')),
  london('good afternoon', talk('greeting')),
  london('hey you', talk('greeting')),
  london('well hello there', talk('greeting')),
  london('mornin from a very wet Croydon', talk('greeting')),
  london('hi daily, its me again lol', talk('greeting')),
  london('bout ye', talk('greeting')),
  london('evening all', talk('greeting')),
  london('hiya hen', talk('greeting')),
  within(reminded('Chase Dunmore Ltd for receipts'), london('oh hello', talk('greeting'))),
  newYork('good morning daily', talk('greeting')),
  newYork('안녕하세요', talk('greeting')),
  newYork('assalamu alaikum', talk('greeting')),
  newYork('hey hey', talk('greeting')),
  newYork('hi! it is me from the office', talk('greeting')),
  newYork('mornin. coffee first then you', talk('greeting')),
  newYork('whats up daily', talk('greeting')),
  newYork('hello? anyone there', talk('greeting')),
  newYork('heya, back from the notary appt', talk('greeting')),
  newYork('wicked early hello from Southie', talk('greeting')),
  london('right thats me done for the day, cheerio', talk('goodbye')),
  newYork('ok signing off, good night', talk('goodbye')),
];

export const EIGHTIETH_THANKS: HeldOutItem[] = [
  london('cheers pal', talk('thanks')),
  london('ta muchly', talk('thanks')),
  london('thanks v much', talk('thanks')),
  london('amazing, thank you!!', talk('thanks')),
  london("that's brilliant, thanks", talk('thanks'), talk('acknowledgement')),
  london('thank you, you are a star', talk('thanks')),
  london('ah thanks a million', talk('thanks')),
  london('thats pure magic, cheers', talk('thanks')),
  london('appreciate that', talk('thanks')),
  london('many thanks, much obliged', talk('thanks')),
  within(talkedOf('Send the Adeyemi engagement letter', l('11-12 09:00')), london('lovely ta', talk('thanks'))),
  newYork('감사합니다', talk('thanks')),
  newYork('thank u brother', talk('thanks')),
  newYork('dhonnobad', talk('thanks')),
  newYork('thanks a ton', talk('thanks')),
  newYork('appreciate it!!', talk('thanks')),
  newYork('thank you very much for the help', talk('thanks')),
  newYork('tyvm', talk('thanks')),
  newYork('ok thx', talk('thanks'), talk('acknowledgement')),
  newYork('you rock, thanks', talk('thanks')),
  newYork('thanks hon', talk('thanks')),
  within(talkedOf('Notarize the Ramirez affidavit', n('11-12 14:00')), newYork('perfect ty', talk('thanks'), talk('acknowledgement'))),
];

export const EIGHTIETH_FEELING: HeldOutItem[] = [
  london("knackered, three clients' VAT returns back to back", talk('feeling')),
  london('absolutely scunnered wi this grievance case', talk('feeling')),
  london("i'm so stressed about the Home Office deadline for the Begum appeal", talk('feeling')),
  london('planning refused on the Canonbury extension. gutted', talk('feeling')),
  london('feeling a bit flat today', talk('feeling')),
  london("honestly can't keep up, 40 unread emails and the phone won't stop", talk('overwhelmed')),
  london(
    "right, voice note, um, I'm just sitting in the car outside the client's and I feel a bit rubbish to be honest, the Henderson payroll went wrong and it's my fault and I'm just, yeah, fed up",
    talk('feeling'),
  ),
  london('buzzing!! just placed a senior dev at Barclays, fee is massive', talk('feeling')),
  london("self-assessment season is starting and i'm already dreading it", talk('feeling')),
  london('so um yeah im just really tired, drove to Mansfield and back twice today for one remortgage', talk('feeling')),
  london("ma heid's mince the day", talk('feeling')),
  london('proper anxious about the lender valuation coming back low', talk('feeling')),
  london('too much on, i feel like im drowning tbh', talk('overwhelmed')),
  newYork('so tired. 1099 season not even started', talk('feeling')),
  newYork('very stressful day, client is angry about IRS letter', talk('feeling')),
  newYork('i am feeling so much pressure, many clients green card interview same week', talk('overwhelmed')),
  newYork('burnt out from the ferry commute honestly', talk('feeling')),
  newYork('lowkey proud of the usability report i shipped', talk('feeling')),
  newYork('nervous about the NEH submission friday', talk('feeling')),
  newYork("ugh. fried. it's been notarizing mortgage docs since 8", talk('feeling')),
  newYork('frustrated, third client this month that ghosted on the retainer', talk('feeling')),
  newYork("everything's on fire and i don't know what to do first", talk('overwhelmed')),
  newYork('happy today, my client got approved for asylum', talk('feeling')),
  newYork('kinda lonely working solo all week', talk('feeling')),
];

export const EIGHTIETH_QUESTION: HeldOutItem[] = [
  london("what's the VAT threshold now", question),
  london("when's the self-assessment deadline again", question),
  london('do I need KYC for a returning client', question),
  london('how long does a spouse visa take at the moment', question),
  london('is it legal tae ask about sickness absence in a reference', question),
  london('whats the difference between permitted development and a lawful dev certificate', question),
  london('can a first time buyer on a fixed term contract get a mortgage', question),
  london('when did i last see the Hendersons', question),
  london('what rate should I charge for a retained search', question),
  london('can you sync with my outlook calendar?', question, HELP),
  london("what's the MTD deadline for landlords", question),
  newYork('what is the due date for Q4 estimated tax', question),
  newYork('do I need a separate 1099-NEC for each contractor', question),
  newYork('how much should I charge for a mobile notary signing', question),
  newYork('is flood insurance required in zone X', question),
  newYork('what does daily do with my voice notes', question, HELP),
  newYork('how long is the biometrics appointment usually take?', question),
  newYork('when is the Mass Cultural Council deadline', question),
  newYork('whats a normal retainer for an LLC formation', question),
  newYork('can you remember things for me, like notes?', question, HELP),
  newYork('how do i write a good usability test script', question),
  newYork('what is next on my list', question, list('next')),
  within({ listed: CPA_LIST.listed }, newYork('what is number 3 about again?', question)),
];

/** Facts and news, many with a job word or a time in them: nothing may change. */
export const EIGHTIETH_STATEMENT: HeldOutItem[] = [
  london('Dunmore finally sent the receipts, a carrier bag full of them', NO_CHANGE, done(words('Dunmore'))),
  london('the Begum tribunal is listed for 3rd Dec at 10', NO_CHANGE),
  london('client rang, the disciplinary hearing is postponed till w/c 16th', NO_CHANGE),
  london('planning officer is on leave till the 23rd', NO_CHANGE),
  london(
    "so just a quick one while I'm driving, the Halifax offer came through for the Wrights this morning, valuation came in at asking, so that's all moving now, brilliant",
    NO_CHANGE,
  ),
  london('HMRC on hold for 47 minutes today, new record', NO_CHANGE),
  london('candidate accepted the offer, starts in jan', NO_CHANGE),
  london('Kemi paid her invoice EOD yesterday', NO_CHANGE),
  london("the surveyor's coming to the Islington flat on friday at 9", NO_CHANGE),
  london('aye the wee tribunal went fine, settled afore lunch', NO_CHANGE),
  london(
    'For your information, the Home Office have acknowledged the Begum further submissions and say a decision should follow within eight weeks.',
    NO_CHANGE,
  ),
  london("sent the engagement letter to the O'Neills this morning", NO_CHANGE, done(words("O'Neill"))),
  london('the office is shut on the 24th and reopens the 2nd', NO_CHANGE),
  london('new client signed the retainer today, a wee nursery in Partick', NO_CHANGE),
  london('the Ulster Bank feed is broken again', NO_CHANGE),
  london('Barclays want the shortlist by end of play friday', NO_CHANGE),
  within(reminded('Reconcile the Patel & Co bank feed'), london("Patel's accountant still hasn't given me the login", NO_CHANGE)),
  newYork('the Lee Deli still has not sent me their W-9s', NO_CHANGE),
  newYork('notary commission renews in march', NO_CHANGE),
  newYork('the Castellano claim was approved, 18k', NO_CHANGE),
  newYork('client signed off on the wireframes!', NO_CHANGE),
  newYork('USCIS sent receipt notice for Rahman family today', NO_CHANGE),
  newYork('the Barr Foundation LOI is due 12/3', NO_CHANGE),
  newYork(
    'um ok so voice note, the Ramirez closing went fine, all docs signed and notarized, the title company has the originals and I dropped the copies at the office',
    NO_CHANGE,
    done(words('Ramirez')),
  ),
  newYork('Mr. Choi paid his retainer', NO_CHANGE),
  newYork('closing got pushed to Dec 3', NO_CHANGE),
  newYork('sent the operating agreement to the Bakers COB yesterday', NO_CHANGE, done(words('operating agreement'))),
  newYork('the Verizon guy is coming between 1 and 5 tomorrow', NO_CHANGE),
  newYork('I have 14 clients for 1099s this year, up from 9', NO_CHANGE),
  newYork('renewal quote from Travelers came in 12% higher', NO_CHANGE),
  newYork('the court clerk said filing goes through by friday', NO_CHANGE),
  within({ listed: CPA_LIST.listed }, newYork('the bank is closed today for veterans day btw', NO_CHANGE)),
];

export const EIGHTIETH_DECISION: HeldOutItem[] = [
  london('decided: no more cash-in-a-shoebox clients, bank feeds or nothing', decision),
  london("I'm going with Xero over Quickbooks for the new practice clients", decision),
  london("right, that's it, fixed fees only for spouse visa applications from january", decision),
  london("nae mair freebies for pals, they're paying the full day rate fae now on", decision),
  london('going with the oak cladding on the Canonbury scheme', decision),
  london('decision made: dropping the Leeds lender from my panel', decision),
  london("i'm putting the self-assessment fee up to £350 from april", decision),
  london("decided i'm not doing contingent roles anymore, retained only", decision),
  london("ok so um basically i've decided I'm taking fridays off from december", decision),
  london('we are going with the bigger office in Belfast city centre', decision),
  london('no more weekend calls with candidates, done', decision),
  london(
    "Having thought it over properly this evening, I've decided I will not take on any more contingent recruitment for fintechs; the fall-off rate is simply too high to justify the hours.",
    decision,
  ),
  newYork('decided to charge $75 for mobile notary, travel included', decision),
  newYork('going with the Travelers renewal for the Castellanos', decision),
  newYork('final decision: I stop doing free consultations', decision),
  newYork("we're switching to Drake for tax software next season", decision),
  newYork('decided to hire a seasonal assistant for tax season', decision),
  newYork('ok I go with the cheaper translator for Bengali documents', decision),
  newYork('decided not to apply for the Kresge grant this cycle', decision),
  newYork("I'm only taking flat fee LLC formations from now on", decision),
  newYork('decided figma over framer for the client handoff', decision),
  newYork(
    'ok so um after the call with Mr Hossain I decided, I will not do the asylum cases anymore, only family petitions, too much risk for me alone',
    decision,
  ),
  newYork("done deliberating, I'm raising my hourly to $185", decision),
  newYork('we are not renewing the WeWork desk, working from home', decision),
];

export const EIGHTIETH_DILEMMA: HeldOutItem[] = [
  london('Xero or Sage for the florist?', dilemma),
  london('should I take on the Dunmore payroll or is it more hassle than its worth', dilemma),
  london('hire a paralegal or keep doing the bundles myself', dilemma),
  london('gonnae help me think, should I go limited company or stay a sole trader', dilemma),
  london('brick or render for the rear elevation', dilemma),
  london('do I stay whole of market or go tied to one network', dilemma),
  london('take the Barclays retained gig or the two contingent roles at Revolut?', dilemma),
  london('should I raise prices in jan or wait till april', dilemma),
  london('move offices or stick it out in Lisburn Road', dilemma),
  london('should I say yes to the Leeds job, its miles away', dilemma, question),
  london('outsource the bookkeeping side or keep it in house', dilemma),
  london(
    "voice note sorry. so I'm torn, the Glasgow council want me on a six month contract doing their policy review, which is steady money, but it would mean turning away the wee clients, or I keep going as I am. what do you think",
    dilemma,
    question,
  ),
  newYork('should i hire seasonal help or just work weekends in feb march', dilemma),
  newYork('Drake or Lacerte?', dilemma),
  newYork('get my own E&O policy or stay under the agency', dilemma),
  newYork('should I take the Pfizer contract or keep the two small startups', dilemma),
  newYork('rent office in Jackson Heights or keep working from home, I cannot decide', dilemma),
  newYork('apply for the NEA grant or focus on the foundation ones', dilemma),
  newYork('should i go part time at the firm and do notary full time? idk', dilemma, question),
  newYork('flat fee or hourly for the trademark work', dilemma),
  newYork('renew my notary commission in NJ only or also get NY', dilemma),
  newYork('should I drop the Castellano account, they complain about everything', dilemma, question),
  newYork('take a vacation in december or power thru to april', dilemma),
  newYork(
    'I am thinking, should I give clients discount if they pay full year bookkeeping upfront, or keep monthly? many clients ask me this',
    dilemma,
  ),
];

export const EIGHTIETH_RECALL: HeldOutItem[] = [
  london('what did i decide about shoebox clients', recall('shoebox')),
  london('why did I pick Xero again', recall('xero')),
  london('what did we say about spouse visa fees', recall('spouse visa'), recall('fixed fee')),
  london('whit did I decide aboot freebies for pals', recall('freebies')),
  london('cladding for Canonbury, what did I go with', recall('cladding'), recall('canonbury')),
  london('remind me why i dropped the Leeds lender', recall('leeds lender'), recall('leeds')),
  london('what did i settle on for the self-assessment fee', recall('self assessment')),
  london('did I decide anything about contingent roles?', recall('contingent')),
  london('what was the decision on fridays off', recall('fridays off'), recall('friday')),
  london('why did we go for the city centre office', recall('office')),
  london('what did I decide re weekend calls', recall('weekend calls'), recall('weekend')),
  newYork('how much i decide for mobile notary', recall('mobile notary'), recall('notary')),
  newYork('what did I decide about the Castellano renewal', recall('castellano')),
  newYork('did i decide on free consultations', recall('free consultation'), recall('consultation')),
  newYork('tax software, what did I choose?', recall('tax software')),
  newYork('what I decided about seasonal assistant?', recall('seasonal assistant'), recall('assistant')),
  newYork('which translator did I go with', recall('translator')),
  newYork('remind me why we skipped Kresge', recall('kresge')),
  newYork('what did i decide for LLC formation pricing', recall('llc formation'), recall('llc')),
  newYork('figma or framer, what did I land on', recall('figma'), recall('framer')),
  newYork('what was my reasoning on the hourly rate increase', recall('hourly')),
  newYork('why did I give up the WeWork desk', recall('wework')),
];

export const EIGHTIETH_PRIORITISE: HeldOutItem[] = [
  london("what's most urgent, honestly", prioritise('focus')),
  london('i have 20 mins before the next client, what do i tackle', prioritise('focus')),
  london('too much on this week, what can slide', prioritise('drop')),
  london('plan my morning tomorrow pls', prioritise('plan_day')),
  london('whit should a dae first the now', prioritise('focus')),
  london('what can I park till after the Begum hearing', prioritise('drop')),
  london('sort my day out for me, its chaos', prioritise('plan_day')),
  london('what needs doing before end of play', prioritise('focus')),
  london("I'm at capacity, what do i drop", prioritise('drop')),
  london('give me a plan for friday', prioritise('plan_day')),
  london('which job gets me paid fastest, do that first?', prioritise('focus')),
  newYork('what is most important today', prioritise('focus')),
  newYork('plan my day please, many appointments', prioritise('plan_day')),
  newYork('what can wait until after 1099s go out', prioritise('drop')),
  newYork('what should I hit first this morning', prioritise('focus')),
  newYork('can you lay out my day', prioritise('plan_day')),
  newYork('i cant do everything before thanksgiving. what do i cut', prioritise('drop')),
  newYork("what's the priority before the NEH deadline", prioritise('focus')),
  newYork('organize my tomorrow', prioritise('plan_day')),
  newYork('which thing do I do first, too many', prioritise('focus')),
  newYork(
    'ok so i have the Lee Deli 1099s, the Choi estimate, two engagement letters and the bank call, and only till 2 before my next client. where do i start',
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  newYork('what can I push to next week without anyone noticing lol', prioritise('drop')),
];

export const EIGHTIETH_AGENDA: HeldOutItem[] = [
  london("what's on tomorrow", list('tomorrow')),
  london("what've i got on 03/12", list('day', '2026-12-03')),
  london('whats left for today', list('today')),
  london('anything overdue?', list('overdue')),
  london('what have i got this week', list('week')),
  london("what's next", list('next')),
  london('whit have a got on the morra', list('tomorrow')),
  london('show me friday', list('day', '2026-11-13')),
  london("what's on monday", list('day', '2026-11-16')),
  london('what have I got on 3rd Dec', list('day', '2026-12-03')),
  london('what am I behind on', list('overdue')),
  london("what's due today by COB", list('today')),
  london('list for thursday pls', list('day', '2026-11-12'), list('tomorrow')),
  newYork('what is on my list today', list('today')),
  newYork("what's on Dec 3", list('day', '2026-12-03')),
  newYork("what's on 12/1", list('day', '2026-12-01')),
  newYork('show me tomorrow', list('tomorrow')),
  newYork('whats overdue', list('overdue')),
  newYork('what do i have this week', list('week')),
  newYork("what's on the 20th", list('day', '2026-11-20')),
  newYork('anything on saturday?', list('day', '2026-11-14'), ...span(n, '11-14', WHOLE_DAY)),
  newYork('what is coming next', list('next')),
  newYork('what do I have the day after thanksgiving', list('day', '2026-11-27')),
];

export const EIGHTIETH_FREE_TIME: HeldOutItem[] = [
  london('am i free tomorrow afternoon for a viewing', ...span(l, '11-12', AFTERNOON)),
  london('any gaps this afternoon?', ...THIS_AFTERNOON_L),
  london('can I fit a client call in at 4 today', ...span(l, '11-11', [['16:00', '17:00']])),
  london('free 10-11 on friday?', ...span(l, '11-13', [['10:00', '11:00']])),
  london('is 03/12 clear', ...span(l, '12-03', WHOLE_DAY)),
  london('am I free monday morning, candidate wants a coffee', ...span(l, '11-16', MORNING)),
  london('any time thurs before 11', ...span(l, '11-12', before('11:00'))),
  london('could i squeeze a site visit in on fri after 2', ...span(l, '11-13', after('14:00'))),
  london('am I free for lunch tomorrow', ...span(l, '11-12', LUNCH)),
  london('free tuesday evening for a networking do?', ...span(l, '11-17', EVENING)),
  london('have i got an hour at 9 tomorrow', ...span(l, '11-12', [['09:00', '10:00']])),
  london('am a free the morra efternoon', ...span(l, '11-12', AFTERNOON)),
  newYork('am i free tomorrow morning', ...span(n, '11-12', MORNING)),
  newYork('free this afternoon for a walk-in signing?', ...span(n, '11-11', AFTERNOON), free(n('11-11 10:00'), n('11-11 17:00'))),
  newYork(
    'can i do a closing 12/2 at 2',
    ...span(n, '12-02', [
      ['14:00', '15:00'],
      ['14:00', '16:00'],
    ]),
  ),
  newYork('is friday clear', ...span(n, '11-13', WHOLE_DAY)),
  newYork('any room monday 3-4 for a client', ...span(n, '11-16', [['15:00', '16:00']])),
  newYork('do I have 30 min at 11 today for a call', ...span(n, '11-11', [['11:00', '11:30']])),
  newYork('am i free tuesday after 4', ...span(n, '11-17', after('16:00'))),
  newYork('free next wednesday for a site visit?', ...span(n, '11-18', WHOLE_DAY), ...span(n, '11-25', WHOLE_DAY)),
  newYork(
    'can i fit a notary appt in before noon tomorrow',
    ...span(n, '11-12', [...before('12:00'), ['07:00', '12:00'], ['06:00', '12:00']]),
  ),
  newYork('any free time thursday', ...span(n, '11-12', WHOLE_DAY)),
];

export const EIGHTIETH_UNCLEAR: HeldOutItem[] = [
  london('the Dunmore thing', unclear),
  london('receipts??', unclear),
  london('HMRC... or the pension people, one of them', unclear),
  london('something about the Begum bundle', unclear),
  london('tribunal maybe', unclear),
  london('that candidate', unclear),
  london('valuation?', unclear),
  london('ring someone about the planning thing possibly', unclear),
  london('fri or mon for the Canonbury drawings, not sure', unclear),
  london('the P60 whatever', unclear),
  london('kemi?', unclear),
  london('aye the wee thing wi the contract', unclear),
  newYork('the W-9 stuff', unclear),
  newYork('Choi maybe', unclear),
  newYork('the affidavit… or the deed, one of those', unclear),
  newYork('travelers?', unclear),
  newYork('maybe email the clerk? or call', unclear),
  newYork('Rahman file something idk', unclear),
  newYork('the LOI', unclear),
  newYork('sat or sun for the client workshop, eh', unclear),
  newYork('uh the insurance thing at 3', unclear),
  newYork('the 1099 whatever', unclear),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const EIGHTIETH_BARE: HeldOutItem[] = [
  london('done ✅', unclear, askBack),
  london('snooze an hr', unclear, askBack),
  london('push to friday', unclear, askBack),
  london('make it 4', unclear, askBack),
  london('bin it', unclear, askBack),
  london('number 2', unclear, askBack),
  london('in 30', unclear, askBack),
  london('no the other one', unclear, askBack),
  london('change it to call Kemi', unclear, askBack),
  london('half 3', unclear, askBack),
  london('first one', unclear, askBack),
  london('EOD', unclear, askBack),
  newYork('finished', unclear, askBack),
  newYork('tmrw am', unclear, askBack),
  newYork('cancel that', unclear, askBack),
  newYork('not now', unclear, askBack),
  newYork('the 4th one', unclear, askBack),
  newYork('skip it', unclear, askBack),
  newYork('yep', unclear, askBack, talk('acknowledgement')),
  newYork('later, with a client', unclear, askBack),
  newYork('move it to 12/1', unclear, askBack),
  newYork('ok mark it done', unclear, askBack),
];
