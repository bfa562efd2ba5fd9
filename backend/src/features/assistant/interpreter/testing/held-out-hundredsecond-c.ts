/**
 * Held-out messages, hundredsecond set, part c: decisions, dilemmas, recalls, prioritising, agendas
 * and free time, from people who make things for clients.
 *
 * London time (day-first, "20/11" is 20 November):
 * - Rumana, a freelance graphic designer in Hackney; Bengali is her first language.
 * - Will, an architect with a two-person practice in Bath (his partner is Tom).
 * - Jean, an interior designer in Harrogate who writes some Yorkshire ("owt", "nowt", "me", "summat").
 * - Craig, a wedding and events videographer in Newcastle who writes some Geordie ("howay", "aye", "gan", "divvent").
 * - Dee, a sign-writer and mural painter in Margate.
 *
 * New York time (month-first, "11/18" is November 18):
 * - Priya, a UX freelancer in Williamsburg who types fast, all lowercase.
 * - Hannah, a copywriter in Park Slope who writes whole sentences.
 * - Ji-woo, an illustrator in Sunnyside; Korean is her first language.
 * - Marcus, who owns a brand studio in SoHo and writes in clipped shorthand.
 * - Andrés, a freelance video editor in Jackson Heights; Colombian Spanish is his first language.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
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
  inMinutes,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  recall,
  remove,
  snoozeUntil,
  task,
  words,
  within,
  ctx,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});
/** daily took a dilemma and asked what the options are. */
const askedOptions = (q: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question: q },
});
/** daily asked how an old decision turned out. */
const reviewing = (text: string): Partial<ConversationState> => ({
  pending: { about: 'review', decision: text },
});

export const HUNDREDSECOND_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london('ok decided, im not doing free logo tests anymore. wasted 3 weekend on that last month', decision),
  london("We're going with Corrigan's for the structural calcs, their quote came in £600 under the other lot.", decision),
  london("right that's it, I'm not chasing the Ilkley lot any more. they can find another designer, I'm done wi' them", decision),
  london("aye that's me decided, day rate's gannin up to 450 from jan. been too cheap for too long", decision),
  london('gold leaf on the pub sign not vinyl. final answer. landlord can moan all he likes', decision),
  london("we'll use the Leeds upholsterer from now on, the York one's been nowt but bother", decision),
  london('Insha Allah I keep Adobe one more year only then I move to Affinity. this is decided', decision),
  london('Tom and I agreed this morning: no more residential extensions under 50k, the planning grief is not worth it', decision),
  london('not renewing the drone insurance this time, hardly had it up all year', decision),
  london('saying no to the council mural. the fee is a joke and they want it by christmas', decision),
  // London: look like decisions, are not
  london('might go with the cheaper fabric place, dunno yet, see what the samples are like when they come', NO_CHANGE, [dilemma]),
  london("wish we'd never taken on the barn conversion tbh", NO_CHANGE),
  london('shoulda gone with the sony not the canon man, the autofocus on this thing', NO_CHANGE),
  london('should I go with the cheaper printer for the zine? quality little bit worse', [dilemma]),
  london('need to decide on the scaffold firm by friday', [task('decide on the scaffold firm', l('11-13'))]),
  london('The clients decided on the flat roof in the end. Good, less detailing for us.', NO_CHANGE),

  // New York: decisions in plain words
  newYork('ok decided im dropping figma pro, free tier is fine for what i do rn', decision),
  newYork(
    "I'm going to stop offering unlimited revisions. Two rounds, then it's billed hourly. Writing it here so I actually stick to it.",
    decision,
  ),
  newYork('I decide to use the riso shop in Greenpoint for the zine. more expensive but colors are much better', decision),
  newYork('decided: mercury for banking. off chase by q1.', decision),
  newYork('no more spec pitches. period.', decision),
  newYork("bueno ya, I'm taking the 12 month premiere license, the monthly is too expensive pues", decision),
  newYork("we're not doing the retainer w/ kiln co. project basis only, they pay too slow", decision),
  newYork('Going with the Hoboken client over the agency gig. Less money, but I actually like the work.', decision),
  newYork('ya está, from now I ask 50% deposit before I even open the project file. no more', decision),
  // New York: look like decisions, are not
  newYork("maybe I raise price next year? I really don't know", [dilemma], NO_CHANGE),
  newYork('ojalá the client picks the second cut, is much better one', NO_CHANGE),
  newYork('client decided on option b. rev round starts mon', NO_CHANGE),
  newYork('I want maybe stop doing commissions someday. someday', NO_CHANGE),
  newYork('what did i end up going with for hosting', [recall('hosting')]),
];

export const HUNDREDSECOND_DILEMMA: HeldOutItem[] = [
  // London: choices to think through
  london('should I take the Shoreditch cafe branding or no? money is good but they want it in 10 days and I have the Eid campaign also', [
    dilemma,
  ]),
  london('Torn on this one: take on a Part 1 student, or just farm the drawings out to a freelancer? Thoughts?', [dilemma]),
  london("can't make me mind up whether to get a showroom or keep working from home", [dilemma]),
  london('divvent knaa whether to buy a second gimbal or just hire one in for the big weddings', [dilemma]),
  london('do I do the seafront mural for the exposure or hold out for a paid one', [dilemma]),
  london('Not sure we should take the Frome job at all.', [dilemma]),
  london('I am confuse. keep the agency retainer or go fully freelance from january?', [dilemma]),
  london("should I chase the Tynemouth couple for the balance now or wait till they've seen the edit", [dilemma]),
  london('help me think summat through love. do I take the hotel refurb in Ripon', [dilemma]),
  london('need to work out if its worth getting a van', [dilemma]),
  // London: answering daily's dilemma questions
  within(
    askedChoice('Take the Frome job?', 'take it', 'turn it down'),
    london('the second one I think. not worth the drive twice a week', [answer(2)]),
  ),
  within(
    askedChoice('Raise the day rate?', 'raise it in January', 'keep it as it is'),
    london('not yet, want to hear what my accountant says first', [answer(null)]),
  ),
  within(
    askedOptions('Is it worth getting a van?'),
    london('either a used transit or keep hiring off the place in Ramsgate when I need one', [answer(null)]),
  ),
  // London: look like dilemmas, are not
  london("client can't decide between the sage and the mustard for the snug. driving me round the bend", NO_CHANGE),
  london('decided, cheaper printer it is. no need to think more', decision),

  // New York: choices to think through
  newYork('should i take the fintech contract or keep doing small clients', [dilemma]),
  newYork('I keep going back and forth on whether to raise my rate mid-project for the museum people. Can you help me think it through?', [
    dilemma,
  ]),
  newYork('agent offer me contract, 15% commission. I sign or stay independent?', [dilemma]),
  newYork('hire jr designer vs keep contracting. thinking.', [dilemma]),
  newYork('parce no sé, do I buy the mac studio now or wait for black friday', [dilemma]),
  newYork('torn tbh. xd is dead so figma or penpot for the team', [dilemma]),
  newYork('Should I even bother pitching for the Etsy copy project?', [dilemma]),
  newYork("I don't know should I post the sketches on instagram before client approve", [dilemma]),
  newYork('q: raise retainer fees now or at renewal', [dilemma]),
  newYork("I'm not sure whether to send the invoice now or wait until they've signed off the last round.", [dilemma]),
  // New York: answering daily's dilemma questions
  within(
    askedChoice('Fintech contract or small clients?', 'fintech contract', 'small clients'),
    newYork('small clients. sanity > money', [answer(2)]),
  ),
  within(
    askedChoice('Buy the Mac Studio now or wait?', 'buy now', 'wait for Black Friday'),
    newYork('ay todavía no sé, let me sleep on it', [answer(null)]),
  ),
  // New York: look like dilemmas, are not
  newYork("deck should be with the client by 4, kai's on it", NO_CHANGE),
  newYork("the client don't know if he wants vertical or horizontal version, esperando 🙄", NO_CHANGE),
];

export const HUNDREDSECOND_RECALL: HeldOutItem[] = [
  // London: asks about past decisions
  london('what I decided about the canva subscription? I forget', [recall('canva')]),
  london("Why did we say no to the Wells school project? Their PM's come back asking.", [recall('wells school')]),
  london("what did I say about the York upholsterer, were we done wi' them?", [recall('york upholsterer')]),
  london('the Alnwick wedding, did I end up taking it or knock it back?', [recall('alnwick wedding')]),
  london('what was my reason for ditching the Dreamland job', [recall('dreamland')]),
  london('What did Tom and I agree on fees for the small jobs?', [recall('fees')]),
  london('apu what I decide for my day rate, last month we talk about it', [recall('day rate')]),
  london('why did we gan with the cheap drone insurance again', [recall('drone insurance')]),
  london('did I decide owt about the showroom in the end?', [recall('showroom')]),
  london('what did i decide re the paint supplier', [recall('paint supplier')]),
  london('Have I already made a call on the CAD licence renewal?', [recall('cad licence')]),
  // London: daily asked how an old decision went
  within(reviewing('day rate up to 450 from January'), london('worked out canny like, nobody even blinked', [answer(null)])),
  // London: look like recalls, are not
  london('remind me to decide about the scaffold tomorrow', [task('decide about the scaffold', l('11-12'))]),
  london('what did the bride say about the drone shots?', NO_CHANGE),
  london('remind me why I became freelancer lol 😩', NO_CHANGE),

  // New York: asks about past decisions
  newYork('wait what did i decide abt the kiln co retainer', [recall('kiln co')]),
  newYork('Why did I stop working with the Gowanus agency again? Starting to feel like a mistake.', [recall('gowanus agency')]),
  newYork('I decide something about the zine printer before, what was it?', [recall('zine printer')]),
  newYork('remind me what we landed on for banking', [recall('banking')]),
  newYork("oye I accepted the quinceañera video in Corona or no? I don't remember what I decide", [recall('quinceañera')]),
  newYork('did i ever decide on penpot or did i just think abt it', [recall('penpot')]),
  newYork("What was the reasoning behind the revision cap? A client's asking and I totally blanked.", [recall('revision cap')]),
  newYork('why I say no to the agent? I forget already ㅠㅠ', [recall('agent')]),
  newYork('what did I decide for premiere license, monthly or the year one?', [recall('premiere license')]),
  newYork("why'd we pass on the nolita pop-up", [recall('nolita pop-up')]),
  within(reviewing('No more spec pitches'), newYork('honestly mixed. lost one big pitch bc of it', [answer(null)])),
  // New York: look like recalls, are not
  newYork('what did client decide on logo. heard anything', NO_CHANGE),
  newYork('remind me to ask sam why we dropped webflow', [task('ask sam why we dropped webflow')]),
  newYork('What did I tell the Etsy people about the deadline? Was it the 20th?', NO_CHANGE),
];

export const HUNDREDSECOND_PRIORITISE: HeldOutItem[] = [
  // London
  london('so much work today, what I should do first?', [prioritise('focus')], [prioritise('plan_day')]),
  london("Can you plan out my day? Site visit at 11 got cancelled so I've more room than I thought.", [prioritise('plan_day')]),
  london("I'm up to me eyes, what can I let go of this week?", [prioritise('drop')]),
  london("howay, what's the one thing I should crack on with", [prioritise('focus')]),
  london('too many jobs on the go, what can slide', [prioritise('drop')]),
  london('What matters most this afternoon?', [prioritise('focus')]),
  london('help me make plan for today pls', [prioritise('plan_day')]),
  london('three edits, two invoices and a shoot saturday. what do I bin?', [prioritise('drop')]),
  london('where should I start love? got a right list on', [prioritise('focus')]),
  london('sort my day out for me will ya', [prioritise('plan_day')]),
  london('If I only get one thing done today, which should it be?', [prioritise('focus')]),
  // London: look like prioritising, are not
  london('plan the Hexham shoot friday', [task('plan the Hexham shoot', l('11-13'))]),
  london("drop the curtain fitting, they've cancelled on me", [remove(words('curtain fitting'))]),
  london('I cannot focus today, my head is not working at all', NO_CHANGE),
  london('Focus group for the community centre scheme, Tuesday 6pm', [
    task('focus group for the community centre scheme', l('11-17 18:00')),
  ]),

  // New York
  newYork('ok what do i actually need to do first today', [prioritise('focus')], [prioritise('plan_day')]),
  newYork("I have four deadlines this week and I'm drowning. What can I push or drop?", [prioritise('drop')]),
  newYork("please make my day plan, I don't know where to start", [prioritise('plan_day')]),
  newYork('top priority rn?', [prioritise('focus')]),
  newYork('ay parce too much work, what I can leave for later', [prioritise('drop')]),
  newYork('can u map out my day, got a 2pm w/ client but otherwise wide open', [prioritise('plan_day')]),
  newYork('What should I be working on right now?', [prioritise('focus')]),
  newYork('day plan. go.', [prioritise('plan_day')]),
  newYork('what is most important thing today', [prioritise('focus')]),
  newYork('can you organize my day, I start editing at 11', [prioritise('plan_day')]),
  newYork('Honestly I just need someone to tell me what to do today lol', [prioritise('plan_day')], [prioritise('focus')]),
  newYork('triage my list. what goes', [prioritise('drop')]),
  // New York: look like prioritising, are not
  newYork('drop kiln co invoice reminder. paid', [done(words('kiln co invoice'))], [remove(words('kiln co invoice'))]),
  newYork('need to focus on the portfolio this week', NO_CHANGE, [task('focus on the portfolio')]),
];

export const HUNDREDSECOND_AGENDA: HeldOutItem[] = [
  // London
  london('what I have today?', [list('today')]),
  london('Anything in for tomorrow?', [list('tomorrow')]),
  london("what've I got on Friday, owt?", [list('day', '2026-11-13')]),
  london("what's next like", [list('next')]),
  london('which jobs have I let go past their date', [list('overdue')]),
  london('Can I see the week?', [list('week')]),
  london('tmrw list pls', [list('tomorrow')]),
  // "this weekend" is Saturday 14; the week view is fair too
  london("what's on for the weekend", [list('day', '2026-11-14')], [list('week')]),
  london("what've I got Monday", [list('day', '2026-11-16')]),
  london("what's on 20/11", [list('day', '2026-11-20')]),
  london("What's still outstanding from last week?", [list('overdue')]),
  london('show me what is left for today', [list('today')]),
  // Thursday is tomorrow
  london('owt on thursday?', [list('day', '2026-11-12')], [list('tomorrow')]),
  london("send us today's jobs will you", [list('today')]),
  // London: look like agendas, are not
  london("what's on the mood board for the Ripon flat, can't find it anywhere", NO_CHANGE),
  london('anything from the council yet?', NO_CHANGE),
  london("what time's the Tynemouth shoot on saturday?", NO_CHANGE),

  // New York
  newYork('wait what do i have today', [list('today')]),
  newYork("What's on my plate tomorrow?", [list('tomorrow')]),
  newYork('what I have on friday?', [list('day', '2026-11-13')]),
  newYork('qué tengo esta semana? this week I mean', [list('week')]),
  newYork('ok whats next on the list', [list('next')]),
  newYork('Can you send me everything due on 11/18?', [list('day', '2026-11-18')]),
  newYork('mon agenda', [list('day', '2026-11-16')]),
  newYork('something I forget? anything late?', [list('overdue')]),
  newYork('rest of the week lookin like what', [list('week')]),
  newYork("Is there anything I've missed that's past due?", [list('overdue')]),
  // Thursday is tomorrow
  newYork('qué hay para el jueves? thursday', [list('day', '2026-11-12')], [list('tomorrow')]),
  // New York: look like agendas, are not
  newYork('today I have so many things, I am tired', NO_CHANGE),
  newYork('when is the deadline for the Corona video? the client said but I forget', NO_CHANGE),
  newYork("what's the client's schedule like next week, do u know", NO_CHANGE),
];

// Windows: morning 09:00-12:00, afternoon 12:00-17:00, a whole day 00:00-24:00 (or the working day
// 09:00-17:00); "this morning/afternoon" once it has begun runs from now (or the whole part of the
// day); "after lunch" is 13:00-17:00 (or 12:00-17:00); "after X" runs to 17:00 (or to midnight).
export const HUNDREDSECOND_FREE_TIME: HeldOutItem[] = [
  // London (now 15:00)
  london('client want call tomorrow afternoon, I am free that time?', [free(l('11-12 12:00'), l('11-12 17:00'))]),
  london('Have I got a window Thursday morning to pop out to the Widcombe site?', [free(l('11-12 09:00'), l('11-12 12:00'))]),
  london(
    'am I clear after 4 today? want to get to the mill before it shuts',
    [free(l('11-11 16:00'), l('11-11 17:00'))],
    [free(l('11-11 16:00'), l('11-12 00:00'))],
  ),
  london(
    'am I clear Saturday for the Jesmond wedding? whole day like',
    [free(l('11-14 00:00'), l('11-15 00:00'))],
    [free(l('11-14 09:00'), l('11-14 17:00'))],
  ),
  london('got anything between 10 and 2 monday? forecast says dry', [free(l('11-16 10:00'), l('11-16 14:00'))]),
  london('Is my Friday afternoon clear?', [free(l('11-13 12:00'), l('11-13 17:00'))]),
  london('I am free now for next 2 hour?', [free(inMinutes(0), inMinutes(120))]),
  london('owt on Tuesday morning or am I free to go to the mill?', [free(l('11-17 09:00'), l('11-17 12:00'))]),
  london(
    'free this arvo? someone wants a quick call about a ceilidh',
    [free(l('11-11 15:00'), l('11-11 17:00'))],
    [free(l('11-11 12:00'), l('11-11 17:00'))],
  ),
  london('can I fit a 2 hour job in tomorrow morning?', [free(l('11-12 09:00'), l('11-12 12:00'))]),
  london('Do I have anything between 9 and 11 on the 19th?', [free(l('11-19 09:00'), l('11-19 11:00'))]),
  london('friday after 2 is free or not?', [free(l('11-13 14:00'), l('11-13 17:00'))], [free(l('11-13 14:00'), l('11-14 00:00'))]),
  // London: look like free time, are not
  london("I'll be free as a bird once this job's signed off", NO_CHANGE),
  london('had a free afternoon finally, edited the whole Durham film in one go', NO_CHANGE),
  london(
    'Block out Thursday 2-5 for the planning drawings',
    [task('planning drawings', l('11-12 14:00'))],
    [task('block out time for the planning drawings', l('11-12 14:00'))],
  ),

  // New York (now 10:00)
  newYork('tmrw afternoon open? or nah', [free(n('11-12 12:00'), n('11-12 17:00'))]),
  newYork('Do I have a window Friday morning for a call with the Etsy people?', [free(n('11-13 09:00'), n('11-13 12:00'))]),
  newYork(
    'I am free this morning? client want quick zoom',
    [free(n('11-11 10:00'), n('11-11 12:00'))],
    [free(n('11-11 09:00'), n('11-11 12:00'))],
  ),
  newYork('free 2-4 thurs?', [free(n('11-12 14:00'), n('11-12 16:00'))]),
  newYork('tengo tiempo el lunes por la tarde? monday afternoon I mean, for the color grading', [free(n('11-16 12:00'), n('11-16 17:00'))]),
  newYork('anything blocking 1-3 today', [free(n('11-11 13:00'), n('11-11 15:00'))]),
  newYork('Am I clear after lunch tomorrow?', [free(n('11-12 13:00'), n('11-12 17:00'))], [free(n('11-12 12:00'), n('11-12 17:00'))]),
  newYork('11/17 afternoon I am free?', [free(n('11-17 12:00'), n('11-17 17:00'))]),
  newYork('any gap tues am', [free(n('11-17 09:00'), n('11-17 12:00'))]),
  newYork('I have a free hour now? need to run to B&H', [free(inMinutes(0), inMinutes(60))]),
  newYork(
    'is the 20th totally open? thinking of taking it off',
    [free(n('11-20 00:00'), n('11-21 00:00'))],
    [free(n('11-20 09:00'), n('11-20 17:00'))],
  ),
  // New York: look like free time, are not
  newYork('Finally a free afternoon on Friday. Going to the Met, not answering email.', NO_CHANGE),
  newYork("when's jo free this wk", NO_CHANGE),
  within(
    reminded('send cover letter drafts', n('11-11 10:00')),
    newYork("Feel free to bump that to 11:30, I'm still on the school run", [move(ctx, null, '11:30')], [snoozeUntil(n('11-11 11:30'))]),
  ),
];
