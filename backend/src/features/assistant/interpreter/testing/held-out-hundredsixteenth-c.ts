/**
 * Held-out set, hundredsixteenth part c: mechanics, garages and car-care businesses.
 *
 * London time (Europe/London, day-first dates):
 * - Shaun, runs a two-bay MOT and repair garage in Doncaster (MOTs, parts, the ramp, customers' cars; short lines, "mate").
 * - Priya, mobile car valeter and detailer in Slough (bookings, the van, ceramic coats, fleet contracts; lots of emojis).
 * - Tomasz, mobile tyre fitter in Northampton; Polish is his first language (call-outs, tyre stock, the wholesaler).
 * - Fraser, classic-car restorer in Dundee, writes some Scots ("the morn", "aye", "wee", "gonnae", "cannae").
 * - Adeel, runs a small body shop and car-hire business in Birmingham (insurance jobs, paint, courtesy cars; some Urdu).
 *
 * New York time (America/New_York, month-first dates):
 * - Luis, mechanic with his own shop in the South Bronx; Spanish is his first language (customers, parts runs, inspections).
 * - Dwayne, tow-truck owner-operator in East New York (calls, the yard, impound, insurance; all lower case, no punctuation).
 * - Mei, runs a mobile EV-charger installation and car-electronics business in Flushing; Mandarin is her first language.
 * - Sal, used-car dealer and auto-body guy on Staten Island (the lot, auctions, DMV paperwork; blunt, clipped).
 * - Elaine, fleet-maintenance consultant for small delivery companies in Midtown (clients, audits, vendor calls; long careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * Time-of-day windows used in HUNDREDSIXTEENTH_FREE_TIME: morning 09:00-12:00, afternoon 12:00-17:00,
 * evening 17:00-21:00, a whole day 09:00-17:00; an hour or span said is that span.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  free,
  inMinutes,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  recall,
  remove,
  talk,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked for the options of a dilemma. */
const askedOptions = (question: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question },
});
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDSIXTEENTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london('decided mate. no more MOTs on saturdays. done with it', decision),
  london('going with euro car parts for all the brake stuff now, other lot are always late', decision),
  london(
    "Right that's it ✨ I've decided no more ceramic coats in supermarket car parks, indoor or under cover bookings only from now 🙅‍♀️",
    decision,
  ),
  london('decided to take the Enterprise fleet contract 🎉🚗🚗🚗 12 cars a week!!', decision),
  london('I decide to change wholesaler, new one deliver next day and price is better. Finish', decision),
  london("aye that's me decided. the Triumph's getting a full respray, nae mair patchin it", decision),
  london('bas yaar decided, no courtesy cars for under 25s anymore, the insurance is killing me', decision),
  london('Decision made: insurance work only from Aviva and Direct Line from now on, rest we turn away. Final.', decision),
  // London: a decision and a task in one message
  london(
    "right I've made my mind up, the Jag engine's going tae the machinist in Perth. mind me tae phone him the morn first thing",
    [decision, task('phone him', l('11-12 09:00'))],
    [decision, task('phone him', l('11-12 08:00'))],
    [decision, task('phone the machinist in Perth', l('11-12 09:00'))],
    [decision, task('phone the machinist in Perth', l('11-12 08:00'))],
  ),
  // London: the reminder was the decision itself, so it is a tick and a decision
  within(
    reminded('decide on the second ramp', l('11-11 15:00')),
    london('yeah sorted. getting the second ramp in january, decided', [done(), decision], decision),
  ),
  // London: look like decisions, are not
  london('Customer decide not to change all four tyres, only two front. Ok', NO_CHANGE),
  london("still haven't decided on the paint booth filters yaar, will see next week", NO_CHANGE),
  london('should I drop my price for the Slough taxi firm or hold firm 🤔💭', dilemma),
  london('what did i decide about the halfords trade account mate', recall('halfords trade account'), recall('halfords')),

  // New York: decisions in plain words
  newYork('ok I decide, no more customer bring their own parts. Too much problem when the part fail and they blame me', decision),
  newYork('decided im done with the impound rotation list too much waiting on cops not enough pay', decision),
  newYork('I decide we only install ChargePoint Level 2 from now, other brand too many return', decision),
  newYork('Skipping Manheim this week. Decided.', decision),
  newYork(
    "I've given it a great deal of thought and I've decided to stop taking on clients with fewer than ten vans. The audits take nearly as long as for the big fleets and the fees simply don't justify it. I'll honour the two small clients I have through March.",
    decision,
  ),
  newYork('ok final decision: we hire Kevin as second electrician, he start December', decision),
  newYork('Ya decidí, shop close on sunday from now on, my family never see me', decision),
  // New York: a decision and a task in one message
  newYork(
    "We're going with Midtown Fleet Services as the preferred tire vendor for all three clients. Please remind me to call their account manager Monday at 11.",
    [decision, task('call their account manager', n('11-16 11:00'))],
    [decision, task('call the Midtown Fleet Services account manager', n('11-16 11:00'))],
  ),
  // New York: look like a tick, are a decision (or a tick and a decision)
  newYork('Not selling the Camaro. Front row. Done.', decision),
  within(
    reminded('decide on the flatbed', n('11-11 10:00')),
    newYork('yeah going with the used rollback from jersey decided', [done(), decision], decision),
  ),
  // New York: look like decisions, are not
  newYork('insurance guy decided the civic is a total loss so its staying in the yard till they pick up', NO_CHANGE),
  newYork('No sé si compro the new Autel scanner or keep the old Snap-on, what you think?', dilemma),
  newYork('Auction or wholesale the Altima. Thinking.', dilemma),
  newYork('I have not decide yet about the permit expediter, maybe next week', NO_CHANGE),
];

export const HUNDREDSIXTEENTH_DILEMMA: HeldOutItem[] = [
  // London: a choice with two options
  london('second ramp or take on an apprentice first mate? cant do both', dilemma),
  london('Should I get a second van 🚐 or just keep saying no to bookings 😩😩', dilemma),
  london('I not sure if I keep big stock of winter tyres or order only when customer ask. What is better?', dilemma),
  london("cannae decide whether tae take on the Series 2 Land Rover or tell the boy I'm full. it's a big yin", dilemma),
  london('yaar should I put 2 more cars on the hire fleet or spend it on a proper paint booth', dilemma),
  // London: one option or none
  london('thinking of dropping the mobile side and getting a unit 🤔 can we think it through?', dilemma),
  london('should i stop doing taxi MOTs', dilemma),
  london('need tae have a wee think aboot the workshop lease, gie us a hand?', dilemma),
  // London: answers to daily's dilemma questions
  within(
    askedOptions('Should you change how you stock tyres?'),
    london('Or I keep 40 tyres in the garage like now, or I use wholesaler same day delivery only and keep nothing', answer(null), dilemma),
  ),
  within(
    askedMatters('Second ramp or an apprentice?', 'second ramp', 'apprentice'),
    london('whats cheapest over the year i reckon. and not killing meself', answer(null)),
  ),
  within(
    askedChoice('Take the Enterprise fleet contract or keep private bookings?', 'take the fleet contract', 'keep private bookings'),
    london('the fleet one 💪 steady money', answer(1)),
  ),
  within(
    askedChoice('Expand the hire fleet or buy the paint booth?', 'expand the hire fleet', 'buy the paint booth'),
    london('dunno yet yaar, need to see the accountant first', answer(null)),
  ),
  // London: mention a dilemma, are not one
  london("had a right dilemma wi the Healey's wiring but it's sorted noo", NO_CHANGE),
  london('I was thinking long time and now I decide: I buy the second van', decision),

  // New York: a choice with two options
  newYork('Should I hire another mechanic or I work more hours myself? Customers waiting 2 weeks now', dilemma),
  newYork('should i buy a second truck or just sub out the overflow calls to manny', dilemma),
  newYork('I not sure — take the big condo building install in Bayside or no? Is big money but permit very slow', dilemma),
  newYork('Keep the lot on Hylan or move to the bigger one on Richmond Ave. Help me think.', dilemma),
  newYork(
    "I'd appreciate some help thinking something through. One of my clients has asked me to manage all their vendor relationships on a retainer. It's steady income, but it would take about half my week and I'd have to turn away two new audit clients. I can't make up my mind.",
    dilemma,
  ),
  // New York: one option
  newYork('Is worth to get the inspection station license for the shop or no?', dilemma),
  newYork('thinking bout getting out of impound work altogether idk', dilemma),
  // New York: answers to daily's dilemma questions
  within(
    askedOptions('How should you handle the overflow calls?'),
    newYork('either i get a second truck and a driver or i hand them to manny and take a cut', answer(null), dilemma),
  ),
  within(
    askedChoice('Hire another mechanic or work more hours yourself?', 'hire another mechanic', 'work more hours'),
    newYork('the first one, I am too tired already', answer(1)),
  ),
  within(
    askedMatters('Take the Bayside condo install or not?', 'take it', 'say no'),
    newYork('Most important is cash flow, city permit take 3 months and I must pay workers before', answer(null)),
  ),
  within(askedChoice('Stay on Hylan or move to Richmond Ave?', 'stay on Hylan', 'move to Richmond Ave'), newYork('Richmond.', answer(2))),
  within(
    askedChoice('Take the vendor retainer or keep taking audit clients?', 'take the retainer', 'keep taking audit clients'),
    newYork("I'm not ready to choose yet. I'd like to sleep on it and look at the numbers again on Friday.", answer(null)),
  ),
  // New York: look like a dilemma, are not
  newYork('Went with Richmond Ave. Signed the lease this morning.', decision),
  newYork('Customer ask me should he buy Tesla charger or ChargePoint, I tell him ChargePoint of course', NO_CHANGE),
];

export const HUNDREDSIXTEENTH_RECALL: HeldOutItem[] = [
  // London
  london('what did i decide about saturday MOTs mate', recall('saturday mots'), recall('mots')),
  london(
    'what did I say about the supermarket car park bookings again? 🤔',
    recall('supermarket car park bookings'),
    recall('car park bookings'),
  ),
  london('Wholesaler, what we decided? I dont remember', recall('wholesaler')),
  london('the Triumph respray, did ah no make a call on that?', recall('triumph respray'), recall('triumph')),
  london(
    'yaar remind me why we stopped giving courtesy cars to young drivers',
    recall('courtesy cars to young drivers'),
    recall('courtesy cars'),
  ),
  london('halfords trade account\nwhat did i go with', recall('halfords trade account'), recall('halfords')),
  london('Did I say yes to the Enterprise fleet thing or not?? 🙈', recall('enterprise fleet'), recall('enterprise')),
  london('We decide something about winter tyres stock, what was it?', recall('winter tyres stock'), recall('winter tyres')),
  london(
    'did ah ever settle on a machinist for the Jag engine?',
    recall('machinist for the jag engine'),
    recall('jag engine'),
    recall('machinist'),
  ),
  london('decision on the paint booth, what was it bhai?', recall('paint booth')),
  within(
    reminded('ring Aviva about the Golf claim', l('11-12 10:00')),
    london('hold on what did we decide about Aviva jobs again?', recall('aviva jobs'), recall('aviva')),
  ),
  // London: look like a recall, are not
  london('need to make a call on the ramp by friday, remind me', task('make a call on the ramp', l('11-13'))),
  london('customer decided on the gold package in the end 💛✨', NO_CHANGE),
  london('Why customers always wait for first frost to change to winter tyres 😂', NO_CHANGE),

  // New York
  newYork(
    'What I decide about customers bringing own parts? One guy here asking',
    recall('customers bringing own parts'),
    recall('own parts'),
  ),
  newYork('what did i decide on the impound rotation', recall('impound rotation'), recall('impound')),
  newYork('Which charger brand I decided? ChargePoint or the other one', recall('charger brand'), recall('chargepoint')),
  newYork("Camaro. What'd I say.", recall('camaro')),
  newYork(
    'Could you remind me what I decided about the minimum fleet size for new clients? A prospect with six vans just emailed me.',
    recall('minimum fleet size for new clients'),
    recall('minimum fleet size'),
  ),
  newYork('Why I say no to the discount for Uber drivers? I forget', recall('discount for uber drivers'), recall('uber drivers')),
  newYork('did i say yes to the rollback from jersey or nah', recall('rollback from jersey'), recall('rollback')),
  newYork('Last month I decide something about permit expediter, what it was?', recall('permit expediter')),
  newYork('What was the call on the Hylan lease.', recall('hylan lease'), recall('hylan')),
  newYork('Did we ever settle Sunday hours.', recall('sunday hours')),
  within(
    reminded('call the Midtown Fleet account manager', n('11-16 11:00')),
    newYork(
      'Before I ring him, what exactly did I decide about Midtown Fleet Services? I want my wording to match.',
      recall('midtown fleet services'),
      recall('midtown fleet'),
    ),
  ),
  // New York: look like a recall, are not
  newYork(
    'Put me reminder to decide the Autel scanner before friday',
    task('decide the Autel scanner', n('11-13')),
    task('decide the Autel scanner', n('11-12')),
  ),
  newYork('what did the insurance decide on the civic nobody called me back', NO_CHANGE),
  newYork('The co-op board decided no charger in the garage. So sad', NO_CHANGE),
];

export const HUNDREDSIXTEENTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('what do i hit first mate, 3 MOTs waiting and a clutch on the ramp', prioritise('focus')),
  london('Help me plan my day pls 🙏 2 valets, 1 ceramic and the van needs diesel ⛽', prioritise('plan_day')),
  london('Too many call-outs today, which one I can leave for tomorrow?', prioritise('drop')),
  london("whit should ah crack on wi first, ma heid's burstin", prioritise('focus')),
  london('yaar too much on this week, what can I push back', prioritise('drop')),
  london('plan my day mate', prioritise('plan_day')),
  london("What's the ONE thing I should do today? 😵‍💫", prioritise('focus')),
  london('Please make order for my day, I have 6 call-outs and wholesaler at 2', prioritise('plan_day')),
  london('gonnae tell us whit can wait this week, cannae dae it aw', prioritise('drop')),
  london("kya karoon pehle? what's most important right now", prioritise('focus')),
  // London: look like prioritising, are not
  london(
    'first thing tomorrow the cambelt on the astra',
    task('cambelt on the astra', l('11-12 09:00')),
    task('cambelt on the astra', l('11-12 08:00')),
  ),
  london('Dropping the Langley car wash contract 👋 not worth it', decision),
  london('Customer priority is price, always price, never the quality', NO_CHANGE),
  london('cannae focus the day, been up aw night wi the bairn', NO_CHANGE, talk('feeling')),

  // New York
  newYork('Too much cars today, which one I do first?', prioritise('focus')),
  newYork('whats first today got 4 calls stacked', prioritise('focus')),
  newYork('Please help me arrange my day, 2 installs and one visit to permit office', prioritise('plan_day')),
  newYork('What can wait. Swamped.', prioritise('drop')),
  newYork(
    "I've taken on more than I can reasonably handle this week. Looking at everything on my list, which items could be postponed without any client noticing?",
    prioritise('drop'),
  ),
  newYork('plan my day please, inspection at 11 and parts run', prioritise('plan_day')),
  newYork('what can i skip this week im slammed', prioritise('drop')),
  newYork('Now which is most urgent one? I have too many thing', prioritise('focus')),
  newYork("Where do I start today. Lot's a mess.", prioritise('focus'), prioritise('plan_day')),
  newYork(
    'Could you lay out the rest of my day for me? I have a vendor call at 1 and an audit write-up that needs finishing.',
    prioritise('plan_day'),
  ),
  // New York: look like prioritising, are not
  newYork('drop the jump start thing guy called back said it started', remove(words('jump start')), done(words('jump start'))),
  newYork("Customer's priority is the payment not the car. Always.", NO_CHANGE),
  newYork('Focus Mei focus 😅 ok I start with Bayside quote', NO_CHANGE),
  newYork('What I should charge for brake job on a Tahoe? Customer asking', NO_CHANGE),
];

export const HUNDREDSIXTEENTH_AGENDA: HeldOutItem[] = [
  // London
  london('whats on today mate', list('today')),
  london('tmrw bookings? 📅', list('tomorrow')),
  london('What I have for this week?', list('week')),
  london("whit's on the morn", list('tomorrow')),
  london('anything overdue yaar? be honest', list('overdue')),
  london('friday\nwhats booked', list('day', '2026-11-13')),
  london("what's up next 👀", list('next')),
  london('Show me jobs for 4/12 please', list('day', '2026-12-04')),
  london("Monday, whit's in the diary?", list('day', '2026-11-16')),
  london('have I let anything slip this week 🙈', list('overdue')),
  within(shown('ceramic coat on the Audi Q5', 'invoice Enterprise', 'restock snow foam'), london('ok now tmrw pls 🙏', list('tomorrow'))),
  // London: look like a list, are not
  london('today was a nightmare mate\nramp packed in', NO_CHANGE),
  london('Tomorrow the wholesaler come at 8 with delivery', NO_CHANGE),
  london("the week's been mental, tellin ye", NO_CHANGE),

  // New York
  newYork('Today what I got, tell me', list('today')),
  newYork('tmrw whats lined up', list('tomorrow')),
  newYork('Which jobs I am late? Show me', list('overdue')),
  newYork("Week. What's on.", list('week')),
  newYork(
    "Could you send me a summary of what I've got for the rest of the week? I'm trying to see where a vendor visit might fit.",
    list('week'),
  ),
  newYork('What is for saturday?', list('day', '2026-11-14')),
  newYork('what i got 11/19', list('day', '2026-11-19')),
  newYork('Next job what?', list('next')),
  newYork('Behind on anything? List it.', list('overdue')),
  newYork("Would you mind pulling up Tuesday the 24th for me? I need to see what's already booked.", list('day', '2026-11-24')),
  within(
    shown('call the Bayside super', 'order 40A breakers', 'dashcam install for Uber driver'),
    newYork('ok and friday?', list('day', '2026-11-13')),
  ),
  // New York: look like a list, are not
  newYork('is the impound lot open tomorrow', NO_CHANGE),
  newYork('Today sold 3 cars. Good day.', NO_CHANGE),
  newYork('Tomorrow the inspector coming at 9', NO_CHANGE),
];

export const HUNDREDSIXTEENTH_FREE_TIME: HeldOutItem[] = [
  // London
  london('am i free tomorrow afternoon mate, bloke wants his MOT doing', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('any space friday morning for a full valet? 🚗✨', free(l('11-13 09:00'), l('11-13 12:00'))),
  london('I am free Saturday morning? Customer want 4 tyres on his driveway', free(l('11-14 09:00'), l('11-14 12:00'))),
  london('ony space the day efter the morn? chap wants tae bring the MG by', free(l('11-13 09:00'), l('11-13 17:00'))),
  london('got a gap between 10 and 12 tomorrow? insurance assessor wants to come', free(l('11-12 10:00'), l('11-12 12:00'))),
  london('monday, anything on at all mate? thinking of a day off', free(l('11-16 09:00'), l('11-16 17:00')), list('day', '2026-11-16')),
  london('3 till 5 on sat\nam I free? 🙏', free(l('11-14 15:00'), l('11-14 17:00'))),
  london('Tomorrow after 6 until 8 I am free? Call-out in Wellingborough', free(l('11-12 18:00'), l('11-12 20:00'))),
  london('hae ah onything on the 26th? wee job in Broughty Ferry', free(l('11-26 09:00'), l('11-26 17:00'))),
  london('half 4 today, got an hour spare yaar? customer collecting the Qashqai', free(l('11-11 16:30'), l('11-11 17:30'))),
  // London: it is already 15:00, so "the rest of the afternoon" runs from now
  london('am I free rest of the afternoon? 😅', free(inMinutes(0), l('11-11 17:00')), free(l('11-11 12:00'), l('11-11 17:00'))),
  // London: look like a free-time ask, are not
  london('Gaz is free tomorrow\nhe can do the services', NO_CHANGE),
  london(
    'Please free my Friday, move the wholesaler visit to Monday',
    move(words('wholesaler visit'), '2026-11-16', null),
    move(words('wholesaler'), '2026-11-16', null),
  ),
  london('is the courtesy car free for the customer on an Aviva job or do we charge? confused yaar', NO_CHANGE),

  // New York
  newYork('I am free tomorrow morning? Customer want bring his Honda', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork('am i free fri afternoon got a private tow maybe', free(n('11-13 12:00'), n('11-13 17:00'))),
  newYork('Saturday afternoon I am free? Customer in Bayside want dashcam', free(n('11-14 12:00'), n('11-14 17:00'))),
  newYork('Mon 9 to 11 free? Auction guy.', free(n('11-16 09:00'), n('11-16 11:00'))),
  newYork(
    'Is Thursday the 19th entirely clear? A client in Long Island City would like a full-day audit.',
    free(n('11-19 09:00'), n('11-19 17:00')),
  ),
  newYork('Wednesday 12/2 afternoon, I have something? Customer want pick up his car', free(n('12-02 12:00'), n('12-02 17:00'))),
  newYork('2 to 4 today open or no', free(n('11-11 14:00'), n('11-11 16:00'))),
  newYork('Tomorrow 1pm to 3pm I am free? Must go to DOB for permit', free(n('11-12 13:00'), n('11-12 15:00'))),
  newYork('Tuesday AM open? Gotta hit the DMV.', free(n('11-17 09:00'), n('11-17 12:00'))),
  newYork(
    "Do I have a free hour around 3 this afternoon? I'd like to call a vendor back properly rather than rushing it.",
    free(n('11-11 15:00'), n('11-11 16:00')),
  ),
  newYork('tonight im clear or what got a guy needs a flatbed to jersey', free(n('11-11 17:00'), n('11-11 21:00'))),
  // New York: it is 10:00, so "the rest of this morning" runs from now
  newYork('rest of this morning I have free?', free(inMinutes(0), n('11-11 12:00')), free(n('11-11 09:00'), n('11-11 12:00'))),
  // New York: look like a free-time ask, are not
  newYork('My cousin is free saturday, he can help me with the inspections', NO_CHANGE),
  newYork('Free oil change with every car sold this month. Sign is up.', NO_CHANGE),
  newYork(
    'Please free up my Friday afternoon by moving the Brightline audit call to Monday.',
    move(words('brightline audit call'), '2026-11-16', null),
    move(words('brightline'), '2026-11-16', null),
  ),
];
