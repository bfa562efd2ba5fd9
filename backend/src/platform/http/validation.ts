import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Far deeper than any real body here; class-transformer recurses per level and overflows the stack near 2,000. */
export const MAX_INPUT_DEPTH = 32;

/** Keys class-transformer passes over without a word, so the whitelist never sees them; no body here has one. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Walked level by level, not recursively, so the check cannot overflow the stack itself. */
function shapeProblem(value: unknown): string | null {
  let level: unknown[] = [value];
  for (let depth = 0; level.length; depth++) {
    if (depth > MAX_INPUT_DEPTH) return 'The request is nested too deeply.';
    const next: unknown[] = [];
    for (const item of level) {
      if (!item || typeof item !== 'object') continue;
      for (const key of Object.keys(item)) {
        if (PROTOTYPE_KEYS.has(key)) return `${key} is not an accepted field.`;
        next.push((item as Record<string, unknown>)[key]);
      }
    }
    level = next;
  }
  return null;
}

/** The rules that say a value is there at all: when one of them fails, the others have nothing to judge. */
const PRESENCE_RULES = new Set(['isDefined', 'isNotEmpty', 'isString', 'isNumber', 'isInt', 'isBoolean', 'isObject', 'isArray']);

function ownProblems(error: ValidationError, path: string): string[] {
  let rules = Object.entries(error.constraints ?? {});
  // A missing field fails its length and format rules too; "Please enter your phone number" says it all.
  const missing = error.value === undefined || error.value === null || error.value === '';
  const presence = rules.filter(([rule]) => PRESENCE_RULES.has(rule));
  if (missing && presence.length > 0) rules = presence;
  const texts = rules.map(([rule, text]) =>
    rule === 'whitelistValidation' ? `${path} is not an accepted field` : text.replace(error.property, path),
  );
  return [...new Set(texts)];
}

function describe(error: ValidationError, parent = ''): string[] {
  const path = parent ? `${parent}.${error.property}` : error.property;
  const nested = (error.children ?? []).flatMap((child) => describe(child, path));
  return [...ownProblems(error, path), ...nested];
}

/** Refuses a body or query too deep to transform safely, or carrying prototype keys, before the usual checks. */
class ShapeCheckedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const problem = metadata.type === 'body' || metadata.type === 'query' ? shapeProblem(value) : null;
    if (problem) throw new BadRequestException(problem);
    return super.transform(value, metadata);
  }
}

/** Rejects unknown fields and wrong types with one readable sentence; nothing reaches a handler unchecked. */
export function createValidationPipe(): ValidationPipe {
  return new ShapeCheckedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const problems = errors.flatMap((e) => describe(e));
      const message = problems.length ? `${problems.join('; ')}.` : 'The request body is not valid.';
      return new BadRequestException({ message, problems });
    },
  });
}
