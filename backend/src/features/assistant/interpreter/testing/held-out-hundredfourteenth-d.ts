/**
 * Held-out set, hundredfourteenth part d: tutors, coaches and fitness instructors.
 *
 * The people, on London time (day-first dates):
 * - Gemma, a self-employed maths and science tutor in Leeds (GCSE and A-level students, parents, mock exams), chatty, lots of "x";
 * - Dev, a personal trainer in Wembley who also runs bootcamps in the park (clients, sessions, gym rent), short lines, "bro";
 * - Katarzyna, a swimming teacher in Coventry whose first language is Polish (lessons, pool slots, parents);
 * - Callum, a Glasgow driving instructor who writes some Scots ("the morn", "aye", "wean", "gonnae");
 * - Yasmin, who runs a small martial arts and kickboxing club in Bradford (gradings, kids' classes, hall hire) and mixes in some Urdu.
 *
 * On New York time (month-first dates):
 * - Carmen, an ESL and SAT tutor in Washington Heights whose first language is Spanish (students, parents, Zelle);
 * - Tyrell, a boxing coach with a small gym in Bed-Stuy (fighters, sparring, fight nights), all lower case, no punctuation;
 * - Jun, a Pilates studio owner in Koreatown whose first language is Korean (classes, instructors, reformers, ClassPass);
 * - Mike, a Little League and travel-baseball coach and batting-cage owner on Long Island (teams, parents, field permits), blunt and clipped;
 * - Rachel, a career and executive coach on the Upper West Side (clients, Zoom sessions, workshops) who writes long careful messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  snoozeUntil,
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

export const HUNDREDFOURTEENTH_RENAME: HeldOutItem[] = [
  // London
  within(
    just('ring parents about mocks'),
    london(
      "can u change that to ring Olivia's mum about her chem mock results x",
      rename(ctx, "ring Olivia's mum about her chem mock results"),
    ),
  ),
  within(
    shown('mark Year 11 papers', 'print past papers', 'invoice the Hartleys'),
    london('no 2 shud be print 2019 paper 1 higher for Josh xx', rename(num(2), 'print 2019 paper 1 higher for Josh')),
  ),
  london(
    'rename the A-level physics one to A-level physics: circular motion worksheet for Amira pls x',
    rename(words('A-level physics'), 'A-level physics: circular motion worksheet for Amira'),
  ),
  within(
    just('pay gym rent'),
    london('make it pay gym rent + park permit for bootcamp bro', rename(ctx, 'pay gym rent + park permit for bootcamp')),
  ),
  within(reminded('session w Marcus'), london('its Marlon not Marcus bro', rename(ctx, 'session w Marlon'))),
  within(just('buy kettlebells'), london('call it buy 2x 16kg kettlebells', rename(ctx, 'buy 2x 16kg kettlebells'))),
  within(
    just('call the mother of Lily'),
    london('please change for: call mum of Lily about moving to Stage 4', rename(ctx, 'call mum of Lily about moving to Stage 4')),
  ),
  within(
    shown('book pool slot', 'buy new floats', 'certificates for Stage 2'),
    london('number 1 is wrong name, must be: book lane at Foleshill pool', rename(num(1), 'book lane at Foleshill pool')),
  ),
  within(
    reminded('test route Ryan'),
    london("wrang wean, it's Ailsa's test route no Ryan's, change it", rename(ctx, "Ailsa's test route"), rename(ctx, 'test route Ailsa')),
  ),
  within(
    just('driving lesson Kirsty', l('11-12 10:00')),
    london(
      'call it mock test Kirsty an make it 2 the morn',
      [rename(ctx, 'mock test Kirsty'), move(ctx, '2026-11-12', '14:00')],
      [rename(ctx, 'mock test Kirsty'), move(ctx, null, '14:00')],
    ),
  ),
  london(
    'the dual controls one, gonnae rename it tae get dual controls checked at the garage',
    rename(words('dual controls'), 'get dual controls checked at the garage'),
  ),
  within(
    shown('hall hire invoice', 'order gloves', 'DBS renewal for Imran'),
    london('2 should say order 10 pairs kids gloves, shukriya', rename(num(2), 'order 10 pairs kids gloves')),
  ),
  // London: "change the name" with only a list in view
  within(
    shown('mark Y13 mocks', 'text parents re fees', 'plan revision day'),
    london('change the name to parents evening prep x', unclear),
  ),
  // London: look like a rename, change nothing
  london('my Year 13s have started calling me Miss Calculus 😂 think its stuck now x', NO_CHANGE),

  // New York
  within(
    just('SAT practice Daniela'),
    newYork(
      'please change to SAT reading practice with Daniela and her brother, gracias',
      rename(ctx, 'SAT reading practice with Daniela and her brother'),
    ),
  ),
  within(
    reminded('cobrar a la mamá de Kevin'),
    newYork('ponle: ask Kevin mom for the Zelle of october', rename(ctx, 'ask Kevin mom for the Zelle of october')),
  ),
  within(
    just('sparring'),
    newYork('make it sparring w dre and lil mike for the fight night', rename(ctx, 'sparring w dre and lil mike for the fight night')),
  ),
  within(
    reminded('call promoter'),
    newYork('its the matchmaker not the promoter change it', rename(ctx, 'call matchmaker'), rename(ctx, 'call the matchmaker')),
  ),
  newYork('the hand wraps one rename it order hand wraps and mouthguards', rename(words('hand wraps'), 'order hand wraps and mouthguards')),
  within(
    shown('fix reformer springs', 'ClassPass payout check', 'schedule for December'),
    newYork('number 1 please change: replace springs on reformer 3', rename(num(1), 'replace springs on reformer 3')),
  ),
  within(
    just('meeting instructor'),
    newYork(
      'Name is wrong. Is meeting with Soojin instructor about mat class, please change',
      rename(ctx, 'meeting with Soojin instructor about mat class'),
    ),
  ),
  within(reminded('field permit'), newYork('should be town field permit for spring. fix', rename(ctx, 'town field permit for spring'))),
  newYork('rename cage thing to fix pitching machine cage 2', rename(words('cage'), 'fix pitching machine cage 2')),
  within(
    just('email workshop people'),
    newYork(
      'Could you rename that to "email the Goldman workshop attendees the pre-read"? I have three workshops running this month and I\'ll confuse them otherwise.',
      rename(ctx, 'email the Goldman workshop attendees the pre-read'),
    ),
  ),
  within(
    just('Zoom with Priya', n('11-12 14:00')),
    newYork(
      'Sorry, that should be Priyanka, not Priya — different client entirely. And could we make it 3 rather than 2? Her board meeting tends to run over.',
      [rename(ctx, 'Zoom with Priyanka'), move(ctx, null, '15:00')],
      [rename(ctx, 'Zoom with Priyanka'), move(ctx, '2026-11-12', '15:00')],
    ),
  ),
  // New York: "rename it" with only a list in view
  within(shown('travel team tryouts', 'parent meeting', 'order uniforms'), newYork('rename it batting practice', unclear)),
  // New York: look like a rename, change nothing
  newYork('on ClassPass the studio still show old name, is ok I think', NO_CHANGE),
];

export const HUNDREDFOURTEENTH_REMOVE: HeldOutItem[] = [
  // London
  within(reminded("chase Harvey's mum for payment"), london('delete that hun she paid last nite x', remove(), done())),
  london('cancel the tutoring w Ella on thurs, family going away. delete it x', remove(words('tutoring w Ella')), remove(words('Ella'))),
  within(shown('bootcamp Gladstone park', 'pay gym rent', 'session w Tash'), london('bin 3 bro she cancelled', remove(num(3)))),
  within(just('buy new battle ropes'), london('nah scrap that', remove())),
  london('take the PT with Kofi off bro he moved to Manchester', remove(words('Kofi'))),
  within(reminded('call pool about Saturday slot'), london('not need anymore, pool call me first. please delete', remove(), done())),
  within(
    shown('lesson plan Stage 3', 'buy goggles for lost property', 'email parents about holiday'),
    london('you can remove 2 and 3 please, is not my job this', [remove(num(2)), remove(num(3))]),
  ),
  within(just('lesson wi Jamie', l('11-12 09:00')), london("bin that, Jamie's no wantin lessons anymair", remove())),
  london("get rid o the motorway lesson fir Ailsa, she's failed her theory again", remove(words('motorway lesson'))),
  within(reminded('book hall for grading'), london('cancel it, grading is off till jan innit', remove())),
  within(
    shown('order belts', 'pay hall hire', 'kids class register', 'first aid refresher'),
    london('1 and 4 delete karo please', [remove(num(1)), remove(num(4))]),
  ),
  // London: news about a cancelled job in view (removing it is fair, so is leaving it)
  within(
    just('mock exam Year 11 Aisha', l('11-13 16:00')),
    london("aisha's mum just messaged, she's poorly so they're cancelling friday x", remove(), NO_CHANGE),
  ),
  // London: cancel/delete words in news, change nothing
  london('bootcamp cancelled today bro, pissing down', NO_CHANGE),
  london('test centre cancelled three tests the day, examiner aff sick', NO_CHANGE),

  // New York
  within(reminded('SAT mock Sofia'), newYork('bórralo, Sofia ya no hace el SAT este año', remove())),
  newYork(
    'please delete the task of Zelle from Mrs Liu, she pay me cash',
    remove(words('Zelle from Mrs Liu')),
    remove(words('Mrs Liu')),
    done(words('Mrs Liu')),
  ),
  within(shown('wrap hands for kev', 'fight night tickets', 'fix heavy bag chain'), newYork('take 2 off', remove(num(2)))),
  newYork('delete the sparring w rico thing he broke his hand', remove(words('sparring w rico')), remove(words('rico'))),
  within(just('call ClassPass about payout'), newYork('Please delete, they already fix it', remove(), done())),
  within(
    shown('reformer 3 springs', 'hire new instructor', 'Black Friday promo', 'clean studio'),
    newYork('2 and 3 remove please. we decide no', [remove(num(2)), remove(num(3))]),
  ),
  within(reminded('field permit for Saturday'), newYork('kill it. rained out', remove())),
  newYork('drop the uniform order. league paying', remove(words('uniform order')), remove(words('uniform'))),
  within(
    reminded('prepare slides for Goldman workshop', n('11-12 09:00')),
    newYork("Please remove that one. Goldman postponed the workshop indefinitely, so there's nothing to prepare for now.", remove()),
  ),
  newYork(
    "Could you delete the follow-up with Marcus Chen? He emailed to say he's taking a break from coaching until the new year, and I'd rather not have it nagging me.",
    remove(words('Marcus Chen')),
  ),
  // New York: news about a cancelled job in view (removing it is fair, so is leaving it)
  within(
    just('Zoom with Dana', n('11-13 16:00')),
    newYork("Dana's assistant has just written to cancel Friday's session.", remove(), NO_CHANGE),
  ),
  // New York: cancel/delete words in news, change nothing
  newYork('fight night got cancelled commission pulled the permit', NO_CHANGE),
  newYork('class cancel today because heating broken 😩', NO_CHANGE),
];

export const HUNDREDFOURTEENTH_DONE: HeldOutItem[] = [
  // London
  within(reminded('mark Josh mock paper'), london('done hun x', done())),
  within(shown('print past papers', 'email Mrs Patel', 'plan Y12 mechanics'), london('1 and 2 done xx', [done(num(1)), done(num(2))])),
  london('finally sent the progress reports to all the Y11 parents!! tick it off x', done(words('progress reports'))),
  within(reminded('pay gym rent'), london('paid bro', done())),
  within(reminded('programme for Tash'), london('sent it', done())),
  within(shown('bootcamp flyers', 'new client forms', 'buy resistance bands'), london('bands bought', done(num(3)))),
  within(reminded('certificates Stage 2 children'), london('yes I make all certificates yesterday evening', done())),
  london('the call with pool manager I did already, please tick', done(words('pool manager')), done(words('call with pool manager'))),
  within(reminded('book Kirsty test'), london('aye booked, 3rd Dec', done())),
  within(reminded('MOT the car'), london('passed nae bother', done())),
  within(
    shown('order belts', 'hall hire payment', 'grading certificates'),
    london('belts ordered, hall paid alhamdulillah', [done(num(1)), done(num(2))], [done(num(2)), done(num(1))]),
  ),
  // London: look like a tick, change nothing
  within(reminded('mark Y13 papers'), london('halfway thru, my eyes 😵 x', NO_CHANGE)),
  within(reminded('ring Mrs Novak about Lily'), london('I call but she not answer', NO_CHANGE)),
  london("that's me done wi lessons fir the day, knackered", NO_CHANGE),

  // New York
  within(reminded('grade Daniela essay'), newYork('listo ✅', done())),
  within(shown('Zelle from Kevin mom', 'SAT vocab list', 'call Mrs Liu'), newYork('ya hice 2 y 3', [done(num(2)), done(num(3))])),
  newYork('already receive the Zelle from the mom of Kevin, you can mark', done(words('Zelle')), done(words('Kevin'))),
  within(reminded('fight night tickets'), newYork('sold out all of em', done())),
  within(
    shown('wrap hands kev', 'heavy bag chain', 'call commission'),
    newYork('chain fixed called commission', [done(num(2)), done(num(3))], [done(num(3)), done(num(2))]),
  ),
  within(reminded('check ClassPass payout'), newYork('Checked, everything OK 👍', done())),
  newYork('reformer 3 springs replace finish. thank you', done(words('reformer 3')), done(words('springs'))),
  within(reminded('field permit'), newYork('got it. town signed off', done())),
  within(shown('uniform order', 'parent email', 'cage 2 net'), newYork('all done', [done(num(1)), done(num(2)), done(num(3))])),
  within(
    reminded('send Goldman workshop pre-read'),
    newYork('Yes, that went out to all twelve attendees this morning, along with the agenda.', done()),
  ),
  newYork(
    "I've finally finished the 360 feedback summary for Alan, so you can check that off.",
    done(words('360 feedback')),
    done(words('Alan')),
  ),
  // New York: look like a tick, change nothing
  within(reminded('update Sofia essay feedback'), newYork('casi termino, falta poquito', NO_CHANGE)),
  newYork('done w camp today hands r wrecked', NO_CHANGE),
  within(
    reminded('call Dr Kim about studio lease'),
    newYork('I call, she say call back Friday', NO_CHANGE, snoozeUntil(n('11-13')), move(ctx, '2026-11-13', null)),
  ),
];

export const HUNDREDFOURTEENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('Josh x', unclear),
  london('mocks thurs?', unclear),
  london('bro the rent', unclear),
  london('Saturday the pool', unclear),
  london('the morn Kirsty', unclear),
  london('grading', unclear),
  london('parents evening moved x', unclear, NO_CHANGE),
  london('hall sunday??', unclear),
  // London: two readings
  within(shown('email Olivia mum', 'email Josh mum', 'email the exam board'), london('the email one x', unclear)),
  within(which('PT Kofi 7am', 'PT Kofi 6pm'), london('kofi bro', unclear)),
  within(just('lesson for Lily', l('11-14 10:00')), london('or maybe Sunday, I dont know', unclear)),
  within(just('driving lesson Ailsa', l('11-12 14:00')), london('mibbe Friday instead, or naw', unclear)),
  within(shown('kids class register', 'adults kickboxing cover', 'kids grading forms'), london('kids one done', unclear)),
  // London: harmless talk
  london('freezing at the pool today, the heater is broke again', NO_CHANGE),

  // New York: too little to act on
  newYork('Kevin', unclear),
  newYork('sat?', unclear),
  newYork('the mom of Sofia', unclear),
  newYork('fight night', unclear),
  newYork('dre tmrw', unclear),
  newYork('reformer', unclear),
  newYork('permits', unclear),
  newYork('Regarding the Goldman offsite — I was thinking perhaps', unclear),
  // New York: two readings
  within(shown('text dre', 'text rico', 'text matchmaker'), newYork('texted', unclear)),
  within(which('instructor meeting Soojin', 'instructor meeting Hana'), newYork('the instructor', unclear)),
  within(
    just('Zoom with Priyanka', n('11-12 15:00')),
    newYork("Maybe Friday? Or the following week — I'll have to see what she says.", unclear),
  ),
  within(just('travel team tryouts', n('11-14 09:00')), newYork('or the 21st', unclear)),
  within(reminded('Zelle de la mamá de Daniela'), newYork('ay no me acuerdo', unclear, NO_CHANGE)),
  // New York: harmless talk
  newYork('cold af in the gym this morning', NO_CHANGE),
];
