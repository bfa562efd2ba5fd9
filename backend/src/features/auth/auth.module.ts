import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { AccountsModule } from '../accounts/accounts.module';
import { AnalyticsRecorderModule } from '../analytics/analytics-recorder.module';
import { JwtAuthGuard } from './access/jwt-auth.guard';
import { JwtStrategy } from './access/jwt.strategy';
import { OwnUserGuard } from './access/own-user.guard';
import { RolesGuard } from './access/roles.guard';
import { EndSessionHandler } from './commands/end-session.command';
import { RefreshSessionHandler } from './commands/refresh-session.command';
import { SendCodeHandler } from './commands/send-code.command';
import { SetNameHandler } from './commands/set-name.command';
import { VerifyCodeHandler } from './commands/verify-code.command';
import { AuthHttpController } from './http/auth.http.controller';
import { LocalOtpProvider } from './otp/local-otp-provider';
import { OtpService } from './otp/otp.service';
import { OTP_PROVIDER } from './otp/otp-provider.port';
import { TwilioVerifyOtpProvider } from './otp/twilio-verify-otp-provider';
import { SessionTokensService } from './sessions/session-tokens.service';
import { SessionsProjection } from './sessions/sessions.projection';
import { featureProvider } from '../../platform/features/feature-declaration';
import { authFeature } from './auth.feature';

/** Sign-in by phone and code, sessions, and the guards every other module relies on (global). */
@Global()
@Module({
  imports: [
    AccountsModule,
    AnalyticsRecorderModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
    ThrottlerModule.forRoot({
      throttlers: [{ ttl: 60_000, limit: 600 }],
      errorMessage: 'Too many requests from this address. Please try again later.',
    }),
  ],
  controllers: [AuthHttpController],
  providers: [
    featureProvider(authFeature),
    {
      provide: OTP_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.twilio.accountSid && config.twilio.authToken && config.twilio.verifyServiceSid
          ? new TwilioVerifyOtpProvider(config.twilio.accountSid, config.twilio.authToken, config.twilio.verifyServiceSid)
          : new LocalOtpProvider(),
    },
    OtpService,
    SessionTokensService,
    SessionsProjection,
    JwtStrategy,
    OwnUserGuard,
    SendCodeHandler,
    VerifyCodeHandler,
    RefreshSessionHandler,
    EndSessionHandler,
    SetNameHandler,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AccountsModule, SessionTokensService, OtpService, OwnUserGuard, OTP_PROVIDER],
})
export class AuthModule {}
