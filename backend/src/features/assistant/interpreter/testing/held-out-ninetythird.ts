/**
 * Held-out set, part ninety-three. The people: on London time (day-first dates) a dental practice
 * owner in Reading (hygienists, NHS contracts, the autoclave), a high-street solicitor in Bolton
 * (conveyancing, completions, Land Registry), a community pharmacist in Derby (prescriptions, the
 * wholesaler, flu jabs), an optician in Exeter who writes some West Country (frames, lab orders, eye
 * tests), a locum GP in Aberdeen who writes some Doric Scots (sessions, the rota, CPD), a family
 * mediator in Swindon (sessions, court forms, clients) and a chiropodist in Cardiff whose first
 * language is Welsh (home visits, clinics, the autoclave); on New York time (month-first dates) an
 * immigration lawyer in Midtown (filings, RFEs, consults), a dentist in Flushing whose first language
 * is Mandarin (patients, the lab, insurance claims), a pharmacist who owns a drugstore in Washington
 * Heights and writes some Dominican Spanish (refills, the distributor, vaccines), a chiropractor in
 * Hoboken (adjustments, the front desk, billing), a notary and tax preparer in Jamaica, Queens
 * (appointments, notarizations, clients' W-2s), a speech therapist in Riverdale (sessions, school
 * reports, insurers) and an optometrist in Brooklyn Heights (exams, frames, contact-lens orders).
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import {
  type HeldOutItem,
  NO_CHANGE,
  ctx,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';
import { NINETYTHIRD_CORRECTION, NINETYTHIRD_REMOVE, NINETYTHIRD_RENAME, NINETYTHIRD_RAMBLE } from './held-out-ninetythird-i';
import {
  NINETYTHIRD_GREETING,
  NINETYTHIRD_FEELING,
  NINETYTHIRD_STATEMENT,
  NINETYTHIRD_DECISION,
  NINETYTHIRD_QUESTION,
  NINETYTHIRD_UNCLEAR,
} from './held-out-ninetythird-j';

const urgent = { important: true };
/** The reply daily's reminder asked for: "Did you get to X? DONE / SNOOZE 1H / SKIP / STUCK". */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
/** A task just talked about (added or changed), nothing pending. */
const talkedAbout = (title: string, due: string | null = null) => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listedAs = (...titles: string[]) => ({ listed: titles });

export const NINETYTHIRD_ASK: HeldOutItem[] = [
  // London
  london('remind me to ring the autoclave engineer tmrw 9am', task('ring the autoclave engineer', l('11-12 09:00'))),
  london(
    'need to get the NHS contract variation signed and back by fri, its urgent',
    task('get the NHS contract variation signed and back', l('11-13'), urgent),
    task('get the NHS contract variation signed and back', l('11-13')),
  ),
  london("remind me monday to book the hygienists' appraisals", task("book the hygienists' appraisals", l('11-16'))),
  london('chase Land Registry re the Hargreaves title 2moro 10', task('chase Land Registry re the Hargreaves title', l('11-12 10:00'))),
  london(
    'completion on 14 Smithills Dean Rd is 27/11, remind me the day before to send the funds request',
    task('send the funds request', l('11-26')),
    task('send the funds request for 14 Smithills Dean Rd', l('11-26')),
  ),
  london(
    'call the Whittakers about their searches at 3 no wait make it 4 tomorrow',
    task('call the Whittakers about their searches', l('11-12 16:00')),
  ),
  london('order more flu jabs from the wholesaler b4 5 today', task('order more flu jabs from the wholesaler', l('11-11 17:00'))),
  london(
    "pls add check Mrs Begum's blister packs, and ring AAH about the short delivery at 4",
    [task("check Mrs Begum's blister packs"), task('ring AAH about the short delivery', l('11-11 16:00'))],
    [task("check Mrs Begum's blister packs", l('11-11 16:00')), task('ring AAH about the short delivery', l('11-11 16:00'))],
  ),
  london('every weekday at 9 check the CD register', task('check the CD register', l('11-12 09:00'), { repeat: every('weekday') })),
  london(
    'proper busy today mind, put in for me to chase the lab on they varifocals first thing tomorrow',
    task('chase the lab on they varifocals', l('11-12 09:00')),
    task('chase the lab on they varifocals', l('11-12 08:00')),
    task('chase the lab on they varifocals', l('11-12 08:30')),
  ),
  london('sort out the frame display dreckly, no rush like', task('sort out the frame display')),
  london('mind me tae dae ma CPD log afore the weekend', task('dae ma CPD log', l('11-13')), task('dae ma CPD log', null)),
  london('need tae phone Fiona aboot the rota on monday', task('phone Fiona aboot the rota', l('11-16'))),
  london(
    'confirm the Foresterhill session wi the agency next tuesday',
    task('confirm the Foresterhill session wi the agency', l('11-17')),
    task('confirm the Foresterhill session wi the agency', l('11-24')),
  ),
  london('send the C100 to the Pattersons by thursday 5pm', task('send the C100 to the Pattersons', l('11-12 17:00'))),
  london(
    'remind me to prep notes for the MIAM with the new couple on 3/12',
    task('prep notes for the MIAM with the new couple', l('12-03')),
  ),
  london(
    'Remind me please to phone Mrs Pritchard for the home visit, tomorrow after the clinic, around 5 o clock',
    task('phone Mrs Pritchard for the home visit', l('11-12 17:00')),
  ),
  london(
    'I must order scalpel blades and autoclave pouches, is important',
    task('order scalpel blades and autoclave pouches', null, urgent),
    task('order scalpel blades and autoclave pouches', null),
    [task('order scalpel blades', null, urgent), task('order autoclave pouches', null, urgent)],
    [task('order scalpel blades'), task('order autoclave pouches')],
  ),
  // New York
  newYork('file the I-130 for Ramirez by 11/20', task('file the I-130 for Ramirez', n('11-20'))),
  newYork(
    'RFE response for Okafor is due 12/4, remind me a week before. urgent',
    task('RFE response for Okafor', n('11-27'), urgent),
    task('RFE response for Okafor', n('11-27')),
  ),
  newYork(
    'consult w/ new client at 3:30 tmrw',
    task('consult w/ new client', n('11-12 15:30')),
    task('consult with new client', n('11-12 15:30')),
  ),
  newYork(
    "Tomorrow morning 9 o'clock call the lab ask about Mr. Chen crown",
    task('call the lab ask about Mr. Chen crown', n('11-12 09:00')),
  ),
  newYork(
    'Insurance claim for Mrs Liu must send today before 5pm, please remind me',
    task('send insurance claim for Mrs Liu', n('11-11 17:00')),
    task('insurance claim for Mrs Liu', n('11-11 17:00')),
  ),
  newYork(
    'oye remind me llamar al distributor about the Ozempic backorder mañana temprano',
    task('llamar al distributor about the Ozempic backorder', n('11-12 08:00')),
    task('llamar al distributor about the Ozempic backorder', n('11-12 09:00')),
    task('call the distributor about the Ozempic backorder', n('11-12 08:00')),
    task('call the distributor about the Ozempic backorder', n('11-12 09:00')),
  ),
  newYork('flu shot clinic sat 10am, need to prep the consent forms friday', task('prep the consent forms', n('11-13')), [
    task('flu shot clinic', n('11-14 10:00')),
    task('prep the consent forms', n('11-13')),
  ]),
  newYork(
    'remind me call back the front desk girl about the billing codes at 1',
    task('call back the front desk girl about the billing codes', n('11-11 13:00')),
  ),
  newYork(
    'send Aetna the appeal for the Donnelly adjustments by end of next week',
    task('send Aetna the appeal for the Donnelly adjustments', n('11-20')),
    task('send Aetna the appeal for the Donnelly adjustments', n('11-20 17:00')),
  ),
  newYork('notarize the deed for mr and mrs Baptiste thursday 11:30', task('notarize the deed for mr and mrs Baptiste', n('11-12 11:30'))),
  newYork("gotta get Keisha's W-2s before the 1st of dec", task("get Keisha's W-2s", n('11-30')), task("get Keisha's W-2s", n('12-01'))),
  newYork('write up the IEP progress report for Mateo by monday', task('write up the IEP progress report for Mateo', n('11-16'))),
  newYork('call Empire BCBS re the denied sessions tmrw 2pm', task('call Empire BCBS re the denied sessions', n('11-12 14:00'))),
  newYork('order Acuvue Oasys for Mrs Feld today', task('order Acuvue Oasys for Mrs Feld', n('11-11'))),
  newYork(
    'every monday 8am check the contact lens inventory',
    task('check the contact lens inventory', n('11-16 08:00'), { repeat: every('week') }),
  ),
];

export const NINETYTHIRD_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded('ring the autoclave engineer', l('11-11 15:00')), london('snooze an hour, got a patient in the chair', snoozeFor(60))),
  within(
    reminded('chase Land Registry re the Hargreaves title', l('11-11 15:00')),
    london('cant rn, on a completion call. try me at half 4', snoozeUntil(l('11-11 16:30')), move(ctx, null, '16:30')),
  ),
  within(
    reminded('order more flu jabs from the wholesaler', l('11-11 15:00')),
    london('later', snoozeFor(60), snoozeFor(30), snoozeFor(120)),
  ),
  london('not now, gimme half hour on the varifocals', snoozeFor(30, words('varifocals'))),
  within(
    reminded('dae ma CPD log', l('11-11 15:00')),
    london('nae the noo, efter ma tea', snoozeUntil(l('11-11 18:00')), snoozeUntil(l('11-11 18:30')), snoozeUntil(l('11-11 19:00'))),
  ),
  within(
    reminded('dae ma CPD log', l('11-11 15:00')),
    london("och I'll dae it the morn", snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('send the C100 to the Pattersons', l('11-11 15:00')),
    london('in a session till 5, remind me after', snoozeUntil(l('11-11 17:00')), move(ctx, null, '17:00')),
  ),
  within(
    reminded('phone Mrs Pritchard for the home visit', l('11-11 15:00')),
    london('I am driving to a home visit now, please tell me again in 2 hours', snoozeFor(120)),
  ),
  within(
    reminded('order scalpel blades and autoclave pouches', l('11-11 15:00')),
    london(
      'Not today, the clinic is full. Tomorrow afternoon is better for me',
      snoozeUntil(l('11-12 14:00')),
      snoozeUntil(l('11-12 13:00')),
      snoozeUntil(l('11-12 15:00')),
    ),
  ),
  within(
    reminded('check the CD register', l('11-11 15:00')),
    london('tomorrow morning pls', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(
    reminded('phone Fiona aboot the rota', l('11-11 15:00')),
    london("Fiona's aff till monday", NO_CHANGE, move(ctx, '2026-11-16', null)),
  ),
  london('snooze the autoclave one till tmrw 8', snoozeUntil(l('11-12 08:00'), words('autoclave'))),
  london('push the Whittakers call back 45 mins', snoozeFor(45, words('Whittakers'))),
  london('snooze the flu jab order 1h', snoozeFor(60, words('flu jab'))),
  london(
    'snooze the Patterson forms till friday',
    snoozeUntil(l('11-13'), words('Patterson')),
    snoozeUntil(l('11-13 09:00'), words('Patterson')),
    move(words('Patterson'), '2026-11-13', null),
  ),
  london('snooze 20', NO_CHANGE),
  london('the new hygienist snoozed through her alarm again, late for the 9 oclock', NO_CHANGE),
  london('Land Registry have put the Hargreaves application on hold for 2 weeks, typical', NO_CHANGE),
  // New York
  within(
    reminded('file the I-130 for Ramirez', n('11-11 10:00')),
    newYork('in a consult, ping me at 11:30', snoozeUntil(n('11-11 11:30')), move(ctx, null, '11:30')),
  ),
  newYork('Patient in chair now. Remind me about Mr. Chen crown after 1 hour please', snoozeFor(60, words('Mr. Chen crown'))),
  within(
    reminded('llamar al distributor about the Ozempic backorder', n('11-11 10:00')),
    newYork('ahorita no, dame 15 min', snoozeFor(15)),
  ),
  within(
    reminded('call back the front desk girl about the billing codes', n('11-11 10:00')),
    newYork('snooze til after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 13:30')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded("get Keisha's W-2s", n('11-11 10:00')),
    newYork('tmrw', move(ctx, '2026-11-12', null), snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12'))),
  ),
  within(
    reminded('check the contact lens inventory', n('11-11 10:00')),
    newYork('back to back exams til 4, after that', snoozeUntil(n('11-11 16:00')), move(ctx, null, '16:00')),
  ),
  within(reminded('notarize the deed for mr and mrs Baptiste', n('11-11 10:00')), newYork('they running late, push it 30', snoozeFor(30))),
  within(
    talkedAbout('write up the IEP progress report for Mateo', n('11-16')),
    newYork('hmm snooze it a day', snoozeFor(1440), move(ctx, '2026-11-17', null)),
  ),
  newYork(
    'snooze the Okafor RFE to monday',
    snoozeUntil(n('11-16'), words('Okafor')),
    snoozeUntil(n('11-16 09:00'), words('Okafor')),
    move(words('Okafor'), '2026-11-16', null),
  ),
  newYork('can u snooze Mateo report 2 hrs, kid just walked in', snoozeFor(120, words('Mateo'))),
  newYork(
    'snooze the Feld contacts order till tomorrow 10am',
    snoozeUntil(n('11-12 10:00'), words('Feld')),
    move(words('Feld'), '2026-11-12', '10:00'),
  ),
  newYork('Mrs Liu claim, remind me again in 3 hours', snoozeFor(180, words('Mrs Liu'))),
  newYork('remind me again later', NO_CHANGE),
  newYork('the distributor pushed our delivery to friday again 🙄', NO_CHANGE),
  newYork('my 11 oclock rescheduled to next week so i have a gap now', NO_CHANGE),
  newYork('pt literally snoozing on the table during his adjustment lol', NO_CHANGE),
  newYork('uscis pushed the Ramirez biometrics to 12/3, nothing I can do', NO_CHANGE),
];

export const NINETYTHIRD_DONE: HeldOutItem[] = [
  // London
  within(reminded('ring the autoclave engineer', l('11-11 15:00')), london('done, hes coming thurs to look at the seal', done())),
  london('chased Land Registry on Hargreaves, tick it off', done(words('Hargreaves'))),
  within(
    listedAs('check the CD register', 'ring AAH about the short delivery', "check Mrs Begum's blister packs"),
    london('2 and 3 done', [done(num(2)), done(num(3))]),
  ),
  london('ees, lab order all sorted for they varifocals', done(words('varifocals'))),
  within(reminded('dae ma CPD log', l('11-11 15:00')), london('aye, deen', done())),
  london('CPD log finally deen, aboot time', done(words('CPD log'))),
  within(reminded('send the C100 to the Pattersons', l('11-11 15:00')), london('sent it this morning', done())),
  within(
    reminded('phone Mrs Pritchard for the home visit', l('11-11 15:00')),
    london('Yes I have phoned her already, she is expecting me on Friday', done()),
  ),
  london('the funds request for Smithills Dean is done', done(words('funds request'))),
  london("tick off the hygienists' appraisals", done(words('hygienists appraisals'))),
  london('ordered the scalpel blades n pouches 👍', done(words('scalpel blades'))),
  london('did the frame display yesterday, forgot to tell you', done(words('frame display'))),
  within(
    listedAs('confirm the Foresterhill session wi the agency', 'phone Fiona aboot the rota', 'dae ma CPD log'),
    london('first twa are deen', [done(num(1)), done(num(2))]),
  ),
  within(
    listedAs('send the C100 to the Pattersons', 'prep notes for the MIAM with the new couple', 'book the room for the Thursday session'),
    london('done the last one', done(num(3))),
  ),
  within(
    reminded('order more flu jabs from the wholesaler', l('11-11 15:00')),
    london('not done yet, wholesaler system is down', NO_CHANGE),
  ),
  london('done for the day, absolutely knackered', NO_CHANGE),
  london('Mrs Hughes finally had her flu jab done, only took 3 reminders', NO_CHANGE),
  london('the completion on Bradshaw Rd went through at 12, keys released', NO_CHANGE),
  // New York
  within(reminded('file the I-130 for Ramirez', n('11-11 10:00')), newYork('filed ✅', done())),
  within(reminded('call the lab ask about Mr. Chen crown', n('11-11 10:00')), newYork('Already call them. Crown ready Friday.', done())),
  within(reminded('llamar al distributor about the Ozempic backorder', n('11-11 10:00')), newYork('listo ya lo llamé', done())),
  within(
    listedAs(
      'call back the front desk girl about the billing codes',
      'send Aetna the appeal for the Donnelly adjustments',
      'order new table paper',
    ),
    newYork('#1 done, 2 still pending', done(num(1))),
  ),
  within(reminded('notarize the deed for mr and mrs Baptiste', n('11-11 10:00')), newYork('yep all signed n stamped', done())),
  within(reminded('check the contact lens inventory', n('11-11 10:00')), newYork('done', done())),
  within(
    listedAs('RFE response for Okafor', 'file the I-130 for Ramirez', 'consult w/ new client'),
    newYork('2 done and 3 pushed to friday', [done(num(2)), move(num(3), '2026-11-13', null)]),
  ),
  within(
    reminded('send Aetna the appeal for the Donnelly adjustments', n('11-11 10:00')),
    newYork('almost done, need the x-ray report first', NO_CHANGE),
  ),
  newYork("got Keisha's W-2s finally", done(words("Keisha's W-2s"))),
  newYork('IEP report for Mateo is done and sent to the school', done(words('Mateo'))),
  newYork('mark the Empire BCBS call complete', done(words('Empire BCBS'))),
  newYork('Feld lenses ordered', done(words('Feld'))),
  newYork('done', NO_CHANGE),
  newYork('done with exams for the morning, grabbing lunch', NO_CHANGE),
  newYork('Mr Wang root canal done today, he very happy', NO_CHANGE),
  newYork('is the Okafor RFE done?', NO_CHANGE),
];

export const HELD_OUT_NINETYTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETYTHIRD_ASK,
  snooze: NINETYTHIRD_SNOOZE,
  done: NINETYTHIRD_DONE,
  correction: NINETYTHIRD_CORRECTION,
  remove: NINETYTHIRD_REMOVE,
  rename: NINETYTHIRD_RENAME,
  ramble: NINETYTHIRD_RAMBLE,
  greeting: NINETYTHIRD_GREETING,
  feeling: NINETYTHIRD_FEELING,
  statement: NINETYTHIRD_STATEMENT,
  decision: NINETYTHIRD_DECISION,
  question: NINETYTHIRD_QUESTION,
  unclear: NINETYTHIRD_UNCLEAR,
};

export const HELD_OUT_NINETYTHIRD: HeldOutItem[] = Object.values(HELD_OUT_NINETYTHIRD_KINDS).flat();
