import type { ConversationState, Intent } from '../intent';
import {
  HELP,
  answer,
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
 * The second half of the seventy-sixth held-out set, from fourteen people who work outdoors or move
 * things for a living. On London time (day-first dates; Irish time is London time): a man-with-a-van
 * removals firm in Croydon, a cycle courier in central London, a market gardener in Kent, a tree
 * surgeon in the Cotswolds, a taxi driver in Glasgow, a narrowboat hire owner in Birmingham and a
 * sheep-and-beef farmer in County Cork. On New York time (month-first dates): an owner-operator truck
 * driver in New Jersey, a landscaper on Long Island, a moving company owner in the Bronx, a rideshare
 * driver in Queens, a fishing charter captain in Montauk, a pool-service owner in Miami and a
 * snow-plough contractor in Buffalo. Small talk, questions, news that carries a job word or a time,
 * the agenda, free time, unsure messages and replies with nothing to answer, which change nothing or
 * only ask back, and what goes to the decision journal. Read at Wednesday 11 November 2026, 15:00
 * London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered lists daily sent. */
const VAN_LIST = {
  listed: ['Book the van in for its MOT', 'Collect keys from the Okonkwos', 'Invoice Hassan for storage', 'Buy more blankets and tape'],
};
const POOL_LIST = { listed: ['Fix the Alvarez pump', 'Shock the Ruiz pool', 'Send the Coral Gables estimate', 'Run payroll'] };

type Wall = (text: string) => string;
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const span = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['06:00', '12:00'],
  ['07:00', '12:00'],
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
const WHOLE_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
/** "after 3": from then to the end of the working day or of the day. */
const after = (from: string): [string, string][] => [
  [from, '17:00'],
  [from, '18:00'],
  [from, '24:00'],
];
/** "before 11": from the start of the day or of the working day to then. */
const before = (to: string): [string, string][] => [
  ['00:00', to],
  ['06:00', to],
  ['07:00', to],
  ['08:00', to],
  ['09:00', to],
];
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];
/** "this afternoon" read at 10:00 in New York may start now rather than at noon. */
const THIS_AFTERNOON_N: Intent[] = [...span(n, '11-11', AFTERNOON), free(n('11-11 10:00'), n('11-11 17:00'))];
/** "the rest of today" read at 15:00 in London starts now. */
const REST_OF_TODAY_L: Intent[] = [
  free(l('11-11 15:00'), l('11-11 17:00')),
  free(l('11-11 15:00'), l('11-11 18:00')),
  free(l('11-11 15:00'), l('11-12 00:00')),
];

export const SEVENTYSIXTH_GREETING: HeldOutItem[] = [
  london('morning from the van', talk('greeting')),
  london('alright daily', talk('greeting')),
  london('hiya, back on the bike', talk('greeting')),
  london('afternoon!', talk('greeting')),
  london('how are ya', talk('greeting')),
  london('dia dhuit', talk('greeting')),
  london('hello from the top of an oak lol', talk('greeting')),
  london('awright pal', talk('greeting')),
  london('hi daily, you there?', talk('greeting')),
  london('morning from the wharf 🚤', talk('greeting')),
  london('evening daily', talk('greeting')),
  newYork('hey', talk('greeting')),
  newYork('morning from the rig', talk('greeting')),
  newYork('yo daily', talk('greeting')),
  newYork('good morning from montauk 🎣', talk('greeting')),
  newYork('hiii', talk('greeting')),
  newYork('hey hey, you around?', talk('greeting')),
  newYork('sup', talk('greeting')),
  newYork('buenos dias', talk('greeting')),
  newYork('morning, 4 inches overnight up here ❄️', talk('greeting'), NO_CHANGE),
  london('right im off home, night', talk('goodbye')),
  newYork('ok signing off for the day, later', talk('goodbye')),
];

export const SEVENTYSIXTH_THANKS: HeldOutItem[] = [
  london('cheers mate', talk('thanks')),
  london('ta', talk('thanks')),
  london('ta very much', talk('thanks')),
  london('go raibh maith agat', talk('thanks')),
  london('thanks pal', talk('thanks')),
  london('brilliant ta', talk('thanks'), talk('acknowledgement')),
  london('nice one', talk('thanks'), talk('acknowledgement')),
  london('cheers for that', talk('thanks')),
  london('thank u x', talk('thanks')),
  london('much obliged', talk('thanks')),
  london('legend, thanks', talk('thanks')),
  newYork('thanks', talk('thanks')),
  newYork('thx bro', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('gracias', talk('thanks')),
  newYork('ty ty', talk('thanks')),
  newYork('thanks boss', talk('thanks')),
  newYork('preciate ya', talk('thanks')),
  newYork('perfect, thank you', talk('thanks'), talk('acknowledgement')),
  newYork('10-4 thanks', talk('thanks'), talk('acknowledgement')),
  newYork('thank you thank you 🙏', talk('thanks')),
];

export const SEVENTYSIXTH_FEELING: HeldOutItem[] = [
  london('knackered, 3 flats up 4 floors no lift', talk('feeling')),
  london('frozen solid, fingers dont work', talk('feeling')),
  london('gutted, frost got the last of the chard', talk('feeling')),
  london('buzzing, landed the council contract for the avenue limes', talk('feeling')),
  london('absolutely done in after a double shift in the cab', talk('feeling')),
  london("honestly I don't know where to start, boats to winterise, bookings, the lot", talk('overwhelmed')),
  london('worried sick about the ewe that went down this morning', talk('feeling')),
  london('raging, some eejit left the gate open and the bullocks are in the road', talk('feeling')),
  london('feeling a bit flat tbh', talk('feeling')),
  london('too much going on, head is melted', talk('overwhelmed')),
  london('chuffed to bits, 40 deliveries today and not one complaint', talk('feeling')),
  london("so like, I'm just wrecked, been up since 4 with the calving and then the mart and um yeah", talk('feeling')),
  newYork('beat', talk('feeling')),
  newYork("stressed, dot inspection next week and my logbook's a mess", talk('feeling')),
  newYork('so annoyed, client cancelled the leaf cleanup after we showed up', talk('feeling')),
  newYork('pumped, booked 3 charters for spring already', talk('feeling')),
  newYork('drowning in estimates honestly', talk('overwhelmed')),
  newYork('nervous about the storm coming thursday', talk('feeling')),
  newYork('my back is killing me after that piano', talk('feeling')),
  newYork('feeling burnt out driving 12 hrs a day', talk('feeling')),
  newYork('so sick of chasing pool clients for payment', talk('feeling')),
  newYork('kinda proud of the crew today ngl', talk('feeling')),
  newYork('barely slept, phone kept going off with plow calls', talk('feeling')),
  within(
    reminded('Chase Hernandez for the balance', n('11-11 09:00')),
    newYork('ugh i hate chasing people for money', talk('feeling'), [talk('feeling'), answer(null)]),
  ),
  within(
    reminded('Fill in the sheep census', l('11-11 14:00')),
    london('ah god, forms, i hate forms', talk('feeling'), [talk('feeling'), answer(null)]),
  ),
];

export const SEVENTYSIXTH_QUESTION: HeldOutItem[] = [
  london('how much should i charge for a 2 bed flat move in croydon', question),
  london('do i need goods in transit insurance for a luton van', question),
  london('can i claim my bike as a business expense', question),
  london('when do i need to sow broad beans for an early crop', question),
  london('do i need permission to fell a tree in a conservation area', question),
  london("what's a TPO exactly", question),
  london("when's my taxi licence renewal due?", question),
  london('how long does blacking a narrowboat hull take', question),
  london('whats the going rate for silage per bale this year', question),
  london('can you remind my driver as well?', question, HELP),
  london('what time does the mart in bandon open on saturday', question),
  london('is the congestion charge on for cargo bikes', question),
  newYork('how many hours can i drive before the 30 min break', question),
  newYork('do i need a license to apply fertilizer in suffolk county', question),
  newYork("what's a fair price for a 3br move from the bronx to yonkers", question),
  newYork('does uber take out taxes or do i', question),
  newYork('when does fluke season open again', question),
  newYork('how much chlorine for a 20k gallon pool', question),
  newYork('how much salt per lane mile is normal', question),
  newYork("when's the Petersen walkthrough?", question),
  newYork('did i already send the Ramos estimate?', question),
  newYork('whats next on my plate', question, list('next')),
  newYork('should i raise my rates for the winter?', question, dilemma),
  newYork('can you text my crew the schedule?', question, HELP),
  london(
    "so i was on the m25 and i was thinking like, what's the actual rule on how heavy the luton can be before i need an operator licence",
    question,
  ),
  within(VAN_LIST, london('how long do u reckon number 2 will take', question)),
  within(POOL_LIST, newYork('is 3 even worth doing before thanksgiving?', question, dilemma)),
];

/** Facts and news, several with a job word or a time in them: nothing may change. */
export const SEVENTYSIXTH_STATEMENT: HeldOutItem[] = [
  london('van failed its MOT, brake pipes', NO_CHANGE),
  london('the Okonkwo move got pushed to the 20th by them', NO_CHANGE),
  london('chain came off on Blackfriars bridge lol', NO_CHANGE),
  london('sold out of squash at the farm gate', NO_CHANGE),
  london('the beech at Bibury came down clean', NO_CHANGE),
  london('airport run at 5am tomorrow', NO_CHANGE),
  london("Kingfisher's booked for the whole of easter week", NO_CHANGE),
  london('the vet is coming friday at 10 to do the herd test', NO_CHANGE),
  london('polytunnel plastic ripped in the wind last night', NO_CHANGE),
  london('Hassan paid for the storage finally', NO_CHANGE),
  london('did 58 drops today, personal best', NO_CHANGE),
  london('the canal trust are draining the lock at gas street next week', NO_CHANGE),
  london('got 3 new fares off the hotel rank this morning', NO_CHANGE),
  london('sent the invoice to the parish council this morning', NO_CHANGE, done(words('parish council'))),
  london('lashing rain here, no climbing today', NO_CHANGE),
  london('weanlings made €1,100 at the mart', NO_CHANGE),
  newYork('reefer unit is acting up again', NO_CHANGE),
  newYork('Dwayne is out tmrw, wife had the baby', NO_CHANGE),
  newYork('the Goldbergs approved the patio design 🎉', NO_CHANGE),
  newYork('did 31 rides yesterday', NO_CHANGE),
  newYork('caught our limit of stripers by 9', NO_CHANGE),
  newYork('the new pump for the Alvarez pool comes tues', NO_CHANGE),
  newYork('storage unit rent went up $40', NO_CHANGE),
  newYork('got 11 inches in orchard park overnight', NO_CHANGE),
  newYork('load picked up in Newark, heading to Scranton', NO_CHANGE),
  newYork('dock appointment is at 2', NO_CHANGE),
  newYork('the boat goes in the yard on the 30th', NO_CHANGE),
  newYork('Hernandez paid the deposit', NO_CHANGE),
  newYork("already renewed the plow insurance last week, didn't need to", NO_CHANGE, done(words('plow insurance'))),
  newYork('the Ramos move is at 8am saturday', NO_CHANGE),
  newYork('my rating is back up to 4.92', NO_CHANGE),
  newYork('Tony is covering the Coral Gables route this week', NO_CHANGE),
  london(
    "right so that's the Okonkwo job finished, van's unloaded, off for a kebab then the storage run",
    NO_CHANGE,
    done(words('Okonkwo')),
  ),
  within(reminded('Book the van in for its MOT', l('11-11 14:00')), london("garage can't fit me in till the 20th", NO_CHANGE)),
  within(
    talkedOf('Collect keys from the Okonkwos', l('11-12 09:00')),
    london("they said they'll leave them with the neighbour", NO_CHANGE),
  ),
  within(VAN_LIST, london('Hassan says hes skint till friday', NO_CHANGE)),
  within(reminded('Salt the mall lot', n('11-11 05:00')), newYork('mall manager says their guy already did the entrance', NO_CHANGE)),
];

export const SEVENTYSIXTH_DECISION: HeldOutItem[] = [
  london('decided, no more pianos, not worth the backs', decision),
  london('going with the Transit not the Sprinter', decision),
  london('no more weekend jobs from now on', decision),
  london('right, my day rate goes up to £380 from january', decision),
  london("decision: we're not doing veg boxes over christmas", decision),
  london("i'm only doing cargo bike work from now on, done with the road bike", decision),
  london("we're closing the hire season end of october for good", decision),
  london('not renewing with Deliveroo, sticking with the agency', decision),
  london('decided to sell the hoggets in january not now', decision),
  london('keeping the wee cab another year, no point buying new', decision),
  london("so um yeah, decided i'm not doing the council's stump grinding anymore, they pay at 90 days", decision),
  newYork('decided to only take loads over $2.50 a mile', decision),
  newYork("we're dropping the Hendersons, too much hassle", decision),
  newYork('ok, minimum job is $350 from now on', decision),
  newYork('going with the cheaper salt supplier this winter', decision),
  newYork('decided no more apartment moves above the 4th floor without an elevator', decision),
  newYork("i'm switching to lyft only on weekends", decision),
  newYork('final call: no charters in december', decision),
  newYork('taking the commercial contract with the mall', decision),
  newYork('not doing weekly service for under $150 a month anymore', decision),
  newYork("decided to hire Marco's brother for the season", decision),
  newYork("we'll stop taking cash, zelle or card only", decision),
];

export const SEVENTYSIXTH_DILEMMA: HeldOutItem[] = [
  london('buy a second van or keep hiring one on busy weekends?', dilemma),
  london('should i take the Addison Lee contract or stay self employed', dilemma, question),
  london('e-cargo bike or stick with the old steel one', dilemma),
  london('polytunnel number 3 or put the money into a walk-in chiller', dilemma),
  london('take on an apprentice climber or keep subbing to Gav', dilemma),
  london('sell the old Kestrel boat or refit her for next season?', dilemma),
  london('should i switch to nights, the money is better but', dilemma, question),
  london('finish the bullocks at home or sell them as stores', dilemma),
  london('put the hire prices up or add a midweek discount', dilemma),
  london('new chipper on finance or keep hiring one', dilemma),
  london('do i go electric with the next cab? cant decide', dilemma, question),
  newYork('buy my own trailer or keep pulling company trailers', dilemma),
  newYork('lease a second truck or hire a driver with his own', dilemma),
  newYork('should i do snow removal this winter or just shut down til march', dilemma, question),
  newYork('open a second storage location or expand the one in hunts point', dilemma),
  newYork('uber or lyft for the airport runs', dilemma),
  newYork('sell the boat and buy a bigger one or keep her another season', dilemma),
  newYork('hire a tech or take fewer pools', dilemma),
  newYork('salt or sand/salt mix for the mall lot?', dilemma),
  newYork('charge by the hour or flat rate for moves', dilemma),
  newYork('should i get my CDL-A or stick with the box truck', dilemma, question),
  newYork('take the overnight loads for more money or keep being home nights for the kids', dilemma),
  newYork(
    "so i'm going back and forth, the marina wants 4 grand to haul and store her, or i keep her in the water with a bubbler, i dunno",
    dilemma,
  ),
];

export const SEVENTYSIXTH_RECALL: HeldOutItem[] = [
  london('did i ever make my mind up on pianos', recall('piano')),
  london('transit or sprinter, which way did i go in the end', recall('transit'), recall('sprinter')),
  london('remind me my reasoning on weekend jobs', recall('weekend')),
  london("what's my day rate from jan, what did i decide", recall('day rate')),
  london('why did we stop the veg boxes again', recall('veg box')),
  london('the cargo bike thing, did i decide?', recall('cargo bike')),
  london('what did we say about end of season', recall('season')),
  london('deliveroo - what was the verdict', recall('deliveroo')),
  london('the hoggets, what did I settle on', recall('hogget')),
  london('why am i keeping the old cab, remind me', recall('cab')),
  london('look up what i decided on stump grinding', recall('stump grinding'), recall('stump')),
  newYork('what was my cutoff per mile', recall('mile')),
  newYork('why did we drop the hendersons', recall('henderson')),
  newYork("what's my minimum job, what did i say", recall('minimum')),
  newYork('which salt guy did we end up going with', recall('salt')),
  newYork('walk-ups above 4 floors, did i decide something?', recall('walk up'), recall('floor')),
  newYork('what was my call on lyft weekends', recall('lyft')),
  newYork('december charters, yes or no, what did i say', recall('december'), recall('charter')),
  newYork('the mall contract, what did I decide?', recall('mall')),
  newYork("remind me what we said about marco's brother", recall('marco'), recall('brother')),
  newYork('cash payments, did i decide already?', recall('cash')),
];

export const SEVENTYSIXTH_PRIORITISE: HeldOutItem[] = [
  london('3 moves and a van in the garage, what first', prioritise('focus')),
  london('whats most urgent', prioritise('focus')),
  london('too much on, what can slide to next week', prioritise('drop')),
  london('plan my day will ya', prioritise('plan_day')),
  london('sort tomorrow out for me', prioritise('plan_day')),
  london("got an hour between drops, what's best to knock off", prioritise('focus')),
  london('what can i ditch this week', prioritise('drop')),
  london('what should i be doing right now', prioritise('focus')),
  london('lay out my afternoon', prioritise('plan_day')),
  london("I can't get through it all, what's to go?", prioritise('drop')),
  london("what's the one job i cant let slip today", prioritise('focus')),
  newYork('where do i even start', prioritise('focus'), prioritise('plan_day')),
  newYork('top priority today?', prioritise('focus')),
  newYork('what can wait til after the storm', prioritise('drop')),
  newYork('plan out tmrw for me', prioritise('plan_day')),
  newYork('what should i tackle first this morning', prioritise('focus')),
  newYork('help me cut stuff this week, too much', prioritise('drop')),
  newYork('put my day in order', prioritise('plan_day')),
  newYork('what has to happen before thanksgiving', prioritise('focus')),
  newYork("sitting at the dock for 2 hrs, what's best to get done", prioritise('focus')),
  newYork('schedule my day for me', prioritise('plan_day')),
  newYork(
    "ok so i've got the Alvarez pump, two green pools to shock, the Ruiz estimate and payroll and like i genuinely don't know what to do first",
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  within(POOL_LIST, newYork('which of those can wait', prioritise('drop'))),
];

export const SEVENTYSIXTH_AGENDA: HeldOutItem[] = [
  london("what've i got on tmrw", list('tomorrow')),
  london('whats on friday', list('day', '2026-11-13')),
  london("today's jobs?", list('today')),
  london("anything i've missed", list('overdue')),
  london("what's next", list('next')),
  london('whats on this week', list('week')),
  london('what have i got on 4/12', list('day', '2026-12-04')),
  london("monday's moves?", list('day', '2026-11-16')),
  london('anything on sunday', list('day', '2026-11-15')),
  london('whats booked for the 19th', list('day', '2026-11-19')),
  london('whats still to do today', list('today')),
  london("what's overdue", list('overdue')),
  london("what's on next tuesday", list('day', '2026-11-17'), list('day', '2026-11-24')),
  london('what jobs have i got on the 1/12', list('day', '2026-12-01')),
  newYork("what's on 12/5", list('day', '2026-12-05')),
  newYork('tmrw?', list('tomorrow')),
  newYork("what's on today", list('today')),
  newYork('next up?', list('next')),
  newYork('show me my week', list('week')),
  newYork('what am i behind on', list('overdue')),
  newYork('what i got friday', list('day', '2026-11-13')),
  newYork('anything on the 23rd', list('day', '2026-11-23')),
  newYork("what's on black friday", list('day', '2026-11-27')),
  newYork("what's saturday look like", list('day', '2026-11-14')),
  newYork("what's on monday", list('day', '2026-11-16')),
  newYork("hey so uh before i head out, what've i got going on tomorrow", list('tomorrow')),
];

export const SEVENTYSIXTH_FREE_TIME: HeldOutItem[] = [
  london('am i free tomoz morning for a quick move', ...span(l, '11-12', MORNING)),
  london('could i fit a job in friday after 2', ...span(l, '11-13', after('14:00'))),
  london('free thurs 9-11?', ...span(l, '11-12', [['09:00', '11:00']])),
  london('am i free saturday', ...span(l, '11-14', WHOLE_DAY)),
  london('anything on tonight or am i free', ...span(l, '11-11', EVENING)),
  london('free monday afternoon for a quote?', ...span(l, '11-16', AFTERNOON)),
  london('can i squeeze a fare in at 6 today', ...span(l, '11-11', [['18:00', '19:00']])),
  london('is the 27th clear', ...span(l, '11-27', WHOLE_DAY)),
  london('free for lunch tomorrow?', ...span(l, '11-12', LUNCH)),
  london('am i free the rest of today', ...REST_OF_TODAY_L),
  london('got time friday before 11?', ...span(l, '11-13', before('11:00'))),
  london('have i time sunday between 10 and 1', ...span(l, '11-15', [['10:00', '13:00']])),
  newYork('am i free this afternoon', ...THIS_AFTERNOON_N),
  newYork('any time tmrw morning for an estimate', ...span(n, '11-12', MORNING)),
  newYork('free 2 to 4 friday?', ...span(n, '11-13', [['14:00', '16:00']])),
  newYork('is saturday open for a charter', ...span(n, '11-14', WHOLE_DAY)),
  newYork('anything after 1 today or am i clear', ...span(n, '11-11', after('13:00'))),
  newYork('can i fit a pool opening in monday 9-11', ...span(n, '11-16', [['09:00', '11:00']])),
  newYork('free thursday evening?', ...span(n, '11-12', EVENING)),
  newYork('is 12/1 free', ...span(n, '12-01', WHOLE_DAY)),
  newYork('do i have an hour at 3 tmrw', ...span(n, '11-12', [['15:00', '16:00']])),
  newYork('any gaps friday', ...span(n, '11-13', WHOLE_DAY)),
  newYork('free for lunch today?', ...span(n, '11-11', LUNCH)),
  london('um so a fella on the rank wants a run to Edinburgh friday morning, am i free then or', ...span(l, '11-13', MORNING)),
];

export const SEVENTYSIXTH_UNCLEAR: HeldOutItem[] = [
  london('the storage unit… or the lockup, something about one of them', unclear, askBack),
  london('van????', unclear, askBack),
  london("right so the, um, the Patels, the boxes, not sure if that's next week or", unclear, askBack),
  london('tunnel plastic - ?', unclear, askBack),
  london('remind me', unclear, askBack),
  london('something about bandon mart', unclear, askBack),
  london('ring the lad about the thing', unclear, askBack),
  london('kestrel or heron, whichever', unclear, askBack),
  london('the lime job at some point maybe', unclear, askBack),
  london('tags for the calves?', unclear, askBack, question),
  london('at 5', unclear, askBack),
  london('mmm the insurance', unclear, askBack),
  newYork('that estimate, the big one', unclear, askBack),
  newYork('reefer tmrw?', unclear, askBack),
  newYork('the marina guy', unclear, askBack),
  newYork('greens or goldbergs, they both want mulch', unclear, askBack, dilemma, prioritise('focus')),
  newYork('ifta thing before end of quarter', unclear, askBack),
  newYork('somethin about the plow blade idk', unclear, askBack),
  newYork('trailer tires', unclear, askBack),
  newYork('maybe tuesday for the Ruiz pool, maybe wed', unclear, askBack),
  newYork('uhh what was i gonna say. the crew? payroll?', unclear, askBack),
  newYork('ask Marco about that', unclear, askBack),
  within(
    { pending: { about: 'which_task', options: ['Ring the Patels about the piano', 'Ring the Patels re the deposit'] } },
    london('the patels one', unclear, askBack),
  ),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SEVENTYSIXTH_BARE: HeldOutItem[] = [
  london('yep did that', unclear, askBack),
  london('later on', unclear, askBack),
  london('shove it back to half 6', unclear, askBack),
  london('nah thursday instead', unclear, askBack),
  london('get rid', unclear, askBack),
  london('number three', unclear, askBack),
  london('another 15', unclear, askBack),
  london('do it monday', unclear, askBack),
  london('job done', unclear, askBack),
  london('no', unclear, askBack),
  london('change it to collect keys', unclear, askBack),
  london('the top one', unclear, askBack),
  london('make it 11 instead', unclear, askBack),
  newYork('scratch it', unclear, askBack),
  newYork('finished', unclear, askBack),
  newYork('bump it to friday', unclear, askBack),
  newYork('the 2nd', unclear, askBack),
  newYork('not today', unclear, askBack),
  newYork('4', unclear, askBack),
  newYork('wednesday 7am', unclear, askBack),
  newYork('45 min', unclear, askBack),
  newYork('forget that one', unclear, askBack),
  newYork('make it 3:30', unclear, askBack),
];
