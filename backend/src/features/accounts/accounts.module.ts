import { Module } from '@nestjs/common';
import { AccountsService } from './accounts.service';
import { UserProfileHttpController } from './http/user-profile.http.controller';
import { AccountsProjection } from './read-models/accounts.projection';

@Module({
  controllers: [UserProfileHttpController],
  providers: [AccountsService, AccountsProjection],
  exports: [AccountsService],
})
export class AccountsModule {}
