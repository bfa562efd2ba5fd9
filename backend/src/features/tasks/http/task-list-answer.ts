import { type Encoding, Precompressed, preferredEncoding } from '../../../platform/http/response-compression';
import { TASK_RULES } from '../domain/task-rules';
import type { TaskListSnapshot } from '../queries/task-list-cache';

/**
 * The list's first page (the whole list for nearly everyone), encoded and compressed once per
 * version of the list rather than once per request (a 200-task list is about 70 KB: building,
 * encoding and compressing it per request was most of a request's cost).
 */
const firstPages = new WeakMap<TaskListSnapshot, Precompressed>();
function firstPage(list: TaskListSnapshot): Precompressed {
  let body = firstPages.get(list);
  if (!body) {
    const total = list.tasks.length;
    const data = total <= TASK_RULES.listPageMax ? list.json : JSON.stringify(list.tasks.slice(0, TASK_RULES.listPageMax));
    firstPages.set(list, (body = new Precompressed(Buffer.from(`{"success":true,"data":${data},"total":${total}}`))));
  }
  return body;
}

/** Any other page is asked for rarely (a client walking a very long list): made per request. */
function otherPage(list: TaskListSnapshot, offset: number, limit: number): Precompressed {
  const data = JSON.stringify(list.tasks.slice(offset, offset + limit));
  return new Precompressed(Buffer.from(`{"success":true,"data":${data},"total":${list.tasks.length}}`));
}

export interface TaskListAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

/** One page of the list as sent, in the best encoding the client accepts, with its headers. */
export function taskListAnswer(
  list: TaskListSnapshot,
  acceptEncoding: string | string[] | undefined,
  offset = 0,
  limit: number = TASK_RULES.listPageMax,
): TaskListAnswer {
  const page = offset === 0 && limit === TASK_RULES.listPageMax ? firstPage(list) : otherPage(list, offset, limit);
  const encoding: Encoding = page.encodingFor(preferredEncoding(acceptEncoding));
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { body: page.get(encoding), headers };
}
