import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

/** Makes the composition root's container available to every feature. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/**
 * Resolves a service from the container: the only way components reach use cases.
 *
 * @example
 * const profiles = useService(TOKENS.profileService);
 */
export function useService<T>(id: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService outside ContainerProvider');
  return container.get<T>(id);
}
