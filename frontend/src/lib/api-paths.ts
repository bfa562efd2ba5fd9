import type { paths } from './api-schema.generated';

/**
 * The API's routes as the document names them (docs/openapi.json, through the generated
 * `paths`): the web app calls nothing else, so a route renamed or removed on the server is a
 * type error wherever the web app calls it.
 */
export type ApiPath = keyof paths;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Operation = { parameters: unknown; responses: unknown };

/** The document's operation for a route and method; `never` when the route has no such method. */
export type ApiOperation<Path extends ApiPath, Method extends ApiMethod> =
  paths[Path] extends Record<Lowercase<Method>, infer Found> ? (Found extends Operation ? Found : never) : never;

/** The methods the document gives a route. */
export type MethodsOf<Path extends ApiPath> = {
  [Method in ApiMethod]: [ApiOperation<Path, Method>] extends [never] ? never : Method;
}[ApiMethod];

/** What a call means when it names no method: a read when the route has one, otherwise its POST. */
export type DefaultMethod<Path extends ApiPath> = Extract<'GET' extends MethodsOf<Path> ? 'GET' : 'POST', MethodsOf<Path>>;

type SuccessStatus = 200 | 201 | 202 | 204;

type JsonContent<Response> = Response extends { content: { 'application/json': infer Json } }
  ? Json
  : Response extends { content?: never }
    ? undefined
    : unknown;

/** The body of a successful answer, as documented; `undefined` for an answer without one (204). */
export type ApiAnswer<Path extends ApiPath, Method extends ApiMethod> =
  ApiOperation<Path, Method> extends { responses: infer Responses }
    ? { [Status in keyof Responses]: Status extends SuccessStatus ? JsonContent<Responses[Status]> : never }[keyof Responses]
    : never;

/** The request's JSON body, as documented; `never` for an operation that takes none. */
export type ApiBody<Path extends ApiPath, Method extends ApiMethod> =
  ApiOperation<Path, Method> extends { requestBody?: infer Body }
    ? [NonNullable<Body>] extends [never]
      ? never
      : NonNullable<Body> extends { content: { 'application/json': infer Json } }
        ? Json
        : never
    : never;

type Parameters<Path extends ApiPath, Method extends ApiMethod, Place extends 'query' | 'path'> =
  ApiOperation<Path, Method> extends { parameters: { [Key in Place]?: infer Found } } ? Found : never;

/** A route's query parameters, for code that builds them apart from the call. */
export type ApiQuery<Path extends ApiPath, Method extends ApiMethod = 'GET'> = NonNullable<Parameters<Path, Method, 'query'>>;

/** `{ query }` as the operation documents it; nothing for an operation without query parameters. */
type QueryOption<Path extends ApiPath, Method extends ApiMethod> = [Parameters<Path, Method, 'query'>] extends [never | undefined]
  ? { query?: never }
  : undefined extends Parameters<Path, Method, 'query'>
    ? { query?: Parameters<Path, Method, 'query'> }
    : { query: Parameters<Path, Method, 'query'> };

type BodyOption<Path extends ApiPath, Method extends ApiMethod> = [ApiBody<Path, Method>] extends [never]
  ? { body?: never }
  : ApiOperation<Path, Method> extends { requestBody: unknown }
    ? { body: ApiBody<Path, Method> }
    : { body?: ApiBody<Path, Method> };

/**
 * The method may be left out only when the call means it anyway: a GET, or a POST that sends its
 * body (the client sends POST when a body is given and GET otherwise).
 */
type MethodOption<Path extends ApiPath, Method extends ApiMethod> =
  Method extends DefaultMethod<Path>
    ? Method extends 'GET'
      ? { method?: Method }
      : ApiOperation<Path, Method> extends { requestBody: unknown }
        ? { method?: Method }
        : { method: Method }
    : { method: Method };

/** `{ params }` for a route with `{name}` segments, each filled in and encoded by the client. */
type ParamsOption<Path extends ApiPath, Method extends ApiMethod> = [Parameters<Path, Method, 'path'>] extends [never | undefined]
  ? { params?: never }
  : { params: NonNullable<Parameters<Path, Method, 'path'>> };

export type TypedRequestOptions<Path extends ApiPath, Method extends ApiMethod> = MethodOption<Path, Method> &
  QueryOption<Path, Method> &
  BodyOption<Path, Method> &
  ParamsOption<Path, Method>;

/** The options as an argument list: optional when nothing in them is required. */
export type OptionsArgument<Options> = object extends Options ? [options?: Options] : [options: Options];

type PathParameters<Path extends ApiPath> = {
  [Method in MethodsOf<Path>]: Parameters<Path, Method, 'path'>;
}[MethodsOf<Path>];

/**
 * A route's URL for code that cannot go through `apiFetch` (a beacon, the live stream, the
 * console's REST client, the page starter), checked against the document like every call:
 * `apiUrl('/api/admin/accounts/{id}/status', { id })`. Each parameter is encoded.
 */
export function apiUrl<Path extends ApiPath>(
  path: Path,
  ...parameters: [PathParameters<Path>] extends [never | undefined] ? [] : [parameters: NonNullable<PathParameters<Path>>]
): string {
  return filledPath(path, (parameters[0] ?? {}) as Record<string, string | number>);
}

/** The path with each `{name}` replaced by its encoded value. */
export function filledPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}.`);
    return encodeURIComponent(String(value));
  });
}
