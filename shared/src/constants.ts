/** Business constants of docs/product.md §9. */
export const AGENT_ID = 1;
export const DEFAULT_AGENT_CODE = 'DEMO';
export const GAME_LIST_LIMIT = 60;
export const YEEKEE_FIRST_PAGE = 1;

export const NOTIFICATION_DIALOG_WIDTH = 400;
export const ANNOUNCEMENT_DIALOG_WIDTH = 800;
export const MENU_MAX_WIDTH = 480;
export const FOOTER_MAX_WIDTH = 640;
export const OVERLAY_OPACITY = 0.75;

export const LOADING_BAR = { timeoutMs: 5000, throttleMs: 200, heightPx: 2 } as const;
export const PAGE_FADE_SECONDS = 0.4;

export const TOAST_MS = { welcome: 1000, error: 3000, logout: 3000 } as const;

/** Upper bounds in px, inclusive (xs ≤ 599, sm ≤ 959, md ≤ 1279, lg ≤ 1919, xl beyond). */
export const BREAKPOINTS = { xs: 599, sm: 959, md: 1279, lg: 1919 } as const;
/** The mobile flag is true for xs and sm. */
export const isMobileWidth = (widthPx: number) => widthPx <= BREAKPOINTS.sm;

export const LOCALE = 'th-TH';
export const CURRENCY = 'THB';
export const TIME_ZONE = 'Asia/Bangkok';
/**
 * Bangkok's offset from UTC in minutes: +07:00 all year, without daylight saving, since 1920.
 * A fixed offset reads a date without asking Intl for the zone's rules on every call.
 */
export const BANGKOK_UTC_OFFSET_MINUTES = 7 * 60;
export const RECAPTCHA = { version: 2, language: 'th' } as const;

export const SLIDER = { speedMs: 1000, autoplayMs: 4000 } as const;

/**
 * Banner and promotion art is drawn 1200×400 with its own words on it (client/artwork/assets/banners):
 * the boxes that show it keep that shape, so it is never cropped.
 */
export const BANNER_ASPECT_RATIO = 3;

/** Chunk-load errors reload the page at most once a minute (docs/product.md §8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Wallet types of docs/domain.md "Wallets, ledger, money". */
export const WalletType = { MAIN: 1, BONUS: 2 } as const;
export type WalletType = (typeof WalletType)[keyof typeof WalletType];

/** VIP levels of the spec: 0 guest, 1 gold, 2 hero. */
export const VipLevel = { GUEST: 0, GOLD: 1, HERO: 2 } as const;
export type VipLevel = (typeof VipLevel)[keyof typeof VipLevel];

/** Members must be 20 or older (Thai lottery law). */
export const MIN_MEMBER_AGE = 20;
