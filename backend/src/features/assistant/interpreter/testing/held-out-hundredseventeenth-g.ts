/**
 * Held-out set, hundredseventeenth part g: translators and interpreters.
 *
 * London (Europe/London, day-first dates):
 * - Sophie, a freelance French and Spanish translator in Brighton (clients, agencies, word counts, invoices), chatty, lots of "x";
 * - Olu, a court and police interpreter in Croydon who speaks Yoruba (bookings, the courts, travel claims), short lines;
 * - Agnieszka, a Polish-English interpreter for the NHS in Peterborough, first language Polish (hospital jobs, GP calls, timesheets), small grammar slips;
 * - Ruaridh, a Gaelic and English translator in Inverness (councils, publishers, ferries), writes some Scots;
 * - Nadia, who runs a small Arabic and Urdu translation agency in Manchester (freelancers, certified documents, solicitors), some Urdu words.
 *
 * New York (America/New_York, month-first dates):
 * - Valentina, a Spanish medical interpreter in Jackson Heights, first language Spanish (hospital shifts, agencies, certification);
 * - Marcus, an ASL interpreter in Harlem (bookings, schools, conferences), all lower case, no punctuation;
 * - Haruto, a Japanese localisation freelancer in Long Island City, first language Japanese (game scripts, deadlines, clients in Tokyo);
 * - Irina, a Russian and Ukrainian court interpreter in Brighton Beach (court dates, depositions, invoices), blunt, clipped;
 * - Deborah, who runs a legal-translation company in the Financial District (law firms, certified translations, project managers), long careful messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  free,
  HELP,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  question,
  recall,
  snoozeFor,
  snoozeUntil,
  talk,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (asked: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: asked, options },
});

export const HUNDREDSEVENTEENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('hiya daily!! 👋 x', talk('greeting')),
  london('Good afternoon.', talk('greeting')),
  london('Hello, good afternoon, I am Agnieszka, my colleague from hospital tell me about you', talk('greeting')),
  london("Madainn mhath! och wait, it's the efternoon already, feasgar math then 😄", talk('greeting')),
  london('Assalamu alaikum daily 🙂', talk('greeting')),
  london(
    "hellooo it's me again, sorry for ghosting u all week, been drowning in a 12k word patent x",
    talk('greeting'),
    [talk('greeting'), talk('feeling')],
    [talk('greeting'), talk('overwhelmed')],
  ),
  london('Afternoon. Olu here.', talk('greeting')),

  // London: a hello, then the ask is read
  london(
    'hiya! can u remind me to invoice the agency in Lyon for the 8,400 words by friday pls x',
    task('invoice the agency in Lyon for the 8,400 words', l('11-13')),
  ),
  london('Hello. Am I free tomorrow morning? Snaresbrook want me.', free(l('11-12 09:00'), l('11-12 12:00'))),
  london('Hello, what I have for today still?', list('today')),
  within(reminded('send timesheet to Peterborough City Hospital'), london('Hello! Yes I send it this morning already', done())),
  london("aye hullo there, whit's on the morn?", list('tomorrow')),

  // London: look like a greeting, are not
  london("Hello from the solicitor's waiting room, they've kept me 40 mins already 🙄", talk('greeting'), NO_CHANGE),
  london('morning proofread went way quicker than expected 🙌', NO_CHANGE),
  london('Remind me to greet the new usher at Croydon Mags tomorrow 9am', task('greet the new usher at Croydon Mags', l('11-12 09:00'))),

  // New York: plain hellos
  newYork('Hola daily! buenos días ☀️', talk('greeting')),
  newYork('yo whats up daily', talk('greeting')),
  newYork('Hello, good morning. こんにちは', talk('greeting')),
  newYork('Privet. Morning', talk('greeting')),
  newYork(
    "Good morning, daily. I hope this finds you well; I'm about to step into a call with a managing partner, so I'll keep this brief.",
    talk('greeting'),
  ),
  newYork('hey hey you there', talk('greeting'), NO_CHANGE),

  // New York: a hello, then the ask is read
  newYork(
    'Hi! please remind me to renew my CCHI certificate before december 1',
    task('renew my CCHI certificate', n('12-01')),
    task('renew my CCHI certificate', n('11-30')),
  ),
  newYork(
    'Good morning. Please remind me send the episode 4 script to Tokyo client at 7pm today',
    task('send the episode 4 script to Tokyo client', n('11-11 19:00')),
  ),
  newYork('Hi. What is tomorrow.', list('tomorrow')),
  within(reminded('confirm thursday booking at PS 347'), newYork('hey yeah confirmed it last night', done())),
  newYork(
    "Good morning daily, hope all is well. Could you please remind me to call Priya at Whitfield & Stone about the certified Portuguese deposition transcripts tomorrow at 11? She'll want a delivery date and I'd like to have spoken to our vendor first.",
    task('call Priya at Whitfield & Stone about the certified Portuguese deposition transcripts', n('11-12 11:00')),
  ),

  // New York: look like a greeting, are not
  newYork('Morning deposition cancelled. Lawyer sick.', NO_CHANGE),
  newYork('Hello from Elmhurst hospital, I am in break, so many patients today 😅', talk('greeting'), NO_CHANGE),
  newYork(
    'Please remind me say hello to new producer at the 9pm call tonight',
    task('say hello to new producer at the call', n('11-11 21:00')),
    task('say hello to new producer', n('11-11 21:00')),
  ),
];

export const HUNDREDSEVENTEENTH_FEELING: HeldOutItem[] = [
  // London
  london('feeling sooo smug today, finished the Madrid tourism brochure two days early 😎 x', talk('feeling'), NO_CHANGE),
  london('Tired. Three trials today.', talk('feeling')),
  london(
    'I am feeling very bad after the job today, the patient was told about cancer and I must translate it to his wife',
    talk('feeling'),
  ),
  london("och I'm fair scunnered wi this Gaelic signage job, the council keep changin the wording", talk('feeling')),
  london(
    'Ya Allah I am so stressed, three freelancers dropped out and the solicitor wants the certified Urdu docs by Friday',
    talk('overwhelmed'),
    talk('feeling'),
  ),
  london(
    "honestly I don't know how to cope rn, I've got the Spanish legal contract (18k words!!) due monday, two agencies chasing me for stuff while they still owe ME invoices, the cat's at the vet and I haven't left the flat in four days, I just feel like I'm sinking xx",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  london(
    'been thinking a wee bit, translating the old Gaelic songs makes me feel closer tae my granny than anything else',
    talk('reflection'),
    talk('feeling'),
  ),
  london('Frustrated. Travel claim rejected again.', talk('feeling')),
  london('I am so proud, I pass the DPSI exam finally!!', talk('feeling'), NO_CHANGE),
  london("too much on my plate yaar, can't think, what do I do first?", talk('overwhelmed'), prioritise('focus'), [
    talk('overwhelmed'),
    prioritise('focus'),
  ]),
  within(
    reminded('chase Lingua Bureau for the October invoice'),
    london("ugh can't face it today, feel rotten x", talk('feeling'), NO_CHANGE),
  ),
  within(
    reminded('submit the mileage claim for Isleworth Crown Court'),
    london('Exhausted. Tomorrow morning.', snoozeUntil(l('11-12 09:00'))),
  ),
  london(
    "sometimes I wonder if anyone'll even be speakin Gaelic in fifty year, makes ye think aboot whit the work's for",
    talk('reflection'),
  ),
  london('I am nervous, tomorrow is first time I do interpreting in mental health ward', talk('feeling')),
  london(
    "I'm so overwhelmed lol, can you move the Cádiz agency call to thursday 🙏",
    move(words('Cádiz agency call'), '2026-11-12', null),
    [talk('overwhelmed'), move(words('Cádiz agency call'), '2026-11-12', null)],
  ),

  // New York
  newYork('Ay Dios, I am so tired, 12 hour shift at Elmhurst and my voice is gone', talk('feeling')),
  newYork('hands are wrecked today three hours straight no team interpreter', talk('feeling')),
  newYork('I feel so much pressure. Client in Tokyo change the script again at midnight', talk('feeling'), talk('overwhelmed')),
  newYork('Angry. Agency paid late again.', talk('feeling')),
  newYork(
    "I'll be honest, I'm feeling completely stretched. We have three certified Mandarin productions due for Sullivan this week, one of our best project managers just resigned, a partner at Kessler is disputing an invoice from August, and I'm supposed to be presenting on a panel on Saturday. I genuinely don't know where the hours will come from.",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  newYork('lowkey proud of myself today that deaf kid at the school finally laughed at my joke in sign', talk('feeling'), NO_CHANGE),
  newYork('I feel so happy, I pass the oral exam of the certification!! 🎉🎉', talk('feeling'), NO_CHANGE),
  newYork(
    'Recently I think, localisation is not translate words, it is translate the fun. I like this job more now',
    talk('reflection'),
    talk('feeling'),
  ),
  newYork('Too much. Four depositions, two courts, one of me.', talk('overwhelmed'), talk('feeling')),
  within(reminded('send the Bronx deposition invoice'), newYork('Not now. Headache. Hour.', snoozeFor(60))),
  newYork(
    "I've been reflecting on how much this company has grown. Eleven years ago it was me, a fax machine and one very patient paralegal.",
    talk('reflection'),
  ),
  newYork('kinda anxious about the conference at javits tomorrow never done a keynote that big', talk('feeling')),
  newYork('I am little sad, my favorite nurse at the ER is leaving', talk('feeling')),
  newYork('So stressed. Please remind me take a break at 3pm', task('take a break', n('11-11 15:00')), [
    talk('feeling'),
    task('take a break', n('11-11 15:00')),
  ]),

  // New York: looks like a feeling, is not
  newYork('The client felt our glossary was too conservative; noted for next time.', NO_CHANGE),
];

export const HUNDREDSEVENTEENTH_STATEMENT: HeldOutItem[] = [
  // London: news, nothing to change
  london('the Barcelona agency finally paid!! €1,240 in 🎉', NO_CHANGE),
  london("Snaresbrook list is out. I'm in court 4.", NO_CHANGE),
  london('The GP surgery in Bretton change to video calls only from December', NO_CHANGE),
  london("the ferry tae Stornoway's aff again, wind", NO_CHANGE),
  london('new freelancer started today, Farah, Urdu and Punjabi, seems sharp mashallah', NO_CHANGE),
  london("word count came back at 6,950 not 7,500 so that's a bit less money boo x", NO_CHANGE),
  london('Police station job in Brixton tonight. 7pm.', NO_CHANGE, unclear),
  london('Today I did 6 jobs, 3 in maternity, my timesheet will be long haha', NO_CHANGE),
  london(
    "just so ye ken, the Bòrd na Gàidhlig folk phoned, they're happy wi the draft o the school leaflets, only wee changes tae the glossary, and they're sayin the next batch'll no come till January noo, so that frees up December a bit",
    NO_CHANGE,
  ),
  london('HMRC letter came for the agency, just the usual VAT reminder', NO_CHANGE),
  london("my laptop's finally back from repair, new keyboard and everything x", NO_CHANGE),
  london('Court interpreter fees going up 3% from April. Email from MoJ.', NO_CHANGE),

  // London: a task is in view, so the news may be a tick or a move
  within(
    just('post the certified birth certificate translation to Mr Iqbal'),
    london('Royal Mail tracking says it was delivered this morning alhamdulillah', done(), NO_CHANGE),
  ),
  within(
    reminded('ring Peterborough hospital about Friday booking', l('11-11 15:00')),
    london('The booking coordinator is on lunch, she will be back at 4', snoozeUntil(l('11-11 16:00')), NO_CHANGE),
  ),
  within(reminded('check the Gaelic proofs from the printer'), london("printer's no sent them yet", NO_CHANGE)),

  // New York: news, nothing to change
  newYork('The hospital change my shift, now I work nights in December', NO_CHANGE),
  newYork('school district finally approved my rate for the spring semester', NO_CHANGE),
  newYork('Client in Tokyo say the game release is delay to March', NO_CHANGE),
  newYork('Kings County court. Judge Morales again.', NO_CHANGE),
  newYork(
    'For the record, we delivered all 340 pages of the Halvorsen arbitration exhibits last night, certified and notarized, two days ahead of the deadline.',
    NO_CHANGE,
  ),
  newYork('the javits gig on 11/19 is now two days not one', NO_CHANGE),
  newYork('My agency send me a new badge, the old one expired', NO_CHANGE),
  newYork('Total is 48,000 characters for the new RPG. Big one.', NO_CHANGE),
  newYork('Deposition on 12/3 moved to Zoom.', NO_CHANGE),
  newYork("Our new project manager, Luis, starts on 11/30; he'll be handling the Spanish-language litigation accounts.", NO_CHANGE),
  newYork('got my nic renewal in the mail', NO_CHANGE),
  newYork('Today the train is so late, I arrive 20 minutes late to Elmhurst 😩', NO_CHANGE, talk('feeling')),

  // New York: a task is in view
  within(reminded('email the Osaka studio the glossary'), newYork('I already send it yesterday night', done())),
  within(just('call Judge Morales clerk about interpreter voucher', n('11-12 10:00')), newYork('Clerk called me first. Fixed.', done())),
  within(
    reminded('invoice Kessler for the October certified translations', n('11-11 10:00')),
    newYork(
      "Accounting tells me the Kessler invoice can't go out until their PO number arrives, which should be Friday.",
      NO_CHANGE,
      snoozeUntil(n('11-13')),
      move(ctx, '2026-11-13', null),
    ),
  ),
];

export const HUNDREDSEVENTEENTH_DECISION: HeldOutItem[] = [
  // London: decisions
  london("ok decided, I'm not taking any more jobs from that Madrid agency, 90 days to pay is a joke x", decision),
  london('Decided. No more police station call-outs after midnight.', decision),
  london('I decide to stop the GP telephone jobs, the pay is too small for all the waiting', decision),
  london("aye, that's me decided, I'm takin the Skye book festival job", decision),
  london('final decision: all certified translations go through Farah for checking from now on, no exceptions', decision),
  london(
    "right after literally weeks of faffing I've decided to raise my rate to 12p a word for new clients from January, existing ones can stay on 10p till the summer, I'm worth it and honestly everyone else in my group is charging more xx",
    decision,
  ),
  london('Going with the train not the car for Cardiff Crown. Cheaper claim.', decision),
  within(
    askedChoice('Take the NHS Trust contract or stay freelance with agencies?', 'take the Trust contract', 'stay freelance'),
    london('I take the contract, more safe for my family', answer(1)),
  ),
  within(
    askedChoice('Hire a second Urdu freelancer or outsource to another agency?', 'hire a freelancer', 'outsource'),
    london('hire. I want control over the quality', answer(1)),
  ),

  // London: look like decisions, are not
  london('might gie up the subtitlin work next year, no sure yet', NO_CHANGE),
  london('should I do the Mexican Spanish localisation or stick to Castilian only? 🤔', dilemma),
  london('What did I decide about Harrow Crown travel?', recall('Harrow Crown travel')),
  london('I need decide about the Cambridge job until Friday', task('decide about the Cambridge job', l('11-13'))),
  london('the solicitor decided to use another agency for the Mirpur case, their loss', NO_CHANGE),
  within(
    askedChoice('Move to Glasgow for more work or stay in Inverness?', 'move to Glasgow', 'stay in Inverness'),
    london('och I dinnae ken yet, need tae talk tae Morag first', answer(null), NO_CHANGE),
  ),

  // New York: decisions
  newYork('I decide, I take the night shifts at Elmhurst, the money is better', decision),
  newYork('ok im done deciding no more vri gigs from home the wifi cant handle it', decision),
  newYork('I decided. I will not accept rush job from Tokyo without extra fee 30%.', decision),
  newYork('Decided. No more immigration cases pro bono. Too many.', decision),
  newYork(
    "After a long conversation with the partners, we've decided to stop offering sworn translations into Haitian Creole in-house; we'll subcontract them to Lakou Language Services going forward, since we simply can't guarantee turnaround with one linguist.",
    decision,
  ),
  newYork('gonna go with the team rate for the javits conference not solo way too long for one terp', decision),
  newYork('ok final, I go to the ATA conference next year, I buy the ticket already', decision),
  within(
    askedChoice('Take the Tokyo studio retainer or keep working per project?', 'take the retainer', 'per project'),
    newYork('Retainer. Stable money is better for me.', answer(1)),
  ),
  within(
    askedChoice('Renew the office lease on Pine Street or go fully remote?', 'renew the lease', 'go remote'),
    newYork("Let's go remote. The team has been more productive at home anyway, and the lease increase is absurd.", answer(2)),
  ),

  // New York: look like decisions, are not
  newYork('Should I take Queens court Friday or Bronx deposition? Same time.', dilemma),
  newYork('what did i decide about the vri platform', recall('vri platform')),
  newYork("The judge decide to postpone the hearing, so I don't work Thursday", NO_CHANGE),
  newYork("Maybe I will stop taking manga jobs. I don't know.", NO_CHANGE),
  newYork(
    'I need to make a decision on the Montreal vendor by the end of the month; please put that down for me.',
    task('make a decision on the Montreal vendor', n('11-30')),
  ),
];

export const HUNDREDSEVENTEENTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('can you count words in a PDF if I send it? x', question),
  london('When is the Croydon Crown booking again?', question),
  london('You can write reminders in Polish also?', question),
  london("d'ye understand Gaelic at all or is it just English?", question),
  london('how do I add my PA so she can see the list too?', question, HELP),
  within(
    shown('invoice Lingua Bureau', 'proofread the Valencia menu', 'reply to Marta about the subtitles'),
    london('wait which one was 2, the menu or the wine list? x', question),
  ),
  london('Did I put in the Isleworth claim reminder?', question),

  // London: questions that are lists, free time, focus or recall
  london('What jobs I have this week?', list('week')),
  london("whit's on Friday?", list('day', '2026-11-13')),
  london('am I free tomorrow afternoon, the solicitor wants to meet', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('Anything overdue?', list('overdue')),
  london('what should I tackle first, the invoices or the Bilbao job? x', prioritise('focus'), dilemma),
  london('what did I decide about the Birmingham solicitors rates?', recall('Birmingham solicitors rates')),
  london('is it no possible tae get the reminders in the mornin instead?', question, HELP),

  // London: a question that is really an ask
  london('Can you remind me to print the timesheet at 5?', task('print the timesheet', l('11-11 17:00'))),

  // New York: questions answered in words
  newYork('What is the phone of the language services office? I forget', question),
  newYork('can u send reminders as video or just text', question),
  newYork('Is there way to set reminder in Japan time for my Tokyo client?', question, HELP),
  newYork('When is Kings County hearing. Date.', question),
  newYork('Is there any way to export my task list as a spreadsheet for the project managers?', question, HELP),
  within(reminded('send the ATA certification form'), newYork('Which form? the renewal or the continuing education?', question)),
  newYork('did i already set a reminder for the harlem school iep meeting', question),

  // New York: questions that are lists, free time or a plan
  newYork('What deadlines today?', list('today')),
  newYork('Tomorrow. What.', list('tomorrow')),
  newYork('am i free saturday 10 to 2 for a wedding gig', free(n('11-14 10:00'), n('11-14 14:00'))),
  newYork('What does next Tuesday look like for me?', list('day', '2026-11-17')),
  newYork('What I have late? overdue things', list('overdue')),
  newYork('Could you help me plan today? I have four calls and a stack of certifications to sign.', prioritise('plan_day')),
  newYork('What is next?', list('next')),

  // New York: a question that is really an ask
  newYork('Can you remind me to check the Tokyo feedback at 8pm?', task('check the Tokyo feedback', n('11-11 20:00'))),
];
