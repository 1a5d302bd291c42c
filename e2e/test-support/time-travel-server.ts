/**
 * The site as `npm start` runs it (gateway + embedded upstream on a fresh SQLite
 * file), on a clock the journeys can move forward: it starts at 22:00 Bangkok
 * time, so the journeys play "today" with two hours to spare and then jump past
 * midnight to see what the night's jobs paid. The jump is asked on a loopback
 * port of its own (E2E_CLOCK_PORT), outside the site: the gateway and upstream
 * have no route, setting or variable that moves time (docs/decisions/0037).
 */
import { createServer } from 'node:http';
import { startServer } from '#gateway/server.js';
import { E2E_CLOCK_PORT } from './env.js';
import { ShiftableClock } from './shiftable-clock.js';
import { nextBangkokEvening } from './time-travel-server-time.js';

const clock = new ShiftableClock(nextBangkokEvening(Date.now()));
await startServer({}, { clock });

const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'POST' && url.pathname === '/jump') {
    const to = Number(url.searchParams.get('to'));
    if (!Number.isSafeInteger(to)) {
      res.writeHead(400).end('to: epoch milliseconds');
      return;
    }
    clock.jumpTo(to);
  } else if (!(req.method === 'GET' && url.pathname === '/now')) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ now: clock.now() }));
});
control.listen(E2E_CLOCK_PORT, '127.0.0.1');
