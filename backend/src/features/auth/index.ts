/** What other features may use of auth: one-time codes for confirming a phone, and session revocation. */
export { OTP_RULES } from './otp/otp-rules';
export { OtpService } from './otp/otp.service';
export { SessionTokensService } from './sessions/session-tokens.service';
export { SESSIONS, type SessionView } from './sessions/session-view';
