/**
 * Held-out set "hundredfirst", part f: removals, renames, voice-note rambles and unclear messages
 * from people who let, clean, sell and fix homes.
 *
 * London time (Europe/London, day-first dates): an Airbnb host with three flats in Edinburgh
 * (Marchmont, Bruntsfield, Leith); a letting agent in Liverpool who writes some Scouse; a property
 * manager in Cardiff whose first language is Polish; the owner of a short-let cleaning company in
 * Brixton whose first language is Twi; an estate agent in Norwich.
 *
 * New York time (America/New_York, month-first dates): a realtor in Astoria whose first language is
 * Greek; a landlord with two buildings in Bushwick; a super and handyman in Washington Heights whose
 * first language is Dominican Spanish; an Airbnb co-host in Jersey City who writes in fast lowercase;
 * a home stager in Forest Hills.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
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

export const HUNDREDFIRST_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    just('call locksmith re Bruntsfield', l('11-12 10:00')),
    london('actually scrap that, guest found the spare key under the mat', remove()),
  ),
  within(
    shown('deep clean Leith flat', 'chase deposit from Mr Okafor', 'book gas safety cert'),
    london('drop 2 pls, hes finally paid up', remove(num(2)), done(num(2))),
  ),
  london("delete the elm road viewing task, vendor's pulled out", remove(words('elm road'))),
  london('ey la get rid of the bins one, council have been n sorted it', remove(words('bins'))),
  london('Please remove task about boiler in Cathays, the tenant repair it himself already yesterday', remove(words('boiler'))),
  london('cancel the coldharbour lane turnover task chale, the guest extend their stay till sunday', remove(words('coldharbour lane'))),
  london("forget the valuation one for Mrs Pask, she's gone with Howards", remove(words('pask'))),
  within(
    reminded('chase Mr Doyle rent arrears', l('11-11 14:00')),
    london("no bin it, he's done a runner and it's gone to small claims now", remove()),
  ),
  within(
    shown('clean flat 4 Acre Lane', 'laundry pickup', 'inventory check Brixton Hill'),
    london('cancel 1 and 3 please, the landlord say his sister will do them', [remove(num(1)), remove(num(3))]),
  ),
  // London: look like a removal, change nothing (or change something else)
  london('guest cancelled the Stockbridge booking at 11pm last night, absolutely gutted', NO_CHANGE),
  london('viewing on Dereham Rd cancelled AGAIN, third time this week, starting to think they dont exist', NO_CHANGE),
  within(
    just('key handover with new tenants', l('11-13 11:00')),
    london("they've cancelled on me 🙄 say they'll come monday instead", move(ctx, '2026-11-16', null), NO_CHANGE),
  ),
  london('did you delete the gutter one or is it still on there?', NO_CHANGE),
  london('airbnb have deleted my reply to that review for no reason, proper fuming', NO_CHANGE),
  london('The contractor cancel on me, I need find new plumber for Roath until Friday', task('find new plumber for Roath', l('11-13'))),

  // New York: removals
  newYork('take off the showing for 31st ave, the buyers backed out', remove(words('31st ave'))),
  within(
    shown('fix intercom bldg 2', 'collect rent 4B', 'call exterminator'),
    newYork('remove 3, the guy already came yesterday', remove(num(3)), done(num(3))),
  ),
  newYork('yo delete the paint 3C thing, landlord say no need to paint it no more', remove(words('paint 3C'))),
  newYork('delete the towels one lol the host is buying them himself', remove(words('towels'))),
  newYork('Please cancel the reminder to pick up the rental sofa, the sellers decided to leave theirs in.', remove(words('rental sofa'))),
  within(just('text lockbox code to guest', n('11-11 14:00')), newYork('nah forget it', remove())),
  newYork('take out the photographer one and the floor plan one, seller wants to list as is', [
    remove(words('photographer')),
    remove(words('floor plan')),
  ]),
  within(
    reminded('showing 2BR on Ditmars', n('11-11 09:30')),
    newYork('cancelled, they found something else in Sunnyside', remove(), NO_CHANGE),
  ),
  // New York: look like a removal, change nothing (or change something else)
  newYork('buyer on 23rd st cancelled the inspection, now what happens w the deal smh', NO_CHANGE),
  newYork('the tenants in 2R just told me they cancel the renewal 😩 8 years they been there', NO_CHANGE),
  newYork('airbnb removed the listing for a day bc of some photo thing, its back up now tho', NO_CHANGE),
  newYork('The closing for tomorrow is cancel, the bank is not ready. I will tell you the new date', NO_CHANGE),
  newYork("don't delete the boiler task, just push it to friday", move(words('boiler'), '2026-11-13', null)),
];

export const HUNDREDFIRST_RENAME: HeldOutItem[] = [
  // London: renames
  within(just('ring Mrs Nowakowsa re deposit'), london('sorry is Nowakowska, with k', rename(ctx, 'ring Mrs Nowakowska re deposit'))),
  within(
    just('restock loo roll at Marchmont'),
    london('call it restock loo roll + coffee pods at Marchmont', rename(ctx, 'restock loo roll + coffee pods at Marchmont')),
  ),
  within(
    just('chase tenant for gas cert'),
    london(
      "nah la change it to chase the landlord for the gas cert, not the tenant, he's the one who has to sort it",
      rename(ctx, 'chase the landlord for the gas cert'),
    ),
  ),
  london(
    'rename the unthank rd task to "second viewing Unthank Rd w/ the Hallidays"',
    rename(words('unthank rd'), 'second viewing Unthank Rd w/ the Hallidays'),
  ),
  within(
    shown('clean flat 4 Acre Lane', 'laundry pickup', 'inventory check Brixton Hill'),
    london('number 2 make it laundry pickup and drop off pls, the driver can do both', rename(num(2), 'laundry pickup and drop off')),
  ),
  within(
    just('inspection in Ely flat', l('11-13 10:00')),
    london('I write wrong area, is Llandaff not Ely', rename(ctx, 'inspection in Llandaff flat')),
  ),
  within(
    just('meet new cleaner Ama', l('11-12 09:00')),
    london("her name's actually Amma, double m. she's lovely btw", rename(ctx, 'meet new cleaner Amma')),
  ),
  within(
    reminded('reply to the review from Tom'),
    london('not tom, it was Tam. scottish lol', rename(ctx, 'reply to the review from Tam')),
  ),
  london(
    'can u change "ring Dave" to "ring Davey the sparky", there\'s two daves now',
    rename(words('ring Dave'), 'ring Davey the sparky'),
  ),
  within(just('valuation 12 Earlham Rd', l('11-12 14:00')), london('sorry 21 not 12', rename(ctx, 'valuation 21 Earlham Rd'))),
  // London: look like a rename, are not
  london(
    'tenant changed her surname after the wedding so I need to update the tenancy agreement',
    task('update the tenancy agreement'),
    NO_CHANGE,
  ),
  london('lol the landlord\'s renamed the block "The Albert", proper posh now', NO_CHANGE),
  london('what did I call the task for the Leith boiler?', NO_CHANGE),

  // New York: renames
  within(just('showing for Papadopoulos'), newYork('is Papadopoulou, she is a woman, please fix', rename(ctx, 'showing for Papadopoulou'))),
  newYork(
    'rename the jefferson st one to fix roof leak jefferson st top floor',
    rename(words('jefferson st'), 'fix roof leak jefferson st top floor'),
  ),
  within(just('change lock 4F'), newYork('no es 4F es 4E my bad', rename(ctx, 'change lock 4E'))),
  within(
    shown('restock coffee', 'reset wifi pw', 'guest checkin 4pm'),
    newYork('change 2 to reset wifi pw + put new one in the guidebook', rename(num(2), 'reset wifi pw + put new one in the guidebook')),
  ),
  newYork(
    'Can you retitle the Austin St job to "stage Austin St 2BR: living + primary only"',
    rename(words('austin st'), 'stage Austin St 2BR: living + primary only'),
  ),
  within(
    just('pick up throw pillows from homegoods'),
    newYork('call it pillows + rug from homegoods instead', rename(ctx, 'pillows + rug from homegoods')),
  ),
  within(
    just('collect rent from 2B'),
    newYork('actually make that 2B and 3A, both late', rename(ctx, 'collect rent from 2B and 3A'), task('collect rent from 3A')),
  ),
  newYork(
    'change the name of the task of the gas to "call con ed about gas meter bldg 560"',
    rename(words('gas'), 'call con ed about gas meter bldg 560'),
  ),
  // New York: look like a rename, are not
  newYork('tenant in 3L wants to put her boyfriend on the lease, how do i even do that', NO_CHANGE),
  newYork('the buyers changed their offer to 850 this morning', NO_CHANGE),
  within(just('drop keys to Steinway St'), newYork('change of plan, the seller will pick them up herself', NO_CHANGE, remove())),
  newYork(
    'need to rename the wifi at the grove st unit, guests keep joining the neighbors one',
    task('rename the wifi at the grove st unit'),
  ),
  newYork(
    'update the listing title for the astoria 1br to say "steps from the N train" by friday pls',
    task('update the listing title for the astoria 1br to say "steps from the N train"', n('11-13')),
  ),
];

export const HUNDREDFIRST_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    'ok so um yeah, few things. marchmont guests land tomorrow so i need to put the keys in the lockbox tomorrow by 2, and the washing machine in bruntsfield is doing that banging noise again so call the repair guy, and oh god i still havent replied to that two star review. right. thats it i think',
    [task('put the keys in the lockbox', l('11-12 14:00')), task('call the repair guy'), task('reply to that two star review')],
  ),
  london(
    "right la, mad day. need to ring the tenant in Kensington about the arrears, chase the plumber for that quote, and get the inventory done for Bold St by friday. me head's battered honestly",
    [
      task('ring the tenant in Kensington about the arrears'),
      task('chase the plumber for that quote'),
      task('get the inventory done for Bold St', l('11-13')),
    ],
  ),
  london(
    'So, hello, is me again. Tomorrow I have inspection in Canton at 10, after I must buy new smoke alarms for the Splott house, and on Monday I need call to the council about HMO licence. Is a lot but ok.',
    [
      task('inspection in Canton', l('11-12 10:00')),
      task('buy new smoke alarms for the Splott house', l('11-12')),
      task('call to the council about HMO licence', l('11-16')),
    ],
    [
      task('inspection in Canton', l('11-12 10:00')),
      task('buy new smoke alarms for the Splott house'),
      task('call to the council about HMO licence', l('11-16')),
    ],
  ),
  london(
    'Eii this week paa. ok so Akosua is off sick so I have to find cover for the Stockwell turnover, and I need to order more bedding from the supplier, and remind me to pay the girls on friday. Nyame bɛyɛ',
    [task('find cover for the Stockwell turnover'), task('order more bedding from the supplier'), task('pay the girls', l('11-13'))],
  ),
  london(
    "um so, yeah, need to get the EPC booked for the Thorpe house, chase the solicitor on the Hellesdon sale cos it's been three weeks now, oh and send the vendor the feedback from saturday's viewings. cheers",
    [
      task('get the EPC booked for the Thorpe house'),
      task('chase the solicitor on the Hellesdon sale'),
      task("send the vendor the feedback from saturday's viewings"),
    ],
  ),
  london(
    'Ok so um, I think I need remember to send the deposit back to Mr Evans until end of month, and also, what else, yes, I must measure the window in flat 2 Roath for the new one. Sorry for long message',
    [task('send the deposit back to Mr Evans', l('11-30')), task('measure the window in flat 2 Roath for the new one')],
  ),
  london(
    "listen yeah the ceiling in the Anfield flat is leaking proper bad, need to get a roofer out asap, it's urgent, and let the tenant know I'm on it",
    [task('get a roofer out', null, { important: true }), task("let the tenant know I'm on it")],
    [task('get a roofer out for the Anfield flat', null, { important: true }), task("let the tenant know I'm on it")],
  ),
  // London: feelings with one job
  london(
    "I'm knackered. third turnover today and the cleaner didn't show so I did it all myself. oh and I need to change the door code at Bruntsfield before the next guests on friday. anyway. bed",
    [task('change the door code at Bruntsfield', l('11-13'))],
    [task('change the door code at Bruntsfield')],
  ),
  london(
    'so the Wymondham viewing got cancelled, which, fine, means I can do the Costessey valuation at 2 tomorrow instead. need to ring the Costessey people to confirm and grab the keys from the office first',
    [task('ring the Costessey people to confirm'), task('grab the keys from the office')],
    [task('Costessey valuation', l('11-12 14:00')), task('ring the Costessey people to confirm'), task('grab the keys from the office')],
  ),
  // London: a decision
  london(
    "so I've been going back and forth about the Leith flat and um, yeah, I'm not doing airbnb there anymore with the new licence rules, it's going on a long let from January. feels weird but it's the right call",
    decision,
  ),
  london(
    "so I sat with the numbers last night yeah and ehh, I'm going to stop doing the one-off deep cleans, only turnovers from now, the deep cleans kill us for no money. and I must tell the team on monday",
    [decision, task('tell the team', l('11-16'))],
  ),
  // London: no job at all
  london(
    'honestly just sat in the car outside a viewing thinking this job is mad. four people turned up, none of them had a mortgage in principle, one brought a dog. anyway. just needed to say that out loud',
    NO_CHANGE,
  ),
  london(
    'ah mate what a day, tenant in Walton rang me screaming about a mouse, sorted it, landlord finally paid the deposit back, and I got drenched walking to the office. boss.',
    NO_CHANGE,
  ),
  london(
    'Herh, today the guest left the flat like a pig sty, food everywhere, the girls spent 4 hours on it. I took pictures. God is watching 😤',
    NO_CHANGE,
  ),

  // New York: several jobs
  newYork(
    'Ok so, um, tomorrow at 11 I have showing at 30th Ave, and I must call the bank for the Koutsos mortgage, and I need print the flyers for the open house on Ditmars by Thursday. Ela, busy busy',
    [
      task('showing at 30th Ave', n('11-12 11:00')),
      task('call the bank for the Koutsos mortgage'),
      task('print the flyers for the open house on Ditmars', n('11-12')),
    ],
  ),
  newYork(
    'yo ok voice note cause im driving. gotta text the Troutman tenants about the boiler guy, also file the court papers for 3F nonpayment, and get the gutters done before it snows. ok thats it',
    [
      task('text the Troutman tenants about the boiler guy'),
      task('file the court papers for 3F nonpayment'),
      task('get the gutters done before it snows'),
    ],
    [task('text the Troutman tenants about the boiler guy'), task('file the court papers for 3F nonpayment'), task('get the gutters done')],
  ),
  newYork(
    'ok mira, the lady in 5D say the sink is clog again so I need fix the sink in 5D tomorrow at 9, also buy the salt for the sidewalk, and the landlord want me to change the bulbs in the lobby. ay dios mio everybody want something',
    [task('fix the sink in 5D', n('11-12 09:00')), task('buy the salt for the sidewalk'), task('change the bulbs in the lobby')],
  ),
  newYork(
    'ok so um gotta book a cleaner for the grove st checkout, restock the coffee pods, and reply to the lady asking abt bringing her 2 huskies lol no',
    [
      task('book a cleaner for the grove st checkout'),
      task('restock the coffee pods'),
      task('reply to the lady asking abt bringing her 2 huskies'),
    ],
  ),
  newYork(
    'ugh ok brain dump. 1 new smoke detector for the newark ave unit 2 fix the shower drain 3 take new pics for the listing w the new couch. thats all',
    [
      task('new smoke detector for the newark ave unit'),
      task('fix the shower drain'),
      task('take new pics for the listing w the new couch'),
    ],
  ),
  newYork(
    'Okay um voice memo while I load the van: drop the rented art back to the gallery on Friday, invoice the Kew Gardens client, I need to measure the windows at the new job on Yellowstone Blvd Monday at 10. Oh and buy more white towels, we always run out.',
    [
      task('drop the rented art back to the gallery', n('11-13')),
      task('invoice the Kew Gardens client'),
      task('measure the windows at the new job on Yellowstone Blvd', n('11-16 10:00')),
      task('buy more white towels'),
    ],
  ),
  newYork(
    'uhh ok so, remind me friday to deposit the rent checks, and on the first of every month send the super his pay. also i gotta get quotes for the roof, no rush',
    [
      task('deposit the rent checks', n('11-13')),
      task('send the super his pay', n('12-01'), { repeat: every('month') }),
      task('get quotes for the roof'),
    ],
  ),
  // New York: a decision
  newYork(
    "so um I've been thinking about the storage thing and yeah I'm keeping the big unit in Maspeth instead of moving everything into the garage, the garage gets damp and ruins the fabrics. ok. decided.",
    decision,
  ),
  newYork(
    'Ok so I think about it all night, I will not take the listing from the Andreou family, the price they want is crazy, is not realistic. I need to call Mrs Andreou tomorrow and say no nicely.',
    [decision, task('call Mrs Andreou and say no nicely', n('11-12'))],
  ),
  // New York: no job at all
  newYork(
    "Just left the Tudor on Greenway, honestly I'm so proud of how the living room came out, the light in there at 4 is unreal. The agent teared up a little. Ok that's all, just wanted to tell someone",
    NO_CHANGE,
  ),
  newYork(
    'man this week. two tenants late on rent, a toilet flooded into the unit below, and the city sent another violation letter that turned out to be for the building next door lmao. im fine. just venting',
    NO_CHANGE,
  ),
  newYork('hey so the heat came back in the building finally, the people stop calling me, gracias a Dios. tonight I sleep good', NO_CHANGE),
  newYork(
    'Ela, today the buyers cancel the contract, after two months of work. Is okay, this happens in this business, I just need a coffee and to sit for a moment',
    NO_CHANGE,
  ),
];

export const HUNDREDFIRST_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('move it', unclear),
  london('the boiler', unclear),
  london('keys 3', unclear),
  london('that thing w the landlord off smithdown', unclear),
  london('Tomorrow the', unclear),
  london('the Acre Lane one', unclear),
  london('Hellesdon friday?', unclear),
  london('deposit', unclear),
  london('remind me', unclear),
  london('4/12 the inventory', unclear),
  within(shown('clean Marchmont', 'restock Leith', 'reply to review'), london('that one', unclear)),
  within(which('call plumber Leith', 'call plumber Marchmont'), london('the plumber', unclear, answer(null))),
  within(reminded('chase rent arrears Flat 2', l('11-11 14:00')), london('half', unclear)),
  within(just('deep clean Brixton Hill flat', l('11-13 10:00')), london('and the other flat', unclear)),
  // London: harmless talk, changes nothing
  london('sorry wrong chat 🙈', NO_CHANGE),
  london('sound', NO_CHANGE),

  // New York: too little to act on
  newYork('the super', unclear),
  newYork('4/12', unclear),
  newYork('that thing w the 3R lease', unclear),
  newYork('mañana lo del', unclear),
  newYork('The Steinway', unclear),
  newYork('push', unclear),
  newYork('rug', unclear),
  newYork('monday', unclear),
  within(just('showing 2BR Ditmars', n('11-12 13:00')), newYork('or 3?', unclear)),
  within(shown('fix intercom', 'collect rent 4B', 'call exterminator', 'paint hallway'), newYork('2 3', unclear)),
  within(reminded('return rental furniture', n('11-11 09:00')), newYork('kinda', unclear)),
  within(just('replace smoke detector 2A'), newYork('tuesday or wednesday whichever', unclear)),
  // New York: harmless talk, changes nothing
  newYork('lol ok', NO_CHANGE),
  newYork('wait', NO_CHANGE),
];
