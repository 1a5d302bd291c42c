import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TH } from './messages.th.js';

const productPath = fileURLToPath(new URL('../../docs/product.md', import.meta.url));

describe('the Thai catalogue', () => {
  it('holds every text the product document quotes, letter for letter', () => {
    const spec = readFileSync(productPath, 'utf8');
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

  it('writes the announcement counter as the product document shows it', () => {
    expect(TH.announcementTitle(0, 0)).toBe('ประกาศสำคัญ ( 0 / 0 )');
    expect(TH.announcementTitle(1, 3)).toBe('ประกาศสำคัญ ( 1 / 3 )');
  });
});
