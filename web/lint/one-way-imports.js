import path from 'node:path';

/**
 * The site's one-way import zones (bulletproof-react's `import/no-restricted-paths` zones, as a local rule
 * because eslint-plugin-import is not installed):
 * - a feature (web/src/features/<name>/) imports no other feature and nothing from app/: what two features
 *   need lives in shared/, components/ or lib/ (or in a module's domain/), and pages that combine features
 *   are composed in app/routes/;
 * - the shared layers (components/, shared/, lib/, i18n/) import neither features/ nor app/.
 * Paths are judged by their place under `web/src/`, wherever the checkout lives.
 */
const SHARED_LAYERS = new Set(['components', 'shared', 'lib', 'i18n']);

/** Where a file sits under web/src: { root, layer, feature }, or null outside web/src. */
function placeOf(file) {
  const normalised = file.split(path.sep).join('/');
  const match = /^(.*\/web\/src)\/([^/]+)(?:\/([^/]+))?/.exec(normalised);
  if (!match) return null;
  return { root: match[1], layer: match[2], feature: match[2] === 'features' ? match[3] : undefined };
}

export const oneWayImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import no other feature nor app/; shared layers import neither.' },
    schema: [],
    messages: {
      crossFeature:
        'features/{{from}} must not import features/{{to}}: move what both need to shared/, components/ or lib/, or compose them in app/routes/.',
      featureToApp: 'features/{{from}} must not import app/: app/ composes the features, never the reverse.',
      sharedUpward: '{{from}}/ is shared by every feature: it must not import {{to}}/.',
    },
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.root !== here.root) return;
      if (here.layer === 'features') {
        if (target.layer === 'features' && target.feature !== here.feature) {
          context.report({ node: source, messageId: 'crossFeature', data: { from: here.feature, to: target.feature } });
        } else if (target.layer === 'app') {
          context.report({ node: source, messageId: 'featureToApp', data: { from: here.feature } });
        }
      } else if (SHARED_LAYERS.has(here.layer) && (target.layer === 'features' || target.layer === 'app')) {
        context.report({ node: source, messageId: 'sharedUpward', data: { from: here.layer, to: target.layer } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'one-way-imports': oneWayImports } };
