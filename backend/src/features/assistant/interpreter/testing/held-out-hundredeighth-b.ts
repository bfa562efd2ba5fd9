/**
 * Held-out set, hundredeighth part b: small talk, questions, news and bare replies from working
 * musicians and theatre people.
 *
 * London time (day-first dates): Gaz, a wedding band leader in Birmingham; Morag, a piano teacher
 * and accompanist in Edinburgh who writes some Scots; Dele, who owns a recording studio in Peckham;
 * Fen, a touring folk singer based in Norwich; Tunde, a DJ in Liverpool who writes some Scouse and
 * whose first language is Yoruba.
 *
 * New York time (month-first dates): Reggie, a jazz trumpeter in Harlem; Kat, a session drummer in
 * Bushwick who texts in clipped shorthand; Jonah, a stand-up comedian in the East Village; Min-ji,
 * a choir director in Queens whose first language is Korean; Priya, a theatre stage manager in
 * Hell's Kitchen.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  HELP,
  NO_CHANGE,
  STOP,
  UNDO,
  answer,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  question,
  recall,
  snoozeFor,
  talk,
  task,
  unclear,
  within,
  ctx,
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

export const HUNDREDEIGHTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('afternoon daily ☀️', talk('greeting')),
  london('hiya', talk('greeting')),
  london('awright la', talk('greeting')),
  london('e kaasan o', talk('greeting')),
  london('hullo there, hoos it gaun', talk('greeting')),
  london('you about?', talk('greeting'), NO_CHANGE),
  london('hello? is this thing on', NO_CHANGE),
  london('hey hey 🎧', talk('greeting')),
  london('good morning from a freezing services on the M6, well afternoon now', talk('greeting'), talk('feeling')),
  // London: a hello, then an ask (the ask is read)
  london(
    'afternoon! can you add pick up new strings for the acoustic, saturday',
    task('pick up new strings for the acoustic', l('11-14')),
    [talk('greeting'), task('pick up new strings for the acoustic', l('11-14'))],
  ),
  london('hi hi. whats on tmrw', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  london(
    "hiya, remind me to chase the bride's dad for the deposit tomorrow at 10",
    task("chase the bride's dad for the deposit", l('11-12 10:00')),
    [talk('greeting'), task("chase the bride's dad for the deposit", l('11-12 10:00'))],
  ),
  within(reminded('send Callum the setlist', l('11-11 14:00')), london('oh hey, yeah done that', done(), [talk('greeting'), done()])),
  // London: look like a greeting, are not one
  london('need to say hi to the promoter at the gig, remind me at 7', task('say hi to the promoter', l('11-11 19:00'))),
  london('ella said hello btw, she remembers you from the studio', NO_CHANGE),

  // New York: plain hellos
  newYork('yo', talk('greeting')),
  newYork('good morning!!', talk('greeting')),
  newYork('안녕하세요', talk('greeting')),
  newYork('annyeong daily, good morning to you', talk('greeting')),
  newYork('mornin. u up?', talk('greeting'), NO_CHANGE),
  newYork('hey its me again lol', talk('greeting')),
  newYork('sup', talk('greeting')),
  newYork('good morning, sorry I went quiet last night', talk('greeting')),
  newYork('hello hello, places in 5 but wanted to say hi', talk('greeting')),
  newYork('heyyy ok so um yeah morning, im up, barely, anyway hi', NO_CHANGE),
  // New York: a hello, then an ask
  newYork('gm. whats on today', list('today'), [talk('greeting'), list('today')]),
  newYork(
    'hi there, quick one, add call Marcus about the Smalls gig friday 2pm',
    task('call Marcus about the Smalls gig', n('11-13 14:00')),
    [talk('greeting'), task('call Marcus about the Smalls gig', n('11-13 14:00'))],
  ),
  // New York: look like a greeting, are not one
  newYork('text the cast good morning tmrw at 8', task('text the cast good morning', n('11-12 08:00'))),
  newYork('hi! is my 3pm tech rehearsal still on the list?', NO_CHANGE),
  within(reminded('book drum tech for Saturday', n('11-11 09:00')), newYork('morning. not yet', NO_CHANGE)),
];

export const HUNDREDEIGHTH_THANKS: HeldOutItem[] = [
  // London: plain thanks
  london('cheers', talk('thanks')),
  london('ta la', talk('thanks')),
  london('thanks a million, lifesaver', talk('thanks')),
  london('e se gan', talk('thanks')),
  london("cheers pal, that's pure brilliant", talk('thanks')),
  london('thank u x', talk('thanks')),
  london('nice one ta', talk('thanks')),
  // London: thanks with an ask or a tick
  within(
    just('load in at the Jam House', l('11-13 16:00')),
    london('ta, and can you move the load in to half 4', move(ctx, null, '16:30'), [talk('thanks'), move(ctx, null, '16:30')]),
  ),
  london('thanks! whats overdue?', list('overdue'), [talk('thanks'), list('overdue')]),
  within(
    reminded('email PRS about the missing setlist', l('11-11 11:00')),
    london('cheers for the reminder, did it this morning', done(), [talk('thanks'), done()]),
  ),
  // London: mention thanks, are not thanks to daily
  london('remind me to thank Dev for covering the Coventry gig', task('thank Dev for covering the Coventry gig')),
  london('thanks to the rain the outdoor christmas market gig is off', NO_CHANGE),
  london('thanks for nothing, the bloody thing pinged me at 3am', NO_CHANGE),

  // New York: plain thanks
  newYork('ty', talk('thanks')),
  newYork('thx man', talk('thanks')),
  newYork('감사합니다!', talk('thanks')),
  newYork('thank you so much, really appreciate it 🙏', talk('thanks')),
  newYork('gracias', talk('thanks')),
  newYork('appreciate u', talk('thanks')),
  newYork("thanks, that's all for now", talk('thanks'), talk('goodbye'), [talk('thanks'), talk('goodbye')]),
  within(just('choir robes pickup', n('11-14 11:00')), newYork('great thank you very much', talk('thanks'))),
  // New York: thanks with an ask or a tick
  newYork("thanks. when's the costume fitting again?", NO_CHANGE),
  newYork(
    'ty. also add pick up snare from repair shop thurs',
    [talk('thanks'), task('pick up snare from repair shop', n('11-12'))],
    task('pick up snare from repair shop', n('11-12')),
  ),
  within(reminded('invoice the Comedy Cellar', n('11-11 09:00')), newYork('yes did it thanks', done(), [done(), talk('thanks')])),
  // New York: mention thanks, are not thanks to daily (or thank but tick nothing)
  newYork('send thank you note to the Blue Note booker tmrw', task('send thank you note to the Blue Note booker', n('11-12'))),
  newYork('thank god that set is over', NO_CHANGE),
  within(
    reminded('register new tunes with ASCAP', n('11-11 09:30')),
    newYork('tysm for reminding me abt this, totally forgot it existed', NO_CHANGE),
  ),
];

export const HUNDREDEIGHTH_FEELING: HeldOutItem[] = [
  // London
  london("absolutely knackered after last night's wedding", talk('feeling')),
  london('buzzing, just got offered a slot at Cambridge Folk Festival!!!', talk('feeling'), NO_CHANGE),
  london('too much on. 3 students, a recording session and a funeral to play at', talk('overwhelmed')),
  london("ah'm fair wabbit the day", talk('feeling')),
  london("feel like i'm drowning in invoices and none of them are mine to send", talk('overwhelmed')),
  london("me head's battered la", talk('feeling'), talk('overwhelmed')),
  london("bit low today, the studio's been dead all week", talk('feeling')),
  london('so nervous about the showcase tomorrow night', talk('feeling')),
  london('everything is on fire and the desk just died mid session', talk('overwhelmed'), talk('feeling')),
  london('so proud of Mhairi, she passed her grade 8 😭', talk('feeling')),
  // London: sound like a tick or a removal, change nothing
  within(reminded('book the Travelodge in Hull', l('11-11 14:00')), london("I'm done. honestly done with this tour", NO_CHANGE)),
  london('feel like cancelling the whole tour tbh', NO_CHANGE),
  // London: a feeling, then an ask
  within(
    just('piano lesson with Isla', l('11-11 17:00')),
    london('shattered. push the lesson to tmrw pls', move(ctx, '2026-11-12', null), [talk('feeling'), move(ctx, '2026-11-12', null)]),
  ),

  // New York
  newYork('dead tired. 2 sets last night and a 6am call time', talk('feeling')),
  newYork('slammed today, 3 sessions back to back', talk('overwhelmed')),
  newYork("i feel like i'm letting everyone down rn", talk('feeling'), talk('overwhelmed')),
  newYork("last night's set KILLED, still riding it", talk('feeling')),
  newYork('마음이 너무 무거워요 today', talk('feeling')),
  newYork('honestly kinda burnt out. tech week is eating me alive', talk('overwhelmed')),
  newYork("anxious about tonight's set, new 10 minutes i've never run", talk('feeling')),
  newYork("too many tasks, can't even look at the list", talk('overwhelmed')),
  newYork('ugh. the sopranos are driving me crazy', talk('feeling')),
  newYork('feeling good abt the new charts', talk('feeling')),
  newYork("lip's shot from last night, can barely buzz", talk('feeling'), NO_CHANGE),
  // New York: mention work, ask nothing
  within(reminded('send rehearsal report', n('11-11 09:00')), newYork('im so behind on everything', NO_CHANGE)),
  // New York: overwhelm with an ask
  newYork('overwhelmed. what should i drop this week', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
];

export const HUNDREDEIGHTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('how do i hook up my google calendar', question, HELP),
  london("is it worth joining the MU if I'm mostly doing weddings?", question),
  london('whens the soundcheck at the glee club?', NO_CHANGE),
  london('do you know if PRS pay out for sets in pubs?', question),
  london('can you set reminders for other people? like my drummer', question, HELP),
  london('how long is the drive from norwich to whitby roughly', question),
  london("is the mastering for Kemi's EP still on my list?", NO_CHANGE),
  // London: questions that are lists
  london('wots on today', list('today')),
  london('anything overdue?', list('overdue')),
  london('what have i got on monday', list('day', '2026-11-16')),
  london("whit's on the morn?", list('tomorrow')),
  london("what's next", list('next')),
  // London: a choice to think through, a look-up
  london('should I take the cruise ship residency or stay home for the christmas parties?', dilemma),
  london('what did i decide about the merch printer', recall('merch printer')),

  // New York: questions answered in words
  newYork('how do i turn off the morning msgs', question, HELP),
  newYork('is it worth raising my door fee to $20?', question, dilemma),
  newYork('did I already add the drum tech thing', NO_CHANGE),
  newYork('when is the Birdland gig again', NO_CHANGE),
  newYork('do u speak korean?', question),
  newYork('how much do session drummers usually charge per track in nyc', question),
  newYork('why did u remind me twice about the ASCAP thing', NO_CHANGE),
  newYork('wait is the 12/4 show a friday?', question),
  // New York: questions that are lists or a plan
  newYork("what's on this week", list('week')),
  newYork('whats on fri', list('day', '2026-11-13')),
  newYork('what should i focus on today', prioritise('focus')),
  newYork('am i free thurs between 2 and 6', free(n('11-12 14:00'), n('11-12 18:00'))),
];

export const HUNDREDEIGHTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london("the promoter's cancelled the leeds date", NO_CHANGE),
  london('deposit from the Hendersons landed 🙌', NO_CHANGE),
  london('the snare head split at rehearsal', NO_CHANGE),
  london('sent the masters to Kemi last night btw', NO_CHANGE),
  london('PRS statement came through, bout £40 lol', NO_CHANGE),
  london("rehearsal's been moved to thursday, venue had a leak", NO_CHANGE),
  london("the van's MOT is done", NO_CHANGE),
  london('studio B is booked solid till xmas', NO_CHANGE),
  london("wee Rory's mum cancelled his lesson again", NO_CHANGE),
  london('mi o ni gig ni sunday, the club closed down', NO_CHANGE),
  // London: news about the task in view (may be a tick)
  within(
    reminded('chase Hendersons for the wedding deposit', l('11-11 12:00')),
    london('the hendersons paid the deposit this morning', done(), NO_CHANGE),
  ),
  within(just('send masters to Kemi', l('11-12 10:00')), london('sent the masters to kemi already btw', done(), NO_CHANGE)),
  // London: a time said, nothing asked
  london('gig at the Jam House fri 8pm', unclear, task('gig at the Jam House', l('11-13 20:00'))),

  // New York: news, changes nothing
  newYork('booker at Smalls just cancelled on me', NO_CHANGE),
  newYork("bass player's out sick, we're using a sub tonight", NO_CHANGE),
  newYork("my horn's back from the repair shop", NO_CHANGE),
  newYork('the altos finally finished learning the Rutter', NO_CHANGE),
  newYork('already invoiced the Comedy Cellar last week', NO_CHANGE),
  newYork('tix for saturday are sold out!!', NO_CHANGE),
  newYork("rehearsal got pushed 30 min, producer's stuck on the A train", NO_CHANGE),
  newYork('act 2 cue sheet is done, finally', NO_CHANGE),
  newYork('I deleted the old setlist from my phone', NO_CHANGE),
  newYork('merch guy sent the invoice', NO_CHANGE),
  newYork('decided nothing yet on the new bassist, still listening to tapes', NO_CHANGE),
  // New York: news about the task in view
  within(reminded('pick up trumpet from repair shop', n('11-11 09:00')), newYork('got the horn back from the shop', done(), NO_CHANGE)),
  within(just("load in at Baby's All Right", n('11-12 16:00')), newYork('venue moved load in to 5', move(ctx, null, '17:00'), NO_CHANGE)),
  // New York: a time said, nothing asked
  newYork('session at Studio G tmrw 11am', unclear, task('session at Studio G', n('11-12 11:00'))),
  // New York: a decision said in plain words is not mere news
  newYork('going with the cheaper photographer for the choir concert', decision),
];

export const HUNDREDEIGHTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('ok', NO_CHANGE),
  london('lol', NO_CHANGE),
  london('👍', NO_CHANGE),
  london('hmm', NO_CHANGE),
  london('aye', NO_CHANGE),
  london('sound', NO_CHANGE),
  london('nah', NO_CHANGE),
  london('done', NO_CHANGE),
  // London: answering a reminder
  within(reminded('send band the setlist for Saturday', l('11-11 14:30')), london('done', done())),
  within(reminded('call the Hippodrome about the backline', l('11-11 14:00')), london('ok', NO_CHANGE)),
  within(reminded('invoice the Peckham Levels gig', l('11-11 13:00')), london('sorted', done())),
  within(reminded('restring the mandolin', l('11-11 12:00')), london('not yet', NO_CHANGE)),
  within(reminded('book the van for the Norwich gig', l('11-11 15:00')), london('snooze', snoozeFor(60))),
  // London: answering a dilemma
  within(
    askedChoice('cruise ship residency or the christmas parties?', 'cruise ship residency', 'christmas parties'),
    london('2', answer(2)),
  ),

  // New York: out of a conversation
  newYork('k', NO_CHANGE),
  newYork('?', NO_CHANGE),
  newYork('bet', NO_CHANGE),
  newYork('huh', NO_CHANGE),
  newYork('yo?', NO_CHANGE),
  newYork('ok ok', NO_CHANGE),
  newYork('undo', UNDO),
  newYork('stop', STOP),
  // New York: answering a reminder or after a task was added
  within(reminded('send Marcus the charts', n('11-11 09:00')), newYork('yep', done(), NO_CHANGE)),
  within(reminded('email the props list to the director', n('11-11 09:30')), newYork('👍', done(), NO_CHANGE)),
  within(just('pick up reeds', n('11-12')), newYork('k', NO_CHANGE)),
  within(reminded('call the Bowery booker', n('11-11 09:00')), newYork('did it', done())),
  within(reminded('tune the toms', n('11-11 10:00')), newYork('tmrw', move(ctx, '2026-11-12', null))),
];
