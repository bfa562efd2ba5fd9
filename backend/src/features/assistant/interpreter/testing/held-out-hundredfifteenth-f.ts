/**
 * Held-out set, hundredfifteenth part f: gardeners, landscapers and tree surgeons.
 *
 * London (Europe/London, day-first dates):
 * - Dot, self-employed gardener in Norwich with a round of regular clients (lawns, hedges, green waste; chatty, "duck", "love").
 * - Kofi, landscaper in Lewisham doing patios and fencing (quotes, the lads, the skip, the van; short lines).
 * - Marek, tree surgeon in Swindon; his first language is Polish (climbs, the chipper, TPOs, council permits).
 * - Isla, garden designer in Aberdeen who writes some Scots ("the morn", "aye", "ken", "dreich").
 * - Harpreet, runs a lawn-care and weed-control franchise in Wolverhampton (treatments, routes, customers; some Punjabi words).
 *
 * New York (America/New_York, month-first dates):
 * - Alejandro, landscaper with two crews in Yonkers; his first language is Spanish (mowing contracts, leaf cleanups, snow plowing).
 * - Dre, tree-removal guy in the Bronx (stump grinding, crane days, insurance; all lower case, no punctuation).
 * - Mai, runs a plant shop and interior-plant care service in Williamsburg; her first language is Japanese (office visits, deliveries).
 * - Gary, snow-plow and hardscape contractor on Staten Island (salt, the plow truck, driveways; blunt, clipped).
 * - Hannah, rooftop-garden and terrace designer in Tribeca (clients, nurseries, buildings' boards; long careful messages).
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
  done,
  l,
  london,
  n,
  newYork,
  num,
  remove,
  rename,
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

export const HUNDREDFIFTEENTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    just("cut Mrs Pargeter's hedge", l('11-13 10:00')),
    london("oh bin that one duck, she's rung to say her son's doing it now he's home from uni", remove()),
  ),
  london(
    'take the green waste run off my list love, the council lorry came and took the whole lot this morning bless em',
    remove(words('green waste')),
    done(words('green waste')),
  ),
  within(
    shown('quote for the Catford patio', 'pick up sleepers from Travis', 'book the skip', 'pay the lads'),
    london('knock 3 off. skip firm sorted it themselves', remove(num(3)), done(num(3))),
  ),
  london('delete the Brockley fence quote. customer went elsewhere', remove(words('Brockley fence quote'))),
  london('please remove the climb on thursday in Old Town, client cancel because the neighbour make complaint', remove(words('Old Town'))),
  within(
    reminded('apply for council permit for the oak on Kingshill Road', l('11-11 14:00')),
    london('you can delete this one, the oak have TPO so we cannot touch it anyway', remove()),
  ),
  within(
    shown('chipper service', 'buy new chain for the 261', 'invoice Mr Hughes', 'call council about TPO'),
    london(
      '1 and 2 delete please, my brother is doing both yesterday already',
      [remove(num(1)), remove(num(2))],
      [done(num(1)), done(num(2))],
    ),
  ),
  london(
    "can ye scrap the Cults border planting, the wifie's decided she's no wantin a border efter aw",
    remove(words('Cults border planting')),
  ),
  within(
    just('send Mrs Cruickshank the moodboard', l('11-12 10:00')),
    london("och ignore that, she's pulled oot the whole job. nae bother", remove()),
  ),
  london(
    "remove the Tettenhall route for friday ji, all those customers moved over to Simran's van now",
    remove(words('Tettenhall route')),
  ),
  within(
    which('call Mr Bains re moss treatment', 'call Mr Bains re invoice'),
    london('invoice wala, delete it he paid this morning', remove(num(2)), done(num(2)), answer(2)),
  ),
  within(
    shown('Mr Ellison lawn', 'Broadland hedges', 'buy strimmer line', 'Mrs Pargeter leaves'),
    london('get rid of number 1 love, the poor man passed away on sunday 😢 his daughter rang me', remove(num(1))),
  ),
  // London: cancel/delete words in news, nothing to change
  london('Hither Green lot cancelled on me for the 3rd time. still want it doing in spring apparently 🙄', NO_CHANGE),
  london('council lose my permit application, they find it again after two hour on the phone. unbelievable this country', NO_CHANGE),
  london("don't remove any of the Penn customers ji, I know they're late paying but they always pay in the end", NO_CHANGE),

  // New York: removals
  newYork(
    'please remove the leaf cleanup at Getty Square, the super say they do it with their own guys this year',
    remove(words('Getty Square')),
  ),
  within(
    shown('fix plow blade truck 2', 'leaf cleanup Bronxville', 'pay crew', 'buy salt'),
    newYork('borra el 4, we still have 40 bags in the garage', remove(num(4))),
  ),
  newYork('take off the stump grind on pelham pkwy guy says he dont want it no more', remove(words('stump grind'))),
  within(
    reminded('call the crane company about saturday', n('11-11 09:00')),
    newYork('delete that crane day got pushed to next month they already know', remove()),
  ),
  newYork(
    'Please delete the plant visit at the Kent Ave office on Friday. They close the office for renovation.',
    remove(words('Kent Ave')),
  ),
  within(
    just('deliver fiddle leaf fig to Ms. Park', n('11-12 14:00')),
    newYork('Sorry please cancel this. Customer change her mind, she want refund 😞', remove()),
  ),
  newYork('kill the salt order reminder. got it', remove(words('salt order')), done(words('salt order'))),
  within(
    shown('Tottenville driveway quote', 'plow truck inspection', 'Grasso pavers', 'salt spreader part'),
    newYork('drop 1 and 3. lost both', [remove(num(1)), remove(num(3))]),
  ),
  newYork(
    "Could you please remove the reminder about the Greenwich St board presentation? The co-op board has postponed it indefinitely pending their facade work, so there's nothing for me to prepare for the foreseeable future.",
    remove(words('Greenwich St board presentation')),
  ),
  within(
    which('order the Japanese maples from Rosedale', 'order the boxwoods from Rosedale'),
    newYork(
      "The maples one, please delete it. The client has decided she'd rather have river birch, so I'll be rethinking that order entirely.",
      remove(num(1)),
      answer(1),
    ),
  ),
  within(just('get insurance cert to the co op on gun hill'), newYork('scratch that they got it from my broker already', remove(), done())),
  // New York: cancel/delete words in news, nothing to change
  newYork('Grasso canceled. third one this week. people are cheap', NO_CHANGE),
  newYork('The office on Wythe remove all the plants from the lobby, they say too much maintenance. I am sad.', NO_CHANGE),
  newYork('the Bronxville client cancel the snow contract but he want to keep the lawn for spring, ok whatever', NO_CHANGE),
];

export const HUNDREDFIFTEENTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(
    just('mow Mr Ellis lawn', l('11-12 10:00')),
    london('oh not Ellis duck, Ellison. Ellis is the one with the pond', rename(ctx, 'mow Mr Ellison lawn')),
  ),
  london(
    'can you change the hedge one to say "Broadland hedges + take the green waste" love',
    rename(words('hedge'), 'Broadland hedges + take the green waste'),
  ),
  within(just('order 20 fence panels'), london('make it 24 panels not 20', rename(ctx, 'order 24 fence panels'))),
  within(
    shown('Catford patio quote', 'book skip', 'pay the lads'),
    london('2 shud be book 8 yard skip', rename(num(2), 'book 8 yard skip')),
  ),
  within(
    just('climb the beech in Old Town', l('11-13 08:00')),
    london('sorry is not beech, is sycamore. I mix the trees in English', rename(ctx, 'climb the sycamore in Old Town')),
  ),
  london(
    'please change name of the task "permit" to "council permit for Kingshill Road oak"',
    rename(words('permit'), 'council permit for Kingshill Road oak'),
  ),
  within(
    just('phone the nursery in Inverurie'),
    london("naw it's the one in Banchory, no Inverurie. ma heid's mince the day", rename(ctx, 'phone the nursery in Banchory')),
  ),
  within(
    reminded('draw up plan for the Cults garden', l('11-11 15:00')),
    london('aye can ye call it "Cults garden - planting plan v2" so I ken which yin it is', rename(ctx, 'Cults garden - planting plan v2')),
  ),
  within(just('call Mr Sandhu re moss'), london('not Sandhu ji, Sidhu. Sandhu is the Bilston one', rename(ctx, 'call Mr Sidhu re moss'))),
  within(
    shown('Penn route treatments', 'order fertiliser', 'chase unpaid invoices'),
    london('change 2 to "order autumn feed + moss killer"', rename(num(2), 'order autumn feed + moss killer')),
  ),
  within(just('text Dev about the van'), london('wrong lad. Dez has the van not Dev', rename(ctx, 'text Dez about the van'))),
  within(
    just('Mrs Pargeter leaves', l('11-12 13:00')),
    london(
      'hmm was it her leaves or her gutters she wanted me for? think it was gutters actually love',
      rename(ctx, 'Mrs Pargeter gutters'),
      unclear,
    ),
  ),
  // London: look like renames, change nothing (or a decision)
  london('council now call it "works to protected trees" form, before was different name. always they change something', NO_CHANGE),
  london("we're changin the business name tae Thistle & Stone Gardens fae January, new van signs are ordered", NO_CHANGE, decision),
  within(
    just('call Mrs Kaur about weeds'),
    london('Mrs Kaur is my massi, very sweet lady, always makes me chai when I do her lawn', NO_CHANGE),
  ),

  // New York: renames
  within(
    just('leaf cleanup at the Bronxville house', n('11-12 08:00')),
    newYork('no is Tuckahoe not Bronxville, perdón', rename(ctx, 'leaf cleanup at the Tuckahoe house')),
  ),
  newYork('change the name of "plow" to "fix plow blade on truck 2"', rename(words('plow'), 'fix plow blade on truck 2')),
  within(just('grind stump on pelham pkwy'), newYork('its pelham bay not pelham pkwy my bad', rename(ctx, 'grind stump on pelham bay'))),
  within(
    shown('crane day gun hill', 'insurance renewal', 'fix chipper belt'),
    newYork('3 make it fix chipper belt and grinder teeth', rename(num(3), 'fix chipper belt and grinder teeth')),
  ),
  within(
    just('deliver monstera to Ms Park'),
    newYork('Sorry, not monstera. It is the pothos. Please correct.', rename(ctx, 'deliver pothos to Ms Park')),
  ),
  newYork(
    'Can you change "office visit" to "office visit Kent Ave - bring neem oil"',
    rename(words('office visit'), 'office visit Kent Ave - bring neem oil'),
  ),
  within(
    shown('Kent Ave office visit', 'repot Ms Park ficus', 'order soil'),
    newYork(
      'Number 2 is not ficus, it is rubber plant. Same family but customer say rubber plant.',
      rename(num(2), 'repot Ms Park rubber plant'),
    ),
  ),
  within(just('quote Russo driveway'), newYork('Rossi. not Russo', rename(ctx, 'quote Rossi driveway'))),
  within(
    reminded('plow truck inspection', n('11-11 09:00')),
    newYork('rename it plow truck inspection + new cutting edge', rename(ctx, 'plow truck inspection + new cutting edge')),
  ),
  within(
    just('email the Harrison St board about the waterproofing', n('11-12 10:00')),
    newYork(
      "Apologies, I wrote that wrong: it's the Hubert Street building, not Harrison. Harrison is the terrace we finished in September. Could you correct it so I don't email the wrong board tomorrow?",
      rename(ctx, 'email the Hubert Street board about the waterproofing'),
    ),
  ),
  newYork(
    'Would you rename the nursery task to "confirm the Rosedale delivery window with the doorman at 55 Warren"? The old title doesn\'t tell me anything when I read it on site.',
    rename(words('nursery'), 'confirm the Rosedale delivery window with the doorman at 55 Warren'),
  ),
  // New York: look like renames, change nothing (or a decision)
  newYork('the city rename the street by our Yonkers contract, now is Ella Fitzgerald Way or something, funny', NO_CHANGE),
  newYork("changing the name on the trucks to Kowalczyk & Son. kid's joining in jan", NO_CHANGE, decision),
  within(
    just('call Mrs. Adeyemi about the planters'),
    newYork(
      "Mrs. Adeyemi is actually Dr. Adeyemi, she's a surgeon at Mount Sinai, though she's told me more than once not to bother with the title.",
      NO_CHANGE,
    ),
  ),
];

export const HUNDREDFIFTEENTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs in one voice note
  london(
    "ooh what a morning duck, Mrs Pargeter kept me nattering for an hour about her new hip, bless her. anyway love I need to pick up more green waste bags from the tip shop, and remind me friday to invoice the Broadland lot for october, and put down to do Mr Ellison's hedge, he's not fussed when",
    [
      task('pick up more green waste bags from the tip shop'),
      task('invoice the Broadland lot for october', l('11-13')),
      task("do Mr Ellison's hedge"),
    ],
  ),
  london(
    'long day. lads done the Catford patio, looks mint. need to get the skip swapped tmrw, pay the lads friday, send the Brockley quote tonight',
    [task('get the skip swapped', l('11-12')), task('pay the lads', l('11-13')), task('send the Brockley quote', l('11-11 20:00'))],
  ),
  london(
    'ok so today was hard climb, the ash in Wroughton was full of dieback, very dangerous, we take it down in sections. tomorrow morning I must service the chipper because blades are blunt, and I need to send to council the TPO application for the oak before friday, and also call Mr Hughes, he still not pay invoice from october',
    [
      task('service the chipper', l('11-12 09:00')),
      task('send to council the TPO application for the oak', l('11-13')),
      task('call Mr Hughes'),
    ],
    [
      task('service the chipper', l('11-12 09:00')),
      task('send to council the TPO application for the oak', l('11-12')),
      task('call Mr Hughes'),
    ],
  ),
  london(
    "och whit a dreich day, drookit tae the skin at the Cults job. onywye, the morn I need tae phone the Banchory nursery aboot the birches, and I've tae get the Cruickshank drawings done by Friday. And mind me tae pay the van insurance, it's due on the 20th",
    [
      task('phone the Banchory nursery aboot the birches', l('11-12')),
      task('get the Cruickshank drawings done', l('11-13')),
      task('pay the van insurance', l('11-20')),
    ],
  ),
  london(
    'Sat sri akal. Routes were mad today, two vans out and one broke down in Bilston. Need to book the van into the garage tomorrow first thing, order more selective weedkiller, and call back the new customer in Tettenhall who wants a quote for scarifying',
    [
      task('book the van into the garage', l('11-12 09:00')),
      task('order more selective weedkiller'),
      task('call back the new customer in Tettenhall who wants a quote for scarifying'),
    ],
    [
      task('book the van into the garage', l('11-12 08:00')),
      task('order more selective weedkiller'),
      task('call back the new customer in Tettenhall who wants a quote for scarifying'),
    ],
  ),
  london(
    "oh love i'm all behind like the cow's tail. back's playing up, three clients chasing me, leaves everywhere you look. put down: leaves at Mrs Pargeter's, book the physio for my back, and ring the Hendersons about their hedge quote",
    [task("leaves at Mrs Pargeter's"), task('book the physio for my back'), task('ring the Hendersons about their hedge quote')],
    [
      task("leaves at Mrs Pargeter's"),
      task('book the physio for my back'),
      task('ring the Hendersons about their hedge quote'),
      talk('overwhelmed'),
    ],
  ),
  london("van failed MOT. skip man late. Dez off sick. gotta book the MOT retest and ring Dez's mum, he aint answering", [
    task('book the MOT retest'),
    task("ring Dez's mum"),
  ]),
  // London: decisions in a ramble
  london(
    'I think about it long time and I decide: no more climbing jobs over 25 metre without second climber on site. Too risky, my wife agree. This is final.',
    decision,
  ),
  london(
    "right, that's me decided. I'm no takin on ony mair big hard landscaping jobs, the design side's whit I love and the patios are killin ma back. need tae tell Stuart, which I'm dreadin",
    [decision, task('tell Stuart')],
  ),
  london(
    "Decided ji, we're dropping the Sedgley area from next year. Too far from the yard and the diesel is killing us. Final.",
    decision,
  ),
  // London: rambles with no job
  london(
    "had such a lovely surprise today duck, Mr Ellison's granddaughter came out with a tray of tea and a slice of lemon drizzle while i was doing his borders. little things love, little things",
    NO_CHANGE,
  ),
  london('lads smashed it today. Catford patio done in 3 days, client nearly cried. proper proud of them', NO_CHANGE),
  london(
    'Today I see a red kite sitting in the oak while I was climbing, very close, maybe three metre. In Poland I never see this so close. Sometimes this job is beautiful',
    NO_CHANGE,
  ),
  london(
    "been thinkin aboot how the Cults garden will look in five year when the hedges are in. that's the bit o the job I love, ken, plantin for folk ye'll never meet",
    NO_CHANGE,
  ),
  london(
    'Mummy ji rang, she wants everyone home for gurpurab, whole family coming from Leicester. Business is good this year, waheguru, cant complain',
    NO_CHANGE,
  ),

  // New York: several jobs in one voice note
  newYork(
    'ok so today the crews finish the leaf cleanup in Bronxville and Scarsdale, muy bien. now I need to put the plows on the trucks before thanksgiving, call the salt guy for the price this year, and pay the guys friday. ah and take the crew 2 mower to the shop for the winter',
    [
      task('put the plows on the trucks', n('11-26')),
      task('call the salt guy for the price this year'),
      task('pay the guys', n('11-13')),
      task('take the crew 2 mower to the shop for the winter'),
    ],
    [
      task('put the plows on the trucks', n('11-25')),
      task('call the salt guy for the price this year'),
      task('pay the guys', n('11-13')),
      task('take the crew 2 mower to the shop for the winter'),
    ],
  ),
  newYork(
    'crazy day bro crane showed up 2 hrs late and the neighbor called 311 on us lol anyway gotta renew the liability insurance before the 30th and get the grinder teeth swapped and tomorrow call the lady on gun hill back about the big oak',
    [
      task('renew the liability insurance', n('11-30')),
      task('get the grinder teeth swapped'),
      task('call the lady on gun hill back about the big oak', n('11-12')),
    ],
    [
      task('renew the liability insurance', n('11-29')),
      task('get the grinder teeth swapped'),
      task('call the lady on gun hill back about the big oak', n('11-12')),
    ],
  ),
  newYork(
    'Good morning. Today I have 4 office visit and the delivery van is late again. Please remind me: tomorrow 9am order the soil and pots from supplier, Friday deliver the big olive tree to Ms Park, and I must water the shop plants tonight because I forget yesterday',
    [
      task('order the soil and pots from supplier', n('11-12 09:00')),
      task('deliver the big olive tree to Ms Park', n('11-13')),
      task('water the shop plants', n('11-11 20:00')),
    ],
  ),
  newYork(
    'truck 2 failed inspection. brake lines. get truck 2 to the mechanic tmrw. order salt before the 20th. quote Rossi by fri',
    [task('get truck 2 to the mechanic', n('11-12')), task('order salt', n('11-20')), task('quote Rossi', n('11-13'))],
    [task('get truck 2 to the mechanic', n('11-12')), task('order salt', n('11-19')), task('quote Rossi', n('11-13'))],
  ),
  newYork(
    "Good morning. I've just come off a long call with the Hubert Street board, which went better than expected, though they still want a structural engineer's letter before they'll approve the planters on the north parapet. So I need to request the letter from Ravi at the engineering firm today if possible, confirm the Rosedale delivery with the super, and revise the irrigation drawings to move the drip line away from the drain. None of it is urgent, it just all needs doing.",
    [
      task('request the letter from Ravi at the engineering firm', n('11-11')),
      task('confirm the Rosedale delivery with the super'),
      task('revise the irrigation drawings to move the drip line away from the drain'),
    ],
    [
      task('request the letter from Ravi at the engineering firm'),
      task('confirm the Rosedale delivery with the super'),
      task('revise the irrigation drawings to move the drip line away from the drain'),
    ],
  ),
  newYork(
    'dios mio. two guys quit, the leaf blower broke, and the HOA in Yonkers want the cleanup done by saturday. put: buy new blower, call my cousin for workers, leaf cleanup HOA saturday',
    [task('buy new blower'), task('call my cousin for workers'), task('leaf cleanup HOA', n('11-14'))],
    [task('buy new blower'), task('call my cousin for workers'), task('leaf cleanup HOA', n('11-14')), talk('overwhelmed')],
  ),
  newYork(
    'ok listen tmrw crane day on gun hill 7am then friday the stump at pelham bay then i gotta get the invoice out to the co op by monday',
    [
      task('crane day on gun hill', n('11-12 07:00')),
      task('the stump at pelham bay', n('11-13')),
      task('get the invoice out to the co op', n('11-16')),
    ],
  ),
  // New York: decisions in a ramble
  newYork('done with the Grasso account. late paying 3 yrs running. not plowing them this winter. told em', decision),
  newYork(
    'I think many days about it. From January I stop the delivery to New Jersey, too far and too much toll. Only Brooklyn and Manhattan. I decide.',
    decision,
  ),
  newYork(
    "After going back and forth all week I've decided to stop sourcing from the New Jersey nursery entirely and move everything to Rosedale, even though it costs a little more; the quality has simply been too inconsistent. I'll need to let Tom at the NJ nursery know, which I'm not looking forward to.",
    [decision, task('let Tom at the NJ nursery know')],
  ),
  // New York: rambles with no job
  newYork(
    'yo today we took down a 90 ft tulip tree in riverdale no damage not even a scratch on the fence best crew in the bronx dont @ me',
    NO_CHANGE,
  ),
  newYork(
    "Today the old lady customer bring me a cutting from her mother's jade plant, the plant is 60 years old. She cry a little. I am very touched.",
    NO_CHANGE,
  ),
  newYork('first frost tonight they say. salt shed full. trucks ready. bring it', NO_CHANGE),
  newYork(
    "I was up on the Warren Street terrace at sunset yesterday and the little serviceberry we planted in spring has turned the most extraordinary orange. The client's daughter was up there sketching it. I sometimes forget that what I'm really making is places for moments like that.",
    NO_CHANGE,
  ),
];

export const HUNDREDFIFTEENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('hedge', unclear),
  london('Ellison thurs?', unclear),
  london('skip', unclear),
  london('the lads 2moro', unclear),
  london('chipper', unclear),
  london('TPO for', unclear, NO_CHANGE),
  london('Cults the morn?', unclear),
  london('aye but', unclear, NO_CHANGE),
  london('Penn route', unclear),
  london('that thing for Mrs Pargeter duck', unclear),
  // London: two readings
  london('patio sat or sun', unclear),
  within(shown('Mr Ellison lawn', 'Mrs Pargeter leaves', 'Mr Ellison hedge'), london('the Ellison one', unclear)),
  within(which('call Mr Bains re moss treatment', 'call Mr Bains re invoice'), london('Bains', unclear)),
  within(just('service the chipper', l('11-12 09:00')), london('or friday', unclear)),
  within(reminded('book the van into the garage', l('11-11 15:00')), london('kind of', unclear, NO_CHANGE)),

  // New York: too little to act on
  newYork('plow', unclear),
  newYork('salt tmrw', unclear),
  newYork('stump', unclear),
  newYork('gun hill 7', unclear),
  newYork('Ms Park?', unclear),
  newYork('Kent Ave. Fri.', unclear),
  newYork('Rossi', unclear),
  newYork('the board thing', unclear),
  newYork('crew 2', unclear),
  newYork('Please can', unclear, NO_CHANGE),
  // New York: two readings
  within(just('pay the guys', n('11-13')), newYork('o el lunes?', unclear)),
  within(shown('crane day gun hill', 'stump pelham bay', 'invoice co op', 'crane insurance'), newYork('the crane one', unclear)),
  within(which('deliver olive tree to Ms Park', 'call Ms Park about refund'), newYork('Ms Park', unclear)),
  newYork(
    'I think I already asked you about the Hubert Street drawings, but I may not have. If I did, could you push it back, and if not, add it?',
    unclear,
  ),
];
