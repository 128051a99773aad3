import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../lib/page-meta';

export function NotFoundPage() {
  const location = useLocation();
  usePageMeta('Página não encontrada');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-4xl font-bold text-slate-900">404</h1>
      <p className="text-xl text-slate-600">Oops! Page not found</p>
      <Link to="/" className="font-semibold text-brand-800 underline hover:text-brand-700">
        Voltar para o início
      </Link>
    </div>
  );
}
