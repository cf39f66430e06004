// Every rule file under src/core/markdown/rules/ exports rules that the registry lists, once each.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MarkdownRule } from '../../../src/core/markdown/rule';
import { RULES } from '../../../src/core/markdown/rules/index';

const RULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/core/markdown/rules');

function isRule(value: unknown): value is MarkdownRule {
  return typeof value === 'object' && value !== null && 'name' in value && 'filter' in value && 'replacement' in value;
}

describe('markdown rule registry', () => {
  const files = fs.readdirSync(RULES_DIR).filter((file) => file.endsWith('.ts') && file !== 'index.ts');

  it('finds the rule files', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  for (const file of files) {
    it(`registers every rule of ${file}`, async () => {
      const exported = Object.values(await import(path.join(RULES_DIR, file))).filter(isRule);
      expect(exported.length, `${file} exports no rule`).toBeGreaterThan(0);
      for (const rule of exported) expect(RULES, `${rule.name} from ${file}`).toContain(rule);
    });
  }

  it('has unique rule names', () => {
    const names = RULES.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
