import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { Doc } from '../../../platform/read-store/read-store.port';
import { ProfileReader } from '../../profile';
import { PersonalReadModels } from '../deletion/personal-read-models';
import { dataRightsDecider } from '../domain/data-rights.decider';
import { dataRightsStream } from '../domain/data-rights.events';
import { openSealed } from '../export/open-sealed';
import { type ExportedEvent, UserEventLog } from '../export/user-event-log';

export interface DataExport {
  exported_at: string;
  user_id: string;
  profile: { email: string | null; phone: string | null; voice: string };
  context: { id: string; added_at: string; text: unknown }[];
  read_models: Record<string, Omit<Doc, '_pos'>[]>;
  events: ExportedEvent[];
}

function withoutBookkeeping(doc: Doc): Omit<Doc, '_pos'> {
  const { _pos: _ignored, ...rest } = doc;
  return rest;
}

/** A command: the export itself is recorded as an event. */
export class ExportMyDataCommand extends Command<DataExport> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Everything daily holds about a person, readable: the current state of every read model that
 * names them, and every event about them with its sealed fields opened.
 */
@CommandHandler(ExportMyDataCommand)
export class ExportMyDataHandler implements ICommandHandler<ExportMyDataCommand> {
  constructor(
    private readonly log: UserEventLog,
    private readonly profiles: ProfileReader,
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly personal: PersonalReadModels,
  ) {}

  async execute({ userId, context }: ExportMyDataCommand): Promise<DataExport> {
    const events = await this.log.eventsOf(userId);
    const readModels: DataExport['read_models'] = {};
    for (const [collection, docs] of await this.personal.of(userId)) {
      // Some read models keep text sealed at rest (the journal): the export opens it.
      readModels[collection] = (await openSealed(this.cipher, userId, docs.map(withoutBookkeeping))) as Omit<Doc, '_pos'>[];
    }
    const { user_id: _id, ...profile } = await this.profiles.userData(userId);
    // The pasted text is kept sealed; it is opened here like everything else the export shows.
    const pasted = await this.profiles.pastedContext(userId);
    const contextEntries = await Promise.all(
      pasted.map(async (entry) => ({ ...entry, text: await openSealed(this.cipher, userId, entry.text) })),
    );
    await this.commands.run(dataRightsStream(userId), dataRightsDecider, { kind: 'record-export', userId, events: events.length }, context);
    return { exported_at: new Date().toISOString(), user_id: userId, profile, context: contextEntries, read_models: readModels, events };
  }
}
