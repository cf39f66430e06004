import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPLY_HINT } from '../../../src/core/extract/posts';
import { POSTER_STAT_HINT } from '../../../src/core/extract/tunables';
import { eitherScript } from '../../../src/core/text/han';

// The whole-text hints are written to be found at the character they must hold (a colon, a count's digit), the
// name read back from there: faster on long text. They must answer as the plain patterns they stand for.
const PLAIN_POSTER_STAT_HINT = eitherScript(/\d\s*(?:gold|silver|bronze) badges?|(?:posts|messages|joined|join date|registered|member since|likes received|reaction score|trophy points|reputation|karma|best answers)\s*[:：]|(?:posts|messages|likes received|reaction score|trophy points)\s*\d|帖子|积分|注册时间|威望|(?:发帖|注册)\s*[:：]/i);
const PLAIN_REPLY_HINT = eitherScript(/(?:^|[^a-z])(?:re|aw|sv)\s*(?:\[\d+\])?\s*:|回复|答复/i);

/** Text made of the pieces the patterns are built from, in any order and case, with noise between. */
const FRAGMENTS = [
  'posts', 'Posts', 'POSTS', 'messages', 'joined', 'Join Date', 'registered', 'member since', 'Likes Received', 'reaction score',
  'trophy points', 'reputation', 'karma', 'best answers', 'gold', 'silver', 'bronze', ' badge', ' badges', 'Re', 're', 'RE', 'aw', 'sv',
  'are', 'x', 'Z', ':', '：', ' ', '  ', '\n', '\t', '\u00a0', '\u3000', '[', ']', '[12]', '0', '7', '42', '帖子', '積分', '积分', '注册', '註冊',
  '时间', '時間', '威望', '发帖', '發帖', '回复', '回覆', '答复', '答覆', 'é', 'ſ', 'K', '.', ',',
];
const hintText = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 12 }).map((parts) => parts.join(''));

describe('whole-text hints', () => {
  it('POSTER_STAT_HINT finds a counter exactly where the plain pattern does', () => {
    fc.assert(fc.property(hintText, (text) => POSTER_STAT_HINT.test(text) === PLAIN_POSTER_STAT_HINT.test(text)), { numRuns: 20000, seed: 20261206 });
    for (const text of ['Posts: 138', 'Joined ：4. Jul 2012', '3 gold badges', 'Likes Received 12', '345 帖子', '發帖：9']) expect(POSTER_STAT_HINT.test(`Text. ${text}`)).toBe(true);
    for (const text of ['He posts daily.', 'Karma is real', 'gold badges were given', '']) expect(POSTER_STAT_HINT.test(text)).toBe(false);
  });

  it("REPLY_HINT finds a reply's label exactly where the plain pattern does", () => {
    fc.assert(fc.property(hintText, (text) => REPLY_HINT.test(text) === PLAIN_REPLY_HINT.test(text)), { numRuns: 20000, seed: 20261206 });
    for (const text of ['Re: the release', 'x RE [2] : y', 'sv:', '回覆：x']) expect(REPLY_HINT.test(text)).toBe(true);
    for (const text of ['Where are: the notes', 'Re the release', 're]:', '']) expect(REPLY_HINT.test(text)).toBe(false);
  });
});
