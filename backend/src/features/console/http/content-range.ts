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
