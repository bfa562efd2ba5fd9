import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  done,
  london,
  move,
  newYork,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  within,
  words,
} from './held-out-kit';

/**
 * The eighty-fourth held-out set, part c: renames, removals, ticks and answers from fourteen
 * tradespeople. On London time (day-first dates): a plumber in Croydon (boiler services,
 * call-outs, Gas Safe certificates), a painter-decorator in Liverpool who writes some Scouse, a
 * letting agent in Nottingham (viewings, inventories, deposits, landlords), a locksmith in Belfast
 * who writes some Northern Irish words, a landscape gardener in Kent (quotes, turf, skips), an
 * electrician in Cardiff (EICRs, consumer units, NICEIC) and a builder in Ealing whose first
 * language is Polish (extensions, plasterers, building control). On New York time (month-first
 * dates): a building super in Jackson Heights (boilers, tenants, the management company), an HVAC
 * technician on Staten Island (service calls, filters, warranties), a handyman in Yonkers who
 * mostly sends voice notes, a real-estate agent in Park Slope (open houses, offers, closings), a
 * moving company owner in the Bronx (crews, trucks, COIs), a contractor in Brighton Beach whose
 * first language is Russian, and a pool and landscaping business owner in Westchester (openings,
 * closings, crews, invoices). Every message is read at Wednesday 11 November 2026, 15:00 London,
 * 10:00 New York.
 */

/** A reminder for `title` was just sent ("Did you get to X? DONE / SNOOZE 1H / SKIP / STUCK"). */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` was the task last talked about (just added or changed). */
const talkedAbout = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of several tasks was meant. */
const whichOf = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily asked for a dilemma's options. */
const askedOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily sent a dilemma's summary and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const EIGHTYFOURTH_RENAME: HeldOutItem[] = [
  // Croydon plumber
  london(
    'rename the boiler service one to "boiler service + gas safe cert, 14 Lodge Rd"',
    rename(words('boiler service'), 'boiler service + gas safe cert, 14 Lodge Rd'),
  ),
  within(
    talkedAbout('call Mrs Adeyemi re leak', '2026-11-12T10:00:00.000Z'),
    london('actually call it "Mrs Adeyemi stopcock" so i know which job it is', rename(ctx, 'Mrs Adeyemi stopcock')),
  ),
  london('rename it', NO_CHANGE),
  // Liverpool painter
  london('change the name of the anfield one to Walton Rd hallway la, had the wrong street', rename(words('anfield'), 'Walton Rd hallway')),
  within(
    listed('mist coat kitchen Aigburth', 'buy 10L Dulux white', 'quote for Sandra'),
    london(
      'number 3 shud say quote for Sandras stairs n landing boss',
      rename(num(3), 'quote for Sandras stairs n landing'),
      rename(num(3), 'quote for Sandras stairs and landing'),
    ),
  ),
  // Nottingham letting agent
  london(
    'can u rename "inventory flat 2" to "check-in inventory, flat 2, 38 Mapperley Rd" ta duck',
    rename(words('inventory flat 2'), 'check-in inventory, flat 2, 38 Mapperley Rd'),
  ),
  within(
    talkedAbout('viewing Beeston', '2026-11-12T11:00:00.000Z'),
    london('ey up, change that to viewing 7 Cator Lane, Beeston is too vague', rename(ctx, 'viewing 7 Cator Lane')),
  ),
  // Belfast locksmith
  london(
    'change "lock change Mrs Doherty" to "lock change and 3 keys, Mrs Doherty Ormeau Rd"',
    rename(words('lock change mrs doherty'), 'lock change and 3 keys, Mrs Doherty Ormeau Rd'),
  ),
  london('yer man at the Lisburn Rd shop renamed his business so all my invoices to him are wrong, wee bit of a pain so it is', NO_CHANGE),
  // Kent gardener
  within(
    listed('quote Hendersons patio', 'order 40m2 turf', 'skip for Tunbridge Wells job'),
    london(
      'the skip one, can you make it say 8 yard skip for the tunbridge wells job',
      rename(num(3), '8 yard skip for the tunbridge wells job'),
      rename(words('skip'), '8 yard skip for the tunbridge wells job'),
    ),
  ),
  london('rename turf order to order 40 sq m turf from Rolawn pls', rename(words('turf'), 'order 40 sq m turf from Rolawn')),
  // Cardiff electrician
  london(
    'change EICR Roath to EICR 22 Albany Rd Roath and put it friday',
    [rename(words('eicr'), 'EICR 22 Albany Rd Roath'), move(words('eicr'), '2026-11-13', null)],
    [rename(words('eicr'), 'EICR 22 Albany Rd Roath'), move(ctx, '2026-11-13', null)],
  ),
  within(
    reminded('consumer unit swap', '2026-11-11T14:00:00.000Z'),
    london('can you name it CU swap + NICEIC cert Mrs Pugh instead butt', rename(ctx, 'CU swap + NICEIC cert Mrs Pugh')),
  ),
  // Ealing builder
  london(
    'please change name of task "plasterer" to "plasterer Marek for extension Ealing Green", is more clear for me',
    rename(words('plasterer'), 'plasterer Marek for extension Ealing Green'),
  ),
  london('building control officer change his name on the emails, now is Mr Khan not Mr Patel, very strange', NO_CHANGE),
  // Jackson Heights super
  newYork(
    'rename "boiler guy" to "call Consolidated boiler guy re low water cutoff"',
    rename(words('boiler guy'), 'call Consolidated boiler guy re low water cutoff'),
  ),
  within(talkedAbout('fix 4B radiator'), newYork('its 4D not 4B, fix the name', rename(ctx, 'fix 4D radiator'))),
  within(
    listed('tenant 3F leak', 'email mgmt co about super apt', 'boiler inspection'),
    newYork('change #2 to email Greystone mgmt about the super apt', rename(num(2), 'email Greystone mgmt about the super apt')),
  ),
  // Staten Island HVAC
  newYork(
    'yo rename the warranty thing to Carrier warranty claim - Mr Russo compressor',
    rename(words('warranty'), 'Carrier warranty claim - Mr Russo compressor'),
  ),
  within(
    reminded('filters'),
    newYork('call that one 20x25x4 filters for todt hill job so i grab the right size', rename(ctx, '20x25x4 filters for todt hill job')),
  ),
  // Yonkers handyman (voice notes)
  newYork(
    'um so yeah the one that says gutters can you change that to uh clean gutters at the riverdale ave house the two family so yeah',
    rename(words('gutters'), 'clean gutters at the riverdale ave house'),
    rename(words('gutters'), 'clean gutters at the riverdale ave house the two family'),
  ),
  // Park Slope agent
  newYork(
    'rename open house to open house 5th St, bring sign-in sheets and booties',
    rename(words('open house'), 'open house 5th St, bring sign-in sheets and booties'),
  ),
  newYork('sellers renamed the LLC on the contract so the closing docs all get redone on their side, ugh', NO_CHANGE),
  // Bronx mover
  newYork('change the COI task to COI for 432 Park Ave building mgmt', rename(words('coi'), 'COI for 432 Park Ave building mgmt')),
  within(
    listed('truck 2 oil change', 'crew for Riverdale move', 'COI Hudson Yards'),
    newYork('make 1 say truck 2 oil change + brakes', rename(num(1), 'truck 2 oil change + brakes')),
  ),
  // Brighton Beach contractor
  newYork(
    'please rename task "tiles" to "buy tiles for bathroom Mrs Kogan 40 sq ft"',
    rename(words('tiles'), 'buy tiles for bathroom Mrs Kogan 40 sq ft'),
  ),
  within(
    talkedAbout('call inspector', '2026-11-12T17:00:00.000Z'),
    newYork('no, is not inspector, is DOB. change name to call DOB about permit', rename(ctx, 'call DOB about permit')),
  ),
  // Westchester pools
  newYork(
    'rename hendricks opening to hendricks pool opening + salt cell check',
    rename(words('hendricks'), 'hendricks pool opening + salt cell check'),
  ),
  within(
    reminded('invoice Larchmont'),
    newYork('rename to invoice Larchmont closing + cover, not just closing', rename(ctx, 'invoice Larchmont closing + cover')),
  ),
  newYork('we renamed the company Blue Birch Pools last yr and still getting mail for the old name lol', NO_CHANGE),
];

export const EIGHTYFOURTH_REMOVE: HeldOutItem[] = [
  // Croydon plumber
  london('delete the call out for 9 Brigstock Rd, they got someone else in', remove(words('brigstock'))),
  within(
    reminded('gas safe cert Mr Obi', '2026-11-11T14:30:00.000Z'),
    london('bin that one off mate, landlord sold the house', remove(ctx)),
  ),
  within(talkedAbout('buy PTFE tape'), london('nah delete it ive got loads in the van', remove(ctx))),
  london('had to take out the old back boiler in thornton heath today, absolute nightmare job', NO_CHANGE),
  // Liverpool painter
  london('get rid of the crosby job off me list la, shes gone with someone cheaper', remove(words('crosby'))),
  within(
    listed('sand doors Bootle', 'Sandra quote', 'pick up masking tape', 'invoice Kirkby'),
    london('scrap 3 an 4, got tape already and kirkby fella paid cash', [remove(num(3)), remove(num(4))]),
  ),
  london('me ma says i should delete facebook off me phone lol she might be right', NO_CHANGE),
  // Nottingham letting agent
  london('cancel the 4pm viewing at sherwood off my list, applicant pulled out', remove(words('viewing')), remove(words('sherwood'))),
  london('landlord on Radford Rd wants to take the deposit out of the DPS early, told him no chance duck', NO_CHANGE),
  // Belfast locksmith
  london('take the holywood job off, yer woman found her keys in her coat pocket the whole time', remove(words('holywood'))),
  within(
    talkedAbout('rekey Malone Rd front door', '2026-11-12T09:00:00.000Z'),
    london('ach no delete that, wrong customer entirely', remove(ctx)),
  ),
  // Kent gardener
  london(
    'remove the skip reminder, the sevenoaks one, hire company are collecting it anyway',
    remove(words('skip')),
    remove(words('sevenoaks')),
  ),
  within(
    listed('turf Maidstone', 'quote Faversham hedge', 'skip Sevenoaks'),
    london('drop the faversham quote, theyve gone quiet on me', remove(words('faversham')), remove(num(2))),
  ),
  // Cardiff electrician
  london('delete EICR for the shop in canton please, they cancelled. tidy', remove(words('eicr')), remove(words('canton'))),
  london('removed the old fuse board at splott this morning, new cu in and tested', NO_CHANGE, done(words('splott'))),
  // Ealing builder
  london('please delete task order steel beam, engineer say we dont need it now for this extension', remove(words('steel beam'))),
  within(
    reminded('building control inspection Hanwell', '2026-11-11T13:00:00.000Z'),
    london('this one not need anymore, inspector was already yesterday. delete', remove(ctx), done(ctx)),
  ),
  // Jackson Heights super
  newYork('delete the 2R lock thing, tenant moved out', remove(words('2r'))),
  within(reminded('call mgmt co about boiler permit'), newYork('forget it they already filed it. remove', remove(ctx))),
  // Staten Island HVAC
  newYork('take mrs lombardi off my list she cancelled the service call', remove(words('lombardi'))),
  within(listed('Lombardi tune up', 'order filters', 'warranty Russo', 'Great Kills estimate'), newYork('kill 4', remove(num(4)))),
  newYork('had to remove the whole blower motor at the great kills job, warranty covers it thank god', NO_CHANGE),
  // Yonkers handyman (voice notes)
  newYork(
    'ok so um the fence thing for mr DeLuca you can just delete that he uh he said his nephew is gonna do it so yeah',
    remove(words('deluca')),
    remove(words('fence')),
  ),
  within(talkedAbout('buy drywall anchors'), newYork('uh actually no scratch that one I got a whole box in the van', remove(ctx))),
  // Park Slope agent
  newYork('pls remove the 7th Ave open house, listing came off the market', remove(words('7th ave')), remove(words('open house'))),
  newYork('buyer waived the inspection contingency on 3rd St so thats removed from the offer, nice', NO_CHANGE),
  // Bronx mover
  newYork('delete the COI for the fordham move, customer went with another company', remove(words('fordham'))),
  within(
    reminded('crew for Pelham Pkwy move', '2026-11-11T14:00:00.000Z'),
    newYork('that move is off, customer cancelled, take it off', remove(ctx)),
  ),
  newYork('wipe everything for saturday the whole job got pushed', NO_CHANGE),
  // Brighton Beach contractor
  newYork('please delete reminder about Mr Petrov kitchen, he decide not to do renovation', remove(words('petrov'))),
  within(
    listed('Petrov kitchen', 'buy grout', 'permit Coney Island Ave'),
    newYork('number two delete, I buy grout already', remove(num(2)), done(num(2))),
  ),
  // Westchester pools
  newYork('remove the rye closing, they wanna keep the pool open thru thanksgiving (?!)', remove(words('rye'))),
  within(reminded('send invoice Scarsdale'), newYork('nvm delete, they paid at the door', remove(ctx), done(ctx))),
  newYork('delete it', NO_CHANGE),
];

export const EIGHTYFOURTH_DONE: HeldOutItem[] = [
  // Croydon plumber
  within(reminded('boiler service 14 Lodge Rd', '2026-11-11T14:00:00.000Z'), london('done, flue reading all fine', done(ctx))),
  within(
    listed('Brigstock Rd call out', 'gas safe cert Mr Obi', 'pick up expansion vessel'),
    london('all of them done except the last one', [done(num(1)), done(num(2))]),
  ),
  london('gas safe cert for mr obi done and emailed over', done(words('obi')), done(words('gas safe'))),
  london('the sparky finished at 9 so im in after him tmrw first thing', NO_CHANGE),
  // Liverpool painter
  within(reminded('mist coat kitchen Aigburth', '2026-11-11T12:00:00.000Z'), london('sound, all done la', done(ctx))),
  london('finished the bootle doors, 2 coats satinwood, me back is killin me', done(words('bootle')), done(words('doors'))),
  london('nearly done with the hallway, one more coat tmrw then sorted', NO_CHANGE),
  // Nottingham letting agent
  within(reminded('deposit return Flat 4 Lenton'), london('sent it back this morning, £850 minus £120 cleaning', done(ctx))),
  london('inventory at mapperley rd is done, 94 photos lol', done(words('mapperley')), done(words('inventory'))),
  london('did i do the deposit for lenton already?', NO_CHANGE),
  // Belfast locksmith
  within(reminded('lock change Mrs Doherty', '2026-11-11T11:00:00.000Z'), london('aye done an dusted, shes dead happy with it', done(ctx))),
  london('tick off the ormeau rd lockout', done(words('ormeau'))),
  london('done', NO_CHANGE),
  // Kent gardener
  within(
    listed('quote Hendersons patio', 'order 40m2 turf', 'skip Tunbridge Wells', 'invoice Mrs Bell'),
    london('2 and 4 done', [done(num(2)), done(num(4))]),
  ),
  london('turf laid at maidstone, mark it done', done(words('maidstone')), done(words('turf'))),
  // Cardiff electrician
  within(
    reminded('EICR 22 Albany Rd', '2026-11-11T14:00:00.000Z'),
    london(
      'not done yet, tenant wasnt in, ill go back fri',
      NO_CHANGE,
      move(ctx, '2026-11-13', null),
      snoozeUntil('2026-11-13T14:00:00.000Z'),
      snoozeUntil('2026-11-13T12:00:00.000Z'),
    ),
  ),
  within(
    listed('NICEIC notification Pugh', 'order 18th edition regs book', 'quote Llandaff rewire'),
    london('first ones sorted now', done(num(1))),
  ),
  london('cross off the llandaff quote, sent it last night', done(words('llandaff'))),
  // Ealing builder
  within(reminded('call plasterer Marek'), london('I call him, he come monday. ok done', done(ctx))),
  london('foundation for the extension is pour today, tick it please', done(words('foundation'))),
  london('plasterer say he is finish but i think is not finish, walls very bad', NO_CHANGE),
  // Jackson Heights super
  within(reminded('check boiler pressure', '2026-11-11T14:00:00.000Z'), newYork('done, 12 psi all good', done(ctx))),
  within(reminded('tenant 3F leak'), newYork('done', done(ctx))),
  newYork('got the 3F leak fixed finally check it off', done(words('3f')), done(words('leak'))),
  newYork('done?', NO_CHANGE),
  // Staten Island HVAC
  within(reminded('Lombardi tune up', '2026-11-11T15:00:00.000Z'), newYork('cant rn, with a customer', NO_CHANGE, snoozeFor(60))),
  newYork('russo warranty claim submitted ✅', done(words('russo')), done(words('warranty'))),
  // Yonkers handyman (voice notes)
  within(
    reminded('fix Mrs Alvarez faucet'),
    newYork("yeah so uh that faucet is done I swapped the cartridge and uh yeah she's good", done(ctx)),
  ),
  newYork('um the gutters on riverdale are done so you can check that off and uh yeah', done(words('gutters')), done(words('riverdale'))),
  // Park Slope agent
  within(
    listed('send offer 5th St', 'confirm closing Thursday', 'order open house signs'),
    newYork('sent the offer and ordered the signs', [done(num(1)), done(num(3))], [done(words('offer')), done(words('signs'))]),
  ),
  newYork('closing on berkeley pl is DONE 🎉 keys handed over', done(words('berkeley')), done(words('closing'))),
  newYork('im so done with this buyer lmao', NO_CHANGE),
  // Bronx mover
  within(reminded('send COI to 432 Park'), newYork('building has it, done', done(ctx))),
  newYork('truck inspection passed for both trucks, mark it done', done(words('inspection')), done(words('truck'))),
  // Brighton Beach contractor
  within(
    listed('buy grout', 'permit Coney Island Ave', 'call Mrs Kogan'),
    newYork(
      'grout i buy, Mrs Kogan i call. permit still waiting',
      [done(num(1)), done(num(3))],
      [done(words('grout')), done(words('kogan'))],
    ),
  ),
  newYork('bathroom Mrs Kogan is finish, all tile done', done(words('kogan')), done(words('bathroom'))),
  // Westchester pools
  within(reminded('Hendricks closing'), newYork('crew finished it at 9, cover is on', done(ctx))),
  newYork("crew's done for the season after friday, last closing is bedford", NO_CHANGE),
];

export const EIGHTYFOURTH_ANSWER: HeldOutItem[] = [
  // Which task was meant
  within(whichOf('call Mrs Adeyemi re leak', 'call Brigstock Rd tenant'), london('the adeyemi one', answer(1))),
  within(whichOf('quote for Sandra', 'quote for Crosby lady', 'quote Walton Rd hallway'), london('sandras la', answer(1))),
  within(whichOf('quote for Sandra', 'quote for Crosby lady', 'quote Walton Rd hallway'), london('the last one', answer(3))),
  within(whichOf('viewing 7 Cator Lane', 'viewing Sherwood flat'), london('2nd', answer(2))),
  within(whichOf('lock change Mrs Doherty', 'lock change Lisburn Rd shop'), london('neither, its the holywood one i meant', answer(null))),
  within(whichOf('skip Sevenoaks', 'skip Tunbridge Wells'), london('tunbridge wells', answer(2))),
  within(whichOf('EICR 22 Albany Rd', 'EICR Canton shop', 'EICR Llandaff'), london('number 3 butt', answer(3))),
  within(whichOf('call plasterer Marek', 'pay plasterer Marek'), london('the paying one, call i did already', answer(2))),
  within(whichOf('fix 4D radiator', '4D intercom'), newYork('radiator', answer(1))),
  within(whichOf('Lombardi tune up', 'Lombardi filter change'), newYork('both actually, did them same visit', answer(null))),
  within(
    whichOf('fix Mrs Alvarez faucet', 'fix Mrs Alvarez closet door'),
    newYork('uh the faucet one, the door I still gotta do', answer(1)),
  ),
  within(whichOf('send offer 5th St', 'send offer Berkeley Pl'), newYork('fifth st', answer(1))),
  within(whichOf('COI 432 Park Ave', 'COI Hudson Yards', 'COI Fordham'), newYork('hudson yards one', answer(2))),
  within(whichOf('call Mrs Kogan', 'call Mr Petrov'), newYork('Kogan. second no', answer(1))),
  within(whichOf('invoice Larchmont', 'invoice Scarsdale', 'invoice Rye'), newYork('scarsdale', answer(2))),
  // A dilemma's options
  within(
    askedOptions('Should I take on an apprentice?'),
    london('either take the lad from croydon college on as an apprentice or just keep subbing to gaz when its busy', answer(null)),
  ),
  within(
    askedOptions('Should I buy a third truck?'),
    newYork('buy a used 26ft box truck for like 38k or keep renting from penske on the busy weekends', answer(null)),
  ),
  within(
    askedOptions('What do I do about the 5th St offer?'),
    newYork('counter at 1.45 or just take the 1.4 and be done w it', answer(null)),
  ),
  // What matters most
  within(
    askedMatters('Should I drop the Radford Rd landlord?', 'keep him', 'drop him'),
    london('honestly my sanity duck, hes a nightmare', answer(null), answer(2)),
  ),
  within(
    askedMatters('Hanwell loft or Acton extension first?', 'Hanwell loft', 'Acton extension'),
    london('money first. acton pay deposit already', answer(null), answer(2)),
  ),
  within(
    askedMatters('Hire a second crew lead or run both crews myself?', 'hire a crew lead', 'run both myself'),
    newYork('cash flow mostly, its tight til spring openings', answer(null)),
  ),
  // The choice
  within(
    askedChoice('Buy a mini digger or keep hiring?', 'buy the mini digger', 'keep hiring'),
    london('keep hiring for now, cant justify 15k on a digger', answer(2)),
  ),
  within(
    askedChoice('Take on the Lisburn council contract?', 'take it', 'leave it'),
    london('ach leave it, the paperwork would kill me', answer(2)),
  ),
  within(
    askedChoice('Which wholesaler for the account?', 'CEF', 'Edmundson'),
    london('CEF, theyre round the corner from the yard', answer(1)),
  ),
  within(
    askedChoice('Spray rig or stick with rollers?', 'buy the spray rig', 'stick with rollers'),
    london('not yet la, wanna see how much work comes in after xmas', answer(null)),
  ),
  within(askedChoice('Join the Carrier dealer program?', 'join', 'stay independent'), newYork('stay indie', answer(2))),
  within(
    askedChoice('Take the second building in Elmhurst?', 'take it', 'say no'),
    newYork('gonna sleep on it, talk to my wife tonight', answer(null)),
  ),
  within(askedChoice('Sergei or Vlad as foreman?', 'Sergei', 'Vlad'), newYork('Vlad. Sergei is good worker but drink too much', answer(2))),
  within(
    askedChoice('Raise my rate or keep it at $65 an hour?', 'raise to $80', 'keep $65'),
    newYork('um yeah I think uh go with the first one, eighty bucks, people pay it', answer(1)),
  ),
  within(
    askedChoice('Which sub for the Bedford patio?', 'Green Acres', 'DiNapoli'),
    newYork('dinapoli, cheaper and they actually answer the phone', answer(2)),
  ),
];
