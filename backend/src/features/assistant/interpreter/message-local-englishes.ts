/**
 * English as it is spoken in its own countries, said in the words the readers after this one know:
 * "on Monday coming" (South Africa, Nigeria, India) is that Monday, "by friday latest" is by Friday,
 * "next week Tuesday" is Tuesday next week, a Scot's "the morn" is tomorrow and "the morn's morn" the
 * day after, an Irish "I'll ring him after" is later, and a Nigerian "abeg" asks as "please" does.
 * "I'll be out of station till monday" (India) says where someone will be, which asks for nothing.
 */
const WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;

/** Items of the list named by number: "3", "1 + 4", "2 and 5", "1, 3 n 4". */
const ITEM_NUMBERS = String.raw`#?\d{1,2}(?:\s*(?:,|and|&|\+|n)\s*#?\d{1,2})*`;

const REWRITES: readonly [RegExp, string][] = [
  // "in an hour n half": "n" for "and", as it is typed one-handed.
  [/\b(an?|one|two|three|\d) (hours?|hrs?) n (?:a )?half\b/gi, '$1 $2 and a half'],
  // "remind me at 9:30 that morning to …": the hour on the day already named, in that half of the day. Said
  // alone of a task in view, "that morning" is the task's own day, which is left to be asked about.
  [/\b(remind me at \d{1,2}(?:[:.]\d{2})?) that morning\b/gi, '$1am'],
  [/\b(remind me at \d{1,2}(?:[:.]\d{2})?) that (?:afternoon|evening|night)\b/gi, '$1pm'],
  // "w/c 23rd", "w/c Monday": the week commencing that day, which is the day the job is put on.
  [/\bw\/c\.?\s+(?=\S)/gi, 'on '],
  // "get rid o that yin" (Scotland): "that one", and "o" for "of".
  [/\b(that|this) yin\b(?! (?:yoga|class|session))/gi, '$1 one'],
  [/\b(rid|out|off) o (?=(?:that|this|the|it|them)\b)/gi, '$1 of '],
  // "on Monday coming", "this Friday coming": the day itself.
  [new RegExp(String.raw`\b(${WEEKDAY}) coming\b`, 'gi'), '$1'],
  // "by friday latest", "by 4 latest", "latest by monday", "by 5 at the latest": the deadline itself.
  [
    new RegExp(
      String.raw`\b(by (?:${WEEKDAY}|tomorrow|tonight|today|noon|midday|eod|cob|\d{1,2}(?:[:.]\d{2})?(?: ?[ap]m)?|the \d{1,2}(?:st|nd|rd|th)?|end of (?:the )?(?:day|week|month)))(?: evening| morning| afternoon)?,? (?:at the )?latest\b`,
      'gi',
    ),
    '$1',
  ],
  [/\b(?:at the )?latest by\b/gi, 'by'],
  // "ilka Thursday at 10" (Scotland): every.
  [/\bilka (?=(?:mon|tues|wednes|thurs|fri|satur|sun)day|day|week|month|mornin|first|1st|last|other|\d)/gi, 'every '],
  // "wass on today then" (Cornwall, Devon): what's on.
  [/\bwass on\b/gi, "what's on"],
  // "get shut of the ghost walk reminder" (Yorkshire): get rid of.
  [/\bget shut of\b/gi, 'get rid of'],
  // "every monday at 9 tell me to do the rota", "remind 2pm call the caterer", "remind thu 9am: call linen co": a reminder asked for.
  [/(?<!\b(?:don'?t|never|stop|not)\s+)\btell me to (?=[a-z])/gi, 'remind me to '],
  [
    /^((?:also|and|oh and|plus)\s+)?(?:remind|rmnd|rmd) (?!me\b|us\b|him\b|her\b|them\b)((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|tmrw|today|tonight)\s+)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a|p)):?\s+(?=[a-z])/i,
    '$1remind me $2$3 to ',
  ],
  // "can u put call HPD about the boiler tomorrow 9a": a job asked to be put on the list, said by its verb
  // ("put order 4471 on hold" is a job of its own).
  [
    /((?:^|[,.!]\s*)(?:(?:can|could|would) (?:you|u) (?:please |pls )?|(?:please|pls) ))put (?=(?:call|ring|phone|email|text|send|pay|book|buy|order|collect|pick up|drop off|load|fix|check|chase|print|post|renew)\b)/i,
    '$1add ',
  ],
  // "knock 3 and 4 off mate": items of the list taken off.
  [new RegExp(String.raw`^knock (${ITEM_NUMBERS}) off(?:\s+(?:mate|la|lad|pls|please))?\b`, 'i'), 'delete $1'],
  // "sound, put us down to …" (Liverpool): all right, before the ask.
  [/^sound[,!]+\s+(?=\S)/i, ''],
  // "rm 2", "del 1 + 4": "rm" and "del" typed for "delete" before list numbers alone ("del the bread to the cafe" delivers).
  [new RegExp(String.raw`^(?:rm|del)\s+(?=${ITEM_NUMBERS}\s*(?:pls|please|thx|thanks)?[.!]*$)`, 'i'), 'delete '],
  // "take out 3, she's not paying", "tek out 2" (Jamaica): an item of the list taken off by its number.
  [/^(?:take|tek) out (#?\d{1,2})(?=$|[.!;]|,\s+(?!(?:then|and|also|plus)\b)|\s+(?:and|&|\+|n)\s+#?\d)/i, 'delete $1'],
  // "mv lawyer call to fri 11a": "mv" typed for "move", as a change's first word.
  [/^mv (?=(?:it|that|this|the|my|\S+(?: \S+){0,4}) (?:to|till|until) )/i, 'move '],
  // "next week Tuesday": Tuesday of next week.
  [new RegExp(String.raw`\bnext week (${WEEKDAY})\b`, 'gi'), '$1 next week'],
  // "the morn's morn", "the morn" (Scotland): the day after tomorrow, and tomorrow; "in the morn" is a morning.
  [/\bthe morn'?s morn\b/gi, 'the day after tomorrow'],
  [
    /(?<!\b(?:in|this|all|every|each|good|of|tomorrow|yesterday|friday|monday|tuesday|wednesday|thursday|saturday|sunday) )\bthe (?:morn|morra)\b(?!['\w])/gi,
    'tomorrow',
  ],
  // "change order task rename to …": the task named, then the new name asked for.
  [
    /^(?:the )?((?:[\p{L}\p{N}'#&-]+ ){0,4}[\p{L}\p{N}'#&-]+) (task|reminder),? rename(?: it)? (?:to|as):? (?=\S)/giu,
    'rename the $1 $2 to ',
  ],
  // "will check after" (Ireland, Scotland, the North): later, with nothing after it.
  [/\b((?:i'?ll|i will|will|gonna|going to) (?:check|look|see|have a look)) after([.!]*)$/gi, '$1 later$2'],
  // "I'll ring him after", "I'll do it after": later.
  [/\b(it|him|her|them|that|this|back) after([.!]*)$/gi, '$1 later$2'],
  // "abeg remind me …": please, before a request ("abeg no vex" is an apology, "abeg help me" a plea).
  [
    /^abeg\b[,!]?(?= (?:remind|add|move|push|shift|snooze|postpone|cancel|delete|remove|make|change|mark|can you|help me to)\b)/gi,
    'please',
  ],
  // "beg yuh snooze di curry goat reminder" (Jamaica): please, before the request.
  [
    /^beg (?:yuh|you|u)\b[,!]?(?= (?:remind|add|move|push|shift|snooze|postpone|cancel|delete|remove|make|change|mark|tek|take)\b)/gi,
    'please',
  ],
  // "snooze till tmrw 8 i beg" (Nigeria, Ghana): please, said last.
  [/,?\s+i beg[.!]*$/gi, ' please'],
  // "ta love, yer a star": you're.
  [/\byer (?=(?:a|an|the best|so|too|amazing|brilliant|great|ace|wonderful|lovely|gorgeous|legend)\b)/gi, "you're "],
  // "Funmi don shift her appointment" (Nigeria): a change already made, told.
  [/\bdon (shift|push|cancel)\b/gi, '$1ed'],
  [/\bdon (mov|chang)e\b/gi, '$1ed'],
  // "bin that one off mate" (Britain): call it off, which lets the task go.
  [/^((?:just |pls |please )?)bin (it|that|this|that one|this one|them|the \S+(?: \S+)?) off\b/gi, '$1bin $2'],
  // "remind us to send the lads their hours", "get rid of it off me list" (North of England): me, my.
  [/\b(remind|ping|nudge|text) us\b(?= (?:to|at|on|in|tomorrow|tmrw|every|about|when|this|next)\b)/gi, '$1 me'],
  [/\b(off|on|to|from) me (list|tasks|to-?do list)\b/gi, '$1 my $2'],
  // "wharrave I got on fri" (Liverpool): what have.
  [/\bwharr?ave\b/gi, 'what have'],
  [/\b(what|wot|wat) av (i|we)\b/gi, '$1 have $2'],
  // "the rest o the week", "ilka first o the month": of.
  [/\b(rest|end|start|middle|first|1st|last|15th) o (?=the\b)/gi, '$1 of '],
  // "sked today": what is on then.
  [/^sked (today|tomorrow|tmrw|this week|next week)[?.!]*$/gi, "what's on $1"],
  // "whats overdo": overdue, as it sounds.
  [/\b(what'?s|whats|anything|is anything|stuff) overdo\b/gi, '$1 overdue'],
  // "get rid of the crosby job off my list": taken off it.
  [/\bget rid of (.+?) (?:off|from) (my|the) (list|tasks|to-?do list)\b/gi, 'take $1 off $2 $3'],
  // "get rid o 2 an 4" (Scotland), "tek off 2" (Jamaica), "1 an 3 dun": of, take, done.
  [/\brid o\b(?=\s)/gi, 'rid of'],
  [/^tek (?=off|out|it|that|dat|di|the)/gi, 'take '],
  [/\b(\d{1,2}|it|that|dat|all|both) dun\b/gi, '$1 done'],
  // "what did i say bout …", "whit did a decide aboot …" (Scotland), "wah mi did decide bout …" (Jamaica): a decision asked back.
  [/\b(decide|decided|say|said|choose|chose|agree|agreed|settle|settled)\s+(?:bout|aboot)\b/gi, '$1 about'],
  [/^(?:yo|aye|ok pues|pues|hola)[,!]?\s+(?=(?:what|whit|wah|which|when|where|who|how|did|can|could)\b)/gi, ''],
  [/^(?:so |ok )?(?:whit|wit|wah|wa) (?:did a|did i|mi did|mi) (decide|say|choose|pick|agree)\b/gi, 'what did i $1'],
  [
    /^(?:(?:please|pls|sorry|so|and|but)[,]? )?what (i|we) (decided|chose|choose|picked|said|agreed)\b(?= (?:about|on|for|re|regarding|with)\b)/gi,
    'what did $1 $2',
  ],
  // "check w me at 4": nudge me then.
  [/\bcheck (?:w|w\/|with|in with|back with) me\b/gi, 'nudge me'],
  // "same time like", "tomorrow like" (the North East, Scotland): a "like" said last, no part of the ask.
  [/(?<=\b(?:time|day|then|now|tomorrow|today|tonight|week|one|it|that))\s+like[.!]*$/gi, ''],
  // "shift the crew meetin tae friday" (Scotland): to.
  [
    /\b(shift|move|push|put|change|bump) (.{1,40}?) tae (?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|the\b|tomorrow\b|\d)/gi,
    '$1 $2 to ',
  ],
  // "plan ma day", "done the first twa" (Scotland): my day, the first two.
  [/\bma (day|week|list|diary|tasks)\b/gi, 'my $1'],
  [/\b(first|last) twa\b/gi, '$1 two'],
  [/\b(the (?:first|last)) wan\b/gi, '$1 one'],
  // "mind me tae phone the brewery" (Scotland): remind me to.
  [/^((?:(?:aye|right|so|och)[,]?\s+)?)mind me (?:tae|to)\b/gi, '$1remind me to'],
  // "mi need fi collect di dishes", "mi haffi order" (Jamaica): I need to, I have to.
  [/\bmi (?:need fi|haffi|affi|hafi|have fi|fi)\b/gi, 'I need to'],
  // "set it fi 9 inna di mawnin" (Jamaica): for 9 in the morning.
  [/\b(set|make|put|mek) (it|dat|that) fi\b/gi, '$1 $2 for'],
  // "cancel dat, mi have nuff" (Jamaica): that, this, after a change made to a task.
  [/\b(cancel|delete|remove|scrap|drop|bin|move|push|shift|snooze|change|rename|finish|finished|do|did) dat\b/gi, '$1 that'],
  [/\b(cancel|delete|remove|scrap|drop|bin|move|push|shift|snooze|change|rename|finish|finished|do|did) dis\b/gi, '$1 this'],
  [/\binna di (?:mawnin|marnin|morning)\b/gi, 'in the morning'],
  [/\binna di (?:evenin|evening|night|nite)\b/gi, 'in the evening'],
  // "done an dusted": done.
  [/\bdone (?:an|and|n) dusted\b/gi, 'done'],
  // "in 2 hours' time", "in a week's time": in that long.
  [
    /\bin ((?:an?|\d{1,3}|a couple of|a few|two|three|four|five|ten) (?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?))(?:'s|s'|')? time\b/gi,
    'in $1',
  ],
  // "gimme an hour": give me.
  [/\bgimme\b/gi, 'give me'],
  // "remind me in 15 to reply": a bare count said before the job is minutes.
  [/\b((?:remind|ping|nudge|text|tell) me in (?:like )?)(\d{1,2}) (?=to )/gi, '$1$2 minutes '],
  // "later innit": a tag that asks agreement, no word of the ask.
  [/[,\s]+innit[?!.]*$/gi, ''],
  // "bet done", "bet, on it": a young "ok", said before the answer it opens.
  [/^bet[,!.]*\s+(?=(?:done|ok|okay|say less|will do|on it|sounds|i'?ll|ill|got it|thanks|thx|ty)\b)/gi, 'ok '],
  // "ya decidí, …", "mi decide fi come off Deliveroo" (Jamaica), "mwen deside: …" (Haiti), "ho deciso — …", "penderfynu —
  // …" (Wales), "chalo decided, …": "decided" said in the person's first language, or after a word that opens it.
  [/^((?:ok|okay|so|right|chalo|acha|haanji|allora|bon|pues|bueno|ya)[,.!]?\s+)?(?:mi|mwen) (?:decide|deside) fi\b/gi, 'decided to'],
  [
    /^(?:(?:ok|okay|so|right|chalo|acha|haanji|allora|bon|pues|bueno)[,.!]?\s+)?(?:ya decid[ií]|decid[ií]|he decidido|ho deciso|j'?ai d[ée]cid[ée]|mwen deside|mi decide|(?:wedi )?penderfynu|eu decidi|chalo decided)(?:\s*[,.:;!—–-]+\s*|\s+)(?=\S)(?![^?]*\?)(?!(?:later|nothing|not yet|yet|tomorrow|tmrw|soon|about|when|if|maybe)\b)/gi,
    'decided: ',
  ],
  // "ye can take 2 aff", "you can take number 3 off now": the item taken off the list.
  [
    /^(?:(?:ok|okay|so|right|and)[,.!]?\s+)?(?:you|u|ye|ya) (?:can|could|may) take ((?:no\.? ?|number |#)?\d{1,2}) (?:off|aff)(?: now| please| pls)?\b/gi,
    'remove $1',
  ],
  // "You can tick off the Roman blinds": leave given, as the British ask for a change.
  [/^((?:ok|okay|so|right|and)[,.!]?\s+)?(?:you|u|ye|ya) (?:can|could|may) (?![^?]*\?)(?=(?:tick|mark|cross|strike|bin|scrap)\b)/gi, '$1'],
  // "take 2 aff", "tick that aff" (Scotland): off.
  [/\b(take|tick|knock|cross|score|strike|scrub) ((?:\S+ ){0,4}?)aff\b/gi, '$1 $2off'],
  // "nooo friday not thursday": a "no" drawn out.
  [/^no{3,}(?=[\s,.!]|$)/gi, 'no'],
  // "Please hold this until tomorrow morning at 9": put it off until then.
  [
    /^((?:please|pls|can you|could you)\s+)?hold (?:this|it|that)(?: one)? (?=(?:till|until|til) (?:tomorrow|tmrw|tonight|then|next|this|the \d|\d|noon|midday|lunch|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/gi,
    'snooze it ',
  ],
  // "lemme see tomorrow", "let me see friday": what is on that day.
  [
    /^(?:lemme|let me|lets|let's) (?:see|look at|check)(?: what'?s on)? (today|tonight|tomorrow|tmrw|tmr|this week|next week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*[?.!]*$/gi,
    "what's on $1",
  ],
  // "can this wait until after 6?": put it off until then.
  [/^(?:(?:so|ok|okay|sorry)[,]? )?can (?:this|it|that) wait (?=(?:till|until|til) \S)/gi, 'snooze it '],
  // "give it till monday 10", "give me until friday": put it off until then.
  [/^(?:(?:just|ok|okay|ugh|eh)[, ]+)?give (?:it|that|this|me|us) (?=(?:till|until|til) \S)/gi, 'snooze it '],
  // "…, give us an hour", "give us 10": a while asked for, with "us" for "me" as the North and the West Country say it.
  [
    /(?<=^|[,.;!]\s*|\b(?:now|pls|please|just|mate|love|ok|okay)\s)give us (?=(?:an? (?:hour|hr|min|minute|sec|second|mo|moment|bit|while|few|couple)|another|half an? |\d+\s*(?:mins?|minutes?|hrs?|hours?)\b|\d+\s*(?:[,.!]|$)))/gi,
    'give me ',
  ],
  // "Have I any free time on the 19th?", "Have I a free hour before lunch?" (British, older): do I have.
  [/^(?:and |so )?have i (any|an?|anything|much|time|room)\b/gi, 'do i have $1'],
  // "Is anything past due?": overdue.
  [/\bpast due\b/gi, 'overdue'],
  // "Is there anything for me on Sunday?": anything on that day.
  [/^is there anything (?:for me )?(?=on (?:the )?\S+\s*\?*$)/gi, 'anything '],
  // "remind me then, if you would", "sort my day out will ya": the asking said last is a "please".
  [
    /,?\s+(?:if you (?:would|could|please|(?:don'?t|wouldn'?t|do not|would not) mind)(?: awfully)?|if poss(?:ible)?|will (?:ya|ye|yer)|would (?:ya|ye))(?=\s*(?:[.!]+\s*)?$|\s*[.!]+\s)/gi,
    ' please',
  ],
  // "if you could remind me at 3:30 to walk Pepper that'd be great": the asking wrapped around the ask.
  [
    /^if (?:you|u) (?:could|would|can)(?: please)? (?=remind|add|put|move|push|book|set|make|mark|tick|cancel|delete|remove|note|schedule)/gi,
    'please ',
  ],
  [
    /[,.]?\s+(?:that'?d|that would|it'?d|it would|would) be (?:great|amazing|brilliant|lovely|perfect|ace|fab|awesome|good|fab|a help|a big help|helpful)(?: thanks| ta| cheers)?[.!]*$/gi,
    '',
  ],
  // "every 2 weeks on a monday", "of a Saturday": the day of the week, each time.
  [/\b(?:on|of) an? ((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/gi, 'on $1'],
  // "every yr oct 1", "the 3rd o March": a year, and "of".
  [/\bevery yr\b/gi, 'every year'],
  [/\b(\d{1,2}(?:st|nd|rd|th)?) o (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/gi, '$1 of '],
  // "every sunday night remind me for send the invoices": "for" before the job's verb, as Spanish "para" is said.
  [
    /\bremind me for (?=(?:send|call|ring|pay|buy|check|order|book|email|text|pick|bring|take|get|go|do|make|write|clean|fix|collect|renew|post|finish|confirm|submit|file)\b)/gi,
    'remind me to ',
  ],
  // "weekdays 7:30 site walk", "every monday 9am toolbox talk": the hour of a routine said without "at".
  [/^weekdays\b/gi, 'every weekday'],
  [
    /\b(every (?:weekday|day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)) (\d{1,2}(?::\d\d)\s?(?:[ap]m)?|\d{1,2}\s?[ap]m) (?=[a-z])/gi,
    '$1 at $2 ',
  ],
  // "fortnightly from next monday", "payroll every other fri, starting this fri": every two weeks, from a day.
  [/\bfortnightly (?=from|on|at|starting)\b/gi, 'every 2 weeks '],
  [/,?\s+starting (?=(?:this|next|on|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw)\b)/gi, ' from '],
  // "borra eso mija" (Spanish): delete that; an address word after "that" names no task.
  [/^(?:borra|borrar|quita|elimina)(?:lo|la)?(?: eso| esto)?\b/gi, 'delete that'],
  [/\b(delete|remove|cancel|scrap|bin|drop) (that|this|it) (?:mija|mijo|mate|love|hun|pal|bud|boss|bro|fam)\b/gi, '$1 $2'],
  // "lead flashing one, change to …": the task named by its words, then its new name.
  [
    /^(?:the )?((?:[\p{L}\p{N}'#&-]+ ){0,3}[\p{L}\p{N}'#&-]+) one,? (?:change|rename) (?:it )?(?:to|as):? (?=\S)/giu,
    'rename the $1 one to ',
  ],
  // "took care of 1", "handled 2 and 3": items of the list done.
  [/^(?:(?:i|we|just|ok|okay)\s+)*(?:took care of|taken care of|handled)\s+(?=#?\d{1,2}\b)/gi, 'done '],
  // "every other fri from this fri payroll": the first of a weekly routine said again, before the job.
  [/\b(every (?:other |2nd |second )?(mon|tue|wed|thu|fri|sat|sun)[a-z]*) from (?:this|next) \2[a-z]*\s+(?=[a-z])/gi, '$1 '],
  // "… every other monday at 9am, from next monday": the first of a weekly routine said again is no part of its name.
  [/\b(every (?:other |2nd |second )?(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b.*?)\s+from (?:this|next) \2[a-z]*([.!]*)$/gi, '$1$3'],
  // "…, aye", "… ok pues": agreement or a filler said last, no part of the ask.
  [/,\s*(?:aye|ok pues|pues)[.!]*$/gi, ''],
  // "gonnae put in a reminder for Friday" (Scotland): would you, before the ask.
  [/^gonnae (?=(?:put|add|remind|set|move|change|cancel|delete|tick|mark|make|stick|pop)\b)/gi, 'please '],
  // "whit've I got the morn", "whit's on" (Scotland): what, once the Scots asks back above are read.
  [/\bwhit\b/gi, 'what'],
  // "mind me the morn tae phone …", "every Sunday at 6 mind me tae load the van" (Scotland, the North): remind me,
  // anywhere before the job or its day ("don't mind me" and "never mind me" are left as said).
  [
    /(?<!\b(?:never|don'?t|dont|do you|would you|wouldn'?t|to|will|would|can|could|'ll)\s+)(?<![\p{L}'])mind me (?=(?:tae|to) \p{L}|(?:the morn|the morra|tomorrow|tmrw|the nicht|tonight|on \p{L}+day|(?:mon|tues|wednes|thurs|fri|satur|sun)day|at \d)(?![\p{L}]))/giu,
    'remind me ',
  ],
  // "20 minut please" (Polish), "10 minuti" (Italian), "5 minutos" (Spanish): minutes, as a span said alone ("a 30 minut workout" is kept).
  [/\b(\d{1,3}) ?(?:minut|minuty|minuti|minutos|minuten)\b(?=\s*(?:$|[,.!;]|(?:pls|please|plz|more|later|and|then|x)\b))/gi, '$1 minutes'],
  // "call it half 7 instead", "call it 8pm": a time to do it at, said as "let's say", never a new name.
  [/\bcall it (?=(?:half|quarter (?:to|past)) \d|\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)\b|\d{1,2}[:.]\d\d\b|(?:noon|midday)\b)/gi, 'make it '],
  // "symud the calendar job to Saturday" (Welsh): move.
  [/^(?:(?:pls|please|plz)\s+)?symud\b/gi, 'move'],
  // "no more need, … you can take away", "take it away pls": let the task go.
  [
    /(?:^|(?<=[.,;!]\s*))(?:you can |u can |can you |pls |please |plz )?take (?:it |that |this |that one |this one )?away(?:\s+(?:pls|please|plz|thanks|now))?[.!]*$/gi,
    'remove it',
  ],
  // "har Friday 4 baje …" (Urdu, Hindi, Punjabi): every Friday, said first ("call Har Friday" names someone).
  [/^har (?=(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day\b)/gu, 'every '],
  // "remind me quarterly to …", "quarterly: send …": every three months.
  [/\b(remind me )quarterly (?=to )/gi, '$1every 3 months '],
  // "every 3 wks. service the pump. start sat", "every 4 weeks / Shirley round / starting monday": a routine said
  // in short lines, its job and its first day each a line of their own.
  [
    /^(every (?:other |\d{1,2} |two |three |four |six )?(?:days?|weeks?|wks?|months?|mths?|years?|yrs?|weekdays?))\s*(?:[.;]\s+|\n+\s*)([^.\n]{3,60}?)\s*(?:[.;]\s+|\n+\s*|,\s*)(?:start(?:ing)?|from) ((?:this |next )?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*|tomorrow|tmrw|\d{1,2}\/\d{1,2})[.!]*$/gi,
    '$1 $2 starting $3',
  ],
  // "every 2 wks inspect the tow truck start sat": the first day said last with "start", as "starting".
  [
    /^(every (?:other |\d{1,2} |two |three |four |six )?(?:days?|weeks?|wks?|months?|mths?|years?|yrs?|weekdays?) (?!to\b)[^.\n]{3,60}?) start (?=(?:this |next )?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*[.!]*$|(?:tomorrow|tmrw)[.!]*$)/gi,
    '$1 starting ',
  ],
];

const ANY = new RegExp(
  String.raw`\b(?:n (?:a )?half|w\/c|that (?:morning|afternoon|evening|night)|coming|latest|next week ${WEEKDAY}|morn|morra|after|abeg|beg|don|(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?)(?:'s|s'|')? time|yo|rid o|check (?:w|w\/|with|in with|back with) me|(?:time|day|then|now|tomorrow|today|tonight|week|one|it|that) like[.!]*$| tae |ma (?:day|week|list|diary|tasks)|(?:first|last) twa|(?:first|last) wan|mind me|mi|fi|inna|tek|dun|bout|aboot|whit|wit|wah|wa|what i|what we|if|ya|ye|yer|gimme|innit|bet|me in|that'?d be|would be|(?:on|of) an? \w+day|have i|past due|is there anything|give (?:it|that|this|me|us) (?:till|until|til)|lemme|let me|lets|let's|bin|us|me list|me tasks|dusted|rid of|wharr?ave|overdo|mv|rm|del|av|rename|gonnae|borra|borrar|quita|elimina|one|(?:delete|remove|cancel|scrap|bin|drop) (?:that|this|it) (?:mija|mijo|mate|love|hun|pal|bud|boss|bro|fam)|took care of|taken care of|handled|yr|o|remind me for|weekdays|every|fortnightly|starting|sked|aye|pues|hola|rest o|end o|start o|middle o|take out|yin|ilka|get shut|wass on|tell me to|remind (?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|today|tonight|\d)|rmnd|rmd|knock|sound(?=[,!])|(?:you|u|please|pls) put|har|quarterly|call it|symud|away|minut|minuty|minuti|minutos|minuten|decid\S*|deciso|deside|penderfynu|j'?ai|(?:you|u|ye|ya) (?:can|could|may)|aff|no{3,}|hold)\b`,
  'i',
);

/**
 * "not yet o, …", "redo the illustration sha", "around 5 ehn" (Nigeria, Ghana), "change to 3pm mejor"
 * (Spanish: "rather"): a word that only gives the clause its tone, said at its end; every reader, a reply's included, reads the clause without it.
 */
export const TONE_WORD_SAID_LAST =
  /(?<=[\p{Ll}\d])(?<!\b(?:an?|the|with|letter|double|capital|big|small|block|unit|flat|gate|group|grade|plan|option|level|type|size|class|row|bay|zone))\s+(?:o|sha|ehn|ehen|mejor|mejor dicho)(?=\s*(?:[,.!?;]|$))/gu;

/** "I'll be out of station till monday", "I'm on leave next week": where someone will be, not a job. */
export const AWAY =
  /^(?:(?:fyi|just so you know|btw)[,:]? )?(?:i'?ll|i will|i'?m going to|im going to|i shall|i am|i'?m|im) (?:be )?(?:out of (?:station|office|town|the country)|ooo|on leave|on holiday|on vacation|away(?! with\b)|travell?ing|unavailable|offline)(?: (?:from|till|until|til|on|for|next|this|tomorrow|today|tonight|all|the rest of|over|during)(?: [\w']+){0,3})?[.!]*$/i;

/**
 * "I'll ring him just now", "I'll do it now now", "remind me to call mum now in a minute": a time in
 * South Africa or Wales that may be minutes or hours away. A job said with one, and nothing else, is
 * asked about; said beside another ask, or to daily ("I'll call you back just now"), it is left to the readers.
 */
export const SOON_SOMETIME =
  /^(?:(?:i'?ll|i will|we'?ll|we will|i'?m gonna|im gonna|i'?m going to|im going to) (?!(?:call|ring|get back to|text|message) (?:you|u)\b)|remind me to )(?!.*\b(?:remind|done|snooze|move|push|mark|then|and|at|in(?! a minute\b))\b)[^,.;:!?]*\b(?:just now|now now|now in a minute)[.!]*$/i;

export function inLocalEnglish(text: string): string {
  if (!ANY.test(text)) return text;
  let said = text;
  for (const [pattern, rewrite] of REWRITES) said = said.replace(pattern, rewrite);
  return said;
}
