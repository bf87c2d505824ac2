// Browser tests need Debian's Chromium (apt-get install -y chromium); .ci/run installs it.
import fs from 'node:fs';
import path from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default function setup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
  }
  if (!fs.existsSync(path.resolve(process.env.APPLYKIT_CLIENT_DIR ?? 'dist/client', 'index.html'))) {
    throw new Error('The client is not built. Run `npm run build` (npm test does it first).');
  }
}
