import type { ConversationState } from '../intent';
import {
  ctx,
  done,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
  answer,
  note,
  type HeldOutItem,
} from './held-out-kit';
import {
  FORTYFIFTH_AGENDA,
  FORTYFIFTH_BARE,
  FORTYFIFTH_DECISION,
  FORTYFIFTH_DILEMMA,
  FORTYFIFTH_FEELING,
  FORTYFIFTH_FREE_TIME,
  FORTYFIFTH_GREETING,
  FORTYFIFTH_PRIORITISE,
  FORTYFIFTH_QUESTION,
  FORTYFIFTH_RECALL,
  FORTYFIFTH_STATEMENT,
  FORTYFIFTH_THANKS,
  FORTYFIFTH_UNCLEAR,
} from './held-out-fortyfifth-b';

/**
 * The forty-fifth held-out set: people for whom English is a second or third language, writing
 * the way they really do. In London a Romanian van driver, a Bangladeshi restaurant owner, an
 * Italian barber, an Egyptian pharmacist, a Pakistani taxi-firm owner and a German architect; in
 * New York a Ukrainian web developer, a Ghanaian hair-braiding salon owner, a Vietnamese nail
 * technician, a Colombian cleaning-company owner, a Korean cafe owner and a Russian-speaking
 * tutor. First-language word order, missing articles, literal translations, phonetic spelling,
 * 24-hour clocks and day-first dates in London, month-first in New York.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
const LISTED_L = {
  listed: ['Pay the chefs', 'Call the council about licences', 'Order lamb from the halal butcher', 'Fix the extractor fan'],
};
const LISTED_N = { listed: ['Order coffee beans', 'Fix the grinder', 'Post the new menu on instagram'] };

export const FORTYFIFTH_ASK: HeldOutItem[] = [
  london('tomorow morning the bank I must call', task('call the bank', l('11-12 09:00')), task('call the bank', l('11-12 08:00'))),
  london('remind me on 17.30 to put diesel in the van', task('put diesel in the van', l('11-11 17:30'))),
  london('tomorow at 6.45 I must load the van at depot in Dagenham', task('load the van at depot in Dagenham', l('11-12 06:45'))),
  london(
    'in friday make a call to the leasing company for the van',
    task('make a call to the leasing company for the van', l('11-13')),
    task('call the leasing company for the van', l('11-13')),
  ),
  london('please remaind me 5/12 to book MOT for the van', task('book MOT for the van', l('12-05'))),
  london(
    'to supplier send the invoice tomorow 10 oclock',
    task('send the invoice to supplier', l('11-12 10:00')),
    task('send the invoice to the supplier', l('11-12 10:00')),
  ),
  london(
    'I need call accountant in monday about the VAT',
    task('call accountant about the VAT', l('11-16')),
    task('call the accountant about the VAT', l('11-16')),
  ),
  london(
    'remind me do the shopping of rice and onion in cash and carry tomorow 8am',
    task('do the shopping of rice and onion in cash and carry', l('11-12 08:00')),
    task('buy rice and onion in cash and carry', l('11-12 08:00')),
    task('buy rice and onion at cash and carry', l('11-12 08:00')),
  ),
  london(
    'on 19/11 food hygiene inspection is coming, please remind me one day before',
    task('food hygiene inspection', l('11-18')),
    task('food hygiene inspection', l('11-18 09:00')),
    task('prepare for food hygiene inspection', l('11-18')),
  ),
  newYork(
    'tomorrow at 9 deploy to client the new version',
    task('deploy the new version to client', n('11-12 09:00')),
    task('deploy the new version to the client', n('11-12 09:00')),
  ),
  newYork('you can remind me at 14:00 to renew the domain for Brightline?', task('renew the domain for Brightline', n('11-11 14:00'))),
  newYork('on 12/3 at 11 I have call with hosting provider', task('call with hosting provider', n('12-03 11:00'))),
  newYork('remind me order braiding hair from the wholesaler in thursday', task('order braiding hair from the wholesaler', n('11-12'))),
  newYork(
    'saturday 8am knotless braids for client Abena',
    task('knotless braids for client Abena', n('11-14 08:00')),
    task('knotless braids for Abena', n('11-14 08:00')),
  ),
  newYork('tomorow 7pm I must order gel polish', task('order gel polish', n('11-12 19:00'))),
  newYork('remind me pay rent for salon on 1st december', task('pay rent for salon', n('12-01'))),
  newYork(
    'please kindly remind me at 3pm to make a call to señora Ruiz about the deep cleaning',
    task('make a call to señora Ruiz about the deep cleaning', n('11-11 15:00')),
    task('call señora Ruiz about the deep cleaning', n('11-11 15:00')),
  ),
  newYork('on 12/5 buy the christmas decorations for the salon', task('buy the christmas decorations for the salon', n('12-05'))),
  london('tomorrow at 9 I must to call the supplier of the clippers', task('call the supplier of the clippers', l('11-12 09:00'))),
  london('in two hour remind me take the towels from the laundry', task('take the towels from the laundry', inMinutes(120))),
  london(
    'remind me 8.30 tomorrow to make the order to the wholesaler',
    task('make the order to the wholesaler', l('11-12 08:30')),
    task('order from the wholesaler', l('11-12 08:30')),
  ),
  london(
    'in thursday afternoon I have to check the controlled drugs register',
    task('check the controlled drugs register', l('11-12 14:00')),
    task('check the controlled drugs register', l('11-12 13:00')),
    task('check the controlled drugs register', l('11-12 15:00')),
  ),
  newYork('remind me friday 3pm meet the espresso machine technician', task('meet the espresso machine technician', n('11-13 15:00'))),
  newYork(
    'order 10 box oat milk tomorrow morning',
    task('order 10 box oat milk', n('11-12 09:00')),
    task('order 10 box oat milk', n('11-12 08:00')),
  ),
  london('remind me tomorow 11 oclock to renew PCO licence of Tariq', task('renew PCO licence of Tariq', l('11-12 11:00'))),
  london('acha, in 30 minute remind me call the garage for car number 7', task('call the garage for car number 7', inMinutes(30))),
  newYork('tomorrow at 16:00 maths lesson with Misha, remind me please', task('maths lesson with Misha', n('11-12 16:00'))),
  newYork(
    'I need prepare the test for Sofia until friday',
    task('prepare the test for Sofia', n('11-13')),
    task('prepare the test for Sofia', n('11-12')),
  ),
  london('on monday the 16. at 10:00 site visit in Hackney', task('site visit in Hackney', l('11-16 10:00'))),
  london('submit the planning application until 30.11.', task('submit the planning application', l('11-30'))),
  london('important: pay the building control fee until friday', task('pay the building control fee', l('11-13'), { important: true })),
  newYork('remind me on 5pm to send the invoice to Olena', task('send the invoice to Olena', n('11-11 17:00'))),
  newYork(
    'urgent!! the keys for Madison office I must take from Gloria today 18:00',
    task('take the keys for Madison office from Gloria', n('11-11 18:00'), { important: true }),
    task('take the keys for the Madison office from Gloria', n('11-11 18:00'), { important: true }),
    task('get the keys for Madison office from Gloria', n('11-11 18:00'), { important: true }),
  ),
  london('on 24.12 close the shop early, remind me', task('close the shop early', l('12-24'))),
];

export const FORTYFIFTH_RECURRING: HeldOutItem[] = [
  london('every monday 7.00 check tyres of the van', task('check tyres of the van', l('11-16 07:00'), { repeat: every('week') })),
  london('each friday pay the chefs the salary', task('pay the chefs the salary', l('11-13'), { repeat: every('week') })),
  newYork('every day 9pm backup the client sites please', task('backup the client sites', n('11-11 21:00'), { repeat: every('day') })),
  newYork(
    'every sunday 8 in the evening order the braiding hair',
    task('order the braiding hair', n('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork('every 1 of month pay salon rent', task('pay salon rent', n('12-01'), { repeat: every('month') })),
  newYork(
    'every two weeks in thursday deep clean of office Madison',
    task('deep clean of office Madison', n('11-12'), { repeat: every('week', 2) }),
  ),
  london('every morning at 8.30 clean the clippers', task('clean the clippers', l('11-12 08:30'), { repeat: every('day') })),
  london(
    'each month the 15 do the stock count of pharmacy',
    task('do the stock count of pharmacy', l('11-15'), { repeat: every('month') }),
  ),
  newYork('every weekday 6.30 open the cafe, remind me', task('open the cafe', n('11-12 06:30'), { repeat: every('weekday') })),
  london(
    'every year 1 of april renew insurance of all cars',
    task('renew insurance of all cars', l('2027-04-01 12:00'), { repeat: every('year') }),
  ),
  newYork(
    'every monday 17:00 send parents the invoice for lessons',
    task('send parents the invoice for lessons', n('11-16 17:00'), { repeat: every('week') }),
  ),
  london('every 2 week on friday send invoices to clients', task('send invoices to clients', l('11-13'), { repeat: every('week', 2) })),
  london(
    'every evening 20.00 write the mileage in the book',
    task('write the mileage in the book', l('11-11 20:00'), { repeat: every('day') }),
  ),
  london(
    'each thursday 9 in morning the fish supplier I must call',
    task('call the fish supplier', l('11-12 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'every wensday 6pm team meeting with the girls of cleaning',
    task('team meeting with the girls of cleaning', n('11-11 18:00'), { repeat: every('week') }),
  ),
  newYork(
    'every month on 28 pay the nail supply credit card',
    task('pay the nail supply credit card', n('11-28'), { repeat: every('month') }),
  ),
  london('every weekday 7.00 check the drivers rota', task('check the drivers rota', l('11-12 07:00'), { repeat: every('weekday') })),
  newYork('each saturday at 10 clean the coffee grinder', task('clean the coffee grinder', n('11-14 10:00'), { repeat: every('week') })),
  newYork('every friday 12:00 pay the cleaners', task('pay the cleaners', n('11-13 12:00'), { repeat: every('week') })),
  london(
    'every night 22.30 remind me to count the cash of restaurant',
    task('count the cash of restaurant', l('11-11 22:30'), { repeat: every('day') }),
  ),
  newYork(
    'daily 8am check the emails from clients of upwork',
    task('check the emails from clients of upwork', n('11-12 08:00'), { repeat: every('day') }),
  ),
  london(
    'every sunday 18:00 plan the week of office',
    task('plan the week of office', l('11-15 18:00'), { repeat: every('week') }),
    task('plan the office week', l('11-15 18:00'), { repeat: every('week') }),
  ),
  newYork(
    'every tusday at 19.00 prepare homework for group of saturday',
    task('prepare homework for group of saturday', n('11-17 19:00'), { repeat: every('week') }),
  ),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
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

export const FORTYFIFTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Call the bank', OVERDUE_L), london('later please', snoozeFor(60), snoozeFor(30), snoozeFor(120))),
  within(reminded('Send the invoice to supplier', OVERDUE_L), london('tomorow is better', ...toDayL('11-12'))),
  within(reminded('Put diesel in the van', LATER_L), london('give me one hour please, I am driving', snoozeFor(60))),
  within(reminded('Call the supplier of the clippers', OVERDUE_L), london('not now, I have client in the chair. 30 minute', snoozeFor(30))),
  within(reminded('Make the order to the wholesaler', OVERDUE_L), london('remind me again on 18.00', snoozeUntil(l('11-11 18:00')))),
  within(
    reminded('Check the controlled drugs register', OVERDUE_L),
    london(
      'in the evening please, now is busy',
      snoozeUntil(l('11-11 18:00')),
      snoozeUntil(l('11-11 19:00')),
      snoozeUntil(l('11-11 17:00')),
    ),
  ),
  within(
    reminded('Renew PCO licence of Tariq', OVERDUE_L),
    london('tomorrow morning better, 9 o clock', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('Submit the planning application', OVERDUE_L), london('monday please, this week is full', ...toDayL('11-16'))),
  within(reminded('Call accountant about the VAT', OVERDUE_L), london('give me 2 hour', snoozeFor(120))),
  within(reminded('Take the towels from the laundry', OVERDUE_L), london('after 20 minutes', snoozeFor(20))),
  within(reminded('Order gel polish', OVERDUE_N), newYork("later pls, I'm in the middle of a full set, 45 min", snoozeFor(45))),
  within(reminded('Order braiding hair from the wholesaler', OVERDUE_N), newYork('remaind me at 1pm', snoozeUntil(n('11-11 13:00')))),
  within(
    reminded('Deploy the new version to client', OVERDUE_N),
    newYork('tomorow 10 am', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('Call señora Ruiz about the deep cleaning', OVERDUE_N), newYork('not today, mañana', ...toDayN('11-12'))),
  within(reminded('Buy products for the crew', OVERDUE_N), newYork('one hour more por favor', snoozeFor(60))),
  within(reminded('Meet the espresso machine technician', OVERDUE_N), newYork('friday is better for this', ...toDayN('11-13'))),
  within(reminded('Send the invoice to Olena', OVERDUE_N), newYork('snooze until 15:30', snoozeUntil(n('11-11 15:30')))),
  within(reminded('Prepare the test for Sofia', OVERDUE_N), newYork('after the lesson, in 90 minutes', snoozeFor(90))),
  within(
    reminded('Call the leasing company for the van', OVERDUE_L),
    london('remind me after 1 week', snoozeFor(10080), move(ctx, '2026-11-18', null)),
  ),
  within(reminded('Pay the building control fee', OVERDUE_L), london('please kindly remind me later, 3 hours', snoozeFor(180))),
  within(reminded('Order from the wholesaler', LATER_L), london('now I am at the pharmacy counter, 15 min', snoozeFor(15))),
  within(reminded('Call the garage for car number 7', OVERDUE_L), london('yaar later, 40 min', snoozeFor(40))),
  within(reminded('Order 10 box oat milk', OVERDUE_N), newYork('ne, 10 minutes please', snoozeFor(10))),
  within(reminded('Count the cash of restaurant', OVERDUE_L), london('on 17.45 remind me again', snoozeUntil(l('11-11 17:45')))),
  within(reminded('Pay rent for salon', OVERDUE_N), newYork('push to 12/1 please', ...toDayN('12-01'))),
  within(reminded('Book MOT for the van', OVERDUE_L), london('push to 1/12 please', ...toDayL('12-01'))),
];

export const FORTYFIFTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Call the bank', l('11-12 09:00')), london('no, is at 10', move(ctx, null, '10:00'))),
  within(talkedOf('Call accountant about the VAT', l('11-16 12:00')), london('sorry, tuesday not monday', move(ctx, '2026-11-17', null))),
  within(talkedOf('Maths lesson with Misha', n('11-12 16:00')), newYork('no no, is at 17:30', move(ctx, null, '17:30'))),
  within(talkedOf('Knotless braids for client Abena', n('11-14 08:00')), newYork('sorry is 9 not 8', move(ctx, null, '09:00'))),
  within(
    talkedOf('Site visit in Hackney', l('11-16 10:00')),
    london('correction: it is the 17., not the 16.', move(ctx, '2026-11-17', null)),
  ),
  within(talkedOf('Pay rent for salon', n('12-01 12:00')), newYork('wait, is 12/2 not 12/1', move(ctx, '2026-12-02', null))),
  within(talkedOf('Book MOT for the van', l('12-05 12:00')), london('sorry I mean 6/12', move(ctx, '2026-12-06', null))),
  within(talkedOf('Order gel polish', n('11-12 19:00')), newYork('no, 7 in the morning, before I open salon', move(ctx, null, '07:00'))),
  within(
    talkedOf('Call the supplier of the clippers', l('11-12 09:00')),
    london('allora no, thursday they are closed, make friday', move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Make the order to the wholesaler', l('11-12 08:30')), london('mistake, 8.00 not 8.30', move(ctx, null, '08:00'))),
  newYork('the call with hosting provider move to 12/4 please', move(words('hosting provider'), '2026-12-04', null)),
  london('change the MOT to 10/12 at 14.00', move(words('MOT'), '2026-12-10', '14:00')),
  within(talkedOf('Renew PCO licence of Tariq', l('11-12 11:00')), london('not 11, make it 13.00', move(ctx, null, '13:00'))),
  within(
    talkedOf('Deploy the new version to client', n('11-12 09:00')),
    newYork('sorry, not tomorrow, thursday next week', move(ctx, '2026-11-19', null)),
  ),
  within(
    talkedOf('Meet the espresso machine technician', n('11-13 15:00')),
    newYork('technician say saturday now, same time', move(ctx, '2026-11-14', null)),
  ),
  within(talkedOf('Call señora Ruiz about the deep cleaning', n('11-11 15:00')), newYork('oops, 4 not 3', move(ctx, null, '16:00'))),
  within(talkedOf('Submit the planning application', l('11-30 12:00')), london('no, deadline is 27.11.', move(ctx, '2026-11-27', null))),
  london('the inspection move on 20 november please', move(words('inspection'), '2026-11-20', null)),
  newYork('lesson with Sofia change to 6pm', move(words('Sofia'), null, '18:00')),
  within(talkedOf('Take the towels from the laundry', inMinutes(120)), london('actually at 18.00', move(ctx, null, '18:00'))),
  within(
    talkedOf('Check the controlled drugs register', l('11-12 14:00')),
    london('sorry, wednesday next week not thursday', move(ctx, '2026-11-18', null)),
  ),
  within(
    talkedOf('Order braiding hair from the wholesaler', n('11-12 12:00')),
    newYork('chale sorry, make it tomorrow 10am', move(ctx, '2026-11-12', '10:00'), move(ctx, null, '10:00')),
  ),
  within(talkedOf('Load the van at depot in Dagenham', l('11-12 06:45')), london('is 5.45 not 6.45', move(ctx, null, '05:45'))),
  within(talkedOf('Put diesel in the van', l('11-11 17:30')), london('no, at 19.00 is better', move(ctx, null, '19:00'))),
];

export const FORTYFIFTH_RENAME: HeldOutItem[] = [
  within(talkedOf('Call the bank'), london('change name to: call Barclays about overdraft', rename(ctx, 'call Barclays about overdraft'))),
  within(
    talkedOf('Order 10 box oat milk'),
    newYork("the name put 'order oat milk and almond milk'", rename(ctx, 'order oat milk and almond milk')),
  ),
  london('rename the rice task to buy rice 20kg basmati', rename(words('rice'), 'buy rice 20kg basmati')),
  within(
    talkedOf('Knotless braids for client Abena'),
    newYork('write it like "Abena - knotless braids medium"', rename(ctx, 'Abena - knotless braids medium')),
  ),
  within(
    talkedOf('Call señora Ruiz about the deep cleaning'),
    newYork('is Rodríguez not Ruiz, correct the name please', rename(ctx, 'Call señora Rodríguez about the deep cleaning')),
  ),
  newYork('the task of the domain, call it renew domain brightline.com', rename(words('domain'), 'renew domain brightline.com')),
  within(talkedOf('Maths lesson with Misha'), newYork("rename in 'Misha - algebra lesson'", rename(ctx, 'Misha - algebra lesson'))),
  london('change title of the clippers one to: order new Wahl clippers', rename(words('clippers'), 'order new Wahl clippers')),
  within(talkedOf('Make the order to the wholesaler'), london("please name it 'order from Alliance'", rename(ctx, 'order from Alliance'))),
  london('the PCO task rename to renew PCO licence Tariq and Bilal', rename(words('PCO'), 'renew PCO licence Tariq and Bilal')),
  within(
    talkedOf('Site visit in Hackney'),
    london("title should be 'site visit Mare Street, Hackney'", rename(ctx, 'site visit Mare Street, Hackney')),
  ),
  within(talkedOf('Order gel polish'), newYork('I write wrong, is gel top coat not gel polish', rename(ctx, 'Order gel top coat'))),
  within(
    talkedOf('Deploy the new version to client'),
    newYork("rename to 'deploy v2.3 for Brightline'", rename(ctx, 'deploy v2.3 for Brightline')),
  ),
  london('can you change the name of MOT task in "MOT + service van"', rename(words('MOT'), 'MOT + service van')),
  within(
    talkedOf('Buy products for the crew'),
    newYork("put the name 'buy bleach and microfiber for crew'", rename(ctx, 'buy bleach and microfiber for crew')),
  ),
  london('rename the inspection one: council food hygiene inspection', rename(words('inspection'), 'council food hygiene inspection')),
  within(
    talkedOf('Meet the espresso machine technician'),
    newYork("correct the name, it's 'La Marzocco technician visit'", rename(ctx, 'La Marzocco technician visit')),
  ),
  newYork('the task with Sofia, new name: prepare Sofia SAT practice test', rename(words('Sofia'), 'prepare Sofia SAT practice test')),
  within(
    talkedOf('Send drawings to structural engineer'),
    london('rename please: send drawings rev C to structural engineer', rename(ctx, 'send drawings rev C to structural engineer')),
  ),
  within(talkedOf('Check the controlled drugs register'), london('name it CD register check', rename(ctx, 'CD register check'))),
  within(talkedOf('Pay the chefs the salary'), london('change to "pay chefs salary and tips"', rename(ctx, 'pay chefs salary and tips'))),
  newYork(
    'the braiding hair task, change name to order X-pression hair 20 packs',
    rename(words('braiding hair'), 'order X-pression hair 20 packs'),
  ),
];

export const FORTYFIFTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Call the bank'), london('delete this please, the bank call me already', remove(ctx))),
  london('cancel the reminder for MOT, garage do it', remove(words('MOT'))),
  london('remove the task of rice', remove(words('rice'))),
  within(LISTED_L, london('delete number 3', remove(num(3)))),
  newYork('please erase the lesson with Misha, he is sick', remove(words('Misha'))),
  within(talkedOf('Order gel polish'), newYork('no need anymore, delete', remove(ctx))),
  newYork('cancel Abena, she not coming', remove(words('Abena'))),
  newYork('take out from list the señora Ruiz task, she cancel the contract', remove(words('señora Ruiz'))),
  london('basta, delete the clippers reminder', remove(words('clippers'))),
  london('the wholesaler order you can delete, I did it by phone', remove(words('wholesaler')), done(words('wholesaler'))),
  within(LISTED_L, london('remove the 2', remove(num(2)))),
  newYork('delete the domain renew, client pay himself', remove(words('domain'))),
  within(talkedOf('Meet the espresso machine technician'), newYork('cancel it, machine is working again', remove(ctx))),
  london('Tariq licence task cancel, he leave the company', remove(words('Tariq'))),
  within(talkedOf('Site visit in Hackney'), london('this one please delete, client postponed without date', remove(ctx))),
  newYork('remove the backup every day task', remove(words('backup'))),
  within(LISTED_N, newYork('delete 1', remove(num(1)))),
  london('not need the reminder for diesel anymore, remove', remove(words('diesel'))),
  newYork('cancel the team meeting of wensday, we do on whatsapp now', remove(words('team meeting'))),
  within(talkedOf('Take the towels from the laundry'), london('forget it, laundry bring the towels themself', remove(ctx))),
  newYork('erase the test for Sofia', remove(words('test for Sofia'))),
  london('the inspection reminder delete please, they postpone to january', remove(words('inspection'))),
];

export const FORTYFIFTH_DONE: HeldOutItem[] = [
  within(reminded('Call the bank', OVERDUE_L), london('is done', done(ctx))),
  within(reminded('Put diesel in the van', OVERDUE_L), london('finished already', done(ctx))),
  within(reminded('Send the invoice to supplier', OVERDUE_L), london('yes I send it morning time', done(ctx))),
  within(reminded('Order braiding hair from the wholesaler', OVERDUE_N), newYork('I ordered already chale', done(ctx))),
  within(reminded('Order gel polish', OVERDUE_N), newYork('done done, cảm ơn', done(ctx))),
  within(reminded('Call señora Ruiz about the deep cleaning', OVERDUE_N), newYork('listo ✔', done(ctx))),
  within(reminded('Call the supplier of the clippers', OVERDUE_L), london('fatto', done(ctx))),
  within(reminded('Make the order to the wholesaler', OVERDUE_L), london('yes order is made, alhamdulillah', done(ctx))),
  within(reminded('Open the cafe', OVERDUE_N), newYork('ne, done', done(ctx))),
  within(reminded('Check the drivers rota', OVERDUE_L), london('checked already yaar', done(ctx))),
  within(reminded('Prepare the test for Sofia', OVERDUE_N), newYork('готово, done', done(ctx))),
  within(reminded('Send drawings to structural engineer', OVERDUE_L), london('erledigt, sent this morning', done(ctx))),
  within(LISTED_L, london('number 2 is finish', done(num(2)))),
  within(LISTED_N, newYork('the 3 is done already', done(num(3)))),
  london('I called the accountant, you can mark done', done(words('accountant'))),
  newYork('the domain of Brightline I renewed it', done(words('domain'))),
  within(talkedOf('Load the van at depot in Dagenham'), london('van loaded, gata', done(ctx), done(words('load the van')))),
  newYork('deploy is finish, client happy', done(words('deploy'))),
  london('MOT of the van is pass, you can tick it', done(words('MOT'))),
  within(reminded('Count the cash of restaurant', OVERDUE_L), london('cash counted', done(ctx))),
  within(reminded('Pay the cleaners', OVERDUE_N), newYork('I pay them since 1 hour', done(ctx))),
  within(reminded('Check the controlled drugs register', OVERDUE_L), london('yes I check it, all correct', done(ctx))),
  newYork('finished the lesson plan for Misha', done(words('lesson plan for Misha'))),
  within(reminded('Renew PCO licence of Tariq', OVERDUE_L), london('acha done', done(ctx))),
];

const WHICH_CALL = { pending: { about: 'which_task' as const, options: ['Call the bank', 'Call the accountant'] } };
const WHICH_ORDER = {
  pending: { about: 'which_task' as const, options: ['Order oat milk', 'Order coffee beans', 'Order cups'] },
};
const WHICH_PAY = {
  pending: { about: 'which_task' as const, options: ['Pay the chefs', 'Pay the rent', 'Pay the gas bill'] },
};
const CLEANER_OR_CAR = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire a third cleaner or buy a second car for the crew?',
    options: ['Hire a third cleaner', 'Buy a second car'],
  },
};
const DELIVERY_DAY = {
  pending: { about: 'other' as const, question: 'Which day for the delivery slot?', options: ['Thursday', 'Friday'] },
};
const REVIEW = { pending: { about: 'review' as const, decision: 'Switched the taxi dispatch software to Autocab' } };
const KEEP = { pending: { about: 'keep' as const, text: 'Closing on Mondays gave me more energy' } };
const DAY_BEFORE = { pending: { about: 'other' as const, question: 'Want me to remind you the day before as well?', options: [] } };

export const FORTYFIFTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('the second', answer(2))),
  within(WHICH_CALL, london('is the bank one', answer(1))),
  within(WHICH_CALL, newYork('1 please', answer(1))),
  within(WHICH_ORDER, newYork('the beans', answer(2))),
  within(WHICH_ORDER, newYork('last one', answer(3))),
  within(WHICH_ORDER, newYork('number 1 pls', answer(1))),
  within(WHICH_ORDER, newYork('none of them', answer(null))),
  within(WHICH_PAY, london('the rent', answer(2))),
  within(WHICH_PAY, london('gas', answer(3))),
  within(CLEANER_OR_CAR, newYork('the car I think', answer(2))),
  within(CLEANER_OR_CAR, newYork('first option, the cleaner', answer(1))),
  within(CLEANER_OR_CAR, newYork("still I don't know, give me time", answer(null))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Open on Sundays or not?', options: ['Open Sundays', 'Stay closed'] } },
    london('the family time is most important for me, money is second', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I raise the lesson price?' } },
    newYork('raise to 60 dollar, or keep 50 and take more students', answer(null)),
  ),
  within(REVIEW, london('very good, less complain from drivers', answer(null))),
  within(REVIEW, london('not so good, is expensive every month', answer(null))),
  within(KEEP, newYork('yes keep it', answer(null), note)),
  within(KEEP, newYork('no, not need', answer(null))),
  within(DELIVERY_DAY, london('thursday better', answer(1))),
  within(DELIVERY_DAY, london('in friday', answer(2))),
  within(DAY_BEFORE, newYork('yes please, kindly', answer(null))),
  within(DAY_BEFORE, london('no no, is ok like this', answer(null))),
  within(
    { pending: { about: 'stuck', task: 'Submit the planning application' } },
    london('the client not send me the measurements yet', answer(null)),
  ),
  within(WHICH_CALL, london('accountant', answer(2))),
];

export const FORTYFIFTH_RAMBLE: HeldOutItem[] = [
  london(
    'today I must: call the leasing, wash the van and 18.00 pick up my son from football',
    [task('call the leasing'), task('wash the van'), task('pick up my son from football', l('11-11 18:00'))],
    [task('call the leasing', l('11-11')), task('wash the van', l('11-11')), task('pick up my son from football', l('11-11 18:00'))],
  ),
  london(
    'tomorow I need call accountant, pay the invoice of supplier and buy new cover for tandoor',
    [task('call accountant', l('11-12')), task('pay the invoice of supplier', l('11-12')), task('buy new cover for tandoor', l('11-12'))],
    [task('call accountant', l('11-12')), task('pay the invoice of supplier'), task('buy new cover for tandoor')],
  ),
  newYork('so: fix bug in checkout for Brightline, send invoice to Marko and on friday call with new client', [
    task('fix bug in checkout for Brightline'),
    task('send invoice to Marko'),
    task('call with new client', n('11-13')),
  ]),
  newYork('I need order the braiding hair, pay the light bill, and saturday 7am open early for the bride', [
    task('order the braiding hair'),
    task('pay the light bill'),
    task('open early for the bride', n('11-14 07:00')),
  ]),
  newYork(
    'tomorrow I must order acrylic powder, clean the pedicure chairs and call my landlord about heater',
    [
      task('order acrylic powder', n('11-12')),
      task('clean the pedicure chairs', n('11-12')),
      task('call my landlord about heater', n('11-12')),
    ],
    [task('order acrylic powder', n('11-12')), task('clean the pedicure chairs'), task('call my landlord about heater')],
  ),
  newYork('tomorrow please remind me: 8am send crew to Upper West Side, 1pm inspection in Brooklyn, 17:00 pay Gloria', [
    task('send crew to Upper West Side', n('11-12 08:00')),
    task('inspection in Brooklyn', n('11-12 13:00')),
    task('pay Gloria', n('11-12 17:00')),
  ]),
  london('allora, I must buy shaving foam, call the landlord for the boiler and on saturday 9.00 open early for the wedding', [
    task('buy shaving foam'),
    task('call the landlord for the boiler'),
    task('open early for the wedding', l('11-14 09:00')),
  ]),
  london('for tomorow: order insulin pens, call Dr Hassan surgery, and 16.00 meeting with area manager', [
    task('order insulin pens', l('11-12')),
    task('call Dr Hassan surgery', l('11-12')),
    task('meeting with area manager', l('11-12 16:00')),
  ]),
  newYork('buy the beans from roaster, fix the grinder, post new menu on instagram', [
    task('buy the beans from roaster'),
    task('fix the grinder'),
    task('post new menu on instagram'),
  ]),
  london('I need: MOT for car 12, call the council for licences and pay the drivers in friday', [
    task('MOT for car 12'),
    task('call the council for licences'),
    task('pay the drivers', l('11-13')),
  ]),
  newYork('tomorow 15:00 lesson with Anya and 17:00 lesson with Dima', [
    task('lesson with Anya', n('11-12 15:00')),
    task('lesson with Dima', n('11-12 17:00')),
  ]),
  london('so, send the drawings to client, print the plans in A1 and on thursday 14:00 meeting in planning office', [
    task('send the drawings to client'),
    task('print the plans in A1'),
    task('meeting in planning office', l('11-12 14:00')),
  ]),
  london(
    'ok listen, tomorow: 7.00 Heathrow pickup, 11.00 Croydon drop, after call my brother',
    [task('Heathrow pickup', l('11-12 07:00')), task('Croydon drop', l('11-12 11:00')), task('call my brother')],
    [task('Heathrow pickup', l('11-12 07:00')), task('Croydon drop', l('11-12 11:00')), task('call my brother', l('11-12'))],
  ),
  newYork('I have to do the shopping of supplies, call the insurance and on monday interview the new girl', [
    task('do the shopping of supplies'),
    task('call the insurance'),
    task('interview the new girl', n('11-16')),
  ]),
  newYork('need: renew SSL certificate, update wordpress of the bakery site, invoice for october to Olena', [
    task('renew SSL certificate'),
    task('update wordpress of the bakery site'),
    task('invoice for october to Olena'),
  ]),
  newYork('tomorrow 9 nails for Mrs Tran, 11 pedicure for Kim, and 2pm I must go to the bank', [
    task('nails for Mrs Tran', n('11-12 09:00')),
    task('pedicure for Kim', n('11-12 11:00')),
    task('go to the bank', n('11-12 14:00')),
  ]),
  london('buy new towels, fix the chair number 2, and call Marco for the rota of december', [
    task('buy new towels'),
    task('fix the chair number 2'),
    task('call Marco for the rota of december'),
  ]),
  london(
    'two things: the prescriptions of the care home to prepare, and the fridge temperature to write in the log',
    [task('prepare the prescriptions of the care home'), task('write the fridge temperature in the log')],
    [task('prepare the care home prescriptions'), task('write the fridge temperature in the log')],
  ),
  newYork('first call the milk company, second fix the wifi of cafe, third order cups 12oz', [
    task('call the milk company'),
    task('fix the wifi of cafe'),
    task('order cups 12oz'),
  ]),
  london(
    'tomorrow 10.00 I go to the bank, after that to the wholesaler for onions, and 17.00 open the restaurant',
    [task('go to the bank', l('11-12 10:00')), task('go to the wholesaler for onions'), task('open the restaurant', l('11-12 17:00'))],
    [
      task('go to the bank', l('11-12 10:00')),
      task('go to the wholesaler for onions', l('11-12')),
      task('open the restaurant', l('11-12 17:00')),
    ],
  ),
  newYork('mija I have a lot: buy vacuum bags, call the Johnson office for the key, send quote to Mr Patel', [
    task('buy vacuum bags'),
    task('call the Johnson office for the key'),
    task('send quote to Mr Patel'),
  ]),
  london('Termine: monday 10.00 site visit Islington, tuesday 15.00 client call with Mrs Becker', [
    task('site visit Islington', l('11-16 10:00')),
    task('client call with Mrs Becker', l('11-17 15:00')),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FORTYFIFTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FORTYFIFTH_ASK,
  recurring: FORTYFIFTH_RECURRING,
  snooze: FORTYFIFTH_SNOOZE,
  correction: FORTYFIFTH_CORRECTION,
  rename: FORTYFIFTH_RENAME,
  remove: FORTYFIFTH_REMOVE,
  done: FORTYFIFTH_DONE,
  answer: FORTYFIFTH_ANSWER,
  ramble: FORTYFIFTH_RAMBLE,
  greeting: FORTYFIFTH_GREETING,
  thanks: FORTYFIFTH_THANKS,
  feeling: FORTYFIFTH_FEELING,
  question: FORTYFIFTH_QUESTION,
  statement: FORTYFIFTH_STATEMENT,
  decision: FORTYFIFTH_DECISION,
  dilemma: FORTYFIFTH_DILEMMA,
  recall: FORTYFIFTH_RECALL,
  prioritise: FORTYFIFTH_PRIORITISE,
  agenda: FORTYFIFTH_AGENDA,
  free_time: FORTYFIFTH_FREE_TIME,
  unclear: FORTYFIFTH_UNCLEAR,
  bare: FORTYFIFTH_BARE,
};

export const HELD_OUT_FORTYFIFTH: HeldOutItem[] = Object.values(HELD_OUT_FORTYFIFTH_KINDS).flat();
