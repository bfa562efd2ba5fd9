import {
  answer,
  ctx,
  done,
  type HeldOutItem,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  num,
  question,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  UNDO,
  within,
  words,
  dilemma,
  decision,
  list,
  HELP,
} from './held-out-kit';
import {
  SIXTH_AGENDA,
  SIXTH_BARE,
  SIXTH_DECISIONS,
  SIXTH_DILEMMAS,
  SIXTH_FACTS,
  SIXTH_FREE_TIME,
  SIXTH_PRIORITISE,
  SIXTH_RAMBLES,
  SIXTH_RECALL,
  SIXTH_RECURRING,
  SIXTH_UNCLEAR,
} from './held-out-sixth-b';

/**
 * The sixth held-out set: people from trades and small firms other sets did not imagine (florists'
 * customers, electricians, groomers, tutors, a food truck, a recruiter, an architect, a podcast
 * producer) texting and dictating in London and New York, read at HELD_OUT_NOW. Written without
 * looking at the reader, and never edited to match it.
 */

/** A wedding planner's call just added for tomorrow at 10 (London). */
const VENUE = { current: { title: 'call the venue', due: l('11-12 10:00') } };
/** An electrician's estimate just added for Friday at 3pm (New York). */
const ESTIMATE = { current: { title: 'send the Morales estimate', due: n('11-13 15:00') } };
/** Reminders already past due when the snooze comes. */
const FLORIST_LATE = { current: { title: 'ring the florist', due: l('11-11 14:30') } };
const GROOMER_LATE = { current: { title: 'text the groomer about Biscuit', due: n('11-11 09:30') } };
/** A reminder still ahead when the snooze comes. */
const PODCAST_LATER = { current: { title: 'upload the episode 12 edit', due: n('11-11 15:00') } };
const LISTED = { listed: ['pitch deck review', 'pay the VAT', 'prep episode 13 notes', 'call the scaffolders'] };

export const SIXTH_ASKS: HeldOutItem[] = [
  london('remind me to ring the florist tmrw at half 10', task('ring the florist', l('11-12 10:30'))),
  newYork('need to send the Kowalski quote by 4pm', task('send the Kowalski quote', n('11-11 16:00'))),
  london('collect the wedding cake stand fri 9am', task('collect the wedding cake stand', l('11-13 09:00'))),
  newYork(
    'call back mrs alvarez about the panel upgrade in 2 hours',
    task('call back mrs alvarez about the panel upgrade', inMinutes(120)),
  ),
  london('book the van MOT on the 20th', task('book the van MOT', l('11-20'))),
  newYork('order more brisket b4 saturday', task('order more brisket', n('11-14')), task('order more brisket', n('11-13'))),
  london(
    'email the tutoring parents first thing tomorrow',
    task('email the tutoring parents', l('11-12 09:00')),
    task('email the tutoring parents', l('11-12 08:00')),
  ),
  newYork(
    'invoice the Nguyen wedding EOD',
    task('invoice the Nguyen wedding', n('11-11 17:00')),
    task('invoice the Nguyen wedding', n('11-11 18:00')),
  ),
  london('chase the council about planning permission on 4/12', task('chase the council about planning permission', l('12-04'))),
  newYork('pick up the podcast mics 12/3 at 11am', task('pick up the podcast mics', n('12-03 11:00'))),
  london('renew the public liability insurance by christmas eve', task('renew the public liability insurance', l('12-24'))),
  newYork(
    'post thanksgiving hours for the truck followers tues 8 am',
    task('post thanksgiving hours for the truck followers', n('11-17 08:00')),
  ),
  london('ring the candidate from hays in 45 mins', task('ring the candidate from hays', inMinutes(45))),
  newYork('drop the blueprints at the permit office a week from today', task('drop the blueprints at the permit office', n('11-18'))),
  london('pay the flour supplier in a fortnight', task('pay the flour supplier', l('11-25'))),
  newYork('remind me at quarter to 6 to text the groomer about Biscuit', task('text the groomer about Biscuit', n('11-11 17:45'))),
  london("upload the episode 12 edit by 5 o'clock today", task('upload the episode 12 edit', l('11-11 17:00'))),
  newYork('schedule the supervision call for monday at noon', task('schedule the supervision call', n('11-16 12:00'))),
  london('get the deposit back from the venue thursday the 19th', task('get the deposit back from the venue', l('11-19'))),
  newYork('send the proofs to the Baptistes on 2027-01-15', task('send the proofs to the Baptistes', n('2027-01-15 12:00'))),
  london('put the sourdough starter order in this evening at 7', task('put the sourdough starter order in', l('11-11 19:00'))),
  newYork('reply to the Greenfield recruiter at twenty past 2', task('reply to the Greenfield recruiter', n('11-11 14:20'))),
  london('ring the electrical wholesaler end of the month', task('ring the electrical wholesaler', l('11-30'))),
  newYork('confirm the tasting with the caterer in 3 days at 4pm', task('confirm the tasting with the caterer', n('11-14 16:00'))),
  london('remind me to renew the domain next wed', task('renew the domain', l('11-18')), task('renew the domain', l('11-25'))),
];

export const SIXTH_SNOOZES: HeldOutItem[] = [
  within(FLORIST_LATE, london('snooze 20 min pls', snoozeFor(20))),
  within(FLORIST_LATE, london('not now, give me an hour', snoozeFor(60))),
  within(GROOMER_LATE, newYork('later. 2 hrs', snoozeFor(120))),
  within(PODCAST_LATER, newYork('push it back 90 minutes', snoozeFor(90))),
  within(FLORIST_LATE, london('snooze till tmrw 9am', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00'))),
  within(GROOMER_LATE, newYork('remind me again after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00')))),
  within(FLORIST_LATE, london('bump it to monday morning', snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', '09:00'))),
  within(PODCAST_LATER, newYork('hit me again in 15', snoozeFor(15))),
  within(GROOMER_LATE, newYork('can u snooze that til 4', snoozeUntil(n('11-11 16:00')), move(ctx, null, '16:00'))),
  within(FLORIST_LATE, london('snooze a day', snoozeFor(1440))),
  within(VENUE, london('remind me the day after instead', move(ctx, '2026-11-13', null), snoozeFor(1440), snoozeUntil(l('11-13 10:00')))),
  within(GROOMER_LATE, newYork('later pls, in like half an hour', snoozeFor(30))),
  within(
    FLORIST_LATE,
    london('not today. friday', move(ctx, '2026-11-13', null), snoozeUntil(l('11-13 12:00')), snoozeUntil(l('11-13 09:00'))),
  ),
  within(PODCAST_LATER, newYork('snooze 3h', snoozeFor(180))),
  within(GROOMER_LATE, newYork('give me 10 more mins', snoozeFor(10))),
  within(FLORIST_LATE, london('remind me again at 6', snoozeUntil(l('11-11 18:00')), move(ctx, null, '18:00'))),
  within(
    GROOMER_LATE,
    newYork('snooze till next week', snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16 12:00')), move(ctx, '2026-11-16', null)),
  ),
  within(GROOMER_LATE, newYork('push the groomer reminder 2 hours', snoozeFor(120), snoozeFor(120, words('groomer')))),
  within(FLORIST_LATE, london('ugh snooze. 45m', snoozeFor(45))),
  within(
    PODCAST_LATER,
    newYork('snooze it until the 14th', snoozeUntil(n('11-14 12:00')), snoozeUntil(n('11-14 09:00')), move(ctx, '2026-11-14', null)),
  ),
  within(FLORIST_LATE, london('later, after 8 tonight', snoozeUntil(l('11-11 20:00')), move(ctx, null, '20:00'))),
  within(PODCAST_LATER, newYork('remind me in an hour and a half', snoozeFor(90))),
  within(FLORIST_LATE, london('snooze x 2 hours', snoozeFor(120))),
];

export const SIXTH_CORRECTIONS: HeldOutItem[] = [
  within(VENUE, london('oops I meant 11', move(ctx, null, '11:00'))),
  within(VENUE, london('no wait, friday', move(ctx, '2026-11-13', null))),
  within(VENUE, london('scratch that, make it half 2', move(ctx, null, '14:30'))),
  within(VENUE, london('sorry, monday not thursday', move(ctx, '2026-11-16', null))),
  within(VENUE, london('actually 9:15', move(ctx, null, '09:15'))),
  within(VENUE, london('wrong day lol its tuesday', move(ctx, '2026-11-17', null))),
  within(VENUE, london('make it friday at 4 instead', move(ctx, '2026-11-13', '16:00'))),
  within(VENUE, london('ah no the afternoon, 3pm', move(ctx, null, '15:00'))),
  within(ESTIMATE, newYork('typo, 5pm not 3pm', move(ctx, null, '17:00'))),
  within(ESTIMATE, newYork('correction: the 20th', move(ctx, '2026-11-20', null))),
  within(ESTIMATE, newYork('hmm no. earlier, 1pm', move(ctx, null, '13:00'))),
  within(ESTIMATE, newYork('push that to monday 9', move(ctx, '2026-11-16', '09:00'), snoozeUntil(n('11-16 09:00')))),
  within(ESTIMATE, newYork('move it to thurs', move(ctx, '2026-11-12', null))),
  within(ESTIMATE, newYork('change the time to 11:30', move(ctx, null, '11:30'))),
  within(VENUE, london('move the van MOT to the 24th', move(words('van MOT'), '2026-11-24', null))),
  within(
    ESTIMATE,
    newYork(
      'reschedule the Morales estimate to tomorrow 2pm',
      move(words('Morales estimate'), '2026-11-12', '14:00'),
      move(ctx, '2026-11-12', '14:00'),
    ),
  ),
  within(VENUE, london('not 10, 10:45', move(ctx, null, '10:45'))),
  within(VENUE, london("oh wait it's quarter past 12", move(ctx, null, '12:15'))),
  within(ESTIMATE, newYork('my bad, next tuesday', move(ctx, '2026-11-17', null), move(ctx, '2026-11-24', null))),
  within(VENUE, london('sorry the 1st of december', move(ctx, '2026-12-01', null))),
  within(ESTIMATE, newYork('make it noon', move(ctx, null, '12:00'))),
  within(VENUE, london('change that to 8 in the morning', move(ctx, null, '08:00'))),
  within(ESTIMATE, newYork('ugh I mean 4:30 not 3', move(ctx, null, '16:30'))),
];

export const SIXTH_RENAMES: HeldOutItem[] = [
  within(VENUE, london('rename it to call the venue about the marquee', rename(ctx, 'call the venue about the marquee'))),
  within(VENUE, london('call it "order flour + yeast"', rename(ctx, 'order flour + yeast'))),
  within(GROOMER_LATE, newYork("change the name to 'Bella's groom'", rename(ctx, "Bella's groom"))),
  within(
    ESTIMATE,
    newYork(
      'rename the Morales one to Morales estimate v2',
      rename(words('Morales'), 'Morales estimate v2'),
      rename(ctx, 'Morales estimate v2'),
    ),
  ),
  within(VENUE, london('retitle that: chase Lina re contract', rename(ctx, 'chase Lina re contract'))),
  london('can you rename "van MOT" to "van MOT and service"', rename(words('van MOT'), 'van MOT and service')),
  within(VENUE, london('the task should say "buy fairy lights for the barn"', rename(ctx, 'buy fairy lights for the barn'))),
  within(LISTED, london('rename 2 to pay HMRC', rename(num(2), 'pay HMRC'))),
  within(LISTED, newYork('change task 3 name to prep episode 14 notes', rename(num(3), 'prep episode 14 notes'))),
  within(ESTIMATE, newYork('call that one "site visit - Harlow St"', rename(ctx, 'site visit - Harlow St'))),
  within(VENUE, london('edit the title: email Ms Patel about the mock exam', rename(ctx, 'email Ms Patel about the mock exam'))),
  newYork('rename the brisket order to smoked meat order', rename(words('brisket order'), 'smoked meat order')),
  within(ESTIMATE, newYork('rename it: quote for the Okafor rewire', rename(ctx, 'quote for the Okafor rewire'))),
  within(FLORIST_LATE, london('can u change its name to dentist (kids)', rename(ctx, 'dentist (kids)'))),
  within(PODCAST_LATER, newYork("let's call it 'recording day prep'", rename(ctx, 'recording day prep'))),
  london("rename 'florist' to 'florist deposit'", rename(words('florist'), 'florist deposit')),
  within(ESTIMATE, newYork('name it invoices for october instead', rename(ctx, 'invoices for october'))),
  within(GROOMER_LATE, newYork('rename that to "collect dog shampoo order"', rename(ctx, 'collect dog shampoo order'))),
  within(LISTED, london('retitle the first one to pitch deck final review', rename(num(1), 'pitch deck final review'))),
  within(PODCAST_LATER, newYork('rename: supervision notes', rename(ctx, 'supervision notes'))),
  london('change "call venue" to "call venue re parking"', rename(words('call venue'), 'call venue re parking')),
  within(FLORIST_LATE, london('better title pls: ring Rosa at the flower market', rename(ctx, 'ring Rosa at the flower market'))),
];

export const SIXTH_REMOVALS: HeldOutItem[] = [
  within(VENUE, london('delete that', remove(), [UNDO])),
  london('scrap the venue call, they cancelled', remove(words('venue call'))),
  newYork('remove the yoga class one', remove(words('yoga'))),
  newYork('cancel the brisket order task', remove(words('brisket order'))),
  within(LISTED, london('bin number 2', remove(num(2)))),
  london('get rid of the MOT reminder', remove(words('MOT'))),
  newYork('forget about the Morales estimate, they went with someone else', remove(words('Morales estimate'))),
  newYork('take the podcast mics off my list', remove(words('podcast mics'))),
  within(ESTIMATE, newYork('nvm drop that one', remove())),
  within(LISTED, newYork('delete 3', remove(num(3)))),
  london('no longer need to chase the council, delete it', remove(words('chase the council'))),
  within(VENUE, london('scratch that', remove(), [UNDO])),
  london('cancel the reminder about the deposit', remove(words('deposit'))),
  newYork('remove the groomer text', remove(words('groomer'))),
  london('wipe the dentist one', remove(words('dentist'))),
  within(LISTED, london('delete the 1st one', remove(num(1)))),
  newYork("kill the tasting reminder, it's off", remove(words('tasting'))),
  within(FLORIST_LATE, london('ditch it', remove())),
  newYork('please remove "renew the domain"', remove(words('renew the domain'))),
  london('cross off the fairy lights, not doing them anymore', remove(words('fairy lights')), done(words('fairy lights'))),
  within(PODCAST_LATER, newYork('cancel that one', remove())),
  within(ESTIMATE, newYork("don't need this anymore, delete", remove())),
];

export const SIXTH_COMPLETIONS: HeldOutItem[] = [
  within(FLORIST_LATE, london('done ✅', done())),
  within(GROOMER_LATE, newYork('✅', done())),
  within(
    { current: { title: 'pay the electrician', due: l('11-11 12:00') } },
    london('paid the electrician', done(), done(words('electrician'))),
  ),
  within(ESTIMATE, newYork('sent it', done())),
  london('finished the edit for episode 12', done(words('episode 12'))),
  london('booked the MOT 👍', done(words('MOT'))),
  newYork('all done with the Kowalski quote', done(words('Kowalski quote'))),
  within(LISTED, newYork('done 2', done(num(2)))),
  within({ current: { title: 'call back mrs alvarez', due: n('11-11 09:00') } }, newYork('called her, sorted', done())),
  london('tick off the florist', done(words('florist'))),
  within(FLORIST_LATE, london('yep did it', done())),
  within(
    { current: { title: 'send the proofs to the Baptistes', due: n('11-11 09:00') } },
    newYork('the proofs went out this morning', done(), done(words('proofs'))),
  ),
  within(LISTED, london('number 1 is done', done(num(1)))),
  within(VENUE, london('done and dusted', done())),
  newYork('finally invoiced the Nguyens 🙌', done(words('Nguyen'))),
  within(PODCAST_LATER, newYork('handled ✔️', done())),
  within(
    { current: { title: 'drop the blueprints at the permit office', due: n('11-11 09:00') } },
    newYork('dropped off the blueprints', done(), done(words('blueprints'))),
  ),
  within(LISTED, london('completed 3 and 4', [done(num(3)), done(num(4))])),
  london('ordered the flour', done(words('flour'))),
  london('emailed the tutoring parents, tick', done(words('tutoring parents'))),
  within(GROOMER_LATE, newYork('got that done', done())),
  newYork('confirmed the tasting', done(words('tasting'))),
];

const WHICH_CALL = { pending: { about: 'which_task' as const, options: ['call the venue', 'call the caterer'] } };
const WHICH_THREE = {
  pending: { about: 'which_task' as const, options: ['send the proofs', 'send the invoice', 'send the contract'] },
};
const MOVE_IT = { pending: { about: 'other' as const, question: 'Want me to move it to tomorrow?', options: [] } };
const HIRE = { question: 'hire the junior or keep freelancing solo?', options: ['hire the junior', 'keep freelancing solo'] };
const TIMES = { pending: { about: 'other' as const, question: 'Morning or afternoon?', options: ['morning', 'afternoon'] } };

export const SIXTH_ANSWERS: HeldOutItem[] = [
  within(WHICH_CALL, london('2', answer(2))),
  within(WHICH_CALL, newYork('the second one', answer(2))),
  within(WHICH_CALL, london('first', answer(1))),
  within(WHICH_CALL, london('the caterer one', answer(2))),
  within({ pending: { about: 'dilemma_choice', ...HIRE } }, newYork('going with option 1', answer(1), [decision])),
  within({ pending: { about: 'follow_up', task: 'ring the florist' }, current: FLORIST_LATE.current }, london('yes', answer(null), done())),
  within(MOVE_IT, newYork('yes please', answer(null))),
  within(MOVE_IT, london('nah leave it', answer(null))),
  within({ pending: { about: 'dilemma_matters', ...HIRE } }, london('honestly the money', answer(null))),
  within(
    { pending: { about: 'dilemma_options', question: 'where should the bakery expand?' } },
    london('either the Leeds unit or staying where we are', answer(null)),
  ),
  within(WHICH_THREE, newYork('3', answer(3))),
  within(WHICH_THREE, newYork('the last one', answer(3))),
  within(WHICH_THREE, london('no. 1', answer(1))),
  within({ pending: { about: 'keep', text: 'slow mornings make better bread' } }, london('keep', answer(null))),
  within({ pending: { about: 'review', decision: 'stop weekend shoots' } }, newYork('it worked out great actually', answer(null))),
  within(
    { pending: { about: 'stuck', task: 'draw the Patel extension' } },
    london('waiting on the client to send the floor plan', answer(null)),
  ),
  within(TIMES, newYork('afternoon', answer(2))),
  within(TIMES, london('option B', answer(2))),
  within(
    { pending: { about: 'other', question: 'Which ticketing tool?', options: ['Eventbrite at £49', 'Tito at £19'] } },
    london('hmm the cheaper one i guess', answer(2)),
  ),
  within({ pending: { about: 'dilemma_choice', ...HIRE } }, newYork('neither tbh, not yet', answer(null))),
  within(MOVE_IT, newYork('nope', answer(null))),
  within(MOVE_IT, london('yeah go on then', answer(null))),
];

export const SIXTH_GREETINGS: HeldOutItem[] = [
  london('hey', talk('greeting')),
  newYork('morning!', talk('greeting')),
  london('hiya 👋', talk('greeting')),
  newYork('good morning daily', talk('greeting')),
  newYork('yo', talk('greeting')),
  london('hello there', talk('greeting')),
  newYork('hey hey', talk('greeting')),
  london('evening', talk('greeting')),
  london("hi it's me again", talk('greeting')),
  newYork('gm', talk('greeting')),
  newYork('howdy', talk('greeting')),
  london('hi 🙂', talk('greeting')),
  london('afternoon!', talk('greeting')),
  newYork('helloooo', talk('greeting')),
  london('hey daily, you there?', talk('greeting'), question),
  newYork('good afternoon', talk('greeting')),
  newYork('sup', talk('greeting')),
  london('hey there', talk('greeting')),
  london('morning from a very wet Manchester', talk('greeting')),
  newYork('hi hi', talk('greeting')),
  london('oi oi', talk('greeting')),
];

export const SIXTH_THANKS: HeldOutItem[] = [
  london('thanks', talk('thanks')),
  london('cheers', talk('thanks')),
  london('ta', talk('thanks')),
  newYork('thank u so much', talk('thanks')),
  london('legend, thanks', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork('ty!', talk('thanks')),
  london('cheers mate', talk('thanks')),
  newYork('much appreciated', talk('thanks')),
  london('thank you 🙏', talk('thanks')),
  london('brilliant thanks', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('lifesaver, thank you', talk('thanks')),
  london('thanks a mill', talk('thanks')),
  london('ta very much', talk('thanks')),
  newYork('thank you daily', talk('thanks')),
  newYork('cool thanks', talk('thanks')),
  london('nice one cheers', talk('thanks')),
  newYork('thanks heaps', talk('thanks')),
  london('many thanks', talk('thanks')),
  newYork('perfect, thank you', talk('thanks')),
];

export const SIXTH_FEELINGS: HeldOutItem[] = [
  london('im so tired today', talk('feeling')),
  london('absolutely knackered after three weddings back to back', talk('feeling')),
  newYork('feeling really low this week', talk('feeling')),
  london('the van broke down AGAIN and i could scream', talk('feeling')),
  newYork('so much on i cant think straight', talk('overwhelmed')),
  london('drowning in quotes 😩', talk('overwhelmed')),
  newYork('honestly a bit anxious about the launch', talk('feeling')),
  london('i hate chasing people for money', talk('feeling')),
  newYork('my brain is fried', talk('feeling')),
  london('feel like im failing at everything rn', talk('feeling')),
  newYork('clients keep ghosting me and its wearing me down', talk('feeling')),
  newYork('had a great day actually!! sold out by 1pm', talk('feeling'), talk('reflection')),
  london("i'm stressed about the VAT return", talk('feeling')),
  newYork('bit overwhelmed with wedding season tbh', talk('overwhelmed')),
  newYork('ugh the permit office is useless', talk('feeling')),
  london('feeling proud of the team today', talk('feeling'), talk('reflection')),
  newYork("nervous about tomorrow's pitch", talk('feeling')),
  london('so fed up of the rain ruining shoots', talk('feeling')),
  newYork('exhausted. 14 dogs today', talk('feeling')),
  london("can't be bothered with anything today", talk('feeling')),
  newYork('everything is on fire lol', talk('overwhelmed')),
  london('the plumber let me down again, i am so done with people', talk('feeling')),
];

export const SIXTH_QUESTIONS: HeldOutItem[] = [
  london('when is the florist call?', question),
  newYork('should I raise my prices?', question, dilemma),
  london('what time is it in new york rn', question),
  newYork('how do I stop you sending the morning plan?', question, HELP),
  london('is it worth getting a second van?', question, dilemma),
  newYork('do you know a good accountant', question),
  london('can you see my calendar?', question),
  newYork("what's a good day to launch a podcast?", question),
  newYork('should i take on the Harrison job', question, dilemma),
  london('how much should I charge for a half-day shoot', question),
  london('when did I last speak to the accountant', question),
  newYork('why did you remind me twice?', question),
  newYork('is thanksgiving on the 26th this year?', question),
  london('how many tasks have I got overdue', question, list('overdue')),
  newYork('would it be mad to close the truck in january?', question, dilemma),
  london('do you work with voice notes', question, HELP),
  newYork("what should I say to a client who won't pay?", question),
  london('is it normal to be this busy in november?', question, talk('feeling')),
  newYork('should i tell the bride about the venue issue now or after?', question, dilemma),
  london('can you text my assistant for me?', question),
  newYork('what did you mean by stuck?', question, HELP),
  london('when is the Okafor site visit again?', question),
];

/** Every kind of message the set holds, each judged on 20 or more items. */
export const HELD_OUT_SIXTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: SIXTH_ASKS,
  snoozes: SIXTH_SNOOZES,
  corrections: SIXTH_CORRECTIONS,
  renames: SIXTH_RENAMES,
  removals: SIXTH_REMOVALS,
  completions: SIXTH_COMPLETIONS,
  answers: SIXTH_ANSWERS,
  greetings: SIXTH_GREETINGS,
  thanks: SIXTH_THANKS,
  feelings: SIXTH_FEELINGS,
  questions: SIXTH_QUESTIONS,
  facts: SIXTH_FACTS,
  decisions: SIXTH_DECISIONS,
  dilemmas: SIXTH_DILEMMAS,
  recall: SIXTH_RECALL,
  prioritise: SIXTH_PRIORITISE,
  agenda: SIXTH_AGENDA,
  freeTime: SIXTH_FREE_TIME,
  recurring: SIXTH_RECURRING,
  rambles: SIXTH_RAMBLES,
  unclear: SIXTH_UNCLEAR,
  bare: SIXTH_BARE,
};

export const HELD_OUT_SIXTH: HeldOutItem[] = Object.values(HELD_OUT_SIXTH_KINDS).flat();
