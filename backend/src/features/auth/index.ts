/** What other features may use of auth: one-time codes for confirming a phone, and ending sessions. */
export { EndSessionCommand } from './commands/end-session.command';
export { SendCodeCommand } from './commands/send-code.command';
export { OTP_RULES } from './otp/otp-rules';
export { OtpService } from './otp/otp.service';
export { SessionsReader } from './sessions/sessions.reader';
export type { SessionRevoked } from './sessions/session.events';
