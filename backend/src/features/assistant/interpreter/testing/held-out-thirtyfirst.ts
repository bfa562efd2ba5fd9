import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  UNDO,
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
  num,
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
  THIRTYFIRST_AGENDA,
  THIRTYFIRST_DECISION,
  THIRTYFIRST_DILEMMA,
  THIRTYFIRST_FEELING,
  THIRTYFIRST_FREE_TIME,
  THIRTYFIRST_GREETING,
  THIRTYFIRST_PRIORITISE,
  THIRTYFIRST_QUESTION,
  THIRTYFIRST_RECALL,
  THIRTYFIRST_STATEMENT,
  THIRTYFIRST_THANKS,
  THIRTYFIRST_UNCLEAR,
} from './held-out-thirtyfirst-b';

/**
 * The thirty-first held-out set (issue 40): people from trades no earlier set imagined (a wedding
 * florist, a mobile mechanic, a locksmith, a tax preparer in Ohio, a piano teacher, a tattoo studio,
 * a roofing firm, a farm shop, a yoga retreat host, a podcast editor, a translation agency, a
 * school-uniform embroidery shop), texting in a hurry or dictating. Read at HELD_OUT_NOW: Wednesday
 * 11 November 2026, 15:00 in London and 10:00 in New York. This half holds the asks and every change
 * to a task; the talk, questions and plans are in the -b file.
 */

/** A reminder daily just sent ("Did you get to X?"), so the reply is about X. */
const reminder = (title: string, due: string): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** A task just added or changed, with no question pending. */
const just = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const THIRTYFIRST_ASK: HeldOutItem[] = [
  london('can u remind me to ring the ribbon wholesaler tmrw at 10', task('Ring the ribbon wholesaler', l('11-12 10:00'))),
  london('need to chase the Patel deposit by friday', task('Chase the Patel deposit', l('11-13 12:00'))),
  london('remind me half 4 to take the bread out', task('Take the bread out', l('11-11 16:30'))),
  london('quarter to 6 tomorrow collect van from garage', task('Collect van from garage', l('11-12 17:45'))),
  london(
    'order more thread for the school logos first thing tomorrow',
    task('Order more thread for the school logos', l('11-12 09:00')),
    task('Order more thread for the school logos', l('11-12 08:00')),
  ),
  london('book the roof survey for the Millers on 4/12', task('Book the roof survey for the Millers', l('12-04 12:00'))),
  london('in 2 hours remind me to check the sourdough', task('Check the sourdough', inMinutes(120))),
  london('remind me to file the vat return monday 9am', task('File the vat return', l('11-16 09:00'))),
  london("remind me to tune mrs okafor's piano on tuesday the 17th at 11 am", task("Tune mrs okafor's piano", l('11-17 11:00'))),
  london(
    'send the translated contract to Lisbon EOD',
    task('Send the translated contract to Lisbon', l('11-11 17:00')),
    task('Send the translated contract to Lisbon', l('11-11 18:00')),
  ),
  london('remind me to pay the flower market on christmas eve', task('Pay the flower market', l('12-24 12:00'))),
  london('in 20 mins remind me to ring back the tattoo client', task('Ring back the tattoo client', inMinutes(20))),
  london('remind me at noon tomorrow to post the podcast episode', task('Post the podcast episode', l('11-12 12:00'))),
  london('book the yoga shala for the march retreat next wednesday', task('Book the yoga shala for the march retreat', l('11-18 12:00'))),
  london(
    'need to reorder pumpkins for the farm shop in a fortnight',
    task('Reorder pumpkins for the farm shop', l('11-25 12:00')),
    task('Reorder pumpkins for the farm shop', l('11-25 15:00')),
  ),
  london(
    'chase the invoice for the Harris extension a week from today',
    task('Chase the invoice for the Harris extension', l('11-18 12:00')),
    task('Chase the invoice for the Harris extension', l('11-18 15:00')),
  ),
  london('remind me to call the insurer at 11 am', task('Call the insurer', l('11-12 11:00'))),
  london(
    'renew the public liability insurance by the end of the month',
    task('Renew the public liability insurance', l('11-30 12:00')),
    task('Renew the public liability insurance', l('11-30 17:00')),
  ),
  london('remind me on the second tuesday of december to send the xmas menu', task('Send the xmas menu', l('12-08 12:00'))),
  london('remind me 10 mins from now to switch the kiln off', task('Switch the kiln off', inMinutes(10))),
  london(
    'call the scaffolders thursday after lunch',
    task('Call the scaffolders', l('11-12 13:00')),
    task('Call the scaffolders', l('11-12 14:00')),
  ),
  london('remind me dentist 3rd december 8.30am', task('Dentist', l('12-03 08:30'))),
  london(
    'remind me to quote for the Harlow wedding flowers tomorrow evening',
    task('Quote for the Harlow wedding flowers', l('11-12 18:00')),
    task('Quote for the Harlow wedding flowers', l('11-12 19:00')),
  ),
  london('at 7 tonight text the bride about peonies', task('Text the bride about peonies', l('11-11 19:00'))),
  london(
    'order the new needles for the studio in 3 days',
    task('Order the new needles for the studio', l('11-14 12:00')),
    task('Order the new needles for the studio', l('11-14 15:00')),
  ),
  london('monday 8am load the van with ladders', task('Load the van with ladders', l('11-16 08:00'))),
  london('service the boiler at the grange on 2027-01-15', task('Service the boiler at the grange', l('2027-01-15 12:00'))),
  london(
    'remind me to email the school about the embroidered blazers on boxing day',
    task('Email the school about the embroidered blazers', l('12-26 12:00')),
  ),
  london('sign the lease renewal friday 13th at 2', task('Sign the lease renewal', l('11-13 14:00'))),
  london('ugh long day lol but can you remind me to buy more oasis foam tomorrow', task('Buy more oasis foam', l('11-12 12:00'))),
  london('hiya, quick one, need to ring the planning office thurs at 10', task('Ring the planning office', l('11-12 10:00'))),
  london(
    'cheers for earlier! oh and remind me to send the Okafors their invoice monday',
    task('Send the Okafors their invoice', l('11-16 12:00')),
    [talk('thanks'), task('Send the Okafors their invoice', l('11-16 12:00'))],
  ),
  newYork('remind me to file the Hendersons extension by 12/15', task('File the Hendersons extension', n('12-15 12:00'))),
  newYork('call the IRS practitioner line tomorrow 9am est', task('Call the IRS practitioner line', n('11-12 09:00'))),
  newYork(
    'pls remind me to prep the retreat welcome packs the day before thanksgiving',
    task('Prep the retreat welcome packs', n('11-25 12:00')),
  ),
  newYork('in an hour and a half check on the edit render', task('Check on the edit render', inMinutes(90))),
  newYork('remind me to send the roofing estimate at 3:15', task('Send the roofing estimate', n('11-11 15:15'))),
  newYork('remind me lunch with the new translator friday noon', task('Lunch with the new translator', n('11-13 12:00'))),
  newYork('gotta rekey the back door at the Ruiz place next tues at 10', task('Rekey the back door at the Ruiz place', n('11-17 10:00'))),
  newYork(
    'remind me to renew my PTIN before december 31',
    task('Renew my PTIN', n('12-31 12:00')),
    task('Renew my PTIN', n('12-30 12:00')),
  ),
  newYork('book a piano tuner for the studio on 1/8', task('Book a piano tuner for the studio', n('2027-01-08 12:00'))),
  newYork('remind me tmrw at 8:30 to call ohio dept of taxation', task('Call ohio dept of taxation', n('11-12 08:30'))),
  newYork(
    'remind me to upload the episode to spotify by eod',
    task('Upload the episode to spotify', n('11-11 17:00')),
    task('Upload the episode to spotify', n('11-11 18:00')),
  ),
  newYork(
    'remind me to order ink for the shop on saturday morning',
    task('Order ink for the shop', n('11-14 09:00')),
    task('Order ink for the shop', n('11-14 08:00')),
  ),
  newYork('remind me to invoice the Bakers in 2 weeks at 4pm', task('Invoice the Bakers', n('11-25 16:00'))),
  newYork('wednesday the 18th at 1:30 call the venue in Tulum', task('Call the venue in Tulum', n('11-18 13:30'))),
  newYork('remind me to pick up the fabric samples at 4', task('Pick up the fabric samples', n('11-11 16:00'))),
  newYork('can you remind me to take the deposit to the bank in 30 min', task('Take the deposit to the bank', inMinutes(30))),
  newYork('remind me to confirm the tattoo consult on 11/20 at 6pm', task('Confirm the tattoo consult', n('11-20 18:00'))),
  newYork('so slammed lol. anyway remind me to call the brake shop tomorrow at 2', task('Call the brake shop', n('11-12 14:00'))),
  london('b4 6 drop the spare keys at the Brook St flat', task('Drop the spare keys at the Brook St flat', l('11-11 18:00'))),
  newYork('between 2 and 4 tomorrow call the tile guy back', task('Call the tile guy back', n('11-12 14:00'))),
  newYork('remind me on new years day to start the 2027 books', task('Start the 2027 books', n('2027-01-01 12:00'))),
  london('remind me to order the christmas wreath wire on the 1st', task('Order the christmas wreath wire', l('12-01 12:00'))),
  { ...london('invoice the Lisbon agency on 12/4', task('Invoice the Lisbon agency', l('12-04 12:00'))), dayFirst: false },
];

export const THIRTYFIRST_RECURRING: HeldOutItem[] = [
  london('every monday at 8 remind me to check the van tyres', task('Check the van tyres', l('11-16 08:00'), { repeat: every('week') })),
  london('water the shop plants every day at 9', task('Water the shop plants', l('11-12 09:00'), { repeat: every('day') })),
  london('pay the studio rent on the 1st of every month', task('Pay the studio rent', l('12-01 12:00'), { repeat: every('month') })),
  newYork(
    'every weekday at 7am post the daily quote on insta',
    task('Post the daily quote on insta', n('11-12 07:00'), { repeat: every('weekday') }),
  ),
  newYork('remind me to do payroll every other friday', task('Do payroll', n('11-13 12:00'), { repeat: every('week', 2) })),
  london(
    'every sunday evening plan lessons for the week',
    task('Plan lessons for the week', l('11-15 18:00'), { repeat: every('week') }),
    task('Plan lessons for the week', l('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork('back up the client files every friday at 5pm', task('Back up the client files', n('11-13 17:00'), { repeat: every('week') })),
  london('clean the tattoo machines every night at 10', task('Clean the tattoo machines', l('11-11 22:00'), { repeat: every('day') })),
  london('every year on 3 march renew the van MOT', task('Renew the van MOT', l('2027-03-03 12:00'), { repeat: every('year') })),
  newYork('remind me on the 15th of each month to send sales tax', task('Send sales tax', n('11-15 12:00'), { repeat: every('month') })),
  london('order milk for the cafe every morning at 6', task('Order milk for the cafe', l('11-12 06:00'), { repeat: every('day') })),
  newYork(
    'every monday 9am send the weekly edit list to the hosts',
    task('Send the weekly edit list to the hosts', n('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'each wednesday at 4 remind me to order flowers from the auction',
    task('Order flowers from the auction', l('11-11 16:00'), { repeat: every('week') }),
  ),
  newYork('every weekday 8:30 check the shop inbox', task('Check the shop inbox', n('11-12 08:30'), { repeat: every('weekday') })),
  london('on the 28th of every month pay the van loan', task('Pay the van loan', l('11-28 12:00'), { repeat: every('month') })),
  newYork('every saturday 10am yoga class setup', task('Yoga class setup', n('11-14 10:00'), { repeat: every('week') })),
  london('every day at 5pm cash up the till', task('Cash up the till', l('11-11 17:00'), { repeat: every('day') })),
  newYork('remind me to stretch every day at 3', task('Stretch', n('11-11 15:00'), { repeat: every('day') })),
  london('every thursday at half 2 piano lesson with Amira', task('Piano lesson with Amira', l('11-12 14:30'), { repeat: every('week') })),
  newYork('pay the storage unit every month on the 5th', task('Pay the storage unit', n('12-05 12:00'), { repeat: every('month') })),
  london('every monday remind me to chase unpaid invoices', task('Chase unpaid invoices', l('11-16 12:00'), { repeat: every('week') })),
  newYork('every january 31st send out 1099s', task('Send out 1099s', n('2027-01-31 12:00'), { repeat: every('year') })),
];

export const THIRTYFIRST_SNOOZE: HeldOutItem[] = [
  within(reminder('Ring the ribbon wholesaler', l('11-11 15:00')), london('snooze 20 mins', snoozeFor(20))),
  within(reminder('Order oasis foam', l('11-11 14:00')), london('not now, give me an hour', snoozeFor(60))),
  within(reminder('Call the scaffolders', l('11-11 15:00')), london('later, till 6', snoozeUntil(l('11-11 18:00')))),
  within(
    reminder('Invoice the Millers', l('11-10 12:00')),
    london('push it to tomorrow morning', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminder('Call ohio dept of taxation', n('11-11 10:00')), newYork('snooze 2h', snoozeFor(120))),
  within(reminder('Upload the episode', n('11-11 10:00')), newYork('in 45', snoozeFor(45))),
  within(
    reminder('Prep the welcome packs', n('11-11 09:00')),
    newYork("can't rn, remind me after lunch", snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminder('Book the roof survey', l('11-11 15:00')),
    london('snooze till monday', snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16 12:00')), move(ctx, '2026-11-16', null)),
  ),
  within(reminder('Take the bread out', l('11-11 15:00')), london('5 more minutes', snoozeFor(5))),
  within(reminder("Tune mrs okafor's piano", l('11-11 15:00')), london('ask me again in half an hour', snoozeFor(30))),
  within(reminder('Rekey the Ruiz back door', n('11-11 10:00')), newYork('snooze til 2pm', snoozeUntil(n('11-11 14:00')))),
  within(
    reminder('Send the roofing estimate', n('11-10 15:00')),
    newYork('ugh not today. tomorrow 10am', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminder('Email the school', l('11-11 15:00')), london('snooze', snoozeFor(60))),
  within(
    reminder('Pay the flower market', l('11-09 12:00')),
    london('remind me again friday', snoozeUntil(l('11-13 09:00')), snoozeUntil(l('11-13 12:00')), move(ctx, '2026-11-13', null)),
  ),
  within(reminder('Confirm the tattoo consult', n('11-11 10:00')), newYork('hit me up again in 3 hours', snoozeFor(180))),
  within(
    reminder('Order ink', n('11-11 10:00')),
    newYork('after the weekend', snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16 12:00')), move(ctx, '2026-11-16', null)),
  ),
  within(reminder('Renew liability insurance', l('11-11 15:00')), london('not yet — give it till 5', snoozeUntil(l('11-11 17:00')))),
  within(reminder('Check the sourdough', l('11-11 15:00')), london('10 min pls', snoozeFor(10))),
  within(reminder('Quote the Harlow flowers', l('11-11 15:30')), london('snooze 15 min', snoozeFor(15))),
  within(reminder('Stretch', n('11-11 10:00')), newYork('later', snoozeFor(60), unclear)),
  within(reminder('Invoice the Bakers', n('11-11 10:00')), newYork('snooze a day', snoozeFor(1440))),
  within(reminder('Load the van', l('11-11 15:00')), london('push it an hour', snoozeFor(60))),
  within(
    reminder('Send the xmas menu', l('11-11 15:00')),
    london('can we do this next week', snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16 12:00')), move(ctx, '2026-11-16', null)),
  ),
  within(reminder('Call the venue in Tulum', n('11-11 10:00')), newYork('snooze until 4:30', snoozeUntil(n('11-11 16:30')))),
  within(reminder('Back up client files', n('11-10 17:00')), newYork('snooze 1 hr', snoozeFor(60))),
  within(
    reminder('Collect van from garage', l('11-11 15:00')),
    london("they're not ready yet, try me at half 5", snoozeUntil(l('11-11 17:30'))),
  ),
  within(
    reminder('Chase the Patel deposit', l('11-11 15:00')),
    london(
      'tomorrow',
      move(ctx, '2026-11-12', null),
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 15:00')),
      snoozeUntil(l('11-12 12:00')),
    ),
  ),
  within(reminder('Call the insurer', n('11-11 10:00')), newYork('not now, in 90 minutes', snoozeFor(90))),
];

export const THIRTYFIRST_CORRECTION: HeldOutItem[] = [
  within(just('Ring the ribbon wholesaler', l('11-12 10:00')), london('oops I meant 11', move(ctx, null, '11:00'))),
  within(just('Chase the Patel deposit', l('11-13 12:00')), london('no wait, thursday', move(ctx, '2026-11-12', null))),
  within(just('Book the roof survey', l('12-04 12:00')), london('sorry, the 14th not the 4th', move(ctx, '2026-12-14', null))),
  within(just('Call the scaffolders', l('11-12 13:00')), london('make that 3pm', move(ctx, null, '15:00'))),
  within(just('Call ohio dept of taxation', n('11-12 09:00')), newYork('actually make it 9:45', move(ctx, null, '09:45'))),
  within(
    just('Rekey the back door', n('11-17 10:00')),
    newYork('scratch tuesday, do wednesday same time', move(ctx, '2026-11-18', null), move(ctx, '2026-11-18', '10:00')),
  ),
  within(just('Invoice the Bakers', n('11-25 16:00')), newYork('my bad, should be the 24th', move(ctx, '2026-11-24', null))),
  within(
    just('Dentist', l('12-03 08:30')),
    london('dentist moved to the 10th, same time', move(ctx, '2026-12-10', null), move(ctx, '2026-12-10', '08:30')),
  ),
  within(just('Send the xmas menu', l('12-08 12:00')), london('bring it forward a week', move(ctx, '2026-12-01', null))),
  within(just('Text the bride about peonies', l('11-11 19:00')), london('hmm earlier, like half 5', move(ctx, null, '17:30'))),
  within(
    just('Lunch with the new translator', n('11-13 12:00')),
    newYork("she can't do friday, push to monday", move(ctx, '2026-11-16', null)),
  ),
  within(just('Confirm the tattoo consult', n('11-20 18:00')), newYork('typo, 11/21', move(ctx, '2026-11-21', null))),
  within(just('Load the van with ladders', l('11-16 08:00')), london('no 7', move(ctx, null, '07:00'))),
  within(
    just('Pay the flower market', l('12-24 12:00')),
    london('wait no christmas eve is too late, make it the 22nd', move(ctx, '2026-12-22', null)),
  ),
  within(
    just('Upload the episode to spotify', n('11-11 17:00')),
    newYork('ugh i mean tomorrow eod', move(ctx, '2026-11-12', '17:00'), move(ctx, '2026-11-12', '18:00')),
  ),
  within(just('Order ink for the shop', n('11-14 09:00')), newYork('change that to sunday', move(ctx, '2026-11-15', null))),
  within(just('Sign the lease renewal', l('11-13 14:00')), london("2 was wrong, it's half 3", move(ctx, null, '15:30'))),
  within(just('Check the van tyres', l('11-16 08:00')), london('move it to tuesday', move(ctx, '2026-11-17', null))),
  within(just('Call the venue in Tulum', n('11-18 13:30')), newYork('shift it an hour later', move(ctx, null, '14:30'), snoozeFor(60))),
  within(just('Buy more oasis foam', l('11-12 12:00')), london('actually today at 4', move(ctx, '2026-11-11', '16:00'))),
  within(just('Pick up the fabric samples', n('11-11 16:00')), newYork('no no, 4:30', move(ctx, null, '16:30'))),
  within(just('Ring the planning office', l('11-12 10:00')), london("I got the day wrong, it's friday", move(ctx, '2026-11-13', null))),
  within(just('Renew my PTIN', n('12-31 12:00')), newYork("let's do it earlier, dec 1", move(ctx, '2026-12-01', null))),
  within(just('Post the podcast episode', l('11-12 12:00')), london('not noon, 9 in the morning', move(ctx, null, '09:00'))),
  within(just('Take the deposit to the bank', inMinutes(30)), newYork('bank closes at 3 so do it at 2', move(ctx, null, '14:00'))),
  london('move the scaffolders call to friday 2pm', move(words('scaffolders'), '2026-11-13', '14:00')),
  newYork(
    'push the Ruiz lock job to next thursday 9am',
    move(words('Ruiz'), '2026-11-19', '09:00'),
    move(words('Ruiz'), '2026-11-12', '09:00'),
  ),
  london('can you move mrs okafor to 11 on tuesday', move(words('okafor'), '2026-11-17', '11:00')),
];

export const THIRTYFIRST_RENAME: HeldOutItem[] = [
  within(
    just('Ring the ribbon wholesaler', l('11-12 10:00')),
    london('rename it to ring Jenny at Ribbon Co', rename(ctx, 'Ring Jenny at Ribbon Co')),
  ),
  within(
    just('Chase deposit', l('11-13 12:00')),
    london('call it chase the Patel wedding deposit instead', rename(ctx, 'Chase the Patel wedding deposit')),
  ),
  within(
    just('Call IRS', n('11-12 09:00')),
    newYork('change the name to call IRS about the Kowalski notice', rename(ctx, 'Call IRS about the Kowalski notice')),
  ),
  within(just('Edit', n('11-11 17:00')), newYork('oops that should say edit episode 42 not just edit', rename(ctx, 'Edit episode 42'))),
  within(just('Van', l('11-16 08:00')), london("make the title 'book van in for MOT'", rename(ctx, 'Book van in for MOT'))),
  within(
    just('Flowers', l('11-12 12:00')),
    london('i meant order flowers for the Grant funeral, fix the name pls', rename(ctx, 'Order flowers for the Grant funeral')),
  ),
  within(
    just('Retreat', n('11-25 12:00')),
    newYork('rename: finalize retreat menu with chef', rename(ctx, 'Finalize retreat menu with chef')),
  ),
  within(
    just('Tattoo', l('11-20 18:00')),
    london("should read 'redraw the koi sleeve stencil'", rename(ctx, 'Redraw the koi sleeve stencil')),
  ),
  within(just('Call Dan', n('11-12 10:00')), newYork("not dan, it's Don. call Don", rename(ctx, 'Call Don'))),
  within(
    just('Email the school', l('12-26 12:00')),
    london("change it to email St Anne's about blazer logos", rename(ctx, "Email St Anne's about blazer logos")),
  ),
  london('rename the pumpkin one to reorder squash and pumpkins', rename(words('pumpkin'), 'Reorder squash and pumpkins')),
  newYork("change 'send sales tax' to 'file ohio sales tax return'", rename(words('send sales tax'), 'File ohio sales tax return')),
  within(
    just('Piano', l('11-12 14:30')),
    london('can u call that piano lesson with Amira (grade 5 prep)', rename(ctx, 'Piano lesson with Amira (grade 5 prep)')),
  ),
  within(just('Quote', n('11-11 15:15')), newYork('retitle it roof quote for 14 Elm St', rename(ctx, 'Roof quote for 14 Elm St'))),
  within(
    just('Ring the glass supplier', l('11-12 10:00')),
    london('spelled it wrong lol, its the glaze supplier', rename(ctx, 'Ring the glaze supplier')),
  ),
  within(
    just('Translator lunch', n('11-13 12:00')),
    newYork('name it lunch w Sofia (Portuguese translator)', rename(ctx, 'Lunch w Sofia (Portuguese translator)')),
  ),
  within(
    just('Invoice', l('11-16 12:00')),
    london('can you label it invoice the Okafors for the kitchen job', rename(ctx, 'Invoice the Okafors for the kitchen job')),
  ),
  within(just('Keys', n('11-11 18:00')), newYork('call that cut spare keys for the Lins', rename(ctx, 'Cut spare keys for the Lins'))),
  within(just('Dentist', l('12-03 08:30')), london("actually it's the hygienist, rename it", rename(ctx, 'Hygienist'))),
  newYork('rename the yoga setup task to set up mats and bolsters', rename(words('yoga setup'), 'Set up mats and bolsters')),
  within(just('Bread', l('11-11 16:30')), london('call it take the rye out of the oven', rename(ctx, 'Take the rye out of the oven'))),
  within(
    just('Call the venue', n('11-18 13:30')),
    newYork('change the wording to call Casa Azul about the deposit', rename(ctx, 'Call Casa Azul about the deposit')),
  ),
];

export const THIRTYFIRST_REMOVE: HeldOutItem[] = [
  within(just('Ring the ribbon wholesaler', l('11-12 10:00')), london('scratch that', remove(ctx), UNDO)),
  within(just('Collect van', l('11-12 17:45')), london('delete that one, garage is dropping it back', remove(ctx))),
  within(just('Call the insurer', n('11-12 11:00')), newYork('nvm, cancel it', remove(ctx), UNDO)),
  newYork('remove the spotify upload', remove(words('spotify upload'))),
  london("get rid of the pumpkin reorder, season's over", remove(words('pumpkin reorder'))),
  within(reminder('Text the bride about peonies', l('11-11 15:00')), london("wedding's off, bin it", remove(ctx))),
  within(reminder('Confirm the tattoo consult', n('11-11 10:00')), newYork('client cancelled, take it off my list', remove(ctx))),
  london('delete the yoga shala booking', remove(words('yoga shala'))),
  within(just('Lunch with the new translator', n('11-13 12:00')), newYork("forget that, she's flying out", remove(ctx), UNDO)),
  london('cancel the dentist task', remove(words('dentist'))),
  newYork("take 'call Don' off", remove(words('call Don'))),
  within(just('Book the roof survey', l('12-04 12:00')), london("no don't add that, they went with another roofer", remove(ctx), UNDO)),
  within(listed('Order thread', 'Chase the Patel deposit', 'Check van tyres'), london('remove 2', remove(num(2)))),
  within(listed('Order ink', 'Send 1099s', 'Stretch'), newYork('delete number 3 pls', remove(num(3)))),
  london('ditch the mot reminder', remove(words('mot'))),
  within(reminder('Stretch', n('11-11 10:00')), newYork('stop reminding me about this one, just delete', remove(ctx))),
  within(just('Sign the lease renewal', l('11-13 14:00')), london('ignore that last one', remove(ctx), UNDO)),
  newYork('the Kowalski notice thing is sorted by the cpa, remove it', remove(words('Kowalski')), done(words('Kowalski'))),
  london('can you wipe the boiler service off my list', remove(words('boiler service'))),
  within(just('Order ink', n('11-14 09:00')), newYork("oops didn't mean to send that, delete", remove(ctx), UNDO)),
  within(listed('Cash up the till', 'Ring the glaze supplier', 'Order milk'), london('get rid of the second one', remove(num(2)))),
  newYork('cancel the fabric samples pickup', remove(words('fabric samples'))),
];

export const THIRTYFIRST_COMPLETE: HeldOutItem[] = [
  within(reminder('Pay the flower market', l('11-11 15:00')), london('paid the flower market', done(ctx), done(words('flower market')))),
  within(reminder('Take the bread out', l('11-11 15:00')), london('✅', done(ctx))),
  within(reminder('Call ohio dept of taxation', n('11-11 10:00')), newYork('did it', done(ctx))),
  within(reminder('Upload the episode to spotify', n('11-11 10:00')), newYork('uploaded 👍', done(ctx))),
  within(reminder('Chase the Patel deposit', l('11-11 15:00')), london('yep they paid this morning', done(ctx))),
  within(reminder('Ring the scaffolders', l('11-11 15:00')), london('sorted', done(ctx))),
  within(reminder('Rekey the back door', n('11-11 10:00')), newYork('all done, new cylinder in', done(ctx))),
  london('done the vat return!!', done(words('vat return'))),
  newYork('finished the Hendersons extension', done(words('Hendersons extension'))),
  within(listed('Order thread', 'Chase the Patel deposit', 'Check van tyres'), london('done 3', done(num(3)))),
  within(listed('Order ink', 'Send 1099s', 'Stretch'), newYork('1 and 3 done', [done(num(1)), done(num(3))])),
  within(reminder('Renew liability insurance', l('11-10 12:00')), london('renewed it last night, forgot to say', done(ctx))),
  within(reminder("Tune mrs okafor's piano", l('11-11 15:00')), london('tick', done(ctx))),
  within(reminder('Invoice the Bakers', n('11-11 10:00')), newYork('invoice sent ✔️', done(ctx))),
  within(just('Order more thread', l('11-12 09:00')), london('actually already ordered it earlier', done(ctx))),
  within(reminder('Pick up the fabric samples', n('11-11 10:00')), newYork('got em', done(ctx))),
  within(just('Pay the van insurance', l('11-12 12:00')), london('paid the van insurance', done(ctx), done(words('van insurance')))),
  within(
    reminder('Call the venue in Tulum', n('11-11 10:00')),
    newYork("called the venue, they're holding the date", done(ctx), done(words('venue'))),
  ),
  within(reminder('Cash up the till', l('11-11 15:00')), london('done and dusted', done(ctx))),
  newYork('crossed off the roofing estimate', done(words('roofing estimate'))),
  within(reminder('Clean the tattoo machines', l('11-11 15:00')), london('🙌 done', done(ctx))),
  within(reminder('Back up client files', n('11-11 10:00')), newYork('backed up', done(ctx))),
  within(
    listed('Cash up the till', 'Ring the glaze supplier', 'Order milk'),
    london("the glaze one's done", done(words('glaze')), done(num(2))),
  ),
  within(reminder('Send sales tax', n('11-11 10:00')), newYork('filed and paid', done(ctx))),
  london("emailed st anne's about the logos, tick it off", done(words("St Anne's about the logos"))),
  within(reminder('Stretch', n('11-11 10:00')), newYork('yes', done(ctx))),
  within(reminder('Post the podcast episode', l('11-11 15:00')), london("it's live 🎉", done(ctx))),
  within(reminder('Water the shop plants', l('11-11 15:00')), london('watered 🌱', done(ctx))),
];

export const THIRTYFIRST_ANSWER: HeldOutItem[] = [
  within(which('Call the florist', 'Call the florist wholesaler'), london('2', answer(2))),
  within(which('Call the florist', 'Call the florist wholesaler'), london('the second one', answer(2))),
  within(which('Call Don', 'Call Dana'), newYork('first', answer(1))),
  within(which('Invoice the Bakers', 'Invoice the Baxters'), newYork('baxters', answer(2))),
  within(
    {
      pending: {
        about: 'dilemma_choice',
        question: 'Hire a Saturday assistant or close Saturdays?',
        options: ['Hire an assistant', 'Close Saturdays'],
      },
    },
    london('close saturdays i think', answer(2)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_choice',
        question: 'Hire a Saturday assistant or close Saturdays?',
        options: ['Hire an assistant', 'Close Saturdays'],
      },
    },
    london('not yet, need to think', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'Raise prices or add a tier?', options: ['Raise prices', 'Add a tier'] } },
    newYork('honestly cash flow matters most', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Which van should I buy?' } },
    newYork('the ford transit or the vw crafter', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I add that for tomorrow?', options: ['yes', 'no'] } },
    london('yes pls', answer(1), answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I add that for tomorrow?', options: ['yes', 'no'] } },
    london('nah', answer(2), answer(null)),
  ),
  within(which('Order ink', 'Order needles', 'Order gloves'), newYork('needles', answer(2))),
  within(which('Order ink', 'Order needles', 'Order gloves'), newYork('3', answer(3))),
  within(which('Ring the glaze supplier', 'Ring the glass supplier'), london('the glass one', answer(2))),
  within({ pending: { about: 'stuck', task: 'Quote the Harlow flowers' } }, london('waiting on the bride to pick colours', answer(null))),
  within(
    { pending: { about: 'review', decision: 'Switched payroll to Gusto' } },
    newYork('went well, saves me 2 hrs a month', answer(null)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_choice',
        question: 'Rent a studio or keep teaching from home?',
        options: ['Rent a studio', 'Keep working from home'],
      },
    },
    newYork('option 1', answer(1)),
  ),
  within(which('Pay the van loan', 'Pay the van insurance'), london('the insurance', answer(2))),
  within(
    { pending: { about: 'other', question: 'Which day suits?', options: ['Thursday', 'Friday'] } },
    newYork('friday works', answer(2)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Take the Cotswolds job?', options: ['Take the Cotswolds job', 'Turn it down'] } },
    london('the first', answer(1)),
  ),
  within(which('Email Kowalski', 'Email Kowalczyk'), newYork('second', answer(2))),
  within({ pending: { about: 'stuck', task: 'Renew liability insurance' } }, london("can't find the policy number", answer(null))),
  within(which('Call the florist', 'Call the florist wholesaler'), london('wholesaler', answer(2))),
];

/** Bare replies with nothing before them: nothing to act on, so daily must ask. */
export const THIRTYFIRST_BARE: HeldOutItem[] = [
  london('done', unclear),
  london('snooze', unclear),
  london('move it', unclear),
  london('push it to tomorrow', unclear),
  london('cancel it', unclear),
  london('rename it', unclear),
  london('make it 3pm', unclear),
  london('delete', unclear),
  london('actually thursday', unclear),
  london('snooze 1h', unclear),
  newYork('done!', unclear),
  newYork('snooze 30', unclear),
  newYork('move it to friday', unclear),
  newYork('scratch that', unclear),
  newYork('change it to 4', unclear),
  newYork('remove it', unclear),
  newYork('did it', unclear),
  newYork('push back an hour', unclear),
  newYork('no wait 5', unclear),
  newYork('the second one', unclear),
];

export const THIRTYFIRST_RAMBLE: HeldOutItem[] = [
  london(
    "right so voice note, sorry. need to order 200 white roses by friday, ring the venue at 10 tomorrow, and chase the Patels for the deposit. that's it I think",
    [task('Order 200 white roses', l('11-13 12:00')), task('Ring the venue', l('11-12 10:00')), task('Chase the Patels for the deposit')],
  ),
  newYork('um ok so, call the Kowalskis about their 1099s tomorrow at 9, um, print engagement letters, and like, renew my PTIN by friday', [
    task('Call the Kowalskis about their 1099s', n('11-12 09:00')),
    task('Print engagement letters'),
    task('Renew my PTIN', n('11-13 12:00')),
  ]),
  london('yeah so basically buy more lavender oil, book the minibus for the retreat on monday, and email the chef tonight at 8', [
    task('Buy more lavender oil'),
    task('Book the minibus for the retreat', l('11-16 12:00')),
    task('Email the chef', l('11-11 20:00')),
  ]),
  newYork('ok things: pick up gutter guards at the supplier at 7am tomorrow, quote the Lins roof, and call my mom sunday lol', [
    task('Pick up gutter guards at the supplier', n('11-12 07:00')),
    task('Quote the Lins roof'),
    task('Call my mom', n('11-15 12:00')),
  ]),
  london(
    "so erm, I've got to restring the Bechstein on thursday, and send Amira's mum the invoice, oh and book the hall for the recital on 12/12",
    [
      task('Restring the Bechstein', l('11-12 12:00')),
      task("Send Amira's mum the invoice"),
      task('Book the hall for the recital', l('12-12 12:00')),
    ],
  ),
  newYork('hey so like, render episode 43 by 5pm, email the guest the release form and uh back up the drive tonight at 11', [
    task('Render episode 43', n('11-11 17:00')),
    task('Email the guest the release form'),
    task('Back up the drive', n('11-11 23:00')),
  ]),
  london('righto: new cylinder for the Shah front door, call the council about the parking permit tomorrow at 9, and top up the van', [
    task('New cylinder for the Shah front door'),
    task('Call the council about the parking permit', l('11-12 09:00')),
    task('Top up the van'),
  ]),
  newYork('ok um two things, ship the Rodriguez embroidery order today by 3 and reorder navy thread', [
    task('Ship the Rodriguez embroidery order', n('11-11 15:00')),
    task('Reorder navy thread'),
  ]),
  london('So I need to um, sort the trays for the farm shop, ring the egg man at half 8 tomorrow and pay the electric by the 20th', [
    task('Sort the trays for the farm shop'),
    task('Ring the egg man', l('11-12 08:30')),
    task('Pay the electric', l('11-20 12:00')),
  ]),
  newYork(
    'okay so quick brain dump: send the Portuguese quote to Hana by noon, hire a second reviewer, and renew the ATA membership on 12/1',
    [
      task('Send the Portuguese quote to Hana', n('11-11 12:00')),
      task('Hire a second reviewer'),
      task('Renew the ATA membership', n('12-01 12:00')),
    ],
  ),
  london('ugh okay, clean the needle station, order more black ink and text Jade about her touch up on saturday at 11', [
    task('Clean the needle station'),
    task('Order more black ink'),
    task('Text Jade about her touch up', l('11-14 11:00')),
  ]),
  newYork('so, um, the kiln guy comes friday, I need to clear the back room by thursday and buy shelf paper', [
    task('Clear the back room', n('11-12 12:00')),
    task('Buy shelf paper'),
  ]),
  london(
    'voice note sorry for the noise — quote for the Hartley extension roof, chase Dave for the scaffold invoice monday, and book the skip for the 23rd',
    [
      task('Quote for the Hartley extension roof'),
      task('Chase Dave for the scaffold invoice', l('11-16 12:00')),
      task('Book the skip', l('11-23 12:00')),
    ],
  ),
  newYork(
    'mmk so, wash the yoga mats, uh, confirm the airport shuttle for the guests at 2 tomorrow, and post the retreat reel tonight at 7',
    [
      task('Wash the yoga mats'),
      task('Confirm the airport shuttle for the guests', n('11-12 14:00')),
      task('Post the retreat reel', n('11-11 19:00')),
    ],
  ),
  london("like, I've gotta get bread flour, call the bank about the card machine at 11 tomorrow, and um, sort the rota", [
    task('Get bread flour'),
    task('Call the bank about the card machine', l('11-12 11:00')),
    task('Sort the rota'),
  ]),
  newYork('ok so three things: mail the W-9 to Cleveland, call Mr Patel back at 4, and um, buy toner', [
    task('Mail the W-9 to Cleveland'),
    task('Call Mr Patel back', n('11-11 16:00')),
    task('Buy toner'),
  ]),
  london('also need to ring the ribbon lady friday at 2 and drop the Fairweather flowers off at 9 on saturday', [
    task('Ring the ribbon lady', l('11-13 14:00')),
    task('Drop the Fairweather flowers off', l('11-14 09:00')),
  ]),
  newYork('so yeah um pick up the brake pads for the Civic at 8 tomorrow and text Maria the invoice', [
    task('Pick up the brake pads for the Civic', n('11-12 08:00')),
    task('Text Maria the invoice'),
  ]),
  london('okay okay, send the German translation back by thursday at 5, invoice Lumen Legal, and book my train to Leeds for the 2nd', [
    task('Send the German translation back', l('11-12 17:00')),
    task('Invoice Lumen Legal'),
    task('Book my train to Leeds', l('12-02 12:00')),
  ]),
  newYork('hmm ok so tomorrow at 10 I have to call the Hendersons, and tonight I need to scan the receipts at 9', [
    task('Call the Hendersons', n('11-12 10:00')),
    task('Scan the receipts', n('11-11 21:00')),
  ]),
  london('err so cake order for Mrs Doyle for saturday, then need to get candles and ring the printers at 4', [
    task('Cake order for Mrs Doyle', l('11-14 12:00')),
    task('Get candles'),
    task('Ring the printers', l('11-11 16:00')),
  ]),
  newYork('lol so much today. grab coffee beans, email the podcast host about ads by 1pm, and refund the Nguyen deposit', [
    task('Grab coffee beans'),
    task('Email the podcast host about ads', n('11-11 13:00')),
    task('Refund the Nguyen deposit'),
  ]),
];

export const HELD_OUT_THIRTYFIRST_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTYFIRST_ASK,
  recurring: THIRTYFIRST_RECURRING,
  snooze: THIRTYFIRST_SNOOZE,
  correction: THIRTYFIRST_CORRECTION,
  rename: THIRTYFIRST_RENAME,
  remove: THIRTYFIRST_REMOVE,
  complete: THIRTYFIRST_COMPLETE,
  answer: THIRTYFIRST_ANSWER,
  bare: THIRTYFIRST_BARE,
  ramble: THIRTYFIRST_RAMBLE,
  greeting: THIRTYFIRST_GREETING,
  thanks: THIRTYFIRST_THANKS,
  feeling: THIRTYFIRST_FEELING,
  question: THIRTYFIRST_QUESTION,
  statement: THIRTYFIRST_STATEMENT,
  decision: THIRTYFIRST_DECISION,
  dilemma: THIRTYFIRST_DILEMMA,
  recall: THIRTYFIRST_RECALL,
  prioritise: THIRTYFIRST_PRIORITISE,
  agenda: THIRTYFIRST_AGENDA,
  freeTime: THIRTYFIRST_FREE_TIME,
  unclear: THIRTYFIRST_UNCLEAR,
};

export const HELD_OUT_THIRTYFIRST: HeldOutItem[] = Object.values(HELD_OUT_THIRTYFIRST_KINDS).flat();
