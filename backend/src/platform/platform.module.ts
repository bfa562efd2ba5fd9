import { Global, Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { CommandRunner } from './commands/command-runner';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { KEY_STORE, type KeyStore } from './crypto/key-store.port';
import { PersonalDataCipher } from './crypto/personal-data-cipher';
import { SqliteKeyStore } from './crypto/sqlite-key-store';
import { EVENT_STORE, type EventStore } from './event-store/event-store.port';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import { ProjectionRunner } from './projections/projection-runner';
import { MemoryReadStore } from './read-store/memory-read-store';
import { READ_STORE, type ReadStore } from './read-store/read-store.port';

async function openEventStore(config: AppConfig): Promise<EventStore> {
  if (config.eventStoreUrl) {
    const { EsdbEventStore } = await import('./event-store/esdb-event-store');
    return new EsdbEventStore(config.eventStoreUrl);
  }
  return new SqliteEventStore(join(config.dataDir, 'events.sqlite'));
}

async function openReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.mongodbUrl) {
    const { MongoReadStore } = await import('./read-store/mongo-read-store');
    return MongoReadStore.connect(config.mongodbUrl);
  }
  return new MemoryReadStore();
}

async function openKeyStore(config: AppConfig): Promise<KeyStore> {
  if (config.mongodbUrl) {
    const { MongoKeyStore } = await import('./crypto/mongo-key-store');
    return MongoKeyStore.connect(config.mongodbUrl);
  }
  return new SqliteKeyStore(join(config.dataDir, 'keys.sqlite'));
}

/** Starts the projections before the server listens, so the first request already reads complete data. */
export const PROJECTIONS_AUTOSTART = Symbol('PROJECTIONS_AUTOSTART');

/** The platform every feature stands on: stores, crypto, projections and the command path. Knows no feature. */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  static forRoot(config: AppConfig, options: { startProjections?: boolean } = {}) {
    return {
      module: PlatformModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: PROJECTIONS_AUTOSTART, useValue: options.startProjections !== false },
        { provide: EVENT_STORE, useFactory: () => openEventStore(config) },
        { provide: READ_STORE, useFactory: () => openReadStore(config) },
        { provide: KEY_STORE, useFactory: () => openKeyStore(config) },
        {
          provide: PersonalDataCipher,
          useFactory: (keys: KeyStore) => new PersonalDataCipher(config.encryptionKey, keys),
          inject: [KEY_STORE],
        },
        ProjectionRunner,
        CommandRunner,
      ],
      exports: [APP_CONFIG, EVENT_STORE, READ_STORE, KEY_STORE, PersonalDataCipher, ProjectionRunner, CommandRunner],
    };
  }

  constructor(
    private readonly projections: ProjectionRunner,
    @Inject(PROJECTIONS_AUTOSTART) private readonly autostart: boolean,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(KEY_STORE) private readonly keys: KeyStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.autostart) await this.projections.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.projections.stop();
    await this.events.close();
    await this.reads.close();
    await this.keys.close();
  }
}
