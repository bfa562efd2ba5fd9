/**
 * Held-out messages, ninetyninth set, part g: greetings, feelings, statements, decisions, questions.
 *
 * The people:
 * - London time (day-first dates): Helen, a piano teacher in Oxford (grade exams, recitals, parents);
 *   Gareth, a driving instructor in Swansea who drops into Welsh (learners, test centre, DVSA);
 *   Harpreet, a maths tutor in Birmingham whose first language is Punjabi (GCSE/A-level students, mocks);
 *   Craig, a wedding DJ in Newcastle who writes some Geordie (gigs, venues, deposits);
 *   Siobhán, who owns a language school in Dublin and writes Irish English (teachers, host families, intakes).
 * - New York time (month-first dates): Dana, an SAT tutor in Park Slope (test dates, practice scores, parents);
 *   Marcus, a wedding band leader in Jersey City (lineups, rehearsals, balances);
 *   Yesenia, a dance studio owner in Washington Heights whose first language is Spanish (classes, showcase);
 *   Theo, a stand-up comic in the West Village who texts in lowercase shorthand (spots, sets, open mics);
 *   Farhana, who runs an after-school program in Jamaica, Queens, whose first language is Bengali.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  HELP,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  question,
  recall,
  snoozeFor,
  talk,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});

export const NINETYNINTH_GREETING: HeldOutItem[] = [
  // London: plain hellos, several registers and languages
  london('morning! 🎹', talk('greeting')),
  london('bore da', talk('greeting')),
  london('shwmae, you awake?', talk('greeting')),
  london('Sat sri akal ji, good afternoon to you', talk('greeting')),
  london('howay man, ye there?', talk('greeting')),
  london('alreet pet', talk('greeting')),
  london('hiya, what’s the story', talk('greeting')),
  london('hello?? is this thing even on', talk('greeting')),
  london('Good afternoon. I am Harpreet, my nephew set this up for me', talk('greeting')),
  // London: a hello with an ask after it (the ask is read)
  london(
    'dia dhuit! quick one, remind me to ring the school in Salamanca about the exchange trip tomorrow at 10',
    task('ring the school in Salamanca about the exchange trip', l('11-12 10:00')),
  ),
  london('hello hello, what have I got on tomorrow', list('tomorrow')),
  london(
    'afternoon. can u add invoice the Hendersons for October lessons by friday',
    task('invoice the Hendersons for October lessons', l('11-13')),
  ),
  within(reminded('mock paper with Jasleen', l('11-11 10:00')), london('hi sorry only seeing this now, yes did it this morning', done())),
  london('alright bud, anything overdue?', list('overdue')),

  // New York: plain hellos
  newYork('hey there', talk('greeting')),
  newYork('yo u up', talk('greeting')),
  newYork('buenos días! todo bien?', talk('greeting')),
  newYork('nomoskar 🙏 good morning', talk('greeting')),
  newYork('gm', talk('greeting')),
  newYork('heyyy 👋', talk('greeting')),
  newYork('hey its me again lol', talk('greeting')),
  newYork('Hello, this is Farhana from Little Scholars after school. I am new here', talk('greeting')),
  newYork('morning!! rehearsal went till 1am so be gentle w me lol', talk('greeting'), talk('feeling')),
  // New York: a hello with an ask after it
  newYork('hola buenos dias! remind me pay the DJ for the showcase friday', task('pay the DJ for the showcase', n('11-13'))),
  newYork('hi hi. whats on today', list('today')),
  newYork('good morning. put costume fitting for the recital on monday 4pm pls', task('costume fitting for the recital', n('11-16 16:00'))),
  within(reminded('call the Brennans about the practice test', n('11-11 09:30')), newYork('hey! not yet, give me an hour', snoozeFor(60))),
  newYork('klk, how do i see the stuff i missed', list('overdue'), question, HELP),
];

export const NINETYNINTH_FEELING: HeldOutItem[] = [
  // London: tired, low, happy
  london(
    'absolutely shattered. four lessons back to back and a grade 5 kid who clearly hadnt touched the piano all week',
    talk('feeling'),
    talk('overwhelmed'),
  ),
  london("wedi blino'n lân heddiw. knackered", talk('feeling')),
  london('buzzing man!! just got booked for a wedding at Lumley Castle next summer', talk('feeling'), NO_CHANGE),
  london("I'm wrecked, so I am", talk('feeling')),
  london('grand day altogether, the new teachers are settling in lovely', talk('feeling'), NO_CHANGE),
  london('bit down today tbh. lost two students to the new place on the high street', talk('feeling')),
  london('nervous for tomorrow, two of my learners are sitting their test at Llansamlet', talk('feeling')),
  // London: overwhelmed, mentions work, asks nothing
  london('me heed’s mashed. three weddings this weekend and the van’s making a funny noise', talk('overwhelmed'), talk('feeling')),
  london('feel like I’m going under with all these mock papers to mark', talk('overwhelmed')),
  london('I am very much tensed today, parents are asking for results and I am not having answers', talk('feeling'), talk('overwhelmed')),
  london('so much on this week i dont know where to start', talk('overwhelmed'), prioritise('focus')),
  // London: in a conversation, sounds like a reply but is a feeling: no tick, no snooze
  within(reminded('mark the Year 11 papers', l('11-11 14:00')), london('ugh I can’t face it right now, I’m fried', NO_CHANGE)),
  within(just('chase the Charlton deposit', l('11-13')), london('hate chasing money, makes me feel like a bailiff', NO_CHANGE)),

  // New York: tired, low, happy
  newYork('im so tired lol', talk('feeling')),
  newYork('estoy muerta. 3 clases seguidas and the mirror guy never showed up', talk('feeling'), talk('overwhelmed')),
  newYork('that set bombed so hard. crickets. fml', talk('feeling')),
  newYork('killed it at the cellar last night, still riding it ngl', talk('feeling'), NO_CHANGE),
  newYork(
    'feeling really good about my kids this week, three of them jumped over 100 points on the practice test',
    talk('feeling'),
    NO_CHANGE,
  ),
  newYork('ami khub tired today. long long day with the kids', talk('feeling')),
  newYork('so anxious. six of my students sit the SAT on 12/5 and two are nowhere near ready', talk('feeling'), NO_CHANGE),
  newYork('happy!!! studio passed the inspection 🎉🎉', talk('feeling'), NO_CHANGE),
  // New York: overwhelmed
  newYork('drowning in college essay edits rn', talk('overwhelmed')),
  newYork('too many things. parents calling, payroll, the health inspection. I cannot', talk('overwhelmed')),
  newYork(
    'honestly just stressed abt the Hoboken gig, the bride keeps changing the setlist every other day',
    talk('feeling'),
    talk('overwhelmed'),
  ),
  newYork('i have like 40 things on my list and zero energy', talk('overwhelmed'), NO_CHANGE),
  newYork('this week is kicking my ass', talk('overwhelmed')),
  // New York: mentions a task, asks nothing
  newYork('I keep forgetting to chase the Morales deposit and its stressing me out', NO_CHANGE),
  within(just('call the caterer about the band meal', n('11-11 13:00')), newYork('ugh i hate making these calls', NO_CHANGE)),
];

export const NINETYNINTH_STATEMENT: HeldOutItem[] = [
  // London: news that uses "cancelled", "moved", "done": changes nothing
  london("the Patels cancelled Saturday's lesson, their lad's got chickenpox", NO_CHANGE),
  london('test centre have moved Dafydd’s test to the 3rd', NO_CHANGE),
  london('the venue in Gateshead have double booked us. nightmare', NO_CHANGE),
  london('Amira got a 9 in her mock!!!', NO_CHANGE),
  london('fyi the accreditation inspectors are coming in January', NO_CHANGE),
  london('piano tuner’s been, finally', NO_CHANGE),
  london('Rhys passed first time!! chuffed to bits', NO_CHANGE),
  london("we've had 14 new enrolments for the January intake", NO_CHANGE),
  london("that's me done till the after-school lot come in at 4, last one just left", NO_CHANGE),
  london('Arjun mother called, he is off sick full week', NO_CHANGE),
  london('exam board pushed results back to 20/11', NO_CHANGE),
  london('sent the Robson invoice yesterday btw', NO_CHANGE),
  // London: news about the task in view
  within(reminded('send invoice to the Robsons', l('11-11 12:00')), london('sent it this morning btw', done())),
  within(reminded('book Rhys in for his test', l('11-11 13:00')), london('DVSA site is down again', NO_CHANGE)),
  within(just('chase the Charlton deposit', l('11-13')), london("deposit's just landed actually", done(), NO_CHANGE)),

  // New York: news with task-like verbs
  newYork("the Friedmans pushed their kid's test to March", NO_CHANGE),
  newYork("bride's dad finally paid the balance", NO_CHANGE),
  newYork('mirror install got moved to next thurs', NO_CHANGE),
  newYork('club cancelled my friday spot. again.', NO_CHANGE),
  newYork('december scores come out on the 19th', NO_CHANGE),
  newYork('the boiler in the studio is broken, no heat today', NO_CHANGE),
  newYork('we have 9 kids on the waitlist now', NO_CHANGE),
  newYork('did 8 min at the cellar, new closer worked', NO_CHANGE),
  newYork("Sapna's dad says she is switching to Kumon from next month", NO_CHANGE),
  newYork('finished the lesson plans for next week finally', NO_CHANGE, done(words('lesson plans'))),
  // New York: news about the task in view
  within(reminded('email Ms. Alvarez the practice test results', n('11-11 09:00')), newYork('already did that yesterday', done())),
  within(
    reminded('confirm rehearsal space for Saturday', n('11-11 09:00')),
    newYork("drummer's out sick so saturday might not happen", NO_CHANGE),
  ),
];

export const NINETYNINTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london("right, decided: no more lessons after 8pm. I'm done being exhausted", decision),
  london('going with the Yamaha for the new studio upright', decision),
  london("I've decided to put my rates up to £42 an hour from January", decision),
  london('penderfynais: not taking motorway lesson bookings anymore, too much hassle', decision),
  london('I have decided I will not do group classes for GCSE, only one to one from now itself', decision),
  london("we're not renewing with the host family agency, going direct from now on", decision),
  london("let's go with the Thursday for the recital, the church is free then", decision),
  london('final answer: Kieran does the ceilidh bit, I do the evening', decision),
  // London: answering the dilemma daily summed up
  within(
    askedChoice('keep Saturday lessons or move them to Sunday', 'keep Saturday', 'move to Sunday'),
    london('keep saturdays, the parents prefer it', answer(1)),
  ),
  // London: look like decisions, are not
  london('thinking I might stop doing Sunday weddings', NO_CHANGE, dilemma),
  london('should I drop the Tuesday evening group or keep it going till Easter', dilemma),
  london("I'd love to just do weddings full time one day", NO_CHANGE),
  london('might look at hiring another teacher for the B2 class after christmas', NO_CHANGE),
  london('what did I decide about the sound guy', recall('sound guy')),

  // New York: decisions in plain words
  newYork('decided to stop offering the free diagnostic test', decision),
  newYork("we're going w the 7 piece lineup for the Morales wedding", decision),
  newYork("ok I'm done with that agency, not booking through them again", decision),
  newYork('vamos con el piso de Harlequin, the cheaper one cracked in like 2 months', decision),
  newYork('no more open mics on weekdays. decided.', decision),
  newYork('I decide: summer camp will be 6 weeks not 8', decision),
  newYork('gonna go with the later call time for the band, 5pm, so everyone can eat first', decision),
  newYork("let's not do the halloween thing again next year lol", decision),
  within(
    askedChoice('hire a second SAT tutor or cap enrollment', 'hire a second tutor', 'cap enrollment'),
    newYork("capping it. I can't manage another person rn", answer(2)),
  ),
  // New York: look like decisions, are not
  newYork('maybe i should raise tuition for spring?', dilemma, question),
  newYork('need to decide on a drummer for the NYE gig by friday', task('decide on a drummer for the NYE gig', n('11-13'))),
  newYork('I want to switch from Venmo to Square eventually', NO_CHANGE),
  newYork('hmm ramon or teo on keys for the goldberg gig', dilemma),
  newYork('what did we decide about the late pickup fee?', recall('late pickup fee')),
];

export const NINETYNINTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("when's Harriet's grade 6 exam again?", question),
  london('how do I get you to remind me every week?', question, HELP),
  london('is it worth raising my rates mid year or should I wait til september', question, dilemma),
  london('did I put the Morpeth wedding in?', question),
  london('can you see my google calendar?', question),
  london('is there a way to share this with my business partner Aoife?', question),
  london('do you speak Welsh at all?', question),
  london('what time did I move the Jenkins lesson to?', question),
  london('ye divvent charge for this do ye?', question),
  london('Is it possible to put the students’ parents numbers in here also?', question),
  // London: "what's on" questions are lists
  london("what've I got on tomorrow", list('tomorrow')),
  london('anything overdue?', list('overdue')),
  london("what's on this week, pet?", list('week')),
  london('how many lessons have I got today', list('today'), question),
  london("what's happening on friday", list('day', '2026-11-13')),
  london("what's next?", list('next')),

  // New York: questions answered in words
  newYork('how do i connect my calendar', question, HELP),
  newYork('when is the Lopez deposit due?', question),
  newYork('can you text the parents for me?', question),
  newYork('is 45 min too short for cocktail hour at a wedding?', question),
  newYork('did i already add the comedy cellar spot', question),
  newYork('how much do you cost', question),
  newYork("why didn't you remind me about the costume order??", question),
  newYork('quick question - it works in spanish also?', question),
  newYork('should I remind the parents about the fee or is that too pushy', question, dilemma),
  // New York: "what's on" questions are lists
  newYork('whats on today', list('today')),
  newYork('do I have anything on the 20th', list('day', '2026-11-20')),
  newYork('anything for thursday?', list('tomorrow'), list('day', '2026-11-12')),
  newYork("what's overdue", list('overdue')),
  newYork('can u tell me whats coming up', list('next')),
];
