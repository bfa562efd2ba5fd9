import type { Type } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

/**
 * react-admin reads the total from `Content-Range: <resource> <first>-<last>/<total>`; a browser
 * on another origin (the Vite dev server) only lets it read the header when it is exposed.
 */
export function withContentRange<T>(reply: FastifyReply, resource: string, skip: number, rows: T[], total: number): T[] {
  const range = rows.length ? `${skip}-${skip + rows.length - 1}` : '*';
  void reply.header('content-range', `${resource} ${range}/${total}`);
  void reply.header('access-control-expose-headers', 'Content-Range');
  return rows;
}

/** Documents a react-admin list: an array of `type` and the Content-Range header it is paged by. */
export function ApiContentRangeList(type: Type<unknown>, resource: string): MethodDecorator {
  return ApiOkResponse({
    type: [type],
    headers: {
      'Content-Range': {
        description: `\`${resource} <first>-<last>/<total>\` (\`${resource} */0\` when empty), read by react-admin for the total`,
        required: true,
        schema: { type: 'string', example: `${resource} 0-24/120` },
      },
    },
  });
}
