/** What other features may use of profile. */
export { type Voice, VOICES } from './domain/voice';
export { ChangeEmailCommand } from './commands/change-email.command';
export { ProfileModule } from './profile.module';
export { type MessagesSetting, type PastedContext, ProfileReader, type UserData } from './read-models/profile.reader';
export { SetMessagesCommand } from './commands/set-messages.command';
export type { ProfileEvent } from './domain/profile.events';
