import {
  type HeldOutItem,
  answer,
  done,
  every,
  inMinutes,
  l,
  list,
  london,
  move,
  n,
  newYork,
  num,
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
  NINETEENTH_AGENDA,
  NINETEENTH_ANSWERS,
  NINETEENTH_BARE,
  NINETEENTH_DECISIONS,
  NINETEENTH_DILEMMAS,
  NINETEENTH_FEELINGS,
  NINETEENTH_FREE_TIME,
  NINETEENTH_GREETINGS,
  NINETEENTH_PRIORITIES,
  NINETEENTH_QUESTIONS,
  NINETEENTH_RECALLS,
  NINETEENTH_STATEMENTS,
  NINETEENTH_THANKS,
  NINETEENTH_UNCLEAR,
  justSaid,
  reminded,
  shown,
} from './held-out-nineteenth-b';

/**
 * The nineteenth held-out set (issue 40): a week of messages from small firms outside tech (a dog
 * groomer, a wedding florist, a Brooklyn translator, a roofer, a retreat organiser, a locksmith, a
 * podcast editor, a uniform shop, a mobile mechanic, a tattoo studio, a tutoring agency, an Austin
 * food truck), read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 London, 10:00 New York.
 * A day without a clock time is due at 12:00 there. Never edited to suit the reader.
 */

/** The task of the reminder answered, or the one just talked about. */
const c = { by: 'context' } as const;

export const NINETEENTH_ASKS: HeldOutItem[] = [
  london('remind me to ring the venue about the peonies tomorrow at 10', task('ring the venue about the peonies', l('11-12 10:00'))),
  newYork(
    'need to invoice the Hendersons by friday',
    task('invoice the Hendersons', n('11-13 12:00')),
    task('invoice the Hendersons', n('11-13 17:00')),
  ),
  london('oh and can u remind me to order dog shampoo thurs 9am', task('order dog shampoo', l('11-12 09:00'))),
  newYork('btw remind me to call the landlord at 4:15', task('call the landlord', n('11-11 16:15'))),
  london('chase Mrs Okafor re deposit half 4 tmrw', task('chase Mrs Okafor re deposit', l('11-12 16:30'))),
  london('remind me quarter to 6 to lock up the shop', task('lock up the shop', l('11-11 17:45'))),
  newYork(
    'translate the Moreno contract EOD',
    task('translate the Moreno contract', n('11-11 17:00')),
    task('translate the Moreno contract', n('11-11 18:00')),
  ),
  london(
    'first thing tomorrow ring the scaffolding firm',
    task('ring the scaffolding firm', l('11-12 09:00')),
    task('ring the scaffolding firm', l('11-12 08:00')),
  ),
  newYork('send the podcast edit to Dana b4 noon thurs', task('send the podcast edit to Dana', n('11-12 12:00'))),
  london('remind me in 20 mins to take the bread out', task('take the bread out', inMinutes(20))),
  newYork('in 2 hrs remind me to move the truck', task('move the truck', inMinutes(120))),
  london('book van MOT on the 20th', task('book van MOT', l('11-20 12:00'))),
  newYork('renew the food truck permit on the 3rd', task('renew the food truck permit', n('12-03 12:00'))),
  london('order christmas wreath ribbon 4/12', task('order christmas wreath ribbon', l('12-04 12:00'))),
  newYork('remind me to pay the quarterly tax estimate on 1/15', task('pay the quarterly tax estimate', n('2027-01-15 12:00'))),
  london("remind me to post the uniform order to St Mary's on monday", task("post the uniform order to St Mary's", l('11-16 12:00'))),
  newYork('call the commissary tues at 3pm', task('call the commissary', n('11-17 15:00'))),
  london('restock the key blanks next wednesday', task('restock the key blanks', l('11-18 12:00'))),
  london(
    'chase the retreat venue about the deposit a week from today',
    task('chase the retreat venue about the deposit', l('11-18 12:00')),
    task('chase the retreat venue about the deposit', l('11-18 15:00')),
  ),
  newYork(
    'remind me to book flights for the Lisbon retreat in a fortnight',
    task('book flights for the Lisbon retreat', n('11-25 12:00')),
    task('book flights for the Lisbon retreat', n('11-25 10:00')),
  ),
  london('get the stencil done for Jade by 6 tonight', task('get the stencil done for Jade', l('11-11 18:00'))),
  newYork('pick up brake pads at noon tomorrow', task('pick up brake pads', n('11-12 12:00'))),
  london('remind me to send the gift vouchers on christmas eve', task('send the gift vouchers', l('12-24 12:00'))),
  newYork(
    'order the turkey for the staff lunch the day before thanksgiving',
    task('order the turkey for the staff lunch', n('11-25 12:00')),
  ),
  london('ring the year 9 maths tutor, 11 am', task('ring the year 9 maths tutor', l('11-12 11:00'))),
  newYork('at 2 pm remind me to upload episode 14', task('upload episode 14', n('11-11 14:00'))),
  london(
    "can you add: measure up the Fletchers' roof sat morning",
    task("measure up the Fletchers' roof", l('11-14 09:00')),
    task("measure up the Fletchers' roof", l('11-14 08:00')),
  ),
  newYork(
    'text Priya the quote for the headshots tomorrow evening',
    task('text Priya the quote for the headshots', n('11-12 18:00')),
    task('text Priya the quote for the headshots', n('11-12 19:00')),
  ),
  london(
    'please remind me to renew the studio insurance end of the month',
    task('renew the studio insurance', l('11-30 12:00')),
    task('renew the studio insurance', l('11-30 17:00')),
  ),
  newYork('invoice the yoga studio thursday the 19th', task('invoice the yoga studio', n('11-19 12:00'))),
  london('ring the wholesaler 10:30 friday', task('ring the wholesaler', l('11-13 10:30'))),
  newYork('ten minutes from now remind me to call mom back', task('call mom back', inMinutes(10))),
  london('important: pay the VAT bill by the 7th', task('pay the VAT bill', l('12-07 12:00'), { important: true })),
  newYork(
    'URGENT send the lease translation to the lawyer today',
    task('send the lease translation to the lawyer', n('11-11 12:00'), { important: true }),
    task('send the lease translation to the lawyer', n('11-11 17:00'), { important: true }),
  ),
  london('add reorder brioche tins', task('reorder brioche tins')),
  newYork('gotta remember to buy new clippers', task('buy new clippers')),
  london('need to sort the staff rota', task('sort the staff rota')),
  newYork('remind me tmrw 8am to prep the generator', task('prep the generator', n('11-12 08:00'))),
  london('remind me at 9 tomorrow to call the bride re buttonholes', task('call the bride re buttonholes', l('11-12 09:00'))),
  newYork('this weekend fix the sign on the truck', task('fix the sign on the truck', n('11-14 12:00'))),
  london(
    'after lunch tmrw ring the bank about the card machine',
    task('ring the bank about the card machine', l('11-12 13:00')),
    task('ring the bank about the card machine', l('11-12 14:00')),
  ),
  newYork('3 mondays from now remind me to renew the domain', task('renew the domain', n('11-30 12:00'))),
  london('on the second tuesday of december book the christmas do', task('book the christmas do', l('12-08 12:00'))),
  newYork('remind me at 7 am tomorrow est to call the Lisbon venue', task('call the Lisbon venue', n('11-12 07:00'))),
  london('in 2 weeks at 4pm follow up with the Harrisons', task('follow up with the Harrisons', l('11-25 16:00'))),
  newYork(
    'ping the client about the Portuguese subtitles in 45 min',
    task('ping the client about the Portuguese subtitles', inMinutes(45)),
  ),
  london('remind me to water the eucalyptus stems at 5', task('water the eucalyptus stems', l('11-11 17:00'))),
  newYork('can u set a reminder to grab the receipts from the truck before 6', task('grab the receipts from the truck', n('11-11 18:00'))),
  london('pop a reminder in for the dentist friday 2:40', task('dentist', l('11-13 14:40')), task('the dentist', l('11-13 14:40'))),
  newYork('new task: edit the Ramirez interview, important', task('edit the Ramirez interview', null, { important: true })),
  london("don't let me forget the vet for Biscuit at 11:15 on monday", task('vet for Biscuit', l('11-16 11:15'))),
  newYork('remind me to send the W-9 to the agency 12/1', task('send the W-9 to the agency', n('12-01 12:00'))),
  london('order the blazers from the supplier 02/12', task('order the blazers from the supplier', l('12-02 12:00'))),
  london('remind me to do the stock count on boxing day', task('do the stock count', l('12-26 12:00'))),
  newYork("remind me new year's eve to back up the hard drives", task('back up the hard drives', n('12-31 12:00'))),
  london('email the council about the pitch licence at twenty past 4', task('email the council about the pitch licence', l('11-11 16:20'))),
  newYork('call Dr. Weiss office at 9:45 on the 16th', task('call Dr Weiss office', n('11-16 09:45'))),
  london('collect the lock cylinders tomorrow between 2 and 4', task('collect the lock cylinders', l('11-12 14:00'))),
  newYork(
    'hey could you remind me to buy propane friday morning thx',
    task('buy propane', n('11-13 09:00')),
    task('buy propane', n('11-13 08:00')),
  ),
  london(
    'oh btw put in a reminder to send the Harper invoice monday first thing',
    task('send the Harper invoice', l('11-16 09:00')),
    task('send the Harper invoice', l('11-16 08:00')),
  ),
  newYork('remind me to call the printer on 11/20 at 3', task('call the printer', n('11-20 15:00'))),
  london('remind me 20/11 at 10am to chase the embroiderer', task('chase the embroiderer', l('11-20 10:00'))),

  london('morning! btw can you remind me to ring the MOT garage at 11 tomorrow', task('ring the MOT garage', l('11-12 11:00')), [
    talk('greeting'),
    task('ring the MOT garage', l('11-12 11:00')),
  ]),
  newYork(
    'lol ok and can you remind me to pick up the banner from the printer thursday',
    task('pick up the banner from the printer', n('11-12 12:00')),
  ),
  london(
    'thanks for that. also remind me to send the Ellis family their proofs on friday',
    task('send the Ellis family their proofs', l('11-13 12:00')),
    [talk('thanks'), task('send the Ellis family their proofs', l('11-13 12:00'))],
  ),
  newYork('oh one more, chase the insurance adjuster monday 10am', task('chase the insurance adjuster', n('11-16 10:00'))),
  london('sorry one more thing, can you put ring the glazier for thursday at 2', task('ring the glazier', l('11-12 14:00'))),
  newYork('random but remind me to renew my notary commission on 12/15', task('renew my notary commission', n('12-15 12:00'))),
  london(
    'while I remember: order the school jumpers in age 7-8 by the 25th',
    task('order the school jumpers in age 7-8', l('11-25 12:00')),
  ),
  newYork("if you could remind me at 3:30 to walk Pepper that'd be great", task('walk Pepper', n('11-11 15:30'))),
];

export const NINETEENTH_SNOOZES: HeldOutItem[] = [
  within(reminded('send the Duffy invoice', l('11-11 15:00')), london('snooze 1h', snoozeFor(60))),
  within(reminded('order oasis foam', l('11-11 15:00')), london('gimme 30 mins', snoozeFor(30))),
  within(reminded('edit episode 15', n('11-11 10:00')), newYork('later, like 2 hours', snoozeFor(120))),
  within(reminded('ring the scaffolding firm', l('11-11 15:00')), london('not now, in an hour', snoozeFor(60))),
  within(reminded('call the commissary', n('11-11 10:00')), newYork('push it 15 mins', snoozeFor(15))),
  within(
    reminded('call the bride re buttonholes', l('11-11 15:00')),
    london(
      'snooze till tomorrow morning',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move({ by: 'context' }, '2026-11-12', '09:00'),
    ),
  ),
  within(
    reminded('renew the domain', n('11-11 10:00')),
    newYork('snooze until monday 9', snoozeUntil(n('11-16 09:00')), move({ by: 'context' }, '2026-11-16', '09:00')),
  ),
  within(
    reminded('chase Mrs Okafor re deposit', l('11-11 15:00')),
    london('remind me again at half 5', snoozeUntil(l('11-11 17:30')), move({ by: 'context' }, null, '17:30')),
  ),
  within(
    reminded('pick up brake pads', n('11-11 10:00')),
    newYork('ask me again after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('reorder brioche tins', l('11-11 11:00')), london('snooze 10 min', snoozeFor(10))),
  within(
    reminded('water the eucalyptus stems', l('11-11 15:00')),
    london(
      'not today. tomorrow',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 15:00')),
      move({ by: 'context' }, '2026-11-12', null),
    ),
  ),
  within(reminded('prep the generator', n('11-11 10:00')), newYork('snooze til 8 am', snoozeUntil(n('11-12 08:00')))),
  within(reminded('redo the Hendry quote', l('11-11 15:00')), london('in 3 hours pls', snoozeFor(180))),
  within(reminded('upload episode 14', n('11-11 10:00')), newYork('⏰ 1 hr', snoozeFor(60))),
  within(
    reminded('buy propane', n('11-11 10:00')),
    newYork(
      'hold off till friday',
      snoozeUntil(n('11-13 09:00')),
      snoozeUntil(n('11-13 10:00')),
      move({ by: 'context' }, '2026-11-13', null),
    ),
  ),
  within(reminded('write up Sophie session notes', l('11-11 15:00')), london('bump it an hour, mid session', snoozeFor(60))),
  within(reminded('email Tomas the glossary', n('11-11 10:00')), newYork('45 more minutes', snoozeFor(45))),
  within(
    reminded('clean the clippers properly', l('11-11 15:00')),
    london(
      'leave it til the weekend',
      snoozeUntil(l('11-14 09:00')),
      snoozeUntil(l('11-14 12:00')),
      move({ by: 'context' }, '2026-11-14', null),
    ),
  ),
  within(reminded('renew the ATA membership', n('11-11 10:00')), newYork('snooze for a day', snoozeFor(1440))),
  within(reminded('book the skip', l('11-11 15:00')), london('snooze 2 days', snoozeFor(2880))),
  within(reminded('fix the awning', n('11-11 10:00')), newYork('remind me in 20', snoozeFor(20))),
  within(
    reminded('quote for slate repair', l('11-11 15:00')),
    london('on a roof, ask me at 4', snoozeUntil(l('11-11 16:00')), move({ by: 'context' }, null, '16:00')),
  ),
  within(
    reminded('call the groomer school', n('11-11 10:00')),
    newYork('next week', snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16 10:00')), move({ by: 'context' }, '2026-11-16', null)),
  ),
  within(
    shown('call the florist wholesaler', 'pay the van insurance', 'order ribbon'),
    london('snooze the florist call 1 hour', snoozeFor(60, words('florist'))),
  ),
  within(
    shown('buy propane', 'call the landlord'),
    newYork('snooze the propane one till 3', snoozeUntil(n('11-11 15:00'), words('propane'))),
  ),
  within(reminded('send the gift vouchers', l('11-11 15:00')), london('snooze it half an hour', snoozeFor(30))),
  within(
    reminded('invoice the yoga studio', n('11-11 10:00')),
    newYork('give me till 5', snoozeUntil(n('11-11 17:00')), move({ by: 'context' }, null, '17:00')),
  ),
  within(reminded('chase the embroiderer', l('11-11 15:00')), london('not yet - nudge me in 90 mins', snoozeFor(90))),
  within(reminded('pay the parking ticket', n('11-10 12:00')), newYork('snooze 1 hr', snoozeFor(60))),
  within(
    reminded('ring Jade back', l('11-11 15:00')),
    london('after the school run, so 4ish', snoozeUntil(l('11-11 16:00')), move({ by: 'context' }, null, '16:00')),
  ),
  within(reminded('trim the Lopez poodle', n('11-11 10:00')), newYork('let me finish this cut, 25 min', snoozeFor(25))),
  within(
    reminded('file the quarterly return', l('11-09 12:00')),
    london('snooze till monday', snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16 12:00')), move({ by: 'context' }, '2026-11-16', null)),
  ),
  within(reminded('call the Ortiz family', n('11-11 10:00')), newYork('snooze till 1', snoozeUntil(n('11-11 13:00')))),
  within(reminded('order brass padlocks', l('11-10 09:00')), london('two hours please, driving', snoozeFor(120))),
  within(reminded('send Ben his quote', n('11-11 10:30')), newYork('snooze 30', snoozeFor(30))),

  within(reminded('call the glazier', l('11-11 15:00')), london('can you leave it an hour or so', snoozeFor(60))),
  within(
    reminded('book the band for the retreat', n('11-11 10:00')),
    newYork('remind me at lunch', snoozeUntil(n('11-11 12:00')), snoozeUntil(n('11-11 13:00'))),
  ),
  within(reminded('send the Ellis proofs', l('11-10 17:00')), london('overdue I know, 30 more min', snoozeFor(30))),
  within(
    reminded('invoice the Harper wedding', l('11-11 15:00')),
    london('snooze till 9 tomorrow', snoozeUntil(l('11-12 09:00')), move(c, '2026-11-12', '09:00')),
  ),
];

export const NINETEENTH_CORRECTIONS: HeldOutItem[] = [
  within(justSaid('call the venue about the arch', l('11-12 10:00')), london('oops I meant 2:30', move(c, null, '14:30'))),
  within(justSaid('call the landlord', n('11-11 16:00')), newYork('no wait, 5', move(c, null, '17:00'))),
  within(justSaid('book the skip', l('11-13 12:00')), london('scratch that, thursday', move(c, '2026-11-12', null))),
  within(justSaid('pick up the fuel filter', n('11-12 12:00')), newYork('actually make it friday at 11', move(c, '2026-11-13', '11:00'))),
  within(justSaid('ring the wholesaler', l('11-13 10:15')), london('sorry typo, 10:45 not 10:15', move(c, null, '10:45'))),
  within(justSaid('invoice the yoga studio', n('11-19 12:00')), newYork('wrong day, should be the 18th', move(c, '2026-11-18', null))),
  within(justSaid('measure up the Fletchers roof', l('11-14 09:00')), london('nah tuesday works better', move(c, '2026-11-17', null))),
  within(
    justSaid('call the printer', n('11-11 15:00')),
    newYork('push that to tomorrow', move(c, '2026-11-12', null), snoozeUntil(n('11-12 15:00'))),
  ),
  within(justSaid('tutor handover meeting', l('11-12 10:00')), london('can we do half 9 instead', move(c, null, '09:30'))),
  within(justSaid('renew the food truck permit', n('11-13 12:00')), newYork('I meant next month, the 3rd', move(c, '2026-12-03', null))),
  within(justSaid('ring Mrs Adeyemi', l('11-12 13:00')), london('make it quarter past 1', move(c, null, '13:15'))),
  within(justSaid('upload episode 15', n('11-12 15:00')), newYork('change that to 8 in the morning', move(c, null, '08:00'))),
  within(
    shown('Hendry job', 'order lead flashing', 'invoice the Bakers'),
    london('move the Hendry job to monday 8am', move(words('Hendry job'), '2026-11-16', '08:00')),
  ),
  within(
    shown('podcast upload', 'call Dana'),
    newYork('move the podcast upload to thurs 4pm', move(words('podcast upload'), '2026-11-12', '16:00')),
  ),
  within(
    shown('call the florist wholesaler', 'order ribbon'),
    london('shift the florist call to 3 tomorrow', move(words('florist'), '2026-11-12', '15:00')),
  ),
  within(justSaid('send the W-9 to the agency', n('11-20 12:00')), newYork('oops, december not november', move(c, '2026-12-20', null))),
  within(justSaid('order the blazers', l('2027-04-12 12:00')), london('no sorry 4/12 I mean', move(c, '2026-12-04', null))),
  within(justSaid('pay the van loan', n('11-21 12:00')), newYork('make it the 22nd', move(c, '2026-11-22', null))),
  within(justSaid('lunch with the retreat chef', l('11-13 13:00')), london('correction: noon', move(c, null, '12:00'))),
  within(justSaid('open up the truck', n('11-12 09:00')), newYork('earlier pls, 7:30', move(c, null, '07:30'))),
  within(justSaid('drinks with Becky', l('11-13 17:00')), london('nope evening, 7', move(c, null, '19:00'))),
  within(justSaid('call the Lisbon venue', n('11-13 11:00')), newYork('hmm do it monday instead', move(c, '2026-11-16', null))),
  within(
    justSaid('dentist', n('11-13 14:00')),
    newYork('wait the dentist is thursday not friday', move(c, '2026-11-12', null), move(words('dentist'), '2026-11-12', null)),
  ),
  within(justSaid('ring the bank', l('11-12 13:00')), london('i said 11 not 1', move(c, null, '11:00'))),
  within(justSaid('pay the caterer deposit', l('11-20 12:00')), london('put that back to the 30th', move(c, '2026-11-30', null))),
  within(justSaid('mail the retreat waivers', n('11-13 12:00')), newYork('swap it to wednesday next week', move(c, '2026-11-18', null))),
  within(justSaid('check the van tyres', l('11-13 12:00')), london('actually 9 tmrw', move(c, '2026-11-12', '09:00'))),
  within(justSaid('call Grandma', n('11-11 16:00')), newYork('ugh autocorrect, i meant 6pm', move(c, null, '18:00'))),
  within(
    justSaid('roof survey on Mill Lane', l('11-12 09:00')),
    london('the roof survey is at 10 not 9, fix it', move(c, null, '10:00'), move(words('roof survey'), null, '10:00')),
  ),
  within(justSaid('Kim sleeve session', l('11-12 11:00')), london('no hang on, friday same time', move(c, '2026-11-13', null))),
];

export const NINETEENTH_RENAMES: HeldOutItem[] = [
  within(
    justSaid('call Gemma', l('11-12 10:00')),
    london('rename it to call Gemma about the arch', rename(c, 'call Gemma about the arch')),
  ),
  within(justSaid('ep 15', n('11-12 12:00')), newYork("call it 'Ep 15 final mix' instead", rename(c, 'Ep 15 final mix'))),
  within(
    justSaid('buttonholes', l('11-13 12:00')),
    london('change the name to buttonhole order for the Harper wedding', rename(c, 'buttonhole order for the Harper wedding')),
  ),
  within(justSaid('food cert', n('11-20 12:00')), newYork('retitle that: renew food handler cert', rename(c, 'renew food handler cert'))),
  within(
    shown('order dog shampoo', 'clean the clippers'),
    london('rename the shampoo one to order hypoallergenic shampoo', rename(words('shampoo'), 'order hypoallergenic shampoo')),
  ),
  within(
    shown('translation', 'call the agency'),
    newYork("can you rename 'translation' to Moreno deed translation", rename(words('translation'), 'Moreno deed translation')),
  ),
  within(
    shown('invoice Bakers', 'invoice Patel', 'order slates'),
    london('rename 2 to invoice the Patels', rename(num(2), 'invoice the Patels')),
  ),
  within(justSaid('call Mr Kowalsky', n('11-12 12:00')), newYork('typo, should be Kowalski', rename(c, 'call Mr Kowalski'))),
  within(
    justSaid('slate quote', l('11-16 12:00')),
    london("change the wording to 'quote for slate repair, Mill Lane'", rename(c, 'quote for slate repair, Mill Lane')),
  ),
  within(shown('truck', 'buy limes'), newYork("rename my 'truck' task to truck oil change", rename(words('truck'), 'truck oil change'))),
  within(
    justSaid('blazers', l('11-13 12:00')),
    london('name it pick up blazers from the embroiderer', rename(c, 'pick up blazers from the embroiderer')),
  ),
  within(
    justSaid('realtor', n('11-12 12:00')),
    newYork('pls rename to: follow up w/ Brooklyn realtor', rename(c, 'follow up w/ Brooklyn realtor')),
  ),
  within(justSaid('Sophie', l('11-12 09:00')), london("call that one 'Sophie session prep' pls", rename(c, 'Sophie session prep'))),
  within(
    shown('chef', 'waivers', 'shuttles'),
    newYork('rename the first one to book the retreat chef', rename(num(1), 'book the retreat chef')),
  ),
  within(
    justSaid('Kings Rd lock', l('11-12 12:00')),
    london('edit title to: replace lock at 14 Kings Rd', rename(c, 'replace lock at 14 Kings Rd')),
  ),
  within(
    shown('podcast thing', 'buy mic stand'),
    newYork('rename the podcast thing → send Dana episode notes', rename(words('podcast'), 'send Dana episode notes')),
  ),
  within(
    shown('bread', 'brioche tins'),
    london("change 'bread' to feed the sourdough starter", rename(words('bread'), 'feed the sourdough starter')),
  ),
  within(
    justSaid('email Tomas', n('11-11 15:00')),
    newYork("oops title's wrong, should be 'email Tomas the glossary'", rename(c, 'email Tomas the glossary')),
  ),
  within(
    shown('quote Mill Lane roof', 'quote Church St gutters', 'quote rewire'),
    london('rename the third to quote Mrs Adeyemi for the rewire', rename(num(3), 'quote Mrs Adeyemi for the rewire')),
  ),
  within(justSaid('payroll', n('11-25 12:00')), newYork("relabel it 'tutor payroll'", rename(c, 'tutor payroll'))),
  within(justSaid('Biscuit vet appointment at the Elm Road surgery', l('11-16 11:15')), london("can it just say 'vet'", rename(c, 'vet'))),
  within(
    shown('call mom', 'buy pie'),
    newYork("rename 'call mom' to call mom about Thanksgiving", rename(words('call mom'), 'call mom about Thanksgiving')),
  ),

  within(
    justSaid('proofs', l('11-13 12:00')),
    london('rename to send the Ellis family their proofs', rename(c, 'send the Ellis family their proofs')),
  ),
  within(
    shown('banner', 'flyers'),
    newYork("rename 'banner' to collect the vinyl banner", rename(words('banner'), 'collect the vinyl banner')),
  ),
];

export const NINETEENTH_REMOVALS: HeldOutItem[] = [
  within(justSaid('order more ribbon', l('11-12 12:00')), london('delete that', remove())),
  within(shown('yoga teacher booking', 'mail waivers'), newYork('cancel the yoga one', remove(words('yoga')))),
  within(shown('wreath ribbon', 'holly'), london('bin the wreath ribbon task', remove(words('wreath ribbon')))),
  within(shown('buy limes', 'fix awning', 'call commissary'), newYork('remove 3', remove(num(3)))),
  within(shown('book van MOT', 'pay insurance'), london('scrap the MOT reminder, not needed', remove(words('MOT')))),
  within(shown('buy propane', 'call landlord'), newYork('forget the propane thing', remove(words('propane')))),
  within(shown('order shampoo', 'clean clippers'), london('get rid of the second one', remove(num(2)))),
  within(shown('landlord call', 'rent'), newYork('take the landlord call off my list', remove(words('landlord call')))),
  within(
    shown('ring the scaffolding firm', 'order slates'),
    london('no longer need the scaffolding one, delete', remove(words('scaffolding'))),
  ),
  within(justSaid('photo consult with the Nguyens', n('11-13 12:00')), newYork('client cancelled, kill that task', remove())),
  within(shown('stencil for Jade', 'order ink'), london("drop the stencil for Jade, she's cancelled", remove(words('stencil')))),
  within(justSaid('call the venue', n('11-12 12:00')), newYork('nvm, delete it', remove())),
  within(shown('dentist', 'vet'), london('wipe the dentist reminder', remove(words('dentist')))),
  within(shown('buy limes', 'fix the awning', 'call the commissary', 'send W-9'), newYork('delete #4', remove(num(4)))),
  within(justSaid('order brass padlocks', l('11-12 12:00')), london("don't need that reminder anymore", remove())),
  within(shown('buy new clippers', 'book groomer course'), newYork('remove buy new clippers', remove(words('buy new clippers')))),
  within(shown('lock up the shop', 'cash up'), london("cancel the lock up one, Dave's doing it", remove(words('lock up')))),
  within(shown('call the Lisbon venue', 'book flights'), newYork('trash the Lisbon venue task', remove(words('Lisbon venue')))),
  within(justSaid('ring the council', l('11-12 10:00')), london('erase that last one', remove())),
  within(shown('send the W-9', 'renew domain'), newYork("can you delete the W-9 reminder? they don't need it", remove(words('W-9')))),
  within(justSaid('chase Mike for the flashing', l('11-12 12:00')), london('that one can go', remove())),
  within(shown('buy limes', 'fix awning', 'call commissary'), newYork('kill 1 and 2', [remove(num(1)), remove(num(2))])),

  within(justSaid('walk Pepper', n('11-11 15:30')), newYork("owner's picking her up early, remove that", remove())),
  within(shown('ring the glazier', 'order jumpers'), london('delete the glazier one pls', remove(words('glazier')))),
];

export const NINETEENTH_COMPLETIONS: HeldOutItem[] = [
  within(reminded('send the Duffy invoice', l('11-11 15:00')), london('done ✅', done())),
  within(reminded('call the commissary', n('11-11 10:00')), newYork('👍 did it', done())),
  within(reminded('order oasis foam', l('11-11 15:00')), london('sorted', done())),
  within(reminded('upload episode 14', n('11-11 10:00')), newYork('finished', done())),
  within(reminded('pay the scaffolder', l('11-11 15:00')), london('paid the scaffolder', done(), done(words('scaffolder')))),
  within(reminded('send the podcast edit to Dana', n('11-11 10:00')), newYork('sent!', done())),
  within(reminded('ring the wholesaler', l('11-11 15:00')), london('yep all done', done(), answer(null))),
  within(reminded('buy propane', n('11-11 10:00')), newYork('✔️', done())),
  within(reminded('ring Mrs Okafor re deposit', l('11-11 14:30')), london('called her, all good', done())),
  within(justSaid('book flights for the Lisbon retreat', n('11-25 12:00')), newYork('booked the flights', done(), done(words('flights')))),
  within(shown('sort the staff rota', 'order ribbon'), london('done the rota', done(words('rota')))),
  within(shown('Moreno translation', 'W-9'), newYork('finished the Moreno translation 🎉', done(words('Moreno translation')))),
  within(shown('order dog shampoo', 'clean clippers'), london('ordered the shampoo', done(words('shampoo')))),
  within(shown('edit episode 15', 'send Dana the show notes'), newYork('mark 2 as done', done(num(2)))),
  within(shown('ring bank', 'order slates', 'invoice Bakers'), london('1 and 3 done', [done(num(1)), done(num(3))])),
  within(shown('pick up brake pads', 'buy fuel filter'), newYork('got the brake pads', done(words('brake pads')))),
  within(shown('invoice the Patels', 'order slates'), london('invoice to the Patels went out this morning', done(words('Patels')))),
  within(shown('renew the permit', 'buy limes'), newYork('tick off the permit', done(words('permit')))),
  within(shown('make the wreaths', 'order ribbon'), london('done with the wreaths', done(words('wreaths')))),
  within(shown('call Ana', 'print the glossary', 'file the Moreno invoice'), newYork('completed #3', done(num(3)))),
  within(shown('post the uniform order', 'order blazers'), london('posted the uniform order', done(words('uniform order')))),
  within(shown('call the landlord', 'buy propane'), newYork('handled the landlord', done(words('landlord')))),
  within(shown('vet for Biscuit', 'dentist'), london('✅ vet', done(words('vet')))),
  within(reminded('submit the grant form', n('11-11 09:00')), newYork('yes! submitted', done())),
  within(justSaid('book the christmas do', l('12-08 12:00')), london("that's sorted now ta", done())),
  within(reminded('renew the domain', n('11-11 10:00')), newYork('renewed it', done())),
  within(reminded('pay the VAT bill', l('11-11 15:00')), london('paid', done())),
  within(shown('prep the generator', 'buy tortillas'), newYork('dealt with the generator', done(words('generator')))),
  within(reminded('lock up the shop', l('11-11 15:00')), london("done. what's next?", [done(), list('next')], done())),
  within(shown('pay the tax estimate', 'renew domain'), newYork('did the tax thing', done(words('tax')))),
  within(reminded('submit the grant form', n('11-11 09:00')), newYork('yes', done(), answer(null))),
  within(reminded('take the bread out', l('11-11 15:00')), london('out of the oven 🍞', done())),

  within(reminded('walk Pepper', n('11-11 10:00')), newYork('walked 🐕', done())),
  within(reminded('ring the glazier', l('11-11 15:00')), london('spoke to him just now', done())),
  within(reminded('pay the caterer deposit', n('11-11 10:00')), newYork('paid the caterer', done(), done(words('caterer')))),
  within(reminded('order the school jumpers', l('11-11 15:00')), london('all ordered 👌', done())),
];

export const NINETEENTH_RECURRING: HeldOutItem[] = [
  london('every monday 9am send the grooming invoices', task('send the grooming invoices', l('11-16 09:00'), { repeat: every('week') })),
  newYork('pay rent on the 1st of every month', task('pay rent', n('12-01 12:00'), { repeat: every('month') })),
  london(
    'every day at 7 feed the sourdough starter',
    task('feed the sourdough starter', l('11-12 07:00'), { repeat: every('day') }),
    task('feed the sourdough starter', l('11-11 19:00'), { repeat: every('day') }),
  ),
  newYork(
    'remind me every weekday at 8:30 to check the truck fridge temps',
    task('check the truck fridge temps', n('11-12 08:30'), { repeat: every('weekday') }),
  ),
  london('every friday at 4 do the till count', task('do the till count', l('11-13 16:00'), { repeat: every('week') })),
  newYork('each tuesday remind me to upload the episode', task('upload the episode', n('11-17 12:00'), { repeat: every('week') })),
  london(
    "every 2 weeks on thursday chase the tutors' timesheets",
    task("chase the tutors' timesheets", l('11-12 12:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'monthly on the 15th: send invoices to the agency',
    task('send invoices to the agency', n('11-15 12:00'), { repeat: every('month') }),
  ),
  london(
    'every year on 3 march renew the trading licence',
    task('renew the trading licence', l('2027-03-03 12:00'), { repeat: every('year') }),
  ),
  newYork(
    'every sunday evening plan the week',
    task('plan the week', n('11-15 18:00'), { repeat: every('week') }),
    task('plan the week', n('11-15 19:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every morning at 6 to check the weather for roofing',
    task('check the weather for roofing', l('11-12 06:00'), { repeat: every('day') }),
  ),
  newYork('every thursday at 5pm prep the taco mix', task('prep the taco mix', n('11-12 17:00'), { repeat: every('week') })),
  london('on the last friday of every month do payroll', task('do payroll', l('11-27 12:00'), { repeat: every('month') })),
  newYork('every weekday at 9 check the booking inbox', task('check the booking inbox', n('11-12 09:00'), { repeat: every('weekday') })),
  london(
    'every wednesday at 6pm order flowers from the market',
    task('order flowers from the market', l('11-11 18:00'), { repeat: every('week') }),
  ),
  newYork('every month on the 28th pay the van loan', task('pay the van loan', n('11-28 12:00'), { repeat: every('month') })),
  london('every saturday 8am open the pop-up', task('open the pop-up', l('11-14 08:00'), { repeat: every('week') })),
  newYork('remind me to floss every night at 10', task('floss', n('11-11 22:00'), { repeat: every('day') })),
  newYork('each monday 10am weekly call with my editor', task('weekly call with my editor', n('11-16 10:00'), { repeat: every('week') })),
  london('first monday of every month send the newsletter', task('send the newsletter', l('12-07 12:00'), { repeat: every('month') })),
  newYork('every weekday at 5:30 cash up', task('cash up', n('11-11 17:30'), { repeat: every('weekday') })),
  london(
    'fortnightly on mondays clean the clippers properly',
    task('clean the clippers properly', l('11-16 12:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every other friday send my timesheet to the agency',
    task('send my timesheet to the agency', n('11-13 12:00'), { repeat: every('week', 2) }),
  ),

  newYork(
    'remind me every friday at 3 to send the weekly report to Dana',
    task('send the weekly report to Dana', n('11-13 15:00'), { repeat: every('week') }),
  ),
  london(
    'every morning at 8 walk the dogs before opening',
    task('walk the dogs before opening', l('11-12 08:00'), { repeat: every('day') }),
  ),
];

export const NINETEENTH_RAMBLES: HeldOutItem[] = [
  london('ok so um I need to ring the bride about the arch tomorrow and er also order more oasis foam and yeah pay the van insurance', [
    task('ring the bride about the arch', l('11-12 12:00')),
    task('order more oasis foam'),
    task('pay the van insurance'),
  ]),
  newYork('so like three things: call the commissary, buy limes, and fix the awning', [
    task('call the commissary'),
    task('buy limes'),
    task('fix the awning'),
  ]),
  london("right, er, I've got to invoice the Bakers, book the skip for friday and chase Mike for the lead flashing lol", [
    task('invoice the Bakers'),
    task('book the skip', l('11-13 12:00')),
    task('chase Mike for the lead flashing'),
  ]),
  newYork('um yeah so send Tomas the glossary today and also like renew my ATA membership', [
    task('send Tomas the glossary', n('11-11 12:00')),
    task('renew my ATA membership'),
  ]),
  london('buy milk and bleach, call mum at 6', [task('buy milk and bleach'), task('call mum', l('11-11 18:00'))]),
  newYork('need to: 1) email the venue 2) pay the caterer deposit 3) book the yoga teacher', [
    task('email the venue'),
    task('pay the caterer deposit'),
    task('book the yoga teacher'),
  ]),
  london('basically I need to sort the float for the market, print new price cards and yeah text Becky about the rota', [
    task('sort the float for the market'),
    task('print new price cards'),
    task('text Becky about the rota'),
  ]),
  newYork('ok voice note bc driving. remind me to call the Ortiz family at 2 and uh grab a new fuel filter after that', [
    task('call the Ortiz family', n('11-11 14:00')),
    task('grab a new fuel filter'),
  ]),
  london("so today's been mad, anyway I need to redo the Hendry quote and drop the keys back to the agency before 5", [
    task('redo the Hendry quote'),
    task('drop the keys back to the agency', l('11-11 17:00')),
  ]),
  newYork('ugh ok list: wash the salon towels, restock bandanas, call the groomer school', [
    task('wash the salon towels'),
    task('restock bandanas'),
    task('call the groomer school'),
  ]),
  london(
    'um hi so the thing is I need to email three parents about unpaid fees, chase the embroiderer and also basically book a window cleaner',
    [task('email three parents about unpaid fees'), task('chase the embroiderer'), task('book a window cleaner')],
  ),
  newYork('remind me tomorrow 9 to call the printer and then at 11 to review the cover art', [
    task('call the printer', n('11-12 09:00')),
    task('review the cover art', n('11-12 11:00')),
  ]),
  london("pick up the ink from the post office, clean the autoclave and ring Jade back, that's it", [
    task('pick up the ink from the post office'),
    task('clean the autoclave'),
    task('ring Jade back'),
  ]),
  newYork('so yeah I gotta buy tortillas and call the propane guy and uh pay the parking ticket by friday', [
    task('buy tortillas'),
    task('call the propane guy'),
    task('pay the parking ticket', n('11-13 12:00')),
  ]),
  london('er so I need to back up the podcast files and um send the invoice to Marcus tomorrow yeah', [
    task('back up the podcast files'),
    task('send the invoice to Marcus', l('11-12 12:00')),
  ]),
  newYork('ok things: mail the retreat waivers, confirm the chef, and book airport shuttles for the 20th', [
    task('mail the retreat waivers'),
    task('confirm the chef'),
    task('book airport shuttles', n('11-20 12:00')),
  ]),
  london('need to call the lock supplier at 10 tomorrow and order brass padlocks and uh invoice Mrs Kaur', [
    task('call the lock supplier', l('11-12 10:00')),
    task('order brass padlocks'),
    task('invoice Mrs Kaur'),
  ]),
  newYork('translate the birth certificate for Ana by monday and send Ben his quote, oh and buy printer ink', [
    task('translate the birth certificate for Ana', n('11-16 12:00')),
    task('send Ben his quote'),
    task('buy printer ink'),
  ]),
  london('yeah so tomorrow morning check the van tyres and then friday get the oil changed', [
    task('check the van tyres', l('11-12 09:00')),
    task('get the oil changed', l('11-13 12:00')),
  ]),
  newYork('long day lol. anyway call Grandma and pay the Verizon bill', [task('call Grandma'), task('pay the Verizon bill')]),
  london("so the Harper wedding's on the 28th which is fine, but I still need to order the pampas grass and confirm the van with Ade", [
    task('order the pampas grass'),
    task('confirm the van with Ade'),
  ]),
];

/** Every kind issue 40 names, with its messages. */
export const HELD_OUT_NINETEENTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: NINETEENTH_ASKS,
  snoozes: NINETEENTH_SNOOZES,
  corrections: NINETEENTH_CORRECTIONS,
  renames: NINETEENTH_RENAMES,
  removals: NINETEENTH_REMOVALS,
  completions: NINETEENTH_COMPLETIONS,
  answers: NINETEENTH_ANSWERS,
  greetings: NINETEENTH_GREETINGS,
  thanks: NINETEENTH_THANKS,
  feelings: NINETEENTH_FEELINGS,
  questions: NINETEENTH_QUESTIONS,
  statements: NINETEENTH_STATEMENTS,
  decisions: NINETEENTH_DECISIONS,
  dilemmas: NINETEENTH_DILEMMAS,
  recalls: NINETEENTH_RECALLS,
  priorities: NINETEENTH_PRIORITIES,
  agenda: NINETEENTH_AGENDA,
  freeTime: NINETEENTH_FREE_TIME,
  recurring: NINETEENTH_RECURRING,
  rambles: NINETEENTH_RAMBLES,
  unclear: NINETEENTH_UNCLEAR,
  bare: NINETEENTH_BARE,
};

export const HELD_OUT_NINETEENTH: HeldOutItem[] = Object.values(HELD_OUT_NINETEENTH_KINDS).flat();
