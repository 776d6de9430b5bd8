import type { EngineLogRow } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/cn.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { kindLabel } from './labels.ts';
import { DataTable } from './query-state.tsx';
import { useAdminFormat } from './use-admin-format.ts';
import { wideTable, cell, outcomeStyles, Badge, Code, Pair } from './log-table-parts.tsx';

export function EngineRows({ rows }: { rows: EngineLogRow[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const size = (row: EngineLogRow) =>
    row.kind === 'writer' ? format.count(row.size) : <bdi dir="ltr">{format.bytes(row.size)}</bdi>;
  const outcome = (row: EngineLogRow) => (
    <Badge className={outcomeStyles[row.outcome] ?? 'bg-night-50'} title={row.error ?? undefined}>
      {t(`adminOps.logs.outcomes.${row.outcome as 'ok'}`)}
    </Badge>
  );
  const story = (row: EngineLogRow) =>
    row.storyId ? (
      <LocalizedLink
        to={`/story/${row.storyId}`}
        className="font-bold text-night-700 underline-offset-2 hover:underline"
      >
        {t('adminOps.logs.storyLink', { id: row.storyId })}
      </LocalizedLink>
    ) : (
      <span className="text-ink-500">—</span>
    );
  const fallback = (row: EngineLogRow) =>
    row.fallback ? (
      <Badge className="bg-moon-100 text-night-900">{t('adminOps.logs.fallbackYes')}</Badge>
    ) : (
      <span className="text-ink-500">{t('adminOps.logs.fallbackNo')}</span>
    );
  return (
    <>
      <DataTable
        className={wideTable}
        headings={(
          [
            'time',
            'engine',
            'kind',
            'story',
            'latency',
            'outcome',
            'size',
            'cost',
            'fallback',
          ] as const
        ).map((column) => ({ label: t(`adminOps.logs.columns.${column}`) }))}
      >
        {rows.map((row) => (
          <tr key={row.id} data-log-id={row.id}>
            <td className={cn(cell, 'text-ink-600')}>{format.dateTime(row.createdAt)}</td>
            <td className={cell}>
              <div className="grid">
                <Code>{row.engine}</Code>
                <span className="text-xs text-ink-500">
                  <Code>{row.model}</Code>
                </span>
              </div>
            </td>
            <td className={cell}>{kindLabel(t, row.kind)}</td>
            <td className={cell}>{story(row)}</td>
            <td className={cell}>{format.duration(row.latencyMs)}</td>
            <td className={cell}>
              {outcome(row)}
              {row.error ? (
                <p
                  className="mt-1 max-w-[16rem] truncate text-xs text-ink-500"
                  title={row.error}
                  dir="auto"
                >
                  {row.error}
                </p>
              ) : null}
            </td>
            <td className={cell}>{size(row)}</td>
            <td className={cell}>{format.usd(row.estimatedCostUsd)}</td>
            <td className={cell}>{fallback(row)}</td>
          </tr>
        ))}
      </DataTable>
      <ul className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            data-log-id={row.id}
            className="grid gap-2 rounded-[var(--radius-card)] bg-white p-4 text-sm shadow-soft"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-bold text-night-900">{kindLabel(t, row.kind)}</span>
              {outcome(row)}
              {row.fallback ? fallback(row) : null}
              <span className="ms-auto text-xs tabular-nums text-ink-500">
                {format.dateTime(row.createdAt)}
              </span>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              <Pair label={t('adminOps.logs.columns.engine')}>
                <Code>{row.engine}</Code>
              </Pair>
              <Pair label={t('adminOps.logs.columns.model')}>
                <Code>{row.model}</Code>
              </Pair>
              <Pair label={t('adminOps.logs.columns.story')}>{story(row)}</Pair>
              <Pair label={t('adminOps.logs.columns.latency')}>
                {format.duration(row.latencyMs)}
              </Pair>
              <Pair label={t('adminOps.logs.columns.size')}>{size(row)}</Pair>
              <Pair label={t('adminOps.logs.columns.cost')}>
                {format.usd(row.estimatedCostUsd)}
              </Pair>
            </dl>
            {row.error ? (
              <p className="line-clamp-2 text-xs text-ink-500" dir="auto">
                {row.error}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
