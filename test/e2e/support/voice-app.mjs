// The set-up the voice journeys share: a WAV the fake microphone plays, a local speech server of
// the OpenAI transcription protocol, the app started to use it, and a browser whose microphone is
// that WAV.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { launchBrowser, startServer } from './app.mjs';

/**
 * Registers before/after hooks for a voice suite. `record(wavPath)` writes the dictation the
 * microphone plays (once with `playOnce`, else in a loop); `startSpeech()` resolves with a speech
 * server ({ port, server }); `env` adds settings to the speech provider's. Returns the app
 * ({ baseURL, outboxDir, browser, speech }), filled in before the first test.
 */
export function useVoiceApp({ record, startSpeech, env = {}, playOnce = false }) {
  const app = { baseURL: '', outboxDir: '', browser: null, speech: null };
  let server;
  let wavDir;
  before(async () => {
    wavDir = mkdtempSync(path.join(tmpdir(), 'radscribe-e2e-voice-'));
    const wavPath = path.join(wavDir, 'dictation.wav');
    record(wavPath);
    app.speech = await startSpeech();
    server = await startServer({
      env: {
        RADSCRIBE_SPEECH_PROVIDER: 'openai',
        RADSCRIBE_SPEECH_OPENAI_BASE_URL: `http://127.0.0.1:${app.speech.port}/v1`,
        RADSCRIBE_SPEECH_OPENAI_MAX_RETRIES: '0',
        ...env,
      },
    });
    app.baseURL = server.baseURL;
    app.outboxDir = server.outboxDir;
    const capture = `--use-file-for-fake-audio-capture=${wavPath}${playOnce ? '%noloop' : ''}`;
    app.browser = await launchBrowser({ args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', capture] });
  });
  after(async () => {
    await app.browser?.close();
    await server?.stop();
    const speech = app.speech?.server;
    speech?.closeAllConnections();
    await new Promise((resolve) => (speech ? speech.close(resolve) : resolve()));
    if (wavDir) rmSync(wavDir, { recursive: true, force: true });
  });
  return app;
}
