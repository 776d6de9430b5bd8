import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { toast } from '../../../lib/toast.ts';
import { itemGender } from '../lib/item-gender.ts';
import { useCreationFailure } from './use-creation-failure.ts';
import { useCreator, type CatalogueKind } from './use-creator.ts';

export interface CreationFormProps<T> {
  /** A standalone page keeps the form's result on screen; a modal or a nested form resets. */
  standalone?: boolean;
  onCreated?: (created: T) => void;
  onCancel?: () => void;
  renderCreated?: (created: T, again: () => void) => ReactNode;
}

/** What a text field of a creation form takes: its value, and its problem once it has been left. */
export interface CheckedField {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error?: string;
}

/** What the frame around a creation form needs from its state. */
export interface CreationForm<T> {
  submit: (event: FormEvent) => Promise<void>;
  upgradeOpen: boolean;
  setUpgradeOpen: (open: boolean) => void;
  created: T | null;
  again: () => void;
}

const createdTexts = {
  character: {
    title: 'catalogue.characterForm.created',
    description: 'catalogue.characterForm.createdDescription',
  },
  location: {
    title: 'catalogue.locationForm.created',
    description: 'catalogue.locationForm.createdDescription',
  },
} as const;

/**
 * The state and the submit of a character or location form (docs/product/screens.md, docs/product/validation.md): fields show their
 * problem once left or on submit; a valid submit creates, says so, and resets the form.
 */
export function useCreationForm<V extends Record<string, string>, K extends keyof V & string, T>({
  kind,
  empty,
  check,
  create,
  nameOf,
  standalone = false,
  onCreated,
}: {
  kind: CatalogueKind;
  empty: V;
  /** The fields that are checked, each with its problem if it has one. */
  check: (values: V) => Record<K, string | undefined>;
  create: (values: V) => Promise<T>;
  nameOf: (created: T) => string;
  standalone?: boolean;
  onCreated?: (created: T) => void;
}) {
  const { t } = useTranslation();
  const creator = useCreator();
  const [values, setValues] = useState<V>(empty);
  const [touched, setTouched] = useState<ReadonlySet<K>>(new Set());
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [created, setCreated] = useState<T | null>(null);
  const failed = useCreationFailure(kind, () => setUpgradeOpen(true));
  const problems = check(values);

  const set =
    <F extends keyof V>(key: F) =>
    (value: V[F]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const field = (key: K): CheckedField => ({
    value: values[key] as string,
    onChange: (event) => set(key)(event.target.value as V[K]),
    onBlur: () => setTouched((keys) => new Set(keys).add(key)),
    error: touched.has(key) ? problems[key] : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(Object.keys(problems) as K[]));
    if (Object.values(problems).some(Boolean)) return;
    // docs/product/states.md: a parent already at the limit gets the upgrade dialog instead of a server call.
    if (creator.atLimit(kind)) {
      setUpgradeOpen(true);
      return;
    }
    try {
      const item = await create(values);
      toast({
        title: t(createdTexts[kind].title),
        description: t(createdTexts[kind].description, {
          name: nameOf(item),
          context: itemGender(item as object),
        }),
        variant: 'success',
      });
      onCreated?.(item);
      if (standalone) setCreated(item);
      setValues(empty);
      setTouched(new Set());
    } catch (error) {
      failed(error);
    }
  };

  return {
    values,
    set,
    field,
    submit,
    upgradeOpen,
    setUpgradeOpen,
    created,
    again: () => setCreated(null),
  };
}
