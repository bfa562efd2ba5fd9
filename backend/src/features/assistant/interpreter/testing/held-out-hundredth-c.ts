/**
 * Held-out messages, hundredth set, part c: people who live off other people's paperwork.
 *
 * London time (day-first dates):
 * - Lorraine, a self-employed bookkeeper in Bolton who writes some Lancashire ("owt", "nowt", "tomorra", "us" for me).
 * - Fraser, an accountant with a two-person practice in Edinburgh (with Morag); writes some Scots ("the morn" is tomorrow).
 * - Bayo, a mortgage broker in Croydon whose first language is Yoruba ("abeg", "o", "by 11am" meaning at 11).
 * - Hetal, a solicitor with a one-woman immigration practice in Leicester whose first language is Gujarati.
 * - Nick, an independent financial adviser in Exeter.
 *
 * New York time (month-first dates):
 * - Mei, a tax preparer in Flushing whose first language is Mandarin.
 * - Sal, an insurance agent in Staten Island.
 * - Yesenia, a notary and paralegal in the South Bronx whose first language is Puerto Rican Spanish.
 * - Dana, a fractional CFO in Midtown who writes in clipped shorthand.
 * - Marcus, a payroll freelancer in Newark.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  free,
  inMinutes,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  recall,
  remove,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';

/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked what the options of a dilemma are. */
const askedOptions = (question: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question },
});

export const HUNDREDTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london("right thats it, im not doing t'Fletchers books for nowt anymore. charging em from december", decision),
  london('decided, stickin wi Xero. not faffin about movin everything to quickbooks', decision),
  london('Ok we are going with the bigger office on Leith Walk. Signed it off with Morag this morning', decision),
  london('nae more working saturdays in january. decided. self assessment or no self assessment', decision),
  london('Abeg I have decided o, I will not be taking any more buy-to-let clients until new year', decision),
  london('we go with Mortgage Brain for the sourcing, the other one is too costly for small broker like me', decision),
  london('Final decision: I am increasing the fixed fee for spouse visa applications to £1,800 from 1st Dec itself', decision),
  london('have decided to not take the Patel asylum appeal. conflict of interest is there', decision),
  london('gone for the Fidelity platform in the end. proper job, one less thing to think about', decision),
  london("Right. We're not renewing the Morningstar licence, far too dear for what we actually use", decision),

  // London: look like decisions, are not
  // Undecided ("might"): nothing is taken; a dilemma flow is a fair reply too.
  london('might go wi Sage, might not. ask us again next week', NO_CHANGE, dilemma),
  // A wish about the past.
  london("wish we'd gone with the cheaper software tbh, this one's a nightmare", NO_CHANGE),
  // The client's decision, news to the broker.
  london('Client has decided to go with Halifax instead of Nationwide, I have to redo the illustration sha', NO_CHANGE),
  // A question: a dilemma, not a decision.
  london('shall I go with 2 year or 3 year lease for the Belgrave Road office?', dilemma),
  // A plan with a day but no ask: offer it, or add it.
  london(
    "I'm going to ring Mrs Hext tomorrow about her pension transfer",
    unclear,
    task('ring Mrs Hext about her pension transfer', l('11-12')),
  ),
  // "going with" the flow: a feeling.
  london("just going with the flow the day, my head's mince", NO_CHANGE),
  // The choice daily asked for: an answer, which the dilemma's flow records.
  within(
    askedChoice('Renew the PI insurance with Hiscox or switch to Markel?', 'Renew with Hiscox', 'Switch to Markel'),
    london('stick with hiscox i think. less hassle', answer(1)),
  ),

  // New York: decisions in plain words
  newYork('I decide: this year no more take client who bring shoebox of receipt on April 14', decision),
  newYork('ok we use Drake again next season, not switch to Lacerte', decision),
  // "done with" is a decision here, not a tick.
  newYork("we're done with the Hylant leads, not paying for those anymore. total garbage", decision),
  newYork('decided to keep the Hylan Blvd office open saturdays thru open enrollment', decision),
  newYork("ok ya decidí, I'm charging $15 per signature desde enero. everybody else does", decision),
  newYork('no more walk-ins after 5, lo decidí. too many problems with that', decision),
  newYork('decision: moving AP to Bill.com eff 1/1. no more manual checks', decision),
  newYork('going w/ Carta for the cap table. done deliberating', decision),
  newYork('gonna go with Gusto for the small clients, ADP is overkill for 5 ppl', decision),
  newYork('flipped a coin on the hoboken restaurant thing lol. doing it', decision),
  // A decision and the job it brings, in that order.
  newYork(
    'decided, not renewing QuickBooks Payroll. remind me to cancel the sub by 11/30',
    [decision, task('cancel the sub', n('11-30'))],
    [decision, task('cancel the QuickBooks Payroll sub', n('11-30'))],
  ),

  // New York: look like decisions, are not
  newYork('should I use Drake or TaxSlayer for the new client, she have K-1 and rental', dilemma),
  newYork('my wife decided we goin to Aruba in feb lol', NO_CHANGE),
  // The board's decision, passed on: news, though a careful person might journal it.
  newYork('board decided to push the raise to Q2. fyi', NO_CHANGE, decision),
  newYork('did we decide on the Paychex thing or no', recall('paychex')),
  newYork("I think I'm gonna switch notary bond company pero no sé todavía", NO_CHANGE, dilemma),
  // "going with" a client to a hearing: a plan with a time, no ask.
  newYork(
    'going with the client to the NJ labor dept hearing thurs 9am',
    unclear,
    task('go with the client to the NJ labor dept hearing', n('11-12 09:00')),
  ),
];

export const HUNDREDTH_DILEMMA: HeldOutItem[] = [
  // London: choices to think through (0, 1 or 2 options)
  london("should I tek on another payroll client or am I daft, I'm already up to me eyes in it", dilemma),
  london('torn between gettin a proper office in town or carryin on from the back bedroom', dilemma),
  london('Not sure whether to take on a trainee in the new year. Thoughts?', dilemma),
  london('do we keep doing the wee charity accounts for free or start charging them something', dilemma),
  london('Please help me think. Should I join a network or stay directly authorised?', dilemma),
  london("I don't know if to take the Okonkwo remortgage case, his credit file is very bad", dilemma),
  london('what to do, should I hire one paralegal or outsource the bundle preparation only?', dilemma),
  london('confused whether to move to the bigger office on London Road or continue from home', dilemma),
  london('in two minds about dropping the smaller clients. keeps me busy but they pay peanuts', dilemma),
  london('Should I go restricted or stay independent? Been mulling it for months and getting nowhere', dilemma),
  london('xero or freeagent for the practice, cannae decide', dilemma),
  london('big decision to make and I keep putting it off. can we think it through', dilemma),

  // London: look like dilemmas, are not
  // The client's choice, not theirs.
  london('my client is torn between 2 year fix and 5 year fix. wahala', NO_CHANGE),
  // A task that carries an either/or.
  london(
    'Remind me to ask Mr Shah whether he wants the priority service or standard',
    task('ask Mr Shah whether he wants the priority service or standard'),
  ),
  london("shud've charged the Whittakers more, ah well", NO_CHANGE),
  // Put off when daily asked which option: left to the choice as an answer.
  within(
    askedChoice("Take on the Plymouth practice's clients or stay small?", 'Take on the Plymouth clients', 'Stay small'),
    london("still can't decide, need to see their client book first", answer(null)),
  ),
  // The options daily asked for.
  within(askedOptions('Should I get help with the admin?'), london('either get a VA or pay Kirsty for more hours', answer(null))),

  // New York: choices to think through
  newYork('I should hire one more preparer for season or just work more hour myself? very tired last year', dilemma),
  newYork('not sure open second office in Elmhurst. rent so expensive now', dilemma),
  newYork('thinkin about droppin the Progressive appointment, or keepin it and just not pushin it. idk', dilemma),
  newYork('should i hire my nephew for the busy season or is that askin for trouble', dilemma),
  newYork('ay no sé, should I do immigration forms too or stick to notary and paralegal only?', dilemma),
  newYork('torn between renting the little office on 149th or keep working from the house', dilemma),
  newYork('Q: take the Series B co as 3rd client or keep bandwidth for the exit work? need to think', dilemma),
  newYork('raise day rate to 2.5k vs keep 2k for existing clients. help me think it thru', dilemma),
  newYork('do i go LLC or stay sole prop next year? my accountant said either is fine which helps nobody', dilemma),
  newYork('should I take on the Hoboken restaurant group, 40 employees and tips are a nightmare', dilemma),

  // New York: look like dilemmas, are not
  newYork('customer ask me should she file jointly or separately, I tell her tomorrow', NO_CHANGE),
  // A fact with an "or": a question daily answers in words.
  newYork('filing deadline for 1099-NEC is 1/31 or 2/15?', NO_CHANGE),
  newYork("should've gone with the other E&O carrier smh", NO_CHANGE),
  within(
    askedChoice('Rent the office on 149th or keep working from home?', 'Rent the office on 149th', 'Keep working from home'),
    newYork('la oficina. ya. I need my own space', answer(1)),
  ),
];

export const HUNDREDTH_RECALL: HeldOutItem[] = [
  // London: asks about past decisions
  london("what did I decide about t'Fletchers?", recall('fletchers')),
  london('remind us why we packed in wi Sage', recall('sage')),
  london('What did we agree on the trainee in the end?', recall('trainee')),
  london('did I say aye to doing the Dunbar golf club accounts?', recall('dunbar golf club')),
  london('Please what did I decide about the buy-to-let clients?', recall('buy-to-let')),
  london('why did I stop using Mortgage Brain again?', recall('mortgage brain')),
  london('Kindly tell me what I had decided for the spouse visa fee', recall('spouse visa fee')),
  london('what was my reason for not taking the Patel appeal?', recall('patel appeal')),
  london('what did I decide about the restricted advice thing', recall('restricted advice')),
  london('remind me why I went for Fidelity over Transact', recall('fidelity')),
  london('did we decide anything about saturday working or did we just moan about it', recall('saturday working')),
  london('wot did I say abt the back bedroom office', recall('back bedroom office')),

  // London: look like recall, are not
  london('remind me to decide on the network by friday', task('decide on the network', l('11-13'))),
  // The Home Office's decision: nothing in the person's journal.
  london('what did the Home Office decide on the Mehta application? still nothing in the portal', NO_CHANGE),
  // A question about a task.
  london('did I send Mrs Hext the suitability report?', NO_CHANGE),
  london('remember the Morrison engagement letter the morn', task('the Morrison engagement letter', l('11-12'))),

  // New York: asks about past decisions
  newYork('what I decide last time about the shoebox client?', recall('shoebox')),
  newYork('why we not switch to Lacerte, remind me', recall('lacerte')),
  newYork("what'd I decide on the Hylant leads", recall('hylant')),
  newYork('did I say yes to sponsoring the little league team', recall('little league')),
  newYork('oye what did I decide about the walk-ins?', recall('walk-ins')),
  newYork('porqué I said no to the apostille jobs? remind me', recall('apostille')),
  newYork('recall: AP platform decision + rationale', recall('ap platform')),
  newYork('what did we land on re: Carta vs Pulley', recall('carta')),
  newYork('wait what did i decide about the quickbooks payroll sub', recall('quickbooks payroll')),
  newYork('did I agree to do the Hoboken restaurant group?', recall('hoboken')),

  // New York: look like recall, are not
  newYork('remind me to tell Vinny what we decided about the leads', task('tell Vinny what we decided about the leads')),
  newYork('what IRS decide for Mr Wang penalty abatement? they not answer yet', NO_CHANGE),
  newYork('did I run payroll for Castillo Auto yet?', NO_CHANGE),
];

export const HUNDREDTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('av got that much on, what do I do first?', prioritise('focus')),
  london("what can I leave till next week, I'm drownin here", prioritise('drop')),
  london("plan my day for me, I've nae idea where to start", prioritise('plan_day'), prioritise('focus')),
  london("What's the most important thing today?", prioritise('focus')),
  london('Please arrange my day for me', prioritise('plan_day')),
  london('too many cases on my desk. which one can I push back?', prioritise('drop')),
  london('what I should do first first, kindly suggest', prioritise('focus')),
  london('Do one thing, tell me what I can skip today', prioritise('drop')),
  london('give us a plan for the rest of today', prioritise('plan_day')),
  london("what's the priority this afternoon?", prioritise('focus')),
  london('what can I ditch this week, seriously', prioritise('drop')),

  // London: near-misses
  london('priority: ring HMRC abt the Fletchers penalty', task('ring HMRC abt the Fletchers penalty', null, { important: true })),
  // "dropped out" is news.
  london('Client dropped out o, the Adeyemi purchase has fallen through', NO_CHANGE),
  // A focus group with a time, asked for nothing.
  london('focus group at the law society tomorrow 2pm', unclear, task('focus group at the law society', l('11-12 14:00'))),
  london("couldn't focus on anything this morning, knackered", NO_CHANGE),

  // New York
  newYork('too much work, what I should do first?', prioritise('focus')),
  newYork('help me plan today please, 12 client coming', prioritise('plan_day')),
  newYork("what's most important rn, I'm all over the place", prioritise('focus')),
  newYork('I got too much goin on, what can I blow off', prioritise('drop')),
  newYork('ayúdame a organizar el día. plan my day', prioritise('plan_day')),
  newYork('what is more urgent? what do I do first?', prioritise('focus')),
  newYork('prioritize pls. top 3', prioritise('focus')),
  newYork('what can slip to next wk', prioritise('drop')),
  newYork('lay out my day for me', prioritise('plan_day')),
  newYork('what should i knock out first', prioritise('focus')),

  // New York: near-misses
  // "drop" a task by name, with the reason after: a removal.
  newYork('drop the Esposito renewal, she went with Geico', remove(words('esposito'))),
  newYork('how do u decide whats important for me anyway?', NO_CHANGE),
  newYork("I'll plan my day after coffee", NO_CHANGE),
];

export const HUNDREDTH_AGENDA: HeldOutItem[] = [
  // London
  london('wots on today?', list('today')),
  london('owt for tomorra?', list('tomorrow')),
  // Scots: "the morn" is tomorrow.
  london("what's on the morn?", list('tomorrow')),
  london("anything overdue I've forgotten about?", list('overdue')),
  london('Please what do I have on Friday?', list('day', '2026-11-13')),
  london('show me this week', list('week')),
  london('what is my next task?', list('next')),
  london('what all is pending from before?', list('overdue')),
  london('anything in the diary for monday?', list('day', '2026-11-16')),
  // Day-first: 4 December.
  london("what's on 4/12?", list('day', '2026-12-04')),
  london("what've I missed? owt late?", list('overdue')),
  london("whit's next", list('next')),
  london("What's on for the 1st?", list('day', '2026-12-01')),

  // London: near-misses
  london('what is the next step in the Mehta appeal?', NO_CHANGE),
  london("tomorrow's looking grim, 4 reviews back to back", NO_CHANGE),
  // A question about one meeting: answered in words, or tomorrow's list.
  london("what time's the Morrison meeting the morn?", NO_CHANGE, list('tomorrow')),

  // New York
  newYork('today what I have?', list('today')),
  newYork('tomorrow any appointment?', list('tomorrow')),
  newYork('whats on my plate this week', list('week')),
  newYork("anything I'm behind on?", list('overdue')),
  newYork("qué tengo hoy? what's on today", list('today')),
  newYork('what do I have el viernes?', list('day', '2026-11-13')),
  newYork('agenda tmrw', list('tomorrow')),
  newYork('next up?', list('next')),
  newYork('overdue items pls', list('overdue')),
  // Month-first: 1 December.
  newYork("what've I got on 12/1", list('day', '2026-12-01')),
  // Thursday is tomorrow.
  newYork("what's on for thursday", list('tomorrow'), list('day', '2026-11-12')),
  newYork('rest of the week look like?', list('week')),

  // New York: near-misses
  newYork('next week I am go to Taiwan for 5 days, my sister wedding', NO_CHANGE),
  newYork("what's on the menu for the office party friday lol", NO_CHANGE),
  newYork('today was long af', NO_CHANGE),
];

/*
 * Windows used below (local time): morning 09:00-12:00, afternoon 12:00-17:00, "after lunch"
 * 13:00-17:00, a whole day 09:00-17:00 (or the calendar day), "at X" one hour from X, "after X" X to
 * 17:00 (or to the end of the day), and a window already under way today may start now.
 */
export const HUNDREDTH_FREE_TIME: HeldOutItem[] = [
  // London
  london('am I free tomorra afternoon?', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('got owt on friday mornin or am I free?', free(l('11-13 09:00'), l('11-13 12:00')), list('day', '2026-11-13')),
  london('Any gap on Monday morning for a client meeting?', free(l('11-16 09:00'), l('11-16 12:00'))),
  london('am I clear between 2 and 4 the morn?', free(l('11-12 14:00'), l('11-12 16:00'))),
  // Nigerian English: "by 11am" is at 11.
  london('Please am I free on Thursday by 11am?', free(l('11-12 11:00'), l('11-12 12:00'))),
  london('do I have space after 4 today?', free(l('11-11 16:00'), l('11-11 17:00')), free(l('11-11 16:00'), l('11-12 00:00'))),
  london('Is my Friday afternoon free? Client wants to come for consultation', free(l('11-13 12:00'), l('11-13 17:00'))),
  london('am I free on 17th morning?', free(l('11-17 09:00'), l('11-17 12:00'))),
  london('free anytime tomorrow for a pension review?', free(l('11-12 09:00'), l('11-12 17:00')), free(l('11-12 00:00'), l('11-13 00:00'))),
  london("any chance I'm free at 10 on the 20th?", free(l('11-20 10:00'), l('11-20 11:00'))),
  london('am I free rest of today?', free(inMinutes(0), l('11-11 17:00')), free(inMinutes(0), l('11-12 00:00'))),
  // 15:00 in London: the afternoon is half gone.
  london('am I free this afternoon or is it all booked?', free(l('11-11 12:00'), l('11-11 17:00')), free(inMinutes(0), l('11-11 17:00'))),

  // London: near-misses
  london(
    'Free valuation for the Babatunde property on Monday 10am',
    unclear,
    task('free valuation for the Babatunde property', l('11-16 10:00')),
  ),
  london('I am free after 3 tomorrow if Mr Desai wants to call', NO_CHANGE),
  london('free at last!! all the annual reviews are submitted', NO_CHANGE),

  // New York
  newYork('tomorrow afternoon I free or not?', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('Friday morning have time for new client?', free(n('11-13 09:00'), n('11-13 12:00'))),
  newYork('am i open thursday after lunch', free(n('11-12 13:00'), n('11-12 17:00')), free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('got any time monday between 9 and 11', free(n('11-16 09:00'), n('11-16 11:00'))),
  newYork('estoy libre hoy en la tarde? like am I free this afternoon', free(n('11-11 12:00'), n('11-11 17:00'))),
  // 10:00 in New York: the morning is under way.
  newYork(
    'any opening this morning for a walk-in signing?',
    free(inMinutes(0), n('11-11 12:00')),
    free(n('11-11 09:00'), n('11-11 12:00')),
  ),
  newYork('free 3-4 tmrw?', free(n('11-12 15:00'), n('11-12 16:00'))),
  newYork('avail fri pm?', free(n('11-13 12:00'), n('11-13 17:00'))),
  newYork(
    'do I have anything before noon today or am I free',
    free(inMinutes(0), n('11-11 12:00')),
    free(n('11-11 09:00'), n('11-11 12:00')),
  ),
  // Month-first: Thursday 19 November.
  newYork('free at 2 on 11/19?', free(n('11-19 14:00'), n('11-19 15:00'))),
  newYork('mija am I free el lunes por la mañana?', free(n('11-16 09:00'), n('11-16 12:00'))),
  newYork('can i fit a client in saturday morning or nah', free(n('11-14 09:00'), n('11-14 12:00'))),

  // New York: near-misses
  newYork('are u free? need to vent abt this carrier', NO_CHANGE),
  // A call already agreed, told as news.
  newYork('client asked if I was free for a call. told them thurs 2pm', NO_CHANGE),
  newYork('is 11/26 a bank holiday for payroll? thanksgiving right', NO_CHANGE),
];
