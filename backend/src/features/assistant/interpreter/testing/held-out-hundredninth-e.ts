/**
 * Held-out messages, hundredninth set, part e: people who work with clients, matters, filings and sites.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Margaret, a high-street solicitor in Leicester doing wills, probate and conveyancing (completions,
 *   SDLT, the Land Registry, engrossments).
 * - Imran, an immigration adviser in Croydon whose first language is Urdu (the Home Office, BRPs,
 *   tribunal bundles; "kindly", "inshallah", "na").
 * - Rhys, an architect in Cardiff who drops into Welsh (planning officers, elevations, site meetings).
 * - Geoff, a chartered surveyor in Newcastle who writes Geordie (homebuyer reports, RICS, roofs).
 * - Priya, an HR consultant in Reading (grievances, payroll queries, CPD, client inboxes).
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Nasrin, a solo immigration lawyer in Jackson Heights whose first language is Bengali (USCIS,
 *   I-765s, N-400s, 26 Federal Plaza).
 * - Dev, a real-estate attorney in Long Island City (closings, title, payoff letters, co-op boards).
 * - Marisol, a court interpreter in the Bronx who writes fast and lowercase (dockets, agency invoices).
 * - Karen, a management consultant in Midtown (steercos, SOWs, partners, EOD).
 * - Sal, a structural engineer on Staten Island (site visits, calc packages, DOB filings, stamps).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  snoozeFor,
  snoozeUntil,
  task,
  every,
  answer,
  ctx,
  list,
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
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDNINTH_ASK: HeldOutItem[] = [
  // London: plain asks with a time
  london(
    'remind me tmrw 10am to chase the land registry on the Pickering purchase',
    task('chase the land registry on the Pickering purchase', l('11-12 10:00')),
  ),
  london(
    'Kindly remind me at half 4 to call Mr Qureshi abt his BRP, he is very much worried poor man',
    task('call Mr Qureshi abt his BRP', l('11-11 16:30')),
  ),
  london(
    'prynhawn da! can u put in "send revised elevations to the planning officer" first thing tmrw',
    task('send revised elevations to the planning officer', l('11-12 09:00')),
  ),
  london(
    'remind me quarter to 6 to send the grievance outcome letter, cant go out before legal have seen it',
    task('send the grievance outcome letter', l('11-11 17:45')),
  ),
  london(
    'need to ring the Fosters re their completion date tmrw after lunch',
    task('ring the Fosters re their completion date', l('11-12 14:00')),
    task('ring the Fosters re their completion date', l('11-12 13:00')),
  ),
  london(
    'in 2 weeks at 4pm: site meeting w/ the contractor at the Penarth house. diolch',
    task('site meeting w/ the contractor at the Penarth house', l('11-25 16:00')),
  ),
  london('remind me 4/12 to chase the RICS renewal', task('chase the RICS renewal', l('12-04'))),
  london(
    'ok so um, yeah, I keep forgetting to, um, do the payroll queries for the Bracknell client. Monday at 9 can you nudge me',
    task('do the payroll queries for the Bracknell client', l('11-16 09:00')),
  ),
  london('remind me on the 1st of every month to update my CPD log', task('update my CPD log', l('12-01'), { repeat: every('month') })),
  // London: urgent, by a deadline
  london(
    'need to file the SDLT return for the Patel purchase by EOD, its urgent - 14 day clock is nearly up',
    task('file the SDLT return for the Patel purchase', l('11-11 17:00'), { important: true }),
    task('file the SDLT return for the Patel purchase', l('11-11 18:00'), { important: true }),
  ),
  london(
    'Add submit FLR(M) application for Mrs Begum by end of the month. URGENT pls her leave runs out',
    task('submit FLR(M) application for Mrs Begum', l('11-30'), { important: true }),
  ),
  london(
    'need to get the Holloway will engrossed and signed before fri, they fly to Lanzarote on saturday',
    task('get the Holloway will engrossed and signed', l('11-13')),
    task('get the Holloway will engrossed and signed', l('11-12')),
  ),
  // London: two asks in one
  london('howay, need to write up the Jesmond homebuyer report and invoice the Gosforth lot, both by thurs', [
    task('write up the Jesmond homebuyer report', l('11-12')),
    task('invoice the Gosforth lot', l('11-12')),
  ]),
  london(
    'Pls add 2 things na. 1) print the bundle for Ahmed appeal 2) email Home Office about the late biometrics letter. Both before 6 today inshallah',
    [
      task('print the bundle for Ahmed appeal', l('11-11 18:00')),
      task('email Home Office about the late biometrics letter', l('11-11 18:00')),
    ],
  ),
  london(
    'every weekday at 9 remind me to check the client HR inbox, I missed a resignation last week',
    task('check the client HR inbox', l('11-12 09:00'), { repeat: every('weekday') }),
  ),
  // London: look like an ask, change nothing
  london('did I already set a reminder for the Whitfield probate forms?', NO_CHANGE),
  london('planning committee is on the 19th, fingers crossed they dont defer it again 🤞', NO_CHANGE),
  london('the Home Office have asked for more evidence on the Malik case, honestly they never stop', NO_CHANGE),

  // New York: plain asks with a time
  newYork(
    'Please remind me tomorrow 11am I have to call USCIS contact center for the Hossain case, receipt notice still not come',
    task('call USCIS contact center for the Hossain case', n('11-12 11:00')),
  ),
  newYork('need to file I-765 for Mr. Rahman by 12/4, his EAD is expiring', task('file I-765 for Mr. Rahman', n('12-04'))),
  newYork(
    "remind me noon tmrw - send the title report to buyer's counsel for the 44th Ave closing",
    task("send the title report to buyer's counsel for the 44th Ave closing", n('11-12 12:00')),
  ),
  newYork(
    'remind me 8am tmrw to prep glossary for the bronx supreme trial',
    task('prep glossary for the bronx supreme trial', n('11-12 08:00')),
  ),
  newYork('quarter to 9 tmrw remind me bring the badge lol forgot it last time', task('bring the badge', n('11-12 08:45'))),
  newYork(
    'in 2 wks at 4pm remind me to check in w/ Dana re the SOW renewal',
    task('check in w/ Dana re the SOW renewal', n('11-25 16:00')),
  ),
  newYork(
    'remind me sunday 8pm to print all documents for Khan interview, insha Allah interview is monday',
    task('print all documents for Khan interview', n('11-15 20:00')),
  ),
  newYork(
    'need to finish the calc package for the 3 story addition before the end of the month',
    task('finish the calc package for the 3 story addition', n('11-30')),
  ),
  newYork(
    'remind me every other tues 6pm send timesheet to the agency',
    task('send timesheet to the agency', n('11-17 18:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'remind me thurs first thing to stamp the Tottenville drawings n send em to the expediter',
    task('stamp the Tottenville drawings n send em to the expediter', n('11-12 09:00')),
    [task('stamp the Tottenville drawings', n('11-12 09:00')), task('send em to the expediter', n('11-12 09:00'))],
  ),
  // New York: urgent, two in one
  newYork(
    'Pls add: circulate the steerco deck to the client EOD, urgent - partner wants it before his flight',
    task('circulate the steerco deck to the client', n('11-11 17:00'), { important: true }),
    task('circulate the steerco deck to the client', n('11-11 18:00'), { important: true }),
  ),
  newYork(
    'two things: order the payoff letter for the Ditmars closing, and call the co-op board about the Queens Plaza sublet. first one is urgent',
    [
      task('order the payoff letter for the Ditmars closing', null, { important: true }),
      task('call the co-op board about the Queens Plaza sublet'),
    ],
  ),
  newYork(
    'add invoice the agency for oct hours and renew my court cert by the 1st',
    [task('invoice the agency for oct hours', n('12-01')), task('renew my court cert', n('12-01'))],
    [task('invoice the agency for oct hours'), task('renew my court cert', n('12-01'))],
  ),
  newYork('Need to check my CLE credits this weekend, I think I am short 4 hours', task('check my CLE credits', n('11-14'))),
  // New York: look like an ask, change nothing (or ask for something else)
  newYork('remind me what i have on fri', list('day', '2026-11-13')),
  newYork('my paralegal said she will handle the N-400 for the Akter family, alhamdulillah one less thing', NO_CHANGE),
  newYork('the DOB examiner wants revised calcs by the 20th. classic', NO_CHANGE),
];

export const HUNDREDNINTH_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('chase the land registry on the Pickering purchase', l('11-11 15:00')),
    london('not now, with a client. give me an hour', snoozeFor(60)),
  ),
  within(
    reminded('call Mr Qureshi abt his BRP', l('11-11 15:00')),
    london('Sorry I am at tribunal still, kindly remind me at 5', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('send revised elevations to the planning officer', l('11-11 15:00')),
    london('ddim nawr, tomorrow morning pls', snoozeUntil(l('11-12 09:00'))),
  ),
  within(
    reminded('write up the Jesmond homebuyer report', l('11-11 15:00')),
    london("divvent nag us man, i'm on a roof in Heaton. the morra mornin", snoozeUntil(l('11-12 09:00'))),
  ),
  within(
    reminded('send the grievance outcome letter', l('11-11 15:00')),
    london('still waiting on legal to sign it off, try me at half 5', snoozeUntil(l('11-11 17:30'))),
  ),
  within(
    reminded('ring the Fosters re their completion date', l('11-11 15:00')),
    london("after my 4 o'clock, so say 5ish", snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('email Home Office about the late biometrics letter', l('11-11 15:00')),
    london('Not yet. Will do after Asr prayer, 30 mins pls', snoozeFor(30)),
  ),
  within(reminded('sign off the door schedule', l('11-11 15:00')), london('2 awr plis, stuck in traffic on the A470', snoozeFor(120))),
  within(reminded('invoice the Gosforth lot', l('11-11 15:00')), london('aye later, after me tea. 7?', snoozeUntil(l('11-11 19:00')))),
  within(
    reminded('get the Holloway will engrossed and signed', l('11-11 12:00')),
    london("give it 20 mins, they're just parking", snoozeFor(20)),
  ),
  within(
    reminded('update my CPD log', l('11-11 12:00')),
    london('snooze till mon 9, not touching CPD this week', snoozeUntil(l('11-16 09:00'))),
  ),
  within(
    reminded('do the payroll queries for the Bracknell client', l('11-11 15:00')),
    london("can we do friday instead? today's a write-off", move(ctx, '2026-11-13', null), snoozeUntil(l('11-13 15:00'))),
  ),
  within(
    reminded('file the SDLT return for the Patel purchase', l('11-11 15:00')),
    london('bit later - say 45 mins? the client hasnt sent his NI number yet', snoozeFor(45)),
  ),
  // London: "not yet" that asks nothing, and news that only looks like a put-off
  within(reminded('print the bundle for Ahmed appeal', l('11-11 15:00')), london("not yet, printer's jammed again 🙄", NO_CHANGE)),
  within(reminded('check the client HR inbox', l('11-11 15:00')), london('not yet no', NO_CHANGE)),
  within(
    reminded('print the bundle for Ahmed appeal', l('11-11 15:00')),
    london('Tribunal has adjourned the hearing to next month, they just told me', NO_CHANGE),
  ),

  // New York
  within(
    reminded('call USCIS contact center for the Hossain case', n('11-11 10:00')),
    newYork('Brother I am on hold with other line, 1 hour later please', snoozeFor(60)),
  ),
  within(
    reminded("send the title report to buyer's counsel for the 44th Ave closing", n('11-11 10:00')),
    newYork('at a closing til 1. ping me at 1:30', snoozeUntil(n('11-11 13:30'))),
  ),
  within(
    reminded('invoice the agency for oct hours', n('11-11 10:00')),
    newYork('in court rn try me on the lunch break like 1', snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('circulate the steerco deck to the client', n('11-11 10:00')),
    newYork('back-to-backs till 2, circle back after that', snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('stamp the Tottenville drawings', n('11-11 10:00')),
    newYork('on site, no signal half the time. tmrw morning', snoozeUntil(n('11-12 09:00'))),
  ),
  within(
    reminded('order the payoff letter for the Ditmars closing', n('11-11 10:00')),
    newYork('push it 3 hrs, lender portal is down again', snoozeFor(180)),
  ),
  within(
    reminded('check in w/ Dana re the SOW renewal', n('11-11 10:00')),
    newYork(
      "Dana's OOO till Monday, remind me then",
      snoozeUntil(n('11-16 09:00')),
      snoozeUntil(n('11-16 10:00')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  within(
    reminded('finish the calc package for the 3 story addition', n('11-11 10:00')),
    newYork("after the inspection, it's at 11 so noonish", snoozeUntil(n('11-11 12:00'))),
  ),
  within(
    reminded('file I-765 for Mr. Rahman', n('11-11 10:00')),
    newYork('Client not yet send me the photos. remind me tomorrow 3pm', snoozeUntil(n('11-12 15:00'))),
  ),
  within(reminded('renew my court cert', n('11-11 10:00')), newYork('snooze 45', snoozeFor(45))),
  within(
    reminded('call the co-op board about the Queens Plaza sublet', n('11-11 09:30')),
    newYork("later. the managing agent doesn't pick up before 11 anyway", snoozeUntil(n('11-11 11:00')), snoozeFor(60)),
  ),
  within(reminded('send the weekly status note to the client', n('11-11 10:00')), newYork('after this call', snoozeFor(60), NO_CHANGE)),
  // New York: "not yet" that asks nothing, and news that only looks like a put-off
  within(
    reminded('print all documents for Khan interview', n('11-11 10:00')),
    newYork('Not yet bhai, toner is finish. I will do', NO_CHANGE),
  ),
  within(reminded('renew my court cert', n('11-11 10:00')), newYork('nope not yet', NO_CHANGE)),
  within(reminded('prep glossary for the bronx supreme trial', n('11-11 10:00')), newYork('trial got pushed to january lol', NO_CHANGE)),
];

export const HUNDREDNINTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('chase the land registry on the Pickering purchase'), london('done ✅', done())),
  within(shown('Holloway will signing', 'SDLT return for the Patel purchase', 'ring the Fosters'), london('done 2', done(num(2)))),
  within(
    shown('Holloway will signing', 'SDLT return for the Patel purchase', 'ring the Fosters'),
    london("did 1 and 3, 2's waiting on the client", [done(num(1)), done(num(3))]),
  ),
  within(
    reminded('email Home Office about the late biometrics letter'),
    london('Sent the email to Home Office Alhamdulillah. Now we wait 😅', done(), done(words('Home Office'))),
  ),
  within(reminded('send revised elevations to the planning officer'), london('wedi gwneud - sent them over this morning, diolch', done())),
  london('finished the Jesmond report, canny job if a say so meself', done(words('Jesmond report'))),
  within(reminded('send the grievance outcome letter'), london("it's gone. fingers crossed they don't appeal", done())),
  within(
    shown('Gosforth invoice', 'RICS renewal', 'Heaton roof report'),
    london('2 n 3 sorted, 1 still to do', [done(num(2)), done(num(3))]),
  ),
  london('Bracknell payroll queries - all done, tick it off', done(words('Bracknell payroll queries'))),
  within(which('call Mr Fletcher re probate', 'call Mrs Fletcher re her will'), london('the second one', done(num(2)), [answer(2)])),
  within(reminded('print the bundle for Ahmed appeal'), london('Yes printed and paginated, 312 pages 😩', done())),
  within(reminded('update my CPD log'), london('logged my 3 hours from the webinar so thats that', done())),
  // London: news that looks like a tick, changes nothing
  london('the Alder Road completion finally went through, buyers were in tears bless them', NO_CHANGE),
  london('Mrs Begum visa is granted!! So happy for her', NO_CHANGE),
  within(
    just('submit planning drawings for the Penarth house'),
    london("the council said they've already validated the application, quicker than usual", NO_CHANGE),
  ),
  within(reminded('print the bundle for Ahmed appeal'), london("done?? I haven't even started lol", NO_CHANGE)),

  // New York: ticks
  within(
    shown('Hossain USCIS call', 'Rahman I-765', 'Khan interview documents'),
    newYork('1 done. 2 also done', [done(num(1)), done(num(2))]),
  ),
  within(reminded("send the title report to buyer's counsel for the 44th Ave closing"), newYork('sent', done())),
  newYork('invoiced the agency finally', done(words('agency'))),
  within(reminded('circulate the steerco deck to the client'), newYork("Deck's out. Partner made me change the font twice 🙃", done())),
  newYork('stamped n sent the tottenville set', done(words('tottenville'))),
  within(
    reminded('call USCIS contact center for the Hossain case'),
    newYork('I called them, they say case is still processing. Nothing more to do for now', done()),
  ),
  within(
    shown('timesheet to the agency', 'court cert renewal', 'glossary for the bronx trial', 'badge'),
    newYork('done w 3 and 4', [done(num(3)), done(num(4))]),
  ),
  within(reminded('print all documents for Khan interview'), newYork('Printed all, kept in the file. Passport copies also', done())),
  within(
    shown('order the payoff letter for the Ditmars closing', 'call the co-op board', 'review the rider'),
    newYork('all 3 done, going home', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  newYork('the Ditmars closing is done done, funds wired', done(words('Ditmars')), NO_CHANGE),
  within(
    reminded('finish the calc package for the 3 story addition'),
    newYork('yeah its finished, sent to the architect w/ a note abt the beam at grid C', done()),
  ),
  within(
    reminded('check in w/ Dana re the SOW renewal'),
    newYork('Spoke to Dana - renewal is a go, she wants the draft by the 20th', done()),
  ),
  // New York: news that looks like a tick, or a question, changes nothing
  newYork('USCIS approved the Akter N-400 🎉🎉', NO_CHANGE),
  within(
    just('finish the calc package for the 3 story addition'),
    newYork('the steel guy is done with his shop drawings finally', NO_CHANGE),
  ),
  newYork('did i mark the Rahman filing done?', NO_CHANGE),
];

export const HUNDREDNINTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('chase the land registry on the Pickering purchase', l('11-12 10:00')),
    london('make it 11:30 actually', move(ctx, null, '11:30')),
  ),
  within(just('call Mr Qureshi abt his BRP', l('11-11 16:30')), london('Sorry, I mean tomorrow not today', move(ctx, '2026-11-12', null))),
  within(
    just('site meeting w/ the contractor at the Penarth house', l('11-25 16:00')),
    london("na, make that the 26th, the builder's off on the Wednesday", move(ctx, '2026-11-26', null)),
  ),
  within(
    just('write up the Jesmond homebuyer report', l('11-12')),
    london("no wait, friday. thursday's chocka", move(ctx, '2026-11-13', null)),
  ),
  london('move the Bracknell payroll queries to tue 2pm', move(words('Bracknell payroll queries'), '2026-11-17', '14:00')),
  within(
    reminded('ring the Fosters re their completion date', l('11-11 15:00')),
    london("push it to tomorrow, they've gone quiet", move(ctx, '2026-11-12', null), snoozeUntil(l('11-12 15:00'))),
  ),
  within(
    just('submit FLR(M) application for Mrs Begum', l('11-30')),
    london('Not 30th, deadline is 27th. Please correct it', move(ctx, '2026-11-27', null)),
  ),
  london('the Penarth site meeting - change it to 9am pls', move(words('Penarth site meeting'), null, '09:00')),
  within(just('chase the RICS renewal', l('12-04')), london('sorry meant the 14th not the 4th', move(ctx, '2026-12-14', null))),
  within(
    just('send the grievance outcome letter', l('11-11 17:45')),
    london('quarter to 5 not 6, legal finish at 5', move(ctx, null, '16:45')),
  ),
  within(
    just('get the Holloway will engrossed and signed', l('11-13')),
    london('and make it 10am, Mr H is sharpest in the morning', move(ctx, null, '10:00')),
  ),
  within(
    just('invoice the Gosforth lot', l('11-12')),
    london('howay not thurs, the 2nd of december, they pay on the 1st', move(ctx, '2026-12-02', null)),
  ),
  within(
    reminded('check the client HR inbox', l('11-11 15:00')),
    london('can you shift this one to half 3 from now on', move(ctx, null, '15:30')),
  ),
  // London: look like a correction, are news
  london('the Fosters have moved their completion to the 27th', NO_CHANGE),
  within(
    just('print the bundle for Ahmed appeal', l('11-11 18:00')),
    london('Tribunal moved the hearing to 3 December, they emailed just now', NO_CHANGE),
  ),
  london('planning officer moved our meeting to 4pm, annoying as i was nearly there', NO_CHANGE),

  // New York
  within(
    just('call USCIS contact center for the Hossain case', n('11-12 11:00')),
    newYork('Sorry make it 2:30, morning I have master hearing', move(ctx, null, '14:30')),
  ),
  within(just('file I-765 for Mr. Rahman', n('12-04')), newYork('actually 12/2, i want some buffer', move(ctx, '2026-12-02', null))),
  within(just('prep glossary for the bronx supreme trial', n('11-12 08:00')), newYork('no 7 not 8', move(ctx, null, '07:00'))),
  newYork("move the Dana SOW check-in to fri 3pm, she's slammed", move(words('Dana SOW'), '2026-11-13', '15:00')),
  within(
    reminded('stamp the Tottenville drawings', n('11-11 10:00')),
    newYork('push to thurs, expediter isnt in till then', move(ctx, '2026-11-12', null), snoozeUntil(n('11-12 10:00'))),
  ),
  within(
    just("send the title report to buyer's counsel for the 44th Ave closing", n('11-12 12:00')),
    newYork('wait no, 11/13 noon', move(ctx, '2026-11-13', '12:00'), move(ctx, '2026-11-13', null)),
  ),
  within(
    just('print all documents for Khan interview', n('11-15 20:00')),
    newYork(
      'Sunday is not good, family function. Saturday same time please',
      move(ctx, '2026-11-14', null),
      move(ctx, '2026-11-14', '20:00'),
    ),
  ),
  newYork('change the badge reminder to 8:15', move(words('badge'), null, '08:15')),
  within(just('send the weekly status note to the client', n('11-13 16:00')), newYork('oh and make it 5 not 4', move(ctx, null, '17:00'))),
  newYork('the great kills site visit is now 11/23, same time', move(words('great kills site visit'), '2026-11-23', null)),
  within(
    reminded('call the co-op board about the Queens Plaza sublet', n('11-11 10:00')),
    newYork("let's say 3:15 instead, managing agent's at lunch till then", move(ctx, null, '15:15'), snoozeUntil(n('11-11 15:15'))),
  ),
  within(
    just('check my CLE credits', n('11-14')),
    newYork('Sorry not this weekend, next Sunday 11/22. this weekend is wedding', move(ctx, '2026-11-22', null)),
  ),
  // New York: look like a correction, are news or a vague ask
  newYork("closing on 31st ave got pushed to december, buyer's mortgage commitment expired", NO_CHANGE),
  within(just('invoice the agency for oct hours', null), newYork('the agency moved payday to the 15th smh', NO_CHANGE)),
  newYork('can you move things around on friday for me, its a mess', NO_CHANGE),
];
