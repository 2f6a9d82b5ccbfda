/**
 * The Chromium every browser test, bench and screenshot starts: `scripts/chromium`, Debian's
 * /usr/bin/chromium with the omnibox's WebUI popup turned off (see that file), or CHROMIUM_PATH.
 */
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? fileURLToPath(new URL('./chromium', import.meta.url));
