import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { scrollToSection } from './scroll-to-section.ts';

/** Scroll to a section of the home page when it is on screen, else navigate to /#section. */
export function useGoToSection() {
  const navigate = useNavigate();
  return useCallback(
    (section: string) => {
      if (!scrollToSection(section)) void navigate({ to: '/', hash: section });
    },
    [navigate],
  );
}
