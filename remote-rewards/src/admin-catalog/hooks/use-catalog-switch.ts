import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AdminCompanyCatalogItem } from '@laurel/shared/contract';
import { patchCatalogSwitch, recordCatalogSwitch, type CatalogSwitchTarget } from '../api/patch-catalog-switch';

export type SwitchOutcome =
  | { kind: 'changed'; item: AdminCompanyCatalogItem; target: CatalogSwitchTarget; enabled: boolean }
  | { kind: 'failed'; target: CatalogSwitchTarget; enabled: boolean; error: unknown };

const keyOf = (target: CatalogSwitchTarget) =>
  'denominationId' in target ? `${target.itemId}/${target.denominationId}` : String(target.itemId);

/** Flips the admin catalogue's switches one request each, and keeps the last outcome to report it. */
export function useCatalogSwitch() {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<SwitchOutcome | null>(null);

  const isPending = (target: CatalogSwitchTarget) => pending.has(keyOf(target));

  const flip = async (target: CatalogSwitchTarget, enabled: boolean) => {
    const key = keyOf(target);
    if (pending.has(key)) return;
    setPending((keys) => new Set(keys).add(key));
    setOutcome(null);
    try {
      const item = await patchCatalogSwitch(target, enabled);
      await recordCatalogSwitch(mutate, item);
      setOutcome({ kind: 'changed', item, target, enabled });
    } catch (error) {
      setOutcome({ kind: 'failed', target, enabled, error });
    } finally {
      setPending((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  };

  return { flip, isPending, outcome };
}
