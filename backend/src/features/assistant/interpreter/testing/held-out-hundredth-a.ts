/**
 * Held-out set, hundredth part a: people who keep other people's money and paperwork in order.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Bev, a self-employed bookkeeper in Bolton who writes some Lancashire ("t'", "wi'", "luv", "jiggered");
 * - Fiona, an accountant with a two-person practice in Edinburgh (careful, capitalised, full stops);
 * - Tunde, a mortgage broker in Croydon whose first language is Yoruba ("abeg", "ehn", "small", "o");
 * - Hema, a solicitor running a one-woman immigration practice in Leicester whose first language is
 *   Gujarati ("kindly", "please do the needful"-style politeness, present tense for the future);
 * - Gareth, an independent financial adviser in Exeter.
 *
 * New York (America/New_York, month-first dates: 12/4 is December 4):
 * - Mr Zhang, a tax preparer in Flushing whose first language is Mandarin (drops articles and tenses);
 * - Vinny, an insurance agent in Staten Island;
 * - Marisol, a notary and paralegal in the South Bronx whose first language is Puerto Rican Spanish;
 * - Dana, a fractional CFO in Midtown who writes in clipped shorthand;
 * - Kev, a payroll freelancer in Newark.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  done,
  every,
  inMinutes,
  l,
  list,
  london,
  move,
  n,
  newYork,
  note,
  num,
  prioritise,
  recall,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
  ctx,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked what the options of a dilemma are. */
const askedOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** The person said STUCK on a task and daily asked what is in the way. */
const stuck = (title: string): Partial<ConversationState> => ({ pending: { about: 'stuck', task: title }, current: { title, due: null } });
/** daily asked how an old decision turned out. */
const review = (decisionText: string): Partial<ConversationState> => ({ pending: { about: 'review', decision: decisionText } });
/** daily offered a reflection to the journal ("Reply KEEP"). */
const offeredKeep = (text: string): Partial<ConversationState> => ({ pending: { about: 'keep', text } });
/** Any other question daily asked, with its options. */
const asked = (questionText: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'other', question: questionText, options },
});

export const HUNDREDTH_ASK: HeldOutItem[] = [
  // London: plain asks, with and without a time
  london(
    "remind me tmrw at 10 to ring mrs haworth about her receipts, she's brought a carrier bag full in again 🙄",
    task('ring mrs haworth about her receipts', l('11-12 10:00')),
  ),
  london('chippy payroll has to be done by fri, they pay their lads sat morning', task('chippy payroll', l('11-13'))),
  london(
    "Please add: chase Mr Baird for his signed engagement letter. Urgent, his return is due in January and I can't file without it.",
    task('chase Mr Baird for his signed engagement letter', null, { important: true }),
  ),
  london(
    'Abeg remind me to send the Okonkwo family their DIP by half 4 today, they are waiting on it to put offer',
    task('send the Okonkwo family their DIP', l('11-11 16:30')),
  ),
  london(
    "kindly remind me to file Mr Patel's spouse visa extension on 4/12, his leave is expiring just after",
    task("file Mr Patel's spouse visa extension", l('12-04')),
  ),
  london(
    'pension transfer report for the Hendersons needs doing by end of the month',
    task('pension transfer report for the Hendersons', l('11-30')),
  ),
  london(
    'quarter to 6 tmrw ring the hmrc agent dedicated line re the Dunlop penalty appeal',
    task('ring the hmrc agent dedicated line re the Dunlop penalty appeal', l('11-12 17:45')),
  ),
  london(
    'first thing monday send the Grahams their SA302s for the mortgage',
    task('send the Grahams their SA302s for the mortgage', l('11-16 09:00')),
    task('send the Grahams their SA302s for the mortgage', l('11-16 08:00')),
  ),
  london(
    "tomorrow after lunch I must go through Mrs Kaur's bank statements for the source of funds",
    task("go through Mrs Kaur's bank statements for the source of funds", l('11-12 13:00')),
    task("go through Mrs Kaur's bank statements for the source of funds", l('11-12 14:00')),
  ),
  london("in 2 weeks at 4pm review the Wests' protection cover 👍", task("review the Wests' protection cover", l('11-25 16:00'))),
  london(
    "Could you remind me at noon on Friday to submit the Mackenzie Ltd accounts to Companies House. I'm not paying another late filing penalty.",
    task('submit the Mackenzie Ltd accounts to Companies House', l('11-13 12:00')),
  ),
  london('remind me in 20 mins to ring the lender back o', task('ring the lender back', inMinutes(20))),

  // London: two asks in one
  london("av got to book t'car in for its MOT and order some ink for t'office printer", [
    task("book t'car in for its MOT"),
    task("order some ink for t'office printer"),
  ]),
  london(
    'urgent - call Mrs Mistry about her biometrics appointment before 5 today, and tomorrow I have to post the bundle to the tribunal',
    [
      task('call Mrs Mistry about her biometrics appointment', l('11-11 17:00'), { important: true }),
      task('post the bundle to the tribunal', l('11-12')),
    ],
    [
      task('call Mrs Mistry about her biometrics appointment', l('11-11 17:00'), { important: true }),
      task('post the bundle to the tribunal', l('11-12'), { important: true }),
    ],
  ),

  // London: look like an ask, ask for nothing
  london('did I put a reminder in for the Baird engagement letter or not?', NO_CHANGE),
  london("dreading ringing HMRC tomorrow tbh, it's always an hour on hold", NO_CHANGE),

  // New York: plain asks, with and without a time
  newYork('tomorrow 9am remind me call Mr. Chen for his 1099, he forget again', task('call Mr. Chen for his 1099', n('11-12 09:00'))),
  newYork(
    "remind me thurs 2pm to call the Russos about their homeowners renewal, premium went up 30% and they're gonna freak",
    task('call the Russos about their homeowners renewal', n('11-12 14:00')),
  ),
  newYork(
    'remind me mañana at 11 to notarize the affidavit for sra delgado porfa',
    task('notarize the affidavit for sra delgado', n('11-12 11:00')),
  ),
  newYork(
    '13wk cash fcst to board EOD fri. urgent.',
    task('13wk cash fcst to board', n('11-13 17:00'), { important: true }),
    task('13wk cash fcst to board', n('11-13 18:00'), { important: true }),
  ),
  newYork(
    'need to send the W-2 info request email to all my clients by 12/4',
    task('send the W-2 info request email to all my clients', n('12-04')),
  ),
  newYork(
    'remind me 11/30 10am to collect the Lin family Q4 estimated payment',
    task('collect the Lin family Q4 estimated payment', n('11-30 10:00')),
  ),
  newYork(
    'gotta swing by the office and grab the E&O certificate before noon',
    task('swing by the office and grab the E&O certificate', n('11-11 12:00')),
  ),
  newYork('rem: vendor aging review w/ AP tmrw 3p', task('vendor aging review w/ AP', n('11-12 15:00'))),
  newYork(
    'in an hour remind me to approve the Garcia Landscaping payroll, they need it funded by 2',
    task('approve the Garcia Landscaping payroll', inMinutes(60)),
  ),
  newYork(
    'call the court clerk about the Ramirez filing, URGENTE',
    task('call the court clerk about the Ramirez filing', null, { important: true }),
  ),
  newYork('remind me next week to follow up w Lopez on the life policy', task('follow up w Lopez on the life policy')),

  // New York: two asks in one
  newYork('call the landlord abt the leak over the copier and renew quickbooks by the 20th', [
    task('call the landlord abt the leak over the copier'),
    task('renew quickbooks', n('11-20')),
  ]),

  // New York: look like an ask, ask for nothing
  newYork('the IRS finally sent the Wongs their refund 🙌 only took 9 months', NO_CHANGE),
  newYork("when's the 1099-NEC deadline again, jan 31?", NO_CHANGE),
];

export const HUNDREDTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    "every monday 9am do the window cleaners' invoices",
    task("do the window cleaners' invoices", l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'Could you set a reminder on the 1st of each month to reconcile the practice bank account, please.',
    task('reconcile the practice bank account', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'Every other friday 4pm remind me to call my packager to check the pipeline',
    task('call my packager to check the pipeline', l('11-13 16:00'), { repeat: every('week', 2) }),
  ),
  london(
    'each weekday at 8 remind me to check the Home Office portal for decisions',
    task('check the Home Office portal for decisions', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london(
    'every 3 months from 4/1 do the client review calls',
    task('do the client review calls', l('2027-01-04'), { repeat: every('month', 3) }),
  ),
  london("pay t'office rent on the 28th every month", task("pay t'office rent", l('11-28'), { repeat: every('month') })),
  london(
    "Every year on 31/1 remind me to pay my own self assessment 😅 cobbler's children and all that",
    task('pay my own self assessment', l('2027-01-31'), { repeat: every('year') }),
  ),
  london(
    'daily at 7:30 remind me check the rate changes from the lenders',
    task('check the rate changes from the lenders', l('11-12 07:30'), { repeat: every('day') }),
  ),
  london(
    'every fortnight on tuesday please remind me to back up the case files to the external drive',
    task('back up the case files to the external drive', l('11-17'), { repeat: every('week', 2) }),
  ),
  london(
    'every thursday at half 5 lock up and set the alarm, the cleaner keeps forgetting',
    task('lock up and set the alarm', l('11-12 17:30'), { repeat: every('week') }),
  ),
  london(
    'remind me weekly, mondays at 10, to send the FCA returns tracker to my network',
    task('send the FCA returns tracker to my network', l('11-16 10:00'), { repeat: every('week') }),
  ),

  // London: a routine that asks for nothing
  london("i always do my CPD on friday afternoons, it's my quiet bit of the week", NO_CHANGE),
  london("every month it's t'same, half me clients send their receipts in late", NO_CHANGE),
  london('Does the monthly payroll reminder still go off on the 25th?', NO_CHANGE),

  // New York
  newYork(
    'every monday 10am remind me check IRS e-file rejects',
    task('check IRS e-file rejects', n('11-16 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'every 15th send the commission report to the agency',
    task('send the commission report to the agency', n('11-15'), { repeat: every('month') }),
  ),
  newYork(
    'cada viernes at 3pm remind me to drop off the notary log copies at the office',
    task('drop off the notary log copies at the office', n('11-13 15:00'), { repeat: every('week') }),
  ),
  newYork('wkly: mon 8a flash report to CEO', task('flash report to CEO', n('11-16 08:00'), { repeat: every('week') })),
  newYork(
    'run payroll for Shore Dental every other thursday starting 11/19 at 9',
    task('run payroll for Shore Dental', n('11-19 09:00'), { repeat: every('week', 2) }),
  ),
  newYork('every month on 5th remind me pay the office rent please', task('pay the office rent', n('12-05'), { repeat: every('month') })),
  newYork(
    'every weekday 7:45 check the carrier portal for new claims',
    task('check the carrier portal for new claims', n('11-12 07:45'), { repeat: every('weekday') }),
  ),
  newYork(
    'every day at 9 in the morning remind me to check the e-notary queue',
    task('check the e-notary queue', n('11-12 09:00'), { repeat: every('day') }),
  ),
  newYork(
    'every year on 1/31 remind me to send out W-2s and 1099s',
    task('send out W-2s and 1099s', n('2027-01-31'), { repeat: every('year') }),
  ),
  newYork(
    'every other monday at 11 remind me to bill the retainer clients',
    task('bill the retainer clients', n('11-16 11:00'), { repeat: every('week', 2) }),
  ),
  newYork('monthly close checklist on the 3rd, every month pls', task('monthly close checklist', n('12-03'), { repeat: every('month') })),

  // New York: a routine that asks for nothing
  newYork('every friday somebody calls asking abt their refund lol', NO_CHANGE),
  newYork('i do the bank rec every month end anyway, dont need a reminder for that', NO_CHANGE),
];

export const HUNDREDTH_SNOOZE: HeldOutItem[] = [
  // London: put-offs
  within(reminded('send Mrs Haworth her VAT figures', l('11-11 15:00')), london('not now luv, gimme an hour', snoozeFor(60))),
  within(
    reminded('ring HMRC about the Dunlop penalty', l('11-11 15:00')),
    london('Try me again at 5. The agent line queue is ridiculous right now.', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('review the Baird engagement letter', l('11-11 15:00')),
    london("Tomorrow morning please, I'm in with a client till 6.", snoozeUntil(l('11-12 09:00'))),
  ),
  within(
    reminded('chase Halifax for the Adeyemi valuation', l('11-11 15:00')),
    london('Please shift it small, 30 mins. I dey on call with client', snoozeFor(30)),
  ),
  within(
    reminded('draft grounds of appeal for Mr Shah', l('11-11 15:00')),
    london('kindly remind me after 2 hours, I am still at the tribunal', snoozeFor(120)),
  ),
  within(
    reminded('call Mrs Trelawny about her ISA allowance', l('11-11 15:00')),
    london('later, after the school run. say half 4', snoozeUntil(l('11-11 16:30'))),
  ),
  within(
    reminded('file the Mackenzie CT600', l('11-11 15:00')),
    london('Monday.', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('send the Bello remortgage pack to the lender', l('11-11 14:00')),
    london('after my 4 o clock call, around 5 ehn', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('email the sponsor licence documents to Mr Desai', l('11-11 15:00')),
    london('tomorrow after lunch I will do it', snoozeUntil(l('11-12 13:00')), snoozeUntil(l('11-12 14:00'))),
  ),
  within(reminded("update the Wests' cashflow model", l('11-11 16:00')), london('give me 10 min, just finishing a call', snoozeFor(10))),
  within(
    reminded("chase Dave's Plumbing for last quarter's fee", l('11-11 15:00')),
    london(
      'leave it till thursday, he gets paid thursdays so no point afore then',
      snoozeUntil(l('11-12')),
      snoozeUntil(l('11-12 09:00')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(
    reminded('ring the Hendersons about the transfer', l('11-11 15:00')),
    london('not today, tomorrow at 10', snoozeUntil(l('11-12 10:00'))),
  ),

  // London: "not yet" and news, which ask for nothing
  within(reminded('do the payroll for the chippy', l('11-11 15:00')), london('not yet, still waiting on their hours', NO_CHANGE)),
  within(
    reminded('send Mr Patel his client care letter', l('11-11 15:00')),
    london('Not done yet. He has changed his address again', NO_CHANGE),
  ),

  // New York: put-offs
  within(reminded('call Mrs. Lin about amended return', n('11-11 10:00')), newYork('now busy, 1 hour later ok', snoozeFor(60))),
  within(
    reminded('call the Russos about renewal', n('11-11 10:00')),
    newYork("hit me up at noon, i'm at a claim inspection in Tottenville", snoozeUntil(n('11-11 12:00'))),
  ),
  within(reminded('notarize the Delgado affidavit', n('11-11 10:00')), newYork('ahora no, en 2 horas porfa', snoozeFor(120))),
  within(reminded('review AP aging', n('11-11 10:00')), newYork('snz 45', snoozeFor(45))),
  within(
    reminded('fund the Garcia payroll', n('11-11 10:00')),
    newYork("after lunch, the client hasn't sent the hours yet", snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('send engagement letter to Wang Trading', n('11-11 10:00')),
    newYork('tomorrow morning I do', snoozeUntil(n('11-12 09:00'))),
  ),
  within(
    reminded('call court clerk re Ramirez', n('11-11 10:00')),
    newYork('estoy en la corte, remind me at 3:30', snoozeUntil(n('11-11 15:30'))),
  ),
  within(
    reminded('board deck comments', n('11-11 10:00')),
    newYork('pushing to EOD', snoozeUntil(n('11-11 17:00')), snoozeUntil(n('11-11 18:00'))),
  ),
  within(
    reminded('submit NJ quarterly for Shore Dental', n('11-11 10:00')),
    newYork('fri', snoozeUntil(n('11-13')), snoozeUntil(n('11-13 09:00')), move(ctx, '2026-11-13', null)),
  ),
  within(
    reminded('renew E&O policy', n('11-11 10:00')),
    newYork("ugh can't rn, my daughter's school called. later this afternoon like 2ish", snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('prep for the auditors call', n('11-11 10:00')),
    newYork('mon 9', snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(reminded('book the Kim dental open enrollment meeting', n('11-11 11:00')), newYork('gimme 30', snoozeFor(30))),

  // New York: "not yet", a vague "after the call", news: nothing changes (daily may ask when)
  within(reminded('follow up with Lopez on the life app', n('11-11 10:00')), newYork('not yet', NO_CHANGE)),
  within(reminded('send the Shore Dental invoice', n('11-11 10:00')), newYork('after the call', NO_CHANGE)),
  within(reminded('print Chen family 1040', n('11-11 10:00')), newYork('printer broken, waiting repair man come', NO_CHANGE)),
];

export const HUNDREDTH_CORRECTION: HeldOutItem[] = [
  // London: the task just added
  within(
    just('ring Mrs Haworth about her receipts', l('11-12 10:00')),
    london("make it half 11 instead, she dun't surface before then", move(ctx, null, '11:30')),
  ),
  within(just('submit the Mackenzie Ltd accounts', l('11-13 12:00')), london('Actually Thursday.', move(ctx, '2026-11-12', null))),
  within(
    just('send the Okonkwo family their DIP', l('11-11 16:30')),
    london('no wait, make it 5, the husband is only back from work then', move(ctx, null, '17:00')),
  ),
  within(just("file Mr Patel's spouse visa extension", l('12-04')), london('sorry I meant 3/12 not 4/12', move(ctx, '2026-12-03', null))),
  within(
    just('ring the hmrc agent line', l('11-11 17:45')),
    london("push it to tomorrow, they shut at 6 and i'll never get through today", move(ctx, '2026-11-12', null)),
  ),
  within(just('meet Mr Shah', l('11-16 10:00')), london('time is correct but date is wrong, it is tuesday', move(ctx, '2026-11-17', null))),
  within(just('email Mr Desai', null), london('sorry, Mr Dave not Mr Desai', rename(ctx, 'email Mr Dave'))),

  // London: the task reminded about
  within(
    reminded('call Mrs Trelawny', l('11-11 15:00')),
    london('can we do 4:15 instead', move(ctx, null, '16:15'), snoozeUntil(l('11-11 16:15'))),
  ),

  // London: a named task
  london('move the Trelawny review to friday 2pm', move(words('Trelawny review'), '2026-11-13', '14:00')),
  london("shift t'chippy payroll to monday, they've got a bank holiday thing", move(words('chippy payroll'), '2026-11-16', null)),
  london('Please change Mr Shah appointment to 10:30 on Monday', move(words('Mr Shah'), '2026-11-16', '10:30')),

  // London: look like corrections, are news
  london('Companies House moved everything online ages ago and I still get paper letters', NO_CHANGE),
  london('the client moved house so the valuation got cancelled by the lender', NO_CHANGE),
  london('my 2 o clock pushed back to 3 so running late for everything now', NO_CHANGE),

  // New York: the task just added
  within(just('call Mr. Chen for his 1099', n('11-12 09:00')), newYork('no, 9 too early for him, 11 better', move(ctx, null, '11:00'))),
  within(
    just('call the Russos about their homeowners renewal', n('11-12 14:00')),
    newYork('actually make it friday, same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:00')),
  ),
  within(
    just('notarize the affidavit for sra delgado', n('11-12 11:00')),
    newYork('perdón, es el 11/19 no mañana', move(ctx, '2026-11-19', null)),
  ),
  within(
    just('swing by the office and grab the E&O certificate', n('11-11 12:00')),
    newYork('eh make it 1:30, traffic on the expressway is nuts', move(ctx, null, '13:30')),
  ),
  within(just('send the W-2 info request email', n('12-04')), newYork('wait no, 12/1', move(ctx, '2026-12-01', null))),
  within(just('vendor aging review w/ AP', n('11-12 15:00')), newYork('3:30p not 3', move(ctx, null, '15:30'))),
  within(
    just('send invoice to Kim', null),
    newYork('rename that to send invoice to Kim & Associates, there are two Kims', rename(ctx, 'send invoice to Kim & Associates')),
  ),

  // New York: the task reminded about
  within(
    reminded('call the carrier about the Russo claim', n('11-11 10:00')),
    newYork("move it to 4, the adjuster's not in till then", move(ctx, null, '16:00'), snoozeUntil(n('11-11 16:00'))),
  ),

  // New York: a named task
  newYork('mv board prep → thu 8a', move(words('board prep'), '2026-11-12', '08:00')),
  newYork('push the Garcia payroll approval to 1, owner is at a job site', move(words('Garcia payroll approval'), null, '13:00')),
  newYork(
    'the Wang meeting change to next Tuesday 3pm please',
    move(words('Wang meeting'), '2026-11-17', '15:00'),
    move(words('Wang meeting'), '2026-11-24', '15:00'),
  ),

  // New York: look like corrections, are news
  newYork('IRS pushed the deadline for the hurricane counties again smh', NO_CHANGE),
  newYork("client cancelled on me again, says she'll come after thanksgiving", NO_CHANGE),
  within(
    just('call the court clerk about the Ramirez filing', null),
    newYork('the judge already moved the hearing to december', NO_CHANGE),
  ),
];

export const HUNDREDTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    "ok so um yeah, right. I need to ring Mrs Haworth about her receipts tomorrow, and, oh aye, order more envelopes, and remind me to send t'window cleaners their invoice friday. I'm jiggered honestly",
    [
      task('ring Mrs Haworth about her receipts', l('11-12')),
      task('order more envelopes'),
      task("send t'window cleaners their invoice", l('11-13')),
    ],
  ),
  london(
    "Right, where was I. The Baird letter still isn't back, which is annoying, so I'll chase Baird for the letter on Friday morning. Also need to renew the Xero subscription by the 20th, and I should really book the boiler service for the office at some point. That's it I think.",
    [
      task('chase Baird for the letter', l('11-13 09:00')),
      task('renew the Xero subscription', l('11-20')),
      task('book the boiler service for the office'),
    ],
  ),
  london(
    'Ehn so today was long o. Tomorrow 10am I need to call Nationwide about the Bello case, I should send Mrs Adeyemi the product transfer options whenever, and abeg remind me to pay the FCA fees by end of the month. God help me',
    [
      task('call Nationwide about the Bello case', l('11-12 10:00')),
      task('send Mrs Adeyemi the product transfer options'),
      task('pay the FCA fees', l('11-30')),
    ],
  ),
  london(
    "ey up. busy one. um so need to sort the chippy payroll by friday, ring the bank about the card reader, and, what else, oh pick up the parcel from the post office before 5. right that's it",
    [
      task('sort the chippy payroll', l('11-13')),
      task('ring the bank about the card reader'),
      task('pick up the parcel from the post office', l('11-11 17:00')),
    ],
  ),
  london(
    "Ok, um, tomorrow I need to, first, send Mr Patel's bundle to counsel, second, call the Home Office helpline about Mrs Mistry's biometric letter, and third pay the office electricity bill, it is overdue already",
    [
      task("send Mr Patel's bundle to counsel", l('11-12')),
      task("call the Home Office helpline about Mrs Mistry's biometric letter", l('11-12')),
      task('pay the office electricity bill', l('11-12')),
    ],
  ),
  london(
    "right, voice note while driving so bear with me. Put in the client review with the Wests on the 20th at 2, and I need to renew my PI insurance by 1/12 cos it lapses then and I'm not having that again",
    [task('client review with the Wests', l('11-20 14:00')), task('renew my PI insurance', l('12-01'))],
  ),

  // London: a decision, with or without a job
  london(
    "ok so after all that umming and ahhing I've decided I'm not renewing the Voyant licence, I'll just do the cashflow modelling in a spreadsheet, saves me twelve hundred a year",
    decision,
  ),
  london(
    "So I have thought about it well well, I'm going to stop doing the buy-to-let cases, too much wahala for small proc fee. Need to tell the two landlords by friday.",
    [decision, task('tell the two landlords', l('11-13'))],
  ),

  // London: no job at all
  london(
    'so I have been thinking whether this practice is sustainable alone, the legal aid rates are so low, clients are calling at all hours, my mother says come back to the big firm... anyway I am just tired today',
    NO_CHANGE,
  ),
  london(
    'Long day. Mr Baird finally signed, the Mackenzie accounts went in, and I actually had lunch away from my desk for once. Small wins.',
    NO_CHANGE,
  ),
  london('honestly HMRC hold music is going to be the death of me, 47 minutes today. anyway. just venting', NO_CHANGE),
  london("so um where am i with everything, like, what have i got on tomorrow, i've lost track", list('tomorrow')),

  // New York: several jobs
  newYork(
    'ok so today so many client come, I need call Mr. Chen tomorrow about 1099, also file amended return for Mrs. Lin by friday, and buy toner for printer',
    [task('call Mr. Chen about 1099', n('11-12')), task('file amended return for Mrs. Lin', n('11-13')), task('buy toner for printer')],
  ),
  newYork(
    'yo so um, crazy morning. gotta call the Russos back about the renewal, drop the Lopez app at the office by 3, and remind me to pick up my suit from the cleaners on the way home lol',
    [
      task('call the Russos back about the renewal'),
      task('drop the Lopez app at the office', n('11-11 15:00')),
      task('pick up my suit from the cleaners'),
    ],
  ),
  newYork(
    'ok mira, voice note porque estoy manejando. Tengo que, um, notarize the Delgado papers tomorrow at 11, call the court clerk about Ramirez, y, ay, buy stamps for the office. ya',
    [task('notarize the Delgado papers', n('11-12 11:00')), task('call the court clerk about Ramirez'), task('buy stamps for the office')],
  ),
  newYork('notes fr walk: fcst refresh thu / AP aging w/ controller fri 10a / book dinner w/ board chair', [
    task('fcst refresh', n('11-12')),
    task('AP aging w/ controller', n('11-13 10:00')),
    task('book dinner w/ board chair'),
  ]),
  newYork(
    'so um yeah, reminders: monday at 9 call Shore Dental about the new hire paperwork, tuesday file the NJ new hire report, and uh wednesday nothing, actually no wednesday send invoices',
    [
      task('call Shore Dental about the new hire paperwork', n('11-16 09:00')),
      task('file the NJ new hire report', n('11-17')),
      task('send invoices', n('11-18')),
    ],
  ),
  newYork(
    'bueno so, I need to renew my notary commission before it expires in january, and and and, um, call Sra. Delgado to pick up her documents, she keeps forgetting them here',
    [task('renew my notary commission'), task('call Sra. Delgado to pick up her documents')],
  ),

  // New York: a decision, with or without a job
  newYork(
    "so after looking at it all week, um, I'm switching everyone from ADP to Gusto in January, it's cheaper for my small clients and the support is better",
    decision,
  ),
  newYork("ok thinkin out loud, i'm dropping the Progressive appointment, they never send me leads. need to email my rep tmrw", [
    decision,
    task('email my rep', n('11-12')),
  ]),

  // New York: no job at all
  newYork(
    'man this week is brutal, three clients changed their pay schedules and the state portal was down all morning. i just need a coffee honestly',
    NO_CHANGE,
  ),
  newYork('today finish 6 returns, all e-file accepted, very tired but happy', NO_CHANGE),
  newYork('long story short the Russos went with another agent, whatever, their loss. gonna grab lunch', NO_CHANGE),
  newYork("think i'm overcommitted. 4 clients, 3 month-end closes the same week. something has to give", NO_CHANGE, prioritise('drop')),
];

export const HUNDREDTH_ANSWER: HeldOutItem[] = [
  // London: which task
  within(which('ring Mrs Haworth about her receipts', 'ring Mrs Haworth about her VAT'), london('2nd one luv', answer(2))),
  within(which('call Mr Shah', 'call Mrs Shah'), london('Mrs', answer(2))),
  within(
    which('chase Baird engagement letter', 'chase Baird for bank statements', "chase Baird's old accountants"),
    london('The first. The statements can wait.', answer(1)),
  ),
  within(which("chase Dave's Plumbing fee", 'chase Dave Hargreaves fee'), london("t'plumber", answer(1))),

  // London: a dilemma's choice
  within(
    askedChoice('Xero or FreeAgent for the practice?', 'Xero at £33 a month', 'FreeAgent at £19 a month'),
    london('The cheaper one. It adds up across the year with two of us.', answer(2)),
  ),
  within(
    askedChoice('Take on the Bello buy-to-let portfolio or pass?', 'take it on', 'pass'),
    london('make I just pass, the stress no worth it', answer(2)),
  ),
  within(
    askedChoice('Hire a trainee caseworker or keep doing it alone?', 'hire a trainee', 'keep going alone'),
    london('not sure yet, I need to see the legal aid contract numbers first', answer(null)),
  ),
  within(
    askedChoice('Renew Voyant or do cashflow in spreadsheets?', 'renew Voyant', 'spreadsheets'),
    london("neither tbh, I'm going to trial Truth instead", answer(null)),
  ),
  within(
    askedChoice('Take on the Bello case or refer it out?', 'take it on', 'refer it out'),
    london('go with option 2, and remind me to tell Mrs Bello tomorrow', [answer(2), task('tell Mrs Bello', l('11-12'))]),
  ),

  // London: the other questions daily asks
  within(
    askedOptions('Whether to move the office'),
    london('either stay in Leith or take a desk in a shared space in the New Town', answer(null)),
  ),
  within(
    askedMatters('Whether to move the office', 'stay in Leith', 'shared space in the New Town'),
    london('Cost mostly, and not having to get two buses in.', answer(null)),
  ),
  within(stuck('file the Mackenzie CT600'), london('waiting on the director to approve the figures', answer(null))),
  within(review('stop doing buy-to-let cases'), london('best decision I made this year honestly, I sleep better', answer(null))),

  // London: look like an answer, are something else
  within(
    which('ring Mrs Haworth about her receipts', 'ring Mrs Haworth about her VAT'),
    london('oh and add ring the bank tmrw', task('ring the bank', l('11-12'))),
  ),

  // New York: which task
  within(which('call Mr. Chen about 1099', 'call Chen Trading about payroll'), newYork('the first, the person one not company', answer(1))),
  within(which('notarize Delgado affidavit', 'call Sra. Delgado'), newYork('la segunda', answer(2))),
  within(which('call Russos about renewal', 'call Russos about the claim'), newYork('the claim one', answer(2))),
  within(which('payroll for Shore Dental', 'payroll for Garcia Landscaping', 'payroll for Kim & Associates'), newYork('3', answer(3))),

  // New York: a dilemma's choice
  within(
    askedChoice('Renew Drake or switch to Lacerte?', 'renew Drake', 'switch to Lacerte'),
    newYork('Drake, I already know it, no time learn new one in tax season', answer(1)),
  ),
  within(
    askedChoice('Hire a CSR or keep answering phones yourself?', 'hire a CSR', 'keep doing it yourself'),
    newYork("hire. i'm drowning over here", answer(1)),
  ),
  within(askedChoice('Take the 5th client or stay at 4?', 'take it', 'stay at 4'), newYork('neither rn. revisit Q1', answer(null))),
  within(
    askedChoice('Gusto or ADP for the small clients?', 'Gusto at $49/mo', 'ADP at $79/mo'),
    newYork('cheaper one obviously', answer(1)),
  ),
  within(
    askedChoice('Lease the office copier or buy one?', 'lease at $140/mo', 'buy for $2,100'),
    newYork('idk yet, gotta talk to my wife first', answer(null)),
  ),

  // New York: the other questions daily asks
  within(asked('Want me to set that for 9am or 10am?', '9am', '10am'), newYork('10 is better, she never picks up before then', answer(2))),
  within(review('switched payroll clients to Gusto'), newYork('mixed. cheaper but their support sucks lately', answer(null))),
  within(offeredKeep('You get more done on days you block the morning for returns.'), newYork('yes keep', answer(null), note)),

  // New York: look like an answer, are something else
  within(
    askedChoice('Renew Drake or switch to Lacerte?', 'renew Drake', 'switch to Lacerte'),
    newYork('what I decide last year about the software?', recall('software')),
  ),
  within(
    shown('call Mr. Chen about 1099', 'file amended return for Mrs. Lin', 'buy toner for printer'),
    newYork('2 done already', done(num(2))),
  ),
];
