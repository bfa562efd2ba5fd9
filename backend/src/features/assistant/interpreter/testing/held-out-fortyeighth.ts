import type { ConversationState, Intent } from '../intent';
import {
  answer,
  ctx,
  done,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  note,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  FORTYEIGHTH_AGENDA,
  FORTYEIGHTH_BARE,
  FORTYEIGHTH_DECISION,
  FORTYEIGHTH_DILEMMA,
  FORTYEIGHTH_FEELING,
  FORTYEIGHTH_FREE_TIME,
  FORTYEIGHTH_GREETING,
  FORTYEIGHTH_PRIORITISE,
  FORTYEIGHTH_QUESTION,
  FORTYEIGHTH_RAMBLE,
  FORTYEIGHTH_RECALL,
  FORTYEIGHTH_STATEMENT,
  FORTYEIGHTH_THANKS,
  FORTYEIGHTH_UNCLEAR,
} from './held-out-fortyeighth-b';

/**
 * The forty-eighth held-out set: fourteen people who mostly talk to their phone instead of typing,
 * so their messages arrive as speech-to-text wrote them. In London a parcel courier, a community
 * midwife, a home-care agency owner, a solicitor walking to court, a mobile tyre fitter, a
 * beekeeper and a children's entertainer; in New York a landscaper, an ASL interpreter, a farmer
 * selling at markets, a car-service (taxi) owner, a stage manager, a yoga studio owner and a carpet
 * installer. Run-on sentences with little punctuation, restarts ("call the no sorry text"), spoken
 * fillers, times as "a.m."/"p.m." or "half 4", names and words misheard ("nuke box", "Shivon"),
 * and a share of short typed messages when they are parked up. Read at HELD_OUT_NOW: Wednesday
 * 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per trade. */
const CARE_LIST = {
  listed: [
    'Rota review',
    'Run the payroll for the carers',
    "Text the Hendersons about their mum's care plan review",
    'Book DBS checks for the new starters',
  ],
};
const COURIER_LIST = {
  listed: ['Drop the spare keys back at the depot', 'Phone the customer at flat 6', 'Top up the AdBlue', 'Book the van in for its service'],
};
const HIVE_LIST = { listed: ['Heft the hives', 'Check the varroa boards', 'Take the honey to the deli in Lewes', 'Order fondant'] };
const CAB_LIST = {
  listed: [
    'Renew the TLC license for car 14',
    'Pay the insurance on the cabs',
    'Get the Camry in for inspection',
    'Call the dispatcher about nights',
  ],
};
const FARM_LIST = {
  listed: ['Load the truck for the Saturday market', 'Cover the garlic beds', 'Call the Union Square market manager', 'Order egg cartons'],
};
const STUDIO_LIST = {
  listed: ['Open up the studio', 'Pay the teachers', 'Order the new bolsters', 'Email the landlord about the studio lease'],
};

export const FORTYEIGHTH_ASK: HeldOutItem[] = [
  london(
    'Remind me to drop the spare keys back at the depot tomorrow at 8:30 a.m.',
    task('drop the spare keys back at the depot', l('11-12 08:30')),
  ),
  london(
    'remind me tomorrow morning at 7 to check the hives on the allotment for wasps',
    task('check the hives on the allotment for wasps', l('11-12 07:00')),
  ),
  london(
    'Remind me to ring Shivon Murphy about her glucose results at half 4',
    task('ring Shivon Murphy about her glucose results', l('11-11 16:30')),
  ),
  london(
    'I need to file the witness statement in Hargreaves by Friday remind me',
    task('file the witness statement in Hargreaves', l('11-13')),
    task('file the witness statement in Hargreaves', l('11-13 17:00')),
  ),
  london('Put the rota review in for Monday at 10 a.m. please', task('rota review', l('11-16 10:00'))),
  london(
    'Remind me tomorrow to order two 205 55 R16s for the Corsa on Sandford Road',
    task('order two 205 55 R16s for the Corsa on Sandford Road', l('11-12')),
  ),
  london(
    'remind me to blow up the balloons for the Patel party Saturday morning at 9',
    task('blow up the balloons for the Patel party', l('11-14 09:00')),
  ),
  london(
    'In 40 minutes remind me to phone the customer at flat 6 about a safe place',
    task('phone the customer at flat 6 about a safe place', inMinutes(40)),
  ),
  london('Remind me to collect the nuke box from Greg on Sunday', task('collect the nuke box from Greg', l('11-15'))),
  london('Remind me at 5:15 p.m. to send counsel the bundle index', task('send counsel the bundle index', l('11-11 17:15'))),
  london("Put Kasia Nowak's booking appointment in for Thursday 11 a.m.", task("Kasia Nowak's booking appointment", l('11-12 11:00'))),
  london('Remind me on the 20th to run the payroll for the carers', task('run the payroll for the carers', l('11-20'))),
  london(
    'need to get the compressor serviced before the end of the month',
    task('get the compressor serviced', l('11-30')),
    task('get the compressor serviced', l('11-30 17:00')),
  ),
  london('buy more face paint tmrw', task('buy more face paint', l('11-12'))),
  london(
    "Remind me to call the no sorry text the Hendersons about their mum's care plan review at 6 this evening",
    task("text the Hendersons about their mum's care plan review", l('11-11 18:00')),
  ),
  london('submit CPD hours 1/12', task('submit CPD hours', l('12-01'))),
  london('Remind me in ten minutes to pay for parking on Gloucester Road', task('pay for parking on Gloucester Road', inMinutes(10))),
  london(
    'Remind me next Tuesday to take the honey to the deli in Lewes',
    task('take the honey to the deli in Lewes', l('11-17')),
    task('take the honey to the deli in Lewes', l('11-24')),
  ),
  london('Remind me to by more smoker fuel on Saturday', task('buy more smoker fuel', l('11-14')), task('by more smoker fuel', l('11-14'))),
  london('Remind me Friday the 20th at 3 p.m. to go to the CQC feedback meeting', task('go to the CQC feedback meeting', l('11-20 15:00'))),
  newYork(
    'Remind me to pick up 20 bags of mulch from Home Depot tomorrow at 7 a.m.',
    task('pick up 20 bags of mulch from Home Depot', n('11-12 07:00')),
  ),
  newYork(
    "remind me Sunday night at 8 to prep vocab for Monday's deposition",
    task("prep vocab for Monday's deposition", n('11-15 20:00')),
  ),
  newYork(
    'Remind me to call the Union Square market manager about the stall at 2:30',
    task('call the Union Square market manager about the stall', n('11-11 14:30')),
  ),
  newYork('Remind me to renew the TLC license for car 14 by November 30th', task('renew the TLC license for car 14', n('11-30'))),
  newYork('Remind me at 6:45 p.m. to do the fight call', task('do the fight call', n('11-11 18:45'))),
  newYork('Remind me to order the new bolsters on Friday', task('order the new bolsters', n('11-13'))),
  newYork('remind me to measure the Goldbergs stairs Thursday at 9:30', task('measure the Goldbergs stairs', n('11-12 09:30'))),
  newYork(
    'Remind me in two hours to call back the lady in Yonkers about the hedges',
    task('call back the lady in Yonkers about the hedges', inMinutes(120)),
  ),
  newYork(
    'Remind me to text Shavonne about the tech schedule tomorrow at noon',
    task('text Shavonne about the tech schedule', n('11-12 12:00')),
  ),
  newYork(
    'This is important remind me to pay the insurance on the cabs on Friday',
    task('pay the insurance on the cabs', n('11-13'), { important: true }),
  ),
  newYork(
    'Um remind me to uh send my invoice to the Brooklyn Museum on the 19th',
    task('send my invoice to the Brooklyn Museum', n('11-19')),
  ),
  newYork('remind me at noon to cover the garlic beds', task('cover the garlic beds', n('11-11 12:00'))),
  newYork('pay sales tax 12/20', task('pay sales tax', n('12-20'))),
  newYork(
    'Remind me to call the no email the landlord about the studio lease tomorrow at 3',
    task('email the landlord about the studio lease', n('11-12 15:00')),
  ),
  newYork(
    'Remind me to get the Camry in for inspection a week from today',
    task('get the Camry in for inspection', n('11-18')),
    task('get the Camry in for inspection', n('11-18 10:00')),
  ),
  newYork(
    'Remind me at quarter to 5 to call the props house about the sword',
    task('call the props house about the sword', n('11-11 16:45')),
  ),
  newYork(
    'Remind me to bring the seam roller to the job in Astoria Tuesday at 8',
    task('bring the seam roller to the job in Astoria', n('11-17 08:00')),
  ),
  newYork(
    'remind me Thursday at 2 p.m. to confirm the ASL booking at Mount Sinai',
    task('confirm the ASL booking at Mount Sinai', n('11-12 14:00')),
  ),
  newYork('Remind me Saturday at 5 a.m. to pick the kale for the market', task('pick the kale for the market', n('11-14 05:00'))),
  newYork("Add a task call Jamal's insurance broker tomorrow morning at 9:15", task("call Jamal's insurance broker", n('11-12 09:15'))),
];

export const FORTYEIGHTH_RECURRING: HeldOutItem[] = [
  london('Every Sunday at 10 a.m. remind me to heft the hives', task('heft the hives', l('11-15 10:00'), { repeat: every('week') })),
  london(
    'remind me every weekday at 7:15 to do the van walkaround check',
    task('do the van walkaround check', l('11-12 07:15'), { repeat: every('weekday') }),
  ),
  london(
    'Every Monday at 9 remind me to restock the home birth bag',
    task('restock the home birth bag', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    "Remind me every Friday at 4 p.m. to sign off the carers' timesheets",
    task("sign off the carers' timesheets", l('11-13 16:00'), { repeat: every('week') }),
  ),
  london('every day at 5:30 p.m. record my time', task('record my time', l('11-11 17:30'), { repeat: every('day') })),
  london(
    'On the first of every month check the tyre stock in the van',
    task('check the tyre stock in the van', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'every Thursday night at 8 charge the bubble machine batteries',
    task('charge the bubble machine batteries', l('11-12 20:00'), { repeat: every('week') }),
  ),
  london(
    'Every two weeks on a Saturday remind me to check the varroa boards',
    task('check the varroa boards', l('11-14'), { repeat: every('week', 2) }),
  ),
  london(
    'Remind me every year on the 31st of January to do my tax return',
    task('do my tax return', l('2027-01-31 12:00'), { repeat: every('year') }),
  ),
  london(
    'every weekday at 4 p.m. check the missed visits report',
    task('check the missed visits report', l('11-11 16:00'), { repeat: every('weekday') }),
  ),
  london("every evening at 9 plan tomorrow's drops", task("plan tomorrow's drops", l('11-11 21:00'), { repeat: every('day') })),
  london('every tues 8am team huddle', task('team huddle', l('11-17 08:00'), { repeat: every('week') })),
  london('on the 25th of every month pay the storage unit', task('pay the storage unit', l('11-25'), { repeat: every('month') })),
  newYork('every Monday at 6:30 a.m. gas up the mowers', task('gas up the mowers', n('11-16 06:30'), { repeat: every('week') })),
  newYork(
    'Remind me every Wednesday at 9 a.m. to submit my hours to the agency',
    task('submit my hours to the agency', n('11-18 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'every Friday at 4 load the truck for the Saturday market',
    task('load the truck for the Saturday market', n('11-13 16:00'), { repeat: every('week') }),
  ),
  newYork('every day at 5 p.m. check the dispatch log', task('check the dispatch log', n('11-11 17:00'), { repeat: every('day') })),
  newYork('every night at 11 send the show report', task('send the show report', n('11-11 23:00'), { repeat: every('day') })),
  newYork('Remind me on the 1st of every month to pay the teachers', task('pay the teachers', n('12-01'), { repeat: every('month') })),
  newYork(
    'every other Thursday order adhesive from the supplier',
    task('order adhesive from the supplier', n('11-12'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every year on December 15 renew the commercial insurance',
    task('renew the commercial insurance', n('12-15'), { repeat: every('year') }),
  ),
  newYork('every sat 8am open up the studio', task('open up the studio', n('11-14 08:00'), { repeat: every('week') })),
  newYork(
    'every weekday at 7 a.m. check the booking portal',
    task('check the booking portal', n('11-12 07:00'), { repeat: every('weekday') }),
  ),
  newYork('every other Wednesday at 3 invoice the HOA', task('invoice the HOA', n('11-11 15:00'), { repeat: every('week', 2) })),
  newYork(
    'remind me every Sunday at 7 p.m. to email the cast the call times for the week',
    task('email the cast the call times for the week', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'Remind me every morning at 5 to check the greenhouse heater',
    task('check the greenhouse heater', n('11-12 05:00'), { repeat: every('day') }),
  ),
];

const OVERDUE_L = l('11-11 14:30');
const OVERDUE_N = n('11-11 09:30');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 08:00`)),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 08:00`)),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];

export const FORTYEIGHTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Phone the customer at flat 6', OVERDUE_L), london("Not now I'm driving give me an hour", snoozeFor(60))),
  within(reminded('Check the hives for wasps', OVERDUE_L), london("I'm suited up remind me in like 45 minutes", snoozeFor(45))),
  within(
    reminded('Send counsel the bundle index', OVERDUE_L),
    london("I'm in court till 4 remind me then", snoozeUntil(l('11-11 16:00')), move(ctx, '2026-11-11', '16:00'), move(ctx, null, '16:00')),
  ),
  within(reminded('Run the payroll for the carers', OVERDUE_L), london('Not today. Friday.', ...toDayL('11-13'))),
  within(
    reminded('Ring Shivon Murphy about her glucose results', OVERDUE_L),
    london("I'm at a birth can you do it in two hours", snoozeFor(120)),
  ),
  within(reminded('Order tyres for the Corsa', OVERDUE_L), london('Snooze for 30 minutes', snoozeFor(30))),
  within(reminded('Blow up the balloons for the Patel party', OVERDUE_L), london('Leave it till tomorrow', ...toDayL('11-12'))),
  within(reminded('Move the van off the double yellows', OVERDUE_L), london('give me ten', snoozeFor(10))),
  within(
    reminded('Drop the spare keys back at the depot', OVERDUE_L),
    london("Remind me when I'm back at the yard about 6", snoozeUntil(l('11-11 18:00')), move(ctx, '2026-11-11', '18:00')),
  ),
  within(reminded('Rota review', OVERDUE_L), london('push it to Monday', ...toDayL('11-16'))),
  within(reminded('Submit CPD hours', OVERDUE_L), london('Snooze it to ours', snoozeFor(120), unclear)),
  within(
    reminded('Collect the nuke box from Greg', OVERDUE_L),
    london('Tomorrow morning at 8', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded("Text the Hendersons about their mum's care plan review", OVERDUE_L), london("Later I'm on another call", snoozeFor(60))),
  within(reminded('Buy more face paint', OVERDUE_L), london('next week', ...toDayL('11-16'))),
  within(reminded('Pick up mulch from Home Depot', OVERDUE_N), newYork("I'm on the mower remind me in an hour and a half", snoozeFor(90))),
  within(
    reminded('Call the Union Square market manager', OVERDUE_N),
    newYork('Remind me after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('Prep vocab for the deposition', OVERDUE_N),
    newYork(
      "Can't do it now I'm interpreting till 1 o'clock",
      snoozeUntil(n('11-11 13:00')),
      move(ctx, '2026-11-11', '13:00'),
      move(ctx, null, '13:00'),
    ),
  ),
  within(reminded('Do the fight call', OVERDUE_N), newYork('snooze 15', snoozeFor(15))),
  within(reminded('Order the new bolsters', OVERDUE_N), newYork('Push it to Friday', ...toDayN('11-13'))),
  within(
    reminded('Measure the Goldbergs stairs', OVERDUE_N),
    newYork("Put it off till 4 o'clock", snoozeUntil(n('11-11 16:00')), move(ctx, '2026-11-11', '16:00'), move(ctx, null, '16:00')),
  ),
  within(reminded('Renew the TLC license for car 14', OVERDUE_N), newYork('One hour.', snoozeFor(60))),
  within(reminded('Call back the lady in Yonkers about the hedges', OVERDUE_N), newYork('Later.', snoozeFor(60))),
  within(reminded('Pay the insurance on the cabs', OVERDUE_N), newYork("Do it Monday when the money's in", ...toDayN('11-16'))),
  within(reminded('Confirm the ASL booking at Mount Sinai', OVERDUE_N), newYork("20 minutes I'm on the subway", snoozeFor(20))),
  within(
    reminded('Cover the garlic beds', OVERDUE_N),
    newYork('remind me again at 3 p.m.', snoozeUntil(n('11-11 15:00')), move(ctx, '2026-11-11', '15:00')),
  ),
  within(
    reminded('Email the landlord about the studio lease', OVERDUE_N),
    newYork('Snooze till tomorrow 9 a.m.', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
];

export const FORTYEIGHTH_CORRECTION: HeldOutItem[] = [
  within(
    talkedOf('Ring Shivon Murphy about her glucose results', l('11-11 16:30')),
    london('No I said quarter to 5 not half 4', move(ctx, null, '16:45')),
  ),
  within(
    talkedOf('Drop the spare keys back at the depot', l('11-12 08:30')),
    london('Sorry make that 7:30 a.m.', move(ctx, null, '07:30')),
  ),
  within(
    talkedOf('File the witness statement in Hargreaves', l('11-13 12:00')),
    london("Actually it's due Thursday not Friday", move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Rota review', l('11-16 10:00')), london("Can we make that 2 o'clock instead", move(ctx, null, '14:00'))),
  within(
    talkedOf('Blow up the balloons for the Patel party', l('11-14 09:00')),
    london("oh wait the party's on Sunday so Sunday morning", move(ctx, '2026-11-15', null), move(ctx, '2026-11-15', '09:00')),
  ),
  within(talkedOf('Send counsel the bundle index', l('11-11 17:15')), london('no 6:15 not 5:15', move(ctx, null, '18:15'))),
  within(talkedOf("Kasia Nowak's booking appointment", l('11-12 11:00')), london('Change that to the 19th', move(ctx, '2026-11-19', null))),
  within(
    talkedOf('Run the payroll for the carers', l('11-20 12:00')),
    london("It should be the 27th payday's the last Friday", move(ctx, '2026-11-27', null)),
  ),
  within(talkedOf('Collect the nuke box from Greg', l('11-15 12:00')), london('make it 2 p.m.', move(ctx, null, '14:00'))),
  within(
    talkedOf('Check the hives on the allotment for wasps', l('11-12 07:00')),
    london("7 is too early it'll be cold make it 11", move(ctx, null, '11:00')),
  ),
  london('Can you move the Hargreaves statement to Monday at 9 a.m.', move(words('Hargreaves'), '2026-11-16', '09:00')),
  within(
    talkedOf("Text the Hendersons about their mum's care plan review", l('11-11 18:00')),
    london('make it an hour later', move(ctx, null, '19:00'), snoozeFor(60)),
  ),
  london('move face paint to fri', move(words('face paint'), '2026-11-13', null)),
  within(talkedOf('Pick up mulch from Home Depot', n('11-12 07:00')), newYork('No no 6 a.m. they open at 6', move(ctx, null, '06:00'))),
  within(
    talkedOf('Call the Union Square market manager about the stall', n('11-11 14:30')),
    newYork("Actually make it 3:30 he's at lunch till 3", move(ctx, null, '15:30')),
  ),
  within(talkedOf('Do the fight call', n('11-11 18:45')), newYork('Sorry that should be 7:15 p.m.', move(ctx, null, '19:15'))),
  within(
    talkedOf('Measure the Goldbergs stairs', n('11-12 09:30')),
    newYork('Wait they said Friday not Thursday', move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Order the new bolsters', n('11-13 12:00')), newYork('Actually do it tomorrow', move(ctx, '2026-11-12', null))),
  within(
    talkedOf("Prep vocab for Monday's deposition", n('11-15 20:00')),
    newYork('make it Saturday instead same time', move(ctx, '2026-11-14', null), move(ctx, '2026-11-14', '20:00')),
  ),
  within(talkedOf('Text Shavonne about the tech schedule', n('11-12 12:00')), newYork('No I said 2 not noon', move(ctx, null, '14:00'))),
  within(
    talkedOf('Pay the insurance on the cabs', n('11-13 12:00')),
    newYork("oh wait it's the following Friday", move(ctx, '2026-11-20', null)),
  ),
  newYork('Push the bolsters order to Monday at 10', move(words('bolsters'), '2026-11-16', '10:00')),
  within(
    talkedOf('Send my invoice to the Brooklyn Museum', n('11-19 12:00')),
    newYork('Change it to the 30th', move(ctx, '2026-11-30', null)),
  ),
  within(talkedOf('Cover the garlic beds', n('11-11 12:00')), newYork('Make that 4:00 p.m.', move(ctx, null, '16:00'))),
  newYork('Can you change the Astoria job reminder to Wednesday the 18th 8 a.m.', move(words('Astoria'), '2026-11-18', '08:00')),
  within(
    talkedOf('Call the props house about the sword', n('11-11 16:45')),
    newYork('no make it for 15', move(ctx, null, '16:15'), unclear),
  ),
];

export const FORTYEIGHTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Ring Shivon Murphy about her glucose results'),
    london("It's Siobhan S I O B H A N can you fix the name", rename(ctx, 'Ring Siobhan Murphy about her glucose results')),
  ),
  within(
    talkedOf('Collect the nuke box from Greg'),
    london('That should say nuc box N U C not nuke', rename(ctx, 'Collect the nuc box from Greg')),
  ),
  within(talkedOf('Rota review'), london('Change the name to rota review and holiday cover', rename(ctx, 'rota review and holiday cover'))),
  london('Rename the Corsa tyres one to Corsa tyres plus tracking', rename(words('Corsa'), 'Corsa tyres plus tracking')),
  within(
    talkedOf('File the witness statement in Hargreaves'),
    london('call it Hargreaves witness statement final version', rename(ctx, 'Hargreaves witness statement final version')),
  ),
  within(
    talkedOf('Blow up the balloons for the Patel party'),
    london("Can you change that to balloons and party bags for Arjun's party", rename(ctx, "balloons and party bags for Arjun's party")),
  ),
  within(
    talkedOf('Drop the spare keys back at the depot'),
    london('rename it drop keys and scanner back at the depot', rename(ctx, 'drop keys and scanner back at the depot')),
  ),
  within(CARE_LIST, london('Rename number 4 to DBS checks for Amara and Tomasz', rename(num(4), 'DBS checks for Amara and Tomasz'))),
  london('Change the team huddle one to team huddle at Whipps Cross', rename(words('team huddle'), 'team huddle at Whipps Cross')),
  within(talkedOf('Buy more face paint'), london('rename: face paint + glitter', rename(ctx, 'face paint + glitter'))),
  within(
    talkedOf("Kasia Nowak's booking appointment"),
    london("The surname's wrong it's Novak with a V", rename(ctx, "Kasia Novak's booking appointment")),
  ),
  within(
    talkedOf('Text Savior about the tech schedule'),
    newYork("it's Xavier X A V I E R not savior lol fix that", rename(ctx, 'Text Xavier about the tech schedule')),
  ),
  within(
    talkedOf('Measure the Goldbergs stairs'),
    newYork('Change it to measure the Goldbergs stairs and landing', rename(ctx, 'measure the Goldbergs stairs and landing')),
  ),
  newYork('rename the mulch reminder to pick up mulch and edging stakes', rename(words('mulch'), 'pick up mulch and edging stakes')),
  within(
    talkedOf('Order the new bolsters'),
    newYork('Call it order 12 bolsters and 6 blocks', rename(ctx, 'order 12 bolsters and 6 blocks')),
  ),
  within(
    CAB_LIST,
    newYork('change number 3 to get the Camry and the Sienna inspected', rename(num(3), 'get the Camry and the Sienna inspected')),
  ),
  within(talkedOf('Do the fight call'), newYork('Retitle that fight call and lift check', rename(ctx, 'fight call and lift check'))),
  within(
    talkedOf('Cover the garlic beds'),
    newYork('change the name to cover the garlic and the shallots', rename(ctx, 'cover the garlic and the shallots')),
  ),
  newYork(
    'Rename the Brooklyn Museum one to invoice Brooklyn Museum for October',
    rename(words('Brooklyn Museum'), 'invoice Brooklyn Museum for October'),
  ),
  within(
    talkedOf('Email the landlord about the studio lease'),
    newYork('call it email Mr Delucca about the lease renewal', rename(ctx, 'email Mr Delucca about the lease renewal')),
  ),
  within(
    talkedOf('Call back the lady in Yonkers about the hedges'),
    newYork(
      'her name is Mrs Abernathy put that in the title',
      rename(ctx, 'Call back Mrs Abernathy in Yonkers about the hedges'),
      rename(ctx, 'Call back Mrs Abernathy about the hedges'),
    ),
  ),
  newYork('rename the HOA one → HOA invoice + leaf cleanup', rename(words('HOA'), 'HOA invoice + leaf cleanup')),
];

export const FORTYEIGHTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Blow up the balloons for the Patel party'), london("Delete that the party's been cancelled chickenpox", remove(ctx))),
  within(CARE_LIST, london('get rid of number 3', remove(num(3)))),
  london("Cancel the reminder about the nuke box Greg's sold it", remove(words('nuke box'))),
  london('Take the Sandford Road tyres off my list', remove(words('Sandford Road'))),
  within(talkedOf('Send counsel the bundle index'), london("scrap that one my trainee's doing it", remove(ctx))),
  london("Delete the team huddle one it's been cancelled for good", remove(words('team huddle'))),
  within(HIVE_LIST, london('remove the last one', remove(num(4)))),
  london("can you delete storage unit payment I've cancelled the unit", remove(words('storage unit'))),
  within(talkedOf('Move the van off the double yellows'), london('Forget that one', remove(ctx))),
  within(COURIER_LIST, london("number 2 can go the customer's rung me", remove(num(2)), done(num(2)))),
  within(COURIER_LIST, london('del 1', remove(num(1)))),
  within(talkedOf('Measure the Goldbergs stairs'), newYork('Delete it they went with somebody else', remove(ctx))),
  within(CAB_LIST, newYork('Cancel number one', remove(num(1)))),
  newYork('Remove the fight call reminder we cut the fight', remove(words('fight call'))),
  newYork('Delete the greenhouse heater one', remove(words('greenhouse heater'))),
  within(talkedOf('Order the new bolsters'), newYork("No actually cancel that we've got enough", remove(ctx))),
  newYork('Take the HOA invoice off they paid up front', remove(words('HOA'))),
  within(FARM_LIST, newYork('get rid of the second one', remove(num(2)))),
  newYork('please delete the reminder to email the cast the call times', remove(words('email the cast the call times'))),
  within(talkedOf('Call back the lady in Yonkers about the hedges'), newYork('Never mind delete that', remove(ctx))),
  newYork('Remove the Astoria seam roller thing', remove(words('Astoria'))),
  within(STUDIO_LIST, newYork('Scratch three', remove(num(3)))),
];

export const FORTYEIGHTH_DONE: HeldOutItem[] = [
  within(reminded('Phone the customer at flat 6', OVERDUE_L), london('Done.', done(ctx))),
  within(reminded('Check the hives for wasps', OVERDUE_L), london('Yep all checked no wasps thank God', done(ctx))),
  within(COURIER_LIST, london("Number one's done", done(num(1)))),
  within(reminded('Send counsel the bundle index', OVERDUE_L), london('Sent it from the train', done(ctx))),
  within(reminded('Ring Shivon Murphy about her glucose results', OVERDUE_L), london("Spoke to her she's fine", done(ctx))),
  london("I've topped up the AdBlue", done(words('AdBlue'))),
  within(CARE_LIST, london('Done one and three', [done(num(1)), done(num(3))])),
  within(reminded('Order tyres for the Corsa', OVERDUE_L), london("Ordered them they're coming Friday", done(ctx))),
  within(
    reminded('Blow up the balloons for the Patel party', OVERDUE_L),
    london('All blown up 60 balloons my cheeks are killing me', done(ctx)),
  ),
  london("I've paid the storage unit", done(words('storage unit'))),
  within(reminded('Rota review', OVERDUE_L), london("Yeah that's done thanks", done(ctx), [done(ctx), talk('thanks')])),
  within(reminded('Move the van off the double yellows', OVERDUE_L), london('Moved it', done(ctx))),
  london('Varroa boards are done', done(words('varroa boards'))),
  within(reminded('Pick up mulch from Home Depot', OVERDUE_N), newYork('got the mulch', done(ctx))),
  within(
    reminded('Call the Union Square market manager', OVERDUE_N),
    newYork("I called him it's sorted we've got the corner spot", done(ctx)),
  ),
  within(FARM_LIST, newYork('Number four done', done(num(4)))),
  within(reminded('Do the fight call', OVERDUE_N), newYork('finished', done(ctx))),
  newYork('I renewed the TLC license for car 14', done(words('TLC license'))),
  within(reminded('Confirm the ASL booking at Mount Sinai', OVERDUE_N), newYork('Confirmed', done(ctx))),
  within(CAB_LIST, newYork('2 and 3 are both done', [done(num(2)), done(num(3))])),
  within(reminded('Cover the garlic beds', OVERDUE_N), newYork("They're covered", done(ctx))),
  within(reminded('Order the new bolsters', OVERDUE_N), newYork('Did it last night', done(ctx))),
  within(reminded('Email the landlord about the studio lease', OVERDUE_N), newYork('yup emailed him', done(ctx))),
  newYork('I measured the Goldbergs stairs this morning', done(words('Goldbergs'))),
  within(reminded('Pay the insurance on the cabs', OVERDUE_N), newYork('Dunn', done(ctx), unclear)),
];

const WHICH_CALL = {
  pending: { about: 'which_task' as const, options: ['Phone the customer at flat 6', 'Phone the depot about the scanner'] },
};
const WHICH_HIVES = {
  pending: {
    about: 'which_task' as const,
    options: ['Heft the hives', 'Check the hives on the allotment for wasps', 'Move the hives to the orchard'],
  },
};
const WHICH_INVOICE = {
  pending: { about: 'which_task' as const, options: ['Send my invoice to the Brooklyn Museum', 'Invoice the agency for October'] },
};
const WHICH_MOWER = { pending: { about: 'which_task' as const, options: ['Gas up the mowers', 'Call the mower repair guy'] } };
const CROYDON = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take on the Croydon contract or stay local?',
    options: ['Take the Croydon contract', 'Stay local'],
  },
};
const WINTER_MARKET = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Keep the Saturday market through winter or stop after Christmas?',
    options: ['Keep going', 'Stop after Christmas'],
  },
};
const PARTIES = { pending: { about: 'review' as const, decision: 'Stopped doing Saturday parties' } };
const EARLY_CLASS = { pending: { about: 'review' as const, decision: 'Dropped the 6am class' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Mornings with the bees calm me down before the week starts' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Saying no to Sunday jobs made the whole week easier' } };

export const FORTYEIGHTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('The customer', answer(1))),
  within(WHICH_CALL, london('Second one', answer(2))),
  within(WHICH_CALL, london('the depot one', answer(2))),
  within(WHICH_HIVES, london('The wasps one', answer(2))),
  within(WHICH_HIVES, london('number three', answer(3))),
  within(WHICH_HIVES, london('The one about moving them', answer(3))),
  within(WHICH_HIVES, london('all of them really', answer(null))),
  within(WHICH_INVOICE, newYork('The museum', answer(1))),
  within(WHICH_INVOICE, newYork('the agency one please', answer(2))),
  within(WHICH_MOWER, newYork('Gas up', answer(1))),
  within(WHICH_MOWER, newYork('The repair guy', answer(2))),
  within(CROYDON, london("I think we'll take it", answer(1))),
  within(CROYDON, london('Stay local', answer(2))),
  within(CROYDON, london('Not sure yet I need to talk to my husband', answer(null))),
  within(WINTER_MARKET, newYork('Stop after Christmas', answer(2))),
  within(WINTER_MARKET, newYork('the first one', answer(1))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I replace car 9?' } },
    newYork('Either buy a used Prius or lease a new Camry', answer(null)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Go part-time at the firm or go freelance?',
        options: ['Part-time at the firm', 'Go freelance'],
      },
    },
    london('Honestly the money and being home for the kids', answer(null)),
  ),
  within(PARTIES, london("It's been great I've actually got my weekends back", answer(null))),
  within(EARLY_CLASS, newYork('Mixed lost a couple of members but the teachers are happier', answer(null))),
  within(KEEP_L, london('Yes keep that', answer(null), note)),
  within(KEEP_N, newYork('Keep', answer(null), note)),
  within(KEEP_L, london("No don't bother", answer(null))),
  within(
    { pending: { about: 'other', question: 'Do you want the reminder at 7 or at 8?', options: ['7', '8'] } },
    newYork("8 o'clock", answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Which day works for the van service, Thursday or Friday?', options: ['Thursday', 'Friday'] } },
    london("Friday's better", answer(2)),
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FORTYEIGHTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FORTYEIGHTH_ASK,
  recurring: FORTYEIGHTH_RECURRING,
  snooze: FORTYEIGHTH_SNOOZE,
  correction: FORTYEIGHTH_CORRECTION,
  rename: FORTYEIGHTH_RENAME,
  remove: FORTYEIGHTH_REMOVE,
  done: FORTYEIGHTH_DONE,
  answer: FORTYEIGHTH_ANSWER,
  ramble: FORTYEIGHTH_RAMBLE,
  greeting: FORTYEIGHTH_GREETING,
  thanks: FORTYEIGHTH_THANKS,
  feeling: FORTYEIGHTH_FEELING,
  question: FORTYEIGHTH_QUESTION,
  statement: FORTYEIGHTH_STATEMENT,
  decision: FORTYEIGHTH_DECISION,
  dilemma: FORTYEIGHTH_DILEMMA,
  recall: FORTYEIGHTH_RECALL,
  prioritise: FORTYEIGHTH_PRIORITISE,
  agenda: FORTYEIGHTH_AGENDA,
  free_time: FORTYEIGHTH_FREE_TIME,
  unclear: FORTYEIGHTH_UNCLEAR,
  bare: FORTYEIGHTH_BARE,
};

export const HELD_OUT_FORTYEIGHTH: HeldOutItem[] = Object.values(HELD_OUT_FORTYEIGHTH_KINDS).flat();
