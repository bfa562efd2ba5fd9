/**
 * Held-out set, hundredthirteenth part e: tour guides, travel planners and small hospitality hosts.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Siobhan, a walking-tour guide in York (ghost walks, group bookings, TripAdvisor; chatty).
 * - Raj, who runs a small travel agency in Leicester (flights, visas, Umrah and wedding groups, clients
 *   who ring late; some Gujarati words: "bhai", "haa", "ane", "kale savare", "saru").
 * - Elin, who runs a B&B in Snowdonia (guests, breakfasts, changeovers, Booking.com; some Welsh words).
 * - Tomasz, a London black-cab tour driver whose first language is Polish (tour bookings, the cab,
 *   airport runs).
 * - Hattie, a freelance tour manager taking coach groups round the Cotswolds (rooming lists, coach
 *   firms, hotels; very long messages).
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Deshawn, a Harlem walking-tour guide (gospel and history tours, group leads, tips; casual, slangy).
 * - Mei, a travel planner in Flushing whose first language is Mandarin (China tours, visas, clients;
 *   short sentences).
 * - Giulia, who runs two Airbnb apartments in Astoria and whose first language is Italian (guests,
 *   cleaners, check-ins, keys).
 * - Frank, a Circle Line-style boat tour captain out of Manhattan (crew, weather, charters; blunt).
 * - Priyanka, a destination-wedding planner in Jersey City (vendors, resorts, couples, deposits; lots
 *   of emojis).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  rename,
  snoozeFor,
  snoozeUntil,
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
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDTHIRTEENTH_ASK: HeldOutItem[] = [
  // London: plain asks with a time
  london(
    'ooh can you remind me tmrw at 10 to ring the Minster re the group booking for the ghost walk, 32 of them!! a hen do I think, God help me 😂',
    task('ring the Minster re the group booking for the ghost walk', l('11-12 10:00')),
  ),
  london(
    'Bhai remind me 6pm call Patel family re Umrah visas. They always ring late anyway',
    task('call Patel family re Umrah visas', l('11-11 18:00')),
  ),
  london(
    "shwmae! pop in 'order more bara brith from the bakery' for fri morning pls, diolch x",
    task('order more bara brith from the bakery', l('11-13 09:00')),
  ),
  london(
    'please remind me tomorow 5 in the morning, airport run Heathrow T5 for Mr Collins',
    task('airport run Heathrow T5 for Mr Collins', l('11-12 05:00')),
  ),
  london(
    "Right, long one, sorry. Tomorrow the Bourton lot arrive and before ANYTHING else I need to send the final rooming list to the Lygon Arms, they've been asking since Monday and frankly I'm mortified, so remind me first thing tomorrow to send the final rooming list to the Lygon Arms because if it isn't done before the coach at half 9 it simply won't happen, I know myself",
    task('send the final rooming list to the Lygon Arms', l('11-12 09:00')),
    task('send the final rooming list to the Lygon Arms', l('11-12 08:00')),
  ),
  london('remind me 4/12 to renew my public liability insurance', task('renew my public liability insurance', l('12-04'))),
  london(
    'kem cho! in 2 weeks remind me check Desai wedding group flights balance payment',
    task('check Desai wedding group flights balance payment', l('11-25')),
  ),
  london(
    'every Sunday at 6 can u remind me to do the Booking.com calendar for the week ahead',
    task('do the Booking.com calendar for the week ahead', l('11-15 18:00'), { repeat: every('week') }),
  ),
  // London: urgent, by a deadline
  london(
    'Is urgent, I need book MOT for cab before friday, TfL inspection is coming',
    task('book MOT for cab', l('11-13'), { important: true }),
    task('book MOT for cab', l('11-12'), { important: true }),
  ),
  london(
    "ASAP please: chase Pulham's coaches re the driver for Saturday's Broadway run. Still no name, still no mobile number, and I've got 48 pensioners and a very anxious group leader called Maureen who emails me every hour on the hour",
    task("chase Pulham's coaches re the driver for Saturday's Broadway run", null, { important: true }),
  ),
  // London: two in one, and a bare job
  london("need to reply to that grumpy TripAdvisor review AND print the lantern waivers, both before tonight's walk at 7", [
    task('reply to that grumpy TripAdvisor review', l('11-11 19:00')),
    task('print the lantern waivers', l('11-11 19:00')),
  ]),
  london('2 things pls. 1 email Mr Shah his e-visa copy 2 book Jeddah hotel for Mistry group. tmrw evening both', [
    task('email Mr Shah his e-visa copy', l('11-12 19:00')),
    task('book Jeddah hotel for Mistry group', l('11-12 19:00')),
  ]),
  london('need to ring the plumber about the shower in Room 3, drips like anything', task('ring the plumber about the shower in Room 3')),
  // London: mention a job, ask nothing
  london('the Joneses in Room 2 are leaving early tmrw so changeover can start at 10, lovely 😊', NO_CHANGE),
  london('So much traffic on Embankment today, I am 40 minutes late for tour 😤', NO_CHANGE),

  // New York: plain asks with a time
  newYork(
    'yo remind me tmrw 9am to hit up Mother AME bout the gospel group from ohio, 40 heads 🙏🏾',
    task('hit up Mother AME bout the gospel group from ohio', n('11-12 09:00')),
  ),
  newYork(
    'Remind me 3pm. Call Mrs. Lin about China visa photo. Photo is wrong size.',
    task('Call Mrs. Lin about China visa photo', n('11-11 15:00')),
  ),
  newYork(
    'ciao! tomorrow at 11 remind me give keys to Rosa the new cleaner, she start friday',
    task('give keys to Rosa the new cleaner', n('11-12 11:00')),
  ),
  newYork('6am fri. check the marine forecast before the charter.', task('check the marine forecast before the charter', n('11-13 06:00'))),
  newYork(
    'Next week Monday 10am. Remind me submit Zhang family visa application at consulate.',
    task('submit Zhang family visa application at consulate', n('11-16 10:00')),
  ),
  newYork(
    'every sat 10am remind me post the harlem history tour on the gram',
    task('post the harlem history tour on the gram', n('11-14 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'Madonna mia this guest... remind me tonight to message the guest in 2R about the check out time, he think is 3pm but is 11am',
    task('message the guest in 2R about the check out time', n('11-11 20:00')),
  ),
  newYork(
    'send Ashley & Ryan the Tulum resort deposit invoice by the 20th pls 💸💍🌴',
    task('send Ashley & Ryan the Tulum resort deposit invoice', n('11-20')),
  ),
  // New York: urgent, two in one, bare job
  newYork(
    "urgent. call Ray about the bilge pump before saturday's charter.",
    task('call Ray about the bilge pump', n('11-13'), { important: true }),
    task('call Ray about the bilge pump', n('11-14'), { important: true }),
  ),
  newYork('omg ok 2 things 🙈 1) confirm florist for the Rao wedding 2) chase Sandals re the room block. both by friday 🙏✨', [
    task('confirm florist for the Rao wedding', n('11-13')),
    task('chase Sandals re the room block', n('11-13')),
  ]),
  newYork('Tomorrow. 1 book flight Beijing for Wang family. 2 send them itinerary.', [
    task('book flight Beijing for Wang family', n('11-12')),
    task('send them itinerary', n('11-12')),
  ]),
  newYork('i need to buy new towels for the Ditmars apartment, the guests complain', task('buy new towels for the Ditmars apartment')),
  // New York: mention a job, ask nothing
  newYork('tips was crazy yesterday fr, that school group from jersey came thru 💯', NO_CHANGE),
  newYork("Coast Guard inspection's the 19th. Boat's ready.", NO_CHANGE),
  newYork('wait did I already add the DJ deposit for the Mehta wedding?? 😅', NO_CHANGE),
];

export const HUNDREDTHIRTEENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('ring the Minster re the group booking for the ghost walk', l('11-11 15:00')),
    london('ugh not now, in the middle of showing the new guide the route, give us an hour x', snoozeFor(60)),
  ),
  within(
    reminded('call Patel family re Umrah visas', l('11-11 15:00')),
    london('Haa later, 2 hours bhai, queue at visa centre', snoozeFor(120)),
  ),
  within(
    reminded('strip the beds in Room 1', l('11-11 15:00')),
    london('guests still packing!! half 4 pls', snoozeUntil(l('11-11 16:30'))),
  ),
  within(
    reminded('wash the cab', l('11-11 15:00')),
    london('I am in tour now with Americans, remind me after, 6 o clock', snoozeUntil(l('11-11 18:00'))),
  ),
  within(
    reminded('confirm dinner numbers with the Kings Arms', l('11-11 15:00')),
    london(
      "can't possibly right now, I'm on the coach with 48 people from Ohio singing Sweet Caroline and the driver has just missed the turning for Bibury so it's all kicking off back here, try me again this evening once they're fed and watered and I've had a sit down",
      snoozeUntil(l('11-11 19:00')),
    ),
  ),
  within(
    reminded('reply to that grumpy TripAdvisor review', l('11-11 15:00')),
    london('tomorrow morning, I need to calm down before I reply to THAT 😂', snoozeUntil(l('11-12 09:00'))),
  ),
  within(
    reminded('book Jeddah hotel for Mistry group', l('11-11 15:00')),
    london('after maghrib pls, say quarter past 5', snoozeUntil(l('11-11 17:15'))),
  ),
  within(
    reminded('do the Booking.com calendar for the week ahead', l('11-11 15:00')),
    london('yfory, up to my eyes in the changeover', snoozeUntil(l('11-12')), snoozeUntil(l('11-12 15:00'))),
  ),
  within(reminded('book MOT for cab', l('11-11 15:00')), london('20 minut please, I am in queue for petrol', snoozeFor(20))),
  within(
    reminded('send the final rooming list to the Lygon Arms', l('11-11 15:00')),
    london('snooze till 4', snoozeUntil(l('11-11 16:00'))),
  ),
  within(reminded('print the lantern waivers', l('11-11 15:00')), london("in a bit! 15 mins, kettle's on", snoozeFor(15))),
  within(
    reminded('email Mr Shah his e-visa copy', l('11-11 15:00')),
    london('aaje time nathi bhai, kale savare. tomorrow morning', snoozeUntil(l('11-12 09:00'))),
  ),
  within(reminded('renew PCO badge', l('11-11 15:00')), london('nie teraz, not now', snoozeFor(60))),
  within(
    reminded('check Desai wedding group flights balance payment', l('11-11 15:00')),
    london(
      'Monday pls, airline portal is down till the weekend',
      snoozeUntil(l('11-16 09:00')),
      snoozeUntil(l('11-16 12:00')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  // London: "not yet" that asks nothing
  within(
    reminded('order more bara brith from the bakery', l('11-11 15:00')),
    london("not yet, the bakery's shut on a Wednesday anyway", NO_CHANGE),
  ),
  within(
    reminded("chase Pulham's coaches re the driver for Saturday's Broadway run", l('11-11 15:00')),
    london("not yet, I've left two voicemails and I'm waiting for them to come back to me", NO_CHANGE),
  ),

  // New York
  within(
    reminded('hit up Mother AME bout the gospel group from ohio', n('11-11 10:00')),
    newYork('bruh im mid tour rn, hit me in like 2 hrs', snoozeFor(120)),
  ),
  within(reminded('Call Mrs. Lin about China visa photo', n('11-11 10:00')), newYork('Later. 30 min.', snoozeFor(30))),
  within(
    reminded('give keys to Rosa the new cleaner', n('11-11 10:00')),
    newYork('aspetta, she is late. remind me at 12', snoozeUntil(n('11-11 12:00'))),
  ),
  within(
    reminded('check the marine forecast before the charter', n('11-11 10:00')),
    newYork("after the 11 o'clock run. 1pm.", snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('confirm florist for the Rao wedding', n('11-11 10:00')),
    newYork('ugh not rn 😩 on a call w the resort in Cabo, tonight pls 🙏', snoozeUntil(n('11-11 20:00'))),
  ),
  within(reminded('post the harlem history tour on the gram', n('11-11 10:00')), newYork('tmrw mornin fam', snoozeUntil(n('11-12 09:00')))),
  within(
    reminded('submit Zhang family visa application at consulate', n('11-11 10:00')),
    newYork('Consulate close today. Friday 9am.', snoozeUntil(n('11-13 09:00')), move(ctx, '2026-11-13', '09:00')),
  ),
  within(
    reminded('message the guest in 2R about the check out time', n('11-11 10:00')),
    newYork('dopo, after lunch', snoozeUntil(n('11-11 14:00')), snoozeUntil(n('11-11 13:00'))),
  ),
  within(reminded('call Ray about the bilge pump', n('11-11 10:00')), newYork('snooze 90', snoozeFor(90))),
  within(
    reminded('chase Sandals re the room block', n('11-11 10:00')),
    newYork("push 1 hr ⏰ they don't open till 11 anyway lol", snoozeFor(60)),
  ),
  within(
    reminded('send invoice to the Brooklyn school group', n('11-11 10:00')),
    newYork('after lunch n stuff, like 2ish', snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('book flight Beijing for Wang family', n('11-11 10:00')),
    newYork('Not now. Wait Mr Wang confirm date.', snoozeFor(60), NO_CHANGE),
  ),
  within(
    reminded('buy new towels for the Ditmars apartment', n('11-11 10:00')),
    newYork('this weekend, when I go to Costco', snoozeUntil(n('11-14')), move(ctx, '2026-11-14', null)),
  ),
  // New York: "not yet" and news that ask nothing
  within(reminded('get the crew schedule out', n('11-11 10:00')), newYork('Not yet. Waiting on Luis.', NO_CHANGE)),
  within(
    reminded('send Ashley & Ryan the Tulum resort deposit invoice', n('11-11 10:00')),
    newYork("Ashley just texted they're thinking Cancun instead 😭😭 ugh", NO_CHANGE),
  ),
];

export const HUNDREDTHIRTEENTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(
    reminded('ring the Minster re the group booking for the ghost walk'),
    london("done!! and they've booked the Saturday AND the Sunday, get in 🎉", done()),
  ),
  within(
    shown('call Patel family re Umrah visas', 'book Jeddah hotel for Mistry group', 'check Desai flights balance'),
    london('1 ane 3 done', [done(num(1)), done(num(3))]),
  ),
  within(reminded('strip the beds in Room 1'), london('wedi gorffen ✔️ all fresh for the next lot', done())),
  london('Heathrow run is finish, Mr Collins give good tip 👍', done(words('Heathrow run'))),
  london(
    "Rooming list FINALLY sent to the Lygon Arms, and naturally they've put the Hendersons in the annex again despite me asking twice, but that's tomorrow's battle, so tick that one off please",
    done(words('rooming list')),
  ),
  within(
    shown('print the lantern waivers', 'reply to that grumpy TripAdvisor review', 'renew my public liability insurance'),
    london('did the waivers, the review can wait lol', done(num(1)), done(words('waivers'))),
  ),
  within(reminded('email Mr Shah his e-visa copy'), london('Sent bhai, saru', done())),
  within(
    which('ring the plumber about the shower in Room 3', 'ring the plumber about the boiler'),
    london('y cyntaf - the shower one', done(num(1)), [answer(1)]),
  ),
  within(reminded('book MOT for cab'), london('Booked, is Tuesday 8 o clock', done(), [done(), task('MOT', l('11-17 08:00'))])),
  within(
    shown("chase Pulham's re the driver", 'dinner numbers for the Kings Arms', 'Bibury tea room deposit', 'print name badges'),
    london("2, 3 and 4 all done, 1 still outstanding, Pulham's are hopeless", [done(num(2)), done(num(3)), done(num(4))]),
  ),
  london('sorted the public liability insurance, only £20 more than last year thank god', done(words('public liability insurance'))),
  within(reminded('renew PCO badge'), london('zrobione ✅', done())),
  // London: news that looks like a tick
  london('the Booking.com payout finally came through 🙌', NO_CHANGE),
  within(reminded('wash the cab'), london('Done? No, is raining whole day, no point', NO_CHANGE)),
  london(
    "the Bourton group are all checked in at last, two missing suitcases and one lady who's lost her hearing aid on the coach, but otherwise we're fine",
    NO_CHANGE,
  ),

  // New York: ticks
  within(reminded('hit up Mother AME bout the gospel group from ohio'), newYork('bet, done. they got us front pews 🙌🏾', done())),
  within(reminded('Call Mrs. Lin about China visa photo'), newYork('Called. She will retake photo.', done())),
  within(reminded('give keys to Rosa the new cleaner'), newYork('fatto! Rosa has the keys', done())),
  newYork('forecast checked. 15 knots. we go.', done(words('forecast'))),
  within(
    shown('confirm florist for the Rao wedding', 'chase Sandals re the room block', 'send the Tulum invoice'),
    newYork('1 ✅ 2 ✅ 3 still pending 🙃', [done(num(1)), done(num(2))]),
  ),
  within(
    shown('post the tour on the gram', 'invoice the brooklyn school', 'buy new umbrellas for the group'),
    newYork('did all of em 💪🏾', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  newYork('Wang family flight booked. Done.', done(words('Wang family flight'))),
  within(
    reminded('message the guest in 2R about the check out time'),
    newYork('ok I wrote to him, he say sorry sorry, he leave at 11', done()),
  ),
  within(
    which('call Ray about the bilge pump', 'call Ray about the crew schedule'),
    newYork('the pump one. done.', done(num(1)), [answer(1)]),
  ),
  newYork('DJ deposit for the Mehta wedding PAID 💸💸 finally', done(words('DJ deposit'))),
  within(reminded('send invoice to the Brooklyn school group'), newYork('yup sent that this mornin', done())),
  within(shown('Zhang visa application', 'Wang itinerary', 'Lin photo'), newYork('2 done', done(num(2)))),
  // New York: news that looks like a tick
  newYork('the Astoria apartment is booked all December!! 🎉 grazie Dio', NO_CHANGE),
  within(reminded('get the crew schedule out'), newYork("done? it's 10am. give me a break", NO_CHANGE)),
  newYork('the Rao couple finally signed the contract 🥹💍', NO_CHANGE),
];

export const HUNDREDTHIRTEENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('ring the Minster re the group booking for the ghost walk', l('11-12 10:00')),
    london("oops make that 11, I've got the dentist at 10", move(ctx, null, '11:00')),
  ),
  within(
    just('call Patel family re Umrah visas', l('11-11 18:00')),
    london('Sorry bhai not 6, 8pm. They come home late', move(ctx, null, '20:00')),
  ),
  within(just('order more bara brith from the bakery', l('11-13 09:00')), london('na, dydd Iau not Friday', move(ctx, '2026-11-12', null))),
  within(
    just('airport run Heathrow T5 for Mr Collins', l('11-12 05:00')),
    london('Sorry mistake, is not T5, is T3', rename(ctx, 'airport run Heathrow T3 for Mr Collins')),
  ),
  within(
    just('send the final rooming list to the Lygon Arms', l('11-12 09:00')),
    london(
      "Actually hang on, scrap first thing tomorrow, the coach has been moved to 8 not half 9 so there's no chance, I'll do it tonight instead, say 9pm once I've had a glass of something and the phone's stopped ringing",
      move(ctx, '2026-11-11', '21:00'),
    ),
  ),
  within(
    just('renew my public liability insurance', l('12-04')),
    london('no sorry, 14/12! it runs out on the 15th', move(ctx, '2026-12-14', null)),
  ),
  within(
    just('check Desai wedding group flights balance payment', l('11-25')),
    london('I meant Mistry group not Desai', rename(ctx, 'check Mistry wedding group flights balance payment')),
  ),
  london('symud the Booking.com calendar job to Saturday morning pls', move(words('Booking.com calendar'), '2026-11-14', '09:00')),
  within(just('book MOT for cab', l('11-13')), london('Not friday, Thursday. Friday I have full day tours', move(ctx, '2026-11-12', null))),
  within(
    reminded('confirm dinner numbers with the Kings Arms', l('11-11 15:00')),
    london(
      "push this to tomorrow at 11 would you, the landlord's not in till then and his wife refuses to take numbers over the phone",
      move(ctx, '2026-11-12', '11:00'),
      snoozeUntil(l('11-12 11:00')),
    ),
  ),
  within(
    just('reply to that grumpy TripAdvisor review', l('11-11 19:00')),
    london('wait, 6 not 7, the walk starts at 7 silly me', move(ctx, null, '18:00')),
  ),
  london('Change Jeddah hotel reminder to Friday 11am', move(words('Jeddah hotel'), '2026-11-13', '11:00')),
  // London: look like a correction, are news
  london('the Hughes booking has moved from the 20th to the 27th, typical', NO_CHANGE),
  within(
    just('airport run Heathrow T5 for Mr Collins', l('11-12 05:00')),
    london('Heathrow say roadworks at T2 whole next week, nightmare', NO_CHANGE),
  ),
  london(
    'the Cotswold Farm Park have moved our slot to 2pm on the Thursday, which means lunch in Stow has to be quicker, which means Maureen will have opinions',
    NO_CHANGE,
  ),

  // New York
  within(
    just('hit up Mother AME bout the gospel group from ohio', n('11-12 09:00')),
    newYork('nah make it 10, pastor dont pick up b4 then', move(ctx, null, '10:00')),
  ),
  within(just('Call Mrs. Lin about China visa photo', n('11-11 15:00')), newYork('Sorry. 4pm. Not 3.', move(ctx, null, '16:00'))),
  within(
    just('give keys to Rosa the new cleaner', n('11-12 11:00')),
    newYork('scusa not tomorrow, thursday... no wait tomorrow IS thursday 🤦‍♀️ ok then friday', move(ctx, '2026-11-13', null)),
  ),
  within(just('check the marine forecast before the charter', n('11-13 06:00')), newYork('5:30. not 6.', move(ctx, null, '05:30'))),
  within(
    just('send Ashley & Ryan the Tulum resort deposit invoice', n('11-20')),
    newYork("wait no it's Cancun now not Tulum 🙈🌴", rename(ctx, 'send Ashley & Ryan the Cancun resort deposit invoice')),
  ),
  within(
    just('post the harlem history tour on the gram', n('11-14 10:00')),
    newYork('actually make it fridays not sats', move(ctx, '2026-11-13', null)),
  ),
  newYork('Zhang visa. Change to 11/17.', move(words('Zhang visa'), '2026-11-17', null)),
  within(
    just('message the guest in 2R about the check out time', n('11-11 20:00')),
    newYork('no, is 3R not 2R, sorry 😅', rename(ctx, 'message the guest in 3R about the check out time')),
  ),
  within(
    reminded('call Ray about the bilge pump', n('11-11 10:00')),
    newYork("make it 3. he's on a job till then", move(ctx, null, '15:00'), snoozeUntil(n('11-11 15:00'))),
  ),
  within(
    just('confirm florist for the Rao wedding', n('11-13')),
    newYork('ooh actually thursday 😬 florist is closed fridays', move(ctx, '2026-11-12', null)),
  ),
  newYork('move the brooklyn school invoice thing to monday', move(words('brooklyn school invoice'), '2026-11-16', null)),
  within(
    just('book flight Beijing for Wang family', n('11-12')),
    newYork('Not Beijing. Shanghai.', rename(ctx, 'book flight Shanghai for Wang family')),
  ),
  // New York: look like a correction, are news
  newYork('the guest for friday change his arrival to saturday, for me is ok', NO_CHANGE),
  newYork("Charter on the 21st moved to the 22nd. Client's call.", NO_CHANGE),
  within(just('chase Sandals re the room block', n('11-13')), newYork('the couple moved the whole wedding to June 🙄💍', NO_CHANGE)),
];
