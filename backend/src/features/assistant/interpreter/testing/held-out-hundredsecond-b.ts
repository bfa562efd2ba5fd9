/**
 * Held-out messages, hundredsecond set, part b: greetings, thanks, feelings, questions, statements and
 * bare one- or two-word replies. Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 *
 * On London time (day-first):
 * - Tasnim, a freelance graphic designer in Hackney whose first language is Bengali (logos, brand packs).
 * - Giles, an architect with a two-person practice in Bath (site visits, planning, listed buildings).
 * - Maureen, an interior designer in Harrogate who writes some Yorkshire (schemes, suppliers, hotels).
 * - Kyle, a wedding and events videographer in Newcastle who writes some Geordie (shoots, teasers, deposits).
 * - Rosie, a sign-writer and mural painter in Margate (shopfronts, murals, paint orders).
 *
 * On New York time (month-first):
 * - Priya, a UX freelancer in Williamsburg who writes in fast lowercase.
 * - Dan, a copywriter in Park Slope (drafts, revision rounds, late payers).
 * - Ji-woo, an illustrator in Sunnyside whose first language is Korean.
 * - Marcus, a brand studio owner in SoHo who writes in clipped shorthand.
 * - Camilo, a freelance video editor in Jackson Heights whose first language is Colombian Spanish.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  type HeldOutItem,
  NO_CHANGE,
  START,
  STOP,
  UNDO,
  answer,
  ctx,
  dilemma,
  done,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  question,
  recall,
  remove,
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
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});

export const HUNDREDSECOND_GREETING: HeldOutItem[] = [
  // London: greetings alone
  london('hiya', talk('greeting')),
  london('assalamu alaikum 🙂', talk('greeting')),
  london('ey up', talk('greeting')),
  london("now then, how's tha doing?", talk('greeting')),
  london('alreet pet', talk('greeting')),
  london('howay man, you there?', talk('greeting')),
  london('good afternoon daily', talk('greeting')),
  london('morning!! well afternoon now, been on site since 7', talk('greeting')),

  // London: a greeting, then the ask is read
  london(
    'hello, can u remind me to send Rahim the final logo files tmrw morning 10',
    task('send Rahim the final logo files', l('11-12 10:00')),
    [talk('greeting'), task('send Rahim the final logo files', l('11-12 10:00'))],
  ),
  london("hi there, what's on for today", list('today'), [talk('greeting'), list('today')]),
  london('hello hello. quick one, push the Pulteney site visit to monday', move(words('Pulteney site visit'), '2026-11-16', null), [
    talk('greeting'),
    move(words('Pulteney site visit'), '2026-11-16', null),
  ]),
  london("salam! what've i got on friday", list('day', '2026-11-13'), [talk('greeting'), list('day', '2026-11-13')]),

  // London: a greeting with news after it, nothing changes
  london('hiya, the café rang, they want the mural in teal now not mustard', NO_CHANGE),

  // New York: greetings alone
  newYork('hey', talk('greeting')),
  newYork('yo u there', talk('greeting')),
  newYork('hola! buenos días', talk('greeting')),
  newYork('안녕하세요 good morning', talk('greeting')),
  newYork('gm', talk('greeting')),
  newYork('hey hey 👋', talk('greeting')),
  newYork('Hello. Good morning. I hope you are doing well today', talk('greeting')),
  newYork('hello?? you there? texted u an hour ago', talk('greeting'), NO_CHANGE),

  // New York: a greeting, then the ask is read
  newYork('buenas, remind me call the colorist at 3 pls', task('call the colorist', n('11-11 15:00')), [
    talk('greeting'),
    task('call the colorist', n('11-11 15:00')),
  ]),
  newYork('hey! whats overdue', list('overdue'), [talk('greeting'), list('overdue')]),
  newYork('gm - renew premiere pro licence by the 1st', task('renew premiere pro licence', n('12-01')), [
    talk('greeting'),
    task('renew premiere pro licence', n('12-01')),
  ]),

  // New York: a greeting with news after it, nothing changes
  newYork('hi daily, client said hi back and approved v3 🙌', NO_CHANGE),
];

export const HUNDREDSECOND_THANKS: HeldOutItem[] = [
  // London: thanks alone
  london('ta', talk('thanks')),
  london('cheers pet', talk('thanks')),
  london("thanks love, that's grand", talk('thanks')),
  london('dhonnobad 🙏', talk('thanks')),
  london('ta very much, lifesaver', talk('thanks')),
  london('cheers for that, would of totally forgot the scaffold lads', talk('thanks')),
  london('thank you so much, you really help me this week', talk('thanks')),
  london('cheers marra 🍻', talk('thanks')),

  // London: thanks with something else in it
  within(reminded('chase Hollis for the deposit'), london('ta, sorted that this morning', done(), [talk('thanks'), done()])),
  london('cheers. can you add order more enamel paint for friday', task('order more enamel paint', l('11-13')), [
    talk('thanks'),
    task('order more enamel paint', l('11-13')),
  ]),
  london("thanks, what's left for today then?", list('today'), [talk('thanks'), list('today')]),

  // London: look like thanks, are not
  london('remind me to thank Gemma for the referral thurs', task('thank Gemma for the referral', l('11-12'))),
  london('thanks for nowt, that reminder came after the meeting 🙄', NO_CHANGE),

  // New York: thanks alone
  newYork('ty', talk('thanks')),
  newYork('thx!!', talk('thanks')),
  newYork('gracias, de verdad', talk('thanks')),
  newYork('감사합니다!', talk('thanks')),
  newYork('tysm u rock', talk('thanks')),
  newYork('Thank you. Very helpful', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('thanks for listening, needed to vent', talk('thanks')),
  within(just('send Lena the contract', n('11-12 09:00')), newYork('perfect thank you', talk('thanks'))),

  // New York: thanks with something else in it
  newYork('thanks. also move the Bodega call to 4', move(words('Bodega call'), null, '16:00'), [
    talk('thanks'),
    move(words('Bodega call'), null, '16:00'),
  ]),
  newYork('ty! anything else due tmrw?', list('tomorrow'), [talk('thanks'), list('tomorrow')]),
  within(reminded('export the teaser for Dani'), newYork('thanks but i already did that lol', done(), [talk('thanks'), done()])),

  // New York: looks like thanks, is a task
  newYork('pls remind me send thank you note to Ortiz Films mañana', task('send thank you note to Ortiz Films', n('11-12'))),
];

export const HUNDREDSECOND_FEELING: HeldOutItem[] = [
  // London
  london('absolutely shattered today', talk('feeling')),
  london('proper knackered, been up a ladder since 6', talk('feeling')),
  london('buzzin after that call wi the bride, she loved the teaser', talk('feeling'), NO_CHANGE),
  london("i feel like i'm drowning, 4 clients all want revisions this week", talk('overwhelmed')),
  london('mafted and fed up', talk('feeling')),
  london("too much on, don't know where to start", talk('overwhelmed'), prioritise('focus')),
  london('mind is very tired, cannot focus on the brochure', talk('feeling'), NO_CHANGE),
  london("bit gutted, didn't win the Kirkgate pitch", talk('feeling')),
  london('swamped. what can i drop this week?', prioritise('drop')),

  // London: mention work or a task, still change nothing
  london('so stressed about the planning submission on friday', NO_CHANGE),
  london("i'm done. fully done. this client is impossible", NO_CHANGE),
  london('happy as owt, the hotel signed off the whole scheme', NO_CHANGE),
  within(reminded('send revised floor plans to the Hendersons'), london("ugh, can't face it today", NO_CHANGE, unclear)),

  // New York
  newYork('so tired omg', talk('feeling')),
  newYork('lowkey spiraling, three deadlines friday', talk('overwhelmed')),
  newYork('feeling v good about the pitch deck ngl', talk('feeling')),
  newYork('estoy muerto. 14 hours editing the quinceañera video', talk('feeling')),
  newYork('I am so nervous for the portfolio review tomorrow', talk('feeling'), NO_CHANGE),
  newYork('overwhelmed. too many small jobs', talk('overwhelmed')),
  newYork("I'm overwhelmed, can you help me plan today", prioritise('plan_day')),

  // New York: mention work or a task, still change nothing
  newYork('anxious re: Q4 cash. 2 clients late', NO_CHANGE),
  newYork('feel guilty i still havent started the Greenpoint illustrations', NO_CHANGE),
  within(reminded('render the Ramírez wedding highlights'), newYork('ay no, im so behind on everything', talk('overwhelmed'), NO_CHANGE)),
  newYork('burnt out tbh. need a weekend off', NO_CHANGE),
  newYork('kinda proud of myself ngl, shipped all 3 comps before 10', NO_CHANGE),
];

export const HUNDREDSECOND_QUESTION: HeldOutItem[] = [
  // London: answered in words
  london("when's the Pulteney site visit again?", question),
  london('how do i connect my google calendar', question),
  london('is it worth putting me day rate up in the new year?', question, dilemma),
  london('did I tick off the Baltic Mill invoice?', question),
  london('can you send the invoice to the client for me?', question),
  london('how much do u think i should charge for a shopfront sign, roughly', question),
  london('do you understand Bengali?', question),
  london('why did it remind me about the deposit at 6am??', question),
  london('what did I decide about the Adobe licence?', recall('Adobe licence')),

  // London: questions that are lists
  london("what's on today", list('today')),
  london("what've I got on friday", list('day', '2026-11-13')),
  london('anything overdue?', list('overdue')),
  london('whats the week looking like', list('week')),

  // New York: answered in words
  newYork('what time is the Dumbo shoot thurs?', question),
  newYork('can u read voice notes', question),
  newYork('should i raise prices for returning clients?', dilemma, question),
  newYork('how do i delete a task', question, HELP),
  newYork('is the Nakamura invoice still open?', question),
  newYork('do you know when the Figma renewal is', question),
  newYork('remind me what the Canal St client said about the logo?', question),
  newYork('is it too late to send the proposal now or wait til monday', dilemma, question),

  // New York: questions that are lists
  newYork('whats next', list('next')),
  newYork('qué tengo mañana?', list('tomorrow')),
  newYork('anything still due today?', list('today')),
  newYork('how many tasks i have this week?', list('week'), question),
];

export const HUNDREDSECOND_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('client cancelled the engagement shoot, rain', NO_CHANGE),
  london("printer's moved the proofs to monday", NO_CHANGE),
  london('sent the Hollis invoice yesterday btw', NO_CHANGE),
  london("scaffold's up at the Bath job", NO_CHANGE),
  london('the Harrogate client wants the sofa in ochre now, not sage', NO_CHANGE),
  london('finished the mural on Northdown Rd, looks mint', NO_CHANGE),
  london('council finally approved the listed building consent', NO_CHANGE),
  london('Adobe put the price up again', NO_CHANGE),
  london('client said to remove the drop shadow from the logo', NO_CHANGE),
  london('the couple have moved the wedding to June', NO_CHANGE),
  within(just('book the drone permit', l('11-12 10:00')), london("the CAA site's down again", NO_CHANGE)),

  // London: news about the task in view, a tick
  within(reminded('send the Hollis invoice'), london('sent it yesterday btw', done())),
  within(reminded('chase the Robsons for the deposit'), london('the Robsons have paid, finally', done(), NO_CHANGE)),

  // New York: news, changes nothing
  newYork('client ghosted again', NO_CHANGE),
  newYork('shipping on the riso prints delayed again', NO_CHANGE),
  newYork('Marisol finally paid!! 60 days late lol', NO_CHANGE),
  newYork('done with round 3 of revisions, client happy', NO_CHANGE),
  newYork('shoot got pushed to next thurs', NO_CHANGE),
  newYork('my premiere license expired 😩', NO_CHANGE),
  newYork('client renamed the product so all the copy is wrong now', NO_CHANGE),
  newYork('El cliente canceló la reunión de hoy', NO_CHANGE),
  newYork('booked the printer for the 19th', NO_CHANGE),
  newYork('the art director said my sketch is too cute. haha', NO_CHANGE),
  within(just('call the Fulton St landlord', n('11-12 11:00')), newYork('fyi he only picks up after 2', NO_CHANGE)),

  // New York: news about the task in view, a tick
  within(reminded('send v2 of the homepage to Kite'), newYork('already sent it this morning', done())),
];

export const HUNDREDSECOND_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('ok', NO_CHANGE),
  london('lol', NO_CHANGE),
  london('hmm', NO_CHANGE),
  london('?', NO_CHANGE),
  london('done', NO_CHANGE),
  london('aye', NO_CHANGE),
  london('cool cool', NO_CHANGE),
  london('nice one', NO_CHANGE),
  london('undo', UNDO),
  london('STOP', STOP),

  // London: in a conversation
  within(reminded('send moodboard to Tasnim'), london('done', done())),
  within(reminded('order the vinyl for the Cliftonville shopfront'), london('ok', NO_CHANGE)),
  within(reminded('measure up the Bath kitchen'), london('sorted', done())),
  within(reminded('upload the Fenwick wedding teaser'), london('👍', done(), NO_CHANGE)),
  within(reminded('post the mural reel on insta'), london('aye, done', done())),
  within(reminded('quote for the Ouseburn café sign'), london('bin it', remove(ctx))),
  within(shown('chase Hollis deposit', 'renew Adobe licence', 'Pulteney site visit'), london('2', NO_CHANGE)),
  within(
    askedChoice('Take the Leeds hotel job or keep December clear?', 'take the Leeds job', 'keep December clear'),
    london('2', answer(2)),
  ),

  // New York: out of a conversation
  newYork('k', NO_CHANGE),
  newYork('yep', NO_CHANGE),
  newYork('ugh', NO_CHANGE),
  newYork('wait what', NO_CHANGE),
  newYork('ㅋㅋㅋ', NO_CHANGE),
  newYork('help', HELP),
  newYork('start', START),
  newYork('today?', list('today'), NO_CHANGE),
  newYork('overdue?', list('overdue')),

  // New York: in a conversation
  within(reminded('send the Kite invoice'), newYork('yep', done(), NO_CHANGE)),
  within(just('call the colorist', n('11-11 15:00')), newYork('k thx', NO_CHANGE)),
  within(reminded('export the Bogotá reel'), newYork('listo', done(), NO_CHANGE)),
  within(reminded('renew the Figma seat'), newYork('not yet', NO_CHANGE)),
  within(just('draft the Parsons proposal', n('11-13 12:00')), newYork('perfect', NO_CHANGE)),
  within(reminded('print the portfolio samples'), newYork('ok done', done())),
  within(
    askedChoice('Hire a junior designer or keep freelancing it out?', 'hire a junior', 'keep freelancing it out'),
    newYork('neither', answer(null)),
  ),
];
