import type { ConversationState } from '../intent';
import {
  answer,
  ctx,
  done,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  note,
  NO_CHANGE,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  SEVENTYEIGHTH_AGENDA,
  SEVENTYEIGHTH_BARE,
  SEVENTYEIGHTH_DECISION,
  SEVENTYEIGHTH_DILEMMA,
  SEVENTYEIGHTH_FEELING,
  SEVENTYEIGHTH_FREE_TIME,
  SEVENTYEIGHTH_GREETING,
  SEVENTYEIGHTH_PRIORITISE,
  SEVENTYEIGHTH_QUESTION,
  SEVENTYEIGHTH_RECALL,
  SEVENTYEIGHTH_STATEMENT,
  SEVENTYEIGHTH_THANKS,
  SEVENTYEIGHTH_UNCLEAR,
} from './held-out-seventyeighth-b';

/**
 * The seventy-eighth held-out set: fourteen people who run one-person health, care and wellbeing
 * practices. On London time (day-first dates): a physiotherapist in Clapham, a dog groomer in
 * Brighton, a personal trainer in Manchester, a speech and language therapist in Hackney, an
 * osteopath in Leeds, a doula in Bristol and a mobile hairdresser in Cardiff. On New York time
 * (month-first dates): a massage therapist in Hoboken, a chiropractor on Long Island, a dietitian in
 * Park Slope, a pilates studio owner in Tribeca, a dog walker on the Upper West Side, an
 * acupuncturist in Chinatown who writes in English as a second language, and a mobile veterinarian
 * in Westchester. They text between clients and dictate voice notes with wet hands or a dog on the
 * lead, so some messages carry speech-to-text slips ("at to" for "at 2", "for thirty" for 4:30),
 * missing punctuation and run-on sentences; replies to reminders, references to the last list,
 * corrections of the task just made, and worries that must change nothing. Read at HELD_OUT_NOW:
 * Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per practice. */
const CLINIC_LIST = {
  listed: [
    'Order more kinesiology tape',
    'Ring Mrs Okafor re her knee rehab plan',
    "Write up Tom's discharge letter",
    'Chase Bupa for the Sept invoices',
  ],
};
const GROOM_LIST = {
  listed: [
    'Groom Biscuit the cockapoo',
    'Order hypoallergenic shampoo',
    'Sharpen the clipper blades',
    'Reply to the Hove lady about nail clips',
  ],
};
const THERAPY_LIST = {
  listed: [
    'Write up the EHCP report for Amir',
    "Email the SENCo at St Jude's",
    'Print the Colourful Semantics cards',
    'Invoice Hackney Learning Trust',
  ],
};
const STUDIO_LIST = {
  listed: [
    'Call the landlord about the radiator in studio B',
    'Order new reformer springs',
    'Post the December timetable',
    'Pay the instructors',
  ],
};
const WALK_LIST = { listed: ['Pick up Waffles', 'Buy poop bags in bulk', 'Text Priya the gate code', 'Invoice the Feldmans'] };
const VET_LIST = {
  listed: [
    'Rabies booster for the Goldbergs lab',
    'Restock the truck fridge',
    'Call the lab about the Hendricks bloodwork',
    'Renew my DEA registration',
  ],
};

export const SEVENTYEIGHTH_ASK: HeldOutItem[] = [
  london(
    'order more kinesiology tape, the black one',
    task('order more kinesiology tape, the black one'),
    task('order more black kinesiology tape'),
  ),
  london('ring mrs okafor re her knee rehab plan tmrw 9:30', task('ring mrs okafor re her knee rehab plan', l('11-12 09:30'))),
  london('groom Biscuit the cockapoo sat 10am', task('groom Biscuit the cockapoo', l('11-14 10:00'))),
  london('remind me to order more hypoallergenic shampoo by fri', task('order more hypoallergenic shampoo', l('11-13'))),
  london('pt session w Dean thurs 6am', task('pt session w Dean', l('11-12 06:00'))),
  london('remind me to send Jess her new macro plan tonight at 8', task('send Jess her new macro plan', l('11-11 20:00'))),
  london('write up the EHCP report for Amir by 20/11', task('write up the EHCP report for Amir', l('11-20'))),
  london("remind me in half an hour to email the SENCo at St Jude's", task("email the SENCo at St Jude's", inMinutes(30))),
  london(
    'renew my GOsC registration before 1st dec IMPORTANT',
    task('renew my GOsC registration', l('12-01'), { important: true }),
    task('renew my GOsC registration', l('11-30'), { important: true }),
  ),
  london('remind me to call miss Patel at for thirty about her lower back', task('call miss Patel about her lower back', l('11-11 16:30'))),
  london('birth plan meeting w Sophie and Tom monday 7pm', task('birth plan meeting w Sophie and Tom', l('11-16 19:00'))),
  london('restock the birth bag - tens batteries + arnica', task('restock the birth bag - tens batteries + arnica')),
  london('colour for Mrs Jenkins in Canton fri at 11', task('colour for Mrs Jenkins in Canton', l('11-13 11:00'))),
  london('dont let me forget to buy foils and developer tomoz', task('buy foils and developer', l('11-12'))),
  london("in 2 hrs remind me to rebook Gareth's follow up", task("rebook Gareth's follow up", inMinutes(120))),
  newYork("book Lena's 90 min deep tissue for sat at 3", task("book Lena's 90 min deep tissue", n('11-14 15:00'))),
  newYork(
    'order more unscented massage oil, running low',
    task('order more unscented massage oil'),
    task('order more unscented massage oil, running low'),
  ),
  newYork(
    'remind me to call the Aetna rep about the denied claims at to',
    task('call the Aetna rep about the denied claims', n('11-11 14:00')),
  ),
  newYork('send Marcus his low fodmap meal plan by thurs', task('send Marcus his low fodmap meal plan', n('11-12'))),
  newYork(
    'call the landlord about the radiator in studio B tmrw at 9',
    task('call the landlord about the radiator in studio B', n('11-12 09:00')),
  ),
  newYork('pick up Waffles at 2:15 today', task('pick up Waffles', n('11-11 14:15'))),
  newYork(
    'please remind me tomorrow 10 o clock order the needles 0.25 from supplier',
    task('order the needles 0.25 from supplier', n('11-12 10:00')),
  ),
  newYork(
    'rabies booster for the Goldbergs lab in Scarsdale fri 1pm',
    task('rabies booster for the Goldbergs lab in Scarsdale', n('11-13 13:00')),
  ),
  newYork('URGENT renew my DEA registration', task('renew my DEA registration', null, { important: true })),
  newYork('in 20 min remind me to text Priya the gate code', task('text Priya the gate code', inMinutes(20))),
  newYork(
    'remind me friday morning call insurance for Mr Wong claim',
    task('call insurance for Mr Wong claim', n('11-13 09:00')),
    task('call insurance for Mr Wong claim', n('11-13 08:00')),
  ),
];

export const SEVENTYEIGHTH_RECURRING: HeldOutItem[] = [
  london(
    'every monday 8am stock check on the clinic consumables',
    task('stock check on the clinic consumables', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london('deep clean the grooming table every friday', task('deep clean the grooming table', l('11-13'), { repeat: every('week') })),
  london('remind me to pay the van lease on the 5th of every month', task('pay the van lease', l('12-05'), { repeat: every('month') })),
  london(
    'every weekday 6:30am post the daily workout on insta',
    task('post the daily workout on insta', l('11-12 06:30'), { repeat: every('weekday') }),
  ),
  london(
    'supervision call w my clinical supervisor every other tues 12:30',
    task('supervision call w my clinical supervisor', l('11-17 12:30'), { repeat: every('week', 2) }),
  ),
  london(
    'every thursday at 4 do the session notes backlog',
    task('do the session notes backlog', l('11-12 16:00'), { repeat: every('week') }),
  ),
  london('update my CPD log every 3 months on the 1st', task('update my CPD log', l('12-01'), { repeat: every('month', 3) })),
  london("every sunday 7pm plan the week's bookings", task("plan the week's bookings", l('11-15 19:00'), { repeat: every('week') })),
  london(
    'check in text to my dec due mums every wednesday',
    task('check in text to my dec due mums', l('11-18'), { repeat: every('week') }),
    task('check in text to my dec due mums', l('11-11'), { repeat: every('week') }),
  ),
  london(
    'every tuesday 9am blow dries at the Maes-y-Coed care home',
    task('blow dries at the Maes-y-Coed care home', l('11-17 09:00'), { repeat: every('week') }),
  ),
  london(
    'yearly on 1 april renew my public liability insurance',
    task('renew my public liability insurance', l('2027-04-01 12:00'), { repeat: every('year') }),
  ),
  london('every day at 9pm reply to booking dms', task('reply to booking dms', l('11-11 21:00'), { repeat: every('day') })),
  newYork(
    'every monday 9am laundry run for the sheets and towels',
    task('laundry run for the sheets and towels', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork("every friday at 5 send the week's superbills", task("send the week's superbills", n('11-13 17:00'), { repeat: every('week') })),
  newYork(
    'every 2 weeks on thursday 1pm check in call w the Rivera family',
    task('check in call w the Rivera family', n('11-12 13:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every weekday 6am unlock the studio and turn on the heaters',
    task('unlock the studio and turn on the heaters', n('11-12 06:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'run payroll for the instructors on the 15th of every month',
    task('run payroll for the instructors', n('11-15'), { repeat: every('month') }),
  ),
  newYork('walk Pepper every weekday at 12:30', task('walk Pepper', n('11-11 12:30'), { repeat: every('weekday') })),
  newYork(
    "every sunday 8pm text the owners next week's schedule",
    task("text the owners next week's schedule", n('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork('every month 1st day pay rent for clinic', task('pay rent for clinic', n('12-01'), { repeat: every('month') })),
  newYork('every morning 7am check the truck fridge temp', task('check the truck fridge temp', n('11-12 07:00'), { repeat: every('day') })),
  newYork(
    'every year on jan 15 renew the state vet license',
    task('renew the state vet license', n('2027-01-15 12:00'), { repeat: every('year') }),
  ),
  newYork(
    'remind me every other monday to order adjusting table paper',
    task('order adjusting table paper', n('11-16'), { repeat: every('week', 2) }),
  ),
];

const OVERDUE_L = l('11-11 14:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];
/** A snooze to a clock time today: a snooze to that moment, or the task moved there. */
const toTimeL = (time: string): ReturnType<typeof move>[] => [
  snoozeUntil(l(`11-11 ${time}`)),
  move(ctx, '2026-11-11', time),
  move(ctx, null, time),
];
const toTimeN = (time: string): ReturnType<typeof move>[] => [
  snoozeUntil(n(`11-11 ${time}`)),
  move(ctx, '2026-11-11', time),
  move(ctx, null, time),
];

export const SEVENTYEIGHTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring Mrs Okafor re her knee rehab plan', OVERDUE_L), london('with a patient, 40 mins', snoozeFor(40))),
  within(reminded('Order hypoallergenic shampoo', OVERDUE_L), london('hands covered in suds lol 15', snoozeFor(15))),
  within(reminded('Send Jess her new macro plan', OVERDUE_L), london('mid session, an hr', snoozeFor(60))),
  within(reminded("Email the SENCo at St Jude's", OVERDUE_L), london('in a therapy session til 4, remind me after', ...toTimeL('16:00'))),
  within(reminded('Chase Bupa for the Sept invoices', OVERDUE_L), london('tmrw', ...toDayL('11-12'))),
  within(
    reminded('Restock the birth bag', OVERDUE_L),
    london(
      'at a birth, could be hours. tomorrow morning',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('Buy foils and developer', OVERDUE_L), london('remind me again at for', ...toTimeL('16:00'))),
  within(reminded('Sharpen the clipper blades', OVERDUE_L), london('push to friday', ...toDayL('11-13'))),
  within(reminded("Rebook Gareth's follow up", OVERDUE_L), london('snooze 90m', snoozeFor(90))),
  within(reminded('Write up the EHCP report for Amir', OVERDUE_L), london('half hour', snoozeFor(30))),
  within(reminded('Invoice the gym for October', OVERDUE_L), london('after my last client, about 7', ...toTimeL('19:00'))),
  within(reminded('Call Mr Hargreaves', OVERDUE_L), london('not today hun, saturday', ...toDayL('11-14'))),
  within(
    reminded("Book Lena's 90 min deep tissue", OVERDUE_N),
    newYork('on the table in 5, hit me after, like 11:30', ...toTimeN('11:30')),
  ),
  within(reminded('Call the Aetna rep about the denied claims', OVERDUE_N), newYork('patients backed up, 2 hours', snoozeFor(120))),
  within(reminded('Send Marcus his low fodmap meal plan', OVERDUE_N), newYork('monday', ...toDayN('11-16'))),
  within(reminded('Order new reformer springs', OVERDUE_N), newYork('class running, 45', snoozeFor(45))),
  within(reminded('Text Priya the gate code', OVERDUE_N), newYork('got 6 dogs on leash rn lol, later', snoozeFor(60))),
  within(reminded('Order the needles 0.25 from supplier', OVERDUE_N), newYork('now busy. 1 hour later please', snoozeFor(60))),
  within(reminded('Call the lab about the Hendricks bloodwork', OVERDUE_N), newYork('in surgery, remind me at 3', ...toTimeN('15:00'))),
  within(
    reminded('Invoice the Feldmans', OVERDUE_N),
    newYork('tomorrow 8am', snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('Send the superbills', OVERDUE_N), newYork('end of day', ...toTimeN('17:00'), ...toTimeN('18:00'))),
  within(reminded('Post the December timetable', OVERDUE_N), newYork('snooze til thurs', ...toDayN('11-12'))),
  within(reminded('Restock the truck fridge', OVERDUE_N), newYork('remind me in twenty', snoozeFor(20))),
  within(reminded('Call insurance for Mr Wong claim', OVERDUE_N), newYork("can't rn", snoozeFor(60), answer(null))),
];

export const SEVENTYEIGHTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Ring mrs okafor re her knee rehab plan', l('11-12 09:30')), london('no 10:30', move(ctx, null, '10:30'))),
  within(talkedOf('Groom Biscuit the cockapoo', l('11-14 10:00')), london('owner says sunday instead', move(ctx, '2026-11-15', null))),
  within(talkedOf('Pt session w Dean', l('11-12 06:00')), london('sorry 6.30 not 6', move(ctx, null, '06:30'))),
  within(
    talkedOf('Write up the EHCP report for Amir', l('11-20 12:00')),
    london('deadline is actually 18/11 not 20th', move(ctx, '2026-11-18', null)),
  ),
  within(
    talkedOf('Call miss Patel about her lower back', l('11-11 16:30')),
    london('i said four not four thirty', move(ctx, null, '16:00')),
  ),
  within(
    talkedOf('Birth plan meeting w Sophie and Tom', l('11-16 19:00')),
    london('they cant do mon, tues same time', move(ctx, '2026-11-17', null), move(ctx, '2026-11-17', '19:00')),
  ),
  within(talkedOf('Colour for Mrs Jenkins in Canton', l('11-13 11:00')), london('make it half 1', move(ctx, null, '13:30'))),
  london("move Dean's session to fri 7am", move(words('Dean'), '2026-11-13', '07:00')),
  london('push the GOsC renewal to the 25th', move(words('GOsC'), '2026-11-25', null)),
  within(
    talkedOf('Buy foils and developer', l('11-12 12:00')),
    london('actually today at 5, wholesaler shuts at 6', move(ctx, '2026-11-11', '17:00')),
  ),
  within(talkedOf('Send Jess her new macro plan', l('11-11 20:00')), london('earlier, 6ish', move(ctx, null, '18:00'))),
  within(talkedOf('Groom Biscuit the cockapoo', l('11-14 10:00')), london('oh wait ate not ten', move(ctx, null, '08:00'))),
  within(talkedOf("Rebook Gareth's follow up", inMinutes(120)), london('no make it tmrw 9', move(ctx, '2026-11-12', '09:00'))),
  within(talkedOf("Book Lena's 90 min deep tissue", n('11-14 15:00')), newYork('no 3:30', move(ctx, null, '15:30'))),
  within(
    talkedOf('Call the Aetna rep about the denied claims', n('11-11 14:00')),
    newYork('wait their line closes at 1, make it 12:15', move(ctx, null, '12:15')),
  ),
  within(
    talkedOf('Send Marcus his low fodmap meal plan', n('11-12 12:00')),
    newYork('fri is fine actually', move(ctx, '2026-11-13', null)),
  ),
  within(
    talkedOf('Call the landlord about the radiator in studio B', n('11-12 09:00')),
    newYork('nope, today 4pm', move(ctx, '2026-11-11', '16:00')),
  ),
  within(talkedOf('Pick up Waffles', n('11-11 14:15')), newYork('owners just texted, 3 now', move(ctx, null, '15:00'))),
  within(
    talkedOf('Order the needles 0.25 from supplier', n('11-12 10:00')),
    newYork('sorry I mean wednesday next week', move(ctx, '2026-11-18', null)),
  ),
  within(
    talkedOf('Rabies booster for the Goldbergs lab in Scarsdale', n('11-13 13:00')),
    newYork('they moved it to 11/20', move(ctx, '2026-11-20', null)),
  ),
  newYork('move the Rivera check in to 2:30', move(words('Rivera'), null, '14:30')),
  newYork('reschedule Lenas massage to sunday 11am', move(words('Lena'), '2026-11-15', '11:00')),
  within(talkedOf('Text Priya the gate code', inMinutes(20)), newYork('make it 11', move(ctx, null, '11:00'))),
  within(talkedOf('Renew my DEA registration', null), newYork('needs to be done by 12/1', move(ctx, '2026-12-01', null))),
];

export const SEVENTYEIGHTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Order more kinesiology tape, the black one'),
    london('rename to order 6 rolls black kt tape', rename(ctx, 'order 6 rolls black kt tape')),
  ),
  within(CLINIC_LIST, london('rename 4 to chase Bupa for sept + oct invoices', rename(num(4), 'chase Bupa for sept + oct invoices'))),
  within(
    talkedOf('Groom Biscuit the cockapoo'),
    london("its a cavapoo not a cockapoo, she'll kill me lol", rename(ctx, 'Groom Biscuit the cavapoo')),
  ),
  within(GROOM_LIST, london('change 3 to sharpen blades + service the clippers', rename(num(3), 'sharpen blades + service the clippers'))),
  within(talkedOf('Pt session w Dean'), london('call it Dean - leg day + weigh in', rename(ctx, 'Dean - leg day + weigh in'))),
  london("rename the macro plan one to 'Jess macro plan v2 (cutting)'", rename(words('macro plan'), 'Jess macro plan v2 (cutting)')),
  within(
    THERAPY_LIST,
    london('retitle no.3 print + laminate Colourful Semantics cards', rename(num(3), 'print + laminate Colourful Semantics cards')),
  ),
  within(
    talkedOf('Write up the EHCP report for Amir'),
    london("should be Amir's EHCP annual review report", rename(ctx, "Amir's EHCP annual review report")),
  ),
  within(
    talkedOf('Birth plan meeting w Sophie and Tom'),
    london('spelling, its Sofie with an f', rename(ctx, 'Birth plan meeting w Sofie and Tom')),
  ),
  within(
    talkedOf('Colour for Mrs Jenkins in Canton'),
    london('title: Mrs Jenkins - root tint + trim, Canton', rename(ctx, 'Mrs Jenkins - root tint + trim, Canton')),
  ),
  london('change the GOsC one to renew GOsC reg + pay the fee', rename(words('GOsC'), 'renew GOsC reg + pay the fee')),
  within(
    talkedOf('Call miss Patel about her lower back'),
    london('its Mrs Patel not miss, rename pls', rename(ctx, 'call Mrs Patel about her lower back')),
  ),
  within(
    talkedOf("Book Lena's 90 min deep tissue"),
    newYork('rename it Lena 90min deep tissue + hot stones', rename(ctx, 'Lena 90min deep tissue + hot stones')),
  ),
  newYork("rename the Aetna task to 'Aetna denied claims - 3 pts'", rename(words('Aetna'), 'Aetna denied claims - 3 pts')),
  within(
    talkedOf('Send Marcus his low fodmap meal plan'),
    newYork('make the title Marcus - low FODMAP phase 2 plan', rename(ctx, 'Marcus - low FODMAP phase 2 plan')),
  ),
  within(
    STUDIO_LIST,
    newYork('rename 2 to order 12 red springs for the reformers', rename(num(2), 'order 12 red springs for the reformers')),
  ),
  within(WALK_LIST, newYork('change #2 to buy 900 poop bags from chewy', rename(num(2), 'buy 900 poop bags from chewy'))),
  within(
    talkedOf('Pick up Waffles'),
    newYork('should say pick up Waffles + Noodle from the Adlers', rename(ctx, 'pick up Waffles + Noodle from the Adlers')),
  ),
  within(
    talkedOf('Order the needles 0.25 from supplier'),
    newYork('change name: order needles 0.25x30 and 0.20x15 from Lhasa', rename(ctx, 'order needles 0.25x30 and 0.20x15 from Lhasa')),
  ),
  within(
    VET_LIST,
    newYork('rename the 3rd one to call Antech re Hendricks bloodwork', rename(num(3), 'call Antech re Hendricks bloodwork')),
  ),
  within(
    talkedOf('Rabies booster for the Goldbergs lab in Scarsdale'),
    newYork("it's the Goldbergs beagle not lab, fix pls", rename(ctx, 'Rabies booster for the Goldbergs beagle in Scarsdale')),
  ),
  newYork(
    "the superbills one should be called 'send superbills + update ledger'",
    rename(words('superbills'), 'send superbills + update ledger'),
  ),
  within(
    talkedOf('Call the landlord about the radiator in studio B'),
    newYork('call it landlord - radiator + leaky skylight', rename(ctx, 'landlord - radiator + leaky skylight')),
  ),
];

export const SEVENTYEIGHTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Ring mrs okafor re her knee rehab plan'), london("scrap that, she's cancelled the rest of her course", remove(ctx))),
  within(CLINIC_LIST, london("delete 3, Tom's gone to another clinic", remove(num(3)))),
  london("cancel the Biscuit groom, owner's moved to Worthing", remove(words('Biscuit'))),
  within(GROOM_LIST, london('get rid of 4, she never replied', remove(num(4)))),
  within(talkedOf('Pt session w Dean'), london("dean's done his hamstring, bin it", remove(ctx))),
  london('remove the insta workout reminder, not doing that anymore', remove(words('workout'))),
  within(THERAPY_LIST, london('take 2 off, the SENCo emailed me first', remove(num(2)), done(num(2)))),
  london('delete the supervision call thing', remove(words('supervision'))),
  within(talkedOf('Birth plan meeting w Sophie and Tom'), london('forget it, baby came early!! 💕 all well', remove(ctx), done(ctx))),
  within(talkedOf('Restock the birth bag - tens batteries + arnica'), london('nvm delete, did it this morning', remove(ctx), done(ctx))),
  london("cancel mrs jenkins colour, she's in hospital bless her", remove(words('jenkins'))),
  within(talkedOf("Book Lena's 90 min deep tissue"), newYork('delete, she booked online herself', remove(ctx), done(ctx))),
  newYork('remove the laundry run reminder, got a linen service now', remove(words('laundry'))),
  within(STUDIO_LIST, newYork('scratch #4, the payroll app does it now', remove(num(4)))),
  within(talkedOf('Call the landlord about the radiator in studio B'), newYork('kill it, the super fixed it', remove(ctx), done(ctx))),
  within(WALK_LIST, newYork('delete 4 the feldmans paid', remove(num(4)), done(num(4)))),
  newYork("cancel walking Pepper, the family's moving to jersey", remove(words('Pepper'))),
  within(talkedOf('Call insurance for Mr Wong claim'), newYork('no need anymore, please delete', remove(ctx))),
  newYork('please delete "pay rent for clinic", landlord take autopay now', remove(words('pay rent for clinic'))),
  within(VET_LIST, newYork('remove the first one, Goldbergs went to their regular clinic', remove(num(1)))),
  within(talkedOf('Check the truck fridge temp'), newYork('take that off, new fridge has an alarm', remove(ctx))),
  newYork('drop the Rivera check ins, they stopped the program', remove(words('Rivera'))),
];

export const SEVENTYEIGHTH_DONE: HeldOutItem[] = [
  within(reminded('Ring Mrs Okafor re her knee rehab plan', OVERDUE_L), london('spoke to her, all sorted', done(ctx))),
  within(CLINIC_LIST, london('1 n 4 done', [done(num(1)), done(num(4))])),
  within(reminded('Groom Biscuit the cockapoo', OVERDUE_L), london('done, he was a nightmare with his feet lol', done(ctx))),
  london('ordered the hypoallergenic shampoo', done(words('hypoallergenic shampoo'))),
  within(reminded('Pt session w Dean', OVERDUE_L), london('smashed it 💪', done(ctx))),
  within(reminded('Send Jess her new macro plan', OVERDUE_L), london('sent', done(ctx))),
  within(THERAPY_LIST, london('finished no 1 finally', done(num(1)))),
  within(reminded("Email the SENCo at St Jude's", OVERDUE_L), london('emailed her this morning', done(ctx))),
  within(reminded('Birth plan meeting w Sophie and Tom', OVERDUE_L), london("had it, they're so ready", done(ctx))),
  within(GROOM_LIST, london('blades sharpened', done(words('blades')), done(num(3)))),
  within(reminded('Colour for Mrs Jenkins in Canton', OVERDUE_L), london('all done she loved it', done(ctx))),
  london('renewed GOsC ✅', done(words('GOsC'))),
  within(reminded('Groom Teddy the poodle', OVERDUE_L), london('halfway thru, drying him now', NO_CHANGE)),
  within(reminded("Book Lena's 90 min deep tissue", OVERDUE_N), newYork('booked', done(ctx))),
  within(reminded('Call the Aetna rep about the denied claims', OVERDUE_N), newYork("called, they're reprocessing 2 of the 3", done(ctx))),
  within(STUDIO_LIST, newYork('2 and 3 done', [done(num(2)), done(num(3))])),
  within(reminded('Pick up Waffles', OVERDUE_N), newYork('got him 🐶', done(ctx))),
  within(WALK_LIST, newYork('bought the poop bags', done(words('poop bags')), done(num(2)))),
  within(reminded('Order the needles 0.25 from supplier', OVERDUE_N), newYork('I already order it, finish', done(ctx))),
  within(reminded('Check the truck fridge temp', OVERDUE_N), newYork('38F all good', done(ctx))),
  newYork('called the lab about the Hendricks bloodwork, results are fine', done(words('Hendricks'))),
  within(VET_LIST, newYork('no 4 done', done(num(4)))),
  within(reminded('Send Marcus his low fodmap meal plan', OVERDUE_N), newYork('yep', done(ctx))),
  within(reminded('Walk Pepper', OVERDUE_N), newYork('walked, she did her business twice 👍', done(ctx))),
  within(reminded('Call the landlord about the radiator in studio B', OVERDUE_N), newYork('left a voicemail, no answer yet', NO_CHANGE)),
];

const WHICH_CALL = {
  pending: { about: 'which_task' as const, options: ['Call Mrs Okafor re her knee', 'Call Bupa about the Sept invoices'] },
};
const WHICH_SESSION = {
  pending: { about: 'which_task' as const, options: ['PT session w Dean', 'Group bootcamp in the park', 'Weigh-in with Jess'] },
};
const WHICH_CLAIM = {
  pending: { about: 'which_task' as const, options: ['Call the Aetna rep about the denied claims', 'Call Cigna about the Perez claim'] },
};
const WHICH_DOG = {
  pending: { about: 'which_task' as const, options: ['Pick up Waffles', 'Pick up Noodle', 'Pick up Bruno from the groomer'] },
};
const LOCUM = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take the NHS locum contract or stay private?',
    options: ['Take the locum contract', 'Stay fully private'],
  },
};
const FIDI = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Open a second studio in FiDi?',
    options: ['Sign the FiDi lease', 'Stay in Tribeca only'],
  },
};
const TRAVEL_FEE = { pending: { about: 'review' as const, decision: 'Started charging a travel fee outside Cardiff' } };
const SAME_DAY = { pending: { about: 'review' as const, decision: 'Stopped taking same-day bookings' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Postnatal visits go better in the mornings' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Patients come back more when I text them the next day' } };
const MORNING_L = { pending: { about: 'other' as const, question: 'Morning list at 6 or 6:30?', options: ['6', '6:30'] } };
const MORNING_N = { pending: { about: 'other' as const, question: 'Want your list at 7 or 8?', options: ['7', '8'] } };

export const SEVENTYEIGHTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('bupa', answer(2))),
  within(WHICH_CALL, london('the knee one', answer(1))),
  within(WHICH_SESSION, london('bootcamp', answer(2))),
  within(WHICH_SESSION, london('last one', answer(3))),
  within(WHICH_CLAIM, newYork('cigna', answer(2))),
  within(WHICH_CLAIM, newYork('the first', answer(1))),
  within(WHICH_DOG, newYork('bruno', answer(3))),
  within(WHICH_DOG, newYork('the middle one', answer(2))),
  within(LOCUM, london('stay private', answer(2))),
  within(LOCUM, london("take it, the money's steady", answer(1))),
  within(LOCUM, london('not yet, waiting to hear about the hours', answer(null))),
  within(FIDI, newYork('sign it', answer(1))),
  within(FIDI, newYork('tribeca only for now, too risky', answer(2))),
  within(TRAVEL_FEE, london("no one's complained, worth it", answer(null))),
  within(SAME_DAY, newYork('mixed, lost a couple regulars but way less stress', answer(null))),
  within(KEEP_L, london('yes keep', answer(null), note)),
  within(KEEP_N, newYork('ok save', answer(null), note)),
  within(KEEP_N, newYork('no need', answer(null))),
  within(
    { pending: { about: 'stuck', task: 'Write the new patient intake form' } },
    london('need the GDPR wording from my insurer first', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'Update the euthanasia consent form' } },
    newYork('waiting on the lawyer to look it over', answer(null)),
  ),
  within(MORNING_L, london('6:30', answer(2))),
  within(MORNING_L, london('6 is fine', answer(1))),
  within(MORNING_N, newYork('eight', answer(2))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Hire an associate chiropractor?', options: ['Hire', 'Stay solo'] } },
    newYork('cash flow mostly and not working saturdays', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I get a second van?' } },
    london('second van or rent a little unit in Hove', answer(null)),
  ),
];

export const SEVENTYEIGHTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok so between patients, need to order more couch roll ring Bupa about the sept invoices and um write up Toms discharge letter before fri',
    [task('order more couch roll'), task('ring Bupa about the sept invoices'), task('write up Toms discharge letter', l('11-13'))],
    [task('order more couch roll'), task('ring Bupa about the sept invoices'), task('write up Toms discharge letter', l('11-12'))],
  ),
  london('sharpen the blades, order more of the oatmeal shampoo and text the Hove lady back about nail clips', [
    task('sharpen the blades'),
    task('order more of the oatmeal shampoo'),
    task('text the Hove lady back about nail clips'),
  ]),
  london(
    'right so tomorrow 7am bootcamp on the meadows then 10 session with Dean and I need to invoice the gym for october at some point',
    [task('bootcamp on the meadows', l('11-12 07:00')), task('session with Dean', l('11-12 10:00')), task('invoice the gym for october')],
  ),
  london("print the Colourful Semantics cards, email Amir's mum the home practice sheet and book a room at the library by thurs", [
    task('print the Colourful Semantics cards'),
    task("email Amir's mum the home practice sheet"),
    task('book a room at the library', l('11-12')),
  ]),
  london('remind me to call mr hargreaves at to tomorrow and order more of the massage wax and order a new couch cover', [
    task('call mr hargreaves', l('11-12 14:00')),
    task('order more of the massage wax'),
    task('order a new couch cover'),
  ]),
  london(
    'pack the birth bag, send Priya the hypnobirthing links and drop the tens machine back to Lou by sat',
    [task('pack the birth bag'), task('send Priya the hypnobirthing links'), task('drop the tens machine back to Lou', l('11-14'))],
    [task('pack the birth bag'), task('send Priya the hypnobirthing links'), task('drop the tens machine back to Lou', l('11-13'))],
  ),
  london("um so tmrw 9 Mrs Jenkins in Canton, 11:30 Bethan's fringe in Roath and 2 the care home in Llandaff", [
    task('Mrs Jenkins in Canton', l('11-12 09:00')),
    task("Bethan's fringe in Roath", l('11-12 11:30')),
    task('the care home in Llandaff', l('11-12 14:00')),
  ]),
  london(
    'honestly so tired, back to back since 8 and the new couch still hasnt come and i keep going back and forth on dropping my saturday clinic',
    NO_CHANGE,
  ),
  london('1) weigh in w Jess 2) update the programme spreadsheet 3) order 2 more 16kg kettlebells', [
    task('weigh in w Jess'),
    task('update the programme spreadsheet'),
    task('order 2 more 16kg kettlebells'),
  ]),
  london(
    'can you remind me to take the van in for its MOT on monday and also ring the council about the parking permit and get someone to look at the dryer its making a weird noise',
    [
      task('take the van in for its MOT', l('11-16')),
      task('ring the council about the parking permit'),
      task('get someone to look at the dryer'),
    ],
  ),
  london('tmrw: 8 Mrs Okafor, 9:15 new pt assessment, 1pm call w the GP surgery', [
    task('Mrs Okafor', l('11-12 08:00')),
    task('new pt assessment', l('11-12 09:15')),
    task('call w the GP surgery', l('11-12 13:00')),
  ]),
  newYork('ok so I need to order more sheets wash the hot stones and like call Lena back about her gift card', [
    task('order more sheets'),
    task('wash the hot stones'),
    task('call Lena back about her gift card'),
  ]),
  newYork('send the superbills, call Cigna about the Perez claim by fri, and get the x-ray machine serviced', [
    task('send the superbills'),
    task('call Cigna about the Perez claim', n('11-13')),
    task('get the x-ray machine serviced'),
  ]),
  newYork('email Marcus the grocery list, update my Healthie templates and um post the thanksgiving tips reel on thurs', [
    task('email Marcus the grocery list'),
    task('update my Healthie templates'),
    task('post the thanksgiving tips reel', n('11-12')),
  ]),
  newYork(
    'tomorrow at 7 teach the reformer class then at 12 interview the new instructor and at 3 call the landlord again about the radiator',
    [
      task('teach the reformer class', n('11-12 07:00')),
      task('interview the new instructor', n('11-12 12:00')),
      task('call the landlord again about the radiator', n('11-12 15:00')),
    ],
  ),
  newYork('pick up Bruno from the groomer at 3, buy treats and invoice the Adlers for october', [
    task('pick up Bruno from the groomer', n('11-11 15:00')),
    task('buy treats'),
    task('invoice the Adlers for october'),
  ]),
  newYork(
    'need buy moxa sticks, call Mrs Lin for reschedule and clean the cupping set before friday',
    [task('buy moxa sticks'), task('call Mrs Lin for reschedule'), task('clean the cupping set', n('11-13'))],
    [task('buy moxa sticks'), task('call Mrs Lin for reschedule'), task('clean the cupping set', n('11-12'))],
  ),
  newYork('um so tomorrow 8am the Goldbergs beagle in Scarsdale, 10:30 the Morales cats in White Plains and restock the truck', [
    task('the Goldbergs beagle in Scarsdale', n('11-12 08:00')),
    task('the Morales cats in White Plains', n('11-12 10:30')),
    task('restock the truck'),
  ]),
  newYork(
    'ugh my hands are killing me, 6 clients today and Lena wants a 90 at 7pm, i dont know if i should keep saying yes to the late ones',
    NO_CHANGE,
  ),
  newYork('need to 1. chart notes for the Rivera kids 2. renew my CDR CPEUs 3. invoice the Park Slope pediatric group', [
    task('chart notes for the Rivera kids'),
    task('renew my CDR CPEUs'),
    task('invoice the Park Slope pediatric group'),
  ]),
  newYork('remind me to call mister Donnelly at for about his MRI and order more of the biofreeze and pay the con ed bill', [
    task('call mister Donnelly about his MRI', n('11-11 16:00')),
    task('order more of the biofreeze'),
    task('pay the con ed bill'),
  ]),
  newYork('order more rabies tags, call Antech about the Hendricks results and book the truck oil change for next tues', [
    task('order more rabies tags'),
    task('call Antech about the Hendricks results'),
    task('book the truck oil change', n('11-17')),
  ]),
  newYork('post the december timetable, email the grip sock supplier and pay the cleaners', [
    task('post the december timetable'),
    task('email the grip sock supplier'),
    task('pay the cleaners'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SEVENTYEIGHTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SEVENTYEIGHTH_ASK,
  recurring: SEVENTYEIGHTH_RECURRING,
  snooze: SEVENTYEIGHTH_SNOOZE,
  correction: SEVENTYEIGHTH_CORRECTION,
  rename: SEVENTYEIGHTH_RENAME,
  remove: SEVENTYEIGHTH_REMOVE,
  done: SEVENTYEIGHTH_DONE,
  answer: SEVENTYEIGHTH_ANSWER,
  ramble: SEVENTYEIGHTH_RAMBLE,
  greeting: SEVENTYEIGHTH_GREETING,
  thanks: SEVENTYEIGHTH_THANKS,
  feeling: SEVENTYEIGHTH_FEELING,
  question: SEVENTYEIGHTH_QUESTION,
  statement: SEVENTYEIGHTH_STATEMENT,
  decision: SEVENTYEIGHTH_DECISION,
  dilemma: SEVENTYEIGHTH_DILEMMA,
  recall: SEVENTYEIGHTH_RECALL,
  prioritise: SEVENTYEIGHTH_PRIORITISE,
  agenda: SEVENTYEIGHTH_AGENDA,
  free_time: SEVENTYEIGHTH_FREE_TIME,
  unclear: SEVENTYEIGHTH_UNCLEAR,
  bare: SEVENTYEIGHTH_BARE,
};

export const HELD_OUT_SEVENTYEIGHTH: HeldOutItem[] = Object.values(HELD_OUT_SEVENTYEIGHTH_KINDS).flat();
