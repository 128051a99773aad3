import { Outlet } from 'react-router';
import { Header } from './header';
import { Footer } from './footer';
import { StaticContent } from './static-content';

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <Header />
      {/* A screen tall at least: content that arrives after the first paint (a step's list, a page after its
          skeleton) pushes the footer down below the fold instead of moving it on screen (layout shift, ADR 028). */}
      <main id="conteudo" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <StaticContent>
        <Footer />
      </StaticContent>
    </div>
  );
}
