/** Placeholder cards with the real card's size, so the page does not jump when results arrive. */
export function CardSkeletons({ count, view }: { count: number; view: 'list' | 'grid' }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`product-card product-card-${view} card-skeleton`} aria-hidden="true">
          <div className="skeleton-line skeleton-title" />
          <div className="skeleton-line skeleton-price" />
          <div className="skeleton-block" />
          <div className="skeleton-line" />
        </li>
      ))}
    </>
  );
}
