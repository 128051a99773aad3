import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, MessageCircleHeart, CalendarDays, X, HeartHandshake } from 'lucide-react';
import { displayName } from '../../../shared/display-name';
import { planBadgeLabel } from '../../../shared/plan-access';
import { useMe } from '../../lib/me';
import { notify } from '../../lib/notify';
import { signOut } from '../../lib/auth-client';
import { Button } from '../ui/button';
import { ButtonLink } from '../ui/button-link';
import { Badge } from '../ui/badge';
import { Spinner } from '../ui/spinner';
import { useSectionNavigation, type LandingSection } from './section-navigation';

const NAV_ITEMS: Array<{ label: string; section?: LandingSection; to?: string }> = [
  { label: 'Início', section: 'inicio' },
  { label: 'Planos', section: 'planos' },
  { label: 'Consultas', to: '/consultas' },
  { label: 'Psicólogos', section: 'psicologos' },
  { label: 'Sobre', section: 'sobre' },
];

export function Header() {
  const me = useMe();
  const location = useLocation();
  const goToSection = useSectionNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const user = me.data?.user ?? null;
  const planActive = me.data?.plan.active ?? false;

  // The menu closes when the page changes. Compared during render rather than in an effect, so that a tap held
  // until the app started (deferred-boot.ts) is not undone by the effects of the first render.
  const [menuPathname, setMenuPathname] = useState(location.pathname);
  if (menuPathname !== location.pathname) {
    setMenuPathname(location.pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await signOut();
      // A full load of / drops every cached answer of the previous session (plan, appointments) from memory.
      window.location.assign('/');
    } catch {
      notify.error('Erro inesperado', { description: 'Tente novamente em alguns instantes.' });
    } finally {
      setSigningOut(false);
    }
  }

  function navItem(item: (typeof NAV_ITEMS)[number], onDone?: () => void) {
    if (item.to) {
      return (
        <Link
          key={item.label}
          to={item.to}
          onClick={onDone}
          className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
        >
          {item.label}
        </Link>
      );
    }
    const section = item.section;
    // A real link to the section, so that it works before the app has started and opens in a new tab.
    return (
      <a
        key={item.label}
        href={`/#${section}`}
        onClick={(event) => {
          if (!section || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onDone?.();
          goToSection(section);
        }}
        className="rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
      >
        {item.label}
      </a>
    );
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-brand-800"
          aria-label="Aria — início"
        >
          <HeartHandshake aria-hidden="true" className="size-7 text-brand-700" />
          Aria
        </Link>

        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => navItem(item))}
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {me.isPending ? (
            <Spinner label="Carregando sua sessão..." className="[&>span:first-child]:size-5" />
          ) : user ? (
            <>
              <span className="max-w-48 truncate text-sm text-slate-700">Olá, {displayName(user)}</span>
              {planActive ? (
                <Badge variant="calm">{planBadgeLabel(me.data?.plan.planType ?? null)}</Badge>
              ) : (
                <Link to="/plans" className="text-xs font-semibold text-brand-700 hover:underline">
                  Escolher plano
                </Link>
              )}
              {planActive ? (
                <>
                  <ButtonLink to="/aria-chat" size="sm" variant="secondary">
                    <MessageCircleHeart aria-hidden="true" />
                    Chat com Aria
                  </ButtonLink>
                  <ButtonLink to="/consultas" size="sm" variant="outline">
                    <CalendarDays aria-hidden="true" />
                    Agendar
                  </ButtonLink>
                </>
              ) : null}
              <ButtonLink to="/conta" size="sm" variant="ghost">
                Minha conta
              </ButtonLink>
              <Button size="sm" variant="ghost" onClick={handleSignOut} disabled={signingOut}>
                Sair
              </Button>
            </>
          ) : (
            <ButtonLink to="/login" size="sm">
              Entrar
            </ButtonLink>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Menu móvel"
          className="border-t border-slate-200 bg-white md:hidden"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            {user ? (
              <p className="px-3 pb-2 text-sm text-slate-700">
                Olá, {displayName(user)}{' '}
                {planActive ? (
                  <Badge variant="calm">{planBadgeLabel(me.data?.plan.planType ?? null)}</Badge>
                ) : null}
              </p>
            ) : null}
            {NAV_ITEMS.map((item) => navItem(item, () => setMenuOpen(false)))}
            {user && planActive ? (
              <>
                <Link to="/aria-chat" className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800">
                  Conversar com Aria
                </Link>
                <Link to="/consultas" className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800">
                  Agendar Consulta
                </Link>
              </>
            ) : null}
            {user ? (
              <Link to="/conta" className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800">
                Minha conta
              </Link>
            ) : null}
            {user ? (
              <Button variant="outline" className="mt-2" onClick={handleSignOut} disabled={signingOut}>
                Sair da Conta
              </Button>
            ) : (
              <ButtonLink to="/login" className="mt-2">
                Entrar / Cadastrar
              </ButtonLink>
            )}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
