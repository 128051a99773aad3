import { Link } from 'react-router';
import { HeartHandshake, Phone } from 'lucide-react';
import { getSiteConfig } from '../../lib/site-config';

const LINKS = [
  { to: '/consultas', label: 'Consultas' },
  { to: '/seja-psicologo', label: 'Seja um Psicólogo' },
  { to: '/faq', label: 'FAQ' },
  { to: '/termos', label: 'Termos de Uso' },
  { to: '/privacidade', label: 'Política de Privacidade' },
  { to: '/recursos', label: 'Recursos' },
];

// Brand marks are drawn inline: the icon set has no brand logos.
const SOCIAL = [
  {
    label: 'Instagram da Aria',
    href: 'https://instagram.com/',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.8a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  },
  {
    label: 'Facebook da Aria',
    href: 'https://facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v7h4v-7H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z',
  },
  {
    label: 'LinkedIn da Aria',
    href: 'https://linkedin.com/',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.1c.5-.9 1.8-1.9 3.7-1.9 4 0 4.7 2.6 4.7 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z',
  },
];

export function Footer() {
  const { contactEmail } = getSiteConfig();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
            <HeartHandshake aria-hidden="true" className="size-6 text-brand-700" />
            Aria
          </Link>
          <p className="text-sm text-slate-600">
            Apoio emocional em português, 24 horas por dia, com a Aria e com psicólogos parceiros.
          </p>
          <div className="flex gap-3">
            {SOCIAL.map((item) => (
              <a
                key={item.label}
                href={item.href}
                aria-label={item.label}
                rel="noopener noreferrer"
                target="_blank"
                className="rounded-full bg-white p-2 text-slate-600 shadow-sm hover:text-brand-700"
              >
                <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
                  <path d={item.path} />
                </svg>
              </a>
            ))}
          </div>
        </div>
        <nav aria-label="Rodapé" className="grid grid-cols-2 gap-2 text-sm">
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="text-slate-700 hover:text-brand-800 hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          <p>
            Contato:{' '}
            <a href={`mailto:${contactEmail}`} className="font-medium text-brand-800 hover:underline">
              {contactEmail}
            </a>
          </p>
          <p className="flex items-start gap-2 rounded-xl bg-white p-3 text-slate-700 shadow-sm">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-calm-700" />
            <span>
              Em crise? Ligue{' '}
              <a href="tel:188" className="font-semibold text-calm-700 underline">
                CVV 188
              </a>{' '}
              (24h, gratuito) ou{' '}
              <a href="tel:192" className="font-semibold text-calm-700 underline">
                SAMU 192
              </a>
              .
            </span>
          </p>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Aria. A Aria é uma assistente de IA e não substitui atendimento
        psicológico.
      </p>
    </footer>
  );
}
