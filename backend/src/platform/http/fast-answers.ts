import { MergedRouteConfig } from './merged-route-config';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';

const FAST_ANSWER = 'fastAnswer';

/** A ready answer: the bytes to send and the headers that go with them. */
export interface FastAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * Answers a route's most frequent request, or returns null for anything else. It must return null
 * unless the request is one the route's own guards, pipes and handler would answer the same way
 * with 2xx: everything else (a first visit, a session that ended, a body that is not the plain one,
 * a store that is down) goes through the route as declared, which owns every error and its words.
 * No guard runs before it, the app-wide ones included: a guard added to the app or the route must
 * be checked by the answerer too.
 */
export type FastAnswerer = (request: FastifyRequest) => Promise<FastAnswer | null>;

/**
 * Marks a route whose plain, successful request is answered from a hook before Nest's router,
 * guards and pipes run, by the answerer registered under `name`. For a read that is asked for far
 * more often than anything else and is made once per change (the task list): on a 2-core machine
 * the framework's pipeline was more than half of that request's cost.
 */
export const AnsweredFast = (name: string): MethodDecorator => MergedRouteConfig({ [FAST_ANSWER]: name });

/** The answerers, registered by the features that own the routes. */
export class FastAnswers {
  private readonly answerers = new Map<string, FastAnswerer>();

  register(name: string, answerer: FastAnswerer): void {
    if (this.answerers.has(name)) throw new Error(`A fast answer named ${name} is registered already`);
    this.answerers.set(name, answerer);
  }

  answererFor(name: string): FastAnswerer | undefined {
    return this.answerers.get(name);
  }
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Adds the fast answer to each marked route as its last preHandler, after the app-wide hooks (the
 * security headers, the body limits) have run, so an answer given there carries everything any
 * other answer does. Call before the routes are registered. `answers` is read at the first request,
 * once the application has made it.
 */
export function answerFast(fastify: FastifyInstance, answers: () => FastAnswers): void {
  fastify.addHook('onRoute', (route) => {
    const name = (route.config as Record<string, unknown> | undefined)?.[FAST_ANSWER];
    if (typeof name !== 'string') return;
    let answerer: FastAnswerer | null | undefined;
    const answerIfPlain: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
      // Looked up once: a name nobody registered leaves the route to answer every request.
      if (answerer === undefined) answerer = answers().answererFor(name) ?? null;
      if (!answerer) return;
      // Whatever goes wrong here is the route's to answer, in its own words.
      const answer = await answerer(request).catch(() => null);
      if (!answer) return;
      void reply.headers(answer.headers);
      return reply.send(answer.body);
    };
    route.preHandler = [
      ...asList<preHandlerHookHandler>(route.preHandler as preHandlerHookHandler | preHandlerHookHandler[] | undefined),
      answerIfPlain,
    ];
  });
}
