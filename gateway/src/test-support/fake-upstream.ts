import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';

/** A hand-made upstream for cases the real one cannot show (an operator's API lacking calls, a hang). */
export async function startFakeUpstream(configure: (app: Express) => void): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.use(express.json());
  configure(app);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (taken, then released). */
export async function closedPortUrl(): Promise<string> {
  const fake = await startFakeUpstream(() => undefined);
  await fake.close();
  return fake.url;
}
