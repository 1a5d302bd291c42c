import express, { type Express } from 'express';
import { listenOnLoopback } from '#upstream/test-support/listen.js';

/** A hand-made upstream for cases the real one cannot show (an operator's API lacking calls, a hang). */
export async function startFakeUpstream(configure: (app: Express) => void): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.use(express.json());
  configure(app);
  const { server, url } = await listenOnLoopback(app);
  return {
    url,
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
