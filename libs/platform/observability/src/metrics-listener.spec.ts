import { type AddressInfo, createServer, type Server } from 'node:net';
import { freePort } from '@app/testing';
import { listenForMetrics } from './metrics-listener';

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const closed = (server: Pick<Server, 'close'>) => new Promise((resolve) => server.close(resolve));

describe('listenForMetrics', () => {
  it('rejects with one line naming the port and its setting when another process holds the port', async () => {
    const holder = createServer();
    const port = await listening(holder);
    try {
      await expect(
        listenForMetrics({ host: '127.0.0.1', port, setting: 'WORKER_METRICS_PORT' }, () => Promise.resolve('')),
      ).rejects.toThrow(
        `Metrics port 127.0.0.1:${port} is already in use (WORKER_METRICS_PORT): stop the process holding it, ` +
          'or give WORKER_METRICS_PORT a free port (0: no metrics endpoint)',
      );
    } finally {
      await closed(holder);
    }
  });

  it('serves GET /metrics on a free port', async () => {
    const port = await freePort();
    const server = await listenForMetrics({ host: '127.0.0.1', port, setting: 'METRICS_PORT' }, () =>
      Promise.resolve('up 1\n'),
    );
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('up 1\n');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await closed(server);
    }
  });
});
