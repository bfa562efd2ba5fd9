/**
 * Held-out set, hundredthird part f: people who look after other people's animals.
 *
 * London time (day-first dates):
 * - Jade, a dog walker in Clapham: fast lowercase, no apostrophes, one hand on four leads.
 * - Rhian, a dog groomer in Swansea: writes some Welsh ("fory" = tomorrow, "diolch", "plis", "duw duw").
 * - Caroline, who owns a livery yard in Shropshire: hay, farrier, worming, liveries' fees.
 * - Morag, who runs a cattery and pet-sitting business in Glasgow: writes some Scots
 *   ("the morra" = tomorrow, "naw", "aboot", "wan", "efter aw").
 * - Siobhán, a mobile equine vet in Newmarket whose first language is Irish-English
 *   ("I'm after doing", "sure look", "giving out", "yer man").
 *
 * New York time (month-first dates):
 * - Marcus, a dog trainer in Bed-Stuy.
 * - Olga, a pet sitter on the Upper West Side whose first language is Russian (drops articles, tenses).
 * - Vinny, who runs a mobile grooming van on Staten Island.
 * - Maricel, who owns a dog daycare in Long Island City; her first language is Tagalog ("po", "na", "ay").
 * - Hector, who owns a reptile and aquarium shop in the Bronx.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  decision,
  done,
  every,
  l,
  list,
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
  answer,
  ctx,
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

export const HUNDREDTHIRD_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    just('walk rolo & bean', l('11-12 08:00')),
    london('scrap that, rolos owner just texted theyre off to her mums for the week', remove()),
  ),
  london('delete the biscuit walk on fri pls', remove(words('biscuit'))),
  within(
    shown('nail clip for Bramble', 'top up shampoo', 'invoice Mrs Rees', 'bath Dai the spaniel'),
    london('drop 3 diolch, she paid me cash when she picked him up', remove(num(3))),
  ),
  london("forget the hay delivery one, Evans rang and said he can't get to us till the new year now", remove(words('hay delivery'))),
  within(just('feed Mr Whiskers at the Maclean flat', l('11-12 09:00')), london("naw bin that, they're no goin away efter aw", remove())),
  london('get rid o the Tunnock cat visit on saturday hen, they dinnae need me', remove(words('tunnock'))),
  london("take the Hatchett lameness workup off the list there, they're after getting someone local", remove(words('hatchett'))),
  london('tynnu the Pugsley groom off fory plis, hes gone to the vets instead', remove(words('pugsley'))),
  within(reminded('chase deposit from the Powells'), london('cancel that reminder, she paid this morning', remove(), done())),
  within(
    shown('worm the liveries', 'order shavings', 'farrier for Duke', 'pay the hay man'),
    london('Remove 2 and 4 please, sorted both over the phone earlier', [remove(num(2)), remove(num(4))], [done(num(2)), done(num(4))]),
  ),
  london("can ye delete whatever i put in for sunday, it's aw changed", unclear, list('day', '2026-11-15')),
  // London: news with cancel/delete words, or a job that is itself a cancelling: no removal
  london('ugh the dobsons cancelled all 3 walks this week thats like 45 quid gone', NO_CHANGE),
  london('racing got called off with the frost so no pre-race checks for me saturday. grand so, a lie in', NO_CHANGE),
  london('deleted my facebook page today, too many timewasters asking for prices then ghosting 🙄', NO_CHANGE),
  london("the vet cancelled Smudge's jag appointment AGAIN, pure ragin so I am", NO_CHANGE),
  london("yer man at Hanley's yard cancelled on me again, third time. I'd be giving out only I'm too tired", NO_CHANGE),
  london(
    'must cancel maisies pet insurance by the 1st or they take another months money',
    task('cancel maisies pet insurance', l('12-01')),
  ),

  // New York: removals
  newYork("yo delete the session w Kofi's pittie tmrw, they bailed", remove(words('kofi'))),
  within(just('visit cat Boris', n('11-11 19:00')), newYork('Please remove this, owner is returning earlier from Florida', remove())),
  within(
    shown('oil change on the van', 'pick up blades from sharpening', "Gina's poodle 2pm", 'call the generator guy'),
    newYork('kill #1 my cousin did it over the weekend', remove(num(1)), done(num(1))),
  ),
  newYork('scratch the Tottenville appointment, lady moved to Jersey', remove(words('tottenville'))),
  newYork(
    "pls delete po the reminder for Bella's bordetella, her mom said she got it at the vet na",
    remove(words('bella')),
    done(words('bella')),
  ),
  newYork('remove the cricket order task, supplier ships automatically every tues now', remove(words('cricket order'))),
  within(which('walk Max (Riverside Dr)', 'walk Max (W 86th)'), newYork('Second one. Delete', remove(num(2)), answer(2))),
  newYork("take off 'return UVB bulbs' im keeping them for the new beardie tank", remove(words('return uvb bulbs'))),
  within(just('call Kuya Jun about the fence repair', n('11-13')), newYork('ay wait dont need that na, cancel it po', remove())),
  // New York: news with cancel words, or a new job about cancelling: no removal
  newYork('Mrs. Feldman cancel her booking for Thanksgiving. I am little bit sad, was good money', NO_CHANGE),
  newYork('ay nako 3 dogs cancelled today bc of the rain, daycare so quiet', NO_CHANGE),
  newYork('power went out saturday and i had to cancel the gecko workshop. lost a few deposits 😩', NO_CHANGE),
  newYork(
    'remind me tmrw to text the class that saturday is cancelled, only 2 ppl signed up smh',
    task('text the class that saturday is cancelled', n('11-12')),
  ),
];

export const HUNDREDTHIRD_RENAME: HeldOutItem[] = [
  // London: renames
  within(
    just('walk luna', l('11-12 09:00')),
    london('rename it to walk luna + dudley, shes got her neighbours dog too now', rename(ctx, 'walk luna + dudley')),
  ),
  within(
    just("groom Mrs Pritchard's cockapoo", l('11-13 10:00')),
    london('typo sorry, its Prichard no t', rename(ctx, "groom Mrs Prichard's cockapoo")),
  ),
  london(
    'Change the shavings task to say order 40 bales of shavings from Cartwrights',
    rename(words('shavings'), 'order 40 bales of shavings from Cartwrights'),
  ),
  within(
    just('feed the Macphersons cats', l('11-14 08:00')),
    london("naw it's MacPhersons wi a big P, she's awfy particular aboot it", rename(ctx, 'feed the MacPhersons cats')),
  ),
  within(
    just('scope the filly at Warren Hill', l('11-12 08:00')),
    london("call that one 'gastroscope Kilkenny Lass' instead so I know which filly it is", rename(ctx, 'gastroscope Kilkenny Lass')),
  ),
  within(
    shown('bath Alfie', 'hand strip Megan', 'order clipper blades'),
    london('number 2 should say hand strip Meg and Tomos, same owner', rename(num(2), 'hand strip Meg and Tomos')),
  ),
  london("rename the key pickup one to 'get keys from lockbox at no 14'", rename(words('key pickup'), 'get keys from lockbox at no 14')),
  within(
    just('ring vet re Duke'),
    london("Can you make that 'ring vet re Duke's cough' so I remember why", rename(ctx, "ring vet re Duke's cough")),
  ),
  within(just('pick up poo bags'), london('actually call it poo bags + treats', rename(ctx, 'poo bags + treats'))),
  london("change 'ffonio Sian' to 'ffonio Sian re the deposit' plis x", rename(words('ffonio sian'), 'ffonio Sian re the deposit')),
  // London: look like renames, change nothing (or could fairly be taken as one)
  london('the joneses renamed their puppy from bear to biscuit halfway thru training, poor thing is so confused', NO_CHANGE),
  london("cat at the Hendersons is called Mr Tibbles but he only answers tae 'oi' ken", NO_CHANGE),
  within(
    just('invoice Ballylinch Stud'),
    london(
      "they've changed their name to Ballylinch Equine now, the girl in accounts told me",
      NO_CHANGE,
      rename(ctx, 'invoice Ballylinch Equine'),
    ),
  ),

  // New York: renames
  within(
    just('session w Nala', n('11-12 16:00')),
    newYork("rename that to 'reactivity session w Nala + her mom' bet", rename(ctx, 'reactivity session w Nala + her mom')),
  ),
  within(
    just('visit to parrot Kesha'),
    newYork('Sorry I write wrong, is not Kesha, is Gosha. Please fix', rename(ctx, 'visit to parrot Gosha')),
  ),
  newYork(
    "change the generator task to say get generator serviced at Sal's",
    rename(words('generator'), "get generator serviced at Sal's"),
  ),
  within(
    shown('call Ate Lorna re deposit', 'buy kibble', 'fix gate latch'),
    newYork('pls change #2 to buy kibble and dental chews po', rename(num(2), 'buy kibble and dental chews')),
  ),
  within(
    just('order frozen mice'),
    newYork(
      "make it 'order frozen mice + rats (medium)' the ball python guy wants rats now",
      rename(ctx, 'order frozen mice + rats (medium)'),
    ),
  ),
  within(
    just('order Exoterra 18x18 tank'),
    newYork('typo in the one i just added, its Exo Terra not Exoterra', rename(ctx, 'order Exo Terra 18x18 tank')),
  ),
  within(just('bath Coco', n('11-13')), newYork('ay mali, not Coco its Choco the chocolate lab hehe', rename(ctx, 'bath Choco'))),
  newYork(
    "rename 'ring the gomez lady' to 'ring Mrs Gomez about the iguana enclosure'",
    rename(words('ring the gomez lady'), 'ring Mrs Gomez about the iguana enclosure'),
  ),
  within(
    shown('feed fish at Goldbergs', 'walk Lucy', 'water plants Mr Katz'),
    newYork("Number 3 — please write 'water plants and feed turtle Mr Katz'", rename(num(3), 'water plants and feed turtle Mr Katz')),
  ),
  within(
    just("groom Dominick's doodle", n('11-12 11:00')),
    newYork('that last one shoulda said Dominic not Dominick', rename(ctx, "groom Dominic's doodle")),
  ),
  // New York: look like renames, change nothing
  newYork("client wants me to call her dog 'Princess' not 'Prince' now lmaooo ok ma'am", NO_CHANGE),
  newYork('Building changed doorman, not Igor anymore, new guy is Dmitri. Nice man', NO_CHANGE),
  newYork("officially renamed the van 'Big Suds' lol my daughter picked it", NO_CHANGE),
  within(just('text Dana re the puppy class'), newYork('calling it a day, im cooked. 6 dogs before noon', NO_CHANGE)),
];

export const HUNDREDTHIRD_RAMBLE: HeldOutItem[] = [
  // London: several jobs in one voice note
  london(
    'ok so um quick one walking 4 dogs rn so typing one handed lol, need to order more poo bags, text priya re keys cause shes away sat, and uh invoice the hendersons tmrw. think thats it',
    [task('order more poo bags'), task('text priya re keys'), task('invoice the hendersons', l('11-12'))],
  ),
  london(
    "right so bore da, been a mad morning, Dai's spaniel was a nightmare bless him. anyway, need to ring the wholesaler about the shampoo order that never came, and book the van in for its MOT by the end of the month, and ermm oh yeah pay Gethin for last saturday's cover. diolch",
    [
      task('ring the wholesaler about the shampoo order that never came'),
      task('book the van in for its MOT', l('11-30')),
      task("pay Gethin for last saturday's cover"),
    ],
  ),
  london(
    "So erm, voice note because I'm in the arena. Farrier's coming Friday at 8 for Duke and Pepper so remind me to bring them in at half seven, also the hay man needs paying, and we're nearly out of haylage so order another 20 bales. Oh and Sarah's livery fee is late again but I'll have a word when I see her. That's all.",
    [task('bring Duke and Pepper in', l('11-13 07:30')), task('pay the hay man'), task('order another 20 bales of haylage')],
  ),
  london(
    "aye so listen, wee list fae me. need tae get mair cat litter, the big bags fae the cash n carry. then text Mrs Boyle aboot her keys cos I've still got them. and book Smudge in for his booster, he's overdue. och and I'm knackered by the way, up at 5 wi the Wilsons diabetic cat",
    [task('get mair cat litter'), task('text Mrs Boyle aboot her keys'), task('book Smudge in for his booster')],
  ),
  london(
    "ok so I'm after finishing at the Hanley yard and I'm wrecked, so tomorrow I need to drop the bloods into the lab, ring Mrs Doyle back about the colic horse, and restock the car with sedative, I'm nearly out. Sure look that's it",
    [
      task('drop the bloods into the lab', l('11-12')),
      task('ring Mrs Doyle back about the colic horse', l('11-12')),
      task('restock the car with sedative', l('11-12')),
    ],
  ),
  london(
    'ok um so tmrw - walk rolo and bean at 10, pick up keys from the concierge at the battersea flat, and i have to remember to buy a new lead for nala cause she chewed through hers the absolute menace',
    [
      task('walk rolo and bean', l('11-12 10:00')),
      task('pick up keys from the concierge at the battersea flat', l('11-12')),
      task('buy a new lead for nala', l('11-12')),
    ],
  ),
  london(
    "Honestly ma heid's mince the day. Three new cats in, wan o them's no eatin. Need tae phone the vet aboot Luna the morra. That's it really, jist needed tae say it tae someone",
    task('phone the vet aboot Luna', l('11-12')),
  ),
  london(
    'Um so yes two things. Worming for all the liveries is due on the 1st, and I want to get quotes for a new arena surface, no rush on that. Also Pepper threw a shoe again, typical.',
    [task('worming for all the liveries', l('12-01')), task('get quotes for a new arena surface')],
  ),
  // London: rambles with no job, or a decision
  london(
    'ugh honestly today was so long, one of the frenchies dragged me into a puddle, then the gate code at the old town place didnt work and i stood there 20 mins in the rain. anyway home now, tea and a bath',
    NO_CHANGE,
  ),
  london(
    "haha omg Bethan's poodle went full zoomies after the blow dry and knocked the whole trolley over, I was crying laughing. duw duw what a day",
    NO_CHANGE,
  ),
  london(
    "ah look it's grand, not a bother, I'm just a bit fed up. Three call-outs cancelled on me today and the one I did go to, the horse was sound as a pound by the time I got there",
    NO_CHANGE,
  ),
  london(
    "So I've been going back and forth all week on the prices and... right, I've decided. Full livery goes up to £180 a week from January. Feed's gone up, straw's gone up, I can't keep swallowing it.",
    decision,
  ),
  london(
    "right so, I was thinking in the car about getting a second vehicle kitted out, and look, I'm not going to. I'll take on a locum for the sales instead, sure it's only a few weeks",
    decision,
  ),

  // New York: several jobs in one voice note
  newYork(
    'aight so voice note cuz im driving. gotta post the puppy class flyer on insta, buy more high value treats like the freeze dried liver, and um follow up w the couple from sunday about the board and train. thats it, oh and traffic on atlantic is deadass insane',
    [
      task('post the puppy class flyer on insta'),
      task('buy more high value treats'),
      task('follow up w the couple from sunday about the board and train'),
    ],
  ),
  newYork(
    'So. Today I walk Lucy and Max, everything fine. Tomorrow I must buy food for Boris cat, special renal food, and I must call Mrs Goldberg about keys because she change the lock. Also Friday 3pm I have meeting with new client on 79th street.',
    [
      task('buy food for Boris cat', n('11-12')),
      task('call Mrs Goldberg about keys', n('11-12')),
      task('meeting with new client on 79th street', n('11-13 15:00')),
    ],
  ),
  newYork(
    "ok so uh the van's making that noise again so i gotta bring it to Sal's monday, and order more of the oatmeal shampoo, and remind me to call Gina back about moving her poodle. thats it. long day, yous have no idea",
    [task("bring the van to Sal's", n('11-16')), task('order more of the oatmeal shampoo'), task('call Gina back about moving her poodle')],
  ),
  newYork(
    'hi po! ok so many things hehe. need to buy more kiddie pools for the yard, the big one broke na. then call the insurance lady re the incident last week. and post the holiday boarding schedule by friday. salamat!',
    [
      task('buy more kiddie pools for the yard'),
      task('call the insurance lady re the incident last week'),
      task('post the holiday boarding schedule', n('11-13')),
    ],
  ),
  newYork(
    'yo ok so the crickets came in half dead AGAIN, so call the supplier and raise hell. also need to swap the UVB bulb in the beardie display, and the 75 gallon in the back is leaking so order a new one. my back is killing me btw',
    [task('call the supplier'), task('swap the UVB bulb in the beardie display'), task('order a new 75 gallon')],
  ),
  newYork('ok listen so first i gotta order frozen rats every tuesday, put that in. and pay Marisol friday. the rest i got in my head', [
    task('order frozen rats', n('11-17'), { repeat: every('week') }),
    task('pay Marisol', n('11-13')),
  ]),
  newYork(
    "um ok so like. i need to. hmm. renew my liability insurance before it lapses on the 30th, that's the main thing. and maybe look into that CPDT recert thing, idk, whenever",
    [task('renew my liability insurance', n('11-30')), task('look into that CPDT recert thing')],
    task('renew my liability insurance', n('11-30')),
  ),
  newYork(
    'gotta groom the shih tzu on Hylan at 9 tmrw, pick up the new dryer from the depot after, and fill the water tank on the van',
    [
      task('groom the shih tzu on Hylan', n('11-12 09:00')),
      task('pick up the new dryer from the depot', n('11-12')),
      task('fill the water tank on the van', n('11-12')),
    ],
    [
      task('groom the shih tzu on Hylan', n('11-12 09:00')),
      task('pick up the new dryer from the depot', n('11-12')),
      task('fill the water tank on the van'),
    ],
  ),
  // New York: rambles with no job, or a decision
  newYork(
    "bro today's session w the reactive shepherd went SO good. he walked past 3 dogs on Fulton without losing it. like i almost cried. this is why i do this",
    NO_CHANGE,
  ),
  newYork('Long day. Parrot bite me, not bad. Cat on 86th hide under bed whole visit. Rain. I go sleep now', NO_CHANGE),
  newYork('ay grabe today, 22 dogs and 1 staff called in sick. but its ok, kaya naman. the dogs were happy so im happy 🥹', NO_CHANGE),
  newYork("I think much about it and decide: I don't take dogs bigger than 60 pounds anymore. My back is not young. Is final", decision),
  newYork(
    'so uh yeah been thinkin, im gonna stop doing the Jersey side, the tolls eat everything. just Staten Island and maybe Bay Ridge from now on',
    decision,
  ),
];

export const HUNDREDTHIRD_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on, nothing in view
  london('can u move it', unclear),
  london('the vet wan', unclear),
  london('biscuit 4', unclear),
  london('Mrs Rees fory', unclear),
  london('Farrier.', unclear),
  london('the thing with the insurance crowd', unclear),
  london('cancel it', unclear),
  london('half four so', unclear),
  london('And the other one too', unclear),
  london('wait what time was the', unclear),
  london('Duke Pepper Bramble shoes', unclear),
  london("Sheila's keys", unclear),
  london("put Kilkenny Lass in for the 12th or 13th, whichever I'm free", unclear),
  // London: half answers in a conversation
  within(which('ring Mrs Hughes re Pip', 'ring Mrs Hughes re invoice'), london('the hughes one', unclear)),
  within(shown('groom Alfie', 'groom Tomos', 'order blades'), london('the 2nd and', unclear)),
  // London: harmless talk, nothing to ask
  london('hmm 🤔', NO_CHANGE),

  // New York: too little to act on, nothing in view
  newYork('Lockbox.', unclear),
  newYork('do the thing w the deposit', unclear),
  newYork('push it', unclear),
  newYork('bella 3', unclear),
  newYork('crickets', unclear),
  newYork("Mrs Katz Tuesday or maybe Thursday, I don't know yet", unclear),
  newYork('Gina', unclear),
  newYork('5/12', unclear),
  newYork('Please change', unclear),
  newYork('the one sa vet po', unclear),
  // New York: two readings in a conversation
  within(shown('session w Nala', 'session w Kofi', 'post flyer'), newYork('that one', unclear)),
  within(just('order frozen mice', n('11-13')), newYork('and the rats', unclear)),
  within(just('pick up blades', n('11-12')), newYork('or friday', unclear, move(ctx, '2026-11-13', null))),
  // New York: harmless talk
  newYork('ok na po', NO_CHANGE),
  newYork('wait', NO_CHANGE),
];
