import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { RememberedCallers } from '../../../platform/access/remembered-callers';
import { type FastAnswer, FastAnswers } from '../../../platform/http/fast-answers';
import { ListTasksQuery } from '../queries/list-tasks.query';
import type { TaskListSnapshot } from '../queries/task-list-cache';
import { taskListAnswer } from './task-list-answer';
import { bodyMediaType } from '../../../platform/http/media-type';

export const TASK_LIST_FAST_ANSWER = 'tasks.list';

/** The user a `{"userId": "…"}` body names, when that is all it holds: the body the dashboard sends. */
function plainListUser(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  const userId = (body as { userId?: unknown }).userId;
  return keys.length === 1 && keys[0] === 'userId' && typeof userId === 'string' ? userId : null;
}

/** A JSON body, and no query string (OwnUserGuard reads a user id there too). */
function isPlainRequest(request: FastifyRequest): boolean {
  return !request.url.includes('?') && bodyMediaType(request.headers) === 'application/json';
}

/**
 * The dashboard's own ask for its list, answered before the framework's pipeline: a JSON body naming
 * only the caller, whose token was verified earlier (RememberedCallers checks the session and the
 * account as JwtAuthGuard does). That is what JsonBodiesGuard, JwtAuthGuard, RolesGuard (the route
 * names no role), OwnUserGuard and UserIdBodyPipe would let through; the answer is the handler's
 * own (taskListAnswer). Any other request goes through the route.
 */
@Injectable()
export class TaskListFastAnswer implements OnModuleInit {
  constructor(
    private readonly answers: FastAnswers,
    private readonly callers: RememberedCallers,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.answers.register(TASK_LIST_FAST_ANSWER, (request) => this.answer(request));
  }

  private async answer(request: FastifyRequest): Promise<FastAnswer | null> {
    const userId = isPlainRequest(request) ? plainListUser(request.body) : null;
    if (userId === null) return null;
    const caller = await this.callers.callerOf(request);
    if (!caller || caller.id !== userId) return null;
    const list: TaskListSnapshot = await this.queries.execute(new ListTasksQuery(caller.id));
    return taskListAnswer(list, request.headers['accept-encoding']);
  }
}
