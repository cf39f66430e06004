// The optional host permission that lets the background fetch a clip's images from any site. Asked for from the
// popup's Save click (the browser allows the request only inside a user gesture); the background only checks it.
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
  return browser.permissions.request({ origins: IMAGE_ORIGINS }).catch(() => false);
}
