/**
 * Held-out messages (ninetysecond part) from fourteen people who make things for a living. On London
 * time, writing day-first dates: a camera-review YouTuber in Bristol (uploads, sponsors, thumbnails),
 * an Etsy knitwear seller in Harrogate (orders, yarn, Royal Mail), a podcaster in Hackney (guests,
 * edits, ad reads), a Twitch streamer in Liverpool who writes some Scouse (schedules, subs, sponsors),
 * a wedding videographer in Dundee who writes some Scots (edits, drives, couples), a newsletter writer
 * in Oxford (issues, subscribers, Substack) and a potter in Stoke whose first language is Urdu (kilns,
 * glazes, craft fairs). On New York time, writing month-first dates: a TikTok creator in Bed-Stuy
 * (brand deals, shoots, her manager), a jewellery maker on the Lower East Side (casting, Shopify,
 * markets), a wedding photographer in Montclair (galleries, second shooters, contracts), a tattoo
 * artist in Bushwick (bookings, deposits, flash days), a session musician in Harlem (gigs, rehearsals,
 * union dues), a vintage reseller in Ridgewood whose first language is Polish (Depop, thrift runs,
 * shipping) and a children's book illustrator in Park Slope whose first language is Japanese (drafts,
 * the editor, the agent). All read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  done,
  every,
  inMinutes,
  l,
  london,
  n,
  newYork,
  num,
  remove,
  snoozeFor,
  task,
  within,
  words,
} from './held-out-kit';
import { NINETYSECOND_SNOOZE, NINETYSECOND_CORRECTION, NINETYSECOND_RAMBLE } from './held-out-ninetysecond-g';

/** A follow-up reminder for `title` was just sent ("Did you get to X?"). */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` was just added or changed, nothing asked. */
const justAdded = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listedAs = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
const urgent = { important: true };

export const NINETYSECOND_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me tmrw 10am to email the Sigma rep about the 35mm review embargo',
    task('email the Sigma rep about the 35mm review embargo', l('11-12 10:00')),
  ),
  london(
    'need to redo the thumbnail for the X100VI vid before fri, and book the studio for the 24th',
    [task('redo the thumbnail for the X100VI vid', l('11-13')), task('book the studio for the 24th')],
    [task('redo the thumbnail for the X100VI vid', l('11-12')), task('book the studio for the 24th')],
  ),
  london(
    'post the fair isle cardi to mrs hartley in leeds tomorrow, last royal mail collection is half 5',
    task('post the fair isle cardi to mrs hartley in leeds', l('11-12')),
    task('post the fair isle cardi to mrs hartley in leeds', l('11-12 17:30')),
  ),
  london(
    'order more aran yarn from the mill, running really low, urgent',
    task('order more aran yarn from the mill', null, urgent),
    task('order more aran yarn from the mill'),
  ),
  london('can u add send guest release form to Priya, and record the Huel ad read by monday 9am', [
    task('send guest release form to Priya'),
    task('record the Huel ad read', l('11-16 09:00')),
  ]),
  london(
    'um so yeah can you remind me in like 20 mins to export the stems for episode 42 and upload them to the drive for Marcus yeah',
    task('export the stems for episode 42 and upload them to the drive for Marcus', inMinutes(20)),
    [task('export the stems for episode 42', inMinutes(20)), task('upload them to the drive for Marcus', inMinutes(20))],
  ),
  london(
    'ey la remind us sat at 6 to sort the sub goal overlay before stream, ta',
    task('sort the sub goal overlay before stream', l('11-14 18:00')),
    task('sort the sub goal overlay', l('11-14 18:00')),
  ),
  london(
    'put in me sponsor call with HyperX thurs 3pm, dead important like',
    task('sponsor call with HyperX', l('11-12 15:00'), urgent),
    task('sponsor call with HyperX', l('11-12 15:00')),
  ),
  london(
    'need tae back up the Kinnear wedding drives the morn, dinnae let me forget',
    task('back up the Kinnear wedding drives', l('11-12')),
  ),
  london(
    'send the highlight reel tae Eilidh an Ross by the 20th',
    task('send the highlight reel tae Eilidh an Ross', l('11-20')),
    task('send the highlight reel to Eilidh and Ross', l('11-20')),
  ),
  london(
    'remind me sunday 8pm to draft issue 87 (the bodleian one)',
    task('draft issue 87', l('11-15 20:00')),
    task('draft issue 87 the bodleian one', l('11-15 20:00')),
  ),
  london(
    'every monday 9am check substack stats & reply to subscriber emails',
    task('check substack stats & reply to subscriber emails', l('11-16 09:00'), { repeat: every('week') }),
    [
      task('check substack stats', l('11-16 09:00'), { repeat: every('week') }),
      task('reply to subscriber emails', l('11-16 09:00'), { repeat: every('week') }),
    ],
  ),
  london(
    'Please remind me tomorrow morning for unload the kiln, it will be cool by then',
    task('unload the kiln', l('11-12 08:00')),
    task('unload the kiln', l('11-12 09:00')),
    task('unload the kiln', l('11-12 10:00')),
  ),
  london(
    'I must order celadon glaze before 3/12 because price is going up, please remind',
    task('order celadon glaze', l('12-03')),
    task('order celadon glaze', l('12-02')),
  ),
  london('Royal Mail collected the parcels at 11, all three gone 🙌', NO_CHANGE),
  london('issue 86 went out at 7 this morning, 41% open rate so far', NO_CHANGE),
  london('kiln is firing till 9 tonight, cone 6 glaze test inside', NO_CHANGE),
  // New York
  newYork(
    'remind me to send the Glossier deck to Tasha (my manager) by 5 today',
    task('send the Glossier deck to Tasha', n('11-11 17:00')),
    task('send the Glossier deck to Tasha my manager', n('11-11 17:00')),
  ),
  newYork('pls remind me 11/18 to prep outfits for the fenty shoot', task('prep outfits for the fenty shoot', n('11-18'))),
  newYork(
    'add pick up castings from the caster on 47th st tmrw 2pm',
    task('pick up castings from the caster on 47th st', n('11-12 14:00')),
  ),
  newYork(
    'need to restock the shopify listings for the huggies + update the shipping rates asap',
    [task('restock the shopify listings for the huggies', null, urgent), task('update the shipping rates', null, urgent)],
    [task('restock the shopify listings for the huggies'), task('update the shipping rates', null, urgent)],
    [task('restock the shopify listings for the huggies'), task('update the shipping rates')],
  ),
  newYork('remind me friday to send the Delgado contract for countersign', task('send the Delgado contract for countersign', n('11-13'))),
  newYork(
    "deliver the O'Connell gallery by 11/30 and pay Jess for second shooting ($400)",
    [task("deliver the O'Connell gallery", n('11-30')), task('pay Jess for second shooting')],
    [task("deliver the O'Connell gallery", n('11-30')), task('pay Jess for second shooting ($400)')],
    [task("deliver the O'Connell gallery", n('11-30')), task('pay Jess for second shooting', n('11-30'))],
    [task("deliver the O'Connell gallery", n('11-30')), task('pay Jess for second shooting ($400)', n('11-30'))],
  ),
  newYork(
    'text Marco abt his deposit for the sleeve session, its been 3 days',
    task('text Marco abt his deposit for the sleeve session'),
    task('text Marco about his deposit for the sleeve session'),
  ),
  newYork(
    'remind me thurs 8pm to print the flash sheets for saturday',
    task('print the flash sheets for saturday', n('11-12 20:00')),
    task('print the flash sheets', n('11-12 20:00')),
  ),
  newYork(
    'union dues due the 1st, remind me the 30th',
    task('union dues', n('11-30')),
    task('pay union dues', n('11-30')),
    task('union dues due the 1st', n('11-30')),
  ),
  newYork(
    'learn the charts for the Dana Reid gig by monday, rehearsal is tuesday 7',
    task('learn the charts for the Dana Reid gig', n('11-16')),
    [task('learn the charts for the Dana Reid gig', n('11-16')), task('rehearsal', n('11-17 19:00'))],
  ),
  newYork(
    'tomorow i go thrift run in Jersey, remind me 8 am take the big bags',
    task('take the big bags', n('11-12 08:00')),
    task('take the big bags for thrift run', n('11-12 08:00')),
  ),
  newYork(
    'ship depop order to Kayla in Ohio today before post office close',
    task('ship depop order to Kayla in Ohio', n('11-11')),
    task('ship depop order to Kayla in Ohio', n('11-11 17:00')),
  ),
  newYork(
    'Please remind me to send the revised spread 12-13 to my editor Ms. Klein on Monday morning.',
    task('send the revised spread 12-13 to my editor Ms. Klein', n('11-16 08:00')),
    task('send the revised spread 12-13 to my editor Ms. Klein', n('11-16 09:00')),
    task('send the revised spread 12-13 to my editor Ms. Klein', n('11-16 10:00')),
  ),
  newYork(
    'Next week Tuesday I want to call my agent about the picture book advance. 10am is good.',
    task('call my agent about the picture book advance', n('11-17 10:00')),
  ),
  newYork('the Patel engagement session wrapped at 4 yesterday, golden hour was insane', NO_CHANGE),
  newYork('had 3 walk-ins before noon yesterday, deposits all paid 💸', NO_CHANGE),
];

export const NINETYSECOND_DONE: HeldOutItem[] = [
  // London
  within(reminded('upload the Sigma 35mm review'), london('yep its live 🎉', done())),
  within(reminded('email the Sigma rep', l('11-11 14:00')), london('done n dusted', done())),
  within(
    listedAs('post fair isle cardi to mrs hartley', 'order aran yarn', 'reply to etsy messages', 'photograph the new beanies'),
    london('2 and 4 done x', [done(num(2)), done(num(4))]),
  ),
  london('posted the cardi to mrs hartley this morning, tick it off', done(words('cardi to mrs hartley'))),
  within(reminded('export the stems for episode 42'), london('yeah sent them to marcus about 10 mins ago', done())),
  london('finished editing the Priya ep, mark that done pls', done(words('Priya ep'))),
  within(reminded('sort the sub goal overlay'), london('sorted it la', done())),
  london('sent the HyperX invoice, tick it off for us', done(words('HyperX invoice'))),
  within(reminded('back up the Kinnear wedding drives'), london('aye, done it last nicht', done())),
  within(
    listedAs('send highlight reel tae Eilidh an Ross', 'back up Kinnear drives', 'invoice the Murrays'),
    london('the last wan is done', done(num(3)), done(words('invoice the Murrays'))),
  ),
  london('issue 87 is scheduled for tuesday, cross it off', done(words('issue 87'))),
  within(reminded('unload the kiln'), london('Yes I have unloaded, two pots are cracked unfortunately', done())),
  london('glaze order is done, I paid it today', done(words('glaze order'))),
  within(
    which('post the cardi to mrs hartley', 'post the beanies to Bath'),
    london('the Bath one', answer(2), done(num(2)), done(words('beanies to Bath'))),
  ),
  // London: look like a tick, change nothing
  within(reminded('send the highlight reel tae Eilidh an Ross'), london('no yet, still renderin', NO_CHANGE)),
  london('done 6 hours streaming today im cooked', NO_CHANGE),
  london('did I already email the Sigma rep?', NO_CHANGE),
  london('done', NO_CHANGE),
  // New York
  within(reminded('send the Glossier deck to Tasha'), newYork('sent!! she loved it', done())),
  newYork('ok the fenty outfits are prepped, check that off', done(words('fenty outfits'))),
  within(
    listedAs(
      'pick up castings on 47th',
      'restock huggies on shopify',
      'update shipping rates',
      'book booth for the Artists & Fleas market',
    ),
    newYork('1 n 3 done', [done(num(1)), done(num(3))]),
  ),
  newYork('castings picked up', done(words('castings'))),
  within(reminded('send the Delgado contract for countersign'), newYork("signed and back already, they're fast", done())),
  newYork("O'Connell gallery delivered ✔️ and paid Jess", [done(words("O'Connell gallery")), done(words('Jess'))]),
  within(reminded('text Marco about his deposit'), newYork('yea he paid', done())),
  newYork('paid my 802 dues finally', done(words('dues'))),
  within(
    listedAs('learn the charts for the Dana Reid gig', 'pay union dues', 'restring the bass'),
    newYork('did the last two', [done(num(2)), done(num(3))]),
  ),
  within(reminded('ship depop order to Kayla'), newYork('yes is shipped, tracking i send her already', done())),
  newYork('i done the thrift run, bags empty now lol', done(words('thrift run')), NO_CHANGE),
  newYork('I finished the revised spread and sent to Ms. Klein. Please mark complete.', done(words('revised spread'))),
  // New York: look like a tick, change nothing
  within(reminded('print the flash sheets'), newYork('cant rn, got a client in the chair', NO_CHANGE, snoozeFor(60))),
  newYork('Is the sketch for page 8 done? I can not remember if I sent it.', NO_CHANGE),
  newYork('im so done with brand emails today 😩', NO_CHANGE),
  newYork('finished a 4 hr session at 2am, wrist is dead', NO_CHANGE),
];

export const NINETYSECOND_REMOVE: HeldOutItem[] = [
  // London
  london('sigma pulled the sponsorship so delete the email the Sigma rep task', remove(words('email the Sigma rep'))),
  within(justAdded('book the studio for the 24th'), london('actually scrap that, my mates letting me use his garage', remove())),
  within(
    listedAs('post fair isle cardi to mrs hartley', 'order aran yarn', 'knit the mustard beanie for Jo', 'photograph the new beanies'),
    london('get rid of number 3 please, the buyer cancelled', remove(num(3))),
  ),
  london("Priya's dropped out so can you take the release form thing off my list", remove(words('release form'))),
  within(reminded('record the Huel ad read', l('11-11 14:00')), london('huel cancelled the whole campaign, bin it', remove())),
  london('ey get rid of the hyperx call, they ghosted me', remove(words('hyperx call'))),
  within(
    listedAs('send highlight reel tae Eilidh an Ross', 'back up Kinnear drives', 'invoice the Murrays', 'buy new SD cards'),
    london('delete 4, got some fae Jamie', remove(num(4))),
  ),
  london('remove both the welcome email one and the stats one', [remove(words('welcome email')), remove(words('stats'))]),
  within(
    which('reply to subscriber emails', 'check substack stats & reply to subscriber emails'),
    london('2, remove it', answer(2), remove(num(2))),
  ),
  london('Please delete the craft fair table booking, the fair is cancelled this year', remove(words('craft fair'))),
  within(justAdded('order celadon glaze', l('12-03')), london('sorry no, remove, my friend is giving me his glaze', remove())),
  // London: look like a removal, change nothing (or ask)
  london('a customer cancelled her order for the mustard beanie, refunded her £28', NO_CHANGE),
  london('remind me to remove the old sub badges from the channel tmrw', task('remove the old sub badges from the channel', l('11-12'))),
  london('the Murrays cancelled their wedding, gutted for them', NO_CHANGE),
  london('I deleted the old photos from my Instagram shop', NO_CHANGE),
  london('just delete it', NO_CHANGE),
  // New York
  within(reminded('send the Glossier deck to Tasha'), newYork('tasha said the deal fell thru, just delete it', remove())),
  newYork('take off the fenty outfit prep, shoot got cancelled', remove(words('fenty outfit prep'))),
  within(
    listedAs(
      'pick up castings on 47th',
      'restock huggies on shopify',
      'update shipping rates',
      'book booth for the Artists & Fleas market',
    ),
    newYork('nix the last one, market is full', remove(num(4))),
  ),
  newYork('remove "pay Jess" I venmoed her last night', remove(words('pay Jess')), done(words('pay Jess'))),
  within(
    justAdded('send the Delgado contract for countersign', n('11-13')),
    newYork('wait no delete that, they signed already', remove(), done()),
  ),
  newYork('cancel the marco reminder he blocked me lmao', remove(words('marco'))),
  within(
    listedAs('learn the charts for the Dana Reid gig', 'pay union dues', 'restring the bass'),
    newYork('dana canceled the gig so drop 1', remove(num(1))),
  ),
  newYork('plz remove task about big bags, i dont go to jersey anymore', remove(words('big bags'))),
  within(reminded('ship depop order to Kayla'), newYork('she cancel the order, so no need, delete', remove())),
  newYork(
    'Please delete the task "call my agent about the advance". She already emailed me the answer.',
    remove(words('call my agent')),
    done(words('call my agent')),
  ),
  // New York: look like a removal, change nothing (or ask)
  newYork('deleted the sold-out listings on shopify this morning', NO_CHANGE),
  within(reminded('print the flash sheets'), newYork('flash day got cancelled?? lemme check w the shop first', NO_CHANGE)),
  newYork('the sub gig at birdland tonight got canceled, free night i guess', NO_CHANGE),
  newYork('My editor removed two pages from the book, so now 30 pages. Interesting.', NO_CHANGE),
  newYork('client cancelled her 2pm, deposit is non refundable tho', NO_CHANGE),
];

export const HELD_OUT_NINETYSECOND_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETYSECOND_ASK,
  done: NINETYSECOND_DONE,
  remove: NINETYSECOND_REMOVE,
  snooze: NINETYSECOND_SNOOZE,
  correction: NINETYSECOND_CORRECTION,
  ramble: NINETYSECOND_RAMBLE,
};

export const HELD_OUT_NINETYSECOND: HeldOutItem[] = Object.values(HELD_OUT_NINETYSECOND_KINDS).flat();
