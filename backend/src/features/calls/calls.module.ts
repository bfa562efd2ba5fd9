import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { ProfileModule } from '../profile';
import { RequestCallHandler } from './commands/request-call.command';
import { CallsHttpController } from './http/calls.http.controller';
import { CALL_PROVIDER, type CallProvider } from './providers/call-provider.port';
import { LocalCallProvider } from './providers/local-call-provider';
import { TwilioCallProvider } from './providers/twilio-call-provider';
import { featureProvider } from '../../platform/features/feature-declaration';
import { callsFeature } from './calls.feature';

function callProvider(config: AppConfig): CallProvider {
  const { accountSid, authToken, from, apiBase } = config.twilio;
  if (accountSid && authToken && from) return new TwilioCallProvider(accountSid, authToken, from, apiBase);
  if (accountSid && authToken) new Logger('Calls').warn('TWILIO_FROM is not set: calls are logged, not placed');
  return new LocalCallProvider();
}

/** Outbound calls: "call me now" from the web, and the provider the nudge job rings through. */
@Module({
  imports: [ProfileModule],
  controllers: [CallsHttpController],
  providers: [
    featureProvider(callsFeature),
    RequestCallHandler,
    { provide: CALL_PROVIDER, inject: [APP_CONFIG], useFactory: callProvider },
  ],
  exports: [CALL_PROVIDER],
})
export class CallsModule {}
