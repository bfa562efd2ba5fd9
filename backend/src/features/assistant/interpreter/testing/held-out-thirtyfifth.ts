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
  THIRTYFIFTH_AGENDA,
  THIRTYFIFTH_BARE,
  THIRTYFIFTH_DECISION,
  THIRTYFIFTH_DILEMMA,
  THIRTYFIFTH_FEELING,
  THIRTYFIFTH_FREE_TIME,
  THIRTYFIFTH_GREETING,
  THIRTYFIFTH_PRIORITISE,
  THIRTYFIFTH_QUESTION,
  THIRTYFIFTH_RECALL,
  THIRTYFIFTH_STATEMENT,
  THIRTYFIFTH_THANKS,
  THIRTYFIFTH_UNCLEAR,
} from './held-out-thirtyfifth-b';

/**
 * The thirty-fifth held-out set: people running a wedding photography studio, a bike repair van,
 * a two-person SaaS for dental clinics, a bakery with a market stall, a translator working from
 * Lisbon (English her second language), a personal trainer, a letting agency, a vintage shop on
 * Etsy, a kids' coding club, a mobile vet, a marketing freelancer and a coffee roaster. Weighted
 * towards decisions thought through, writers whose first language is not English, American
 * wording, and corrections and renames of the task in view.
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
  listed: [
    'Book gas engineer for 22 Albion Rd',
    'Inventory check at Carlton House',
    'Chase the Adeyemi deposit',
    'Renew the landlord licence',
  ],
};
const LISTED_N = { listed: ['Cold brew batch', 'Clean the chaff collector', 'Email the cupping list to the cafes'] };
const askBack: Intent = { kind: 'ask', text: '', options: [] };

export const THIRTYFIFTH_ASK: HeldOutItem[] = [
  london('remind me to send the Harper wedding sneak peeks tmrw at 9', task('send the Harper wedding sneak peeks', l('11-12 09:00'))),
  london(
    'please to remind me send invoice to the agency in Porto tomorrow at 10h',
    task('send invoice to the agency in Porto', l('11-12 10:00')),
  ),
  london('remember me to renew the Trados licence on friday', task('renew the Trados licence', l('11-13'))),
  london(
    'i must order brake pads and chains from supplier thursday morning',
    task('order brake pads and chains from supplier', l('11-12 09:00')),
    task('order brake pads and chains from supplier', l('11-12 08:00')),
  ),
  london('book gas engineer for 22 Albion Rd by the 27th', task('book gas engineer for 22 Albion Rd', l('11-27'))),
  london('URGENT chase the Adeyemi deposit today before 5', task('chase the Adeyemi deposit', l('11-11 17:00'), { important: true })),
  london('tomorrow half 8 drop the sourdough order at the deli', task('drop the sourdough order at the deli', l('11-12 08:30'))),
  london('remind me in 20 min to take the croissants out', task('take the croissants out', inMinutes(20))),
  london(
    'coding club: email the parents about the showcase by fri',
    task('email the parents about the showcase', l('11-13')),
    task('coding club: email the parents about the showcase', l('11-13')),
  ),
  london(
    'DBS renewal for me and Rhys before 1st december',
    task('DBS renewal for me and Rhys', l('12-01')),
    task('DBS renewal for me and Rhys', l('11-30')),
  ),
  london('monday 10.30 inventory check at flat 3 Carlton House', task('inventory check at flat 3 Carlton House', l('11-16 10:30'))),
  london('in 2 hours remind me to call the bride back', task('call the bride back', inMinutes(120))),
  london('tmrw 7am pick up flour from Shipton', task('pick up flour from Shipton', l('11-12 07:00'))),
  london(
    'I need you remind me to send glossary to Mr Costa monday morning',
    task('send glossary to Mr Costa', l('11-16 09:00')),
    task('send glossary to Mr Costa', l('11-16 08:00')),
  ),
  london('fill the christmas market application by 4/12', task('fill the christmas market application', l('12-04'))),
  london(
    'at quarter to 5 ring the landlord at Hythe Rd about the boiler',
    task('ring the landlord at Hythe Rd about the boiler', l('11-11 16:45')),
  ),
  london(
    'next friday collect the album proofs from the lab',
    task('collect the album proofs from the lab', l('11-13')),
    task('collect the album proofs from the lab', l('11-20')),
  ),
  london(
    'important!! back up the Whitfield raw files tonight at 10',
    task('back up the Whitfield raw files', l('11-11 22:00'), { important: true }),
  ),
  london('wheel truing for the courier guy sat 9am', task('wheel truing for the courier guy', l('11-14 09:00'))),
  london('the 3rd of december at 2pm venue walkthrough at Hedingham', task('venue walkthrough at Hedingham', l('12-03 14:00'))),
  london(
    'in 3 days chase the Whitfields for the signed contract',
    task('chase the Whitfields for the signed contract', l('11-14')),
    task('chase the Whitfields for the signed contract', l('11-14 15:00')),
  ),
  london('tomorrow evening at 7 prep the scratch worksheets', task('prep the scratch worksheets', l('11-12 19:00'))),
  london(
    'I have to deliver the certified translation to the notary until friday 12h',
    task('deliver the certified translation to the notary', l('11-13 12:00')),
  ),
  london(
    'by end of next week renew the van insurance',
    task('renew the van insurance', l('11-20')),
    task('renew the van insurance', l('11-20 17:00')),
  ),
  london(
    'tomorrow at 9h30 I have call with the agency from Madrid, remind me 15 min before',
    task('call with the agency from Madrid', l('11-12 09:15')),
    task('call with the agency from Madrid', l('11-12 09:30')),
  ),
  london('the day after tomorrow collect the bike from the Harrow customer', task('collect the bike from the Harrow customer', l('11-13'))),
  newYork('remind me to push the HIPAA doc to Dr Alvarez tmrw 11am', task('push the HIPAA doc to Dr Alvarez', n('11-12 11:00'))),
  newYork('demo w/ Bright Smile Dental thursday 2pm', task('demo w/ Bright Smile Dental', n('11-12 14:00'))),
  newYork('ship the 3 Wrangler orders by 4', task('ship the 3 Wrangler orders', n('11-11 16:00'))),
  newYork('relist the 70s prairie dress on etsy saturday', task('relist the 70s prairie dress on etsy', n('11-14'))),
  newYork('vaccine boosters for the Goldbergs cats 11/19 at 3:30', task('vaccine boosters for the Goldbergs cats', n('11-19 15:30'))),
  newYork(
    'remind me at noon to order more vaccines from the distributor',
    task('order more vaccines from the distributor', n('11-11 12:00')),
  ),
  newYork('please remind me tomorrow 6 am to send the workout plan for Carla', task('send the workout plan for Carla', n('11-12 06:00'))),
  newYork(
    'remind me friday 8am to be at the roastery for green coffee delivery',
    task('be at the roastery for green coffee delivery', n('11-13 08:00')),
  ),
  newYork(
    'send the Q4 content calendar to Jenna by EOD',
    task('send the Q4 content calendar to Jenna', n('11-11 17:00')),
    task('send the Q4 content calendar to Jenna', n('11-11 18:00')),
  ),
  newYork('in 90 minutes call the Kims back about their dog', task('call the Kims back about their dog', inMinutes(90))),
  newYork('monday 11/23 email the cupping list to the cafes', task('email the cupping list to the cafes', n('11-23'))),
  newYork(
    'asap invoice Holloway & Co for october',
    task('invoice Holloway & Co for october'),
    task('invoice Holloway & Co for october', null, { important: true }),
  ),
  newYork('dec 1st renew my NASM cert', task('renew my NASM cert', n('12-01'))),
  newYork('at 2:15 today get the roaster chaff collector cleaned', task('get the roaster chaff collector cleaned', n('11-11 14:15'))),
  newYork(
    'tomorrow I have to call the landlord of the roastery for the lease, at 3 pm',
    task('call the landlord of the roastery for the lease', n('11-12 15:00')),
  ),
  newYork(
    'two weeks from today follow up w/ the Meridian Dental trial',
    task('follow up w/ the Meridian Dental trial', n('11-25')),
    task('follow up w/ the Meridian Dental trial', n('11-25 10:00')),
  ),
  newYork(
    'photograph the new haul on sunday morning',
    task('photograph the new haul', n('11-15 09:00')),
    task('photograph the new haul', n('11-15 08:00')),
  ),
  newYork(
    'IMPORTANT: renew the DEA registration before the 20th',
    task('renew the DEA registration', n('11-20'), { important: true }),
    task('renew the DEA registration', n('11-19'), { important: true }),
  ),
  newYork('remind me to text Carla her macros tonight at 9', task('text Carla her macros', n('11-11 21:00'))),
  newYork(
    'thanksgiving morning post the holiday blend preorder',
    task('post the holiday blend preorder', n('11-26 09:00')),
    task('post the holiday blend preorder', n('11-26 08:00')),
  ),
];

export const THIRTYFIFTH_RECURRING: HeldOutItem[] = [
  london(
    'every saturday at 6am load the van for the market',
    task('load the van for the market', l('11-14 06:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every friday to send invoices to the agencies',
    task('send invoices to the agencies', l('11-13'), { repeat: every('week') }),
  ),
  london('each month on the 5th pay the studio rent', task('pay the studio rent', l('12-05'), { repeat: every('month') })),
  london(
    'every tuesday 4pm coding club setup at the library',
    task('coding club setup at the library', l('11-17 16:00'), { repeat: every('week') }),
  ),
  london(
    'every day at 8 in the morning check email from agencies please',
    task('check email from agencies', l('11-12 08:00'), { repeat: every('day') }),
  ),
  london('every other monday order flour', task('order flour', l('11-16'), { repeat: every('week', 2) })),
  london('every weekday at 9 check the lettings inbox', task('check the lettings inbox', l('11-12 09:00'), { repeat: every('weekday') })),
  london(
    'yearly on 2 february renew the landlord licence',
    task('renew the landlord licence', l('2027-02-02 12:00'), { repeat: every('year') }),
  ),
  london('every night at 9 back up the memory cards', task('back up the memory cards', l('11-11 21:00'), { repeat: every('day') })),
  london(
    'on the 1st of each month send the rent statements to landlords',
    task('send the rent statements to landlords', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'remember me each sunday at 6pm to plan the week of translations',
    task('plan the week of translations', l('11-15 18:00'), { repeat: every('week') }),
  ),
  london('every other wednesday at 10 one-to-one with Rhys', task('one-to-one with Rhys', l('11-18 10:00'), { repeat: every('week', 2) })),
  newYork(
    'every monday 7am weigh-in with my online clients',
    task('weigh-in with my online clients', n('11-16 07:00'), { repeat: every('week') }),
  ),
  newYork('every weekday at 5pm check the etsy messages', task('check the etsy messages', n('11-11 17:00'), { repeat: every('weekday') })),
  newYork('daily at 6:30am cold brew batch', task('cold brew batch', n('11-12 06:30'), { repeat: every('day') })),
  newYork('every 2 weeks on friday payroll for Min-jun', task('payroll for Min-jun', n('11-13'), { repeat: every('week', 2) })),
  newYork(
    'every wednesday at 11 standup with Marcus about the roadmap',
    task('standup with Marcus about the roadmap', n('11-11 11:00'), { repeat: every('week') }),
  ),
  newYork('on the 15th every month send the retainer invoices', task('send the retainer invoices', n('11-15'), { repeat: every('month') })),
  newYork('every thursday at 8pm restock the vet truck', task('restock the vet truck', n('11-12 20:00'), { repeat: every('week') })),
  newYork(
    'remind me every morning 6am to drink water and stretch lol',
    task('drink water and stretch', n('11-12 06:00'), { repeat: every('day') }),
  ),
  newYork('every year on jan 31 file the 1099s', task('file the 1099s', n('2027-01-31 12:00'), { repeat: every('year') })),
  newYork(
    'weekly on sunday at 7pm schedule the linkedin posts for clients',
    task('schedule the linkedin posts for clients', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'every 3 months from dec 1 descale the espresso machine',
    task('descale the espresso machine', n('12-01'), { repeat: every('month', 3) }),
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

export const THIRTYFIFTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Send the Harper sneak peeks', OVERDUE_L), london('editing, give me an hour', snoozeFor(60))),
  within(reminded('Order brake pads', OVERDUE_L), london('i am with client now, remind me after 30 minutes', snoozeFor(30))),
  within(reminded('Chase the Adeyemi deposit', OVERDUE_L), london('not yet', snoozeFor(60), NO_CHANGE)),
  within(reminded('Renew the Trados licence', OVERDUE_L), london('tomorrow', ...toDayL('11-12'))),
  within(reminded('Book gas engineer for 22 Albion Rd', OVERDUE_L), london('ugh push it', snoozeFor(60), askBack, unclear)),
  within(
    reminded('Email the parents about the showcase', OVERDUE_L),
    london('after school run pls, so like 4', snoozeUntil(l('11-11 16:00'))),
  ),
  within(reminded('Take the croissants out', OVERDUE_L), london('5 more min', snoozeFor(5))),
  within(reminded('Call the bride back', OVERDUE_L), london("she's in work till 6, remind me then", snoozeUntil(l('11-11 18:00')))),
  within(
    reminded('Inventory check at Carlton House', OVERDUE_L),
    london('push it to monday morning', snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16 08:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(reminded('Send glossary to Mr Costa', OVERDUE_L), london('please remind me again in one hour and half', snoozeFor(90))),
  within(reminded('Prep the scratch worksheets', OVERDUE_L), london('leave it for tonight, 8ish', snoozeUntil(l('11-11 20:00')))),
  within(reminded('Fill the christmas market application', OVERDUE_L), london('snooze till the weekend', ...toDayL('11-14'))),
  within(reminded('Ring the landlord at Hythe Rd', OVERDUE_L), london('snooze 2hrs', snoozeFor(120))),
  within(reminded('Wheel truing for the courier guy', OVERDUE_L), london('later pls', snoozeFor(60), askBack, unclear)),
  within(reminded('Push the HIPAA doc to Dr Alvarez', OVERDUE_N), newYork('in a call, 45 min', snoozeFor(45))),
  within(
    reminded('Ship the Wrangler orders', OVERDUE_N),
    newYork('post office closes at 5, remind me at 3:30', snoozeUntil(n('11-11 15:30'))),
  ),
  within(
    reminded('Send the workout plan for Carla', OVERDUE_N),
    newYork('now I am training, send me again at 1pm please', snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('Order more vaccines from the distributor', OVERDUE_N),
    newYork('snooze til tmrw 8am', snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(
    reminded('Send the Q4 content calendar to Jenna', OVERDUE_N),
    newYork('bump it to after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('Email the cupping list to the cafes', OVERDUE_N), newYork('next week', ...toDayN('11-16'))),
  within(reminded('Invoice Holloway & Co', OVERDUE_N), newYork('hit me up again in 2 hrs', snoozeFor(120))),
  within(reminded('Clean the chaff collector', OVERDUE_N), newYork('roasting now. 20 minutes', snoozeFor(20))),
  within(reminded('Follow up with Meridian Dental', OVERDUE_N), newYork('remind me friday', ...toDayN('11-13'))),
  within(reminded('Photograph the new haul', OVERDUE_N), newYork('snooze for 3 days', snoozeFor(4320), move(ctx, '2026-11-14', null))),
  within(reminded('Call the Kims back', OVERDUE_N), newYork('on a house call rn, try me at 12:30', snoozeUntil(n('11-11 12:30')))),
  within(reminded('Renew the DEA registration', OVERDUE_N), newYork('snooze one hour', snoozeFor(60))),
  within(reminded('Post the reel for Jenna', OVERDUE_N), newYork('ugh not today, thursday', ...toDayN('11-12'))),
  within(
    reminded('Text the tenant at no 5', OVERDUE_L),
    london('tomorrow 9 please, he is working nights', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
];

export const THIRTYFIFTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Send the Harper wedding sneak peeks', l('11-12 09:00')), london('no wait 10', move(ctx, null, '10:00'))),
  within(talkedOf('Renew the Trados licence', l('11-13 12:00')), london('sorry, is thursday not friday', move(ctx, '2026-11-12', null))),
  within(talkedOf('Inventory check at flat 3 Carlton House', l('11-16 10:30')), london('make it 11:15', move(ctx, null, '11:15'))),
  within(talkedOf('Pick up flour from Shipton', l('11-12 07:00')), london('actually 6:30, they open early', move(ctx, null, '06:30'))),
  within(talkedOf('Call the bride back', inMinutes(120)), london('make it 5:30 instead', move(ctx, null, '17:30'))),
  within(
    talkedOf('Venue walkthrough at Hedingham', l('12-03 14:00')),
    london('oh no its the 4th not the 3rd', move(ctx, '2026-12-04', null)),
  ),
  within(talkedOf('Email the parents about the showcase', l('11-13 12:00')), london('actually thursday', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Deliver the certified translation to the notary', l('11-13 12:00')),
    london('I write wrong, the notary is monday 12h', move(ctx, '2026-11-16', '12:00'), move(ctx, '2026-11-16', null)),
  ),
  within(talkedOf('Wheel truing for the courier guy', l('11-14 09:00')), london('not 9, is 8 in the morning', move(ctx, null, '08:00'))),
  within(talkedOf('Prep the scratch worksheets', l('11-12 19:00')), london('hmm earlier, 5pm', move(ctx, null, '17:00'))),
  london(
    'move the Albion Rd gas engineer to tuesday',
    move(words('Albion Rd'), '2026-11-17', null),
    move(words('gas engineer'), '2026-11-17', null),
  ),
  london(
    'push the Whitfield chase to next thursday',
    move(words('Whitfield'), '2026-11-19', null),
    move(words('Whitfield'), '2026-11-12', null),
  ),
  within(talkedOf('Back up the Whitfield raw files', l('11-11 22:00')), london('make it 11 pm, gym first', move(ctx, null, '23:00'))),
  within(
    talkedOf('Ring the landlord at Hythe Rd about the boiler', l('11-11 16:45')),
    london('can u change to tomorrow same time', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '16:45')),
  ),
  within(
    talkedOf('Send glossary to Mr Costa', l('11-16 09:00')),
    london('no no, tuesday. monday he is travelling', move(ctx, '2026-11-17', null)),
  ),
  within(talkedOf('Drop the sourdough order at the deli', l('11-12 08:30')), london('half 9 not half 8 sorry', move(ctx, null, '09:30'))),
  within(
    talkedOf('Collect the album proofs from the lab', l('11-20 12:00')),
    london('scratch that, this friday', move(ctx, '2026-11-13', null)),
  ),
  within(
    talkedOf('Call with the agency from Madrid', l('11-12 09:15')),
    london('sorry, the call is at 10h30, not 9h30', move(ctx, null, '10:15'), move(ctx, null, '10:30')),
  ),
  within(
    talkedOf('Renew the van insurance', l('11-20 12:00')),
    london('it expire on 18th, so put it on 17th please', move(ctx, '2026-11-17', null)),
  ),
  within(talkedOf('Demo w/ Bright Smile Dental', n('11-12 14:00')), newYork('make it 2:30', move(ctx, null, '14:30'))),
  within(talkedOf('Push the HIPAA doc to Dr Alvarez', n('11-12 11:00')), newYork('actually EOD is fine, 5pm', move(ctx, null, '17:00'))),
  within(talkedOf('Ship the 3 Wrangler orders', n('11-11 16:00')), newYork('oops 3 not 4', move(ctx, null, '15:00'))),
  within(
    talkedOf('Vaccine boosters for the Goldbergs cats', n('11-19 15:30')),
    newYork('they asked to do the 18th instead', move(ctx, '2026-11-18', null)),
  ),
  within(talkedOf('Send the workout plan for Carla', n('11-12 06:00')), newYork('sorry I mean 6 pm not am', move(ctx, null, '18:00'))),
  within(
    talkedOf('Be at the roastery for green coffee delivery', n('11-13 08:00')),
    newYork('the truck change to saturday, same hour', move(ctx, '2026-11-14', null), move(ctx, '2026-11-14', '08:00')),
  ),
  newYork('move the Meridian follow up to 12/1', move(words('Meridian'), '2026-12-01', null)),
  newYork('can you reschedule the Goldberg vaccines to friday 10am', move(words('Goldberg'), '2026-11-13', '10:00')),
  within(talkedOf('Renew my NASM cert', n('12-01 12:00')), newYork('wait its due nov 30, do it the 28th', move(ctx, '2026-11-28', null))),
  within(
    talkedOf('Call the landlord of the roastery for the lease', n('11-12 15:00')),
    newYork('no, morning is better. 10', move(ctx, null, '10:00')),
  ),
  within(
    talkedOf('Email the cupping list to the cafes', n('11-23 12:00')),
    newYork('bring it forward to this friday', move(ctx, '2026-11-13', null)),
  ),
  within(
    talkedOf('Get the roaster chaff collector cleaned', n('11-11 14:15')),
    newYork('change to quarter to 3', move(ctx, null, '14:45')),
  ),
  newYork('push the Rosie post-op check to monday at 9', move(words('Rosie'), '2026-11-16', '09:00')),
  within(talkedOf('Photograph the new haul', n('11-15 09:00')), newYork('noon works better', move(ctx, null, '12:00'))),
  within(
    talkedOf('Follow up w/ the Meridian Dental trial', n('11-25 12:00')),
    newYork('no, the 24th, they close for thanksgiving', move(ctx, '2026-11-24', null)),
  ),
  within(talkedOf('Text Carla her macros', n('11-11 21:00')), newYork('make it 8:45 instead', move(ctx, null, '20:45'))),
];

export const THIRTYFIFTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Send the Harper wedding sneak peeks'),
    london("rename it 'Harper sneak peeks + slideshow'", rename(ctx, 'Harper sneak peeks + slideshow')),
  ),
  within(
    talkedOf('Order brake pads and chains from supplier'),
    london('change name to order brake pads and chains from Madison', rename(ctx, 'order brake pads and chains from Madison')),
  ),
  within(
    talkedOf('Send invoice to the agency in Porto'),
    london('please put the name "Invoice Traduz Porto october"', rename(ctx, 'Invoice Traduz Porto october')),
  ),
  within(talkedOf('Chase the Adeyami deposit'), london('spelling: Adeyemi, not Adeyami', rename(ctx, 'Chase the Adeyemi deposit'))),
  london('rename the DBS one to DBS renewal for Rhys only', rename(words('DBS'), 'DBS renewal for Rhys only')),
  london("call the croissant task 'laminate the croissant dough'", rename(words('croissant'), 'laminate the croissant dough')),
  within(
    talkedOf('Inventory check'),
    london('add the address to it: inventory check 3 Carlton House', rename(ctx, 'inventory check 3 Carlton House')),
  ),
  within(
    talkedOf('Wheel truing for the courier guy'),
    london("title should be 'wheel truing + new spokes for Kwame'", rename(ctx, 'wheel truing + new spokes for Kwame')),
  ),
  within(
    talkedOf('Send glosary to Mr Costa'),
    london('I write glossary wrong, please correct it', rename(ctx, 'Send glossary to Mr Costa')),
  ),
  london(
    'rename "fill the christmas market application" to "xmas market form"',
    rename(words('fill the christmas market application'), 'xmas market form'),
  ),
  within(
    talkedOf('Prep the scratch worksheets'),
    london('change it to prep the python worksheets, we moved on from scratch', rename(ctx, 'prep the python worksheets')),
  ),
  london('the hedingham one should be called final venue walkthrough', rename(words('hedingham'), 'final venue walkthrough')),
  within(
    talkedOf('Deliver the certified translation to the notary'),
    london('name it: certified translation birth certificate - notary', rename(ctx, 'certified translation birth certificate - notary')),
  ),
  london(
    'the van insurance task, rename it renew van insurance with Aviva',
    rename(words('van insurance'), 'renew van insurance with Aviva'),
  ),
  within(
    talkedOf('Push the HIPAA doc to Dr Alvarez'),
    newYork("retitle to 'send BAA + HIPAA doc to Dr Alvarez'", rename(ctx, 'send BAA + HIPAA doc to Dr Alvarez')),
  ),
  within(
    talkedOf('Demo w/ Bright Smile Dental'),
    newYork('rename that one Bright Smile demo (Dr Nguyen)', rename(ctx, 'Bright Smile demo (Dr Nguyen)')),
  ),
  newYork(
    'change the prairie dress task to relist prairie dress + lower price to $68',
    rename(words('prairie dress'), 'relist prairie dress + lower price to $68'),
  ),
  within(
    talkedOf('Vaccine boosters for the Goldbergs cats'),
    newYork("it's the Goldsteins not the Goldbergs, fix the name", rename(ctx, 'Vaccine boosters for the Goldsteins cats')),
  ),
  within(
    talkedOf('Send the workout plan for Carla'),
    newYork('change to "workout plan + meal plan for Carla"', rename(ctx, 'workout plan + meal plan for Carla')),
  ),
  newYork(
    "rename 'cold brew batch' to 'cold brew batch + oat milk order'",
    rename(words('cold brew batch'), 'cold brew batch + oat milk order'),
  ),
  within(
    talkedOf('Send the Q4 content calendar to Jenna'),
    newYork("call it 'Q4 calendar for Jenna (Lumen Skincare)'", rename(ctx, 'Q4 calendar for Jenna (Lumen Skincare)')),
  ),
  newYork(
    'the Kims task - rename it to call the Kims re: Mochi blood results',
    rename(words('Kims'), 'call the Kims re: Mochi blood results'),
  ),
  within(
    talkedOf('Invoice Holloway & Co for october'),
    newYork('make the title invoice Holloway for oct + nov', rename(ctx, 'invoice Holloway for oct + nov')),
  ),
  within(talkedOf('Photograph the new haul'), newYork('rename to shoot the flannel haul', rename(ctx, 'shoot the flannel haul'))),
  newYork(
    'can u rename the meridian one "Meridian Dental: convert trial to paid"',
    rename(words('meridian'), 'Meridian Dental: convert trial to paid'),
  ),
  within(
    talkedOf('Be at the roastery for green coffee delivery'),
    newYork('please change name, is "receive green coffee from Caravela"', rename(ctx, 'receive green coffee from Caravela')),
  ),
  within(talkedOf('Standup with Marcus about the roadmap'), newYork('rename to weekly sync w Marcus', rename(ctx, 'weekly sync w Marcus'))),
];

export const THIRTYFIFTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Send the Harper wedding sneak peeks'), london('delete that, Mia already sent them', remove(ctx))),
  london('cancel the Whitfield chase, they signed this morning', remove(words('Whitfield')), done(words('Whitfield'))),
  london('remove the flour order, Shipton are delivering themselves', remove(words('flour'))),
  within(LISTED_L, london('delete number 3', remove(num(3)))),
  london('please erase the task of Trados, I cancel the subscription', remove(words('Trados'))),
  within(talkedOf('Prep the python worksheets'), london('no need anymore, remove', remove(ctx))),
  london('take the christmas market off my list, we didnt get a pitch', remove(words('christmas market'))),
  within(LISTED_L, london('bin 1 and 4', [remove(num(1)), remove(num(4))])),
  london('get rid of the wheel truing one, he cancelled', remove(words('wheel truing'))),
  within(talkedOf('Back up the Whitfield raw files'), london('scrap it, the NAS does it automatically now', remove(ctx))),
  newYork('delete the prairie dress task, it sold at the flea market', remove(words('prairie dress'))),
  newYork('cancel the Bright Smile demo reminder, they ghosted us', remove(words('Bright Smile'))),
  within(talkedOf('Vaccine boosters for the Goldsteins cats'), newYork('remove it pls', remove(ctx))),
  newYork('nix the cold brew task', remove(words('cold brew'))),
  within(
    { listed: ['Send the workout plan for Carla', 'Renew my NASM cert', 'Book the park permit'] },
    newYork('delete the 2nd', remove(num(2))),
  ),
  newYork('take "invoice Holloway" off, they paid upfront', remove(words('invoice Holloway'))),
  within(talkedOf('Follow up w/ the Meridian Dental trial'), newYork('kill that one, they churned', remove(ctx))),
  newYork('please you can delete the reminder of the landlord, he called me already', remove(words('landlord'))),
  newYork('drop the DEA one, my partner vet renewed it for both of us', remove(words('DEA'))),
  within(talkedOf('Photograph the new haul'), newYork('forget it entirely', remove(ctx))),
  london("remove the DBS renewal, council says it's valid till 2028", remove(words('DBS'))),
  newYork('ditch the 1099 reminder, accountant handles it now', remove(words('1099'))),
];

export const THIRTYFIFTH_DONE: HeldOutItem[] = [
  within(reminded('Send the Harper sneak peeks', OVERDUE_L), london('sent!', done(ctx))),
  within(reminded('Order brake pads', OVERDUE_L), london('is done, i ordered this morning', done(ctx))),
  within(reminded('Chase the Adeyemi deposit', OVERDUE_L), london('✔️ paid in full', done(ctx))),
  within(reminded('Renew the Trados licence', OVERDUE_L), london('I did it yesterday already', done(ctx))),
  within(LISTED_L, london('2 done', done(num(2)))),
  london('finished the python worksheets 🎉', done(words('python worksheets'))),
  within(reminded('Take the croissants out', OVERDUE_L), london('out and cooling 🥐', done(ctx))),
  within(reminded('Call the bride back', OVERDUE_L), london('spoke to her, all sorted', done(ctx))),
  within(reminded('Call the florist', OVERDUE_L), london('done the invoice one, not this', done(words('invoice')))),
  within(talkedOf('Inventory check 3 Carlton House'), london('inventory done, tenant moved in', done(ctx), done(words('inventory')))),
  within(reminded('Email the parents about the showcase', OVERDUE_L), london('yep', done(ctx))),
  within(reminded('Back up the memory cards', OVERDUE_L), london('done x', done(ctx))),
  within(reminded('Push the HIPAA doc to Dr Alvarez', OVERDUE_N), newYork('shipped it', done(ctx))),
  within(reminded('Ship the Wrangler orders', OVERDUE_N), newYork('all 3 out the door 📦', done(ctx))),
  within(reminded('Send the workout plan for Carla', OVERDUE_N), newYork('I already sent for her', done(ctx))),
  newYork('the Goldstein boosters are done', done(words('Goldstein boosters')), done(words('Goldstein'))),
  within(LISTED_N, newYork('finished #1 and #2', [done(num(1)), done(num(2))])),
  within(reminded('Invoice Holloway & Co', OVERDUE_N), newYork('invoiced ✅', done(ctx))),
  within(reminded('Check the etsy messages', OVERDUE_N), newYork('yup did it', done(ctx))),
  within(talkedOf('Call the Kims back about their dog'), newYork('called the Kims, Mochi is fine', done(ctx), done(words('Kims')))),
  within(reminded('Cold brew batch', OVERDUE_N), newYork('is ready, done', done(ctx))),
  newYork('mark the LinkedIn posts for Jenna as done', done(words('LinkedIn posts'))),
  within(reminded('Weigh-in with my online clients', OVERDUE_N), newYork('Completed', done(ctx))),
  within(reminded('Restock the vet truck', OVERDUE_N), newYork('restocked last night actually', done(ctx))),
  within(LISTED_N, newYork('the last one is done', done(num(3)))),
];

const WHICH_CALL = { pending: { about: 'which_task' as const, options: ['Call the bride back', 'Call the lab about the album'] } };
const WHICH_INVOICE = {
  pending: { about: 'which_task' as const, options: ['Invoice Traduz Porto', 'Invoice Lingua Lisboa', 'Invoice the notary office'] },
};
const WHICH_KIMS = { pending: { about: 'which_task' as const, options: ['Call the Kims back', 'Call the Goldsteins back'] } };
const SHOOTER = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire a second shooter full time or keep using freelancers?',
    options: ['Hire a second shooter full time', 'Keep using freelancers'],
  },
};
const ROASTER = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Buy the 15kg roaster or keep renting roaster time?',
    options: ['Buy the 15kg roaster', 'Keep renting roaster time'],
  },
};
const PRICING = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Raise the price to $149 or add a $79 tier?',
    options: ['Raise to $149', 'Add a $79 tier'],
  },
};
const MATTERS = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Raise the price or add a cheaper tier?',
    options: ['Raise the price', 'Add a cheaper tier'],
  },
};
const OPTIONS = { pending: { about: 'dilemma_options' as const, question: 'Should I open a second coding club?' } };
const STUCK = { pending: { about: 'stuck' as const, task: 'Write the Harper album intro' } };
const REVIEW_L = { pending: { about: 'review' as const, decision: 'Switched the market stall to card only' } };
const REVIEW_N = { pending: { about: 'review' as const, decision: 'Stopped offering free consults' } };
const KEEP = { pending: { about: 'keep' as const, text: 'Saying no to rush jobs gave me my weekends back' } };
const SLOT = { pending: { about: 'other' as const, question: 'Which slot for the Meridian call?', options: ['10am', '2pm'] } };
const MOVE_REST = { pending: { about: 'other' as const, question: 'Want me to move the rest of today to tomorrow?', options: [] } };

export const THIRTYFIFTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('the bride', answer(1))),
  within(WHICH_CALL, london('second', answer(2))),
  within(WHICH_CALL, london('the lab one pls', answer(2))),
  within(WHICH_INVOICE, london('is the Lisboa one', answer(2))),
  within(WHICH_INVOICE, london('3', answer(3))),
  within(WHICH_INVOICE, london('first one, for Porto', answer(1))),
  within(SHOOTER, london('keep the freelancers', answer(2))),
  within(SHOOTER, london('hire, I think. option 1', answer(1))),
  within(SHOOTER, london('not decided yet, ask me after the weekend', answer(null))),
  within(SHOOTER, london('neither really, I want to wait until spring', answer(null))),
  within(ROASTER, newYork('buy it', answer(1))),
  within(ROASTER, newYork('I think second, keep renting. more safe for now', answer(2))),
  within(PRICING, newYork('the cheaper tier', answer(2))),
  within(MATTERS, newYork('mostly not losing the small practices. churn scares me', answer(null))),
  within(OPTIONS, london('either a saturday club in Walthamstow or online sessions', answer(null))),
  within(STUCK, london("don't know how to start, she wanted it personal", answer(null))),
  within(STUCK, london('I keep waiting for the couple to send their story', answer(null))),
  within(REVIEW_L, london('good call, queue moves faster and no cash float to count', answer(null))),
  within(REVIEW_N, newYork('meh, mixed. fewer leads but better ones', answer(null))),
  within(KEEP, london('yes keep it', answer(null), note)),
  within(KEEP, newYork('nope', answer(null))),
  within(SLOT, newYork('2pm works', answer(2))),
  within(SLOT, newYork('the morning one', answer(1))),
  within(MOVE_REST, london('yes please do', answer(null))),
  within(MOVE_REST, newYork('no leave them', answer(null))),
  within(WHICH_KIMS, newYork('goldsteins', answer(2))),
  within(WHICH_KIMS, newYork('the first, the Kims', answer(1))),
];

export const THIRTYFIFTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok so um tomorrow I need to edit the Harper highlights, order the album from the lab and like call Mia about saturday',
    [task('edit the Harper highlights', l('11-12')), task('order the album from the lab'), task('call Mia about saturday')],
    [
      task('edit the Harper highlights', l('11-12')),
      task('order the album from the lab', l('11-12')),
      task('call Mia about saturday', l('11-12')),
    ],
  ),
  london('so, i need do three things: fix puncture for Anna at 4, buy inner tubes, and send invoice to cafe for cargo bike', [
    task('fix puncture for Anna', l('11-11 16:00')),
    task('buy inner tubes'),
    task('send invoice to cafe for cargo bike'),
  ]),
  london(
    'right so um ring the Hythe Rd landlord tomorrow at 10, book the inventory clerk for Carlton House, and uh chase the Adeyemi deposit',
    [
      task('ring the Hythe Rd landlord', l('11-12 10:00')),
      task('book the inventory clerk for Carlton House'),
      task('chase the Adeyemi deposit'),
    ],
  ),
  london('so I need to: 1. send the invoice to Traduz 2. finish the contract translation until friday 3. answer the email of Mrs Ribeiro', [
    task('send the invoice to Traduz'),
    task('finish the contract translation', l('11-13')),
    task('answer the email of Mrs Ribeiro'),
  ]),
  london('tomorrow 6am feed the starter, 2pm hygiene inspection at the unit, and order paper bags', [
    task('feed the starter', l('11-12 06:00')),
    task('hygiene inspection at the unit', l('11-12 14:00')),
    task('order paper bags'),
  ]),
  london(
    'coding club stuff - print the certificates, charge the laptops before tuesday, email Rhys the register',
    [task('print the certificates'), task('charge the laptops', l('11-17')), task('email Rhys the register')],
    [task('print the certificates'), task('charge the laptops', l('11-16')), task('email Rhys the register')],
  ),
  london('ugh ok. renew the landlord licence, book the EPC for Albion Rd on monday and text the tenant at no 5 about the bins', [
    task('renew the landlord licence'),
    task('book the EPC for Albion Rd', l('11-16')),
    task('text the tenant at no 5 about the bins'),
  ]),
  london('so um yeah I gotta pump up the tyres on the van, uh, restock the brake cables and ring Kwame about his wheel', [
    task('pump up the tyres on the van'),
    task('restock the brake cables'),
    task('ring Kwame about his wheel'),
  ]),
  london('remind me tmrw 9am to call the printer and at 11 to send the album proofs to the Harpers', [
    task('call the printer', l('11-12 09:00')),
    task('send the album proofs to the Harpers', l('11-12 11:00')),
  ]),
  london('I must to finish the subtitles of the documentary until monday, and also send the quote for the hotel website tomorrow', [
    task('finish the subtitles of the documentary', l('11-16')),
    task('send the quote for the hotel website', l('11-12')),
  ]),
  london(
    'hiya, ok so um, like, I need to order more rye flour, uh, pay the market pitch fee by friday, and book the van for the christmas fair',
    [task('order more rye flour'), task('pay the market pitch fee', l('11-13')), task('book the van for the christmas fair')],
  ),
  london('2 things: send the Whitfields their gallery link tonight at 8 and remind me tomorrow to chase the album lab', [
    task('send the Whitfields their gallery link', l('11-11 20:00')),
    task('chase the album lab', l('11-12')),
  ]),
  newYork('ok so um onboarding call with Dr Shah at 1, then uh fix the calendar sync bug, and like reply to the Capterra review', [
    task('onboarding call with Dr Shah', n('11-11 13:00')),
    task('fix the calendar sync bug'),
    task('reply to the Capterra review'),
  ]),
  newYork(
    'three things for tomorrow: 7am session with Carla, buy resistance bands, pay the gym rent',
    [task('session with Carla', n('11-12 07:00')), task('buy resistance bands', n('11-12')), task('pay the gym rent', n('11-12'))],
    [task('session with Carla', n('11-12 07:00')), task('buy resistance bands'), task('pay the gym rent')],
  ),
  newYork(
    'need to steam the wool coats, list them on etsy by friday and send the thrift store lady a thank you',
    [task('steam the wool coats'), task('list them on etsy', n('11-13')), task('send the thrift store lady a thank you')],
    [task('steam the wool coats'), task('list the wool coats on etsy', n('11-13')), task('send the thrift store lady a thank you')],
  ),
  newYork(
    'um so tomorrow spay consult at the Riveras 9am, then pick up the xray plates, and call the lab about Mochi bloods',
    [task('spay consult at the Riveras', n('11-12 09:00')), task('pick up the xray plates'), task('call the lab about Mochi bloods')],
    [
      task('spay consult at the Riveras', n('11-12 09:00')),
      task('pick up the xray plates', n('11-12')),
      task('call the lab about Mochi bloods', n('11-12')),
    ],
  ),
  newYork('so yeah, like, send the Lumen deck to Jenna by 3, draft 4 linkedin posts for Holloway and um invoice Lumen for october', [
    task('send the Lumen deck to Jenna', n('11-11 15:00')),
    task('draft 4 linkedin posts for Holloway'),
    task('invoice Lumen for october'),
  ]),
  newYork(
    'before saturday: roast 20kg for the farmers market, print new labels, and fix the grinder',
    [task('roast 20kg for the farmers market', n('11-14')), task('print new labels', n('11-14')), task('fix the grinder', n('11-14'))],
    [task('roast 20kg for the farmers market', n('11-13')), task('print new labels', n('11-13')), task('fix the grinder', n('11-13'))],
    [task('roast 20kg for the farmers market', n('11-14')), task('print new labels'), task('fix the grinder')],
  ),
  newYork(
    'Hello, i need remind: call the green coffee importer tomorrow 11am and pay the electricity of roastery',
    [task('call the green coffee importer', n('11-12 11:00')), task('pay the electricity of roastery')],
    [task('call the green coffee importer', n('11-12 11:00')), task('pay the electricity of roastery', n('11-12 11:00'))],
  ),
  newYork('gotta do 3 things today: post the reel at 6pm, answer the DM from the brand, and um update my rates page', [
    task('post the reel', n('11-11 18:00')),
    task('answer the DM from the brand'),
    task('update my rates page'),
  ]),
  newYork('pls add: renew the business license, order gauze and syringes, book the truck service for 11/24', [
    task('renew the business license'),
    task('order gauze and syringes'),
    task('book the truck service', n('11-24')),
  ]),
  newYork('write the onboarding email sequence, record a loom for the Shah clinic and fix the stripe webhook', [
    task('write the onboarding email sequence'),
    task('record a loom for the Shah clinic'),
    task('fix the stripe webhook'),
  ]),
  newYork(
    'voice memo: ok so uh the Rivera spay is moved?? no wait. ok just: call Mrs Rivera, reorder the rabies vaccine, and uh thats it',
    [task('call Mrs Rivera'), task('reorder the rabies vaccine')],
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_THIRTYFIFTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTYFIFTH_ASK,
  recurring: THIRTYFIFTH_RECURRING,
  snooze: THIRTYFIFTH_SNOOZE,
  correction: THIRTYFIFTH_CORRECTION,
  rename: THIRTYFIFTH_RENAME,
  remove: THIRTYFIFTH_REMOVE,
  done: THIRTYFIFTH_DONE,
  answer: THIRTYFIFTH_ANSWER,
  ramble: THIRTYFIFTH_RAMBLE,
  greeting: THIRTYFIFTH_GREETING,
  thanks: THIRTYFIFTH_THANKS,
  feeling: THIRTYFIFTH_FEELING,
  question: THIRTYFIFTH_QUESTION,
  statement: THIRTYFIFTH_STATEMENT,
  decision: THIRTYFIFTH_DECISION,
  dilemma: THIRTYFIFTH_DILEMMA,
  recall: THIRTYFIFTH_RECALL,
  prioritise: THIRTYFIFTH_PRIORITISE,
  agenda: THIRTYFIFTH_AGENDA,
  free_time: THIRTYFIFTH_FREE_TIME,
  unclear: THIRTYFIFTH_UNCLEAR,
  bare: THIRTYFIFTH_BARE,
};

export const HELD_OUT_THIRTYFIFTH: HeldOutItem[] = Object.values(HELD_OUT_THIRTYFIFTH_KINDS).flat();
