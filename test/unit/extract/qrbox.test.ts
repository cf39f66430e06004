import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';
import { removeQrBoxes } from '../../../src/core/extract/qrbox';

const BODY = '这款游戏把《山海经》里的奇兽做成了可以驯养的伙伴，玩家在青丘和招摇山两大区域之间往返，收集材料、修复古迹，也会在夜里遇到只在传说中出现的生物。';

function container(html: string): Element {
  return parseHTML(`<!doctype html><html><body><div id="c">${html}</div></body></html>`).document.getElementById('c') as unknown as Element;
}

describe('QR code boxes', () => {
  it('removes the box around a QR code with its call and slogan, by its words or by its image', () => {
    const root = container(`<p>${BODY}</p><div class="gb-final-mod-qrcode"><img src="//ue.17173cdn.com/img/qr-17173sy.png" alt=""><p>扫码关注17173手游官方微信</p><p class="s">激活码、测试资格每日放送</p></div>` +
      `<p>${BODY}</p><div class="appendQr_wrap"><div class="appendQr_normal"><img src="//n.sinaimg.cn/ent/images/wx_ent.png" alt="新浪娱乐公众号"><div>新浪娱乐公众号<br>24小时滚动播报最新的娱乐资讯</div></div></div>` +
      '<div class="qun"><img src="//static.example.com/qun_qrcode_bj.png"><div><p>加入购房交流群</p><p>优惠信息第一时间掌握</p></div></div>');
    expect(removeQrBoxes(root)).toEqual(['扫码关注17173手游官方微信激活码、测试资格每日放送', '新浪娱乐公众号24小时滚动播报最新的娱乐资讯', '加入购房交流群优惠信息第一时间掌握']);
    expect(root.textContent).toBe(BODY + BODY);
  });

  it('keeps a figure and its caption, a section title beside an icon, and a long box that mentions a QR code', () => {
    const root = container('<figure><img src="/photo.jpg"><figcaption>青丘的清晨，玩家在湖边修复古老的石桥。</figcaption></figure>' +
      '<div class="group"><figure><img src="/QR-Hammocks.svg"></figure><h2>Quick Picks for Camping Hammocks</h2></div>' +
      `<div><img src="/ticket.png"><p>${BODY}检票时请出示二维码。</p></div>` +
      '<figure><img src="/ct.jpg"><figcaption>CT扫描显示肺部出现磨玻璃样阴影。</figcaption></figure>');
    expect(removeQrBoxes(root)).toEqual([]);
  });

  it("leaves the QR box out of the clip of a page whose article holds one", () => {
    const page = parseHTML(`<!doctype html><html><head><title>山海行纪试玩</title></head><body><div id="content"><p>${BODY}</p><p>${BODY}</p><p>${BODY}</p>` +
      '<div class="qrcode"><img src="//ue.17173cdn.com/img/qr.png" alt=""><p>扫码关注17173手游官方微信</p><p>激活码、测试资格每日放送</p></div></div></body></html>').document as unknown as Document;
    const result = extract(page);
    expect(result.text).toContain('青丘和招摇山');
    expect(result.text).not.toContain('激活码');
  });
});
