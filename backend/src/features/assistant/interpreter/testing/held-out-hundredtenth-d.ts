/**
 * Held-out set, hundredtenth part d: builders and the building trades.
 *
 * The people, on London time (day-first dates):
 * - Gaz, a roofer in Leeds (slates, lead work, scaffolders, merchants) who writes in short bursts ("ta", "nowt", "summat");
 * - Morag, a plumbing and heating engineer in Glasgow who writes some Scots ("the morn", "aye", "wee", "cannae", "gonnae");
 * - Priya, a site manager on a 40-home housing job in Milton Keynes (snagging, NHBC inspections, subbies, deliveries);
 * - Ciaran, an electrician in Belfast (consumer units, EICRs, rewires; "wee", "so it is", "yer man");
 * - Andrei, a decorator in Ealing whose first language is Romanian.
 *
 * On New York time (month-first dates):
 * - Vinnie, a general contractor in Queens (permits, DOB, subs, change orders), blunt and clipped;
 * - Yesenia, a tile setter in Washington Heights whose first language is Spanish;
 * - Tom, a brownstone restoration carpenter in Park Slope who writes long careful messages;
 * - Keisha, an HVAC tech in Yonkers (service calls, boilers, mini-splits, parts houses) who thumb-types fast;
 * - Dale, a landscaper on Long Island (crews, leaf cleanups, snow plowing contracts, the yard, the trucks).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
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
  rename,
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

export const HUNDREDTENTH_RENAME: HeldOutItem[] = [
  // London
  within(
    just('ring scaffolders'),
    london(
      "make that ring Dave's scaffolding re the tower on the Harehills job ta",
      rename(ctx, "ring Dave's scaffolding re the tower on the Harehills job"),
    ),
  ),
  within(
    reminded('order slates from merchants'),
    london('call it order welsh slates from Travis Perkins', rename(ctx, 'order welsh slates from Travis Perkins')),
  ),
  london(
    'lead flashing one, change to lead flashing + dress the chimney at no 42',
    rename(words('lead flashing'), 'lead flashing + dress the chimney at no 42'),
  ),
  within(
    just('fix boiler Mrs Dunlop'),
    london("it's her combi no a boiler, change it tae service Mrs Dunlop's combi", rename(ctx, "service Mrs Dunlop's combi")),
  ),
  within(
    shown('power flush at Shawlands', 'quote for rads', 'gas safe cert Partick'),
    london('number 2 should be quote for 3 rads in the Byres Rd flat aye', rename(num(2), 'quote for 3 rads in the Byres Rd flat')),
  ),
  london(
    'rename the NHBC one to NHBC pre-plaster inspection plots 12-18',
    rename(words('NHBC'), 'NHBC pre-plaster inspection plots 12-18'),
  ),
  within(
    just('snagging plot 7', l('11-12 09:00')),
    london('change to snagging plots 7 and 8 and move to 8am', [rename(ctx, 'snagging plots 7 and 8'), move(ctx, null, '08:00')]),
  ),
  within(
    reminded('chase groundworkers'),
    london(
      'should say chase the groundworks subbie about the drainage runs, not just chase groundworkers',
      rename(ctx, 'chase the groundworks subbie about the drainage runs'),
    ),
  ),
  within(
    just('EICR for McCann'),
    london(
      "it's for his rental like, call it EICR for McCann's rental on the Ormeau Rd",
      rename(ctx, "EICR for McCann's rental on the Ormeau Rd"),
    ),
  ),
  within(
    reminded('swap consumer unit Lisburn'),
    london("wee typo, it's Lisnaskea not Lisburn so it is", rename(ctx, 'swap consumer unit Lisnaskea')),
  ),
  within(
    just('paint the hall of Mrs Kowal'),
    london(
      'please change in: paint hallway and stairs for Mrs Kowalczyk, please',
      rename(ctx, 'paint hallway and stairs for Mrs Kowalczyk'),
    ),
  ),
  // London: "change the name" with only a list in view
  within(shown('deliveries plot 20', 'brickies start plot 21', 'skip swap'), london('change the name to roof trusses', unclear)),
  // London: look like a rename, change nothing
  london('merchants have changed their name again, Jewson or summat now. nowt changes but the sign', NO_CHANGE),
  london('yer man calls his van the Sparky Express, had it sprayed on the side and all 😂', NO_CHANGE),
  london('client want to change the colour from Elephants Breath to Skimming Stone, is same price for me?', NO_CHANGE),

  // New York
  within(just('file permit'), newYork('make it file alt-1 w DOB for 34th ave', rename(ctx, 'file alt-1 w DOB for 34th ave'))),
  within(
    shown('CO for Astoria job', 'pay electrician', 'dumpster pickup'),
    newYork('2 → pay Sal electric 2nd draw', rename(num(2), 'pay Sal electric 2nd draw')),
  ),
  newYork(
    'change order task rename to change order #3 kitchen Rizzo sign off',
    rename(words('change order'), 'change order #3 kitchen Rizzo sign off'),
  ),
  within(
    just('buy grout'),
    newYork(
      'ay no mija, es grout AND thinset, ponle buy grout and thinset at Home Depot',
      rename(ctx, 'buy grout and thinset at Home Depot'),
    ),
  ),
  within(
    reminded('measure bathroom Sra Gomez'),
    newYork('is Sra Gonzalez not Gomez ok pues', rename(ctx, 'measure bathroom Sra Gonzalez')),
  ),
  within(
    just('stoop railing quote'),
    newYork(
      'Could you change the title to "stoop railing and newel post quote, 5th St"? The owner wants the newel post priced separately, and I\'ll forget which house it is otherwise.',
      rename(ctx, 'stoop railing and newel post quote, 5th St'),
    ),
  ),
  newYork(
    'The landmarks task — please rename it to "LPC permit application for the cornice repair at 412 Sterling". The old title is too vague for me to find later.',
    rename(words('landmarks'), 'LPC permit application for the cornice repair at 412 Sterling'),
  ),
  within(
    just('mill window casings', n('11-13 12:00')),
    newYork('Actually, call it mill parlor window casings, and make it Monday instead of Friday.', [
      rename(ctx, 'mill parlor window casings'),
      move(ctx, '2026-11-16', null),
    ]),
  ),
  within(
    just('mini split install'),
    newYork('chnge it to mini split install @ Riverdale Ave 2 heads', rename(ctx, 'mini split install @ Riverdale Ave 2 heads')),
  ),
  within(reminded('pick up igniter'), newYork('its a flame sensor not igniter lol fix it', rename(ctx, 'pick up flame sensor'))),
  within(
    shown('leaf cleanup Massapequa', 'plow contracts', 'truck inspection'),
    newYork(
      '3 shud be inspection on the F-350 not just truck',
      rename(num(3), 'inspection on the F-350'),
      rename(num(3), 'F-350 inspection'),
    ),
  ),
  within(just('call Mike re plow'), newYork('its Mikey D not Mike, theres 3 Mikes on the crew lol', rename(ctx, 'call Mikey D re plow'))),
  // New York: "rename it" with only a list in view
  within(shown('leaf cleanup Oyster Bay', 'mulch delivery', 'fix trailer hitch'), newYork('rename it dump run', unclear)),
  // New York: look like a rename, change nothing
  newYork('client wants the house called "Casa Bella" on the plans. ok sure', NO_CHANGE),
  newYork('new guy keeps callin the aquastat a thermostat smh', NO_CHANGE),
];

export const HUNDREDTENTH_REMOVE: HeldOutItem[] = [
  // London
  within(reminded('ring scaffolders re strike'), london('scrap it, they come down this morn', remove(), done())),
  london('bin the velux job off, customer gone wi someone cheaper', remove(words('velux'))),
  within(shown('lead for Headingley', 'pay scaffolders', 'ridge tiles'), london('knock 3 off ta', remove(num(3)))),
  within(just('bleed rads at Mrs Burns', l('11-12 12:00')), london("bin that, she's gonnae dae it hersel", remove())),
  london('cancel the cylinder swap in Dennistoun, they cannae afford it the now', remove(words('cylinder swap'))),
  within(
    shown('NHBC visit plot 3', 'scaffold strike plot 9', 'brick delivery', 'site induction new labourer'),
    london("delete 2 and 4 - strike's off and the labourer never showed", [remove(num(2)), remove(num(4))]),
  ),
  london('take the kitchen fitters off my list, the whole plot 14 kitchen is on hold', remove(words('kitchen fitters'))),
  within(reminded('rewire Donnelly house'), london("take that off, yer man's sold the house so he has", remove())),
  london('get rid of the EICR for the chippy, they got someone else in', remove(words('EICR for the chippy')), remove(words('chippy'))),
  within(just('buy masking tape'), london('not need this, please remove. I have 6 rolls in van', remove())),
  // London: news about a cancelled job in view (removing it is fair, so is leaving it)
  within(
    just('paint ceiling Mr Ahmed', l('11-13 12:00')),
    london('Mr Ahmed cancel the ceiling, he say maybe in spring', remove(), NO_CHANGE),
  ),
  // London: cancel/delete words in news, change nothing
  london("rain's cancelled today, nowt doing on a wet roof", NO_CHANGE),
  london('NHBC cancelled on us AGAIN, third time this month', NO_CHANGE),
  london('deleted the whole quote by accident on the app, had to redo it, raging', NO_CHANGE),
  london('can ye take stuff aff the list or no?', NO_CHANGE),

  // New York
  within(reminded('call expediter re stop work order'), newYork('kill it. SWO lifted', remove())),
  within(
    shown('pay plumber', 'order dumpster', 'DOB inspection', 'call insurance'),
    newYork('drop 2 n 4', [remove(num(2)), remove(num(4))]),
  ),
  newYork('delete the Rizzo change order thing. hes not doing the deck', remove(words('Rizzo change order')), remove(words('Rizzo'))),
  within(just('pick up tile samples'), newYork('borra eso mija, la clienta already pick them up', remove())),
  newYork('quita the task of the backsplash in Inwood, ella cancelo', remove(words('backsplash'))),
  newYork(
    "Please remove the task about the pocket door hardware — the owners found the original set in the basement, so there's nothing to order.",
    remove(words('pocket door hardware')),
  ),
  within(
    shown('stoop stringer 5th St', 'LPC hearing prep', 'order mahogany', 'sharpen planes'),
    newYork(
      'You can take number 3 off. The reclaim yard had good mahogany in stock yesterday, so I bought theirs instead of ordering.',
      remove(num(3)),
      done(num(3)),
    ),
  ),
  within(reminded('svc call Mrs Ortiz boiler'), newYork('cancel tht she called a diff co', remove())),
  newYork('rmv the parts house run', remove(words('parts house'))),
  within(just('leaf cleanup Seaford', n('11-14 12:00')), newYork('nvm scratch that, HOA doin it themselves this yr', remove())),
  within(shown('plow contract Levittown', 'grease spreader', 'pay crew'), newYork('take 1 off they went w another guy', remove(num(1)))),
  // New York: cancel/delete words in news, change nothing
  newYork('inspector cancelled. 3rd time. un-freakin-real', NO_CHANGE),
  newYork('supply house cancelled my order on the condenser, backordered till jan 🙄', NO_CHANGE),
  newYork("snow's cancelled lol forecast went from 6in to flurries", NO_CHANGE),
  newYork('can I erase a task or no?', NO_CHANGE),
];

export const HUNDREDTENTH_DONE: HeldOutItem[] = [
  // London
  within(reminded('pick up lead from merchants'), london('got it ta', done())),
  within(shown('ridge tiles Chapel Allerton', 'pay scaffolders', 'invoice Mrs Akhtar'), london('2 n 3 done', [done(num(2)), done(num(3))])),
  within(reminded('gas safe cert Partick flat'), london('aye done it this mornin', done())),
  london('finished the power flush in Shawlands, braw wee system noo', done(words('power flush'))),
  within(reminded('book NHBC pre-plaster for plot 12'), london('booked for next Tues', done())),
  within(
    shown('chase roofers', 'order skips', 'snag list plot 5', 'toolbox talk'),
    london('toolbox talk done, skips ordered', [done(num(4)), done(num(2))], [done(num(2)), done(num(4))]),
  ),
  within(reminded('EICR on the Lisburn Rd flat'), london('sorted, passed an all so it did', done())),
  london('got the consumer unit in at Carryduff, tested and certed', done(words('consumer unit')), done(words('Carryduff'))),
  within(just('buy caulk and filler'), london('I buy already, is in van', done())),
  within(reminded('send invoice to Mrs Kowalczyk'), london('invoice is sent, she pay already also', done())),
  // London: look like a tick, change nothing
  london("done for t'day, hands froze", NO_CHANGE),
  within(reminded('fit new rads at Byres Rd'), london('hauf done, waitin on a valve', NO_CHANGE)),
  within(reminded('sign off plot 9 snags'), london('decorators are finishing plot 9 now, will check after', NO_CHANGE)),
  within(
    reminded('quote for rewire in Bangor'),
    london("started it, yer man wants it broke down room by room so it'll be a while", NO_CHANGE),
  ),
  london('I finish the job in Ealing today, very happy client 🙂', NO_CHANGE),

  // New York
  within(reminded('file PW1 for Astoria job'), newYork('filed', done())),
  within(shown('pay Sal', 'dumpster swap', 'sign CO #4'), newYork('all 3 done', [done(num(1)), done(num(2)), done(num(3))])),
  within(reminded('seal grout in the shower Calle 181'), newYork('listo mija, sealed and everything', done())),
  newYork('ya compre the Schluter trim, check it off', done(words('Schluter'))),
  within(
    reminded('call the LPC about the stoop permit'),
    newYork("Spoke with them this morning. They'll issue the permit once the drawings are stamped, so that call is taken care of.", done()),
  ),
  within(
    shown('glue up newel post', 'order Spanish cedar', 'invoice Hendersons'),
    newYork(
      'The newel post is glued and clamped, and I sent the Hendersons their invoice last night.',
      [done(num(1)), done(num(3))],
      [done(num(3)), done(num(1))],
    ),
  ),
  within(reminded('return core to parts house'), newYork('dropped off ✅', done())),
  within(
    shown('boiler svc Ludlow St', 'mini split Riverdale', 'pick up refrigerant'),
    newYork('1 done 3 done', [done(num(1)), done(num(3))]),
  ),
  within(reminded('get plow blades on the trucks'), newYork('blades are on both trucks', done())),
  newYork(
    'leaf cleanup at the Bellmore place is done, crew knocked it out first thing',
    done(words('leaf cleanup at the Bellmore')),
    done(words('Bellmore')),
  ),
  // New York: look like a tick, change nothing
  newYork('finally done w the Ridgewood job. CO in hand. beers on me', NO_CHANGE),
  within(reminded('finish tile floor en el baño de Sra Reyes'), newYork('casi casi, falta la threshold', NO_CHANGE)),
  within(reminded('call back Mr Patel re no heat'), newYork('called went to vm', NO_CHANGE)),
  within(reminded('renew plow contract w/ the church'), newYork('they said theyll get back to me', NO_CHANGE)),
  within(
    reminded('strip paint off the parlor doors'),
    newYork("I've finished the first door; the second will take me into next week.", NO_CHANGE),
  ),
];

export const HUNDREDTENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('lead', unclear),
  london('scaffold thurs?', unclear),
  london('the morn the combi', unclear),
  london('Mrs Dunlop', unclear),
  london('plot 22', unclear),
  london('NHBC moved', unclear, NO_CHANGE),
  london('yer man re the board', unclear),
  london('Tuesday the ceiling please', unclear),
  london('summat about the gutters', unclear),
  // London: two readings
  within(shown('ring Travis Perkins', 'ring scaffolders', 'ring Mrs Akhtar'), london('the ring one', unclear)),
  within(which('EICR Ormeau Rd', 'EICR Ormeau Park'), london('Ormeau', unclear)),
  within(just('snagging plot 7', l('11-12 09:00')), london('or 8', unclear)),
  within(just('bleed rads Mrs Burns', l('11-13 12:00')), london('no the Friday', unclear)),
  within(shown('paint hall Mrs Kowalczyk', 'buy rollers', 'paint kitchen Mr Ahmed'), london('paint one please move', unclear)),
  // London: harmless talk
  london('nithering up there today', NO_CHANGE),

  // New York: too little to act on
  newYork('DOB', unclear),
  newYork('the Rizzo thing mon', unclear),
  newYork('mañana the tile', unclear),
  newYork('Regarding the cornice, I was going to say', unclear),
  newYork('ludlow', unclear),
  newYork('plow', unclear),
  newYork('the truck thing friday', unclear),
  // New York: two readings
  within(shown('pay Sal', 'pay plumber', 'pay dumpster co'), newYork('paid', unclear)),
  within(which('call Mr Patel re no heat', 'call Mrs Patel re mini split'), newYork('patel', unclear)),
  within(
    just('glue up newel post', n('11-12 12:00')),
    newYork('Perhaps the day after, or Monday — it depends on when the clamps free up.', unclear),
  ),
  within(just('leaf cleanup Seaford', n('11-14 12:00')), newYork('sun?', unclear, move(ctx, '2026-11-15', null))),
  within(reminded('order thinset'), newYork('no se', unclear, NO_CHANGE)),
  // New York: harmless talk
  newYork('ok pues', NO_CHANGE),
  newYork('frost on every windshield in the yard this am', NO_CHANGE),
];
