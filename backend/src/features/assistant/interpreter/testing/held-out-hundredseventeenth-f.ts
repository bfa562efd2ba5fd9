/**
 * Held-out set, hundredseventeenth part f: translators and interpreters.
 * Removals, renames, voice-note rambles and messages too thin to act on.
 *
 * London time (day-first dates):
 * - Sophie, a freelance French and Spanish translator in Brighton (clients, agencies, word counts, invoices; chatty, lots of "x").
 * - Olu, a court and police interpreter in Croydon who speaks Yoruba (bookings, the courts, travel claims; short lines).
 * - Agnieszka, a Polish-English interpreter for the NHS in Peterborough whose first language is Polish (hospital jobs, GP calls, timesheets; small grammar slips).
 * - Ruaridh, a Gaelic and English translator in Inverness who writes some Scots ("the morn", "aye", "ken", "wee").
 * - Nadia, who runs a small Arabic and Urdu translation agency in Manchester (freelancers, certified documents, solicitors; some Urdu words).
 *
 * New York time (month-first dates):
 * - Valentina, a Spanish medical interpreter in Jackson Heights whose first language is Spanish (hospital shifts, agencies, certification).
 * - Marcus, an ASL interpreter in Harlem (bookings, schools, conferences; all lower case, no punctuation).
 * - Haruto, a Japanese localisation freelancer in Long Island City whose first language is Japanese (game scripts, deadlines, clients in Tokyo).
 * - Irina, a Russian and Ukrainian court interpreter in Brighton Beach (court dates, depositions, invoices; blunt, clipped).
 * - Deborah, who runs a legal-translation company in the Financial District (law firms, certified translations, project managers; long careful messages).
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
  dilemma,
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

export const HUNDREDSEVENTEENTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    reminded('send invoice to Lingua Bridge agency', l('11-11 14:00')),
    london("oh bin that one lovely, they've paid me upfront for once!! miracles do happen x", remove(), done()),
  ),
  within(
    shown('Croydon Crown Court booking 10am', 'travel claim Oct', 'Highbury Corner Mags Thu', 'renew DBS'),
    london('Remove 3. Case adjourned.', remove(num(3))),
  ),
  london(
    'please delete the reminder for GP call with Dr Patel on Friday, the patient is transfer to Leicester hospital so they use other interpreter there',
    remove(words('gp call dr patel')),
  ),
  london(
    "can ye take aff the Comunn na Gàidhlig proofread, they've gied it tae somebody else. nae bother, plenty mair work",
    remove(words('Comunn na Gàidhlig proofread')),
  ),
  within(
    just('chase Khan & Co solicitors for certified birth cert payment', l('11-12 10:00')),
    london('delete that jaan, they just paid 🙌 alhamdulillah', remove(), done()),
  ),
  within(
    shown('proofread Ruiz contract ES>EN', 'Trados licence renewal', 'word count for Maison Bleue', 'chase Alpha Translations invoice'),
    london(
      'can u get rid of 2 and 4 hun, renewed Trados last night and Alpha finally coughed up xx',
      [remove(num(2)), remove(num(4))],
      [done(num(2)), done(num(4))],
    ),
  ),
  within(reminded('Yoruba booking Wimbledon Mags', l('11-12 09:30')), london('Cancel it. Defendant not produced.', remove())),
  within(
    which('City Hospital maternity 10am', 'City Hospital oncology 2pm'),
    london('the second, please delete, they cancel this appointment', remove(num(2)), remove(words('oncology')), answer(2)),
  ),
  london("scrap the reminder aboot the ferry tae Stornoway, I'm daein the job ower Zoom noo", remove(words('ferry tae Stornoway'))),
  within(
    shown(
      'sign off Farsi freelancer timesheet',
      'certify Urdu marriage cert for Hussain',
      'chase Ahmed re Arabic proofread',
      'ITI membership renewal',
    ),
    london("1 hata do please, we don't even do Farsi anymore since Reza left", remove(num(1))),
  ),
  london(
    'take off both the Hussain ones, the marriage cert and the nikah translation. family gone to another agency in Bolton, their loss',
    [remove(words('Hussain marriage cert')), remove(words('Hussain nikah translation'))],
  ),
  // London: news and questions that use the words, change nothing
  london('omg the agency deleted my whole profile on their portal by accident, 6 years of reviews GONE 😭 x', NO_CHANGE),
  london('Take that off.', unclear),
  london("How I can delete the task which I finish already? I don't want to see it", NO_CHANGE),
  london("the client wants me tae cut the hale second chapter fae the translation, 4000 words, so aye that's me paid less then", NO_CHANGE),

  // New York: removals
  within(
    reminded('Elmhurst Hospital shift 7am', n('11-12 07:00')),
    newYork('please delete, the agency cancel my shift tomorrow 😩 no pay for me this week', remove()),
  ),
  within(
    shown('ps 175 parent teacher conf', 'columbia keynote prep', 'invoice purple', 'cmp ceus'),
    newYork('take 1 off they got a staff terp now', remove(num(1))),
  ),
  newYork(
    'Please delete "send glossary to Tokyo team". They say they already have it from last project.',
    remove(words('send glossary to Tokyo team')),
  ),
  within(just('Kings County deposition Petrov', n('11-13 10:00')), newYork('Delete. Settled.', remove())),
  newYork(
    'Good morning. Could you please remove the reminder to call Hartley & Boyce about the Portuguese certified translations? Their project manager emailed last night to say the matter has been withdrawn, so there is nothing further for us to do on it. Thank you.',
    remove(words('Hartley & Boyce')),
  ),
  within(
    which('CCHI exam registration', 'CCHI study group Thursday'),
    newYork('the study group, delete it please, nobody can come this week', remove(num(2)), remove(words('study group')), answer(2)),
  ),
  newYork('kill the reminder about the javits conference badge the whole thing got cancelled', remove(words('javits conference badge'))),
  within(
    shown('translate Chapter 4 dialogue', 'QA build 0.9', 'invoice Kobe Games Oct', 'check font for UI strings'),
    newYork('Please remove 2 and 4. QA is postpone to next year and font is fixed by dev.', [remove(num(2)), remove(num(4))]),
  ),
  within(reminded('invoice Brooklyn DA office Oct', n('11-11 09:00')), newYork('Remove. Sent Monday.', remove(), done())),
  within(
    shown('Kaplan deposition transcript – certify Russian', 'onboard new PM', 'Haitian Creole vendor review', 'quarterly invoices'),
    newYork(
      "Of the list you just sent, would you please delete items 1 and 3? The Kaplan transcript was withdrawn by opposing counsel, and the Haitian Creole vendor review is no longer needed now that we've retained her on a long-term basis.",
      [remove(num(1)), remove(num(3))],
    ),
  ),
  newYork(
    'Cross off Petrov and Sokolova. Both settled.',
    [remove(words('Petrov')), remove(words('Sokolova'))],
    [done(words('Petrov')), done(words('Sokolova'))],
  ),
  // New York: news and questions that use the words, change nothing
  newYork('the doctor cancel the surgery of my patient AGAIN, third time, pobrecita 😢', NO_CHANGE),
  newYork('yo delete that', unclear),
  newYork('Client ask me to remove all the kanji jokes from script because not work in English. Very difficult job 😅', NO_CHANGE),
  newYork('Judge struck my answer from record. Wrong interpreter name on file. Ridiculous.', NO_CHANGE),
];

export const HUNDREDSEVENTEENTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(
    just('proofread for Maison Blanc', l('11-13')),
    london("oops it's Maison Bleue not Blanc, mortifying, imagine if I'd emailed them that x", rename(ctx, 'proofread for Maison Bleue')),
  ),
  within(
    shown('Isleworth Crown Court 10am', 'travel claim Sept', 'Yoruba glossary update'),
    london('No 1 is Inner London not Isleworth.', rename(num(1), 'Inner London Crown Court 10am')),
  ),
  london(
    'Please change name of task "GP call Mrs Nowak" to "GP call Mrs Nowakowska", I write wrong surname',
    rename(words('GP call Mrs Nowak'), 'GP call Mrs Nowakowska'),
  ),
  within(
    reminded('send Gaelic subtitles to BBC Alba'),
    london("it's MG Alba no BBC Alba, ken, can ye fix it afore I get a row", rename(ctx, 'send Gaelic subtitles to MG Alba')),
  ),
  london(
    "rename 'Arabic freelancer' to 'Arabic freelancer for Rahman immigration case' warna I'll forget which one it is",
    rename(words('Arabic freelancer'), 'Arabic freelancer for Rahman immigration case'),
  ),
  within(
    shown('invoice Translated.net', 'Spanish subtitles for Netflix pilot', 'gym'),
    london(
      '2 should be "Spanish subtitles for the Netflix pilot ep 1-3" pls x',
      rename(num(2), 'Spanish subtitles for the Netflix pilot ep 1-3'),
    ),
  ),
  within(just('police station Brixton', l('11-12 08:00')), london('Not Brixton. Lewisham.', rename(ctx, 'police station Lewisham'))),
  within(
    just('timesheet for NHS', l('11-13 17:00')),
    london(
      'can you write it "timesheet for Big Word agency" because NHS not pay me direct, is agency',
      rename(ctx, 'timesheet for Big Word agency'),
    ),
  ),
  london(
    "the task that says 'Uist book' — cha b' e, should be 'Uist poetry book index', the wee index at the back",
    rename(words('Uist book'), 'Uist poetry book index'),
  ),
  within(
    reminded('certify docs for Mr Siddiqui'),
    london('make it Mr and Mrs Siddiqui, both passports need doing', rename(ctx, 'certify docs for Mr and Mrs Siddiqui')),
  ),
  // London: look like renames, are not, or are more than one
  within(
    just('call with Agence Lumière', l('11-12 11:00')),
    london('make it 2 instead, she has the school run first x', move(ctx, null, '14:00')),
  ),
  london('Clerk spelt my name wrong on the court list again. Olu not Olo. Every time.', NO_CHANGE),
  london('How I can change the name of one task? I make mistake in it', NO_CHANGE),
  london("client wants the hale report retitled in Gaelic, 'Aithisg Bhliadhnail', aye fine by me", NO_CHANGE),
  within(
    just('Urdu translation for Bolton council', l('11-16')),
    london('actually call it Bolton council leaflets, and Tuesday not Monday', [
      rename(ctx, 'Bolton council leaflets'),
      move(ctx, '2026-11-17', null),
    ]),
  ),

  // New York: renames
  within(
    just('shift at Elmhurst', n('11-14 07:00')),
    newYork('sorry is Queens Hospital not Elmhurst, I confuse them', rename(ctx, 'shift at Queens Hospital')),
  ),
  newYork(
    'change pta meeting interp to pta meeting interp ps 125 not 175',
    rename(words('pta meeting interp'), 'pta meeting interp ps 125'),
  ),
  within(
    shown('translate Chapter 3', 'reply to Sato-san', 'invoice'),
    newYork(
      'Please change 3 to "invoice Kobe Games October". Only "invoice" is not clear for me.',
      rename(num(3), 'invoice Kobe Games October'),
    ),
  ),
  within(reminded('deposition Ivanov'), newYork('Ivanova. Woman. Fix.', rename(ctx, 'deposition Ivanova'))),
  newYork(
    'Would you please rename "review Lopez translation" to "review Lopez & Reyes Spanish affidavits"? The PM was quite specific about how the matter is referred to and I would rather our list match it.',
    rename(words('review Lopez translation'), 'review Lopez & Reyes Spanish affidavits'),
  ),
  within(
    shown('CCHI renewal', 'medical terminology course', 'pay Con Edison'),
    newYork('the 2 is "cardiology terminology course" no medical, please', rename(num(2), 'cardiology terminology course')),
  ),
  within(just('vri shift sorenson', n('11-12 13:00')), newYork('my bad its convo not sorenson', rename(ctx, 'vri shift convo'))),
  within(
    just('send script to Tokyo', n('11-13 19:00')),
    newYork('Not Tokyo, Osaka office. Please correct the name.', rename(ctx, 'send script to Osaka office')),
  ),
  newYork(
    'Rename "Queens court" to "Queens Family Court, Russian, Part 3".',
    rename(words('Queens court'), 'Queens Family Court, Russian, Part 3'),
  ),
  within(
    reminded('call Whitfield re Mandarin certified copies'),
    newYork(
      "A small correction: it's Whitford, not Whitfield — Whitford Lane LLP. Would you update the reminder so it reads 'call Whitford Lane re Mandarin certified copies'? Thank you.",
      rename(ctx, 'call Whitford Lane re Mandarin certified copies'),
    ),
  ),
  // New York: look like renames, are not, or are more than one
  within(
    just('interpret for Dr Ramos', n('11-12 09:00')),
    newYork('ay no, change it to 11 please, the doctor is running late', move(ctx, null, '11:00')),
  ),
  newYork('the school changed my job title to educational interpreter lol same job less money', NO_CHANGE),
  newYork('Client want rename main character from Kenji to Ken for US version. I disagree 😔', NO_CHANGE),
  within(
    shown('Petrov depo', 'Sokolov trial'),
    newYork('2. Sokolova. And Monday.', [rename(num(2), 'Sokolova trial'), move(num(2), '2026-11-16', null)]),
  ),
  newYork("What did we end up calling the task for the Brennan arbitration? I can't seem to find it in the list.", NO_CHANGE),
];

export const HUNDREDSEVENTEENTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    "right so I've just come off a 2 hour Zoom with the Lyon agency and honestly my brain is soup 🥴 they want 12k words of the wine catalogue FR>EN by the 27th which is fine-ish, but it means I need to tell Carmen I can't do her Spanish menus till December, and I MUST send my October invoices to everyone by Friday because rent. oh and the cat's been sick on my Collins, lovely x",
    [task("tell Carmen I can't do her Spanish menus till December"), task('send my October invoices to everyone', l('11-13'))],
    [
      task('wine catalogue FR>EN', l('11-27')),
      task("tell Carmen I can't do her Spanish menus till December"),
      task('send my October invoices to everyone', l('11-13')),
    ],
  ),
  london(
    'Long day at Snaresbrook. Trial ran to 6. Need to submit travel claim for last week by Friday. Also ring the agency tomorrow about December bookings. Tired.',
    [task('submit travel claim for last week', l('11-13')), task('ring the agency about December bookings', l('11-12'))],
  ),
  london(
    'So today I was all morning in A&E with Polish lady who fall on the ice, poor woman, she not speak any English and the doctor speak very fast. After this I had GP call at 2 for other patient. Tomorrow I must send my timesheet to agency before 12, and on Friday I have safeguarding training in Cambridge, please remind me to take the early train, is 8:15',
    [task('send my timesheet to agency', l('11-12 12:00')), task('take the early train', l('11-13 08:15'))],
    [task('send my timesheet to agency', l('11-12')), task('take the early train to Cambridge', l('11-13 08:15'))],
  ),
  london(
    "Aye well, the morn I'm up tae Dingwall for the council meeting, so I need tae print the glossary for the councillors the morn's morn afore I leave, and ring ma sister aboot Christmas sometime. Dinnae let me forget the glossary, that's the bit that matters",
    [task('print the glossary for the councillors', l('11-12 09:00')), task('ring ma sister aboot Christmas')],
    [task('print the glossary for the councillors', l('11-12 08:00')), task('ring ma sister aboot Christmas')],
  ),
  london(
    "Assalam o alaikum, what a week yaar. Two freelancers off sick and Khan & Co just dumped 40 pages of Urdu on us, and the printer's jammed AGAIN. Need to ring Imran asap to see if he can take half the pages, and order printer toner. Also Ammi's birthday Saturday, must order the cake tomorrow",
    [
      task('ring Imran to see if he can take half the pages', null, { important: true }),
      task('order printer toner'),
      task('order the cake', l('11-12')),
    ],
  ),
  london(
    'My daughter have school play tomorrow at 6, I promise her I come, so I cannot take any job after 4. Please remind me tomorrow morning to tell the agency I not available after 4. And also buy flowers for her teacher, is her last week before maternity leave',
    [task('tell the agency I not available after 4', l('11-12 09:00')), task('buy flowers for her teacher')],
    [task('tell the agency I not available after 4', l('11-12 09:00')), task('buy flowers for her teacher', l('11-12'))],
  ),
  // London: one job among chatter
  london(
    "had the loveliest lunch with Marta from the Madrid agency, she's just had a baby and showed me about 400 photos 😍 anyway she mentioned they've got a big EU tender coming in Jan so I should update my CV and send it over to her, no rush. then walked back along the seafront, freezing but gorgeous x",
    task('update my CV and send it over to her'),
    [task('update my CV'), task('send it over to her')],
  ),
  london(
    "Interpreted for a young lad at Croydon custody today. 14 years old. Mum didn't speak English. Hard one. Remind me to book a session with the agency's counselling scheme next week.",
    task("book a session with the agency's counselling scheme", l('11-16')),
  ),
  // London: a decision, or a choice to think through, said aloud
  london(
    'I think about this long time and now I decide. I stop the telephone work for Language Line, is too little money and the calls all night. Only face to face in hospital from December. Is final.',
    decision,
  ),
  london(
    "Been offered a year's contract wi the Parliament in Edinburgh translatin Gaelic, guid money, steady, but it's three days a week doon there and I'd hae tae leave the dug wi ma maw. Or I keep freelancin up here, less sure but I'm ma ain boss. Dinnae ken whit tae dae",
    dilemma,
  ),
  london(
    "Theek hai, decided. We're not taking any more legal aid work, the rates are a joke and they pay 90 days late. Need to email Harris Legal by Friday to let them know, and update the rates page on the website",
    [decision, task('email Harris Legal to let them know', l('11-13')), task('update the rates page on the website')],
    [decision, task('email Harris Legal to let them know', l('11-13')), task('update the rates page on the website', l('11-13'))],
  ),
  // London: no job at all
  london(
    "ok so the funniest thing happened on the Zoom earlier, I was doing consecutive for a Spanish winemaker and his parrot kept shouting 'hola guapa' every time I spoke, the British buyers thought it was ME 😂😂 I'm still crying x",
    NO_CHANGE,
  ),
  london('Judge thanked me in open court today. First time in 11 years. Small thing but it meant something. Anyway. Home now.', NO_CHANGE),
  london(
    "Sat here lookin oot at the Firth, rain comin sideways, translatin a poem aboot the very same rain fae 1890. Some days this job's pure magic, ken. Anyway, kettle's on",
    NO_CHANGE,
  ),
  london(
    "Uff Allah. Home Office rejected Mr Rahman's documents because the translation certificate had the wrong date on it, and it wasn't even our mistake, the solicitor sent them the old version. Three hours on the phone. Main thak gayi hoon",
    NO_CHANGE,
  ),

  // New York: several jobs
  newYork(
    'Ay Dios mío what a morning, 3 patients in the ER all Spanish speakers and only me, the nurse was angry with me like is my fault 🙄 ok so I need to renew my CCHI before December 1, and call the agency tomorrow for the schedule of next week, and buy the new medical dictionary, the old one is falling apart jaja',
    [
      task('renew my CCHI', n('12-01')),
      task('call the agency for the schedule of next week', n('11-12')),
      task('buy the new medical dictionary'),
    ],
    [
      task('renew my CCHI', n('11-30')),
      task('call the agency for the schedule of next week', n('11-12')),
      task('buy the new medical dictionary'),
    ],
  ),
  newYork(
    'just got out of a 3 hour board meeting at columbia my hands are dead lol my team partner was great tho anyway gotta send my invoice to the school district by friday and email the conference people for the prep materials by monday also need to finish my ceus by end of the month i keep slacking on that',
    [
      task('send my invoice to the school district', n('11-13')),
      task('email the conference people for the prep materials', n('11-16')),
      task('finish my ceus', n('11-30')),
    ],
  ),
  newYork(
    'Today I work on game script for Tokyo client, the boss character has many jokes with wordplay, very hard to make in English 😓. Tomorrow morning I have call with producer at 9, please remind me. Also I must send invoice for September, they still not pay. And I want buy new keyboard, JIS layout.',
    [task('call with producer', n('11-12 09:00')), task('send invoice for September'), task('buy new keyboard, JIS layout')],
    [task('call with producer', n('11-12 09:00')), task('send invoice for September')],
  ),
  newYork(
    'Judge sick, everything adjourned till December. Good. Finally time. Tomorrow: renew court ID badge, pick up suit from cleaners, call accountant about quarterly taxes.',
    [
      task('renew court ID badge', n('11-12')),
      task('pick up suit from cleaners', n('11-12')),
      task('call accountant about quarterly taxes', n('11-12')),
    ],
  ),
  newYork(
    "Good morning. A few things from Monday's meeting I'd like to keep track of. First, I need to follow up with Ms. Okafor at Brennan Whitley about the Korean arbitration exhibits by Thursday. Second, please remind me to review the new project managers' onboarding checklist on Friday afternoon. Third, and this one is less pressing, I should look into renewing our ATA corporate membership before the year is out. Thank you.",
    [
      task('follow up with Ms. Okafor at Brennan Whitley about the Korean arbitration exhibits', n('11-12')),
      task("review the new project managers' onboarding checklist", n('11-13 15:00')),
      task('look into renewing our ATA corporate membership', n('12-31')),
    ],
    [
      task('follow up with Ms. Okafor at Brennan Whitley about the Korean arbitration exhibits', n('11-12')),
      task("review the new project managers' onboarding checklist", n('11-13 15:00')),
      task('look into renewing our ATA corporate membership'),
    ],
  ),
  newYork(
    'ok listen, next week is crazy 😵 Monday I have orientation at Mount Sinai Queens at 8am, remind me please, and Tuesday I need to bring my vaccine papers to the agency. Also my friend Lucía is sick so I take her Thursday shift, I need to tell the supervisor about the swap tomorrow. Ay, I need vacation 🌴',
    [
      task('orientation at Mount Sinai Queens', n('11-16 08:00')),
      task('bring my vaccine papers to the agency', n('11-17')),
      task('tell the supervisor about the swap', n('11-12')),
    ],
  ),
  // New York: one job among chatter
  newYork(
    'my mamá call me from Bogotá this morning, she is good, she send me the arepas recipe again like I don’t know how 😂 oh and I need to pay the parking ticket from the hospital, $65 😤 before the 20th. ok I go to my shift',
    task('pay the parking ticket from the hospital', n('11-20')),
    task('pay the parking ticket from the hospital', n('11-19')),
  ),
  newYork(
    'had my nephews all weekend they learned like 20 signs and wont stop signing pizza at me lol made my whole week anyway remind me to call my mentor thursday about the vrs thing',
    task('call my mentor about the vrs thing', n('11-12')),
  ),
  newYork(
    'Sato-san from Tokyo office send me gift, very nice green tea and senbei 🍵 I am so happy. I must write thank you email to him this weekend. Today only translate menu screens, boring.',
    task('write thank you email to him', n('11-14')),
  ),
  // New York: a decision, or a choice to think through, said aloud
  newYork(
    'I decided. From January I not take mobile gacha game jobs anymore. Too many text strings, bad pay, deadline always crazy. Only console games and anime subtitles. 決めた。',
    decision,
  ),
  newYork(
    'Two offers. Federal court staff job, steady, Manhattan, every day. Or stay freelance, Brooklyn, depositions, more money some months, nothing other months. Mother says take federal. I don’t know.',
    dilemma,
  ),
  newYork(
    "After a good deal of back and forth with the partners, I've decided we will stop accepting rush certified translations under 24 hours; the error risk is simply too high. I'll need to draft a short notice to our law-firm clients explaining the change by the end of next week, and brief the project managers at Monday's meeting.",
    [
      decision,
      task('draft a short notice to our law-firm clients explaining the change', n('11-20')),
      task('brief the project managers', n('11-16')),
    ],
  ),
  // New York: no job at all
  newYork(
    'today a patient son yelled at me because I translate exactly what the doctor say, the bad news. Is not my fault, I am only the voice. I cry a little in the bathroom. ok, I am ok now 💔',
    NO_CHANGE,
  ),
  newYork(
    'deaf community night at the spot on lenox was so good last night saw folks i havent seen since gallaudet this is why i love this work and these people',
    NO_CHANGE,
  ),
  newYork(
    'Today I think first snow? No, only rain. In Sapporo my family already have snow 40cm. I miss my mother nabe. Ok back to work.',
    NO_CHANGE,
  ),
];

export const HUNDREDSEVENTEENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('the Lyon thing x', unclear),
  london('Snaresbrook Thurs?', unclear),
  london('Please the timesheet', unclear),
  london('the wee job fae Skye', unclear),
  london('Khan & Co 40 pages', unclear),
  london('friday or monday for the Carmen menus?? x', unclear),
  london('Move it', unclear),
  london('tomorrow 10 hospital', unclear, task('hospital', l('11-12 10:00'))),
  london('remind me aboot the', unclear),
  london('3/12 solicitor', unclear),
  // London: two readings
  within(shown('invoice Lingua Bridge', 'invoice Lingua Bridge Sept', 'call Carmen'), london('done the invoice one x', unclear)),
  within(which('Croydon Mags 10am', 'Croydon Crown 2pm'), london('Croydon', unclear)),
  within(just('GP call Mrs Nowakowska', l('11-12 11:00')), london('maybe 10 or half 11, I check with the surgery', unclear, NO_CHANGE)),
  within(reminded('send Fèis programme tae the printer'), london('aye, sort of', unclear, NO_CHANGE)),
  // London: harmless talk
  london('sorry that was meant for Imran 🙈', NO_CHANGE),

  // New York: too little to act on
  newYork('the shift', unclear),
  newYork('columbia thing', unclear),
  newYork('Chapter 5?', unclear),
  newYork('Petrov.', unclear),
  newYork('Regarding the Brennan matter — as discussed.', unclear),
  newYork('mañana 7', unclear),
  newYork('remind me', unclear),
  newYork('Please change to', unclear),
  newYork('12/3 or 12/10', unclear),
  newYork('Could you put the Okafor exhibits on for — actually, let me check with the partners first.', NO_CHANGE, unclear),
  // New York: two readings
  within(shown('CCHI renewal', 'CCHI exam study'), newYork('done cchi', unclear)),
  within(just('vri shift convo', n('11-12 13:00')), newYork('1 or 2 not sure yet', unclear, NO_CHANGE)),
  within(reminded('invoice Goldberg firm'), newYork('Half.', unclear)),
  within(which('send script to Osaka office', 'send script review to Sato-san'), newYork('script', unclear)),
  // New York: harmless talk
  newYork('ignore that last one it was for my cousin', NO_CHANGE),
];
