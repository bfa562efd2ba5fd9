import type { ConversationState, Intent } from '../intent';
import {
  answer,
  ctx,
  decision,
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
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  THIRTYNINTH_AGENDA,
  THIRTYNINTH_BARE,
  THIRTYNINTH_DECISION,
  THIRTYNINTH_DILEMMA,
  THIRTYNINTH_FEELING,
  THIRTYNINTH_FREE_TIME,
  THIRTYNINTH_GREETING,
  THIRTYNINTH_PRIORITISE,
  THIRTYNINTH_QUESTION,
  THIRTYNINTH_RECALL,
  THIRTYNINTH_STATEMENT,
  THIRTYNINTH_THANKS,
  THIRTYNINTH_UNCLEAR,
} from './held-out-thirtyninth-b';

/**
 * The thirty-ninth held-out set: an ordinary week from fifteen people. In London: a plumber in
 * Leeds (Gaz), a Bristol bakery (Rosie), a physiotherapist (Tom), a landscape gardener in Cardiff
 * (Owen), a dog walker in Glasgow (Shona), a florist (Bea), a hair salon (Tasha) and a furniture
 * restorer (Alistair). In New York: a wedding photographer (Maya), a SaaS founder (Ines), a
 * translator (Hélène), an indie game developer (Kai), a bookkeeper (Denise), a personal trainer
 * (Marcus) and a podcast producer (Jules). Meant to be representative rather than strange: the
 * ordinary spread of time wording, replies to reminders, corrections, references by number and name.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** `titles` is the last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
const askBack: Intent = { kind: 'ask', text: '', options: [] };

const GAZ_LIST = listed(
  'Quote mrs whitfield for the boiler swap',
  'Chase Pete for the radiator money',
  'Gas safe renewal',
  'Check the van stock',
);
const OWEN_LIST = listed('Get the turf order in for the Pengam job', 'Hedge at the vicarage', 'Rake the Rhiwbina lawn');
const DENISE_LIST = listed('File the Hutchins 1099s', 'Send client statements', 'Run payroll for Hartwell Landscaping');
const MARCUS_LIST = listed('Text Jordan his new macros', 'Book the squat rack repair guy', 'Renew my CPR cert');

export const THIRTYNINTH_ASK: HeldOutItem[] = [
  london('need to quote mrs whitfield for the boiler swap tmrw 8am', task('quote mrs whitfield for the boiler swap', l('11-12 08:00'))),
  london(
    'remind me pick up the combi valve from plumbcenter at half 4',
    task('pick up the combi valve from plumbcenter', l('11-11 16:30')),
  ),
  london('ring the Ashworths re leak under sink fri 9 am', task('ring the Ashworths re leak under sink', l('11-13 09:00'))),
  london('chase Pete for the radiator money on the 1st', task('chase Pete for the radiator money', l('12-01'))),
  london(
    'IMPORTANT gas safe renewal before end of month',
    task('gas safe renewal', l('11-30'), { important: true }),
    task('gas safe renewal', l('11-30 17:00'), { important: true }),
  ),
  london(
    'Can you remind me to order 25kg of strong white flour first thing tomorrow please!',
    task('order 25kg of strong white flour', l('11-12 09:00')),
    task('order 25kg of strong white flour', l('11-12 08:00')),
  ),
  london(
    'post the christmas cake order deadline on insta on the 20th',
    task('post the christmas cake order deadline on insta', l('11-20')),
  ),
  london('remind me at 6am sat to prove the focaccia for the market', task('prove the focaccia for the market', l('11-14 06:00'))),
  london('Pay the flour mill invoice midday friday', task('pay the flour mill invoice', l('11-13 12:00'))),
  london(
    'Remind me to send Mr Aldridge his home exercise sheet at 5.30pm.',
    task('send Mr Aldridge his home exercise sheet', l('11-11 17:30')),
  ),
  london('Book CPD course on shoulder rehab by 30/11.', task('book CPD course on shoulder rehab', l('11-30'))),
  london("In 2 weeks at 4pm: review Mrs Adeyemi's progress notes.", task("review Mrs Adeyemi's progress notes", l('11-25 16:00'))),
  london(
    'Remind me to ring the clinic landlord about the heating at 10 am tomorrow.',
    task('ring the clinic landlord about the heating', l('11-12 10:00')),
  ),
  london('get the turf order in for the Pengam job monday', task('get the turf order in for the Pengam job', l('11-16'))),
  london('quarter to 8 tmrw pick up the mini digger', task('pick up the mini digger', l('11-12 07:45'))),
  london(
    'in a fortnight rake and reseed the Rhiwbina lawn',
    task('rake and reseed the Rhiwbina lawn', l('11-25')),
    task('rake and reseed the Rhiwbina lawn', l('11-25 15:00')),
  ),
  london('winter prune the wisteria at Hendre Rd on dec 7th', task('winter prune the wisteria at Hendre Rd', l('12-07'))),
  london(
    "remind me to collect Bramble's lead from the vets at noon tomorrow",
    task("collect Bramble's lead from the vets", l('11-12 12:00')),
  ),
  london('text the Fraser family about xmas cover this weekend', task('text the Fraser family about xmas cover', l('11-14'))),
  london('walk Pickle for the Mackays at half 12 tmrw', task('walk Pickle for the Mackays', l('11-12 12:30'))),
  london(
    'order 200 stems of eucalyptus for the Harcourt wedding by thurs 💐',
    task('order 200 stems of eucalyptus for the Harcourt wedding', l('11-12')),
  ),
  london('remind me in 20 mins to take the peonies out of the cold room', task('take the peonies out of the cold room', inMinutes(20))),
  london(
    'urgent!! call the wholesaler about the missing ranunculus today before 5',
    task('call the wholesaler about the missing ranunculus', l('11-11 17:00'), { important: true }),
  ),
  london(
    'remind me 7pm to soak the oasis for tomorrows funeral tributes',
    task('soak the oasis for tomorrows funeral tributes', l('11-11 19:00')),
  ),
  london('hun remind me to reorder the olaplex no.3 tmrw', task('reorder the olaplex no.3', l('11-12'))),
  london(
    'staff meeting monday 9.15 before we open',
    task('staff meeting', l('11-16 09:15')),
    task('staff meeting before we open', l('11-16 09:15')),
  ),
  london(
    'book the boiler service for the salon end of day friday',
    task('book the boiler service for the salon', l('11-13 17:00')),
    task('book the boiler service for the salon', l('11-13 18:00')),
  ),
  london('remind me 2 get the card machine fixed tmrw at 10am x', task('get the card machine fixed', l('11-12 10:00'))),
  london(
    'Please remind me to collect the walnut veneer from Harrisons on Friday 20 November at 11am.',
    task('collect the walnut veneer from Harrisons', l('11-20 11:00')),
  ),
  london('Deliver the restored bureau to Mrs Pennington on 3/12.', task('deliver the restored bureau to Mrs Pennington', l('12-03'))),
  london(
    'Apply the second coat of French polish to the card table in three hours.',
    task('apply the second coat of French polish to the card table', inMinutes(180)),
  ),
  london(
    'Chase the upholsterer about the chaise longue a week on Monday.',
    task('chase the upholsterer about the chaise longue', l('11-23')),
  ),
  newYork('remind me to send the Delgado wedding gallery by friday 5pm', task('send the Delgado wedding gallery', n('11-13 17:00'))),
  newYork(
    'edit the engagement shoot for Noor and Eli tmr night at 8',
    task('edit the engagement shoot for Noor and Eli', n('11-12 20:00')),
  ),
  newYork(
    'back up the Oyster Bay wedding cards asap',
    task('back up the Oyster Bay wedding cards', null, { important: true }),
    task('back up the Oyster Bay wedding cards'),
  ),
  newYork('tmrw 9:30am call the Foundry about the shot list', task('call the Foundry about the shot list', n('11-12 09:30'))),
  newYork('Remind me to review the Q4 pricing page copy at 2:30pm today.', task('review the Q4 pricing page copy', n('11-11 14:30'))),
  newYork(
    'ship the onboarding email fix by EOD',
    task('ship the onboarding email fix', n('11-11 17:00')),
    task('ship the onboarding email fix', n('11-11 18:00')),
  ),
  newYork('Remind me on 11/30 at 9am to send the investor update', task('send the investor update', n('11-30 09:00'))),
  newYork(
    'in 3 days follow up w/ Northwind about the pilot',
    task('follow up w/ Northwind about the pilot', n('11-14')),
    task('follow up w/ Northwind about the pilot', n('11-14 10:00')),
  ),
  newYork(
    'Deliver the Rousseau contract translation by 11/18 at noon.',
    task('deliver the Rousseau contract translation', n('11-18 12:00')),
  ),
  newYork('Please remind me to invoice the law firm on the 1st of December.', task('invoice the law firm', n('12-01'))),
  newYork(
    'Call the agency about the Portuguese rush job at a quarter past 1.',
    task('call the agency about the Portuguese rush job', n('11-11 13:15')),
  ),
  newYork('submit build to steam review thurs 3pm', task('submit build to steam review', n('11-12 15:00'))),
  newYork('in 45 min remind me to check the crash logs lol', task('check the crash logs', inMinutes(45))),
  newYork('playtest w the discord group sat 2 pm', task('playtest w the discord group', n('11-14 14:00'))),
  newYork('Remind me to file the Hutchins 1099s by January 31.', task('file the Hutchins 1099s', n('2027-01-31 12:00'))),
  newYork(
    'Reconcile the Brightwater Dental bank feed tomorrow at 11 a.m.',
    task('reconcile the Brightwater Dental bank feed', n('11-12 11:00')),
  ),
  newYork('Run payroll for Hartwell Landscaping on 12/3', task('run payroll for Hartwell Landscaping', n('12-03'))),
  newYork('text jordan his new macros 7pm', task('text jordan his new macros', n('11-11 19:00'))),
  newYork(
    'book the squat rack repair guy next monday',
    task('book the squat rack repair guy', n('11-16')),
    task('book the squat rack repair guy', n('11-23')),
  ),
  newYork('remind me to renew my cpr cert this weekend', task('renew my cpr cert', n('11-14'))),
  newYork('remind me to send the ep 42 show notes to Rafa by noon thursday', task('send the ep 42 show notes to Rafa', n('11-12 12:00'))),
  newYork('record the Hartley interview 12/9 at 10am', task('record the Hartley interview', n('12-09 10:00'))),
  newYork('pay the editor on friday', task('pay the editor', n('11-13'))),
];

export const THIRTYNINTH_RECURRING: HeldOutItem[] = [
  london('every monday 7am check the van stock', task('check the van stock', l('11-16 07:00'), { repeat: every('week') })),
  london(
    'every year on the 14th of march remind me mrs whitfields boiler service',
    task('mrs whitfields boiler service', l('2027-03-14 12:00'), { repeat: every('year') }),
  ),
  london(
    'remind me every friday at 4pm to do the wholesale invoices',
    task('do the wholesale invoices', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london(
    'deep clean the proving cabinet every 2 weeks on saturday',
    task('deep clean the proving cabinet', l('11-14'), { repeat: every('week', 2) }),
  ),
  london(
    'Every weekday at 8:15am, check the clinic voicemail.',
    task('check the clinic voicemail', l('11-12 08:15'), { repeat: every('weekday') }),
  ),
  london(
    'Monthly on the 25th: pay the room hire at the leisure centre.',
    task('pay the room hire at the leisure centre', l('11-25'), { repeat: every('month') }),
  ),
  london(
    'every other tuesday cut the grass at the Llandaff church',
    task('cut the grass at the Llandaff church', l('11-17'), { repeat: every('week', 2) }),
  ),
  london(
    "mon to fri 7:30 check the weather for the day's jobs",
    task("check the weather for the day's jobs", l('11-12 07:30'), { repeat: every('weekday') }),
  ),
  london('remind me every night at 9 to plan tomorrows walks', task('plan tomorrows walks', l('11-11 21:00'), { repeat: every('day') })),
  london(
    'every weekday at half 11 pick up Bramble for her midday walk',
    task('pick up Bramble for her midday walk', l('11-12 11:30'), { repeat: every('weekday') }),
  ),
  london('on the 1st of each month pay the cold room rental', task('pay the cold room rental', l('12-01'), { repeat: every('month') })),
  london(
    'every sunday 6pm post next weeks availability on insta',
    task('post next weeks availability on insta', l('11-15 18:00'), { repeat: every('week') }),
  ),
  london('remind me every tuesday to do the stock take', task('do the stock take', l('11-17'), { repeat: every('week') })),
  london(
    'Each Thursday at 10am, check the shellac and wax stock.',
    task('check the shellac and wax stock', l('11-12 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'every monday at 10 send the weekly sneak peeks',
    task('send the weekly sneak peeks', n('11-16 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'every january 2nd remind me to renew my business insurance',
    task('renew my business insurance', n('2027-01-02 12:00'), { repeat: every('year') }),
  ),
  newYork(
    'Every weekday at 9:30am standup with the eng team.',
    task('standup with the eng team', n('11-12 09:30'), { repeat: every('weekday') }),
  ),
  newYork('first of every month review MRR dashboard', task('review MRR dashboard', n('12-01'), { repeat: every('month') })),
  newYork(
    'Every Friday at 3pm, send my timesheet to the agency.',
    task('send my timesheet to the agency', n('11-13 15:00'), { repeat: every('week') }),
  ),
  newYork(
    'Daily at 7:45am, review the glossary for the pharma client.',
    task('review the glossary for the pharma client', n('11-12 07:45'), { repeat: every('day') }),
  ),
  newYork('push a devlog every sunday night at 8', task('push a devlog', n('11-15 20:00'), { repeat: every('week') })),
  newYork(
    'On the 10th of every month, remind me to send client statements.',
    task('send client statements', n('12-10'), { repeat: every('month') }),
  ),
  newYork(
    'every morning 6am check in with my online clients',
    task('check in with my online clients', n('11-12 06:00'), { repeat: every('day') }),
  ),
  newYork(
    'every other saturday at 9 run the bootcamp in the park',
    task('run the bootcamp in the park', n('11-14 09:00'), { repeat: every('week', 2) }),
  ),
  newYork('every wednesday at 4pm publish the episode', task('publish the episode', n('11-11 16:00'), { repeat: every('week') })),
  newYork(
    'each month on the 28th send invoices to both shows',
    task('send invoices to both shows', n('11-28'), { repeat: every('month') }),
  ),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];
/** A snooze to a day and a time, said as a snooze or as a move. */
const toL = (date: string, time: string): Intent[] => [snoozeUntil(l(`${date} ${time}`)), move(ctx, `2026-${date}`, time)];
const toN = (date: string, time: string): Intent[] => [snoozeUntil(n(`${date} ${time}`)), move(ctx, `2026-${date}`, time)];

export const THIRTYNINTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring the Ashworths re leak under sink', OVERDUE_L), london('under a sink rn gimme an hour', snoozeFor(60))),
  within(reminded('Chase Pete for the radiator money', OVERDUE_L), london('monday', ...toDayL('11-16'))),
  within(reminded('Quote mrs whitfield for the boiler swap', OVERDUE_L), london('after tea, 7ish', snoozeUntil(l('11-11 19:00')))),
  within(reminded('Order 25kg of strong white flour', OVERDUE_L), london('oh sorry up to my elbows in dough! 30 mins?', snoozeFor(30))),
  within(reminded('Prove the focaccia for the market', LATER_L), london('snooze 15', snoozeFor(15))),
  within(
    reminded('Pay the flour mill invoice', OVERDUE_L),
    london("I'll do it when the shop shuts, remind me at 5:30pm", snoozeUntil(l('11-11 17:30'))),
  ),
  within(
    reminded('Send Mr Aldridge his home exercise sheet', OVERDUE_L),
    london('With a patient, please remind me at 6.', snoozeUntil(l('11-11 18:00'))),
  ),
  within(reminded("Review Mrs Adeyemi's progress notes", OVERDUE_L), london('Snooze until tomorrow at 8am.', ...toL('11-12', '08:00'))),
  within(reminded('Get the turf order in for the Pengam job', OVERDUE_L), london('tomorrow', ...toDayL('11-12'))),
  within(reminded('Rake and reseed the Rhiwbina lawn', OVERDUE_L), london('raining, do it friday', ...toDayL('11-13'))),
  within(reminded('Pick up the mini digger', OVERDUE_L), london('snooze till monday 8am', ...toL('11-16', '08:00'))),
  within(reminded('Text the Fraser family about xmas cover', OVERDUE_L), london('ugh push it', snoozeFor(60), askBack)),
  within(reminded('Walk Pickle for the Mackays', OVERDUE_L), london('running late, 20 min', snoozeFor(20))),
  within(reminded('Invoice the Mackays', OVERDUE_L), london('end of day', snoozeUntil(l('11-11 17:00')), snoozeUntil(l('11-11 18:00')))),
  within(reminded('Call the wholesaler about the missing ranunculus', OVERDUE_L), london('not yet, half 5', snoozeUntil(l('11-11 17:30')))),
  within(reminded('Soak the oasis for tomorrows funeral tributes', OVERDUE_L), london('in 2 hrs', snoozeFor(120))),
  within(reminded('Order 200 stems of eucalyptus', OVERDUE_L), london('give me til 4', snoozeUntil(l('11-11 16:00')))),
  within(reminded('Reorder the olaplex no.3', OVERDUE_L), london('mid colour, 45 mins hun', snoozeFor(45))),
  within(
    reminded('Book the boiler service for the salon', OVERDUE_L),
    london('tmrw first thing', ...toL('11-12', '09:00'), ...toL('11-12', '08:00')),
  ),
  within(reminded('Sort the staff rota', OVERDUE_L), london('5 mins', snoozeFor(5))),
  within(reminded('Do the stock take', OVERDUE_L), london('not yet', snoozeFor(60), askBack)),
  within(
    reminded('Apply the second coat of French polish', OVERDUE_L),
    london('Not yet. Remind me at quarter to 6, please.', snoozeUntil(l('11-11 17:45'))),
  ),
  within(
    reminded('Collect the walnut veneer from Harrisons', OVERDUE_L),
    london('Next week please.', ...toDayL('11-16'), snoozeFor(10080)),
  ),
  within(reminded('Send the Delgado wedding gallery', OVERDUE_N), newYork('ugh not yet. 2h', snoozeFor(120))),
  within(
    reminded('Back up the Oyster Bay wedding cards', OVERDUE_N),
    newYork('tonight', snoozeUntil(n('11-11 19:00')), snoozeUntil(n('11-11 20:00')), snoozeUntil(n('11-11 18:00'))),
  ),
  within(
    reminded('Review the Q4 pricing page copy', OVERDUE_N),
    newYork('in back to back calls till 1, remind me at 1:30', snoozeUntil(n('11-11 13:30'))),
  ),
  within(reminded('Ship the onboarding email fix', OVERDUE_N), newYork('snooze till 4pm', snoozeUntil(n('11-11 16:00')))),
  within(
    reminded('Call the agency about the Portuguese rush job', OVERDUE_N),
    newYork('Later this afternoon, around 3.', snoozeUntil(n('11-11 15:00'))),
  ),
  within(reminded('Invoice the law firm', OVERDUE_N), newYork('Could you remind me again in 90 minutes?', snoozeFor(90))),
  within(reminded('Check the crash logs', OVERDUE_N), newYork('snooze an hr', snoozeFor(60))),
  within(reminded('Submit build to steam review', OVERDUE_N), newYork('push to thursday', ...toDayN('11-12'))),
  within(reminded('Reply to the publisher', OVERDUE_N), newYork('brb 10m', snoozeFor(10))),
  within(
    reminded('Reconcile the Brightwater Dental bank feed', OVERDUE_N),
    newYork('Please move this to Friday morning.', ...toN('11-13', '09:00'), ...toN('11-13', '08:00')),
  ),
  within(reminded('File the Hutchins 1099s', OVERDUE_N), newYork('Snooze for 3 days.', snoozeFor(4320), move(ctx, '2026-11-14', null))),
  within(reminded('Text Jordan his new macros', OVERDUE_N), newYork('mid session bro, 40', snoozeFor(40))),
  within(reminded('Renew my cpr cert', OVERDUE_N), newYork('this weekend', ...toDayN('11-14'))),
  within(
    reminded('Send the ep 42 show notes to Rafa', OVERDUE_N),
    newYork('not yet — after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('Pay the editor', OVERDUE_N), newYork('payday is the 15th, remind me then', ...toDayN('11-15'))),
  within(reminded('Edit the Hartley episode', OVERDUE_N), newYork('hour and a half pls', snoozeFor(90))),
];

export const THIRTYNINTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Quote mrs whitfield for the boiler swap', l('11-12 08:00')), london('no wait 9', move(ctx, null, '09:00'))),
  within(
    talkedOf('Ring the Ashworths re leak under sink', l('11-13 09:00')),
    london('sorry thursday not fri', move(ctx, '2026-11-12', null)),
  ),
  london('move the whitfield quote to friday', move(words('whitfield'), '2026-11-13', null)),
  within(
    talkedOf('Order 25kg of strong white flour', l('11-12 09:00')),
    london('oh actually make it 7am, the mill opens early', move(ctx, null, '07:00')),
  ),
  london('can you change the focaccia one to 5am', move(words('focaccia'), null, '05:00')),
  within(
    talkedOf('Send Mr Aldridge his home exercise sheet', l('11-11 17:30')),
    london('Sorry, I meant 6.30pm.', move(ctx, null, '18:30')),
  ),
  within(talkedOf("Review Mrs Adeyemi's progress notes", l('11-25 16:00')), london('Make that 3pm.', move(ctx, null, '15:00'))),
  within(talkedOf('Get the turf order in for the Pengam job', l('11-16 12:00')), london('actually tuesday', move(ctx, '2026-11-17', null))),
  within(talkedOf('Pick up the mini digger', l('11-12 07:45')), london('make it half 7', move(ctx, null, '07:30'))),
  within(talkedOf('Walk Pickle for the Mackays', l('11-12 12:30')), london('nah 1:15', move(ctx, null, '13:15'))),
  within(talkedOf('Text the Fraser family about xmas cover', l('11-14 12:00')), london('sunday instead', move(ctx, '2026-11-15', null))),
  within(
    talkedOf('Order 200 stems of eucalyptus for the Harcourt wedding', l('11-12 12:00')),
    london('no sorry friday morning', move(ctx, '2026-11-13', '09:00'), move(ctx, '2026-11-13', '08:00')),
  ),
  within(talkedOf('Soak the oasis for tomorrows funeral tributes', l('11-11 19:00')), london('earlier, 6', move(ctx, null, '18:00'))),
  within(talkedOf('Staff meeting', l('11-16 09:15')), london('make it 9 not 9.15 x', move(ctx, null, '09:00'))),
  within(
    talkedOf('Get the card machine fixed', l('11-12 10:00')),
    london('oh wait today not tomorrow, at 4', move(ctx, '2026-11-11', '16:00')),
  ),
  within(
    talkedOf('Deliver the restored bureau to Mrs Pennington', l('12-03 12:00')),
    london('Correction: the 4th, not the 3rd.', move(ctx, '2026-12-04', null)),
  ),
  london('Please move the veneer collection to Monday 23rd at 2pm.', move(words('veneer'), '2026-11-23', '14:00')),
  within(talkedOf('Send the Delgado wedding gallery', n('11-13 17:00')), newYork('wait make it thursday', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Edit the engagement shoot for Noor and Eli', n('11-12 20:00')),
    newYork('lol i meant 8am not pm', move(ctx, null, '08:00')),
  ),
  within(talkedOf('Review the Q4 pricing page copy', n('11-11 14:30')), newYork('Actually 4:15.', move(ctx, null, '16:15'))),
  within(
    talkedOf('Deliver the Rousseau contract translation', n('11-18 12:00')),
    newYork('Sorry, the deadline is the 17th, not the 18th.', move(ctx, '2026-11-17', null)),
  ),
  within(
    talkedOf('Call the agency about the Portuguese rush job', n('11-11 13:15')),
    newYork('No, tomorrow at the same time.', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '13:15')),
  ),
  within(talkedOf('Submit build to steam review', n('11-12 15:00')), newYork('no wait 5', move(ctx, null, '17:00'))),
  newYork('move playtest to sunday 3pm', move(words('playtest'), '2026-11-15', '15:00')),
  within(
    talkedOf('Reconcile the Brightwater Dental bank feed', n('11-12 11:00')),
    newYork('Make it 2:30 instead.', move(ctx, null, '14:30')),
  ),
  newYork('Please reschedule the Lindqvist taxes reminder to January 12.', move(words('Lindqvist'), '2027-01-12', null)),
  within(talkedOf('Text jordan his new macros', n('11-11 19:00')), newYork('actually 8:30', move(ctx, null, '20:30'))),
  within(talkedOf('Book the squat rack repair guy', n('11-16 12:00')), newYork('nvm do it tmrw', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Record the Hartley interview', n('12-09 10:00')),
    newYork('ugh they moved it, 12/10 same time', move(ctx, '2026-12-10', null), move(ctx, '2026-12-10', '10:00')),
  ),
  newYork('push the editor payment to monday', move(words('editor'), '2026-11-16', null)),
];

export const THIRTYNINTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Quote mrs whitfield for the boiler swap'),
    london('rename it whitfield combi quote', rename(ctx, 'whitfield combi quote')),
  ),
  london(
    'can u rename the gas safe one to gas safe renewal and van insurance',
    rename(words('gas safe'), 'gas safe renewal and van insurance'),
  ),
  london("change the flour one to 'order flour and rye'", rename(words('flour'), 'order flour and rye')),
  within(
    talkedOf('Book CPD course on shoulder rehab'),
    london('Please rename that to "Book CPD: shoulder and elbow rehab".', rename(ctx, 'Book CPD: shoulder and elbow rehab')),
  ),
  within(
    talkedOf('Ring the clinic landlord about the heating'),
    london('Rename: Ring landlord re heating AND damp.', rename(ctx, 'Ring landlord re heating AND damp')),
  ),
  london('rename the turf task to turf and topsoil for Pengam', rename(words('turf'), 'turf and topsoil for Pengam')),
  within(OWEN_LIST, london('rename 2 to hedge cutting at the vicarage', rename(num(2), 'hedge cutting at the vicarage'))),
  within(talkedOf('Walk Pickle for the Mackays'), london('call it pickle and bramble walk', rename(ctx, 'pickle and bramble walk'))),
  within(
    talkedOf('Order 200 stems of eucalyptus for the Harcourt wedding'),
    london('oops its 250 stems not 200, can u fix the name', rename(ctx, 'Order 250 stems of eucalyptus for the Harcourt wedding')),
  ),
  london(
    "change 'soak the oasis' to 'soak oasis and prep wreath bases'",
    rename(words('soak the oasis'), 'soak oasis and prep wreath bases'),
  ),
  london(
    "rename 'staff meeting' to 'staff meeting and colour training'",
    rename(words('staff meeting'), 'staff meeting and colour training'),
  ),
  within(talkedOf('Reorder the olaplex no.3'), london('name it olaplex and k18 order', rename(ctx, 'olaplex and k18 order'))),
  within(
    talkedOf('Chase the upholsterer about the chaise longue'),
    london('Please retitle it "Chase Greaves Upholstery re chaise longue".', rename(ctx, 'Chase Greaves Upholstery re chaise longue')),
  ),
  london(
    'Please rename the bureau delivery to "Pennington bureau: deliver and install".',
    rename(words('bureau'), 'Pennington bureau: deliver and install'),
  ),
  within(
    talkedOf('Send the Delgado wedding gallery'),
    newYork('rename to delgado gallery and usb', rename(ctx, 'delgado gallery and usb')),
  ),
  within(
    talkedOf('Edit the engagement shoot for Noor and Eli'),
    newYork("change the name, it's Noor and Ellie not Eli", rename(ctx, 'Edit the engagement shoot for Noor and Ellie')),
  ),
  newYork("Rename 'standup with the eng team' to 'eng standup'.", rename(words('standup with the eng team'), 'eng standup')),
  within(
    talkedOf('Deliver the Rousseau contract translation'),
    newYork('Could you change the title to "Rousseau contract French to English"?', rename(ctx, 'Rousseau contract French to English')),
  ),
  newYork('rename the crash logs thing to "triage crash reports"', rename(words('crash logs'), 'triage crash reports')),
  within(
    listed('Submit build to steam review', 'Playtest w the discord group', 'Check the crash logs'),
    newYork('rename #2 to playtest with discord and streamers', rename(num(2), 'playtest with discord and streamers')),
  ),
  within(talkedOf('File the Hutchins 1099s'), newYork('Typo: it is Hutchings, with a g.', rename(ctx, 'File the Hutchings 1099s'))),
  within(
    talkedOf('Text jordan his new macros'),
    newYork('change it to text jordan AND tyler their macros', rename(ctx, 'text jordan and tyler their macros')),
  ),
  newYork("the show notes task should be 'show notes for ep 42 and 43'", rename(words('show notes'), 'show notes for ep 42 and 43')),
];

export const THIRTYNINTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Ring the Ashworths re leak under sink'), london('delete that they sorted it themselves', remove(ctx))),
  within(GAZ_LIST, london('delete the last one', remove(num(4)))),
  london('cancel the focaccia reminder, market is off', remove(words('focaccia'))),
  within(talkedOf('Post the christmas cake order deadline on insta'), london('actually forget that entirely', remove(ctx))),
  within(
    listed('Send Mr Aldridge his home exercise sheet', 'Book CPD course on shoulder rehab', 'Ring the clinic landlord about the heating'),
    london('Please delete number 2.', remove(num(2))),
  ),
  london('get rid of the wisteria one, client moved house', remove(words('wisteria'))),
  london('cancel the mini digger reminder', remove(words('mini digger'))),
  within(talkedOf('Text the Fraser family about xmas cover'), london('scrap that', remove(ctx))),
  london('remove the eucalyptus task, wedding got postponed 😭', remove(words('eucalyptus'))),
  london("don't need the wholesaler reminder anymore, delete", remove(words('wholesaler'))),
  london('bin the boiler service one hun, landlords doing it', remove(words('boiler service'))),
  within(talkedOf('Get the card machine fixed'), london('nvm delete it, its working again', remove(ctx))),
  within(
    talkedOf('Chase the upholsterer about the chaise longue'),
    london('Please remove that reminder; he has already called.', remove(ctx)),
  ),
  newYork('delete the oyster bay backup task', remove(words('oyster bay'))),
  within(
    listed('Ship the onboarding email fix', 'Review MRR dashboard', 'Follow up w/ Northwind about the pilot'),
    newYork('remove 3, deal fell through', remove(num(3))),
  ),
  newYork('Please cancel the reminder about the Portuguese rush job.', remove(words('Portuguese'))),
  within(talkedOf('Playtest w the discord group'), newYork('nuke it', remove(ctx))),
  newYork('remove devlog reminder', remove(words('devlog'))),
  newYork('Delete the Brightwater reconciliation task, the client left.', remove(words('Brightwater'))),
  within(DENISE_LIST, newYork('Remove item 2 please.', remove(num(2)))),
  newYork('take the squat rack thing off my list', remove(words('squat rack'))),
  within(talkedOf('Record the Hartley interview'), newYork('cancel it, guest dropped out', remove(ctx))),
  within(listed('Pay the editor', 'Send the ep 42 show notes to Rafa', 'Book the studio'), newYork('drop the first one', remove(num(1)))),
];

export const THIRTYNINTH_DONE: HeldOutItem[] = [
  within(reminded('Ring the Ashworths re leak under sink', OVERDUE_L), london('done mate', done(ctx))),
  london('finished the whitfield quote', done(words('whitfield'))),
  within(reminded('Order 25kg of strong white flour', OVERDUE_L), london('yes ordered it this morning thank god', done(ctx))),
  within(
    listed('Order 25kg of strong white flour', 'Pay the flour mill invoice', 'Deep clean the proving cabinet'),
    london('done 3', done(num(3))),
  ),
  within(
    reminded('Send Mr Aldridge his home exercise sheet', OVERDUE_L),
    london('Sent, thank you.', done(ctx), [done(ctx), talk('thanks')]),
  ),
  london('I have booked the CPD course.', done(words('CPD'))),
  within(reminded('Get the turf order in for the Pengam job', OVERDUE_L), london('turf ordered ✅', done(ctx), done(words('turf')))),
  within(OWEN_LIST, london('first two done', [done(num(1)), done(num(2))])),
  within(reminded('Walk Pickle for the Mackays', OVERDUE_L), london('walked n back home 🐕', done(ctx))),
  within(reminded('Plan tomorrows walks', OVERDUE_L), london('aye done', done(ctx))),
  within(reminded('Call the wholesaler about the missing ranunculus', OVERDUE_L), london('spoke to them, sorted', done(ctx))),
  within(talkedOf('Soak the oasis for tomorrows funeral tributes'), london('oasis soaked, mark it done', done(ctx), done(words('oasis')))),
  within(reminded('Reorder the olaplex no.3', OVERDUE_L), london('done hun x', done(ctx))),
  london('card machine is fixed!! tick it off', done(words('card machine'))),
  within(reminded('Collect the walnut veneer from Harrisons', OVERDUE_L), london('Collected this morning.', done(ctx))),
  within(reminded('Apply the second coat of French polish', OVERDUE_L), london('Yes, second coat is on.', done(ctx))),
  within(reminded('Send the Delgado wedding gallery', OVERDUE_N), newYork('sent!! they cried lol', done(ctx))),
  within(reminded('Back up the Oyster Bay wedding cards', OVERDUE_N), newYork('backed up to both drives ✔', done(ctx))),
  within(reminded('Ship the onboarding email fix', OVERDUE_N), newYork('shipped 🚀', done(ctx))),
  within(reminded('Invoice the law firm', OVERDUE_N), newYork('Yes, invoiced.', done(ctx))),
  newYork('I delivered the Rousseau translation an hour ago.', done(words('Rousseau'))),
  within(reminded('Check the crash logs', OVERDUE_N), newYork('yep', done(ctx))),
  newYork('submitted the build to steam!!!', done(words('build')), done(words('steam'))),
  within(reminded('Reconcile the Brightwater Dental bank feed', OVERDUE_N), newYork('Completed.', done(ctx))),
  within(DENISE_LIST, newYork('Item 2 is done.', done(num(2)))),
  within(reminded('Text Jordan his new macros', OVERDUE_N), newYork('sent em 💪', done(ctx))),
  within(MARCUS_LIST, newYork('did #1 and #3', [done(num(1)), done(num(3))])),
  within(
    reminded('Pay the editor', OVERDUE_N),
    newYork(
      'paid her! also remind me to send her 1099 on jan 10',
      [done(ctx), task('send her 1099', n('2027-01-10 12:00'))],
      [done(ctx), task('send the editor her 1099', n('2027-01-10 12:00'))],
    ),
  ),
  newYork('show notes sent to rafa ✔️', done(words('show notes'))),
];

const WHICH_QUOTE = {
  pending: {
    about: 'which_task' as const,
    options: ['Quote mrs whitfield for the boiler swap', 'Quote the Daltons bathroom', 'Quote the school urinals'],
  },
};
const WHICH_CALL = { pending: { about: 'which_task' as const, options: ['Call the wholesaler', 'Call the florist school'] } };
const WHICH_WALK = { pending: { about: 'which_task' as const, options: ['Walk Pickle', 'Walk Bramble', 'Walk the Fraser dogs'] } };
const HIRE = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire a second engineer or a marketer?',
    options: ['Hire an engineer', 'Hire a marketer'],
  },
};
const ALBUM_CALL = {
  pending: { about: 'other' as const, question: 'Which day for the album review call?', options: ['Monday', 'Tuesday'] },
};

export const THIRTYNINTH_ANSWER: HeldOutItem[] = [
  within(WHICH_QUOTE, london('daltons', answer(2))),
  within(WHICH_QUOTE, london('the school one', answer(3))),
  within(WHICH_QUOTE, london('number 1 mate', answer(1))),
  within({ pending: { about: 'stuck', task: 'Do the VAT return' } }, london('cant find half the receipts', answer(null))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Open on Sundays or not?', options: ['Open Sundays', 'Stay closed'] } },
    london('family time mainly, and not killing my staff', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Moved to 45-minute appointments' } },
    london('Very well actually, fewer overruns and patients seem happier.', answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'Winter is for quoting, not digging' } }, london('nah', answer(null))),
  within(WHICH_WALK, london('bramble', answer(2))),
  within(WHICH_WALK, london('the frasers', answer(3))),
  within(WHICH_CALL, london('the wholesaler', answer(1))),
  within(WHICH_CALL, london('2nd', answer(2))),
  within(
    { pending: { about: 'other', question: 'Want me to remind you about the rota every Sunday?', options: [] } },
    london('yes pls hun', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I add the delivery for the 4th?', options: [] } },
    london('Yes, please do.', answer(null)),
  ),
  within(ALBUM_CALL, newYork('tues works', answer(2))),
  within(ALBUM_CALL, newYork('monday!', answer(1))),
  within(HIRE, newYork('engineer', answer(1))),
  within(HIRE, newYork('honestly still not sure, give me the weekend', answer(null))),
  within(
    {
      pending: {
        about: 'dilemma_choice',
        question: 'Take the pharma retainer or stay freelance for agencies?',
        options: ['Take the retainer', 'Stay with agencies'],
      },
    },
    newYork("I'll stay with the agencies.", answer(2), decision),
  ),
  within(
    { pending: { about: 'stuck', task: 'Write the steam page description' } },
    newYork('i just hate writing marketing copy, dont know where to start', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Console port or a new game?', options: ['Console port', 'New game'] } },
    newYork('the first one i think', answer(1)),
  ),
  within(
    { pending: { about: 'review', decision: 'Dropped the two smallest clients' } },
    newYork('Mixed. Less stress, but cash flow dipped in October.', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Do you want the statements reminder at 9am or 2pm?', options: ['9am', '2pm'] } },
    newYork('2pm is better', answer(2)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I raise my PT rates?' } },
    newYork('either go to $90 a session or keep $75 and add packages', answer(null)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Raise rates or add packages?',
        options: ['Raise rates', 'Add packages'],
      },
    },
    newYork('keeping my regulars happy', answer(null)),
  ),
  within(
    { pending: { about: 'which_task', options: ['Edit the Hartley episode', 'Edit the Moreno episode'] } },
    newYork('moreno', answer(2)),
  ),
  within({ pending: { about: 'keep', text: 'Batching edits on Mondays saves my week' } }, newYork('yes keep it', answer(null), note)),
];

export const THIRTYNINTH_RAMBLE: HeldOutItem[] = [
  london('tmrw 8 whitfields boiler, 12 pick up parts, 3pm daltons bathroom', [
    task('whitfields boiler', l('11-12 08:00')),
    task('pick up parts', l('11-12 12:00')),
    task('daltons bathroom', l('11-12 15:00')),
  ]),
  london('need to get a new van tyre, ring the merchants re the copper price, pay the lad for saturday', [
    task('get a new van tyre'),
    task('ring the merchants re the copper price'),
    task('pay the lad for saturday'),
  ]),
  london(
    'Right, lots to do: order the cake boxes, ring Sophie about saturday cover and pay the electric bill before friday!',
    [task('order the cake boxes'), task('ring Sophie about saturday cover'), task('pay the electric bill', l('11-13'))],
    [task('order the cake boxes'), task('ring Sophie about saturday cover'), task('pay the electric bill', l('11-12'))],
  ),
  london(
    'voice note: so um yeah tomorrow I have to, like, drop the wedding cake at Clifton at 11, and then um pick up the eggs from the farm and like order more butter',
    [task('drop the wedding cake at Clifton', l('11-12 11:00')), task('pick up the eggs from the farm'), task('order more butter')],
    [
      task('drop the wedding cake at Clifton', l('11-12 11:00')),
      task('pick up the eggs from the farm', l('11-12')),
      task('order more butter', l('11-12')),
    ],
  ),
  london('Three things: email the GP surgery about Mr Aldridge, order more resistance bands, and renew my HCPC registration by the 30th.', [
    task('email the GP surgery about Mr Aldridge'),
    task('order more resistance bands'),
    task('renew my HCPC registration', l('11-30')),
  ]),
  london(
    'Please add: ring Mrs Adeyemi to rebook, order couch roll, and print the new intake forms before Monday.',
    [task('ring Mrs Adeyemi to rebook'), task('order couch roll'), task('print the new intake forms', l('11-16'))],
    [task('ring Mrs Adeyemi to rebook'), task('order couch roll'), task('print the new intake forms', l('11-15'))],
    [task('ring Mrs Adeyemi to rebook'), task('order couch roll'), task('print the new intake forms', l('11-13'))],
  ),
  london('so um need to sharpen the hedge trimmer blades, fix the trailer light and uh get a quote to the vicarage by friday', [
    task('sharpen the hedge trimmer blades'),
    task('fix the trailer light'),
    task('get a quote to the vicarage', l('11-13')),
  ]),
  london('monday: 8am llandaff church grass, 2pm Pengam turf', [
    task('llandaff church grass', l('11-16 08:00')),
    task('Pengam turf', l('11-16 14:00')),
  ]),
  london(
    'buy more poo bags, text the Mackays the invoice, and book Bramble in at the groomers for next thurs',
    [task('buy more poo bags'), task('text the Mackays the invoice'), task('book Bramble in at the groomers', l('11-19'))],
    [task('buy more poo bags'), task('text the Mackays the invoice'), task('book Bramble in at the groomers for next thurs')],
  ),
  london('tomorrow 💐 6am flower market, 10 make up the Harcourt buttonholes, 2pm deliver the funeral tributes', [
    task('flower market', l('11-12 06:00')),
    task('make up the Harcourt buttonholes', l('11-12 10:00')),
    task('deliver the funeral tributes', l('11-12 14:00')),
  ]),
  london('ugh long day. anyway order more chrysanths, email the Harcourts the final quote, and book the van in for its MOT', [
    task('order more chrysanths'),
    task('email the Harcourts the final quote'),
    task('book the van in for its MOT'),
  ]),
  london('ok babe so I need to order more foils, sort the rota for december and chase Kerry about her chair rent', [
    task('order more foils'),
    task('sort the rota for december'),
    task('chase Kerry about her chair rent'),
  ]),
  london('tmrw 10am Kerrys training, 1pm do my own roots, 5 cash up', [
    task('Kerrys training', l('11-12 10:00')),
    task('do my own roots', l('11-12 13:00')),
    task('cash up', l('11-12 17:00')),
  ]),
  london('Strip the oak chest for the Fairleys, order brass hinges by Thursday, and invoice Mrs Pennington.', [
    task('strip the oak chest for the Fairleys'),
    task('order brass hinges', l('11-12')),
    task('invoice Mrs Pennington'),
  ]),
  newYork('omg ok: cull the Delgado photos, email the second shooter about sat, and order new batteries', [
    task('cull the Delgado photos'),
    task('email the second shooter about sat'),
    task('order new batteries'),
  ]),
  newYork('thurs 10am scout the greenhouse venue, 2pm album design call with the Parks', [
    task('scout the greenhouse venue', n('11-12 10:00')),
    task('album design call with the Parks', n('11-12 14:00')),
  ]),
  newYork('Todo: 1) update the pricing page 2) reply to the Lumen security questionnaire 3) prep board deck by Monday', [
    task('update the pricing page'),
    task('reply to the Lumen security questionnaire'),
    task('prep board deck', n('11-16')),
  ]),
  newYork('I need to proofread the Lefèvre brochure, send my W-9 to the new agency, and call the accountant tomorrow at 11.', [
    task('proofread the Lefèvre brochure'),
    task('send my W-9 to the new agency'),
    task('call the accountant', n('11-12 11:00')),
  ]),
  newYork('uhh fix the save bug, record a gameplay gif for twitter, um and answer the publisher email lol', [
    task('fix the save bug'),
    task('record a gameplay gif for twitter'),
    task('answer the publisher email'),
  ]),
  newYork(
    'remind me to update the steam capsule art at 4 and reply to the composer tmrw morning',
    [task('update the steam capsule art', n('11-11 16:00')), task('reply to the composer', n('11-12 09:00'))],
    [task('update the steam capsule art', n('11-11 16:00')), task('reply to the composer', n('11-12 08:00'))],
  ),
  newYork('Tomorrow: 9am payroll for Hartwell, 1pm call with the Lindqvists, 4pm close out October for Brightwater.', [
    task('payroll for Hartwell', n('11-12 09:00')),
    task('call with the Lindqvists', n('11-12 13:00')),
    task('close out October for Brightwater', n('11-12 16:00')),
  ]),
  newYork('Please add two tasks: send Hartwell their P&L, and chase Brightwater for the September receipts.', [
    task('send Hartwell their P&L'),
    task('chase Brightwater for the September receipts'),
  ]),
  newYork('grab protein powder, text tyler re friday session, and post the transformation pic', [
    task('grab protein powder'),
    task('text tyler re friday session'),
    task('post the transformation pic'),
  ]),
  newYork(
    'ok so um, voice note, I need to, like, email the Moreno guest about mic setup, then book the studio for friday and uh yeah send Rafa the ep 43 cut tonight at 9',
    [
      task('email the Moreno guest about mic setup'),
      task('book the studio', n('11-13')),
      task('send Rafa the ep 43 cut', n('11-11 21:00')),
    ],
    [task('email the Moreno guest about mic setup'), task('book the studio for friday'), task('send Rafa the ep 43 cut', n('11-11 21:00'))],
  ),
  newYork(
    'remind me friday to invoice the Hartley show and also like order a new mic stand',
    [task('invoice the Hartley show', n('11-13')), task('order a new mic stand')],
    [task('invoice the Hartley show', n('11-13')), task('order a new mic stand', n('11-13'))],
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_THIRTYNINTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTYNINTH_ASK,
  recurring: THIRTYNINTH_RECURRING,
  snooze: THIRTYNINTH_SNOOZE,
  correction: THIRTYNINTH_CORRECTION,
  rename: THIRTYNINTH_RENAME,
  remove: THIRTYNINTH_REMOVE,
  done: THIRTYNINTH_DONE,
  answer: THIRTYNINTH_ANSWER,
  ramble: THIRTYNINTH_RAMBLE,
  greeting: THIRTYNINTH_GREETING,
  thanks: THIRTYNINTH_THANKS,
  feeling: THIRTYNINTH_FEELING,
  question: THIRTYNINTH_QUESTION,
  statement: THIRTYNINTH_STATEMENT,
  decision: THIRTYNINTH_DECISION,
  dilemma: THIRTYNINTH_DILEMMA,
  recall: THIRTYNINTH_RECALL,
  prioritise: THIRTYNINTH_PRIORITISE,
  agenda: THIRTYNINTH_AGENDA,
  free_time: THIRTYNINTH_FREE_TIME,
  unclear: THIRTYNINTH_UNCLEAR,
  bare: THIRTYNINTH_BARE,
};

export const HELD_OUT_THIRTYNINTH: HeldOutItem[] = Object.values(HELD_OUT_THIRTYNINTH_KINDS).flat();
