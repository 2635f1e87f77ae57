// The pictures of the tutorial guides (ui/src/features/tutorials/guides.ts), taken from the real
// app as a radiologist walks each guide's steps, and written to ui/public/tutorials/, so the
// guides show the screens as they are: a step whose control is gone fails here. Then a visitor
// reads a guide on the tutorials page at 1366 and 390 px, every picture loaded.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openTrackedPage, startServer } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';
import { listenLocally } from '../support/speech.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const picturesDir = path.join(repoDir, 'ui/public/tutorials');
const guidesSource = readFileSync(path.join(repoDir, 'ui/src/features/tutorials/guides.ts'), 'utf8');
const guideShots = [...guidesSource.matchAll(/shot: '([a-z0-9-]+)'/g)].map((match) => match[1]);

const desk = { width: 1366, height: 860 };
const phone = { width: 390, height: 844 };
const password = 'Leitfaden-Bilder-2026';
const heard = 'lungs are clear no pleural effusion or pneumothorax heart size is normal impression no acute cardiopulmonary abnormality';

// An OpenAI-compatible transcription server that hears the same dictation every time.
function startSpeechServer() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ text: heard }));
    });
  });
  return listenLocally(server).then((port) => ({ server, port }));
}

function workspace(page) {
  return {
    templates: page.getByRole('region', { name: 'Templates', exact: true }),
    editor: page.getByRole('textbox', { name: 'Report editor' }),
    voice: page.getByRole('tabpanel', { name: 'Voice Recording' }),
    external: page.getByRole('tabpanel', { name: 'External Transcript' }),
    report: page.getByRole('region', { name: 'Radiology Report' }),
    button: (name) => page.getByRole('button', { name, exact: true }),
    toast: (title) => page.locator('.ant-notification-notice').filter({ hasText: title }),
  };
}

describe('tutorial guides', () => {
  let speech;
  let server;
  let browser;
  let session;
  const written = new Set();

  // Writes the picture of a guide step: the box from the top of `from` to the bottom of `to`
  // (the same element when `to` is not given), as the page shows it.
  async function picture(from, shot, to = from) {
    assert.ok(guideShots.includes(shot), `${shot} is a step of a guide in guides.ts`);
    const { page } = session;
    // Toasts come and go, so a picture holds none; nor the page's sticky header, which would
    // cover the top of an element scrolled into view.
    const style = await page.addStyleTag({
      content: '.ant-notification { visibility: hidden !important; } #root header { position: static !important; }',
    });
    try {
      await from.scrollIntoViewIfNeeded();
      const top = await from.boundingBox();
      const bottom = await to.boundingBox();
      const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
      const x = Math.min(top.x, bottom.x);
      const clip = {
        x: x + scroll.x,
        y: top.y + scroll.y,
        width: Math.max(top.x + top.width, bottom.x + bottom.width) - x,
        height: bottom.y + bottom.height - top.y,
      };
      await page.screenshot({ path: path.join(picturesDir, `${shot}.png`), clip, fullPage: true, animations: 'disabled', caret: 'hide' });
    } finally {
      await style.evaluate((element) => element.remove());
    }
    written.add(shot);
  }

  // The report as written: from its heading to the copy buttons.
  function reportPicture(page, shot) {
    const ws = workspace(page);
    return picture(ws.report.getByRole('heading', { name: 'Radiology Report' }), shot, page.getByRole('group', { name: 'Copy formats' }).locator('xpath=..'));
  }

  // Back to the workspace, with an empty report.
  async function newReport(page) {
    const ws = workspace(page);
    if (new URL(page.url()).pathname !== '/') await page.goto('/');
    await ws.report.getByRole('button', { name: 'New Report', exact: true }).click();
    const discard = page.getByRole('button', { name: 'Discard and start new', exact: true });
    await discard.or(ws.toast('New Report Started')).first().waitFor();
    if (await discard.isVisible()) await discard.click();
    await ws.toast('New Report Started').waitFor();
  }

  async function pasteAndRun(page, { language, text, action }) {
    const ws = workspace(page);
    await page.getByRole('tab', { name: 'External Transcript' }).click();
    await ws.external.getByRole('combobox', { name: 'Language' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(language, { exact: true }).click();
    await ws.external.getByLabel('Transcript', { exact: true }).fill(text);
    if (action) await ws.button(action).click();
  }

  before(async () => {
    mkdirSync(picturesDir, { recursive: true });
    speech = await startSpeechServer();
    server = await startServer({
      env: {
        RADSCRIBE_SPEECH_PROVIDER: 'openai',
        RADSCRIBE_SPEECH_OPENAI_BASE_URL: `http://127.0.0.1:${speech.port}/v1`,
        RADSCRIBE_SPEECH_OPENAI_MAX_RETRIES: '0',
        RADSCRIBE_SPEECH_LIVE: 'false',
      },
    });
    // Chromium's fake microphone plays a tone: the speech server answers the same text anyway.
    browser = await launchBrowser({ args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
    session = await openTrackedPage(browser, server.baseURL, { viewport: desk });
    await session.page.context().grantPermissions(['microphone'], { origin: server.baseURL });
    try {
      await signUp(session.page, server.outboxDir, 'lena.marquardt@radiologie-nord.example', password);
    } catch (error) {
      if (process.env.RADSCRIBE_SHOTS_DIR) await session.page.screenshot({ path: path.join(process.env.RADSCRIBE_SHOTS_DIR, 'tutorial-guides-signup.png') });
      throw error;
    }
  });

  after(async () => {
    await session?.close();
    await browser?.close();
    await server?.stop();
    speech?.server.closeAllConnections();
    await new Promise((resolve) => (speech ? speech.server.close(resolve) : resolve()));
  });

  // A failed step leaves its screen in RADSCRIBE_SHOTS_DIR to look at.
  afterEach(async (t) => {
    if (process.env.RADSCRIBE_SHOTS_DIR && session) {
      await session.page.screenshot({ path: path.join(process.env.RADSCRIBE_SHOTS_DIR, `tutorial-guides-last-${t.name.split(':')[0].replace(/\W+/g, '-')}.png`), fullPage: true });
    }
  });

  it('voice recording: ready, recording, the corrected transcript, the filled template', async () => {
    const { page } = session;
    const ws = workspace(page);
    await page.getByRole('tab', { name: 'Voice Recording', selected: true }).waitFor();
    await ws.voice.getByRole('status').filter({ hasText: 'Ready to record' }).waitFor();
    await picture(ws.voice, 'voice-1-ready');

    await ws.button('Start recording').click();
    await ws.voice.getByRole('timer', { name: 'Recording time' }).filter({ hasNotText: '00:00' }).waitFor();
    await picture(ws.voice, 'voice-2-recording');

    await ws.button('Stop').click();
    const recordings = page.getByRole('region', { name: 'Session Recordings (1)' });
    await recordings.getByRole('textbox', { name: 'Corrected transcript 1' }).filter({ hasText: /Lungs are clear/ }).waitFor();
    await picture(recordings, 'voice-3-transcript');

    await ws.templates.getByRole('button', { name: /Chest Radiograph/ }).click();
    await ws.editor.filter({ hasText: 'Pleura:' }).waitFor();
    await ws.button('Fill Template').click();
    await ws.toast('Template Filled').waitFor();
    await reportPicture(page, 'voice-4-filled');
    assert.deepEqual(session.problems, []);
  });

  it('own templates: the tab, the form, picked and filled in the workspace', async () => {
    const { page } = session;
    const ws = workspace(page);
    await newReport(page);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Templates' }).click();
    await ws.button('Create Template').waitFor();
    await picture(page.getByRole('tabpanel', { name: 'Templates' }), 'templates-1-list');

    await ws.button('Create Template').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Abdomen ultrasound (my practice)');
    await dialog.getByRole('combobox', { name: 'Modality' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('US (Ultrasound)', { exact: true }).click();
    const content = dialog.getByRole('textbox', { name: 'Template content' });
    await content.click();
    for (const line of [
      'LIVER: Normal size and echotexture.',
      'GALLBLADDER: No stones. No wall thickening.',
      'KIDNEYS: Normal size. No hydronephrosis.',
      'SPLEEN: Normal size.',
      'IMPRESSION: Normal abdominal ultrasound.',
    ]) {
      await content.pressSequentially(line);
      await content.press('Enter');
    }
    await picture(dialog, 'templates-2-form');
    await dialog.getByRole('button', { name: /OK|Create|Save/ }).last().click();
    await ws.toast('Template').first().waitFor();

    await page.goto('/');
    await ws.templates.getByRole('button', { name: /Abdomen ultrasound \(my practice\)/ }).click();
    await ws.editor.filter({ hasText: 'LIVER:' }).waitFor();
    await ws.templates.getByRole('searchbox', { name: 'Search templates' }).fill('my practice');
    await ws.templates.getByRole('button', { name: /Chest Radiograph/ }).waitFor({ state: 'detached' });
    await picture(ws.report.getByRole('heading', { name: 'Radiology Report' }), 'templates-3-picked', ws.templates);

    await pasteAndRun(page, {
      language: 'English',
      text: 'the liver is enlarged measuring 18 cm with a 2 cm simple cyst in segment 6 gallbladder contains multiple small stones',
      action: 'Fill Template',
    });
    await ws.toast('Template Filled').waitFor();
    await reportPicture(page, 'templates-4-filled');
    // The template filters are kept; the next guides start from the whole list.
    await ws.templates.getByRole('searchbox', { name: 'Search templates' }).fill('');
    assert.deepEqual(session.problems, []);
  });

  it('external transcript: pasted, formatted, copied', async () => {
    const { page } = session;
    const ws = workspace(page);
    await newReport(page);
    await pasteAndRun(page, {
      language: 'English',
      text: 'findings the lungs are clear there is no pleural effusion or pneumothorax the heart size is normal impression no acute cardiopulmonary process',
    });
    await picture(ws.external, 'external-1-pasted');
    await ws.button('Format Report Only').click();
    await ws.toast('Transcript Formatted').waitFor();
    await reportPicture(page, 'external-2-formatted');
    await picture(page.getByText('Press Ctrl+Enter to copy to clipboard'), 'external-3-copy', page.getByRole('group', { name: 'Copy formats' }).locator('xpath=..'));
    assert.deepEqual(session.problems, []);
  });

  it('languages: the language list, German templates, a German report', async () => {
    const { page } = session;
    const ws = workspace(page);
    await newReport(page);
    await page.getByRole('tab', { name: 'External Transcript' }).click();
    await ws.external.getByRole('combobox', { name: 'Language' }).click();
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await list.getByTitle('Swiss German', { exact: true }).waitFor();
    await picture(page.getByRole('region', { name: 'Input' }), 'languages-1-choose');
    await page.keyboard.press('Escape');

    await ws.templates.getByRole('combobox', { name: 'Language' }).click();
    // The list slides in beside a column that may still be scrolling: a click event, not a mouse.
    await list.getByTitle('DE', { exact: true }).dispatchEvent('click');
    await ws.templates.getByRole('button', { name: /Thorax|Röntgen/ }).first().waitFor();
    await picture(ws.templates, 'languages-2-templates', ws.templates.getByRole('button', { name: /Thorax|Röntgen/ }).first());

    await ws.templates.getByRole('button', { name: /Thorax|Röntgen/ }).first().click();
    await ws.editor.filter({ hasText: /Lunge|Pleura/ }).waitFor();
    await pasteAndRun(page, {
      language: 'German',
      text: 'kleiner pleuraerguss rechts punkt herz normal groß punkt beurteilung kleiner pleuraerguss rechts punkt',
      action: 'Fill Template',
    });
    await ws.toast('Template Filled').waitFor();
    await reportPicture(page, 'languages-3-filled');
    assert.deepEqual(session.problems, []);
  });

  it('German: the dictation, the corrected report, a vocabulary entry', async () => {
    const { page } = session;
    const ws = workspace(page);
    await newReport(page);
    await ws.templates.getByRole('combobox', { name: 'Language' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('All', { exact: true }).dispatchEvent('click');
    await pasteAndRun(page, {
      language: 'German',
      text: 'befund die lunge ist beidseits belüftet kein pleura erguss kein pneumo thorax das herz ist normal groß beurteilung kein nachweis einer akuten pathologie',
    });
    await picture(ws.external, 'german-1-dictation');
    await ws.button('Format Report Only').click();
    await ws.toast('Transcript Formatted').waitFor();
    await reportPicture(page, 'german-2-corrected');

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Vocabulary' }).click();
    const vocabulary = page.getByRole('tabpanel', { name: 'Vocabulary' });
    await vocabulary.getByLabel('Original word').fill('Rotatoren Manschette');
    await vocabulary.getByLabel('Corrected word').fill('Rotatorenmanschette');
    await vocabulary.getByRole('combobox', { name: 'Language' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('German', { exact: true }).click();
    await vocabulary.getByRole('button', { name: /Add/ }).click();
    await vocabulary.getByText(/Used 0 times/).waitFor();
    await picture(vocabulary, 'german-3-vocabulary');
    assert.deepEqual(session.problems, []);
  });

  it('custom AI prompts: the tab, a prompt written, its saved versions', async () => {
    const { page } = session;
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'AI Prompts' }).click();
    const prompts = page.getByRole('tabpanel', { name: 'AI Prompts' });
    const population = prompts.getByRole('region', { name: 'Template population' });
    await population.waitFor();
    await picture(prompts, 'prompts-1-tab');

    await population.getByRole('switch').click();
    await population.getByRole('textbox', { name: 'Template population prompt' }).fill(
      'Fill the template in short telegraphic sentences. Keep every measurement as dictated. Write the impression as a numbered list, most important finding first.',
    );
    await picture(population, 'prompts-2-written');

    await population.getByRole('textbox', { name: 'Saved prompt name' }).fill('Telegraphic, numbered impression');
    await population.getByRole('button', { name: 'Save Current' }).click();
    await population.getByText('Telegraphic, numbered impression').waitFor();
    await picture(population.locator('.ant-card').filter({ hasText: 'Saved Prompts' }), 'prompts-3-history');
    assert.deepEqual(session.problems, []);
  });

  it('has taken every picture the guides show, and no folder picture is left from a step that is gone', () => {
    assert.deepEqual([...written].sort(), [...guideShots].sort());
    const onDisk = readdirSync(picturesDir).map((file) => file.replace(/\.png$/, ''));
    const stale = onDisk.filter((shot) => !guideShots.includes(shot));
    for (const shot of stale) rmSync(path.join(picturesDir, `${shot}.png`));
    assert.deepEqual(stale, [], 'pictures of steps no guide has were removed; commit the removal');
  });

  for (const [name, viewport] of [['desk', desk], ['phone', phone]]) {
    it(`shows a visitor a guide step by step, every picture loaded (${name})`, async () => {
      const { page, problems, close } = await openTrackedPage(browser, server.baseURL, { viewport });
      try {
        await page.goto('/tutorials');
        await page.getByRole('button', { name: 'Open the guide: Voice Recording', exact: true }).click();
        const guide = page.getByRole('dialog', { name: 'Voice Recording' });
        const steps = guide.getByRole('listitem');
        await steps.first().waitFor();
        assert.equal(await steps.count(), guideShots.filter((shot) => shot.startsWith('voice-')).length);
        await guide.getByRole('heading', { name: 'Record, pause and resume' }).waitFor();
        const images = guide.locator('img');
        for (let i = 0; i < (await images.count()); i++) {
          const image = images.nth(i);
          await image.scrollIntoViewIfNeeded();
          await page.waitForFunction((element) => element.complete && element.naturalWidth > 0, await image.elementHandle());
        }
        await images.first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(process.env.RADSCRIBE_SHOTS_DIR ?? '/tmp', `tutorial-guide-${viewport.width}.png`) });
        const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
        assert.ok(scrollWidth <= width, `the guide is ${scrollWidth} px wide on a ${width} px screen`);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }
});
