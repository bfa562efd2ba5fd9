/**
 * Held-out set, hundredtwentieth part b: tailors, dressmakers, alterations and cobblers.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Priya, a bridal alterations seamstress in Southall whose first language is Punjabi (lehengas,
 *   fittings, hems, deposits; "haanji", "theek aa", "chalo").
 * - Terry, a Bermondsey shoe repairer and key cutter (heels, soles, watch batteries, the shop
 *   counter; blunt, few words, "mate").
 * - Fiona, a Glasgow kilt maker with a hire business who writes some Scots ("the morn", "aye",
 *   "wee", "cannae", "ken").
 * - Olu, a Peckham bespoke suit tailor (clients, cloth merchants, fittings, Instagram; "bro", "bless").
 * - Margaret, a retired teacher turned curtain and upholstery maker in Harrogate (long, careful, full
 *   sentences).
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Rosa, a dry cleaner and alterations shop owner in Jackson Heights whose first language is Spanish
 *   (tickets, pressing, pickups, suppliers).
 * - Min-jun, a Koreatown custom shirt maker whose first language is Korean (measurements, fabric
 *   orders, the factory in NJ; short, careful English).
 * - Tasha, a Harlem costume designer for theatre and drag shows (shows, fittings, rush jobs; all
 *   lower case, lots of emoji).
 * - Vinnie, a Bensonhurst cobbler with a leather repair shop (boots, bags, the landlord; gruff,
 *   clipped, typos).
 * - Grace, who runs a small made-to-measure bridal studio in Tribeca with staff (brides, seamstresses,
 *   payroll; long organised messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  HELP,
  NO_CHANGE,
  STOP,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  question,
  recall,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
} from './held-out-kit';

/** daily just asked "Did you get to X?". */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which way the person is leaning. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});

export const HUNDREDTWENTIETH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('sat sri akal ji 🙏', talk('greeting')),
  london('oi oi', talk('greeting')),
  london("hiya hen, how's yersel the day", talk('greeting')),
  london('yo daily, wagwan bro 👋🏾', talk('greeting')),
  london(
    'Good afternoon. I hope this finds you well. I have just come in from a fitting in Knaresborough and thought I would say hello before I make a start on the Pembertons\u2019 pelmets.',
    talk('greeting'),
  ),
  london('haanji hello, you there?', talk('greeting'), NO_CHANGE),
  london('Good morning \u2014 although I realise it is the afternoon already; the days do run away with me in November.', talk('greeting')),
  // London: a hello, then an ask or a tick
  london('afternoon mate. remind me order more heel blocks friday', task('order more heel blocks', l('11-13')), [
    talk('greeting'),
    task('order more heel blocks', l('11-13')),
  ]),
  london(
    'hello ji, please remind me tomorrow 11am call Simran for lehenga trial',
    task('call Simran for lehenga trial', l('11-12 11:00')),
    [talk('greeting'), task('call Simran for lehenga trial', l('11-12 11:00'))],
  ),
  london('yo bro what have I got on tomorrow', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  london("hiya! whit's on this week?", list('week'), [talk('greeting'), list('week')]),
  within(
    reminded('ring Mrs Atkinson about the bay window measurements', l('11-11 14:00')),
    london('Hello there. Yes, I rang her at lunchtime and we have agreed the measurements.', done(), [talk('greeting'), done()]),
  ),
  // London: look like a greeting, are not one
  london(
    'remind me to drop a hello to Kwame at Dugdale Bros tmrw, need to get back on his radar for the Harris tweed',
    task('drop a hello to Kwame at Dugdale Bros', l('11-12')),
  ),
  london('my massi says hello to you haha, she thinks you are my secretary', NO_CHANGE),
  within(reminded('cut spare keys for Mrs Okafor', l('11-11 14:00')), london('alright. not yet mate', NO_CHANGE)),
  london(
    'mind an remind me tae say hullo tae the new lassie at the Highland hire shop on Saturday, ah want her sendin folk ma way',
    task('say hullo tae the new lassie at the Highland hire shop', l('11-14')),
  ),

  // New York: plain hellos
  newYork('buenos días!! 😊', talk('greeting')),
  newYork('Hello. Good morning.', talk('greeting')),
  newYork('heyyyy boo 💅✨', talk('greeting')),
  newYork('yo. mornin', talk('greeting')),
  newYork(
    'Good morning! Just a quick hello before the 10:30 fitting \u2014 the studio is quiet for once, which never lasts.',
    talk('greeting'),
  ),
  newYork('안녕하세요 daily', talk('greeting')),
  newYork('gm gm ☕️🧵', talk('greeting')),
  // New York: a hello, then an ask or a tick
  newYork('hola, remind me call the hanger supplier at 2pm, we almost no hangers', task('call the hanger supplier', n('11-11 14:00')), [
    talk('greeting'),
    task('call the hanger supplier', n('11-11 14:00')),
  ]),
  newYork('mornin. whats overdue', list('overdue'), [talk('greeting'), list('overdue')]),
  newYork(
    'Good morning. Please add order 20 yards white oxford from Thomas Mason, Friday.',
    task('order 20 yards white oxford from Thomas Mason', n('11-13')),
    [talk('greeting'), task('order 20 yards white oxford from Thomas Mason', n('11-13'))],
  ),
  newYork('hiiii am i free tmrw afternoon?? 🙏', free(n('11-12 12:00'), n('11-12 17:00')), [
    talk('greeting'),
    free(n('11-12 12:00'), n('11-12 17:00')),
  ]),
  within(
    reminded('send the November payroll figures to Diane', n('11-11 09:00')),
    newYork('Good morning \u2014 yes, the payroll figures went over to Diane at 8:45.', done(), [talk('greeting'), done()]),
  ),
  // New York: look like a greeting, are not one
  newYork(
    'remind me to text hey to the new stage manager at the apollo tmrw 11am 💌',
    task('text hey to the new stage manager at the apollo', n('11-12 11:00')),
  ),
  within(reminded('pick up the shirts from the presser', n('11-11 09:00')), newYork('hola, todavía no, he is late today', NO_CHANGE)),
  newYork('Our new seamstress, Ines, starts on Monday \u2014 she asked me to say hello to "the famous daily".', NO_CHANGE),
];

export const HUNDREDTWENTIETH_THANKS: HeldOutItem[] = [
  // London: plain thanks
  london('ta mate', talk('thanks')),
  london('thank you ji, bahut vadhiya 🙏', talk('thanks')),
  london("cheers hen, ye're a star", talk('thanks')),
  london('bless you bro 🙏🏾', talk('thanks')),
  london('Thank you very much, that is most helpful. I shall get on with the Atkinson curtains now.', talk('thanks')),
  london('ok got it, ta', talk('thanks'), talk('acknowledgement')),
  london('ok theek aa, thank you, bye ji', [talk('thanks'), talk('goodbye')], talk('thanks'), talk('goodbye')),
  // London: thanks with an ask or a tick
  within(
    just('fitting with Mr Bello', l('11-13 14:00')),
    london('safe bro, actually make it half 3', move(ctx, null, '15:30'), [talk('thanks'), move(ctx, null, '15:30')]),
  ),
  london('cheers. whats on tomoz', list('tomorrow'), [talk('thanks'), list('tomorrow')]),
  within(
    reminded('order the interlining from Whaleys', l('11-11 14:00')),
    london('Thank you for the reminder. As it happens, I placed the order first thing this morning.', done(), [talk('thanks'), done()]),
  ),
  within(
    just('take the Mackenzie kilt tae the pleater', l('11-12')),
    london('perfect ta, an add pick up the sporrans fae Iain on Friday', task('pick up the sporrans fae Iain', l('11-13')), [
      talk('thanks'),
      task('pick up the sporrans fae Iain', l('11-13')),
    ]),
  ),
  // London: mention thanks, are not thanks to daily (or thank and only put off)
  london(
    'remind me send thank you message to Harpreet aunty saturday, she gave me 3 brides this year',
    task('send thank you message to Harpreet aunty', l('11-14')),
  ),
  london('client just said thanks for the suit, he cried at his own wedding bro 😭', NO_CHANGE),
  within(
    reminded('ring the Clarks rep about the soles', l('11-11 14:00')),
    london(
      'thanks, will do it after 4',
      snoozeUntil(l('11-11 16:00')),
      [talk('thanks'), snoozeUntil(l('11-11 16:00'))],
      move(ctx, '2026-11-11', '16:00'),
    ),
  ),
  london('Thanks to the rain, the fabric delivery has been held up on the A61 and will not now arrive until tomorrow.', NO_CHANGE),
  london('cheers for that', talk('thanks')),

  // New York: plain thanks
  newYork('muchas gracias!!', talk('thanks')),
  newYork('Thank you. Very helpful.', talk('thanks')),
  newYork('omg ty ily 😭💖', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork("Thank you \u2014 that's exactly what I needed to see before I brief the team at eleven.", talk('thanks')),
  newYork('감사합니다', talk('thanks')),
  newYork('ok got it', talk('acknowledgement'), talk('thanks')),
  newYork('perfect ty byeee 👋', [talk('thanks'), talk('goodbye')], talk('thanks'), talk('goodbye')),
  // New York: thanks with an ask or a tick
  within(
    reminded('call the Cintas guy about the plastic bags', n('11-11 09:00')),
    newYork('gracias, ya lo llamé esta mañana', done(), [talk('thanks'), done()]),
  ),
  newYork('Thank you. And what is my schedule Monday?', list('day', '2026-11-16'), [talk('thanks'), list('day', '2026-11-16')]),
  within(
    just('final fitting with Ms Alvarez', n('11-14 11:00')),
    newYork('Thanks \u2014 could you make that 12:30 instead? She is driving in from Newark.', move(ctx, null, '12:30'), [
      talk('thanks'),
      move(ctx, null, '12:30'),
    ]),
  ),
  newYork('thanks. add call landlord bout the boiler fri', task('call landlord bout the boiler', n('11-13')), [
    talk('thanks'),
    task('call landlord bout the boiler', n('11-13')),
  ]),
  // New York: mention thanks, are not thanks to daily
  newYork(
    'remind me to send a thank u card to the wig lady on 125th fri 💐',
    task('send a thank u card to the wig lady on 125th', n('11-13')),
  ),
  newYork('thanks to the landlord no heat in the shop again', NO_CHANGE),
  within(
    reminded('approve the lace order from Solstiss', n('11-11 09:00')),
    newYork('Thank you for the reminder, but I am still waiting on the samples.', NO_CHANGE),
  ),
  newYork('customer say thank you, the wedding dress come out perfect from the cleaning 🥹', NO_CHANGE),
];

export const HUNDREDTWENTIETH_FEELING: HeldOutItem[] = [
  // London
  london('feet are killing me mate, on em since 7', talk('feeling')),
  london('bahut thak gayi haan, 4 fittings back to back 😮‍💨', talk('feeling')),
  london("ah'm wabbit the day, been sewin since six", talk('feeling')),
  london("bro I'm buzzing, a magazine wants to shoot the double breasted 🔥🔥", talk('feeling')),
  london(
    'I must confess I am feeling rather low today. The hotel on West Park has cancelled all forty pairs of curtains, and I had already cut half of the fabric.',
    talk('feeling'),
  ),
  london(
    "three brides this saturday, two lehengas still not hemmed, deposit not come, mummy ji also not well, I don't know what to do 😩",
    talk('overwhelmed'),
    [talk('overwhelmed'), prioritise('focus')],
  ),
  london('cannae cope wi it aw, fifteen hire kilts back the morn an nane o them cleaned', talk('overwhelmed'), talk('feeling')),
  london('stressed out bro, the Holland & Sherry cloth still not landed and the fitting is saturday', talk('feeling'), talk('overwhelmed')),
  london('fed up mate', talk('feeling')),
  london('bad day. two heels snapped on the finisher', talk('feeling')),
  london(
    'I was thinking this morning that teaching prepared me far better for this work than I ever expected. Patience with a difficult chintz is not so very different from patience with a Year 9 class.',
    talk('reflection'),
    talk('feeling'),
  ),
  // London: sound like a tick or giving up, change nothing
  within(reminded('resole the brown brogues for Mr Hughes', l('11-11 14:00')), london('done in mate', NO_CHANGE)),
  london('honestly bro thinking of deleting the instagram, the comments are mad', NO_CHANGE),
  // London: a feeling, then an ask
  within(
    just('hem Jaspreet lehenga', l('11-12 10:00')),
    london('so tired ji, move this one to friday please', move(ctx, '2026-11-13', null), [talk('feeling'), move(ctx, '2026-11-13', null)]),
  ),
  london(
    "ah'm fair scunnered, whit should ah dae first the day?",
    prioritise('focus'),
    [talk('feeling'), prioritise('focus')],
    [talk('overwhelmed'), prioritise('focus')],
  ),
  london(
    'I am rather overwhelmed this week, I am afraid. Would you be kind enough to tell me what I might reasonably let go of?',
    prioritise('drop'),
    [talk('overwhelmed'), prioritise('drop')],
  ),

  // New York
  newYork('ay estoy muerta, the steam machine broke and I press everything by hand', talk('feeling')),
  newYork('I am very tired today. Factory call me 5 times.', talk('feeling')),
  newYork('im literally shaking rn the apollo just booked me for the whole spring season 😭😭✨', talk('feeling')),
  newYork('back is killin me', talk('feeling')),
  newYork(
    "I'm honestly at capacity. Four brides this weekend, Marisol is out with the flu, payroll is due Friday, and the lace for the Chen gown still hasn't cleared customs.",
    talk('overwhelmed'),
  ),
  newYork('너무 스트레스. fabric is wrong color again', talk('feeling'), talk('overwhelmed')),
  newYork('ok im so overwhelmed 3 shows opening the same week and nothing is glued 🫠', talk('overwhelmed')),
  newYork('pissed off. landlord raisin the rent agin', talk('feeling')),
  newYork('muy contenta hoy!! new contract with the hotel on Roosevelt for all the uniforms 🎉', talk('feeling')),
  newYork(
    'Eight years ago today I signed the lease on the studio with two machines and one client. Feeling very grateful this morning.',
    talk('reflection'),
    talk('feeling'),
  ),
  // New York: sound like a tick, change nothing
  within(reminded('cut the leather for the Ortiz bag strap', n('11-11 09:00')), newYork('ugh im so sick a this', NO_CHANGE)),
  // New York: a feeling, then an ask
  newYork('tired af. plan my day pls 🥲', prioritise('plan_day'), [talk('feeling'), prioritise('plan_day')]),
  newYork('I am overwhelm. Which things I can skip this week?', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  within(
    just('pick up the tablecloths from Sabor Latino', n('11-12 15:00')),
    newYork(
      'estoy cansadísima, change to friday please',
      move(ctx, '2026-11-13', null),
      [talk('feeling'), move(ctx, '2026-11-13', null)],
      move(ctx, '2026-11-13', '15:00'),
      [talk('feeling'), move(ctx, '2026-11-13', '15:00')],
    ),
  ),
];

export const HUNDREDTWENTIETH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('can you send message to my brides for fitting time? or only to me?', question, HELP),
  london('you do voice notes mate', question, HELP),
  london('how much tartan dae ye need for an eight-yard kilt, is it actually eight yards?', question),
  london("bro what's a fair price for a bespoke 3 piece these days, is 1800 too low?", question),
  london(
    'Could you tell me whether it is possible to share my list with my niece, who helps me in the workroom on Saturdays?',
    question,
    HELP,
  ),
  london('did i put the Okafor keys in', NO_CHANGE),
  london('Kaur wedding is 5/12 or 6/12? I forgot 🙈', NO_CHANGE),
  // London: questions that are lists, free time or a plan
  london('what have I got on Saturday bro', list('day', '2026-11-14')),
  london("whit's on the morn?", list('tomorrow')),
  london('anything overdue', list('overdue')),
  london('whats on friday', list('day', '2026-11-13')),
  london(
    'Am I free on Monday afternoon? Mrs Pickering would like me to come and measure for her Roman blinds.',
    free(l('11-16 12:00'), l('11-16 17:00')),
  ),
  london('this week what all I have?', list('week')),
  london('what should I crack on with first today bro', prioritise('focus')),
  // London: a choice to think through, a look-up
  london('should ah buy anither twenty hire kilts for the weddin season or jist turn folk away? cannae decide', dilemma),
  london('What did I decide about the upholstery course in York?', recall('upholstery course in York')),

  // New York: questions answered in words
  newYork('you can remind my workers also? they have WhatsApp', question, HELP),
  newYork('What is difference between 2-ply and single-ply cotton for dress shirt?', question),
  newYork('can u read pics?? like if i send a sketch 🎨', question, HELP),
  newYork('whats a fair price full resole on red wings now a days', question),
  newYork(
    'Is there a way to give my head seamstress access to the studio tasks without her seeing anything to do with payroll?',
    question,
    HELP,
  ),
  newYork('Did I add the Park measurement already?', NO_CHANGE),
  newYork('landlord meetin is 11/18 or 11/19', NO_CHANGE),
  // New York: questions that are lists, free time or a plan
  newYork('what I have mañana?', list('tomorrow')),
  newYork('whats on this week 👀', list('week')),
  newYork(
    "Could you pull up what's on Tuesday the 17th? I'm trying to see whether we can squeeze in a trunk show.",
    list('day', '2026-11-17'),
  ),
  newYork('im free sat mornin?', free(n('11-14 09:00'), n('11-14 12:00'))),
  newYork('What is next?', list('next')),
  newYork('Am I free tomorrow evening? Customer want measurement after work.', free(n('11-12 17:00'), n('11-12 21:00'))),
  newYork('too much on what do i drop 😵‍💫', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  // New York: a choice to think through, a look-up
  newYork('I should buy new press machine or fix the old one? new one is 4000 dollars 😩', dilemma),
  newYork(
    'What did we decide about the referral arrangement with the florist on Hudson Street?',
    recall('referral arrangement with the florist on Hudson Street'),
  ),
];

export const HUNDREDTWENTIETH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('key machine playing up again', NO_CHANGE),
  london('Simran bride paid full deposit today, waheguru 🙏', NO_CHANGE),
  london("the Lochcarron tartan came in the day, it's braw", NO_CHANGE),
  london('new cloth book from Scabal just landed bro, the flannels are mad', NO_CHANGE),
  london(
    'The Pembertons have decided to go with a plain linen after all, which I confess I think is a wise choice for a north-facing room.',
    NO_CHANGE,
  ),
  london('sold 9 watch batteries before lunch', NO_CHANGE),
  london('mummy ji coming from Jalandhar next month', NO_CHANGE),
  london("it's pishin doon in Glasgow, the hire kilts'll come back soakin", NO_CHANGE),
  london('The price of blackout lining has gone up again, by nearly twelve per cent since the spring.', NO_CHANGE),
  london('the grey flannel fit got 2k likes on insta bro 🙌🏾', NO_CHANGE),
  // London: news about the task in view (may be a tick or a move)
  within(
    reminded('take the Kaur lehenga to the embroiderer', l('11-11 13:00')),
    london('haanji, dropped it this morning', done(), NO_CHANGE),
  ),
  within(
    just('fitting with Mr Bello', l('11-13 14:00')),
    london('he just texted bro, says can we do 4 instead', move(ctx, null, '16:00'), NO_CHANGE),
  ),
  // London: a time said, nothing asked
  london('Johnston weddin party fittin Saturday 10am', unclear, task('Johnston weddin party fittin', l('11-14 10:00'))),
  // London: a decision said in plain words
  london('decided. no more car keys, not worth the grief', decision),
  // London: news that carries a job
  london(
    'I really must write to the hotel on West Park about their unpaid invoice before the end of the week.',
    task('write to the hotel on West Park about their unpaid invoice', l('11-13')),
    task('write to the hotel on West Park about their unpaid invoice', l('11-15')),
  ),
  london('I have to buy more dupatta net tomorrow from Southall Broadway', task('buy more dupatta net from Southall Broadway', l('11-12'))),

  // New York: news, changes nothing
  newYork('the boiler guy come today finally', NO_CHANGE),
  newYork('NJ factory close Thursday and Friday for machine repair.', NO_CHANGE),
  newYork('the drag brunch sold out 🎉💃🏾', NO_CHANGE),
  newYork('landlord come by again. sayin he wants the front for a phone store', NO_CHANGE),
  newYork('For the record, Ines will be working Tuesdays and Thursdays only until January.', NO_CHANGE),
  newYork('the hangers price go up 20% this year 😤', NO_CHANGE),
  newYork('Mr Park shoulder is 47cm not 46. I measure again.', NO_CHANGE),
  newYork('garment district was a MESS today lol', NO_CHANGE),
  // New York: news about the task in view
  within(reminded('fix the zipper on the Ortiz bag', n('11-11 09:00')), newYork('did it last nite', done(), NO_CHANGE)),
  within(
    just('fitting with the Delgado bridesmaids', n('11-13 15:00')),
    newYork('Their planner just emailed to ask whether we could start at 2 instead.', move(ctx, null, '14:00'), NO_CHANGE),
  ),
  // New York: a time said, nothing asked
  newYork(
    'pickup for the Hernandez wedding dress Saturday 11am',
    unclear,
    task('pickup for the Hernandez wedding dress', n('11-14 11:00')),
  ),
  // New York: a decision said in plain words
  newYork('I decide. No more Italian fabric, only Japanese mill from now.', decision),
  // New York: news that carries a job
  newYork('gotta glue rhinestones on the finale corset by friday', task('glue rhinestones on the finale corset', n('11-13'))),
  newYork(
    'I need to renew the studio insurance before December 1st.',
    task('renew the studio insurance', n('12-01')),
    task('renew the studio insurance', n('11-30')),
  ),
  newYork('gotta call the leather guy tmrw', task('call the leather guy', n('11-12'))),
];

export const HUNDREDTWENTIETH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('sound', NO_CHANGE),
  london('theek aa', NO_CHANGE),
  london('aye nae bother', NO_CHANGE),
  london('bless 🙏🏾', NO_CHANGE, talk('thanks')),
  london('Very good.', NO_CHANGE),
  london('chalo', NO_CHANGE),
  london('🧵', NO_CHANGE),
  london('help', HELP),
  london('bye ji', talk('goodbye')),
  // London: a bare job
  london('order heel blocks', task('order heel blocks')),
  london('invoice Mr Bello', task('invoice Mr Bello')),
  // London: answering a reminder
  within(reminded('cut keys for the Bermondsey St flat', l('11-11 14:00')), london('all done mate', done())),
  within(reminded('hem the Gill lehenga', l('11-11 14:00')), london('ho gaya ji', done())),
  within(reminded('press the Mackenzie kilt pleats', l('11-11 14:00')), london('later, hen', snoozeFor(60))),
  within(reminded('email Holland & Sherry about the navy chalk stripe', l('11-11 14:00')), london('2 hours bro', snoozeFor(120))),
  within(
    reminded('post the swatches to Mrs Fairfax', l('11-11 14:00')),
    london('Tomorrow morning.', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  // London: answering a question daily asked
  within(
    askedChoice('buy twenty more hire kilts or turn folk away?', 'buy twenty more hire kilts', 'turn folk away'),
    london('buy them', answer(1)),
  ),
  within(which('fitting with Mr Bello', 'fitting with Mr Adeyemi'), london('Adeyemi', answer(2))),

  // New York: out of a conversation
  newYork('okey', NO_CHANGE),
  newYork('네', NO_CHANGE),
  newYork('💅', NO_CHANGE),
  newYork('yup', NO_CHANGE),
  newYork('Understood.', NO_CHANGE, talk('acknowledgement')),
  newYork('STOP pls', STOP),
  newYork('nite nite 😴', talk('goodbye')),
  newYork('whats overdue', list('overdue')),
  // New York: a bare job
  newYork('Order buttons.', task('Order buttons')),
  newYork('llamar Cintas', task('llamar Cintas')),
  // New York: answering a reminder
  within(reminded('pick up the hangers from the supplier', n('11-11 09:00')), newYork('ya lo hice', done())),
  within(reminded('send the Park shirt measurements to the factory', n('11-11 09:00')), newYork('Done. 완료', done())),
  within(reminded('glue the headpiece for Miss Vanity', n('11-11 09:00')), newYork('1 hr 🙏', snoozeFor(60))),
  within(reminded('call landlord bout the boiler', n('11-11 09:00')), newYork('nope', NO_CHANGE)),
  within(
    reminded('approve the Ortega fitting schedule', n('11-11 09:00')),
    newYork('Friday, please.', snoozeUntil(n('11-13 09:00')), snoozeUntil(n('11-13')), move(ctx, '2026-11-13', null)),
  ),
  // New York: answering a question daily asked
  within(
    askedChoice('buy a new press machine or fix the old one?', 'buy a new press machine', 'fix the old one'),
    newYork('la nueva', answer(1)),
  ),
  within(which('final fitting with Ms Alvarez', 'final fitting with Ms Delgado'), newYork('Delgado.', answer(2))),
];
