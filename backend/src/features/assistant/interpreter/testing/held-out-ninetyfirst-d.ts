/**
 * Held-out messages (part ninety-first, d): fourteen people who work the land, the water and the animals.
 * On London time, writing day-first dates: a dairy farmer in Somerset (milk price, the vet, silage), a tree
 * surgeon in Kent (quotes, chippers, TPO consents), a landscape gardener in Cheltenham (patios, turf, clients'
 * plans), a fishing-boat owner in Peterhead who writes some Doric Scots (landings, the harbour, crew; "the morn"
 * is tomorrow), a sheep farmer in Powys who drops in Welsh words (lambing, the mart, scanning), a beekeeper and
 * honey seller in Norfolk (hives, jars, farmers' markets) and a mobile horse vet in Newmarket who writes Irish
 * English (yards, call-outs, vaccinations). On New York time, writing month-first dates: an urban farmer with
 * rooftop beds in Red Hook (CSA boxes, seedlings, restaurants), a landscaper on Staten Island (crews, mulch, snow
 * contracts), an arborist in Westchester (removals, permits, the bucket truck), a florist-grower on Long Island
 * whose first language is Italian (greenhouses, wholesale, weddings), a pool-service owner in New Jersey
 * (openings, chemicals, techs), a pet-sitter and dog-trainer in Astoria whose first language is Tagalog
 * (clients, keys, classes) and an oyster farmer in the Bronx who writes some Puerto Rican Spanish (harvests,
 * permits, restaurant orders). Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 *
 * Free-time windows, kept throughout: morning 08:00-12:00, afternoon 12:00-17:00, evening (tonight)
 * 17:00-21:00, a whole day 08:00-18:00, all local. A window already under way ("this afternoon", "rest of
 * today") may also start now; both readings are given.
 */
import type { Intent } from '../intent';
import {
  type HeldOutItem,
  HELP,
  NO_CHANGE,
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
  unclear,
  dilemma,
  within,
} from './held-out-kit';

const askBack: Intent = { kind: 'ask', text: '', options: [] };
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
const afterList = (...listed: string[]) => ({ listed });

export const NINETYFIRST_RECALL: HeldOutItem[] = [
  london('what did i decide about the milk price, stay with the co-op or not?', recall('milk price'), recall('co op')),
  london('remind me what we settled on for the silage contractor this year', recall('silage contractor'), recall('silage')),
  london('did I decide to buy or hire the new chipper? cant remember for the life of me', recall('chipper')),
  london(
    'what was my reasoning on the sevenoaks oak, the TPO one. did i turn it down in the end',
    recall('tpo'),
    recall('oak'),
    recall('sevenoaks'),
  ),
  london('what did i go with for the hendersons patio again, sandstone or porcelain', recall('patio'), recall('hendersons')),
  london('did we ever land on a turf supplier or is that still up in the air', recall('turf')),
  london('fit did a decide aboot the new deckhand, mind?', recall('deckhand')),
  london('whit wis it a said aboot landin at fraserburgh insteed o peterheid', recall('fraserburgh'), recall('landin')),
  london('bore da. what did I decide about the scanning man this year, same fella as last?', recall('scanning')),
  london(
    'duw what was it i decided re the store lambs, builth mart or keep them on over winter',
    recall('store lambs'),
    recall('builth'),
    recall('lambs'),
  ),
  london('what price did I decide on for the 340g jars', recall('jars'), recall('340g')),
  london('did i decide to do the aylsham market in december or give it a miss', recall('aylsham'), recall('market')),
  london(
    "what did I decide about charging the call-out fee on the sunday jobs, I can't mind it at all",
    recall('call out'),
    recall('sunday'),
  ),
  london('had I decided to give up the flu jabs at the moulton yard? tell me there', recall('moulton'), recall('flu')),
  newYork('what did we decide about the CSA box price for winter', recall('csa'), recall('box price')),
  newYork(
    "didn't i decide to stop selling microgreens to that place on van brunt? what was the reason",
    recall('microgreens'),
    recall('van brunt'),
  ),
  newYork('yo what did i end up deciding on the snow contract w the mall on richmond ave', recall('snow contract'), recall('richmond')),
  newYork('did i make a call on bulk mulch vs bagged for next season', recall('mulch')),
  newYork('whats the decision i made about the bucket truck lease, remind me', recall('bucket truck'), recall('lease')),
  newYork('what did I decide re: the scarsdale permit mess', recall('scarsdale'), recall('permit')),
  newYork(
    'what I decided for the wedding of the Russo family, peonies or the garden roses? i dont remember',
    recall('russo'),
    recall('wedding'),
  ),
  newYork('the wholesale from hunts point, did I decide to stop it? ricordami please', recall('hunts point'), recall('wholesale')),
  newYork('what did i decide on raising the opening price for 2027', recall('opening price'), recall('opening')),
  newYork('remind me what i said about kyle the new tech, keeping him on over winter or no', recall('kyle')),
  newYork(
    'ano nga ulit, what did I decide about the sunday group class? cancel or move to saturday?',
    recall('group class'),
    recall('class'),
  ),
  newYork('did i decide already to stop keeping clients keys overnight? hay naku i forgot', recall('keys')),
  newYork('oye what did I decide about the harvest permit renewal', recall('permit')),
  newYork(
    'what was the call on that restaurant on city island, the one that pays late. did we cut them off',
    recall('city island'),
    recall('restaurant'),
  ),
];

export const NINETYFIRST_PRIORITISE: HeldOutItem[] = [
  london('so much on this week with the vet and the silage clamp, what do i tackle first', prioritise('focus')),
  london('plan the rest of my day for me, milking done and the parlour washed down', prioritise('plan_day')),
  london('too many quotes to write and 3 jobs booked in, what can i let slide', prioritise('drop')),
  london('which of my jobs actually matters most today', prioritise('focus'), prioritise('plan_day')),
  london('right, sort my afternoon out for me please, rained off the patio job', prioritise('plan_day')),
  london('i cant do all of this, tell me what to bin', prioritise('drop')),
  london('fit should a be gettin on wi first the day', prioritise('focus'), prioritise('plan_day')),
  london('ower muckle tae dae this wik, fit can a leave', prioritise('drop')),
  london("lambing kit to order, mart tuesday, scanning booked... what's the priority? diolch", prioritise('focus')),
  london('iawn, can you lay out my day for me', prioritise('plan_day')),
  london("what's most important on my list rn, bees or the jars", prioritise('focus'), dilemma),
  london("need to drop something before saturday's market, what's least important", prioritise('drop')),
  london("I'm after getting three call-outs on top of the yard list, what'll I put off", prioritise('drop')),
  london('what should I be at first, give me an order for the day so', prioritise('plan_day'), prioritise('focus')),
  newYork('what should i focus on today, CSA packing or the seedling order', prioritise('focus'), dilemma),
  newYork('map out my day for me, crews went out at 7 and i got the office to myself', prioritise('plan_day')),
  newYork('way too much on my plate, what can i push or straight up kill', prioritise('drop')),
  newYork('whats the top thing rn', prioritise('focus')),
  newYork('help me plan today, bucket truck is in the shop till 2', prioritise('plan_day')),
  newYork('what is the most urgent thing, i have no head today', prioritise('focus')),
  newYork('too many things, which ones i can cancel this week?', prioritise('drop')),
  newYork('give me a game plan for the day, 3 openings and a green pool in Paramus', prioritise('plan_day')),
  newYork('what needs doing first, chem order or the tech schedule', prioritise('focus'), dilemma),
  newYork('ang dami ko gagawin, what should i skip today', prioritise('drop')),
  newYork("what's priority today? I got harvest and 2 deliveries, ay bendito", prioritise('focus'), prioritise('plan_day')),
  newYork('organize my day pls', prioritise('plan_day')),
];

export const NINETYFIRST_AGENDA: HeldOutItem[] = [
  london('what have i got on today', list('today'), list('day', '2026-11-11')),
  london("anything i've missed? overdue stuff", list('overdue')),
  london('whats on tmrw', list('tomorrow'), list('day', '2026-11-12')),
  london('show me the week ahead', list('week')),
  london("what's next on my list", list('next')),
  london("what's on for friday, the chipper's back from service then", list('day', '2026-11-13')),
  london("fit's on the morn", list('tomorrow'), list('day', '2026-11-12')),
  london('fit hiv a got on monday', list('day', '2026-11-16')),
  london("what's on dydd sadwrn", list('day', '2026-11-14')),
  london('list for the week pls', list('week')),
  london("what's on the 28th", list('day', '2026-11-28')),
  london("what's left for today", list('today'), list('day', '2026-11-11')),
  london('what yards have I on tomorrow', list('tomorrow'), list('day', '2026-11-12')),
  london('is there anything I let slip, anything gone past its date', list('overdue')),
  london("what's on 3/12", list('day', '2026-12-03')),
  newYork('whats on my plate today', list('today'), list('day', '2026-11-11')),
  newYork('whats coming up next', list('next')),
  newYork('what do i have thursday', list('tomorrow'), list('day', '2026-11-12')),
  newYork('show overdue', list('overdue')),
  newYork("what's my week look like", list('week')),
  newYork('what I have on 11/20', list('day', '2026-11-20')),
  newYork('what do I got monday?', list('day', '2026-11-16')),
  newYork('whats on the schedule tmr', list('tomorrow'), list('day', '2026-11-12')),
  newYork('anything late that i forgot about', list('overdue')),
  newYork('list this week please salamat', list('week')),
  newYork("what's on sunday", list('day', '2026-11-15')),
  newYork('what do i have next tuesday', list('day', '2026-11-17'), list('day', '2026-11-24')),
  newYork('que tengo pa hoy', list('today'), list('day', '2026-11-11')),
];

export const NINETYFIRST_FREE_TIME: HeldOutItem[] = [
  london('any gap tmrw afternoon for the vet to come out', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('am I free friday morning to go see the milk buyer', free(l('11-13 08:00'), l('11-13 12:00'))),
  london('free all day monday?', free(l('11-16 08:00'), l('11-16 18:00'))),
  london('am i free this evening', free(l('11-11 17:00'), l('11-11 21:00'))),
  london('got a window saturday morning to price up a crown reduction?', free(l('11-14 08:00'), l('11-14 12:00'))),
  london("am a free the morn's mornin", free(l('11-12 08:00'), l('11-12 12:00'))),
  london('am a free the nicht', free(l('11-11 17:00'), l('11-11 21:00'))),
  london('free tomorrow between 2 and 4?', free(l('11-12 14:00'), l('11-12 16:00'))),
  london('any time free on dydd llun', free(l('11-16 08:00'), l('11-16 18:00'))),
  london('am I free the rest of today', free(l('11-11 15:00'), l('11-11 18:00'))),
  london('free next tuesday morning?', free(l('11-17 08:00'), l('11-17 12:00')), free(l('11-24 08:00'), l('11-24 12:00'))),
  london('would I have a gap thursday afternoon for a lameness workup', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('am I free this afternoon at all', free(l('11-11 15:00'), l('11-11 17:00')), free(l('11-11 12:00'), l('11-11 17:00'))),
  london('is friday free? want to get the turf down at the Patels', free(l('11-13 08:00'), l('11-13 18:00'))),
  newYork('am i free friday afternoon', free(n('11-13 12:00'), n('11-13 17:00'))),
  newYork('do i have time tomorrow morning for the restaurant drop offs', free(n('11-12 08:00'), n('11-12 12:00'))),
  newYork('free tonight?', free(n('11-11 17:00'), n('11-11 21:00'))),
  newYork('am i free between 1 and 3 today', free(n('11-11 13:00'), n('11-11 15:00'))),
  newYork('am i clear monday? new client wants a pool closing', free(n('11-16 08:00'), n('11-16 18:00'))),
  newYork('free saturday? client wants a consult on the big maple', free(n('11-14 08:00'), n('11-14 18:00'))),
  newYork('is thursday morning open', free(n('11-12 08:00'), n('11-12 12:00'))),
  newYork('do I have a free slot this afternoon', free(n('11-11 12:00'), n('11-11 17:00'))),
  newYork(
    'free ba ako this morning? may bagong client sa ditmars',
    free(n('11-11 10:00'), n('11-11 12:00')),
    free(n('11-11 08:00'), n('11-11 12:00')),
  ),
  newYork('am i free wed the 18th in the morning', free(n('11-18 08:00'), n('11-18 12:00'))),
  newYork('tengo tiempo el viernes por la tarde? like am i free', free(n('11-13 12:00'), n('11-13 17:00'))),
  newYork('am I free the next two hours', free(inMinutes(0), inMinutes(120))),
  newYork('11/19 evening free? the greenhouse guy can come after work', free(n('11-19 17:00'), n('11-19 21:00'))),
];

const turfReminder = reminded('Order turf for the Smiths', l('11-11 15:00'));
const floristList = afterList('Call Paolo about the orchids', 'Greenhouse heater check', 'Deliver bouquets to the Russo wedding');
const beeList = afterList('Feed the hives fondant', 'Label the 340g jars', 'Book a pitch at Aylsham market');

export const NINETYFIRST_UNCLEAR: HeldOutItem[] = [
  london('move it', unclear, [askBack]),
  london('the vet', unclear, [askBack], NO_CHANGE),
  london('silage 3', unclear, [askBack]),
  london('change the time', unclear, [askBack]),
  london('ken the thing wi the harbour, aye that', unclear, [askBack], NO_CHANGE),
  london('pit it aff', unclear, [askBack]),
  london('the tup. tuesday. or wednesday maybe', unclear, [askBack], NO_CHANGE),
  london('jars 4', unclear, [askBack]),
  london('remind me', unclear, [askBack]),
  london('that yard on the bury road, the grey mare, you know yourself', unclear, [askBack], NO_CHANGE),
  london('do the same as last time for the hamilton yard', unclear, [askBack]),
  within(turfReminder, london('the other one', unclear, [askBack])),
  within(beeList, london('do that one', unclear, [askBack])),
  within(beeList, london('4 is sorted', unclear, [askBack])),
  london('milk tanker tues or weds, whichever', unclear, [askBack]),
  newYork('push it', unclear, [askBack]),
  newYork('the mulch thing', unclear, [askBack], NO_CHANGE),
  newYork('tuesday', unclear, [askBack], NO_CHANGE),
  newYork('cancel', unclear, [askBack]),
  newYork('set it for the usual time', unclear, [askBack]),
  newYork('change it to 4', unclear, [askBack]),
  within(floristList, newYork('the wedding one, not the other', unclear, [askBack])),
  within(floristList, newYork('number 5 is done', unclear, [askBack])),
  newYork('same as monday', unclear, [askBack], NO_CHANGE),
  newYork('keys', unclear, [askBack], NO_CHANGE),
  newYork('el permiso ese, tu sabes', unclear, [askBack], NO_CHANGE),
  newYork('4:30 or 5 whatever works for him', unclear, [askBack]),
  newYork('pool at the kaplans 11/12 or 11/13 not sure yet', unclear, [askBack], NO_CHANGE),
  newYork('delete', unclear, [askBack]),
];

const ack = talk('acknowledgement');
const thanks = talk('thanks');
const keepOffer = { pending: { about: 'keep' as const, text: 'The co-op price drop makes the Arla offer worth a proper look.' } };
const poolList = afterList('Chem order for the Wayne route', 'Open the Levys pool', 'Text Marco the Friday schedule');

export const NINETYFIRST_BARE: HeldOutItem[] = [
  london('ok', ack, NO_CHANGE),
  london('grand so', ack, NO_CHANGE),
  london('aye', ack, NO_CHANGE),
  london('aye fine', ack, NO_CHANGE),
  london('right', ack, NO_CHANGE),
  london('hmm', ack, NO_CHANGE),
  london('sound', ack, NO_CHANGE),
  london('ta', thanks, ack, NO_CHANGE),
  london('lol', ack, NO_CHANGE),
  london('?', ack, [HELP], NO_CHANGE),
  london('👍', ack, NO_CHANGE),
  london('iawn', ack, NO_CHANGE),
  london('diolch', thanks, ack, NO_CHANGE),
  london('nae bother', ack, NO_CHANGE),
  london('fair enough', ack, NO_CHANGE),
  within(keepOffer, london('hmm', ack, NO_CHANGE)),
  within(beeList, london('ok', ack, NO_CHANGE)),
  newYork('k thx', thanks, ack, NO_CHANGE),
  newYork('bet', ack, NO_CHANGE),
  newYork('word', ack, NO_CHANGE),
  newYork('ok cool', ack, NO_CHANGE),
  newYork('lol ok', ack, NO_CHANGE),
  newYork('hmmm', ack, NO_CHANGE),
  newYork('??', ack, [HELP], NO_CHANGE),
  newYork('sige', ack, NO_CHANGE),
  newYork('dale', ack, NO_CHANGE),
  newYork('va bene', ack, NO_CHANGE),
  newYork('ok grazie', thanks, ack, NO_CHANGE),
  newYork('👌', ack, NO_CHANGE),
  newYork('yup', ack, NO_CHANGE),
  newYork('oh', ack, NO_CHANGE),
  newYork('haha', ack, NO_CHANGE),
  newYork('kk', ack, NO_CHANGE),
  within(poolList, newYork('cool cool', ack, NO_CHANGE)),
  within(floristList, newYork('ah ok', ack, NO_CHANGE)),
];
