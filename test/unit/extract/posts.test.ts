import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';
import { removePosterBoxes, removeReplySubjects } from '../../../src/core/extract/posts';

function container(html: string): Element {
  const { document } = parseHTML(`<html><body><div id="c">${html}</div></body></html>`);
  return document.getElementById('c') as unknown as Element;
}

const POST = 'Having upgraded from the beta to the release build, I am having network issues with NAT on Windows hosts.';

// phpBB: the profile is a <dl> beside the post body, one per post.
const phpbbPost = (name: string, posts: number, body: string) =>
  `<div class="post"><div class="inner"><div class="postbody"><h3>Re: Discuss the release</h3>` +
  `<p class="author">Post by <strong>${name}</strong> » 11. Sep 2024, 21:06</p><div class="content">${body}</div></div>` +
  `<dl class="postprofile"><dt><img src="/avatar/${name}.png" width="90" height="90"><a href="/u/${name}">${name}</a></dt>` +
  `<dd>Volunteer</dd><dd><strong>Posts:</strong> ${posts}</dd><dd><strong>Joined:</strong> 4. Jul 2012, 16:09</dd></dl></div></div>`;

describe('removePosterBoxes', () => {
  it("takes each phpBB post's profile (name, rank, counters) and keeps the posts and their author lines", () => {
    const root = container(phpbbPost('galitsyn', 138, `<p>${POST}</p>`) + phpbbPost('Simple07', 190, '<p>Tests underway.</p>'));
    expect(removePosterBoxes(root)).toEqual(['galitsyn Volunteer Posts: 138 Joined: 4. Jul 2012, 16:09', 'Simple07 Volunteer Posts: 190 Joined: 4. Jul 2012, 16:09']);
    const text = root.textContent ?? '';
    for (const kept of [POST, 'Tests underway.', 'Post by galitsyn', 'Re: Discuss the release']) expect(text).toContain(kept);
    for (const gone of ['Posts:', 'Joined:', 'Volunteer']) expect(text).not.toContain(gone);
  });

  it('reads counters whose value stands in the next cell (XenForo <dt>/<dd>) and Discuz! counts over their names', () => {
    const xenforo = (name: string) =>
      `<li class="message"><div class="messageUserInfo"><h3 class="userText">${name} <em>Well-Known Member</em></h3>` +
      `<div class="extraUserInfo"><dl><dt>Messages:</dt><dd>1,046</dd></dl><dl><dt>Likes Received:</dt><dd>103</dd></dl></div></div>` +
      `<div class="messageContent"><p>${POST}</p></div></li>`;
    const root = container(`<ol>${xenforo('Spartan14')}${xenforo('GreenHost')}</ol>`);
    expect(removePosterBoxes(root)).toHaveLength(2);
    expect(root.textContent).not.toContain('Likes Received');
    expect(root.textContent).toContain(POST);

    const discuz = (name: string) =>
      `<table><tr><td class="pls"><div class="pi"><a href="/space">${name}</a></div><div class="tns"><table><tr>` +
      `<th><p><a href="/t">12</a></p>主题</th><th><p><a href="/p">345</a></p>帖子</th><td><p><a href="/c">678</a></p>积分</td></tr></table></div></td>` +
      `<td class="plc"><div class="t_f">这款相机的对焦速度非常快，我用了三个月，拍摄运动场景完全没有问题，推荐给大家。</div></td></tr></table>`;
    const zh = container(discuz('老王') + discuz('小李'));
    expect(removePosterBoxes(zh)).toHaveLength(2);
    expect(zh.textContent).not.toContain('积分');
    expect(zh.textContent).toContain('这款相机的对焦速度非常快');

    // NGA's poster cell: level, prestige, post count and registration date.
    const nga = (name: string) =>
      `<tr><td class="c1"><a class="author">${name}</a><div class="stat"><div>级别: 骑士</div><div>威望: 3</div><div>发帖: 8823</div><div>注册: 2011-07-05</div></div></td>` +
      `<td class="c2"><p class="postcontent">第二幕的剧情真的很精彩，建议慢慢玩，不要急着推主线，支线任务的质量非常高。</p></td></tr>`;
    const board = container(`<table>${nga('深水城的吟游诗人')}${nga('仓鼠布布')}</table>`);
    expect(removePosterBoxes(board)).toHaveLength(2);
    expect(board.textContent).not.toContain('威望');
    expect(board.textContent).toContain('支线任务的质量非常高');
  });

  it("reads XenForo 2's counters, whose terms carry no colon and touch their values (\"Posts27\", \"JoinedSep 30, 2020\")", () => {
    const message = (name: string, posts: number) =>
      `<article class="message"><section class="message-user"><div class="message-userDetails"><h4 class="message-name"><a href="/m/${name}">${name}</a></h4>` +
      `<h5 class="userTitle">macrumors newbie</h5></div><div class="message-userExtras"><dl class="pairs"><dt>Joined</dt><dd>Sep 30, 2020</dd></dl>` +
      `<dl class="pairs"><dt>Posts</dt><dd>${posts}</dd></dl><dl class="pairs"><dt>Reaction score</dt><dd>14</dd></dl></div></section>` +
      `<div class="message-main"><div class="bbWrapper">${POST}</div></div></article>`;
    const root = container(message('wrenfield', 27) + message('Harbin_Owl', 3912));
    expect(removePosterBoxes(root)).toHaveLength(2);
    const text = root.textContent ?? '';
    for (const gone of ['Joined', 'Reaction score', 'macrumors newbie', 'wrenfield']) expect(text).not.toContain(gone);
    expect(text).toContain(POST);
    // A sentence that names posts and a number is no counter.
    const prose = container(`<p>Posts 27 and 28 were replaced in 2019.</p><p>Posts 29 and 30 followed in 2020.</p><p>${POST}</p>`);
    expect(removePosterBoxes(prose)).toEqual([]);
  });

  it('leaves a lone fact box, weak labels alone, and counters named in sentences', () => {
    const factBox = `<aside><p>Location: Paris</p><p>Age: 34</p><p>Joined: the party in 2004</p><p>Posts: three cabinet roles</p></aside>`;
    const root = container(`<p>${POST}</p>${factBox}<p>She said the posts: all of them went to allies.</p>`);
    expect(removePosterBoxes(root)).toEqual([]);
    const weak = container(['Ana', 'Ben'].map((name) => `<div><p>${name}</p><p>Location: Paris</p><p>Age: 34</p></div><p>${POST}</p>`).join(''));
    expect(removePosterBoxes(weak)).toEqual([]);
  });

  it("takes a Q&A site's user card: action stamp, name, reputation and badges", () => {
    const card = (name: string, rep: string) =>
      `<div class="post-layout"><div class="s-prose"><p>${POST}</p></div><div class="user-info"><div class="user-action-time">asked <span>Aug 5, 2016 at 4:16</span></div>` +
      `<div class="user-details"><a href="/u/1">${name}</a><div class="-flair"><span class="reputation-score">${rep}</span>` +
      `<span><span class="badgecount">45</span><span class="sr-only"> gold badges</span></span><span><span class="badgecount">123</span><span class="sr-only"> silver badges</span></span></div></div></div></div>`;
    const root = container(card('xpt', '9,575') + card('ewok', '4,701'));
    expect(removePosterBoxes(root)).toHaveLength(2);
    const text = root.textContent ?? '';
    for (const gone of ['xpt', 'asked', 'gold badges', '9,575']) expect(text).not.toContain(gone);
    expect(text.split(POST)).toHaveLength(3);
  });

  it('never widens a box into the post it sits beside', () => {
    const post = (name: string) => `<div class="post"><div class="profile"><b>${name}</b><p>Posts: 5</p><p>Registered: 2019-01-02</p></div><p>Thanks, that fixed it.</p></div>`;
    const root = container(post('ann') + post('bob'));
    expect(removePosterBoxes(root)).toHaveLength(2);
    expect(root.textContent?.match(/Thanks, that fixed it\./g)).toHaveLength(2);
  });
});

describe('removeReplySubjects', () => {
  it('takes "Re: <the title>" over each reply and keeps a subject that says something else', () => {
    const title = 'Discuss the VirtualBox 7.1.0 release here';
    const root = container(
      `<div class="post"><h3>${title}</h3><p>${POST}</p></div><div class="post"><h3><a href="#p2">Re: ${title}</a></h3><p>${POST}</p></div>` +
        `<div class="post"><h3>Re: NAT networking after the upgrade</h3><p>${POST}</p></div><div class="post"><div>回复：${title}</div><p>Re: ${title} is what I searched for.</p></div>`,
    );
    expect(removeReplySubjects(root, title)).toEqual([`Re: ${title}`.slice(0, 60), `回复：${title}`.slice(0, 60)]);
    const text = root.textContent ?? '';
    expect(text).toContain('Re: NAT networking after the upgrade');
    expect(text).toContain(`Re: ${title} is what I searched for.`);
    expect(removeReplySubjects(container(`<p>Re: ${title}</p>`), '')).toEqual([]);
  });
});

describe('a Discuz! thread', () => {
  const POSTS = [
    ['老王', '楼主', '这款相机的对焦速度非常快，我用了三个月，拍摄运动场景完全没有问题。电池续航也比上一代强了不少，一天拍五百张没有压力。唯一的缺点是机身有点重，长时间手持会累。'],
    ['小李', '沙发', '同感！我也是从上一代升级过来的，最明显的提升就是对焦，尤其是在光线不好的室内，基本不会拉风箱了。'],
    ['摄影爱好者', '板凳', '请问楼主用的是哪支镜头？我在考虑是买套机还是单买机身，预算有限，希望大家给点建议。'],
    ['老王', '地板', '我用的是套机镜头，日常够用了。如果预算有限，建议先买套机，以后再慢慢升级镜头。'],
  ];
  const post = ([name, floor, text]: string[], i: number) => `<div id="post_${i}"><table id="pid${i}" class="plhin"><tr><td class="pls" rowspan="2"><div class="pi"><div class="authi"><a class="xw1" href="/space-uid-${i}.html">${name}</a></div></div>
  <div><div class="avatar"><a href="/space"><img src="/avatar/${i}.jpg"></a></div><div class="tns xg2"><table><tr><th><p><a href="/t">12</a></p>主题</th><th><p><a href="/p">345</a></p>帖子</th><td><p><a href="/c">678</a></p>积分</td></tr></table></div>
  <p><em><a href="/g">中级会员</a></em></p><dl class="pil cl"><dt>积分</dt><dd><a>678</a></dd></dl></div></td>
  <td class="plc"><div class="pi"><strong><a href="#pid${i}">${floor}</a></strong><div class="pti"><div class="authi"><em>发表于 2024-1-5 10:1${i}</em><span class="pipe">|</span><a href="#">只看该作者</a><span class="pipe">|</span><a href="#">倒序浏览</a><span class="pipe">|</span><a href="#">阅读模式</a></div></div></div>
  <div class="pct"><div class="pcb"><div class="t_fsz"><table><tr><td class="t_f" id="postmessage_${i}">${text}</td></tr></table></div></div></div></td></tr>
  <tr><td class="plc plm"><div class="sign">人生如摄影，对焦最重要。</div></td></tr>
  <tr><td class="pls"></td><td class="plc"><div class="po hin"><div class="pob cl"><em><a href="#">回复</a></em><p><a href="#">使用道具</a> <a href="#">举报</a></p></div></div></td></tr></table></div>`;
  const html = `<!doctype html><html><head><title>新相机用了三个月的感受 - 器材讨论 - 摄影论坛 - Powered by Discuz!</title></head><body>
  <div id="hd"><div class="wp"><a href="/">首页</a> <a href="/forum.php">论坛</a></div></div>
  <div id="pt" class="bm cl"><div class="z"><a href="/">摄影论坛</a> <em>›</em> <a href="/f">器材讨论</a> <em>›</em> 新相机用了三个月的感受</div></div>
  <div id="ct" class="wp cl"><div id="pgt" class="pgs mbm cl"><a href="/post">发新帖</a> <a href="/reply">回复</a></div>
  <div id="postlist" class="pl bm"><table><tr><td class="pls ptn pbn"><div class="hm ptn"><span class="xg1">查看:</span> <span class="xi1">1234</span><span class="pipe">|</span><span class="xg1">回复:</span> <span class="xi1">56</span></div></td>
  <td class="plc ptm pbn vwthd"><h1 class="ts"><span id="thread_subject">新相机用了三个月的感受</span></h1></td></tr></table>
  ${POSTS.map(post).join('\n')}</div></div><div id="ft">Powered by Discuz! X3.4 © 2001-2024 Comsenz Inc.</div></body></html>`;

  it('reads every post, titled by the thread, without the posters\' counters, floor labels, toolbars or the software credit', () => {
    const result = extract(parseHTML(html).document as unknown as Document, { url: 'https://bbs.example.cn/thread-12345-1-1.html' });
    expect(result.metadata.title).toBe('新相机用了三个月的感受');
    for (const [, , text] of POSTS) expect(result.text).toContain(text);
    for (const gone of ['积分', '只看该作者', '使用道具', '电梯直达', 'Powered by', '中级会员']) expect(result.text).not.toContain(gone);
  });
});
