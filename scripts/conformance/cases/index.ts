/**
 * Every registry call's case, in the order they run: reads first, then the
 * writes in an order where each finds what it needs (a bill before its
 * cancel, a withdrawal before the agent decides it). Money that can arrive
 * on its own comes last, so it cannot land between the before and after
 * reads of a refused request: a deposit (the embedded demo mode confirms one
 * by itself), then the promotion (so no deposit of the kit's meets it), then
 * the shot (a round's 1st shooter is rewarded when the round settles). A
 * call added to the registry without a case here is a type error (`CaseTable`).
 */
import type { CaseTable } from '../case.js';
import { affiliateCases } from './affiliate.js';
import { agentCases } from './agent.js';
import { auditCases } from './audit.js';
import { authCases } from './auth.js';
import { cashbackCases } from './cashback.js';
import { dailyOperatorCases } from './daily.js';
import { gameCases, providerWalletCases } from './games.js';
import { lottoCases } from './lotto.js';
import { memberCases } from './member.js';
import { operatorCases } from './operator.js';
import { paymentCases } from './payment.js';
import { pollCases, pollOperatorCases } from './poll.js';
import { questCases, questOperatorCases } from './quest.js';
import { couponCases, promotionCases } from './rewards.js';
import { redemptionCases, redemptionOperatorCases } from './redemption.js';
import { bankTransferCases, slipCases, slipOperatorCases } from './slips.js';
import { providerTableCases, soothCases } from './tables.js';
import { fairnessCases } from './fairness.js';
import { wheelCases, wheelOperatorCases } from './wheel.js';

export const CASES: CaseTable = {
  'auth.login': authCases.login,
  'auth.userInfo': authCases.userInfo,
  'auth.checkAccount': authCases.checkAccount,
  // Early: its answer says whether the upstream shows its SMS codes, which the guarded calls after it need.
  'auth.otpRequest': authCases.otpRequest,

  'agent.config': agentCases.config,
  'agent.bankAccounts': agentCases.bankAccounts,
  'agent.trueMoneyAccounts': agentCases.trueMoneyAccounts,
  'agent.notifications': agentCases.notifications,
  'agent.banner': agentCases.banner,
  'agent.eventList': agentCases.eventList,
  'agent.validate': agentCases.validate,

  'member.wallets': memberCases.wallets,
  'member.points': memberCases.points,
  'member.statement': memberCases.statement,
  'member.limits': memberCases.limits,
  'member.limitsUpdate': memberCases.limitsUpdate,
  'member.withdrawList': memberCases.withdrawList,

  'lotto.lobby': lottoCases.lobby,
  'lotto.rounds': lottoCases.rounds,
  'lotto.round': lottoCases.round,
  'lotto.result': lottoCases.result,
  'lotto.results': lottoCases.results,
  'lotto.rule': lottoCases.rule,
  'lotto.rate': lottoCases.rate,
  'lotto.rates': lottoCases.rates,
  'lotto.limit': lottoCases.limit,
  'lotto.yeekeeList': lottoCases.yeekeeList,
  'lotto.yeekeeLists': lottoCases.yeekeeLists,
  'lotto.billValidate': lottoCases.billValidate,
  'lotto.billCreate': lottoCases.billCreate,
  'lotto.billDetail': lottoCases.billDetail,
  'lotto.billList': lottoCases.billList,
  'lotto.billCancel': lottoCases.billCancel,

  'member.withdraw': memberCases.withdraw,
  'operator.withdrawals': operatorCases.withdrawals,
  // Approved first: an upstream that sends SMS codes asks for one only for the first withdrawal to an account.
  'operator.withdrawalApprove': operatorCases.withdrawalApprove,
  'operator.withdrawalReject': operatorCases.withdrawalReject,

  'operator.members': operatorCases.members,
  'operator.credit': operatorCases.credit,
  'operator.broadcast': operatorCases.broadcast,
  'operator.lottoSettlements': operatorCases.lottoSettlements,
  'operator.lottoResult': operatorCases.lottoResult,
  'operator.lottoCancel': operatorCases.lottoCancel,

  'coupon.history': couponCases.history,
  'coupon.redeem': couponCases.redeem,

  // Before any deposit of the kit: the demo member has no free spin yet, so the free spin is a refusal.
  'wheel.config': wheelCases.config,
  'wheel.configV2': wheelCases.configV2,
  'wheel.board': wheelCases.board,
  'wheel.tables': wheelCases.tables,
  'wheel.seed': wheelCases.seed,
  'wheel.spin': wheelCases.spin,
  'wheel.spinV2': wheelCases.spinV2,
  'wheel.reward': wheelCases.reward,
  'wheel.seedSet': wheelCases.seedSet,
  // After the spins: the member's seed keeps its table either way; a new one applies from the next seed.
  'operator.wheelTableAdd': wheelOperatorCases.wheelTableAdd,
  'operator.wheelClaims': wheelOperatorCases.wheelClaims,
  'operator.wheelClaimDeliver': wheelOperatorCases.wheelClaimDeliver,

  'redemption.list': redemptionCases.list,
  'redemption.history': redemptionCases.history,
  'redemption.calc': redemptionCases.calc,
  'operator.redemptionItems': redemptionOperatorCases.redemptionItems,
  'operator.redemptionItemAdd': redemptionOperatorCases.redemptionItemAdd,
  'operator.redemptionItemEdit': redemptionOperatorCases.redemptionItemEdit,
  'redemption.redeem': redemptionCases.redeem,
  'operator.redemptionClaims': redemptionOperatorCases.redemptionClaims,
  'operator.redemptionClaimReject': redemptionOperatorCases.redemptionClaimReject,
  'operator.redemptionClaimFulfil': redemptionOperatorCases.redemptionClaimFulfil,

  'auth.register': authCases.register,
  'auth.updateSubBankAccount': authCases.updateSubBankAccount,
  'auth.changePassword': authCases.changePassword,
  'auth.resetPassword': authCases.resetPassword,
  'operator.smsOutbox': operatorCases.smsOutbox,
  'operator.resetLink': operatorCases.resetLink,
  'auth.resetPasswordV2': authCases.resetPasswordV2,
  'auth.logout': authCases.logout,

  'payment.channels': paymentCases.channels,
  'payment.info': paymentCases.info,
  'payment.generateQr': paymentCases.generateQr,
  'payment.qrcodeInfo': paymentCases.qrcodeInfo,
  'payment.inquiryStatus': paymentCases.inquiryStatus,
  'operator.payments': operatorCases.payments,
  'operator.paymentReject': operatorCases.paymentReject,
  'operator.paymentConfirm': operatorCases.paymentConfirm,
  'payment.slips': slipCases.slips,
  'payment.slipQr': slipCases.slipQr,
  'payment.slipUpload': slipCases.slipUpload,
  'payment.demoSlip': slipCases.demoSlip,
  'operator.slipList': slipOperatorCases.slipList,
  'operator.slipDetail': slipOperatorCases.slipDetail,
  'operator.slipReject': slipOperatorCases.slipReject,
  'operator.slipConfirm': slipOperatorCases.slipConfirm,
  'operator.bankTransferList': bankTransferCases.bankTransferList,
  'operator.bankTransfersFeed': bankTransferCases.bankTransfersFeed,
  'operator.bankTransferMatch': bankTransferCases.bankTransferMatch,

  'promotion.list': promotionCases.list,
  'promotion.active': promotionCases.active,
  'promotion.accept': promotionCases.accept,

  'lotto.yeekeeShoot': lottoCases.yeekeeShoot,

  // After the kit's deposits and shot: a quest they completed pays (points, a free spin).
  'quest.list': questCases.list,
  'quest.redeem': questCases.redeem,
  'quest.eventQuest': questCases.eventQuest,
  'operator.quests': questOperatorCases.quests,
  'operator.questAdd': questOperatorCases.questAdd,
  'operator.questEdit': questOperatorCases.questEdit,

  'poll.config': pollCases.config,
  'poll.stats': pollCases.stats,
  'poll.winners': pollCases.winners,
  'poll.quotaGet': pollCases.quotaGet,
  'poll.quotaCheck': pollCases.quotaCheck,
  'poll.submit': pollCases.submit,
  'operator.polls': pollOperatorCases.polls,
  'operator.pollAdd': pollOperatorCases.pollAdd,
  'operator.pollClose': pollOperatorCases.pollClose,

  // Games move no money here: a launch, and bets and wins of 0 THB through the provider wallet (one win in a batch).
  'game.list': gameCases.list,
  'game.lobby': gameCases.lobby,
  'game.lobbyConfigs': gameCases.lobbyConfigs,
  'game.wallets': gameCases.wallets,
  'game.freeSpins': gameCases.freeSpins,
  'game.demo': gameCases.demo,
  'game.link': gameCases.link,
  'providerWallet.authenticate': providerWalletCases.authenticate,
  'providerWallet.balance': providerWalletCases.balance,
  'providerWallet.debit': providerWalletCases.debit,
  'providerWallet.credit': providerWalletCases.credit,
  'providerWallet.creditBatch': providerWalletCases.creditBatch,
  'providerWallet.rollback': providerWalletCases.rollback,

  // A table of the kit's own: a shoe opened, its first hand and its reveal; then the formula page reads it.
  'providerTables.shoeOpen': providerTableCases.shoeOpen,
  'providerTables.hand': providerTableCases.hand,
  'providerTables.shoeReveal': providerTableCases.shoeReveal,
  'sooth.baccarat': soothCases.baccarat,
  'sooth.detail': soothCases.detail,
  'sooth.shoe': soothCases.shoe,
  'fairness.commitments': fairnessCases.commitments,
  'providerCommitments.commit': fairnessCases.providerCommit,

  // After the kit's bills: reads of the daily jobs' figures, a refund or commission claimed only when one waits.
  'cashback.rates': cashbackCases.rates,
  'cashback.lossHistory': cashbackCases.lossHistory,
  'cashback.turnoverHistory': cashbackCases.turnoverHistory,
  'cashback.lossClaim': cashbackCases.lossClaim,
  'affiliate.configs': affiliateCases.configs,
  'affiliate.summary': affiliateCases.summary,
  'affiliate.transactions': affiliateCases.transactions,
  'affiliate.transactionsV2': affiliateCases.transactionsV2,
  'affiliate.network': affiliateCases.network,
  'affiliate.click': affiliateCases.click,
  'affiliate.redeem': affiliateCases.redeem,
  'operator.dailySettings': dailyOperatorCases.dailySettings,
  'operator.dailySettingsSet': dailyOperatorCases.dailySettingsSet,
  'operator.dailyRuns': dailyOperatorCases.dailyRuns,
  'operator.affiliateReport': dailyOperatorCases.affiliateReport,

  // Last: the agent writes of this run are its newest entries.
  'operator.audit': auditCases.audit,
};
