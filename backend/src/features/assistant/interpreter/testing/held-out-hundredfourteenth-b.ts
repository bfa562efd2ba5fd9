/**
 * Held-out set, hundredfourteenth part b: tutors, coaches and fitness instructors.
 *
 * London time (day-first dates):
 * - Gemma, a self-employed maths and science tutor in Leeds (GCSE and A-level students, parents,
 *   mock exams); chatty, lots of "x".
 * - Dev, a personal trainer in Wembley who also runs bootcamps in the park (clients, sessions, gym
 *   rent); short lines, "bro".
 * - Katarzyna, a swimming teacher in Coventry (lessons, pool slots, parents); Polish is her first
 *   language.
 * - Callum, a driving instructor in Glasgow; writes some Scots ("the morn", "aye", "wean", "gonnae").
 * - Yasmin, who runs a small martial arts and kickboxing club in Bradford (gradings, kids' classes,
 *   hall hire); mixes in some Urdu words.
 *
 * New York time (month-first dates):
 * - Carmen, an ESL and SAT tutor in Washington Heights (students, parents, Zelle); Spanish is her
 *   first language.
 * - Tyrell, a boxing coach with a small gym in Bed-Stuy (fighters, sparring, fight nights); all lower
 *   case, no punctuation.
 * - Jun, a Pilates studio owner in Koreatown (classes, instructors, reformers, ClassPass); Korean is
 *   his first language.
 * - Mike, a Little League and travel-baseball coach and batting-cage owner on Long Island (teams,
 *   parents, field permits); blunt and clipped.
 * - Rachel, a career and executive coach on the Upper West Side (clients, Zoom sessions, workshops);
 *   writes long, careful messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  NO_CHANGE,
  answer,
  ctx,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  move,
  n,
  newYork,
  num,
  prioritise,
  question,
  recall,
  remove,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
  type HeldOutItem,
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
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked something else and waits for the answer. */
const asked = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'other', question, options },
});

export const HUNDREDFOURTEENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('hiya daily!! x', talk('greeting')),
  london('yo bro', talk('greeting')),
  london('Dzień dobry 🙂 here Katarzyna', talk('greeting')),
  london("aye daily, hoo's things", talk('greeting')),
  london('Salaam daily 👋', talk('greeting')),
  london('good afternoon! hope ur well xx', talk('greeting')),
  // London: a hello while a reminder is waiting is not an answer to it
  within(reminded('mark Year 11 mock papers', l('11-11 14:00')), london('hiyaaa sorry just back from a session x', talk('greeting'))),
  // London: hello, then an ask (the ask is read)
  london('wagwan bro. whats tmrw lookin like', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  london(
    'Hello. Please remind me at 5 to book the pool lane for Saturday kids',
    task('book the pool lane for Saturday kids', l('11-11 17:00')),
    [talk('greeting'), task('book the pool lane for Saturday kids', l('11-11 17:00'))],
  ),
  london("awright. whit's on fur Friday?", list('day', '2026-11-13'), [talk('greeting'), list('day', '2026-11-13')]),
  london(
    'Assalamu alaikum! can u add ring the hall about sunday hire tomorrow',
    task('ring the hall about sunday hire', l('11-12 12:00')),
    [talk('greeting'), task('ring the hall about sunday hire', l('11-12 12:00'))],
  ),
  london('hiya!! what have i got this week x', list('week'), [talk('greeting'), list('week')]),
  // London: a hello in the story, not to daily
  london('one of my parents said hi to me in Tesco and I completely blanked her 😭 mortified', NO_CHANGE, talk('feeling')),
  london('ma learner waved hello tae every car on the roundabout the day instead o steerin 😂', NO_CHANGE),

  // New York: plain hellos
  newYork('hola hola 😊', talk('greeting')),
  newYork('yo whats good', talk('greeting')),
  newYork('안녕하세요 daily!', talk('greeting')),
  newYork('Morning.', talk('greeting')),
  newYork('Good morning, daily. I hope your week is off to a gentle start.', talk('greeting')),
  newYork('hello~ good morning 🙏', talk('greeting')),
  within(
    reminded('send Dana the Zoom link', n('11-11 09:00')),
    newYork('Hi there! Just surfacing from an early client call.', talk('greeting')),
  ),
  // New York: hello, then an ask
  newYork('hola daily, what I have today pls?', list('today'), [talk('greeting'), list('today')]),
  newYork(
    'yo remind me call the commission bout the fight night permit at 2',
    task('call the commission bout the fight night permit', n('11-11 14:00')),
    [talk('greeting'), task('call the commission bout the fight night permit', n('11-11 14:00'))],
  ),
  newYork("Hey. What's Saturday", list('day', '2026-11-14'), [talk('greeting'), list('day', '2026-11-14')]),
  newYork(
    'Good morning! Could you add a reminder to prepare the workbook for the leadership workshop, tomorrow at 4pm?',
    task('prepare the workbook for the leadership workshop', n('11-12 16:00')),
    [talk('greeting'), task('prepare the workbook for the leadership workshop', n('11-12 16:00'))],
  ),
  // New York: a hello in the story, not to daily
  newYork('new girl at front desk say hello to every client in korean, they love it haha', NO_CHANGE),
  newYork('kid walked in said good morning coach then threw up on the mat lmao', NO_CHANGE),
];

export const HUNDREDFOURTEENTH_THANKS: HeldOutItem[] = [
  // London
  london('thank u sooo much xx', talk('thanks')),
  london('cheers bro', talk('thanks')),
  london('Thank you, is very helpful for me', talk('thanks')),
  london('cheers pal, yer a legend', talk('thanks')),
  london('JazakAllah khair 🙏', talk('thanks')),
  london("ahh thank you you're an angel x", talk('thanks')),
  london('nice one', talk('thanks'), talk('acknowledgement')),
  within(
    reminded('invoice the Hussain family for October', l('11-11 14:00')),
    london('thank u for reminding!! nearly forgot x', talk('thanks')),
  ),
  // London: thanks and a change or an ask
  within(
    just('pool slot booking for Ania', l('11-12 10:00')),
    london('Thank you. But please make it 11, not 10', [talk('thanks'), move(ctx, null, '11:00')], move(ctx, null, '11:00')),
  ),
  london('ta bro. add pay gym rent fri', [talk('thanks'), task('pay gym rent', l('11-13'))], task('pay gym rent', l('11-13'))),
  within(
    reminded("phone Mrs Grant aboot her laddie's test date", l('11-11 14:00')),
    london('cheers, phoned her at dinner time, aw sorted', [talk('thanks'), done()], done()),
  ),
  london('shukriya! also whats on saturday', [talk('thanks'), list('day', '2026-11-14')], list('day', '2026-11-14')),
  // London: look like thanks, are not
  within(
    asked('Want a reminder the day before the grading as well?', 'yes', 'no'),
    london('no thanks, one is enough', answer(2), NO_CHANGE),
  ),
  london('Thanks to new boiler finally the pool is warm, kids are happy', NO_CHANGE),

  // New York
  newYork('muchas gracias!!', talk('thanks')),
  newYork('good lookin out', talk('thanks')),
  newYork('thank you so much 감사합니다', talk('thanks')),
  newYork('Thx.', talk('thanks')),
  newYork('Thank you — that is genuinely helpful, and it takes one more thing off my mind.', talk('thanks')),
  newYork('preciate you', talk('thanks')),
  within(reminded('send Mrs Rodríguez the Zelle info', n('11-11 09:00')), newYork('gracias for remember me!', talk('thanks'))),
  // New York: thanks and a change or an ask
  newYork(
    'Thanks. Also put renew field permit for Eisenhower Park by end of month',
    [talk('thanks'), task('renew field permit for Eisenhower Park', n('11-30'))],
    task('renew field permit for Eisenhower Park', n('11-30')),
  ),
  within(
    reminded('confirm the reformer repair man', n('11-11 09:30')),
    newYork('thank you, I already confirm yesterday', [talk('thanks'), done()], done()),
  ),
  within(
    just('sparring w marcus', n('11-12 18:00')),
    newYork('thanks make it 7 tho', [talk('thanks'), move(ctx, null, '19:00')], move(ctx, null, '19:00')),
  ),
  newYork("Thank you. And what's on my plate for the rest of the week?", [talk('thanks'), list('week')], list('week')),
  // New York: "thanks" that is news
  newYork('ClassPass lower our payout again. thank you very much ClassPass 🙄', NO_CHANGE, talk('feeling')),
  newYork('Thanked the ump. He tossed me in the 3rd anyway.', NO_CHANGE, talk('feeling')),
];

export const HUNDREDFOURTEENTH_FEELING: HeldOutItem[] = [
  // London
  london('absolutely shattered, 6 tutees back to back and a parents evening xx', talk('feeling')),
  london('buzzin bro. client hit a 140 deadlift', talk('feeling')),
  london('I am so sad, my best girl stop lessons because her mum lose the job', talk('feeling')),
  london('pure done in. nine stalls on the wan roundabout wi the same learner', talk('feeling')),
  london('so proud!! 4 of my lot passed their grading last night alhamdulillah 🥋', talk('feeling')),
  london('I have too many students now, every evening full, weekend also full, I dont know how to do everything', talk('overwhelmed')),
  london(
    "i've got 3 mocks to mark, 2 new families to onboard, UCAS personal statements and my own tax return, i genuinely cannot xx",
    talk('overwhelmed'),
  ),
  london('gutted bro lost 2 clients this week', talk('feeling')),
  london('I was thinking, maybe I say yes to too many parents. I need also some time for me', talk('reflection'), talk('feeling')),
  // London: mention a task or a day, ask nothing
  london("bit nervous for the morn, ma first pupil's test an she's a bag o nerves", talk('feeling')),
  within(
    reminded('chase the council re hall hire invoice', l('11-11 14:00')),
    london("ugh can't face them today, they always make me feel thick", talk('feeling'), NO_CHANGE),
  ),
  london('honestly bro sometimes i wonder if i should just get a proper job', talk('reflection'), talk('feeling')),
  london("I'm fuming, the leisure centre double booked the hall for our grading AGAIN", talk('feeling')),
  london('stressed to the eyeballs x everything due this week and nothing done', talk('overwhelmed'), talk('feeling')),

  // New York
  newYork('estoy cansadísima, 5 students yesterday and 2 cancel last minute', talk('feeling')),
  newYork('im tired fr', talk('feeling')),
  newYork('today very happy, all reformer class full 😊', talk('feeling')),
  newYork('Pissed. Lost 11-2.', talk('feeling')),
  newYork(
    "I'm feeling a little stretched this week, if I'm honest. Four client sessions a day, the workshop on Thursday, and I haven't had a proper evening off since Sunday.",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  newYork(
    'i got too much goin on fight night in 2 weeks three guys cuttin weight gym roof leakin and the landlord aint pickin up',
    talk('overwhelmed'),
  ),
  newYork(
    'I was thinking. When I open studio I only want teach, now I only do admin all day. maybe is time to hire manager',
    talk('reflection'),
    talk('feeling'),
  ),
  newYork('my kid won his first amateur bout last night man im so proud of him', talk('feeling')),
  newYork('muy nerviosa, my student take the SAT on saturday and she is not ready', talk('feeling')),
  newYork(
    'Something I noticed this morning: the clients who make the biggest shifts are rarely the ones with the most polished plans. It is the ones willing to sit with discomfort. Worth remembering for myself.',
    talk('reflection'),
  ),
  within(
    reminded('call the Hendersons about travel tryouts', n('11-11 09:00')),
    newYork("Dreading it. Kid didn't make the team.", talk('feeling'), NO_CHANGE),
  ),
  newYork('Burned out. 3 teams, 2 field permits, cage machine broke.', talk('overwhelmed'), talk('feeling')),
  newYork('ay no, I am so frustrated, the parents pay late every month', talk('feeling')),
  newYork('stress 😵 2 instructor sick, 6 class today, ClassPass all full', talk('overwhelmed'), talk('feeling')),
];

export const HUNDREDFOURTEENTH_QUESTION: HeldOutItem[] = [
  // London: answered in words
  london('can you send reminders to my students parents as well or just me? x', question, HELP),
  london('bro how much did i make last month', question),
  london("What day is Zofia's lesson, Thursday or Friday?", question),
  london("d'ye think I should put ma prices up in January?", question, dilemma),
  london('is it ok to grade a kid who missed half the term? what would u do', question, dilemma),
  london("what's the best way to revise for GCSE chem paper 1 in 3 weeks?", question),
  within(just('mock exam feedback for Ellie', l('11-13 16:00')), london('wait is that this friday or next? x', question)),
  london('can this thing do voice notes?', question, HELP),
  // London: questions that are lists, a focus, a recall, free time
  london('have I onything on Thursday?', list('day', '2026-11-12'), list('tomorrow')),
  london('What I have on 5/12?', list('day', '2026-12-05')),
  london('anything overdue bro', list('overdue')),
  london('what should I tackle first, marking or lesson plans? x', prioritise('focus'), dilemma),
  london('what did i decide about the kids class fees in the end?', recall('kids class fees')),
  london('am I free saturday morning for an extra grading?', free(l('11-14 09:00'), l('11-14 12:00'))),

  // New York: answered in words
  newYork('how I can see the list of all my students tasks?', question, HELP),
  newYork('yo can u remind my fighters too or just me', question, HELP),
  newYork('How much ClassPass take per booking? I forget', question),
  newYork('Need a permit for the cages or just the fields?', question),
  newYork("I'm curious — is there a way to group my reminders by client, so I can see everything for Dana in one place?", question, HELP),
  newYork('is bad idea to open second studio in Flushing?', question, dilemma),
  newYork('when is the SAT in december?', question),
  within(just('sparring session w dre', n('11-14 11:00')), newYork('thats saturday right', question)),
  // New York: questions that are lists, a focus, a recall, free time
  newYork('whats on friday', list('day', '2026-11-13')),
  newYork('what I have on 11/20?', list('day', '2026-11-20')),
  newYork('Anything I missed?', list('overdue')),
  newYork('What did I decide about raising my hourly rate for the spring?', recall('raising my hourly rate'), recall('hourly rate')),
  newYork('am i free thursday afternoon', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('What first today? so many thing', prioritise('focus')),
];

export const HUNDREDFOURTEENTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('Ellie got a 7 in her chem mock!!! xx', NO_CHANGE, talk('feeling')),
  london('gym put rent up 50 quid bro', NO_CHANGE),
  london('The pool is closed Friday for cleaning, all lessons cancel', NO_CHANGE),
  london("test centre at Shieldhall's shut the morn, burst pipe", NO_CHANGE),
  london('new mats arrived for the club, hall smells like a tyre shop now 😂', NO_CHANGE),
  london('exam board have put out the spec changes for 2027', NO_CHANGE),
  london('bootcamp had 22 in the park this morning bro', NO_CHANGE),
  london('Mrs Kowalska pay for whole term today', NO_CHANGE),
  london('ma pupil Eilidh passed first time, zero minors', NO_CHANGE, talk('feeling')),
  london("Saturday's grading is 10 till 2 at the community hall", NO_CHANGE, unclear),
  // London: a task in view
  within(reminded('email mock results to the Patels', l('11-11 14:00')), london('sent them at lunch x', done())),
  within(reminded('book the hall for the December grading', l('11-11 14:00')), london('council office is shut till monday', NO_CHANGE)),
  within(just('first aid refresher course', l('11-18 10:00')), london('Ah they cancel it, no more course this year', remove(), NO_CHANGE)),
  within(reminded('pick up Sophie for her lesson', l('11-11 14:30')), london("her maw's cancelled, she's no weel", remove(), NO_CHANGE)),

  // New York: news, changes nothing
  newYork('Zelle from the Martinez family came in', NO_CHANGE),
  newYork('dre made weight', NO_CHANGE),
  newYork('new reformer delivered today, the big one 🙌', NO_CHANGE),
  newYork('Field permits open online Dec 1.', NO_CHANGE),
  newYork(
    'A quick update: the Thursday workshop is now at capacity with 24 registrants, and the venue has confirmed the larger room.',
    NO_CHANGE,
  ),
  newYork('my student Luis get 1380 on the practice test, up 150!', NO_CHANGE, talk('feeling')),
  newYork('fight night got pushed to the 5th', NO_CHANGE),
  newYork('Pitching machine 2 down again.', NO_CHANGE),
  newYork('instructor Soyeon leaving end of month, she move to LA', NO_CHANGE),
  newYork('heat in the gym been out since monday', NO_CHANGE),
  newYork("One of my clients accepted the VP offer we'd been preparing for. Genuinely thrilled for her.", NO_CHANGE, talk('feeling')),
  // New York: a task in view
  within(reminded('send the SAT practice test to Daniela', n('11-11 09:00')), newYork('ya lo mandé last night', done())),
  within(
    just('team photos at Cantiague', n('11-14 10:00')),
    newYork('Rained out. Photos now next Sat.', move(ctx, '2026-11-21', null), NO_CHANGE),
  ),
  within(reminded('call ClassPass about payout', n('11-11 09:30')), newYork('their line is busy all morning', NO_CHANGE)),
];

export const HUNDREDFOURTEENTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('ok x', NO_CHANGE),
  london('bet', NO_CHANGE),
  london('aye', NO_CHANGE),
  london('dobrze', NO_CHANGE),
  london('inshallah', NO_CHANGE),
  london('💪', NO_CHANGE),
  // London: answering a reminder
  within(reminded("mark Jacob's physics past paper", l('11-11 14:00')), london('done xx', done())),
  within(reminded('restock the protein bars', l('11-11 14:00')), london('sorted bro', done())),
  within(reminded('book the pool for Saturday', l('11-11 14:00')), london('zrobione', done())),
  within(
    reminded('renew the dual controls insurance', l('11-11 14:00')),
    london('the morn', move(ctx, '2026-11-12', null), snoozeUntil(l('11-12 09:00'))),
  ),
  within(reminded('order new belts for the grading', l('11-11 14:00')), london('2 hrs', snoozeFor(120))),
  within(reminded('text the Ahmeds about Saturday', l('11-11 14:30')), london('not yet', NO_CHANGE)),
  // London: a list, a dilemma, a task just added
  within(shown('mark Year 12 mocks', 'plan Ellie session', 'invoice the Hussains'), london('3 done x', done(num(3)))),
  within(askedChoice('Take the Saturday leisure centre slot?', 'take it', 'keep Saturdays free'), london('1', answer(1))),
  within(just('bootcamp flyers', l('11-12 12:00')), london('6pm', move(ctx, null, '18:00'))),

  // New York: out of a conversation
  newYork('okey', NO_CHANGE),
  newYork('word', NO_CHANGE),
  newYork('네', NO_CHANGE),
  newYork('Noted.', NO_CHANGE),
  newYork('🥊', NO_CHANGE),
  newYork('Wonderful.', NO_CHANGE),
  // New York: in a conversation
  within(reminded('send Dana the workshop deck', n('11-11 09:00')), newYork('Done, thank you.', done(), [done(), talk('thanks')])),
  within(reminded('post the sparring schedule', n('11-11 09:00')), newYork('did that', done())),
  within(reminded('order reformer springs', n('11-11 09:00')), newYork('later pls', snoozeFor(60))),
  within(
    reminded('pay the field permit fee', n('11-11 09:30')),
    newYork('Fri.', move(ctx, '2026-11-13', null), snoozeUntil(n('11-13 09:00')), snoozeUntil(n('11-13 12:00'))),
  ),
  within(reminded('call Ms. Peña about Sofi', n('11-11 09:00')), newYork('30 min', snoozeFor(30))),
  within(shown('plan lesson Luis', 'Zelle reminder Rodriguez', 'print SAT practice'), newYork('2 y 3 listo', [done(num(2)), done(num(3))])),
  within(askedChoice('Where to open the second studio?', 'Flushing', 'Fort Lee'), newYork('Flushing', answer(1))),
  within(just('cage maintenance', n('11-13 12:00')), newYork('Sat', move(ctx, '2026-11-14', null), unclear)),
];
