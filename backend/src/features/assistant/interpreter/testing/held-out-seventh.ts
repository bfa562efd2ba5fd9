import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  answer,
  done,
  l,
  london as L,
  move,
  n,
  newYork as N,
  note,
  num,
  question,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  list,
  recall,
  task,
  within,
  words,
  HELP,
  UNDO,
  dilemma,
} from './held-out-kit';
import {
  SEVENTH_AGENDA,
  SEVENTH_BARE,
  SEVENTH_DECISIONS,
  SEVENTH_DILEMMAS,
  SEVENTH_FREE_TIME,
  SEVENTH_HEDGED,
  SEVENTH_PRIORITISING,
  SEVENTH_RAMBLES,
  SEVENTH_RECALLS,
  SEVENTH_RECURRING,
  SEVENTH_STATEMENTS,
} from './held-out-seventh-b';

/**
 * The seventh held-out set: people in trades and practices (a physio, a translator, a furniture
 * maker, a caterer, a landscaper, a hairdresser, an estate agent, a vet clinic) texting in a hurry
 * or dictating, read at HELD_OUT_NOW. Written without looking at the reader; never tuned to it.
 */
const now = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
const asked = (text: string, options: string[]): Partial<ConversationState> => ({
  pending: { about: 'other', question: text, options },
});

export const SEVENTH_ASKS: HeldOutItem[] = [
  L('remind me to ring the boiler supplier at 11 am tomorrow', task('ring the boiler supplier', l('11-12 11:00'))),
  N('need to invoice the hendersons by friday', task('invoice the hendersons', n('11-13 12:00'))),
  L('pick up the walnut slab from the timber yard half 4 tmrw', task('pick up the walnut slab from the timber yard', l('11-12 16:30'))),
  L('remind me quarter to 6 to lock up the studio', task('lock up the studio', l('11-11 17:45'))),
  N('text marcy about the cake tasting twenty past 2 today', task('text marcy about the cake tasting', n('11-11 14:20'))),
  L(
    'call the vets insurance people first thing monday',
    task('call the vets insurance people', l('11-16 09:00')),
    task('call the vets insurance people', l('11-16 08:00')),
  ),
  N(
    'send the translation draft to the agency EOD',
    task('send the translation draft to the agency', n('11-11 17:00')),
    task('send the translation draft to the agency', n('11-11 18:00')),
  ),
  L('book the physio room for the 20th', task('book the physio room', l('11-20 12:00'))),
  L('remind me to pay the marquee deposit on 3/12', task('pay the marquee deposit', l('12-03 12:00'))),
  N('renew the salon license on 12/3', task('renew the salon license', n('12-03 12:00'))),
  L('order the christmas wreaths b4 thursday', task('order the christmas wreaths', l('11-12 12:00'))),
  N('follow up with the buyers on elm street in 2 hours', task('follow up with the buyers on elm street', n('11-11 12:00'))),
  L(
    'check the mot on the van in a fortnight',
    task('check the mot on the van', l('11-25 12:00')),
    task('check the mot on the van', l('11-25 15:00')),
  ),
  N(
    'call the yoga studio landlord a week from today',
    task('call the yoga studio landlord', n('11-18 12:00')),
    task('call the yoga studio landlord', n('11-18 10:00')),
  ),
  L("prune the client's apple trees saturday at noon", task("prune the client's apple trees", l('11-14 12:00'))),
  N('grocery run for the catering job the day before thanksgiving', task('grocery run for the catering job', n('11-25 12:00'))),
  L('send mrs okafor her treatment plan tuesday the 17th at 10', task('send mrs okafor her treatment plan', l('11-17 10:00'))),
  N(
    'ship the oak side table to the client on the 2nd tuesday of december',
    task('ship the oak side table to the client', n('12-08 12:00')),
  ),
  L('chase the dental practice invoice end of the month', task('chase the dental practice invoice', l('11-30 12:00'))),
  N('remind me to post the listing photos at 3 est', task('post the listing photos', n('11-11 15:00'))),
  L('remind me in 45 mins to send the patio quote', task('send the patio quote', l('11-11 15:45'))),
  N('pick up the dog from the vet clinic this evening at 6:30', task('pick up the dog from the vet clinic', n('11-11 18:30'))),
  L('call the translators guild on christmas eve at 10 am', task('call the translators guild', l('12-24 10:00'))),
  N('remind me tomorrow at 7 in the morning to prep the dough', task('prep the dough', n('11-12 07:00'))),
  L('renew the domain for the photography site on 15/1/2027', task('renew the domain for the photography site', l('2027-01-15 12:00'))),
  N('file the quarterly estimate by jan 15', task('file the quarterly estimate', n('2027-01-15 12:00'))),
];

const boiler = now('ring the boiler supplier', l('11-11 16:00'));
const lateInvoice = now('send the invoice to pete', l('11-11 09:00'));
const fabric = now('call the fabric supplier', n('11-11 09:30'));
const listing = now('post the listing photos', n('11-11 15:00'));

export const SEVENTH_SNOOZES: HeldOutItem[] = [
  within(boiler, L('snooze it an hour pls', snoozeFor(60))),
  within(boiler, L('push it back 20 mins', snoozeFor(20))),
  within(lateInvoice, L('not now, give me 2 hours', snoozeFor(120))),
  within(lateInvoice, L('later. tomorrow 9am', snoozeUntil(l('11-12 09:00')), move({ by: 'context' }, '2026-11-12', '09:00'))),
  within(fabric, N('snooze till 1pm', snoozeUntil(n('11-11 13:00')), move({ by: 'context' }, '2026-11-11', '13:00'))),
  within(listing, N('remind me again in 30', snoozeFor(30))),
  within(listing, N('ugh snooze for a day', snoozeFor(1440))),
  within(
    boiler,
    L('can it wait till monday', snoozeUntil(l('11-16 12:00')), snoozeUntil(l('11-16 09:00')), move({ by: 'context' }, '2026-11-16', null)),
  ),
  within(lateInvoice, L('snooze ten minutes', snoozeFor(10))),
  within(fabric, N('hit snooze, 45 min', snoozeFor(45))),
  within(
    lateInvoice,
    L(
      'bump it to this evening 7',
      snoozeUntil(l('11-11 19:00')),
      move({ by: 'context' }, '2026-11-11', '19:00'),
      move({ by: 'context' }, null, '19:00'),
    ),
  ),
  within(
    listing,
    N(
      'give me till after the school run, say 9:15 tomorrow',
      snoozeUntil(n('11-12 09:15')),
      move({ by: 'context' }, '2026-11-12', '09:15'),
    ),
  ),
  within(
    boiler,
    L('not today. friday', move({ by: 'context' }, '2026-11-13', null), snoozeUntil(l('11-13 12:00')), snoozeUntil(l('11-13 09:00'))),
  ),
  within(fabric, N('snooze 1.5 hrs', snoozeFor(90))),
  within(boiler, L('an hour and a half pls', snoozeFor(90))),
  within(
    listing,
    N(
      'remind me next week instead',
      snoozeUntil(n('11-16 09:00')),
      snoozeUntil(n('11-16 12:00')),
      move({ by: 'context' }, '2026-11-16', null),
    ),
  ),
  within(
    boiler,
    L(
      'later pls, half 5',
      snoozeUntil(l('11-11 17:30')),
      move({ by: 'context' }, null, '17:30'),
      move({ by: 'context' }, '2026-11-11', '17:30'),
    ),
  ),
  within(listing, N('snooze 3 hours 😴', snoozeFor(180))),
  within(
    lateInvoice,
    L(
      'leave it till the weekend',
      snoozeUntil(l('11-14 12:00')),
      snoozeUntil(l('11-14 09:00')),
      move({ by: 'context' }, '2026-11-14', null),
    ),
  ),
  within(
    fabric,
    N('snooze till tmrw', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 12:00')), move({ by: 'context' }, '2026-11-12', null)),
  ),
  within(boiler, L('5 more mins', snoozeFor(5))),
  within(listing, N('push it 2 days', snoozeFor(2880), move({ by: 'context' }, '2026-11-13', null))),
];

const ctx = { by: 'context' } as const;

export const SEVENTH_CORRECTIONS: HeldOutItem[] = [
  within(now('call the florist', l('11-12 10:00')), L('oops I meant 11', move(ctx, null, '11:00'))),
  within(now('call the florist', l('11-12 10:00')), L('no wait, thursday is wrong, make it friday', move(ctx, '2026-11-13', null))),
  within(now('meet the landscaper', n('11-13 14:00')), N('scratch that, 3:30', move(ctx, null, '15:30'))),
  within(now('meet the landscaper', n('11-13 14:00')), N('actually the 19th', move(ctx, '2026-11-19', null))),
  within(now('deliver the bench to the gallery', l('11-16 09:00')), L('sorry i meant tuesday 2pm', move(ctx, '2026-11-17', '14:00'))),
  within(now('deliver the bench to the gallery', l('11-16 09:00')), L('make that half 10', move(ctx, null, '10:30'))),
  within(now('walkthrough at the loft', n('11-12 10:00')), N('no, in the afternoon - 4', move(ctx, null, '16:00'))),
  within(now('haircut for mum', l('11-14 11:00')), L('typo, 12 not 11', move(ctx, null, '12:00'))),
  within(now('open house prep', n('11-15 10:00')), N('wrong day, saturday', move(ctx, '2026-11-14', null))),
  within(now('tax return call', l('11-12 17:00')), L('hmm earlier, make it 9 am', move(ctx, null, '09:00'))),
  within(now('catering tasting', n('11-18 13:00')), N('ah i mean 1 in the afternoon on the 20th', move(ctx, '2026-11-20', '13:00'))),
  within(now('pay the marquee deposit', l('12-03 12:00')), L('correction: 4/12 not 3/12', move(ctx, '2026-12-04', null))),
  within(now('renew the salon license', n('12-03 12:00')), N('correction 12/4 not 12/3', move(ctx, '2026-12-04', null))),
  within(now('vet check for bramble', l('11-13 10:00')), L('no no, quarter past 10', move(ctx, null, '10:15'))),
  within(now('call the translator', n('11-12 09:00')), N('oops make it 9 pm', move(ctx, null, '21:00'))),
  within(now('pilates class plan', l('11-12 18:00')), L('actually monday same time', move(ctx, '2026-11-16', null))),
  within(now('invoice rivera', n('11-13 12:00')), N('meant next monday', move(ctx, '2026-11-16', null), move(ctx, '2026-11-23', null))),
  within(now('site visit in hackney', l('11-17 08:00')), L('change that to 7.30', move(ctx, null, '07:30'))),
  within(now('fix the sink at the dawsons', n('11-12 15:00')), N('not 3, 2', move(ctx, null, '14:00'))),
  within(now('photo edit for the smiths', l('11-12 12:00')), L('I meant the day after', move(ctx, '2026-11-13', null))),
  within(now('call back dr lee', n('11-11 16:00')), N('sorry tmrw not today', move(ctx, '2026-11-12', null))),
  within(now('order flour', l('11-13 09:00')), L('wait no, do it wednesday the 18th', move(ctx, '2026-11-18', null))),
];

export const SEVENTH_RENAMES: HeldOutItem[] = [
  within(now('call the florist', l('11-12 10:00')), L('rename it to call bloom & co', rename(ctx, 'call bloom & co'))),
  N('rename the dentist one to orthodontist appt', rename(words('dentist'), 'orthodontist appt')),
  within(now('quote', null), L('call it "send the hendry quote" instead', rename(ctx, 'send the hendry quote'))),
  within(
    now('smith thing', null),
    N('change the name to smith kitchen remodel walkthrough', rename(ctx, 'smith kitchen remodel walkthrough')),
  ),
  within(shown('vet bills', 'van', 'flour'), L('rename task 2 to book the van MOT', rename(num(2), 'book the van mot'))),
  within(shown('tablecloths', 'chairs', 'linen'), N('rename #3 to pay the linen hire', rename(num(3), 'pay the linen hire'))),
  L('change "yoga flyer" to "winter retreat flyer"', rename(words('yoga flyer'), 'winter retreat flyer')),
  within(now('call mike', n('11-12 12:00')), N('oops its mitch not mike', rename(ctx, 'call mitch'))),
  within(now('email the agent', null), L('should say email the letting agent', rename(ctx, 'email the letting agent'))),
  N('retitle the invoice task to invoice acme for october', rename(words('invoice'), 'invoice acme for october')),
  within(now('buy paint', null), L('rename: buy chalk paint for the dresser', rename(ctx, 'buy chalk paint for the dresser'))),
  within(now('groceries', null), N('can you call that costco run', rename(ctx, 'costco run'))),
  L('rename the physio task to physio with dr amin', rename(words('physio'), 'physio with dr amin')),
  within(now('call', null), N('make the title call the venue about parking', rename(ctx, 'call the venue about parking'))),
  within(now('hair appt', l('11-13 12:00')), L('change the wording to colour appt for jess', rename(ctx, 'colour appt for jess'))),
  N('rename "vet" to "vet billing review"', rename(words('vet'), 'vet billing review')),
  within(
    now('send contract to the venue', null),
    L('it should be send contract to the caterer, not the venue', rename(ctx, 'send contract to the caterer')),
  ),
  within(now('pick up order', null), N('rename to pick up the sourdough order', rename(ctx, 'pick up the sourdough order'))),
  L("the task called mum bday, rename it mum's 70th present", rename(words('mum bday'), "mum's 70th present")),
  within(
    shown('photographer', 'cake', 'dj'),
    N('1 should be called book the photographer, not photographer', rename(num(1), 'book the photographer')),
  ),
  within(now('translate doc', null), L('rename it translate the lease (italian)', rename(ctx, 'translate the lease italian'))),
];

export const SEVENTH_REMOVALS: HeldOutItem[] = [
  L('cancel the yoga task', remove(words('yoga'))),
  N('delete the dentist reminder', remove(words('dentist'))),
  within(now('quote the wilsons', null), L('scrap that one', remove())),
  within(now('trim the hedges at no 12', n('11-13 12:00')), N('remove it, client cancelled', remove())),
  within(shown('gym', 'call bank', 'post samples'), L('delete 2', remove(num(2)))),
  within(shown('a', 'b', 'c', 'repaint sign'), N('get rid of number 4', remove(num(4)))),
  L('take the gym thing off my list', remove(words('gym'))),
  N('forget the car wash, not happening', remove(words('car wash'))),
  within(now('print flyers', null), L('bin it', remove())),
  N('drop the flyer printing task', remove(words('flyer printing'))),
  within(now('call the printers', l('11-12 12:00')), L('never mind, delete that', remove(), UNDO)),
  N('remove the call with hannah from my tasks', remove(words('call with hannah'))),
  L('cross off the hedge trimming, client moved house', remove(words('hedge trimming')), done(words('hedge trimming'))),
  within(shown('one', 'two', 'sample tiles'), N('cancel the 3rd one', remove(num(3)))),
  L('delete the reminder about the boiler', remove(words('boiler'))),
  within(now('book the photo booth', n('11-20 12:00')), N('no longer needed, please delete', remove())),
  L('please remove "order business cards"', remove(words('order business cards'))),
  N('kill the quarterly review task', remove(words('quarterly review'))),
  within(now('cake tasting with the parkers', l('11-18 14:00')), L('wedding got called off so cancel this', remove())),
  N('the tasting with the parkers is off, delete it', remove(words('tasting with the parkers')), remove(words('parkers'))),
  L('unschedule and delete the sauna booking', remove(words('sauna booking'))),
];

export const SEVENTH_COMPLETIONS: HeldOutItem[] = [
  within(now('pay the marquee deposit', l('12-03 12:00')), L('paid', done())),
  within(now('send the patio quote', l('11-11 15:45')), N('✅', done())),
  within(now('lock up the studio', l('11-11 17:45')), L('done and dusted', done())),
  within(now('pay the electrician', n('11-11 12:00')), N('paid the electrician', done(), done(words('electrician')))),
  within(now('send the quote to mrs patel', l('11-13 12:00')), L('sent the quote to mrs patel', done(), done(words('quote')))),
  within(shown('stain the shelves', 'invoice rivera'), N('finished 2', done(num(2)))),
  within(shown('call dale', 'order chews', 'update rota'), L('1 and 3 done', [done(num(1)), done(num(3))])),
  N('invoice to the hendersons is done', done(words('hendersons')), done(words('invoice'))),
  within(now('book the van service', null), L('sorted 👍', done())),
  within(now('text the servers', n('11-11 16:00')), N('got it done', done())),
  L('called the vet insurance, all done', done(words('vet insurance'))),
  within(now('email the bride about the menu', null), N('yep did it', done())),
  L('booked the physio room ✔️', done(words('physio room'))),
  within(now('pick up the dog', n('11-11 18:30')), N('picked her up', done())),
  within(now('varnish the dining table', null), L('finally finished that', done())),
  N('mark the listing photos as done', done(words('listing photos'))),
  within(shown('a', 'b', 'c', 'd', 'sweep the yard'), L('tick off number 5', done(num(5)))),
  within(now('upload the new listing', null), N('🎉 finished', done())),
  L('the wreaths are ordered', done(words('wreaths'))),
  within({ pending: { about: 'follow_up', task: 'ship the side table' } }, N('done', done(), answer(null))),
  within(now('renew hcpc registration', null), L('complete', done())),
  N('crossed off the dough prep', done(words('dough'))),
];

const twoCalls = which('call the florist', 'call the caterer');
const threeJobs = which('quote the millers', 'quote the garcias', 'quote the parks');
const yesNo = asked('Shall I move it to tomorrow?', ['yes', 'no']);
const hireChoice: Partial<ConversationState> = {
  pending: { about: 'dilemma_choice', question: 'hire a VA or do the admin myself?', options: ['hire a VA', 'do it myself'] },
};
const venueChoice: Partial<ConversationState> = {
  pending: { about: 'dilemma_choice', question: 'which venue?', options: ['the barn', 'the hotel', 'the garden'] },
};

export const SEVENTH_ANSWERS: HeldOutItem[] = [
  within(twoCalls, L('the second one', answer(2))),
  within(twoCalls, N('2', answer(2))),
  within(twoCalls, L('first', answer(1))),
  within(twoCalls, N('the caterer one', answer(2))),
  within(hireChoice, L('going with option 1', answer(1), [answer(1), { kind: 'decision', text: '' }])),
  within(yesNo, N('yes', answer(1), answer(null))),
  within(yesNo, L('nah', answer(2), answer(null))),
  within({ pending: { about: 'follow_up', task: 'call the timber yard' } }, N('yes did it', done(), answer(null))),
  within({ pending: { about: 'stuck', task: 'measure the alcove' } }, L('waiting on the client to send measurements', answer(null))),
  within({ pending: { about: 'review', decision: 'switch to xero' } }, N('turned out great honestly', answer(null))),
  within({ pending: { about: 'keep', text: 'saying no felt good' } }, L('keep', answer(null), note)),
  within(
    { pending: { about: 'dilemma_options', question: 'how do I get more margin?' } },
    N('either raise prices or take on fewer clients', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'van or no van', options: ['buy a van', 'hire one'] } },
    L('mostly my time tbh', answer(null)),
  ),
  within(threeJobs, N('number 3', answer(3))),
  within(threeJobs, L('the last one', answer(3))),
  within(hireChoice, N('not yet', answer(null))),
  within(twoCalls, L('option two pls', answer(2))),
  within(yesNo, N('no thanks', answer(2), answer(null))),
  within(venueChoice, L('the middle one', answer(2))),
  within(twoCalls, N('1️⃣', answer(1))),
  within({ pending: { about: 'follow_up', task: 'prune the apple trees' } }, L('not yet', answer(null))),
  within({ pending: { about: 'stuck', task: 'write the pricing page' } }, N('no idea where to start tbh', answer(null))),
];

const hi = talk('greeting');
const bye = talk('goodbye');
const ok = talk('acknowledgement');

export const SEVENTH_GREETINGS: HeldOutItem[] = [
  L('morning!', hi),
  N('hiya', hi),
  L('hey daily', hi),
  N('good evening', hi),
  L('yo', hi),
  N('hello there 👋', hi),
  L('gm', hi),
  N('hey hey', hi),
  L('hi, its sunita from the salon', hi),
  N('morning daily ☀️', hi),
  L('night night', bye),
  N('ttyl', bye),
  L('bye for now', bye),
  N('ok', ok),
  L('cool', ok),
  N('got it', ok),
  L('alright', ok),
  N('sounds good', ok),
  L('noted 👍', ok),
  N('k', ok),
  L('afternoon!', hi),
];

const ta = talk('thanks');

export const SEVENTH_THANKS: HeldOutItem[] = [
  L('thanks!', ta),
  N('cheers', ta),
  L('ta', ta),
  N('thank u so much', ta),
  L('ty', ta),
  N('much appreciated', ta),
  L('lifesaver 🙏', ta),
  N('thanks a mil', ta),
  L("you're a star", ta),
  N('appreciate it', ta),
  L('thx', ta),
  N('thank you daily', ta),
  L('brilliant thanks', ta),
  N('tysm', ta),
  L('nice one cheers', ta),
  N('thank you, that helps', ta),
  L('so grateful for this', ta),
  N('thanks love', ta),
  L('big thanks', ta),
  N('merci!', ta),
];

const feel = talk('feeling');
const reflect = talk('reflection');

export const SEVENTH_FEELINGS: HeldOutItem[] = [
  L('completely knackered', feel),
  N('so stressed about the tax bill', feel),
  L('i cant keep up', feel),
  N('drowning in emails rn', feel),
  L('feeling good today actually', feel),
  N('fed up with clients who ghost me', feel),
  L('im exhausted', feel),
  N('anxious about the tasting tomorrow', feel),
  L('honestly i need to stop taking on every job', feel, reflect),
  N('i should really get my life together lol', feel, reflect),
  L('why do i always leave the accounts till the last minute', feel, reflect),
  N('had a rubbish day', feel),
  L('buzzing after that booking 🎉', feel),
  N('burnt out', feel),
  L('everything is on fire', feel),
  N('I really need a holiday', feel, reflect),
  L('so behind on everything', feel),
  N('my back is killing me after that job', feel),
  L('proud of myself today', feel, reflect),
  N('meh', feel),
  L('too much on my plate', feel),
  N('i need to learn to switch off in the evenings', feel, reflect),
];

export const SEVENTH_QUESTIONS: HeldOutItem[] = [
  L('should i charge for travel time?', question, dilemma),
  N('when is the florist thing?', question),
  L('what time is my call with the agency', question),
  N('is it worth getting a bookkeeper', question, dilemma),
  L('how do i handle a client who wont pay', question),
  N("what's a fair day rate for a translator", question),
  L('did i already send the hendersons invoice?', question),
  N('can you help with pricing?', question, HELP),
  L('how many tasks have i got', question, list('next')),
  N('what day is thanksgiving this year', question),
  L('do you understand voice notes', question, HELP),
  N('is it normal to feel this overwhelmed running a business?', question, talk('overwhelmed')),
  L('when do i need to file vat', question),
  N('should i reply to that angry review', question, dilemma),
  L("what's the best way to chase a late payment", question),
  N('how far ahead should i book the marquee', question),
  L('any tips for saying no to clients?', question),
  N('where did i put the note about the oak supplier', question, recall('oak supplier')),
  L('what can you do', HELP, question),
  N('why did my reminder not come through', question),
  L('is friday the 13th or the 14th', question),
];

export const HELD_OUT_SEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: SEVENTH_ASKS,
  snoozes: SEVENTH_SNOOZES,
  corrections: SEVENTH_CORRECTIONS,
  renames: SEVENTH_RENAMES,
  removals: SEVENTH_REMOVALS,
  completions: SEVENTH_COMPLETIONS,
  answers: SEVENTH_ANSWERS,
  greetings: SEVENTH_GREETINGS,
  thanks: SEVENTH_THANKS,
  feelings: SEVENTH_FEELINGS,
  questions: SEVENTH_QUESTIONS,
  statements: SEVENTH_STATEMENTS,
  decisions: SEVENTH_DECISIONS,
  dilemmas: SEVENTH_DILEMMAS,
  recalls: SEVENTH_RECALLS,
  prioritising: SEVENTH_PRIORITISING,
  agenda: SEVENTH_AGENDA,
  freeTime: SEVENTH_FREE_TIME,
  recurring: SEVENTH_RECURRING,
  rambles: SEVENTH_RAMBLES,
  hedged: SEVENTH_HEDGED,
  bare: SEVENTH_BARE,
};

export const HELD_OUT_SEVENTH: HeldOutItem[] = Object.values(HELD_OUT_SEVENTH_KINDS).flat();
