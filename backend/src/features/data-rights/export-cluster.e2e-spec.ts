import { inProcessCluster, type InProcessCluster } from '../../testing/in-process-cluster';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV } from '../../testing/sign-in';
import { call, type TestServer } from '../../testing/test-server';

interface ExportBody {
  events: { type: string }[];
}

/**
 * In cluster mode the export index is kept by the projector: an API instance's export waits for
 * its checkpoint to pass the head, so it holds what was written just before it.
 */
describe('the export on an API instance, with the index kept by a projector (in-process cluster)', () => {
  let cluster: InProcessCluster;
  let api: TestServer;

  beforeAll(async () => {
    cluster = inProcessCluster(TEST_PHONES_ENV);
    await cluster.start('projector');
    api = await cluster.start('api');
  });

  afterAll(async () => {
    await cluster.close();
  });

  it('holds a task created a moment before', async () => {
    const me = await signInTestPhone(api.url, TEST_PHONES.open);
    const created = await call(
      api.url,
      'POST',
      '/dev/user/tasks/create',
      { userId: me.user.id, title: 'Renew the lease' },
      me.access_token,
    );
    expect(created.status).toBe(201);
    const exported = await call<ExportBody>(api.url, 'GET', '/api/me/export', undefined, me.access_token);
    expect(exported.status).toBe(200);
    expect(exported.body.events.map((event) => event.type)).toEqual(expect.arrayContaining(['account.registered', 'task.created']));
  });
});
