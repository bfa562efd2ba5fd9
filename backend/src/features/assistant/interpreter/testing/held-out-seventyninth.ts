import type { ConversationState } from '../intent';
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
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  SEVENTYNINTH_AGENDA,
  SEVENTYNINTH_BARE,
  SEVENTYNINTH_DECISION,
  SEVENTYNINTH_DILEMMA,
  SEVENTYNINTH_FEELING,
  SEVENTYNINTH_FREE_TIME,
  SEVENTYNINTH_GREETING,
  SEVENTYNINTH_PRIORITISE,
  SEVENTYNINTH_QUESTION,
  SEVENTYNINTH_RECALL,
  SEVENTYNINTH_STATEMENT,
  SEVENTYNINTH_THANKS,
  SEVENTYNINTH_UNCLEAR,
} from './held-out-seventyninth-b';

/**
 * The seventy-ninth held-out set (the kinds that change or answer something): fourteen people who
 * write, make or sell things on their own, mostly online. On London time (day-first dates): an Etsy
 * jewellery maker in Margate, a podcast producer in Peckham, a copywriter in Edinburgh, a wedding
 * photographer in York, a Polish-English translator in Ealing who writes English as a second
 * language, a vintage clothes reseller on Depop in Walthamstow and an indie games developer in
 * Dundee. On New York time (month-first dates): a candle maker selling on Shopify in Bushwick, a
 * freelance video editor in Astoria, a ghostwriter in Harlem, a real-estate agent in Washington
 * Heights whose first language is Spanish, a sneaker reseller in the Bronx, a newsletter writer in
 * Philadelphia and a piano teacher in Jersey City. They text fast between other things: emoji, tmrw,
 * rn, pls, bc, idk, ngl, messages that start mid-thought, autocorrect slips, voice notes that run
 * several jobs together, replies to the reminder just sent, to the last numbered list and to the
 * question daily asked, and corrections of the task just made. Read at HELD_OUT_NOW: Wednesday
 * 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per trade. */
const PODCAST_LIST = {
  listed: ['Mixdown for ep 42', 'Send the guest the Riverside link', 'Write show notes for ep 41', 'Invoice Peckham Levels'],
};
const DEPOP_LIST = {
  listed: [
    'Ship the 3 bundles via Evri',
    "Photograph the Levi's drop",
    'Reply to the offer on the Carhartt jacket',
    'Buy more mailing bags',
  ],
};
const GAME_LIST = {
  listed: ['Fix the jump buffer bug', 'Record trailer footage', 'Fill in the Next Fest form', 'Reply to the composer'],
};
const CANDLE_LIST = {
  listed: ['Pour the cedar + fig batch', 'Print the shipping labels', 'Email the Brooklyn Flea organizer', 'Reorder amber jars'],
};
const SNEAKER_LIST = {
  listed: ['Ship the Jordan 4s to StockX', 'List the Dunks on GOAT', 'Legit check the Yeezys', 'Pay the storage unit'],
};
const PIANO_LIST = {
  listed: [
    'Email the parents about the recital',
    "Print Lily's Czerny pages",
    'Call the tuner about the Yamaha',
    'Invoice the Parks for November',
  ],
};

export const SEVENTYNINTH_ASK: HeldOutItem[] = [
  london(
    'solder the jump rings on the Hannah stacking set tmrw 10am',
    task('solder the jump rings on the Hannah stacking set', l('11-12 10:00')),
  ),
  london('remind me to send the silver to the assay office by fri', task('send the silver to the assay office', l('11-13'))),
  london('at 7 tonight reply to the etsy convo about the resize 💍', task('reply to the etsy convo about the resize', l('11-11 19:00'))),
  london('mixdown for ep 42 of Soft Launch thurs 2pm', task('mixdown for ep 42 of Soft Launch', l('11-12 14:00'))),
  london('send the guest the riverside link mon 11am', task('send the guest the riverside link', l('11-16 11:00'))),
  london('remind me in 30 mins to chase Struan for the brief', task('chase Struan for the brief', inMinutes(30))),
  london('first draft of the Haar Gin about page by the 20th', task('first draft of the Haar Gin about page', l('11-20'))),
  london(
    'deliver the Atkinson wedding gallery by 25/11!!',
    task('deliver the Atkinson wedding gallery', l('11-25'), { important: true }),
    task('deliver the Atkinson wedding gallery', l('11-25')),
  ),
  london('recce Middleton Lodge w my second shooter sat 9am', task('recce Middleton Lodge w my second shooter', l('11-14 09:00'))),
  london(
    'please remind me tomorrow 9 o clock that I must send certified translation to Mr Kowalski',
    task('send certified translation to Mr Kowalski', l('11-12 09:00')),
  ),
  london(
    'I have to proofread the birth certificate for agency until friday',
    task('proofread the birth certificate for agency', l('11-13')),
  ),
  london('ship the 3 bundles via evri b4 5 today', task('ship the 3 bundles via evri', l('11-11 17:00'))),
  london(
    "photograph the new levi's drop tmrw morning",
    task("photograph the new levi's drop", l('11-12 09:00')),
    task("photograph the new levi's drop", l('11-12 08:00')),
  ),
  london('push the 0.9.2 build to steam fri 4pm', task('push the 0.9.2 build to steam', l('11-13 16:00'))),
  london('URGENT fix the save corruption bug', task('fix the save corruption bug', null, { important: true })),
  london('on 2/12 email Abertay about the showcase slot', task('email Abertay about the showcase slot', l('12-02'))),
  newYork('pour the fall batch of cedar + fig tmrw 8am', task('pour the fall batch of cedar + fig', n('11-12 08:00'))),
  newYork('order 10lb of soy wax and cotton wicks by friday', task('order 10lb of soy wax and cotton wicks', n('11-13'))),
  newYork('send the rough cut to Dana at 3', task('send the rough cut to Dana', n('11-11 15:00'))),
  newYork('remind me in 2 hrs to export the 4k master', task('export the 4k master', inMinutes(120))),
  newYork(
    'transcribe the interview w Mr Reyes for chapter 6 by 11/18',
    task('transcribe the interview w Mr Reyes for chapter 6', n('11-18')),
  ),
  newYork('send Marcus the ch 3 draft monday 9am', task('send Marcus the ch 3 draft', n('11-16 09:00'))),
  newYork('remember me to call the landlord of 4B on 181st tomorrow at 11', task('call the landlord of 4B on 181st', n('11-12 11:00'))),
  newYork("print flyers for sunday's open house on sat", task("print flyers for sunday's open house", n('11-14'))),
  newYork('ship the jordan 4s to stockx by tmrw noon', task('ship the jordan 4s to stockx', n('11-12 12:00'))),
  newYork("schedule sunday's issue on beehiiv by sat 6pm", task("schedule sunday's issue on beehiiv", n('11-14 18:00'))),
  newYork(
    'pitch the Wawa sponsorship asap',
    task('pitch the Wawa sponsorship', null, { important: true }),
    task('pitch the Wawa sponsorship'),
  ),
  newYork('email the parents about the winter recital date tmrw', task('email the parents about the winter recital date', n('11-12'))),
  newYork('call the tuner about the yamaha at 1:30', task('call the tuner about the yamaha', n('11-11 13:30'))),
];

export const SEVENTYNINTH_RECURRING: HeldOutItem[] = [
  london('every monday 9am list the new rings on etsy', task('list the new rings on etsy', l('11-16 09:00'), { repeat: every('week') })),
  london('pay the studio rent on the 1st of every month', task('pay the studio rent', l('12-01'), { repeat: every('month') })),
  london('upload the new episode every thursday at 6am', task('upload the new episode', l('11-12 06:00'), { repeat: every('week') })),
  london(
    'every other friday send Struan the invoice',
    task('send Struan the invoice', l('11-13'), { repeat: every('week', 2) }),
    task('send Struan the invoice', l('11-20'), { repeat: every('week', 2) }),
  ),
  london(
    'every sunday 8pm back up the raw cards to the NAS',
    task('back up the raw cards to the NAS', l('11-15 20:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every working day 8.30 to check agency portal for new jobs',
    task('check agency portal for new jobs', l('11-12 08:30'), { repeat: every('weekday') }),
  ),
  london('file self assessment every year by 31 jan', task('file self assessment', l('2027-01-31 12:00'), { repeat: every('year') })),
  london('bump my depop listings every day at 10', task('bump my depop listings', l('11-12 10:00'), { repeat: every('day') })),
  london(
    'every sat 7am car boot at the Walthamstow market',
    task('car boot at the Walthamstow market', l('11-14 07:00'), { repeat: every('week') }),
  ),
  london('devlog post every second tuesday', task('devlog post', l('11-17'), { repeat: every('week', 2) })),
  london(
    'every weekday 10am standup w Ailsa on discord',
    task('standup w Ailsa on discord', l('11-12 10:00'), { repeat: every('weekday') }),
  ),
  newYork('every tuesday 9am pour a test batch', task('pour a test batch', n('11-17 09:00'), { repeat: every('week') })),
  newYork('restock the brooklyn flea box every friday', task('restock the brooklyn flea box', n('11-13'), { repeat: every('week') })),
  newYork('invoice Dana on the 15th of each month', task('invoice Dana', n('11-15'), { repeat: every('month') })),
  newYork('every weekday at 7am write 1000 words', task('write 1000 words', n('11-12 07:00'), { repeat: every('weekday') })),
  newYork('check in w Marcus every wednesday 4pm', task('check in w Marcus', n('11-11 16:00'), { repeat: every('week') })),
  newYork(
    'cada lunes 9am update the listings on streeteasy',
    task('update the listings on streeteasy', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork('check GOAT payouts every night at 9', task('check GOAT payouts', n('11-11 21:00'), { repeat: every('day') })),
  newYork('send the issue every sunday 7am', task('send the issue', n('11-15 07:00'), { repeat: every('week') })),
  newYork('every month on the 28th pay the beehiiv bill', task('pay the beehiiv bill', n('11-28'), { repeat: every('month') })),
  newYork(
    'every monday text the parents the lesson schedule',
    task('text the parents the lesson schedule', n('11-16'), { repeat: every('week') }),
  ),
  newYork(
    'get the studio piano tuned every 6 months, next one jan 10',
    task('get the studio piano tuned', n('2027-01-10 12:00'), { repeat: every('month', 6) }),
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
/** "tomorrow morning": 9 or 8 that day. */
const morningL = (date: string): ReturnType<typeof move>[] => [
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 08:00`)),
  move(ctx, `2026-${date}`, '09:00'),
  move(ctx, `2026-${date}`, '08:00'),
];
const morningN = (date: string): ReturnType<typeof move>[] => [
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 08:00`)),
  move(ctx, `2026-${date}`, '09:00'),
  move(ctx, `2026-${date}`, '08:00'),
];
/** Later today at a clock time. */
const atL = (time: string): ReturnType<typeof move>[] => [snoozeUntil(l(`11-11 ${time}`)), move(ctx, '2026-11-11', time)];
const atN = (time: string): ReturnType<typeof move>[] => [snoozeUntil(n(`11-11 ${time}`)), move(ctx, '2026-11-11', time)];

export const SEVENTYNINTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Send the silver to the assay office', OVERDUE_L), london('pickling rn, 20 mins', snoozeFor(20))),
  within(
    reminded('Reply to the Etsy convo about the resize', OVERDUE_L),
    london('hands covered in polish, give me an hour', snoozeFor(60)),
  ),
  within(reminded('Mixdown for ep 42', OVERDUE_L), london('still in the booth w Tolu, after 6', ...atL('18:00'))),
  within(reminded('Chase Struan for the brief', OVERDUE_L), london('tmrw x', ...toDayL('11-12'))),
  within(reminded('Cull the Atkinson wedding', OVERDUE_L), london('on a shoot till 5, nudge me then', ...atL('17:00'))),
  within(
    reminded('Send certified translation to Mr Kowalski', OVERDUE_L),
    london('please later, I am now on phone with client', snoozeFor(60)),
  ),
  within(reminded('Ship the 3 bundles via Evri', OVERDUE_L), london('queue at the evri shop is mad, 15', snoozeFor(15))),
  within(
    reminded("Photograph the Levi's drop", OVERDUE_L),
    london('no light left today, tomorrow 10', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('Push the 0.9.2 build to Steam', OVERDUE_L), london('still compiling 😩 30m', snoozeFor(30))),
  within(reminded('Email Abertay about the showcase slot', OVERDUE_L), london('monday pls', ...toDayL('11-16'))),
  within(reminded('Write show notes for ep 41', OVERDUE_L), london('snooze 90 mins', snoozeFor(90))),
  within(
    reminded('Polish the moonstone rings', OVERDUE_L),
    london('ugh tomorrow morning, barrel tumbler is still going', ...morningL('11-12')),
  ),
  within(reminded('Pour the cedar + fig batch', OVERDUE_N), newYork('wax still melting, 45', snoozeFor(45))),
  within(
    reminded('Print the shipping labels', OVERDUE_N),
    newYork(
      'after lunch',
      snoozeUntil(n('11-11 13:00')),
      snoozeUntil(n('11-11 14:00')),
      move(ctx, '2026-11-11', '13:00'),
      move(ctx, '2026-11-11', '14:00'),
    ),
  ),
  within(reminded('Export the 4k master', OVERDUE_N), newYork('rendering rn, check back in 2h', snoozeFor(120))),
  within(reminded('Send the rough cut to Dana', OVERDUE_N), newYork('friday', ...toDayN('11-13'))),
  within(reminded('Transcribe the Reyes interview', OVERDUE_N), newYork('in the zone on ch 7 lol, tmrw morning', ...morningN('11-12'))),
  within(reminded('Call the landlord of 4B on 181st', OVERDUE_N), newYork('estoy en un showing, 1 hora', snoozeFor(60))),
  within(reminded('Print flyers for the open house', OVERDUE_N), newYork('later today around 4', ...atN('16:00'))),
  within(reminded('Ship the Jordan 4s to StockX', OVERDUE_N), newYork('ups closed lol tmrw', ...toDayN('11-12'))),
  within(reminded('List the Dunks on GOAT', OVERDUE_N), newYork('in line at the mall, 40 min', snoozeFor(40))),
  within(reminded('Draft the sponsor blurb', OVERDUE_N), newYork('push to 3pm', ...atN('15:00'), move(ctx, null, '15:00'))),
  within(
    reminded('Email the parents about the recital', OVERDUE_N),
    newYork('teaching back to back, remind me at 7:30 tonight', ...atN('19:30')),
  ),
  within(reminded('Outline ch 8', OVERDUE_N), newYork('not rn', snoozeFor(60), answer(null))),
];

export const SEVENTYNINTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Solder the jump rings on the Hannah stacking set', l('11-12 10:00')), london('no wait 10:30', move(ctx, null, '10:30'))),
  within(
    talkedOf('Send the silver to the assay office', l('11-13 12:00')),
    london('actually thurs, the courier only comes thurs', move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Mixdown for ep 42 of Soft Launch', l('11-12 14:00')), london('ugh make that 4', move(ctx, null, '16:00'))),
  london('move the riverside link one to tues 11', move(words('riverside link'), '2026-11-17', '11:00')),
  within(
    talkedOf('First draft of the Haar Gin about page', l('11-20 12:00')),
    london('client said 19th not 20th', move(ctx, '2026-11-19', null)),
  ),
  within(
    talkedOf('Recce Middleton Lodge w my second shooter', l('11-14 09:00')),
    london('sunday not sat, same time', move(ctx, '2026-11-15', null), move(ctx, '2026-11-15', '09:00')),
  ),
  within(
    talkedOf('Deliver the Atkinson wedding gallery', l('11-25 12:00')),
    london('oh i promised them the 21st actually', move(ctx, '2026-11-21', null)),
  ),
  within(
    talkedOf('Send certified translation to Mr Kowalski', l('11-12 09:00')),
    london('sorry my mistake, it should be 9 in the evening', move(ctx, null, '21:00')),
  ),
  within(
    talkedOf('Proofread the birth certificate for agency', l('11-13 12:00')),
    london('no no, agency want it on thursday', move(ctx, '2026-11-12', null)),
  ),
  within(
    talkedOf('Ship the 3 bundles via evri', l('11-11 17:00')),
    london('wait the evri shop shuts 4:30, make it 4', move(ctx, null, '16:00')),
  ),
  within(
    talkedOf('Push the 0.9.2 build to steam', l('11-13 16:00')),
    london('lol no 2pm, so i can hotfix before the weekend', move(ctx, null, '14:00')),
  ),
  london('shift the abertay email to next mon', move(words('abertay'), '2026-11-16', null)),
  within(talkedOf("Photograph the new levi's drop", l('11-12 09:00')), london('make it 11, light is better', move(ctx, null, '11:00'))),
  within(
    talkedOf('Pour the fall batch of cedar + fig', n('11-12 08:00')),
    newYork('make it 7, want it curing before the market', move(ctx, null, '07:00')),
  ),
  within(talkedOf('Order 10lb of soy wax and cotton wicks', n('11-13 12:00')), newYork('actually today', move(ctx, '2026-11-11', null))),
  within(talkedOf('Send the rough cut to Dana', n('11-11 15:00')), newYork('she wants it by 2 not 3', move(ctx, null, '14:00'))),
  within(talkedOf('Color grade the Nike spec spot', n('11-12 12:00')), newYork('no friday', move(ctx, '2026-11-13', null))),
  within(
    talkedOf('Send Marcus the ch 3 draft', n('11-16 09:00')),
    newYork('tuesday 9 not monday', move(ctx, '2026-11-17', null), move(ctx, '2026-11-17', '09:00')),
  ),
  within(talkedOf('Call the landlord of 4B on 181st', n('11-12 11:00')), newYork('perdon, is 11:30', move(ctx, null, '11:30'))),
  newYork('change the Duarte closing to 12/3 10am', move(words('Duarte closing'), '2026-12-03', '10:00')),
  within(talkedOf('Ship the jordan 4s to stockx', n('11-12 12:00')), newYork('nah 10am, label expires', move(ctx, null, '10:00'))),
  within(talkedOf("Schedule sunday's issue on beehiiv", n('11-14 18:00')), newYork('friday 6pm instead', move(ctx, '2026-11-13', '18:00'))),
  within(
    talkedOf('Call the tuner about the yamaha', n('11-11 13:30')),
    newYork('my gap between lessons is 12:45 not 1:30', move(ctx, null, '12:45')),
  ),
  newYork("move lily's makeup lesson to sat 11", move(words('makeup lesson'), '2026-11-14', '11:00')),
];

export const SEVENTYNINTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Solder the jump rings on the Hannah stacking set'),
    london("rename to 'solder + polish Hannah stacking set'", rename(ctx, 'solder + polish Hannah stacking set')),
  ),
  london(
    'change the assay office one to "send 14 pieces to London Assay Office"',
    rename(words('assay office'), 'send 14 pieces to London Assay Office'),
  ),
  within(PODCAST_LIST, london('rename 3 to show notes + chapters for ep 41', rename(num(3), 'show notes + chapters for ep 41'))),
  within(
    talkedOf('First draft of the Haar Gin about page'),
    london("it's Haar Gin Co, can u fix the name", rename(ctx, 'First draft of the Haar Gin Co about page')),
  ),
  within(
    talkedOf('Recce Middleton Lodge w my second shooter'),
    london('call it Middleton Lodge recce w Priya', rename(ctx, 'Middleton Lodge recce w Priya')),
  ),
  london(
    'rename the Atkinson gallery task to Atkinson gallery + sneak peeks',
    rename(words('Atkinson gallery'), 'Atkinson gallery + sneak peeks'),
  ),
  within(
    talkedOf('Proofread the birth certificate for agency'),
    london(
      'please change name to "proofread birth certificate (Nowak) for Lingua agency"',
      rename(ctx, 'proofread birth certificate (Nowak) for Lingua agency'),
    ),
  ),
  within(
    talkedOf('Send certified translation to Mr Kowalski'),
    london('I wrote it wrong, is Kowalczyk not Kowalski', rename(ctx, 'Send certified translation to Mr Kowalczyk')),
  ),
  within(DEPOP_LIST, london('rename no 4 to buy 100 grey mailing bags', rename(num(4), 'buy 100 grey mailing bags'))),
  within(
    talkedOf("Photograph the new levi's drop"),
    london('make it say photograph + measure the levis drop', rename(ctx, 'photograph + measure the levis drop')),
  ),
  within(
    talkedOf('Fix the save corruption bug'),
    london("title should be 'fix save corruption on the Switch build'", rename(ctx, 'fix save corruption on the Switch build')),
  ),
  within(
    GAME_LIST,
    london('2 shd be "capture trailer footage, boss fight + menus"', rename(num(2), 'capture trailer footage, boss fight + menus')),
  ),
  within(
    talkedOf('Pour the fall batch of cedar + fig'),
    newYork('rename it pour 48 cedar + fig 8oz tins', rename(ctx, 'pour 48 cedar + fig 8oz tins')),
  ),
  within(
    CANDLE_LIST,
    newYork("change 2 to 'print labels for the 23 shopify orders'", rename(num(2), 'print labels for the 23 shopify orders')),
  ),
  within(
    talkedOf('Color grade the Nike spec spot'),
    newYork('call it grade + conform Nike spec', rename(ctx, 'grade + conform Nike spec')),
  ),
  newYork('rename the Dana rough cut one to "rough cut v2 to Dana w music"', rename(words('rough cut'), 'rough cut v2 to Dana w music')),
  within(
    talkedOf('Transcribe the interview w Mr Reyes for chapter 6'),
    newYork('retitle: Reyes interview transcript, ch 6 + 7', rename(ctx, 'Reyes interview transcript, ch 6 + 7')),
  ),
  within(
    talkedOf('Print flyers for the open house'),
    newYork('put the address pls: print flyers open house 5030 Broadway', rename(ctx, 'print flyers open house 5030 Broadway')),
  ),
  within(SNEAKER_LIST, newYork('rename 3 -> legit check the yeezy 350s from Kev', rename(num(3), 'legit check the yeezy 350s from Kev'))),
  newYork(
    "rename 'pitch the Wawa sponsorship' to 'pitch Wawa for the Jan sponsor slot'",
    rename(words('pitch the Wawa sponsorship'), 'pitch Wawa for the Jan sponsor slot'),
  ),
  within(
    talkedOf('Email the parents about the winter recital date'),
    newYork('change it to email parents recital date + piece list', rename(ctx, 'email parents recital date + piece list')),
  ),
  within(
    talkedOf("Schedule sunday's issue on beehiiv"),
    newYork('name it: schedule issue #112 on beehiiv', rename(ctx, 'schedule issue #112 on beehiiv')),
  ),
  within(PIANO_LIST, newYork("the 2nd one is Lily's Burgmüller not Czerny, fix pls", rename(num(2), "Print Lily's Burgmüller pages"))),
];

export const SEVENTYNINTH_REMOVE: HeldOutItem[] = [
  within(
    talkedOf('Send the silver to the assay office'),
    london("forget that, they're all under 7.78g so no hallmark needed", remove(ctx)),
  ),
  london('delete the riverside link reminder, guest pulled out 😭', remove(words('riverside link'))),
  within(PODCAST_LIST, london('bin 4, Peckham Levels paid upfront', remove(num(4)), done(num(4)))),
  within(talkedOf('First draft of the Haar Gin about page'), london('scrap it, project cancelled', remove(ctx))),
  london('cancel the Middleton Lodge recce, couple switched venues', remove(words('Middleton Lodge'))),
  london('please delete the task about Kowalski, he cancel the order', remove(words('Kowalski'))),
  within(talkedOf('Proofread the birth certificate for agency'), london('not needed anymore, other translator took it', remove(ctx))),
  within(DEPOP_LIST, london('take off number 3, the carhartt sold to someone else', remove(num(3)))),
  london('remove the car boot one, not doing it over winter', remove(words('car boot'))),
  within(talkedOf('Devlog post'), london('nah kill the devlog reminder, no one reads it', remove(ctx), remove(words('devlog')))),
  within(GAME_LIST, london('delete 3, we missed the next fest deadline anyway', remove(num(3)))),
  within(CANDLE_LIST, newYork('remove #3, the flea is cancelled for the season', remove(num(3)))),
  within(talkedOf('Order 10lb of soy wax and cotton wicks'), newYork('nvm found a whole box in the closet lol delete', remove(ctx))),
  newYork('cancel the nike spec grade, they went w someone else', remove(words('nike spec'))),
  within(talkedOf('Check in w Marcus'), newYork('take that off, he wants to stop the weekly calls', remove(ctx))),
  newYork('borra the reminder for the landlord of 4B, the apartment is rented already', remove(words('landlord of 4B'))),
  within(SNEAKER_LIST, newYork('scratch 4, moved my stuff out the unit', remove(num(4)))),
  within(talkedOf('SNKRS drop'), newYork('forget it, took an L on the draw already', remove(ctx))),
  newYork('delete the beehiiv bill reminder, it auto pays', remove(words('beehiiv bill'))),
  within(talkedOf('Call the tuner about the yamaha'), newYork("scratch that the school's tuner is coming anyway", remove(ctx))),
  newYork("remove lily's makeup lesson, her mom cancelled", remove(words('makeup lesson'))),
  within(PIANO_LIST, newYork('get rid of the last one, the Parks paid for the whole term', remove(num(4)), done(num(4)))),
];

export const SEVENTYNINTH_DONE: HeldOutItem[] = [
  within(reminded('Solder the jump rings on the Hannah stacking set', OVERDUE_L), london('soldered ✨', done(ctx))),
  within(reminded('Reply to the Etsy convo about the resize', OVERDUE_L), london("replied, she's going a size up", done(ctx))),
  within(PODCAST_LIST, london('1 n 3 done 🎧', [done(num(1)), done(num(3))])),
  london('sent the riverside link to the guest', done(words('riverside link'))),
  within(reminded('Chase Struan for the brief', OVERDUE_L), london('chased. again. 🙄', done(ctx))),
  within(reminded('Deliver the Atkinson wedding gallery', OVERDUE_L), london("gallery's gone out, mum of the bride cried lol", done(ctx))),
  within(reminded('Send certified translation to Mr Kowalski', OVERDUE_L), london('yes I have sent it already in the morning', done(ctx))),
  london('the birth certificate proofreading is finish', done(words('birth certificate'))),
  within(DEPOP_LIST, london('number 1 done, all 3 bundles dropped off', done(num(1)))),
  within(reminded('Buy more mailing bags', OVERDUE_L), london('got em', done(ctx))),
  within(reminded('Push the 0.9.2 build to Steam', OVERDUE_L), london('build is live 🚀', done(ctx))),
  within(GAME_LIST, london('squashed the jump buffer bug finally', done(words('jump buffer')), done(num(1)))),
  within(reminded('Write show notes for ep 41', OVERDUE_L), london('not yet, halfway through', NO_CHANGE, answer(null))),
  within(reminded('Pour the fall batch of cedar + fig', OVERDUE_N), newYork('poured! 48 tins curing', done(ctx))),
  within(CANDLE_LIST, newYork('labels printed, 2 done', done(num(2)))),
  within(reminded('Export the 4k master', OVERDUE_N), newYork('exported + uploaded to frame.io', done(ctx))),
  newYork('sent Dana the rough cut', done(words('rough cut'))),
  within(reminded('Send Marcus the ch 3 draft', OVERDUE_N), newYork("it's in his inbox", done(ctx))),
  within(reminded('Call the landlord of 4B on 181st', OVERDUE_N), newYork('ya hablé con él, listo', done(ctx))),
  within(
    SNEAKER_LIST,
    newYork('shipped the 4s and listed the dunks', [done(num(1)), done(num(2))], [done(words('4s')), done(words('dunks'))]),
  ),
  within(reminded("Schedule sunday's issue on beehiiv", OVERDUE_N), newYork('scheduled for 7am sunday ✅', done(ctx))),
  within(reminded('Email the parents about the recital', OVERDUE_N), newYork('done and done', done(ctx))),
  within(PIANO_LIST, newYork('tuner called back, yamaha is booked for the 20th ✔️', done(num(3)), done(words('tuner')))),
  within(reminded('Print flyers for the open house', OVERDUE_N), newYork('still at the printer, almost', NO_CHANGE, answer(null))),
];

const WHICH_SHIP = {
  pending: { about: 'which_task' as const, options: ['Ship the Margate Makers wholesale order', 'Ship the Etsy resize ring'] },
};
const WHICH_EMAIL = {
  pending: {
    about: 'which_task' as const,
    options: ['Email the parents about the recital', 'Email the tuner', 'Email the music school about room hire'],
  },
};
const LAUNCH = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Launch on Steam in February or wait for Next Fest in June?',
    options: ['Launch in February', 'Wait for Next Fest'],
  },
};
const PRICE = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Raise the 8oz candles to $32 or keep them at $28?',
    options: ['Raise to $32', 'Keep $28'],
  },
};
const MORNING_LIST = { pending: { about: 'other' as const, question: 'Morning list at 7 or 8?', options: ['7', '8'] } };
const RECAP = {
  pending: { about: 'other' as const, question: 'Weekly recap on Friday or Sunday?', options: ['Friday', 'Sunday'] },
};

export const SEVENTYNINTH_ANSWER: HeldOutItem[] = [
  within(WHICH_SHIP, london('the ring', answer(2))),
  within(WHICH_SHIP, london('makers one', answer(1))),
  within(WHICH_SHIP, london('2nd', answer(2))),
  within(WHICH_EMAIL, newYork('the recital one', answer(1))),
  within(WHICH_EMAIL, newYork('room hire', answer(3))),
  within(WHICH_EMAIL, newYork('tuner', answer(2))),
  within(WHICH_EMAIL, newYork('none of those, its the email to the Parks', answer(null))),
  within(LAUNCH, london('next fest', answer(2))),
  within(LAUNCH, london('feb tbh, need the money ngl', answer(1))),
  within(LAUNCH, london('still torn idk', answer(null))),
  within(PRICE, newYork('32', answer(1))),
  within(PRICE, newYork('keep it where it is', answer(2))),
  within(PRICE, newYork('the second', answer(2))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Take the destination wedding in Lake Como?', options: ['Take it', 'Turn it down'] } },
    london('money mostly, but being away from the kids for 10 days is a lot', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I move to a bigger brokerage?' } },
    newYork('Compass, or stay with Marisol where I am now', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Stopped taking jobs from the cheap agency' } },
    london('it was good decision, now I have more time for direct clients', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'Stopped buying Yeezys to flip' } },
    newYork('mid ngl, missed a couple easy flips', answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'Guests sound better recorded in the morning' } }, london('keep 👍', answer(null), note)),
  within({ pending: { about: 'keep', text: 'I write best before noon' } }, newYork('nah skip it', answer(null))),
  within(MORNING_LIST, london('eight', answer(2))),
  within(RECAP, newYork('fri', answer(1))),
  within(RECAP, newYork('sunday night so i can plan the week', answer(2))),
  within({ pending: { about: 'stuck', task: 'Write the Haar Gin about page' } }, london('still no brief from the client', answer(null))),
  within(
    { pending: { about: 'other', question: 'Want me to check in after your last lesson?', options: [] } },
    newYork('ya pls', answer(null)),
  ),
];

export const SEVENTYNINTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok so voice note, need to order more 0.8mm sterling wire, photograph the new moonstone rings and um reply to the gift shop in Broadstairs by friday',
    [
      task('order more 0.8mm sterling wire'),
      task('photograph the new moonstone rings'),
      task('reply to the gift shop in Broadstairs', l('11-13')),
    ],
  ),
  london('right so tmrw: 10am record w Tolu, 2 edit ep 43, 5 send the invoice to the bakery sponsor', [
    task('record w Tolu', l('11-12 10:00')),
    task('edit ep 43', l('11-12 14:00')),
    task('send the invoice to the bakery sponsor', l('11-12 17:00')),
  ]),
  london(
    'mm need to finish the tone of voice doc for Loch Fyne, send Struan the invoice, book the dentist and update my portfolio site at some point',
    [
      task('finish the tone of voice doc for Loch Fyne'),
      task('send Struan the invoice'),
      task('book the dentist'),
      task('update my portfolio site'),
    ],
  ),
  london(
    'cull the Atkinson wedding, order the Harper album from Loxley and email the Minster about the flash rules before saturday',
    [
      task('cull the Atkinson wedding'),
      task('order the Harper album from Loxley'),
      task('email the Minster about the flash rules', l('11-14')),
    ],
    [
      task('cull the Atkinson wedding'),
      task('order the Harper album from Loxley'),
      task('email the Minster about the flash rules', l('11-13')),
    ],
  ),
  london(
    'today I must still: translate the contract for Mr Nowak, send invoice to Lingua agency and make appointment to the doctor for my daughter',
    [
      task('translate the contract for Mr Nowak'),
      task('send invoice to Lingua agency'),
      task('make appointment to the doctor for my daughter'),
    ],
    [
      task('translate the contract for Mr Nowak', l('11-11')),
      task('send invoice to Lingua agency', l('11-11')),
      task('make appointment to the doctor for my daughter', l('11-11')),
    ],
  ),
  london('ngl the flat is chaos, need to steam the jackets, list the 90s nike windbreaker and post the 4 orders before 5', [
    task('steam the jackets'),
    task('list the 90s nike windbreaker'),
    task('post the 4 orders', l('11-11 17:00')),
  ]),
  london(
    'ok brain dump: fix the ledge grab bug, record trailer footage, email the composer about the boss theme, and reply to Ailsa re the press kit by thurs',
    [
      task('fix the ledge grab bug'),
      task('record trailer footage'),
      task('email the composer about the boss theme'),
      task('reply to Ailsa re the press kit', l('11-12')),
    ],
  ),
  london('tmrw 9 hallmarking drop off, 12 lunch w Ruth from the gallery, then 4 ship the christmas pre-orders', [
    task('hallmarking drop off', l('11-12 09:00')),
    task('lunch w Ruth from the gallery', l('11-12 12:00')),
    task('ship the christmas pre-orders', l('11-12 16:00')),
  ]),
  london('1) invoice Haar 2) chase Struan 3) pitch the gin festival', [
    task('invoice Haar'),
    task('chase Struan'),
    task('pitch the gin festival'),
  ]),
  london('um so, back up the Atkinson cards, uh, renew the PL insurance by the 30th and like text Priya about saturday', [
    task('back up the Atkinson cards'),
    task('renew the PL insurance', l('11-30')),
    task('text Priya about saturday'),
  ]),
  london(
    "also book the studio at Peckham Levels for the 3rd, chase the guest's headshot and bounce the trailer",
    [task('book the studio at Peckham Levels', l('12-03')), task("chase the guest's headshot"), task('bounce the trailer')],
    [task('book the studio at Peckham Levels for the 3rd'), task("chase the guest's headshot"), task('bounce the trailer')],
  ),
  newYork(
    'so today i gotta pour the peppermint batch, print labels for the 23 orders, and email the flea lady about a table for dec 6',
    [task('pour the peppermint batch'), task('print labels for the 23 orders'), task('email the flea lady about a table for dec 6')],
    [
      task('pour the peppermint batch', n('11-11')),
      task('print labels for the 23 orders', n('11-11')),
      task('email the flea lady about a table for dec 6', n('11-11')),
    ],
  ),
  newYork('rough cut v2 to Dana by 5, then grade the Nike thing and invoice Ridgewood Films', [
    task('rough cut v2 to Dana', n('11-11 17:00')),
    task('grade the Nike thing'),
    task('invoice Ridgewood Films'),
  ]),
  newYork("voice memo lol. transcribe Reyes tape 4, outline ch 8 and call Marcus's agent about the deadline tmrw 11", [
    task('transcribe Reyes tape 4'),
    task('outline ch 8'),
    task("call Marcus's agent about the deadline", n('11-12 11:00')),
  ]),
  newYork('mañana 9 showing at 560 W 165th, 11 call the bank for the Duarte mortgage, 3pm open house prep', [
    task('showing at 560 W 165th', n('11-12 09:00')),
    task('call the bank for the Duarte mortgage', n('11-12 11:00')),
    task('open house prep', n('11-12 15:00')),
  ]),
  newYork('gotta legit check the 350s, ship 6 pairs to GOAT and hit the ups store before 7', [
    task('legit check the 350s'),
    task('ship 6 pairs to GOAT'),
    task('hit the ups store', n('11-11 19:00')),
  ]),
  newYork("write the lede for thursday's issue, reply to the wawa guy re sponsorship, and clean up the subscriber list", [
    task("write the lede for thursday's issue"),
    task('reply to the wawa guy re sponsorship'),
    task('clean up the subscriber list'),
  ]),
  newYork("text Mrs Chen about Lily's makeup lesson, order the Faber level 2 book for Aiden and print the recital programs by friday", [
    task("text Mrs Chen about Lily's makeup lesson"),
    task('order the Faber level 2 book for Aiden'),
    task('print the recital programs', n('11-13')),
  ]),
  newYork(
    'reorder amber jars, wicks and fragrance oil from CandleScience',
    [task('reorder amber jars, wicks and fragrance oil from CandleScience')],
    [task('reorder amber jars'), task('reorder wicks'), task('reorder fragrance oil from CandleScience')],
  ),
  newYork('1. sync the interview audio 2. send Dana the music options 3. back up the drive to the NAS', [
    task('sync the interview audio'),
    task('send Dana the music options'),
    task('back up the drive to the NAS'),
  ]),
  newYork('send Marcus the invoice, finish the ch 3 revisions by monday and call the new client tmrw at 2', [
    task('send Marcus the invoice'),
    task('finish the ch 3 revisions', n('11-16')),
    task('call the new client', n('11-12 14:00')),
  ]),
  newYork(
    'ok so um the Inwood listing needs new photos, uh, i have to send the lease to the Ortiz family and call the super by friday about the showing',
    [
      task('new photos for the Inwood listing'),
      task('send the lease to the Ortiz family'),
      task('call the super about the showing', n('11-13')),
    ],
    [
      task('the Inwood listing needs new photos'),
      task('send the lease to the Ortiz family'),
      task('call the super about the showing', n('11-13')),
    ],
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SEVENTYNINTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SEVENTYNINTH_ASK,
  recurring: SEVENTYNINTH_RECURRING,
  snooze: SEVENTYNINTH_SNOOZE,
  correction: SEVENTYNINTH_CORRECTION,
  rename: SEVENTYNINTH_RENAME,
  remove: SEVENTYNINTH_REMOVE,
  done: SEVENTYNINTH_DONE,
  answer: SEVENTYNINTH_ANSWER,
  ramble: SEVENTYNINTH_RAMBLE,
  greeting: SEVENTYNINTH_GREETING,
  thanks: SEVENTYNINTH_THANKS,
  feeling: SEVENTYNINTH_FEELING,
  question: SEVENTYNINTH_QUESTION,
  statement: SEVENTYNINTH_STATEMENT,
  decision: SEVENTYNINTH_DECISION,
  dilemma: SEVENTYNINTH_DILEMMA,
  recall: SEVENTYNINTH_RECALL,
  prioritise: SEVENTYNINTH_PRIORITISE,
  agenda: SEVENTYNINTH_AGENDA,
  free_time: SEVENTYNINTH_FREE_TIME,
  unclear: SEVENTYNINTH_UNCLEAR,
  bare: SEVENTYNINTH_BARE,
};

export const HELD_OUT_SEVENTYNINTH: HeldOutItem[] = Object.values(HELD_OUT_SEVENTYNINTH_KINDS).flat();
