/**
 * Held-out set, ninetyseventh part e: people who care for other people (and animals) for a living.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - a physiotherapist in Leicester (clinic patients, Bupa pre-auths, GP letters, a back class),
 * - a childminder in Liverpool who writes some Scouse (la, me for my, giz, soz, Ofsted, parents),
 * - a counsellor in private practice in Cork (supervision, GP letters, HSE and insurer claims, "so"),
 * - a locum vet in Exeter (rotas, farm visits, CPD, indemnity; "dreckly"),
 * - a doula in Hackney whose first language is Hindi (birth plans, postnatal visits; "itself", "only").
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - a speech therapist in Staten Island (evals, IEPs, progress reports, parents),
 * - a home health aide agency owner in Newark whose first language is Haitian Creole (aides'
 *   schedules, Medicaid billing, payroll, state inspections; "demen", "mèsi", "tanpri", "wi"),
 * - a massage therapist in the East Village (bookings, licence, studio rent, liability insurance),
 * - a dog walker and pet sitter in Park Slope (keys, walks, holiday sitting),
 * - an acupuncturist in Flushing who writes short, clipped messages (f/u, superbills, needles).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  ctx,
  NO_CHANGE,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
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

export const NINETYSEVENTH_ASK: HeldOutItem[] = [
  // London: asks with a time
  london(
    "remind me tmrw 8am to chase the GP letter for mr patel's knee referral",
    task("chase the GP letter for mr patel's knee referral", l('11-12 08:00')),
  ),
  london(
    'Kindly remind me tomorrow morning itself 9 o clock to call Fatima for her birth plan meeting',
    task('call Fatima for her birth plan meeting', l('11-12 09:00')),
  ),
  london('supervision notes to Aoife by half 4 tmrw', task('supervision notes to Aoife', l('11-12 16:30'))),
  london("quarter to 6 remind me to lock up the clinic gym, cleaner's off today", task('lock up the clinic gym', l('11-11 17:45'))),
  london(
    'can you remind me to send the HSE invoice on the 1st, they’re slow enough paying as it is',
    task('send the HSE invoice', l('12-01')),
  ),
  london(
    'book CPD webinar on exotics by end of the month, need the hours for my RCVS return',
    task('book CPD webinar on exotics', l('11-30')),
  ),
  london('renew my locum indemnity on 4/12, it runs out the week after', task('renew my locum indemnity', l('12-04'))),
  london(
    'in 2 weeks at 4pm review with Seán how the new intake form is going',
    task('review with Seán how the new intake form is going', l('11-25 16:00')),
  ),
  london(
    'first thing tmrw ring the practice in Crediton re the rota for dec',
    task('ring the practice in Crediton re the rota for dec', l('11-12 09:00')),
    task('ring the practice in Crediton re the rota for dec', l('11-12 08:00')),
  ),
  london(
    'need to do the postnatal visit report for Grace EOD',
    task('do the postnatal visit report for Grace', l('11-11 17:00')),
    task('do the postnatal visit report for Grace', l('11-11 18:00')),
  ),
  // London: before a day, repeats, urgent, two in one
  london(
    'need to ring ofsted about me registration renewal before fri la',
    task('ring ofsted about me registration renewal', l('11-13')),
    task('ring ofsted about me registration renewal', l('11-12')),
  ),
  london(
    'every monday 7.30 remind me to do the weekly menu for the kids',
    task('do the weekly menu for the kids', l('11-16 07:30'), { repeat: every('week') }),
  ),
  london(
    "URGENT ring little Mia's mum back abt the allergy form, she's proper worried",
    task("ring little Mia's mum back abt the allergy form", null, { important: true }),
  ),
  london(
    'order more kinesio tape and print the new exercise sheets for the back class thurs',
    [task('order more kinesio tape'), task('print the new exercise sheets for the back class', l('11-12'))],
    [task('order more kinesio tape', l('11-12')), task('print the new exercise sheets for the back class', l('11-12'))],
  ),
  // London: look like an ask, ask nothing
  london('ugh I keep forgetting to drink water between clients', NO_CHANGE),
  london('did I already put in the hospital bag checklist for Priya?', NO_CHANGE),

  // New York: asks with a time
  newYork(
    "remind me thurs 7:45am to bring the articulation cards for the Russo kid's session",
    task("bring the articulation cards for the Russo kid's session", n('11-12 07:45')),
  ),
  newYork(
    'Tanpri remind me demen at noon to call Medicaid for the billing of Mrs Pierre',
    task('call Medicaid for the billing of Mrs Pierre', n('11-12 12:00')),
  ),
  newYork('need to renew my NY massage license by 11/30 or im screwed', task('renew my NY massage license', n('11-30'))),
  newYork('f/u call Mr Lin mon 11am', task('f/u call Mr Lin', n('11-16 11:00'))),
  newYork('remind me 12/2 to prep for the Caruso twins IEP, meeting is the day after', task('prep for the Caruso twins IEP', n('12-02'))),
  newYork(
    'after lunch call the landlord about the heat in the treatment room its freezing in there',
    task('call the landlord about the heat in the treatment room', n('11-11 13:00')),
    task('call the landlord about the heat in the treatment room', n('11-11 14:00')),
  ),
  newYork(
    'ok so um yeah I need to, uh, call the lady at the board about my CEUs, like tomorrow sometime after 2, yeah',
    task('call the lady at the board about my CEUs', n('11-12 14:00')),
  ),
  newYork(
    'remind me in 2 weeks to check if the Aetna claim for Ms Romero got paid',
    task('check if the Aetna claim for Ms Romero got paid', n('11-25')),
  ),
  // New York: repeats, urgent, two in one
  newYork('order needles. urgent.', task('order needles', null, { important: true })),
  newYork('every weekday at 12:30 walk Biscuit, starting tmrw', task('walk Biscuit', n('11-12 12:30'), { repeat: every('weekday') })),
  newYork('add: pick up keys from the Goldbergs sat 9am + buy more poop bags', [
    task('pick up keys from the Goldbergs', n('11-14 09:00')),
    task('buy more poop bags'),
  ]),
  newYork(
    'I must to send the aides schedule for next week by friday 3pm, it is very important',
    task('send the aides schedule for next week', n('11-13 15:00'), { important: true }),
    task('send the aides schedule for next week', n('11-13 15:00')),
  ),
  // New York: news and worries, ask nothing
  newYork('the Kowalskis want a sitter for thanksgiving weekend, not sure I can swing it', NO_CHANGE),
  newYork('Mrs Wong cancelled tmrw 10am. flu.', NO_CHANGE),
];

export const NINETYSEVENTH_SNOOZE: HeldOutItem[] = [
  // London: for a while
  within(
    reminded('write up discharge summary for Mrs Hall', l('11-11 15:00')),
    london('not now, in with a patient, give me an hour', snoozeFor(60)),
  ),
  within(reminded("phone Mrs Cole re Bramble's bloods", l('11-11 15:00')), london('in surgery, dreckly. 30 mins', snoozeFor(30))),
  within(
    reminded('call the NHS midwife team re Zoya', l('11-11 15:00')),
    london('Kindly remind after 2 hours, I am with client', snoozeFor(120)),
  ),
  within(reminded('do the invoices for the parents', l('11-11 15:00')), london("giz 20 mins la, me tea's on", snoozeFor(20))),
  // London: until a time
  within(
    reminded('ring the council about the funding forms', l('11-11 15:00')),
    london('cant la got all the kids out in the garden, try me at 5', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('send the GP letter for Niamh', l('11-11 15:00')),
    london("I'm after starting a session, leave it till half 6 so", snoozeUntil(l('11-11 18:30'))),
  ),
  within(reminded('order more suture kits', l('11-11 15:00')), london('after evening consults, so about 7', snoozeUntil(l('11-11 19:00')))),
  within(reminded('write up the Jenkins farm visit', l('11-11 14:00')), london('snooze til 4', snoozeUntil(l('11-11 16:00')))),
  within(
    reminded('update birth notes for Zara', l('11-11 15:00')),
    london(
      'Please postpone for tomorrow morning, I am at a home birth now only',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
    ),
  ),
  within(
    reminded('call back the insurer about the Bupa pre-auth', l('11-11 15:00')),
    london("tmrw at 9, clinic's rammed today", snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(
    reminded('do the CPD log', l('11-11 15:00')),
    london("ah not today, I'm wrecked. Monday", snoozeUntil(l('11-16')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('book the hydro pool for the Tuesday class', l('11-11 15:00')),
    london('Not possible today. Saturday 11am', snoozeUntil(l('11-14 11:00')), move(ctx, '2026-11-14', '11:00')),
  ),
  // London: not yet, asks nothing (nothing changes; daily may ask when)
  within(reminded('fill in the accident book for Alfie', l('11-11 15:00')), london('not yet la', NO_CHANGE)),
  within(
    reminded('book the hydro pool for the Tuesday class', l('11-11 15:00')),
    london('not yet, still waiting on the pool to confirm numbers', NO_CHANGE),
  ),
  // London: a question about the reminder, not a put-off
  within(reminded('ring Dr Byrne re supervision', l('11-11 15:00')), london('is it today? I thought it was friday', NO_CHANGE)),

  // New York: for a while
  within(
    reminded('call Mrs Joseph daughter about the schedule', n('11-11 10:00')),
    newYork('Pa kounye a, I am in meeting with the state inspector. 2 hour please', snoozeFor(120)),
  ),
  within(
    reminded('text the Parkers about the holiday sitting', n('11-11 10:00')),
    newYork('walking 5 dogs rn lol, hit me up in 45', snoozeFor(45)),
  ),
  // New York: until a time
  within(
    reminded('write progress report for Luca', n('11-11 10:00')),
    newYork('ugh not rn, back to back sessions til 1. do 1:30', snoozeUntil(n('11-11 13:30'))),
  ),
  within(reminded('restock massage oil', n('11-11 10:00')), newYork('later, like 4ish', snoozeUntil(n('11-11 16:00')))),
  within(reminded('call back Mr Huang', n('11-11 10:00')), newYork('later. 3pm.', snoozeUntil(n('11-11 15:00')))),
  within(
    reminded('submit superbill for Ms Kim', n('11-11 10:00')),
    newYork('tmrw am', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00'))),
  ),
  within(
    reminded('call the insurance guy re liability', n('11-11 10:00')),
    newYork("after my 11 o'clock client, so like 12:15", snoozeUntil(n('11-11 12:15'))),
  ),
  within(
    reminded('book the vet for Pepper', n('11-11 10:00')),
    newYork("ask me again tonight at 8, i'll have my laptop then", snoozeUntil(n('11-11 20:00'))),
  ),
  within(
    reminded('pay the aides payroll', n('11-11 10:00')),
    newYork(
      'Friday morning 8am. The money from the insurance come thursday',
      snoozeUntil(n('11-13 08:00')),
      move(ctx, '2026-11-13', '08:00'),
    ),
  ),
  // New York: an hour, counted from the later due time, never earlier
  within(reminded('set up the room for the 3pm client', n('11-11 15:00')), newYork('give me an hour on that one', snoozeFor(60))),
  // New York: not yet / no time given (nothing changes; daily may ask when)
  within(
    reminded('email Dr Ferraro about the eval', n('11-11 10:00')),
    newYork('nah not yet, she hasnt sent the audiology results', NO_CHANGE),
  ),
  within(reminded('renew CPR cert', n('11-11 10:00')), newYork("I'll get to it", NO_CHANGE)),
  within(reminded('draft the note for the Garcia family', n('11-11 10:00')), newYork('after the call with the school', NO_CHANGE)),
];

export const NINETYSEVENTH_DONE: HeldOutItem[] = [
  // London: ticks of the task in view
  within(reminded('send discharge letter to Mr Okoro GP', l('11-11 15:00')), london('done ✅', done())),
  within(
    reminded("call Mrs Tapper re Biscuit's x-ray", l('11-11 15:00')),
    london("yep spoke to her, all sorted, he's on the mend", done()),
  ),
  within(reminded('send invoice to the Kapoor family', l('11-11 15:00')), london('Invoice I have sent yesterday itself', done())),
  within(
    reminded('submit the insurance claim for Ciara', l('11-11 15:00')),
    london("it's in so. Laya should pay out in a fortnight", done()),
  ),
  within(
    reminded('ring Mrs Hall to rebook', l('11-11 15:00')),
    london('she rang me first actually, rebooked for monday', done(), NO_CHANGE),
  ),
  // London: ticks from a list
  within(shown('pay the snack bill', 'book the soft play', 'ring Ofsted', 'update the register'), london('done 2 la', done(num(2)))),
  within(
    shown('send Dr Byrne the referral', 'write up Niamh notes', 'chase Laya claim', 'book supervision'),
    london('did 1 and 3 earlier, forgot to tell you', [done(num(1)), done(num(3))]),
  ),
  within(
    shown('order theraband', 'finish the Hall report', 'ring Bupa'),
    london('finished the Hall report finally 🙌', done(num(2)), done(words('Hall report'))),
  ),
  within(
    shown('call Asha', 'buy massage oil', 'postnatal visit Grace'),
    london('Asha I called. Also oil purchased', [done(num(1)), done(num(2))], [done(words('Asha')), done(words('oil'))]),
  ),
  // London: a tick by name, nothing in view
  london('sorted the register thing ta', done(words('register'))),
  // London: look like ticks, are news or feelings
  london("the Smiths cancelled for tmrw, little Jack's got chickenpox", NO_CHANGE),
  london('done for the day, that last session took it out of me', NO_CHANGE),
  within(reminded('write up the Morgan farm visit', l('11-11 15:00')), london('nearly done, just need the bloods back', NO_CHANGE)),
  london('had to put the old collie down this morning, finished me off that did', NO_CHANGE),

  // New York: ticks of the task in view
  within(reminded('finish the Caruso eval report', n('11-11 10:00')), newYork('DONE. finally. took me 3 hrs', done())),
  within(reminded('call back Jess about the couples booking', n('11-11 10:00')), newYork('called her, she booked sat 2pm 🙏', done())),
  within(reminded('call Mrs Chen re herbs', n('11-11 10:00')), newYork('called.', done())),
  within(reminded('pick up the Goldbergs keys', n('11-11 10:00')), newYork('got em', done())),
  within(reminded('send the payroll', n('11-11 10:00')), newYork('I did it this morning already wi', done())),
  within(
    reminded('send the parent newsletter', n('11-11 10:00')),
    newYork('sent, but i forgot the attachment lol so sending again later', done(), NO_CHANGE),
  ),
  // New York: ticks from a list
  within(shown('call Medicaid', 'send schedule to aides', 'pay the nurse'), newYork('number 3 is done, mèsi', done(num(3)))),
  within(
    shown('walk Biscuit', 'feed the Harrisons cats', 'drop keys at 5th st'),
    newYork('biscuit walked, cats fed 🐱', [done(num(1)), done(num(2))], [done(words('Biscuit')), done(words('cats'))]),
  ),
  within(
    shown('order needles', 'superbill Ms Kim', 'call Mr Huang', 'restock moxa'),
    newYork('done 1 2 4', [done(num(1)), done(num(2)), done(num(4))]),
  ),
  within(shown('Mr Lin f/u', 'Ms Park f/u'), newYork('Mr Lin done. Ms Park no show.', done(num(1)), done(words('Mr Lin')))),
  // New York: could be a tick by name, or just relief
  newYork('finally done with the taxes ugh', done(words('taxes')), NO_CHANGE),
  // New York: look like ticks, are news or feelings
  newYork('the Russo mom cancelled again smh thats the 3rd time', NO_CHANGE),
  newYork('Mrs Pierre finish her therapy program today, she is very happy', NO_CHANGE),
  newYork('im so done with this week 😩', NO_CHANGE),
];

export const NINETYSEVENTH_CORRECTION: HeldOutItem[] = [
  // London: the task just added
  within(just('Mr Patel knee review', l('11-12 10:00')), london("make it half 11, he's got a lift then", move(ctx, null, '11:30'))),
  within(
    just('take the kids to the library', l('11-13 10:00')),
    london("actually thurs la, library's shut fri", move(ctx, '2026-11-12', null)),
  ),
  within(just('Fatima birth plan meeting', l('11-12 09:00')), london('Sorry, not 9, 10.30 only', move(ctx, null, '10:30'))),
  within(just('ring the Bupa rep', l('11-12 16:00')), london('no wait, 5', move(ctx, null, '17:00'))),
  within(just('parents evening at the nursery', l('12-03 18:00')), london('soz meant 4/12 not 3/12', move(ctx, '2026-12-04', null))),
  within(just("ring Mia's mum", l('11-11 17:00')), london('nah make it half 5, she dun finish work till then', move(ctx, null, '17:30'))),
  within(
    just('send the supervision notes to Aoife', l('11-12 16:30')),
    london("actually the 20th would do, she's away till then", move(ctx, '2026-11-20', null)),
  ),
  // London: the task just reminded about
  within(
    reminded('call Seán re referral', l('11-11 15:00')),
    london("push that to tomorrow, he's off today", move(ctx, '2026-11-12', null), snoozeUntil(l('11-12 15:00'))),
  ),
  within(
    reminded('write Mrs Hall report', l('11-11 15:00')),
    london(
      'can we do that monday at 8.30 instead, too many patients today',
      move(ctx, '2026-11-16', '08:30'),
      snoozeUntil(l('11-16 08:30')),
    ),
  ),
  // London: a task by name
  london('move the Crediton rota call to friday 2pm', move(words('Crediton rota'), '2026-11-13', '14:00')),
  london('Change Grace visit to Monday 3pm please', move(words('Grace'), '2026-11-16', '15:00')),
  // London: look like corrections, are news
  london("my 4 o'clock moved herself to Thursday, grand, gives me a breather", NO_CHANGE),
  london("practice manager's moved the rota meeting to next week apparently", NO_CHANGE),
  within(just('order suture kits', l('11-12 12:00')), london("the wholesaler's moved their cutoff to 3pm btw", NO_CHANGE)),

  // New York: the task just added
  within(just('Russo kid session', n('11-12 08:00')), newYork('wait its 8:30 not 8', move(ctx, null, '08:30'))),
  within(
    just('call Medicaid for Mrs Pierre billing', n('11-12 12:00')),
    newYork('No, not demen, Friday. Tomorrow I am in Trenton all day', move(ctx, '2026-11-13', null)),
  ),
  within(
    just('pick up keys from the Goldbergs', n('11-14 09:00')),
    newYork("ah sorry make that sunday, they're back sat night", move(ctx, '2026-11-15', null)),
  ),
  within(just('f/u call Mr Lin', n('11-16 11:00')), newYork('no. tue.', move(ctx, '2026-11-17', null))),
  within(just('prep for the Caruso twins IEP', n('12-02 12:00')), newYork('oops i meant 12/1', move(ctx, '2026-12-01', null))),
  within(just('call the landlord about the heat', n('11-11 13:00')), newYork('ugh 2:30 better, walk-in at 1', move(ctx, null, '14:30'))),
  within(
    just('send the aides schedule', n('11-13 15:00')),
    newYork('Put it for 11 in the morning instead, the office close early friday', move(ctx, null, '11:00')),
  ),
  // New York: the task just reminded about
  within(reminded('call Ms Kim', n('11-11 10:00')), newYork('4pm instead.', move(ctx, null, '16:00'), snoozeUntil(n('11-11 16:00')))),
  within(
    reminded('pay studio rent', n('11-11 10:00')),
    newYork('shoot can we push this to the 15th, waiting on venmo from 2 clients', move(ctx, '2026-11-15', null)),
  ),
  // New York: news that does call for a change to the task in view
  within(
    just('feed the Harrisons cats', n('11-14 08:00')),
    newYork(
      'the Harrisons pushed their trip back a week so cat sitting is the 21st now not the 14th',
      move(ctx, '2026-11-21', null),
      move(words('Harrisons'), '2026-11-21', null),
    ),
  ),
  // New York: a task by name
  newYork('move my 2pm w/ Jess to sat 11am', move(words('Jess'), '2026-11-14', '11:00')),
  newYork('Chen appt → Fri 9:30', move(words('Chen'), '2026-11-13', '09:30')),
  // New York: look like corrections, are news
  newYork('The state move the inspection to december, thank God', NO_CHANGE),
  newYork('btw the school pushed back the IEP deadline, we got till january lol', NO_CHANGE),
];
