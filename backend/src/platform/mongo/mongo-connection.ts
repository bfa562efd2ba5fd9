import { Logger } from '@nestjs/common';
import mongoose, { type Connection, type ConnectOptions } from 'mongoose';
import { STORE_CALL_TIMEOUT_MS, StoreUnavailableError } from '../store-unavailable';

/**
 * Every call is bounded: a MongoDB that does not answer fails the call within a few seconds (the
 * driver's server selection and socket limits) instead of the driver's 30 s default or forever.
 * Mongoose must not queue calls while disconnected either: they would wait out its own 10 s buffer.
 */
export function boundedOptions(dbName?: string): ConnectOptions {
  return {
    dbName,
    bufferCommands: false,
    serverSelectionTimeoutMS: STORE_CALL_TIMEOUT_MS,
    connectTimeoutMS: STORE_CALL_TIMEOUT_MS,
    socketTimeoutMS: 4 * STORE_CALL_TIMEOUT_MS,
    // An undefined field is left out, as JSON would, instead of being stored as null.
    ignoreUndefined: true,
  };
}

/** The host part of a MongoDB URL, for log lines: never the credentials. */
export function describeMongoUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'the MongoDB server';
  }
}

export interface BootConnectOptions {
  dbName?: string;
  /** How long boot may wait for MongoDB to answer before it gives up (BOOT_WAIT_SECONDS). */
  bootWaitMs?: number;
  /** Which store this connection serves, for log lines and errors. */
  store: string;
}

const DEFAULT_BOOT_WAIT_MS = 60_000;

/**
 * Connects, trying again while MongoDB is still starting (a compose file or an orchestrator starts
 * everything at once), and gives up after a bounded wait with an error that names MONGODB_URL.
 */
export async function connectMongo(url: string, options: BootConnectOptions): Promise<Connection> {
  const logger = new Logger(options.store);
  const deadline = Date.now() + (options.bootWaitMs ?? DEFAULT_BOOT_WAIT_MS);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await mongoose.createConnection(url, boundedOptions(options.dbName)).asPromise();
    } catch (error) {
      const reason = (error as Error).message;
      if (Date.now() + STORE_CALL_TIMEOUT_MS > deadline) {
        throw new StoreUnavailableError(
          options.store,
          `MongoDB at ${describeMongoUrl(url)} (MONGODB_URL) could not be reached within ${Math.round((options.bootWaitMs ?? DEFAULT_BOOT_WAIT_MS) / 1000)} s: ${reason}`,
          error,
        );
      }
      logger.warn(`Waiting for MongoDB at ${describeMongoUrl(url)} (MONGODB_URL), attempt ${attempt}: ${reason}`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * attempt, 5000)));
    }
  }
}
