/**
 * Held-out messages (part j of the ninety-third set), written without looking at the reader. The
 * people: on London time (day-first dates), a dental practice owner in Reading (hygienists, NHS
 * contracts, the autoclave), a high-street solicitor in Bolton (conveyancing, completions, Land
 * Registry), a community pharmacist in Derby (prescriptions, the wholesaler, flu jabs), an optician in
 * Exeter who writes some West Country, a locum GP in Aberdeen who writes some Doric Scots (sessions,
 * the rota, CPD), a family mediator in Swindon (sessions, court forms, clients) and a chiropodist in
 * Cardiff whose first language is Welsh (home visits, clinics, the autoclave); on New York time
 * (month-first dates), an immigration lawyer in Midtown (filings, RFEs, consults), a dentist in
 * Flushing whose first language is Mandarin (patients, the lab, insurance claims), a pharmacist who
 * owns a drugstore in Washington Heights and writes some Dominican Spanish (refills, the distributor,
 * vaccines), a chiropractor in Hoboken (adjustments, the front desk, billing), a notary and tax
 * preparer in Jamaica, Queens (appointments, notarizations, clients' W-2s), a speech therapist in
 * Riverdale (sessions, school reports, insurers) and an optometrist in Brooklyn Heights (exams,
 * frames, contact-lens orders). Every message is read at Wednesday 11 November 2026, 15:00 London /
 * 10:00 New York.
 */
import type { Intent } from '../intent';
import { type HeldOutItem, NO_CHANGE, decision, done, l, london, n, newYork, question, talk, unclear, within } from './held-out-kit';

/** A follow-up reminder for `title` was just sent. */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
/** daily just sent this numbered list. */
const listed = (...titles: string[]) => ({ listed: titles });
/** The task just added or talked about. */
const about = (title: string, due: string | null = null) => ({ current: { title, due } });
/** A question back to the person. */
const ask: Intent = { kind: 'ask', text: '', options: [] };
const hello = talk('greeting');
const feeling = talk('feeling');
const swamped = talk('overwhelmed');

export const NINETYTHIRD_GREETING: HeldOutItem[] = [
  london('afternoon! just surfaced from a run of check-ups', hello),
  london('hiya daily, long time no speak', hello),
  london('good afternoon from sunny Reading, well, grey Reading', hello),
  london('ey up, how do', hello),
  london('alright my lover, how be on?', hello),
  london('mornin... well afternoon now i spose, where did the day go', hello),
  london('aye aye, fit like the day?', hello),
  london('hullo there, quine here fae Aberdeen again', hello),
  london('Shwmae! Prynhawn da', hello),
  london('helo, good afternoon to you', hello),
  london('hi hi, between clients so just saying hello', hello),
  london('hello again, me back from the wholesaler lol', hello),
  within(reminded('order amalgam capsules', l('11-11 14:00')), london('oh hello you', hello)),
  newYork('good morning!!', hello),
  newYork('hey there, morning from midtown', hello),
  newYork('hi daily 早上好', hello),
  newYork('hello good morning, first patient not here yet', hello),
  newYork('buenos dias mi amigo', hello),
  newYork('wepa, buen día!', hello),
  newYork('yo yo whats good', hello),
  newYork('mornin from hoboken ☕', hello),
  newYork('hey hey, happy hump day', hello),
  newYork('good morning from the Jamaica ave office', hello),
  newYork('hi!! hope ur morning is going ok', hello),
  newYork('heyyy it me again', hello),
  within(listed('call Aetna re claim', 'Ramos progress report', 'order lens cleaner'), newYork('morning to you too', hello)),
];

export const NINETYTHIRD_FEELING: HeldOutItem[] = [
  london('honestly shattered, two hygienists off sick and i did all the scale and polishes myself', feeling, swamped),
  london(
    "everything's on fire, the NHS contract review, the autoclave's playing up, payroll friday. i can't think straight",
    swamped,
    feeling,
  ),
  london('so stressed about the Hughes completion i could cry', feeling, swamped),
  london('knackered. three completions in one day is too many for one woman', feeling, swamped),
  london("flu jab queue out the door since 9 and i'm running on empty", feeling, swamped),
  london('proper drowning in scripts today, cant keep up', swamped, feeling),
  london("i'm that tired me eyes are going square, and i test eyes for a living", feeling),
  london('fair puggled the day, back tae back sessions an no a minute tae masel', feeling, swamped),
  london("feelin awfa wabbit, the rota's a guddle and CPD's due", feeling, swamped),
  london('emotionally wrung out after that session, both parents shouting for an hour', feeling),
  london('the court forms, the clients, the invoices... too much. genuinely too much', swamped, feeling),
  london("wedi blino'n lân, so tired, 6 home visits in the rain", feeling),
  within(reminded('sterilise instruments', l('11-11 14:30')), london('ugh i know i know. just so tired today', feeling, swamped)),
  newYork('I am so burnt out. 3 RFEs due this week and the consults keep coming', swamped, feeling),
  newYork("anxious about the H-1B filings, can't sleep properly", feeling),
  newYork('very tired today, too many patient, the lab is late again, 头疼', feeling, swamped),
  newYork('ay dios mio estoy muerta, the distributor never came and everyone wants refills', feeling, swamped),
  newYork('stressed af. front desk girl quit and billing is a mess', swamped, feeling),
  newYork("feel like i'm underwater, tax season hasn't even started and i'm already behind", swamped, feeling),
  newYork('exhausted. school reports for 14 kids and the insurers want everything yesterday', feeling, swamped),
  newYork('having a rough morning, not gonna lie', feeling),
  newYork('overwhelmed with contact lens orders and 2 techs out', swamped, feeling),
  newYork('i am so done with this week and its only wednesday', feeling, swamped),
  within(reminded('Chen insurance claim', n('11-11 09:30')), newYork('so tired, my back hurt from standing all morning', feeling)),
  within(
    listed('Diaz RFE response', 'Okafor consult', 'I-130 packet for the Kims'),
    newYork('looking at this list makes me want to lie down', swamped, feeling),
  ),
];

export const NINETYTHIRD_STATEMENT: HeldOutItem[] = [
  london('the autoclave engineer came at 10, new seal fitted, all sorted', NO_CHANGE),
  london('our NHS contract got renewed for another 3 years!!', NO_CHANGE),
  london('hygienist Sophie starts full time from 1/12', NO_CHANGE),
  london('Land Registry finally came back on the Atherton title, no requisitions', NO_CHANGE),
  london('the Patel completion went through at 2.15, keys released', NO_CHANGE),
  london('wholesaler delivered this morning, only 2 lines short this time', NO_CHANGE),
  london('done 84 flu jabs since monday fyi', NO_CHANGE),
  london("lab sent Mrs Trewin's varifocals back wrong again, they'm useless. already sorted it over the phone mind", NO_CHANGE),
  london('eye tests all morning tomorrow, fully booked', NO_CHANGE),
  london("the rota for December's oot, I've got the Tuesday sessions at Bucksburn", NO_CHANGE),
  london('CPD hours all logged for the year, 52 in total', NO_CHANGE),
  london('the C100 for the Harris family got sealed by the court this morning', NO_CHANGE),
  london("ex-husband didn't turn up to the 11 o'clock session, again", NO_CHANGE),
  london('home visit in Pontcanna cancelled, Mrs Jenkins is in hospital, bless her', NO_CHANGE),
  within(
    reminded('call the wholesaler re shortages', l('11-11 15:00')),
    london('they rang me at 2 actually, it was about the insulin pens', NO_CHANGE, [done()]),
  ),
  newYork('the I-485 for the Nguyens was approved this morning 🎉', NO_CHANGE),
  newYork('USCIS sent an RFE on the Alvarez case, response already drafted and filed', NO_CHANGE),
  newYork('consult at 1 got moved by the client to next week, they emailed it over already', NO_CHANGE),
  newYork('lab deliver the crown for Mr Wong at 9am, it fit perfect', NO_CHANGE),
  newYork('insurance paid the claim from october finally, $1,840', NO_CHANGE),
  newYork('el distribuidor llegó a las 8, everything in except the Ozempic', NO_CHANGE),
  newYork('gave 31 flu shots and 12 covid boosters yesterday, record day', NO_CHANGE),
  newYork('front desk fixed the billing software on her own, what a queen', NO_CHANGE),
  newYork('had 22 adjustments booked today, the 4:30 is a new patient', NO_CHANGE),
  newYork('Mrs Campbell brought in her W-2s this morning, all 3 of them', NO_CHANGE),
  newYork('the insurer approved 20 more sessions for Liam through march', NO_CHANGE),
  newYork('contact lens order from the distributor arrived, 40 boxes of dailies', NO_CHANGE),
  newYork('exams running 15 min behind, as usual on wednesdays lol', NO_CHANGE),
];

export const NINETYTHIRD_DECISION: HeldOutItem[] = [
  london("right, decided: we're handing back the NHS contract and going fully private from April", decision),
  london('going with the Eschmann autoclave over the Melag, cheaper to service', decision),
  london('ive decided not to replace Sophie, the other two hygienists will split her days', decision),
  london("we're not taking on any more leasehold conveyancing, the management packs are a nightmare", decision),
  london('decision made, fixed fee of £950 + VAT for all freeholds from now on', decision),
  london('switching wholesaler to Phoenix, AAH keep shorting us', decision),
  london('no more walk-in flu jabs after 4pm, appointments only. final answer', decision),
  london("reckon we'll stock the cheaper frames range after all, proper decided now", decision),
  london("I've made up ma mind, nae mair weekend sessions in the new year", decision),
  london('decided to do my CPD through the online course rather than the conference in Glasgow', decision),
  london("not offering evening sessions anymore, I'm done with 8pm finishes", decision),
  london("penderfyniad: I'm dropping Thursday clinic in Canton and doing more home visits instead", decision),
  london('decided to buy the second autoclave, £3,200, worth it so clinics don’t stall', decision),
  newYork("decided we're not taking any more pro bono asylum cases until Q2", decision),
  newYork('going with the new e-filing vendor, the old one is too slow', decision),
  newYork('i decide change dental lab to the one in Sunset Park, better price and faster', decision),
  newYork('no more accepting Delta Dental PPO from january, decided', decision),
  newYork("ya lo decidí, we're closing at 7 instead of 9 on sundays", decision),
  newYork('decided to drop the small distributor and go only with McKesson', decision),
  newYork("we're switching billing to an outside company starting 1/1, made the call this morning", decision),
  newYork('hiring a second front desk person, finally pulled the trigger', decision),
  newYork('made up my mind: raising notary fee to $15 per signature', decision),
  newYork("decided i'm not doing in-school sessions anymore, clinic only", decision),
  newYork("ok we're going with the Zeiss lenses over Essilor for the practice", decision),
  within(
    reminded('decide on the new lens supplier', n('11-11 09:00')),
    newYork('went with CooperVision in the end, better margins on the dailies', decision, [decision, done()], [done(), decision]),
  ),
];

export const NINETYTHIRD_QUESTION: HeldOutItem[] = [
  london('how often are we meant to validate the autoclave, is it daily or weekly?', question),
  london("what's the UDA rate most practices are getting on new NHS contracts these days?", question),
  london('whats stamp duty on a £285k house for a first time buyer?', question),
  london('how long is Land Registry taking for first registrations at the mo, any idea?', question),
  london('can you give a flu jab to someone who had covid last week?', question),
  london('what does "MCA" stand for on a prescription again', question),
  london('how long do varifocals usually take folk to get used to, roughly?', question),
  london("fit's the difference atween a locum and a salaried GP pension-wise?", question),
  london('how many CPD hours do GPs need a year for appraisal?', question),
  london('what is a MIAM exemption, in plain english?', question),
  london("sut ydych chi'n dweud 'verruca' in Welsh, is it just ferwca?", question),
  london('is it 134 degrees for 3 minutes for a B type autoclave or am i mixing it up', question),
  newYork('how long does an I-130 take to process right now?', question),
  newYork("what's the difference between an RFE and a NOID again, explain like im 5", question),
  newYork('what is the CDT code for a porcelain crown? i always forget', question),
  newYork('how you say "root canal" in simple english for my patient', question),
  newYork('cuánto dura la vacuna del flu after you open the vial?', question),
  newYork('can a pharmacist in NY give the RSV vaccine without a prescription?', question),
  newYork('whats the CPT code for a chiropractic adjustment of 3-4 regions', question),
  newYork('what is the notary fee cap in new york state?', question),
  newYork('when do employers have to send out W-2s, jan 31?', question),
  newYork('does medicaid cover speech therapy for adults in NY?', question),
  newYork('is it normal for a 4 year old to still say "wabbit"?', question),
  newYork('how long can you keep contact lenses in the solution before it goes bad?', question),
  within(
    reminded('Kim I-485 packet', n('11-11 09:00')),
    newYork('wait do they still need the I-693 sealed envelope or can it go electronic now?', question),
  ),
];

const claims = listed('Chen insurance claim', 'Lopez insurance claim', 'call the lab about the Wu bridge');
const threeJobs = listed('chase Land Registry on Atherton', 'Patel completion statement', 'ring Mr Shah re searches');

export const NINETYTHIRD_UNCLEAR: HeldOutItem[] = [
  london('Hughes completion friday', unclear, [ask]),
  london('the Morgans tuesday at 3', unclear, [ask]),
  london('done', unclear, [ask], NO_CHANGE),
  london('move it to thursday', unclear, [ask]),
  london('push the 4 oclock', unclear, [ask]),
  london('autoclave thingy next week?', unclear, [ask]),
  london('cancel', unclear, [ask], NO_CHANGE),
  london('so um the the uh yeah that one fae before wi the rota um aye', unclear, [ask], NO_CHANGE),
  london("Mrs Prothero's feet, Llandaff, sometime", unclear, [ask]),
  london('remind me', unclear, [ask]),
  within(threeJobs, london('done 5', unclear, [ask], NO_CHANGE)),
  within(threeJobs, london('the shah one', unclear, [ask])),
  within(about('order frames from the lab', l('11-12 12:00')), london('change it', unclear, [ask])),
  within(about('book flu jab clinic', l('11-13 12:00')), london('no the other', unclear, [ask], NO_CHANGE)),
  newYork('Okafor consult 2pm', unclear, [ask]),
  newYork('the crown for Mr Li', unclear, [ask]),
  newYork('yes', unclear, [ask], NO_CHANGE),
  newYork('make it earlier', unclear, [ask]),
  newYork('lo de la distribuidora, you know', unclear, [ask], NO_CHANGE),
  newYork('delete all of them', unclear, [ask], NO_CHANGE),
  newYork('front desk billing thing monday or tuesday', unclear, [ask]),
  newYork('12/3 or 3/12 not sure', unclear, [ask], NO_CHANGE),
  newYork('rename it', unclear, [ask]),
  within(claims, newYork('done the claim', unclear, [ask])),
  within(claims, newYork('push both', unclear, [ask])),
  within(about('Ramos school report', n('11-13 12:00')), newYork('make it the other day', unclear, [ask])),
  within(reminded('order toric lenses for Mr Feld', n('11-11 09:30')), newYork('hmm', unclear, [ask], NO_CHANGE)),
];
