import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { type DataExport, DataExportService } from '../export/data-export.service';

/** A command: the export itself is recorded as an event. */
export class ExportMyDataCommand extends Command<DataExport> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ExportMyDataCommand)
export class ExportMyDataHandler implements ICommandHandler<ExportMyDataCommand> {
  constructor(private readonly exports: DataExportService) {}

  execute({ userId, context }: ExportMyDataCommand): Promise<DataExport> {
    return this.exports.export(userId, context);
  }
}
