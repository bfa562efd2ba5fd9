/**
 * Held-out set, hundredeighth part c: musicians and show people.
 *
 * London time (Europe/London, day-first dates):
 * - Gaz, wedding band leader in Birmingham (an eight-piece, deps, couples, setlists, van hire).
 * - Morag, piano teacher and accompanist in Edinburgh, writes some Scots ("the morn", "dinnae", "ken").
 * - Priya, recording studio owner in Peckham (sessions, engineers, the Neve, mixes and masters).
 * - Ellen, touring folk singer in Norwich (tour legs, trains, festivals, a small label).
 * - Tunde, DJ in Liverpool, writes some Scouse ("la", "sound") and Nigerian Pidgin; Yoruba is his first language.
 *
 * New York time (America/New_York, month-first dates):
 * - Marcus, jazz trumpeter in Harlem (residencies, jam sessions, horn repairs).
 * - Dee, session drummer in Bushwick, clipped shorthand (w/, abt, tmrw, sched).
 * - Sam, stand-up comedian in the East Village (spots, specials, a manager).
 * - Mrs Park, choir director in Queens; Korean is her first language.
 * - Rosa, theatre stage manager in Hell's Kitchen (calls, understudies, load-ins, tech week).
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * Time-of-day windows used in HUNDREDEIGHTH_FREE_TIME: morning 09:00-12:00, afternoon 12:00-17:00,
 * night 18:00-24:00, "after X" runs from X to midnight, a whole day is 00:00-24:00.
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
  inMinutes,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  recall,
  remove,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked for the options of a dilemma. */
const askedOptions = (question: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDEIGHTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london("right, we're going with the 8-piece for the Harborne wedding, not the 6", decision),
  london('decided - no more weddings on sundays next year, the lads are knackered', decision),
  london("Ah've decided tae pit ma lesson fees up tae £38 fae January", decision),
  london("no gonnae take on ony mair adult beginners, that's me decided", decision),
  london("we're renting the Neve instead of buying one. final answer, the numbers don't lie", decision),
  london('ok going with the 2nd mastering quote, cheaper and he turned it round faster last time', decision),
  london('Not doing the Scottish leg of the tour in the spring. Decided. My voice cant take it', decision),
  london('me and the promoter agreed it, na 60/40 on the door from now on la', decision),
  london('sound, I go use the pioneers not the technics for all the club nights from now', decision),
  // London: a decision and a task in one message
  london(
    'decided kemi is depping on keys on the 21st. remind me to send her the setlist fri',
    [decision, task('send her the setlist', l('11-13'))],
    [decision, task('send kemi the setlist', l('11-13'))],
  ),
  // London: the reminder was the decision itself, so it is both a tick and a decision
  within(
    reminded('decide on van hire for the tour', l('11-11 12:00')),
    london("went with Dave's van in the end, cheaper and it's got a tail lift", [done(ctx), decision], [decision, done(ctx)]),
  ),
  // London: look like decisions, are not (a musing, a regret, someone else's decision, not decided yet)
  london('thinking maybe we should drop the brass for the smaller gigs? dunno', dilemma),
  london('wish id said no to that corporate xmas do in the first place ugh', NO_CHANGE),
  london('the venue went with another act for hogmanay 😩 gutted', NO_CHANGE),
  london('might go with the cheaper van, will see what Dave says tomorrow', NO_CHANGE, dilemma),

  // New York: decisions in plain words
  newYork('ok decided. taking the Blue Note residency, turning down the cruise ship thing', decision),
  newYork('not buying the new horn. sticking with the old Bach, it just needs a valve job', decision),
  newYork('going w/ zildjian for the endorsement over sabian', decision),
  newYork("I'm not doing weekend open mics anymore, it's settled. they're a waste of a saturday", decision),
  newYork('we are hiring an accompanist for the full season, board agree yesterday. this is decided', decision),
  newYork('I decide we sing Rutter for christmas concert this year, not Handel', decision),
  newYork('calling it - wireless god mics for act 2 for the rest of the run', decision),
  // New York: look like a tick or a move, are decisions
  newYork('done w/ spec sessions. paid only from here on out', decision),
  newYork("we're moving half-hour call to 7:00 for the rest of the run, company's been told", decision),
  // New York: look like decisions, are not
  newYork('producers decided to close the show in january. brutal', NO_CHANGE),
  newYork('should i take the cruise gig or the residency', dilemma),
  newYork("haven't decided abt the merch guy yet, still thinking", NO_CHANGE),
  newYork('did I ever decide on the cymbal endorsement?', recall('cymbal endorsement'), recall('endorsement')),
];

export const HUNDREDEIGHTH_DILEMMA: HeldOutItem[] = [
  // London: a choice with two options
  london('should i get the PA serviced or just buy a new one, its proper on its last legs', dilemma),
  london('torn between the Glee Club and the Hare & Hounds for the album launch', dilemma),
  london('cannae decide whether tae take the Usher Hall accompanying job, it clashes wi ma Thursday pupils', dilemma),
  london('do I hire another engineer or keep doing the late sessions myself? burning out here', dilemma),
  london('is it worth getting the live room re-treated this year or wait til after xmas', dilemma),
  london('Not sure whether to self-release the EP or sign with the little label in Bristol', dilemma),
  london("Train or hire a car for the tour? Car's cheaper but I hate the A11", dilemma),
  london('abeg help me choose - the Baltic Triangle gig or me cousin wedding, same night 😩', dilemma),
  // London: one option or none
  london('dinnae ken if I should stop the Saturday lessons', dilemma),
  london('dunno if i should put my fee up, dont want to lose the regular nights', dilemma),
  london('I need to think something through about the band, can you help', dilemma),
  // London: answers to daily's dilemma questions
  within(
    askedOptions('Should I change how I teach?'),
    london('either i stay at the school two days or go fully private', answer(null), dilemma),
  ),
  within(
    askedChoice('The Glee Club or the Hare & Hounds for the launch?', 'the Glee Club', 'the Hare & Hounds'),
    london("the hare n hounds, it's got more character", answer(2)),
  ),
  within(
    askedChoice('Self-release the EP or sign with the Bristol label?', 'self-release', 'sign with the Bristol label'),
    london('Not yet, need to see what the label offers first', answer(null)),
  ),
  // London: mention a dilemma, are not one
  london('had a right dilemma over the setlist last night but sorted it', NO_CHANGE),
  london("should've gone with the other mastering engineer tbh", NO_CHANGE),

  // New York: a choice with two options
  newYork('take the monday jam at Smoke or keep it free for practice? idk', dilemma),
  newYork('ludwig or dw for the tour kit. thoughts', dilemma),
  newYork('tour w/ them in march or stay for session work? $$ vs exposure', dilemma),
  newYork("Do I tape the special now or wait a year till the hour's tighter?", dilemma),
  newYork('I am not sure to make two rehearsal per week or keep one. singers are tired but concert is close', dilemma),
  newYork("help me think thru this: call the understudy in for the matinee or risk it w/ Dana's voice", dilemma),
  newYork('hmm split the load-in over 2 days or pay the crew OT', dilemma),
  // New York: one option
  newYork('should I sell the flugelhorn', dilemma),
  newYork("debating whether to fire my manager. he hasn't booked me anything since july", dilemma),
  newYork('Should I ask Pastor Kim for more budget? I am scared he says no', dilemma),
  // New York: answers to daily's dilemma question
  within(
    askedChoice('Take the Monday jam at Smoke or keep Mondays free for practice?', 'take the Smoke jam', 'keep Mondays free'),
    newYork('keep em free. practice matters more rn', answer(2)),
  ),
  // New York: look like a dilemma, are not
  newYork('the dilemma was the cruise pays better. anyway going with the residency', decision),
  newYork('is the load-in at 8 or 9 tmrw?', NO_CHANGE),
];

export const HUNDREDEIGHTH_RECALL: HeldOutItem[] = [
  // London
  london('what did we decide about the brass for small gigs?', recall('brass'), recall('brass for small gigs')),
  london('remind me why we stopped using that Solihull dep agency', recall('solihull dep agency'), recall('dep agency')),
  london('whit did ah decide aboot the fees fae January?', recall('fees'), recall('fees fae january')),
  london("did I say aye to the Queen's Hall concert?", recall("queen's hall concert"), recall("queen's hall")),
  london('what was my reasoning on the neve again', recall('neve')),
  london('did we ever settle on a block booking rate for the grime lads', recall('block booking rate')),
  london('what did I decide re: the Scottish leg', recall('scottish leg')),
  london('Why did I turn down Cambridge Folk Festival again? They emailed back', recall('cambridge folk festival')),
  london('wetin I decide about the door split sef?', recall('door split')),
  london('did i say id do the boat party or not, cant remember', recall('boat party')),
  within(
    reminded('ring Kemi about the 21st', l('11-11 15:00')),
    london('hang on, what did I decide about who deps on keys?', recall('keys'), recall('deps on keys')),
  ),
  // London: look like a recall, are not
  london('remind me to decide about the pioneer decks by friday', task('decide about the pioneer decks', l('11-13'))),
  london('what did the bride decide about the first dance in the end, has she emailed?', NO_CHANGE),

  // New York
  newYork("what'd I decide about the cruise ship gig", recall('cruise ship gig'), recall('cruise ship')),
  newYork('remind me why I passed on the Vanguard sub', recall('vanguard sub'), recall('vanguard')),
  newYork('endorsement - what did i land on', recall('endorsement')),
  newYork('did i say yes to the bushwick basement session?', recall('bushwick basement session'), recall('basement session')),
  newYork('What was my decision on the two drink minimum', recall('two drink minimum')),
  newYork('why did I decide to stop doing roasts? getting asked again', recall('roasts')),
  newYork('What I decided for christmas repertoire? I forget', recall('christmas repertoire')),
  newYork('we decide about accompanist already or not yet?', recall('accompanist')),
  newYork('what did we land on for the god mics', recall('god mics')),
  within(reminded('call sabian rep', n('11-11 10:00')), newYork('wait what did i decide on sabian', recall('sabian'))),
  // New York: look like a recall, are not
  newYork('remind me abt the drum tech invoice fri', task('drum tech invoice', n('11-13')), task('the drum tech invoice', n('11-13'))),
  newYork('why did the director cut the second song', NO_CHANGE),
];

export const HUNDREDEIGHTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('got a mad week, what should i be cracking on with first', prioritise('focus')),
  london('too many plates spinning, which bits can I let go of', prioritise('drop')),
  london('can ye help me plan ma day? got pupils fae 4', prioritise('plan_day')),
  london('whit should ah dae first the day', prioritise('focus'), prioritise('plan_day')),
  london('sort my day out for me, three sessions and a mix due', prioritise('plan_day')),
  london("what actually matters this week, I'm all over the place", prioritise('focus')),
  london('What can I safely push back or ditch? Tour prep is eating everything', prioritise('drop')),
  london('If I only get one thing done today what should it be', prioritise('focus')),
  london('omo too much on my plate, wetin I fit drop', prioritise('drop')),
  london('plan today for me la, got a set at 11', prioritise('plan_day')),
  // London: look like prioritising, are not
  london('priorities are all wrong in this band, the drummer cares more about his hair', NO_CHANGE),
  london("I'm dropping Wonderwall from the set, everyone hates it", decision),
  london("just cant focus today, brain's mush", NO_CHANGE),

  // New York
  newYork('what should I work on first', prioritise('focus')),
  newYork("what's the priority today", prioritise('focus'), prioritise('plan_day')),
  newYork('top prio today?', prioritise('focus')),
  newYork('overbooked. what can go', prioritise('drop')),
  newYork("Map out my day, I've got two spots tonight and I haven't written a word", prioritise('plan_day')),
  newYork("ok honestly what's the one thing I should be doing right now", prioritise('focus')),
  newYork('Please help me to make plan for today. Many things', prioritise('plan_day')),
  newYork('Too much work before concert. What I can cancel?', prioritise('drop')),
  newYork('tech week is eating me alive, what can I punt', prioritise('drop')),
  newYork("lay out today for me, half hour's at 7", prioritise('plan_day')),
  // New York: look like prioritising, are not
  newYork('got my priorities straight now, thanks for earlier', NO_CHANGE),
  newYork('what should I play at the jam tonight', NO_CHANGE),
  newYork('drop the drum tech invoice, he waived it', remove(words('drum tech invoice')), done(words('drum tech invoice'))),
];

export const HUNDREDEIGHTH_AGENDA: HeldOutItem[] = [
  // London
  london("what've I got today then", list('today')),
  london('anything on tomorrow or can I have a lie in', list('tomorrow')),
  london("whit's on the morn?", list('tomorrow')),
  london("whit's oan this week", list('week')),
  london("what's overdue, be honest", list('overdue')),
  london('What does Saturday look like?', list('day', '2026-11-14')),
  london('wetin dey for friday', list('day', '2026-11-13')),
  london("what's next on me list", list('next')),
  london('anything i missed? 😬', list('overdue')),
  london('what have I got on the 4th', list('day', '2026-12-04')),
  london("what's on 20/11", list('day', '2026-11-20')),
  within(shown('invoice Lenny', 'restring the acoustic', 'call the Ely promoter'), london('and tomorrow?', list('tomorrow'))),
  // London: look like a list, are not
  london("what's on at the Barbican this weekend, fancy a gig", NO_CHANGE),
  london("today's been absolutely mental", NO_CHANGE),

  // New York
  newYork("what's on my plate today", list('today')),
  newYork('sched tmrw', list('tomorrow')),
  newYork('overdue stuff', list('overdue')),
  newYork('this wk pls', list('week')),
  newYork("ok what's up next", list('next')),
  newYork('what do I have monday', list('day', '2026-11-16')),
  newYork('Please show me what is on 12/6', list('day', '2026-12-06')),
  newYork('Thursday what I have?', list('day', '2026-11-12'), list('tomorrow')),
  newYork('what did I miss, anything overdue', list('overdue')),
  newYork('run me through the rest of the week', list('week')),
  // New York: look like a list, are not
  newYork('is the show even on tomorrow w/ this storm?', NO_CHANGE),
  newYork("today's list is DONE!! every single thing", NO_CHANGE),
];

export const HUNDREDEIGHTH_FREE_TIME: HeldOutItem[] = [
  // London (afternoon 12:00-17:00, morning 09:00-12:00, night 18:00-24:00)
  london('am i free tmrw arvo? the couple wants a call about the setlist', free(l('11-12 12:00'), l('11-12 17:00'))),
  london("any chance I'm clear friday morning for a rehearsal", free(l('11-13 09:00'), l('11-13 12:00'))),
  london('am ah free on Saturday efternoon?', free(l('11-14 12:00'), l('11-14 17:00'))),
  london('hae I got a gap between 2 and 4 the morn?', free(l('11-12 14:00'), l('11-12 16:00'))),
  london('am I free monday 10 till 1 for a mix session', free(l('11-16 10:00'), l('11-16 13:00'))),
  london('anything on after 6 tonight? band wanna pop in', free(l('11-11 18:00'), l('11-12 00:00'))),
  london('Do I have anything Tuesday between 11 and 3?', free(l('11-17 11:00'), l('11-17 15:00'))),
  london('Is the 28th clear? A festival in Ely want me', free(l('11-28 00:00'), l('11-29 00:00'))),
  london('I dey free thursday night? promoter wan link up', free(l('11-12 18:00'), l('11-13 00:00'))),
  london('free for an hour at 4 tomorrow?', free(l('11-12 16:00'), l('11-12 17:00'))),
  // London: it is already 15:00, so "the rest of the afternoon" runs from now
  london(
    'am I free for the rest of the afternoon? someone wants to pop by with a snare',
    free(inMinutes(0), l('11-11 17:00')),
    free(l('11-11 12:00'), l('11-11 17:00')),
  ),
  // London: look like a free-time ask, are not
  london("Jamie's free tomorrow afternoon to dep on bass, sorted", NO_CHANGE),
  london('free up thursday for me, move the piano tuner to friday', move(words('piano tuner'), '2026-11-13', null)),
  london('am I free to put the ableton licence on two machines or is that dodgy', NO_CHANGE),

  // New York (afternoon 12:00-17:00, morning 09:00-12:00)
  newYork('am I free tmrw afternoon, Marcus wants to run the charts', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('any gap fri morning? horn repair guy can squeeze me in', free(n('11-13 09:00'), n('11-13 12:00'))),
  newYork('free sat 2-6?', free(n('11-14 14:00'), n('11-14 18:00'))),
  newYork('open after 3 today?', free(n('11-11 15:00'), n('11-12 00:00'))),
  newYork('Do I have anything between 7 and 9 tonight? Got offered a spot at the Cellar', free(n('11-11 19:00'), n('11-11 21:00'))),
  newYork('am i clear tues morning, need to see the dentist', free(n('11-17 09:00'), n('11-17 12:00'))),
  newYork('Saturday morning I am free? Want to put extra rehearsal', free(n('11-14 09:00'), n('11-14 12:00'))),
  newYork('12/2 afternoon is free for me?', free(n('12-02 12:00'), n('12-02 17:00'))),
  newYork('do I have a window thursday between 1 and 2:30 for a costume fitting', free(n('11-12 13:00'), n('11-12 14:30'))),
  newYork('got anything on monday before noon?', free(n('11-16 09:00'), n('11-16 12:00')), free(n('11-16 00:00'), n('11-16 12:00'))),
  // New York: look like a free-time ask, are not
  newYork("I'm free all day tomorrow finally, first time in weeks", NO_CHANGE),
  newYork('is rehearsal room B free thursday or has the dance captain got it', NO_CHANGE),
];
