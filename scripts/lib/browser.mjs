import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);

/** Finds Chromium; as root on Debian, installs the distribution's package when none is present. */
export function ensureChromium() {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('› No browser found: installing Debian’s chromium…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('✖ No Chromium found. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
