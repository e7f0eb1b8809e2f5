import { createContext, useContext, useState } from 'react';

/**
 * The time a server-rendered page was rendered at, while that page is being rendered on the server or hydrated in the browser;
 * null otherwise. Anything drawn from the clock (countdowns, the footer's year) starts from it, so the browser's first render
 * matches the server's HTML exactly (no hydration mismatch) and moves to the real time one effect later (ADR 057).
 */
export const RenderClock = createContext<number | null>(null);

/** The server's render time during server render and hydration, else the time the component mounted. */
export function useRenderTime(): number {
  const rendered = useContext(RenderClock);
  const [mounted] = useState(() => Date.now());
  return rendered ?? mounted;
}

/** True while the page is rendered on the server or hydrated from its HTML (what the browser shows must equal the HTML). */
export const useIsServerRender = () => useContext(RenderClock) !== null;
