import type { ConversationState, Intent } from '../intent';
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
  talk,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  THIRTYEIGHTH_AGENDA,
  THIRTYEIGHTH_BARE,
  THIRTYEIGHTH_DECISION,
  THIRTYEIGHTH_DILEMMA,
  THIRTYEIGHTH_FEELING,
  THIRTYEIGHTH_FREE_TIME,
  THIRTYEIGHTH_GREETING,
  THIRTYEIGHTH_PRIORITISE,
  THIRTYEIGHTH_QUESTION,
  THIRTYEIGHTH_RECALL,
  THIRTYEIGHTH_STATEMENT,
  THIRTYEIGHTH_THANKS,
  THIRTYEIGHTH_UNCLEAR,
} from './held-out-thirtyeighth-b';

/**
 * The thirty-eighth held-out set: people under pressure who think out loud. Written as a startup
 * founder raising a seed round, an e-commerce candle seller, a freelance copywriter, a cafe owner, a
 * personal trainer, an architect, a nanny agency, a carpenter, a marketing consultant in New York, a
 * vet clinic manager, a music teacher and an event planner. Weighted towards longer messages where
 * the request is buried among feelings and context, times that belong to a story rather than a
 * request, corrections given with a reason, typos, Gen-Z shorthand and very formal texting.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** Every pairing of the titles and due times a sensible reader might give one asked-for task. */
const either = (titles: string[], dues: (string | null)[], extra: { important?: boolean } = {}): Intent[] =>
  titles.flatMap((title) => dues.map((due) => task(title, due, extra)));
/** The same reading with a word of sympathy first, for messages that open with how the day went. */
const aside = (...intents: Intent[]): Intent[] => [talk('feeling'), ...intents];

const CAFE_LIST = {
  listed: ['Ring the Sanremo engineer', 'Email Trewithen about a credit', 'Post the staff rota', 'Get the extinguishers serviced'],
};
const NANNY_LIST = {
  listed: ['Chase the DBS', 'Shortlist candidates for the Oseis', 'Ring the Whitakers', 'Run payroll for the nannies'],
};
const STUDIO_LIST = {
  listed: [
    'Send Farid the photos',
    'Chase the Albion Road completion certificate',
    'Send the revised elevations for Kensal Rise',
    'Site visit at Albion Road',
  ],
};
const CLINIC_LIST = {
  listed: ['Renew the controlled drugs licence', 'Order vaccines', 'Book the X-ray service', 'Telephone Mrs Ashworth'],
};
const CLIENT_LIST = { listed: ['Luma Q1 plan', 'Kessler retainer invoice', 'Brightline review'] };

export const THIRTYEIGHTH_ASK: HeldOutItem[] = [
  london(
    'Espresso machine died at 7 this morning and I served filter coffee to a queue of very cross builders. Anyway, remind me to ring the Sanremo engineer tomorrow at 8 before we open.',
    ...either(['ring the Sanremo engineer', 'ring the Sanremo engineer before we open'], [l('11-12 08:00')]),
  ),
  london(
    'the client rang at 9 and shouted about the tagline for twenty mins 🙃 i need to send Fernwood the revised headlines by friday 2pm tho so pls remind me',
    task('send Fernwood the revised headlines', l('11-13 14:00')),
    aside(task('send Fernwood the revised headlines', l('11-13 14:00'))),
  ),
  newYork(
    'Northwind passed this morning, which stings, but Ledger still want to see the data room. Can you remind me to finish the data room by Monday 9am?',
    task('finish the data room', n('11-16 09:00')),
  ),
  london(
    "Good afternoon. Kindly remind me to telephone Mrs Ashworth regarding her spaniel's blood results on Friday at half past ten. Thank you.",
    task("telephone Mrs Ashworth regarding her spaniel's blood results", l('11-13 10:30')),
  ),
  london(
    'Would you be so good as to remind me on the 1st of December to book the piano tuner? The middle C has gone quite sour.',
    task('book the piano tuner', l('12-01')),
  ),
  london(
    'ngl todays been a lot, 3 clients back to back since 6am 💀 can u remind me to send Gemma her meal plan tmrw at 7pm',
    task('send Gemma her meal plan', l('11-12 19:00')),
    aside(task('send Gemma her meal plan', l('11-12 19:00'))),
  ),
  london(
    'timber yard delivered the wrong oak agian, 3rd time this month. remnd me to ring jewson 8am tmrw and shout',
    ...either(['ring jewson', 'ring jewson and shout'], [l('11-12 08:00')]),
  ),
  newYork(
    "Luma's CMO loved the deck in the 9am but wants the budget split by channel. Put 'channel budget split for Luma' on for Thursday at 3 please.",
    task('channel budget split for Luma', n('11-12 15:00')),
  ),
  london(
    'Planning officer finally called back at lunchtime and wants revised elevations. Remind me to send the revised elevations for Kensal Rise by the 20th.',
    task('send the revised elevations for Kensal Rise', l('11-20')),
  ),
  london(
    "Agnieszka's DBS still hasn't come through and the Whitakers need her to start on Monday, I'm getting twitchy. Remind me to chase the DBS tomorrow morning first thing.",
    ...either(['chase the DBS', "chase Agnieszka's DBS"], [l('11-12 09:00'), l('11-12 08:00')]),
  ),
  newYork(
    "Florist just told me peonies won't happen in December (obviously, what was I thinking). Remind me to call the Castellanos about swapping to ranunculus at 1pm today.",
    task('call the Castellanos about swapping to ranunculus', n('11-11 13:00')),
  ),
  london(
    'The X-ray machine has been making that noise again since Monday. Please remind me to book the service engineer before the end of the week.',
    ...either(['book the service engineer', 'book the X-ray service engineer'], [l('11-13'), l('11-13 17:00')]),
  ),
  london(
    'lowkey panicking bc black friday is in 2 weeks and i have like 40 candles in stock. remind me to order 300 more jars from the supplier by monday fr',
    ...either(['order 300 more jars from the supplier', 'order 300 more jars'], [l('11-16')]),
    aside(task('order 300 more jars from the supplier', l('11-16'))),
  ),
  london(
    "I keep putting off my tax return and it's haunting me. Just put it on for Saturday morning and I'll do it with a very large coffee.",
    ...either(
      ['do my tax return', 'tax return', 'do the tax return', 'my tax return'],
      [l('11-14 09:00'), l('11-14 10:00'), l('11-14 08:00')],
    ),
  ),
  newYork(
    "Dev and I argued about the option pool for two hours last night and I'm still annoyed. Can you add 'ask Sarah (lawyer) about option pool size' for tomorrow at 11?",
    ...either(['ask Sarah (lawyer) about option pool size', 'ask Sarah about option pool size'], [n('11-12 11:00')]),
    aside(task('ask Sarah (lawyer) about option pool size', n('11-12 11:00'))),
  ),
  london(
    'milk order was short again this morning, 6 litres when I ordered 20 😤 remind me to email Trewithen at 4 today about a credit',
    ...either(['email Trewithen about a credit', 'email Trewithen'], [l('11-11 16:00')]),
  ),
  london(
    'Rob cancelled at 6am AGAIN. third time. I need a cancellation policy, remind me to write one up sunday evening',
    ...either(
      ['write up a cancellation policy', 'write a cancellation policy', 'write up the cancellation policy'],
      [l('11-15 18:00'), l('11-15 19:00'), l('11-15 17:00')],
    ),
  ),
  london(
    "Site meeting at the Moores' ran two hours over because the builder found a rotten joist. Remind me to send Farid the photos tonight at 8.",
    task('send Farid the photos', l('11-11 20:00')),
  ),
  newYork(
    'URGENT: remind me to renew the Kessler & Wu domain before 5pm today, it lapses at midnight and their site goes dark',
    task('renew the Kessler & Wu domain', n('11-11 17:00'), { important: true }),
  ),
  london(
    "The Khan twins' mother cornered me at the door about exam entries. Remind me to enter them for Grade 3 by the 25th, please.",
    ...either(['enter the Khan twins for Grade 3', 'enter them for Grade 3'], [l('11-25')]),
  ),
  london(
    'wardrobe doors for the Fletchers are hung, look mint. need to invoice them tho, do it friday',
    task('invoice the Fletchers', l('11-13')),
  ),
  newYork(
    "The Foundry double-booked our date!!! they 'think' they can fix it. Remind me in 2 hours to call them back if I haven't heard",
    ...either(['call the Foundry back', 'call the Foundry'], [inMinutes(120)]),
  ),
  london(
    "I should be grateful if you would remind me at 9 o'clock on Monday morning to renew the controlled drugs licence.",
    task('renew the controlled drugs licence', l('11-16 09:00')),
  ),
  london(
    "The Oseis want a nanny share from January and I honestly don't know who to put forward yet. Remind me to shortlist candidates for the Oseis on Friday afternoon.",
    ...either(['shortlist candidates for the Oseis'], [l('11-13 14:00'), l('11-13 13:00'), l('11-13 15:00'), l('11-13 12:00')]),
  ),
  newYork(
    'investor update is 3 weeks late and I feel like a fraud. pls remind me to send it sunday night at 9',
    task('send the investor update', n('11-15 21:00')),
    aside(task('send the investor update', n('11-15 21:00'))),
  ),
  london(
    'royal mail lost anothr parcel, the custmer is furious. remind me to file the claim tomorow at 10',
    ...either(['file the claim', 'file the Royal Mail claim'], [l('11-12 10:00')]),
  ),
  london(
    'bc the Bloom & Co brief changed at 11pm last night (who does that) i need to redo the homepage copy. remind me thurs 10am',
    ...either(['redo the homepage copy', 'redo the Bloom & Co homepage copy'], [l('11-12 10:00')]),
  ),
  newYork(
    'Would you please add a reminder for December 3rd at 2:30pm: quarterly review with Brightline Dental.',
    task('quarterly review with Brightline Dental', n('12-03 14:30')),
  ),
  london(
    'this is important — fire safety inspection is next thursday and the extinguishers are out of date. remind me to get them serviced by monday',
    ...either(['get the extinguishers serviced', 'get the fire extinguishers serviced'], [l('11-16')], { important: true }),
  ),
  london(
    "in 20 mins remind me to eat something, ive had one protein bar since 5am and I'm shaking lol",
    task('eat something', inMinutes(20)),
  ),
  newYork(
    'Remind me at noon tomorrow to confirm final numbers with the caterer — Castellano mom just added 14 people at 8 this morning 🙃',
    task('confirm final numbers with the caterer', n('11-12 12:00')),
  ),
  london(
    'Honestly building control are impossible. Anyway — remind me on Tuesday at 9:15 to chase the completion certificate for Albion Road.',
    task('chase the completion certificate for Albion Road', l('11-17 09:15')),
  ),
  london(
    'Lovely lesson with Isla today, she finally nailed the Clementi. Could you remind me to photocopy her new pieces tomorrow before 4?',
    ...either(['photocopy her new pieces', "photocopy Isla's new pieces"], [l('11-12 16:00')]),
  ),
  newYork(
    "ok so the partner from Ledger said 'circle back after Thanksgiving' which I think is a soft no?? anyway remind me to circle back with Ledger on Monday the 30th",
    task('circle back with Ledger', n('11-30')),
  ),
  london(
    'PLEASE REMIND ME TO RING THE WHITAKERS AT 6 TONIGHT, I forgot yesterday and she was not amused',
    task('ring the Whitakers', l('11-11 18:00')),
    task('ring the Whitakers', l('11-11 18:00'), { important: true }),
  ),
  london(
    'mate the van got a ticket at 7:40 outside the Fletchers while i was loading 🙄 remind me to appeal it before the 25th',
    ...either(['appeal the ticket', 'appeal the parking ticket'], [l('11-25'), l('11-24')]),
  ),
  newYork(
    'That call at 8:30 went sideways; Luma want to pause spend until January. Put a reminder in for 4pm to draft the pause proposal.',
    task('draft the pause proposal', n('11-11 16:00')),
  ),
  london(
    'reception is two people down with flu. remind me to call the locum agency in half an hour once the surgery quietens',
    task('call the locum agency', inMinutes(30)),
  ),
  london(
    "Fernwood haven't paid invoice 112 and it's 30 days overdue as of today. remind me to send a polite-but-firm chaser a week today",
    ...either(
      ['send a polite-but-firm chaser', 'send Fernwood a polite-but-firm chaser', 'chase invoice 112', 'chase Fernwood for invoice 112'],
      [l('11-18'), l('11-18 15:00')],
    ),
  ),
  newYork(
    'The Kessler christmas party is Friday 18 December and I WILL forget the place cards. Remind me the day before to pick them up.',
    task('pick up the place cards', n('12-17')),
  ),
  london(
    'Etsy fees went up again lol love that for me. remind me to update my prices on the 1st',
    ...either(['update my prices', 'update my etsy prices'], [l('12-01')]),
  ),
  newYork(
    'Term sheet from Ledger landed 😳 lawyer needs comments by Friday 5pm. Flagging this as important: remind me Thursday at 6 to go through it properly.',
    ...either(['go through the term sheet', 'go through the term sheet properly'], [n('11-12 18:00'), n('11-12 06:00')], {
      important: true,
    }),
  ),
];

export const THIRTYEIGHTH_RECURRING: HeldOutItem[] = [
  london(
    "I keep forgetting to invoice my block bookings, so every Sunday at 6pm remind me to send the week's invoices. cheers",
    task("send the week's invoices", l('11-15 18:00'), { repeat: every('week') }),
  ),
  london(
    "Kasia keeps asking when the rota goes out. Let's make it every Thursday at 5: remind me to post the staff rota.",
    task('post the staff rota', l('11-12 17:00'), { repeat: every('week') }),
  ),
  newYork(
    "every weekday at 8:30 remind me to check the ad dashboards, Luma's spend has been all over the place",
    task('check the ad dashboards', n('11-12 08:30'), { repeat: every('weekday') }),
  ),
  london(
    'Kindly remind me on the first of every month to check the controlled drugs register.',
    task('check the controlled drugs register', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'Would you remind me every Monday at 7am to practise scales myself? I tell my pupils to, it seems only fair.',
    task('practise scales', l('11-16 07:00'), { repeat: every('week') }),
    task('practise scales myself', l('11-16 07:00'), { repeat: every('week') }),
  ),
  newYork(
    'investors keep saying monthly updates matter so ok: remind me on the 5th of every month to send the investor update',
    task('send the investor update', n('12-05'), { repeat: every('month') }),
  ),
  london(
    'every other friday I run payroll for the nannies and I ALWAYS forget, so remind me every 2 weeks on friday at 10',
    task('run payroll for the nannies', l('11-13 10:00'), { repeat: every('week', 2) }),
    task('run payroll', l('11-13 10:00'), { repeat: every('week', 2) }),
    task('nanny payroll', l('11-13 10:00'), { repeat: every('week', 2) }),
  ),
  london(
    'sharpen the chisels every saturday morning, they were blunt as hell today',
    task('sharpen the chisels', l('11-14 09:00'), { repeat: every('week') }),
    task('sharpen the chisels', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london(
    "ngl i need a daily reminder at 9pm to pack the next day's orders bc i keep doing it at 6am in a panic",
    task("pack the next day's orders", l('11-11 21:00'), { repeat: every('day') }),
  ),
  newYork(
    'Every Tuesday at 11 remind me to do vendor check-ins. This Foundry mess taught me.',
    task('do vendor check-ins', n('11-17 11:00'), { repeat: every('week') }),
  ),
  london(
    'Please set a yearly reminder on 31 January to pay the ARB fee.',
    task('pay the ARB fee', l('2027-01-31 12:00'), { repeat: every('year') }),
  ),
  london(
    'remind me every weekday at 9 to write for 30 mins before opening emails, need to protect my brain',
    task('write for 30 mins before opening emails', l('11-12 09:00'), { repeat: every('weekday') }),
    task('write for 30 mins', l('11-12 09:00'), { repeat: every('weekday') }),
  ),
  london(
    'every Wednesday at 4 remind me to order vaccines from the wholesaler',
    task('order vaccines from the wholesaler', l('11-11 16:00'), { repeat: every('week') }),
  ),
  newYork(
    'biweekly on Mondays, content calendar sync with Brightline at 2pm',
    task('content calendar sync with Brightline', n('11-16 14:00'), { repeat: every('week', 2) }),
  ),
  london(
    "every morning at 6 remind me to drink water before the first client 😂 i'm a PT and i'm dehydrated",
    task('drink water before the first client', l('11-12 06:00'), { repeat: every('day') }),
    task('drink water', l('11-12 06:00'), { repeat: every('day') }),
  ),
  london(
    'the 15th of each month, remind me to send the lesson fee invoices',
    task('send the lesson fee invoices', l('11-15'), { repeat: every('month') }),
  ),
  newYork(
    'every friday at 4:30 remind me to do the weekly metrics email for Dev',
    task('do the weekly metrics email for Dev', n('11-13 16:30'), { repeat: every('week') }),
  ),
  london(
    "Each Monday at 9, remind me to check the nannies' timesheets, please.",
    task("check the nannies' timesheets", l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'deep clean the grinder every sunday night at 8, the coffee tasted like pennies today',
    task('deep clean the grinder', l('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork(
    'remind me every day at 5pm to reply to all inquiries before I log off',
    task('reply to all inquiries before I log off', n('11-11 17:00'), { repeat: every('day') }),
    task('reply to all inquiries', n('11-11 17:00'), { repeat: every('day') }),
  ),
  london(
    "every 4 weeks on a monday I need to pay the unit rent, next one's monday the 23rd",
    task('pay the unit rent', l('11-23'), { repeat: every('week', 4) }),
  ),
  london(
    'Every other Wednesday at 10, site visit at Albion Road. Starting next week.',
    task('site visit at Albion Road', l('11-18 10:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'remind me on the 1st of each month to send Kessler & Wu their retainer invoice',
    task('send Kessler & Wu their retainer invoice', n('12-01'), { repeat: every('month') }),
  ),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];

export const THIRTYEIGHTH_SNOOZE: HeldOutItem[] = [
  within(
    reminded('Ring the Sanremo engineer', OVERDUE_L),
    london("ugh the lunch rush hit at 12 and literally hasn't stopped, give me an hour", snoozeFor(60)),
  ),
  within(
    reminded('Send Fernwood the revised headlines', OVERDUE_L),
    london("not yet, the client rang at 9 and changed the brief AGAIN so I'm starting over. 2 hours pls", snoozeFor(120)),
  ),
  within(
    reminded('Finish the data room', OVERDUE_N),
    newYork("I'm literally walking into a pitch, remind me at 1", snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('Telephone Mrs Ashworth', OVERDUE_L),
    london('I am afraid I am in theatre until four. Would you kindly remind me again at quarter past?', snoozeUntil(l('11-11 16:15'))),
  ),
  within(reminded('Send Gemma her meal plan', OVERDUE_L), london('omg not rn im mid session, 45 mins', snoozeFor(45))),
  within(reminded('Ring Jewson', OVERDUE_L), london('on a ladder rn, rmind me in 30', snoozeFor(30))),
  within(
    reminded('Channel budget split for Luma', OVERDUE_N),
    newYork(
      "Luma just moved their call from 2 to 4 so I don't need this till tomorrow. Can you bring it back tomorrow at 9?",
      snoozeUntil(n('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(
    reminded('Chase the DBS', OVERDUE_L),
    london(
      'the DBS office closes for lunch apparently, try me again at 2 tomorrow',
      snoozeUntil(l('11-12 14:00')),
      move(ctx, '2026-11-12', '14:00'),
    ),
  ),
  within(
    reminded('Call the Castellanos', OVERDUE_N),
    newYork("the bride's at a spin class until 11, ping me at 11:30", snoozeUntil(n('11-11 11:30'))),
  ),
  within(
    reminded('Book the X-ray service engineer', OVERDUE_L),
    london("Not today, we've had three emergencies since 10am. Tomorrow please.", ...toDayL('11-12')),
  ),
  within(
    reminded('Order 300 more jars', OVERDUE_L),
    london('bro i literally cannot think about jars rn. tmrw morning', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(reminded('Do my tax return', OVERDUE_L), london('hahaha no. saturday.', ...toDayL('11-14'))),
  within(
    reminded('Ask Sarah about option pool size', OVERDUE_N),
    newYork("Sarah's out till Monday per her autoreply, push it to monday", ...toDayN('11-16')),
  ),
  within(
    reminded('Email Trewithen about a credit', OVERDUE_L),
    london(
      "they never answer after 3 anyway, remind me at 9 tomorrow when they're in",
      snoozeUntil(l('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(reminded('Write up a cancellation policy', LATER_L), london("snooze 20 i'm finishing a set", snoozeFor(20))),
  within(reminded('Send Farid the photos', OVERDUE_L), london('Give me till after dinner, say half eight.', snoozeUntil(l('11-11 20:30')))),
  within(reminded('Renew the Kessler & Wu domain', OVERDUE_N), newYork('15 min, need to find the login', snoozeFor(15))),
  within(
    reminded('Enter the Khan twins for Grade 3', OVERDUE_L),
    london('Would you be so kind as to remind me again this evening at seven? I have pupils until then.', snoozeUntil(l('11-11 19:00'))),
  ),
  within(
    reminded('Invoice the Fletchers', OVERDUE_L),
    london("not till they've signed off the doors, prob monday. snooze till then", ...toDayL('11-16')),
  ),
  within(reminded('Call the locum agency', OVERDUE_L), london('still heaving in here 🙃 another half hour', snoozeFor(30))),
  within(
    reminded('Shortlist candidates for the Oseis', OVERDUE_L),
    london(
      "I've got 3 interviews between now and 6 so honestly tomorrow at 10 would be better",
      snoozeUntil(l('11-12 10:00')),
      move(ctx, '2026-11-12', '10:00'),
    ),
  ),
  within(
    reminded('Send the investor update', OVERDUE_N),
    newYork("lol I've been avoiding this for 3 weeks what's one more hour", snoozeFor(60)),
  ),
  within(
    reminded('File the Royal Mail claim', OVERDUE_L),
    london('snooze til 5 pls, post office queue was insane', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('Redo the homepage copy', OVERDUE_L),
    london("fr can't rn, brain is mush. give it a day", snoozeFor(1440), move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('Draft the pause proposal', OVERDUE_N),
    newYork(
      "Luma's CFO is still deciding, there's no point until she replies. Try me again Friday morning?",
      snoozeUntil(n('11-13 09:00')),
      snoozeUntil(n('11-13 08:00')),
    ),
  ),
  within(
    reminded('Confirm final numbers with the caterer', OVERDUE_N),
    newYork("mother of the bride says she'll have the final list by 3, remind me at 3:15", snoozeUntil(n('11-11 15:15'))),
  ),
  within(
    reminded('Chase the Albion Road completion certificate', OVERDUE_L),
    london(
      "Building control's phone line opens at 9:30. Snooze till then tomorrow please.",
      snoozeUntil(l('11-12 09:30')),
      move(ctx, '2026-11-12', '09:30'),
    ),
  ),
  within(
    reminded('Photocopy her new pieces', OVERDUE_L),
    london("The photocopier at school is jammed. I'll try the library on Saturday, remind me then.", ...toDayL('11-14')),
  ),
  within(reminded('Appeal the parking ticket', OVERDUE_L), london('cba today tbh, bump it to the weekend', ...toDayL('11-14'))),
  within(reminded('Eat something', OVERDUE_L), london('client just arrived early, 10 more mins', snoozeFor(10))),
  within(
    reminded('Pick up the place cards', OVERDUE_N),
    newYork("printer says they won't be ready until 4pm, remind me then", snoozeUntil(n('11-11 16:00'))),
  ),
  within(reminded('Go through the term sheet', OVERDUE_N), newYork('NOT NOW dev is on the phone with ledger, 1 hr', snoozeFor(60))),
];

export const THIRTYEIGHTH_CORRECTION: HeldOutItem[] = [
  within(
    talkedOf('Ring the Sanremo engineer', l('11-12 08:00')),
    london('actually make it 7:30, he said he starts at half 7 and I want to catch him before the rush', move(ctx, null, '07:30')),
  ),
  within(
    talkedOf('Send Fernwood the revised headlines', l('11-13 14:00')),
    london(
      'wait no, they moved their meeting to friday morning so I need it done thursday. thursday 5pm',
      move(ctx, '2026-11-12', '17:00'),
    ),
  ),
  within(
    talkedOf('Finish the data room', n('11-16 09:00')),
    newYork('hmm make that sunday, Ledger want to look at it over the weekend', move(ctx, '2026-11-15', null)),
  ),
  within(
    talkedOf('Telephone Mrs Ashworth', l('11-13 10:30')),
    london('My apologies, I meant half past eleven. Surgery runs until eleven on Fridays.', move(ctx, null, '11:30')),
  ),
  within(
    talkedOf('Send Gemma her meal plan', l('11-12 19:00')),
    london("nvm she's away thurs, do fri same time", move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '19:00')),
  ),
  within(talkedOf('Ring jewson', l('11-12 08:00')), london('8 is to early they dont open til 8.30, make it 845', move(ctx, null, '08:45'))),
  within(
    talkedOf('Channel budget split for Luma', n('11-12 15:00')),
    newYork(
      'ugh Luma pushed the review to next week so move that to Monday, same time',
      move(ctx, '2026-11-16', null),
      move(ctx, '2026-11-16', '15:00'),
    ),
  ),
  within(
    talkedOf('Chase the DBS', l('11-12 09:00')),
    london("no scratch that, make it today at 4, the Whitakers can't wait", move(ctx, '2026-11-11', '16:00')),
  ),
  within(
    talkedOf('Call the Castellanos about swapping to ranunculus', n('11-11 13:00')),
    newYork("oh wait the bride's in a dress fitting at 1, make it 2:30", move(ctx, null, '14:30')),
  ),
  within(
    talkedOf('Order 300 more jars from the supplier', l('11-16 12:00')),
    london(
      'actually tmrw not monday bc the supplier has a 5 day lead time and black friday is coming fast 😬',
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(
    talkedOf('Write up a cancellation policy', l('11-15 18:00')),
    london("eh sunday evening is family time, let's do saturday at 4 instead", move(ctx, '2026-11-14', '16:00')),
  ),
  within(
    talkedOf('Send Farid the photos', l('11-11 20:00')),
    london("Make that 6. Farid said he's off to the theatre at 7 and wants them before.", move(ctx, null, '18:00')),
  ),
  within(
    talkedOf('Enter the Khan twins for Grade 3', l('11-25 12:00')),
    london("I'm so sorry, the entry deadline is actually the 20th, not the 25th. Would you amend it?", move(ctx, '2026-11-20', null)),
  ),
  within(
    talkedOf('Invoice the Fletchers', l('11-13 12:00')),
    london("make it monday, mr fletcher gets paid end of the week and i'd rather it lands after", move(ctx, '2026-11-16', null)),
  ),
  within(
    talkedOf('Call the Foundry back', inMinutes(120)),
    newYork('make it 1pm, their events manager is at lunch until then', move(ctx, null, '13:00'), move(ctx, '2026-11-11', '13:00')),
  ),
  within(
    talkedOf('Renew the controlled drugs licence', l('11-16 09:00')),
    london('On reflection, would you move that to this Friday? The licence expires on Sunday.', move(ctx, '2026-11-13', null)),
  ),
  within(
    talkedOf('Shortlist candidates for the Oseis', l('11-13 14:00')),
    london(
      "no wait friday's the Whitaker handover, do thursday afternoon",
      move(ctx, '2026-11-12', null),
      move(ctx, '2026-11-12', '14:00'),
      move(ctx, '2026-11-12', '13:00'),
      move(ctx, '2026-11-12', '15:00'),
      move(ctx, '2026-11-12', '12:00'),
    ),
  ),
  within(
    talkedOf('Send the investor update', n('11-15 21:00')),
    newYork("actually sunday 9pm is delusional, I'll be asleep. make it 7", move(ctx, null, '19:00')),
  ),
  london(
    "can you move the Albion Road certificate chase to Wednesday? Tuesday's wall to wall with the Moores",
    move(words('Albion Road'), '2026-11-18', null),
  ),
  newYork(
    'push the Brightline review to Dec 10, their head dentist is at a conference that week lol',
    move(words('Brightline'), '2026-12-10', null),
  ),
  within(
    talkedOf('Redo the homepage copy', l('11-12 10:00')),
    london('wait i have the dentist at 10 tmrw lmao. 12 instead', move(ctx, null, '12:00')),
  ),
  within(
    talkedOf('Confirm final numbers with the caterer', n('11-12 12:00')),
    newYork('Caterer emailed, they need numbers by 10am not noon. Can you change it?', move(ctx, null, '10:00'), move(ctx, null, '09:00')),
  ),
  within(
    talkedOf('Pick up the place cards', n('12-17 12:00')),
    newYork("make that the 16th, I'm at the venue all day on the 17th", move(ctx, '2026-12-16', null)),
  ),
  london("the Whitakers call, make it 7 not 6, she's doing bath time", move(words('Whitakers'), null, '19:00')),
  within(
    talkedOf('Photocopy her new pieces', l('11-12 16:00')),
    london(
      'Sorry, I meant before two. I teach from two onwards.',
      move(ctx, null, '14:00'),
      move(ctx, null, '13:00'),
      move(ctx, null, '13:30'),
    ),
  ),
  within(
    talkedOf('Appeal the parking ticket', l('11-25 12:00')),
    london("hold on the letter says 14 days from the 6th so it's actually the 20th, change it", move(ctx, '2026-11-20', null)),
  ),
  newYork(
    'move the vendor check-ins from tuesday to wednesday going forward, Tuesdays are site visits now',
    move(words('vendor check-ins'), '2026-11-18', null),
    unclear,
  ),
  within(
    talkedOf('Update my prices', l('12-01 12:00')),
    london('oh actually do it the 30th, want the new prices live before december orders start', move(ctx, '2026-11-30', null)),
  ),
  within(talkedOf('Eat something', inMinutes(20)), london("lol make it 3:25, next client's at half 3", move(ctx, null, '15:25'))),
];

export const THIRTYEIGHTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Ring the Sanremo engineer'),
    london(
      "can you rename that to 'ring Sanremo re: steam wand leak' so I remember what to say",
      rename(ctx, 'ring Sanremo re: steam wand leak'),
    ),
  ),
  within(
    talkedOf('Send Fernwood the revised headlines'),
    london("Call it 'Fernwood headlines v4'. v3 died in the 9am call", rename(ctx, 'Fernwood headlines v4')),
  ),
  newYork(
    "rename the data room task to 'data room + cap table cleanup', Ledger asked for both",
    rename(words('data room'), 'data room + cap table cleanup'),
  ),
  within(
    talkedOf('Telephone Mrs Ashworth'),
    london(
      "Would you please retitle it 'Telephone Mrs Ashworth re Bramble's bloods'? There are two Ashworths on our books.",
      rename(ctx, "Telephone Mrs Ashworth re Bramble's bloods"),
    ),
  ),
  london("rename gemma's one to 'gemma meal plan + macros' pls ty", rename(words('gemma'), 'gemma meal plan + macros')),
  within(
    talkedOf('Ring jewson'),
    london("chnage it to 'ring jewson re wrong oak' so i dont forget wot its about", rename(ctx, 'ring jewson re wrong oak')),
  ),
  newYork("the Luma task should say 'Luma Q1 plan' now that the budget split is dead", rename(words('Luma'), 'Luma Q1 plan')),
  within(
    talkedOf('Chase the DBS'),
    london("make it 'chase Agnieszka's DBS', I've got three DBS checks going and they blur together", rename(ctx, "chase Agnieszka's DBS")),
  ),
  within(
    talkedOf('Call the Castellanos about swapping to ranunculus'),
    newYork(
      "rename to 'call Castellanos re florals', the ranunculus thing might change too lol",
      rename(ctx, 'call Castellanos re florals'),
    ),
  ),
  london("can u rename the jars one to 'order 500 jars' bc 300 wont be enough ngl", rename(words('jars'), 'order 500 jars')),
  within(
    talkedOf('Write up a cancellation policy'),
    london(
      "Call it 'cancellation policy + email all clients', no point writing it if nobody hears about it",
      rename(ctx, 'cancellation policy + email all clients'),
    ),
  ),
  within(
    talkedOf('Enter them for Grade 3'),
    london(
      "Kindly amend the title to 'Enter Amir and Zara Khan for Grade 3'. 'Them' will be no use to me in a fortnight.",
      rename(ctx, 'Enter Amir and Zara Khan for Grade 3'),
    ),
  ),
  london(
    "rename the fletchers invoice to 'invoice fletchers (wardrobes + shelving)' they added shelves at the last minute",
    rename(words('fletchers'), 'invoice fletchers (wardrobes + shelving)'),
  ),
  newYork(
    "the Foundry one, call it 'Foundry: get date confirmed IN WRITING'. never again",
    rename(words('Foundry'), 'Foundry: get date confirmed IN WRITING'),
  ),
  within(
    talkedOf('Renew the controlled drugs licence'),
    london("Please rename it 'CD licence renewal (Home Office)'.", rename(ctx, 'CD licence renewal (Home Office)')),
  ),
  newYork(
    "change 'send the investor update' to 'send the October investor update (late!!)'",
    rename(words('send the investor update'), 'send the October investor update (late!!)'),
  ),
  london(
    "rename the albion road one to 'Albion Rd completion cert + final invoice', may as well do both while I'm nagging",
    rename(words('albion road'), 'Albion Rd completion cert + final invoice'),
  ),
  within(
    talkedOf('Redo the homepage copy'),
    london(
      "lowkey rename it 'bloom homepage copy (brief v3)' bc theres 2 homepages on the go rn",
      rename(ctx, 'bloom homepage copy (brief v3)'),
    ),
  ),
  within(
    talkedOf('Pick up the place cards'),
    newYork(
      "oh and call it 'pick up place cards + table numbers', the printer's doing both",
      rename(ctx, 'pick up place cards + table numbers'),
    ),
  ),
  within(CAFE_LIST, london("rename 3 to 'post the Christmas rota', it's the big one this time", rename(num(3), 'post the Christmas rota'))),
  london(
    "the photocopying task, could you call it 'photocopy Isla's Clementi and the duet'? Thank you ever so much.",
    rename(words('photocopying'), "photocopy Isla's Clementi and the duet"),
  ),
  within(CLIENT_LIST, newYork("rename #2 to 'Kessler retainer invoice (Dec)'", rename(num(2), 'Kessler retainer invoice (Dec)'))),
];

export const THIRTYEIGHTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Ring the Sanremo engineer'), london('delete that, the engineer just turned up on his own?? mad but ok', remove(ctx))),
  newYork('Northwind passed so kill the Northwind follow-up, no point chasing a no', remove(words('Northwind'))),
  london("Gemma's quit (moving to Leeds, good for her) so cancel her meal plan reminder", remove(words('Gemma'))),
  within(
    talkedOf('Call the Castellanos about swapping to ranunculus'),
    newYork('scrap it, the bride called ME at 9 and we sorted it. peonies from NZ, $$$ but fine', remove(ctx), done(ctx)),
  ),
  london('Please remove the reminder about the X-ray engineer. Mr Dodd came this morning without an appointment.', remove(words('X-ray'))),
  within(NANNY_LIST, london('delete 2, the Oseis have gone with a family friend 😩', remove(num(2)))),
  london('bin the jewson reminder, they rang me at 8 and grovelled, new oak comes thursday', remove(words('jewson'))),
  newYork(
    "remove the pause proposal, Luma changed their minds again at 9:45 and want to keep spending. I can't keep up",
    remove(words('pause proposal')),
  ),
  london("ngl just delete the tax return one i'm paying an accountant now 🫡", remove(words('tax return'))),
  within(talkedOf('Write up a cancellation policy'), london('actually delete it, my gym already has a policy I can just use', remove(ctx))),
  london(
    "Farid came to site in the end, so I don't need to send him the photos. Delete that one please",
    remove(words('Farid')),
    remove(words('photos')),
  ),
  within(CLIENT_LIST, newYork('take the 3rd one off, Brightline fired us. fine. FINE.', remove(num(3)))),
  london("cancel the Khan twins exam thing, their mum's decided they're not ready and honestly she's right", remove(words('Khan'))),
  london('get rid of the parking ticket one, council cancelled it themselves lol miracle', remove(words('parking ticket'))),
  within(talkedOf('Call the locum agency'), london('Remove that, Dr Okonkwo has offered to cover the extra shifts.', remove(ctx))),
  newYork("can you delete 'pick up place cards', the printer's delivering them now", remove(words('place cards'))),
  london("scrap the extinguisher reminder, the landlord's sorting it (for once)", remove(words('extinguisher'))),
  within(
    talkedOf('Ask Sarah about option pool size'),
    newYork('delete, Dev already asked her at 8 this morning without telling me 🙄', remove(ctx), done(ctx)),
  ),
  london("remove the trewithen one, I've switched milk suppliers as of this morning", remove(words('trewithen'))),
  within(CLINIC_LIST, london('Kindly delete the fourth item. Mrs Ashworth telephoned us instead.', remove(num(4)), done(num(4)))),
  london("yeet the 'eat something' reminder lmao i had a meal deal", remove(words('eat something')), done(words('eat something'))),
  newYork("please cancel the daily 5pm inquiries reminder, it's making me feel worse not better", remove(words('inquiries'))),
];

export const THIRTYEIGHTH_DONE: HeldOutItem[] = [
  within(
    reminded('Send Fernwood the revised headlines', OVERDUE_L),
    london("sent!! took 4 drafts and a little cry in the loo but it's gone", done(ctx)),
  ),
  within(reminded('Finish the data room', OVERDUE_N), newYork('done. 147 documents. I never want to see a PDF again', done(ctx))),
  within(
    reminded('Telephone Mrs Ashworth', OVERDUE_L),
    london('I have spoken with Mrs Ashworth; Bramble is on the mend. You may mark this as complete.', done(ctx)),
  ),
  within(reminded('Send Gemma her meal plan', OVERDUE_L), london('sent it fr, she replied w 12 heart emojis lol', done(ctx))),
  within(reminded('Ring Jewson', OVERDUE_L), london('rang em. new oak thurs. done', done(ctx))),
  within(NANNY_LIST, london('2 is done, shortlist went to the Oseis at lunch', done(num(2)))),
  newYork('finally finished the Luma channel split, only took till 2am', done(words('Luma channel split'))),
  within(
    reminded('Chase the DBS', OVERDUE_L),
    london("Chased. They said 'within 5 working days' which is what they said 5 working days ago 🙃 but done", done(ctx)),
  ),
  within(reminded('Call the Castellanos', OVERDUE_N), newYork('called, ranunculus approved ✅', done(ctx))),
  within(
    reminded('Book the X-ray service engineer', OVERDUE_L),
    london('Booked for the 19th. Thank you for the reminder.', done(ctx), [done(ctx), talk('thanks')]),
  ),
  within(reminded('Order 300 more jars', OVERDUE_L), london('ORDERED 🕯️🕯️🕯️ black friday we ride', done(ctx))),
  within(
    talkedOf('Email Trewithen about a credit'),
    london("just emailed trewithen, they've already said sorry and credited it. tick that off", done(ctx)),
  ),
  within(
    reminded('Write up a cancellation policy', OVERDUE_L),
    london('wrote it. 24 hrs notice or you pay. feel like a real business now lol', done(ctx)),
  ),
  within(STUDIO_LIST, london('Number 3 went off to the planning officer at 11. Done.', done(num(3)))),
  within(
    reminded('Renew the Kessler & Wu domain', OVERDUE_N),
    newYork('renewed for 3 years so I never have to think about it again. done done done', done(ctx)),
  ),
  london('I am pleased to say the Khan twins have been entered for Grade 3. Please mark it as done.', done(words('Khan twins'))),
  within(reminded('Invoice the Fletchers', OVERDUE_L), london('invoiced em this mornin, 2.4k 🤑', done(ctx))),
  within(
    reminded('Call the locum agency', OVERDUE_L),
    london("Spoke to them, they've got someone for Thursday and Friday. Sorted.", done(ctx)),
  ),
  within(
    reminded('Run payroll for the nannies', OVERDUE_L),
    london("payroll's run, everyone paid, nobody's texted me angry yet 🤞", done(ctx)),
  ),
  within(
    reminded('Send the investor update', OVERDUE_N),
    newYork("SENT. 3 weeks late but sent. two investors already replied 'great progress' which... sure", done(ctx)),
  ),
  newYork('the caterer has the final numbers, 132, can you tick that off', done(words('caterer'))),
  within(reminded('Post the staff rota', OVERDUE_L), london("rota's up on the wall and in the group chat 👍", done(ctx))),
  within(reminded('Sharpen the chisels', OVERDUE_L), london('did em at lunch, sharp enough to shave with', done(ctx))),
  within(CAFE_LIST, london("done the first one, engineer's coming tomorrow at 8", done(num(1)))),
  within(reminded('Check the ad dashboards', OVERDUE_N), newYork('checked. spend is fine. I was panicking over nothing as per', done(ctx))),
  within(reminded('Photocopy her new pieces', OVERDUE_L), london('Done. The library copier worked a treat.', done(ctx))),
  newYork("good news: the Foundry confirmed our date in writing at 9:15 so that callback's done", done(words('Foundry'))),
  within(reminded("Pack the next day's orders", OVERDUE_L), london('packed all 37 😮‍💨', done(ctx))),
  within(
    reminded('Appeal the parking ticket', OVERDUE_L),
    london("appealed it online, they've got 28 days to reply. done for now", done(ctx)),
  ),
];

const PRICES = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Raise prices for everyone, or keep Hendricks at the old rate?',
    options: ['Raise prices for everyone', 'Keep Hendricks at the old rate'],
  },
};
const TERM_SHEET = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take the Ledger term sheet or wait for Harbor Fund?',
    options: ['Take Ledger', 'Wait for Harbor'],
  },
};
const WHICH_CALL = { pending: { about: 'which_task' as const, options: ['Call the Sanremo engineer', 'Call the landlord'] } };
const WHICH_INVOICE = {
  pending: { about: 'which_task' as const, options: ['Invoice the Fletchers', 'Invoice the Moores', 'Invoice the school'] },
};
const INVESTOR_MATTERS = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Ledger now or the angel round with Tom Reyes?',
    options: ['Ledger Capital', 'Tom Reyes angel round'],
  },
};
const TRAINER_OPTIONS = { pending: { about: 'dilemma_options' as const, question: 'Should I hire a second trainer?' } };
const MILK_REVIEW = { pending: { about: 'review' as const, decision: 'Switched milk supplier to Estate Dairy' } };
const KEEP_FRIDAYS = { pending: { about: 'keep' as const, text: 'I work better when I say no to Friday afternoon calls' } };
const STUCK_UPDATE = { pending: { about: 'stuck' as const, task: 'Send the investor update' } };
const STUCK_QUOTE = { pending: { about: 'stuck' as const, task: "Quote for the Moores' kitchen" } };
const MOVE_CALLS = { pending: { about: 'other' as const, question: "Shall I move Thursday's calls to Friday?", options: [] } };
const CHECK_IN_TIME = {
  pending: { about: 'other' as const, question: 'Which time works for the vendor check-in: 11am or 2pm?', options: ['11am', '2pm'] },
};

export const THIRTYEIGHTH_ANSWER: HeldOutItem[] = [
  within(PRICES, london("ugh. ok. the second one. Hendricks are 40% of my income and I can't lose them before Christmas", answer(2))),
  within(PRICES, london('raise them. if Hendricks walk, they walk 😬', answer(1))),
  within(PRICES, london('honestly still torn, let me sleep on it', answer(null))),
  within(
    PRICES,
    london(
      '1 but can you remind me to tell Hendricks personally before the email goes out',
      [answer(1), task('tell Hendricks personally before the email goes out')],
      [answer(1), task('tell Hendricks personally')],
    ),
  ),
  within(WHICH_CALL, london('the engineer one obvs, the landlord can wait forever for all I care', answer(1))),
  within(WHICH_CALL, london('landlord', answer(2))),
  within(WHICH_INVOICE, london('moores', answer(2))),
  within(WHICH_INVOICE, london('the school one, they pay slowest so it needs to go first', answer(3))),
  within(WHICH_INVOICE, london('err the first, no wait, the last one', answer(3))),
  within(INVESTOR_MATTERS, newYork("speed tbh. I have 4 months of runway and I can't do another 3-month process", answer(null))),
  within(INVESTOR_MATTERS, newYork('control of the board mostly, and who picks up the phone when things go wrong', answer(null))),
  within(TRAINER_OPTIONS, london('either hire Jordan part time, or keep going solo and raise my rates', answer(null))),
  within(TRAINER_OPTIONS, london("idk what the options even are rn lol that's why i'm asking", answer(null), unclear)),
  within(
    MILK_REVIEW,
    london("Really well actually. The milk's better and they've not been short once. Wish I'd done it sooner.", answer(null)),
  ),
  within(MILK_REVIEW, london("mixed. cheaper but the driver comes at 9 not 7 so we're scrambling every morning", answer(null))),
  within(KEEP_FRIDAYS, newYork('yes keep that, I need to remember it next time Dev books a Friday 4pm', answer(null), note)),
  within(KEEP_FRIDAYS, newYork('nah it was just a bad week', answer(null))),
  within(STUCK_UPDATE, newYork("honestly the numbers dipped in October and I don't know how to spin it without lying", answer(null))),
  within(STUCK_UPDATE, newYork("I need the revenue figure from Dev and he's been at a wedding since Friday", answer(null))),
  within(STUCK_QUOTE, london('dunno what to charge for the curved bits, never done them before', answer(null))),
  within(MOVE_CALLS, london("yes please, thursday's a write-off, the kids are off school", answer(null))),
  within(MOVE_CALLS, london("no, leave them. I'll cope", answer(null))),
  within(CHECK_IN_TIME, newYork('2pm, mornings are chaos with the Castellano stuff', answer(2))),
  within(CHECK_IN_TIME, newYork('11 works', answer(1))),
  within(TERM_SHEET, newYork('wait. no. take it. a bird in the hand and all that', answer(1))),
  within(TERM_SHEET, newYork("harbor. I know I'm gambling but the Ledger terms are awful (2x liquidation pref??)", answer(2))),
];

export const THIRTYEIGHTH_RAMBLE: HeldOutItem[] = [
  london(
    "Right. Kasia's off sick, the dishwasher's leaking and a TikTok guy filmed us at 11 and now we're busy?? So: order more oat milk, call the plumber tomorrow at 8, and put a 'hiring' sign in the window.",
    [task('order more oat milk'), task('call the plumber', l('11-12 08:00')), task("put a 'hiring' sign in the window")],
  ),
  newYork(
    "brain dump before the 11 o'clock: update the deck with October numbers, email Tom Reyes about his angel cheque, and book flights to SF",
    [task('update the deck with October numbers'), task('email Tom Reyes about his angel cheque'), task('book flights to SF')],
  ),
  london(
    'ok lowkey overwhelmed but: renew my first aid cert, text Sinead her new session times, and buy more resistance bands bc Rob snapped one at 7am 💀',
    [task('renew my first aid cert'), task('text Sinead her new session times'), task('buy more resistance bands')],
    aside(task('renew my first aid cert'), task('text Sinead her new session times'), task('buy more resistance bands')),
  ),
  london(
    'Long day. Moores meeting at 10 went fine, Albion Road inspector a no-show at 2. Tomorrow I need to redo the Kensal Rise section drawings, call building control at 9:30, and send the Moores the fee proposal by 5.',
    [
      task('redo the Kensal Rise section drawings', l('11-12')),
      task('call building control', l('11-12 09:30')),
      task('send the Moores the fee proposal', l('11-12 17:00')),
    ],
  ),
  london(
    'Three things before I forget (again): ring the Whitakers about Monday, send Tolu her contract, and renew the Ofsted registration before the 30th.',
    [task('ring the Whitakers about Monday'), task('send Tolu her contract'), task('renew the Ofsted registration', l('11-30'))],
    [task('ring the Whitakers about Monday'), task('send Tolu her contract'), task('renew the Ofsted registration', l('11-29'))],
  ),
  london(
    "rite so tmrw - pick up the oak from jewson at 8, fit the fletchers shelves, and quote for mrs aziz's stairs. knackered just thinkin about it",
    [
      task('pick up the oak from jewson', l('11-12 08:00')),
      task('fit the fletchers shelves', l('11-12')),
      task("quote for mrs aziz's stairs", l('11-12')),
    ],
  ),
  newYork(
    'The 9am with Luma was a mess, so let me just get this out of my head: send Luma the revised media plan, invoice Kessler & Wu for October, and book a dentist appointment because my jaw hurts from clenching.',
    [task('send Luma the revised media plan'), task('invoice Kessler & Wu for October'), task('book a dentist appointment')],
  ),
  london(
    'Would you be so kind as to note the following: order more feline vaccines, telephone the crematorium regarding the Pearson cat, and collect the new autoclave on Monday at noon.',
    [
      task('order more feline vaccines'),
      task('telephone the crematorium regarding the Pearson cat'),
      task('collect the new autoclave', l('11-16 12:00')),
    ],
  ),
  london(
    "I must remember to buy new reeds for Oliver's clarinet, send the concert programme to the printer by Friday, and book the church hall for the Christmas concert.",
    [
      task("buy new reeds for Oliver's clarinet"),
      task('send the concert programme to the printer', l('11-13')),
      task('book the church hall for the Christmas concert'),
    ],
  ),
  newYork(
    'ok Castellano wedding spiral: confirm the string quartet, pay the florist deposit by Friday, and send the seating chart to the venue Monday morning',
    [
      task('confirm the string quartet'),
      task('pay the florist deposit', n('11-13')),
      task('send the seating chart to the venue', n('11-16 09:00')),
    ],
    [
      task('confirm the string quartet'),
      task('pay the florist deposit', n('11-13')),
      task('send the seating chart to the venue', n('11-16 08:00')),
    ],
  ),
  london(
    'black friday prep list bc my brain is soup: photograph the new scents, write the email campaign, and order more boxes from the packaging place',
    [task('photograph the new scents'), task('write the email campaign'), task('order more boxes from the packaging place')],
  ),
  london(
    'The Hendricks call at 10 ran 90 minutes (!!). Before I collapse: send Hendricks the call notes, invoice Bloom & Co, and update my portfolio site at the weekend.',
    [task('send Hendricks the call notes'), task('invoice Bloom & Co'), task('update my portfolio site', l('11-14'))],
  ),
  newYork('So much noise today. Real tasks: reply to Harbor Fund, call Tom Reyes tomorrow at 2, and pay the AWS bill', [
    task('reply to Harbor Fund'),
    task('call Tom Reyes', n('11-12 14:00')),
    task('pay the AWS bill'),
  ]),
  london("3 things: post the xmas bootcamp on insta, chase Rob for last month's sessions, and book the park permit for saturdays", [
    task('post the xmas bootcamp on insta'),
    task("chase Rob for last month's sessions"),
    task('book the park permit for saturdays'),
  ]),
  london(
    "Ollie dropped a whole tray of cups at 8 and we're down to like 12. Order more cups, and remind me at 5 to cash up early bc I'm at my sister's tonight",
    [task('order more cups'), task('cash up early', l('11-11 17:00'))],
  ),
  newYork(
    "quick list before the 11 o'clock: draft the Brightline newsletter, approve the Luma ad creatives, and send my invoice to Kessler",
    [task('draft the Brightline newsletter'), task('approve the Luma ad creatives'), task('send my invoice to Kessler')],
  ),
  london(
    'Note to self via you: order the Kensal Rise site survey, ring Farid about the steel beam, and renew my RIBA membership on Thursday.',
    [task('order the Kensal Rise site survey'), task('ring Farid about the steel beam'), task('renew my RIBA membership', l('11-12'))],
  ),
  london(
    'honestly this week 😩 ok: DBS for Tolu, reference check for Agnieszka, and call the Osei family friday at 10',
    [task('DBS for Tolu'), task('reference check for Agnieszka'), task('call the Osei family', l('11-13 10:00'))],
    aside(task('DBS for Tolu'), task('reference check for Agnieszka'), task('call the Osei family', l('11-13 10:00'))),
  ),
  london('buy screws, sharpen the plane blade, and text mrs aziz the quote at 6', [
    task('buy screws'),
    task('sharpen the plane blade'),
    task('text mrs aziz the quote', l('11-11 18:00')),
  ]),
  newYork(
    'The venue coordinator quit at 9 this morning (!!!) so now I need to: email the new coordinator, re-send the run of show, and call the Castellanos at 3 to reassure them',
    [task('email the new coordinator'), task('re-send the run of show'), task('call the Castellanos to reassure them', n('11-11 15:00'))],
    [task('email the new coordinator'), task('re-send the run of show'), task('call the Castellanos', n('11-11 15:00'))],
  ),
  london(
    "Bit of a day. Please add: restock the kennel bedding, chase the lab for the Patel dog's results, and review the rota for Christmas week by Friday.",
    [
      task('restock the kennel bedding'),
      task("chase the lab for the Patel dog's results"),
      task('review the rota for Christmas week', l('11-13')),
    ],
  ),
  london("After tonight's lessons I need to email Isla's mum about the exam fee, tune the upright, and order the Christmas carol books.", [
    task("email Isla's mum about the exam fee"),
    task('tune the upright'),
    task('order the Christmas carol books'),
  ]),
  newYork(
    "Dev says we need to update the cap table, send Sarah the SAFE docs, and hire a bookkeeper before the round closes. He's not wrong but I want to scream",
    [task('update the cap table'), task('send Sarah the SAFE docs'), task('hire a bookkeeper before the round closes')],
    [task('update the cap table'), task('send Sarah the SAFE docs'), task('hire a bookkeeper')],
  ),
  london('ngl need to: reply to the 6 etsy messages, restock lavender, and do the VAT thing by the 30th', [
    task('reply to the 6 etsy messages'),
    task('restock lavender'),
    task('do the VAT thing', l('11-30')),
  ]),
  london(
    "two things then I'm logging off bc my eyes hurt: send Fernwood invoice 113 and book an eye test for next week",
    [task('send Fernwood invoice 113'), task('book an eye test for next week')],
    [task('send Fernwood invoice 113'), task('book an eye test')],
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_THIRTYEIGHTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTYEIGHTH_ASK,
  recurring: THIRTYEIGHTH_RECURRING,
  snooze: THIRTYEIGHTH_SNOOZE,
  correction: THIRTYEIGHTH_CORRECTION,
  rename: THIRTYEIGHTH_RENAME,
  remove: THIRTYEIGHTH_REMOVE,
  done: THIRTYEIGHTH_DONE,
  answer: THIRTYEIGHTH_ANSWER,
  ramble: THIRTYEIGHTH_RAMBLE,
  greeting: THIRTYEIGHTH_GREETING,
  thanks: THIRTYEIGHTH_THANKS,
  feeling: THIRTYEIGHTH_FEELING,
  question: THIRTYEIGHTH_QUESTION,
  statement: THIRTYEIGHTH_STATEMENT,
  decision: THIRTYEIGHTH_DECISION,
  dilemma: THIRTYEIGHTH_DILEMMA,
  recall: THIRTYEIGHTH_RECALL,
  prioritise: THIRTYEIGHTH_PRIORITISE,
  agenda: THIRTYEIGHTH_AGENDA,
  free_time: THIRTYEIGHTH_FREE_TIME,
  unclear: THIRTYEIGHTH_UNCLEAR,
  bare: THIRTYEIGHTH_BARE,
};

export const HELD_OUT_THIRTYEIGHTH: HeldOutItem[] = Object.values(HELD_OUT_THIRTYEIGHTH_KINDS).flat();
