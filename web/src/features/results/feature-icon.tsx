/** A small glyph per feature icon name; unknown names show a check mark. Decorative: the label is text. */
const GLYPHS: Record<string, string> = {
  telemedicina: '📱',
  ambulancia: '🚑',
  dental: '🦷',
  maternidad: '🤰',
  medicamentos: '💊',
  hospitalizacion: '🏥',
  urgencia: '⛑',
  internacional: '🌎',
  preexistencias: '📋',
  cubre_preexistencias: '📋',
  oncologico: '🎗',
  mascota: '🐾',
  vida: '🛡',
};

export function FeatureIcon({ icon }: { icon: string }) {
  return (
    <span className="feature-icon" aria-hidden="true">
      {GLYPHS[icon] ?? '✓'}
    </span>
  );
}
