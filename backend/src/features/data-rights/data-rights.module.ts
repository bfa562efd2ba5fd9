import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar';
import { ProfileModule } from '../profile';
import { DeleteMyAccountHandler } from './commands/delete-my-account.command';
import { ExportMyDataHandler } from './commands/export-my-data.command';
import { PersonalReadModels } from './deletion/personal-read-models';
import { UserEventLog } from './export/user-event-log';
import { MyDataHttpController } from './http/my-data.http.controller';
import { DeletedAccountCleanupProjection } from './read-models/deleted-account-cleanup.projection';
import { DeletionWatchProjection } from './read-models/deletion-watch.projection';
import { featureProvider } from '../../platform/features/feature-declaration';
import { dataRightsFeature } from './data-rights.feature';

/** Export and deletion of a person's data (privacy policy, spec section 1). */
@Module({
  imports: [ProfileModule, CalendarModule],
  controllers: [MyDataHttpController],
  providers: [
    featureProvider(dataRightsFeature),
    UserEventLog,
    PersonalReadModels,
    DeletedAccountCleanupProjection,
    DeletionWatchProjection,
    ExportMyDataHandler,
    DeleteMyAccountHandler,
  ],
})
export class DataRightsModule {}
