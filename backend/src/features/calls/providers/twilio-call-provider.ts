import twilio from 'twilio';
import { createTwilioClient, type TwilioClient } from '../../../platform/twilio/twilio-client';
import type { Voice } from '../../profile';
import type { CallProvider, CallRequest } from './call-provider.port';

const SPOKEN_VOICE: Record<Voice, string> = { default: 'Polly.Brian', female: 'Polly.Amy' };

const GREETING: Record<CallRequest['purpose'], string> = {
  requested: 'Hello, this is daily, calling as you asked. Let us look at what matters most today.',
  nudge: 'Hello, this is daily. You look free right now, and a few important tasks are waiting. Shall we pick the next one?',
};

/** Twilio Programmable Voice. The greeting is inline TwiML, spoken in the voice the person chose. */
export class TwilioCallProvider implements CallProvider {
  readonly name = 'twilio' as const;
  private readonly client: TwilioClient;

  constructor(
    accountSid: string,
    authToken: string,
    private readonly from: string,
    apiBase: string | null = null,
  ) {
    this.client = createTwilioClient(accountSid, authToken, apiBase);
  }

  async placeCall(request: CallRequest): Promise<{ callId: string }> {
    const twiml = new twilio.twiml.VoiceResponse();
    twiml.say({ voice: SPOKEN_VOICE[request.voice] as 'Polly.Amy' }, GREETING[request.purpose]);
    const call = await this.client.calls.create({ to: request.to, from: this.from, twiml: twiml.toString() });
    return { callId: call.sid };
  }
}
