/**
 * Held-out set, hundredsixth part c: people who work on the water.
 *
 * London (Europe/London, day-first dates):
 * - an inshore fisherman in Brixham who writes some Devon ("my lover", "dreckly", "where's it to");
 * - a boatyard owner in Southampton who repairs and stores yachts;
 * - a kayak and paddleboard hire owner on the Gower who drops in some Welsh ("iawn", "diolch", "duw");
 * - a diving instructor in Plymouth whose first language is Polish;
 * - a river cruise skipper in Oxford.
 *
 * New York (America/New_York, month-first dates):
 * - a charter fishing captain in Montauk;
 * - a marina manager in Sheepshead Bay;
 * - a water taxi operator in Red Hook who writes in clipped shorthand;
 * - a swim school owner on Staten Island whose first language is Russian;
 * - a sailmaker on City Island.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * Thu 12, Fri 13, Sat 14, Sun 15, Mon 16, Tue 17 November; "the 1st" is 1 December.
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

const NOW = inMinutes(0);

export const HUNDREDSIXTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london('right thats it, selling the crab to Jago from now on, he pays fair and on time', decision),
  london('Decided we are not storing anything over 40ft this winter, the yard cant take the weight on the hard', decision),
  london('going with navionics over the garmin charts, renewal is half the price', decision),
  london('iawn so thats settled, no weekday hire from December till Easter. weekends only', decision),
  london('I decide: no more free try dives. People come for free and they never book the course', decision),
  london("we're not renewing the mooring up at Folly Bridge, they want 30% more. not happening", decision),
  london('Taking Jake’s lad on as second deckhand for the spring. he’s keen and he can gut', decision),
  london('sticking with towergate for the yard insurance, switching is more hassle than its worth', decision),
  london(
    'ok decided, the old yamaha outboard is going. remind me to photograph it sat at 9',
    [decision, task('photograph it', l('11-14 09:00'))],
    [decision, task('photograph the old yamaha outboard', l('11-14 09:00'))],
  ),
  // London: look like decisions, are not
  london('might go with the cheaper red diesel from the co-op, dunno yet', NO_CHANGE, dilemma),
  london('need to decide about the second rib by friday', task('decide about the second rib', l('11-13'))),
  london('wish I’d never said yes to that stag do booking, they were animals', NO_CHANGE),
  london('did we decide on the new wetsuit supplier in the end?', recall('wetsuit supplier')),
  within(askedChoice('Sell the rib or keep it another season?', 'sell it', 'keep it'), london('sell it. decided. proper job', answer(1))),

  // New York: decisions in plain words
  newYork('ok decided. raymarine autopilot for the bertram, done going back and forth', decision),
  newYork('no more cash charters. card only starting the 1st', decision),
  newYork('gonna let danny go end of season, 3 no shows is 3 too many', decision),
  newYork('decision: no sun svc jan-mar. not worth the fuel', decision),
  newYork('I decided we close pool on Sundays for winter, is not enough kids coming', decision),
  newYork("we're raising slip fees 8% for next season. final answer, board can complain all they want", decision),
  newYork('switching to dimension polyant for cruising cloth, challenge lead times are killing me', decision),
  newYork("we're done with the block island run, fuel alone ate the profit", decision),
  // New York: look like decisions, are not
  newYork('should I go w the cheaper haul out quote from Nolan?', dilemma),
  newYork('captain on the Lady Grace decided to call it, 25 knots out of the NE. smart', NO_CHANGE),
  newYork('hoping we can go with that new dock app next year if the budget allows', NO_CHANGE),
  newYork('decide on winter storage rates before the board mtg thurs', task('decide on winter storage rates', n('11-12'))),
];

export const HUNDREDSIXTH_DILEMMA: HeldOutItem[] = [
  // London: choices to think through
  london('should I haul her out now or wait till after new year when the yard’s quieter', dilemma),
  london("can't make me mind up, sell the boat or give it one more season on the pots", dilemma),
  london('torn between taking a full timer on for the yard or just using agency lads when its busy', dilemma),
  london('not sure whether to run winter sea swims or just shut up shop till easter tbh', dilemma),
  london('I dont know if I must buy new compressor or repair the old one. Repair is 900 pound', dilemma),
  london('do I open the boat up for private christmas parties? not sure its worth the staff', dilemma),
  london('bit of a dilemma about the crew for next year, help me think it through', dilemma),
  london(
    'so um yeah basically I’m wondering if I should take on Tom’s moorings when he retires, it’s a lot of money up front but',
    dilemma,
  ),
  london('which is better for the hire fleet, red paddle boards or the cheaper decathlon ones? they get battered either way', dilemma),
  london('need to work out whether to take the Abingdon contract, it means two skippers on sundays', dilemma),
  // London: look like dilemmas, are not
  london('should be a tidy day on the water tomorrow, flat calm they reckon', NO_CHANGE),
  london('should’ve had the engine serviced before the season lol. lesson learned', NO_CHANGE),
  within(
    askedChoice('Haul out now or after new year?', 'now', 'after new year'),
    london('after new year I reckon, the yard’s rammed till then anyway', answer(2)),
  ),
  within(askedOptions('New compressor or not?'), london('buy new Bauer or repair old one', answer(null))),

  // New York: choices to think through
  newYork('should i take the tuna charter fri or give the crew the day, they been going 9 straight', dilemma),
  newYork('torn: 2nd taxi or upgrade the one i got', dilemma),
  newYork('I think maybe to hire second instructor or not? Money is tight but waitlist is long', dilemma),
  newYork('keep the fuel dock open thru december or shut it after thanksgiving?', dilemma),
  newYork("on the fence about switching insurance carriers, Markel's quote came in lower but idk", dilemma),
  newYork('laminate or dacron for the J/105 main. customer cant decide and honestly neither can i', dilemma),
  newYork('raise prices or keep em flat and fill more slips? thinking out loud here', dilemma),
  newYork('big question for me this winter: stay put in montauk or run trips out of florida', dilemma),
  // New York: look like dilemmas, are not
  newYork('should be done w the mainsail by thurs, then the jib', NO_CHANGE),
  newYork("whether or not it rains we're leaving the dock at 5. fish don't care", NO_CHANGE),
  newYork('customer asked should the boom cover be sunbrella or not, told him sunbrella obviously', NO_CHANGE),
  within(askedChoice('Hire a second instructor or not?', 'hire', 'not hire'), newYork('Ok I will hire, we go with first one', answer(1))),
  within(
    askedChoice('Hire a second instructor or not?', 'hire', 'not hire'),
    newYork('need to see january registrations first', answer(null)),
  ),
];

export const HUNDREDSIXTH_RECALL: HeldOutItem[] = [
  // London
  london('remind me what I decided on the crab buyer', recall('crab buyer')),
  london('why did we stop doing the sunset paddles again? someone asked', recall('sunset paddles')),
  london('What I decided about the compressor? I forget already', recall('compressor')),
  london('did I agree to the cowes week storage thing or not', recall('cowes week storage')),
  london("what was it we decided 'bout the winter moorings my 'ansum", recall('winter moorings')),
  london('remind me why I went with towergate', recall('towergate')),
  london('what did I say about the christmas party cruises, someone’s emailed asking', recall('christmas party cruises')),
  london('what did i settle on for the deckhand day rate', recall('deckhand day rate')),
  london('duw what did I say about the rhossili group booking? they’re chasing', recall('rhossili group booking')),
  london('have I decided anything about the spring crew yet', recall('spring crew')),
  london('why did we drop the Abingdon run, can you look it up', recall('abingdon')),
  // London: look like recall, are not
  london('remind me to ring the harbourmaster about the mooring at 4', task('ring the harbourmaster about the mooring', l('11-11 16:00'))),
  london('what did the MCA bloke decide about our coding, has he emailed?', NO_CHANGE),
  london('did I pay the yard insurance this month?', NO_CHANGE),

  // New York
  newYork("what'd i decide on the tuna tournament", recall('tuna tournament')),
  newYork('why’d we drop dockwa again', recall('dockwa')),
  newYork('reason we cut the ikea stop?', recall('ikea stop')),
  newYork('Please remind me what we decide about lifeguard for evening lessons', recall('lifeguard')),
  newYork('did i say yes to the yacht club regatta sponsorship', recall('regatta sponsorship')),
  newYork('what did I go with for the shrink wrap, can’t remember if it was dr shrink', recall('shrink wrap')),
  newYork('pull up what I decided about winter hours', recall('winter hours')),
  newYork('what was my reasoning on the hood loft partnership', recall('hood loft partnership')),
  newYork('look back at what i said about hiring marco', recall('marco')),
  // New York: look like recall, are not
  newYork('what did the surveyor say about the hull, did he send the report', NO_CHANGE),
  newYork('remind me tmrw to decide on the fuel price', task('decide on the fuel price', n('11-12'))),
  newYork('I decided to keep the old rates for returning customers', decision),
];

export const HUNDREDSIXTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('too much on today, what can slide', prioritise('drop')),
  london(
    "where do I even start, engine's in bits, two boats waiting on the hard and the phone won't stop",
    prioritise('focus'),
    prioritise('plan_day'),
    [talk('overwhelmed'), prioritise('focus')],
  ),
  london('plan my day for me will you, high water is 11ish', prioritise('plan_day')),
  london('proper swamped me, what can I leave dreckly', prioritise('drop')),
  london('Please tell me what is most important now, I have very many things', prioritise('focus')),
  london('sort out the rest of my afternoon for me', prioritise('plan_day')),
  london('what matters most this week, honestly', prioritise('focus')),
  london("what can i ditch, i'm not getting through all this before the weekend", prioritise('drop')),
  london('duw duw, what should I be cracking on with first', prioritise('focus')),
  london('give us a running order for tomorrow, tide’s at 7', prioritise('plan_day')),
  // London: near-misses
  london('dropped the kids wetsuits at the cleaners', NO_CHANGE),
  london('focusing on the winter lay-up quotes this week, nothing else', NO_CHANGE),
  london('the lock keeper says priority goes to the hire boats saturday, typical', NO_CHANGE),

  // New York
  newYork('what should i focus on b4 the 1pm charter', prioritise('focus')),
  newYork('2 much. what can wait', prioritise('drop')),
  newYork('lay out my day pls, got a haul out at 2 and a sail drop at 4', prioritise('plan_day')),
  newYork('I have too much things, what I can drop this week?', prioritise('drop')),
  newYork('top priority rn?', prioritise('focus')),
  newYork('help me figure out what to tackle first, sails are stacking up in the loft', prioritise('focus')),
  newYork('what can I push off till after thanksgiving', prioritise('drop')),
  newYork('map out today for me, short on time', prioritise('plan_day')),
  newYork("i'm drowning here, what do i actually need to get done today", prioritise('focus'), [talk('overwhelmed'), prioritise('focus')]),
  // New York: near-misses
  newYork('dropped the price on winter storage 10% to fill the lot', NO_CHANGE, decision),
  newYork('board says their top priority is the fuel dock. news to me', NO_CHANGE),
  newYork('what should I focus the spring newsletter on', NO_CHANGE, dilemma),
];

export const HUNDREDSIXTH_AGENDA: HeldOutItem[] = [
  // London
  london('whats on today my lover', list('today')),
  london('anything tmrw? tides are early so want to know before I go out', list('tomorrow')),
  london('what have i got on friday, weather looks grim', list('day', '2026-11-13')),
  london("what's on fer the rest of the week then", list('week')),
  london('What I have on Saturday? Is group from Exeter maybe', list('day', '2026-11-14')),
  london("anything I'm behind on?", list('overdue')),
  london("right, what's next after the lock check", list('next')),
  london('shwmae! whats on for me today', list('today'), [talk('greeting'), list('today')]),
  london('what’s on 2/12', list('day', '2026-12-02')),
  london('what do I have monday, the surveyor might want it', list('day', '2026-11-16')),
  london('show me the ones I’ve let slide', list('overdue')),
  london('anything on the 1st?', list('day', '2026-12-01')),
  // London: look like a list, change nothing or are something else
  london("what's on the tide table for tomorrow, is it springs?", NO_CHANGE),
  london("tomorrow's list is rammed, proper knackered already", NO_CHANGE),

  // New York
  newYork("what's on deck today", list('today')),
  newYork('sched tmrw', list('tomorrow')),
  newYork('wk ahead pls', list('week')),
  newYork('what do i got thursday', list('day', '2026-11-12'), list('tomorrow')),
  newYork("anything overdue?? feel like I'm forgetting smth", list('overdue')),
  newYork("what's on 12/4", list('day', '2026-12-04')),
  newYork('Please show what I have on Monday, I need to plan pool schedule', list('day', '2026-11-16')),
  newYork('whats next up', list('next')),
  newYork('anything on this weekend?', list('day', '2026-11-14'), list('week')),
  newYork('what did I leave hanging from yesterday', list('overdue')),
  newYork("what's on the 23rd", list('day', '2026-11-23')),
  // New York: look like a list, are something else
  newYork("what's on the menu at the marina party fri lol", NO_CHANGE),
  newYork('put get ice for the charter on today’s list', task('get ice for the charter', n('11-11'))),
];

export const HUNDREDSIXTH_FREE_TIME: HeldOutItem[] = [
  // London (morning 09-12, afternoon 12-17, evening 17-21, whole day 09-17)
  london('am I free tmrw afternoon? surveyor wants to come look at the westerly', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('got any spare time friday morning, need to see to the pots', free(l('11-13 09:00'), l('11-13 12:00'))),
  london('I am free on Saturday between 10 and 13? Want to do check dive', free(l('11-14 10:00'), l('11-14 13:00'))),
  london('anything in the diary 4-6 tonight?', free(l('11-11 16:00'), l('11-11 18:00')), list('today')),
  london('am i free monday mornin, fella wants to talk about a hire fleet', free(l('11-16 09:00'), l('11-16 12:00'))),
  london('could I squeeze a lock inspection in thursday 2 till 3?', free(l('11-12 14:00'), l('11-12 15:00'))),
  london('free this arvo at all?', free(NOW, l('11-11 17:00')), free(l('11-11 12:00'), l('11-11 17:00'))),
  london('is my evening free? thinking of going over to check the moorings', free(l('11-11 17:00'), l('11-11 21:00'))),
  london('have i got a gap on the 20th?', free(l('11-20 09:00'), l('11-20 17:00')), free(l('11-20 00:00'), l('11-21 00:00'))),
  london('free 1/12 in the morning?', free(l('12-01 09:00'), l('12-01 12:00'))),
  london('need a couple of hours tmrw morning for the engine, have I got them', free(l('11-12 09:00'), l('11-12 12:00'))),
  // London: mention free time, ask for nothing
  london("yard says the slipway's free friday morning, sweet", NO_CHANGE),
  london('finally a free afternoon tomorrow, might go for a paddle myself 🙌', NO_CHANGE),

  // New York
  newYork('free tmrw aft?', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('got anything fri am? might take the boat out solo', free(n('11-13 09:00'), n('11-13 12:00'))),
  newYork('open btwn 1-3 today?', free(n('11-11 13:00'), n('11-11 15:00'))),
  newYork('Am I free this evening? Parents want meeting about the level 3 group', free(n('11-11 17:00'), n('11-11 21:00'))),
  newYork('any window monday afternoon for a fitting on the sabre', free(n('11-16 12:00'), n('11-16 17:00'))),
  newYork('am i clear thursday morning', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork('free 11/20 afternoon?', free(n('11-20 12:00'), n('11-20 17:00'))),
  newYork('do i have time before noon to run to west marine', free(NOW, n('11-11 12:00'))),
  newYork('free next tues 9-11', free(n('11-17 09:00'), n('11-17 11:00'))),
  newYork('sat free? buddy wants me to crew for him', free(n('11-14 09:00'), n('11-14 17:00')), free(n('11-14 00:00'), n('11-15 00:00'))),
  // New York: mention free time, ask for nothing (or ask about something else)
  newYork('is slip 14 free this weekend, guy from the Sound is asking', NO_CHANGE),
  newYork('free coffee at the fuel dock for slipholders all week 😎', NO_CHANGE),
];
