/**
 * Held-out messages, part ninety-three (i), read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * The people: on London time, a dental practice owner in Reading (hygienists, NHS contracts, the autoclave), a
 * high-street solicitor in Bolton (conveyancing, completions, Land Registry), a community pharmacist in Derby
 * (prescriptions, the wholesaler, flu jabs), an optician in Exeter who writes some West Country (frames, lab orders,
 * eye tests), a locum GP in Aberdeen who writes some Doric Scots (sessions, the rota, CPD), a family mediator in
 * Swindon (sessions, court forms, clients) and a chiropodist in Cardiff whose first language is Welsh (home visits,
 * clinics, the autoclave); on New York time, an immigration lawyer in Midtown (filings, RFEs, consults), a dentist in
 * Flushing whose first language is Mandarin (patients, the lab, insurance claims), a pharmacist who owns a drugstore
 * in Washington Heights and writes some Dominican Spanish (refills, the distributor, vaccines), a chiropractor in
 * Hoboken (adjustments, the front desk, billing), a notary and tax preparer in Jamaica, Queens (appointments,
 * notarizations, clients' W-2s), a speech therapist in Riverdale (sessions, school reports, insurers) and an
 * optometrist in Brooklyn Heights (exams, frames, contact-lens orders).
 */
import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  UNDO,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  snoozeUntil,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';

/** A follow-up reminder for `title` was just sent. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` was just added or talked about. */
const justAdded = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** daily just sent this numbered list. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** Every combination of one choice from each slot, as readings. */
const combos = (...slots: Intent[][]): Intent[][] =>
  slots.reduce<Intent[][]>((acc, slot) => acc.flatMap((reading) => slot.map((choice) => [...reading, choice])), [[]]);

export const NINETYTHIRD_CORRECTION: HeldOutItem[] = [
  // London
  within(justAdded('call Land Registry re title plan', l('11-12 10:00')), london('no wait make that 11 not 10', move(ctx, null, '11:00'))),
  london('move the completion call w/ the Hendersons to fri 2pm', move(words('completion call'), '2026-11-13', '14:00')),
  london('sori, home visit Mrs Pritchard is thursday not wednesday, same time', move(words('pritchard'), '2026-11-12', null)),
  london("the CPD webinar, shift it tae the morn's efternoon aboot 3", move(words('cpd webinar'), '2026-11-12', '15:00')),
  within(
    reminded("chase the lab about Mr Yeo's varifocals", l('11-11 15:00')),
    london("can't do en now me lover, make it half 4", move(ctx, null, '16:30'), snoozeUntil(l('11-11 16:30'))),
  ),
  london('flu jab clinic at st barnabas hall is the 24th not the 17th, sorry my fault', move(words('flu jab clinic'), '2026-11-24', null)),
  london('court moved the C100 deadline to 2/12 apparently', move(words('c100'), '2026-12-02', null), NO_CHANGE),
  london('autoclave service engineer cant do thurs, can we put it monday 8am instead', move(words('autoclave'), '2026-11-16', '08:00')),
  within(justAdded('hygienist rota for december', l('11-13 12:00')), london('actually tmrw', move(ctx, '2026-11-12', null))),
  within(
    listed('sign the TR1 for 14 Albert Rd', 'ring the lender re redemption figure', 'send Mrs Okafor the completion statement'),
    london(
      '2 to monday morning pls, 3 can be thurs',
      [move(num(2), '2026-11-16', '09:00'), move(num(3), '2026-11-12', null)],
      [move(num(2), '2026-11-16', null), move(num(3), '2026-11-12', null)],
    ),
  ),
  london('AAH driver turned up at 3 instead of 11 this morning, typical', NO_CHANGE),
  within(
    reminded('autoclave test cycle'),
    london('dim nawr, too busy, do it at 5 instead plz', move(ctx, null, '17:00'), snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    justAdded('write up Canton clinic notes', l('11-12 09:00')),
    london('ah no, 9 at night I meant not morning', move(ctx, null, '21:00')),
  ),
  london('fit like, is ma session at Foresterhill still on for thursday or did they change it?', NO_CHANGE),
  // New York
  within(
    justAdded('file I-130 for the Reyes family', n('11-13 12:00')),
    newYork('sorry meant 11/16 not friday', move(ctx, '2026-11-16', null)),
  ),
  newYork(
    'RFE response for Mr. Diallo — bump it to next tuesday 9am',
    move(words('diallo'), '2026-11-17', '09:00'),
    move(words('diallo'), '2026-11-24', '09:00'),
  ),
  newYork(
    'lab pickup for the Zhang crown, change to thursday 4 pm please, not wednesday',
    move(words('lab pickup'), '2026-11-12', '16:00'),
  ),
  within(
    reminded('call McKesson about the short order'),
    newYork('ahora no puedo mija, ponlo pa las 2', move(ctx, null, '14:00'), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    listed('call Aetna re denied claim', 'order new table paper', 'review front desk schedule'),
    newYork('move the first one to tmrw at 8:30', move(num(1), '2026-11-12', '08:30')),
  ),
  newYork('the notarization for Mrs Campbell is 12/3 not 12/2', move(words('campbell'), '2026-12-03', null)),
  newYork(
    'push the IEP report for Liam to monday',
    move(words('iep report'), '2026-11-16', null),
    snoozeUntil(n('11-16 12:00'), words('iep report')),
  ),
  within(justAdded('contact lens order for Mrs. Baptiste', n('11-12 12:00')), newYork('make it 3:30 instead', move(ctx, null, '15:30'))),
  newYork('my 2pm consult slid to 3 bc the client was late lol', NO_CHANGE),
  within(listed('Medicaid auth for Sofia', 'school report for Ethan'), newYork('change it to friday', NO_CHANGE)),
  newYork("moving Mr Thompson's W-2 review from 10 to 11:30 tmrw", move(words('thompson'), '2026-11-12', '11:30')),
  within(
    reminded('submit Delta Dental claim for Mr. Chen', n('11-11 10:00')),
    newYork('patient in chair now, change time to after lunch 1:30', move(ctx, null, '13:30'), snoozeUntil(n('11-11 13:30'))),
  ),
];

export const NINETYTHIRD_REMOVE: HeldOutItem[] = [
  // London
  within(reminded('order autoclave pouches'), london('scrap that one, practice manager already did it', remove(), done())),
  london('delete the Land Registry AP1 reminder, it went in yesterday', remove(words('ap1')), done(words('ap1'))),
  london("take flu jabs at Sainsbury's off my list, they've cancelled the clinic", remove(words('flu jabs'))),
  london('cancel the locum session at Bucksburn on friday, they dinna need me efter aw', remove(words('bucksburn'))),
  within(listed('ring Mrs Harte about mediation', 'file the Form A', 'book room for MIAM'), london('get rid of 3 pls', remove(num(3)))),
  london('please remove home visit Mr Llewellyn, he has pass away last night, very sad', remove(words('llewellyn'))),
  london('mrs dawson cancelled her 2pm scale and polish so the hygienist has a gap', NO_CHANGE),
  london("bin off the reminder bout the frames for mrs trott, she's gone to specsavers", remove(words('trott'))),
  within(
    justAdded('chase the lab re Mrs Ede', l('11-12 12:00')),
    london('oh forget it actually, lab just rang, specs are ready', remove(), done()),
  ),
  london("had to pull the 10 o'clock completion, buyer's funds never landed. grim", NO_CHANGE),
  within(
    listed('NHS contract return', 'autoclave validation log', 'hygienist appraisal Kerry'),
    london('1 and 3 can go, sorted elsewhere', [remove(num(1)), remove(num(3))], [done(num(1)), done(num(3))]),
  ),
  london('och jist cancel it', NO_CHANGE),
  // New York
  newYork('remove the RFE reminder for Gupta, USCIS withdrew it', remove(words('gupta'))),
  within(reminded('call Guardian about Mrs. Li claim'), newYork('no need anymore, insurance already pay. delete', remove(), done())),
  newYork('borra lo del pedido de Cardinal, ya llegó todo', remove(words('cardinal')), done(words('cardinal'))),
  within(listed('adjust Mr. Ruiz 4pm', 'call billing re Oscar claim', 'reorder massage oil'), newYork('kill #2', remove(num(2)))),
  newYork('pls delete "notarize deed for Baker" they went to the ups store instead', remove(words('baker'))),
  newYork('my 3pm cancelled on me again, 3rd time this month smh', NO_CHANGE),
  newYork("take Maya's session off thursday, the family is traveling", remove(words('maya'))),
  within(justAdded('order trial lenses Acuvue Oasys'), newYork("wait no don't add that, already ordered it this morning", remove(), UNDO)),
  newYork('finally took the old Ray-Ban frames off the display wall', NO_CHANGE),
  newYork('Mr. Wang implant consult cancel please, he go back to China', remove(words('wang'))),
  within(
    listed('W-2s for the Campbells', 'notarize POA for Mr. Grant', 'renew notary commission'),
    newYork(
      'the campbells one you can delete, and mark the POA done',
      [remove(num(1)), done(num(2))],
      [remove(words('campbells')), done(words('poa'))],
      [remove(num(1)), done(words('poa'))],
      [remove(words('campbells')), done(num(2))],
    ),
  ),
  newYork('delete everything for tmrw, I’m calling out sick', NO_CHANGE),
  within(
    reminded('ring Dr Shah surgery about the methadone scripts'),
    london("don't need this one anymore, the surgery sorted it direct", remove(), done()),
  ),
  within(
    justAdded('call MetLife re Sofia authorization', n('11-12 12:00')),
    newYork("actually scratch that, Sofia's mom already called them", remove(), done()),
  ),
];

export const NINETYTHIRD_RENAME: HeldOutItem[] = [
  // London
  within(
    justAdded('call the lab', l('11-12 12:00')),
    london('call it "ring Hoya lab re Mr Yeo varifocals" instead', rename(ctx, 'ring Hoya lab re Mr Yeo varifocals')),
  ),
  london(
    'rename the Smith completion to Smith & Jones completion 14 Albert Rd',
    rename(words('smith completion'), 'Smith & Jones completion 14 Albert Rd'),
  ),
  within(
    listed('flu jabs', 'wholesaler', 'CD register'),
    london('change 2 to "ring Alliance about missing Ozempic"', rename(num(2), 'ring Alliance about missing Ozempic')),
  ),
  london('the "rota" task, cry it "sort December rota wi Aileen" instead', rename(words('rota'), 'sort December rota wi Aileen')),
  within(
    justAdded('home visit Mrs Jones'),
    london('not Mrs Jones, is Mrs Jenkins, sorry, my mistake', rename(ctx, 'home visit Mrs Jenkins')),
  ),
  london('can you retitle "forms" to "send C100 and MIAM form to Ms Patel"', rename(words('forms'), 'send C100 and MIAM form to Ms Patel')),
  within(
    justAdded('appraisal for Kerry (hygienist)'),
    london("typo, it's Kerrie not Kerry", rename(ctx, 'appraisal for Kerrie (hygienist)')),
  ),
  london('renamed the practice wifi to SmileReading5G lol the patients love it', NO_CHANGE),
  within(
    reminded('frames'),
    london(
      'ee that dont tell me nothin, call it "order Lindberg frames for Mrs Pascoe"',
      rename(ctx, 'order Lindberg frames for Mrs Pascoe'),
    ),
  ),
  london('Land Registry changed the title number on the Marsh Lane file, all fine now', NO_CHANGE),
  london(
    'the one called methadone, change the name to methadone scripts for collection',
    rename(words('methadone'), 'methadone scripts for collection'),
  ),
  within(justAdded('CPD log'), london('can ye change the name o that', NO_CHANGE)),
  london(
    'newid enw plz — change "clinic" to "Canton clinic nail surgery list"',
    rename(words('clinic'), 'Canton clinic nail surgery list'),
  ),
  // New York
  newYork(
    'rename "Diallo" to "Diallo RFE response – evidence of bona fide marriage"',
    rename(words('diallo'), 'Diallo RFE response evidence of bona fide marriage'),
  ),
  within(
    justAdded('call lab'),
    newYork('make the title: call Dentsply lab for Mrs Zhang crown shade', rename(ctx, 'call Dentsply lab for Mrs Zhang crown shade')),
  ),
  within(
    listed('vacunas', 'llamar al distribuidor', 'refill de la señora Peña'),
    newYork('el 1 ponle "flu and covid shots for the Ortiz family"', rename(num(1), 'flu and covid shots for the Ortiz family')),
  ),
  newYork(
    'change "billing" to "fix billing codes for Dr. Patel referrals"',
    rename(words('billing'), 'fix billing codes for Dr. Patel referrals'),
  ),
  within(justAdded('notarize for Mr Brown', n('11-12 12:00')), newYork('its Browne with an e', rename(ctx, 'notarize for Mr Browne'))),
  newYork('can u rename the Ethan task to "Ethan progress report for PS 24"', rename(words('ethan'), 'Ethan progress report for PS 24')),
  newYork('Fidelis rebranded again, new name new logo, same denials', NO_CHANGE),
  within(
    listed('order CLs', 'frame board', 'call Essilor'),
    newYork('#1 should say order Dailies Total1 for Mr. Adeyemi', rename(num(1), 'order Dailies Total1 for Mr. Adeyemi')),
  ),
  within(
    reminded('consult'),
    newYork('which consult lol. rename it "consult w/ Alvarez family re asylum"', rename(ctx, 'consult w/ Alvarez family re asylum')),
  ),
  newYork('patient name is Lin not Lim, I fix in the chart already', NO_CHANGE),
  within(
    justAdded('consult', n('11-12 12:00')),
    newYork(
      'call it "consult Mr Osei re H-1B" and make it 2pm',
      [rename(ctx, 'consult Mr Osei re H-1B'), move(ctx, null, '14:00')],
      [move(ctx, null, '14:00'), rename(ctx, 'consult Mr Osei re H-1B')],
    ),
  ),
  newYork(
    'the task that says adjustments, change it to "adjustments + x-rays for Mr. Ruiz"',
    rename(words('adjustments'), 'adjustments + x-rays for Mr. Ruiz'),
  ),
];

export const NINETYTHIRD_RAMBLE: HeldOutItem[] = [
  // London
  london(
    "ok so um, quick one, I need to ring the autoclave engineer tomorrow first thing, and er, also remind me to do the NHS UDA figures by friday, that's it really, oh and Kerry's leaving do is saturday but that's not a job haha",
    ...combos(
      [task('ring the autoclave engineer', l('11-12 09:00')), task('ring the autoclave engineer', l('11-12 08:00'))],
      [task('do the NHS UDA figures', l('11-13 12:00'))],
    ),
  ),
  london(
    "right so, today's been mad, two completions went through, Land Registry kicked back one of my AP1s, so I need to resubmit the Chorley New Road AP1 tomorrow, and um, chase the buyer's solicitor on Deane Road on monday, not urgent, yeah that's it",
    [task('resubmit the Chorley New Road AP1', l('11-12 12:00')), task("chase the buyer's solicitor on Deane Road", l('11-16 12:00'))],
  ),
  london(
    'honestly what a day, wholesaler delivery came at 4 instead of 11, did about sixty flu jabs, the fridge alarm went off twice, anyway all sorted now, just needed to vent, so yeah',
    NO_CHANGE,
  ),
  london(
    "aye so, I'm on at Foresterhill Monday an Tuesday next wik, an I need tae book the CPD course on appraisals afore the end o the month, an mind me tae phone the practice manager the morn aboot the session fees, that's aw",
    ...combos(
      [task('book the CPD course on appraisals', null), task('book the CPD course on appraisals', l('11-30 12:00'))],
      [task('phone the practice manager aboot the session fees', l('11-12 12:00'))],
    ),
  ),
  london(
    "ello, right, so I gotta order the Silhouette frames for Mrs Pascoe, do that tomorrow, and the lab never sent back Mr Yeo's lenses so chase the lab friday morning, and um, I've moved Bill's eye test to half 3, done that on the system already, proper busy",
    ...combos(
      [task('order the Silhouette frames for Mrs Pascoe', l('11-12 12:00'))],
      [
        task('chase the lab', l('11-13 09:00')),
        task("chase the lab about Mr Yeo's lenses", l('11-13 09:00')),
        task('chase the lab', l('11-13 10:00')),
        task("chase the lab about Mr Yeo's lenses", l('11-13 10:00')),
      ],
    ),
  ),
  london(
    'so, um, sessions today were heavy, the Wilsons are still stuck on the house, not my problem tonight. tomorrow I need to send the Wilsons their summary, and, um, file the C100 for Ms Patel by monday, oh and remind me to get milk on the way home',
    ...combos(
      [task('send the Wilsons their summary', l('11-12 12:00'))],
      [task('file the C100 for Ms Patel', l('11-16 12:00'))],
      [task('get milk', null), task('get milk', l('11-11 17:00')), task('get milk', l('11-11 18:00'))],
    ),
  ),
  london(
    'bore da, so, erm, autoclave need new door seal, I must phone Eschmann tomorrow, and home visit Mrs Pritchard move to friday same time please, and Mr Hughes is finish with me now, take him off the list, diolch',
    ...combos(
      [task('phone Eschmann', l('11-12 12:00')), task('phone Eschmann about autoclave door seal', l('11-12 12:00'))],
      [move(words('pritchard'), '2026-11-13', null)],
      [remove(words('hughes'))],
    ),
  ),
  london(
    "fit a day, four sessions back tae back, the rota's a richt guddle for December but Aileen's sortin it, I'll hae ma tea at six an then bed, that's me",
    NO_CHANGE,
  ),
  london(
    "so remind me to call Henry Schein at 2 tomorrow, no wait, 3, and um, the hygienist meeting on friday, I can't remember if it's 9 or 10, I'll check with Sue",
    [task('call Henry Schein', l('11-12 15:00'))],
    [task('call Henry Schein', l('11-12 15:00')), unclear],
  ),
  london(
    "evening, um, just thinking out loud, the Marsh Lane completion is set for the 27th, I've told the clients, keys are with the agent, mortgage offer runs out on the 30th, so we're fine, nothing to do there",
    NO_CHANGE,
  ),
  london(
    "um right, three things, order more Ozempic pens from Alliance tomorrow, ring Dr Shah's surgery about the Patel prescription today before 6, and put the flu clinic poster on Facebook tonight",
    ...combos(
      [task('order more Ozempic pens from Alliance', l('11-12 12:00'))],
      [
        task("ring Dr Shah's surgery about the Patel prescription", l('11-11 18:00')),
        task("ring Dr Shah's surgery about the Patel prescription", l('11-11 17:00')),
      ],
      [
        task('put the flu clinic poster on Facebook', l('11-11 19:00')),
        task('put the flu clinic poster on Facebook', l('11-11 20:00')),
        task('put the flu clinic poster on Facebook', l('11-11 18:00')),
        task('put the flu clinic poster on Facebook', l('11-11 21:00')),
      ],
    ),
  ),
  london(
    "proper day it's been me lover, did twelve eye tests, the Zeiss rep come at 2 and stayed for ages, lab orders all gone off, nothing for you today, just wanted to say it out loud",
    NO_CHANGE,
  ),
  // New York
  newYork(
    'ok so voice note, um, I need to file the I-765 for the Reyes kid by friday, call Mr. Diallo tomorrow at 11 about his RFE, and uh, the Petrov consult got moved to 4 today, I already put that in my calendar, so ignore that part',
    [task('file the I-765 for the Reyes kid', n('11-13 12:00')), task('call Mr. Diallo about his RFE', n('11-12 11:00'))],
  ),
  newYork(
    'hello, today very busy, um, tomorrow I need call the lab for Mrs Zhang crown, the shade is wrong, and send the Delta Dental claim for Mr Chen before friday, and also buy gloves',
    ...combos(
      [task('call the lab for Mrs Zhang crown', n('11-12 12:00'))],
      [
        task('send the Delta Dental claim for Mr Chen', n('11-13 12:00')),
        task('send the Delta Dental claim for Mr Chen', n('11-12 12:00')),
      ],
      [task('buy gloves', null)],
    ),
  ),
  newYork(
    'ay dios mío qué día, the distributor came at 1 instead of 9, I did like forty flu shots, line was out the door, Doña Carmen brought pastelitos, anyway todo bien, just venting',
    NO_CHANGE,
  ),
  newYork(
    'so uh quick brain dump, call Aetna about the denied claims tomorrow morning, tell the front desk to confirm the weekend adjustments, today by 5, and order new table paper, whenever',
    ...combos(
      [task('call Aetna about the denied claims', n('11-12 09:00')), task('call Aetna about the denied claims', n('11-12 08:00'))],
      [task('tell the front desk to confirm the weekend adjustments', n('11-11 17:00'))],
      [task('order new table paper', null)],
    ),
  ),
  newYork(
    "alright so, the Campbells are coming saturday at 10 for their W-2s, that's already booked, um, I need to renew my notary commission before the 30th, and remind me to call Mr. Grant tomorrow at 2 about his power of attorney",
    ...combos(
      [task('renew my notary commission', n('11-30 12:00')), task('renew my notary commission', n('11-29 12:00'))],
      [task('call Mr. Grant about his power of attorney', n('11-12 14:00'))],
    ),
  ),
  newYork(
    "um hi, so, Liam's session went amazing today, I'm so proud of him, he said rabbit with a perfect r, no tasks or anything, just wanted to share",
    NO_CHANGE,
  ),
  newYork(
    "ok so, uh, order Acuvue Oasys for Mrs. Baptiste today, um, the frame rep comes next week and I need to clear the frame board before she does, so like monday, and oh, cancel the reminder about the Essilor invoice, it's paid",
    ...combos(
      [task('order Acuvue Oasys for Mrs. Baptiste', n('11-11 12:00'))],
      [task('clear the frame board', n('11-16 12:00'))],
      [remove(words('essilor')), done(words('essilor'))],
    ),
  ),
  newYork(
    'long day. three consults, two RFEs came in, one for the Guptas one for the Okafors, both already assigned to Priya thank god, honestly I just need a drink, ok bye',
    NO_CHANGE,
  ),
  newYork(
    "so yeah um, remind me to pick up the Fosters' W-2s at 5 today, no actually make it 5:30, and the notarization for the Browne deed moved to monday at 10, so change that one",
    [task("pick up the Fosters' W-2s", n('11-11 17:30')), move(words('browne'), '2026-11-16', '10:00')],
  ),
  newYork(
    "ok so um Ethan's progress report for PS 24 is due friday, need to write that, and call Fidelis about the denied authorization tomorrow at 9, oh and my sister's birthday is sunday, she's turning 40, crazy",
    ...combos(
      [task("write Ethan's progress report for PS 24", n('11-13 12:00')), task("Ethan's progress report for PS 24", n('11-13 12:00'))],
      [task('call Fidelis about the denied authorization', n('11-12 09:00'))],
    ),
  ),
  newYork(
    'today I finish 14 patients, two root canal, the lab send the crowns finally, insurance all submitted, I am so tired, tomorrow I rest maybe',
    NO_CHANGE,
  ),
  newYork(
    "oye, so um, remind me call Cardinal at 3 about the Eliquis backorder, and the flu shots for the Ortiz family, put that for saturday at 10 in the morning, y ya, that's it",
    [task('call Cardinal about the Eliquis backorder', n('11-11 15:00')), task('flu shots for the Ortiz family', n('11-14 10:00'))],
  ),
];
