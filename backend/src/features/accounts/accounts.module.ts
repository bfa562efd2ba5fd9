import { Module } from '@nestjs/common';
import { AccountsService } from './accounts.service';
import { UserProfileHttpController } from './http/user-profile.http.controller';
import { AccountsProjection } from './read-models/accounts.projection';
import { featureProvider } from '../../platform/features/feature-declaration';
import { accountsFeature } from './accounts.feature';

@Module({
  controllers: [UserProfileHttpController],
  providers: [featureProvider(accountsFeature), AccountsService, AccountsProjection],
  exports: [AccountsService],
})
export class AccountsModule {}
