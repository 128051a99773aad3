import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { usePageMeta } from '../../lib/page-meta';

/** An honest placeholder for a screen that is still being built — never a fake version of it. */
export function ComingSoonPage({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <Construction aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">
        Esta página está em construção e estará disponível em breve. Enquanto isso, fale com a gente pelo
        e-mail de contato no rodapé.
      </p>
      <Link to="/" className="font-semibold text-brand-800 underline">
        Voltar para o início
      </Link>
    </div>
  );
}
