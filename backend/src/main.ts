import 'reflect-metadata';
import { createApp } from './create-app';
import { ConfigError, loadConfig } from './platform/config/app-config';

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
  const app = await createApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  console.log(`daily is listening on ${config.publicUrl} (port ${config.port})`);
}

void main();
