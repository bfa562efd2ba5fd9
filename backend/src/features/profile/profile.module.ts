import { Module } from '@nestjs/common';
import { AddContextHandler } from './commands/add-context.command';
import { ConfirmPhoneChangeHandler } from './commands/confirm-phone-change.command';
import { SetTimeZoneHandler } from './commands/set-time-zone.command';
import { UpdateUserFieldHandler } from './commands/update-user-field.command';
import { ContextHttpController } from './http/context.http.controller';
import { MessagesHttpController } from './http/messages.http.controller';
import { TimeZoneHttpController } from './http/time-zone.http.controller';
import { UserSettingsHttpController } from './http/user-settings.http.controller';
import { ProfileService } from './profile.service';
import { GetUserDataHandler } from './queries/get-user-data.query';
import { ProfilesProjection } from './read-models/profiles.projection';
import { featureProvider } from '../../platform/features/feature-declaration';
import { profileFeature } from './profile.feature';

/**
 * Settings: email, phone (confirmed by a code through the global AuthModule's OtpService), voice,
 * pasted context, and "Messages from daily".
 */
@Module({
  controllers: [UserSettingsHttpController, ContextHttpController, MessagesHttpController, TimeZoneHttpController],
  providers: [
    featureProvider(profileFeature),
    ProfileService,
    ProfilesProjection,
    UpdateUserFieldHandler,
    ConfirmPhoneChangeHandler,
    AddContextHandler,
    SetTimeZoneHandler,
    GetUserDataHandler,
  ],
  exports: [ProfileService],
})
export class ProfileModule {}
