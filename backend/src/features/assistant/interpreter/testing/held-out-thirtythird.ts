import type { ConversationState, Intent } from '../intent';
import {
  NO_CHANGE,
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
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  THIRTYTHIRD_AGENDA,
  THIRTYTHIRD_BARE,
  THIRTYTHIRD_DECISION,
  THIRTYTHIRD_DILEMMA,
  THIRTYTHIRD_FEELING,
  THIRTYTHIRD_FREE_TIME,
  THIRTYTHIRD_GREETING,
  THIRTYTHIRD_PRIORITISE,
  THIRTYTHIRD_QUESTION,
  THIRTYTHIRD_RECALL,
  THIRTYTHIRD_STATEMENT,
  THIRTYTHIRD_THANKS,
  THIRTYTHIRD_UNCLEAR,
} from './held-out-thirtythird-b';

/**
 * The thirty-third held-out set: people running a bike repair van, a wedding florist, a brewery
 * taproom, a locksmith, a tutoring agency, a phone repair stall and a roofing firm in London, and a
 * freelance bookkeeper, a yoga studio, a translator, a home bakery selling online and a property
 * cleaning crew in New York. Weighted towards corrections of the task just talked about, references
 * by number to the last list, and messages that name a time but ask for nothing.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
const LISTED_L = { listed: ['True the Achebe wheel', 'Order inner tubes', 'Ring the school bike club', 'Invoice the Hadley wedding'] };
const LISTED_N = { listed: ['Reconcile Harlow Dental', 'Send the Delgado P&L', 'File sales tax for Delgado', 'Email the 1099 forms'] };

export const THIRTYTHIRD_ASK: HeldOutItem[] = [
  london(
    'remind me to pick up the brake pads from the wholesaler tmrw 9am',
    task('pick up the brake pads from the wholesaler', l('11-12 09:00')),
  ),
  london('true the wheel for Mr Achebe thurs by 4', task('true the wheel for Mr Achebe', l('11-12 16:00'))),
  london('send the ranunculus order to Covent Garden by fri 10am', task('send the ranunculus order to Covent Garden', l('11-13 10:00'))),
  london('consultation w/ the Okonjo-Reid couple sat 11:30', task('consultation w/ the Okonjo-Reid couple', l('11-14 11:30'))),
  london('remind me at 6 to clean the lines on tap 4', task('clean the lines on tap 4', l('11-11 18:00'))),
  london(
    'order more CO2 cylinders monday first thing',
    task('order more CO2 cylinders', l('11-16 09:00')),
    task('order more CO2 cylinders', l('11-16 08:00')),
  ),
  london('lockout job in Peckham at half 4 today', task('lockout job in Peckham', l('11-11 16:30'))),
  london(
    'quote mrs Adebayo for 2 new yale locks by tomorrow eod',
    task('quote mrs Adebayo for 2 new yale locks', l('11-12 17:00')),
    task('quote mrs Adebayo for 2 new yale locks', l('11-12 18:00')),
  ),
  london("in 20 mins remind me to call the tutor about Leo's 11+ mock", task("call the tutor about Leo's 11+ mock", inMinutes(20))),
  london('send the GCSE maths timetable to the Whitfields fri', task('send the GCSE maths timetable to the Whitfields', l('11-13'))),
  london(
    'order 10 iphone 13 screens from the supplier asap',
    task('order 10 iphone 13 screens from the supplier'),
    task('order 10 iphone 13 screens from the supplier', null, { important: true }),
  ),
  london('remind me fri at 5 to pay the market stall fee', task('pay the market stall fee', l('11-13 17:00'))),
  london('be at the Wrights for the scaffold monday 7:30am', task('be at the Wrights for the scaffold', l('11-16 07:30'))),
  london(
    'order lead flashing and 3 rolls of felt for the Nguyen job tomorrow',
    task('order lead flashing and 3 rolls of felt for the Nguyen job', l('11-12')),
  ),
  london('get the skip permit sorted for Ashgrove Rd by the 20th', task('get the skip permit sorted for Ashgrove Rd', l('11-20'))),
  london(
    'URGENT ring the Wrights re the leak over their bathroom before 5',
    task('ring the Wrights re the leak over their bathroom', l('11-11 17:00'), { important: true }),
  ),
  london('quarter past 9 tmrw collect the arch from Hadley Barn', task('collect the arch from Hadley Barn', l('11-12 09:15'))),
  london('this saturday 6am flower market run', task('flower market run', l('11-14 06:00'))),
  london('tues 17th 3:30 trial lesson with the Khan twins', task('trial lesson with the Khan twins', l('11-17 15:30'))),
  london('remind me 2moro to chase Callum for his dbs certificate', task('chase Callum for his dbs certificate', l('11-12'))),
  london('in an hour and a half check the fermenter temp', task('check the fermenter temp', inMinutes(90))),
  london('the 1st of december post the advent beer list on insta', task('post the advent beer list on insta', l('12-01'))),
  london(
    'cut 4 spare keys for the Albion Rd landlord thurs 19th 11am',
    task('cut 4 spare keys for the Albion Rd landlord', l('11-19 11:00')),
  ),
  london(
    'renew the street trading licence for the stall before xmas',
    task('renew the street trading licence for the stall', l('12-25')),
    task('renew the street trading licence for the stall', l('12-24')),
  ),
  london('fix the puncture on the cargo bike at 8.15 tomorrow morning', task('fix the puncture on the cargo bike', l('11-12 08:15'))),
  london('pls remind me at 17:45 to lock the cage at the market', task('lock the cage at the market', l('11-11 17:45'))),
  london(
    'tmrw 8ish open up for the plumber at the taproom',
    task('open up for the plumber at the taproom', l('11-12 08:00')),
    task('open up for the plumber at the taproom', l('11-12 20:00')),
  ),
  london(
    "book Farah's DBS renewal 2 weeks today",
    task("book Farah's DBS renewal", l('11-25')),
    task("book Farah's DBS renewal", l('11-25 15:00')),
  ),
  london('ring the glass supplier tomorrow at 1', task('ring the glass supplier', l('11-12 13:00'))),
  newYork('remind me to send the Delgado Plumbing P&L by Friday 3pm', task('send the Delgado Plumbing P&L', n('11-13 15:00'))),
  newYork(
    'reconcile the Harlow Dental amex statement tmrw morning',
    task('reconcile the Harlow Dental amex statement', n('11-12 09:00')),
    task('reconcile the Harlow Dental amex statement', n('11-12 08:00')),
  ),
  newYork('jan 4 at 9am start the 1099 prep', task('start the 1099 prep', n('2027-01-04 09:00'))),
  newYork('pay my Q4 estimated tax on 1/14', task('pay my Q4 estimated tax', n('2027-01-14'))),
  newYork(
    'pick up 50lb flour from the restaurant depot thursday at 7am',
    task('pick up 50lb flour from the restaurant depot', n('11-12 07:00')),
  ),
  newYork(
    'bake the 12 pumpkin pies for the thanksgiving orders on the 25th',
    task('bake the 12 pumpkin pies for the thanksgiving orders', n('11-25')),
  ),
  newYork('remind me at 2 to renew the cottage food permit', task('renew the cottage food permit', n('11-11 14:00'))),
  newYork('order 20 new cork blocks for the studio by the 1st', task('order 20 new cork blocks for the studio', n('12-01'))),
  newYork('turnover at the Bushwick airbnb sat 11am', task('turnover at the Bushwick airbnb', n('11-14 11:00'))),
  newYork(
    'deep clean for the Feldmans move out next monday 8:30',
    task('deep clean for the Feldmans move out', n('11-16 08:30')),
    task('deep clean for the Feldmans move out', n('11-23 08:30')),
  ),
  newYork(
    'certified translation of the birth certificate for Mrs Ruiz due friday noon',
    task('certified translation of the birth certificate for Mrs Ruiz', n('11-13 12:00')),
  ),
  newYork('in 45 min call the Lisbon agency about the rate', task('call the Lisbon agency about the rate', inMinutes(45))),
  newYork(
    'IMPORTANT send Mr Castellanos his court translation by 5 today',
    task('send Mr Castellanos his court translation', n('11-11 17:00'), { important: true }),
  ),
  newYork('restock microfiber cloths and bleach before the weekend', task('restock microfiber cloths and bleach', n('11-13'))),
  newYork('dec 3 refund the teacher training deposits', task('refund the teacher training deposits', n('12-03'))),
  newYork('half past 4 text the crew the Tribeca address', task('text the crew the Tribeca address', n('11-11 16:30'))),
  newYork('2 hrs from now remind me to take the loaves out of the fridge', task('take the loaves out of the fridge', inMinutes(120))),
  newYork(
    'proofread the Lisbon contract translation by eod',
    task('proofread the Lisbon contract translation', n('11-11 17:00')),
    task('proofread the Lisbon contract translation', n('11-11 18:00')),
  ),
  newYork(
    'drop off the Harlow binders at their office monday at 11',
    task('drop off the Harlow binders at their office', n('11-16 11:00')),
  ),
];

export const THIRTYTHIRD_RECURRING: HeldOutItem[] = [
  london(
    'every monday at 7am restock the van with inner tubes',
    task('restock the van with inner tubes', l('11-16 07:00'), { repeat: every('week') }),
  ),
  london('clean the tap lines every tuesday at 10am', task('clean the tap lines', l('11-17 10:00'), { repeat: every('week') })),
  london('pay the taproom rent on the 5th of each month', task('pay the taproom rent', l('12-05'), { repeat: every('month') })),
  london(
    'every friday 4pm send the tutors their timesheets',
    task('send the tutors their timesheets', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london('every weekday at 8 open the stall', task('open the stall', l('11-12 08:00'), { repeat: every('weekday') })),
  london(
    'remind me every other monday to check the scaffold tags',
    task('check the scaffold tags', l('11-16'), { repeat: every('week', 2) }),
  ),
  london(
    "each sunday at 6pm plan the week's roofing jobs",
    task("plan the week's roofing jobs", l('11-15 18:00'), { repeat: every('week') }),
  ),
  london('every night at 10 back up the repair log', task('back up the repair log', l('11-11 22:00'), { repeat: every('day') })),
  london(
    'change the bucket water in the cold room every day at 7am',
    task('change the bucket water in the cold room', l('11-12 07:00'), { repeat: every('day') }),
  ),
  london('quiz night prep every thursday 5pm', task('quiz night prep', l('11-12 17:00'), { repeat: every('week') })),
  london(
    'every year on 1 feb remind me to order extra red roses',
    task('order extra red roses', l('2027-02-01'), { repeat: every('year') }),
  ),
  london(
    'monthly on the 20th invoice the schools for tutoring',
    task('invoice the schools for tutoring', l('11-20'), { repeat: every('month') }),
  ),
  london(
    'every wednesday at 9am lock check round at the Albion Rd flats',
    task('lock check round at the Albion Rd flats', l('11-18 09:00'), { repeat: every('week') }),
  ),
  london('every day at 12 check the repair inbox', task('check the repair inbox', l('11-12 12:00'), { repeat: every('day') })),
  newYork(
    'every friday at 3 send clients their weekly cash report',
    task('send clients their weekly cash report', n('11-13 15:00'), { repeat: every('week') }),
  ),
  newYork(
    'on the 20th of every month file sales tax for Delgado',
    task('file sales tax for Delgado', n('11-20'), { repeat: every('month') }),
  ),
  newYork('feed the sourdough starter every morning at 7', task('feed the sourdough starter', n('11-12 07:00'), { repeat: every('day') })),
  newYork('every weekday 9:30 check the shopify orders', task('check the shopify orders', n('11-12 09:30'), { repeat: every('weekday') })),
  newYork('every saturday at 8am mop the studio floors', task('mop the studio floors', n('11-14 08:00'), { repeat: every('week') })),
  newYork(
    'every 2 weeks on thursday restock the cleaning vans',
    task('restock the cleaning vans', n('11-12'), { repeat: every('week', 2) }),
  ),
  newYork(
    'remind me every tuesday at 11 to post the class schedule',
    task('post the class schedule', n('11-17 11:00'), { repeat: every('week') }),
  ),
  newYork('pay the crew every other friday at 5pm', task('pay the crew', n('11-13 17:00'), { repeat: every('week', 2) })),
  newYork('on the 1st of every month send my retainer invoices', task('send my retainer invoices', n('12-01'), { repeat: every('month') })),
  newYork('every year on january 31 mail the W-2s', task('mail the W-2s', n('2027-01-31'), { repeat: every('year') })),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];

export const THIRTYTHIRD_SNOOZE: HeldOutItem[] = [
  within(reminded('Pick up the brake pads', OVERDUE_L), london('mid repair, 30 mins', snoozeFor(30))),
  within(reminded('Clean the lines on tap 4', LATER_L), london('snooze 45', snoozeFor(45))),
  within(reminded('Send the ranunculus order', OVERDUE_L), london('ugh push it', snoozeFor(60), askBack, unclear)),
  within(reminded('Chase Callum for his DBS', OVERDUE_L), london('tomorrow', ...toDayL('11-12'))),
  within(reminded('Quote mrs Adebayo', OVERDUE_L), london('on a lockout, gimme an hour', snoozeFor(60))),
  within(reminded('Order more CO2 cylinders', OVERDUE_L), london('remind me again at 7 tonight', snoozeUntil(l('11-11 19:00')))),
  within(reminded('Check the fermenter temp', OVERDUE_L), london('5 min', snoozeFor(5))),
  within(reminded('Pay the market stall fee', OVERDUE_L), london('not today, monday', ...toDayL('11-16'))),
  within(reminded('Ring the Wrights about the leak', OVERDUE_L), london("on a roof, can't. 2 hours", snoozeFor(120))),
  within(reminded('Send the GCSE timetable to the Whitfields', OVERDUE_L), london('snooze till 8 pm', snoozeUntil(l('11-11 20:00')))),
  within(
    reminded('Collect the arch from Hadley Barn', OVERDUE_L),
    london('push to friday 10am', snoozeUntil(l('11-13 10:00')), move(ctx, '2026-11-13', '10:00')),
  ),
  within(reminded('Lock the cage at the market', LATER_L), london('20 more mins', snoozeFor(20))),
  within(
    reminded('Fix the puncture on the cargo bike', OVERDUE_L),
    london(
      'not yet, after lunch tmrw',
      snoozeUntil(l('11-12 13:00')),
      snoozeUntil(l('11-12 14:00')),
      move(ctx, '2026-11-12', '13:00'),
      move(ctx, '2026-11-12', '14:00'),
    ),
  ),
  within(reminded('Prep the Khan trial lesson', OVERDUE_L), london('snooze until half 6', snoozeUntil(l('11-11 18:30')))),
  within(reminded('Order lead flashing', OVERDUE_L), london('raining sideways up here, ask me in 90 mins', snoozeFor(90))),
  within(
    reminded('Cut spare keys for Albion Rd', OVERDUE_L),
    london('snooze for 3 days', snoozeFor(4320), move(ctx, '2026-11-14', null), snoozeUntil(l('11-14 14:00'))),
  ),
  within(reminded('Clean the lines on tap 2', OVERDUE_L), london('give me till 5', snoozeUntil(l('11-11 17:00')))),
  within(reminded('Reconcile the Harlow Dental amex', OVERDUE_N), newYork('client call rn, 1h', snoozeFor(60))),
  within(reminded('Send the Delgado P&L', OVERDUE_N), newYork('remind me at 3:30', snoozeUntil(n('11-11 15:30')))),
  within(reminded('Take the loaves out of the fridge', OVERDUE_N), newYork('hands covered in dough lol 15 min', snoozeFor(15))),
  within(reminded('Renew the cottage food permit', OVERDUE_N), newYork('can it wait til monday', ...toDayN('11-16'))),
  within(reminded('Post the class schedule', OVERDUE_N), newYork('at 1 pls', snoozeUntil(n('11-11 13:00')))),
  within(reminded('Text the crew the Tribeca address', OVERDUE_N), newYork('snooze 2 hrs', snoozeFor(120))),
  within(
    reminded('Call the Lisbon agency', OVERDUE_N),
    newYork("they're 5 hrs ahead, do it tomorrow morning at 8", snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('Restock microfiber cloths', OVERDUE_N), newYork('remind me friday', ...toDayN('11-13'))),
  within(reminded('Mop the studio floors', OVERDUE_N), newYork('laterrr', snoozeFor(60))),
  within(reminded('Pay my Q4 estimated tax', OVERDUE_N), newYork('push a week', snoozeFor(10080), move(ctx, '2026-11-18', null))),
  within(reminded('Turnover at the Bushwick airbnb', OVERDUE_N), newYork('not yet', snoozeFor(60), NO_CHANGE)),
  within(
    reminded('Send my retainer invoices', OVERDUE_N),
    newYork('snooze til 4pm, waiting on hours from 2 clients', snoozeUntil(n('11-11 16:00'))),
  ),
  within(reminded('Feed the sourdough starter', OVERDUE_N), newYork('10 min!!', snoozeFor(10))),
];

export const THIRTYTHIRD_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Pick up the brake pads from the wholesaler', l('11-12 09:00')), london('no wait 10', move(ctx, null, '10:00'))),
  within(talkedOf('Lockout job in Peckham', l('11-11 16:30')), london('no wait 5', move(ctx, null, '17:00'))),
  within(
    talkedOf('Send the GCSE maths timetable to the Whitfields', l('11-13 12:00')),
    london('actually thursday', move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Consultation w/ the Okonjo-Reid couple', l('11-14 11:30')), london('make it 2:30', move(ctx, null, '14:30'))),
  within(talkedOf('Flower market run', l('11-14 06:00')), london('oh no its half 5 not 6', move(ctx, null, '05:30'))),
  within(
    talkedOf('Trial lesson with the Khan twins', l('11-17 15:30')),
    london('sorry wednesday not tuesday', move(ctx, '2026-11-18', null)),
  ),
  within(talkedOf('Order more CO2 cylinders', l('11-16 09:00')), london('actually sunday', move(ctx, '2026-11-15', null))),
  within(
    talkedOf('Be at the Wrights for the scaffold', l('11-16 07:30')),
    london('scaffolders just texted, its 7 now', move(ctx, null, '07:00')),
  ),
  within(
    talkedOf('Collect the arch from Hadley Barn', l('11-12 09:15')),
    london('make that friday same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '09:15')),
  ),
  within(
    talkedOf('Cut 4 spare keys for the Albion Rd landlord', l('11-19 11:00')),
    london('typo, 19th should be 18th', move(ctx, '2026-11-18', null)),
  ),
  within(talkedOf('Clean the lines on tap 4', l('11-11 18:00')), london('half 7 better', move(ctx, null, '19:30'))),
  london('move the Nguyen felt order to monday', move(words('Nguyen'), '2026-11-16', null)),
  london('push the Khan trial lesson back to 4', move(words('Khan'), null, '16:00')),
  within(LISTED_L, london('3 to friday pls', move(num(3), '2026-11-13', null))),
  within(LISTED_L, london('push 1 to tomorrow 10am', move(num(1), '2026-11-12', '10:00'))),
  within(talkedOf('Send the Delgado Plumbing P&L', n('11-13 15:00')), newYork('no wait, thursday', move(ctx, '2026-11-12', null))),
  within(talkedOf('Pick up 50lb flour from the restaurant depot', n('11-12 07:00')), newYork('ugh make it 6:30', move(ctx, null, '06:30'))),
  within(
    talkedOf('Bake the 12 pumpkin pies', n('11-25 12:00')),
    newYork('actually the 24th, they need to cool', move(ctx, '2026-11-24', null)),
  ),
  within(
    talkedOf('Turnover at the Bushwick airbnb', n('11-14 11:00')),
    newYork('guest checks out at 10 so make it 10:30', move(ctx, null, '10:30')),
  ),
  within(
    talkedOf('Certified translation for Mrs Ruiz', n('11-13 12:00')),
    newYork('she needs it thursday by 5 actually', move(ctx, '2026-11-12', '17:00')),
  ),
  within(talkedOf('Order 20 new cork blocks', n('12-01 12:00')), newYork('change to the 4th', move(ctx, '2026-12-04', null))),
  newYork('move the Feldman deep clean to tuesday 9am', move(words('Feldman'), '2026-11-17', '09:00')),
  newYork('can u push the retainer invoices to 12/2', move(words('retainer invoices'), '2026-12-02', null)),
  within(LISTED_N, newYork('#2 -> monday', move(num(2), '2026-11-16', null))),
  within(talkedOf('Call the Lisbon agency about the rate', inMinutes(45)), newYork('actually at 1', move(ctx, null, '13:00'))),
  within(talkedOf('Text the crew the Tribeca address', n('11-11 16:30')), newYork('make it 4 not 4:30', move(ctx, null, '16:00'))),
  within(
    talkedOf('Pay the market stall fee', l('11-13 17:00')),
    london('no it has to be thursday, the office shuts fri', move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('True the wheel for Mr Achebe', l('11-12 16:00')), london('hes coming at 3 now', move(ctx, null, '15:00'))),
  within(
    talkedOf('Reconcile the Harlow Dental amex statement', n('11-12 09:00')),
    newYork('friday morning instead', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '09:00')),
  ),
  london('can you move the flower market run to 5am', move(words('flower market'), null, '05:00')),
  within(talkedOf('Fix the puncture on the cargo bike', l('11-12 08:15')), london('8.45 sorry', move(ctx, null, '08:45'))),
  within(
    talkedOf('Restock microfiber cloths and bleach', n('11-13 12:00')),
    newYork('nvm do it today at 3', move(ctx, '2026-11-11', '15:00')),
  ),
  within(LISTED_N, newYork('move 4 to the 30th at 2pm', move(num(4), '2026-11-30', '14:00'))),
];

export const THIRTYTHIRD_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Fix the puncture on the cargo bike'),
    london('rename to fix both punctures on the cargo bike', rename(ctx, 'fix both punctures on the cargo bike')),
  ),
  within(talkedOf('Flower market run'), london("call it 'Nine Elms market run' pls", rename(ctx, 'Nine Elms market run'))),
  london('rename the CO2 one to order CO2 and nitro', rename(words('CO2'), 'order CO2 and nitro')),
  within(talkedOf('Quote mrs Adebayo'), london('spelling - its Adebayo-Cole', rename(ctx, 'Quote mrs Adebayo-Cole'))),
  london("change 'trial lesson' to 'trial lesson + chat with parents'", rename(words('trial lesson'), 'trial lesson + chat with parents')),
  within(
    talkedOf('Send the GCSE maths timetable'),
    london('retitle: GCSE + A level timetable to the Whitfields', rename(ctx, 'GCSE + A level timetable to the Whitfields')),
  ),
  within(talkedOf('Order 10 iphone 13 screens'), london('should say iphone 14 not 13', rename(ctx, 'Order 10 iphone 14 screens'))),
  london('the scaffold task should be called Wrights scaffold handover', rename(words('scaffold'), 'Wrights scaffold handover')),
  within(
    talkedOf('Reconcile the Harlow Dental amex statement'),
    newYork('rename to reconcile Harlow Dental amex + chase', rename(ctx, 'reconcile Harlow Dental amex + chase')),
  ),
  newYork("change the flour one to 'flour + sugar run'", rename(words('flour'), 'flour + sugar run')),
  within(
    talkedOf('Turnover at the Bushwick airbnb'),
    newYork("call it 'Bushwick turnover (2 units)'", rename(ctx, 'Bushwick turnover (2 units)')),
  ),
  newYork(
    "rename 'refund the teacher training deposits' to 'refund TT deposits - 4 people'",
    rename(words('refund the teacher training deposits'), 'refund TT deposits - 4 people'),
  ),
  within(
    talkedOf('Certified translation for Mrs Ruiz'),
    newYork('its Ruíz with an accent, fix the name pls', rename(ctx, 'Certified translation for Mrs Ruíz')),
  ),
  within(
    talkedOf('Clean the lines on tap 4'),
    london('make the title clean lines on taps 4 and 5', rename(ctx, 'clean lines on taps 4 and 5')),
  ),
  london('rename the Achebe wheel job to Achebe wheel + new spokes', rename(words('Achebe'), 'Achebe wheel + new spokes')),
  within(
    talkedOf('Lock check round at the Albion Rd flats'),
    london('name it Albion Rd lock audit instead', rename(ctx, 'Albion Rd lock audit')),
  ),
  newYork(
    "the Castellanos task should read 'Castellanos court docs (Spanish > English)'",
    rename(words('Castellanos'), 'Castellanos court docs (Spanish > English)'),
  ),
  within(
    talkedOf('Mop the studio floors'),
    newYork('change the wording to mop + disinfect studio floors', rename(ctx, 'mop + disinfect studio floors')),
  ),
  within(
    talkedOf('Send clients their weekly cash report'),
    newYork("retitle it 'weekly cash report (all clients)'", rename(ctx, 'weekly cash report (all clients)')),
  ),
  london("can u rename the stall fee one to 'pay Shepherds Bush stall fee'", rename(words('stall fee'), 'pay Shepherds Bush stall fee')),
  within(LISTED_L, london('rename 2 to order inner tubes (700c)', rename(num(2), 'order inner tubes (700c)'))),
];

export const THIRTYTHIRD_REMOVE: HeldOutItem[] = [
  within(talkedOf('Lockout job in Peckham'), london('cancel that, they found the key lol', remove(ctx))),
  london('delete the brake pads reminder, got them', remove(words('brake pads')), done(words('brake pads'))),
  london('scrap the Khan trial lesson, mum cancelled', remove(words('Khan'))),
  within(LISTED_L, london('remove 4', remove(num(4)))),
  london('get rid of the quiz night prep reminder, quiz is off for good', remove(words('quiz night'))),
  within(talkedOf('Order lead flashing and felt'), london('bin that, supplier already dropped it off', remove(ctx), done(ctx))),
  newYork('cancel the Feldman deep clean, they hired someone else', remove(words('Feldman'))),
  newYork('delete the cork blocks task', remove(words('cork blocks'))),
  within(talkedOf('Refund the teacher training deposits'), newYork('nm delete it', remove(ctx))),
  newYork("take 'start the 1099 prep' off the list", remove(words('start the 1099 prep'))),
  within(LISTED_N, newYork('kill #3', remove(num(3)))),
  london('no longer doing the advent beer list, remove it', remove(words('advent beer list'))),
  within(talkedOf('Collect the arch from Hadley Barn'), london('forget it, the venue are dropping it off', remove(ctx))),
  london('lose the skip permit one, the scaffolders sort it now', remove(words('skip permit'))),
  newYork('remove the shopify orders reminder', remove(words('shopify orders'))),
  within(talkedOf('Call the Lisbon agency about the rate'), newYork('scratch that entirely, they emailed', remove(ctx))),
  london('wipe the Nguyen job off, they went with another roofer', remove(words('Nguyen'))),
  within(LISTED_L, london('delete the last one', remove(num(4)))),
  newYork("erase the pumpkin pie task, only got 2 orders so I'll wing it", remove(words('pumpkin pie'))),
  london('can u delete the dbs chase for Callum, he left the agency', remove(words('Callum'))),
  within(talkedOf('Text the crew the Tribeca address'), newYork('delete', remove(ctx))),
  within(LISTED_N, newYork('2 and 3 can go, delete both', [remove(num(2)), remove(num(3))])),
];

export const THIRTYTHIRD_DONE: HeldOutItem[] = [
  within(reminded('Pick up the brake pads', OVERDUE_L), london('done 👍', done(ctx))),
  within(reminded('Clean the lines on tap 4', OVERDUE_L), london('lines clean 🍺', done(ctx))),
  within(reminded('Send the ranunculus order', OVERDUE_L), london('sent it this morning actually', done(ctx))),
  within(LISTED_L, london('2 and 4 done', [done(num(2)), done(num(4))])),
  within(LISTED_L, london('did 1', done(num(1)))),
  london('tick off the CO2 order', done(words('CO2'))),
  within(reminded('Chase Callum for his DBS', OVERDUE_L), london('he sent it over, done', done(ctx))),
  within(reminded('Quote mrs Adebayo', OVERDUE_L), london('yep quoted her £140', done(ctx))),
  within(talkedOf('Order 10 iphone 13 screens'), london('ordered ✔️', done(ctx))),
  within(reminded('Fix the puncture on the cargo bike', OVERDUE_L), london('sorted', done(ctx))),
  london('mark the Khan trial lesson as done', done(words('Khan'))),
  within(reminded('Ring the Wrights about the leak', OVERDUE_L), london('rang them, going round thurs', done(ctx))),
  within(reminded('Reconcile the Harlow Dental amex', OVERDUE_N), newYork('reconciled, off by $3.20 but whatever', done(ctx))),
  within(reminded('Send the Delgado P&L', OVERDUE_N), newYork('sent!', done(ctx))),
  within(LISTED_N, newYork('finished #1', done(num(1)))),
  newYork('mark the sales tax filing done', done(words('sales tax'))),
  within(reminded('Feed the sourdough starter', OVERDUE_N), newYork('fed 🍞', done(ctx))),
  within(reminded('Turnover at the Bushwick airbnb', OVERDUE_N), newYork('crew finished it at 9:40', done(ctx))),
  within(reminded('Post the class schedule', OVERDUE_N), newYork('yup', done(ctx))),
  within(
    talkedOf('Certified translation for Mrs Ruiz'),
    newYork('delivered the Ruiz translation, mark it done', done(ctx), done(words('Ruiz'))),
  ),
  within(reminded('Pay the crew', OVERDUE_N), newYork('paid everyone via zelle', done(ctx))),
  within(reminded('Lock the cage at the market', OVERDUE_L), london('locked up 🔒', done(ctx))),
  within(reminded('Check the fermenter temp', OVERDUE_L), london('18.5, all good', done(ctx))),
  within(reminded('Be at the Wrights for the scaffold', OVERDUE_L), london('was there, scaffold is up', done(ctx))),
  london('the Whitfields timetable is done, tick it', done(words('Whitfields'))),
  within(reminded('Mail the W-2s', OVERDUE_N), newYork('✅✅', done(ctx))),
  within(reminded('Order 20 new cork blocks', OVERDUE_N), newYork('ordered them last night', done(ctx))),
  within(reminded('Send the GCSE maths timetable', OVERDUE_L), london('yes did that earlier x', done(ctx))),
];

const WHICH_KEYS = { pending: { about: 'which_task' as const, options: ['Cut keys for Albion Rd', 'Cut keys for Mrs Adebayo'] } };
const WHICH_INVOICE = {
  pending: { about: 'which_task' as const, options: ['Invoice Delgado Plumbing', 'Invoice Harlow Dental', 'Invoice the Feldmans'] },
};
const VAN_OR_UNIT = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'A second bike van or a workshop unit?',
    options: ['A second van', 'A workshop unit'],
  },
};
const TUTORS = {
  pending: { about: 'dilemma_choice' as const, question: 'Hire Farah or Joel for the GCSE slots?', options: ['Farah', 'Joel'] },
};
const CREWS = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Keep one crew on overtime or hire a second crew?',
    options: ['Overtime for the one crew', 'Hire a second crew'],
  },
};
const MATTERS = {
  pending: { about: 'dilemma_matters' as const, question: 'Second van or workshop unit?', options: ['Van', 'Unit'] },
};
const OPTIONS = { pending: { about: 'dilemma_options' as const, question: 'How do I get more out of the drop-in classes?' } };
const REVIEW = { pending: { about: 'review' as const, decision: 'Stopped the Sunday evening classes' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Baking before sunrise keeps my afternoons free' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Saying no to night callouts made the week calmer' } };
const TASTING = { pending: { about: 'other' as const, question: 'Which slot for the menu tasting?', options: ['11am', '2pm'] } };
const STUCK = { pending: { about: 'stuck' as const, task: 'Sign the new stall lease' } };

export const THIRTYTHIRD_ANSWER: HeldOutItem[] = [
  within(WHICH_KEYS, london('albion', answer(1))),
  within(WHICH_KEYS, london('2nd', answer(2))),
  within(WHICH_KEYS, london('the adebayo one pls', answer(2))),
  within(WHICH_KEYS, london('first one', answer(1))),
  within(WHICH_INVOICE, newYork('harlow', answer(2))),
  within(WHICH_INVOICE, newYork('3', answer(3))),
  within(WHICH_INVOICE, newYork('the plumbing one', answer(1))),
  within(WHICH_INVOICE, newYork('feldmans', answer(3))),
  within(VAN_OR_UNIT, london('workshop unit, defo', answer(2))),
  within(VAN_OR_UNIT, london('1', answer(1))),
  within(VAN_OR_UNIT, london('still not sure tbh, give me a few days', answer(null))),
  within(TUTORS, london('farah obvs', answer(1))),
  within(TUTORS, london('joel I think, he can do saturdays', answer(2))),
  within(CREWS, newYork('second option', answer(2))),
  within(CREWS, newYork('ugh neither feels right yet', answer(null))),
  within(MATTERS, london('not sitting in traffic all day, and my back honestly', answer(null))),
  within(OPTIONS, newYork('either raise the drop-in to $28 or sell a 10 class pack', answer(null))),
  within(REVIEW, newYork('best call I made, sundays were killing me', answer(null))),
  within(REVIEW, newYork('mixed. lost a few regulars', answer(null))),
  within(KEEP_N, newYork('yes keep that', answer(null), note)),
  within(KEEP_L, london('nah', answer(null))),
  within(TASTING, london('2pm', answer(2))),
  within(TASTING, london('the morning one', answer(1))),
  within(STUCK, london('waiting on the market office to send the lease over', answer(null))),
  within(
    { pending: { about: 'other', question: 'Do you want the weekly summary on Sunday evenings?', options: [] } },
    newYork('yep go for it', answer(null)),
  ),
  within({ pending: { about: 'other', question: 'Shall I keep Saturday morning clear?', options: [] } }, london('no ta', answer(null))),
];

export const THIRTYTHIRD_RAMBLE: HeldOutItem[] = [
  london(
    'ok so um tomorrow I need to pick up inner tubes, then like true the Achebe wheel at 2 and uh invoice the school bike club',
    [task('pick up inner tubes', l('11-12')), task('true the Achebe wheel', l('11-12 14:00')), task('invoice the school bike club')],
    [
      task('pick up inner tubes', l('11-12')),
      task('true the Achebe wheel', l('11-12 14:00')),
      task('invoice the school bike club', l('11-12')),
    ],
  ),
  london(
    'confirm numbers with the Hadley bride, order the eucalyptus and book the van for saturday',
    [task('confirm numbers with the Hadley bride'), task('order the eucalyptus'), task('book the van', l('11-14'))],
    [task('confirm numbers with the Hadley bride'), task('order the eucalyptus'), task('book the van for saturday')],
  ),
  london(
    'um so buy glasswash tabs, um, ring the brewery about the late kegs and yeah sort the quiz prizes by friday',
    [task('buy glasswash tabs'), task('ring the brewery about the late kegs'), task('sort the quiz prizes', l('11-13'))],
    [
      task('buy glasswash tabs', l('11-13')),
      task('ring the brewery about the late kegs', l('11-13')),
      task('sort the quiz prizes', l('11-13')),
    ],
  ),
  london('3 jobs: rekey the Albion Rd flat at 10 tmrw, quote the Adebayos, order more euro cylinders', [
    task('rekey the Albion Rd flat', l('11-12 10:00')),
    task('quote the Adebayos'),
    task('order more euro cylinders'),
  ]),
  london('need to 1. email the Okoro parents about maths 2. pay Farah 3. update the tutor rota', [
    task('email the Okoro parents about maths'),
    task('pay Farah'),
    task('update the tutor rota'),
  ]),
  london('order usb-c ports, charge the card reader and ask the market manager about xmas hours', [
    task('order usb-c ports'),
    task('charge the card reader'),
    task('ask the market manager about xmas hours'),
  ]),
  london(
    'so um yeah get the scaffold quote to the Wrights, order 2 rolls of felt and um ring building control monday morning',
    [task('get the scaffold quote to the Wrights'), task('order 2 rolls of felt'), task('ring building control', l('11-16 09:00'))],
    [task('get the scaffold quote to the Wrights'), task('order 2 rolls of felt'), task('ring building control', l('11-16 08:00'))],
  ),
  london('tmrw: 8am Wrights roof, 1pm Nguyen survey, 4pm van to garage', [
    task('Wrights roof', l('11-12 08:00')),
    task('Nguyen survey', l('11-12 13:00')),
    task('van to garage', l('11-12 16:00')),
  ]),
  newYork('ok um so I gotta send Delgado their invoice, reconcile the Harlow chase account and uh file the sales tax by the 20th', [
    task('send Delgado their invoice'),
    task('reconcile the Harlow chase account'),
    task('file the sales tax', n('11-20')),
  ]),
  newYork('like honestly I need to mop the studio, order new blocks and text Kim about covering sunday lol', [
    task('mop the studio'),
    task('order new blocks'),
    task('text Kim about covering sunday'),
  ]),
  newYork('bake 6 sourdough for the Park Slope orders friday at 5am, ship the etsy cookie boxes and buy parchment', [
    task('bake 6 sourdough for the Park Slope orders', n('11-13 05:00')),
    task('ship the etsy cookie boxes'),
    task('buy parchment'),
  ]),
  newYork('so yeah um call the Feldmans about the keys, restock the vans and pay Rosa and Luis friday', [
    task('call the Feldmans about the keys'),
    task('restock the vans'),
    task('pay Rosa and Luis', n('11-13')),
  ]),
  newYork('translate the Ruiz birth cert, invoice the Lisbon agency and renew my ATA membership by december 1', [
    task('translate the Ruiz birth cert'),
    task('invoice the Lisbon agency'),
    task('renew my ATA membership', n('12-01')),
  ]),
  london(
    'pls remind me to ring the venue coordinator tomorrow at 11 & order more ribbon',
    [task('ring the venue coordinator', l('11-12 11:00')), task('order more ribbon')],
    [task('ring the venue coordinator', l('11-12 11:00')), task('order more ribbon', l('11-12 11:00'))],
  ),
  london("Leo needs a new maths tutor so remind me to ask Callum friday and email Leo's mum at 8 tonight", [
    task('ask Callum', l('11-13')),
    task("email Leo's mum", l('11-11 20:00')),
  ]),
  london('fix 2 cracked screens, replace the samsung battery for the lady at 4 and restock tempered glass', [
    task('fix 2 cracked screens'),
    task('replace the samsung battery for the lady', l('11-11 16:00')),
    task('restock tempered glass'),
  ]),
  london('brain dump: send the Hadley invoice, return the buckets to the wholesaler, water the hydrangeas, oh and call mum sunday', [
    task('send the Hadley invoice'),
    task('return the buckets to the wholesaler'),
    task('water the hydrangeas'),
    task('call mum', l('11-15')),
  ]),
  newYork(
    'um so the plan is clean 3 units in the Heights thursday, then um pick up supplies and like send the invoices friday morning',
    [task('clean 3 units in the Heights', n('11-12')), task('pick up supplies'), task('send the invoices', n('11-13 09:00'))],
    [task('clean 3 units in the Heights', n('11-12')), task('pick up supplies'), task('send the invoices', n('11-13 08:00'))],
    [task('clean 3 units in the Heights', n('11-12')), task('pick up supplies', n('11-12')), task('send the invoices', n('11-13 09:00'))],
    [task('clean 3 units in the Heights', n('11-12')), task('pick up supplies', n('11-12')), task('send the invoices', n('11-13 08:00'))],
  ),
  london('need to brew the winter stout monday, order the malt and get labels printed', [
    task('brew the winter stout', l('11-16')),
    task('order the malt'),
    task('get labels printed'),
  ]),
  london('two things: ring the Albion Rd landlord back and drop the spare keys at the estate agents at 5', [
    task('ring the Albion Rd landlord back'),
    task('drop the spare keys at the estate agents', l('11-11 17:00')),
  ]),
  newYork('add: buy eggs, pick up pie boxes, email the thanksgiving pickup times to customers', [
    task('buy eggs'),
    task('pick up pie boxes'),
    task('email the thanksgiving pickup times to customers'),
  ]),
  newYork(
    'voice memo ok so um first thing tomorrow print the Delgado W-9, then like 2pm call with the Harlow office manager',
    [task('print the Delgado W-9', n('11-12 09:00')), task('call with the Harlow office manager', n('11-12 14:00'))],
    [task('print the Delgado W-9', n('11-12 08:00')), task('call with the Harlow office manager', n('11-12 14:00'))],
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_THIRTYTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTYTHIRD_ASK,
  recurring: THIRTYTHIRD_RECURRING,
  snooze: THIRTYTHIRD_SNOOZE,
  correction: THIRTYTHIRD_CORRECTION,
  rename: THIRTYTHIRD_RENAME,
  remove: THIRTYTHIRD_REMOVE,
  done: THIRTYTHIRD_DONE,
  answer: THIRTYTHIRD_ANSWER,
  ramble: THIRTYTHIRD_RAMBLE,
  greeting: THIRTYTHIRD_GREETING,
  thanks: THIRTYTHIRD_THANKS,
  feeling: THIRTYTHIRD_FEELING,
  question: THIRTYTHIRD_QUESTION,
  statement: THIRTYTHIRD_STATEMENT,
  decision: THIRTYTHIRD_DECISION,
  dilemma: THIRTYTHIRD_DILEMMA,
  recall: THIRTYTHIRD_RECALL,
  prioritise: THIRTYTHIRD_PRIORITISE,
  agenda: THIRTYTHIRD_AGENDA,
  free_time: THIRTYTHIRD_FREE_TIME,
  unclear: THIRTYTHIRD_UNCLEAR,
  bare: THIRTYTHIRD_BARE,
};

export const HELD_OUT_THIRTYTHIRD: HeldOutItem[] = Object.values(HELD_OUT_THIRTYTHIRD_KINDS).flat();
