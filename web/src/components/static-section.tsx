import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A section with nothing to interact with (no state, handlers or links the router must own), e.g. the home page's testimonials.
 * On a page the server rendered, the browser keeps the server's markup for it and never downloads its code; after a client-side
 * navigation to the page, its code is loaded and it renders like any other component (ADR 061).
 * NOTE: React leaves an element's children alone when it hydrates `dangerouslySetInnerHTML`; the markup handed back is the
 * server's own, read from the page before hydration, so the two agree exactly.
 */
export function staticSection(name: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Section = lazy(load);
  function StaticSection() {
    const [serverMarkup] = useState(() =>
      typeof document === 'undefined' ? null : (document.querySelector(`[data-static-section="${name}"]`)?.innerHTML ?? null),
    );
    if (serverMarkup !== null) {
      return <div data-static-section={name} className="contents" dangerouslySetInnerHTML={{ __html: serverMarkup }} suppressHydrationWarning />;
    }
    return (
      <div data-static-section={name} className="contents">
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      </div>
    );
  }
  return StaticSection;
}
