import type { Dashboard } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { kindLabel } from './labels.ts';
import { DataTable } from './query-state.tsx';
import { useAdminFormat } from './use-admin-format.ts';
import { Panel, rowHead, td, wide } from './dashboard-panel.tsx';

export function StagesPanel({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <Panel
      title={t('adminOps.dashboard.stages.title')}
      caption={t('adminOps.dashboard.stages.caption')}
    >
      <DataTable
        headings={[
          { label: t('adminOps.dashboard.stages.stage') },
          { label: t('adminOps.dashboard.stages.stories'), className: wide },
          { label: t('adminOps.dashboard.stages.p50') },
          { label: t('adminOps.dashboard.stages.p95') },
        ]}
      >
        {data.stages.map((stage) => (
          <tr key={stage.stage} data-stage={stage.stage}>
            <th scope="row" className={rowHead}>
              {t(`adminOps.dashboard.stages.names.${stage.stage}`)}
            </th>
            <td className={`${td} ${wide}`}>{format.count(stage.stories)}</td>
            <td className={td}>{format.duration(stage.p50Ms)}</td>
            <td className={td}>{format.duration(stage.p95Ms)}</td>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}

export function EnginesPanel({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <Panel title={t('adminOps.dashboard.engines.title')}>
      {data.engines.length === 0 ? (
        <p className="text-sm text-ink-600">{t('adminOps.dashboard.engines.none')}</p>
      ) : (
        <DataTable
          headings={[
            { label: t('adminOps.dashboard.engines.kind') },
            { label: t('adminOps.dashboard.engines.calls') },
            { label: t('adminOps.dashboard.engines.p50') },
            { label: t('adminOps.dashboard.engines.p95') },
          ]}
        >
          {data.engines.map((engine) => (
            <tr key={engine.kind}>
              <th scope="row" className={rowHead}>
                {kindLabel(t, engine.kind)}
              </th>
              <td className={td}>{format.count(engine.calls)}</td>
              <td className={td}>{format.duration(engine.p50Ms)}</td>
              <td className={td}>{format.duration(engine.p95Ms)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

export function QueuesPanel({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <Panel title={t('adminOps.dashboard.queues.title')} className="lg:col-span-2">
      <DataTable
        headings={[
          { label: t('adminOps.dashboard.queues.name') },
          { label: t('adminOps.dashboard.queues.waiting') },
          { label: t('adminOps.dashboard.queues.deferred'), className: wide },
          { label: t('adminOps.dashboard.queues.active') },
          { label: t('adminOps.dashboard.queues.failed'), className: wide },
          { label: t('adminOps.dashboard.queues.oldest') },
        ]}
      >
        {data.queues.map((queue) => (
          <tr key={queue.name}>
            <th scope="row" className={`${rowHead} font-mono text-xs`}>
              <bdi dir="ltr">{queue.name}</bdi>
            </th>
            <td className={td}>{format.count(queue.waiting)}</td>
            <td className={`${td} ${wide}`}>{format.count(queue.deferred)}</td>
            <td className={td}>{format.count(queue.active)}</td>
            <td className={`${td} ${wide}`}>{format.count(queue.failed)}</td>
            <td className={td}>
              {queue.oldestWaitSeconds === null ? (
                <span className="text-ink-500">{t('adminOps.dashboard.queues.nothingDue')}</span>
              ) : (
                format.seconds(queue.oldestWaitSeconds)
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}
