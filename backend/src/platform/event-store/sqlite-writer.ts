import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SQLITE_UNAVAILABLE_CODES } from '../store-unavailable';
import type { ExpectedRevision } from './event-store.port';

/** One append as it crosses to the writer thread: payloads already serialised, so only strings are copied. */
export interface WireAppend {
  streamId: string;
  expected: ExpectedRevision;
  events: Array<{ eventId: string; type: string; data: string; metadata: string }>;
}

export type WireOutcome =
  | { ok: true; nextRevision: number; position: number; /** Stored before (a retried request): nothing was written. */ replayed?: true }
  | { ok: false; conflict: { expected: ExpectedRevision; actual: 'no_stream' | number } }
  | { ok: false; message: string };

/** The whole batch's transaction failed (read-only file, full disk, …); `code` is SQLite's. */
export class WriterBatchError extends Error {
  constructor(
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'WriterBatchError';
  }
}

function asBatchError(error: unknown): WriterBatchError {
  if (error instanceof WriterBatchError) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : String(code ?? error);
  return new WriterBatchError(typeof code === 'string' ? code : null, `The event log's writer thread failed: ${text}`);
}

type WorkerReply =
  { type: 'appended'; outcomes: WireOutcome[] } | { type: 'failed'; code: string | null; message: string } | { type: 'closed' };

interface InFlight {
  resolve: (outcomes: WireOutcome[]) => void;
  reject: (error: unknown) => void;
}

const WORKER_FILE = join(__dirname, 'sqlite-writer.worker.js');

/**
 * The main thread's handle on the writer thread: one batch in flight at a time, answered in order.
 * The thread keeps the process alive only while a batch is in flight, so an idle store never holds
 * up an exit. A thread that dies is replaced on the next batch; the batch it held fails.
 */
export class SqliteWriter {
  private readonly logger = new Logger('EventStore');
  private worker: Worker | null = null;
  private inFlight: InFlight | null = null;

  constructor(private readonly file: string) {}

  write(batch: WireAppend[]): Promise<WireOutcome[]> {
    if (this.inFlight) return Promise.reject(new Error('SqliteWriter takes one batch at a time'));
    const worker = this.worker ?? this.spawn();
    return new Promise<WireOutcome[]>((resolve, reject) => {
      this.inFlight = { resolve, reject };
      worker.ref();
      worker.postMessage({ type: 'append', batch });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    worker.ref();
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage({ type: 'close' });
    });
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_FILE, { workerData: { file: this.file, unavailableCodes: SQLITE_UNAVAILABLE_CODES.source } });
    worker.on('message', (reply: WorkerReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => {
      if (this.worker === worker)
        this.fail(worker, new WriterBatchError(null, `The event log's writer thread stopped (exit code ${code})`));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(reply: WorkerReply): void {
    if (reply.type === 'closed') return;
    const pending = this.inFlight;
    this.inFlight = null;
    this.worker?.unref();
    if (!pending) return;
    if (reply.type === 'appended') pending.resolve(reply.outcomes);
    else pending.reject(new WriterBatchError(reply.code, reply.message));
  }

  /**
   * The thread died (it could not open the file, or crashed). What crosses from a dying thread may
   * be a bare object with a SQLite code and no message, so it is turned into an error that says so.
   */
  private fail(worker: Worker, error: unknown): void {
    if (this.worker === worker) this.worker = null;
    const failure = asBatchError(error);
    this.logger.error({ err: error, code: failure.code }, failure.message);
    const pending = this.inFlight;
    this.inFlight = null;
    pending?.reject(failure);
  }
}
