/**
 * Held-out messages (part e of the eighty-seventh set), written without sight of the reader: fourteen
 * people in food, drink and events. On London time (day-first dates): a food-truck owner in Bristol
 * (pitches, gas bottles, council street-trading licences), a wedding-cake baker in York (tastings,
 * deposits, tiers), a caterer in Brixton who writes some Jamaican patois (jerk orders, event menus, hire
 * kit), a pub landlady in Glasgow who writes some Scots (deliveries, quiz night, staff rota), a florist in
 * Brighton (weddings, funeral tributes, early market runs), a street-food seller at Borough Market whose
 * first language is Portuguese (pastéis, stall rent, suppliers) and a mobile DJ in Leicester (weddings, PA
 * hire, playlists). On New York time (month-first dates): a taco-truck owner in Sunset Park who writes some
 * Spanish (permits, commissary, prep), a private chef in Tribeca (clients, menus, grocery runs), a wedding
 * planner in Hoboken (vendors, run-of-show, venue walk-throughs), a bagel-shop owner in Astoria whose first
 * language is Greek (flour orders, the oven guy, staff), a cocktail caterer in Bushwick (bartenders, ice,
 * liquor licence), a bodega owner in Harlem whose first language is Arabic (distributors, the lotto
 * machine, inspections) and an events photographer in Jersey City (shoots, galleries, second shooters).
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  ctx,
  decision,
  l,
  london,
  move,
  n,
  newYork,
  num,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';

/** A reminder for `title` was just sent ("Did you get to X?"), and this message answers it. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` was just added or talked about; nothing is pending. */
const justAdded = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** daily's last numbered list. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

export const EIGHTYSEVENTH_CORRECTION: HeldOutItem[] = [
  // ---- London ----
  within(
    reminded('renew street trading licence', l('11-12 10:00')),
    london('cant do 10 tmrw, im on the pitch at broadmead til 2. make it 3', move(ctx, '2026-11-12', '15:00'), move(ctx, null, '15:00')),
  ),
  london(
    'swap the gas bottle pickup to sat morning 8ish not fri',
    move(words('gas bottle pickup'), '2026-11-14', '08:00'),
    move(words('gas bottle'), '2026-11-14', '08:00'),
  ),
  within(
    justAdded('tasting with the Hendersons', l('11-19 14:00')),
    london('oh sorry they said half 2 not 2', move(ctx, null, '14:30'), move(ctx, '2026-11-19', '14:30')),
  ),
  london(
    "Move the Whitaker deposit chase to Monday pls, they've asked for til after payday",
    move(words('whitaker deposit'), '2026-11-16', null),
    move(words('whitaker'), '2026-11-16', null),
  ),
  within(
    reminded('drop jerk chicken order to Marcia', l('11-11 15:00')),
    london(
      'mi deh pon di road still, tell mi bout 5 instead',
      move(ctx, null, '17:00'),
      move(ctx, '2026-11-11', '17:00'),
      snoozeUntil(l('11-11 17:00')),
    ),
  ),
  london('di chafing dish hire collection, shift it to tuesday di 24th, not di 17th', move(words('chafing dish'), '2026-11-24', null)),
  within(
    justAdded('quiz night questions to Davie', l('11-12 12:00')),
    london("naw no the morra, Friday, he's aff till then", move(ctx, '2026-11-13', null)),
  ),
  london(
    'tennents delivery is thursday at 7am now, no wednesday. change it',
    move(words('tennents delivery'), '2026-11-12', '07:00'),
    move(words('tennents'), '2026-11-12', '07:00'),
  ),
  within(
    reminded('order white lilies for the Pryce funeral tribute', l('11-11 15:00')),
    london(
      "can't rn, hands full of oasis foam. first thing tmrw?",
      ...['07:00', '08:00', '09:00'].flatMap((time) => [move(ctx, '2026-11-12', time), snoozeUntil(l(`11-12 ${time}`))]),
    ),
  ),
  london(
    'the market run is 5 not 6 tomorrow, the new fella at the wholesaler opens earlier',
    move(words('market run'), '2026-11-12', '05:00'),
    move(words('market run'), null, '05:00'),
  ),
  london(
    'please the meeting with supplier of the cheese, you change for thursday 11 hour? he cannot the friday',
    move(words('cheese'), '2026-11-12', '11:00'),
    move(words('supplier'), '2026-11-12', '11:00'),
  ),
  within(
    reminded('pay stall rent', l('11-11 15:00')),
    london(
      'ai not today, the bank app is broken. monday ok',
      move(ctx, '2026-11-16', null),
      snoozeUntil(l('11-16 15:00')),
      snoozeUntil(l('11-16 12:00')),
    ),
  ),
  within(
    justAdded('PA hire pickup from Soundcheck', l('11-14 10:00')),
    london('actually make that 11:30 they dont open till 11 on a saturday', move(ctx, null, '11:30'), move(ctx, '2026-11-14', '11:30')),
  ),
  london(
    'rubbish, the Patel playlist meeting needs to go to next tuesday, same time',
    move(words('patel'), '2026-11-17', null),
    move(words('patel'), '2026-11-24', null),
  ),
  london(
    'remind me to order massa for pastéis tomorrow 9, no sorry 10',
    task('order massa for pastéis', l('11-12 10:00')),
    task('order massa for pasteis', l('11-12 10:00')),
  ),
  london('the Oadby wedding starts at 6 now not 5, couple just messaged', move(words('oadby'), null, '18:00'), NO_CHANGE),
  // London: looks like a change, is not one.
  london('the delivery came at 7 instead of 9 this mornin, driver was early for once', NO_CHANGE),
  london('should I push the Greenwood tasting to next week or just get it done friday?', NO_CHANGE),
  within(reminded('book MOT for the truck', l('11-11 15:00')), london('ugh can we move this one', NO_CHANGE)),
  london("did the Harrow wedding get moved to saturday or was it sunday? can't remember what they said", NO_CHANGE),

  // ---- New York ----
  within(
    reminded('renew mobile food vending permit', n('11-11 10:00')),
    newYork(
      'ahorita no puedo, estoy en el commissary. a las 2 mejor',
      move(ctx, null, '14:00'),
      move(ctx, '2026-11-11', '14:00'),
      snoozeUntil(n('11-11 14:00')),
    ),
  ),
  newYork(
    "el prep de carnitas pásalo pa'l sábado 6am, el viernes no hay espacio en la cocina",
    move(words('carnitas'), '2026-11-14', '06:00'),
  ),
  within(
    justAdded('grocery run for the Lindqvist dinner', n('11-12 12:00')),
    newYork('Make that 9am, Eataly gets picked over by noon', move(ctx, null, '09:00'), move(ctx, '2026-11-12', '09:00')),
  ),
  newYork('push the menu tasting w/ the Okafors to 11/20 same time', move(words('okafor'), '2026-11-20', null)),
  newYork(
    'vendor walkthrough at Elysian Café moves to 12/2 3:30pm pls',
    move(words('walkthrough'), '2026-12-02', '15:30'),
    move(words('elysian'), '2026-12-02', '15:30'),
  ),
  within(
    listed('send run-of-show to DJ', 'confirm florist headcount', 'venue walk-through at the W', 'final payment to caterer'),
    newYork('#3 is friday now not thursday, and 4 can wait til monday', [
      move(num(3), '2026-11-13', null),
      move(num(4), '2026-11-16', null),
    ]),
  ),
  within(
    reminded('call the oven guy about the deck oven', n('11-11 10:00')),
    newYork(
      'he is not answering, I try again 1 o clock ok?',
      move(ctx, null, '13:00'),
      move(ctx, '2026-11-11', '13:00'),
      snoozeUntil(n('11-11 13:00')),
    ),
  ),
  newYork(
    'the flour order from the distributor, put it tuesday not monday. the 17',
    move(words('flour order'), '2026-11-17', null),
    move(words('flour'), '2026-11-17', null),
  ),
  newYork(
    'ice delivery for the Wythe Hotel gig - change to 4:45pm fri, they need it closer to doors',
    move(words('ice delivery'), '2026-11-13', '16:45'),
    move(words('wythe'), '2026-11-13', '16:45'),
  ),
  within(
    justAdded('call SLA about the liquor licence renewal', n('11-16 12:00')),
    newYork('wait no, the SLA line is closed mondays apparently. tues morning, like 10', move(ctx, '2026-11-17', '10:00')),
  ),
  within(
    reminded("call Boar's Head distributor", n('11-11 10:00')),
    newYork(
      'brother I am with the inspector now, make it 4 pm',
      move(ctx, null, '16:00'),
      move(ctx, '2026-11-11', '16:00'),
      snoozeUntil(n('11-11 16:00')),
    ),
  ),
  newYork(
    'lotto machine technician come thursday not wednesday, change it to 12/11? no 11/12 sorry',
    move(words('lotto machine'), '2026-11-12', null),
    move(words('lotto'), '2026-11-12', null),
  ),
  newYork(
    'bump the Liberty State Park engagement shoot to sunday 7:15am for the good light',
    move(words('engagement shoot'), '2026-11-15', '07:15'),
    move(words('liberty state park'), '2026-11-15', '07:15'),
  ),
  within(
    justAdded('deliver Castellano gallery', n('11-13 17:00')),
    newYork(
      'eh give me till monday EOD on that one, still culling',
      move(ctx, '2026-11-16', null),
      move(ctx, '2026-11-16', '17:00'),
      move(ctx, '2026-11-16', '18:00'),
    ),
  ),
  // New York: looks like a change, is not one.
  newYork('client moved dinner to 8 last night, ended up being great actually', NO_CHANGE),
  newYork('should I move the Garcia tasting to the 19th or keep it 11/18?', NO_CHANGE),
  within(reminded('send second shooter contract to Dev', n('11-11 10:00')), newYork('different time maybe?', NO_CHANGE)),
  newYork('el inspector vino a las 8 en vez de las 10, todo bien, pasamos', NO_CHANGE),
  newYork('can you reschedule stuff for me or do i have to do it in the app', NO_CHANGE),
];

/** "tonight" with no hour: the evening times a careful assistant might choose. */
const TONIGHT = ['18:00', '19:00', '20:00', '21:00'];

export const EIGHTYSEVENTH_RAMBLE: HeldOutItem[] = [
  // ---- London ----
  london(
    "right so um, few things. I need to ring the council about the street trading licence tomorrow at 9, and uh, pick up two propane bottles from Calor by friday, oh and text Jess about the Harbourside pitch, that's it I think",
    [
      task('ring the council about the street trading licence', l('11-12 09:00')),
      task('pick up two propane bottles from Calor', l('11-13')),
      task('text Jess about the Harbourside pitch'),
    ],
  ),
  london(
    "ok voice note cos I'm covered in fondant, um, I need to bake the bottom tier for the Fairfax cake on Saturday, and chase the Lowthers for their deposit tomorrow, they're two weeks late now, and the tasting for the Marsdens is Thursday 26th at 11 so put that in please",
    [
      task('bake the bottom tier for the Fairfax cake', l('11-14')),
      task('chase the Lowthers for their deposit', l('11-12')),
      task('tasting for the Marsdens', l('11-26 11:00')),
    ],
  ),
  london(
    "so listen, mi haffi call Auntie Pat tomorrow bout di jerk order, she want 40 portion now not 30, an den collect di chafing dishes from Lewisham Hire friday 10 o'clock, yeah man",
    [task('call Auntie Pat bout di jerk order', l('11-12')), task('collect di chafing dishes from Lewisham Hire', l('11-13 10:00'))],
    [task('call Auntie Pat about the jerk order', l('11-12')), task('collect the chafing dishes from Lewisham Hire', l('11-13 10:00'))],
  ),
  london(
    "aye so, quick yin. need tae sort the staff rota for next week by friday, an gie the Tennent's rep a bell the morra aboot the kegs, an get twa bottles o prosecco fae Costco for the quiz prizes on Saturday",
    [
      task('sort the staff rota for next week', l('11-13')),
      task("gie the Tennent's rep a bell aboot the kegs", l('11-12')),
      task('get twa bottles o prosecco fae Costco for the quiz prizes', l('11-14')),
    ],
  ),
  london(
    "oh my god what a morning. market at 5, the van wouldn't start, Dave jumped it, got the peonies for the Lewes wedding anyway, then the funeral tribute for Mrs Okoye went out at 11 and the family cried when they saw it, so yeah, knackered but good day",
    NO_CHANGE,
  ),
  london(
    "so um tomorrow I need to do the buttonholes for the Hove wedding, that's like 12 of them, and uh order more chicken wire at some point, and the Sunday market run, put that in for 5am Sunday",
    [task('do the buttonholes for the Hove wedding', l('11-12')), task('order more chicken wire'), task('market run', l('11-15 05:00'))],
    [
      task('do the buttonholes for the Hove wedding', l('11-12')),
      task('order more chicken wire'),
      task('Sunday market run', l('11-15 05:00')),
    ],
  ),
  london(
    "ok so today was crazy, many people, I sell all the pastéis by 2 o'clock. for tomorrow I need to order 20 trays of eggs from the supplier in Bermondsey, and pay the stall rent before friday, and also call my cousin Rui, he maybe helps me in the weekend",
    [
      task('order 20 trays of eggs from the supplier in Bermondsey', l('11-12')),
      task('pay the stall rent', l('11-13')),
      task('call my cousin Rui'),
    ],
  ),
  london(
    "alright so um I need to test the new PA before the Saturday wedding, so like friday afternoon, 2 maybe, then send the Kaur couple the playlist draft tonight, and uh, invoice the Holiday Inn for last weekend's gig",
    ...TONIGHT.map((time) => [
      task('test the new PA', l('11-13 14:00')),
      task('send the Kaur couple the playlist draft', l(`11-11 ${time}`)),
      task("invoice the Holiday Inn for last weekend's gig"),
    ]),
  ),
  london(
    "just had the loveliest tasting with a couple from Harrogate, they went lemon and elderflower on the bottom tier and salted caramel on top, deposit's already paid, wedding's not till June so loads of time, anyway I'm rambling",
    NO_CHANGE,
  ),
  london(
    'so the council inspector came round at half 11, checked the gas certs and the fire blanket, all good, licence is fine till March, and the pitch on Wapping Wharf was heaving today so yeah, happy days',
    NO_CHANGE,
  ),
  london("so I've decided quiz night's moving tae Thursdays fae now on, Tuesdays are deid. need tae put a poster up in the bar the morra", [
    decision,
    task('put a poster up in the bar', l('11-12')),
  ]),
  london(
    "bless up, di wedding inna Peckham Saturday go sweet, dem nyam out all di curry goat by 9 o'clock, an di hire van gone back already. mi tired bad but mi happy",
    NO_CHANGE,
  ),
  london(
    'so um, I call the landlord of the kitchen tomorrow at 3, no, 4, he is in a meeting at 3, and I need to buy more olive oil on Saturday at the cash and carry, the big tins',
    [task('call the landlord of the kitchen', l('11-12 16:00')), task('buy more olive oil at the cash and carry', l('11-14'))],
    [task('call the landlord of the kitchen', l('11-12 16:00')), task('buy more olive oil', l('11-14'))],
    [task('call the landlord of the kitchen', l('11-12 16:00')), task('buy more olive oil the big tins', l('11-14'))],
  ),
  london(
    'mate what a night, Hinckley wedding, the sub cut out right in the first dance but I had the backup running in like 10 seconds, nobody even noticed, buzzing',
    NO_CHANGE,
  ),

  // ---- New York ----
  newYork(
    'ok so mañana tengo que ir al commissary a las 6 para el prep, y también renew el permiso de DOHMH antes del viernes, y llamar a Chuy por las tortillas, necesito 30 docenas para el sábado',
    [
      task('ir al commissary para el prep', n('11-12 06:00')),
      task('renew el permiso de DOHMH', n('11-13')),
      task('llamar a Chuy por las tortillas'),
    ],
  ),
  newYork(
    'so for the Lindqvist dinner saturday I need to do the grocery run friday morning, like 8, greenmarket then Citarella, and confirm the menu with Mrs Lindqvist today, she wanted to swap the halibut for something, oh and sharpen knives, whenever',
    [task('grocery run', n('11-13 08:00')), task('confirm the menu with Mrs Lindqvist', n('11-11')), task('sharpen knives')],
    [task('do the grocery run', n('11-13 08:00')), task('confirm the menu with Mrs Lindqvist', n('11-11')), task('sharpen knives')],
  ),
  newYork(
    "ok brain dump. send the run-of-show to the band by friday, call the Elysian about the rain plan tomorrow at 11, chase the florist for the centerpiece count, and the venue walk-through at Maxwell's Tavern is 11/23 at 2pm, put that in",
    [
      task('send the run-of-show to the band', n('11-13')),
      task('call the Elysian about the rain plan', n('11-12 11:00')),
      task('chase the florist for the centerpiece count'),
      task("venue walk-through at Maxwell's Tavern", n('11-23 14:00')),
    ],
  ),
  newYork(
    'so, I need order 40 bags flour from the distributor until friday, and the oven guy Stavros, I meet him monday 7 in the morning, and remind me pay Maria and Kostas on friday',
    [
      task('order 40 bags flour from the distributor', n('11-13')),
      task('meet the oven guy Stavros', n('11-16 07:00')),
      task('pay Maria and Kostas', n('11-13')),
    ],
    [
      task('order 40 bags flour from the distributor', n('11-13')),
      task('meet Stavros', n('11-16 07:00')),
      task('pay Maria and Kostas', n('11-13')),
    ],
  ),
  newYork(
    'ok so for the Navy Yard event sat, I need to lock in 3 bartenders by thursday, order 400 lbs of ice from Arctic Glacier today, and ask Tasha tmrw whether we need the one-day SLA permit',
    [
      task('lock in 3 bartenders', n('11-12')),
      task('order 400 lbs of ice from Arctic Glacier', n('11-11')),
      task('ask Tasha whether we need the one-day SLA permit', n('11-12')),
    ],
  ),
  newYork(
    'salam. today the inspector from the city come at 11, everything good alhamdulillah, he say the fridge temperature is ok. the lotto machine also working again since the morning. so no problem, just I tell you',
    NO_CHANGE,
  ),
  newYork(
    "so my brother, I need call the Pepsi distributor tomorrow morning 9, the order was short 5 cases, and meet the Lotto guy for the new terminal friday 2 o'clock, and buy the mop and the bleach whenever",
    [
      task('call the Pepsi distributor', n('11-12 09:00')),
      task('meet the Lotto guy for the new terminal', n('11-13 14:00')),
      task('buy the mop and the bleach'),
    ],
  ),
  newYork(
    "okay so uh, culling the Ramirez wedding is gonna take forever, I'll aim to deliver the Ramirez gallery by 11/20. also need to text Priya about second shooting the bar mitzvah on the 6th, and back up the cards from Saturday before I forget",
    [
      task('deliver the Ramirez gallery', n('11-20')),
      task('text Priya about second shooting the bar mitzvah'),
      task('back up the cards from Saturday'),
    ],
    [
      task('deliver the Ramirez gallery', n('11-20')),
      task('text Priya about second shooting the bar mitzvah on the 6th'),
      task('back up the cards from Saturday'),
    ],
  ),
  newYork(
    "so I was gonna reshoot the headshots for the law firm on friday but honestly the ones from tuesday came out fine, client's happy, so nothing to do there, just venting that I spent 3 hours editing them",
    NO_CHANGE,
  ),
  newYork(
    'the Okafor dinner last night was a hit, the short rib braise took 6 hours but so worth it, they tipped $300 and want me back for Thanksgiving, which, we’ll see',
    NO_CHANGE,
  ),
  newYork(
    'just got back from the Bushwick Collective party, we went through 300 lbs of ice by 10pm lol, bartenders killed it, the liquor licence guy never even showed up to check, all good',
    NO_CHANGE,
  ),
  newYork('hoy vendimos todo a las 2, la fila era larguísima, the new salsa verde is a hit, mañana same thing I guess', NO_CHANGE),
];
