import type { ConversationState } from '../intent';
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
  task,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  SIXTYSIXTH_AGENDA,
  SIXTYSIXTH_BARE,
  SIXTYSIXTH_DECISION,
  SIXTYSIXTH_DILEMMA,
  SIXTYSIXTH_FEELING,
  SIXTYSIXTH_FREE_TIME,
  SIXTYSIXTH_GREETING,
  SIXTYSIXTH_PRIORITISE,
  SIXTYSIXTH_QUESTION,
  SIXTYSIXTH_RECALL,
  SIXTYSIXTH_STATEMENT,
  SIXTYSIXTH_THANKS,
  SIXTYSIXTH_UNCLEAR,
} from './held-out-sixtysixth-b';

/**
 * The sixty-sixth held-out set: fourteen people who work in property, texting and sending voice
 * notes between viewings, callouts and closings. In London (day-first dates): a lettings
 * negotiator, a landlord with five flats in Croydon, a sales estate agent, a holiday-cottage
 * changeover cleaner, a RICS surveyor, a lettings inventory clerk and a block-management
 * assistant. In New York (month-first dates): a realtor, a building super in the Bronx, a
 * short-let host with a Catskills cabin, a condo/HOA property manager, a house flipper, a mortgage
 * broker and a student-let landlord near Rutgers. Their own jargon (DPS, CP12, section 20, CD,
 * rate lock, HPD, comps), typos, voice-note filler, replies to reminders, corrections of the task
 * just made and talk that must change nothing. Read at HELD_OUT_NOW: Wednesday 11 November 2026,
 * 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per trade. */
const LETTINGS_LIST = {
  listed: [
    'Book viewing for 14 Albion Rd',
    'Chase references for the Okafors',
    'Register the Mills deposit with the DPS',
    'Right to rent check for Tomasz',
  ],
};
const CLERK_LIST = {
  listed: ['Check-out at Flat 3 Marlowe House', 'Type up the Brixton inventory', 'Mid-term at 22 Elm Grove', 'Invoice Foxtons for October'],
};
const BLOCK_LIST = {
  listed: ['Send the section 20 notice', 'Fire risk assessment at Cedar Court', 'Chase leaseholder arrears', 'Book the lift engineer'],
};
const SUPER_LIST = {
  listed: ['Fix the radiator in 4B', 'Trash compactor service', 'Replace the lobby light', 'Clear the HPD violation in 6F'],
};
const REALTOR_LIST = {
  listed: [
    'Open house at 142 Maple Ave',
    'Send the Kowalskis the comps',
    'Order the appraisal for Birch St',
    'Update the Zillow listing photos',
  ],
};
const FLIP_LIST = {
  listed: ['Pull the electrical permit', 'Pay the hard money interest', 'Punch list walkthrough', 'Order the quartz countertops'],
};

export const SIXTYSIXTH_ASK: HeldOutItem[] = [
  london('viewing 14 albion rd tmrw 10.30 w/ the Okafors', task('viewing 14 albion rd w/ the Okafors', l('11-12 10:30'))),
  london('remind me to register the Mills deposit with DPS by fri', task('register the Mills deposit with DPS', l('11-13'))),
  london(
    'book gas engineer for flat 2 CP12 before 03/12',
    task('book gas engineer for flat 2 CP12', l('12-03')),
    task('book gas engineer for flat 2 CP12', l('12-02')),
  ),
  london('tmrw 9am chase flat 4 tenant re rent', task('chase flat 4 tenant re rent', l('11-12 09:00'))),
  london('valuation at 8 Cranbrook Rd sat 11am', task('valuation at 8 Cranbrook Rd', l('11-14 11:00'))),
  london(
    'chase the buyers solicitor on the Fenby sale first thing tmrw',
    task('chase the buyers solicitor on the Fenby sale', l('11-12 09:00')),
    task('chase the buyers solicitor on the Fenby sale', l('11-12 08:00')),
  ),
  london('get the Ashdown listing live on rightmove by 5', task('get the Ashdown listing live on rightmove', l('11-11 17:00'))),
  london('pick up clean linen from the laundry fri 8am', task('pick up clean linen from the laundry', l('11-13 08:00'))),
  london('gull cottage changeover sat 10am', task('gull cottage changeover', l('11-14 10:00'))),
  london('remind me in 40 mins to put the towels in the dryer', task('put the towels in the dryer', inMinutes(40))),
  london('level 3 survey at 27 Orchard Way thurs 9am', task('level 3 survey at 27 Orchard Way', l('11-12 09:00'))),
  london('write up the Orchard Way report by mon', task('write up the Orchard Way report', l('11-16'))),
  london('renew PI insurance 01/01', task('renew PI insurance', l('2027-01-01 12:00'))),
  london('check in at flat 9 Marlowe House tomorrow at 2pm', task('check in at flat 9 Marlowe House', l('11-12 14:00'))),
  london('type up the Brixton inventory tonight 8', task('type up the Brixton inventory', l('11-11 20:00'))),
  london('in an hour remind me to send the Elm Grove check-out report', task('send the Elm Grove check-out report', inMinutes(60))),
  london(
    'send the section 20 notice to Cedar Court leaseholders by 20/11',
    task('send the section 20 notice to Cedar Court leaseholders', l('11-20')),
  ),
  london(
    'book the lift engineer for Harbour View asap',
    task('book the lift engineer for Harbour View', null, { important: true }),
    task('book the lift engineer for Harbour View'),
  ),
  london('fire risk assessment Cedar Court tues 17th 10am', task('fire risk assessment Cedar Court', l('11-17 10:00'))),
  london(
    'right to rent check for Tomasz before he moves in on the 1st',
    task('right to rent check for Tomasz', l('12-01')),
    task('right to rent check for Tomasz', l('11-30')),
  ),
  london(
    'renew landlord insurance by end of month',
    task('renew landlord insurance', l('11-30')),
    task('renew landlord insurance', l('11-30 17:00')),
  ),
  london(
    'URGENT call Mrs Fenby re the gazump offer at 4',
    task('call Mrs Fenby re the gazump offer', l('11-11 16:00'), { important: true }),
  ),
  london('quarter past 4 ring the clerk re the Elm Grove keys', task('ring the clerk re the Elm Grove keys', l('11-11 16:15'))),
  london('remind me to ring the DPS at 10 tmrw and chase the Khan guarantor fri', [
    task('ring the DPS', l('11-12 10:00')),
    task('chase the Khan guarantor', l('11-13')),
  ]),
  london('Sat 21st deep clean at Harbour Loft 9am', task('deep clean at Harbour Loft', l('11-21 09:00'))),
  newYork('showing at 88 Linden St tmrw 11:30', task('showing at 88 Linden St', n('11-12 11:30'))),
  newYork('open house 142 maple sun 1-3', task('open house 142 maple', n('11-15 13:00'))),
  newYork('send the kowalskis the comps by noon', task('send the kowalskis the comps', n('11-11 12:00'))),
  newYork('remind me to order the appraisal for birch st friday', task('order the appraisal for birch st', n('11-13'))),
  newYork('fix radiator 4B at 1', task('fix radiator 4B', n('11-11 13:00'))),
  newYork('boiler inspection 11/18 8am', task('boiler inspection', n('11-18 08:00'))),
  newYork('restock coffee pods at the catskills place by fri', task('restock coffee pods at the catskills place', n('11-13'))),
  newYork('msg the thursday guests the door code tmrw at 9am', task('msg the thursday guests the door code', n('11-12 09:00'))),
  newYork('parkview condos board meeting 11/19 7pm', task('parkview condos board meeting', n('11-19 19:00'))),
  newYork('send violation letter to unit 12C re the dog by monday', task('send violation letter to unit 12C re the dog', n('11-16'))),
  newYork('call the GC about the drywall at 3:30', task('call the GC about the drywall', n('11-11 15:30'))),
  newYork('pay hard money interest on the 1st', task('pay hard money interest', n('12-01'))),
  newYork('send the Nguyens their closing disclosure by 11/17', task('send the Nguyens their closing disclosure', n('11-17'))),
  newYork('in 15 min call the underwriter back re the Patel file', task('call the underwriter back re the Patel file', inMinutes(15))),
  newYork('lease signing w the rutgers girls thurs 6pm', task('lease signing w the rutgers girls', n('11-12 18:00'))),
  newYork(
    'collect guarantor forms from the Easton ave house by 12/4',
    task('collect guarantor forms from the Easton ave house', n('12-04')),
  ),
  newYork('remind me tonite 9 to put the recycling out', task('put the recycling out', n('11-11 21:00'))),
  newYork(
    'pre-approval letter for the Costas ASAP',
    task('pre-approval letter for the Costas', null, { important: true }),
    task('pre-approval letter for the Costas'),
  ),
  newYork('noonish call the title co about the Birch St payoff', task('call the title co about the Birch St payoff', n('11-11 12:00'))),
];

export const SIXTYSIXTH_RECURRING: HeldOutItem[] = [
  london('every month on the 1st check all rents are in', task('check all rents are in', l('12-01'), { repeat: every('month') })),
  london(
    'every friday 4pm send landlords the weekly viewing report',
    task('send landlords the weekly viewing report', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london('every saturday 9am changeover at Gull Cottage', task('changeover at Gull Cottage', l('11-14 09:00'), { repeat: every('week') })),
  london("every monday 8am plan the week's surveys", task("plan the week's surveys", l('11-16 08:00'), { repeat: every('week') })),
  london(
    'every weekday at 8am check the inventory bookings inbox',
    task('check the inventory bookings inbox', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london(
    'send the service charge demands every 3 months on the 25th',
    task('send the service charge demands', l('11-25'), { repeat: every('month', 3) }),
    task('send the service charge demands', l('12-25'), { repeat: every('month', 3) }),
  ),
  london(
    'gas safety check for all the flats every year on 3 march',
    task('gas safety check for all the flats', l('2027-03-03 12:00'), { repeat: every('year') }),
  ),
  london('every tuesday 9am sales progression calls', task('sales progression calls', l('11-17 09:00'), { repeat: every('week') })),
  london(
    'test the fire alarms at Cedar Court every thursday 11am',
    task('test the fire alarms at Cedar Court', l('11-12 11:00'), { repeat: every('week') }),
  ),
  london('daily at 6pm update the applicant list', task('update the applicant list', l('11-11 18:00'), { repeat: every('day') })),
  london(
    'every other sunday strip the beds at Harbour Loft',
    task('strip the beds at Harbour Loft', l('11-15'), { repeat: every('week', 2) }),
  ),
  london(
    'calibrate the damp meter every 6 months starting 1 dec',
    task('calibrate the damp meter', l('12-01'), { repeat: every('month', 6) }),
  ),
  london(
    'remind me every sunday 7pm to back up the inventory photos',
    task('back up the inventory photos', l('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork('every day 7am walk the boiler room', task('walk the boiler room', n('11-12 07:00'), { repeat: every('day') })),
  newYork('put the bins out every tuesday 8pm', task('put the bins out', n('11-17 20:00'), { repeat: every('week') })),
  newYork('every sunday noon open house at 142 maple', task('open house at 142 maple', n('11-15 12:00'), { repeat: every('week') })),
  newYork(
    'every friday 11am check the airbnb calendar for weekend turnovers',
    task('check the airbnb calendar for weekend turnovers', n('11-13 11:00'), { repeat: every('week') }),
  ),
  newYork('hoa dues reminder email on the 25th every month', task('hoa dues reminder email', n('11-25'), { repeat: every('month') })),
  newYork('annual meeting prep every year 2/1', task('annual meeting prep', n('2027-02-01 12:00'), { repeat: every('year') })),
  newYork(
    'every morning 6:30 site check at the Elm St flip',
    task('site check at the Elm St flip', n('11-12 06:30'), { repeat: every('day') }),
  ),
  newYork('every weekday at 9 rate sheet check', task('rate sheet check', n('11-12 09:00'), { repeat: every('weekday') })),
  newYork(
    'collect rent from all 3 houses on the 1st of each month',
    task('collect rent from all 3 houses', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'every 2 weeks on saturday rake the leaves at the Easton ave house',
    task('rake the leaves at the Easton ave house', n('11-14'), { repeat: every('week', 2) }),
  ),
  newYork('every monday 10am check zillow leads', task('check zillow leads', n('11-16 10:00'), { repeat: every('week') })),
  newYork(
    'every day at 11 send the checkout reminder msgs',
    task('send the checkout reminder msgs', n('11-11 11:00'), { repeat: every('day') }),
  ),
  newYork(
    'walk the garage every tuesday and thursday at 10',
    [
      task('walk the garage', n('11-17 10:00'), { repeat: every('week') }),
      task('walk the garage', n('11-12 10:00'), { repeat: every('week') }),
    ],
    [
      task('walk the garage', n('11-12 10:00'), { repeat: every('week') }),
      task('walk the garage', n('11-17 10:00'), { repeat: every('week') }),
    ],
  ),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const dayL = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const dayN = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];

export const SIXTYSIXTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Chase references for the Okafors', OVERDUE_L), london('on a viewing, 30 min', snoozeFor(30))),
  within(reminded('Chase flat 4 tenant re rent', OVERDUE_L), london('later', snoozeFor(60))),
  within(
    reminded('Get the Ashdown listing live on rightmove', OVERDUE_L),
    london('vendor hasnt signed off the photos, tmrw', ...dayL('11-12')),
  ),
  within(
    reminded('Pick up clean linen from the laundry', OVERDUE_L),
    london('laundry shut, try again at 5', snoozeUntil(l('11-11 17:00')), move(ctx, '2026-11-11', '17:00'), move(ctx, null, '17:00')),
  ),
  within(reminded('Write up the Orchard Way report', OVERDUE_L), london('give me 2 hrs', snoozeFor(120))),
  within(
    reminded('Type up the Brixton inventory', OVERDUE_L),
    london('snooze til 8 tonight', snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(
    reminded('Send the section 20 notice to Cedar Court leaseholders', OVERDUE_L),
    london('need the contractor quotes first, push to monday', ...dayL('11-16')),
  ),
  within(reminded('Put the towels in the dryer', LATER_L), london('still spinning, 15 mins', snoozeFor(15))),
  within(reminded('Prep the Cranbrook valuation pack', OVERDUE_L), london('remind me again at half 4', snoozeUntil(l('11-11 16:30')))),
  within(reminded('Renew landlord insurance', OVERDUE_L), london("payday's fri, do it then", ...dayL('11-13'))),
  within(reminded('Book the lift engineer for Harbour View', OVERDUE_L), london('not now, 45 min', snoozeFor(45))),
  within(
    reminded('Call Mrs Fenby re the gazump offer', OVERDUE_L),
    london('shes at work til 6, remind me 6.15', snoozeUntil(l('11-11 18:15'))),
  ),
  within(reminded('Chase the buyers solicitor on the Fenby sale', OVERDUE_L), london('snooze 1hr', snoozeFor(60))),
  london(
    'push the linen pickup to tmrw',
    move(words('linen'), '2026-11-12', null),
    snoozeUntil(l('11-12 09:00'), words('linen')),
    snoozeUntil(l('11-12 12:00'), words('linen')),
  ),
  within(reminded('Send the kowalskis the comps', OVERDUE_N), newYork('w a client, 20 min', snoozeFor(20))),
  within(
    reminded('Fix radiator 4B', OVERDUE_N),
    newYork('waiting on the part, tmrw am', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('Order the appraisal for birch st', OVERDUE_N),
    newYork('lender portal is down, try at 2', snoozeUntil(n('11-11 14:00')), move(ctx, '2026-11-11', '14:00'), move(ctx, null, '14:00')),
  ),
  within(
    reminded('Msg the thursday guests the door code', OVERDUE_N),
    newYork('they land at 4, remind me at 3:30', snoozeUntil(n('11-11 15:30'))),
  ),
  within(
    reminded('Send violation letter to unit 12C re the dog', OVERDUE_N),
    newYork('board wants to review it first. push to thurs', ...dayN('11-12')),
  ),
  within(reminded('Call the GC about the drywall', OVERDUE_N), newYork('hes not picking up. 1 hr', snoozeFor(60))),
  within(reminded('Send the Nguyens their closing disclosure', OVERDUE_N), newYork('underwriting still has it, monday', ...dayN('11-16'))),
  within(reminded('Collect guarantor forms from the Easton ave house', OVERDUE_N), newYork('in 3 hours', snoozeFor(180))),
  within(reminded('Put the recycling out', OVERDUE_N), newYork('snooze 10', snoozeFor(10))),
  within(
    reminded('Restock coffee pods at the catskills place', OVERDUE_N),
    newYork(
      'heading up there sat, remind me sat morning',
      snoozeUntil(n('11-14 09:00')),
      snoozeUntil(n('11-14 08:00')),
      move(ctx, '2026-11-14', null),
    ),
  ),
  within(
    reminded('Pay hard money interest', OVERDUE_N),
    newYork('after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('Pre-approval letter for the Costas', OVERDUE_N), newYork('give me 90', snoozeFor(90))),
  within(
    reminded('Prep the Rutgers lease paperwork', OVERDUE_N),
    newYork(
      'tomorrow same time',
      snoozeUntil(n('11-12 09:00')),
      move(ctx, '2026-11-12', null),
      move(ctx, '2026-11-12', '09:00'),
      snoozeFor(1440),
    ),
  ),
];

export const SIXTYSIXTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Viewing 14 Albion Rd w/ the Okafors', l('11-12 10:30')), london('sorry 11.30 not 10.30', move(ctx, null, '11:30'))),
  within(talkedOf('Register the Mills deposit with DPS', l('11-13 12:00')), london('actually its thurs', move(ctx, '2026-11-12', null))),
  within(talkedOf('Valuation at 8 Cranbrook Rd', l('11-14 11:00')), london('vendor wants 12 instead', move(ctx, null, '12:00'))),
  within(talkedOf('Pick up clean linen from the laundry', l('11-13 08:00')), london('make it half 7', move(ctx, null, '07:30'))),
  within(
    talkedOf('Level 3 survey at 27 Orchard Way', l('11-12 09:00')),
    london('no its friday, vendor rang', move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Check in at flat 9 Marlowe House', l('11-12 14:00')), london('tenant delayed, 4pm now', move(ctx, null, '16:00'))),
  within(
    talkedOf('Fire risk assessment Cedar Court', l('11-17 10:00')),
    london('assessor moved it to weds 18th', move(ctx, '2026-11-18', null)),
  ),
  within(talkedOf('Chase flat 4 tenant re rent', l('11-12 09:00')), london('no, 8am before he goes to work', move(ctx, null, '08:00'))),
  within(
    talkedOf('Type up the Brixton inventory', l('11-11 20:00')),
    london('make it 9 tonight', move(ctx, null, '21:00'), move(ctx, '2026-11-11', '21:00')),
  ),
  london('move the Orchard Way write up to tues', move(words('Orchard Way'), '2026-11-17', null)),
  london('push the Cranbrook valuation to 2pm sat', move(words('Cranbrook'), '2026-11-14', '14:00')),
  within(talkedOf('Gull cottage changeover', l('11-14 10:00')), london('guests leaving early, 9', move(ctx, null, '09:00'))),
  within(
    talkedOf('Send the section 20 notice to Cedar Court leaseholders', l('11-20 12:00')),
    london('deadline is the 19th not the 20th', move(ctx, '2026-11-19', null)),
  ),
  within(talkedOf('Showing at 88 Linden St', n('11-12 11:30')), newYork('buyers asked for noon', move(ctx, null, '12:00'))),
  within(talkedOf('Open house 142 maple', n('11-15 13:00')), newYork('oops saturday not sunday', move(ctx, '2026-11-14', null))),
  within(talkedOf('Fix radiator 4B', n('11-11 13:00')), newYork('tenant wont be home til 5, make it 5', move(ctx, null, '17:00'))),
  within(
    talkedOf('Boiler inspection', n('11-18 08:00')),
    newYork('inspector said 11/19 same time', move(ctx, '2026-11-19', null), move(ctx, '2026-11-19', '08:00')),
  ),
  within(talkedOf('Parkview condos board meeting', n('11-19 19:00')), newYork('its 7:30 actually', move(ctx, null, '19:30'))),
  within(talkedOf('Call the GC about the drywall', n('11-11 15:30')), newYork('make it 3', move(ctx, null, '15:00'))),
  within(
    talkedOf('Send the Nguyens their closing disclosure', n('11-17 12:00')),
    newYork('needs to go out by the 16th actually', move(ctx, '2026-11-16', null)),
  ),
  within(talkedOf('Lease signing w the rutgers girls', n('11-12 18:00')), newYork('they can only do 7', move(ctx, null, '19:00'))),
  newYork('move the appraisal order to tmrw', move(words('appraisal'), '2026-11-12', null)),
  newYork('bump the recycling task to 9:30pm', move(words('recycling'), null, '21:30')),
  within(
    talkedOf('Msg the thursday guests the door code', n('11-12 09:00')),
    newYork('no do it the night before, 8pm tonight', move(ctx, '2026-11-11', '20:00')),
  ),
  within(talkedOf('Pay hard money interest', n('12-01 12:00')), newYork('wait its due the 30th', move(ctx, '2026-11-30', null))),
  within(talkedOf('Call the underwriter back re the Patel file', inMinutes(15)), newYork('make it 11:15', move(ctx, null, '11:15'))),
];

export const SIXTYSIXTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Viewing 14 Albion Rd w/ the Okafors'),
    london('rename it second viewing 14 Albion Rd - Okafors', rename(ctx, 'second viewing 14 Albion Rd - Okafors')),
  ),
  london("change the DPS one to 'register Mills + Khan deposits'", rename(words('DPS'), 'register Mills + Khan deposits')),
  within(
    talkedOf('Valuation at 8 Cranbrook Rd'),
    london("fix the title, it's 18 Cranbrook Rd not 8", rename(ctx, 'Valuation at 18 Cranbrook Rd')),
  ),
  within(
    talkedOf('Pick up clean linen from the laundry'),
    london("call it 'linen + tea towels from Kernow Laundry'", rename(ctx, 'linen + tea towels from Kernow Laundry')),
  ),
  london(
    "rename the PI insurance task to 'renew PI cover via the RICS broker'",
    rename(words('PI insurance'), 'renew PI cover via the RICS broker'),
  ),
  within(CLERK_LIST, london('rename 2 to type up Brixton inv + photos', rename(num(2), 'type up Brixton inv + photos'))),
  within(
    talkedOf('Fire risk assessment Cedar Court'),
    london('retitle FRA Cedar Court blocks A & B', rename(ctx, 'FRA Cedar Court blocks A & B')),
  ),
  within(
    talkedOf('Chase flat 4 tenant re rent'),
    london("make it say 'flat 4 arrears - send letter before action'", rename(ctx, 'flat 4 arrears - send letter before action')),
  ),
  london(
    "the gull cottage task → 'Gull Cottage deep clean changeover'",
    rename(words('gull cottage'), 'Gull Cottage deep clean changeover'),
  ),
  within(BLOCK_LIST, london('rename no 3 to chase Flat 12 service charge arrears', rename(num(3), 'chase Flat 12 service charge arrears'))),
  within(
    talkedOf('Get the Ashdown listing live on rightmove'),
    london('change the name to Ashdown live on rightmove + zoopla', rename(ctx, 'Ashdown live on rightmove + zoopla')),
  ),
  london(
    "the right to rent one should say 'right to rent + ID check Tomasz'",
    rename(words('right to rent'), 'right to rent + ID check Tomasz'),
  ),
  within(
    talkedOf('Showing at 88 Linden St'),
    newYork("rename to 'showing 88 Linden - the Parks'", rename(ctx, 'showing 88 Linden - the Parks')),
  ),
  newYork("change the comps task to 'comps + net sheet for the kowalskis'", rename(words('comps'), 'comps + net sheet for the kowalskis')),
  within(talkedOf('Fix radiator 4B'), newYork('title should be bleed + fix radiator 4B', rename(ctx, 'bleed + fix radiator 4B'))),
  within(SUPER_LIST, newYork('rename 4 to HPD violation 6F - window guards', rename(num(4), 'HPD violation 6F - window guards'))),
  within(
    talkedOf('Restock coffee pods at the catskills place'),
    newYork("call it 'restock pods, tp & dish soap - catskills'", rename(ctx, 'restock pods, tp & dish soap - catskills')),
  ),
  within(
    talkedOf('Parkview condos board meeting'),
    newYork('rename: Parkview board mtg + budget vote', rename(ctx, 'Parkview board mtg + budget vote')),
  ),
  newYork("rename the drywall one 'GC call re drywall + mud'", rename(words('drywall'), 'GC call re drywall + mud')),
  within(FLIP_LIST, newYork('change #1 to pull electrical + plumbing permits', rename(num(1), 'pull electrical + plumbing permits'))),
  within(
    talkedOf('Send the Nguyens their closing disclosure'),
    newYork("rename it 'CD for Nguyen-Tran', they hyphenate", rename(ctx, 'CD for Nguyen-Tran')),
  ),
  within(
    talkedOf('Collect guarantor forms from the Easton ave house'),
    newYork('retitle guarantor forms - 41 Easton', rename(ctx, 'guarantor forms - 41 Easton')),
  ),
  newYork(
    "rename 'open house 142 maple' to 'open house 142 maple + broker preview'",
    rename(words('open house 142 maple'), 'open house 142 maple + broker preview'),
  ),
];

export const SIXTYSIXTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Viewing 14 Albion Rd w/ the Okafors'), london('cancel that, they found somewhere', remove(ctx))),
  within(LETTINGS_LIST, london("scrap no 4, he's not going ahead", remove(num(4)))),
  london('delete the Ashdown rightmove one, vendor pulled out', remove(words('Ashdown'))),
  london('bin the Gull Cottage changeover, booking cancelled', remove(words('Gull Cottage'))),
  within(talkedOf('Level 3 survey at 27 Orchard Way'), london('buyer pulled out, remove it', remove(ctx))),
  within(CLERK_LIST, london('delete 3', remove(num(3)))),
  within(BLOCK_LIST, london('the lift engineer one can go, the freeholder booked it', remove(num(4)), remove(words('lift engineer')))),
  london('take the PI insurance off, it renewed automatically', remove(words('PI insurance')), done(words('PI insurance'))),
  within(talkedOf('Chase flat 4 tenant re rent'), london('forget it he just paid', remove(ctx), done(ctx))),
  london('remove the fire alarm testing reminder, the contractor does it now', remove(words('fire alarm'))),
  within(talkedOf('Renew landlord insurance'), london('nvm delete', remove(ctx))),
  within(talkedOf('Showing at 88 Linden St'), newYork('buyers went w another place, delete', remove(ctx))),
  within(REALTOR_LIST, newYork('remove #4', remove(num(4)))),
  newYork('cancel the boiler inspection reminder, the city will email a new date', remove(words('boiler inspection'))),
  within(SUPER_LIST, newYork('get rid of 2, management handles the compactor now', remove(num(2)))),
  within(talkedOf('Send violation letter to unit 12C re the dog'), newYork('board said drop it, delete', remove(ctx))),
  newYork('delete the countertops task, going w butcher block', remove(words('countertops'))),
  within(FLIP_LIST, newYork('scratch 3', remove(num(3)))),
  within(talkedOf('Pre-approval letter for the Costas'), newYork('they went with another lender smh. remove', remove(ctx))),
  newYork('take the leaves one off, trees are bare now', remove(words('leaves'))),
  within(talkedOf('Msg the thursday guests the door code'), newYork('guest cancelled, scrap it', remove(ctx))),
  newYork('delete the hoa dues email reminder', remove(words('hoa dues'))),
  newYork('no longer need the rate sheet check, remove it', remove(words('rate sheet'))),
];

export const SIXTYSIXTH_DONE: HeldOutItem[] = [
  within(reminded('Chase references for the Okafors', OVERDUE_L), london('refs back, all good ✅', done(ctx))),
  within(LETTINGS_LIST, london('3 done', done(num(3)))),
  london('registered the Mills deposit', done(words('Mills deposit'))),
  within(reminded('Chase flat 4 tenant re rent', OVERDUE_L), london('paid in full finally 🙏', done(ctx))),
  within(reminded('Get the Ashdown listing live on rightmove', OVERDUE_L), london('its live', done(ctx))),
  within(reminded('Pick up clean linen from the laundry', OVERDUE_L), london('got it x', done(ctx))),
  within(CLERK_LIST, london('did 1 and 3', [done(num(1)), done(num(3))])),
  within(reminded('Write up the Orchard Way report', OVERDUE_L), london('sent to the client at lunch', done(ctx))),
  within(
    reminded('Send the section 20 notice to Cedar Court leaseholders', OVERDUE_L),
    london('posted + emailed to all 24 flats', done(ctx)),
  ),
  within(talkedOf('Book the lift engineer for Harbour View'), london('booked for the 19th, tick that off', done(ctx))),
  within(reminded('Put the towels in the dryer', LATER_L), london('yep in', done(ctx))),
  london('the Cranbrook valuation is done, vendor wants to go on at 650', done(words('Cranbrook'))),
  within(reminded('Call Mrs Fenby re the gazump offer', OVERDUE_L), london("spoke to her, she's sticking with our buyer", done(ctx))),
  london('fire risk assessment all done', done(words('fire risk assessment'))),
  within(reminded('Send the kowalskis the comps', OVERDUE_N), newYork('sent', done(ctx))),
  within(REALTOR_LIST, newYork('finished 2 and 4', [done(num(2)), done(num(4))])),
  within(reminded('Fix radiator 4B', OVERDUE_N), newYork('fixed, was the valve', done(ctx))),
  within(SUPER_LIST, newYork('#3 done', done(num(3)))),
  newYork('replaced the lobby light', done(words('lobby light'))),
  within(reminded('Msg the thursday guests the door code', OVERDUE_N), newYork('sent them the code + wifi', done(ctx))),
  within(reminded('Send violation letter to unit 12C re the dog', OVERDUE_N), newYork('mailed certified', done(ctx))),
  within(reminded('Call the GC about the drywall', OVERDUE_N), newYork('talked to him, starts mon', done(ctx))),
  within(FLIP_LIST, newYork('paid the interest', done(words('interest')), done(num(2)))),
  within(reminded('Send the Nguyens their closing disclosure', OVERDUE_N), newYork('CD out, they e-signed already', done(ctx))),
  within(reminded('Collect guarantor forms from the Easton ave house', OVERDUE_N), newYork('got all 4 👍', done(ctx))),
  newYork('pulled the electrical permit today', done(words('electrical permit'))),
  within(reminded('Put the recycling out', OVERDUE_N), newYork('done and done', done(ctx))),
  within(talkedOf('Open house 142 maple'), newYork('open house wrapped, 23 groups came thru. mark it done', done(ctx))),
];

const WHICH_CALL = {
  pending: { about: 'which_task' as const, options: ['Call the Okafors re viewing', 'Call Mr Mills re deposit'] },
};
const WHICH_REPORT = {
  pending: {
    about: 'which_task' as const,
    options: ['Write up the Orchard Way report', 'Write up the Mill Lane report', 'Write up the Kingsley Rd report'],
  },
};
const WHICH_LEAK = { pending: { about: 'which_task' as const, options: ['Fix the leak in 2A', 'Fix the leak in 5D'] } };
const ARREARS = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Serve a section 8 on flat 4 or agree a payment plan?',
    options: ['Section 8', 'Payment plan'],
  },
};
const LIST_FLIP = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'List the Elm St flip now or wait till spring?',
    options: ['List now', 'Wait till spring'],
  },
};
const BY_ROOM = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Rent Easton Ave by the room or the whole house?',
    options: ['By the room', 'Whole house'],
  },
};
const MID_TERM = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Go mid-term lets or stay on Airbnb?',
    options: ['Mid-term lets', 'Airbnb'],
  },
};
const GO_SOLO = { pending: { about: 'dilemma_options' as const, question: 'Should I leave the agency?' } };
const WEEKENDS = { pending: { about: 'review' as const, decision: 'Stopped doing weekend check-outs' } };
const LANDSCAPERS = { pending: { about: 'review' as const, decision: 'Switched landscapers to GreenEdge' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Leaseholders calm down when I reply the same day' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Files close faster when I chase the appraiser on day one' } };
const STUCK_L = { pending: { about: 'stuck' as const, task: 'Write up the Kingsley Rd report' } };
const STUCK_N = { pending: { about: 'stuck' as const, task: 'Chase the Easton Ave rent' } };
const OPEN_HOUSE_TIME = {
  pending: { about: 'other' as const, question: 'Start the open house at 12 or 1?', options: ['12', '1'] },
};
const LINEN_TIME = {
  pending: { about: 'other' as const, question: 'Remind you about the linen at 7 or 8 tomorrow?', options: ['7', '8'] },
};

export const SIXTYSIXTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('the deposit one', answer(2))),
  within(WHICH_CALL, london('okafors', answer(1))),
  within(WHICH_CALL, london('first', answer(1))),
  within(WHICH_REPORT, london('kingsley', answer(3))),
  within(WHICH_REPORT, london('2', answer(2))),
  within(WHICH_REPORT, london('the mill lane one pls', answer(2))),
  within(WHICH_LEAK, newYork('5D', answer(2))),
  within(WHICH_LEAK, newYork('the 2A one', answer(1))),
  within(ARREARS, london("payment plan, he's been good til now", answer(2))),
  within(ARREARS, london('section 8. done being nice', answer(1))),
  within(ARREARS, london('not sure yet, seeing my solicitor fri', answer(null))),
  within(LIST_FLIP, newYork('list it now, rates are only going up', answer(1))),
  within(LIST_FLIP, newYork('wait', answer(2))),
  within(BY_ROOM, newYork('whole house, less hassle w one lease', answer(2))),
  within(BY_ROOM, newYork('by the room', answer(1))),
  within(MID_TERM, newYork('steady income and fewer turnovers honestly', answer(null))),
  within(GO_SOLO, london('go solo with my own lettings book or join eXp', answer(null))),
  within(WEEKENDS, london('loving it, weekends back and no drop in work', answer(null))),
  within(LANDSCAPERS, newYork("they're cheaper but missed 2 cuts, not great", answer(null))),
  within(KEEP_L, london('keep', answer(null), note)),
  within(KEEP_N, newYork('yeah save it', answer(null), note)),
  within(KEEP_N, newYork('nah skip that one', answer(null))),
  within(STUCK_L, london('waiting on the damp readings from the lab', answer(null))),
  within(STUCK_N, newYork("tbh i hate confrontation and he's a nice kid", answer(null))),
  within(OPEN_HOUSE_TIME, newYork('1 works better', answer(2))),
  within(OPEN_HOUSE_TIME, newYork('12', answer(1))),
  within(LINEN_TIME, london('7 pls', answer(1))),
  within(LINEN_TIME, london('either, whatever', answer(null))),
];

export const SIXTYSIXTH_RAMBLE: HeldOutItem[] = [
  london(
    "ok so um tmrw I've got the Albion Rd viewing at 10, then uh referencing call with Goodlord at 12 and I need to like chase the Mills deposit",
    [
      task('Albion Rd viewing', l('11-12 10:00')),
      task('referencing call with Goodlord', l('11-12 12:00')),
      task('chase the Mills deposit'),
    ],
    [
      task('Albion Rd viewing', l('11-12 10:00')),
      task('referencing call with Goodlord', l('11-12 12:00')),
      task('chase the Mills deposit', l('11-12')),
    ],
  ),
  london('need to: book gas engineer for flat 2, get EICR quotes, and text flat 4 about the rent', [
    task('book gas engineer for flat 2'),
    task('get EICR quotes'),
    task('text flat 4 about the rent'),
  ]),
  london(
    "chase Fenby buyer's solicitor, book photos for Ashdown, call back the Cranbrook vendor by 5",
    [task("chase Fenby buyer's solicitor"), task('book photos for Ashdown'), task('call back the Cranbrook vendor', l('11-11 17:00'))],
    [
      task("chase Fenby buyer's solicitor", l('11-11 17:00')),
      task('book photos for Ashdown', l('11-11 17:00')),
      task('call back the Cranbrook vendor', l('11-11 17:00')),
    ],
  ),
  london(
    "so yeah um voice note, saturday I've got the Gull Cottage changeover at 10 and Harbour Loft changeover at 1, and er I need to drop the keys back to the agency",
    [
      task('Gull Cottage changeover', l('11-14 10:00')),
      task('Harbour Loft changeover', l('11-14 13:00')),
      task('drop the keys back to the agency'),
    ],
    [
      task('Gull Cottage changeover', l('11-14 10:00')),
      task('Harbour Loft changeover', l('11-14 13:00')),
      task('drop the keys back to the agency', l('11-14')),
    ],
  ),
  london('write up Orchard Way, invoice the Pattersons and order a new moisture meter probe', [
    task('write up Orchard Way'),
    task('invoice the Pattersons'),
    task('order a new moisture meter probe'),
  ]),
  london('tmrw 9 check out at Elm Grove, 11:30 inventory at Brixton Hill, 3pm check in at Marlowe House', [
    task('check out at Elm Grove', l('11-12 09:00')),
    task('inventory at Brixton Hill', l('11-12 11:30')),
    task('check in at Marlowe House', l('11-12 15:00')),
  ]),
  london('chase arrears for flats 3, 7 and 12, send the insurance schedule to Cedar Court and book the gutter clearance', [
    task('chase arrears for flats 3, 7 and 12'),
    task('send the insurance schedule to Cedar Court'),
    task('book the gutter clearance'),
  ]),
  london(
    'um right so uh, need to update the Rightmove listing for Flat 6, ring the Okafors with feedback, and um, oh yeah, print the tenancy agreement for Friday',
    [
      task('update the Rightmove listing for Flat 6'),
      task('ring the Okafors with feedback'),
      task('print the tenancy agreement', l('11-13')),
    ],
    [
      task('update the Rightmove listing for Flat 6'),
      task('ring the Okafors with feedback'),
      task('print the tenancy agreement for Friday'),
    ],
  ),
  london('tomorrow: 8am meet the plumber at flat 1, 11 letting agent meeting, 2pm view the flat on Selhurst Rd', [
    task('meet the plumber at flat 1', l('11-12 08:00')),
    task('letting agent meeting', l('11-12 11:00')),
    task('view the flat on Selhurst Rd', l('11-12 14:00')),
  ]),
  london('friday: exchange on Fenby, Ashdown photos at 2 and drinks w the team at 6', [
    task('exchange on Fenby', l('11-13')),
    task('Ashdown photos', l('11-13 14:00')),
    task('drinks w the team', l('11-13 18:00')),
  ]),
  london(
    'so er I need to er ring the Kingsley Rd buyer re the subsidence, um, and renew my RICS sub before the 30th and, like, service the car',
    [task('ring the Kingsley Rd buyer re the subsidence'), task('renew my RICS sub', l('11-30')), task('service the car')],
    [task('ring the Kingsley Rd buyer re the subsidence'), task('renew my RICS sub', l('11-29')), task('service the car')],
  ),
  london(
    'buy AA batteries and a new clipboard, then send Foxtons the October invoice',
    [task('buy AA batteries and a new clipboard'), task('send Foxtons the October invoice')],
    [task('buy AA batteries'), task('buy a new clipboard'), task('send Foxtons the October invoice')],
  ),
  newYork(
    'ok so tmrw showing at 88 Linden at 11:30, then um I gotta pick up the lockbox from the office and uh send the Parks the disclosures',
    [task('showing at 88 Linden', n('11-12 11:30')), task('pick up the lockbox from the office'), task('send the Parks the disclosures')],
    [
      task('showing at 88 Linden', n('11-12 11:30')),
      task('pick up the lockbox from the office', n('11-12')),
      task('send the Parks the disclosures', n('11-12')),
    ],
  ),
  newYork('need to check the hot water in 3C, fix the running toilet in 5A and adjust the lobby door closer', [
    task('check the hot water in 3C'),
    task('fix the running toilet in 5A'),
    task('adjust the lobby door closer'),
  ]),
  newYork(
    "voice memo: uhh need to book the cleaner for saturday's turnover, order new sheets from amazon and reply to the guy asking about early check-in",
    [
      task("book the cleaner for saturday's turnover"),
      task('order new sheets from amazon'),
      task('reply to the guy asking about early check-in'),
    ],
    [
      task('book the cleaner for the turnover', n('11-14')),
      task('order new sheets from amazon'),
      task('reply to the guy asking about early check-in'),
    ],
  ),
  newYork(
    'send the board the reserve study, get 3 bids for the roof and post the water shutoff notice for thurs',
    [task('send the board the reserve study'), task('get 3 bids for the roof'), task('post the water shutoff notice for thurs')],
    [task('send the board the reserve study'), task('get 3 bids for the roof'), task('post the water shutoff notice', n('11-12'))],
  ),
  newYork('tmrw 7am meet the electrician at Elm St, 10 home depot run, 2 walk through w the stager', [
    task('meet the electrician at Elm St', n('11-12 07:00')),
    task('home depot run', n('11-12 10:00')),
    task('walk through w the stager', n('11-12 14:00')),
  ]),
  newYork(
    'order appraisal on the Costa file, send the Nguyens the CD and call Wells re the condo questionnaire by 4',
    [
      task('order appraisal on the Costa file'),
      task('send the Nguyens the CD'),
      task('call Wells re the condo questionnaire', n('11-11 16:00')),
    ],
    [
      task('order appraisal on the Costa file', n('11-11 16:00')),
      task('send the Nguyens the CD', n('11-11 16:00')),
      task('call Wells re the condo questionnaire', n('11-11 16:00')),
    ],
  ),
  newYork(
    'so um the college kids at Easton move out in may but I need to like list the house for next year by dec 1, get the furnace checked and uh fix the porch light',
    [task('list the house for next year', n('12-01')), task('get the furnace checked'), task('fix the porch light')],
    [task('list the house for next year', n('11-30')), task('get the furnace checked'), task('fix the porch light')],
  ),
  newYork('need to 1. update zillow photos 2. call the title company 3. book the stager for birch st', [
    task('update zillow photos'),
    task('call the title company'),
    task('book the stager for birch st'),
  ]),
  newYork('order salt for the sidewalk, call the exterminator for 2B and fix the mailbox lock on 4C', [
    task('order salt for the sidewalk'),
    task('call the exterminator for 2B'),
    task('fix the mailbox lock on 4C'),
  ]),
  newYork(
    'friday at 3 check-in at the cabin, sat 11 check-out, sun 10 cleaners',
    [task('check-in at the cabin', n('11-13 15:00')), task('check-out', n('11-14 11:00')), task('cleaners', n('11-15 10:00'))],
    [
      task('check-in at the cabin', n('11-13 15:00')),
      task('check-out at the cabin', n('11-14 11:00')),
      task('cleaners at the cabin', n('11-15 10:00')),
    ],
  ),
  newYork('pay the plumber $2400, call the hard money lender about the extension and get the dumpster swapped', [
    task('pay the plumber $2400'),
    task('call the hard money lender about the extension'),
    task('get the dumpster swapped'),
  ]),
  newYork('um so like tmrw I gotta call the Patels at 9 about the rate lock and then uh at 2 I have a closing on Oak St', [
    task('call the Patels about the rate lock', n('11-12 09:00')),
    task('closing on Oak St', n('11-12 14:00')),
  ]),
  newYork('tmrw: 9 meet the elevator tech, 1 call the insurance adjuster re the flood in 4D, 5 pick up the budget printouts', [
    task('meet the elevator tech', n('11-12 09:00')),
    task('call the insurance adjuster re the flood in 4D', n('11-12 13:00')),
    task('pick up the budget printouts', n('11-12 17:00')),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SIXTYSIXTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SIXTYSIXTH_ASK,
  recurring: SIXTYSIXTH_RECURRING,
  snooze: SIXTYSIXTH_SNOOZE,
  correction: SIXTYSIXTH_CORRECTION,
  rename: SIXTYSIXTH_RENAME,
  remove: SIXTYSIXTH_REMOVE,
  done: SIXTYSIXTH_DONE,
  answer: SIXTYSIXTH_ANSWER,
  ramble: SIXTYSIXTH_RAMBLE,
  greeting: SIXTYSIXTH_GREETING,
  thanks: SIXTYSIXTH_THANKS,
  feeling: SIXTYSIXTH_FEELING,
  question: SIXTYSIXTH_QUESTION,
  statement: SIXTYSIXTH_STATEMENT,
  decision: SIXTYSIXTH_DECISION,
  dilemma: SIXTYSIXTH_DILEMMA,
  recall: SIXTYSIXTH_RECALL,
  prioritise: SIXTYSIXTH_PRIORITISE,
  agenda: SIXTYSIXTH_AGENDA,
  free_time: SIXTYSIXTH_FREE_TIME,
  unclear: SIXTYSIXTH_UNCLEAR,
  bare: SIXTYSIXTH_BARE,
};

export const HELD_OUT_SIXTYSIXTH: HeldOutItem[] = Object.values(HELD_OUT_SIXTYSIXTH_KINDS).flat();
