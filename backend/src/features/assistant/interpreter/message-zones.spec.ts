import { namedZone } from './message-zones';

describe('the clock a message names', () => {
  it.each([
    ['call Dana fri 10am new york time', 'America/New_York', 'call Dana fri 10am'],
    ['call Dana fri 10am in New York time', 'America/New_York', 'call Dana fri 10am'],
    ['standup at 9 pacific time zone', 'America/Los_Angeles', 'standup at 9'],
    ["I'm in Berlin, call Jan at 10", 'Europe/Berlin', ', call Jan at 10'],
    ['we are currently in tokyo: book dinner at 7', 'Asia/Tokyo', ': book dinner at 7'],
    ['10am london time, im in sydney: call Ana', 'Europe/London', '10am , : call Ana'],
    ['call Ana at 3pm my time, I am in Lisbon', 'Europe/Lisbon', 'call Ana at 3pm ,'],
    ['remind me at 4pm london time to send the deck', 'Europe/London', 'remind me at 4pm to send the deck'],
    ['call Jo at 10am new york time and book the train', 'America/New_York', 'call Jo at 10am and book the train'],
    ['call Mia in Sydney at 9am her time tomorrow', 'Australia/Sydney', 'call Mia in Sydney at 9am tomorrow'],
    ['call my brother in LA at 6pm his time', 'America/Los_Angeles', 'call my brother in LA at 6pm'],
  ])('%s', (text, timeZone, rest) => {
    const zoned = namedZone(text);
    expect(zoned.timeZone).toBe(timeZone);
    expect(zoned.text.replace(/\s+/g, ' ').trim()).toBe(rest.replace(/\s+/g, ' ').trim());
  });

  it.each([
    ["I'm in central london, call Jo at 10"],
    ["I'm in lagosville: call Jo"],
    ['PT session at 10am'],
    ['book a table in paris'],
    ['time to call Ana'],
    ['need more tokyo time to finish'],
    ['call the client at 3pm their time'],
  ])('names none in %s, and leaves it as it was', (text) => {
    expect(namedZone(text)).toEqual({ text, timeZone: null });
  });
});
