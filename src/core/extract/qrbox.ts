// A QR code box inside the article: Chinese sites set the code of their WeChat account, app or reader group after
// or inside the story, with a line or two beside it ("扫码关注17173手游官方微信 / 激活码、测试资格每日放送", "新浪娱乐公众号
// / 24小时滚动播报最新的娱乐资讯"). The call alone is a control line (pruneControlLines), and its slogan stays behind.
import { attributeOf, HEADING_TAGS, tagOf } from '../text/blocks';
import { hasElementWithTag } from '../text/select';
import { eitherScript } from '../text/han';
import { visibleLength } from './score';
import { QR_BOX_MAX_CHARS } from './tunables';

/**
 * What a QR code box says: scan the code, the code, a WeChat account (公众号), press and hold to read it. Not a bare
 * 扫描 ("scan"): a figure's caption may be a CT scan's ("CT扫描显示肺部阴影").
 */
const QR_CALL = eitherScript(/扫码|扫一扫|二维码|公众号|长按识别|scan (?:the |this |our )?qr/i);
/** An image that is a QR code by its address or its alternative text. */
const QR_IMAGE = /(?:^|[^a-z])qr(?:[-_]?code)?(?:[^a-z]|$)|erweima|二维码/i;

/**
 * Whether `root` holds at most `limit` non-space characters: a walk that stops once past it, where textContent would
 * read a whole article for each image in it.
 */
function textAtMost(root: Node, limit: number): boolean {
  let count = 0;
  let node: Node | null = root.firstChild;
  while (node) {
    if (node.nodeType === 3) {
      count += visibleLength((node as Text).data);
      if (count > limit) return false;
    } else if (node.nodeType === 1 && node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== root && !node.nextSibling) node = node.parentNode;
    if (!node || node === root) break;
    node = node.nextSibling;
  }
  return true;
}

/**
 * Removes from the article copy each box of at most QR_BOX_MAX_CHARS that holds an image and says it is a QR code
 * (QR_CALL in its text, or a QR_IMAGE) and holds no heading: the widest such box around the image, below the
 * container. `images` are the container's images when the copy has listed them. Returns their texts.
 */
export function removeQrBoxes(container: Element, images: readonly Element[] = [...container.getElementsByTagName('img')]): string[] {
  const removed: string[] = [];
  for (const image of images) {
    if (!container.contains(image)) continue;
    let box: Element | null = null;
    for (let node = image.parentElement; node && node !== container; node = node.parentElement) {
      if (!textAtMost(node, QR_BOX_MAX_CHARS)) break;
      box = node;
    }
    // A heading beside an icon is a section's title ("QR-Hammocks.svg", a quick-reference icon, by "Quick Picks").
    if (!box || tagOf(box) === 'a' || hasElementWithTag(box, HEADING_TAGS)) continue;
    const text = (box.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const named = `${attributeOf(image, 'src') ?? ''} ${attributeOf(image, 'alt') ?? ''}`;
    if (!QR_CALL.test(text) && !QR_IMAGE.test(named)) continue;
    removed.push(text.slice(0, 60));
    box.parentNode?.removeChild(box);
  }
  return removed;
}
