import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the games provider its own PostgreSQL database, never the upstream’s', () => {
    expect(loadConfig({}).gamesDatabaseUrl).toBeUndefined();
    const games = 'postgres://games:pw@127.0.0.1:5432/games';
    expect(loadConfig({ DATABASE_URL: 'postgres://lotto:pw@127.0.0.1:5432/lotto', GAMES_DATABASE_URL: games }).gamesDatabaseUrl).toBe(games);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://lotto:pw@127.0.0.1:5432/lotto', GAMES_DATABASE_URL: 'postgres://games:pw@127.0.0.1/lotto' })).toThrow(/GAMES_DATABASE_URL/);
  });

  it('defaults to the embedded start: port 3000, data/, demo on, no third parties, agent side off', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      upstreamUrl: undefined,
      dataDir: 'data',
      demo: true,
      agentApiKey: undefined,
      redisUrl: undefined,
      recaptchaSiteKey: undefined,
      gtmId: undefined,
      liffId: undefined,
      nodeEnv: 'development',
    });
    expect(config.clientDir).toMatch(/dist[\\/]client$/);
  });

  it('reads every variable, treating blanks as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      UPSTREAM_URL: 'https://api.example.co.th',
      DATA_DIR: '/var/lib/site',
      AGENT_API_KEY: 'k-123',
      REDIS_URL: 'redis://127.0.0.1:6390',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      LIFF_ID: '',
      GTM_ID: 'GTM-XXXX',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      upstreamUrl: 'https://api.example.co.th',
      demo: false,
      agentApiKey: 'k-123',
      redisUrl: 'redis://127.0.0.1:6390',
      liffId: undefined,
      gtmId: 'GTM-XXXX',
      nodeEnv: 'production',
    });
    expect(loadConfig({ DEMO: 'on', UPSTREAM_URL: 'http://127.0.0.1:9' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
  });

  it('stops the boot naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ UPSTREAM_URL: 'ftp://x' })).toThrow(/UPSTREAM_URL/);
    expect(() => loadConfig({ DEMO: 'maybe' })).toThrow(/DEMO/);
  });

  it('reads GAMES_WALLET_URL as the games provider’s way to the wallet, unset (the upstream) by default', () => {
    expect(loadConfig({}).gamesWalletUrl).toBeUndefined();
    expect(loadConfig({ GAMES_WALLET_URL: 'http://127.0.0.1:3001' }).gamesWalletUrl).toBe('http://127.0.0.1:3001');
    expect(() => loadConfig({ GAMES_WALLET_URL: 'gateway.internal' })).toThrow(/GAMES_WALLET_URL/);
  });

  it('reads GAMES_URL as the shared games provider, unset (each node its own) by default', () => {
    expect(loadConfig({}).gamesUrl).toBeUndefined();
    expect(loadConfig({ GAMES_URL: 'http://127.0.0.1:4100' }).gamesUrl).toBe('http://127.0.0.1:4100');
    expect(() => loadConfig({ GAMES_URL: 'games.internal' })).toThrow(/GAMES_URL/);
  });

  it('reads DATABASE_URL as a PostgreSQL URL, unset (SQLite under DATA_DIR) by default', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: ' ' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://site:pw@db.internal:5432/lotto' }).databaseUrl).toBe('postgres://site:pw@db.internal:5432/lotto');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db.internal/lotto' }).databaseUrl).toBe('postgresql://db.internal/lotto');
    for (const bad of ['mysql://db.internal/lotto', 'data/site.db', 'postgres']) {
      expect(() => loadConfig({ DATABASE_URL: bad }), bad).toThrow(/DATABASE_URL/);
    }
  });

  it('reads YEEKEE_ROUND_SECONDS as whole seconds the upstream accepts, unset by default', () => {
    expect(loadConfig({}).yeekeeRoundSeconds).toBeUndefined();
    expect(loadConfig({ YEEKEE_ROUND_SECONDS: '' }).yeekeeRoundSeconds).toBeUndefined();
    expect(loadConfig({ YEEKEE_ROUND_SECONDS: '90' }).yeekeeRoundSeconds).toBe(90);
    for (const bad of ['0', '-5', '4', '1.5', 'fast', '86401']) {
      expect(() => loadConfig({ YEEKEE_ROUND_SECONDS: bad }), bad).toThrow(/YEEKEE_ROUND_SECONDS/);
    }
  });

  it('reads the SMS gateway: none by default, the generic one from SMS_URL as before, ThaiBulkSMS by name', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(loadConfig({ SMS_URL: 'https://sms.example.co.th/send', SMS_TOKEN: 't' }).sms).toEqual({ provider: 'generic', url: 'https://sms.example.co.th/send', token: 't' });
    expect(loadConfig({ SMS_PROVIDER: 'thaibulksms', SMS_KEY: 'k', SMS_SECRET: 's', SMS_SENDER: 'HUAYDEE', SMS_CREDIT_TYPE: 'corporate' }).sms).toEqual({
      provider: 'thaibulksms',
      url: 'https://api-v2.thaibulksms.com/sms',
      key: 'k',
      secret: 's',
      sender: 'HUAYDEE',
      creditType: 'corporate',
    });
  });

  it('stops the boot on a half-made SMS setting, naming the variable and never the secret', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'thaibulksms', SMS_KEY: 'k', SMS_SENDER: 'HUAYDEE' })).toThrow(/SMS_SECRET: required for thaibulksms/);
    expect(() => loadConfig({ SMS_PROVIDER: 'thaibulksms', SMS_KEY: 'k', SMS_SECRET: 's' })).toThrow(/SMS_SENDER: required for thaibulksms/);
    expect(() => loadConfig({ SMS_KEY: 'k', SMS_SECRET: 'top-secret', SMS_SENDER: 'HUAYDEE' })).toThrow(/SMS_KEY: set while SMS_PROVIDER is unset/);
    expect(() => loadConfig({ SMS_PROVIDER: 'sms4u', SMS_URL: 'https://sms.example.co.th' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_URL: 'sms.example.co.th' })).toThrow(/SMS_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'thaibulksms', SMS_KEY: 'k', SMS_SECRET: 'top-secret', SMS_SENDER: 'HUAYDEE', SMS_URL: 'top-secret' })).toThrow(
      /^(?!.*top-secret).*SMS_URL/,
    );
  });

  it('checks answers strictly with the embedded upstream and warns with an operator\'s, unless CONTRACT_CHECK says', () => {
    expect(loadConfig({}).contractCheck).toBe('strict');
    expect(loadConfig({ UPSTREAM_URL: 'https://api.example.co.th' }).contractCheck).toBe('warn');
    expect(loadConfig({ UPSTREAM_URL: 'https://api.example.co.th', CONTRACT_CHECK: 'strict' }).contractCheck).toBe('strict');
    expect(loadConfig({ CONTRACT_CHECK: 'off' }).contractCheck).toBe('off');
    expect(() => loadConfig({ CONTRACT_CHECK: 'loose' })).toThrow(/CONTRACT_CHECK/);
  });
});
