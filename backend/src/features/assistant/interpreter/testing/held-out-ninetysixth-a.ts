/**
 * Held-out set, ninetysixth, part a: food and drink makers and sellers texting daily.
 *
 * London time (Europe/London, day-first dates):
 * - a craft brewer in Huddersfield who writes some Yorkshire ("while 5" means until 5, "reyt", "nowt", "t'pub");
 * - a coffee roaster in Cardiff who drops in Welsh words (shwmae, diolch, iawn) and Cardiff English ("now in a minute");
 * - a cheesemonger with a market stall in Norwich ("bor");
 * - a wedding caterer in Bath who writes tidy, polite messages;
 * - a bakery owner in Edinburgh whose first language is Polish.
 *
 * New York time (America/New_York, month-first dates):
 * - a food truck owner in the Bronx whose first language is Korean;
 * - a hot sauce maker in Bushwick;
 * - a private chef on the Upper West Side;
 * - a kombucha brewer in Astoria who writes in fast lowercase shorthand;
 * - a Caribbean takeaway owner in Flatbush who writes some Jamaican patois.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  question,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});
/** daily asked what the options of a dilemma are. */
const optionsAsked = (q: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question: q } });
/** daily asked what matters most in a dilemma. */
const matters = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question: q, options },
});
/** daily asked how a past decision turned out. */
const review = (text: string): Partial<ConversationState> => ({ pending: { about: 'review', decision: text } });
/** daily asked what is in the way of a task (after STUCK). */
const stuck = (title: string): Partial<ConversationState> => ({ pending: { about: 'stuck', task: title }, current: { title, due: null } });

export const NINETYSIXTH_ASK: HeldOutItem[] = [
  // London
  london("remind me tmrw 10am to ring the hop merchant, we're nearly out of cascade", task('ring the hop merchant', l('11-12 10:00'))),
  london(
    'need to get the gasket for FV3 ordered before fri, its weeping again',
    task('get the gasket for FV3 ordered', l('11-13')),
    task('get the gasket for FV3 ordered', l('11-12')),
  ),
  london(
    "put me down to chase t'pub in Holmfirth for that invoice, half 4 today",
    task("chase t'pub in Holmfirth for that invoice", l('11-11 16:30')),
  ),
  london(
    '7am tmrw check gravity on the saison. reyt important that',
    task('check gravity on the saison', l('11-12 07:00'), { important: true }),
  ),
  london(
    "shwmae, can you remind me to order more green beans from the importer, the Colombian's running low. tomorrow after lunch is fine",
    task('order more green beans from the importer', l('11-12 13:00')),
    task('order more green beans from the importer', l('11-12 14:00')),
  ),
  london("urgent!! ring Dai about the grinder burrs, they're shot", task('ring Dai about the grinder burrs', null, { important: true })),
  london(
    'remind me EOD to invoice the Pontcanna cafe, they owe for 3 bags',
    task('invoice the Pontcanna cafe', l('11-11 17:00')),
    task('invoice the Pontcanna cafe', l('11-11 18:00')),
  ),
  london(
    'remind me quarter to 6 to bring the stilton in off the stall, forecast says rain',
    task('bring the stilton in off the stall', l('11-11 17:45')),
  ),
  london('order 2 wheels of baron bigod and email the council about the pitch fee, both tomorrow', [
    task('order 2 wheels of baron bigod', l('11-12')),
    task('email the council about the pitch fee', l('11-12')),
  ]),
  london(
    "Could you remind me on 4/12 to confirm final numbers with the Hendersons' wedding planner please? Thank you!",
    task("confirm final numbers with the Hendersons' wedding planner", l('12-04')),
  ),
  london(
    'Book the refrigerated van hire tomorrow at noon – the Lansdown wedding is on the 28th.',
    task('book the refrigerated van hire', l('11-12 12:00')),
  ),
  london(
    'Please remember me to call the flour mill tomorrow morning at 8, they did not deliver the rye',
    task('call the flour mill', l('11-12 08:00')),
  ),
  london('in 2 weeks at 4pm I must to do the staff rota for christmas', task('do the staff rota for christmas', l('11-25 16:00'))),
  london('end of the month pay the oven leasing', task('pay the oven leasing', l('11-30'))),
  // London: look like an ask, change nothing
  london("council cancelled friday's market cos of the wind. gutted bor", NO_CHANGE),
  london('did I ever ring the hop merchant in the end or did I dream it', NO_CHANGE),

  // New York
  newYork(
    'tomorrow 7am I need call commissary about the grease trap, inspector come next week',
    task('call commissary about the grease trap', n('11-12 07:00')),
  ),
  newYork('remind me noon buy propane 2 tank', task('buy propane 2 tank', n('11-11 12:00'))),
  newYork('at quarter to 11 remind me to move the truck, street cleaning', task('move the truck', n('11-11 10:45'))),
  newYork('remind me 12/4 to renew the farmers market permit', task('renew the farmers market permit', n('12-04'))),
  newYork(
    'need to label the ghost pepper batch and ship the whole foods sample by friday',
    [task('label the ghost pepper batch', n('11-13')), task('ship the whole foods sample', n('11-13'))],
    [task('label the ghost pepper batch'), task('ship the whole foods sample', n('11-13'))],
  ),
  newYork(
    "Remind me at half past 3 to pick up the dry-aged ribeyes from Citarella — the Goldbergs' dinner is tonight.",
    task('pick up the dry-aged ribeyes from Citarella', n('11-11 15:30')),
  ),
  newYork(
    'after lunch tmrw: menu proposal for the Levine bar mitzvah',
    task('menu proposal for the Levine bar mitzvah', n('11-12 13:00')),
    task('menu proposal for the Levine bar mitzvah', n('11-12 14:00')),
  ),
  newYork(
    'Need to email Mrs. Albright her invoice by the end of the month, and also order truffle butter for Saturday',
    [task('email Mrs. Albright her invoice', n('11-30')), task('order truffle butter for Saturday')],
    [task('email Mrs. Albright her invoice', n('11-30')), task('order truffle butter', n('11-14'))],
  ),
  newYork(
    'tmrw 9 call the bottle supplier abt the 12oz amber, theyre late af',
    task('call the bottle supplier abt the 12oz amber', n('11-12 09:00')),
  ),
  newYork('pick up ph strips eod pls', task('pick up ph strips', n('11-11 17:00')), task('pick up ph strips', n('11-11 18:00'))),
  newYork('remind mi fi pay di yam man friday, mi owe him from last week', task('pay di yam man', n('11-13'))),
  newYork('Urgent! freezer door seal mash up, call the repair guy today', task('call the repair guy', n('11-11'), { important: true })),
  // New York: look like an ask, change nothing
  newYork("my prep cook said he'll do the stock tomorrow so thats off my plate thank god", NO_CHANGE),
];

export const NINETYSIXTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    'every monday 8am remind me to do the CIP on the bright tanks',
    task('do the CIP on the bright tanks', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london(
    "ev'ry friday at 3 chase owt unpaid from t'pubs",
    task("chase owt unpaid from t'pubs", l('11-13 15:00'), { repeat: every('week') }),
  ),
  london('pay the unit rent on the 1st of every month please, diolch', task('pay the unit rent', l('12-01'), { repeat: every('month') })),
  london(
    'every other tuesday order the Brazilian from the importer, starting the 17th',
    task('order the Brazilian from the importer', l('11-17'), { repeat: every('week', 2) }),
  ),
  london(
    'every sunday 8pm sort the roast schedule for the week ahead',
    task('sort the roast schedule for the week ahead', l('11-15 20:00'), { repeat: every('week') }),
  ),
  london(
    'each weekday at 7 remind me to temp check the fridges and write it in the log',
    task('temp check the fridges and write it in the log', l('11-12 07:00'), { repeat: every('weekday') }),
  ),
  london(
    'every saturday 6am load the van for the market',
    task('load the van for the market', l('11-14 06:00'), { repeat: every('week') }),
  ),
  london(
    "Could you set a reminder every Wednesday at 2pm to send the week's tasting menu to the venue coordinators?",
    task("send the week's tasting menu to the venue coordinators", l('11-18 14:00'), { repeat: every('week') }),
  ),
  london(
    'VAT return reminder every 3 months please, next one is due 7/1',
    task('VAT return', l('2027-01-07'), { repeat: every('month', 3) }),
  ),
  london(
    'every day at 5 in the morning I must check the sourdough starter',
    task('check the sourdough starter', l('11-12 05:00'), { repeat: every('day') }),
  ),
  london('each month on 25th pay wages to staff', task('pay wages to staff', l('11-25'), { repeat: every('month') })),
  // London: mention a routine, ask for nothing
  london('we clean the lines every 2 weeks anyway so nowt to worry about there', NO_CHANGE),
  london("market's every wednesday and saturday and honestly it's knackering me this time of year", NO_CHANGE),
  london('I always do the deposit invoices on a Monday, it’s just habit now', NO_CHANGE),

  // New York
  newYork('every weekday 6am remind me check generator oil', task('check generator oil', n('11-12 06:00'), { repeat: every('weekday') })),
  newYork('every month 15 pay commissary rent', task('pay commissary rent', n('11-15'), { repeat: every('month') })),
  newYork(
    'every other friday do payroll for the bottling crew',
    task('do payroll for the bottling crew', n('11-13'), { repeat: every('week', 2) }),
  ),
  newYork(
    'remind me every thursday at 11 to post the restock on insta',
    task('post the restock on insta', n('11-12 11:00'), { repeat: every('week') }),
  ),
  newYork(
    "Every Sunday at 4pm, plan the week's menus for the Carlsons.",
    task("plan the week's menus for the Carlsons", n('11-15 16:00'), { repeat: every('week') }),
  ),
  newYork(
    "Weekdays at 10:30 check in with the Carlsons' nanny about dinner numbers",
    task("check in with the Carlsons' nanny about dinner numbers", n('11-11 10:30'), { repeat: every('weekday') }),
  ),
  newYork(
    'remind me every year on 2/1 to renew my catering insurance',
    task('renew my catering insurance', n('2027-02-01'), { repeat: every('year') }),
  ),
  newYork('daily 9pm burp the f2 bottles', task('burp the f2 bottles', n('11-11 21:00'), { repeat: every('day') })),
  newYork(
    'every 2 wks on tues order sugar + tea from restaurant depot',
    task('order sugar + tea from restaurant depot', n('11-17'), { repeat: every('week', 2) }),
  ),
  newYork(
    "every saturday morning 7 o'clock mi haffi go Hunts Point fi di goat meat",
    task('go Hunts Point fi di goat meat', n('11-14 07:00'), { repeat: every('week') }),
  ),
  newYork('pay di light bill every month pon di 20th', task('pay di light bill', n('11-20'), { repeat: every('month') })),
  // New York: mention a routine, ask for nothing
  newYork('every time i brew ginger it foams over smh', NO_CHANGE),
  newYork("my pepper guy delivers every tuesday like clockwork so i don't need a reminder for that", NO_CHANGE),
];

export const NINETYSIXTH_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded('ring the hop merchant', l('11-11 15:00')), london('not now lad, give us an hour', snoozeFor(60))),
  within(
    reminded('clean the mash tun', l('11-11 15:00')),
    london("leave it while 5, I'm up to me elbows in grain", snoozeUntil(l('11-11 17:00'))),
  ),
  within(reminded('try the new yeast strain', l('11-11 15:00')), london("I'll sort it after t'delivery's been", NO_CHANGE)),
  within(
    reminded('order more green beans from the importer', l('11-11 15:00')),
    london('try me at 5, roasting till then', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('call the landlord about the extractor fan', l('11-11 15:00')),
    london('tomorrow morning, he never answers after 3 anyway', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(
    reminded('deep clean the roaster', l('11-11 15:00')),
    london('weekend job that, shove it to saturday', snoozeUntil(l('11-14')), move(ctx, '2026-11-14', null)),
  ),
  within(reminded('invoice the Pontcanna cafe', l('11-11 15:00')), london("I'll do it now in a minute", NO_CHANGE)),
  within(reminded('ring the Baron Bigod farm', l('11-11 15:00')), london('half an hour bor, got a queue', snoozeFor(30))),
  within(reminded('pay the pitch fee', l('11-11 15:00')), london('not yet', NO_CHANGE)),
  within(
    reminded('email the council about the pitch fee', l('11-11 15:00')),
    london('monday', snoozeUntil(l('11-16')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded("confirm numbers with the Hendersons' planner", l('11-11 15:00')),
    london("Can this wait until after 6? I'm mid canapé tasting", snoozeUntil(l('11-11 18:00'))),
  ),
  within(
    reminded('chase the florist invoice', l('11-11 15:00')),
    london('Snooze for 2 hours please, driving to the venue', snoozeFor(120)),
  ),
  within(
    reminded('ring the venue about the marquee', l('11-11 15:00')),
    london("Let me ring them after the call with the bride's mum, she's on in 5", NO_CHANGE),
  ),
  within(
    reminded('call the flour mill', l('11-11 15:00')),
    london('not now please, I am with customer, remind me in 20 minutes', snoozeFor(20)),
  ),
  within(
    reminded('do the staff rota', l('11-11 15:00')),
    london('later, the oven is broken again and I wait for engineer', NO_CHANGE, snoozeFor(60)),
  ),
  within(
    reminded('pay the oven leasing', l('11-11 15:00')),
    london('tomorrow at 10 please, today bank is closed already', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),

  // New York
  within(
    reminded('call commissary about the grease trap', n('11-11 10:00')),
    newYork('now busy, prep for lunch. 2 hour later ok', snoozeFor(120)),
  ),
  within(reminded('buy propane 2 tank', n('11-11 10:00')), newYork('after 3pm please', snoozeUntil(n('11-11 15:00')))),
  within(reminded('label the ghost pepper batch', n('11-11 10:00')), newYork('ugh not rn, hit me up in 45', snoozeFor(45))),
  within(
    reminded('ship the whole foods sample', n('11-11 10:00')),
    newYork('tomorrow. UPS already came', snoozeUntil(n('11-12')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('renew the farmers market permit', n('11-11 10:00')), newYork('not yet, still waiting on the insurance cert', NO_CHANGE)),
  within(
    reminded('pick up the dry-aged ribeyes from Citarella', n('11-11 10:00')),
    newYork("Can you nudge me again at 1:30? I'm at the Goldbergs' prepping.", snoozeUntil(n('11-11 13:30'))),
  ),
  within(
    reminded('menu proposal for the Levine bar mitzvah', n('11-11 10:00')),
    newYork("Not today. Friday morning, I'll have a clearer head then.", snoozeUntil(n('11-13 09:00')), snoozeUntil(n('11-13 08:00'))),
  ),
  // New York: "at 9" at 10am can only be tonight; a snooze never goes back to 9am
  within(
    reminded('bottle the hibiscus batch', n('11-11 10:00')),
    newYork('ugh try me at 9 after the taproom closes', snoozeUntil(n('11-11 21:00'))),
  ),
  within(reminded('order sugar + tea from restaurant depot', n('11-11 10:00')), newYork('1hr pls scoby emergency lol', snoozeFor(60))),
  within(reminded('pay di yam man', n('11-11 10:00')), newYork('soon come, mi deh pon di road', NO_CHANGE)),
  within(
    reminded('call the repair guy', n('11-11 10:00')),
    newYork('gimme till 4 nuh, mi a serve di lunch crowd', snoozeUntil(n('11-11 16:00'))),
  ),
  // New York: looks like a put-off, is news that the job is done
  within(reminded('call the repair guy', n('11-11 10:00')), newYork('him come already an fix it, bless up', done(), NO_CHANGE)),
];

export const NINETYSIXTH_CORRECTION: HeldOutItem[] = [
  // London
  within(just('ring the hop merchant', l('11-12 10:00')), london("nay, make it 11, he's never in before then", move(ctx, null, '11:00'))),
  within(just('collect the malt from Crisp', l('11-13')), london('actually thurs', move(ctx, '2026-11-12', null))),
  within(
    just('invoice the Pontcanna cafe', l('11-11 17:00')),
    london("no wait, tomorrow – they're shut today", move(ctx, '2026-11-12', null)),
  ),
  london("move the Ty Coffi tasting to friday 2pm, the owner's off sick", move(words('Ty Coffi tasting'), '2026-11-13', '14:00')),
  within(
    reminded('pay the pitch fee', l('11-11 15:00')),
    london('push it to monday bor, I get paid monday', move(ctx, '2026-11-16', null), snoozeUntil(l('11-16'))),
  ),
  within(
    just('order 2 wheels of baron bigod', l('11-12')),
    london('sorry make that 3 wheels', rename(ctx, 'order 3 wheels of baron bigod')),
  ),
  within(
    just("confirm final numbers with the Hendersons' wedding planner", l('12-04')),
    london('Sorry, I meant the 3rd not the 4th', move(ctx, '2026-12-03', null)),
  ),
  london('Can you move the Lansdown tasting to half 2 on Friday?', move(words('Lansdown tasting'), '2026-11-13', '14:30')),
  london(
    'the cake collection tomorrow – make it quarter past 11 instead',
    move(words('cake collection'), null, '11:15'),
    move(words('cake collection'), '2026-11-12', '11:15'),
  ),
  within(just('call the flour mill', l('11-12 08:00')), london('sorry not 8, 9. they open at 9', move(ctx, null, '09:00'))),
  within(
    just('do the staff rota for christmas', l('11-25 16:00')),
    london('is mistake, I want 25 of november but at 10 in morning', move(ctx, null, '10:00'), move(ctx, '2026-11-25', '10:00')),
  ),
  within(
    just('pay the oven leasing', l('11-30')),
    london("change the name to 'pay Lombard oven lease'", rename(ctx, 'pay Lombard oven lease')),
  ),
  // London: look like corrections, are news
  london("Sheffield beer fest's been moved to March, shame that", NO_CHANGE),
  within(just('ring Dai about the grinder burrs'), london("Dai says he's moved premises to Splott, tidy", NO_CHANGE)),

  // New York
  within(just('call commissary about the grease trap', n('11-12 07:00')), newYork('sorry 7 too early, 8:30', move(ctx, null, '08:30'))),
  within(just('buy propane 2 tank', n('11-11 12:00')), newYork('no, tomorrow same time', move(ctx, '2026-11-12', null))),
  within(just('renew the farmers market permit', n('12-04')), newYork('wait its due 12/2 not 12/4', move(ctx, '2026-12-02', null))),
  newYork("push the whole foods sample to monday, they're closed for inventory", move(words('whole foods sample'), '2026-11-16', null)),
  within(
    reminded('pick up the dry-aged ribeyes from Citarella', n('11-11 10:00')),
    newYork("Actually make it 2:30, they won't be cut till then.", move(ctx, null, '14:30'), snoozeUntil(n('11-11 14:30'))),
  ),
  newYork(
    "Move the Carlsons' grocery run to Saturday 9am please, they're away Friday.",
    move(words("Carlsons' grocery run"), '2026-11-14', '09:00'),
  ),
  within(just('call the bottle supplier abt the 12oz amber', n('11-12 09:00')), newYork('nvm make it 11', move(ctx, null, '11:00'))),
  within(just('drop off kegs at the ditmars bar', n('11-12 15:00')), newYork('wait not thurs, fri', move(ctx, '2026-11-13', null))),
  within(just('pay di yam man', n('11-13')), newYork('no man, mek it Saturday instead', move(ctx, '2026-11-14', null))),
  within(
    just('pick up ph strips', n('11-11 17:00')),
    newYork(
      'oh and its ph strips AND the refractometer',
      rename(ctx, 'pick up ph strips and the refractometer'),
      task('pick up the refractometer', n('11-11 17:00')),
    ),
  ),
  // New York: look like corrections, are news
  newYork('di health inspection get push back to December, thank God', NO_CHANGE),
  newYork('lol the whole foods buyer moved our meeting AGAIN, 3rd time this month', NO_CHANGE),
];

export const NINETYSIXTH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    "right so, couple o' things. need to ring Crisp about the malt delivery tomorrow, oh and the lads want their rota for next week sorting, and I've got to chase the Rose and Crown, they owe us for three firkins. honestly what a day",
    [task('ring Crisp about the malt delivery', l('11-12')), task("sort the lads' rota for next week"), task('chase the Rose and Crown')],
  ),
  london(
    "ok so um, just sat in t'car after the tasting. they loved the stout. dunno, feels like it's finally coming together y'know",
    NO_CHANGE,
  ),
  london(
    "right decided, we're dropping the pale from the core range, nobody orders it. so i need to tell Dave at the Sportsman before he reorders",
    [decision, task('tell Dave at the Sportsman')],
  ),
  london(
    "so yeah, um, the roaster's making that clicking noise again so I need to book the engineer, and I promised Siân I'd send her the wholesale price list, and I've gotta pick up the labels from the printer Friday. Iawn, that's it I think",
    [task('book the engineer'), task('send Siân the wholesale price list'), task('pick up the labels from the printer', l('11-13'))],
  ),
  london(
    "been thinking about it all morning and yeah, we're going to stop doing the Saturday market at Riverside, the footfall's just not there and it wrecks my weekend. decision made",
    decision,
  ),
  london(
    "ugh what a week. the espresso blend tasted flat this morning, think the beans are ageing. anyway need to cup the new Ethiopian lot tomorrow. lush, I'm going home",
    task('cup the new Ethiopian lot', l('11-12')),
  ),
  london(
    "ok bor so, um, the Keen's cheddar order needs sorting by Thursday, then I must remember to renew the van insurance, that's by the 20th, and oh yeah get some more wax paper. right, cold out here",
    [task("sort the Keen's cheddar order", l('11-12')), task('renew the van insurance', l('11-20')), task('get some more wax paper')],
  ),
  london(
    "it's been dead on the stall all day, rain's not stopped, sold about four bits of brie. some days i wonder why i bother",
    NO_CHANGE,
  ),
  london(
    "Okay, voice note while I drive... so the Hendersons have confirmed 120 so I need to update the order with the butcher, um, and ring the hire company about extra chafing dishes tomorrow, and, what else, oh, send the deposit invoice to the Pattersons. That's all for now.",
    [
      task('update the order with the butcher'),
      task('ring the hire company about extra chafing dishes', l('11-12')),
      task('send the deposit invoice to the Pattersons'),
    ],
  ),
  london(
    "so I've gone back and forth on this for weeks but we're not taking weddings over 150 next year, the kitchen can't cope and frankly neither can I",
    decision,
  ),
  london(
    "Just got back from the Priory wedding. 160 covers, not one complaint, the bride's dad actually hugged me. Needed that tbh",
    NO_CHANGE,
  ),
  london(
    'ok so, today was very bad, the mixer is broken again. I need to call the technician tomorrow at 8, and also order more butter for croissants, and I must to pay Kasia for extra hours on Friday. ok thats all sorry for long message',
    [
      task('call the technician', l('11-12 08:00')),
      task('order more butter for croissants'),
      task('pay Kasia for extra hours', l('11-13')),
    ],
  ),
  london(
    'sorry I am just tired. 4am every day and still the numbers are not good. my mother says I should go back to Gdańsk haha. ok',
    NO_CHANGE,
  ),

  // New York
  newYork(
    'ok so today very crazy, generator stop two times. I need call the Honda repair shop tomorrow, also buy more kimchi jar from H Mart, and the parking ticket I must pay by 11/20. ok thank you',
    [task('call the Honda repair shop', n('11-12')), task('buy more kimchi jar from H Mart'), task('pay the parking ticket', n('11-20'))],
  ),
  newYork('today line was around the block!! first time ever. my wife cry a little haha. so happy', NO_CHANGE),
  newYork("I think about it long time. I decide not to do the Randall's Island event, too far and permit too expensive", decision),
  newYork(
    "ok so um yeah, need to reorder 5oz woozy bottles, like today if possible, and call the co-packer about the habanero-mango run, and uhh at some point invoice Brooklyn Kitchen for the last case. fuck I'm tired",
    [
      task('reorder 5oz woozy bottles', n('11-11')),
      task('call the co-packer about the habanero-mango run'),
      task('invoice Brooklyn Kitchen for the last case'),
    ],
  ),
  newYork(
    "ok I've been going around in circles but I'm gonna stop selling on Amazon, the fees are eating everything. that's it, done deciding",
    decision,
  ),
  newYork(
    "Voice note, sorry. So for the Goldbergs on Saturday I need to order the duck from D'Artagnan by tomorrow, pick up flowers Saturday morning at 9, and, um, confirm the sommelier. Oh and get my knives sharpened, not urgent.",
    [
      task("order the duck from D'Artagnan", n('11-12')),
      task('pick up flowers', n('11-14 09:00')),
      task('confirm the sommelier'),
      task('get my knives sharpened'),
    ],
  ),
  newYork(
    "Just finished service for 14. The soufflés held. Honestly no idea how, the oven in that apartment is from 1972. I'm wiped but happy.",
    NO_CHANGE,
  ),
  newYork(
    "ok so rn: need to order more ginger, clean the 5gal carboys tmrw, and text marco abt the tap takeover. also i think my hydrometer's cracked ugh",
    [task('order more ginger'), task('clean the 5gal carboys', n('11-12')), task('text marco abt the tap takeover')],
  ),
  newYork('ok decided, no more lavender flavor, literally nobody buys it. already poured the last batch down the drain lol', decision),
  newYork(
    'Yow, so listen. Mi need fi order di oxtail from Hunts Point tomorrow, call Marcia bout her shift Saturday, and fix di sign outside before di inspector come. Bwoy, so much ting',
    [task('order di oxtail from Hunts Point', n('11-12')), task('call Marcia bout her shift Saturday'), task('fix di sign outside')],
  ),
  newYork('Lawd, today rough. Di oven nah heat proper, customers vex, mi back a hurt mi. Mi just need fi sleep', NO_CHANGE),
];

export const NINETYSIXTH_ANSWER: HeldOutItem[] = [
  // London
  within(which('ring the hop merchant', 'ring Crisp about the malt'), london("t'second", answer(2))),
  within(
    askedChoice('Keep the pale in the core range or drop it?', 'keep the pale', 'drop the pale'),
    london('drop it, nowt sells', answer(2)),
  ),
  within(matters('Keg or can the new IPA?', 'keg it', 'can it'), london('cash flow mainly, and not knackering the lads', answer(null))),
  within(which('order green beans from the importer', 'order the Brazilian from the importer'), london('the Brazilian one', answer(2))),
  within(
    askedChoice('New roaster or fix the old one?', 'buy the 15kg Giesen', 'repair the Toper'),
    london("fix the old girl, can't afford new till spring", answer(2)),
  ),
  within(review('stop the Saturday market at Riverside'), london('best thing I did, weekends are mine again', answer(null))),
  within(which('email the council about the pitch fee', "email Keen's about the cheddar"), london('council', answer(1))),
  within(
    askedChoice('Which supplier for the Christmas cheese?', "Neal's Yard at £22 a kilo", 'the farm in Aylsham at £18 a kilo'),
    london('the cheaper one, margins are tight enough as it is', answer(2)),
  ),
  within(stuck('renew the van insurance'), london("waiting on the broker to ring back, he's useless", answer(null))),
  within(
    askedChoice('Take the Bristol wedding on the 19th?', 'take it', 'turn it down'),
    london('Not sure yet, need to check whether Ellie can work that weekend first', answer(null)),
  ),
  within(
    which('send the deposit invoice to the Pattersons', 'send the deposit invoice to the Hendersons'),
    london('Hendersons, the Pattersons paid already', answer(2)),
  ),
  within(which('call the flour mill', 'call the technician'), london('first one please', answer(1))),
  within(
    askedChoice('Open on Sundays?', 'open on Sundays', 'stay closed on Sundays'),
    london('I think closed. I need one day for family', answer(2)),
  ),
  within(optionsAsked('What to do about the broken mixer?'), london('repair it for 800 or buy second hand one for 1500', answer(null))),
  // London: a question is pending but the message asks for something else
  within(
    askedChoice('Take the Bristol wedding on the 19th?', 'take it', 'turn it down'),
    london('Hang on, before I answer that, remind me to ring the florist at 5', task('ring the florist', l('11-11 17:00'))),
  ),
  within(which('invoice the Pontcanna cafe', 'invoice the Canton deli'), london('neither, I meant the Roath one', answer(null))),

  // New York
  within(which('call commissary about the grease trap', 'call the Honda repair shop'), newYork('honda', answer(2))),
  within(
    askedChoice('Second truck or more staff?', 'buy a second truck', 'hire two more staff'),
    newYork('staff. truck too much money now', answer(2)),
  ),
  within(review("not doing the Randall's Island event"), newYork('good decision. I hear it rain whole weekend', answer(null))),
  within(askedChoice('Amazon or a wholesale push?', 'stay on Amazon', 'go all-in on wholesale'), newYork('2 obvs', answer(2))),
  within(
    which('label the ghost pepper batch', 'label the habanero-mango batch'),
    newYork("ghost pepper, the mango's not even bottled yet", answer(1)),
  ),
  within(
    askedChoice('Amazon or a wholesale push?', 'stay on Amazon', 'go all-in on wholesale'),
    newYork('honestly idk, what would you do?', answer(null), question),
  ),
  within(askedChoice('Take on the Hamptons summer contract?', 'take it', 'pass'), newYork("I'll sleep on it.", answer(null))),
  within(which('confirm the sommelier', 'confirm the florist'), newYork('The latter.', answer(2))),
  within(
    askedChoice('Which keg supplier?', 'kegconnection at $89 a keg', 'the local guy at $110 a keg, delivers'),
    newYork('prob the local guy, delivery saves me a whole day tbh', answer(2)),
  ),
  within(which('order more ginger', 'order sugar + tea from restaurant depot', 'text marco abt the tap takeover'), newYork('3', answer(3))),
  within(
    askedChoice('Open a second spot in Crown Heights?', 'sign the Crown Heights lease', 'stay in Flatbush one more year'),
    newYork('Mi a go stay put one more year, mi nuh ready yet', answer(2)),
  ),
  within(which('call Marcia bout her shift', 'call the repair guy'), newYork('di repair man', answer(2))),
];
