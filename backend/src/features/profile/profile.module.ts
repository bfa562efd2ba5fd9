import { Module } from '@nestjs/common';
import { featureProvider } from '../../platform/features/feature-declaration';
import { AddContextHandler } from './commands/add-context.command';
import { ChangeEmailHandler } from './commands/change-email.command';
import { ChangeVoiceHandler } from './commands/change-voice.command';
import { ConfirmPhoneChangeHandler } from './commands/confirm-phone-change.command';
import { RequestPhoneChangeHandler } from './commands/request-phone-change.command';
import { SetMessagesHandler } from './commands/set-messages.command';
import { SetTimeZoneHandler } from './commands/set-time-zone.command';
import { EditContextHandler } from './commands/edit-context.command';
import { RemoveContextHandler } from './commands/remove-context.command';
import { ContextHttpController } from './http/context.http.controller';
import { ContextItemsHttpController } from './http/context-items.http.controller';
import { MessagesHttpController } from './http/messages.http.controller';
import { TimeZoneHttpController } from './http/time-zone.http.controller';
import { UserSettingsHttpController } from './http/user-settings.http.controller';
import { profileFeature } from './profile.feature';
import { GetUserDataHandler } from './queries/get-user-data.query';
import { ProfileReader } from './read-models/profile.reader';
import { ProfilesProjection } from './read-models/profiles.projection';

/**
 * Settings: email, phone (confirmed by a code through the global AuthModule), voice, pasted
 * context, and "Messages from daily".
 */
@Module({
  controllers: [
    UserSettingsHttpController,
    ContextHttpController,
    ContextItemsHttpController,
    MessagesHttpController,
    TimeZoneHttpController,
  ],
  providers: [
    featureProvider(profileFeature),
    ProfileReader,
    ProfilesProjection,
    ChangeEmailHandler,
    ChangeVoiceHandler,
    RequestPhoneChangeHandler,
    ConfirmPhoneChangeHandler,
    AddContextHandler,
    EditContextHandler,
    RemoveContextHandler,
    SetMessagesHandler,
    SetTimeZoneHandler,
    GetUserDataHandler,
  ],
  exports: [ProfileReader],
})
export class ProfileModule {}
