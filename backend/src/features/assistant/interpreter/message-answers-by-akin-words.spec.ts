import type { ConversationState } from './intent';
import { readAt as read } from './testing/read-at';

/** Answers that name an option in a form of its own words, or by the number it is. Wordings are our own. */

const which = (...options: string[]): ConversationState => ({ pending: { about: 'which_task', options }, current: null, listed: [] });
const choice = (question: string, ...options: string[]): ConversationState => ({
  pending: { about: 'dilemma_choice', question, options },
  current: null,
  listed: [],
});
const asked = (question: string, ...options: string[]): ConversationState => ({
  pending: { about: 'other', question, options },
  current: null,
  listed: [],
});
const picked = (said: string, pick: number | null) => [{ kind: 'answer', text: said, pick }];

describe('an answer in a form of an option’s own words', () => {
  it('a name said without its plural picks the option that has it', () => {
    const state = which('Send the Whitakers their proofs', 'Send the Fairbrothers their proofs');
    expect(read('the whitaker one', state)).toEqual(picked('the whitaker one', 1));
  });

  it("a verb's -ing form picks the option that opens with the verb", () => {
    const state = choice('Buy the second van?', 'Buy it', 'Wait till spring');
    expect(read('buying it', state)).toEqual(picked('buying it', 1));
  });

  it('a number said picks the option that is that number', () => {
    const state = asked('Evening summary at 6 or 7?', '6', '7');
    expect(read('seven', state)).toEqual(picked('seven', 2));
  });

  it('"none of those" picks none', () => {
    const state = which('Call the Ashfords', 'Call the Ashtons');
    expect(read('none of those tbh', state)).toEqual(picked('none of those tbh', null));
  });

  it('what matters most names no option by a word that only looks like one', () => {
    const state: ConversationState = {
      pending: { about: 'dilemma_matters', question: 'Open on Sundays or stay closed?', options: ['Open on Sundays', 'Stay closed'] },
      current: null,
      listed: [],
    };
    expect(read('time with family, sunday is theirs', state)).toEqual(picked('time with family, sunday is theirs', null));
  });

  it('a choice put off until something is seen first is an answer, not a job', () => {
    const state = choice('Hire a freelancer or an agency?', 'Hire a freelancer', 'Hire an agency');
    expect(read('need to see the numbers first', state)).toEqual(picked('need to see the numbers first', null));
    expect(read('i have to talk to my wife first', state)).toEqual(picked('i have to talk to my wife first', null));
  });
});
