// Development pages that a rule of the engine was written for, chosen by hand (unlike real-pages.json, which
// select-fixtures.ts picks without looking at Pith). Each names the rule it guards; the HTML is read from the
// datasets folder, never copied. Before its rule each of these failed.
import { beforeAll, describe, expect, it } from 'vitest';
import { datasetsRoot, readPageHtml } from '../../../bench/lib/datasets';
import { parsePage } from '../../../src/cli/page';
import { extract } from '../../../src/core/extract';
import { snippetMisses } from './snippets';

interface Regression {
  rule: string;
  dataset: string;
  id: string;
  with: string[];
  without: string[];
}

const REGRESSIONS: Regression[] = [
  {
    rule: 'choose.ts: a <span> holding paragraphs is a candidate (the story is <span class="storyText"><p>…)',
    dataset: 'daniel_waddle',
    id: '20120117_www.kake.com_f53c043c168bfe50334316658bfc69588b8ddcc26efa05a315da78b1',
    with: ['The first H1N1 flu case of the season has been reported', 'Wesley Medical Center officials'],
    without: ['Steve Jobs Action Figure Pulled From Market', 'Wind Chill', 'Offbeat News Headlines'],
  },
  {
    rule: "engine.ts: Readability's wider box is not taken when what it adds to TTD's short story is not prose",
    dataset: 'daniel_waddle',
    id: '20111215_ent.xinmin.cn_177dcc6c9439f6f67decc8cf948b7ab891a1e9abd32fa4ceaaad3d32',
    with: ['北京市西城区嘉茂购物中心施工现场发生火灾'],
    without: ['上海滩爆料平台', '请您对该文章评分', '嘉茂购物中心人气偶像汪东城签名售书'],
  },
  {
    rule: 'linkblocks.ts: headline lists that outweigh a short story in its column are left out',
    dataset: 'l3s_gn1',
    id: '7c877f3c-cdb1-4be0-88ba-a665b798cd62',
    with: ['Seven of seven untreated control macaques got sick.'],
    without: ['Most Emailed Stories', 'IndyMac will close regional mortgage center', 'Related Industry News'],
  },
  {
    rule: 'choose.ts: a story in one long paragraph takes the pick down from the page column (toLoneParagraph)',
    dataset: 'l3s_gn1',
    id: 'dff661fd-0107-4e0a-b3a1-b6933e8734e3',
    with: ['New South Wales tourism is set to score a huge boost'],
    without: ['LATEST FEATURES', 'Sam Kekovich declares war on Australia Day', 'LIVEWIRE'],
  },
  {
    rule: 'boilerplate.ts: a small form of radio choices is a reader poll (ifeng\'s 调查 survey under the story)',
    dataset: 'daniel_waddle',
    id: '20120112_ent.ifeng.com_3757306393115444b85eae5266985f584050c0c1cde9435316f39d4c',
    with: ['德云社多名工作人员在首都机场到达厅与偷拍人员发生冲突', '把快乐带给老百姓'],
    without: ['媒体全责，过度刺探明星隐私引发纠纷', '你如何看待郭德纲再次陷入弟子打人风波'],
  },
  {
    rule: "engine.ts: TTD's answer without a sentence (a headline alone) does not block Readability's contents list",
    dataset: 'cleaneval',
    id: 'final-180',
    with: ['CONSTITUTIONAL AUTHORITY', 'OFFICE OF THE CHIEF ECONOMIST', 'GLOBAL FOOD FOR EDUCATION INITIATIVE'],
    without: [],
  },
  {
    rule: 'thread.ts: a forum thread declared by its schema.org type is every post, not the longest one (Invision)',
    dataset: 'wcxb_dev',
    id: 'dev-0545',
    with: ['Yes we are talking about V10 changes', 'I liked the new design but it would be better'],
    without: ['Powered by Invision', 'Privacy Policy'],
  },
];

let root = '';

beforeAll(() => {
  root = datasetsRoot();
});

describe('dev pages that engine rules were written for', () => {
  for (const page of REGRESSIONS) {
    it(`${page.dataset}/${page.id.slice(0, 40)}: ${page.rule}`, () => {
      const result = extract(parsePage(readPageHtml(root, page)));
      expect(snippetMisses(result.text, page)).toEqual({ missing: [], leaked: [] });
    });
  }
});
