import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { YeekeeRound, YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { computeYeekeeProof, splitFiveDigits } from '#shared/lotto/yeekee-formula.js';
import { seedHash } from '#shared/lotto/seed.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { shotsAnswer, shotsBetween, sumOf, yeekeeRound } from '../test-support/fixtures.js';
import { CheckPanel } from './check-panel.js';

const SEED = '5f1c0e9d3b7a4c2e8d6f1a0b9c8d7e6f';

/** A resulted round over `shots` whose published result is what the formula gives (or `tamper` of it). */
function resultedRound(shots: YeekeeShot[], tamper?: (round: YeekeeRound) => YeekeeRound): YeekeeRound {
  const proof = computeYeekeeProof(501, shots, SEED);
  const round = yeekeeRound({
    status: 'resulted',
    seed: SEED,
    seed_hash: seedHash(SEED),
    result: splitFiveDigits(proof.number),
    shot_count: shots.length,
    log_seq: 1234,
  });
  return tamper ? tamper(round) : round;
}

function serve(round: YeekeeRound, shots: YeekeeShot[]) {
  const urls: URL[] = [];
  answerFetch({
    [API.lotto.yeekeeLists]: (_body, url) => {
      urls.push(url);
      return { data: shotsAnswer(round, shots, url) };
    },
  });
  return urls;
}

async function runCheck() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'ตรวจสอบผลรางวัล' }));
  return screen.findByTestId('check-verdict');
}

beforeEach(() => {
  localStorage.clear();
});

describe('CheckPanel', () => {
  it('reads every shot page by page and shows ✓ for a consistent round, with each step', async () => {
    const shots = shotsBetween(1, 2345);
    const round = resultedRound(shots);
    const urls = serve(round, shots);
    renderWithProviders(<CheckPanel round={round} />);

    const verdict = await runCheck();
    expect(verdict).toHaveTextContent('✓ ตรงกัน');
    // 2,345 shots at 1,000 an answer: after 0, 1000 and 2000.
    expect(urls.map((u) => u.searchParams.get('after_seq'))).toEqual(['0', '1000', '2000']);

    const proof = computeYeekeeProof(501, shots, SEED);
    const steps = screen.getByTestId('check-steps');
    expect(within(steps).getByText('2. ผลรวมเลขที่ยิงทั้งหมด (2,345 ครั้ง)')).toBeInTheDocument();
    expect(screen.getByTestId('step-sum')).toHaveTextContent(Number(sumOf(shots)).toLocaleString('en-US'));
    expect(screen.getByTestId('step-sixteenth')).toHaveTextContent(`${shots[2345 - 16]!.number} (ลำดับที่ 2,330)`);
    expect(screen.getByTestId('step-house')).toHaveTextContent(proof.house_number);
    expect(screen.getByTestId('step-number')).toHaveTextContent(proof.number);
    expect(screen.getByTestId('hash-match')).toHaveTextContent('✓ ตรงกัน');
    expect(screen.getByTestId('number-match')).toHaveTextContent('✓ ตรงกัน');
    // The revealed seed points at its entry in the public log of commitments.
    expect(within(steps).getByRole('link', { name: 'ลำดับในบันทึกค่าผูกมัด #1234' })).toHaveAttribute('href', '/fairness#commitments');
  });

  it('shows ✗ when the published result was tampered with', async () => {
    const shots = shotsBetween(1, 40);
    const round = resultedRound(shots, (r) => ({ ...r, result: { top3: r.result!.top3 === '999' ? '998' : '999', bottom2: r.result!.bottom2 } }));
    serve(round, shots);
    renderWithProviders(<CheckPanel round={round} />);

    const verdict = await runCheck();
    expect(verdict).toHaveTextContent('✗ ไม่ตรงกัน');
    expect(screen.getByTestId('number-match')).toHaveTextContent('✗ ไม่ตรงกัน');
    // The seed itself is fine; only the published number is off.
    expect(screen.getByTestId('hash-match')).toHaveTextContent('✓ ตรงกัน');
  });

  it('shows ✗ when a shot was changed after the result', async () => {
    const shots = shotsBetween(1, 40);
    const round = resultedRound(shots);
    const altered = shots.map((shot) => (shot.seq === 7 ? { ...shot, number: shot.number === '00000' ? '00001' : '00000' } : shot));
    serve(round, altered);
    renderWithProviders(<CheckPanel round={round} />);
    expect(await runCheck()).toHaveTextContent('✗ ไม่ตรงกัน');
  });

  it('shows ✗ when the revealed seed does not hash to the published hash', async () => {
    const shots = shotsBetween(1, 10);
    const round = resultedRound(shots, (r) => ({ ...r, seed_hash: seedHash('another seed') }));
    serve(round, shots);
    renderWithProviders(<CheckPanel round={round} />);
    expect(await runCheck()).toHaveTextContent('✗ ไม่ตรงกัน');
    expect(screen.getByTestId('hash-match')).toHaveTextContent('✗ ไม่ตรงกัน');
  });

  it('counts the 16th back as 0 when the round has fewer than 16 shots', async () => {
    const shots = shotsBetween(1, 9);
    const round = resultedRound(shots);
    serve(round, shots);
    renderWithProviders(<CheckPanel round={round} />);
    expect(await runCheck()).toHaveTextContent('✓ ตรงกัน');
    expect(screen.getByTestId('step-sixteenth')).toHaveTextContent('ยิงไม่ถึง 16 ครั้ง นับเป็น 0');
  });

  it('refuses to recompute from a list with a hole in it', async () => {
    const shots = shotsBetween(1, 30).filter((shot) => shot.seq !== 12);
    const round = resultedRound(shotsBetween(1, 30));
    answerFetch({
      [API.lotto.yeekeeLists]: (_body, url) => ({ data: { ...shotsAnswer(round, shots, url), last_seq: 30 } }),
    });
    renderWithProviders(<CheckPanel round={round} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบผลรางวัล' }));
    expect(await screen.findByText('ลำดับเลขที่ยิงไม่ต่อเนื่อง กรุณาลองใหม่')).toBeInTheDocument();
    expect(screen.queryByTestId('check-verdict')).toBeNull();
  });
});
