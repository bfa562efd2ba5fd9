import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { ACCOUNT_LOOKUP } from '../../platform/access/account-lookup.port';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { RATE_COUNTER_STORE, type RateCounterStore } from '../../platform/limits/rate-counter-store.port';
import { SharedThrottlerStorage } from '../../platform/limits/shared-throttler-storage';
import { AccountsModule } from '../accounts';
import { AnalyticsModule } from '../analytics';
import { EndSessionHandler } from './commands/end-session.command';
import { RefreshSessionHandler } from './commands/refresh-session.command';
import { SendCodeHandler } from './commands/send-code.command';
import { VerifyCodeHandler } from './commands/verify-code.command';
import { AuthHttpController } from './http/auth.http.controller';
import { LocalOtpProvider } from './otp/local-otp-provider';
import { CodeChecksPerAddress } from './otp/code-checks-per-address';
import { OtpService } from './otp/otp.service';
import { OTP_PROVIDER } from './otp/otp-provider.port';
import { TwilioVerifyOtpProvider } from './otp/twilio-verify-otp-provider';
import { SessionAccountLookup } from './sessions/session-account-lookup';
import { SessionTokensService } from './sessions/session-tokens.service';
import { SessionsProjection } from './sessions/sessions.projection';
import { SessionsReader } from './sessions/sessions.reader';
import { featureProvider } from '../../platform/features/feature-declaration';
import { authFeature } from './auth.feature';

/** Sign-in by phone and code, and sessions; answers the platform's access guards through ACCOUNT_LOOKUP (global). */
@Global()
@Module({
  imports: [
    AccountsModule,
    AnalyticsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
    // Counted in the shared store, so the per-address limits hold across every instance.
    ThrottlerModule.forRootAsync({
      inject: [RATE_COUNTER_STORE],
      useFactory: (counters: RateCounterStore) => ({
        throttlers: [{ ttl: 60_000, limit: 600 }],
        errorMessage: 'Too many requests from this address. Please try again later.',
        storage: new SharedThrottlerStorage(counters),
      }),
    }),
  ],
  controllers: [AuthHttpController],
  providers: [
    featureProvider(authFeature),
    {
      provide: OTP_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        // The configuration chose: Twilio when its keys are set, unless OTP_PROVIDER=log asked for the output.
        config.otpProvider === 'twilio' && config.twilio.accountSid && config.twilio.authToken && config.twilio.verifyServiceSid
          ? new TwilioVerifyOtpProvider(
              config.twilio.accountSid,
              config.twilio.authToken,
              config.twilio.verifyServiceSid,
              config.twilio.apiBase,
            )
          : new LocalOtpProvider(),
    },
    OtpService,
    CodeChecksPerAddress,
    SessionTokensService,
    SessionsProjection,
    SessionsReader,
    { provide: ACCOUNT_LOOKUP, useClass: SessionAccountLookup },
    SendCodeHandler,
    VerifyCodeHandler,
    RefreshSessionHandler,
    EndSessionHandler,
  ],
  exports: [AccountsModule, SessionsReader, OtpService, OTP_PROVIDER, ACCOUNT_LOOKUP],
})
export class AuthModule {}
