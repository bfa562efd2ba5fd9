import type { Intent } from '../intent';
import {
  ctx,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  num,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  ACCOUNTS_LIST,
  BLOCK_LIST,
  CONVEY_LIST,
  HR_LIST,
  IMPORTANT,
  IT_LIST,
  OVERDUE_L,
  OVERDUE_N,
  PR_LIST,
  PROC_LIST,
  RECRUIT_LIST,
  SIXTYFIRST_AGENDA,
  SIXTYFIRST_ANSWER,
  SIXTYFIRST_BARE,
  SIXTYFIRST_DECISION,
  SIXTYFIRST_DILEMMA,
  SIXTYFIRST_DONE,
  SIXTYFIRST_FEELING,
  SIXTYFIRST_FREE_TIME,
  SIXTYFIRST_GREETING,
  SIXTYFIRST_PRIORITISE,
  SIXTYFIRST_QUESTION,
  SIXTYFIRST_RAMBLE,
  SIXTYFIRST_RECALL,
  SIXTYFIRST_REMOVE,
  SIXTYFIRST_STATEMENT,
  SIXTYFIRST_THANKS,
  SIXTYFIRST_UNCLEAR,
  reminded,
  talkedOf,
} from './held-out-sixtyfirst-b';

/**
 * The sixty-first held-out set: fourteen solo professionals writing to daily from a laptop at their
 * desk, as they would write an email or a note to an assistant. In London: an accountant, an
 * employment lawyer, a conveyancing solicitor, a property manager, an independent financial adviser,
 * an HR consultant and an architect. In New York: a recruiter, a PR consultant, a grant writer, an IT
 * contractor, a management consultant, a procurement specialist and a freelance copy-editor. Complete
 * sentences, bullets and numbered lines, client and matter names, reference numbers, times with
 * zones, ISO and written-out dates, pasted subject lines, precise corrections; now and then a clipped
 * line between meetings. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in
 * New York.
 */

export const SIXTYFIRST_ASK: HeldOutItem[] = [
  london('Please remind me to file the Marlow & Finch VAT return by 7 December.', task('file the Marlow & Finch VAT return', l('12-07'))),
  london(
    'Could you add: draft the ET3 response for Brightline Logistics (Okafor v Brightline), due Friday 20 November at 12:00.',
    task('draft the ET3 response for Brightline Logistics (Okafor v Brightline)', l('11-20 12:00')),
    task('draft the ET3 response for Brightline Logistics', l('11-20 12:00')),
  ),
  london(
    "Exchange on 14 Alder Grove is pencilled in for Thursday. Please remind me at 9:30 that morning to call the buyer's solicitors.",
    task("call the buyer's solicitors", l('11-12 09:30')),
  ),
  london(
    'Add a task: issue the Section 20 notice to the Kingfisher Court leaseholders (roof works) by 30 November.',
    task('issue the Section 20 notice to the Kingfisher Court leaseholders (roof works)', l('11-30')),
    task('issue the Section 20 notice to the Kingfisher Court leaseholders', l('11-30')),
  ),
  london(
    'Remind me tomorrow at 10:00 to send the Dunmores their suitability report.',
    task('send the Dunmores their suitability report', l('11-12 10:00')),
  ),
  london(
    'Disciplinary hearing prep for Mercer Dental – Monday 16th, 2pm.',
    task('Disciplinary hearing prep for Mercer Dental', l('11-16 14:00')),
    unclear,
  ),
  london(
    'I need to submit the Highgate rear extension planning application to Haringey by COB Friday.',
    task('submit the Highgate rear extension planning application to Haringey', l('11-13 17:00')),
    task('submit the Highgate rear extension planning application to Haringey', l('11-13 18:00')),
  ),
  london(
    'Please set a reminder for 31 January: self-assessment deadline for the Okonjo family (three returns).',
    task('self-assessment deadline for the Okonjo family (three returns)', l('2027-01-31 12:00')),
    task('self-assessment deadline for the Okonjo family', l('2027-01-31 12:00')),
  ),
  london(
    'Call Sarah Linwood at ACAS re early conciliation — 11:15 tomorrow.',
    task('Call Sarah Linwood at ACAS re early conciliation', l('11-12 11:15')),
  ),
  london(
    'The SDLT return for Flat 3, 27 Cromwell Road has to be filed within 14 days of completion. Completion was 4 November, so please remind me on the 16th.',
    task('file the SDLT return for Flat 3, 27 Cromwell Road', l('11-16')),
    task('SDLT return for Flat 3, 27 Cromwell Road', l('11-16')),
  ),
  london(
    'Remind me in 45 minutes to ring the lift engineer back about Kingfisher Court.',
    task('ring the lift engineer back about Kingfisher Court', inMinutes(45)),
  ),
  london(
    'ISA top-up for Mrs Pereira before 5 April; please flag it as important.',
    task('ISA top-up for Mrs Pereira', l('2027-04-05 12:00'), IMPORTANT),
    task('ISA top-up for Mrs Pereira', l('2027-04-04 12:00'), IMPORTANT),
  ),
  london(
    "At 16:30 today, call Halden Foods' ops director about the grievance outcome letter.",
    task("call Halden Foods' ops director about the grievance outcome letter", l('11-11 16:30')),
  ),
  london(
    'Structural engineer site visit at the Highgate house, Tues 24 Nov, 08:30.',
    task('Structural engineer site visit at the Highgate house', l('11-24 08:30')),
    unclear,
  ),
  london(
    "Please could you add 'chase Companies House re the Marlow & Finch strike-off objection' for first thing Monday.",
    task('chase Companies House re the Marlow & Finch strike-off objection', l('11-16 09:00')),
    task('chase Companies House re the Marlow & Finch strike-off objection', l('11-16 08:00')),
  ),
  london(
    'Remind me to send the without prejudice letter in Okafor on the 18th at 3pm.',
    task('send the without prejudice letter in Okafor', l('11-18 15:00')),
  ),
  london(
    'Respond to the Land Registry requisition on CNV/2291 by 25/11, please.',
    task('Respond to the Land Registry requisition on CNV/2291', l('11-25')),
  ),
  london(
    'Can you remind me a fortnight today to check that the EICR remedial works at Beech House have been signed off?',
    task('check that the EICR remedial works at Beech House have been signed off', l('11-25')),
    task('check that the EICR remedial works at Beech House have been signed off', l('11-25 15:00')),
  ),
  london(
    "Remind me Monday week to review the Dunmores' pension transfer paperwork.",
    task("review the Dunmores' pension transfer paperwork", l('11-23')),
  ),
  london(
    'Right-to-work checks for the two new Mercer Dental starters need doing before they start on 1 December.',
    task('Right-to-work checks for the two new Mercer Dental starters', l('12-01')),
    task('Right-to-work checks for the two new Mercer Dental starters', l('11-30')),
  ),
  london(
    'Please put in a call with Alder Analytics (Boston) on Thursday at 3pm ET.',
    task('call with Alder Analytics (Boston)', l('11-12 20:00')),
    task('call with Alder Analytics', l('11-12 20:00')),
  ),
  london(
    'Email the Camden planning officer about the pre-app feedback on Ormond Yard, w/c 23rd.',
    task('Email the Camden planning officer about the pre-app feedback on Ormond Yard', l('11-23')),
    task('Email the Camden planning officer about the pre-app feedback on Ormond Yard', l('11-23 09:00')),
  ),
  london(
    'URGENT: file the ET1 for Ms Adeyinka before the limitation date (Tuesday 17 November).',
    task('file the ET1 for Ms Adeyinka', l('11-17'), IMPORTANT),
    task('file the ET1 for Ms Adeyinka', l('11-16'), IMPORTANT),
    task('file the ET1 for Ms Adeyinka before the limitation date', l('11-17'), IMPORTANT),
  ),
  london(
    'Remind me at 10:00 GMT tomorrow to chase the insurers about the water damage claim at Flat 9.',
    task('chase the insurers about the water damage claim at Flat 9', l('11-12 10:00')),
  ),
  london(
    'Annual review meeting with Mr Hollis, 2026-11-26 at 11:00. Please add it.',
    task('Annual review meeting with Mr Hollis', l('11-26 11:00')),
  ),
  london(
    'Please add a reminder to chase the local authority search for 8 Wren Street at end of day.',
    task('chase the local authority search for 8 Wren Street', l('11-11 17:00')),
    task('chase the local authority search for 8 Wren Street', l('11-11 18:00')),
  ),
  london(
    'Tomorrow after lunch: draft the flexible working policy for Halden Foods.',
    task('draft the flexible working policy for Halden Foods', l('11-12 13:00')),
    task('draft the flexible working policy for Halden Foods', l('11-12 14:00')),
  ),
  london(
    "Fwd: Re: Completion date – 8 Wren Street\n\n> We can complete on Friday 27 November provided funds are with us by the 25th.\n\nPlease remind me on the 24th to check the buyer's funds have arrived.",
    task("check the buyer's funds have arrived", l('11-24')),
  ),
  london(
    'Mercer Dental investigation meeting, 03/12 at 09:00. Please add it to my list.',
    task('Mercer Dental investigation meeting', l('12-03 09:00')),
  ),
  newYork(
    'Remind me to send the offer letter to Jordan Pike (Sr. Data Engineer, Orison Health) by EOD.',
    task('send the offer letter to Jordan Pike (Sr. Data Engineer, Orison Health)', n('11-11 17:00')),
    task('send the offer letter to Jordan Pike (Sr. Data Engineer, Orison Health)', n('11-11 18:00')),
    task('send the offer letter to Jordan Pike', n('11-11 17:00')),
    task('send the offer letter to Jordan Pike', n('11-11 18:00')),
  ),
  newYork(
    'Subject: Verdant Labs — embargo confirmed for 11/17, 6:00am ET\n\nRemind me the evening before (7pm) to send the final release to the wire.',
    task('send the final release to the wire', n('11-16 19:00')),
  ),
  newYork(
    'The LOI for the Hollins Family Foundation is due 12/4. Please remind me on 12/1.',
    task('LOI for the Hollins Family Foundation', n('12-01')),
    task('Hollins Family Foundation LOI', n('12-01')),
  ),
  newYork(
    'Remind me at 2pm to reboot the Halpern & Gold file server — actually, make the reminder 6:30pm, after everyone has left.',
    task('reboot the Halpern & Gold file server', n('11-11 18:30')),
  ),
  newYork(
    'Steering committee deck for Brantley Foods, due Thursday COB.',
    task('Steering committee deck for Brantley Foods', n('11-12 17:00')),
    task('Steering committee deck for Brantley Foods', n('11-12 18:00')),
  ),
  newYork(
    'Please add: send the RFP-2026-118 clarification responses to all bidders, 11/18 by noon.',
    task('send the RFP-2026-118 clarification responses to all bidders', n('11-18 12:00')),
  ),
  newYork(
    "Return the edited manuscript of 'The Salt Road' to Halvorsen & Pike by November 30th.",
    task("Return the edited manuscript of 'The Salt Road' to Halvorsen & Pike", n('11-30')),
  ),
  newYork(
    'In 90 minutes, call back the VP Eng candidate from Lattice.',
    task('call back the VP Eng candidate from Lattice', inMinutes(90)),
  ),
  newYork(
    'Pitch the Verdant founder story to Priya at Fast Company tomorrow morning.',
    task('Pitch the Verdant founder story to Priya at Fast Company', n('11-12 09:00')),
    task('Pitch the Verdant founder story to Priya at Fast Company', n('11-12 08:00')),
  ),
  newYork(
    'Please set a task to submit the NEA Grants for Arts Projects application on Grants.gov. The hard deadline is Feb 12, 2027 at 11:59pm ET.',
    task('submit the NEA Grants for Arts Projects application on Grants.gov', n('2027-02-12 23:59')),
  ),
  newYork(
    'Renew the SSL cert for halperngold.com before it expires on 11/27.',
    task('Renew the SSL cert for halperngold.com', n('11-27')),
    task('Renew the SSL cert for halperngold.com', n('11-26')),
  ),
  newYork("Add the call with Brantley's London team tomorrow, 13:00 GMT.", task("call with Brantley's London team", n('11-12 08:00'))),
  newYork(
    'Remind me on Monday the 16th at 9:15 to open the sealed bids for the janitorial RFP.',
    task('open the sealed bids for the janitorial RFP', n('11-16 09:15')),
  ),
  newYork(
    'Please remind me to send the author the query sheet for chapters 1–6 (Mendel biography) on Friday.',
    task('send the author the query sheet for chapters 1–6 (Mendel biography)', n('11-13')),
    task('send the author the query sheet for chapters 1–6', n('11-13')),
  ),
  newYork(
    'Important: reference check for Alana Cruz with her former manager, 11/17 at 1:30pm.',
    task('reference check for Alana Cruz with her former manager', n('11-17 13:30'), IMPORTANT),
  ),
  newYork(
    'Finish the media list for the Kestrel Coffee launch before Thanksgiving.',
    task('Finish the media list for the Kestrel Coffee launch', n('11-26')),
    task('Finish the media list for the Kestrel Coffee launch', n('11-25')),
  ),
  newYork(
    'Remind me in two hours to upload the audited financials to the Ford portal.',
    task('upload the audited financials to the Ford portal', inMinutes(120)),
  ),
  newYork(
    'Tomorrow 7:00 — on-site at Halpern & Gold for the firewall swap (ticket INC-4471).',
    task('on-site at Halpern & Gold for the firewall swap (ticket INC-4471)', n('11-12 07:00')),
    task('on-site at Halpern & Gold for the firewall swap', n('11-12 07:00')),
    unclear,
  ),
  newYork(
    "Send the revised SOW to Brantley's CFO a week from today.",
    task("Send the revised SOW to Brantley's CFO", n('11-18')),
    task("Send the revised SOW to Brantley's CFO", n('11-18 10:00')),
  ),
  newYork(
    'Please flag as high priority: vendor due diligence on Corvane Logistics, due 11/20.',
    task('vendor due diligence on Corvane Logistics', n('11-20'), IMPORTANT),
  ),
  newYork('Tonight at 8, finish the style sheet for The Salt Road.', task('finish the style sheet for The Salt Road', n('11-11 20:00'))),
  newYork(
    'Debrief with the Orison hiring panel Thursday at 4:30 PM ET.',
    task('Debrief with the Orison hiring panel', n('11-12 16:30')),
    unclear,
  ),
  newYork(
    'ASAP: get the signed NDA back from Meridian Facilities.',
    task('get the signed NDA back from Meridian Facilities', null, IMPORTANT),
    task('get the signed NDA back from Meridian Facilities'),
  ),
  newYork(
    'Need to chase Priya for the Kestrel coverage numbers at 11:45.',
    task('chase Priya for the Kestrel coverage numbers', n('11-11 11:45')),
  ),
  newYork(
    'Could you remind me on December 3rd to send the Bronx Youth Arts Collective their draft budget narrative?',
    task('send the Bronx Youth Arts Collective their draft budget narrative', n('12-03')),
  ),
  newYork(
    'Q1 kickoff deck for Brantley, end of next week.',
    task('Q1 kickoff deck for Brantley', n('11-20')),
    task('Q1 kickoff deck for Brantley', n('11-20 17:00')),
    unclear,
  ),
];

export const SIXTYFIRST_RECURRING: HeldOutItem[] = [
  london(
    "Every Monday at 08:30, review the week's completions list.",
    task("review the week's completions list", l('11-16 08:30'), { repeat: every('week') }),
  ),
  london(
    'On the 1st of every month, reconcile the client account.',
    task('reconcile the client account', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'Every weekday at 17:30, please remind me to record my time.',
    task('record my time', l('11-11 17:30'), { repeat: every('weekday') }),
  ),
  london(
    'Every other Friday at 4pm: payroll check for Mercer Dental.',
    task('payroll check for Mercer Dental', l('11-13 16:00'), { repeat: every('week', 2) }),
  ),
  london(
    'Every year on 6 April, send clients the new tax year allowances note.',
    task('send clients the new tax year allowances note', l('2027-04-06 12:00'), { repeat: every('year') }),
  ),
  london(
    'Each Thursday at 9am: site inspection at Kingfisher Court.',
    task('site inspection at Kingfisher Court', l('11-12 09:00'), { repeat: every('week') }),
  ),
  london(
    'Monthly, on the 15th – service charge arrears report for the Beech House directors.',
    task('service charge arrears report for the Beech House directors', l('11-15'), { repeat: every('month') }),
  ),
  london(
    'Remind me every morning at 8:45 to check the tribunal e-filing inbox.',
    task('check the tribunal e-filing inbox', l('11-12 08:45'), { repeat: every('day') }),
  ),
  london(
    'Fortnightly on Wednesdays at 14:00: call with the Halden Foods HR lead.',
    task('call with the Halden Foods HR lead', l('11-18 14:00'), { repeat: every('week', 2) }),
    task('call with the Halden Foods HR lead', l('11-25 14:00'), { repeat: every('week', 2) }),
  ),
  london(
    'Every 3 months, review the Pereira-Lowe portfolio rebalancing, starting 1 February.',
    task('review the Pereira-Lowe portfolio rebalancing', l('2027-02-01 12:00'), { repeat: every('month', 3) }),
  ),
  london(
    'Every Friday at 3pm, send the weekly progress note to the Ormond Yard client.',
    task('send the weekly progress note to the Ormond Yard client', l('11-13 15:00'), { repeat: every('week') }),
  ),
  london(
    'Please set a recurring reminder: the 19th of each month, PAYE payment for Tansley Bakery.',
    task('PAYE payment for Tansley Bakery', l('11-19'), { repeat: every('month') }),
  ),
  newYork(
    'Every Monday at 9am, update the Orison candidate tracker.',
    task('update the Orison candidate tracker', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'Remind me every Friday at 3 to send clients the weekly coverage report.',
    task('send clients the weekly coverage report', n('11-13 15:00'), { repeat: every('week') }),
  ),
  newYork(
    'Every weekday at 8:30am, check the Halpern & Gold backup logs.',
    task('check the Halpern & Gold backup logs', n('11-12 08:30'), { repeat: every('weekday') }),
  ),
  newYork(
    'On the 15th of each month, submit my invoice to Brantley Foods.',
    task('submit my invoice to Brantley Foods', n('11-15'), { repeat: every('month') }),
  ),
  newYork(
    'Every two weeks on Thursday at 11: vendor scorecard review.',
    task('vendor scorecard review', n('11-12 11:00'), { repeat: every('week', 2) }),
    task('vendor scorecard review', n('11-19 11:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'Daily at 5pm: log billable hours in Harvest.',
    task('log billable hours in Harvest', n('11-11 17:00'), { repeat: every('day') }),
  ),
  newYork(
    'Every January 15th, remind me to pay the Q4 estimated tax.',
    task('pay the Q4 estimated tax', n('2027-01-15 12:00'), { repeat: every('year') }),
  ),
  newYork("Each Sunday at 7pm, plan the week's edits.", task("plan the week's edits", n('11-15 19:00'), { repeat: every('week') })),
  newYork('Every weekday at 6pm — clear the media inbox.', task('clear the media inbox', n('11-11 18:00'), { repeat: every('weekday') })),
  newYork(
    'On the 28th of every month, reconcile the corporate card.',
    task('reconcile the corporate card', n('11-28'), { repeat: every('month') }),
  ),
  newYork(
    'Monthly on the 1st: check the foundation deadlines calendar.',
    task('check the foundation deadlines calendar', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    "Every Wednesday, 4pm ET: call with Verdant's comms team.",
    task("call with Verdant's comms team", n('11-11 16:00'), { repeat: every('week') }),
  ),
  newYork('Renew my E&O insurance every year on December 15.', task('Renew my E&O insurance', n('12-15'), { repeat: every('year') })),
];

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
/** A snooze to a clock time later today: as a snooze, or as a move of the task to that time. */
const laterTodayL = (time: string): Intent[] => [snoozeUntil(l(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];
const laterTodayN = (time: string): Intent[] => [snoozeUntil(n(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];

export const SIXTYFIRST_SNOOZE: HeldOutItem[] = [
  within(
    reminded('Call Sarah Linwood at ACAS re early conciliation', OVERDUE_L),
    london("I'm on another call. Give me 20 minutes, please.", snoozeFor(20)),
  ),
  within(
    reminded('Send the Dunmores their suitability report', OVERDUE_L),
    london(
      'Not today. Tomorrow morning, please.',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(
    reminded('Chase the local authority search for 8 Wren Street', OVERDUE_L),
    london("I'm with a client until 4. Remind me at 4:15.", ...laterTodayL('16:15')),
  ),
  within(
    reminded("Review the Dunmores' pension transfer paperwork", OVERDUE_L),
    london('Can this wait until Monday? Please remind me then.', ...toDayL('11-16')),
  ),
  within(reminded('Ring the lift engineer back about Kingfisher Court', OVERDUE_L), london('Snooze 1 hour.', snoozeFor(60))),
  within(
    reminded('Draft the flexible working policy for Halden Foods', OVERDUE_L),
    london('Push to close of play, please.', ...laterTodayL('17:00'), snoozeUntil(l('11-11 18:00'))),
  ),
  within(
    reminded('Respond to the Land Registry requisition on CNV/2291', OVERDUE_L),
    london("Later — I'm in the middle of a completion.", snoozeFor(60)),
  ),
  within(
    reminded('File the Marlow & Finch VAT return', OVERDUE_L),
    london("Friday, please; the client still hasn't sent the October bank statements.", ...toDayL('11-13')),
  ),
  within(
    reminded('Send the without prejudice letter in Okafor', OVERDUE_L),
    london('Remind me again after the hearing — say 5pm.', ...laterTodayL('17:00')),
  ),
  within(
    reminded('Check that the EICR remedial works at Beech House have been signed off', OVERDUE_L),
    london('Give me until tomorrow 08:30.', snoozeUntil(l('11-12 08:30')), move(ctx, '2026-11-12', '08:30')),
  ),
  within(reminded('Book the Mercer Dental investigation meeting room', OVERDUE_L), london('Next week.', ...toDayL('11-16'))),
  within(reminded('Email the Camden planning officer', OVERDUE_L), london('Half an hour.', snoozeFor(30))),
  within(
    reminded('Chase Companies House re the strike-off objection', OVERDUE_L),
    london(
      'Postpone to Thursday afternoon, please.',
      snoozeUntil(l('11-12 14:00')),
      snoozeUntil(l('11-12 13:00')),
      move(ctx, '2026-11-12', '14:00'),
      move(ctx, '2026-11-12', '13:00'),
    ),
  ),
  within(reminded('Send the offer letter to Jordan Pike', OVERDUE_N), newYork('Swamped — 2 hours.', snoozeFor(120))),
  within(
    reminded('Pitch the Verdant founder story to Priya', OVERDUE_N),
    newYork('Remind me at 1:30, after my client lunch.', ...laterTodayN('13:30')),
  ),
  within(reminded('Upload the audited financials to the Ford portal', OVERDUE_N), newYork('Not yet. 45 minutes.', snoozeFor(45))),
  within(reminded('Vendor due diligence on Corvane Logistics', OVERDUE_N), newYork('Bump this to tomorrow, please.', ...toDayN('11-12'))),
  within(
    reminded("Send the revised SOW to Brantley's CFO", OVERDUE_N),
    newYork("Can't get to it before the steering committee; try me at 3pm ET.", ...laterTodayN('15:00')),
  ),
  within(
    reminded('Open the sealed bids for the janitorial RFP', OVERDUE_N),
    newYork('Snooze until Monday 9am.', snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(reminded('Check the Halpern & Gold backup logs', OVERDUE_N), newYork('In 15.', snoozeFor(15))),
  within(
    reminded('Finish the media list for the Kestrel Coffee launch', OVERDUE_N),
    newYork('Hold off until after Thanksgiving — the Monday after.', ...toDayN('11-30')),
  ),
  within(
    reminded('Finish the style sheet for The Salt Road', OVERDUE_N),
    newYork('EOD please.', ...laterTodayN('17:00'), snoozeUntil(n('11-11 18:00'))),
  ),
  within(reminded('Reference check for Alana Cruz', OVERDUE_N), newYork("Let's revisit Thursday.", ...toDayN('11-12'))),
  within(reminded('Renew the SSL cert for halperngold.com', OVERDUE_N), newYork('Defer by 3 hours.', snoozeFor(180))),
  within(reminded('Submit my invoice to Brantley Foods', OVERDUE_N), newYork('Remind me again tonight at 7.', ...laterTodayN('19:00'))),
  within(
    reminded('Send the author the query sheet', OVERDUE_N),
    newYork('Tomorrow at noon works better.', snoozeUntil(n('11-12 12:00')), move(ctx, '2026-11-12', '12:00')),
  ),
  within(reminded('Call back the VP Eng candidate from Lattice', OVERDUE_N), newYork('On a call, 10 min', snoozeFor(10))),
];

export const SIXTYFIRST_CORRECTION: HeldOutItem[] = [
  within(
    talkedOf('Send the Dunmores their suitability report', l('11-12 10:00')),
    london('Sorry — 11:00, not 10:00.', move(ctx, null, '11:00')),
  ),
  within(
    talkedOf('Disciplinary hearing prep for Mercer Dental', l('11-16 14:00')),
    london('Correction: that should be Tuesday the 17th.', move(ctx, '2026-11-17', null)),
  ),
  within(
    talkedOf('Call Sarah Linwood at ACAS re early conciliation', l('11-12 11:15')),
    london('Please amend to 11:45.', move(ctx, null, '11:45')),
  ),
  within(ACCOUNTS_LIST, london('Please amend the deadline on item 3 to Friday 20 November.', move(num(3), '2026-11-20', null))),
  london('Move the Mr Hollis review to 3 December, same time.', move(words('Hollis'), '2026-12-03', null)),
  within(
    talkedOf('Submit the Highgate rear extension planning application to Haringey', l('11-13 17:00')),
    london('Actually the deadline is Thursday, not Friday.', move(ctx, '2026-11-12', null)),
  ),
  within(
    talkedOf('Structural engineer site visit at the Highgate house', l('11-24 08:30')),
    london("The engineer's confirmed 09:30 rather than 08:30 — please update.", move(ctx, null, '09:30')),
  ),
  london('Push the Kingfisher Court lift engineer call to tomorrow at 10am.', move(words('lift engineer'), '2026-11-12', '10:00')),
  within(
    talkedOf("Call Halden Foods' ops director about the grievance outcome letter", l('11-11 16:30')),
    london("Make that 17:15; she's tied up until five.", move(ctx, null, '17:15')),
  ),
  within(
    talkedOf('ISA top-up for Mrs Pereira', l('2027-04-05 12:00')),
    london('Sorry, I meant 5 March. She wants it done well before the year end.', move(ctx, '2027-03-05', null)),
  ),
  within(BLOCK_LIST, london('Item 2 should be Monday rather than Wednesday.', move(num(2), '2026-11-16', null))),
  within(
    talkedOf('Respond to the Land Registry requisition on CNV/2291', l('11-25')),
    london("Let's bring that forward to the 20th.", move(ctx, '2026-11-20', null)),
  ),
  within(
    talkedOf('Email the Camden planning officer about the pre-app feedback on Ormond Yard', l('11-23')),
    london('Make it the Wednesday of that week, at 10:00.', move(ctx, '2026-11-25', '10:00')),
  ),
  within(
    talkedOf('Call with Alder Analytics (Boston)', l('11-12 20:00')),
    london("They've moved it to 2pm their time.", move(ctx, null, '19:00'), move(ctx, '2026-11-12', '19:00')),
  ),
  within(HR_LIST, london('No. 4 (the hearing prep) needs to be done by Friday 13th instead.', move(num(4), '2026-11-13', null))),
  within(
    talkedOf('Send the offer letter to Jordan Pike', n('11-11 17:00')),
    newYork('Actually, noon. The hiring manager wants it out before lunch.', move(ctx, null, '12:00')),
  ),
  within(
    talkedOf('Steering committee deck for Brantley Foods', n('11-12 17:00')),
    newYork('Correction: the deck is due Wednesday the 18th, not Thursday.', move(ctx, '2026-11-18', null)),
  ),
  within(talkedOf('Debrief with the Orison hiring panel', n('11-12 16:30')), newYork('Move to 5:15pm please.', move(ctx, null, '17:15'))),
  within(PROC_LIST, newYork('Please change the due date on #4 to 12/2.', move(num(4), '2026-12-02', null))),
  newYork('Reschedule the bid opening to Tuesday 11/17 at 10.', move(words('bid opening'), '2026-11-17', '10:00')),
  within(
    talkedOf('Send the final release to the wire', n('11-16 19:00')),
    newYork('Sorry, make that Sunday evening at 6 instead.', move(ctx, '2026-11-15', '18:00')),
  ),
  within(
    talkedOf("Return the edited manuscript of 'The Salt Road' to Halvorsen & Pike", n('11-30')),
    newYork('The publisher has extended it to December 7.', move(ctx, '2026-12-07', null)),
  ),
  within(
    talkedOf('Reboot the Halpern & Gold file server', n('11-11 18:30')),
    newYork('Change of plan: 9:30 tonight instead.', move(ctx, null, '21:30'), move(ctx, '2026-11-11', '21:30')),
  ),
  within(
    talkedOf("Call with Brantley's London team", n('11-12 08:00')),
    newYork("They've pushed it back an hour, to 14:00 GMT.", move(ctx, null, '09:00'), move(ctx, '2026-11-12', '09:00')),
  ),
  newYork('Move the Corvane due diligence to Monday.', move(words('Corvane'), '2026-11-16', null)),
  within(
    talkedOf('Upload the audited financials to the Ford portal', inMinutes(120)),
    newYork("Let's say 3pm instead.", move(ctx, null, '15:00')),
  ),
  within(
    talkedOf('Reference check for Alana Cruz with her former manager', n('11-17 13:30')),
    newYork("Wrong day — it's Wednesday the 18th, same time.", move(ctx, '2026-11-18', null), move(ctx, '2026-11-18', '13:30')),
  ),
  within(
    talkedOf('Renew the SSL cert for halperngold.com', n('11-27')),
    newYork('Please set that for the 24th at 9am instead.', move(ctx, '2026-11-24', '09:00')),
  ),
  newYork('Change the media list deadline to Friday 11/20.', move(words('media list'), '2026-11-20', null)),
  within(
    RECRUIT_LIST,
    newYork(
      'The Orison debrief (3) is now Friday at 11am.',
      move(num(3), '2026-11-13', '11:00'),
      move(words('Orison debrief'), '2026-11-13', '11:00'),
    ),
  ),
];

export const SIXTYFIRST_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Send the Dunmores their suitability report'),
    london(
      'Please retitle that "Dunmore suitability report + fee disclosure".',
      rename(ctx, 'Dunmore suitability report + fee disclosure'),
    ),
  ),
  london(
    "Rename the ACAS task to 'ACAS EC call — Linwood (ref R104233/26)'.",
    rename(words('ACAS'), 'ACAS EC call — Linwood (ref R104233/26)'),
  ),
  within(
    CONVEY_LIST,
    london(
      'Item 2 should read: send the TR1 and contract to the sellers for signature.',
      rename(num(2), 'send the TR1 and contract to the sellers for signature'),
    ),
  ),
  within(
    talkedOf('Issue the Section 20 notice to the Kingfisher Court leaseholders'),
    london(
      "Can you change the wording to 'Section 20 stage 1 notice – Kingfisher Court roof'?",
      rename(ctx, 'Section 20 stage 1 notice – Kingfisher Court roof'),
    ),
  ),
  within(
    talkedOf('Structural engineer site visit at the Highgate house'),
    london(
      "Title correction: it's 41 Highgate Road, so please make it 'Structural engineer site visit – 41 Highgate Road'.",
      rename(ctx, 'Structural engineer site visit – 41 Highgate Road'),
    ),
  ),
  within(
    HR_LIST,
    london(
      "Please rename 'Flexible working policy draft' to 'Halden Foods flexible working policy v1'.",
      rename(words('Flexible working policy draft'), 'Halden Foods flexible working policy v1'),
      rename(num(3), 'Halden Foods flexible working policy v1'),
    ),
  ),
  within(
    talkedOf('ISA top-up for Mrs Pereira'),
    london("Typo: it's Mrs Pereira-Lowe. Could you correct the name?", rename(ctx, 'ISA top-up for Mrs Pereira-Lowe')),
  ),
  within(
    ACCOUNTS_LIST,
    london("Change no. 3 to 'Tansley Bakery payroll journal (Oct + Nov)'.", rename(num(3), 'Tansley Bakery payroll journal (Oct + Nov)')),
  ),
  london(
    "The Alder Grove task should say 'Update completion statement — 14 Alder Grove (revised apportionments)'.",
    rename(words('Alder Grove'), 'Update completion statement — 14 Alder Grove (revised apportionments)'),
  ),
  within(
    talkedOf("Call Halden Foods' ops director about the grievance outcome letter"),
    london("Shorter title, please: 'Halden grievance outcome call'.", rename(ctx, 'Halden grievance outcome call')),
  ),
  within(
    HR_LIST,
    london(
      "Rename the first one to 'Grievance outcome letter – Halden Foods (J. Morris)'.",
      rename(num(1), 'Grievance outcome letter – Halden Foods (J. Morris)'),
    ),
  ),
  within(
    talkedOf('Send the offer letter to Jordan Pike'),
    newYork("Please rename it 'Jordan Pike offer letter + equity summary'.", rename(ctx, 'Jordan Pike offer letter + equity summary')),
  ),
  newYork(
    "Change the Corvane task title to 'Corvane Logistics: financial + SOC 2 due diligence'.",
    rename(words('Corvane'), 'Corvane Logistics: financial + SOC 2 due diligence'),
  ),
  within(
    PR_LIST,
    newYork(
      "#2 → 'Kestrel Coffee launch media list (food + bev trades)'",
      rename(num(2), 'Kestrel Coffee launch media list (food + bev trades)'),
    ),
  ),
  within(
    talkedOf('Finish the style sheet for The Salt Road'),
    newYork("Can you call that 'Salt Road style sheet — final pass' instead?", rename(ctx, 'Salt Road style sheet — final pass')),
  ),
  within(
    talkedOf('Submit the NEA Grants for Arts Projects application on Grants.gov'),
    newYork(
      "Retitle: 'NEA GAP application (Bronx Youth Arts Collective)'.",
      rename(ctx, 'NEA GAP application (Bronx Youth Arts Collective)'),
    ),
  ),
  within(IT_LIST, newYork("Rename 3 to 'M365 licence audit + remove leavers'.", rename(num(3), 'M365 licence audit + remove leavers'))),
  newYork(
    "Update the title of the bid-opening reminder to 'Open sealed bids — janitorial RFP-2026-131'.",
    rename(words('bid opening'), 'Open sealed bids — janitorial RFP-2026-131'),
  ),
  within(
    talkedOf("Call with Brantley's London team"),
    newYork(
      "Make the title 'Brantley London team — operating model readout'.",
      rename(ctx, 'Brantley London team — operating model readout'),
    ),
  ),
  within(
    talkedOf('Reference check for Alana Cruz with her former manager'),
    newYork('Please correct the spelling: Alanna, with two n’s.', rename(ctx, 'Reference check for Alanna Cruz with her former manager')),
  ),
  within(
    RECRUIT_LIST,
    newYork(
      "Rename the 4th one to 'Post the Staff PM req on LinkedIn + Otta'.",
      rename(num(4), 'Post the Staff PM req on LinkedIn + Otta'),
    ),
  ),
  newYork(
    "Rename 'Weekly coverage report' to 'Weekly coverage report – Verdant + Kestrel'.",
    rename(words('Weekly coverage report'), 'Weekly coverage report – Verdant + Kestrel'),
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SIXTYFIRST_KINDS: Record<string, HeldOutItem[]> = {
  ask: SIXTYFIRST_ASK,
  recurring: SIXTYFIRST_RECURRING,
  snooze: SIXTYFIRST_SNOOZE,
  correction: SIXTYFIRST_CORRECTION,
  rename: SIXTYFIRST_RENAME,
  remove: SIXTYFIRST_REMOVE,
  done: SIXTYFIRST_DONE,
  answer: SIXTYFIRST_ANSWER,
  ramble: SIXTYFIRST_RAMBLE,
  greeting: SIXTYFIRST_GREETING,
  thanks: SIXTYFIRST_THANKS,
  feeling: SIXTYFIRST_FEELING,
  question: SIXTYFIRST_QUESTION,
  statement: SIXTYFIRST_STATEMENT,
  decision: SIXTYFIRST_DECISION,
  dilemma: SIXTYFIRST_DILEMMA,
  recall: SIXTYFIRST_RECALL,
  prioritise: SIXTYFIRST_PRIORITISE,
  agenda: SIXTYFIRST_AGENDA,
  free_time: SIXTYFIRST_FREE_TIME,
  unclear: SIXTYFIRST_UNCLEAR,
  bare: SIXTYFIRST_BARE,
};

export const HELD_OUT_SIXTYFIRST: HeldOutItem[] = Object.values(HELD_OUT_SIXTYFIRST_KINDS).flat();
