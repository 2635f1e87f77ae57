import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { adminEmail, openTrackedPage, useApp } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';

// Screenshots for a person to look at, where the README of the issue asks for them.
const shotsDir = process.env.RADSCRIBE_SHOTS_DIR ?? '/tmp/shots';

// A chest CT with a critical finding (pneumothorax), a left/right contradiction and a 7 mm solid
// nodule whose Fleischner follow-up depends on the risk, which is not dictated.
const chestDictation =
  'Solid nodule 7 mm in the right upper lobe. Small left pneumothorax. Small left pleural effusion. ' +
  'Impression: right pleural effusion. Small left pneumothorax. Solid nodule 7 mm right upper lobe.';
const highRiskDictation = 'Heavy smoker. ' + chestDictation;
const calmDictation = 'Liver normal in size. Gallbladder without stones. Spleen normal.';

function workspace(page) {
  return {
    templates: page.getByRole('region', { name: 'Templates' }),
    transcript: page.getByLabel('Transcript', { exact: true }),
    editor: page.getByRole('textbox', { name: 'Report editor' }),
    button: (name) => page.getByRole('button', { name, exact: true }),
    toast: (title) => page.locator('.ant-notification-notice').filter({ hasText: title }),
    critical: page.locator('.ant-alert').filter({ hasText: 'Critical findings' }),
    contradictions: page.getByRole('region', { name: 'Detected Contradictions' }),
    followUp: page.getByRole('region', { name: 'Suggested follow-up' }),
  };
}

async function pickTemplate(page, name, lineText) {
  await workspace(page).templates.getByRole('button', { name: new RegExp(name) }).first().click();
  await workspace(page).editor.filter({ hasText: lineText }).waitFor();
}

async function newReport(page, { edited = false } = {}) {
  const ws = workspace(page);
  await ws.button('New Report').click();
  if (edited) await page.getByRole('dialog').getByRole('button', { name: 'Discard and start new' }).click();
  await ws.toast('New Report Started').waitFor();
}

/** Whether the whole of locator is on the screen, without scrolling. */
async function onScreen(page, locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return (
    box !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + Math.min(box.height, 120) <= viewport.height &&
    box.x + box.width <= viewport.width + 1
  );
}

async function fillChest(page, dictation) {
  const ws = workspace(page);
  await pickTemplate(page, 'CT Chest with Contrast', 'Lungs:');
  await ws.transcript.fill(dictation);
  await ws.button('Fill Template').click();
  await ws.toast('Template Filled').waitFor();
}

describe('report checks', () => {
  const app = useApp();

  it('at 1366 px: a critical toast that stays, its panel in view, contradictions and follow-up beside the report; one follow-up branch; Ctrl+Enter copies from the transcript', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: { width: 1366, height: 768 } });
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
      await signUp(page, app.outboxDir, 'lena.hoffmann@radiologie-nord.example', 'Thorax-CT-2026');
      const ws = workspace(page);
      await fillChest(page, chestDictation);

      const toast = ws.toast('Critical finding');
      await toast.waitFor();
      assert.match(await toast.innerText(), /pneumothorax/i);
      await ws.critical.waitFor();
      assert.ok(await onScreen(page, ws.critical), 'the critical findings panel is scrolled into view');
      await ws.contradictions.waitFor();
      await ws.followUp.waitFor();
      await mkdir(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/workspace-1366-fill-first.png` });
      assert.ok(await onScreen(page, ws.contradictions), 'contradictions are seen beside the report without scrolling');
      assert.ok(await onScreen(page, ws.followUp.getByRole('heading', { name: 'Suggested follow-up' })), 'the follow-up is seen beside the report');
      const editorBox = await ws.editor.boundingBox();
      const followUpBox = await ws.followUp.boundingBox();
      assert.ok(followUpBox.x >= editorBox.x + editorBox.width, 'the follow-up sits in a column right of the editor');

      // Other toasts come and go; the critical one stays until dismissed.
      await page.waitForTimeout(6000);
      await ws.toast('Template Filled').waitFor({ state: 'detached' });
      assert.equal(await toast.count(), 1, 'the critical toast is still there after 6 s');
      await mkdir(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/workspace-1366-fill.png` });

      // Follow-up Insert: the risk is not dictated, so it asks which applies and inserts that one only.
      const nodule = ws.followUp.getByRole('listitem').filter({ hasText: 'Fleischner' }).first();
      await nodule.getByRole('button', { name: 'Insert' }).click();
      const choice = nodule.getByRole('group', { name: 'Low risk / High risk?' });
      await choice.waitFor();
      await choice.getByRole('button', { name: 'High risk', exact: true }).click();
      await nodule.getByRole('button', { name: 'Inserted' }).waitFor();
      const report = await ws.editor.innerText();
      assert.match(report, /High risk: CT at 6-12 months, then CT at 18-24 months\./);
      assert.doesNotMatch(report, /Low risk:/, 'only the branch that applies is inserted');

      // Ctrl+Enter copies from the transcript box, and from nowhere after Escape.
      await ws.toast('Critical finding').locator('.ant-notification-notice-close').click();
      await toast.waitFor({ state: 'detached' });
      await ws.transcript.focus();
      await page.keyboard.press('Control+Enter');
      await ws.toast('Report Copied').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /High risk: CT at 6-12 months/);
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await ws.transcript.focus();
      await page.keyboard.press('Escape');
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('Control+Enter');
      await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('pneumothorax'), null, { timeout: 5000 });

      // A dictated risk: Insert puts in that branch alone, without asking.
      await newReport(page, { edited: true });
      await fillChest(page, highRiskDictation);
      const dictated = ws.followUp.getByRole('listitem').filter({ hasText: 'Fleischner' }).first();
      await dictated.getByRole('button', { name: 'Insert' }).click();
      await dictated.getByRole('button', { name: 'Inserted' }).waitFor();
      assert.equal(await dictated.getByRole('group').count(), 0, 'nothing to ask');
      const second = await ws.editor.innerText();
      assert.match(second, /High risk: CT at 6-12 months, then CT at 18-24 months\./);
      assert.doesNotMatch(second, /Low risk:/);

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('at 390 px: the page moves to the report after Fill, checks right after it; statistics count a pasted Format', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: { width: 390, height: 844 } });
    try {
      await signUp(page, app.outboxDir, 'tomas.novak@radiologie-ost.example', 'Sono-Leber-2026');
      const ws = workspace(page);
      await page.getByRole('tab', { name: 'External Transcript' }).click();

      // Without critical findings the page moves to the report.
      await ws.transcript.fill(calmDictation);
      await ws.button('Format Report Only').click();
      await ws.toast('Transcript Formatted').waitFor();
      await page.waitForTimeout(300);
      await mkdir(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/workspace-390-format.png` });
      const newReportBox = await ws.button('New Report').boundingBox();
      const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
      assert.ok(newReportBox.y >= headerBottom && newReportBox.y < 844 / 2, `the report is on the screen, below the header (${newReportBox.y})`);

      // With them, the critical panel comes into view, the contradictions and follow-up right after the report.
      await newReport(page);
      await page.getByRole('button', { name: /Templates/ }).first().click().catch(() => {});
      await fillChest(page, chestDictation);
      await ws.toast('Critical finding').waitFor();
      await ws.critical.waitFor();
      assert.ok(await onScreen(page, ws.critical), 'the critical findings panel is scrolled into view');
      const editorBox = await ws.editor.boundingBox();
      const contradictionsBox = await ws.contradictions.boundingBox();
      assert.ok(contradictionsBox.y > editorBox.y, 'the contradictions come right after the report');
      await mkdir(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/workspace-390-fill.png` });
      await page.screenshot({ path: `${shotsDir}/workspace-390-fill-full.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px)`);

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('counts reports from pasted transcripts on the Statistics tab and in the admin activity', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: { width: 1366, height: 900 } });
    try {
      await signUp(page, app.outboxDir, adminEmail, 'Chef-Radiologie-2026');
      const ws = workspace(page);
      await page.getByRole('tab', { name: 'External Transcript' }).click();
      await ws.transcript.fill(calmDictation);
      await ws.button('Format Report Only').click();
      await ws.toast('Transcript Formatted').waitFor();

      // Usage is stored in the background, about every second.
      let reports = '';
      for (let attempt = 0; attempt < 20; attempt++) {
        await page.goto('/profile?tab=statistics');
        const figure = page.locator('.ant-statistic').filter({ hasText: 'Reports produced' });
        await figure.waitFor();
        reports = (await figure.locator('.ant-statistic-content').innerText()).trim();
        if (reports === '1') break;
        await page.waitForTimeout(500);
      }
      assert.equal(reports, '1', 'one pasted Format is one report produced');
      await page.getByText('1 formatted · 0 filled · 0 generated').waitFor();
      await page.getByText('1 pasted or typed · 0 voice').waitFor();
      await mkdir(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/statistics.png` });

      await page.goto('/admin');
      await page.getByRole('tab', { name: 'User Analytics' }).click();
      // Every user's reports: the other tests' formats and fills too.
      const recent = page.locator('.ant-card').filter({ hasText: 'Recent Activity' });
      await recent.locator('li').filter({ hasText: adminEmail }).filter({ hasText: 'Report formatted (pasted)' }).first().waitFor();
      const produced = page.locator('.ant-statistic').filter({ hasText: 'Reports Produced' });
      assert.ok(Number((await produced.locator('.ant-statistic-content').innerText()).trim()) >= 1);
      await page.screenshot({ path: `${shotsDir}/admin-activity.png` });
      assert.doesNotMatch(await recent.innerText(), /Liver|Gallbladder/, 'no transcript text in the activity');

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
