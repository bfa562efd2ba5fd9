import { CqrsModule } from '@nestjs/cqrs';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { join } from 'node:path';
import { assertHandlersProvided, handlersMissingFromProviders } from './handlers-provided';
import { ForgottenHandler } from './testing/forgotten.command';

const fixtures = join(__dirname, 'testing');

async function appWith(providers: Array<typeof ForgottenHandler>) {
  return Test.createTestingModule({ imports: [CqrsModule.forRoot(), DiscoveryModule], providers }).compile();
}

describe('handlers missing from their module’s providers', () => {
  it('stop the boot with a message naming the command and where its handler is', async () => {
    const app = await appWith([]);
    expect(await handlersMissingFromProviders(app, fixtures)).toEqual([
      'ForgottenCommand (its command handler ForgottenHandler, in forgotten.command.ts)',
    ]);
    await expect(assertHandlersProvided(app, fixtures)).rejects.toThrow(/missing from its module's providers.*ForgottenCommand/);
    await app.close();
  });

  it('are none once the handler is provided', async () => {
    const app = await appWith([ForgottenHandler]);
    expect(await handlersMissingFromProviders(app, fixtures)).toEqual([]);
    await app.close();
  });
});
