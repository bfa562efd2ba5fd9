/**
 * Held-out set, hundredseventeenth part e: translators and interpreters.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Sophie, a freelance French and Spanish translator in Brighton (clients, agencies, word counts,
 *   invoices; chatty, lots of "x").
 * - Olu, a court and police interpreter in Croydon who speaks Yoruba (bookings, the courts, travel
 *   claims; short lines).
 * - Agnieszka, a Polish-English interpreter for the NHS in Peterborough whose first language is Polish
 *   (hospital jobs, GP calls, timesheets; small grammar slips).
 * - Ruaridh, a Gaelic and English translator in Inverness who writes some Scots ("the morn", "aye",
 *   "ken", "wee").
 * - Nadia, who runs a small Arabic and Urdu translation agency in Manchester (freelancers, certified
 *   documents, solicitors; some Urdu words).
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Valentina, a Spanish medical interpreter in Jackson Heights whose first language is Spanish
 *   (hospital shifts, agencies, certification).
 * - Marcus, an ASL interpreter in Harlem (bookings, schools, conferences; all lower case, no punctuation).
 * - Haruto, a Japanese localisation freelancer in Long Island City whose first language is Japanese
 *   (game scripts, deadlines, clients in Tokyo).
 * - Irina, a Russian and Ukrainian court interpreter in Brighton Beach (court dates, depositions,
 *   invoices; blunt, clipped).
 * - Deborah, who runs a legal-translation company in the Financial District (law firms, certified
 *   translations, project managers; long careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  rename,
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
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDSEVENTEENTH_ASK: HeldOutItem[] = [
  // London: plain asks with a time
  london(
    'ooh remind me to send the invoice to Lingua Bridge tmrw morning pls!! they still owe me for the 6k words on the hotel website x',
    task('send the invoice to Lingua Bridge', l('11-12 09:00')),
  ),
  london('remind me thurs night check trains for Snaresbrook. booked 9am fri', task('check trains for Snaresbrook', l('11-12 20:00'))),
  london(
    "Please remind me tomorrow 8 o'clock in morning to send timesheet for Peterborough City Hospital, last week I am forgot and they pay me late",
    task('send timesheet for Peterborough City Hospital', l('11-12 08:00')),
  ),
  london(
    'aye remind me the morn tae phone the Comunn about the wee glossary job',
    task('phone the Comunn about the wee glossary job', l('11-12')),
  ),
  london(
    'remind me 4pm to chase Khalid for the certified birth certificate translation, the solicitor is breathing down my neck',
    task('chase Khalid for the certified birth certificate translation', l('11-11 16:00')),
  ),
  london("can u pop in 'proofread the Decathlon catalogue' for 12/11 pls x", task('proofread the Decathlon catalogue', l('11-12'))),
  london('remind me 1/12 submit travel claim October', task('submit travel claim October', l('12-01'))),
  london(
    "sooo the agency just rang and they want the Spanish subtitles for the wine documentary back by Monday, which is insane, it's about 9000 words and half of it is people mumbling in a cellar, so remind me Saturday morning to start the wine documentary subtitles and pls don't let me faff on Instagram all day xx",
    task('start the wine documentary subtitles', l('11-14 09:00')),
  ),
  // London: urgent, by a deadline, several jobs, a bare job
  london(
    'Urgent!! must call Werrington GP surgery, they book me for Portuguese patient but I am Polish interpreter 🙈',
    task('call Werrington GP surgery', null, { important: true }),
  ),
  london(
    'need tae get the Gaelic signage proofs back tae the council afore Friday',
    task('get the Gaelic signage proofs back tae the council', l('11-13')),
    task('get the Gaelic signage proofs back tae the council', l('11-12')),
  ),
  london('twa things for Friday: send the invoice tae the Bòrd and finish the wee museum panels', [
    task('send the invoice tae the Bòrd', l('11-13')),
    task('finish the wee museum panels', l('11-13')),
  ]),
  london(
    'Tomorrow: 1) email Hassan & Co solicitors the quote 2) assign the Urdu witness statement to Farah 3) stamp the certified copies. shukriya',
    [
      task('email Hassan & Co solicitors the quote', l('11-12')),
      task('assign the Urdu witness statement to Farah', l('11-12')),
      task('stamp the certified copies', l('11-12')),
    ],
  ),
  london('need to renew my DBS', task('renew my DBS')),
  // London: mention a job, ask nothing
  london('Today hospital job was cancelled again, patient did not come. Third time this month 😤', NO_CHANGE),
  london(
    "solicitor just rang, the Mirpuri family case is adjourned till January so no rush on the bundle now, thank God, I've got enough on",
    NO_CHANGE,
  ),

  // New York: plain asks with a time
  newYork(
    'Remind me mañana at 6am print my badge for the shift in Elmhurst, the old one is broken',
    task('print my badge for the shift in Elmhurst', n('11-12 06:00')),
  ),
  newYork(
    'remind me at 2 to confirm the interpreter team for the javits conference',
    task('confirm the interpreter team for the javits conference', n('11-11 14:00')),
  ),
  newYork(
    'Please remind me 11/13 9pm, send script batch 4 to Tokyo client. They start working at their morning',
    task('send script batch 4 to Tokyo client', n('11-13 21:00')),
  ),
  newYork('Deposition Friday. Remind me Thursday 7pm review the glossary.', task('review the glossary', n('11-12 19:00'))),
  newYork(
    'Good morning. Could you please set a reminder for Monday at 10am to send Hartwell & Pryce the revised quote for the Portuguese arbitration documents? Their project manager, Lauren, has asked that we hold last quarter’s rate, and I would like it in her inbox at the start of the week rather than the end.',
    task('send Hartwell & Pryce the revised quote for the Portuguese arbitration documents', n('11-16 10:00')),
  ),
  newYork('remind me 12/1 renew my CCHI certification, is expire soon', task('renew my CCHI certification', n('12-01'))),
  newYork(
    'Could you also remind me at the end of the month to review the freelancer rate card with Priya? Nothing urgent.',
    task('review the freelancer rate card with Priya', n('11-30')),
  ),
  // New York: urgent, several jobs, bare jobs
  newYork(
    'Urgent! Reply to Kobayashi-san about the glossary question today please',
    task('Reply to Kobayashi-san about the glossary question', n('11-11'), { important: true }),
  ),
  newYork('Two things. Invoice Kings County court. Call Kessler firm about deposition fee. Both today.', [
    task('Invoice Kings County court', n('11-11')),
    task('Call Kessler firm about deposition fee', n('11-11')),
  ]),
  newYork(
    'Please add, as a matter of some urgency, a task to have the certified Mandarin translation of the Chen affidavit notarized; it needs to be with Baker Stroud by Thursday.',
    task('have the certified Mandarin translation of the Chen affidavit notarized', n('11-12'), { important: true }),
    task('have the certified Mandarin translation of the Chen affidavit notarized', n('11-12')),
  ),
  newYork('gotta send my invoice to the doe', task('send my invoice to the doe')),
  newYork('I need call the agency for fix my payment, they pay me less hours 😡', task('call the agency for fix my payment')),
  // New York: mention a job, ask nothing
  newYork('the school in the bronx moved the iep meeting to next thursday so im off the hook this week', NO_CHANGE),
  newYork('Tokyo client approved chapter 3 script. Very relief 😮‍💨', NO_CHANGE),
  newYork('Judge adjourned Petrov case to December. Whatever.', NO_CHANGE),
];

export const HUNDREDSEVENTEENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('send the invoice to Lingua Bridge', l('11-11 15:00')),
    london('argh 20 mins, on a call with the agency x', snoozeFor(20)),
  ),
  within(reminded('check trains for Snaresbrook', l('11-11 15:00')), london('In court. 2 hrs', snoozeFor(120))),
  within(
    reminded('send timesheet for Peterborough City Hospital', l('11-11 15:00')),
    london('I am with patient now, please remind me after, at 5:30', snoozeUntil(l('11-11 17:30'))),
  ),
  within(
    reminded('phone the Comunn about the wee glossary job', l('11-11 15:00')),
    london('no the now, the morn', snoozeUntil(l('11-12')), snoozeUntil(l('11-12 15:00'))),
  ),
  within(
    reminded('chase Khalid for the certified birth certificate translation', l('11-11 15:00')),
    london('abhi nahi yaar, give me till 4', snoozeUntil(l('11-11 16:00'))),
  ),
  within(
    reminded('proofread the Decathlon catalogue', l('11-11 15:00')),
    london('tomorrow morning!! brain is fried xx', snoozeUntil(l('11-12 09:00'))),
  ),
  within(
    reminded('submit travel claim October', l('11-11 15:00')),
    london('Monday', snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16 12:00')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('call Werrington GP surgery', l('11-11 15:00')),
    london('Surgery phone is engaged all the time, try again in 45 minutes please', snoozeFor(45)),
  ),
  within(
    reminded('finish the wee museum panels', l('11-11 15:00')),
    london("gie's till efter my tea, 7 or so", snoozeUntil(l('11-11 19:00'))),
  ),
  within(reminded('stamp the certified copies', l('11-11 15:00')), london('tonight inshallah, kids first', snoozeUntil(l('11-11 20:00')))),
  within(
    reminded('reply to Marta at TransPerfect about the rate', l('11-11 15:00')),
    london('later lovely, about 6ish? x', snoozeUntil(l('11-11 18:00'))),
  ),
  within(reminded('renew my DBS', l('11-11 15:00')), london('not now', snoozeFor(60))),
  within(
    reminded('email Hassan & Co solicitors the quote', l('11-11 15:00')),
    london(
      "Sorry can't do it now, I've got a walk-in client with a pile of nikah nama papers and her son translating over my shoulder and arguing with every word, remind me after Maghrib, around half 4",
      snoozeUntil(l('11-11 16:30')),
    ),
  ),
  // London: "not yet" that asks nothing
  within(reminded('send timesheet to the agency', l('11-11 15:00')), london("Not yet, manager didn't sign it still", NO_CHANGE)),
  within(reminded('send the invoice tae the Bòrd', l('11-11 15:00')), london('aye no yet, they havenae sent the PO number', NO_CHANGE)),

  // New York
  within(reminded('print my badge for the shift in Elmhurst', n('11-11 10:00')), newYork('ahorita no, en una hora porfa', snoozeFor(60))),
  within(
    reminded('confirm the interpreter team for the javits conference', n('11-11 10:00')),
    newYork('in class rn hit me at noon', snoozeUntil(n('11-11 12:00'))),
  ),
  within(
    reminded('send script batch 4 to Tokyo client', n('11-11 10:00')),
    newYork('Please later, 3 hour. QA is not finish', snoozeFor(180)),
  ),
  within(reminded('review the glossary', n('11-11 10:00')), newYork('Tomorrow 8am.', snoozeUntil(n('11-12 08:00')))),
  within(
    reminded('send Hartwell & Pryce the revised quote for the Portuguese arbitration documents', n('11-11 10:00')),
    newYork(
      "I'm afraid I can't get to this now; I'm walking into a partners' meeting that will almost certainly overrun. Could you remind me again after lunch, say two-ish?",
      snoozeUntil(n('11-11 14:00')),
    ),
  ),
  within(
    reminded('renew my CCHI certification', n('11-11 10:00')),
    newYork('this weekend I do it', snoozeUntil(n('11-14')), move(ctx, '2026-11-14', null)),
  ),
  within(
    reminded('send my invoice to the doe', n('11-11 10:00')),
    newYork('tmrw after lunch', snoozeUntil(n('11-12 14:00')), snoozeUntil(n('11-12 13:00'))),
  ),
  within(
    reminded('Reply to Kobayashi-san about the glossary question', n('11-11 10:00')),
    newYork('Tokyo is sleeping now. Tonight 8pm is their morning', snoozeUntil(n('11-11 20:00'))),
  ),
  within(reminded('Call Kessler firm about deposition fee', n('11-11 10:00')), newYork('Snooze 45.', snoozeFor(45))),
  within(
    reminded('have the certified Mandarin translation of the Chen affidavit notarized', n('11-11 10:00')),
    newYork("The notary doesn't arrive until 11:30; please remind me then.", snoozeUntil(n('11-11 11:30'))),
  ),
  within(reminded('book the cart captioner for the hunter college panel', n('11-11 10:00')), newYork('nah not now', snoozeFor(60))),
  within(reminded('translate the patch notes', n('11-11 10:00')), newYork('half hour more please 🙏', snoozeFor(30))),
  within(
    reminded('review the freelancer rate card with Priya', n('11-11 10:00')),
    newYork(
      'Priya is out sick for the rest of the week, so this will have to wait until Monday.',
      snoozeUntil(n('11-16')),
      snoozeUntil(n('11-16 09:00')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  // New York: "not yet" that asks nothing
  within(reminded('call the agency for fix my payment', n('11-11 10:00')), newYork('no todavía, nobody answer the phone there', NO_CHANGE)),
  within(reminded('Invoice Kings County court', n('11-11 10:00')), newYork('Not yet. Clerk lost my last one.', NO_CHANGE)),
];

export const HUNDREDSEVENTEENTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('send the invoice to Lingua Bridge'), london('done!! 6,240 words at 9p, kerching 💸 x', done())),
  within(shown('check trains for Snaresbrook', 'submit travel claim October', 'renew my DBS'), london('2 done', done(num(2)))),
  within(reminded('send timesheet for Peterborough City Hospital'), london('Is sent, finally manager sign it', done())),
  london('aye, the museum panels are feenished, ken, tick them aff', done(words('museum panels'))),
  within(
    shown('email Hassan & Co the quote', 'assign the Urdu witness statement to Farah', 'stamp the certified copies'),
    london('1 aur 3 ho gaye', [done(num(1)), done(num(3))]),
  ),
  london(
    "Decathlon catalogue proofread and sent back!! took forever because half the product names were in Catalan for some reason, but it's DONE, tick it off xx",
    done(words('Decathlon catalogue')),
  ),
  within(
    which('call Croydon Magistrates re booking', 'call Croydon Crown Court re booking'),
    london('Crown one. Done.', done(num(2)), [answer(2)]),
  ),
  london('I finish the call with Werrington surgery, now they change to Polish interpreter 👍', done(words('Werrington surgery'))),
  within(reminded('phone the Comunn about the wee glossary job'), london('aye, done. nice folk', done())),
  within(reminded('chase Khalid for the certified birth certificate translation'), london('Khalid sent it, alhamdulillah ✅', done())),
  within(
    shown(
      'reply to Marta at TransPerfect about the rate',
      'proofread the Decathlon catalogue',
      'start the wine documentary subtitles',
      'update my ProZ profile',
    ),
    london('1, 2 and 4 sorted, the subtitles are a whole other story 😭', [done(num(1)), done(num(2)), done(num(4))]),
  ),
  within(
    shown('send the invoice tae the Bòrd', 'finish the wee museum panels', 'phone the Comunn'),
    london('did the lot', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  // London: news that looks like a tick
  london('Travel claim rejected again. Wrong form.', NO_CHANGE),
  within(reminded('renew my NRPSI registration'), london('Done? No, the website is not working since morning', NO_CHANGE)),
  london('the Pashto freelancer finally got back to me, she can do the asylum papers 🙌', NO_CHANGE),

  // New York: ticks
  within(reminded('print my badge for the shift in Elmhurst'), newYork('listo ✅', done())),
  within(
    shown(
      'confirm the interpreter team for the javits conference',
      'send my invoice to the doe',
      'book the cart captioner for the hunter college panel',
    ),
    newYork('1 and 3 done', [done(num(1)), done(num(3))]),
  ),
  newYork('Script batch 4 is sent to Tokyo. Finally!!', done(words('script batch 4'))),
  within(reminded('review the glossary'), newYork('Done.', done())),
  newYork(
    "You can mark the Hartwell & Pryce quote as done. I sent it over at 9:15 and Lauren has already acknowledged receipt, though I suspect we'll be negotiating the rate on the arbitration for a while yet.",
    done(words('Hartwell & Pryce quote')),
  ),
  within(
    which('call the agency for fix my payment', 'call the agency about the Saturday shift'),
    newYork('the payment one, ya lo hice', done(num(1)), [answer(1)]),
  ),
  within(reminded('send my invoice to the doe'), newYork('yup sent it', done())),
  within(
    shown('translate the patch notes', 'Reply to Kobayashi-san about the glossary question', 'update the term base'),
    newYork('2 and 3 done, 1 still working', [done(num(2)), done(num(3))]),
  ),
  newYork('Kessler called back. Fee agreed. Done.', done(words('Kessler'))),
  within(
    reminded('have the certified Mandarin translation of the Chen affidavit notarized'),
    newYork('Notarized and couriered to Baker Stroud this morning.', done()),
  ),
  within(
    shown('Invoice Kings County court', 'Call Kessler firm about deposition fee', 'review the glossary'),
    newYork('All three done.', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  // New York: news that looks like a tick
  newYork('My cousin pass her interpreter exam!!! 🎉 so proud of her', NO_CHANGE),
  newYork('the deaf ed conference yesterday went smooth af', NO_CHANGE),
  within(reminded('translate the patch notes'), newYork('Not done yet. Tokyo sent new version of the text 😭', NO_CHANGE)),
  newYork('Our Korean reviewer has handed in her notice, which is going to make December interesting.', NO_CHANGE),
];

export const HUNDREDSEVENTEENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('send the invoice to Lingua Bridge', l('11-12 09:00')),
    london('ooh make it 10 actually, school run x', move(ctx, null, '10:00')),
  ),
  within(just('check trains for Snaresbrook', l('11-12 20:00')), london('7 not 8', move(ctx, null, '19:00'))),
  within(
    just('send timesheet for Peterborough City Hospital', l('11-12 08:00')),
    london('Sorry, not tomorrow, Friday. Tomorrow I am in Kings Lynn whole day', move(ctx, '2026-11-13', null)),
  ),
  within(
    just('phone the Comunn about the wee glossary job', l('11-12')),
    london('naw, Friday, no the morn', move(ctx, '2026-11-13', null)),
  ),
  within(
    just('chase Khalid for the certified birth certificate translation', l('11-11 16:00')),
    london('Sorry I meant Tariq not Khalid', rename(ctx, 'chase Tariq for the certified birth certificate translation')),
  ),
  within(
    just('proofread the Decathlon catalogue', l('11-12')),
    london("wait no it's the Decathlon BROCHURE not catalogue, sorry lol", rename(ctx, 'proofread the Decathlon brochure')),
  ),
  london('Move DBS to Monday 9am', move(words('DBS'), '2026-11-16', '09:00')),
  within(
    just("book taxi for Addenbrooke's job", l('11-13 07:00')),
    london("Sorry mistake, is Hinchingbrooke not Addenbrooke's", rename(ctx, 'book taxi for Hinchingbrooke job')),
  ),
  within(
    just('send the invoice tae the Bòrd', l('11-13')),
    london("och, it's the 1/12 they want it, no Friday", move(ctx, '2026-12-01', null)),
  ),
  within(
    reminded('email Hassan & Co solicitors the quote', l('11-11 15:00')),
    london(
      "Actually push this to tomorrow at half 10, the partner who signs off our quotes is in court all afternoon and there's no point sending it till she's back",
      move(ctx, '2026-11-12', '10:30'),
      snoozeUntil(l('11-12 10:30')),
    ),
  ),
  london(
    "can you move the wine doc subtitles to Sunday morning instead, Saturday's my sister's hen do 🙈",
    move(words('wine doc subtitles'), '2026-11-15', '09:00'),
  ),
  within(just('submit travel claim October', l('12-01')), london('Not 1/12. 30/11. Deadline.', move(ctx, '2026-11-30', null))),
  // London: look like a correction, are news
  london('Hospital change my Friday job from morning to afternoon, for me is ok', NO_CHANGE),
  london("the ceilidh's been moved tae the Saturday, so that's my weekend gone", NO_CHANGE),
  within(
    just('assign the Urdu witness statement to Farah', l('11-12')),
    london("Farah's off to Lahore on the 20th for her cousin's shaadi, back on the 30th", NO_CHANGE),
  ),

  // New York
  within(
    just('print my badge for the shift in Elmhurst', n('11-12 06:00')),
    newYork('no no, 5:30, the 7 train is so slow', move(ctx, null, '05:30')),
  ),
  within(just('confirm the interpreter team for the javits conference', n('11-11 14:00')), newYork('make it 3', move(ctx, null, '15:00'))),
  within(
    just('send script batch 4 to Tokyo client', n('11-13 21:00')),
    newYork('Sorry, 11/12 not 11/13. Client wants one day early', move(ctx, '2026-11-12', null)),
  ),
  within(
    just('review the glossary', n('11-12 19:00')),
    newYork('Wrong day. Tonight.', move(ctx, '2026-11-11', '20:00'), move(ctx, '2026-11-11', null)),
  ),
  within(
    just('send Hartwell & Pryce the revised quote for the Portuguese arbitration documents', n('11-16 10:00')),
    newYork(
      "My apologies, I gave you the wrong firm: it's Hartwell & Lowe, not Hartwell & Pryce. Pryce is the Spanish matter.",
      rename(ctx, 'send Hartwell & Lowe the revised quote for the Portuguese arbitration documents'),
    ),
  ),
  within(
    just('renew my CCHI certification', n('12-01')),
    newYork('perdón, is not CCHI is NBCMI', rename(ctx, 'renew my NBCMI certification')),
  ),
  newYork('move the doe invoice to friday', move(words('doe invoice'), '2026-11-13', null)),
  within(
    just('Reply to Kobayashi-san about the glossary question', n('11-11')),
    newYork('Not Kobayashi-san, Kobayashi is director. It is Tanaka-san', rename(ctx, 'Reply to Tanaka-san about the glossary question')),
  ),
  within(
    reminded('Call Kessler firm about deposition fee', n('11-11 10:00')),
    newYork('Make it 4.', move(ctx, null, '16:00'), snoozeUntil(n('11-11 16:00'))),
  ),
  within(
    just('review the freelancer rate card with Priya', n('11-30')),
    newYork(
      "On reflection, could we bring the rate card review forward to Friday afternoon? I'd rather have it settled before the Hartwell negotiations begin in earnest.",
      move(ctx, '2026-11-13', '15:00'),
    ),
  ),
  newYork('change the call to agency for mañana at 9 please', move(words('agency'), '2026-11-12', '09:00')),
  within(
    just('book the cart captioner for the hunter college panel', n('11-12')),
    newYork('wait its baruch not hunter my bad', rename(ctx, 'book the cart captioner for the baruch college panel')),
  ),
  // New York: look like a correction, are news
  newYork('Tokyo client moved the release date to December 3. More time for us 🙏', NO_CHANGE),
  newYork('Petrov deposition moved to 11/19. Same time.', NO_CHANGE),
  within(
    just('have the certified Mandarin translation of the Chen affidavit notarized', n('11-12')),
    newYork('The Chen hearing itself has been moved to January, apparently.', NO_CHANGE),
  ),
];
