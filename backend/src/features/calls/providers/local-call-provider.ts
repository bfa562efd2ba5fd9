import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { CallProvider, CallRequest } from './call-provider.port';
import { maskPhone } from './mask-phone';

/** Without Twilio keys nothing rings: the call is written to the log, with the number masked. */
export class LocalCallProvider implements CallProvider {
  readonly name = 'local' as const;
  private readonly logger = new Logger('Calls');
  /** What would have been dialled, for tests running in the same process. */
  readonly placed: CallRequest[] = [];

  async placeCall(request: CallRequest): Promise<{ callId: string }> {
    this.placed.push(request);
    this.logger.log(`Would call ${maskPhone(request.to)} (${request.purpose}, voice ${request.voice})`);
    return { callId: `local-${randomUUID()}` };
  }
}
