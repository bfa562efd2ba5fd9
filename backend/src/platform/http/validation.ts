import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function describe(error: ValidationError, parent = ''): string[] {
  const path = parent ? `${parent}.${error.property}` : error.property;
  const own = Object.entries(error.constraints ?? {}).map(([rule, text]) =>
    rule === 'whitelistValidation' ? `${path} is not an accepted field` : text.replace(error.property, path),
  );
  const nested = (error.children ?? []).flatMap((child) => describe(child, path));
  return [...own, ...nested];
}

/** Rejects unknown fields and wrong types with one readable sentence; nothing reaches a handler unchecked. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
