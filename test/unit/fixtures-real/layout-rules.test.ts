// Built pages (test/fixtures/layouts) that a rule of the engine was written for, with text that must and must not
// be in the clip, and the title where the rule is about it. The layouts gate checks the mean over all pages; these
// name the rule each page guards. Before its rule each of these failed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../src/cli/page';
import { extract } from '../../../src/core/extract';
import { snippetMisses } from './snippets';

interface LayoutRule {
  rule: string;
  /** group/name under test/fixtures/layouts. */
  page: string;
  with: string[];
  without: string[];
  title?: string;
}

const RULES: LayoutRule[] = [
  {
    rule: "metadata/title.ts sharesKeyWord: a title whose run joins letters to Han characters (\"产品代码：AXWX90D01 …\") is judged by its Han pairs, so the page's own title is not taken for the site's",
    page: 'zh-eighteenth-service/bank_wealth_product',
    with: [],
    without: [],
    title: '安鑫稳享90天持有期1号固收增强理财产品',
  },
  {
    rule: "lines.ts trimLeadingMetadata: a leading byline without a \"By\" that opens with the metadata's author (Reach's name and role)",
    page: 'en-seventeenth-uklocal/bristolpost',
    with: ["Bristol's restaurant scene has had a tough couple of years"],
    without: ["Harriet Quayle What's On Editor"],
  },
  {
    rule: "lines.ts sectionLabelsAfter: a book page's 作者简介 among its other section labels is no closing author's note: no cut there",
    page: 'zh-eighteenth-product/dangdang_book',
    with: ['韩知远，历史学博士', '第一章 堤与垸：谁来修，谁来出钱', '我第一次去荆江大堤'],
    without: ['当当发货很快'],
  },
  {
    rule: "boilerplate.ts componentNames: a component's name written as a path in data-test (a shop's similar-items carousel and related categories)",
    page: 'en-nineteenth-product/target_product',
    with: ['Chunky cable knit adds cozy texture', 'Bring warmth and texture to your living room'],
    without: ['Faux Fur Throw Blanket 50"x60"', 'Knit Throw Blankets'],
  },
  {
    rule: "assemble.ts: of a header block beside the body, the headline's box with its standfirst, not the byline and date",
    page: 'en-twelfth-euro/skysports',
    with: ['Report and free highlights as Everton beat Nottingham Forest 2-0', 'Everton climbed into the top half'],
    without: ['Football Journalist at Hill Dickinson Stadium', 'Saturday 29 November 2025 17:21'],
  },
  {
    rule: "descend.ts: the pick's one <main> (a chapter's text), without the author's note and the readers' thread beside it",
    page: 'zh-twelfth-life/qidian_chapter',
    with: ['雪是从傍晚开始下的。', '灯笼在门外的风雪中剧烈地摇晃'],
    without: ['新年第一更送上', '十二年的灯终于等到了人'],
    title: '第一百零七章 雪夜灯笼',
  },
  {
    rule: 'tunables.ts FURNITURE_HEADING: a docs page\'s "Feedback" box and the change stamp after it',
    page: 'en-twelfth-docs/kubernetes_docs',
    with: ['This page shows how to drain a node'],
    without: ['Thanks for the feedback', 'Last modified August 14, 2025'],
  },
  {
    rule: "engine.ts restoreBox: a closed tab panel's screen-reader text stays out",
    page: 'en-twelfth-docs/cloudflare_docs',
    with: ['pnpm wrangler deploy'],
    without: ['Terminal window'],
  },
  {
    rule: 'lines.ts: a teaser line labelled by a span without a colon',
    page: 'en-twelfth-euro/france24',
    with: ['A perfect storm for red wine'],
    without: ['French farmers block roads again over costs and red tape'],
  },
  {
    rule: 'metadata: the <h1> that spells the first of three title parts; lines.ts: an <h1> is no list heading',
    page: 'en-twelfth-docs/laravel_docs',
    with: [],
    without: ['The clean stack for Artisans and agents'],
    title: 'Rate Limiting',
  },
  {
    rule: 'tunables.ts META_PREV_NEXT: 下一页 before a comma opens a sentence',
    page: 'zh-twelfth-ent/gamersky',
    with: ['下一页，我们将详细聊聊游戏的建造系统'],
    without: ['阅读全文（共3页）'],
  },
  {
    rule: "hidden.ts: video.js's message for browsers without scripts",
    page: 'en-twelfth-euro/dw_com',
    with: [],
    without: ['To view this video please enable JavaScript'],
  },
  {
    rule: "backmatter.ts: a paper's back matter, set flat under <h2>s in the body's container (Frontiers)",
    page: 'en-twelfth-journals/frontiersin',
    with: ['Many adolescents read with music playing'],
    without: ['The datasets presented in this study can be found', 'financial support was received for the research'],
  },
  {
    rule: 'qrbox.ts: a QR code box with its call and slogan',
    page: 'zh-twelfth-ent/17173_news',
    with: ['山海行纪'],
    without: ['激活码、测试资格每日放送'],
  },
  {
    rule: "sponsor.ts: a newsletter's sponsor section (Beehiiv's TOGETHER WITH)",
    page: 'en-thirteenth-indie/beehiiv_post',
    with: [],
    without: ['Gridwise clips onto your electrical panel'],
  },
  {
    rule: 'engine.ts galleryFrom: every slide of a lead photo gallery with its caption',
    page: 'en-thirteenth-usnews/seattletimes',
    with: ['Boats tied up at the Port of Ilwaco at dawn'],
    without: [],
  },
  {
    rule: 'tunables.ts META_PREV_NEXT: 下一篇 opening the author\'s own sentence',
    page: 'zh-fourteenth-selfmedia/lofter_post',
    with: ['下一篇想写写那个戴毛线帽的大爷的书摊'],
    without: [],
  },
  {
    rule: "backmatter.ts: a paper's Share and Cite box under a bold label",
    page: 'en-twelfth-journals/mdpi',
    with: [],
    without: ['Benavides Ortega L, El Amrani Y'],
  },
  {
    rule: "tunables.ts META_CONTROLS: a review's price buttons, two links run together",
    page: 'en-fifteenth-reviews/goodhousekeeping',
    with: ['The Korvel Crisp Pro aced nearly every test we threw at it.'],
    without: ['$120 at Amazon', '$130 at Target', '$270 at Williams Sonoma'],
  },
  {
    rule: "code-textarea.ts: SyntaxHighlighter's <textarea name=\"code\"> is code; 'Test it Now' is a control",
    page: 'en-seventeenth-tutorial/javatpoint',
    with: ['public class WithoutOptionalExample {', 'public class OptionalExample {'],
    without: ['Test it Now'],
  },
  {
    rule: "lines.ts cardsOfDroppedLabels: a related card whose label the walk left out by name (Valnet)",
    page: 'en-fourteenth-howto/makeuseof',
    with: [],
    without: ['7 Hidden Storage Hogs on Your Windows PC', 'these are the places Windows hides the biggest files'],
  },
  {
    rule: "tunables.ts FURNITURE_HEADING: a web novel's author's note (作者有话要说)",
    page: 'zh-twelfth-life/jjwxc_chapter',
    with: ['林晚把最后一箱书搬进储物间的时候'],
    without: ['外婆的信下一章揭晓', '感谢投出地雷的小天使'],
  },
  {
    rule: 'engine.ts isDeck: a Chinese subtitle under 40 characters is the standfirst',
    page: 'zh-fifteenth-mag/81_cn',
    with: ['——第X集团军某合成旅开展高寒山地冬季适应性训练见闻'],
    without: [],
  },
  {
    rule: 'lines.ts labelElementLength: a span label naming 相关阅读 between the paragraphs',
    page: 'zh-fifteenth-mag/sixthtone_zh',
    with: ['晚上七点半，县城西边一栋商住楼的三层灯火通明。'],
    without: ['小城夜跑团：一群人在县城的环城路上奔跑'],
  },
  {
    rule: 'assemble.ts tabPanelsBeside: the other panels of the tab set the pick opens (a product\'s specs beside its description)',
    page: 'en-eighteenth-product/woocommerce_product',
    with: ['Hardened stainless steel', 'Canvas travel pouch'],
    without: [],
  },
  {
    rule: "tunables.ts FURNITURE_HEADING: a product page's reviews heading ('Customer Reviews')",
    page: 'en-eighteenth-product/shopify_store_product',
    with: [],
    without: ['Based on 214 reviews', 'Worth the wait'],
  },
  {
    rule: "tunables.ts FURNITURE_HEADING: a Chinese shop's reviews heading (用户评价)",
    page: 'zh-eighteenth-product/vmall_item',
    with: [],
    without: ['98%好评率', '柔光屏真的不反光'],
  },
  {
    rule: 'tunables.ts FURNITURE_HEADING: a docs page\'s feedback prompt ("Did this page help you?")',
    page: 'en-frameworks/readme',
    with: [],
    without: ['Did this page help you'],
  },
  {
    rule: "engine.ts headlineAbove: a title set in a div its class names, over the summary box taken as the standfirst",
    page: 'zh-fifth-news/cls_cn',
    with: ['多家锂电企业在年初密集宣布固态电池中试线投产'],
    without: [],
  },
  {
    rule: 'tunables.ts META_BYLINE_ZH: a Taiwanese byline signed 報導 is a label at the top',
    page: 'zh-fourteenth-twhk/tvbs_news',
    with: [],
    without: ['黃郁婷 報導'],
  },
  {
    rule: "thread.ts: a Q&A page by its body's microdata type (QAPage), the question with the answers",
    page: 'en-fifth-reference/superuser',
    with: ['For the last few weeks my desktop'],
    without: [],
  },
  {
    rule: "lines.ts AGENCY_CREDIT_LINE: a photographer's credit through a collection Getty licenses",
    page: 'en-fifteenth-sports/bleacherreport',
    with: [],
    without: ['NBAE via Getty Images'],
  },
  {
    rule: "engine.ts closedDisclosures and exclusions.ts isDisclosure: an FAQ accordion's questions (a button in each heading) and their folded answers",
    page: 'en-eighth-builders/kadence_post',
    with: ['Why does my compost smell like ammonia or rotten eggs?', 'An ammonia smell means too much nitrogen'],
    without: [],
  },
  {
    rule: 'lines.ts inFieldSeries: a plain list at the end of the article ("Things You\'ll Need") is not trimmed as labels',
    page: 'en-fifth-reference/wikihow',
    with: ['Dish soap', 'Aluminum foil'],
    without: [],
  },
  {
    rule: 'assemble.ts headingsBetween: the headings between the sibling blocks taken for the article',
    page: 'zh-tenth-life/meishichina',
    with: ['家常板栗烧鸡的做法步骤', '小窍门'],
    without: [],
  },
  {
    rule: 'tunables.ts PAYWALL_LINE: a member-only notice ends the clip, with the sales pitch after it',
    page: 'zh-fourteenth-twhk/businessweekly_tw',
    with: [],
    without: ['會員專屬內容', '全站文章不限篇數閱讀'],
  },
  {
    rule: "lines.ts removeAuthorBio: the author's note at the end, naming the byline's author by first name",
    page: 'en-seventeenth-tutorial/guru99',
    with: [],
    without: ['Daniel is a backend developer and trainer'],
  },
  {
    rule: 'tunables.ts TRIM_DISCLOSURE: a disclaimer closing the article',
    page: 'en-ninth-india/economictimes',
    with: [],
    without: ['Recommendations, suggestions, views and opinions given by the experts'],
  },
  {
    rule: "tunables.ts META_CONTROLS: a call to log in before answering and a Q&A site's closing prompt are page controls",
    page: 'en-frameworks/mathoverflow',
    with: ['For almost every $\\alpha$ the partial quotients are unbounded'],
    without: ['You must log in to answer this question.'],
  },
  {
    rule: "tunables.ts META_CONTROLS: a Q&A site's closing prompt is page controls, and the answerer's card before it is trimmed with it",
    page: 'en-fifth-reference/superuser',
    with: ['powercfg /systempowerreport'],
    without: ["Not the answer you're looking for?", 'D. Okafor'],
  },
  {
    rule: "posts.ts counterLine: XenForo 2's poster counters, terms without a colon touching their values, go with the poster's name",
    page: 'en-eleventh-forums/xenforo_thread',
    with: ['Looking for a sanity check before I give up on network Time Machine entirely.'],
    without: ['Reaction score', 'macrumors newbie'],
  },
  {
    rule: 'tunables.ts FURNITURE_HEADING: a related heading set in lenticular brackets ("【相关阅读】") cuts the list after it',
    page: 'zh-twelfth-life/fang_news',
    with: ['改善型需求'],
    without: ['【相关阅读】', '北京2025年二手房成交量创近四年新高'],
  },
  {
    rule: "assemble.ts codeFilesAlike: a gist's code file joins its README (boxes of one class), its table of code lines copied as code",
    page: 'en-sixth-misc/gist',
    with: ['local capacity = tonumber(ARGV[1])', 'Fractional tokens are kept between calls'],
    without: [],
  },
  {
    rule: "lines.ts entrySigner: a live blog's entry stamps signed by their writers go (\"13:40 Key Event Liam Garside\"), the entries stay",
    page: 'en-seventeenth-uklocal/liverpoolecho',
    with: ['Mersey Ferries has confirmed there will be no more sailings today'],
    without: ['Key EventLiam Garside', '12:55Aoife Kerrigan'],
  },
];

const ROOT = path.resolve(__dirname, '../../fixtures/layouts');

describe('built pages that engine rules were written for', () => {
  for (const entry of RULES) {
    it(`${entry.page}: ${entry.rule}`, () => {
      const html = fs.readFileSync(path.join(ROOT, `${entry.page}.html`), 'utf8');
      const result = extract(parsePage(html), { url: `https://example.com/${entry.page}` });
      expect(snippetMisses(result.text, entry)).toEqual({ missing: [], leaked: [] });
      if (entry.title) expect(result.metadata.title).toBe(entry.title);
    });
  }
});
