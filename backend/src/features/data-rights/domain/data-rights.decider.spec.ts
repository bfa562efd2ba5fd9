import { dataRightsDecider, type DataRightsCommand } from './data-rights.decider';
import type { DataRightsEvent } from './data-rights.events';

const decide = (events: DataRightsEvent[], command: DataRightsCommand) =>
  dataRightsDecider.decide(command, events.reduce(dataRightsDecider.evolve, dataRightsDecider.initialState()));
const requested: DataRightsEvent = { type: 'account.deletion_requested', data: { userId: 'u' } };
const deleted: DataRightsEvent = { type: 'account.deleted', data: { userId: 'u', phoneClaimsReleased: 1, sessionsRevoked: 1 } };

describe('data rights', () => {
  it('carries on an interrupted deletion without a second request event', () => {
    expect(decide([], { kind: 'request-deletion', userId: 'u' })).toEqual([requested]);
    expect(decide([requested], { kind: 'request-deletion', userId: 'u' })).toEqual([]);
  });

  it('answers 410 once the account is deleted', () => {
    expect(() => decide([requested, deleted], { kind: 'record-export', userId: 'u', events: 3 })).toThrow('This account has been deleted.');
    expect(() => decide([requested, deleted], { kind: 'request-deletion', userId: 'u' })).toThrow('This account has been deleted.');
  });
});
