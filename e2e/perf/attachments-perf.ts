// Issue 14: "a 50 MB video upload shows progress and the page stays responsive".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { TIME_BUDGETS_MS } from './budgets';
import { checked, ms, type Row } from './perf-table';
import { signedInContext } from './perf-system';
import { percentile } from './recognition-perf';

const VIDEO_MB = 50;
const KEYSTROKES = 40;

/** A 50 MB file the server takes for a WebM by its first bytes. */
function fiftyMegabyteWebm(): string {
  const file = path.join(os.tmpdir(), `laurel-perf-${process.pid}.webm`);
  const body = Buffer.alloc(VIDEO_MB * 1024 * 1024, 0x11);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]).copy(body);
  fs.writeFileSync(file, body);
  return file;
}

/** Chooses a 50 MB video in the give modal, types while it uploads, and reports progress and keystrokes. */
export async function videoUploadRows(browser: Browser): Promise<Row[]> {
  const file = fiftyMegabyteWebm();
  const context = await signedInContext(browser, 'employee', { viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Give recognition' }).click();
    const editor = page.getByRole('textbox', { name: 'Recognition message' });
    await editor.click();
    await page.evaluate(() => {
      const samples: number[] = ((window as unknown as { __toPaint: number[] }).__toPaint = []);
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start)));
        },
        true,
      );
    });
    const chosenAt = Date.now();
    await page.locator('input[data-attachment-input="video"]').setInputFiles(file);
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    const progressShownMs = Date.now() - chosenAt;
    await editor.click();
    for (let key = 0; key < KEYSTROKES; key += 1) {
      await page.keyboard.press(key % 2 === 0 ? 'l' : 'Backspace');
      await page.waitForTimeout(30);
    }
    await page.getByRole('region', { name: 'Attachment' }).getByRole('button', { name: 'Remove attachment' }).waitFor({
      timeout: 120_000,
    });
    const uploadedMs = Date.now() - chosenAt;
    const toPaint = await page.evaluate(() => (window as unknown as { __toPaint: number[] }).__toPaint);
    return [
      [`V1 ${VIDEO_MB} MB video upload: progress bar shown after choosing`, ms(progressShownMs), '—'],
      [`V2 ${VIDEO_MB} MB video upload: whole upload to the attached video`, ms(uploadedMs), '—'],
      checked(
        `V3 keystroke to paint p95 in the composer during the upload (${toPaint.length} keys)`,
        percentile(toPaint, 0.95),
        TIME_BUDGETS_MS.composerKeystrokeP95,
        ms,
      ),
    ];
  } finally {
    await context.close();
    fs.rmSync(file, { force: true });
  }
}
