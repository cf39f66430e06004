import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { cutAtFurnitureHeading, entryStampKind, firstTextOf, isFurnitureLine, lineFeatures, listHeading, metadataKind, pruneControlLines, removeEntryStamps, removeFormLabels, removeGovInfoTables, removeAuthorBio, removeRelatedCards, trimLeadingMetadata, trimTrailingLines } from '../../../src/core/extract/lines';

function container(html: string): Element {
  const { document } = parseHTML(`<html><body><div id="c">${html}</div></body></html>`);
  return document.getElementById('c') as unknown as Element;
}

const BODY = 'The minister said on Monday that the plan, first proposed in 2019, would go ahead as scheduled.';

describe('line features', () => {
  it('measures length, sentence punctuation (Chinese and Western) and link text', () => {
    const line = lineFeatures(container(`<p>你好，世界。 Hi, <a href="/">there</a>!</p>`).firstElementChild!);
    expect(line.punctuation).toBe(4);
    expect(line.linkLength).toBe(5);
    expect(line.length).toBe('你好，世界。Hi,there!'.length);
  });

  it('counts a Western mark only where a sentence or clause ends, not inside a host name, a time or a number', () => {
    expect(lineFeatures(container(`<p>3g.ifeng.com 用手机随时随地看新闻</p>`).firstElementChild!).punctuation).toBe(0);
    expect(lineFeatures(container(`<p>Updated 20:38, 1,024 readers</p>`).firstElementChild!).punctuation).toBe(1);
    expect(lineFeatures(container(`<p>He left. "Go!" she said (twice.)</p>`).firstElementChild!).punctuation).toBe(3);
  });

  it('calls short unpunctuated lines and link lists furniture, sentences not', () => {
    expect(isFurnitureLine({ length: 12, punctuation: 0, linkLength: 0 })).toBe(true);
    expect(isFurnitureLine({ length: 90, punctuation: 0, linkLength: 80 })).toBe(true);
    expect(isFurnitureLine({ length: 90, punctuation: 4, linkLength: 0 })).toBe(false);
  });
});

describe('firstTextOf', () => {
  it('finds the first words in document order, past scripts, styles and empty markup, and none after a <br>', () => {
    expect(firstTextOf(container('<script>var faq = 1;</script><style>p{}</style><span><b> </b></span><div><em>FAQs</em> about it</div>'))?.nodeValue).toBe('FAQs');
    expect(firstTextOf(container('<template><p>Later</p></template><p></p>  <h2><a href="#q">Questions</a></h2>'))?.nodeValue).toBe('Questions');
    expect(firstTextOf(container('<span><br></span>After the break'))).toBeNull();
    expect(firstTextOf(container('<div><span></span></div>'))).toBeNull();
  });
});

describe('trimTrailingLines', () => {
  it('removes trailing labels and link lists up to the last body line', () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><div><p>Share this</p><ul><li><a href="/a">Other story one about things</a></li><li><a href="/b">Another story about more things</a></li></ul></div><p>Tags</p>`);
    const removed = trimTrailingLines(root);
    expect(removed.length).toBeGreaterThanOrEqual(3);
    expect(root.textContent).toContain(BODY);
    expect(root.textContent).not.toContain('Share this');
    expect(root.textContent).not.toContain('Other story');
  });

  it("keeps a spec sheet's last rows (a <dl>, boxes of a label and a value), and still trims short lines after prose", () => {
    const dl = container(`<p>${BODY}</p><p>${BODY}</p><dl><dt>Shape:</dt><dd>Straight</dd><dt>Length:</dt><dd>Long</dd><dt>Total length:</dt><dd>92 cm in size M</dd></dl>`);
    expect(trimTrailingLines(dl)).toEqual([]);
    const fields = ['Brand', 'Homegrid', 'Color', 'Matte Black', 'Model', 'HG-AF60W'];
    const boxes = container(`<p>${BODY}</p><div>${[0, 2, 4].map((i) => `<div><h3>${fields[i]}</h3><div><span>${fields[i + 1]}</span></div></div>`).join('')}<div></div></div>`);
    trimTrailingLines(boxes);
    expect(boxes.textContent).toContain('HG-AF60W');
    // Short lines of one part each are labels, trimmed as before (an editor's name, a date).
    const lines = container(`<p>${BODY}</p><p>海关总署</p><p>办公厅</p><p>2025年12月22日</p>`);
    expect(trimTrailingLines(lines)).toEqual(['2025年12月22日', '办公厅', '海关总署']);
  });

  it("keeps the items of a plain list at the end (wikiHow's \"Things You'll Need\"), not a list of links or one lone short item", () => {
    const things = ['Steel wool or a stiff wire brush', 'Rubber gloves', 'Dish soap', 'White vinegar', 'Plastic tub or sink', 'Paper towels'];
    const list = container(`<p>${BODY}</p><h2>Things You'll Need</h2><ul>${things.map((t) => `<li>${t}</li>`).join('')}</ul>`);
    expect(trimTrailingLines(list)).toEqual([]);
    expect(list.textContent).toContain('Paper towels');
    const links = container(`<p>${BODY}</p><ul>${things.slice(0, 4).map((t, i) => `<li><a href="/t/${i}">${t}</a></li>`).join('')}</ul>`);
    trimTrailingLines(links);
    expect(links.textContent).not.toContain('Rubber gloves');
    const lone = container(`<p>${BODY}</p><ul><li>Dish soap</li></ul>`);
    expect(trimTrailingLines(lone)).toContain('Dish soap');
  });

  it('keeps a closing sentence that names its source in a link, and still trims a linked headline', () => {
    const sentence = "The study's findings were published in the American Gastroenterological Association Journal.";
    const root = container(`<p>${BODY}</p><p>The study's findings were published in the <a href="/j">American Gastroenterological Association Journal</a>.</p>`);
    expect(trimTrailingLines(root)).toEqual([]);
    expect(root.textContent).toContain(sentence);
    const teaser = container(`<p>${BODY}</p><p><a href="/s">Gastroenterologists warn of a rise in cases among the young.</a></p>`);
    expect(trimTrailingLines(teaser)).toHaveLength(1);
  });

  it('trims a disclaimer or affiliate disclosure closing the article, not a sentence that only mentions one', () => {
    for (const notice of [
      'Disclaimer: This article does not necessarily reflect the views of AsianScientist or its staff.',
      'Disclosure: some of my posts contain affiliate links. If you purchase something through one of those links I may receive a small commission.',
      '*Affiliate links are used in the post which means I can receive a (very) small amount of commission if you make a purchase.',
      'As an Amazon Associate, I earn from qualifying purchases.',
    ]) {
      const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${notice}</p>`);
      expect(trimTrailingLines(root)).toEqual([notice.slice(0, 60)]);
    }
    const mention = container(`<p>${BODY}</p><p>The regulator published a disclaimer about the figures on Monday, and the minister said it changed nothing.</p>`);
    expect(trimTrailingLines(mention)).toEqual([]);
  });

  it("keeps a notice's attachments (附件, a link named as a file) and trims the signature and date after them", () => {
    const notice = '现将有关事项公告如下：自2026年1月1日起，进出口货物收发货人申报时按调整后的要求填报。特此公告。';
    const root = container(`<p>${notice}</p><p>附件：<a href="/a1.docx">1.《报关单申报项目》调整条目.docx</a></p>` +
      '<p><a href="/a2.xlsx">2.跨境电子商务综合试验区代码表.xlsx</a></p><p>海关总署</p><p>2025年12月22日</p>');
    expect(trimTrailingLines(root)).toEqual(['2025年12月22日', '海关总署']);
    expect(root.textContent).toContain('代码表.xlsx');
    // A link that only points to a file is trimmed as any trailing link is.
    const guide = container(`<p>${BODY}</p><p>${BODY}</p><p><a href="/guide.pdf">OPEN GUIDE</a></p>`);
    expect(trimTrailingLines(guide)).toEqual(['OPEN GUIDE']);
  });

  it('removes a dangling lead-in left last (the title of a box that went), and keeps one that introduces a line', () => {
    const dangling = container(`<p>${BODY}</p><p class="em_media">（文章来源：证券时报网）</p><div class="tips_title">郑重声明：</div>`);
    expect(trimTrailingLines(dangling)).toEqual(['郑重声明：', '（文章来源：证券时报网）']);
    expect(trimTrailingLines(container(`<p>${BODY}</p><p>___</p><p>On the Net:</p>`))).toEqual(['On the Net:', '___']);
    // A colon that ends a sentence's lead-in to a line that follows stays with it; so does one ending a sentence.
    expect(trimTrailingLines(container(`<p>${BODY}</p><p>The minister said:</p><p>${BODY}</p>`))).toEqual([]);
    expect(trimTrailingLines(container(`<p>${BODY}</p><p>He added one more thing. Then he said:</p>`))).toEqual([]);
  });

  it('removes a last link to the next page or story, and keeps a sentence that opens with 下一页 or 下一篇', () => {
    expect(trimTrailingLines(container(`<p>${BODY}</p><p><a href="/2.html">下一页：建造系统</a></p>`))).toEqual(['下一页：建造系统']);
    // Gamersky ends page one of a review with the author's own pointer to the next page.
    expect(trimTrailingLines(container(`<p>${BODY}</p><p>下一页，我们将详细聊聊游戏的建造系统，以及潮汐如何影响玩家的每一个决定。</p>`))).toEqual([]);
    // LOFTER's post ends with the author's plan for the next one.
    expect(trimTrailingLines(container(`<p>${BODY}</p><p>下一篇想写写那个戴毛线帽的大爷的书摊，他卖了三十年旧书。</p>`))).toEqual([]);
    expect(metadataKind('下一篇：中国队夺冠')).toBe('label');
  });

  it('removes a trailing reprint notice, and keeps a last sentence about reprints', () => {
    const notice = container(`<p>${BODY}</p><p>（內容由新浪北京提供。未經授權，不得轉載。）</p>`);
    expect(trimTrailingLines(notice)).toEqual(['（內容由新浪北京提供。未經授權，不得轉載。）']);
    const story = container(`<p>${BODY}</p><p>这篇报道发表后，被国内外多家媒体转载，引起了广泛的讨论。</p>`);
    expect(trimTrailingLines(story)).toEqual([]);
  });

  it("removes a portal's trailing note that it reposts without endorsing, and keeps a last sentence about a website", () => {
    const note = '网易声明：网易转载上述内容出于传递更多信息之目的，不表明证实其描述或赞同其观点。文章内容仅供参考，不构成投资建议。';
    const reposted = container(`<p>${BODY}</p><p>${note}</p><p>声明：新浪网登载此文出于传递更多信息之目的，并不意味着赞同其观点或证实其描述。</p>`);
    expect(trimTrailingLines(reposted)).toEqual(['声明：新浪网登载此文出于传递更多信息之目的，并不意味着赞同其观点或证实其描述。', note.slice(0, 60)]);
    const paper = '本文为澎湃号作者或机构在澎湃新闻上传并发布，仅代表该作者或机构观点，不代表澎湃新闻的观点或立场，澎湃新闻仅提供信息发布平台。';
    expect(trimTrailingLines(container(`<p>${BODY}</p><p>${paper}</p>`))).toEqual([paper.slice(0, 60)]);
    const hao = '特别声明：以上内容(如有图片或视频亦包括在内)为自媒体平台“网易号”用户上传并发布，本平台仅提供信息存储服务。';
    const notice = 'Notice: The content above (including the pictures and videos if any) is uploaded and posted by a user of NetEase Hao, which is a social media platform and only provides information storage services.';
    const platform = container(`<p>${BODY}</p><div><p>${hao}</p><p>${notice}</p></div>`);
    expect(trimTrailingLines(platform)).toEqual(expect.arrayContaining([notice.slice(0, 60), hao.slice(0, 60)]));
    expect(platform.textContent).toBe(BODY);
    const story = container(`<p>${BODY}</p><p>该网站负责人表示，今后将通过更多渠道向公众发布信息，这并不代表政府的立场。</p>`);
    expect(trimTrailingLines(story)).toEqual([]);
  });

  it('keeps a final figure or code block and never trims body text', () => {
    const root = container(`<p>${BODY}</p><figure><img src="/a.jpg"><figcaption>Map</figcaption></figure>`);
    expect(trimTrailingLines(root)).toEqual([]);
    const prose = container(`<p>${BODY}</p><p>${BODY}</p>`);
    expect(trimTrailingLines(prose)).toEqual([]);
  });
});

describe('metadataKind', () => {
  it("reads a placeholder waiting for a script (\"Loading paragraph...\", \"Loading comments…\") as controls, not a sentence about loading", () => {
    expect(metadataKind('Loading paragraph...')).toBe('controls');
    expect(metadataKind('Loading comments…')).toBe('controls');
    expect(metadataKind('Loading the truck took three hours.')).toBeNull();
    expect(metadataKind('Loading dock')).toBeNull();
  });

  it("reads a call to log in before answering, and a Q&A site's closing prompt, as controls, and not a sentence about logging in", () => {
    for (const line of ['You must log in to answer this question.', 'You must be logged in to post a comment.', 'Please sign in to reply', "Not the answer you're looking for? Browse other questions tagged or ask your own question."]) {
      expect(metadataKind(line), line).toBe('controls');
    }
    expect(metadataKind('You must log in to the router as an administrator before changing the DNS settings.')).toBeNull();
    expect(metadataKind('Please log in to answer')).toBe('controls');
  });
  it('prunes a log-in call set as a heading under the last answer', () => {
    const root = container(`<p>${BODY}</p><h2 class="bottom-notice">You must <a href="/users/login">log in</a> to answer this question.</h2>`);
    expect(pruneControlLines(root)).toEqual(['You must log in to answer this question.']);
  });

  it('reads a read count without brackets as a control ("阅读 3.6万", "浏览量：1,204"), and not a sentence about reading', () => {
    for (const line of ['阅读 3.6万', '浏览量：1,204', '閱讀 12萬', '阅读数 860次']) expect(metadataKind(line), line).toBe('controls');
    expect(metadataKind('阅读 3 本书')).toBeNull();
  });

  it('tells page controls and labels from datelines and bylines, and both from text', () => {
    for (const line of ['字号:T|T', '人参与 条评论打印转发', 'Print | Email | Share', 'Email to a friend Printer friendly', 'View larger image', 'Top', 'Print view', '分享到微信', '分享至朋友圈', '亲自试一试', '尝试一下 »', 'Try it Yourself »', 'Expand description', 'Download Article', 'Download PDF']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    for (const line of ['来源：中广网', '[责任编辑：robot]  标签：榆树市 香港籍 哈尔滨市', '2011-12-16 01:06:38 | 来源：中国证券网', 'Print | 14 December 2011', '发布时间：2012-01-12 17:21:17 【编辑：金硕】', '(本文来源：中国证券报)']) {
      expect(metadataKind(line), line).toBe('label');
    }
    for (const line of ['14 December 2011 Last updated at 17:09 GMT', 'By Claire Bates', '2011年12月09日 20:38', 'Posted Jan. 5, 2008', 'Friday, 28 Dec 2007 15:26', 'Published December 5, 2026Updated 24 minutes ago']) {
      expect(metadataKind(line), line).toBe('dateline');
    }
    for (const line of [BODY, 'By the end of 2011, prices rose.', 'May the best team win', 'The quick brown fox', '作者：Steed(微博)(专业级业余天文爱好者，果壳网频道主编，科学松鼠会成员)', '42', 'Top 10', 'Top: 5']) {
      expect(metadataKind(line), line).toBeNull();
    }
  });

  it('reads a control that ends in "!" or opens with "Click here to", and keeps exclamations and numbers', () => {
    for (const line of ['Click to visit!', 'Read review!', 'Click here to return to top of page', 'Go to top', 'Visit website', 'Visit our website']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    for (const line of ['Wow!', '2012!', 'Click here to see the rules of the contest', 'Visit the museum in spring', 'Click here to win!']) expect(metadataKind(line), line).toBeNull();
  });

  it("reads a service page's calls to action, with an arrow or without, and keeps sentences that open alike", () => {
    for (const line of ['Start free trial', 'Start your 14-day free trial', 'Book a demo', 'View live demo', 'Contact sales', 'Try it free', 'Get a quote', 'Learn more →', '← Back to top']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    for (const line of ['Contact sales team for pricing details today', 'Start free trial periods are a cost', 'Book a demo of the new engine with us']) expect(metadataKind(line), line).toBeNull();
  });

  it("reads today's Chinese post stamps and button rows (cnblogs, Zhihu, portals), and keeps sentences with the words", () => {
    for (const line of ['阅读(123) 评论(0) 编辑 收藏 举报', '赞同 123 添加评论 分享 喜欢 收藏 申请转载', '举报/反馈', '点赞 收藏 评论 分享', '阅读 (1,234)', '赞 (186)回应', '回应']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    for (const line of ['posted @ 2023-01-01 12:00 小明 阅读(123) 评论(0) 编辑 收藏 举报', '2023-04-05 10:12:33 来源：新华社', '分类: Java']) {
      expect(metadataKind(line), line).toBe('label');
    }
    for (const line of ['发布于 2023-01-01 12:00', '编辑于 2023-05-06 10:11・IP 属地北京', 'IP属地：北京']) expect(metadataKind(line), line).toBe('dateline');
    for (const line of ['圖片 1 / 2', '点击图片查看详细数据', '点击查看大图', '【纠错】', '扫一扫在手机打开当前页', '【字体：大 中 小】', '（完）', '阅读原文', '点击上方蓝字关注我们']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    expect(metadataKind('初审：张三 复审：李四 终审：王五')).toBe('label');
    expect(metadataKind('发布时间：2025-12-22 信息来源：综合业务司')).toBe('label');
    // A university site's meta line (Sudy WebPlus: 作者, 发布时间 and a visit count in one line), its credits of
    // words and photos, and a click count.
    for (const line of ['作者：章雨萌 发布时间：2025-12-04 浏览次数：2184', '来源：本科生院 作者：柯晓蕾 发布时间：2025-12-04 点击数：1527', '文字：章雨萌', '图片：受访者提供']) {
      expect(metadataKind(line), line).toBe('label');
    }
    expect(metadataKind('点击数：1527')).toBe('controls');
    // A Taiwanese news page's byline that signs off with 報導, its stamps of publication and last update
    // (TVBS), and a magazine's 撰文者 label (商業周刊).
    for (const line of ['最後更新時間：2026/01/15 16:48', '发布时间：2026-01-15 最后更新时间：2026-01-16']) expect(metadataKind(line), line).toBe('dateline');
    // The byline is a label, not a dateline kept at the top: DAnIEL's Taiwanese truths leave "記者陳鈞凱／台北報導" out
    // on 6 of its 8 pages.
    for (const line of ['黃郁婷 報導', '記者陳鈞凱／台北報導', '本报记者 张三 李四 报道', '撰文者：劉宜庭']) expect(metadataKind(line), line).toBe('label');
    // A label run on after a time with no space between (妈妈网: "…10:18编辑：小麦穗"); not inside 责任编辑.
    for (const line of ['来源：妈妈网2026-01-06 10:18编辑：小麦穗2.1万', '发布时间：2026-01-06 10:18责任编辑：张三']) expect(metadataKind(line), line).toBe('label');
    for (const line of ['据新华社报道', '多家媒体对此进行了深入的报道']) expect(metadataKind(line), line).toBeNull();
    for (const line of ['文字是一种符号。', '点击数据显示，用户更喜欢短视频。']) expect(metadataKind(line), line).toBeNull();
    // A paper's credits of words and photos with a slash (羊城晚报), in either script.
    for (const line of ['文/羊城晚报全媒体记者 黄丽娜 通讯员 穗农宣', '图/羊城晚报全媒体记者 林桂炎', '文、图/记者 李四', '文/圖 記者 張三']) expect(metadataKind(line), line).toBe('label');
    for (const line of ['图1/图2为对比', '文化/体育新闻的区别在于报道对象不同']) expect(metadataKind(line), line).toBeNull();
    for (const line of ['完成了这项工作。', '字体设计很重要']) expect(metadataKind(line), line).toBeNull();
    for (const line of ['这是一个编辑的故事。', '我的收藏(12)本书都是好书', '小明的编辑', '图1为现场照片', '赞美诗(12)首', '回应了大家的关切。']) expect(metadataKind(line), line).toBeNull();
  });

  it("reads today's English article toolbars and relative stamps, and keeps sentences with the words", () => {
    for (const line of ['Save article', 'Gift this article', 'Share full article', 'Share on Facebook Share on Twitter Share on LinkedIn', 'Copy link', 'Skip to content', 'Download the app', 'Show more', 'Loading...', 'Report an error', 'Toggle navigation']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    for (const line of ['Supported by', 'SKIP ADVERTISEMENT', 'Like this:', 'Like Loading...', 'Advertisement - Scroll to continue', 'Article continues below this ad']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    // A wire service's notes to editors (Bloomberg), of any length up to a long address line, and page arrows.
    for (const line of ['(Updates with comments from Gates in second, last paragraphs.)', 'To contact the reporter on this story: Adi Narayan in Mumbai at anarayan8@bloomberg.net',
      'To contact the editor responsible for this story: Jason Gale at j.gale@bloomberg.net', '--Editors: Abhay Singh, John Chacko', '< Prev', 'Next >', '(UKPA) – 1 day ago']) {
      expect(metadataKind(line), line).toBe('label');
    }
    for (const line of ['To contact the reporter, call the newsroom.', 'Updates with the new app arrive on Monday.', 'Next, the council will vote.']) expect(metadataKind(line), line).toBeNull();
    // A reply button, the way back up or to the contents, a teaser's arrows.
    for (const line of ['Reply', '[reply]', 'Up to Top', '< back to top', '(Return to Contents)', 'Back to the list', 'read on >>', 'Read more >>', 'Quote | Report this post', 'Report Abuse', 'Permalink', 'View All', 'FULL STORY', 'Larger Picture', 'Add to my wishlist', 'CLICK TO ORDER', 'Quick view View Options', 'Close', 'Buy on Amazon', 'Jump to Review', 'Read Review', 'Get the Recipe',
      // An account's and a site's links, a share bar of networks, a thread's paging, a counter and a vote count.
      'Create an account', 'Log in', 'Follow us', 'Privacy Policy', 'Contact Us', 'Digg | Facebook | E-mail | Print', 'Have your say      Read comments',
      'Click photo to enlarge', 'Skip to next paragraph', 'Display posts from previous:', 'Jump to:', '1 of 2', '4 (12 votes)',
      // A listing's sort and count, a product's calls, a blog's call to comment.
      'Sort: Best Match', 'Loaded 24 results', '1–24 of 120 products', 'Products (12)', 'Get started for free', 'Open in desktop app', "You're not signed in!",
      'Have something to say? Post a comment on this article!']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    for (const line of ['Reply to this', 'Read on, dear reader, and judge.', 'Back to the list of candidates, the council agreed on three.', 'Quote of the day', 'Click to order the book now, the ad said.', 'Close the door', 'Read the review in full here.', 'Log in to the system and type the code.', '3 of 4 dentists agree', 'Contact us at once, the police said.', 'Sort the results by date before you start.', 'Get started with the basics first.']) expect(metadataKind(line), line).toBeNull();
    // A review's price buttons (Good Housekeeping, Wirecutter, OutdoorGearLab), two links run together included.
    for (const line of ['$120 at Amazon$130 at Target', 'Shop $289 at The Home Depot', "Shop$289 at The Home Depot$299 at Lowe's", '$200 List Check Price at REI', '$85 from Marrow & Co.', 'See It at Best Buy', '£30 at John Lewis']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    for (const line of ['Tickets are $5 at the door.', 'I paid $300 at the Apple Store last year and it broke', 'View at Amazon', 'Prices start at $5 at most stores']) expect(metadataKind(line), line).toBeNull();
    // A rating widget's lines (Newsday, Marie Claire).
    for (const line of ['Be the first to rate:', 'Click to rate', 'Rate this ...', 'Current rating:', 'Thanks, your rating has been counted!', 'Be the first to vote']) {
      expect(metadataKind(line), line).toBe('controls');
    }
    for (const line of ['Be the first to rate the new phone, the maker said.', 'Rate this year at 4%', 'Current rating agencies disagree']) expect(metadataKind(line), line).toBeNull();
    for (const line of ['Updated 5 min ago', '2 hours ago', 'Posted 3 days ago']) expect(metadataKind(line), line).toBe('dateline');
    for (const line of ['Like many others, I agree', 'Supported by a grant, the study ran for years.']) expect(metadataKind(line), line).toBeNull();
    for (const line of ['Show more people were killed', 'Copied the code', 'I slept 5 hours', '5 days']) expect(metadataKind(line), line).toBeNull();
    // A Q&A answer's counters (Quora) and its "All related (41)" tab.
    for (const line of ['24.6K views View 1,843 upvotes View 12 shares', '9,104 views View 612 upvotes', 'All related (41)']) expect(metadataKind(line), line).toBe('controls');
    for (const line of ['The answer got 1,843 upvotes in a day.', 'All related costs are covered (41 items).']) expect(metadataKind(line), line).toBeNull();
  });

  it('answers in linear time on long lines of near-matches', () => {
    const started = performance.now();
    expect(metadataKind(`${'print '.repeat(15)}%`)).toBeNull();
    expect(metadataKind(`${'a '.repeat(45)}%`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('trimLeadingMetadata', () => {
  it("removes a leading byline set without a \"By\" when it opens with the author the page's metadata names", () => {
    const reach = container(`<div><div><span><a href="/authors/harriet-quayle/">Harriet Quayle</a></span> <span>What's On Editor</span></div></div><p>${BODY}</p>`);
    expect(trimLeadingMetadata(reach, 'Harriet Quayle')).toEqual(["Harriet Quayle What's On Editor"]);
    expect(reach.textContent).toContain(BODY);
    // A sentence that opens with the author's name is the story's.
    const story = container(`<p>Harriet Quayle tried all seven.</p><p>${BODY}</p>`);
    expect(trimLeadingMetadata(story, 'Harriet Quayle')).toEqual([]);
    // Without a byline in the metadata such a line is no known label.
    expect(trimLeadingMetadata(container(`<div>Harriet Quayle What's On Editor</div><p>${BODY}</p>`))).toEqual([]);
  });

  it('removes leading controls and labels, looks past a dateline and stops at the first sentence', () => {
    const root = container(
      `<div><p><span>2011年12月09日 20:38</span></p><p>来源：<span>中广网</span></p><h6>字号:<a>T</a>|<a>T</a></h6><h5><a>人参与</a><a>条评论</a><a>打印</a></h5></div>` +
        `<p>${BODY}</p><p>Print</p>`,
    );
    expect(trimLeadingMetadata(root)).toEqual(['来源：中广网', '字号:T|T', '人参与条评论打印']);
    const chinanews = container(`<div class="left-t">2023年07月16日 21:03\u3000来源：中国新闻网\u3000<a href="#pl">参与互动</a></div><p>${BODY}</p>`);
    expect(trimLeadingMetadata(chinanews)).toEqual(['2023年07月16日 21:03\u3000来源：中国新闻网\u3000参与互动']);
    expect(root.textContent).toContain('2011年12月09日 20:38');
    expect(root.textContent).toContain(BODY);
    expect(root.textContent).toContain('Print');
  });

  it('removes a stamp of when the page was last changed, and still looks past a plain dateline', () => {
    const root = container(`<p>By Jane Doe</p><p>14 December 2011 Last updated at 17:09 GMT</p><p>2012年01月12日 15:52</p><p>更新时间：2012年01月12日 16:10</p><p>${BODY}</p>`);
    expect(trimLeadingMetadata(root)).toEqual(['14 December 2011 Last updated at 17:09 GMT', '更新时间：2012年01月12日 16:10']);
    expect(root.textContent).toContain('By Jane Doe');
    expect(root.textContent).toContain('2012年01月12日 15:52');
    const dailyMail = container(`<p>Last updated at 3:21 PM on 15th December 2011</p><p>${BODY}</p>`);
    expect(trimLeadingMetadata(dailyMail)).toEqual(['Last updated at 3:21 PM on 15th December 2011']);
  });

  it('removes a label set as the first line of the story\'s paragraph, before a <br> (NOWnews\' 記者陳鈞凱／台北報導), not a dateline', () => {
    const nownews = container(`<p>記者陳鈞凱／台北報導<br />\n開刀時，很多人都擔心遇到菜鳥醫師，成了「練刀」對象。${BODY}</p>`);
    expect(trimLeadingMetadata(nownews)).toEqual(['記者陳鈞凱／台北報導']);
    expect(nownews.textContent).toContain('開刀時');
    expect(nownews.textContent).not.toContain('報導');
    // A dateline there stays, as it would on a line of its own; so does a part with nothing after its <br>.
    const dated = container(`<p>January 12, 2012<br>${BODY}</p>`);
    expect(trimLeadingMetadata(dated)).toEqual([]);
    const alone = container(`<p>${BODY}</p><p>Print | Email<br></p>`);
    expect(trimLeadingMetadata(alone)).toEqual([]);
    expect(alone.textContent).toContain('Print | Email');
  });

  it("reads an inline element alone between blocks as a line of its own (BBC's span.story-date over the story)", () => {
    const bbc = container(
      `<div class="story-body">\n  <span class="story-date">\n <span class="date">11 January 2012</span>\n<span class="time-text">Last updated at </span><span class="time">15:44 GMT</span>\n</span>\n<!-- share -->\n` +
        `<div class="caption"><p>Millie Bello will start work in February</p></div><p>${BODY}</p></div>`,
    );
    expect(trimLeadingMetadata(bbc)).toEqual(['11 January 2012 Last updated at 15:44 GMT']);
    expect(bbc.textContent).toContain('Millie Bello');
    // Inline text that runs on into more inline text is one line with what follows: not a line to remove alone.
    const running = container(`<div><span>Last updated at 15:44 GMT</span> and then <b>the story</b> opens here.<p>${BODY}</p></div>`);
    expect(trimLeadingMetadata(running)).toEqual([]);
    expect(running.textContent).toContain('Last updated at 15:44 GMT');
  });

  it("looks past one subtitle heading to the page's meta line under it (复旦's h2 over 作者/发布时间/浏览次数), and keeps dates there", () => {
    const root = container(`<h2 class="arti_title2">复旦研究生支教团把科学实验“搬”进滇西村小</h2><p class="arti_metas"><span>作者：章雨萌</span> <span>发布时间：2025-12-04</span> <span>浏览次数：2184</span></p><p>${BODY}</p>`);
    expect(trimLeadingMetadata(root)).toEqual(['作者：章雨萌 发布时间：2025-12-04 浏览次数：2184']);
    expect(root.textContent).toContain('复旦研究生支教团');
    // Under a subtitle a change stamp is kept (L3S's truths keep "POSTED: … UPDATED: …" datelines), and a second
    // heading ends the search.
    const stamped = container(`<h3>Talks resume in Geneva</h3><p>POSTED: 8:21 am EST January 2, 2008 UPDATED: 8:27 am EST January 2, 2008</p><p>${BODY}</p>`);
    expect(trimLeadingMetadata(stamped)).toEqual([]);
    const sections = container(`<h2>Background</h2><h3>Funding</h3><p>来源：新华社</p><p>${BODY}</p>`);
    expect(trimLeadingMetadata(sections)).toEqual([]);
  });

  it('removes the headline a reprint first ran under ("原标题：…"), however long', () => {
    const original = '原标题：夜游锦江、逛完夜市也能坐公交回家 成都首批3条“夜游公交”今晚开跑';
    const root = container(`<div id="artibody"><p>${original}</p><p>${BODY}</p></div>`);
    expect(trimLeadingMetadata(root)).toEqual([original.slice(0, 60)]);
    expect(root.textContent).toContain(BODY);
  });

  it('keeps everything when the article opens with text, media, or text outside any block', () => {
    const prose = container(`<p>${BODY}</p><p>Print</p>`);
    expect(trimLeadingMetadata(prose)).toEqual([]);
    const figure = container(`<figure><img src="/a.jpg"><figcaption>Print</figcaption></figure><p>Share</p><p>${BODY}</p>`);
    expect(trimLeadingMetadata(figure)).toEqual([]);
    const inline = container(`Lead text of the article. <p>Share</p><p>${BODY}</p>`);
    expect(trimLeadingMetadata(inline)).toEqual([]);
    expect(inline.textContent).toContain('Share');
  });
});

describe('pruneControlLines', () => {
  it('removes a row of controls set off by <br> inside a line, and keeps the line\'s other rows', () => {
    // A section's caption over its "Up to Top" link (CleanEval final-705), a toolbar row under a byline.
    const root = container(`<p>${BODY}</p><p>Figure 2. The harbour at dawn, looking east.<br><a href="#top">Up to Top</a></p>` +
      `<p>By Jane Smith, Staff Writer<br><a href="/print">Print</a>&nbsp;&nbsp;&nbsp;<a href="/subscribe">Subscribe</a></p>` +
      `<p><a href="#top">Up to Top</a><br>Text about the top of the page comes here.</p><p>Back to the harbour<br>we went at noon.</p>`);
    expect(pruneControlLines(root)).toEqual(['Up to Top', 'Print Subscribe', 'Up to Top']);
    expect(root.textContent).toContain('Figure 2. The harbour at dawn, looking east.');
    expect(root.textContent).toContain('By Jane Smith, Staff Writer');
    expect(root.textContent).toContain('Text about the top of the page comes here.');
    expect(root.textContent).toContain('Back to the harbour');
    expect(root.getElementsByTagName('br').length).toBe(1);
  });

  it('takes "Email A Friend", "Printer Friendly Page" and "Follow on Twitter" as controls', () => {
    const root = container(`<p>${BODY}</p><div><a href="#">Email A Friend</a> &#160; <a href="/pf">Printer Friendly Page</a></div>` +
      `<p><a href="https://twitter.com/x">Follow on Twitter</a></p><p>Follow on Twitter the reporters who covered the race.</p>`);
    expect(pruneControlLines(root)).toEqual(['Email A Friend Printer Friendly Page', 'Follow on Twitter']);
    expect(root.textContent).toContain('the reporters who covered the race');
  });

  it("removes a reference's way back to its citations, and keeps a line that only mentions going back", () => {
    const root = container(`<p>${BODY}</p><ol><li><p>Brugada P, Brugada J: Right bundle branch block. J Am Coll Cardiol 1992, 20:1391-6.</p>` +
      `<p>Return to citation in text:  [<a href="#c1">1</a>] [<a href="#c2">2</a>]</p></li></ol><p>Back to text <a href="#t3">↩</a></p>` +
      `<p>Return to the article once you have read the <a href="#guide">guide</a>.</p><p>Back to top <a href="https://example.com/top">here</a></p>`);
    const removed = pruneControlLines(root);
    expect(removed).toContain('Return to citation in text: [1] [2]');
    expect(root.textContent).not.toContain('Return to citation');
    expect(root.textContent).not.toContain('Back to text');
    expect(root.textContent).toContain('Brugada P, Brugada J');
    expect(root.textContent).toContain('Return to the article once you have read');
    expect(root.textContent).toContain('Back to top here');
  });

  it('removes a breadcrumb trail of links, and keeps a menu path in prose, in code or as a how-to step', () => {
    const root = container(`<p><a href="/">HOME</a> &gt; <a href="/news">NEWS</a> / <a href="/showbiz">SHOWBIZ</a> &gt; <a href="/uk">UK NEWS</a> &gt; Simple jab that could cure obesity</p>` +
      `<p>You are here: <a href="/">Home</a> » <a href="/africa">Africa/International</a> » Ghanaian man denies charges</p><p>${BODY}</p>` +
      `<p>Example: Women &gt; Rings &gt; Diamond rings</p><p>Go to <a href="/p">Products</a> &gt; Data Files &gt; Click on the + button</p>` +
      `<p><code>a &gt; b &gt; c</code></p><p><a href="/a">Greater Than</a> &gt; and <a href="/b">Less Than</a> &lt; in one line of text &gt; here</p>` +
      `<ol><li><a href="/help/settings">Settings</a> &gt; <a href="/help/privacy">Privacy</a> &gt; <a href="/help/location">Location</a></li></ol>`);
    const removed = pruneControlLines(root);
    expect(removed).toHaveLength(2);
    expect(root.textContent).not.toContain('SHOWBIZ');
    expect(root.textContent).not.toContain('You are here');
    for (const kept of ['Example: Women > Rings', 'Go to Products > Data Files', 'a > b > c', 'Greater Than > and', 'Settings > Privacy > Location']) expect(root.textContent).toContain(kept);
  });

  it("takes a tutorial's 'Try it Yourself' button under each example, and keeps a sentence that asks to try", () => {
    const root = container(`<div class="example"><h2>例子 1</h2><p>${BODY}</p><pre>const nums = [1, 2, 3];</pre><p><a href="/tiy/t.asp?f=js" class="tiy">亲自试一试</a></p></div>` +
      `<p><a class="showbtn" href="/try/runcode.php">尝试一下 »</a></p><p>你可以在本地尝试一下这个例子，再和下面的结果对照。</p>`);
    expect(pruneControlLines(root)).toEqual(['亲自试一试', '尝试一下 »']);
    expect(root.textContent).toContain('你可以在本地尝试一下这个例子');
  });

  it("takes a thread's counters (posts, posters, views, replies, answers) and keeps sentences that count such things", () => {
    const root = container(`<div>12 Posts&nbsp;&nbsp; 5 Posters&nbsp;&nbsp; 3.2k Views&nbsp;&nbsp; 2 Watching</div><p>${BODY}</p><h2>5 Answers</h2><p>Replies 154</p><p>回复 12</p>` +
      `<p>${BODY}</p><p>The post drew 5 replies.</p><p>Answers to the 5 questions</p>`);
    expect(pruneControlLines(root)).toEqual(['12 Posts 5 Posters 3.2k Views 2 Watching', '5 Answers', 'Replies 154', '回复 12']);
    for (const kept of ['The post drew 5 replies.', 'Answers to the 5 questions']) expect(root.textContent).toContain(kept);
  });

  it("takes a Chinese board's post toolbars and floor labels (Discuz!), and keeps words that share their characters", () => {
    const root = container(`<p>${BODY}</p><div>只看该作者</div><div>显示全部楼层</div><div>电梯直达</div><p>楼市调控再度加码。</p><div>5楼</div>` +
      `<div><a>回复</a> <a>引用</a></div><div><a>使用道具</a> <a>举报</a></div><p>引用本文</p><p>${BODY}</p>`);
    expect(pruneControlLines(root)).toEqual(['只看该作者', '显示全部楼层', '电梯直达', '5楼', '回复 引用', '使用道具 举报']);
    for (const kept of ['楼市调控再度加码。', '引用本文']) expect(root.textContent).toContain(kept);
  });

  it("takes a post's edit stamp (FluxBB, phpBB, vBulletin, Invision, Discuz!) and keeps an editor's credit", () => {
    const stamps = [
      'Last edited by chunix64 (2025-11-01 15:15:18)',
      'Last edited by galitsyn on 12. Sep 2024, 10:13, edited 2 times in total.',
      'Last edited by foo; 01-02-2024 at 10:11 AM.',
      'Edited October 30, 2025 by El Patron (see edit history)',
      '本帖最后由 老王 于 2024-1-5 10:12 编辑',
      'asked Aug 5, 2016 at 4:16',
      'answered 3 hours ago',
    ];
    const root = container(`<p>${BODY}</p>${stamps.map((stamp) => `<p><em>${stamp}</em></p>`).join('')}<p>Edited by Jane Doe</p><p>He edited the paper for 12 years, on and off.</p><p>Asked Monday, the minister declined.</p>`);
    expect(pruneControlLines(root)).toEqual(stamps.map((stamp) => stamp.slice(0, 60)));
    for (const kept of ['Edited by Jane Doe', 'He edited the paper', 'Asked Monday, the minister declined.']) expect(root.textContent).toContain(kept);
  });

  it("takes an edit stamp set inline over a post's <br> lines (Discuz!'s <i class=pstatus>), and keeps inline words of a sentence", () => {
    const post = `<td class="t_f"><font size="3"><i class="pstatus"> 本帖最后由 晴天小猪 于 2024-11-3 20:31 编辑 </i><br />\n<br />\n各位坛友好，想请教一个问题。<br />\n<br />\n我家是2003年的老小区，<i>编辑于 2024-01-15 09:12</i>这句话只是正文的一部分。</font></td>`;
    const root = container(`<table><tr>${post}</tr></table>`);
    expect(pruneControlLines(root)).toEqual(['本帖最后由 晴天小猪 于 2024-11-3 20:31 编辑']);
    expect(root.textContent).toContain('各位坛友好');
    expect(root.textContent).toContain('编辑于 2024-01-15 09:12这句话');
  });

  it("takes a Chinese post's publish and edit stamps with their IP region (Zhihu), and keeps a source or a sentence", () => {
    const stamps = ['编辑于 2024-01-15 09:12・IP 属地广东', '发布于 2024-03-11 14:05・IP 属地北京', '发布于 昨天 14:05', '编辑于 3 小时前'];
    const root = container(`<p>${BODY}</p>${stamps.map((stamp) => `<div><a href="/answer/1"><span>${stamp}</span></a></div>`).join('')}<p>发布于人民日报客户端</p><p>这篇文章发布于 2024-03-11，此后被多次转载。</p>`);
    expect(pruneControlLines(root)).toEqual(stamps);
    for (const kept of ['发布于人民日报客户端', '这篇文章发布于 2024-03-11']) expect(root.textContent).toContain(kept);
    // A board's floor stamp with the poster's IP region (NGA): the floor, the time and the region.
    const floors = ['楼主 2024-05-12 20:14 IP属地:广东', '#3 2024-05-12 20:33 IP属地:浙江'];
    const board = container(`<p>${BODY}</p>${floors.map((stamp) => `<div class="postInfo">${stamp}</div>`).join('')}<p>2024-05-12 20:33 我在 IP 属地这件事上有话说。</p>`);
    expect(pruneControlLines(board)).toEqual(floors);
    expect(board.textContent).toContain('我在 IP 属地这件事上有话说');
  });

  it("takes a link standing as a line of its own between paragraphs (Sohu's 返回搜狐) or in a row of links, and keeps a link that is a word of a sentence", () => {
    const root = container(
      `<p>${BODY}</p><a href="//www.sohu.com/" id="backsohucom"><span class="backword"><i></i>返回搜狐，查看更多</span></a><p>${BODY}</p>` +
        `<div><p>${BODY}</p><span><a href="/email">E-mail to a friend</a> | <a href="/print">Printer friendly</a></span></div>` +
        `<div><font>Please let us know by sending us an </font><font><a href="feedback.htm">e-mail</a></font><font> at the above address.</font><p>${BODY}</p></div>` +
        `<div><a href="mailto:desk@example.com">Email</a><p>${BODY}</p></div>`,
    );
    expect(pruneControlLines(root)).toEqual(['返回搜狐，查看更多', 'E-mail to a friend', 'Printer friendly']);
    for (const kept of ['sending us an e-mail at the above address', 'Email']) expect(root.textContent).toContain(kept);
  });

  it('takes a self-media post\'s "pictures from the web" disclaimer, and keeps a photo credit and a sentence about it', () => {
    const root = container(`<p>${BODY}</p><p style="text-align:center">图片来源：网络，如有侵权请联系删除</p><p>部分图片来源于网络，侵删</p><p>图片来源：新华社</p><p>图片来源于网络的说法并不准确。</p>`);
    expect(pruneControlLines(root)).toEqual(['图片来源：网络，如有侵权请联系删除', '部分图片来源于网络，侵删']);
    for (const kept of ['图片来源：新华社', '图片来源于网络的说法并不准确。']) expect(root.textContent).toContain(kept);
  });

  it('takes a native ad card (one link holding brand, pitch and its "广告"/"Sponsored" label), and keeps other links and mentions', () => {
    const answer = '<p>以前唱 K 是一种破冰手段，大家不熟，唱首歌就热闹起来了。现在的年轻人更在意舒适感。</p>';
    const card = (label: string) => `<div class="card"><a href="/ad?id=1"><div><img src="/logo.png" alt=""><span>唱吧自助K歌房</span></div><div>两小时欢唱仅需 39.9 元，新用户首单再减 10 元</div><span class="tag">${label}</span></a></div>`;
    const root = container(`${answer}${card('广告')}${answer}${card('Sponsored')}<p><a href="/topic/ktv"><span>KTV</span><span>话题</span></a></p><p>这条广告投放了三个月。</p>`);
    const removed = pruneControlLines(root);
    expect(removed).toHaveLength(2);
    expect(removed[0]).toMatch(/^an ad card: "唱吧自助K歌房/);
    expect(root.textContent).not.toContain('39.9');
    for (const kept of ['以前唱 K', '话题', '这条广告投放了三个月。']) expect(root.textContent).toContain(kept);
  });

  it('removes a line of page controls anywhere in the article, and keeps labels, datelines and text', () => {
    const root = container(
      `<p>${BODY}</p><div><a href="/p">Print</a> | <a href="/e">Email</a></div><p>Source: ITN</p><p>Posted Jan. 5, 2008</p>` +
        `<figure><img src="/a.jpg"><figcaption>View larger image</figcaption></figure><p>${BODY}</p><p>Print the form and sign it.</p>`,
    );
    expect(pruneControlLines(root)).toEqual(['Print | Email']);
    for (const kept of ['Source: ITN', 'Posted Jan. 5, 2008', 'View larger image', 'Print the form and sign it.']) expect(root.textContent).toContain(kept);
  });

  it('takes advertisement labels, back-to-top and continue-reading lines, and keeps text that mentions them', () => {
    const root = container(
      `<p>${BODY}</p><div>Advertisement</div><p>${BODY}</p><div><span>Continue reading the main story</span></div><p>广告</p>` +
        `<p><a href="#top">^ Back to Top</a></p><p>[ Return to the top ]</p><p>The advertisement ran for weeks before anyone noticed.</p><p>Continue reading below.</p>`,
    );
    expect(pruneControlLines(root)).toEqual(['Advertisement', 'Continue reading the main story', '广告', '^ Back to Top', '[ Return to the top ]']);
    for (const kept of ['The advertisement ran', 'Continue reading below.']) expect(root.textContent).toContain(kept);
  });

  it("takes a Chinese site's continue-reading line set over an ad slot (自由時報's 請繼續往下閱讀...), and keeps a sentence with the words", () => {
    const root = container(`<p>${BODY}</p><p class="before_ir">請繼續往下閱讀...</p><p>${BODY}</p><p>继续往下阅读</p><p>他说，请继续往下阅读报告的第二部分，那里写着结论。</p>`);
    expect(pruneControlLines(root)).toEqual(['請繼續往下閱讀...', '继续往下阅读']);
    expect(root.textContent).toContain('请继续往下阅读报告的第二部分');
  });

  it('takes controls in table cells, "story continues" and "related stories" labels, and keeps sentences that use the words', () => {
    const root = container(
      `<p>${BODY}</p><table><tr><td><a href="/e"><img src="/i/email.gif" width="17" height="11"> E-mail this to a friend</a></td>` +
        `<td><a href="/p">Printable version</a></td></tr></table><p>Advertisement: Story continues below</p><p>${BODY}</p>` +
        `<table><tr><td class="relatedstoryheader">Related Stories</td></tr></table>` +
        `<p>The story continues below the fold in print.</p><p>Related stories were pulled from the site.</p>`,
    );
    expect(pruneControlLines(root)).toEqual(['E-mail this to a friend', 'Printable version', 'Advertisement: Story continues below', 'Related Stories']);
    for (const kept of ['The story continues below the fold', 'Related stories were pulled']) expect(root.textContent).toContain(kept);
  });

  it('takes shop and sign-up buttons standing as lines, and keeps sentences that use the words', () => {
    const root = container(
      `<p>${BODY}</p><div><a href="/buy">Shop Now</a></div><p><a href="#details">Jump To Details</a></p><div><a href="/go">Get It Now</a></div>` +
        `<p>${BODY}</p><div><a href="/n">Subscribe</a></div><p>Sign up now and the first month is free.</p><p>Shop now, pay later, the ad said.</p>`,
    );
    expect(pruneControlLines(root)).toEqual(['Shop Now', 'Jump To Details', 'Get It Now', 'Subscribe']);
    for (const kept of ['Sign up now and the first month', 'Shop now, pay later']) expect(root.textContent).toContain(kept);
  });

  it("takes a news page's skip links and labels around an inline promotion ('skip past newsletter promotion', 'Related article'), and keeps sentences", () => {
    const root = container(
      `<p>${BODY}</p><a href="#EmailSignup-skip-link-12">skip past newsletter promotion</a><div>Sign up to First Edition</div><p id="EmailSignup-skip-link-12">after newsletter promotion</p>` +
        `<p>${BODY}</p><div class="related-content"><span>Related article</span></div><p>Skip past the bridge and turn left.</p>`,
    );
    expect(pruneControlLines(root)).toEqual(['after newsletter promotion', 'Related article', 'skip past newsletter promotion']);
    expect(root.textContent).toContain('Skip past the bridge');
  });

  it("takes a recipe card's buttons and star rating, and keeps a sentence about printing or rating a recipe", () => {
    const root = container(
      `<p>${BODY}</p><div class="wprm-recipe-snippet"><a href="#recipe">Jump to Recipe</a> <a href="/print/1">Print Recipe</a></div><p>${BODY}</p>` +
        `<div class="wprm-recipe-rating"><span>4.93</span> from <span>41</span> votes</div><div><a href="/pin">Pin Recipe</a></div>` +
        `<p>Print this recipe and keep it by the stove.</p><p>4.9 from 41 votes is a rating most cooks would envy.</p>`,
    );
    expect(pruneControlLines(root)).toEqual(['Jump to Recipe Print Recipe', '4.93 from 41 votes', 'Pin Recipe']);
    for (const kept of ['Print this recipe and keep it', '4.9 from 41 votes is a rating']) expect(root.textContent).toContain(kept);
  });

  it("takes a forum quote's expand button, and keeps a sentence that asks to click to expand", () => {
    const root = container(
      `<blockquote><div>PeterT said:</div><div>${BODY}</div><div class="bbCodeBlock-expandLink"><a>Click to expand...</a></div></blockquote>` +
        `<p>${BODY}</p><p>Click to expand the diagram, then zoom in on the left side.</p>`,
    );
    expect(pruneControlLines(root)).toEqual(['Click to expand...']);
    expect(root.textContent).toContain('Click to expand the diagram');
  });

  it("takes a Q&A post's menu, its asked/answered stamp, reputation badges and a poster's online status", () => {
    const root = container(
      `<p>${BODY}</p><div><div><a>Share</a></div><div><a>Improve this question</a></div><div><a>Follow</a></div></div>` +
        `<div><div>asked Feb 11, 2011 at 23:49</div><div>55.4k 24 gold badges 197 silver badges 315 bronze badges</div></div>` +
        `<div>Reset to default</div><div><span>K</span> Offline</div><p>${BODY}</p><p>Follow the recipe exactly and improve this answer later.</p><p>The shop is online now.</p>`,
    );
    expect(pruneControlLines(root)).toEqual(['Share', 'Improve this question', 'Follow', 'asked Feb 11, 2011 at 23:49', '55.4k 24 gold badges 197 silver badges 315 bronze badges', 'Reset to default', 'K Offline']);
    for (const kept of ['Follow the recipe exactly', 'The shop is online now.']) expect(root.textContent).toContain(kept);
  });

  it('takes a reading-time line (English and Chinese), and keeps a sentence that mentions one', () => {
    const root = container(`<div>5 min read</div><p>${BODY}</p><div>预计阅读 3 分钟</div><p>${BODY}</p><p>It was a 5 min read, she said.</p>`);
    expect(pruneControlLines(root)).toEqual(['5 min read', '预计阅读 3 分钟']);
    expect(root.textContent).toContain('It was a 5 min read');
    expect(metadataKind('February 6, 2026 · 5 min read')).toBe('label');
  });

  it("takes a Chinese site's 'read the full text' and 'back to top' controls, and keeps a sentence using the words", () => {
    const zh = '国务院总理在周一表示，这项计划将按期推进，各地要做好准备工作。';
    const root = container(`<p>${zh}</p><div><a>展开全文</a></div><p>${zh}</p><div>打开APP阅读全文</div><p>${zh}</p><p><a>返回搜狐，查看更多</a></p><div>返回顶部</div><p>记者返回首页查看更多资料后才离开。</p>`);
    expect(pruneControlLines(root)).toEqual(['展开全文', '打开APP阅读全文', '返回搜狐，查看更多', '返回顶部']);
    expect(root.textContent).toContain('记者返回首页查看更多资料');
  });

  it('takes an in-page link that is only controls from inside a larger block, and keeps other in-page links', () => {
    const root = container(
      `<p>${BODY}</p><div class="story-feature"><a class="hidden" href="#story_continues_1">Continue reading the main story</a>` +
        `<p>${BODY}</p></div><p>See <a href="#notes">the notes below</a> for sources.</p><p><a href="#top">Share</a> this with a colleague, she said.</p>`,
    );
    expect(pruneControlLines(root)).toEqual(['Continue reading the main story']);
    for (const kept of ['the notes below', 'Share this with a colleague']) expect(root.textContent).toContain(kept);
  });

  it('takes a bare "Read more" or "Learn more" line, and keeps a sentence that starts so', () => {
    const root = container(`<p>${BODY}</p><div><a href="/full">Read more</a></div><p>${BODY}</p><p><a href="/x">Learn more »</a></p><p>Read more about the bridge in our guide.</p>`);
    expect(pruneControlLines(root)).toEqual(['Read more', 'Learn more »']);
    expect(root.textContent).toContain('Read more about the bridge');
  });

  it('takes a line with only icons beside its controls, and keeps one with a real image', () => {
    const root = container(
      `<p>${BODY}</p><ul><li><a href="#"><img alt="Print-icon" src="/images/icons/print-icon.gif"> Print</a></li>` +
        `<li><a href="#c"><img src="/i/c.gif" width="16" height="16"> Comment</a></li>` +
        `<li><a href="/big.jpg"><img src="/photos/harbour.jpg" width="600" height="400"> View larger image</a></li></ul>`,
    );
    expect(pruneControlLines(root)).toEqual(['Print', 'Comment']);
    expect(root.querySelector('img[src="/photos/harbour.jpg"]')).not.toBeNull();
    // Not an icon: "lexicon", "iconic" are words, not names of icons.
    const words = container(`<p>${BODY}</p><p><img src="/lexicon-iconic.png"> Print</p>`);
    expect(pruneControlLines(words)).toEqual([]);
    // Named so without a separator, an arrow, a bullet, or a small size in the file's name: icons too.
    const named = container(`<p>${BODY}</p><div><a href="#article_continue">Article continues</a><img src="http://image.example/Ads/MPU/arrow9x7.gif"></div>` +
      `<div><a href="/print"><img src="/images/printericon.gif">Printer friendly version</a></div><p><img src="/img/bullet_red.gif"> Print</p>` +
      `<p><img src="/includes/images/25x19email.gif" alt="E-mail this story"> E-mail this story</p>`);
    expect(pruneControlLines(named)).toEqual(['Article continues', 'Printer friendly version', 'Print', 'E-mail this story']);
    // A file named for the control or network alone (the OECD Observer's "/pixmaps/printer.gif", UDaily's
    // "emailthissmall.gif"): the control's picture.
    const controls = container(`<p>${BODY}</p><div><img src="/pixmaps/printer.gif"><a href="/print/713">Printer friendly version</a></div>` +
      `<p><img src="http://www.udel.edu/images/emailthissmall.gif?v=2">&#160;<a>E-mail this article</a></p><p><img src="/assets/rss_feed.png"> RSS</p>`);
    expect(pruneControlLines(controls)).toEqual(['Printer friendly version', 'E-mail this article', 'RSS']);
    // A photo whose name holds those letters is not: a silicon wafer, an arrowhead, a news photo named for its shape.
    const photos = container(`<p>${BODY}</p><p><img src="/photos/silicon-wafer.jpg"> Print</p><p><img src="/photos/arrowhead-lake.jpg"> Print</p>` +
      `<p><img src="https://news.example/images/16x9/992.jpg"> Print</p><p><img src="/stills/scene_1920x1080.jpg"> Print</p>` +
      `<p><img src="/uploads/1768441263_118203.jpg"> Share</p><p><img src="/photos/mailbox.jpg"> Print</p><p><img src="/photos/story.jpg"> Print</p>`);
    expect(pruneControlLines(photos)).toEqual([]);
  });

  it('takes an embed\'s "View this post on Instagram" and toolbar lines anywhere, and keeps sentences using the words', () => {
    const root = container(`<p>${BODY}</p><p>View this post on Instagram</p><p>${BODY}</p><div><a href="#main">Skip to content</a></div><p>Copy link</p>` +
      '<p>Copy the link from your browser and view this post on the site.</p>');
    expect(pruneControlLines(root)).toEqual(['View this post on Instagram', 'Skip to content', 'Copy link']);
    expect(root.textContent).toContain('Copy the link from your browser');
  });

  it("takes an Instagram embed's credit link ('A post shared by Patagonia (@patagonia)'), and keeps the words as text", () => {
    const root = container(`<p>${BODY}</p><blockquote class="instagram-media"><a href="https://www.instagram.com/p/x/">View this post on Instagram</a>` +
      '<p><a href="https://www.instagram.com/p/x/">A post shared by Patagonia (@patagonia)</a></p></blockquote>' +
      '<p>A post shared by Patagonia (@patagonia) drew two million likes in a day.</p><p>A photo shared by the museum (@met) without a link</p>');
    expect(pruneControlLines(root)).toEqual(['A post shared by Patagonia (@patagonia)', 'View this post on Instagram']);
    expect(root.textContent).toContain('drew two million likes');
    expect(root.textContent).toContain('A photo shared by the museum');
  });

  it('takes a labelled link to another story ("READ MORE:", "Related:", "相关阅读：", "READ ALSO:", "Also:"), and keeps labelled text and mentions', () => {
    const root = container(`<p>${BODY}</p><p><strong>READ MORE:</strong> <a href="/x">Mayor says the new bridge will open in 2026</a></p>` +
      `<p>Related: <a href="/y">Why the old bridge failed</a></p><p>相关阅读：<a href="/z">大桥重建方案公布</a></p>` +
      '<p><strong>READ ALSO: <a href="/r">Council delays vote on parking plan</a></strong></p><p><strong>Also: </strong><a href="/t">The best smart rings you can buy</a></p>' +
      '<p>Related: the council also approved a new budget for the road, see <a href="/b">the plan</a>.</p><p>Read more about the plan in the report.</p>');
    expect(pruneControlLines(root)).toEqual(['READ MORE: Mayor says the new bridge will open in 2026', 'Related: Why the old bridge failed', '相关阅读：大桥重建方案公布', 'READ ALSO: Council delays vote on parking plan', 'Also: The best smart rings you can buy']);
    for (const kept of ['the council also approved', 'Read more about the plan']) expect(root.textContent).toContain(kept);
  });

  it('takes a link to another story under a label set as a span without a colon (France 24), and keeps a span of prose', () => {
    const root = container(`<p>${BODY}</p><p class="a-read-more"><span class="a-read-more__label">Read more</span><a href="/x">French farmers block roads again over costs and red tape</a></p>` +
      '<p><span>Read more</span> about the plan in <a href="/r">the council report</a> and in the minutes of the meeting.</p>');
    expect(pruneControlLines(root)).toEqual(['Read moreFrench farmers block roads again over costs and red']);
    expect(root.textContent).toContain('about the plan in the council report');
    // A label naming a furniture section, between the story's paragraphs (第六声's inline 相关阅读 box): the cut at
    // furniture headings, which runs first, leaves a box inside the story, so the line goes here.
    const inline = container(`<p>${BODY}</p><div class="article_inlineRelated__Wq6Bd"><span>相关阅读</span><a href="/n">小城夜跑团：一群人在县城的环城路上奔跑</a></div><p>${BODY}</p>`);
    expect(pruneControlLines(inline)).toEqual(['相关阅读小城夜跑团：一群人在县城的环城路上奔跑']);
  });

  it('takes a line that only credits a photo, and keeps a caption after a label and a credit inside a longer caption', () => {
    const root = container(`<p>${BODY}</p><p>Credit: Hollis Vance</p><p>(Image credit: Tom's Guide)</p><p>Photos by Kathy F. Atkinson</p>` +
      `<p>Image: Lizzy Jagger promotes a new lipstick at a store in Los Angeles.</p><figure><img src="/a.jpg"><figcaption>A planted trench soaks up rain <span>Image: Katrin Wessel/DW</span></figcaption></figure>` +
      `<p>Photo by the river, the bridge looked new.</p>`);
    expect(pruneControlLines(root)).toEqual(['Credit: Hollis Vance', "(Image credit: Tom's Guide)", 'Photos by Kathy F. Atkinson']);
    // A photographer and an agency with a slash, and nothing else (Bleacher Report, Reuters, AP's own form).
    const agencies = container(`<p>${BODY}</p><div class="credit">Nic Antaya/Getty Images</div><p>Jamal Saidi / Reuters</p><p>AP Photo/Evan Vucci</p><p>Westend61/Getty Images</p><p>Image source: Getty Images.</p><p>Source: Bureau of Labor Statistics</p><div class="credit">PA Archive</div><p>Reuters</p><p>Fans wait outside the arena in Detroit/Getty Images archive</p><p>Read the full story at AP/Reuters</p>`);
    expect(pruneControlLines(agencies)).toEqual(['Nic Antaya/Getty Images', 'Jamal Saidi / Reuters', 'AP Photo/Evan Vucci', 'Westend61/Getty Images', 'Image source: Getty Images.', 'PA Archive']);
    expect(agencies.textContent).toContain('Source: Bureau of Labor Statistics');
    // A photographer and the agency's collection it licenses through Getty ("…/DigitalVision via Getty Images").
    const collections = container(`<p>${BODY}</p><p>Thomas Barwick/DigitalVision via Getty Images</p><p>Tom Williams/CQ-Roll Call, Inc via Getty Images</p><p>Shares of the firm were sold via Getty Images, the report said.</p>`);
    expect(pruneControlLines(collections)).toEqual(['Thomas Barwick/DigitalVision via Getty Images', 'Tom Williams/CQ-Roll Call, Inc via Getty Images']);
    // A wire's name alone is a story's source (L3S keeps it), not a photo's credit.
    expect(agencies.textContent).toContain('Reuters');
    // Credits set as sentences are one credit line; a caption that opens the same way is a sentence and stays.
    const sentences = container(`<p>${BODY}</p><p>Photo illustration by Slate. Photos by Getty Images Plus.</p><p>Photos from the archive show the old ferry landing.</p>`);
    expect(pruneControlLines(sentences)).toEqual(['Photo illustration by Slate. Photos by Getty Images Plus.']);
    // A figure's caption that only credits it goes; the figure and its image stay.
    const figure = container(`<p>${BODY}</p><figure><img src="/room.jpg"><figcaption class="Image__credit">Credit: Hollis Vance</figcaption></figure>`);
    expect(pruneControlLines(figure)).toEqual(['Credit: Hollis Vance']);
    expect(figure.querySelector('img')).not.toBeNull();
    for (const kept of ['Lizzy Jagger promotes', 'Katrin Wessel/DW', 'Photo by the river']) expect(root.textContent).toContain(kept);
  });

  it("takes a call to sign up for the site's newsletter, and keeps a sentence about someone's newsletter", () => {
    const root = container(`<p>${BODY}</p><p><a href="/n">Sign up for our newsletter</a> to get the latest news every morning.</p>` +
      '<p>订阅我们的电子报，第一时间获取新闻。</p><p>The mayor said she would subscribe to the chamber\'s newsletter after the vote.</p>');
    expect(pruneControlLines(root)).toEqual(['Sign up for our newsletter to get the latest news every morn', '订阅我们的电子报，第一时间获取新闻。']);
    expect(root.textContent).toContain('The mayor said she would subscribe');
  });

  it("takes a site's call to follow it on a social network, and keeps sentences about the networks", () => {
    const promo = '香港新浪新聞現已開設Facebook專頁，讓你即時掌握本地、中國、國際新聞，與朋友分享！快點到Facebook Like我們的專頁！[按此 Like]';
    const root = container(
      `<p>${promo}</p><p>${BODY}</p><p>Follow us on Twitter for the latest updates.</p><p>扫码关注我们的微信公众号，获取更多资讯。</p>` +
        '<p>Facebook said it would follow the new rules from March.</p><p>我们在微博上看到了这条消息，随后联系了当事人。</p>' +
        '<p>Join the mayor at the town hall on Friday.</p><p>David Utter is a staff writer covering technology. Follow me on Twitter.</p>',
    );
    expect(pruneControlLines(root)).toEqual([promo.slice(0, 60), 'Follow us on Twitter for the latest updates.', '扫码关注我们的微信公众号，获取更多资讯。', 'David Utter is a staff writer covering technology. Follow me']);
    for (const kept of ['Facebook said it would follow', '我们在微博上看到了', 'Join the mayor']) expect(root.textContent).toContain(kept);
  });

  it("takes a publisher's figure and table controls, and keeps a numbered section's heading", () => {
    const root = container(`<p>${BODY}</p><h3>2.1 Participants</h3><p>${BODY}</p><div><a href="/t1">Full size table</a></div>` +
      `<p>${BODY}</p><div><a href="/i">Download: Download high-res image (204KB)</a></div><div><a href="/f">Download: Download full-size image</a></div>` +
      '<div>View this table: <a href="/v">View inline</a></div><p>24 participants</p>');
    expect(pruneControlLines(root)).toEqual(['Full size table', 'Download: Download high-res image (204KB)', 'Download: Download full-size image', 'View this table: View inline', '24 participants']);
    expect(root.textContent).toContain('2.1 Participants');
  });

  it('takes a promo set as one link in capitals after a paragraph, and keeps capitals that are not so set', () => {
    const paragraph = `<p>${BODY} ${BODY}</p>`;
    const root = container(`${paragraph}<p><a href="/x"><strong>LAWMAKERS GRILL FAA CHIEF OVER NEWARK RADAR OUTAGES</strong></a></p>${paragraph}` +
      '<p><a href="/app"><strong>CLICK HERE TO GET THE FOX NEWS APP</strong></a></p><h2><a href="#s2">THE EARLY TRADE OF COFFEE</a></h2>' +
      `<p><a href="/p">CAST IRON SKILLET 9" LODGE</a></p>${paragraph}<p>WASHINGTON HAS NOT RESPONDED TO <a href="/r">THE REPORT</a></p>`);
    expect(pruneControlLines(root)).toEqual(['LAWMAKERS GRILL FAA CHIEF OVER NEWARK RADAR OUTAGES', 'CLICK HERE TO GET THE FOX NEWS APP']);
    for (const kept of ['THE EARLY TRADE', 'CAST IRON SKILLET', 'WASHINGTON HAS NOT']) expect(root.textContent).toContain(kept);
  });

  it("keeps a data table's cells whatever their words, and takes a layout table's toolbar cells", () => {
    const data = container(`<p>${BODY}</p><table><tr><th>Date</th><th>Open</th><th>Close</th><th>Record</th></tr>` +
      '<tr><td>Jan 2</td><td>101</td><td>103</td><td>3 of 4</td></tr><tr><td>Facebook</td><td>3.0bn</td><td>Reply</td><td>1 of 2</td></tr></table>');
    expect(pruneControlLines(data)).toEqual([]);
    for (const cell of ['Close', '3 of 4', 'Facebook', 'Reply', '1 of 2']) expect(data.textContent).toContain(cell);
    // Header cells or not, a table of words alone is data too.
    const plain = container(`<p>${BODY}</p><table><tr><td>Close</td><td>103</td></tr><tr><td>Open</td><td>101</td></tr></table>`);
    expect(pruneControlLines(plain)).toEqual([]);
    const layout = container(`<table><tr><td><p>${BODY}</p><p>${BODY}</p></td><td>Print this article</td></tr><tr><td>Up to Top</td><td>Contact Us</td></tr></table>`);
    expect(pruneControlLines(layout)).toEqual(['Print this article', 'Up to Top', 'Contact Us']);
  });

  it("takes a call to follow the site for updates under its own name (IBNLive), and keeps news of who follows whom", () => {
    const call = '(For updates you can share with your friends, follow IBNLive on Facebook, Twitter and Google+)';
    const root = container(`<p>${BODY}</p><p>${call}</p><p>News of the vote: for updates, the senator said, voters follow the count on Twitter.</p>`);
    expect(pruneControlLines(root)).toEqual([call.slice(0, 60)]);
    const fan = container(`<p>${BODY}</p><p><a href="https://facebook.com/aollifestyle">Be a fan of Lifestyle on Facebook</a></p><p>Fans of the team on Facebook cheered the result.</p>`);
    expect(pruneControlLines(fan)).toEqual(['Be a fan of Lifestyle on Facebook']);
    expect(root.textContent).toContain('voters follow the count');
  });
});

describe('trimTrailingLines and lines broken by <br>', () => {
  it('judges and removes the last <br> lines of a block alone, and keeps the body line before them', () => {
    const root = container(
      `<p>${BODY}<br><br><b>Previous story:</b> <a href="/p">Didgeridoo you want to see some concerts?</a><br><b>Next story:</b> <a href="/n">Beanie buddy gets rapper in trouble</a><br></p>`,
    );
    expect(trimTrailingLines(root)).toHaveLength(2);
    expect(root.textContent).toContain(BODY);
    expect(root.textContent).not.toContain('Previous story');
    expect(root.textContent).not.toContain('Beanie');
  });

  it('keeps a last <br> line that is a sentence', () => {
    const root = container(`<p>Short label<br>${BODY}</p>`);
    expect(trimTrailingLines(root)).toEqual([]);
    expect(root.textContent).toContain('Short label');
  });
});

describe('trimTrailingLines and metadata', () => {
  it('trims a trailing editor and tags line, which sentence punctuation alone would keep', () => {
    const root = container(`<p>${BODY}</p><p>[责任编辑：robot]  标签：榆树市 香港籍 哈尔滨市 吉林省</p>`);
    expect(trimTrailingLines(root)).toHaveLength(1);
    expect(root.textContent).not.toContain('责任编辑');
  });
});

describe('removeRelatedCards', () => {
  it("takes a card whose label is a span beside its blocks, over one headline in a heading and a line of summary (Valnet's Related card)", () => {
    const card = '<div class="article-jumplink related-single"><div class="display-card"><span class="related-label">Related</span><div class="content">' +
      '<h5 class="display-card-title"><a href="/hogs">7 Hidden Storage Hogs on Your Windows PC</a></h5><p class="excerpt">If your drive keeps filling up, these are the places Windows hides the biggest files.</p></div>' +
      '<div class="thumb"><img src="/h.jpg" alt=""></div></div></div>';
    const root = container(`<p>${BODY}</p>${card}<p>${BODY}</p>`);
    expect(removeRelatedCards(root)).toEqual(['Related7 Hidden Storage Hogs on Your Windows PCIf your drive']);
    expect(root.textContent).toBe(BODY + BODY);
    // A related heading over a paragraph of prose with one link in it is the text's own.
    const prose = container(`<p>${BODY}</p><div><span>Related</span><div><p>The council also voted on a <a href="/road">new road budget</a>, which the mayor said would be reviewed again after the spring elections, along with the plan for the old ferry landing and the two parks beside it.</p></div></div>`);
    expect(removeRelatedCards(prose)).toEqual([]);
  });

  it("takes a card for another story set in the text (Forbes's 'MORE FROM FORBES'), and keeps a related heading over prose", () => {
    const card = '<div class="embed-base link-embed"><div class="header"><span>MORE FROM FORBES</span></div>' +
      '<a href="/cola"><div class="image"><img src="/c.jpg" alt=""></div><div class="title">Social Security COLA 2026: What The Latest Inflation Data Signals</div><div class="by">By Forbes Advisor</div></a></div>';
    const root = container(`<p>${BODY}</p>${card}<p>${BODY.replace('minister', 'treasurer')}</p>`);
    expect(removeRelatedCards(root)).toHaveLength(1);
    expect(root.textContent).not.toContain('MORE FROM FORBES');
    expect(root.textContent).not.toContain('COLA 2026');
    expect(root.textContent).toContain('The treasurer said');
    // A section headed "Related research" whose text is prose stays; so does a heading alone.
    const prose = container(`<p>${BODY}</p><div><h3>Related research</h3><p>Two earlier studies found the same effect in older patients, and a third is under way in Leeds.</p></div>`);
    expect(removeRelatedCards(prose)).toEqual([]);
    expect(prose.textContent).toContain('Two earlier studies');
  });
});

describe('cutAtFurnitureHeading', () => {
  it("does not cut at an author's heading among the page's other section labels (a book page's 作者简介), and cuts at a closing one", () => {
    const zh = '长江出三峡后，流速骤减，泥沙淤积，在两湖平原上摆出一片河湖交错的大地。五百年来，生活在这里的人不断筑堤围垸、与水争地，也不断因为洪水失去家园。';
    const section = (label: string, body: string) => `<div><div><span>${label}</span></div><div><p>${body}</p></div></div>`;
    const book = container(section('编辑推荐', zh) + section('内容简介', zh + zh) + section('作者简介', '韩知远，历史学博士，主要研究明清社会经济史。') + section('目　　录', '序章 一条会移动的河<br>第一部 筑堤<br>第一章 堤与垸：谁来修，谁来出钱<br>第二章 万城堤的五百年') + section('前　　言', zh + zh));
    expect(cutAtFurnitureHeading(book)).toBeNull();
    expect(book.textContent).toContain('第一部 筑堤');
    // (The author's heading past half the page's text: before that only a comment section the markup names cuts.)
    // An article's closing note: what follows the author's heading is the reviewer's and a disclaimer, no section of it.
    const article = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h3>About the Author</h3><p>Jane Roe is the executive editor of the Health Letter and writes on medicine.</p>` +
      `<h3>About the Reviewer</h3><p>Dr. John Doe practises in Boston.</p><h3>Disclaimer:</h3><p>${BODY}</p>`);
    expect(cutAtFurnitureHeading(article)).toBe('About the Author');
    expect(article.textContent).not.toContain('executive editor');
  });

  it('cuts at a press release\'s media contacts ("Media Contacts", 媒体联络)', () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><h3>Media Contacts</h3><p>Jane Roe, jane@example.com, +1 555 0100</p>`);
    expect(cutAtFurnitureHeading(root)).toBe('Media Contacts');
    expect(root.textContent).not.toContain('jane@example.com');
    const zh = container(`<p>${BODY}</p><p>${BODY}</p><p><strong>媒体联络：</strong></p><p>王女士 press@example.com</p>`);
    expect(cutAtFurnitureHeading(zh)).toBe('媒体联络：');
  });

  it('cuts at a related heading set in lenticular brackets (【相关阅读】, 〖延伸阅读〗), and not at such a word in a sentence', () => {
    const zh = '春节前的传统淡季，北京二手房市场却出现了回暖迹象，多家中介机构数据显示网签量环比增长近两成，改善型需求成为交易主力。';
    const root = container(`<p>${zh}</p><p>${zh}</p><p>${zh}</p><p><strong>【相关阅读】</strong></p><ul><li><a href="/a">北京2025年二手房成交量创近四年新高</a></li><li><a href="/b">房贷利率降至历史低位 北京首套房贷款怎么选？</a></li></ul>`);
    expect(cutAtFurnitureHeading(root)).toBe('【相关阅读】');
    expect(root.textContent).not.toContain('成交量创近四年新高');
    const traditional = container(`<p>${zh}</p><p>${zh}</p><p>${zh}</p><h3>〖延伸閱讀〗</h3><p><a href="/c">觀光署擬修法 訂位平台須揭露營地登記字號</a></p>`);
    expect(cutAtFurnitureHeading(traditional)).toBe('〖延伸閱讀〗');
    const prose = container(`<p>${zh}</p><p>${zh}</p><p>${zh}</p><p>【相关阅读】栏目里的文章都值得一看，记者也在其中找到了不少线索。</p>`);
    expect(cutAtFurnitureHeading(prose)).toBeNull();
  });

  it("cuts at a web novel's author's note after the chapter (晋江's 作者有话要说：), with its thanks and vote box", () => {
    const zh = '林晚把最后一箱书搬进储物间的时候，天已经黑透了。老房子没有电梯，六层楼来回跑了十几趟，她的胳膊酸得几乎抬不起来。';
    const root = container(`<div>　　${zh}<br><br>　　${zh}<br><br>　　${zh}<br><div class="readsmall"><hr><div style="font-weight:bold;">作者有话要说：</div>外婆的信下一章揭晓～这几天降温，大家注意保暖。<br>感谢投出地雷的小天使：橘子汽水 1个；<br></div></div>`);
    expect(cutAtFurnitureHeading(root)).toBe('作者有话要说：');
    expect(root.textContent).not.toContain('外婆的信下一章揭晓');
    expect(root.textContent).toContain(zh);
    expect(metadataKind('本章字数：1487　发表时间：2026-01-13 20:00:00')).toBe('label');
  });

  it('cuts at a docs page\'s feedback box ("Feedback", "Was this page helpful?") and takes the change stamp after it', () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><div class="d-print-none"><h2 class="feedback--title">Feedback</h2><p>Was this page helpful?</p>` +
      '<p>Thanks for the feedback. If you have a question, ask it on Stack Overflow.</p></div><div>Last modified August 14, 2025: Clarify flag</div>');
    expect(cutAtFurnitureHeading(root)).toBe('Feedback');
    expect(root.textContent).not.toContain('Thanks for the feedback');
    expect(root.textContent).not.toContain('Last modified');
    const asked = container(`<p>${BODY}</p><p>${BODY}</p><h3>Was this article helpful?</h3><p>Yes No</p>`);
    expect(cutAtFurnitureHeading(asked)).toBe('Was this article helpful?');
    // A section of the article about feedback is no furniture heading.
    const section = container(`<p>${BODY}</p><h2>Giving feedback to your team</h2><p>${BODY}</p>`);
    expect(cutAtFurnitureHeading(section)).toBeNull();
  });

  it("cuts at a paywall's call and drops the sales pitch after it, and keeps sentences about subscribing", () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>I subscribe to the view that planning should take hours, not weeks.</p>` +
      `<p><strong>Become a <a href="/subscribe">paid subscriber to Every</a> to unlock this piece and learn about:</strong></p>` +
      `<ol><li>The knowledge hub setup that means never starting from scratch</li></ol><p><a href="/trial">Start free trial</a></p>`);
    expect(cutAtFurnitureHeading(root)).toBe('Become a paid subscriber to Every to unlock this piece and learn about:');
    expect(root.textContent).toContain('I subscribe to the view');
    expect(root.textContent).not.toContain('knowledge hub');
    const account = container(`<p>${BODY}</p><p>${BODY}</p><p>Please create an account or login to read this story</p><p>ALREADY A MEMBER? LOGIN NOW.</p>`);
    expect(cutAtFurnitureHeading(account)).toBe('Please create an account or login to read this story');
    expect(account.textContent).not.toContain('ALREADY A MEMBER');
    const zh = container(`<p>${BODY}</p><p>${BODY}</p><div>开通会员即可阅读全文</div><p>会员专享：每月 30 元。</p>`);
    expect(cutAtFurnitureHeading(zh)).toBe('开通会员即可阅读全文');
    expect(zh.textContent).not.toContain('会员专享');
    // A member-only notice in traditional script, the plan's name in bold (商周Plus).
    const tw = container(`<p>${BODY}</p><p>${BODY}</p><p>本篇文章為 <strong>商周Plus</strong> 會員專屬內容</p><p>訂閱商周Plus，解鎖全站深度報導。</p>`);
    expect(cutAtFurnitureHeading(tw)).toBe('本篇文章為 商周Plus 會員專屬內容');
    expect(tw.textContent).not.toContain('解鎖全站');
    const about = container(`<p>${BODY}</p><p>${BODY}</p><p>本文介绍会员专属内容的定价方式，以及读者如何看待付费阅读。</p>`);
    expect(cutAtFurnitureHeading(about)).toBeNull();
    const newsletter = container(`<p>${BODY}</p><p>${BODY}</p><p>Subscribe to our newsletter for updates.</p><p>${BODY}</p>`);
    expect(cutAtFurnitureHeading(newsletter)).toBeNull();
  });

  it('does not cut at a "Comment" control repeated under every entry of a list of posts', () => {
    const entry = (i: number) => `<div class="post"><h3><a href="/p/${i}">Consulting firm ${i} expands</a></h3><p>${BODY}</p><p><a href="/p/${i}#c">Comment</a></p></div>`;
    const list = container([1, 2, 3, 4, 5].map(entry).join(''));
    expect(cutAtFurnitureHeading(list)).toBeNull();
    expect(list.textContent).toContain('Consulting firm 5 expands');
    // Once, after the story: the comment section, cut as before.
    const once = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h3>Comment</h3><p>${BODY.replace('minister', 'reader')}</p>`);
    expect(cutAtFurnitureHeading(once)).toBe('Comment');
  });

  it('cuts at a comments heading in the later part of the article, with everything after it', () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h3>Comments (2)</h3><p>${BODY.replace('minister', 'reader')}</p><form><p>Your name</p></form>`);
    expect(cutAtFurnitureHeading(root)).toBe('Comments (2)');
    expect(root.textContent).toContain('The minister said');
    expect(root.textContent).not.toContain('The reader said');
    expect(root.textContent).not.toContain('Your name');
  });

  it("cuts at a site's rules for its comments set as a longer bold line (Sacbee's \"What You Should Know About Comments on Sacbee.com\")", () => {
    const rules = '<ul><li>Keep your comments civil. Do not insult one another or the subjects of our articles.</li><li>Stay on topic.</li></ul>';
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><b>What You Should Know About Comments on Sacbee.com</b></p><p>Sacbee.com is happy to provide a forum for reader interaction.</p>${rules}`);
    expect(cutAtFurnitureHeading(root)).toBe('What You Should Know About Comments on Sacbee.com');
    expect(root.textContent).toContain('The minister said');
    expect(root.textContent).not.toContain('Keep your comments civil');
    const policy = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h3>Comments Policy</h3><p>We moderate every comment.</p>`);
    expect(cutAtFurnitureHeading(policy)).toBe('Comments Policy');
  });

  it('cuts at a call to share the story ("Like this story? Spread the news by clicking below:"), and keeps the question in a sentence', () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><b>Like this story? Spread the news by clicking below:</b></p><p><a href="/digg">Digg this</a> <a href="/del">Del.icio.us</a></p>`);
    expect(cutAtFurnitureHeading(root)).toBe('Like this story? Spread the news by clicking below:');
    expect(root.textContent).not.toContain('Digg this');
    const asked = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p>Like this story? Readers told us they did, in their thousands.</p>`);
    expect(cutAtFurnitureHeading(asked)).toBeNull();
  });

  it.each([
    ['Credits & Contacts', '<p>Author: Patrick L. Barry</p><p>Responsible official: John M. Horack</p>'],
    ['Join the mailing list', '<p>Enter your name and email address:</p><form><p>Name:</p></form>'],
    ['Do you have comments on this story?', '<p><a href="/talkback">Talkback here</a></p>'],
    ['Recommend this article...', '<p>Did you enjoy this article? Please bookmark it.</p>'],
    ['E-mail This Article', '<p>Enter the address of the recipient:</p>'],
    ['APA Reference', '<p>Wood, J. (2012). Alcohol Lights Up Brain. Retrieved on January 12, 2012.</p>'],
    ['Share & Save:', '<p><a href="/digg">Digg</a> <a href="/facebook">Facebook</a></p>'],
  ])('cuts at the closing box "%s" with what follows it', (heading, after) => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><b>${heading}</b></p>${after}`);
    expect(cutAtFurnitureHeading(root)).toBe(heading);
    expect(root.textContent).toContain('The minister said');
    expect(root.innerHTML).not.toContain(after);
  });

  it("cuts at a closing call longer than a heading: a request to cite the article, the note over readers' comments, a moderation note", () => {
    const cite = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><div>Please use one of the following formats to cite this article in your essay, paper or report:<br>MLA<br>Rattue, Petra. "GLP-1 Therapy." Medical News Today. 11 Jan. 2012.</div>`);
    expect(cutAtFurnitureHeading(cite)).toBe('Please use one of the following formats to cite this article in your essay, paper or report:');
    expect(cite.textContent).not.toContain('MLA');
    expect(cite.textContent).toContain('The minister said');
    const note = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><div><i><b>The following are comments from the readers. In no way do they represent the view of the Herald. <p>NOTE: Comments will generally stay active for a week. Users will not be able to comment on stories more than 7 days old.</p></b></i></div><p>Great story, thanks.</p>`);
    expect(cutAtFurnitureHeading(note)).toMatch(/^The following are comments from the readers/);
    expect(note.textContent).not.toContain('Great story');
    const moderated = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><span>*Submitted comments are subject to moderation before being displayed.</span></p><p>Add a comment</p>`);
    expect(cutAtFurnitureHeading(moderated)).toBe('*Submitted comments are subject to moderation before being displayed.');
    const more = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p>Interested in more articles like this? Log in to set up automated email alerts.</p><form><p>Email:</p></form>`);
    expect(cutAtFurnitureHeading(more)).toMatch(/^Interested in more articles like this\?/);
    // Such words early in a story are the story's own.
    const early = container(`<p>The following are comments from the readers of our survey, who wrote in their thousands.</p><p>${BODY}</p><p>${BODY}</p><p>${BODY}</p>`);
    expect(cutAtFurnitureHeading(early)).toBeNull();
  });

  it('cuts early at a comments line the markup names as the comment section, and not at an unnamed one', () => {
    const thread = Array.from({ length: 6 }, (_, i) => `<hr><p><b>Reader ${i}</b><br>${BODY.replace('minister', 'reader')} I disagree with all of it.</p>`).join('');
    const closed = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><hr><p><a name="commentSection"></a><b>Comments are now closed for this story</b></p>${thread}`);
    expect(cutAtFurnitureHeading(closed)).toBe('Comments are now closed for this story');
    expect(closed.textContent).toContain('The minister said');
    expect(closed.textContent).not.toContain('The reader said');
    const add = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><a class="please" name="commentSection" href="/comments?id=1">Please Add Comments</a></p>${thread}`);
    expect(cutAtFurnitureHeading(add)).toBe('Please Add Comments');
    expect(add.textContent).not.toContain('The reader said');
    // The line set after the story's paragraphs in the same box, between a rule and <br>s (ctv.ca, 2008).
    const inline = Array.from({ length: 6 }, (_, i) => `<b>Reader ${i}</b><br>${BODY.replace('minister', 'reader')} I disagree with all of it.<br><br>`).join('');
    const flat = container(`<div><p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><hr><a name="commentSection"></a><b>Comments are now closed for this story</b><br><br>${inline}</div>`);
    expect(cutAtFurnitureHeading(flat)).toBe('Comments are now closed for this story');
    expect(flat.textContent).toContain('The minister said');
    expect(flat.textContent).not.toContain('The reader said');
    // The same line without the name, this early in the text, is not taken for the thread's start.
    const unnamed = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><b>Comments are now closed for this story</b></p>${thread}`);
    expect(cutAtFurnitureHeading(unnamed)).toBeNull();
    // Nor a heading whose anchor is spelled from its own words: a tutorial's section on code comments.
    const tutorial = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h2 id="comments">Comments</h2>${thread}`);
    expect(cutAtFurnitureHeading(tutorial)).toBeNull();
    const slugged = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h3 id="h-comments">Comments</h3>${thread}`);
    expect(cutAtFurnitureHeading(slugged)).toBeNull();
    // Nor a named one before a paragraph or two of the story.
    const opening = container(`<p><a name="comments" href="#c">Add a comment</a></p><p>${BODY}</p>${thread}`);
    expect(cutAtFurnitureHeading(opening)).toBeNull();
  });

  it("cuts at a comments heading with its call to write one beside it (\"Reader's Comments(1) | Post a comment\")", () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><b>Reader's Comments(1)</b> | <a href="/c">Post a comment</a></p><p>How much more stupid can we get</p>`);
    expect(cutAtFurnitureHeading(root)).toBe("Reader's Comments(1) | Post a comment");
    expect(root.textContent).not.toContain('How much more');
  });

  it("cuts at the other answers under an answer page's own answer (Zhihu's 更多回答)", () => {
    const zhBody = '我最相见恨晚的是费曼学习法：学完一个概念，试着用最简单的话讲给一个完全不懂的人听，卡住的地方就是没真正弄懂的地方，回去重新看书。';
    const root = container(`<p>${zhBody}</p><p>${zhBody}</p><div class="Card MoreAnswers"><h4>更多回答</h4><div><p>说一个最实用的：番茄工作法加上任务清单。</p></div></div>`);
    expect(cutAtFurnitureHeading(root)).toBe('更多回答');
    expect(root.textContent).toContain('费曼学习法');
    expect(root.textContent).not.toContain('番茄工作法');
  });

  it("cuts at an old blog's TrackBack box (Movable Type, TypePad, Joomla) and keeps a sentence about trackbacks", () => {
    for (const heading of ['TrackBack', 'Trackback(0)', 'Trackbacks and Pingbacks', 'Pingbacks:']) {
      const root = container(`<div class="post"><p>${BODY}</p><p>${BODY}</p></div><div class="post"><h2>${heading}</h2><p>TrackBack URL for this entry:<br>http://example.com/mt-tb.fcgi/74651</p></div>`);
      expect(cutAtFurnitureHeading(root)).toBe(heading);
      expect(root.textContent).not.toContain('mt-tb.fcgi');
    }
    const sentence = container(`<p>${BODY}</p><p>${BODY}</p><p>Trackbacks let one blog tell another that it linked to a post.</p>`);
    expect(cutAtFurnitureHeading(sentence)).toBeNull();
  });

  it('cuts at such a heading set as a run between <br>s of a longer block, from the run on', () => {
    const related = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}<br><br><strong>Related articles:</strong><br><a href="/a">Minister backs the plan</a><br><a href="/b">Councils ask for more time</a></p><p>Footer note</p>`);
    expect(cutAtFurnitureHeading(related)).toBe('Related articles:');
    expect(related.textContent).toContain(BODY);
    expect(related.textContent).not.toContain('Minister backs the plan');
    expect(related.textContent).not.toContain('Footer note');
    const rate = container(`<p>${BODY}</p><p>${BODY}</p><div>${BODY}<br>Rate this article:<br><span>1 2 3 4 5</span></div>`);
    expect(cutAtFurnitureHeading(rate)).toBe('Rate this article:');
    expect(rate.textContent).not.toContain('1 2 3 4 5');
  });

  it('cuts at such a run wrapped in markup nested deeper than the call stack goes', () => {
    const depth = 20000;
    const deep = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}<br>${'<span>'.repeat(depth)}Related articles:${'</span>'.repeat(depth)}<br><a href="/a">Minister backs the plan</a></p>`);
    expect(cutAtFurnitureHeading(deep)).toBe('Related articles:');
    expect(deep.textContent).not.toContain('Minister backs the plan');
  });

  it("keeps such a run that labels a paragraph of prose after it, and one over a list in the same block", () => {
    const note = `Release of mercury from cellular binding can be enhanced by remaining at altitude for a week, with daily trips down.`;
    const editor = container(`<p>${BODY}</p><p>${BODY}</p><p><b>COMMENT</b><br><b>${note}</b></p>`);
    expect(cutAtFurnitureHeading(editor)).toBeNull();
    expect(editor.textContent).toContain(note);
    const specs = container(`<p>${BODY}</p><p>${BODY}</p><div><strong>Minimum:</strong><br><ul><li>OS: Windows 7</li></ul><strong>Recommended:</strong><br><ul><li>OS: Windows 10</li><li>Memory: 16 GB</li></ul></div>`);
    expect(cutAtFurnitureHeading(specs)).toBeNull();
    expect(specs.textContent).toContain('Memory: 16 GB');
  });

  it("cuts at today's Chinese recommendation and comment headings (相关推荐, 精选留言, 评论区)", () => {
    const zh = '国务院总理在周一表示，这项计划将按期推进，各地要做好准备工作。';
    for (const heading of ['相关推荐', '精选留言', '评论区', '熱門文章']) {
      const root = container(`<div><p>${zh}</p><p>${zh}</p></div><h3>${heading}</h3><p>读者甲：这篇文章写得很好，我非常赞同作者的观点。</p>`);
      expect(cutAtFurnitureHeading(root)).toBe(heading);
      expect(root.textContent).not.toContain('读者甲');
    }
  });

  it('cuts at a WeChat article\'s end mark and its "往期推荐" list, and keeps an "end" that is a word of the text', () => {
    const zh = '阿杰今年二十九岁，在杭州一家连锁品牌做过三年店长，辞职回乡时手里有大约二十五万存款。';
    for (const mark of ['— END —', '-END-', 'THE END', '往期推荐', '往期回顾：']) {
      const root = container(`<section><p>${zh}</p><p>${zh}</p><p>${mark}</p><p>作者 | 林小满 编辑 | 周禾</p><p><a href="/s/1">县城婚礼的份子钱，涨到多少了？</a></p></section>`);
      expect(cutAtFurnitureHeading(root)).toBe(mark);
      expect(root.textContent).not.toContain('份子钱');
    }
    for (const line of ['END', 'The end of an era', 'Weekend']) {
      const root = container(`<p>${zh}</p><p>${zh}</p><p>${line}</p><p>${zh.slice(0, 20)}</p>`);
      expect(cutAtFurnitureHeading(root)).toBeNull();
    }
  });

  it('cuts at a Chinese related-news heading', () => {
    const zh = '国务院总理在周一表示，这项计划将按期推进，各地要做好准备工作。';
    const root = container(`<div><p>${zh}</p><p>${zh}</p></div><h4>相关新闻</h4><ul><li><a href="/n">另一条新闻的标题在这里，内容很长也不算正文。</a></li></ul>`);
    expect(cutAtFurnitureHeading(root)).toBe('相关新闻');
    expect(root.textContent).toContain('国务院总理');
    expect(root.textContent).not.toContain('另一条新闻');
  });

  it('cuts at a rating or opinion form\'s heading ("Rate this article:", "Add Your Opinion"), and keeps a section asking the question', () => {
    const form = '<p>(Hover over the stars then click to rate)</p><p>Please note that we publish your name, but we do not publish your email address.</p>';
    for (const heading of ['Rate this article:', 'Add Your Opinion', 'What do you think?']) {
      const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><b>${heading}</b></p>${form}`);
      expect(cutAtFurnitureHeading(root)).toBe(heading);
      expect(root.textContent).not.toContain('we publish your name');
    }
    const section = container(`<p>${BODY}</p><p>${BODY}</p><h2>What do you think about the new budget rules and the minister's plan</h2><p>${BODY}</p>`);
    expect(cutAtFurnitureHeading(section)).toBeNull();
  });

  it('cuts at "Related to this story", "Other news" and "Latest reports" headings over lists of other stories', () => {
    const list = '<ul><li><a href="/a">Berbatov could leave, says agent (31 Dec 07 | Tottenham)</a></li><li><a href="/b">Spurs will not split the squad</a></li></ul>';
    for (const heading of ['Related to this story:', 'Other news', 'Latest Updated Reports', 'More on this story', 'Most Popular Stories', 'Most read this week', 'Recommended Stories']) {
      const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><b>${heading}</b></p>${list}`);
      expect(cutAtFurnitureHeading(root)).toBe(heading);
      expect(root.textContent).not.toContain('Berbatov');
    }
    // A section of the article that happens to start with such words is no heading of its own.
    const section = container(`<p>${BODY}</p><p>${BODY}</p><h2>Other news this week was less cheerful</h2><p>${BODY.replace('minister', 'mayor')}</p>`);
    expect(cutAtFurnitureHeading(section)).toBeNull();
  });

  it('cuts at a "related" heading early in the text when a longer run of headline teasers follows it', () => {
    const teaser = (n: number) => `<p><b><a href="/s${n}">Story number ${n} in the list</a></b><br>A standfirst of the other story that runs for a sentence or so, with its own detail.<br>Canadian Press, January ${n}</p>`;
    const teasers = [1, 2, 3, 4, 5, 6].map(teaser).join('');
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p><b>Related stories:</b></p>${teasers}`);
    expect(cutAtFurnitureHeading(root)).toBe('Related stories:');
    expect(root.textContent).toContain('The minister said');
    expect(root.textContent).not.toContain('Story number');
    // Headlines on lines of their own, each standfirst ending in a "More" link.
    const more = [1, 2, 3, 4].map((n) => `<div><a href="/m${n}">Sponsor headline ${n}</a></div><span>A line about what the partner offers and why it matters to you. <a href="/m${n}">More</a></span><br>`).join('');
    const partners = container(`<p>${BODY}</p><p>${BODY}</p><h1><span>Links We Like</span></h1><div>${more}</div>`);
    expect(cutAtFurnitureHeading(partners)).toBe('Links We Like');
    expect(partners.textContent).not.toContain('Sponsor headline');
    // Prose after an early "related" heading, or a comments heading early on, is left alone.
    const prose = container(`<p>${BODY}</p><p><b>Related stories:</b></p>${[1, 2, 3, 4, 5, 6].map(() => `<p>${BODY}</p>`).join('')}`);
    expect(cutAtFurnitureHeading(prose)).toBeNull();
    const comments = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h3>Comments</h3>${teasers}`);
    expect(cutAtFurnitureHeading(comments)).toBeNull();
  });

  it("cuts at today's 'read next' headings (English and Chinese) over lists of other stories", () => {
    const list = '<ul><li><a href="/a">Berbatov could leave, says agent</a></li><li><a href="/b">Spurs will not split the squad</a></li></ul>';
    for (const heading of ['Read Next', 'More from The Verge', "Editor's Picks", 'Trending now', '延伸阅读', '大家都在看']) {
      const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h2>${heading}</h2>${list}`);
      expect(cutAtFurnitureHeading(root), heading).toBe(heading);
      expect(root.textContent).not.toContain('Berbatov');
    }
    // A sentence that starts so is no heading.
    const prose = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p>More from the minister came later that week, when she spoke again.</p>`);
    expect(cutAtFurnitureHeading(prose)).toBeNull();
  });

  it('does not cut at a "related" label set between <br>s over a paragraph of prose, and does over links', () => {
    // 新浪香港: "<b>相關鏈接</b><br><br>" over a background story set in the article's own block.
    const zh = '這一次執行新的基本藥物目錄中，省物價部門的通知明確規定，為鼓勵廉價藥品的使用，可收取拆零服務費。';
    const background = '據一項對華東大城市的調查顯示，平均每個城市家庭有過期藥二百多粒，其中三到四成超過有效期三年以上。因過期造成的藥品浪費，一年達到一萬多噸。'.repeat(2);
    const story = `${zh}<br><br>`.repeat(8);
    const prose = container(`<div>${story}<b>相關鏈接</b><br><br><b>過期藥中數感冒藥最多</b><br><br>${background}</div>`);
    expect(cutAtFurnitureHeading(prose)).toBeNull();
    expect(prose.textContent).toContain('過期藥中數感冒藥最多');
    const links = container(`<div>${story}<b>相關鏈接</b><br><a href="/a">過期藥中數感冒藥最多</a><br>${background}</div>`);
    expect(cutAtFurnitureHeading(links)).toBe('相關鏈接');
    expect(links.textContent).not.toContain('過期藥');
  });

  it('does not cut at a print-style sidebar label in its own paragraph over linkless prose', () => {
    // 新浪台灣: "<p>相關鏈接</p>" over paragraphs of a background report, no link after it.
    const zh = '這一次執行新的基本藥物目錄中，省物價部門的通知明確規定，為鼓勵廉價藥品的使用，可收取拆零服務費。';
    const background = '據一項對華東大城市的調查顯示，平均每個城市家庭有過期藥二百多粒，其中三到四成超過有效期三年以上。因過期造成的藥品浪費，一年達到一萬多噸。'.repeat(2);
    const story = `<p>${zh}</p>`.repeat(8);
    const prose = container(`<div>${story}<p>相關鏈接</p><p>過期藥中數感冒藥最多</p><p>${background}</p></div>`);
    expect(cutAtFurnitureHeading(prose)).toBeNull();
    expect(prose.textContent).toContain('過期藥中數感冒藥最多');
    // A link after it: a list, cut.
    const links = container(`<div>${story}<p>相關鏈接</p><p><a href="/a">過期藥中數感冒藥最多</a></p><p>${background}</p></div>`);
    expect(cutAtFurnitureHeading(links)).toBe('相關鏈接');
    // Other "related" words over linkless teasers still cut (L3S-GN1's Radio New Zealand "Other news").
    const teasers = `<p>The Herald reports the mayor plans to break the electoral finance laws this month to force a test case.</p>`.repeat(2);
    const other = container(`<div><p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p>Other news</p>${teasers}</div>`);
    expect(cutAtFurnitureHeading(other)).toBe('Other news');
  });

  it("cuts at a product page's reviews heading (Shopify's review widgets, Amazon, 华为商城's 用户评价), and keeps a sentence about reviews", () => {
    const reviews = '<p>Based on 214 reviews</p><p>I put off buying linen for years because of the price, and the sage is softer in person.</p>';
    // Thomann's "98 Customer ratings" and Etsy's "Reviews for this item (76)" too, with their counts.
    for (const heading of ['Customer Reviews', 'Ratings & Reviews', 'Product reviews', '用户评价', '商品評價', '98 Customer ratings', 'Reviews for this item (76)', 'User reviews']) {
      const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h2>${heading}</h2>${reviews}`);
      expect(cutAtFurnitureHeading(root), heading).toBe(heading);
      expect(root.textContent).not.toContain('Based on 214 reviews');
    }
    const prose = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p>Customer reviews of the first batch were mixed, and the maker changed the weave.</p>`);
    expect(cutAtFurnitureHeading(prose)).toBeNull();
    const ratings = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p>Customer ratings for this item fell after the maker changed the weave.</p>`);
    expect(cutAtFurnitureHeading(ratings)).toBeNull();
  });

  it("cuts at a feedback prompt or an 'About this article' box after the text (wikiHow, ReadMe's docs), and keeps sentences so opening", () => {
    for (const heading of ['Did this page help you?', 'Did this article help you?', 'About This Article']) {
      const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h3>${heading}</h3><p>Co-authored by Ryan Baxter, a kitchen equipment specialist.</p>`);
      expect(cutAtFurnitureHeading(root), heading).toBe(heading);
      expect(root.textContent).not.toContain('Co-authored by');
    }
    const prose = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p>About this article's claims, the ministry said nothing.</p>`);
    expect(cutAtFurnitureHeading(prose)).toBeNull();
  });

  it('cuts at a comment-policy heading after the article', () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h3>Our Comment Policy</h3><p>We encourage lively discussion. Please be civil when you leave a comment.</p>`);
    expect(cutAtFurnitureHeading(root)).toBe('Our Comment Policy');
    expect(root.textContent).not.toContain('lively discussion');
  });

  it('cuts at an author bio or share heading after the article', () => {
    const bio = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h2>About the Author</h2><p>Jane Doe is the executive editor of a health letter.</p>`);
    expect(cutAtFurnitureHeading(bio)).toBe('About the Author');
    expect(bio.textContent).not.toContain('Jane Doe is the executive editor');
    const share = container(`<p>${BODY}</p><p>${BODY}</p><div><span>Share this article</span></div><p>Disclaimer: nothing here is advice.</p>`);
    expect(cutAtFurnitureHeading(share)).toBe('Share this article');
    const zh = '国务院总理在周一表示，这项计划将按期推进，各地要做好准备工作。';
    const author = container(`<p>${zh}</p><p>${zh}</p><h3>作者简介</h3><p>张三，资深记者，长期关注经济政策。</p>`);
    expect(cutAtFurnitureHeading(author)).toBe('作者简介');
    expect(author.textContent).not.toContain('张三');
  });

  it('reads a heading split over several text nodes as one line', () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><div><a href="#c"><span>Add your comments</span></a><h3>Comments (<span></span>)</h3></div><p>Here is what other readers said.</p>`);
    expect(cutAtFurnitureHeading(root)).toBe('Comments ()');
    expect(root.textContent).not.toContain('other readers');
  });

  it('does not cut at a post\'s related list when another titled post follows it', () => {
    const post = (title: string) => `<h3>${title}</h3><p>${BODY} ${BODY}</p>`;
    const related = `<p><em>Related posts</em>:</p><blockquote><p>1. <a href="/a">Googling for Demonstratives</a></p></blockquote>`;
    const page = container(`${post('First post')}${post('Second post')}${related}${post('Third post')}`);
    expect(cutAtFurnitureHeading(page)).toBeNull();
    expect(page.textContent).toContain('Third post');
    const single = container(`${post('The story')}<p>${BODY}</p>${related}<h3>More from us</h3><p><a href="/b">${BODY}</a></p>`);
    expect(cutAtFurnitureHeading(single)).toBe('Related posts:');
    expect(single.textContent).not.toContain('Googling');
  });

  it('keeps the text when the heading comes early or is part of a sentence', () => {
    const early = container(`<h2>Comments</h2><p>${BODY}</p><p>${BODY}</p>`);
    expect(cutAtFurnitureHeading(early)).toBeNull();
    const inline = container(`<p>${BODY}</p><p>${BODY}</p><p>Comments on the plan were mixed.</p><p>${BODY}</p>`);
    expect(cutAtFurnitureHeading(inline)).toBeNull();
    expect(inline.textContent).toContain('Comments on the plan were mixed.');
  });
  it("leaves a related card set between the story's paragraphs to removeRelatedCards, and cuts one the story does not go on after", () => {
    const rest = 'Both candidates remain strong, sources said, and the athletic director is expected to decide next week.';
    const card = `<div id="relatedrail"><table><tr><td>Related Stories</td></tr><tr><td>-</td><td><a href="/a">Athletic director asks for a delay</a></td></tr></table></div>`;
    const story = container(`<div class="storybody">${BODY}<br><br>${BODY}<br><br>${BODY} ${BODY}${card}${rest}</div>`);
    expect(cutAtFurnitureHeading(story)).toBeNull();
    expect(story.textContent).toContain(rest);
    expect(removeRelatedCards(story)).toEqual(['Related Stories-Athletic director asks for a delay']);
    expect(story.textContent).toContain(rest);
    // A card after the story, with the comments in a box of their own after it: the cut takes both.
    const comments = container(`<div><p>${BODY}</p><p>${BODY}</p>${card}</div><div class="talk"><p>${BODY.replace('minister', 'reader')}</p></div>`);
    expect(cutAtFurnitureHeading(comments)).toBe('Related Stories');
    expect(comments.textContent).not.toContain('The reader said');
  });
});

describe('removeFormLabels', () => {
  it("removes a form's groups and labels from the chosen article, and keeps a task list's checkbox labels", () => {
    const root = container(
      '<p>Most women ranked their partner as only 69 per cent perfect.</p>' +
        '<fieldset><legend>Rate this content</legend><ul><li><label>Average</label></li><li><label>Excellent</label></li></ul></fieldset>' +
        '<p><label for="sort">Sort by:</label></p>' +
        '<ul><li><label><input type="checkbox" checked> Buy milk</label></li></ul>',
    );
    expect(removeFormLabels(root)).toEqual(['Rate this content Average Excellent', 'Sort by:']);
    expect(root.textContent).not.toMatch(/Rate this|Average|Excellent|Sort by/);
    expect(root.textContent).toContain('Buy milk');
    expect(root.textContent).toContain('69 per cent');
  });

  it("keeps a spec sheet's label before its value (华为商城's <label>屏幕尺寸</label><span>6.8英寸</span>), not a tab's before its panel", () => {
    const root = container(
      '<ul class="spec"><li><label>屏幕尺寸</label><span>12英寸</span></li><li><label>存储</label><span>12GB+256GB</span></li></ul>' +
        '<div class="tabs"><label for="t1">Sync</label><div class="panel"><pre>client.get("/orders/1042")</pre></div></div>',
    );
    expect(removeFormLabels(root)).toEqual(['Sync']);
    expect(root.textContent).toContain('屏幕尺寸 12英寸');
    expect(root.textContent).toContain('存储 12GB+256GB');
  });

  it("keeps an API parameter's name (ReadMe labels each body parameter's input with it), set apart from its type", () => {
    const param = (name: string, description: string) =>
      `<div class="Param"><div class="Param-header"><label for="body-${name}">${name}</label><span>string</span></div>` +
      `<div class="Param-description"><p>${description}</p></div><div><input id="body-${name}" type="text"></div></div>`;
    const root = container(
      '<h2>Body Params</h2><form>' + param('rate_id', 'ID of a rate returned by Get rates, required unless carrier is set.') +
        param('units', 'Units of the package dimensions and weight: metric or imperial.') + '</form>' +
        '<form><label for="e">email</label><input id="e"><button>Go</button></form><p><label>Email address</label></p>',
    );
    expect(removeFormLabels(root)).toEqual(['email', 'Email address']);
    expect(root.textContent).toContain('rate_id string');
    expect(root.textContent).toContain('units string');
    expect(root.textContent).not.toMatch(/email/i);
  });
});

describe('listHeading', () => {
  it('is the short heading right before a block, and nothing else', () => {
    const root = container(
      `<p>${BODY}</p><h2>Related Stories</h2><ul id="a"><li><a href="/1">One</a></li></ul>` +
        `<h3>The council's long argument over the old bridge and its costs</h3><ul id="b"><li><a href="/2">Two</a></li></ul>` +
        `<p id="lead">Links:</p><ul id="c"><li><a href="/3">Three</a></li></ul>`,
    );
    expect(listHeading(root.querySelector('#a')!)?.textContent).toBe('Related Stories');
    expect(listHeading(root.querySelector('#b')!)).toBeNull(); // a long heading is a section's title, not a list's
    expect(listHeading(root.querySelector('#c')!)).toBeNull(); // not a heading element
  });
});

describe('removeEntryStamps', () => {
  const entry = (stamp: string, heading: string) => `<article class="post"><div class="post-header"><time>${stamp}</time><h2>${heading}</h2></div><p>${BODY} ${BODY}</p></article>`;

  it("reads a live blog's stamps, run together or not, and its labels; not a price, a race time or a post's hour", () => {
    for (const stamp of ['8m ago16.40 GMT', '43m ago16.05 GMT Key event', '13:52 GMTBreaking', '1 hr 22 min ago', 'March 17, 2026, 3:41 p.m. ET21 minutes ago', '8 mins ago3:58 PM EST']) {
      expect(entryStampKind(stamp), stamp).toBe('stamp');
    }
    expect(entryStampKind('Pinned')).toBe('label');
    for (const line of ['28.41', '2:05:11', '07:50 PM', '10-15-2004, 03:33 PM', 'March 17', '14:00 GMT Doors open', 'The vote is at 10:30 GMT']) expect(entryStampKind(line), line).toBeNull();
  });

  it("takes the stamps off a stream of entries, each over its prose, and keeps the entries' headings", () => {
    const root = container(`<p>Pinned</p>${entry('8m ago16.40 GMT', 'Talks go into overtime')}${entry('43m ago16.05 GMT Key event', 'A second draft is out')}${entry('1h ago15.31 GMT', 'Ministers meet again')}`);
    expect(removeEntryStamps(root)).toEqual(['8m ago16.40 GMT', '43m ago16.05 GMT Key event', '1h ago15.31 GMT', 'Pinned']);
    expect(root.textContent).toContain('A second draft is out');
    expect(root.textContent).not.toContain('GMT');
  });

  it('keeps stamps that are fewer than three, or over no prose (a listing of dated one-line items)', () => {
    const two = container(`${entry('8m ago16.40 GMT', 'Talks go into overtime')}${entry('43m ago16.05 GMT', 'A second draft is out')}`);
    expect(removeEntryStamps(two)).toEqual([]);
    const listing = container(`<p>${BODY}</p>` + ['16.40 GMT', '16.05 GMT', '15.31 GMT', '15.02 GMT'].map((stamp) => `<div><time>${stamp}</time><a href="/x">A headline of a story</a></div>`).join(''));
    expect(removeEntryStamps(listing)).toEqual([]);
  });

  it("takes stamps signed by the entry's writer when the name signs two or more, in the page's order; keeps a title that follows a time once", () => {
    const signed = (time: string, name: string, key = false) =>
      `<div class="entry"><div class="entry-header"><span class="entry-time">${time}</span>${key ? '<span>Key Event</span>' : ''}<span class="entry-author">${name}</span></div><p>${BODY} ${BODY}</p></div>`;
    const root = container(signed('13:40', 'Liam Garside', true) + signed('12:55', 'Aoife Kerrigan') + signed('11:30', 'Liam Garside', true) +
      signed('10:52', 'Aoife Kerrigan') + signed('10:15', 'Liam Garside') + signed('09:40', 'Ferries Suspended'));
    expect(removeEntryStamps(root)).toEqual(['13:40Key EventLiam Garside', '12:55Aoife Kerrigan', '11:30Key EventLiam Garside', '10:52Aoife Kerrigan', '10:15Liam Garside']);
    expect(root.textContent).toContain('09:40Ferries Suspended');
  });

  it("reads no name in a time's AM or PM: a blog's post footers (\"07:50 PM | Permalink | Comments (3)\") keep their times", () => {
    const post = (time: string, n: number) => `<div class="entry"><h3>A post about films, number ${n}</h3><p>${BODY} ${BODY}</p>` +
      `<p class="entry-footer"><span class="post-footers">${time} </span> <span class="separator">|</span> <a href="/p${n}">Permalink</a> | <a href="/p${n}#comments">Comments (${n})</a></p></div>`;
    const root = container(post('07:50 PM', 3) + post('11:24 AM', 7) + post('09:48 AM', 1) + post('01:26 AM', 4) + post('10:49 AM', 2) + post('08:25 PM', 5));
    expect(removeEntryStamps(root)).toEqual([]);
    expect(root.textContent).toContain('07:50 PM');
  });
});

describe('removeGovInfoTables', () => {
  it("takes a government page's disclosure table (索引号, 发布机构…, labels beside values), not a table of documents", () => {
    const record = '<table><tr><td>索 引 号</td><td>000014672/2025-02418</td><td>发布机构</td><td>海关总署</td></tr>' +
      '<tr><td>发布日期</td><td>2025-12-22</td><td>主题分类：</td><td>海关业务</td></tr><tr><td>文　　号</td><td>海关总署公告2025年第241号</td><td>有 效 性</td><td>有效</td></tr></table>';
    const root = container(`${record}<p>${BODY}</p>`);
    expect(removeGovInfoTables(root)).toHaveLength(1);
    expect(root.textContent).not.toContain('000014672');
    const documents = container(`<p>${BODY}</p><table><tr><th>文号</th><th>发文机关</th><th>发布日期</th><th>名称</th></tr><tr><td>署令第1号</td><td>海关总署</td><td>2025-01-02</td><td>关于调整申报项目的规定</td></tr></table>`);
    expect(removeGovInfoTables(documents)).toEqual([]);
  });
});

describe('removeAuthorBio', () => {
  const bio = 'Chris Radich is the public sector CTO and vice president for customer success at UiPath, where he advises government executives.';
  it("removes the author's note among the last paragraphs, by the byline's full name or first name, after credentials too", () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${bio}</p><p>${BODY}</p>`);
    expect(removeAuthorBio(root, 'By Chris Radich')).toBe(bio.slice(0, 60));
    expect(root.textContent).not.toContain('public sector CTO');
    const first = container(`<p>${BODY}</p><p>Sam is the revenue-focused VP of Marketing at Dealfront.</p>`);
    expect(removeAuthorBio(first, "Sam O'Brien")).not.toBeNull();
    const credentials = container(`<p>${BODY}</p><p>Matt Frankel, CFP, is a contributing stock market analyst.</p>`);
    expect(removeAuthorBio(credentials, 'Matt Frankel, CFP and Jane Roe')).not.toBeNull();
  });

  it('keeps a paragraph about someone else, one early in the article, and anything when the byline names no person', () => {
    const other = container(`<p>${BODY}</p><p>Jane Roe is the mayor of the town and has held the post since 2019.</p>`);
    expect(removeAuthorBio(other, 'Chris Radich')).toBeNull();
    const early = container(`<p>${bio}</p><p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><p>${BODY}</p>`);
    expect(removeAuthorBio(early, 'Chris Radich')).toBeNull();
    const desk = container(`<p>${BODY}</p><p>Staff is the word we use for the newsroom.</p>`);
    expect(removeAuthorBio(desk, 'Staff')).toBeNull();
    expect(removeAuthorBio(container(`<p>${bio}</p>`), null)).toBeNull();
    // Mentioned, not introduced: the name is not followed by who they are.
    const quoted = container(`<p>${BODY}</p><p>Chris Radich said the plan would go ahead.</p>`);
    expect(removeAuthorBio(quoted, 'Chris Radich')).toBeNull();
  });
});
