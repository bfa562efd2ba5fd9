import { getMetadataStorage } from 'class-validator';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';

// `null` is a value of its own: where the API document calls a field a plain (non-nullable) string,
// boolean or number, null is refused like any other wrong type. class-validator's IsOptional lets
// null through as if the field were absent, so a handler got what the document says cannot come.

/** Where @nestjs/swagger keeps each documented property's options (its DECORATORS.API_MODEL_PROPERTIES). */
const DOCUMENTED_PROPERTY = 'swagger/apiModelProperties';

describe('null where the document does not allow it (real server)', () => {
  let server: TestServer;
  let me: TestSession;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
  });

  afterAll(async () => {
    await server.close();
  });

  const send = (method: string, path: string, body: Record<string, unknown>) => call(server.url, method, path, body, me.access_token);

  it.each([
    ['POST', '/dev/user/diary/fetch', { userId: 'me', end_date: null }, 'end_date must be a date such as 2025-01-05'],
    ['POST', '/dev/user/diary/fetch', { userId: 'me', start_date: null }, 'start_date must be a date such as 2025-01-05'],
    ['POST', '/api/stripe/coupon/validate', { coupon_code: 'WELCOME10', user_id: null }, 'user_id must be a string'],
    ['POST', '/dev/user/tasks/create', { userId: 'me', title: 'Null flags', important: null }, 'important must be true or false'],
    ['PUT', '/api/me/messages', { enabled: true, time_zone: null }, 'time_zone must be a time zone name such as Europe/London'],
  ])('%s %s with %j is a 400 naming the field', async (method, path, fields, message) => {
    // 'me' stands for the signed-in caller's id.
    const body = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === 'me' ? me.user.id : value]));
    const res = await send(method, path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('a field the document calls nullable still takes null', async () => {
    const created = await send('POST', '/dev/user/tasks/create', { userId: me.user.id, title: 'No description', description: null });
    expect(created.status).toBe(201);
  });

  it('every field that lets null through (IsOptional) is one the document calls nullable', () => {
    // Read from the validation rules of every request class the running app loaded.
    const storage = getMetadataStorage() as unknown as {
      validationMetadatas: Map<{ name: string; prototype: object }, Array<{ name?: string; propertyName: string }>>;
    };
    const undocumented: string[] = [];
    for (const [target, rules] of storage.validationMetadatas) {
      for (const rule of rules) {
        if (rule.name !== 'isOptional') continue;
        const documented = Reflect.getMetadata(DOCUMENTED_PROPERTY, target.prototype, rule.propertyName) as
          { nullable?: boolean } | undefined;
        if (!documented?.nullable) undocumented.push(`${target.name}.${rule.propertyName}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});
