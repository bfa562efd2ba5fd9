import type { ConversationState, Intent, PendingQuestion } from '../intent';
import {
  HELP,
  type HeldOutItem,
  NO_CHANGE,
  dilemma,
  decision,
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
} from './held-out-kit';

/**
 * The eighth held-out set, second half: what people say that is not a change to a task (small talk,
 * questions, facts, decisions, dilemmas, the agenda, free time) and what must only be asked about.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** daily asking back, in whichever words: right for a message that must only be asked about. */
export const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** The task last talked about, with nothing pending. */
export const about = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });

/** A reminder of the task was just sent ("Did you get to X?") and is being answered. */
export const reminded = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});

export const waiting = (pending: PendingQuestion): Partial<ConversationState> => ({ pending });

/** Every window a careful person would take for "morning", "afternoon" and so on: each start with each end. */
function windows(at: (text: string) => string, starts: string[], ends: string[]): Intent[] {
  return starts.flatMap((start) => ends.map((end) => free(at(start), at(end))));
}
const morning = (at: (text: string) => string, day: string): Intent[] =>
  windows(
    at,
    ['06:00', '07:00', '08:00', '09:00'].map((t) => `${day} ${t}`),
    [`${day} 12:00`],
  );
const afternoon = (at: (text: string) => string, day: string): Intent[] =>
  windows(at, [`${day} 12:00`, `${day} 13:00`], [`${day} 17:00`, `${day} 18:00`]);
const evening = (at: (text: string) => string, day: string, next: string): Intent[] =>
  windows(at, [`${day} 17:00`, `${day} 18:00`], [`${day} 21:00`, `${day} 22:00`, `${day} 23:00`, `${next} 00:00`]);
const wholeDay = (at: (text: string) => string, day: string, next: string): Intent[] => [
  free(at(`${day} 00:00`), at(`${next} 00:00`)),
  ...windows(at, [`${day} 08:00`, `${day} 09:00`], [`${day} 17:00`, `${day} 18:00`]),
];

export const EIGHTH_GREETING: HeldOutItem[] = [
  london('morning daily ☕', talk('greeting')),
  newYork('hiya', talk('greeting')),
  london('hey hey', talk('greeting')),
  newYork('good evening', talk('greeting')),
  london('hello?', talk('greeting')),
  newYork('yo', talk('greeting')),
  london('gm', talk('greeting')),
  newYork('hi there its Marta from the bakery', talk('greeting')),
  london('evening!', talk('greeting')),
  newYork('howdy', talk('greeting')),
  london('hey daily you there?', talk('greeting')),
  newYork('heya 👋', talk('greeting')),
  london('good morning!!', talk('greeting')),
  newYork('hi again', talk('greeting')),
  london('afternoon', talk('greeting')),
  london('oi oi', talk('greeting')),
  newYork('hey its me', talk('greeting')),
  london('hello hello', talk('greeting')),
  newYork('morning x', talk('greeting')),
  newYork('sup', talk('greeting')),
  london('hi! just set this up, hello 🙂', talk('greeting')),
];

export const EIGHTH_THANKS: HeldOutItem[] = [
  london('thanks!', talk('thanks')),
  london('cheers mate', talk('thanks')),
  london('ta', talk('thanks')),
  newYork('thank u so much', talk('thanks')),
  london('legend, thanks', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork('tysm', talk('thanks')),
  london('brilliant thank you', talk('thanks')),
  newYork('thanks a million', talk('thanks')),
  london('nice one cheers', talk('thanks')),
  newYork('thank you daily 🙏', talk('thanks')),
  london('many thanks', talk('thanks')),
  newYork('that helps, thanks', talk('thanks')),
  newYork('ty', talk('thanks')),
  london('much appreciated', talk('thanks')),
  london('cheers for that', talk('thanks')),
  newYork('lifesaver, thank you', talk('thanks')),
  london('thanks for sorting that', talk('thanks')),
  newYork('ok great thanks', talk('thanks'), talk('acknowledgement')),
  london('ta very much x', talk('thanks')),
];

export const EIGHTH_FEELING: HeldOutItem[] = [
  london('so tired today', talk('feeling')),
  newYork('feel like im drowning in orders', talk('feeling')),
  london('today was brutal', talk('feeling')),
  newYork("i can't keep up with the bookings", talk('feeling')),
  london('honestly gutted, lost the Hayes wedding to a cheaper photographer', talk('feeling')),
  newYork('so stressed about money rn', talk('feeling')),
  london('I really should do my tax return but I cant face it', talk('feeling')),
  newYork('everyone wants everything yesterday 🙃', talk('feeling')),
  london('having a bit of a wobble about the whole business', talk('feeling')),
  newYork('buzzing!! sold out of the winter blend', talk('feeling')),
  london('anxious about the Leeds trip', talk('feeling')),
  newYork('my hands are wrecked from grooming six dogs', talk('feeling')),
  london('ugh I hate chasing invoices', talk('feeling')),
  newYork('feel like a fraud some days', talk('feeling'), talk('reflection')),
  london('overwhelmed with christmas orders', talk('feeling')),
  newYork('kinda proud of myself today', talk('feeling')),
  london('bit lonely working on my own all week', talk('feeling')),
  newYork('nothing is going right this week', talk('feeling')),
  london('brain is fried', talk('feeling')),
  newYork('i need to sort my whole life out lol', talk('feeling')),
  london('so much to do and no time to do any of it', talk('feeling')),
  newYork('fed up of clients ghosting me', talk('feeling')),
  london('need a holiday so badly', talk('feeling')),
  newYork("i have a million emails to answer and i just can't", talk('feeling')),
  newYork(
    "honestly today was a nightmare, the van broke down on the parkway, two clients cancelled last minute, one of the doodles bit me, and I still have to figure out how I'm going to pay for the repair, I just feel like I'm working nonstop and going backwards, sorry, I just needed to get that out, anyway tomorrow is another day I guess",
    talk('feeling'),
  ),
];

export const EIGHTH_QUESTION: HeldOutItem[] = [
  london('should I raise my hourly rate?', question, dilemma),
  newYork('when is the Morgan shoot?', question),
  london('what can you actually do?', HELP, question),
  newYork('how do I cancel my subscription', question, HELP),
  london('do you work with google calendar?', question),
  newYork('should i take on a second groomer?', question, dilemma),
  london("what's a fair price for an hour's piano lesson", question),
  newYork('when did I last invoice Harwood?', question),
  london('is black friday worth doing for a tiny jewellery shop?', question),
  newYork('should I stop shooting weddings?', question, dilemma),
  london('why do I always leave the invoices till the last minute?', question),
  newYork('how long should a podcast episode be', question),
  london('whats the going rate for a rekey', question),
  newYork('can you text my clients for me?', question, HELP),
  london('is the florist fair on the 21st or the 28th?', question),
  newYork('do you know when the clocks change?', question),
  london('how many tasks have I got left?', question, list('next'), list('today')),
  newYork('what time is my first client tomorrow', question, list('tomorrow'), list('day', '2026-11-12')),
  london('is it normal to feel this slow in november', question),
  newYork('who was the guy who did my logo again?', question),
  london('can you ring people or only text?', question, HELP),
];

export const EIGHTH_STATEMENT: HeldOutItem[] = [
  london('the launch is on friday', NO_CHANGE),
  newYork('our new website goes live on the 1st', NO_CHANGE),
  london("my sister's wedding is on 12 december", NO_CHANGE),
  london('we shot the Morley wedding last saturday', NO_CHANGE),
  london('christmas market starts 28/11', NO_CHANGE),
  london('the van passed its MOT', NO_CHANGE),
  newYork('studio rent goes up in january', NO_CHANGE),
  london("my little one's nativity is on the 10th", NO_CHANGE),
  newYork('Dave from the team flies out tuesday', NO_CHANGE),
  newYork('the roastery is closed on sundays', NO_CHANGE),
  london('the client paid at last', NO_CHANGE),
  newYork('I have 14 dogs booked this week', NO_CHANGE),
  london('Rachel starts as my apprentice on monday', NO_CHANGE),
  newYork('new ring collection drops 11/20', NO_CHANGE),
  london('the physio room moves to the east stand next month', NO_CHANGE),
  newYork('accountant says we actually made a profit this year', NO_CHANGE),
  london("it's my birthday tomorrow", NO_CHANGE),
  newYork('the bakery got a 5 star review today', NO_CHANGE),
  newYork('podcast just hit 10k downloads', NO_CHANGE),
  london('my lease ends in march', NO_CHANGE),
  london('the flower market opens at 4am on thursdays', NO_CHANGE),
  newYork("I've got a wedding fair on sunday 9-4", NO_CHANGE),
  london("my accountant retired last month so I'm on my own with the books", NO_CHANGE),
  london(
    "just so you know, the Ashby wedding is on the 5th of december, the rehearsal is the day before, and the bride's mum has already paid the deposit, the flowers are sorted and the venue confirmed the timings last week, so that's all in hand for now",
    NO_CHANGE,
  ),
];

export const EIGHTH_DECISION: HeldOutItem[] = [
  london('going with the cheaper lens', decision),
  newYork('decided to stop doing weekend lessons', decision),
  london("we're not renewing the kiosk lease", decision),
  newYork("ok let's go with Xero", decision),
  london("I'm raising my prices to £55 from january, decided", decision),
  newYork('final answer: no more rush orders', decision),
  london("right, I'm hiring Maya part time", decision),
  newYork("we're dropping the subscription boxes", decision),
  london('decided: Glasgow trip yes, clinic shut that week', decision),
  newYork('going with the brazilian beans for the house blend', decision),
  london('not doing black friday this year', decision),
  newYork('sticking with etsy for now', decision),
  london("decision made, I'm turning down the Hale job", decision),
  newYork("let's use Squarespace", decision),
  london("I've decided to take mondays off from now on", decision),
  newYork('switching to the local print lab', decision),
  london('from now on every booking needs a deposit, that is decided', decision),
  newYork("we'll keep the second van after all", decision),
  london('no more discounts for friends. done.', decision),
  newYork('the new logo is the green one, done deciding', decision),
];

export const EIGHTH_DILEMMA: HeldOutItem[] = [
  london('should I hire a second shooter or do the december weddings solo', dilemma),
  newYork('torn between renting a shop and staying online', dilemma),
  london('van or a small car for the grooming rounds?', dilemma),
  newYork("do i take the big corporate job even though it clashes with my daughter's play", dilemma, question),
  london('cant decide whether to go full time with the coffee or keep the day job', dilemma),
  newYork('Xero or QuickBooks for my little firm?', dilemma, question),
  london('raise prices or add a cheaper package, what do you reckon', dilemma),
  newYork('not sure if I should hire a third architect or just outsource the drafting', dilemma),
  london('should I travel with the squad to Munich or stay back for private clients', dilemma),
  newYork('keep teaching kids or switch to adults only? help me think', dilemma),
  london('is it worth paying for ads or do I stick to instagram', dilemma, question),
  newYork("I'm stuck choosing between two studio spaces", dilemma),
  london('should I fire my worst client', dilemma, question),
  newYork('sell at the christmas market or focus on online orders?', dilemma),
  london('do I say yes to the podcast network deal?', dilemma, question),
  newYork('lease a new van or fix up the old one', dilemma),
  london('weddings or portraits, which should I focus on next year', dilemma),
  newYork('hmm, take on an apprentice or go solo another year', dilemma),
  london("should I drop the kids' party flowers, they barely pay", dilemma, question),
  newYork('is it better to invoice monthly or per job?', dilemma, question),
  newYork(
    "so I've been going back and forth on this for weeks, my landlord offered me the bigger unit next door for about 800 more a month, which would mean I could roast twice as much and maybe do a little tasting bar, but I'd have to sign for five years and honestly I'm not sure the wholesale side is steady enough, should I take it or stay where I am",
    dilemma,
  ),
];

export const EIGHTH_RECALL: HeldOutItem[] = [
  london('what did I decide about the second shooter?', recall('second shooter')),
  newYork('remind me what I decided on pricing', recall('pricing')),
  london('did I say yes or no to the Munich trip?', recall('munich')),
  newYork('what was my decision re the van', recall('van')),
  london('why did we drop the subscription boxes again?', recall('subscription boxes')),
  newYork('what did we settle on for the house blend', recall('house blend')),
  london('what did i decide about black friday', recall('black friday')),
  newYork('remind me why I stopped weekend lessons', recall('weekend lessons')),
  london('what was the call on the kiosk lease', recall('kiosk lease')),
  newYork('did i decide anything about the apprentice?', recall('apprentice')),
  london('what did I pick for accounting software', recall('accounting software')),
  newYork('look up my decision on deposits', recall('deposits')),
  london('what did i land on for the etsy shop', recall('etsy')),
  newYork('what was decided about Maya', recall('maya')),
  london('remind me what I decided about ads', recall('ads')),
  newYork('what did I say about rush orders', recall('rush orders')),
  london('how did I decide on the studio space', recall('studio space')),
  newYork('what did I go with for the logo in the end', recall('logo')),
  london('did I end up deciding on the Hale job', recall('hale')),
  newYork('what was my reasoning on the glasgow trip', recall('glasgow')),
];

export const EIGHTH_PRIORITISE: HeldOutItem[] = [
  london('what should I focus on today', prioritise('focus'), prioritise('plan_day')),
  newYork('too much on, what can I drop', prioritise('drop')),
  london('plan my day pls', prioritise('plan_day')),
  newYork("what's most important right now", prioritise('focus')),
  london('help me prioritise', prioritise('focus'), prioritise('plan_day')),
  newYork('i have 3 hours, what should i do first', prioritise('focus')),
  london('can you sort out my day', prioritise('plan_day')),
  newYork('what can wait till next week', prioritise('drop')),
  london('which of my jobs matters most', prioritise('focus')),
  newYork('organise my day for me', prioritise('plan_day')),
  london('i cant do it all today, what gets cut', prioritise('drop')),
  newYork('where do I even start', prioritise('focus'), prioritise('plan_day')),
  london('give me a plan for today', prioritise('plan_day')),
  newYork('whats the one thing I should get done before the market', prioritise('focus')),
  london('what can I push back', prioritise('drop')),
  newYork('lay out the rest of my day for me', prioritise('plan_day')),
  london('rank my tasks for me', prioritise('focus')),
  newYork("need to clear some space, what's least important", prioritise('drop')),
  london('what should I tackle first', prioritise('focus')),
  newYork('map out my day, I have no idea where to begin', prioritise('plan_day'), prioritise('focus')),
];

export const EIGHTH_AGENDA: HeldOutItem[] = [
  london("what's on today", list('today'), list('day', '2026-11-11')),
  newYork('what have i got tomorrow', list('tomorrow'), list('day', '2026-11-12')),
  london('whats my week look like', list('week')),
  newYork('anything on friday?', list('day', '2026-11-13')),
  london('show me this week', list('week')),
  newYork("what's next", list('next')),
  london('anything overdue?', list('overdue')),
  newYork('what did I let slip', list('overdue')),
  london("what's on monday", list('day', '2026-11-16')),
  newYork('agenda for thursday pls', list('day', '2026-11-12'), list('tomorrow')),
  london("what's on the 20th", list('day', '2026-11-20')),
  newYork('what have I got on saturday', list('day', '2026-11-14')),
  london('list my tasks', list('next'), list('week')),
  newYork("what's left for today", list('today'), list('day', '2026-11-11')),
  london('whats coming up', list('next'), list('week')),
  london('schedule for 4/12?', list('day', '2026-12-04')),
  newYork('what do i have on 12/3', list('day', '2026-12-03')),
  newYork("what's overdue", list('overdue')),
  london('rundown of the week please', list('week')),
  newYork('what am I doing tomorrow', list('tomorrow'), list('day', '2026-11-12')),
  london('do i have anything on sunday', list('day', '2026-11-15')),
];

export const EIGHTH_FREE_TIME: HeldOutItem[] = [
  london('am i free between 2 and 4 tomorrow', free(l('11-12 14:00'), l('11-12 16:00'))),
  newYork('any gaps thursday afternoon?', ...afternoon(n, '11-12')),
  london('when am I free friday morning', ...morning(l, '11-13')),
  newYork('do I have time for a call 1-2pm today', free(n('11-11 13:00'), n('11-11 14:00'))),
  london('got any free slots on monday?', ...wholeDay(l, '11-16', '11-17')),
  newYork('am I free saturday 10 to 12 for a consult', free(n('11-14 10:00'), n('11-14 12:00'))),
  london('could I fit in a lesson tomorrow evening', ...evening(l, '11-12', '11-13')),
  newYork('is my afternoon clear', ...afternoon(n, '11-11')),
  london('any time free this afternoon?', ...afternoon(l, '11-11'), ...windows(l, ['11-11 15:00'], ['11-11 17:00', '11-11 18:00'])),
  newYork('when can i squeeze in a grooming appointment tomorrow', ...wholeDay(n, '11-12', '11-13')),
  london('am I free on the 18th from 9 till 11', free(l('11-18 09:00'), l('11-18 11:00'))),
  newYork('free 3 to 5 on friday?', free(n('11-13 15:00'), n('11-13 17:00'))),
  london('is thursday morning free for a site visit', ...morning(l, '11-12')),
  newYork(
    'do I have an hour free today',
    ...windows(n, ['11-11 10:00'], ['11-11 17:00', '11-11 18:00', '11-12 00:00']),
    ...wholeDay(n, '11-11', '11-12'),
  ),
  london('anything on between 10 and 1 on monday or am I free', free(l('11-16 10:00'), l('11-16 13:00'))),
  newYork('any free time on tuesday the 17th', ...wholeDay(n, '11-17', '11-18')),
  london('can I fit a 30 min call in tomorrow between 12 and 2', free(l('11-12 12:00'), l('11-12 14:00'))),
  newYork('am i clear 9-12 on 11/20', free(n('11-20 09:00'), n('11-20 12:00'))),
  london('free on 20/11 after 2?', ...windows(l, ['11-20 14:00'], ['11-20 17:00', '11-20 18:00', '11-21 00:00'])),
  newYork('is saturday morning free', ...morning(n, '11-14')),
  london('do i have a gap for a haircut friday 4-6', free(l('11-13 16:00'), l('11-13 18:00'))),
];

const ASK_ONLY = [[unclear], [askBack]] as const;
const askedAbout = (item: HeldOutItem): HeldOutItem => ({ ...item, accept: ASK_ONLY.map((reading) => [...reading]) });

export const EIGHTH_UNCLEAR: HeldOutItem[] = [
  london('maybe call the accountant at some point?'),
  newYork('might need to chase Ellis, not sure yet'),
  london('possibly the 5th or 6th for the Kirby shoot'),
  newYork('should probably think about the website at some stage idk'),
  london('thursday or friday for the florist meeting, whichever'),
  newYork('remind me about the thing'),
  london('at 4'),
  newYork('the usual'),
  london('perhaps move my lessons? not sure'),
  newYork('maybe do the christmas window this weekend or next'),
  london("i think I need to renew something, can't remember what"),
  newYork('not sure if I booked the van, might need to'),
  london('that thing with Rosie next week maybe'),
  newYork('sometime soon sort the shed'),
  london('tomorrow or thursday, call Hamid'),
  newYork('the 3rd'),
  london('do the thing for Nina eventually'),
  newYork('hmm maybe swap the tuesday lessons around'),
  london('could you maybe remind me about the roast... or not, dunno'),
  newYork('next week sometime, the van'),
].map(askedAbout);

export const EIGHTH_BARE: HeldOutItem[] = [
  london('done'),
  newYork('snooze'),
  london('move it'),
  newYork('push it back'),
  london('delete it'),
  newYork('rename it'),
  london('snooze 1h'),
  newYork('make it 3'),
  london('actually friday'),
  newYork('cancel'),
  newYork('done ✅'),
  london('later'),
  newYork('remind me later'),
  london('change it to 5pm'),
  newYork('the second one'),
  london('2'),
  newYork('not that one'),
  london('scrap it'),
  newYork('tick it off'),
  london('no wait, 6'),
].map(askedAbout);
