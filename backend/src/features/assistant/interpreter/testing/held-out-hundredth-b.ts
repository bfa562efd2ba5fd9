/**
 * Held-out messages, hundredth set, part b: small talk, questions, news and bare replies from people
 * who keep other people's money and paperwork in order. Every message is read at Wednesday
 * 11 November 2026, 15:00 London / 10:00 New York.
 *
 * London (Europe/London, day-first dates):
 * - a self-employed bookkeeper in Bolton who writes some Lancashire ("ey up", "summat", "mithered");
 * - an accountant with a two-person practice in Edinburgh (Scots: "aye", "wee", "the day");
 * - a mortgage broker in Croydon whose first language is Yoruba (Nigerian English: "o", "abeg", "well done");
 * - a solicitor with a one-woman immigration practice in Leicester whose first language is Gujarati
 *   ("kindly", "revert", "kem cho");
 * - an independent financial adviser in Exeter.
 *
 * New York (America/New_York, month-first dates):
 * - a tax preparer in Flushing whose first language is Mandarin;
 * - an insurance agent on Staten Island;
 * - a notary and paralegal in the South Bronx whose first language is Puerto Rican Spanish;
 * - a fractional CFO in Midtown who writes in clipped shorthand;
 * - a payroll freelancer in Newark.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  NO_CHANGE,
  STOP,
  UNDO,
  answer,
  ctx,
  done,
  l,
  list,
  london,
  move,
  n,
  newYork,
  question,
  recall,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  within,
  type HeldOutItem,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily offered a reflection to the journal ("Reply KEEP"). */
const offeredKeep = (text: string): Partial<ConversationState> => ({ pending: { about: 'keep', text } });

export const HUNDREDTH_GREETING: HeldOutItem[] = [
  // London: hellos
  london('ey up', talk('greeting')),
  london('now then love, you about?', talk('greeting'), NO_CHANGE),
  london('hiya, how’s it gaun', talk('greeting')),
  london('guid efternuin!', talk('greeting')),
  london('E kaasan o 🙏🏾', talk('greeting')),
  // "well done" is a Nigerian greeting to someone at work, not praise for a finished task
  london('Good afternoon daily, well done o', talk('greeting')),
  london('kem cho! 🙏', talk('greeting')),
  london('Good afternoon. Are you there?', talk('greeting'), NO_CHANGE),
  london('Alright my lover', talk('greeting')),
  // London: in a conversation, a hello is not an answer to the reminder
  within(reminded('file Struthers CT600', l('11-11 14:00')), london('hiya', talk('greeting'))),
  // London: hello, then an ask (the ask is read)
  london('Jai Shri Krishna. Kindly share what is on for today', list('today'), [talk('greeting'), list('today')]),
  london(
    'afternoon! stick in chase the Nuttalls for their bank statements fri',
    task('chase the Nuttalls for their bank statements', l('11-13')),
    [talk('greeting'), task('chase the Nuttalls for their bank statements', l('11-13'))],
  ),
  london('hiya pal, anything overdue?', list('overdue'), [talk('greeting'), list('overdue')]),
  london('hello, what’s tomorrow looking like', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  within(
    reminded('send Mr Adebayo his DIP', l('11-11 12:00')),
    london('good afternoon. I have sent it already', done(), [talk('greeting'), done()]),
  ),

  // New York: hellos
  newYork('hi', talk('greeting')),
  newYork('你好', talk('greeting')),
  newYork('hello hello', talk('greeting')),
  newYork('yo whats good', talk('greeting')),
  newYork('u there?', talk('greeting'), NO_CHANGE),
  newYork('wepa! buenos dias', talk('greeting')),
  newYork('buenos días mi amor ☀️', talk('greeting')),
  newYork('gm', talk('greeting')),
  newYork('hey its me again lol', talk('greeting'), NO_CHANGE),
  newYork('good morning!! happy wednesday', talk('greeting')),
  within(reminded('call Mr Zhang re missing W-2', n('11-11 09:30')), newYork('hi hello', talk('greeting'))),
  // New York: hello, then an ask
  newYork('good morning! today so busy, what is on my list today?', list('today'), [talk('greeting'), list('today')]),
  newYork('hello, please remind me call IRS practitioner line tomorrow 9am', task('call IRS practitioner line', n('11-12 09:00')), [
    talk('greeting'),
    task('call IRS practitioner line', n('11-12 09:00')),
  ]),
  newYork('hola! remind me call Sra Rivera about her apostille tmrw 11am', task('call Sra Rivera about her apostille', n('11-12 11:00')), [
    talk('greeting'),
    task('call Sra Rivera about her apostille', n('11-12 11:00')),
  ]),
  newYork('mornin. q: anything overdue', list('overdue'), [talk('greeting'), list('overdue')]),
  newYork('hey hey. whats on this week', list('week'), [talk('greeting'), list('week')]),
  // New York: looks like a greeting, is not one (daily cannot pass a message on)
  newYork('say hi to my client for me when u email her lol', NO_CHANGE),
];

export const HUNDREDTH_THANKS: HeldOutItem[] = [
  // London
  london('ta', talk('thanks')),
  london('ta love, yer a star', talk('thanks')),
  london('cheers cock', talk('thanks')),
  london('thanks pal, much appreciated', talk('thanks')),
  london('cheers, that’s braw', talk('thanks')),
  london('e se gan o 🙏🏾', talk('thanks')),
  london('Thank you so much, God bless you', talk('thanks')),
  london('aabhar 🙏', talk('thanks')),
  london('Thanks ever so, you’ve saved my bacon', talk('thanks')),
  // London: thanks, then an ask
  london(
    'Thank you. Kindly also remind me to revert to the Home Office on Mr Shah’s BRP by friday',
    task('revert to the Home Office on Mr Shah’s BRP', l('11-13')),
    [talk('thanks'), task('revert to the Home Office on Mr Shah’s BRP', l('11-13'))],
  ),
  london('lovely, thank you. is the Pengelly review tomorrow or friday?', question, NO_CHANGE),
  within(
    just('annual review with the Trelawneys', l('11-17 10:00')),
    london('thanks, can you make it half 10 instead', move(ctx, null, '10:30'), [talk('thanks'), move(ctx, null, '10:30')]),
  ),
  // London: a plan after the thanks may fairly be a snooze, or nothing
  within(
    reminded('chase Mr Okonkwo for payslips', l('11-11 14:00')),
    london('thanks for reminding, I will do it after 5', snoozeUntil(l('11-11 17:00')), NO_CHANGE),
  ),
  // London: look like thanks, change nothing
  within(offeredKeep('Turning down the Gupta case felt right'), london('no thanks', NO_CHANGE)),
  london('thanks for nothing 🙄 still not working', NO_CHANGE),

  // New York
  newYork('ty', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork('谢谢', talk('thanks')),
  newYork('xie xie, very helpful', talk('thanks')),
  newYork('gracias mija', talk('thanks')),
  newYork('ay gracias, you the best 🙏', talk('thanks')),
  newYork('thanks bud appreciate ya', talk('thanks')),
  newYork('tysm!!', talk('thanks')),
  newYork('tks. thats all for now', talk('thanks'), NO_CHANGE),
  // New York: thanks, then an ask
  newYork('thank u! what do i have tmrw', list('tomorrow'), [talk('thanks'), list('tomorrow')]),
  within(
    reminded('send Kowalski renewal quote', n('11-11 09:00')),
    newYork('sent, thanks for the nudge', done(), [done(), talk('thanks')]),
  ),
  newYork('thanks, also add renew notary commission by dec 1', task('renew notary commission', n('12-01')), [
    talk('thanks'),
    task('renew notary commission', n('12-01')),
  ]),
  // New York: "thanks to" is not thanks
  newYork('thanks to the IRS i have to redo 6 returns 🙃', NO_CHANGE),
];

export const HUNDREDTH_FEELING: HeldOutItem[] = [
  // London
  london('I’m jiggered', talk('feeling'), NO_CHANGE),
  london('proper mithered today, everyone wants summat off me', talk('overwhelmed'), talk('feeling'), NO_CHANGE),
  // mentions work finished, but nothing is in view: not a tick
  london('sat here with a brew feeling reet chuffed, got the Ashworth accounts to balance first go', talk('feeling'), NO_CHANGE),
  london('absolutely knackered, 3 CT600s today', talk('feeling'), NO_CHANGE),
  london('pure scunnered wi HMRC the day', talk('feeling'), NO_CHANGE),
  london('January’s going to be brutal, I can feel it already', talk('feeling'), NO_CHANGE),
  london('Chai. I’m tired o', talk('feeling'), NO_CHANGE),
  london('feel like I’m drowning in fact finds and lender criteria, can’t breathe', talk('overwhelmed'), NO_CHANGE),
  london('buzzing!! the Bakare remortgage just got offered 🎉', talk('feeling'), NO_CHANGE),
  london('too many tribunal bundles, my head is spinning', talk('overwhelmed'), NO_CHANGE),
  london('I am very stressed, three clients visa expiring in same week', talk('overwhelmed'), talk('feeling'), NO_CHANGE),
  // a feeling about the task in view is not a snooze
  within(
    reminded('prepare Mrs Mistry’s appeal bundle', l('11-11 14:00')),
    london('honestly I cannot face it today', talk('feeling'), talk('overwhelmed'), NO_CHANGE),
  ),
  london('bit flat today if I’m honest', talk('feeling'), NO_CHANGE),
  // mentions tomorrow's meeting, asks nothing: no task
  london('feeling good about the pension transfer meeting tomorrow', talk('feeling'), NO_CHANGE),

  // New York
  newYork('累死了', talk('feeling'), NO_CHANGE),
  newYork('so tired, tax season not even start yet', talk('feeling'), NO_CHANGE),
  newYork('aiya too many client, too many paper, my head going explode', talk('overwhelmed'), NO_CHANGE),
  newYork('mad stressed today ngl', talk('feeling'), talk('overwhelmed'), NO_CHANGE),
  newYork('just closed a big commercial policy, I’m flyin 🚀', talk('feeling'), NO_CHANGE),
  newYork('ay bendito estoy agotada', talk('feeling'), NO_CHANGE),
  newYork('nena I’m so overwhelmed with these apostilles I could cry', talk('overwhelmed'), NO_CHANGE),
  newYork('fried.', talk('feeling'), NO_CHANGE),
  newYork('board deck + close + audit reqs. underwater.', talk('overwhelmed'), NO_CHANGE),
  // "ran payroll" with nothing in view: pride, not a tick
  newYork('im lowkey proud of myself, ran payroll for 9 clients zero errors', talk('feeling'), NO_CHANGE),
  within(reminded('run Hudson Deli payroll', n('11-11 09:00')), newYork('ugh i hate this one so much', talk('feeling'), NO_CHANGE)),
  newYork('feel like im behind on everything and its only wednesday', talk('overwhelmed'), NO_CHANGE),
  // a worry about friday is not a task for friday
  newYork('nervous about the IRS audit thing friday', talk('feeling'), NO_CHANGE),
  // relief about the task in view: fairly a tick
  within(reminded('file 1040-X for the Lius', n('11-10 17:00')), newYork('finally!! so relieved its filed', done(), NO_CHANGE)),
];

export const HUNDREDTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('when’s the Duckworth meeting?', question, NO_CHANGE),
  london('how do I hook me google calendar up to this', question, NO_CHANGE),
  london('is it worth going VAT registered voluntarily for a wee client like this?', question, NO_CHANGE),
  // a date in a question is not a task
  london('when’s the 31st Jan deadline again, is it midnight?', question, NO_CHANGE),
  london('Abeg, did I add the Ogunleye valuation already?', question, NO_CHANGE),
  // "remind me which" asks to be told, not reminded
  london('can you remind me which lender I used for the Afolabi case?', question, NO_CHANGE),
  london('Can daily send reminders to my clients also?', question, NO_CHANGE),
  london('do I need to do the Polwhele annual review before christmas or is Jan ok?', question, NO_CHANGE),
  london('what did I decide about the second office in Loughborough?', recall('second office in Loughborough'), recall('second office')),
  // London: lists
  london('whats on today love', list('today')),
  london('anything I’ve let slip?', list('overdue'), question),
  london('what have I got on friday', list('day', '2026-11-13')),
  london('Kindly tell me what is pending for this week', list('week')),
  london('whats tomorrow like', list('tomorrow')),

  // New York: questions answered in words
  newYork('when is Mrs Huang appointment?', question, NO_CHANGE),
  newYork('how I change my time zone?', question, NO_CHANGE),
  newYork('is it worth raising my prep fee to 350 next season?', question, NO_CHANGE),
  newYork('did i ever call back the guy w the boat policy?', question, NO_CHANGE),
  newYork('cuánto cobro por un apostille? like whats normal', question, NO_CHANGE),
  newYork('q: can u read my outlook cal?', question, NO_CHANGE),
  newYork('whens the 941 due for q4', question, NO_CHANGE),
  // a question about the task in view is not a move
  within(
    reminded('submit NJ-927 for Garden State Bagels', n('11-11 09:00')),
    newYork('wait is this the one due the 15th or end of month?', question, NO_CHANGE),
  ),
  newYork('should i be charging clients for w-2 corrections? everyone else does', question, NO_CHANGE),
  newYork('what did we decide on the Brex vs Ramp thing', recall('Brex vs Ramp'), recall('Brex')),
  // New York: lists
  newYork('today what I need do', list('today')),
  newYork('whats overdue', list('overdue')),
  newYork('whats on thurs', list('tomorrow'), list('day', '2026-11-12')),
  newYork('what’s on this wk', list('week')),
  newYork('how many things i got left today', list('today'), question),
];

export const HUNDREDTH_STATEMENT: HeldOutItem[] = [
  // London: news, nothing in view
  london('Mrs Haworth’s rung, she’s cancelled Thursday', NO_CHANGE),
  london('HMRC phone line’s been down all morning', NO_CHANGE),
  london('sent the Entwistle invoice yesterday btw', NO_CHANGE),
  london('Xero have put their prices up again', NO_CHANGE),
  london('the McLeods have moved their year end to March', NO_CHANGE),
  london('Struthers have gone wi another accountant', NO_CHANGE),
  london('client dropped off a carrier bag of receipts, bless him', NO_CHANGE),
  london('Lender has approved the Oyelaran case', NO_CHANGE),
  london('Home Office finally issued the decision for Mr Desai, granted!', NO_CHANGE),
  // someone else's work is "done": not a tick
  london('my trainee finished the Patel file, it is done', NO_CHANGE),
  london('the FCA return went in on Monday', NO_CHANGE),
  london('Office printer’s packed in', NO_CHANGE),
  // London: news about the task in view
  within(reminded('send Entwistle invoice', l('11-11 10:00')), london('sent it yesterday as it goes', done())),
  within(just('call Mr Alabi about his valuation', l('11-12 11:00')), london('the valuation has been delayed again', NO_CHANGE)),
  within(
    reminded('chase Pengelly for signed suitability letter', l('11-11 12:00')),
    london('he signed it this morning', done(), NO_CHANGE),
  ),

  // New York: news, nothing in view
  newYork('client cancelled', NO_CHANGE),
  newYork('Mr Wu already pay the balance', NO_CHANGE),
  newYork('IRS letter came today for the Chens, CP2000', NO_CHANGE),
  newYork('carrier pushed the renewal to jan', NO_CHANGE),
  newYork('the court moved the hearing to the 20th', NO_CHANGE),
  newYork('my seal stamp finally came in the mail', NO_CHANGE),
  newYork('la señora Ortiz no vino hoy', NO_CHANGE),
  newYork('fyi sent q3 flash to board', NO_CHANGE),
  newYork('Gusto outage again. payroll delayed', NO_CHANGE),
  newYork('ADP finally fixed the tax code thing', NO_CHANGE),
  newYork('deleted the old QuickBooks file off my laptop', NO_CHANGE),
  // New York: news about the task in view
  within(reminded('send Q3 flash to board', n('11-11 09:00')), newYork('sent. 11pm last night', done())),
  within(
    reminded('call Mrs Russo re flood policy', n('11-11 09:30')),
    newYork('she called me first actually, all good', done(), NO_CHANGE),
  ),
  within(just('call Mrs Feng about her extension', n('11-12 14:00')), newYork('her daughter says she is in China til december', NO_CHANGE)),
];

export const HUNDREDTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('ok', NO_CHANGE),
  london('aye', NO_CHANGE),
  london('hmm', NO_CHANGE),
  london('ehn?', NO_CHANGE),
  london('ok o', NO_CHANGE),
  london('?', NO_CHANGE),
  london('theek che', NO_CHANGE),
  london('lovely', NO_CHANGE),
  london('help', HELP),
  // London: in a conversation
  within(reminded('reconcile Whittaker’s bank', l('11-11 14:00')), london('ok', NO_CHANGE)),
  within(reminded('reconcile Whittaker’s bank', l('11-11 14:00')), london('all sorted', done())),
  within(reminded('submit Grant Ltd VAT return', l('11-11 12:00')), london('aye', done())),
  within(just('call Mrs Adeyemi re offer', l('11-12 10:00')), london('noted', NO_CHANGE)),
  within(reminded('draft Mr Rana’s grounds of appeal', l('11-11 14:30')), london('1hr', snoozeFor(60))),
  within(askedChoice('Renew the Iress licence or move to Voyant?', 'renew Iress', 'move to Voyant'), london('2', answer(2))),

  // New York: out of a conversation
  newYork('k', NO_CHANGE),
  newYork('👍', NO_CHANGE),
  newYork('lol', NO_CHANGE),
  newYork('cool cool', NO_CHANGE),
  newYork('ack', NO_CHANGE),
  newYork('wepa', NO_CHANGE),
  newYork('dale', NO_CHANGE),
  newYork('nvm', NO_CHANGE),
  newYork('undo', UNDO),
  newYork('STOP', STOP),
  // New York: in a conversation
  within(reminded('email Mr Lin his 1099s', n('11-11 09:00')), newYork('✅', done())),
  within(just('email Mr Lin his 1099s', n('11-12 09:00')), newYork('👍', NO_CHANGE)),
  within(reminded('review AP aging', n('11-11 09:00')), newYork('yup', done())),
  within(reminded('review AP aging', n('11-11 09:00')), newYork('not yet', NO_CHANGE)),
  within(reminded('run Bayonne Auto payroll', n('11-11 09:30')), newYork('snooze', snoozeFor(60))),
  within(which('call Mr Zhang', 'call Mrs Zhang'), newYork('the 2nd', answer(2))),
  // just added: "k done" may mean "done adding", or the task
  within(just('run Bayonne Auto payroll', n('11-13 09:00')), newYork('k done', NO_CHANGE, done())),
];
