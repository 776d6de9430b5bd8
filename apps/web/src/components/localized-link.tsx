import { Link, type LinkProps } from 'react-router';
import { useLanguage } from '../lib/use-language.ts';
import { localizePath } from '../lib/localized-path.ts';

/** A link to a page in the current interface language (`/help` becomes `/ar/help` in Arabic). */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const language = useLanguage();
  return <Link to={localizePath(to, language)} {...props} />;
}
