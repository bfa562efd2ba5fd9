import type { ConversationState, Intent, PendingQuestion } from '../intent';
import {
  type HeldOutItem,
  decision,
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
  answer,
  ctx,
} from './held-out-kit';
import {
  SIXTEENTH_AGENDA,
  SIXTEENTH_DECISIONS,
  SIXTEENTH_DILEMMAS,
  SIXTEENTH_FACTS,
  SIXTEENTH_FEELINGS,
  SIXTEENTH_FREE_TIME,
  SIXTEENTH_GREETINGS,
  SIXTEENTH_PRIORITIES,
  SIXTEENTH_QUESTIONS,
  SIXTEENTH_RECALLS,
  SIXTEENTH_THANKS,
  SIXTEENTH_UNCLEAR,
} from './held-out-sixteenth-b';

/**
 * The sixteenth held-out set: messages written fresh, for people the earlier sets did not imagine (a
 * children's party entertainer, a copy editor in New Jersey, a wedding florist, an electrician with
 * apprentices, a private chef, a piano teacher, a vintage reseller, a life coach, a boat mechanic, a
 * market coffee roaster, a Manhattan recruiter, a baker). Read at HELD_OUT_NOW: Wednesday 11 November
 * 2026, 15:00 in London (GMT), 10:00 in New York (EST). Never edited to match the reader.
 */

const ASK: Intent = { kind: 'ask', text: '', options: [] };

/** Daily's own reminder for a task is waiting on its reply. */
const reminded = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** A task was just added or changed, nothing asked. */
const just = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
const asked = (pending: PendingQuestion): Partial<ConversationState> => ({ pending });
const shown = (...listed: string[]): Partial<ConversationState> => ({ listed });

export const SIXTEENTH_ASKS: HeldOutItem[] = [
  london('remind me to ring the marquee hire people tmrw at half 10', task('ring the marquee hire people', l('11-12 10:30'))),
  newYork(
    'pls remind me to send the galley proofs back to Hartwell by 5pm',
    task('send the galley proofs back to Hartwell', n('11-11 17:00')),
  ),
  london(
    'need to order 40 white peonies for the Okafor wedding by friday',
    task('order 40 white peonies for the Okafor wedding', l('11-13 12:00')),
  ),
  newYork(
    'remind me first thing tomorrow to chase the Brightwell invoice',
    task('chase the Brightwell invoice', n('11-12 09:00')),
    task('chase the Brightwell invoice', n('11-12 08:00')),
  ),
  london('book the van in for its MOT on the 3rd of december', task('book the van in for its MOT', l('12-03 12:00'))),
  london(
    'can u remind me at quarter to 6 to collect the sourdough starter from Pam',
    task('collect the sourdough starter from Pam', l('11-11 17:45')),
  ),
  newYork(
    'set a reminder for 4:15 pm to text the Delgado family about balloon colors',
    task('text the Delgado family about balloon colors', n('11-11 16:15')),
  ),
  london('remind me in 20 mins to take the bread out', task('take the bread out', inMinutes(20))),
  newYork('in two hours remind me to call the marina about the outboard', task('call the marina about the outboard', inMinutes(120))),
  london(
    'renew the public liability insurance b4 the 30th',
    task('renew the public liability insurance', l('11-30 12:00')),
    task('renew the public liability insurance', l('11-29 12:00')),
  ),
  newYork(
    'remind me EOD to submit my timesheets',
    task('submit my timesheets', n('11-11 17:00')),
    task('submit my timesheets', n('11-11 18:00')),
  ),
  london('invoice the Harringtons on monday at 9', task('invoice the Harringtons', l('11-16 09:00'))),
  newYork('call back Priya from Stonebridge Capital thursday 11am', task('call back Priya from Stonebridge Capital', n('11-12 11:00'))),
  london('remind me on the 24th to wrap the secret santa present', task('wrap the secret santa present', l('11-24 12:00'))),
  newYork('remind me christmas eve at 10 to call grandma', task('call grandma', n('12-24 10:00'))),
  london(
    'remind me the day after tomorrow at 8 in the morning to drop the keys at the letting agent',
    task('drop the keys at the letting agent', l('11-13 08:00')),
  ),
  newYork('tmrw at noon remind me to pitch the Keller account', task('pitch the Keller account', n('11-12 12:00'))),
  london('send the mood board to Ayesha by 4/12', task('send the mood board to Ayesha', l('12-04 12:00'))),
  newYork('send the W-9 to the staffing agency by 12/4', task('send the W-9 to the staffing agency', n('12-04 12:00'))),
  london(
    'remind me a week from today to check the sourdough orders',
    task('check the sourdough orders', l('11-18 12:00')),
    task('check the sourdough orders', l('11-18 15:00')),
  ),
  newYork('in 2 weeks at 3pm remind me to follow up with the Hoboken client', task('follow up with the Hoboken client', n('11-25 15:00'))),
  london(
    'in a fortnight remind me to restock the vintage denim',
    task('restock the vintage denim', l('11-25 12:00')),
    task('restock the vintage denim', l('11-25 15:00')),
  ),
  london(
    'tomorrow after lunch remind me to test the consumer unit at Flat 4',
    task('test the consumer unit at Flat 4', l('11-12 13:00')),
    task('test the consumer unit at Flat 4', l('11-12 14:00')),
  ),
  newYork(
    'remind me this weekend to clean the grinder burrs',
    task('clean the grinder burrs', n('11-14 12:00')),
    task('clean the grinder burrs', n('11-14 09:00')),
    task('clean the grinder burrs', n('11-14 10:00')),
  ),
  london(
    'remind me end of the month to do the VAT return',
    task('do the VAT return', l('11-30 12:00')),
    task('do the VAT return', l('11-30 17:00')),
  ),
  newYork(
    'remind me next friday at 2 to call the venue in Montclair',
    task('call the venue in Montclair', n('11-20 14:00')),
    task('call the venue in Montclair', n('11-13 14:00')),
  ),
  london("remind me tuesday the 17th at 7pm to print Oscar's grade 3 scales", task("print Oscar's grade 3 scales", l('11-17 19:00'))),
  newYork('at 11 am tmrw remind me to confirm the saturday clown booking', task('confirm the saturday clown booking', n('11-12 11:00'))),
  london('twenty past 8 tomorrow remind me to move the car', task('move the car', l('11-12 08:20'))),
  newYork(
    'this evening at 6 remind me to take the chicken out of the freezer',
    task('take the chicken out of the freezer', n('11-11 18:00')),
  ),
  london('tomorrow at midday remind me to call the bride about buttonholes', task('call the bride about buttonholes', l('11-12 12:00'))),
  newYork('remind me 10 minutes from now to switch the laundry', task('switch the laundry', inMinutes(10))),
  london(
    'URGENT remind me at 4 to call the boiler customer back',
    task('call the boiler customer back', l('11-11 16:00'), { important: true }),
  ),
  newYork('remind me the first monday of december to send quarterly estimates', task('send quarterly estimates', n('12-07 12:00'))),
  london('remind me at 9.30 tomorrow to pay the flour supplier', task('pay the flour supplier', l('11-12 09:30'))),
  newYork(
    'oh and can you remind me to email Marcus the revised deck tomorrow at 10',
    task('email Marcus the revised deck', n('11-12 10:00')),
  ),
  london(
    'btw remind me to order more paper bags friday morning',
    task('order more paper bags', l('11-13 09:00')),
    task('order more paper bags', l('11-13 08:00')),
  ),
  newYork(
    'hey could you set something for 3 days from now to invoice the Patels',
    task('invoice the Patels', n('11-14 12:00')),
    task('invoice the Patels', n('11-14 10:00')),
  ),
  london(
    "ring Dr Osei's receptionist about the therapy room lease at 2 tomorrow",
    task("ring Dr Osei's receptionist about the therapy room lease", l('11-12 14:00')),
  ),
  newYork(
    'I need to renew the NJ business registration before dec 15',
    task('renew the NJ business registration', n('12-15 12:00')),
    task('renew the NJ business registration', n('12-14 12:00')),
  ),
  london('remind me 6pm thursday to load the roaster for saturday market', task('load the roaster for saturday market', l('11-12 18:00'))),
  newYork('remind me on the 2nd at 8:30am to prep the Wexler tasting menu', task('prep the Wexler tasting menu', n('12-02 08:30'))),
  london('at 5 past 3 tomorrow remind me to ring the wholesaler', task('ring the wholesaler', l('11-12 15:05'))),
  london('remind me to phone the apprentice college at 10 tomorrow', task('phone the apprentice college', l('11-12 10:00'))),
  newYork(
    'put a reminder in for next tues 4pm - kids dentist',
    task('kids dentist', n('11-17 16:00')),
    task('kids dentist', n('11-24 16:00')),
  ),
  london('boxing day remind me to post the january sale listings', task('post the january sale listings', l('12-26 12:00'))),
  newYork("remind me new year's eve at 9pm to call Dad", task('call Dad', n('12-31 21:00'))),
  london(
    'remind me at half 4 to phone the flower wholesaler in Spalding',
    task('phone the flower wholesaler in Spalding', l('11-11 16:30')),
  ),
  newYork('quick one - remind me at 1:45 to move the meter', task('move the meter', n('11-11 13:45'))),
  london('can you make sure I pay the apprentices before 5 on friday', task('pay the apprentices', l('11-13 17:00'))),
  newYork('remind me thanksgiving morning at 8 to put the turkey in', task('put the turkey in', n('11-26 08:00'))),
  london('in 3 hours remind me to check on the wedding arch delivery', task('check on the wedding arch delivery', inMinutes(180))),
  newYork('oh btw can you remind me to call the caterer at 2:30', task('call the caterer', n('11-11 14:30'))),
  london('also!! remind me to text Hattie back tonight at 8', task('text Hattie back', l('11-11 20:00'))),
  newYork(
    'lol almost forgot, need to renew my notary stamp by the end of the month',
    task('renew my notary stamp', n('11-30 12:00')),
    task('renew my notary stamp', n('11-30 17:00')),
  ),
  london('while I think of it - order the christmas wreath rings on monday', task('order the christmas wreath rings', l('11-16 12:00'))),
  newYork('random but remind me to cancel the free trial on the 18th', task('cancel the free trial', n('11-18 12:00'))),
  london(
    'oh and one more, call the gas safe guy thursday first thing',
    task('call the gas safe guy', l('11-12 09:00')),
    task('call the gas safe guy', l('11-12 08:00')),
  ),
  newYork(
    'before I forget - remind me to put the gym bag in the car tomorrow at 7:30am',
    task('put the gym bag in the car', n('11-12 07:30')),
  ),
  london('can you pop a reminder in for the 1st to send the december newsletter', task('send the december newsletter', l('12-01 12:00'))),
  newYork("hey quick thing, remind me at 4 o'clock to call the Jersey City client", task('call the Jersey City client', n('11-11 16:00'))),
  london('ooh and remind me in 45 minutes to flip the sign to closed', task('flip the sign to closed', inMinutes(45))),
  london('remind me 18/11 at 2 to ring the reception venue', task('ring the reception venue', l('11-18 14:00'))),
  newYork('11/20 9am remind me to send the invoice batch', task('send the invoice batch', n('11-20 09:00'))),
  london('remind me on 2027-01-08 to file the self assessment', task('file the self assessment', l('2027-01-08 12:00'))),
  { ...newYork('remind me 5/1 to renew the domain', task('renew the domain', n('2027-01-05 12:00'))), dayFirst: true },
  london('call the church about the flowers between 2 and 3 tomorrow', task('call the church about the flowers', l('11-12 14:00'))),
];

export const SIXTEENTH_SNOOZES: HeldOutItem[] = [
  within(reminded('send the deposit invoice to the Ashworths', l('11-11 15:00')), london('snooze 30 mins', snoozeFor(30))),
  within(reminded('call the boat owner at Lymington', l('11-11 14:00')), london('give me an hour', snoozeFor(60))),
  within(reminded('chase the Brightwell invoice', n('11-11 10:00')), newYork('not now, later - like 2 hrs', snoozeFor(120))),
  within(
    reminded('ring the marquee hire people', l('11-11 15:00')),
    london('remind me again at 6', snoozeUntil(l('11-11 18:00')), move(ctx, null, '18:00')),
  ),
  within(
    reminded('email the Wexlers the menu', n('11-11 10:00')),
    newYork('tmrw morning pls', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(
    reminded('quote for the Ellis rewire', l('11-11 16:00')),
    london('push it to monday', snoozeUntil(l('11-16 16:00')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('call the Delgado mom', n('11-11 10:00')),
    newYork('snooze till after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('pay the flour supplier', l('11-11 15:00')), london('hit me up again in 45', snoozeFor(45))),
  within(reminded('call the marina', n('11-11 10:00')), newYork('snooze 15', snoozeFor(15))),
  within(
    reminded('print the lesson sheets', l('11-11 12:00')),
    london('not today. friday', snoozeUntil(l('11-13 12:00')), move(ctx, '2026-11-13', null)),
  ),
  within(reminded('send proofs to Hartwell', n('11-11 10:00')), newYork('ugh remind me in like 20 min', snoozeFor(20))),
  within(reminded('ring the wholesaler', l('11-11 15:00')), london('snooze til 5:30', snoozeUntil(l('11-11 17:30')))),
  within(
    reminded('list the 70s leather jackets', n('11-11 09:00')),
    newYork('bump it a day', snoozeFor(1440), snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('write up the session notes', l('11-11 15:00')),
    london(
      'can you nudge me about this again tonight',
      snoozeUntil(l('11-11 19:00')),
      snoozeUntil(l('11-11 20:00')),
      snoozeUntil(l('11-11 18:00')),
    ),
  ),
  within(reminded('call the Montclair venue', n('11-11 10:00')), newYork('SNOOZE 1H', snoozeFor(60))),
  within(reminded('take the bread out', l('11-11 15:00')), london('give me 10', snoozeFor(10))),
  within(reminded('follow up with Priya', n('11-11 10:00')), newYork('remind me again in half an hour', snoozeFor(30))),
  within(
    reminded('sort the stockroom', l('11-11 15:00')),
    london('snooze it till the weekend', snoozeUntil(l('11-14 09:00')), snoozeUntil(l('11-14 10:00')), snoozeUntil(l('11-14 12:00'))),
  ),
  within(
    reminded('text the Nakamura parents', n('11-11 10:00')),
    newYork('not yet, try me at 3', snoozeUntil(n('11-11 15:00')), move(ctx, null, '15:00')),
  ),
  within(reminded('call the customer about the fuse board', l('11-11 15:00')), london('in the middle of a job, 2 hours', snoozeFor(120))),
  within(
    reminded('update the candidate tracker', n('11-11 09:00')),
    newYork('snooze for a week', snoozeFor(10080), snoozeUntil(n('11-18 09:00')), snoozeUntil(n('11-18 10:00'))),
  ),
  within(
    reminded('order the ribbon', l('11-10 10:00')),
    london('put it off till thursday', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('edit chapter 4', n('11-11 10:00')), newYork('later pls, 90 mins', snoozeFor(90))),
  london(
    'snooze the ashworth invoice till tomorrow 9',
    snoozeUntil(l('11-12 09:00'), words('ashworth invoice')),
    move(words('ashworth invoice'), '2026-11-12', '09:00'),
  ),
  newYork('snooze the marina call 1 hr', snoozeFor(60, words('marina call'))),
  within(
    reminded('book the PAT tester', l('11-11 15:00')),
    london('can it wait till 8 tomorrow morning', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(
    reminded('send the coaching invoices', n('11-11 10:00')),
    newYork('snooze to monday 8am', snoozeUntil(n('11-16 08:00')), move(ctx, '2026-11-16', '08:00')),
  ),
  within(reminded('weigh out the beans', l('11-11 15:00')), london('ping me again in an hour and a half', snoozeFor(90))),
  within(reminded('call the new candidate', n('11-11 10:00')), newYork('busy w a client, 40 min', snoozeFor(40))),
  within(
    reminded('invoice the Harringtons', l('11-11 11:00')),
    london('snooze till 4pm', snoozeUntil(l('11-11 16:00')), move(ctx, null, '16:00')),
  ),
  within(
    reminded('clean the grinder burrs', n('11-11 08:00')),
    newYork('snooze 2 days', snoozeFor(2880), snoozeUntil(n('11-13 08:00')), snoozeUntil(n('11-13 10:00'))),
  ),
  within(
    just('call the bride about buttonholes', l('11-12 12:00')),
    london('remind me an hour later than that', snoozeFor(60), move(ctx, null, '13:00')),
  ),
  within(reminded('ring the landlord', l('11-11 15:00')), london('on the phone, 5 min', snoozeFor(5))),
  within(reminded('call Gary about the Yamaha', n('11-11 09:30')), newYork('in an hr', snoozeFor(60))),
  within(
    reminded('send the recital invites', l('11-11 14:30')),
    london('after dinner', snoozeUntil(l('11-11 19:00')), snoozeUntil(l('11-11 20:00')), snoozeUntil(l('11-11 18:00'))),
  ),
  within(
    reminded('sort the Okafor buttonholes', l('11-11 15:00')),
    london('can we do this tomorrow at 11 instead', snoozeUntil(l('11-12 11:00')), move(ctx, '2026-11-12', '11:00')),
  ),
  within(
    reminded('review the Lambert contract', n('11-11 10:00')),
    newYork('snooze till noon', snoozeUntil(n('11-11 12:00')), move(ctx, null, '12:00')),
  ),
];

export const SIXTEENTH_CORRECTIONS: HeldOutItem[] = [
  within(
    just('ring the marquee hire people', l('11-12 10:30')),
    london('oops I meant 11:30', move(ctx, null, '11:30'), move(ctx, '2026-11-12', '11:30')),
  ),
  within(
    just('send the galley proofs back', n('11-11 17:00')),
    newYork('no wait, 4', move(ctx, null, '16:00'), move(ctx, '2026-11-11', '16:00')),
  ),
  within(just('order white peonies', l('11-13 12:00')), london('scratch that, thursday', move(ctx, '2026-11-12', null))),
  within(just('chase the Brightwell invoice', n('11-12 09:00')), newYork('actually make it friday', move(ctx, '2026-11-13', null))),
  within(
    just('collect the starter from Pam', l('11-11 17:45')),
    london('sorry typo, 7:45 not 5:45', move(ctx, null, '19:45'), move(ctx, '2026-11-11', '19:45')),
  ),
  within(
    just('text the Delgados', n('11-11 16:15')),
    newYork('make that tomorrow same time', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '16:15')),
  ),
  within(just('invoice the Harringtons', l('11-16 09:00')), london('hang on, tuesday not monday', move(ctx, '2026-11-17', null))),
  within(
    just('call back Priya', n('11-12 11:00')),
    newYork('ugh i meant 11 at night lol', move(ctx, null, '23:00'), move(ctx, '2026-11-12', '23:00')),
  ),
  within(just('move the car', l('11-12 08:20')), london('wrong day, should be saturday', move(ctx, '2026-11-14', null))),
  within(
    just('pitch the Keller account', n('11-12 12:00')),
    newYork('change that to 1:30', move(ctx, null, '13:30'), move(ctx, '2026-11-12', '13:30')),
  ),
  within(
    just('pay the flour supplier', l('11-12 09:30')),
    london('nah earlier, 8am', move(ctx, null, '08:00'), move(ctx, '2026-11-12', '08:00')),
  ),
  within(
    just('take the chicken out', n('11-11 18:00')),
    newYork('oh wait it should be 5:30 pm', move(ctx, null, '17:30'), move(ctx, '2026-11-11', '17:30')),
  ),
  within(just('book the van in for its MOT', l('12-03 12:00')), london('correction: the 5th', move(ctx, '2026-12-05', null))),
  within(just('call the venue in Montclair', n('11-20 14:00')), newYork('move it to friday at 2', move(ctx, '2026-11-13', '14:00'))),
  london('move the Harringtons invoice to wednesday 10am', move(words('Harringtons invoice'), '2026-11-18', '10:00')),
  newYork(
    'push the Keller pitch to monday 3pm',
    move(words('Keller pitch'), '2026-11-16', '15:00'),
    snoozeUntil(n('11-16 15:00'), words('Keller pitch')),
  ),
  within(
    just('call the boiler customer back', l('11-11 16:00')),
    london('sorry half 5 not 4', move(ctx, null, '17:30'), move(ctx, '2026-11-11', '17:30')),
  ),
  within(just('call the venue in Montclair', n('11-20 14:00')), newYork('i meant THIS friday', move(ctx, '2026-11-13', null))),
  within(
    just("ring Dr Osei's receptionist", l('11-12 14:00')),
    london('doh, friday not tomorrow', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:00')),
  ),
  within(
    just('email Marcus the revised deck', n('11-12 10:00')),
    newYork('can we do 9 instead', move(ctx, null, '09:00'), move(ctx, '2026-11-12', '09:00')),
  ),
  within(just('book the van in for its MOT', l('12-03 12:00')), london('not the 3rd, the 13th', move(ctx, '2026-12-13', null))),
  within(just('call Dad', n('11-12 09:00')), newYork('oops pm not am', move(ctx, null, '21:00'), move(ctx, '2026-11-12', '21:00'))),
  within(
    just('pay the flour supplier', l('11-12 09:30')),
    london('make it quarter to 10', move(ctx, null, '09:45'), move(ctx, '2026-11-12', '09:45')),
  ),
  within(just('follow up with the Hoboken client', n('11-25 15:00')), newYork('actually dec 1st', move(ctx, '2026-12-01', null))),
  within(just('phone the flower wholesaler', l('11-11 16:30')), london('no sorry, tomorrow', move(ctx, '2026-11-12', null))),
  within(
    just('call the Cape May marina', n('11-12 09:00')),
    newYork('i got the time wrong, it should be 10:30', move(ctx, null, '10:30'), move(ctx, '2026-11-12', '10:30')),
  ),
];

export const SIXTEENTH_RENAMES: HeldOutItem[] = [
  within(
    just('ring the marquee hire people', l('11-12 10:30')),
    london('rename it to call Canvas & Co about the marquee', rename(ctx, 'call Canvas & Co about the marquee')),
  ),
  within(
    just('send proofs', n('11-11 17:00')),
    newYork('change the name to send proofs to Hartwell Press', rename(ctx, 'send proofs to Hartwell Press')),
  ),
  london('rename the peonies task to order peonies and ranunculus', rename(words('peonies'), 'order peonies and ranunculus')),
  within(just('pitch the Keller account', n('11-12 12:00')), newYork('call it "Keller pitch v2" instead', rename(ctx, 'Keller pitch v2'))),
  within(just('pay the flour supplier', l('11-12 09:30')), london('retitle that: pay Moss Flour Mill', rename(ctx, 'pay Moss Flour Mill'))),
  newYork('rename "text Delgados" to "confirm Delgado party theme"', rename(words('text Delgados'), 'confirm Delgado party theme')),
  within(
    just('invoice the Harringtons', l('11-16 09:00')),
    london('can you change the title to invoice the Harringtons for the rewire', rename(ctx, 'invoice the Harringtons for the rewire')),
  ),
  within(
    just('call back Priya from Stonebridge', n('11-12 11:00')),
    newYork("typo, it's Priyah not Priya", rename(ctx, 'call back Priyah from Stonebridge')),
  ),
  london('rename the MOT one to book the van MOT and service', rename(words('MOT'), 'book the van MOT and service')),
  within(
    just('chase the Brightwell invoice', n('11-12 09:00')),
    newYork('name it chase Brightwell for the $2,400', rename(ctx, 'chase Brightwell for the $2,400')),
  ),
  within(
    just("print Oscar's scales", l('11-17 19:00')),
    london('call that one "grade 3 scales for Oscar"', rename(ctx, 'grade 3 scales for Oscar')),
  ),
  newYork(
    'update the title of the marina task to call Cape May marina re outboard',
    rename(words('marina'), 'call Cape May marina re outboard'),
  ),
  within(
    just('collect the starter from Pam', l('11-11 17:45')),
    london('rename to: collect starter + jars from Pam', rename(ctx, 'collect starter + jars from Pam')),
  ),
  within(
    just('email Marcus the revised deck', n('11-12 10:00')),
    newYork('reword it as email Marcus the final deck', rename(ctx, 'email Marcus the final deck')),
  ),
  london('rename the secret santa task to wrap presents for the team', rename(words('secret santa'), 'wrap presents for the team')),
  within(
    just('call grandma', n('12-24 10:00')),
    newYork('change it to say call grandma and grandpa', rename(ctx, 'call grandma and grandpa')),
  ),
  within(
    just('phone the flower wholesaler in Spalding', l('11-11 16:30')),
    london('can u rename that to ring Spalding wholesaler', rename(ctx, 'ring Spalding wholesaler')),
  ),
  newYork('rename timesheets to submit timesheets to Apex Staffing', rename(words('timesheets'), 'submit timesheets to Apex Staffing')),
  within(
    just('test the consumer unit at Flat 4', l('11-12 13:00')),
    london('title should be "test consumer unit, Flat 4B"', rename(ctx, 'test consumer unit, Flat 4B')),
  ),
  within(
    just('follow up with the Hoboken client', n('11-25 15:00')),
    newYork('oops name it follow up w the Hoboken bakery client', rename(ctx, 'follow up w the Hoboken bakery client')),
  ),
  london('change the name of the denim one to restock 90s Levis', rename(words('denim'), 'restock 90s Levis')),
  within(
    just('call the caterer', n('11-11 14:30')),
    newYork('no wait call it "call Bella Cucina re: rehearsal dinner"', rename(ctx, 'call Bella Cucina re: rehearsal dinner')),
  ),
  london('rename the gas safe task to book the annual gas safety check', rename(words('gas safe'), 'book the annual gas safety check')),
  within(
    just('text Hattie back', l('11-11 20:00')),
    london('change the wording to reply to Hattie about the awards', rename(ctx, 'reply to Hattie about the awards')),
  ),
  newYork(
    'can you rename "cancel the free trial" to cancel the Canva trial',
    rename(words('cancel the free trial'), 'cancel the Canva trial'),
  ),
];

export const SIXTEENTH_REMOVALS: HeldOutItem[] = [
  within(just('ring the marquee hire people', l('11-12 10:30')), london('delete that', remove(ctx))),
  newYork('cancel the clown booking reminder', remove(words('clown booking'))),
  london('get rid of the peonies one, bride changed her mind', remove(words('peonies'))),
  within(just('switch the laundry', n('11-11 10:10')), newYork('nvm, remove it', remove(ctx))),
  london('bin the MOT reminder', remove(words('MOT'))),
  newYork('take the Keller pitch off my list', remove(words('Keller pitch'))),
  within(just('move the car', l('11-12 08:20')), london('forget that one', remove(ctx))),
  newYork("delete the grandma call, she's visiting instead", remove(words('grandma'))),
  london('scrap the secret santa task', remove(words('secret santa'))),
  within(just('kids dentist', n('11-17 16:00')), newYork("actually don't need that anymore, kill it", remove(ctx))),
  london('remove "move the car"', remove(words('move the car'))),
  newYork('please delete the task about the W-9', remove(words('W-9'))),
  within(just('test the consumer unit at Flat 4', l('11-12 13:00')), london("cancel it, job's been postponed indefinitely", remove(ctx))),
  newYork('drop the grinder one', remove(words('grinder'))),
  london('take the spalding call off, not doing it anymore', remove(words('spalding'))),
  within(shown('call Priya', 'send proofs to Hartwell', 'invoice the Patels'), newYork('delete 2', remove(num(2)))),
  within(shown('ring the wholesaler', 'pay the flour supplier', 'order paper bags'), london('remove number 3', remove(num(3)))),
  newYork('can you delete the reminder about the laundry', remove(words('laundry'))),
  within(just('check on the wedding arch delivery', l('11-11 18:00')), london('no longer needed, delete', remove(ctx))),
  newYork('erase the timesheets task', remove(words('timesheets'))),
  within(shown('restock the vintage denim', 'post the january sale listings'), london('get rid of the first one', remove(num(1)))),
  within(just('call the gas safe guy', l('11-12 09:00')), london('oh actually delete, he just rang me', remove(ctx), done())),
  newYork('remove the free trial one, already cancelled it', remove(words('free trial')), done(words('free trial'))),
  within(shown('call the caterer', 'order the cake topper', 'email the DJ'), newYork('scrap 3', remove(num(3)))),
  london('delete the wreath rings reminder pls', remove(words('wreath rings'))),
];

export const SIXTEENTH_COMPLETIONS: HeldOutItem[] = [
  within(reminded('pay the flour supplier', l('11-11 15:00')), london('paid ✅', done())),
  within(reminded('send galley proofs to Hartwell', n('11-11 10:00')), newYork('sent em', done())),
  within(just('pay the plumbers merchant', l('11-11 12:00')), london('paid the merchant', done(), done(words('merchant')))),
  newYork('finished the Keller pitch deck 🎉', done(words('Keller'))),
  within(reminded('ring the marquee hire people', l('11-11 15:00')), london('yep done', done())),
  within(reminded('clean the grinder burrs', n('11-11 10:00')), newYork('✔️', done())),
  london('called the marquee people, all sorted', done(words('marquee'))),
  within(reminded('text the Delgado family', n('11-11 10:00')), newYork('did it', done())),
  within(shown('ring the wholesaler', 'pay the flour supplier', 'order paper bags'), london('done 2', done(num(2)))),
  within(shown('call Priya', 'send proofs to Hartwell', 'invoice the Patels'), newYork('finished 1 and 3', [done(num(1)), done(num(3))])),
  within(just("ring Dr Osei's receptionist", l('11-11 14:00')), london('spoke to them, sorted', done())),
  within(just('send the W-9 to the staffing agency', n('12-04 12:00')), newYork('W-9 sent', done(), done(words('W-9')))),
  within(reminded('order more paper bags', l('11-11 15:00')), london('ordered 👍', done())),
  newYork('mark the laundry one done', done(words('laundry'))),
  within(reminded('drop the keys at the letting agent', l('11-11 15:00')), london('all done with that', done())),
  within(reminded('invoice the Patels', n('11-11 10:00')), newYork('invoiced them this morning', done())),
  london('tick off the secret santa wrapping', done(words('secret santa'))),
  within(reminded('email the Wexlers the menu', n('11-11 10:00')), newYork('complete', done())),
  within(reminded('collect the sourdough starter from Pam', l('11-11 15:00')), london('got it from Pam', done(), done(words('Pam')))),
  newYork('done with the Delgado texts', done(words('Delgado'))),
  within(reminded('book the PAT tester', l('11-11 15:00')), london('sorted mate', done())),
  within(reminded('call Dad', n('11-11 10:00')), newYork('spoke to him 😊', done())),
  within(reminded('test the consumer unit at Flat 4', l('11-11 15:00')), london('tested, all fine', done())),
  newYork('finally filed the quarterly estimates', done(words('quarterly estimates'))),
  within(reminded('weigh out the beans', l('11-11 15:00')), london('DONE', done())),
  within(reminded('confirm the saturday clown booking', n('11-11 10:00')), newYork('confirmed!', done())),
  within(reminded('pay the apprentices', l('11-11 09:00')), london('paid the lads this morning', done())),
  within(reminded('post the parcels', l('11-11 15:00')), london('all posted 📦', done())),
  within(reminded('call the caterer', n('11-11 10:00')), newYork('yup talked to them', done())),
  within(reminded('send the recital invites', l('11-11 15:00')), london('sent them all last night actually', done())),
];

export const SIXTEENTH_ANSWERS: HeldOutItem[] = [
  within(
    asked({ about: 'which_task', options: ['call Mia about the cake', "call Mia's mum about the deposit"] }),
    london('the second one', answer(2)),
  ),
  within(asked({ about: 'which_task', options: ['send proofs to Hartwell', 'send invoice to Hartwell'] }), newYork('proofs', answer(1))),
  within(asked({ about: 'which_task', options: ['ring Pam', 'ring the wholesaler', 'ring the landlord'] }), london('3', answer(3))),
  within(asked({ about: 'which_task', options: ['pay the rent', 'pay the van lease'] }), newYork('van lease', answer(2))),
  within(asked({ about: 'which_task', options: ['invoice the Harringtons', 'invoice the Ellises'] }), london('first', answer(1))),
  within(asked({ about: 'which_task', options: ['call Priya', 'call Priya’s assistant'] }), newYork('no 2', answer(2))),
  within(
    asked({ about: 'dilemma_options', question: 'should I take on another apprentice?' }),
    london('either take Jordan on full time or keep using agency sparkies', answer(null)),
  ),
  within(
    asked({ about: 'dilemma_matters', question: 'raise my rates?', options: ['raise rates', 'keep rates'] }),
    newYork('honestly keeping my regulars happy', answer(null)),
  ),
  within(
    asked({ about: 'dilemma_choice', question: 'second van?', options: ['buy a second van', 'rent one when needed'] }),
    london('going with renting for now', answer(2), decision),
  ),
  within(
    asked({ about: 'dilemma_choice', question: 'admin help?', options: ['hire a VA', 'do it myself'] }),
    newYork('option 1', answer(1), decision),
  ),
  within(
    asked({ about: 'dilemma_choice', question: 'new roaster?', options: ['buy now', 'wait till spring'] }),
    london('not yet, need to sleep on it', answer(null)),
  ),
  within(
    asked({ about: 'review', decision: 'switched to the cheaper bean supplier' }),
    newYork('turned out great, customers didnt notice', answer(null)),
  ),
  within(
    asked({ about: 'review', decision: 'dropped weekend lessons' }),
    london('mixed tbh, lost 2 students but way less tired', answer(null)),
  ),
  within(asked({ about: 'stuck', task: 'finish the Hartwell edit' }), newYork('waiting on the author to send chapter 9', answer(null))),
  within(
    asked({ about: 'stuck', task: 'quote for the Ellis rewire' }),
    london('need the floor plan from the landlord first', answer(null)),
  ),
  within(asked({ about: 'keep', text: 'I work better when I batch client calls' }), newYork('KEEP', answer(null), note)),
  within(asked({ about: 'keep', text: 'Saturdays at the market drain me more than I admit' }), london('yes keep that', answer(null), note)),
  within(asked({ about: 'keep', text: 'I undercharge when I feel rushed' }), newYork('nah dont', answer(null))),
  within(asked({ about: 'other', question: 'Morning plan at 7 or 8?', options: ['7', '8'] }), london('8 please', answer(2))),
  within(
    asked({ about: 'other', question: 'Shall I add "call the venue" for Friday 3pm?', options: ['yes', 'no'] }),
    newYork('yes', answer(1), answer(null)),
  ),
  within(asked({ about: 'other', question: 'Shall I add it?', options: ['yes', 'no'] }), london('nope', answer(2), answer(null))),
  within(
    asked({ about: 'other', question: 'Did you mean 4 December or April 12?', options: ['4 December', 'April 12'] }),
    newYork('december', answer(1)),
  ),
  within(
    asked({ about: 'other', question: 'Tomorrow morning or evening?', options: ['morning', 'evening'] }),
    london('evening', answer(2)),
  ),
  within(
    asked({ about: 'which_task', options: ['ring the wholesaler', 'ring the wholesaler back about pallets'] }),
    london('the one about pallets', answer(2)),
  ),
  within(
    asked({ about: 'dilemma_options', question: 'where should I work from?' }),
    newYork('a) keep the studio b) work from home', answer(null)),
  ),
  within(asked({ about: 'other', question: 'Thursday or Friday?', options: ['Thursday', 'Friday'] }), london('fri', answer(2))),
  within(
    asked({ about: 'which_task', options: ['email Marcus', 'email Marcus the deck', 'email Marcus the invoice'] }),
    newYork('the last one', answer(3)),
  ),
  within(
    asked({ about: 'dilemma_matters', question: 'keep the second van?', options: ['keep it', 'sell it'] }),
    london('money. definitely money', answer(null)),
  ),
  within(asked({ about: 'other', question: 'Shall I add it?', options: ['yes', 'no'] }), newYork('yeah go on', answer(1), answer(null))),
  within(asked({ about: 'review', decision: 'stopped taking rush orders' }), london('best thing I did this year', answer(null))),
  within(
    asked({ about: 'other', question: 'Do you want a reminder for the Wexler tasting?', options: ['yes', 'no'] }),
    newYork('yes please, the day before', answer(1), answer(null)),
  ),
  within(asked({ about: 'which_task', options: ['call Gary', "call Gary's wife about payment"] }), newYork('Gary himself', answer(1))),
  within(asked({ about: 'stuck', task: 'write the recital programme' }), london('honestly just no time', answer(null))),
];

export const SIXTEENTH_BARE: HeldOutItem[] = [
  london('done', unclear, ASK),
  newYork('snooze', unclear, ASK),
  london('move it', unclear, ASK),
  newYork('delete it', unclear, ASK),
  london('push it to 4', unclear, ASK),
  newYork('rename it to invoices', unclear, ASK),
  london('snooze 1h', unclear, ASK),
  newYork('make it 3pm', unclear, ASK),
  london('did it', unclear, ASK),
  newYork('cancel that', unclear, ASK),
  london('done ✅', unclear, ASK),
  newYork('tomorrow instead', unclear, ASK),
  london('paid', unclear, ASK),
  newYork('sent', unclear, ASK),
  london('the second one', unclear, ASK),
  newYork('2', unclear, ASK),
  london('finished', unclear, ASK),
  newYork('remove', unclear, ASK),
  london('bump it', unclear, ASK),
  newYork('yes', unclear, ASK, talk('acknowledgement')),
  london('later', unclear, ASK),
  newYork('push it back an hour', unclear, ASK),
  london('not now', unclear, ASK),
  newYork('change it to friday', unclear, ASK),
  london('✅', unclear, ASK, talk('acknowledgement')),
];

export const SIXTEENTH_RECURRING: HeldOutItem[] = [
  london(
    'every monday 8am remind me to send the weekly invoice batch',
    task('send the weekly invoice batch', l('11-16 08:00'), { repeat: every('week') }),
  ),
  newYork('pay rent on the 1st of every month', task('pay rent', n('12-01 12:00'), { repeat: every('month') })),
  london(
    'every weekday at 7 remind me to check the proving drawer',
    task('check the proving drawer', l('11-12 07:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'remind me every friday at 4 to send the placement report to clients',
    task('send the placement report to clients', n('11-13 16:00'), { repeat: every('week') }),
  ),
  london('water the display buckets every day at 8am', task('water the display buckets', l('11-12 08:00'), { repeat: every('day') })),
  newYork(
    'every 2 weeks on thursday remind me to run payroll',
    task('run payroll', n('11-12 12:00'), { repeat: every('week', 2) }),
    task('run payroll', n('11-19 12:00'), { repeat: every('week', 2) }),
  ),
  london(
    "remind me on the 15th of each month to top up the apprentices' travel cards",
    task("top up the apprentices' travel cards", l('11-15 12:00'), { repeat: every('month') }),
  ),
  newYork(
    'every tuesday at 6pm remind me to text parents the lesson times',
    task('text parents the lesson times', n('11-17 18:00'), { repeat: every('week') }),
  ),
  london(
    'every sunday evening remind me to plan the market stock',
    task('plan the market stock', l('11-15 18:00'), { repeat: every('week') }),
    task('plan the market stock', l('11-15 19:00'), { repeat: every('week') }),
    task('plan the market stock', l('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork('daily at 9:15 check the ebay listings', task('check the ebay listings', n('11-12 09:15'), { repeat: every('day') })),
  london(
    'every year on 3 march remind me to renew the street trading licence',
    task('renew the street trading licence', l('2027-03-03 12:00'), { repeat: every('year') }),
  ),
  newYork(
    'every other monday at 10 check in with the apprentices',
    task('check in with the apprentices', n('11-16 10:00'), { repeat: every('week', 2) }),
  ),
  london('remind me at 6pm every day to cash up the till', task('cash up the till', l('11-11 18:00'), { repeat: every('day') })),
  newYork('every wednesday at noon remind me to post on instagram', task('post on instagram', n('11-11 12:00'), { repeat: every('week') })),
  london(
    'remind me every morning at 7.30 to check the wedding inbox',
    task('check the wedding inbox', l('11-12 07:30'), { repeat: every('day') }),
  ),
  newYork('invoice Apex Staffing every friday', task('invoice Apex Staffing', n('11-13 12:00'), { repeat: every('week') })),
  london(
    'every weekday at 4:30pm remind me to do the school run',
    task('do the school run', l('11-11 16:30'), { repeat: every('weekday') }),
  ),
  newYork('every monday morning at 8 remind me to plan the week', task('plan the week', n('11-16 08:00'), { repeat: every('week') })),
  london('every month on the 28th pay the unit rent', task('pay the unit rent', l('11-28 12:00'), { repeat: every('month') })),
  newYork(
    'remind me each saturday at 7am to load the van for the market',
    task('load the van for the market', n('11-14 07:00'), { repeat: every('week') }),
  ),
  london(
    'every thursday at 9 remind me to order the weekend flowers',
    task('order the weekend flowers', l('11-12 09:00'), { repeat: every('week') }),
  ),
  newYork('every morning at 6:45 remind me to take my meds', task('take my meds', n('11-12 06:45'), { repeat: every('day') })),
  london(
    'remind me on the last friday of every month to do the stock take',
    task('do the stock take', l('11-27 12:00'), { repeat: every('month') }),
  ),
  newYork('every sunday at 5pm remind me to review my week', task('review my week', n('11-15 17:00'), { repeat: every('week') })),
  london(
    'every 2 weeks on a monday remind me to invoice the care home',
    task('invoice the care home', l('11-16 12:00'), { repeat: every('week', 2) }),
  ),
];

export const SIXTEENTH_RAMBLES: HeldOutItem[] = [
  london('ok so um I need to ring the wholesaler, order paper bags and uh pay Pam for the starter', [
    task('ring the wholesaler'),
    task('order paper bags'),
    task('pay Pam for the starter'),
  ]),
  newYork('so yeah tomorrow I gotta call the marina at 9 and then email the Cape May guy his invoice by noon lol', [
    task('call the marina', n('11-12 09:00')),
    task('email the Cape May guy his invoice', n('11-12 12:00')),
  ]),
  london(
    'right so basically need to buy more twin and earth cable, ring the wholesaler about the fuse boards friday, and book the PAT tester for monday at 10',
    [
      task('buy more twin and earth cable'),
      task('ring the wholesaler about the fuse boards', l('11-13 12:00')),
      task('book the PAT tester', l('11-16 10:00')),
    ],
  ),
  newYork('hey so a few things, send the Wexlers the shopping list, um, book the knife sharpening, and remind me at 3 to brine the pork', [
    task('send the Wexlers the shopping list'),
    task('book the knife sharpening'),
    task('brine the pork', n('11-11 15:00')),
  ]),
  london(
    'ok voice note coz im driving. need to call the bride tomorrow morning, like 9, and order oasis foam, and also like chase the Okafor deposit',
    [task('call the bride', l('11-12 09:00')), task('order oasis foam'), task('chase the Okafor deposit')],
  ),
  newYork('so basically I need to edit chapter 6 by friday and invoice Hartwell and uh yeah that’s it', [
    task('edit chapter 6', n('11-13 12:00')),
    task('invoice Hartwell'),
  ]),
  london('um right, list the leather jackets on depop, take photos of the new stock and post the parcels before 4', [
    task('list the leather jackets on depop'),
    task('take photos of the new stock'),
    task('post the parcels', l('11-11 16:00')),
  ]),
  newYork(
    "ok brain dump: call Luis about the offer, update the candidate tracker, and I've gotta prep for the Dana interview tomorrow at 2",
    [task('call Luis about the offer'), task('update the candidate tracker'), task('prep for the Dana interview', n('11-12 14:00'))],
  ),
  london(
    'so er first i need to order milk for saturday, and then ring the council about the pitch licence',
    [task('order milk for saturday'), task('ring the council about the pitch licence')],
    [task('order milk', l('11-14 12:00')), task('ring the council about the pitch licence')],
  ),
  newYork('like honestly I need to send the coaching contracts, write the newsletter, and book my own therapist lol', [
    task('send the coaching contracts'),
    task('write the newsletter'),
    task('book my own therapist'),
  ]),
  london('erm ok so pick up balloons thursday, confirm the bouncy castle and text Mrs Adebayo the invoice', [
    task('pick up balloons', l('11-12 12:00')),
    task('confirm the bouncy castle'),
    task('text Mrs Adebayo the invoice'),
  ]),
  newYork("yeah so I need to order a new impeller, and call Gary back about his Yamaha, and I've gotta pay the yard fees by the 20th", [
    task('order a new impeller'),
    task('call Gary back about his Yamaha'),
    task('pay the yard fees', n('11-20 12:00')),
  ]),
  london(
    'ok so I should email the Nakamura parents and sort out the recital programme, oh and book the hall for the recital on the 12th of december',
    [task('email the Nakamura parents'), task('sort out the recital programme'), task('book the hall for the recital', l('12-12 12:00'))],
    [
      task('email the Nakamura parents'),
      task('sort out the recital programme'),
      task('book the hall for the recital on the 12th of december'),
    ],
  ),
  newYork('things for tomorrow: grocery run for the Wexlers at 8, then pick up the rental van, then call the venue', [
    task('grocery run for the Wexlers', n('11-12 08:00')),
    task('pick up the rental van', n('11-12 12:00')),
    task('call the venue', n('11-12 12:00')),
  ]),
  london('so like need to do the payroll, chase the Ellis money and um get the van washed', [
    task('do the payroll'),
    task('chase the Ellis money'),
    task('get the van washed'),
  ]),
  newYork('alright, remind me to send the revised quote to the Patels at 11 and to call the printer after that', [
    task('send the revised quote to the Patels', n('11-11 11:00')),
    task('call the printer'),
  ]),
  london("just thinking out loud, I've got to renew the insurance, sort the website photos and get Jordan's hours in to the accountant", [
    task('renew the insurance'),
    task('sort the website photos'),
    task("get Jordan's hours in to the accountant"),
  ]),
  newYork('ugh ok, so I need to answer Marcus, mail the contracts and buy printer ink', [
    task('answer Marcus'),
    task('mail the contracts'),
    task('buy printer ink'),
  ]),
  london(
    'right two things, order the green coffee from the importer and clean the drum before saturday',
    [task('order the green coffee from the importer'), task('clean the drum', l('11-14 12:00'))],
    [task('order the green coffee from the importer'), task('clean the drum', l('11-13 12:00'))],
  ),
  newYork(
    'so yeah I need to like reschedule the Keller call and I guess also send Priya the shortlist, and uh book flights for the 3rd',
    [task('reschedule the Keller call'), task('send Priya the shortlist'), task('book flights', n('12-03 12:00'))],
    [task('reschedule the Keller call'), task('send Priya the shortlist'), task('book flights for the 3rd')],
  ),
  london(
    "ok so voice note, sorry it's long, um, I've got the Barker wedding saturday, so I need to condition the roses thursday night, pick up the arch from Dave on friday at 4, and, uh, send the final invoice to the bride's dad",
    [
      task('condition the roses', l('11-12 19:00')),
      task('pick up the arch from Dave', l('11-13 16:00')),
      task("send the final invoice to the bride's dad"),
    ],
    [
      task('condition the roses', l('11-12 20:00')),
      task('pick up the arch from Dave', l('11-13 16:00')),
      task("send the final invoice to the bride's dad"),
    ],
    [
      task('condition the roses', l('11-12 21:00')),
      task('pick up the arch from Dave', l('11-13 16:00')),
      task("send the final invoice to the bride's dad"),
    ],
  ),
  newYork(
    'so um today was wild lol. anyway I need to call the two candidates back, send the shortlist to Goldman by 5 tomorrow and book an airport car',
    [task('call the two candidates back'), task('send the shortlist to Goldman', n('11-12 17:00')), task('book an airport car')],
  ),
  london(
    'right. jobs. descale the espresso machine, order more oat milk, and ring the council about the stall before friday',
    [task('descale the espresso machine'), task('order more oat milk'), task('ring the council about the stall', l('11-13 12:00'))],
    [task('descale the espresso machine'), task('order more oat milk'), task('ring the council about the stall', l('11-12 12:00'))],
  ),
  newYork(
    "hmm what else... oh yeah, I need to send the Nakamuras their invoice and tune the studio piano before saturday's recital",
    [task('send the Nakamuras their invoice'), task('tune the studio piano', n('11-14 12:00'))],
    [task('send the Nakamuras their invoice'), task('tune the studio piano', n('11-13 12:00'))],
    [task('send the Nakamuras their invoice'), task("tune the studio piano before saturday's recital")],
  ),
  london('ok so like I need to sign the apprentices timesheets, quote for the Greenway job by monday, and buy a new SDS drill lol', [
    task('sign the apprentices timesheets'),
    task('quote for the Greenway job', l('11-16 12:00')),
    task('buy a new SDS drill'),
  ]),
];

export const HELD_OUT_SIXTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: SIXTEENTH_ASKS,
  snoozes: SIXTEENTH_SNOOZES,
  corrections: SIXTEENTH_CORRECTIONS,
  renames: SIXTEENTH_RENAMES,
  removals: SIXTEENTH_REMOVALS,
  completions: SIXTEENTH_COMPLETIONS,
  answers: SIXTEENTH_ANSWERS,
  greetings: SIXTEENTH_GREETINGS,
  thanks: SIXTEENTH_THANKS,
  feelings: SIXTEENTH_FEELINGS,
  questions: SIXTEENTH_QUESTIONS,
  facts: SIXTEENTH_FACTS,
  decisions: SIXTEENTH_DECISIONS,
  dilemmas: SIXTEENTH_DILEMMAS,
  recalls: SIXTEENTH_RECALLS,
  priorities: SIXTEENTH_PRIORITIES,
  agenda: SIXTEENTH_AGENDA,
  freeTime: SIXTEENTH_FREE_TIME,
  recurring: SIXTEENTH_RECURRING,
  rambles: SIXTEENTH_RAMBLES,
  unclear: SIXTEENTH_UNCLEAR,
  bare: SIXTEENTH_BARE,
};

export const HELD_OUT_SIXTEENTH: HeldOutItem[] = Object.values(HELD_OUT_SIXTEENTH_KINDS).flat();
