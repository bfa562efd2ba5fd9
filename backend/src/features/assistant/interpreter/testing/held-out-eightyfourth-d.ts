/**
 * Held-out messages, part eighty-four d. The people: on London time (day-first dates) a plumber in
 * Croydon (boiler services, call-outs, Gas Safe certificates), a painter-decorator in Liverpool who
 * writes some Scouse, a letting agent in Nottingham (viewings, inventories, deposits, landlords), a
 * locksmith in Belfast who writes some Northern Irish words, a landscape gardener in Kent (quotes,
 * turf, skips), an electrician in Cardiff (EICRs, consumer units, NICEIC) and a builder in Ealing whose
 * first language is Polish (extensions, plasterers, building control); on New York time (month-first
 * dates) a building super in Jackson Heights (boilers, tenants, the management company), an HVAC
 * technician on Staten Island (service calls, filters, warranties), a handyman in Yonkers who mostly
 * writes in voice notes, a real-estate agent in Park Slope (open houses, offers, closings), a moving
 * company owner in the Bronx (crews, trucks, COIs), a contractor in Brighton Beach whose first language
 * is Russian, and a pool and landscaping business owner in Westchester (openings, closings, crews,
 * invoices). Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 *
 * Free-time windows, local to the person: morning 08:00-12:00, afternoon 12:00-17:00, evening
 * 17:00-21:00, a whole day 08:00-18:00; "after 2" runs to 18:00 (or 21:00); "this morning" /
 * "this afternoon" today may start at the part's start or at the moment of the message.
 */
import type { Intent } from '../intent';
import {
  type HeldOutItem,
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
} from './held-out-kit';

const ASK: Intent = { kind: 'ask', text: '', options: [] };
const freeL = (day: string, from: string, to: string): Intent => free(l(`${day} ${from}`), l(`${day} ${to}`));
const freeN = (day: string, from: string, to: string): Intent => free(n(`${day} ${from}`), n(`${day} ${to}`));
const current = (title: string, due: string | null = null) => ({ current: { title, due } });
const listed = (...titles: string[]) => ({ listed: titles });

export const EIGHTYFOURTH_RECALL: HeldOutItem[] = [
  // London
  london(
    'what did i decide about the worcester bosch v vaillant thing for mrs okafor',
    recall('vaillant'),
    recall('okafor'),
    recall('worcester'),
  ),
  london('remind me what i said about the van, was i keeping it or flogging it', recall('van')),
  london(
    'la what did i decide on the farrow and ball job in aigburth, was i doin it or knockin it back',
    recall('farrow'),
    recall('aigburth'),
  ),
  london('did i say id put me prices up in jan or not?? cant remember what i landed on', recall('price')),
  london('What did I decide re the deposit dispute at 14 Mapperley Rd?', recall('deposit'), recall('mapperley')),
  london('remind me what we agreed on keeping the inventory clerk vs doing them in house', recall('inventory'), recall('clerk')),
  london('what was it i decided about the wee van lease, i cant mind at all', recall('lease'), recall('van')),
  london('did I ever make a call on the uPVC lock training course', recall('upvc'), recall('course'), recall('training')),
  london('what did I go with for the turf supplier in the end', recall('turf')),
  london('what did i decide about skip hire, the cheap lot or the maidstone ones', recall('skip')),
  london('remind me what I decided about going NICEIC approved', recall('niceic')),
  london('what did i say about the apprentice, was i taking him on after xmas or not', recall('apprentice')),
  london('what i decide about plasterer, Darek or the other guy? i forget', recall('plasterer'), recall('darek')),
  london('what was my decision for building control, council or the approved inspector', recall('building control'), recall('inspector')),
  // New York
  newYork('what did I decide about the boiler in building B, repair or replace', recall('boiler')),
  newYork('did I say Id let the management co handle the 4C leak or do it myself', recall('4c'), recall('leak'), recall('management')),
  newYork('what did i decide on the extended warranty for the carrier units', recall('warranty')),
  newYork('remind me what i went with for the filter supplier', recall('filter')),
  newYork(
    'um hey so what did I end up deciding about, uh, the truck, like was I gonna finance a new one or just keep the old one, I forget',
    recall('truck'),
  ),
  newYork('what did i decide for the 7th ave open house, sat or sun', recall('open house'), recall('7th')),
  newYork(
    'did I decide anything about splitting commission with Dana on the Berkeley Pl listing?',
    recall('commission'),
    recall('dana'),
    recall('berkeley'),
  ),
  newYork('what did we land on with the second truck, buy or lease?', recall('truck')),
  newYork("what'd I decide about switching insurance brokers for the COIs", recall('broker'), recall('insurance'), recall('coi')),
  newYork('what I was deciding about the tile for 6th st job, porcelain or ceramic?', recall('tile')),
  newYork('what did i decide about raising pool opening prices for next yr', recall('opening'), recall('price')),
  newYork("remind me what i said about keeping Luis's crew on thru the winter", recall('crew'), recall('luis')),
];

export const EIGHTYFOURTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('got 6 call outs n 2 boiler services tmrw, what should i do first', prioritise('focus'), prioritise('plan_day')),
  london('drowning here mate, too many jobs this wk, what can i bump', prioritise('drop')),
  london('am proper chocka today lad, sort me day out will ya', prioritise('plan_day')),
  london('whats the most important thing i should crack on with', prioritise('focus')),
  london(
    'Can you plan my day? Got viewings, inventories and a landlord to ring back, no idea where to start',
    prioritise('plan_day'),
    prioritise('focus'),
  ),
  london('too much on this week, what can I let slide', prioritise('drop')),
  london("what'll I do first, I'm all over the place the day", prioritise('focus'), prioritise('plan_day')),
  london('right whats the priority today', prioritise('focus'), prioritise('plan_day')),
  london("I've got more quotes to write than hours in the day, which ones can wait", prioritise('drop')),
  london('whats top of the pile', prioritise('focus')),
  london('please tell me what is most urgent, I have too many things on my head', prioritise('focus')),
  london('what I can skip this week, no time for everything', prioritise('drop')),
  london('organise my day for me would you, EICRs coming out my ears', prioritise('plan_day')),
  // New York
  newYork('what should I tackle first today', prioritise('focus'), prioritise('plan_day')),
  newYork('too much going on, what can wait til next week', prioritise('drop')),
  newYork('lay out my day for me', prioritise('plan_day')),
  newYork('whats the one thing I gotta get done today', prioritise('focus')),
  newYork(
    'ok so uh I got like a million things going on, can you just, like, tell me what to do first and what I can push, yeah',
    prioritise('focus'),
    prioritise('drop'),
    [prioritise('focus'), prioritise('drop')],
    prioritise('plan_day'),
  ),
  newYork('plan my day pls its a zoo', prioritise('plan_day')),
  newYork("what can I drop this week, I'm way overbooked", prioritise('drop')),
  newYork('crews are stretched thin, which jobs can I push off', prioritise('drop')),
  newYork('what should i focus on rn', prioritise('focus')),
  newYork('what is first priority for today? I am confused with all the jobs', prioritise('focus'), prioritise('plan_day')),
  newYork('closings season is killing me, help me figure out what to cut', prioritise('drop')),
  newYork('give me a game plan for today', prioritise('plan_day')),
];

const tomorrow = [list('tomorrow'), list('day', '2026-11-12')] as const;
const today = [list('today'), list('day', '2026-11-11')] as const;

export const EIGHTYFOURTH_AGENDA: HeldOutItem[] = [
  // London
  london('whats on tmrw', ...tomorrow),
  london('what have i got today, got a boiler in bits in thornton heath', ...today),
  london('wharrave I got on fri la', list('day', '2026-11-13')),
  london('anything overdue?', list('overdue')),
  london('What viewings have I got this week?', list('week')),
  london('whats next', list('next')),
  london("what's on the morra", ...tomorrow),
  london('what am i behind on', list('overdue')),
  london('what have i got on monday', list('day', '2026-11-16')),
  london('show me the week', list('week')),
  london("what's on 19/11", list('day', '2026-11-19')),
  london('anything booked in for 3/12?', list('day', '2026-12-03')),
  london('whats my next job', list('next')),
  london('what I have for today please', ...today),
  london(
    'what is on thursday and friday',
    [list('day', '2026-11-12'), list('day', '2026-11-13')],
    [list('tomorrow'), list('day', '2026-11-13')],
    list('week'),
  ),
  // New York
  newYork('whats on my plate today', ...today),
  newYork('did I miss anything, anything late?', list('overdue')),
  newYork('calls tmrw?', ...tomorrow),
  newYork('whats on 11/20', list('day', '2026-11-20')),
  newYork("hey uh what's, what's the next thing I got, I'm in the truck", list('next')),
  newYork('what do i have this weekend', list('week'), [list('day', '2026-11-14'), list('day', '2026-11-15')]),
  newYork('anything on tuesday?', list('day', '2026-11-17')),
  newYork('what moves we got this week', list('week')),
  newYork('whats overdo', list('overdue')),
  newYork('what I have tomorow', ...tomorrow),
  newYork('whats left for today', ...today),
  within(listed('swap filters 2 Hylan Blvd', 'warranty claim Trane unit', 'call back Mrs Russo'), newYork('and tmrw?', ...tomorrow)),
];

export const EIGHTYFOURTH_FREE_TIME: HeldOutItem[] = [
  // London (now Wednesday 15:00)
  london('am i free thurs afternoon', freeL('11-12', '12:00', '17:00')),
  london('am I free fri mornin la, fella in walton wants me to price up his hall', freeL('11-13', '08:00', '12:00')),
  london('Do I have any gaps tomorrow? Landlord wants a viewing squeezed in', freeL('11-12', '08:00', '18:00')),
  london('am I free monday between 10 and 12', freeL('11-16', '10:00', '12:00')),
  london('have I anything on the night or am I free', freeL('11-11', '17:00', '21:00')),
  london('free saturday?', freeL('11-14', '08:00', '18:00')),
  london('could i squeeze a site visit in this afternoon, am i free', freeL('11-11', '15:00', '17:00'), freeL('11-11', '12:00', '17:00')),
  london('when am I free on tuesday', freeL('11-17', '08:00', '18:00')),
  london('free after 2 tmrw?', freeL('11-12', '14:00', '18:00'), freeL('11-12', '14:00', '21:00')),
  london('I am free on friday afternoon? building control want to come', freeL('11-13', '12:00', '17:00')),
  london('got any free time next wednesday morning', freeL('11-18', '08:00', '12:00'), freeL('11-25', '08:00', '12:00')),
  london('am I free 3/12, customer wants a consumer unit swap', freeL('12-03', '08:00', '18:00')),
  // New York (now Wednesday 10:00)
  newYork('am I free this afternoon', freeN('11-11', '12:00', '17:00')),
  newYork('any openings thursday morning for a service call', freeN('11-12', '08:00', '12:00')),
  newYork('am i free tmrw evening', freeN('11-12', '17:00', '21:00')),
  newYork('so uh am I free like friday, the whole day, or no', freeN('11-13', '08:00', '18:00')),
  newYork('free sunday 1 to 4 for an open house?', freeN('11-15', '13:00', '16:00')),
  newYork('do i have time monday afternoon', freeN('11-16', '12:00', '17:00')),
  newYork('am I free 11/19 morning, got a 3 bedroom to move in riverdale', freeN('11-19', '08:00', '12:00')),
  newYork(
    'what does next tuesday look like, am I free?',
    freeN('11-17', '08:00', '18:00'),
    freeN('11-24', '08:00', '18:00'),
    list('day', '2026-11-17'),
    list('day', '2026-11-24'),
  ),
  newYork('I am free tomorrow from 9 to 11?', freeN('11-12', '09:00', '11:00')),
  newYork('do i have anything this morning or am i free', freeN('11-11', '10:00', '12:00'), freeN('11-11', '08:00', '12:00')),
  newYork('free saturday afternoon?', freeN('11-14', '12:00', '17:00')),
];

export const EIGHTYFOURTH_UNCLEAR: HeldOutItem[] = [
  // London
  london('the boiler', unclear, ASK),
  london('mrs jenkins thurs', unclear, ASK),
  london('wharrabout the other one', unclear, ASK),
  london('move it', unclear, ASK),
  london('Landlord at 4', unclear, ASK),
  london('Can you do the thing for 22 Carlton St', unclear, ASK),
  london('that yoke for the morra', unclear, ASK),
  within(current('rekey front door Ormeau Rd', l('11-12 10:00')), london('change it to the other day', unclear, ASK)),
  london('skip', unclear, ASK, NO_CHANGE),
  london('cancel', unclear, ASK, NO_CHANGE),
  london('EICR 2 or 3', unclear, ASK),
  london('for the Ealing job the same like before', unclear, ASK, NO_CHANGE),
  within(listed('Gas Safe cert 41 Purley Way', 'service combi Mrs Adeyemi', 'pick up flue kit'), london('done 5', unclear, ASK)),
  // New York
  newYork('4C again', unclear, ASK, NO_CHANGE),
  newYork('push it', unclear, ASK),
  newYork('the warranty one, tuesday or whatever', unclear, ASK),
  newYork('ok so the, uh, the thing with the, you know, for Mrs, uh, the lady on Palisade, yeah so that, can you', unclear, ASK),
  newYork('the Prospect Pl one', unclear, ASK),
  newYork('same as last time', unclear, ASK, NO_CHANGE),
  newYork('truck 2 sat', unclear, ASK),
  within(
    { pending: { about: 'which_task', options: ['call Sergei re COI', 'call Sergei re truck rental'] } },
    newYork('the sergei one', unclear, ASK, [{ kind: 'answer', text: '', pick: null }]),
  ),
  newYork('need do it before', unclear, ASK),
  newYork('the Hendersons', unclear, ASK, NO_CHANGE),
  newYork('done', unclear, ASK),
  within(current('invoice Westchester Country Club pool closing', n('11-13 12:00')), newYork('change it', unclear, ASK)),
];

const ack = talk('acknowledgement');

export const EIGHTYFOURTH_BARE: HeldOutItem[] = [
  // London
  london('ok', ack, NO_CHANGE),
  london('ta', talk('thanks'), ack, NO_CHANGE),
  london('sound', ack, NO_CHANGE),
  london('boss', ack, NO_CHANGE),
  london('hmm', NO_CHANGE),
  london('aye grand', ack, NO_CHANGE),
  london('dead on', ack, NO_CHANGE),
  london('cheers mate', talk('thanks'), NO_CHANGE),
  london('lush', ack, NO_CHANGE),
  london('tidy', ack, NO_CHANGE),
  london('ok thank you', talk('thanks'), ack, NO_CHANGE),
  london('?', NO_CHANGE),
  london('👍', ack, NO_CHANGE),
  within(listed('quote for turf Sevenoaks', 'order skip for Mr Hale', 'invoice Tonbridge job'), london('k', ack, NO_CHANGE)),
  london('nice one', talk('thanks'), ack, NO_CHANGE),
  london('alright', talk('greeting'), ack, NO_CHANGE),
  // New York
  newYork('k thx', talk('thanks'), ack, NO_CHANGE),
  newYork('lol', NO_CHANGE),
  newYork('bet', ack, NO_CHANGE),
  newYork('word', ack, NO_CHANGE),
  newYork('cool cool', ack, NO_CHANGE),
  newYork('nvm', NO_CHANGE),
  newYork('uh yeah okay', ack, NO_CHANGE),
  newYork('ugh', talk('feeling'), NO_CHANGE),
  newYork('ok good', ack, NO_CHANGE),
  newYork('perfect thanks', talk('thanks'), NO_CHANGE),
  newYork('mhm', ack, NO_CHANGE),
  newYork('help', HELP, NO_CHANGE),
  within(current('get COI to 200 E 72nd building mgmt', n('11-12 09:00')), newYork('got it', ack, NO_CHANGE)),
  newYork('lmao ok', ack, NO_CHANGE),
];
