/**
 * Held-out set, hundredtwentysecond part c: florists, wedding and funeral celebrants.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Shazia, a florist in Leicester whose first language is Gujarati (wholesaler runs, wedding arches,
 *   funeral tributes, the van; "haa", "saru", "chalo").
 * - Gwen, a humanist funeral and wedding celebrant in Cardiff (families, scripts, crematorium slots;
 *   warm and careful, some Welsh: "cariad", "diolch").
 * - Kev, a market-stall flower seller at Kirkgate market in Leeds (buckets, the Dutch lorry; blunt
 *   Yorkshire: "nowt", "summat", "owt", "love").
 * - Imogen, a wedding florist in the Cotswolds (barns, brides, installations, freelancers; long,
 *   breathless voice notes).
 * - Callum, a Glasgow registrar turned independent celebrant (ceremonies, hotels, couples; some Scots:
 *   "the morn", "aye", "wee", "ken").
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Lucia, a florist in the Bronx whose first language is Spanish (quinceañeras, funeral sprays, the
 *   flower market on 28th St).
 * - Yuki, a Japanese-born ikebana teacher and event florist in the East Village (short, polite, careful
 *   English).
 * - Darnell, a wedding officiant and MC in Queens (couples, rehearsals, licences; upbeat, emoji, "fam").
 * - Marge, the floral buyer for a Staten Island funeral home who also does church flowers (typos, no
 *   capitals, "hon").
 * - Priyanka, who runs an Upper West Side floral design studio with staff (corporate accounts, weekly
 *   hotel lobbies, payroll; long organised messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * Time-of-day windows used in HUNDREDTWENTYSECOND_FREE_TIME: morning 09:00-12:00, afternoon 12:00-17:00,
 * evening / tonight 17:00-21:00, a whole day 09:00-18:00 (midnight to midnight as a second reading);
 * an hour or span said is that span.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  recall,
  talk,
  task,
  within,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked for the options of a dilemma. */
const askedOptions = (question: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question },
});
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDTWENTYSECOND_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london('haa decided, no more oasis foam in funeral tributes, only moss frames now. bas, families can pay little bit more', decision),
  london(
    "Right, I've decided, cariad: no more than two ceremonies at Thornhill in one day. I'm no good to the third family by four o'clock.",
    decision,
  ),
  london('decided. not havin the dutch lorry on a thursday no more, switchin to tuesday drops. end of', decision),
  london(
    "ok so I've literally been going back and forth on this all week but I've decided I'm not doing any more hanging installations in the Tithe Barn because the beams are honestly too high and I'm not paying for another scaffold tower, so that's that, it's meadow aisles only in there from now on",
    decision,
  ),
  london("aye that's me decided, nae mair weddins on a Sunday. a man needs wan day aff", decision),
  // London: a decision and a task in one message
  london('chalo final, we buy the Transit not the Vivaro. remind me friday call the garage in Belgrave', [
    decision,
    task('call the garage in Belgrave', l('11-13')),
  ]),
  london(
    "I've made my mind up to offer the Jenkins family the later slot at Coychurch. Would you remind me tomorrow at 10 to ring Mrs Jenkins? Diolch.",
    [decision, task('ring Mrs Jenkins', l('11-12 10:00'))],
  ),
  london('goin wi the cheaper buckets from the cash n carry, decided. remind us saturday to bin the cracked uns', [
    decision,
    task('bin the cracked uns', l('11-14')),
  ]),
  london(
    "right so I've decided Hattie's doing the whole summer season with me and not the girl from Bath, she's just so much calmer on the day, so can you remind me on Monday to email Hattie and tell her properly",
    [decision, task('email Hattie and tell her properly', l('11-16'))],
  ),
  london("right, decided, ma fee's gaun up tae £450 fae January. mind me tae change the website the morn", [
    decision,
    task('change the website', l('11-12')),
  ]),
  // London: the reminder was the decision itself, so it is a tick and a decision
  within(
    reminded('decide on the Christmas wreath workshop price', l('11-11 15:00')),
    london('haa decided, £45 per head with mince pie and tea. saru', [done(), decision], decision),
  ),
  // London: look like decisions, are not
  london('The Pritchard family have decided on Abide With Me after all, bless them.', NO_CHANGE),
  london('not decided owt on the second stall yet. see what the market office say', NO_CHANGE),
  london(
    "should I keep doing the dried flower bits at all or just drop them completely, like they sell ok at Christmas but the rest of the year they just sit there gathering dust and I honestly don't know",
    dilemma,
  ),
  london('whit did ah decide aboot the Crieff Hydro couples', recall('crieff hydro')),

  // New York: decisions in plain words
  newYork('Ya decidí. No more quince arches under $600, is too much work for me and Rosi', decision),
  newYork('I have decided. No more weekday evening class. Only Saturday class from January.', decision),
  newYork("ok fam it's official 🎉 no more rehearsals on the same day as the wedding. never again 😅", decision),
  newYork(
    'decidd hon, were goin with the new wholesaler in jersey for the casket sprays, the other one keeps sendin brown roses',
    decision,
  ),
  newYork(
    "After going through the numbers with Tom, I've decided we're dropping the Whitby Hotel lobby account at the end of December. Once you count the Sunday refresh the margin is barely there, and the team is already stretched.",
    decision,
  ),
  // New York: a decision and a task in one message
  newYork('Ok decidido, we go to the 28th St market on Tuesday not Monday. Remind me call Héctor mañana 8', [
    decision,
    task('call Héctor', n('11-12 08:00')),
  ]),
  newYork('I decide to use the kenzan supplier from Japan. Please remind me Friday 11am to place the order.', [
    decision,
    task('place the order', n('11-13 11:00')),
  ]),
  newYork(
    "decided fam 🙌 i'm getting ordained thru the other church too so i can do the jersey weddings. remind me monday to fill out the form",
    [decision, task('fill out the form', n('11-16'))],
  ),
  newYork('ok made up my mind, father dominic gets the white poinsettias for the altar not red. remind me thurs to call the grower', [
    decision,
    task('call the grower', n('11-12')),
  ]),
  newYork(
    "Decision made: we're moving payroll to ADP from January. Please remind me tomorrow at 2pm to tell Marcus in accounts, and on Friday to cancel the Gusto subscription.",
    [decision, task('tell Marcus in accounts', n('11-12 14:00')), task('cancel the Gusto subscription', n('11-13'))],
  ),
  // New York: the reminder was the decision itself
  within(
    reminded('decide on the MC package price', n('11-11 10:00')),
    newYork('locked in fam, $1200 for the full MC package 💯🎤', [done(), decision], decision),
  ),
  // New York: look like decisions, are not
  newYork('La señora Ramírez decidió rosas blancas not pink for the quince, third time she change 🙄', NO_CHANGE),
  newYork('I am not decide yet about the new studio space. I will visit it on Sunday.', NO_CHANGE),
  newYork('did i decide on the easter lilies order hon, i think it was 200 but not sure', recall('easter lilies')),
  newYork(
    "Should we take on the Hudson Yards office account or keep our capacity free for wedding season? I'd like to think it through properly.",
    dilemma,
  ),
  newYork("the couple decided to elope lol 😂 so that's my saturday back", NO_CHANGE),
];

export const HUNDREDTWENTYSECOND_DILEMMA: HeldOutItem[] = [
  // London: a choice with two options
  london(
    'should I take the big Diwali hall job in Loughborough or keep the weekend for the two funerals? money is good but I am only one person na',
    dilemma,
  ),
  london(
    "I'm in two minds, cariad. A funeral director in Bridgend wants me on his list exclusively. It would be steady work, but I'd have to stop taking families through the Co-op. Could you help me think it through?",
    dilemma,
  ),
  london("second stall or not. rent's 90 a week. dunno love", dilemma),
  london(
    "so I literally cannot decide whether to take on a second freelancer for the whole of next season or just keep booking Hattie as and when, like she's amazing but she's not always free and the Cirencester bride in May wants a massive ceiling install, can you help me think it through",
    dilemma,
  ),
  london('cannae decide if ah should go VAT registered or keep ma turnover under. help us think it ower', dilemma),
  // London: one option or none
  london('thinking to stop doing wedding arches, only funerals and the shop. is good idea?', dilemma),
  london('shud i pack in sundays', dilemma),
  // London: answers to daily's dilemma questions
  within(
    askedOptions('What are you weighing up about the van?'),
    london('either I buy new Transit, or keep old one and hire a van only for big weddings', answer(null), dilemma),
  ),
  within(
    askedMatters(
      'Go exclusive with the Bridgend funeral director or keep working with the Co-op?',
      'go exclusive with Bridgend',
      'keep working with the Co-op',
    ),
    london('The families, really. I want to be able to say yes to whoever rings me.', answer(null)),
  ),
  within(
    askedChoice('Take the second stall or not?', 'take the second stall', 'stick with one stall'),
    london('stick wi the one', answer(2)),
  ),
  within(
    askedChoice('Register for VAT or keep your turnover under the threshold?', 'register for VAT', 'keep under the threshold'),
    london('no yet, need tae speak tae ma accountant first', answer(null)),
  ),
  within(
    askedChoice(
      'Take on a second freelancer for the season or keep booking Hattie as needed?',
      'take on a second freelancer',
      'keep booking Hattie',
    ),
    london('honestly the first one, I think I just need to know someone is definitely there every weekend', answer(1)),
  ),
  // London: mention a dilemma, are not one
  london('the couple fae Oban couldnae pick between the beach and the castle, took them a month 😂', NO_CHANGE),
  london('thought about it, takin the second stall. sorted', decision),
  london("Poor Mrs Hughes can't choose between burial and cremation for her husband, and I've told her there's no rush at all.", NO_CHANGE),

  // New York: a choice with two options
  newYork('¿Qué hago? Buy second cooler or rent space in the market cooler? The flowers die too fast in summer', dilemma),
  newYork('I am thinking. Should I teach at the hotel in Midtown or keep only my studio class? Please help me think.', dilemma),
  newYork(
    'fam i need a sounding board 😩 do i take the atlantic city MC gig (3 nights!!) or keep that weekend for my two queens weddings',
    dilemma,
  ),
  newYork('should i keep doin the church flowers or give it to the new girl, im so tired hon', dilemma),
  newYork(
    "I'd like to think something through. Our lead designer, Sofia, has asked to go to four days a week from January. She's brilliant, but the corporate resets all land in the first two weeks of January. Do I agree now, or ask her to stay on five days until February?",
    dilemma,
  ),
  newYork(
    "Do we raise the weekly lobby rate by 8% across all our hotels, or only for new contracts? I want to weigh it up before Monday's meeting.",
    dilemma,
  ),
  // New York: one option
  newYork('Maybe I stop the funeral work? I am not sure.', dilemma),
  newYork('estoy pensando, open on Sundays? for the cemetery people. no sé', dilemma),
  // New York: answers to daily's dilemma questions
  within(
    askedOptions('What are you weighing up about the wholesaler?'),
    newYork('either stay w the guy in jersey or go back to the 28th st market myself every tues', answer(null), dilemma),
  ),
  within(
    askedMatters('Take the Atlantic City gig or keep the Queens weddings?', 'take the Atlantic City gig', 'keep the Queens weddings'),
    newYork('my rep fam. cant be flakin on couples 🙏🏾', answer(null)),
  ),
  within(
    askedChoice(
      "Agree to Sofia's four-day week from January or keep her on five days until February?",
      'agree from January',
      'five days until February',
    ),
    newYork("The second, I think. Five days through January, then four from February, and I'll explain to her why.", answer(2)),
  ),
  within(
    askedChoice('Teach at the Midtown hotel or keep only your studio classes?', 'teach at the hotel', 'keep only the studio classes'),
    newYork('The studio. Thank you.', answer(2)),
  ),
  within(
    askedChoice('Buy a second cooler or rent space in the market cooler?', 'buy a second cooler', 'rent space in the market cooler'),
    newYork('todavía no sé, tengo que hablar con mi esposo primero', answer(null)),
  ),
  // New York: look like a dilemma, are not
  newYork('bride cant pick between two first dance songs lmaooo 😂 not my problem fam', NO_CHANGE),
  newYork('went with the new girl doin the church flowers. done deal hon', decision),
];

export const HUNDREDTWENTYSECOND_RECALL: HeldOutItem[] = [
  // London
  london('what I decide about oasis foam in the funeral tributes? customer asking', recall('oasis foam'), recall('funeral tributes')),
  london(
    'Remind me, what did I decide about doing more than two at Thornhill in a day? The crem have offered me a third slot on Friday.',
    recall('thornhill'),
  ),
  london('what day did i say for the dutch lorry. tues or thurs', recall('dutch lorry')),
  london(
    "wait what did I decide about the Tithe Barn installations, because a bride has just emailed asking for a hanging cloud thing and I genuinely can't remember if I said never again or just not this year",
    recall('tithe barn'),
    recall('tithe barn installations'),
  ),
  london('did ah decide somethin aboot Sunday weddins? couple fae Paisley askin', recall('sunday weddins'), recall('sunday')),
  london('which van I decide? Transit or Vivaro, I forget', recall('van'), recall('transit')),
  london('What did I settle on for the Jenkins family in the end?', recall('jenkins')),
  london('them buckets. what did i go wi', recall('buckets')),
  london('which freelancer did I decide on for the summer, was it definitely Hattie', recall('freelancer'), recall('hattie')),
  london('whit did ah say ma fee wis gaun up tae?', recall('fee')),
  london('wreath workshop price, how much I decide?', recall('wreath workshop price'), recall('wreath workshop')),
  within(
    reminded('call the garage in Belgrave', l('11-13')),
    london('before I call, why I decide Transit not Vivaro?', recall('transit'), recall('van')),
  ),
  // London: look like a recall, are not
  london('remind me to decide on the second stall by monday', task('decide on the second stall', l('11-16'))),
  london('The Hughes family decided on a woodland burial in the end, which I think is lovely.', NO_CHANGE),
  london("the hotel in Crieff's decided tae stop daein ootdoor ceremonies. shame, bonnie spot", NO_CHANGE),

  // New York
  newYork('What I decide about the quince arches, the minimum price? Señora here asking', recall('quince arches'), recall('arches')),
  newYork('Please, what I decided about evening class?', recall('evening class')),
  newYork('yo what did i decide about rehearsals on the wedding day again 😅 couple asking', recall('rehearsals')),
  newYork('which wholesaler did i pick for the casket sprays hon', recall('casket sprays'), recall('wholesaler')),
  newYork(
    'Could you remind me what I decided about the Whitby Hotel lobby account? Their GM has just emailed asking to renew.',
    recall('whitby hotel'),
    recall('whitby'),
  ),
  newYork('El market, Tuesday or Monday? what I say', recall('market')),
  newYork('Kenzan supplier, which one I decided?', recall('kenzan supplier'), recall('kenzan')),
  newYork('did i ever decide on the jersey ordination thing fam 🤔', recall('jersey ordination'), recall('ordination')),
  newYork('poinsetias for the altar, white or red, what did i say', recall('poinsetias'), recall('altar')),
  newYork('What did we settle on for payroll? Marcus is asking whether December still runs on the old system.', recall('payroll')),
  newYork('what was my MC package price again fam', recall('mc package')),
  within(
    reminded('place the order', n('11-13 11:00')),
    newYork('Before I order, what I decided about the supplier?', recall('supplier'), recall('kenzan')),
  ),
  newYork(
    'did i decide anythin bout the new girl and the church flowers or was that just talk',
    recall('church flowers'),
    recall('new girl'),
  ),
  // New York: look like a recall, are not
  newYork('recuérdame decide about the second cooler by Friday', task('decide about the second cooler', n('11-13'))),
  newYork(
    'The Carlyle has decided to bring their lobby florals in-house from January, which is disappointing but not unexpected.',
    NO_CHANGE,
  ),
  newYork('My student decided to go back to Kyoto. I am sad.', NO_CHANGE, talk('feeling')),
];

export const HUNDREDTWENTYSECOND_PRIORITISE: HeldOutItem[] = [
  // London
  london('too much today, 3 funeral tributes and one arch to finish, what I do first?', prioritise('focus')),
  london("Could you plan my day for me, cariad? I've two family visits and a script to finish.", prioritise('plan_day')),
  london("whats first. lorry's late an the stall's half empty", prioritise('focus')),
  london(
    'I am drowning this week honestly, three weddings, two consultations and the barn walkthrough, what can I actually push to next week without anyone noticing',
    prioritise('drop'),
  ),
  london("whit can wait till next week? ah'm hauf deid", prioritise('drop')),
  london('saru, make my plan for today. van goes to wholesaler 6am tomorrow so today I must finish everything', prioritise('plan_day')),
  london(
    "What should I put first this afternoon? I've the Prosser script, a call to Thornhill and two emails to families.",
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  london('owt i can leave till monday love? knackered', prioritise('drop')),
  london(
    "can you sort my day out for me, I've got the Bibury bride at 11, a flower run, and I need to condition about forty buckets before tonight",
    prioritise('plan_day'),
  ),
  london(
    'which wan should ah dae first, the Macleod script or the hotel walk-roond? ken they baith need done the day',
    prioritise('focus'),
  ),
  london('this week too much, which I can drop? haa tell me honestly', prioritise('drop')),
  london('plan me day', prioritise('plan_day')),
  // London: look like prioritising, are not
  london(
    "Remind me to finish the Prosser script first thing tomorrow, it's the priority.",
    task('finish the Prosser script', l('11-12 09:00'), { important: true }),
    task('finish the Prosser script', l('11-12 09:00')),
  ),
  london('dropping the dried flower workshops, they literally never make any money', decision),
  london('got the Macleod script done, that wis the big yin this week 🙌', NO_CHANGE),
  london("me back's killin, been liftin buckets since 4", NO_CHANGE, talk('feeling')),

  // New York
  newYork('Ay too much today, 2 funeral sprays and the quince centerpieces, what I do first?', prioritise('focus')),
  newYork('Please plan my day. I have class at 1 and delivery to the restaurant.', prioritise('plan_day')),
  newYork('fam where do i even start today 😵 3 couples emailing and a rehearsal at 6', prioritise('focus'), prioritise('plan_day')),
  newYork('too much this week hon what can wait', prioritise('drop')),
  newYork(
    'I need help deciding what to focus on today. We have the Langham lobby install at 4, payroll needs approving by noon, and two new corporate leads are waiting on proposals. What should come first?',
    prioritise('focus'),
  ),
  newYork('Which thing I can leave for mañana? Rosi is sick and I am alone in the shop', prioritise('drop')),
  newYork('What is most important today, please?', prioritise('focus')),
  newYork('plan my day fam 🙏🏾 licence office at 11 and a walkthrough in astoria at 3', prioritise('plan_day')),
  newYork('whats first today hon my head is spinnin', prioritise('focus')),
  newYork(
    'Could you look over this week and tell me what we can sensibly push to next week? The Thanksgiving orders are starting to pile up.',
    prioritise('drop'),
  ),
  newYork('what can i drop this week without losin a client lol', prioritise('drop')),
  // New York: look like prioritising, are not
  newYork(
    'remind me first thing mañana call the cemetery office, is priority',
    task('call the cemetery office', n('11-12 09:00'), { important: true }),
    task('call the cemetery office', n('11-12 09:00')),
  ),
  newYork('finally got the mckenna casket spray out the door, that was the big one', NO_CHANGE),
  newYork('Today I finish the hotel arrangement first. It was most difficult.', NO_CHANGE),
];

export const HUNDREDTWENTYSECOND_AGENDA: HeldOutItem[] = [
  // London
  london('aaje shu che? today what I have', list('today')),
  london("What have I got tomorrow, cariad? I'd like to know before I agree to see the Evans family.", list('tomorrow')),
  london('wots on this week', list('week')),
  london(
    "what's on Saturday, because I have a horrible feeling I've double booked the Bibury barn and the Stroud one",
    list('day', '2026-11-14'),
  ),
  london("whit's on the morn?", list('tomorrow')),
  london('anything I forget? something late?', list('overdue')),
  london("Is there anything I've let slip? Anything overdue?", list('overdue')),
  london("owt i've missed", list('overdue')),
  london(
    "can you tell me everything I've got for the rest of this week, I'm trying to work out if I can squeeze in one more consultation",
    list('week'),
  ),
  london("whit've ah got on the 5/12? couple want a Saturday", list('day', '2026-12-05')),
  london('monday what I have? wholesaler want me come', list('day', '2026-11-16')),
  london("What's next on my list?", list('next')),
  within(
    listed('ring Mrs Jenkins', 'finish the Prosser script', 'send the Thornhill booking form'),
    london('Diolch. And tomorrow?', list('tomorrow')),
  ),
  // London: look like a list, are not
  london("tomorrow's a washout, lorry's not comin", NO_CHANGE),
  london('today was literally the best day, the Bibury bride actually cried when she saw the arch', NO_CHANGE),
  london("the morn's a big yin, three ceremonies an a hotel walk-roond", NO_CHANGE),

  // New York
  newYork('¿Qué tengo hoy? tell me porfa', list('today')),
  newYork('Tomorrow, what is my schedule please?', list('tomorrow')),
  newYork("what's the week lookin like fam 👀", list('week')),
  newYork('whats on tmrw hon', list('tomorrow')),
  newYork(
    "Please send me everything on for the week. I'm doing the drivers' routes tonight and need to see which hotel refreshes fall on which day.",
    list('week'),
  ),
  newYork('Algo atrasado? something I forget?', list('overdue')),
  newYork('What is on 11/21?', list('day', '2026-11-21')),
  newYork('what i got saturday fam 💍', list('day', '2026-11-14')),
  newYork('anythin overdue hon i feel like im forgettin somethin', list('overdue')),
  newYork("What's on for Tuesday the 1st? The Langham would like to move their holiday install.", list('day', '2026-12-01')),
  newYork('whats next fam', list('next')),
  within(
    listed('call Héctor', 'buy ribbon for the Ramírez quince', 'deliver the spray to Santa María'),
    newYork('bueno, ¿y el viernes?', list('day', '2026-11-13')),
  ),
  // New York: look like a list, are not
  newYork('Today class was very good. Students made beautiful moribana.', NO_CHANGE),
  newYork('tmrw is crazy hon 3 wakes and the bishop comin', NO_CHANGE),
  newYork('The Peninsula lobby went in this morning without a hitch, which is a first.', NO_CHANGE),
];

export const HUNDREDTWENTYSECOND_FREE_TIME: HeldOutItem[] = [
  // London
  london('tomorrow morning I am free? bride mother want to come see arch samples', free(l('11-12 09:00'), l('11-12 12:00'))),
  london('Am I free on Friday afternoon, cariad? The Morgans would like me to visit.', free(l('11-13 12:00'), l('11-13 17:00'))),
  london("am i free sat afternoon. mate's 50th", free(l('11-14 12:00'), l('11-14 17:00'))),
  london(
    'do I have anything on Tuesday the 17th at all because a bride wants to come and do a whole day of mock-ups at the barn',
    free(l('11-17 09:00'), l('11-17 18:00')),
    free(l('11-17 00:00'), l('11-18 00:00')),
  ),
  london("am ah free the morn's efternoon? couple fae Dundee want a blether", free(l('11-12 12:00'), l('11-12 17:00'))),
  london('between 2 and 4 friday I am free? funeral director want meeting', free(l('11-13 14:00'), l('11-13 16:00'))),
  london(
    'Have I anything on between ten and twelve on Monday? The crematorium manager would like to meet.',
    free(l('11-16 10:00'), l('11-16 12:00')),
  ),
  london('free tonight? wife wants a curry', free(l('11-11 17:00'), l('11-11 21:00'))),
  london(
    'is this afternoon free at all, I really need to get to the wholesaler in Cheltenham before they shut',
    free(l('11-11 15:00'), l('11-11 17:00')),
    free(l('11-11 12:00'), l('11-11 17:00')),
  ),
  london(
    'am ah clear on the 12/12? couple want a winter weddin at Kelvingrove',
    free(l('12-12 09:00'), l('12-12 18:00')),
    free(l('12-12 00:00'), l('12-13 00:00')),
  ),
  london('haa thursday 26 evening I am free? cousin engagement', free(l('11-26 17:00'), l('11-26 21:00'))),
  london("Is Thursday morning clear? I'd love to get the Prosser script finished.", free(l('11-12 09:00'), l('11-12 12:00'))),
  london(
    'owt on sunday? fancy a lie in',
    free(l('11-15 09:00'), l('11-15 18:00')),
    free(l('11-15 00:00'), l('11-16 00:00')),
    list('day', '2026-11-15'),
  ),
  london('fae 2 tae 4 the morn, am ah free?', free(l('11-12 14:00'), l('11-12 16:00'))),
  london(
    "am I free at all between Monday and Wednesday next week, I'm thinking of taking Hattie to the flower auction at Aalsmeer",
    free(l('11-16 09:00'), l('11-18 18:00')),
    free(l('11-16 00:00'), l('11-19 00:00')),
  ),
  // London: look like a free-time ask, are not
  london('had a free mornin for once, sat wi me brew', NO_CHANGE),
  london("The Evans family say they're free any afternoon next week, which is kind of them.", NO_CHANGE),
  london('free delivery in Leicester for all Diwali orders, I put on Instagram', NO_CHANGE),

  // New York
  newYork('Mañana en la mañana I am free? The quinceañera mom want to come', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork('Friday afternoon, am I free? A hotel wants a meeting.', free(n('11-13 12:00'), n('11-13 17:00'))),
  newYork("am i free saturday night fam 👀 my boy's engagement party", free(n('11-14 17:00'), n('11-14 21:00'))),
  newYork('am i free thurs mornin hon, father dominic wants to go over advent', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork(
    "Do I have anything at all on Monday the 23rd? If not, I'd like to spend the day at the Langham mapping out the holiday install.",
    free(n('11-23 09:00'), n('11-23 18:00')),
    free(n('11-23 00:00'), n('11-24 00:00')),
  ),
  newYork('Between 1 and 3 today I am free? Héctor want to bring the roses', free(n('11-11 13:00'), n('11-11 15:00'))),
  newYork("Is tomorrow evening free? I want to see my friend's exhibition.", free(n('11-12 17:00'), n('11-12 21:00'))),
  newYork('free 12 to 2 on tuesday? couple wanna do the licence thing 💍', free(n('11-17 12:00'), n('11-17 14:00'))),
  newYork('is 11/24 afternoon free hon', free(n('11-24 12:00'), n('11-24 17:00'))),
  newYork(
    'Is there any gap between 3 and 4 this afternoon? Sofia wants to go over the January rota with me.',
    free(n('11-11 15:00'), n('11-11 16:00')),
  ),
  newYork(
    'el domingo tengo algo? es el cumple de mi mamá, quiero cerrar',
    free(n('11-15 09:00'), n('11-15 18:00')),
    free(n('11-15 00:00'), n('11-16 00:00')),
    list('day', '2026-11-15'),
  ),
  newYork(
    'Am I free this weekend? I want to go to the ikebana exhibition in Philadelphia.',
    free(n('11-14 09:00'), n('11-15 18:00')),
    free(n('11-14 00:00'), n('11-16 00:00')),
  ),
  newYork('between 10 and noon friday hon am i clear', free(n('11-13 10:00'), n('11-13 12:00'))),
  // New York: look like a free-time ask, are not
  newYork("my boy tre is free saturday so he's gonna DJ the ortiz wedding 🎧🔥", NO_CHANGE),
  newYork('Last Sunday I was free all day. I walked in Central Park, very nice.', NO_CHANGE),
];
