/**
 * Eighty-second held-out set, first half: fourteen creative freelancers texting daily. On London time (day-first
 * dates): a true-crime podcaster in Leeds (ad reads, guest bookings, Acast), a cooking YouTuber in Cardiff (filming
 * days, brand deals, thumbnails), a newsletter writer in Brighton (Substack, paid subscribers, send days), a
 * voice-over artist in Salford (auditions, booth time, agents, pick-ups), a session drummer in Glasgow who writes a
 * few Scots words (gigs, rehearsals, van hire, "the morra", "the night"), a wedding DJ in Chelmsford (first dances,
 * playlists, deposits) and a music teacher turned TikTok guitarist in Bristol. On New York time (month-first
 * dates): a Gen-Z lifestyle TikTok creator in Bushwick, a freelance journalist in Harlem (pitches, editors,
 * deadlines, net-30 invoices), a documentary editor in Astoria (cuts, color, deliverables), a ghostwriter in
 * Hoboken (chapters, client calls), a wedding videographer on Long Island, a Spanish-language radio host in
 * Washington Heights who writes Spanglish, and a stand-up comedian in the East Village (open mics, sets, bookers,
 * the Uber home at 2am). Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  dilemma,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  note,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';
import {
  EIGHTYSECOND_AGENDA,
  EIGHTYSECOND_BARE,
  EIGHTYSECOND_DECISION,
  EIGHTYSECOND_DILEMMA,
  EIGHTYSECOND_FEELING,
  EIGHTYSECOND_FREE_TIME,
  EIGHTYSECOND_GREETING,
  EIGHTYSECOND_PRIORITISE,
  EIGHTYSECOND_QUESTION,
  EIGHTYSECOND_RECALL,
  EIGHTYSECOND_STATEMENT,
  EIGHTYSECOND_THANKS,
  EIGHTYSECOND_UNCLEAR,
} from './held-out-eightysecond-b';

/** daily just sent "Did you get to <title>?" and is waiting for the reply. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added, changed or talked about. */
const talkedAbout = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of several tasks was meant. */
const whichOne = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
const dilemmaOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
const dilemmaMatters = (question: string, options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
const dilemmaChoice = (question: string, options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
const stuckOn = (title: string): Partial<ConversationState> => ({
  pending: { about: 'stuck', task: title },
  current: { title, due: null },
});
const reviewOf = (decision: string): Partial<ConversationState> => ({ pending: { about: 'review', decision } });
const keepOffer = (text: string): Partial<ConversationState> => ({ pending: { about: 'keep', text } });
const askedOther = (question: string, options: string[]): Partial<ConversationState> => ({
  pending: { about: 'other', question, options },
});

/** New tasks, with and without dates and times. */
export const EIGHTYSECOND_ASK: HeldOutItem[] = [
  // Leeds podcaster
  london('remind me to send the hellofresh ad read to danny tmrw by 10', task('send the hellofresh ad read to danny', l('11-12 10:00'))),
  london("gotta re-record the cold open for ep 88 on friday, it's nowt major", task('re-record the cold open for ep 88', l('11-13'))),
  london(
    'guest booking w the ex DCI thurs 2pm',
    task('guest booking w the ex dci', l('11-12 14:00')),
    task('guest booking with the ex dci', l('11-12 14:00')),
    NO_CHANGE,
  ),
  // Cardiff YouTuber
  london('film the cawl episode sat 9am, and remind me to buy leeks and lamb neck tomorrow', [
    task('film the cawl episode', l('11-14 09:00')),
    task('buy leeks and lamb neck', l('11-12')),
  ]),
  london(
    'thumbnail for the bara brith vid asap pls the brand are waiting',
    task('thumbnail for the bara brith vid', null, { important: true }),
    task('thumbnail for the bara brith vid'),
  ),
  // Brighton newsletter writer
  london(
    'remind me thursday at 11 to reply to the paid subscriber who asked about refunds',
    task('reply to the paid subscriber who asked about refunds', l('11-12 11:00')),
  ),
  london('add a task: draft the paid post on rent controls', task('draft the paid post on rent controls')),
  // Salford voice-over
  london('self tape for the crisps advert audition by 5 today', task('self tape for the crisps advert audition', l('11-11 17:00'))),
  london('ring my agent re the Aldi script on 1/12', task('ring my agent re the aldi script', l('12-01'))),
  // Glasgow drummer
  london(
    'need tae pick up the van fae the hire place the morra at 8',
    task('pick up the van fae the hire place', l('11-12 08:00')),
    task('pick up the van from the hire place', l('11-12 08:00')),
  ),
  london('rehearsal thurs 7pm at the Hug and Pint', task('rehearsal at the hug and pint', l('11-12 19:00'))),
  // Chelmsford wedding DJ
  london('chase the Hendersons for the £150 deposit by friday', task('chase the hendersons for the £150 deposit', l('11-13'))),
  london(
    'sort the first dance edit for Kayleigh n Jord, its a mashup of perfect and at last, due 5/12',
    task('sort the first dance edit for kayleigh n jord', l('12-05')),
    task('sort the first dance edit for kayleigh and jord', l('12-05')),
  ),
  // Bristol guitarist
  london(
    'film the barre chord tiktok tmrw half 4, edit it fri',
    [task('film the barre chord tiktok', l('11-12 16:30')), task('edit the barre chord tiktok', l('11-13'))],
    [task('film the barre chord tiktok', l('11-12 16:30')), task('edit it', l('11-13'))],
  ),
  london(
    "remind me to restring the Tele on saturday, before sunday's lesson",
    task('restring the tele', l('11-14')),
    task("restring the tele before sunday's lesson", l('11-14')),
  ),
  // Bushwick TikToker
  newYork('bestie remind me to post the grwm at 7 tonight no cap', task('post the grwm', n('11-11 19:00'))),
  newYork('lowkey need to return the zara haul by the 20th or im cooked', task('return the zara haul', n('11-20'))),
  newYork("my ring light died mid live at 9 last night, it's so over", NO_CHANGE),
  // Harlem journalist
  newYork(
    'invoice the Atlantic for the housing piece, send it tmrw morning',
    task('invoice the atlantic for the housing piece', n('11-12 09:00')),
    task('invoice the atlantic for the housing piece', n('11-12 08:00')),
    task('invoice the atlantic for the housing piece', n('11-12 10:00')),
  ),
  newYork(
    'pitch the transit desk at City Limits about the 125th st bus lanes by friday',
    task('pitch the transit desk at city limits about the 125th st bus lanes', n('11-13')),
  ),
  newYork('the Atlantic finally paid the invoice from september lol net-30 my ass', NO_CHANGE),
  // Astoria doc editor
  newYork(
    'send the v3 cut to the director by 6pm and book the color suite for 11/18',
    [task('send the v3 cut to the director', n('11-11 18:00')), task('book the color suite', n('11-18'))],
    [task('send the v3 cut to the director', n('11-11 18:00')), task('book the color suite for 11/18')],
  ),
  newYork('remind me to export the textless deliverables 11/4.. wait no 12/4', task('export the textless deliverables', n('12-04'))),
  // Hoboken ghostwriter
  newYork(
    'client call w/ Marcus re chapter 6 on 12/1 at 3',
    task('client call w/ marcus re chapter 6', n('12-01 15:00')),
    task('client call with marcus re chapter 6', n('12-01 15:00')),
  ),
  newYork('need to finish the chapter 7 draft, no date yet', task('finish the chapter 7 draft')),
  // Long Island videographer
  newYork(
    'back up the Montauk wedding footage to both drives tonight',
    task('back up the montauk wedding footage to both drives', n('11-11 19:00')),
    task('back up the montauk wedding footage to both drives', n('11-11 20:00')),
    task('back up the montauk wedding footage to both drives', n('11-11 21:00')),
  ),
  newYork(
    'send the Russo couple the contract + invoice for the $3,800 package on 11/16',
    task('send the russo couple the contract + invoice for the $3,800 package', n('11-16')),
  ),
  // Washington Heights radio host
  newYork(
    'acuérdame de llamar al sponsor de la bodega mañana a las 11',
    task('llamar al sponsor de la bodega', n('11-12 11:00')),
    task('call the bodega sponsor', n('11-12 11:00')),
  ),
  newYork('remind me thursday to prep el segmento de bachata', task('prep el segmento de bachata', n('11-12'))),
  // East Village comedian
  newYork(
    'sign up for the open mic at the Creek and the Cave, list opens at noon',
    task('sign up for the open mic at the creek and the cave', n('11-11 12:00')),
    task('sign up for the open mic at the creek and the cave'),
  ),
  newYork(
    'write 5 new min on the landlord bit before saturday',
    task('write 5 new min on the landlord bit', n('11-14')),
    task('write 5 new min on the landlord bit', n('11-13')),
  ),
];

/** Repeating tasks: the due is the first occurrence. */
export const EIGHTYSECOND_RECURRING: HeldOutItem[] = [
  // Leeds
  london(
    'every monday 10am remind me to upload the ep to spotify and apple',
    task('upload the ep to spotify and apple', l('11-16 10:00'), { repeat: every('week') }),
  ),
  london(
    'remind me to send the ad read invoices on the 1st of every month',
    task('send the ad read invoices', l('12-01'), { repeat: every('month') }),
  ),
  // Cardiff
  london('every tuesday at 8 remind me to prep the filming kit', task('prep the filming kit', l('11-17 08:00'), { repeat: every('week') })),
  london(
    'check brand deal emails every weekday at 9 tidy',
    task('check brand deal emails', l('11-12 09:00'), { repeat: every('weekday') }),
  ),
  // Brighton
  london(
    'send day is friday so every thursday evening remind me to proof the newsletter',
    task('proof the newsletter', l('11-12 18:00'), { repeat: every('week') }),
    task('proof the newsletter', l('11-12 19:00'), { repeat: every('week') }),
    task('proof the newsletter', l('11-12 20:00'), { repeat: every('week') }),
  ),
  london(
    'post the paid subscribers Q&A thread every other sunday at 10am',
    task('post the paid subscribers q&a thread', l('11-15 10:00'), { repeat: every('week', 2) }),
  ),
  // Salford
  london('remind me daily at 8am to do my vocal warm ups', task('do my vocal warm ups', l('11-12 08:00'), { repeat: every('day') })),
  london('chase my agent re auditions every friday', task('chase my agent re auditions', l('11-13'), { repeat: every('week') })),
  // Glasgow
  london('band practice every wednesday at 7, starting the night', task('band practice', l('11-11 19:00'), { repeat: every('week') })),
  london('pay the van lock-up rent on the 28th every month', task('pay the van lock-up rent', l('11-28'), { repeat: every('month') })),
  // Chelmsford
  london(
    'every sat at 11 remind me to confirm timings with the venue',
    task('confirm timings with the venue', l('11-14 11:00'), { repeat: every('week') }),
  ),
  london(
    'every year on 14/2 remind me to post the anniversary discount',
    task('post the anniversary discount', l('2027-02-14'), { repeat: every('year') }),
  ),
  london("the saturday weddings are every week anyway mate, they're all in the diary already", NO_CHANGE),
  // Bristol
  london('post a tiktok every day at 6pm', task('post a tiktok', l('11-11 18:00'), { repeat: every('day') })),
  london('every thursday half 5 remind me to do the live stream', task('do the live stream', l('11-12 17:30'), { repeat: every('week') })),
  // Bushwick
  newYork(
    'bestie every sunday remind me to batch film my content fr',
    task('batch film my content', n('11-15'), { repeat: every('week') }),
  ),
  newYork(
    "every morning 9am skincare routine, it's giving discipline",
    task('skincare routine', n('11-12 09:00'), { repeat: every('day') }),
  ),
  // Harlem
  newYork('every monday at 9 remind me to send pitches', task('send pitches', n('11-16 09:00'), { repeat: every('week') })),
  newYork('check unpaid invoices on the 15th of every month', task('check unpaid invoices', n('11-15'), { repeat: every('month') })),
  // Astoria
  newYork(
    'every weekday 5pm remind me to upload dailies to frame.io',
    task('upload dailies to frame.io', n('11-11 17:00'), { repeat: every('weekday') }),
  ),
  newYork('back up the project every friday at 6 before i leave', task('back up the project', n('11-13 18:00'), { repeat: every('week') })),
  // Hoboken
  newYork(
    'weekly call w the client thursdays at 2',
    task('call w the client', n('11-12 14:00'), { repeat: every('week') }),
    task('weekly call w the client', n('11-12 14:00'), { repeat: every('week') }),
    task('call with the client', n('11-12 14:00'), { repeat: every('week') }),
  ),
  newYork(
    'remind me every 2 weeks to send Dana the chapter progress report, starting next monday',
    task('send dana the chapter progress report', n('11-16'), { repeat: every('week', 2) }),
    task('send dana the chapter progress report', n('11-23'), { repeat: every('week', 2) }),
  ),
  // Long Island
  newYork(
    "every sunday night remind me to back up the weekend's weddings",
    task("back up the weekend's weddings", n('11-15 19:00'), { repeat: every('week') }),
    task("back up the weekend's weddings", n('11-15 20:00'), { repeat: every('week') }),
    task("back up the weekend's weddings", n('11-15 21:00'), { repeat: every('week') }),
  ),
  // Washington Heights
  newYork('todos los lunes a las 6am remind me to prep el show', task('prep el show', n('11-16 06:00'), { repeat: every('week') })),
  newYork('pay the studio rent el primero de cada mes', task('pay the studio rent', n('12-01'), { repeat: every('month') })),
  // East Village
  newYork(
    'open mic at the Grisly Pear every tuesday 7pm, remind me',
    task('open mic at the grisly pear', n('11-17 19:00'), { repeat: every('week') }),
  ),
  newYork("i do the same tuesday mic every single week lol it's basically church", NO_CHANGE),
];

/** Replies to a reminder putting it off, and a few that only look like one. */
export const EIGHTYSECOND_SNOOZE: HeldOutItem[] = [
  // Leeds
  within(reminded('send the hellofresh ad read to danny', l('11-11 15:00')), london('give us 30 mins, mid-edit', snoozeFor(30))),
  within(reminded('upload ep 88', l('11-11 15:00')), london('later, recording wi a guest rn', snoozeFor(60), NO_CHANGE)),
  // Cardiff
  within(
    reminded('edit the cawl thumbnail', l('11-11 15:00')),
    london(
      'ugh not now, tomorrow morning',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('reply to the tesco brand deal email', l('11-11 15:00')), london('snooze 2h', snoozeFor(120))),
  // Brighton
  within(
    reminded('proof the newsletter', l('11-11 15:00')),
    london('push to 6 pls', snoozeUntil(l('11-11 18:00')), move(ctx, null, '18:00'), move(ctx, '2026-11-11', '18:00')),
  ),
  london(
    'snooze the paid post reminder till monday',
    snoozeUntil(l('11-16'), words('paid post')),
    snoozeUntil(l('11-16 09:00'), words('paid post')),
    move(words('paid post'), '2026-11-16', null),
  ),
  // Salford
  within(
    reminded('self tape for the crisps advert audition', l('11-11 15:00')),
    london(
      'in the booth til 5, remind me after',
      snoozeUntil(l('11-11 17:00')),
      move(ctx, null, '17:00'),
      move(ctx, '2026-11-11', '17:00'),
    ),
  ),
  within(reminded('ring my agent', l('11-11 15:00')), london("can't rn, on a pick-up session. 45 mins", snoozeFor(45))),
  // Glasgow
  within(reminded('pay the van hire deposit', l('11-11 15:00')), london('gie us an hour', snoozeFor(60))),
  within(
    reminded('book the rehearsal room', l('11-11 15:00')),
    london(
      'the morra',
      snoozeUntil(l('11-12')),
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 15:00')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  // Chelmsford
  within(
    reminded('chase the hendersons deposit', l('11-11 15:00')),
    london('remind me again at 7 tonight', snoozeUntil(l('11-11 19:00')), move(ctx, null, '19:00'), move(ctx, '2026-11-11', '19:00')),
  ),
  within(
    reminded('finish the kayleigh playlist', l('11-11 15:00')),
    london("I've snoozed my alarm 4 times today, I'm knackered", NO_CHANGE),
  ),
  // Bristol
  within(
    reminded('film the barre chord tiktok', l('11-11 15:00')),
    london("10 more mins, the light's gert lush rn need to finish this take", snoozeFor(10)),
  ),
  within(reminded('answer the lesson enquiries', l('11-11 15:00')), london('snooze 15', snoozeFor(15))),
  // Bushwick
  within(reminded('post the grwm', n('11-11 10:00')), newYork('omg not rn bestie, like 20 min', snoozeFor(20))),
  within(
    reminded('return the zara haul', n('11-11 10:00')),
    newYork(
      'tmrw fr fr',
      snoozeUntil(n('11-12')),
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12 10:00')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  // Harlem
  within(
    reminded('invoice the atlantic', n('11-11 10:00')),
    newYork(
      'after my 11am call w the editor, so noon',
      snoozeUntil(n('11-11 12:00')),
      move(ctx, null, '12:00'),
      move(ctx, '2026-11-11', '12:00'),
    ),
  ),
  newYork('snooze the city limits pitch reminder an hour', snoozeFor(60, words('city limits pitch'))),
  within(
    reminded('pitch the transit desk', n('11-11 10:00')),
    newYork('snooze till friday 10am', snoozeUntil(n('11-13 10:00')), move(ctx, '2026-11-13', '10:00')),
  ),
  // Astoria
  within(reminded('send the v3 cut', n('11-11 10:00')), newYork('rendering, 90 min', snoozeFor(90))),
  within(
    reminded('book the color suite', n('11-11 10:00')),
    newYork('monday', snoozeUntil(n('11-16')), snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16 10:00')), move(ctx, '2026-11-16', null)),
  ),
  // Hoboken
  within(
    reminded('finish the chapter 7 draft', n('11-11 10:00')),
    newYork('push it to tonight, 9ish', snoozeUntil(n('11-11 21:00')), move(ctx, null, '21:00'), move(ctx, '2026-11-11', '21:00')),
  ),
  newYork('the client snoozed on my chapter notes for 3 weeks and now wants them by friday lmao', NO_CHANGE),
  // Long Island
  within(
    reminded('back up the montauk wedding footage', n('11-11 10:00')),
    newYork('on a shoot till 4, ping me then', snoozeUntil(n('11-11 16:00')), move(ctx, null, '16:00'), move(ctx, '2026-11-11', '16:00')),
  ),
  within(reminded('edit the kowalski highlight reel', n('11-11 10:00')), newYork('working on it right now actually', NO_CHANGE)),
  // Washington Heights
  within(reminded('llamar al sponsor de la bodega', n('11-11 10:00')), newYork('ahorita no, estoy al aire. en una hora', snoozeFor(60))),
  // East Village
  within(reminded('sign up for the open mic', n('11-11 10:00')), newYork('lemme sleep lol 3 hours', snoozeFor(180))),
  newYork('my uber home at 2am got pushed back like 40 min, brutal', NO_CHANGE),
];

/** Changing the time or date of the task just made or reminded, or of a named one. */
export const EIGHTYSECOND_CORRECTION: HeldOutItem[] = [
  // Leeds
  within(
    talkedAbout('send the hellofresh ad read to danny', l('11-12 10:00')),
    london('actually make that 11 not 10', move(ctx, null, '11:00'), move(ctx, '2026-11-12', '11:00')),
  ),
  london('move the guest booking call to friday 2pm', move(words('guest booking'), '2026-11-13', '14:00')),
  // Cardiff
  within(
    talkedAbout('film the cawl episode', l('11-14 09:00')),
    london('no wait, sunday not saturday', move(ctx, '2026-11-15', null), move(ctx, '2026-11-15', '09:00')),
  ),
  london('brand call with Castell Howell needs to be 3/12 not 2/12', move(words('castell howell'), '2026-12-03', null)),
  // Brighton
  london('the substack send reminder, can you change it to 8am', move(words('substack send'), null, '08:00')),
  london('my subscriber count moved from 2,100 to 2,400 this week!!', NO_CHANGE),
  // Salford
  within(
    reminded('self tape for the crisps advert audition', l('11-11 15:00')),
    london("deadline's been moved to friday actually, change it", move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '15:00')),
  ),
  london('agent call is 4:30 not 4', move(words('agent call'), null, '16:30')),
  // Glasgow
  within(
    talkedAbout('pick up the van from the hire place', l('11-12 08:00')),
    london('naw make it half 7, traffic on the M8 is mental', move(ctx, null, '07:30'), move(ctx, '2026-11-12', '07:30')),
  ),
  london("Dundee gig's no the 21st, it's the 28th, change that", move(words('dundee gig'), '2026-11-28', null)),
  // Chelmsford
  within(
    talkedAbout('chase the hendersons for the deposit', l('11-13')),
    london('thursday instead', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '12:00')),
  ),
  london('the couple moved their first dance to after the speeches, bit late to tell me but fine', NO_CHANGE),
  // Bristol
  london('shift the restring to tmrw at 6', move(words('restring'), '2026-11-12', '18:00')),
  within(
    talkedAbout('film the barre chord tiktok', l('11-12 16:30')),
    london('oops i meant half 5', move(ctx, null, '17:30'), move(ctx, '2026-11-12', '17:30')),
  ),
  // Bushwick
  within(
    talkedAbout('post the grwm', n('11-11 19:00')),
    newYork('wait make it 8 the algo hits different at 8', move(ctx, null, '20:00'), move(ctx, '2026-11-11', '20:00')),
  ),
  newYork('move the nails appt to 11/14 at 1', move(words('nails'), '2026-11-14', '13:00')),
  // Harlem
  newYork('editor pushed my deadline so change the housing piece draft to 11/20', move(words('housing piece'), '2026-11-20', null)),
  newYork('my editor at the Times moved to the metro desk, wild', NO_CHANGE),
  // Astoria
  within(
    talkedAbout('book the color suite', n('11-18')),
    newYork('sorry, 11/19', move(ctx, '2026-11-19', null), move(ctx, '2026-11-19', '12:00')),
  ),
  newYork('the deliverables deadline is 12/10 now not 12/4', move(words('deliverables'), '2026-12-10', null)),
  // Hoboken
  within(
    reminded('client call w marcus', n('11-11 10:00')),
    newYork('this got moved to 2:30, update it', move(ctx, null, '14:30'), move(ctx, '2026-11-11', '14:30')),
  ),
  newYork(
    'can you change the chapter 7 deadline to next friday',
    move(words('chapter 7'), '2026-11-20', null),
    move(words('chapter 7'), '2026-11-13', null),
  ),
  // Long Island
  newYork('Kowalski sneak peek due sat not sun', move(words('kowalski sneak peek'), '2026-11-14', null)),
  within(
    talkedAbout('back up the montauk wedding footage', n('11-11 20:00')),
    newYork('make it 10', move(ctx, null, '22:00'), move(ctx, '2026-11-11', '22:00')),
  ),
  // Washington Heights
  newYork('cambia lo del sponsor pa las 3 instead of las 11', move(words('sponsor'), null, '15:00')),
  newYork("changed my alarm to 4:45am pa el morning show, dios mío it's so early", NO_CHANGE),
  // East Village
  within(
    talkedAbout('write 5 new min on the landlord bit', n('11-14')),
    newYork('nah friday, showcase got moved up', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '12:00')),
  ),
  newYork("headliner bumped my spot from 9 to 10:30 tonight so i'm on late, whatever", NO_CHANGE),
];

/** New names for a task. */
export const EIGHTYSECOND_RENAME: HeldOutItem[] = [
  // Leeds
  within(
    talkedAbout('send the hellofresh ad read to danny', l('11-12 10:00')),
    london("call it 'hellofresh ad read v2' instead", rename(ctx, 'hellofresh ad read v2')),
  ),
  london('rename the cold open one to re-record cold open w new music', rename(words('cold open'), 're-record cold open w new music')),
  london("we're renaming the podcast to Dead Quiet from january, new artwork an all", NO_CHANGE),
  // Cardiff
  london("change 'film cawl' to 'film cawl AND welsh cakes'", rename(words('film cawl'), 'film cawl and welsh cakes')),
  within(
    talkedAbout('buy leeks and lamb neck', l('11-12')),
    london('add carrots to that, so buy leeks lamb neck and carrots', rename(ctx, 'buy leeks lamb neck and carrots')),
  ),
  // Brighton
  london(
    'rename the rent controls task to: draft paid post on rents + council tax',
    rename(words('rent controls'), 'draft paid post on rents + council tax'),
  ),
  london('thinking of renaming the newsletter to Low Tide, thoughts?', NO_CHANGE),
  // Salford
  within(
    talkedAbout('self tape for the crisps advert audition', l('11-11 17:00')),
    london("typo, it's the crisps AND dips advert", rename(ctx, 'self tape for the crisps and dips advert audition')),
  ),
  london("change 'ring agent' to 'ring Sophie at the agency'", rename(words('ring agent'), 'ring sophie at the agency')),
  // Glasgow
  london('change the van one tae say pick up the luton van', rename(words('van'), 'pick up the luton van')),
  within(
    talkedAbout('rehearsal at the hug and pint', l('11-12 19:00')),
    london('call that one full band rehearsal', rename(ctx, 'full band rehearsal')),
  ),
  // Chelmsford
  london("rename 'Hendersons deposit' to 'Henderson & Patel deposits'", rename(words('hendersons deposit'), 'henderson & patel deposits')),
  within(
    shown('chase the hendersons deposit', 'first dance edit for kayleigh', 'update the uplighting prices'),
    london('2 shud say first dance edit for Kayleigh AND Jordan', rename(num(2), 'first dance edit for kayleigh and jordan')),
  ),
  // Bristol
  london(
    "can you change the tiktok one so it says 'film the F barre chord tiktok'",
    rename(words('tiktok'), 'film the f barre chord tiktok'),
  ),
  london('changed my tiktok handle to @riffsbybex lol, feels weird', NO_CHANGE),
  // Bushwick
  within(
    talkedAbout('post the grwm', n('11-11 19:00')),
    newYork('rename it to post the grwm + fit check', rename(ctx, 'post the grwm + fit check')),
  ),
  newYork('change zara haul to zara AND shein haul returns', rename(words('zara haul'), 'zara and shein haul returns')),
  // Harlem
  newYork(
    "rename the atlantic invoice to 'invoice The Atlantic $1,200 (housing)'",
    rename(words('atlantic invoice'), 'invoice the atlantic $1,200 (housing)'),
  ),
  within(
    shown('pitch city limits', 'invoice the atlantic', 'call the source at NYCHA'),
    newYork('the 3rd one should say call the tenant source at NYCHA', rename(num(3), 'call the tenant source at nycha')),
  ),
  // Astoria
  newYork("change 'v3 cut' to 'v4 cut w new ending' pls", rename(words('v3 cut'), 'v4 cut w new ending')),
  newYork('the director wants to rename the doc to Ferry Lines, i kinda hate it', NO_CHANGE),
  // Hoboken
  within(
    talkedAbout('finish the chapter 7 draft'),
    newYork('actually call it chapter 7 second pass', rename(ctx, 'chapter 7 second pass')),
  ),
  // Long Island
  newYork(
    "rename the montauk backup task to 'backup Montauk + Southampton weddings'",
    rename(words('montauk backup'), 'backup montauk + southampton weddings'),
  ),
  // Washington Heights
  newYork(
    "cámbiale el nombre a lo de bachata, ponle 'prep segmento de bachata y merengue'",
    rename(words('bachata'), 'prep segmento de bachata y merengue'),
  ),
  // East Village
  within(
    talkedAbout('write 5 new min on the landlord bit', n('11-14')),
    newYork('change that to write 5 on the landlord AND the roommate bit', rename(ctx, 'write 5 on the landlord and the roommate bit')),
  ),
];

/** Taking a task off the list, and a few that only sound like it. */
export const EIGHTYSECOND_REMOVE: HeldOutItem[] = [
  // Leeds
  london('delete the hellofresh ad read, they pulled the campaign', remove(words('hellofresh ad read'))),
  within(
    talkedAbout('re-record the cold open for ep 88', l('11-13')),
    london('scrap that, the guest said the original is fine', remove(ctx)),
  ),
  // Cardiff
  london('get rid of the bara brith thumbnail one, brand binned it', remove(words('bara brith thumbnail'))),
  london('deleted 40 mins of footage by accident today, I could cry', NO_CHANGE),
  // Brighton
  within(
    shown('draft paid post on rent controls', 'reply to refund subscriber', 'schedule friday send'),
    london('remove 2, sorted it already', remove(num(2)), done(num(2))),
  ),
  london('cancel the reminder about the Q&A thread', remove(words('q&a thread'))),
  // Salford
  within(
    reminded('self tape for the crisps advert audition', l('11-11 15:00')),
    london("didn't get the audition in the end, bin it", remove(ctx)),
  ),
  london('take ring agent off my list', remove(words('ring agent'))),
  // Glasgow
  london("the Dundee gig's cancelled, get rid ae it", remove(words('dundee gig'))),
  london('cancelled the van insurance add-on, saved forty quid', NO_CHANGE),
  // Chelmsford
  within(
    shown('chase hendersons deposit', 'kayleigh first dance edit', 'uplighting prices', 'call the fennes venue'),
    london('last one can go', remove(num(4))),
  ),
  london("wedding on the 5th's off so delete the playlist task for it", remove(words('playlist'))),
  // Bristol
  london('nix the restring reminder', remove(words('restring'))),
  within(talkedAbout('edit the barre chord tiktok', l('11-13')), london("actually nah don't need that one", remove(ctx))),
  // Bushwick
  newYork('delete the zara thing im keeping everything lmao', remove(words('zara'))),
  newYork('i deleted tiktok for like 2 hours and had a full crisis', NO_CHANGE),
  // Harlem
  within(talkedAbout('pitch the transit desk at city limits', n('11-13')), newYork('kill that, someone already wrote it', remove(ctx))),
  newYork('remove the NYCHA source call from my list', remove(words('nycha source call'))),
  // Astoria
  within(
    shown('send v3 cut', 'book the color suite', 'export textless deliverables'),
    newYork('remove #2, producer booked it', remove(num(2)), done(num(2))),
  ),
  newYork('drop the frame.io upload reminder, the assistant editor handles it now', remove(words('frame.io upload'))),
  // Hoboken
  newYork('delete the marcus call task, he cancelled', remove(words('marcus call'))),
  within(talkedAbout('finish the chapter 7 draft'), newYork('i deleted like 3000 words from it today lol', NO_CHANGE)),
  // Long Island
  within(
    reminded('edit the kowalski highlight reel', n('11-11 10:00')),
    newYork('remove this one, the couple wants a refund instead', remove(ctx)),
  ),
  // Washington Heights
  newYork('borra lo de la bodega, el sponsor se cayó', remove(words('bodega'))),
  // East Village
  within(
    shown('open mic grisly pear', 'write landlord bit', 'email the booker at comedy cellar'),
    newYork('get rid of the first one, the mic closed down', remove(num(1))),
  ),
  newYork('the booker cancelled my friday spot, gutted but whatever', NO_CHANGE),
];

/** Ticks: in reply to a reminder, by list number, by words; and news that ticks nothing. */
export const EIGHTYSECOND_DONE: HeldOutItem[] = [
  // Leeds
  within(reminded('send the hellofresh ad read to danny', l('11-11 15:00')), london('done n dusted', done())),
  london('sent the ad read to danny', done(words('ad read')), NO_CHANGE),
  // Cardiff
  within(
    shown('film the cawl episode', 'buy leeks and lamb neck', 'bara brith thumbnail'),
    london('2 and 3 done', [done(num(2)), done(num(3))]),
  ),
  within(reminded('reply to the tesco brand deal email', l('11-11 15:00')), london('yep replied this morning', done())),
  // Brighton
  london('tick off the refund subscriber reply', done(words('refund subscriber'))),
  london('the send went out at 7 and 40 people opened it in 10 minutes!', NO_CHANGE),
  // Salford
  within(reminded('self tape for the crisps advert audition', l('11-11 15:00')), london('sent it to my agent half hour ago', done())),
  within(
    shown('ring my agent re aldi', 'audiobook pick-ups at the booth', 'invoice the dubbing studio'),
    london('first n last done', [done(num(1)), done(num(3))]),
  ),
  // Glasgow
  within(reminded('pick up the van from the hire place', l('11-11 15:00')), london('aye got it', done())),
  london('paid the lock-up rent', done(words('lock-up rent')), NO_CHANGE),
  // Chelmsford
  london('hendersons paid the deposit finally!! tick it off', done(words('hendersons'))),
  within(reminded('finish the kayleigh playlist', l('11-11 15:00')), london('nearly done, just the last dance to sort', NO_CHANGE)),
  // Bristol
  within(
    shown('film barre chord tiktok', 'edit barre chord tiktok', 'restring the tele'),
    london("the tele's restrung", done(num(3)), done(words('tele'))),
  ),
  within(reminded('film the barre chord tiktok', l('11-11 15:00')), london('filmed!', done())),
  // Bushwick
  within(reminded('post the grwm', n('11-11 10:00')), newYork("posted it already bestie it's giving productive", done())),
  within(shown('return zara haul', 'skincare restock', 'edit the fit check'), newYork('1 done', done(num(1)))),
  // Harlem
  newYork('invoice to the Atlantic is out, mark it done', done(words('atlantic'))),
  newYork('the Atlantic says the invoice gets paid net-30, so like mid december', NO_CHANGE),
  // Astoria
  within(reminded('send the v3 cut', n('11-11 10:00')), newYork('sent ✅', done())),
  within(
    shown('send v3 cut', 'book color suite', 'export textless deliverables'),
    newYork(
      'done w the textless export and the color booking',
      [done(num(3)), done(num(2))],
      [done(words('textless')), done(words('color'))],
    ),
  ),
  // Hoboken
  newYork('finished the chapter 7 draft!!!', done(words('chapter 7'))),
  // Long Island
  within(reminded('back up the montauk wedding footage', n('11-11 10:00')), newYork('both drives done, all backed up', done())),
  newYork('just finished shooting the Patchogue wedding, 11 hours on my feet', NO_CHANGE),
  // Washington Heights
  within(reminded('llamar al sponsor de la bodega', n('11-11 10:00')), newYork('ya lo llamé, todo bien', done())),
  // East Village
  within(reminded('sign up for the open mic', n('11-11 10:00')), newYork("signed up, i'm 14th on the list", done())),
  newYork('did the landlord bit last night and it killed, cross it off', done(words('landlord bit'))),
];

/** Answers to a question daily asked: which task, a dilemma's options, what matters, the choice, a review, stuck, keep. */
export const EIGHTYSECOND_ANSWER: HeldOutItem[] = [
  // Leeds
  within(
    whichOne('send the hellofresh ad read to danny', 'send the squarespace ad read to danny'),
    london('the squarespace one', answer(2)),
  ),
  within(
    dilemmaChoice('should I move the show to weekly?', ['go weekly', 'stay fortnightly']),
    london("stay fortnightly, I'd burn out in a month", answer(2)),
  ),
  // Cardiff
  within(whichOne('film the cawl episode', 'film the welsh cakes short'), london('cawl', answer(1))),
  within(
    dilemmaOptions('which brand deal to take'),
    london("either the Castell Howell one for £2k or the airfryer one for £3.5k but I'd have to film 3 vids for that", answer(null)),
  ),
  // Brighton
  within(
    dilemmaMatters('should I raise the paid sub price to £7?', ['raise to £7', 'keep it at £5']),
    london("honestly keeping the subscribers I've got matters most", answer(null)),
  ),
  within(reviewOf('switch send day to friday'), london('opens went up like 6%, good call tbh', answer(null))),
  // Salford
  within(whichOne('ring my agent re aldi', 'ring my agent re the audiobook'), london('2nd', answer(2))),
  within(
    stuckOn('self tape for the crisps advert audition'),
    london("mic's packed up and the booth's booked solid til monday", answer(null)),
  ),
  // Glasgow
  within(
    dilemmaChoice('take the cruise ship residency?', ['take the residency', 'stay in Glasgow for session work']),
    london('aye stayin in Glasgow, cannae be on a boat 3 month', answer(2)),
  ),
  within(whichOne('pick up the van', 'return the van'), london("neither, the van's fine the noo", answer(null))),
  // Chelmsford
  within(
    askedOther('What time should I remind you about the Hendersons? 9am or 1pm?', ['9am', '1pm']),
    london("1 pm is better, I'm at a venue viewing in the morning", answer(2)),
  ),
  within(
    dilemmaChoice('buy new speakers or keep hiring for the big weddings?', ['buy', 'hire']),
    london('not decided yet tbh, need to see how Dec bookings go', answer(null)),
  ),
  // Bristol
  within(keepOffer('I teach better when I film the lesson first'), london('yes keep that', answer(null), note)),
  within(
    whichOne('film barre chord tiktok', 'film the strumming tiktok', 'edit barre chord tiktok'),
    london('the strumming one', answer(2)),
  ),
  // Bushwick
  within(
    dilemmaChoice('move to LA or stay in NYC?', ['LA', 'stay in NYC']),
    newYork('staying in bushwick obvi, LA is not the vibe', answer(2)),
  ),
  within(whichOne('return the zara haul', 'return the shein haul'), newYork('the first one bestie', answer(1))),
  // Harlem
  within(dilemmaOptions('which outlet to pitch the bus lanes story to'), newYork('city limits, gothamist or the city', answer(null))),
  within(
    dilemmaMatters('take the staff job at the magazine or stay freelance?', ['staff job', 'stay freelance']),
    newYork('health insurance, 100%', answer(null)),
  ),
  // Astoria
  within(whichOne('send v3 cut', 'send v3 cut to the sales agent'), newYork('2', answer(2))),
  within(
    reviewOf('hire an assistant editor for the deliverables'),
    newYork('best money i spent this year, QC passed first time', answer(null)),
  ),
  // Hoboken
  within(
    dilemmaChoice('take the celebrity memoir or the CEO book?', ['celebrity memoir', 'CEO book']),
    newYork('the ceo book. less drama, better pay', answer(2)),
  ),
  within(
    askedOther('Want a reminder before the client call? 15 min or 1 hour before?', ['15 min', '1 hour']),
    newYork('an hour before', answer(2)),
  ),
  // Long Island
  within(stuckOn('edit the kowalski highlight reel'), newYork("the couple hasn't picked a song and i can't cut without it", answer(null))),
  within(
    dilemmaOptions('second shooter or drone package for the Russo wedding'),
    newYork('hire Mike as second shooter for $600 or rent the drone for $250 and do it solo', answer(null)),
  ),
  // Washington Heights
  within(whichOne('llamar al sponsor de la bodega', 'llamar al sponsor del car wash'), newYork('el del car wash', answer(2))),
  within(
    dilemmaMatters('¿renovar el contrato con la estación o irte al podcast?', ['renovar con la estación', 'podcast']),
    newYork('la estabilidad, tengo dos nenes', answer(null)),
  ),
  // East Village
  within(
    dilemmaChoice('quit the day job to do comedy full time?', ['quit', 'keep the day job']),
    newYork('keeping the day job for now, rent is rent', answer(2)),
  ),
  within(whichOne('email the booker at comedy cellar', 'email the booker at the stand'), newYork('the cellar', answer(1))),
];

/** Long voice-note style messages running several jobs together; some change nothing. */
export const EIGHTYSECOND_RAMBLE: HeldOutItem[] = [
  // Leeds
  london(
    "right so um, today's been mad, recorded the ep with the retired DCI, went well, anyway can you remind me to send the DCI his release form first thing tomorrow and er also I need to chase Acast about the ad payment by friday, that's it, cheers",
    [task('send the dci his release form', l('11-12 09:00')), task('chase acast about the ad payment', l('11-13'))],
    [task('send the dci his release form', l('11-12 08:00')), task('chase acast about the ad payment', l('11-13'))],
  ),
  london(
    "er put the guest booking with the forensic psychologist on thursday at 3, no wait, 4, she's in court til half 3, and tick off the hellofresh read, done it this morning",
    [task('guest booking with the forensic psychologist', l('11-12 16:00')), done(words('hellofresh'))],
  ),
  london(
    "honestly just venting but the true crime lot on reddit tore ep 87 apart over one date I got wrong, the murder was 1994 not 1996, I already re-recorded that bit at 9 this morning so it's sorted, just gutted like",
    NO_CHANGE,
  ),
  // Cardiff
  london(
    'ok so filming day tomorrow, um, need to buy the welsh cakes ingredients tonight, and then the Castell Howell brand call is moved to 2pm friday, oh and tick off the thumbnail, did it at lunch, tidy',
    [
      task('buy the welsh cakes ingredients', l('11-11 18:00')),
      move(words('castell howell'), '2026-11-13', '14:00'),
      done(words('thumbnail')),
    ],
    [
      task('buy the welsh cakes ingredients', l('11-11 19:00')),
      move(words('castell howell'), '2026-11-13', '14:00'),
      done(words('thumbnail')),
    ],
    [
      task('buy the welsh cakes ingredients', l('11-11 20:00')),
      move(words('castell howell'), '2026-11-13', '14:00'),
      done(words('thumbnail')),
    ],
  ),
  london(
    "so yeah the airfryer people finally paid, three and a half grand, landed about 10 this morning, I filmed all three vids last week anyway so that's that chapter closed, lush",
    NO_CHANGE,
  ),
  // Brighton
  london(
    "um okay voice note cos I'm walking on the seafront, so, for the friday send I want to write the intro tomorrow at 10, and can you delete the Q&A thread reminder cos I've stopped doing those, and I need to reply to Hannah about the guest post at some point, no date",
    [task('write the intro', l('11-12 10:00')), remove(words('q&a thread')), task('reply to hannah about the guest post')],
    [
      task('write the intro for the friday send', l('11-12 10:00')),
      remove(words('q&a thread')),
      task('reply to hannah about the guest post'),
    ],
  ),
  // Salford
  london(
    "right our kid, um, the audition for the Aldi radio spot is due 6pm tomorrow and the booth's free 2 till 4 so remind me at 2 to do the Aldi audition, and the dubbing studio still haven't paid me, chase the dubbing studio for payment monday",
    [task('do the aldi audition', l('11-12 14:00')), task('chase the dubbing studio for payment', l('11-16'))],
  ),
  london(
    "what a day, three pick-ups for the audiobook, the director kept changing her mind about how to say Llanfair, then my agent rang at 4 about a maybe for a cartoon, nothing booked yet, I'm shattered",
    NO_CHANGE,
  ),
  // Glasgow
  london(
    "aye so, eh, the Barrowland gig's confirmed for the 28th, soundcheck at 4 so put that in, and the van hire for the 21st, cancel that cos Dundee's aff, and remind me tae text Callum about the setlist at 8 the night",
    [
      task('soundcheck at the barrowland', l('11-28 16:00')),
      remove(words('van hire')),
      task('text callum about the setlist', l('11-11 20:00')),
    ],
    [task('barrowland soundcheck', l('11-28 16:00')), remove(words('van hire')), task('text callum about the setlist', l('11-11 20:00'))],
  ),
  london(
    "pure knackered the day, three sessions back tae back, the producer wanted the snare tuned doon twice, van's parked up, the gig on Saturday's all sorted, just need my bed",
    NO_CHANGE,
  ),
  // Chelmsford
  london(
    'ok so um the Patels want to change their first dance song AGAIN so I need to redo the Patels first dance edit by Saturday, and remind me to send the Patels the invoice for the extra hour tomorrow at 10, oh and the Hendersons paid so tick that off',
    [
      task('redo the patels first dance edit', l('11-14')),
      task('send the patels the invoice for the extra hour', l('11-12 10:00')),
      done(words('hendersons')),
    ],
  ),
  london(
    "mate Saturday's wedding was unreal, first dance was Dancing On My Own and the whole room joined in on the chorus, got home at 1am, deposits for next year are flying in, buzzing",
    NO_CHANGE,
  ),
  // Bristol
  london(
    "so I've got a lesson with Freya at 4:30 tomorrow, um, which I need a reminder for, and then I wanna film a tiktok about the F chord on sunday, and oh the restring one, done, restrung it earlier",
    [task('lesson with freya', l('11-12 16:30')), task('film a tiktok about the f chord', l('11-15')), done(words('restring'))],
  ),
  london(
    'bit of a ramble sorry but, should I stop teaching in person and go full TikTok? the creator money is like £400 a month and the lessons bring in £1,200, I dunno, I love the kids',
    [dilemma],
    NO_CHANGE,
  ),
  // Bushwick
  newYork(
    'okay bestie so like, i have a brand call with glossier tmrw at 1 which is lowkey huge, remind me, and then i need to edit the fit check video tonight, oh and the zara return is done i did it this morning no cap',
    [task('brand call with glossier', n('11-12 13:00')), task('edit the fit check video', n('11-11 19:00')), done(words('zara'))],
    [task('brand call with glossier', n('11-12 13:00')), task('edit the fit check video', n('11-11 20:00')), done(words('zara'))],
    [task('brand call with glossier', n('11-12 13:00')), task('edit the fit check video', n('11-11 18:00')), done(words('zara'))],
  ),
  newYork(
    "literally so tired, filmed 6 tiktoks yesterday, one hit 200k by noon, the grwm one flopped tho, whatever, it's giving burnout, i'm going to bed at 9 tonight fr",
    NO_CHANGE,
  ),
  // Harlem
  newYork(
    'ok so, um, the editor at Gothamist wants the bus lanes piece monday, so file the bus lanes piece for Gothamist by monday 5pm, and uh, the Atlantic invoice from october is past net-30 now so chase the Atlantic about the october invoice tomorrow',
    [task('file the bus lanes piece for gothamist', n('11-16 17:00')), task('chase the atlantic about the october invoice', n('11-12'))],
  ),
  newYork(
    "long day already, interviewed two tenants on 131st at 7am, one cried, the landlord's lawyer called me at 9 to threaten a lawsuit, my editor says ignore it, i'm fine, just processing",
    NO_CHANGE,
  ),
  // Astoria
  newYork(
    "so um the director wants the v4 friday, so move the v4 cut to friday 6pm, and the color session got moved, it's 11/19 at 10am now, oh and remove the frame.io reminder, Ana's doing it",
    [move(words('v4'), '2026-11-13', '18:00'), move(words('color'), '2026-11-19', '10:00'), remove(words('frame.io'))],
  ),
  newYork(
    "deliverables passed QC at 9, the DCP is at the lab, the broadcaster signed off on the textless, i genuinely don't know what to do with myself now lol",
    NO_CHANGE,
  ),
  // Hoboken
  newYork(
    'okay so the client call ran long, uh, Marcus wants chapter 8 moved up so chapter 8 draft by next wednesday, and i still owe him the interview transcript, send Marcus the transcript tomorrow at 9, and cross off the chapter 7 draft',
    [task('chapter 8 draft', n('11-18')), task('send marcus the transcript', n('11-12 09:00')), done(words('chapter 7'))],
    [task('chapter 8 draft', n('11-25')), task('send marcus the transcript', n('11-12 09:00')), done(words('chapter 7'))],
  ),
  // Long Island
  newYork(
    'yeah so um the Kowalskis finally picked their song, so i can finish the Kowalski highlight reel by sunday, put that in, and remind me to back up the Patchogue footage tonight at 11, and the sneak peek thing is done, posted it',
    [
      task('finish the kowalski highlight reel', n('11-15')),
      task('back up the patchogue footage', n('11-11 23:00')),
      done(words('sneak peek')),
    ],
  ),
  newYork(
    "ugh the Russo mom called at 8am about the drone again, told her it's $250 extra, she said she'll think about it, wedding's not till june anyway so whatever",
    NO_CHANGE,
  ),
  // Washington Heights
  newYork(
    'mira, so pa el show de mañana i need to call the car wash sponsor before 9am, y también remind me to print the traffic report at 5:30am, ay dios, and lo de la bodega, borra eso',
    [task('call the car wash sponsor', n('11-12 09:00')), task('print the traffic report', n('11-12 05:30')), remove(words('bodega'))],
    [task('call the car wash sponsor', n('11-12 08:00')), task('print the traffic report', n('11-12 05:30')), remove(words('bodega'))],
  ),
  newYork(
    "qué día, the station manager moved my show to 6am starting in January, los oyentes están felices, yo no, but whatever, I'll adjust, ya veremos",
    NO_CHANGE,
  ),
  // East Village
  newYork(
    'ok so last night, uber home at 2am, the set at the Cellar went great and the booker wants me back, so remind me to email the booker at the Cellar thursday at noon, and i need to write a tag for the landlord bit, no rush',
    [task('email the booker at the cellar', n('11-12 12:00')), task('write a tag for the landlord bit')],
  ),
  newYork(
    "bombed so hard at the open mic last night, like 7 minutes of silence, the host ate a sandwich during my set, i'm done with comedy (i'm not, i've got a spot friday at 8 lol)",
    NO_CHANGE,
  ),
];

export const HELD_OUT_EIGHTYSECOND_KINDS: Record<string, HeldOutItem[]> = {
  ask: EIGHTYSECOND_ASK,
  recurring: EIGHTYSECOND_RECURRING,
  snooze: EIGHTYSECOND_SNOOZE,
  correction: EIGHTYSECOND_CORRECTION,
  rename: EIGHTYSECOND_RENAME,
  remove: EIGHTYSECOND_REMOVE,
  done: EIGHTYSECOND_DONE,
  answer: EIGHTYSECOND_ANSWER,
  ramble: EIGHTYSECOND_RAMBLE,
  greeting: EIGHTYSECOND_GREETING,
  thanks: EIGHTYSECOND_THANKS,
  feeling: EIGHTYSECOND_FEELING,
  bare: EIGHTYSECOND_BARE,
  question: EIGHTYSECOND_QUESTION,
  statement: EIGHTYSECOND_STATEMENT,
  decision: EIGHTYSECOND_DECISION,
  dilemma: EIGHTYSECOND_DILEMMA,
  recall: EIGHTYSECOND_RECALL,
  prioritise: EIGHTYSECOND_PRIORITISE,
  agenda: EIGHTYSECOND_AGENDA,
  free_time: EIGHTYSECOND_FREE_TIME,
  unclear: EIGHTYSECOND_UNCLEAR,
};

export const HELD_OUT_EIGHTYSECOND: HeldOutItem[] = Object.values(HELD_OUT_EIGHTYSECOND_KINDS).flat();
