/**
 * Held-out set, hundredeleventh part e: health and wellbeing practitioners in private practice.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Harriet, physiotherapist with her own clinic in Bath (patients, the couch, the hydro pool booking, Physitrack).
 * - Imran, owner of a two-chair dental practice in Manchester (the nurses, the lab, NHS UDAs, the compressor).
 * - Jo, counsellor in Brighton working from a rented room (supervision, clients by first initial only, notes).
 * - Chidi, independent pharmacist in Woolwich; Igbo is his first language (wholesalers, the locum, flu jabs).
 * - Rhiannon, personal trainer in Swansea who drops in some Welsh (outdoor bootcamps, clients, the gym she rents from).
 *
 * New York time (month-first dates, 4/12 = April 12):
 * - Dr. Alvarez, chiropractor in Hoboken (insurance billing, the front desk, adjustments, X-ray referrals).
 * - Maya, yoga studio owner in Williamsburg (teachers, class packs, the Mindbody schedule, the landlord).
 * - Jean-Baptiste, home-visit physical therapist in Flatbush; Haitian Creole is his first language.
 * - Wing, acupuncturist in Chinatown; Cantonese is her first language (herbs, the supplier, patients, short sentences).
 * - Rebecca, nutritionist on the Upper West Side (client plans, telehealth calls, a newsletter, very long messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
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

export const HUNDREDELEVENTH_ASK: HeldOutItem[] = [
  // London
  london(
    "remind me tmrw 8am to book the hydro pool for Mrs Pearce's session",
    task("book the hydro pool for Mrs Pearce's session", l('11-12 08:00')),
  ),
  london('pls add send Mr Okoro his Physitrack programme by fri', task('send Mr Okoro his Physitrack programme', l('11-13'))),
  london(
    'remind me monday morning to order couch roll and ultrasound gel, both nearly out',
    task('order couch roll and ultrasound gel', l('11-16 09:00')),
    [task('order couch roll', l('11-16 09:00')), task('order ultrasound gel', l('11-16 09:00'))],
  ),
  london(
    'Remind me to ring the lab at 4 about the crown for Mr Bhatti, was meant to be back yesterday',
    task('ring the lab about the crown for Mr Bhatti', l('11-11 16:00')),
  ),
  london(
    "URGENT get the compressor serviced before friday, it's making that rattling noise again",
    task('get the compressor serviced', l('11-13'), { important: true }),
    task('get the compressor serviced', l('11-12'), { important: true }),
  ),
  london(
    'need to check where we are with the UDAs before end of the month or NHS will claw it back',
    task('check where we are with the UDAs', l('11-30')),
  ),
  london("put in: nurses' rota for december on 1/12, and pay the lab invoice 4/12", [
    task("nurses' rota for december", l('12-01')),
    task('pay the lab invoice', l('12-04')),
  ]),
  london(
    'supervision with Ruth is 24/11 at 10. remind me the day before to pull my notes together',
    task('pull my notes together', l('11-23')),
    [task('supervision with Ruth', l('11-24 10:00')), task('pull my notes together', l('11-23'))],
  ),
  london("write up K's notes tonight pls, I always put it off", task("write up K's notes", l('11-11 20:00'))),
  london(
    'Please tomorrow morning remind me to call Alliance about the flu vaccines, the delivery came short by two boxes',
    task('call Alliance about the flu vaccines', l('11-12 09:00')),
  ),
  london(
    'I must book the locum for the 28th because I am going to my cousin wedding in Enugu. Remind me on friday',
    task('book the locum for the 28th', l('11-13')),
  ),
  london(
    "bore da! remind me at half 5 to text the bootcamp lot that tomorrow's on the beach not the park",
    task("text the bootcamp lot that tomorrow's on the beach not the park", l('11-11 17:30')),
  ),
  london('pay the gym my rent on the 1st of every month x', task('pay the gym my rent', l('12-01'), { repeat: every('month') })),
  // London: look like an ask, or half of one
  london("Physitrack emails me about renewing the subscription anyway so don't worry about that one", NO_CHANGE),
  london("my supervisor says I should write notes the same day. she's right. I never do", NO_CHANGE),
  london('The locum pharmacist say she will remind me herself about the CPD forms', NO_CHANGE),

  // New York
  newYork(
    'Remind me to call Horizon about the denied claims for Mrs. Kowalski tomorrow at 2',
    task('call Horizon about the denied claims for Mrs. Kowalski', n('11-12 14:00')),
  ),
  newYork(
    "Have the front desk confirm Friday's adjustments by EOD",
    task("have the front desk confirm Friday's adjustments", n('11-11 17:00')),
  ),
  newYork(
    "need to send Mr. Reyes's X-ray referral to Hudson Imaging asap",
    task("send Mr. Reyes's X-ray referral to Hudson Imaging", null, { important: true }),
  ),
  newYork('remind me 12/1 to post the december schedule on mindbody', task('post the december schedule on mindbody', n('12-01'))),
  newYork(
    'ok 2 things: email the landlord about the radiator in studio B tomorrow am, and reorder the class pack punch cards by the 20th',
    [task('email the landlord about the radiator in studio B', n('11-12 09:00')), task('reorder the class pack punch cards', n('11-20'))],
  ),
  newYork(
    "tonight remind me find a sub for priya's thursday 6pm class 🙏",
    task("find a sub for priya's thursday 6pm class", n('11-11 20:00')),
  ),
  newYork(
    'Remind me for tomorrow 8h30 to call Mme Joseph family before I go for the visit',
    task('call Mme Joseph family before I go for the visit', n('11-12 08:30')),
  ),
  newYork(
    'I need to renew my CPR card before it expire on 12/15',
    task('renew my CPR card', n('12-15')),
    task('renew my CPR card', n('12-14')),
  ),
  newYork('send mileage log to the agency on the 30, dont let me forget', task('send mileage log to the agency', n('11-30'))),
  newYork('tomorrow 11am order herbs from supplier. huang qi finish.', task('order herbs from supplier', n('11-12 11:00'))),
  newYork('Mrs Lee needle 3pm. remind me 2:45', task('Mrs Lee needle', n('11-11 14:45'))),
  newYork(
    "Hi! So I just got off a telehealth call with the client who's doing the low FODMAP plan and I realized I totally forgot to send her the reintroduction phase handout, can you remind me to do that this afternoon, like 3ish? And also the newsletter, I want it drafted before the weekend so I can schedule it for Monday, so maybe a reminder Thursday evening to draft the newsletter.",
    [task('send her the reintroduction phase handout', n('11-11 15:00')), task('draft the newsletter', n('11-12 19:00'))],
  ),
  newYork('Can you add "update Dana\'s meal plan" for Monday 9am please? Thank you!!', task("update Dana's meal plan", n('11-16 09:00'))),
  // New York: look like an ask, or half of one
  newYork('The front desk already put the Aetna callback in the calendar.', NO_CHANGE),
  newYork('supplier say delivery maybe friday. maybe monday.', NO_CHANGE),
  newYork('i should really raise the drop-in price at some point lol', NO_CHANGE, task('raise the drop-in price')),
];

export const HUNDREDELEVENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded("book the hydro pool for Mrs Pearce's session"), london('patient on the couch, 30 mins', snoozeFor(30))),
  within(reminded('send Mr Okoro his Physitrack programme'), london('after my last patient, so about 6ish', snoozeUntil(l('11-11 18:00')))),
  within(reminded('ring the lab about the crown for Mr Bhatti', l('11-11 15:00')), london('mid filling, 45 min', snoozeFor(45))),
  within(
    reminded('get the compressor serviced'),
    london('tomorrow lunchtime, engineer not answering today', snoozeUntil(l('11-12 12:30'))),
  ),
  within(
    reminded('check where we are with the UDAs'),
    london('not till monday mate, practice manager has the figures', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00'))),
  ),
  within(reminded('email the practice manager about the nurses rota'), london('snooze 2 hrs', snoozeFor(120))),
  within(reminded("write up K's notes"), london("I'm with clients till 7, then", snoozeUntil(l('11-11 19:00')))),
  within(reminded('pay room rent to Sandra'), london('friday morning x', snoozeUntil(l('11-13 09:00')))),
  within(
    reminded('call Alliance about the flu vaccines'),
    london('Please give me one hour, the queue for flu jab is very long now', snoozeFor(60)),
  ),
  within(reminded('order the paracetamol from the wholesaler'), london('remind me again by 5 o clock', snoozeUntil(l('11-11 17:00')))),
  within(reminded('text the bootcamp lot'), london('nes ymlaen, out on a run', snoozeFor(60))),
  within(reminded('pay the gym my rent'), london('tomorrow after my 7am bootcamp, like 9?', snoozeUntil(l('11-12 09:00')))),
  within(
    reminded('order couch roll'),
    london('leave it till next week, still got half a box', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00'))),
  ),
  // London: a bare hour that has already gone today (2 is 14:00, past at 15:00: tomorrow)
  within(reminded('ring the dental lab about the dentures', l('11-11 15:00')), london('do it at 2', snoozeUntil(l('11-12 14:00')))),
  // London: "not yet" and news
  within(reminded('book supervision with Ruth'), london("not yet, she hasn't sent her dates", NO_CHANGE)),
  within(reminded('sort the locum for the 28th'), london('The locum say she will confirm later today', NO_CHANGE)),

  // New York
  within(
    reminded('call Horizon about the denied claims for Mrs. Kowalski'),
    newYork('Back-to-back adjustments until noon, remind me at 12:15', snoozeUntil(n('11-11 12:15'))),
  ),
  within(reminded("have the front desk confirm Friday's adjustments"), newYork('in an hour', snoozeFor(60))),
  within(reminded('post the december schedule on mindbody'), newYork('teaching rn 🙏 1.5 hrs', snoozeFor(90))),
  within(
    reminded('email the landlord about the radiator in studio B'),
    newYork('ugh tomorrow. he never reads emails on wednesdays anyway', snoozeUntil(n('11-12')), snoozeUntil(n('11-12 09:00'))),
  ),
  within(
    reminded('call Mme Joseph family'),
    newYork('I am on the road between 2 patient, remind me again at 1h this afternoon', snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('renew my CPR card'),
    newYork('next week please, this week too busy with the visits', snoozeUntil(n('11-16')), snoozeUntil(n('11-16 09:00'))),
  ),
  within(reminded('order herbs from supplier'), newYork('later. patient now.', snoozeFor(60))),
  within(reminded('Mrs Lee needle'), newYork('10 min', snoozeFor(10))),
  within(
    reminded('send her the reintroduction phase handout'),
    newYork(
      "Oh gosh, yes, I know, I know. I'm literally about to jump on another telehealth call that's going to run at least 45 minutes, probably closer to an hour because she always has a million questions about supplements, so can you nudge me again in an hour and a half? That gives me time to grab lunch too.",
      snoozeFor(90),
    ),
  ),
  within(
    reminded('draft the newsletter'),
    newYork('Can we push this one to Saturday morning? I honestly think better on weekends.', snoozeUntil(n('11-14 09:00'))),
  ),
  within(
    reminded("send Mr. Reyes's X-ray referral to Hudson Imaging"),
    newYork('after lunch', snoozeUntil(n('11-11 14:00')), snoozeUntil(n('11-11 13:00'))),
  ),
  within(reminded("find a sub for priya's thursday 6pm class"), newYork('tonight at 9 pls', snoozeUntil(n('11-11 21:00')))),
  // New York: a bare hour that has already gone today (9am has passed: tonight or tomorrow morning)
  within(
    reminded('call the supplier about the huang qi', n('11-11 10:00')),
    newYork("tell me 9 o'clock", snoozeUntil(n('11-11 21:00')), snoozeUntil(n('11-12 09:00'))),
  ),
  // New York: "not yet", "not right now" and news
  within(reminded('send mileage log to the agency'), newYork('poko, not yet', NO_CHANGE)),
  within(reminded('call Aetna about the prior auth'), newYork('Aetna has had me on hold for 40 minutes already. Unbelievable.', NO_CHANGE)),
  within(reminded("update Dana's meal plan"), newYork('not right now', snoozeFor(60), NO_CHANGE)),
];

export const HUNDREDELEVENTH_DONE: HeldOutItem[] = [
  // London
  within(reminded("book the hydro pool for Mrs Pearce's session"), london('booked! 10am slot thursday', done())),
  within(
    shown('send Mr Okoro his Physitrack programme', 'order couch roll', 'book the hydro pool', 'invoice Bupa'),
    london('done 1 & 4', [done(num(1)), done(num(4))]),
  ),
  within(reminded('ring the lab about the crown for Mr Bhatti'), london("spoke to them, crown's on its way over", done())),
  london('compressor engineer came this morning, all serviced and quiet again', done(words('compressor'))),
  within(reminded("write up K's notes"), london('written up and locked away 🔒', done())),
  within(
    shown('pay room rent to Sandra', 'book supervision with Ruth', 'renew BACP membership'),
    london('paid Sandra and renewed BACP', [done(num(1)), done(num(3))], [done(words('Sandra')), done(words('BACP'))]),
  ),
  within(
    reminded('call Alliance about the flu vaccines'),
    london('I have called them, they will send the remaining two boxes tomorrow', done()),
  ),
  london('Locum is booked for 28th, finished', done(words('locum'))),
  within(reminded("text the bootcamp lot that tomorrow's on the beach not the park"), london('sent ✔️ diolch', done())),
  within(
    shown('pay the gym my rent', 'new spin playlist', 'chase Gareth for his PT fees', 'post bootcamp pics'),
    london("all done except gareth, he's dodging me lol", [done(num(1)), done(num(2)), done(num(4))]),
  ),
  within(shown("nurses' rota for december", 'pay the lab invoice', 'UDA check'), london('Rota done', done(num(1)), done(words('rota')))),
  // London: news that looks like a tick
  london('last patient done for the day, absolutely knackered', NO_CHANGE),
  within(reminded("write up M's notes"), london("M's session is done but I'm too drained to write it up now", NO_CHANGE)),
  london('Flu jab clinic finish for today, we did 46 jabs!', NO_CHANGE),
  within(just('sort a new playlist for the spin class'), london('half done the playlist, need 3 more tunes', NO_CHANGE)),
  london('did we ever pay the lab for October?', NO_CHANGE),

  // New York
  within(reminded('call Horizon about the denied claims for Mrs. Kowalski'), newYork("Called. They're reprocessing both claims.", done())),
  within(
    shown('sign the billing batch', 'X-ray referral for Mr. Reyes', 'call back the Hudson Imaging scheduler'),
    newYork('Took care of 2 and 3', [done(num(2)), done(num(3))]),
  ),
  within(reminded('post the december schedule on mindbody'), newYork('december is live on mindbody ✨', done())),
  newYork('paid the landlord the november rent finally', done(words('rent')), NO_CHANGE),
  within(reminded('call Mme Joseph family'), newYork('I call them already, the daughter will be there for the visit', done())),
  newYork('CPR card renew ✅', done(words('CPR card'))),
  within(reminded('order herbs from supplier'), newYork('ordered.', done())),
  within(
    shown('order herbs from supplier', 'Mrs Lee needle', 'pay rent', 'clean the cupping set'),
    newYork('1 and 3 finish', [done(num(1)), done(num(3))]),
  ),
  within(
    reminded("update Dana's meal plan"),
    newYork(
      "Done! I ended up reworking her whole week actually, swapped the overnight oats for a savory breakfast since she said she's starving by 10, and added two snack options. She seemed really happy with it when we went over it on the call.",
      done(),
    ),
  ),
  within(
    shown('send her the reintroduction phase handout', 'draft the newsletter', 'invoice the October telehealth clients'),
    newYork('Handout sent and invoices out! Newsletter still in progress', [done(num(1)), done(num(3))]),
  ),
  within(
    shown("find a sub for priya's class", 'reorder class pack cards', 'email landlord re radiator'),
    newYork('found a sub 🙌 jess is covering', done(num(1))),
  ),
  newYork("Front desk confirmed all of Friday's adjustments.", done(words("Friday's adjustments"))),
  // New York: news that looks like a tick
  newYork('patient finish. next one 2pm', NO_CHANGE),
  within(just('send mileage log to the agency', n('11-30')), newYork('I finish the log for 2 weeks only, the rest I do later', NO_CHANGE)),
  newYork("Is the handout thing done? I honestly can't remember if I hit send", NO_CHANGE),
  newYork('class packs sold out for the holiday special!!', NO_CHANGE),
];

export const HUNDREDELEVENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just("book the hydro pool for Mrs Pearce's session", l('11-12 08:00')),
    london('sorry, 7.30 not 8, the pool office opens early', move(ctx, null, '07:30')),
  ),
  within(just('send Mr Okoro his Physitrack programme', l('11-13')), london('oops meant thursday', move(ctx, '2026-11-12', null))),
  within(
    just('ring the lab about the crown for Mr Bhatti', l('11-11 16:00')),
    london("no 5, they're not back from lunch till half 4", move(ctx, null, '17:00')),
  ),
  within(
    just("nurses' rota for december", l('12-01')),
    london('make it 27/11, it needs to be out before december', move(ctx, '2026-11-27', null)),
  ),
  london(
    'change the compressor service to next tuesday',
    move(words('compressor'), '2026-11-17', null),
    move(words('compressor'), '2026-11-24', null),
  ),
  within(just('pay the lab invoice', l('12-04')), london('argh no, 3/12 - they take payment on the 3rd', move(ctx, '2026-12-03', null))),
  within(just("write up K's notes", l('11-11 20:00')), london("sorry it's J's notes not K's", rename(ctx, "write up J's notes"))),
  within(just('pull my notes together', l('11-23')), london('make it 8am on the 24th instead', move(ctx, '2026-11-24', '08:00'))),
  within(
    just('call Alliance about the flu vaccines', l('11-12 09:00')),
    london('Sorry, not Alliance, is Phoenix the wholesaler I mean', rename(ctx, 'call Phoenix about the flu vaccines')),
  ),
  within(
    just('book the locum for the 28th', l('11-13')),
    london('No is Thursday I want, on Friday I am off', move(ctx, '2026-11-12', null)),
  ),
  within(
    just("text the bootcamp lot that tomorrow's on the beach not the park", l('11-11 17:30')),
    london("wait make it 6, I'm still on the beach with the 5 o'clock group", move(ctx, null, '18:00')),
  ),
  london("move gareth's fees chase to sat morning", move(words('gareth'), '2026-11-14', '09:00')),
  within(just('pay the gym my rent', l('12-01')), london("actually the 2nd, that's when i get paid", move(ctx, '2026-12-02', null))),
  within(
    reminded('invoice Bupa', l('11-11 15:00')),
    london('push it to tomorrow 5pm', move(ctx, '2026-11-12', '17:00'), snoozeUntil(l('11-12 17:00'))),
  ),
  // London: news that mentions a change
  within(just('pay room rent to Sandra', l('11-13')), london("Sandra's putting the rent up from January, great", NO_CHANGE)),
  within(
    just('call Alliance about the flu vaccines', l('11-12 09:00')),
    london('The wholesaler has changed the delivery day to Tuesday', NO_CHANGE),
  ),

  // New York
  within(
    just('call Horizon about the denied claims for Mrs. Kowalski', n('11-12 14:00')),
    newYork('Make that 3:15, I have a new patient at 2.', move(ctx, null, '15:15')),
  ),
  within(
    just("send Mr. Reyes's X-ray referral to Hudson Imaging"),
    newYork("Sorry, not Hudson. It's Meadowlands Imaging.", rename(ctx, "send Mr. Reyes's X-ray referral to Meadowlands Imaging")),
  ),
  within(
    reminded('sign the billing batch', n('11-11 10:00')),
    newYork('Move it to Monday 8am', move(ctx, '2026-11-16', '08:00'), snoozeUntil(n('11-16 08:00'))),
  ),
  within(
    just('post the december schedule on mindbody', n('12-01')),
    newYork('wait no, 11/28, people start booking early', move(ctx, '2026-11-28', null)),
  ),
  within(
    just('email the landlord about the radiator in studio B', n('11-12 09:00')),
    newYork('actually studio A, B is fine', rename(ctx, 'email the landlord about the radiator in studio A')),
  ),
  newYork('move the class pack reorder to the 18th', move(words('class pack'), '2026-11-18', null)),
  within(
    just('call Mme Joseph family before I go for the visit', n('11-12 08:30')),
    newYork('no, is not tomorrow, the visit is Friday', move(ctx, '2026-11-13', null)),
  ),
  within(
    just('renew my CPR card', n('12-15')),
    newYork('I make mistake, 12/5 is the expiration', move(ctx, '2026-12-05', null), move(ctx, '2026-12-04', null)),
  ),
  within(
    just('send mileage log to the agency', n('11-30')),
    newYork('change it, the agency want it the 1 of december', move(ctx, '2026-12-01', null)),
  ),
  within(just('order herbs from supplier', n('11-12 11:00')), newYork('no. 10.', move(ctx, null, '10:00'))),
  within(
    just('call Mr Chen about his herbs', n('11-12')),
    newYork('wrong. Mr Chan not Mr Chen', rename(ctx, 'call Mr Chan about his herbs')),
  ),
  newYork('move supplier call to friday morning', move(words('supplier'), '2026-11-13', '09:00')),
  within(
    just("update Dana's meal plan", n('11-16 09:00')),
    newYork(
      'Oh wait, sorry, I just looked at my calendar again and Monday at 9 is my standing call with the clinic group, which always runs over, so could we do Monday at 11 instead? That gives me a bit of a buffer to eat something.',
      move(ctx, null, '11:00'),
    ),
  ),
  within(
    just('draft the newsletter', n('11-12 19:00')),
    newYork('Hmm, Thursday evening is my yoga class. Can we say this evening instead?', move(ctx, '2026-11-11', null)),
  ),
  // New York: news that mentions a change
  within(
    just("find a sub for priya's thursday 6pm class", n('11-11 20:00')),
    newYork('priya just moved her class to 7 herself lol', NO_CHANGE),
  ),
  within(
    just('call Horizon about the denied claims for Mrs. Kowalski', n('11-12 14:00')),
    newYork('Horizon changed their phone hours to 8 to 4 starting next month', NO_CHANGE),
  ),
];
