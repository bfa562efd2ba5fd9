/**
 * Held-out set, hundredeighth part a: musicians and the people who keep shows running.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Dev, a wedding band leader in Birmingham (a bit of Brummie: "bostin", "ow am ya", "tara-a-bit").
 * - Morag, a piano teacher and accompanist in Edinburgh who writes some Scots ("the morn", "mind me",
 *   "cannae", "the weans", "ilka").
 * - Jas, who owns a small recording studio in Peckham.
 * - Hattie, a touring folk singer based in Norwich (a bit of Norfolk: "hold you hard", "thass").
 * - Ayo, a DJ in Liverpool whose first language is Yoruba; writes some Scouse ("la", "sound", "our kid")
 *   and some Nigerian English ("abeg", "o", "ehn", "push am").
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Lonnie, a jazz trumpeter in Harlem.
 * - Rae, a session drummer in Bushwick who writes in clipped shorthand.
 * - Danny, a stand-up comedian in the East Village.
 * - Seo-yeon, a choir director in Queens whose first language is Korean.
 * - Priya, a theatre stage manager in Hell's Kitchen.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  done,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  num,
  rename,
  snoozeFor,
  snoozeUntil,
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
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked what matters most in a dilemma whose options it knows. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily asked for the options of a dilemma. */
const askedOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** The person said STUCK on a task and daily asked what is in the way. */
const stuck = (title: string): Partial<ConversationState> => ({ pending: { about: 'stuck', task: title }, current: { title, due: null } });
/** daily asked how a past decision turned out. */
const review = (text: string): Partial<ConversationState> => ({ pending: { about: 'review', decision: text } });

export const HUNDREDEIGHTH_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me tmrw 10am to ring the Botanical Gardens coordinator about the load-in for saturdays wedding',
    task('ring the Botanical Gardens coordinator about the load-in for saturdays wedding', l('11-12 10:00')),
  ),
  london(
    "mind me the morn at half 4 tae phone Isla's mum aboot moving her lesson",
    task("phone Isla's mum aboot moving her lesson", l('11-12 16:30')),
  ),
  london("need to bounce the stems for Kojo's EP by fri, he's chasing me bare", task("bounce the stems for Kojo's EP", l('11-13'))),
  london('on 4/12 remind me to post the merch box up to Hebden Bridge', task('post the merch box up to Hebden Bridge', l('12-04'))),
  london(
    'ey la remind me first thing tmrw to send the invoice to Baltic Market, they still owe me from last month',
    task('send the invoice to Baltic Market', l('11-12 09:00')),
    task('send the invoice to Baltic Market', l('11-12 08:00')),
  ),
  london(
    "URGENT find a dep bassist by 6 tonight, Gaz has done his back in and we've got the Edgbaston wedding sat",
    task('find a dep bassist', l('11-11 18:00'), { important: true }),
  ),
  london(
    'can ye remind me efter lunch the morn tae print the Grade 5 accompaniment parts',
    task('print the Grade 5 accompaniment parts', l('11-12 13:00')),
    task('print the Grade 5 accompaniment parts', l('11-12 14:00')),
  ),
  london('chase the PRS statement tmrw and order 2 new pop shields', [
    task('chase the PRS statement', l('11-12')),
    task('order 2 new pop shields'),
  ]),
  london(
    'at quarter to 6 remind me to ring the Arts Centre box office, want to know how many tickets weve shifted for the 28th',
    task('ring the Arts Centre box office', l('11-11 17:45')),
  ),
  london('pls remind me end of the month to renew the serato sub x', task('renew the serato sub', l('11-30'))),
  london(
    'Remind me in 2 weeks at 4pm to send the final balance invoice to the Hendersons',
    task('send the final balance invoice to the Hendersons', l('11-25 16:00')),
  ),
  london(
    'EOD send Maya the mix notes',
    task('send Maya the mix notes', l('11-11 17:00')),
    task('send Maya the mix notes', l('11-11 18:00')),
  ),
  london("abeg remind me by half 7 to collect my decks from Dami's place o", task("collect my decks from Dami's place", l('11-11 19:30'))),
  london("remind us sat to get the mixer back off our kid, he's had it weeks", task('get the mixer back off our kid', l('11-14'))),
  // London: look like an ask, change nothing
  london("the Cambridge promoter says he'll remind me about the contract next week, we'll see", NO_CHANGE),
  london("did ye add the thing aboot Ruaridh's scales or no?", NO_CHANGE),

  // New York
  newYork("remind me at noon to call Marcus about the Minton's date", task("call Marcus about the Minton's date", n('11-11 12:00'))),
  newYork('tmrw 9a pick up snare frm repair shop', task('pick up snare frm repair shop', n('11-12 09:00'))),
  newYork(
    'remind me 12/3 to pitch the Comedy Cellar booker, she said ask after thanksgiving',
    task('pitch the Comedy Cellar booker', n('12-03')),
  ),
  newYork(
    'Please remind me tomorrow 7pm, I have to send rehearsal schedule to altos. Thank you~',
    task('send rehearsal schedule to altos', n('11-12 19:00')),
  ),
  newYork('update the prop list tonight at 11 and email the ASM the new sign-in sheet tmrw at 8am', [
    task('update the prop list', n('11-11 23:00')),
    task('email the ASM the new sign-in sheet', n('11-12 08:00')),
  ]),
  newYork('ASCAP reg for the 3 new cuts by EOM', task('ASCAP reg for the 3 new cuts', n('11-30'))),
  newYork(
    'ok this is urgent: pay the deposit on the Gotham spot before 5 or they give it to someone else',
    task('pay the deposit on the Gotham spot', n('11-11 17:00'), { important: true }),
  ),
  newYork('get the valves on the Bach looked at, thurs 2ish', task('get the valves on the Bach looked at', n('11-12 14:00'))),
  newYork('11/20 remind me buy folders for new sopranos', task('buy folders for new sopranos', n('11-20'))),
  newYork('in 20 min remind me to check the fog machine fluid', task('check the fog machine fluid', inMinutes(20))),
  // New York: look like an ask, change nothing
  newYork('my manager keeps reminding me to do my taxes lmaooo as if', NO_CHANGE),
  newYork("wait when's the thing with the lighting designer again", NO_CHANGE),
];

export const HUNDREDEIGHTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    "every monday 9am send the lads the week's gig sheet",
    task("send the lads the week's gig sheet", l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'ilka Tuesday at 4 mind me tae check the tuning on the studio piano',
    task('check the tuning on the studio piano', l('11-17 16:00'), { repeat: every('week') }),
  ),
  london('pay the studio rent on the 1st of every month', task('pay the studio rent', l('12-01'), { repeat: every('month') })),
  london(
    'every other friday remind me to update the tour spreadsheet',
    task('update the tour spreadsheet', l('11-13'), { repeat: every('week', 2) }),
  ),
  london(
    'each weekday at 8 remind me to post on the insta, the algorithm is killing me',
    task('post on the insta', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london(
    "every sunday night at 8 go through next weekend's song requests",
    task("go through next weekend's song requests", l('11-15 20:00'), { repeat: every('week') }),
  ),
  london(
    'remind me the last day o every month tae send the lesson invoices tae the parents',
    task('send the lesson invoices tae the parents', l('11-30'), { repeat: every('month') }),
  ),
  london('daily at 11pm back up the session drives', task('back up the session drives', l('11-11 23:00'), { repeat: every('day') })),
  london('every year on 5/1 renew the PRS membership', task('renew the PRS membership', l('2027-01-05'), { repeat: every('year') })),
  london(
    'ehn, every friday by 4 remind me to pack the controller and the cables o, I forget the usb every time',
    task('pack the controller and the cables', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london("every thursday sort the tune list for Kitty's", task("sort the tune list for Kitty's", l('11-12'), { repeat: every('week') })),
  // London: a routine, asks for nothing
  london('rehearsals are every tuesday now, the drummer finally agreed 🙌', NO_CHANGE),
  london("i always do my invoicing on a monday, only day i'm never gigging", NO_CHANGE),
  london("the weans hae their lessons every Thursday efter school, it's murder", NO_CHANGE),

  // New York
  newYork(
    'every saturday at 10am practice long tones 45 min',
    task('practice long tones 45 min', n('11-14 10:00'), { repeat: every('week') }),
  ),
  newYork('1st of every mo - invoice Lowkey Studios', task('invoice Lowkey Studios', n('12-01'), { repeat: every('month') })),
  newYork(
    'remind me every tuesday and thursday at 6 to hit the open mic list',
    [
      task('hit the open mic list', n('11-17 18:00'), { repeat: every('week') }),
      task('hit the open mic list', n('11-12 18:00'), { repeat: every('week') }),
    ],
    [
      task('hit the open mic list', n('11-12 18:00'), { repeat: every('week') }),
      task('hit the open mic list', n('11-17 18:00'), { repeat: every('week') }),
    ],
  ),
  newYork(
    'Every Wednesday 6:30pm please remind me to send practice tracks to choir members',
    task('send practice tracks to choir members', n('11-11 18:30'), { repeat: every('week') }),
    task('send practice tracks to choir members', n('11-18 18:30'), { repeat: every('week') }),
  ),
  newYork(
    'every weekday at 7:45am remind me to check the callboard',
    task('check the callboard', n('11-12 07:45'), { repeat: every('weekday') }),
  ),
  newYork(
    'every other monday pay the rehearsal space guy, $240 cash',
    task('pay the rehearsal space guy', n('11-16'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every 3 months check ASCAP statement starting 1/15',
    task('check ASCAP statement', n('2027-01-15'), { repeat: every('month', 3) }),
  ),
  newYork(
    'every day at 9pm remind me to write 1 page of new material. no excuses',
    task('write 1 page of new material', n('11-11 21:00'), { repeat: every('day') }),
  ),
  newYork(
    'every 2 weeks on friday at 5 send payroll to the band',
    task('send payroll to the band', n('11-13 17:00'), { repeat: every('week', 2) }),
  ),
  // New York: a routine, asks for nothing
  newYork('we have tech every sunday till opening. kill me', NO_CHANGE),
  newYork('Our choir practice is every Thursday 7pm at church basement.', NO_CHANGE),
  newYork('i run every morning before the horn, 3 miles, keeps the chops up somehow', NO_CHANGE),
];

export const HUNDREDEIGHTH_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded('ring the Botanical Gardens coordinator'), london('not now mate, give us an hour', snoozeFor(60))),
  within(reminded('practise the Fauré for Saturday'), london("cannae the noo, I'm wi a pupil. try me at 5", snoozeUntil(l('11-11 17:00')))),
  within(reminded('send Maya the mix notes'), london('in a session till half 6, hit me after', snoozeUntil(l('11-11 18:30')))),
  within(
    reminded('ring the Arts Centre box office'),
    london('tomorrow morning, they shut at 3 on a wednesday', snoozeUntil(l('11-12 09:00'))),
  ),
  within(reminded('send the invoice to Baltic Market'), london('ah la not now, do us at 7', snoozeUntil(l('11-11 19:00')))),
  within(reminded("collect my decks from Dami's place"), london('abeg push am 30 mins, I never reach house', snoozeFor(30))),
  within(
    reminded('send the final balance invoice to the Hendersons'),
    london("snooze till monday, they're on honeymoon anyway", snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16'))),
  ),
  within(reminded('ring the Cambridge promoter'), london("hold you hard, I'm driving. couple of hours", snoozeFor(120))),
  // London: at 15:00 "at 2" has gone by: tomorrow 2pm, or ask; never earlier
  within(reminded('book the mastering engineer'), london('remind me again at 2', snoozeUntil(l('11-12 14:00')), NO_CHANGE)),
  // London: "not yet" and put-offs without a time ask nothing
  within(reminded('email the festival about the accompanist fee'), london('no yet', NO_CHANGE)),
  within(reminded('send Kojo the rough mixes'), london('after the call w the label', NO_CHANGE)),
  within(reminded('sort the tune list for the Friday set'), london('not yet la', NO_CHANGE)),
  within(reminded('pay Gaz for the Coventry gig'), london("will do it when the couple's deposit clears", NO_CHANGE)),
  within(reminded('send the setlist to the bride'), london("she hasn't even picked the first dance yet 🙄", NO_CHANGE)),

  // New York
  within(reminded("call Marcus about the Minton's date"), newYork("he's on a flight till 3, hit me then", snoozeUntil(n('11-11 15:00')))),
  within(reminded('invoice Dre for last wk'), newYork('snz 2h', snoozeFor(120))),
  within(
    reminded('pitch the Comedy Cellar booker'),
    newYork("lol it's 10am, comedians are not awake yet. try me at 1", snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('send rehearsal schedule to altos'),
    newYork('Sorry, now I am teaching. Please tell me again after 1 hour.', snoozeFor(60)),
  ),
  within(
    reminded('check the fog machine fluid'),
    newYork("we're in tech, ping me at the dinner break. 5:30", snoozeUntil(n('11-11 17:30'))),
  ),
  within(reminded('pick up snare frm repair shop'), newYork('tmrw', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12')))),
  within(
    reminded('restock sticks and heads at Sam Ash'),
    newYork("push it to thursday 11am, store's closed today", snoozeUntil(n('11-12 11:00')), move(ctx, '2026-11-12', '11:00')),
  ),
  within(reminded('write 1 page of new material'), newYork("till saturday noon. i'm dead inside till then", snoozeUntil(n('11-14 12:00')))),
  within(reminded('get the valves on the Bach looked at'), newYork('later man', snoozeFor(60), NO_CHANGE)),
  // New York: "not yet" and put-offs without a time ask nothing
  within(reminded('follow up with Jen about the Brooklyn show'), newYork('not yet, still writing the email in my head', NO_CHANGE)),
  within(reminded('order the Christmas cantata score'), newYork('Not yet. ㅠㅠ', NO_CHANGE)),
  within(reminded('redo the spike marks for act 2'), newYork('after half hour call', NO_CHANGE)),
  within(reminded('call Marcus about the wedding gig'), newYork("I'm on it rn", NO_CHANGE)),
];

export const HUNDREDEIGHTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('ring the Botanical Gardens coordinator', l('11-12 10:00')),
    london("make it half 11, she's not in till 11", move(ctx, null, '11:30')),
  ),
  within(just("phone Isla's mum", l('11-12 16:30')), london('och no, make that Friday', move(ctx, '2026-11-13', null))),
  within(
    just("bounce the stems for Kojo's EP", l('11-13')),
    london('nah actually thurs, he moved his deadline up', move(ctx, '2026-11-12', null)),
  ),
  within(just('post the merch box up to Hebden Bridge', l('12-04')), london('sorry I meant 2/12 not 4/12', move(ctx, '2026-12-02', null))),
  within(just('send the invoice to Baltic Market', l('11-12 09:00')), london('no wait, 2pm', move(ctx, null, '14:00'))),
  london('move the Hendersons invoice to friday 2pm', move(words('Hendersons invoice'), '2026-11-13', '14:00')),
  within(
    just('print the Grade 5 accompaniment parts', l('11-12 13:00')),
    london("sorry, it's the Grade 6 parts no the 5", rename(ctx, 'print the Grade 6 accompaniment parts')),
  ),
  within(
    reminded('send Maya the mix notes', l('11-11 15:00')),
    london("move it to 4, she's running late", move(ctx, null, '16:00'), snoozeUntil(l('11-11 16:00'))),
  ),
  within(
    just('ring the Arts Centre box office', l('11-11 17:45')),
    london("oh bugger thass the wrong venue, it's the Waterfront not the Arts Centre", rename(ctx, 'ring the Waterfront box office')),
  ),
  london("the Kitty's one, move it to sat at 1", move(words("Kitty's"), '2026-11-14', '13:00')),
  london('change the pop shield one to monday', move(words('pop shield'), '2026-11-16', null)),
  // London: look like corrections, are news
  within(
    just("collect my decks from Dami's place", l('11-11 19:30')),
    london("Dami said he's moved to Toxteth now btw, same number", NO_CHANGE),
  ),
  within(
    just('find a dep bassist', l('11-11 18:00')),
    london('the Edgbaston lot have moved their first dance to before the speeches, whatever', NO_CHANGE),
  ),
  within(
    just('check the tuning on the studio piano', l('11-17 16:00')),
    london('the Usher Hall concert got cancelled, whit a scunner', NO_CHANGE),
  ),

  // New York
  within(
    just("call Marcus about the Minton's date", n('11-11 12:00')),
    newYork("make it 12:30, he's teaching till noon", move(ctx, null, '12:30')),
  ),
  within(just('pick up snare frm repair shop', n('11-12 09:00')), newYork('nvm 11', move(ctx, null, '11:00'))),
  within(
    just('pitch the Comedy Cellar booker', n('12-03')),
    newYork("wait 12/3's a thursday, make it 12/4", move(ctx, '2026-12-04', null)),
  ),
  within(
    just('send rehearsal schedule to altos', n('11-12 19:00')),
    newYork('Sorry, not altos. Tenors.', rename(ctx, 'send rehearsal schedule to tenors')),
  ),
  newYork('move the fog machine check to 6:15, we go up at 7', move(words('fog machine'), null, '18:15')),
  within(
    just('get the valves on the Bach looked at', n('11-12 14:00')),
    newYork('actually friday same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:00')),
  ),
  newYork('mv Lowkey invoice to 11/16', move(words('Lowkey invoice'), '2026-11-16', null)),
  within(
    reminded('pay the deposit on the Gotham spot'),
    newYork('push to 4, i get paid at 3:30', move(ctx, null, '16:00'), snoozeUntil(n('11-11 16:00'))),
  ),
  newYork("rename the snare one to 'pick up snare + new heads'", rename(words('snare'), 'pick up snare + new heads')),
  // New York: look like corrections, are news
  within(just('update the prop list', n('11-11 23:00')), newYork('the director moved the put-in to friday', NO_CHANGE)),
  within(just('buy folders for new sopranos', n('11-20')), newYork('Concert is moved to Dec 12 because church renovation.', NO_CHANGE)),
  within(
    just('hit the open mic list', n('11-12 18:00')),
    newYork("lol my spot got moved to 11:40, the headliner's running long", NO_CHANGE),
  ),
];

export const HUNDREDEIGHTH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    "ok so um yeah, right, couple of things. need to ring the photographer at the Belfry tomorrow about where we're setting up, and er, " +
      "get the van MOT'd by the end of the month, and I said I'd send Sharon the first dance in her key. god this week is bostin busy",
    [
      task("ring the photographer at the Belfry about where we're setting up", l('11-12')),
      task("get the van MOT'd", l('11-30')),
      task('send Sharon the first dance in her key'),
    ],
  ),
  london(
    "right so, aye, the morn's a nightmare. Callum at 4 then the choir. I need tae photocopy the Rutter the morn, and I still havenae " +
      "paid the piano tuner, och and phone the Queen's Hall aboot Saturday's rehearsal",
    [task('photocopy the Rutter', l('11-12')), task('pay the piano tuner'), task("phone the Queen's Hall aboot Saturday's rehearsal")],
  ),
  london(
    "so um, yeah, voice note cos I'm driving. need to invoice Kojo's label for the 3 days, remind me at 6 to order more tape for the MCI, " +
      'and remind me friday at 7 to get in early for the aircon guy',
    [
      task("invoice Kojo's label for the 3 days"),
      task('order more tape for the MCI', l('11-11 18:00')),
      task('get in early for the aircon guy', l('11-13 07:00')),
    ],
  ),
  london(
    'ok so boss, abeg listen. tomorrow I need to pick the new headphones from the post office, then friday call the promoter for ' +
      'Invisible Wind Factory about my set time, oh and I must send my mum money for the owambe o, I forget every time',
    [
      task('pick the new headphones from the post office', l('11-12')),
      task('call the promoter for Invisible Wind Factory about my set time', l('11-13')),
      task('send my mum money for the owambe'),
    ],
  ),
  london(
    "right, um, so I'm back from Lowestoft, knackered, the van's making that noise again so I need to get it booked in at Dave's, " +
      "and I promised the folk club I'd send them a poster by monday, oh and ring mum back, she left a message",
    [task("get the van booked in at Dave's"), task('send the folk club a poster', l('11-16')), task('ring mum back')],
  ),
  london(
    "so the 2pm tomorrow's cancelled, the singer's got tonsillitis, poor thing. so um I need to text Lewis to see if he wants that slot, " +
      'and refund her deposit I guess. ugh',
    [task('text Lewis to see if he wants that slot'), task('refund her deposit')],
  ),
  london(
    "eh, bit low today. the gig in Ely was half empty and I sold like four CDs. anyway. I should reorder the tote bags, that's the " +
      'one thing, rest of it can wait',
    [task('reorder the tote bags')],
    [talk('feeling'), task('reorder the tote bags')],
  ),
  // London: decisions said out loud
  london(
    "so I've been going back and forth all week but I think that's it, I'm not doing the Germany leg in January. the money doesn't " +
      "add up after the ferry and the van hire, and I'd rather be home for mum",
    decision,
  ),
  london(
    "I've thought aboot it and I'm gonnae stop daein the Saturday mornin lessons efter Christmas. I'm done in and the weans dinnae " +
      'practise anyway',
    decision,
  ),
  london(
    "Right I've decided, going with the Pioneer not the Denon, the jog wheels are just better sha. so I need to sell the old " +
      'controller on Facebook this weekend',
    [decision, task('sell the old controller on Facebook', l('11-14'))],
  ),
  // London: rambles with no job in them
  london(
    "man today's been long. the Neve's been crackling all day, the client was an hour late, the kettle broke, I'm just gonna sit " +
      'here in the dark for a bit lol',
    NO_CHANGE,
  ),
  london(
    "the Solihull couple cancelled, which honestly, the mother of the bride was a nightmare so I'm not even that fussed, we kept the " +
      'deposit anyway. need a cuppa',
    NO_CHANGE,
  ),
  london(
    'honestly last night at the Baltic was mad la, the crowd was sound, I dropped that Fela edit and everyone just lost it. I think ' +
      "I'm finally finding my sound you know",
    NO_CHANGE,
  ),

  // New York
  newYork(
    "ok so uh, man. gotta call the Smoke booker about january, need to get my horn to Roy's for the valve thing by friday, and " +
      "tuesday I'm teaching at 4 so remind me at 3 that day to grab the etude books",
    [
      task('call the Smoke booker about january'),
      task("get my horn to Roy's for the valve thing", n('11-13')),
      task('grab the etude books', n('11-17 15:00')),
    ],
  ),
  newYork('k so. tmrw b4 noon restock sticks + heads @ Sam Ash. invoice Dre for last wk. call mom sometime. ugh long day', [
    task('restock sticks + heads @ Sam Ash', n('11-12 12:00')),
    task('invoice Dre for last wk'),
    task('call mom'),
  ]),
  newYork(
    "Today I'm so busy. I have to call the pianist for Sunday service, and also order the Christmas cantata score, 40 copies. " +
      'And tomorrow 10am I have meeting with pastor about budget, please remind me 9:30.',
    [
      task('call the pianist for Sunday service'),
      task('order the Christmas cantata score, 40 copies'),
      task('meeting with pastor about budget', n('11-12 09:30')),
    ],
  ),
  newYork(
    "ok voice memo, walking to the theatre. things: order a case of gaff tape, we're basically out. redo the spike marks for act 2 " +
      'tomorrow. and I have to send the rehearsal report tonight by 11 or the PSM will literally end me',
    [
      task('order a case of gaff tape'),
      task('redo the spike marks for act 2', n('11-12')),
      task('send the rehearsal report', n('11-11 23:00')),
    ],
  ),
  newYork(
    "um ok so. send my tape to the Just For Laughs people by the 20th. and buy a new mic stand cuz mine's held together with a hair " +
      'tie. and remind me thursday to follow up with Jen about the Brooklyn show',
    [
      task('send my tape to the Just For Laughs people', n('11-20')),
      task('buy a new mic stand'),
      task('follow up with Jen about the Brooklyn show', n('11-12')),
    ],
  ),
  // New York: decisions said out loud
  newYork(
    "ok I've made up my mind, i'm dropping the podcast. it eats like 10 hours a week and nobody's booking me because of it",
    decision,
  ),
  newYork('decided. not doing the cruise gig. 6 wks away from the city = dead to every producer here', decision),
  // New York: rambles with no job in them
  newYork(
    "so i bombed at the Stand last night, like BOMBED. the crowd was a bachelorette party and I did 7 minutes about my dad's hernia. " +
      "anyway that's where i'm at",
    NO_CHANGE,
  ),
  newYork(
    "been thinking, I used to practice 3 hours a day when I was 20 and now I'm lucky if I get 40 min. not complaining, just noticing. " +
      "the sound's better now anyway",
    NO_CHANGE,
  ),
  newYork(
    'ok tech is DONE, we got through the whole of act 2, the sound board only died once, im going home to lie on the floor',
    NO_CHANGE,
  ),
  newYork('Today rehearsal was very good. Tenors finally learn their part. I am happy, little tired.', NO_CHANGE),
];

export const HUNDREDEIGHTH_ANSWER: HeldOutItem[] = [
  // London
  within(which('send the Hendersons invoice', 'send the Patels invoice'), london('the patels one', answer(2))),
  within(
    askedChoice('Take the Sunday church job or keep Sundays free?', 'take the church job', 'keep Sundays free'),
    london('the second, I need ae day aff', answer(2)),
  ),
  within(
    askedChoice('Buy a new preamp or fix the old console?', 'buy the new preamp', 'fix the old console'),
    london('fix it innit, way cheaper', answer(2)),
  ),
  within(
    which('ring the Arts Centre box office', 'ring the Waterfront box office', 'ring the Ely cathedral office'),
    london('3', answer(3)),
  ),
  within(
    askedChoice('Take the Ibiza residency or stay for the Liverpool season?', 'Ibiza residency', 'stay in Liverpool'),
    london("neither tbh, I'm gonna wait and see what Berlin says", answer(null)),
  ),
  within(askedChoice('Take on the festival accompanist job?', 'say yes', 'say no'), london("no sure yet, I'll sleep on it", answer(null))),
  within(stuck('find a dep bassist'), london("everyone I know's booked, it's still wedding season apparently", answer(null))),
  within(
    askedOptions('Should I take on a second engineer?'),
    london('either get Kemi in part time or just keep doing it myself and turn the late sessions down', answer(null)),
  ),
  within(
    askedMatters('Van or train for the Scottish dates?', 'hire a van', 'get the train'),
    london('money really. and not being knackered for the gigs', answer(null)),
  ),
  within(which('send the invoice to Baltic Market', "send the invoice to Kitty's"), london('the first one la', answer(1))),
  within(
    askedChoice('Van or train for the Scottish dates?', 'hire a van', 'get the train'),
    london("train. I'm not driving to Inverness in December again, learnt my lesson", answer(2)),
  ),
  within(
    review('Moved the band rehearsals from Thursdays to Tuesdays'),
    london('yeah worked out grand, everyone actually turns up now', answer(null)),
  ),
  // London: replies that are not an answer
  within(
    which("phone Isla's mum", "phone Ruaridh's dad"),
    london('oh hang on, mind me tae get milk at 6', task('get milk', l('11-11 18:00'))),
  ),

  // New York
  within(which("call Marcus about the Minton's date", 'call Marcus about the wedding gig'), newYork('the wedding one', answer(2))),
  within(askedChoice('Take the Nashville tour or stay for the NYC sessions?', 'Nashville tour', 'NYC sessions'), newYork('2', answer(2))),
  within(
    askedChoice('Move to LA or stay in New York?', 'move to LA', 'stay in New York'),
    newYork('ugh the first one. i hate it but yes', answer(1)),
  ),
  within(
    askedChoice('Which hall for the Christmas concert?', 'church sanctuary', 'Flushing Town Hall'),
    newYork('Second one is better I think, because of parking.', answer(2)),
  ),
  within(which('email the ASM the sign-in sheet', 'email the PSM the rehearsal report'), newYork('PSM', answer(2))),
  within(
    askedChoice('Take the Blue Note Sunday brunch residency?', 'take it', 'pass'),
    newYork('not yet, need to hear what they pay first', answer(null)),
  ),
  within(askedChoice('Which producer to work with on the EP?', 'Dre', 'Lowkey Studios'), newYork('neither', answer(null))),
  within(
    askedChoice('Where to do the album release show?', 'rent the Village Underground room ($400)', 'rent the bar back room ($150)'),
    newYork('the cheaper one obv', answer(2)),
  ),
  within(stuck('write 1 page of new material'), newYork("honestly i just stare at the page. nothing's funny rn", answer(null))),
  within(
    askedOptions('How to fill the soprano solo at Christmas concert?'),
    newYork('Maybe two options. Hire professional soloist, or train our soprano Grace.', answer(null)),
  ),
  within(review('Hired a second ASM for the run'), newYork('best call I made all year, Dani is incredible', answer(null))),
  // New York: replies that are not a pick
  within(
    askedChoice('Take the Nashville tour or stay for the NYC sessions?', 'Nashville tour', 'NYC sessions'),
    newYork('thanks, seeing it written down actually helps a lot', NO_CHANGE),
  ),
  within(
    which('pick up snare frm repair shop', 'pick up cymbals frm repair shop'),
    newYork('both, grabbed em both this morning', [done(num(1)), done(num(2))], answer(null)),
  ),
];
