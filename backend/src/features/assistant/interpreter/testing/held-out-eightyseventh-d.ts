/**
 * Held-out set, part eighty-seven D: fourteen small-trade people texting daily. On London time
 * (day-first dates): a food-truck owner in Bristol (pitches, gas bottles, council street-trading
 * licences), a wedding-cake baker in York (tastings, deposits, tiers), a caterer in Brixton who
 * writes some Jamaican patois (jerk orders, event menus, hire kit), a pub landlady in Glasgow who
 * writes some Scots (deliveries, quiz night, staff rota), a florist in Brighton (weddings, funeral
 * tributes, early market runs), a street-food seller at Borough Market whose first language is
 * Portuguese (pastéis, stall rent, suppliers) and a mobile DJ in Leicester (weddings, PA hire,
 * playlists). On New York time (month-first dates): a taco-truck owner in Sunset Park who writes
 * some Spanish (permits, commissary, prep), a private chef in Tribeca (clients, menus, grocery
 * runs), a wedding planner in Hoboken (vendors, run-of-show, venue walk-throughs), a bagel-shop
 * owner in Astoria whose first language is Greek (flour orders, the oven guy, staff), a cocktail
 * caterer in Bushwick (bartenders, ice, liquor licence), a bodega owner in Harlem whose first
 * language is Arabic (distributors, the lotto machine, inspections) and an events photographer in
 * Jersey City (shoots, galleries, second shooters). Every message is read at Wednesday
 * 11 November 2026, 15:00 London / 10:00 New York.
 */
// Free-time windows used throughout (local time): morning 09:00-12:00, afternoon 12:00-17:00,
// evening 17:00-21:00, a whole day 09:00-21:00. "this morning" / "this afternoon" when part of it
// has passed is also accepted as running from now to its end.
import type { Intent } from '../intent';
import {
  type HeldOutItem,
  HELP,
  NO_CHANGE,
  london,
  newYork,
  dilemma,
  free,
  inMinutes,
  l,
  list,
  n,
  prioritise,
  recall,
  talk,
  task,
  unclear,
  within,
} from './held-out-kit';

/** A question back to the person: kept pending so the next message answers it. */
const askBack: Intent = { kind: 'ask', text: '', options: [] };
/** Every reading a careful assistant may give a message it cannot act on yet. */
const unsure: (Intent | Intent[] | typeof NO_CHANGE)[] = [unclear, askBack, NO_CHANGE];
/** The reminder "Did you get to X?" was just sent. */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
/** The last numbered list daily sent. */
const listed = (...titles: string[]) => ({ listed: titles });

/** Asking what they decided before. */
export const EIGHTYSEVENTH_RECALL: HeldOutItem[] = [
  // Bristol food truck
  london('what did i decide about the gas bottle supplier again? calor or the other lot', recall('gas'), recall('calor')),
  london(
    'remind me what i settled on for the harbourside pitch fee, did i say yes to the £45 a day',
    recall('harbourside'),
    recall('pitch'),
  ),
  // York cake baker
  london('Did I ever decide whether to take deposits by bank transfer only? cant remember', recall('deposit'), recall('bank transfer')),
  london(
    'what was it I decided about the three tier lemon and elderflower for the Hendersons',
    recall('hendersons'),
    recall('three tier'),
    recall('lemon and elderflower'),
  ),
  // Brixton caterer
  london('wah mi did decide bout di chafing dish hire again? mi memory gone', recall('chafing'), recall('hire')),
  london('yo what did i say bout the jerk order minimum, was it 20 portions or 30', recall('minimum'), recall('jerk order')),
  // Glasgow landlady
  london('whit did a decide aboot the quiz night prize again, bar tab or cash', recall('quiz'), recall('prize')),
  london('mind when we decided on the new sunday rota? what wis it again', recall('rota')),
  // Brighton florist
  london('What did I go with for the early market runs, Tuesdays or Thursdays?', recall('market')),
  // Borough Market, Portuguese
  london("please what I decided about the stall rent increase? I don't remember it well", recall('stall rent'), recall('rent')),
  london(
    'sorry what I choose for the nata supplier, the one in Vauxhall or the other one from Stockwell?',
    recall('supplier'),
    recall('nata'),
  ),
  // Leicester DJ
  london('did i decide on buying my own PA or keep hiring it? can u check', recall('pa')),
  london('what was my decision on the no requests rule for weddings again', recall('requests'), recall('no requests rule')),

  // Sunset Park taco truck
  newYork('oye what did i decide about the commissary, staying w the one in red hook or no?', recall('commissary')),
  newYork('que decidí sobre el permit renewal? the mobile vending one', recall('permit')),
  // Tribeca private chef
  newYork("Remind me what I decided re: the Feldmans' dietary stuff. did we go fully dairy-free?", recall('feldman'), recall('dairy')),
  newYork('what did i land on for grocery runs, whole foods delivery or me going to chelsea market', recall('grocery')),
  // Hoboken wedding planner
  newYork('what did I decide about the florist for the Ortiz wedding again', recall('ortiz'), recall('florist')),
  newYork('did we ever decide on a rain plan for pier A or no', recall('rain plan'), recall('rain')),
  // Astoria bagels, Greek
  newYork('what I decide for the flour order, the 50 pound bags or the 25?', recall('flour')),
  newYork('the oven guy, what i decided, repair or buy new one?', recall('oven')),
  // Bushwick cocktails
  newYork('what did we decide on ice again, reddy ice or the greenpoint guy', recall('ice')),
  // Harlem bodega, Arabic
  newYork('what i decide about lotto machine, keep it or give back?', recall('lotto')),
  newYork('my brother ask what we decide about the coke distributor, you have it?', recall('distributor'), recall('coke')),
  // Jersey City photographer
  newYork('what did i decide on second shooter rates for 2027', recall('second shooter')),
  newYork('quick one - did I decide to deliver galleries in 3 weeks or 4?', recall('galleries'), recall('gallery')),
];

/** What to focus on, what to drop, plan the day. */
export const EIGHTYSEVENTH_PRIORITISE: HeldOutItem[] = [
  // Bristol food truck
  london(
    'got the licence renewal, gas safety check n a pitch at the harbour all this wk, what do i do first',
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  london('too much on mate, what can i bin off this week', prioritise('drop')),
  // York cake baker
  london('Can you plan my day? tastings at 11 and 2 and three tiers still to stack', prioritise('plan_day')),
  london("what's the most important thing for me to crack on with today", prioritise('focus')),
  // Brixton caterer
  london('bwoy mi have too much pon mi plate, wah fi drop', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  london('sort out mi day fi mi fam, what first', prioritise('plan_day'), prioritise('focus')),
  // Glasgow landlady
  london('am fair drownin here, whit can a leave till next week', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  london('plan ma day hen, deliveries comin at 10 and the rota tae dae', prioritise('plan_day')),
  // Brighton florist
  london('what should I focus on first, the Hadley wedding arch or the funeral tributes?', prioritise('focus'), dilemma),
  london('help me plan tomorrow? market at 5am then two deliveries out to Hove', prioritise('plan_day')),
  // Borough Market, Portuguese
  london('I have many things today, what is more important to do first?', prioritise('focus')),
  london('what I can leave for later? is too much this week', prioritise('drop')),
  // Leicester DJ
  london('what needs doin first, got three wedding playlists to finish and the PA to collect', prioritise('focus')),

  // Sunset Park taco truck
  newYork('ayúdame plan my day, prep, commissary, permit office', prioritise('plan_day')),
  newYork('que hago primero hoy', prioritise('focus')),
  // Tribeca private chef
  newYork('What should I tackle first today? Menu for the Kaplans or the grocery run', prioritise('focus'), dilemma),
  newYork("I can't do everything this week. what do I cut?", prioritise('drop')),
  // Hoboken wedding planner
  newYork("lay out my day for me pls, I've got 3 vendor calls and a walkthrough at 2", prioritise('plan_day')),
  newYork("what's top priority rn", prioritise('focus')),
  // Astoria bagels
  newYork('too many things, which one i can skip today?', prioritise('drop')),
  // Bushwick cocktails
  newYork('whats the one thing i gotta get done today', prioritise('focus')),
  newYork('drowning in bartender scheduling lol what can wait', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  // Harlem bodega
  newYork("please organize my day, I don't know where to start", prioritise('plan_day'), prioritise('focus')),
  // Jersey City photographer
  newYork("edit queue is insane. what's most urgent", prioritise('focus')),
  newYork('map out tomorrow for me? two shoots and a ton of culling', prioritise('plan_day')),
];

/** What's on: today, tomorrow, this week, overdue, next, a given day. */
export const EIGHTYSEVENTH_AGENDA: HeldOutItem[] = [
  // Bristol food truck
  london('whats on today', list('today'), list('day', '2026-11-11')),
  london('wot have i got tmrw', list('tomorrow'), list('day', '2026-11-12')),
  // York cake baker
  london("What's in the diary for this week?", list('week')),
  london("anything I've missed? feel like ive let a few slide", list('overdue')),
  // Brixton caterer
  london('wah mi have pon friday', list('day', '2026-11-13')),
  london('show me everyting overdue fam', list('overdue')),
  // Glasgow landlady
  london("whit's next", list('next')),
  london("what've a got on the 3rd", list('day', '2026-12-03')),
  // Brighton florist
  london("what have I got saturday? think it's the Morgan wedding", list('day', '2026-11-14')),
  london("list this week's jobs please", list('week')),
  // Borough Market, Portuguese
  london('what I have for monday?', list('day', '2026-11-16')),
  // Leicester DJ
  london('whats next on my list', list('next')),
  london("what've i got on 21/11", list('day', '2026-11-21')),

  // Sunset Park taco truck
  newYork('que tengo hoy', list('today'), list('day', '2026-11-11')),
  newYork('what do i got tmr', list('tomorrow'), list('day', '2026-11-12')),
  // Tribeca private chef
  newYork("What's on for the rest of the week?", list('week')),
  // Hoboken wedding planner
  newYork("what's on for 11/21?", list('day', '2026-11-21')),
  newYork('anything overdue? pls say no', list('overdue')),
  // Astoria bagels
  newYork('what i have to do next', list('next')),
  newYork("what's on thursday", list('day', '2026-11-12'), list('tomorrow')),
  // Bushwick cocktails
  newYork('wats the week lookin like', list('week')),
  // Harlem bodega
  newYork('what is on for today please', list('today'), list('day', '2026-11-11')),
  newYork('show me what i forgot', list('overdue')),
  // Jersey City photographer
  newYork('what have i got on 12/5', list('day', '2026-12-05')),
  newYork('next tues whats on', list('day', '2026-11-17'), list('day', '2026-11-24')),
];

/** "Am I free ...": morning 09-12, afternoon 12-17, evening 17-21, a whole day 09-21. */
export const EIGHTYSEVENTH_FREE_TIME: HeldOutItem[] = [
  // Bristol food truck
  london('am i free thurs afternoon? council want a call about the licence', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('got any time tmrw morning', free(l('11-12 09:00'), l('11-12 12:00'))),
  // York cake baker
  london('Do I have a gap on Friday for a tasting? any time really', free(l('11-13 09:00'), l('11-13 21:00'))),
  london('free between 2 and 4 on monday?', free(l('11-16 14:00'), l('11-16 16:00'))),
  // Brixton caterer
  london('mi free dis evening?', free(l('11-11 17:00'), l('11-11 21:00'))),
  london('am i free sat 6-9 for a jerk pop up', free(l('11-14 18:00'), l('11-14 21:00'))),
  // Glasgow landlady
  london('am a free the morra efternoon', free(l('11-12 12:00'), l('11-12 17:00'))),
  london(
    'any time free this afternoon for the brewery rep',
    free(inMinutes(0), l('11-11 17:00')),
    free(l('11-11 12:00'), l('11-11 17:00')),
  ),
  // Brighton florist
  london('am I free on the 19th? bride wants a consult', free(l('11-19 09:00'), l('11-19 21:00'))),
  london('free next wed morning for a consultation?', free(l('11-18 09:00'), l('11-18 12:00')), free(l('11-25 09:00'), l('11-25 12:00'))),
  // Borough Market, Portuguese
  london('I have free time tomorrow between 10 and 12? the supplier want to meet', free(l('11-12 10:00'), l('11-12 12:00'))),
  // Leicester DJ
  london('am i free the evening of the 21st for a wedding gig', free(l('11-21 17:00'), l('11-21 21:00'))),
  london(
    'anything on thursday 3 till 6? mate wants to borrow the decks',
    free(l('11-12 15:00'), l('11-12 18:00')),
    list('day', '2026-11-12'),
  ),

  // Sunset Park taco truck
  newYork('estoy libre mañana en la tarde? tengo que ir al permit office', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('free friday morning?', free(n('11-13 09:00'), n('11-13 12:00'))),
  // Tribeca private chef
  newYork('Do I have anything between 1 and 3 tomorrow? Client wants a tasting', free(n('11-12 13:00'), n('11-12 15:00'))),
  newYork('am i free saturday evening, the Wexlers want a dinner', free(n('11-14 17:00'), n('11-14 21:00'))),
  // Hoboken wedding planner
  newYork('Any free time Monday for a venue walkthrough in Hoboken?', free(n('11-16 09:00'), n('11-16 21:00'))),
  newYork('am I open this afternoon', free(n('11-11 12:00'), n('11-11 17:00'))),
  // Astoria bagels
  newYork('I am free tomorrow early, like 7 to 9, for the oven guy?', free(n('11-12 07:00'), n('11-12 09:00'))),
  // Bushwick cocktails
  newYork('got time thurs 7-10pm? tasting w the new bartenders', free(n('11-12 19:00'), n('11-12 22:00'))),
  // Harlem bodega
  newYork('I am free this morning? inspector maybe come', free(inMinutes(0), n('11-11 12:00')), free(n('11-11 09:00'), n('11-11 12:00'))),
  // Jersey City photographer
  newYork('am i free 11/20 all day', free(n('11-20 09:00'), n('11-20 21:00'))),
  newYork(
    'free next tuesday afternoon for a headshot session?',
    free(n('11-17 12:00'), n('11-17 17:00')),
    free(n('11-24 12:00'), n('11-24 17:00')),
  ),
  newYork('do i have any time sunday between noon and 4', free(n('11-15 12:00'), n('11-15 16:00'))),
];

/** Messages a careful assistant would ask back about. */
export const EIGHTYSEVENTH_UNCLEAR: HeldOutItem[] = [
  // Bristol food truck
  london('the van thing', ...unsure),
  london('move it', ...unsure),
  // York cake baker
  london(
    'the Patels tasting friday at 3',
    ...unsure,
    task('Patels tasting', l('11-13 15:00')),
    task('the Patels tasting', l('11-13 15:00')),
  ),
  london('cancel', ...unsure),
  // Brixton caterer
  london('di ting wid Marcia, yuh know di one', ...unsure),
  london('change it to di odda one', ...unsure),
  // Glasgow landlady
  london("that's no right", ...unsure),
  london('dae the usual for thursday', ...unsure),
  // Brighton florist
  london('remind me', ...unsure),
  london('same as last time for the Clarke funeral', ...unsure),
  // Borough Market, Portuguese
  london('the thing of tomorrow, you know, put for later', ...unsure),
  // Leicester DJ
  london('sort the saturday one', ...unsure),
  within(reminded('collect PA from the hire shop', l('11-11 14:00')), london('ehh kind of?', ...unsure)),
  london('2', ...unsure),

  // Sunset Park taco truck
  newYork('lo de siempre', ...unsure),
  newYork('pushed', ...unsure),
  // Tribeca private chef
  newYork('tell him yes', ...unsure),
  newYork('the 14th', ...unsure),
  // Hoboken wedding planner
  newYork('can you do the thing for the Ortiz vendors', ...unsure),
  within(listed('confirm DJ for Ortiz wedding', 'send run of show to Pier A', 'call the cake lady'), newYork('done', ...unsure)),
  // Astoria bagels
  newYork('the guy come tomorrow or no?', ...unsure),
  // Bushwick cocktails
  newYork('put it w the other ones', ...unsure),
  newYork('delete', ...unsure),
  // Harlem bodega
  newYork('the man from pepsi, when?', ...unsure),
  // Jersey City photographer
  within(listed('Kim engagement shoot', 'Lopez family shoot', 'cull the Rivera gallery'), newYork('move the shoot', ...unsure)),
  newYork('next week sometime', ...unsure),
];

/** Readings of a bare acknowledgement: a short reply at most, nothing changes. */
const ack: (Intent | Intent[] | typeof NO_CHANGE)[] = [talk('acknowledgement'), NO_CHANGE];
/** Readings of a bare thank-you. */
const thanks: (Intent | Intent[] | typeof NO_CHANGE)[] = [talk('thanks'), talk('acknowledgement'), NO_CHANGE];
/** A task daily just added or changed, with nothing asked. */
const justAdded = (title: string, due: string | null = null) => ({ current: { title, due } });

/** One- or two-word replies and fragments with nothing to answer. */
export const EIGHTYSEVENTH_BARE: HeldOutItem[] = [
  // Bristol food truck
  london('ok', ...ack),
  within(justAdded('swap the gas bottles', l('11-12 12:00')), london('sound', ...ack)),
  // York cake baker
  london('lovely ta', ...thanks),
  london('hmm', ...ack),
  // Brixton caterer
  london('ya man', ...ack),
  london('respect', ...thanks),
  // Glasgow landlady
  london('aye', ...ack),
  london('nae bother', ...ack),
  within(justAdded('ring the brewery about the kegs', l('11-12 10:00')), london('cheers hen', ...thanks)),
  // Brighton florist
  london('brill x', ...ack),
  // Borough Market, Portuguese
  london('obrigado', ...thanks),
  london('ok ok', ...ack),
  // Leicester DJ
  london('lol', ...ack),
  london('?', ...ack),
  london('mornin! mad one today, three weddings', talk('greeting'), NO_CHANGE),
  london('help?', HELP, NO_CHANGE),

  // Sunset Park taco truck
  newYork('gracias', ...thanks),
  newYork('va', ...ack),
  // Tribeca private chef
  newYork('noted', ...ack),
  within(justAdded('grocery run for the Kaplans', n('11-12 12:00')), newYork('perfect', ...ack)),
  // Hoboken wedding planner
  newYork('k thx', ...thanks),
  // Astoria bagels
  newYork('efharisto', ...thanks),
  newYork('ok ok ok', ...ack),
  // Bushwick cocktails
  newYork('bet', ...ack),
  newYork('lmao', ...ack),
  // Harlem bodega
  newYork('shukran habibi', ...thanks),
  newYork('ok good', ...ack),
  // Jersey City photographer
  newYork('??', ...ack),
  newYork('👍', ...ack),
  newYork('what can u even do', HELP, NO_CHANGE),
  newYork('gm gm, slow one at the shop today', talk('greeting'), NO_CHANGE),
];
