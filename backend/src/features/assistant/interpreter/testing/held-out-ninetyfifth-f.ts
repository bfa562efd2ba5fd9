/**
 * Held-out set, ninetyfifth part f: removals, renames, voice-note rambles and unclear messages.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 *
 * On London time (day-first):
 * - Jago, runs a surf school in Newquay; writes some Cornish ("dreckly", "proper", "my 'ansum").
 * - Hannah, manages a climbing gym in Sheffield (rota, auto belays, chalk, youth squad, comps).
 * - Tom, owns a cycling shop in Bristol (services, wheel builds, Cycle to Work, staff shifts).
 * - Orla, personal trainer in Belfast; writes some Northern Irish ("wee", "the morra", "so it is").
 * - Giulia, hosts yoga retreats in the Lake District; Italian is her first language.
 *
 * On New York time (month-first):
 * - Rick, golf pro at a club in Westchester (lessons, regrips, range, pro shop).
 * - Keisha, running coach in Harlem (groups, track rental, race bibs, certs).
 * - Danny, ski instructor living in the Bronx, works weekends upstate (Windham, Hunter).
 * - Maureen, owns a sailing school on City Island (haul-out, moorings, Sunfish, J/24s).
 * - Wilfredo, owns a boxing gym in the South Bronx; Dominican Spanish is his first language.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  NO_CHANGE,
  UNDO,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  question,
  remove,
  rename,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
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

export const NINETYFIFTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    just('book the van in for its MOT', l('11-13 10:00')),
    london("ah bin that off my 'ansum, van's MOT isnt due til feb, got mixed up", remove()),
  ),
  london(
    'delete the wetsuit order task, Kit sorted it with the supplier this morning',
    remove(words('wetsuit order')),
    done(words('wetsuit order')),
  ),
  within(
    shown('chase insurance renewal', 'order chalk', 'fix auto-belay 3', 'staff rota for dec'),
    london("get rid of no 2, we've loads of chalk in the back room", remove(num(2))),
  ),
  london('can u take the reminder about the belay course off, its been pulled by the BMC', remove(words('belay course'))),
  within(
    reminded('call the Shimano rep', l('11-11 15:00')),
    london("cancel it, he's off sick all week and ill just see him at the trade day", remove()),
  ),
  london('remove the brompton service one pls, customer changed her mind', remove(words('brompton service'))),
  london("wee favour, would ye bin the task about ringing Ciaran, he's quit the gym so he has", remove(words('Ciaran'))),
  london('please can you cancel the task of buy the incense, we have still many many boxes', remove(words('incense'))),
  within(
    shown('confirm chef for retreat', 'pay deposit Glenridding hall', 'order mats', 'send welcome pack'),
    london('the number 3 you can delete, the mats are arrived yesterday finally', remove(num(3)), done(num(3))),
  ),
  within(just('email Rockfax about guidebook stock'), london('nah forget it, they emailed me first', remove())),
  london('delete the shimano call and add ring the insurance broker tmrw at 10', [
    remove(words('shimano call')),
    task('ring the insurance broker', l('11-12 10:00')),
  ]),
  // London: news with cancel/delete words, changes nothing
  london("ugh the youth climbing comp on saturday's been cancelled, sponsor pulled out last min", NO_CHANGE),
  london('customer just deleted her booking online so theres a gap at 2 now', NO_CHANGE),
  london("my 6am with Aoife is cancelled the morra, she's full of the cold", NO_CHANGE),
  london('the retreat of december is cancelled for the snow forecast on Kirkstone, I am so sad honestly', NO_CHANGE),
  london('do cancelled lessons still get charged if its the weather? asking for the t&cs', NO_CHANGE),

  // New York: removals
  within(
    reminded("regrip Mr. Feldman's irons", n('11-11 10:00')),
    newYork("he cancelled, he's bought a new set. take it off my list", remove()),
  ),
  newYork('delete the range ball order reminder', remove(words('range ball order'))),
  within(
    shown('email marathon group re long run', 'renew CPR cert', 'order bibs for turkey trot'),
    newYork("kill 3 we're not doing bibs this yr", remove(num(3))),
  ),
  newYork("Remove the 'track rental' task please. Columbia said no again.", remove(words('track rental'))),
  within(just('book bus to Windham', n('11-13 12:00')), newYork('nvm on that, getting a ride up w Dave instead', remove())),
  newYork('can u delete the hunter mtn orientation thing, they moved it online', remove(words('hunter mtn orientation'))),
  newYork("pls remove 'winterize the J/24s', the yard is doing it this yr", remove(words('winterize the J/24s'))),
  newYork("yo take off the sparring thing for saturday, coach ain't coming", remove(words('sparring'))),
  newYork("Take Thursday's lesson w the Parkers off, they're in Florida till spring", remove(words('Parkers'))),
  within(which('call Luis about gloves', 'call Luis about membership'), newYork('the gloves one, delete that', answer(1), remove(num(1)))),
  within(just('order Pro V1s for the shop'), newYork('wait no dont delete that!! put it back', UNDO)),
  // New York: look like a removal, are not one
  newYork('delete it', unclear),
  newYork('need to cancel the boat insurance w geico by the 1st', task('cancel the boat insurance w geico', n('12-01'))),
  newYork('member-guest got cancelled bc of the frost delay, whatever', NO_CHANGE),
  newYork('the kids class today was cancel because no heat in the gym, is crazy bro', NO_CHANGE),
  newYork('the nyrr 10k got cancelled?? anyone know why', NO_CHANGE),
];

export const NINETYFIFTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(
    just('ring Tregenza about board repair'),
    london('spelt him wrong, Tregunna with a u', rename(ctx, 'ring Tregunna about board repair')),
  ),
  london("rename the wax order to 'order wax + leashes'", rename(words('wax order'), 'order wax + leashes')),
  within(just('fix comp wall holds'), london("should be reset comp wall, nothing's actually broken", rename(ctx, 'reset comp wall'))),
  within(
    shown('rota for xmas week', 'insurance renewal - BMC', 'order new crash pads'),
    london('change 2 to say insurance renewal - Mountain Training', rename(num(2), 'insurance renewal - Mountain Training')),
  ),
  within(
    just('true the wheel for Jess'),
    london(
      "can you change that to true both wheels for Jess, she reckons the back's buckled too",
      rename(ctx, 'true both wheels for Jess'),
    ),
  ),
  london(
    'the Bristol Cycle Fest task, make the title confirm stall at Cycle Fest',
    rename(words('Bristol Cycle Fest'), 'confirm stall at Cycle Fest'),
  ),
  within(just('programme for Shauna'), london('aye sorry its Siobhan not Shauna, wee typo there', rename(ctx, 'programme for Siobhan'))),
  london("rename 'gym insurance' to gym insurance renewal w Allianz", rename(words('gym insurance'), 'gym insurance renewal w Allianz')),
  within(just('buy the candels'), london('sorry I write it wrong, is candles', rename(ctx, 'buy the candles'))),
  london(
    "can you change the name of the task 'menu retreat' in 'vegan menu for the retreat'",
    rename(words('menu retreat'), 'vegan menu for the retreat'),
  ),
  within(
    reminded('sort out the hut'),
    london('ha thats vague, put sort out the beach hut lease w the council', rename(ctx, 'sort out the beach hut lease w the council')),
  ),
  // London: look like renames, are not
  london("we're renaming the bouldering room the Cave lol, members voted", NO_CHANGE),
  london("shop's getting a new name in jan btw, Spokes & Co. Mixed feelings", NO_CHANGE),
  london('how do i rename a task?', question, HELP),
  within(
    just('order new harnesses', l('11-11 17:00')),
    london('change of plan, order the harnesses friday not today', move(ctx, '2026-11-13', null)),
  ),
  within(just('send welcome pack'), london('change name', unclear)),

  // New York: renames
  within(just('lesson w Mr Kaplan'), newYork('its Kaplin with an i', rename(ctx, 'lesson w Mr Kaplin'))),
  newYork("rename 'order balls' to 'order Pro V1s for the shop'", rename(words('order balls'), 'order Pro V1s for the shop')),
  within(
    shown('long run route sat', 'email Nike re singlets', 'CPR recert'),
    newYork('#2 should say email Brooks re singlets, we switched sponsors', rename(num(2), 'email Brooks re singlets')),
  ),
  newYork('change the tempo run task to tempo + strides', rename(words('tempo run'), 'tempo + strides')),
  within(
    just('pack skis for hunter'),
    newYork('actually make that pack skis + boots for hunter', rename(ctx, 'pack skis + boots for hunter')),
  ),
  newYork("the PSIA exam task, can u retitle it 'PSIA L2 prep'", rename(words('PSIA exam'), 'PSIA L2 prep')),
  within(
    just('get quote from Doil sails for mainsail'),
    newYork('ugh autocorrect, its Doyle not Doil', rename(ctx, 'get quote from Doyle sails for mainsail')),
  ),
  newYork("the one that say 'fix ring rope', put 'replace ring ropes' please", rename(words('fix ring rope'), 'replace ring ropes')),
  within(
    just('call Miguel about sparring', n('11-12 17:00')),
    newYork('not Miguel, is Ramon for that, Miguel is in DR', rename(ctx, 'call Ramon about sparring')),
  ),
  within(just('pay con ed'), newYork('cambia eso to pay con ed and the water bill', rename(ctx, 'pay con ed and the water bill'))),
  // New York: look like renames, are not
  newYork("the club changed its name to Saw Mill Ridge, still can't get used to it", NO_CHANGE),
  newYork("we're calling the new boat Pelican, the kids picked it", NO_CHANGE),
  newYork('can u change my lesson w the Hendersons to 3', move(words('Hendersons'), null, '15:00')),
  newYork('rename it', unclear),
  within(just('wax the rental boards'), newYork('what did i call that one?', NO_CHANGE)),
];

export const NINETYFIFTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs in one voice note
  london(
    'ok so um right, dreckly I need to sort the van tax, thats by the end of the month, and uh ring Kernow Insurance about the public liability, and oh yeah order six more 5/4 wetsuits for the winter lot. proper cold out there today mind',
    [
      task('sort the van tax', l('11-30')),
      task('ring Kernow Insurance about the public liability'),
      task('order six more 5/4 wetsuits for the winter lot'),
    ],
  ),
  london(
    "right so voice note cos im driving, erm, need to chase the auto belay inspection, thats overdue, then the xmas rota needs doing by friday, and remind me to ring Becky at 9 tomorrow about the youth squad, yeah that's it, ta",
    [task('chase the auto belay inspection'), task('xmas rota', l('11-13')), task('ring Becky about the youth squad', l('11-12 09:00'))],
  ),
  london(
    "so um yeah today's been mental, three punctures in before ten, anyway, I need to order more 700x28 tubes, pay the Shimano invoice by friday, and uh, text Dan about his saturday shift. sorry rambling",
    [task('order more 700x28 tubes'), task('pay the Shimano invoice', l('11-13')), task('text Dan about his saturday shift')],
  ),
  london(
    "right so wee list for ye, um, need to get the kettlebells back off Ciaran, sort the insurance renewal by the 20th, och and book the church hall for saturday's bootcamp. I'm wrecked so I am",
    [
      task('get the kettlebells back off Ciaran'),
      task('sort the insurance renewal', l('11-20')),
      task("book the church hall for saturday's bootcamp"),
    ],
  ),
  london(
    'ok so, I am thinking while I walk... I must confirm the chef for the january retreat, then call the insurance about the cancellation cover, and buy more bolsters, maybe 10. ah and the weather here is terrible, rain rain rain, I miss Puglia',
    [task('confirm the chef for the january retreat'), task('call the insurance about the cancellation cover'), task('buy more bolsters')],
  ),
  london(
    "yeah so um tomorrow at 8 I need to check the swell for the school group, if its over 6ft we'll call it, and uh friday ring the council about the beach hut lease. cheers bud",
    [task('check the swell for the school group', l('11-12 08:00')), task('ring the council about the beach hut lease', l('11-13'))],
  ),
  london(
    "ugh what a day, setters argued all morning, someone left the fire door open and the wall's freezing, um, anyway only real thing is I have to renew the BMC insurance by the 30th, rest can wait",
    task('renew the BMC insurance', l('11-30')),
  ),
  london(
    "so erm, Raleigh rep's in monday so remind me sunday to clear the back room, oh and every friday I need to do the till count, starting this friday. god I need a holiday",
    [task('clear the back room', l('11-15')), task('do the till count', l('11-13'), { repeat: every('week') })],
  ),
  // London: rambles with no job, or a decision
  london(
    'so yeah it was pumping this morning, head high and glassy, took the lads out for a sesh before lessons, proper dreamy. anyway just wanted to tell someone haha',
    NO_CHANGE,
  ),
  london(
    'honestly bit gutted, the Cycle to Work people still havent paid and its been 3 months, like what am i meant to do, chase them again? anyway rant over',
    NO_CHANGE,
  ),
  london(
    "ach I'm just scundered, two no-shows again this morning and I was up at half five for them, dunno why I bother some days",
    NO_CHANGE,
  ),
  london(
    "been going back and forth all week but ok, um, we're stopping the tuesday late opening from january, it just doesn't pay, the numbers after 9 are rubbish. so yeah. decided",
    decision,
  ),
  london(
    "so, after many thinking, we don't do anymore the retreat in august, too many people on the fells and too hot in the hall. we do only spring and autumn. is decided",
    decision,
  ),

  // New York: several jobs in one voice note
  newYork(
    "ok so um, couple things, gotta call the Toro guy about the cart lease, uh, regrip Mr. Feldman's irons by thursday, and order the holiday gift cards for the pro shop, yeah. also its freezing on the range lol",
    [
      task('call the Toro guy about the cart lease'),
      task("regrip Mr. Feldman's irons", n('11-12')),
      task('order the holiday gift cards for the pro shop'),
    ],
  ),
  newYork(
    'yo ok voice note, um, need to send the training plans to the sub-4 group, renew my RRCA cert by dec 15, and like, book the track for tuesday mornings thru march. thats it i think',
    [
      task('send the training plans to the sub-4 group'),
      task('renew my RRCA cert', n('12-15')),
      task('book the track for tuesday mornings thru march'),
    ],
  ),
  newYork(
    'ok um so random stuff, gotta wax the rental fleet boards, pick up my season pass at Windham, and uh, call the bus company about pickup times, plus my knee is acting up again ugh',
    [task('wax the rental fleet boards'), task('pick up my season pass at Windham'), task('call the bus company about pickup times')],
  ),
  newYork(
    'so uh, boats are mostly out, need to drain the engine on the Catalina, get the mooring permit paperwork back to the city by friday, and um email the parents about spring registration. man my hands are frozen',
    [
      task('drain the engine on the Catalina'),
      task('get the mooring permit paperwork back to the city', n('11-13')),
      task('email the parents about spring registration'),
    ],
  ),
  newYork(
    'ok so mira, tengo que pay the con ed bill tomorrow, buy new wraps for the kids class, y llamar al insurance guy about the ring. ay dios mio this week is crazy',
    [task('pay the con ed bill', n('11-12')), task('buy new wraps for the kids class'), task('llamar al insurance guy about the ring')],
  ),
  newYork(
    "um so the Hendersons wanna move their lesson but they'll text me themselves, whatever, the only thing i gotta do is get the simulator serviced, it keeps glitching",
    task('get the simulator serviced'),
  ),
  newYork(
    'ok long one sry, remind me tmrw at 5:30am to grab the pacer signs from the storage unit, and friday at 7pm call the Nike rep about the singlets. also shoutout to my 6am crew they killed it today',
    [task('grab the pacer signs from the storage unit', n('11-12 05:30')), task('call the Nike rep about the singlets', n('11-13 19:00'))],
  ),
  newYork(
    'so like um the sunday kids lesson at hunter, i gotta email the parents the meeting spot, and also uh the liability forms, need to print like 20 of those. thats all, heading to the gym',
    [task('email the parents the meeting spot'), task('print the liability forms')],
    [task('email the parents the meeting spot for the sunday kids lesson'), task('print 20 liability forms')],
  ),
  newYork(
    'ok so, ehh, the new kid Junior need to pay membership, remind me monday to ask him, and bro i gotta fix the heater before the inspector come on the 20th',
    [task('ask Junior to pay membership', n('11-16')), task('fix the heater', n('11-20'))],
    [task('ask Junior to pay membership', n('11-16')), task('fix the heater')],
  ),
  // New York: rambles with no job, or a decision
  newYork(
    "season's basically done, last lesson friday, kinda bittersweet honestly, been a good year, lot of new juniors coming up",
    NO_CHANGE,
  ),
  newYork(
    "first real snow at hunter this morning apparently, guys keep sending me videos and i'm stuck in the bronx doing laundry lol, can't wait for saturday",
    NO_CHANGE,
  ),
  newYork('bro today one of my kids won his first fight at the golden gloves, i almost cry, this is why i do this you know', NO_CHANGE),
  newYork(
    "so after the long run today i kinda decided im not taking any more 1-on-1 clients till after boston, like the group is enough, i'm cooked",
    decision,
  ),
  newYork(
    "ok thought about it a lot on the ride home, we're not replacing the old Sunfish this year, we'll patch them up and buy two new ones in spring",
    decision,
  ),
];

export const NINETYFIFTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('the van', unclear),
  london('leashes x6', unclear),
  london('shift that to fri', unclear),
  london('harbour master stuff', unclear),
  london('ring', unclear),
  london('auto belay tmrw', unclear),
  london('the brompton guy...', unclear),
  london('did it', unclear),
  london('wee thing re the hall', unclear),
  london('the chef, tomorrow', unclear),
  london('for the retreat I think maybe', unclear),
  london('lesson 4/12', unclear),
  within(shown('confirm chef', 'pay deposit', 'order mats'), london('2 and', unclear)),
  within(
    shown('ring Becky re youth squad', 'order chalk', 'xmas rota'),
    london('becky tomorrow', unclear, move(words('Becky'), '2026-11-12', null)),
  ),
  // London: harmless talk, changes nothing
  london("bout ye, what's the craic", NO_CHANGE),
  london('hmm', NO_CHANGE),

  // New York: too little to act on
  newYork('the range', unclear),
  newYork('push it', unclear),
  newYork('re the club insurance', unclear),
  newYork('the bibs', unclear),
  newYork('tues?', unclear),
  newYork('moorings', unclear),
  newYork('the yard guy said', unclear),
  newYork('lo de los guantes', unclear),
  newYork('mañana el seguro', unclear),
  newYork('cancel', unclear),
  newYork('windham or hunter', unclear, dilemma),
  within(just('call the bus company', n('11-12 12:00')), newYork('or maybe not', unclear)),
  within(just("regrip Mr. Feldman's irons", n('11-12 12:00')), newYork('3', unclear)),
  within(which('call Luis about gloves', 'call Luis about membership'), newYork('luis', unclear, answer(null))),
  // New York: harmless talk, changes nothing
  newYork('ok', NO_CHANGE),
  newYork('lol', NO_CHANGE),
  newYork('morning coach 🏃🏾‍♀️', NO_CHANGE),
];
