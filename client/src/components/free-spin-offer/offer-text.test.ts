import { describe, expect, it } from 'vitest';
import type { FreeSpinOffer } from '#shared/api/free-spin-offer.js';
import { freeSpinCountText, freeSpinOfferText, validForText } from './offer-text.js';

const offer: FreeSpinOffer = { id: 1, spins: 10, bet: 1, valid_hours: 72, game_id: null, game_name: null };

describe('free-spin offer text', () => {
  it('says spins, the bet with two decimals, the time and the games', () => {
    expect(freeSpinOfferText(offer)).toBe('รับฟรีสปินสล็อต 10 ครั้ง เดิมพันครั้งละ 1.00 บาท ใช้ได้ภายใน 3 วัน · ทุกเกมที่มีฟรีสปิน');
    expect(freeSpinOfferText({ ...offer, spins: 5, bet: 2.5, valid_hours: 36, game_id: 3, game_name: 'มังกรทอง' })).toBe(
      'รับฟรีสปินสล็อต 5 ครั้ง เดิมพันครั้งละ 2.50 บาท ใช้ได้ภายใน 36 ชั่วโมง · เกม มังกรทอง',
    );
    expect(freeSpinOfferText({ ...offer, bet: 1250 })).toContain('เดิมพันครั้งละ 1,250.00 บาท');
  });

  it('counts days only when they are whole', () => {
    expect(validForText(24)).toBe('1 วัน');
    expect(validForText(12)).toBe('12 ชั่วโมง');
    expect(freeSpinCountText({ spins: 1000 })).toBe('ฟรีสปิน 1,000 ครั้ง');
  });
});
