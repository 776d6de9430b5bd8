import { useLayoutEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { languages, PRERENDER_ORIGIN } from '@qamar/shared';
import { localizePath } from '../../lib/localized-path.ts';
import { useLanguage } from '../../lib/use-language.ts';

export interface SeoProps {
  title: string;
  description: string;
  /** The page's path without the language prefix, e.g. `/help`. */
  path: string;
  noindex?: boolean;
  image?: string;
}

const ogLocale = { en: 'en_US', ar: 'ar_AR' } as const;

/** Per-page head tags (React 19 hoists them into <head>): title, description, canonical, alternates, social tags. */
export function Seo({ title, description, path, noindex, image = '/og-image.png' }: SeoProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.origin;
  const canonical = `${origin}${localizePath(path, language)}`;
  // Head tags written into the page (the prerendered landing page's, a shared story's for link
  // previews) give way in the same commit that puts these in (a layout effect: no frame and no
  // script sees both sets, nor a page without a title).
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-server-head]')) tag.remove();
  }, []);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {languages.map((lang) => (
        <link
          key={lang}
          rel="alternate"
          hrefLang={lang}
          href={`${origin}${localizePath(path, lang)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath(path, 'en')}`} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('seo.siteName')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale[language]} />
      <meta property="og:image" content={new URL(image, origin).href} />
      <meta property="og:image:alt" content={t('common.tagline')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
