/**
 * Held-out messages, hundredsecond set, part a: asks, recurring asks, snoozes, corrections,
 * voice-note rambles and answers, read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 *
 * The people:
 * - London time (day-first dates, Europe/London):
 *   - Nusrat, a freelance graphic designer in Hackney whose first language is Bengali (menus, logos,
 *     wedding cards for local businesses and family friends).
 *   - Gareth, an architect running a two-person practice in Bath with his colleague Tom (extensions,
 *     listed buildings, planning drawings).
 *   - Pauline, an interior designer in Harrogate who writes some Yorkshire (curtains, blinds, barn
 *     conversions, suppliers in Leeds and Otley).
 *   - Craig, a wedding and events videographer in Newcastle who writes some Geordie (shoots, drones,
 *     footage back-ups, editing licences).
 *   - Jess, a sign-writer and mural painter in Margate (enamel paint, scaffold towers, café boards,
 *     outdoor walls that depend on the weather).
 * - New York time (month-first dates, America/New_York):
 *   - Dev, a UX freelancer in Williamsburg who writes in fast lowercase (figma handoffs, research,
 *     fintech clients).
 *   - Claire, a copywriter in Park Slope (drafts, retainers, late payers, day rates).
 *   - Min-ji, an illustrator in Sunnyside whose first language is Korean (publishers, sketches, zines).
 *   - Rafe, who owns a brand studio in SoHo and writes in clipped shorthand (proposals, deposits,
 *     timesheets, hiring).
 *   - Andrés, a freelance video editor in Jackson Heights whose first language is Colombian Spanish
 *     (rough cuts, wedding videos, invoices, frame.io).
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked what matters most in a dilemma whose options it knows. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily asked what the options of a dilemma are. */
const askedOptions = (question: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question },
});

export const HUNDREDSECOND_ASK: HeldOutItem[] = [
  // London: asks with a time, day-first dates, clock words
  london('pls remind me tmrw 10am to send the logo files to Rahim bhai', task('send the logo files to Rahim bhai', l('11-12 10:00'))),
  london(
    "need to get the Widcombe planning drawings submitted by friday, the portal's been playing up all week so don't let me leave it",
    task('get the Widcombe planning drawings submitted', l('11-13')),
  ),
  london(
    "remind us half 4 to ring Mrs Atkinson about t'curtain fabric, she's been mithering since Monday",
    task("ring Mrs Atkinson about t'curtain fabric", l('11-11 16:30')),
  ),
  london(
    'av got to back up the Hendersons wedding footage first thing the morra, divvent let us forget like',
    task('back up the Hendersons wedding footage', l('11-12 09:00')),
    task('back up the Hendersons wedding footage', l('11-12 08:00')),
  ),
  london(
    "URGENT order more one shot lettering white, i'm completely out and the Dreamland job starts monday",
    task('order more one shot lettering white', null, { important: true }),
  ),
  london('call Mendip Stone at noon tmrw about the lintels, and send Julia the revised floor plans by the end of the month', [
    task('call Mendip Stone about the lintels', l('11-12 12:00')),
    task('send Julia the revised floor plans', l('11-30')),
  ]),
  london(
    'Inshallah finishing the Brick Lane bakery menu today. remind me quarter to 6 to export the PDF and send to them',
    task('export the PDF and send to them', l('11-11 17:45')),
  ),
  london(
    'remind me to renew the premiere pro licence in 2 weeks at 4pm, it runs out on the 26th like',
    task('renew the premiere pro licence', l('11-25 16:00')),
  ),
  london(
    'Site visit at the Ripon barn conversion 4/12 at 10, can you pop that in love',
    task('site visit at the Ripon barn conversion', l('12-04 10:00')),
  ),
  london(
    'tmrw after lunch prime the wall on Northdown Rd, before the rain comes in on friday',
    task('prime the wall on Northdown Rd', l('11-12 14:00')),
    task('prime the wall on Northdown Rd', l('11-12 13:00')),
  ),
  london(
    'Remind me to send the fee proposal to the Lansdown clients EOD please, they want it before their meeting tomorrow',
    task('send the fee proposal to the Lansdown clients', l('11-11 17:00')),
    task('send the fee proposal to the Lansdown clients', l('11-11 18:00')),
  ),
  london(
    'Tomorrow evening 7pm I have to call Nasreen apa for her wedding card design, please remember me',
    task('call Nasreen apa for her wedding card design', l('11-12 19:00')),
  ),
  london(
    'book the scaffold tower from HSS for 20/11, the Cliftonville wall is too high for ladders',
    task('book the scaffold tower from HSS', l('11-20')),
    task('book the scaffold tower from HSS for 20/11', null),
  ),
  // London: look like asks, change nothing
  london('did i already send the invoice to the Hackney Wick brewery or not?? cant remember', NO_CHANGE),
  london('the Civic Centre job is doing my head in man, three revisions and they still divvent know what they want', NO_CHANGE),
  london('printer just rang, the banners are done and ready to collect 🙌', NO_CHANGE),

  // New York: asks with a time, month-first dates, clock words
  newYork('remind me 11/20 at 3 to send the figma handoff to the devs', task('send the figma handoff to the devs', n('11-20 15:00'))),
  newYork(
    "need to finish the second draft of the about page by thurs eod, the client's on vacation after that",
    task('finish the second draft of the about page', n('11-12 17:00')),
    task('finish the second draft of the about page', n('11-12 18:00')),
  ),
  newYork(
    'please remind me tomorrow 2pm, send sketch to publisher. they are waiting from last week',
    task('send sketch to publisher', n('11-12 14:00')),
  ),
  newYork(
    'tmrw 9a — call Meridian re: rebrand scope. urgent.',
    task('call Meridian re: rebrand scope', n('11-12 09:00'), { important: true }),
  ),
  newYork('plis remind me mañana at 10 to send the rough cut to Valentina', task('send the rough cut to Valentina', n('11-12 10:00'))),
  newYork('pay the adobe bill today and renew my sketch license by 11/18', [
    task('pay the adobe bill', n('11-11')),
    task('renew my sketch license', n('11-18')),
  ]),
  newYork(
    'Remind me to send the invoice for the Sweetgreen newsletter on 12/1, they only pay on the first anyway',
    task('send the invoice for the Sweetgreen newsletter', n('12-01')),
  ),
  newYork('EOM: chase Halcyon for the 40% deposit. 3rd time asking.', task('chase Halcyon for the 40% deposit', n('11-30'))),
  newYork(
    'I need to buy new nib for the tablet pen before Saturday. remind me friday noon please',
    task('buy new nib for the tablet pen', n('11-13 12:00')),
  ),
  newYork(
    'ay no, tengo que mandar la factura a Juan Pablo. remind me in an hour pls',
    task('mandar la factura a Juan Pablo', inMinutes(60)),
    task('send the invoice to Juan Pablo', inMinutes(60)),
  ),
  newYork(
    'ok real quick — update portfolio w the banking app case study, first thing monday',
    task('update portfolio w the banking app case study', n('11-16 09:00')),
    task('update portfolio w the banking app case study', n('11-16 08:00')),
  ),
  newYork(
    'Remind me at noon to pitch the Greenpoint coffee roaster — they said send something before the holidays',
    task('pitch the Greenpoint coffee roaster', n('11-11 12:00')),
  ),
  newYork('tomorrow upload the reel to vimeo and on friday invoice Camila 🙏', [
    task('upload the reel to vimeo', n('11-12')),
    task('invoice Camila', n('11-13')),
  ]),
  newYork('proposal to Kite & Co by 11/24 4p. important', task('proposal to Kite & Co', n('11-24 16:00'), { important: true })),
  // New York: look like asks, change nothing
  newYork('what time is that figma office hours thing tomorrow', NO_CHANGE),
  newYork('CLIENT FINALLY PAID!!! 🎉 only 63 days late', NO_CHANGE),
  newYork(
    'I have to send the publisher my sketches tomorrow but I am so nervous, they are very famous',
    NO_CHANGE,
    task('send the publisher my sketches', n('11-12')),
  ),
];

export const HUNDREDSECOND_RECURRING: HeldOutItem[] = [
  // London: repeating asks
  london(
    'every month on the 1st remind me to pay studio rent to Mr Ahmed',
    task('pay studio rent to Mr Ahmed', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'Every Monday at 9 I want to go through the fee tracker with Tom, can you set that up',
    task('go through the fee tracker with Tom', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    "every other friday send t'invoices out, first lot this friday",
    task("send t'invoices out", l('11-13'), { repeat: every('week', 2) }),
  ),
  london(
    'each weekday at 8 post a story on the insta, need to keep on top of it like',
    task('post a story on the insta', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london(
    "every wednesday 4pm check the weather for next week's outdoor walls",
    task("check the weather for next week's outdoor walls", l('11-11 16:00'), { repeat: every('week') }),
  ),
  london(
    'Every day at 9pm remind me backup the laptop on the hard drive, last month I lost everything',
    task('backup the laptop on the hard drive', l('11-11 21:00'), { repeat: every('day') }),
  ),
  london('renew the ARB registration every year on 2 Jan', task('renew the ARB registration', l('2027-01-02'), { repeat: every('year') })),
  london(
    'remind us every 2 weeks on a tuesday to ring the upholsterer in Knaresborough',
    task('ring the upholsterer in Knaresborough', l('11-17'), { repeat: every('week', 2) }),
  ),
  london(
    "sundays at 8pm charge all the batteries for monday's shoots, every week mind",
    task("charge all the batteries for monday's shoots", l('11-15 20:00'), { repeat: every('week') }),
  ),
  london(
    'on 15 of every month I send the VAT money to separate account, please remind',
    task('send the VAT money to separate account', l('11-15'), { repeat: every('month') }),
  ),
  // London: talk about a routine, ask for nothing
  london('i always do my invoices on a friday anyway so dont worry about that one', NO_CHANGE),
  london("Every Monday it's t'same, clients ringing before I've even had me brew", NO_CHANGE),
  london('We used to do a Friday pin-up of all the drawings, might bring that back in the new year', NO_CHANGE),

  // New York: repeating asks
  newYork(
    'remind me every monday at 9:45 to prep for the fintech standup',
    task('prep for the fintech standup', n('11-16 09:45'), { repeat: every('week') }),
  ),
  newYork(
    'Can you remind me on the first of each month to send my retainer invoice to Hearth?',
    task('send my retainer invoice to Hearth', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'Every weekday 7am, I do drawing warm up 30 min. please remind me',
    task('drawing warm up', n('11-12 07:00'), { repeat: every('weekday') }),
    task('drawing warm up 30 min', n('11-12 07:00'), { repeat: every('weekday') }),
  ),
  newYork('wkly fri 4p — studio timesheets', task('studio timesheets', n('11-13 16:00'), { repeat: every('week') })),
  newYork(
    'todos los lunes a las 9 remind me to backup the drives to the NAS',
    task('backup the drives to the NAS', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'every other thurs at 2 send the research digest to the team',
    task('send the research digest to the team', n('11-12 14:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    "every day at 6pm log my hours in harvest, i keep forgetting and then it's chaos at invoice time",
    task('log my hours in harvest', n('11-11 18:00'), { repeat: every('day') }),
  ),
  newYork('every month 20th, send invoice to the agency', task('send invoice to the agency', n('11-20'), { repeat: every('month') })),
  newYork('mthly 28th: payroll check', task('payroll check', n('11-28'), { repeat: every('month') })),
  newYork(
    'cada viernes a las 5 mandar el reporte de horas a la agencia, remind me please',
    task('mandar el reporte de horas a la agencia', n('11-13 17:00'), { repeat: every('week') }),
    task('send the hours report to the agency', n('11-13 17:00'), { repeat: every('week') }),
  ),
  newYork(
    'every wednesday at 11 check in with the dev team',
    task('check in with the dev team', n('11-11 11:00'), { repeat: every('week') }),
  ),
  newYork('Every weekday 8:30a inbox zero.', task('inbox zero', n('11-12 08:30'), { repeat: every('weekday') })),
  // New York: talk about a routine, ask for nothing
  newYork('lol i open figma every single morning before coffee, is that a problem', NO_CHANGE),
  newYork("my weekly call with the Hearth people is always tuesdays, it's already in my gcal", NO_CHANGE),
  newYork('I already have every monday reminder for the invoices, right?', NO_CHANGE),
];

export const HUNDREDSECOND_SNOOZE: HeldOutItem[] = [
  // London: put-offs with a length or a time
  within(reminded('Send Rahim the logo files', l('11-11 15:00')), london('busy now bhai, give me one hour', snoozeFor(60))),
  within(
    reminded('Call Mendip Stone about the lintels', l('11-11 15:00')),
    london('On site til 5, try me then', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('Ring Mrs Atkinson', l('11-11 15:00')),
    london("leave it while 5 love, I'm stood in a client's kitchen", snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('Back up the Hendersons footage', l('11-11 15:00')),
    london('haway man not the now, am mid edit. gimme half an hour', snoozeFor(30)),
  ),
  within(
    reminded('Prime the Northdown Rd wall', l('11-11 15:00')),
    london('up a ladder lol. tomorrow morning', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(
    reminded('Export the bakery menu PDF', l('11-11 15:00')),
    london('I am going to pray now, remind at 4.30 pls', snoozeUntil(l('11-11 16:30'))),
  ),
  within(
    reminded('Send fee proposal to Lansdown clients', l('11-11 15:00')),
    london("after my 4 o'clock call, so say half 5", snoozeUntil(l('11-11 17:30'))),
  ),
  within(
    reminded('Send Sophie and Dan the wedding teaser', l('11-11 15:00')),
    london("friday pet, they're on honeymoon til thursday anyway", snoozeUntil(l('11-13')), snoozeUntil(l('11-13 09:00'))),
  ),
  within(reminded('Invoice the Kingsdown café', l('11-11 15:00')), london('snooze til monday 9', snoozeUntil(l('11-16 09:00')))),
  within(reminded('Chase the Cliftonville deposit', l('11-11 15:00')), london('2 hours, hands are covered in gold leaf', snoozeFor(120))),
  within(
    reminded('Check the Royal Crescent drawings', l('11-11 15:00')),
    london('Can we do this tomorrow at 8 instead? I need a clear head for it', snoozeUntil(l('11-12 08:00'))),
  ),
  // London: put-offs that ask nothing, or no time daily can use
  within(reminded('Order the fabric samples', l('11-11 15:00')), london("not yet, nowt's come back from the supplier", NO_CHANGE)),
  within(
    reminded('Send invoice to Shapla restaurant', l('11-11 15:00')),
    london('no not yet, still doing the changes they asked', NO_CHANGE),
  ),
  within(reminded('Email the Glasshouse about load-in', l('11-11 15:00')), london('after the call wi the couple', NO_CHANGE)),

  // New York: put-offs with a length or a time
  within(reminded('Send figma handoff', n('11-11 10:00')), newYork('ugh not rn. 1h', snoozeFor(60))),
  within(
    reminded('Finish about page draft', n('11-11 10:00')),
    newYork("after lunch? I'm mid-flow on something else", snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('Send sketch to publisher', n('11-11 10:00')),
    newYork('Sorry now I am in coffee shop without laptop. please remind 3pm', snoozeUntil(n('11-11 15:00'))),
  ),
  within(reminded('Call Meridian re scope', n('11-11 10:00')), newYork('snooze til noon', snoozeUntil(n('11-11 12:00')))),
  within(
    reminded('Send rough cut to Valentina', n('11-11 10:00')),
    newYork('uy no, todavía exportando 😩 dame como 45 min', snoozeFor(45)),
  ),
  within(
    reminded('Pitch the Greenpoint roaster', n('11-11 10:00')),
    newYork('Tomorrow morning — I want to sleep on the angle', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00'))),
  ),
  within(
    reminded('Buy new pen nib', n('11-11 10:00')),
    newYork('I go to art store on Saturday, remind me that day', snoozeUntil(n('11-14')), snoozeUntil(n('11-14 09:00'))),
  ),
  within(reminded('Chase Halcyon deposit', n('11-11 10:00')), newYork('later. 4p', snoozeUntil(n('11-11 16:00')))),
  within(reminded('Pay the adobe bill', n('11-11 10:00')), newYork("push me to 5, card's at home", snoozeUntil(n('11-11 17:00')))),
  within(
    reminded('Send Hearth retainer invoice', n('11-11 10:00')),
    newYork("hold off till monday, they're restructuring and told me to wait", snoozeUntil(n('11-16')), snoozeUntil(n('11-16 09:00'))),
  ),
  within(reminded('Studio timesheets', n('11-11 10:00')), newYork('2h', snoozeFor(120))),
  // New York: "not yet" that asks nothing
  within(reminded('Update portfolio case study', n('11-11 10:00')), newYork('not yet lol', NO_CHANGE)),
  within(reminded('Invoice Camila', n('11-11 10:00')), newYork("todavía no, she didn't approve the final cut yet", NO_CHANGE)),
  within(reminded('Email Jiyoung about zine cover', n('11-11 10:00')), newYork('Not yet... I will do it soon', NO_CHANGE)),
];

export const HUNDREDSECOND_CORRECTION: HeldOutItem[] = [
  // London: changes to the task just added or reminded about
  within(
    just('Send the logo files to Rahim bhai', l('11-12 10:00')),
    london('sorry make it 11:30, he has meeting until 11', move(ctx, null, '11:30')),
  ),
  within(
    just('Call Mendip Stone about the lintels', l('11-12 12:00')),
    london("Actually make that Friday, they're shut Thursdays", move(ctx, '2026-11-13', null)),
  ),
  within(
    just("Ring Mrs Atkinson about t'curtain fabric", l('11-11 16:30')),
    london("nay, make it quarter past five, she's at t'school gates", move(ctx, null, '17:15')),
  ),
  within(
    just('Back up the Hendersons wedding footage', l('11-12 09:00')),
    london("nah wait the morra's nae good, am shooting in Hexham. friday", move(ctx, '2026-11-13', null)),
  ),
  within(
    just('Prime the wall on Northdown Rd', l('11-12 14:00')),
    london('push that to saturday, forecast is grim till then', move(ctx, '2026-11-14', null)),
  ),
  within(
    reminded('Export the bakery menu PDF', l('11-11 15:00')),
    london('actually this one is for tomorrow 2pm, client said no rush', move(ctx, '2026-11-12', '14:00'), snoozeUntil(l('11-12 14:00'))),
  ),
  within(
    just('Send Julia the revised floor plans', l('11-30')),
    london("no wait - 4/12, she's away till then", move(ctx, '2026-12-04', null)),
  ),
  within(just('Invoice the Kingsdown café', l('11-12')), london('nah 5pm not midday', move(ctx, null, '17:00'))),
  // London: a named task
  london('move the Widcombe site visit to tuesday 10am', move(words('widcombe'), '2026-11-17', '10:00')),
  london("can u shift the Dreamland sign to 23/11, they've not finished the plastering", move(words('dreamland'), '2026-11-23', null)),
  london('Put the Ripon barn visit back an hour to 11, the farmer needs to move the sheep', move(words('ripon'), null, '11:00')),
  // London: look like corrections, are news
  within(
    just('Site visit at the Ripon barn conversion', l('12-04 10:00')),
    london("the builders have moved the kitchen wall 300mm, that'll throw the whole layout", NO_CHANGE),
  ),
  within(
    just('Email the Glasshouse about load-in times', l('11-12')),
    london('the couple moved the ceremony to the Glasshouse instead of the castle, mint', NO_CHANGE),
  ),
  within(
    just("Ring Mrs Atkinson about t'curtain fabric", l('11-11 16:30')),
    london("she's changed her mind again, wants the blinds now not curtains 🙄", NO_CHANGE),
  ),

  // New York: changes to the task just added or reminded about
  within(just('Send the figma handoff to the devs', n('11-20 15:00')), newYork('wait 11/19 not 20', move(ctx, '2026-11-19', null))),
  within(
    just('Finish the second draft of the about page', n('11-12 17:00')),
    newYork("actually 2:30 — I've got a call at 4 I totally forgot about", move(ctx, null, '14:30')),
  ),
  within(
    just('Send sketch to publisher', n('11-12 14:00')),
    newYork('ah sorry, not tomorrow. friday same time', move(ctx, '2026-11-13', '14:00'), move(ctx, '2026-11-13', null)),
  ),
  within(
    just('Send the rough cut to Valentina', n('11-12 10:00')),
    newYork('no espera, mejor a las 4 de la tarde', move(ctx, null, '16:00')),
  ),
  within(
    just('Buy new nib for the tablet pen', n('11-13 12:00')),
    newYork('Sorry I mean Thursday, the store is closed on Friday', move(ctx, '2026-11-12', null)),
  ),
  within(
    just('Proposal to Kite & Co', n('11-24 16:00')),
    newYork('make it 11/23 eod', move(ctx, '2026-11-23', '17:00'), move(ctx, '2026-11-23', '18:00')),
  ),
  within(
    just('Send the invoice for the Sweetgreen newsletter', n('12-01')),
    newYork('oops make that 12/3, their AP person is out till then', move(ctx, '2026-12-03', null)),
  ),
  // New York: a named task
  newYork('Meridian call → thurs 11a', move(words('meridian'), '2026-11-12', '11:00')),
  newYork('move the research readout to tues at 1 pls, priya cant do monday', move(words('research readout'), '2026-11-17', '13:00')),
  newYork("cambia lo de Camila para el lunes, she's travelling", move(words('camila'), '2026-11-16', null)),
  // New York: look like corrections, are news
  within(
    just('Pitch the Greenpoint coffee roaster', n('11-11 12:00')),
    newYork('ugh they just moved their whole marketing in-house. great.', NO_CHANGE),
  ),
  within(
    just('Send the figma handoff to the devs', n('11-20 15:00')),
    newYork('client pushed the launch to january lmao so much for crunch', NO_CHANGE),
  ),
  within(
    just('Send sketch to publisher', n('11-12 14:00')),
    newYork('The publisher changed the book deadline to next month, so they have more time', NO_CHANGE),
  ),
];

export const HUNDREDSECOND_RAMBLE: HeldOutItem[] = [
  // London: several jobs among filler
  london(
    "ok so um today was so long. tomorrow I need to send the final files to Shapla restaurant, and also I must ask Rahim bhai for the payment, it's 3 weeks now. Amma is calling, ok that's all",
    [task('send the final files to Shapla restaurant', l('11-12')), task('ask Rahim bhai for the payment')],
    [task('send the final files to Shapla restaurant', l('11-12')), task('ask Rahim bhai for the payment', l('11-12'))],
  ),
  london(
    "Right, so, walking back from site. Couple of things - need to ring building control about the Widcombe inspection, and order more A1 paper for the plotter, we're nearly out. Oh and get Tom a birthday card. Honestly what a week.",
    [
      task('ring building control about the Widcombe inspection'),
      task('order more A1 paper for the plotter'),
      task('get Tom a birthday card'),
    ],
  ),
  london(
    "Ee what a day. Right, I need to send t'quote to the couple in Pannal, and ring Dunelm about the wrong blinds, and summat else... oh aye, book the van for Monday. I'm jiggered.",
    [task("send t'quote to the couple in Pannal"), task('ring Dunelm about the wrong blinds'), task('book the van for Monday')],
    [task("send t'quote to the couple in Pannal"), task('ring Dunelm about the wrong blinds'), task('book the van', l('11-16'))],
  ),
  london(
    "right so ermm, need to get the drone batteries charged for saturday, email the Glasshouse about load-in times, and invoice the Ridley wedding, that's been sat there a fortnight. that's it. oh and me mam says hiya",
    [
      task('get the drone batteries charged for saturday'),
      task('email the Glasshouse about load-in times'),
      task('invoice the Ridley wedding'),
    ],
  ),
  london(
    'ok voice note cos my hands are covered in paint. um. remind me to take the sketchbook to the Turner Contemporary meeting tomorrow at 10, and text Gaz about the scaffold tower at 7 tonight. cheers x',
    [
      task('take the sketchbook to the Turner Contemporary meeting', l('11-12 10:00')),
      task('text Gaz about the scaffold tower', l('11-11 19:00')),
    ],
  ),
  london(
    "Well I've had Mrs Atkinson on for forty minutes about piping on cushions. Forty minutes! Anyway long and short of it, I need to order the piping cord from Leeds by Friday, and now I'm having a glass of wine.",
    task('order the piping cord from Leeds', l('11-13')),
  ),
  london(
    'ok so the Broadstairs mural is done done, signed off and everything, client actually cried lol so chuffed. now i need to photograph the mural for the portfolio before the weather turns, and post it on insta',
    [task('photograph the mural for the portfolio'), task('post it on insta')],
    [done(words('broadstairs')), task('photograph the mural for the portfolio'), task('post it on insta')],
  ),
  // London: no job at all, or a decision, or a note
  london(
    "aye so today's shoot was canny like, the bride's da did a speech that had the whole room greetin. honestly man this is why I do it",
    NO_CHANGE,
  ),
  london(
    "honestly I'm so tired. client changed the colour 6 times, now they want the first one back. why I even do this job. anyway.",
    NO_CHANGE,
  ),
  london(
    "so i've been going back and forth all week about the van and yeah, i'm gonna lease the transit rather than buy, cash flow's too tight this winter. that's that.",
    decision,
  ),
  london(
    "Long day. Had a think on the drive home and we're not pitching for the Bristol school job, we're too small to carry that risk. Feels right.",
    decision,
  ),
  london(
    'Lesson learned today and I want it in the journal: never agree a fixed fee on a listed building again. The Royal Crescent job has eaten three weeks unpaid.',
    note,
  ),

  // New York: several jobs among filler
  newYork(
    'ok so um. today has been a lot. need to send the usability report to priya, book the user interviews for next week, and like pay my quarterly taxes bc i am scared of the irs. ok bye',
    [task('send the usability report to priya'), task('book the user interviews for next week'), task('pay my quarterly taxes')],
  ),
  newYork('ok. walking to lunch. 1) sign off Halcyon logo files 2) Kite & Co proposal v2 3) call accountant re Q4. all today.', [
    task('sign off Halcyon logo files', n('11-11')),
    task('Kite & Co proposal v2', n('11-11')),
    task('call accountant re Q4', n('11-11')),
  ]),
  newYork(
    'bueno, so, este... mañana a las 9 send Valentina the wedding video, and renew the frame.io plan because it expires on friday, ay qué estrés',
    [task('send Valentina the wedding video', n('11-12 09:00')), task('renew the frame.io plan')],
    [task('send Valentina the wedding video', n('11-12 09:00')), task('renew the frame.io plan', n('11-13'))],
  ),
  newYork(
    'Quick brain dump before I lose it: email Marcus the headline options, follow up with the Etsy seller about the product descriptions, and update my website bio because it still says I live in Astoria. Okay. Coffee.',
    [
      task('email Marcus the headline options'),
      task('follow up with the Etsy seller about the product descriptions'),
      task('update my website bio'),
    ],
  ),
  newYork(
    "Ok so... first I have to scan the ink drawings at library tomorrow because my scanner is broken, and after I must email to Jiyoung about the zine cover. also buy the bristol paper. that's all I think",
    [task('scan the ink drawings at library', n('11-12')), task('email to Jiyoung about the zine cover'), task('buy the bristol paper')],
    [
      task('scan the ink drawings at library', n('11-12')),
      task('email to Jiyoung about the zine cover', n('11-12')),
      task('buy the bristol paper'),
    ],
  ),
  newYork(
    "Ugh the Sweetgreen people still haven't paid, it's been 45 days and I'm so over chasing. Anyway remind me to send them a final notice Friday morning and then I'm going for a run and not thinking about it",
    task('send them a final notice', n('11-13 09:00')),
    task('send the Sweetgreen people a final notice', n('11-13 09:00')),
    task('send them a final notice', n('11-13 08:00')),
  ),
  // New York: no job at all, or a decision
  newYork(
    "Today I feel little bit down. The publisher said my style is 'too soft' for the book. I don't know. Maybe I go for a walk.",
    NO_CHANGE,
  ),
  newYork('just had the best client call of my life?? they loved everything. literally no notes. is this real', NO_CHANGE),
  newYork(
    'ay parce qué día, the client wanted 4 versions of the same transition and at the end chose the first one jajaja. bueno, voy a comer',
    NO_CHANGE,
  ),
  newYork(
    "Been chewing on this all morning and I'm done dithering — I'm raising my day rate to $850 from January. If clients walk, they walk.",
    decision,
  ),
  newYork('Decided. Not renewing the WeWork desk. Team moves fully to the Mercer St space jan 1.', decision),
];

export const HUNDREDSECOND_ANSWER: HeldOutItem[] = [
  // London: which task was meant
  within(which('Send logo files to Rahim', 'Send menu files to Shapla'), london('rahim one', answer(1))),
  within(which('Invoice Shapla restaurant', 'Invoice Brick Lane bakery'), london('2nd one please', answer(2))),
  within(which('Ring Mrs Atkinson', 'Ring the upholsterer', 'Ring Dunelm'), london("t'upholsterer", answer(2))),
  within(which('Invoice the Ridley wedding', 'Invoice the Charltons'), london('ridley like', answer(1))),
  // London: a dilemma's options, what matters, which option
  within(
    askedChoice('Take on the Bristol school job or stay focused on residential?', 'Take the Bristol school job', 'Stay residential'),
    london("The second. There's two of us.", answer(2)),
  ),
  within(
    askedChoice('Which fabric supplier for the Pannal job?', 'Romo at £48/m', 'The mill in Otley at £35/m'),
    london("t'cheaper one, they're not made of money", answer(2)),
  ),
  within(
    askedChoice('Buy a second gimbal or hire one per shoot?', 'Buy the gimbal', 'Hire per shoot'),
    london("neither man, I'll borrow wor Kev's", answer(null)),
  ),
  within(
    askedChoice('Lease the Transit or buy a used van?', 'Lease the Transit', 'Buy a used van'),
    london('not sure yet, need to see what the bank says first', answer(null)),
  ),
  within(
    askedChoice('Raise rates for old clients or only new clients?', 'Raise for everyone', 'Only new clients'),
    london("both?? I don't know honestly", answer(null)),
  ),
  within(
    askedChoice('Which CAD software to move the practice to?', 'Revit', 'ArchiCAD', 'Stay on Vectorworks'),
    london('3 - the licence is paid up till March anyway', answer(3)),
  ),
  within(
    askedMatters('Take on the Bristol school job or stay residential?', 'Take the Bristol school job', 'Stay residential'),
    london('Cash flow, mostly. And not burning out.', answer(null)),
  ),
  within(
    askedOptions('Which paint supplier to use from January?'),
    london("either go back to the old lot in Canterbury or try the online one everyone's banging on about", answer(null)),
  ),
  // London: not an answer
  within(
    askedChoice('Buy a second gimbal or hire one per shoot?', 'Buy the gimbal', 'Hire per shoot'),
    london('sorry ignore that for now, can you remind me to ring the bank at 4', task('ring the bank', l('11-11 16:00'))),
  ),

  // New York: which task was meant
  within(which('Send figma handoff', 'Send usability report'), newYork('2', answer(2))),
  within(which('Invoice Camila', 'Invoice Valentina'), newYork('la de camila', answer(1))),
  within(which('Call Meridian re scope', 'Call accountant re Q4', 'Call landlord'), newYork('last one', answer(3))),
  within(which('Email Marcus headline options', 'Email Marcus the invoice'), newYork('the headlines one, invoice can wait', answer(1))),
  // New York: a dilemma's options, what matters, which option
  within(
    askedChoice('Raise day rate now or in January?', 'Raise now', 'Wait till January'),
    newYork("january, don't want to spook the Hearth people mid-project", answer(2)),
  ),
  within(
    askedChoice('Which publisher offer to take?', 'Small press, higher royalty', 'Big publisher, bigger advance'),
    newYork('I think the big one. advance is more safe for me', answer(2)),
  ),
  within(askedChoice('Hire a junior designer or a project manager?', 'Junior designer', 'Project manager'), newYork('PM.', answer(2))),
  within(
    askedChoice('Buy the new Mac Studio or upgrade the current one?', 'Buy the new Mac Studio', 'Upgrade the RAM'),
    newYork('la primera obvio, this one is dying with the 4k files', answer(1)),
  ),
  within(
    askedChoice('Take the fintech contract or keep the two small clients?', 'Take the fintech contract', 'Keep the two small clients'),
    newYork("the fintech one, money's too good to pass up", answer(1)),
  ),
  within(
    askedChoice('Hire a VA or keep doing the admin yourself?', 'Hire a VA', 'Do it yourself'),
    newYork("neither tbh, i'm gonna try an app first", answer(null)),
  ),
  within(
    askedChoice('Which publisher offer to take?', 'Small press, higher royalty', 'Big publisher, bigger advance'),
    newYork('not yet.. I want to talk with my agent first', answer(null)),
  ),
  within(
    askedMatters('Raise day rate now or in January?', 'Raise now', 'Wait till January'),
    newYork('Honestly? Time with my kid. Money second.', answer(null)),
  ),
  // New York: not an answer
  within(
    which('Send figma handoff', 'Send usability report'),
    newYork("wait whats the difference lol aren't they both for priya", NO_CHANGE),
  ),
];
