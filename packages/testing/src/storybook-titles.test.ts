// Storybook has one hierarchy in both apps, read from where a component lives:
// src/components -> Components/<Component>, src/features/<feature> -> Features/<Feature>[/<Component>],
// src/adapters -> Adapters/<Component>. A reviewer finds a component in the same place on either side.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const pascal = (s: string) =>
  s
    .split('-')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

function expectedPrefix(relative: string): string {
  const [top, feature] = relative.split(path.sep);
  if (top === 'components') return 'Components/';
  if (top === 'adapters') return 'Adapters/';
  if (top === 'features' && feature) return `Features/${pascal(feature)}`;
  return `<no place for ${relative}>`;
}

describe('Storybook hierarchy', () => {
  for (const app of ['desktop', 'mobile']) {
    it(`every ${app} story file is titled after where its component lives`, () => {
      const src = path.join(root, 'apps', app, 'src');
      const files = storyFiles(src);
      expect(files.length).toBeGreaterThan(5);
      for (const file of files) {
        const relative = path.relative(src, file);
        const title = /(?:const meta = \{|export default \{)\s*title: '([^']+)'/.exec(
          readFileSync(file, 'utf8'),
        )?.[1];
        expect(title, relative).toBeDefined();
        expect(title!.startsWith(expectedPrefix(relative)), `${relative}: ${title}`).toBe(true);
      }
    });
  }
});
