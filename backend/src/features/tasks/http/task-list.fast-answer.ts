import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { RememberedCallers } from '../../../platform/access/remembered-callers';
import { type FastAnswer, FastAnswers } from '../../../platform/http/fast-answers';
import { ListTasksQuery } from '../queries/list-tasks.query';
import type { TaskListSnapshot } from '../queries/task-list-cache';
import { taskListAnswer } from './task-list-answer';

export const TASK_LIST_FAST_ANSWER = 'tasks.list';

/** `{"userId": "<the caller>"}` and nothing else: the body the dashboard sends. */
function isPlainListBody(body: unknown, callerId: string): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'userId' && (body as { userId: unknown }).userId === callerId;
}

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
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
    if (!isJson(request) || request.body === undefined) return null;
    const caller = await this.callers.callerOf(request);
    if (!caller || !isPlainListBody(request.body, caller.id)) return null;
    const list: TaskListSnapshot = await this.queries.execute(new ListTasksQuery(caller.id));
    return taskListAnswer(list, request.headers['accept-encoding']);
  }
}
