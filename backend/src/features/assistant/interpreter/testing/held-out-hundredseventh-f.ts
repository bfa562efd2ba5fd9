/**
 * Held-out set, hundredseventh part f: removals, renames, voice-note rambles and unclear messages
 * from people who run community organisations.
 *
 * London (Europe/London, day-first dates):
 * - Shazia, food bank coordinator in Bradford (volunteers, donations, the council's warm spaces).
 * - Gaz, secretary of a youth football club in Sunderland; writes some Geordie.
 * - Fran, director of a small arts charity in Bristol (trustees, Arts Council reports, venues).
 * - Elif, community garden organiser in Hackney; her first language is Turkish.
 * - Carys, church office administrator in Swansea (rotas, the hall and the keys, DBS checks).
 *
 * New York (America/New_York, month-first dates):
 * - Yolanda, tenant association organiser in the South Bronx; her first language is Spanish.
 * - Darnell, founder of a literacy nonprofit in Newark (tutors, donors, the board).
 * - Mei, mutual aid organiser in Sunset Park; writes in fast lowercase.
 * - Patrick, volunteer coordinator at a homeless shelter in Midtown (background checks, shifts, DHS).
 * - Adaeze, director of a small museum in Harlem (lenders, exhibits, the budget, the board).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
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
  talk,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';

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

export const HUNDREDSEVENTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    just('ring Morrisons about the tins donation', l('11-12 10:00')),
    london('scrap that, their community champion rang me first 👍', remove()),
  ),
  london('delete the tesco collection task pls, its not happening this year', remove(words('tesco collection'))),
  within(
    shown('DBS renewals for the u12s coaches', 'book the pitch for sat', 'kit order', 'email the league re fixtures'),
    london("howay man get rid of number 3, the sponsor's sortin the kit now", remove(num(3))),
  ),
  london("can you take the trustee away day off my list, we've shelved it till spring", remove(words('trustee away day'))),
  london('please you can delete the compost delivery one, the man is not coming anymore', remove(words('compost delivery'))),
  within(
    reminded('water the seedlings in the polytunnel', l('11-11 15:00')),
    london('no need this today, rain all day. delete please', remove()),
  ),
  london("Remove the harvest supper reminder please, the Mothers' Union are doing it now", remove(words('harvest supper'))),
  london("forget the van one, Dave's got his own", remove(words('van'))),
  within(which('ring the ref about sat', 'ring the league secretary re fines'), london('the forst one, bin it', remove(num(1)), answer(1))),
  within(
    reminded('print the order of service for the Jenkins funeral', l('11-12 09:00')),
    london('Not needed now, the family have gone with the crem chapel instead', remove(), NO_CHANGE),
  ),
  // London: news that uses cancel/delete words, changes nothing
  london("the match on sat's been called off, waterlogged pitch AGAIN 🙄", NO_CHANGE),
  london('ugh arts council have cancelled our 1:1 call with the relationship manager', NO_CHANGE),
  london('I accidentally deleted the whole flower rota spreadsheet 😭 any ideas how to get it back', NO_CHANGE),
  london('the council deleted us off the warm spaces map, can u believe it', NO_CHANGE),
  london('dont cancel the hall booking whatever you do, the panto group still need it', NO_CHANGE),

  // New York: removals
  newYork('pls delete the task of the boiler meeting with the landlord, they cancel it again', remove(words('boiler meeting'))),
  within(
    just('order 200 copies of the phonics workbook', n('11-13')),
    newYork('actually scratch that, Scholastic is donating them', remove()),
  ),
  newYork('Take off the reminder about the gala seating chart. Marcy owns it now', remove(words('gala seating chart'))),
  within(
    shown('pick up diapers from costco', 'text volunteers re sat distro', 'fridge cleaning signup sheet', 'reimburse ana'),
    newYork('kill 4 ana said she doesnt want the money lol', remove(num(4))),
  ),
  within(
    shown('pick up diapers from costco', 'text volunteers re sat distro', 'fridge cleaning signup sheet', 'reimburse ana'),
    newYork('delete 1 and 3', [remove(num(1)), remove(num(3))]),
  ),
  newYork('Please remove the background check reminder for Tomas, he withdrew his application.', remove(words('Tomas'))),
  within(
    reminded('call the insurance broker about the loan exhibit', n('11-11 10:00')),
    newYork('cancel this one, the lender pulled out on monday', remove()),
  ),
  newYork('get rid of the coat drive task, we merged it w the holiday drive', remove(words('coat drive'))),
  // New York: news that uses cancel/delete words, changes nothing
  newYork('landlord cancelled the repairs AGAIN. third time this month', NO_CHANGE),
  newYork('the fridge got removed by the building super smh. where do we even put it now', NO_CHANGE),
  newYork('FYI Thanksgiving lunch shift on the 26th is cancelled, we got way too many signups', NO_CHANGE),
  newYork('did i delete the NEH report task by mistake? cant find it anywhere', NO_CHANGE),
  newYork("no borres nada todavia, don't delete the petition one, I still need it", NO_CHANGE),
];

export const HUNDREDSEVENTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(just('ring asda re the crates', l('11-12 10:00')), london('its aldi not asda sorry', rename(ctx, 'ring aldi re the crates'))),
  london(
    'rename the volunteer induction task to "volunteer induction + food hygiene"',
    rename(words('volunteer induction'), 'volunteer induction + food hygiene'),
  ),
  within(
    just('email the league about fixtures'),
    london('call it email the county FA instead like, not the league', rename(ctx, 'email the county FA')),
  ),
  within(just('chase Robsin for subs'), london('typo man, its Robson not Robsin', rename(ctx, 'chase Robson for subs'))),
  within(
    shown('arts council report', 'trustee papers', 'newsletter copy'),
    london('can you change 2 to "trustee papers for december board"', rename(num(2), 'trustee papers for december board')),
  ),
  within(
    shown('site visit at the Watershed', 'sort the raffle prizes'),
    london(
      "change the Watershed one to say site visit at the Arnolfini, venue's changed",
      rename(words('Watershed'), 'site visit at the Arnolfini'),
      rename(num(1), 'site visit at the Arnolfini'),
    ),
  ),
  within(
    just('buy the bulbs from the Dalston shop'),
    london('sorry I write wrong, not Dalston, is Stoke Newington shop', rename(ctx, 'buy the bulbs from the Stoke Newington shop')),
  ),
  london('the garden meeting task, please change name to "AGM garden committee"', rename(words('garden meeting'), 'AGM garden committee')),
  within(
    just('order candles for advent'),
    london('Can you call it order candles for advent and christingle', rename(ctx, 'order candles for advent and christingle')),
  ),
  within(
    just('draft the grant report', l('11-20')),
    london('make that "draft Paul Hamlyn grant report" so I know which one', rename(ctx, 'draft Paul Hamlyn grant report')),
  ),
  // London: look like renames, change nothing
  london("the vicar wants to rename the church hall after Mrs Pritchard, lovely idea isn't it", NO_CHANGE),
  london("we've changed our name to Bradford Community Pantry now, new signs going up next week", NO_CHANGE),
  london('whats the u14s task called again, cant find it', NO_CHANGE),
  within(
    just('email the Quartet Community Foundation'),
    london("it's spelled Quartet with one t at the end btw, I always get that wrong", NO_CHANGE),
  ),

  // New York: renames
  within(
    just('call Mr Rodriguez about the heat complaint'),
    newYork('is Rodrigues with s not z', rename(ctx, 'call Mr Rodrigues about the heat complaint')),
  ),
  newYork(
    'change the name of the HPD task to "file HPD complaint for 3B and 5F"',
    rename(words('HPD'), 'file HPD complaint for 3B and 5F'),
  ),
  within(
    shown('thank you cards for donors', 'tutor training deck', 'board minutes'),
    newYork('rename 3 to board minutes + treasurer report', rename(num(3), 'board minutes + treasurer report')),
  ),
  within(
    just('pick up the produce from the church'),
    newYork('not the church its the school on 42nd', rename(ctx, 'pick up the produce from the school on 42nd')),
  ),
  newYork('call the fridge task "fridge restock + clean" pls', rename(words('fridge'), 'fridge restock + clean')),
  within(
    reminded('orientation for new volunteers', n('11-11 10:00')),
    newYork(
      'Can you retitle this as "orientation for new overnight volunteers"? Thanks.',
      rename(ctx, 'orientation for new overnight volunteers'),
    ),
  ),
  within(
    just('meet w the Schomburg curator', n('11-13 14:00')),
    newYork('oops its Studio Museum not Schomburg', rename(ctx, 'meet w the Studio Museum curator')),
  ),
  newYork('change "call Tasha" to "call Tasha re: summer camp budget"', rename(words('call Tasha'), 'call Tasha re: summer camp budget')),
  within(
    shown('laundry rota', 'DOH inspection prep', 'call Pastor Green'),
    newYork("2 is wrong, it's DOHMH inspection prep", rename(num(2), 'DOHMH inspection prep')),
  ),
  within(
    just('ask Lupe about the van', n('11-12')),
    newYork('wait lupe or luz?? i think luz', rename(ctx, 'ask Luz about the van'), unclear),
  ),
  // New York: look like renames, change nothing (or a note / the board's decision)
  newYork("The city renamed the program again, it's now Street to Home. Honestly who decides these", NO_CHANGE),
  newYork("we're renaming the program to Read Newark Rising, board voted last night 🎉", NO_CHANGE, decision),
  within(just('email the Ford Foundation program officer'), newYork('her name is Keisha btw, she was super nice on the phone', NO_CHANGE)),
  newYork('the new management company is called Bronx Prime Holdings, write that down somewhere', note, NO_CHANGE),
];

export const HUNDREDSEVENTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs in one voice note
  london(
    "ok so um yeah busy one today, tesco dropped off way more pasta than we can store which is nice I suppose, so I need to ring St Paul's, they might take some, and er remind me to do the volunteer rota for december by friday, and also chase the council about the warm space grant, it's been weeks",
    [task("ring St Paul's"), task('do the volunteer rota for december', l('11-13')), task('chase the council about the warm space grant')],
  ),
  london(
    'right so howay, just back from trainin, freezin it was. need to get the new bibs ordered, pay the ref fees by friday, and someone has to text the u10 parents about the new kick off time. that someone is me obviously haha',
    [task('get the new bibs ordered'), task('pay the ref fees', l('11-13')), task('text the u10 parents about the new kick off time')],
  ),
  london(
    'ugh ok voice note incoming. i need to get the Arts Council report finished by the end of the month, i need to invoice the school for the workshops, and er can you remind me tomorrow at 9 to call Priya about the trustee vacancy. i feel like im drowning tbh',
    [
      task('get the Arts Council report finished', l('11-30')),
      task('invoice the school for the workshops'),
      task('call Priya about the trustee vacancy', l('11-12 09:00')),
    ],
    [
      task('get the Arts Council report finished', l('11-30')),
      task('invoice the school for the workshops'),
      task('call Priya about the trustee vacancy', l('11-12 09:00')),
      talk('overwhelmed'),
    ],
  ),
  london(
    'hello, so today at garden many things. first I must buy more wood chips for paths, second ask Mehmet for the key of shed because I lost mine, and I must meet the council man thursday 10 o clock',
    [task('buy more wood chips for paths'), task('ask Mehmet for the key of shed'), task('meet the council man', l('11-12 10:00'))],
  ),
  london(
    "ok so, um, Mrs Evans rang about the flowers rota again, bless her, and I said I'd sort it, so put down sort the flowers rota. oh and I've got to leave the key out for the boiler man on Monday. and send the newsletter to the printers by the 20th. right, cup of tea",
    [
      task('sort the flowers rota'),
      task('leave the key out for the boiler man', l('11-16')),
      task('send the newsletter to the printers', l('11-20')),
    ],
  ),
  london(
    "so yeah. um. Kev's off sick so I need to find cover for Kev's shift, then the big fridge is making that noise again so ring the fridge engineer, oh and pick up the bread from Greggs at 4 today",
    [task("find cover for Kev's shift"), task('ring the fridge engineer'), task('pick up the bread from Greggs', l('11-11 16:00'))],
  ),
  london(
    "Right, where was I. Oh yes, the Bishop's coming on the 6th of December so: book caterers, ring Gareth about the PA system, and the DBS checks for the two new Sunday school helpers, that one's urgent actually",
    [
      task('book caterers'),
      task('ring Gareth about the PA system'),
      task('DBS checks for the two new Sunday school helpers', null, { important: true }),
    ],
  ),
  // London: a decision in a ramble
  london(
    'so we talk long time at the meeting about the beehives, some people scared of bees, the children are there every saturday... finally we decide no bees this year, maybe next year. ok that is all',
    decision,
  ),
  london(
    "had a long chat wi the committee the neet and we're gannin with the cheaper kit supplier, the Durham lot, even if the shirts are a bit naff. saves us 400 quid",
    decision,
  ),
  london(
    "so um yeah, board went on forever, I'm knackered. honestly we're going to push the spring festival back a year, that's basically decided, we just can't fund it. anyway nothing to do tonight, just wanted it off my chest",
    decision,
    NO_CHANGE,
  ),
  // London: rambles with no job
  london(
    'honestly just sat in the car for 10 mins before driving home. we turned away 4 families today cos we ran out of nappies and i cant stop thinking about it. anyway. just needed to say it to someone',
    NO_CHANGE,
  ),
  london('what a day man, lads won 4-1, parents were buzzin, even the ref was sound for once. proper made me week like', NO_CHANGE),
  london(
    "so um the trustees loved the exhibition proposal, I was so nervous beforehand I nearly cancelled on them, and Jude did the slides which were honestly gorgeous, I'm just... really proud of the team today",
    NO_CHANGE,
  ),

  // New York: several jobs in one voice note
  newYork(
    'ok so um, today the meeting with tenants was very long, people are angry for the heat. I need to call 311 again for the heat in building 2, and also print the flyers for the meeting, and talk with Doña Carmen about the translation. thats it',
    [
      task('call 311 again for the heat in building 2'),
      task('print the flyers for the meeting'),
      task('talk with Doña Carmen about the translation'),
    ],
  ),
  newYork(
    "quick brain dump: email the Prudential foundation about the renewal, tomorrow buy snacks for tutoring, and book the library room for family literacy night. i think that's it",
    [
      task('email the Prudential foundation about the renewal'),
      task('buy snacks for tutoring', n('11-12')),
      task('book the library room for family literacy night'),
    ],
  ),
  newYork(
    'ok so distro went ok we ran out of rice again by like 11 so need to order more rice from restaurant depot, venmo marisol back for the eggs, and someone needs to post the sat volunteer signup, me i guess lol',
    [task('order more rice from restaurant depot'), task('venmo marisol back for the eggs'), task('post the sat volunteer signup')],
  ),
  newYork(
    "Ok so, um, voice memo while walking. Three things. Confirm the Saturday overnight volunteers by Friday. Ask Denise if the new intake forms are printed. And remind me at 2 to call the DHS liaison back. Yeah that's it.",
    [
      task('confirm the Saturday overnight volunteers', n('11-13')),
      task('ask Denise if the new intake forms are printed'),
      task('call the DHS liaison back', n('11-11 14:00')),
    ],
  ),
  newYork(
    "so the board chair called, long story, she wants the budget draft before the December meeting, fine. so I need to finish the budget draft, that's the big one, mark it important, and get the conservator quote for the quilt. and I should probably eat lunch at some point lol",
    [task('finish the budget draft', null, { important: true }), task('get the conservator quote for the quilt')],
    [task('finish the budget draft', null, { important: true }), task('get the conservator quote for the quilt'), task('eat lunch')],
  ),
  newYork(
    'long night. two guys got into it in the dining hall, everyone is fine now. anyway tomorrow I gotta write up the incident report and let the program director know. also need to schedule de-escalation training for the new volunteers, no rush on that one',
    [
      task('write up the incident report', n('11-12')),
      task('let the program director know', n('11-12')),
      task('schedule de-escalation training for the new volunteers'),
    ],
  ),
  newYork(
    'ok ok ok. tmrw 11am pick up the donated coats from the church on 4th ave. fri call the councilmembers office re the fridge permit. sat 9am distro setup',
    [
      task('pick up the donated coats from the church on 4th ave', n('11-12 11:00')),
      task('call the councilmembers office re the fridge permit', n('11-13')),
      task('distro setup', n('11-14 09:00')),
    ],
  ),
  newYork(
    'okay so the lawyer say we need the rent ledgers from every apartment. so I need to collect the ledgers from 4A 4B and 6C this weekend, and send the copies to Ms. Feldman on monday',
    [task('collect the ledgers from 4A 4B and 6C', n('11-14')), task('send the copies to Ms. Feldman', n('11-16'))],
  ),
  // New York: a decision in a ramble
  newYork(
    "ok so after all that back and forth w the board, we're stopping the saturday sessions and moving everything to weekday evenings starting January. decided. done. moving on",
    decision,
  ),
  newYork(
    "so um yeah, we're not doing late hours on Thursdays anymore, nobody came, that's final. need to update the website hours and tell the front desk team",
    [decision, task('update the website hours'), task('tell the front desk team')],
  ),
  // New York: rambles with no job
  newYork(
    'mira, I am so tired. we been fighting this landlord 2 years and today the judge postpone again. the señoras are crying. I dont know what more we can do',
    NO_CHANGE,
  ),
  newYork(
    "honestly the group chat is a mess today everyone fighting abt where the fridge goes and i'm just. tired. not asking u to do anything just venting",
    NO_CHANGE,
  ),
  newYork(
    "so, um, one of our regulars, Mr. Alvarez, got placed in permanent housing today. he came by to say goodbye and brought the staff donuts. I've done this job six years and it still gets me",
    NO_CHANGE,
  ),
];

export const HUNDREDSEVENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('move it', unclear),
  london('the van', unclear),
  london('nets 6', unclear),
  london('the thing wi the council', unclear),
  within(shown('trustee papers', 'grant report', 'newsletter copy'), london('that one', unclear)),
  london('can you do the', unclear, NO_CHANGE),
  london('tomorrow the seeds', unclear),
  london('Mehmet key', unclear),
  london('done', unclear, NO_CHANGE),
  london('Friday', unclear),
  london('cancel', unclear),
  // London: two readings
  within(which('ring the organist', 'ring the organ tuner'), london('the organ one', unclear)),
  within(just('pay the ref fees', l('11-13')), london('saturday?', unclear)),
  within(shown('buy compost', 'water polytunnel', 'email Hackney council re bins'), london('the 2', unclear)),
  london("sorry that wasn't meant for you 🙈", NO_CHANGE),

  // New York: too little to act on
  newYork('the landlord', unclear),
  newYork('flyers 200', unclear),
  newYork('push it', unclear),
  newYork('tues or weds', unclear),
  newYork('the thing w the fridge', unclear),
  newYork('wait', NO_CHANGE),
  newYork('Background check', unclear),
  newYork('the lender', unclear),
  newYork('monday 3 the', unclear),
  newYork('asdfghj', unclear, NO_CHANGE),
  // New York: two readings
  within(shown('rice order', 'venmo marisol', 'signup sheet'), newYork('rice 3', unclear)),
  within(reminded('call the DHS liaison back', n('11-11 10:00')), newYork('later', unclear, snoozeFor(60))),
  newYork('the Tasha thing tomorrow', unclear, move(words('Tasha'), '2026-11-12', null)),
  within(
    shown('thank you cards for donors', 'tutor training deck', 'board minutes'),
    newYork('1 and 2 done? or did i already', unclear, NO_CHANGE),
  ),
];
