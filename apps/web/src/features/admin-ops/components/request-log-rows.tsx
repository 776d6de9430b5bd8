import type { RequestLogRow } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { cn } from '../../../lib/cn.ts';
import { DataTable } from './query-state.tsx';
import { useAdminFormat } from './use-admin-format.ts';
import { wideTable, cell, statusStyle, Badge, Code } from './log-table-parts.tsx';

function principal(t: TFunction, row: RequestLogRow): string {
  const kind = t(`adminOps.logs.principals.${row.principalKind}`);
  return row.principalId === null
    ? kind
    : t('adminOps.logs.principalWithId', { kind, id: row.principalId });
}

export function RequestRows({ rows }: { rows: RequestLogRow[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <>
      <DataTable
        className={wideTable}
        headings={(['time', 'method', 'route', 'status', 'duration', 'principal'] as const).map(
          (column) => ({ label: t(`adminOps.logs.columns.${column}`) }),
        )}
      >
        {rows.map((row) => (
          <tr key={row.id} data-log-id={row.id}>
            <td className={cn(cell, 'text-ink-600')}>{format.dateTime(row.createdAt)}</td>
            <td className={cn(cell, 'font-bold')}>
              <Code>{row.method}</Code>
            </td>
            <td className={cell}>
              <Code>{row.route}</Code>
            </td>
            <td className={cell}>
              <Badge className={statusStyle(row.status)}>{row.status}</Badge>
            </td>
            <td className={cell}>{format.duration(row.durationMs)}</td>
            <td className={cell}>{principal(t, row)}</td>
          </tr>
        ))}
      </DataTable>
      <ul className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            data-log-id={row.id}
            className="grid gap-1.5 rounded-[var(--radius-card)] bg-white p-4 text-sm shadow-soft"
          >
            <div className="flex items-center gap-2">
              <Badge className={statusStyle(row.status)}>{row.status}</Badge>
              <span className="font-bold">
                <Code>{row.method}</Code>
              </span>
              <span className="ms-auto text-xs tabular-nums text-ink-500">
                {format.dateTime(row.createdAt)}
              </span>
            </div>
            <p className="truncate">
              <Code>{row.route}</Code>
            </p>
            <div className="flex justify-between gap-3 text-xs text-ink-600">
              <span>{principal(t, row)}</span>
              <span className="tabular-nums">{format.duration(row.durationMs)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
