import { mongo } from 'mongoose';
import { StoreUnavailableError } from '../store-unavailable';

/**
 * Server error codes that say the server, not the request, is at fault: a replica set electing a
 * new primary, a node shutting down, a network hop that failed. The same request succeeds later.
 */
const TRANSIENT_SERVER_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  64, // WriteConcernFailed
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

const TRANSIENT_LABELS = ['RetryableWriteError', 'TransientTransactionError', 'ResetPool'];

/** True for the driver's errors that mean MongoDB cannot be reached or cannot answer right now. */
export function isMongoUnavailable(error: unknown): boolean {
  if (
    error instanceof mongo.MongoNetworkError ||
    error instanceof mongo.MongoServerSelectionError ||
    error instanceof mongo.MongoNotConnectedError ||
    error instanceof mongo.MongoTopologyClosedError ||
    error instanceof mongo.MongoOperationTimeoutError ||
    error instanceof mongo.MongoClientClosedError ||
    error instanceof mongo.MongoWriteConcernError
  )
    return true;
  if (error instanceof mongo.MongoError) {
    if (TRANSIENT_LABELS.some((label) => error.hasErrorLabel(label))) return true;
    return typeof error.code === 'number' && TRANSIENT_SERVER_CODES.has(error.code);
  }
  // Mongoose wraps the first connection's failure in its own class of the same name.
  return (error as { name?: unknown } | null)?.name === 'MongooseServerSelectionError';
}

/** The store's 503 for an unavailable MongoDB, or the error itself for anything else. */
export function translateMongoError(store: string, error: unknown): unknown {
  if (!isMongoUnavailable(error)) return error;
  return new StoreUnavailableError(store, `MongoDB is unavailable (${(error as Error).name}: ${(error as Error).message})`, error);
}

/** Runs one store call and rethrows an unavailable MongoDB as the store's 503. */
export async function guardMongo<T>(store: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw translateMongoError(store, error);
  }
}
