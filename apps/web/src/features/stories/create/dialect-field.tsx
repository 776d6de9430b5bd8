import { useId } from 'react';
import { Select } from 'radix-ui';
import { Check, ChevronDown, Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isExperimentalDialect, type Dialect } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { lockedByPlan, subscribePath, type DialectOption } from './dialect-options.ts';

function BetaTag() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-moon-400 px-2 py-0.5 text-[0.65rem] font-extrabold tracking-wide text-night-950">
      {t('stories.beta')}
    </span>
  );
}

function DialectItem({ option }: { option: DialectOption }) {
  const { t } = useTranslation();
  const name = t(`dialects.${option.dialect}`);
  return (
    <Select.Item
      value={option.dialect}
      disabled={option.locked}
      textValue={name}
      data-locked={option.locked || undefined}
      className="relative flex cursor-pointer select-none items-center gap-2 rounded-xl py-2.5 ps-9 pe-3 text-night-900 outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-night-50 data-[disabled]:text-ink-600"
    >
      <Select.ItemIndicator className="absolute start-3 inline-flex">
        <Check className="h-4 w-4 text-teal-600" aria-hidden="true" />
      </Select.ItemIndicator>
      {option.locked ? (
        <Lock className="absolute start-3 h-4 w-4 text-ink-500" aria-hidden="true" />
      ) : null}
      <Select.ItemText>{name}</Select.ItemText>
      {option.beta ? <BetaTag /> : null}
      {option.locked && option.unlockPlan ? (
        <>
          <span
            className="ms-auto rounded-full border border-night-900/20 px-2 py-0.5 text-[0.65rem] font-extrabold uppercase tracking-wide text-night-700"
            aria-hidden="true"
          >
            {t(`plan.${option.unlockPlan}`)}
          </span>
          <span className="sr-only">
            {t('stories.create.lockedOption', { plan: t(`plan.${option.unlockPlan}`) })}
          </span>
        </>
      ) : null}
    </Select.Item>
  );
}

/**
 * The story language (docs/product/screens.md): dialects outside the parent's plan are disabled with a lock and
 * the lowest plan that opens them; the upgrade links sit under the dropdown, since a listbox
 * option may not hold a link.
 */
export function DialectField({
  value,
  onChange,
  options,
  showUpgrade,
}: {
  value: Dialect;
  onChange: (value: Dialect) => void;
  options: DialectOption[];
  showUpgrade: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const groups = showUpgrade ? lockedByPlan(options) : [];
  const list = (dialects: Dialect[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(
      dialects.map((d) => t(`dialects.${d}`)),
    );
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-bold text-ink-700">
        {t('stories.create.dialect')}
      </label>
      <Select.Root value={value} onValueChange={(next) => onChange(next as Dialect)}>
        <Select.Trigger
          id={id}
          aria-describedby={`${id}-hint`}
          className="flex w-full items-center gap-2 rounded-2xl border-2 border-night-900/15 bg-white px-4 py-3 text-start text-base font-semibold text-ink-900 outline-none hover:border-night-900/40 focus-visible:border-night-600 data-[state=open]:border-night-600"
        >
          <Select.Value />
          {isExperimentalDialect(value) ? <BetaTag /> : null}
          <Select.Icon className="ms-auto text-ink-500">
            <ChevronDown className="h-5 w-5" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={6}
            className="z-50 max-h-[var(--radix-select-content-available-height)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-2xl border border-night-100 bg-white p-1.5 shadow-soft"
          >
            <Select.Viewport>
              {options.map((option) => (
                <DialectItem key={option.dialect} option={option} />
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {t('stories.create.dialectHint')}
      </p>
      {groups.length > 0 ? (
        <ul className="grid gap-2 rounded-2xl bg-cream-100 p-3 text-sm">
          {groups.map((group) => (
            <li key={group.plan} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Lock className="h-4 w-4 shrink-0 text-moon-500" aria-hidden="true" />
              <span className="flex-1 text-ink-700">
                {t('stories.create.unlock', {
                  list: list(group.dialects),
                  plan: t(`plan.${group.plan}`),
                })}
              </span>
              <LocalizedLink
                to={subscribePath(group.plan)}
                className="font-extrabold text-night-700 underline underline-offset-4 hover:text-night-900"
              >
                {t('stories.create.upgradeTo', { plan: t(`plan.${group.plan}`) })}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
