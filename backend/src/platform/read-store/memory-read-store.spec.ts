import { MemoryReadStore } from './memory-read-store';
import { describeReadStoreContract } from './read-store.contract';

describeReadStoreContract('in-memory (mingo)', async () => new MemoryReadStore());
