import { Global, Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { join } from 'node:path';
import { ClosingAccounts } from './commands/closing-accounts';
import { CommandRunner } from './commands/command-runner';
import { APP_CONFIG, type AppConfig, type AppRole } from './config/app-config';
import { KEY_STORE, type KeyStore } from './crypto/key-store.port';
import { loadDerivationRoot, PersonalDataCipher } from './crypto/personal-data-cipher';
import { SqliteKeyStore } from './crypto/sqlite-key-store';
import { EVENT_STORE, type EventStore } from './event-store/event-store.port';
import { FeatureRegistry } from './features/feature-registry';
import { PersonStreamsProjection } from './person-streams/person-streams.projection';
import { PersonStreams } from './person-streams/person-streams.reader';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import { ProjectionRunner } from './projections/projection-runner';
import { MemoryReadStore } from './read-store/memory-read-store';
import { READ_STORE, type ReadStore } from './read-store/read-store.port';
import { AnswerSeal } from './idempotency/answer-seal';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotentCallers } from './idempotency/idempotent-caller';
import { KeptAnswers } from './idempotency/kept-answers';
import { IDEMPOTENCY_STORE, type IdempotencyStore } from './idempotency/idempotency-store.port';
import { SqliteIdempotencyStore } from './idempotency/sqlite-idempotency-store';
import { RATE_COUNTER_STORE, type RateCounterStore } from './limits/rate-counter-store.port';
import { SqliteRateCounterStore } from './limits/sqlite-rate-counter-store';

/**
 * Stores to use instead of the ones the configuration names: tests put stores that fail on purpose
 * under the real application.
 */
export interface StoreOverrides {
  eventStore?: (config: AppConfig) => Promise<EventStore> | EventStore;
  readStore?: (config: AppConfig) => Promise<ReadStore> | ReadStore;
  keyStore?: (config: AppConfig) => Promise<KeyStore> | KeyStore;
}

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
    return MongoReadStore.connect(config.mongodbUrl, { bootWaitMs: config.bootWaitMs });
  }
  return new MemoryReadStore();
}

async function openKeyStore(config: AppConfig): Promise<KeyStore> {
  if (config.mongodbUrl) {
    const { MongoKeyStore } = await import('./crypto/mongo-key-store');
    return MongoKeyStore.connect(config.mongodbUrl, { bootWaitMs: config.bootWaitMs });
  }
  return new SqliteKeyStore(join(config.dataDir, 'keys.sqlite'), config.shredLedgerFile);
}

async function openIdempotencyStore(config: AppConfig): Promise<IdempotencyStore> {
  if (config.mongodbUrl) {
    const { MongoIdempotencyStore } = await import('./idempotency/mongo-idempotency-store');
    return MongoIdempotencyStore.connect(config.mongodbUrl, { bootWaitMs: config.bootWaitMs });
  }
  return new SqliteIdempotencyStore(join(config.dataDir, 'idempotency.sqlite'));
}

async function openRateCounterStore(config: AppConfig): Promise<RateCounterStore> {
  if (config.mongodbUrl) {
    const { MongoRateCounterStore } = await import('./limits/mongo-rate-counter-store');
    return MongoRateCounterStore.connect(config.mongodbUrl, { bootWaitMs: config.bootWaitMs });
  }
  return new SqliteRateCounterStore(join(config.dataDir, 'rate-limits.sqlite'));
}

/** Starts the projections before the server listens, so the first request already reads complete data. */
export const PROJECTIONS_AUTOSTART = Symbol('PROJECTIONS_AUTOSTART');
const APP_ROLE_TOKEN = Symbol('APP_ROLE');
/** How stale an API instance's view of the projector may be: it bounds the wait for read-your-writes. */
const FOLLOWED_CHECKPOINT_MS = 50;

/** The platform every feature stands on: stores, crypto, projections and the command path. Knows no feature. */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  static forRoot(config: AppConfig, options: { startProjections?: boolean; stores?: StoreOverrides } = {}) {
    const stores = options.stores ?? {};
    return {
      module: PlatformModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: PROJECTIONS_AUTOSTART, useValue: options.startProjections !== false },
        { provide: APP_ROLE_TOKEN, useValue: config.appRole },
        { provide: EVENT_STORE, useFactory: () => (stores.eventStore ?? openEventStore)(config) },
        { provide: READ_STORE, useFactory: () => (stores.readStore ?? openReadStore)(config) },
        { provide: KEY_STORE, useFactory: () => (stores.keyStore ?? openKeyStore)(config) },
        {
          provide: PersonalDataCipher,
          useFactory: async (keys: KeyStore) => {
            const previousKeys = config.previousEncryptionKeys;
            const derivationRoot = await loadDerivationRoot(keys, config.encryptionKey, previousKeys);
            return new PersonalDataCipher(config.encryptionKey, keys, undefined, { previousKeys, derivationRoot });
          },
          inject: [KEY_STORE],
        },
        { provide: IDEMPOTENCY_STORE, useFactory: () => openIdempotencyStore(config) },
        { provide: IdempotentCallers, useFactory: () => new IdempotentCallers(config.jwtSecret) },
        {
          provide: AnswerSeal,
          useFactory: (cipher: PersonalDataCipher) => new AnswerSeal(cipher, cipher.derivationRoot),
          inject: [PersonalDataCipher],
        },
        KeptAnswers,
        // App-wide: it acts on writes that carry an Idempotency-Key and passes everything else on.
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: RATE_COUNTER_STORE, useFactory: () => openRateCounterStore(config) },
        ProjectionRunner,
        CommandRunner,
        ClosingAccounts,
        FeatureRegistry,
        PersonStreamsProjection,
        PersonStreams,
      ],
      exports: [
        APP_CONFIG,
        EVENT_STORE,
        READ_STORE,
        KEY_STORE,
        RATE_COUNTER_STORE,
        PersonalDataCipher,
        KeptAnswers,
        ProjectionRunner,
        CommandRunner,
        ClosingAccounts,
        FeatureRegistry,
        PersonStreams,
      ],
    };
  }

  constructor(
    private readonly projections: ProjectionRunner,
    @Inject(PROJECTIONS_AUTOSTART) private readonly autostart: boolean,
    @Inject(APP_ROLE_TOKEN) private readonly role: AppRole,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(KEY_STORE) private readonly keys: KeyStore,
    @Inject(IDEMPOTENCY_STORE) private readonly requests: IdempotencyStore,
    @Inject(RATE_COUNTER_STORE) private readonly counters: RateCounterStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.autostart) return;
    // API instances in cluster mode leave the projections to the one projector and follow its checkpoints.
    if (this.role === 'api') await this.projections.follow();
    else
      await this.projections.start({
        checkpointIntervalMs: this.role === 'projector' ? FOLLOWED_CHECKPOINT_MS : undefined,
        bootWaitMs: this.config.bootWaitMs,
      });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.projections.stop();
    await this.events.close();
    await this.reads.close();
    await this.keys.close();
    await this.requests.close();
    await this.counters.close();
  }
}
