import { checkBindings, contract, describeBindingMismatch, type ContractEntry, type EntryBinding } from '@waybook/core/contract';

/**
 * Lets the server start only when its handlers bind exactly the contract list: every entry once,
 * nothing else. Throws an error listing every mismatch otherwise; returns the handlers unchanged.
 *
 * @example
 * const handlers = assertContractBindings([...profileHandlers(deps), ...tripHandlers(deps)]);
 */
export function assertContractBindings<H extends EntryBinding>(handlers: readonly H[], list: readonly ContractEntry[] = contract): readonly H[] {
  const mismatches = checkBindings(list, handlers);
  if (mismatches.length === 0) return handlers;
  const lines = mismatches.map((m) => `  - ${describeBindingMismatch(m)}`);
  throw new Error(
    `Refusing to start: the bound handlers and the contract list (core/src/contract/contract.ts) disagree on ${mismatches.length} call(s):\n${lines.join('\n')}`,
  );
}
