/**
 * Tables whose rows may be added and never changed: the database itself refuses UPDATE, DELETE and
 * TRUNCATE on them, whatever code runs. drizzle-kit generates tables and indexes but not triggers,
 * so this is applied after the migrations at every start (idempotent: `create or replace`).
 */
export const appendOnlyTables = ['admin_audit_log'] as const;

export const appendOnlyStatements: string[] = [
  `create or replace function qamar_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'rows of % are never changed or deleted', tg_table_name using errcode = 'insufficient_privilege';
end
$$`,
  ...appendOnlyTables.flatMap((table) => [
    `create or replace trigger ${table}_no_change before update or delete on ${table} for each row execute function qamar_refuse_change()`,
    `create or replace trigger ${table}_no_truncate before truncate on ${table} for each statement execute function qamar_refuse_change()`,
  ]),
];
