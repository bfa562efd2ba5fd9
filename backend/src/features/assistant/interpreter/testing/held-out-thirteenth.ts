import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  HELP,
  UNDO,
  answer,
  ctx,
  dilemma,
  done,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  num,
  question,
  recall,
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
import {
  THIRTEENTH_AGENDA,
  THIRTEENTH_BARE,
  THIRTEENTH_DECISIONS,
  THIRTEENTH_DILEMMAS,
  THIRTEENTH_FREE_TIME,
  THIRTEENTH_PRIORITISE,
  THIRTEENTH_RAMBLES,
  THIRTEENTH_RECALL,
  THIRTEENTH_RECURRING,
  THIRTEENTH_STATEMENTS,
  THIRTEENTH_UNCLEAR,
} from './held-out-thirteenth-b';

/**
 * The thirteenth held-out set (issue 40), first half: people from trades no earlier set imagined (a
 * ceramicist, a removals firm, a notary, a surf school, a plasterer, a personal chef, an Airbnb host,
 * a journalist, a festival organiser) asking, snoozing, correcting, renaming, removing, finishing,
 * answering and chatting. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 London, 10:00 New York.
 * Written once and never edited to suit the reader.
 */

// Tasks the conversations below are about.
const mugs = { title: 'Glaze the market mugs', due: l('11-11 15:00') };
const skip = { title: 'Call the skip hire firm', due: l('11-12 10:00') };
const closing = { title: 'Print the Elm St closing docs', due: n('11-11 10:00') };
const wax = { title: 'Order surf wax', due: l('11-10 17:00') };
const lender = { title: 'Chase the lender about the appraisal', due: n('11-10 16:00') };
const shoot = { title: 'Shoot the Wandsworth listing', due: l('11-13 14:00') };
const menu = { title: 'Prep the tasting menu for the Harlows', due: n('11-12 17:00') };
const pitch = { title: 'Email the editor my pitch', due: l('11-11 17:00') };
const scaffold = { title: 'Pay the scaffolders', due: l('11-11 12:00') };
const wetsuits = { title: 'Pick up wetsuits from the repair shop', due: n('11-11 14:00') };

const followUp = (current: { title: string; due: string | null }): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: current.title },
  current,
});
const LISTED = ['Order clay', 'Quote the Fenwick move', 'Restock surf wax', 'Send Kasia the gallery edits'];

export const THIRTEENTH_ASKS: HeldOutItem[] = [
  london('remind me to ring the kiln repair guy tomorrow at 11 am', task('ring the kiln repair guy', l('11-12 11:00'))),
  newYork('notarize the Alvarez deed packet friday 2:30pm', task('notarize the Alvarez deed packet', n('11-13 14:30'))),
  london(
    'need to send the Hackney flat photos to the agent by half 4 tomorrow',
    task('send the Hackney flat photos to the agent', l('11-12 16:30')),
  ),
  london('quarter past 9 on monday order more plasterboard', task('order more plasterboard', l('11-16 09:15'))),
  newYork('pick up wetsuits from the repair shop in 3 weeks at 4pm', task('pick up wetsuits from the repair shop', n('12-02 16:00'))),
  london(
    'invoice the Brixton removal job EOD',
    task('invoice the Brixton removal job', l('11-11 17:00')),
    task('invoice the Brixton removal job', l('11-11 18:00')),
  ),
  newYork(
    'first thing tomorrow call the venue about the stage permits',
    task('call the venue about the stage permits', n('11-12 09:00')),
    task('call the venue about the stage permits', n('11-12 08:00')),
  ),
  london('email the editor my pitch b4 noon tmrw', task('email the editor my pitch', l('11-12 12:00'))),
  newYork(
    'send the Q4 inventory count to the warehouse on the 20th',
    task('send the Q4 inventory count to the warehouse', n('11-20 12:00')),
  ),
  london('book the van MOT for 4/12', task('book the van MOT', l('12-04 12:00'))),
  newYork('renew my notary commission by 1/8', task('renew my notary commission', n('2027-01-08 12:00'))),
  london(
    'tell Priya to restock the gift shop shelves tomorrow after lunch',
    task('tell Priya to restock the gift shop shelves', l('11-12 13:00')),
    task('tell Priya to restock the gift shop shelves', l('11-12 14:00')),
  ),
  newYork('call the airbnb cleaner 15 minutes from now', task('call the airbnb cleaner', inMinutes(15))),
  london(
    'in a fortnight chase the gallery for the unsold mugs',
    task('chase the gallery for the unsold mugs', l('11-25 12:00')),
    task('chase the gallery for the unsold mugs', l('11-25 15:00')),
  ),
  london(
    'post the festival wristbands to the volunteers by boxing day',
    task('post the festival wristbands to the volunteers', l('12-26 12:00')),
  ),
  newYork(
    'confirm the thanksgiving catering headcount with Mrs Ortiz monday 9am',
    task('confirm the thanksgiving catering headcount with Mrs Ortiz', n('11-16 09:00')),
  ),
  london(
    'twenty to 3 thursday ring the clinic about the Hamid referral',
    task('ring the clinic about the Hamid referral', l('11-12 14:40')),
  ),
  newYork('need to print the closing docs at 7 tonight', task('print the closing docs', n('11-11 19:00'))),
  london('quote for the Ealing loft skim monday week', task('quote for the Ealing loft skim', l('11-23 12:00'))),
  newYork(
    'get the 2 new properties listed on vrbo by end of the month',
    task('get the 2 new properties listed on vrbo', n('11-30 12:00')),
    task('get the 2 new properties listed on vrbo', n('11-30 17:00')),
  ),
  london('call the Boston accountant tomorrow 3pm est', task('call the Boston accountant', '2026-11-12T20:00:00.000Z')),
  newYork(
    'ship the replacement order to the Denver customer 2027-01-15',
    task('ship the replacement order to the Denver customer', n('2027-01-15 12:00')),
  ),
  london(
    'pitch the surf camp feature to the guardian travel desk tuesday the 17th at 10',
    task('pitch the surf camp feature to the guardian travel desk', l('11-17 10:00')),
  ),
  newYork(
    'URGENT refund the double charged customer today',
    task('refund the double charged customer', n('11-11 12:00'), { important: true }),
    task('refund the double charged customer', n('11-11 17:00'), { important: true }),
  ),
  london(
    'midday friday drop the sample tiles at the Clapham showroom',
    task('drop the sample tiles at the Clapham showroom', l('11-13 12:00')),
  ),
  newYork('dont let me forget to text the drummer the load-in time, 6pm', task('text the drummer the load-in time', n('11-11 18:00'))),
  london('a week tomorrow collect the Kowalskis keys from the agent', task('collect the Kowalskis keys from the agent', l('11-19 12:00'))),
  newYork('9am gmt tomorrow call the Lisbon fixer', task('call the Lisbon fixer', '2026-11-12T09:00:00.000Z')),
];

export const THIRTEENTH_SNOOZES: HeldOutItem[] = [
  within({ current: mugs }, london('snooze 45', snoozeFor(45))),
  within(followUp(mugs), london('not yet, give me 20 mins', snoozeFor(20))),
  within(followUp(closing), newYork('snooze an hour and a half', snoozeFor(90))),
  within(followUp(pitch), london('later pls, 2 hrs', snoozeFor(120))),
  within(followUp(menu), newYork('remind me again in quarter of an hour', snoozeFor(15))),
  within(followUp(mugs), london('push it back 30', snoozeFor(30), move(ctx, null, '15:30'))),
  within(followUp(mugs), london('snooze till 6', snoozeUntil(l('11-11 18:00')))),
  within(followUp(mugs), london('snooze until tomorrow 8 am', snoozeUntil(l('11-12 08:00')))),
  within(followUp(pitch), london('hit me again at half 5', snoozeUntil(l('11-11 17:30')))),
  within(
    followUp(closing),
    newYork('can u nudge me about this on monday at 9', snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(followUp(wax), london('ugh snooze 10 min', snoozeFor(10))),
  within(followUp(lender), newYork('not now. an hour', snoozeFor(60))),
  within(followUp(mugs), london('snooze til after lunch tomorrow', snoozeUntil(l('11-12 13:00')), snoozeUntil(l('11-12 14:00')))),
  within(followUp(wetsuits), newYork('driving, 40 mins', snoozeFor(40))),
  within(
    followUp(wax),
    london('snooze it till saturday', snoozeUntil(l('11-14 12:00')), snoozeUntil(l('11-14 09:00')), move(ctx, '2026-11-14', null)),
  ),
  within(followUp(closing), newYork('SNOOZE 3H', snoozeFor(180))),
  within(followUp(scaffold), london('remind me in a couple of hours', snoozeFor(120))),
  within(followUp(closing), newYork('give me till 4', snoozeUntil(n('11-11 16:00')))),
  within(followUp(lender), newYork('snooze — on a call — 25m', snoozeFor(25))),
  within(
    followUp(wetsuits),
    newYork(
      'tomorrow morning pls',
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(followUp(pitch), london('not today, friday 10am', snoozeUntil(l('11-13 10:00')), move(ctx, '2026-11-13', '10:00'))),
  within(followUp(scaffold), london('snooze for 5', snoozeFor(5))),
  within(followUp(mugs), london('hold that thought for 90 minutes', snoozeFor(90))),
  within(followUp(pitch), london('ask me again at 7:15 pm', snoozeUntil(l('11-11 19:15')))),
  within(followUp(lender), newYork('snooze 1 hr', snoozeFor(60))),
  within(followUp(wax), london('snooze a day', snoozeFor(1440))),
];

export const THIRTEENTH_CORRECTIONS: HeldOutItem[] = [
  within({ current: skip }, london('oops I meant 11', move(ctx, null, '11:00'))),
  within({ current: shoot }, london('no wait, make that thursday', move(ctx, '2026-11-12', null))),
  within({ current: skip }, london('scratch that, friday 4pm', move(ctx, '2026-11-13', '16:00'))),
  within({ current: shoot }, london('sorry meant half 2 not 2', move(ctx, null, '14:30'))),
  within({ current: menu }, newYork('actually the 19th', move(ctx, '2026-11-19', null))),
  within({ current: pitch }, london('ugh typo, 3:45', move(ctx, null, '15:45'))),
  within({ current: skip }, london('can we do it an hour later', move(ctx, null, '11:00'), snoozeFor(60))),
  within({ current: skip }, london('make it the day after', move(ctx, '2026-11-13', null))),
  within({ current: menu }, newYork('move it to monday', move(ctx, '2026-11-16', null))),
  within({ current: skip }, london('earlier pls, 8:30', move(ctx, null, '08:30'))),
  within({ current: menu }, newYork('I said tuesday not thursday', move(ctx, '2026-11-17', null))),
  within({ current: closing }, newYork('change that to noon', move(ctx, null, '12:00'))),
  within({ current: menu }, newYork('no no, 7pm', move(ctx, null, '19:00'))),
  within({ current: shoot }, london("wrong day, it's the 3rd of december", move(ctx, '2026-12-03', null))),
  within({ current: menu }, newYork('correction: 12/2 at 1', move(ctx, '2026-12-02', '13:00'))),
  within({ current: shoot }, london('meant 2/12', move(ctx, '2026-12-02', null))),
  within({ current: pitch }, london('nope, tomorrow same time', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '17:00'))),
  newYork(
    'push the Alvarez signing to friday 2pm',
    move(words('Alvarez signing'), '2026-11-13', '14:00'),
    snoozeUntil(n('11-13 14:00'), words('Alvarez signing')),
  ),
  london(
    'move the surf lesson with the Kowalskis to sat 9am',
    move(words('surf lesson'), '2026-11-14', '09:00'),
    move(words('Kowalskis'), '2026-11-14', '09:00'),
  ),
  within({ current: skip }, london('make it quarter to 10', move(ctx, null, '09:45'))),
  within({ current: menu }, newYork("doh, it's in the evening — 6:30", move(ctx, null, '18:30'))),
  within(
    { current: { title: 'Call the plasterers merchant', due: l('11-12 11:00') } },
    london('bring it forward to 9', move(ctx, null, '09:00')),
  ),
  within(
    { current: { title: 'Call Dana about the shoot', due: l('11-16 10:00') } },
    london('not monday — tuesday at 10', move(ctx, '2026-11-17', '10:00')),
  ),
  within({ current: closing }, newYork('shoot, wrong time. 2:15', move(ctx, null, '14:15'))),
  within({ current: wetsuits }, newYork('hang on, it was 3 not 2', move(ctx, null, '15:00'))),
];

export const THIRTEENTH_RENAMES: HeldOutItem[] = [
  within({ current: scaffold }, london('rename it to "collect deposit from the Wongs"', rename(ctx, 'collect deposit from the Wongs'))),
  within({ current: menu }, newYork("call it chase Hamid's GP letter instead", rename(ctx, "chase Hamid's GP letter"))),
  within({ current: mugs }, london('change the name to Order 30kg stoneware clay', rename(ctx, 'Order 30kg stoneware clay'))),
  within({ current: menu }, newYork('retitle that: Brief the lighting crew', rename(ctx, 'Brief the lighting crew'))),
  london('can you rename the dentist one to Dentist with Leo', rename(words('dentist'), 'Dentist with Leo')),
  within(
    { current: scaffold },
    london("the title's wrong, should be Pay the scaffolders for Ealing", rename(ctx, 'Pay the scaffolders for Ealing')),
  ),
  london('rename "van" to "Van insurance renewal"', rename(words('van'), 'Van insurance renewal')),
  within({ current: pitch }, london('make the title Send Kasia the gallery edits', rename(ctx, 'Send Kasia the gallery edits'))),
  newYork('change "invoice" to "invoice the Mendes wedding"', rename(words('invoice'), 'invoice the Mendes wedding')),
  within({ listed: LISTED }, london('rename 3 to Restock surf wax and leashes', rename(num(3), 'Restock surf wax and leashes'))),
  within(
    { current: menu },
    newYork('call that one Prep tasting menu for the Harlow party', rename(ctx, 'Prep tasting menu for the Harlow party')),
  ),
  within({ current: closing }, newYork('rename it Follow up with the title company', rename(ctx, 'Follow up with the title company'))),
  within(
    { current: { title: 'Fix leak', due: null } },
    newYork('can the last one be called Fix leak at the Maple St unit instead', rename(ctx, 'Fix leak at the Maple St unit')),
  ),
  within({ current: shoot }, london('reword it: Ask Leo for the mixing notes', rename(ctx, 'Ask Leo for the mixing notes'))),
  within({ current: wetsuits }, newYork('actually name it Backup camera batteries', rename(ctx, 'Backup camera batteries'))),
  within({ current: mugs }, london('change its name to Pay the festival medics', rename(ctx, 'Pay the festival medics'))),
  within({ current: wax }, london("let's call it Sort the Whitby cottage linen", rename(ctx, 'Sort the Whitby cottage linen'))),
  newYork('rename the "print" task to Print the Lisbon contact sheets', rename(words('print'), 'Print the Lisbon contact sheets')),
  within({ current: skip }, london('new name pls: Quote the Fenwick move', rename(ctx, 'Quote the Fenwick move'))),
  within({ current: wetsuits }, newYork('title should say Return the hired sander', rename(ctx, 'Return the hired sander'))),
  london('rename the fish order to Order halibut from Haywards', rename(words('fish order'), 'Order halibut from Haywards')),
  within({ current: lender }, newYork('can you relabel that as Call the appraiser directly', rename(ctx, 'Call the appraiser directly'))),
  within(
    { current: { title: 'Call Marco', due: n('11-12 11:00') } },
    newYork('update the wording to Call Marco about the broken blind', rename(ctx, 'Call Marco about the broken blind')),
  ),
  london('rename the boiler task to Book a Gas Safe engineer for Whitby', rename(words('boiler'), 'Book a Gas Safe engineer for Whitby')),
  within({ listed: LISTED }, newYork('number 1 should be called Order 20 bags of porcelain', rename(num(1), 'Order 20 bags of porcelain'))),
];

export const THIRTEENTH_REMOVALS: HeldOutItem[] = [
  within({ current: skip }, london('delete that', remove(ctx))),
  within({ current: menu }, newYork('cancel it, client pulled out', remove(ctx))),
  london('get rid of the yoga one', remove(words('yoga'))),
  newYork('remove the florist reminder', remove(words('florist'))),
  london('scrap the friday wholesale call', remove(words('wholesale call'))),
  within({ listed: LISTED }, london('take number 3 off', remove(num(3)))),
  within({ current: pitch }, london('bin that one', remove(ctx))),
  london('forget the skip hire thing, sorted it another way', remove(words('skip hire')), done(words('skip hire'))),
  newYork('kill the reminder about the wetsuit order', remove(words('wetsuit order'))),
  within({ current: shoot }, london('never mind, drop it', remove(ctx))),
  newYork('please cancel the tasting menu prep', remove(words('tasting menu prep'))),
  london("don't need the Whitby linen task anymore", remove(words('Whitby linen'))),
  within({ listed: LISTED }, newYork('wipe #2', remove(num(2)))),
  london('clear the one about calling Dana', remove(words('Dana'))),
  newYork('delete "order halibut"', remove(words('order halibut'))),
  within({ current: wetsuits }, newYork('remove it from my list pls', remove(ctx))),
  within({ current: shoot }, london("that's cancelled now, the shoot got called off", remove(ctx))),
  within({ current: skip }, london('nah scrap that', remove(ctx), [UNDO])),
  london("lose the one about the plasterer's invoice", remove(words('plasterer'))),
  newYork('cancel the tuesday client call', remove(words('client call'))),
  newYork('delete the closing binder task', remove(words('closing binder'))),
  within({ current: mugs }, london('erase that reminder', remove(ctx))),
  within({ listed: LISTED }, london('get rid of the last one on that list', remove(num(4)))),
  newYork('the etsy refund thing can go, delete it', remove(words('etsy refund'))),
  within({ current: menu }, newYork('harlows cancelled so take that off', remove(ctx), remove(words('Harlows')))),
];

export const THIRTEENTH_COMPLETIONS: HeldOutItem[] = [
  within(followUp(mugs), london('done ✅', done(ctx))),
  within(followUp(pitch), london('✅', done(ctx))),
  within({ current: scaffold }, london('paid the scaffolders', done(ctx), done(words('scaffolders')))),
  within({ current: { title: 'Send the Hackney photos', due: l('11-11 14:00') } }, london('sent!', done(ctx))),
  within({ listed: LISTED }, london('finished 2', done(num(2)))),
  london('ticked off the glaze order', done(words('glaze order'))),
  within({ current: skip }, london('rang the skip people, all sorted', done(ctx), done(words('skip')))),
  within(followUp(closing), newYork('did it', done(ctx))),
  within(followUp(menu), newYork('yep done that', done(ctx))),
  newYork('all done with the tasting menu prep', done(words('tasting menu prep'))),
  within({ listed: LISTED }, newYork('1 and 3 done', [done(num(1)), done(num(3))])),
  london('delivered the Fenwick quote this morning', done(words('Fenwick quote'))),
  london('booked the van MOT 👍', done(words('van MOT'))),
  within(followUp(wax), london('sorted ✔️', done(ctx))),
  within(followUp(lender), newYork('handled', done(ctx))),
  within(
    { current: { title: 'Order the new notary stamp', due: n('11-12 12:00') } },
    newYork('the stamp came, can tick that off', done(ctx), done(words('notary stamp'))),
  ),
  within({ current: pitch }, london('finally emailed the editor', done(ctx), done(words('editor')))),
  within({ current: { title: 'Call the airbnb cleaner', due: n('11-11 10:10') } }, newYork('cleaner confirmed, mark it done', done(ctx))),
  newYork('wrapped up the Alvarez signing', done(words('Alvarez signing'))),
  within({ current: wetsuits }, newYork('got the wetsuits back', done(ctx), done(words('wetsuits')))),
  within(followUp(skip), london('complete', done(ctx))),
  london('mark the linen one as done', done(words('linen'))),
  within({ listed: LISTED }, london('crossed off number 4', done(num(4)))),
  within(
    { current: { title: 'Invoice the Hendersons', due: l('11-11 12:00') } },
    london('✔ invoice sent to the Hendersons', done(ctx), done(words('Hendersons'))),
  ),
  within(followUp(mugs), london('yup all glazed 🙌', done(ctx))),
];

const whichCall = { pending: { about: 'which_task' as const, options: ['Call the Boston accountant', 'Call the skip hire firm'] } };
const whichOrder = { pending: { about: 'which_task' as const, options: ['Order clay', 'Order glaze', 'Order kiln shelves'] } };
const vanChoice = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Rent a second van or subcontract the Fenwick move?',
    options: ['Rent a second van', 'Subcontract to Dave'],
  },
};
const helperChoice = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire help for closings?',
    options: ['Hire a part-time assistant', 'Keep doing closings solo'],
  },
};
const moveRest = {
  pending: { about: 'other' as const, question: "Want me to move the rest of today's tasks to tomorrow?", options: ['Yes', 'No'] },
};
const keepNote = { pending: { about: 'keep' as const, text: 'Markets sell better when the stall has price tags.' } };

export const THIRTEENTH_ANSWERS: HeldOutItem[] = [
  within(whichCall, london('2', answer(2))),
  within(whichCall, london('second one pls', answer(2))),
  within(whichCall, london('first', answer(1))),
  within(whichCall, london('the skip one', answer(2))),
  within(whichCall, newYork('number 1 pls', answer(1))),
  within(whichOrder, london('the last one', answer(3))),
  within(whichOrder, london('glaze', answer(2))),
  within(whichOrder, newYork('third', answer(3))),
  within(whichOrder, london('the 2nd', answer(2))),
  within(vanChoice, london('going with b', answer(2))),
  within(vanChoice, london('option 1, the van', answer(1))),
  within(vanChoice, london('not yet, still thinking', answer(null))),
  within(helperChoice, newYork('the assistant', answer(1))),
  within(helperChoice, newYork('second one, solo for now', answer(2))),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Rent a second van or subcontract?',
        options: ['Rent a second van', 'Subcontract to Dave'],
      },
    },
    london('cashflow, mostly. and not working weekends', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I take the Lisbon commission?' } },
    newYork('take it, or turn it down and stay on the agency work', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'Quote the Fenwick move' } },
    london('waiting on them to send the inventory list', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Switched to the cheaper clay supplier' } },
    london('honestly worse, two bags were contaminated', answer(null)),
  ),
  within(keepNote, london('yes', answer(null))),
  within(keepNote, newYork('yes keep it', answer(null))),
  within(keepNote, london("nah don't bother", answer(null))),
  within(moveRest, london('yes please', answer(1), answer(null))),
  within(moveRest, newYork('no leave them', answer(2), answer(null))),
  within(moveRest, london('yeah go on', answer(1), answer(null))),
  within(
    { pending: { about: 'other', question: 'Mornings or afternoons for your deep work?', options: ['Morning', 'Afternoon'] } },
    newYork('mornings work better', answer(1)),
  ),
];

export const THIRTEENTH_GREETINGS: HeldOutItem[] = [
  london('morning daily ☀️', talk('greeting')),
  london('hiya', talk('greeting')),
  newYork('hey hey', talk('greeting')),
  newYork('good morning!!', talk('greeting')),
  london('yo', talk('greeting')),
  london('evening 👋', talk('greeting')),
  newYork('hello again', talk('greeting')),
  newYork('howdy', talk('greeting')),
  newYork('gm', talk('greeting')),
  london('heyyy', talk('greeting')),
  london("hi daily it's me", talk('greeting')),
  london('good afternoon', talk('greeting')),
  newYork('hey you', talk('greeting')),
  london('sup', talk('greeting')),
  newYork('hola', talk('greeting')),
  london('hi hi', talk('greeting')),
  newYork('well hello there', talk('greeting')),
  london('oi oi', talk('greeting')),
  newYork('hey, happy wednesday', talk('greeting')),
  london('ello ello', talk('greeting')),
  newYork('morning from the warehouse', talk('greeting')),
  london('afternoon daily', talk('greeting')),
  london('good evening daily', talk('greeting')),
  newYork("hi, hope you're well", talk('greeting')),
  london('mornin', talk('greeting')),
];

export const THIRTEENTH_THANKS: HeldOutItem[] = [
  london('cheers', talk('thanks')),
  london('ta very much', talk('thanks')),
  newYork('thx!!', talk('thanks')),
  london('thanks a mil', talk('thanks')),
  london('legend, thank you', talk('thanks')),
  newYork('appreciate you', talk('thanks')),
  london('nice one, thanks', talk('thanks')),
  newYork('ty', talk('thanks')),
  london('many thanks', talk('thanks')),
  newYork('thank u so much', talk('thanks')),
  london('cheers for that', talk('thanks')),
  newYork('grateful for the nudge', talk('thanks')),
  london('thanks daily 🙏', talk('thanks')),
  london('brilliant thanks', talk('thanks')),
  newYork('ah perfect thank you', talk('thanks')),
  london('much obliged', talk('thanks')),
  london('ta', talk('thanks')),
  newYork('thank youuu', talk('thanks')),
  newYork('thanks, that helps', talk('thanks')),
  london('big thanks', talk('thanks')),
  london('cheers pal', talk('thanks')),
  newYork('thanks for sorting that', talk('thanks')),
  newYork('thanks so much, lifesaver', talk('thanks')),
  london('ta love', talk('thanks')),
  london('great stuff, thank you', talk('thanks')),
];

export const THIRTEENTH_FEELINGS: HeldOutItem[] = [
  london('absolutely knackered after three back to back moves', talk('feeling')),
  newYork("I'm drowning in invoices this week", talk('feeling')),
  london('so fed up of chasing people to pay me', talk('feeling')),
  newYork('feel like a fraud today tbh', talk('feeling')),
  london('the kiln cracked half the batch and I want to cry', talk('feeling')),
  london('stressed out of my mind about the festival weather', talk('feeling')),
  newYork('honestly could sleep for a week', talk('feeling')),
  london('another client ghosted me, gutted', talk('feeling')),
  london('buzzing today, sold out at the market!!', talk('feeling')),
  newYork('too many plates spinning 😩', talk('feeling')),
  newYork('i hate doing my taxes so much', talk('feeling')),
  newYork("the airbnb guests trashed the kitchen and I'm furious", talk('feeling')),
  london('anxious about the bank meeting', talk('feeling')),
  london('bit low today', talk('feeling')),
  newYork("ugh the warehouse lost another pallet, I can't deal", talk('feeling')),
  london('feeling really proud of the crew today', talk('feeling')),
  newYork("overwhelmed doesn't even cover it", talk('feeling')),
  london('why does everyone need something from me at once', talk('feeling')),
  london('I keep meaning to call my mum and never do', talk('feeling'), [unclear]),
  london('my back is killing me from the plastering', talk('feeling')),
  newYork('nervous about pitching to the Times', talk('feeling')),
  london('chuffed to bits, the Hendersons left a 5 star review', talk('feeling')),
  london('so tired of the van breaking down', talk('feeling')),
  newYork('lowkey panicking about the festival budget', talk('feeling')),
  london('properly burnt out this month', talk('feeling')),
];

export const THIRTEENTH_QUESTIONS: HeldOutItem[] = [
  newYork('when is the Alvarez closing?', question),
  london('what time is my dentist tomorrow', question),
  london('should I raise my day rate?', question, dilemma),
  london('is it worth going VAT registered early?', question, dilemma),
  newYork('how do I word a late payment email nicely?', question),
  london('did I already send the Fenwick quote?', question),
  london('whats the weather gonna be like saturday', question),
  london('what was the deadline for the Guardian piece again?', question),
  newYork('how long should a tasting menu prep take?', question),
  newYork('which property has the most bookings next month?', question),
  newYork("do you think I'm overcharging?", question),
  london('how many days till christmas', question),
  london("what's the best way to price a loft skim?", question),
  london('should I bother with a stall at the christmas fair?', question, dilemma),
  newYork('when did I last speak to the title company?', question),
  newYork('is the warehouse open on thanksgiving?', question),
  london('what can you actually do?', question, [HELP]),
  london('why did my reminder not come through yesterday', question),
  london('who was the supplier for the blue glaze again?', question, recall('blue glaze')),
  london('is 2 weeks enough notice to cancel a surf lesson?', question),
  newYork('how do I get better at saying no to clients?', question),
  newYork('should I ask for a deposit upfront?', question, dilemma),
  london('how much did I invoice in october?', question),
  newYork('when does the festival insurance run out?', question),
  newYork('is it normal to feel this behind?', question, talk('feeling')),
];

export const HELD_OUT_THIRTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: THIRTEENTH_ASKS,
  snoozes: THIRTEENTH_SNOOZES,
  corrections: THIRTEENTH_CORRECTIONS,
  renames: THIRTEENTH_RENAMES,
  removals: THIRTEENTH_REMOVALS,
  completions: THIRTEENTH_COMPLETIONS,
  answers: THIRTEENTH_ANSWERS,
  greetings: THIRTEENTH_GREETINGS,
  thanks: THIRTEENTH_THANKS,
  feelings: THIRTEENTH_FEELINGS,
  questions: THIRTEENTH_QUESTIONS,
  statements: THIRTEENTH_STATEMENTS,
  decisions: THIRTEENTH_DECISIONS,
  dilemmas: THIRTEENTH_DILEMMAS,
  recall: THIRTEENTH_RECALL,
  prioritise: THIRTEENTH_PRIORITISE,
  agenda: THIRTEENTH_AGENDA,
  freeTime: THIRTEENTH_FREE_TIME,
  recurring: THIRTEENTH_RECURRING,
  rambles: THIRTEENTH_RAMBLES,
  unclear: THIRTEENTH_UNCLEAR,
  bare: THIRTEENTH_BARE,
};

export const HELD_OUT_THIRTEENTH: HeldOutItem[] = Object.values(HELD_OUT_THIRTEENTH_KINDS).flat();
