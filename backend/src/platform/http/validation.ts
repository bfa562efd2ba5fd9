import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { controlCharacterProblem, hasControlCharacter } from './control-characters';

/** Far deeper than any real body here; class-transformer recurses per level and overflows the stack near 2,000. */
export const MAX_INPUT_DEPTH = 32;

/**
 * No body here has more than a few dozen fields. Counted before class-validator runs, because its
 * whitelist check costs time quadratic in the number of keys and lists every unknown one.
 */
export const MAX_INPUT_KEYS = 200;

/** Enough to fix a form; a longer list only makes the answer large. */
export const MAX_LISTED_PROBLEMS = 10;

/** Keys class-transformer passes over without a word, so the whitelist never sees them; no body here has one. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Walked level by level, not recursively, so the check cannot overflow the stack itself. With
 * `text` set, every string in the input (a field, an item of a list, at any depth) is checked for
 * control characters too: every text field refuses them, whichever DTO declares it.
 */
function shapeProblem(value: unknown, text: boolean): string | null {
  let level: Array<[string, unknown]> = [['', value]];
  for (let depth = 0; level.length; depth++) {
    if (depth > MAX_INPUT_DEPTH) return 'The request is nested too deeply.';
    const next: Array<[string, unknown]> = [];
    for (const [path, item] of level) {
      if (typeof item === 'string') {
        if (text && hasControlCharacter(item)) return controlCharacterProblem(path || 'The value');
        continue;
      }
      if (!item || typeof item !== 'object') continue;
      if (Array.isArray(item) && item.length > MAX_INPUT_KEYS)
        return `The request has too many items in one list (at most ${MAX_INPUT_KEYS}).`;
      const keys = Object.keys(item);
      if (keys.length > MAX_INPUT_KEYS) return `The request has too many fields (at most ${MAX_INPUT_KEYS} in one object).`;
      for (const key of keys) {
        if (PROTOTYPE_KEYS.has(key)) return `${key} is not an accepted field.`;
        next.push([Array.isArray(item) ? `${path}[${key}]` : path ? `${path}.${key}` : key, (item as Record<string, unknown>)[key]]);
      }
    }
    level = next;
  }
  return null;
}

/** Whether the input is bound to a DTO class (a webhook's form read as a plain object is not). */
function boundToDto(metadata: ArgumentMetadata): boolean {
  const type = metadata.metatype as unknown;
  return typeof type === 'function' && ![Object, String, Number, Boolean, Array].includes(type as never);
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
    const problem = metadata.type === 'body' || metadata.type === 'query' ? shapeProblem(value, boundToDto(metadata)) : null;
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
      const all = errors.flatMap((e) => describe(e));
      const problems = all.slice(0, MAX_LISTED_PROBLEMS);
      const more = all.length - problems.length;
      const listed = more > 0 ? [...problems, `and ${more} more`] : problems;
      const message = listed.length ? `${listed.join('; ')}.` : 'The request body is not valid.';
      return new BadRequestException({ message, problems });
    },
  });
}
