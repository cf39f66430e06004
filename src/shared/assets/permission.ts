// The optional host permission that lets the background fetch a clip's images from any site. Asked for from the
// popup's Save click (the browser allows the request only inside a user gesture); the background only checks it,
// waiting a little for an answer still being given.
import browser from 'webextension-polyfill';

/** The manifest's optional host permissions: every web page's images. */
export const IMAGE_ORIGINS = ['http://*/*', 'https://*/*'];

export function imageAccessGranted(): Promise<boolean> {
  return browser.permissions.contains({ origins: IMAGE_ORIGINS });
}

/**
 * Asks for image access; resolves true at once, without a dialog, when it is already granted. Must be called
 * before anything else is awaited in the click handler, or the gesture is spent. False when refused or failed.
 */
export function requestImageAccess(): Promise<boolean> {
  // Outside a gesture the request throws; the permission may still be held.
  return browser.permissions.request({ origins: IMAGE_ORIGINS }).catch(() => imageAccessGranted()).catch(() => false);
}

/**
 * Resolves true as soon as image access is granted, false after `timeoutMs` without it: the background waits
 * here while the popup's permission dialog is open (the save itself was not held up by it).
 */
export async function waitForImageAccess(timeoutMs: number, pollMs = 500): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await imageAccessGranted()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((done) => setTimeout(done, pollMs));
  }
}
