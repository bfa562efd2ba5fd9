import { Module } from '@nestjs/common';
import { featureProvider } from '../../platform/features/feature-declaration';
import { accountsFeature } from './accounts.feature';
import { OpenAfterSignInHandler } from './commands/open-after-sign-in.command';
import { SetAccountNameHandler } from './commands/set-account-name.command';
import { SignInVerifiedPhoneHandler } from './commands/sign-in-verified-phone.command';
import { UserProfileHttpController } from './http/user-profile.http.controller';
import { AccountsProjection } from './read-models/accounts.projection';
import { AccountsReader } from './read-models/accounts.reader';

@Module({
  controllers: [UserProfileHttpController],
  providers: [
    featureProvider(accountsFeature),
    AccountsReader,
    AccountsProjection,
    SignInVerifiedPhoneHandler,
    SetAccountNameHandler,
    OpenAfterSignInHandler,
  ],
  exports: [AccountsReader],
})
export class AccountsModule {}
