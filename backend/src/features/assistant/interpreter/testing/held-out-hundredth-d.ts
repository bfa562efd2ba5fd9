/**
 * Held-out messages, hundredth set, part d: renames, removals, ticks and messages too thin to act on.
 *
 * The people, all read at Wednesday 11 November 2026, 15:00 London / 10:00 New York:
 * - London time (day-first): a self-employed bookkeeper in Bolton who writes some Lancashire
 *   ("owt", "nowt", "int", "our kid"); an accountant with a two-person practice in Edinburgh (some Scots:
 *   "aye", "the noo", "ken", "yin"); a mortgage broker in Croydon whose first language is Yoruba; a solicitor
 *   running a one-woman immigration practice in Leicester whose first language is Gujarati; an independent
 *   financial adviser in Exeter.
 * - New York time (month-first): a tax preparer in Flushing whose first language is Mandarin; an insurance
 *   agent on Staten Island; a notary and paralegal in the South Bronx whose first language is Puerto Rican
 *   Spanish; a fractional CFO in Midtown who writes in clipped shorthand; a payroll freelancer in Newark.
 *
 * Their work: clients and their paperwork, tax deadlines and filings, HMRC or the IRS, appointments,
 * engagement letters, invoices and chasing fees, compliance, software subscriptions, the office.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
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

export const HUNDREDTH_RENAME: HeldOutItem[] = [
  // London: renames of the task in view
  within(
    just('chase Whittaker invoice'),
    london('typo, its Whitaker wi one t not two. she gets reyt mithered when folk spell it wrong', rename(ctx, 'chase Whitaker invoice')),
  ),
  within(
    reminded('VAT return for Haworth Joinery'),
    london(
      'not yet but can u rename it VAT return for Haworth & Sons, they changed name int summer',
      rename(ctx, 'VAT return for Haworth & Sons'),
    ),
  ),
  within(
    just('phone HMRC re agent code'),
    london(
      "aye call it 'phone HMRC about the agent authorisation code' so I ken what it's for when it pops up",
      rename(ctx, 'phone HMRC about the agent authorisation code'),
    ),
  ),
  within(
    just('send DIP to Mr Adeyemi'),
    london(
      'Please change the name of this one to send DIP to Mr and Mrs Adeyemi o, it is a joint application',
      rename(ctx, 'send DIP to Mr and Mrs Adeyemi'),
    ),
  ),
  within(
    just('file spouse visa for Patel'),
    london(
      "Kindly rename as 'file spouse visa extension for Mrs Hetal Patel'. I am having 3 Patel clients na, I will get confused",
      rename(ctx, 'file spouse visa extension for Mrs Hetal Patel'),
    ),
  ),
  within(
    reminded('annual review Carters'),
    london(
      "Could you call it 'annual review – Carter pension transfer' instead? Means more to me when it comes up",
      rename(ctx, 'annual review – Carter pension transfer'),
    ),
  ),
  within(
    just('Hussain engagement letter', l('11-13')),
    london('rename to Hussain & Co engagement letter pls and make it monday, waiting on their company number', [
      rename(ctx, 'Hussain & Co engagement letter'),
      move(ctx, '2026-11-16', null),
    ]),
  ),
  // London: by words or by number
  london(
    "change the brierley payroll one to say 'payroll for Brierley Mill – November'",
    rename(words('brierley payroll'), 'payroll for Brierley Mill – November'),
    rename(words('brierley'), 'payroll for Brierley Mill – November'),
  ),
  within(
    shown('self assessment – Mr Gillespie', 'engagement letter for the MacLeods', 'renew Xero'),
    london(
      "rename 2 to engagement letter for Fiona MacLeod, it's just her no the pair o them",
      rename(num(2), 'engagement letter for Fiona MacLeod'),
    ),
  ),
  london(
    "abeg the Nationwide task, make it read 'chase Nationwide valuation' instead. the other wording is confusing me",
    rename(words('nationwide'), 'chase Nationwide valuation'),
  ),
  within(
    shown('BRP collection letter for Mr Joshy', 'renew OISC registration', 'prepare bundle for Shah appeal'),
    london('Number 1 is spelling mistake. It should be Joshi not Joshy', rename(num(1), 'BRP collection letter for Mr Joshi')),
  ),
  // London: look like a rename, change nothing (or ask)
  london("fyi the Fergusons have renamed the company, it's Ferguson Glazing Ltd now. only took them 3 yrs", NO_CHANGE),
  london('what did i call that task for the Entwistle accounts? cant find it for looking', NO_CHANGE),
  london("right that's me calling it a day. proper job", NO_CHANGE),
  london('Can I change the name of a task after adding it? Or I have to delete and make again?', NO_CHANGE),
  within(
    just('ring Mrs Okafor about her remortgage'),
    london(
      'Mrs Okafor is Mrs Bello now, she just did her wedding last month',
      rename(ctx, 'ring Mrs Bello about her remortgage'),
      NO_CHANGE,
    ),
  ),

  // New York: renames of the task in view
  within(
    just('file extension for Mr Chen'),
    newYork('name wrong, is Mr Cheng not Chen. please change', rename(ctx, 'file extension for Mr Cheng')),
  ),
  within(
    reminded('call Vinny re quote'),
    newYork(
      'lol rename that to call Vinny Castellano re umbrella quote, i got like 4 vinnys',
      rename(ctx, 'call Vinny Castellano re umbrella quote'),
    ),
  ),
  within(
    just('notarize poder for Doña Carmen'),
    newYork(
      "ponle 'notarize power of attorney for Carmen Rivera' pa que se entienda when I look at it later",
      rename(ctx, 'notarize power of attorney for Carmen Rivera'),
    ),
  ),
  within(just('Q3 board deck'), newYork('rename -> Q3 board pack v2', rename(ctx, 'Q3 board pack v2'))),
  within(
    just('mtg w/ Brightline CFO re budget'),
    newYork("call it 'Brightline budget sync' instead. shorter", rename(ctx, 'Brightline budget sync')),
  ),
  within(
    just('run payroll for Ironbound Deli'),
    newYork(
      'actually call it run biweekly payroll for Ironbound Deli so i dont mix it up w the weekly one',
      rename(ctx, 'run biweekly payroll for Ironbound Deli'),
    ),
  ),
  // New York: by words or by number
  within(
    shown('1040 for Liu family', 'W-9 from Golden Dragon restaurant', 'renew PTIN'),
    newYork('number 2 change to W-9 from Golden Dragon Bakery, I write wrong before', rename(num(2), 'W-9 from Golden Dragon Bakery')),
  ),
  newYork('change the Russo task to say Russo homeowners renewal, not auto. my bad', rename(words('russo'), 'Russo homeowners renewal')),
  newYork(
    'the apostille one, change it to apostille birth certificate for Yadiel porfa',
    rename(words('apostille'), 'apostille birth certificate for Yadiel'),
  ),
  newYork("retitle the cash flow task: '13-wk CF forecast – Brightline'", rename(words('cash flow'), '13-wk CF forecast – Brightline')),
  within(
    shown('941 for Ferreira Construction', 'W-2s for Lusitano Bakery', 'ADP login reset'),
    newYork('typo in 1, its Ferreira Contracting', rename(num(1), '941 for Ferreira Contracting')),
  ),
  // New York: look like a rename, change nothing
  newYork(
    "client changed her last name after the wedding so all the policy docs gotta be reissued, carrier's handling it thank god",
    NO_CHANGE,
  ),
  newYork('Brightline rebranding to Lumen Health eff 12/1. fyi', NO_CHANGE),
  newYork('how I change name of task? I type wrong', NO_CHANGE),
  within(just('notarize lease for Mr Torres'), newYork('no no the name is fine, déjalo como está', NO_CHANGE)),
  within(
    just('payroll for Shore Point Pizza'),
    newYork("they go by Shore Point Pies on the sign now but the legal name's still pizza so leave it", NO_CHANGE),
  ),
];

export const HUNDREDTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    reminded('chase Mrs Hargreaves for bank statements'),
    london("scrap that, she's dropped em through t'letterbox this morning", remove(), done()),
  ),
  london("get rid o the Sage renewal task, I've gone over to Xero so there's nowt to renew", remove(words('sage renewal'))),
  within(
    shown('SA100 for Dr Murray', 'book CPD course', 'chase Baird invoice', 'order printer toner'),
    london('bin 2 and 4 please', [remove(num(2)), remove(num(4))]),
  ),
  london('delete the Baird one, he paid the noo', remove(words('baird')), done(words('baird'))),
  within(
    just('meet Mr Oladipo at Barclays Croydon', l('11-12 11:00')),
    london('Please cancel this one o, Mr Oladipo said he is travelling to Lagos on Thursday', remove()),
  ),
  london(
    'remove the Santander product transfer from my list abeg, the client has gone direct to the bank',
    remove(words('santander product transfer')),
    remove(words('santander')),
  ),
  within(
    shown('prepare bundle for Shah appeal', 'send client care letter to Mrs Mistry', 'call Mr Desai', 'pay SRA fee'),
    london('Kindly delete no. 3, it was added by mistake itself', remove(num(3))),
  ),
  london('Please remove the Home Office call task. Not required now, they have replied on email', remove(words('home office call'))),
  within(
    reminded('review Mrs Penrose ISA transfer'),
    london("forget that one, she's decided to stay put with Hargreaves Lansdown", remove()),
  ),
  london(
    "could you take the FCA webinar off my list please, it clashes with a client and it's recorded anyway",
    remove(words('fca webinar')),
  ),
  // London: news with cancel/delete words, change nothing
  london("client's only gone n cancelled her direct debit to me. third month running 🙄", NO_CHANGE),
  london('HMRC have cancelled the late filing penalty for the Grants, appeal went through. braw', NO_CHANGE),
  london('The lender has withdrawn the offer for the Bakare case. I am so vexed right now', NO_CHANGE),
  london('Tribunal hearing for Mr Desai is cancelled, they will send a new date by post', NO_CHANGE),
  within(
    just('Penrose annual review', l('11-12 14:00')),
    london('the Penroses cancelled on me last time, fingers crossed they turn up tomorrow', NO_CHANGE),
  ),
  london('how do i delete a task?', NO_CHANGE),

  // New York: removals
  within(just('call Mrs Wang about 1099'), newYork('delete, she already bring the 1099 to office', remove(), done())),
  within(
    shown('amend 2024 return for Zhang', 'renew Drake software', 'call IRS about CP2000 for Lin'),
    newYork('no need number 2 anymore, boss say we switch software. delete please', remove(num(2))),
  ),
  newYork(
    'kill the Esposito flood quote, they went with State Farm. whatever',
    remove(words('esposito flood quote')),
    remove(words('esposito')),
  ),
  within(just('lunch w/ Sal from Allstate', n('11-13 12:30')), newYork('nah cancel that, Sal bailed', remove())),
  newYork('borra el de la apostilla, the client went to the consulate herself', remove(words('apostilla'))),
  within(
    shown('notarize lease for Mr Torres', 'translate birth cert for Yaritza', 'renew notary commission'),
    newYork(
      'quita el 1 y el 3 porfa, Torres no viene y la comisión ya la renové',
      [remove(num(1)), remove(num(3))],
      [remove(num(1)), done(num(3))],
    ),
  ),
  newYork('drop the Brightline vendor audit. scope cut.', remove(words('brightline vendor audit'))),
  within(shown('board deck', 'Ramp card limits', 'audit PBC list', 'intro call w/ Carta'), newYork('rm 4', remove(num(4)))),
  newYork("take off the Gusto migration thing, client's staying on ADP for now", remove(words('gusto migration'))),
  within(just('process off-cycle check for Danny'), newYork('never mind that one, they decided to just add it to next payroll', remove())),
  // New York: news with cancel/delete words, change nothing
  newYork('IRS cancel the penalty for Mr Huang!! so happy for him', NO_CHANGE),
  newYork('carrier just cancelled the DiMaggio policy for non-payment. unreal. i told him like 5 times', NO_CHANGE),
  newYork('se canceló la cita de mi clienta en inmigración, the whole building closed for the storm', NO_CHANGE),
  newYork('client deleted the shared drive by accident. fun morning.', NO_CHANGE),
  within(
    just('run payroll for Halsey Street Cafe', n('11-13 09:00')),
    newYork("they removed two people from the roster so it's a smaller run this week", NO_CHANGE),
  ),
  newYork('do i have to delete stuff myself or does it just go away when its done', NO_CHANGE),
];

export const HUNDREDTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('bank rec for Tonge Moor Garage'), london('aye done, were a reyt mess but it balances now', done())),
  within(
    shown('payroll for the chippy', 'VAT return for Haworth', 'ring the HMRC agent line'),
    london('done 1 n 2, still on hold wi HMRC for t 3rd', [done(num(1)), done(num(2))]),
  ),
  within(
    shown('engagement letter for the MacLeods', 'CT600 for Lothian Signs', 'order new toner'),
    london("that's the MacLeods' engagement letter away", done(num(1)), done(words('engagement letter'))),
  ),
  within(reminded('file CT600 for Lothian Signs'), london("filed. gateway was being a pain but it's in", done())),
  within(reminded('upload payslips to Halifax portal'), london('I have done it o, all three payslips are uploaded', done())),
  within(
    shown('call Mr Adeyemi', 'send fact find to the Okonkwos', 'renew Mortgage Brain'),
    london(
      'Called Mr Adeyemi and renewed Mortgage Brain. The fact find one is still pending',
      [done(num(1)), done(num(3))],
      [done(words('adeyemi')), done(words('mortgage brain'))],
    ),
  ),
  within(reminded('submit FLR(M) for Mr Parmar'), london('Done ji, submitted and biometrics also booked', done())),
  within(
    shown('prepare bundle for Shah appeal', 'send client care letter to Mrs Mistry', 'pay SRA practising fee'),
    london('2 and 3 finished. Bundle I am still doing', [done(num(2)), done(num(3))]),
  ),
  within(just('send suitability report to the Carters'), london("report's gone to the Carters 👍", done())),
  london('finally ticked off my CPD hours for this year', done(words('cpd hours')), done(words('cpd'))),
  // London: look like a tick, change nothing
  london("done in after today, me 'ead's mashed", NO_CHANGE),
  london('HMRC finally processed the Murray repayment. six weeks. six!', NO_CHANGE),
  london('The Adeyemis completed on their house today! God is good 🙌', NO_CHANGE),
  london("Home Office finished processing Mrs Mistry's application, decision is pending only", NO_CHANGE),
  within(reminded('ring Mr Hocking about his drawdown'), london('tried him twice, no answer', NO_CHANGE)),
  within(reminded('send Dr Murray her tax calc'), london('half done, need her pension figures first', NO_CHANGE)),

  // New York: ticks
  within(reminded('e-file 1040 for Mr and Mrs Zhao'), newYork('already e-file, IRS accept', done())),
  within(
    shown('Form 8879 sign by Liu', 'quarterly estimate for Tan', 'buy printer ink'),
    newYork('1 and 3 finish. Tan not answer phone', [done(num(1)), done(num(3))]),
  ),
  within(just('send Russo renewal docs'), newYork("sent em, finally. Russo's wife had like 40 questions", done())),
  within(
    shown("quote for Bruno's bakery", 'COI for DeLuca Paving', 'call carrier re claim'),
    newYork('did the COI', done(num(2)), done(words('coi'))),
  ),
  within(reminded('notarize affidavit for Sr. Medina'), newYork('listo! ya lo notaricé', done())),
  within(
    shown('translate divorce decree for Yesenia', 'send invoice to Bronx Legal Aid', 'buy stamp pad'),
    newYork('el 2 ya está hecho 🙏', done(num(2))),
  ),
  within(reminded('close Oct books – Brightline'), newYork('closed. variance memo to follow', done())),
  within(
    shown('AP aging review', 'wire to Stripe escrow', 'board deck draft', 'SOC2 vendor q'),
    newYork('✅ 1,2,4', [done(num(1)), done(num(2)), done(num(4))]),
  ),
  within(reminded('file NJ-927 for Ironbound Deli'), newYork('yep filed that this morning b4 the wawa run', done())),
  newYork(
    'finished the year end W-2 reconciliation for the dental office',
    done(words('w-2 reconciliation')),
    done(words('dental office')),
  ),
  within(reminded('call Mrs Bianchi re claim'), newYork("left her a voicemail, ball's in her court now", done(), NO_CHANGE)),
  // New York: look like a tick, change nothing
  newYork('IRS finish processing my client refund, money come next week', NO_CHANGE),
  newYork('ya terminó la audiencia de mi clienta, salió bien gracias a Dios', NO_CHANGE),
  newYork('audit fieldwork done. auditors gone. beer.', NO_CHANGE),
  newYork("i'm so done with this client, 3rd time the hours are wrong", NO_CHANGE),
  within(reminded('send Q3 941 to Mr Alvarez'), newYork('did he ever send me the signed 8655 tho?', NO_CHANGE)),
];

export const HUNDREDTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('move it', unclear),
  london('that thing wi the bank', unclear),
  london('Baird', unclear),
  london('the Halifax one', unclear),
  london('Please remind me', unclear),
  london('Patel 4', unclear),
  london('can you do the', unclear),
  london('pension thing fri', unclear),
  london('tomorrow', unclear),
  london('same as last time for Mrs Mistry', unclear),
  // London: in a conversation, still too little
  within(shown('SA100 for Dr Murray', 'CT600 for Lothian Signs'), london('the second yin... actually naw hang on', unclear, NO_CHANGE)),
  within(which('call Mr Patel re BRP', 'send Patel spouse visa docs'), london('Patel one', unclear)),
  within(just('CT600 for Lothian Signs'), london('change it', unclear)),
  // London: harmless talk, changes nothing
  london('ee by gum what a day', NO_CHANGE),

  // New York: too little to act on
  newYork('the IRS letter', unclear),
  newYork('Mr Wu 3', unclear),
  newYork('push it', unclear),
  newYork('yo the thing with the adjuster', unclear),
  newYork('lo de la señora', unclear),
  newYork('mañana', unclear),
  newYork('re: Brightline', unclear),
  newYork('2pm', unclear),
  newYork('payroll', unclear),
  newYork('cancel', unclear),
  newYork('ok so um the thing for the guy from the body shop, the uh, yeah you know', unclear),
  // New York: in a conversation, still too little
  within(shown('1040 for Liu', '1040 for Lin'), newYork('the Li one', unclear)),
  within(shown('AP aging review', 'board deck draft'), newYork('3', unclear)),
  within(just('process payroll for Halsey St Cafe', n('11-13 09:00')), newYork('the other one too', unclear)),
  // New York: harmless talk, changes nothing
  newYork('ay bendito', NO_CHANGE),
];
