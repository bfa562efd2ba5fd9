import type { ConversationState, Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  n,
  newYork,
  note,
  num,
  prioritise,
  question,
  recall,
  remove,
  talk,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the sixty-first held-out set: the conversation it shares with the first half
 * (reminders being answered, tasks just talked about, the numbered lists daily last sent), what
 * removes or completes a task, answers to a question daily asked, long messages that hold several
 * tasks; then what changes nothing or only asks back (small talk, questions, facts and forwarded
 * news that carry matter names and dates, the agenda, free time, unsure notes, replies with nothing
 * to answer) and what goes to the decision journal. The same fourteen desk-bound professionals in
 * London and New York. Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */

/** A reminder for `title` was just sent and is being answered. */
export const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
export const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

export const IMPORTANT = { important: true };

/** The last numbered lists daily sent, one per practice. */
export const CONVEY_LIST = {
  listed: [
    'Chase the local authority search for 8 Wren Street',
    'Send the TR1 to the sellers for signature',
    'Respond to the Land Registry requisition on CNV/2291',
    'Update the completion statement for 14 Alder Grove',
  ],
};
export const ACCOUNTS_LIST = {
  listed: [
    'File the Marlow & Finch VAT return',
    'Okonjo family self-assessment returns',
    'Payroll journal for Tansley Bakery',
    'Chase Companies House re the strike-off objection',
  ],
};
export const BLOCK_LIST = {
  listed: [
    'Section 20 notice for Kingfisher Court',
    'EICR remedial works at Beech House',
    'Insurance claim for the Flat 9 water damage',
    'Service charge budget for 2027',
  ],
};
export const HR_LIST = {
  listed: [
    'Grievance outcome letter for Halden Foods',
    'Right-to-work checks for the Mercer Dental starters',
    'Flexible working policy draft',
    'Disciplinary hearing prep for Mercer Dental',
  ],
};
export const RECRUIT_LIST = {
  listed: [
    'Offer letter for Jordan Pike',
    'Reference check for Alana Cruz',
    'Orison panel debrief',
    'Post the Staff PM req',
    'Update the candidate tracker',
  ],
};
export const PR_LIST = {
  listed: ['Final proof of the Verdant release', 'Kestrel Coffee media list', 'Pitch Priya at Fast Company', 'Weekly coverage report'],
};
export const IT_LIST = {
  listed: ['Firewall swap at Halpern & Gold', 'Renew the SSL cert', 'M365 licence audit', 'Backup log review'],
};
export const PROC_LIST = {
  listed: [
    'Open the janitorial bids',
    'Corvane Logistics due diligence',
    'RFP-2026-118 clarification responses',
    'Renewal terms for the print contract',
  ],
};

export const OVERDUE_L = l('11-11 14:00');
export const OVERDUE_N = n('11-11 09:00');

export const SIXTYFIRST_REMOVE: HeldOutItem[] = [
  within(
    talkedOf('Structural engineer site visit – 41 Highgate Road'),
    london('Please delete that; the client has postponed the works indefinitely.', remove(ctx)),
  ),
  within(CONVEY_LIST, london('Item 1 can come off — the search results arrived this morning.', remove(num(1)), done(num(1)))),
  london("Remove the Okonjo reminder, please; they've moved to another practice.", remove(words('Okonjo'))),
  london("Cancel the Alder Analytics call. They've rescheduled to January and will send a new invite.", remove(words('Alder Analytics'))),
  within(BLOCK_LIST, london('Delete no. 4; the directors are preparing the budget themselves this year.', remove(num(4)))),
  within(talkedOf('ISA top-up for Mrs Pereira-Lowe'), london("Scrap it. She's decided not to top up this year.", remove(ctx))),
  london(
    "Please take 'Halden Foods flexible working policy v1' off my list; the client has put it on hold.",
    remove(words('flexible working policy')),
  ),
  within(HR_LIST, london('Remove 2 and 4, please.', [remove(num(2)), remove(num(4))])),
  within(
    talkedOf('Email the Camden planning officer about the pre-app feedback on Ormond Yard'),
    london('No need for that one any more — the officer emailed me first. Delete.', remove(ctx)),
  ),
  london('Delete the tribunal e-filing inbox reminder (the daily one).', remove(words('tribunal e-filing inbox'))),
  london(
    'The Section 20 task is no longer needed: the freeholder has withdrawn the roof works. Please remove it.',
    remove(words('Section 20')),
  ),
  within(ACCOUNTS_LIST, london('Strike item 2 off the list.', remove(num(2)))),
  within(
    talkedOf('Pitch the Verdant founder story to Priya at Fast Company'),
    newYork("Kill that one — she's left Fast Company.", remove(ctx)),
  ),
  within(RECRUIT_LIST, newYork('The Staff PM req has been frozen, so please drop #4.', remove(num(4)))),
  newYork('Please delete the SSL renewal task; the client switched to auto-renew.', remove(words('SSL'))),
  within(PROC_LIST, newYork('Take the last one off the list.', remove(num(4)))),
  newYork("Remove the Hollins LOI reminder — they've closed their open call.", remove(words('Hollins'))),
  within(
    talkedOf('Finish the style sheet for The Salt Road'),
    newYork("Actually, delete that. The author's asked for a pause.", remove(ctx)),
  ),
  newYork("Cancel the reboot reminder for tonight; we're doing it over the weekend and I'll set a new one.", remove(words('reboot'))),
  within(IT_LIST, newYork('Delete items 2 and 3.', [remove(num(2)), remove(num(3))])),
  newYork('Get rid of the daily Harvest reminder, please.', remove(words('Harvest'))),
  within(
    talkedOf('Debrief with the Orison hiring panel'),
    newYork("Please remove it; the panel cancelled and we'll debrief by email.", remove(ctx)),
  ),
];

export const SIXTYFIRST_DONE: HeldOutItem[] = [
  within(reminded('Send the Dunmores their suitability report', OVERDUE_L), london('Sent at 14:20, thank you.', done(ctx))),
  within(
    reminded('Call Sarah Linwood at ACAS re early conciliation', OVERDUE_L),
    london("Done. She's issuing the certificate today.", done(ctx)),
  ),
  within(CONVEY_LIST, london('Item 3 is done — requisition answered this afternoon.', done(num(3)))),
  london("I've filed the Marlow & Finch VAT return.", done(words('Marlow & Finch VAT'))),
  within(ACCOUNTS_LIST, london('1 and 4 are both complete.', [done(num(1)), done(num(4))])),
  within(reminded('Respond to the Land Registry requisition on CNV/2291', OVERDUE_L), london('Yes — responded this morning.', done(ctx))),
  within(
    reminded('Ring the lift engineer back about Kingfisher Court', OVERDUE_L),
    london('Spoke to him; parts arrive Monday.', done(ctx)),
  ),
  within(reminded("Call Halden Foods' ops director about the grievance outcome letter", OVERDUE_L), london('Completed.', done(ctx))),
  london('The right-to-work checks for Mercer Dental are done; both starters cleared.', done(words('right-to-work checks'))),
  within(
    talkedOf('Email the Camden planning officer about the pre-app feedback on Ormond Yard'),
    london("That's done — emailed her just now.", done(ctx)),
  ),
  within(BLOCK_LIST, london('Please tick off the Flat 9 insurance claim.', done(words('Flat 9')), done(num(3)))),
  within(
    reminded('Chase the local authority search for 8 Wren Street', OVERDUE_L),
    london("Chased; they've promised it by Friday.", done(ctx)),
  ),
  within(reminded('File the ET1 for Ms Adeyinka', OVERDUE_L), london('Filed, and acknowledged by the tribunal.', done(ctx))),
  within(reminded("Review the Dunmores' pension transfer paperwork", OVERDUE_L), london('Reviewed — all in order ✔', done(ctx))),
  within(
    HR_LIST,
    london(
      'The grievance outcome letter (1) went out at lunchtime; please close it.',
      done(num(1)),
      done(words('grievance outcome letter')),
    ),
  ),
  within(reminded('Send the offer letter to Jordan Pike', OVERDUE_N), newYork("Sent — he's signing tonight.", done(ctx))),
  within(RECRUIT_LIST, newYork('#2 done; both references were strong.', done(num(2)))),
  newYork('Finished the Kestrel Coffee media list.', done(words('Kestrel Coffee media list'))),
  within(reminded('Do a final proof of the Verdant release', OVERDUE_N), newYork('Proofed. Two typos fixed, good to go.', done(ctx))),
  within(IT_LIST, newYork('Firewall swap is complete; mark 1 as done, please.', done(num(1)), done(words('firewall swap')))),
  within(reminded('Upload the audited financials to the Ford portal', OVERDUE_N), newYork('Uploaded at 9:52.', done(ctx))),
  within(reminded('Check the Halpern & Gold backup logs', OVERDUE_N), newYork('All green. Done.', done(ctx))),
  newYork('The janitorial bids have been opened and logged.', done(words('janitorial bids'))),
  within(PROC_LIST, newYork('Items 1, 2 and 3 are done.', [done(num(1)), done(num(2)), done(num(3))])),
  within(reminded("Send the revised SOW to Brantley's CFO", OVERDUE_N), newYork('Done — sent with the updated rate card.', done(ctx))),
  within(
    talkedOf("Return the edited manuscript of 'The Salt Road' to Halvorsen & Pike"),
    newYork('The manuscript went back to Halvorsen & Pike this morning; please mark it complete.', done(ctx)),
  ),
  within(reminded('Send the author the query sheet', OVERDUE_N), newYork('✔ Sent.', done(ctx))),
  within(reminded('Reference check for Alana Cruz', OVERDUE_N), newYork('Done, and it was glowing.', done(ctx))),
  newYork("I've updated the candidate tracker, so you can close that task.", done(words('candidate tracker'))),
];

const WHICH_CALL = {
  pending: {
    about: 'which_task' as const,
    options: ['Call Sarah Linwood at ACAS re early conciliation', 'Call the Okafor client re witness statement'],
  },
};
const WHICH_OFFER = {
  pending: {
    about: 'which_task' as const,
    options: ['Send the offer letter to Jordan Pike', 'Send the offer letter to Alana Cruz', 'Send the offer letter to Ben Sato'],
  },
};
const RETAINER = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take the Halden Foods retainer or keep capacity for the handbook project?',
    options: ['Take the retainer', 'Keep capacity for the handbook'],
  },
};
const RATE_NOW = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Raise the hourly rate now or wait for the Q1 renewals?',
    options: ['Raise now', 'Wait for Q1'],
  },
};
const OFFICE_MATTERS = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Open a small office or keep working from home?',
    options: ['Small office', 'Keep working from home'],
  },
};
const MIGRATION_MATTERS = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Subcontract the Halpern & Gold migration or do it all myself?',
    options: ['Subcontract', 'Do it myself'],
  },
};
const DAY_RATE_OPTIONS = { pending: { about: 'dilemma_options' as const, question: 'Should I change my day rate?' } };
const HOLLINS_OPTIONS = { pending: { about: 'dilemma_options' as const, question: 'What to do about the Hollins LOI?' } };
const BRIGHTLINE_REVIEW = { pending: { about: 'review' as const, decision: 'Declined the Brightline retainer' } };
const RETAINED_REVIEW = { pending: { about: 'review' as const, decision: 'Moved to retained-only searches' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Blocking Friday mornings for admin makes the week calmer' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Clients respond better when the agenda goes out the day before' } };
const PLAN_TIME = {
  pending: { about: 'other' as const, question: 'Shall I send your morning plan at 07:30 or 08:00?', options: ['07:30', '08:00'] },
};
const READOUT_DAY = {
  pending: {
    about: 'other' as const,
    question: 'Which day for the Brantley readout: Thursday or Friday?',
    options: ['Thursday', 'Friday'],
  },
};
const STUCK_ET3 = { pending: { about: 'stuck' as const, task: 'Draft the ET3 response for Brightline Logistics' } };
const STUCK_CORVANE = { pending: { about: 'stuck' as const, task: 'Vendor due diligence on Corvane Logistics' } };

export const SIXTYFIRST_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('The ACAS one.', answer(1))),
  within(WHICH_CALL, london('The second, please.', answer(2))),
  within(WHICH_CALL, london('Okafor.', answer(2))),
  within(WHICH_CALL, london('Neither, actually; I meant the call with counsel.', answer(null))),
  within(WHICH_OFFER, newYork("Jordan's.", answer(1))),
  within(WHICH_OFFER, newYork('Option 3 (Ben).', answer(3))),
  within(WHICH_OFFER, newYork('Alana Cruz', answer(2))),
  within(WHICH_OFFER, newYork('The last one on your list.', answer(3))),
  within(RETAINER, london("I'll take the retainer.", answer(1), decision)),
  within(RETAINER, london('Keep the capacity. The handbook is the better long-term bet.', answer(2), decision)),
  within(RETAINER, london('Not yet — I want to see the December pipeline first.', answer(null))),
  within(RATE_NOW, newYork('Wait for Q1.', answer(2), decision)),
  within(RATE_NOW, newYork('Option one.', answer(1), decision)),
  within(RATE_NOW, newYork("Let's raise it now; the waitlist says the market will bear it.", answer(1), decision)),
  within(OFFICE_MATTERS, london('Mostly cost, and whether clients would actually notice the difference.', answer(null))),
  within(MIGRATION_MATTERS, newYork("Honestly, my sleep. And the client's uptime during the cutover.", answer(null))),
  within(DAY_RATE_OPTIONS, london('Either £650 from January, or hold at £550 and cap myself at four days a week.', answer(null))),
  within(HOLLINS_OPTIONS, newYork('Apply now with a thinner budget, or wait for spring and do it properly.', answer(null))),
  within(BRIGHTLINE_REVIEW, london('The right call. By all accounts the firm that took it on has had nothing but trouble.', answer(null))),
  within(RETAINED_REVIEW, newYork('Mixed. Revenue dipped in Q2, but the work is far better.', answer(null))),
  within(KEEP_L, london('Yes, keep it.', answer(null), note)),
  within(KEEP_L, london("Please don't save that one.", answer(null))),
  within(KEEP_N, newYork('KEEP', answer(null), note)),
  within(PLAN_TIME, london('08:00, please.', answer(2))),
  within(READOUT_DAY, newYork('Friday works better for their CFO.', answer(2))),
  within(STUCK_ET3, london("Waiting on the client's documents; they've promised them by Friday.", answer(null))),
  within(
    STUCK_CORVANE,
    newYork("Their finance team hasn't sent the audited accounts, and I can't score them without those.", answer(null)),
  ),
];

export const SIXTYFIRST_RAMBLE: HeldOutItem[] = [
  london(
    "A few things for tomorrow, please:\n- 09:30 call the buyer's solicitors re 14 Alder Grove\n- send the TR1 to the sellers\n- chase the Wren Street search by 4pm",
    [
      task("call the buyer's solicitors re 14 Alder Grove", l('11-12 09:30')),
      task('send the TR1 to the sellers', l('11-12')),
      task('chase the Wren Street search', l('11-12 16:00')),
    ],
  ),
  london(
    "To do before Friday's partners' meeting:\n1. Finalise the Okonjo tax computations\n2. Draft the engagement letter for Tansley Bakery\n3. Book the meeting room",
    [
      task('Finalise the Okonjo tax computations', l('11-13')),
      task('Draft the engagement letter for Tansley Bakery', l('11-13')),
      task('Book the meeting room', l('11-13')),
    ],
    [task('Finalise the Okonjo tax computations'), task('Draft the engagement letter for Tansley Bakery'), task('Book the meeting room')],
  ),
  london(
    'Per our call with the Beech House directors, I need to (a) get three quotes for the EICR remedial works, (b) circulate the minutes by Monday, and (c) write to the leaseholder at Flat 2 about the arrears.',
    [
      task('get three quotes for the EICR remedial works'),
      task('circulate the minutes', l('11-16')),
      task('write to the leaseholder at Flat 2 about the arrears'),
    ],
  ),
  london(
    'Tomorrow: Dunmore review at 10, then the Pereira-Lowe call at 14:00. I also need to order the new compliance manual at some point.',
    [task('Dunmore review', l('11-12 10:00')), task('Pereira-Lowe call', l('11-12 14:00')), task('order the new compliance manual')],
  ),
  london(
    'Two for Mercer Dental: send the disciplinary invite letter by 5 today, and book the hearing room for Thursday 19th.',
    [task('send the disciplinary invite letter', l('11-11 17:00')), task('book the hearing room', l('11-19'))],
    [task('send the disciplinary invite letter', l('11-11 17:00')), task('book the hearing room for Thursday 19th')],
  ),
  london(
    'Please add:\n- VAT reminder emails to all quarterly clients (Friday)\n- payroll journal for Tansley Bakery (Monday)\n- renew my PI insurance (30 Nov)',
    [
      task('VAT reminder emails to all quarterly clients', l('11-13')),
      task('payroll journal for Tansley Bakery', l('11-16')),
      task('renew my PI insurance', l('11-30')),
    ],
  ),
  london(
    'Call the tribunal clerk about the listing, then email Ms Adeyinka the update, and diarise the preliminary hearing on 8 January at 10:00.',
    [
      task('call the tribunal clerk about the listing'),
      task('email Ms Adeyinka the update'),
      task('preliminary hearing', l('2027-01-08 10:00')),
    ],
    [
      task('call the tribunal clerk about the listing'),
      task('email Ms Adeyinka the update'),
      task('diarise the preliminary hearing', l('2027-01-08 10:00')),
    ],
  ),
  london(
    'Leaseholder meeting follow-ups: circulate the notes, chase the two non-payers, and get the gutter clearance booked before the end of the month.',
    [task('circulate the notes'), task('chase the two non-payers'), task('get the gutter clearance booked', l('11-30'))],
    [task('circulate the notes'), task('chase the two non-payers'), task('get the gutter clearance booked', l('11-30 17:00'))],
  ),
  london('Tomorrow: 09:00 Okafor witness statement review; 12:30 lunch with counsel; 16:00 draft the schedule of loss.', [
    task('Okafor witness statement review', l('11-12 09:00')),
    task('lunch with counsel', l('11-12 12:30')),
    task('draft the schedule of loss', l('11-12 16:00')),
  ]),
  london(
    '1) Send Mrs Pereira-Lowe the ISA transfer form\n2) Book the Hollis annual review for early December\n3) Update the CPD log before the end of the year',
    [
      task('Send Mrs Pereira-Lowe the ISA transfer form'),
      task('Book the Hollis annual review for early December'),
      task('Update the CPD log', l('12-31')),
    ],
    [
      task('Send Mrs Pereira-Lowe the ISA transfer form'),
      task('Book the Hollis annual review for early December'),
      task('Update the CPD log before the end of the year'),
    ],
  ),
  london(
    'Things to do on Monday: exit interview write-up for Halden, refresh the absence policy template, and call the new client at Pryor & Webb at 3.',
    [
      task('exit interview write-up for Halden', l('11-16')),
      task('refresh the absence policy template', l('11-16')),
      task('call the new client at Pryor & Webb', l('11-16 15:00')),
    ],
  ),
  london(
    'Need to: order the site survey for Ormond Yard; book the party wall surveyor; and send the fee proposal to the Linwoods by Friday COB.',
    [
      task('order the site survey for Ormond Yard'),
      task('book the party wall surveyor'),
      task('send the fee proposal to the Linwoods', l('11-13 17:00')),
    ],
    [
      task('order the site survey for Ormond Yard'),
      task('book the party wall surveyor'),
      task('send the fee proposal to the Linwoods', l('11-13 18:00')),
    ],
  ),
  london(
    'Subject: Kingfisher Court — action points\n\n1. Send the insurer the roof photos by Monday\n2. Update the asbestos register\n3. Arrange the AGM venue for late January',
    [
      task('Send the insurer the roof photos', l('11-16')),
      task('Update the asbestos register'),
      task('Arrange the AGM venue for late January'),
    ],
  ),
  newYork("Today:\n- 11:30 screen call w/ Ben Sato\n- 2:00 intake with Orison's new HRBP\n- send Jordan's offer by 5", [
    task('screen call w/ Ben Sato', n('11-11 11:30')),
    task("intake with Orison's new HRBP", n('11-11 14:00')),
    task("send Jordan's offer", n('11-11 17:00')),
  ]),
  newYork(
    "Verdant checklist before Tuesday's embargo lift: (1) final Q&A doc, (2) brief the CEO on talking points Monday at 2, (3) load the release into Cision.",
    [task('final Q&A doc'), task('brief the CEO on talking points', n('11-16 14:00')), task('load the release into Cision')],
    [
      task('final Q&A doc', n('11-17')),
      task('brief the CEO on talking points', n('11-16 14:00')),
      task('load the release into Cision', n('11-17')),
    ],
  ),
  newYork(
    'Three grant tasks:\n• budget narrative for the Hollins LOI — Friday\n• letters of support from two partner orgs — by 11/20\n• board list update (no rush)',
    [
      task('budget narrative for the Hollins LOI', n('11-13')),
      task('letters of support from two partner orgs', n('11-20')),
      task('board list update'),
    ],
  ),
  newYork(
    'For Halpern & Gold this week: patch the Exchange hybrid server Thursday night at 10, rotate the admin passwords, and send the monthly report on Friday.',
    [
      task('patch the Exchange hybrid server', n('11-12 22:00')),
      task('rotate the admin passwords'),
      task('send the monthly report', n('11-13')),
    ],
  ),
  newYork(
    'Per our call this morning, action items for me:\n- redraft the Brantley operating model slides (due Monday)\n- set up interviews with the three regional GMs\n- send the updated workplan to Tom Reyes',
    [
      task('redraft the Brantley operating model slides', n('11-16')),
      task('set up interviews with the three regional GMs'),
      task('send the updated workplan to Tom Reyes'),
    ],
  ),
  newYork(
    'Procurement to-dos: issue PO 4500-2291 to Corvane, chase legal on the MSA redlines, and schedule the supplier QBR for the first week of December.',
    [
      task('issue PO 4500-2291 to Corvane'),
      task('chase legal on the MSA redlines'),
      task('schedule the supplier QBR for the first week of December'),
    ],
  ),
  newYork('Tonight at 9: finish the chapter 7 edits. Tomorrow: author queries for ch. 8 and 9. Friday: invoice Halvorsen & Pike.', [
    task('finish the chapter 7 edits', n('11-11 21:00')),
    task('author queries for ch. 8 and 9', n('11-12')),
    task('invoice Halvorsen & Pike', n('11-13')),
  ]),
  newYork(
    "so for tomorrow — call Priya re: the Kestrel exclusive at 11, draft the byline for Verdant's CTO, and pull the October coverage numbers",
    [
      task('call Priya re: the Kestrel exclusive', n('11-12 11:00')),
      task("draft the byline for Verdant's CTO", n('11-12')),
      task('pull the October coverage numbers', n('11-12')),
    ],
    [
      task('call Priya re: the Kestrel exclusive', n('11-12 11:00')),
      task("draft the byline for Verdant's CTO"),
      task('pull the October coverage numbers'),
    ],
  ),
  newYork(
    'Need these done ASAP: sign the Corvane NDA, return the vendor onboarding form, and approve the Q4 spend report.',
    [task('sign the Corvane NDA'), task('return the vendor onboarding form'), task('approve the Q4 spend report')],
    [
      task('sign the Corvane NDA', null, IMPORTANT),
      task('return the vendor onboarding form', null, IMPORTANT),
      task('approve the Q4 spend report', null, IMPORTANT),
    ],
  ),
  newYork(
    'Add these please —\n1. Call the Bronx Youth Arts Collective ED at 3pm\n2. Draft the evaluation section\n3. Email the program officer at Hollins with two questions',
    [
      task('Call the Bronx Youth Arts Collective ED', n('11-11 15:00')),
      task('Draft the evaluation section'),
      task('Email the program officer at Hollins with two questions'),
    ],
  ),
  newYork('On Monday: 9am migrate the last three mailboxes, 1pm walkthrough with the office manager, 4pm send the cutover summary.', [
    task('migrate the last three mailboxes', n('11-16 09:00')),
    task('walkthrough with the office manager', n('11-16 13:00')),
    task('send the cutover summary', n('11-16 16:00')),
  ]),
  newYork(
    'Two quick ones: post the Staff PM job ad on LinkedIn, and send Ben Sato the prep pack before his Thursday interview.',
    [task('post the Staff PM job ad on LinkedIn'), task('send Ben Sato the prep pack', n('11-12'))],
    [task('post the Staff PM job ad on LinkedIn'), task('send Ben Sato the prep pack before his Thursday interview')],
  ),
  newYork(
    'Re: Salt Road schedule\n\nFor my own list: return the second-pass queries to the author by 11/19, and book the proofreader for the week of Dec 7.',
    [task('return the second-pass queries to the author', n('11-19')), task('book the proofreader for the week of Dec 7')],
    [task('return the second-pass queries to the author', n('11-19')), task('book the proofreader', n('12-07'))],
  ),
];

const askBack: Intent = { kind: 'ask', text: '', options: [] };

type Wall = (text: string) => string;
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const span = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['07:00', '12:00'],
  ['06:00', '12:00'],
];
const AFTERNOON: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const EVENING: [string, string][] = [
  ['17:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '21:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
const WHOLE_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
/** "after 3": from then to the end of the working day or of the day. */
const after = (from: string): [string, string][] => [
  [from, '17:00'],
  [from, '18:00'],
  [from, '24:00'],
];
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];

export const SIXTYFIRST_GREETING: HeldOutItem[] = [
  london('Good morning, daily.', talk('greeting')),
  london('Hello — back at my desk now.', talk('greeting')),
  london('Hi there.', talk('greeting')),
  london('Good afternoon!', talk('greeting')),
  london('Morning.', talk('greeting')),
  london("Hello again; it's Fiona.", talk('greeting')),
  london("Hi daily, hope all's well.", talk('greeting')),
  london('Afternoon. Just checking in.', talk('greeting')),
  london("Right, that's me finished for the day. Goodnight.", talk('goodbye')),
  london('Good evening.', talk('greeting')),
  london('Hello, hello.', talk('greeting')),
  newYork('Good morning!', talk('greeting')),
  newYork('Hi daily.', talk('greeting')),
  newYork('Hey there — just got in.', talk('greeting')),
  newYork('Hello.', talk('greeting')),
  newYork('Morning, hope your week is going well.', talk('greeting')),
  newYork('Hey, happy Wednesday.', talk('greeting')),
  newYork('Hi again.', talk('greeting')),
  newYork('Signing off for today. Talk tomorrow.', talk('goodbye')),
  newYork('Heading out now; have a good evening.', talk('goodbye')),
  newYork('Good morning from a very rainy Midtown.', talk('greeting')),
];

export const SIXTYFIRST_THANKS: HeldOutItem[] = [
  london('Many thanks.', talk('thanks')),
  london("Thank you — that's perfect.", talk('thanks')),
  london('Much appreciated.', talk('thanks')),
  london("Cheers, that's really helpful.", talk('thanks')),
  london('Brilliant, thank you.', talk('thanks')),
  london('Thanks, noted.', talk('thanks'), talk('acknowledgement')),
  london('Thank you kindly.', talk('thanks')),
  london('Lovely, thanks very much.', talk('thanks')),
  london('Thanks for sorting that so quickly.', talk('thanks')),
  london('Perfect. Thank you!', talk('thanks'), talk('acknowledgement')),
  london('Thank you; that saves me a lot of back-and-forth.', talk('thanks')),
  newYork('Thanks!', talk('thanks')),
  newYork('Thank you so much.', talk('thanks')),
  newYork('Appreciate it.', talk('thanks')),
  newYork('Thanks a ton.', talk('thanks')),
  newYork('Great, thanks.', talk('thanks'), talk('acknowledgement')),
  newYork('Thank you — super helpful.', talk('thanks')),
  newYork('Thx.', talk('thanks')),
  newYork('Many thanks for the quick turnaround.', talk('thanks')),
  newYork('TY!', talk('thanks')),
  newYork('Thanks again for keeping me on track today.', talk('thanks')),
];

export const SIXTYFIRST_FEELING: HeldOutItem[] = [
  london('Honestly exhausted. Three completions today and one chain collapsed at lunchtime.', talk('feeling')),
  london("I'm dreading Monday's tribunal hearing.", talk('feeling')),
  london('Feeling completely stretched this week; every client wants something by Friday.', talk('overwhelmed')),
  london('Quite pleased with how the Dunmore review went, actually.', talk('feeling')),
  london("I'm so frustrated with Haringey's planning portal.", talk('feeling')),
  london("Bit low today, if I'm honest. The Tansley relationship is souring.", talk('feeling')),
  london("I can't see the wood for the trees at the moment.", talk('overwhelmed')),
  london('Hugely relieved that the Okafor claim has settled.', talk('feeling')),
  london('Anxious about the year-end rush; January is always brutal.', talk('feeling')),
  london("Too many plates in the air and I'm starting to drop some.", talk('overwhelmed')),
  london('Feeling rather isolated working on my own these days.', talk('feeling')),
  newYork("I'm fried. Back-to-back calls since 7.", talk('feeling')),
  newYork('Honestly overwhelmed with the Verdant launch on top of two new clients.', talk('overwhelmed')),
  newYork('Really happy right now — Jordan accepted!', talk('feeling')),
  newYork('Nervous about the Brantley readout tomorrow.', talk('feeling')),
  newYork("I feel like I'm permanently behind on invoicing.", talk('feeling')),
  newYork('Burnt out. I need a proper break after Thanksgiving.', talk('feeling')),
  newYork('Pretty proud of the NEA draft, not gonna lie.', talk('feeling')),
  newYork('Stressed about the SOC 2 audit.', talk('feeling')),
  newYork("I'm drowning in bids this week.", talk('overwhelmed')),
  newYork('Kind of deflated after losing the Meridian pitch.', talk('feeling')),
  newYork("Frustrated that legal still hasn't turned the MSA.", talk('feeling')),
];

export const SIXTYFIRST_QUESTION: HeldOutItem[] = [
  london("What's the current SDLT nil-rate band for first-time buyers?", question),
  london('How long does ACAS early conciliation usually take?', question),
  london('Is the online self-assessment deadline 31 January or 31 October?', question),
  london('Can a Section 20 consultation run over Christmas, or does the period pause?', question),
  london('When is the Hollis review again?', question),
  london('Do you know whether Haringey accept planning applications by email?', question),
  london("What's the difference between a settlement agreement and a COT3?", question),
  london('Can you remind me how to set up a repeating task?', question, HELP),
  london('Is there a way to see everything I completed last week?', question, HELP),
  london('How many hours did I log on Okafor this month?', question),
  london("What's 3pm Eastern in UK time?", question),
  london('Who was the lift engineer at Kingfisher Court: Apex or Stannah?', question),
  newYork("What's the typical placement fee for a Staff PM search in New York?", question),
  newYork('Does the NEA ever accept late submissions?', question),
  newYork('When does the Verdant embargo lift again?', question),
  newYork('Is Thanksgiving on the 26th this year?', question),
  newYork('How do I phrase a polite chaser to a journalist who has gone quiet?', question),
  newYork('What time is it in London right now?', question),
  newYork('Did I already send the SOW to Brantley?', question),
  newYork('Is the 18th edition the latest Chicago Manual of Style?', question),
  newYork('Should RFP clarifications go to all bidders or just the one who asked?', question),
  newYork('How long should I give vendors to respond to an RFP?', question),
  newYork('Can you see my calendar?', question),
  newYork("What's the difference between a W-9 and a W-8BEN?", question),
];

/** Facts, news and pasted subject lines, many with a matter name, a date or a time: nothing may change. */
export const SIXTYFIRST_STATEMENT: HeldOutItem[] = [
  london('The Okafor hearing has been listed for 3–5 February 2027.', NO_CHANGE),
  london('Completion on 14 Alder Grove took place at 12:40 today.', NO_CHANGE),
  london("FYI: Haringey's planning portal is down until tomorrow morning.", NO_CHANGE),
  london("Halden Foods' HR lead is on annual leave until the 23rd.", NO_CHANGE),
  london('Re: Beech House — the insurer has accepted the claim in full.', NO_CHANGE),
  london('Mrs Pereira-Lowe has moved to Edinburgh; the new address is on file.', NO_CHANGE),
  london('The office will be closed on 25 and 26 December.', NO_CHANGE),
  london('The Land Registry fee went up on 1 November.', NO_CHANGE),
  london("Mr Hollis confirmed he's bringing his daughter to the review.", NO_CHANGE),
  london('The Tansley accounts were approved by the board at 11:00.', NO_CHANGE),
  london("The structural engineer's report came back clean.", NO_CHANGE),
  london(
    'Subject: Mercer Dental — grievance withdrawn\n\nJust to let you know, the employee withdrew the grievance this morning.',
    NO_CHANGE,
  ),
  london('The Marlow & Finch year end is 31 December, so January will be busy.', NO_CHANGE),
  london("Counsel's fee note for Okafor came in at £4,200.", NO_CHANGE),
  newYork('Jordan Pike accepted the offer at $185k base plus equity.', NO_CHANGE),
  newYork('Subject: RFP-2026-118 — three bids received by the 5pm deadline', NO_CHANGE),
  newYork('The Brantley steering committee approved phase 2 this morning.', NO_CHANGE),
  newYork("Verdant's CEO will be in New York on the 19th and 20th.", NO_CHANGE),
  newYork("Halpern & Gold's office manager is out until Monday.", NO_CHANGE),
  newYork('The NEA portal reopens on December 1.', NO_CHANGE),
  newYork('Per our call, Corvane can start on January 4.', NO_CHANGE),
  newYork('Halvorsen & Pike moved the Salt Road pub date to May.', NO_CHANGE),
  newYork("Kestrel Coffee's launch got 14 placements in week one.", NO_CHANGE),
  newYork('The firewall swap took 40 minutes, with no downtime.', NO_CHANGE),
  newYork('Ben Sato has a competing offer from a fintech; he has to answer them by Friday.', NO_CHANGE),
  newYork("Orison's hiring freeze lifts in Q1.", NO_CHANGE),
  newYork('Our Fast Company contact has moved to Bloomberg.', NO_CHANGE),
  newYork('Re: INC-4471 — resolved by the vendor overnight.', NO_CHANGE),
];

export const SIXTYFIRST_DECISION: HeldOutItem[] = [
  london("Decision: I'm not renewing the Brightline retainer when it ends in December.", decision),
  london("I've decided to raise my day rate to £650 from 1 January.", decision),
  london("We'll go with Hartley & Co for the Beech House roof; their quote was the most complete.", decision),
  london("Final answer on Tansley Bakery: I'll take the audit, but at the full fee.", decision),
  london('Decided: no more weekend calls with clients, full stop.', decision),
  london("Going forward I'll use Transact for all new ISA clients.", decision),
  london("Having slept on it, I'm turning down the Halden Foods retainer.", decision),
  london('Decision made: all residential conveyancing moves to fixed fees from January.', decision),
  london("Right. I'm hiring a part-time paralegal in the new year.", decision),
  london("I'm going to decline the Ormond Yard commission at that fee.", decision),
  london('Settled: Fridays are for admin and business development only.', decision),
  newYork("Decision: we're going retained-only starting Q1.", decision),
  newYork("I've decided to accept the Verdant retainer extension through June.", decision),
  newYork("We're going with Corvane for facilities.", decision),
  newYork("OK, final call: I'm skipping the Hollins LOI this cycle.", decision),
  newYork('Decided to move the Halpern & Gold backups to Wasabi.', decision),
  newYork("I'm raising my hourly rate to $175 for new clients, effective immediately.", decision),
  newYork("We'll price Brantley phase 2 as a fixed fee of $240k.", decision),
  newYork("I'm not taking weekend rush jobs anymore.", decision),
  newYork('Going with Ledgerline for the print contract; Apex was cheaper but slower.', decision),
  newYork("I've decided to subcontract the indexing on the Salt Road project.", decision),
  newYork("Decision: I'll take on no more than two grant applications a month in Q1.", decision),
];

export const SIXTYFIRST_DILEMMA: HeldOutItem[] = [
  london('Should I take on the Halden Foods retainer, or keep capacity free for the handbook project?', dilemma),
  london("I'm in two minds about whether to raise my day rate in January or wait until April.", dilemma),
  london('Do I hire a paralegal now, or wait until the tribunal work picks up?', dilemma),
  london('Torn between Hartley & Co and Bexley Roofing for Beech House. Hartley is dearer but more reliable.', dilemma),
  london('Fixed fees or hourly for residential conveyancing? I can see arguments both ways.', dilemma),
  london('Should I accept the Ormond Yard commission at a reduced fee, or walk away?', dilemma),
  london('Stay on Transact for new clients, or move everyone onto a single platform?', dilemma),
  london('Do I incorporate this year or stay a sole trader for one more year?', dilemma),
  london('Should I take the Tansley audit at a discount to keep the relationship, or hold firm on the fee?', dilemma),
  london("I'm not sure whether to rent a small office or keep working from home.", dilemma),
  london('Shall I say yes to speaking at the CIPD conference, even though it clashes with a hearing week?', dilemma, question),
  newYork('Should I go retained-only next year, or keep some contingency searches for cash flow?', dilemma),
  newYork('Extend the Verdant retainer through June, or free up capacity for new clients?', dilemma),
  newYork("I can't decide between Corvane and Meridian for the facilities contract.", dilemma),
  newYork('Apply for the Hollins LOI this round, or wait for the spring cycle?', dilemma),
  newYork('Do I raise my rate to $175 now or wait until the Q1 renewals?', dilemma),
  newYork('Should I bring in a subcontractor for the Halpern & Gold migration or do it all myself?', dilemma),
  newYork('Fixed fee vs. time and materials for Brantley phase 2: which is less risky?', dilemma),
  newYork('Is it worth subcontracting the indexing, or should I keep it in-house for quality?', dilemma),
  newYork('Take the weekend rush job from Halvorsen & Pike, or protect my weekend?', dilemma),
  newYork('Hire a junior recruiter in Q1 or keep things lean?', dilemma),
  newYork('Should I accept the speaking slot at the NYC procurement summit? It eats two days of a busy week.', dilemma, question),
];

export const SIXTYFIRST_RECALL: HeldOutItem[] = [
  london('What did I decide about the Brightline retainer?', recall('Brightline')),
  london('Remind me what I decided on my day rate.', recall('day rate'), recall('rate')),
  london('Why did I decide against taking on the Tansley Bakery audit?', recall('Tansley')),
  london('What was my decision on the Beech House roofing contractor?', recall('Beech House'), recall('roof')),
  london('Did I decide anything about switching platforms for the Dunmores?', recall('platform'), recall('Dunmore')),
  london('What did I conclude about hiring a paralegal?', recall('paralegal')),
  london('What had I decided re: the Ormond Yard fee?', recall('Ormond Yard'), recall('fee')),
  london('Could you look up what I decided about the Halden Foods retainer?', recall('Halden')),
  london('What did I settle on for the PI insurance renewal?', recall('insurance')),
  london('Remind me of my decision on the Wren Street fee quote.', recall('Wren Street')),
  london('What did I decide about working Fridays?', recall('Friday')),
  newYork('What did I decide about the Orison fee split?', recall('Orison'), recall('fee split')),
  newYork('Remind me: did I agree to the Verdant retainer extension?', recall('Verdant')),
  newYork('What was my reasoning on dropping contingency searches?', recall('contingency')),
  newYork('What did I decide about the Hollins application — apply or skip?', recall('Hollins')),
  newYork('Which vendor did I go with for the print contract?', recall('print')),
  newYork('What did we decide re: raising my hourly rate to $175?', recall('rate')),
  newYork('What did I land on for the Brantley phase 2 pricing?', recall('Brantley'), recall('pricing')),
  newYork('Did I decide whether to take weekend rush jobs?', recall('weekend'), recall('rush')),
  newYork('What was the call on moving the Halpern & Gold backups to Wasabi?', recall('Wasabi'), recall('backup')),
  newYork('Remind me what I decided about subcontracting the indexing.', recall('indexing'), recall('subcontract')),
];

export const SIXTYFIRST_PRIORITISE: HeldOutItem[] = [
  london('I have about two hours before my next meeting. What should I focus on?', prioritise('focus')),
  london('Too much on this week. What can I reasonably push back?', prioritise('drop')),
  london('Could you plan my day tomorrow around the two client meetings?', prioritise('plan_day')),
  london("What's the most urgent thing on my list?", prioritise('focus')),
  london('Which of my tasks can wait until next week?', prioritise('drop')),
  london('Please help me prioritise the rest of the afternoon.', prioritise('focus'), prioritise('plan_day')),
  london('If I can only get one thing done today, what should it be?', prioritise('focus')),
  london("Put today's tasks in a sensible order for me.", prioritise('plan_day')),
  london("I'm over capacity; what can come off the list entirely?", prioritise('drop')),
  london('What should I tackle first thing tomorrow?', prioritise('focus'), list('tomorrow')),
  newYork('What should I be working on right now?', prioritise('focus')),
  newYork("What's my top priority this morning?", prioritise('focus')),
  newYork('Map out my day for me, please.', prioritise('plan_day')),
  newYork("I've got three deadlines colliding on Friday; which ones can slip?", prioritise('drop')),
  newYork('What can I deprioritize this week?', prioritise('drop')),
  newYork('Help me sequence today. I have calls at 11 and 2.', prioritise('plan_day')),
  newYork('Where should I start?', prioritise('focus')),
  newYork("Rank what's on my list by importance.", prioritise('focus')),
  newYork("What's least critical right now?", prioritise('drop')),
  newYork('Plan out tomorrow for me.', prioritise('plan_day')),
  newYork('With the Verdant launch on, what should I drop this week?', prioritise('drop')),
];

export const SIXTYFIRST_AGENDA: HeldOutItem[] = [
  london("What's on my list for tomorrow?", list('tomorrow')),
  london("Could you send me today's tasks?", list('today')),
  london('What do I have on Friday?', list('day', '2026-11-13')),
  london("Anything overdue that I've missed?", list('overdue')),
  london("What's coming up next?", list('next')),
  london('Please show me everything due this week.', list('week')),
  london("What's in the diary for 24/11?", list('day', '2026-11-24')),
  london('What have I got on Monday the 16th?', list('day', '2026-11-16')),
  london("What's due on 1 December?", list('day', '2026-12-01')),
  london("Remind me what's still outstanding for today.", list('today')),
  london("What's on for Thursday?", list('day', '2026-11-12'), list('tomorrow')),
  newYork("What's on deck today?", list('today')),
  newYork('What do I have tomorrow?', list('tomorrow')),
  newYork("What's overdue?", list('overdue')),
  newYork('Can you pull up my week?', list('week')),
  newYork("What's on 11/19?", list('day', '2026-11-19')),
  newYork("What's my next task?", list('next')),
  newYork('Anything scheduled for Saturday?', list('day', '2026-11-14')),
  newYork("What's due on Thanksgiving?", list('day', '2026-11-26')),
  newYork('List what I have on 2026-12-02, please.', list('day', '2026-12-02')),
  newYork("What's left on my plate this week?", list('week')),
  newYork('Show me Monday.', list('day', '2026-11-16')),
];

export const SIXTYFIRST_FREE_TIME: HeldOutItem[] = [
  london('Am I free tomorrow between 14:00 and 16:00?', ...span(l, '11-12', [['14:00', '16:00']])),
  london('Do I have any availability on Friday morning for a client call?', ...span(l, '11-13', MORNING)),
  london('Is Monday afternoon clear? A client wants to come in.', ...span(l, '11-16', AFTERNOON)),
  london('Could I fit a one-hour meeting in at 10:00 on Thursday 19th?', ...span(l, '11-19', [['10:00', '11:00']])),
  london('Am I free at 4pm ET on Friday for the Boston call?', ...span(l, '11-13', [['21:00', '22:00']])),
  london('What does my availability look like on 2026-11-24?', ...span(l, '11-24', WHOLE_DAY), list('day', '2026-11-24')),
  london('Any free time this evening?', ...span(l, '11-11', EVENING)),
  london('Am I clear after 3 tomorrow?', ...span(l, '11-12', after('15:00'))),
  london('Is there a gap over lunch on Wednesday next week?', ...span(l, '11-18', LUNCH)),
  london('Do I have two free hours on Tuesday afternoon to draft the ET3?', ...span(l, '11-17', AFTERNOON)),
  london('Free between 9 and 10:30 on Monday?', ...span(l, '11-16', [['09:00', '10:30']])),
  newYork('Am I free this afternoon?', ...span(n, '11-11', AFTERNOON)),
  newYork('Any availability tomorrow between 2 and 4 PM ET?', ...span(n, '11-12', [['14:00', '16:00']])),
  newYork('Could I take a 30-minute call at 11:30 today?', ...span(n, '11-11', [['11:30', '12:00']])),
  newYork('Is Friday 11/20 open for an all-day workshop?', ...span(n, '11-20', WHOLE_DAY)),
  newYork('Am I free for a call at 3pm GMT tomorrow?', ...span(n, '11-12', [['10:00', '11:00']])),
  newYork('Do I have anything after 4 on Thursday, or am I free?', ...span(n, '11-12', after('16:00'))),
  newYork('Is Monday morning free for the bid walkthrough?', ...span(n, '11-16', MORNING)),
  newYork('Any time open for the rest of this morning?', ...span(n, '11-11', [['10:00', '12:00']])),
  newYork('Am I free on the evening of the 18th for the client dinner?', ...span(n, '11-18', EVENING)),
  newYork('Can I squeeze in 45 minutes at 1pm tomorrow?', ...span(n, '11-12', [['13:00', '13:45']])),
  newYork('Am I clear on Tuesday 11/17 from 9 to noon?', ...span(n, '11-17', [['09:00', '12:00']])),
];

export const SIXTYFIRST_UNCLEAR: HeldOutItem[] = [
  london('Dunmores — Thursday or Friday?', unclear),
  london('Re: Kingfisher Court', unclear),
  london('The Okafor thing… not sure yet.', unclear),
  london('Possibly call the Land Registry, or just email them; will decide.', unclear),
  london("Something on the Pereira-Lowe file, can't remember what.", unclear),
  london('Tansley?', unclear),
  london('Hollis — December?', unclear),
  london('Maybe next week for the Camden thing, or the week after.', unclear),
  london('That form.', unclear),
  london('Halden, 14:00, or possibly 15:00.', unclear),
  london('Might need to look at the service charge budget at some point; not sure.', unclear),
  newYork('Jordan Pike — need to…', unclear),
  newYork('Verdant stuff', unclear),
  newYork('Hmm, the Corvane MSA.', unclear),
  newYork("Ben or Alana, whoever's first.", unclear),
  newYork('Could be the 18th or the 19th for the Brantley readout. TBC.', unclear),
  newYork('the thing with the SSL', unclear),
  newYork('Re: Re: Fwd: (no subject)', unclear),
  newYork('Hollins??', unclear),
  newYork('Chapter 9. Or 10.', unclear),
  newYork('Call Tom? Or maybe not.', unclear),
  newYork('Per my last message.', unclear),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SIXTYFIRST_BARE: HeldOutItem[] = [
  london('Done, thank you.', unclear, askBack),
  london('Please push that to Monday.', unclear, askBack),
  newYork('Move it to 3pm.', unclear, askBack),
  london('Amend to 14:30.', unclear, askBack),
  newYork('Snooze for an hour, please.', unclear, askBack),
  london('Item 2 can be removed.', unclear, askBack),
  newYork('Mark it complete.', unclear, askBack),
  london('Not yet — later.', unclear, askBack),
  newYork('Tomorrow morning works.', unclear, askBack),
  london('The second one.', unclear, askBack),
  newYork('Delete it.', unclear, askBack),
  london("Change the title to 'Alder Analytics call'.", unclear, askBack),
  newYork('Same time Friday instead.', unclear, askBack),
  london("Yes, that one's done.", unclear, askBack),
  newYork('Number 3 is finished.', unclear, askBack),
  london('Give me 20 minutes.', unclear, askBack),
  newYork('Bump to Thursday.', unclear, askBack),
  london('Actually, make it the 19th.', unclear, askBack),
  newYork('Sent!', unclear, askBack),
  london('Remove both, please.', unclear, askBack),
  newYork('Option 2.', unclear, askBack),
];
