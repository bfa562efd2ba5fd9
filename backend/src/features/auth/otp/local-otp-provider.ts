import { Logger } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { OtpProvider } from './otp-provider.port';

/**
 * With no messaging keys set, the code is written to the server log for the person running it.
 * Nothing else exposes it; tests in the same process can read `lastCodeFor`.
 */
export class LocalOtpProvider implements OtpProvider {
  readonly name = 'local' as const;
  private readonly logger = new Logger('OTP');
  private readonly recent = new Map<string, string>();

  async send(phone: string): Promise<{ code: string; channel: 'log' }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.recent.set(phone, code);
    // Deliberately the only place a code is printed: this is the local stand-in for a text message.
    process.stdout.write(`OTP for ${phone} : ${code}\n`);
    this.logger.log('A one-time code was written to the server output');
    return { code, channel: 'log' };
  }

  async check(): Promise<boolean> {
    throw new Error('Local codes are checked by hash, not by the provider');
  }

  lastCodeFor(phone: string): string | undefined {
    return this.recent.get(phone);
  }
}
