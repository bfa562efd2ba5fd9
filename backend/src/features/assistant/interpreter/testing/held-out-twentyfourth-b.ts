import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  answer,
  done,
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
  talk,
  unclear,
  within,
  words,
} from './held-out-kit';

/**
 * The twenty-fourth held-out set, part two: replies that lean on the conversation (a reminder just
 * sent, a task just added, a question pending) and the same short words with nothing to lean on.
 */
const cur = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
const fu = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
const which = (options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
const listed = (titles: string[]): Partial<ConversationState> => ({ listed: titles });
const yesNo = (question: string): Partial<ConversationState> => ({ pending: { about: 'other', question, options: ['yes', 'no'] } });
const VANS = { question: 'second van', options: ['buy a used transit', 'lease a new one'] };
const EDITOR = { question: 'grow the edit business', options: ['hire a junior editor', 'keep freelancing solo'] };

export const TWENTYFOURTH_SNOOZES: HeldOutItem[] = [
  within(fu('ring the quarry', l('11-11 15:00')), london('give me an hour on that', snoozeFor(60))),
  within(fu('ring the quarry', l('11-11 15:00')), london('later pls, 30 mins', snoozeFor(30))),
  within(fu('text the scaffold crew the new address', l('11-11 14:30')), london('not now, try me after 6', snoozeUntil(l('11-11 18:00')))),
  within(fu('check the van tyres', l('11-11 15:00')), london('push it back 2 hrs im up a ladder', snoozeFor(120))),
  within(
    fu('write up the birth notes', l('11-11 15:00')),
    london('in the middle of a birth, tomorrow morning', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(fu('take the sourdough out', l('11-11 15:00')), london('hands full, 15 min', snoozeFor(15))),
  within(fu('collect the dog food order', l('11-11 15:00')), london('remind me again at half 5', snoozeUntil(l('11-11 17:30')))),
  within(fu('invoice the Hendersons', l('11-10 17:00')), london('snooze it 45 mins', snoozeFor(45))),
  within(
    fu('chase the council re skip permit', l('11-09 12:00')),
    london('bump to monday morning', snoozeUntil(l('11-16 09:00')), move({ by: 'context' }, '2026-11-16', '09:00')),
  ),
  within(fu('ring the tile supplier', l('11-11 15:00')), london('ugh give me till 4', snoozeUntil(l('11-11 16:00')))),
  within(fu('post the ferry tickets to the teachers', l('11-11 15:00')), london('nudge me in 10', snoozeFor(10))),
  within(
    fu('sort the kennel licence renewal', l('11-11 15:00')),
    london(
      'can it wait till friday',
      move({ by: 'context' }, '2026-11-13', null),
      snoozeUntil(l('11-13 09:00')),
      snoozeUntil(l('11-13 12:00')),
      snoozeUntil(l('11-13 15:00')),
    ),
  ),
  within(
    fu('email the host families', l('11-11 15:00')),
    london('after the school run — so like 9:30 tmrw', snoozeUntil(l('11-12 09:30'))),
  ),
  within(fu('renew the public liability insurance', l('11-11 15:00')), london('snooze for a couple of hours', snoozeFor(120))),
  within(
    fu('ring Mrs Patel about the hallway wall', l('11-11 15:00')),
    london('stuck in traffic on the m4, another 20 min pls', snoozeFor(20)),
  ),
  within(
    fu('drop the hampers round to the vets', l('11-10 12:00')),
    london('leave it with me till tomorrow at 10', snoozeUntil(l('11-12 10:00'))),
  ),
  within(
    cur('load the van for the Ludlow job', l('11-11 16:00')),
    london('snooze that till 7', snoozeUntil(l('11-11 19:00')), snoozeUntil(l('11-12 07:00'))),
  ),
  london('snooze the mot one till thursday 8am', snoozeUntil(l('11-12 08:00'), words('mot'))),
  within(fu('send the color grade notes to Dana', n('11-11 10:00')), newYork('give me 90 mins', snoozeFor(90))),
  within(fu('send the color grade notes to Dana', n('11-11 10:00')), newYork('not yet, hit me again at 3', snoozeUntil(n('11-11 15:00')))),
  within(fu('update the hiring plan', n('11-11 10:00')), newYork('remind me again tonight at 9', snoozeUntil(n('11-11 21:00')))),
  within(fu('upload the dailies', n('11-11 10:00')), newYork('on set till lunch, ping me at 1', snoozeUntil(n('11-11 13:00')))),
  within(fu('back up the drives', n('11-11 10:00')), newYork('snooze till tmrw 8am', snoozeUntil(n('11-12 08:00')))),
  within(fu('call the insurance adjuster', n('11-11 10:00')), newYork('half an hour pls', snoozeFor(30))),
  within(
    fu('renew the Frame.io plan', n('11-09 12:00')),
    newYork('another day', snoozeFor(1440), snoozeUntil(n('11-12 10:00')), snoozeUntil(n('11-12 12:00'))),
  ),
  within(fu('send the board deck to the investors', n('11-11 10:30')), newYork('push it an hour', snoozeFor(60))),
  within(
    fu('review the retainer', n('11-11 10:00')),
    newYork('not today. monday', snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16 10:00')), move({ by: 'context' }, '2026-11-16', null)),
  ),
  within(fu('switch the laundry', n('11-11 10:00')), newYork('5 more minutes lol', snoozeFor(5))),
  within(fu('ping the colorist', n('11-11 10:00')), newYork('remind me after the call, like 40 min', snoozeFor(40))),
  within(fu('pay the editor', n('11-11 09:00')), newYork('until 4:15 please', snoozeUntil(n('11-11 16:15')))),
  newYork('snooze the B&H run 2 hours', snoozeFor(120, words('B&H run'))),
  within(fu('prep the board slides', n('11-11 10:00')), newYork("i'm slammed. 3 hrs?", snoozeFor(180))),
];

export const TWENTYFOURTH_CORRECTIONS: HeldOutItem[] = [
  within(cur('ring the quarry', l('11-12 09:00')), london('oops meant 10 not 9', move({ by: 'context' }, null, '10:00'))),
  within(cur('collect Ava from nursery', l('11-12 14:40')), london('no wait its quarter to 3', move({ by: 'context' }, null, '14:45'))),
  within(
    cur('hand in the planning drawings', l('11-17 12:00')),
    london('scratch that, the 18th', move({ by: 'context' }, '2026-11-18', null)),
  ),
  within(cur('take the van for its mot', l('11-11 16:30')), london('I meant thursday', move({ by: 'context' }, '2026-11-12', null))),
  within(
    cur('post the ferry tickets to the teachers', l('11-12 11:00')),
    london('sorry friday not tomorrow', move({ by: 'context' }, '2026-11-13', null)),
  ),
  within(
    cur('confirm the sweep at 14 mill lane', l('12-03 12:00')),
    london('make that 2 dec', move({ by: 'context' }, '2026-12-02', null)),
  ),
  within(cur('invoice the Hendersons', l('11-11 17:00')), london('actually tomorrow 8am', move({ by: 'context' }, '2026-11-12', '08:00'))),
  within(cur('load the van for the Ludlow job', l('11-14 08:00')), london('wrong time, half 7', move({ by: 'context' }, null, '07:30'))),
  within(
    cur('ring the tile supplier', l('11-12 13:00')),
    london('move that to monday at 11', move({ by: 'context' }, '2026-11-16', '11:00')),
  ),
  london('shift the kennel licence thing to the 25th', move(words('kennel licence'), '2026-11-25', null)),
  within(cur('do the vat return', l('11-30 12:00')), london("hang on, it's due the 28th", move({ by: 'context' }, '2026-11-28', null))),
  within(
    cur('write the newsletter for the shop', l('11-15 18:00')),
    london('no saturday evening is better', move({ by: 'context' }, '2026-11-14', null), move({ by: 'context' }, '2026-11-14', '18:00')),
  ),
  within(
    cur('drop the hampers round to the vets', l('12-24 12:00')),
    london("christmas eve's too late, do the 22nd", move({ by: 'context' }, '2026-12-22', null)),
  ),
  within(cur('send the color grade notes to Dana', n('11-11 16:00')), newYork('oops 5 not 4', move({ by: 'context' }, null, '17:00'))),
  within(
    cur('render the final cut for the sneaker spot', n('11-12 12:00')),
    newYork('I meant thursday the 19th', move({ by: 'context' }, '2026-11-19', null)),
  ),
  within(
    cur('call the landlord about the studio', n('11-25 15:00')),
    newYork('scratch that make it the day before', move({ by: 'context' }, '2026-11-24', null)),
  ),
  within(cur('prep the shot list for the bakery shoot', n('11-11 19:00')), newYork('no wait 6:30', move({ by: 'context' }, null, '18:30'))),
  within(cur('back up the drives', n('11-14 12:00')), newYork('actually sunday', move({ by: 'context' }, '2026-11-15', null))),
  within(
    cur('wrap the client gifts', n('12-24 10:00')),
    newYork('make it the 23rd at 8pm', move({ by: 'context' }, '2026-12-23', '20:00')),
  ),
  newYork('move the Kestrel call to friday 2pm', move(words('Kestrel call'), '2026-11-13', '14:00')),
  within(cur('ping the colorist', n('11-11 11:30')), newYork('eh make it noon', move({ by: 'context' }, null, '12:00'))),
  within(
    cur('call the insurance adjuster', n('11-16 09:00')),
    newYork('wait tuesday not monday', move({ by: 'context' }, '2026-11-17', null)),
  ),
  within(cur('pick up the rings from the jeweler', n('11-12 14:15')), newYork('typo — 4:15', move({ by: 'context' }, null, '16:15'))),
  within(
    cur('file the q4 estimated taxes', n('2027-01-15 12:00')),
    newYork("no that was wrong it's 1/14", move({ by: 'context' }, '2027-01-14', null)),
  ),
  within(
    cur('send the doula contract to the Ramirezes', n('11-18 12:00')),
    newYork('ugh sorry, the 17th', move({ by: 'context' }, '2026-11-17', null)),
  ),
];

export const TWENTYFOURTH_RENAMES: HeldOutItem[] = [
  within(
    cur('ring the quarry', l('11-12 09:00')),
    london('rename it to ring Hollins quarry re walling stone', rename({ by: 'context' }, 'ring Hollins quarry re walling stone')),
  ),
  within(
    cur('take the sourdough out', inMinutes(20)),
    london("call it 'sourdough out + shape baguettes' instead", rename({ by: 'context' }, 'sourdough out + shape baguettes')),
  ),
  london('change the title of the mot one to van mot + tyres', rename(words('mot'), 'van mot + tyres')),
  within(
    cur('sort the kennel licence renewal', l('11-20 12:00')),
    london(
      'can u reword that as kennel licence renewal - council form',
      rename({ by: 'context' }, 'kennel licence renewal - council form'),
    ),
  ),
  london('rename the newsletter task to shop newsletter: december picks', rename(words('newsletter'), 'shop newsletter: december picks')),
  within(
    cur('call Mrs Okafor about her birth plan', l('11-12 09:00')),
    london(
      "it's Okafor-Reid, rename it call Mrs Okafor-Reid about her birth plan",
      rename({ by: 'context' }, 'call Mrs Okafor-Reid about her birth plan'),
    ),
  ),
  within(
    cur('chase the solicitor about the lease', l('11-14 12:00')),
    london('retitle: chase Brindley & Co about the lease', rename({ by: 'context' }, 'chase Brindley & Co about the lease')),
  ),
  london(
    'the hedge invoice one, call it invoice Hendersons hedge + gutter',
    rename(words('hedge invoice'), 'invoice Hendersons hedge + gutter'),
    rename(words('hedge'), 'invoice Hendersons hedge + gutter'),
  ),
  within(
    cur('order scaff tube and fittings', l('11-16 12:00')),
    london('name it order tube, fittings and boards from Lyndon', rename({ by: 'context' }, 'order tube, fittings and boards from Lyndon')),
  ),
  within(
    cur('post the ferry tickets to the teachers', l('11-12 11:00')),
    london(
      'fix the name pls: post the ferry tickets to the Spanish teachers',
      rename({ by: 'context' }, 'post the ferry tickets to the Spanish teachers'),
    ),
  ),
  within(
    cur('confirm the sweep at 14 mill lane', l('12-03 12:00')),
    london(
      'oops wrong house. rename it to confirm the sweep at 41 mill lane',
      rename({ by: 'context' }, 'confirm the sweep at 41 mill lane'),
    ),
  ),
  within(
    cur('drop the hampers round to the vets', l('12-24 12:00')),
    london(
      'change it to drop hampers at Brook Vets and the groomers',
      rename({ by: 'context' }, 'drop hampers at Brook Vets and the groomers'),
    ),
  ),
  within(
    cur('send the color grade notes to Dana', n('11-11 16:00')),
    newYork('rename that to color notes + LUTs to Dana', rename({ by: 'context' }, 'color notes + LUTs to Dana')),
  ),
  newYork("change 'back up the drives' to 'back up drives to the NAS'", rename(words('back up the drives'), 'back up drives to the NAS')),
  within(
    cur('prep the shot list for the bakery shoot', n('11-11 19:00')),
    newYork('call it bakery shoot shot list instead', rename({ by: 'context' }, 'bakery shoot shot list')),
  ),
  newYork('rename the Kestrel one to Kestrel SOW v3 signoff', rename(words('Kestrel'), 'Kestrel SOW v3 signoff')),
  within(
    cur('call grandma', n('11-26 09:00')),
    newYork('make the title call grandma + aunt Rosa', rename({ by: 'context' }, 'call grandma + aunt Rosa')),
  ),
  within(
    cur('renew the Frame.io plan', n('11-30 12:00')),
    newYork('actually label it renew Frame.io team plan', rename({ by: 'context' }, 'renew Frame.io team plan')),
  ),
  within(
    cur('upload the dailies', inMinutes(45)),
    newYork('retitle to upload day 3 dailies to the drive', rename({ by: 'context' }, 'upload day 3 dailies to the drive')),
  ),
  newYork('can you rename the payroll task to payroll + contractor invoices', rename(words('payroll'), 'payroll + contractor invoices')),
  within(
    cur('call the Lisbon client', n('11-12 09:00')),
    newYork('rename: call Joana (Lisbon) re the pilot', rename({ by: 'context' }, 'call Joana (Lisbon) re the pilot')),
  ),
];

export const TWENTYFOURTH_REMOVALS: HeldOutItem[] = [
  within(cur('take the van for its mot', l('11-11 16:30')), london('bin that one, garage did it already', remove(), done())),
  london('delete the sourdough reminder', remove(words('sourdough'))),
  within(cur('ring the tile supplier', l('11-12 13:00')), london('cancel that, they rang me', remove(), done())),
  london('get rid of the kennel licence task', remove(words('kennel licence'))),
  london('scrap the newsletter one', remove(words('newsletter'))),
  within(cur('load the van for the Ludlow job', l('11-14 08:00')), london("ludlow job's off, remove it", remove())),
  london("take 'chase the solicitor' off my list", remove(words('chase the solicitor'))),
  within(cur('post the ferry tickets to the teachers', l('11-12 11:00')), london('dont need that anymore', remove())),
  london('remove the hampers one', remove(words('hampers'))),
  within(cur('call Mrs Okafor about her birth plan', l('11-12 09:00')), london('forget that one, she cancelled', remove())),
  london('can u wipe the scaffold inspections reminder', remove(words('scaffold inspections'))),
  within(cur('confirm the sweep at 41 mill lane', l('12-03 12:00')), london('kill it', remove())),
  within(
    listed(['ring the quarry', 'order scaff tube', 'take the van for its mot', 'pay the stone yard']),
    london('get rid of number 3', remove(num(3))),
  ),
  london('delete the mot thing', remove(words('mot'))),
  within(cur('ping the colorist', n('11-11 11:30')), newYork('nvm delete', remove())),
  newYork('remove the B&H run', remove(words('B&H run'))),
  newYork('cancel the grandma reminder', remove(words('grandma'))),
  within(cur('back up the drives', n('11-14 12:00')), newYork('drop that one pls', remove())),
  within(listed(['send the SOW', 'book flights to Toronto', 'pay the editor']), newYork('delete #2', remove(num(2)))),
  newYork('take off the sales tax task, my accountant handles it', remove(words('sales tax'))),
  within(cur('wrap the client gifts', n('12-24 10:00')), newYork('not doing gifts this year, trash it', remove())),
  newYork('cancel the standup notes reminder for monday', remove(words('standup notes'))),
  within(cur('call Marcus for the retainer check in', n('11-17 12:00')), newYork('marcus left the company, remove', remove())),
];

export const TWENTYFOURTH_COMPLETIONS: HeldOutItem[] = [
  within(fu('ring the quarry', l('11-11 15:00')), london('done ✅', done())),
  within(fu('invoice the Hendersons', l('11-11 14:00')), london('sent it this morning', done())),
  within(fu('take the sourdough out', l('11-11 15:00')), london('👍 out and cooling', done())),
  within(cur('pay the fuel card', l('11-11 15:00')), london('paid the fuel card', done(), done(words('fuel card')))),
  within(fu('collect Ava from nursery', l('11-11 14:40')), london('got her', done())),
  london('finished the vat return!!', done(words('vat return'))),
  within(fu('load the van for the Ludlow job', l('11-11 15:00')), london("van's loaded", done())),
  within(fu('order scaff tube and fittings', l('11-11 15:00')), london('ordered, arriving thurs', done())),
  london('ticked off the scaffold inspections', done(words('scaffold inspections'))),
  within(fu('call Mrs Okafor about her birth plan', l('11-11 15:00')), london('spoke to her ✔️', done())),
  within(fu('renew the public liability insurance', l('11-11 12:00')), london('yep sorted', done())),
  within(listed(['ring the quarry', 'order scaff tube', 'take the van for its mot']), london('2 is done', done(num(2)))),
  within(cur('drop the hampers round to the vets', l('11-11 12:00')), london('the hampers are delivered', done(), done(words('hampers')))),
  within(fu('post the ferry tickets to the teachers', l('11-11 15:00')), london('all posted 📮', done())),
  within(fu('check the van tyres', l('11-11 07:00')), london('tyres fine, done', done())),
  within(fu('send the color grade notes to Dana', n('11-11 10:00')), newYork('sent ✅', done())),
  within(fu('render the final cut for the sneaker spot', n('11-11 10:00')), newYork("render's done and uploaded", done())),
  within(cur('pay rent', n('11-11 10:00')), newYork('paid the rent', done(), done(words('rent')))),
  within(fu('back up the drives', n('11-11 10:00')), newYork('backed up 💾', done())),
  within(listed(['send the SOW', 'book flights to Toronto', 'pay the editor']), newYork('finished 1 and 3', [done(num(1)), done(num(3))])),
  newYork('called the insurance adjuster', done(words('insurance adjuster'))),
  within(fu('switch the laundry', n('11-11 10:00')), newYork('did it', done())),
  within(fu('upload the dailies', n('11-11 10:00')), newYork('yup, uploaded', done())),
  within(fu('call grandma', n('11-11 10:00')), newYork('talked to her for an hour lol ❤️', done())),
  newYork('crossed off the sales tax', done(words('sales tax'))),
  within(fu('ping the colorist', n('11-11 10:00')), newYork('pinged', done())),
  newYork('mark the B&H run done', done(words('B&H run'))),
];

export const TWENTYFOURTH_ANSWERS: HeldOutItem[] = [
  within(which(['call the quarry', 'call the council']), london('the second one', answer(2))),
  within(which(['ring Dave at Lyndon', 'ring Dave the roofer']), london('2', answer(2))),
  within(which(['invoice the Hendersons', 'invoice the Patels']), london('patels', answer(2))),
  within(which(['book the sweep', 'book the van service', 'book the pool']), london('first', answer(1))),
  within({ pending: { about: 'dilemma_choice', ...VANS } }, london('lease', answer(2))),
  within({ pending: { about: 'dilemma_choice', ...VANS } }, london('option 1', answer(1))),
  within({ pending: { about: 'dilemma_choice', ...VANS } }, london('not yet, still thinking', answer(null))),
  within({ pending: { about: 'dilemma_matters', ...VANS } }, london('cash flow mostly, and not being tied in', answer(null))),
  within(
    { pending: { about: 'dilemma_options', question: 'should I take on a second apprentice' } },
    london('either Jake from the college or wait till spring', answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'Busy weeks feel better when I say no early.' } }, london('yes keep', answer(null), note)),
  within({ pending: { about: 'keep', text: 'Busy weeks feel better when I say no early.' } }, london('nah', answer(null))),
  within(
    { pending: { about: 'review', decision: 'switched to the local flour mill' } },
    london("turned out great, bread's better and cheaper", answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'chase the council re skip permit' } },
    london("cant get through on the phone, their line's always busy", answer(null)),
  ),
  within(yesNo('Want me to move it to tomorrow?'), london('yes pls', answer(1), answer(null))),
  within(yesNo('Want me to move it to tomorrow?'), london('no leave it', answer(2), answer(null))),
  within(which(['pay the fuel card', 'pay the stone yard']), london('the stone yard one', answer(2))),
  within(which(['call Marcus', 'call Maria', 'call Mom']), newYork('the third', answer(3))),
  within(which(['send the SOW to Kestrel', 'send the deck to Kestrel']), newYork('deck', answer(2))),
  within(which(['pay the editor', 'pay the colorist']), newYork('1 pls', answer(1))),
  within({ pending: { about: 'dilemma_choice', ...EDITOR } }, newYork('going solo for now, the second', answer(2))),
  within({ pending: { about: 'dilemma_choice', ...EDITOR } }, newYork('the first option', answer(1))),
  within(
    { pending: { about: 'review', decision: 'raised my day rate to $900' } },
    newYork('lost one client but honestly worth it', answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'send the amended SOW' } }, newYork('waiting on legal to sign off', answer(null))),
  within(yesNo('Shall I add it for Friday?'), newYork('yeah do it', answer(1), answer(null))),
  within(
    { pending: { about: 'other', question: 'Which day suits for the review: Thursday or Friday?', options: ['Thursday', 'Friday'] } },
    newYork('friday', answer(2)),
  ),
  within({ pending: { about: 'dilemma_matters', ...EDITOR } }, newYork('speed honestly', answer(null))),
  within({ pending: { about: 'keep', text: 'I work better with one meeting-free day.' } }, newYork('keep', answer(null), note)),
  within({ pending: { about: 'dilemma_options', question: 'which city for the offsite' } }, newYork('Austin or Denver', answer(null))),
];

/** Short replies with no reminder, task or question to lean on: only a question back is right. */
export const TWENTYFOURTH_BARE: HeldOutItem[] = [
  london('done', unclear),
  london('snooze', unclear),
  london('move it', unclear),
  london('push it to friday', unclear),
  london('make it 3', unclear),
  london('cancel it', unclear),
  london('did it ✅', unclear),
  london('rename it', unclear),
  london('later', unclear),
  london('1 hour', unclear),
  london('yes', unclear, talk('acknowledgement')),
  london('2', unclear),
  newYork('done!', unclear),
  newYork('snooze 20', unclear),
  newYork('move it to tmrw', unclear),
  newYork('delete that', unclear),
  newYork('actually 4pm', unclear),
  newYork('no wait, tuesday', unclear),
  newYork('finished', unclear),
  newYork('remind me later', unclear),
  newYork('the second one', unclear),
];
