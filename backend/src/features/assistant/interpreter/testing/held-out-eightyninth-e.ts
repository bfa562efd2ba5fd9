/**
 * Held-out messages, part eighty-nine e: corrections to a task's day or time, and long voice-note
 * rambles. The people: on London time (day-first dates) a SaaS founder in Shoreditch (investors,
 * sprints, churn, a co-founder called Raj), a bookkeeper in Leeds (VAT returns, Xero, clients'
 * receipts), a recruitment consultant in Birmingham who writes some Brummie (candidates, interviews,
 * placement fees), a mortgage broker in Cardiff (lenders, valuations, completion dates), an architect
 * in Glasgow who writes some Scots (planning, drawings, site visits), a translator in Manchester whose
 * first language is Polish (deadlines, agencies, invoices in zloty and pounds) and an online shop
 * owner in Belfast who writes some Northern Irish English (stock, couriers, Shopify); on New York time
 * (month-first dates) a fintech founder in the Flatiron (board meetings, hiring, nine months of
 * runway), a CPA in Staten Island before tax season (returns, extensions, clients' 1099s), an
 * immigration paralegal in Jackson Heights whose first language is Spanish (filings, USCIS dates,
 * clients' documents), a real-estate broker in Bed-Stuy (showings, closings, open houses), a UX
 * designer in Greenpoint (clients, Figma files, retainers), an Amazon seller in Jamaica, Queens whose
 * first language is Bengali (inventory, FBA shipments, reviews) and a music producer in the Bronx
 * (sessions, beats, studio rent). All are read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  snoozeUntil,
  snoozeFor,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` was just added or changed, so "it" / "that" means it. */
const justSet = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** Every way of picking one reading per job, in the message's order. */
const eachOf = (...jobs: (Intent | Intent[])[]): Intent[][] =>
  jobs.reduce<Intent[][]>((ways, job) => ways.flatMap((way) => (Array.isArray(job) ? job : [job]).map((choice) => [...way, choice])), [[]]);

export const EIGHTYNINTH_CORRECTION: HeldOutItem[] = [
  // Shoreditch SaaS founder
  within(
    justSet('investor update call with Raj', l('11-12 14:00')),
    london('nah make that half 2, raj has a clash', move(ctx, null, '14:30'), move(ctx, '2026-11-12', '14:30')),
  ),
  london('push the churn review to monday 10am', move(words('churn review'), '2026-11-16', '10:00')),
  london('remind me to prep the sprint demo friday at 11 actually no make it 12', task('prep the sprint demo', l('11-13 12:00'))),
  london("the seedcamp catch up isn't thurs its fri, same time", move(words('seedcamp'), '2026-11-13', null)),
  within(
    reminded('send Raj the churn deck', l('11-11 15:00')),
    london('give me an hour on that one, push it back', snoozeFor(60), move(ctx, null, '16:00'), move(ctx, '2026-11-11', '16:00')),
  ),
  london('raj moved our standup to 10 in his calendar, fine by me, nothing for you to do', NO_CHANGE),
  // Leeds bookkeeper
  within(
    reminded('file VAT return for Hargreaves', l('11-11 15:00')),
    london("can't today, move it to tomorrow morning 9", move(ctx, '2026-11-12', '09:00'), snoozeUntil(l('11-12 09:00'))),
  ),
  london('the xero reconciliation for Patel & Sons, shift it to the 20th pls', move(words('xero reconciliation'), '2026-11-20', null)),
  london("swap the payroll run for Brown's Bakery from the 25th to the 24th", move(words('payroll run'), '2026-11-24', null)),
  london('has hmrc moved the VAT deadline this quarter or am i imagining it', NO_CHANGE),
  // Birmingham recruiter
  within(
    justSet('interview with Sophie for the Solihull role', l('11-13 10:00')),
    london("ar kid sorry it's 11 not 10, she's on the school run", move(ctx, null, '11:00'), move(ctx, '2026-11-13', '11:00')),
  ),
  within(
    justSet('call Jas about the offer', l('11-12 15:00')),
    london("scratch that, 4 o'clock not 3", move(ctx, null, '16:00'), move(ctx, '2026-11-12', '16:00')),
  ),
  london(
    "candidate's asked can we move tuesday's interview to the wednesday, same time, so do that bab",
    move(words('interview'), '2026-11-18', null),
    [unclear],
  ),
  within(
    listed("chase Dave's placement fee", 'call candidate for Redditch role', 'update CVs on Bullhorn'),
    london('put number 2 back to friday 9ish', move(num(2), '2026-11-13', '09:00')),
  ),
  // Cardiff mortgage broker
  within(
    reminded('chase Nationwide valuation', l('11-11 15:00')),
    london(
      "lender says valuation's not booked til mon, ping me again then about 10",
      move(ctx, '2026-11-16', '10:00'),
      snoozeUntil(l('11-16 10:00')),
    ),
  ),
  london("completion for the Evans file slipped, it's now 4/12 not 27/11, update it", move(words('evans'), '2026-12-04', null), [unclear]),
  london("valuer rang, he's moved himself from 2 to 4 tomorrow, I don't need to be there tho", NO_CHANGE),
  london(
    "can you move Friday's call with the Halifax BDM to quarter past 3",
    move(words('halifax'), '2026-11-13', '15:15'),
    move(words('halifax'), null, '15:15'),
  ),
  // Glasgow architect
  within(
    justSet('site visit at Dennistoun', l('11-12 09:00')),
    london(
      'och naw, make it the morra at 1 instead, the contractor cannae dae the morning',
      move(ctx, '2026-11-12', '13:00'),
      move(ctx, null, '13:00'),
    ),
  ),
  london(
    'planning drawings fur the Partick job, shift them tae next thursday',
    move(words('planning drawings'), '2026-11-19', null),
    move(words('planning drawings'), '2026-11-26', null),
  ),
  london(
    "the planning committee's been put back tae the 2nd o December, typical, no much I can dae",
    NO_CHANGE,
    move(words('planning committee'), '2026-12-02', null),
  ),
  // Manchester translator
  within(
    reminded('send Lingo agency invoice', l('11-11 15:00')),
    london(
      'please, change for tomorrow 10 o clock, now I am finishing the translation',
      move(ctx, '2026-11-12', '10:00'),
      snoozeUntil(l('11-12 10:00')),
    ),
  ),
  london(
    'deadline for the pharma leaflet is not 18.11, agency wrote it is 16.11, please correct',
    move(words('pharma leaflet'), '2026-11-16', null),
  ),
  within(
    justSet('call the agency about the rate', l('11-12 12:00')),
    london('sorry I mean in the evening, 18:30', move(ctx, null, '18:30'), move(ctx, '2026-11-12', '18:30')),
  ),
  london('I wrote 17:00 for the call with Anna but is 19:00, my mistake', move(words('call with anna'), null, '19:00')),
  // Belfast shop owner
  within(
    justSet('ring DPD about the missing parcels', l('11-12 09:00')),
    london(
      "wee change, make that half 9 so i'm not ringin them before they open",
      move(ctx, null, '09:30'),
      move(ctx, '2026-11-12', '09:30'),
    ),
  ),
  london("stock take's shiftin to saturday, same time aye", move(words('stock take'), '2026-11-14', null)),
  within(justSet('update shopify prices', l('11-12 12:00')), london('can ye change that', NO_CHANGE)),

  // Flatiron fintech founder
  within(
    justSet('board prep with Dana', n('11-12 09:00')),
    newYork('ugh make it 8:30, board call got pulled earlier', move(ctx, null, '08:30'), move(ctx, '2026-11-12', '08:30')),
  ),
  newYork(
    'move the runway model review to next monday 2pm',
    move(words('runway model review'), '2026-11-16', '14:00'),
    move(words('runway model review'), '2026-11-23', '14:00'),
  ),
  within(
    reminded('send offer letter to the backend hire', n('11-11 10:00')),
    newYork('not yet, legal still redlining. move to fri', move(ctx, '2026-11-13', null)),
  ),
  newYork('what time did i set the board dinner for? might need to move it', NO_CHANGE),
  // Staten Island CPA
  newYork('push the Russo extension filing to 11/20', move(words('russo extension'), '2026-11-20', null)),
  within(
    listed('collect 1099s from the Kowalskis', 'review Marino return', 'call IRS re: Chen notice'),
    newYork('3 needs to be thursday at 8am, they open at 7 but whatever', move(num(3), '2026-11-12', '08:00')),
  ),
  newYork("irs moved my client's hearing to 12/2, lol nothing I can do about that", NO_CHANGE),
  within(
    reminded('call Kowalski about the 1099s', n('11-11 10:00')),
    newYork('not today, monday', move(ctx, '2026-11-16', null), snoozeUntil(n('11-16 10:00'))),
  ),
  // Jackson Heights paralegal
  within(
    justSet('file I-130 for Mrs. Ramirez', n('11-13 12:00')),
    newYork('perdón, is for monday not friday', move(ctx, '2026-11-16', null)),
  ),
  newYork(
    'the biometrics appointment of Mr. Ortiz change to 12/1 at 9 am, uscis send new notice, please fix',
    move(words('biometrics'), '2026-12-01', '09:00'),
    [unclear],
  ),
  within(
    reminded('call Mr Gomez for the birth certificate', n('11-11 10:00')),
    newYork(
      'he not answer, put again for 3pm today',
      move(ctx, '2026-11-11', '15:00'),
      move(ctx, null, '15:00'),
      snoozeUntil(n('11-11 15:00')),
    ),
  ),
  // Bed-Stuy broker
  within(
    justSet('showing at 412 Halsey', n('11-14 11:00')),
    newYork('buyer wants noon instead', move(ctx, null, '12:00'), move(ctx, '2026-11-14', '12:00')),
  ),
  newYork('open house on Macon got bumped to sunday 1-3, update that', move(words('open house'), '2026-11-15', '13:00')),
  newYork("the seller's lawyer keeps moving the closing date lol, 3rd time this month", NO_CHANGE),
  within(
    listed('showing 88 Madison', 'call lender re: Jefferson', 'open house flyers'),
    newYork('move 2 and 3 to thursday', [move(num(2), '2026-11-12', null), move(num(3), '2026-11-12', null)]),
  ),
  // Greenpoint UX designer
  within(
    justSet('send Figma file to Loop client', n('11-12 17:00')),
    newYork(
      'actually EOD today works better',
      move(ctx, '2026-11-11', null),
      move(ctx, '2026-11-11', '17:00'),
      move(ctx, '2026-11-11', '18:00'),
    ),
  ),
  within(
    justSet('call with the Harbor team', n('11-12 14:00')),
    newYork('push it back 30 min, running behind', snoozeFor(30), move(ctx, null, '14:30'), move(ctx, '2026-11-12', '14:30')),
  ),
  newYork('retainer check-in w/ Harbor, make it 4:30 not 4', move(words('harbor'), null, '16:30')),
  newYork('bump the figma handoff for Nomad to 11/19 at 10', move(words('figma handoff'), '2026-11-19', '10:00')),
  newYork('can we move the wireframes', NO_CHANGE),
  // Jamaica, Queens Amazon seller
  within(
    reminded('create FBA shipment for the phone cases', n('11-11 10:00')),
    newYork('bhai supplier late, do tomorrow 11am', move(ctx, '2026-11-12', '11:00'), snoozeUntil(n('11-12 11:00'))),
  ),
  newYork('reply to 1 star reviews task, change to saturday', move(words('1 star reviews'), '2026-11-14', null)),
  within(
    justSet('inventory count', n('11-12 17:00')),
    newYork('sorry i typed wrong, not 5pm it is 6 morning', move(ctx, null, '06:00'), move(ctx, '2026-11-12', '06:00')),
  ),
  // Bronx producer
  within(
    justSet('session with Kay at the studio', n('11-12 19:00')),
    newYork('yo push that to 9, she coming late', move(ctx, null, '21:00'), move(ctx, '2026-11-12', '21:00')),
  ),
  newYork('studio rent reminder move it to the 1st', move(words('studio rent'), '2026-12-01', null)),
  newYork('the beat pack for zay, he said tues now', move(words('beat pack'), '2026-11-17', null)),
  newYork('my engineer moved the mixdown to 10 tonight, im just pulling up', NO_CHANGE),
];

export const EIGHTYNINTH_RAMBLE: HeldOutItem[] = [
  // Shoreditch SaaS founder
  london(
    "ok so um quick brain dump while I walk to the tube, need to email the angels the monthly update by friday, and uh remind me to sit down with raj tomorrow at 10 about the churn numbers, they're ugly, like 6 percent ugly, and also book the sprint retro for monday... actually no the retro's already in the calendar, ignore that bit, yeah that's it",
    ...eachOf(
      [task('email the angels the monthly update', l('11-13')), task('email the angels the monthly update', l('11-13 17:00'))],
      [task('sit down with raj about the churn numbers', l('11-12 10:00'))],
    ),
  ),
  london(
    "honestly just venting, the investor meeting at 11 went sideways, they want three more months of retention data before they'll even talk term sheet, raj reckons we just keep shipping and let the numbers speak, anyway I'm not asking for anything, just needed to say it out loud to someone",
    NO_CHANGE,
  ),
  // Leeds bookkeeper
  london(
    "right so today's been a nightmare, Mrs Okafor dropped off a carrier bag of receipts, an actual carrier bag, half of them from 2024, and the Xero bank feed fell over again about 11 so I was on hold for an hour, anyway it's sorted now, VAT for the Pickerings went in at 2, I just needed a moan",
    NO_CHANGE,
  ),
  london(
    "erm so things for tomorrow, chase Mr Lund for his fuel receipts, he's had three emails now, and do the VAT return for Sunny Days nursery, it's not due till the 7th but I want it off my desk, and at some point ring Xero support about the bank feed, not urgent that one",
    ...eachOf(task('chase mr lund for his fuel receipts', l('11-12')), task('do the vat return for sunny days nursery', l('11-12')), [
      task('ring xero support about the bank feed'),
      task('ring xero support about the bank feed', l('11-12')),
    ]),
  ),
  // Birmingham recruiter
  london(
    "alright bab so I've got a mad one tomorra, remind me to ring Jordan at 9 about the Halesowen offer, then at 1 prep the questions for Darren's interview, and chase accounts for Kerry's placement fee, it's two grand odd and it's been sat there 40 days, yeah that's it ta",
    ...eachOf(
      task('ring jordan about the halesowen offer', l('11-12 09:00')),
      task("prep the questions for darren's interview", l('11-12 13:00')),
      [task("chase accounts for kerry's placement fee", l('11-12')), task("chase accounts for kerry's placement fee")],
    ),
  ),
  within(
    reminded('send Priya the contract', l('11-11 15:00')),
    london(
      "yeah done that one bab, sent it first thing this morning, and while I've got ya, stick on ring Tom at Jaguar Land Rover Friday at 11 about the two engineers, he's been dead keen",
      [done(), task('ring tom at jaguar land rover about the two engineers', l('11-13 11:00'))],
    ),
  ),
  // Cardiff mortgage broker
  london(
    "so, um, voice note cos I'm driving, tidy, I need to send off the Santander application for the Hughes case by 5 today, and book a valuation for the Thomas flat in Canton, lender said any day next week is fine, oh and remind me Friday at 9 to check if the Price completion funds have landed, completion's the 20th",
    [
      task('send off the santander application for the hughes case', l('11-11 17:00')),
      task('book a valuation for the thomas flat in canton'),
      task('check if the price completion funds have landed', l('11-13 09:00')),
    ],
  ),
  london(
    'so the Davies completion finally went through at half 12, keys handed over, lovely couple they are, and the valuation on the Roath semi came back at 285 which is bang on what we needed, so nothing for you today really, just chuffed',
    NO_CHANGE,
  ),
  // Glasgow architect
  london(
    "right, few things, eh, need tae revise the elevations for the Hyndland extension by Friday, the planners want the windaes smaller, then phone Morag at the council on Monday aboot the conservation area thing, and och, order mair A1 paper for the plotter, we're oot",
    ...eachOf(
      task('revise the elevations for the hyndland extension', l('11-13')),
      [
        task('phone morag at the council aboot the conservation area thing', l('11-16')),
        task('phone morag at the council about the conservation area thing', l('11-16')),
      ],
      [task('order mair a1 paper for the plotter'), task('order more a1 paper for the plotter')],
    ),
  ),
  london(
    "aye so that wis the site visit at the Shawlands job, the steel's finally up, client's ower the moon, and building control signed aff the drainage at 10 this morning so we're nae longer waiting on that, right that's me, I'm away for a pint",
    NO_CHANGE,
  ),
  // Manchester translator
  london(
    'Hello, so I record this because I am cooking. Tomorrow I must send Translingua the invoice for 1200 zloty, and also I must invoice the agency in Salford in pounds, £340. The legal contract is deadline on Friday at 9, so please remind me Thursday at 7 in the evening to check the contract translation again. Thank you',
    ...eachOf(
      [task('send translingua the invoice for 1200 zloty', l('11-12')), task('send translingua the invoice', l('11-12'))],
      [
        task('invoice the agency in salford in pounds £340', l('11-12')),
        task('invoice the agency in salford', l('11-12')),
        task('invoice the agency in salford £340', l('11-12')),
        task('invoice the agency in salford in pounds £340'),
        task('invoice the agency in salford'),
      ],
      [task('check the contract translation again', l('11-12 19:00')), task('check the contract translation', l('11-12 19:00'))],
    ),
  ),
  london(
    'Today I finished the 40 pages for the agency in Warsaw, they paid already 2000 zł, and the English client from Stockport also paid the £180, so finally all invoices are closed. I am so happy, nothing more to do this week haha',
    NO_CHANGE,
  ),
  // Belfast shop owner
  london(
    "right so wee update, the Royal Mail van never came the day so them 14 orders are still sittin here, first thing tomorrow I need to book an Evri collection, and remind me to reorder the candle jars, we're down to the last box, and put the Black Friday discount live on Shopify on the 27th at 8am, that's the plan sorted",
    ...eachOf(
      [
        task('book an evri collection', l('11-12 08:00')),
        task('book an evri collection', l('11-12 09:00')),
        task('book an evri collection', l('11-12 08:30')),
      ],
      task('reorder the candle jars'),
      task('put the black friday discount live on shopify', l('11-27 08:00')),
    ),
  ),
  london(
    "ach what a day, the courier lost two parcels goin to Derry, the Shopify app crashed at lunch and I'd a customer on the phone half an hour about a candle that arrived 'too orange', anyway it's all sorted, refunds done, I'm away to put the kettle on",
    NO_CHANGE,
  ),

  // Flatiron fintech founder
  newYork(
    "ok voice memo, um, three things. one, set up time with our lead investor before the board meeting, monday or tuesday, not sure yet. two, tell Priya to post the senior backend role tomorrow, we have nine months of runway so hiring is fine but let's not go crazy. three, remind me at 4 today to review the burn model",
    ...eachOf(
      task('set up time with our lead investor before the board meeting'),
      task('tell priya to post the senior backend role', n('11-12')),
      task('review the burn model', n('11-11 16:00')),
    ),
  ),
  newYork(
    "board meeting's done. they approved the hiring plan, two engineers and a designer, runway goes from nine months to about seven with that which I knew, Sam pushed back on the marketing spend but we'll see. I'm going to go lie on the floor for a minute",
    NO_CHANGE,
  ),
  // Staten Island CPA
  newYork(
    "long day. finished the Delgado amended return at 2, mailed it certified, the Kims finally dropped off their brokerage 1099s, and I told the Novaks no extension this year, they're filing on time for once. tax season hasn't even started and I'm already fried",
    NO_CHANGE,
  ),
  newYork(
    'so for next week, uh, monday I gotta call the Greenbergs about their estimated payments, tuesday 10am meeting with the new client from Tottenville, and order the new W-9 forms whenever, no rush on that',
    [
      task('call the greenbergs about their estimated payments', n('11-16')),
      task('meeting with the new client from tottenville', n('11-17 10:00')),
      task('order the new w 9 forms'),
    ],
  ),
  // Jackson Heights paralegal
  newYork(
    'ok so, today was crazy, I need tomorrow to scan the passport of Mrs. Fuentes and upload to the portal, and the RFE of Mr. Aguilar is due 11/30 so please remind me one week before, and also call the translator for the birth certificates, they are in Spanish and need certified English',
    ...eachOf(
      task('scan the passport of mrs fuentes and upload to the portal', n('11-12')),
      [task('rfe of mr aguilar', n('11-23')), task('rfe of mr aguilar is due', n('11-23'))],
      task('call the translator for the birth certificates'),
    ),
  ),
  within(
    reminded('send Mrs. Reyes the document checklist', n('11-11 10:00')),
    newYork(
      'ya lo mandé, I sent it this morning by whatsapp, and she ask if she can come friday at 4 with the tax returns so put meeting with Mrs. Reyes friday 4pm for the tax returns, and remind me monday to check the case status online',
      [done(), task('meeting with mrs reyes for the tax returns', n('11-13 16:00')), task('check the case status online', n('11-16'))],
    ),
  ),
  // Bed-Stuy broker
  newYork(
    'yo so quick one, showing at 9 tomorrow on Jefferson ave, then open house saturday at 2 at the Hancock brownstone, I need to print the flyers for that by friday, and uh call the Williams about the counteroffer at 7 tonight',
    ...eachOf(
      task('showing on jefferson ave', n('11-12 09:00')),
      task('open house at the hancock brownstone', n('11-14 14:00')),
      [task('print the flyers', n('11-13')), task('print the flyers for the open house', n('11-13'))],
      task('call the williams about the counteroffer', n('11-11 19:00')),
    ),
  ),
  newYork(
    "man the closing on Putnam took four hours, the buyer's attorney showed up 40 minutes late, title had a lien nobody caught, but we closed, check's cleared, I'm sitting in my car eating a chopped cheese and not moving for a while",
    NO_CHANGE,
  ),
  // Greenpoint UX designer
  newYork(
    "um ok so todo, export the design system from figma for the dev handoff by thursday, invoice Nomad for october, it's $3,200, and remind me monday 9:30 to start the Loop wireframes... oh and delete my 3pm friday with the Brooklyn Bakery people, they cancelled on me",
    ...eachOf(
      task('export the design system from figma for the dev handoff', n('11-12')),
      [task('invoice nomad for october'), task('invoice nomad for october $3 200'), task('invoice nomad for october 3200')],
      task('start the loop wireframes', n('11-16 09:30')),
      remove(words('brooklyn bakery')),
    ),
  ),
  newYork(
    "client call at 11 was actually great, Harbor signed the retainer for another 6 months, 4k a month, and they loved the onboarding flow in figma, zero changes, which never happens, so I'm taking the afternoon off lol",
    NO_CHANGE,
  ),
  // Jamaica, Queens Amazon seller
  newYork(
    'ok so today I check inventory, phone stand only 40 units left, I need send new FBA shipment before black friday, so please remind me tomorrow 11 am to make the shipment plan, and reply to the two bad reviews where customer say the charger is broken, and call the supplier in Shenzhen friday 9pm because is their morning',
    ...eachOf(
      task('make the shipment plan', n('11-12 11:00')),
      [task('reply to the two bad reviews'), task('reply to the two bad reviews where customer say the charger is broken')],
      task('call the supplier in shenzhen', n('11-13 21:00')),
    ),
  ),
  within(
    listed('reorder phone stands', 'answer buyer messages', 'fix listing photos for the charger'),
    newYork(
      'ok number 2 i did already, number 1 do it tomorrow because supplier is closed today, listing photos I will do myself on saturday, and also add check the FBA reimbursement for the lost box',
      [
        done(num(2)),
        move(num(1), '2026-11-12', null),
        move(num(3), '2026-11-14', null),
        task('check the fba reimbursement for the lost box'),
      ],
    ),
  ),
  // Bronx producer
  newYork(
    "aight lemme run it, tomorrow at 2 I gotta set up the booth for Marcus vocals, bounce the stems for Zay before that, remind me friday to hit up the landlord about the AC in studio B, it's been broke 2 weeks, and uh send Dre the invoice for the beat, 500",
    ...eachOf(
      task('set up the booth for marcus vocals', n('11-12 14:00')),
      [task('bounce the stems for zay', n('11-12')), task('bounce the stems for zay'), task('bounce the stems for zay', n('11-12 14:00'))],
      task('hit up the landlord about the ac in studio b', n('11-13')),
      [task('send dre the invoice for the beat'), task('send dre the invoice for the beat 500')],
    ),
  ),
  newYork(
    "yo so the session w/ Kay ran til 3am, we got two joints done, the 808 on the second one is crazy, and studio rent's paid thru december now so that's off my head, I'm just hyped man, nothing to do rn",
    NO_CHANGE,
  ),
];
