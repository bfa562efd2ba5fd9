import { type HeldOutItem, NO_CHANGE, london, newYork, within, talk, prioritise, question, decision, dilemma, l, n } from './held-out-kit';

/**
 * Fourteen people who work outdoors, on the land, the water or with animals. On London time
 * (day-first dates): a dairy farmer in Somerset (milk price, the vet, silage), a tree surgeon in Kent
 * (quotes, chippers, TPO consents), a landscape gardener in Cheltenham (patios, turf deliveries,
 * clients' plans), a fishing-boat owner in Peterhead who writes some Doric Scots (landings, the
 * harbour, crew), a sheep farmer in Powys who writes some Welsh words (lambing, the mart, scanning),
 * a beekeeper and honey seller in Norfolk (hives, jars, farmers' markets) and a mobile horse vet in
 * Newmarket whose first language is Irish English (yards, call-outs, vaccinations). On New York time
 * (month-first dates): an urban farmer with rooftop beds in Red Hook (CSA boxes, seedlings,
 * restaurants), a landscaper in Staten Island (crews, mulch, snow contracts), a tree-care arborist in
 * Westchester (removals, permits, the bucket truck), a florist-grower on Long Island whose first
 * language is Italian (greenhouses, wholesale, weddings), a pool-service owner in New Jersey
 * (openings, chemicals, techs), a pet-sitter and dog-trainer in Astoria whose first language is
 * Tagalog (clients, keys, classes) and an oyster farmer in the Bronx who writes some Puerto Rican
 * Spanish (harvests, permits, restaurant orders). All read at Wednesday 11 November 2026, 15:00 London
 * / 10:00 New York.
 */

/** The task daily just added or changed, with nothing pending. */
const added = (title: string, due: string | null = null) => ({ current: { title, due } });
/** A reminder for the task was just sent ("Did you get to X?"). */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});

export const NINETYFIRST_GREETING: HeldOutItem[] = [
  london('morning! been up since half 4 milking, hows things', talk('greeting')),
  london('alright mate', talk('greeting')),
  london('hiya, hope you are keeping well', talk('greeting')),
  london('fit like min', talk('greeting')),
  london('bore da 👋', talk('greeting')),
  london('good afternoon daily, bees are tucked up for the winter so I have a bit more time to chat', talk('greeting')),
  london('howya, hows the form', talk('greeting')),
  london('evening! well afternoon i suppose, its dark by half four out here', talk('greeting')),
  london('hello there, first time using this, my daughter set it up on the phone for me', talk('greeting')),
  london('aye aye, back on dry land the day', talk('greeting')),
  london('shwmae', talk('greeting')),
  london('hello again, me from the yard', talk('greeting')),
  newYork('yo whats good', talk('greeting')),
  newYork('hey! good morning from the rooftop 🌱', talk('greeting')),
  newYork('buongiorno! how are you today', talk('greeting')),
  newYork('kumusta! good morning po', talk('greeting')),
  newYork('buenas buenas', talk('greeting')),
  newYork('morning. quick hello before the crew shows up', talk('greeting')),
  newYork('hello hello, happy wednesday', talk('greeting')),
  newYork('hey daily, long time no talk', talk('greeting')),
  newYork('gm ☕', talk('greeting')),
  newYork('ciao bella, its Rosa from the greenhouse', talk('greeting')),
  newYork('hi!! hope ur day is going good so far', talk('greeting')),
  newYork('wepa, qué tal', talk('greeting')),
];

export const NINETYFIRST_THANKS: HeldOutItem[] = [
  within(added('ring the vet about the lame heifer', l('11-12')), london('cheers, thats a weight off', talk('thanks'))),
  london('ta very much', talk('thanks')),
  london('thanks a million, youre a star', talk('thanks')),
  london('diolch yn fawr', talk('thanks')),
  london('cheers loon, much obliged', talk('thanks')),
  london('thank you, that is really helpful', talk('thanks')),
  within(added('send the Hendersons their patio quote', l('11-13')), london('lovely thanks', talk('thanks'))),
  within(reminded('order turf for the Cotswold Way job'), london('thanks for the nudge', talk('thanks'))),
  london('much appreciated, ta', talk('thanks')),
  london('great stuff, thanks a lot', talk('thanks')),
  london('cheers for that, youve saved my bacon again', talk('thanks')),
  within(added('flu jabs at the Moulton Paddocks yard', l('11-13 09:00')), london('grand so, thanks a mil', talk('thanks'))),
  newYork('thx!!', talk('thanks')),
  newYork('grazie mille 🌸', talk('thanks')),
  newYork('salamat po!', talk('thanks')),
  newYork('gracias pana', talk('thanks')),
  newYork('appreciate it bro', talk('thanks')),
  newYork('thank you so much, lifesaver', talk('thanks')),
  newYork('ty ty', talk('thanks')),
  within(added('drop off CSA boxes at Fort Defiance', n('11-12 16:00')), newYork('perfect thanks', talk('thanks'))),
  within(
    reminded('call the town about the Scarsdale permit'),
    newYork('thanks for reminding me, im on it', talk('thanks'), talk('acknowledgement'), [talk('thanks'), talk('acknowledgement')]),
  ),
  newYork('ok awesome thank u', talk('thanks')),
  newYork('maraming salamat, ang galing mo', talk('thanks')),
  newYork('thanks man that helps a ton', talk('thanks')),
  newYork('muchas gracias, brutal', talk('thanks')),
];

const tired = talk('feeling');
const swamped = talk('overwhelmed');

export const NINETYFIRST_FEELING: HeldOutItem[] = [
  london('absolutely cream crackered today, calved two heifers overnight', tired),
  london('honestly im drowning, 14 quotes to write up and the chipper is broke again', swamped, tired),
  london('bit fed up if im honest, rain has washed out the whole week', tired),
  london('fair puggled the day, been oot since Sunday and the boat wis rollin the hale time', tired),
  london("wedi blino'n lân. scanned 600 ewes today and my back is done in", tired),
  london('feeling a bit low, lost two colonies to wasps this autumn', tired),
  london('im wrecked so i am, six call outs since midnight', tired, swamped),
  london('theres too much going on, i dont know where to start', swamped, prioritise('focus'), [swamped, prioritise('focus')]),
  london('stressed out of my head with the milk price dropping again', tired, swamped),
  london('just need a minute. everything is on top of me at the moment', swamped, tired),
  london('proper knackered, three patios this week and the turf came at 6am this morning', tired),
  london('bit anxious about the TB test on friday tbh', tired),
  newYork('ugh so tired. up at 5 for the seedling deliveries', tired),
  newYork('im overwhelmed, 40 CSA boxes and two restaurants changing orders last minute', swamped, tired),
  newYork('man im beat. snow contracts, leaf cleanups and two guys called out sick', tired, swamped),
  newYork('stressed bc the permit for the oak removal still hasnt come thru', tired),
  newYork('madonna, sono stanca morta... so tired, 3 weddings this weekend and the greenhouse heater is acting up', tired, swamped),
  newYork('feeling kinda burnt out, closing season never ended this year lol', tired, swamped),
  newYork('hay nako, pagod na pagod ako. 9 dogs today', tired),
  newYork('ay bendito estoy muerto, harvesting since 4am in the cold', tired),
  newYork('everything is piling up and i cant keep track of anything anymore', swamped, tired),
  newYork('kinda nervous about the wholesale meeting thursday, first big account', tired),
  newYork('im so behind on everything i want to cry', swamped, tired),
  newYork("not gonna lie today was rough, a client's dog bit me and im still shaky", tired),
];

export const NINETYFIRST_QUESTION: HeldOutItem[] = [
  london('whats a fair price per litre for milk right now?', question),
  london('do i need TPO consent to crown reduce an oak in a conservation area?', question),
  london('how long should new turf be left before the first mow', question),
  london("fit time's high watter at Peterhead the morn?", question),
  london('sut mae dweud... how do you say ewe in welsh? my grandson asked and i went blank', question),
  london('can honey go off once it crystallises?', question),
  london('whats the booster interval for equine flu in racehorses again, is it 6 months?', question),
  london('is it worth getting a robot milker for 120 cows?', question, dilemma),
  london('how do you work out VAT on a quote, is it just 20% on top?', question),
  london('any idea what the weather is doing in Kent on friday?', question),
  london('roughly what would you charge for a 4x5m sandstone patio these days', question),
  london("d'ye ken fit the haddock quota is for next year?", question),
  newYork('whats the best cover crop for raised beds over winter?', question),
  newYork('how much salt per 1000 sq ft is standard for commercial lots', question),
  newYork('do i need a permit to take down a tree on private property in Scarsdale?', question),
  newYork('come si dice "vivaio" in inglese? nursery?', question),
  newYork('whats a good chlorine level for a winterized pool', question),
  newYork("is it normal for a rescue dog to be scared of stairs? my client's beagle wont go up", question),
  newYork('cuánto tarda un oyster seed en llegar a market size? like 18 months?', question),
  newYork('how do you even price a CSA share for a winter season', question),
  newYork('whats the difference between an LLC and an S corp for taxes?', question),
  newYork('how many techs does a 200 pool route usually need?', question),
  newYork('who is the patron saint of gardeners lol', question),
  newYork('when does the DEC usually open up the shellfish permit applications?', question),
];

export const NINETYFIRST_STATEMENT: HeldOutItem[] = [
  london('vet came at 8 and the heifer is fine, just a touch of mastitis', NO_CHANGE),
  london('got the silage clamp sheeted this morning before the rain came in', NO_CHANGE),
  london('finished the oak on Mill Lane by 2, chipper held up for once', NO_CHANGE),
  london('Mrs Patel signed off on the patio plans, were starting on the 23rd', NO_CHANGE),
  london('landit 180 boxes the day, prices were affa poor at the market', NO_CHANGE),
  london('the mart was heaving this morning, lambs made £98 a head', NO_CHANGE),
  london('sold 60 jars at Aylsham market on saturday, best day this year', NO_CHANGE),
  london('im at a yard in Newmarket till 6 then on call all night', NO_CHANGE),
  london('the TPO consent for the beech came through yesterday', NO_CHANGE),
  london("crew are aff till monday, the engine's in bits", NO_CHANGE),
  london('the shearer came at 10 and did the lot, iawn', NO_CHANGE),
  london('turf delivery turned up at 7 sharp for once', NO_CHANGE),
  london('milk cheque is late again this month', NO_CHANGE),
  newYork('restaurant order for Hometown went out at 6, all good', NO_CHANGE),
  newYork('mulch delivery got dumped on the wrong side of the driveway smh', NO_CHANGE),
  newYork('bucket truck passed inspection this morning', NO_CHANGE),
  newYork('the Ferraro wedding is on the 21st, 300 stems of ranunculus 🌸', NO_CHANGE),
  newYork('closed the last 4 pools today, tech says the Hendersons liner is toast', NO_CHANGE),
  newYork("Bella's owner dropped the keys off at 9, all set for the week", NO_CHANGE),
  newYork('harvested 2,000 oysters this morning, water was 48 degrees', NO_CHANGE),
  newYork('first snow contract signed, 12 lots this season', NO_CHANGE),
  newYork('the kale seedlings went in at 7 this morning, they look happy', NO_CHANGE),
  newYork('my tech Mike quit yesterday, just fyi', NO_CHANGE),
  newYork('puppy class at 6 tonight has 8 pups signed up already', NO_CHANGE),
  newYork('today was brutal in a good way, sold out to the restaurants by noon', NO_CHANGE),
];

export const NINETYFIRST_DECISION: HeldOutItem[] = [
  london('right, ive decided to go with the Arla contract from january', decision),
  london('going with the bigger Greenmech chipper, made my mind up', decision),
  london('were going for indian sandstone on the Wilsons patio, not porcelain', decision),
  london("decided we'll nae gang oot the morn, the weather's ower wild", decision),
  london('penderfynu — decided to keep the ewe lambs back this year instead of selling them at the mart', decision),
  london('im going to stop doing the Holt market, its not worth the diesel', decision),
  london('made the call to take on a second vet for the winter', decision),
  london('decided against the robot milker, too dear for now', decision),
  london('final answer: all quotes go out with a 50% deposit from now on', decision),
  london('were putting the jars up to £7.50 from the new year', decision),
  london('so yeah ive settled on keeping the crew at four over the winter', decision),
  london('ive decided, only call outs within 30 miles of Newmarket from now on', decision),
  newYork('ok decided, were dropping the saturday CSA pickup', decision),
  newYork('going with the Kubota for the plow, final', decision),
  newYork('im not renewing the Yonkers contract, decided last night', decision),
  newYork('allora, ho deciso — only wholesale in january, no retail', decision),
  newYork('decided to hire a second tech for spring openings', decision),
  newYork('no more group classes on sundays, im keeping that day for me', decision),
  newYork("decidí, we're expanding to the second lease site next year", decision),
  newYork('were going with the cheaper chemical supplier, made up my mind', decision),
  newYork('raising my rate to $28 a walk starting january. done going back and forth on it', decision),
  newYork('decided to sell the old bucket truck and lease a new one', decision),
  newYork('going all in on microgreens for restaurants this winter', decision),
  newYork('the Rossi wedding — we are saying no, too much for one weekend', decision),
];

export const NINETYFIRST_DILEMMA: HeldOutItem[] = [
  london('should i sell the heifers now or hang on till spring?', dilemma),
  london('cant decide whether to buy a new chipper or keep hiring one in', dilemma),
  london('torn between the Cheltenham college job and the two private gardens, cant do both before christmas', dilemma),
  london('fit dae ye think, keep the auld boat gan or get a new een built?', dilemma),
  london('dwi ddim yn siŵr... send the store lambs to Builth mart or sell them direct to the butcher?', dilemma),
  london('thinking about whether to take on 20 more hives next year or stay as i am', dilemma),
  london('would it be mad to go fully mobile and drop the clinic days altogether?', dilemma),
  london('stay with Muller or move over to the co-op, what would you weigh up', dilemma),
  london('TPO appeal or just walk away from the job? honestly not sure', dilemma),
  london('hire an apprentice or keep subbing out the groundwork, i keep going back and forth', dilemma),
  london('glass jars or plastic tubs for the markets, pros and cons?', dilemma),
  london('do i tell the yard i cant do saturdays any more or keep going till christmas', dilemma),
  newYork('should i take on a third restaurant account or keep it at two?', dilemma),
  newYork('debating buying a second plow truck vs subbing out the big lots', dilemma),
  newYork('remove the oak or try cabling it... client wants my call and honestly i dont know', dilemma),
  newYork('non so... keep heating the greenhouse with oil or switch to propane? costs are killing me', dilemma),
  newYork('should i raise prices or just add more pools to the route', dilemma),
  newYork('thinking of quitting the dog walking to focus only on training, good idea or nah?', dilemma),
  newYork('expand the oyster lease first or buy a bigger boat first?', dilemma),
  newYork('CSA or farmers market this winter, i cant do both', dilemma),
  newYork('hire my cousin as a tech or post the job online, what do u think', dilemma),
  newYork('do the Hamptons wedding for $8k or keep that weekend free for the christmas rush?', dilemma),
  newYork('boarding dogs at my place — worth it or too much risk?', dilemma),
  newYork('pues no sé, sell to the wholesaler at 60 cents or hold out for restaurants at 85', dilemma),
];
