import type { ConversationState, Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  n,
  newYork,
  num,
  prioritise,
  question,
  recall,
  talk,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the seventy-eighth held-out set: fourteen people who each run a one-person
 * health, care or wellbeing practice. On London time (day-first dates): a physiotherapist in
 * Clapham, a dog groomer in Brighton, a personal trainer in Manchester, a speech and language
 * therapist in Hackney, an osteopath in Leeds, a doula in Bristol and a mobile hairdresser in
 * Cardiff. On New York time (month-first dates): a massage therapist in Hoboken, a chiropractor on
 * Long Island, a dietitian in Park Slope, a pilates studio owner in Tribeca, a dog walker on the
 * Upper West Side, an acupuncturist in Chinatown who writes in English as a second language, and a
 * mobile veterinarian in Westchester. Several dictate voice notes between clients, so some messages
 * carry speech-to-text slips ("at to" for "at 2", no punctuation, run-on sentences). Here: small
 * talk, questions, news that carries a job word or a time, the agenda, free time, unsure messages
 * and replies with nothing to answer, which change nothing or only ask back, and what goes to the
 * decision journal. Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** Last numbered lists daily sent. */
const PHYSIO_LIST = {
  listed: [
    "Write up Mr Adeyemi's knee notes",
    'Order more kinesiology tape',
    'Invoice Bupa for October',
    'Ring the Clapham gym about the room',
  ],
};
const WALKER_LIST = {
  listed: ['Pick up keys from the Feldmans', 'Buy poop bags', "Text Dana about Biscuit's meds", 'Invoice the 86th St building'],
};

type Wall = (text: string) => string;
const nextDay = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const between = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${nextDay(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['06:00', '12:00'],
  ['07:00', '12:00'],
];
const AFTERNOON: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const EVENING: [string, string][] = [
  ['17:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '21:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
const WHOLE_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
const after = (from: string): [string, string][] => [
  [from, '17:00'],
  [from, '18:00'],
  [from, '24:00'],
];
const before = (to: string): [string, string][] => [
  ['00:00', to],
  ['06:00', to],
  ['07:00', to],
  ['08:00', to],
  ['09:00', to],
];
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];
/** "this afternoon" read at 10:00 in New York may start now rather than at noon. */
const THIS_AFTERNOON_N: Intent[] = [...between(n, '11-11', AFTERNOON), free(n('11-11 10:00'), n('11-11 17:00'))];
/** "rest of today" read at 15:00 in London. */
const REST_OF_TODAY_L: Intent[] = between(l, '11-11', after('15:00'));

export const SEVENTYEIGHTH_GREETING: HeldOutItem[] = [
  london('morning daily', talk('greeting')),
  london('hiya hun', talk('greeting')),
  london('alright?', talk('greeting')),
  london('hello from the clinic', talk('greeting')),
  london('shwmae', talk('greeting')),
  london('hey you', talk('greeting')),
  london('afternoon! just finished a blow dry in Pontcanna', talk('greeting')),
  london('hello hello is this thing on', talk('greeting')),
  london('hi daily its me again', talk('greeting')),
  london('morning from the grooming van 🐩', talk('greeting')),
  london('hiya, you there?', talk('greeting')),
  london('good afternoon', talk('greeting')),
  newYork('good morning daily!', talk('greeting')),
  newYork('hey hey', talk('greeting')),
  newYork('hello, good morning to you', talk('greeting')),
  newYork('hi from the park 🐕', talk('greeting')),
  newYork('morning ☕', talk('greeting')),
  newYork('hey there', talk('greeting')),
  newYork('hello is this daily', talk('greeting')),
  newYork('sup', talk('greeting')),
  newYork('gm', talk('greeting')),
  newYork('hi hi from the studio', talk('greeting')),
  london('ok that me done for the day, night night', talk('goodbye')),
  newYork('heading into a session, talk later', talk('goodbye')),
  newYork('ok bye bye', talk('goodbye')),
];

export const SEVENTYEIGHTH_THANKS: HeldOutItem[] = [
  london('ta love', talk('thanks')),
  london('cheers daily', talk('thanks')),
  london('thank u x', talk('thanks')),
  london('thanks babe', talk('thanks')),
  london('diolch yn fawr', talk('thanks')),
  london('ah brill thanks', talk('thanks')),
  london('thanks, lifesaver', talk('thanks')),
  london('cheers for that', talk('thanks')),
  london('ta muchly', talk('thanks')),
  london('thank you thank you', talk('thanks')),
  within(talkedOf('Book the dog trimmer service', l('11-13 09:00')), london('lovely ta', talk('thanks'))),
  within(
    talkedOf('Send Mrs Okafor the birth plan template', l('11-12 10:00')),
    london('perfect thank you', talk('thanks'), talk('acknowledgement')),
  ),
  newYork('thanks so much', talk('thanks')),
  newYork('tysm', talk('thanks')),
  newYork('thank you very much', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork('amazing thank u', talk('thanks')),
  newYork('thanks buddy', talk('thanks')),
  newYork('you are the best, thanks', talk('thanks')),
  within(talkedOf('Rabies booster for the Carlsons cat', n('11-13 09:00')), newYork('great thx', talk('thanks'), talk('acknowledgement'))),
  within(talkedOf('Order more needles', n('11-12 12:00')), newYork('thank you, very helpful', talk('thanks'))),
  newYork('thanks a ton 🙏', talk('thanks')),
];

export const SEVENTYEIGHTH_FEELING: HeldOutItem[] = [
  london('knackered, 7 patients back to back and no lunch', talk('feeling')),
  london('my thumbs are killing me after all that soft tissue work', talk('feeling')),
  london('so proud, little Amara said her first full sentence in session today', talk('feeling')),
  london('three cockapoos and a doodle matted to the skin, i am done in', talk('feeling')),
  london("too much on this week honestly i can't see straight", talk('overwhelmed')),
  london('feeling a bit flat tbh', talk('feeling')),
  london('on a high, baby arrived at 4am, mum and baby doing great', talk('feeling')),
  london("so I um I'm just really tired I've been on call since Sunday and I haven't slept properly", talk('feeling')),
  london('gutted, lost two regulars to the new gym on deansgate', talk('feeling')),
  london('stressed about the tax return if im honest', talk('feeling')),
  london('buzzing, fully booked till christmas 💇‍♀️', talk('feeling')),
  london('drowning in reports, 6 EHCP ones due and my brain is mush', talk('overwhelmed')),
  within(
    reminded('Write up the Hartley discharge letter', l('11-11 12:00')),
    london('ugh i know. feel so behind on everything', talk('overwhelmed'), [talk('overwhelmed'), answer(null)]),
  ),
  newYork('exhausted, did 6 deep tissues in a row', talk('feeling')),
  newYork('my back hurts lol the irony', talk('feeling')),
  newYork('so anxious about the studio lease renewal', talk('feeling')),
  newYork('feeling really good about the new reformer class', talk('feeling')),
  newYork('had to put down a sweet old lab this morning. rough one', talk('feeling')),
  newYork('i am very tired today, too many patient and my english is not so good when tired', talk('feeling')),
  newYork('overwhelmed, 11 dogs today and it is pouring', talk('overwhelmed')),
  newYork('frustrated, insurance denied 3 claims again', talk('feeling')),
  newYork('honestly kinda lonely doing this on my own', talk('feeling')),
  newYork('so happy, a client lost 20 lbs and cried in my office', talk('feeling')),
  newYork('burnt out. thats it thats the message', talk('feeling')),
  within(
    reminded('Call back Mrs Lin about the invoice', n('11-11 09:00')),
    newYork('I am so stressed today, everything is late', talk('overwhelmed'), [talk('overwhelmed'), answer(null)]),
  ),
];

export const SEVENTYEIGHTH_QUESTION: HeldOutItem[] = [
  london('how much do other physios charge for a home visit in south london', question),
  london('do i need to be registered with the ico as a sole trader', question),
  london('whats the best shampoo for a dog with sensitive skin', question),
  london('can I claim my van as a business expense', question),
  london('what time is Mrs Kowalski tomorrow?', question, list('tomorrow')),
  london('is it normal to feel this tired in my first year self employed', question),
  london('how long should I keep patient notes for', question),
  london('can you remind other people or just me?', question, HELP),
  london('what do you do if a client keeps cancelling last minute', question),
  london('how many sessions do I usually book for a lower back', question),
  london('whats the VAT threshold now', question),
  london('is a cavapoo the same as a cavachon lol', question),
  london('so do you think I should um charge for the missed appointment or is that a bit harsh', question, dilemma),
  newYork('how much should I charge for a 90 min session in hoboken', question),
  newYork("what's the difference between an LLC and an S corp for me", question),
  newYork('do I need a permit to walk more than 4 dogs at once in manhattan', question),
  newYork('when is the Goldberg adjustment again?', question),
  newYork('what is the best way to get more patient from google?', question),
  newYork('can dogs eat persimmon', question),
  newYork('how do I handle a client who wont pay', question),
  newYork('is a reformer instructor an employee or contractor in NY', question),
  newYork('what can you actually do?', HELP, question),
  newYork("what's the next thing I have", list('next'), question),
  newYork('how long does a rabies titer take to come back', question),
  newYork('should i accept medicaid?', question, dilemma),
];

/** Facts and news, several with a job word or a time in them: nothing may change. */
export const SEVENTYEIGHTH_STATEMENT: HeldOutItem[] = [
  london('Mr Adeyemi cancelled his 4pm again', NO_CHANGE),
  london('the clinic room at the gym is being repainted next week', NO_CHANGE),
  london('Biscuit the shih tzu bit me again lol', NO_CHANGE),
  london('new client tomorrow at 7am, wants to train for a marathon', NO_CHANGE),
  london("Amara's mum says she's using two word phrases at home now", NO_CHANGE),
  london('the school want an assessment done before half term', NO_CHANGE),
  london('Mrs Hirst paid cash for her last three treatments', NO_CHANGE),
  london('Sophie is 38 weeks today', NO_CHANGE),
  london('birth pool is back from the Jenkins, all clean', NO_CHANGE),
  london('van failed its MOT, brakes', NO_CHANGE),
  london('did a bridal trial in Penarth this morning', NO_CHANGE),
  london('my clippers are at the menders till friday', NO_CHANGE),
  london('HCPC renewal is due in march', NO_CHANGE),
  london('so um the Patel boy got his hearing test results back and its all normal which is great', NO_CHANGE),
  within(PHYSIO_LIST, london('Bupa paid October already, came in this morning', NO_CHANGE, done(num(3)), done(words('bupa')))),
  london('gym have put the room rent up to £25 an hour', NO_CHANGE),
  newYork('Mrs Goldberg rescheduled herself online for friday', NO_CHANGE),
  newYork('the table warmer died mid session', NO_CHANGE),
  newYork('building on 86th put in a new doorman, he doesnt know me yet', NO_CHANGE),
  newYork('Biscuit is on antibiotics till the 20th', NO_CHANGE),
  newYork('new patient at 2 today, referred by dr chen', NO_CHANGE),
  newYork('the reformer springs arrived', NO_CHANGE),
  newYork('3 clients signed up for the january detox package', NO_CHANGE),
  newYork('herbs shipment come tomorrow morning', NO_CHANGE),
  newYork('the Carlsons cat is doing much better after fluids', NO_CHANGE),
  newYork('Oreo had diarrhea on the walk, told the owner', NO_CHANGE),
  newYork('rent for the studio goes up 8% in feb', NO_CHANGE),
  newYork('Dr Patel from the ortho group wants to refer patients to me', NO_CHANGE),
  within(WALKER_LIST, newYork('already got keys from the feldmans this morning', NO_CHANGE, done(num(1)), done(words('feldmans')))),
  newYork('my portable x ray is back from service', NO_CHANGE),
  newYork('the insurance finally paid the Ruiz claim', NO_CHANGE),
];

export const SEVENTYEIGHTH_DECISION: HeldOutItem[] = [
  london('decided: no more home visits north of the river', decision),
  london("i'm putting the full groom up to £55 from january", decision),
  london('going with the Wahl clippers not the Andis', decision),
  london('no more 6am sessions, my body cant take it', decision),
  london("decided i'm dropping the NHS contract work after march", decision),
  london('right, 48 hour cancellation policy from now on, full fee if they miss it', decision),
  london('only taking two births a month from now, made my mind up', decision),
  london("we're going with the Leeds room share, signed today", decision),
  london('decision made: doing group PT sessions in the park on saturdays', decision),
  london("not doing weddings anymore, too stressful, that's final", decision),
  london("so yeah i've um decided I'm going to stop taking under fives for now until the waitlist is down", decision),
  london('switching to Cliniko from jan, cancelling the old system', decision),
  newYork('decided to stop offering 30 min massages', decision),
  newYork("i'm going cash only, no more insurance billing", decision),
  newYork('ok we are going with the Balanced Body reformers', decision),
  newYork('decided to raise the group walk rate to $30', decision),
  newYork('no more clients on sunday. final', decision),
  newYork('I decide to move clinic to the 2nd floor space, cheaper', decision),
  newYork('going to hire a vet tech part time starting january', decision),
  newYork("decision: I'm not renewing the Groupon deal", decision),
  newYork('keeping the studio closed the week of christmas', decision),
  newYork('ok final answer, switching from Mindbody to Momence', decision),
];

export const SEVENTYEIGHTH_DILEMMA: HeldOutItem[] = [
  london('rent a clinic room or keep doing home visits?', dilemma),
  london('should i take on an assistant groomer or stay solo', dilemma),
  london('van or a unit for the grooming?', dilemma),
  london('do i go part time with the NHS or fully private', dilemma),
  london('should I take the Airedale contract, its good money but miles away', dilemma, question),
  london('online sessions or face to face for the new stammering group', dilemma),
  london('buy a new treatment couch or get the old one reupholstered', dilemma),
  london('hypnobirthing course in spring or wait till autumn', dilemma),
  london('Cardiff salon chair rental or keep it all mobile, cant decide', dilemma),
  london('do i put my prices up or just take more clients', dilemma),
  london('so I keep going back and forth um whether to do the sports massage qualification or the pilates one', dilemma),
  newYork('should I rent the 2nd treatment room out or use it myself', dilemma),
  newYork('hire a front desk person or get an online booking system', dilemma),
  newYork('accept medicare or stay out of network', dilemma),
  newYork('expand to the second studio in fidi or not', dilemma, question),
  newYork('pack walks or only solo walks, which is better money', dilemma),
  newYork('buy the ultrasound machine or lease it', dilemma),
  newYork('keep herbs in clinic or send patient to the pharmacy, which is better', dilemma),
  newYork('take the hospital job offer or stay private? idk', dilemma, question),
  newYork('do I drop my slowest paying clients or give them another chance', dilemma),
  newYork('virtual nutrition consults only or keep the office too', dilemma),
  newYork('should I raise prices in january?', dilemma, question),
];

export const SEVENTYEIGHTH_RECALL: HeldOutItem[] = [
  london('what did i decide about home visits', recall('home visit')),
  london('how much did I say the full groom would be from jan', recall('groom')),
  london('which clippers did i go with', recall('clippers')),
  london('why did i stop the 6am sessions again', recall('6am')),
  london('what did I decide re the NHS work', recall('nhs')),
  london('remind me what my cancellation policy is', recall('cancellation')),
  london('how many births a month did i say id take', recall('births'), recall('birth')),
  london('what did we decide about the room share', recall('room share')),
  london('did i decide on the park sessions?', recall('park')),
  london('what was it i said about weddings', recall('wedding')),
  london('what did I decide about the under fives', recall('under fives'), recall('under five')),
  newYork('what did i decide about 30 minute massages', recall('30 min')),
  newYork('why did I go cash only', recall('cash')),
  newYork('which reformers did we pick', recall('reformer')),
  newYork('what did I say the group walk rate would be', recall('group walk')),
  newYork('what I decide about the 2nd floor', recall('2nd floor'), recall('floor')),
  newYork('what did i decide about the vet tech', recall('vet tech')),
  newYork('remind me why I dropped groupon', recall('groupon')),
  newYork('what did we say about christmas week', recall('christmas')),
  newYork('what booking system did i decide on', recall('booking')),
  newYork('did i decide anything about sundays', recall('sunday')),
];

export const SEVENTYEIGHTH_PRIORITISE: HeldOutItem[] = [
  london('what should i crack on with first', prioritise('focus')),
  london('ive got 40 mins before my next patient, whats most important', prioritise('focus')),
  london('too much on this week, what can go', prioritise('drop')),
  london('plan tomorrow for me pls', prioritise('plan_day')),
  london('sort my day out would you', prioritise('plan_day')),
  london("what's the priority, reports or invoices", prioritise('focus'), dilemma),
  london('which jobs can wait till next week', prioritise('drop')),
  london('in between dogs, whats the one thing i must do today', prioritise('focus')),
  london('help me plan my afternoon', prioritise('plan_day')),
  london("i can't do everything before the baby comes, what can slide", prioritise('drop')),
  london('um so what do you reckon I should do first when I get back to the car', prioritise('focus')),
  newYork('what do I focus on today', prioritise('focus'), prioritise('plan_day')),
  newYork('most urgent thing?', prioritise('focus')),
  newYork('what can I push to after thanksgiving', prioritise('drop')),
  newYork('plan my day around my 11 and 3 oclock clients', prioritise('plan_day')),
  newYork('what should I tackle between walks', prioritise('focus')),
  newYork('too many thing this week, what I can skip', prioritise('drop')),
  newYork('lay out my day', prioritise('plan_day')),
  newYork('whats the one thing that cant wait', prioritise('focus')),
  newYork('what matters most before my studio inspection friday', prioritise('focus')),
  newYork('I have to cut something this week, what', prioritise('drop')),
  newYork('make me a plan for tomorrow', prioritise('plan_day')),
];

export const SEVENTYEIGHTH_AGENDA: HeldOutItem[] = [
  london("what've i got tomorrow", list('tomorrow')),
  london('whos in on friday', list('day', '2026-11-13')),
  london("what's left for today", list('today')),
  london('anything i missed', list('overdue')),
  london("what's my next job", list('next')),
  london('show me the week ahead', list('week')),
  london("what's on 3/12", list('day', '2026-12-03')),
  london('what have i got monday', list('day', '2026-11-16')),
  london('saturday grooms?', list('day', '2026-11-14')),
  london("what's booked for the 20th", list('day', '2026-11-20')),
  london('what am i behind on', list('overdue')),
  london('whats on tues', list('day', '2026-11-17')),
  london("what've i got christmas eve", list('day', '2026-12-24')),
  newYork("what's on tomorrow", list('tomorrow')),
  newYork('who do i have today', list('today')),
  newYork('what is on 12/1', list('day', '2026-12-01')),
  newYork("what's next", list('next')),
  newYork('this weeks schedule pls', list('week')),
  newYork('am I late on anything', list('overdue')),
  newYork('what do i have thursday', list('day', '2026-11-12'), list('tomorrow')),
  newYork("what's on the day after thanksgiving", list('day', '2026-11-27')),
  newYork('whats on for sunday', list('day', '2026-11-15')),
  newYork('what I have on the 19', list('day', '2026-11-19')),
  newYork('show me monday', list('day', '2026-11-16')),
];

export const SEVENTYEIGHTH_FREE_TIME: HeldOutItem[] = [
  london('am i free tomorrow morning for a new assessment', ...between(l, '11-12', MORNING)),
  london('could i fit a home visit in thurs after 2', ...between(l, '11-12', after('14:00'))),
  london('free friday 9 till 11?', ...between(l, '11-13', [['09:00', '11:00']])),
  london('is saturday clear', ...between(l, '11-14', WHOLE_DAY)),
  london('anything on this evening', ...between(l, '11-11', EVENING)),
  london('have i got monday afternoon free for a school visit', ...between(l, '11-16', AFTERNOON)),
  london('can i squeeze a dog in at 4 today', ...between(l, '11-11', [['16:00', '17:00']])),
  london('is the 27th free for a bridal party', ...between(l, '11-27', WHOLE_DAY)),
  london('free for lunch tuesday?', ...between(l, '11-17', LUNCH)),
  london('am I free for the rest of today', ...REST_OF_TODAY_L),
  london('any gaps tomoz before 10', ...between(l, '11-12', before('10:00'))),
  london('got time wednesday next week between 1 and 3', ...between(l, '11-18', [['13:00', '15:00']])),
  newYork('am i free this afternoon', ...THIS_AFTERNOON_N),
  newYork('any openings friday morning', ...between(n, '11-13', MORNING)),
  newYork('free 12 to 1 tomorrow?', ...between(n, '11-12', [['12:00', '13:00']])),
  newYork('is sunday open for a house call', ...between(n, '11-15', WHOLE_DAY)),
  newYork('anything after 4 today', ...between(n, '11-11', after('16:00'))),
  newYork('can I fit a new patient monday 2-4', ...between(n, '11-16', [['14:00', '16:00']])),
  newYork('tuesday evening free?', ...between(n, '11-17', EVENING)),
  newYork('is 12/5 free', ...between(n, '12-05', WHOLE_DAY)),
  newYork('do I have time at 8 tomorrow for a 1 hour massage', ...between(n, '11-12', [['08:00', '09:00']])),
  newYork('I am free on thursday afternoon?', ...between(n, '11-12', AFTERNOON)),
  newYork('free for coffee at 11:30 today?', ...between(n, '11-11', [['11:30', '12:30']])),
];

export const SEVENTYEIGHTH_UNCLEAR: HeldOutItem[] = [
  london('the knee guy', unclear),
  london('tape?', unclear),
  london('Mrs Hirst or Mrs Hurst, whichever', unclear),
  london('that cockapoo', unclear),
  london('the EHCP thing', unclear),
  london('the school thing thurs or fri', unclear),
  london('should probably ring someone about the van', unclear),
  london('invoice..', unclear),
  london('Sophie thing', unclear),
  london('do the thing at 3', unclear),
  london('so um the uh the thing with the the room', unclear),
  london('mr adeyemi friday at 4', unclear),
  newYork('the table', unclear),
  newYork('goldberg??', unclear),
  newYork('the Feldmans, or maybe the Kaplans', unclear),
  newYork('springs', unclear),
  newYork('maybe call dr chen, or email idk', unclear),
  newYork('herbs thing', unclear),
  newYork('sat or sun for the workshop, whatever works', unclear),
  newYork('that cat', unclear),
  newYork('the Ruiz thing tomorrow at to', unclear),
  newYork('insurance stuff', unclear),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SEVENTYEIGHTH_BARE: HeldOutItem[] = [
  london('done it', unclear, askBack),
  london('later', unclear, askBack),
  london('make it half 3', unclear, askBack),
  london('no, friday', unclear, askBack),
  london('bin it', unclear, askBack),
  london('number 3', unclear, askBack),
  london('snooze 20', unclear, askBack),
  london('tomorrow then', unclear, askBack),
  london('all sorted', unclear, askBack),
  london('not yet', unclear, askBack),
  london('change it to tape order', unclear, askBack),
  london('1', unclear, askBack),
  newYork('finished', unclear, askBack),
  newYork('push to 4', unclear, askBack),
  newYork('move it to tuesday', unclear, askBack),
  newYork('the first one', unclear, askBack),
  newYork('skip it', unclear, askBack),
  newYork('4', unclear, askBack),
  newYork('friday 10am', unclear, askBack),
  newYork('in an hour', unclear, askBack),
  newYork('cancel that', unclear, askBack),
  newYork('done with that one', unclear, askBack),
];
