// A deterministic library of realistic clips for the 10,000-clip benchmark: English and Chinese articles of
// 2–20 KB of text, with titles, sites, notebooks, tags and dates, from a seeded PRNG (same seed → same library).
// The vocabulary is a few hundred real words plus generated ones with a Zipf-like frequency, so the index has a
// realistic number of distinct terms (tens of thousands), not a toy dictionary.
import type { Clip } from '../../src/shared/clip';
import { seededRandom } from '../lib/random';

export const ENGLISH_WORDS = `the of and to in is that for it as with was on be by this are from or an at which have not but
they his their one all has were been more when there can we will its would about into than other time some these
only new also people may two first any like could over most after such even years made between many used well
system data model network learning algorithm database compiler kernel memory browser server protocol security
privacy encryption performance latency throughput cache storage cluster container function variable language
python rust javascript typescript golang research science climate energy battery solar carbon economy market
inflation policy government election history culture music painting novel poetry cinema theatre architecture
garden cooking sourdough bread coffee tea travel mountain river ocean forest city village bicycle railway
medicine vaccine protein genome neuron brain sleep exercise nutrition education student teacher university
library archive museum journalism interview review analysis experiment evidence theory hypothesis measurement
statistics probability regression gradient optimisation transformer attention embedding retrieval search index
query ranking recommendation interface design typography accessibility keyboard screen mobile desktop cloud
startup investment founder product customer feature release version update migration schema backup export`.split(/\s+/);

export const CHINESE_WORDS = `我们 他们 这个 一个 没有 可以 因为 所以 但是 如果 已经 时候 问题 发展 经济 社会 国家 政府 市场 企业 技术
研究 数据 模型 网络 学习 算法 数据库 编译器 内核 内存 浏览器 服务器 协议 安全 隐私 加密 性能 延迟 缓存 存储
集群 容器 函数 变量 语言 人工智能 机器学习 深度学习 神经网络 自然语言处理 气候 能源 电池 太阳能 碳排放 通货膨胀
政策 选举 历史 文化 音乐 绘画 小说 诗歌 电影 戏剧 建筑 花园 烹饪 面包 咖啡 茶叶 旅行 山脉 河流 海洋 森林 城市
乡村 自行车 铁路 医学 疫苗 蛋白质 基因组 神经元 大脑 睡眠 运动 营养 教育 学生 老师 大学 图书馆 档案 博物馆
新闻 采访 评论 分析 实验 证据 理论 假设 测量 统计 概率 回归 梯度 优化 注意力 检索 搜索 索引 排序 推荐 界面
设计 排版 无障碍 键盘 屏幕 手机 云计算 创业 投资 产品 用户 功能 版本 更新 迁移 备份 导出 北京 上海 深圳 杭州`.split(/\s+/);

const HAN_CHARS = '的一是不了人在有我他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坐集编宝谈府拉黑且随格尽剑讲布杀微怕母调局根曾准团段终乐切级克精哪官示冷域仍'.split('');
const SITES_EN = ['nytimes.com', 'theguardian.com', 'arstechnica.com', 'lwn.net', 'github.blog', 'medium.com', 'nature.com', 'economist.com', 'bbc.co.uk', 'wired.com', 'stackoverflow.blog', 'martinfowler.com'];
const SITES_ZH = ['zhihu.com', 'sspai.com', 'infoq.cn', 'thepaper.cn', 'jianshu.com', 'cnblogs.com', 'juejin.cn', 'ifanr.com', 'guokr.com', 'people.com.cn'];
const NOTEBOOKS = ['Inbox', 'Reading', 'Research', 'Work', 'Recipes', '技术', '读书笔记', 'Travel', 'Archive', '工作/项目'];
const TAGS = ['rust', 'python', 'ml', 'climate', 'design', 'history', 'longread', 'todo', 'security', 'cooking', '机器学习', '数据库', '经济', '旅行', '前端', '论文', '健康', 'science', 'policy', 'music'];

/** Zipf-like pick: low indices far more often, like real word frequencies. */
function zipf(random: () => number, size: number): number {
  return Math.min(size - 1, Math.floor(Math.pow(size + 1, random()) - 1));
}

function syllableWord(random: () => number): string {
  const onsets = ['b', 'c', 'd', 'f', 'g', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'st', 'tr', 'pl', 'ch', 'sh', 'gr', 'br'];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ea', 'io', 'ou', 'ai'];
  const codas = ['', 'n', 'r', 's', 't', 'l', 'nd', 'st', 'ck', 'ng', 'x'];
  let word = '';
  const syllables = 1 + Math.floor(random() * 3);
  for (let i = 0; i < syllables; i += 1) {
    word += onsets[Math.floor(random() * onsets.length)]! + vowels[Math.floor(random() * vowels.length)]! + codas[Math.floor(random() * codas.length)]!;
  }
  return word;
}

function hanWord(random: () => number): string {
  const length = random() < 0.7 ? 2 : random() < 0.8 ? 3 : 4;
  let word = '';
  for (let i = 0; i < length; i += 1) word += HAN_CHARS[zipf(random, HAN_CHARS.length)]!;
  return word;
}

/** Function words: the most frequent ranks, as in real text. */
const ENGLISH_FUNCTION_WORDS = 40;
const CHINESE_FUNCTION_WORDS = 8;
/** Content words are spread over ranks from here on, one every `CONTENT_STRIDE` ranks: "algorithm" is then as
 * common as a topical word is in a real library (in a few percent of clips), not as common as "the". */
const CONTENT_START = 150;
const CONTENT_STRIDE = 23;

/** ~20,000 English and ~15,000 Chinese distinct words, ranked by frequency (see `zipf`). */
function vocabulary(seed: number): { english: string[]; chinese: string[] } {
  const random = seededRandom(seed);
  const rank = (real: string[], functionWords: number, size: number, generate: () => string): string[] => {
    const content = real.slice(functionWords);
    const ranked = real.slice(0, functionWords);
    const seen = new Set(real);
    while (ranked.length < size) {
      const slot = ranked.length - CONTENT_START;
      if (slot >= 0 && slot % CONTENT_STRIDE === 0 && content.length) {
        ranked.push(content.shift()!);
        continue;
      }
      const word = generate();
      if (!seen.has(word)) {
        seen.add(word);
        ranked.push(word);
      }
    }
    return ranked;
  };
  const english = rank(ENGLISH_WORDS, ENGLISH_FUNCTION_WORDS, 20_000, () => syllableWord(random));
  const chinese = rank(CHINESE_WORDS, CHINESE_FUNCTION_WORDS, 15_000, () => hanWord(random));
  return { english, chinese };
}

function sentence(random: () => number, words: string[], chinese: boolean): string {
  const length = 8 + Math.floor(random() * 18);
  const picked: string[] = [];
  for (let i = 0; i < length; i += 1) picked.push(words[zipf(random, words.length)]!);
  if (chinese) return picked.join('') + (random() < 0.8 ? '。' : '，');
  const text = picked.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface CorpusOptions {
  count: number;
  seed?: number;
  /** Newest clip's creation time; the others are spread over the previous three years. */
  newest?: number;
}

/** Clip `i` of the corpus: the same clip for the same seed and index, independent of the others. */
export function makeCorpus({ count, seed = 20261201, newest = Date.UTC(2026, 10, 30) }: CorpusOptions): { clip(i: number): Clip; english: string[]; chinese: string[] } {
  const { english, chinese } = vocabulary(seed);
  const span = 3 * 365 * 24 * 3600 * 1000;
  const clip = (i: number): Clip => {
    const random = seededRandom(seed * 31 + i);
    const isChinese = random() < 0.4;
    const words = isChinese ? chinese : english;
    const targetBytes = 2_000 + Math.floor(random() * 18_000);
    const paragraphs: string[] = [];
    let bytes = 0;
    while (bytes < targetBytes) {
      const sentences: string[] = [];
      const perParagraph = 2 + Math.floor(random() * 5);
      for (let s = 0; s < perParagraph; s += 1) sentences.push(sentence(random, words, isChinese));
      const paragraph = sentences.join(isChinese ? '' : ' ');
      paragraphs.push(paragraph);
      bytes += isChinese ? paragraph.length * 3 : paragraph.length;
    }
    const titleWords = Array.from({ length: 3 + Math.floor(random() * 6) }, () => words[zipf(random, Math.min(words.length, 3000))]!);
    const title = isChinese ? titleWords.join('') : titleWords.join(' ').replace(/^./, (c) => c.toUpperCase());
    const sites = isChinese ? SITES_ZH : SITES_EN;
    const site = sites[Math.floor(random() * sites.length)]!;
    const tags = [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => TAGS[Math.floor(random() * TAGS.length)]!))];
    const created = newest - Math.floor((i / Math.max(1, count)) * span) - Math.floor(random() * 1000);
    const text = paragraphs.join('\n\n');
    return {
      id: `bench-${String(i).padStart(5, '0')}`,
      url: `https://${site}/${isChinese ? 'p' : 'articles'}/${i}-${Math.floor(random() * 1e6)}`,
      canonicalUrl: null,
      title,
      byline: isChinese ? '作者' + HAN_CHARS[i % HAN_CHARS.length] : 'A. Writer',
      site,
      published: new Date(created - 86_400_000).toISOString(),
      lang: isChinese ? 'zh' : 'en',
      excerpt: paragraphs[0]!.slice(0, 160),
      leadImage: null,
      html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
      text,
      mode: 'article',
      notebook: NOTEBOOKS[Math.floor(random() * NOTEBOOKS.length)]!,
      tags,
      created,
      updated: created,
      engineVersion: 'bench',
      confidence: 0.9,
      wordCount: isChinese ? text.length : text.split(/\s+/).length,
    };
  };
  return { clip, english, chinese };
}
