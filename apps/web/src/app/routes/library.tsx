import { useThemes } from '../../features/catalogue/api/get-themes.ts';
import { LibraryPage } from '../../features/community/components/library-page.tsx';

/** The library with the catalogue's themes for its theme filter. */
export function LibraryRoute() {
  const themes = useThemes(true);
  return <LibraryPage themes={themes.data} />;
}
