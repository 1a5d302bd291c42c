/**
 * The built-in provider on its own (`npx tsx games/src/main.ts`): WALLET_URL is
 * the site implementing the provider wallet protocol, PROVIDER_SECRET the
 * secret the site holds for provider `huaydee`, PORT where it listens (default
 * 4100), DATA_DIR where games.db lives (default `data`), or GAMES_DATABASE_URL
 * a PostgreSQL database of its own instead. `npm start` embeds it instead
 * (gateway/src/embedded-games.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { systemClock } from '#shared/clock.js';
import { processLogger } from '#server-kit/observability/logger.js';
import { createGamesProvider } from './provider/app.js';
import { gamesLocation, openGamesDatabase } from './provider/db/database.js';

const log = processLogger('games');
const walletUrl = process.env.WALLET_URL;
const secret = process.env.PROVIDER_SECRET;
if (!walletUrl || !secret) {
  log.fatal('ต้องตั้งค่า WALLET_URL และ PROVIDER_SECRET ก่อนเปิดระบบเกม');
  process.exit(1);
}
const dataDir = process.env.DATA_DIR || 'data';
mkdirSync(dataDir, { recursive: true });
const store = await openGamesDatabase(gamesLocation(process.env.GAMES_DATABASE_URL || undefined, path.join(dataDir, 'games.db')));
const app = await createGamesProvider({ db: store.db, clock: systemClock, walletUrl, providerCode: 'huaydee', secret });
const port = Number(process.env.PORT || 4100);
const server = app.listen(port, () => log.info(`ระบบเกมพร้อมใช้งานที่พอร์ต ${port} (กระเป๋าเงิน: ${walletUrl})`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .stop()
      .then(() => new Promise<void>((resolve) => server.close(() => resolve())))
      .then(() => store.close())
      .then(() => process.exit(0));
  });
}
