/**
 * Held-out messages, hundredninth set, part f: removals, renames, voice-note rambles and messages
 * too thin to act on, from people who work with law, property and buildings.
 *
 * London time (day-first dates):
 * - Hilary, a high-street solicitor in Leicester (wills, probate, conveyancing; a trainee and a secretary, Sandra).
 * - Imran, an immigration adviser in Croydon whose first language is Urdu (Home Office applications, appeals).
 * - Rhian's colleague Dafydd, an architect in Cardiff who drops Welsh words in (planning, Cadw, site visits).
 * - Geordie chartered surveyor Mark in Newcastle (valuations, level 2 and 3 surveys, lenders).
 * - Priya, an HR consultant in Reading (disciplinaries, grievances, TUPE, handbooks, CIPD CPD).
 *
 * New York time (month-first dates):
 * - Nasreen, a solo immigration lawyer in Jackson Heights whose first language is Bengali (USCIS, EOIR, a paralegal, Shirin).
 * - Dan, a real-estate attorney in Long Island City (closings, title, payoff letters, billing hours).
 * - Lucía, a court interpreter in the Bronx who texts fast and in lowercase (criminal and family court, agency depositions).
 * - Grant, a management consultant in Midtown (steercos, SOWs, pricing models, RFPs).
 * - Joe, a structural engineer on Staten Island (calcs, DOB permits, inspections, his PE licence).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  task,
  unclear,
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

export const HUNDREDNINTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    reminded('chase Land Registry on the Patel title', l('11-11 14:00')),
    london('cancel that one, the buyer pulled out last night', remove()),
  ),
  within(
    shown('draft will for Mrs Okafor', 'send completion statement 14 Elm Rd', 'AML webinar (CPD)', 'call back the Hendersons'),
    london('delete 3 pls, webinar got moved online and I dont need it', remove(num(3))),
  ),
  london('please you delete the reminder for Mr Hussain visa extension, he has gone to other adviser now', remove(words('hussain'))),
  within(
    just('site visit Penarth w/ contractor', l('11-13 10:00')),
    london('scrap that actually, diolch. contractor isnt ready', remove()),
  ),
  london("get rid of the Jesmond valuation task man, lender's pulled the instruction", remove(words('jesmond valuation'))),
  within(
    which('disciplinary hearing notes – Brightwell', 'disciplinary outcome letter – Fenwick'),
    london('the brightwell one, bin it', remove(num(1)), remove(words('brightwell')), answer(1)),
  ),
  london("forget the CPD one, I've logged enough hours for this year already", remove(words('cpd'))),
  london(
    'Take off "ring Home Office helpline about Ahmed BRP" – they finally posted the card!!',
    remove(words('ahmed brp')),
    done(words('ahmed brp')),
  ),
  within(
    just('chase planning officer re Llandaff extension', l('11-12 09:00')),
    london(
      'oops no delete that, i meant it for the Pontcanna job not Llandaff',
      remove(),
      rename(ctx, 'chase planning officer re Pontcanna extension'),
    ),
  ),
  within(
    shown('Heaton damp report', 'invoice Morpeth', 'Gosforth level 3', 'RICS CPD module'),
    london('remove 2 and 4 mate', [remove(num(2)), remove(num(4))]),
  ),
  // London: news and questions that use the words, change nothing
  london("completion on Victoria Rd got cancelled AGAIN, vendor's solicitor is a nightmare", NO_CHANGE),
  london('Home Office have cancelled his biometrics appointment, no reason given as usual', NO_CHANGE),
  london('did I delete the Morgan probate task by mistake? cant see it', NO_CHANGE),
  london('cancel it', unclear),
  london('client removed the grievance, thank god, so the meeting tomorrow is off', NO_CHANGE),

  // New York: removals
  within(
    reminded('file I-130 for Rahman family'),
    newYork('pls remove this one, client change his mind, they go with other lawyer', remove()),
  ),
  within(
    shown('RFE response – Akter', 'translate birth cert – Hossain', 'retainer agreement – Chowdhury'),
    newYork('delete no 2', remove(num(2))),
  ),
  newYork(
    "take the Hunters Point closing off my list, it got pushed to january and I'll re-add it then",
    remove(words('hunters point closing')),
  ),
  within(just('bronx family ct spanish 9:30', n('11-12 09:30')), newYork('nvm scratch that', remove())),
  newYork('kill the steerco deck task, the partner is doing it himself', remove(words('steerco deck'))),
  newYork('remove "inspect retaining wall Tottenville" owner canceled the job', remove(words('retaining wall tottenville'))),
  within(reminded('CLE ethics credits'), newYork('ugh delete. did them in october', remove(), done())),
  within(
    shown('call Mr. Uddin re asylum interview', 'notarize affidavit – Das', 'buy toner', 'G-28 for Mrs. Parvin'),
    newYork('1 and 3 pls delete, Shirin did toner and Uddin I call myself today', [remove(num(1)), remove(num(3))]),
  ),
  newYork('can you take off everything about the Ravenswood deal', remove(words('ravenswood'))),
  // New York: news and questions that use the words, change nothing
  newYork('court cancelled all the afternoon calendars today bc of a water leak lol', NO_CHANGE),
  newYork('my paralegal deleted half the shared drive by accident, spent all morning getting it back', NO_CHANGE),
  newYork('how do i delete something', NO_CHANGE),
  newYork('they dropped the charges so I guess friday is off 🤷‍♀️', NO_CHANGE),
  newYork('the client canceled the retainer check, bank says insufficient funds. great', NO_CHANGE),
];

export const HUNDREDNINTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(just('draft will for Mr Kowalsky'), london('typo, its Kowalski with an i', rename(ctx, 'draft will for Mr Kowalski'))),
  london(
    'rename the Elm Rd task to "completion statement 14 Elm Road + SDLT return"',
    rename(words('elm rd'), 'completion statement 14 Elm Road + SDLT return'),
  ),
  within(
    reminded('Home Office letter for Mrs Begum'),
    london('please change name of this task to Mrs Begum spouse visa extension', rename(ctx, 'Mrs Begum spouse visa extension')),
  ),
  within(
    shown('drawings Pontcanna', 'tender pack Canton', 'planning statement Roath'),
    london('can you call no. 2 "tender pack Canton rev C" instead, diolch', rename(num(2), 'tender pack Canton rev C')),
  ),
  within(
    just('RICS level 3 survey Gosforth', l('11-16 09:00')),
    london('make that level 2 not 3, client wants the cheaper one', rename(ctx, 'RICS level 2 survey Gosforth')),
  ),
  london('change the Fenwick task to say grievance meeting prep', rename(words('fenwick'), 'grievance meeting prep')),
  within(
    just('email Cadw re listed building consent'),
    london('actually just call it LBC email Cadw, shorter', rename(ctx, 'LBC email Cadw')),
  ),
  within(
    shown('snagging list Gerant Jones', 'site visit Barry'),
    london("spelt his name wrong on 1, it's Geraint", rename(num(1), 'snagging list Geraint Jones')),
  ),
  london(
    'the appraisals task – can it say mid-year reviews instead, the client hates the word appraisal',
    rename(words('appraisals'), 'mid-year reviews'),
  ),
  within(
    reminded('send AML checks to Mrs Hartley'),
    london("its Hartley-Brown, double barrelled, she'll go mad if we get it wrong", rename(ctx, 'send AML checks to Mrs Hartley-Brown')),
  ),
  // London: look like renames, are not
  london('client wants to change her name on the deeds after the divorce, what do I need from her?', NO_CHANGE),
  london('Home Office renamed the form again 😑 nobody told us', NO_CHANGE),
  within(just('call the Patels re exchange', l('11-12 11:00')), london('call it at 2 instead', move(ctx, null, '14:00'))),
  london('thinking of renaming the practice next year, Tyne Property Surveyors or something. too cheesy?', NO_CHANGE),

  // New York: renames
  within(reminded('N-400 for Mr. Rahmam'), newYork('name is Rahman not Rahmam, please fix', rename(ctx, 'N-400 for Mr. Rahman'))),
  newYork(
    'task asylum brief, pls make title asylum brief for Sultana family',
    rename(words('asylum brief'), 'asylum brief for Sultana family'),
  ),
  within(
    just('review title report 23-10 Jackson Ave'),
    newYork('its 23-10 44th Dr not Jackson Ave. different building lol', rename(ctx, 'review title report 23-10 44th Dr')),
  ),
  within(
    shown('bx crim ct spanish 9am', 'depo midtown 2pm', 'invoice agency oct'),
    newYork('3 shld say invoice agency oct + nov', rename(num(3), 'invoice agency oct + nov')),
  ),
  newYork(
    'rename "steerco prep" to "steerco prep – pricing workstream"',
    rename(words('steerco prep'), 'steerco prep – pricing workstream'),
  ),
  within(
    just('stamp drawings 142 Richmond Ter'),
    newYork('call it seal + sign drawings 142 Richmond Terrace instead', rename(ctx, 'seal + sign drawings 142 Richmond Terrace')),
  ),
  within(
    just('cantonese interp queens supreme 10am', n('11-13 10:00')),
    newYork('change it to mandarin agency mixed it up', rename(ctx, 'mandarin interp queens supreme 10am')),
  ),
  within(
    shown('Halvorsen pricing model', 'SOW to legal', 'expense Chicago', 'workshop rehearsal'),
    newYork('can u rename 4 to client workshop dry run', rename(num(4), 'client workshop dry run')),
  ),
  newYork('the DOB one should be "DOB permit – Tottenville", not Totenville', rename(words('dob'), 'DOB permit – Tottenville')),
  // New York: look like renames, are not
  newYork('client changed her name after marriage so the whole I-485 packet is wrong now 😩', NO_CHANGE),
  newYork('whats the Hunters Point task called again', NO_CHANGE),
  within(just('call Dara re closing', n('11-12 10:00')), newYork('ugh she cant do tmrw, call it friday', move(ctx, '2026-11-13', null))),
  newYork('we changed the firm name to Ahmed & Co last month and clients still use the old one haha', NO_CHANGE),
];

export const HUNDREDNINTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    "ok so um just walking back from the office, right, I need to ring Mrs Dhillon about the TR1 tomorrow at 10, and er send the completion statement to the buyer's side by friday, oh and do my CPD hours before the end of the month. anyway. long day",
    [
      task('ring Mrs Dhillon about the TR1', l('11-12 10:00')),
      task("send the completion statement to the buyer's side", l('11-13')),
      task('do my CPD hours', l('11-30')),
    ],
  ),
  london(
    'salam, ok so today very busy, three walk-in clients. tomorrow I must call Home Office about Mr Iqbal biometric, and print the appendix FM checklist for Mrs Shah, and friday 11 oclock meeting with Mrs Shah husband. inshallah all ok',
    [
      task('call Home Office about Mr Iqbal biometric', l('11-12')),
      task('print the appendix FM checklist for Mrs Shah', l('11-12')),
      task('meeting with Mrs Shah husband', l('11-13 11:00')),
    ],
    [
      task('call Home Office about Mr Iqbal biometric', l('11-12')),
      task('print the appendix FM checklist for Mrs Shah'),
      task('meeting with Mrs Shah husband', l('11-13 11:00')),
    ],
  ),
  london(
    "right so, voice note, driving. need to book the damp specialist for the Heaton job, chase the lender on the Jesmond one, er, and invoice the Morpeth client, that's been sat there since October. monday for the invoice I reckon",
    [
      task('book the damp specialist for the Heaton job'),
      task('chase the lender on the Jesmond one'),
      task('invoice the Morpeth client', l('11-16')),
    ],
  ),
  london(
    'ok few things, send Rhian the revised elevations, book the drone survey for Canton by weds next week, pay the Cadw fee. oh and milk. diolch',
    [
      task('send Rhian the revised elevations'),
      task('book the drone survey for Canton', l('11-18')),
      task('pay the Cadw fee'),
      task('milk'),
    ],
  ),
  london(
    "so um quick one, well not quick. I need to do the TUPE letters for the Greenfield transfer by thursday week, book my CIPD CPD day, and er update the Thames Valley handbook, no rush on that one. oh and call mum back, she's rung twice",
    [
      task('do the TUPE letters for the Greenfield transfer', l('11-19')),
      task('book my CIPD CPD day'),
      task('update the Thames Valley handbook'),
      task('call mum back'),
    ],
  ),
  london(
    'iawn, so... tomorrow I have to phone the planning officer at 9 about Llandaff, then the afternoon is just drawing. and remind me friday to invoice the Pontcanna clients, they still owe stage 3',
    [task('phone the planning officer about Llandaff', l('11-12 09:00')), task('invoice the Pontcanna clients', l('11-13'))],
  ),
  london(
    "ok so voice note cos I'm on the M4. can you remind me at 5 to email the Greenfield HR director, and tomorrow I need to finish the investigation report for Fenwick, that one's urgent actually. thanks",
    [
      task('email the Greenfield HR director', l('11-11 17:00')),
      task('finish the investigation report for Fenwick', l('11-12'), { important: true }),
    ],
  ),
  london(
    'I am so tired honestly, Home Office refuse two of my clients this week, I feel I am failing them. anyway I need prepare the appeal for Mr Malik by the 25th',
    task('prepare the appeal for Mr Malik', l('11-25')),
  ),
  // London: a decision said aloud
  london(
    "ok so thinking out loud, the Brightwell redundancy consultation is a mess, I think we go with the voluntary scheme first rather than compulsory, better for morale. yeah. that's decided",
    decision,
  ),
  london(
    "um so I've been going back and forth on the case management system for weeks and we're going with Clio, done, decided. so I need to tell Sandra on monday and cancel the old LEAP subscription by the 1st",
    [decision, task('tell Sandra', l('11-16')), task('cancel the old LEAP subscription', l('12-01'))],
  ),
  // London: no job at all
  london(
    'bore da... honestly just stood in the rain at the Penarth site for two hours looking at a wall while the contractor and the engineer argued about a lintel. I said nothing, drank my coffee. some days this job is mad',
    NO_CHANGE,
  ),
  london(
    'just had the most awkward site visit of my life, vendor followed me round every room telling me the crack was "cosmetic". it was not cosmetic. anyway home now, tea',
    NO_CHANGE,
  ),
  london(
    "honestly don't even know where to start, three completions on friday, the Morgan probate is a mess, the SRA want our AML policy, I haven't eaten. I just needed to say it to someone",
    NO_CHANGE,
  ),

  // New York: several jobs
  newYork(
    'ok so listen, today I have 4 consult, very busy. tomorrow I need file the I-765 for Mr Alam, and Friday call USCIS contact center about Mrs Begum case, it is stuck 8 month. also buy printer ink for office',
    [
      task('file the I-765 for Mr Alam', n('11-12')),
      task('call USCIS contact center about Mrs Begum case', n('11-13')),
      task('buy printer ink for office'),
    ],
  ),
  newYork(
    'ok um so running between closings. need to send the payoff letter request for the 30th Ave deal, get the title co the survey, and uh remind me to bill the Ravenswood client for october hours. and i need a haircut honestly',
    [
      task('send the payoff letter request for the 30th Ave deal'),
      task('get the title co the survey'),
      task('bill the Ravenswood client for october hours'),
    ],
    [
      task('send the payoff letter request for the 30th Ave deal'),
      task('get the title co the survey'),
      task('bill the Ravenswood client for october hours'),
      task('haircut'),
    ],
  ),
  newYork(
    'ok so tmrw 9am bx crim part 3 spanish then 2pm depo in midtown for the agency then i gotta send the oct invoice by friday and renew my court cert thing ugh',
    [
      task('bx crim part 3 spanish', n('11-12 09:00')),
      task('depo in midtown for the agency', n('11-12 14:00')),
      task('send the oct invoice', n('11-13')),
      task('renew my court cert thing'),
    ],
  ),
  newYork(
    "ok voice note. need to do the calcs for the deck on Arthur Kill Rd by monday, email the architect about the beam sizes, and call DOB about the Tottenville permit tmrw at 11. oh also my PE renewal is due end of month, don't let me forget",
    [
      task('do the calcs for the deck on Arthur Kill Rd', n('11-16')),
      task('email the architect about the beam sizes'),
      task('call DOB about the Tottenville permit', n('11-12 11:00')),
      task('PE renewal', n('11-30')),
    ],
  ),
  newYork(
    'ok brain dump before the flight: 1) finish the pricing model for Halvorsen 2) send the SOW to legal 3) book a car to JFK 4) expense the Chicago trip. thats it i think',
    [
      task('finish the pricing model for Halvorsen'),
      task('send the SOW to legal'),
      task('book a car to JFK'),
      task('expense the Chicago trip'),
    ],
  ),
  newYork(
    'so the Astoria closing moved to the 20th which honestly is fine, whatever. I need to tell the lender and rebook the conference room',
    [task('tell the lender'), task('rebook the conference room')],
    [move(words('astoria closing'), '2026-11-20', null), task('tell the lender'), task('rebook the conference room')],
  ),
  newYork(
    'also one more thing bhai, my paralegal is off next week so remind me tomorrow give Shirin the Hossain file for translation, and I must sign the G-28 forms. ok thats all',
    [task('give Shirin the Hossain file for translation', n('11-12')), task('sign the G-28 forms')],
    [task('give Shirin the Hossain file for translation', n('11-12')), task('sign the G-28 forms', n('11-12'))],
  ),
  newYork(
    'uh hi ok so. two things. three. call the Kaur family back about the retainer, renew the notary stamp, and uh what was it, oh the passport photos for Mr Das. yes',
    [task('call the Kaur family back about the retainer'), task('renew the notary stamp'), task('passport photos for Mr Das')],
  ),
  // New York: a decision said aloud
  newYork(
    "so I've been chewing on it all morning and we're not bidding on the Meridian RFP. too much scope creep risk and the margin's thin. that's the call",
    decision,
  ),
  // New York: no job at all
  newYork(
    'man what a morning. got to the site on Hylan Blvd and the contractor already poured the footing without the inspection. im just. yeah. going to get a coffee',
    NO_CHANGE,
  ),
  newYork(
    'today interview at 26 Federal Plaza was very hard, officer was rude with my client, she was crying after. I am ok but I feel very bad for her. this job sometimes',
    NO_CHANGE,
  ),
  newYork('lol ok so the judge adjourned everything again so my whole afternoon is free. gonna do laundry and nap honestly', NO_CHANGE),
];

export const HUNDREDNINTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('move it', unclear),
  london('the Land Registry', unclear),
  london('Patel 3', unclear),
  london('that thing with Home Office for Mr', unclear),
  london('Cadw fri', unclear),
  london('the Heaton one?', unclear),
  london('re the tribunal', unclear),
  london('4/12 Dhillon', unclear),
  london('can you do the thing from before', unclear),
  london('done', unclear),
  // London: two readings
  within(shown('ring Mrs Dhillon', 'TR1 for Elm Rd'), london('the second', unclear)),
  within(shown('call Sandra re holiday cover', "call Sandra's client re probate"), london('done sandra', unclear)),
  within(just('call Cadw re consent', l('11-13 10:00')), london('monday or tuesday', unclear)),
  london('Kowalski tues', unclear),
  // London: harmless talk
  london('sorry wrong chat 🙈', NO_CHANGE),
  london('hmm ok', NO_CHANGE),

  // New York: too little to act on
  newYork('the uscis thing', unclear),
  newYork('rahman 2', unclear),
  newYork('push', unclear),
  newYork('the one w the title co', unclear),
  newYork('tmrw 9 bx', unclear),
  newYork('can u', unclear),
  newYork('re: halvorsen', unclear),
  newYork('beam calcs', unclear, task('beam calcs')),
  newYork('the 12th', unclear),
  newYork('please can you remind me for the', unclear),
  newYork('stamps 20', unclear),
  // New York: two readings
  within(shown('closing Astoria 11/20', 'payoff letter 30th Ave', 'bill Ravenswood'), newYork('that one', unclear)),
  within(just('call Mr Alam re I-765', n('11-12 10:00')), newYork('make it friday or monday whichever is better', unclear)),
  // New York: harmless talk, or a tick
  within(reminded('file I-765 for Mr Alam'), newYork('👍', done(), NO_CHANGE)),
  newYork('wait what', NO_CHANGE),
];
