const { createHash } = require('node:crypto');

/**
 * Runs in the page's <head>, before the first paint: the theme this device last applied
 * (`THEME_STORAGE_KEY` in shared/src/theme/theme-preference.ts; a test keeps them in step) becomes
 * `data-theme` on <html>, so a person whose choice differs from the system's never sees the system's
 * theme first. The stylesheets come later, with the app's code: until then the color-scheme meta
 * colours the empty page, so it takes the choice too (once tokens.css loads, its :root rules decide).
 * The profile's preference still wins once it loads. Written as webpack's HTML minimizer leaves it
 * (its hash is of the text the page carries); the build checks it is there word for word.
 */
const THEME_BOOT_SCRIPT =
  'try{var t=localStorage.getItem("laurel.theme_preference");if("light"===t||"dark"===t){' +
  'document.documentElement.setAttribute("data-theme",t);' +
  'var m=document.querySelector("meta[name=color-scheme]");m&&(m.content=t)}}catch(e){}';

/** The script's CSP source: the policy allows this one inline script by its hash, no other. */
const THEME_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

module.exports = { THEME_BOOT_SCRIPT, THEME_BOOT_SCRIPT_SOURCE };
