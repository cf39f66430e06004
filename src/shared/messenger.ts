// Transport for the message map: `send` from extension pages, `handleMessages` in the background.
import browser from 'webextension-polyfill';
import { isEnvelope, isTrustedSender, validators, type MessageName, type RequestOf, type ResponseOf, type SenderInfo } from './messages';

export type Handlers = { [N in MessageName]: (payload: RequestOf<N>, sender: SenderInfo) => Promise<ResponseOf<N>> };

export async function send<N extends MessageName>(name: N, payload: RequestOf<N>): Promise<ResponseOf<N>> {
  const response: unknown = await browser.runtime.sendMessage({ pith: name, payload });
  if (response === undefined) throw new Error(`The background did not answer “${name}”.`);
  return response as ResponseOf<N>;
}

/** Registers one handler per message name; ignores anything that is not ours, malformed, or from a stranger. */
export function handleMessages(handlers: Handlers): void {
  // From the extension's own URL rather than `new URL(…).origin`, which is "null" for extension schemes outside
  // Chromium (Node, some Firefox versions) and would then trust no one.
  const extensionOrigin = browser.runtime.getURL('/').replace(/\/+$/, '');
  browser.runtime.onMessage.addListener((message: unknown, sender: SenderInfo) => {
    if (!isEnvelope(message)) return undefined;
    if (!isTrustedSender(sender, browser.runtime.id, extensionOrigin)) return undefined;
    const name = message.pith;
    if (!validators[name](message.payload)) {
      return Promise.resolve({ ok: false, message: `Rejected a malformed “${name}” request.` });
    }
    const handler = handlers[name] as (payload: unknown, sender: SenderInfo) => Promise<unknown>;
    return handler(message.payload, sender);
  });
}
