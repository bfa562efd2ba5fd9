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
  note,
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
 * The second half of the fifty-fourth held-out set (online sellers and publishers in London and New
 * York): replies to daily's own questions, small talk, questions, news from the shop and the channel
 * that must change nothing, the decision journal, the agenda, free time, half-said messages, and
 * replies sent with nothing to reply to. Read at Wednesday 11 November 2026, 15:00 London / 10:00
 * New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

type Wall = (text: string) => string;
type Hours = [string, string][];

/** The local date after `date` (MM-DD), for windows that run to midnight. */
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** One day's window between local clock times, in each reading a person would accept ('24:00' is midnight after). */
const windows = (at: Wall, date: string, hours: Hours): Intent[] =>
  hours.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));

const MORNING: Hours = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['07:00', '12:00'],
  ['06:00', '12:00'],
];
const AFTERNOON: Hours = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const EVENING: Hours = [
  ['17:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '21:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
const ALL_DAY: Hours = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
const LUNCHTIME: Hours = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:30', '13:30'],
  ['11:00', '14:00'],
  ['13:00', '14:00'],
];
/** "after 3": to the end of the working day or of the day. */
const from = (start: string): Hours => [
  [start, '17:00'],
  [start, '18:00'],
  [start, '24:00'],
];

/** daily asked which of these tasks was meant. */
const whichOf = (options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

const WHICH_POST = whichOf(['Post office run', 'Post the custom ring to Leeds']);
const WHICH_THUMB = whichOf(['Thumbnail for the Iceland vlog', 'Thumbnail for the gear video', 'Thumbnail for the Q&A']);
const WHICH_EMAIL = whichOf(['Write the cart-close email', 'Write the welcome email', 'Email the affiliates']);
const WHICH_PAYOUT = whichOf(['Check the Twitch payout', 'Check the YouTube payout']);
const BALES: Partial<ConversationState> = {
  pending: {
    about: 'dilemma_choice',
    question: 'Keep doing car boots or buy bulk vintage bales?',
    options: ['Car boots', 'Bulk bales'],
  },
};
const FULFILMENT: Partial<ConversationState> = {
  pending: {
    about: 'dilemma_choice',
    question: 'Move fulfilment from AliExpress to CJ?',
    options: ['Move to CJ', 'Stay on AliExpress'],
  },
};
const PLANNER_HOME: Partial<ConversationState> = {
  pending: {
    about: 'dilemma_choice',
    question: 'Launch the 2027 planner on Etsy or on your own site?',
    options: ['Etsy', 'Own site'],
  },
};
const PAYWALL: Partial<ConversationState> = {
  pending: { about: 'dilemma_matters', question: 'Paywall the recipes?', options: ['Paywall them', 'Keep them free'] },
};
const EXCLUSIVE: Partial<ConversationState> = {
  pending: { about: 'dilemma_options', question: 'Should I go exclusive with one stock agency?' },
};
const COMM_PRICES: Partial<ConversationState> = { pending: { about: 'review', decision: 'Raised commission prices by 20%' } };
const MATTRESS: Partial<ConversationState> = { pending: { about: 'review', decision: 'Dropped the mattress sponsor' } };
const KEEP_ISSUE: Partial<ConversationState> = {
  pending: { about: 'keep', text: 'Writing before checking the stats keeps the issue honest' },
};
const KEEP_STREAMS: Partial<ConversationState> = { pending: { about: 'keep', text: 'Shorter streams more often work better' } };
const STUCK_CUSTOMS: Partial<ConversationState> = { pending: { about: 'stuck', task: 'Customs form for the US order' } };
const STUCK_MODULE: Partial<ConversationState> = { pending: { about: 'stuck', task: 'Record module 4 video' } };
const PICKUP_HOUR: Partial<ConversationState> = {
  pending: { about: 'other', question: 'Remind you about the USPS pickup at 1 or 2?', options: ['1', '2'] },
};
const MOVE_REST: Partial<ConversationState> = {
  pending: { about: 'other', question: 'Shall I move the rest of today to tomorrow?', options: [] },
};
const EDIT_BLOCK: Partial<ConversationState> = {
  pending: { about: 'other', question: 'Morning or afternoon for the editing block?', options: ['Morning', 'Afternoon'] },
};

export const FIFTYFOURTH_ANSWER: HeldOutItem[] = [
  within(WHICH_POST, london('the leeds one', answer(2))),
  within(WHICH_POST, london('1st', answer(1))),
  within(WHICH_THUMB, london('gear', answer(2))),
  within(WHICH_THUMB, london('no 3', answer(3))),
  within(WHICH_THUMB, london('iceland obvs', answer(1))),
  within(WHICH_EMAIL, newYork('welcome', answer(2))),
  within(WHICH_EMAIL, newYork('the last one', answer(3))),
  within(WHICH_EMAIL, newYork('cart close one', answer(1))),
  within(WHICH_PAYOUT, newYork('twitch', answer(1))),
  within(WHICH_PAYOUT, newYork('the yt one', answer(2))),
  within(BALES, london('bales', answer(2))),
  within(BALES, london("car boots, it's the fun bit", answer(1))),
  within(FULFILMENT, newYork('move', answer(1))),
  within(FULFILMENT, newYork('stay put for now', answer(2))),
  within(FULFILMENT, newYork('idk yet, waiting on samples', answer(null))),
  within(PLANNER_HOME, london('Own site!!', answer(2))),
  within(PLANNER_HOME, london('the first one', answer(1))),
  within(PAYWALL, newYork('growth mostly, but i also need rent money lol', answer(null))),
  within(EXCLUSIVE, newYork('adobe exclusive vs staying on all 4 sites', answer(null))),
  within(COMM_PRICES, london('honestly great, fewer DMs but way nicer clients', answer(null))),
  within(MATTRESS, newYork('zero regrets, the new one pays better', answer(null))),
  within(KEEP_ISSUE, london('Keep.', answer(null), note)),
  within(KEEP_STREAMS, newYork('ya save it', answer(null), note)),
  within(KEEP_STREAMS, newYork('nah dont', answer(null))),
  within(STUCK_CUSTOMS, london('no idea what HS code a t-shirt is', answer(null))),
  within(STUCK_MODULE, newYork('keep rewriting the script, perfectionism again', answer(null))),
  within(PICKUP_HOUR, newYork('2 works', answer(2))),
  within(MOVE_REST, london('yes pls', answer(null))),
  within(EDIT_BLOCK, london("afternoon, i'm useless before 11", answer(2))),
];

export const FIFTYFOURTH_GREETING: HeldOutItem[] = [
  london('morning ☀️', talk('greeting')),
  london('hiya!', talk('greeting')),
  london('helloooo', talk('greeting')),
  london('hey daily, back from the car boot 🥶', talk('greeting')),
  london("good morning!! (it's 3pm i know)", talk('greeting')),
  london('yo', talk('greeting')),
  london('hey you', talk('greeting')),
  london('sup', talk('greeting')),
  london('afternoon daily', talk('greeting')),
  london('hi hi', talk('greeting')),
  london('night all, off to bed', talk('goodbye')),
  newYork('gm chat', talk('greeting')),
  newYork('hey hey hey', talk('greeting')),
  newYork('hi there!', talk('greeting')),
  newYork('good morning', talk('greeting')),
  newYork('hellooo 👋', talk('greeting')),
  newYork('heyyy daily', talk('greeting')),
  newYork("what's good", talk('greeting')),
  newYork('yo daily', talk('greeting')),
  newYork('morning from the studio', talk('greeting')),
  newYork('ok signing off, gn', talk('goodbye')),
];

export const FIFTYFOURTH_THANKS: HeldOutItem[] = [
  london('thank youuu ✨', talk('thanks')),
  london('ta x', talk('thanks')),
  london("you're a star, thank you", talk('thanks')),
  london('lifesaver, thanks', talk('thanks')),
  london('thanks love', talk('thanks')),
  london('cheers 🙏', talk('thanks')),
  london('thanks a mil', talk('thanks')),
  london('ah brilliant, thank you', talk('thanks')),
  london('cheers for that', talk('thanks')),
  london('thank you, genuinely', talk('thanks')),
  london('merci', talk('thanks')),
  newYork('ty!!', talk('thanks')),
  newYork('tyvm', talk('thanks')),
  newYork('thx fam', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('thank u so much', talk('thanks')),
  newYork('much appreciated 🙏🏽', talk('thanks')),
  newYork('ty daily', talk('thanks')),
  newYork('ty ty ty', talk('thanks')),
  newYork('thanks!! huge help', talk('thanks')),
  newYork('ok cool thank u', talk('thanks'), talk('acknowledgement')),
  newYork('gracias', talk('thanks')),
];

export const FIFTYFOURTH_FEELING: HeldOutItem[] = [
  london('so tired, packed 40 orders today', talk('feeling')),
  london('etsy views have tanked this week and i feel rubbish about it', talk('feeling')),
  london('christmas orders already and i am drowning', talk('overwhelmed')),
  london("views on the last vid are awful and i'm gutted", talk('feeling')),
  london('BUZZING. 1,000 paid subscribers!!', talk('feeling')),
  london('bit anxious about the VAT stuff tbh', talk('feeling')),
  london('DMs are out of control, feel like im going under', talk('overwhelmed')),
  london("comms have dried up and i'm stressing", talk('feeling')),
  london('proper knackered after the car boot, hands are frozen', talk('feeling')),
  london('so burnt out from editing', talk('feeling')),
  london('kind of proud of the new planner ngl', talk('feeling')),
  london("tees aren't selling and i'm losing motivation", talk('feeling')),
  newYork('stream went amazing last night, still on a high', talk('feeling')),
  newYork('exhausted. 3 pours today', talk('feeling')),
  newYork('so stressed about the sponsor deadline', talk('feeling')),
  newYork('my eyes hurt from keywording all morning', talk('feeling')),
  newYork('sad, lost 40 subs after the price change', talk('feeling')),
  newYork("i'm so overwhelmed with launch stuff", talk('overwhelmed')),
  newYork('chargebacks are making me miserable', talk('feeling')),
  newYork('nervous for the webinar', talk('feeling')),
  newYork('lonely working from my apartment all day', talk('feeling')),
  newYork('so happy, the galette post went viral!!', talk('feeling')),
  newYork('ugh anxious about Q4 ad costs', talk('feeling')),
];

export const FIFTYFOURTH_QUESTION: HeldOutItem[] = [
  london("what's the royal mail last posting date for christmas?", question),
  london("is etsy's offsite ads fee 15%?", question),
  london('how many vids did i upload in october', question),
  london('do i charge VAT on digital planners sold to the EU', question),
  london("what's a good upload time for a uk audience", question),
  london("what time's the assay office open till", question),
  london('how long should a newsletter intro be', question),
  london('is £40 too cheap for a bust portrait comm?', question),
  london('can i claim my camera on expenses', question),
  london('did i already post the WIP reel?', question),
  london('whats the difference between dtg and screen printing', question),
  london('how do i stop depop lowballers', question),
  newYork("what's the sales tax rate in nyc for candles", question),
  newYork('how do twitch payouts work exactly', question),
  newYork('when does teachable pay out', question),
  newYork('is shutterstock even worth it anymore?', question),
  newYork('what time does usps usually do pickups', question),
  newYork('how do i fight a chargeback on shopify', question),
  newYork('should i post on substack notes every day?', question, dilemma),
  newYork("what's my next sponsor deadline?", question, list('next')),
  newYork('what did fernbrook pay per episode again', question),
  newYork('how do you even get into the getty contributor program', question),
  newYork('can you remind me how to undo stuff?', question, HELP),
];

/** News from the shop, the channel and the inbox, many with a job word or a date in them: nothing may change. */
export const FIFTYFOURTH_STATEMENT: HeldOutItem[] = [
  london('etsy payout came through, £1,284', NO_CHANGE),
  london('the assay office was shut today', NO_CHANGE),
  london('iceland vlog hit 50k views overnight', NO_CHANGE),
  london('ordered the wrong size jump rings lol', NO_CHANGE),
  london('3 paid subs cancelled after the last issue', NO_CHANGE),
  london('found a barbour for £4 at the car boot', NO_CHANGE),
  london('my printful order is stuck in customs', NO_CHANGE),
  london('jade paid the rest of her comm', NO_CHANGE),
  london('new planner has 12 sales already', NO_CHANGE),
  london('royal mail are striking on the 20th apparently', NO_CHANGE),
  london('my VAT number came through', NO_CHANGE),
  london('the frog tee is my best seller this month', NO_CHANGE),
  london('sponsor wants the read to be 60 seconds max', NO_CHANGE),
  london('posted the reel at 6 like i said i would', NO_CHANGE, done(words('reel'))),
  newYork('shopify payout is $3,420 this week', NO_CHANGE),
  newYork('usps came at 2:40 yesterday', NO_CHANGE),
  newYork('ep 112 did 18k downloads', NO_CHANGE),
  newYork('got raided by a 2k streamer last night', NO_CHANGE),
  newYork('14 students signed up overnight', NO_CHANGE),
  newYork('adobe rejected half my batch for noise', NO_CHANGE),
  newYork('the galette piece got picked up by a big newsletter roundup', NO_CHANGE),
  newYork('supplier says 12 days shipping now', NO_CHANGE),
  newYork('my mod is taking next week off', NO_CHANGE),
  newYork('fernbrook renewed for Q1', NO_CHANGE),
  newYork('tracking numbers are all uploaded now', NO_CHANGE, done(words('tracking'))),
  newYork('poured 8 candles with the wrong wick 🙃', NO_CHANGE),
  newYork('sales tax filing is due on the 20th', NO_CHANGE, unclear),
  newYork('black friday is the 27th this year', NO_CHANGE),
];

export const FIFTYFOURTH_DECISION: HeldOutItem[] = [
  london('decided: no more custom engraving, too much hassle', decision),
  london("ok i'm going to post twice a week instead of 3", decision),
  london('raising the paid tier to £6 from january', decision),
  london('going with teemill over printful for the organic range', decision),
  london('not doing car boots in december, too cold', decision),
  london('closing comms until january', decision),
  london('decided to register for VAT voluntarily', decision),
  london('the 2027 planner launches on my own site first, etsy later', decision),
  london('final answer: sticking with royal mail tracked 48', decision),
  london("i'm dropping the sponsor that wanted script approval", decision),
  london('no more free shipping under £25, decided', decision),
  newYork('decided to go exclusive with adobe stock', decision),
  newYork("ok we're doing the holiday drop on black friday not cyber monday", decision),
  newYork("i'm switching to CJ for fulfilment", decision),
  newYork('no more gambling sponsors on stream, ever', decision),
  newYork('decided the course price goes to $297', decision),
  newYork('podcast goes biweekly from january', decision),
  newYork("we're moving the candle studio to the bushwick space", decision),
  newYork('paywall all the recipes from dec 1 — decided', decision),
  newYork('decided to turn off subs-only chat', decision),
  newYork('killing the fitness niche store, focusing on pets', decision),
  newYork('gonna hire an editor for the pod starting next month', decision),
  newYork("i'll take the kettle & co sponsorship", decision),
];

export const FIFTYFOURTH_DILEMMA: HeldOutItem[] = [
  london('should i do a christmas sale or hold my prices?', dilemma),
  london('etsy ads on or off for december', dilemma),
  london('hire an editor or keep cutting the vids myself', dilemma),
  london('paid tier at £5 or £8?', dilemma),
  london('depop or vinted for the designer bits', dilemma),
  london('open comms for xmas or take a proper break?', dilemma),
  london('release the new planner in nov or wait till jan', dilemma),
  london('teemill or printful, cant decide', dilemma),
  london('go full time on youtube or keep the part-time job a bit longer', dilemma),
  london('should i take the crypto sponsor? they pay well but ugh', dilemma, question),
  london('sell at the christmas market or just stay online', dilemma),
  newYork('shopify or etsy for the candles next year', dilemma),
  newYork('stream 5 days a week or 3 longer ones', dilemma),
  newYork('evergreen course or live cohort for round 2?', dilemma),
  newYork('keep shutterstock or go adobe only', dilemma),
  newYork('paywall the recipes or keep everything free', dilemma),
  newYork('stay on shopify or move the store to woocommerce', dilemma),
  newYork('should i say yes to the podcast network?', dilemma, question),
  newYork('pour in the apartment or rent a studio', dilemma),
  newYork('raise the sub price or add a new tier?', dilemma),
  newYork('test 3 new products or scale the one thats working', dilemma),
  newYork('do i hire a VA for the customer emails or keep doing them at night', dilemma),
];

export const FIFTYFOURTH_RECALL: HeldOutItem[] = [
  london('what did i decide about custom engraving', recall('engraving')),
  london('why did i switch to teemill again', recall('teemill')),
  london('what was the call on the paid tier price', recall('paid tier'), recall('price')),
  london('remind me what i decided about car boots in winter', recall('car boot')),
  london('did i decide anything about comms over xmas', recall('comm')),
  london('what did i say about registering for VAT', recall('vat')),
  london('where did i land on the planner launch', recall('planner')),
  london('royal mail or evri, what did i decide?', recall('royal mail'), recall('evri')),
  london('what did i decide re the sponsor who wanted script approval', recall('sponsor'), recall('script approval')),
  london('how often did i decide to post?', recall('post')),
  newYork('what did i decide about adobe exclusivity', recall('adobe')),
  newYork('when did we say the holiday drop goes live', recall('holiday drop')),
  newYork('what did i decide on the CJ switch', recall('cj')),
  newYork('what was my rule on gambling sponsors', recall('gambling')),
  newYork('course price, what did i settle on?', recall('course'), recall('price')),
  newYork('what did i decide about the podcast schedule', recall('podcast'), recall('schedule')),
  newYork('remind me why we picked bushwick', recall('bushwick')),
  newYork('what did i decide about paywalling the recipes', recall('paywall')),
  newYork('subs-only chat, what did i go with', recall('chat')),
  newYork('what did i decide about the fitness store', recall('fitness')),
  newYork('did i decide to hire an editor for the pod?', recall('editor')),
];

export const FIFTYFOURTH_PRIORITISE: HeldOutItem[] = [
  london('what do i do first, 30 orders and a vid to edit', prioritise('focus')),
  london('too much on, what can wait till next week', prioritise('drop')),
  london('plan my afternoon', prioritise('plan_day')),
  london("what's the most urgent thing", prioritise('focus')),
  london('what can i skip today', prioritise('drop')),
  london('help, what do i tackle first', prioritise('focus')),
  london('sort my day out for me pls', prioritise('plan_day')),
  london("2 hrs till the post office shuts, what's the priority", prioritise('focus')),
  london('whats the one thing i have to get done today', prioritise('focus')),
  london('can anything slide this week', prioritise('drop')),
  london('map out tomorrow for me', prioritise('plan_day')),
  newYork('what should i focus on before i go live', prioritise('focus')),
  newYork('what can i drop this week, launch is eating everything', prioritise('drop')),
  newYork('plan my day around the 2pm pickup', prioritise('plan_day')),
  newYork('what matters most today', prioritise('focus')),
  newYork('where do i even start', prioritise('focus')),
  newYork('give me a game plan for tomorrow', prioritise('plan_day')),
  newYork("what's safe to push", prioritise('drop')),
  newYork('put my stuff in priority order pls', prioritise('plan_day'), prioritise('focus')),
  newYork("what's the top thing rn", prioritise('focus')),
  newYork('im behind on everything, what can i let go of', prioritise('drop')),
];

export const FIFTYFOURTH_AGENDA: HeldOutItem[] = [
  london("what've i got tmrw", list('tomorrow')),
  london('anything due today?', list('today')),
  london('whats on friday x', list('day', '2026-11-13')),
  london('anything late?', list('overdue')),
  london('show me the week', list('week')),
  london("what's next on the list", list('next')),
  london('what do i have on the 20th', list('day', '2026-11-20')),
  london("monday's list pls", list('day', '2026-11-16')),
  london("what's on sunday, car boot day", list('day', '2026-11-15')),
  london('whats still to do today', list('today')),
  london('this weeks uploads & deadlines?', list('week')),
  london('have i missed anything?', list('overdue')),
  newYork("what's on my plate today", list('today')),
  newYork('lemme see tomorrow', list('tomorrow')),
  newYork("what's coming up", list('next'), list('week')),
  newYork("anything overdue i'm forgetting", list('overdue')),
  newYork("what's on thanksgiving", list('day', '2026-11-26')),
  newYork('show me dec 1', list('day', '2026-12-01')),
  newYork('what do i have saturday', list('day', '2026-11-14')),
  newYork("what's this week look like", list('week')),
  newYork('next up?', list('next')),
  newYork("what's on 11/19", list('day', '2026-11-19')),
  newYork("what's on thursday", list('day', '2026-11-12'), list('tomorrow')),
  newYork('agenda for today pls', list('today')),
];

export const FIFTYFOURTH_FREE_TIME: HeldOutItem[] = [
  london('am i free tmrw morning for a zoom w the sponsor', ...windows(l, '11-12', MORNING)),
  london('any gaps fri afternoon', ...windows(l, '11-13', AFTERNOON)),
  london('free at 2 on monday?', ...windows(l, '11-16', [['14:00', '15:00']])),
  london('is sunday afternoon free', ...windows(l, '11-15', AFTERNOON)),
  london('can i fit in a 2 hr edit tonight', ...windows(l, '11-11', EVENING)),
  london(
    'when am i free this weekend',
    free(l('11-14 00:00'), l('11-16 00:00')),
    ...windows(l, '11-14', ALL_DAY),
    free(l('11-14 09:00'), l('11-15 18:00')),
  ),
  london('free between 4 and 6 today?', ...windows(l, '11-11', [['16:00', '18:00']])),
  london('have i got time for the post office before 5:30', free(l('11-11 15:00'), l('11-11 17:30'))),
  london('is thursday clear', ...windows(l, '11-12', ALL_DAY)),
  london('am i busy wed 18th 10-12', ...windows(l, '11-18', [['10:00', '12:00']])),
  london('free tomorrow lunchtime?', ...windows(l, '11-12', LUNCHTIME)),
  newYork('am i free this afternoon', ...windows(n, '11-11', AFTERNOON)),
  newYork('free fri 3-4 for a sponsor call?', ...windows(n, '11-13', [['15:00', '16:00']])),
  newYork('do i have anything tonight, wanna stream late', ...windows(n, '11-11', EVENING)),
  newYork('any time tmrw to shoot the flatlay?', ...windows(n, '11-12', ALL_DAY)),
  newYork('is the 21st open', ...windows(n, '11-21', ALL_DAY)),
  newYork('open slot monday morning?', ...windows(n, '11-16', MORNING)),
  newYork('am i free at 11 today', ...windows(n, '11-11', [['11:00', '12:00']])),
  newYork('free after 3 tomorrow?', ...windows(n, '11-12', from('15:00'))),
  newYork('free time thursday evening?', ...windows(n, '11-12', EVENING)),
  newYork('can i squeeze in a call before noon', free(n('11-11 10:00'), n('11-11 12:00'))),
  newYork('got anything between 1 and 2:30 today', ...windows(n, '11-11', [['13:00', '14:30']])),
];

export const FIFTYFOURTH_UNCLEAR: HeldOutItem[] = [
  london('the rings thing', unclear),
  london('hmm the assay office maybe', unclear),
  london('etsy stuff at some point', unclear),
  london('that vid', unclear),
  london('jade?', unclear),
  london('something about VAT', unclear),
  london('friday or saturday for the drop idk', unclear),
  london('the thing with the sponsor', unclear),
  london('planner... ugh', unclear),
  london('barbour', unclear),
  london('the frog one or the toad one', unclear),
  newYork('wax', unclear),
  newYork('the pickup', unclear),
  newYork('ep 113 or 114', unclear),
  newYork('ugh the chargeback thing', unclear),
  newYork('tasha idk', unclear),
  newYork('the thing at 3', unclear),
  newYork('course stuff', unclear),
  newYork('the galette or the crostata', unclear),
  newYork('maybe call the agent', unclear),
  newYork('need to deal w that', unclear),
  newYork('overlay??', unclear),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const FIFTYFOURTH_BARE: HeldOutItem[] = [
  london('posted ✨', unclear, askBack),
  london('later pls', unclear, askBack),
  london('push to 6', unclear, askBack),
  london('nah tmrw', unclear, askBack),
  london('make it 4:30', unclear, askBack),
  london('actually friday', unclear, askBack),
  london('delete it', unclear, askBack),
  london('2 and 3 done', unclear, askBack),
  london('snooze 20', unclear, askBack),
  london('the second one', unclear, askBack),
  london('yep sent', unclear, askBack),
  newYork('trash that', unclear, askBack),
  newYork('change it to sunday', unclear, askBack),
  newYork('rename it to restock jars', unclear, askBack),
  newYork('not today', unclear, askBack),
  newYork('in an hour', unclear, askBack),
  newYork("that's done", unclear, askBack),
  newYork('scrap no 4', unclear, askBack),
  newYork('ok move it', unclear, askBack),
  newYork('👍 done', unclear, askBack),
  newYork('the etsy one', unclear, askBack),
  newYork('yes keep', unclear, askBack),
];
