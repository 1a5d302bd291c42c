/**
 * Every call of spec section 7 and DESIGN section 2, by area. Client fetchers,
 * gateway and upstream routes name their path from here, never as a literal.
 */
export const API = {
  auth: {
    checkAccount: '/api/check_account',
    register: '/api/register',
    login: '/api/login',
    logout: '/api/logout',
    userInfo: '/api/get_user_info',
    changePassword: '/api/member/change_password',
    resetPassword: '/api/reset_password',
    resetPasswordV2: '/api/reset_password_v2',
    updateSubBankAccount: '/api/member/update_sub_bank_account',
  },
  agent: {
    config: '/api/agent/config',
    bankAccounts: '/api/agent/bank_accounts',
    trueMoneyAccounts: '/api/agent/true_money_accounts',
    notifications: '/api/notifications',
    banner: '/api/banner',
    eventList: '/api/event/list',
    validate: '/api/agent/validate',
  },
  member: {
    wallets: '/api/member/wallets',
    points: '/api/member/points',
    statement: '/api/member/statement',
    withdraw: '/api/member/withdraw',
    withdrawList: '/api/member/withdraw/list',
    limits: '/api/member/limits',
  },
  game: {
    link: '/api/game/link',
    demo: '/api/game/demo',
    list: '/api/game/list',
    lobby: '/api/game/lobby',
    lobbyConfigs: '/api/lobby/configs',
    wallets: '/api/game/wallets',
  },
  cashback: {
    lossClaim: '/api/cashback/loss/claim',
    lossHistory: '/api/cashback/loss/history',
    turnoverHistory: '/api/cashback/turnover/history',
  },
  lotto: {
    lobby: '/api/lotto/lobby',
    rounds: '/api/lotto/rounds',
    round: '/api/lotto/round',
    result: '/api/lotto/result',
    results: '/api/lotto/results',
    rule: '/api/lotto/rule',
    rate: '/api/lotto/rate',
    rates: '/api/lotto/rates',
    limit: '/api/lotto/limit',
    yeekeeList: '/api/lotto/yeekee/list',
    yeekeeLists: '/api/lotto/yeekee/lists',
    yeekeeShoot: '/api/lotto/yeekee/shoot',
    billValidate: '/api/lotto/bill/validate',
    billCreate: '/api/lotto/bill/create',
    billCancel: '/api/lotto/bill/cancel',
    billList: '/api/lotto/bill/list',
    billDetail: '/api/lotto/bill/detail',
  },
  payment: {
    channels: '/api/member/payment/channels',
    info: '/api/member/payment/info',
    qrcodeInfo: '/api/member/payment/qrcode_info',
    generateQr: '/api/member/payment/generate_qr',
    inquiryStatus: '/api/member/payment/inquiry_status',
  },
  poll: {
    config: '/api/poll/config',
    stats: '/api/poll/stats',
    winners: '/api/poll/winners',
    quotaGet: '/api/poll/quota/get',
    quotaCheck: '/api/poll/quota/check',
    submit: '/api/poll/submit',
  },
  quest: {
    list: '/api/quest/list',
    redeem: '/api/quest/redeem',
    eventQuest: '/api/event/quest',
  },
  promotion: {
    list: '/api/promotion/list',
    accept: '/api/promotion/accept',
    active: '/api/promotion/active',
  },
  coupon: {
    redeem: '/api/coupon/redeem',
    history: '/api/coupon/history',
  },
  affiliate: {
    configs: '/api/affiliate/v2/configs',
    transactions: '/api/affiliate/transactions',
    transactionsV2: '/api/affiliate/v2/transactions',
    summary: '/api/affiliate/summary',
    network: '/api/affiliate/network',
    redeem: '/api/affiliate/redeem',
  },
  redemption: {
    redeem: '/api/redemption/redeem',
    calc: '/api/redemption/calc',
    list: '/api/redemption/list',
    history: '/api/redemption/history',
  },
  sooth: {
    baccarat: '/api/sooth/baccarat',
    detail: '/api/sooth/detail',
  },
  wheel: {
    config: '/api/wheel/config',
    configV2: '/api/wheel/config_v2',
    board: '/api/wheel/board',
    spin: '/api/wheel/spin',
    spinV2: '/api/wheel/spin_v2',
    reward: '/api/wheel/reward',
  },
} as const;

/**
 * Calls that move a member's money: after one passes through the gateway, the
 * member's `wallets` topic is refreshed at once (write-through).
 */
export const MONEY_MOVING_PATHS: readonly string[] = [
  API.lotto.billCreate,
  API.lotto.billCancel,
  API.lotto.yeekeeShoot,
  API.payment.generateQr,
  API.member.withdraw,
  API.coupon.redeem,
  API.promotion.accept,
  API.cashback.lossClaim,
  API.quest.redeem,
  API.affiliate.redeem,
  API.redemption.redeem,
  API.wheel.spin,
  API.wheel.spinV2,
  API.game.link,
];

/**
 * Operator (agent) calls. The gateway serves the `AGENT` paths to the console;
 * the embedded upstream implements the `OPERATOR` paths, which the gateway
 * forwards to with the agent key. They live outside `/api` so the public
 * pass-through can never reach them.
 */
export const AGENT = {
  broadcast: '/agent/broadcast',
  credit: '/agent/credit',
  payments: '/agent/payments',
  withdrawals: '/agent/withdrawals',
  lottoRounds: '/agent/lotto/rounds',
  stats: '/agent/stats',
  members: '/agent/members',
} as const;

export const OPERATOR = {
  broadcast: '/operator/broadcast',
  credit: '/operator/credit',
  members: '/operator/members',
  /** `/operator/lotto/rounds/:round_id/result` and `/cancel` */
  lottoRounds: '/operator/lotto/rounds',
  lottoSettlements: '/operator/lotto/settlements',
  /** `GET ?status=`, `/:ref/confirm`, `/:ref/reject` */
  payments: '/operator/payments',
  /** `GET ?status=`, `/:id/approve`, `/:id/reject` */
  withdrawals: '/operator/withdrawals',
} as const;

/** The header carrying an idempotency key on writes that move money. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The header carrying the request id from the gateway to the upstream. */
export const REQUEST_ID_HEADER = 'x-request-id';
