/** A feature's badge: its initials in a circle (the full name is in the list item's title and in text). */
export function FeatureIcon({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <span className="feature-icon" aria-hidden="true">
      {initials || name.slice(0, 2).toUpperCase()}
    </span>
  );
}
