import type { ConversationState } from '../intent';
import {
  answer,
  ctx,
  decision,
  dilemma,
  done,
  HELP,
  type HeldOutItem,
  inMinutes,
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
  within,
  words,
} from './held-out-kit';
import {
  ELEVENTH_AGENDA,
  ELEVENTH_BARE,
  ELEVENTH_DECISIONS,
  ELEVENTH_DILEMMAS,
  ELEVENTH_FACTS,
  ELEVENTH_FREE_TIME,
  ELEVENTH_PRIORITIES,
  ELEVENTH_RAMBLES,
  ELEVENTH_RECALLS,
  ELEVENTH_RECURRING,
  ELEVENTH_UNCLEAR,
} from './held-out-eleventh-b';

/**
 * The eleventh held-out set for the reader (issue 40), read at HELD_OUT_NOW (Wednesday 11 November
 * 2026, 15:00 London, 10:00 New York). Written from trades no earlier set imagined: a dog walker with
 * staff, a piano tuner, a market trader, a chiropractor, a wedding planner, a founder raising a seed
 * round, a PhD student analysing data on the side, a roofer, a make-up artist, a translator in
 * Manchester with American clients, a sommelier and a children's swimming coach. Words that only
 * set a scene (morning, after lunch, end of day) carry the few times a careful person would accept.
 */

type Current = ConversationState['current'];
const about = (current: Current): Partial<ConversationState> => ({ current });
const followUp = (title: string, due: string): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});

// The task just added or reminded about, in each zone; two of them are already overdue.
const WHITFIELD = about({ title: 'Send the Whitfield invoice', due: l('11-11 16:00') });
const FLOUR_MILL_LATE = about({ title: 'Call the flour mill', due: l('11-11 09:00') });
const INVESTORS = about({ title: 'Email the seed investors update', due: n('11-11 11:00') });
const TABLE_LATE = about({ title: 'Book the adjusting table service', due: n('11-10 15:00') });
const BECHSTEIN = followUp('Tune the Bechstein', l('11-11 14:00'));
const LABRADOODLE = followUp('Walk the Greenbergs labradoodle', n('11-11 09:30'));

const STEINWAY = about({ title: 'Tune the Steinway at the Grand Hotel', due: l('11-12 10:00') });
const NORTHBEAM = about({ title: 'Pitch call with Northbeam Ventures', due: n('11-13 14:00') });
const ODUYA = about({ title: 'Consultation with Mrs Oduya', due: l('11-16 09:30') });
const SQUAD = about({ title: 'Swim squad parents meeting', due: n('11-12 18:00') });

const STALL_LIST: Partial<ConversationState> = { listed: ['Order lavender bags', 'Restock soap', 'Pay the pitch fee'] };
const FOUNDER_LIST: Partial<ConversationState> = {
  listed: ['Call the accountant', 'Send the deck to Priya', 'Book flights to Austin', 'Update the cap table'],
};

export const ELEVENTH_ASKS: HeldOutItem[] = [
  london('remind me to ring the venue in Harrogate tmrw at half 10', task('ring the venue in Harrogate', l('11-12 10:30'))),
  newYork(
    'need to invoice the Kowalski wedding by friday EOD',
    task('invoice the Kowalski wedding', n('11-13 17:00')),
    task('invoice the Kowalski wedding', n('11-13 18:00')),
  ),
  london(
    'tune the upright at st marys school first thing tomorrow',
    task('tune the upright at st marys school', l('11-12 09:00')),
    task('tune the upright at st marys school', l('11-12 08:00')),
  ),
  newYork('pick up the swim caps b4 noon tmrw', task('pick up the swim caps', n('11-12 12:00'))),
  london('chase the roofing felt supplier in 2 hours', task('chase the roofing felt supplier', inMinutes(120))),
  newYork('gotta send the term sheet redlines to our lawyer by 4pm', task('send the term sheet redlines to our lawyer', n('11-11 16:00'))),
  london('order more lavender bags for the stall on the 20th', task('order more lavender bags for the stall', l('11-20 12:00'))),
  london('meet Kirsty the new walker for a brew thursday at 2pm', task('meet Kirsty the new walker for a brew', l('11-12 14:00'))),
  newYork('remind me the day before thanksgiving to brine the turkey', task('brine the turkey', n('11-25 12:00'))),
  london('make up trial for the Patel bride 4/12 at 11am', task('make up trial for the Patel bride', l('12-04 11:00'))),
  newYork(
    'call w the Denver chiropractor group 12/3 at 3 pm',
    task('call w the Denver chiropractor group', n('12-03 15:00')),
    task('call with the Denver chiropractor group', n('12-03 15:00')),
  ),
  london('send the Ohio contract translation by 5pm eastern on friday', task('send the Ohio contract translation', n('11-13 17:00'))),
  london(
    'chiropractic CPD webinar on tuesday the 17th at quarter to 7',
    task('chiropractic CPD webinar', l('11-17 18:45')),
    task('chiropractic CPD webinar', l('11-17 06:45')),
  ),
  newYork(
    'update the data room for the seed round in three days',
    task('update the data room for the seed round', n('11-14 12:00')),
    task('update the data room for the seed round', n('11-14 10:00')),
  ),
  london('christmas eve remind me to lock up the cellar early', task('lock up the cellar early', l('12-24 12:00'))),
  newYork('dentist appt for Mia at twenty past 3 tomorrow', task('dentist appt for Mia', n('11-12 15:20'))),
  london(
    'send the quote for the flat roof on Elm Rd by end of the month',
    task('send the quote for the flat roof on Elm Rd', l('11-30 12:00')),
    task('send the quote for the flat roof on Elm Rd', l('11-30 17:00')),
  ),
  newYork(
    'call the landlord about the studio lease a week from today',
    task('call the landlord about the studio lease', n('11-18 12:00')),
    task('call the landlord about the studio lease', n('11-18 10:00')),
  ),
  london(
    'renew public liability insurance in a fortnight',
    task('renew public liability insurance', l('11-25 12:00')),
    task('renew public liability insurance', l('11-25 15:00')),
  ),
  newYork(
    'urgent send Dr Reyes the cleaned dataset tonight by 9',
    task('send Dr Reyes the cleaned dataset', n('11-11 21:00'), { important: true }),
  ),
  london('this weekend sort the van MOT', task('sort the van MOT', l('11-14 12:00'))),
  newYork(
    'drop the lesson plans at the Y after lunch tmrw',
    task('drop the lesson plans at the Y', n('11-12 13:00')),
    task('drop the lesson plans at the Y', n('11-12 14:00')),
  ),
  london('fitting for the bridesmaids 3 mondays from now at 10', task('fitting for the bridesmaids', l('11-30 10:00'))),
  newYork(
    'order the new piano hammers ASAP',
    task('order the new piano hammers', null, { important: true }),
    task('order the new piano hammers'),
  ),
  london(
    'ring HMRC about the VAT thing between 9 and 10 tomorrow',
    task('ring HMRC about the VAT thing', l('11-12 09:00')),
    task('ring HMRC about the VAT thing', l('11-12 10:00')),
  ),
  newYork('pay the sales tax on 1/15', task('pay the sales tax', n('2027-01-15 12:00'))),
  london('file the self assessment on 2027-01-20', task('file the self assessment', l('2027-01-20 12:00'))),
  newYork('hey so can you remind me at noon to call the florist back', task('call the florist back', n('11-11 12:00'))),
  london(
    'need to send Lumen the invoice before midnight',
    task('send Lumen the invoice', l('11-12 00:00')),
    task('send Lumen the invoice', l('11-11 23:59')),
  ),
  newYork('webinar with the London translators thurs 2pm gmt', task('webinar with the London translators', l('11-12 14:00'))),
  london(
    'remind me sunday evening to prep the tasting notes',
    task('prep the tasting notes', l('11-15 18:00')),
    task('prep the tasting notes', l('11-15 19:00')),
  ),
  { ...newYork('ship the sample boxes on 4/12', task('ship the sample boxes', n('12-04 12:00'))), dayFirst: true },
  { ...london('translate the deposition by 12/4', task('translate the deposition', l('12-04 12:00'))), dayFirst: false },
];

export const ELEVENTH_SNOOZES: HeldOutItem[] = [
  within(WHITFIELD, london('snooze 20 mins', snoozeFor(20))),
  within(INVESTORS, newYork('gimme another hour on that', snoozeFor(60))),
  within(FLOUR_MILL_LATE, london('not now, in 2 hrs', snoozeFor(120))),
  within(WHITFIELD, london('push it back half an hour', snoozeFor(30))),
  within(WHITFIELD, london('snooze till 6', snoozeUntil(l('11-11 18:00')))),
  within(INVESTORS, newYork('later, like tomorrow at 9', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00'))),
  within(FLOUR_MILL_LATE, london('remind me about it again in 45 min', snoozeFor(45))),
  within(BECHSTEIN, london('SNOOZE 1H', snoozeFor(60))),
  within(BECHSTEIN, london('snooze 2h pls im up a ladder', snoozeFor(120))),
  within(INVESTORS, newYork('can u snooze that till monday morning', snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16 08:00')))),
  within(
    TABLE_LATE,
    newYork(
      'not today. tomorrow',
      move(ctx, '2026-11-12', null),
      snoozeUntil(n('11-12 15:00')),
      snoozeUntil(n('11-12 12:00')),
      snoozeUntil(n('11-12 09:00')),
    ),
  ),
  within(WHITFIELD, london('snooze for ten minutes', snoozeFor(10))),
  within(TABLE_LATE, newYork('snooze ninety minutes', snoozeFor(90))),
  within(FLOUR_MILL_LATE, london('knock it back an hour and a half', snoozeFor(90))),
  within(WHITFIELD, london('snooze until after the school run, say 9:30 tomorrow', snoozeUntil(l('11-12 09:30')))),
  within(WHITFIELD, london('remind me at 5 instead', snoozeUntil(l('11-11 17:00')), move(ctx, null, '17:00'))),
  within(
    INVESTORS,
    newYork(
      'snooze til friday',
      move(ctx, '2026-11-13', null),
      snoozeUntil(n('11-13 11:00')),
      snoozeUntil(n('11-13 09:00')),
      snoozeUntil(n('11-13 12:00')),
    ),
  ),
  within(LABRADOODLE, newYork('snooze 15', snoozeFor(15))),
  within(WHITFIELD, london('remind me in a couple of hours', snoozeFor(120))),
  within(TABLE_LATE, newYork('ugh snooze it for 3 hours', snoozeFor(180))),
  within(FLOUR_MILL_LATE, london('another 5 min please', snoozeFor(5))),
  within(INVESTORS, newYork('snooze until 4:30', snoozeUntil(n('11-11 16:30')))),
  within(
    WHITFIELD,
    london(
      'bump it to this evening',
      snoozeUntil(l('11-11 18:00')),
      snoozeUntil(l('11-11 19:00')),
      move(ctx, null, '18:00'),
      move(ctx, null, '19:00'),
    ),
  ),
  within(
    FLOUR_MILL_LATE,
    london('snooze till next week', move(ctx, '2026-11-16', null), snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16 12:00'))),
  ),
  within(TABLE_LATE, newYork('not rn, try me again at 1', snoozeUntil(n('11-11 13:00')))),
  within(LABRADOODLE, newYork('snooze for 40 mins walker running late', snoozeFor(40))),
];

export const ELEVENTH_CORRECTIONS: HeldOutItem[] = [
  within(STEINWAY, london('oops I meant 11 not 10', move(ctx, null, '11:00'))),
  within(NORTHBEAM, newYork('no wait make it thursday', move(ctx, '2026-11-12', null))),
  within(ODUYA, london('scratch that, friday at 2', move(ctx, '2026-11-13', '14:00'))),
  within(SQUAD, newYork('sorry 6:30 not 6', move(ctx, null, '18:30'))),
  within(STEINWAY, london('actually the 19th', move(ctx, '2026-11-19', null))),
  within(NORTHBEAM, newYork('i meant next monday lol', move(ctx, '2026-11-16', null), move(ctx, '2026-11-23', null))),
  within(ODUYA, london('wrong day its tuesday', move(ctx, '2026-11-17', null))),
  within(STEINWAY, london('ah no half 9 in the morning', move(ctx, null, '09:30'))),
  within(NORTHBEAM, newYork('change that to 3pm', move(ctx, null, '15:00'))),
  within(SQUAD, newYork('typo, should be 12/14', move(ctx, '2026-12-14', null))),
  within(ODUYA, london('should be 14/12', move(ctx, '2026-12-14', null))),
  within(NORTHBEAM, newYork('no no 2:15', move(ctx, null, '14:15'))),
  within(STEINWAY, london('hang on its the day after', move(ctx, '2026-11-13', null))),
  within(SQUAD, newYork('make it an hour later', move(ctx, null, '19:00'), snoozeFor(60))),
  within(ODUYA, london('actually quarter past 10', move(ctx, null, '10:15'))),
  within(SQUAD, newYork('oh wait its 7pm not 6', move(ctx, null, '19:00'))),
  within(NORTHBEAM, newYork('move it to sat morning at 8', move(ctx, '2026-11-14', '08:00'))),
  within(STEINWAY, london('my bad, noon', move(ctx, null, '12:00'))),
  within(ODUYA, london('err i mean the 2nd of december', move(ctx, '2026-12-02', null))),
  within(NORTHBEAM, newYork('nope, thursday 4 o clock', move(ctx, '2026-11-12', '16:00'))),
  within(SQUAD, newYork('correction: 9am', move(ctx, null, '09:00'))),
  london('push the Grand Hotel one to wednesday next week', move(words('Grand Hotel'), '2026-11-18', null)),
  newYork('move the Northbeam call to 10 tomorrow', move(words('Northbeam'), '2026-11-12', '10:00')),
  within(STEINWAY, london('no sorry its thursday week', move(ctx, '2026-11-19', null))),
  within(SQUAD, newYork('ah I got it wrong, its at 5:45', move(ctx, null, '17:45'))),
  within(ODUYA, london('actually can we say 11am on the monday instead', move(ctx, '2026-11-16', '11:00'), move(ctx, null, '11:00'))),
];

export const ELEVENTH_RENAMES: HeldOutItem[] = [
  within(STEINWAY, london('rename it to Tune the Steinway in the ballroom', rename(ctx, 'Tune the Steinway in the ballroom'))),
  within(NORTHBEAM, newYork('call it Northbeam partner meeting instead', rename(ctx, 'Northbeam partner meeting'))),
  within(ODUYA, london('change the name to Oduya follow up adjustment', rename(ctx, 'Oduya follow up adjustment'))),
  newYork('rename the swim meeting to Swim gala parents meeting', rename(words('swim meeting'), 'Swim gala parents meeting')),
  london('retitle the VAT task to Pay VAT for Q3', rename(words('VAT'), 'Pay VAT for Q3')),
  within(STALL_LIST, london('rename 2 to Restock goats milk soap', rename(num(2), 'Restock goats milk soap'))),
  within(
    about({ title: 'Email Jo', due: null }),
    london('change it to email Joanne about the seating plan', rename(ctx, 'email Joanne about the seating plan')),
  ),
  london(
    'can you rename "ring the venue" to "ring Ripley Castle about the marquee"',
    rename(words('ring the venue'), 'ring Ripley Castle about the marquee'),
  ),
  within(about({ title: 'Dog walk rota', due: null }), london('name it December dog walk rota', rename(ctx, 'December dog walk rota'))),
  within(FOUNDER_LIST, newYork('change 3 to Book flights to Austin for SaaStr', rename(num(3), 'Book flights to Austin for SaaStr'))),
  newYork('rename the hammers one to order Renner hammers', rename(words('hammers'), 'order Renner hammers')),
  within(
    about({ title: 'Roof job', due: l('11-13 08:00') }),
    london('should say Re-felt the garage roof at no 12', rename(ctx, 'Re-felt the garage roof at no 12')),
  ),
  within(
    about({ title: 'Decanters', due: null }),
    newYork('edit the title to say Swap the decanters for the tasting', rename(ctx, 'Swap the decanters for the tasting')),
  ),
  within(
    about({ title: 'Ethics thing', due: null }),
    london('title should be Ethics form for the survey data', rename(ctx, 'Ethics form for the survey data')),
  ),
  london('pls relabel the Hendersons task as Hendersons piano pitch raise', rename(words('Hendersons'), 'Hendersons piano pitch raise')),
  london('change "bride trial" to "bridal make up trial Sophie"', rename(words('bride trial'), 'bridal make up trial Sophie')),
  within(
    about({ title: 'Thing for Mia', due: null }),
    newYork('make the title Mia school photo form', rename(ctx, 'Mia school photo form')),
  ),
  within(FOUNDER_LIST, newYork('rename number 1 to Call the accountant re payroll', rename(num(1), 'Call the accountant re payroll'))),
  within(
    about({ title: 'Study', due: n('11-12 19:00') }),
    newYork('call that one Sommelier exam revision instead', rename(ctx, 'Sommelier exam revision')),
  ),
  london('the insurance reminder should be called Renew van insurance', rename(words('insurance'), 'Renew van insurance')),
  within(
    about({ title: 'Kirsty', due: l('11-12 14:00') }),
    london('oops meant to call it Kirsty induction walk', rename(ctx, 'Kirsty induction walk')),
  ),
  within(
    about({ title: 'Swim thing', due: n('11-14 08:00') }),
    newYork('rename to Saturday squad time trials', rename(ctx, 'Saturday squad time trials')),
  ),
  london(
    'change the name of the Harrison quote to Harrison chimney flashing quote',
    rename(words('Harrison quote'), 'Harrison chimney flashing quote'),
  ),
  within(STALL_LIST, london('call number 1 Order lavender and rose bags', rename(num(1), 'Order lavender and rose bags'))),
  newYork(
    'update the title of the cap table task to Update cap table after SAFE',
    rename(words('cap table'), 'Update cap table after SAFE'),
  ),
];

export const ELEVENTH_REMOVALS: HeldOutItem[] = [
  within(STEINWAY, london('delete that', remove(ctx))),
  london('cancel the yoga class thing', remove(words('yoga class'))),
  within(STALL_LIST, london('remove 3', remove(num(3)))),
  newYork('get rid of the Northbeam call, they pulled out', remove(words('Northbeam'))),
  within(ODUYA, london('bin it', remove(ctx))),
  london('scrap the quote for Elm Rd, job fell through', remove(words('Elm Rd'))),
  within(FOUNDER_LIST, newYork('take number 2 off the list', remove(num(2)))),
  within(SQUAD, newYork('never mind, cancel it', remove(ctx))),
  newYork('delete the swim caps reminder', remove(words('swim caps'))),
  newYork('pls remove the dentist appt for Mia, the school sorted it', remove(words('dentist'))),
  newYork('no longer need the turkey one, my sister is hosting', remove(words('turkey'))),
  newYork('wipe the Kowalski invoice task', remove(words('Kowalski'))),
  within(about({ title: 'Ring Ripley Castle', due: l('11-12 12:00') }), london('forget it, dont need that anymore', remove(ctx))),
  london('the van MOT one can go', remove(words('van MOT'))),
  within(STALL_LIST, london('kill the first one', remove(num(1)))),
  london('cross off the ethics form, supervisor says its not needed', remove(words('ethics form')), done(words('ethics form'))),
  london('remove the CPD webinar', remove(words('CPD webinar'))),
  within(NORTHBEAM, newYork('lose that one pls', remove(ctx))),
  within(FOUNDER_LIST, newYork('delete no. 4', remove(num(4)))),
  london('drop the Boston translation task, client cancelled', remove(words('Boston translation'))),
  london('take the bridesmaids fitting off my list', remove(words('bridesmaids fitting'))),
  within(WHITFIELD, london('actually delete this one, Whitfield paid cash', remove(ctx), done(ctx))),
  newYork('erase the gym reminder', remove(words('gym'))),
  within(STALL_LIST, london('get rid of 2 and 3', [remove(num(2)), remove(num(3))])),
  london('cancel the florist one, bride is doing her own flowers', remove(words('florist'))),
];

const PLUMBER = about({ title: 'Pay the plumber', due: l('11-11 12:00') });

export const ELEVENTH_COMPLETIONS: HeldOutItem[] = [
  within(PLUMBER, london('paid the plumber', done(ctx), done(words('plumber')))),
  within(BECHSTEIN, london('done ✅', done(ctx))),
  london('finished the Hendersons tuning', done(words('Hendersons'))),
  within(FLOUR_MILL_LATE, london('sorted 👍', done(ctx))),
  newYork('all done with the data room', done(words('data room'))),
  within(STALL_LIST, london('done 2', done(num(2)))),
  within(WHITFIELD, london('sent it', done(ctx))),
  london('invoice for Whitfield went out this morning', done(words('Whitfield'))),
  within(LABRADOODLE, newYork('DONE', done(ctx))),
  within(LABRADOODLE, newYork('walked him ✔️', done(ctx))),
  london('ticked off the MOT', done(words('MOT'))),
  within(
    about({ title: 'Pick up the swim caps', due: n('11-12 12:00') }),
    newYork('got the swim caps', done(ctx), done(words('swim caps'))),
  ),
  within(FOUNDER_LIST, newYork('number 3 is done', done(num(3)))),
  newYork('booked the flights to Austin', done(words('flights to Austin'))),
  london('finally filed the self assessment 🎉', done(words('self assessment'))),
  within(BECHSTEIN, london('yep did it', done(ctx))),
  within(
    about({ title: 'Call the landlord about the studio lease', due: n('11-11 09:00') }),
    newYork('just called the landlord', done(ctx), done(words('landlord'))),
  ),
  newYork('ordered the hammers', done(words('hammers'))),
  within(FOUNDER_LIST, newYork('1 and 3 done', [done(num(1)), done(num(3))])),
  london('completed the Oduya consultation', done(words('Oduya'))),
  within(INVESTORS, newYork('thats done now', done(ctx))),
  within(LABRADOODLE, newYork('✅', done(ctx))),
  newYork('wired the deposit 💸', done(words('deposit'))),
  within(STALL_LIST, london('paid the pitch fee', done(num(3)), done(words('pitch fee')))),
  london('Kirsty induction walk went great, thats done', done(words('Kirsty'))),
];

const WHICH_CALL: Partial<ConversationState> = { pending: { about: 'which_task', options: ['Call the bank', 'Call the venue'] } };
const WHICH_EMAIL: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['Email Priya', 'Email the accountant', 'Email the Y'] },
};
const WALKER_CHOICE: Partial<ConversationState> = {
  pending: {
    about: 'dilemma_choice',
    question: 'Hire a part-time walker or cap new clients?',
    options: ['Hire a part-time walker', 'Cap new clients'],
  },
};
const ADD_FRIDAY: Partial<ConversationState> = {
  pending: { about: 'other', question: 'Shall I add that for Friday 12:00?', options: [] },
};

export const ELEVENTH_ANSWERS: HeldOutItem[] = [
  within(WHICH_CALL, london('2', answer(2))),
  within(WHICH_CALL, london('the second one', answer(2))),
  within(WHICH_CALL, london('first', answer(1))),
  within(WHICH_CALL, london('the venue one', answer(2))),
  within(WALKER_CHOICE, newYork('going with option 1', answer(1), decision)),
  within(WALKER_CHOICE, newYork('cap them for now', answer(2), decision)),
  within(
    { pending: { about: 'dilemma_matters', question: 'Raise prices or keep them?', options: ['Raise prices', 'Keep them'] } },
    london('honestly keeping my regulars happy matters most', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Where should the stall go on Saturdays?' } },
    london('either the cathedral market or the farmers one in Didsbury', answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'Finish the seed deck' } }, newYork('waiting on numbers from my cofounder', answer(null))),
  within(
    { pending: { about: 'review', decision: 'Switched to the cheaper flour supplier' } },
    london('worked out fine, bread tastes the same and it saves me 80 quid a month', answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'Felt calmer once the rota was done' } }, london('KEEP', answer(null))),
  within({ pending: { about: 'keep', text: 'Long day on the roofs' } }, london('nah dont keep it', answer(null))),
  within(ADD_FRIDAY, london('yes please', answer(null))),
  within(ADD_FRIDAY, newYork('no thanks', answer(null))),
  within(
    { pending: { about: 'other', question: 'Which day suits?', options: ['Monday', 'Tuesday', 'Wednesday'] } },
    london('tuesday', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Morning or afternoon?', options: ['Morning', 'Afternoon'] } },
    newYork('afternoon pls', answer(2)),
  ),
  within(WHICH_EMAIL, newYork('the last one', answer(3))),
  within(WHICH_EMAIL, newYork('3️⃣', answer(3))),
  within(WHICH_EMAIL, newYork('no. 1', answer(1))),
  within(WALKER_CHOICE, newYork('neither tbh, not decided yet', answer(null))),
  within(
    {
      pending: { about: 'other', question: 'Did you mean 4 December or 12 April?', options: ['4 December', '12 April'] },
    },
    london('december', answer(1)),
  ),
  within(
    { pending: { about: 'which_task', options: ['Tune the Bechstein', 'Tune the upright', 'Tune the Steinway'] } },
    london('the middle one', answer(2)),
  ),
  within(WHICH_CALL, newYork('bank', answer(1))),
  within(
    { pending: { about: 'dilemma_choice', question: 'Van lease or buy outright?', options: ['Lease', 'Buy outright'] } },
    london('lease it is', answer(1), decision),
  ),
  within(
    { pending: { about: 'other', question: 'Do you want a morning plan each day?', options: [] } },
    london('go on then', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Stopped Sunday walks' } },
    london('mixed tbh, lost two clients but I get my weekends back', answer(null)),
  ),
];

export const ELEVENTH_GREETINGS: HeldOutItem[] = [
  london('morning!', talk('greeting')),
  london('hiya daily', talk('greeting')),
  newYork('yo', talk('greeting')),
  london('good evening', talk('greeting')),
  newYork('hey hey', talk('greeting')),
  london('hello there 👋', talk('greeting')),
  newYork('hi its me again', talk('greeting')),
  newYork('gm', talk('greeting')),
  london('morning daily ☕', talk('greeting')),
  newYork('heyyy', talk('greeting')),
  london('afternoon!', talk('greeting')),
  newYork('hi there, first time using this', talk('greeting')),
  newYork('howdy', talk('greeting')),
  london('alright daily?', talk('greeting')),
  london('hello hello', talk('greeting')),
  london('evening', talk('greeting')),
  newYork('sup', talk('greeting')),
  london('good morning from a very rainy Leeds', talk('greeting')),
  newYork('hey there 🙂', talk('greeting')),
  london('hi hi', talk('greeting')),
  newYork('good morning!! happy wednesday', talk('greeting')),
  london('hiya love', talk('greeting')),
  newYork('hey daily, you up?', talk('greeting')),
  london('mornin', talk('greeting')),
  newYork('hello!! 😊', talk('greeting')),
];

export const ELEVENTH_THANKS: HeldOutItem[] = [
  london('cheers', talk('thanks')),
  london('ta', talk('thanks')),
  newYork('thanks!!', talk('thanks')),
  newYork('thank u so much', talk('thanks')),
  london('cheers pal', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('ty', talk('thanks')),
  newYork('thx', talk('thanks')),
  london('lovely thanks', talk('thanks')),
  london('brilliant cheers', talk('thanks')),
  newYork("you're a lifesaver", talk('thanks')),
  london('thanks daily 🙏', talk('thanks')),
  london('much appreciated', talk('thanks')),
  london('legend, thanks', talk('thanks')),
  london('thank you x', talk('thanks')),
  newYork('awesome thank you', talk('thanks')),
  london('cheers for that', talk('thanks')),
  newYork('thanks a bunch', talk('thanks')),
  london('nice one ta', talk('thanks')),
  london('many thanks', talk('thanks')),
  newYork('tysm that helps', talk('thanks')),
  london('ta very much', talk('thanks')),
  newYork("thanks so much, that's perfect", talk('thanks')),
  london('cheers mate 🍻', talk('thanks')),
  newYork('thank youuu', talk('thanks')),
];

const feeling = talk('feeling');

export const ELEVENTH_FEELINGS: HeldOutItem[] = [
  london('absolutely knackered today', feeling),
  newYork('so stressed about the raise tbh', feeling),
  london('I hate invoicing so much', feeling),
  london('feel like im drowning in admin', feeling),
  london('three walkers off sick and I want to cry', feeling),
  london('proper fed up with this roof leak saga', feeling),
  newYork('ugh the brides mom is driving me up the wall', feeling),
  newYork('im so behind on everything', feeling),
  london('feeling pretty good actually, sold out by noon 🙌', feeling),
  newYork('anxious about the pitch on friday', feeling),
  london('cant face the books tonight', feeling),
  london('my back is killing me after that job', feeling),
  newYork('honestly I need a vacation', feeling),
  london('bit lonely running this on my own', feeling),
  london('gutted, lost the Harrogate wedding', feeling),
  newYork('so tired of chasing people for money', feeling),
  london('I should really do my tax return but I just cant bring myself to', feeling, talk('reflection')),
  newYork('buzzing after that tasting tonight', feeling),
  london('overwhelmed. everything is due at once', feeling),
  london('ffs the van wont start again', feeling),
  newYork('nervous about the investor meeting', feeling),
  newYork('too much on my plate rn 😩', feeling),
  newYork('kinda proud of myself today ngl', feeling),
  london('dreading the vat return', feeling),
  newYork('my brain is fried from the data cleaning', feeling),
];

export const ELEVENTH_QUESTIONS: HeldOutItem[] = [
  london('when is the Oduya consultation?', question),
  newYork('what time is the swim meeting', question),
  newYork('should I raise my tuning fee?', question, dilemma),
  london('is it worth going to the wedding fair in January?', question, dilemma),
  newYork('do you know what day thanksgiving is this year', question),
  london('can you help me price a roof repair', question),
  newYork("what's a good way to chase a late payer without being rude", question),
  london('did I already add the MOT?', question),
  london('whats the difference between a sole trader and a ltd', question),
  newYork('how do I stop clients texting me at 11pm', question),
  newYork('should I take the SaaStr booth or not', question, dilemma),
  london('is the VAT deadline the 7th?', question),
  london('why do I always leave invoicing to the last minute lol', question, feeling),
  newYork('what do most chiropractors charge for a first visit', question),
  london('would a 2nd stall at the xmas market be mad?', question, dilemma),
  london('how long does a pitch raise usually take?', question),
  london('where did I put the Ripley Castle number', question),
  newYork("what's the best time of day to send investor updates", question),
  newYork('do you do voice notes?', question, HELP),
  london('how much should a dog walker charge for a solo walk in Chorlton', question),
  newYork('is it normal for a seed round to take 6 months?', question),
  london('what time does the Grand Hotel job start tomorrow?', question),
  newYork('how many walks did we do last week', question),
  london('can you text my clients for me?', question),
  newYork('what should I charge per hour for a private wine consult?', question),
];

/** Every kind of message in the set, each with at least 20 items. */
export const HELD_OUT_ELEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: ELEVENTH_ASKS,
  snoozes: ELEVENTH_SNOOZES,
  corrections: ELEVENTH_CORRECTIONS,
  renames: ELEVENTH_RENAMES,
  removals: ELEVENTH_REMOVALS,
  completions: ELEVENTH_COMPLETIONS,
  answers: ELEVENTH_ANSWERS,
  greetings: ELEVENTH_GREETINGS,
  thanks: ELEVENTH_THANKS,
  feelings: ELEVENTH_FEELINGS,
  questions: ELEVENTH_QUESTIONS,
  facts: ELEVENTH_FACTS,
  decisions: ELEVENTH_DECISIONS,
  dilemmas: ELEVENTH_DILEMMAS,
  recalls: ELEVENTH_RECALLS,
  priorities: ELEVENTH_PRIORITIES,
  agenda: ELEVENTH_AGENDA,
  freeTime: ELEVENTH_FREE_TIME,
  recurring: ELEVENTH_RECURRING,
  rambles: ELEVENTH_RAMBLES,
  unclear: ELEVENTH_UNCLEAR,
  bare: ELEVENTH_BARE,
};

export const HELD_OUT_ELEVENTH: HeldOutItem[] = Object.values(HELD_OUT_ELEVENTH_KINDS).flat();
