import type { ConversationState, Intent } from '../intent';
import {
  decision,
  dilemma,
  free,
  type HeldOutItem,
  l,
  list,
  london,
  n,
  newYork,
  NO_CHANGE,
  prioritise,
  question,
  recall,
  talk,
  unclear,
  within,
} from './held-out-kit';

/**
 * The fifteenth held-out set, second half: what people say to daily that is not a change to a
 * task (small talk, questions, facts, decisions, plans and free time), plus the helpers both
 * halves share. Written from scratch for trades and studios no earlier set imagined.
 */

/** daily asking something back instead of guessing: either form is right. */
export const ask: Intent = { kind: 'ask', text: '', options: [] };
export const onlyAsk = [unclear, ask] as const;

/** A reminder daily just sent for `title` ("Did you get to …?"), which the message answers. */
export const reminder = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});

/** The task just added or changed, with nothing pending. */
export const just = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });

/** Every way of combining one accepted reading per job, for messages with several jobs. */
export const each = (...jobs: Intent[][]): Intent[][] =>
  jobs.reduce<Intent[][]>((readings, options) => readings.flatMap((before) => options.map((option) => [...before, option])), [[]]);

type Wall = (text: string) => string;

/** The day after a YYYY-MM-DD date, for windows that run to midnight. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const span = (zone: Wall, date: string, from: string, to: string): Intent =>
  free(zone(`${date} ${from}`), to === '24:00' ? zone(`${dayAfter(date)} 00:00`) : zone(`${date} ${to}`));

const windows = (zone: Wall, date: string, spans: [string, string][]): Intent[] => spans.map(([from, to]) => span(zone, date, from, to));

/** The spans a person could mean by a part of the day. */
export const MORNING: [string, string][] = [
  ['09:00', '12:00'],
  ['08:00', '12:00'],
  ['06:00', '12:00'],
  ['00:00', '12:00'],
];
export const AFTERNOON: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
export const EVENING: [string, string][] = [
  ['17:00', '21:00'],
  ['18:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
export const WHOLE_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
];

const fullDate = (date: string): string => (/^\d{4}-/.test(date) ? date : `2026-${date}`);
export const londonWindows = (date: string, spans: [string, string][]): Intent[] => windows(l, fullDate(date), spans);
export const newYorkWindows = (date: string, spans: [string, string][]): Intent[] => windows(n, fullDate(date), spans);

export const FIFTEENTH_GREETING: HeldOutItem[] = [
  london('morning!', talk('greeting')),
  london('gm ☕', talk('greeting')),
  london('hiya daily', talk('greeting')),
  newYork('hey hey', talk('greeting')),
  london('good morning from a very soggy Ludlow', talk('greeting')),
  london('evening 👋', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('hello!!', talk('greeting')),
  london('afternoon 🙂', talk('greeting')),
  newYork('hey you', talk('greeting')),
  london('hallo', talk('greeting')),
  newYork('heyyy', talk('greeting')),
  london('hi hi', talk('greeting')),
  newYork('howdy', talk('greeting')),
  london('good evening daily', talk('greeting')),
  newYork('sup', talk('greeting')),
  london('oi oi', talk('greeting')),
  newYork('good morning sunshine', talk('greeting')),
  london('hey, back from the hives', talk('greeting')),
  newYork('hi again 😅', talk('greeting')),
];

export const FIFTEENTH_THANKS: HeldOutItem[] = [
  london('cheers', talk('thanks')),
  london('ta', talk('thanks')),
  london('thanks a mil', talk('thanks')),
  newYork('thank u!!', talk('thanks')),
  london('legend 🙏', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('ty', talk('thanks')),
  london('cheers mate', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork("you're a lifesaver", talk('thanks')),
  within(just('call the hop merchant', l('11-12 10:00')), london('brilliant thank you', talk('thanks'))),
  within(just('restock candles', n('11-11 15:00')), newYork('perfect thanks', talk('thanks'))),
  london('much appreciated', talk('thanks')),
  london('thanks daily x', talk('thanks')),
  newYork('bless you', talk('thanks')),
  london('ta very much', talk('thanks')),
  newYork('amazing, thank youuu', talk('thanks')),
  london('thank you kindly', talk('thanks')),
  within(just('re-felt the garage roof', l('11-16 12:00')), london('great stuff cheers', talk('thanks'))),
  newYork('nice one, thanks', talk('thanks')),
];

export const FIFTEENTH_FEELING: HeldOutItem[] = [
  london("I'm absolutely knackered", talk('feeling')),
  london('honestly drowning this week', talk('overwhelmed')),
  newYork("today's been brutal", talk('feeling')),
  london('so fed up with agencies paying late', talk('feeling')),
  london("ugh still haven't done my tax return, i'm hopeless", talk('feeling'), unclear),
  newYork("can't switch off tonight, brain won't stop", talk('feeling')),
  london('feeling pretty good about the market actually', talk('feeling')),
  london("stressed about the Wilson job, weather's awful", talk('feeling')),
  newYork('I hate chasing invoices so much', talk('feeling')),
  newYork('everything is on fire lol', talk('overwhelmed')),
  newYork('lowkey panicking about black friday', talk('feeling')),
  london("I'm so behind on everything", talk('overwhelmed')),
  london('bit flat today tbh', talk('feeling')),
  london('buzzing after that gig last night!', talk('feeling')),
  london("the bees are fine but I'm not 😩", talk('feeling')),
  newYork('sick of this van breaking down', talk('feeling')),
  newYork('anxious about the grant deadline', talk('feeling')),
  newYork('i cried in the car after that client call', talk('feeling')),
  london('so much admin I could scream', talk('overwhelmed')),
  newYork('exhausted, three grooms back to back', talk('feeling')),
  london('kinda proud of myself today', talk('feeling')),
  newYork('rough day, two lockouts and a no-show', talk('feeling')),
];

const askOrWeigh = [question, dilemma] as const;

export const FIFTEENTH_QUESTION: HeldOutItem[] = [
  london('should I charge VAT on the retreat deposits?', ...askOrWeigh),
  london("when's the honey show this year?", question),
  newYork('is it normal to feel this tired running a business?', question, talk('feeling')),
  london("what's a fair day rate for a live sound engineer in London?", question),
  newYork('how long does a grant review usually take?', question),
  london('when is the Patel quote due?', question),
  newYork('can I deduct the van on my taxes?', question),
  newYork('do people still use business cards?', question),
  london('should I raise my prices in january?', ...askOrWeigh),
  newYork('how do I say no to a friend who wants a discount tattoo?', question),
  london('what time is it in Lisbon rn?', question),
  newYork('is shopify or squarespace better for selling candles?', ...askOrWeigh),
  london('why do agencies always pay 60 days late??', question, talk('feeling')),
  london('should i take on an apprentice?', ...askOrWeigh),
  newYork('how many hours did I work this week?', question),
  london("what's the best way to price a roof repair?", question),
  newYork('any tips for staying on top of invoices?', question),
  london('when does the van MOT run out?', question),
  london('do I need a licence to sell honey at the market?', question),
  newYork('is it rude to text clients on a sunday?', question),
  newYork('how do other groomers handle no-shows?', question),
  newYork('should I reply to that 1 star review?', ...askOrWeigh),
];

export const FIFTEENTH_STATEMENT: HeldOutItem[] = [
  newYork('the shop relaunch goes live on the 20th', NO_CHANGE),
  london("Mum's 70th is on the 28th, whole family's coming", NO_CHANGE),
  london('Tom from Hopworks rang this morning about the kegs', NO_CHANGE),
  london('my Kyoto client moved our call to thursday at 8', NO_CHANGE),
  london('finished the Wilson roof yesterday 🙌', NO_CHANGE),
  london('the farmers market runs every saturday from 8 till 1', NO_CHANGE),
  newYork('Ava passed her test!!!', NO_CHANGE),
  london('the brewery inspection is next tuesday', NO_CHANGE),
  london("Jo's covering the stall on saturday", NO_CHANGE),
  newYork('we had 41 orders overnight', NO_CHANGE),
  london('the Sintra retreat sold out', NO_CHANGE),
  newYork('dentist friday at 3 for Leo', NO_CHANGE),
  london("Sarah's wedding is 12/6", NO_CHANGE),
  london('Marta said the glossary is coming monday', NO_CHANGE),
  london('the agency paid the October invoice', NO_CHANGE),
  newYork('got 3 new 5 star reviews this week', NO_CHANGE),
  newYork('black friday falls on the 27th this year', NO_CHANGE),
  newYork('my accountant is on vacation until the 2nd', NO_CHANGE),
  london('lost the big Camden contract today', NO_CHANGE),
  newYork('the Hudson foundation announces grants on 1/15', NO_CHANGE),
  london("van's in the garage till thursday", NO_CHANGE),
  london("it's pouring here, no roofing today", NO_CHANGE),
  london("had coffee with Priya earlier, she's keen on a spring retreat", NO_CHANGE),
  newYork('the open studio day was last sunday, went great', NO_CHANGE),
  newYork('my sister lands at JFK tomorrow at 6', NO_CHANGE),
];

export const FIFTEENTH_DECISION: HeldOutItem[] = [
  london('going with the oak barrels for the porter', decision),
  london('decided: no more christmas markets, too cold for the bees and me', decision),
  london("ok we're not renewing the unit lease", decision),
  london("let's use Xero from now on", decision),
  london("I'm raising the full groom to £55 from january", decision),
  london('final call, hiring Jess as my apprentice', decision),
  london('going with the Lisbon venue, not Sintra', decision),
  newYork("we're dropping the 3-for-2 candle deal", decision),
  london('decided to stop taking agency work under 10p a word', decision),
  newYork("I'll only do weekend lessons for existing students from now on", decision),
  london('picked the cheaper printer for the flyers', decision),
  newYork('not doing flash days anymore', decision),
  newYork("we're switching to Square for card payments", decision),
  newYork('decided to go part time at the clinic', decision),
  newYork("I'm going to charge a $40 no-show fee", decision),
  london('settled on Mallorca for the spring retreat', decision),
  london("ok I'm turning down the Leeds festival gig", decision),
  london("we're keeping the van another year", decision),
  newYork('decision made: max 3 grant applications at a time', decision),
  london('from now on no emergency callouts after 10pm', decision),
];

export const FIFTEENTH_DILEMMA: HeldOutItem[] = [
  newYork('torn between a second groomer or a bigger van', dilemma),
  london('should I take the Berlin agency job or stick with my regulars?', dilemma),
  london("can't decide whether to open the taproom on sundays or not", dilemma),
  newYork('hire a bookkeeper or keep doing it myself at night, idk', dilemma),
  london('do I take a second market pitch or go online with the honey?', dilemma),
  london('lease a new van vs fix the old one, help', dilemma),
  london('Mallorca or Vermont for the spring retreat?', dilemma),
  london('should I go VAT registered now or wait till I hit the threshold', dilemma),
  london('take on the big Camden refurb or keep doing small jobs, thoughts?', dilemma),
  newYork('stay solo or partner with Kemi on the studio?', dilemma),
  london('should I drop my rates for the charity or hold firm', dilemma),
  london('cans or bottles for the new IPA?', dilemma),
  london('weighing up whether to quit the agency retainer', dilemma),
  newYork('apply for the big federal grant or the two small local ones?', dilemma),
  newYork('do I cancel the trip to see my sister or ask for a deadline extension?', dilemma),
  london('hmm should I sell the old mixing desk or keep it as a backup', dilemma),
  newYork("keep the studio open late on fridays or not, can't make my mind up", dilemma),
  newYork('help me decide: hire an assistant or raise prices', dilemma),
  london('not sure whether to say yes to the wedding in Cornwall or the one in Bath, same day', dilemma),
  newYork('double down on insta or try tiktok for the tattoo flash?', dilemma),
];

export const FIFTEENTH_RECALL: HeldOutItem[] = [
  london('what did I decide about the kegs supplier?', recall('kegs supplier')),
  london('remind me why we went with oak barrels', recall('oak barrels')),
  london('what was my decision on the unit lease', recall('unit lease')),
  london('did I decide anything about sunday opening?', recall('sunday opening')),
  london('what did we settle on for the retreat venue', recall('retreat venue')),
  london('why did I say no to the Leeds gig again?', recall('leeds gig')),
  london('what did i decide re the apprentice', recall('apprentice')),
  london('remind me what I decided about VAT', recall('vat')),
  newYork('what was the call on the no-show fee?', recall('no show fee')),
  london('did I end up choosing Xero?', recall('xero')),
  london('what did I decide about christmas markets', recall('christmas markets')),
  newYork('why did we drop the 3-for-2?', recall('3 for 2')),
  london('what was my reasoning on the Camden refurb', recall('camden refurb')),
  london('look up my decision about the mixing desk', recall('mixing desk')),
  london('what did I decide on pricing for full grooms', recall('grooms')),
  london('what did we decide about the van', recall('van')),
  newYork('remind me what I chose for card payments', recall('card payments')),
  london('what did I say about emergency callouts', recall('emergency callouts')),
  london('what did I decide about the charity rate?', recall('charity rate')),
  london('have I already decided where the spring retreat goes?', recall('spring retreat')),
];

export const FIFTEENTH_PRIORITISE: HeldOutItem[] = [
  london('what should I focus on today?', prioritise('focus')),
  london('too much on, what can I drop this week?', prioritise('drop')),
  newYork('plan my day pls', prioritise('plan_day')),
  newYork("what's the most important thing right now", prioritise('focus')),
  london("I've got 2 hours, what should I tackle first?", prioritise('focus')),
  london('help me sort out my day', prioritise('plan_day')),
  newYork('what can wait till next week?', prioritise('drop')),
  newYork('can you plan my morning', prioritise('plan_day')),
  within(
    { listed: ['finish the Bosch brochure', 'invoice the Lyon agency', 'ask Marta about the glossary'] },
    london('which of these matters most?', prioritise('focus')),
  ),
  london("what should I ditch, I'm overloaded", prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  newYork('where do I even start', prioritise('focus')),
  london('organise my day for me', prioritise('plan_day')),
  newYork("what's top priority this week", prioritise('focus')),
  london('what can I let slide', prioritise('drop')),
  newYork('give me a plan for today', prioritise('plan_day')),
  london("what's most urgent", prioritise('focus')),
  newYork('i can only do one thing today, which?', prioritise('focus')),
  london('map out my afternoon', prioritise('plan_day')),
  newYork('what would you cut from my list', prioritise('drop')),
  london('what do I do first, the grant or the invoices?', prioritise('focus'), dilemma),
];

export const FIFTEENTH_AGENDA: HeldOutItem[] = [
  london("what's on today?", list('today')),
  newYork('what have I got tomorrow', list('tomorrow')),
  london("what's my week look like", list('week')),
  london('anything on thursday?', list('tomorrow'), list('day', '2026-11-12')),
  newYork("what's happening friday", list('day', '2026-11-13')),
  london("show me what's overdue", list('overdue')),
  newYork("what's next", list('next')),
  london("what's on monday", list('day', '2026-11-16')),
  london("what've I got on the 19th", list('day', '2026-11-19')),
  newYork('agenda for today pls', list('today')),
  london('rest of this week?', list('week')),
  newYork("what's late", list('overdue')),
  london('list my tasks', list('next')),
  newYork("what's coming up", list('next'), list('week')),
  london('what do I have on saturday', list('day', '2026-11-14')),
  london("what's on 3/12", list('day', '2026-12-03')),
  newYork("what's on 12/3", list('day', '2026-12-03')),
  newYork('anything due tmrw?', list('tomorrow')),
  london("what's on the cards this week", list('week')),
  london('what am I behind on', list('overdue')),
  newYork("what's on for thanksgiving", list('day', '2026-11-26')),
  newYork("what's my day look like", list('today')),
];

export const FIFTEENTH_FREE: HeldOutItem[] = [
  london('am I free tomorrow afternoon?', ...londonWindows('11-12', AFTERNOON)),
  london('free between 10 and 12 on friday?', free(l('11-13 10:00'), l('11-13 12:00'))),
  london('do I have any time saturday morning', ...londonWindows('11-14', MORNING)),
  london('any gaps tomorrow between 2 and 5', free(l('11-12 14:00'), l('11-12 17:00'))),
  london('when am I free on monday', ...londonWindows('11-16', WHOLE_DAY)),
  london('got an hour free this evening?', ...londonWindows('11-11', EVENING)),
  london('can I fit a groom in 9-11 tmrw', free(l('11-12 09:00'), l('11-12 11:00'))),
  london('am i free thursday 3 till 4', free(l('11-12 15:00'), l('11-12 16:00'))),
  london('free time on the 20th?', ...londonWindows('11-20', WHOLE_DAY)),
  london('is my morning clear tomorrow', ...londonWindows('11-12', MORNING)),
  newYork('am I free friday afternoon', ...newYorkWindows('11-13', AFTERNOON)),
  newYork('any openings tomorrow 1-3pm?', free(n('11-12 13:00'), n('11-12 15:00'))),
  newYork('free at noon-1 today?', free(n('11-11 12:00'), n('11-11 13:00'))),
  newYork('do I have time monday morning for a consult', ...newYorkWindows('11-16', MORNING)),
  newYork(
    "when's my next free slot today",
    free(n('11-11 10:00'), n('11-12 00:00')),
    free(n('11-11 10:00'), n('11-11 17:00')),
    free(n('11-11 10:00'), n('11-11 18:00')),
  ),
  newYork('am I free sat 10 to 2', free(n('11-14 10:00'), n('11-14 14:00'))),
  newYork('is tuesday open?', ...newYorkWindows('11-17', WHOLE_DAY)),
  newYork('anything booked tmrw evening?', ...newYorkWindows('11-12', EVENING), list('tomorrow')),
  newYork('can I squeeze in a call between 4 and 5 today', free(n('11-11 16:00'), n('11-11 17:00'))),
  newYork('free on the 1st?', ...newYorkWindows('12-01', WHOLE_DAY)),
  london('am I free 8 to 9am wednesday next week', free(l('11-18 08:00'), l('11-18 09:00'))),
];

export const FIFTEENTH_UNCLEAR: HeldOutItem[] = [
  london('might need to sort the van insurance at some point maybe', ...onlyAsk),
  london('the thing with Dave', ...onlyAsk),
  newYork('tuesday?', ...onlyAsk),
  london('maybe ring the council about the permit, not sure yet', ...onlyAsk),
  london('hmm the honey labels', ...onlyAsk),
  newYork('should probably look at the pricing thing... or not', ...onlyAsk),
  newYork('what about the other one', ...onlyAsk),
  london("can't remember if I told the Patels 3 or 4", ...onlyAsk),
  london('that Kyoto call, idk', ...onlyAsk),
  newYork('possibly friday??', ...onlyAsk),
  london('need to have a think about the Leeds stuff', ...onlyAsk),
  london('the 12th or 13th whichever', ...onlyAsk),
  newYork('sort it', ...onlyAsk),
  london('the agency', ...onlyAsk),
  newYork('do the thing', ...onlyAsk),
  london('the kegs might be an issue, thinking of maybe calling Tom or not', ...onlyAsk),
  newYork('remind me... actually not sure', ...onlyAsk),
  london('might be worth chasing Hopworks? dunno', ...onlyAsk),
  newYork("something about the car, can't remember", ...onlyAsk),
  london('Lisbon maybe', ...onlyAsk),
  newYork('the candles thing, when you get a sec', ...onlyAsk),
  london('idk maybe next week sometime', ...onlyAsk),
];
