/**
 * Places people name for the clock they mean: "10am new york time", "3pm london time", "10am EST",
 * or "I'm in Berlin" said as a clause of its own.
 */
const PLACE_ZONES: Record<string, string> = {
  'new york': 'America/New_York',
  nyc: 'America/New_York',
  ny: 'America/New_York',
  boston: 'America/New_York',
  miami: 'America/New_York',
  washington: 'America/New_York',
  toronto: 'America/Toronto',
  montreal: 'America/Toronto',
  chicago: 'America/Chicago',
  austin: 'America/Chicago',
  dallas: 'America/Chicago',
  houston: 'America/Chicago',
  denver: 'America/Denver',
  phoenix: 'America/Phoenix',
  'los angeles': 'America/Los_Angeles',
  la: 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  sf: 'America/Los_Angeles',
  seattle: 'America/Los_Angeles',
  california: 'America/Los_Angeles',
  vancouver: 'America/Vancouver',
  'mexico city': 'America/Mexico_City',
  'sao paulo': 'America/Sao_Paulo',
  'são paulo': 'America/Sao_Paulo',
  'buenos aires': 'America/Argentina/Buenos_Aires',
  london: 'Europe/London',
  uk: 'Europe/London',
  dublin: 'Europe/Dublin',
  lisbon: 'Europe/Lisbon',
  paris: 'Europe/Paris',
  berlin: 'Europe/Berlin',
  madrid: 'Europe/Madrid',
  barcelona: 'Europe/Madrid',
  rome: 'Europe/Rome',
  milan: 'Europe/Rome',
  amsterdam: 'Europe/Amsterdam',
  brussels: 'Europe/Brussels',
  zurich: 'Europe/Zurich',
  vienna: 'Europe/Vienna',
  prague: 'Europe/Prague',
  warsaw: 'Europe/Warsaw',
  stockholm: 'Europe/Stockholm',
  oslo: 'Europe/Oslo',
  copenhagen: 'Europe/Copenhagen',
  helsinki: 'Europe/Helsinki',
  athens: 'Europe/Athens',
  kyiv: 'Europe/Kyiv',
  istanbul: 'Europe/Istanbul',
  'tel aviv': 'Asia/Jerusalem',
  dubai: 'Asia/Dubai',
  india: 'Asia/Kolkata',
  mumbai: 'Asia/Kolkata',
  delhi: 'Asia/Kolkata',
  bangalore: 'Asia/Kolkata',
  singapore: 'Asia/Singapore',
  'hong kong': 'Asia/Hong_Kong',
  shanghai: 'Asia/Shanghai',
  beijing: 'Asia/Shanghai',
  tokyo: 'Asia/Tokyo',
  seoul: 'Asia/Seoul',
  sydney: 'Australia/Sydney',
  melbourne: 'Australia/Melbourne',
  brisbane: 'Australia/Brisbane',
  perth: 'Australia/Perth',
  auckland: 'Pacific/Auckland',
  'new zealand': 'Pacific/Auckland',
  lagos: 'Africa/Lagos',
  nairobi: 'Africa/Nairobi',
  johannesburg: 'Africa/Johannesburg',
  'cape town': 'Africa/Johannesburg',
  cairo: 'Africa/Cairo',
};

/** Parts of a country, named only for their clock ("eastern time"), never as where someone is. */
const REGION_ZONES: Record<string, string> = {
  eastern: 'America/New_York',
  'east coast': 'America/New_York',
  central: 'America/Chicago',
  mountain: 'America/Denver',
  pacific: 'America/Los_Angeles',
  'west coast': 'America/Los_Angeles',
};

const alternatives = (names: string[]) =>
  names
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/\s+/g, '\\s+'))
    .join('|');
const PLACES = alternatives(Object.keys(PLACE_ZONES));
const PLACES_AND_REGIONS = alternatives([...Object.keys(PLACE_ZONES), ...Object.keys(REGION_ZONES)]);

/** Where a phrase naming a clock must end: the end of a clause, so "tokyo time difference" is not one. */
const CLAUSE_END = String.raw`(?=\s*(?:[,.;:!?)]|$))`;
/** An abbreviation in capitals after a time may also end where the next ask starts ("4pm PST and book the train"). */
const ABBREVIATION_END = String.raw`(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|then|&)\s)`;
/** "new york time", "in london time", "berlin time zone", closing a clause: the clock a time is on. */
/** "at 4pm new york time tomorrow": a place's time may also end where the day it is on is said. */
const PLACE_TIME_END = String.raw`(?=\s*(?:[,.;:!?)]|$)|\s+(?:today|tonight|tomorrow|tmrw|on|this|next|[a-z]+day)\b)`;
const PLACE_TIME = new RegExp(`(?:\\b(?:in|on)\\s+)?(?<![\\p{L}])(${PLACES_AND_REGIONS})\\s+time(?:\\s*zone)?${PLACE_TIME_END}`, 'iu');
/**
 * "at 4pm london time to send the deck": right after a clock, a place's time may also end where the
 * job or the next ask starts; elsewhere "tokyo time to …" is left alone.
 */
const CLOCK_BEFORE = String.raw`(?<=(?:\d|[ap]m|\bnoon|\bmidday|o'?clock)\s*,?\s*)`;
const PLACE_TIME_AFTER_CLOCK = new RegExp(
  `${CLOCK_BEFORE}(?:\\b(?:in|on)\\s+)?(${PLACES_AND_REGIONS})\\s+time(?:\\s*zone)?(?=\\s+(?:to|for|and|then|&)\\s)`,
  'iu',
);
/**
 * "call Mia in Sydney at 9am her time", "the sydney client at 6pm their time": after a clock, someone else's time is the clock of the place
 * the message puts them in. Without such a place the words stay, as daily cannot tell the clock.
 */
const THEIR_TIME = new RegExp(`${CLOCK_BEFORE}(?:\\b(?:in|on)\\s+)?\\b(?:his|her|their)\\s+time(?:\\s*zone)?${PLACE_TIME_END}`, 'i');
// "the sydney client at 6pm their time": a place said of them, as well as where they are.
const IN_A_PLACE = new RegExp(`\\b(?:in|from|at|the)\\s+(${PLACES})\\b`, 'iu');
/**
 * "my time" after a clock, closing a clause ("at 3pm my time"): the person's own clock, as daily
 * already reads it. Without a clock before it, it is what a job is about ("record my time").
 */
const MY_TIME = new RegExp(
  `(?<=(?:\\d|[ap]m|\\bnoon|\\bmidday|\\bmidnight|o'?clock)\\s*,?\\s*)(?:\\b(?:in|on)\\s+)?\\bmy\\s+time(?:\\s*zone)?${CLAUSE_END}`,
  'i',
);
/**
 * "I'm in london", "we're based in Berlin", as a clause of its own ("…, im in london: call Dana"),
 * never inside a task ("tell Sarah I'm in London on Monday").
 */
const WHERE_I_AM = new RegExp(
  `(?:^|(?<=[,.;:!?]\\s*))(?:i'?m|i\\s+am|we'?re|we\\s+are)\\s+(?:now\\s+|currently\\s+|still\\s+)?(?:based\\s+)?in\\s+(${PLACES})${CLAUSE_END}`,
  'iu',
);
/**
 * Zone abbreviations people write after a time, in capitals, closing a clause ("10am EST", "at 3 pm
 * CET, call Jo"; not "at 10 PT session"), each read as
 * its place's clock on that date, daylight saving included: someone writing EST in July means New
 * York's time. Lower case ("at 3 get milk", "at 10 east entrance") is never a zone.
 */
const ABBREVIATION_ZONES: Record<string, string> = {
  ET: 'America/New_York',
  EST: 'America/New_York',
  EDT: 'America/New_York',
  CT: 'America/Chicago',
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  MT: 'America/Denver',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  PT: 'America/Los_Angeles',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  GMT: 'UTC',
  UTC: 'UTC',
  BST: 'Europe/London',
  CET: 'Europe/Paris',
  CEST: 'Europe/Paris',
  JST: 'Asia/Tokyo',
  SGT: 'Asia/Singapore',
  AEST: 'Australia/Sydney',
  AEDT: 'Australia/Sydney',
};
const ABBREVIATION_AFTER_TIME = new RegExp(
  `(?<=\\d(?:\\s*(?:am|pm|AM|PM|a\\.m\\.|p\\.m\\.))?)\\s+(${Object.keys(ABBREVIATION_ZONES).join('|')})${ABBREVIATION_END}`,
  'u',
);
/**
 * The abbreviations no English word is spelt like, also in lower case ("3pm est", "9am gmt"), and
 * also before the day ("10am pst tomorrow").
 */
const LOWER_CASE_ZONES = [
  'est',
  'edt',
  'cst',
  'cdt',
  'mst',
  'mdt',
  'pst',
  'pdt',
  'gmt',
  'utc',
  'bst',
  'cet',
  'cest',
  'jst',
  'sgt',
  'aest',
  'aedt',
];
const LOWER_CASE_AFTER_TIME = new RegExp(
  `(?<=\\d(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))?)\\s+(${LOWER_CASE_ZONES.join('|')})(?=\\s*(?:[,.;:!?)]|$)|\\s+(?:and|then|&|today|tonight|tomorrow|on|this|next|to|for|[a-z]+day)\\b)`,
  'iu',
);

export interface ZonedText {
  /** The text with the words naming the clock taken out. */
  text: string;
  /** The IANA zone those words name, or null when they name none. */
  timeZone: string | null;
}

function zoneOf(place: string): string | null {
  const name = place.toLowerCase().replace(/\s+/g, ' ');
  return PLACE_ZONES[name] ?? REGION_ZONES[name] ?? null;
}

function without(text: string, match: RegExpExecArray): string {
  return `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
}

/**
 * The clock a piece of a message means, with the words that say so taken out of it: a place's
 * time ("10am new york time") or a zone's abbreviation ("10am EST") first, then where the person
 * says they are ("I'm in Berlin"), else none ("my time" is the zone daily already reads in). Those
 * words never belong in a title.
 */
export function namedZone(text: string): ZonedText {
  let rest = text;
  let timeZone: string | null = null;
  const placeTime = PLACE_TIME.exec(rest) ?? PLACE_TIME_AFTER_CLOCK.exec(rest);
  if (placeTime) {
    timeZone = zoneOf(placeTime[1]);
    rest = without(rest, placeTime);
  }
  const abbreviation = ABBREVIATION_AFTER_TIME.exec(rest) ?? LOWER_CASE_AFTER_TIME.exec(rest);
  if (abbreviation) {
    timeZone ??= ABBREVIATION_ZONES[abbreviation[1].toUpperCase()];
    rest = without(rest, abbreviation);
  }
  const theirs = THEIR_TIME.exec(rest);
  const theirPlace = theirs ? IN_A_PLACE.exec(rest) : null;
  if (theirs && theirPlace) {
    timeZone ??= zoneOf(theirPlace[1]);
    rest = without(rest, theirs);
  }
  const mine = MY_TIME.exec(rest);
  if (mine) rest = without(rest, mine);
  const whereIAm = WHERE_I_AM.exec(rest);
  if (whereIAm) {
    timeZone ??= zoneOf(whereIAm[1]);
    rest = without(rest, whereIAm);
  }
  return { text: rest, timeZone };
}
