import { Module } from '@nestjs/common';
import { AccessModule } from '../../platform/access/access.module';
import { CreateTaskHandler } from './commands/create-task.command';
import { TaskTextSealer } from './commands/task-text-sealer';
import { RemoveTaskHandler } from './commands/remove-task.command';
import { NextOccurrences } from './commands/next-occurrences';
import { TaskSlotsLedger } from './commands/task-slots-ledger';
import { UpdateTaskHandler } from './commands/update-task.command';
import { DashboardProfileHttpController } from './http/dashboard-profile.http.controller';
import { TasksHttpController } from './http/tasks.http.controller';
import { GetDashboardProfileHandler } from './queries/get-dashboard-profile.query';
import { ListTasksHandler } from './queries/list-tasks.query';
import { OpenTasksReader } from './read-models/open-tasks.reader';
import { TasksProjection } from './read-models/tasks.projection';
import { featureProvider } from '../../platform/features/feature-declaration';
import { tasksFeature } from './tasks.feature';

/** The dashboard's tasks, and its profile call. AccountsReader comes from the global AuthModule. */
@Module({
  imports: [AccessModule],
  controllers: [TasksHttpController, DashboardProfileHttpController],
  providers: [
    featureProvider(tasksFeature),
    TaskTextSealer,
    TasksProjection,
    CreateTaskHandler,
    UpdateTaskHandler,
    NextOccurrences,
    TaskSlotsLedger,
    RemoveTaskHandler,
    ListTasksHandler,
    GetDashboardProfileHandler,
    OpenTasksReader,
  ],
  // The one way other features read tasks: through the tasks feature's own document type.
  exports: [OpenTasksReader],
})
export class TasksModule {}
