import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/**
 * react-admin's simple REST list parameters (ra-data-simple-rest), each a JSON text in the query:
 * documented as JSON of their shape, so a generated client sends `range=[0,24]`, not any text.
 */
export function ApiListQuery(): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      description: 'The field and the direction; the field is one the list sorts by (400 names them otherwise)',
      content: {
        'application/json': {
          schema: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'string', minLength: 1, maxLength: 40 } },
          example: ['id', 'DESC'],
        },
      },
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: 'First and last row, inclusive (the last not before the first)',
      content: {
        'application/json': {
          schema: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } },
          example: [0, 24],
        },
      },
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: 'Fields the list filters by, with their values (400 names the fields otherwise)',
      content: { 'application/json': { schema: { type: 'object' }, example: {} } },
    }),
  );
}
