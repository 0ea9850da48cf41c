/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core in the page: the serious and critical WCAG 2 A/AA violations, of the whole page or only inside
 * `within` (a CSS selector: the open dialog, the main content), each as "rule (impact): first three targets".
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(...args: unknown[]): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const options = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };
    const result = await (context ? axe.run(context, options) : axe.run(options));
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, within ?? null);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}
