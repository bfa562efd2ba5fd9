import { inboundFormProblem, readInboundForm } from './inbound-form';

const SID = 'SM0123456789abcdef0123456789abcdef';

describe("Twilio's inbound form", () => {
  it('removes control characters from the text, keeping the right-to-left marks', () => {
    const message = readInboundForm({ From: '+447700900123', MessageSid: SID, Body: 'pay\u0000 the \u202Erent\u2066 \u200Fשלום\u007F' });
    expect(message?.body).toBe('pay the rent \u200Fשלום');
  });

  it.each([
    ['From', { From: '+447700900123\u0000', MessageSid: SID }],
    ['MessageSid', { From: '+447700900123', MessageSid: `${SID}\u202E` }],
    ['MediaUrl0', { From: '+447700900123', MessageSid: SID, NumMedia: '1', MediaUrl0: 'https://api.twilio.com/m\u0001' }],
    ['MediaContentType0', { From: '+447700900123', MessageSid: SID, MediaContentType0: 'audio/ogg\u0000' }],
  ])('names %s when a control character is in it', (field, form) => {
    expect(inboundFormProblem(form)).toBe(
      `${field} contains a control character (such as NUL or a text-direction override); please remove it.`,
    );
  });

  it('finds nothing wrong with a plain message, or with control characters only in the text', () => {
    expect(inboundFormProblem({ From: 'whatsapp:+447700900123', MessageSid: SID, Body: 'a\u0000b' })).toBeNull();
  });
});
