import { mongo } from 'mongoose';
import { MongoKeyStore } from '../crypto/mongo-key-store';
import { MongoReadStore } from '../read-store/mongo-read-store';
import { StoreUnavailableError } from '../store-unavailable';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';
import { isMongoUnavailable, translateMongoError } from './mongo-faults';

// The real MongoDB adapters and the real driver against a server that is not there: one that
// drops every connection, and one that accepts and never answers. Boot gives up after its bounded
// wait with a message naming MONGODB_URL (before, the driver waited 30 s per try, and the error
// was the driver's own, which reached the operator as an unhandled rejection).

describe('MongoDB adapters against an unreachable server', () => {
  let proxy: TcpProxy;

  beforeEach(async () => {
    proxy = await startTcpProxy(null);
  });

  afterEach(async () => {
    await proxy.close();
  });

  it.each(['cut', 'blackhole'] as const)(
    'a %s server stops the read store and the key store at boot with a StoreUnavailableError naming MONGODB_URL',
    async (fault) => {
      if (fault === 'blackhole') proxy.blackhole();
      else proxy.cut();
      const url = proxy.url('mongodb', '/daily?directConnection=true');
      for (const open of [() => MongoReadStore.connect(url, { bootWaitMs: 500 }), () => MongoKeyStore.connect(url, { bootWaitMs: 500 })]) {
        const failure = await open().then(
          () => null,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(StoreUnavailableError);
        expect((failure as Error).message).toMatch(
          /^MongoDB at mongodb:\/\/127\.0\.0\.1:\d+ \(MONGODB_URL\) could not be reached within 1 s/,
        );
        expect(isMongoUnavailable((failure as StoreUnavailableError).cause)).toBe(true);
      }
    },
  );

  it('counts the driver errors of a server that cannot answer as unavailable, and no others', () => {
    const unavailable = [
      new mongo.MongoNetworkError('connection reset'),
      new mongo.MongoNetworkTimeoutError('timed out'),
      new mongo.MongoServerSelectionError('Server selection timed out after 3000 ms', {} as never),
      new mongo.MongoNotConnectedError('not connected'),
      new mongo.MongoServerError({ code: 91, errmsg: 'The server is in quiesce mode and will shut down' }),
      new mongo.MongoServerError({ code: 10107, errmsg: 'not primary' }),
    ];
    for (const error of unavailable) expect(translateMongoError('Read store', error)).toBeInstanceOf(StoreUnavailableError);
    const other = [
      new mongo.MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error' }),
      new mongo.MongoServerError({ code: 2, errmsg: 'bad value' }),
      new Error('anything else'),
    ];
    for (const error of other) expect(translateMongoError('Read store', error)).toBe(error);
  });
});
