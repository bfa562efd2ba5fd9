/**
 * Held-out set, ninetyfifth part g: greetings, feelings, statements, decisions and questions from people
 * who run outdoor and sport businesses. Every message is read at Wed 11 Nov 2026, 15:00 London / 10:00 New York.
 *
 * London (Europe/London, day-first dates):
 * - Jago, surf school owner in Newquay; writes some Cornish ("wasson", "ansum", "dreckly", "teasy", "bleddy").
 * - Becky, climbing gym manager in Sheffield ("ey up", "mardy", "nesh").
 * - Dev, cycling shop owner in Bristol ("alright my lover", "gert", "cheers drive").
 * - Ciarán, personal trainer in Belfast; writes some Northern Irish ("bout ye", "wee", "the morra", "so I am").
 * - Giulia, yoga retreat host in the Lake District; Italian is her first language.
 *
 * New York (America/New_York, month-first dates):
 * - Tom, golf pro at a club in Westchester.
 * - Keisha, running coach in Harlem.
 * - Marco, ski instructor based in the Bronx who works weekends upstate (Windham, Hunter).
 * - Linda, sailing school owner on City Island (haul-out season).
 * - Ramón, boxing gym owner in the South Bronx; Dominican Spanish is his first language ("klk", "vaina", "diache").
 *
 * Their work: lessons, bookings, kit, repairs, insurance, staff rotas, weather, memberships, events.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  HELP,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  l,
  list,
  london,
  n,
  newYork,
  every,
  prioritise,
  question,
  recall,
  remove,
  task,
  talk,
  within,
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
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});

export const NINETYFIFTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('mornin', talk('greeting')),
  london('wasson me ansum', talk('greeting')),
  london('ey up', talk('greeting')),
  london('alright my lover 👋', talk('greeting')),
  london('bout ye', talk('greeting')),
  london('well big lad, whats the craic', talk('greeting')),
  london('Buongiorno! 🌿', talk('greeting')),
  london('ciao, good afternoon from the lakes', talk('greeting')),
  london('hello?? u there', talk('greeting')),
  // London: a hello with an ask after it (the ask is read)
  london("ey up love, what've I got tomorrow", list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  london('hiya, can you remind me to check the tide times at 6', task('check the tide times', l('11-11 18:00')), [
    talk('greeting'),
    task('check the tide times', l('11-11 18:00')),
  ]),
  london('alright drive. anything overdue?', list('overdue'), [talk('greeting'), list('overdue')]),
  london('Good afternoon, please add "order new mats" for friday', task('order new mats', l('11-13')), [
    talk('greeting'),
    task('order new mats', l('11-13')),
  ]),
  // London: a hello in reply to a reminder is not an answer to it
  within(reminded('ring the chandlery about the rash vests'), london('hiya', talk('greeting'))),

  // New York: plain hellos
  newYork('gm', talk('greeting')),
  newYork('klk', talk('greeting')),
  newYork('dimelo mi gente, klk', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('heyyy 👋', talk('greeting')),
  newYork('Good morning from the range ⛳', talk('greeting')),
  newYork('hey you up?', talk('greeting')),
  newYork('hola buenos dias', talk('greeting')),
  // New York: a hello with an ask after it
  newYork('hi there, what do I have friday', list('day', '2026-11-13'), [talk('greeting'), list('day', '2026-11-13')]),
  newYork('morning! coach here lol. whats on the board today', list('today'), [talk('greeting'), list('today')]),
  newYork('hola buenos dias, remind me pay the con ed bill tmrw', task('pay the con ed bill', n('11-12')), [
    talk('greeting'),
    task('pay the con ed bill', n('11-12')),
  ]),
  newYork('sup. whats next', list('next'), [talk('greeting'), list('next')]),
  // New York: hello plus news, changes nothing
  newYork('hello from upstate!! snow finally showed up', talk('greeting'), NO_CHANGE),
  // New York: a hello and a tick in one, in reply to a reminder
  within(reminded('call the boatyard about the haul-out'), newYork('morning! yes done that', done(), [talk('greeting'), done()])),
];

export const NINETYFIFTH_FEELING: HeldOutItem[] = [
  // London
  london('proper knackered today, 3 lessons in onshore slop', talk('feeling')),
  london('feelin teasy all day, dunno why', talk('feeling')),
  london("feel like i'm drowning in rota stuff and membership renewals", talk('overwhelmed')),
  london('gert tired. been stood at the workstand since 8', talk('feeling')),
  london('buzzing, just sold three ebikes before lunch!!', talk('feeling'), NO_CHANGE),
  london("i'm wrecked so i am", talk('feeling')),
  london("head's melted with all these january bookings already", talk('overwhelmed'), talk('feeling')),
  london('bit scundered tbh, nobody turned up to the 7am bootcamp', talk('feeling'), NO_CHANGE),
  london('today I feel very happy, the guests from Torino leave us a beautiful review ❤️', talk('feeling'), NO_CHANGE),
  london(
    "I am so stressed, too many things for the march retreat and I don't know from where to start",
    talk('overwhelmed'),
    prioritise('focus'),
  ),
  london('absolutely mardy today, auto-belay on the left wall is broke again and theres a queue of kids', NO_CHANGE),
  london("so much on i can't see straight. what can i drop today?", prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  // London: "done" and "finished" that are feelings, not ticks
  within(reminded('reply to the insurance broker'), london("honestly i'm done in. long day", talk('feeling'), NO_CHANGE)),
  london("finished for the day and i'm bleddy shattered", talk('feeling'), NO_CHANGE),

  // New York
  newYork('so freakin tired, been on the range since 6', talk('feeling')),
  newYork('rough day. lost two members to the new gym on 149th', talk('feeling'), NO_CHANGE),
  newYork("yo i'm cooked. track at 6 then a 10 mile long run w the group", talk('feeling')),
  newYork('diache estoy muerto hoy, too much vaina at the gym', talk('feeling'), talk('overwhelmed')),
  newYork("got like 40 things to do before the first pow weekend and i can't think straight", talk('overwhelmed')),
  newYork('feeling really good abt the winter lesson packages ngl', talk('feeling'), NO_CHANGE),
  newYork("stressed about the haul out, the yard still hasn't confirmed a date", talk('feeling'), talk('overwhelmed'), NO_CHANGE),
  newYork('kind of anxious about the insurance renewal, premiums going up again', talk('feeling'), NO_CHANGE),
  newYork('lowkey sad the season is over. last sail of the year this morning 😢', talk('feeling'), NO_CHANGE),
  newYork('buzzing from that call w the country club, they want me for spring clinics!!', talk('feeling'), NO_CHANGE),
  // New York: "can't deal" in reply to a reminder is not a snooze
  within(reminded('call the yard about the mooring invoice'), newYork("ugh i can't deal with this today", talk('overwhelmed'), NO_CHANGE)),
  // New York: "I'm done" as a feeling, with a task in view
  within(reminded('order new 16oz gloves'), newYork("i'm done. like DONE done. this week is killing me", talk('overwhelmed'), NO_CHANGE)),
  newYork('too much on my plate, just tell me what to focus on', prioritise('focus'), [talk('overwhelmed'), prioritise('focus')]),
];

export const NINETYFIFTH_STATEMENT: HeldOutItem[] = [
  // London: news that changes nothing
  london("the 10am group cancelled, swell's too big for beginners", NO_CHANGE),
  london('wetsuit delivery delayed again, now saying end of the month', NO_CHANGE),
  london('council finally approved the beach hut 🙌', NO_CHANGE),
  london('sorted the december rota btw', NO_CHANGE),
  london('new holds arrived, 2 boxes short mind', NO_CHANGE),
  london('route setters have moved the bouldering comp to the 28th', NO_CHANGE),
  london("shimano reckon the groupset's on backorder til jan", NO_CHANGE),
  london('yer man from the leisure centre rang, theyre putting the hall rent up again', NO_CHANGE),
  london('done 4 PT sessions already the day 💪', NO_CHANGE),
  london('the chef for the retreat has cancel for december, he is sick', NO_CHANGE),
  // London: a task in view, but the news is about something else
  within(just('book the van in for a service', l('11-13')), london('btw the insurance docs came through', NO_CHANGE)),
  // London: the news is the task in view, so it may be a tick or a removal
  within(reminded('sort the december rota'), london('sorted it this morning', done())),
  within(reminded('send the invoices to the Milano group'), london('I have send them yesterday evening', done())),
  within(reminded('pay the rent on the unit'), london('paid it monday', done())),
  within(just('10am group lesson', l('11-12 10:00')), london('they just cancelled, swell too big', NO_CHANGE, remove())),

  // New York: news that changes nothing
  newYork('club is closing the range for aeration next week', NO_CHANGE),
  newYork('nyrr moved the turkey trot start to 8', NO_CHANGE),
  newYork("hunter's opening weekend got pushed, not enough snow", NO_CHANGE),
  newYork('windham cancelled my saturday privates, rain in the forecast', NO_CHANGE),
  newYork('yard finished the hull repair on the J/24', NO_CHANGE),
  newYork('insurance guy says the policy renews automatically on the 1st', NO_CHANGE),
  newYork('el landlord subio la renta otra vez, $200 more a month', NO_CHANGE),
  newYork('2 new members signed up today, both kids from the block', NO_CHANGE),
  newYork('fyi i sent the waiver forms to the parents yesterday', NO_CHANGE),
  newYork('done w the junior clinic, went great', NO_CHANGE),
  // New York: a task in view that is not the one the news is about
  within(just('book the club fitter for Mr. Alvarez', n('11-13')), newYork('sent the lesson invoices out last night', NO_CHANGE)),
  // New York: the news is the task in view
  within(reminded('email city island yacht club about moorings'), newYork('yep emailed them this morning', done())),
  within(reminded('renew USPTA membership'), newYork('renewed it last night online', done())),
  within(reminded('order new heavy bag'), newYork('the bag came in today, already hung it', done(), NO_CHANGE)),
  within(reminded('junior clinic debrief'), newYork('done w that, went great', done(), NO_CHANGE)),
];

export const NINETYFIFTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london('right, going with Alder for the winter wetsuits. C-Skins are too dear', decision),
  london("we're not doing the boxing day paddle out this year", decision),
  london('decided no more walk-in belay tasters on weekends, too rammed', decision),
  london("ok we're switching the booking system to Beta from jan", decision),
  london('not stocking the cheap inner tubes anymore, nobody buys em', decision),
  london("settled it, shop's shut sundays from december", decision),
  london("aye i'm dropping the 6am class, nobody's coming", decision),
  london('I decide: the retreat in march will be only 8 persons, not 12', decision),
  london('going with the Endsleigh quote for the shop insurance, remind me to pay the deposit friday', [
    decision,
    task('pay the deposit', l('11-13')),
  ]),
  // London: an answer to the choice daily asked
  within(askedChoice('Which wall do you reset first?', 'the cave', 'the slab'), london('slab. the regulars are bored of it', answer(2))),
  within(
    askedChoice('Which wetsuit supplier?', 'Alder', 'C-Skins'),
    london('dunno yet, want to see the winter prices first', answer(null)),
  ),
  // London: look like decisions, are not
  london('thinkin about putting prices up in jan', NO_CHANGE, dilemma),
  london('maybe one day we do a retreat in Sicily, I dream of it', NO_CHANGE),
  london('should i take on a second instructor for next summer?', dilemma, question),

  // New York: decisions in plain words
  newYork("we're going w ADP for payroll, the other one was a mess", decision),
  newYork('not renewing with the country club after this season. done.', decision),
  newYork('from now on trial class is $15, no more freebies', decision),
  newYork("we're keeping the boats in the water til thanksgiving", decision),
  newYork("i'm hiring Marcus as second coach", decision),
  newYork('lo decidí, gym opens at 5am starting december', decision),
  newYork("we're done with the tuesday night league, not worth it", decision),
  newYork('starting december lessons are 60 min not 45', decision),
  // New York: an answer to the choice daily asked
  within(askedChoice('Which payroll provider?', 'ADP', 'Gusto'), newYork("gusto, it's cheaper for 6 ppl", answer(2))),
  // New York: look like decisions, are not
  newYork("pretty sure we're going w the Hobie fleet but lemme see the numbers", NO_CHANGE),
  newYork('wish i could just stop doing birthday parties lol', NO_CHANGE),
  newYork('should i do the killington trip in jan or stay local?', dilemma),
  newYork('what did i decide abt the mooring fees', recall('mooring fees')),
];

export const NINETYFIFTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("when's the van MOT again?", question),
  london('how do i connect my google calendar to this', question, HELP),
  london('is it worth doing a black friday sale on the bikes?', question, dilemma),
  london('did i add the harness inspection?', question),
  london('can you do repeating tasks?', question, HELP),
  london('is the 4/12 group booking still in?', question, NO_CHANGE),
  london('what did I decide about the sauna', recall('sauna')),
  // London: "what's on" questions are lists
  london('wots on for today then', list('today')),
  london('what have i got on monday', list('day', '2026-11-16')),
  london('anything on 4/12?', list('day', '2026-12-04')),
  london("what time's me first client the morra", list('tomorrow'), question),
  london('how I can see all the things for this week?', list('week'), question),
  london('anything i forgot? whats overdue', list('overdue')),
  // London: asks phrased as questions
  london('can u remind me to ring the insurer tmrw at 10?', task('ring the insurer', l('11-12 10:00'))),
  london('what should i crack on with first today', prioritise('focus')),
  within(shown('reset the cave', 'service the van', 'staff rota'), london('is number 2 urgent or can it wait?', question)),

  // New York: questions answered in words
  newYork('when is the insurance renewal again', question),
  newYork('how much should i charge for a private sailing lesson', question),
  newYork('is it smart to raise dues in january or wait til spring?', dilemma, question),
  newYork('does this work with outlook?', question, HELP),
  newYork('did i already tick off the bag order?', question),
  newYork("what's the weather gonna be like saturday upstate?", question),
  newYork('what time is the boatyard call?', question),
  newYork('is it worth getting a second heavy bag for the kids class?', question, dilemma),
  newYork('you remember what i said about the ski rental shop?', recall('ski rental shop'), question),
  // New York: "what's on" questions are lists
  newYork('what do i have today', list('today')),
  newYork("what's this week look like", list('week')),
  newYork('anything on 12/5?', list('day', '2026-12-05')),
  newYork('yo how many PT clients i got tmrw', list('tomorrow'), question),
  newYork('whats on 11/20', list('day', '2026-11-20')),
  // New York: asks phrased as questions
  newYork('can you remind me every monday to check the boat covers?', task('check the boat covers', n('11-16'), { repeat: every('week') })),
  newYork('how do i delete a task', question, HELP),
];
