/**
 * Held-out set, hundredtenth part c: builders and the building trades.
 *
 * London (Europe/London, day-first dates):
 * - Gaz, a roofer in Leeds (slates, lead work, scaffolders, merchants; short bursts, "ta", "nowt", "summat");
 * - Morag, a plumbing and heating engineer in Glasgow who writes some Scots ("the morn", "aye", "wee", "cannae", "gonnae");
 * - Priya, a site manager on a 40-home housing job in Milton Keynes (snagging, NHBC inspections, subbies, deliveries);
 * - Ciaran, an electrician in Belfast (consumer units, EICRs, rewires; "wee", "so it is", "yer man");
 * - Andrei, a decorator in Ealing whose first language is Romanian (small grammar slips, "please" at the end).
 *
 * New York (America/New_York, month-first dates):
 * - Vinnie, a general contractor in Queens (permits, DOB, subs, change orders; blunt, clipped);
 * - Yesenia, a tile setter in Washington Heights whose first language is Spanish ("mija", "ok pues");
 * - Tom, a brownstone restoration carpenter in Park Slope (millwork, stoops, landmarks; long careful messages);
 * - Keisha, an HVAC tech in Yonkers (service calls, boilers, mini-splits, parts houses; fast thumb typing);
 * - Dale, a landscaper on Long Island (crews, leaf cleanups, snow plowing contracts, the yard, the trucks).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * Thu 12, Fri 13, Sat 14, Sun 15, Mon 16, Tue 17 November; Monday 30 November; Tuesday 1 December.
 *
 * Windows for free time, as read here: morning 09:00-12:00, afternoon 12:00-17:00 ("this afternoon"
 * in London at 15:00 may also start now), evening / tonight 17:00-21:00, a whole day 09:00-17:00
 * (or the full day, midnight to midnight, as a second reading).
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  free,
  inMinutes,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  question,
  recall,
  talk,
  task,
  within,
} from './held-out-kit';

/** daily summed up a dilemma and asked which option. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});
/** daily asked for the options of a dilemma. */
const askedOptions = (q: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question: q } });
/** daily asked what matters most in a dilemma. */
const askedMatters = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question: q, options },
});

const NOW = inMinutes(0);

export const HUNDREDTENTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london('right. not usin Hudsons for scaffold again. 3rd time late. done wi em', decision),
  london('goin wi marley modern on the barnsley job not redland. cheaper n merchant has em in stock', decision),
  london("aye that's me decided, I'm no takin on any more combi swaps before Christmas. cannae keep up", decision),
  london('decided tae go Worcester for aw the new installs fae now on, the warranty is miles better', decision),
  london("Decision made: plots 31-40 slip to the Feb handover. We're not rushing the NHBC pre-plaster for the sake of a date", decision),
  london("we're finished with the groundworks subbie after this phase. final.", decision),
  london("that's me, Hager boards on every rewire from now on, so it is. no more messing with the cheap ones", decision),
  london('I decided I am not doing wallpaper jobs anymore, only paint. Is more money and less stress', decision),
  london('ok I decide, Dulux Trade is better than Johnstone. Please remind me tomorrow morning to order 10 tins', [
    decision,
    task('order 10 tins', l('11-12 09:00')),
  ]),
  // London: look like decisions, are not
  london('might go wi the cheaper lead off the new merchant. dunno yet', NO_CHANGE, dilemma),
  london(
    'need to decide on the kitchen supplier before friday',
    task('decide on the kitchen supplier', l('11-13')),
    task('decide on the kitchen supplier', l('11-12')),
  ),
  london("yer man from building control decided the bonding's grand, so it is. happy days", NO_CHANGE),
  london('whit did I decide aboot the Vaillant training course again', recall('vaillant training course')),
  within(askedChoice('Take the Harrogate job or stay local?', 'take it', 'stay local'), london('stay local. decided. ta', answer(2))),

  // New York: decisions in plain words
  newYork('decided. not bidding the astoria gut reno. numbers dont work', decision),
  newYork('no more handshake change orders. everything in writing from here on out', decision),
  newYork('ok pues I decide, no more jobs in Jersey. the bridge is killing me and they pay late', decision),
  newYork(
    "After a lot of back and forth I've decided we're going to turn the replacement newel posts in our own shop rather than send them out to the guy in Gowanus. It's slower, but I control the quality, and the landmarks people will want that profile exact.",
    decision,
  ),
  newYork('ok im done w ferguson. switching to johnstone supply for all parts, they actually pick up the phone', decision),
  newYork('made up my mind, selling the old f350 after plow season', decision),
  newYork('not doin after hours calls on sundays anymore period. decided', decision),
  newYork('hendersons go hourly for leaf cleanup this yr not flat rate. thats final', decision),
  newYork('decided to go w mitsubishi for the 3 zone in mt vernon. remind me to order the heads thurs', [
    decision,
    task('order the heads', n('11-12')),
  ]),
  // New York: look like decisions, are not
  newYork('DOB decided to kick the permit back AGAIN. unreal', NO_CHANGE),
  newYork('ay I still dont know, porcelain or marble for the lobby on 181st', dilemma),
  newYork(
    'I have to make a final decision on the stoop railing finish by Friday, the owners are waiting on me.',
    task('make a final decision on the stoop railing finish', n('11-13')),
  ),
  newYork('what did i end up deciding on the church lot snow contract', recall('church lot snow contract')),
  within(
    askedChoice('Take the Bay Ridge brownstone or the Carroll Gardens one?', 'Bay Ridge', 'Carroll Gardens'),
    newYork('Carroll Gardens. Shorter commute, and frankly the cornice work is more interesting.', answer(2)),
  ),
];

export const HUNDREDTENTH_DILEMMA: HeldOutItem[] = [
  // London: choices to think through
  london('take a lad on or keep goin on me own over winter. summat to think about', dilemma),
  london('lead or GRP for the flat bit on the dormer?? customer wants cheap, i want it to last', dilemma),
  london('cannae decide whether tae go for my commercial gas ticket or just stick wi domestic', dilemma),
  london('help me think this through, the wee firm in Paisley wants tae buy me oot', dilemma),
  london(
    'Do I push back the kitchen delivery or let it land and store it in plot 12? Storage is a risk with this weather and the insurance is iffy',
    dilemma,
  ),
  london('torn between two dryliners for phase 2. one cheap, one reliable. you know how that goes', dilemma),
  london('not sure whether to lease a van or buy one outright, what do ye reckon', dilemma),
  london('I dont know should I buy new spray machine or continue with roller, is 2000 pound. Help me think please', dilemma),
  // London: look like dilemmas, are not
  london('should be finished the rewire on the Lisburn Road by Friday, so it should', NO_CHANGE),
  london('shoulda checked the forecast before strippin that roof. lesson learnt', NO_CHANGE),
  london('we debated all morning whether to resequence the roofers. site director made the call in the end', NO_CHANGE),
  within(askedOptions('Take on a lad or not?'), london('apprentice thru the college or a labourer off the agency', answer(null))),
  within(
    askedMatters('Spray machine or roller?', 'spray machine', 'roller'),
    london('Most important is the finish for the customer please', answer(null)),
  ),
  within(
    askedChoice('Sell to the Paisley firm or stay on your own?', 'sell', 'stay on my own'),
    london('no sure yet, need tae speak tae the accountant first', answer(null)),
  ),

  // New York: choices to think through
  newYork('take the bushwick job or not. owner is sketchy but its 400k', dilemma),
  newYork('hire a 2nd super or run both sites myself?', dilemma),
  newYork('no se mija, I raise my price per sq ft or I lose the customers? help me think', dilemma),
  newYork(
    'I keep going back and forth on whether to restore the original parlor floor doors or build new ones to match. The originals have real character, but the rot in the bottom rails is worse than I thought when we pulled the trim.',
    dilemma,
  ),
  newYork('go out on my own or stay w the company?? benefits r good but the $$ isnt', dilemma),
  newYork('thinking whether to bid the town plowing contract this yr or stick w residential', dilemma),
  newYork('buy a new truck loader leaf vac or rent one for the rest of the season', dilemma),
  // New York: look like dilemmas, are not
  newYork('whether its the flame sensor or the igniter ill know when i get there', NO_CHANGE),
  newYork(
    'The owners asked whether we should go with mahogany or oak for the vestibule doors. I told them mahogany, no question.',
    NO_CHANGE,
  ),
  newYork('should have the permit back from DOB by thurs', NO_CHANGE),
  within(
    askedChoice('Go out on your own or stay with the company?', 'go out on my own', 'stay with the company'),
    newYork('stay for now lol. the health insurance alone', answer(2)),
  ),
  within(askedOptions('Raise your price or not?'), newYork('raise 2 dollar per sq ft or keep the same and do more jobs', answer(null))),
  within(
    askedMatters('Bid the town plowing contract or stick with residential?', 'bid the town contract', 'stick with residential'),
    newYork('honestly keeping my guys busy all winter matters most', answer(null)),
  ),
];

export const HUNDREDTENTH_RECALL: HeldOutItem[] = [
  // London
  london('what did i decide bout hudsons scaffolding', recall('hudsons scaffolding')),
  london('why did we stop usin the merchant on kirkstall rd again', recall('merchant on kirkstall rd')),
  london('remind me whit I decided aboot the Worcester boilers', recall('worcester boilers')),
  london('did I say aye or naw tae the Paisley buyout in the end', recall('paisley buyout')),
  london('What did we agree on the plot 12 kitchen storage?', recall('plot 12 kitchen storage')),
  london('remind me why we got rid of the groundworks subbie, the QS is asking', recall('groundworks subbie')),
  london('what was it I decided about the Hager boards', recall('hager boards')),
  london('What I decided about the Saturdays? Customer ask me please', recall('saturdays')),
  london('did I ever make a decision on the van lease', recall('van lease')),
  london("whit did a say again aboot nae combi swaps before christmas, someone's asking", recall('combi swaps')),
  // London: look like recall, are not
  london('remind me to ring the scaffolders at 4', task('ring the scaffolders', l('11-11 16:00'))),
  london('what did the NHBC inspector decide about plot 7, has he sent anything over', NO_CHANGE),
  london('did I send yer man the EICR for the Antrim Road flat?', NO_CHANGE, question),
  london('I decided, only paint from now, no wallpaper', decision),

  // New York
  newYork("what'd i decide on the astoria bid", recall('astoria bid')),
  newYork("why'd we cut ties w the drywall guy", recall('drywall guy')),
  newYork('What I decide about the jobs in Jersey? I forget jaja', recall('jobs in jersey')),
  newYork(
    "Could you remind me what I settled on for the newel posts? The owners are asking whether we're sending them out.",
    recall('newel posts'),
  ),
  newYork('wat did i say abt sunday calls again', recall('sunday calls')),
  newYork('did I decide anything on the old f350', recall('f350')),
  newYork('reason i went hourly on the hendersons?', recall('hendersons')),
  newYork('pull up my decision on the mitsubishi vs daikin thing', recall('mitsubishi vs daikin')),
  newYork('What was my reasoning on the Carroll Gardens job over Bay Ridge?', recall('carroll gardens')),
  // New York: look like recall, are not
  newYork('what did DOB say about the plans, any word yet', NO_CHANGE),
  newYork('remind me tomorrow to decide the grout color for Sra Martinez', task('decide the grout color for Sra Martinez', n('11-12'))),
  newYork('decided to keep the hendersons on flat rate after all', decision),
  newYork('did i order the capacitor for the riverdale call', NO_CHANGE, question),
];

export const HUNDREDTENTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('too much on. what can wait', prioritise('drop')),
  london('what first. 3 roofs 2 lads n rain due thurs', prioritise('focus')),
  london('gonnae plan ma day for me, three callouts and a boiler service', prioritise('plan_day')),
  london("I'm up tae ma eyes, whit can I leave till next week", prioritise('drop')),
  london(
    "What's the priority today? NHBC at 2, two deliveries due and snagging on plots 18-22",
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  london("Sort the rest of my afternoon out for me, I've lost the whole morning to a burst main", prioritise('plan_day')),
  london('what should I get stuck into first, far too many wee jobs', prioritise('focus')),
  london('Please what is most important for this week? I have 4 houses', prioritise('focus')),
  london("I'm snowed under, what can I push back", prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  london('Can you make plan for my day tomorrow please', prioritise('plan_day')),
  // London: near-misses
  london('dropped the ladders off at Steves', NO_CHANGE),
  london('Focusing on plot 22 snags all day tomorrow, nothing else gets a look in', NO_CHANGE),
  london("the gas board says it's a priority job. no ma problem", NO_CHANGE),
  london(
    'first thing the morra I need to drop the consumer unit up to yer man in Bangor',
    task('drop the consumer unit up to yer man in Bangor', l('11-12 09:00')),
    task('drop the consumer unit up to yer man in Bangor', l('11-12 08:00')),
  ),

  // New York
  newYork('whats priority today', prioritise('focus')),
  newYork('too much. what gets cut', prioritise('drop')),
  newYork('ay mija I have too much this week, what I can leave for later', prioritise('drop')),
  newYork(
    "Could you lay out my day? I've got the stoop repointing in the morning, a landmarks call at 1, and the shop is an absolute mess.",
    prioritise('plan_day'),
  ),
  newYork('6 calls 2day n one guy no heat w a newborn. what do i hit first', prioritise('focus')),
  newYork('plan out tmrw for me, 2 crews 9 cleanups', prioritise('plan_day')),
  newYork('what can slide to next week, guys are beat', prioritise('drop')),
  newYork('im drowning, what actually matters today', prioritise('focus'), [talk('overwhelmed'), prioritise('focus')]),
  newYork('If I can only get one thing done this week, what should it be?', prioritise('focus')),
  // New York: near-misses
  newYork("dropped the change order off at the owner's. his problem now", NO_CHANGE),
  newYork('town says plowing priority goes to the school lots first', NO_CHANGE),
  newYork('the customer say the bathroom is priority, then the kitchen', NO_CHANGE),
  newYork(
    'priority tmrw: call back the riverdale no heat guy first thing',
    task('call back the riverdale no heat guy', n('11-12 09:00')),
    task('call back the riverdale no heat guy', n('11-12 08:00')),
  ),
];

export const HUNDREDTENTH_AGENDA: HeldOutItem[] = [
  // London
  london('whats on today', list('today')),
  london('owt tmrw?', list('tomorrow')),
  london("whit've I got the morn", list('tomorrow')),
  london("aye whit's on for the rest o the week", list('week')),
  london('What have I got on Friday? Scaffold strike might be then', list('day', '2026-11-13')),
  london('show me anything overdue, need to clear the decks before the inspection', list('overdue')),
  london("what's next on me list", list('next')),
  london('anything on 3/12?', list('day', '2026-12-03')),
  london('What I have on Monday please', list('day', '2026-11-16')),
  london('Which jobs I forgot? The late ones please', list('overdue')),
  london('what av i got sat', list('day', '2026-11-14')),
  // London: look like a list, change nothing or are something else
  london("what's on the delivery schedule for plot 30 tomorrow, has the merchant confirmed?", NO_CHANGE),
  london("tomorrow's list is pure brutal so it is", NO_CHANGE),
  london("stick pick up the flue kit on the morn's list", task('pick up the flue kit', l('11-12'))),

  // New York
  newYork('sked today', list('today')),
  newYork('What I have tomorrow mija? I need to know for the babysitter', list('tomorrow')),
  newYork('What does the rest of my week look like? Trying to fit in a run to the lumberyard.', list('week')),
  newYork('wuts next', list('next')),
  newYork('anything overdue i keep forgetting stuff', list('overdue')),
  newYork("what's on thurs", list('day', '2026-11-12'), list('tomorrow')),
  newYork('what do i got 12/1', list('day', '2026-12-01')),
  newYork('what i got monday', list('day', '2026-11-16')),
  newYork("Could you show me what's on for the 19th? I may have double booked the millwork delivery.", list('day', '2026-11-19')),
  newYork('ok pues what is on for saturday', list('day', '2026-11-14')),
  newYork('show me this week', list('week')),
  // New York: look like a list, are something else
  newYork("what's on the permit, is the scope even right?", NO_CHANGE, question),
  newYork('add pick up capacitors at the parts house to tmrw', task('pick up capacitors at the parts house', n('11-12'))),
];

export const HUNDREDTENTH_FREE_TIME: HeldOutItem[] = [
  // London (morning 09-12, afternoon 12-17, evening 17-21, whole day 09-17)
  london('free tmrw mornin? bloke wants a quote on his chimney', free(l('11-12 09:00'), l('11-12 12:00'))),
  london('am I free Friday afternoon, wee wummin in Shawlands wants her rads bled', free(l('11-13 12:00'), l('11-13 17:00'))),
  london('Have I got anything between 10 and 12 on Monday? Warranty walk-round with a buyer', free(l('11-16 10:00'), l('11-16 12:00'))),
  london('am I free this evening at all', free(l('11-11 17:00'), l('11-11 21:00'))),
  london(
    'I am free on Thursday whole day? New customer in Acton please',
    free(l('11-12 09:00'), l('11-12 17:00')),
    free(l('11-12 00:00'), l('11-13 00:00')),
  ),
  london('owt on 2 till 4 sat?', free(l('11-14 14:00'), l('11-14 16:00')), list('day', '2026-11-14')),
  london('have a got a gap the morn between 8 and 10', free(l('11-12 08:00'), l('11-12 10:00'))),
  london('am I clear for the rest of this afternoon?', free(NOW, l('11-11 17:00')), free(l('11-11 12:00'), l('11-11 17:00'))),
  london('any free time on the 24th', free(l('11-24 09:00'), l('11-24 17:00')), free(l('11-24 00:00'), l('11-25 00:00'))),
  london('Free on 1/12 in afternoon? please', free(l('12-01 12:00'), l('12-01 17:00'))),
  london('tuesday mornin free? merchant wants me in re the lead order', free(l('11-17 09:00'), l('11-17 12:00'))),
  // London: mention free time, ask for nothing
  london("crane's free thursday morning if the roofers want it", NO_CHANGE),
  london('finally a free Saturday, lie in for me so it is', NO_CHANGE),
  london('Customer ask if I am free to start Monday, I said yes', NO_CHANGE),

  // New York (morning 09-12, afternoon 12-17, evening 17-21, whole day 09-17)
  newYork('free 2-4 today?', free(n('11-11 14:00'), n('11-11 16:00'))),
  newYork('I am free tomorrow morning? Señora in Inwood want estimate', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork(
    'Do I have any time Friday afternoon to meet the landmarks reviewer at the house on 5th Street?',
    free(n('11-13 12:00'), n('11-13 17:00')),
  ),
  newYork('am i free this aft got a callback in yonkers', free(n('11-11 12:00'), n('11-11 17:00'))),
  newYork(
    'anything on sat? guys want to knock out a cleanup in massapequa',
    free(n('11-14 09:00'), n('11-14 17:00')),
    free(n('11-14 00:00'), n('11-15 00:00')),
    list('day', '2026-11-14'),
  ),
  newYork('clear tmrw 7-9am?', free(n('11-12 07:00'), n('11-12 09:00'))),
  newYork('free tonite?', free(n('11-11 17:00'), n('11-11 21:00'))),
  newYork(
    "Is my Monday morning open? I'd like to get to the lumberyard in Greenpoint before the contractors clean it out.",
    free(n('11-16 09:00'), n('11-16 12:00')),
  ),
  newYork('free 11/18 afternoon', free(n('11-18 12:00'), n('11-18 17:00'))),
  newYork('do I have time before lunch today for go to the tile store', free(NOW, n('11-11 12:00')), free(NOW, n('11-11 12:30'))),
  newYork('got an hr at 3 thurs?', free(n('11-12 15:00'), n('11-12 16:00'))),
  // New York: mention free time, ask for nothing
  newYork('parts house does free delivery over $500 now 🙌', NO_CHANGE),
  newYork('The scaffold on the Berkeley Place job is free Friday if anyone needs it.', NO_CHANGE),
];
