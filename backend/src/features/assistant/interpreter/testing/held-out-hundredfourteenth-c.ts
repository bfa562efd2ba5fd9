/**
 * Held-out set, hundredfourteenth part c: tutors, coaches and fitness instructors.
 *
 * London (Europe/London, day-first dates):
 * - Gemma, a self-employed maths and science tutor in Leeds (GCSE and A-level students, parents, mock exams; chatty, lots of "x");
 * - Dev, a personal trainer in Wembley who also runs bootcamps in the park (clients, sessions, gym rent; short lines, "bro");
 * - Katarzyna, a swimming teacher in Coventry whose first language is Polish (lessons, pool slots, parents; small grammar slips);
 * - Callum, a Glasgow driving instructor who writes some Scots ("the morn", "aye", "wean", "gonnae");
 * - Yasmin, who runs a small martial arts and kickboxing club in Bradford (gradings, kids' classes, hall hire; some Urdu words).
 *
 * New York (America/New_York, month-first dates):
 * - Carmen, an ESL and SAT tutor in Washington Heights whose first language is Spanish (students, parents, Zelle);
 * - Tyrell, a boxing coach with a small gym in Bed-Stuy (fighters, sparring, fight nights; all lower case, no punctuation);
 * - Jun, a Pilates studio owner in Koreatown whose first language is Korean (classes, instructors, reformers, ClassPass);
 * - Mike, a Little League and travel-baseball coach and batting-cage owner on Long Island (teams, parents, field permits; blunt, clipped);
 * - Rachel, a career and executive coach on the Upper West Side (clients, Zoom sessions, workshops; long careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * Thu 12, Fri 13, Sat 14, Sun 15, Mon 16, Tue 17 November; Monday 30 November; Tuesday 1 December.
 *
 * Windows for free time, as read here: morning 09:00-12:00, afternoon 12:00-17:00 ("the rest of the
 * afternoon" may also start now), evening / tonight 17:00-21:00, a whole day 09:00-17:00 (or the full
 * day, midnight to midnight, as a second reading).
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  free,
  inMinutes,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  question,
  recall,
  talk,
  task,
  within,
} from './held-out-kit';

/** daily summed up a dilemma and asked which option. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});
/** daily asked for the options of a dilemma. */
const askedOptions = (q: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question: q } });
/** daily asked what matters most in a dilemma. */
const askedMatters = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question: q, options },
});

const NOW = inMinutes(0);

export const HUNDREDFOURTEENTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london("ok that's it decided, not taking any more year 11s this term, I'm full to the brim x", decision),
  london("I've decided my A-level rate goes up to £40 an hour from January. been putting it off for ages xx", decision),
  london('done with the wembley gym bro. moving all my clients to harrow from december', decision),
  london('bootcamp goin to 7am not 6. decided. nobody shows at 6', decision),
  london('I decide I am not giving lessons on Sunday anymore, I need one day for my family', decision),
  london("aye that's me decided, nae learners on the M8 till they've had ten lessons minimum", decision),
  london("decided, inshallah the kids' class is moving to the community centre from January, church hall is way too dear now", decision),
  london('right bas, decided - grading is on 5/12. remind me tomorrow to tell the parents', [
    decision,
    task('tell the parents', l('11-12')),
  ]),
  london('not doing zoom tutoring anymore, the kids just switch their cameras off. decision made x', decision),
  // London: look like decisions, are not
  london('the exam board have decided to move the chem mock to thursday, typical x', NO_CHANGE),
  london('gotta decide bootcamp prices by fri', task('decide bootcamp prices', l('11-13'))),
  london('Maybe I go to the other pool in Foleshill, I am still not sure', NO_CHANGE, dilemma),
  london('whit did I decide aboot the dual controls on the new motor', recall('dual controls')),
  within(askedChoice('Keep the Saturday bootcamp or drop it?', 'keep it', 'drop it'), london('drop it bro. decided', answer(2))),

  // New York: decisions in plain words
  newYork('Ok I decide, from now all the parents pay by Zelle before the class. No more cash, ay no', decision),
  newYork('no more sparring on fridays decided the guys are too beat up for saturday', decision),
  newYork('im not taking the philly fight for marcus final answer', decision),
  newYork('Finally I decide, we leave ClassPass from January. They take too much fee', decision),
  newYork('Decided to hire Sora for the evening reformer classes. She is very good teacher', decision),
  newYork('Decided. 12U travel tryouts Dec 6. Done debating.', decision),
  newYork('Cage closes at 8 on weeknights now. Not 10. Made the call.', decision),
  newYork(
    "After sitting with it over the weekend, I've decided to stop offering single-session packages. Clients who buy one session rarely get anywhere; the real work happens in the three-month engagements. I'll honor anything that's already booked, of course.",
    decision,
  ),
  newYork(
    "I've decided to run the January workshop in person rather than on Zoom. Could you remind me Friday morning to email the venue on Amsterdam Ave?",
    [decision, task('email the venue on Amsterdam Ave', n('11-13 09:00'))],
  ),
  // New York: look like decisions, are not
  newYork('League decided to push opening day back a week. Whatever.', NO_CHANGE),
  newYork("Ay I don't know if I keep the Saturday SAT group or I cancel it", dilemma),
  newYork('gotta make up my mind on the ring canvas by monday', task('make up my mind on the ring canvas', n('11-16'))),
  within(
    askedChoice('Keep the 7am class or move it to 7:30?', 'keep 7am', 'move to 7:30'),
    newYork('Move to 7:30. More people can come I think', answer(2)),
  ),
];

export const HUNDREDFOURTEENTH_DILEMMA: HeldOutItem[] = [
  // London: choices to think through
  london('should I take on the twins for a-level chem or is that too much on top of everything?? x', dilemma),
  london('help me think, group sessions for GCSE maths or stick to 1 to 1? group = more money but less attention xx', dilemma),
  london('bro own unit or keep renting the gym by the hour. cant call it', dilemma),
  london('bootcamp thru winter or pause til march?', dilemma),
  london('I dont know should I take the job at leisure centre or stay private teacher. Can you help me to think', dilemma),
  london('cannae make ma mind up, auto or manual for the new motor. maist o ma learners want auto noo', dilemma),
  london("should I let the under 8s grade in december or make them wait till march, yaar I'm torn", dilemma),
  london("thinking about whether to start a women's only kickboxing class on thursdays. worth it or not?", dilemma),
  // London: look like dilemmas, are not
  london("the wean's mum asked whether he should dae his theory first or his practical. telt her theory", NO_CHANGE),
  london('shoulda charged more for the bootcamp bro. lesson learned', NO_CHANGE),
  london('Parent ask me should her daughter go to stage 5 or stay in stage 4, I said stay', NO_CHANGE),
  within(
    askedOptions('Grade the under 8s in December or not?'),
    london('either december with the big ones or a separate one in march just for them', answer(null)),
  ),
  within(
    askedMatters('Auto or manual for the new car?', 'auto', 'manual'),
    london('whit matters maist is gettin folk through their test quick', answer(null)),
  ),
  within(
    askedChoice('Group sessions or one-to-one?', 'group sessions', 'one-to-one'),
    london('not sure yet, need to talk to a couple of the parents first x', answer(null)),
  ),

  // New York: choices to think through
  newYork('Should I raise my SAT price to $90 or I will lose some students? Help me think pues', dilemma),
  newYork('One mom want me to do the classes in her house in the Bronx, is far. I take it or no?', dilemma),
  newYork('let dre take the fight on short notice or make him wait for the december card', dilemma),
  newYork('thinking if i should open saturdays for kids or keep it adults only', dilemma),
  newYork('Buy 2 more reformer or make the studio bigger first? I cannot decide', dilemma),
  newYork("Keep the cages open thru winter or shut Jan-Feb. Heat bill's brutal.", dilemma),
  newYork(
    "I'm genuinely torn about a corporate contract with a bank in Midtown. It would be steady income for six months, but it means group sessions with people who didn't choose coaching, and I worry it would crowd out my individual clients. Could you help me think it through?",
    dilemma,
  ),
  newYork('Should I stay Zoom-only, or rent an office two days a week?', dilemma),
  // New York: look like dilemmas, are not
  newYork('Whether we play Saturday depends on the field. Town decides Friday.', NO_CHANGE),
  newYork('Instructor ask me she should teach mat or reformer on Friday, I told her reformer', NO_CHANGE),
  within(
    askedChoice('Let Dre take the short-notice fight or wait for December?', 'take the fight', 'wait for december'),
    newYork('wait for december hes not ready', answer(2)),
  ),
  within(askedOptions('Keep the cages open through winter?'), newYork('Weekends only or close totally.', answer(null))),
  within(
    askedMatters('Raise your SAT price or not?', 'raise to $90', 'keep the price'),
    newYork('Most important for me is to not lose the students I have now', answer(null)),
  ),
];

export const HUNDREDFOURTEENTH_RECALL: HeldOutItem[] = [
  // London
  london("what did I decide about the twins again? their mum's asking x", recall('twins')),
  london('remind me what I said about my rates for january xx', recall('rates for january')),
  london('wat did i decide bout harrow gym', recall('harrow gym')),
  london('bro why did i move bootcamp to 7 again', recall('bootcamp'), recall('bootcamp to 7')),
  london('What I decided about the Sunday lessons? I forget', recall('sunday lessons')),
  london('whit did a say aboot learners on the motorway, cannae mind', recall('learners on the motorway')),
  london('what did I decide about the hall hire, the church lady keeps asking', recall('hall hire')),
  london('did I ever settle the grading date for the little ones', recall('grading date')),
  london('did I ever decide on auto or manual', recall('auto or manual')),
  london('Why I decided for the Foleshill pool? Remind me the reason please', recall('foleshill pool')),
  // London: look like recall, are not
  london('remind me to ring the gym manager at 5', task('ring the gym manager', l('11-11 17:00'))),
  london('what did the exam board decide about grade boundaries, have they published yet? x', NO_CHANGE, question),
  london('I decide, only 4 children in one group now, not 6', decision),
  london("did a send the wean's mum his test date?", NO_CHANGE, question),

  // New York
  newYork('What I decide about the cash payments? One mom is asking', recall('cash payments')),
  newYork('what i decide about marcus and philly', recall('marcus and philly')),
  newYork('why did i stop friday sparring again', recall('friday sparring')),
  newYork('What was my decision about ClassPass? I forget already', recall('classpass')),
  newYork('Why I chose Sora for evening class? Other instructor is asking me', recall('sora')),
  newYork("What'd I decide on the tryout date", recall('tryout date')),
  newYork("Cage hours. What'd I land on.", recall('cage hours')),
  newYork(
    'Could you remind me what I decided about the single-session packages? A prospective client just asked and I want to be consistent.',
    recall('single-session packages'),
  ),
  newYork('What was my reasoning on the January workshop being in person?', recall('january workshop')),
  // New York: look like recall, are not
  newYork('What did the town decide on the field permits. Anything yet', NO_CHANGE),
  newYork(
    'Remind me on Monday to decide which workshop topics to offer in the spring.',
    task('decide which workshop topics to offer in the spring', n('11-16')),
  ),
  newYork('decided marcus fights in january instead', decision),
  newYork('I send the Zelle request to the Rodriguez family or not? I cannot remember', NO_CHANGE, question),
];

export const HUNDREDFOURTEENTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('too much on this week, 3 sets of mocks to mark and parents evening, what can I drop x', prioritise('drop')),
  london("what should I do first, I've got 14 papers to mark and 3 lessons tonight xx", prioritise('focus')),
  london('plan my day bro', prioritise('plan_day')),
  london('wat first', prioritise('focus')),
  london('Please make plan for my day, I have 5 lessons and I must go to bank', prioritise('plan_day')),
  london('gonnae tell me whit tae dae first, four lessons and a test at 2', prioritise('focus')),
  london("yaar I'm overwhelmed, grading, hall, kit order, what can wait", prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  london("what's most important this week? just tell me where to start", prioritise('focus')),
  london("plan the morn for me, I've got learners fae 8 till 6", prioritise('plan_day')),
  london('What I can move to next week? Too many things', prioritise('drop')),
  // London: near-misses
  london('dropped the kettlebells at the park already', NO_CHANGE),
  london("focusing on the year 13s tonight, they've got mocks monday x", NO_CHANGE),
  london(
    "first thing the morn I need tae get the motor MOT'd",
    task("get the motor MOT'd", l('11-12 09:00')),
    task("get the motor MOT'd", l('11-12 08:00')),
  ),
  london("kids' safety is always the priority, parents should know that", NO_CHANGE),

  // New York
  newYork('Too much this week, what I can leave for later?', prioritise('drop')),
  newYork('whats first today', prioritise('focus')),
  newYork('plan my day i got 3 fighters and the plumber coming', prioritise('plan_day')),
  newYork('Please help to plan my tomorrow, 6 classes and meeting with landlord', prioritise('plan_day')),
  newYork('Too much. What goes.', prioritise('drop')),
  newYork("What's the priority. Permits, uniforms or the cage nets.", prioritise('focus')),
  newYork(
    "I have four client sessions today, a workshop deck that's half finished, and a stack of invoices. Could you help me work out what to tackle first?",
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  newYork('What can reasonably slip to next week without letting anyone down?', prioritise('drop')),
  newYork(
    'I am so tired, so many things, what is really important today',
    prioritise('focus'),
    [talk('feeling'), prioritise('focus')],
    [talk('overwhelmed'), prioritise('focus')],
  ),
  // New York: near-misses
  newYork('Dropped the permit forms at town hall.', NO_CHANGE),
  newYork('The mom say SAT reading is priority for her son, then math', NO_CHANGE),
  newYork(
    'priority tmrw call the commission about dre license first thing',
    task('call the commission about dre license', n('11-12 09:00')),
    task('call the commission about dre license', n('11-12 08:00')),
  ),
  newYork("My client's biggest priority is getting through the reorg without burning out.", NO_CHANGE),
];

export const HUNDREDFOURTEENTH_AGENDA: HeldOutItem[] = [
  // London
  london('what have I got today x', list('today')),
  london('tmrw sessions?', list('tomorrow')),
  london('What I have tomorrow please?', list('tomorrow')),
  london("whit's on the morn", list('tomorrow')),
  london("aye and whit's on the rest o the week", list('week')),
  london('what have I got Saturday, is it the grading prep?', list('day', '2026-11-14')),
  london("anything I've missed? overdue stuff x", list('overdue')),
  london('whats next', list('next')),
  london('What is on 2/12?', list('day', '2026-12-02')),
  london('show me this week yaar', list('week')),
  london('what have I got on monday, might squeeze in an extra year 11 x', list('day', '2026-11-16')),
  // London: look like a list, change nothing or are something else
  london('whats on the menu for bootcamp tmrw? burpees obvs', NO_CHANGE),
  london("the morn's list is mental, eight learners", NO_CHANGE),
  london("add order new pads to friday's list", task('order new pads', l('11-13'))),

  // New York
  newYork('What I have today?', list('today')),
  newYork('whats on tmrw', list('tomorrow')),
  newYork('Please show me this week schedule', list('week')),
  newYork("What's overdue.", list('overdue')),
  newYork("What's on Sat.", list('day', '2026-11-14')),
  newYork(
    "Could you show me what I have on Thursday? I'm trying to fit in a call with a new client.",
    list('day', '2026-11-12'),
    list('tomorrow'),
  ),
  newYork('what i got next', list('next')),
  newYork('What I have on 11/20?', list('day', '2026-11-20')),
  newYork('show me monday please, I think I have too many students', list('day', '2026-11-16')),
  newYork('What does the rest of my week look like?', list('week')),
  newYork('what do I have 12/5', list('day', '2026-12-05')),
  // New York: look like a list, are something else
  newYork('What is on the ClassPass schedule for Saturday, they change it again?', NO_CHANGE, question),
  newYork('put call Mrs Peña on the tomorrow list', task('call Mrs Peña', n('11-12'))),
];

export const HUNDREDFOURTEENTH_FREE_TIME: HeldOutItem[] = [
  // London (morning 09-12, afternoon 12-17, evening 17-21, whole day 09-17)
  london('am I free tomorrow 4 till 6? new parent wants a trial lesson x', free(l('11-12 16:00'), l('11-12 18:00'))),
  london('free fri mornin bro', free(l('11-13 09:00'), l('11-13 12:00'))),
  london('I am free on Saturday afternoon? Pool ask me for extra lessons', free(l('11-14 12:00'), l('11-14 17:00'))),
  london('am I free the morn between 10 and 12', free(l('11-12 10:00'), l('11-12 12:00'))),
  london('any free time monday evening? need to see the hall manager', free(l('11-16 17:00'), l('11-16 21:00'))),
  london('free this evening at all? x', free(l('11-11 17:00'), l('11-11 21:00'))),
  london('got anything 6-8am thurs', free(l('11-12 06:00'), l('11-12 08:00'))),
  london('I am free whole day on Sunday?', free(l('11-15 09:00'), l('11-15 17:00')), free(l('11-15 00:00'), l('11-16 00:00'))),
  london('have a got a gap the rest o the afternoon', free(NOW, l('11-11 17:00')), free(l('11-11 12:00'), l('11-11 17:00'))),
  london('free on 5/12? grading day', free(l('12-05 09:00'), l('12-05 17:00')), free(l('12-05 00:00'), l('12-06 00:00'))),
  london('am I free at 5 on tuesday for an hour? x', free(l('11-17 17:00'), l('11-17 18:00'))),
  // London: mention free time, ask for nothing
  london("park's free for bootcamp sat, council confirmed", NO_CHANGE),
  london('Parent ask if I am free Tuesday, I say yes at 5pm', NO_CHANGE),
  london('first free Saturday in months, aye. no touchin the car', NO_CHANGE),

  // New York (morning 09-12, afternoon 12-17, evening 17-21, whole day 09-17)
  newYork('I am free tomorrow afternoon? One student want extra class', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('am i free tonight', free(n('11-11 17:00'), n('11-11 21:00'))),
  newYork('Do I have free time Friday 1 to 3? Landlord want to meet', free(n('11-13 13:00'), n('11-13 15:00'))),
  newYork('Free Sat morning?', free(n('11-14 09:00'), n('11-14 12:00'))),
  newYork('Am I free any time Monday afternoon? A former client wants a check-in call.', free(n('11-16 12:00'), n('11-16 17:00'))),
  newYork('any time thurs morning for a sparring session', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork(
    'I am free on Sunday? Whole day, I want to rest',
    free(n('11-15 09:00'), n('11-15 17:00')),
    free(n('11-15 00:00'), n('11-16 00:00')),
  ),
  newYork('Do I have time before lunch today for go to the bank?', free(NOW, n('11-11 12:00')), free(NOW, n('11-11 12:30'))),
  newYork('Got 2 hrs at 4 tmrw?', free(n('11-12 16:00'), n('11-12 18:00'))),
  newYork("Is my evening on the 19th clear? I've been asked to speak on a panel.", free(n('11-19 17:00'), n('11-19 21:00'))),
  newYork('Anything 12/2 evening', free(n('12-02 17:00'), n('12-02 21:00'))),
  // New York: mention free time, ask for nothing
  newYork('free open gym sat for the neighborhood kids spread the word', NO_CHANGE),
  newYork('I finally have a free Friday and I intend to do absolutely nothing.', NO_CHANGE),
];
