import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, router } from './router.ts';
import { loadAnalyticsTags } from './lib/analytics-tags.ts';
import { whenIdle } from './lib/when-idle.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// NOTE: #root holds the static shell (index.html) until React's first commit replaces it; waiting for the route (its chunk and
// the season) makes that commit the whole page, never an empty frame. The transition lets React yield while it renders.
void router
  .load()
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    ),
  );

// NOTE: third-party tags (only those configured) load once the page is idle, after the hero has painted.
// This module runs after main.tsx has let the static shell paint, so the load event may be over already.
const loadTagsWhenIdle = () => whenIdle(() => void loadAnalyticsTags(), { fallbackMs: 2_000 });
if (document.readyState === 'complete') loadTagsWhenIdle();
else window.addEventListener('load', loadTagsWhenIdle, { once: true });
