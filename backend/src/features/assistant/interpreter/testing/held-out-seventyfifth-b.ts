import type { Intent } from '../intent';
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
 * The second half of the seventy-fifth held-out set, from fourteen people who run small shops, trades
 * and services: in and around London a jewellery maker selling on Etsy, a locksmith, a plasterer, a dog
 * walker, a wedding florist, a driving instructor and a mobile mechanic; in and around New York a sneaker
 * reseller, a house-cleaning crew owner, a piano teacher, a food truck owner, a tattoo artist, an HVAC
 * technician and a personal trainer. Small talk, questions, news that carries a job word or a time (which
 * must change nothing), decisions for the journal, choices being weighed, what was decided, what to do
 * first, the agenda, free time, half-said messages and replies sent with nothing to answer. Read at
 * Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder daily has just sent, waiting on DONE / SNOOZE / SKIP / STUCK. */
const reminded = (title: string, due: string) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
  listed: [],
});
/** A task daily has just made. */
const justMade = (title: string, due: string | null) => ({ current: { title, due } });
/** The last numbered list daily sent. */
const shown = (...titles: string[]) => ({ listed: titles });

type Wall = (text: string) => string;
const nextDay = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** One window on one day, read each of the ways a person would accept ("24:00" is midnight after). */
const windows = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${nextDay(date)} 00:00`) : at(`${date} ${to}`)));
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
const DAY: [string, string][] = [
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
/** "before 11": from the start of the working day, or from now when that is today. */
const until = (end: string, now?: string): [string, string][] => [
  ['08:00', end],
  ['09:00', end],
  ['00:00', end],
  ...(now ? [[now, end] as [string, string]] : []),
];

export const SEVENTYFIFTH_GREETING: HeldOutItem[] = [
  london('morning daily', talk('greeting')),
  london('alright?', talk('greeting')),
  london('hiya from the bench 💍', talk('greeting')),
  london('hello from a very dusty landing', talk('greeting')),
  london('afternoon! just dropped the last pooch off', talk('greeting')),
  london('oi oi', talk('greeting')),
  london('hey up daily', talk('greeting')),
  london('gm', talk('greeting')),
  london('hello, you there?', talk('greeting')),
  within(reminded('Cut a spare for Mrs Okoro', l('11-11 14:30')), london('hiya', talk('greeting'))),
  london('right im off, laters', talk('goodbye')),
  newYork('yo daily', talk('greeting')),
  newYork('good morning from the truck 🌮', talk('greeting')),
  newYork('hey hey', talk('greeting')),
  newYork('sup', talk('greeting')),
  newYork('morning!! early clients today', talk('greeting')),
  newYork('hi there', talk('greeting')),
  newYork('heyyy', talk('greeting')),
  newYork('hello from a rooftop unit in astoria', talk('greeting')),
  within(justMade('Tune the Yamaha at the Kowalskis', n('11-12 16:00')), newYork('hey btw', talk('greeting'))),
  newYork('ok signing off for the night', talk('goodbye')),
];

export const SEVENTYFIFTH_THANKS: HeldOutItem[] = [
  london('cheers mate', talk('thanks')),
  london('ta muchly', talk('thanks')),
  london('thanks hun x', talk('thanks')),
  london('you star, thanks', talk('thanks')),
  london('thank u!!', talk('thanks')),
  london('nice one', talk('thanks'), talk('acknowledgement')),
  london('lifesaver cheers', talk('thanks')),
  london('ah brilliant ta', talk('thanks'), talk('acknowledgement')),
  within(justMade('Skim the back bedroom ceiling at Dalston', l('11-12 08:00')), london('cheers for that', talk('thanks'))),
  within(
    justMade('Bouquet consult with Priya and Tom', l('11-13 11:00')),
    london('perfect, thank you x', talk('thanks'), talk('acknowledgement')),
  ),
  newYork('thanks!!', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('tysm', talk('thanks')),
  newYork('thanks bro', talk('thanks')),
  newYork('you the best, thx', talk('thanks')),
  newYork('gracias', talk('thanks')),
  newYork('thank u kindly 🙏', talk('thanks')),
  newYork('thanks daily you rock', talk('thanks')),
  within(
    justMade('Recharge the freon on the Park Slope condensing unit', n('11-12 09:00')),
    newYork('great thx', talk('thanks'), talk('acknowledgement')),
  ),
  within(justMade('Send Keisha her macro plan', n('11-11 18:00')), newYork('thank youuu', talk('thanks'))),
];

export const SEVENTYFIFTH_FEELING: HeldOutItem[] = [
  london('absolutely knackered, three ceilings today', talk('feeling')),
  london('so fed up with etsy fees', talk('feeling')),
  london('soaked, 6 dogs and a river walk in the rain', talk('feeling')),
  london('proper nervous about the Henley wedding saturday, 40 centrepieces', talk('feeling')),
  london('buzzing, Jade passed first time!!', talk('feeling')),
  london("too much on, i can't think straight", talk('overwhelmed')),
  london("gutted, dropped a solder joint on the commission ring and it's ruined", talk('feeling')),
  london('hands are wrecked from the cold, been on a clutch job in a car park for 3 hrs', talk('feeling')),
  london('bit down today tbh', talk('feeling')),
  london('snowed under with lockouts this week, its mental', talk('overwhelmed')),
  london("so um, i'm honestly just, like, stressed, the wedding orders and the shop and everything, it's a lot", talk('overwhelmed')),
  newYork('so tired', talk('feeling')),
  newYork('lowkey panicking about the Jordan 4 drop friday', talk('feeling')),
  newYork("stressed, two of my cleaners called out and i've got 5 houses", talk('overwhelmed')),
  newYork('really proud of my student at her recital last night', talk('feeling')),
  newYork('burnt out from the lunch rush, 200 covers', talk('feeling')),
  newYork('wrist is killing me after an 8 hour sleeve session', talk('feeling')),
  newYork('overwhelmed, every furnace in queens decided to die today', talk('overwhelmed')),
  newYork('feeling kinda unmotivated this week', talk('feeling')),
  newYork('hyped, signed 3 new clients for january', talk('feeling')),
  newYork('drowning in dms and i havent even opened the truck yet', talk('overwhelmed')),
];

export const SEVENTYFIFTH_QUESTION: HeldOutItem[] = [
  london('whats a fair call out charge for a lockout after midnight', question),
  london('how long does multi finish take to dry before painting', question),
  london('do i need to charge VAT on etsy sales under the threshold', question),
  london('can a dog walker claim mileage on the van', question),
  london('whats the going rate for a wedding arch install these days', question),
  london('how many hours does a learner need on average before the test', question),
  london("when's the Henley wedding again?", question),
  london('is it worth getting a second hand diagnostic reader or buy new', question, dilemma),
  london('who was the bloke with the mortice lock in Leyton', question),
  london('did I ever order the silver wire?', question),
  london('can you remind my customers about their bookings?', question, HELP),
  newYork('how do i price a pair of deadstock 2003 Air Max 95s', question),
  newYork('whats the tip etiquette for cleaners at thanksgiving', question),
  newYork('can I write off the new piano bench?', question),
  newYork('do i need a new permit to park the truck in LIC', question),
  newYork('how long should a fine line tattoo heal before a touch up', question),
  newYork('is R-22 still legal to top up in NY', question),
  newYork("when's my next session with Marcus?", question),
  newYork("what's next on my list", question, list('next')),
  newYork('can you send invoices?', question, HELP),
  newYork('how many clients did i train last month', question),
];

/** Facts and news, several with a job word or a time in them: nothing may change. */
export const SEVENTYFIFTH_STATEMENT: HeldOutItem[] = [
  london('Mrs Okoro locked herself out again lol', NO_CHANGE),
  london('the Dalston ceiling needs another coat, still patchy', NO_CHANGE),
  london("Biscuit the spaniel's got a limp, owner's taking her to the vet", NO_CHANGE),
  london('sold 4 pairs of the hammered hoops overnight', NO_CHANGE),
  london("the Henley bride's changed her colours to sage and blush", NO_CHANGE),
  london("Jade's test is on the 20th at 9:14", NO_CHANGE),
  london('the Corsa needs a new alternator, not a battery', NO_CHANGE),
  london('wholesaler is out of euro cylinders till next week', NO_CHANGE),
  london('parts for the Fiesta arrive tmrw morning', NO_CHANGE),
  london("the Royal Mail strike's back on friday", NO_CHANGE),
  london('etsy payout came through', NO_CHANGE),
  london('invoiced the Hackney job this morning', NO_CHANGE, done(words('Hackney'))),
  within(reminded('Pick up 3 bags of multi finish', l('11-11 14:00')), london('merchant shuts at 5 today', NO_CHANGE)),
  newYork('the StockX payout hit my account', NO_CHANGE),
  newYork("Rosa's crew finished the Hoboken deep clean early", NO_CHANGE),
  newYork('lily cancelled her lesson tomorrow', NO_CHANGE),
  newYork('truck generator is making a weird noise again', NO_CHANGE),
  newYork('got booked solid for december, no flash days left', NO_CHANGE),
  newYork('the landlord in bushwick says the boiler is from 1987', NO_CHANGE),
  newYork('Marcus hit a 300lb deadlift today', NO_CHANGE),
  newYork('health inspection is friday at 11', NO_CHANGE),
  newYork('filters for the Astoria job came in', NO_CHANGE),
  newYork('paid the commissary rent', NO_CHANGE, done(words('commissary'))),
  within(reminded('List the Travis Scott 1s on eBay', n('11-11 09:30')), newYork('ebay is down rn', NO_CHANGE)),
];

export const SEVENTYFIFTH_DECISION: HeldOutItem[] = [
  london("decided, i'm not doing sunday lockouts anymore unless it's double", decision),
  london('going with Etsy ads off for december', decision),
  london('right, call out fee goes up to £85 from january', decision),
  london('not taking on any more reactive dogs, decided', decision),
  london("we're only doing british grown flowers from next season", decision),
  london('decision: lessons go to £42 an hour in the new year', decision),
  london("i'm dropping the saturday afternoon slots for good", decision),
  london('sticking with British Gypsum, not switching to the cheap stuff', decision),
  london('going with the Autel scanner', decision),
  london("so i've decided, um, i'm gonna stop doing custom engraving, it's just not worth it", decision),
  newYork('decided no more consignment, i only buy outright now', decision),
  newYork('ok we are going to a flat $180 for a standard clean', decision),
  newYork('not teaching kids under 6 anymore. final', decision),
  newYork('truck is closed mondays from now on', decision),
  newYork('decided to require a $100 deposit for every booking', decision),
  newYork('going with Carrier for the Bay Ridge replacement', decision),
  newYork('moving all my clients to 3 month packages', decision),
  newYork("i'm switching the cleaning supplies to Branch Basics", decision),
  newYork('decided to skip the smorgasburg season next year', decision),
  newYork('no more cash sessions, venmo or card only', decision),
];

export const SEVENTYFIFTH_DILEMMA: HeldOutItem[] = [
  london('should i open a shopify store or stay etsy only', dilemma),
  london('buy a second van or keep doing it all in the one', dilemma),
  london('take the big commercial job in Croydon or keep the domestic stuff', dilemma),
  london('group walks or solo walks only?', dilemma),
  london('do the Henley wedding and the Ascot one same weekend or turn one down', dilemma),
  london('manual or auto for the new car, more pupils want auto now', dilemma),
  london('should I take on an apprentice', dilemma, question),
  london('take the dealership warranty work or stay independent', dilemma),
  london('put my prices up or do more hours?', dilemma),
  london('hire a second plasterer or just say no to jobs', dilemma),
  newYork('should i keep the Dunk lows or flip them now', dilemma),
  newYork('hire another cleaner or cap the client list', dilemma),
  newYork('teach in home or rent a studio', dilemma),
  newYork('do the winter market in bryant park or just stay at the usual spot', dilemma),
  newYork('book guest spots in LA or stay put?', dilemma),
  newYork('buy the new vacuum pump or keep renting from the supply house', dilemma),
  newYork('should i start online coaching? idk', dilemma, question),
  newYork('raise my rates or add a cheaper group class', dilemma),
  newYork('lease a second truck or open a stall', dilemma),
  newYork('join a shop or keep my private studio', dilemma),
];

export const SEVENTYFIFTH_RECALL: HeldOutItem[] = [
  london('what did i decide about sunday lockouts', recall('sunday'), recall('lockout')),
  london('why did i turn the etsy ads off', recall('etsy ads'), recall('etsy')),
  london('what did I say the call out fee would be', recall('call out')),
  london('remind me what i decided about reactive dogs', recall('reactive')),
  london('what did we decide on british flowers', recall('british')),
  london('lesson price for jan, what did I settle on', recall('lesson')),
  london('what did i decide about saturday slots', recall('saturday')),
  london('why did i stay with british gypsum', recall('british gypsum'), recall('gypsum')),
  london('which scanner did i go with', recall('scanner')),
  london('what was the decision about engraving', recall('engraving')),
  newYork('what did i decide about consignment', recall('consignment')),
  newYork('what price did we land on for standard cleans', recall('standard clean'), recall('clean')),
  newYork('what did i say about teaching little kids', recall('kids')),
  newYork('why is the truck closed mondays again', recall('monday'), recall('truck')),
  newYork('what did i decide on deposits', recall('deposit')),
  newYork('which brand did we pick for bay ridge', recall('bay ridge')),
  newYork('remind me what we decided about packages', recall('package')),
  newYork('what did i decide about smorgasburg', recall('smorgasburg')),
  newYork('what did i say about cash sessions', recall('cash')),
  newYork('did i decide anything about the cleaning supplies', recall('cleaning supplies'), recall('supplies')),
];

export const SEVENTYFIFTH_PRIORITISE: HeldOutItem[] = [
  london('two lockouts and a ceiling waiting, what first', prioritise('focus')),
  london('whats most urgent rn', prioritise('focus')),
  london('way too much on this week, what can i push', prioritise('drop')),
  london('plan my day for me pls', prioritise('plan_day')),
  london('sort tomorrow out for me, back to back pupils', prioritise('plan_day')),
  london('got 40 mins between walks, what should i get done', prioritise('focus')),
  london('what can i ditch before the Henley wedding', prioritise('drop')),
  london('which job do I crack on with first when I get to the van', prioritise('focus')),
  within(
    shown('Solder the Hughes engagement ring', 'Photograph the new hoops', 'Post 6 orders', 'Reply to the wholesale enquiry'),
    london('which of them first', prioritise('focus')),
  ),
  london("can't do it all today, what gives", prioritise('drop')),
  newYork('what do i tackle first today', prioritise('focus'), prioritise('plan_day')),
  newYork('priority #1?', prioritise('focus')),
  newYork('what can wait till after black friday', prioritise('drop')),
  newYork('lay out tomorrow for me', prioritise('plan_day')),
  newYork("what's the most important thing before the health inspection", prioritise('focus')),
  newYork('help me cut stuff this week, im maxed', prioritise('drop')),
  newYork('organize my day', prioritise('plan_day')),
  newYork("i've got an hour before my 2pm client, what should i knock out", prioritise('focus')),
  within(
    shown('Service the Ridgewood furnace', 'Quote the Bay Ridge replacement', 'Order a 40/5 capacitor', 'Invoice Mrs Feldman'),
    newYork('out of that lot what can slide', prioritise('drop')),
  ),
  newYork('what should i be working on right now', prioritise('focus')),
];

export const SEVENTYFIFTH_AGENDA: HeldOutItem[] = [
  london('whats on tmrw', list('tomorrow')),
  london('what have i got fri', list('day', '2026-11-13')),
  london('todays jobs?', list('today')),
  london('anything i forgot to do', list('overdue')),
  london("what's next", list('next')),
  london('whats the week look like', list('week')),
  london('what have I got on 3/12', list('day', '2026-12-03')),
  london('pupils monday?', list('day', '2026-11-16')),
  london('whats on sat, wedding day', list('day', '2026-11-14')),
  london("what've i got on the 19th", list('day', '2026-11-19')),
  london("what's on next tues", list('day', '2026-11-17'), list('day', '2026-11-24')),
  london('whats still to do today', list('today')),
  newYork("what's on 11/19", list('day', '2026-11-19')),
  newYork('what do i have tomorrow', list('tomorrow')),
  newYork('whats on today', list('today')),
  newYork('anything overdue?', list('overdue')),
  newYork('show me this week', list('week')),
  newYork("what's on thursday", list('day', '2026-11-12'), list('tomorrow')),
  newYork('what have i got black friday', list('day', '2026-11-27')),
  newYork("what's on christmas eve", list('day', '2026-12-24')),
  newYork("what's up next", list('next')),
  newYork('what do i have sunday', list('day', '2026-11-15')),
];

export const SEVENTYFIFTH_FREE_TIME: HeldOutItem[] = [
  london('am i free tmrw after 4', ...windows(l, '11-12', from('16:00'))),
  london('free this evening?', ...windows(l, '11-11', EVE)),
  london('could i fit a lockout in before 11 tomorrow', ...windows(l, '11-12', until('11:00'))),
  london('free sat morning for a bridal consult?', ...windows(l, '11-14', AM)),
  london('is the 21st free', ...windows(l, '11-21', DAY)),
  london('am i free thurs 2-4', ...windows(l, '11-12', [['14:00', '16:00']])),
  london('any gaps friday afternoon for a skim job', ...windows(l, '11-13', PM)),
  london('can i squeeze a pupil in monday at 10', ...windows(l, '11-16', [['10:00', '11:00']])),
  london('rest of today clear?', ...windows(l, '11-11', from('15:00'))),
  london('free on 28/11?', ...windows(l, '11-28', DAY)),
  london('got time for a brake job next tuesday', ...windows(l, '11-17', DAY), ...windows(l, '11-24', DAY)),
  newYork('am i free this morning', ...windows(n, '11-11', AM), free(n('11-11 10:00'), n('11-11 12:00'))),
  newYork('free tmrw afternoon for a consult', ...windows(n, '11-12', PM)),
  newYork('any openings friday 1 to 3', ...windows(n, '11-13', [['13:00', '15:00']])),
  newYork('free sat evening?', ...windows(n, '11-14', EVE)),
  newYork('do i have time before noon today', ...windows(n, '11-11', until('12:00', '10:00'))),
  newYork('is 11/24 open', ...windows(n, '11-24', DAY)),
  newYork('got anything at 4 today', ...windows(n, '11-11', [['16:00', '17:00']])),
  newYork('free sunday for a guest spot?', ...windows(n, '11-15', DAY)),
  newYork('can i squeeze a client in at 7am tmrw', ...windows(n, '11-12', [['07:00', '08:00']])),
  newYork('any gaps monday after 2', ...windows(n, '11-16', from('14:00'))),
];

export const SEVENTYFIFTH_UNCLEAR: HeldOutItem[] = [
  london('the ring thing', unclear, askBack),
  london('Okoro... or was it Okafor, the lock one', unclear, askBack),
  london('that ceiling', unclear, askBack),
  london('buttonholes??', unclear, askBack),
  london('biscuit maybe', unclear, askBack),
  london('the alternator', unclear, askBack),
  london('thurs or fri for Jade, dunno', unclear, askBack),
  london('should prob sort the van out at some point', unclear, askBack),
  london('etsy', unclear, askBack),
  london('um the quote for the, the thing in Leyton', unclear, askBack),
  london("Mrs Patel's lock thurs at 10", unclear, askBack),
  newYork('the jordans', unclear, askBack),
  newYork('rosa?', unclear, askBack),
  newYork('the furnace or the AC one, whichever', unclear, askBack),
  newYork('recital stuff idk', unclear, askBack),
  newYork('propane', unclear, askBack),
  newYork('maybe text Marcus? or call', unclear, askBack),
  newYork('that sleeve', unclear, askBack),
  newYork('the Feldman thing', unclear, askBack),
  newYork('commissary friday 2', unclear, askBack),
  newYork('do the thing after lunch', unclear, askBack),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SEVENTYFIFTH_BARE: HeldOutItem[] = [
  london('done it', unclear, askBack),
  london('in a bit', unclear, askBack),
  london('shove it to 5', unclear, askBack),
  london('nah make it fri', unclear, askBack),
  london('get rid', unclear, askBack),
  london('the first one', unclear, askBack),
  london('snooze 30', unclear, askBack),
  london('monday instead', unclear, askBack),
  london('all sorted', unclear, askBack),
  london('call it Hughes ring instead', unclear, askBack),
  london('4', unclear, askBack),
  london('half 2', unclear, askBack),
  newYork('delete that', unclear, askBack),
  newYork('finished', unclear, askBack),
  newYork('push to tmrw', unclear, askBack),
  newYork('the 3rd one', unclear, askBack),
  newYork('skip it', unclear, askBack),
  newYork('1', unclear, askBack),
  newYork('make it 8am', unclear, askBack),
  newYork('an hour', unclear, askBack),
  newYork('nvm that', NO_CHANGE),
  newYork('stuck', unclear, askBack),
];
