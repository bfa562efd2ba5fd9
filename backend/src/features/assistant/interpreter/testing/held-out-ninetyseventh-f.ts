/**
 * Held-out set, ninetyseventh part f: removals, renames, voice-note rambles and unclear messages from
 * people in care and health work, read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 *
 * London (Europe/London, day-first dates):
 * - a physiotherapist in Leicester ("me duck", "ay up");
 * - a childminder in Liverpool who writes some Scouse ("la", "sound", "me mam", "ta");
 * - a counsellor in private practice in Cork ("grand", "so I will", "the crowd", "I'm after ...");
 * - a locum vet in Exeter ("proper job", "dreckly");
 * - a doula in Hackney whose first language is Hindi ("kindly", "itself", "only", "na").
 *
 * New York (America/New_York, month-first dates):
 * - a speech therapist in Staten Island (schools, Medicaid, the DOE);
 * - a home health aide agency owner in Newark whose first language is Haitian Creole ("mesi", "bondye");
 * - a massage therapist in the East Village;
 * - a dog walker and pet sitter in Park Slope;
 * - an acupuncturist in Flushing who writes short, clipped messages.
 */
import type { ConversationState } from '../intent';
import {
  ctx,
  decision,
  done,
  l,
  london,
  move,
  n,
  NO_CHANGE,
  newYork,
  num,
  question,
  remove,
  rename,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';
import type { HeldOutItem } from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const NINETYSEVENTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(just("chase Mr Okafor's MRI report", l('11-12')), london("ah scrap that me duck, the GP's sent it over already", remove())),
  london('delete the hydro pool one pls, the pools shut for refurb til jan', remove(words('hydro pool'))),
  within(
    shown('book CPD course', 'write Mrs Kaur discharge letter', 'order more theraband', 'reply to Bupa re authorisation'),
    london('get rid of 3, found a whole box in the store cupboard 🙌', remove(num(3))),
  ),
  within(
    shown('Ofsted SEF', 'settling in visit for Noah', 'order craft stuff'),
    london("can u take number 2 off la, his mam's pulled him out", remove(num(2))),
  ),
  london("forget the soft play one, it's chocka on a saturday anyway", remove(words('soft play'))),
  london('remove the supervision one on friday please, Siobhan is after cancelling on me', remove(words('supervision'))),
  within(just('send invoice to the Healys', l('11-13')), london('no wait, delete that, they paid cash this morning so they did', remove())),
  london('bin off the ear cytology reminder, the practice sent the sample off already', remove(words('ear cytology'))),
  within(
    reminded("ring Mrs Dart about Biscuit's bloods", l('11-11 14:00')),
    london('cancel it, Biscuit was pts last night 😔 owner rang the branch', remove()),
  ),
  london('kindly delete the task of birth pool delivery, client has changed to hospital birth only', remove(words('birth pool'))),
  within(
    shown('postnatal visit Amara', 'invoice the Shahs', 'renew DBS', 'buy more massage oil'),
    london('2 and 4 both remove please', [remove(num(2)), remove(num(4))]),
  ),
  // London: news that uses cancel/delete words, or a task that is itself a cancelling: no removal
  london('ofsted have cancelled tmrws visit!! dead made up, house is a tip', NO_CHANGE),
  london('client at 4 cancelled again, third time now. bit fed up with it tbh', NO_CHANGE),
  london("the Tiverton locum shift got cancelled so that's friday free now i guess", NO_CHANGE),
  london("Priya's induction is cancelled, baby came on its own at 3am!! mother and baby both fine 🙏", NO_CHANGE),
  london('remind me friday to cancel the gym direct debit, never been once since june', task('cancel the gym direct debit', l('11-13'))),

  // New York: removals
  newYork("delete the IEP meeting thing for the Russo kid, school's doing it on zoom and they dont need me", remove(words('IEP meeting'))),
  within(
    just('pick up articulation cards from staples', n('11-12 16:00')),
    newYork('nvm scrap that I found a set in my trunk lol', remove()),
  ),
  newYork('Please remove the task for orientation of new aide tuesday, she not coming, she find other job', remove(words('orientation'))),
  within(
    reminded('call Mrs Joseph insurance about the authorization', n('11-11 09:30')),
    newYork('Cancel this one please, the daughter she already call them. mesi', remove()),
  ),
  newYork('yo can u delete the one abt restocking the hot stones', remove(words('hot stones'))),
  within(
    shown('text Jen re sat', 'CE credits renewal', 'laundry pickup', 'call landlord re heat'),
    newYork('kill #3, the laundromat guy is dropping it off himself', remove(num(3))),
  ),
  newYork("remove the Pepper key pickup, her owner's just leaving it w the doorman", remove(words('Pepper key'))),
  within(
    just('walk Ollie and Mabel', n('11-12 12:00')),
    newYork('wait no delete that, wrong week, they dont leave till the 20th', remove(), unclear),
  ),
  within(shown('Mr Chen f/u', 'order needles', 'NCCAOM renewal', 'Mrs Lin herbs'), newYork('del 1.', remove(num(1)))),
  newYork('Remove herbs order. Supplier closed.', remove(words('herbs order'))),
  // New York: news with cancel/delete words, or a new task about cancelling
  newYork("the ferry got cancelled AGAIN so im doing the 11 o'clock teletherapy from home", NO_CHANGE),
  newYork('Medicaid portal deleted 3 of my claims again, I am so tired of this system', NO_CHANGE),
  newYork('had to cancel all my afternoon clients, my wrist is killing me', NO_CHANGE),
  newYork('Mrs Lin cancel. Again.', NO_CHANGE),
  newYork('put on my list for monday: cancel the zoom pro plan, the DOE gives us teams now', task('cancel the zoom pro plan', n('11-16'))),
];

export const NINETYSEVENTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(
    just('ring Mr Hussein re ankle', l('11-12 09:00')),
    london('sorry its Husain not Hussein, spelt it wrong', rename(ctx, 'ring Mr Husain re ankle')),
  ),
  london(
    'change the theraband task to say order theraband and foam rollers',
    rename(words('theraband'), 'order theraband and foam rollers'),
  ),
  within(
    just('get nappies for Alfie', l('11-12')),
    london('call it wipes and nappies for alfie instead la', rename(ctx, 'wipes and nappies for alfie')),
  ),
  within(
    shown('Ofsted SEF', 'parent invoices nov', 'book forest school'),
    london('change 2 to parent invoices dec, got me months mixed up', rename(num(2), 'parent invoices dec')),
  ),
  within(
    just('write up notes for T.'),
    london("rename that to 'process notes for client T' please, keeps it anonymous", rename(ctx, 'process notes for client T')),
  ),
  london(
    "the accreditation task, can you change it to IACP reaccreditation, that's what it's called now",
    rename(words('accreditation'), 'IACP reaccreditation'),
  ),
  within(
    just('Healy invoice', l('11-13')),
    london('change that to Healy invoice + receipt for the VHI claim, and make it monday instead', [
      rename(ctx, 'Healy invoice + receipt for the VHI claim'),
      move(ctx, '2026-11-16', null),
    ]),
  ),
  within(
    just('call Mrs Bellamy re Poppy', l('11-12 10:00')),
    london("oops it's Bellamy-Jones, double barrelled", rename(ctx, 'call Mrs Bellamy-Jones re Poppy')),
  ),
  london('change the CPD one to say log CPD hours on the RCVS app', rename(words('CPD'), 'log CPD hours on the RCVS app')),
  within(
    just('buy the rebozo'),
    london(
      "Kindly change the name of it to buy rebozo for Funmi's birth, so I remember who is it for",
      rename(ctx, "buy rebozo for Funmi's birth"),
    ),
  ),
  within(
    shown('Funmi birth plan review', 'invoice Shah family', 'DBS renewal'),
    london(
      'number 1 should say birth plan review with Funmi and her husband',
      rename(num(1), 'birth plan review with Funmi and her husband'),
    ),
  ),
  // London: look like renames, change nothing
  london("our Kayleigh's changed her name to Kay now apparently, nobody tells me nothin", NO_CHANGE),
  london('is it possible to rename a task? asking for the future like', NO_CHANGE),
  london("new owners have changed the pup's name from Bella to Luna lol, third name this month", NO_CHANGE),
  within(just('write up Mr Patel discharge summary', l('11-11 17:00')), london("calling it a day me duck, i'm cream crackered", NO_CHANGE)),

  // New York: renames
  within(just('eval report for Liam D', n('11-13')), newYork('its Liam B not D, wrong kid lol', rename(ctx, 'eval report for Liam B'))),
  newYork(
    'can u change the medicaid one to say resubmit medicaid claims for oct',
    rename(words('medicaid'), 'resubmit medicaid claims for oct'),
  ),
  within(
    just('call Mr Pierre for the visit'),
    newYork('Please it is Pierre-Louis, not Pierre. Change it', rename(ctx, 'call Mr Pierre-Louis for the visit')),
  ),
  within(
    shown('HHA certificate Marie', 'payroll friday', 'CHAP survey prep'),
    newYork('Number 1 change to HHA certificates Marie and Guerline, both expire', rename(num(1), 'HHA certificates Marie and Guerline')),
  ),
  newYork(
    "rename 'jen' to 'text jen about the deep tissue booking' i have no idea what 'jen' meant when i wrote it 😂",
    rename(words('jen'), 'text jen about the deep tissue booking'),
  ),
  within(
    just('walk Bruno', n('11-12 12:00')),
    newYork('call it walk Bruno + Bean instead, neighbor added her pup', rename(ctx, 'walk Bruno + Bean')),
  ),
  within(just('feed Mochie + litter', n('11-12 08:00')), newYork('typo its Mochi not Mochie', rename(ctx, 'feed Mochi + litter'))),
  within(just('Mr Chen f/u', n('11-13 10:00')), newYork('Change to Mr Chan. Not Chen.', rename(ctx, 'Mr Chan f/u'))),
  within(
    shown('order needles', 'NCCAOM renewal', 'herbs Mrs Lin'),
    newYork('2 -> NY license renewal', rename(num(2), 'NY license renewal')),
  ),
  // New York: look like renames, change nothing
  newYork("the DOE renamed the whole portal again smh, now it's SESIS 2.0 or something", NO_CHANGE),
  newYork('thinking of renaming the studio to something less cringe, any ideas?', NO_CHANGE, question),
  newYork('Mrs Wong now Mrs Lau. Married. Chart already updated.', NO_CHANGE),
  newYork('The agency name change is approved by the state!! Now we are Lakou Home Care LLC 🙏', NO_CHANGE),
  within(just('invoice the Garcias'), newYork("ok i'm calling it a night lol, legs are gone", NO_CHANGE)),
];

export const NINETYSEVENTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    "ay up me duck, ok so um, yeah, few things. need to ring Bupa about Mrs Kaur's authorisation tomorrow, and er, order more kinesio tape, we're nearly out, and oh yeah remind me to do me CPD log on friday. right that's it I think ta",
    [task("ring Bupa about Mrs Kaur's authorisation", l('11-12')), task('order more kinesio tape'), task('do me CPD log', l('11-13'))],
  ),
  london(
    "sorry long one. so basically the manager wants me to do the notes audit by end of the month, which, fine, whatever 🙄 and I promised Mr Patel I'd send him his home exercise sheet by 6 today, and the other thing was... oh yeah send my availability for the december rota on friday. ok ta",
    [
      task('do the notes audit', l('11-30')),
      task('send Mr Patel his home exercise sheet', l('11-11 18:00')),
      task('send my availability for the december rota', l('11-13')),
    ],
  ),
  london(
    "right la so i need to get the kids wellies sorted for forest school tmrw, ring Jayden's mam at some point about the late pick up, and pay me public liability insurance by the end of the month or im proper stuffed. sound",
    [
      task('get the kids wellies sorted for forest school', l('11-12')),
      task("ring Jayden's mam about the late pick up"),
      task('pay me public liability insurance', l('11-30')),
    ],
  ),
  london(
    "ok so um, Lily's mam said she's not coming monday, they're off to Tenerife lucky sods 😂 so that's one less. still need to do the council register by friday tho, and get more calpol cos we're out. ta x",
    [task('do the council register', l('11-13')), task('get more calpol')],
  ),
  london(
    "ok so, em, sorry I'm on the hands free. I need to send the invoice to the EAP crowd by friday, book my own therapy session, it's been ages like, and ah renew the insurance with Balens, that's due on the 1st. grand so",
    [
      task('send the invoice to the EAP crowd', l('11-13')),
      task('book my own therapy session'),
      task('renew the insurance with Balens', l('12-01')),
    ],
  ),
  london(
    "right ok um between consults so quick one. chase the lab for Murphy's thyroid results, ring the agency about the Crediton shifts, and get the MOT booked by the 20th cos it runs out then. proper job",
    [
      task("chase the lab for Murphy's thyroid results"),
      task('ring the agency about the Crediton shifts'),
      task('get the MOT booked', l('11-20')),
    ],
  ),
  london(
    "so I've decided, I'm not doing the out of hours rota any more, I'm knackered and it's not worth the money. need to let Sarah at the practice know by monday though",
    [decision, task('let Sarah at the practice know', l('11-16'))],
  ),
  london(
    'hello ok so, tomorrow 11 o clock I have postnatal visit for Amara, and I must buy nipple cream sometime, she is asking since two days, and DBS renewal also I have to do, it is expiring in December itself. thank you so much',
    [task('postnatal visit for Amara', l('11-12 11:00')), task('buy nipple cream'), task('DBS renewal')],
  ),
  london(
    "ok so er, long day, a spaniel ate a sock again 🙄 anyway two things, book the ultrasound refresher course before the early bird ends on the 30th, and text Jess to swap my saturday. that's it, dreckly",
    [task('book the ultrasound refresher course', l('11-30')), task('text Jess to swap my saturday')],
  ),
  // London: a decision, or no job at all
  london(
    "ok so um been thinking dead hard about it and I'm not taking any more under 2s from january, me back can't take the lifting no more. that's me decided la",
    decision,
  ),
  london(
    "god what a day. back to back from 8, one lad went all dizzy on the plinth doing his ACL rehab, reception's off sick, and I've only just had me dinner at 3. anyway. I'm alright. just needed to say it to someone",
    NO_CHANGE,
  ),
  london(
    "just sitting in the car after a heavy session, not going to say what, obviously, but it's one of those days where you wonder how people carry it all. I'll be grand after a cup of tea so I will",
    NO_CHANGE,
  ),
  london(
    'Arre yaar what a night. Labour went 19 hours, mother was so brave, baby girl 3.2 kg, everybody crying including me 😭 now I am going home to sleep only',
    NO_CHANGE,
  ),

  // New York: several jobs
  newYork(
    "ok so um I'm in the car between sessions so bear with me. I gotta finish the progress reports for PS 39 by friday, call the Russo mom back about the carryover sessions, and uh renew my ASHA dues before dec 31 or whatever. oh and buy more bubbles lol the kids destroyed them",
    [
      task('finish the progress reports for PS 39', n('11-13')),
      task('call the Russo mom back about the carryover sessions'),
      task('renew my ASHA dues', n('12-31')),
      task('buy more bubbles'),
    ],
  ),
  newYork(
    'ok so update lol, the Russo mom called me back this morning, all good. what I still need to do is write up the Medicaid session notes and email the school about my room, they keep putting me in a literal closet',
    [task('write up the Medicaid session notes'), task('email the school about my room')],
  ),
  newYork(
    'Ok so, bonjou. Many things today. I need to do payroll for the aides Friday, call the nurse for Mrs Joseph supervisory visit, and renew the agency license before December 15. Also buy gloves and masks for the office. Mesi anpil',
    [
      task('do payroll for the aides', n('11-13')),
      task('call the nurse for Mrs Joseph supervisory visit'),
      task('renew the agency license', n('12-15')),
      task('buy gloves and masks for the office'),
    ],
  ),
  newYork(
    "ok so um voice note, I'm walking. need to text Dani about covering my saturday clients, pick up the sheets from the laundromat tomorrow before noon, and like, actually do my estimated taxes by jan 15 cos last time was a mess. ok bye",
    [
      task('text Dani about covering my saturday clients'),
      task('pick up the sheets from the laundromat', n('11-12 12:00')),
      task('do my estimated taxes', n('2027-01-15')),
    ],
  ),
  newYork(
    'ok so um for tomorrow, walk Bruno and Bean at 12, then cat sit for Mochi at 5. oh and invoice the Garcias, they still owe me for 4 walks 🙄',
    [task('walk Bruno and Bean', n('11-12 12:00')), task('cat sit for Mochi', n('11-12 17:00')), task('invoice the Garcias')],
    [task('walk Bruno and Bean', n('11-12 12:00')), task('cat sit for Mochi', n('11-12 17:00')), task('invoice the Garcias', n('11-12'))],
  ),
  newYork(
    'so ive been going back and forth forever and im raising my rates to $30 a walk from january. gotta tell all my clients by dec 1, and update the website at some point ugh',
    [decision, task('tell all my clients', n('12-01')), task('update the website')],
  ),
  newYork('tmrw: order needles. call Mrs Lin re herbs. fax Mr Chen notes to PCP.', [
    task('order needles', n('11-12')),
    task('call Mrs Lin re herbs', n('11-12')),
    task('fax Mr Chen notes to PCP', n('11-12')),
  ]),
  newYork('ok. voice note. hands busy. renew malpractice insurance by the 30th. buy moxa. tell front desk holiday hours. ok.', [
    task('renew malpractice insurance', n('11-30')),
    task('buy moxa'),
    task('tell front desk holiday hours'),
  ]),
  newYork(
    "ok um, so my mom called, she's coming for thanksgiving which, great, lol. anyway I need to order more massage oil and like book a physio for my wrist this week, it's getting worse",
    [task('order more massage oil'), task('book a physio for my wrist')],
  ),
  // New York: a decision, or no job at all
  newYork(
    'I think about this all week and I decide, we will not take more clients in Irvington, too far for the aides, the bus is 2 hours. Only Newark and East Orange now. That is it',
    decision,
  ),
  newYork(
    "honestly just venting, the DOE still hasn't paid me for september, i had a kid scream for 40 min, and the verrazzano was a parking lot. not asking u to do anything lol",
    NO_CHANGE,
  ),
  newYork(
    'so weird day, a client fell asleep and snored so loud the next room complained 😂 and then my 3pm tipped me 50 bucks for no reason. anyway im fried, going home',
    NO_CHANGE,
  ),
  newYork(
    'Bondye, one aide quit this morning, one is sick, and the family of Mr Etienne is yelling at me on phone. I cover the shift myself today. I am tired but ok, we survive',
    NO_CHANGE,
  ),
];

export const NINETYSEVENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on, or two readings
  london('can you shift it pls', unclear),
  london('the Bupa thing', unclear),
  london('half 4 for', unclear),
  london('that thing for the council', unclear),
  within(shown('parent invoices', 'Ofsted SEF', 'forest school booking'), london('the other one', unclear)),
  london('ey la did u get that', NO_CHANGE),
  london('tuesday', unclear),
  london('the Healys and the other crowd', unclear),
  within(reminded('supervision notes for Siobhan', l('11-11 14:00')), london('ah sure', NO_CHANGE)),
  london('Biscuit bloods fri', unclear, task('Biscuit bloods', l('11-13'))),
  within(just('ring Mrs Dart re Biscuit', l('11-12 10:00')), london('and the other one too', unclear)),
  london('remind me', unclear),
  london('please do the needful for Funmi', unclear),
  london('that one I told you na', unclear),
  // London: short, but clear
  within(just('Mrs Kaur review', l('11-12 15:00')), london('half 4 instead', move(ctx, null, '16:30'))),

  // New York: too little to act on, or two readings
  newYork('that medicaid stuff', unclear),
  newYork('push', unclear),
  within(shown('progress reports PS 39', 'call Russo mom', 'ASHA dues'), newYork('what about 4', unclear)),
  newYork('Mrs Joseph', unclear),
  newYork('For the aide, the paper', unclear),
  within(which('call Mrs Joseph daughter', 'call Mrs Joseph insurance'), newYork('Joseph', unclear)),
  newYork('ugh the landlord', NO_CHANGE),
  newYork('sat or sun?', unclear),
  newYork('keys', unclear),
  within(just('walk Bruno', n('11-12 12:00')), newYork('or maybe 1 idk', unclear, move(ctx, null, '13:00'))),
  newYork('Chen. Tues.', unclear),
  newYork('needles 500', unclear),
  newYork('Later.', NO_CHANGE),
  newYork('can you also', unclear),
  // New York: short, but clear
  within(shown('order needles', 'NCCAOM renewal', 'herbs Mrs Lin'), newYork('2 done', done(num(2)))),
];
