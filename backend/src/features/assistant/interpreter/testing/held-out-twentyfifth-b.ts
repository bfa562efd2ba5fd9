import type { Intent, PendingQuestion } from '../intent';
import {
  type HeldOutItem,
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
  question,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';

/**
 * The second half of the twenty-fifth held-out set: the replies that only make sense in a
 * conversation (after a reminder, a question or a task just added), and the jobs people bundle.
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */

/** A question back, which is as right as saying what was unclear. */
export const ASK: Intent = { kind: 'ask', text: '', options: [] };

/** daily has just reminded the person of `title` and waits for DONE / SNOOZE / SKIP / STUCK. */
export const reminded = (title: string, due: string | null, item: HeldOutItem): HeldOutItem =>
  within({ current: { title, due }, pending: { about: 'follow_up', task: title } }, item);
/** `title` was the last task talked about (just added or changed), with nothing pending. */
export const about = (title: string, due: string | null, item: HeldOutItem): HeldOutItem => within({ current: { title, due } }, item);
export const asked = (pending: PendingQuestion, item: HeldOutItem): HeldOutItem => within({ pending }, item);

export const TWENTYFIFTH_SNOOZES: HeldOutItem[] = [
  reminded('trim the spaniel at Mrs Okafor', l('11-11 14:30'), london('snooze 20', snoozeFor(20))),
  reminded('cut keys for the Hendersons', l('11-11 15:00'), london('gimme an hour', snoozeFor(60))),
  reminded('ice the Dawson wedding tier', l('11-11 15:00'), london('2 more hrs pls, sponge still cooling', snoozeFor(120))),
  reminded('send invoice to Brightline', n('11-11 10:00'), newYork('later. 30 mins', snoozeFor(30))),
  reminded(
    'pour wax for the cedar batch',
    n('11-11 09:30'),
    newYork('snooze till 1pm', snoozeUntil(n('11-11 13:00')), move(ctx, '2026-11-11', '13:00')),
  ),
  reminded(
    'call the Home Office helpline',
    l('11-11 14:00'),
    london('not now, remind me at half 5', snoozeUntil(l('11-11 17:30')), move(ctx, '2026-11-11', '17:30')),
  ),
  reminded(
    'sand the van floor',
    l('11-11 15:00'),
    london(
      'tmrw morning',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  reminded('edit episode 14', n('11-11 10:00'), newYork('hit me again in 45', snoozeFor(45))),
  reminded('order gold leaf', l('11-10 12:00'), london('ugh snooze it a day', snoozeFor(1440))),
  reminded('chase the pilates mats refund', l('11-11 12:00'), london('snooze 15m', snoozeFor(15))),
  reminded(
    'translate the Garcia affidavit',
    n('11-11 09:00'),
    newYork('push to 4', snoozeUntil(n('11-11 16:00')), move(ctx, '2026-11-11', '16:00')),
  ),
  reminded('stencil for Jade', l('11-11 15:00'), london('ten more mins, client is late', snoozeFor(10))),
  reminded('pack the veg boxes', l('11-11 15:00'), london('remind me again after the school run', unclear, ASK)),
  reminded(
    'renew the van insurance',
    l('11-09 12:00'),
    london('snooze til friday', snoozeUntil(l('11-13 12:00')), move(ctx, '2026-11-13', null)),
  ),
  reminded('book the sign primer delivery', l('11-11 15:00'), london('in a couple of hours', snoozeFor(120))),
  reminded('email the agency about rates', n('11-11 10:00'), newYork('snooze 90 min', snoozeFor(90))),
  reminded('call back the lockout on Elm Road', l('11-11 15:00'), london('5 min driving', snoozeFor(5))),
  reminded(
    'reply to the bride about lemon curd',
    l('11-11 15:00'),
    london('snooze until this evening 7ish', snoozeUntil(l('11-11 19:00')), move(ctx, '2026-11-11', '19:00')),
  ),
  reminded('upload the mixdown', n('11-11 10:00'), newYork('snooze 1 hr 30', snoozeFor(90))),
  reminded('invoice the Patels for the groom', l('11-11 15:00'), london('SNOOZE 1H', snoozeFor(60))),
  reminded(
    'restock sage candles',
    n('11-11 08:00'),
    newYork('put it off till monday', snoozeUntil(n('11-16 12:00')), move(ctx, '2026-11-16', null)),
  ),
  reminded(
    'file the I-130 for Mr Adeyemi',
    n('11-11 10:00'),
    newYork('snooze to tomorrow 9am', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  reminded('fit the new cylinder at the flat', l('11-11 15:00'), london('stuck in traffic, 40 mins', snoozeFor(40))),
  reminded('order more tattoo ink', l('11-11 15:00'), london('can u nudge me in 3 hours', snoozeFor(180))),
  reminded(
    'weigh the spring cabbages',
    l('11-11 13:00'),
    london('snooze till 8 tomorrow morning', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  reminded(
    'book the studio reformer service',
    l('11-11 15:00'),
    london('next week', snoozeUntil(l('11-16 12:00')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  reminded('text the Moores their dog is ready', l('11-11 15:00'), london('snz 10', snoozeFor(10))),
  reminded('call the venue about the cake table', l('11-11 15:00'), london('in 25 mins', snoozeFor(25))),
  reminded(
    'reply to the agency rate email',
    n('11-11 10:00'),
    newYork(
      'remind me after lunch',
      snoozeUntil(n('11-11 13:00')),
      snoozeUntil(n('11-11 14:00')),
      move(ctx, '2026-11-11', '13:00'),
      move(ctx, '2026-11-11', '14:00'),
    ),
  ),
  reminded(
    'order the sign vinyl',
    l('11-11 09:00'),
    london('do it monday instead', snoozeUntil(l('11-16 12:00')), move(ctx, '2026-11-16', null)),
  ),
  reminded('dip the pillar candles', n('11-11 10:00'), newYork('1 more hour', snoozeFor(60))),
  reminded(
    'write up session notes',
    l('11-11 15:00'),
    london('snooze till 6', snoozeUntil(l('11-11 18:00')), move(ctx, '2026-11-11', '18:00')),
  ),
];

export const TWENTYFIFTH_CORRECTIONS: HeldOutItem[] = [
  about('groom Biscuit the poodle', l('11-12 10:00'), london('oops I meant 11', move(ctx, null, '11:00'))),
  about('tasting with the Whitakers', l('11-13 14:00'), london('no wait, saturday', move(ctx, '2026-11-14', null))),
  about('call the agency PM', n('11-12 15:00'), newYork('scratch that, make it 2:30', move(ctx, null, '14:30'))),
  about('rekey the shop door', l('11-12 09:00'), london('actually half 8', move(ctx, null, '08:30'))),
  about('Ella consult for sleeve', l('11-16 12:00'), london('sorry tuesday not monday', move(ctx, '2026-11-17', null))),
  about(
    'deliver veg boxes to Chapel Allerton',
    l('11-13 12:00'),
    london('make that thursday morning at 9', move(ctx, '2026-11-12', '09:00')),
  ),
  about('record intro with Dana', n('11-12 13:00'), newYork('ugh I typed it wrong, 3pm', move(ctx, null, '15:00'))),
  about('letter the cafe window', l('11-18 12:00'), london('no the 19th', move(ctx, '2026-11-19', null))),
  about('biometrics appt reminder for Mrs Chen', n('11-17 12:00'), newYork('should be 11/19', move(ctx, '2026-11-19', null))),
  about('pour the soy test batch', n('11-12 10:00'), newYork('nah make it noon', move(ctx, null, '12:00'))),
  about('fit the solar panel on the sprinter', l('11-14 10:00'), london('wait, sunday', move(ctx, '2026-11-15', null))),
  about('reformer class cover', l('11-12 18:00'), london('i meant 6:30 not 6', move(ctx, null, '18:30'))),
  about(
    'call the wholesaler',
    l('11-12 12:00'),
    london('push that to friday', move(ctx, '2026-11-13', null), snoozeUntil(l('11-13 12:00'))),
  ),
  about('send proofreading back', n('11-13 17:00'), newYork('correction: thursday 5pm', move(ctx, '2026-11-12', '17:00'))),
  about('pick up the wedding toppers', l('11-12 16:00'), london('hmm no, quarter past 4', move(ctx, null, '16:15'))),
  about('nail trim for Pickle', l('11-12 12:00'), london('move it to 2', move(ctx, null, '14:00'))),
  about('master episode 15', n('11-16 12:00'), newYork('my bad — tuesday the 17th', move(ctx, '2026-11-17', null))),
  about('consult about the koi half sleeve', l('11-20 12:00'), london('change it to 3/12', move(ctx, '2026-12-03', null))),
  about('book van MOT', l('11-17 09:00'), london('not 9, 10', move(ctx, null, '10:00'))),
  about('drop samples at the deli', n('11-12 11:00'), newYork('oh wait 11:45 actually', move(ctx, null, '11:45'))),
  about('quote for the pub sign', l('11-12 12:00'), london('make it next wednesday', move(ctx, '2026-11-18', null))),
  about('collect seed potatoes', l('11-12 12:00'), london('scrap that, do it the day after', move(ctx, '2026-11-13', null))),
  about('collect the dog trailer', l('11-12 12:00'), london('ahh sorry wednesday next week', move(ctx, '2026-11-18', null))),
  about('prep the Baptiste hearing bundle', n('11-13 09:00'), newYork('8 not 9', move(ctx, null, '08:00'))),
  about('drop the tier at the venue', l('11-14 11:00'), london('nope, 10:45', move(ctx, null, '10:45'))),
  about('record with the Greens', n('11-17 16:00'), newYork('hmm make it wednesday at 4 instead', move(ctx, '2026-11-18', '16:00'))),
  about('sign the lease renewal', l('11-20 12:00'), london('woops, the 27th', move(ctx, '2026-11-27', null))),
];

export const TWENTYFIFTH_RENAMES: HeldOutItem[] = [
  about('call Bev', l('11-12 12:00'), london('rename it to call Bev about the cake stand', rename(ctx, 'call Bev about the cake stand'))),
  about('dog', l('11-12 10:00'), london('call that one "groom Ziggy the doodle"', rename(ctx, 'groom Ziggy the doodle'))),
  about('email', n('11-12 12:00'), newYork('change the name to email Rosa re glossary', rename(ctx, 'email Rosa re glossary'))),
  newYork('rename the wax order to order 40lb coconut wax', rename(words('wax order'), 'order 40lb coconut wax')),
  london('change "van stuff" to "fit the swivel seat"', rename(words('van stuff'), 'fit the swivel seat')),
  about('pay', l('11-13 12:00'), london('retitle it pay the paint supplier', rename(ctx, 'pay the paint supplier'))),
  london('rename task 3 to ring the landlord', rename(num(3), 'ring the landlord')),
  about('episode', n('11-12 12:00'), newYork('can you call it "cut ads for ep 16" instead', rename(ctx, 'cut ads for ep 16'))),
  london('the locks one should say replace the euro cylinder at no 12', rename(words('locks'), 'replace the euro cylinder at no 12')),
  about('flash sheet', l('11-14 12:00'), london('name it finish the winter flash sheet', rename(ctx, 'finish the winter flash sheet'))),
  within(
    { listed: ['water the polytunnel', 'invoice the café', 'mend the fence'] },
    london('rename 2 to invoice Rose Café for eggs', rename(num(2), 'invoice Rose Café for eggs')),
  ),
  about('Mrs Liu', n('11-13 12:00'), newYork('rename to: RFE response for Mrs Liu', rename(ctx, 'RFE response for Mrs Liu'))),
  newYork('change the title of the podcast edit to edit Marco interview', rename(words('podcast edit'), 'edit Marco interview')),
  about('studio', l('11-12 12:00'), london('actually call it deep clean the studio', rename(ctx, 'deep clean the studio'))),
  london('rename "cake" to "bake sponges for the Ahmed order"', rename(words('cake'), 'bake sponges for the Ahmed order')),
  about('text her', l('11-12 12:00'), london('pls rename to text Gemma about the deposit', rename(ctx, 'text Gemma about the deposit'))),
  about(
    'candles',
    n('11-14 12:00'),
    newYork('retitle: ship the holiday candle preorders', rename(ctx, 'ship the holiday candle preorders')),
  ),
  london('rename my dentist one to dentist check up', rename(words('dentist'), 'dentist check up')),
  about(
    'gilding',
    l('11-12 12:00'),
    london('change it to gild the letters on the butcher sign', rename(ctx, 'gild the letters on the butcher sign')),
  ),
  newYork('the Kowalski thing - rename to translate Kowalski birth cert', rename(words('Kowalski'), 'translate Kowalski birth cert')),
  about('groom', l('11-12 09:00'), london('call it groom Hugo the schnauzer', rename(ctx, 'groom Hugo the schnauzer'))),
  newYork(
    'rename "labels" to "reorder the jar labels from Sticker Mule"',
    rename(words('labels'), 'reorder the jar labels from Sticker Mule'),
  ),
  within(
    { listed: ['call Dad', 'book the oven service', 'pay the milk bill'] },
    london('rename 1 to call dad about sunday lunch', rename(num(1), 'call dad about sunday lunch')),
  ),
  about(
    'locks',
    l('11-13 12:00'),
    london('edit the title to fit the smart lock at the Nolan flat', rename(ctx, 'fit the smart lock at the Nolan flat')),
  ),
  about(
    'sponsor read',
    n('11-12 12:00'),
    newYork('title should be record the Hearth sponsor read', rename(ctx, 'record the Hearth sponsor read')),
  ),
];

export const TWENTYFIFTH_REMOVALS: HeldOutItem[] = [
  about('groom Rolo', l('11-12 10:00'), london('delete that, they cancelled', remove())),
  about('tasting for the Barnes', l('11-13 12:00'), london('remove it pls', remove())),
  newYork('cancel the wax order task', remove(words('wax order'))),
  london('get rid of the reformer repair one', remove(words('reformer repair'))),
  within({ listed: ['call accountant', 'book van ramp', 'order vinyl'] }, london('delete 3', remove(num(3)))),
  about('record with Tomas', n('11-12 14:00'), newYork('scrap it, he bailed', remove())),
  reminded('call the Jacksons about the lock', l('11-11 15:00'), london('not needed anymore, bin it', remove())),
  newYork('remove "print shipping labels"', remove(words('print shipping labels'))),
  london('take the allotment meeting off my list', remove(words('allotment meeting'))),
  within({ listed: ['proof the Ortiz decree', 'invoice Lingua', 'renew ATA membership'] }, newYork('kill number 1', remove(num(1)))),
  about('flash day poster', l('11-15 12:00'), london('nah delete', remove())),
  london('can you delete the gutter sign job, customer went elsewhere', remove(words('gutter sign'))),
  newYork('drop the Etsy photos task', remove(words('Etsy photos'))),
  reminded('check the sourdough starter', l('11-11 15:00'), london('skip it forever, stopped doing sourdough', remove())),
  about('visa photo booth', n('11-13 12:00'), newYork('please remove that one', remove())),
  london('delete the vet visit for Mabel', remove(words('vet visit'))),
  within({ listed: ['wire the leisure battery', 'order plywood', 'call DVLA'] }, london('remove the second one', remove(num(2)))),
  newYork('erase the guest booking for ep 17', remove(words('guest booking'))),
  about('leaflet drop', l('11-14 12:00'), london('cancel that', remove())),
  london('kill the task about the church hall', remove(words('church hall'))),
  about('tasting with the Lowes', l('11-14 12:00'), london('they’ve called it off, delete', remove())),
  newYork('delete the USCIS fee reminder, the client paid it', remove(words('USCIS fee')), done(words('USCIS fee'))),
  within(
    { listed: ['strip the old decals', 'buy brushes', 'quote the vets sign'] },
    london('delete 2 and 3', [remove(num(2)), remove(num(3))]),
  ),
  reminded('walk the Chows', l('11-11 15:00'), london('remove this one, they moved away', remove())),
  london('bin the task about the mixer repair', remove(words('mixer repair'))),
];

export const TWENTYFIFTH_COMPLETIONS: HeldOutItem[] = [
  reminded('groom Bailey', l('11-11 14:00'), london('done ✅', done())),
  reminded('pay the flour supplier', l('11-11 12:00'), london('paid the flour supplier', done())),
  reminded('send the Ruiz translation', n('11-11 09:00'), newYork('sent!', done())),
  reminded('change the locks at Oak Lane', l('11-11 15:00'), london('all sorted', done())),
  reminded('post the class schedule', l('11-11 15:00'), london('yep did it', done())),
  reminded('call the printer', l('11-11 13:00'), london('👍 done', done())),
  reminded('upload ep 14', n('11-11 10:00'), newYork('uploaded', done())),
  reminded('pay the wax invoice', n('11-10 12:00'), newYork('paid it last night lol', done())),
  reminded('book the van weigh-in', l('11-11 15:00'), london('booked', done())),
  newYork('finished the Morales affidavit', done(words('Morales affidavit'))),
  london('done the Hendersons keys', done(words('Hendersons keys'))),
  within({ listed: ['harvest kale', 'pack boxes', 'drop to the farm shop'] }, london('done 1 and 2', [done(num(1)), done(num(2))])),
  within({ listed: ['stencil for Ruby', 'clean the autoclave', 'restock needles'] }, london('2 done', done(num(2)))),
  reminded('ring the bride', l('11-11 15:00'), london('spoke to her, all good', done())),
  about('submit the visa bundle', n('11-11 10:00'), newYork('just filed it 🙌', done())),
  reminded('prime the pub sign board', l('11-11 11:00'), london('primed ✔️', done())),
  london('crossed off the gas bill, paid', done(words('gas bill'))),
  reminded('call mum', l('11-11 15:00'), london('ya called her', done())),
  newYork('mark the etsy restock as done', done(words('etsy restock'))),
  reminded('invoice Lingua Bridge', n('11-11 10:00'), newYork('✅', done())),
  reminded('clean the grooming van', l('11-11 15:00'), london('did that this morning actually', done())),
  within({ listed: ['fit the locks', 'invoice Mrs Grey', 'order blanks'] }, london('the last one is done', done(num(3)))),
  reminded('sweep the studio', l('11-11 15:00'), london('finito', done())),
  reminded('pay Sam for the edits', n('11-11 10:00'), newYork('paid sam', done())),
  reminded('order more pilates socks', l('11-11 15:00'), london('ordered 👌', done())),
  reminded('deposit the Bakers cheque', l('11-11 12:00'), london('banked it', done())),
  newYork('I wrapped up the Okoro translation', done(words('Okoro translation'))),
  reminded('email the sponsor', n('11-11 09:00'), newYork('yup handled', done())),
];

const WHICH: PendingQuestion = { about: 'which_task', options: ['call the Leeds venue', 'call the florist'] };
const SUPPLIER: PendingQuestion = {
  about: 'dilemma_choice',
  question: 'which wax supplier',
  options: ['the Ohio co-op', 'the cheaper online one'],
};
const VAN: PendingQuestion = { about: 'dilemma_options', question: 'should I take on the second van build' };
const MATTERS: PendingQuestion = {
  about: 'dilemma_matters',
  question: 'hire a junior groomer or not',
  options: ['hire a junior', 'keep going solo'],
};
const REVIEW: PendingQuestion = { about: 'review', decision: 'raise class prices to £16' };
const KEEP: PendingQuestion = { about: 'keep', text: 'Mornings at the market feel better when I prep the night before' };
const OTHER: PendingQuestion = { about: 'other', question: 'Want a morning plan each day?', options: ['yes', 'no'] };
const TIME: PendingQuestion = {
  about: 'other',
  question: 'Did you mean 3pm today or tomorrow?',
  options: ['today at 3pm', 'tomorrow at 3pm'],
};

export const TWENTYFIFTH_ANSWERS: HeldOutItem[] = [
  asked(WHICH, london('2', answer(2), done(num(2)))),
  asked(WHICH, london('the florist one', answer(2), answer(null), done(words('florist')))),
  asked(WHICH, london('first', answer(1), done(num(1)))),
  asked(SUPPLIER, newYork('the 2nd', answer(2))),
  asked(SUPPLIER, newYork('going with the co-op i think', answer(1), answer(null))),
  asked(SUPPLIER, newYork('not yet, still waiting on samples', answer(null))),
  asked(VAN, london('yes or no basically, or maybe do it in spring', answer(null))),
  asked(MATTERS, london('money mostly, and my back', answer(null))),
  asked(REVIEW, london('went fine, only lost one regular', answer(null))),
  asked(KEEP, london('KEEP', answer(null), answer(1))),
  asked(OTHER, newYork('yes please', answer(1), answer(null))),
  asked(OTHER, london('nah', answer(2), answer(null))),
  asked(TIME, newYork('tomorrow', answer(2))),
  asked(TIME, london('today', answer(1))),
  asked(SUPPLIER, newYork('option 1', answer(1))),
  asked(WHICH, london('the second one pls', answer(2), done(num(2)))),
  asked(MATTERS, newYork('time with my kids honestly', answer(null))),
  asked(REVIEW, newYork('it turned out great, sales up', answer(null))),
  asked(
    { about: 'dilemma_options', question: 'where to run the spring flash day' },
    london('either the studio or the pub upstairs', answer(null)),
  ),
  asked({ about: 'stuck', task: 'finish the bakery sign' }, london('waiting on the gold leaf to arrive', answer(null))),
  asked(OTHER, london('yep', answer(1), answer(null))),
  asked(TIME, london('the first', answer(1))),
  asked(WHICH, london('the venue', answer(1), answer(null), done(words('venue')))),
  asked(SUPPLIER, newYork('cheaper one', answer(2))),
  asked(TIME, newYork('3pm tomorrow', answer(2))),
  asked(OTHER, newYork('no thanks', answer(2), answer(null))),
];

export const TWENTYFIFTH_RECURRING: HeldOutItem[] = [
  london('every monday at 8 order flour', task('order flour', l('11-16 08:00'), { repeat: every('week') })),
  newYork('pay studio rent on the 1st of every month', task('pay studio rent', n('12-01 12:00'), { repeat: every('month') })),
  london('remind me every day at 6pm to water the polytunnel', task('water the polytunnel', l('11-11 18:00'), { repeat: every('day') })),
  newYork(
    'every friday 4pm send the agency my timesheet',
    task('send the agency my timesheet', n('11-13 16:00'), { repeat: every('week') }),
  ),
  london('weekdays at 7:30 check the booking inbox', task('check the booking inbox', l('11-12 07:30'), { repeat: every('weekday') })),
  london('clean the clippers every evening at 8', task('clean the clippers', l('11-11 20:00'), { repeat: every('day') })),
  newYork('every other tuesday call my accountant', task('call my accountant', n('11-17 12:00'), { repeat: every('week', 2) })),
  london('every sunday night 9pm plan the veg box list', task('plan the veg box list', l('11-15 21:00'), { repeat: every('week') })),
  newYork('each thursday at 11 publish the new episode', task('publish the new episode', n('11-12 11:00'), { repeat: every('week') })),
  london('remind me on the 15th of each month to pay the van loan', task('pay the van loan', l('11-15 12:00'), { repeat: every('month') })),
  london('sterilise the needles daily at 10am', task('sterilise the needles', l('11-12 10:00'), { repeat: every('day') })),
  newYork(
    'every wednesday 2pm wick the jars',
    task('wick the jars', n('11-11 14:00'), { repeat: every('week') }),
    task('wick the jars', n('11-18 14:00'), { repeat: every('week') }),
  ),
  london('every saturday at 7am load the market van', task('load the market van', l('11-14 07:00'), { repeat: every('week') })),
  newYork(
    'remind me every weekday at 9 to check USCIS case status',
    task('check USCIS case status', n('11-12 09:00'), { repeat: every('weekday') }),
  ),
  london(
    'every monday morning at 9 send the class timetable',
    task('send the class timetable', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'renew the locksmith insurance every year on 1 march',
    task('renew the locksmith insurance', l('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  newYork('every day at 5pm post a story on insta', task('post a story on insta', n('11-11 17:00'), { repeat: every('day') })),
  london('each friday at 3 do the wages', task('do the wages', l('11-13 15:00'), { repeat: every('week') })),
  london('every 2 weeks on monday at 10 order paint', task('order paint', l('11-16 10:00'), { repeat: every('week', 2) })),
  newYork('back up the raw audio every sunday at 8pm', task('back up the raw audio', n('11-15 20:00'), { repeat: every('week') })),
  newYork('every month on the 28th send the agency invoice', task('send the agency invoice', n('11-28 12:00'), { repeat: every('month') })),
  london('clean the van every sunday', task('clean the van', l('11-15 12:00'), { repeat: every('week') })),
  london(
    'every morning at 6:30 check the greenhouse heater',
    task('check the greenhouse heater', l('11-12 06:30'), { repeat: every('day') }),
  ),
  london('every friday at noon post the weekly flash', task('post the weekly flash', l('11-13 12:00'), { repeat: every('week') })),
  newYork(
    'every year on february 14 put the valentine candles up',
    task('put the valentine candles up', n('2027-02-14 12:00'), { repeat: every('year') }),
  ),
];

export const TWENTYFIFTH_RAMBLES: HeldOutItem[] = [
  london(
    'ok so um tomorrow I need to ring the vet about Luna at 10 and also order more shampoo, yeah and invoice Mrs Kaur',
    [task('ring the vet about Luna', l('11-12 10:00')), task('order more shampoo', null), task('invoice Mrs Kaur', null)],
    [
      task('ring the vet about Luna', l('11-12 10:00')),
      task('order more shampoo', l('11-12 12:00')),
      task('invoice Mrs Kaur', l('11-12 12:00')),
    ],
  ),
  newYork('so like three things, email the agency about the Portuguese job, buy printer toner and call my sister tonight at 8', [
    task('email the agency about the Portuguese job', null),
    task('buy printer toner', null),
    task('call my sister', n('11-11 20:00')),
  ]),
  london(
    'right so friday I have to pick up the tiers from the cooler at 9, then drop the cake at Harewood by 1, and remember to text the bride when its set up',
    [
      task('pick up the tiers from the cooler', l('11-13 09:00')),
      task('drop the cake at Harewood', l('11-13 13:00')),
      task('text the bride when its set up', null),
    ],
  ),
  newYork('hey um need to ship the Chen order, reply to the wholesale guy and uh restock lavender oil', [
    task('ship the Chen order', null),
    task('reply to the wholesale guy', null),
    task('restock lavender oil', null),
  ]),
  london('morning! can you add: buy 2 new cylinders, call Mr Hughes back, and sort my van tax', [
    task('buy 2 new cylinders', null),
    task('call Mr Hughes back', null),
    task('sort my van tax', null),
  ]),
  london('yeah so basically I need to seed the broad beans thursday and fix the polytunnel door, oh and email the box subscribers', [
    task('seed the broad beans', l('11-12 12:00')),
    task('fix the polytunnel door', null),
    task('email the box subscribers', null),
  ]),
  newYork(
    'ok voice note, um, tomorrow 9am prep the Ortiz interview, then at 2 the consult with Mr Baptiste, and I gotta renew my bar dues lol',
    [
      task('prep the Ortiz interview', n('11-12 09:00')),
      task('consult with Mr Baptiste', n('11-12 14:00')),
      task('renew my bar dues', null),
    ],
  ),
  london('hiya so need to order more reformer springs and also book the window cleaner', [
    task('order more reformer springs', null),
    task('book the window cleaner', null),
  ]),
  london('ok list for today: autoclave run at 4, reply to Tasha about the design, restock gloves', [
    task('autoclave run', l('11-11 16:00')),
    task('reply to Tasha about the design', null),
    task('restock gloves', null),
  ]),
  newYork('so uh I need to edit the Lena ep by friday and email the sponsor and maybe like buy a new mic stand', [
    task('edit the Lena ep', n('11-13 12:00')),
    task('email the sponsor', null),
    task('buy a new mic stand', null),
  ]),
  london(
    'um right so the ply for the bed frame needs ordering and I need to call the electrician at 5',
    [task('order the ply for the bed frame', null), task('call the electrician', l('11-11 17:00'))],
    [task('the ply for the bed frame needs ordering', null), task('call the electrician', l('11-11 17:00'))],
  ),
  london('hello! two things - quote the chip shop sign and buy more one shot enamel', [
    task('quote the chip shop sign', null),
    task('buy more one shot enamel', null),
  ]),
  newYork('ok so, pay the IRS estimate, send the Kim invoice, and like call the agency at 3', [
    task('pay the IRS estimate', null),
    task('send the Kim invoice', null),
    task('call the agency', n('11-11 15:00')),
  ]),
  london(
    'so yeah tomorrow morning groom the two labradors at 10 and then at 1 the cockapoo in Headingley',
    [task('groom the two labradors', l('11-12 10:00')), task('groom the cockapoo in Headingley', l('11-12 13:00'))],
    [task('groom the two labradors', l('11-12 10:00')), task('the cockapoo in Headingley', l('11-12 13:00'))],
  ),
  london('need to do the wages and pay the butter invoice and book the oven engineer, all this week ugh', [
    task('do the wages', null),
    task('pay the butter invoice', null),
    task('book the oven engineer', null),
  ]),
  newYork('um hi, grab shipping boxes from Uline, call the landlord about the heat, and post the restock on insta at 6', [
    task('grab shipping boxes from Uline', null),
    task('call the landlord about the heat', null),
    task('post the restock on insta', n('11-11 18:00')),
  ]),
  london(
    'ok so thursday - sister’s birthday, need to buy her a card and also collect the hoodies from the printer',
    [task('buy her a card', null), task('collect the hoodies from the printer', null)],
    [task('buy her a card', l('11-12 12:00')), task('collect the hoodies from the printer', l('11-12 12:00'))],
    [unclear],
  ),
  london(
    'basically I gotta write up the session notes and chase two unpaid invoices, like urgently',
    [task('write up the session notes', null), task('chase two unpaid invoices', null, { important: true })],
    [task('write up the session notes', null, { important: true }), task('chase two unpaid invoices', null, { important: true })],
    [task('write up the session notes', null), task('chase two unpaid invoices', null)],
  ),
  newYork('reminder to self: email Priya the glossary, renew the ATA cert, and buy stamps', [
    task('email Priya the glossary', null),
    task('renew the ATA cert', null),
    task('buy stamps', null),
  ]),
  london('so um yeah, buy a new drill bit set and text the customer at Moortown that I’m running late', [
    task('buy a new drill bit set', null),
    task('text the customer at Moortown that I’m running late', null),
  ]),
  newYork('ok so need to email the client the checklist, print the G-28, and book a room for the interview monday', [
    task('email the client the checklist', null),
    task('print the G-28', null),
    task('book a room for the interview', n('11-16 12:00')),
  ]),
  london('ok so yeah rang the council, that’s sorted, now I need to fill in the pitch form and pay the £40 fee', [
    task('fill in the pitch form', null),
    task('pay the £40 fee', null),
  ]),
  london(
    'basically friday is mental, 3 cakes out, so remind me thursday at 6 to box them up and charge the van battery',
    [task('box them up', l('11-12 18:00')), task('charge the van battery', l('11-12 18:00'))],
    [task('box them up', l('11-12 18:00')), task('charge the van battery', null)],
  ),
  newYork('um so the to-do is like, pour the new scent, photograph the tins and update the site', [
    task('pour the new scent', null),
    task('photograph the tins', null),
    task('update the site', null),
  ]),
  london(
    'hiya so er I need to drop the keys to the letting agent and then like get a quote for the new safe',
    [task('drop the keys to the letting agent', null), task('get a quote for the new safe', null)],
    [talk('greeting'), task('drop the keys to the letting agent', null), task('get a quote for the new safe', null)],
  ),
];

export const TWENTYFIFTH_BARE: HeldOutItem[] = [
  london('done', unclear, ASK),
  newYork('done!', unclear, ASK),
  london('snooze', unclear, ASK),
  newYork('snooze 1h', unclear, ASK),
  london('move it to friday', unclear, ASK),
  newYork('push it back', unclear, ASK),
  london('delete it', unclear, ASK),
  london('make it 4', unclear, ASK),
  newYork('rename it', unclear, ASK),
  london('that one', unclear, ASK),
  newYork('2', unclear, ASK, NO_CHANGE),
  london('paid it', unclear, ASK),
  newYork('actually tuesday', unclear, ASK),
  london('later', unclear, ASK, NO_CHANGE),
  london('finished', unclear, ASK),
  newYork('cancel that', unclear, ASK),
  london('the second one', unclear, ASK),
  london('no wait 3pm', unclear, ASK),
  newYork('tmrw', unclear, ASK),
  london('✅', unclear, ASK, NO_CHANGE),
  london('snooze 30', unclear, ASK),
  newYork('push to monday', unclear, ASK),
  london('done that', unclear, ASK),
  newYork('remove', unclear, ASK),
  london('yes', unclear, ASK, NO_CHANGE),
];

export const TWENTYFIFTH_UNCLEAR: HeldOutItem[] = [
  london('maybe the vet thing, not sure when', unclear, ASK),
  newYork('should probably deal with the thing', unclear, ASK, question),
  london('the Barker cake sometime?', unclear, ASK),
  london('locks at 7', unclear, ASK),
  newYork('agency next week idk', unclear, ASK),
  london('Lucy friday 3', unclear, ASK),
  london('hmm that thing with the van', unclear, ASK),
  newYork('candles tues?', unclear, ASK),
  london('might need to sort the', unclear, ASK),
  london('could be worth looking at the mats', unclear, ASK, NO_CHANGE),
  newYork('the visa one at some point maybe', unclear, ASK),
  london('gold leaf?', unclear, ASK, question),
  london('sign job thurs or fri whichever', unclear, ASK),
  newYork('that episode', unclear, ASK),
  london('dunno, the boxes', unclear, ASK),
  london('something about 10 tomorrow', unclear, ASK),
  newYork('remind me about the', unclear, ASK),
  london('perhaps ring her', unclear, ASK),
  london('groom at 2 or 3 maybe', unclear, ASK),
  newYork('the Kowalski stuff', unclear, ASK),
  london('the cake', unclear, ASK),
  newYork('something friday', unclear, ASK),
  london('maybe', unclear, ASK, NO_CHANGE),
  newYork('thing at 3?', unclear, ASK),
  london('not sure about the sign', unclear, ASK, NO_CHANGE),
];
