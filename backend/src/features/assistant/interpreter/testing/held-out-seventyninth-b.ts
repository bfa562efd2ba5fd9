import type { ConversationState, Intent } from '../intent';
import {
  HELP,
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
 * The second half of the seventy-ninth held-out set: fourteen people who write, make or sell things on
 * their own, mostly online. On London time (day-first dates): an Etsy jewellery maker in Margate, a
 * podcast producer in Peckham, a copywriter in Edinburgh, a wedding photographer in York, a
 * Polish-English translator in Ealing who writes English as a second language, a vintage clothes
 * reseller on Depop in Walthamstow and an indie games developer in Dundee. On New York time
 * (month-first dates): a candle maker selling on Shopify in Bushwick, a freelance video editor in
 * Astoria, a ghostwriter in Harlem, a real-estate agent in Washington Heights whose first language is
 * Spanish, a sneaker reseller in the Bronx, a newsletter writer in Philadelphia and a piano teacher in
 * Jersey City. They text fast between other things: emoji, tmrw / rn / pls / bc / idk / ngl, messages
 * that start mid-thought, autocorrect slips and voice-note rambles. This half holds small talk,
 * questions, news that carries a job word or a time, the agenda, free time, unsure messages and bare
 * replies with nothing to answer, which change nothing or only ask back, and what goes to the decision
 * journal. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 London / 10:00 New York.
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
const ETSY_LIST = { listed: ['Photograph the sea glass earrings', 'Reorder jump rings', 'Post the Hartley order', 'Renew Etsy listings'] };
const PODCAST_LIST = {
  listed: ['Edit ep 42 with Tolu', 'Send guest release forms', 'Chase the Acast invoice', 'Book the studio for the 20th'],
};
const CANDLE_LIST = {
  listed: ['Pour the fig & cedar batch', 'Order 8oz amber jars', 'Update the Shopify holiday banner', 'Ship wholesale to Greenpoint'],
};

type Wall = (text: string) => string;
const nextDay = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const window = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${nextDay(date)} 00:00`) : at(`${date} ${to}`)));
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
const DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
const from = (start: string): [string, string][] => [
  [start, '17:00'],
  [start, '18:00'],
  [start, '24:00'],
];
/** "before noon": from the start of the working day or of the day. */
const until = (end: string): [string, string][] => [
  ['00:00', end],
  ['08:00', end],
  ['09:00', end],
];
/** The rest of today: from now (15:00 London, 10:00 New York) to the end of the working day or of the day. */
const REST_OF_TODAY_L: Intent[] = window(l, '11-11', from('15:00'));
const REST_OF_TODAY_N: Intent[] = window(n, '11-11', [...from('10:00'), ['10:00', '12:00']]);
/** "this afternoon" read at 10:00 in New York may start now rather than at noon. */
const THIS_AFTERNOON_N: Intent[] = [...window(n, '11-11', AFTERNOON), free(n('11-11 10:00'), n('11-11 17:00'))];

export const SEVENTYNINTH_GREETING: HeldOutItem[] = [
  london('morning from a v windy margate 🌊', talk('greeting')),
  london('heyyy', talk('greeting')),
  london('alright daily', talk('greeting')),
  london('hiya, just back from the studio', talk('greeting')),
  london('dzień dobry :)', talk('greeting')),
  london('good afternoon', talk('greeting')),
  london('hey hey from the stall', talk('greeting')),
  london('mornin', talk('greeting')),
  london('hello again', talk('greeting')),
  london('hi daily, you there?', talk('greeting')),
  london('evening all (well, just you)', talk('greeting')),
  london('ok signing off for the night x', talk('goodbye')),
  newYork('gm ☕️', talk('greeting')),
  newYork('heyyy daily', talk('greeting')),
  newYork('hola!', talk('greeting')),
  newYork('sup', talk('greeting')),
  newYork('good morning from the pour room 🕯️', talk('greeting')),
  newYork('hello hello hello', talk('greeting')),
  newYork('hey, you around?', talk('greeting')),
  newYork('morning!! back at the desk', talk('greeting')),
  newYork('yo whats good', talk('greeting')),
  newYork('ok heading out, ttyl', talk('goodbye')),
  within(reminded('Pour the fig & cedar batch', n('11-11 09:00')), newYork('oh hey', talk('greeting'))),
];

export const SEVENTYNINTH_THANKS: HeldOutItem[] = [
  london('ta x', talk('thanks')),
  london('cheers for that', talk('thanks')),
  london('thank u!!', talk('thanks')),
  london('dziękuję, very helpful', talk('thanks')),
  london('ahh legend thank you', talk('thanks')),
  london('nice one', talk('thanks'), talk('acknowledgement')),
  london('thanks hun', talk('thanks')),
  london('cheers pal', talk('thanks')),
  london('thank you thank you 🙏', talk('thanks')),
  london('ta muchly', talk('thanks')),
  within(talkedOf('Edit ep 42 with Tolu', l('11-12 10:00')), london('perfect ta', talk('thanks'), talk('acknowledgement'))),
  newYork('thank youuu', talk('thanks')),
  newYork('gracias!', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('tysm', talk('thanks')),
  newYork('thx fam', talk('thanks')),
  newYork('you’re a lifesaver, thank you', talk('thanks')),
  newYork('thanks a ton', talk('thanks')),
  newYork('ok cool thanks', talk('thanks'), talk('acknowledgement')),
  newYork('bless u daily', talk('thanks')),
  within(talkedOf('Print recital programs', n('11-13 09:00')), newYork('amazing thank you', talk('thanks'))),
];

export const SEVENTYNINTH_FEELING: HeldOutItem[] = [
  london('ugh my hands are wrecked from wire wrapping all morning', talk('feeling')),
  london('so chuffed, the sea glass set sold in an hour', talk('feeling')),
  london('knackered. three guest recordings back to back', talk('feeling')),
  london('honestly feel like a fraud writing about fintech', talk('feeling')),
  london('I am very tired today, the translation was 40 pages of legal text', talk('feeling')),
  london('bit nervous about saturday, first wedding at Castle Howard', talk('feeling')),
  london('everything is on fire and i have 4 deadlines this week', talk('overwhelmed')),
  london('gutted, depop took the jacket listing down for no reason', talk('feeling')),
  london('steam page got 300 wishlists overnight im buzzing', talk('feeling')),
  london("so like, I just, I don't even know, it's been one of those days where nothing lands", talk('feeling')),
  london('too much. cant think', talk('overwhelmed')),
  within(reminded('Chase the Acast invoice', l('11-11 14:00')), london('ugh i hate chasing money, makes me feel sick', talk('feeling'))),
  newYork('wax everywhere and i wanna cry lol', talk('feeling')),
  newYork('so burnt out from this doc edit', talk('feeling')),
  newYork('lowkey anxious about the memoir deadline', talk('feeling')),
  newYork('estoy cansada, so many showings this week', talk('feeling')),
  newYork('W!! the jordans flipped for 2x', talk('feeling')),
  newYork('feeling kinda down, open rate dropped again', talk('feeling')),
  newYork('so proud of my students rn 🥹', talk('feeling')),
  newYork('drowning in client notes and revisions, idk how to keep up', talk('overwhelmed')),
  newYork('stressed af about the closing friday', talk('feeling')),
  newYork('my back is killing me from shipping boxes', talk('feeling')),
  within(reminded('Send chapter 7 to Marcus', n('11-11 09:30')), newYork('ngl i feel stuck on this one', talk('feeling'))),
];

export const SEVENTYNINTH_QUESTION: HeldOutItem[] = [
  london('is 925 silver hallmarking needed for rings under 7.78g?', question),
  london('how much vat do i charge on etsy sales to the EU', question),
  london('whats a normal day rate for a podcast editor in london', question),
  london('should a brand voice guide have tone examples?', question),
  london('how long do couples usually wait for wedding galleries', question),
  london('is "sworn translation" the same as certified in UK?', question),
  london('can I sell vintage fur on depop or is that banned', question),
  london('when is the steam next fest deadline again', question),
  london('can you remind other ppl or just me', question, HELP),
  london('how do i mark a task important', question, HELP),
  london('did i already send the Hartley tracking number?', question),
  london('what time does the post office in margate shut on sat', question),
  newYork('how do i price candles for wholesale vs retail', question),
  newYork('whats the standard rate for a 10 min doc cut', question),
  newYork('do ghostwriters usually get a credit in acknowledgements?', question),
  newYork('how long does a co-op board approval take usually', question),
  newYork('are stockx fees lower than goat rn?', question),
  newYork('best time to send a newsletter, tues or thurs?', question),
  newYork('what age should kids start learning scales', question),
  newYork('can you read my google calendar?', question, HELP),
  newYork('is fragrance oil flash point something I need on labels', question),
  newYork('when did I last invoice the Okoyes?', question),
  newYork('whats next for me today', question, list('next'), list('today')),
];

/** Facts and news, several with a job word or a time in them: nothing may change. */
export const SEVENTYNINTH_STATEMENT: HeldOutItem[] = [
  london('the kiln guy is coming thurs at 10', NO_CHANGE),
  london('Tolu cancelled the recording, shes got covid', NO_CHANGE),
  london('client signed off the homepage copy 🎉', NO_CHANGE),
  london('the Fosters paid the balance for june', NO_CHANGE),
  london('the agency sent me 3 new documents for translation, deadline is friday', NO_CHANGE),
  london('sold the 70s suede jacket for £85', NO_CHANGE),
  london('build 0.9.3 is up on itch', NO_CHANGE),
  london('posted the Hartley order this morning', NO_CHANGE, done(words('Hartley'))),
  london('royal mail strike on the 20th apparently', NO_CHANGE),
  london('the studio in Peckham Levels put prices up to £40/hr', NO_CHANGE),
  london("my mum's visiting from Kraków next week", NO_CHANGE),
  london('its been raining all day, no beach photos today', NO_CHANGE),
  london('the Dundee games meetup is on the 26th', NO_CHANGE),
  within(ETSY_LIST, london('etsy listings auto renewed btw', NO_CHANGE, done(words('Etsy listings')))),
  london('so uh the wedding on saturday, the venue said we can only shoot inside after 4, just so you know', NO_CHANGE),
  newYork('the fig & cedar restock sold out in 20 min', NO_CHANGE),
  newYork('client sent the new footage, 200gb lol', NO_CHANGE),
  newYork('Marcus wants the whole manuscript by jan 15', NO_CHANGE),
  newYork('the apartment on 181st got an offer over ask', NO_CHANGE),
  newYork('UPS pickup is at 4 today', NO_CHANGE),
  newYork('newsletter hit 12k subs 🎉', NO_CHANGE),
  newYork("Maya's recital is dec 13 at 2pm", NO_CHANGE),
  newYork('the dunks restock drops saturday 10am', NO_CHANGE),
  newYork('shipped the Greenpoint wholesale order today', NO_CHANGE, done(words('Greenpoint'))),
  newYork('the Yamaha tech is booked for monday', NO_CHANGE, done(words('Yamaha'))),
  newYork('my laptop fan is making a weird noise', NO_CHANGE),
  newYork('the open house went ok, 14 ppl came', NO_CHANGE),
  newYork('substack fixed the paywall bug', NO_CHANGE),
];

export const SEVENTYNINTH_DECISION: HeldOutItem[] = [
  london("decided i'm not doing custom engraving anymore, its a nightmare", decision),
  london('going with Riverside for hosting instead of Buzzsprout', decision),
  london('ok my day rate is £450 from january, decided', decision),
  london('no more weddings on sundays. decision made', decision),
  london('I decide: I will not take medical translations anymore, too stressful', decision),
  london('decided to stop doing depop bundles under £20', decision),
  london('right, pushing the demo to february, not rushing it', decision),
  london('going with the recycled card boxes for packaging', decision),
  london("we're dropping the weekly ep, going fortnightly", decision),
  london('decision: the engine stays Godot, not switching to Unity', decision),
  london("so um after thinking about it all weekend i've decided to put my prices up for 2027 bookings", decision),
  within(
    {
      pending: { about: 'dilemma_choice', question: 'Etsy or your own Shopify site for the new collection?', options: ['Etsy', 'Shopify'] },
    },
    london('shopify. decided, done dithering', answer(2), decision, [answer(2), decision]),
  ),
  newYork("decided I'm only doing wholesale minimums of 24 units", decision),
  newYork('going with Frame.io over dropbox for client reviews', decision),
  newYork("i'm not taking the celebrity memoir, final", decision),
  newYork('ok decidí, no more rentals under 2k, only sales', decision),
  newYork("decided i'm not buying pairs over $400 anymore", decision),
  newYork('switching the newsletter to twice a week starting dec', decision),
  newYork('no more makeup lessons for same-day cancels, decided', decision),
  newYork('going with the soy-coconut blend for the winter line', decision),
  newYork('I settled on $1.20 a word for the next book', decision),
  newYork('decided to raise lesson rates to $75 in january', decision),
  within(
    {
      pending: {
        about: 'dilemma_choice',
        question: 'Take the Netflix doc gig or the steady brand retainer?',
        options: ['Netflix doc gig', 'brand retainer'],
      },
    },
    newYork('the retainer. steady money wins, going with that', answer(2), decision, [answer(2), decision]),
  ),
];

export const SEVENTYNINTH_DILEMMA: HeldOutItem[] = [
  london('etsy or my own shopify site for the new collection?', dilemma),
  london('should i take the BBC sounds pitch or focus on my own show', dilemma),
  london('fixed fee or day rate for the Baillie Gifford job', dilemma),
  london('second shooter for saturday or go solo?', dilemma),
  london('I should take the big agency contract or stay with direct clients? not sure', dilemma),
  london('vinted as well as depop or is it not worth it', dilemma),
  london('kickstarter or self fund the last 6 months of dev', dilemma),
  london('buy a new mic or rent one for the tour eps', dilemma),
  london('do i hire a VA for the etsy messages?', dilemma, question),
  london('raise prices now or wait till after christmas', dilemma),
  london('edinburgh office or keep working from home', dilemma),
  newYork('should i get a second pour space or keep it in the apartment', dilemma),
  newYork('take the netflix doc gig or the steady brand retainer', dilemma),
  newYork('ghostwrite the CEO book or the novel, can only do one', dilemma),
  newYork('join the bigger brokerage or stay independent?', dilemma),
  newYork('hold the travis scotts or sell now', dilemma),
  newYork('paid tier or keep it free + sponsors', dilemma),
  newYork('should I teach online lessons too?', dilemma, question),
  newYork('new upright or save for a baby grand', dilemma),
  newYork('hire a packer for the holiday rush or do it all myself', dilemma),
  newYork('move to Philly office share or keep the coffee shop setup', dilemma),
];

export const SEVENTYNINTH_RECALL: HeldOutItem[] = [
  london('what did i decide about custom engraving', recall('engraving')),
  london('why did i go with riverside again', recall('riverside')),
  london('what did I decide on my day rate', recall('day rate')),
  london('remind me why no sunday weddings', recall('sunday'), recall('wedding')),
  london('what did I decide about medical translations?', recall('medical')),
  london('depop bundles, what did i say', recall('bundle')),
  london('when did i decide to push the demo', recall('demo')),
  london('which packaging did we go with', recall('packaging')),
  london('what was the decision on episode frequency', recall('fortnightly'), recall('episode')),
  london('did i decide godot or unity', recall('godot'), recall('unity')),
  london('what did i decide about 2027 prices', recall('2027'), recall('price')),
  newYork('what did i decide about wholesale minimums', recall('wholesale')),
  newYork('why did i pick frame.io', recall('frame io'), recall('frame')),
  newYork('what did i say about the celebrity memoir', recall('memoir')),
  newYork('what did I decide about rentals?', recall('rental')),
  newYork('what was my cap on pairs again', recall('pairs'), recall('400')),
  newYork('newsletter frequency, what did i land on', recall('newsletter'), recall('twice a week')),
  newYork('what did i decide about makeup lessons', recall('makeup')),
  newYork('which wax blend did i go with', recall('wax'), recall('soy')),
  newYork('what per word rate did i settle on', recall('per word'), recall('word')),
  newYork('what did i decide for lesson rates in jan', recall('lesson rate'), recall('lesson')),
];

export const SEVENTYNINTH_PRIORITISE: HeldOutItem[] = [
  london('what do i do first, 6 orders to post and a photoshoot', prioritise('focus')),
  london('whats most important rn', prioritise('focus')),
  london('too much this week, what can i let go', prioritise('drop')),
  london('plan my day for me pls', prioritise('plan_day')),
  london('help me plan tomorrow, I have three documents and a call', prioritise('plan_day')),
  london('got 40 mins before the school run, what should i tackle', prioritise('focus')),
  london('what can i push to next week without anyone noticing lol', prioritise('drop')),
  london('sort my afternoon out for me', prioritise('plan_day')),
  london("I can't do all of it before the wedding, what goes?", prioritise('drop')),
  within(PODCAST_LIST, london('which of those first?', prioritise('focus'))),
  london('one thing to get done today, what is it', prioritise('focus')),
  newYork('what should i knock out first this morning', prioritise('focus')),
  newYork('whats the priority today', prioritise('focus'), prioritise('plan_day')),
  newYork('what can wait till after black friday', prioritise('drop')),
  newYork('plan out my day, i have 3 showings', prioritise('plan_day')),
  newYork('too many drops this week, what do i skip', prioritise('drop')),
  newYork('map out tmrw for me', prioritise('plan_day')),
  newYork('2 hrs before my first student, what do i focus on', prioritise('focus')),
  within(CANDLE_LIST, newYork('which one matters most', prioritise('focus'))),
  newYork('structure my day pls, brain is mush', prioritise('plan_day')),
  newYork('what can i cut from this week', prioritise('drop')),
  newYork("what's most urgent before the closing", prioritise('focus')),
];

export const SEVENTYNINTH_AGENDA: HeldOutItem[] = [
  london('whats on tmrw', list('tomorrow')),
  london('what have i got friday', list('day', '2026-11-13')),
  london('today pls', list('today')),
  london('anything ive missed', list('overdue')),
  london('whats next', list('next')),
  london('show me the week ahead', list('week')),
  london('what have I on 3/12', list('day', '2026-12-03')),
  london('what is on monday for me?', list('day', '2026-11-16')),
  london('sat?', list('day', '2026-11-14')),
  london('whats on the 20th', list('day', '2026-11-20')),
  london('what else is left for today', list('today')),
  london("anything overdue i've forgotten about", list('overdue')),
  london("what's on next tues", list('day', '2026-11-17'), list('day', '2026-11-24')),
  newYork('what do i have tmrw', list('tomorrow')),
  newYork("what's on 12/1", list('day', '2026-12-01')),
  newYork('whats on today', list('today')),
  newYork("what's up next", list('next')),
  newYork('this week pls', list('week')),
  newYork('what am i behind on', list('overdue')),
  newYork('whats on for black friday', list('day', '2026-11-27')),
  newYork("what's sunday look like", list('day', '2026-11-15')),
  newYork('what do i have on the 18th', list('day', '2026-11-18')),
  newYork('friday?', list('day', '2026-11-13')),
];

export const SEVENTYNINTH_FREE_TIME: HeldOutItem[] = [
  london('am i free tmrw afternoon for a call', ...window(l, '11-12', AFTERNOON)),
  london('free sat morning for an engagement shoot?', ...window(l, '11-14', MORNING)),
  london('anything else on today or am i free', ...REST_OF_TODAY_L),
  london('free thurs 2-3?', ...window(l, '11-12', [['14:00', '15:00']])),
  london('have i got anything before noon friday', ...window(l, '11-13', until('12:00'))),
  london('am i free on 3/12', ...window(l, '12-03', DAY)),
  london('tonight free?', ...window(l, '11-11', EVENING)),
  london('could i do a call at 11 tmrw', ...window(l, '11-12', [['11:00', '12:00']])),
  london('free monday after 2 for a recording?', ...window(l, '11-16', from('14:00'))),
  london('is the 21st clear, a couple want a pre-wedding shoot', ...window(l, '11-21', DAY)),
  london('do i have time friday evening', ...window(l, '11-13', EVENING)),
  newYork('free this afternoon?', ...THIS_AFTERNOON_N),
  newYork('free tmrw 4-6 for a showing', ...window(n, '11-12', [['16:00', '18:00']])),
  newYork('anything friday or am i clear', ...window(n, '11-13', DAY)),
  newYork('open house sunday 12-2, am i free', ...window(n, '11-15', [['12:00', '14:00']])),
  newYork(
    'can i fit a lesson at 5:30 today',
    ...window(n, '11-11', [
      ['17:30', '18:30'],
      ['17:30', '18:00'],
    ]),
  ),
  newYork('free saturday morning? restock drops at 10', ...window(n, '11-14', MORNING)),
  newYork('am i clear for the rest of today', ...REST_OF_TODAY_N),
  newYork('is 11/19 free', ...window(n, '11-19', DAY)),
  newYork('got time monday evening?', ...window(n, '11-16', EVENING)),
  newYork('anything before noon tmrw', ...window(n, '11-12', until('12:00'))),
  newYork('free for a zoom at 2 thursday', ...window(n, '11-12', [['14:00', '15:00']])),
];

export const SEVENTYNINTH_UNCLEAR: HeldOutItem[] = [
  london('the jump ring thing', unclear),
  london('tolu... or was it the other guest', unclear),
  london('earrings??', unclear),
  london('maybe the invoice for the Fosters idk', unclear),
  london('that document for the agency, the one with stamp', unclear),
  london('the levis', unclear),
  london('friday or monday for the build, whatever', unclear),
  london('should prob email someone about the hosting', unclear),
  london('brand voice doc hmm', unclear),
  london('the Castle Howard thing', unclear),
  london('something at 4', unclear),
  london('kasia?', unclear),
  newYork('the jar thing', unclear),
  newYork('wholesale maybe', unclear),
  newYork('marcus or his agent, one of them', unclear),
  newYork('footage', unclear),
  newYork('maybe call the landlord? or text', unclear),
  newYork('el apartamento de la 181 hmm', unclear),
  newYork('the dunks idk', unclear),
  newYork('sponsor stuff', unclear),
  newYork('mrs okoye??', unclear),
  newYork('tues or wed for the recital run-through, either', unclear),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SEVENTYNINTH_BARE: HeldOutItem[] = [
  london('done ✅', unclear, askBack),
  london('not now', unclear, askBack),
  london('push to 5', unclear, askBack),
  london('actually friday', unclear, askBack),
  london('get rid of it', unclear, askBack),
  london('the first one', unclear, askBack),
  london('snooze 30', unclear, askBack),
  london('tmrw', unclear, askBack),
  london('finished', unclear, askBack),
  london('no', unclear, askBack),
  london('call it edit ep 43 instead', unclear, askBack),
  london('4', unclear, askBack),
  london('make it quarter past', unclear, askBack),
  newYork('kill it', unclear, askBack),
  newYork('did that already', unclear, askBack),
  newYork('bump to thursday', unclear, askBack),
  newYork('the other one', unclear, askBack),
  newYork('pass', unclear, askBack),
  newYork('1', unclear, askBack),
  newYork('mañana 10am', unclear, askBack),
  newYork('an hour', unclear, askBack),
  newYork('nvm that', unclear, askBack),
];
