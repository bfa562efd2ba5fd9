import 'reflect-metadata';
import { createApp } from './create-app';
import { ConfigError, loadConfig } from './platform/config/app-config';
import { StoreUnavailableError } from './platform/store-unavailable';

/** Exit code for a boot that could not reach a store: the orchestrator may start it again later. */
const EXIT_STORE_UNAVAILABLE = 69;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  try {
    const app = await createApp(config);
    await app.listen({ port: config.port, host: '0.0.0.0' });
  } catch (error) {
    // One clear line for the operator rather than an unhandled rejection's stack.
    if (error instanceof StoreUnavailableError) {
      console.error(`Boot stopped: ${error.store} unavailable: ${error.message}`);
      process.exit(EXIT_STORE_UNAVAILABLE);
    }
    console.error(`Boot stopped: ${(error as Error)?.stack ?? String(error)}`);
    process.exit(1);
  }
  console.log(`daily is listening on ${config.publicUrl} (port ${config.port})`);
}

void main();
