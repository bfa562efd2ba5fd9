import type { Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
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
  question,
  recall,
  talk,
  task,
  unclear,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the fifty-seventh held-out set: several jobs in one breath, then what changes
 * nothing or only asks back (small talk, feelings said out loud, questions, news from a hard week,
 * the agenda, free time, half-formed messages, replies sent with nothing to answer) and what goes
 * to the decision journal: decisions said plainly, dilemmas weighed aloud, and asking what was
 * decided. Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** Jobs listed in the middle of a worry: the jobs alone, or with the feeling heard before or after them. */
const vent = (...readings: Intent[][]): Intent[][] =>
  readings.flatMap((reading) => [reading, [talk('feeling'), ...reading], [...reading, talk('feeling')]]);

type Wall = (text: string) => string;
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings a person would accept. */
const windows = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['07:00', '12:00'],
  ['06:00', '12:00'],
];
const AFTERNOON: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const EVENING: [string, string][] = [
  ['17:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '21:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
const ALL_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
/** "after 2": from then to the end of the working day or of the day. */
const from = (start: string): [string, string][] => [
  [start, '17:00'],
  [start, '18:00'],
  [start, '24:00'],
];
const LUNCHTIME: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:30', '13:30'],
  ['11:00', '14:00'],
  ['13:00', '14:00'],
];
/** "at 3": the hour from then, or a half hour. */
const at = (start: string, end: string): [string, string][] => [[start, end]];

/** Several jobs in one breath, often with a worry or a second thought between them. */
export const FIFTYSEVENTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok brain dump. need to email the 3 angels about the bridge, update the runway sheet, and tell the team about Tom before friday. god.',
    ...vent(
      [task('email the 3 angels about the bridge'), task('update the runway sheet'), task('tell the team about Tom', l('11-13'))],
      [task('email the 3 angels about the bridge'), task('update the runway sheet'), task('tell the team about Tom', l('11-12'))],
      [
        task('email the 3 angels about the bridge', l('11-13')),
        task('update the runway sheet', l('11-13')),
        task('tell the team about Tom', l('11-13')),
      ],
    ),
  ),
  london(
    "so. Hollander silent, Oakmere wants a 3rd round, and I haven't invoiced Bramley. tomorrow: invoice Bramley & Daughters, do Oakmere round 3, and maybe email Hollander? no. not emailing Hollander. just the first two",
    [task('invoice Bramley & Daughters', l('11-12')), task('do Oakmere round 3', l('11-12'))],
    [task('invoice Bramley & Daughters', l('11-12')), task('Oakmere round 3', l('11-12'))],
  ),
  london(
    'brew day thursday so I need to order the Maris Otter, clean fermenter 3 and book the courier for the Leeds kegs. and ring the accountant about the Greyfield numbers at some point',
    [
      task('order the Maris Otter'),
      task('clean fermenter 3'),
      task('book the courier for the Leeds kegs'),
      task('ring the accountant about the Greyfield numbers'),
    ],
    [
      task('order the Maris Otter', l('11-12')),
      task('clean fermenter 3', l('11-12')),
      task('book the courier for the Leeds kegs', l('11-12')),
      task('ring the accountant about the Greyfield numbers'),
    ],
  ),
  london('tomorrow: finish the Almeida contract, send Ana the invoice, book the GP about the insomnia', [
    task('finish the Almeida contract', l('11-12')),
    task('send Ana the invoice', l('11-12')),
    task('book the GP about the insomnia', l('11-12')),
  ]),
  london(
    "this week I need to pay the nursery fees, fill in the midwife forms and do colour tests for spread 7. I'm going to cry",
    ...vent(
      [task('pay the nursery fees'), task('fill in the midwife forms'), task('do colour tests for spread 7')],
      [
        task('pay the nursery fees', l('11-13')),
        task('fill in the midwife forms', l('11-13')),
        task('do colour tests for spread 7', l('11-13')),
      ],
    ),
  ),
  london(
    'right. chase Bristow again, order 15mm copper and fittings for the Hadley job, van MOT on 4/12 — oh and pay Dean friday',
    [
      task('chase Bristow again'),
      task('order 15mm copper and fittings for the Hadley job'),
      task('van MOT', l('12-04')),
      task('pay Dean', l('11-13')),
    ],
    [
      task('chase Bristow'),
      task('order 15mm copper and fittings for the Hadley job'),
      task('van MOT', l('12-04')),
      task('pay Dean', l('11-13')),
    ],
  ),
  london(
    'launch slipped to feb. fine. so: rewrite the roadmap post, email backers about the delay, and ask Elif if the soundtrack can wait a month',
    [task('rewrite the roadmap post'), task('email backers about the delay'), task('ask Elif if the soundtrack can wait a month')],
    [
      decision,
      task('rewrite the roadmap post'),
      task('email backers about the delay'),
      task('ask Elif if the soundtrack can wait a month'),
    ],
  ),
  london(
    'stuff for monday: 10am investor update call, then lunch w Tom to sort the equity stuff, 4pm interview the contractor from Toptal',
    [
      task('investor update call', l('11-16 10:00')),
      task('lunch w Tom to sort the equity stuff', l('11-16')),
      task('interview the contractor from Toptal', l('11-16 16:00')),
    ],
    [
      task('investor update call', l('11-16 10:00')),
      task('lunch w Tom to sort the equity stuff', l('11-16 13:00')),
      task('interview the contractor from Toptal', l('11-16 16:00')),
    ],
  ),
  london(
    'greyfield stuff: send greyfield the last 3 years of accounts, do a full keg count, call their CFO friday at 11',
    [task('send greyfield the last 3 years of accounts'), task('do a full keg count'), task('call their CFO', l('11-13 11:00'))],
    [task('send greyfield the last 3 years of accounts'), task('do a full keg count'), task('call the Greyfield CFO', l('11-13 11:00'))],
  ),
  london(
    "honestly i think i should just raise my rates and stop discounting but that's a later thing. today: reply to Oakmere, update the portfolio with the gin job, and send the Bramley invoice before 5",
    [task('reply to Oakmere'), task('update the portfolio with the gin job'), task('send the Bramley invoice', l('11-11 17:00'))],
    [
      task('reply to Oakmere', l('11-11')),
      task('update the portfolio with the gin job', l('11-11')),
      task('send the Bramley invoice', l('11-11 17:00')),
    ],
  ),
  london(
    "need to quote Marsh Lane, get the boiler part from City Plumbing tomorrow morning and text Mrs Okafor we're running late",
    [
      task('quote Marsh Lane'),
      task('get the boiler part from City Plumbing', l('11-12 09:00')),
      task("text Mrs Okafor we're running late"),
    ],
    [
      task('quote Marsh Lane'),
      task('get the boiler part from City Plumbing', l('11-12 08:00')),
      task("text Mrs Okafor we're running late"),
    ],
  ),
  london(
    'voice note sorry. um. so I need to finish the patent translation by friday, send Ana the sample by thursday, and do my self assessment before january. and rest. ha.',
    [task('finish the patent translation', l('11-13')), task('send Ana the sample', l('11-12')), task('do my self assessment')],
    [task('finish the patent translation', l('11-13')), task('send Ana the sample', l('11-12')), task('do my self assessment', l('12-31'))],
  ),
  london('need to fix the save bug, post on the discord about the delay, and I guess email Heron back. not signing. just emailing', [
    task('fix the save bug'),
    task('post on the discord about the delay'),
    task('email Heron back'),
  ]),
  newYork(
    'tomorrow: walk-in repair at 8, do the Baldor order after that, call the bank at 11 about the line of credit',
    [
      task('walk-in repair', n('11-12 08:00')),
      task('do the Baldor order', n('11-12')),
      task('call the bank about the line of credit', n('11-12 11:00')),
    ],
    [
      task('walk-in repair', n('11-12 08:00')),
      task('do the Baldor order', n('11-12 09:00')),
      task('call the bank about the line of credit', n('11-12 11:00')),
    ],
  ),
  newYork(
    'velocity is basically gone. I need to tell the team friday, redo the Q1 forecast, and get two new pitches out before thanksgiving. and not panic',
    ...vent(
      [task('tell the team', n('11-13')), task('redo the Q1 forecast'), task('get two new pitches out', n('11-26'))],
      [task('tell the team', n('11-13')), task('redo the Q1 forecast'), task('get two new pitches out', n('11-25'))],
      [task('tell the team about Velocity', n('11-13')), task('redo the Q1 forecast'), task('get two new pitches out', n('11-26'))],
      [task('tell the team about Velocity', n('11-13')), task('redo the Q1 forecast'), task('get two new pitches out', n('11-25'))],
    ),
  ),
  newYork(
    'samples delayed again so: email the 40 preorder customers, ask Lin for a firm date in writing, and push the launch post on insta to dec',
    [task('email the 40 preorder customers'), task('ask Lin for a firm date in writing'), task('push the launch post on insta to dec')],
  ),
  newYork(
    'this week I need to finish the Cho highlight film, cut the Parks teaser, and call my mom back. edit queue is insane',
    ...vent(
      [task('finish the Cho highlight film'), task('cut the Parks teaser'), task('call my mom back')],
      [task('finish the Cho highlight film', n('11-13')), task('cut the Parks teaser', n('11-13')), task('call my mom back', n('11-13'))],
    ),
  ),
  newYork(
    'lease meeting tues. before that I need to pull the membership numbers, get a quote from the other landlord on Atlantic Ave, and talk to Jo about covering 6am',
    [
      task('pull the membership numbers'),
      task('get a quote from the other landlord on Atlantic Ave'),
      task('talk to Jo about covering 6am'),
    ],
    [
      task('pull the membership numbers', n('11-16')),
      task('get a quote from the other landlord on Atlantic Ave', n('11-16')),
      task('talk to Jo about covering 6am', n('11-16')),
    ],
    [
      task('pull the membership numbers', n('11-17')),
      task('get a quote from the other landlord on Atlantic Ave', n('11-17')),
      task('talk to Jo about covering 6am', n('11-17')),
    ],
  ),
  newYork(
    'green prices up 20%. ugh. need to email the wholesale accounts about new pricing, reorder bags from Roastar, and call Andes Green about a payment plan',
    ...vent([
      task('email the wholesale accounts about new pricing'),
      task('reorder bags from Roastar'),
      task('call Andes Green about a payment plan'),
    ]),
  ),
  newYork("day 3 without Halvorsen. plan: update the website, write 3 linkedin posts, call 5 old clients. that's it. that's the plan", [
    task('update the website'),
    task('write 3 linkedin posts'),
    task('call 5 old clients'),
  ]),
  newYork(
    'remind me at 3 to call Ray about the new menu costs, and at 4 to count the bar, and tonight at 11 to lock the safe because I forgot last night',
    [
      task('call Ray about the new menu costs', n('11-11 15:00')),
      task('count the bar', n('11-11 16:00')),
      task('lock the safe', n('11-11 23:00')),
    ],
  ),
  newYork(
    'put in: 1:1 with Kim tomorrow 10, client call with Corvid 2pm, and the dentist friday 8:30 that I keep cancelling',
    [task('1:1 with Kim', n('11-12 10:00')), task('client call with Corvid', n('11-12 14:00')), task('dentist', n('11-13 08:30'))],
    [task('1:1 with Kim', n('11-12 10:00')), task('client call with Corvid', n('11-11 14:00')), task('dentist', n('11-13 08:30'))],
  ),
  newYork(
    'things: pay the pattern cutter by friday, renew the showroom booking for Feb, reply to the Nordstrom buyer (!!)',
    [
      task('pay the pattern cutter', n('11-13')),
      task('renew the showroom booking for Feb'),
      task('reply to the Nordstrom buyer', null, { important: true }),
    ],
    [task('pay the pattern cutter', n('11-13')), task('renew the showroom booking for Feb'), task('reply to the Nordstrom buyer')],
  ),
  newYork('monday: color grade the Haddad ceremony, send invoices, 5pm call w second shooter Mateo', [
    task('color grade the Haddad ceremony', n('11-16')),
    task('send invoices', n('11-16')),
    task('call w second shooter Mateo', n('11-16 17:00')),
  ]),
];

export const FIFTYSEVENTH_GREETING: HeldOutItem[] = [
  london('morning', talk('greeting')),
  london('hi daily. rough night', talk('greeting'), [talk('greeting'), talk('feeling')], talk('feeling')),
  london('hey', talk('greeting')),
  london('hiya', talk('greeting')),
  london('morning. still alive', talk('greeting'), [talk('greeting'), talk('feeling')]),
  london('hello hello', talk('greeting')),
  london('afternoon daily', talk('greeting')),
  london('hey you', talk('greeting')),
  london('good afternoon', talk('greeting')),
  london("hi. it's me again, the brewery one", talk('greeting')),
  london('ok going to bed. night daily', talk('goodbye')),
  newYork('morning daily', talk('greeting')),
  newYork('hey there daily', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('hi hi', talk('greeting')),
  newYork('good morning!', talk('greeting')),
  newYork('hey. me again', talk('greeting')),
  newYork('morning ☕', talk('greeting')),
  newYork('heyy', talk('greeting')),
  newYork('hello?', talk('greeting')),
  newYork('gm', talk('greeting')),
  newYork('ok signing off for today, bye', talk('goodbye')),
];

export const FIFTYSEVENTH_THANKS: HeldOutItem[] = [
  london('thanks', talk('thanks')),
  london('cheers', talk('thanks')),
  london('thank you, genuinely', talk('thanks')),
  london('ta', talk('thanks')),
  london('thanks daily, that helped more than it should have', talk('thanks')),
  london('cheers for that', talk('thanks')),
  london('lovely, thank you', talk('thanks')),
  london('thank you x', talk('thanks')),
  london('thanks for listening', talk('thanks')),
  london('brilliant, thanks', talk('thanks')),
  london("you're a star", talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork('thank you!!', talk('thanks')),
  newYork('ty', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('thanks, really', talk('thanks')),
  newYork("ok that's helpful, thank you", talk('thanks'), talk('acknowledgement')),
  newYork('thank u daily', talk('thanks')),
  newYork('thanks for not judging lol', talk('thanks')),
  newYork('many thanks', talk('thanks')),
  newYork("you're the best", talk('thanks')),
  newYork('🙏 thank you', talk('thanks')),
];

export const FIFTYSEVENTH_FEELING: HeldOutItem[] = [
  london('I just feel sick every time I open the bank app. like physically sick', talk('feeling')),
  london("3 weeks of silence from Hollander and I've convinced myself my work is shit and they hate me", talk('feeling')),
  london('Ade and I had a shouting match in the cold store today. we never shout.', talk('feeling')),
  london("I've stared at the same paragraph for an hour. my brain just isn't working anymore", talk('feeling')),
  london("second baby in april and I can't even keep up with one child and one book. I don't know how people do this", talk('overwhelmed')),
  london('knackered. 14 hour day and still not paid by Bristow', talk('feeling')),
  london("three years on this game and it still isn't fun. I'm scared it's never going to be", talk('feeling')),
  london('Tom told the team today. watching their faces was awful', talk('feeling')),
  london('actually had a good day?? client loved the logo first round. forgot what that feels like', talk('feeling')),
  london('too much. everything is too much', talk('overwhelmed')),
  london('proud of spread 6. first thing in weeks I actually like', talk('feeling')),
  london('keep waking up at 4am thinking about the offer', talk('feeling')),
  newYork("we did 31 covers on a friday. thirty one. I'm so scared we're not going to make it to spring", talk('feeling')),
  newYork("I feel like I'm lying to my team every time I say it's fine", talk('feeling')),
  newYork("honestly so embarrassed, I told everyone the collection drops in november and now it's not", talk('feeling')),
  newYork("burnt out. like properly. I cried in the car after the Haddad wedding and I don't even know why", talk('feeling')),
  newYork('the 6am class had 2 people. two. after all that', talk('feeling')),
  newYork("ok small thing but a café in Greenpoint just signed on for wholesale and I'm so happy", talk('feeling')),
  newYork('I keep refreshing my inbox like Halvorsen is going to change their mind', talk('feeling')),
  newYork('everything hurts and the dishwasher quit', talk('feeling')),
  newYork('drowning. pitches, payroll, velocity, all of it at once', talk('overwhelmed')),
  newYork("so anxious about the factory I can't eat", talk('feeling')),
  newYork("weirdly calm today. didn't expect that", talk('feeling')),
  newYork('I built my whole business around one client and that was stupid and I knew it was stupid', talk('feeling'), talk('reflection')),
  newYork('tired of being the one who holds everything together', talk('feeling')),
];

export const FIFTYSEVENTH_QUESTION: HeldOutItem[] = [
  london('is it normal for a cofounder to leave at this stage or is it a sign the whole thing is broken?', question),
  london("how long is normal to wait before chasing a client who's gone quiet?", question),
  london("what's a typical multiple for a small brewery acquisition?", question),
  london("what's the difference between being tired and actual burnout", question),
  london('how much maternity allowance do self employed people get?', question),
  london('can I charge interest on a late invoice to a builder?', question),
  london('do people actually read devlogs or am I shouting into the void', question),
  london("should I tell a client I'm struggling or is that unprofessional?", question, dilemma),
  london("does an earn-out usually mean I'd have to stay on?", question),
  london("can you translate 'burnout' into portuguese lol", question),
  london('what did I quote the Hadley job at?', question),
  london('is it mad to pay myself nothing for 3 months?', question),
  newYork('how many months of runway should a restaurant have?', question),
  newYork('how do agencies usually survive losing their biggest client?', question),
  newYork('is it legal to keep preorder money if the launch slips 3 months?', question),
  newYork('how many weddings a year is too many?', question),
  newYork("what's a normal churn rate for a boutique gym", question),
  newYork('why are green coffee prices so high right now?', question),
  newYork('how do consultants actually replace an anchor client, realistically?', question),
  newYork('is it bad to tell staff about cash problems?', question),
  newYork('what day is thanksgiving this year', question),
  newYork("do you think I'm overreacting?", question),
  newYork('is there a way to see all my decisions?', question, HELP),
  newYork('how do other gym owners deal with the january rush and then the february crash?', question),
  newYork('what does a fractional COO even charge', question),
];

/** News from a hard week, several with a time or a job word in them: nothing may change. */
export const FIFTYSEVENTH_STATEMENT: HeldOutItem[] = [
  london("Tom's last day is confirmed as the 30th", NO_CHANGE),
  london("Hollander's office is shut till monday apparently, that's why", NO_CHANGE),
  london('Greyfield upped the offer by 10% this morning', NO_CHANGE),
  london('the overdraft came through. 15k for 3 months', NO_CHANGE),
  london("scan is at 11:40 on the 19th, Dan's coming with me", NO_CHANGE),
  london('Bristow paid half. half!', NO_CHANGE),
  london("Heron's offer is 30% rev share and they want the IP for 5 years", NO_CHANGE),
  london('we did 1200 litres this week, best week since august', NO_CHANGE),
  london('Ana said the agency is cutting rates by 15% from january', NO_CHANGE),
  london('nursery closed tomorrow for staff training', NO_CHANGE),
  london("Kyle's handed his notice in", NO_CHANGE),
  london("the demo build crashes on every mac we've tried", NO_CHANGE),
  london('Oakmere signed off round 3', NO_CHANGE, done(words('Oakmere'))),
  newYork('Polar says the compressor is gone. $4,800', NO_CHANGE),
  newYork("Velocity's new CMO starts in january, that's why nobody's answering", NO_CHANGE),
  newYork('Lin says samples ship the 8th', NO_CHANGE),
  newYork('the Haddads moved their wedding to june', NO_CHANGE),
  newYork('we lost 9 members this month', NO_CHANGE),
  newYork('Andes Green agreed to net 60', NO_CHANGE),
  newYork('Halvorsen paid the final invoice at least', NO_CHANGE),
  newYork('Marcus asked for a raise today', NO_CHANGE),
  newYork('landlord wants 12% more on the renewal', NO_CHANGE),
  newYork('the line of credit got approved for 25k', NO_CHANGE),
  newYork("my wife's due date is march 3rd", NO_CHANGE),
  newYork('Corvid Labs want a second meeting next thursday', NO_CHANGE),
  newYork("Grace replied! she's got a small project in january", NO_CHANGE),
];

export const FIFTYSEVENTH_DECISION: HeldOutItem[] = [
  london("ok. decided. we're not replacing Tom with a cofounder, I'll hire a senior contractor instead", decision),
  london("I'm raising my day rate to £550 from january. done. not discussing it with myself anymore", decision),
  london("we're turning down Greyfield. Ade agrees. we stay independent", decision),
  london("no more weekend jobs. that's final", decision),
  london("I'm telling Little Wren I need an extra month for the book", decision, [
    decision,
    task('tell Little Wren I need an extra month for the book'),
  ]),
  london('not doing any more work for Bristow until they pay in full', decision),
  london('launch is moving to february. decided. better late than broken', decision),
  london('going with the Kestrel bridge loan, not the angels', decision),
  london("dropping Hollander if they haven't paid by the end of the month", decision),
  london("decision: we're stopping the seasonal cans, kegs only from now on", decision),
  london("I'm taking December off. the whole thing.", decision),
  london('taking Dean on full time from january', decision),
  newYork("we're closing mondays and tuesdays through february", decision),
  newYork("we're not letting anyone go. we'll take the loan", decision),
  newYork('refunding everyone who wants it on the preorders, no questions asked', decision),
  newYork('max 20 weddings next year. I mean it this time', decision),
  newYork('cutting the 6am class from december', decision),
  newYork('going with Roastar for bags, cheaper per unit', decision),
  newYork("taking the fractional COO gig for 3 months. it's a bridge, not a career", decision),
  newYork('ok final answer: repairing the walk-in, not replacing it', decision),
  newYork('decided to pitch Corvid at the old rate, no discount', decision),
  newYork('switching factories after this run. done with the delays', decision),
  newYork("not taking the Blue Fern offer. I'd hate working for them", decision),
  newYork('signing the lease renewal. 3 years. scary but yes', decision),
];

export const FIFTYSEVENTH_DILEMMA: HeldOutItem[] = [
  london(
    "part of me wants to take the Greyfield money and run, part of me thinks that's selling out everything we built. sell or don't?",
    dilemma,
  ),
  london('do I find a new technical cofounder or just hire contractors and stay solo?', dilemma),
  london('chase Hollander again or just let them go and focus on new leads?', dilemma),
  london("should I take the big Almeida retainer even though I'm burnt out, or say no and risk a thin january?", dilemma),
  london('do I ask for an extension now or push through and only ask later if I really need it?', dilemma),
  london('small claims court for Bristow or keep waiting and chasing? court feels nuclear', dilemma),
  london('sign with Heron for the money or self publish and keep the IP', dilemma),
  london("bridge loan from Kestrel or another round from the angels, I honestly can't tell which is worse", dilemma),
  london('I think maybe I should go in-house for a year? or is that giving up. ugh', dilemma, question),
  london('counteroffer Greyfield or just say no outright', dilemma),
  london('keep working with the agency at lower rates or go fully direct clients', dilemma),
  london('should I keep the studio space with the baby coming or go back to the kitchen table', dilemma),
  newYork('repair the walk-in for 4800 or lease a new one for 300 a month?', dilemma),
  newYork('let two people go now or take a loan and hope Velocity comes back', dilemma),
  newYork('launch with whatever samples I have or wait for the proper ones and lose the holiday season', dilemma),
  newYork("take the Montauk wedding for the money even though it's the weekend after the baby's due?", dilemma, question),
  newYork("raise prices or add more classes, I can't do both", dilemma),
  newYork("should I sell to Blue Fern or keep going on my own, the offer's decent but", dilemma),
  newYork('fractional gig or keep hunting for another anchor client?', dilemma),
  newYork('close mondays or cut staff hours, which hurts less', dilemma),
  newYork('tell the team about velocity now or wait until I know for sure?', dilemma),
  newYork('wholesale to that boutique chain at 50% off or stay DTC only', dilemma),
  newYork('hire a part-time roaster or keep doing the 5am shifts myself', dilemma),
  newYork('do I keep the 6am class for the 4 loyal people or cut it', dilemma),
];

export const FIFTYSEVENTH_RECALL: HeldOutItem[] = [
  london("what did I decide about Tom's replacement?", recall('Tom')),
  london('remind me what I said about my day rate', recall('rate')),
  london('what did we decide on Greyfield', recall('Greyfield')),
  london('why did I say no weekend jobs again', recall('weekend')),
  london('what did I decide about the book extension', recall('extension')),
  london("what did I say I'd do about Bristow?", recall('Bristow')),
  london('what did I decide about the launch date', recall('launch')),
  london('kestrel or angels, what did I go for in the end', recall('kestrel'), recall('angels')),
  london('what was my deadline for dropping Hollander', recall('Hollander')),
  london('did I decide about the seasonal cans?', recall('seasonal')),
  london('why am I taking December off again, remind me', recall('December')),
  newYork('what did I decide about the walk-in', recall('walk-in')),
  newYork('remind me what I decided on layoffs', recall('layoff')),
  newYork('what did I say about the preorder refunds', recall('preorder'), recall('refund')),
  newYork("how many weddings did I say I'd cap it at", recall('wedding')),
  newYork('did I decide to cut the 6am class or not', recall('6am')),
  newYork('what did we land on for bags', recall('bag')),
  newYork('what did I decide about the fractional COO thing', recall('fractional'), recall('COO')),
  newYork('what did i decide re monday closures', recall('monday')),
  newYork('what did I say about the Corvid pricing', recall('Corvid')),
  newYork("remind me why I'm switching factories", recall('factories'), recall('factory')),
  newYork('Blue Fern — what did I decide', recall('Blue Fern')),
  newYork('the lease, what did I decide in the end', recall('lease')),
];

export const FIFTYSEVENTH_PRIORITISE: HeldOutItem[] = [
  london('I have 3 hours and 11 things. what first', prioritise('focus')),
  london("what actually matters today, I can't see it anymore", prioritise('focus')),
  london('too much this week. what can I drop without anyone dying', prioritise('drop')),
  london("plan my tomorrow for me, I'm too tired to think", prioritise('plan_day')),
  london("what's the one thing I should do before the school run", prioritise('focus')),
  london('be ruthless, what comes off my list', prioritise('drop')),
  london('help me work out what to do first', prioritise('focus')),
  london('can you lay out the rest of my afternoon', prioritise('plan_day')),
  london('which of these can wait till after the scan', prioritise('drop')),
  london('what should I focus on this week with Tom leaving', prioritise('focus')),
  london("what's most urgent", prioritise('focus')),
  newYork('what do I do first, honestly', prioritise('focus')),
  newYork('I have one good hour of brain left. what should it go on', prioritise('focus')),
  newYork('what can slide until after thanksgiving', prioritise('drop')),
  newYork('plan my day around the lunch rush', prioritise('plan_day')),
  newYork("what's the priority now velocity's gone", prioritise('focus')),
  newYork('too much on. what do I cut', prioritise('drop')),
  newYork('sort my day pls', prioritise('plan_day')),
  newYork("what should I tackle before the 11 o'clock", prioritise('focus')),
  newYork('which tasks can I ditch this week', prioritise('drop')),
  newYork('give me a plan for tomorrow, the studio opens at 6', prioritise('plan_day')),
  newYork('where should my energy go today', prioritise('focus')),
];

export const FIFTYSEVENTH_AGENDA: HeldOutItem[] = [
  london("what's on tomorrow", list('tomorrow')),
  london('what have I got today', list('today')),
  london('anything overdue? be honest', list('overdue')),
  london("what's next on the list", list('next')),
  london('show me the week', list('week')),
  london("what's on friday", list('day', '2026-11-13')),
  london('what do I have on the 19th', list('day', '2026-11-19')),
  london("what's monday looking like", list('day', '2026-11-16')),
  london('what have I let slide', list('overdue')),
  london("what's left today", list('today')),
  london('anything on saturday?', list('day', '2026-11-14')),
  london("what's on 2/12", list('day', '2026-12-02')),
  newYork("what's on today", list('today')),
  newYork("what's tomorrow look like", list('tomorrow')),
  newYork("what's overdue", list('overdue')),
  newYork("what's coming up this week", list('week')),
  newYork('what do I have thursday', list('day', '2026-11-12'), list('tomorrow')),
  newYork("what's on 11/20", list('day', '2026-11-20')),
  newYork('what am I forgetting', list('overdue'), list('next')),
  newYork("what's next for me", list('next')),
  newYork('anything on sunday', list('day', '2026-11-15')),
  newYork('what have I got on tuesday', list('day', '2026-11-17')),
  newYork('show me everything for the week', list('week')),
  newYork('anything on dec 1st?', list('day', '2026-12-01')),
];

export const FIFTYSEVENTH_FREE_TIME: HeldOutItem[] = [
  london('am I free tomorrow afternoon for a call with Greyfield', ...windows(l, '11-12', AFTERNOON)),
  london('do I have any time friday morning', ...windows(l, '11-13', MORNING)),
  london('free at 3 on monday?', ...windows(l, '11-16', at('15:00', '16:00'))),
  london('is thursday clear? Tom wants a long session', ...windows(l, '11-12', ALL_DAY)),
  london('can I fit a nap in after 4 today lol', ...windows(l, '11-11', from('16:00'))),
  london('any gap between 10 and 1 tomorrow', ...windows(l, '11-12', at('10:00', '13:00'))),
  london('free tonight? Ade wants a pint to talk about the offer', ...windows(l, '11-11', EVENING)),
  london('am I busy on the 18th', ...windows(l, '11-18', ALL_DAY)),
  london('have I got an hour friday after 2', ...windows(l, '11-13', from('14:00'))),
  london('free sat morning for a market stall?', ...windows(l, '11-14', MORNING)),
  london('is next monday free', ...windows(l, '11-16', ALL_DAY), ...windows(l, '11-23', ALL_DAY)),
  newYork('am I free tomorrow at 11 for the bank', ...windows(n, '11-12', at('11:00', '12:00'))),
  newYork('any time this afternoon to call Lin', ...windows(n, '11-11', AFTERNOON)),
  newYork("is friday evening free, it's my wife's birthday", ...windows(n, '11-13', EVENING)),
  newYork('free 2-4 tomorrow?', ...windows(n, '11-12', at('14:00', '16:00'))),
  newYork('do I have time for a coffee with Grace thursday morning', ...windows(n, '11-12', MORNING)),
  newYork('is the 24th open', ...windows(n, '11-24', ALL_DAY)),
  newYork('am I free at lunch today', ...windows(n, '11-11', LUNCHTIME)),
  newYork('any openings monday afternoon', ...windows(n, '11-16', AFTERNOON)),
  newYork('could I squeeze a site visit in sat between 9 and 12', ...windows(n, '11-14', at('09:00', '12:00'))),
  newYork(
    'free after 5 today?',
    ...windows(
      n,
      '11-11',
      EVENING.filter(([start]) => start === '17:00'),
    ),
  ),
  newYork('what does sunday look like, am I free', ...windows(n, '11-15', ALL_DAY), list('day', '2026-11-15')),
  newYork('got anything on wednesday 18th between 3 and 5', ...windows(n, '11-18', at('15:00', '17:00'))),
];

export const FIFTYSEVENTH_UNCLEAR: HeldOutItem[] = [
  london("the Greyfield thing. maybe. I don't know", unclear, askBack),
  london('Tom stuff', unclear, askBack),
  london('something about the bank tomorrow?', unclear, askBack),
  london('hollander or oakmere, one of them needs chasing', unclear, askBack),
  london('should probably do the thing with the accounts', unclear, askBack),
  london('the scan', unclear, askBack),
  london('thursday or friday, whichever, for the kegs', unclear, askBack),
  london('Kyle?', unclear, askBack),
  london('I think maybe something with Heron next week, not sure', unclear, askBack),
  london('that invoice. the big one', unclear, askBack),
  london('the steam thing at some point idk', unclear, askBack),
  london('Ana friday. or monday', unclear, askBack),
  london('accountant thursday 2pm', unclear, askBack, task('accountant', l('11-12 14:00'))),
  newYork('the fridge guy maybe', unclear, askBack),
  newYork('velocity. ugh. whatever', unclear, askBack, talk('feeling')),
  newYork('Lin, the date thing, or the fabric? one of those', unclear, askBack),
  newYork('the haddad one or the cho one', unclear, askBack),
  newYork('gym stuff later', unclear, askBack),
  newYork('the beans', unclear, askBack),
  newYork('maybe call someone about the website?', unclear, askBack),
  newYork('payroll something', unclear, askBack),
  newYork('next week sometime, the lease', unclear, askBack),
  newYork("the 3 o'clock or the 4, move one", unclear, askBack),
  newYork('that thing Marcus said', unclear, askBack),
  newYork('dentist friday 8:30', unclear, askBack, task('dentist', n('11-13 08:30'))),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const FIFTYSEVENTH_BARE: HeldOutItem[] = [
  london('done.', unclear, askBack),
  london('push it to monday', unclear, askBack),
  london('the second one', unclear, askBack),
  london('make it 4', unclear, askBack),
  london('snooze an hour', unclear, askBack),
  london('delete it', unclear, askBack),
  london('sent', unclear, askBack),
  london('later', unclear, askBack),
  london('no, the other one', unclear, askBack),
  london('tick that off', unclear, askBack),
  london('move it to thursday', unclear, askBack),
  newYork('done w that', unclear, askBack),
  newYork('tmrw morning', unclear, askBack),
  newYork('cancel it', unclear, askBack),
  newYork('rename it to call Lin', unclear, askBack),
  newYork('3', unclear, askBack),
  newYork('yes', unclear, askBack, talk('acknowledgement')),
  newYork('actually 11', unclear, askBack),
  newYork('not yet, ugh', unclear, askBack),
  newYork('the parks one', unclear, askBack),
  newYork('push 2 hrs', unclear, askBack),
  newYork('scrap that', unclear, askBack),
];
