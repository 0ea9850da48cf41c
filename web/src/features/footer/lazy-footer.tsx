import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Footer = lazy(() => import('./footer'));

/** Loads the footer when it nears the viewport: threshold 0.1, 200% bottom margin (spec 02 §2.6, §9). */
export function LazyFooter() {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1, rootMargin: '0px 0px 200% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <footer ref={ref} className="site-footer" data-testid="site-footer">
      {visible && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </footer>
  );
}
