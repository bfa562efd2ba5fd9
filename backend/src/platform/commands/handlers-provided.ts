import type { INestApplicationContext } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// Where @nestjs/cqrs's @CommandHandler and @QueryHandler put the class they handle
// (@nestjs/cqrs/dist/decorators/constants; handlers-provided.spec.ts fails if they move).
export const HANDLER_METADATA = { command: '__commandHandler__', query: '__queryHandler__' } as const;

/** Every `<use-case>.command` and `<question>.query` file under `root`, as built (.js) or as source (.ts). */
function handlerFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(command|query)\.(js|ts)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(root, file));
}

/**
 * The commands and queries whose handler is written but is not among the providers of any
 * module. The buses never hear of such a handler, so sending its command would fail on every
 * request (a 500) while everything compiles; this finds it when the application starts.
 */
export async function handlersMissingFromProviders(app: INestApplicationContext, root: string): Promise<string[]> {
  const provided = new Set(
    app
      .get(DiscoveryService, { strict: false })
      .getProviders()
      .map((wrapper) => wrapper.metatype),
  );
  const missing: string[] = [];
  for (const file of handlerFiles(root)) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (typeof value !== 'function' || provided.has(value as never)) continue;
      for (const [kind, key] of Object.entries(HANDLER_METADATA)) {
        const handled = Reflect.getMetadata(key, value) as { name: string } | undefined;
        if (handled) missing.push(`${handled.name} (its ${kind} handler ${value.name}, in ${relative(root, file)})`);
      }
    }
  }
  return missing;
}

/** Stops the boot, naming each command or query that no provided handler would answer. */
export async function assertHandlersProvided(app: INestApplicationContext, root: string): Promise<void> {
  const missing = await handlersMissingFromProviders(app, root);
  if (missing.length === 0) return;
  throw new Error(
    `A handler is missing from its module's providers, so sending its command or query would fail: ${missing.join('; ')}. ` +
      "List each handler in its feature module's providers.",
  );
}
