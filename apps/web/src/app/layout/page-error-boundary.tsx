import { Component, type ReactNode } from 'react';
import { CloudOff } from 'lucide-react';
import { NoticeCard } from '../../components/ui/notice-card.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

function PageError() {
  const { t } = useTranslation();
  // A full reload: what failed is most often a file that did not arrive (a flaky connection).
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="px-4 py-10">
      <NoticeCard
        icon={CloudOff}
        title={t('pageError.title')}
        text={t('pageError.text')}
        action={{ to: here, label: t('pageError.retry'), reload: true }}
      />
    </div>
  );
}

/**
 * Keeps the header and footer standing when a page fails to load or render (a page's code or
 * texts that did not arrive), and offers to try again. Keyed by path in the layout, so moving to
 * another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
