/**
 * Every topic `/live` serves today (docs/design.md §3), declared once: its name, who
 * may subscribe, the snapshot a subscribe answers, the events that follow and
 * the upstream call that feeds it. The OpenAPI document's `x-socket` is made
 * from this list; a gateway test holds it to `gateway/src/live/topics/`.
 */
import type { z } from 'zod';
import { ErrorCode } from '../errors.js';
import type { Call } from '../api/call.js';
import { CALLS } from '../api/registry.js';
import {
  Topic,
  ZAnnouncementsSnapshot,
  ZLottoResultEvent,
  ZLottoResultsSnapshot,
  ZNotificationsSnapshot,
  ZPaymentSnapshot,
  ZPollSnapshot,
  ZTimeEvent,
  ZWalletsSnapshot,
  ZSoothHandEvent,
  ZSoothSnapshot,
  ZTableSnapshot,
  ZFootballSnapshot,
  ZWheelBoardSnapshot,
  ZCommitmentsSnapshot,
  ZWithdrawalsSnapshot,
  ZYeekeeLiveRound,
  ZYeekeeResultEvent,
  ZYeekeeRoundSnapshot,
  ZYeekeeRoundsSnapshot,
  ZYeekeeShotsEvent,
  type ServerToClientEvents,
  type SnapshotOf,
} from './events.js';
import { ZAgentEvent, ZNotification } from '../api/agent.js';
import { ZPollQuota, ZPollStats } from '../api/poll.js';
import { ZWheelBoardEntry } from '../api/wheel.js';
import { ZCommitmentEntry } from '../api/fairness.js';
import { GAME_CALLS } from '../games/game-calls.js';

type Text = { readonly th: string; readonly en: string };
type EventData<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

export interface LiveEvent<E extends keyof ServerToClientEvents = keyof ServerToClientEvents> {
  name: E;
  /** checked against ServerToClientEvents: the schema's type is the event's */
  schema: z.ZodType<EventData<E>>;
  summary: Text;
}

/** An event of the map with its schema; a schema of another shape does not compile. */
function liveEvent<E extends keyof ServerToClientEvents>(name: E, schema: z.ZodType<EventData<E>>, summary: Text): LiveEvent {
  return { name, schema, summary } as unknown as LiveEvent;
}

export interface LiveTopic {
  /** as a client names it; `<round_id>` and `<ref>` stand for a parameter */
  topic: string;
  /** the names it serves */
  pattern: RegExp;
  /** a name it serves, for tests and the document */
  example: string;
  /** `member`: a valid handshake token, and only the member's own data */
  access: 'visitor' | 'member';
  summary: Text;
  /** the `data` of the subscribe ack */
  snapshot: z.ZodType;
  events: readonly LiveEvent[];
  /** the upstream call its value is read with; its rule codes may refuse a subscribe */
  reads: Call;
  /** how new values arrive */
  feed: string;
}

/** A topic whose snapshot schema is the one its name's `SnapshotOf` says (checked on its example). */
function liveTopic<T extends string>(entry: Omit<LiveTopic, 'example' | 'snapshot'> & { example: T; snapshot: z.ZodType<SnapshotOf<T>> }): LiveTopic {
  return entry;
}

export const LIVE_TOPICS: readonly LiveTopic[] = [
  liveTopic({
    topic: Topic.wallets,
    pattern: /^wallets$/,
    example: Topic.wallets,
    access: 'member',
    summary: { th: 'กระเป๋าเงิน ยอดรวม และแต้มของสมาชิกเอง', en: "The member's own wallets, total and points" },
    snapshot: ZWalletsSnapshot,
    events: [liveEvent('wallets', ZWalletsSnapshot, { th: 'ยอดใหม่ ส่งเมื่อเปลี่ยนเท่านั้น', en: 'the same shape, only on a change' })],
    reads: CALLS.member.wallets,
    feed: 'polled every 5 s (with each subscribed token in turn, so a revoked one is found); at once after a money-moving call through the gateway, an agent credit, a paid deposit or a settled bill; a logout or password change through the gateway ends the revoked tokens at once',
  }),
  liveTopic({
    topic: Topic.notifications,
    pattern: /^notifications$/,
    example: Topic.notifications,
    access: 'member',
    summary: { th: 'การแจ้งเตือนของสมาชิก', en: "The member's notifications" },
    snapshot: ZNotificationsSnapshot,
    events: [liveEvent('notification', ZNotification, { th: 'การแจ้งเตือนใหม่หนึ่งรายการ', en: 'one new notification' })],
    reads: CALLS.agent.notifications,
    feed: 'polled every 30 s; an agent broadcast pushes at once (to every member, or to one)',
  }),
  liveTopic({
    topic: Topic.announcements,
    pattern: /^announcements$/,
    example: Topic.announcements,
    access: 'visitor',
    summary: { th: 'ประกาศปัจจุบัน (หน้าต่างประกาศ)', en: 'The current announcements (the announcement dialog)' },
    snapshot: ZAnnouncementsSnapshot,
    events: [liveEvent('announcement', ZAgentEvent, { th: 'ประกาศใหม่หนึ่งรายการ', en: 'one new announcement' })],
    reads: CALLS.agent.eventList,
    feed: 'polled every 30 s; an agent broadcast pushes at once',
  }),
  liveTopic({
    topic: Topic.yeekee,
    pattern: /^yeekee$/,
    example: Topic.yeekee,
    access: 'visitor',
    summary: { th: 'รอบยี่กีของวันนี้ พร้อมสถานะและเวลาปิด', en: "Today's yeekee rounds with their status and closing time" },
    snapshot: ZYeekeeRoundsSnapshot,
    events: [liveEvent('yeekee:rounds', ZYeekeeRoundsSnapshot, { th: 'รายการทั้งหมด เมื่อสถานะหรือผลของรอบใดเปลี่ยน', en: "the whole list, when a round's status or result changes" })],
    reads: CALLS.lotto.yeekeeList,
    feed: 'polled every 5 s at most, and just after a round opens or closes',
  }),
  liveTopic({
    topic: 'yeekee:<round_id>',
    pattern: /^yeekee:[1-9]\d{0,9}$/,
    example: 'yeekee:1',
    access: 'visitor',
    summary: { th: 'รอบยี่กีหนึ่งรอบ: เลขที่ยิง สถานะ ผู้ชม และผลพร้อมหลักฐาน', en: 'One yeekee round: shots, status, watchers, the result with its proof' },
    snapshot: ZYeekeeRoundSnapshot,
    events: [
      liveEvent('yeekee:shots', ZYeekeeShotsEvent, {
        th: 'เลขที่ยิงใหม่ เรียงตาม seq ไม่ขาด (เห็นช่องว่างให้ subscribe ใหม่)',
        en: 'new shots in `seq` order with no gap; a client that sees a gap subscribes again',
      }),
      liveEvent('yeekee:round', ZYeekeeLiveRound, {
        th: 'สถานะรอบเปลี่ยน (เปิด → ปิดรับเมื่อถึงเวลาปิด → ออกผล) และจำนวนผู้ชมทุก 5 วินาทีจนกว่ารอบจะจบ',
        en: "a status change (open → closed at `closes_at` by the gateway's clock → resulted), and the watcher count every 5 s until the round is finished",
      }),
      liveEvent('yeekee:result', ZYeekeeResultEvent, { th: 'ผลของรอบพร้อมหลักฐานการคำนวณ', en: 'the result with its proof' }),
    ],
    reads: CALLS.lotto.yeekeeLists,
    feed:
      "a shot through the gateway pushes at once; polled every second while open; a round not open yet, or closed and waiting for its result, follows one read of today's list shared by every round; a finished round has no poller and is kept for its next watcher",
  }),
  liveTopic({
    topic: Topic.lottoResults,
    pattern: /^lotto:results$/,
    example: Topic.lottoResults,
    access: 'visitor',
    summary: { th: 'ผลหวยล่าสุด', en: 'The latest results' },
    snapshot: ZLottoResultsSnapshot,
    events: [liveEvent('lotto:result', ZLottoResultEvent, { th: 'ผลของงวดที่เพิ่งออก', en: 'a round just resulted' })],
    reads: CALLS.lotto.results,
    feed: 'polled every 5 s',
  }),
  liveTopic({
    topic: 'payment:<ref>',
    pattern: /^payment:[A-Z0-9]{6,32}$/,
    example: 'payment:AB12CD34',
    access: 'member',
    summary: { th: 'สถานะรายการฝากเงินของสมาชิกเอง', en: "The member's own deposit status" },
    snapshot: ZPaymentSnapshot,
    events: [liveEvent('payment:status', ZPaymentSnapshot, { th: 'สถานะใหม่ เมื่อเปลี่ยน', en: 'the status, on each change' })],
    reads: CALLS.payment.inquiryStatus,
    feed: 'polled every 2 s while pending, nothing once paid, expired or rejected; an agent decision polls at once',
  }),
  liveTopic({
    topic: Topic.withdrawals,
    pattern: /^withdrawals$/,
    example: Topic.withdrawals,
    access: 'member',
    summary: { th: 'รายการถอนเงินหน้าแรกของสมาชิกเอง พร้อมเงื่อนไขการถอน', en: "The member's first page of withdrawals, with the withdraw rules" },
    snapshot: ZWithdrawalsSnapshot,
    events: [liveEvent('withdrawals', ZWithdrawalsSnapshot, { th: 'หน้าแรกทั้งหน้า เมื่อสถานะหรือเงื่อนไขเปลี่ยน', en: 'the whole first page, when a status or a rule changes' })],
    reads: CALLS.member.withdrawList,
    feed: 'polled every 30 s; an agent approval or rejection polls at once',
  }),
  liveTopic({
    topic: Topic.wheelBoard,
    pattern: /^wheel:board$/,
    example: Topic.wheelBoard,
    access: 'visitor',
    summary: { th: 'ผู้โชคดีล่าสุดจากวงล้อ (ชื่อปิดบางส่วน)', en: "The wheel's latest wins, names masked" },
    snapshot: ZWheelBoardSnapshot,
    events: [liveEvent('wheel:win', ZWheelBoardEntry, { th: 'รางวัลใหม่หนึ่งรายการ เก่าก่อนใหม่', en: 'one new win, oldest first' })],
    reads: CALLS.wheel.board,
    feed: 'polled every 15 s; a spin through the gateway polls at once',
  }),
  liveTopic({
    topic: Topic.commitments,
    pattern: /^fairness:commitments$/,
    example: Topic.commitments,
    access: 'visitor',
    summary: { th: 'หัวของบันทึกค่าผูกมัดสาธารณะ พร้อมรายการล่าสุด', en: "The public log of commitments: its head and newest entries" },
    snapshot: ZCommitmentsSnapshot,
    events: [liveEvent('fairness:commitment', ZCommitmentEntry, { th: 'รายการใหม่หนึ่งรายการของบันทึก เก่าก่อนใหม่', en: 'one new entry of the log, oldest first' })],
    reads: CALLS.fairness.commitments,
    feed: 'polled every 5 s while anyone watches',
  }),
  liveTopic({
    topic: Topic.sooth,
    pattern: /^sooth$/,
    example: Topic.sooth,
    access: 'visitor',
    summary: { th: 'โต๊ะบาคาร่าสดทุกโต๊ะพร้อมเค้าไพ่ (หน้าสูตรบาคาร่า)', en: 'Every live baccarat table with its roads (the formula page)' },
    snapshot: ZSoothSnapshot,
    events: [liveEvent('sooth:hand', ZSoothHandEvent, { th: 'ตาใหม่ของโต๊ะหนึ่ง พร้อมสถิติและเค้าไพ่ของขอน', en: "a table's new hand with the shoe's counts and roads" })],
    reads: CALLS.sooth.baccarat,
    feed: 'polled every 2 s while anyone watches; a table nobody watches still deals, but nothing is polled for it',
  }),
  liveTopic({
    topic: 'table:<table_code>',
    pattern: /^table:bac-[1-9]\d{0,2}$/,
    example: 'table:bac-1',
    access: 'visitor',
    summary: {
      th: 'โต๊ะบาคาร่าสดหนึ่งโต๊ะ: นับถอยหลัง ยอดแทงแต่ละฝั่ง (เฉพาะยอด ไม่มีชื่อ) ไพ่ที่แจก ผล และผลของขอนสำหรับเค้าไพ่',
      en: "One live baccarat table: countdown, stakes per side (amounts only, no names), the cards dealt, the result, the shoe's results for the roads",
    },
    snapshot: ZTableSnapshot,
    events: [liveEvent('table:state', ZTableSnapshot, { th: 'โต๊ะเปลี่ยน: ช่วงเวลา ยอดแทง ไพ่ หรือผล', en: 'the table changed: a phase, a stake, a card, a result' })],
    reads: GAME_CALLS.baccaratTables,
    feed: "read from the built-in provider at each phase's end, and within 200 ms of a bet through this gateway (2 s at the latest for bets through another node); a table nobody watches still deals, but nothing is read or pushed for it",
  }),
  liveTopic({
    topic: Topic.football,
    pattern: /^football$/,
    example: Topic.football,
    access: 'visitor',
    summary: { th: 'ฟุตบอลเสมือนจริง: คู่ที่เปิดรับแทง คู่ที่กำลังแข่งนาทีต่อนาที และผลล่าสุด', en: 'Virtual football: the matches open for bets, the one being played minute by minute, the last results' },
    snapshot: ZFootballSnapshot,
    events: [liveEvent('football:matches', ZFootballSnapshot, { th: 'คู่ที่เปลี่ยน: นาที ประตู เริ่มเตะ หรือผล', en: 'the matches changed: a minute, a goal, a kick-off, a result' })],
    reads: GAME_CALLS.footballMatches,
    feed: 'read from the built-in provider each second while a match is played, else at the next kick-off (5 s at the latest), while anyone watches',
  }),
  liveTopic({
    topic: 'poll:<poll_id>',
    pattern: /^poll:[1-9]\d{0,9}$/,
    example: 'poll:1',
    access: 'visitor',
    summary: {
      th: 'ผลโหวตของโพลแบบสด และสิทธิ์โหวตของวันนี้ของสมาชิกเอง (ผู้เยี่ยมชมได้ quota เป็น null)',
      en: "A poll's votes live to anyone; to a member with a token, also their own votes left today (null for a visitor)",
    },
    snapshot: ZPollSnapshot,
    events: [
      liveEvent('poll:stats', ZPollStats, { th: 'ผลโหวตใหม่ เมื่อมีโหวตหรือสถานะเปลี่ยน (ใช้ version ดูว่าใหม่กว่า)', en: 'the votes, on a vote or a status change (`version` tells newer from older)' }),
      liveEvent('poll:quota', ZPollQuota, { th: 'สิทธิ์โหวตของสมาชิกเอง เมื่อโหวตหรือยอดฝากเปลี่ยน', en: "the member's own quota, only to them: after their vote, when their wallets move (a deposit earns votes), at Bangkok midnight" }),
    ],
    reads: CALLS.poll.stats,
    feed:
      "stats polled every 5 s while the poll is scheduled or open, never once it is closed; a vote through the gateway pushes its stats at once. The quota is one room per member (not per socket): read at subscribe with the member's token, pushed from the vote's own answer, re-read when that member's wallets push or a deposit is paid, and once at Bangkok midnight",
  }),
];

/** Emitted by the server on every connection, outside any topic. */
export const TIME_EVENT = liveEvent('time', ZTimeEvent, {
  th: 'เวลาของเซิร์ฟเวอร์ เมื่อเชื่อมต่อ ใช้นับถอยหลัง',
  en: "the server's clock on connect, for countdowns",
});

/**
 * Topics one socket may hold at once (decision 0029): a page needs a handful, so this
 * only stops one socket from fanning out over every round of the day. The
 * TOPIC_LIMIT message names the number: change both together.
 */
export const MAX_TOPICS_PER_SOCKET = 50;

/** What any subscribe may be refused with, beyond the codes of the call the topic reads. */
export const SUBSCRIBE_ERRORS: readonly ErrorCode[] = [
  ErrorCode.VALIDATION,
  ErrorCode.INTERNAL,
  ErrorCode.UPSTREAM_DOWN,
  ErrorCode.UPSTREAM_TIMEOUT,
  ErrorCode.TOPIC_UNKNOWN,
  ErrorCode.TOPIC_LIMIT,
];
export const UNSUBSCRIBE_ERRORS: readonly ErrorCode[] = [ErrorCode.VALIDATION, ErrorCode.TOPIC_UNKNOWN];

/** The codes a subscribe to this topic may answer. */
export function subscribeErrorsOf(topic: LiveTopic): ErrorCode[] {
  const codes = new Set<ErrorCode>([...SUBSCRIBE_ERRORS, ...topic.reads.errors]);
  // A member topic refuses a missing or dead token in the ack (never by dropping the socket).
  if (topic.access === 'member') codes.add(ErrorCode.TOPIC_MEMBER_ONLY);
  return [...codes].sort((a, b) => a - b);
}

/** The declared topic a name belongs to. */
export function liveTopicOf(name: string): LiveTopic | undefined {
  return LIVE_TOPICS.find((topic) => topic.pattern.test(name));
}
