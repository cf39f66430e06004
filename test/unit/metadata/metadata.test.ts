import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { guessLanguage, readMetadata, stripSiteName } from '../../../src/core/metadata/index';
import { sharesKeyWord } from '../../../src/core/metadata/title';

function doc(head: string, body = ''): Document {
  return parseHTML(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
}

describe('title', () => {
  it('strips a site-name suffix after " - ", " | " and "_"', () => {
    expect(stripSiteName('Bridge to be rebuilt after long debate - Daily Town', null)).toBe('Bridge to be rebuilt after long debate');
    expect(stripSiteName('Bridge to be rebuilt after long debate | Daily Town', null)).toBe('Bridge to be rebuilt after long debate');
    expect(stripSiteName('中国网事感动2011年度网络人物颁奖礼在京举行_新浪网', null)).toBe('中国网事感动2011年度网络人物颁奖礼在京举行');
    expect(stripSiteName('新闻中心_组图:年度人物颁奖礼在京举行_新浪网', null)).toBe('组图:年度人物颁奖礼在京举行');
  });

  it("never takes a docs site's release name ('bramble 2.4.1 documentation') for the page's title, however short the page's part", () => {
    expect(stripSiteName('Retrying failed requests - bramble 2.4.1 documentation', null)).toBe('Retrying failed requests');
    expect(stripSiteName('Configuration reference — pgshard 0.9.3 documentation', null)).toBe('Configuration reference');
    // Without a release, "… documentation" may be the headline itself.
    expect(stripSiteName('How we rewrote our documentation - Acme Engineering Blog', null)).toBe('How we rewrote our documentation');
  });

  it('never takes a part that names the site as such (its domain, "Official Web Site") for the headline, however long', () => {
    expect(stripSiteName("White Scores 22 Points In Women's Basketball Loss - SJSUSpartans.com—Official Web Site of San Jose State Athletics", null)).toBe(
      "White Scores 22 Points In Women's Basketball Loss",
    );
    expect(stripSiteName('Council votes to keep the library open - The Official Website of the City of Springfield', null)).toBe('Council votes to keep the library open');
    // A headline that opens with a company's domain is still a headline.
    expect(stripSiteName('Amazon.com reports record holiday sales - Reuters', null)).toBe('Amazon.com reports record holiday sales');
  });

  it("never takes the software's credit for the headline, and weighs Han characters as words", () => {
    expect(stripSiteName('新相机用了三个月的感受 - 器材讨论 - 摄影论坛 - Powered by Discuz!', null)).toBe('新相机用了三个月的感受');
    // A Han character says about as much as a short word: a Chinese headline outweighs a longer English site name.
    expect(stripSiteName('小米汽车首款车型正式上市 - Tech News Daily', null)).toBe('小米汽车首款车型正式上市');
  });

  it("reads the site's name from its address: the part that spells it goes, however long, and a colon prefix that is it", () => {
    const abc = 'Aussies need doubles win at Hopman Cup - ABC News (Australian Broadcasting Corporation)';
    // Without the address the longer part wins; with it, the part that starts with "abc" is the site's.
    expect(stripSiteName(abc, null)).toBe('ABC News (Australian Broadcasting Corporation)');
    expect(stripSiteName(abc, null, undefined, 'www.abc.net.au')).toBe('Aussies need doubles win at Hopman Cup');
    expect(stripSiteName('Berkshire Eagle Online - Kerry endorses Obama', null, undefined, 'www.berkshireeagle.com')).toBe('Kerry endorses Obama');
    expect(stripSiteName('IOL: Trio set for Derby debuts', null, undefined, 'www.iol.co.za')).toBe('Trio set for Derby debuts');
    expect(stripSiteName('globeandmail.com: Blame game begins amid fury', null, undefined, 'www.theglobeandmail.com')).toBe('Blame game begins amid fury');
    expect(stripSiteName('ABC News: Pepsi to Push Amazon\'s MP3 Store', null, undefined, 'abcnews.go.com')).toBe("Pepsi to Push Amazon's MP3 Store");
    // A colon after another word is the headline's own, and a first part that goes on past the site's name names more.
    expect(stripSiteName('Cricket: Ontong and Morkel named in squad', null, undefined, 'www.nzherald.co.nz')).toBe('Cricket: Ontong and Morkel named in squad');
    expect(stripSiteName('EPA Response to 9-11: Oh My God, Look at That Plane!', null, undefined, 'www.epa.gov')).toBe('EPA Response to 9-11: Oh My God, Look at That Plane!');
    expect(stripSiteName('DVD Talk Review: Homicide Life on the Street - The Complete Season 6', null, undefined, 'www.dvdtalk.com')).toBe(
      'DVD Talk Review: Homicide Life on the Street',
    );
    // Both parts spell the site: nothing is decided by the address.
    expect(stripSiteName('Apple unveils the new iPhone today - Apple Newsroom', null, undefined, 'www.apple.com')).toBe('Apple unveils the new iPhone today');
  });

  it('passes the page address to the title reading', () => {
    const page = parseHTML('<html><head><title>LAist: Actor Brad Renfro Dead at 25</title></head><body><p>Story.</p></body></html>').document as unknown as Document;
    expect(readMetadata(page, 'https://laist.com/2008/01/16/brad_renfro.php').title).toBe('Actor Brad Renfro Dead at 25');
    expect(readMetadata(page).title).toBe('LAist: Actor Brad Renfro Dead at 25');
  });

  it('strips a known site name wherever it sits', () => {
    expect(stripSiteName('Daily Town: Bridge news', 'Daily Town')).toBe('Bridge news');
    expect(stripSiteName('Bridge | Daily Town', 'Daily Town')).toBe('Bridge');
  });

  it('keeps hyphenated words and short titles whole', () => {
    expect(stripSiteName('E-mail tips for everyone', null)).toBe('E-mail tips for everyone');
    expect(stripSiteName('Home - Site', null)).toBe('Home - Site');
  });

  it('splits Chinese titles at a hyphen between Han characters, and never keeps a keyword list', () => {
    expect(stripSiteName('2011CCTV体坛风云人物年度评选提名奖在京揭晓--体育--人民网', null)).toBe('2011CCTV体坛风云人物年度评选提名奖在京揭晓');
    expect(stripSiteName('專家指出德國抗生雞大量存在-科技新聞-新浪新聞中心', null)).toBe('專家指出德國抗生雞大量存在');
    // One bare em dash after a short place name joins two places, and is no separator ("塔城—鄂东…").
    expect(stripSiteName('塔城—鄂东±800千伏特高压直流输电工程启动送电-国家电网有限公司', null)).toBe('塔城—鄂东±800千伏特高压直流输电工程启动送电');
    // After a closing quotation mark too (科学网's "标题 —新闻—科学网").
    expect(stripSiteName('查完文字查数据：高校给博士学位论文加了一道“关” —新闻—科学网', null)).toBe('查完文字查数据：高校给博士学位论文加了一道“关”');
    expect(stripSiteName('圣元奶粉陷入致死门 公司称将积极应对-圣元奶粉致死,圣元奶粉河北,圣元奶粉集宁,圣元奶粉衡水-滚动新闻', null))
      .toBe('圣元奶粉陷入致死门 公司称将积极应对');
    // Enumeration commas and thousands separators belong to headlines.
    expect(stripSiteName('北京、上海、广州、深圳房价上涨-财经-人民网', null)).toBe('北京、上海、广州、深圳房价上涨');
    expect(stripSiteName('Lottery jackpot reaches 1,250,000,000 dollars | Daily Town', null)).toBe('Lottery jackpot reaches 1,250,000,000 dollars');
    // Between Latin letters a hyphen without spaces is part of a word.
    expect(stripSiteName('Self-driving cars arrive in Phoenix', null)).toBe('Self-driving cars arrive in Phoenix');
  });

  it('takes the text before the first tag of a <title> that never closed and swallowed the page', () => {
    // linkedom, like a browser, gives the unclosed title the rest of the file as its text.
    const runaway = parseHTML('<html><head><title>Gale to drive Nationwide\n<div class="page"><p>After driving three circuits last season…</p></div></body></html>').document as unknown as Document;
    expect(runaway.title).toContain('<div class="page">');
    expect(readMetadata(runaway).title).toBe('Gale to drive Nationwide');
  });

  it('ends a <title> where script text from a head cut off mid-script starts', () => {
    const cut = (title: string) => readMetadata(parseHTML(`<html><head><title>${title}</title></head><body></body></html>`).document as unknown as Document).title;
    expect(cut('Korean Golfer Choi Kyung-ju Wins 7th US PGA Title(The Korea Times)ntById("font"); x.style.display = "none";')).toBe('Korean Golfer Choi Kyung-ju Wins 7th US PGA Title(The Korea Times)');
    expect(cut('India withdraw tour quit threat--> var s = 1;')).toBe('India withdraw tour quit threat');
    expect(cut("Gale to drive Nationwide'); //-->")).toBe('Gale to drive Nationwide');
    expect(cut('Why the Ellipsis (…) Still Matters')).toBe('Why the Ellipsis (…) Still Matters');
  });

  it("passes over a site-wide og:title (the site's name and tagline) that the page's <title> and <h1> both contradict", () => {
    const head = (og: string) => `<title>Lazy Loading Messages | Tessera</title><meta property="og:site_name" content="Tessera"><meta property="og:title" content="${og}">`;
    const heading = '<h1 id="lazy">Lazy Loading Messages <a class="header-anchor" href="#lazy">\u200b</a></h1>';
    expect(readMetadata(doc(head('Tessera | Type-safe i18n for modern web apps'), heading)).title).toBe('Lazy Loading Messages');
    // Without the site's name in it, an og:title that differs from the <h1> is an editor's choice, and kept when the
    // <h1> is about something else; one that tells the same story in other words gives way to the <h1> on the page.
    expect(readMetadata(doc(head('Messages load when first used'), heading)).title).toBe('Messages load when first used');
    expect(readMetadata(doc(head('Lazy loading, explained'), heading)).title).toBe('Lazy Loading Messages');
    // An og:title that is the <title> itself is the page's.
    expect(readMetadata(doc('<title>Home - Ohio Artisan Collective</title><meta property="og:site_name" content="Ohio Artisan Collective"><meta property="og:title" content="Home - Ohio Artisan Collective">', '<h1>Support Small, Buy Artisan</h1>')).title).toBe('Home');
  });

  it("passes over a JSON-LD headline that is a description, alike neither the <h1> matching the <title> nor the og:title (Wikipedia's)", () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","name":"Encke\'s Comet","headline":"periodic comet with an orbital period of 3.3 years"}</script>';
    const h1 = '<h1 id="firstHeading"><span class="mw-page-title-main">Encke\'s Comet</span></h1>';
    expect(readMetadata(doc(`<title>Encke's Comet - Wikipedia</title>${ld}`, h1)).title).toBe("Encke's Comet");
    // An og:title that copies the <title> gives way to the <h1> that is one whole part of it.
    expect(readMetadata(doc(`<title>Encke's Comet - Wikipedia</title><meta property="og:title" content="Encke's Comet - Wikipedia">${ld}`, h1)).title).toBe("Encke's Comet");
    expect(readMetadata(doc('<title>Quick Start – React</title><meta property="og:title" content="Quick Start – React">', '<h1>Quick Start</h1>')).title).toBe('Quick Start');
    // ... and only then: an og:title of its own is the editor's, and an <h1> that is no whole part leaves it be.
    expect(readMetadata(doc('<title>Quick Start – React</title><meta property="og:title" content="Start here">', '<h1>Quick Start</h1>')).title).toBe('Start here');
    expect(readMetadata(doc('<title>Quick Start Guide – React</title><meta property="og:title" content="Quick Start Guide – React">', '<h1>Quick Start</h1>')).title).toBe('Quick Start Guide');
    // A headline that rewords the same story is the editor's, and kept.
    const news = '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Council approves bridge rebuild after long debate"}</script>';
    expect(readMetadata(doc(`<title>Bridge to be rebuilt | Town</title>${news}`, '<h1>Bridge to be rebuilt</h1>')).title).toBe('Council approves bridge rebuild after long debate');
  });

  it("takes the <h1> that is the <title>'s first and longest part, and never a logo <h1> that is its other part", () => {
    const logo = '<h1><a href="/">菜鸟教程 -- 学的不仅是技术，更是梦想！</a></h1>';
    expect(readMetadata(doc('<title>Python3 数据类（dataclasses） | 菜鸟教程</title>', `${logo}<h1>Python3 <span>数据类（dataclasses）</span></h1>`)).title).toBe('Python3 数据类（dataclasses）');
    expect(readMetadata(doc('<title>Running Shoes | REI Co-op</title>', '<h1>Running Shoes</h1>')).title).toBe('Running Shoes');
    // A logo <h1> naming the site is the title's other part, never taken for the headline.
    expect(readMetadata(doc('<title>Trail running shoes, tested on mud and rock | Outdoor Gear Co-op</title>', '<h1>Outdoor Gear Co-op</h1>')).title).toBe('Trail running shoes, tested on mud and rock');
    // A first part shorter than the site's name and its gloss is the headline when the page's <h1> spells it.
    const abc = '<title>Madonna spends NY in India - ABC News (Australian Broadcasting Corporation)</title>';
    expect(readMetadata(doc(abc, '<h1>Madonna spends NY in India</h1><p>Madonna rang in the New Year in India, ABC News reported.</p>')).title).toBe('Madonna spends NY in India');
    // A docs page's title of page, product and tagline (Laravel: "Rate Limiting | Laravel 12.x - The clean stack for
    // Artisans and agents", og:title the same): the <h1> spells the page's part, however short.
    const laravel = '<title>Rate Limiting | Laravel 12.x - The clean stack for Artisans and agents</title><meta property="og:title" content="Rate Limiting | Laravel 12.x - The clean stack for Artisans and agents">';
    expect(readMetadata(doc(laravel, '<h1>Rate Limiting</h1><p>Laravel includes simple to use rate limiting abstractions.</p>')).title).toBe('Rate Limiting');
    // A wiki's page name, one word before the site's name and motto: the page's only <h1> spells it.
    expect(readMetadata(doc('<title>lintel - Wiktionary, the free dictionary</title>', '<h1 id="firstHeading">lintel</h1><p>A horizontal beam over a door.</p>')).title).toBe('lintel');
    expect(readMetadata(doc('<title>lintel - Wiktionary, the free dictionary</title>', '<h1>lintel</h1><h1>lentil</h1>')).title).toBe('Wiktionary, the free dictionary');
    // A shop's tags in 【】 at the ends of its title (JD), not a post's own tag (Tieba).
    expect(readMetadata(doc('<title>【九阳L18-P386】九阳（Joyoung）破壁机 家用1.75L大容量 静音降噪 L18-P386【行情 报价 价格 评测】-京东</title>', '<p>九阳破壁机。</p>')).title).toBe('九阳（Joyoung）破壁机 家用1.75L大容量 静音降噪 L18-P386');
    expect(readMetadata(doc('<title>【经验】自己盯了四个月装修完一套老破小，说说踩过的坑（长文）【装修吧】_百度贴吧</title>', '<p>装修。</p>')).title).toBe('【经验】自己盯了四个月装修完一套老破小，说说踩过的坑（长文）');
    // Wikivoyage's banner repeats the page's <h1>.
    expect(readMetadata(doc('<title>Brannvik – Travel guide at Wikivoyage</title>', '<h1 class="wpb-name">Brannvik</h1><h1 id="firstHeading">Brannvik</h1>')).title).toBe('Brannvik');
    // Never a logo <h1> that spells a first part naming the site.
    expect(readMetadata(doc('<title>Daily Town Herald - Bridge to be rebuilt after the long debate</title>', '<h1 class="logo">Daily Town Herald</h1>')).title).not.toBe('Daily Town Herald');
  });

  it("takes the page's own <h1> over an og:title that names the work the page is part of (a novel's chapter)", () => {
    const qidian = '<title>第一百零七章 雪夜灯笼_《长街灯火》小说在线阅读 - 起点中文网</title><meta property="og:title" content="长街灯火">';
    expect(readMetadata(doc(qidian, '<h1>第一百零七章 雪夜灯笼</h1><p>雪是从傍晚开始下的。</p>')).title).toBe('第一百零七章 雪夜灯笼');
    // An og:title the <h1> spells is the page's own (晋江's <h1> is the book, its chapter an <h2>).
    const jjwxc = '<title>《雨落旧巷时》雨眠知夏_第12章 旧信_晋江文学城</title><meta property="og:title" content="雨落旧巷时">';
    expect(readMetadata(doc(jjwxc, '<h1>雨落旧巷时</h1><h2>第12章 旧信</h2><p>雨下了一整夜。</p>')).title).toBe('雨落旧巷时');
    // A news page's og:title that is its headline stays, whatever the <h1>.
    const news = '<title>Council approves bridge rebuild | Town Post</title><meta property="og:title" content="Council approves bridge rebuild">';
    expect(readMetadata(doc(news, '<h1>Town Post</h1><p>The council voted on Tuesday.</p>')).title).toBe('Council approves bridge rebuild');
  });

  it("leaves a sponsor's panel set inside the <h1> out of the headline", () => {
    const h1 = '<h1 class="mainHeadline"><div class="sponsorPanel"><span>Sponsored by</span><a href="https://ads.example"><img alt="Rainbow" src="r.jpg"></a></div> Leeds woman has controversial PIP breast implants removed</h1>';
    expect(readMetadata(doc('<title>Leeds woman has controversial PIP breast implants removed - Central Leeds - Evening Post</title>', h1)).title).toBe('Leeds woman has controversial PIP breast implants removed');
    // A heading whose own words include "sponsored" keeps them.
    expect(readMetadata(doc('<title>Sponsored by the council, a new bridge opens - Post</title>', '<h1><span>Sponsored by the council,</span> a new bridge opens</h1>')).title).toBe('Sponsored by the council, a new bridge opens');
  });

  it('takes the one <h1> that tells the story of the headline written for sharing in other words, and never a logo <h1>', () => {
    const og = '<meta property="og:title" content="Single malt breaks auction record">';
    expect(readMetadata(doc(`<title>BBC News - Single malt breaks auction record</title>${og}`, '<h1 class="story-header">Malt whisky breaks world record at Edinburgh auction</h1>')).title)
      .toBe('Malt whisky breaks world record at Edinburgh auction');
    const ld = '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Dead Schoolgirl Got Peanut From Child"}</script>';
    expect(readMetadata(doc(`<title>x</title>${ld}`, '<h1>Allergic Girl Who Died at School Got Peanut From Another Child</h1>')).title).toBe('Allergic Girl Who Died at School Got Peanut From Another Child');
    // A logo <h1> linking home, an <h1> about something else, or two <h1>s leave the written headline.
    const logo = '<h1 class="headerlogo"><a href="/"><span>Single malt breaks auction record (From The Gazette)</span></a></h1>';
    expect(readMetadata(doc(`<title>t</title>${og}`, logo)).title).toBe('Single malt breaks auction record');
    expect(readMetadata(doc(`<title>t</title>${og}`, '<h1>Edinburgh weather for the weekend ahead</h1>')).title).toBe('Single malt breaks auction record');
    expect(readMetadata(doc(`<title>t</title>${og}`, '<h1>Malt whisky breaks world record at auction</h1><h1>Whisky prices over the years</h1>')).title).toBe('Single malt breaks auction record');
  });

  it("leaves a heading's controls out of its text (Caixin's font-size links)", () => {
    const h1 = '<h1>再融资专项债发行提速 隐性债务置换进入攻坚期<div class="fontsize"><a href="javascript:;">大</a><a href="javascript:;">中</a><a href="javascript:;">小</a></div></h1>';
    expect(readMetadata(doc('<title>再融资专项债发行提速 隐性债务置换进入攻坚期_财新网</title><meta property="og:title" content="再融资专项债发行提速">', h1)).title).toBe('再融资专项债发行提速 隐性债务置换进入攻坚期');
  });

  it("takes the <h1> that ends the <title> after a trail of sections, and never a logo <h1> that is the title's last part", () => {
    expect(readMetadata(doc('<title>Home of Sport: Formula One: News: BMW confirms Deutsche Telekom deal</title>', '<h1>BMW confirms Deutsche Telekom deal</h1>')).title).toBe('BMW confirms Deutsche Telekom deal');
    expect(readMetadata(doc('<title>The Bellingham Herald / Wire Elections / Obama picking up support in Harlem</title>', '<h1>Obama picking up support in Harlem</h1>')).title).toBe('Obama picking up support in Harlem');
    // The whole last part after a spaced separator is where sites put their name: the logo <h1> stays out.
    expect(readMetadata(doc("<title>'Bucket List' Tops Box Office - Starpulse Entertainment News Blog</title>", '<h1>Starpulse Entertainment News Blog</h1><h2>\'Bucket List\' Tops Box Office</h2><p>The Bucket List topped the box office this weekend, taking $15 million.</p>')).title).toBe("'Bucket List' Tops Box Office");
    // A section name that ends the title is no headline.
    expect(readMetadata(doc('<title>The Daily Planet: Sport: Football</title>', '<h1>Football</h1>')).title).toBe('The Daily Planet: Sport: Football');
  });

  it('prefers JSON-LD headline, then og:title, then an <h1> matching <title>', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"LD headline"}</script>';
    expect(readMetadata(doc(`<title>Other - Site</title>${ld}<meta property="og:title" content="OG title">`)).title).toBe('LD headline');
    expect(readMetadata(doc('<title>Other - Site</title><meta property="og:title" content="OG title">')).title).toBe('OG title');
    expect(readMetadata(doc('<title>The real headline here | Site</title>', '<h1>The real headline here</h1>')).title).toBe('The real headline here');
    // An <h2> is read only on a page without <h1>: a docs sidebar's "In std::iter" is no headline.
    expect(readMetadata(doc('<title>FlatMap in std::iter - Rust</title>', '<nav><h2>In std::iter</h2></nav><h1>Struct FlatMap</h1>')).title).toBe('FlatMap in std::iter');
    expect(readMetadata(doc('<title>The real headline here | Site</title>', '<h2>The real headline here</h2>')).title).toBe('The real headline here');
    // A breadcrumb <h1> names the page in its last part.
    expect(readMetadata(doc('<title>母嬰親善醫療院所認證 診所表現佳 - uho優活健康網</title>', '<h1>uho優活健康網 〉檢視火線新聞 〉母嬰親善醫療院所認證　診所表現佳</h1>')).title).toBe('母嬰親善醫療院所認證 診所表現佳');
  });

  it("takes the page's only <h1> when <title> is missing or names no story, and never a second-guess of a real title", () => {
    expect(readMetadata(doc('', '<h1>Supreme Court rules against file swapping</h1><p>Text.</p>')).title).toBe('Supreme Court rules against file swapping');
    expect(readMetadata(doc('<title>人間衛視-人間新聞</title>', '<h1>網購超商年菜 注意保存方式</h1>')).title).toBe('網購超商年菜 注意保存方式');
    expect(readMetadata(doc('<title>Home</title>', '<h1>Know your audience before you speak</h1><h1>Another</h1>')).title).toBe('Home');
    expect(readMetadata(doc('<title>Bridge to be rebuilt after long debate - Daily Town</title>', '<h1>Daily Town News Online</h1>')).title).toBe('Bridge to be rebuilt after long debate');
  });

  it('takes the title part that the opening text retells, whichever end the site name sits at', () => {
    const lede = 'India put themselves in a strong position to deny Australia a new Test wins record in the third Test.';
    expect(stripSiteName('India in control - Market Rasen Today', null, () => lede)).toBe('India in control');
    const page = doc('<title>WTNH.com, Connecticut News and Weather - Police cruiser stolen at train station fire</title>',
      '<p>A police cruiser was stolen from the train station while officers fought a fire nearby, police said.</p>');
    expect(readMetadata(page).title).toBe('Police cruiser stolen at train station fire');
    // Without a telling opening the longest part is kept, as before.
    expect(stripSiteName('India in control - Market Rasen Today', null, () => 'Weather for the week ahead.')).toBe('Market Rasen Today');
    // Words are matched whole: "India" and "control" inside longer words ("Indiana", "controller") tell nothing.
    expect(stripSiteName('India in control - Market Rasen Today', null, () => 'The Indiana controllers met on Monday.')).toBe('Market Rasen Today');
    expect(stripSiteName('India in control - Market Rasen Today', null, () => '(India) took control, "India in control".')).toBe('India in control');
    // Han text is read as pairs of characters, wherever they stand.
    expect(stripSiteName('暴雨致航班延误 - 新华网新闻中心频道首页', null, () => '受暴雨影响，多个航班延误。')).toBe('暴雨致航班延误');
    expect(stripSiteName('暴雨致航班延误 - 新华网新闻中心频道首页', null, () => '今日天气晴朗。')).toBe('新华网新闻中心频道首页');
  });

  it('reads a breadcrumb <title> as its parts, and keeps "x > y" inside a headline', () => {
    expect(stripSiteName('Daily Town » News » Bridge to be rebuilt after long debate', null)).toBe('Bridge to be rebuilt after long debate');
    expect(stripSiteName('uho優活健康網 〉檢視火線新聞 〉冬天乾眼症發作 暖爐、除濕機是禍首', null)).toBe('冬天乾眼症發作 暖爐、除濕機是禍首');
    expect(stripSiteName('Why 3>2 in this old puzzle', null)).toBe('Why 3>2 in this old puzzle');
  });
});

describe('metadata sources', () => {
  const ld = JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'Town Site' },
      { '@type': 'NewsArticle', headline: 'H', author: [{ '@type': 'Person', name: 'Ann Lee' }, { name: 'Bo Chen' }], datePublished: '2024-03-01T10:00:00Z', dateModified: '2024-03-02T08:00:00Z', image: { url: '/lead.jpg' }, keywords: ['bridges', 'council'] },
    ],
  });

  it('reads byline, dates, images and keywords from JSON-LD @graph', () => {
    const meta = readMetadata(doc(`<script type="application/ld+json">${ld}</script>`), 'https://town.example/a');
    expect(meta.byline).toBe('Ann Lee, Bo Chen');
    expect(meta.published).toBe('2024-03-01T10:00:00Z');
    expect(meta.modified).toBe('2024-03-02T08:00:00Z');
    expect(meta.siteName).toBe('Town Site');
    expect(meta.leadImage).toBe('https://town.example/lead.jpg');
    expect(meta.keywords).toEqual(['bridges', 'council']);
  });

  it('reads meta tags: author, article:published_time, og:site_name, canonical, description, keywords', () => {
    const meta = readMetadata(doc(`<meta name="author" content="Ann Lee"><meta property="article:published_time" content="2024-01-05">
      <meta property="og:site_name" content="Town"><link rel="canonical" href="/c"><meta name="description" content="Short summary.">
      <meta name="keywords" content="a, b，c">`), 'https://town.example/x');
    expect(meta).toMatchObject({ byline: 'Ann Lee', published: '2024-01-05', siteName: 'Town', canonicalUrl: 'https://town.example/c', excerpt: 'Short summary.', keywords: ['a', 'b', 'c'] });
  });

  it("reads a scholarly page's Highwire tags (citation_author, citation_date), as arXiv and PubMed Central write them", () => {
    const meta = readMetadata(doc(`<meta name="citation_title" content="Routing Collapse in Sparse Models">
      <meta name="citation_author" content="Okafor, Mariana"><meta name="citation_author" content="Lindqvist, Tobias">
      <meta name="citation_author" content="Okafor, Mariana"><meta name="citation_author" content="Ng &amp; Partners">
      <meta name="citation_date" content="2025/03/11"><meta name="citation_online_date" content="2025/06/02">`));
    expect(meta.byline).toBe('Mariana Okafor, Tobias Lindqvist, Ng & Partners');
    expect(meta.published).toBe('2025-03-11');
    // A page's own author tag still comes first.
    expect(readMetadata(doc('<meta name="author" content="Ann Lee"><meta name="citation_author" content="Okafor, Mariana">')).byline).toBe('Ann Lee');
    expect(readMetadata(doc('<meta name="citation_publication_date" content="2024/1/5">')).published).toBe('2024-01-05');
  });

  it('falls back to <time datetime> for the date', () => {
    expect(readMetadata(doc('', '<time datetime="2023-07-08T09:00:00Z">July 8</time>')).published).toBe('2023-07-08T09:00:00Z');
  });

  it('takes the language from <html lang>, else guesses it from the text', () => {
    const declared = parseHTML('<html lang="zh-CN"><head></head><body><p>hello</p></body></html>').document as unknown as Document;
    expect(readMetadata(declared).lang).toBe('zh-CN');
    expect(readMetadata(doc('', '<p>这是一个中文页面，用来测试语言的猜测是否正确。我们需要足够多的汉字。</p>')).lang).toBe('zh');
    expect(readMetadata(doc('', '<p>This is an English page used to test the guess of the language.</p>')).lang).toBe('en');
    expect(guessLanguage('short')).toBeNull();
    // The guess reads the title and the first paragraphs, not a long English footer set in <p>s further down.
    const zh = '国务院总理在周一表示，这项计划将按期推进，各地要做好准备工作，确保群众的生活不受影响。';
    const footer = 'Copyright notice: no part of this site may be reproduced, stored or transmitted in any form without permission. ';
    const mixed = doc('<title>新闻标题</title>', `${[1, 2, 3, 4, 5, 6, 7, 8].map(() => `<p>${zh}</p>`).join('')}${Array.from({ length: 12 }, () => `<p>${footer.repeat(3)}</p>`).join('')}`);
    expect(readMetadata(mixed).lang).toBe('zh');
  });

  it("decodes the HTML character references a CMS writes into JSON-LD text, and reads a '<' as text", () => {
    const ld = '{"@type":"BlogPosting","headline":"Shaping eCommerce &#8211; 10 Benefits &amp; Use Cases","author":{"name":"Jos&eacute; Mart&#xED;n"},"keywords":"R&amp;D, a<b"}';
    const meta = readMetadata(doc(`<script type="application/ld+json">${ld}</script>`));
    expect(meta.title).toBe('Shaping eCommerce – 10 Benefits & Use Cases');
    expect(meta.byline).toBe('José Martín');
    expect(meta.keywords).toEqual(['R&D', 'a<b']);
    // Meta content escaped twice is decoded once more; a URL's bare '&region=' is no reference.
    const og = readMetadata(doc('<meta property="og:title" content="TFC8&amp;reg; Face Cream"><meta property="og:image" content="https://cdn.example/i.jpg?w=1&region=eu&amp;h=2">'), 'https://shop.example/p');
    expect(og.title).toBe('TFC8® Face Cream');
    expect(og.leadImage).toBe('https://cdn.example/i.jpg?w=1&region=eu&h=2');
  });

  it('never throws on broken JSON-LD', () => {
    const meta = readMetadata(doc('<title>T</title><script type="application/ld+json">{not json</script>'));
    expect(meta.title).toBe('T');
  });
});

describe('giant pages', () => {
  it('reads the head of a 60,000-element page and stops the walk before its end', () => {
    const filler = '<div><span>x</span></div>'.repeat(30_000);
    const page = doc(
      '<title>Fallback title</title><meta property="og:title" content="Head title"><meta property="og:site_name" content="Daily Town">',
      `${filler}<p class="byline">By Late Author</p>`,
    );
    const metadata = readMetadata(page, 'https://example.com/a');
    expect(metadata.title).toBe('Head title');
    expect(metadata.siteName).toBe('Daily Town');
    // The byline sits after 60,000 elements: past the walk's cap, so it is not read.
    expect(metadata.byline ?? '').not.toContain('Late Author');
  });

  it('still finds a byline placed early on the same page', () => {
    const filler = '<div><span>x</span></div>'.repeat(30_000);
    const page = doc('<title>T</title>', `<p class="byline">By Early Author</p>${filler}`);
    expect(readMetadata(page, 'https://example.com/a').byline).toContain('Early Author');
  });
});

describe('sharesKeyWord', () => {
  it('finds the Han pairs of a run that joins letters or digits to Han characters', () => {
    expect(sharesKeyWord('B端产品权限系统设计：从RBAC到数据权限的完整实践', '做b端产品的同学，几乎都绕不开权限系统。')).toBe(true);
    expect(sharesKeyWord('46部电梯投入使用', '去年建成投用的电梯有46部')).toBe(true);
    expect(sharesKeyWord('B端产品权限系统设计', '今天天气很好，我们去公园散步。')).toBe(false);
  });
});

describe("a syndicated headline's source in parentheses", () => {
  it('is taken off the title while what is left reads as a headline', () => {
    expect(stripSiteName('Aidy Recalls Big Guns (from Harrow Times)', null)).toBe('Aidy Recalls Big Guns');
    expect(stripSiteName('Pace Star Sajs Bollywood Adventure (from The Bolton News)', null)).toBe('Pace Star Sajs Bollywood Adventure');
    // Too little left to be a headline: the title stays whole.
    expect(stripSiteName('Leader (from girls)', null)).toBe('Leader (from girls)');
  });
});
