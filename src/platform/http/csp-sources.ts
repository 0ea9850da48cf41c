/**
 * One Content-Security-Policy helper for every middleware that widens the site's policy for a third party
 * (payment providers in sales, the chat provider in content).
 */

/** Adds sources to directives of a Content-Security-Policy value (a directive absent is created). */
export function withSources(csp: string, additions: Record<string, readonly string[]>): string {
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  for (const [name, sources] of Object.entries(additions)) {
    if (sources.length === 0) continue;
    const index = directives.findIndex((d) => d.toLowerCase() === name || d.toLowerCase().startsWith(`${name} `));
    if (index < 0) {
      directives.push(`${name} 'self' ${sources.join(' ')}`);
      continue;
    }
    const present = new Set(directives[index]!.split(/\s+/).slice(1));
    const added = sources.filter((source) => !present.has(source));
    if (added.length > 0) directives[index] = `${directives[index]} ${added.join(' ')}`;
  }
  return directives.join(';');
}
