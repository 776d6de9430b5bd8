import { useTranslation } from '../../../lib/use-translation.ts';
import { LifeBuoy } from 'lucide-react';
import { Seo } from '../../../components/seo/seo.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { contentPages, type ContentPageId } from '../pages/index.ts';

function sectionId(index: number): string {
  return `section-${index + 1}`;
}

/** Help, About, Terms and Privacy: real text in both languages, with a table of contents. */
export function ContentPage({ id }: { id: ContentPageId }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = contentPages[id][language];
  return (
    <>
      <Seo
        title={`${page.title} · ${t('seo.siteName')}`}
        description={page.description}
        path={`/${id}`}
      />
      <article className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <header className="max-w-3xl">
          <h1 className="text-4xl font-extrabold text-night-900">{page.title}</h1>
          {page.updated ? (
            <p className="mt-2 text-sm font-semibold text-ink-500">{page.updated}</p>
          ) : null}
          <p className="mt-4 text-lg leading-relaxed text-ink-700">{page.intro}</p>
        </header>
        <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
          <nav
            aria-labelledby="toc-title"
            className="hidden self-start rounded-[var(--radius-card)] bg-white p-5 shadow-soft lg:sticky lg:top-24 lg:block"
          >
            <h2
              id="toc-title"
              className="text-sm font-extrabold uppercase tracking-wide text-ink-500"
            >
              {t('content.contents')}
            </h2>
            <ol className="mt-3 grid gap-2 text-sm">
              {page.sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#${sectionId(index)}`} className="text-night-700 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="prose-content grid max-w-3xl gap-8 text-ink-900">
            {page.sections.map((section, index) => (
              <section
                key={section.heading}
                id={sectionId(index)}
                aria-labelledby={`${sectionId(index)}-title`}
                className="scroll-mt-24"
              >
                <h2
                  id={`${sectionId(index)}-title`}
                  className="text-2xl font-extrabold text-night-900"
                >
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.bullets ? (
                  <ul>
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            {id === 'help' ? (
              <aside className="flex items-start gap-4 rounded-[var(--radius-card)] bg-moon-100 p-6">
                <LifeBuoy className="h-8 w-8 shrink-0 text-night-700" aria-hidden="true" />
                <div>
                  <h2 className="text-xl font-extrabold text-night-900">
                    {t('content.stillNeedHelp')}
                  </h2>
                  <p>
                    {t('content.writeToUs')}{' '}
                    <a
                      href="mailto:support@qamar.app"
                      className="font-bold text-night-700 underline"
                    >
                      <bdi>support@qamar.app</bdi>
                    </a>
                  </p>
                </div>
              </aside>
            ) : null}
          </div>
        </div>
      </article>
    </>
  );
}
