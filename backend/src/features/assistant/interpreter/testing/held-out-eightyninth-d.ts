import {
  HELP,
  NO_CHANGE,
  free,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  recall,
  talk,
  unclear,
  within,
  type HeldOutItem,
} from './held-out-kit';
import type { Intent } from '../intent';

/**
 * Eighty-ninth held-out set, part d: recall, prioritise, agenda, free time, unclear and bare replies,
 * read at Wednesday 11 November 2026, 15:00 London / 10:00 New York. The people: on London time
 * (day-first dates) a SaaS founder in Shoreditch (investors, sprints, churn, co-founder Raj), a
 * bookkeeper in Leeds (VAT returns, Xero, clients' receipts), a recruitment consultant in Birmingham
 * who writes some Brummie (candidates, interviews, placement fees), a mortgage broker in Cardiff
 * (lenders, valuations, completion dates), an architect in Glasgow who writes some Scots (planning,
 * drawings, site visits), a translator in Manchester whose first language is Polish (deadlines,
 * agencies, invoices in zloty and pounds) and an online shop owner in Belfast who writes some Northern
 * Irish English (stock, couriers, Shopify); on New York time (month-first dates) a fintech founder in
 * the Flatiron (board meetings, hiring, nine months of runway), a CPA in Staten Island heading into tax
 * season (returns, extensions, clients' 1099s), an immigration paralegal in Jackson Heights whose first
 * language is Spanish (filings, USCIS dates, clients' documents), a real-estate broker in Bed-Stuy
 * (showings, closings, open houses), a UX designer in Greenpoint (clients, Figma files, retainers), an
 * Amazon seller in Jamaica, Queens whose first language is Bengali (inventory, FBA shipments, reviews)
 * and a music producer in the Bronx (sessions, beats, studio rent).
 *
 * Free-time windows, in the person's own zone: morning 09:00-12:00, afternoon 12:00-17:00, evening
 * 17:00-21:00, a whole day 09:00-17:00; a part of today already under way may also start now. A
 * single clock time ("free at 3?") is read as the hour from it; "between 2 and 4" is 14:00-16:00;
 * "after lunch" is the afternoon, or 13:00-17:00.
 */

const ask: Intent = { kind: 'ask', text: '', options: [] };
const ack = talk('acknowledgement');
const listed = (...titles: string[]) => ({ listed: titles });
const talkedAbout = (title: string, due: string | null = null) => ({ current: { title, due } });

// ---------------------------------------------------------------------------------------------
// RECALL: what did I decide before? The words are what the decision would be found by.
// ---------------------------------------------------------------------------------------------
export const EIGHTYNINTH_RECALL: HeldOutItem[] = [
  // Shoreditch SaaS founder
  london('what did me and raj land on for the annual pricing tier again', recall('annual pricing'), recall('pricing')),
  london(
    'remind me what i decided re the churn survey, were we emailing everyone or just the cancelled accounts',
    recall('churn survey'),
    recall('churn'),
  ),
  london(
    "did I ever make a call on whether we'd take the angel money from Priya?? can't remember",
    recall('angel money'),
    recall('priya'),
    recall('angel'),
  ),
  // Leeds bookkeeper
  london(
    'what was it I decided about charging the Hargreaves lot extra for the shoebox of receipts',
    recall('hargreaves'),
    recall('receipts'),
  ),
  london('what did i settle on for moving clients off sage onto xero', recall('xero'), recall('sage')),
  // Birmingham recruiter
  london(
    'ey up, wharrav I decided on the placement fee for that Solihull client, was it 18 or 20 percent',
    recall('placement fee'),
    recall('solihull'),
  ),
  london('what did i go with for the candidate referral bonus in the end', recall('referral bonus'), recall('referral')),
  // Cardiff mortgage broker
  london('which lender did I decide to put the Pritchards through, I had it down somewhere', recall('pritchards'), recall('lender')),
  london('did i decide anything about stopping the buy to let cases?', recall('buy to let')),
  // Glasgow architect
  london(
    'whit did ah decide aboot the timber cladding on the Dennistoun job',
    recall('timber cladding'),
    recall('cladding'),
    recall('dennistoun'),
  ),
  london(
    'mind what I decided on the planning appeal for the Bearsden extension? going or no',
    recall('planning appeal'),
    recall('bearsden'),
  ),
  // Manchester translator
  london('What I decided about the minimum rate for agency jobs? I wrote it to you some weeks ago', recall('minimum rate'), recall('rate')),
  london(
    'please find my decision about invoicing the Kraków agency in zloty or in pounds',
    recall('zloty'),
    recall('krakow'),
    recall('kraków'),
    recall('invoicing'),
  ),
  // Belfast shop owner
  london(
    'what did I decide about the courier, was it DPD we were goin with or stickin wi Royal Mail',
    recall('courier'),
    recall('dpd'),
    recall('royal mail'),
  ),
  london(
    'wee reminder of what i decided on the christmas stock order pls',
    recall('christmas stock'),
    recall('stock order'),
    recall('christmas'),
  ),

  // Flatiron fintech founder
  newYork(
    'what did I decide about hiring a head of compliance before the board meeting',
    recall('head of compliance'),
    recall('compliance'),
  ),
  newYork(
    'remind me what we said on burn, did I decide to cut the Miami offsite or not',
    recall('miami offsite'),
    recall('offsite'),
    recall('burn'),
  ),
  // Staten Island CPA
  newYork('what did i decide re: taking on new returns after feb 15', recall('new returns'), recall('returns')),
  newYork('did I make a decision on the extension for the Russos? drawing a blank', recall('russos'), recall('extension')),
  // Jackson Heights paralegal
  newYork(
    'What was my decision about the translation of the birth certificates, we send out or I do it myself?',
    recall('translation'),
    recall('birth certificates'),
  ),
  newYork('what i decide for the Mendoza case, filing the I-130 now or wait for the documents', recall('mendoza'), recall('i 130')),
  // Bed-Stuy broker
  newYork(
    'yo what did i decide on the commission split with Tasha for the Halsey st listing',
    recall('commission split'),
    recall('halsey'),
    recall('tasha'),
  ),
  // Greenpoint UX designer
  newYork('what did I decide about raising the retainer for Loomly', recall('retainer'), recall('loomly')),
  newYork('what was the verdict on switching the team to figma dev mode? i know i decided something', recall('dev mode'), recall('figma')),
  // Jamaica, Queens Amazon seller
  newYork('bhai what i decided about the supplier from Shenzhen, we continue or change', recall('supplier'), recall('shenzhen')),
  // Bronx producer
  newYork('what did i say about the studio rent split w marcus', recall('studio rent'), recall('rent split'), recall('marcus')),
  newYork('did i decide on selling beats on beatstars exclusive or nah', recall('beatstars'), recall('exclusive')),
];

// ---------------------------------------------------------------------------------------------
// PRIORITISE: what to focus on, what to drop, plan the day.
// ---------------------------------------------------------------------------------------------
export const EIGHTYNINTH_PRIORITISE: HeldOutItem[] = [
  // Shoreditch SaaS founder
  london('sprint planning, investor update AND a churn fire. what do i actually focus on', prioritise('focus')),
  london("raj's off sick and i've got double the load. what can i bin this week", prioritise('drop')),
  london('plan the rest of my day for me pls, board deck still not started', prioritise('plan_day'), prioritise('focus')),
  // Leeds bookkeeper
  london('five VAT returns due and a client chasing me about their Xero bank feed, which do I do first', prioritise('focus')),
  london("honestly can't do it all before the 7th, what's safe to let slide", prioritise('drop')),
  // Birmingham recruiter
  london("am proper snowed under bab, what's the one thing I should crack on with", prioritise('focus')),
  london('can you sort out my afternoon, got 3 interviews to prep and a fee invoice to chase', prioritise('plan_day')),
  // Cardiff mortgage broker
  london(
    'help me work out my priorities today, two completions wobbling and a valuation down valued',
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  london('what should come off my list, too much going on with the lenders this week', prioritise('drop')),
  // Glasgow architect
  london("ma heid's mince. whit should ah be getting on wi first", prioritise('focus')),
  london('lay oot my day, site visit at Partick and the drawings for planning both need done', prioritise('plan_day')),
  // Manchester translator
  london('I have three deadlines from agencies and only one day. Which one is the most important?', prioritise('focus')),
  london('Please make me a plan for today, I am lost a bit', prioritise('plan_day')),
  // Belfast shop owner
  london("i'm up to my eyes here, what can i leave til next week", prioritise('drop')),
  london("what's most important for me the day, couriers are a nightmare", prioritise('focus'), prioritise('plan_day')),

  // Flatiron fintech founder
  newYork('board mtg in 8 days, 3 open reqs, runway 9 months. where should my head be today', prioritise('focus'), prioritise('plan_day')),
  newYork("what's the stuff i can cut. i can't be in every hiring loop", prioritise('drop')),
  newYork('map out my day pls', prioritise('plan_day')),
  // Staten Island CPA
  newYork("extensions, 1099s, a new client intake... what's the priority here", prioritise('focus')),
  newYork('which of my tasks can wait until after tax season honestly', prioritise('drop')),
  // Jackson Heights paralegal
  newYork('I have too many filings this week, which one I need to do first?', prioritise('focus')),
  newYork('can you organize my day please, USCIS deadline on friday and clients calling all day', prioritise('plan_day')),
  // Bed-Stuy broker
  newYork("got showings stacked and a closing friday, what's the move, what do i hit first", prioritise('focus')),
  // Greenpoint UX designer
  newYork('drowning in figma comments from 3 clients. what do i drop', prioritise('drop')),
  newYork('what should i be working on rn', prioritise('focus')),
  // Jamaica, Queens Amazon seller
  newYork('too much work today bhai, FBA shipment, reviews, inventory. tell me what is first', prioritise('focus'), prioritise('plan_day')),
  // Bronx producer
  newYork('yo plan my day out, got a session at 4 and like 3 beats to finish', prioritise('plan_day')),
  newYork('what can i skip this week fr, too much on my plate', prioritise('drop')),
];

// ---------------------------------------------------------------------------------------------
// AGENDA: what's on today / tomorrow / this week / overdue / next / a given day.
// ---------------------------------------------------------------------------------------------
export const EIGHTYNINTH_AGENDA: HeldOutItem[] = [
  // Shoreditch SaaS founder
  london("what's left on today's list, got a gap before standup", list('today'), list('day', '2026-11-11')),
  london('raj wants to know if i can do a call tmrw, what have i already got on', list('tomorrow'), list('day', '2026-11-12')),
  london('anything overdue? think i dropped the ball on the investor update', list('overdue')),
  // Leeds bookkeeper
  london('show me friday please', list('day', '2026-11-13')),
  london("what's next on my list", list('next')),
  london('what have I got due on 20/11, a few quarterlies land then I think', list('day', '2026-11-20')),
  // Birmingham recruiter
  london("orroight, what's on for this wik then", list('week')),
  london('wharrave I gorron monday bab', list('day', '2026-11-16')),
  // Cardiff mortgage broker
  london('what have i got on thursday, the Evans completion might be that day', list('day', '2026-11-12'), list('tomorrow')),
  london("what's late? any lender stuff I've let slip", list('overdue')),
  // Glasgow architect
  london("whit's on the morra", list('tomorrow'), list('day', '2026-11-12')),
  london('gies a look at the week', list('week')),
  // Manchester translator
  london('What I have for today? I lost the track of it', list('today'), list('day', '2026-11-11')),
  london('Please show me what is on 17/11', list('day', '2026-11-17')),
  // Belfast shop owner
  london("what's on me the day", list('today'), list('day', '2026-11-11')),
  london('what have i got comin up next', list('next')),

  // Flatiron fintech founder
  newYork("what's on deck today", list('today'), list('day', '2026-11-11')),
  newYork('send me the week', list('week')),
  // Staten Island CPA
  newYork("pull up what's overdue, pretty sure the Hendersons' 1099s slipped", list('overdue')),
  newYork("what's on 11/18", list('day', '2026-11-18')),
  // Jackson Heights paralegal
  newYork('what I have tomorrow? I think the USCIS appointment of Mrs Ortega is there', list('tomorrow'), list('day', '2026-11-12')),
  newYork('show me what is pending that is passed the date please', list('overdue')),
  // Bed-Stuy broker
  newYork("what's my saturday looking like, got the open house on Halsey", list('day', '2026-11-14')),
  newYork("what's next", list('next')),
  // Greenpoint UX designer
  newYork('whats on fri', list('day', '2026-11-13')),
  newYork('list for today pls', list('today'), list('day', '2026-11-11')),
  // Jamaica, Queens Amazon seller
  newYork('bhai show me all my work for this week', list('week')),
  newYork('what is for tomorrow', list('tomorrow'), list('day', '2026-11-12')),
  // Bronx producer
  newYork('yo what i got on 11/19', list('day', '2026-11-19')),
  newYork('anything i was supposed to do already and didnt', list('overdue')),
];

// ---------------------------------------------------------------------------------------------
// FREE_TIME: morning 09-12, afternoon 12-17, evening 17-21, whole day 09-17 (today's may start now).
// ---------------------------------------------------------------------------------------------
export const EIGHTYNINTH_FREE_TIME: HeldOutItem[] = [
  // Shoreditch SaaS founder
  london('am i free thurs afternoon, an investor wants a coffee', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('raj asking if i can do a sprint review between 2 and 4 tmrw, am I clear', free(l('11-12 14:00'), l('11-12 16:00'))),
  // Leeds bookkeeper
  london('have I got any time free friday morning for a client to drop their receipts off', free(l('11-13 09:00'), l('11-13 12:00'))),
  london('am I free this evening or is there still stuff in', free(l('11-11 17:00'), l('11-11 21:00'))),
  // Birmingham recruiter
  london('am oi free monday for a candidate to come in', free(l('11-16 09:00'), l('11-16 17:00'))),
  london('have I gorra gap at 11 tomorrow for a quick interview', free(l('11-12 11:00'), l('11-12 12:00'))),
  // Cardiff mortgage broker
  london('any space on 19/11 afternoon? valuer wants access', free(l('11-19 12:00'), l('11-19 17:00'))),
  london(
    "what's my availability like the rest of the afternoon",
    free(l('11-11 15:00'), l('11-11 17:00')),
    free(l('11-11 12:00'), l('11-11 17:00')),
  ),
  // Glasgow architect
  london('am ah free the morra mornin fur a site visit', free(l('11-12 09:00'), l('11-12 12:00'))),
  london('is tuesday 24/11 clear? council want a meeting aboot the planning', free(l('11-24 09:00'), l('11-24 17:00'))),
  // Manchester translator
  london('Do I have free time on Saturday? Agency asks if I can take an urgent job', free(l('11-14 09:00'), l('11-14 17:00'))),
  london('I am free on 3/12 in the evening? Friend invites me', free(l('12-03 17:00'), l('12-03 21:00'))),
  // Belfast shop owner
  london('am i free friday afternoon at all, the courier wants to come round', free(l('11-13 12:00'), l('11-13 17:00'))),

  // Flatiron fintech founder
  newYork('do i have any free time this afternoon for a call with a candidate', free(n('11-11 12:00'), n('11-11 17:00'))),
  newYork('am I free monday morning? board pre-read sync', free(n('11-16 09:00'), n('11-16 12:00'))),
  // Staten Island CPA
  newYork('any open time 11/20 for a client sit-down', free(n('11-20 09:00'), n('11-20 17:00'))),
  newYork('am i free tmrw 3-5', free(n('11-12 15:00'), n('11-12 17:00'))),
  // Jackson Heights paralegal
  newYork('I am free tomorrow in the morning? A client wants to bring the documents', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork(
    'I have space friday after lunch for a consultation?',
    free(n('11-13 12:00'), n('11-13 17:00')),
    free(n('11-13 13:00'), n('11-13 17:00')),
  ),
  // Bed-Stuy broker
  newYork('am i open saturday afternoon for a showing on Macon st', free(n('11-14 12:00'), n('11-14 17:00'))),
  newYork(
    "what's my availability this morning, buyer wants to see the unit asap",
    free(n('11-11 10:00'), n('11-11 12:00')),
    free(n('11-11 09:00'), n('11-11 12:00')),
  ),
  // Greenpoint UX designer
  newYork('free thursday at 2? client wants a figma walkthrough', free(n('11-12 14:00'), n('11-12 15:00'))),
  newYork('is my evening free tmrw', free(n('11-12 17:00'), n('11-12 21:00'))),
  // Jamaica, Queens Amazon seller
  newYork('I am free on 11/17 whole day? FBA warehouse appointment maybe', free(n('11-17 09:00'), n('11-17 17:00'))),
  // Bronx producer
  newYork('yo am i free tonight for a session', free(n('11-11 17:00'), n('11-11 21:00'))),
  newYork('do i got anything sunday or am i clear', free(n('11-15 09:00'), n('11-15 17:00'))),
];

// ---------------------------------------------------------------------------------------------
// UNCLEAR: a careful assistant would ask back (NO_CHANGE as well where doing nothing is also fine).
// ---------------------------------------------------------------------------------------------
export const EIGHTYNINTH_UNCLEAR: HeldOutItem[] = [
  // Shoreditch SaaS founder
  london('push it', unclear, ask),
  london('the investor thing fri 10', unclear, ask),
  within(listed('send churn numbers to Raj', 'sprint retro notes', 'reply to Seedcamp'), london('4 done', unclear, ask, NO_CHANGE)),
  // Leeds bookkeeper
  london('can you change the date on it', unclear, ask),
  london('Harrisons VAT 7th', unclear, ask),
  // Birmingham recruiter
  london('sort that one out for us bab', unclear, ask),
  within(
    { pending: { about: 'which_task', options: ['call Jordan re the offer', "call Jordan's referee"] } },
    london('the jordan one', unclear, ask, [{ kind: 'answer', text: '', pick: null }]),
  ),
  // Cardiff mortgage broker
  london('the valuation on 18/11', unclear, ask),
  london('cancel', unclear, ask),
  // Glasgow architect
  london('aye that yin', unclear, ask, NO_CHANGE),
  london('shift the drawings', unclear, ask),
  // Manchester translator
  london('Can you do the same like last time with the agency', unclear, ask),
  london('Lingotek deadline is 25 or 26, I am not sure', unclear, ask),
  // Belfast shop owner
  london('wud ye ever move thon', unclear, ask),
  london("um so the couriers, no wait hang on, the shopify thing, ach i'll come back to ye", unclear, ask, NO_CHANGE),

  // Flatiron fintech founder
  newYork('the board thing 11/20', unclear, ask),
  newYork('make it earlier', unclear, ask),
  // Staten Island CPA
  newYork('extension', unclear, ask),
  within(listed('Russo 1099s', 'Henderson extension', 'Kim amended return'), newYork('the other one tmrw', unclear, ask)),
  // Jackson Heights paralegal
  newYork('the biometrics of Mrs Ortega, the 18', unclear, ask),
  newYork('I need to do it again?', unclear, ask, NO_CHANGE),
  // Bed-Stuy broker
  newYork('closing 11/24 or 11/25 idk', unclear, ask),
  newYork('delete', unclear, ask),
  // Greenpoint UX designer
  newYork('make it 3', unclear, ask),
  newYork('the loomly one', unclear, ask),
  // Jamaica, Queens Amazon seller
  newYork('bhai the shipment', unclear, ask, NO_CHANGE),
  newYork('do the same for all of them', unclear, ask),
  // Bronx producer
  newYork('session w dre sat', unclear, ask),
  newYork('nah the other day', unclear, ask),
];

// ---------------------------------------------------------------------------------------------
// BARE: one- or two-word replies and fragments with nothing to answer.
// ---------------------------------------------------------------------------------------------
export const EIGHTYNINTH_BARE: HeldOutItem[] = [
  london('ok', [ack], NO_CHANGE),
  london('cheers', [talk('thanks')], [ack], NO_CHANGE),
  london('hmm', [ack], NO_CHANGE),
  london('righto', [ack], NO_CHANGE),
  london('aye', [ack], NO_CHANGE),
  london('grand', [ack], NO_CHANGE),
  london('lol', [ack], NO_CHANGE),
  london('?', [ack], NO_CHANGE),
  london('sound', [ack], NO_CHANGE),
  london('nice one ta', [talk('thanks')], [ack], NO_CHANGE),
  london('tak', [ack], NO_CHANGE),
  london('dzięki', [talk('thanks')], [ack], NO_CHANGE),
  london('morning! busy one today', [talk('greeting')], NO_CHANGE),
  london('help', [HELP], NO_CHANGE),
  within(listed('VAT return Harrisons', 'chase Patel receipts', 'Xero bank rec'), london('k', [ack], NO_CHANGE)),
  within(talkedAbout('send drawings to the planners', l('11-12 12:00')), london('ta', [talk('thanks')], [ack], NO_CHANGE)),

  newYork('k', [ack], NO_CHANGE),
  newYork('bet', [ack], NO_CHANGE),
  newYork('word', [ack], NO_CHANGE),
  newYork('thx', [talk('thanks')], [ack], NO_CHANGE),
  newYork('cool cool', [ack], NO_CHANGE),
  newYork('ok gracias', [talk('thanks')], [ack], NO_CHANGE),
  newYork('hm', [ack], NO_CHANGE),
  newYork('??', [ack], NO_CHANGE),
  newYork('noted', [ack], NO_CHANGE),
  newYork('ok bhai', [ack], NO_CHANGE),
  newYork('aight', [ack], NO_CHANGE),
  newYork('yo', [talk('greeting')], [ack], NO_CHANGE),
  newYork('what can u even do', [HELP], NO_CHANGE),
  within(listed('board deck v2', 'interview loop for staff eng', 'runway model update'), newYork('ok', [ack], NO_CHANGE)),
  within(talkedAbout('showing at 412 Macon St', n('11-14 13:00')), newYork('👍', [ack], NO_CHANGE)),
];
