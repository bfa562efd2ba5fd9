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
  SEVENTYTHIRD_AGENDA,
  SEVENTYTHIRD_BARE,
  SEVENTYTHIRD_DECISION,
  SEVENTYTHIRD_DILEMMA,
  SEVENTYTHIRD_FEELING,
  SEVENTYTHIRD_FREE_TIME,
  SEVENTYTHIRD_GREETING,
  SEVENTYTHIRD_PRIORITISE,
  SEVENTYTHIRD_QUESTION,
  SEVENTYTHIRD_RECALL,
  SEVENTYTHIRD_STATEMENT,
  SEVENTYTHIRD_THANKS,
  SEVENTYTHIRD_UNCLEAR,
} from './held-out-seventythird-b';

/**
 * The seventy-third held-out set (the kinds that make or change tasks, and answers): fourteen people
 * in health, wellbeing and professional practices. On London time (day-first dates), in and around
 * London: a physiotherapist with a clinic in Balham, an osteopath in Richmond, a counsellor working
 * from a room in Walthamstow, a bookkeeper for small firms in Croydon, a high-street solicitor in
 * Bromley (conveyancing, wills, probate), a freelance translator (German and French) in Hackney and a
 * mobile massage therapist in Kingston. On New York time (month-first dates), in and around New York:
 * a yoga studio owner in Park Slope, a nutritionist with a telehealth practice, the practice manager of
 * a dental office in Hoboken, a locum vet covering clinics across Westchester, a life coach, an agency
 * recruiter in Midtown and a mortgage broker on Long Island. They text between sessions, patients and
 * closings, and dictate voice notes in the car: trade words (SOAP notes, TR1, SDLT, CPD, HIPAA, DTI,
 * rate lock, CE credits), typos, no apostrophes, "um" and "like", replies to reminders and to the last
 * numbered list, corrections of the task just made. Read at HELD_OUT_NOW: Wednesday 11 November 2026,
 * 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent. */
const PHYSIO_LIST = {
  listed: [
    'Write up the Okonkwo discharge letter',
    'Order more kinesio tape',
    'Renew the HCPC registration',
    'Call Bupa about the pre-auth',
  ],
};
const LAW_LIST = {
  listed: [
    'Send the TR1 to the Hendricks buyers',
    'Chase the local search for Elm Road',
    'File the SDLT return for 14 Park Ave',
    'Draft the Mrs Adeyemi will',
  ],
};
const BOOKS_LIST = {
  listed: [
    'Reconcile the Bright Bakes bank feed',
    'File the VAT return for Coles Joinery',
    'Run the Fernhill payroll',
    'Chase Dev for his receipts',
  ],
};
const YOGA_LIST = {
  listed: ['Post the December schedule', 'Pay the Con Ed bill', 'Sub for Maya on Saturday', 'Order new bolsters'],
};
const DENTAL_LIST = {
  listed: [
    'Confirm tomorrows hygiene patients',
    'Call Delta Dental about the denied claim',
    'Order nitrile gloves',
    'Renew the OSHA training',
  ],
};
const MORTGAGE_LIST = {
  listed: [
    'Send the Garcias the loan estimate',
    'Order the appraisal on Birch Lane',
    'Chase the Patels for pay stubs',
    'Lock the rate for the Kims',
  ],
};

export const SEVENTYTHIRD_ASK: HeldOutItem[] = [
  london('write up SOAP notes for the 2 new ACL pts by 6', task('write up SOAP notes for the 2 new ACL pts', l('11-11 18:00'))),
  london('remind me to order more kinesio tape tmrw', task('order more kinesio tape', l('11-12'))),
  london(
    'can u remind me to ring Mr Danso about his lumbar follow up friday at 11',
    task('ring Mr Danso about his lumbar follow up', l('11-13 11:00')),
  ),
  london('renew my GOsC registration by 30/11', task('renew my GOsC registration', l('11-30'))),
  london('book supervision with Anita for next tues 10am', task('book supervision with Anita', l('11-17 10:00'))),
  london('remind me at half 5 to lock the client notes cabinet', task('lock the client notes cabinet', l('11-11 17:30'))),
  london('reconcile the Bright Bakes bank feed thurs', task('reconcile the Bright Bakes bank feed', l('11-12'))),
  london(
    'file the VAT return for Coles Joinery before the 7th dec !!',
    task('file the VAT return for Coles Joinery', l('12-07'), { important: true }),
    task('file the VAT return for Coles Joinery', l('12-06'), { important: true }),
    task('file the VAT return for Coles Joinery', l('12-07')),
  ),
  london(
    'send the TR1 to the Hendricks buyers solicitors tmrw 9:30',
    task('send the TR1 to the Hendricks buyers solicitors', l('11-12 09:30')),
  ),
  london('in 20 mins call the land registry helpline', task('call the land registry helpline', inMinutes(20))),
  london("chase the local search for Elm Road, it's been 3 wks", task('chase the local search for Elm Road')),
  london('deliver the Bauer contract translation by monday 5pm', task('deliver the Bauer contract translation', l('11-16 17:00'))),
  london('invoice Lingua Partners for the October jobs', task('invoice Lingua Partners for the October jobs')),
  london(
    'um remind me to like buy more grapeseed oil and couch roll before saturday',
    [task('buy more grapeseed oil', l('11-14')), task('buy couch roll', l('11-14'))],
    task('buy more grapeseed oil and couch roll', l('11-14')),
    task('buy more grapeseed oil and couch roll', l('11-13')),
  ),
  london('home visit Mrs Kaur in Surbiton 12/11 at 2', task('home visit Mrs Kaur in Surbiton', l('11-12 14:00'))),
  newYork('post the december class schedule on insta by friday', task('post the december class schedule on insta', n('11-13'))),
  newYork(
    'pay the con ed bill today!!',
    task('pay the con ed bill', n('11-11'), { important: true }),
    task('pay the con ed bill', n('11-11')),
  ),
  newYork('remind me at 2 to send Jasmine her meal plan', task('send Jasmine her meal plan', n('11-11 14:00'))),
  newYork('submit my CDR CPEs by 12/15', task('submit my CDR CPEs', n('12-15'))),
  newYork('call delta dental abt the denied crown claim tmrw 9am', task('call delta dental abt the denied crown claim', n('11-12 09:00'))),
  newYork('order nitrile gloves size M, 10 boxes', task('order nitrile gloves size M, 10 boxes')),
  newYork('shift at Bedford Hills animal hospital sat 8am', task('shift at Bedford Hills animal hospital', n('11-14 08:00'))),
  newYork('in 45 min call the owner of the lab w the pancreatitis', task('call the owner of the lab w the pancreatitis', inMinutes(45))),
  newYork('session w Derek thurs 6:30pm', task('session w Derek', n('11-12 18:30'))),
  newYork(
    'send the Acme hiring mgr 3 shortlisted CVs by eod',
    task('send the Acme hiring mgr 3 shortlisted CVs', n('11-11 17:00')),
    task('send the Acme hiring mgr 3 shortlisted CVs', n('11-11')),
  ),
  newYork(
    'lock the rate for the Kims before 11/20',
    task('lock the rate for the Kims', n('11-20')),
    task('lock the rate for the Kims', n('11-19')),
  ),
  newYork('order the appraisal on 22 Birch Ln tomorrow at noon', task('order the appraisal on 22 Birch Ln', n('11-12 12:00'))),
];

export const SEVENTYTHIRD_RECURRING: HeldOutItem[] = [
  london(
    'every monday 8am check the clinic diary for gaps',
    task('check the clinic diary for gaps', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london('wash the treatment couch covers every friday', task('wash the treatment couch covers', l('11-13'), { repeat: every('week') })),
  london('supervision w Anita every other thursday at 10', task('supervision w Anita', l('11-12 10:00'), { repeat: every('week', 2) })),
  london(
    'shred the old session notes on the last day of every month',
    task('shred the old session notes', l('11-30'), { repeat: every('month') }),
  ),
  london(
    'every weekday at 9 check the HMRC gateway messages',
    task('check the HMRC gateway messages', l('11-12 09:00'), { repeat: every('weekday') }),
  ),
  london('run the Fernhill payroll on the 25th of each month', task('run the Fernhill payroll', l('11-25'), { repeat: every('month') })),
  london(
    'every 4 weeks on a monday do the client account reconciliation',
    task('do the client account reconciliation', l('11-16'), { repeat: every('week', 4) }),
  ),
  london(
    'every tuesday 4pm file notes review with the trainee',
    task('file notes review with the trainee', l('11-17 16:00'), { repeat: every('week') }),
  ),
  london('renew the PII cover every year on 1 oct', task('renew the PII cover', l('2027-10-01 12:00'), { repeat: every('year') })),
  london('send my invoices out on the 1st of every month pls', task('send my invoices out', l('12-01'), { repeat: every('month') })),
  london(
    'every day at 7am do my own stretches before clients',
    task('do my own stretches before clients', l('11-12 07:00'), { repeat: every('day') }),
  ),
  london(
    'every sunday evening at 8 plan the weeks home visits',
    task('plan the weeks home visits', l('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork('every monday 6am clean the studio mirrors', task('clean the studio mirrors', n('11-16 06:00'), { repeat: every('week') })),
  newYork('pay the studio rent on the 1st of every month', task('pay the studio rent', n('12-01'), { repeat: every('month') })),
  newYork(
    'every weekday at 8 check the telehealth inbox',
    task('check the telehealth inbox', n('11-12 08:00'), { repeat: every('weekday') }),
  ),
  newYork('remind me every friday at 3 to run the recall list', task('run the recall list', n('11-13 15:00'), { repeat: every('week') })),
  newYork('autoclave spore test every tuesday morning at 7:30', task('autoclave spore test', n('11-17 07:30'), { repeat: every('week') })),
  newYork(
    'every 2 weeks on wed log my CE hours',
    task('log my CE hours', n('11-11'), { repeat: every('week', 2) }),
    task('log my CE hours', n('11-18'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every sunday 7pm journal prompts email to my clients',
    task('journal prompts email to my clients', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'every day 4:30 update the candidate pipeline in bullhorn',
    task('update the candidate pipeline in bullhorn', n('11-11 16:30'), { repeat: every('day') }),
  ),
  newYork(
    'every thursday at 9 rate sheet check before calls',
    task('rate sheet check before calls', n('11-12 09:00'), { repeat: every('week') }),
  ),
  newYork('renew my NMLS license every year 12/1', task('renew my NMLS license', n('12-01'), { repeat: every('year') })),
  newYork(
    'on the 10th of every month send the referral partners the newsletter',
    task('send the referral partners the newsletter', n('12-10'), { repeat: every('month') }),
  ),
];

const DUE_L = l('11-11 14:30');
const DUE_N = n('11-11 09:30');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];

export const SEVENTYTHIRD_SNOOZE: HeldOutItem[] = [
  within(reminded('Write up the Okonkwo discharge letter', DUE_L), london('got a pt on the table, 30 mins', snoozeFor(30))),
  within(reminded('Order more kinesio tape', DUE_L), london('later', snoozeFor(60))),
  within(
    reminded('Ring Mr Danso about his lumbar follow up', DUE_L),
    london('in session til 4, remind me then', snoozeUntil(l('11-11 16:00')), move(ctx, '2026-11-11', '16:00')),
  ),
  within(reminded('Renew my GOsC registration', DUE_L), london('tomorrow', ...toDayL('11-12'))),
  within(reminded('Book supervision with Anita', DUE_L), london('with a client, 50 min', snoozeFor(50))),
  within(reminded('Reconcile the Bright Bakes bank feed', DUE_L), london('snooze 2h pls', snoozeFor(120))),
  within(
    reminded('Chase Dev for his receipts', DUE_L),
    london('mon morning, he never answers midweek', snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(reminded('Send the TR1 to the Hendricks buyers solicitors', DUE_L), london('on completion call, 20m', snoozeFor(20))),
  within(reminded('Call the land registry helpline', DUE_L), london('hold music for ages, try again in an hour', snoozeFor(60))),
  within(reminded('Invoice Lingua Partners for the October jobs', DUE_L), london('end of the week', ...toDayL('11-13'))),
  within(reminded('Proofread the Lefevre brochure', DUE_L), london('give me 90 mins im mid sentence', snoozeFor(90))),
  within(
    reminded('Buy more grapeseed oil', DUE_L),
    london('after my last client, so like 7', snoozeUntil(l('11-11 19:00')), move(ctx, '2026-11-11', '19:00')),
  ),
  within(reminded('Wash the treatment couch covers', DUE_L), london('um not now, can you nudge me in like 15', snoozeFor(15))),
  within(reminded('Post the december class schedule on insta', DUE_N), newYork('teaching, 1hr', snoozeFor(60))),
  within(
    reminded('Pay the con ed bill', DUE_N),
    newYork('at lunch, 12:30', snoozeUntil(n('11-11 12:30')), move(ctx, '2026-11-11', '12:30')),
  ),
  within(reminded('Send Jasmine her meal plan', DUE_N), newYork('w a client, 40 min', snoozeFor(40))),
  within(reminded('Call delta dental abt the denied crown claim', DUE_N), newYork('front desk slammed, 2 hours', snoozeFor(120))),
  within(reminded('Order nitrile gloves size M, 10 boxes', DUE_N), newYork('friday', ...toDayN('11-13'))),
  within(reminded('Call the owner of the lab w the pancreatitis', DUE_N), newYork('in surgery, 45', snoozeFor(45))),
  within(reminded('Log my CE hours', DUE_N), newYork('this weekend', ...toDayN('11-14'))),
  within(reminded('Session prep for Derek', DUE_N), newYork('snooze 10 min', snoozeFor(10))),
  within(
    reminded('Send the Acme hiring mgr 3 shortlisted CVs', DUE_N),
    newYork('after my 11 oclock, say 12', snoozeUntil(n('11-11 12:00')), move(ctx, '2026-11-11', '12:00')),
  ),
  within(reminded('Update the candidate pipeline in bullhorn', DUE_N), newYork('gimme 25', snoozeFor(25))),
  within(
    reminded('Chase the Patels for pay stubs', DUE_N),
    newYork('tmrw at 9', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('Order the appraisal on 22 Birch Ln', DUE_N), newYork('on w the underwriter, half hour', snoozeFor(30))),
];

export const SEVENTYTHIRD_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Ring Mr Danso about his lumbar follow up', l('11-13 11:00')), london('no 11:30', move(ctx, null, '11:30'))),
  within(talkedOf('Order more kinesio tape', l('11-12 12:00')), london('actually today not tmrw', move(ctx, '2026-11-11', null))),
  within(
    talkedOf('Book supervision with Anita', l('11-17 10:00')),
    london('sorry wednesday not tuesday', move(ctx, '2026-11-18', null), move(ctx, '2026-11-11', null)),
  ),
  within(talkedOf('Lock the client notes cabinet', l('11-11 17:30')), london('make it 6, last client ends 5:50', move(ctx, null, '18:00'))),
  within(
    talkedOf('Send the TR1 to the Hendricks buyers solicitors', l('11-12 09:30')),
    london('typo, should be 10:30', move(ctx, null, '10:30')),
  ),
  within(
    talkedOf('File the VAT return for Coles Joinery', l('12-07 12:00')),
    london('no wait the deadline is 5/12', move(ctx, '2026-12-05', null)),
  ),
  within(
    talkedOf('Deliver the Bauer contract translation', l('11-16 17:00')),
    london('client moved it up, fri 12 noon', move(ctx, '2026-11-13', '12:00')),
  ),
  within(talkedOf('Home visit Mrs Kaur in Surbiton', l('11-12 14:00')), london('she said quarter past', move(ctx, null, '14:15'))),
  london('move Mrs Kaur to friday same time', move(words('Mrs Kaur'), '2026-11-13', null)),
  london('push the Bright Bakes reconciliation to mon', move(words('Bright Bakes'), '2026-11-16', null)),
  within(
    talkedOf('Write up SOAP notes for the 2 new ACL pts', l('11-11 18:00')),
    london('er 7 actually, got a late one', move(ctx, null, '19:00')),
  ),
  within(talkedOf('Chase the local search for Elm Road', null), london('put it on tmrw 9am', move(ctx, '2026-11-12', '09:00'))),
  within(talkedOf('Renew my GOsC registration', l('11-30 12:00')), london('oops its the 25th', move(ctx, '2026-11-25', null))),
  within(talkedOf('Submit my CDR CPEs', n('12-15 12:00')), newYork('no 12/10', move(ctx, '2026-12-10', null))),
  within(talkedOf('Send Jasmine her meal plan', n('11-11 14:00')), newYork('make that 2:30', move(ctx, null, '14:30'))),
  within(
    talkedOf('Call delta dental abt the denied crown claim', n('11-12 09:00')),
    newYork('they dont open til 9, say 9:15', move(ctx, null, '09:15')),
  ),
  within(
    talkedOf('Shift at Bedford Hills animal hospital', n('11-14 08:00')),
    newYork('its sunday not sat', move(ctx, '2026-11-15', null)),
  ),
  within(talkedOf('Session w Derek', n('11-12 18:30')), newYork('he rescheduled to 7', move(ctx, null, '19:00'))),
  newYork('move my Derek session to next mon 6:30pm', move(words('Derek'), '2026-11-16', '18:30')),
  within(
    talkedOf('Order the appraisal on 22 Birch Ln', n('11-12 12:00')),
    newYork('actually do it today at 3', move(ctx, '2026-11-11', '15:00')),
  ),
  within(talkedOf('Lock the rate for the Kims', n('11-20 12:00')), newYork('wrong day, 11/18', move(ctx, '2026-11-18', null))),
  newYork('reschedule the Garcia loan estimate to thursday', move(words('Garcia'), '2026-11-12', null)),
  within(
    talkedOf('Post the december class schedule on insta', n('11-13 12:00')),
    newYork('make it thurs 8pm, more ppl online then', move(ctx, '2026-11-12', '20:00')),
  ),
  within(talkedOf('Call the owner of the lab w the pancreatitis', inMinutes(45)), newYork('no make it 11:15', move(ctx, null, '11:15'))),
];

export const SEVENTYTHIRD_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Order more kinesio tape'),
    london("rename it 'order kinesio tape + ultrasound gel'", rename(ctx, 'order kinesio tape + ultrasound gel')),
  ),
  within(PHYSIO_LIST, london('change 1 to Okonkwo discharge letter to GP', rename(num(1), 'Okonkwo discharge letter to GP'))),
  within(
    talkedOf('Ring Mr Danso about his lumbar follow up'),
    london('its Dansoh with an h at the end, fix pls', rename(ctx, 'Ring Mr Dansoh about his lumbar follow up')),
  ),
  london(
    "rename the supervision one to 'clinical supervision w Anita (bring case notes)'",
    rename(words('supervision'), 'clinical supervision w Anita (bring case notes)'),
  ),
  within(BOOKS_LIST, london('retitle 4: chase Dev for Q3 fuel receipts', rename(num(4), 'chase Dev for Q3 fuel receipts'))),
  within(
    talkedOf('Reconcile the Bright Bakes bank feed'),
    london('call it Bright Bakes - reconcile Starling + Amex', rename(ctx, 'Bright Bakes - reconcile Starling + Amex')),
  ),
  within(LAW_LIST, london("change no.4 to 'draft Mrs Adeyemi mirror wills'", rename(num(4), 'draft Mrs Adeyemi mirror wills'))),
  london(
    'the Elm Road one should say chase Croydon council for the Elm Road local search',
    rename(words('Elm Road'), 'chase Croydon council for the Elm Road local search'),
  ),
  within(
    talkedOf('Deliver the Bauer contract translation'),
    london('title should be Bauer GmbH supply contract DE>EN', rename(ctx, 'Bauer GmbH supply contract DE>EN')),
  ),
  within(
    talkedOf('Invoice Lingua Partners for the October jobs'),
    london('sorry its Linguaa Partners, double a', rename(ctx, 'Invoice Linguaa Partners for the October jobs')),
  ),
  within(
    talkedOf('Home visit Mrs Kaur in Surbiton'),
    london('rename to Mrs Kaur 90 min deep tissue, Surbiton', rename(ctx, 'Mrs Kaur 90 min deep tissue, Surbiton')),
  ),
  within(
    talkedOf('Post the december class schedule on insta'),
    newYork("rename it to 'post dec schedule + holiday closures on IG'", rename(ctx, 'post dec schedule + holiday closures on IG')),
  ),
  within(YOGA_LIST, newYork('change #3 to sub for Maya sat 9am flow', rename(num(3), 'sub for Maya sat 9am flow'))),
  newYork(
    "rename the jasmine task to 'send Jasmine her low FODMAP meal plan'",
    rename(words('jasmine'), 'send Jasmine her low FODMAP meal plan'),
  ),
  within(
    DENTAL_LIST,
    newYork('retitle 2 - appeal Delta Dental denial for pt Rivera crown', rename(num(2), 'appeal Delta Dental denial for pt Rivera crown')),
  ),
  within(
    talkedOf('Order nitrile gloves size M, 10 boxes'),
    newYork('make it say order nitrile gloves S and M', rename(ctx, 'order nitrile gloves S and M')),
  ),
  within(
    talkedOf('Shift at Bedford Hills animal hospital'),
    newYork('call it Bedford Hills locum shift (bring stethoscope)', rename(ctx, 'Bedford Hills locum shift (bring stethoscope)')),
  ),
  within(talkedOf('Session w Derek'), newYork('oops its Derrick not Derek', rename(ctx, 'Session w Derrick'))),
  newYork("change the acme one to 'send Acme 3 shortlisted devops CVs'", rename(words('acme'), 'send Acme 3 shortlisted devops CVs')),
  within(MORTGAGE_LIST, newYork('rename the first one: Garcias LE + fee sheet', rename(num(1), 'Garcias LE + fee sheet'))),
  within(
    talkedOf('Lock the rate for the Kims'),
    newYork('title: lock the Kims at 6.125 30yr fixed', rename(ctx, 'lock the Kims at 6.125 30yr fixed')),
  ),
];

export const SEVENTYTHIRD_REMOVE: HeldOutItem[] = [
  within(talkedOf('Ring Mr Danso about his lumbar follow up'), london('scrap that, he cancelled his course', remove(ctx))),
  within(PHYSIO_LIST, london('delete 4, Bupa approved it already', remove(num(4)), done(num(4)))),
  london('cancel the couch covers reminder, the laundry service does them now', remove(words('couch covers'))),
  within(talkedOf('Book supervision with Anita'), london("nvm, she's booked it herself. delete", remove(ctx))),
  london('remove the shred session notes task pls', remove(words('shred'))),
  within(BOOKS_LIST, london('bin no.3, Fernhill have moved to an in-house payroll', remove(num(3)))),
  london("take Dev's receipts off my list, he's gone to another bookkeeper", remove(words('Dev'))),
  within(LAW_LIST, london('2 can go, the search came back this morning', remove(num(2)), done(num(2)))),
  within(talkedOf('Draft the Mrs Adeyemi will'), london('remove it, she passed away before instructing. very sad', remove(ctx))),
  london('delete the Bauer translation task, job cancelled by the agency', remove(words('Bauer'))),
  within(talkedOf('Home visit Mrs Kaur in Surbiton'), london('get rid of that, she rang to cancel', remove(ctx))),
  within(YOGA_LIST, newYork('scratch 4, bolsters came with the donation', remove(num(4)))),
  newYork("delete the studio mirrors one, the cleaner's doing it", remove(words('studio mirrors'))),
  within(talkedOf('Send Jasmine her meal plan'), newYork('cancel that, she paused her program', remove(ctx))),
  within(DENTAL_LIST, newYork('remove #3 pls', remove(num(3)))),
  newYork('kill the OSHA training reminder, Dr Lee moved it to January and will book it', remove(words('OSHA'))),
  within(talkedOf('Shift at Bedford Hills animal hospital'), newYork('they cancelled the shift, take it off', remove(ctx))),
  newYork('remove the journal prompts email', remove(words('journal prompts'))),
  within(talkedOf('Send the Acme hiring mgr 3 shortlisted CVs'), newYork('delete, Acme froze the req', remove(ctx))),
  within(MORTGAGE_LIST, newYork('drop the last one, Kims went w another lender', remove(num(4)))),
  newYork('get rid of the Birch Ln appraisal task, deal fell thru', remove(words('Birch'))),
];

export const SEVENTYTHIRD_DONE: HeldOutItem[] = [
  within(reminded('Write up SOAP notes for the 2 new ACL pts', DUE_L), london('notes all written up', done(ctx))),
  within(PHYSIO_LIST, london('1 and 2 done', [done(num(1)), done(num(2))])),
  london('renewed my HCPC reg just now', done(words('HCPC'))),
  within(reminded('Order more kinesio tape', DUE_L), london('ordered, arriving fri', done(ctx))),
  within(reminded('Lock the client notes cabinet', DUE_L), london('locked 🔒', done(ctx))),
  within(reminded('Reconcile the Bright Bakes bank feed', DUE_L), london('reconciled, 3p out but whatever', done(ctx))),
  within(BOOKS_LIST, london('VAT return filed for Coles', done(words('VAT return')), done(num(2)))),
  within(reminded('Send the TR1 to the Hendricks buyers solicitors', DUE_L), london('sent via email and post', done(ctx))),
  within(LAW_LIST, london('3 done, SDLT submitted', done(num(3)))),
  within(reminded('Deliver the Bauer contract translation', DUE_L), london('delivered a day early 💪', done(ctx))),
  within(reminded('Invoice Lingua Partners for the October jobs', DUE_L), london('yep done', done(ctx))),
  within(reminded('Buy more grapeseed oil', DUE_L), london('got 2 bottles', done(ctx))),
  within(reminded('Post the december class schedule on insta', DUE_N), newYork('posted!', done(ctx))),
  within(YOGA_LIST, newYork('paid the con ed', done(words('con ed')), done(num(2)))),
  within(reminded('Send Jasmine her meal plan', DUE_N), newYork('sent it over', done(ctx))),
  within(reminded('Call delta dental abt the denied crown claim', DUE_N), newYork('called, they reprocessing it', done(ctx))),
  within(DENTAL_LIST, newYork('done w 1 and 3', [done(num(1)), done(num(3))])),
  within(reminded('Call the owner of the lab w the pancreatitis', DUE_N), newYork('spoke w her, dog is eating again', done(ctx))),
  newYork('logged all my CE hours finally', done(words('CE hours'))),
  within(reminded('Session w Derek', DUE_N), newYork('done, great session', done(ctx))),
  within(reminded('Update the candidate pipeline in bullhorn', DUE_N), newYork('updated ✅', done(ctx))),
  within(MORTGAGE_LIST, newYork('#2 ordered', done(num(2)))),
  newYork('got the pay stubs from the Patels', done(words('Patels'))),
  within(reminded('Lock the rate for the Kims', DUE_N), newYork('locked at 6.125', done(ctx))),
];

const WHICH_CALL = {
  pending: { about: 'which_task' as const, options: ['Call Bupa about the pre-auth', 'Call Mr Danso about his follow up'] },
};
const WHICH_CHASE = {
  pending: {
    about: 'which_task' as const,
    options: ['Chase the local search for Elm Road', 'Chase the Hendricks buyers for the deposit', 'Chase Dev for his receipts'],
  },
};
const WHICH_SEND = {
  pending: {
    about: 'which_task' as const,
    options: ['Send Jasmine her meal plan', 'Send the Garcias the loan estimate', 'Send the Acme CVs'],
  },
};
const SECOND_ROOM = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Rent a second treatment room or keep one room?',
    options: ['Rent the second room', 'Keep one room'],
  },
};
const RAISE_RATES = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Raise class prices in January?',
    options: ['Raise to $28 a class', 'Keep $24 and add a membership'],
  },
};
const HYBRID = { pending: { about: 'review' as const, decision: 'Moved to online sessions on Fridays' } };
const NO_CONTINGENCY = { pending: { about: 'review' as const, decision: 'Stopped taking contingency searches' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Quoting fixed fees wins more conveyancing than hourly' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Clients cancel less when I text the day before' } };
const MORNING_LIST = { pending: { about: 'other' as const, question: 'Morning list at 6:30 or 7:30?', options: ['6:30', '7:30'] } };
const CLINIC_DAY = {
  pending: { about: 'other' as const, question: 'Which day for the Richmond clinic?', options: ['Tuesday', 'Thursday', 'Saturday'] },
};

export const SEVENTYTHIRD_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('bupa', answer(1))),
  within(WHICH_CALL, london('the danso one', answer(2))),
  within(WHICH_CALL, london('2nd', answer(2))),
  within(WHICH_CHASE, london('elm rd', answer(1))),
  within(WHICH_CHASE, london('the deposit one', answer(2))),
  within(WHICH_CHASE, london('dev', answer(3))),
  within(WHICH_CHASE, london('none of those tbh', answer(null))),
  within(WHICH_SEND, newYork('jasmine', answer(1))),
  within(WHICH_SEND, newYork('the loan estimate', answer(2))),
  within(WHICH_SEND, newYork('3', answer(3))),
  within(SECOND_ROOM, london('rent it', answer(1))),
  within(SECOND_ROOM, london('stick with the one room for now', answer(2))),
  within(SECOND_ROOM, london('havent decided, want to see Jan bookings first', answer(null))),
  within(RAISE_RATES, newYork('option 2', answer(2))),
  within(RAISE_RATES, newYork('raise to 28', answer(1))),
  within(RAISE_RATES, newYork('the membership one', answer(2))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Take the NHS contract?', options: ['Take it', 'Stay private'] } },
    london('steady income mainly, and not losing my saturdays', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'How do I handle the no-shows?' } },
    newYork('either a card on file fee or just overbooking a bit', answer(null)),
  ),
  within(HYBRID, london('honestly its been great, less tired on fridays', answer(null))),
  within(NO_CONTINGENCY, newYork('mixed, fewer deals but way less wasted time', answer(null))),
  within(KEEP_L, london('keep', answer(null), note)),
  within(KEEP_N, newYork('yes keep that', answer(null), note)),
  within(KEEP_N, newYork('no dont save it', answer(null))),
  within(MORNING_LIST, london('7:30', answer(2))),
  within(MORNING_LIST, newYork('the earlier one', answer(1))),
  within(CLINIC_DAY, london('thurs', answer(2))),
  within(CLINIC_DAY, london('saturday, its the busiest', answer(3))),
  within(
    { pending: { about: 'stuck', task: 'Draft the Mrs Adeyemi will' } },
    london('waiting for her to confirm the executors', answer(null)),
  ),
  within({ pending: { about: 'other', question: 'Want a nudge before your 4pm closing?', options: [] } }, newYork('yes pls', answer(null))),
];

export const SEVENTYTHIRD_RAMBLE: HeldOutItem[] = [
  london(
    'ok um so I need to write the discharge letter for Mrs Okonkwo, uh, order more tape, and ring Bupa about the pre-auth tomorrow at 10',
    [task('write the discharge letter for Mrs Okonkwo'), task('order more tape'), task('ring Bupa about the pre-auth', l('11-12 10:00'))],
  ),
  london('book the couch service, renew the insurance by fri and email the Richmond clinic about saturdays', [
    task('book the couch service'),
    task('renew the insurance', l('11-13')),
    task('email the Richmond clinic about saturdays'),
  ]),
  london('tmrw: 9 new pt assessment, 1pm CPD webinar on cervical manipulation, 5 invoice the rugby club', [
    task('new pt assessment', l('11-12 09:00')),
    task('CPD webinar on cervical manipulation', l('11-12 13:00')),
    task('invoice the rugby club', l('11-12 17:00')),
  ]),
  london(
    'right voice note, so um, I need to update my BACP insurance, uh send Kemi her invoice, and like book my own therapy session for next week sometime',
    [task('update my BACP insurance'), task('send Kemi her invoice'), task('book my own therapy session')],
    [task('update my BACP insurance'), task('send Kemi her invoice'), task('book my own therapy session', l('11-16'))],
  ),
  london('chase Dev for receipts, run Fernhill payroll on the 25th, and do the Coles VAT', [
    task('chase Dev for receipts'),
    task('run Fernhill payroll', l('11-25')),
    task('do the Coles VAT'),
  ]),
  london(
    'so I have to um reconcile the Bright Bakes feed, then uh send the year end pack to Harpers and, oh, renew my AAT membership by the 30th',
    [task('reconcile the Bright Bakes feed'), task('send the year end pack to Harpers'), task('renew my AAT membership', l('11-30'))],
  ),
  london('1) send the TR1 2) chase the Elm Rd search 3) draft the Adeyemi will', [
    task('send the TR1'),
    task('chase the Elm Rd search'),
    task('draft the Adeyemi will'),
  ]),
  london('exchange on Park Ave fri at 12, get the completion statement out tmrw and ring the lender about the redemption figure', [
    task('exchange on Park Ave', l('11-13 12:00')),
    task('get the completion statement out', l('11-12')),
    task('ring the lender about the redemption figure'),
  ]),
  london('finish the Lefevre brochure, invoice Lingua Partners and um quote for the Bauer website by monday', [
    task('finish the Lefevre brochure'),
    task('invoice Lingua Partners'),
    task('quote for the Bauer website', l('11-16')),
  ]),
  london('so yeah um, wash the towels, restock the oils, and text Mrs Kaur the new parking info by 6', [
    task('wash the towels'),
    task('restock the oils'),
    task('text Mrs Kaur the new parking info', l('11-11 18:00')),
  ]),
  london('top up the van, buy couch roll and text the Kingston gym about the sports massage slots', [
    task('top up the van'),
    task('buy couch roll'),
    task('text the Kingston gym about the sports massage slots'),
  ]),
  newYork(
    'ok so um, need to post the dec schedule, uh, pay con ed, and like find a sub for Maya on saturday',
    [task('post the dec schedule'), task('pay con ed'), task('find a sub for Maya', n('11-14'))],
    [task('post the dec schedule'), task('pay con ed'), task('find a sub for Maya on saturday')],
  ),
  newYork('order bolsters, fix the sign in ipad and email the teachers about thanksgiving hours by fri', [
    task('order bolsters'),
    task('fix the sign in ipad'),
    task('email the teachers about thanksgiving hours', n('11-13')),
  ]),
  newYork('send Jasmine her meal plan, chart notes for the 3 morning clients, and renew my CDR by 12/31', [
    task('send Jasmine her meal plan'),
    task('chart notes for the 3 morning clients'),
    task('renew my CDR', n('12-31')),
  ]),
  newYork('um ok so tomorrow: 8 confirm the hygiene schedule, 11 call Delta about the Rivera claim, 3 staff meeting about the new xray', [
    task('confirm the hygiene schedule', n('11-12 08:00')),
    task('call Delta about the Rivera claim', n('11-12 11:00')),
    task('staff meeting about the new xray', n('11-12 15:00')),
  ]),
  newYork(
    'order gloves, renew the OSHA training and get the autoclave serviced before the 20th',
    [task('order gloves'), task('renew the OSHA training'), task('get the autoclave serviced', n('11-20'))],
    [task('order gloves'), task('renew the OSHA training'), task('get the autoclave serviced', n('11-19'))],
  ),
  newYork('need to call back the lab owner, finish the dental chart for the cat at Mt Kisco, and send my invoice to Bedford Hills', [
    task('call back the lab owner'),
    task('finish the dental chart for the cat at Mt Kisco'),
    task('send my invoice to Bedford Hills'),
  ]),
  newYork('so um yeah, book my DEA renewal, uh, pick up the new scrubs, and text Dr Alvarez that I can cover the 22nd', [
    task('book my DEA renewal'),
    task('pick up the new scrubs'),
    task('text Dr Alvarez that I can cover the 22nd'),
  ]),
  newYork('prep Derek session, send the workbook to new clients, and post on linkedin thurs 9am', [
    task('prep Derek session'),
    task('send the workbook to new clients'),
    task('post on linkedin', n('11-12 09:00')),
  ]),
  newYork(
    'screen the 4 devops candidates, send Acme the shortlist by eod and update bullhorn',
    [task('screen the 4 devops candidates'), task('send Acme the shortlist', n('11-11 17:00')), task('update bullhorn')],
    [task('screen the 4 devops candidates'), task('send Acme the shortlist', n('11-11')), task('update bullhorn')],
  ),
  newYork(
    'voice note: um need to get the Patels pay stubs, order the appraisal on Birch Ln, and uh, like lock the Kims before friday',
    [task('get the Patels pay stubs'), task('order the appraisal on Birch Ln'), task('lock the Kims', n('11-13'))],
    [task('get the Patels pay stubs'), task('order the appraisal on Birch Ln'), task('lock the Kims', n('11-12'))],
  ),
  newYork('closing w the Garcias mon 4pm, send the title co the payoff letter and call the realtor Tina', [
    task('closing w the Garcias', n('11-16 16:00')),
    task('send the title co the payoff letter'),
    task('call the realtor Tina'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SEVENTYTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: SEVENTYTHIRD_ASK,
  recurring: SEVENTYTHIRD_RECURRING,
  snooze: SEVENTYTHIRD_SNOOZE,
  correction: SEVENTYTHIRD_CORRECTION,
  rename: SEVENTYTHIRD_RENAME,
  remove: SEVENTYTHIRD_REMOVE,
  done: SEVENTYTHIRD_DONE,
  answer: SEVENTYTHIRD_ANSWER,
  ramble: SEVENTYTHIRD_RAMBLE,
  greeting: SEVENTYTHIRD_GREETING,
  thanks: SEVENTYTHIRD_THANKS,
  feeling: SEVENTYTHIRD_FEELING,
  question: SEVENTYTHIRD_QUESTION,
  statement: SEVENTYTHIRD_STATEMENT,
  decision: SEVENTYTHIRD_DECISION,
  dilemma: SEVENTYTHIRD_DILEMMA,
  recall: SEVENTYTHIRD_RECALL,
  prioritise: SEVENTYTHIRD_PRIORITISE,
  agenda: SEVENTYTHIRD_AGENDA,
  free_time: SEVENTYTHIRD_FREE_TIME,
  unclear: SEVENTYTHIRD_UNCLEAR,
  bare: SEVENTYTHIRD_BARE,
};

export const HELD_OUT_SEVENTYTHIRD: HeldOutItem[] = Object.values(HELD_OUT_SEVENTYTHIRD_KINDS).flat();
