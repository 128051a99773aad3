import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Testimonials } from '../../components/marketing/testimonials';
import { scrollToSection, type SectionState } from '../../components/layout/section-navigation';
import { StaticContent } from '../../components/layout/static-content';
import { useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTE_META } from '../../lib/route-meta';
import { HeroSection } from './hero-section';
import { PlansSection } from './plans-section';
import { PsychologistsSection } from './psychologists-section';
import { AboutSection } from './about-section';
import { SecuritySection } from './security-section';
import { CompanyForm } from './company-form';

/**
 * The landing (docs/product.md, Landing page). It is pre-rendered for visitors, so it renders its visitor state
 * while the session loads (the header shows the loading spinner); a signed-in person who loads `/` is already
 * redirected by the server, and one who navigates here inside the app is redirected below, unless a header section
 * link brought them.
 */
export function LandingPage() {
  usePageMeta(ROUTE_META['/'].title, ROUTE_META['/'].description);
  const me = useMe();
  const location = useLocation();
  const section = (location.state as SectionState | null)?.section;

  useEffect(() => {
    if (section) requestAnimationFrame(() => scrollToSection(section));
  }, [section]);

  const signedIn = Boolean(me.data?.user);
  // docs/product.md, Landing page: a signed-in person who opens / goes to the chat; a section link from the header
  // still scrolls.
  if (signedIn && !section) return <Navigate to="/aria-chat" replace />;

  return (
    <>
      <StaticContent>
        <HeroSection signedIn={signedIn} planActive={me.data?.plan.active ?? false} />
        <PlansSection signedIn={signedIn} />
        <PsychologistsSection />
        <AboutSection />
        <Testimonials />
        <SecuritySection />
      </StaticContent>
      <CompanyForm />
    </>
  );
}
