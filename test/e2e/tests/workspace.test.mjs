import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openTrackedPage, useApp } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';

const email = 'jonas.weber@radiologie-sued.example';
const password = 'Befund-Sono-2026';

const liverDictation =
  'Liver enlarged measuring 18 cm with smooth contour. Gallbladder contains multiple gallstones, no wall thickening.';
const lateralityDictation =
  'Findings: small left pleural effusion. Lungs otherwise clear. Impression: right pleural effusion.';
const autoFillDictation = 'Spleen mildly enlarged at 14 cm.';

// The workspace's parts, found the way a person finds them.
function workspace(page) {
  return {
    templates: page.getByRole('region', { name: 'Templates' }),
    transcript: page.getByLabel('Transcript', { exact: true }),
    editor: page.getByRole('textbox', { name: 'Report editor' }),
    button: (name) => page.getByRole('button', { name, exact: true }),
    toast: (title) => page.locator('.ant-notification-notice').filter({ hasText: title }),
  };
}

async function pickTemplate(page, name) {
  await workspace(page).templates.getByRole('button', { name: new RegExp(name) }).click();
  await workspace(page).editor.filter({ hasText: 'Liver:' }).waitFor();
}

async function startNewReport(page) {
  const ws = workspace(page);
  await ws.button('New Report').click();
  await ws.toast('New Report Started').waitFor();
  assert.equal((await ws.editor.innerText()).trim(), '');
  assert.equal(await ws.transcript.inputValue(), '');
}

describe('workspace', () => {
  const app = useApp();

  it('fills a template, finds a contradiction, copies in three formats, takes feedback, starts anew and auto-fills once', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
      await signUp(page, app.outboxDir, email, password);
      const ws = workspace(page);

      // Fill the default abdominal ultrasound template from a dictation.
      await pickTemplate(page, 'Ultrasound Abdomen');
      await ws.transcript.fill(liverDictation);
      await ws.button('Fill Template').click();
      await ws.toast('Template Filled').waitFor();
      const filled = await ws.editor.innerText();
      assert.match(filled, /Liver:.*18 cm/i);
      assert.match(filled, /Gallbladder:.*gallstones/i);
      assert.match(filled, /Spleen:/, 'the untouched organ lines stay');

      await startNewReport(page);

      // A left/right contradiction between findings and impression is listed under the editor.
      await ws.transcript.fill(lateralityDictation);
      await ws.button('Format Report Only').click();
      await ws.toast('Transcript Formatted').filter({ hasText: 'contradiction(s) detected' }).waitFor();
      const contradictions = page.getByRole('region', { name: 'Detected Contradictions' });
      await contradictions.getByText('Manual review and correction needed').first().waitFor();
      assert.match(await contradictions.innerText(), /left|right/i);

      // Copy with HTML, RTF and plain text and read the clipboard back.
      await page.getByRole('checkbox', { name: 'RTF' }).check();
      await ws.button('Copy').click();
      await ws.toast('Report Copied').filter({ hasText: 'Report copied in HTML, RTF, Plain Text format(s).' }).waitFor();
      await ws.button('Copied!').waitFor();
      const clipboard = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        const read = async (type) => (item.types.includes(type) ? (await item.getType(type)).text() : null);
        return { html: await read('text/html'), text: await read('text/plain') };
      });
      assert.match(clipboard.html ?? '', /<(p|h\d|li)\b/, 'text/html holds markup');
      assert.match(clipboard.text ?? '', /pleural effusion/i);
      assert.doesNotMatch(clipboard.text ?? '', /</, 'text/plain holds no markup');

      // Negative feedback with categories: only the first ticked one is sent.
      const popover = page.getByRole('dialog', { name: 'How was this report?' });
      await popover.getByRole('button', { name: 'Issues' }).click();
      await popover.getByRole('checkbox', { name: 'Missing medical terms' }).check();
      await popover.getByRole('checkbox', { name: 'Formatting issue' }).check();
      await popover.getByLabel('Details (optional)').fill('Laterality needs a second look.');
      const feedbackRequest = page.waitForRequest((request) => request.url().endsWith('/api/feedback'));
      await popover.getByRole('button', { name: 'Submit', exact: true }).click();
      const sent = (await feedbackRequest).postDataJSON();
      assert.deepEqual(
        { ...sent },
        {
          feedbackType: 'negative',
          feedbackCategory: 'missing_terms',
          feedbackText: 'Laterality needs a second look.',
          language: 'en',
          inputMethod: 'external_transcript',
          sessionId: null,
          recordingId: null,
          templateUsed: false,
          templateId: null,
          templateName: null,
        },
      );
      await ws.toast('Feedback Submitted').waitFor();

      // New Report empties the transcript, the editor, the contradictions and the template choice.
      await startNewReport(page);
      await contradictions.waitFor({ state: 'detached' });
      await page.getByText('No template selected: choose one to fill it.').waitFor();
      assert.equal(await ws.templates.getByRole('button', { pressed: true }).count(), 0);

      // Auto-Fill Template: one fill request, a second after typing stops.
      await page.getByRole('switch', { name: 'Auto-Fill Template' }).click();
      await ws.toast('Preferences Updated').waitFor();
      await pickTemplate(page, 'Ultrasound Abdomen');
      const fillRequests = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/populate-template-external')) fillRequests.push(Date.now());
      });
      await ws.transcript.pressSequentially(autoFillDictation, { delay: 60 });
      const typingStopped = Date.now();
      await ws.toast('Template Filled').waitFor();
      await page.waitForTimeout(2500);
      assert.equal(fillRequests.length, 1, 'exactly one fill request');
      const pause = fillRequests[0] - typingStopped;
      assert.ok(pause >= 900 && pause < 2000, `the fill started ${pause} ms after typing stopped`);
      assert.match(await ws.editor.innerText(), /Spleen:.*14 cm/i);

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
