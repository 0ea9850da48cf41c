import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC, documentedBlock, mermaidBlock, moduleImports } from '../scripts/docs/module-graph.js';

describe('docs/architecture.md', () => {
  it("draws the modules' imports as the code has them (npm run docs:modules redraws it)", () => {
    const graph = moduleImports();
    expect(graph.size).toBeGreaterThanOrEqual(10);
    expect(graph.get('sales')).toContain('catalogue');
    expect(documentedBlock(readFileSync(DOC, 'utf8'))).toBe(mermaidBlock(graph));
  });
});
