import type { ConversationState, Intent } from '../intent';
import {
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  n,
  newYork,
  note,
  prioritise,
  question,
  recall,
  talk,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the fifty-third held-out set (people who work nights and odd hours): answers
 * to what daily just asked; what changes nothing or only asks back (small talk, questions, facts
 * that carry a job word or a time, the agenda, free time across midnight, unsure messages, replies
 * with nothing to answer); and what goes to the decision journal. Read at Wednesday 11 November
 * 2026, 15:00 London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});

type Wall = (text: string) => string;
const next = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const span = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${next(date)} 00:00`) : at(`${date} ${to}`)));
/** A window from one local moment to another ("11-11 23:00" to "11-12 03:00"), across midnight if need be. */
const win = (at: Wall, from: string, to: string): Intent => free(at(from), at(to));
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
/** "after 4": from then to the end of the working day or of the day. */
const after = (from: string): [string, string][] => [
  [from, '17:00'],
  [from, '18:00'],
  [from, '24:00'],
];

const WHICH_BREWERY = {
  pending: { about: 'which_task' as const, options: ['Call the brewery about kegs', 'Call the brewery about the Christmas order'] },
};
const WHICH_INVOICE = {
  pending: { about: 'which_task' as const, options: ['Invoice the Hollis Room', 'Invoice Basement 33', 'Invoice the Bowery gig'] },
};
const LATE_LICENCE = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Apply to stay open till 3 on Fridays?',
    options: ['Apply for 3am', 'Keep closing at 1'],
  },
};
const SECOND_CREW = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire a second night crew or raise prices?',
    options: ['Hire a second crew', 'Raise prices'],
  },
};
const SUNDAYS = { pending: { about: 'review' as const, decision: 'Stopped baking on Sundays' } };
const TUESDAYS = { pending: { about: 'review' as const, decision: 'Dropped the Tuesday club night' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Sleeping straight after a night shift works better than staying up' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Three nights in a row is my limit' } };
const STOCKTAKE = {
  pending: { about: 'other' as const, question: 'Which night for the stock take?', options: ['Monday', 'Tuesday'] },
};

export const FIFTYTHIRD_ANSWER: HeldOutItem[] = [
  within(WHICH_BREWERY, london('kegs', answer(1))),
  within(WHICH_BREWERY, london('the xmas one', answer(2))),
  within(WHICH_BREWERY, london('1st', answer(1))),
  within(WHICH_INVOICE, newYork('bowery', answer(3))),
  within(WHICH_INVOICE, newYork('2', answer(2))),
  within(WHICH_INVOICE, newYork('all of them honestly', answer(null))),
  within(LATE_LICENCE, london('go for 3am', answer(1))),
  within(LATE_LICENCE, london('keep 1, neighbours will kick off', answer(2))),
  within(LATE_LICENCE, london('not yet, talking to the owners thurs', answer(null))),
  within(SECOND_CREW, newYork('second crew', answer(1))),
  within(SECOND_CREW, newYork('raise em, the 2nd', answer(2))),
  within(SECOND_CREW, newYork('hmm whichever keeps the Chen account', answer(null))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Sell the cab and go electric?', options: ['Sell and go electric', 'Keep the cab'] } },
    london('the pension really, and not driving nights at 60', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I do private care shifts on weekends too?' } },
    newYork('either take saturdays or keep them for the kids', answer(null)),
  ),
  within(SUNDAYS, london('lost a few regulars but i actually sleep now. worth it', answer(null))),
  within(TUESDAYS, newYork('honestly bad call, the tuesday crowd were loyal', answer(null))),
  within(KEEP_L, london('keep', answer(null), note)),
  within(KEEP_N, newYork('yeah save it', answer(null), note)),
  within(KEEP_N, newYork('nah dont', answer(null))),
  within(STOCKTAKE, london('tues', answer(2))),
  within(STOCKTAKE, london('monday after close', answer(1))),
  within({ pending: { about: 'stuck', task: 'Do the self assessment' } }, london('cant find my receipts from april', answer(null))),
  within(
    { pending: { about: 'other', question: 'Shall I check in again after your shift?', options: [] } },
    newYork('yes around 8am', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'When do you want your daily plan, 2pm or 6pm?', options: ['2pm', '6pm'] } },
    newYork('6', answer(2)),
  ),
];

export const FIFTYTHIRD_GREETING: HeldOutItem[] = [
  london('evening daily, well, my morning', talk('greeting')),
  london('hiya', talk('greeting')),
  london('alright daily, just up', talk('greeting')),
  london('morning! its 3am but still', talk('greeting')),
  london('hello hello', talk('greeting')),
  london('oi', talk('greeting')),
  london('evening 👋', talk('greeting')),
  london('hey, back on nights', talk('greeting')),
  london('hi love', talk('greeting')),
  london('afternoon, just woke up lol', talk('greeting')),
  london('night, off to work', talk('goodbye')),
  newYork('yo', talk('greeting')),
  newYork('hey daily', talk('greeting')),
  newYork('gm... or gn idk anymore', talk('greeting'), talk('goodbye')),
  newYork('sup', talk('greeting')),
  newYork('good evening (its 10am)', talk('greeting')),
  newYork('hello from the booth 🎧', talk('greeting')),
  newYork('heyy its bernie', talk('greeting')),
  newYork('hi hi', talk('greeting')),
  newYork('whats good', talk('greeting')),
  newYork('hola', talk('greeting')),
  newYork('ok going to sleep, bye', talk('goodbye')),
];

export const FIFTYTHIRD_THANKS: HeldOutItem[] = [
  london('cheers', talk('thanks')),
  london('ta x', talk('thanks')),
  london('nice one, cheers', talk('thanks'), talk('acknowledgement')),
  london('thank you my love', talk('thanks')),
  london('lifesaver, thanks', talk('thanks')),
  london('ta very much', talk('thanks')),
  london('cheers pal', talk('thanks')),
  london('thanks, really helps on nights', talk('thanks')),
  london('many thanks', talk('thanks')),
  london('thankyou!!', talk('thanks')),
  london('ta for that', talk('thanks')),
  newYork('thanks', talk('thanks')),
  newYork('thx man', talk('thanks')),
  newYork('ty 🙏', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('thank you so much', talk('thanks')),
  newYork('preciate u', talk('thanks')),
  newYork('bless, thank u', talk('thanks')),
  newYork('thanks daily you the best', talk('thanks')),
  newYork('cool thx', talk('thanks'), talk('acknowledgement')),
  newYork('u rock, thanks', talk('thanks')),
];

export const FIFTYTHIRD_FEELING: HeldOutItem[] = [
  london('havent seen daylight in 4 days', talk('feeling')),
  london('body clock is absolutely wrecked', talk('feeling')),
  london('so tired i put salt in the sugar bin', talk('feeling')),
  london('3 nights on, 2 massage clients, i cant do it all', talk('overwhelmed')),
  london('knackered. double shift and the cab broke down on the A13', talk('feeling')),
  london('buzzing, we did £6k on saturday', talk('feeling')),
  london('gutted, the bread didnt rise and the cafés are waiting', talk('feeling')),
  london('feel like i never see the kids', talk('feeling')),
  london('everything is on fire this week', talk('overwhelmed')),
  london('fed up of drunks being sick in the back of the cab', talk('feeling')),
  london('proper anxious about the EHO visit', talk('feeling')),
  newYork('im so burnt out', talk('feeling')),
  newYork("exhausted. 14hr shift and the client didn't pay", talk('feeling')),
  newYork('lowkey proud of last night, packed room', talk('feeling')),
  newYork('too much going on, cant think straight', talk('overwhelmed')),
  newYork("haven't slept properly since october", talk('feeling')),
  newYork('stressed about making payroll this week', talk('feeling')),
  newYork('lonely doing nights honestly', talk('feeling')),
  newYork('happy, the midnight show sold out', talk('feeling')),
  newYork('my back is killing me from the van', talk('feeling')),
  newYork('drowning in lockout calls, 11 since midnight', talk('overwhelmed')),
  newYork('sad today, lost a resident last night', talk('feeling')),
];

export const FIFTYTHIRD_QUESTION: HeldOutItem[] = [
  london('what time does billingsgate open on a saturday', question),
  london('can i claim the cab overhaul as an expense?', question),
  london('do i need a personal licence to run the bar or does the DPS cover it', question),
  london('is £55 an hour ok for a sports massage in zone 2', question),
  london('how long does the TfL licence renewal take', question),
  london('whats the VAT threshold now', question),
  london('do street traders need public liability insurance', question),
  london('when did i last service the oven?', question),
  london('how much sleep do night workers actually need', question),
  london('what time is the fish order tmrw?', question, list('tomorrow')),
  london('is it better to sell on vinted or depop for 70s stuff', question),
  newYork('how do i get a cabaret license in brooklyn', question),
  newYork('whats the min wage for security guards in ny', question),
  newYork('can a locksmith open a car without the owner there?', question),
  newYork('when is the workers comp audit?', question),
  newYork('do i charge extra for after midnight callouts?', question, dilemma),
  newYork('how many hours can a CNA work in a row in ny', question),
  newYork('what rental house do people use for a digico in nyc', question),
  newYork('did i ever invoice the bowery gig?', question),
  newYork('how do other cinemas price midnight screenings', question),
  newYork('is it legal to run crews past 2am in a residential building', question),
  newYork('whats a normal markup on janitorial supplies', question),
  newYork('what day is thanksgiving this year', question),
];

/** Facts and news, several with a job word or a time in them: nothing may change. */
export const FIFTYTHIRD_STATEMENT: HeldOutItem[] = [
  london('the brewery shorted us 2 kegs again', NO_CHANGE),
  london('EHO is coming friday apparently', NO_CHANGE),
  london('worked 4 nights straight, off now till sunday', NO_CHANGE),
  london('the oven engineer is called Gary btw', NO_CHANGE),
  london('did 14 fares last night, mostly shoreditch', NO_CHANGE),
  london('sold the pink 70s maxi for £85', NO_CHANGE),
  london('truck made £740 saturday night', NO_CHANGE),
  london("Ade's off sick tonight", NO_CHANGE),
  london('mrs pereira moved to fortnightly', NO_CHANGE),
  london('starter smells weird today', NO_CHANGE),
  london('paid the veg invoice this morning', NO_CHANGE, done(words('veg invoice'))),
  london('the cab is in at petes until thursday', NO_CHANGE),
  london('the hotel is rammed this weekend, some conference', NO_CHANGE),
  london('council approved the pitch on Sclater st', NO_CHANGE),
  newYork('the venue changed load in to 4pm', NO_CHANGE),
  newYork('darnell passed his 8 hr course', NO_CHANGE),
  newYork('11 lockouts last night, record', NO_CHANGE),
  newYork('kaya confirmed for dec 5', NO_CHANGE),
  newYork('the 32nd st client signed for a year', NO_CHANGE),
  newYork('projector lamp has 200 hrs left', NO_CHANGE),
  newYork("mr feldman's daughter is taking over his sundays", NO_CHANGE),
  newYork('the digico rental is $450 a night', NO_CHANGE),
  newYork('payroll is $38k this week with the overtime', NO_CHANGE),
  newYork('rocky horror crowd trashed theater 2 again', NO_CHANGE),
  newYork('just got home, 7:40am', NO_CHANGE),
  newYork('sent the timesheets to the agency last night', NO_CHANGE, done(words('timesheets'))),
];

export const FIFTYTHIRD_DECISION: HeldOutItem[] = [
  london('decided, we are staying open till 2 on fridays from december', decision),
  london('not doing sunday lunch anymore. done.', decision),
  london('going with the cheaper fish guy from now on', decision),
  london('right, no more double shifts at the hospital, massage on days off only', decision),
  london('switching flour to the mill in Wiltshire', decision),
  london("i'm giving up the friday night shift in the cab, days only from jan", decision),
  london('decision: vintage goes online only, no more brick lane', decision),
  london('truck is card only from now on', decision),
  london('raising the massage rate to £60 in january', decision),
  london('settled it: new glasswasher, not repairing the old one again', decision),
  london('the bakery closes on mondays from next month', decision),
  newYork('done deciding, no more tuesday nights at the club', decision),
  newYork('going with Hudson Valley Insurance for workers comp', decision),
  newYork('im only taking emergency calls til 2am from now on', decision),
  newYork('we are hiring Rosa as night supervisor', decision),
  newYork('final: buying my own console instead of renting', decision),
  newYork("we're doing midnight screenings every saturday now", decision),
  newYork('ok decided, stopping the private shifts after christmas', decision),
  newYork('sticking with the current cleaning supplier, the new one was junk', decision),
  newYork('made my mind up, dropping the warehouse contract', decision),
  newYork('doing the NYE party at basement 33, not the rooftop', decision),
  newYork('decided to charge $50 extra after midnight', decision),
];

export const FIFTYTHIRD_DILEMMA: HeldOutItem[] = [
  london('should i stay open til 3 on fridays or keep it at 1?', dilemma),
  london('sunday lunch or shut sundays and actually rest?', dilemma),
  london('go part time at the hospital and grow the massage side, or stay full time for the pension', dilemma),
  london('second oven or a second shift baker?', dilemma),
  london('sell the cab and go electric or run this one another 3 years', dilemma),
  london('quit the porter job and do vintage full time? or too risky', dilemma),
  london('truck: stay in shoreditch or try the camden market pitch', dilemma),
  london('fix the glasswasher again or buy new', dilemma),
  london('do i let Ade run the pass on saturdays or keep doing it myself', dilemma),
  london('not sure whether to take the wedding catering job, its on my only night off', dilemma, question),
  newYork('take the 3 night residency at the rooftop or keep weekends free for my own parties', dilemma),
  newYork('hire another guard or pay overtime through december', dilemma),
  newYork('keep doing 24hr or stop at midnight', dilemma),
  newYork('buy the console or keep renting', dilemma),
  newYork('raise rates for the midtown accounts or risk losing them?', dilemma),
  newYork('35mm festival or the horror marathon for december', dilemma),
  newYork('agency shifts or private care only?', dilemma),
  newYork('should I buy a second van and hire someone?', dilemma, question),
  newYork('do the Chen account on weekends or turn it down', dilemma),
  newYork('move the party to brooklyn or stay in the lower east side', dilemma),
  newYork('should i take the day job at the hospital and quit nights?', dilemma, question),
];

export const FIFTYTHIRD_RECALL: HeldOutItem[] = [
  london('what did i decide about friday opening hours', recall('friday')),
  london('why did i stop sunday lunch again', recall('sunday')),
  london('what did i say about the fish supplier', recall('fish')),
  london('remind me why i went with the wiltshire mill', recall('mill'), recall('wiltshire')),
  london('did i decide on the massage rate', recall('massage'), recall('rate')),
  london('what was the decision on the friday cab shift', recall('cab'), recall('friday')),
  london('brick lane, what did i decide', recall('brick lane')),
  london('what did i decide about the glasswasher', recall('glasswasher')),
  london('did i say card only on the truck?', recall('card')),
  london('mondays at the bakery, what did i land on', recall('monday'), recall('bakery')),
  newYork('what did i decide about tuesday nights', recall('tuesday')),
  newYork('which insurance did i go with for workers comp', recall('workers comp'), recall('insurance')),
  newYork('whats my rule on emergency calls', recall('emergency')),
  newYork('what did i decide about rosa', recall('rosa')),
  newYork('console - rent or buy, what did i go with', recall('console')),
  newYork('did i decide anything on saturday midnight screenings', recall('midnight'), recall('saturday')),
  newYork('why am i stopping the private shifts', recall('private shift')),
  newYork('what did i decide on the cleaning supplier', recall('supplier')),
  newYork('what did we say about the warehouse contract', recall('warehouse')),
  newYork('where did i say the NYE party was going', recall('NYE')),
  newYork('what did i decide re the after midnight charge', recall('midnight'), recall('charge')),
];

export const FIFTYTHIRD_PRIORITISE: HeldOutItem[] = [
  london('what do i do first, brewery or council', prioritise('focus')),
  london('ive got 2 hours before service, what matters most', prioritise('focus')),
  london('too much on before nights, what can wait', prioritise('drop')),
  london('plan my afternoon before i sleep', prioritise('plan_day')),
  london('what should i do when i wake up', prioritise('focus'), prioritise('plan_day')),
  london('what can i skip this week', prioritise('drop')),
  london('give me my night in order', prioritise('plan_day')),
  london('whats the one thing that cant wait', prioritise('focus')),
  london('help me sort out what to do before the market sunday', prioritise('focus'), prioritise('plan_day')),
  london('i only have an hour awake before bed, what first', prioritise('focus')),
  newYork('what should i tackle before i crash', prioritise('focus')),
  newYork('what can i push to next week', prioritise('drop')),
  newYork('plan my day, i start at 9pm', prioritise('plan_day')),
  newYork('top priority rn?', prioritise('focus')),
  newYork('drowning, what do i drop', prioritise('drop')),
  newYork('what comes first tonight', prioritise('focus')),
  newYork('line up my tasks for tonight pls', prioritise('plan_day')),
  newYork('anything i can let slide before the weekend', prioritise('drop')),
  newYork('what matters most before the midnight show', prioritise('focus')),
  newYork('organise my evening between the two shifts', prioritise('plan_day')),
  newYork('which of these can go til monday', prioritise('drop')),
];

export const FIFTYTHIRD_AGENDA: HeldOutItem[] = [
  london("what've i got tonight", list('today')),
  london('anything on tomorrow?', list('tomorrow')),
  london('show me whats overdue', list('overdue')),
  london('whats on friday night', list('day', '2026-11-13')),
  london('next thing on my list?', list('next')),
  london('this weeks stuff', list('week')),
  london('what have i got saturday', list('day', '2026-11-14')),
  london('anything i missed while i was asleep', list('overdue')),
  london('what do i have on the 24th', list('day', '2026-11-24')),
  london("what's on for the rest of today", list('today')),
  london('list for monday pls', list('day', '2026-11-16')),
  london('what have i got before my shift tomorrow', list('tomorrow')),
  newYork('what do i have today', list('today')),
  newYork('whats after this', list('next')),
  newYork('gimme the week', list('week')),
  newYork('whats on thursday', list('day', '2026-11-12'), list('tomorrow')),
  newYork('did i drop anything? overdue stuff', list('overdue')),
  newYork('what have i got sunday night', list('day', '2026-11-15')),
  newYork("what's on 12/5", list('day', '2026-12-05')),
  newYork('schedule for tmrw', list('tomorrow')),
  newYork("what's on this weekend", list('week'), list('day', '2026-11-14')),
  newYork('whats due tonight', list('today')),
  newYork('show me the 20th', list('day', '2026-11-20')),
];

export const FIFTYTHIRD_FREE_TIME: HeldOutItem[] = [
  london(
    'free after 11 tonight?',
    win(l, '11-11 23:00', '11-12 00:00'),
    win(l, '11-11 23:00', '11-12 03:00'),
    win(l, '11-11 23:00', '11-12 06:00'),
  ),
  london('anything on between 1 and 4am friday', win(l, '11-13 01:00', '11-13 04:00'), win(l, '11-14 01:00', '11-14 04:00')),
  london('am i free tmrw afternoon for a massage client', ...span(l, '11-12', AFTERNOON)),
  london('can i fit the accountant in monday at 2', win(l, '11-16 14:00', '11-16 15:00')),
  london('is sunday clear for me', ...span(l, '11-15', WHOLE_DAY)),
  london('do i have time for a nap before 7 tonight', win(l, '11-11 15:00', '11-11 19:00')),
  london('free thursday morning or have i booked something', ...span(l, '11-12', MORNING)),
  london('any gap saturday between 4 and 6', win(l, '11-14 16:00', '11-14 18:00')),
  london('am i free on the evening of the 19th', ...span(l, '11-19', EVENING)),
  london(
    'when am i free this weekend',
    win(l, '11-14 00:00', '11-16 00:00'),
    win(l, '11-14 09:00', '11-15 17:00'),
    win(l, '11-14 09:00', '11-15 18:00'),
  ),
  london('can i squeeze in the dentist at 10am tomorrow', win(l, '11-12 10:00', '11-12 11:00')),
  newYork('am i free at 3 today', win(n, '11-11 15:00', '11-11 16:00')),
  newYork(
    'free friday night for a gig?',
    ...span(n, '11-13', EVENING),
    win(n, '11-13 18:00', '11-14 04:00'),
    win(n, '11-13 20:00', '11-14 04:00'),
    win(n, '11-13 21:00', '11-14 04:00'),
  ),
  newYork('anything tmrw between 2 and 5pm', win(n, '11-12 14:00', '11-12 17:00')),
  newYork('can i take a private shift sat 8pm-8am', win(n, '11-14 20:00', '11-15 08:00')),
  newYork('is the 21st open', ...span(n, '11-21', WHOLE_DAY)),
  newYork('have i got anything after 4 today', ...span(n, '11-11', after('16:00')), list('today')),
  newYork('free for a walkthrough monday 7pm?', win(n, '11-16 19:00', '11-16 20:00')),
  newYork('any openings wednesday next week', ...span(n, '11-18', WHOLE_DAY)),
  newYork('am i clear tonight from 10', win(n, '11-11 22:00', '11-12 00:00'), win(n, '11-11 22:00', '11-12 06:00')),
  newYork('got 2 free hours sunday afternoon?', ...span(n, '11-15', AFTERNOON)),
  newYork('can i sleep 9 to 5 tomorrow or is something booked', win(n, '11-12 09:00', '11-12 17:00')),
];

export const FIFTYTHIRD_UNCLEAR: HeldOutItem[] = [
  london('the brewery thing, when i wake up', unclear),
  london('call the council at 8', unclear, task('call the council', l('11-12 08:00'))),
  london('saturday night or sunday morning, same thing for me. the fish', unclear),
  london('remind me after my shift', unclear, askBack),
  london('that massage thing?', unclear),
  london('ugh the landlord', unclear),
  london('11 or 12 for the keg thing, whichever', unclear),
  london('maybe do the rota tonight maybe tmrw', unclear),
  london('the flour', unclear),
  london('ring dad at some point', unclear, task('ring dad')),
  london('tuesday?', unclear),
  london('do the thing at midnight', unclear),
  within(reminded('Ring the mill about the flour', l('11-11 14:00')), london('after i get up', unclear, askBack)),
  newYork('the printer guy, after i sleep', unclear),
  newYork('remind me at 7', unclear, askBack),
  newYork('darnell or luis, one of them', unclear),
  newYork('deposit?', unclear),
  newYork('idk the bowery or the hollis invoice, whatever one', unclear),
  newYork('call the broker tmrw night or fri morning, same shift for me', unclear),
  newYork('feldman sunday maybe', unclear),
  newYork('should prob do payroll idk when', unclear, task('do payroll')),
  newYork('the thing w the projector', unclear),
  newYork('after close fix the thing', unclear),
  newYork('tonight at 12 or tomorrow at 12? the kaya call', unclear),
  within(reminded('Call the broker', n('11-11 09:00')), newYork('when i wake up', unclear, askBack)),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const FIFTYTHIRD_BARE: HeldOutItem[] = [
  london('done that', unclear, askBack),
  london('later', unclear, askBack),
  london('after service', unclear, askBack),
  newYork('asleep til 4', unclear, askBack),
  london('make it 3am', unclear, askBack),
  newYork('push to tonight', unclear, askBack),
  london('the 2nd one', unclear, askBack),
  newYork('delete it', unclear, askBack),
  london('did it 👍', unclear, askBack),
  newYork('snooze an hour', unclear, askBack),
  london('4 is done', unclear, askBack),
  newYork('not right now', unclear, askBack),
  london('tmrw night', unclear, askBack),
  newYork('change it to 10', unclear, askBack),
  london('scrap that', unclear, askBack),
  newYork('sent', unclear, askBack),
  london('call it kegs', unclear, askBack),
  newYork('friday instead', unclear, askBack),
  london('20 mins', unclear, askBack),
  newYork('after i sleep', unclear, askBack),
  newYork('the last one', unclear, askBack),
];
