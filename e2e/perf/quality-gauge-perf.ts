// Issue 14: typing never waits for the quality gauge. Keystroke to paint in the composer with the gauge's
// pop-out open, while scores come back as bursts of typing start and every other key (a Backspace back to
// a scored text) is answered from the gauge's cache.
import type { Browser, Page } from '@playwright/test';
import { signedInContext } from './perf-system';

/** Keystrokes measured, in bursts; between bursts the 2 s debounce fires and the score lands as typing resumes. */
const BURSTS = 4;
const KEYS_PER_BURST = 16;
const KEY_GAP_MS = 30;
/** Past the 2 s debounce, so each burst starts while the request it triggered is answered and drawn. */
const PAUSE_MS = 2050;
const DRAFT = 'You turned the launch checklist around overnight, which helped us ship on Friday. ';

export interface KeystrokeSamples {
  /** Keydown until the next frame has been produced: the work plus the wait for the frame (up to 16.7 ms). */
  toPaint: number[];
  /** Keydown until the task after it: the key's handlers and React's render, without the frame wait. */
  work: number[];
  /** Scores the gauge asked for while the keys were measured. */
  scoreRequests: number;
}

async function recordKeystrokes(page: Page) {
  await page.evaluate(() => {
    const samples: { toPaint: number[]; work: number[] } = { toPaint: [], work: [] };
    (window as unknown as { __keystrokes: typeof samples }).__keystrokes = samples;
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => samples.toPaint.push(performance.now() - start)));
        const channel = new MessageChannel();
        channel.port1.onmessage = () => samples.work.push(performance.now() - start);
        channel.port2.postMessage(null);
      },
      true,
    );
  });
}

/** Keystrokes in the composer with the quality gauge's pop-out open and scoring: per key, ms until the next frame. */
export async function gaugeKeystrokeMs(browser: Browser): Promise<KeystrokeSamples> {
  const context = await signedInContext(browser, 'employee', { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let scoreRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/recognition/quality_scores')) scoreRequests += 1;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Give recognition' }).click();
  const modal = page.getByRole('dialog', { name: 'Give recognition' });
  const editor = modal.getByRole('textbox', { name: 'Recognition message' });
  await editor.waitFor();
  await modal.getByRole('button', { name: /^Recognition quality/ }).click();
  const cup = modal.getByRole('region', { name: 'Recognition quality' }).getByRole('img');
  await editor.click();
  await page.keyboard.type(DRAFT);
  await cup.and(page.locator('[data-level]:not([data-level="0"])')).waitFor({ timeout: 15_000 });
  scoreRequests = 0;
  await recordKeystrokes(page);
  for (let burst = 0; burst < BURSTS; burst += 1) {
    for (let key = 0; key < KEYS_PER_BURST; key += 1) {
      await page.keyboard.press(key % 2 === 0 ? 'l' : 'Backspace');
      await page.waitForTimeout(KEY_GAP_MS);
    }
    // Leave the draft one letter longer each time: a new text to score, not the cached one.
    await page.keyboard.type('x');
    await page.waitForTimeout(PAUSE_MS);
  }
  await page.waitForTimeout(200);
  const samples = await page.evaluate(
    () => (window as unknown as { __keystrokes: { toPaint: number[]; work: number[] } }).__keystrokes,
  );
  await context.close();
  return { ...samples, scoreRequests };
}
