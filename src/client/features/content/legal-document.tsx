import type { ReactNode } from 'react';

export interface LegalSection {
  /** A fixed, readable anchor id (never generated: the page is pre-rendered and linked to by #id). */
  id: string;
  title: string;
  content: ReactNode;
}

// Typography for the legal text: paragraphs, lists, sub-headings and links inside a section.
const PROSE =
  'space-y-4 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6';

/** The contact address as the legal texts quote it: a long address may break anywhere on a narrow screen. */
export function LegalMailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="break-words">
      {email}
    </a>
  );
}

/**
 * The shared layout of /privacidade and /termos: one h1, the date of the last update, a table of contents with
 * in-page anchors and one h2 section per topic, in a narrow column that is comfortable to read.
 */
export function LegalDocument({
  title,
  updatedAt,
  intro,
  sections,
}: {
  title: string;
  updatedAt: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Última atualização: {updatedAt}</p>
      <div className={`mt-6 ${PROSE}`}>{intro}</div>

      <nav
        aria-labelledby="indice-titulo"
        className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6"
      >
        <h2 id="indice-titulo" className="text-base font-semibold text-slate-900">
          Nesta página
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-800 underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-24">
          <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold text-slate-900 md:text-2xl">
            {index + 1}. {section.title}
          </h2>
          <div className={`mt-4 ${PROSE}`}>{section.content}</div>
        </section>
      ))}
    </article>
  );
}
