/**
 * Held-out set, ninety-eighth, part c: decisions, dilemmas, recall, prioritising, the agenda and
 * free time, from people who run small shops. Every message is read at Wednesday 11 November 2026,
 * 15:00 London / 10:00 New York.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - a florist in Harrogate (weddings, wreaths, a Dutch wholesaler, a van);
 * - a vintage clothes reseller in Leeds who sells on Depop and types fast in lowercase;
 * - a second-hand bookshop owner in Hay-on-Wye who drops in Welsh words (diolch, iawn, duw, rhestr, cariad);
 * - a barber shop owner in Birmingham whose first language is Urdu;
 * - a phone repair shop owner in Nottingham whose first language is Kurdish.
 *
 * New York time (month-first dates, 12/4 = 4 December):
 * - a bodega owner in the Bronx whose first language is Arabic;
 * - a sneaker reseller in Harlem who writes in shorthand and slang;
 * - a nail salon owner in Elmhurst whose first language is Vietnamese;
 * - a candle maker on Staten Island who sells on Etsy and at fairs;
 * - a hardware store owner in Hoboken.
 *
 * Windows taken for free time (the person's clock): morning 09:00-12:00, lunch 12:00-14:00,
 * afternoon 12:00-17:00, evening / tonight 17:00-21:00, a whole working day 09:00-17:00 (or the
 * whole calendar day as a second reading), "after X" today runs from X to the end of the day
 * (or to 21:00 as a second reading).
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  free,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  question,
  recall,
  task,
  within,
} from './held-out-kit';

/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked for the options of a dilemma. */
const askedOptions = (question: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question },
});
/** daily asked how a past decision turned out. */
const reviewing = (decisionText: string): Partial<ConversationState> => ({
  pending: { about: 'review', decision: decisionText },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

export const NINETYEIGHTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london("ok decided, we're going with the dutch wholesaler for the christmas wreaths, the local one is just too dear this year", decision),
  london('not doing free postage anymore its killing my margins', decision),
  london("Right, that's it. Sunday opening is finished after this year, too quiet and the heating alone costs more than we take", decision),
  london('I decide to give the Saturday shift to Bilal, he is more reliable then the new boy', decision),
  london('from now we dont take iphone with water damage, too many come back after. final', decision),
  london('Sticking with SumUp for the card machine. Not switching to Square after all', decision),
  london('gonna stop buying job lots off fb marketplace, half of it is unsellable tat. done with that', decision),
  london("Diolch for earlier. I've made up my mind, we'll take the council's offer on the rates relief", decision),
  london('we will not renew the contract with towel company, I find cheaper one already', decision),
  // London: a decision and a task in one message
  london('ok going with the refurb screens supplier from now on. remind me to close the old account on friday', [
    decision,
    task('close the old account', l('11-13')),
  ]),
  // London: look like decisions, are not
  london('thinking maybe i should move everything over to vinted?? idk', dilemma, NO_CHANGE), // thinking aloud, not decided
  london("the landlord's decided he wants the rent quarterly now. typical", NO_CHANGE), // someone else's decision: news
  london("I'd love to just shut for the whole of January one year. One day", NO_CHANGE), // a wish
  london('plan is maybe second chair by spring, if money is ok, inshallah', NO_CHANGE, decision), // a hope with a condition; a journal entry is fair too
  within(
    askedChoice('Which wholesaler for the wreaths?', 'The Dutch wholesaler', 'The local supplier'),
    london('local one, decided. they deliver same day', answer(2)), // answers the question daily asked
  ),

  // New York: decisions in plain words
  newYork('Ok I decide. No more credit for customers, even the regulars. Too much money never come back', decision),
  newYork('nah im done w stockx fees fr, sellin everything thru my own page now', decision),
  newYork('We will raise price for gel manicure to $40 from december. Already decide', decision),
  newYork('Decided to skip the Snug Harbor fair this year, the table fee doubled and foot traffic was dead last time', decision),
  newYork("We're joining the Ace co-op buying program. Signed off on it this morning.", decision),
  newYork('yalla, going with the new coffee distributor, price is better and they come monday', decision),
  newYork('lowkey just decided im not takin consignments no more', decision),
  newYork('ok final answer: soy wax only going forward, no more paraffin blends 🕯️', decision),
  newYork("We'll keep the old POS for now. Not worth switching before the holidays", decision),
  // New York: a decision and a task in one message
  newYork('we not doing lottery anymore, decided. need call the lottery office tomorrow to close the account', [
    decision,
    task('call the lottery office to close the account', n('11-12')),
  ]),
  // New York: look like decisions, are not
  newYork('My landlord decide he will not fix the heater until January. Salon is cold, customers complain', NO_CHANGE), // news
  newYork('should i just go w the cheaper shipping or pay for insured on the travis scotts', dilemma), // a choice still open
  newYork('Would be nice to have someone for weekends at some point', NO_CHANGE), // a wish
  newYork('what did i end up deciding on the wholesale minimum', recall('wholesale minimum'), recall('wholesale')), // asks about a past decision
  within(
    reviewing('Hire a second nail tech for the weekends'),
    newYork('It turn out good, she is very fast and customers like her', answer(null)), // answers "how did it turn out?"
  ),
];

export const NINETYEIGHTH_DILEMMA: HeldOutItem[] = [
  // London: two options named
  london('should I take on a Saturday girl for december or just do the hours myself again', dilemma),
  london('torn between doing a pop up at kirkgate market or just pushing depop harder', dilemma),
  london('Not sure whether to put the rare stuff on AbeBooks or hold it back for the festival crowd in May', dilemma),
  london('I am thinking, open second shop in Small Heath or make this one bigger? what you think', dilemma),
  london('which better for me, buy the laser machine for back glass or keep sending out to other shop', dilemma),
  london("Duw, I don't know. Do I let the flat upstairs or use it for stock?", dilemma),
  london('need to choose card machine, dojo or sumup. can you help me think', dilemma),
  // London: one option named
  london("can't decide if we do a christmas wreath workshop this year", dilemma),
  london('help me decide, should i put prices up before black friday lol', dilemma),
  london('should I let go the new boy? he is late every week but customers like him', dilemma),
  // London: none named
  london('big decision to make about the van and I keep going round in circles', dilemma),
  // London: look like dilemmas, are not
  london('remind me to decide about the kirkgate stall by friday', task('decide about the kirkgate stall', l('11-13'))), // a task to decide
  within(
    askedChoice('Let the flat or use it for stock?', 'Let the flat', 'Use it for stock'),
    london('the second, iawn. stock it is', answer(2)), // the pick for daily's question
  ),
  london('should the till be showing this? E04 keeps coming', question), // a question about a machine
  london("my brother can't decide which car he buy, he drive me crazy", NO_CHANGE), // someone else's choice

  // New York: two or more options named
  newYork('Should I stay open 24 hours for the holidays or close at midnight like usual', dilemma),
  newYork('yo do i hold the jordans till xmas or flip em now while the price good', dilemma),
  newYork("I don't know I hire one more girl for weekends or no. Customers wait too long", dilemma),
  newYork('torn: wholesale to that boutique in tribeca at 50% off, or keep it etsy only', dilemma),
  newYork('ugh should I do the holiday market at Snug Harbor, the one in Brooklyn, or both', dilemma),
  newYork('idk whether to cop a storage unit or keep stackin boxes in my room smh', dilemma),
  // New York: one option named
  newYork('Weighing whether to carry propane exchange this winter. Thoughts?', dilemma),
  newYork('thinking about to take EBT, is good idea or no?', dilemma),
  // New York: none named
  newYork('I need to think through the lease renewal. Help me lay it out', dilemma),
  // New York: look like dilemmas, are not
  within(
    askedChoice('Hire a weekend nail tech?', 'Hire one more', 'Keep the team as it is'),
    newYork('not sure yet, i see how december go first', answer(null)), // puts the choice off
  ),
  within(
    askedOptions('What to do with the dunks'),
    newYork('either sell em on ebay or keep em for my own collection', answer(null)), // gives the options asked for
  ),
  newYork('should be getting the wick delivery today', NO_CHANGE), // "should" as expectation
  newYork('Which is cheaper, the 5 gal or 1 gal Behr? customer asking me', question), // a question to answer in words
];

export const NINETYEIGHTH_RECALL: HeldOutItem[] = [
  // London
  london('what did i decide about the wholesaler', recall('wholesaler')),
  london('wait why did i stop doing vinted again', recall('vinted')),
  london('Remind me what we agreed on the festival stall?', recall('festival stall'), recall('festival')),
  london('What I decide about the price for kids cut? I forget', recall('kids cut'), recall('price for kids cut')),
  london('did I say yes to the school repair contract or no?', recall('school repair contract'), recall('school')),
  london('Can you find the decision I made about Sunday deliveries', recall('sunday deliveries')),
  london('did i decide on the carhartt bundle or nah', recall('carhartt bundle'), recall('carhartt')),
  london('Why on earth did I turn down the Guardian piece? Remind me', recall('guardian')),
  london('remind me why we stop using Fresha for booking', recall('fresha')),
  london('what was my reason for the no warranty on used phones', recall('warranty')),
  london('remind me what we said about the wedding deposits', recall('wedding deposits'), recall('deposits')),
  // London: look like recall, are not
  london('remind me to relist the levis tmrw', task('relist the levis', l('11-12'))), // a reminder, not a look-up
  london("What did the council say about the sign? I've lost the letter", question), // the council, not a decision of mine
  london('what did Imran decide about the chair rent?', question, recall('chair rent')), // someone else's decision; may be in the journal
  london('I decided before to stop doing old ipads, I was right, so much trouble always', NO_CHANGE), // a reflection on an old decision

  // New York
  newYork('What I decide about the coffee guy last month?', recall('coffee guy'), recall('coffee')),
  newYork('yo remind me why i dropped goat again', recall('goat')),
  newYork('Did I say ok for the Groupon deal?', recall('groupon')),
  newYork('what did I decide re: the Brooklyn Flea, was it a yes?', recall('brooklyn flea')),
  newYork('Pull up what we decided on the snow blower preorders', recall('snow blower'), recall('snow blower preorders')),
  newYork('why we stop selling the vapes? remind me the reason', recall('vapes')),
  newYork('did i say im doin the sneakercon table or nah', recall('sneakercon')),
  newYork('Which supplier I choose for the acrylic powder before?', recall('acrylic powder')),
  newYork('Remind me what I landed on for shipping to Canada', recall('shipping to canada'), recall('canada')),
  newYork('Did we decide to keep Sunday hours through the holidays?', recall('sunday hours')),
  // New York: look like recall, are not
  newYork('remind me call the coffee guy friday', task('call the coffee guy', n('11-13'))), // a reminder
  newYork('what did the inspector decide about the fire exit sign', question), // the inspector's decision
  newYork('What should I decide about the wax supplier? Their lead time is 3 weeks now', dilemma), // a choice ahead, not behind
];

export const NINETYEIGHTH_PRIORITISE: HeldOutItem[] = [
  // London: focus
  london('what should I focus on this afternoon?', prioritise('focus')),
  london('what is most important now, I have 1 hour before clients come', prioritise('focus')),
  london("what's the one thing I should get done before we shut", prioritise('focus')),
  london('where I start? everything is urgent today', prioritise('focus')),
  london('priorities?', prioritise('focus')),
  // London: drop
  london('too much on rn what can i ditch', prioritise('drop')),
  london('so many jobs today, what I can leave for later?', prioritise('drop')),
  london('Too much on my plate. What can slide to next week?', prioritise('drop')),
  london("honestly what can I let go this week, I'm doing 3 weddings", prioritise('drop')),
  // London: plan the day
  london('Can you sort out the rest of my day for me', prioritise('plan_day')),
  london('ok lay out my day pls, brain is mush', prioritise('plan_day')),
  london('make me plan for the rest of today please', prioritise('plan_day')),
  // London: near-misses
  london('drop the parcels at the evri shop tmrw', task('drop the parcels at the evri shop', l('11-12'))), // a task with "drop"
  london("I can't focus today, the shop's freezing and nobody's come in", NO_CHANGE), // a feeling
  london('I have too much on, I am so tired brother', NO_CHANGE), // overwhelmed, asks for nothing
  london("remind me to plan next week's rota on sunday", task("plan next week's rota", l('11-15'))), // a task with "plan"

  // New York: focus
  newYork('What I should do first today? Delivery, inspector paper, or the fridge guy', prioritise('focus')),
  newYork('bro what do i prioritize rn', prioritise('focus')),
  newYork("What's the most important thing on my list right now?", prioritise('focus')),
  newYork('If I only get one thing done today what should it be', prioritise('focus')),
  // New York: drop
  newYork('Too many thing today, help me choose what to skip', prioritise('drop')),
  newYork('way too much goin on, what can wait', prioritise('drop')),
  newYork("I'm swamped. Which of these can I push or cut?", prioritise('drop')),
  newYork('what can I let go this week, is too much', prioritise('drop')),
  // New York: plan the day
  newYork('Can you map out my day? Fair prep + Etsy orders + pouring', prioritise('plan_day')),
  newYork('plan the day for me habibi, I am lost', prioritise('plan_day')),
  newYork('Please make plan for my day, salon very busy', prioritise('plan_day')),
  // New York: near-misses
  newYork('etsy says focus on your best sellers for q4 lol ok', NO_CHANGE), // news
  newYork(
    'Top priority: call the city about the sidewalk permit tomorrow',
    task('call the city about the sidewalk permit', n('11-12'), { important: true }),
  ), // an urgent task, not a ranking
  newYork('i dropped the restock link in my story 🔥', NO_CHANGE), // news
];

export const NINETYEIGHTH_AGENDA: HeldOutItem[] = [
  // London
  london("what's on today?", list('today')),
  london('anything tmrw', list('tomorrow'), list('day', '2026-11-12')),
  london("What's in the diary for Friday, cariad?", list('day', '2026-11-13')),
  london('what is overdue please', list('overdue')),
  london('show me this week jobs', list('week')),
  london("what's next on my list", list('next')),
  london('wots left 2day', list('today')),
  london("Anything I've let slip? Feels like I've forgotten something", list('overdue')),
  london('What I have on monday?', list('day', '2026-11-16')),
  london('what is on 4/12', list('day', '2026-12-04')), // day-first: 4 December
  london('anything on the 20th?', list('day', '2026-11-20')),
  london("what've i got thurs", list('day', '2026-11-12'), list('tomorrow')),
  london('Rhestr for the week please', list('week')),
  within(
    just('ring the landlord about the boiler', l('11-12 10:00')),
    london('thanks. what else is on tomorrow then', list('tomorrow'), list('day', '2026-11-12')),
  ),
  // London: near-misses
  london('list the new stock on depop', task('list the new stock on depop')), // a task with "list"
  london("what's on at the Royal Hall this weekend, any idea?", question), // not my agenda
  london('today was very busy, 30 customers, alhamdulillah', NO_CHANGE), // news about today
  london('whats next from the parts supplier, did they say?', NO_CHANGE), // a question, not my list

  // New York
  newYork('What I have today?', list('today')),
  newYork('wats on deck tmrw', list('tomorrow'), list('day', '2026-11-12')),
  newYork('Show me what is late', list('overdue')),
  newYork("what's my week looking like?", list('week')),
  newYork("What's next?", list('next')),
  newYork('Anything on Saturday? I need to know if I can go to Paterson', list('day', '2026-11-14')),
  newYork('whats on 12/4', list('day', '2026-12-04')), // month-first: 4 December
  newYork('what i need to do Friday', list('day', '2026-11-13')),
  newYork("remind me what's on for the 18th, that's etsy deadline week", list('day', '2026-11-18')),
  newYork("Pull up today's list", list('today')),
  newYork('anything overdue or am i good', list('overdue')),
  newYork('tomorrow what i have', list('tomorrow'), list('day', '2026-11-12')),
  newYork('What do I have on Tues?', list('day', '2026-11-17')),
  within(
    shown('Order more wick tabs', 'Reply to the Etsy custom order', 'Pack the fair boxes'),
    newYork('ok and friday?', list('day', '2026-11-13')),
  ),
  // New York: near-misses
  newYork("what's on the delivery truck today? they forgot the milk last week", question), // about the truck
  newYork('today is the Etsy payout right?', question),
  newYork('next drop is tmrw 10am 👀', NO_CHANGE), // news, not "what's next"
];

// Windows: morning 09:00-12:00, lunch 12:00-14:00, afternoon 12:00-17:00, evening 17:00-21:00,
// a whole day 09:00-17:00 (or the calendar day), "after X" today to the end of the day (or to 21:00).
export const NINETYEIGHTH_FREE_TIME: HeldOutItem[] = [
  // London
  london('am I free tomorrow afternoon? supplier wants to pop in with samples', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('any gap thurs morning for a charity shop run', free(l('11-12 09:00'), l('11-12 12:00'))),
  london(
    'Am I clear on Friday between 10 and 1? A collector wants to come and look at the Dickens',
    free(l('11-13 10:00'), l('11-13 13:00')),
  ),
  london(
    'I am free after 6 today? my cousin want haircut',
    free(l('11-11 18:00'), l('11-12 00:00')),
    free(l('11-11 18:00'), l('11-11 21:00')),
  ),
  london('monday morning I have time? customer want bring 3 phones', free(l('11-16 09:00'), l('11-16 12:00'))),
  london('Have I got any time Saturday afternoon for a wedding consult', free(l('11-14 12:00'), l('11-14 17:00'))),
  london('am i free 2-4 tmrw', free(l('11-12 14:00'), l('11-12 16:00'))),
  london('Is the rest of this afternoon free?', free(l('11-11 15:00'), l('11-11 17:00')), free(l('11-11 12:00'), l('11-11 17:00'))), // it is already 15:00 in London
  london('any free time friday lunch? accountant want to meet', free(l('11-13 12:00'), l('11-13 14:00'))),
  london(
    'do I have space 4/12 whole day? shop fitter coming maybe',
    free(l('12-04 09:00'), l('12-04 17:00')),
    free(l('12-04 00:00'), l('12-05 00:00')),
  ), // day-first: 4 December
  london('free tuesday evening? the chamber of trade thing', free(l('11-17 17:00'), l('11-17 21:00'))),
  london('when am i free tmrw arvo', free(l('11-12 12:00'), l('11-12 17:00'))),
  // London: near-misses
  london('free shipping weekend on my depop starting sat', NO_CHANGE), // a sale
  london('free thursday morning at last, no deliveries booked 🙌', NO_CHANGE), // tells, does not ask
  london('is the free screen protector offer still on at the wholesaler?', question),

  // New York
  newYork('Am I free tomorrow morning? The health inspector want to come', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork('u think im free fri afternoon? gotta meet a plug in the bronx', free(n('11-13 12:00'), n('11-13 17:00'))),
  newYork('I have free time this afternoon? Need go to bank', free(n('11-11 12:00'), n('11-11 17:00'))),
  newYork('any openings between 1 and 3 on thursday', free(n('11-12 13:00'), n('11-12 15:00'))),
  newYork(
    'Am I free after 3 today? Rep wants to demo the new key machine',
    free(n('11-11 15:00'), n('11-12 00:00')),
    free(n('11-11 15:00'), n('11-11 21:00')),
  ),
  newYork('Monday afternoon free or busy?', free(n('11-16 12:00'), n('11-16 17:00'))),
  newYork('free sat mornin?', free(n('11-14 09:00'), n('11-14 12:00'))),
  newYork('Do I have 1 hour free tomorrow lunch time?', free(n('11-12 12:00'), n('11-12 14:00'))),
  newYork(
    'Am I free 11/20? fair organizer wants a walkthrough',
    free(n('11-20 09:00'), n('11-20 17:00')),
    free(n('11-20 00:00'), n('11-21 00:00')),
  ), // month-first: 20 November
  newYork('Any gap between 9 and 11 tomorrow? Need to meet the landlord about the roof leak', free(n('11-12 09:00'), n('11-12 11:00'))),
  newYork('free tonight? want to go to the masjid dinner', free(n('11-11 17:00'), n('11-11 21:00'))),
  // New York: near-misses
  newYork('free candle with every order over $50 this weekend, just set it up on etsy', NO_CHANGE), // a promotion
  newYork('yo u free? need help w somethin', NO_CHANGE), // an opener to daily
  newYork('tomorrow afternoon I free, salon close for the plumber', NO_CHANGE), // tells, does not ask
];
