import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { desktop, openTrackedPage, phone as phoneScreen, useApp } from '../support/app.mjs';
import { acceptFollowUp, fillChestCT } from '../support/findings-fill.mjs';
import { signUp } from '../support/signup.mjs';

// Screenshots for a person to look at, where the issue asks for them.
const shotsDir = process.env.RADSCRIBE_SHOTS_DIR ?? '/tmp/shots31';

// Findings only, no impression: a 7 mm solid nodule (Fleischner follow-up) and a left effusion.
const findingsOnly = 'Solid nodule 7 mm in the right upper lobe. Small left pleural effusion.';

function workspace(page) {
  return {
    editor: page.getByRole('textbox', { name: 'Report editor' }),
    button: (name) => page.getByRole('button', { name, exact: true }),
    toast: (title) => page.locator('.ant-notification-notice').filter({ hasText: title }),
  };
}

/** The impression section's text: what follows the last line that is the heading "Impression". */
function impressionText(page) {
  return workspace(page).editor.evaluate((editor) => {
    const lines = editor.innerText.split('\n').map((line) => line.trim());
    const start = lines.findLastIndex((line) => /^impression:?$/i.test(line));
    return lines.slice(start + 1).filter((line) => line !== '').join('\n');
  });
}

/** The findings' text: the lines between the headings "Findings" and "Impression". */
function findingsText(page) {
  return workspace(page).editor.evaluate((editor) => {
    const lines = editor.innerText.split('\n').map((line) => line.trim());
    const from = lines.findIndex((line) => /^findings$/i.test(line));
    const to = lines.findLastIndex((line) => /^impression$/i.test(line));
    return lines.slice(from + 1, to).join('\n');
  });
}

/** Selects `word` in the first line of the editor holding `line`, as a person double-clicking it would. */
async function selectWordInLine(page, line, word) {
  await workspace(page).editor.evaluate(
    (editor, [lineText, wordText]) => {
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const at = node.textContent.indexOf(lineText);
        if (at === -1) continue;
        const start = at + lineText.indexOf(wordText);
        editor.focus();
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + wordText.length);
        const selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        return;
      }
      throw new Error(`no line holds ${lineText}`);
    },
    [line, word],
  );
  // Quill reads the selection on the next selectionchange.
  await page.waitForTimeout(100);
}

async function journey(page, app, { width, email, phone }) {
  const ws = workspace(page);
  await signUp(page, app.outboxDir, email, 'Impression-2026');
  await fillChestCT(page, findingsOnly, { phone });

  const filled = await impressionText(page);
  assert.match(filled, /left pleural effusion/i, `the fill wrote an impression from the findings: ${filled}`);
  const followUp = await acceptFollowUp(page);
  if (followUp !== null) assert.match(await impressionText(page), new RegExp(followUp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const before = await impressionText(page);

  // The radiologist corrects the side in the findings; the impression still says left.
  await selectWordInLine(page, 'Small left pleural effusion', 'left');
  await page.keyboard.type('right');
  await ws.editor.filter({ hasText: 'Small right pleural effusion' }).waitFor();
  assert.match(await findingsText(page), /Small right pleural effusion/);
  assert.equal(await impressionText(page), before, 'an edit of the findings leaves the impression alone');

  // Write impression: the button at 1366 px, the shortcut on the phone.
  const button = page.getByRole('button', { name: /Write impression/ });
  assert.match(await button.getAttribute('title'), /Ctrl\+Alt\+I/);
  await button.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -80));
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/write-impression-${width}-button.png` });
  if (phone) await page.keyboard.press('Control+Alt+KeyI');
  else await button.click();
  await ws.toast('Impression Written').waitFor();
  const written = await impressionText(page);
  assert.match(written, /right pleural effusion/i, `the impression follows the edit: ${written}`);
  assert.doesNotMatch(written, /left pleural effusion/i);
  assert.match(written, /nodule/i);
  if (followUp !== null) assert.ok(written.includes(followUp), 'the accepted follow-up stays');
  await mkdir(shotsDir, { recursive: true });
  await ws.editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shotsDir}/write-impression-${width}-written.png` });

  // One Undo brings back the impression as it was, and keeps the edit of the findings.
  await ws.editor.getByText(/Small right pleural effusion/).first().click();
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => !document.querySelector('.ql-editor')?.innerText.includes('1. Small right pleural effusion'), null, {
    timeout: 5000,
  }).catch(() => {});
  assert.equal(await impressionText(page), before, 'one Undo restores the previous impression');
  assert.match(await findingsText(page), /Small right pleural effusion/, 'the edit of the findings stays');
  await page.screenshot({ path: `${shotsDir}/write-impression-${width}-undone.png` });
  await page.screenshot({ path: `${shotsDir}/write-impression-${width}-undone-full.png`, fullPage: true });
}

describe('write impression', () => {
  const app = useApp();

  it('at 1366 px: findings only, Fill, a follow-up accepted, an edit, Write impression, one Undo', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: desktop });
    try {
      await journey(page, app, { width: desktop.width, email: 'ines.kovac@radiologie-sued.example', phone: false });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('at 390 px: the same with Ctrl+Alt+I, no sideways scrolling', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: phoneScreen });
    try {
      await journey(page, app, { width: phoneScreen.width, email: 'paulo.sousa@radiologia-norte.example', phone: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px)`);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
