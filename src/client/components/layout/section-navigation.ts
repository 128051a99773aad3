import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type LandingSection = 'inicio' | 'planos' | 'psicologos' | 'sobre';

/** The navigation state that asks the landing page to scroll to a section once it has rendered. */
export interface SectionState {
  section?: LandingSection;
}

export function scrollToSection(section: string): boolean {
  const element = document.getElementById(section);
  if (!element) return false;
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}

/**
 * docs/product.md, Header and navigation: section entries scroll smoothly on the landing page; from another route
 * they first go to / and then scroll (the landing page reads the state).
 */
export function useSectionNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: LandingSection) => {
      if (location.pathname === '/' && scrollToSection(section)) return;
      navigate('/', { state: { section } satisfies SectionState });
    },
    [location.pathname, navigate],
  );
}
