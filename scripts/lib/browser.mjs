import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian's two builds of Chromium (docs/decisions/0131-e2e-on-the-headless-shell.md):
//  - the full browser, which the benchmark's Lighthouse drives (it audits what a visitor's Chrome does);
//  - its headless shell, which the end-to-end tests drive: the same Blink, V8 and network stack without
//    the browser's windows, tabs and address bar, as Playwright runs headless tests with its own builds.
// CHROMIUM_PATH picks another binary for both.
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const SHELL = '/usr/bin/chromium-headless-shell';

/** Installs a Debian package when running as root on Debian; false where it cannot. */
function install(name) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`› Installing Debian’s ${name}…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

/** Finds the full Chromium; as root on Debian, installs the distribution's package when none is present. */
export function ensureChromium() {
  const found = [process.env.CHROMIUM_PATH, ...FULL].find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  if (install('chromium') && existsSync(FULL[0])) return FULL[0];
  console.error('✖ No Chromium found. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

/**
 * The end-to-end tests' browser: Chromium's headless shell (Debian: chromium-headless-shell, installed
 * as root when missing); the full Chromium where the shell cannot be had.
 */
export function ensureHeadlessShell() {
  if (process.env.CHROMIUM_PATH) return ensureChromium();
  if (existsSync(SHELL) || (install('chromium-headless-shell') && existsSync(SHELL))) return SHELL;
  console.log('› No Chromium headless shell: the end-to-end tests run on the full Chromium.');
  return ensureChromium();
}
