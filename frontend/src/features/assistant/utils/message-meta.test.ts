import { describe, expect, it } from 'vitest';

import { channelLabel, messageTime } from './message-meta';

describe('messageTime', () => {
  const now = new Date(2025, 0, 9, 20, 0);

  it('writes the clock alone for today and the day with it otherwise', () => {
    expect(messageTime(new Date(2025, 0, 9, 18, 4).toISOString(), now)).toBe('18:04');
    expect(messageTime(new Date(2025, 0, 5, 9, 30).toISOString(), now)).toBe('Jan 5, 09:30');
    expect(messageTime(new Date(2024, 11, 31, 23, 5).toISOString(), now)).toBe('Dec 31, 2024, 23:05');
  });

  it('writes nothing for a time it cannot read', () => {
    expect(messageTime('yesterday', now)).toBe('');
  });
});

describe('channelLabel', () => {
  it('names every channel but the box itself', () => {
    expect(channelLabel({ channel: 'web', kind: 'text' })).toBeNull();
    expect(channelLabel({ channel: 'whatsapp', kind: 'text' })).toBe('WhatsApp');
    expect(channelLabel({ channel: 'sms', kind: 'text' })).toBe('SMS');
    expect(channelLabel({ channel: 'whatsapp', kind: 'voice' })).toBe('Voice note on WhatsApp');
  });
});
