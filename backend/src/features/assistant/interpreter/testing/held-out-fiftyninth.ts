import type { ConversationState } from '../intent';
import {
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
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  FIFTYNINTH_AGENDA,
  FIFTYNINTH_BARE,
  FIFTYNINTH_DECISION,
  FIFTYNINTH_DILEMMA,
  FIFTYNINTH_FEELING,
  FIFTYNINTH_FREE_TIME,
  FIFTYNINTH_GREETING,
  FIFTYNINTH_PRIORITISE,
  FIFTYNINTH_QUESTION,
  FIFTYNINTH_RECALL,
  FIFTYNINTH_STATEMENT,
  FIFTYNINTH_THANKS,
  FIFTYNINTH_UNCLEAR,
} from './held-out-fiftyninth-b';

/**
 * The fifty-ninth held-out set: fourteen founders and creators aged 18 to 26 running small
 * businesses from their phones. In London: a nail tech working from her bedroom, a barber cutting in
 * uni halls, a lash artist, a student reselling sneakers, a crochet seller on Etsy, a DJ booking
 * campus gigs and a student app founder in an accelerator. In New York: a TikTok Shop phone-case
 * seller, a Twitch streamer with sponsors, a YouTube editor for hire, a merch-drop clothing brand, a
 * grad-shoot photographer, a UGC creator juggling brand deals and a custom-cake baker on Instagram.
 * Lower case, slang of their city and age, stretched letters, emoji, run-on lines, and now and then
 * very exact about money and times. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in
 * London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per person who uses them. */
const NAILS_LIST = {
  listed: ['Order gel polish restock', 'Reply to Tasha re Saturday set', 'Clean the UV lamp', 'Post the chrome nails reel'],
};
const CUTS_LIST = { listed: ['Book Jamal fade', 'Buy new clipper guards', 'Post the halls price list', 'Collect cash from Femi'] };
const KICKS_LIST = {
  listed: ['List the Jordan 4s on Vinted', 'Ship the Dunk Lows to Leeds', 'Chase the StockX payout', 'Photograph the Sambas'],
};
const CROCHET_LIST = {
  listed: ['Restock the chunky yarn', 'Ship the frog plushie order', 'Reply to Etsy messages', 'Photograph the new beanies'],
};
const APP_LIST = { listed: ['Send the investor update', 'Fix the onboarding bug', 'Prep demo day slides', 'Book office hours with Sam'] };
const CASES_LIST = {
  listed: ['Reorder the clear magsafe cases', 'Film the unboxing TikTok', 'Ship the 14 pending orders', 'Reply to the affiliate DMs'],
};
const STREAM_LIST = {
  listed: ['Send the GFuel ad read', 'Fix the stream overlay', 'Invoice HyperX for October', 'Schedule the Friday subathon'],
};
const CAKE_LIST = { listed: ['Buy fondant', 'Bake the Ramirez tier cake', 'Confirm the baby shower pickup', 'Post the drip cake reel'] };
const UGC_LIST = { listed: ['Film the Glossier hook', 'Send the Olaplex draft', 'Invoice Native deodorant', 'Update the rate card'] };

export const FIFTYNINTH_ASK: HeldOutItem[] = [
  london('remind me to order more builder gel tmrw mornin like 9 🙏', task('order more builder gel', l('11-12 09:00'))),
  london('jamal fade in block c 7pm tonight put it in bro', task('jamal fade in block c', l('11-11 19:00'))),
  london('lash refill for shanice sat 11am dont let me forget 😭😭', task('lash refill for shanice', l('11-14 11:00'))),
  london('need to ship the dunks to the guy in leeds by fri innit', task('ship the dunks to the guy in leeds', l('11-13'))),
  london(
    'order 10 balls of the chunky cream yarn b4 sunday pleaseee',
    task('order 10 balls of the chunky cream yarn', l('11-15')),
    task('order 10 balls of the chunky cream yarn', l('11-14')),
  ),
  london(
    'tmrw 10am email the SU ents officer bout the xmas ball set',
    task('email the SU ents officer bout the xmas ball set', l('11-12 10:00')),
  ),
  london(
    'send the investor update fri 5pm cant miss this one fr',
    task('send the investor update', l('11-13 17:00')),
    task('send the investor update', l('11-13 17:00'), { important: true }),
  ),
  london('in 40 mins remind me to take the clippers off charge', task('take the clippers off charge', inMinutes(40))),
  london('msg tasha about moving her chrome set at 6', task('msg tasha about moving her chrome set', l('11-11 18:00'))),
  london('list the jordan 4s on vinted 2nite 9pm', task('list the jordan 4s on vinted', l('11-11 21:00'))),
  london(
    'post the frog plushie order monday first thing x',
    task('post the frog plushie order', l('11-16 09:00')),
    task('post the frog plushie order', l('11-16 08:00')),
  ),
  london('pay the chair rent £120 on the 1st', task('pay the chair rent £120', l('12-01')), task('pay the chair rent', l('12-01'))),
  london(
    'CHARGE THE CONTROLLER B4 THE GIG AT 8PM',
    task('CHARGE THE CONTROLLER', l('11-11 20:00')),
    task('CHARGE THE CONTROLLER', l('11-11 20:00'), { important: true }),
    task('CHARGE THE CONTROLLER B4 THE GIG', l('11-11 20:00')),
  ),
  london('book office hours w sam next tues', task('book office hours w sam', l('11-17')), task('book office hours w sam', l('11-24'))),
  london('buy a new uv lamp b4 the weekend mine is on its last legs lol', task('buy a new uv lamp', l('11-13'))),
  newYork(
    'restock the clear magsafe cases asap we down to like 12 😬',
    task('restock the clear magsafe cases', null, { important: true }),
    task('restock the clear magsafe cases'),
  ),
  newYork('gfuel ad read due thursday 3pm remind me bro', task('gfuel ad read', n('11-12 15:00'))),
  newYork('ngl i gotta send the rough cut to kev by 8 tonight or hes gonna lose it', task('send the rough cut to kev', n('11-11 20:00'))),
  newYork('remind me sat 11am to post the drop countdown', task('post the drop countdown', n('11-14 11:00'))),
  newYork(
    'washington sq grad shoot w the nyu nursing girls sunday 2:30',
    task('washington sq grad shoot w the nyu nursing girls', n('11-15 14:30')),
  ),
  newYork('submit the olaplex draft by 11/16 pls dont let me flop this', task('submit the olaplex draft', n('11-16'))),
  newYork('buy fondant + gold leaf tmrw b4 noon', task('buy fondant + gold leaf', n('11-12 12:00'))),
  newYork('yo in an hour remind me to dm the hyperx guy fr', task('dm the hyperx guy', inMinutes(60))),
  newYork('post office run at 4 for the 14 orders 📦 pls dont let me forget', task('post office run for the 14 orders', n('11-11 16:00'))),
  newYork(
    'invoice lumen studios $850 for the october edits on friday',
    task('invoice lumen studios $850 for the october edits', n('11-13')),
  ),
  newYork('call the screen printer in the bronx 11/20 at 1', task('call the screen printer in the bronx', n('11-20 13:00'))),
  newYork('chase the ramirez deposit on the 18th 🎂', task('chase the ramirez deposit', n('11-18'))),
  newYork('return the rented 85mm lens mon by 10am', task('return the rented 85mm lens', n('11-16 10:00'))),
  newYork('remind me in 15 to reply to the native deodorant email', task('reply to the native deodorant email', inMinutes(15))),
  newYork(
    'deadass need to renew my twitch partner tax form by 12/1',
    task('renew my twitch partner tax form', n('12-01')),
    task('renew my twitch partner tax form', n('11-30')),
  ),
];

export const FIFTYNINTH_RECURRING: HeldOutItem[] = [
  london(
    'every sunday 7pm post my booking slots for the week 💅',
    task('post my booking slots for the week', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every friday at 5 to put the halls cuts story up',
    task('put the halls cuts story up', l('11-13 17:00'), { repeat: every('week') }),
  ),
  london('clean my tweezers every night at 10 pls or i forget 🙃', task('clean my tweezers', l('11-11 22:00'), { repeat: every('day') })),
  london(
    'check stockx payouts every monday morning',
    task('check stockx payouts', l('11-16 09:00'), { repeat: every('week') }),
    task('check stockx payouts', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london('every weekday at 8:30 reply to etsy msgs', task('reply to etsy msgs', l('11-12 08:30'), { repeat: every('weekday') })),
  london('dj set at the SU every other thurs 9pm', task('dj set at the SU', l('11-12 21:00'), { repeat: every('week', 2) })),
  london('investor update every friday 4pm no excuses', task('investor update', l('11-13 16:00'), { repeat: every('week') })),
  london('restock the barbicide on the 1st of every month', task('restock the barbicide', l('12-01'), { repeat: every('month') })),
  london('restock yarn every 2 weeks on saturdays', task('restock yarn', l('11-14'), { repeat: every('week', 2) })),
  london('pay my insurance the 15th of each month', task('pay my insurance', l('11-15'), { repeat: every('month') })),
  london('sanitise the station daily at 11pm', task('sanitise the station', l('11-11 23:00'), { repeat: every('day') })),
  london('accelerator check in every tuesday at 2', task('accelerator check in', l('11-17 14:00'), { repeat: every('week') })),
  london(
    'renew my sneaker insurance every year on 3 jan',
    task('renew my sneaker insurance', l('2027-01-03 12:00'), { repeat: every('year') }),
  ),
  newYork('every day at 3 pack the tiktok orders', task('pack the tiktok orders', n('11-11 15:00'), { repeat: every('day') })),
  newYork(
    'remind me every sunday at 6pm to post the stream schedule',
    task('post the stream schedule', n('11-15 18:00'), { repeat: every('week') }),
  ),
  newYork(
    'every monday 10am send clients their edit status',
    task('send clients their edit status', n('11-16 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'first of every month pay the warehouse shelf rent $200',
    task('pay the warehouse shelf rent $200', n('12-01'), { repeat: every('month') }),
    task('pay the warehouse shelf rent', n('12-01'), { repeat: every('month') }),
  ),
  newYork('back up my sd cards every night at 11', task('back up my sd cards', n('11-11 23:00'), { repeat: every('day') })),
  newYork('every weekday 9am check the brand inboxes', task('check the brand inboxes', n('11-12 09:00'), { repeat: every('weekday') })),
  newYork('feed the sourdough starter every day 8am', task('feed the sourdough starter', n('11-12 08:00'), { repeat: every('day') })),
  newYork('invoice hyperx every 2 weeks on fri', task('invoice hyperx', n('11-13'), { repeat: every('week', 2) })),
  newYork(
    'every wednesday at noon do a restock check',
    task('do a restock check', n('11-11 12:00'), { repeat: every('week') }),
    task('restock check', n('11-11 12:00'), { repeat: every('week') }),
  ),
  newYork(
    'every year on 11/20 remind me to plan the black friday drop',
    task('plan the black friday drop', n('11-20'), { repeat: every('year') }),
  ),
  newYork('the 25th of every month pay the kitchen rental', task('pay the kitchen rental', n('11-25'), { repeat: every('month') })),
  newYork(
    'every thursday 4pm send my manager the content calendar',
    task('send my manager the content calendar', n('11-12 16:00'), { repeat: every('week') }),
  ),
  newYork(
    'every sunday evening edit the weekend shoots',
    task('edit the weekend shoots', n('11-15 18:00'), { repeat: every('week') }),
    task('edit the weekend shoots', n('11-15 19:00'), { repeat: every('week') }),
    task('edit the weekend shoots', n('11-15 20:00'), { repeat: every('week') }),
    task('edit the weekend shoots', n('11-15 17:00'), { repeat: every('week') }),
  ),
];

const OVERDUE_L = l('11-11 14:30');
const LATER_L = l('11-11 15:20');
const OVERDUE_N = n('11-11 09:30');

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
/** A snooze to a clock time today: the moment, or the task moved there. */
const atL = (time: string): ReturnType<typeof move>[] => [
  snoozeUntil(l(`11-11 ${time}`)),
  move(ctx, '2026-11-11', time),
  move(ctx, null, time),
];
const atN = (time: string): ReturnType<typeof move>[] => [
  snoozeUntil(n(`11-11 ${time}`)),
  move(ctx, '2026-11-11', time),
  move(ctx, null, time),
];

export const FIFTYNINTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Order more builder gel', OVERDUE_L), london('omg 10 more mins im mid set', snoozeFor(10))),
  within(reminded('Take the clippers off charge', OVERDUE_L), london('gimme 20 im lining someone up', snoozeFor(20))),
  within(reminded('Reply to Tasha re Saturday set', OVERDUE_L), london('laterrr', snoozeFor(60))),
  within(reminded('Ship the Dunk Lows to Leeds', OVERDUE_L), london('post office shut til tmrw bruv', ...toDayL('11-12'))),
  within(reminded('Email the SU ents officer', OVERDUE_L), london('do it at 6 instead', ...atL('18:00'))),
  within(reminded('Fix the onboarding bug', OVERDUE_L), london('cant rn im in a pitch, 2 hrs', snoozeFor(120))),
  within(reminded('Photograph the new beanies', OVERDUE_L), london('no light left today lol do it sat', ...toDayL('11-14'))),
  within(reminded('Pay the salon chair rent', OVERDUE_L), london('payday is fri so remind me then', ...toDayL('11-13'))),
  within(reminded('Collect cash from Femi', OVERDUE_L), london('hes in lectures til 5, 5pm', ...atL('17:00'))),
  within(reminded('Restock the chunky yarn', LATER_L), london('snooze 45', snoozeFor(45))),
  within(
    reminded('Prep demo day slides', OVERDUE_L),
    london('tmrw morning 9 pls', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('Clean the UV lamp', OVERDUE_L), london('ugh not now', snoozeFor(60))),
  within(reminded('List the Jordan 4s on Vinted', OVERDUE_L), london('half an hour', snoozeFor(30))),
  within(reminded('Pack the TikTok orders', OVERDUE_N), newYork('gimme 15 min', snoozeFor(15))),
  within(reminded('Send the GFuel ad read', OVERDUE_N), newYork('im live rn, after stream like 3 hrs', snoozeFor(180))),
  within(reminded('Send the rough cut to Kev', OVERDUE_N), newYork('still rendering 😭 1h', snoozeFor(60))),
  within(
    reminded('Call the screen printer in the Bronx', OVERDUE_N),
    newYork('print shop closed today for some reason, tmrw', ...toDayN('11-12')),
  ),
  within(reminded('Return the rented 85mm lens', OVERDUE_N), newYork('snooze til 2', ...atN('14:00'))),
  within(reminded('Reply to the Native deodorant email', OVERDUE_N), newYork('not yet, 90 min', snoozeFor(90))),
  within(reminded('Buy fondant + gold leaf', OVERDUE_N), newYork('store opens at 11 remind me then', ...atN('11:00'))),
  within(reminded('Reply to the affiliate DMs', OVERDUE_N), newYork('lowkey tired, this weekend', ...toDayN('11-14'))),
  within(reminded('Invoice HyperX for October', OVERDUE_N), newYork('push to monday', ...toDayN('11-16'))),
  within(reminded('Confirm the baby shower pickup', OVERDUE_N), newYork('later plz', snoozeFor(60))),
  within(
    reminded('Film the Glossier hook', OVERDUE_N),
    newYork('my ring light died, tmrw at 1', snoozeUntil(n('11-12 13:00')), move(ctx, '2026-11-12', '13:00')),
  ),
  within(reminded('Edit the Columbia grad reel', OVERDUE_N), newYork('2 more hours fr', snoozeFor(120))),
  within(reminded('Post the drop countdown', OVERDUE_N), newYork('remind me in 5', snoozeFor(5))),
];

export const FIFTYNINTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Lash refill for Shanice', l('11-14 11:00')), london('wait no shes 11:30', move(ctx, null, '11:30'))),
  within(talkedOf('Order more builder gel', l('11-12 09:00')), london('actually make that 8', move(ctx, null, '08:00'))),
  within(
    talkedOf('Ship the dunks to the guy in Leeds', l('11-13 12:00')),
    london('nah thursday, he needs them for sat', move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Email the SU ents officer', l('11-12 10:00')), london('oops meant friday', move(ctx, '2026-11-13', null))),
  within(talkedOf('Send the investor update', l('11-13 17:00')), london('sam said deadline is 3 not 5 😩', move(ctx, null, '15:00'))),
  within(talkedOf('Jamal fade in block c', l('11-11 19:00')), london('he said half 7 now', move(ctx, null, '19:30'))),
  within(talkedOf('Post the frog plushie order', l('11-16 09:00')), london('tuesday not monday sorry', move(ctx, '2026-11-17', null))),
  within(talkedOf('Pay the chair rent', l('12-01 12:00')), london('its the 28th not the 1st', move(ctx, '2026-11-28', null))),
  london('move shanice to sunday same time', move(words('shanice'), '2026-11-15', null)),
  london('push the demo day slides to sat morning 10', move(words('demo day slides'), '2026-11-14', '10:00')),
  within(talkedOf('Check stockx payouts', l('11-16 09:00')), london('nah 7am', move(ctx, null, '07:00'))),
  within(talkedOf('DJ set at the SU', l('11-12 21:00')), london('typo its 10pm', move(ctx, null, '22:00'))),
  london('change the yarn restock to the 21st', move(words('yarn'), '2026-11-21', null)),
  within(talkedOf('GFuel ad read', n('11-12 15:00')), newYork('nvm its due at 4', move(ctx, null, '16:00'))),
  within(talkedOf('Send the rough cut to Kev', n('11-11 20:00')), newYork('no wait 9', move(ctx, null, '21:00'))),
  within(
    talkedOf('Post the drop countdown', n('11-14 11:00')),
    newYork('actually fri same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '11:00')),
  ),
  within(
    talkedOf('Washington sq grad shoot w the nyu nursing girls', n('11-15 14:30')),
    newYork('golden hr is like 4:30 so make it 3:45', move(ctx, null, '15:45')),
  ),
  within(talkedOf('Submit the olaplex draft', n('11-16 12:00')), newYork('they moved it up to the 14th 💀', move(ctx, '2026-11-14', null))),
  within(talkedOf('Buy fondant + gold leaf', n('11-12 12:00')), newYork('i meant today not tmrw', move(ctx, '2026-11-11', null))),
  within(
    talkedOf('Call the screen printer in the bronx', n('11-20 13:00')),
    newYork('make it 11am same day', move(ctx, null, '11:00'), move(ctx, '2026-11-20', '11:00')),
  ),
  newYork('move the hyperx invoice to monday 9', move(words('hyperx'), '2026-11-16', '09:00')),
  within(
    talkedOf('Post office run for the 14 orders', n('11-11 16:00')),
    newYork('they close at 5 so 4:30 instead', move(ctx, null, '16:30')),
  ),
  within(talkedOf('Chase the ramirez deposit', n('11-18 12:00')), newYork('wait the 17th', move(ctx, '2026-11-17', null))),
  newYork('shift the lens return to tues', move(words('lens'), '2026-11-17', null)),
  within(
    talkedOf('Invoice lumen studios $850 for the october edits', n('11-13 12:00')),
    newYork('friday 10am specifically', move(ctx, '2026-11-13', '10:00'), move(ctx, null, '10:00')),
  ),
  within(talkedOf('Back up my sd cards', n('11-11 23:00')), newYork('nah 10:30pm', move(ctx, null, '22:30'))),
];

export const FIFTYNINTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Order more builder gel'),
    london('rename it to order builder gel + 2 boxes of tips', rename(ctx, 'order builder gel + 2 boxes of tips')),
  ),
  within(
    talkedOf('Jamal fade in block c'),
    london('call it jamal skin fade (block c rm 14)', rename(ctx, 'jamal skin fade (block c rm 14)')),
  ),
  london('change the shanice one to "shanice refill + lower lashes"', rename(words('shanice'), 'shanice refill + lower lashes')),
  within(
    talkedOf('Ship the dunks to the guy in Leeds'),
    london('its not leeds its bradford lol fix that', rename(ctx, 'Ship the dunks to the guy in Bradford')),
  ),
  within(KICKS_LIST, london('rename 4 to photograph the sambas + gazelles', rename(num(4), 'photograph the sambas + gazelles'))),
  within(
    talkedOf('Send the investor update'),
    london("title should be 'nov investor update (MRR + waitlist)'", rename(ctx, 'nov investor update (MRR + waitlist)')),
  ),
  london('rename the frog plushie task to post the frog + axolotl order', rename(words('frog plushie'), 'post the frog + axolotl order')),
  within(
    talkedOf('Email the SU ents officer bout the xmas ball set'),
    london('change the name to email ents re xmas ball fee', rename(ctx, 'email ents re xmas ball fee')),
  ),
  within(APP_LIST, london('can u rename 2 to fix the android onboarding crash', rename(num(2), 'fix the android onboarding crash'))),
  within(talkedOf('Clean my tweezers'), london('name it sterilise tools instead', rename(ctx, 'sterilise tools'))),
  within(CROCHET_LIST, london('no.3 should say reply to etsy + insta dms', rename(num(3), 'reply to etsy + insta dms'))),
  within(
    talkedOf('Restock the clear magsafe cases'),
    newYork("rename to 'restock clear + glitter magsafe cases'", rename(ctx, 'restock clear + glitter magsafe cases')),
  ),
  within(
    talkedOf('GFuel ad read'),
    newYork('call it gfuel ad read (60 sec, code JAY10)', rename(ctx, 'gfuel ad read (60 sec, code JAY10)')),
  ),
  newYork(
    'change "call the screen printer in the bronx" to "call Dre at the print shop"',
    rename(words('call the screen printer in the bronx'), 'call Dre at the print shop'),
  ),
  within(
    talkedOf('Washington sq grad shoot w the nyu nursing girls'),
    newYork('rename: NYU nursing grad shoot x5', rename(ctx, 'NYU nursing grad shoot x5')),
  ),
  within(STREAM_LIST, newYork('rename 2 to redo the overlay in obs', rename(num(2), 'redo the overlay in obs'))),
  within(
    talkedOf('Invoice lumen studios $850 for the october edits'),
    newYork('oh its $950 not 850 change the title', rename(ctx, 'invoice lumen studios $950 for the october edits')),
  ),
  newYork('the fondant one should be "buy fondant, gold leaf + dowels"', rename(words('fondant'), 'buy fondant, gold leaf + dowels')),
  within(CAKE_LIST, newYork('change #2 to bake the ramirez 3 tier', rename(num(2), 'bake the ramirez 3 tier'))),
  within(
    talkedOf('Submit the olaplex draft'),
    newYork('make the title olaplex draft v2 w new hook', rename(ctx, 'olaplex draft v2 w new hook')),
  ),
  within(
    UGC_LIST,
    newYork('rename the 4th to update rate card (add tiktok shop rates)', rename(num(4), 'update rate card (add tiktok shop rates)')),
  ),
  newYork('rename the kev task to send kev rough cut + captions', rename(words('kev'), 'send kev rough cut + captions')),
  within(
    talkedOf('Feed the sourdough starter'),
    newYork('lol rename it to feed beyonce (the starter)', rename(ctx, 'feed beyonce (the starter)')),
  ),
];

export const FIFTYNINTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Lash refill for Shanice'), london('she cancelled 🙄 delete it', remove(ctx))),
  within(NAILS_LIST, london('get rid of 3', remove(num(3)))),
  london('delete the vinted jordan 4s one, sold them on depop', remove(words('jordan 4s')), done(words('jordan 4s'))),
  london('cancel the SU xmas ball reminder they booked someone else', remove(words('xmas ball'))),
  within(talkedOf('Accelerator check in'), london('scrap that, sam cancelled them all', remove(ctx))),
  within(CUTS_LIST, london('take 2 off the list', remove(num(2)))),
  within(talkedOf('Restock yarn'), london('nah remove that i found a whole bag under my bed lmao', remove(ctx), done(ctx))),
  london('bin the office hours w sam one', remove(words('office hours'))),
  within(CROCHET_LIST, london('delete the last one', remove(num(4)))),
  london('remove my insurance reminder i pay annually now', remove(words('insurance'))),
  within(KICKS_LIST, london('scrap no.1 pls', remove(num(1)))),
  within(talkedOf('GFuel ad read'), newYork('deal fell thru delete it 💀', remove(ctx))),
  within(CASES_LIST, newYork('remove 2 we not doing unboxings anymore', remove(num(2)))),
  newYork('delete the lens return reminder, the rental place extended me', remove(words('lens'))),
  within(talkedOf('Post the drop countdown'), newYork('never mind take it off', remove(ctx))),
  within(CAKE_LIST, newYork('cancel #3 the shower got called off', remove(num(3)))),
  newYork('take the lumen invoice off my list', remove(words('lumen'))),
  within(talkedOf('Do a restock check'), newYork('stop that one its annoying', remove(ctx))),
  within(STREAM_LIST, newYork('delete 4, subathons dead', remove(num(4)))),
  newYork('get rid of the sourdough reminder i killed the starter 😭', remove(words('sourdough'))),
  within(UGC_LIST, newYork('remove the first one glossier ghosted me', remove(num(1)))),
  newYork('yo delete "call the screen printer" i switched printers', remove(words('call the screen printer'))),
  within(talkedOf('Grad shoot w the Columbia law grads'), newYork('they cancelled, erase it', remove(ctx))),
];

export const FIFTYNINTH_DONE: HeldOutItem[] = [
  within(reminded('Order more builder gel', OVERDUE_L), london('ordered!! 💅', done(ctx))),
  within(reminded('Take the clippers off charge', OVERDUE_L), london('did it', done(ctx))),
  within(NAILS_LIST, london('1 and 4 done', [done(num(1)), done(num(4))])),
  london('shipped the dunks to leeds finally', done(words('dunks'))),
  within(reminded('Email the SU ents officer', OVERDUE_L), london('sent, waiting on him now', done(ctx))),
  within(CROCHET_LIST, london('frog order posted ✅', done(words('frog')), done(num(2)))),
  within(reminded('Pay the salon chair rent', OVERDUE_L), london('paid innit', done(ctx))),
  within(reminded('Fix the onboarding bug', OVERDUE_L), london('pushed the fix 🚀', done(ctx))),
  within(talkedOf('Jamal fade in block c'), london('cut him, he tipped a tenner 😂 mark it done', done(ctx))),
  within(APP_LIST, london('no 1 is sent', done(num(1)))),
  within(reminded('Sanitise the station', OVERDUE_L), london('yh', done(ctx))),
  london("collected femi's cash", done(words('femi'))),
  within(reminded('Photograph the new beanies', OVERDUE_L), london('took them this morning actually', done(ctx))),
  within(reminded('Pack the TikTok orders', OVERDUE_N), newYork('all packed 📦📦', done(ctx))),
  within(reminded('Send the rough cut to Kev', OVERDUE_N), newYork('sent it last night lol', done(ctx))),
  within(CASES_LIST, newYork('3 is done', done(num(3)))),
  newYork('invoiced hyperx', done(words('hyperx'))),
  within(reminded('Buy fondant + gold leaf', OVERDUE_N), newYork('bought it', done(ctx))),
  within(reminded('Film the Glossier hook', OVERDUE_N), newYork('filmed 3 takes, done', done(ctx))),
  within(STREAM_LIST, newYork('finished 2 and 3', [done(num(2)), done(num(3))])),
  within(reminded('Back up my sd cards', OVERDUE_N), newYork('backed up bet', done(ctx))),
  within(talkedOf('Confirm the baby shower pickup'), newYork('she confirmed sat 2pm so thats done', done(ctx))),
  within(reminded('Reply to the affiliate DMs', OVERDUE_N), newYork('replied to all of em ✔', done(ctx))),
  newYork('the olaplex draft is submitted!!!', done(words('olaplex'))),
  within(UGC_LIST, newYork('done w number 3', done(num(3)))),
  within(reminded('Call the screen printer in the Bronx', OVERDUE_N), newYork('called him, we good', done(ctx))),
];

const WHICH_TASHA = {
  pending: { about: 'which_task' as const, options: ['Reply to Tasha re Saturday set', 'Invoice Tasha for the chrome set'] },
};
const WHICH_SHIP = {
  pending: {
    about: 'which_task' as const,
    options: ['Ship the Dunk Lows to Leeds', 'Ship the Sambas to Bristol', 'Ship the AF1s to Glasgow'],
  },
};
const WHICH_INVOICE = {
  pending: { about: 'which_task' as const, options: ['Invoice Native deodorant', 'Invoice Olaplex', 'Invoice Glossier'] },
};
const LASH_PRICES = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Put lash prices up or keep them?',
    options: ['Put prices up to £55', 'Keep at £45'],
  },
};
const HOODIE_DROP = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Drop the hoodies before Black Friday or after?',
    options: ['Before Black Friday', 'After Black Friday'],
  },
};
const AGENCY_MATTERS = {
  pending: { about: 'dilemma_matters' as const, question: 'Sign with the talent agency?', options: ['Sign', 'Stay solo'] },
};
const RATE_OPTIONS = { pending: { about: 'dilemma_options' as const, question: 'Should I raise my editing rate?' } };
const UNPAID_GIGS = { pending: { about: 'review' as const, decision: 'Stopped taking unpaid gigs' } };
const DELIVERY_FEES = { pending: { about: 'review' as const, decision: 'Started charging delivery fees' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Saying no to cheap sets keeps me sane' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Batching edits on Sundays saves my week' } };
const STUCK_L = { pending: { about: 'stuck' as const, task: 'Fix the onboarding bug' } };
const GRAD_DAY = {
  pending: { about: 'other' as const, question: 'Which day for the grad shoot?', options: ['Saturday', 'Sunday'] },
};
const PLAN_TIME = {
  pending: { about: 'other' as const, question: 'Want your morning plan at 8 or 9?', options: ['8', '9'] },
};
const AGAIN_AT_6 = { pending: { about: 'other' as const, question: 'Want me to remind you again at 6?', options: [] } };

export const FIFTYNINTH_ANSWER: HeldOutItem[] = [
  within(WHICH_TASHA, london('the invoice one', answer(2))),
  within(WHICH_TASHA, london('first', answer(1))),
  within(WHICH_TASHA, london('replying to her obvs', answer(1))),
  within(WHICH_SHIP, london('bristol', answer(2))),
  within(WHICH_SHIP, london('number 3', answer(3))),
  within(WHICH_SHIP, london('all of them tbh i posted the lot', answer(null))),
  within(LASH_PRICES, london('put them up, £55 it is', answer(1))),
  within(LASH_PRICES, london('keep em at 45 for now', answer(2))),
  within(LASH_PRICES, london('idk still thinking tbh', answer(null))),
  within(UNPAID_GIGS, london('honestly best move, got 2 paid bookings since', answer(null))),
  within(KEEP_L, london('yh keep', answer(null), note)),
  within(STUCK_L, london('cant reproduce it, only happens on old androids', answer(null))),
  within(PLAN_TIME, london('9 pls, 8 is too early for me lol', answer(2))),
  within(HOODIE_DROP, newYork('before fs', answer(1))),
  within(HOODIE_DROP, newYork('after, let the hype build', answer(2))),
  within(HOODIE_DROP, newYork('option 2', answer(2))),
  within(AGENCY_MATTERS, newYork('keeping creative control mostly, and the money obv', answer(null))),
  within(RATE_OPTIONS, newYork('either 45/hr or keep 35 and add rush fees', answer(null))),
  within(DELIVERY_FEES, newYork('lowkey mixed, lost 2 orders but made it back', answer(null))),
  within(KEEP_N, newYork('nah dont save it', answer(null))),
  within(GRAD_DAY, newYork('sunday works better for them', answer(2))),
  within(GRAD_DAY, newYork('sat', answer(1))),
  within(WHICH_INVOICE, newYork('olaplex', answer(2))),
  within(WHICH_INVOICE, newYork('the last one', answer(3))),
  within(AGAIN_AT_6, newYork('yes pls', answer(null))),
];

export const FIFTYNINTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok so tmrw i need to order gel polish, reply to tasha, AND clean the uv lamp b4 my 2pm client',
    [task('order gel polish', l('11-12')), task('reply to tasha', l('11-12')), task('clean the uv lamp', l('11-12 14:00'))],
    [task('order gel polish'), task('reply to tasha'), task('clean the uv lamp', l('11-12 14:00'))],
    [task('order gel polish', l('11-12')), task('reply to tasha', l('11-12')), task('clean the uv lamp', l('11-12'))],
  ),
  london(
    'buy new guards + oil for the clippers, then text the block c groupchat my new prices',
    [task('buy new guards + oil for the clippers'), task('text the block c groupchat my new prices')],
    [task('buy new guards'), task('buy oil for the clippers'), task('text the block c groupchat my new prices')],
  ),
  london('need to reorder glue, pay rent on the 1st and message the girls who havent paid deposits', [
    task('reorder glue'),
    task('pay rent', l('12-01')),
    task('message the girls who havent paid deposits'),
  ]),
  london('list the sambas, ship the af1s to glasgow tmrw and chase stockx about the payout its been 9 days bruv', [
    task('list the sambas'),
    task('ship the af1s to glasgow', l('11-12')),
    task('chase stockx about the payout'),
  ]),
  london('post the 3 frog orders, buy more safety eyes, film the beanie tiktok at 7 tonight', [
    task('post the 3 frog orders'),
    task('buy more safety eyes'),
    task('film the beanie tiktok', l('11-11 19:00')),
  ]),
  london('tmrw: 11am sound check at the SU, 3pm pick up the speakers from mo, 10pm set at spoons', [
    task('sound check at the SU', l('11-12 11:00')),
    task('pick up the speakers from mo', l('11-12 15:00')),
    task('set at spoons', l('11-12 22:00')),
  ]),
  london(
    'fix the android crash, send sam the deck by fri, and book a room for user interviews next wed',
    [task('fix the android crash'), task('send sam the deck', l('11-13')), task('book a room for user interviews', l('11-18'))],
    [task('fix the android crash'), task('send sam the deck', l('11-13')), task('book a room for user interviews', l('11-25'))],
  ),
  london(
    'so basically i need to like restock acetone, um, do my own nails for the shoot on saturday and then also post the chrome reel',
    [task('restock acetone'), task('do my own nails for the shoot', l('11-14')), task('post the chrome reel')],
    [task('restock acetone'), task('do my own nails for the shoot on saturday'), task('post the chrome reel')],
  ),
  london('remind me 6pm to cut femi and 7:30 to cut his flatmate', [
    task('cut femi', l('11-11 18:00')),
    task('cut his flatmate', l('11-11 19:30')),
  ]),
  london('reply to the etsy convos and update my shop banner for xmas 🎄', [
    task('reply to the etsy convos'),
    task('update my shop banner for xmas'),
  ]),
  london('pay the lad for the jordan 1s £180 by 9 tonight and pick them up from shoreditch sat 1pm', [
    task('pay the lad for the jordan 1s £180', l('11-11 21:00')),
    task('pick them up from shoreditch', l('11-14 13:00')),
  ]),
  london('email the promoter, make a new mix for the freshers reunion and get my decks fixed by the 20th', [
    task('email the promoter'),
    task('make a new mix for the freshers reunion'),
    task('get my decks fixed', l('11-20')),
  ]),
  newYork(
    'pack todays orders, reorder the glitter cases, and answer the tiktok shop dispute by 5',
    [task('pack todays orders'), task('reorder the glitter cases'), task('answer the tiktok shop dispute', n('11-11 17:00'))],
    [task('pack todays orders', n('11-11')), task('reorder the glitter cases'), task('answer the tiktok shop dispute', n('11-11 17:00'))],
  ),
  newYork(
    'yo gotta send the gfuel read, fix my overlay and email my editor about the clips before friday',
    [task('send the gfuel read'), task('fix my overlay'), task('email my editor about the clips', n('11-13'))],
    [task('send the gfuel read'), task('fix my overlay'), task('email my editor about the clips', n('11-12'))],
  ),
  newYork("render the lumen video tonight at 9, send invoice tmrw, then start the new client's vlog on monday", [
    task('render the lumen video', n('11-11 21:00')),
    task('send invoice', n('11-12')),
    task("start the new client's vlog", n('11-16')),
  ]),
  newYork(
    'finalize the hoodie mockups, order 200 blanks from the supplier and book the photographer for the lookbook on the 21st',
    [
      task('finalize the hoodie mockups'),
      task('order 200 blanks from the supplier'),
      task('book the photographer for the lookbook', n('11-21')),
    ],
    [
      task('finalize the hoodie mockups'),
      task('order 200 blanks from the supplier'),
      task('book the photographer for the lookbook on the 21st'),
    ],
  ),
  newYork(
    'charge batteries, clean the lenses & confirm the columbia shoot for sat 10am',
    [task('charge batteries'), task('clean the lenses'), task('confirm the columbia shoot', n('11-14 10:00'))],
    [task('charge batteries'), task('clean the lenses'), task('confirm the columbia shoot for sat 10am')],
  ),
  newYork('invoice native $1,200, reply to the olaplex brief and update my media kit w the new follower count', [
    task('invoice native $1,200'),
    task('reply to the olaplex brief'),
    task('update my media kit w the new follower count'),
  ]),
  newYork('buy eggs butter and cream cheese, bake the sponges tmrw morning 8, deliver the ramirez cake sat at 2', [
    task('buy eggs butter and cream cheese'),
    task('bake the sponges', n('11-12 08:00')),
    task('deliver the ramirez cake', n('11-14 14:00')),
  ]),
  newYork(
    'um so like uhh i need to sign the hyperx contract, then like, go to the bank, and deadass clean my room before stream its a mess',
    [task('sign the hyperx contract'), task('go to the bank'), task('clean my room before stream')],
    [task('sign the hyperx contract'), task('go to the bank'), task('clean my room')],
  ),
  newYork('tmrw 10am film restock video then 2pm ship the bulk order to the school', [
    task('film restock video', n('11-12 10:00')),
    task('ship the bulk order to the school', n('11-12 14:00')),
  ]),
  newYork('text dre about the puff print, pick up the samples friday, and post the teaser at 8pm tonight', [
    task('text dre about the puff print'),
    task('pick up the samples', n('11-13')),
    task('post the teaser', n('11-11 20:00')),
  ]),
  newYork("thumbnail for kev's video + color grade the wedding ep + reply to the upwork guy", [
    task("thumbnail for kev's video"),
    task('color grade the wedding ep'),
    task('reply to the upwork guy'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FIFTYNINTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTYNINTH_ASK,
  recurring: FIFTYNINTH_RECURRING,
  snooze: FIFTYNINTH_SNOOZE,
  correction: FIFTYNINTH_CORRECTION,
  rename: FIFTYNINTH_RENAME,
  remove: FIFTYNINTH_REMOVE,
  done: FIFTYNINTH_DONE,
  answer: FIFTYNINTH_ANSWER,
  ramble: FIFTYNINTH_RAMBLE,
  greeting: FIFTYNINTH_GREETING,
  thanks: FIFTYNINTH_THANKS,
  feeling: FIFTYNINTH_FEELING,
  question: FIFTYNINTH_QUESTION,
  statement: FIFTYNINTH_STATEMENT,
  decision: FIFTYNINTH_DECISION,
  dilemma: FIFTYNINTH_DILEMMA,
  recall: FIFTYNINTH_RECALL,
  prioritise: FIFTYNINTH_PRIORITISE,
  agenda: FIFTYNINTH_AGENDA,
  free_time: FIFTYNINTH_FREE_TIME,
  unclear: FIFTYNINTH_UNCLEAR,
  bare: FIFTYNINTH_BARE,
};

export const HELD_OUT_FIFTYNINTH: HeldOutItem[] = Object.values(HELD_OUT_FIFTYNINTH_KINDS).flat();
