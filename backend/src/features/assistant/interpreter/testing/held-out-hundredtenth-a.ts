/**
 * Held-out set, hundredtenth part a: builders and the building trades.
 *
 * London time (day-first dates, Europe/London):
 * - Gaz, a roofer in Leeds (slates, lead work, scaffolders, merchants), who writes in short bursts
 *   ("ta", "nowt", "summat").
 * - Morag, a plumbing and heating engineer in Glasgow who writes some Scots ("the morn", "aye", "wee",
 *   "cannae", "gonnae").
 * - Priya, a site manager on a 40-home housing job in Milton Keynes (snagging, NHBC inspections, subbies,
 *   deliveries).
 * - Ciaran, an electrician in Belfast (consumer units, EICRs, rewires; "wee", "so it is", "yer man").
 * - Andrei, a decorator in Ealing whose first language is Romanian.
 *
 * New York time (month-first dates, America/New_York):
 * - Vinnie, a general contractor in Queens (permits, DOB, subs, change orders), blunt and clipped.
 * - Yesenia, a tile setter in Washington Heights whose first language is Spanish.
 * - Tom, a brownstone restoration carpenter in Park Slope (millwork, stoops, the landmarks commission),
 *   who writes long careful messages.
 * - Keisha, an HVAC tech in Yonkers (service calls, boilers, mini-splits, parts houses), fast thumb typing.
 * - Dale, a landscaper on Long Island (crews, leaf cleanups, snow plowing contracts, the yard, the trucks).
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
  every,
  l,
  london,
  move,
  n,
  newYork,
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
/** daily asked what the options of a dilemma are. */
const askedOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDTENTH_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me 7am tmrw ring the scaffolders, tower needs shifting on the Headingley job',
    task('ring the scaffolders', l('11-12 07:00')),
    task('ring the scaffolders, tower needs shifting on the Headingley job', l('11-12 07:00')),
  ),
  london(
    'need 20 bags of lime mortar from the merchants b4 fri ta',
    task('20 bags of lime mortar from the merchants', l('11-13')),
    task('20 bags of lime mortar from the merchants', l('11-12')),
  ),
  london('order code 4 lead for the chimney on Otley Rd', task('order code 4 lead for the chimney on Otley Rd')),
  london(
    "can ye remind me the morn at 8 tae phone Mrs Doig aboot her boiler, it's losin pressure again",
    task('phone Mrs Doig aboot her boiler', l('11-12 08:00')),
  ),
  london(
    'gonnae put in a reminder for Friday tae pick up the combi fae the merchants, aye',
    task('pick up the combi fae the merchants', l('11-13')),
  ),
  london(
    'NHBC inspection on plots 12-15 is 19/11, remind me the day before to walk the plots with the groundworker',
    task('walk the plots with the groundworker', l('11-18')),
  ),
  london('add: chase the window subbie re plot 22 frames EOD', task('chase the window subbie re plot 22 frames', l('11-11 17:00'))),
  london(
    "urgent - rebook the crane for the roof trusses, delivery's been bumped",
    task('rebook the crane for the roof trusses', null, { important: true }),
  ),
  london(
    "remind me thurs at half 8 to do the EICR on the Ormeau Rd flat, yer man's letting agent wants it by the weekend",
    task('do the EICR on the Ormeau Rd flat', l('11-12 08:30')),
  ),
  london(
    'need to order a 10 way consumer unit for the Lisburn rewire, and ring Building Control re the notification tomorrow',
    [task('order a 10 way consumer unit for the Lisburn rewire'), task('ring Building Control re the notification', l('11-12'))],
    [
      task('order a 10 way consumer unit for the Lisburn rewire', l('11-12')),
      task('ring Building Control re the notification', l('11-12')),
    ],
  ),
  london(
    'Please remind me tomorrow at 7 in morning to buy the primer for the ceiling of Mrs Khan, please',
    task('buy the primer for the ceiling of Mrs Khan', l('11-12 07:00')),
  ),
  london(
    'I need to give the quote to the client in Northfields until Friday please',
    task('give the quote to the client in Northfields', l('11-13')),
  ),
  // London: a job mentioned, nothing asked
  london('did the bricks for phase 2 ever get a delivery date from the merchant?', NO_CHANGE),
  london("the gas safe man's comin Thursday tae check ma work on the Paisley job", NO_CHANGE),

  // New York
  newYork(
    'remind me 7am tmrw call the expediter re the DOB permit on 31st ave',
    task('call the expediter re the DOB permit on 31st ave', n('11-12 07:00')),
  ),
  newYork('send change order to the Astoria client by fri', task('send change order to the Astoria client', n('11-13'))),
  newYork(
    'mija remind me mañana at 8 to pick up the thinset and the spacers at Home Depot ok pues',
    task('pick up the thinset and the spacers at Home Depot', n('11-12 08:00')),
  ),
  newYork(
    'I have to call the lady of the bathroom in 181st for to choose the grout color, today in the afternoon',
    task('call the lady of the bathroom in 181st for to choose the grout color', n('11-11 15:00')),
  ),
  newYork(
    "Could you please remind me on Monday at 9am to submit the revised stoop drawings to the Landmarks Preservation Commission? The deadline is the 20th and I'd like a few days of cushion in case they come back with questions.",
    task('submit the revised stoop drawings to the Landmarks Preservation Commission', n('11-16 09:00')),
  ),
  newYork(
    'I need to call the mill in Red Hook about the mahogany for the newel post, and also pick up the replacement balusters from the turner on Thursday afternoon.',
    [
      task('call the mill in Red Hook about the mahogany for the newel post'),
      task('pick up the replacement balusters from the turner', n('11-12 15:00')),
    ],
  ),
  newYork('remind me 2 call the supply house bout the ecm motor at 1', task('call the supply house bout the ecm motor', n('11-11 13:00'))),
  newYork(
    'URGENT get to the no heat at 88 Riverdale Ave b4 5 today',
    task('get to the no heat at 88 Riverdale Ave', n('11-11 17:00'), { important: true }),
  ),
  newYork(
    'remind me end of the month to send out the snow plow contracts to the commercial lots',
    task('send out the snow plow contracts to the commercial lots', n('11-30')),
  ),
  newYork(
    "tmrw 6a load the blowers on truck 2, crew's doin the Massapequa cleanups",
    task('load the blowers on truck 2', n('11-12 06:00')),
  ),
  newYork(
    'gotta get the plow blades on the trucks before thanksgiving',
    task('get the plow blades on the trucks', n('11-26')),
    task('get the plow blades on the trucks', n('11-25')),
  ),
  // New York: a job mentioned, nothing asked
  newYork('DOB inspector coming 11/17 for the framing. fyi', NO_CHANGE),
  newYork('did i put the mini split install for mrs alvarez in here already??', NO_CHANGE),
];

export const HUNDREDTENTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    "every monday 7am ring the scaff firm for the week's hire ta",
    task("ring the scaff firm for the week's hire", l('11-16 07:00'), { repeat: every('week') }),
  ),
  london('pay the merchants account 1st of every month', task('pay the merchants account', l('12-01'), { repeat: every('month') })),
  london('every Friday at 4 dae ma van stock check, aye', task('dae ma van stock check', l('11-13 16:00'), { repeat: every('week') })),
  london(
    'remind me every year on the 3rd o March tae renew ma Gas Safe',
    task('renew ma Gas Safe', l('2027-03-03'), { repeat: every('year') }),
  ),
  london(
    'weekdays 7:30 site walk before the subbies start',
    task('site walk before the subbies start', l('11-12 07:30'), { repeat: every('weekday') }),
  ),
  london(
    'every other thursday 2pm send the progress report to head office',
    task('send the progress report to head office', l('11-12 14:00'), { repeat: every('week', 2) }),
  ),
  london(
    'fortnightly from next monday 9am: toolbox talk with all subbies',
    task('toolbox talk with all subbies', l('11-16 09:00'), { repeat: every('week', 2) }),
  ),
  london('every tuesday remind me to do me invoices, 6pm', task('do me invoices', l('11-17 18:00'), { repeat: every('week') })),
  london(
    'every 3 months test the RCDs at the chippy on the Falls Rd, first one 1/12',
    task('test the RCDs at the chippy on the Falls Rd', l('12-01'), { repeat: every('month', 3) }),
  ),
  london(
    'Every day at 6 in evening please remind me to clean the brushes and rollers please',
    task('clean the brushes and rollers', l('11-11 18:00'), { repeat: every('day') }),
  ),
  london(
    'Each Saturday morning I must to order the paint for next week, remind me please',
    task('order the paint for next week', l('11-14 09:00'), { repeat: every('week') }),
  ),
  // London: a routine, no ask
  london('scaffolders come every tuesday anyway, dont need owt for that', NO_CHANGE),
  london('yer man at the wholesalers rings me every single week so he does, wrecks my head', NO_CHANGE),
  london("every winter it's the same, aw the auld boilers packin in at once", NO_CHANGE),

  // New York
  newYork(
    'every mon 6:30a call the subs confirm the week',
    task('call the subs confirm the week', n('11-16 06:30'), { repeat: every('week') }),
  ),
  newYork('payroll every other fri, starting this fri', task('payroll', n('11-13'), { repeat: every('week', 2) })),
  newYork(
    'every sunday night remind me for send the invoices to the contractor ok pues',
    task('send the invoices to the contractor', n('11-15 20:00'), { repeat: every('week') }),
    task('send the invoices to the contractor', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'every day at 6 in the morning check if the supplier sent the tile, mija this is killing me',
    task('check if the supplier sent the tile', n('11-12 06:00'), { repeat: every('day') }),
  ),
  newYork(
    'Would you set a reminder for the first Monday of every month to oil the hand planes and sharpen the chisels? Starting in December is fine.',
    task('oil the hand planes and sharpen the chisels', n('12-07'), { repeat: every('month') }),
  ),
  newYork(
    "Every Wednesday at 4pm, please remind me to send the homeowner on 5th Street a photo update on the cornice work. She's been very patient and I'd like to keep her in the loop.",
    task('send the homeowner on 5th Street a photo update on the cornice work', n('11-11 16:00'), { repeat: every('week') }),
  ),
  newYork('evry wkday 7:15 check the dispatch board', task('check the dispatch board', n('11-12 07:15'), { repeat: every('weekday') })),
  newYork(
    'filter changes for the Getty Sq building every 3 months, next one 12/1',
    task('filter changes for the Getty Sq building', n('12-01'), { repeat: every('month', 3) }),
  ),
  newYork(
    'every yr oct 1 remind me renew the van registration',
    task('renew the van registration', n('2027-10-01'), { repeat: every('year') }),
  ),
  newYork(
    'every saturday 7am gas up the trucks n check the plows',
    task('gas up the trucks n check the plows', n('11-14 07:00'), { repeat: every('week') }),
  ),
  newYork(
    '15th of every month bill the snow contract customers',
    task('bill the snow contract customers', n('11-15'), { repeat: every('month') }),
  ),
  // New York: a routine, no ask
  newYork('DOB does the walkthrough every month. whatever', NO_CHANGE),
  newYork('every single fall the leaf vac breaks the first week, like clockwork', NO_CHANGE),
];

export const HUNDREDTENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded('ring the scaffolders', l('11-11 15:00')), london('on the roof, hour', snoozeFor(60))),
  within(
    reminded('order code 4 lead for the chimney on Otley Rd', l('11-11 15:00')),
    london('merchants shut for dinner, try me at 4 ta', snoozeUntil(l('11-11 16:00'))),
  ),
  within(
    reminded('phone Mrs Doig aboot her boiler', l('11-11 15:00')),
    london('no the noo, the morn', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('pick up the combi fae the merchants', l('11-11 15:00')), london('gie it twenty minutes, aye', snoozeFor(20))),
  within(
    reminded('chase the window subbie re plot 22 frames', l('11-11 15:00')),
    london('in a site meeting til half 4, remind me then', snoozeUntil(l('11-11 16:30'))),
  ),
  // London: "after" something daily cannot know the time of
  within(reminded('walk the plots with the groundworker', l('11-11 15:00')), london('after the NHBC call', NO_CHANGE)),
  within(
    reminded('do the EICR on the Ormeau Rd flat', l('11-11 15:00')),
    london("not now, tenant's not in. Friday morning", snoozeUntil(l('11-13 09:00')), snoozeUntil(l('11-13 08:00'))),
  ),
  within(reminded('ring Building Control re the notification', l('11-11 15:00')), london('snooze 90 mins', snoozeFor(90))),
  within(
    reminded('buy the primer for the ceiling of Mrs Khan', l('11-11 15:00')),
    london('Please later, after 2 hours, now I am on the ladder', snoozeFor(120)),
  ),
  within(
    reminded('give the quote to the client in Northfields', l('11-11 15:00')),
    london('Tomorrow at 10 please', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('ring the scaff firm', l('11-11 15:00')), london('nowt yet', NO_CHANGE)),
  within(
    reminded('pay the merchants account', l('11-11 15:00')),
    london('monday', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('send the progress report to head office', l('11-11 15:00')),
    london('tonight, once the subbies are off site', snoozeUntil(l('11-11 20:00'))),
  ),
  // London: news, not a put-off
  within(
    reminded('do me invoices', l('11-11 15:00')),
    london('waitin on yer man at the wholesalers to send the figures over so I am', NO_CHANGE),
  ),

  // New York
  within(reminded('call the expediter re the DOB permit on 31st ave', n('11-11 10:00')), newYork('on a roof. 30', snoozeFor(30))),
  within(
    reminded('send change order to the Astoria client', n('11-11 10:00')),
    newYork('after lunch', snoozeUntil(n('11-11 14:00')), snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('pick up the thinset and the spacers at Home Depot', n('11-11 10:00')),
    newYork('ay no mija, I am grouting, en una hora', snoozeFor(60)),
  ),
  within(
    reminded('call the lady of the bathroom in 181st for to choose the grout color', n('11-11 10:00')),
    newYork('ok pues tomorrow morning', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00'))),
  ),
  within(
    reminded('submit the revised stoop drawings to the Landmarks Preservation Commission', n('11-11 10:00')),
    newYork(
      "I'm still waiting on the architect's stamped set, so let's push this to Friday at 10 if you don't mind.",
      snoozeUntil(n('11-13 10:00')),
      move(ctx, '2026-11-13', '10:00'),
    ),
  ),
  within(
    reminded('call the mill in Red Hook about the mahogany for the newel post', n('11-11 10:00')),
    newYork("Not just now, I've got glue setting on the handrail. Give me until 3.", snoozeUntil(n('11-11 15:00'))),
  ),
  within(reminded('call the supply house bout the ecm motor', n('11-11 10:00')), newYork('l8r 2hrs', snoozeFor(120))),
  within(reminded('check the dispatch board', n('11-11 10:00')), newYork('not now', snoozeFor(60), NO_CHANGE)),
  within(
    reminded('send out the snow plow contracts to the commercial lots', n('11-11 10:00')),
    newYork('next week', snoozeUntil(n('11-16')), snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  within(reminded('load the blowers on truck 2', n('11-11 10:00')), newYork('crews late. 15 min', snoozeFor(15))),
  within(
    reminded('get the plow blades on the trucks', n('11-11 10:00')),
    newYork('this weekend', snoozeUntil(n('11-14')), snoozeUntil(n('11-14 09:00')), move(ctx, '2026-11-14', null)),
  ),
  within(reminded('call the subs confirm the week', n('11-11 10:00')), newYork('not yet', NO_CHANGE)),
  // New York: news that sounds like a put-off
  within(
    reminded('get to the no heat at 88 Riverdale Ave', n('11-11 10:00')),
    newYork('super says tenant wont be home til 4', NO_CHANGE, snoozeUntil(n('11-11 16:00'))),
  ),
];

export const HUNDREDTENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(just('ring the scaffolders', l('11-12 07:00')), london('nah 8, they dont answer b4 8', move(ctx, null, '08:00'))),
  within(
    just('20 bags of lime mortar from the merchants', l('11-13')),
    london('sorry 30 bags not 20', rename(ctx, '30 bags of lime mortar from the merchants')),
  ),
  within(
    just('phone Mrs Doig aboot her boiler', l('11-12 08:00')),
    london("naw, it's Mrs Dougal no Doig", rename(ctx, 'phone Mrs Dougal aboot her boiler')),
  ),
  within(just('pick up the combi fae the merchants', l('11-13')), london('wrang day, Thursday', move(ctx, '2026-11-12', null))),
  within(just('walk the plots with the groundworker', l('11-18')), london("make it 8am, he's off at 10", move(ctx, null, '08:00'))),
  london(
    'move the plot 22 frames chase to tomorrow 9',
    move(words('plot 22 frames'), '2026-11-12', '09:00'),
    move(words('window subbie re plot 22 frames'), '2026-11-12', '09:00'),
  ),
  within(
    just('do the EICR on the Ormeau Rd flat', l('11-12 08:30')),
    london('och no, the Lisburn Rd flat, not Ormeau', rename(ctx, 'do the EICR on the Lisburn Rd flat')),
  ),
  within(just('ring Building Control re the notification', l('11-12')), london('actually make it half 2', move(ctx, null, '14:30'))),
  within(
    just('buy the primer for the ceiling of Mrs Khan', l('11-12 07:00')),
    london('Sorry not 7, is 8 because the shop opens at 8 please', move(ctx, null, '08:00')),
  ),
  within(
    just('give the quote to the client in Northfields', l('11-13')),
    london('I make mistake, is Monday not Friday please', move(ctx, '2026-11-16', null)),
  ),
  london(
    'change the Otley Rd lead order to monday ta',
    move(words('Otley Rd'), '2026-11-16', null),
    move(words('lead for the chimney on Otley Rd'), '2026-11-16', null),
  ),
  within(just('site walk before the subbies start', l('11-12 07:30')), london('no 7 not half 7', move(ctx, null, '07:00'))),
  // London: news that says "moved", changes nothing
  within(
    just('phone Mrs Doig aboot her boiler', l('11-12 08:00')),
    london("she's moved her holidays so she'll be in aw week noo", NO_CHANGE),
  ),
  london("the sparky's moved his first fix on plot 9 to next week, so thats the plasterers knocked on too", NO_CHANGE),

  // New York
  within(just('call the expediter re the DOB permit on 31st ave', n('11-12 07:00')), newYork('no. 8', move(ctx, null, '08:00'))),
  within(just('send change order to the Astoria client', n('11-13')), newYork('thurs not fri', move(ctx, '2026-11-12', null))),
  within(
    just('pick up the thinset and the spacers at Home Depot', n('11-12 08:00')),
    newYork('no no mija, is Floor & Decor not Home Depot', rename(ctx, 'pick up the thinset and the spacers at Floor & Decor')),
  ),
  within(
    just('call the lady of the bathroom in 181st for to choose the grout color', n('11-11 15:00')),
    newYork('better at 5, she work until 4:30', move(ctx, null, '17:00')),
  ),
  within(
    just('submit the revised stoop drawings to the Landmarks Preservation Commission', n('11-16 09:00')),
    newYork('Apologies, I misspoke — Tuesday, not Monday. The architect is out on Monday.', move(ctx, '2026-11-17', null)),
  ),
  newYork(
    'Could you move the baluster pickup from Thursday to Friday afternoon instead? The turner needs another day.',
    move(words('balusters'), '2026-11-13', '15:00'),
    move(words('baluster pickup'), '2026-11-13', '15:00'),
  ),
  within(just('call the supply house bout the ecm motor', n('11-11 13:00')), newYork('wait 1130 not 1', move(ctx, null, '11:30'))),
  within(
    just('get to the no heat at 88 Riverdale Ave', n('11-11 17:00')),
    newYork('sry its 86 not 88', rename(ctx, 'get to the no heat at 86 Riverdale Ave')),
  ),
  within(
    just('send out the snow plow contracts to the commercial lots', n('11-30')),
    newYork('make it the 20th, want em signed before first snow', move(ctx, '2026-11-20', null)),
  ),
  newYork('push the truck 2 blower thing to 5:30', move(words('truck 2'), null, '05:30'), move(words('blowers on truck 2'), null, '05:30')),
  within(
    just('gas up the trucks n check the plows', n('11-14 07:00')),
    newYork('I meant sunday not saturday', move(ctx, '2026-11-15', null)),
  ),
  // New York: news that looks like a correction, changes nothing
  within(just('call the subs confirm the week', n('11-16 06:30')), newYork('electrician moved his start to wed. figures', NO_CHANGE)),
  newYork('landlord changed the gate code at the Yonkers Ave building again smh', NO_CHANGE),
];

export const HUNDREDTENTH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    'right voice note cos hands are black. need to ring the scaffolders tmrw 8am, pick up ridge tiles from Travis Perkins friday, and invoice Mrs Hirst for the gutter job. ta. freezin up here',
    [
      task('ring the scaffolders', l('11-12 08:00')),
      task('pick up ridge tiles from Travis Perkins', l('11-13')),
      task('invoice Mrs Hirst for the gutter job'),
    ],
  ),
  london(
    'nowt much today, rained off by 11, sat in the van eating a pasty watching it chuck it down. summat else tomorrow hopefully',
    NO_CHANGE,
  ),
  london(
    "aye so see today, wee leak on a compression fitting under a sink in Partick turned intae a full floor up job. the wife's gonnae kill me. anyway need tae order 15mm pex and fittings the morn, and phone the Partick wumman back about the flooring guy, and ah've decided ah'm no takin any mair emergency call outs after 8 at night",
    [task('order 15mm pex and fittings', l('11-12')), task('phone the Partick wumman back about the flooring guy'), decision],
    [task('order 15mm pex and fittings', l('11-12')), task('phone the Partick wumman back about the flooring guy', l('11-12')), decision],
  ),
  london(
    "cannae believe it, third boiler this week wi a knackered PCB. this time o year is pure mental. ah'm fine just needed tae moan",
    NO_CHANGE,
  ),
  london(
    'ok so quick update to myself, NHBC passed plots 12 to 15 which is a relief, plot 16 failed on the cavity barriers so I need to get the brickies back on the plot 16 cavity barriers by friday, chase the roof tile delivery for phase 2, and the snagging walk for plots 1 to 6 next tuesday at 10. also remind me to order more Heras fencing',
    [
      task('get the brickies back on the plot 16 cavity barriers', l('11-13')),
      task('chase the roof tile delivery for phase 2'),
      task('snagging walk for plots 1 to 6', l('11-17 10:00')),
      task('order more Heras fencing'),
    ],
  ),
  london(
    'honestly some days I wonder why I do this, 40 houses, 30 subbies, and every single one thinks their trade is the only one on site. going home to a bath and a glass of wine',
    NO_CHANGE,
  ),
  london(
    "after the mess with the last lot I've decided we're using Jewson for all the phase 2 timber, not the local yard. done deliberating",
    decision,
  ),
  london(
    'right so, yer man in the Holylands wants the whole house rewired before the students come back in january, which is grand, so I need to price the Holylands rewire by monday, order the cable, and ring NIE about the meter move. busy wee month so it is',
    [task('price the Holylands rewire', l('11-16')), task('order the cable'), task('ring NIE about the meter move')],
  ),
  london(
    "was thinking on the way home, I'm done with the landlord EICR work, pays nothing and they argue every invoice. domestic rewires only from now on so it is",
    decision,
  ),
  london(
    'Ok I speak because I am driving. Today was long day, Mrs Khan ceiling is finish. Tomorrow I must to go at 8 to the new client in Hanwell for to see the rooms, and on Friday to buy the masking tape and the caulk, and please remind me to send the invoice to Mrs Khan. Thank you please',
    [
      task('go to the new client in Hanwell for to see the rooms', l('11-12 08:00')),
      task('buy the masking tape and the caulk', l('11-13')),
      task('send the invoice to Mrs Khan'),
    ],
  ),
  london(
    'Today the client say the colour is not like in the photo and I must paint again the living room for free. I am very tired, is not my mistake but ok',
    NO_CHANGE,
  ),
  london(
    'so been mulling it, gonna take on the lad from college as an apprentice in jan. decided. and need to ring the CITB about the grant, tomorrow',
    [decision, task('ring the CITB about the grant', l('11-12'))],
  ),
  london(
    "right ah've got a wee minute. the van's MOT is due the end o the month so book that, and gonnae remind me tae pay the Screwfix account, and aye thats it",
    [task("book the van's MOT"), task('pay the Screwfix account')],
    [task("book the van's MOT", l('11-30')), task('pay the Screwfix account')],
  ),
  london(
    "ach what a day. ladder slipped on the wet tiles in a bathroom, I'm grand, wee bruise on the hip, but it put the heart crossways in me",
    NO_CHANGE,
  ),

  // New York
  newYork(
    'ok talking. DOB stop work on 31st ave lifted finally. need: call the framers tonight, pay the expediter, send the revised change order to the Astoria client by fri. thats it',
    [
      task('call the framers', n('11-11 20:00')),
      task('pay the expediter'),
      task('send the revised change order to the Astoria client', n('11-13')),
    ],
  ),
  newYork('long day. client wants marble now instead of quartz. 3rd change this month. whatever its their money', NO_CHANGE),
  newYork('been going back n forth. decided im not bidding the school job. too much paper, not enough margin', decision),
  newYork(
    "ay mija que día, the bathroom in 181st the wall is not straight, todo torcido, so I need to call the contractor for the plaster guy, and mañana buy more leveling clips, and friday at 9 finish the backsplash in the kitchen of Mr Chen. ok pues that's all",
    [
      task('call the contractor for the plaster guy'),
      task('buy more leveling clips', n('11-12')),
      task('finish the backsplash in the kitchen of Mr Chen', n('11-13 09:00')),
    ],
  ),
  newYork('I am so tired mija, my knees are killing me, 9 hours on the floor today. gracias a Dios is almost friday', NO_CHANGE),
  newYork(
    "Okay, recording this on the walk home. The stoop restoration on Garfield Place is going well, though the brownstone patching mix we used on the lower treads cured lighter than the sample, which I'm not thrilled about. A few things I need to remember: I want to call the mason, Luis, tomorrow morning about tinting the next batch; I need to order the quartersawn white oak for the parlor floor pocket doors before the end of the month; and I should email the homeowners on Garfield with an update by Friday. That should do it.",
    [
      task('call the mason, Luis, about tinting the next batch', n('11-12 09:00')),
      task('order the quartersawn white oak for the parlor floor pocket doors', n('11-30')),
      task('email the homeowners on Garfield with an update', n('11-13')),
    ],
    [
      task('call the mason, Luis, about tinting the next batch', n('11-12 08:00')),
      task('order the quartersawn white oak for the parlor floor pocket doors', n('11-30')),
      task('email the homeowners on Garfield with an update', n('11-13')),
    ],
  ),
  newYork(
    "I've been turning this over for weeks and I've made up my mind: I'm going to stop taking on full gut renovations and focus purely on restoration millwork and stoops. It's what I'm good at, and the landmarks work keeps coming.",
    decision,
  ),
  newYork(
    'The weather finally broke and we got the cornice primed before the rain. It was a good day, one of those where everything fits the first time.',
    NO_CHANGE,
  ),
  newYork(
    'ok so crazy day 4 no heats b4 noon, one was just a tripped switch smh. need 2 grab a flame sensor n igniter at the parts house tmrw, call mrs alvarez bout the mini split install date, n restock the van. ok bye',
    [
      task('grab a flame sensor n igniter at the parts house', n('11-12')),
      task('call mrs alvarez bout the mini split install date'),
      task('restock the van'),
    ],
  ),
  newYork('honestly love this time of yr, busy = $$ lol. tired tho', NO_CHANGE),
  newYork(
    "ok so the Smithtown crew's down a guy, Hector's out with his back. leaf cleanups running behind. gotta call the temp agency for a guy thru next week, get the big vac fixed before sat, and uh tell the Millers we're pushing them to monday",
    [
      task('call the temp agency for a guy thru next week'),
      task('get the big vac fixed', n('11-14')),
      task("tell the Millers we're pushing them to monday"),
    ],
    [
      task('call the temp agency for a guy thru next week'),
      task('get the big vac fixed', n('11-13')),
      task("tell the Millers we're pushing them to monday"),
    ],
  ),
  newYork('decided: selling the old F350, not worth another transmission. putting the money towards a new plow', decision),
  newYork(
    'rain again. crew sat in the truck 2 hrs. lost the whole morning. anyway remind me to call the crane company thurs 7a',
    task('call the crane company', n('11-12 07:00')),
  ),
];

export const HUNDREDTENTH_ANSWER: HeldOutItem[] = [
  // London
  within(which('ring the scaffolders about the tower', 'ring the scaffolders about the invoice'), london('invoice one ta', answer(2))),
  within(which('pick up ridge tiles from Travis Perkins', 'pick up lead from the merchants'), london('1st', answer(1))),
  within(
    askedChoice('Take the Harrogate re-roof or stick to repairs over winter?', 'take the Harrogate re-roof', 'stick to repairs'),
    london('the re-roof. summat to keep the lads busy', answer(1)),
  ),
  within(
    askedMatters("Hire your own scaffold or keep using Baz's firm?", 'buy your own scaffold', "keep using Baz's firm"),
    london('money mostly. and not bein let down', answer(null)),
  ),
  within(
    askedOptions('Should you take on a second van?'),
    london('aye either get a second van and a lad tae drive it, or keep gaun masel and turn work away', answer(null)),
  ),
  within(
    askedMatters('Worcester Bosch or Vaillant for the stock boilers?', 'Worcester Bosch', 'Vaillant'),
    london('the warranty mainly, and whit the merchants have in', answer(null)),
  ),
  within(which('phone Mrs Doig aboot her boiler', 'phone Mrs Doig aboot the rads'), london('the boiler yin', answer(1))),
  within(
    askedChoice('Keep the current groundworks sub or switch for phase 2?', 'keep the current groundworker', 'switch to the new firm'),
    london('keep them. better the devil you know', answer(1)),
  ),
  within(which('chase the window subbie re plot 22 frames', 'chase the window subbie re plot 24 frames'), london('24', answer(2))),
  within(
    askedChoice('Take on an apprentice or get a second sparky on a day rate?', 'take on an apprentice', 'second sparky on a day rate'),
    london('apprentice so it is, need someone long term', answer(1)),
  ),
  within(which('do the EICR on the Lisburn Rd flat', 'do the EICR on the Malone Rd house'), london('the Malone one', answer(2))),
  within(
    askedChoice('Buy a spray machine or keep painting with rollers?', 'buy the spray machine', 'keep with rollers'),
    london('I think I need to ask my brother first, he use one', answer(null)),
  ),
  within(which('buy the primer for the ceiling of Mrs Khan', 'buy the primer for the doors'), london('The second please', answer(2))),
  // London: a reply that starts something new
  within(
    which('ring the scaffolders about the tower', 'ring the scaffolders about the invoice'),
    london('forget that, remind me to ring the roofing felt rep at 4', task('ring the roofing felt rep', l('11-11 16:00'))),
  ),

  // New York
  within(which('call the expediter re the DOB permit', 'call the expediter re the CO'), newYork('permit', answer(1))),
  within(askedChoice('Bid the school job or pass?', 'bid it', 'pass'), newYork('pass', answer(2))),
  within(
    askedMatters('Hire a full time super or keep running sites yourself?', 'hire a super', 'keep running sites yourself'),
    newYork('time. i got none', answer(null)),
  ),
  within(
    which('pick up the thinset and the spacers at Floor & Decor', 'pick up the grout at Floor & Decor'),
    newYork('la primera', answer(1)),
  ),
  within(
    askedChoice('Work only for the one contractor or take private clients too?', 'only the contractor', 'private clients too'),
    newYork('ok pues the private clients, more money mija', answer(2)),
  ),
  within(
    askedOptions('Should you take the big stoop job in Fort Greene?'),
    newYork(
      'Well, the options as I see them: take it and bring on a second carpenter for the winter, or turn it down and keep the smaller millwork jobs I already have lined up.',
      answer(null),
    ),
  ),
  within(
    askedChoice('Repair the original parlor doors or have new ones milled?', 'repair the originals', 'mill new ones'),
    newYork("I'd like to see how bad the rot is on the lower rails before I commit either way.", answer(null)),
  ),
  within(which('call the supply house bout the ecm motor', 'call the supply house bout the condenser fan'), newYork('2', answer(2))),
  within(
    askedChoice('Go independent or stay with the company?', 'go independent', 'stay with the company'),
    newYork('stay 4 now, benefits', answer(2)),
  ),
  within(which('gas up the trucks n check the plows', 'gas up the mowers'), newYork('trucks', answer(1))),
  within(askedChoice('Buy a new plow truck or lease one?', 'buy new', 'lease'), newYork('lease. cash is tight till spring', answer(2))),
  within(
    askedMatters('Add a third leaf crew or turn customers away?', 'add a third crew', 'turn customers away'),
    newYork('keepin the guys i got happy honestly', answer(null)),
  ),
  // New York: a question back, not a pick
  within(which('call the Millers', 'call the Millers about snow'), newYork('wait who are the millers again', answer(null), NO_CHANGE)),
];
