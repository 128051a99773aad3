import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, HeartHandshake, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';

/**
 * The centred card of the sign-in, sign-up and psychologist access forms. `fullScreen` for the pages that stand
 * alone (/login, /signup); the psychologist's forms sit under the site header.
 */
export function AuthShell({
  title,
  description,
  children,
  icon: Icon = HeartHandshake,
  fullScreen = true,
}: {
  title: string;
  description: string;
  children: ReactNode;
  icon?: LucideIcon;
  fullScreen?: boolean;
}) {
  return (
    <div
      className={`flex ${fullScreen ? 'min-h-dvh' : 'min-h-[80vh]'} flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10`}
    >
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
            <Icon aria-hidden="true" className="size-10 text-brand-700" />
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}
