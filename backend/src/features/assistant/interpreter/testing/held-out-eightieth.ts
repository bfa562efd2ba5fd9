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
  NO_CHANGE,
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
  EIGHTIETH_AGENDA,
  EIGHTIETH_BARE,
  EIGHTIETH_DECISION,
  EIGHTIETH_DILEMMA,
  EIGHTIETH_FEELING,
  EIGHTIETH_FREE_TIME,
  EIGHTIETH_GREETING,
  EIGHTIETH_PRIORITISE,
  EIGHTIETH_QUESTION,
  EIGHTIETH_RECALL,
  EIGHTIETH_STATEMENT,
  EIGHTIETH_THANKS,
  EIGHTIETH_UNCLEAR,
} from './held-out-eightieth-b';

/**
 * The eightieth held-out set (part one): fourteen people who each run a one-person
 * professional-services firm. On London time (day-first dates): a bookkeeper in Croydon, an
 * immigration solicitor in Birmingham, an HR consultant in Glasgow who writes in Scots turns of
 * phrase ("the morra", "the noo", "aboot", "tae"), an architect in Islington, a mortgage broker in
 * Nottingham, a tax accountant in Belfast and a recruitment consultant in Canary Wharf. On New York
 * time (month-first dates): a CPA in Flushing whose first language is Korean, a paralegal doing
 * notary work in Newark, an insurance broker on Staten Island, a UX consultant in Greenpoint, an
 * immigration consultant in Jackson Heights who writes English as a second language (Bengali), a
 * grant writer in Boston and a small-business lawyer in Baltimore. They mix office shorthand (EOD,
 * COB, end of play, w/c 14th, Q4, self-assessment, 1099s, retainer, engagement letter, KYC) with
 * tired late-night texting and voice notes dictated between clients: typos, lower case, replies to
 * a reminder just sent, references to the last numbered list, corrections of the task just made,
 * and plenty of news and worries that must change nothing. Read at HELD_OUT_NOW: Wednesday
 * 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per firm. */
const CROYDON_LIST = {
  listed: [
    'Chase Mrs Okafor for bank statements',
    'Payroll for the dental practice',
    'Reconcile Patel & Sons VAT',
    'File CIS returns for Dunmore Builders',
  ],
};
const WHARF_LIST = {
  listed: ['Call Barclays re quant role', 'Send Hannah the shortlist', 'Chase contractor timesheets', 'Update LinkedIn job ads'],
};
const ARCH_LIST = {
  listed: [
    'Chase Building Control',
    'Steel beam sign-off Canonbury',
    'Revise fee proposal for the Hackney school',
    'Order A1 plotter paper',
  ],
};
const NEWARK_LIST = {
  listed: ['Notarize the Alvarez deed', 'File the Delgado affidavit', 'Order new notary stamp', 'Call the county clerk re apostille'],
};
const BOSTON_LIST = {
  listed: [
    'Barr LOI budget narrative',
    'Pull the 990 for the Mass Cultural Council app',
    'Email the ED re board letters',
    'Update the grants calendar',
  ],
};
const FLUSHING_LIST = {
  listed: ['Mr. Kim Q4 estimate', 'Send 1099 letters', 'Lee family trust K-1', 'Renew PTIN'],
};

export const EIGHTIETH_ASK: HeldOutItem[] = [
  london('chase Mrs Okafor for her bank statements tmrw 10am', task('chase Mrs Okafor for her bank statements', l('11-12 10:00'))),
  london('reconcile the Patel & Sons VAT return by fri', task('reconcile the Patel & Sons VAT return', l('11-13'))),
  london(
    'remind me to submit the Adeyemi skilled worker visa app by 5 today',
    task('submit the Adeyemi skilled worker visa app', l('11-11 17:00')),
  ),
  london(
    'gonnae remind me the morra at 9 tae phone the union rep aboot the grievance',
    task('phone the union rep aboot the grievance', l('11-12 09:00')),
  ),
  london(
    'send the planning drawings for 14 Barnsbury Rd to the council 03/12',
    task('send the planning drawings for 14 Barnsbury Rd to the council', l('12-03')),
  ),
  london(
    'KYC docs for the Whitfields EOD',
    task('KYC docs for the Whitfields', l('11-11 17:00')),
    task('KYC docs for the Whitfields', l('11-11')),
  ),
  london(
    'self-assessment for Ciaran Doherty is due 31/1, remind me the week before',
    task('self-assessment for Ciaran Doherty', l('2027-01-24 12:00')),
  ),
  london(
    'call the hiring manager at Barclays re the quant role at half 2 tmrw',
    task('call the hiring manager at Barclays re the quant role', l('11-12 14:30')),
  ),
  london(
    'in 20 mins ring HMRC agent line about the Kowalski penalty',
    task('ring HMRC agent line about the Kowalski penalty', inMinutes(20)),
  ),
  london('site visit at the Canonbury loft conversion mon 8:30', task('site visit at the Canonbury loft conversion', l('11-16 08:30'))),
  london(
    'ay up, need to get the Singh remortgage case submitted to Nationwide by end of play thurs',
    task('get the Singh remortgage case submitted to Nationwide', l('11-12 17:00')),
    task('get the Singh remortgage case submitted to Nationwide', l('11-12')),
  ),
  london(
    "send Declan the engagement letter the day, it's important",
    task('send Declan the engagement letter', l('11-11'), { important: true }),
  ),
  london('w/c 14th book in the Q1 pipeline review w Hannah', task('book in the Q1 pipeline review w Hannah', l('12-14'))),
  london(
    'renew my ARB registration before Dec 3',
    task('renew my ARB registration', l('12-02')),
    task('renew my ARB registration', l('12-03')),
  ),
  newYork('remind me send 1099 reminder letter to all client by 11/30', task('send 1099 reminder letter to all client', n('11-30'))),
  newYork('tomorrow 2pm meeting Mr. Kim about his Q4 estimated tax', task('meeting Mr. Kim about his Q4 estimated tax', n('11-12 14:00'))),
  newYork('notarize the Alvarez deed at 11:30', task('notarize the Alvarez deed', n('11-11 11:30'))),
  newYork(
    'call Mrs Russo about her flood policy renewal thurs at 10',
    task('call Mrs Russo about her flood policy renewal', n('11-12 10:00')),
  ),
  newYork('send the usability test findings to Fernwood by Dec 3', task('send the usability test findings to Fernwood', n('12-03'))),
  newYork(
    'please remind me tomorrow morning 9 oclock for call Mr Hossain about his green card interview letter',
    task('call Mr Hossain about his green card interview letter', n('11-12 09:00')),
  ),
  newYork('LOI for the Barr Foundation is due 12/3, remind me the day before', task('LOI for the Barr Foundation', n('12-02'))),
  newYork(
    'draft the operating agreement for Chesapeake Bagel Co by COB friday',
    task('draft the operating agreement for Chesapeake Bagel Co', n('11-13 17:00')),
    task('draft the operating agreement for Chesapeake Bagel Co', n('11-13')),
  ),
  newYork('in an hour and a half ping Leah re figma handoff', task('ping Leah re figma handoff', inMinutes(90))),
  newYork(
    'ASAP get the COI out to the GC for Giordano Construction',
    task('get the COI out to the GC for Giordano Construction', null, { important: true }),
    task('get the COI out to the GC for Giordano Construction'),
  ),
  newYork('retainer invoice to the Pham family trust on the 1st', task('retainer invoice to the Pham family trust', n('12-01'))),
];

export const EIGHTIETH_RECURRING: HeldOutItem[] = [
  london(
    'every month on the 7th do payroll for the Croydon dental practice',
    task('do payroll for the Croydon dental practice', l('12-07'), { repeat: every('month') }),
  ),
  london(
    'every 3 months check the VAT deadlines, starting 1st dec',
    task('check the VAT deadlines', l('12-01'), { repeat: every('month', 3) }),
  ),
  london(
    'every monday 9am check the Home Office portal for decisions',
    task('check the Home Office portal for decisions', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'every friday at 4 send the wee weekly update tae the client at Clydeside Engineering',
    task('send the wee weekly update tae the client at Clydeside Engineering', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london(
    'every other tuesday 10am design team meeting for the Hackney school job',
    task('design team meeting for the Hackney school job', l('11-17 10:00'), { repeat: every('week', 2) }),
  ),
  london(
    'every weekday 8am check the lender rate changes',
    task('check the lender rate changes', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london(
    'remind me every year on 31 jan about the self assessment deadline',
    task('the self assessment deadline', l('2027-01-31 12:00'), { repeat: every('year') }),
    task('self assessment deadline', l('2027-01-31 12:00'), { repeat: every('year') }),
  ),
  london(
    'every thurs 5pm chase outstanding timesheets from contractors',
    task('chase outstanding timesheets from contractors', l('11-12 17:00'), { repeat: every('week') }),
  ),
  london(
    'reconcile the bank feeds every day at 6',
    task('reconcile the bank feeds', l('11-11 18:00'), { repeat: every('day') }),
    task('reconcile the bank feeds', l('11-12 06:00'), { repeat: every('day') }),
  ),
  london(
    'fortnightly on wednesdays at 2, payroll queries clinic at the Paisley office',
    task('payroll queries clinic at the Paisley office', l('11-18 14:00'), { repeat: every('week', 2) }),
  ),
  london(
    'check PI insurance renewal every year 1st of march',
    task('check PI insurance renewal', l('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  london(
    'each month on the 28th send the proc fee statement to the network',
    task('send the proc fee statement to the network', l('11-28'), { repeat: every('month') }),
  ),
  newYork(
    'every monday 9am check IRS e-services for client notice',
    task('check IRS e-services for client notice', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'every weekday at 4:30 log the notary journal entries',
    task('log the notary journal entries', n('11-11 16:30'), { repeat: every('weekday') }),
  ),
  newYork(
    'every 15th of the month send the renewal list to the carriers',
    task('send the renewal list to the carriers', n('11-15'), { repeat: every('month') }),
  ),
  newYork(
    'standup with the Fernwood team every weekday 9:45',
    task('standup with the Fernwood team', n('11-12 09:45'), { repeat: every('weekday') }),
  ),
  newYork(
    'every saturday 11am free consultation hour at the community center',
    task('free consultation hour at the community center', n('11-14 11:00'), { repeat: every('week') }),
  ),
  newYork(
    'every other friday send the grants pipeline update to the ED',
    task('send the grants pipeline update to the ED', n('11-13'), { repeat: every('week', 2) }),
  ),
  newYork(
    'remind me on the 1st of every month to bill retainer clients',
    task('bill retainer clients', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'every year 1/15 Q4 estimated payment reminder to clients',
    task('Q4 estimated payment reminder to clients', n('2027-01-15 12:00'), { repeat: every('year') }),
  ),
  newYork('every day at 8am check the claims inbox', task('check the claims inbox', n('11-12 08:00'), { repeat: every('day') })),
  newYork('invoice Fernwood every 2 weeks on monday', task('invoice Fernwood', n('11-16'), { repeat: every('week', 2) })),
];

const OVERDUE_L = l('11-11 14:00');
const OVERDUE_N = n('11-11 09:00');

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

export const EIGHTIETH_SNOOZE: HeldOutItem[] = [
  within(reminded('Chase Mrs Okafor for her bank statements', OVERDUE_L), london('with a client, give me half an hour', snoozeFor(30))),
  within(
    reminded('Submit the Adeyemi visa application', OVERDUE_L),
    london('in a hearing til 4, remind me after', snoozeUntil(l('11-11 16:00')), move(ctx, '2026-11-11', '16:00')),
  ),
  within(reminded('Phone the union rep', OVERDUE_L), london('no the noo, gie us an hour', snoozeFor(60))),
  within(reminded('Send revised drawings to the QS', OVERDUE_L), london('on site all day, tomorrow', ...toDayL('11-12'))),
  within(reminded('Chase the valuation for the Singhs', OVERDUE_L), london('driving duck, 15 mins', snoozeFor(15))),
  within(
    reminded('Ring Declan about the engagement letter', OVERDUE_L),
    london(
      'leave it til tomorrow morning so',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('Call the Barclays hiring manager', OVERDUE_L), london('in a screening call, 45', snoozeFor(45))),
  within(reminded('Reconcile the bank feeds', OVERDUE_L), london('snooze til monday', ...toDayL('11-16'))),
  within(
    reminded('Draft the Ahmed appeal grounds', OVERDUE_L),
    london("push to 8pm, I'll do it once the kids are down", snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(reminded('Send the disciplinary outcome letter', OVERDUE_L), london('efter ma lunch, 2 hours', snoozeFor(120))),
  within(reminded('Chase Building Control', OVERDUE_L), london('next week pls', ...toDayL('11-16'))),
  within(
    reminded('Send Hannah the shortlist', OVERDUE_L),
    london('end of play', snoozeUntil(l('11-11 17:00')), move(ctx, '2026-11-11', '17:00'), move(ctx, null, '17:00')),
  ),
  within(reminded('Call Mr. Kim about Q4 estimate', OVERDUE_N), newYork('client is here now. 1 hour later please', snoozeFor(60))),
  within(reminded('Notarize the Alvarez deed', OVERDUE_N), newYork('signer running late, 20 min', snoozeFor(20))),
  within(
    reminded('Call Mrs Russo about flood renewal', OVERDUE_N),
    newYork("on the expressway, remind me when i'm back, like 11:30", snoozeUntil(n('11-11 11:30')), move(ctx, '2026-11-11', '11:30')),
  ),
  within(reminded('Send the findings deck to Fernwood', OVERDUE_N), newYork('tmrw', ...toDayN('11-12'))),
  within(reminded('Call Mr Hossain about interview letter', OVERDUE_N), newYork('please remind again after 2 hour', snoozeFor(120))),
  within(
    reminded('Finish the Barr LOI budget narrative', OVERDUE_N),
    newYork(
      'friday morning',
      snoozeUntil(n('11-13 09:00')),
      snoozeUntil(n('11-13 08:00')),
      move(ctx, '2026-11-13', '09:00'),
      move(ctx, '2026-11-13', '08:00'),
    ),
  ),
  within(
    reminded('Draft the Chesapeake Bagel operating agreement', OVERDUE_N),
    newYork('in a depo, 3pm', snoozeUntil(n('11-11 15:00')), move(ctx, '2026-11-11', '15:00')),
  ),
  within(reminded('Send 1099 reminder letters', OVERDUE_N), newYork('snooze 90 min', snoozeFor(90))),
  within(reminded('File the Delgado affidavit', OVERDUE_N), newYork('monday', ...toDayN('11-16'))),
  within(reminded('Get the COI to Giordano', OVERDUE_N), newYork('ugh later', snoozeFor(60))),
  within(
    reminded("Review Leah's figma handoff", OVERDUE_N),
    newYork('after lunch, 1:30', snoozeUntil(n('11-11 13:30')), move(ctx, '2026-11-11', '13:30')),
  ),
];

export const EIGHTIETH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Chase Mrs Okafor for her bank statements', l('11-12 10:00')), london('no make it 11:30', move(ctx, null, '11:30'))),
  within(
    talkedOf('Send the planning drawings for 14 Barnsbury Rd to the council', l('12-03 12:00')),
    london('sorry meant 02/12', move(ctx, '2026-12-02', null)),
  ),
  within(
    talkedOf('Call the hiring manager at Barclays re the quant role', l('11-12 14:30')),
    london("she's moved it to 4", move(ctx, null, '16:00')),
  ),
  within(
    talkedOf('Site visit at the Canonbury loft conversion', l('11-16 08:30')),
    london('client cant do monday, tuesday same time', move(ctx, '2026-11-17', null), move(ctx, '2026-11-17', '08:30')),
  ),
  within(talkedOf('Phone the union rep aboot the grievance', l('11-12 09:00')), london('naw, hauf ten', move(ctx, null, '10:30'))),
  within(
    talkedOf('Get the Singh remortgage case submitted to Nationwide', l('11-12 17:00')),
    london('actually next wednesday, still waiting on his payslips', move(ctx, '2026-11-18', null)),
  ),
  within(
    talkedOf('Self-assessment for Ciaran Doherty', l('2027-01-24 12:00')),
    london("make that the 17th jan, he's always late with his paperwork", move(ctx, '2027-01-17', null)),
  ),
  within(
    talkedOf('Ring HMRC agent line about the Kowalski penalty', inMinutes(20)),
    london('queue is mental now, do 5 instead', move(ctx, null, '17:00')),
  ),
  london('move the Adeyemi submission to tomorrow 9am', move(words('Adeyemi'), '2026-11-12', '09:00')),
  london('push the Q1 pipeline review to w/c 4th jan', move(words('Q1 pipeline review'), '2027-01-04', null)),
  within(
    talkedOf('Site visit at the Canonbury loft conversion', l('11-16 08:30')),
    london('builders start early, 7:45', move(ctx, null, '07:45')),
  ),
  london('shift the Clydeside update tae thursday', move(words('Clydeside'), '2026-11-12', null)),
  within(talkedOf('KYC docs for the Whitfields', l('11-11 17:00')), london('oops not today, tomoz 10', move(ctx, '2026-11-12', '10:00'))),
  within(
    talkedOf('Meeting Mr. Kim about his Q4 estimated tax', n('11-12 14:00')),
    newYork('sorry he say 3pm not 2', move(ctx, null, '15:00')),
  ),
  within(talkedOf('Notarize the Alvarez deed', n('11-11 11:30')), newYork('they pushed to 1:15', move(ctx, null, '13:15'))),
  within(
    talkedOf('Call Mrs Russo about her flood policy renewal', n('11-12 10:00')),
    newYork('make it friday', move(ctx, '2026-11-13', null)),
  ),
  within(
    talkedOf('Send the usability test findings to Fernwood', n('12-03 12:00')),
    newYork('wait its 12/1 not 12/3', move(ctx, '2026-12-01', null)),
  ),
  within(
    talkedOf('Call Mr Hossain about his green card interview letter', n('11-12 09:00')),
    newYork('sorry not 9, make 10:30 because morning I am at court with other client', move(ctx, null, '10:30')),
  ),
  within(
    talkedOf('LOI for the Barr Foundation', n('12-02 12:00')),
    newYork('actually give me two days, 12/1', move(ctx, '2026-12-01', null)),
  ),
  within(
    talkedOf('Draft the operating agreement for Chesapeake Bagel Co', n('11-13 17:00')),
    newYork('client needs it by thursday COB', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '17:00')),
  ),
  newYork('move the Russo call to 11/16 at 9:30', move(words('Russo'), '2026-11-16', '09:30')),
  within(talkedOf('Ping Leah re figma handoff', inMinutes(90)), newYork('make it 2pm', move(ctx, null, '14:00'))),
  newYork('bump the Pham retainer invoice to the 2nd', move(words('Pham'), '2026-12-02', null)),
  within(
    talkedOf('Notarize the Alvarez deed', n('11-11 11:30')),
    newYork('no tomorrow same time', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '11:30')),
  ),
];

export const EIGHTIETH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Chase Mrs Okafor for her bank statements'),
    london('rename it chase Mrs Okafor for Oct + Nov bank statements', rename(ctx, 'chase Mrs Okafor for Oct + Nov bank statements')),
  ),
  within(CROYDON_LIST, london('rename 4 to CIS300 return for Dunmore Builders', rename(num(4), 'CIS300 return for Dunmore Builders'))),
  within(
    talkedOf('Submit the Adeyemi skilled worker visa app'),
    london('should say spouse visa not skilled worker', rename(ctx, 'Submit the Adeyemi spouse visa app')),
  ),
  within(
    talkedOf('Phone the union rep aboot the grievance'),
    london('can ye change that tae: phone Unite rep re Morrison grievance', rename(ctx, 'phone Unite rep re Morrison grievance')),
  ),
  london(
    "rename the Canonbury one to 'Canonbury loft - steel beam sign-off'",
    rename(words('Canonbury'), 'Canonbury loft - steel beam sign-off'),
  ),
  within(
    talkedOf('KYC docs for the Whitfields'),
    london("call it 'KYC + proof of deposit, Whitfields'", rename(ctx, 'KYC + proof of deposit, Whitfields')),
  ),
  within(
    talkedOf('Send Declan the engagement letter'),
    london(
      'change it to send Declan Byrne the engagement letter + fee quote',
      rename(ctx, 'send Declan Byrne the engagement letter + fee quote'),
    ),
  ),
  within(
    WHARF_LIST,
    london('no 3 should be chase contractor timesheets - Meridian only', rename(num(3), 'chase contractor timesheets - Meridian only')),
  ),
  london(
    "change 'reconcile Patel & Sons VAT' to 'Patel & Sons Q3 VAT + fuel scale charge'",
    rename(words('reconcile Patel & Sons VAT'), 'Patel & Sons Q3 VAT + fuel scale charge'),
  ),
  london('the grievance one, retitle it Morrison grievance hearing prep', rename(words('grievance'), 'Morrison grievance hearing prep')),
  within(
    talkedOf('Send the planning drawings for 14 Barnsbury Rd to the council'),
    london("typo, it's 41 Barnsbury Rd not 14", rename(ctx, 'Send the planning drawings for 41 Barnsbury Rd to the council')),
  ),
  within(NEWARK_LIST, newYork('rename #3 order new NJ notary stamp + journal', rename(num(3), 'order new NJ notary stamp + journal'))),
  within(
    talkedOf('Meeting Mr. Kim about his Q4 estimated tax'),
    newYork(
      'please change name to: meeting Mr. Kim Sung-ho Q4 estimate and 2027 plan',
      rename(ctx, 'meeting Mr. Kim Sung-ho Q4 estimate and 2027 plan'),
    ),
  ),
  newYork("rename the Russo one 'Russo - flood + homeowners renewal'", rename(words('Russo'), 'Russo - flood + homeowners renewal')),
  within(
    talkedOf('Send the usability test findings to Fernwood'),
    newYork('title should be: fernwood usability readout deck', rename(ctx, 'fernwood usability readout deck')),
  ),
  within(
    talkedOf('Call Mr Hossain about his green card interview letter'),
    newYork('name is wrong, it is Hussain with u not Hossain', rename(ctx, 'Call Mr Hussain about his green card interview letter')),
  ),
  within(BOSTON_LIST, newYork('change 2 to pull the 990 + audit for the MCC app', rename(num(2), 'pull the 990 + audit for the MCC app'))),
  within(
    talkedOf('Draft the operating agreement for Chesapeake Bagel Co'),
    newYork('rename: Chesapeake Bagel LLC operating agmt (2 members)', rename(ctx, 'Chesapeake Bagel LLC operating agmt (2 members)')),
  ),
  newYork("rename the figma one to review Leah's figma handoff + tokens", rename(words('figma'), "review Leah's figma handoff + tokens")),
  within(
    talkedOf('File the Delgado affidavit'),
    newYork(
      "it's an affidavit of service actually, retitle it File the Delgado affidavit of service",
      rename(ctx, 'File the Delgado affidavit of service'),
    ),
  ),
  within(
    BOSTON_LIST,
    newYork("last one -> 'update the grants calendar w Q1 deadlines'", rename(num(4), 'update the grants calendar w Q1 deadlines')),
  ),
];

export const EIGHTIETH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Chase Mrs Okafor for her bank statements'), london('scrap that, she just emailed them over', remove(ctx), done(ctx))),
  within(CROYDON_LIST, london('delete 2, the dental practice has gone in-house for payroll', remove(num(2)))),
  london('cancel the Ahmed appeal reminder, client withdrew instructions', remove(words('Ahmed'))),
  within(
    talkedOf('Send the wee weekly update tae the client at Clydeside Engineering'),
    london("bin that, the contract's ended", remove(ctx)),
  ),
  within(ARCH_LIST, london('take 3 off, we lost the tender', remove(num(3)))),
  london("get rid of the Singh remortgage, they're staying on the SVR", remove(words('Singh remortgage'))),
  within(talkedOf('Self-assessment for Ciaran Doherty'), london("ah delete it, he's away to another accountant so he is", remove(ctx))),
  within(WHARF_LIST, london('remove 4 - marketing do the linkedin ads now', remove(num(4)))),
  london('delete the CIS one for Dunmore, they went into administration', remove(words('CIS'))),
  within(talkedOf('Site visit at the Canonbury loft conversion'), london('nvm, project on hold, delete', remove(ctx))),
  london('cancel "send Hannah the shortlist", role got pulled', remove(words('send Hannah the shortlist'))),
  within(
    talkedOf('Send 1099 reminder letter to all client'),
    newYork('please delete, my assistant already send them', remove(ctx), done(ctx)),
  ),
  within(NEWARK_LIST, newYork('delete #4 no apostille needed after all', remove(num(4)))),
  newYork('drop the Giordano COI task, they went with another agency', remove(words('Giordano'))),
  within(talkedOf('Standup with the Fernwood team'), newYork('kill it, engagement wrapped', remove(ctx))),
  newYork('please remove reminder for Mr Hossain, he will come himself to office', remove(words('Hossain'))),
  within(BOSTON_LIST, newYork('scratch 3', remove(num(3)))),
  within(talkedOf('Retainer invoice to the Pham family trust'), newYork("don't need that one, they prepaid through March", remove(ctx))),
  newYork('nix the Fernwood invoice reminder', remove(words('Fernwood invoice'))),
  within(talkedOf('File the Delgado affidavit of service'), newYork("take it off, the attorney's filing it herself", remove(ctx))),
  newYork('get rid of the grants pipeline update, ED said skip it till jan', remove(words('grants pipeline update'))),
  within(FLUSHING_LIST, newYork('number 4 no need, I renew already last week', remove(num(4)), done(num(4)))),
];

export const EIGHTIETH_DONE: HeldOutItem[] = [
  within(reminded('Chase Mrs Okafor for her bank statements', OVERDUE_L), london('got them 🙌', done(ctx))),
  within(CROYDON_LIST, london('1 and 3 sorted', [done(num(1)), done(num(3))])),
  within(reminded('Submit the Adeyemi skilled worker visa app', OVERDUE_L), london('submitted, biometrics booked for the 20th', done(ctx))),
  within(reminded('Phone the union rep aboot the grievance', OVERDUE_L), london('aye spoke tae him, aw sorted', done(ctx))),
  london('building control chased, tick it off', done(words('building control'))),
  within(reminded('KYC docs for the Whitfields', OVERDUE_L), london('all in and certified', done(ctx))),
  within(reminded('Send Declan the engagement letter', OVERDUE_L), london('sent it there now', done(ctx))),
  within(WHARF_LIST, london('shortlist sent to hannah', done(words('shortlist')), done(num(2)))),
  within(
    reminded('Ring HMRC agent line about the Kowalski penalty', OVERDUE_L),
    london('finally got through, penalty cancelled', done(ctx)),
  ),
  london("disciplinary outcome letter's away", done(words('disciplinary outcome letter'))),
  within(reminded('Chase outstanding timesheets from contractors', OVERDUE_L), london('chased, all in', done(ctx))),
  within(reminded('Reconcile the bank feeds', OVERDUE_L), london('halfway through, still going', NO_CHANGE)),
  within(reminded('Send 1099 reminder letter to all client', OVERDUE_N), newYork('finish. all sent by email', done(ctx))),
  within(reminded('Notarize the Alvarez deed', OVERDUE_N), newYork('notarized and logged', done(ctx))),
  within(NEWARK_LIST, newYork('done 2 and 3', [done(num(2)), done(num(3))])),
  newYork('called mrs russo, she renewed', done(words('russo'))),
  within(reminded('Send the usability test findings to Fernwood', OVERDUE_N), newYork('shipped', done(ctx))),
  within(
    reminded('Call Mr Hossain about his green card interview letter', OVERDUE_N),
    newYork('I called him already, everything ok', done(ctx)),
  ),
  within(BOSTON_LIST, newYork('barr budget narrative is DONE', done(words('barr')), done(num(1)))),
  within(
    reminded('Draft the operating agreement for Chesapeake Bagel Co', OVERDUE_N),
    newYork('drafted, sent to client for comments', done(ctx)),
  ),
  within(reminded('Ping Leah re figma handoff', OVERDUE_N), newYork('yep pinged her', done(ctx))),
  within(reminded('Check the claims inbox', OVERDUE_N), newYork('inbox zero baby', done(ctx))),
  within(reminded('Log the notary journal entries', OVERDUE_N), newYork('not yet', NO_CHANGE)),
];

const WHICH_CALL = {
  pending: {
    about: 'which_task' as const,
    options: ['Call the Barclays hiring manager', 'Call Hannah re the shortlist', 'Call Meridian about timesheets'],
  },
};
const WHICH_NOTARY = {
  pending: { about: 'which_task' as const, options: ['Notarize the Alvarez deed', 'Notarize the Okonkwo power of attorney'] },
};
const HACKNEY = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take the Hackney school job at a reduced fee?',
    options: ['Take it', 'Walk away'],
  },
};
const PRICING = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Move to value pricing or keep hourly billing?',
    options: ['Value pricing', 'Keep hourly'],
  },
};
const SMALL_PAYROLLS = { pending: { about: 'review' as const, decision: 'Stopped doing payroll for firms under 5 staff' } };
const PAID_CONSULTS = { pending: { about: 'review' as const, decision: 'Started charging for initial consultations' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Mornings are for deep work, calls after 2' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Clients pay faster on a retainer' } };
const PLAN_TIME = { pending: { about: 'other' as const, question: 'Morning plan at 7 or 8?', options: ['7', '8'] } };
const REVIEW_DAY = {
  pending: { about: 'other' as const, question: 'Send the weekly review on Friday or Sunday?', options: ['Friday', 'Sunday'] },
};

export const EIGHTIETH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('hannah', answer(2))),
  within(WHICH_CALL, london('the barclays one', answer(1))),
  within(WHICH_CALL, london('third', answer(3))),
  within(HACKNEY, london('walk away, not worth it at that fee', answer(2))),
  within(HACKNEY, london("take it, it's a good portfolio piece", answer(1))),
  within(HACKNEY, london('havnt decided yet, speaking to my partner tonight', answer(null))),
  within(SMALL_PAYROLLS, london('honestly best thing I did this year, fewer headaches', answer(null))),
  within(KEEP_L, london('aye keep that', answer(null), note)),
  within(PLAN_TIME, london('8 please', answer(2))),
  within(PLAN_TIME, london('seven', answer(1))),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Join a mortgage network or go directly authorised?',
        options: ['Join a network', 'Go DA'],
      },
    },
    london('the compliance burden mostly, and not losing a chunk of my proc fees', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'Draft the Ahmed appeal grounds' } },
    london('waiting on the bundle from the Home Office', answer(null)),
  ),
  within(WHICH_NOTARY, newYork('okonkwo', answer(2))),
  within(WHICH_NOTARY, newYork('the deed', answer(1))),
  within(PRICING, newYork('keep hourly for now', answer(2))),
  within(PRICING, newYork('first option', answer(1))),
  within(PAID_CONSULTS, newYork('mixed. less tire kickers but 2 good ones walked', answer(null))),
  within(KEEP_N, newYork('yes save', answer(null), note)),
  within(KEEP_N, newYork('no need', answer(null))),
  within(REVIEW_DAY, newYork('sunday evening', answer(2))),
  within(REVIEW_DAY, newYork('fri', answer(1))),
  within(
    { pending: { about: 'stuck', task: 'Finish the Barr LOI budget narrative' } },
    newYork("ED hasn't sent me the program budget yet", answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I get help for tax season?' } },
    newYork('maybe part time seasonal preparer, or outsource to the firm in Bayside', answer(null)),
  ),
];

export const EIGHTIETH_RAMBLE: HeldOutItem[] = [
  london(
    'right so voice note, need to chase Mrs Okafor for her statements, um, do the Patel VAT by friday and ring the Dunmore lads about their CIS',
    [task('chase Mrs Okafor for her statements'), task('do the Patel VAT', l('11-13')), task('ring the Dunmore lads about their CIS')],
  ),
  london(
    'tomorrow 9 call the Adeyemis, 11 conference with counsel on the Ahmed appeal, then send the client care letter to the new Polish family',
    [
      task('call the Adeyemis', l('11-12 09:00')),
      task('conference with counsel on the Ahmed appeal', l('11-12 11:00')),
      task('send the client care letter to the new Polish family'),
    ],
    [
      task('call the Adeyemis', l('11-12 09:00')),
      task('conference with counsel on the Ahmed appeal', l('11-12 11:00')),
      task('send the client care letter to the new Polish family', l('11-12')),
    ],
  ),
  london(
    'awright so the morra I need tae phone Morag at Clydeside aboot the restructure, draft the consultation letters and book the meeting room at the Paisley office',
    [
      task('phone Morag at Clydeside aboot the restructure', l('11-12')),
      task('draft the consultation letters', l('11-12')),
      task('book the meeting room at the Paisley office', l('11-12')),
    ],
    [
      task('phone Morag at Clydeside aboot the restructure', l('11-12')),
      task('draft the consultation letters'),
      task('book the meeting room at the Paisley office'),
    ],
  ),
  london(
    'voice note from the car... um send the revised elevations to the planning officer, uh chase the structural engineer for the calcs and order A1 paper for the plotter',
    [
      task('send the revised elevations to the planning officer'),
      task('chase the structural engineer for the calcs'),
      task('order A1 paper for the plotter'),
    ],
  ),
  london(
    'ay up, so need to submit the Whitfield case, ring the solicitor on the Carter purchase and get the Singh KYC done by end of play friday',
    [
      task('submit the Whitfield case'),
      task('ring the solicitor on the Carter purchase'),
      task('get the Singh KYC done', l('11-13 17:00')),
    ],
    [task('submit the Whitfield case'), task('ring the solicitor on the Carter purchase'), task('get the Singh KYC done', l('11-13'))],
  ),
  london(
    'right, send out the engagement letters to the three new clients, chase HMRC on the Doherty repayment and book the office Christmas lunch for 18/12',
    [
      task('send out the engagement letters to the three new clients'),
      task('chase HMRC on the Doherty repayment'),
      task('book the office Christmas lunch', l('12-18')),
    ],
    [
      task('send out the engagement letters to the three new clients'),
      task('chase HMRC on the Doherty repayment'),
      task('book the office Christmas lunch for 18/12'),
    ],
  ),
  london('tmrw: 8:30 call with Meridian, 12 lunch with the Barclays HM at Roka, 4 prep Aisha for her final', [
    task('call with Meridian', l('11-12 08:30')),
    task('lunch with the Barclays HM at Roka', l('11-12 12:00')),
    task('prep Aisha for her final', l('11-12 16:00')),
  ]),
  london(
    "honestly don't know how I'm going to get through january, self assessment season is already giving me palpitations and half my clients haven't sent a single receipt",
    NO_CHANGE,
  ),
  london('that wis a long day. three grievance hearings back tae back and naebody happy at the end o it', NO_CHANGE),
  london(
    '1) invoice the Hackney school for stage 3 2) renew the ARB registration 3) book Tom for the measured survey on Thursday',
    [
      task('invoice the Hackney school for stage 3'),
      task('renew the ARB registration'),
      task('book Tom for the measured survey', l('11-12')),
    ],
    [
      task('invoice the Hackney school for stage 3'),
      task('renew the ARB registration'),
      task('book Tom for the measured survey on Thursday'),
    ],
  ),
  london('so um, update the linkedin ads, send Meridian the contract extension and chase the two candidates who ghosted me', [
    task('update the linkedin ads'),
    task('send Meridian the contract extension'),
    task('chase the two candidates who ghosted me'),
  ]),
  newYork(
    'today I need finish Mrs Lee trust return, call IRS practitioner line about Park notice, and tomorrow morning 10 meeting with Chen family',
    [
      task('finish Mrs Lee trust return'),
      task('call IRS practitioner line about Park notice'),
      task('meeting with Chen family', n('11-12 10:00')),
    ],
    [
      task('finish Mrs Lee trust return', n('11-11')),
      task('call IRS practitioner line about Park notice', n('11-11')),
      task('meeting with Chen family', n('11-12 10:00')),
    ],
  ),
  newYork('ok notarize the Okonkwo POA at 2, scan the Delgado exhibits and call the county clerk about the apostille', [
    task('notarize the Okonkwo POA', n('11-11 14:00')),
    task('scan the Delgado exhibits'),
    task('call the county clerk about the apostille'),
  ]),
  newYork(
    'so uh on the way to a client, need to get quotes from Travelers and Hanover for the Giordano GL, uh, send Mrs Russo her flood dec page and call the body shop about the Marino claim',
    [
      task('get quotes from Travelers and Hanover for the Giordano GL'),
      task('send Mrs Russo her flood dec page'),
      task('call the body shop about the Marino claim'),
    ],
  ),
  newYork('need to synthesize the interview notes, send Fernwood the invoice and book the usability lab for 12/8', [
    task('synthesize the interview notes'),
    task('send Fernwood the invoice'),
    task('book the usability lab', n('12-08')),
  ]),
  newYork(
    'tomorrow I have to go uscis field office 8am with Mrs Begum, after that prepare the N-400 for Rahman brother and also call translator for birth certificate',
    [
      task('go uscis field office with Mrs Begum', n('11-12 08:00')),
      task('prepare the N-400 for Rahman brother'),
      task('call translator for birth certificate'),
    ],
    [
      task('go uscis field office with Mrs Begum', n('11-12 08:00')),
      task('prepare the N-400 for Rahman brother', n('11-12')),
      task('call translator for birth certificate', n('11-12')),
    ],
  ),
  newYork('ok so draft the Barr LOI, pull the board list for the Kresge app and email Marisol about the site visit by thursday', [
    task('draft the Barr LOI'),
    task('pull the board list for the Kresge app'),
    task('email Marisol about the site visit', n('11-12')),
  ]),
  newYork(
    'file the articles of organization for the bagel place, send the Pham engagement letter, and review the lease for the Fells Point client by friday COB',
    [
      task('file the articles of organization for the bagel place'),
      task('send the Pham engagement letter'),
      task('review the lease for the Fells Point client', n('11-13 17:00')),
    ],
    [
      task('file the articles of organization for the bagel place'),
      task('send the Pham engagement letter'),
      task('review the lease for the Fells Point client', n('11-13')),
    ],
  ),
  newYork('so tired. 11 pm still in office last night and tax season not even start yet', NO_CHANGE),
  newYork("had the call with the bagel guys, they're fighting about the equity split again, I just sat there on the clock", NO_CHANGE),
  newYork(
    'ok brain dump: reply to the Notion recruiter, fix the prototype links for Leah, and invoice Fernwood before the 15th',
    [task('reply to the Notion recruiter'), task('fix the prototype links for Leah'), task('invoice Fernwood', n('11-14'))],
    [task('reply to the Notion recruiter'), task('fix the prototype links for Leah'), task('invoice Fernwood', n('11-15'))],
  ),
  newYork('driving back over the verrazzano, traffic is insane, three renewals today and every one of them wants a discount', NO_CHANGE),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_EIGHTIETH_KINDS: Record<string, HeldOutItem[]> = {
  ask: EIGHTIETH_ASK,
  recurring: EIGHTIETH_RECURRING,
  snooze: EIGHTIETH_SNOOZE,
  correction: EIGHTIETH_CORRECTION,
  rename: EIGHTIETH_RENAME,
  remove: EIGHTIETH_REMOVE,
  done: EIGHTIETH_DONE,
  answer: EIGHTIETH_ANSWER,
  ramble: EIGHTIETH_RAMBLE,
  greeting: EIGHTIETH_GREETING,
  thanks: EIGHTIETH_THANKS,
  feeling: EIGHTIETH_FEELING,
  question: EIGHTIETH_QUESTION,
  statement: EIGHTIETH_STATEMENT,
  decision: EIGHTIETH_DECISION,
  dilemma: EIGHTIETH_DILEMMA,
  recall: EIGHTIETH_RECALL,
  prioritise: EIGHTIETH_PRIORITISE,
  agenda: EIGHTIETH_AGENDA,
  free_time: EIGHTIETH_FREE_TIME,
  unclear: EIGHTIETH_UNCLEAR,
  bare: EIGHTIETH_BARE,
};

export const HELD_OUT_EIGHTIETH: HeldOutItem[] = Object.values(HELD_OUT_EIGHTIETH_KINDS).flat();
