import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Stethoscope } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';

/** The frame of the psychologist's login, registration and invitation forms. */
export function AreaShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[80vh] flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-6 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-slate-600 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar ao início
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <Stethoscope aria-hidden="true" className="size-10 text-brand-700" />
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}
