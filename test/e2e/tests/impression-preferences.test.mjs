import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { desktop, openTrackedPage, phone as phoneScreen, useApp } from '../support/app.mjs';
import { acceptFollowUp, editorLines, fillChestCT } from '../support/findings-fill.mjs';
import { signUp } from '../support/signup.mjs';

// Screenshots for a person to look at.
const shotsDir = process.env.RADSCRIBE_SHOTS_DIR ?? '/tmp/shots31';

// Findings only: a solid nodule that takes a Fleischner follow-up, an effusion and a chronic finding.
const findingsOnly = 'Solid nodule 7 mm in the right upper lobe. Small left pleural effusion. Mild degenerative changes of the thoracic spine.';

async function choosePreferences(page, { width, phone }) {
  await page.goto(new URL('/profile', page.url()).href);
  const card = page.locator('.ant-card').filter({ hasText: 'Written impressions' });
  await card.waitFor();
  const numbered = card.getByRole('switch', { name: /Number the lines/ });
  assert.equal(await numbered.getAttribute('aria-checked'), 'true', 'numbered by default');
  await numbered.click();
  await page.locator('.ant-notification-notice').filter({ hasText: 'Preferences Updated' }).first().waitFor();
  await card.getByRole('switch', { name: /inserted follow-up in the impression/ }).click();
  // Each change is saved and the user read again; the next one is made once the last is saved,
  // so the reread cannot land between a click and its check.
  await page.waitForFunction(
    () => fetch('/api/auth/user').then((r) => r.json()).then((u) => !u.impressionRecommendations && !u.impressionNumbered),
    null,
    { timeout: 10_000 },
  );
  await page.waitForLoadState('networkidle');
  // The radios show the saved preference, so the choice shows once the server has it: a click,
  // then the server read, not check(), which asks for the new state right after its click.
  await card.getByRole('radio', { name: 'Always one line at the end' }).click();
  await page.waitForFunction(
    () => fetch('/api/auth/user').then((r) => r.json()).then((u) => u.impressionBackground === 'summed' && !u.impressionRecommendations && !u.impressionNumbered),
    null,
    { timeout: 10_000 },
  );
  await card.scrollIntoViewIfNeeded();
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/impression-preferences-${width}.png` });
  if (phone) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling on the profile (${overflow} px)`);
  }
}

async function journey(page, app, { width, email, phone }) {
  await signUp(page, app.outboxDir, email, 'Impression-2026');
  await choosePreferences(page, { width, phone });

  await page.goto(new URL('/', page.url()).href);
  await fillChestCT(page, findingsOnly, { phone });

  let lines = await editorLines(page);
  const impression = lines.slice(lines.findLastIndex((line) => /^impression:?$/i.test(line)) + 1);
  assert.ok(impression.length > 1, `an impression of several lines: ${impression.join(' | ')}`);
  assert.ok(impression.every((line) => !/^\d+\.\s/.test(line)), `not numbered: ${impression.join(' | ')}`);
  assert.ok(impression.some((line) => /degenerative/i.test(line)), `chronic findings summed up: ${impression.join(' | ')}`);

  assert.ok((await acceptFollowUp(page, { timeout: 30_000 })) !== null, 'a follow-up is suggested for the nodule');
  lines = await editorLines(page);
  const heading = lines.findLastIndex((line) => line === 'Recommendation');
  assert.ok(heading > lines.findLastIndex((line) => /^impression:?$/i.test(line)), `a Recommendation section after the impression: ${lines.join(' | ')}`);
  assert.match(lines[heading + 1] ?? '', /CT|follow-up|months/i, 'the follow-up under it');
  const editor = page.getByRole('textbox', { name: 'Report editor' });
  await editor.scrollIntoViewIfNeeded();
  await editor.screenshot({ path: `${shotsDir}/impression-preferences-${width}-report.png` });
}

describe('impression preferences', () => {
  const app = useApp();

  it('at 1366 px: unnumbered, chronic findings summed up, follow-up under Recommendation', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: desktop });
    try {
      await journey(page, app, { width: desktop.width, email: 'mira.lenz@radiologie-ost.example', phone: false });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('at 390 px: the same on a phone', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: phoneScreen });
    try {
      await journey(page, app, { width: phoneScreen.width, email: 'joao.reis@radiologia-sul.example', phone: true });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
