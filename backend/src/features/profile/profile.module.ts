import { Module } from '@nestjs/common';
import { OtpService } from '../auth/otp/otp.service';
import { AddContextHandler } from './commands/add-context.command';
import { ConfirmPhoneChangeHandler } from './commands/confirm-phone-change.command';
import { UpdateUserFieldHandler } from './commands/update-user-field.command';
import { ContextHttpController } from './http/context.http.controller';
import { UserSettingsHttpController } from './http/user-settings.http.controller';
import { ProfileService } from './profile.service';
import { GetUserDataHandler } from './queries/get-user-data.query';
import { ProfilesProjection } from './read-models/profiles.projection';

/**
 * Settings: email, phone (confirmed by a code), voice and pasted context. OtpService is listed here
 * because AuthModule does not export it; it keeps no state of its own (its limits live in the
 * `otp-<phoneHash>` streams), so a second instance behaves exactly like the first.
 */
@Module({
  controllers: [UserSettingsHttpController, ContextHttpController],
  providers: [ProfileService, ProfilesProjection, OtpService, UpdateUserFieldHandler, ConfirmPhoneChangeHandler, AddContextHandler, GetUserDataHandler],
  exports: [ProfileService],
})
export class ProfileModule {}
