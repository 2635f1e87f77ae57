// What the voice journeys share: espeak-ng, which speaks the dictation Chromium's fake microphone
// plays, and a local speech server's port.
import { spawnSync } from 'node:child_process';

// espeak-ng (Debian package espeak-ng): CI must have it, elsewhere the voice suites skip.
const espeakMissing = spawnSync('espeak-ng', ['--version']).error ? 'espeak-ng is not installed (apt-get install espeak-ng)' : null;

/** The skip option of a suite that needs espeak-ng: false where it runs. */
export const skipWithoutEspeak =
  espeakMissing !== null && !process.env.CI ? `${espeakMissing}; it speaks the dictation the fake microphone plays` : false;

/** Speaks text (SSML with ssml: true) into a WAV file; throws when espeak-ng is missing or fails. */
export function speak(text, wavPath, { ssml = false } = {}) {
  if (espeakMissing) throw new Error(`${espeakMissing}: CI is set, so the voice journeys fail rather than skip`);
  const spoken = spawnSync('espeak-ng', [...(ssml ? ['-m'] : []), '-v', 'en', '-s', '140', '-w', wavPath, text], { encoding: 'utf8' });
  if (spoken.status !== 0) throw new Error(`espeak-ng failed (${spoken.status}): ${spoken.stderr}`);
}

/** Starts an http.Server on a free local port; resolves with the port. */
export function listenLocally(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve(server.address().port);
    });
  });
}
