/**
 * Held-out messages (part "ninetysecond-g") from fourteen people who make things for a living. On London time,
 * writing day-first dates: a YouTuber in Bristol who reviews cameras (uploads, sponsors, thumbnails), an Etsy
 * seller of knitwear in Harrogate (orders, yarn, Royal Mail), a podcaster in Hackney (guests, edits, ad reads),
 * a Twitch streamer in Liverpool who writes some Scouse (schedules, subs, sponsors), a wedding videographer in
 * Dundee who writes some Scots (edits, drives, couples), a newsletter writer in Oxford (issues, subscribers,
 * Substack) and a potter in Stoke whose first language is Urdu (kilns, glazes, craft fairs). On New York time,
 * writing month-first dates: a TikTok creator in Bed-Stuy (brand deals, shoots, her manager), a jewellery maker
 * on the Lower East Side (casting, Shopify, markets), a wedding photographer in Montclair (galleries, second
 * shooters, contracts), a tattoo artist in Bushwick (bookings, deposits, flash days), a session musician in
 * Harlem (gigs, rehearsals, union dues), a vintage reseller in Ridgewood whose first language is Polish (Depop,
 * thrift runs, shipping) and a children's book illustrator in Park Slope whose first language is Japanese
 * (drafts, the editor, the agent). Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  ctx,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  snoozeFor,
  snoozeUntil,
  task,
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

export const NINETYSECOND_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('edit the Sony A7 IV review', l('11-11 15:00')),
    london('argh not yet, premiere pro is mid render. give us an hour', snoozeFor(60)),
  ),
  within(
    reminded('take the orders to Royal Mail', l('11-11 15:00')),
    london('post office shuts at half 5 so nudge me at 5', snoozeUntil(l('11-11 17:00')), move(ctx, null, '17:00')),
  ),
  within(
    reminded('record the Squarespace ad read', l('11-11 15:00')),
    london('cant rn guest is still in the booth chatting, try me in 45', snoozeFor(45)),
  ),
  within(
    reminded('reply to the HyperX sponsor email', l('11-11 15:00')),
    london('ah la im goin live in 10, do it after stream yeah. after 9 like', snoozeUntil(l('11-11 21:00')), move(ctx, null, '21:00')),
  ),
  within(
    reminded('send the Fraser wedding highlights', l('11-11 15:00')),
    london(
      'och no the noo, am drivin back fae Perth. the morra mornin',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      snoozeUntil(l('11-12 10:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
      move(ctx, '2026-11-12', '10:00'),
    ),
  ),
  within(
    reminded('write the Sunday issue intro', l('11-11 15:00')),
    london(
      'snooze till tmrw',
      snoozeUntil(l('11-12 12:00')),
      snoozeUntil(l('11-12 15:00')),
      snoozeFor(1440),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(
    reminded('unload the kiln', l('11-11 15:00')),
    london('kiln is still too hot, need 2 more hour for cooling. remind me then', snoozeFor(120)),
  ),
  within(
    reminded('glaze the mugs for the Saturday fair', l('11-11 15:00')),
    london('I am doing now the bisque load, please tell me again after one and half hour', snoozeFor(90)),
  ),
  within(
    reminded('chase the Elgato invoice', l('11-11 15:00')),
    london('nah not now lad, sunday', snoozeUntil(l('11-15 12:00')), move(ctx, '2026-11-15', null)),
  ),
  within(reminded('book the Glasgow venue recce', l('11-11 15:00')), london("aye gie's ten minutes", snoozeFor(10))),
  london('push the thumbnail for the Fuji vid back an hour', snoozeFor(60, words('thumbnail'))),
  london(
    'snooze the yarn reorder till 7 tonight',
    snoozeUntil(l('11-11 19:00'), words('yarn reorder')),
    move(words('yarn reorder'), null, '19:00'),
  ),
  london(
    'can you bump editing ep 42 to fri morning, cannot face it today',
    snoozeUntil(l('11-13 09:00'), words('ep 42')),
    snoozeUntil(l('11-13 08:00'), words('ep 42')),
    snoozeUntil(l('11-13 10:00'), words('ep 42')),
    move(words('ep 42'), '2026-11-13', '09:00'),
    move(words('ep 42'), '2026-11-13', '08:00'),
    move(words('ep 42'), '2026-11-13', '10:00'),
  ),
  within(
    shown('order more merino from the mill', 'reply to the custom jumper lady', 'print Royal Mail labels'),
    london('3 can wait till 6', snoozeUntil(l('11-11 18:00'), num(3)), move(num(3), null, '18:00')),
  ),
  london(
    'snooze the Ridge wallet sponsor read til 6pm',
    snoozeUntil(l('11-11 18:00'), words('Ridge wallet')),
    move(words('Ridge wallet'), null, '18:00'),
  ),
  london('can the Royal Mail collection reminder wait 2 hours, still blocking the cardis', snoozeFor(120, words('Royal Mail collection'))),
  london(
    'please put off the glaze test reminder to saturday 10 o clock',
    snoozeUntil(l('11-14 10:00'), words('glaze test')),
    move(words('glaze test'), '2026-11-14', '10:00'),
  ),
  london('snooze the guest email 3 hrs, Jamal hasnt confirmed his mic setup', snoozeFor(180, words('guest email'))),
  london(
    'hit snooze on the drive backup thing till the morra at 10',
    snoozeUntil(l('11-12 10:00'), words('drive backup')),
    move(words('drive backup'), '2026-11-12', '10:00'),
  ),
  london(
    'snooze subscriber survey until next tuesday',
    snoozeUntil(l('11-17 12:00'), words('subscriber survey')),
    snoozeUntil(l('11-24 12:00'), words('subscriber survey')),
    move(words('subscriber survey'), '2026-11-17', null),
    move(words('subscriber survey'), '2026-11-24', null),
  ),
  london('snooze 30', NO_CHANGE),
  london('i hit snooze on my alarm four times today, not a great start tbh', NO_CHANGE),
  within(
    reminded('pitch the Substack collab to Tom', l('11-11 15:00')),
    london("ive been putting that off for 3 weeks now haven't I", NO_CHANGE),
  ),
  // New York
  within(
    reminded('send the Glossier brand deal invoice', n('11-11 10:00')),
    newYork('ugh in the middle of a shoot, 2 hrs?', snoozeFor(120)),
  ),
  within(
    reminded('pick up the castings on Canal St', n('11-11 10:00')),
    newYork('they dont open til 11 so ping me at 11:15', snoozeUntil(n('11-11 11:15')), move(ctx, null, '11:15')),
  ),
  within(reminded('email the Hendersons their gallery link', n('11-11 10:00')), newYork('snooze 1hr', snoozeFor(60))),
  within(
    reminded('text Marco about his deposit', n('11-11 10:00')),
    newYork('client in the chair rn, later', snoozeFor(60), snoozeFor(120), snoozeFor(180)),
  ),
  within(
    reminded('pay Local 802 dues', n('11-11 10:00')),
    newYork(
      'tmrw after rehearsal, we wrap around 3',
      snoozeUntil(n('11-12 15:00')),
      snoozeUntil(n('11-12 15:30')),
      move(ctx, '2026-11-12', '15:00'),
    ),
  ),
  within(
    reminded("list the Levi's trucker jacket on Depop", n('11-11 10:00')),
    newYork(
      'now i am on thrift run in Maspeth, remind me this evening please',
      snoozeUntil(n('11-11 18:00')),
      snoozeUntil(n('11-11 19:00')),
      snoozeUntil(n('11-11 20:00')),
      move(ctx, null, '18:00'),
      move(ctx, null, '19:00'),
      move(ctx, null, '20:00'),
    ),
  ),
  within(
    reminded('send the spread sketches to Hannah', n('11-11 10:00')),
    newYork('sorry, I am still coloring. 30 minutes more please', snoozeFor(30)),
  ),
  newYork(
    'snooze the shopify restock til monday 9am',
    snoozeUntil(n('11-16 09:00'), words('shopify restock')),
    move(words('shopify restock'), '2026-11-16', '09:00'),
  ),
  newYork('push my manager call reminder back 15', snoozeFor(15, words('manager call'))),
  within(
    reminded('confirm the second shooter for Saturday', n('11-11 10:00')),
    newYork('she hasnt texted back yet, check w me at 4', snoozeUntil(n('11-11 16:00')), move(ctx, null, '16:00')),
  ),
  within(
    reminded('post the flash day sheet on IG', n('11-11 10:00')),
    newYork('not today. fri', snoozeUntil(n('11-13 12:00')), move(ctx, '2026-11-13', null)),
  ),
  within(
    shown('invoice the Patel wedding', 'cull the Ramirez engagement set', 'sign the Oct 2027 contract'),
    newYork(
      'snooze 2 till tonight',
      snoozeUntil(n('11-11 19:00'), num(2)),
      snoozeUntil(n('11-11 20:00'), num(2)),
      snoozeUntil(n('11-11 18:00'), num(2)),
      move(num(2), null, '19:00'),
      move(num(2), null, '20:00'),
      move(num(2), null, '18:00'),
    ),
  ),
  newYork(
    'the agent call reminder, move it to after lunch. like 1:30',
    snoozeUntil(n('11-11 13:30'), words('agent call')),
    move(words('agent call'), null, '13:30'),
  ),
  newYork('lol my snooze button is broken, alarm went off at 5am for a 9am call time', NO_CHANGE),
  within(
    reminded('invoice the Patel wedding', n('11-11 10:00')),
    newYork('wait did i already send that one? i feel like i did it sunday', NO_CHANGE),
  ),
  newYork('remind me again in 20', NO_CHANGE),
  newYork(
    'snooze the fenty call prep til 2',
    snoozeUntil(n('11-11 14:00'), words('fenty call prep')),
    move(words('fenty call prep'), null, '14:00'),
  ),
  newYork('push the union dues reminder a day', snoozeFor(1440, words('union dues'))),
  newYork('depop shipping labels - snooze 45 min please', snoozeFor(45, words('depop shipping labels'))),
  newYork(
    'snooze the deposit follow ups till after my 1pm session so like 4',
    snoozeUntil(n('11-11 16:00'), words('deposit follow ups')),
    move(words('deposit follow ups'), null, '16:00'),
  ),
  newYork(
    'can u snooze the editor email to 11/16',
    snoozeUntil(n('11-16 12:00'), words('editor email')),
    move(words('editor email'), '2026-11-16', null),
  ),
];

export const NINETYSECOND_CORRECTION: HeldOutItem[] = [
  // London
  within(just('call Kit about the Kettle sponsorship', l('11-12 15:00')), london('no wait, 4 not 3', move(ctx, null, '16:00'))),
  london('move the Panasonic S5 upload to friday 6pm', move(words('Panasonic S5 upload'), '2026-11-13', '18:00')),
  london(
    'the Harrogate christmas market setup is the 5/12 not the 4th, can you change it',
    move(words('christmas market setup'), '2026-12-05', null),
  ),
  within(just('record with Priya', l('11-13 11:00')), london('sorry she can only do half 2', move(ctx, null, '14:30'))),
  london('change the stream schedule post to thursday la', move(words('stream schedule post'), '2026-11-12', null)),
  london(
    'shift the Crieff couple call tae next tuesday at 7 at night',
    move(words('Crieff couple call'), '2026-11-17', '19:00'),
    move(words('Crieff couple call'), '2026-11-24', '19:00'),
  ),
  london(
    'issue 88 goes out sat morning now not friday, update it pls',
    move(words('issue 88'), '2026-11-14', '09:00'),
    move(words('issue 88'), '2026-11-14', '08:00'),
    move(words('issue 88'), '2026-11-14', '10:00'),
    move(words('issue 88'), '2026-11-14', null),
  ),
  london('kiln firing I write wrong, it is Thursday 8 in morning not Wednesday', move(words('kiln firing'), '2026-11-12', '08:00')),
  within(just('send the Fraser edit', l('11-12 12:00')), london('actually make that friday', move(ctx, '2026-11-13', null))),
  within(
    just('Athletic Greens ad read', l('11-12 10:00')),
    london('wait is that the 12th? should be the 19th', move(ctx, '2026-11-19', null)),
  ),
  within(
    shown('bisque firing', 'order celadon glaze', 'book stall at Leek fair'),
    london('number 2 make it monday', move(num(2), '2026-11-16', null)),
  ),
  london('the sub goal stream is 8pm not 7 lad', move(words('sub goal stream'), null, '20:00')),
  london('the couple moved their wedding to june 2028 so thats a whole year of breathing room', NO_CHANGE),
  london('youtube moved my premiere to 6 without asking me, so annoying', NO_CHANGE, move(words('premiere'), null, '18:00')),
  london('change it to 5', NO_CHANGE),
  within(just('post the cardigan restock', l('11-12 12:00')), london('hmm maybe later in the week idk', NO_CHANGE)),
  // New York
  within(just('shoot with Nike', n('11-12 13:00')), newYork('omg no its 11am', move(ctx, null, '11:00'))),
  newYork('move the brooklyn flea setup to sat 7am', move(words('brooklyn flea setup'), '2026-11-14', '07:00')),
  newYork('the Kowalski gallery delivery is 11/20 not 11/18', move(words('Kowalski gallery delivery'), '2026-11-20', null)),
  newYork(
    'reschedule jess touch up to next thurs 3pm',
    move(words('jess touch up'), '2026-11-19', '15:00'),
    move(words('jess touch up'), '2026-11-12', '15:00'),
  ),
  within(just('rehearsal with the Blue Note band', n('11-13 18:00')), newYork('nah they pushed it to 7:30', move(ctx, null, '19:30'))),
  newYork(
    'post office is closed today bc veterans day, move the depop shipping to tmrw morning',
    move(words('depop shipping'), '2026-11-12', '09:00'),
    move(words('depop shipping'), '2026-11-12', '08:00'),
    move(words('depop shipping'), '2026-11-12', '10:00'),
    move(words('depop shipping'), '2026-11-12', null),
  ),
  newYork('Sorry, I made mistake. Meeting with my agent is 3:30, not 3.', move(words('agent'), null, '15:30')),
  within(
    reminded('get the deposit from Tasha', n('11-11 10:00')),
    newYork('she said friday now', move(ctx, '2026-11-13', null), snoozeUntil(n('11-13 12:00')), snoozeUntil(n('11-13 10:00'))),
  ),
  newYork('make the casting pickup 12/1 instead', move(words('casting pickup'), '2026-12-01', null)),
  within(just('second shooter call w Dana', n('11-12 12:00')), newYork('at 5 pls', move(ctx, null, '17:00'))),
  within(
    shown('cull the Ramirez engagement set', 'send the Oct 2027 contract', 'album proofs to Sarah'),
    newYork('the last one to next tuesday', move(num(3), '2026-11-17', null), move(num(3), '2026-11-24', null)),
  ),
  within(
    just('thrift run at the Ridgewood Goodwill', n('11-12 12:00')),
    newYork('maybe i go saturday instead, depends on weather', NO_CHANGE, move(ctx, '2026-11-14', null)),
  ),
  newYork("Leo's tattoo moved from 2 to 4 tomorrow", move(words('Leo'), '2026-11-12', '16:00'), move(words('Leo'), null, '16:00')),
  newYork('my manager moved the Fenty deal to Q1 which honestly is fine by me', NO_CHANGE),
  newYork('we moved the shoot up to the rooftop at 4 and the light was SO much better', NO_CHANGE),
  newYork('can you change the time', NO_CHANGE),
];

export const NINETYSECOND_RAMBLE: HeldOutItem[] = [
  // London
  london(
    "ok so um quick voice note, I need to reshoot the intro for the Z6 III review tomorrow at 10 cos the audio clipped, and er remind me to invoice Moment for the lens sponsorship by friday, and yeah I think that's it",
    [task('reshoot the intro for the Z6 III review', l('11-12 10:00')), task('invoice Moment for the lens sponsorship', l('11-13 12:00'))],
  ),
  london(
    'right so today was mad, sold six of the fair isle hats so I need to order more Shetland yarn tomorrow, and take the parcels to the post office by 4 today, oh and reply to the lady in Leeds about the custom cardigan, no rush on that one',
    [
      task('order more Shetland yarn', l('11-12 12:00')),
      task('take the parcels to the post office', l('11-11 16:00')),
      task('reply to the lady in Leeds about the custom cardigan'),
    ],
  ),
  london(
    'so yeah recorded with Dami today, went really well actually, we talked for like two hours about the old club nights in Dalston, I think its gonna be one of the best episodes, anyway just wanted to say that out loud',
    NO_CHANGE,
  ),
  london(
    'alright la so stream tonight at 7 is sorted, overlays done an all that. what I need is to ring the GFuel lad tomorrow about the discount code and er sort the sub emotes by friday yeah, boss',
    [task('ring the GFuel lad about the discount code', l('11-12 12:00')), task('sort the sub emotes', l('11-13 12:00'))],
  ),
  london(
    'aye so am just drivin back fae the Kinloch House wedding, absolutely knackered, the couple were pure lovely tho. need tae back up the cards the night at 9 and send the sneak peek tae Ailsa and Ross by Saturday. the van MOT is booked fer the 20th anyway so dinnae worry aboot that',
    [task('back up the cards', l('11-11 21:00')), task('send the sneak peek tae Ailsa and Ross', l('11-14 12:00'))],
  ),
  london(
    'Okay, thinking aloud. Issue 89 is about rents in Oxford. I need to email the council press office tomorrow at 9, and then draft the rents piece on Friday. Also paid subscribers went past a thousand today which is mad.',
    [task('email the council press office', l('11-12 09:00')), task('draft the rents piece', l('11-13 12:00'))],
  ),
  london(
    'Salaam, so today I fire the kiln, it is cooling now. Tomorrow I must buy tenmoku glaze from the supplier and Friday I must load the van for Buxton craft fair. Also please remind me call my brother tonight 8 o clock he is asking about stall money',
    [
      task('buy tenmoku glaze from the supplier', l('11-12 12:00')),
      task('load the van for Buxton craft fair', l('11-13 12:00')),
      task('call my brother', l('11-11 20:00')),
    ],
    [
      task('buy tenmoku glaze from the supplier', l('11-12 12:00')),
      task('load the van for Buxton craft fair', l('11-13 12:00')),
      task('call my brother about stall money', l('11-11 20:00')),
    ],
  ),
  london(
    'so the Fuji video is finally up, took me like eleven hours to edit, thumbnail is a bit meh but whatever, views are coming in, the sponsor seems happy, so yeah, nothing to do really just knackered',
    NO_CHANGE,
  ),
  london(
    'ok so the Royal Mail parcels are done, all twelve, and um now I need to photograph the new mustard jumper tomorrow at 11 when the light is good, and relist the cream beanie',
    [done(words('parcels')), task('photograph the new mustard jumper', l('11-12 11:00')), task('relist the cream beanie')],
    [task('photograph the new mustard jumper', l('11-12 11:00')), task('relist the cream beanie')],
  ),
  london(
    'right so the Huel ad read, can you push that to friday at 2 cos the script hasnt come through, and then add edit the Dami episode for monday, and um book the studio for 3/12',
    [
      move(words('Huel'), '2026-11-13', '14:00'),
      task('edit the Dami episode', l('11-16 12:00')),
      task('book the studio', l('12-03 12:00')),
    ],
    [
      snoozeUntil(l('11-13 14:00'), words('Huel')),
      task('edit the Dami episode', l('11-16 12:00')),
      task('book the studio', l('12-03 12:00')),
    ],
  ),
  london(
    'mate what a night, hit 500 subs on the charity stream, raised like 2k for Alder Hey, Ste came on at 11 and did the karaoke bit, absolute scenes. sleepin till 2 tomorrow lol',
    NO_CHANGE,
  ),
  london(
    'so um the Montrose couple want their full film by the 1st which is tight, so put in grade the Montrose film for monday, and charge the drone batteries friday night at 9 for the Glamis shoot',
    [task('grade the Montrose film', l('11-16 12:00')), task('charge the drone batteries', l('11-13 21:00'))],
    [task('grade the Montrose film', l('11-16 12:00')), task('charge the drone batteries for the Glamis shoot', l('11-13 21:00'))],
  ),
  london(
    'Just back from the Bodleian, spent the whole afternoon in the archive for the housing issue. Subscriber numbers flat this week. Not sure the Tuesday 7am send is working but I will think about it.',
    NO_CHANGE,
  ),
  // New York
  newYork(
    'ok so voice note bc im walking, um, send Keisha the Fenty concepts by thursday noon, and I have a shoot with Tay saturday at 2, and like pay the ring light invoice at some point',
    [
      task('send Keisha the Fenty concepts', n('11-12 12:00')),
      task('shoot with Tay', n('11-14 14:00')),
      task('pay the ring light invoice'),
    ],
  ),
  newYork(
    'um so castings came back and three of the signet rings are porous so i gotta recast those signets tomorrow, and list the new hoops on Shopify tonight at 9, and the market is sunday so pack the display trays saturday at 8pm',
    [
      task('recast those signets', n('11-12 12:00')),
      task('list the new hoops on Shopify', n('11-11 21:00')),
      task('pack the display trays', n('11-14 20:00')),
    ],
    [
      task('recast the signets', n('11-12 12:00')),
      task('list the new hoops on Shopify', n('11-11 21:00')),
      task('pack the display trays', n('11-14 20:00')),
    ],
  ),
  newYork(
    'just got home from the Hoboken wedding, 11 hours on my feet, my second shooter was incredible, the couple cried during the first look, sent the sneak peeks already from the car lol. going to bed',
    NO_CHANGE,
  ),
  newYork(
    'yo so flash day is the 21st and I need like 20 more designs, so remind me to draw flash every day at 11, and um text Rosa back about her deposit, she venmoed 100 not 150',
    [task('draw flash', n('11-11 11:00'), { repeat: every('day') }), task('text Rosa back about her deposit')],
  ),
  newYork(
    'ok so um rehearsal for the Apollo gig moved to friday at 6 so change that, and pay my 802 dues before the 30th, and pick up my bass from Eddie tomorrow, he closes at 5',
    [
      move(words('rehearsal'), '2026-11-13', '18:00'),
      task('pay my 802 dues', n('11-30 12:00')),
      task('pick up my bass from Eddie', n('11-12 12:00')),
    ],
    [
      move(words('rehearsal'), '2026-11-13', '18:00'),
      task('pay my 802 dues', n('11-29 12:00')),
      task('pick up my bass from Eddie', n('11-12 12:00')),
    ],
    [
      move(words('rehearsal'), '2026-11-13', '18:00'),
      task('pay my 802 dues', n('11-30 12:00')),
      task('pick up my bass from Eddie', n('11-12 16:00')),
    ],
    [
      move(words('rehearsal'), '2026-11-13', '18:00'),
      task('pay my 802 dues', n('11-29 12:00')),
      task('pick up my bass from Eddie', n('11-12 16:00')),
    ],
  ),
  newYork(
    'so today I was on thrift run in Maspeth and Glendale, I find very good Carhartt jackets, 6 pieces. Tomorrow I must photograph the jackets for Depop, and on friday ship the 9 orders',
    [task('photograph the jackets for Depop', n('11-12 12:00')), task('ship the 9 orders', n('11-13 12:00'))],
  ),
  newYork(
    'Hello. Today I finished the rough for spread 7, please mark it done. Tomorrow 2pm I have call with my editor Hannah about the cover, and I must send invoice to my agent Miriam before Friday.',
    [
      done(words('spread 7')),
      task('call with my editor Hannah about the cover', n('11-12 14:00')),
      task('send invoice to my agent Miriam', n('11-13 12:00')),
    ],
    [
      done(words('spread 7')),
      task('call with my editor Hannah about the cover', n('11-12 14:00')),
      task('send invoice to my agent Miriam', n('11-12 12:00')),
    ],
  ),
  newYork(
    'omg so the video from sunday hit 2 million, my manager is freaking out, three brands emailed already, i literally cannot believe it, ok thats all i just needed to tell someone',
    NO_CHANGE,
  ),
  newYork(
    'ok um so the Shopify restock drop, lets do it friday 7pm instead of thursday, and add order more 14k wire, and pay Mike the caster',
    [move(words('restock drop'), '2026-11-13', '19:00'), task('order more 14k wire'), task('pay Mike the caster')],
  ),
  newYork(
    'slow day at the shop, only had one walk in at like 2, a little fine line moth on a wrist. deposit rule is working tho, nobody no-showed this week',
    NO_CHANGE,
  ),
  newYork(
    'so im in the car, um, need to send the Patel contract tonight at 8, and send Dana the timeline for the 12/5 wedding by monday, and I should back up the Hoboken cards but actually that is done, did it this morning',
    [task('send the Patel contract', n('11-11 20:00')), task('send Dana the timeline for the 12/5 wedding', n('11-16 12:00'))],
    [
      task('send the Patel contract', n('11-11 20:00')),
      task('send Dana the timeline for the 12/5 wedding', n('11-16 12:00')),
      done(words('Hoboken cards')),
    ],
  ),
  newYork(
    'played the Smalls late set last night, got home at 4, the drummer from the 11pm set wants me for a record date in january maybe, we will see, pay was 150 which is whatever',
    NO_CHANGE,
  ),
  newYork(
    'ok second voice message. the Levis order from Ohio, buyer want refund because stain, so I must reply to the Ohio buyer about refund today, and also snooze the thrift run reminder to saturday, tomorrow is raining',
    [task('reply to the Ohio buyer about refund', n('11-11 12:00')), snoozeUntil(n('11-14 12:00'), words('thrift run'))],
    [task('reply to the Ohio buyer about refund', n('11-11 12:00')), move(words('thrift run'), '2026-11-14', null)],
  ),
  newYork(
    'My agent said the publisher liked the dummy book very much. I am so relieved, I was worried for three weeks. Now just waiting for the contract, maybe December.',
    NO_CHANGE,
  ),
];
