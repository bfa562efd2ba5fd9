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
 * The second half of the seventy-seventh held-out set, from fourteen people who run small family and
 * community businesses. On London time (day-first dates): a childminder in Lewisham, a home-care agency
 * owner in Luton, a church hall manager, a youth football club secretary, a wedding celebrant, a charity
 * shop manager and a corner-shop owner in Bradford whose family came from Pakistan. On New York time
 * (month-first dates): a home daycare owner in the Bronx, a home health aide agency owner in Newark, an
 * after-school tutoring centre owner in Flushing, a bodega owner in Washington Heights, a tax preparer in
 * Jackson Heights, a nail salon owner in Brooklyn who learned English as an adult, and a funeral home
 * director on Staten Island. Small talk, questions, news that carries a job word or a time, the agenda,
 * free time, unsure messages and replies with nothing to answer, which change nothing or only ask back,
 * and what goes to the decision journal. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 London /
 * 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

type Wall = (text: string) => string;
const nextDay = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const slot = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs
    .filter(([from, to]) => to > from)
    .map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${nextDay(date)} 00:00`) : at(`${date} ${to}`)));
const AM: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['07:00', '12:00'],
  ['06:00', '12:00'],
];
const PM: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const EVE: [string, string][] = [
  ['17:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '21:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
const ALL_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
/** "after 4": from then to the end of the working day or of the day. */
const from = (start: string): [string, string][] => [
  [start, '17:00'],
  [start, '18:00'],
  [start, '24:00'],
];
/** "before 11": from the start of the working day (or the day) until then. */
const until = (end: string): [string, string][] => [
  ['08:00', end],
  ['09:00', end],
  ['00:00', end],
];
/** "this afternoon" read at 10:00 in New York may start now rather than at noon. */
const THIS_PM_N: Intent[] = [...slot(n, '11-11', PM), free(n('11-11 10:00'), n('11-11 17:00')), free(n('11-11 10:00'), n('11-11 18:00'))];

export const SEVENTYSEVENTH_GREETING: HeldOutItem[] = [
  london('salaam daily', talk('greeting')),
  london('assalamu alaikum', talk('greeting')),
  london('morning lovely', talk('greeting')),
  london('hiya, just dropped the little ones off at nursery', talk('greeting')),
  london('hello from the hall kitchen', talk('greeting')),
  london('alright daily', talk('greeting')),
  london('gd morning x', talk('greeting')),
  london('hi hi hi', talk('greeting')),
  london('afternoon! quiet in the shop so thought id say hi', talk('greeting')),
  london('oi oi', talk('greeting')),
  within(reminded('Ring Mrs Okonjo about her care plan review', l('11-11 14:30')), london('hello!', talk('greeting'), askBack)),
  london('night night, shutters are down', talk('goodbye')),
  newYork('good morning daily', talk('greeting')),
  newYork('hola', talk('greeting')),
  newYork('buenos dias!', talk('greeting')),
  newYork('hello good morning how are you', talk('greeting')),
  newYork('hey its me again', talk('greeting')),
  newYork('morning from the salon ✨', talk('greeting')),
  newYork('wassup', talk('greeting')),
  newYork('hi daily, kids are napping finally', talk('greeting')),
  newYork('good morning. quiet one here today', talk('greeting')),
  newYork('ok talk later, bye bye', talk('goodbye')),
];

export const SEVENTYSEVENTH_THANKS: HeldOutItem[] = [
  london('jazakallah khair', talk('thanks')),
  london('shukriya', talk('thanks')),
  london('ta love', talk('thanks')),
  london('thank you darling x', talk('thanks')),
  london('cheers daily youre a star', talk('thanks')),
  london('oh thats brilliant thank you', talk('thanks')),
  london('thanks hun', talk('thanks')),
  london('ta muchly', talk('thanks')),
  london('thank u so so much', talk('thanks')),
  within(
    talkedOf('Order the under 11s kit from Kitlocker', l('11-12 12:00')),
    london('lovely ta', talk('thanks'), talk('acknowledgement')),
  ),
  london('much obliged', talk('thanks')),
  newYork('gracias', talk('thanks')),
  newYork('thank u very much daily', talk('thanks')),
  newYork('tysm', talk('thanks')),
  newYork('thanks mami', talk('thanks')),
  newYork('appreciate you', talk('thanks')),
  newYork('thank you, that helps a lot', talk('thanks')),
  newYork('bless you for that', talk('thanks')),
  within(
    talkedOf('Call the Russo family about the viewing', n('11-12 09:00')),
    newYork('perfect thank you', talk('thanks'), talk('acknowledgement')),
  ),
  newYork('xie xie', talk('thanks')),
  newYork('thx a lot!!', talk('thanks')),
];

export const SEVENTYSEVENTH_FEELING: HeldOutItem[] = [
  london('knackered, had 6 under 5s all day and two were teething', talk('feeling')),
  london('two carers called in sick and i have 14 calls to cover tonight, i cant breathe', talk('overwhelmed')),
  london('feeling proper low since Mrs Patel passed, she was one of our first clients', talk('feeling')),
  london('so chuffed, under 9s won 4-1 on sunday', talk('feeling')),
  london('fuming. someone left the hall boiler on all weekend again', talk('feeling')),
  london('nervous about saturdays ceremony, first time doing one in a barn', talk('feeling')),
  london('honestly the shop was dead today, bit down about it', talk('feeling')),
  london('stressed out, cash and carry prices gone up again', talk('feeling')),
  london('too much going on, ofsted letter, parents chasing, i dont know whats what anymore', talk('overwhelmed')),
  london('bit emotional, the couple today wrote their own vows and i cried lol', talk('feeling')),
  london('tired tired tired', talk('feeling')),
  newYork('so exhausted, the twins would not nap', talk('feeling')),
  newYork('im so stress, two girls no show today and salon is full', talk('feeling'), talk('overwhelmed')),
  newYork('three services this week, im running on fumes', talk('feeling')),
  newYork('happy!! one of my kids got into Stuyvesant', talk('feeling')),
  newYork('worried about the medicaid audit honestly', talk('feeling')),
  newYork('drowning in returns, its not even tax season yet', talk('overwhelmed')),
  newYork('frustrated, con ed shut off the power on the block for 3 hrs and i lost the ice cream', talk('feeling')),
  newYork('feeling burnt out, been doing this 20 years', talk('feeling')),
  within(
    reminded('Submit the aide timesheets to payroll', n('11-11 09:00')),
    newYork('ugh im so behind on everything', talk('overwhelmed'), askBack),
  ),
  newYork('kind of sad today, lost a longtime customer', talk('feeling')),
  within(reminded('Restock the nappies and wipes', l('11-11 14:00')), london('ugh so tired today honestly', talk('feeling'), askBack)),
];

export const SEVENTYSEVENTH_QUESTION: HeldOutItem[] = [
  london('how many under 2s can i have on my own with ofsted', question),
  london('do i need to charge vat on the hall hire', question),
  london('whats the going rate for a humanist ceremony in kent', question),
  london('can a carer give meds from a blister pack if its not on the MAR chart', question),
  london('when is the FA deadline for registering new players?', question),
  london('is gift aid claimable on stuff we sell for donors', question),
  london('how much is the minimum wage going up to in april', question),
  london('whats the rule on selling energy drinks to under 16s', question),
  london('who was the plumber that did the hall toilets last time', question),
  london('can you send reminders to the parents for me?', question, HELP),
  london('whens the Harrow wedding again', question),
  newYork('how many kids can i have with a group family daycare license', question),
  newYork('what is the deadline for the NJ medicaid revalidation', question),
  newYork('do i need to file a 1099 for my tutors', question),
  newYork('is it legal to sell loose cigarettes', question),
  newYork('what time the irs open the e-file this year', question),
  newYork('how much should charge for gel x full set now', question),
  newYork('when is the Caruso wake?', question),
  newYork('can you help me write a text to my customers', question, HELP),
  newYork('how do i know if a client is eligible for the EITC', question),
  newYork('did i already send the Hendersons their engagement letter?', question),
  newYork('should i raise the tutoring price for sat prep?', question, dilemma),
];

/** Facts and news, several with a job word or a time in them: nothing may change. */
export const SEVENTYSEVENTH_STATEMENT: HeldOutItem[] = [
  london('little Amara started today, settled in really well', NO_CHANGE),
  london('ofsted inspection is on the 2nd', NO_CHANGE),
  london('new client starting monday, double up calls 8am and 6pm', NO_CHANGE),
  london('the scouts have the hall thurs 6 till 8', NO_CHANGE),
  london('boiler man came, its the pump', NO_CHANGE),
  london('under 12s match at 10 sat got called off, pitch waterlogged', NO_CHANGE),
  london('the Harrow couple sent their vows over this morning', NO_CHANGE),
  london('had a massive donation of wedding dresses today', NO_CHANGE),
  london('Booker delivery came at 7, short 2 cases of coke again', NO_CHANGE),
  london('paid the electric today', NO_CHANGE, done(words('electric'))),
  london('Zainab is covering the till friday', NO_CHANGE),
  london('mum and dad flying back from Lahore on the 20th', NO_CHANGE),
  london('the referee fees went up to £35', NO_CHANGE),
  within(talkedOf('Book the hall for the Diwali party', l('11-14 18:00')), london('they want the big kitchen too', NO_CHANGE, askBack)),
  newYork('Jaylen mom picking him up late today, 6:30', NO_CHANGE),
  newYork('new aide starts monday, Rosa, she did the orientation', NO_CHANGE),
  newYork('state inspector came by, all good', NO_CHANGE),
  newYork('the sat class has 18 kids now', NO_CHANGE),
  newYork('Goya delivery comes thursdays now instead of tuesdays', NO_CHANGE),
  newYork('the lottery machine is down again', NO_CHANGE),
  newYork('Mrs Chen dropped off her W-2s', NO_CHANGE),
  newYork('salon full saturday, 22 appointments', NO_CHANGE),
  newYork('the DeLuca service is friday at 10, mass at St Clare after', NO_CHANGE),
  newYork('hearse is back from the shop', NO_CHANGE),
  newYork('sent the tutoring invoices out this morning', NO_CHANGE, done(words('invoice'))),
  newYork('it snowed in flushing, half the kids stayed home', NO_CHANGE),
  newYork('Lina is off tomorrow, her son is sick', NO_CHANGE),
  within(reminded('Order the caskets from Batesville', n('11-11 09:00')), newYork('the rep is coming in at 2 today', NO_CHANGE, askBack)),
];

export const SEVENTYSEVENTH_DECISION: HeldOutItem[] = [
  london('decided, no more taking babies under 1 from january', decision),
  london('right thats it, my fees go to £7.50 an hour from jan', decision),
  london('we are not taking on any more private clients, council packages only', decision),
  london('decision made: no more 21st birthday parties in the hall', decision),
  london('going with Kitlocker for the new kit, not the local guy', decision),
  london('the under 7s are training on fridays from now on', decision),
  london("i'm not doing weekday weddings anymore, not worth the travel", decision),
  london('decided we wont take electricals anymore, too much hassle with PAT', decision),
  london('going to close at 10 not 11 from next month, decided', decision),
  london('so um yeah ive decided we are going with Bestway instead of Booker from now on', decision),
  london('hall deposit goes up to £100, final', decision),
  newYork('decided: no more drop-ins, full time enrollment only', decision),
  newYork('we going with the cheaper gel supplier, decided', decision),
  newYork("i'm switching payroll to Gusto from december", decision),
  newYork('ok final, sat prep is $45 an hour from jan', decision),
  newYork('we are not doing credit for regulars anymore, cash or card only', decision),
  newYork('decided to stop doing business returns, individuals only', decision),
  newYork('no more tuesday hours, salon closed tuesdays from now', decision),
  newYork('going with the Staten Island Advance for the obits, not the Post', decision),
  newYork('decided to hire Rosa full time', decision),
  newYork('we will keep the daycare open on black friday', decision),
];

export const SEVENTYSEVENTH_DILEMMA: HeldOutItem[] = [
  london('take on a 4th under 5 or keep it at 3?', dilemma),
  london('should i hire an assistant or cap my numbers', dilemma),
  london('bank staff or agency carers for christmas cover', dilemma),
  london('do i take the Luton council contract, its huge but pays 60 days late', dilemma, question),
  london('let the church hall to the slimming club on mondays or keep it free for the toddlers?', dilemma),
  london('second under 10s team or one big squad', dilemma),
  london('travel fee or build it into the package price', dilemma),
  london('stay open sundays or give the volunteers a rest', dilemma),
  london('should i get the post office counter in the shop or not bother', dilemma),
  london('card machine from Dojo or keep the old barclaycard one', dilemma),
  london('um i dunno whether to take my nephew on full time or just saturdays', dilemma),
  newYork('should i take infants or stick to toddlers', dilemma),
  newYork('open a second office in Paterson or grow in Newark first', dilemma),
  newYork('hire another math tutor or cap the class at 12', dilemma),
  newYork('keep open 24 hours or close at 2am', dilemma),
  newYork('should i buy the new drake software or stay with taxslayer', dilemma),
  newYork('rent the chair to Kim or hire her like employee?', dilemma),
  newYork('should we buy a second hearse or keep leasing when needed', dilemma),
  newYork('charge a late pickup fee or just talk to the parents', dilemma),
  newYork('do i take the Medicaid waiver clients? dont know', dilemma, question),
  newYork('raise the price of the bacon egg and cheese or no', dilemma),
];

export const SEVENTYSEVENTH_RECALL: HeldOutItem[] = [
  london('what did i decide about babies under 1', recall('babies'), recall('under 1')),
  london('what did i put my fees up to in the end', recall('fees')),
  london('why did we stop taking private clients again', recall('private clients')),
  london('what did we say about 21sts in the hall', recall('21st')),
  london('which kit supplier did we go for', recall('kit')),
  london('remind me what i decided about weekday weddings', recall('weekday weddings'), recall('weekday')),
  london('did we decide anything on electricals', recall('electricals')),
  london('what did i decide about Bestway', recall('bestway')),
  london('hall deposit, what did i land on', recall('hall deposit'), recall('deposit')),
  london('why did i say no to the slimming club', recall('slimming club')),
  newYork('what did i decide about drop ins', recall('drop in'), recall('drop ins')),
  newYork('which gel supplier did we pick', recall('gel supplier'), recall('gel')),
  newYork('when did i say we switching to gusto', recall('gusto')),
  newYork('what did i decide for sat prep price', recall('sat prep')),
  newYork('remind me why we stopped giving credit', recall('credit')),
  newYork('did i decide about business returns?', recall('business returns')),
  newYork('what we decide about tuesdays?', recall('tuesday')),
  newYork('which paper did we go with for the obituaries', recall('obit'), recall('paper')),
  newYork('what did i decide about Rosa', recall('rosa')),
  newYork('black friday, what did i decide', recall('black friday')),
  newYork('what was my reasoning on the second hearse', recall('hearse'), recall('second hearse')),
];

export const SEVENTYSEVENTH_PRIORITISE: HeldOutItem[] = [
  london('kids are down for nap, what do i do first', prioritise('focus')),
  london('whats the most important thing today', prioritise('focus')),
  london('rota, invoices, CQC stuff, what first??', prioritise('focus')),
  london('too much on this week what can i leave', prioritise('drop')),
  london('plan my day for me pls', prioritise('plan_day')),
  london('sort out my tomorrow will you', prioritise('plan_day')),
  london('what can wait till after the christmas fair', prioritise('drop')),
  london('got 20 mins before pick up, whats best to do', prioritise('focus')),
  london('what should i knock off the list this week, cant do it all', prioritise('drop')),
  london('what needs doing first before the shop opens', prioritise('focus')),
  london('help me plan my saturday, 2 matches and a wedding', prioritise('plan_day')),
  newYork('what should i do first today', prioritise('focus'), prioritise('plan_day')),
  newYork('most urgent?', prioritise('focus')),
  newYork('what can i push to next week', prioritise('drop')),
  newYork('can you plan my day', prioritise('plan_day')),
  newYork('i have one hour between clients what i should do', prioritise('focus')),
  newYork('what can i let go of before the holidays', prioritise('drop')),
  newYork('organize my day please', prioritise('plan_day')),
  newYork('whats the priority before the Caruso service', prioritise('focus')),
  newYork('too many things, what do i cut', prioritise('drop')),
  newYork('set up tomorrow for me, what goes when', prioritise('plan_day')),
];

export const SEVENTYSEVENTH_AGENDA: HeldOutItem[] = [
  london('whats on tmrw', list('tomorrow')),
  london('what have i got friday', list('day', '2026-11-13')),
  london('anything i forgot to do', list('overdue')),
  london('what else today', list('today')),
  london('show me whats on this week', list('week')),
  london('what have i got on the 4/12', list('day', '2026-12-04')),
  london('whats happening sat', list('day', '2026-11-14')),
  london('whats on tues', list('day', '2026-11-17')),
  london('what have i missed', list('overdue')),
  london('whats my next job', list('next')),
  london('what have i got on the 30th', list('day', '2026-11-30')),
  london('whats on next friday', list('day', '2026-11-20'), list('day', '2026-11-13')),
  newYork('what i have today', list('today')),
  newYork("what's tomorrow look like", list('tomorrow')),
  newYork('whats on for monday', list('day', '2026-11-16')),
  newYork('what do i got on 12/4', list('day', '2026-12-04')),
  newYork('anything overdue?', list('overdue')),
  newYork('the week ahead pls', list('week')),
  newYork('whats coming up', list('next'), list('week')),
  newYork('what do i have the day after thanksgiving', list('day', '2026-11-27')),
  newYork('whats on sunday', list('day', '2026-11-15')),
  newYork('what do i have the 18th', list('day', '2026-11-18')),
];

export const SEVENTYSEVENTH_FREE_TIME: HeldOutItem[] = [
  london('am i free tomorrow afternoon for a parent visit', ...slot(l, '11-12', PM)),
  london('can i fit a client assessment in fri morning', ...slot(l, '11-13', AM)),
  london('free sat 2 till 4?', ...slot(l, '11-14', [['14:00', '16:00']])),
  london('anything on this eve or am i free', ...slot(l, '11-11', EVE)),
  london('is the 5/12 free for a wedding', ...slot(l, '12-05', ALL_DAY)),
  london('have i got time monday before 11', ...slot(l, '11-16', until('11:00'))),
  london('could i squeeze the boiler man in at 4 today', ...slot(l, '11-11', [['16:00', '17:00']])),
  london('any space thurs after 6 for the committee meeting', ...slot(l, '11-12', from('18:00'))),
  london('am i clear sunday', ...slot(l, '11-15', ALL_DAY)),
  london('free tuesday 10 to 11?', ...slot(l, '11-17', [['10:00', '11:00']])),
  london('am i free tmrw evening for a viewing', ...slot(l, '11-12', EVE)),
  newYork('am i free this afternoon for a walk-in', ...THIS_PM_N),
  newYork('do i have time friday afternoon', ...slot(n, '11-13', PM)),
  newYork('free tomorrow 3 to 5?', ...slot(n, '11-12', [['15:00', '17:00']])),
  newYork('is monday morning open for a family arrangement', ...slot(n, '11-16', AM)),
  newYork('anything after 2 today?', ...slot(n, '11-11', from('14:00'))),
  newYork('can i fit a client at 11 today', ...slot(n, '11-11', [['11:00', '12:00']])),
  newYork('is saturday clear', ...slot(n, '11-14', ALL_DAY)),
  newYork('free thursday evening?', ...slot(n, '11-12', EVE)),
  newYork('is 11/20 free', ...slot(n, '11-20', ALL_DAY)),
  newYork('any gap tuesday between 1 and 3', ...slot(n, '11-17', [['13:00', '15:00']])),
];

export const SEVENTYSEVENTH_UNCLEAR: HeldOutItem[] = [
  london('the ofsted thing', unclear),
  london('nappies?', unclear),
  london('Mrs Okonjo... or was it Mr Day, one of them', unclear),
  london('the rota maybe', unclear),
  london('boiler', unclear),
  london('subs', unclear),
  london('vows sat or sun dunno', unclear),
  london('should prob sort the gift aid thing', unclear),
  london('the Booker order idk', unclear),
  london('do that thing at 5', unclear),
  london('zainab??', unclear),
  newYork('the medicaid thing', unclear),
  newYork('rosa or maria idk', unclear),
  newYork('w-2s', unclear),
  newYork('the con ed stuff', unclear),
  newYork('maybe call the Russos? or text', unclear),
  newYork('polish', unclear),
  newYork('tutor schedule... thurs or fri', unclear),
  newYork('that license thing', unclear),
  newYork('goya??', unclear),
  newYork('the obit', unclear),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SEVENTYSEVENTH_BARE: HeldOutItem[] = [
  london('done ✅', unclear, askBack),
  london('later love', unclear, askBack),
  london('move it to 4', unclear, askBack),
  london('no sorry make it friday', unclear, askBack),
  london('get rid of that one', unclear, askBack),
  london('the first one', unclear, askBack),
  london('snooze 30', unclear, askBack),
  london('tmrw then', unclear, askBack),
  london('all sorted now', unclear, askBack),
  london('call it Booker order instead', unclear, askBack),
  london('4', unclear, askBack),
  newYork('finish', unclear, askBack),
  newYork('remind again later', unclear, askBack),
  newYork('change to 3pm', unclear, askBack),
  newYork('not today, monday', unclear, askBack),
  newYork('delete', unclear, askBack),
  newYork('number 2', unclear, askBack),
  newYork('ya i did it already', unclear, askBack),
  newYork('one hour', unclear, askBack),
  newYork('cancel that', unclear, askBack),
  newYork('the other one', unclear, askBack),
];
