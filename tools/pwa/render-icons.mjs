// Renders the app icons of the web app manifest (shell/public/manifest.webmanifest) from
// shell/public/icons/icon.svg with Debian's Chromium, the one browser of this project. Run by hand
// after changing the drawing: `node tools/pwa/render-icons.mjs`; the PNGs are committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const icons = path.resolve(import.meta.dirname, '../../shell/public/icons');
const svg = readFileSync(path.join(icons, 'icon.svg'), 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'cc-icons-'));
try {
  for (const size of [192, 512]) {
    const page = path.join(work, `icon-${size}.html`);
    writeFileSync(page, `<!doctype html><style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
      '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--force-device-scale-factor=1',
      `--window-size=${size},${size}`, `--screenshot=${path.join(icons, `icon-${size}.png`)}`, `file://${page}`,
    ], { stdio: 'ignore' });
    console.log(`shell/public/icons/icon-${size}.png`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
